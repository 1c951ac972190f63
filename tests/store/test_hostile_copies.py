"""Copies of a game taken the wrong way: the `.bagame` alone while the console has it open,
after the console was killed, or with its `-wal` but not its `-shm` on a read-only medium.

While a game is open its latest writes are in its `-wal` file; a copy of the `.bagame` file
alone lacks them, and verifies "OK" on fewer rolls than were logged. Since the console
closes every game as one file (rollback-journal mode), a game file in WAL mode with no
`-wal` beside it can only be such a copy: the console says so, refuses to play on it (a
second, shorter version of the game), and `verify` cautions that rolls may be missing.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.errors import GameFileError
from tests.store.conftest import REPO, run_python
from tests.store.test_files_kept import NOBODY, companions_of, typed_roll

# A console that logs rolls and stays open (as the window does) until killed. The WAL is
# never checkpointed while it runs, as with a long evening's first thousand pages.
CONSOLE_PLAYING = """
import sys
from ba_console.store import Game
from tests.store.conftest import PACK, add_roster
from tests.store.test_files_kept import typed_roll
game = add_roster(Game.create(sys.argv[1], title="Evening", dice_mode="both", **PACK))
game._db.conn.execute("PRAGMA wal_autocheckpoint = 0")
for faces in ((1, 2, 3), (4, 5, 6), (6, 6, 6)):
    game.append_roll(typed_roll(game, faces))
print("logged", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def playing(game_path: Path) -> Iterator[subprocess.Popen[str]]:
    """A console with the game open and three rolls logged, still running."""
    child = run_python(CONSOLE_PLAYING, str(game_path))
    assert child.stdout.readline().strip() == "logged", child.stderr.read()
    yield child
    child.kill()
    child.wait()


def copy_alone(game: Path, copy: Path) -> Path:
    shutil.copyfile(game, copy)
    return copy


def test_a_copy_of_the_file_alone_while_open_says_it_lacks_its_wal(playing, game_path, capsys):
    copy = copy_alone(game_path, game_path.with_name("copy.bagame"))
    assert run(["verify", str(copy)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "copied while its game was open in a console (or after a crash)" in err
    assert "-wal" in err
    # The game itself, read while open, holds every roll.
    assert run(["verify", str(game_path)]) == 0
    assert capsys.readouterr().out.startswith("OK: 3 rolls")


def test_a_copy_taken_after_the_console_was_killed_is_not_played_on(playing, game_path, capsys):
    playing.send_signal(signal.SIGKILL)
    playing.wait()
    # The file as the killed console left it, with its -wal: every confirmed roll is there.
    assert run(["verify", str(game_path)]) == 0
    assert capsys.readouterr().out.startswith("OK: 3 rolls")
    with Game.open(game_path) as game:  # the console reopens it and logs on
        game._db.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")  # three rolls in the file
        game.append_roll(typed_roll(game, (2, 2, 2)))  # and the fourth in its -wal only
        copy = copy_alone(game_path, game_path.with_name("copy.bagame"))
        before = copy.read_bytes()
        with pytest.raises(GameFileError, match="copied while its game was open") as refused:
            Game.open(copy)
        assert "\n" not in str(refused.value)
        assert "ba-console backup" in str(refused.value)
        assert copy.read_bytes() == before
        assert run(["verify", str(copy)]) == 0
        captured = capsys.readouterr()
        assert captured.out.startswith("OK: 3 rolls")
        assert captured.err.count("\n") == 1
        assert captured.err.startswith("Caution: copy.bagame is in WAL mode without its -wal")
    # A backup of the copy is a game of its own, to play on from what the copy holds.
    kept = game_path.with_name("kept.bagame")
    assert run(["backup", str(copy), str(kept)]) == 0
    with Game.open(kept) as game:
        assert game.roll_count() == 3


def test_the_dispute_report_of_a_copy_taken_while_open_cautions_as_verify_does(
    playing, game_path, capsys
):
    """A player handed such a copy makes the dispute report of it: the report holds what
    the copy holds, and the command says, as `verify` does, that the game may hold more."""
    playing.send_signal(signal.SIGKILL)
    playing.wait()
    with Game.open(game_path) as game:
        game._db.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")  # three rolls in the file
        game.append_roll(typed_roll(game, (2, 2, 2)))  # and the fourth in its -wal only
        copy = copy_alone(game_path, game_path.with_name("copy.bagame"))
    report = game_path.with_name("report.html")
    assert run(["export", str(copy), "-o", str(report)]) == 0
    err = capsys.readouterr().err
    assert err.startswith("Caution: copy.bagame is in WAL mode without its -wal file")
    assert "may lack the rolls logged last" in err
    assert err.endswith(f"Wrote {report}\n")
    # A whole game's report says nothing of the kind.
    assert run(["export", str(game_path), "-o", str(report), "--force"]) == 0
    assert capsys.readouterr().err == f"Wrote {report}\n"


@pytest.fixture
def read_only_medium() -> Iterator[Path]:
    """A folder another user can reach (the tests' own temporary folder is root's only)."""
    base = Path(tempfile.mkdtemp(prefix="ba-medium-"))
    base.chmod(0o755)
    folder = base / "medium"
    folder.mkdir()
    yield folder
    folder.chmod(0o755)
    shutil.rmtree(base)


def test_a_wal_without_its_shm_on_a_read_only_medium_says_what_to_copy(
    playing, game_path, read_only_medium
):
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        pytest.skip("root ignores file modes, and setpriv (to run as another user) is missing")
    game = read_only_medium / "club.bagame"
    shutil.copyfile(game_path, game)
    shutil.copyfile(f"{game_path}-wal", f"{game}-wal")
    for name in (game, Path(f"{game}-wal")):
        name.chmod(0o444)
    read_only_medium.chmod(0o555)
    command = [*NOBODY, sys.executable] if os.geteuid() == 0 else [sys.executable]
    data = read_only_medium.parent / "nobody-data"
    env = {**os.environ, "PYTHONPATH": str(REPO), "BA_CONSOLE_DATA_DIR": str(data)}
    result = subprocess.run(  # noqa: S603 - our own interpreter
        [*command, "-m", "ba_console", "verify", str(game)],
        capture_output=True,
        text=True,
        env={**env, "HOME": str(data)},
        cwd=REPO,
        timeout=120,
    )
    assert result.returncode == 2, result
    assert result.stderr.count("\n") == 1, result.stderr
    assert "its latest writes are in club.bagame-wal" in result.stderr
    assert "copy club.bagame and club.bagame-wal to a folder you can write to" in result.stderr
    assert companions_of(game) == ["club.bagame-wal"]
