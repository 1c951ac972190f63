"""A command that writes a game on a disk that refuses the write (full, or a file size
limit, `ulimit -f`, as here): before, it said "is damaged or not a ba-console game (disk
I/O error)" when the refusal came as the game was opened for writing, and "could not be
read … it may be damaged" when it came at the command's own write: the umpire, told the
file was damaged, would reach for a backup, while nothing was lost. Now it says the disk
refused the write, and the game is as it was."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from tests.store.conftest import PACK, add_roster, run_python
from tests.store.test_files_kept import typed_roll

# The command run with a file size limit (Python ignores SIGXFSZ: a write past it fails).
LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[1]), resource.RLIM_INFINITY))
from ba_console.cli import run
sys.exit(run(sys.argv[2:]))
"""

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file size limits")


@pytest.fixture
def game(tmp_path) -> Path:
    (tmp_path / "club").mkdir()
    path = tmp_path / "club" / "evening.bagame"
    with add_roster(Game.create(path, title="Evening", dice_mode="both", **PACK)) as game:
        game.append_roll(typed_roll(game))
    return path


def _seal_limited(path: Path, limit: int) -> tuple[int, list[str]]:
    child = run_python(LIMITED, str(limit), "seal", str(path))
    _, err = child.communicate(timeout=120)
    return child.returncode, err.strip().splitlines()


def test_refused_as_the_game_is_opened_for_writing(game):
    before = game.read_bytes()
    code, err = _seal_limited(game, 1024)  # not even the switch to WAL mode can be written
    assert code == 2
    assert err == [
        f"ba-console: error: {game} could not be opened for writing: the disk refused a "
        "write (disk I/O error); it may be full, or failing. Nothing was changed: free some "
        "space, or copy the game to another disk (a backup copy), and open it again."
    ]
    assert game.read_bytes() == before
    assert sorted(p.name for p in game.parent.iterdir()) == [game.name]


def test_refused_at_the_commands_own_write(game, capsys):
    code, err = _seal_limited(game, 9000)  # opened, but the seal's pages do not fit
    assert code == 2
    assert err == [
        "ba-console: error: the disk refused a write to the game file (disk I/O error): it "
        "may be full, or failing. Nothing of this command was kept: free some space and run "
        "it again (`ba-console verify GAME` checks the game)"
    ]
    assert run(["verify", str(game)]) == 0
    assert capsys.readouterr().out.startswith("OK: 1 roll")
    assert run(["seal", str(game)]) == 0  # with room on the disk, it is sealed
