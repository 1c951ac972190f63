"""The effects a Belle Alliance roll returns, as the umpire confirms them: on which unit,
what changes from what to what, until which bound, and what is removed.

The rolls are read on the complete TEST FIXTURE (made-up values in the cells the book's
tables leave unset): Table 11 gives the melee's loser LD (difference 1 to 3), MD (4 to 6) or
FD (7 and more), a tie nothing; Table 12 gives a fire's target no loss (total up to 8), one
figure and LD (9 to 13) or two figures and MD (14 and more).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from ba_console.core.resolve import RoleInput, resolve_roll
from ba_console.packs import pack_from_data
from ba_console.rules import belle_alliance as ba
from ba_console.rules.common import UnitState

BOUND = 3


def line(key: str, **kw) -> UnitState:
    """A battalion of 30 figures, valour 2, in order."""
    state = dict(key=key, side="france", figures_start=30, figures=30, valour=2)
    state.update(kw)
    return UnitState(**state)


UNITS = {
    "a": line("a", side="prussia"),
    "a2": line("a2", side="prussia"),
    "d": line("d"),
    "n": line("n"),  # the defender's neighbour
}


def melee(pack, *faces: tuple[int, ...], typed=None):
    """The first faces the defender's, then one attacker each ("attacker", "attacker2")."""
    defender, *attackers = faces
    inputs = [RoleInput("defender", unit="d", faces=defender)]
    for index, rolled in enumerate(attackers):
        role = "attacker" if index == 0 else f"attacker{index + 1}"
        inputs.append(RoleInput(role, unit=("a", "a2")[index], faces=rolled))
    return resolve_roll(pack.roll("melee"), pack.tables, pack.dice_spec, inputs, None, typed)


def fire(pack, faces: tuple[int, ...], kind: str = "fire", typed=None):
    inputs = [RoleInput("firer", unit="a", faces=faces)]
    return resolve_roll(pack.roll(kind), pack.tables, pack.dice_spec, inputs, None, typed)


def said(effects) -> list[tuple]:
    return [(e.unit, e.what, e.from_, e.to, e.until_bound) for e in effects]


def changes(effects, what: str) -> list[tuple]:
    return [(e.unit, e.from_, e.to) for e in effects if e.what == what]


# --- the melee's loser (4.1.3) ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attacker", "defender", "loser", "disorder"),
    [
        ((4, 4, 3), (3, 3, 4), "d", "LD"),  # 11 against 10: the defender loses by 1
        ((3, 3, 4), (4, 4, 3), "a", "LD"),  # 10 against 11: the attacker loses by 1
        ((6, 5, 5), (3, 3, 4), "d", "MD"),  # by 6
        ((1, 1, 1), (6, 6, 6), "a", "FD"),  # by 15
    ],
)
def test_the_lower_total_loses_and_takes_the_moral_result(
    fixture_pack, attacker, defender, loser, disorder
):
    effects, _ = ba.effects_of(fixture_pack, melee(fixture_pack, defender, attacker), UNITS, BOUND)
    assert changes(effects, "disorder") == [(loser, "ordered", disorder)]


def test_a_tie_has_no_loser(fixture_pack):
    """A tie's outcome, were it to cost something, falls on nobody: the umpire is told."""
    pack = with_outcome(fixture_pack, "t11", "tie", [{"what": "disorder", "value": "LD"}])
    effects, warnings = ba.effects_of(pack, melee(pack, (3, 3, 4), (4, 3, 3)), UNITS, BOUND)
    assert changes(effects, "disorder") == []
    assert [w.code for w in warnings] == ["no_affected_unit"]


def test_a_common_target_takes_only_the_worst_moral_result(fixture_pack):
    """Two attackers beat one defender, by 6 (MD) and by 2 (LD): it goes into MD (4.1.5)."""
    resolution = melee(fixture_pack, (3, 3, 4), (6, 5, 5), (4, 4, 4))
    effects, _ = ba.effects_of(fixture_pack, resolution, UNITS, BOUND)
    assert changes(effects, "disorder") == [("d", "ordered", "MD")]


