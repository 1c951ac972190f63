"""`play.steps`: which kind of roll each step of the bound offers (Table 1), which one
"Roll…" (F9) opens, when a kind chosen elsewhere is cautioned, the steps an old game's
pack borrows from the shipped one, and the log row of a new bound. Pure: no Qt."""

from __future__ import annotations

import re

import pytest

from ba_console.core.phases import PhasePosition
from ba_console.core.vocabulary import BOUND_STARTED_KIND, bound_started_note
from ba_console.packs import load_pack, parse_pack_text
from ba_console.play.steps import (
    Roller,
    back_across_bound,
    bound_started_draft,
    fits,
    offered_kinds,
    out_of_step,
    phase_roll_kind,
    placed_kinds,
    step_roll_kinds,
)


@pytest.mark.parametrize(
    ("phase", "sub_phase", "artillery", "kind"),
    [
        ("ordering", "ordering_rolls", False, "ordering"),
        ("continued_fire", None, False, "fire"),
        ("fire", None, False, "fire"),
        ("fire", None, True, "artillery_fire"),  # a battery fires as one (3.4.0)
        ("melee", "melee", False, "melee"),
        ("melee", "forced_moves", False, "spread_of_rout"),
        ("reporting", None, False, "replacement"),
        # Steps no kind names: the first kind made at any time, the catch roll.
        ("movement", "march", False, "catch"),
        ("end_of_bound", None, True, "catch"),
    ],
)
def test_roll_opens_the_kind_the_step_calls_for(ba_pack, phase, sub_phase, artillery, kind):
    assert phase_roll_kind(ba_pack, phase, sub_phase, artillery) == kind


def test_a_kind_placed_in_other_steps_is_cautioned_one_made_at_any_time_never(ba_pack):
    assert out_of_step(ba_pack, "melee", "fire", None)
    assert out_of_step(ba_pack, "melee", "melee", "forced_moves")
    assert not out_of_step(ba_pack, "melee", "melee", "continued_advance")
    assert not out_of_step(ba_pack, "artillery_fire", "continued_fire", None)
    assert out_of_step(ba_pack, "ordering", "movement", "march")
    for kind in ("catch", "roll_off", "reorganisation", "field_work"):
        for phase, sub_phase in (("fire", None), ("melee", "forced_moves"), ("reporting", None)):
            assert not out_of_step(ba_pack, kind, phase, sub_phase), (kind, phase)
    assert not out_of_step(ba_pack, "volley", "fire", None)  # not the pack's: not its to say


def test_the_kinds_of_a_step_are_in_the_packs_order(ba_pack):
    kinds = placed_kinds(ba_pack)
    assert step_roll_kinds(kinds, "fire", None) == ["fire", "artillery_fire", "spread_of_rout",
                                                    "engaging_commander"]  # fmt: skip
    assert step_roll_kinds(kinds, "movement", "march") == []


def test_general_de_brigade_places_its_tests_in_the_charge(gdb_pack):
    assert phase_roll_kind(gdb_pack, "charge", "target_test") == "charge_test"
    # The formation tests follow the target's test (its digest, the charge sequence).
    assert not out_of_step(gdb_pack, "formation_test", "charge", "target_test")
    assert out_of_step(gdb_pack, "formation_test", "firing", None)


def test_a_pack_that_names_no_steps_borrows_them_from_the_shipped_pack_of_its_id(ba_pack):
    text = re.sub(r"^steps = \[.*?\]\n", "", ba_pack.to_toml(), flags=re.MULTILINE | re.DOTALL)
    old = parse_pack_text(text, source="a game's copy from before steps")
    assert not any(kind.steps for kind in old.rolls.values())
    kinds = placed_kinds(old)
    assert {key: kind.steps for key, kind in kinds.items()} == {
        key: kind.steps for key, kind in ba_pack.rolls.items()
    }
    assert phase_roll_kind(old, "fire", None) == "fire"
    assert phase_roll_kind(old, "melee", "melee") == "melee"
    assert out_of_step(old, "melee", "fire", None)
    # Borrowed for reading only: the game's pack is not changed.
    assert not any(kind.steps for kind in old.rolls.values())
    assert old.content_hash == parse_pack_text(text, source="again").content_hash


