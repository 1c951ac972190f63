"""The demo game: a real 1815 action that opens, with nothing invented from the rule tables."""

from __future__ import annotations

from ba_console.packs import load_pack
from ba_console.store import Game
from ba_console.store.demo import create_demo


def test_demo_is_plancenoit_with_two_sides_and_15_to_25_units(tmp_path):
    with create_demo(tmp_path / "demo.bagame") as demo:
        assert demo.info.title == "Plancenoit, 18 June 1815"
        assert demo.info.pack_id == "belle_alliance"
        assert demo.info.pack_hash == load_pack("belle_alliance").content_hash
        assert [side.key for side in demo.sides()] == ["prussia", "france"]
        units = demo.units()
        assert 15 <= len(units) <= 25
        assert {unit.side for unit in units} == {"prussia", "france"}
        names = {unit.name for unit in units}
        assert "1/2e Chasseurs à pied" in names and "I./15th Infantry Regiment" in names


def test_every_demo_commander_has_two_orderlies_and_units_have_brigade_commanders(tmp_path):
    with create_demo(tmp_path / "demo.bagame") as demo:
        commanders = demo.commanders()
        assert sum(1 for c in commanders if c.level == "brigade") >= 3
        for commander in commanders:
            assert len(demo.orderlies(commander.key)) == 2, commander.key
        keys = {c.key for c in commanders}
        assert all(unit.commander in keys for unit in demo.units())


def test_demo_valour_is_zero_and_the_notes_say_to_use_table_21(tmp_path):
    with create_demo(tmp_path / "demo.bagame") as demo:
        assert {unit.valour for unit in demo.units()} == {0}
        assert not any(unit.light or unit.marksmen for unit in demo.units())
        assert "Table 21" in demo.info.notes
        assert all(c.rating == "normal" for c in demo.commanders())


def test_demo_figures_follow_one_figure_to_twenty_men(tmp_path):
    with create_demo(tmp_path / "demo.bagame") as demo:
        infantry = [u for u in demo.units() if u.arm == "infantry"]
        assert all(20 <= u.figures <= 40 for u in infantry)  # 400-800 men battalions
        batteries = [u for u in demo.units() if u.arm == "artillery"]
        assert batteries and all(u.gunners == 8 for u in batteries)  # 8 guns, 1 gunner each


def test_demo_reopens_and_verifies(tmp_path):
    path = tmp_path / "demo.bagame"
    create_demo(path).close()
    with Game.open(path) as demo:
        assert demo.verify().ok
        assert demo.info.dice_mode == "both"