def test_a_neighbour_shares_the_moral_result_of_the_unit_beside_it(fixture_pack):
    resolution = melee(fixture_pack, (3, 3, 4), (6, 5, 5))
    effects, _ = ba.effects_of(
        fixture_pack, resolution, UNITS, BOUND, neighbours={"defender": ["n"]}
    )
    assert changes(effects, "disorder") == [("d", "ordered", "MD"), ("n", "ordered", "MD")]


def test_a_melee_flags_both_sides_until_the_next_bound_and_who_was_brought_into_fd(
    fixture_pack,
):
    effects, _ = ba.effects_of(fixture_pack, melee(fixture_pack, (6, 6, 6), (1, 1, 1)), UNITS, 3)
    flags = [(e.unit, e.to, e.until_bound) for e in effects if e.what == "flag"]
    assert flags == [
        ("d", "defended", 4),
        ("a", "attacked", 4),
        ("d", "opponent_into_fd", 4),
    ]


# --- a fire's target (3.1.5) ---------------------------------------------------------------------


def test_a_fire_costs_its_target_figures_and_order_and_flags_firer_and_target(fixture_pack):
    """Total 14: two figures and MD on the target; the firer has fired this bound, the
    target has been fired at this bound (3.1.6, 1.1.4)."""
    effects, warnings = ba.effects_of(
        fixture_pack, fire(fixture_pack, (5, 5, 4)), UNITS, BOUND, targets={"firer": "d"}
    )
    assert said(effects) == [
        ("d", "disorder", "ordered", "MD", None),
        ("d", "figures", 30, 28, None),
        ("a", "flag", None, "fired", 3),
        ("d", "flag", None, "fired_at", 3),
    ]
    assert warnings == []


def test_no_loss_costs_no_figure(fixture_pack):
    effects, _ = ba.effects_of(
        fixture_pack, fire(fixture_pack, (2, 2, 2)), UNITS, BOUND, targets={"firer": "d"}
    )
    assert changes(effects, "figures") == []


def test_fire_in_the_continued_fire_phase_flags_continued_fire_for_this_bound(fixture_pack):
    effects, _ = ba.effects_of(
        fixture_pack,
        fire(fixture_pack, (2, 2, 2)),
        UNITS,
        BOUND,
        targets={"firer": "d"},
        phase="continued_fire",
    )
    flags = [(e.unit, e.to, e.until_bound) for e in effects if e.what == "flag"]
    assert flags == [("a", "fired", 3), ("a", "continued_fire", 3), ("d", "fired_at", 3)]


def test_losses_of_one_phase_are_summed_before_rounding_down(fixture_pack):
    """Half a figure lost earlier this phase and one and a half now: two whole figures;
    this roll's own part is kept for the next roll of the phase to add to."""
    effects, _ = ba.effects_of(
        fixture_pack,
        fire(fixture_pack, (2, 2, 2)),
        UNITS,
        BOUND,
        targets={"firer": "d"},
        figures_lost={"d": [Fraction(3, 2)]},
        earlier_losses={"d": Fraction(1, 2)},
    )
    assert changes(effects, "figures") == [("d", 30, 28)]
    assert changes(effects, "loss_part") == [("d", None, "3/2")]


def test_a_unit_left_with_fewer_than_3_figures_is_removed(fixture_pack):
    target = {"d": line("d", figures_start=10, figures=4, valour=0)}
    effects, _ = ba.effects_of(
        fixture_pack, fire(fixture_pack, (5, 5, 4)), target, BOUND, targets={"firer": "d"}
    )
    removed = [(e.unit, e.from_, e.to, e.rule) for e in effects if e.what == "removed"]
    assert changes(effects, "figures") == [("d", 4, 2)]
    assert removed == [("d", False, True, "5.5.2")]


# --- what the umpire typed ----------------------------------------------------------------------


def test_disorder_typed_for_a_unit_not_in_the_roster_is_kept_as_typed(fixture_pack):
    effects, _ = ba.effects_of(
        fixture_pack,
        fire(fixture_pack, (2, 2, 2)),
        UNITS,
        BOUND,
        targets={"firer": "d"},
        disorder={"ghost": "LD"},
    )
    assert changes(effects, "disorder") == [("ghost", None, "LD")]


def test_a_moral_result_on_a_unit_not_in_the_roster_is_kept_as_the_table_gives_it(
    fixture_pack,
):
    effects, _ = ba.effects_of(
        fixture_pack, fire(fixture_pack, (5, 5, 4)), UNITS, BOUND, targets={"firer": "ghost"}
    )
    assert changes(effects, "disorder") == [("ghost", None, "MD")]
    assert [e.unit for e in effects if e.what == "flag"] == ["a"]  # no flag on a stranger


