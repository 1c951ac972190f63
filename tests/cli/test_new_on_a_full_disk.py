"""`new` on a disk that refuses writes (a file size limit, `ulimit -f`, in a child). With
room for the game but not for the close's checkpoint, it exited 0 and left the game in
WAL mode with its -wal and -shm, silently: a .bagame copied alone lacks its roster. Now
it says the game is in two files, to be kept together. With no room for the game, it
said "Nothing of this command was kept … (`ba-console verify GAME` checks the game)" of
a game that is not there: now that the game was not created."""

from __future__ import annotations

import sys

import pytest

from ba_console.cli import run
from tests.cli.test_disk_full_at_a_write import LIMITED
from tests.store.conftest import run_python

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file size limits")


def _new_demo_limited(data: str, limit: int) -> tuple[int, str, list[str]]:
    child = run_python(LIMITED, str(limit), "--data-dir", data, "new", "--demo")
    out, err = child.communicate(timeout=120)
    return child.returncode, out, err.strip().splitlines()


def test_a_game_left_in_two_files_is_said(tmp_path, capsys):
    # Room for the game but not for the close's checkpoint: the window moves with the size
    # of the demo's pack copy (about 155-215 KB with pack 2026.12.5's Danish notes).
    code, out, err = _new_demo_limited(str(tmp_path), 185 * 1024)
    games = tmp_path / "games"
    game = games / "demo-plancenoit.bagame"
    assert code == 0
    assert out.startswith(f"Created {game}\n")
    assert err == [
        f"ba-console: caution: {game.name} was closed, but not as one file (disk I/O error: "
        "the disk is full, or another program has it open). Nothing is lost: the game is in "
        f"two files in {games}, {game.name} and {game.name}-wal, and whole only with both. "
        f"Copy or move them together, never {game.name} alone (a backup copy of the game is "
        "one file). Opened and closed again once the disk has room and no other program has "
        "it open, it is one file again."
    ]
    assert (games / f"{game.name}-wal").stat().st_size > 0
    # Whole in its two files.
    assert run(["--data-dir", str(tmp_path), "verify", str(game)]) == 0
    assert capsys.readouterr().out.startswith("OK: 0 rolls")


def test_a_game_the_disk_has_no_room_for_is_not_created(tmp_path):
    code, out, err = _new_demo_limited(str(tmp_path), 100 * 1024)
    assert code == 2
    assert out == ""
    assert err == [
        "ba-console: error: the disk refused a write to the game file (disk I/O error): it "
        "may be full, or failing. The game was not created: free some space and run it again"
    ]
    assert list((tmp_path / "games").iterdir()) == []
