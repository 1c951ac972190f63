"""Each entry of each menu has a letter of its own, in English as in Danish: a letter two
entries share only moves the highlight between them, and the entry is never chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from ba_console.gui.app import build_window
from tests.gui.conftest import shown


@pytest.fixture(params=["en", "da"])
def any_window(request, qtbot, demo_path, data_dir):
    (data_dir / "settings.ini").write_text(f"[General]\nlanguage={request.param}\n")
    window = shown(qtbot, build_window(data_dir=data_dir))
    yield window
    window.close()


def _letters(menu) -> dict[str, list[str]]:
    menu.aboutToShow.emit()  # the menus filled when opened (Rolls, Open recent)
    letters: dict[str, list[str]] = {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = QKeySequence.mnemonic(action.text()).toString()
        if letter:
            letters.setdefault(letter, []).append(action.text())
    return letters


def test_no_two_entries_of_a_menu_share_a_letter(any_window):
    shared = {}
    for top in any_window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        twice = {k: v for k, v in _letters(menu).items() if len(v) > 1}
        if twice:
            shared[top.text()] = twice
    # English had File's "Save a &copy / backup…" and "&Close game", Bound's "&Seal the log
    # now" and "&Same order as last bound".
    assert shared == {}


def test_the_seal_is_made_from_the_bound_menu_by_its_letter(qtbot, window):
    # Alt+B, then Seal's letter: the seal row is logged. With "S" shared by "Same order as
    # last bound", the letter only moved the highlight, and nothing was sealed.
    controller = window.controller
    menu = window.ui.menuBound
    seal = next(a for a in menu.actions() if "Seal" in a.text())
    letter = QKeySequence.mnemonic(seal.text())[0].key()
    window.ui.orderSheet.view.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is menu, timeout=2000)
    qtbot.keyClick(menu, letter)
    qtbot.waitUntil(lambda: any(r.kind == "seal" for r in controller.game.rolls()), timeout=2000)
