"""A game whose -wal holds a frame SQLite's recovery stops at (one byte of a roll changed in
the -wal, a damaged sector), with the game's later rolls after it: before, SQLite dropped
that transaction and every later one in silence as the game was opened, and `ba-console
verify` said OK on what was left. Now every open (for play, read-only, verify, backup) reads
the -wal first, refuses the game as damaged, and writes nothing; verify says BROKEN, naming
the -wal; backup makes the byte copy of both files. A -wal that SQLite reads whole, or that
only lost a last frame cut short by a crash, opens as before."""

from __future__ import annotations

import shutil
import sqlite3
import struct
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.errors import DamagedGameError
from ba_console.store.gamefile import close_whole
from ba_console.store.wal import _checksum, scan
from tests.store.conftest import PACK, add_roster
from tests.store.test_files_kept import typed_roll

SEALED_ROLLS = 4  # rolls logged before the seal
AFTER_SEAL = 3  # rolls logged after it, in the -wal only
ALL_ROWS = SEALED_ROLLS + 1 + AFTER_SEAL  # and the seal's own row


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def _copy_while_open(game: Game, folder: Path) -> Path:
    """The game's file and its -wal copied as they stand while a console has it open (as a
    crash leaves them: the rolls since the last checkpoint only in the -wal)."""
    folder.mkdir()
    copy = folder / game.path.name
    shutil.copyfile(game.path, copy)
    shutil.copyfile(f"{game.path}-wal", f"{copy}-wal")
    return copy


def _game_with_wal(tmp_path: Path, *, checkpoint_first: bool = False) -> Path:
    """A game with 4 rolls, a seal and 3 rolls after it, left with its -wal."""
    path = tmp_path / "open" / "evening.bagame"
    game = add_roster(Game.create(path, title="Evening", dice_mode="both", **PACK))
    try:
        for number in range(SEALED_ROLLS):
            game.append_roll(typed_roll(game, (1 + number, 2, 3)))
        game.seal()
        if checkpoint_first:
            # Everything so far into the file: the -wal restarts at its next write, its old
            # frames (other salts) left after the new ones.
            game._db.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        for number in range(AFTER_SEAL):
            game.append_roll(typed_roll(game, (6, 5, 1 + number)))
        return _copy_while_open(game, tmp_path / "crashed")
    finally:
        game.close()


def _commit_frames(wal: bytes) -> list[int]:
    """The byte offsets of the -wal's commit frames with its header's salts, in order."""
    page_size = struct.unpack(">I", wal[8:12])[0]
    frame, offsets = 24 + page_size, []
    for offset in range(32, len(wal) - frame + 1, frame):
        if wal[offset + 8 : offset + 16] != wal[16:24]:
            break
        if struct.unpack(">I", wal[offset + 4 : offset + 8])[0]:
            offsets.append(offset)
    return offsets


@pytest.fixture
def flipped(tmp_path) -> Path:
    """One byte flipped in the page of the -wal's second-to-last commit frame (the second
    roll after the seal)."""
    path = _game_with_wal(tmp_path)
    wal = Path(f"{path}-wal")
    data = bytearray(wal.read_bytes())
    offset = _commit_frames(bytes(data))[-2]
    data[offset + 24 + 200] ^= 0x01
    wal.write_bytes(bytes(data))
    return path


def test_the_reader_sees_what_sqlite_keeps(tmp_path):
    """The reader's account of a sound -wal is SQLite's: every frame valid."""
    path = _game_with_wal(tmp_path)
    found = scan(Path(f"{path}-wal").read_bytes())
    assert found is not None and found.first_invalid is None
    assert found.kept_frames == found.frames > 0 and not found.loses_commits


def test_a_game_whose_wal_drops_its_last_rolls_is_refused_and_left_as_it_was(flipped):
    before = _files(flipped.parent)
    for read_only in (False, True):
        with pytest.raises(DamagedGameError) as caught:
            Game.open(flipped, read_only=read_only)
        text = str(caught.value)
        assert text.startswith(
            f"{flipped} is damaged: its -wal file, evening.bagame-wal, holds a frame at byte "
        )
        assert "fails SQLite's checksum" in text
        assert "the rolls logged after byte " in text
        assert "Keep evening.bagame and evening.bagame-wal together" in text
        assert "ba-console backup makes a byte-for-byte copy of both" in text
    assert _files(flipped.parent) == before  # no -shm, no -lock, the -wal untouched