def test_an_outcome_from_the_book_with_typed_disorder_asks_for_nothing_more(ba_pack):
    """Table 11 is unset in the shipped pack: the umpire types the outcome and its effects;
    typing the disorder alone is typing its effects (no reminder to type them)."""
    resolution = melee(ba_pack, (3, 3, 4), (4, 4, 3), typed={0: "defender retreats"})
    effects, warnings = ba.effects_of(ba_pack, resolution, UNITS, BOUND, disorder={"d": "MD"})
    assert changes(effects, "disorder") == [("d", "ordered", "MD")]
    assert "typed_outcome_effects" not in [w.code for w in warnings]
    _, untyped = ba.effects_of(ba_pack, resolution, UNITS, BOUND)
    assert "typed_outcome_effects" in [w.code for w in untyped]


# --- outcomes that flag, note or cost valour ---------------------------------------------------


def with_outcome(pack, table: str, key: str, effects: list[dict]):
    """The pack with one outcome's effects replaced (a TEST FIXTURE of a TEST FIXTURE)."""
    data = pack.model_dump(mode="json", exclude_none=True)
    for outcome in data["tables"][table]["outcomes"]:
        if outcome["key"] == key:
            outcome["effects"] = effects
    return pack_from_data(data)


@pytest.mark.parametrize(("duration", "until"), [("this_bound", 3), ("next_bound", 4)])
def test_an_outcomes_flag_falls_on_the_roller_until_its_duration_ends(
    fixture_pack, duration, until
):
    effects = [{"what": "flag", "value": "shaken", "duration": duration}]
    pack = with_outcome(fixture_pack, "t18", "survives", effects)
    resolution = resolve_roll(
        pack.roll("catch"),
        pack.tables,
        pack.dice_spec,
        [RoleInput("owner", unit="a", faces=(1, 1, 1))],
    )
    found, _ = ba.effects_of(pack, resolution, UNITS, 3)
    assert said(found) == [("a", "flag", None, "shaken", until)]


def test_a_melee_outcomes_note_is_the_attackers_and_its_valour_cost_the_losers(fixture_pack):
    effects = [
        {"what": "note", "value": "pursues"},
        {"what": "valour", "value": -1},
    ]
    pack = with_outcome(fixture_pack, "t11", "loser_ld", effects)
    found, _ = ba.effects_of(pack, melee(pack, (3, 3, 4), (4, 4, 3)), UNITS, BOUND)
    assert said(found)[:2] == [("a", "note", None, "pursues", None), ("d", "valour", 2, 1, None)]


def test_a_valour_effect_the_pack_gives_no_value_changes_no_valour(fixture_pack):
    pack = with_outcome(fixture_pack, "t11", "loser_ld", [{"what": "valour"}])
    found, _ = ba.effects_of(pack, melee(pack, (3, 3, 4), (4, 4, 3)), UNITS, BOUND)
    assert changes(found, "valour") == []


def test_a_side_penalty_the_pack_gives_no_value_is_a_penalty_of_0(fixture_pack):
    """Never a made-up -1: the penalty is what the pack says, here nothing."""
    effects = [{"what": "side_penalty", "duration": "this_and_next_bound"}]
    pack = with_outcome(fixture_pack, "t18", "survives", effects)
    resolution = resolve_roll(
        pack.roll("catch"),
        pack.tables,
        pack.dice_spec,
        [RoleInput("owner", unit="a", faces=(1, 1, 1))],
    )
    found, _ = ba.effects_of(pack, resolution, UNITS, BOUND)
    assert said(found) == [("prussia", "side_penalty", 0, 0, BOUND + 1)]


# --- losses typed by the umpire, and what counts them ------------------------------------------


def typed_fire(pack, units, losses, **kw):
    """A fire whose Table 12 cell says no loss, with figures lost typed by the umpire."""
    return ba.effects_of(
        pack, fire(pack, (2, 2, 2)), units, BOUND, targets={"firer": "d"}, figures_lost=losses, **kw
    )


