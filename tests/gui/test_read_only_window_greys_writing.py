"""A window on a game it may not write (a second window following a game another console
writes, a copy taken while open, a read-only medium): before, Next, Roll and "Same as last
bound" looked enabled in the tool bar and the menus, F7 opened the Movement dialog, and F8
was refused by the store only ("…is open read-only; nothing was changed"). Now every action
that would change the game is greyed, its tooltip says why, and its key pressed says why
once and writes nothing; what only reads (the log, exports, Save a copy) stays enabled."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ba_console.store.demo import create_demo
from ba_console.store.lock import GameLock
from tests.gui.conftest import TEST_SEED
from tests.gui.test_read_only_copy import copy_taken_while_open

FOLLOWED = "This window follows a game another console writes: it cannot change it."


def _writing(window):
    ui = window.ui
    return {
        "Next": ui.actionNextPhase,
        "Back": ui.actionPreviousPhase,
        "Same as last bound": ui.actionSameAsLastBound,
        "Seal": window.actionSeal,
        "Undo": ui.actionUndo,
        "Redo": ui.actionRedo,
        "Roll": ui.actionRoll,
        "Movement": ui.actionMovement,
        **{action.objectName(): action for action in window._roll_kind_actions},
    }


def _reading(window):
    ui = window.ui
    return {
        "Roll log": ui.actionRollLog,
        "Save a copy": ui.actionSaveCopy,
        "Export the roster": window.actionExportRoster,
        "Print blank order sheets": ui.actionPrintOrderSheets,
        "Reload": window.actionReload,
        "Recent messages": window.actionRecentMessages,
        "Rule pack": ui.actionPackEditor,
    }


def _tool_button(window, action):
    return window.ui.mainToolBar.widgetForAction(action)


def _greyed_saying(window, why: str) -> None:
    for name, action in _writing(window).items():
        assert not action.isEnabled(), name
        assert action.toolTip() == why and action.statusTip() == why, name
    assert [name for name, action in _reading(window).items() if not action.isEnabled()] == []
    for action in (window.ui.actionNextPhase, window.ui.actionRoll):
        assert not _tool_button(window, action).isEnabled()
    tracker = window.ui.phaseTracker.ui
    assert not tracker.nextButton.isEnabled() and tracker.nextButton.toolTip() == why
    assert not tracker.backButton.isEnabled() and tracker.backButton.toolTip() == why
    add = window.ui.rosterPanel.ui.addButton
    assert not add.isEnabled() and add.toolTip() == why


def _keys_say_why(qtbot, window, path, why: str) -> None:
    """Each writing action's key on the order sheet: the reason in the status bar, once a
    press, and nothing written."""
    from PySide6.QtWidgets import QApplication, QDialog

    before = path.read_bytes()
    position = window.controller.position()
    view = window.ui.orderSheet.view
    view.setFocus()
    for key, modifier in (
        (Qt.Key.Key_F8, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier),
        (Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_F7, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_F9, Qt.KeyboardModifier.NoModifier),
    ):
        window.ui.statusBar.clearMessage()
        said = sum(count for *_, count in window.messages)
        QTest.keyClick(view, key, modifier)
        assert window.ui.statusBar.currentMessage() == why, key
        # Once: one message more, the reason (said again at once, it is counted on its line).
        assert sum(count for *_, count in window.messages) == said + 1, key
        assert window.messages[-1][1] == why, key
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog)]
        assert not [w for w in dialogs if w.isVisible()], key
    assert window.controller.position() == position
    assert path.read_bytes() == before


def test_a_second_window_greys_what_would_write_and_says_why(qtbot, window, data_dir, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = GameLock.acquire(path)  # the console that writes it
    try:
        assert window.open_game(path) and window.controller.read_only
        _greyed_saying(window, FOLLOWED)
        _keys_say_why(qtbot, window, path, FOLLOWED)
        window.close_game()
    finally:
        other.release()
    # A game that may be written: the actions back, with their own tips.
    assert window.open_game(path) and not window.controller.read_only
    next_action = window.ui.actionNextPhase
    assert next_action.isEnabled() and _tool_button(window, next_action).isEnabled()
    assert next_action.toolTip() == "Close this phase and go to the next (F8, Ctrl+Right)"
    assert window.ui.actionRoll.isEnabled() and window.actionSeal.isEnabled()
    assert window.ui.phaseTracker.ui.nextButton.isEnabled()
    add = window.ui.rosterPanel.ui.addButton
    assert add.isEnabled() and add.toolTip() == "Add a side, commander or unit to the roster"


def test_a_copy_taken_while_open_greys_them_too(qtbot, window, tmp_path):
    copy = copy_taken_while_open(tmp_path / "stick")
    assert window.controller.open_game(copy) and window.controller.read_only
    why = f"{copy.name} is open read-only: nothing in it can be changed here."
    _greyed_saying(window, why)
    _keys_say_why(qtbot, window, copy, why)


def test_in_danish(qtbot, danish, data_dir, tmp_path):
    path = tmp_path / "aften.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = GameLock.acquire(path)
    try:
        assert danish.open_game(path) and danish.read_only
        assert danish.read_only_reason() == (
            "Dette vindue følger et spil, som en anden konsol skriver i: det kan ikke ændre det."
        )
        danish.close_game()
    finally:
        other.release()
    copy = copy_taken_while_open(tmp_path / "stick")
    assert danish.open_game(copy) and danish.read_only
    assert danish.read_only_reason() == (
        f"{copy.name} er åbnet skrivebeskyttet: intet i det kan ændres her."
    )
