"""General de Brigade: the massed-column formation test, who takes it, the charge
sequence and evasion, against the seed text's chapter VII (digest part A)."""

from fractions import Fraction

import pytest

from ba_console.play.situation import parse_situation, resolve_situation
from ba_console.rules import general_de_brigade as gdb


def faces_summing_to(total: int) -> tuple[int, int]:
    first = min(6, total - 1)
    return first, total - first


@pytest.mark.parametrize(
    ("klass", "needed"), [("guard_elite", 7), ("veteran_line", 8), ("second_rate_recruits", 9)]
)
def test_formation_test_needs_7_8_9_by_class(gdb_pack, klass, needed):
    assert gdb.threshold_of(gdb_pack, klass) == needed
    high = faces_summing_to(needed)
    low = faces_summing_to(needed - 1)
    passed = gdb.formation_test(gdb_pack, klass, faces=high)
    failed = gdb.formation_test(gdb_pack, klass, faces=low)
    assert passed.results[0].outcome_key == "keeps_formation"
    assert failed.results[0].outcome_key == "unformed"


def test_gifted_commander_adds_one_and_says_why(gdb_pack):
    plain = gdb.formation_test(gdb_pack, "veteran_line", faces=(4, 3))
    gifted = gdb.formation_test(gdb_pack, "veteran_line", faces=(4, 3), gifted_commander=True)
    assert plain.results[0].outcome_key == "unformed"
    assert gifted.results[0].outcome_key == "keeps_formation"
    (factor,) = gifted.roles[0].counted
    assert (factor.key, factor.value, factor.auto) == ("gifted_commander", 1, True)
    assert "gifted" in factor.reason


def test_formation_test_odds_are_exact_on_2d6(gdb_pack):
    plain = gdb.formation_test(gdb_pack, "veteran_line", faces=(1, 1))
    gifted = gdb.formation_test(gdb_pack, "veteran_line", faces=(1, 1), gifted_commander=True)
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
        ("open_order_infantry", {"year": 1809}, False),
        ("open_order_infantry", {}, None),
    ],
)
def test_only_the_listed_troops_may_evade(gdb_pack, troop, kwargs, allowed):
    assert gdb.may_evade(gdb_pack, troop, **kwargs).allowed is allowed
