"""A game reached under another name, as a hostile (or careless) user would reach it.

A symbolic link to a game, or a hard link to its file, is the same game under a second
name. The writer's lock and SQLite's `-wal` are found by name, so under the second name a
second console could write the game while the first still has it open: two chains
appended at once from two caches, or two `-wal` files for one database. And a reader under
the second name must read the game as it stands, not the file without its `-wal`.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.errors import GameFileError, GameInUseError
from tests.store.conftest import add_roster
from tests.store.test_files_kept import typed_roll


@pytest.fixture
def open_game(make_game, game_path):
    """A game with two rolls, open for writing (as in the console's window)."""
    game = add_roster(make_game(dice_mode="both"))
    for faces in ((1, 2, 3), (4, 5, 6)):
        game.append_roll(typed_roll(game, faces))
    return game


def test_a_symbolic_link_to_an_open_game_is_refused_for_writing(open_game, game_path):
    link = game_path.with_name("other name.bagame")
    link.symlink_to(game_path.name)
    with pytest.raises(GameInUseError, match=r"open in another ba-console \(pid \d+\)"):
        Game.open(link)
    assert open_game.roll_count() == 2
    open_game.append_roll(typed_roll(open_game, (6, 6, 6)))
    assert open_game.verify().ok


def test_seal_through_a_symbolic_link_to_an_open_game_is_exit_2_and_logs_nothing(
    open_game, game_path, capsys
):
    link = game_path.with_name("link.bagame")
    link.symlink_to(game_path)
    assert run(["seal", str(link)]) == 2
    err = capsys.readouterr().err
    assert "is open in another ba-console" in err and err.count("\n") == 1
    assert open_game.roll_count() == 2


def test_verify_through_a_symbolic_link_reads_the_open_game_as_it_stands(
    open_game, game_path, capsys
):
    link = game_path.with_name("link.bagame")
    link.symlink_to(game_path)
    assert run(["verify", str(link)]) == 0
    assert capsys.readouterr().out.startswith("OK: 2 rolls, hash chain intact")
    assert not Path(f"{link}-wal").exists() and not Path(f"{link}-shm").exists()


def test_a_game_file_with_a_hard_link_is_refused_for_writing(make_game, game_path):
    add_roster(make_game()).close()
    other = game_path.with_name("hard.bagame")
    os.link(game_path, other)
    before = game_path.read_bytes()
    for name in (game_path, other):
        with pytest.raises(GameFileError, match="has another name on this disk") as refused:
            Game.open(name)
        assert "\n" not in str(refused.value)
    assert game_path.read_bytes() == before
    assert not Path(f"{other}-wal").exists() and not Path(f"{game_path}-wal").exists()
    with Game.open(other, read_only=True) as reader:  # reading it is harmless
        assert reader.verify().ok
    other.unlink()
    Game.open(game_path).close()  # one name again: it opens


# --- names a shell or a file system makes hard -----------------------------------------------

HOSTILE_NAMES = ["a game with spaces", "Ælø Ŝ 🎲 Plancenoit", "-dash", "semi;rm -rf x", "x" * 200]


@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=["spaces", "unicode", "dash", "semicolon",
                                                      "long"])  # fmt: skip
def test_a_game_with_a_hostile_name_is_made_sealed_verified_and_exported(name, tmp_path, capsys):
    data = tmp_path / "data"
    assert run(["--data-dir", str(data), "new", "--", name]) == 0
    game = data / "games" / f"{name}.bagame"
    assert game.is_file()
    assert run(["--data-dir", str(data), "seal", "--", name]) == 0
    assert run(["--data-dir", str(data), "verify", "--", name]) == 0
    out = tmp_path / "report.csv"
    export = ["export", "--format", "csv", "-o", str(out), "--", name]
    assert run(["--data-dir", str(data), *export]) == 0
    assert "seal" in out.read_text(encoding="utf-8")
    assert sorted(p.name for p in game.parent.iterdir()) == [game.name]
    capsys.readouterr()


@pytest.mark.parametrize("length", [243, 248, 260])
def test_a_name_too_long_for_the_file_system_is_one_line_and_exit_2(length, tmp_path, capsys):
    data = tmp_path / "data"
    name = "z" * length
    for command in (["new", name], ["verify", name], ["seal", name]):
        assert run(["--data-dir", str(data), *command]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("ba-console: error: "), err
    assert run(["new", str(tmp_path / f"{name}.bagame")]) == 2
    err = capsys.readouterr().err
    assert "is too long for a game file" in err and err.count("\n") == 1
    folder = data / "games"
    assert not folder.exists() or list(folder.iterdir()) == []
    assert list(tmp_path.glob("z*")) == []


def test_a_pipe_named_like_a_game_is_refused_without_waiting(tmp_path, capsys):
    pipe = tmp_path / "pipe.bagame"
    os.mkfifo(pipe)
    with pytest.raises(GameFileError, match="is not a file"):
        Game.open(pipe, read_only=True)
    assert run(["verify", str(pipe)]) == 2
    assert "is not a file" in capsys.readouterr().err


@pytest.mark.parametrize(
    "length,commands",
    [
        (248, ["backup"]),  # the copy's name fits, not its -journal's
        (260, ["backup", "export", "export-roster", "export-seed"]),
    ],
)
def test_a_copy_or_report_named_too_long_is_one_line_that_says_so(
    length, commands, tmp_path, capsys
):
    """A player names the copy or the report of a game too long for the file system (or, for
    a copy, for the companion files SQLite gives it): one line saying so, exit 2, nothing
    written, never a traceback nor "unable to open database file"."""
    data = tmp_path / "data"
    assert run(["--data-dir", str(data), "new", "club"]) == 0
    capsys.readouterr()
    long = tmp_path / ("y" * length)
    given = {
        "backup": ["backup", "club", f"{long}.bagame"],
        "export": ["export", "club", "-o", f"{long}.html"],
        "export-roster": ["export-roster", "club", "-o", f"{long}.csv"],
        "export-seed": ["export-seed", "club", f"{long}.seed"],
    }
    for command in commands:
        assert run(["--data-dir", str(data), *given[command]]) == 2, command
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("ba-console: error: "), err
        assert "too long" in err and "Choose a shorter name" in err, err
    assert list(tmp_path.glob("y*")) == []
