"""`play.roll.auto_ticks` and `context`: the factors the roster decides, with the reason
the checklist shows on hover, and the facts of the roll they are read from (whom the
figures are compared with, a battery's gunners ×5, the written order, the commander's
rating). Pure: no Qt."""

from __future__ import annotations

from ba_console.core.orders import March, OrderFacts, OrderParts
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.orders import parts_to_store
from ba_console.play.roll import auto_ticks, context, ticked_unit
from ba_console.play.state import GivenState
from ba_console.play.stored import StoredGame
from ba_console.rules.belle_alliance.factors import AUTO_PREDICATES
from ba_console.rules.common import RollContext, UnitState


def ticks(pack, state, choices: RollChoices, role: str):
    choice = next(c for c in choices.roles if c.role == role)
    return [(t.key, t.value, t.auto, t.reason) for t in auto_ticks(pack, state, choice, choices)]


def melee(*attackers: str, defender: str) -> RollChoices:
    roles = [RoleChoice("attacker" if i == 0 else f"attacker{i + 1}", a)
             for i, a in enumerate(attackers)]  # fmt: skip
    return RollChoices("melee", (*roles, RoleChoice("defender", defender)))


def test_the_roster_ticks_a_defenders_factors_each_with_its_reason(ba_pack, demo):
    game = demo()
    game.set_phase(3, "ordering")
    game.update_unit("i-2g", disorder="LD", valour=1)
    game.add_flag("i-2g", "attacked", set_bound=2, expires_after=3)
    assert ticks(ba_pack, StoredGame(game), melee("i-15", defender="i-2g"), "defender") == [
        ("attack_during_this_or_last_bound", None, True, "attacked in bound 2 (4.1.1)"),
        ("slight_disorder_sd", None, True, "the unit is in LD (5.2.0)"),
        ("valour", 1, True, "the unit's valour is +1 (5.5.1)"),
    ]


def test_a_flag_of_an_earlier_bound_no_longer_ticks(ba_pack, demo):
    game = demo()
    game.set_phase(4, "ordering")
    game.add_flag("i-2g", "attacked", set_bound=2, expires_after=3)  # counts in 2 and 3
    game.add_flag("i-2g", "charged", set_bound=3, expires_after=4)  # counts in 4 only
    found = ticks(ba_pack, StoredGame(game), melee("i-15", defender="i-2g"), "defender")
    assert found == [("charge_during_last_bound", None, True, "charged in bound 3 (2.3.3)")]


def test_figures_are_compared_with_the_other_side_of_a_melee(ba_pack, demo):
    game = demo()
    game.update_unit("i-2g", figures=12)
    state = StoredGame(game)
    choices = melee("i-15", defender="i-2g")
    attacker, defender = choices.roles
    assert context(ba_pack, state, attacker, choices).opponent_figures == 12
    assert context(ba_pack, state, defender, choices).opponent_figures == 36
    assert ticks(ba_pack, state, choices, "attacker") == [
        (
            "figures_200_per_cent_more",
            None,
            True,
            "36 figures against 12: the highest tier reached (4.1.3)",
        )
    ]


def test_a_melee_compares_figures_with_the_defender_even_with_a_target_named(ba_pack, demo):
    """A target is the unit fired at: naming one for a melee role (a situation may) does
    not change whom its figures are compared with."""
    game = demo()
    game.update_unit("i-2g", figures=12)
    state = StoredGame(game)
    choices = RollChoices(
        "melee",
        (RoleChoice("attacker", "i-15", target="bty-yg"), RoleChoice("defender", "i-2g")),
    )
    assert context(ba_pack, state, choices.roles[0], choices).opponent_figures == 12


def test_a_defender_of_two_attackers_compares_figures_with_neither(ba_pack, demo):
    game = demo()
    state = StoredGame(game)
    choices = melee("i-15", "ii-15", defender="i-2g")
    defender = choices.roles[-1]
    assert context(ba_pack, state, defender, choices).opponent_figures is None
    assert context(ba_pack, state, choices.roles[1], choices).opponent_figures == 28