def test_one_rolls_whole_loss_is_not_said_to_be_summed(fixture_pack):
    effects, _ = typed_fire(fixture_pack, UNITS, {"d": [2]})
    (figures,) = [e for e in effects if e.what == "figures"]
    assert (figures.from_, figures.to, figures.note) == (30, 28, "")


def test_two_parts_of_a_figure_make_a_whole_one_summed_before_rounding_down(fixture_pack):
    effects, _ = typed_fire(fixture_pack, UNITS, {"d": [Fraction(1, 2), Fraction(1, 2)]})
    (figures,) = [e for e in effects if e.what == "figures"]
    assert (figures.from_, figures.to, figures.note) == (30, 29, "summed before rounding down")


def test_no_figure_lost_typed_changes_nothing_and_a_negative_loss_is_refused(fixture_pack):
    effects, _ = typed_fire(fixture_pack, UNITS, {"d": [0]})
    assert changes(effects, "figures") == []
    with pytest.raises(ValueError, match="losses cannot be negative"):
        typed_fire(fixture_pack, UNITS, {"d": [-1]})


def test_a_negative_loss_is_refused_even_where_earlier_losses_of_the_phase_cover_it(
    fixture_pack,
):
    """One and a half figures lost earlier this phase do not make a typed -1 a gain."""
    with pytest.raises(ValueError, match="losses cannot be negative"):
        typed_fire(fixture_pack, UNITS, {"d": [-1]}, earlier_losses={"d": Fraction(3, 2)})


def test_figures_lost_by_a_unit_not_in_the_roster_are_kept_as_typed(fixture_pack):
    effects, warnings = typed_fire(fixture_pack, UNITS, {"ghost": [2]})
    assert changes(effects, "figures_lost") == [("ghost", None, 2)]
    assert [w.code for w in warnings] == ["unit_unknown"]


def test_a_battery_loses_gunners_and_one_without_a_gunner_count_loses_figures(fixture_pack):
    battery = line("d", arm="artillery", figures_start=4, figures=4, gunners_start=8, gunners=8)
    effects, _ = typed_fire(fixture_pack, {"d": battery}, {"d": [1]})
    assert changes(effects, "gunners") == [("d", 8, 7)]
    uncounted = line("d", arm="artillery", figures_start=6, figures=6)
    effects, _ = typed_fire(fixture_pack, {"d": uncounted}, {"d": [1]})
    assert changes(effects, "figures") == [("d", 6, 5)]
    assert changes(effects, "gunners") == []


def test_a_double_one_starts_the_supply_count_of_the_roller_and_its_neighbour(fixture_pack):
    resolution = melee(fixture_pack, (1, 1, 4), (6, 6, 6))
    effects, _ = ba.effects_of(
        fixture_pack, resolution, UNITS, BOUND, neighbours={"defender": ["n"]}
    )
    supplies = [(e.unit, e.from_, e.to, e.note) for e in effects if e.what == "supplies"]
    assert supplies == [
        ("d", None, 3, "two dice showing 1"),
        ("n", None, 3, "two dice showing 1; neighbour: same roll (3.1.6, 4.1.6)"),
    ]


def test_a_neighbour_takes_the_moral_result_even_where_its_unit_also_lost_figures(fixture_pack):
    effects, _ = ba.effects_of(
        fixture_pack,
        melee(fixture_pack, (3, 3, 4), (6, 5, 5)),
        UNITS,
        BOUND,
        neighbours={"defender": ["n"]},
        figures_lost={"d": [2]},
    )
    assert changes(effects, "disorder") == [("d", "ordered", "MD"), ("n", "ordered", "MD")]


def test_an_ordering_rolls_outcome_cost_falls_on_the_unit_that_rolled(fixture_pack):
    pack = with_outcome(
        fixture_pack, "t17r", "order_not_followed",
        [{"what": "order_failed"}, {"what": "disorder", "value": "LD"}],
    )  # fmt: skip
    inputs = [RoleInput("owner", unit="a", faces=(1, 1, 1))]
    resolution = resolve_roll(pack.roll("ordering"), pack.tables, pack.dice_spec, inputs)
    assert resolution.results[0].outcome_key == "order_not_followed"
    effects, _ = ba.effects_of(pack, resolution, UNITS, BOUND)
    assert changes(effects, "disorder") == [("a", "ordered", "LD")]
