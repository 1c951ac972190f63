"""No command destroys a game, and a closed game is one self-contained file (issue 16).

Every writer refuses, `--force` or not, a game, its `-wal`, `-shm`, `-journal` and `-lock`,
any other SQLite file and any link to them, with one line and exit 2, nothing written.
Closing a game leaves it in rollback-journal mode; read-only commands leave no `-wal` or
`-shm` behind; a closed game verifies from a read-only file in a read-only folder; a copy
taken with `backup` while the game is open holds its last roll.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.errors import GameError
from ba_console.store.outputs import OutputRefusedError, check_output

from .conftest import REPO, add_roster

COMPANIONS = ("-wal", "-shm", "-journal", "-lock")


def typed_roll(game: Game, faces: tuple[int, ...] = (3, 4, 5)) -> RollDraft:
    return RollDraft(
        kind="melee",
        sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=faces)],
    )


@pytest.fixture
def closed_game(make_game, game_path) -> Path:
    """A game with a roster and two typed rolls, closed."""
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(typed_roll(game))
    game.append_roll(typed_roll(game, (6, 6, 1)))
    game.close()
    return game_path


def companions_of(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name + "-"))


def header_journal_mode(path: Path) -> bytes:
    """Bytes 18-19 of the SQLite header: 1,1 rollback journal; 2,2 WAL."""
    return path.read_bytes()[18:20]


# --- 3. files are never destroyed --------------------------------------------------------------


def refused(capsys, argv: list[str]) -> str:
    """Run a command that must be refused: exit 2 and one line on stderr."""
    assert run(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    return err


def test_export_with_force_over_the_game_itself_is_refused(closed_game, capsys):
    before = closed_game.read_bytes()
    err = refused(
        capsys,
        ["export", str(closed_game), "--format", "csv", "-o", str(closed_game), "--force"],
    )
    assert "is a game file or another SQLite database: nothing is ever written over one" in err
    assert closed_game.read_bytes() == before
    assert Game.open(closed_game, read_only=True).verify().rolls_checked == 2


def test_pack_export_with_force_over_a_game_is_refused(closed_game, capsys):
    before = closed_game.read_bytes()
    err = refused(capsys, ["pack", "export", "belle_alliance", "-o", str(closed_game), "--force"])
    assert "nothing is ever written over one" in err
    assert closed_game.read_bytes() == before


@pytest.mark.parametrize("companion", COMPANIONS)
def test_a_games_companion_files_are_refused_open_or_closed(
    make_game, game_path, capsys, companion
):
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(typed_roll(game))
    target = Path(f"{game_path}{companion}")
    kept = target.read_bytes() if target.exists() else None
    for command in (
        ["export", str(game_path), "--format", "json", "-o", str(target), "--force"],
        ["pack", "export", "belle_alliance", "-o", str(target), "--force"],
        ["backup", str(game_path), str(target)],
    ):
        err = refused(capsys, command)
        assert "nothing is ever written over it" in err or "already exists" in err, err
        if companion != "-shm":  # readers (the export's) move its read marks themselves
            assert (target.read_bytes() if target.exists() else None) == kept
    game.close()
    assert not target.exists() or companion == "-lock"
    err = refused(
        capsys, ["export", str(game_path), "--format", "csv", "-o", str(target), "--force"]
    )
    assert f"belongs to the game {game_path.name}" in err
    assert not target.exists()
    assert Game.open(game_path, read_only=True).verify().rolls_checked == 1


def test_links_to_a_game_and_any_other_sqlite_file_are_refused(closed_game, tmp_path, capsys):
    before = closed_game.read_bytes()
    symbolic = tmp_path / "roster.csv"
    symbolic.symlink_to(closed_game)
    hard = tmp_path / "report.html"
    os.link(closed_game, hard)
    err = refused(capsys, ["export-roster", str(closed_game), "-o", str(symbolic), "--force"])
    assert f"{symbolic} is a game file" in err
    refused(capsys, ["export", str(closed_game), "-o", str(hard), "--force"])
    other = tmp_path / "notes.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE notes (text)")
    other_bytes = other.read_bytes()
    refused(capsys, ["export", str(closed_game), "--format", "csv", "-o", str(other), "--force"])
    assert closed_game.read_bytes() == before
    assert other.read_bytes() == other_bytes
    # A link to the game's future -wal (which does not exist while it is closed).
    wal_link = tmp_path / "log.json"
    wal_link.symlink_to(f"{closed_game}-wal")
    err = refused(capsys, ["export", str(closed_game), "-o", str(wal_link), "--force"])
    assert "belongs to the game" in err
    assert not Path(f"{closed_game}-wal").exists()


def test_the_pdf_writers_and_the_roster_export_refuse_a_game(closed_game):
    from ba_console import reports
    from ba_console.store.roster_io import export_roster

    before = closed_game.read_bytes()
    with Game.open(closed_game, read_only=True) as game:
        with pytest.raises(OutputRefusedError):
            reports.write_log_pdf(game, closed_game)
        with pytest.raises(OutputRefusedError):
            reports.write_summary_pdf(game, 1, Path(f"{closed_game}-journal"))
        link = closed_game.with_name("roster.toml")
        link.symlink_to(closed_game)
        with pytest.raises(OutputRefusedError):
            export_roster(game, link)
    assert closed_game.read_bytes() == before


def test_a_wal_or_journal_by_its_bytes_is_refused_whatever_its_name(closed_game, tmp_path):
    wal = tmp_path / "w.db"
    conn = sqlite3.connect(wal)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    hard = tmp_path / "innocent.csv"
    os.link(f"{wal}-wal", hard)
    with pytest.raises(OutputRefusedError, match="an SQLite WAL file"):
        check_output(hard)
    conn.close()
    check_output(tmp_path / "fresh.csv")  # an ordinary new file is fine


def test_an_ordinary_file_is_overwritten_only_with_force(closed_game, tmp_path, capsys):
    target = tmp_path / "log.csv"
    target.write_text("old")
    err = refused(capsys, ["export", str(closed_game), "-o", str(target)])
    assert err.endswith(f"{target} exists; use --force to overwrite it")
    assert run(["export", str(closed_game), "-o", str(target), "--force"]) == 0
    assert "sequence" in target.read_text()


# --- 4. self-contained files -------------------------------------------------------------------


def test_closing_leaves_one_file_in_rollback_journal_mode(make_game, game_path):
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(typed_roll(game))
    assert header_journal_mode(game_path) == b"\x02\x02"  # WAL while open
    assert Path(f"{game_path}-wal").exists()
    game.close()
    assert companions_of(game_path) == []
    assert header_journal_mode(game_path) == b"\x01\x01"
    with Game.open(game_path) as again:
        assert again._db.journal_mode == "wal"
        assert again.roll_count() == 1
    assert header_journal_mode(game_path) == b"\x01\x01"


def _as_older_console_left_it(path: Path) -> None:
    """A game closed by a console before this one: the file in WAL mode, no -wal beside."""
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    conn.close()
    assert header_journal_mode(path) == b"\x02\x02"
    assert companions_of(path) == []


READ_ONLY_COMMANDS = {
    "verify": ["verify", "{game}"],
    "export": ["export", "{game}", "--format", "csv", "-o", "{out}.csv"],
    "export-html": ["export", "{game}", "--format", "html", "-o", "{out}.html"],
    "export-roster": ["export-roster", "{game}", "-o", "{out}.toml"],
    "backup": ["backup", "{game}", "{out}.bagame"],
}


@pytest.mark.parametrize("older", [False, True], ids=["closed", "closed-by-an-older-console"])
@pytest.mark.parametrize("command", sorted(READ_ONLY_COMMANDS))
def test_read_only_commands_leave_no_wal_or_shm(closed_game, tmp_path, command, older):
    if older:
        _as_older_console_left_it(closed_game)
    before = closed_game.read_bytes()
    out = tmp_path / "out"
    argv = [w.format(game=closed_game, out=out) for w in READ_ONLY_COMMANDS[command]]
    assert run(argv) == 0
    assert companions_of(closed_game) == []
    assert closed_game.read_bytes() == before


NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


@pytest.fixture
def read_only_folder() -> Iterator[Path]:
    """A folder (mode 0555) outside the tests' own root-only temporary folder, so that
    another user can reach it."""
    base = Path(tempfile.mkdtemp(prefix="ba-readonly-"))
    base.chmod(0o755)
    folder = base / "medium"
    folder.mkdir()
    yield folder
    folder.chmod(0o755)
    shutil.rmtree(base)


def _verify_as_nobody(game: Path, data: Path) -> subprocess.CompletedProcess[str]:
    if os.geteuid() != 0:
        command = [sys.executable]  # not root: file modes already apply to us
    elif shutil.which("setpriv") is None:
        pytest.skip("root ignores file modes, and setpriv (to run as another user) is missing")
    else:
        command = [*NOBODY, sys.executable]
    env = {**os.environ, "PYTHONPATH": str(REPO), "BA_CONSOLE_DATA_DIR": str(data)}
    env["HOME"] = str(data)
    return subprocess.run(  # noqa: S603 - our own interpreter
        [*command, "-m", "ba_console", "verify", str(game)],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=120,
    )


@pytest.mark.parametrize("older", [False, True], ids=["closed", "closed-by-an-older-console"])
def test_a_closed_game_verifies_from_a_read_only_file_in_a_read_only_folder(
    closed_game, read_only_folder, older
):
    if older:
        _as_older_console_left_it(closed_game)
    game = read_only_folder / "club.bagame"
    shutil.copyfile(closed_game, game)
    game.chmod(0o444)
    read_only_folder.chmod(0o555)
    data = read_only_folder.parent / "nobody-data"
    result = _verify_as_nobody(game, data)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("OK: 2 rolls, hash chain intact")
    assert companions_of(game) == []


def test_a_backup_taken_while_the_game_is_open_holds_the_last_roll(make_game, game_path, capsys):
    game = add_roster(make_game(dice_mode="both"))
    for faces in ((1, 2, 3), (4, 5, 6), (6, 6, 6)):
        last = game.append_roll(typed_roll(game, faces))
    copy = game_path.with_name("copy.bagame")
    # The console keeps the game open; the backup runs in another connection.
    assert run(["backup", str(game_path), str(copy)]) == 0
    assert f"Wrote {copy}" in capsys.readouterr().out
    assert companions_of(copy) == []
    assert header_journal_mode(copy) == b"\x01\x01"  # one closed file
    with Game.open(copy, read_only=True) as copied:
        report = copied.verify()
        assert report.ok and report.rolls_checked == 3
        assert report.head_hash == last.hash
        assert copied.roll(3).sides[0].faces == (6, 6, 6)
    game.close()


def test_backup_refuses_an_existing_file_and_a_missing_game(closed_game, tmp_path, capsys):
    taken = tmp_path / "taken.bagame"
    taken.write_text("mine")
    err = refused(capsys, ["backup", str(closed_game), str(taken)])
    assert err.endswith(f"{taken} already exists: choose another name")
    assert taken.read_text() == "mine"
    err = refused(capsys, ["backup", str(tmp_path / "none.bagame"), str(tmp_path / "c.bagame")])
    assert "no such game file" in err


def test_an_output_refusal_is_a_game_error_the_window_can_translate(closed_game):
    with pytest.raises(GameError) as caught:
        check_output(closed_game)
    assert caught.value.template.startswith("{path} is a game file")
