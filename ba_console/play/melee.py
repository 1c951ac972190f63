"""Melees the fire phase cancelled (4.1.1): they still count as fought.

"If a unit at melee-zone contact is put into MD/FD [in the fire phase], its melee is
cancelled" (digest, Table 1 step 5), yet "melee participation gives the attack/defence
penalty for the rest of this bound and all of the next (Table 8), even if the melee never
happened because the opponent went MD/FD in the fire phase while at contact", and putting
an opponent into FD gives its bonus "also if the FD came from fire while at contact".

The console cannot see contact: an attack counts as at contact when the umpire confirmed
its unit's movement as ordered or in part. A unit broken by fire is one a fire roll of
the bound put into MD or FD (the log says so). When the melee sub-phase closes, each such
cancelled melee is logged as a `melee_cancelled` row (no dice) whose effects set the
flags the rules give both sides. Pure: no Qt; reads the game's orders and log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ba_console.core.phases import PhasePosition, flatten
from ba_console.core.vocabulary import MOVEMENT_KIND
from ba_console.play.record import store_effects
from ba_console.play.stored import StoredGame
from ba_console.rules.registry import rules_for
from ba_console.store.models import UnitLookup
from ba_console.store.records import Outcome, RollDraft

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.store.game import Game

MELEE_CANCELLED_KIND = "melee_cancelled"
MELEE_PHASE = "melee"
BROKEN = ("MD", "FD")
AT_CONTACT = ("as_ordered", "in_part")


@dataclass(frozen=True)
class CancelledMelee:
    """An attack at contact whose melee the fire phase cancelled: who broke, and how."""

    attacker: str
    defender: str
    broken: tuple[tuple[str, str], ...]  # (unit, the disorder a fire put it into)


def broken_by_fire(pack: RulePack, game: Game, bound: int) -> dict[str, str]:
    """The units a fire roll of the bound put into MD or FD (not voided), with the worst."""
    fire = rules_for(pack.rules).places.fire
    broken: dict[str, str] = {}
    for roll in game.rolls(bound=bound):
        if roll.kind not in fire or roll.voided_by is not None:
            continue
        for effect in roll.effects:
            if effect.what == "disorder" and effect.to in BROKEN and effect.unit:
                if broken.get(effect.unit) != "FD":
                    broken[effect.unit] = str(effect.to)
    return broken


def cancelled_melees(pack: RulePack, game: Game, bound: int) -> list[CancelledMelee]:
    """The attacks at contact this bound that the fire phase cancelled, not fought, and
    not yet logged as cancelled."""
    broken = broken_by_fire(pack, game, bound)
    state = StoredGame(game, bound)
    units = UnitLookup(game.units())
    moved = {
        roll.units[0]
        for roll in game.rolls(bound=bound, kind=MOVEMENT_KIND)
        if roll.voided_by is None and roll.units and roll.outcome
        and roll.outcome.key in AT_CONTACT
    }  # fmt: skip
    fought = {
        unit
        for roll in game.rolls(bound=bound)
        if roll.voided_by is None
        and roll.kind in rules_for(pack.rules).places.melee | {MELEE_CANCELLED_KIND}
        for unit in roll.units
    }
    found: list[CancelledMelee] = []
    for order in game.orders(bound):
        if order.unit not in moved or order.unit in fought:
            continue
        written = state.written_order(order.unit)
        if written is None or written.parts is None or written.status == "not_followed":
            continue
        attack = written.parts.attack
        if attack is None or attack.against_position:
            continue
        target = units.find(attack.target)
        if target is None:
            continue
        pair = {order.unit: broken.get(order.unit), target.key: broken.get(target.key)}
        hit = tuple((unit, state) for unit, state in pair.items() if state is not None)
        if hit:
            found.append(CancelledMelee(order.unit, target.key, hit))
    return found


def cancelled_melee_draft(pack: RulePack, game: Game, melee: CancelledMelee) -> RollDraft:
    """The `melee_cancelled` row: both sides' flags, as if the melee was fought (4.1.1)."""
    state = StoredGame(game)
    rules = rules_for(pack.rules)
    effects = rules.cancelled_melee_effects(
        melee.attacker, melee.defender, dict(melee.broken), state.bound
    )
    stored, _notes = store_effects(state, effects)
    names = ", ".join(f"{unit} went {disorder}" for unit, disorder in melee.broken)
    return RollDraft(
        kind=MELEE_CANCELLED_KIND,
        units=(melee.attacker, melee.defender),
        outcome=Outcome(key="cancelled", label="cancelled by fire"),
        effects=tuple(stored),
        note=f"melee cancelled in the fire phase ({names}); both sides count as in melee (4.1.1)",
    )


def rows_on_leaving(pack: RulePack, game: Game, position: PhasePosition) -> list[RollDraft]:
    """What leaving a step of the bound logs by itself: on leaving the step where melees
    are fought (the first step of the melee phase), the melees the fire cancelled."""
    steps = flatten(pack.phases)
    first_melee = next((step for step in steps if step.phase == MELEE_PHASE), None)
    if first_melee is None or position.step != first_melee:
        return []
    return [
        cancelled_melee_draft(pack, game, melee)
        for melee in cancelled_melees(pack, game, position.bound)
    ]