def test_a_pack_of_no_shipped_id_without_steps_borrows_nothing(ba_pack):
    text = re.sub(r"^steps = \[.*?\]\n", "", ba_pack.to_toml(), flags=re.MULTILINE | re.DOTALL)
    text = text.replace('id = "belle_alliance"', 'id = "club_house_rules"', 1)
    house = parse_pack_text(text, source="a club's pack")
    assert placed_kinds(house) == house.rolls
    assert phase_roll_kind(house, "fire", None) == next(iter(house.rolls))
    assert not out_of_step(house, "melee", "fire", None)


def test_a_new_bounds_row_lists_the_flags_that_ended_with_the_bound_before(demo):
    game = demo()
    with game.transaction():
        game.add_flag("hus-2s", "fast_march", set_bound=1, expires_after=1)
        game.add_flag("i-15", "charged", set_bound=1, expires_after=2)
        game.add_flag("i-2g", "defended", set_bound=1)  # until removed: never expires
    draft = bound_started_draft(game, PhasePosition(2, "ordering", "issuing_orders"))
    assert draft.kind == BOUND_STARTED_KIND
    assert (draft.bound, draft.phase, draft.sub_phase) == (2, "ordering", "issuing_orders")
    assert [(e.unit, e.what, e.from_, e.to) for e in draft.effects] == [
        ("hus-2s", "flag", {"key": "fast_march", "expires_after": 1}, None)
    ]
    assert draft.note == bound_started_note(2, 1)
    later = bound_started_draft(game, PhasePosition(3, "ordering", "issuing_orders"))
    assert [e.unit for e in later.effects] == ["hus-2s", "i-15"]


def test_every_kind_of_the_shipped_packs_is_placed_or_made_at_any_time():
    for pack_id in ("belle_alliance", "general_de_brigade"):
        pack = load_pack(pack_id)
        steps = {f"{p.key}/{s.key}" if s else p.key for p in pack.phases for s in p.sub or [None]}
        for key, kind in pack.rolls.items():
            assert set(kind.steps) <= steps, (pack_id, key)


def _start_bound_2(game, pack):
    """End of bound 1, then bound 2 begun as `actions.phase.advance` does it."""
    new = PhasePosition(2, "ordering", "issuing_orders")
    with game.transaction():
        started = game.append_roll(bound_started_draft(game, new))
        game.expire_flags(2)
        game.set_phase(2, "ordering", "issuing_orders")
    return started


def test_back_from_a_new_bound_with_nothing_logged_goes_to_the_end_of_the_last(demo, ba_pack):
    game = demo()
    first = PhasePosition(1, "ordering", "issuing_orders")
    assert back_across_bound(ba_pack, game, first) is None  # the first step of the game
    started = _start_bound_2(game, ba_pack)
    back = back_across_bound(ba_pack, game, PhasePosition(2, "ordering", "issuing_orders"))
    assert back is not None
    assert back.started.sequence == started.sequence
    assert back.to == PhasePosition(1, "end_of_bound", None)
    assert back.logged is None
    # Not from a later step of the bound: there Back is the sub-phase before.
    assert back_across_bound(ba_pack, game, PhasePosition(2, "ordering", "ordering_rolls")) is None


def test_a_roll_of_the_new_bound_holds_it(demo, ba_pack):
    from ba_console.store.records import Outcome, RollDraft, RollSide

    game = demo()
    _start_bound_2(game, ba_pack)
    with game.transaction():
        roll = game.append_roll(
            RollDraft(
                kind="catch",
                sides=(RollSide(role="owner", unit="i-15", dice_source="typed", faces=(3, 4, 5)),),
                outcome_typed=True,
                outcome=Outcome(key="escapes", label="escapes"),
            )
        )
    back = back_across_bound(ba_pack, game, PhasePosition(2, "ordering", "issuing_orders"))
    assert back is not None and back.logged is not None
    assert back.logged.sequence == roll.sequence
    # Voided, it is still logged in the bound: the bound stands.
    game.void_roll(roll.sequence, "wrong unit")
    back = back_across_bound(ba_pack, game, PhasePosition(2, "ordering", "issuing_orders"))
    assert back.logged.sequence == roll.sequence


