"""`play.tasks`: what is still to do in the bound, in which step of Table 1, what the
tracker lists, and what Next would leave undone. Ordering rolls and melees not made stay
open after their step; a melee that can no longer be made (its attacker in MD or FD, its
target removed from play) is no task. Pure: no Qt; on the demo game."""

from __future__ import annotations

from ba_console.core.orders import Attack, March, OrderFacts, OrderParts
from ba_console.core.phases import PhasePosition, Step
from ba_console.play.movement import MovementChoice, movement_lines, preview_movement
from ba_console.play.orders import parts_to_store
from ba_console.play.stored import StoredGame
from ba_console.play.tasks import (
    Task,
    bound_tasks,
    may_continue_fire,
    routs_to_spread,
    shown_tasks,
    staff_to_look_at,
    step_prompts,
    tasks_left_open,
    unresolved_attacks,
)
from ba_console.store.records import Effect, Outcome, RollDraft, RollSide
from tests.play.conftest import sheet_rows

FAR = OrderFacts(over_30cm_from_commander=True)
NEAR = OrderFacts()
ISSUING = PhasePosition(1, "ordering", "issuing_orders")
ROLLS = PhasePosition(1, "ordering", "ordering_rolls")
REPORTING = PhasePosition(1, "reporting")
FIRE = PhasePosition(1, "fire")
MELEE = PhasePosition(1, "melee", "melee")
FORCED_MOVES = PhasePosition(1, "melee", "forced_moves")
END = PhasePosition(1, "end_of_bound")


def write(game, unit: str, parts: OrderParts, facts: OrderFacts = NEAR, **more) -> None:
    game.save_order(1, unit, f"order of {unit}", parts=parts_to_store(parts, facts), **more)


def march(game, *units: str) -> None:
    """Orders that need an ordering roll: more than 30 cm from the commander (1.1.3)."""
    for unit in units:
        write(game, unit, OrderParts(march=March(to="the church")), FAR)


def attack(game, unit: str, target: str, **more) -> None:
    write(game, unit, OrderParts(attack=Attack(target=target)), **more)


def confirm_movements(pack, game) -> None:
    """The movement step done: every unit's order confirmed as the order says."""
    state = StoredGame(game)
    for line in movement_lines(pack, game):
        choice = MovementChoice(line.unit, carried=line.default)
        game.append_roll(preview_movement(pack, state, line, choice).draft)


def tasks(pack, game, position: PhasePosition) -> list[tuple[str, int, bool, bool]]:
    found = bound_tasks(pack, game, position, sheet_rows(game, position.bound))
    return [(t.code, t.count, t.carried, t.blocking) for t in found]


def log_melee(game, attacker: str, defender: str):
    return game.append_roll(
        RollDraft(
            kind="melee",
            sides=(
                RollSide(role="attacker", unit=attacker, dice_source="typed", faces=(3, 4, 5),
                         natural=12, total=12),
                RollSide(role="defender", unit=defender, dice_source="typed", faces=(1, 2, 3),
                         natural=6, total=6),
            ),
            outcome_typed=True,
            outcome=Outcome(key="defender retreats"),
        )
    )  # fmt: skip


def test_orders_not_written_and_ordering_rolls_pending_are_counted(ba_pack, demo):
    game = demo()
    march(game, "i-15", "ii-15", "i-1t")
    game.update_unit("i-2c", disorder="FD")
    assert tasks(ba_pack, game, ISSUING) == [
        ("no_order", 18, False, True),
        ("in_fd", 1, False, False),  # information: it takes no orders (1.1.2)
        ("ordering_rolls", 3, True, True),
    ]
    steps = {t.code: t.step for t in bound_tasks(ba_pack, game, ISSUING, sheet_rows(game))}
    assert steps["ordering_rolls"] == Step("ordering", "ordering_rolls")


def test_an_ordering_roll_needed_since_a_correction_is_a_task(ba_pack, demo):
    game = demo()
    write(game, "i-15", OrderParts(formation="attack_column"))
    assert ("ordering_rolls", 1, True, True) not in tasks(ba_pack, game, ROLLS)
    game.update_unit("i-15", disorder="LD")  # a formation change in LD needs a roll (1.1.3)
    found = bound_tasks(ba_pack, game, ROLLS, sheet_rows(game))
    current, _ = tasks_left_open(ba_pack, ROLLS, found)
    assert [(t.code, t.count) for t in current] == [("ordering_rolls", 1)]


