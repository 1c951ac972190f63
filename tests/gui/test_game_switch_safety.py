"""Windows left open on a game that is closed or replaced, and the chain check on a damaged
file: nothing is written into the wrong game, nothing waits for ever, nothing is freed
while Qt still uses it.

Found by a review of the GUI's object lifetimes (each test fails on the code before it).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from ba_console.gui.dialogs.roll import RollDialog, open_roll_dialog
from ba_console.store import paths
from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.gui.conftest import TEST_SEED, verify_in_view


@pytest.fixture
def other_game(data_dir: Path) -> Path:
    path = paths.games_dir(data_dir) / "other.bagame"
    create_demo(path, seed=TEST_SEED).close()
    return path


def test_a_roll_dialog_closes_with_its_game_and_logs_nothing_into_the_next(
    qtbot, window, other_game
):
    controller = window.controller
    dialog = open_roll_dialog(controller, window, kind="fire", units=["i-15", "i-2g"])
    assert dialog.isVisible()
    assert window.open_game(other_game)
    qtbot.waitUntil(lambda: not window.findChildren(RollDialog), timeout=2000)
    with Game.open(other_game, read_only=True) as other:
        assert other.roll_count() == 0


def _edited_pack_editor(window):
    """The pack editor open on the window's game, with one label changed and not saved."""
    from ba_console.gui.dialogs.pack_editor import PackEditorDialog

    assert window.open_pack_editor()
    (editor,) = [w for w in window.findChildren(PackEditorDialog) if w.isVisible()]
    model = editor._draft.edit_models("t08")[0]
    row = [r["key"] for r in model.rows()].index("rear_attack")
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert model.setData(model.index(row, header.index("Label (en)")), "Rear attack (club)")
    return editor


def test_a_game_switch_asks_about_unsaved_pack_edits_first_and_keeping_them_stays(
    qtbot, window, other_game
):
    from ba_console.gui.dialogs.pack_editor import PackEditorDialog

    editor = _edited_pack_editor(window)
    asked = []
    editor.confirm_discard = lambda: asked.append(True) or False  # the umpire keeps them
    first = window.controller.game.path
    assert not window.open_game(other_game)
    assert asked == [True] and editor.isVisible()
    assert window.controller.game.path == first  # still on the game the edits belong to
    assert not window.close_game() and window.controller.game is not None

    editor.confirm_discard = lambda: asked.append(True) or True  # now they let them go
    assert window.open_game(other_game)
    assert window.controller.game.path == other_game
    qtbot.waitUntil(lambda: not window.findChildren(PackEditorDialog), timeout=2000)


def test_a_closed_pack_editor_is_freed_and_never_asked_about_again(qtbot, window, other_game):
    from ba_console.gui.dialogs.pack_editor import PackEditorDialog

    editor = _edited_pack_editor(window)
    asked = []
    editor.confirm_discard = lambda: asked.append(True) or True
    editor.close()
    assert asked == [True]
    qtbot.waitUntil(lambda: not window.findChildren(PackEditorDialog), timeout=2000)
    assert window.open_game(other_game)
    assert asked == [True]  # not asked again for the editor already closed


def test_the_pack_editors_save_refuses_a_game_other_than_its_own(window):
    """A last guard: the save is bound to the game the editor was opened on."""
    from ba_console.gui.controller import ActionRefused

    with pytest.raises(ActionRefused, match="no longer open"):
        window._save_pack_of(object(), window.controller.pack)


def test_quitting_keeps_the_window_when_the_umpire_keeps_unsaved_pack_edits(qtbot, window):
    editor = _edited_pack_editor(window)
    editor.confirm_discard = lambda: False
    assert not window.close()
    assert window.isVisible() and editor.isVisible()
    assert window.controller.game is not None  # the game stays open too
    editor.confirm_discard = lambda: True


def test_confirm_and_next_frees_no_typed_field_while_qt_is_still_in_it(qtbot, window):
    """Clearing the typed outcome rebuilt its fields from inside the combo's own signal,
    deleting the combo under Qt's feet (heap corruption, seen under valgrind)."""
    dialog = open_roll_dialog(window.controller, window, kind="fire", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    for panel in dialog.panels:
        panel.dice.set_typed("356")
    for combo in dialog._typed_widgets:
        combo.setEditText("2 figures and LD")
    for spin in dialog._loss_spins.values():
        spin.setValue(1)
    assert dialog.confirmNextButton.isEnabled()
    inside: list[bool] = []
    freed_inside: list[bool] = []
    for combo in list(dialog._typed_widgets):
        original = combo.setEditText

        def set_edit_text(text: str, original=original) -> None:
            inside.append(True)
            try:
                original(text)
            finally:
                inside.pop()

        combo.setEditText = set_edit_text
        combo.destroyed.connect(lambda *_: freed_inside.append(bool(inside)))
    qtbot.mouseClick(dialog.confirmNextButton, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert window.controller.game.roll_count() == 1
    assert not any(freed_inside)
    assert all(not isinstance(w, QComboBox) or not w.currentText() for w in dialog._typed_widgets)


def test_a_damaged_log_ends_the_check_with_a_verdict_not_checking_for_ever(
    qtbot, window, monkeypatch
):
    def damaged(self, *args, **kwargs):
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(Game, "verify", damaged)
    with qtbot.waitSignal(window.controller.log_checked, timeout=5000) as checked:
        window.controller.check_log()
    assert checked.args[0].verified is False
    assert "malformed" in window.logLabel.toolTip() or "malformed" in checked.args[0].reason
    assert "checking" not in window.logLabel.text()

    from ba_console.gui.widgets.roll_log_view import RollLogView

    view = RollLogView(window.controller)
    qtbot.addWidget(view)
    assert not verify_in_view(qtbot, view)
    assert view.chainLabel.text() == (
        "The log could not be checked: database disk image is malformed"
    )


def test_rolls_logged_while_the_check_runs_are_counted_as_unchecked(qtbot, window, monkeypatch):
    import threading

    from ba_console.gui import log_check
    from tests.gui.test_roll_log import fire_draft

    monkeypatch.setattr(log_check, "RECHECK_LIMIT", 0)  # a long log: no re-check
    started, release = threading.Event(), threading.Event()
    real = Game.verify

    def held(self, *args, **kwargs):
        report = real(self, *args, **kwargs)
        started.set()
        release.wait(10)
        return report

    monkeypatch.setattr(Game, "verify", held)
    controller = window.controller
    controller.check_log()
    assert started.wait(5)
    controller.rolls._notify(controller.game.append_roll(fire_draft("i-15", (3, 3, 3))))
    with qtbot.waitSignal(controller.log_checked, timeout=5000) as checked:
        release.set()
    state = checked.args[0]
    assert (state.count, state.unchecked) == (1, 1)
    assert window.logLabel.text().startswith("Log: 1 row")
