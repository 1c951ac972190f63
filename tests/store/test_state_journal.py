"""The state journal: every change of the state that is not a roll's effect is an entry.

The roster set up or imported, a unit added by hand, a value edited, orders written,
rewritten and deleted, the phase moved, flags and penalties set by hand, flags expired,
the game's record and pack: each is an entry of `state_log`, written with the change, and
`verify` proves the state from the journal and the rolls' effects. A roll's effects are the
roll's record and write no entry.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ba_console.store import Effect, Game, RollDraft
from ba_console.store.journal import read_state
from ba_console.store.roster_io import import_roster
from tests.store.conftest import add_roster


def entries(game: Game) -> list[tuple[str, dict]]:
    return [
        (kind, json.loads(record))
        for kind, record in game._db.conn.execute(
            "SELECT kind, record FROM state_log ORDER BY entry"
        )
    ]


def last_entry(game: Game) -> tuple[str, dict]:
    return entries(game)[-1]


def test_a_new_game_begins_its_journal_with_the_state_it_was_created_with(make_game):
    game = make_game()
    ((kind, record),) = entries(game)
    assert kind == "snapshot"
    assert record["tables"]["phase_state"] == [{"id": 1, "bound": 1, "phase": "ordering",
                                                "sub_phase": None}]  # fmt: skip
    assert record["tables"]["units"] == []
    assert game.verify().state_checked


def test_each_roster_change_by_hand_is_an_entry_with_the_row_as_stored(make_game):
    game = add_roster(make_game())
    kinds = [kind for kind, _ in entries(game)]
    assert kinds == ["snapshot", "side_added", "side_added", "commander_added",
                     "commander_added", "commander_added", "unit_added", "unit_added",
                     "unit_added"]  # fmt: skip
    _, added = entries(game)[3]
    assert [op["row"]["key"] for op in added["ops"]] == ["hiller", "hiller.o1", "hiller.o2"]
    game.update_unit("i-15", figures=30, disorder="LD")
    kind, record = last_entry(game)
    assert kind == "unit_changed"
    assert record["ops"] == [
        {"op": "update", "table": "units", "key": ["i-15"],
         "from": {"figures": 36, "disorder": "ordered"}, "to": {"figures": 30, "disorder": "LD"}}
    ]  # fmt: skip
    game.update_commander("hiller", rating="ineffective")
    game.update_orderly("hiller.o1", fallen=True)
    assert [kind for kind, _ in entries(game)[-2:]] == ["commander_changed", "orderly_changed"]
    assert entries(game)[-1][1]["ops"][0]["to"] == {"fallen": 1}
    assert game.verify().state_checked


def test_an_imported_roster_is_journalled_unit_by_unit(make_game, tmp_path: Path):
    game = make_game()
    roster = tmp_path / "roster.csv"
    roster.write_text(
        "record,key,name,side,commander,arm,type,figures\n"
        "side,prussia,Prussia,,,,,\n"
        "commander,hiller,Hiller,prussia,,,,\n"
        "unit,i-15,I./15,prussia,hiller,infantry,line,36\n"
        "unit,i-16,I./16,prussia,hiller,infantry,line,32\n",
        encoding="utf-8",
    )
    import_roster(game, roster)
    added = [record["ops"][0]["row"]["key"] for kind, record in entries(game)
             if kind == "unit_added"]  # fmt: skip
    assert added == ["i-15", "i-16"]
    assert game.verify().state_checked


def test_orders_phase_flags_penalties_and_the_game_record_are_entries(make_game):
    game = add_roster(make_game())
    before = len(entries(game))
    game.save_order(1, "i-15", "advance")
    game.save_order(1, "i-15", "charge the farm")
    game.save_order(1, "i-1t", "hold")
    game.delete_order(1, "i-1t")
    game.close_orders(1)
    game.set_phase(1, "fire", "hand_weapons")
    game.add_flag("i-15", "fired", expires_after=2)
    game.add_side_penalty("prussia", -1, until_bound=2)
    game.update_info(title="Plancenoit", dice_mode="physical")
    game.set_pack(pack_toml='id = "test2"\n', pack_id="test2", pack_hash="b" * 64)
    game.set_phase(3, "ordering")
    game.expire_flags(3)
    kinds = [kind for kind, _ in entries(game)[before:]]
    assert kinds == ["order_written", "order_written", "order_written", "order_deleted",
                     "orders_closed", "phase_set", "flag_added", "side_penalty_added",
                     "game_changed", "pack_chosen", "phase_set", "flags_expired"]  # fmt: skip
    closed = entries(game)[before + 4][1]
    assert closed["bound"] == 1
    assert [(o["unit"], o["text"]) for o in closed["orders"]] == [("i-15", "charge the farm")]
    report = game.verify()
    assert report.ok and report.state_checked, report.summary()


def test_a_rolls_effects_write_no_entry_and_are_replayed(make_game):
    game = add_roster(make_game())
    game.save_order(1, "i-15", "fire")
    before = len(entries(game))
    game.append_roll(
        RollDraft(
            kind="ordering",
            effects=[
                Effect(unit="i-15", what="order_status", **{"from": "written"}, to="followed"),
                Effect(unit="i-15", what="figures", **{"from": 36}, to=34),
                Effect(unit="hiller", what="commander_fallen", **{"from": False}, to=True),
                Effect(unit="i-15", what="flag", to={"key": "fired", "expires_after": 2}),
                Effect(unit="prussia", what="side_penalty", to={"value": -1, "until_bound": 2}),
            ],
        )
    )
    game.adjust("i-15", {"light": True, "valour": 1}, reason="misread the sheet")
    fire = game.rolls()[0]
    game.void_roll(fire.sequence, "wrong unit")
    assert len(entries(game)) == before
    assert game.order(1, "i-15").status == "written"
    report = game.verify()
    assert report.ok and report.state_checked, report.summary()


def test_an_order_status_set_by_a_roll_keeps_the_time_the_order_was_written(make_game):
    game = add_roster(make_game())
    written = game.save_order(1, "i-15", "fire")
    game.append_roll(
        RollDraft(
            kind="ordering",
            effects=[
                Effect(unit="i-15", what="order_status", **{"from": "written"}, to="followed")
            ],
        )
    )
    assert game.order(1, "i-15").updated == written.updated


def test_a_refused_change_writes_no_entry(make_game):
    game = add_roster(make_game())
    before = len(entries(game))
    with pytest.raises(ValueError):
        game.update_unit("i-15", figures=-4)
    with pytest.raises(ValueError):
        game.save_order(1, "nobody", "advance")
    assert len(entries(game)) == before
    assert game.verify().state_checked


def test_every_version_of_an_order_is_answered_from_the_log(make_game):
    game = add_roster(make_game())
    game.save_order(2, "i-15", "advance")
    game.save_order(2, "i-15", "charge the farm")
    game.close_orders(2)
    game.set_phase(2, "ordering")
    game.append_roll(
        RollDraft(
            kind="ordering",
            bound=2,
            effects=[
                Effect(unit="i-15", what="order_status", **{"from": "written"}, to="not_followed")
            ],  # fmt: skip
        )
    )
    game.save_order(2, "i-15", "hold the farm", status="not_followed")
    versions = game.order_versions(2, "i-15")
    assert [(v["source"], v["kind"]) for v in versions] == [
        ("journal", "order_written"),
        ("journal", "order_written"),
        ("journal", "orders_closed"),
        ("roll", "ordering"),
        ("journal", "order_written"),
    ]
    texts = [(v["order"]["text"], v["order"]["status"]) for v in versions]
    assert texts == [("advance", "written"), ("charge the farm", "written"),
                     ("charge the farm", "written"), ("charge the farm", "not_followed"),
                     ("hold the farm", "not_followed")]  # fmt: skip
    assert (versions[3]["from"], versions[3]["to"]) == ("written", "not_followed")
    assert game.order_versions(1, "i-15") == []


def test_the_replayed_state_is_every_state_table(make_game):
    """The replay compares what `read_state` reads: every table a unit's state lives in."""
    game = add_roster(make_game())
    state = read_state(game._db.conn)
    assert set(state) == {"units", "commanders", "orderlies", "sides", "orders", "flags",
                          "side_penalties", "phase_state", "game"}  # fmt: skip
    assert [row["key"] for row in state["units"]] == ["bty", "i-15", "i-1t"]


@pytest.mark.parametrize("processes", [1, 2])
def test_a_void_in_a_later_bound_is_replayed_in_the_bound_of_the_roll_it_voids(
    make_game, processes: int
):
    game = add_roster(make_game())
    game.save_order(1, "i-15", "fire")
    status = Effect(unit="i-15", what="order_status", **{"from": "written"}, to="followed")
    roll = game.append_roll(RollDraft(kind="ordering", effects=[status]))
    game.set_phase(2, "ordering")
    game.void_roll(roll.sequence, "wrong unit")
    assert game.order(1, "i-15").status == "written"
    report = game.verify(processes=processes)
    assert report.ok and report.state_checked, report.summary()
