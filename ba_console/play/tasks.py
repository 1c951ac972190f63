"""The open tasks of the bound: what is still to do, and the step of Table 1 where it is
done, for the phase tracker to list and for Next to ask about before leaving them.

Orders in 1a (General de Brigade: brigades without an order, in its orders phase),
ordering rolls in 1b, commanders to replace in the reporting phase (Table 19), movements
to confirm in the movement phase, melees in the first melee sub-phase.
What the umpire checks on the table is information, never a reason to stay: units that
may continue fire (1.1.1), units routed since the last step of spread-of-rout rolls, and
the staff figures to look at where they move or units move round them (1.1.4); with the
step's prompts from the pack (`step_prompts`), the rules measured on the table.
Ordering rolls, movements and melees not made stay open after their step ("carried");
orders and replacements do not (the first belong to the order sheet's phase, the second
come back next bound); a commander whose replacement roll was made this bound, even one
that failed, is no longer to replace in it. Units in FD are information, never
a reason to stay. A melee that cannot be made (its unit may not attack, or the unit it
names is removed from play) is no task left undone: counted, it would make Next ask at
every end of bound, and the umpire would learn to go on without reading the question.
Pure: no Qt; reads the game's commanders, its movement rows and its melee rolls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.phases import PhasePosition, Step, flatten, next_step
from ba_console.play.steps import phase_roll_kind, placed_kinds
from ba_console.rules.places import places_for
from ba_console.store.models import Unit, UnitLookup

if TYPE_CHECKING:
    from ba_console.core.model import Prompt
    from ba_console.packs.outline import PackOutline, PromptOutline
    from ba_console.packs.schema import RulePack
    from ba_console.play.orders import OrderRow
    from ba_console.play.stored import StoredGame
    from ba_console.store.game import Game

    # The phase tracker lists the tasks from the pack's outline, which the window starts
    # with; the rules are loaded only where a task needs them (a phase where rolls are
    # read: movement, continued fire, melee), not on the way to the first frame.
    Pack = RulePack | PackOutline

MELEE_KIND = "melee"


class Task(NamedTuple):
    """Something still to do in this bound: `code` says what ("no_order" or, where orders
    are written per brigade, "no_brigade_order"; "in_fd", "ordering_rolls",
    "commanders_to_replace", "movements", "melees"; information: "continued_fire",
    "routs", "staff"), `count` how many."""

    code: str
    count: int
    step: Step
    # Still open once its step has passed, and still to be done (a roll not yet made):
    # the tracker keeps showing it and a new bound is not started without asking.
    carried: bool = False
    # False for what is only information (units in FD): never a reason to stay.
    blocking: bool = True


def bound_tasks(
    pack: Pack,
    game: Game,
    position: PhasePosition,
    rows: Sequence[OrderRow],
    roster: Sequence[Unit] | None = None,
) -> list[Task]:
    """The tasks of this bound that can matter at `position` (see the module)."""
    steps = flatten(pack.phases)
    here = steps.index(position.step)

    def first_step(phase: str) -> Step | None:
        return next((step for step in steps if step.phase == phase), None)

    tasks: list[Task] = []
    places = places_for(pack.rules)
    orders_phase = places.orders_phase
    ordering = first_step(orders_phase) if orders_phase is not None else None
    if ordering is not None:
        ordering_steps = [step for step in steps if step.phase == orders_phase]
        rolls_step = next(
            (step for step in ordering_steps if step.sub_phase == "ordering_rolls"),
            ordering_steps[-1],
        )
        missing = [r for r in rows if r.can_take_orders and not r.has_order]
        fd = [r for r in rows if not r.can_take_orders]
        pending = [r for r in rows if r.status == "needs_roll"]
        if places.orders_per_brigade:
            brigades = brigades_without_order(rows)
            if brigades:
                tasks.append(Task("no_brigade_order", brigades, ordering))
        elif missing:
            tasks.append(Task("no_order", len(missing), ordering))
        if fd:
            tasks.append(Task("in_fd", len(fd), ordering, blocking=False))
        if pending:
            tasks.append(Task("ordering_rolls", len(pending), rolls_step, carried=True))
    movement = first_step("movement")
    # Read once the movement phase has begun: before, no movement is due.
    if movement is not None and steps.index(movement) <= here:
        from ba_console.play.movement import movement_lines

        unconfirmed = [
            line for line in movement_lines(pack, game, position.bound) if not line.confirmed
        ]
        if unconfirmed:
            tasks.append(Task("movements", len(unconfirmed), movement, carried=True))
    reporting = first_step("reporting")
    if reporting is not None and position.phase == "reporting":
        fallen = [
            c.key
            for c in game.commanders()
            if c.fallen
            and not c.replaced_by
            and not rolled_for_replacement(pack, game, position.bound, c.key)
        ]
        if fallen:
            tasks.append(Task("commanders_to_replace", len(fallen), reporting))
    melee = first_step("melee")
    # The log is read only once the melee phase has begun: before, no melee is due.
    if melee is not None and steps.index(melee) <= here:
        unresolved = unresolved_attacks(pack, game, position.bound, rows, roster)
        if unresolved:
            tasks.append(Task("melees", len(unresolved), melee, carried=True))
    for code, count in (
        ("continued_fire", len(may_continue_fire(pack, game, position))),
        ("routs", len(routs_to_spread(pack, game, position))),
        ("staff", staff_to_look_at(pack, game, position)),
    ):
        if count:
            tasks.append(Task(code, count, position.step, blocking=False))
    return tasks


def brigades_without_order(rows: Sequence[OrderRow]) -> int:
    """The brigades (the units of one immediate commander, as the order sheet groups
    them) of which no unit that can take orders has one written; a unit without an
    immediate commander counts on its own."""
    written: dict[str, bool] = {}
    for row in rows:
        if row.can_take_orders:
            brigade = row.unit.commander or f"unit:{row.unit.key}"
            written[brigade] = written.get(brigade, False) or row.has_order
    return sum(1 for has_order in written.values() if not has_order)


def rolled_for_replacement(pack: Pack, game: Game, bound: int, commander: str) -> bool:
    """Whether a replacement roll (Table 19) for `commander`, on him or one of his
    orderlies, was made in `bound` and not voided: his replacement is done for the bound,
    whatever its outcome (a failed one counts in the next bound's roll, 1.1.4)."""
    figures = {commander, *(o.key for o in game.orderlies(commander))}
    return any(
        roll.voided_by is None and figures.intersection(roll.units)
        for kind in places_for(pack.rules).replacement
        for roll in game.rolls(bound=bound, kind=kind)
    )


def step_prompts(pack: Pack, position: PhasePosition) -> list[Prompt | PromptOutline]:
    """The rules the umpire checks on the table at this step: its phase's, then its own."""
    phase = next((p for p in pack.phases if p.key == position.phase), None)
    if phase is None:
        return []
    sub = next((s for s in phase.sub if s.key == position.sub_phase), None)
    return [*phase.prompts, *(sub.prompts if sub is not None else ())]


def may_continue_fire(pack: Pack, game: Game, position: PhasePosition) -> list[str]:
    """In the phase for continued fire: the units that fired last bound, have not fired
    this bound, and whom the rules let fire again at one of last bound's targets (1.1.1)."""
    places = places_for(pack.rules)
    if position.phase != places.continued_fire or position.bound <= 1:
        return []
    from ba_console.play.stored import StoredGame
    from ba_console.rules.interface import RollFacts
    from ba_console.rules.registry import rules_for

    rules = rules_for(pack.rules)
    fire = places.fire
    fired = {
        side.unit
        for roll in game.rolls(bound=position.bound)
        if roll.kind in fire and roll.voided_by is None
        for side in roll.sides
    }
    state = StoredGame(game, position.bound)
    kinds = placed_kinds(pack)
    found: list[str] = []
    for unit in game.units():
        if unit.figures <= 0 or unit.key in fired:
            continue
        targets = state.last_targets(unit.key, fire)
        held = state.unit(unit.key)
        kind = kinds.get(
            phase_roll_kind(pack, position.phase, position.sub_phase, unit.arm == "artillery") or ""
        )
        if not targets or held is None or kind is None or kind.key not in fire:
            continue
        role = kind.roles[0].key
        if any(
            not any(
                found.blocking
                for found in rules.restrictions(
                    kind.key,
                    role,
                    held,
                    position.bound,
                    facts=RollFacts(phase=position.phase, target=target, last_targets=targets),
                )
            )
            for target in sorted(targets)
        ):
            found.append(unit.key)
    return found


def routs_to_spread(pack: Pack, game: Game, position: PhasePosition) -> list[str]:
    """At a step where spread-of-rout rolls are made: the units put into FD this bound
    since the last such step (its own rolls too), whose rout may reach other units."""
    kind = placed_kinds(pack).get(places_for(pack.rules).spread_of_rout or "")
    if kind is None or not kind.made_in(position.phase, position.sub_phase):
        return []
    steps = flatten(pack.phases)
    here = steps.index(position.step)
    earlier = [i for i, s in enumerate(steps[:here]) if kind.made_in(s.phase, s.sub_phase)]
    since = earlier[-1] + 1 if earlier else 0
    worst = pack.disorder[-1]  # FD: rout (4.1.4)
    routed: dict[str, None] = {}
    for roll in game.rolls(bound=position.bound):
        step = Step(roll.phase, roll.sub_phase)
        if roll.voided_by is not None or step not in steps:
            continue
        if since <= steps.index(step) <= here:
            for effect in roll.effects:
                if effect.what == "disorder" and effect.to == worst and effect.unit:
                    routed[effect.unit] = None
    return list(routed)


def staff_to_look_at(pack: Pack, game: Game, position: PhasePosition) -> int:
    """Where staff figures move, or units move round them: how many staff figures are on
    the table, each to be looked at for an enemy unit within 5 cm (1.1.4)."""
    here = {position.phase, f"{position.phase}/{position.sub_phase}"}
    if not here & places_for(pack.rules).staff_moves:
        return 0
    commanders = [c for c in game.commanders() if not c.fallen]
    return len(commanders) + sum(1 for o in game.orderlies() if not o.fallen)


def shown_tasks(
    pack: Pack, position: PhasePosition, tasks: Sequence[Task]
) -> tuple[list[Task], list[Task]]:
    """What the tracker lists: the tasks of the current phase (a later sub-phase's too, as
    a look ahead), and those of earlier steps of this bound still to be done."""
    steps = flatten(pack.phases)
    here = steps.index(position.step)
    current: list[Task] = []
    earlier: list[Task] = []
    for task in tasks:
        due = steps.index(task.step)
        # A later sub-phase's task is a look ahead; information holds for the phase.
        same_phase = task.step.phase == position.phase
        if due == here or (same_phase and (due > here or not task.blocking)):
            current.append(task)
        elif due < here and task.carried:
            earlier.append(task)
    return current, earlier


def tasks_left_open(
    pack: Pack, position: PhasePosition, tasks: Sequence[Task]
) -> tuple[list[Task], list[Task]]:
    """What Next would leave undone: the open tasks of the current step, and — when Next
    starts a new bound, which closes this one for good (1.1.1) — every task of this bound
    still to be done (the second list). Information is never among them."""
    steps = flatten(pack.phases)
    here = steps.index(position.step)
    _, new_bound = next_step(pack.phases, position)
    current: list[Task] = []
    earlier: list[Task] = []
    for task in tasks:
        if not task.blocking:
            continue
        due = steps.index(task.step)
        if due == here:
            current.append(task)
        elif new_bound and due < here and task.carried:
            earlier.append(task)
    return current, earlier


def unresolved_attacks(
    pack: Pack,
    game: Game,
    bound: int,
    rows: Sequence[OrderRow],
    roster: Sequence[Unit] | None = None,
) -> list[OrderRow]:
    """Orders of this bound with an attack whose unit has no (unvoided) melee roll yet,
    leaving out the melees that cannot be made (see the module). The order sheet already
    leaves out attackers removed from play."""
    attacking = [r for r in rows if r.parts.attack is not None and r.status != "not_followed"]
    if not attacking:
        return []
    from ba_console.play.melee import broken_by_fire
    from ba_console.play.stored import StoredGame

    fought = {
        unit
        for roll in game.rolls(bound=bound, kind=MELEE_KIND)
        if roll.voided_by is None
        for unit in roll.units
    }
    # Every unit, those removed from play too: an attack on one of them is cancelled.
    units = UnitLookup(game.units() if roster is None else roster)
    state = StoredGame(game, bound)
    broken = broken_by_fire(pack, game, bound)
    return [
        r
        for r in attacking
        if r.unit.key not in fought and not melee_cancelled(pack, state, r, units, broken)
    ]


def melee_cancelled(
    pack: Pack,
    state: StoredGame,
    row: OrderRow,
    units: UnitLookup,
    broken: Mapping[str, str] | None = None,
) -> bool:
    """True when the attack of `row` cannot be made now: the rules say its unit cannot
    attack (MD or FD, as fire at contact leaves it, a huddle, fast march: 4.1.1, the check
    the roll dialog blocks a melee with), the unit it names is removed from play (no
    figures left, as the order sheet and roster take it), or a fire of the bound put that
    unit into MD or FD (`broken`: a unit at contact so put has its melee cancelled)."""
    attack = row.parts.attack
    if attack is None:
        return False
    if not attack.against_position:
        target = units.find(attack.target)
        if target is not None and target.figures <= 0:
            return True
        if target is not None and target.key in (broken or {}):
            return True
    from ba_console.rules.registry import rules_for

    unit = state.unit(row.unit.key)
    return unit is not None and not rules_for(pack.rules).may_attack(unit, state.bound)
