"""A power cut in the middle of the last write: the disk kept the commit frame of the -wal's
last transaction (never acknowledged) but lost an earlier frame of it, which now fails
SQLite's checksum. SQLite drops that transaction only, and nothing acknowledged is lost;
or the transaction was altered: the two cannot be told apart. Before, such a game was
refused as damaged (`WAL_DROPS_COMMITS`), and the umpire had only a byte copy and no way
to play on. Now a writable open first keeps a byte copy of the game and its -wal as found
beside it, opens the game, and says that the last change could not be read, may have been
a roll, and where the copy is; a read-only open (verify, export) says it and writes
nothing. A byte changed two commits back is still refused (`test_wal_frames_dropped.py`)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.errors import DamagedGameError
from ba_console.store.wal import scan
from tests.store.test_wal_frames_dropped import (
    ALL_ROWS,
    _commit_frames,
    _files,
    _game_with_wal,
)
from tests.store.test_wal_frames_dropped import flipped as flipped  # a fixture


def _frame_size(wal: bytes) -> int:
    return 24 + struct.unpack(">I", wal[8:12])[0]


@pytest.fixture
def torn(tmp_path) -> Path:
    """One byte flipped in the first frame of the -wal's last transaction (the last roll),
    its commit frame left whole: what a power cut leaves when the disk kept a later write
    and lost an earlier one."""
    path = _game_with_wal(tmp_path)
    tear_last_transaction(path)
    return path


def tear_last_transaction(path: Path) -> None:
    """One byte flipped in the first frame of the last transaction in `path`'s -wal."""
    wal = Path(f"{path}-wal")
    data = bytearray(wal.read_bytes())
    commits = _commit_frames(bytes(data))
    first_of_last = commits[-2] + _frame_size(bytes(data))
    assert first_of_last < commits[-1]  # the last transaction is more than its commit frame
    data[first_of_last + 24 + 200] ^= 0x01
    wal.write_bytes(bytes(data))


def test_the_reader_tells_a_torn_last_transaction_from_a_loss(torn):
    found = scan(Path(f"{torn}-wal").read_bytes())
    assert found is not None and found.dropped_commits == 1
    assert found.loses_last_only and not found.loses_commits


def test_opened_for_play_after_a_byte_copy_as_found(torn):
    """Before: refused as damaged (DamagedGameError), nothing opened."""
    found = _files(torn.parent)
    with Game.open(torn) as game:
        assert game.roll_count() == ALL_ROWS - 1  # the last roll, never read, is not in it
        said = str(game.last_change_unread)
        copy = torn.with_name("evening-as-found.bagame")
        # Kept before SQLite read the -wal: byte for byte what was on disk.
        assert copy.read_bytes() == found["evening.bagame"]
        assert Path(f"{copy}-wal").read_bytes() == found["evening.bagame-wal"]
    assert said.startswith(
        "The last change written to evening.bagame before the console stopped could not be "
        "read, and it is not in the game: its -wal file, evening.bagame-wal, holds a frame at "
        "byte "
    )
    assert "It may have been a roll: check the table against the log." in said
    assert f"kept, byte for byte, in {copy} and evening-as-found.bagame-wal." in said


def test_a_second_copy_takes_a_name_of_its_own(torn):
    """The copy never goes over another file: an earlier copy's name is taken."""
    taken = torn.with_name("evening-as-found.bagame")
    taken.write_bytes(b"an earlier copy")
    with Game.open(torn) as game:
        assert "evening-as-found-2.bagame and evening-as-found-2.bagame-wal" in str(
            game.last_change_unread
        )
    assert taken.read_bytes() == b"an earlier copy"
    assert torn.with_name("evening-as-found-2.bagame-wal").exists()


def test_a_read_only_open_says_it_and_writes_nothing(torn):
    found = _files(torn.parent)
    with Game.open(torn, read_only=True) as game:
        assert game.roll_count() == ALL_ROWS - 1
        said = str(game.last_change_unread)
    assert "It may have been a roll: check the table against the log." in said
    assert "Read only, nothing was copied or changed" in said
    after = _files(torn.parent)
    # The game and its -wal as they were, and no copy (SQLite's index of the -wal, its
    # -shm, is what every read of a game with a -wal leaves, as before).
    assert {name: after[name] for name in found} == found
    assert set(after) - set(found) <= {"evening.bagame-shm"}


def test_verify_says_caution_and_what_sqlite_reads(torn, capsys):
    """Before: "BROKEN: … is damaged: its -wal file …", exit 1."""
    found = _files(torn.parent)
    assert run(["verify", str(torn)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"OK: {ALL_ROWS - 1} rolls")
    assert out[1].startswith(
        "CAUTION: The last change written to evening.bagame before the console stopped could "
        "not be read"
    )
    assert "It may have been a roll" in out[1]
    assert not any(name.startswith("evening-as-found") for name in _files(torn.parent))
    assert {name: _files(torn.parent)[name] for name in found} == found


def test_export_says_it_on_stderr_and_copies_nothing(torn, tmp_path, capsys):
    output = tmp_path / "log.csv"
    assert run(["export", str(torn), "-o", str(output)]) == 0
    err = capsys.readouterr().err
    assert "ba-console: caution: The last change written to evening.bagame" in err
    assert not any(name.startswith("evening-as-found") for name in _files(torn.parent))


def test_a_command_that_writes_says_where_the_copy_is(torn, capsys):
    assert run(["seal", str(torn)]) == 0
    err = capsys.readouterr().err
    assert "ba-console: caution: The last change written to evening.bagame" in err
    assert f"in {torn.with_name('evening-as-found.bagame')} and " in err


def test_a_byte_changed_two_commits_back_is_still_refused(torn):
    """The commit frame before the last transaction's flipped as well: a commit that was
    acknowledged (a later transaction began after it) is lost: refused as before."""
    wal = Path(f"{torn}-wal")
    data = bytearray(wal.read_bytes())
    data[_commit_frames(bytes(data))[-2] + 24 + 200] ^= 0x01
    wal.write_bytes(bytes(data))
    before = _files(torn.parent)
    for read_only in (False, True):
        with pytest.raises(DamagedGameError):
            Game.open(torn, read_only=read_only)
    assert run(["verify", str(torn)]) == 1
    assert _files(torn.parent) == before


def test_frames_after_the_one_commit_are_still_refused(torn):
    """A frame of a later transaction after the last commit: the commit was acknowledged
    before the next write began, so its loss is no torn write."""
    wal = Path(f"{torn}-wal")
    data = wal.read_bytes()
    frame = _frame_size(data)
    last = _commit_frames(data)[-1]
    extra = bytearray(data[last : last + frame])
    extra[4:8] = bytes(4)  # not a commit frame
    wal.write_bytes(data + bytes(extra))
    found = scan(wal.read_bytes())
    assert found is not None and found.loses_commits and not found.loses_last_only
    with pytest.raises(DamagedGameError):
        Game.open(torn, read_only=True)


def test_a_reader_beside_its_writer_does_not_read_the_wal(flipped):
    """`check_wal=False` (the window's own log check beside its writer, whose SQLite reads
    the -wal through its index): before, `probe_file`'s own name for the -wal's path hid
    the flag, and the -wal was read and refused all the same."""
    with Game.open(flipped, read_only=True, check_wal=False) as game:
        assert game.roll_count() > 0
