"""Creating and opening game files: what is refused, and that a refusal changes nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.core.fair_dice import commitment
from ba_console.store import (
    SCHEMA_VERSION,
    Game,
    GameFileError,
    GameInUseError,
    ReadOnlyGameError,
)
from ba_console.store.lock import lock_path_for

from .conftest import SEED, run_python


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_new_game_records_title_pack_dice_mode_and_commitment(make_game, game_path):
    game = make_game(dice_mode="physical", notes="club night", date="2025-06-18")
    info = game.info
    assert (info.title, info.dice_mode, info.notes, info.date) == (
        "Test game",
        "physical",
        "club night",
        "2025-06-18",
    )
    assert info.seed_commitment == commitment(SEED)
    assert (info.pack_id, info.pack_hash, info.schema_version) == ("test", "a" * 64, SCHEMA_VERSION)
    assert info.created == "2025-06-18T18:30:00+00:00"
    assert game.pack().toml == 'id = "test"\n'
    assert not info.seed_revealed


def test_new_game_draws_a_secret_seed_when_none_is_given(tmp_path):
    first = Game.create(tmp_path / "a.bagame", title="A", pack_toml="", pack_id="p", pack_hash="h")
    second = Game.create(tmp_path / "b.bagame", title="B", pack_toml="", pack_id="p", pack_hash="h")
    with first, second:
        assert first.info.seed_commitment != second.info.seed_commitment


def test_game_file_uses_wal_foreign_keys_and_full_sync(make_game, game_path):
    game = make_game()
    conn = game._db.conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert (
        "STRICT" in conn.execute("SELECT sql FROM sqlite_master WHERE name='units'").fetchone()[0]
    )


def test_creating_over_an_existing_file_is_refused(make_game, game_path):
    game_path.write_bytes(b"my notes")
    with pytest.raises(GameFileError, match="already exists"):
        make_game()
    assert game_path.read_bytes() == b"my notes"


def test_a_text_file_is_refused_and_left_as_it_was(tmp_path):
    path = tmp_path / "notes.bagame"
    path.write_text("Bound 3: the Prussians attack Plancenoit\n")
    before = _files(tmp_path)
    with pytest.raises(GameFileError, match="not a ba-console game"):
        Game.open(path)
    assert _files(tmp_path) == before


def test_a_foreign_sqlite_database_is_refused_and_no_table_is_added(tmp_path):
    path = tmp_path / "photos.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (name TEXT)")
    conn.commit()
    conn.close()
    before = _files(tmp_path)
    with pytest.raises(GameFileError, match="SQLite database but not a ba-console game"):
        Game.open(path)
    with pytest.raises(GameFileError):
        Game.open(path, read_only=True)
    assert _files(tmp_path) == before


def test_an_empty_file_is_refused(tmp_path):
    path = tmp_path / "empty.bagame"
    path.touch()
    with pytest.raises(GameFileError, match="empty"):
        Game.open(path)
    assert path.read_bytes() == b""


def test_a_missing_file_is_not_created(tmp_path):
    with pytest.raises(GameFileError, match="no such game file"):
        Game.open(tmp_path / "nothing.bagame")
    assert list(tmp_path.iterdir()) == []


def test_a_game_from_a_newer_schema_is_refused_unchanged(make_game, game_path):
    make_game().close()
    conn = sqlite3.connect(game_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = game_path.read_bytes()
    with pytest.raises(GameFileError, match="newer ba-console"):
        Game.open(game_path)
    with pytest.raises(GameFileError, match="newer ba-console"):
        Game.open(game_path, read_only=True)
    assert game_path.read_bytes() == before


def test_a_game_with_an_unknown_migration_is_refused(make_game, game_path):
    make_game().close()
    conn = sqlite3.connect(game_path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('ba_console', '0099_future', 'later')"
    )
    conn.commit()
    conn.close()
    with pytest.raises(GameFileError, match="0099_future"):
        Game.open(game_path)


def test_a_truncated_game_is_refused_unchanged(make_game, game_path):
    game = make_game()
    game.add_side("s", "Side")
    game.close()
    whole = game_path.read_bytes()
    game_path.write_bytes(whole[: len(whole) // 2])
    before = game_path.read_bytes()
    with pytest.raises(GameFileError, match="damaged"):
        Game.open(game_path)
    assert game_path.read_bytes() == before


def test_a_game_with_garbage_pages_is_refused(make_game, game_path):
    game = make_game()
    game.add_side("s", "Side")
    game.close()
    data = bytearray(game_path.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # page 2 onwards: the schema's tables
    game_path.write_bytes(bytes(data))
    before = _files(game_path.parent)
    with pytest.raises(GameFileError, match="damaged"):
        Game.open(game_path)
    assert _files(game_path.parent) == before
    with pytest.raises(GameFileError, match="damaged"):
        Game.open(game_path, read_only=True)
    # A read-only SQLite connection leaves its -wal/-shm sidecars; the game file is as it was.
    assert game_path.read_bytes() == before[game_path.name]


def test_reopened_game_keeps_its_roster(make_game, game_path):
    game = make_game()
    game.add_side("prussia", "Prussia")
    game.close()
    with Game.open(game_path) as again:
        assert [side.name for side in again.sides()] == ["Prussia"]


def test_a_second_writer_in_this_process_is_refused(make_game, game_path):
    make_game()
    with pytest.raises(GameInUseError, match=r"open in another ba-console \(pid \d+\)"):
        Game.open(game_path)


def test_lock_is_released_on_close_and_its_file_removed(make_game, game_path):
    make_game().close()
    assert not lock_path_for(game_path).exists()
    Game.open(game_path).close()


def test_read_only_view_refuses_writes(make_game, game_path):
    make_game()  # the writer stays open
    with Game.open(game_path, read_only=True) as view:
        assert view.info.title == "Test game"
        with pytest.raises(ReadOnlyGameError, match="read-only"):
            view.add_side("x", "X")
        with pytest.raises(ReadOnlyGameError):
            view.reveal_seed()


CHILD_HOLDS_GAME = """
import sys
from ba_console.store import Game
game = Game.open(sys.argv[1])
print("open", flush=True)
sys.stdin.readline()
game.add_side("late", "Written while another process watched")
game.close()
print("closed", flush=True)
"""


def test_second_process_gets_in_use_with_pid_and_can_read_only(make_game, game_path):
    game = make_game()
    game.add_side("prussia", "Prussia")
    game.close()
    child = run_python(CHILD_HOLDS_GAME, str(game_path))
    try:
        assert child.stdout.readline().strip() == "open"
        with pytest.raises(GameInUseError) as refused:
            Game.open(game_path)
        assert refused.value.pid == child.pid
        assert f"pid {child.pid}" in str(refused.value)
        with Game.open(game_path, read_only=True) as view:
            assert [side.key for side in view.sides()] == ["prussia"]
            child.stdin.write("go\n")
            child.stdin.flush()
            assert child.stdout.readline().strip() == "closed"
            # A read-only view opened earlier sees the other process's commit.
            assert [side.key for side in view.sides()] == ["prussia", "late"]
    finally:
        child.kill()
        child.wait()
    Game.open(game_path).close()  # the lock went with the child


def test_a_backup_copy_opens_as_the_same_game(make_game, game_path, tmp_path):
    game = make_game()
    game.add_side("prussia", "Prussia")
    copy_path = game.backup(tmp_path / "copy.bagame")  # while the game stays open
    with Game.open(copy_path) as copy:
        assert copy.info.seed_commitment == game.info.seed_commitment
        assert [side.key for side in copy.sides()] == ["prussia"]
        assert copy.verify().ok
    with pytest.raises(GameFileError, match="already exists"):
        game.backup(copy_path)
