"""General de Brigade: the massed-column formation test, who takes it, the charge
sequence and evasion, against the seed text's chapter VII (digest part A)."""

import dataclasses
from fractions import Fraction

import pytest

from ba_console.core.orders import OrderParts
from ba_console.packs import pack_from_data
from ba_console.play.situation import parse_situation, resolve_situation
from ba_console.rules import general_de_brigade as gdb
from ba_console.rules.common import Effect, MovementDone, UnitState
from ba_console.rules.general_de_brigade import evasion
from ba_console.rules.general_de_brigade.charges import (
    ASK,
    REFUSED,
    ChargeUnit,
    interception_checks,
    reaction_checks,
)


def formation_test(pack, klass: str, *, faces, gifted_commander: bool = False, unit=None):
    """The massed-column formation test of a column of `klass`, as `ba-console resolve`
    and the window read it: its resolution."""
    role = {"role": "column", "class": klass, "dice": list(faces)}
    role["context"] = {"gifted_commander": gifted_commander}
    if unit is not None:
        role["unit"] = unit
    situation = parse_situation({"pack": pack.id, "roll": "formation_test", "rolls": [role]})
    return resolve_situation(situation, pack).resolution


def test_a_situation_states_the_commanders_rating_in_gdb_words(gdb_pack):
    """`ba-console resolve` states a GdB commander's rating as the roster keeps it
    (gifted, inept): gifted adds the +1 of VII's massed columns, inept nothing."""

    def test(rating: str):
        role = {"role": "column", "class": "veteran_line", "dice": [4, 3]}
        role["context"] = {"commander_rating": rating}
        situation = parse_situation(
            {"pack": gdb_pack.id, "roll": "formation_test", "rolls": [role]}
        )
        return resolve_situation(situation, gdb_pack).resolution

    gifted, inept = test("gifted"), test("inept")
    assert gifted.results[0].outcome_key == "keeps_formation"
    assert [f.key for f in gifted.roles[0].counted] == ["gifted_commander"]
    assert inept.results[0].outcome_key == "unformed" and not inept.roles[0].counted


def faces_summing_to(total: int) -> tuple[int, int]:
    first = min(6, total - 1)
    return first, total - first


@pytest.mark.parametrize(
    ("klass", "needed"), [("guard_elite", 7), ("veteran_line", 8), ("second_rate_recruits", 9)]
)
def test_formation_test_needs_7_8_9_by_class(gdb_pack, klass, needed):
    assert gdb_pack.table("formation_test").thresholds[klass] == needed
    high = faces_summing_to(needed)
    low = faces_summing_to(needed - 1)
    passed = formation_test(gdb_pack, klass, faces=high)
    failed = formation_test(gdb_pack, klass, faces=low)
    assert passed.results[0].outcome_key == "keeps_formation"
    assert failed.results[0].outcome_key == "unformed"


def test_gifted_commander_adds_one_and_says_why(gdb_pack):
    plain = formation_test(gdb_pack, "veteran_line", faces=(4, 3))
    gifted = formation_test(gdb_pack, "veteran_line", faces=(4, 3), gifted_commander=True)
    assert plain.results[0].outcome_key == "unformed"
    assert gifted.results[0].outcome_key == "keeps_formation"
    (factor,) = gifted.roles[0].counted
    assert (factor.key, factor.value, factor.auto) == ("gifted_commander", 1, True)
    assert "gifted" in factor.reason


def test_formation_test_odds_are_exact_on_2d6(gdb_pack):
    plain = formation_test(gdb_pack, "veteran_line", faces=(1, 1))
    gifted = formation_test(gdb_pack, "veteran_line", faces=(1, 1), gifted_commander=True)
    assert plain.results[0].odds["keeps_formation"] == Fraction(15, 36)
    assert gifted.results[0].odds["keeps_formation"] == Fraction(21, 36)


