"""A second window follows a game the first console writes (read-only there). Before, its
idle connection to the file held the first console's close: the umpire who closed the game
there was told "closed, but not as one file", and once the second window closed too the
game was left in WAL mode with its -wal and -shm beside it. Now the second window reads the
game into memory and lets go of the file between reads: the first console closes it as one
file, and the second window still shows what it read, the roll included."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.store.game import Game
from tests.gui.conftest import log_typed_roll


@pytest.fixture
def second(qtbot, data_dir):
    """A second console window, as a second `ba-console` started on the same data folder."""
    from ba_console.gui.app import build_window

    other = build_window(data_dir=data_dir)
    qtbot.addWidget(other)
    other.warnings = []
    other.warn = other.warnings.append
    other.resize(1366, 768)
    other.show()
    yield other
    other.close()


def _log_rows(window) -> list[str]:
    """The rows the window's log viewer shows, as the umpire reads them."""
    from ba_console.gui.widgets.roll_log_view import open_roll_log

    model = open_roll_log(window.controller, window).view.tableView.model()
    return [
        " ".join(
            str(model.index(row, column).data() or "") for column in range(model.columnCount())
        )
        for row in range(model.rowCount())
    ]


def _companions(path: Path) -> list[str]:
    return [
        name for name in (f"{path.name}-wal", f"{path.name}-shm") if (path.parent / name).exists()
    ]


def test_the_first_console_closes_the_game_as_one_file_while_a_second_follows(
    qtbot, window, second, demo_path
):
    first = window  # the demo game, open for writing
    qtbot.waitUntil(lambda: first.controller.log_state.verified is not None)
    assert second.open_game(demo_path) is True
    assert second.controller.game.read_only
    qtbot.waitUntil(lambda: second.controller.log_state.verified is not None, timeout=10_000)
    count = second.controller.game.roll_count()

    log_typed_roll(first.controller, "catch", "owner", "i-15", "escapes")
    qtbot.waitUntil(lambda: second.controller.game.roll_count() == count + 1, timeout=10_000)
    qtbot.waitUntil(lambda: second.controller.log_state.verified is not None, timeout=10_000)
    shown = _log_rows(second)
    assert len(shown) == count + 1 and any(
        "Catch roll" in row and "I./15th" in row for row in shown
    )

    assert first.close_game()
    qtbot.wait(50)  # a box would be said on the next turns of the event loop
    assert first.warnings == []
    assert _companions(demo_path) == []

    # The second window still shows the game, the roll included, and after File › Reload.
    assert second.controller.game.roll_count() == count + 1
    assert _log_rows(second) == shown
    qtbot.keyClick(second, Qt.Key.Key_F5)
    assert second.controller.game.read_only
    assert _log_rows(second) == shown
    assert not second.controller.update_unit("i-15", "figures", 20, reason="miscounted")

    second.close()
    assert _companions(demo_path) == []
    with Game.open(demo_path, read_only=True) as game:
        assert game.roll_count() == count + 1 and game.verify().ok


def test_the_log_viewer_keeps_its_place_as_the_second_window_reads_the_game_again(
    qtbot, window, second, demo_path
):
    """Each read of another console's roll reopened the game, and the log viewer jumped back
    to its first row (the newest roll), away from the roll the umpire was reading. Now the
    same roll stays chosen, and the same roll at the top of the view, the filter too."""
    from ba_console.gui.widgets.roll_log_view import open_roll_log

    first = window
    for _ in range(30):  # enough rows to scroll
        log_typed_roll(first.controller, "catch", "owner", "i-15", "escapes")
    assert second.open_game(demo_path) is True
    controller = second.controller
    assert controller.game.read_only
    qtbot.waitUntil(lambda: controller.game.roll_count() == 30, timeout=10_000)
    view = open_roll_log(controller, second).view
    view.resize(900, 300)
    kind = view.kindCombo.findData("catch")
    assert kind > 0
    view.kindCombo.setCurrentIndex(kind)
    view.apply_filter()
    assert view.select_sequence(12)
    qtbot.wait(100)  # the viewer laid out on screen
    top = view.model.roll(view.tableView.rowAt(0)).sequence
    count = controller.game.roll_count()

    log_typed_roll(first.controller, "catch", "owner", "i-15", "escapes")
    qtbot.waitUntil(lambda: controller.game.roll_count() == count + 1, timeout=10_000)
    assert view.current_roll().sequence == 12
    assert view.model.roll(view.tableView.rowAt(0)).sequence == top
    assert view.kindCombo.currentData() == "catch"
    assert view.model.row_of(count + 1) == 0  # the new roll is in the view, at its head
