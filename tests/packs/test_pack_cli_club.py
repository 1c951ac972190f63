"""`ba-console pack` on the packs an umpire has beside the shipped ones: the club's own
pack in the data folder (the cells its games filled in play) and a game's pack (the one
its pack editor saved), which the club shares by exporting it."""

from __future__ import annotations

from pathlib import Path

from ba_console.cli import run
from ba_console.core.model import Outcome, Text
from ba_console.packs import load_pack
from ba_console.packs.club import club_pack_path
from ba_console.packs.fill import CellEntry, fill_cells
from ba_console.store import paths
from ba_console.store.demo import create_demo

SEED = bytes(range(32))


def filled_pack():
    """The shipped pack with one cell of Table 11 filled (as the editor or play would)."""
    outcome = Outcome(key="forced_back", label=Text(en="Forced back", da="Trængt tilbage"))
    return fill_cells(load_pack("belle_alliance"), [CellEntry("t11", 3, None, outcome, "book")])


def test_pack_list_shows_the_clubs_own_pack_too(capsys):
    pack = filled_pack()
    path = club_pack_path(paths.data_dir(), pack.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(pack.to_toml(), encoding="utf-8")
    assert run(["pack", "list"]) == 0
    out = capsys.readouterr().out
    assert f"The club's own packs ({path.parent}):" in out
    club_line = next(line for line in out.splitlines() if pack.content_hash[:12] in line)
    assert club_line.split()[:2] == ["belle_alliance", pack.version]


def test_the_pack_of_a_game_is_exported_checked_and_compared(tmp_path: Path, capsys):
    pack = filled_pack()
    game = tmp_path / "club-night.bagame"
    create_demo(game, pack=pack, seed=SEED).close()
    out_file = tmp_path / "club-night-pack.toml"
    assert run(["pack", "export", str(game), "-o", str(out_file)]) == 0
    assert load_pack(out_file).content_hash == pack.content_hash
    assert run(["pack", "check", str(game)]) == 0
    assert "club-night.bagame: OK" in capsys.readouterr().out
    assert run(["pack", "diff", "belle_alliance", str(game)]) == 1
    assert "t11 3 outcome: ? → forced_back" in capsys.readouterr().out
    assert game.with_name("club-night.bagame-wal").exists() is False  # read, not written


def test_a_game_of_the_games_folder_is_named_by_its_bare_name(capsys):
    """Every other command takes a game of the games folder by its bare name; `pack
    export plancenoit` said "no such pack file, and no shipped pack has that id"."""
    pack = filled_pack()
    game = paths.games_dir() / "club-night.bagame"
    game.parent.mkdir(parents=True, exist_ok=True)
    create_demo(game, pack=pack, seed=SEED).close()
    assert run(["pack", "export", "club-night", "-o", "-"]) == 0
    assert 'outcome = "forced_back"' in capsys.readouterr().out
    assert run(["pack", "check", "club-night"]) == 0
    assert capsys.readouterr().out.startswith("club-night: OK")
    assert run(["pack", "diff", "belle_alliance", "club-night"]) == 1
    assert "t11 3 outcome: ? → forced_back" in capsys.readouterr().out
    # A shipped pack's id is still the shipped pack, a game of that name or not.
    assert run(["pack", "export", "belle_alliance", "-o", "-"]) == 0
    assert "forced_back" not in capsys.readouterr().out
