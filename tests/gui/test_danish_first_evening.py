"""A Danish club's first evening with the console, in Danish at 1366×768: what the umpire
who reads only Danish sees on each screen (walked in session 25)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ba_console.gui.app import build_window
from tests.gui.conftest import log_typed_roll, shown, step_to


@pytest.fixture
def danish_window(qtbot, demo_path, data_dir):
    (data_dir / "settings.ini").write_text("[General]\nlanguage=da\n")
    window = shown(qtbot, build_window(data_dir=data_dir))
    yield window
    window.close()


def _log_window(qtbot, window):
    from ba_console.gui.widgets.roll_log_view import RollLogView

    window.open_roll_log()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    view = next(w.findChild(RollLogView) for w in shown if w.findChild(RollLogView))
    qtbot.waitUntil(lambda: view.isVisible())
    return view


def test_the_csv_export_says_the_folder_the_file_went_to(qtbot, danish_window, tmp_path):
    # Kastelog › Eksportér…: the umpire must find the file to mail it to the club. The
    # line beside the roll count said "Eksporteret: plancenoit-log.csv" and no folder.
    controller = danish_window.controller
    step_to(controller, "fire")
    log_typed_roll(controller, "fire", "firer", "i-15", "ingen virkning")
    view = _log_window(qtbot, danish_window)
    folder = tmp_path / "klubben" / "eksport"
    folder.mkdir(parents=True)
    view.export_to(folder / "plancenoit-log.csv")
    qtbot.wait(50)  # the row is laid out again for the new text
    label = view.statusLabel
    assert label.text() == f"Eksporteret plancenoit-log.csv til {folder}"
    # Read whole, not cut to "Ekspor" by the buttons beside it.
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def test_alt_t_opens_the_traek_menu_not_the_rosters_add(qtbot, danish_window):
    # Alt+T is "&Træk" (Næste fase, Et trin tilbage, ...): the roster's "&Tilføj" had the
    # same letter, so Alt+T only moved the cursor to the Add button and the menu never
    # opened. Every mnemonic the window shows has a letter of its own.
    import re

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window = danish_window
    letters: dict[str, list[str]] = {}
    texts = [action.text() for action in window.menuBar().actions()]
    texts += [
        widget.text()
        for widget in window.findChildren(QAbstractButton) + window.findChildren(QLabel)
        if widget.isVisible()
    ]
    for text in texts:
        found = re.search(r"&(\w)", text)
        if found:
            letters.setdefault(found.group(1).lower(), []).append(text)
    assert {k: v for k, v in letters.items() if len(v) > 1} == {}

    window.ui.orderSheet.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
    assert QApplication.activePopupWidget() is window.ui.menuBound
    window.ui.menuBound.hide()
    # And Alt+Ø, Tilf&øj's own letter on a Danish keyboard, opens the roster's Add menu.
    window.ui.orderSheet.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Ooblique, Qt.KeyboardModifier.AltModifier)
    add_menu = window.ui.rosterPanel.ui.addButton.menu()
    qtbot.waitUntil(add_menu.isVisible, timeout=2000)
    add_menu.hide()


def test_the_melee_dice_fields_say_their_hint_whole(qtbot, danish_window):
    # Nærkamp at 1366×768: two dice fields side by side, each said "f.eks. 345 — tomt:
    # konsolternin…", the hint's last word cut off.
    from ba_console.gui.dialogs.roll.dialog import open_roll_dialog

    controller = danish_window.controller
    step_to(controller, "melee", "melee")
    dialog = open_roll_dialog(controller, danish_window, kind="melee", units=["i-15", "i-1t"])
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(50)
    for panel in dialog.panels:
        edit = panel.dice.edit
        hint = edit.placeholderText()
        assert hint.startswith("f.eks. 345")
        room = edit.contentsRect().width() - 8  # the frame's and the text's margins
        assert edit.fontMetrics().horizontalAdvance(hint) <= room, hint
    dialog.close()
