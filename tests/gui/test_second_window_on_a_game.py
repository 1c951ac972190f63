"""A second window on a game another console has open (two windows on one file): before,
it was refused with "Close it there, or open this game read-only to look at it", and the
window has no way to open a game read-only. Now it opens it read-only, says so and why,
and nothing of it can be changed; the console that writes it goes on."""

from __future__ import annotations

import os
from pathlib import Path

from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from ba_console.store.lock import GameLock
from tests.gui.conftest import TEST_SEED


def test_a_game_open_in_another_console_opens_read_only_here(window, data_dir, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    before = path.read_bytes()
    other = GameLock.acquire(path)  # the other console's
    try:
        assert window.open_game(path) is True
        controller = window.controller
        assert controller.game.path == path and controller.game.read_only
        assert window.warnings == [
            f"{path.name} is open in another ba-console (pid {os.getpid()}), which writes it. "
            "It is open here read-only and shows what that console writes as it writes it "
            "(File › Reload reads it again): you can read the log, check it and export its "
            "reports; nothing can be changed. To play on here, close it there, then open it "
            "again."
        ]
        unit = controller.units()[0].key
        assert not controller.update_unit(unit, "figures", 20, reason="lost in the wood")
        window.close_game()
    finally:
        other.release()
    assert path.read_bytes() == before
    assert not Path(f"{path}-wal").exists()


def test_in_danish(danish, data_dir, tmp_path):
    from tests.gui.conftest import refusals

    path = tmp_path / "aften.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    said = refusals(danish)
    other = GameLock.acquire(path)
    try:
        assert danish.open_game(path) is True
        assert danish.game.read_only
        danish.close_game()
    finally:
        other.release()
    assert said == [
        f"{path.name} er åbent i en anden ba-console (pid {os.getpid()}), som skriver i det. "
        "Det er åbnet skrivebeskyttet her og viser, hvad den konsol skriver, mens den skriver "
        "det (Fil › Genindlæs læser det igen): du kan læse loggen, kontrollere den og "
        "eksportere dens rapporter; intet kan ændres. For at spille videre her skal du lukke "
        "det dér og så åbne det igen."
    ]


def _fire_logged_by(game) -> None:
    """The other console logs a fire roll: II./15th at 1/2e Grenadiers, dice typed."""
    from ba_console.store.records import RollDraft, RollSide

    side = RollSide(role="firer", unit="ii-15", dice_source="typed", faces=(3, 5, 6))
    game.append_roll(RollDraft(kind="fire", sides=(side,), note="the second volley"))


def _rows_in_log_view(window) -> list[str]:
    """The notes of the rows the log viewer shows, as the umpire reads them."""
    from ba_console.gui.widgets.roll_log_view import open_roll_log

    view = open_roll_log(window.controller, window).view
    model = view.tableView.model()
    return [
        " ".join(
            str(model.index(row, column).data() or "") for column in range(model.columnCount())
        )
        for row in range(model.rowCount())
    ]


def test_a_second_window_follows_what_the_other_console_logs(qtbot, window, data_dir, tmp_path):
    """Before, the read-only second window showed the game as it stood when opened: the roll
    the first console logged next never came. Now it follows: the roll shows by itself,
    in the log viewer and the log's count, and the game is still read-only here."""
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = Game.open(path, data_dir=data_dir)  # the first console, which writes it
    try:
        assert window.open_game(path) is True
        controller = window.controller
        assert controller.game.read_only
        assert not any("the second volley" in row for row in _rows_in_log_view(window))
        before = controller.game.roll_count()
        _fire_logged_by(other)
        qtbot.waitUntil(
            lambda: any("the second volley" in row for row in _rows_in_log_view(window)),
            timeout=10_000,
        )
        assert controller.game.read_only and controller.game.roll_count() == before + 1
        qtbot.waitUntil(lambda: controller.log_state.verified is True, timeout=10_000)
        assert window.logLabel.text() == window.log_state_text(controller.log_state)
        assert str(before + 1) in window.logLabel.text()
        assert len(window.warnings) == 1  # "open in another ba-console" once, not at each read
        window.close_game()
    finally:
        other.close()
    with Game.open(path, read_only=True) as game:
        assert game.roll_count() == before + 1 and game.verify().ok


def test_file_reload_reads_the_game_again(qtbot, window, data_dir, tmp_path):
    """File › Reload (F5), where the file system tells nothing of writes (a network share):
    the game read again as its file now stands."""
    from PySide6.QtCore import Qt

    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = Game.open(path, data_dir=data_dir)
    try:
        assert window.open_game(path) is True
        controller = window.controller
        controller._follow.stop()  # as on a share whose writes are not told
        assert window.actionReload.isEnabled()
        before = controller.game.roll_count()
        _fire_logged_by(other)
        qtbot.keyClick(window, Qt.Key.Key_F5)
        assert controller.game.roll_count() == before + 1
        assert any("the second volley" in row for row in _rows_in_log_view(window))
        window.close_game()
    finally:
        other.close()
    assert not window.actionReload.isEnabled()