def test_a_bound_begun_again_after_going_back_is_the_one_back_voids(demo, ba_pack):
    game = demo()
    first = _start_bound_2(game, ba_pack)
    with game.transaction():
        game.set_phase(1, "end_of_bound", None)
        game.void_roll(first.sequence, "started by mistake")
    again = _start_bound_2(game, ba_pack)
    back = back_across_bound(ba_pack, game, PhasePosition(2, "ordering", "issuing_orders"))
    assert back.started.sequence == again.sequence
    assert back.logged is None


INFANTRY = Roller(arm="infantry")
BATTERY = Roller(arm="artillery")
STAFF = Roller(staff=True)


def test_f9_offers_no_catch_roll_to_an_infantry_unit_in_the_ordering_step(ba_pack):
    # 1a names no roll: the rolls made at any time that a unit makes, never a catch roll.
    offered = offered_kinds(ba_pack, "ordering", "issuing_orders", INFANTRY)
    assert "catch" not in offered
    assert offered == ["reorganisation", "field_work", "roll_off"]
    # In 1b the ordering roll comes first, and a staff figure is offered its catch roll.
    assert offered_kinds(ba_pack, "ordering", "ordering_rolls", INFANTRY)[0] == "ordering"
    assert offered_kinds(ba_pack, "ordering", "issuing_orders", STAFF) == ["catch"]


def test_an_infantry_unit_cannot_fire_as_a_battery_nor_a_battery_by_hand_weapons(ba_pack):
    infantry = offered_kinds(ba_pack, "fire", None, INFANTRY)
    battery = offered_kinds(ba_pack, "fire", None, BATTERY)
    assert infantry[0] == "fire" and "artillery_fire" not in infantry
    assert battery[0] == "artillery_fire" and "fire" not in battery
    assert not fits(ba_pack, "artillery_fire", Roller(arm="cavalry"))
    # A staff roll the step calls for is offered on a unit (the dialog picks the figure);
    # a staff figure is offered the staff's rolls only.
    assert "engaging_commander" in infantry and "catch" not in infantry
    assert offered_kinds(ba_pack, "reporting", None, INFANTRY)[0] == "replacement"
    assert offered_kinds(ba_pack, "fire", None, STAFF) == ["engaging_commander", "catch"]


def test_with_nobody_chosen_f9_offers_every_kind_of_the_step(ba_pack):
    assert offered_kinds(ba_pack, "fire", None, None)[:4] == [
        "fire",
        "artillery_fire",
        "spread_of_rout",
        "engaging_commander",
    ]
    assert "catch" in offered_kinds(ba_pack, "ordering", "issuing_orders", None)


def test_rules_with_no_places_offer_every_kind_to_anyone(gdb_pack):
    offered = offered_kinds(gdb_pack, "charge", "target_test", INFANTRY)
    # The charge is walked charge by charge: the phase's tests belong to each of its steps
    # (`out_of_step` cautions against none of them), this step's own first.
    assert offered == ["charge_test", "formation_test", "formation_change_test", "roll_off"]


def test_a_battery_makes_the_rolls_of_any_unit_besides_its_own_fire(ba_pack):
    """Only fire splits by arm (3.4.0): a battery's ordering roll and melee are offered."""
    assert fits(ba_pack, "melee", BATTERY) and fits(ba_pack, "ordering", BATTERY)
    assert offered_kinds(ba_pack, "ordering", "ordering_rolls", BATTERY)[0] == "ordering"


def test_a_general_de_brigade_test_is_in_step_anywhere_in_the_charge_phase():
    """Each charge is at a step of its own (the Charges dialog), whatever sub-phase the
    tracker shows: a charge test rolled there is no "not usually rolled in this step"."""
    gdb = load_pack("general_de_brigade")
    for sub_phase in ("declare", "half_move", "charger_test", "contact"):
        for kind in ("charge_test", "formation_test", "formation_change_test"):
            assert not out_of_step(gdb, kind, "charge", sub_phase), (kind, sub_phase)
    assert out_of_step(gdb, "charge_test", "movement", None)
    assert out_of_step(gdb, "formation_test", "melee", None)
    from ba_console.rules.places import places_for
    from ba_console.rules.registry import rules_for

    assert (
        places_for("general_de_brigade").piecewise == rules_for("general_de_brigade").charge_phase
    )
