"""The byte copy of a damaged game (`ba-console backup`, the window's offer) takes no bytes
while a console holds the game's writer's lock: it may be writing it, and a copy then could
hold a write half done. Before, it copied regardless. Now it refuses, naming the console,
and copies once it is closed; a -lock a console left (it ended without closing: the game
"left unclosed") is no holder, and stays beside the game."""

from __future__ import annotations

import os

from ba_console.cli import run
from ba_console.store.lock import GameLock
from tests.cli.test_backup_of_a_damaged_game import _files
from tests.cli.test_backup_of_a_damaged_game import zeroed as zeroed  # a fixture


def test_refused_while_a_console_holds_it_then_copied(zeroed, tmp_path, capsys):
    copy = tmp_path / "rescue.bagame"
    before = _files(zeroed.parent)
    console = GameLock.acquire(zeroed)  # a console that has it open for writing
    try:
        assert run(["backup", str(zeroed), str(copy)]) == 2
    finally:
        console.release()
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"ba-console: error: {zeroed} is damaged: SQLite cannot read page ")
    assert err.endswith(
        f"No copy was written: {zeroed.name} is open in another ba-console (pid {os.getpid()}), "
        "which may be writing it: a copy of its bytes now could hold a write half done. Close "
        "it there (or end that console), then copy it."
    )
    assert not copy.exists()
    assert _files(zeroed.parent) == before
    assert run(["backup", str(zeroed), str(copy)]) == 1
    assert copy.read_bytes() == zeroed.read_bytes()


def test_a_lock_file_left_by_a_console_that_ended_is_no_holder_and_stays(zeroed, tmp_path, capsys):
    left = zeroed.with_name(f"{zeroed.name}-lock")
    left.write_text("999999\n")  # its console ended without closing the game
    copy = tmp_path / "rescue.bagame"
    assert run(["backup", str(zeroed), str(copy)]) == 1
    assert copy.read_bytes() == zeroed.read_bytes()
    assert left.read_text() == "999999\n"
