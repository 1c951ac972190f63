"""Belle Alliance rules that are code, each against the section it cites."""

import dataclasses
from fractions import Fraction

import pytest

from ba_console.core.model import FactorTable, ListTable, RollKind, Text
from ba_console.core.orders import OrderParts
from ba_console.rules import belle_alliance as ba
from ba_console.rules.belle_alliance.fire import fire_count
from ba_console.rules.belle_alliance.morale import worse_disorder
from ba_console.rules.common import (
    AutoDecision,
    MovementDone,
    RollContext,
    UnitState,
    ticks_from_predicates,
)


def unit(**kw) -> UnitState:
    base = dict(key="u", side="france", arm="infantry", figures_start=30, figures=30)
    base.update(kw)
    return UnitState(**base)


# --- 3.1.1 / 4.1.3 units of fire and melee ---------------------------------------------------


def test_23_figures_make_two_units_of_fire_and_a_unit_of_3():
    assert ba.units_of_fire(23, "infantry") == (10, 10, 3)


def test_22_figures_make_two_units_the_2_left_over_do_not_count():
    assert ba.units_of_fire(22, "cavalry") == (10, 10)


def test_a_unit_of_fewer_than_10_figures_fires_as_one_small_unit_down_to_3():
    assert ba.units_of_fire(9, "infantry") == (9,)
    assert ba.units_of_fire(3, "infantry") == (3,)
    assert ba.units_of_fire(2, "infantry") == ()


def test_artillery_units_of_fire_are_2_gunners_one_may_be_a_single_gunner():
    assert ba.units_of_fire(5, "artillery") == (2, 2, 1)
    assert ba.units_of_fire(4, "artillery") == (2, 2)


def test_units_of_melee_count_artillery_as_infantry():
    assert ba.units_of_melee(5) == (5,)
    assert ba.units_of_melee(13) == (10, 3)


def test_melee_counts_a_lines_two_ranks_and_a_column_of_marchs_front_from_the_formation():
    """Digest §d, 4.1.3: "Figures counted for melee losses and prisoners: the two front
    ranks. In a flank attack, the two outermost files. In a rear attack, the two rear
    ranks. Artillery: all figures." (The Danish sentence is not in our material.) A line
    stands in two ranks and a column of march is two figures wide (1.3.1), so these counts
    follow from the formation."""
    line = ba.melee_count(unit(figures=36, formation="line"), "attacker")
    assert (line.figures, line.units, line.rule) == (36, (10, 10, 10, 6), "4.1.3")
    assert "flank" not in line.args  # an attacker fights with its front only
    defender = ba.melee_count(unit(figures=36, formation="line"), "defender")
    assert (defender.figures, defender.args["flank"], defender.args["flank_units"]) == (36, 4, "4")
    march = ba.melee_count(unit(figures=36, formation="column_of_march"), "attacker")
    assert (march.figures, march.units) == (4, (4,))
    assert "flank" not in march.args
    march = ba.melee_count(unit(figures=36, formation="column_of_march"), "defender")
    assert (march.figures, march.args["flank"]) == (4, 36)
    assert "its two rear ranks, as the umpire counts them" in march.text
    battery = ba.melee_count(unit(arm="artillery", gunners_start=8, gunners=8), "defender")
    assert (battery.figures, battery.units) == (8, (8,))


@pytest.mark.parametrize(
    ("formation", "disorder", "words"),
    [
        ("attack_column", "ordered", "twice its frontage in figures, as the umpire counts them"),
        ("square", "ordered", "the umpire counts the two ranks facing the attack"),
        ("battalion_mass", "ordered", "the umpire counts the two ranks facing the attack"),
        ("huddle", "ordered", "the umpire counts the two ranks facing the attack"),
        ("skirmish_line", "ordered", "within 15 cm of the enemy, as the umpire counts them"),
        ("work", "ordered", "the umpire counts its two front ranks"),
        ("rest", "ordered", "the umpire counts its two front ranks"),
        ("line", "FD", "the umpire counts its two front ranks"),
    ],
)
def test_melee_gives_no_figure_the_console_cannot_know(formation, disorder, words):
    """Digest §d, 4.1.3: the two front ranks count (flank: the two outer files; rear: the
    two rear ranks); skirmish lines by 4.3.1. Where the formation does not fix them, the
    umpire counts them: no figure is shown as if the console knew it."""
    counted = ba.melee_count(unit(figures=36, formation=formation, disorder=disorder), "attacker")
    assert (counted.figures, counted.units) == (None, ())
    assert words in counted.text