def test_a_battery_fires_with_its_gunners_five_times_against_its_target(ba_pack, demo):
    game = demo()
    game.update_unit("i-2g", figures=12)
    state = StoredGame(game)
    battery = RollChoices("artillery_fire", (RoleChoice("firer", "bty-12", target="i-2g"),))
    facts = context(ba_pack, state, battery.roles[0], battery)
    assert (facts.firing_artillery, facts.opponent_figures) == (True, 12)
    # 8 gunners ×5 = 40 figures against 12 (3.4.3): the 200 % tier.
    decision = AUTO_PREDICATES["figures_200_per_cent_more"](state.unit("bty-12"), 1, facts)
    assert decision.reason == (
        "40 figures (gunners ×5, 3.4.3) against 12: the highest tier reached (4.1.3)"
    )
    hand = RollChoices("fire", (RoleChoice("firer", "i-15", target="i-2g"),))
    assert not context(ba_pack, state, hand.roles[0], hand).firing_artillery
    # A battery's target is never multiplied: only the guns' gunners are.
    at_battery = RollChoices("fire", (RoleChoice("firer", "i-15", target="bty-yg"),))
    assert context(ba_pack, state, at_battery.roles[0], at_battery).opponent_figures == 8


def test_an_ordering_roll_reads_the_written_order_and_the_commanders_rating(ba_pack, demo):
    game = demo()
    game.update_commander("ir15", rating="effective")
    toward = OrderParts(march=March(to="the brigadier", toward_commander=True))
    game.save_order(1, "i-15", "to the brigadier", parts=parts_to_store(toward, OrderFacts()))
    state = StoredGame(game)
    choices = RollChoices("ordering", (RoleChoice("owner", "i-15"),))
    facts = context(ba_pack, state, choices.roles[0], choices)
    assert facts.order == toward and facts.commander_rating == "effective"
    assert ticks(ba_pack, state, choices, "owner") == [
        (
            "march_toward_commander_only",
            None,
            True,
            "the order is only a march toward the commander (1.1.3)",
        ),
        (
            "commander_effective",
            None,
            True,
            "the immediate commander is particularly effective (1.1.3)",
        ),
    ]
    game.update_commander("ir15", rating="normal")
    other = RollChoices("ordering", (RoleChoice("owner", "ii-15"),))  # no order written
    facts = context(ba_pack, StoredGame(game), other.roles[0], other)
    assert (facts.order, facts.commander_rating) == (None, None)


def test_only_an_ordering_roll_reads_the_order_the_rating_and_the_failed_bounds(ba_pack, demo):
    """1.1.3: the written order, the commander's rating and the bounds the same order
    failed are factors of the ordering roll; another roll of the unit reads none of them,
    and an ordering roll with no unit chosen yet has no order that failed."""
    game = demo()
    game.update_commander("ir15", rating="effective")
    march = OrderParts(march=March(to="the church"))
    for bound in (1, 2):
        game.save_order(bound, "i-15", "to the church", parts=parts_to_store(march, OrderFacts()),
                        status="not_followed" if bound == 1 else "written")  # fmt: skip
    game.set_phase(2, "fire")
    state = StoredGame(game)
    fire = RollChoices("fire", (RoleChoice("firer", "i-15", target="i-2g"),))
    facts = context(ba_pack, state, fire.roles[0], fire)
    assert (facts.order, facts.commander_rating, facts.failed_bounds) == (None, None, 0)
    ordering = RollChoices("ordering", (RoleChoice("owner", "i-15"),))
    facts = context(ba_pack, state, ordering.roles[0], ordering)
    assert (facts.order, facts.commander_rating, facts.failed_bounds) == (march, "effective", 1)
    nobody = RollChoices("ordering", (RoleChoice("owner", None),))
    facts = context(ba_pack, state, nobody.roles[0], nobody)
    assert (facts.order, facts.commander_rating, facts.failed_bounds) == (None, None, 0)
    assert auto_ticks(ba_pack, state, nobody.roles[0], nobody) == []


