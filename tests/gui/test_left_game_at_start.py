"""The console started on last night's game, which a program left open (it reads as
copied while open): the window opens it read-only and says so in a box once it is on
screen, and, once the log check has verified it, asks whether to play on from it. The
check runs while the box is up: before, the question came over the box, and after "Play on
from this file" the box still said the game was open read-only. The umpire reads why it is
read-only first; the question comes once that box is closed."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ba_console.gui.app import build_window, settings_for
from ba_console.gui.main_window import remember_recent
from tests.gui.test_play_on_from_a_left_game import left_open

__all__ = ["left_open"]  # (the fixture)


def test_the_read_only_notice_comes_before_the_question_to_play_on(qtbot, data_dir, left_open):
    remember_recent(settings_for(data_dir), left_open)
    window = build_window(None, data_dir=data_dir)
    qtbot.addWidget(window)
    checks: list[object] = []
    window.controller.log_checked.connect(checks.append)
    seen: list[str] = []

    def box(message: str) -> None:
        # The umpire reads the box while the check ends behind it (a modal box runs the
        # event loop until it is closed).
        seen.append("notice: " + message)
        qtbot.waitUntil(lambda: bool(checks), timeout=20000)
        QApplication.processEvents()
        seen.append("notice closed")

    window.warning_box = box
    window.confirm_play_on = lambda *question: seen.append("asked") or True
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    qtbot.waitUntil(lambda: "asked" in seen, timeout=20000)
    assert [entry.split(":")[0] for entry in seen] == ["notice", "notice closed", "asked"]
    assert "It is open read-only now" in seen[0]
    qtbot.waitUntil(lambda: not window.controller.read_only, timeout=20000)
    window.controller.close_game()