def test_failed_formation_test_leaves_the_column_unformed(gdb_pack):
    situation = parse_situation(
        {
            "pack": "general_de_brigade",
            "roll": "formation_test",
            "rolls": [{"role": "column", "unit": "b3", "class": "guard_elite", "dice": [3, 2]}],
            "units": {"b3": {"disorder": "formed"}},
        }
    )
    report = resolve_situation(situation, gdb_pack)
    assert [(e.unit, e.what, e.from_, e.to) for e in report.effects] == [
        ("b3", "disorder", "formed", "unformed")
    ]
    assert "no melee" in report.effects[0].note


def test_columns_near_a_wavering_column_must_test_as_in_the_worked_example():
    # The seed's example: the 2nd (centre) wavers; the 1st and 3rd are within 8 cm.
    columns = [
        gdb.ColumnFacts("1st", charge_result="pass", within_8cm_of=frozenset({"2nd"})),
        gdb.ColumnFacts("2nd", charge_result="waver"),
        gdb.ColumnFacts("3rd", charge_result="pass", within_8cm_of=frozenset({"2nd"})),
    ]
    assert gdb.formation_test_candidates(columns) == ["1st", "3rd"]


def test_far_unformed_or_non_column_battalions_do_not_test():
    columns = [
        gdb.ColumnFacts("a", charge_result="rout", within_8cm_of=frozenset({"b", "c", "d"})),
        gdb.ColumnFacts("b", formed=False),
        gdb.ColumnFacts("c", in_column=False),
        gdb.ColumnFacts("d"),
        gdb.ColumnFacts("e"),  # not within 8 cm of the routing column
    ]
    assert gdb.formation_test_candidates(columns) == ["d"]


def test_charge_sequence_comes_from_the_pack_in_order(gdb_pack):
    keys = [step.key for step in gdb.charge_sequence(gdb_pack)]
    assert keys.index("half_move") < keys.index("defensive_fire") < keys.index("charger_test")
    assert keys.index("charger_test") < keys.index("target_test") < keys.index("contact")
    assert gdb.next_charge_step(gdb_pack, None) == keys[0]
    assert gdb.next_charge_step(gdb_pack, "charger_test") == "target_test"
    assert gdb.next_charge_step(gdb_pack, keys[-1]) is None


@pytest.mark.parametrize(
    ("troop", "kwargs", "allowed"),
    [
        ("cossacks", {}, True),
        ("skirmishers", {}, True),
        ("horse_artillery", {}, True),
        ("line_infantry", {}, False),
        ("heavy_cavalry", {}, False),
        ("foot_artillery_crews", {}, False),
        ("foot_artillery_crews", {"touches_formed_infantry_or_cover": True}, True),
        ("open_order_infantry", {"year": 1796}, True),
        ("open_order_infantry", {"year": 1792}, True),  # the years named are both in
        ("open_order_infantry", {"year": 1800}, True),
        ("open_order_infantry", {"year": 1791}, False),
        ("open_order_infantry", {"year": 1809}, False),
        ("open_order_infantry", {}, None),
    ],
)
def test_only_the_listed_troops_may_evade(gdb_pack, troop, kwargs, allowed):
    assert gdb.may_evade(gdb_pack, troop, **kwargs).allowed is allowed


def test_an_evaders_entry_left_unset_in_a_pack_leaves_it_to_the_umpire(gdb_pack):
    data = gdb_pack.model_dump(mode="json", exclude_none=True)
    data["tables"]["evaders"]["entries"]["cossacks"] = "?"
    club = pack_from_data(data)
    assert club.tables["evaders"].entries["cossacks"] == "?"
    assert gdb.may_evade(club, "cossacks").allowed is None


@pytest.mark.parametrize(
    ("arm", "type_", "troop"),
    [
        ("artillery", "horse", "horse_artillery"),
        ("artillery", "foot", "foot_artillery_crews"),
        ("cavalry", "light", None),  # Cossacks or not: the umpire says
        ("infantry", "light", None),
    ],
)
def test_a_battery_evades_as_its_roster_type_says_anything_else_as_the_umpire_does(
    arm, type_, troop
):
    assert evasion.roster_troop(arm, type_) == troop