def test_fallen_commanders_are_to_replace_in_the_reporting_phase_only(ba_pack, demo):
    game = demo()
    game.update_commander("hiller", fallen=True)
    game.update_commander("losthin", fallen=True)
    game.update_commander("guye", fallen=True, replaced_by="chartrand")  # replaced already
    assert "commanders_to_replace" not in [code for code, *_ in tasks(ba_pack, game, ISSUING)]
    assert ("commanders_to_replace", 2, False, True) in tasks(ba_pack, game, REPORTING)


def test_a_melee_is_open_from_the_melee_phase_until_its_roll_is_logged(ba_pack, demo):
    game = demo()
    attack(game, "i-15", "1/1er Tirailleurs de la Garde")  # by name, as the sheet writes it
    for position in (ISSUING, FIRE):
        assert "melees" not in [code for code, *_ in tasks(ba_pack, game, position)]
    assert ("melees", 1, True, True) in tasks(ba_pack, game, MELEE)
    row = log_melee(game, "i-15", "i-1t")
    assert "melees" not in [code for code, *_ in tasks(ba_pack, game, MELEE)]
    game.void_roll(row.sequence, "wrong unit")
    assert ("melees", 1, True, True) in tasks(ba_pack, game, END)


def test_a_melee_that_can_no_longer_be_made_is_no_task(ba_pack, demo):
    game = demo()
    attack(game, "i-15", "1/2e Grenadiers à pied")
    attack(game, "ii-15", "i-2c")
    attack(game, "i-18", "i-1v")
    attack(game, "ii-18", "i-3t", status="not_followed")  # the order was not followed (1.1.3)
    write(game, "f-18", OrderParts(attack=Attack(target="i-3v", against_position=True)))
    assert [r.unit.key for r in unresolved_attacks(ba_pack, game, 1, sheet_rows(game))] == [
        "i-15", "ii-15", "i-18", "f-18"
    ]  # fmt: skip
    # Fire removes the grenadiers (5.5.2), puts II./15th in MD and I./18th in FD (4.1.1).
    game.update_unit("i-2g", figures=0)
    game.update_unit("ii-15", disorder="MD")
    game.update_unit("i-18", disorder="FD")
    game.update_unit("i-3v", figures=0)  # an attack on a position still stands
    confirm_movements(ba_pack, game)
    open_ = unresolved_attacks(ba_pack, game, 1, sheet_rows(game))
    assert [r.unit.key for r in open_] == ["f-18"]
    assert ("melees", 1, True, True) in tasks(ba_pack, game, END)
    game.update_unit("f-18", disorder="FD")  # with the last one routed, nothing is left open
    found = bound_tasks(ba_pack, game, END, sheet_rows(game))
    assert "melees" not in [t.code for t in found]
    assert tasks_left_open(ba_pack, END, found) == ([], [])


def test_the_tracker_lists_this_phases_tasks_and_those_carried_from_earlier_steps(ba_pack, demo):
    game = demo()
    march(game, "bty-yg")
    attack(game, "i-15", "1/2e Grenadiers à pied")
    game.update_unit("i-2c", disorder="FD")

    def shown(position):
        found = bound_tasks(ba_pack, game, position, sheet_rows(game))
        current, earlier = shown_tasks(ba_pack, position, found)
        return [t.code for t in current], [t.code for t in earlier]

    # In 1a the ordering rolls of 1b are a look ahead; FD is information for the phase.
    assert shown(ISSUING) == (["no_order", "in_fd", "ordering_rolls"], [])
    assert shown(ROLLS) == (["in_fd", "ordering_rolls"], [])
    assert shown(REPORTING) == ([], ["ordering_rolls"])
    # Where units move round staff figures, the staff are information (1.1.4).
    assert shown(FORCED_MOVES) == (["staff"], ["ordering_rolls", "movements", "melees"])
    confirm_movements(ba_pack, game)
    assert shown(FORCED_MOVES) == (["staff"], ["ordering_rolls", "melees"])


