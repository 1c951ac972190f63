"""`ba-console new` starts from the club's own pack, as the new-game window offers it first:
a game made from the shell no longer loses the cells the club's games remembered. The
shipped pack is still one `--pack belle_alliance` away, and a club file that does not load
is named, never passed over."""

from __future__ import annotations

from ba_console.cli import run
from ba_console.core.model import Outcome, Text, outcome_key
from ba_console.packs import load_pack
from ba_console.packs.club import club_pack_path, remember_in_club
from ba_console.packs.fill import CellEntry, play_source
from ba_console.store import Game


def remember_a_cell(data_dir) -> str:
    """Ligny's umpire remembered Table 11's difference 3 into the club's pack."""
    text = "defender retreats"
    outcome = Outcome(key=outcome_key(text), label=Text(en=text, da=text))
    done = remember_in_club(
        data_dir,
        load_pack("belle_alliance"),
        [CellEntry("t11", 3, None, outcome, play_source("Ligny", 2))],
    )
    return done.written.pack.version


def test_a_new_game_starts_from_the_clubs_pack(tmp_path, capsys):
    data = tmp_path / "data"
    version = remember_a_cell(data)
    game = tmp_path / "wavre.bagame"
    assert run(["--data-dir", str(data), "new", str(game)]) == 0
    out = capsys.readouterr().out
    assert f"pack belle_alliance {version}," in out
    assert f"Pack: the club's own, {club_pack_path(data, 'belle_alliance')}" in out
    with Game.open(game, read_only=True) as opened:
        assert opened.info.pack_version == version


def test_the_shipped_pack_is_taken_when_named(tmp_path, capsys):
    data = tmp_path / "data"
    remember_a_cell(data)
    game = tmp_path / "wavre.bagame"
    assert run(["--data-dir", str(data), "new", str(game), "--pack", "belle_alliance"]) == 0
    assert "the club's own" not in capsys.readouterr().out
    with Game.open(game, read_only=True) as opened:
        assert opened.info.pack_version == load_pack("belle_alliance").version


def test_a_club_pack_that_does_not_load_is_named(tmp_path, capsys):
    data = tmp_path / "data"
    broken = club_pack_path(data, "belle_alliance")
    broken.parent.mkdir(parents=True)
    broken.write_text("title = [unclosed\n", encoding="utf-8")
    game = tmp_path / "wavre.bagame"
    assert run(["--data-dir", str(data), "new", str(game)]) == 2
    err = capsys.readouterr().err
    assert f"the club's pack {broken} cannot be read: " in err
    assert "(--pack belle_alliance takes the shipped pack)" in err
    assert not game.exists()
