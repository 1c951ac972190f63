"""The console started on last night's game, which a program left open: the window says
it is read-only in a box, and asks to play on from it once the log check has verified it
and the box is closed. A second box shown while the first is up (any other notice) lost
the question: the umpire was never asked, and the game stayed read-only."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ba_console.gui.app import build_window, settings_for
from ba_console.gui.main_window import remember_recent
from tests.gui.test_play_on_from_a_left_game import left_open

__all__ = ["left_open"]  # (the fixture)

SECOND = "Another notice, shown while the first is up."


def test_a_second_notice_over_the_first_does_not_lose_the_question(qtbot, data_dir, left_open):
    remember_recent(settings_for(data_dir), left_open)
    window = build_window(None, data_dir=data_dir)
    qtbot.addWidget(window)
    checks: list[object] = []
    window.controller.log_checked.connect(checks.append)
    seen: list[str] = []

    def box(message: str) -> None:
        if message == SECOND:
            seen.append("second notice")
            return
        seen.append("notice")
        qtbot.waitUntil(lambda: bool(checks), timeout=20000)
        QApplication.processEvents()  # the check ends behind the box
        window.warn(SECOND)
        seen.append("notice closed")

    window.warning_box = box
    window.confirm_play_on = lambda *question: seen.append("asked") or False
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    qtbot.waitUntil(lambda: "notice closed" in seen, timeout=20000)
    QApplication.processEvents()
    assert seen == ["notice", "second notice", "notice closed", "asked"]
    window.controller.close_game()
