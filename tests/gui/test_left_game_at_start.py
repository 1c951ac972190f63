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


def test_the_log_viewer_says_the_taken_back_seals_note_in_danish(qapp, qtbot, data_dir, left_open):
    """The seal's note is logged in English (its hash covers it); the Danish window said it
    so in the log viewer."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController
    from ba_console.gui.widgets.roll_log_view import RollLogView
    from ba_console.store.game import Game

    Game.take_back(left_open).close()
    assert install_translations(qapp, "da")
    controller = GameController(data_dir, "da")
    assert controller.open_game(left_open)
    seal = controller.game.roll(2)
    assert seal.note.startswith("taken back as the game by the umpire")
    view = RollLogView(controller)
    qtbot.addWidget(view)
    assert view.model.note_text(seal) == (
        "taget tilbage som spillet af dommeren: filen var i WAL-tilstand uden sin -wal, med "
        "sin låsefil efterladt ved siden af (lukket, uden at konsollen lukkede den); dens log holdt"
    )
    controller.close_game()