def test_split_fire_does_not_create_a_second_small_unit():
    # 14 + 15 figures: each part alone would have a small unit (4 and 5); only one counts.
    assert ba.units_of_split_fire([14, 15], "infantry") == ((10,), (10, 5))
    assert ba.units_of_split_fire([20, 15], "infantry") == ((10, 10), (10, 5))


def test_in_a_split_fire_the_larger_remainder_keeps_its_small_unit():
    assert ba.units_of_split_fire([27, 23], "infantry") == ((10, 10, 7), (10, 10))
    assert ba.units_of_split_fire([23, 27], "infantry") == ((10, 10), (10, 10, 7))
    assert ba.units_of_split_fire([24, 24], "infantry") == ((10, 10, 4), (10, 10))  # the first
    # Only one part with a small unit: nothing to take away.
    assert ba.units_of_split_fire([23, 20], "infantry") == ((10, 10, 3), (10, 10))


def test_a_split_fire_of_whole_units_only_keeps_them_all():
    assert ba.units_of_split_fire([20, 10], "infantry") == ((10, 10), (10,))
    assert ba.units_of_split_fire([4, 2], "artillery") == ((2, 2), (2,))


def test_figures_cannot_be_negative():
    with pytest.raises(ValueError, match="figures cannot be negative"):
        ba.units_of_fire(-1, "infantry")


def test_a_line_fires_all_its_figures_and_says_its_units_of_fire():
    assert fire_count(unit(figures=25, formation="line")).args == {"n": 25, "units": "10+10+5"}
    assert fire_count(unit(figures=2, formation="line")).args == {"n": 2, "units": "0"}
    assert fire_count(unit(figures=25, formation="attack_column")) is None


def test_split_fire_has_at_most_two_parts():
    with pytest.raises(ValueError, match="two parts"):
        ba.units_of_split_fire([10, 10, 10], "infantry")


# --- 3.4.3 figures compared; Table 8 figure rows ---------------------------------------------


def test_firing_gunners_count_five_times_the_target_never():
    battery = unit(arm="artillery", gunners_start=6, gunners=6)
    assert ba.compared_figures(battery, firing_artillery=True) == 30
    assert ba.compared_figures(battery) == 6
    assert ba.compared_figures(unit(figures=12), firing_artillery=False) == 12


@pytest.mark.parametrize(
    ("own", "other", "expected"),
    [
        (15, 10, "figures_50_per_cent_more"),
        (14, 10, None),
        (20, 10, "figures_100_per_cent_more"),
        (29, 10, "figures_100_per_cent_more"),
        (30, 10, "figures_200_per_cent_more"),
        (100, 10, "figures_200_per_cent_more"),
        (10, 15, None),
        (10, 0, None),
        (3, 1, "figures_200_per_cent_more"),  # one figure left against it still counts
        (0, 10, None),
    ],
)
def test_figure_ratio_gives_the_highest_tier_reached(own, other, expected):
    assert ba.figure_ratio_key(own, other) == expected


# --- 3.1.5 / 4.1.5 losses ------------------------------------------------------------------


def test_losses_from_several_fires_are_summed_before_rounding_down():
    # Three fires of half a figure each: rounded one by one they would kill nobody.
    assert ba.total_losses(["1/2", "1/2", "1/2"]) == 1
    assert ba.total_losses([Fraction(3, 2), Fraction(3, 2)]) == 3
    assert ba.total_losses(["1.5", 2]) == 3


def test_negative_losses_are_refused():
    with pytest.raises(ValueError):
        ba.total_losses([-1])


