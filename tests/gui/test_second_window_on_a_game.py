"""A second window on a game another console has open (two windows on one file): before,
it was refused with "Close it there, or open this game read-only to look at it", and the
window has no way to open a game read-only. Now it opens it read-only, says so and why,
and nothing of it can be changed; the console that writes it goes on."""

from __future__ import annotations

import os
from pathlib import Path

from ba_console.store.demo import create_demo
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
            "It is open here read-only, as it stood when opened: you can read the log, check "
            "it and export its reports; nothing can be changed. To play on here, close it "
            "there, then open it again."
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
        "Det er åbnet skrivebeskyttet her, som det var, da det blev åbnet: du kan læse loggen, "
        "kontrollere den og eksportere dens rapporter; intet kan ændres. For at spille videre "
        "her skal du lukke det dér og så åbne det igen."
    ]