@pytest.mark.parametrize(
    ("troop", "arm", "type_", "fits"),
    [
        ("cossacks", "cavalry", "light", True),
        ("cossacks", "infantry", "line", False),
        ("horse_artillery", "artillery", "horse", True),
        ("horse_artillery", "artillery", "foot", False),
        ("skirmishers", "infantry", "light", True),
        ("militia", "infantry", "line", True),  # a kind the pack adds is not checked
    ],
)
def test_the_roster_must_allow_the_evader_stated(troop, arm, type_, fits):
    assert evasion.fits_roster(troop, arm, type_) is fits


@pytest.mark.parametrize(
    ("troop", "with_guns", "abandons", "unformed", "disorders"),
    [
        ("foot_artillery_crews", False, True, True, False),  # A.4 3c, 6, 8, 7a
        ("horse_artillery", True, False, True, True),  # limbered, with its guns: 7b
        ("horse_artillery", False, True, True, False),  # the crew alone: 3b, 7a
        ("cossacks", False, False, False, True),  # 8, 7b
        ("skirmishers", False, False, False, False),  # 8, 7a
        ("open_order_infantry", False, False, None, None),  # the text is silent: asked
    ],
)
def test_what_evading_does_to_the_evaders_and_the_friends_they_pass(
    troop, with_guns, abandons, unformed, disorders
):
    assert evasion.abandons_guns(troop, with_guns) is abandons
    assert evasion.unformed_after_evading(troop) is unformed
    assert evasion.disorders_friends(troop, with_guns) is disorders


@pytest.mark.parametrize(
    ("troop", "charger_arm", "may"),
    [
        ("skirmishers", "infantry", True),
        ("skirmishers", "cavalry", False),
        ("cossacks", "infantry", False),
    ],
)
def test_only_skirmishers_charged_by_infantry_may_fire_and_then_evade(troop, charger_arm, may):
    assert evasion.may_fire_and_evade(troop, charger_arm) is may


# --- the rules interface: what General de Brigade leaves to the umpire ---------------------


def test_general_de_brigade_forbids_no_roll_order_or_movement_and_adds_no_penalty():
    rules = gdb.GENERAL_DE_BRIGADE
    broken = UnitState("b", disorder="FD", formation="column", figures=12, figures_start=24)
    attack = OrderParts.from_data({"attack": {"target": "x", "at_the_charge": True}})
    assert rules.restrictions("charge_test", "unit", broken, 3, at_the_charge=True) == []
    assert rules.order_restrictions(broken, attack, 3) == []
    assert rules.movement_restrictions(broken, MovementDone(charged=True), 3) == []
    assert rules.may_attack(broken, 3) is True
    assert rules.may_charge(broken, 3) is True
    assert rules.can_take_orders(broken) is True
    assert rules.side_penalty([], "france", 3) is None
    assert rules.defender_column(broken, "x", [], 3) is None
    assert rules.defender_column_note("b", None, True) == ""  # the log's note: nothing to add
    assert rules.counted_units("charge_test", "unit", broken) is None
    assert rules.cancelled_melee_effects("a", "b", {}, 3) == []


def test_general_de_brigade_compares_the_figures_the_roster_counts():
    battery = UnitState("bty", arm="artillery", figures=4, gunners_start=8, gunners=6)
    assert gdb.GENERAL_DE_BRIGADE.compared_figures(battery) == 6
    assert gdb.GENERAL_DE_BRIGADE.compared_figures(UnitState("i", figures=20)) == 20


def test_a_movement_in_general_de_brigade_changes_only_the_formation():
    rules = gdb.GENERAL_DE_BRIGADE
    column = UnitState("i", formation="attack_column")
    order = OrderParts.from_data({"formation": "line", "march": {"rate": "fast"}})
    assert rules.implied_movement(order) == MovementDone(formation="line")
    assert rules.movement_effects(column, MovementDone(formation="line"), 3) == [
        Effect("i", "formation", "attack_column", "line", "")
    ]
    assert rules.movement_effects(column, MovementDone(formation="attack_column"), 3) == []
    assert rules.movement_effects(column, MovementDone(fast_march=True), 3) == []


