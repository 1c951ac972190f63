"""A game the CLI will not write because it has a second name (a hard link), or reads as
copied while open (WAL mode, no -wal): before, the CLI said the window's advice, "Open it
read-only", which no command does. Now it says what the commands can do."""

from __future__ import annotations

import os
import shutil

from ba_console.cli import run
from ba_console.store import Game
from tests.store.conftest import PACK, add_roster
from tests.store.test_files_kept import typed_roll


def _game(folder):
    folder.mkdir()
    path = folder / "evening.bagame"
    with add_roster(Game.create(path, title="Evening", dice_mode="both", **PACK)) as game:
        game.append_roll(typed_roll(game))
    return path


def test_a_hard_linked_game(tmp_path, capsys):
    game = _game(tmp_path / "club")
    os.link(game, tmp_path / "club" / "other.bagame")
    before = game.read_bytes()
    assert run(["seal", str(game)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"ba-console: error: {game} has another name on this disk (a hard link): under two "
        "names, two consoles could write it at once, so it is not written: nothing was "
        "changed. verify, export, export-roster and backup read it as it is; to seal it, make "
        f"a copy of it (ba-console backup {game} COPY.bagame) and run seal on the copy, or "
        "delete its other name."
    )
    assert game.read_bytes() == before


def test_a_game_copied_while_open(tmp_path, capsys):
    game = _game(tmp_path / "club")
    copy = tmp_path / "stick.bagame"
    with Game.open(game):  # open in a console: in WAL mode
        shutil.copyfile(game, copy)
    before = copy.read_bytes()
    assert run(["seal", str(copy)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"ba-console: error: {copy} is in WAL mode without its -wal file: it was copied while "
        "its game was open in a console, and may lack the rolls logged last; or a program "
        "ended without closing it, and it lacks nothing. Nothing was changed: verify, export, "
        "export-roster and backup read it as it is. If it is the game itself, not a copy, "
        f"open it in the console window (ba-console {copy}), which offers to play on from it "
        "once its log verifies; if it is a copy, play on the original, or make a game of what "
        f"it holds (ba-console backup {copy} COPY.bagame)."
    )
    assert copy.read_bytes() == before
