"""The club's pack in the data folder (`packs.club`): made from the game's pack on the first
cell remembered, added to by later games, never overwritten where it knows a cell."""

from __future__ import annotations

import pytest

from ba_console.core.model import EffectSpec, Outcome, Text, outcome_key
from ba_console.core.results import lookup_bands
from ba_console.packs import PackError, load_pack
from ba_console.packs.club import club_pack_path, club_packs, load_club_pack, remember_in_club
from ba_console.packs.fill import CellEntry, play_source


def entry(value: int, text: str, game: str = "Ligny", figures: int = 2) -> CellEntry:
    outcome = Outcome(
        key=outcome_key(text),
        label=Text(en=text, da=text),
        effects=[EffectSpec(what="figures_lost", value=figures)],
    )
    return CellEntry("t11", value, None, outcome, play_source(game, 2))


def test_the_first_cell_remembered_makes_the_clubs_pack_from_the_games(tmp_path):
    base = load_pack("belle_alliance")
    assert load_club_pack(tmp_path, "belle_alliance") is None
    done = remember_in_club(tmp_path, base, [entry(3, "defender retreats")])
    assert done.written is not None and done.kept == ()
    path = club_pack_path(tmp_path, "belle_alliance")
    assert done.written.path == path == tmp_path / "packs" / "belle_alliance.toml"
    club = load_club_pack(tmp_path, "belle_alliance").pack
    assert club.version == f"{base.version}+club.1"
    assert lookup_bands("t11", club.tables["t11"], 3).outcome.label.en == "defender retreats"
    assert [p.pack.version for p in club_packs(tmp_path)] == [club.version]
    assert not list((tmp_path / "packs").glob(".*"))  # nothing left aside


def test_a_later_game_adds_its_cells_and_the_club_keeps_its_own_reading(tmp_path):
    base = load_pack("belle_alliance")
    remember_in_club(tmp_path, base, [entry(3, "defender retreats", "Ligny")])
    done = remember_in_club(
        tmp_path,
        base,
        [entry(3, "defender routs", "Wavre"), entry(5, "defender routs", "Wavre")],
    )
    assert [e.value for e in done.taken] == [5]
    assert [e.value for e in done.kept] == [3]  # the club's file keeps what it has
    club = load_club_pack(tmp_path, "belle_alliance").pack
    table = club.tables["t11"]
    assert lookup_bands("t11", table, 3).outcome.label.en == "defender retreats"
    assert lookup_bands("t11", table, 5).outcome.label.en == "defender routs"
    assert club.version == f"{base.version}+club.2"


def test_the_same_cell_remembered_again_alike_writes_nothing(tmp_path):
    base = load_pack("belle_alliance")
    remember_in_club(tmp_path, base, [entry(3, "defender retreats")])
    before = club_pack_path(tmp_path, "belle_alliance").read_bytes()
    done = remember_in_club(tmp_path, base, [entry(3, "defender retreats", "Wavre")])
    assert done.written is None and done.taken == () and done.kept == ()
    assert club_pack_path(tmp_path, "belle_alliance").read_bytes() == before


def test_a_broken_club_file_is_named_and_left_as_it_is(tmp_path):
    path = club_pack_path(tmp_path, "belle_alliance")
    path.parent.mkdir(parents=True)
    path.write_text("schema_version = 6\nid = 'belle_alliance'\n", encoding="utf-8")
    with pytest.raises(PackError, match="belle_alliance.toml"):
        remember_in_club(tmp_path, load_pack("belle_alliance"), [entry(3, "x")])
    assert path.read_text(encoding="utf-8").startswith("schema_version = 6\nid")
    listed = club_packs(tmp_path)
    assert len(listed) == 1 and isinstance(listed[0], tuple)