# --- 5.5.2 / Table 15 valour -------------------------------------------------------------


def test_valour_falls_one_per_full_20_percent_of_original_figures(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    fresh = unit(figures_start=30, figures=30, valour=2)
    assert ba.reduce_valour(rules, fresh, 5).valour_to == 2  # 16.7 %: no full step
    change = ba.reduce_valour(rules, fresh, 6)  # exactly 20 %
    assert (change.figures_to, change.valour_to, change.steps) == (24, 1, 1)
    assert ba.reduce_valour(rules, fresh, 12).valour_to == 0  # 40 %: two steps


def test_steps_already_counted_are_not_counted_again(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    worn = unit(figures_start=30, figures=24, valour=1)  # 6 lost earlier: one step taken
    assert ba.reduce_valour(rules, worn, 5).valour_to == 1  # 11 lost: still one step
    assert ba.reduce_valour(rules, worn, 6).valour_to == 0  # 12 lost: the second step


def test_valour_numbers_come_from_the_pack():
    house = ListTable(
        title=Text(en="Reduction of valour", da="Valeurreduktion"),
        entries={"per_20_percent_lost": -2, "lowest_valour": -3},
        source="house rule in a test",
    )
    rules = ba.valour_rules({"t15": house})
    change = ba.reduce_valour(rules, unit(valour=0), 12)
    assert change.valour_to == -3 and change.goes_fd


def test_unset_table_15_is_refused_not_guessed():
    unset = ListTable(
        title=Text(en="Reduction of valour", da="Valeurreduktion"),
        entries={"per_20_percent_lost": "?", "lowest_valour": -5},
        source="test",
    )
    with pytest.raises(ba.RulesDataError, match="per_20_percent_lost"):
        ba.valour_rules({"t15": unset})


def test_valour_below_minus_5_sets_fd_and_minus_5(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    change = ba.reduce_valour(rules, unit(valour=-4, figures_start=30, figures=30), 12)
    assert change.goes_fd
    assert change.valour_to == -5


def test_valour_at_minus_5_without_a_new_step_does_not_go_fd(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    change = ba.reduce_valour(rules, unit(valour=-5), 1)
    assert not change.goes_fd and change.valour_to == -5


def test_non_artillery_unit_under_3_figures_is_removed(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    assert ba.reduce_valour(rules, unit(figures_start=10, figures=4), 2).removed
    assert not ba.reduce_valour(rules, unit(figures_start=10, figures=5), 2).removed
    battery = unit(arm="artillery", gunners_start=4, gunners=3)
    assert not ba.reduce_valour(rules, battery, 2).removed


def test_artillery_valour_steps_count_gunners(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    battery = unit(arm="artillery", figures=0, gunners_start=10, gunners=10, valour=0)
    change = ba.reduce_valour(rules, battery, 2)
    assert (change.figures_to, change.valour_to) == (8, -1)


def test_valour_steps_of_a_unit_with_no_original_count_or_no_loss_are_none():
    assert ba.valour_steps(0, 5) == 0  # nothing to take 20 % of
    assert ba.valour_steps(5, 0) == 0
    assert ba.valour_steps(10, -2) == 0  # more figures than at the start: no step back
    assert ba.valour_steps(1, 1) == 5  # a one-figure unit's only figure: five 20 % steps


def test_a_loss_larger_than_the_unit_leaves_no_figures_and_a_negative_one_is_refused(ba_pack):
    rules = ba.valour_rules(ba_pack.tables)
    change = ba.reduce_valour(rules, unit(figures_start=10, figures=2), 5)
    assert (change.figures_from, change.figures_to, change.removed) == (2, 0, True)
    with pytest.raises(ValueError, match="figures lost cannot be negative"):
        ba.reduce_valour(rules, unit(), -1)


@pytest.mark.parametrize(
    ("current", "new", "after"),
    [
        ("ordered", "LD", "LD"),
        ("MD", "LD", "MD"),  # a moral result never makes a unit's order better
        ("LD", "FD", "FD"),
        ("FD", "ordered", "FD"),
        ("LD", "retreats", "retreats"),  # words from the book, not on the ladder: as given
        ("shaken", "LD", "LD"),
    ],
)
def test_a_moral_result_only_ever_worsens_a_units_order(current, new, after):
    assert worse_disorder(current, new) == after


# --- 5.5.3 supplies ---------------------------------------------------------------------


def test_double_one_on_melee_roll_leaves_three_more_rolls():
    supplies = ba.supplies_after_roll(None, (1, 1, 4))
    assert supplies == 3
    for expected in (2, 1, 0, 0):
        supplies = ba.supplies_after_roll(supplies, (6, 5, 4))
        assert supplies == expected


def test_a_single_one_keeps_supplies_unlimited():
    assert ba.supplies_after_roll(None, (1, 2, 4)) is None
    assert ba.supplies_after_roll(None, (1, 1, 1)) == 3


def test_unit_without_supplies_cannot_fire():
    assert "no_supplies_fire" in ba.fire_restrictions(unit(supplies_left=0), 1)
    assert ba.fire_restrictions(unit(supplies_left=1), 1) == []


# --- Table 18 side penalty ----------------------------------------------------------------


def test_fallen_staff_figure_penalises_this_and_next_bound():
    penalty = ba.SidePenalty("prussia", -2, bound=3)
    assert [b for b in range(1, 7) if penalty.active(b)] == [3, 4]
    factor = ba.side_penalty_factor([penalty], "prussia", 4)
    assert (factor.table, factor.key, factor.value, factor.status) == (
        "t18",
        "side_penalty",
        -2,
        "counted",
    )
    assert "until the end of bound 4" in factor.reason
    assert ba.side_penalty_factor([penalty], "prussia", 5) is None
    assert ba.side_penalty_factor([penalty], "france", 3) is None


def test_the_side_penalty_is_the_consoles_own_factor_counted_once():
    """The log shows it as worked out by the console: not typed from the book, no "×2"."""
    factor = ba.side_penalty_factor([ba.SidePenalty("prussia", -1, bound=3)], "prussia", 3)
    assert (factor.auto, factor.typed, factor.count) == (True, False, 1)


def test_the_side_penalty_falls_on_units_rolls_not_on_a_staff_figures_own_roll():
    """1.1.4: "fradrag til terningkast for alle enheder på samme side" (a deduction on the
    dice rolls of all units on the same side; Table 18: "all units on the same side"):
    a staff figure's own roll (its catch roll, Tables 10 and 19) takes none."""
    penalty = ba.SidePenalty("prussia", -1, bound=3)
    assert ba.side_penalty_factor([penalty], "prussia", 3).value == -1
    assert ba.side_penalty_factor([penalty], "prussia", 3, staff_roll=True) is None
    assert ba.BELLE_ALLIANCE.side_penalty([penalty], "prussia", 4, staff_roll=True) is None
    assert ba.BELLE_ALLIANCE.side_penalty([penalty], "prussia", 4).value == -1


def test_the_side_penalty_factor_is_labelled_in_both_languages():
    factor = ba.side_penalty_factor([ba.SidePenalty("france", -1, 3)], "france", 4)
    assert (factor.label_en, factor.label_da) == (
        "Side penalty after a fallen staff figure",
        "Fradrag for egen side efter faldet stabsfigur",
    )


def test_two_side_penalties_do_not_add_up_the_larger_counts():
    penalties = [ba.SidePenalty("france", -1, 3), ba.SidePenalty("france", -2, 4)]
    assert ba.side_penalty_factor(penalties, "france", 4).value == -2


# --- flags and their duration ----------------------------------------------------------------


def test_fired_flag_counts_only_in_its_bound():
    assert ba.flag_active("fired", {3}, 3)
    assert not ba.flag_active("fired", {3}, 4)


def test_attacked_flag_counts_this_and_next_bound():
    assert [b for b in range(1, 7) if ba.flag_active("attacked", {3}, b)] == [3, 4]


def test_charged_flag_counts_in_the_next_bound_only():
    assert [b for b in range(1, 7) if ba.flag_active("charged", {3}, b)] == [4]


# Each flag set in bound 3: the bounds of 1 to 8 it counts in, and the last bound the game
# keeps it (Table 8; 1.1.1, 1.1.4, 2.1.0, 2.3.2, 2.3.3, 3.1.6, 4.1.1).
FLAGS_SET_IN_BOUND_3 = {
    "fired": ([3], 3),  # Table 8 "fire during this bound"
    "fired_at": ([3], 3),  # 1.1.4: fired at this bound
    "continued_fire": ([3], 3),  # 1.1.1: may not move or fire again this bound
    "passed_through": ([3], 3),  # 1.1.1: may not fire later this bound
    "fast_march": ([3], 3),  # 2.3.2: may not fire or attack this bound
    "changed_formation": ([3], 3),  # Table 8; 2.1.0
    "charged": ([4], 7),  # Table 8 "charge during last bound"; kept for the 4-bound wait
    "attacked": ([3, 4], 4),  # Table 8; 4.1.1
    "defended": ([3, 4], 4),  # Table 8; 4.1.1
    "opponent_into_fd": ([3, 4], 4),  # Table 8; 4.1.1
}


@pytest.mark.parametrize("flag", sorted(FLAGS_SET_IN_BOUND_3))
def test_each_flag_counts_in_the_bounds_its_rule_says_and_is_kept_as_long(flag):
    counts_in, kept_until = FLAGS_SET_IN_BOUND_3[flag]
    assert [ba.flag_active(flag, {3}, b) for b in range(1, 9)] == [
        b in counts_in for b in range(1, 9)
    ]
    assert ba.flag_until(flag, 3) == kept_until


def test_every_flag_the_rules_know_has_its_duration_checked():
    assert set(ba.FLAG_DURATIONS) == set(FLAGS_SET_IN_BOUND_3)


def test_a_flag_set_in_two_bounds_counts_in_each_ones_bounds():
    assert [b for b in range(1, 9) if ba.flag_active("attacked", {2, 5}, b)] == [2, 3, 5, 6]
    assert [b for b in range(1, 9) if ba.flag_active("fired", {2, 5}, b)] == [2, 5]


def test_the_charge_of_this_very_bound_does_not_make_its_melee_wait():
    """The movement step flags the charge in the bound it is made; its melee in the same
    bound is that charge, not a second one within 4 bounds (2.3.3)."""
    charging = unit(flags={"charged": frozenset({5})})
    assert ba.may_charge({5}, 5)
    assert "charge_wait" not in ba.charge_restrictions(charging, 5)
    assert "charge_wait" in ba.charge_restrictions(charging, 6)


@pytest.mark.parametrize(("failed", "count"), [(0, None), (1, 1), (3, 3)])
def test_each_bound_the_same_order_failed_before_counts_once(failed, count):
    """1.1.3: "Each consecutive bound of failed ordering rolls with the same order"."""
    decision = ba.AUTO_PREDICATES["failed_bounds_same_order"](
        unit(), 4, RollContext(failed_bounds=failed)
    )
    assert (decision.count if decision else None) == count


def test_a_flag_set_in_two_counting_bounds_is_ticked_for_the_later():
    """Attacked in bounds 3 and 4: in bound 4 the tick names bound 4 (4.1.1)."""
    attacked = ba.AUTO_PREDICATES["attacked_this_or_last_bound"]
    decision = attacked(unit(flags={"attacked": frozenset({3, 4})}), 4, RollContext())
    assert decision is not None and decision.reason == "attacked in bound 4 (4.1.1)"


def test_four_clear_bounds_must_pass_between_charges():
    assert not ba.may_charge({3}, 7)
    assert ba.may_charge({3}, 8)
    assert ba.may_charge(set(), 1)


def test_unknown_flag_is_refused():
    with pytest.raises(ValueError, match="unknown flag 'fried'"):
        ba.flag_active("fried", {1}, 1)


# --- who may fire, attack, take orders ----------------------------------------------------


@pytest.mark.parametrize(("disorder", "code"), [("MD", "md_no_fire"), ("FD", "fd_no_fire")])
def test_md_and_fd_units_cannot_fire(disorder, code):
    assert code in ba.fire_restrictions(unit(disorder=disorder), 1)
    assert "md" in ba.REASONS[code].lower() or "fd" in ba.REASONS[code].lower()


def test_md_fd_and_huddle_cannot_attack_ld_can():
    assert ba.attack_restrictions(unit(disorder="MD"), 1) == ["md_no_attack"]
    assert ba.attack_restrictions(unit(disorder="FD"), 1) == ["fd_no_attack"]
    assert ba.attack_restrictions(unit(formation="huddle"), 1) == ["huddle_no_attack"]
    assert ba.attack_restrictions(unit(disorder="LD"), 1) == []


@pytest.mark.parametrize(
    ("formation", "fire", "attack", "rule"),
    [("work", "work_no_fire", "work_no_attack", "1.3.5"),
     ("rest", "rest_no_fire", "rest_no_attack", "1.3.6")],
)  # fmt: skip
def test_units_at_work_or_at_rest_can_neither_fire_nor_attack(formation, fire, attack, rule):
    """Digest 1.3.5, units at work: "No attack, fire or movement; change of formation and
    forced action allowed"; 1.3.6, units at rest: "Same restrictions as work". (The Danish
    sentences of 1.3.5 and 1.3.6 are not in our material, only the digest's.)"""
    assert ba.fire_restrictions(unit(formation=formation), 1) == [fire]
    assert ba.attack_restrictions(unit(formation=formation), 1) == [attack]
    assert f"({rule})" in ba.REASONS[fire] and f"({rule})" in ba.REASONS[attack]
    restrictions = ba.BELLE_ALLIANCE.restrictions("fire", "firer", unit(formation=formation), 1)
    assert [(r.code, r.blocking) for r in restrictions] == [(fire, True)]
    # A defender at work or rest is attacked: it defends, it is not refused.
    assert ba.BELLE_ALLIANCE.restrictions("melee", "defender", unit(formation=formation), 1) == []
    assert ba.attack_restrictions(unit(formation="line"), 1) == []


def test_fd_cannot_take_orders():
    assert not ba.can_take_orders(unit(disorder="FD"))
    assert ba.can_take_orders(unit(disorder="MD"))
    # The rules interface answers the same.
    assert ba.BELLE_ALLIANCE.can_take_orders(unit(disorder="FD")) is False
    assert ba.BELLE_ALLIANCE.can_take_orders(unit(disorder="MD")) is True


def test_ld_unit_cannot_charge_nor_one_that_charged_recently():
    assert ba.charge_restrictions(unit(disorder="LD"), 5) == ["ld_no_charge"]
    assert ba.charge_restrictions(unit(flags={"charged": [2]}), 5) == ["charge_wait"]


# --- auto ticks ------------------------------------------------------------------------------


def ticks(pack, roll, role, state, bound=4, **context):
    return {t.key: t for t in ba.auto_ticks(pack, roll, role, state, bound, RollContext(**context))}


def test_roster_state_ticks_table_8_rows_with_reasons(ba_pack):
    state = unit(
        disorder="LD",
        valour=-2,
        supplies_left=0,
        formation="column_of_march",
        flags={"fired": [4], "charged": [3], "defended": [3], "changed_formation": [4]},
    )
    found = ticks(ba_pack, "melee", "attacker", state)
    assert set(found) == {
        "slight_disorder_sd",
        "valour",
        "without_supplies",
        "column_of_march",
        "fire_during_this_bound",
        "charge_during_last_bound",
        "defence_during_this_or_last_bound",
        "splitting_assembly_or_change_of_formation_during_this_bound",
    }
    assert found["valour"].value == -2
    assert all(t.auto and t.reason for t in found.values())
    assert "LD" in found["slight_disorder_sd"].reason


def test_old_flags_tick_nothing(ba_pack):
    state = unit(flags={"fired": [3], "charged": [2], "attacked": [2]})
    assert ticks(ba_pack, "melee", "defender", state, bound=4) == {}


def test_figure_rows_need_the_opponents_figures(ba_pack):
    state = unit(figures=30)
    assert "figures_100_per_cent_more" not in ticks(ba_pack, "melee", "attacker", state)
    found = ticks(ba_pack, "melee", "attacker", state, opponent_figures=14)
    assert set(found) == {"figures_100_per_cent_more"}
    assert "30 figures against 14" in found["figures_100_per_cent_more"].reason


def test_heavy_cavalry_at_the_charge_takes_the_plus_2_row_not_both(ba_pack):
    cuirassiers = unit(arm="cavalry", type="heavy")
    found = ticks(ba_pack, "melee", "attacker", cuirassiers, at_the_charge=True)
    assert "heavy_cavalry_or_lancers_attack_at_the_charge" in found
    assert "attack_at_the_charge" not in found
    assert "heavy_cavalry" in found
    line = ticks(ba_pack, "melee", "attacker", unit(), at_the_charge=True)
    assert set(line) == {"attack_at_the_charge"}


def test_light_cavalry_at_the_charge_takes_the_general_row_lancers_the_plus_2_row(ba_pack):
    hussars = ticks(
        ba_pack, "melee", "attacker", unit(arm="cavalry", type="light"), at_the_charge=True
    )
    assert "attack_at_the_charge" in hussars
    assert "heavy_cavalry_or_lancers_attack_at_the_charge" not in hussars
    uhlans = ticks(
        ba_pack, "melee", "attacker", unit(arm="cavalry", type="lancers"), at_the_charge=True
    )
    assert "heavy_cavalry_or_lancers_attack_at_the_charge" in uhlans
    assert "attack_at_the_charge" not in uhlans


def test_light_cavalry_and_artillery_rows(ba_pack):
    hussars = ticks(ba_pack, "melee", "defender", unit(arm="cavalry", type="light"))
    assert set(hussars) == {"light_cavalry"}
    battery = ticks(ba_pack, "melee", "defender", unit(arm="artillery", gunners=6))
    assert set(battery) == {"artillery_and_units_at_work_or_rest"}


def test_a_row_without_auto_is_never_ticked(ba_pack):
    t08 = ba_pack.tables["t08"]
    rows = [r.model_copy(update={"auto": None}) if r.key == "valour" else r for r in t08.rows]
    tables = dict(ba_pack.tables)
    tables["t08"] = t08.model_copy(update={"rows": rows})
    pack = ba_pack.model_copy(update={"tables": tables})
    assert "valour" not in ticks(pack, "melee", "attacker", unit(valour=3))
    assert "valour" in ticks(ba_pack, "melee", "attacker", unit(valour=3))


def test_ordering_roll_ticks_staff_contact_and_huddle_only(ba_pack):
    from ba_console.core.orders import OrderParts

    found = ticks(
        ba_pack,
        "ordering",
        "owner",
        unit(),
        staff_in_base_contact=True,
        order=OrderParts(formation="huddle"),
        commander_rating="ineffective",
    )
    assert set(found) == {
        "commander_or_orderly_in_base_contact",
        "change_to_huddle_only",
        "commander_ineffective",
    }


# --- the bound a charge waits from (2.3.3) ----------------------------------------------------

TWICE_CHARGED = frozenset({1, 4, 7})  # charged in bounds 1 and 4, and again in this bound 7


def test_a_charge_too_soon_names_the_last_charge_before_this_bound():
    """In bound 7 a unit that charged in bound 4 waits (4 clear bounds); the charge of bound
    7 itself is the one being checked, not the one it waits from."""
    charger = unit(flags={"charged": TWICE_CHARGED})
    (refused,) = ba.BELLE_ALLIANCE.restrictions("melee", "attacker", charger, 7, at_the_charge=True)
    assert (refused.code, refused.args, refused.blocking) == ("charge_wait", {"bound": 4}, True)


def test_an_order_or_a_movement_charging_too_soon_names_the_last_charge():
    charger = unit(key="i-15", flags={"charged": TWICE_CHARGED})
    charge = OrderParts.from_data({"attack": {"target": "i-2g", "at_the_charge": True}})
    (order,) = ba.BELLE_ALLIANCE.order_restrictions(charger, charge, 7)
    assert (order.code, order.args) == ("charge_wait_order", {"unit": "i-15", "bound": 4})
    (moved,) = ba.BELLE_ALLIANCE.movement_restrictions(charger, MovementDone(charged=True), 7)
    assert (moved.code, moved.args) == ("charge_wait_move", {"bound": 4})


def test_a_movement_without_a_charge_is_never_refused_for_the_charge_rules():
    shaken = unit(disorder="LD", flags={"charged": TWICE_CHARGED})
    assert ba.BELLE_ALLIANCE.movement_restrictions(shaken, MovementDone(fast_march=True), 7) == []
    refused = ba.BELLE_ALLIANCE.movement_restrictions(shaken, MovementDone(charged=True), 7)
    assert [r.code for r in refused] == ["charge_wait_move", "ld_charge_move"]


def test_a_unit_in_fd_is_refused_orders_but_may_roll_to_reorganise():
    broken = unit(disorder="FD")
    (refused,) = ba.BELLE_ALLIANCE.restrictions("ordering", "owner", broken, 3)
    assert refused.code == "fd_no_orders"
    assert ba.BELLE_ALLIANCE.restrictions("reorganisation", "owner", broken, 3) == []


# --- the unit as the rules read it --------------------------------------------------------


def test_a_units_flags_are_frozen_so_no_rule_changes_them_behind_the_logs_back():
    state = unit(flags={"fired": [3, 3, 4]})
    assert state.flags["fired"] == frozenset({3, 4})
    with pytest.raises(TypeError):
        state.flags["fired"] = frozenset({5})  # type: ignore[index]


def test_only_artillery_counts_its_gunners():
    battery = unit(arm="artillery", figures_start=4, figures=4, gunners_start=8, gunners=6)
    assert (battery.counted_figures_start, battery.counted_figures) == (8, 6)
    odd = unit(arm="infantry", figures_start=30, figures=20, gunners_start=8, gunners=6)
    assert (odd.counted_figures_start, odd.counted_figures) == (30, 20)
    unmanned = unit(arm="artillery", figures_start=4, figures=3)
    assert (unmanned.counted_figures_start, unmanned.counted_figures) == (4, 3)


def test_a_unit_given_by_its_key_alone_has_nothing_the_rules_would_count():
    """`resolve` and the tests name units by key and what matters: the rest is "not so"."""
    bare = UnitState("u")
    assert (bare.figures_start, bare.figures, bare.valour, bare.disorder) == (0, 0, 0, "ordered")
    assert (bare.light, bare.marksmen, dict(bare.flags)) == (False, False, {})
    assert RollContext().failed_bounds == 0


def test_a_predicates_count_ticks_a_repeatable_row_that_often_and_another_row_once():
    table = FactorTable.model_validate(
        {"title": {"en": "T", "da": "T"}, "columns": ["roll"], "source": "test",
         "rows": [
             {"key": "again", "label": {"en": "a", "da": "a"}, "values": {"roll": 1},
              "auto": "thrice", "repeatable": True},
             {"key": "once", "label": {"en": "o", "da": "o"}, "values": {"roll": 1},
              "auto": "thrice"},
         ]}
    )  # fmt: skip
    kind = RollKind.model_validate(
        {"key": "k", "label": {"en": "k", "da": "k"}, "roles": [
            {"key": "owner", "label": {"en": "o", "da": "o"}, "factors": ["t:roll"]}
        ]}
    )  # fmt: skip

    def thrice(unit, bound, context):
        return dataclasses.replace(AutoDecision.because("three times"), count=3)

    ticks = ticks_from_predicates({"thrice": thrice}, kind, {"t": table}, "owner", unit(), 1,
                                  RollContext())  # fmt: skip
    assert [(t.key, t.count, t.reason) for t in ticks] == [
        ("again", 3, "three times"),
        ("once", 1, "three times"),
    ]
