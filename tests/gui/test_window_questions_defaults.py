"""The window's questions default to the safe answer: Enter or Esc, pressed in haste, stays
in the step, keeps the roll being made, keeps a left game read-only; only the other button
goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ba_console.gui.dialogs import window_questions

QUESTIONS = {
    "leave": (lambda parent: window_questions.ask_leaving(parent, "Fire", False, ["a task"]),
              "Go on anyway"),
    "discard": (lambda parent: window_questions.ask_discard_roll(parent, "Fire: 1st Line"),
                "Discard"),
    "play on": (lambda parent: window_questions.ask_play_on(parent, "g.bagame", 3, True),
                "Play on from this file"),
}  # fmt: skip


def answer(action) -> None:
    def act():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        action(box)

    QTimer.singleShot(0, act)


@pytest.mark.parametrize("name", QUESTIONS)
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_enter_or_esc_gives_the_safe_answer(qtbot, name, key):
    parent = QWidget()
    qtbot.addWidget(parent)
    ask, _go = QUESTIONS[name]
    answer(lambda box: qtbot.keyClick(box, key))
    assert ask(parent) is False


@pytest.mark.parametrize("name", QUESTIONS)
def test_only_the_other_button_goes_on(qtbot, name):
    parent = QWidget()
    qtbot.addWidget(parent)
    ask, go = QUESTIONS[name]

    def click_go(box: QMessageBox) -> None:
        [button] = [b for b in box.buttons() if b.text() == go]
        button.click()

    answer(click_go)
    assert ask(parent) is True