def test_next_leaves_this_steps_tasks_and_at_the_end_of_the_bound_every_one_carried(ba_pack, demo):
    game = demo()
    march(game, "bty-yg")
    attack(game, "i-15", "1/2e Grenadiers à pied")
    game.update_unit("i-2c", disorder="FD")

    def left(position):
        found = bound_tasks(ba_pack, game, position, sheet_rows(game))
        current, earlier = tasks_left_open(ba_pack, position, found)
        return [t.code for t in current], [t.code for t in earlier]

    assert left(ISSUING) == (["no_order"], [])  # FD is never a reason to stay
    assert left(ROLLS) == (["ordering_rolls"], [])
    assert left(FIRE) == ([], [])  # passed, not forgotten: asked at the end of the bound
    assert left(MELEE) == (["melees"], [])
    assert left(END) == ([], ["ordering_rolls", "movements", "melees"])
    confirm_movements(ba_pack, game)
    assert left(END) == ([], ["ordering_rolls", "melees"])


def test_tasks_that_are_information_or_not_carried_are_never_left_open(ba_pack):
    position = END
    found = [
        Task("in_fd", 2, Step("ordering", "issuing_orders"), blocking=False),
        Task("no_order", 3, Step("ordering", "issuing_orders")),
        Task("melees", 1, Step("melee", "melee"), carried=True),
    ]
    current, earlier = tasks_left_open(ba_pack, position, found)
    assert current == [] and [t.code for t in earlier] == ["melees"]


# --- what the umpire checks on the table (11.4) ---------------------------------------------

CONTINUED_FIRE_2 = PhasePosition(2, "continued_fire")
MARCH = PhasePosition(1, "movement", "march")
CONTINUED_ADVANCE = PhasePosition(1, "melee", "continued_advance")


def log_fire(game, firer: str, target: str, bound: int = 1):
    return game.append_roll(
        RollDraft(
            kind="fire",
            bound=bound,
            phase="fire",
            units=(firer, target),
            sides=(RollSide(role="firer", unit=firer, dice_source="typed", faces=(3, 4, 5),
                            natural=12, total=12),),
            outcome_typed=True,
            outcome=Outcome(key="typed"),
        )
    )  # fmt: skip


def log_rout(game, unit: str, phase: str, sub_phase: str | None = None, kind: str = "melee"):
    """A roll of `kind` made at the step that put `unit` into FD (a typed outcome)."""
    return game.append_roll(
        RollDraft(
            kind=kind,
            bound=1,
            phase=phase,
            sub_phase=sub_phase,
            units=(unit,),
            outcome_typed=True,
            outcome=Outcome(key="typed"),
            effects=(Effect(unit=unit, what="disorder", to="FD", **{"from": "ordered"}),),
        )
    )


def test_a_unit_that_fired_last_bound_may_continue_fire_until_it_fires_or_cannot(ba_pack, demo):
    """1.1.1: "Only a unit that fired at a target in the previous bound may fire" in the
    phase for continued fire: the tracker names how many may, as information."""
    game = demo()
    log_fire(game, "i-15", "i-1t")
    assert may_continue_fire(ba_pack, game, CONTINUED_FIRE_2) == ["i-15"]
    assert ("continued_fire", 1, False, False) in tasks(ba_pack, game, CONTINUED_FIRE_2)
    assert may_continue_fire(ba_pack, game, PhasePosition(2, "fire")) == []  # its phase only
    game.update_unit("i-15", disorder="MD")  # MD units may not fire (3.1.1)
    assert may_continue_fire(ba_pack, game, CONTINUED_FIRE_2) == []
    game.update_unit("i-15", disorder="ordered")
    voided = log_fire(game, "i-15", "i-1t", bound=2)
    game.void_roll(voided.sequence, "fired at the wrong unit")  # a fire voided is none
    assert may_continue_fire(ba_pack, game, CONTINUED_FIRE_2) == ["i-15"]
    log_fire(game, "i-15", "i-1t", bound=2)  # it has fired this bound
    assert may_continue_fire(ba_pack, game, CONTINUED_FIRE_2) == []


