"""A game left open by a process that ended without the console's close, told from the
situations that look like it, and taken back as the game on the umpire's word.

What each real situation leaves on disk:
- a script on the store that forgets `close` (or a console stopped as it closed): SQLite,
  closing the last connection as the process ends, writes the -wal into the file and
  deletes it; the file stays in WAL mode, the game's -lock beside it. Nothing is missing,
  but the file reads as "copied while open";
- kill -9 of a console mid-evening, or a power cut (the file set as it stood at a moment):
  the -wal stays, and the game opens whole from it, writable;
- a copy of the .bagame alone taken while open: WAL mode, no -wal, no -lock. The game
  itself copied alone looks the same: only the umpire can tell them apart.
"""

from __future__ import annotations

import shutil
import signal
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.errors import GameError, GameFileError, GameInUseError
from ba_console.store.gamefile import COPIED_WHILE_OPEN
from ba_console.store.kinds import SEAL_KIND
from tests.store.conftest import add_roster, run_python
from tests.store.test_files_kept import companions_of, header_journal_mode, typed_roll

WAL = b"\x02\x02"
ROLLBACK = b"\x01\x01"

# A script on the store: logs two rolls and ends without closing the game.
FORGETS_CLOSE = """
import sys
from ba_console.store import Game
from tests.store.conftest import PACK, add_roster
from tests.store.test_files_kept import typed_roll
game = add_roster(Game.create(sys.argv[1], title="Evening", dice_mode="both", **PACK))
for faces in ((1, 2, 3), (4, 5, 6)):
    game.append_roll(typed_roll(game, faces))
print("logged", flush=True)
"""

# A console playing: two rolls logged, then it waits (to be killed).
PLAYING = FORGETS_CLOSE + "sys.stdin.readline()\n"


@pytest.fixture
def left_open(game_path: Path) -> Path:
    child = run_python(FORGETS_CLOSE, str(game_path))
    out, err = child.communicate(timeout=120)
    assert out.strip() == "logged", err
    return game_path


def test_a_script_that_forgets_close_leaves_wal_mode_its_lock_and_no_wal(left_open):
    assert header_journal_mode(left_open) == WAL
    assert companions_of(left_open) == [f"{left_open.name}-lock"]
    with pytest.raises(GameFileError) as refused:
        Game.open(left_open)
    assert refused.value.template == COPIED_WHILE_OPEN


def test_reading_it_leaves_no_wal_beside_it_so_it_still_says_what_it_is(left_open, capsys):
    """Before, a reader saw the stale lock as a console writing, read it plainly, and left
    an empty -wal and a -shm: the next open took it for a game whose -wal was there."""
    with Game.open(left_open, read_only=True) as game:
        assert game.copied_while_open
        assert game.roll_count() == 2
    assert run(["verify", str(left_open)]) == 0
    assert capsys.readouterr().out.startswith("OK: 2 rolls")
    assert companions_of(left_open) == [f"{left_open.name}-lock"]
    with pytest.raises(GameFileError):
        Game.open(left_open)


def test_taken_back_on_the_umpires_word_it_is_played_on_with_a_seal_saying_so(left_open):
    with Game.take_back(left_open) as game:
        assert not game.read_only
        assert game.roll_count() == 3
        seal = game.roll(3)
        assert seal.kind == SEAL_KIND
        assert seal.note.startswith("taken back as the game by the umpire")
        assert "its lock left beside it" in seal.note
        game.append_roll(typed_roll(game, (2, 2, 2)))
    # Closed as every game is: one file, opened again as any other.
    assert header_journal_mode(left_open) == ROLLBACK
    assert companions_of(left_open) == []
    with Game.open(left_open) as game:
        assert game.roll_count() == 4
        assert game.verify().ok


def test_a_copy_whose_log_does_not_verify_is_not_taken_back_and_is_left_as_it_was(left_open):
    import sqlite3

    conn = sqlite3.connect(f"{left_open.resolve().as_uri()}?mode=rw", uri=True)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"):
        if name.startswith("rolls_"):
            conn.execute(f"DROP TRIGGER {name}")
    conn.execute("UPDATE rolls SET note = 'changed' WHERE sequence = 1")
    conn.commit()
    conn.close()  # the last connection: its -wal written in and deleted, WAL mode kept
    before = left_open.read_bytes()
    with pytest.raises(GameError) as refused:
        Game.take_back(left_open)
    assert str(refused.value).startswith(
        f"{left_open.name} cannot be played on: its log does not verify (BROKEN at roll 1: "
    )
    assert left_open.read_bytes() == before
    # (Its stale -lock was taken for the check, and went when the refusal released it.)
    assert companions_of(left_open) == []


def test_no_other_console_takes_it_back_while_its_log_is_checked(left_open, monkeypatch):
    """Two windows offered to play on from the same left file, both answered yes: before,
    the check ran on a read-only open and the writer's lock was taken only after it, so the
    second console took the game back (a seal) between the first one's check and its open,
    and the first then logged a second "taken back" seal over a file no longer as checked.
    Now the lock is held from before the check: the second console is refused."""
    other: list[object] = []
    verify = Game.verify

    def checked_while_another_console_answers(game, *args, **kwargs):
        report = verify(game, *args, **kwargs)
        if game.read_only and not other:
            other.append("asked")  # (the other console's own check is not raced)
            try:
                Game.take_back(left_open).close()
                other.append("took it back")
            except GameError as exc:
                other.append(exc)
        return report

    monkeypatch.setattr(Game, "verify", checked_while_another_console_answers)
    with Game.take_back(left_open) as game:
        seals = [roll for roll in game.rolls() if roll.kind == SEAL_KIND]
    assert len(other) == 2 and isinstance(other[1], GameInUseError), other
    assert str(other[1]).startswith(f"{left_open.name} is open in another ba-console (pid ")
    assert [seal.sequence for seal in seals] == [3]
    monkeypatch.undo()
    with Game.open(left_open, read_only=True) as game:
        assert game.verify().ok


def test_a_copy_of_the_file_alone_reads_as_copied_and_is_taken_back_only_when_asked(
    left_open, tmp_path
):
    copy = tmp_path / "copy.bagame"
    shutil.copyfile(left_open, copy)
    with Game.open(copy, read_only=True) as game:
        assert game.copied_while_open
    with pytest.raises(GameFileError):
        Game.open(copy)
    with Game.take_back(copy) as game:
        assert "as a copy taken while open would be" in game.roll(3).note


def test_a_console_killed_mid_evening_opens_whole_from_its_wal(game_path):
    child = run_python(PLAYING, str(game_path))
    assert child.stdout.readline().strip() == "logged", child.stderr.read()
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert f"{game_path.name}-wal" in companions_of(game_path)
    with Game.open(game_path) as game:  # writable, the -wal's rolls in it
        assert game.roll_count() == 2
        game.append_roll(typed_roll(game, (6, 6, 6)))
    assert companions_of(game_path) == []


def test_a_game_that_needs_no_taking_back_is_opened_as_it_is(make_game, game_path):
    add_roster(make_game()).close()
    with Game.take_back(game_path) as game:
        assert game.roll_count() == 0  # nothing logged: it was no copy
