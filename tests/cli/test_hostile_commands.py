"""Every command that writes a file, pointed at a game another console has open.

A console (a child process) plays a game and keeps it open, its latest rolls in the `-wal`
alone. Every writer is pointed, with `--force`, at the game, its `-wal`, `-shm` and `-lock`,
a symbolic and a hard link to it, and a symbolic link to its `-wal`: each is refused with
exit 2 and one line, and the game and its `-wal` are left byte for byte. The reading
commands read it as it stands (every roll, while it is open), and a second console that
would write it is refused.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from ba_console.cli import run
from tests.store.conftest import run_python
from tests.store.test_hostile_copies import CONSOLE_PLAYING

WRITERS = {
    "export csv": ["export", "{other}", "--format", "csv", "--force", "-o", "{target}"],
    "export pdf": ["export", "{other}", "--format", "pdf", "--force", "-o", "{target}"],
    "summary": ["export", "{other}", "--summary", "--format", "html", "--force", "-o", "{target}"],
    "export-roster": ["export-roster", "{other}", "--force", "-o", "{target}"],
    "export-seed": ["export-seed", "{other}", "--force", "{target}"],
    "pack export": ["pack", "export", "belle_alliance", "--force", "-o", "{target}"],
    "backup": ["backup", "{other}", "{target}"],
    "new": ["new", "{target}"],
}
TARGETS = ["game", "-wal", "-shm", "-lock", "symlink", "hard link", "symlink to -wal"]


@pytest.fixture
def game_path(tmp_path) -> Path:
    return tmp_path / "evening.bagame"


@pytest.fixture
def playing(game_path: Path):
    """A console with the game open and three rolls logged, still running."""
    child = run_python(CONSOLE_PLAYING, str(game_path))
    assert child.stdout.readline().strip() == "logged", child.stderr.read()
    yield child
    child.kill()
    child.wait()


@pytest.fixture
def other_game(tmp_path, capsys) -> Path:
    """A closed game of the umpire's, to export from (its seed on this computer)."""
    path = tmp_path / "other.bagame"
    assert run(["new", str(path), "--dice", "both"]) == 0
    capsys.readouterr()
    return path


def fingerprint(game: Path) -> tuple[str, str]:
    return tuple(  # type: ignore[return-value]
        hashlib.sha256(Path(f"{game}{suffix}").read_bytes()).hexdigest() for suffix in ("", "-wal")
    )


def target_for(game: Path, which: str) -> Path:
    if which in ("-wal", "-shm", "-lock"):
        return Path(f"{game}{which}")
    if which == "game":
        return game
    link = game.with_name(f"{which.replace(' ', '-')}.bagame")
    if which == "symlink":
        link.symlink_to(game.name)
    elif which == "hard link":
        os.link(game, link)
    else:
        link.symlink_to(f"{game.name}-wal")
    return link


@pytest.mark.parametrize("which", TARGETS)
def test_no_writer_writes_over_an_open_game_or_its_companions(
    playing,
    game_path,
    other_game,
    which,
    capsys,
):
    target = target_for(game_path, which)
    before = fingerprint(game_path)
    for name, argv in WRITERS.items():
        words = [w.format(other=other_game, target=target) for w in argv]
        assert run(words) == 2, (name, which)
        err = capsys.readouterr().err
        assert err.startswith("ba-console: error: ") and err.count("\n") == 1, (name, err)
        assert fingerprint(game_path) == before, (name, which)
    # The console still has all of it: three rolls, every one checked.
    assert run(["verify", str(game_path)]) == 0
    assert capsys.readouterr().out.startswith("OK: 3 rolls")


def test_reading_commands_read_the_open_game_as_it_stands(playing, game_path, tmp_path, capsys):
    before = fingerprint(game_path)
    out = tmp_path / "log.csv"
    assert run(["export", str(game_path), "--format", "csv", "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8").count("\n") >= 4  # the header and three rolls
    copy = tmp_path / "copy.bagame"
    assert run(["backup", str(game_path), str(copy)]) == 0
    assert run(["verify", str(copy)]) == 0
    assert capsys.readouterr().out.count("OK: 3 rolls") == 1
    assert fingerprint(game_path) == before


@pytest.mark.parametrize("command", [["seal"], ["reveal"], ["import-roster", "roster.csv"]])
def test_a_second_console_that_would_write_the_open_game_is_refused(
    playing,
    game_path,
    command,
    capsys,
):
    before = fingerprint(game_path)
    assert run([command[0], str(game_path), *command[1:]]) == 2
    err = capsys.readouterr().err
    assert f"is open in another ba-console (pid {playing.pid})" in err
    assert err.count("\n") == 1
    assert fingerprint(game_path) == before


# --- a file that is not a game ----------------------------------------------------------------


def newer_schema(path: Path) -> None:
    import sqlite3

    from ba_console.store.schema import APPLICATION_ID, SCHEMA_VERSION

    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()


def a_zip(path: Path) -> None:
    import zipfile

    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("game.txt", "not a game")


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (a_zip, "is not a ba-console game (it is not an SQLite database)"),
        (lambda path: path.write_bytes(b""), "is empty: it is not a ba-console game"),
        (newer_schema, "was written by a newer ba-console"),
    ],
    ids=["zip", "empty", "newer schema"],
)
def test_a_file_that_is_not_a_game_is_one_line_and_left_as_it_was(tmp_path, capsys, make, said):
    path = tmp_path / "not a game.bagame"
    make(path)
    before = path.read_bytes()
    for command in (["verify"], ["seal"], ["export", "--format", "csv"], ["backup"]):
        extra = [str(tmp_path / "copy.bagame")] if command == ["backup"] else []
        assert run([command[0], str(path), *command[1:], *extra]) == 2
        err = capsys.readouterr().err
        assert said in err and err.count("\n") == 1, (command, err)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not a game.bagame"]


def test_a_game_named_with_a_leading_dash_is_told_how_to_give_it(tmp_path, capsys, monkeypatch):
    """`verify -x.bagame`: argparse reads the name as an option and says GAME is missing;
    the console says why, and how to name it (both ways work)."""
    monkeypatch.chdir(tmp_path)
    assert run(["new", "./-x.bagame"]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit) as ended:
        run(["verify", "-x.bagame"])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == (
        "ba-console: -x.bagame begins with '-' and so reads as an option: write ./-x.bagame, "
        "or put -- before it"
    )
    assert run(["verify", "./-x.bagame"]) == 0
    assert run(["verify", "--", "-x.bagame"]) == 0
