"""The game's -wal deleted while the window has it open (a clean-up or sync program):
before, the window went on writing into the deleted -wal, which no other program sees (a
crash lost it all); now the next write is refused, said once in a box with what to do, and
a copy saved then holds the whole game."""

from __future__ import annotations

from pathlib import Path

from ba_console.store.game import Game
from tests.gui.conftest import refusals


def test_the_wal_deleted_while_open_is_said_and_a_copy_still_saves_all(qtbot, window, tmp_path):
    controller = window.controller
    path = controller.game.path
    assert controller.update_unit("i-15", "figures", 30, reason="miscounted")
    messages = refusals(controller)
    Path(f"{path}-wal").unlink()
    assert not controller.update_unit("i-15", "figures", 29, reason="miscounted")
    assert messages == [
        f"Not saved: {path.name}-wal is no longer on disk (deleted or moved). Save a copy "
        "now: File › Save a copy."
    ]
    gone = (
        f"{path.name}-wal, which holds the latest writes to {path.name} until it is closed, "
        f"is no longer in {path.parent}: it was deleted or replaced while open (a sync or "
        "clean-up program?). Nothing was written. Save a copy now (File › Save a copy), then "
        "open the copy to go on: it holds the whole game up to now. Closing this game without "
        "a copy may lose it."
    )
    qtbot.waitUntil(lambda: window.warnings == [gone])
    copy = tmp_path / "saved.bagame"
    assert controller.save_copy(copy)
    window.close_game()
    with Game.open(copy, read_only=True) as saved:
        assert saved.unit("i-15").figures == 30
        assert saved.verify().ok


def test_in_danish(danish):
    path = danish.game.path
    assert danish.update_unit("i-15", "figures", 30, reason="talt forkert")
    Path(f"{path}-wal").unlink()
    said: list[str] = []
    danish.game_file_gone.connect(said.append)
    assert not danish.update_unit("i-15", "figures", 29, reason="talt forkert")
    assert said[0].startswith(
        f"{path.name}-wal, som rummer de seneste skrivninger til {path.name}, indtil det lukkes, "
        f"findes ikke længere i {path.parent}"
    )


def test_the_wal_deleted_before_the_first_write_after_opening_is_caught(qtbot, window, tmp_path):
    """The -wal deleted right after the game is opened, before anything is written (a sync
    tool at work while the umpire sets out the table): before, its identity was taken only at
    the first write, the deleted -wal's successor was taken for it, and the roll logged went
    into a -wal no other program sees (a crash lost it). Now the roll is refused in the roll
    dialog, the box says what to do, and a copy saved then holds the roll when confirmed."""
    from tests.gui.test_disk_errors import fire_ready_to_confirm, press_enter

    controller = window.controller
    game = controller.game
    path = game.path
    Path(f"{path}-wal").unlink()
    dialog = fire_ready_to_confirm(qtbot, controller)
    press_enter(qtbot, dialog)
    assert dialog.ui.messageLabel.text().startswith(
        f"{path.name}-wal, which holds the latest writes to {path.name} until it is closed, "
        f"is no longer in {path.parent}: it was deleted or replaced while open"
    )
    assert dialog.isVisible()  # the roll typed is still there, not logged
    qtbot.waitUntil(lambda: len(window.warnings) == 1)
    assert window.warnings[0].endswith(
        "Save a copy now (File › Save a copy), then open the copy to go on: it holds the whole "
        "game up to now. Closing this game without a copy may lose it."
    )
    assert game.roll_count() == 0 and game.unit("i-2g").figures == 28
    copy = tmp_path / "saved.bagame"
    assert controller.save_copy(copy)
    dialog.close()
    window.close_game()
    with Game.open(copy, read_only=True) as saved:
        assert saved.roll_count() == 0 and saved.unit("i-2g").figures == 28
        assert saved.verify().ok
