"""View › Recent messages (Ctrl+Shift+M) after the umpire pressed the same refused key again
and again (Ctrl+Z behind a logged ordering roll, F8 in a window that follows another
console's game): before, the list held the same line four times. Now an immediate repeat
is one line with its count ("×4") at the latest time; the same words after another message
are a line of their own again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ba_console.store.demo import create_demo
from ba_console.store.lock import GameLock
from tests.gui.conftest import TEST_SEED

FOLLOWED = "This window follows a game another console writes: it cannot change it."


def _lines(window) -> list[str]:
    text = window.show_recent_messages().text()
    return [" ".join(line.split()[1:]) for line in text.splitlines() if line.strip()]


def test_f8_pressed_four_times_is_one_line_counted(qtbot, window, data_dir, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = GameLock.acquire(path)
    try:
        assert window.open_game(path) and window.controller.read_only
        view = window.ui.orderSheet.view
        view.setFocus()
        for _ in range(4):
            QTest.keyClick(view, Qt.Key.Key_F8)
        assert _lines(window)[0] == f"{FOLLOWED} ×4"
        assert len(_lines(window)) == 2  # and the notice that it opened read-only
        window.controller.status_message.emit("Reloaded.")
        QTest.keyClick(view, Qt.Key.Key_F8)
        assert _lines(window)[:3] == [FOLLOWED, "Reloaded.", f"{FOLLOWED} ×4"]
        window.close_game()
    finally:
        other.release()


def test_a_notice_said_again_is_counted_but_not_a_refusal_of_the_same_words(window):
    window.controller.status_message.emit("Sealed.")
    window.controller.status_message.emit("Sealed.")
    window.controller.action_refused.emit("Sealed.")  # another tone: its own line
    assert _lines(window) == ["Sealed.", "Sealed. ×2"]
    assert [count for *_, count in window.messages] == [2, 1]