def test_verify_says_broken_naming_the_wal(flipped, capsys):
    """Before: "OK: 6 rolls …", the seal's bound verified, the last two rolls gone."""
    before = _files(flipped.parent)
    assert run(["verify", str(flipped)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"BROKEN: {flipped} is damaged: its -wal file, evening.bagame-wal")
    assert "2 saved changes" in out[0]
    assert _files(flipped.parent) == before


def test_backup_copies_both_files_as_evidence(flipped, tmp_path, capsys):
    copy = tmp_path / "evidence.bagame"
    assert run(["backup", str(flipped), str(copy)]) == 1
    assert copy.read_bytes() == flipped.read_bytes()
    assert Path(f"{copy}-wal").read_bytes() == Path(f"{flipped}-wal").read_bytes()
    assert capsys.readouterr().out.splitlines() == [
        f"Wrote {copy}: a byte-for-byte copy of the damaged {flipped.name}, and "
        "evidence.bagame-wal, its -wal"
    ]
    with pytest.raises(DamagedGameError):  # the copy says the same
        Game.open(copy, read_only=True)


def _verify_ok(path: Path, capsys) -> str:
    assert run(["verify", str(path)]) == 0
    return capsys.readouterr().out.splitlines()[0]


def test_a_last_frame_cut_short_by_a_crash_opens_as_before(tmp_path, capsys):
    """The write of the last roll cut mid-frame: never acknowledged, dropped by SQLite as
    always, and nothing to say."""
    path = _game_with_wal(tmp_path)
    wal = Path(f"{path}-wal")
    wal.write_bytes(wal.read_bytes()[:-1000])
    assert _verify_ok(path, capsys).startswith(f"OK: {ALL_ROWS - 1} rolls")


def test_a_last_frame_torn_in_place_opens_as_before(tmp_path, capsys):
    """The last frame whole in length but its page garbled (a torn sector): nothing of this
    generation after it, so nothing acknowledged was lost."""
    path = _game_with_wal(tmp_path)
    wal = Path(f"{path}-wal")
    data = bytearray(wal.read_bytes())
    data[-100] ^= 0xFF
    wal.write_bytes(bytes(data))
    assert _verify_ok(path, capsys).startswith(f"OK: {ALL_ROWS - 1} rolls")


def test_a_wal_restarted_after_a_checkpoint_opens_as_before(tmp_path, capsys):
    """Old frames (another generation's salts) after the new ones: SQLite's way."""
    path = _game_with_wal(tmp_path, checkpoint_first=True)
    data = Path(f"{path}-wal").read_bytes()
    found = scan(data)
    assert found is not None and found.first_invalid is not None  # the old frames follow
    assert not found.loses_commits
    assert _verify_ok(path, capsys).startswith(f"OK: {ALL_ROWS} rolls")
    with Game.open(path) as game:
        assert game.roll_count() == ALL_ROWS


@pytest.mark.parametrize("size", [0, 20])
def test_an_empty_or_headless_wal_opens_as_before(tmp_path, capsys, size):
    """A -wal of no frame (empty, or shorter than its header): SQLite reads the file alone."""
    path = _game_with_wal(tmp_path)
    wal = Path(f"{path}-wal")
    header = wal.read_bytes()[:size]
    conn = sqlite3.connect(path)
    conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    conn.close()  # the -wal checkpointed into the file, and deleted
    assert not wal.exists()
    wal.write_bytes(header)
    assert wal.stat().st_size == size
    assert _verify_ok(path, capsys).startswith(f"OK: {ALL_ROWS} rolls")


def test_a_game_closed_in_two_files_is_not_made_one_over_such_a_wal(flipped):
    """The window makes a game it closed in two files one file again (`close_whole`): over
    such a -wal, SQLite's checkpoint wrote what it kept into the file and deleted the rest
    (before: one file, 6 rolls, said nothing). Now the two files are left, and why said."""
    before = _files(flipped.parent)
    said = close_whole(flipped)
    assert said is not None and str(said).startswith(f"{flipped} is damaged: its -wal file")
    assert _files(flipped.parent) == before


def _as_big_endian(wal: bytes) -> bytes:
    """The -wal with its checksums in big-endian words (magic 0x377f0683), as a big-endian
    machine writes it: every frame's recomputed with SQLite's sum, as the reader's own
    header check computes it."""
    page_size = struct.unpack(">I", wal[8:12])[0]
    frame = 24 + page_size
    out = bytearray(wal)
    out[0:4] = struct.pack(">I", 0x377F0683)
    sums = _checksum(bytes(out[:24]), ">", 0, 0)
    out[24:32] = struct.pack(">II", *sums)
    for offset in range(32, len(wal) - frame + 1, frame):
        if out[offset + 8 : offset + 16] != out[16:24]:
            break
        sums = _checksum(bytes(out[offset : offset + 8]), ">", *sums)
        sums = _checksum(bytes(out[offset + 24 : offset + frame]), ">", *sums)
        out[offset + 16 : offset + 24] = struct.pack(">II", *sums)
    return bytes(out)


def test_a_wal_with_big_endian_checksums_is_read_as_sqlite_reads_it(tmp_path, capsys):
    """SQLite reads the -wal rewritten with big-endian sums whole (so the sums are right),
    and the reader agrees; one byte flipped in it is found as in the other order."""
    path = _game_with_wal(tmp_path)
    wal = Path(f"{path}-wal")
    little = scan(wal.read_bytes())
    wal.write_bytes(_as_big_endian(wal.read_bytes()))
    big = scan(wal.read_bytes())
    assert big == little and big.first_invalid is None
    data = bytearray(wal.read_bytes())
    data[_commit_frames(bytes(data))[-2] + 24 + 200] ^= 0x01
    assert scan(bytes(data)).loses_commits
    assert _verify_ok(path, capsys).startswith(f"OK: {ALL_ROWS} rolls")  # SQLite's word