def test_a_unit_removed_from_play_continues_no_fire(ba_pack, demo):
    game = demo()
    log_fire(game, "i-15", "i-1t")
    game.update_unit("i-15", figures=0)
    assert may_continue_fire(ba_pack, game, CONTINUED_FIRE_2) == []


def test_a_rout_is_to_spread_at_the_next_step_of_spread_of_rout_rolls(ba_pack, demo):
    """Retreat, rout and spread of rout follow the melees (4.1.4); a fire or ordering roll
    that routs a unit has its spread at its own step (the pack's steps of Table 9)."""
    game = demo()
    log_rout(game, "i-1t", "melee", "melee")
    assert routs_to_spread(ba_pack, game, MELEE) == []  # no spread-of-rout rolls in 6a
    assert routs_to_spread(ba_pack, game, FORCED_MOVES) == ["i-1t"]
    assert ("routs", 1, False, False) in tasks(ba_pack, game, FORCED_MOVES)
    log_rout(game, "i-15", "ordering", "ordering_rolls", kind="ordering")
    assert routs_to_spread(ba_pack, game, ROLLS) == ["i-15"]
    assert routs_to_spread(ba_pack, game, FIRE) == []  # spread at 1b, not again at the fire
    assert routs_to_spread(ba_pack, game, FORCED_MOVES) == ["i-1t"]


def test_staff_figures_are_looked_at_where_they_move(ba_pack, demo):
    """1.1.4: a catch roll whenever a staff figure comes within 5 cm of an enemy unit; the
    tracker names the staff figures on the table where staff or units move round them."""
    game = demo()
    living = len(game.commanders()) + len(game.orderlies())
    assert staff_to_look_at(ba_pack, game, MARCH) == living
    assert ("staff", living, False, False) in tasks(ba_pack, game, MARCH)
    assert staff_to_look_at(ba_pack, game, END) == living
    assert staff_to_look_at(ba_pack, game, FIRE) == 0
    game.update_commander("hiller", fallen=True)
    assert staff_to_look_at(ba_pack, game, CONTINUED_ADVANCE) == living - 1


def test_information_never_holds_next_back(ba_pack, demo):
    game = demo()
    log_rout(game, "i-1t", "melee", "melee")
    found = bound_tasks(ba_pack, game, FORCED_MOVES, sheet_rows(game))
    assert {"routs", "staff"} <= {t.code for t in found}
    current, earlier = tasks_left_open(ba_pack, FORCED_MOVES, found)
    assert not {"routs", "staff"} & {t.code for t in current + earlier}


def test_each_rule_measured_on_the_table_is_a_prompt_at_its_step(ba_pack):
    """11.4: forced moves into FD (2.3.1), 90 cm (2.3.2), terrain of the charge (2.3.3),
    obstacle in the melee zone (2.3.5), one roll for split fire (3.1.2), continued advance
    (4.1.4), losses of a multi-unit attack pro rata (4.1.5)."""
    where = {
        "2.3.1": FORCED_MOVES,
        "2.3.2": MARCH,
        "2.3.3": MARCH,
        "2.3.5": MELEE,
        "3.1.2": FIRE,
        "4.1.4": CONTINUED_ADVANCE,
        "4.1.5": MELEE,
    }
    for rule, position in where.items():
        prompts = step_prompts(ba_pack, position)
        assert rule in [p.rule for p in prompts], (rule, position)
        assert all(p.text.en and p.text.da and p.text.en != p.text.da for p in prompts)
    assert step_prompts(ba_pack, ISSUING) == []
    assert step_prompts(ba_pack, PhasePosition(1, "lunch")) == []  # no such phase: nothing
    assert "90 cm" in next(p.text.en for p in step_prompts(ba_pack, MARCH) if p.rule == "2.3.2")


def test_every_step_tells_the_umpire_what_to_do_there_with_its_rule(ba_pack):
    for phase in ba_pack.phases:
        for step in (phase, *phase.sub):
            assert step.rule, step.key
            assert step.note_in("en") and step.note_in("da"), step.key
            assert step.note_in("en") != step.note_in("da"), step.key
