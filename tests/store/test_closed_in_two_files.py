"""A game whose close cannot make it one file again: its WAL is not checkpointed into it
(a disk that refuses the writes, as under a file size limit here; a reader holding the
file). Before, the error was swallowed and the game stayed in WAL mode with its -wal,
silently: a .bagame copied alone then lacked its latest rows. Now the close says so
(`Game.not_closed_whole`), and the game, in its two files, opens whole again (a checkpoint
cut short by the full disk left the file shorter than its header says, which was refused
as "cut short", damaged: its missing pages are in the -wal)."""

from __future__ import annotations

import resource
import sqlite3
import sys

import pytest

from ba_console.store import Game
from tests.store.conftest import add_roster
from tests.store.test_files_kept import typed_roll

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file size limits")


def _close_with_a_size_limit(game: Game, limit: int) -> None:
    """Close `game` while this process may write no file past `limit` bytes (Python
    ignores SIGXFSZ: such a write fails, as on a full disk)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        game.close()
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))


def test_a_close_the_disk_refuses_says_the_game_is_in_two_files(make_game, game_path):
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(typed_roll(game))
    # The roster and the roll are in the -wal; the file may not grow to hold them.
    _close_with_a_size_limit(game, game_path.stat().st_size)
    said = str(game.not_closed_whole)
    wal = game_path.with_name(f"{game_path.name}-wal")
    assert said == (
        f"{game_path.name} was closed, but not as one file (disk I/O error: the disk is full, "
        "or another program has it open). Nothing is lost: the game is in two files in "
        f"{game_path.parent}, {game_path.name} and {wal.name}, and whole only with both. Copy "
        f"or move them together, never {game_path.name} alone (a backup copy of the game is "
        "one file). Opened and closed again once the disk has room and no other program has "
        "it open, it is one file again."
    )
    assert wal.stat().st_size > 0
    # Whole in its two files: it opens (it was refused as cut short), verifies, and
    # closes as one file once the disk has room.
    with Game.open(game_path, read_only=True) as reader:
        assert reader.verify().ok
        assert reader.roll_count() == 1
    again = Game.open(game_path)
    again.close()
    assert again.not_closed_whole is None
    assert not wal.exists()
    with Game.open(game_path, read_only=True) as reader:
        assert reader.roll_count() == 1
        assert len(reader.units()) == 3


def test_a_close_while_another_reads_the_file_says_so(game, game_path):
    game.append_roll(typed_roll(game))
    reader = sqlite3.connect(f"{game_path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM rolls").fetchall()  # holds the WAL's snapshot
        game.close()
    finally:
        reader.close()
    assert "not as one file (database is locked: the disk is full, or another program" in str(
        game.not_closed_whole
    )


def test_a_game_closed_whole_says_nothing(game, game_path):
    game.append_roll(typed_roll(game))
    game.close()
    assert game.not_closed_whole is None
    assert not game_path.with_name(f"{game_path.name}-wal").exists()


def test_a_file_cut_short_with_a_wal_that_lacks_its_pages_is_still_refused(
    make_game, game_path, tmp_path
):
    """The cut-short check gives way to a -wal, and SQLite's page check takes over: a file
    cut short whose -wal does not hold the missing pages is refused as damaged."""
    game = add_roster(make_game(dice_mode="both"))
    for _ in range(30):
        game.append_roll(typed_roll(game))
    game.close()
    game = Game.open(game_path)
    game.append_roll(typed_roll(game))  # a -wal of one row's pages
    copy = tmp_path / "copy.bagame"
    copy.write_bytes(game_path.read_bytes()[: game_path.stat().st_size // 2])
    copy.with_name("copy.bagame-wal").write_bytes(
        game_path.with_name(f"{game_path.name}-wal").read_bytes()
    )
    game.close()
    from ba_console.store.errors import DamagedGameError

    with pytest.raises(DamagedGameError, match="is damaged"):
        Game.open(copy, read_only=True)