def test_an_outcomes_note_is_the_rolling_units(gdb_pack):
    data = gdb_pack.model_dump(mode="json", exclude_none=True)
    test = data["tables"]["formation_test"]
    test["pass_outcome"]["effects"] = [{"what": "note", "value": "keeps its pace"}]
    club = pack_from_data(data)
    resolution = formation_test(club, "guard_elite", faces=(6, 6))
    resolution = resolution._replace(roles=tuple(r._replace(unit="i-1") for r in resolution.roles))
    effects, _ = gdb.effects_of(club, resolution, {})
    assert [(e.unit, e.what, e.to) for e in effects] == [("i-1", "note", "keeps its pace")]


def test_each_charge_step_leads_to_the_next_in_the_packs_order(gdb_pack):
    keys = [step.key for step in gdb.charge_sequence(gdb_pack)]
    walked = [gdb.next_charge_step(gdb_pack, None)]
    while (following := gdb.next_charge_step(gdb_pack, walked[-1])) is not None:
        walked.append(following)
    assert walked == keys


HUSSARS = ChargeUnit("hus", "prussia", "cavalry", "light", commander="ir15")
LANCERS = ChargeUnit("lan", "france", "cavalry", "lancers", commander="chartrand")


def codes(checks) -> list[str]:
    return [c.code for c in checks]


def test_an_unformed_interceptor_is_pointed_out_a_formed_one_is_not():
    def intercepting(interceptor):
        return interception_checks(interceptor, LANCERS, by="ir15", by_side="prussia", c_in_c=None)

    assert "interceptor_unformed" not in codes(intercepting(HUSSARS))
    unformed = dataclasses.replace(HUSSARS, formed=False)
    assert "interceptor_unformed" in codes(intercepting(unformed))


def test_a_unit_that_is_no_evader_may_not_evade_and_nothing_else_is_asked(gdb_pack):
    line = ChargeUnit("i-2g", "france", "infantry", "line")
    found = reaction_checks(gdb_pack, "evade", line, HUSSARS, troop=None)
    assert [(c.code, c.level) for c in found] == [("not_an_evader", REFUSED)]
    assert found[0].text == (
        "i-2g may not evade: only Cossacks, skirmishers, horse artillery, foot-artillery "
        "crews beside formed infantry or cover, and open-order infantry of 1792–1800 evade"
    )


def test_open_order_infantry_in_a_game_of_no_known_year_asks_the_umpire_the_packs_years(
    gdb_pack,
):
    voltigeurs = ChargeUnit("vol", "france", "infantry", "light")
    found = reaction_checks(
        gdb_pack, "evade", voltigeurs, HUSSARS, troop=evasion.OPEN_ORDER_INFANTRY
    )
    assert [(c.code, c.level, c.text) for c in found] == [
        (
            "evasion_condition",
            ASK,
            "vol may evade as open-order infantry here (the pack says: 1792-1800 only)",
        )
    ]
    in_1796 = reaction_checks(
        gdb_pack, "evade", voltigeurs, HUSSARS, troop=evasion.OPEN_ORDER_INFANTRY, year=1796
    )
    assert in_1796 == []


@pytest.mark.parametrize(
    ("units", "effect"),
    [
        ({}, [("i-1", "formed", "unformed")]),  # not in the roster given: formed before
        ({"i-1": UnitState("i-1", disorder="formed")}, [("i-1", "formed", "unformed")]),
        ({"i-1": UnitState("i-1", disorder="unformed")}, []),  # unformed already
    ],
)
def test_a_failed_formation_test_unforms_the_column_once(gdb_pack, units, effect):
    resolution = formation_test(gdb_pack, "veteran_line", faces=(2, 3), unit="i-1")
    found, _ = gdb.effects_of(gdb_pack, resolution, units)
    assert [(e.unit, e.from_, e.to) for e in found if e.what == "disorder"] == effect
