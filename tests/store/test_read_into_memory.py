"""A game read into memory (`Game.open(read_only=True, in_memory=True)`), as a window that only
shows a game another console writes reads it: before, such a reader held a connection to the
file, and the writer's close could not make the game one file again ("closed, but not as
one file"; -wal and -shm left behind). Now it holds none, still refuses every write, says
when the file was written since, and its verify checks the file on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.store import Game
from ba_console.store.errors import ReadOnlyGameError
from tests.store.conftest import add_roster
from tests.store.test_files_kept import typed_roll


def _companions(path: Path) -> list[str]:
    return [end for end in ("-wal", "-shm") if Path(f"{path}{end}").exists()]


def test_the_writer_closes_as_one_file_while_a_copy_in_memory_is_open(make_game, game_path):
    writer = add_roster(make_game(dice_mode="both"))
    writer.append_roll(typed_roll(writer))
    reader = Game.open(game_path, read_only=True, in_memory=True)
    try:
        assert reader.roll_count() == 1
        assert not reader.written_since_read()
        writer.append_roll(typed_roll(writer))
        assert reader.written_since_read()
        assert reader.roll_count() == 1  # what it read, until read again
        writer.close()
        assert writer.not_closed_whole is None
        assert _companions(game_path) == []
        assert reader.roll_count() == 1 and len(reader.rolls()) == 1
        with pytest.raises(ReadOnlyGameError):
            reader.append_roll(typed_roll(reader))
        # Verify checks the file as it is on disk (two rolls), not the copy (one).
        report = reader.verify()
        assert report.ok and report.rolls_checked == 2
    finally:
        reader.close()
    assert _companions(game_path) == []


def test_a_closed_game_read_into_memory_leaves_nothing_beside_it(make_game, game_path):
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(typed_roll(game))
    game.close()
    before = game_path.read_bytes()
    with Game.open(game_path, read_only=True, in_memory=True) as reader:
        assert reader.roll_count() == 1
        assert _companions(game_path) == []
        assert not reader.written_since_read()
    assert game_path.read_bytes() == before
    assert _companions(game_path) == []


def test_only_a_reader_is_read_into_memory(make_game, game_path):
    make_game().close()
    with pytest.raises(ValueError):
        Game.open(game_path, in_memory=True)