def test_a_charge_ticks_the_charge_row_or_the_heavy_cavalry_row(ba_pack):
    state = GivenState(
        1,
        {
            "inf": UnitState("inf", "france", figures=30, figures_start=30),
            "cav": UnitState("cav", "france", "cavalry", "heavy", 16, 16),
            "d": UnitState("d", "britain", figures=30, figures_start=30),
        },
    )
    for attacker, expected in (
        ("inf", ["attack_at_the_charge"]),
        ("cav", ["heavy_cavalry_or_lancers_attack_at_the_charge", "heavy_cavalry"]),
    ):
        choices = RollChoices(
            "melee",
            (RoleChoice("attacker", attacker, at_the_charge=True), RoleChoice("defender", "d")),
        )
        found = [key for key, *_ in ticks(ba_pack, state, choices, "attacker")]
        assert sorted(found) == sorted(expected), attacker


def test_stated_facts_win_over_the_game(ba_pack, demo):
    state = StoredGame(demo())
    stated = RollContext(opponent_figures=99, commander_engaged=-2)
    choices = RollChoices("melee", (RoleChoice("attacker", "i-15", context=stated),
                                    RoleChoice("defender", "i-2g")))  # fmt: skip
    assert context(ba_pack, state, choices.roles[0], choices) is stated
    found = ticks(ba_pack, state, choices, "attacker")
    assert ("engaging_of_commanding_officer", -2) in [(k, v) for k, v, *_ in found]


def test_a_role_with_no_roster_unit_is_read_as_a_blank_unit(ba_pack):
    state = GivenState()
    choice = RoleChoice("owner", "ghost", klass="veteran_line")
    blank = ticked_unit(state, choice)
    assert (blank.key, blank.valour, blank.disorder, blank.klass) == (
        "ghost",
        0,
        "ordered",
        "veteran_line",
    )
    choices = RollChoices("melee", (RoleChoice("attacker", None), RoleChoice("defender", None)))
    assert auto_ticks(ba_pack, state, choices.roles[0], choices) == []


def test_a_kind_the_pack_does_not_know_ticks_nothing(ba_pack, demo):
    state = StoredGame(demo())
    choices = RollChoices("volley", (RoleChoice("owner", "i-15"),))
    assert auto_ticks(ba_pack, state, choices.roles[0], choices) == []


def test_an_ordering_roll_counts_each_earlier_bound_the_same_order_failed(ba_pack, demo):
    """Digest 1.1.3, positive factors of the ordering roll: "Each consecutive bound of
    failed ordering rolls with the same order." (The Danish sentence is not in our
    material.) The order sheet of the bounds before says how many: the row is pre-ticked
    that many times; a different order, or a followed one, ends the run."""
    game = demo()
    march = OrderParts(march=March(to="the church"))
    far = OrderFacts(over_30cm_from_commander=True)
    for bound, status in ((1, "not_followed"), (2, "not_followed"), (3, "not_followed")):
        game.save_order(bound, "i-15", "to the church", parts=parts_to_store(march, far),
                        status=status)  # fmt: skip
    game.save_order(1, "ii-15", "to the farm", parts=parts_to_store(march, far),
                    status="not_followed")  # fmt: skip
    game.save_order(2, "ii-15", "to the church", parts=(), status="followed")
    game.save_order(3, "ii-15", "to the church", parts=parts_to_store(march, OrderFacts()),
                    status="not_followed")  # fmt: skip
    for unit in ("i-15", "ii-15"):
        game.save_order(4, unit, "to the church", parts=parts_to_store(march, OrderFacts()))
    game.set_phase(4, "ordering", "ordering_rolls")
    state = StoredGame(game)
    assert (state.failed_bounds("i-15"), state.failed_bounds("ii-15")) == (3, 1)
    assert state.failed_bounds("f-15") == 0  # no order this bound
    choices = RollChoices("ordering", (RoleChoice("owner", "i-15"),))
    (tick,) = auto_ticks(ba_pack, state, choices.roles[0], choices)
    assert (tick.table, tick.key, tick.count, tick.auto) == (
        "t17",
        "failed_bound_same_order",
        3,
        True,
    )
    assert tick.reason == (
        "the same order failed its ordering roll in the 3 bound(s) before this one (1.1.3): "
        "counted 3 times"
    )
