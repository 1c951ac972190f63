"""The movement phase as a step of play: what each unit did of its written order.

For every unit whose order of the bound moves it (a march, a change of formation, a split
or assembly, an attack), the umpire confirms what was carried out: as ordered, only in
part, or not carried out (with the reason), and names the units it marched through.
Each confirmation is a `movement` row of the roll log (no dice): its outcome says what was
carried out, its effects set the bound flags the rules read later — the charge and the
four-bound wait before the next (2.3.3), fast march (2.3.2: no fire or attack this bound),
a split, assembly or change of formation (Table 8), passed through (1.1.1: no fire later
this bound) — and the formation reached. Taking a confirmation back is voiding its row, as
for a roll: the void sets the flags and the formation back.

An order that was not followed (its ordering roll failed, 1.1.3) has nothing to confirm:
a failed roll cancels every part of it (it stays listed, as "not carried out", only where
a confirmation was logged before the roll). A written order the rules refuse (a charge
within four bounds of the last, or in LD, 2.3.3) is refused when it is written
(`order_refusals`). Pure: no Qt; reads the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import OrderParts
from ba_console.core.vocabulary import MOVEMENT_KIND, MOVEMENT_OUTCOMES
from ba_console.play.choices import PlayError, Restriction
from ba_console.play.record import store_effects
from ba_console.play.state import GameState, WrittenOrder
from ba_console.play.stored import StoredGame
from ba_console.rules.common import Effect, MovementDone
from ba_console.rules.interface import RuleRestriction
from ba_console.rules.registry import rules_for
from ba_console.store.records import Outcome, RollDraft

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.store.game import Game
    from ba_console.store.records import LoggedRoll

# The log's words for each outcome (English, hashed: they never change).
OUTCOME_WORDS = {
    "as_ordered": "carried out as ordered",
    "in_part": "carried out only in part",
    "not_carried_out": "not carried out",
}
NOT_FOLLOWED = QT_TRANSLATE_NOOP("play", "the ordering roll failed: no part of the order (1.1.3)")
UNKNOWN_OUTCOME = QT_TRANSLATE_NOOP(
    "play", "{outcome} is not what a unit does of its order ({known})"
)
NOT_A_UNIT = QT_TRANSLATE_NOOP("play", "{unit} is not a unit of this game")
PASSED_ITSELF = QT_TRANSLATE_NOOP("play", "{unit} cannot march through itself")


def moves(parts: OrderParts) -> bool:
    """Whether an order does anything in the movement phase."""
    return bool(parts.march or parts.formation or parts.split or parts.assemble or parts.attack)


class MovementLine(NamedTuple):
    """One unit's line in the movement step: its order, what carrying it out would do,
    what Enter confirms, and its confirmation if one is logged (not voided)."""

    unit: str
    order: WrittenOrder
    implied: MovementDone
    default: str  # "as_ordered", or "not_carried_out" when the order was not followed
    default_reason: str = ""  # the English reason for the default (1.1.3)
    logged: LoggedRoll | None = None

    @property
    def confirmed(self) -> bool:
        return self.logged is not None


class MovementChoice(NamedTuple):
    """What the umpire says a unit did of its order."""

    unit: str
    carried: str = "as_ordered"
    reason: str = ""
    # What was done, where not all of the order (only in part) or the umpire says more
    # (the units marched through). None: what the order implies, or nothing if not
    # carried out.
    done: MovementDone | None = None
    passed_through: tuple[str, ...] = ()
    ruling: bool = False  # the umpire rules it was done despite the rules (1.1.9)


class MovementPreview(NamedTuple):
    """A confirmation read but not written: what it would set, and what the rules say."""

    choice: MovementChoice
    done: MovementDone
    effects: tuple[Effect, ...]
    restrictions: tuple[Restriction, ...]
    draft: RollDraft

    @property
    def blocked_by(self) -> tuple[Restriction, ...]:
        if self.choice.ruling:
            return ()
        return tuple(r for r in self.restrictions if r.blocking)

    @property
    def can_confirm(self) -> bool:
        return not self.blocked_by


def movement_lines(pack: RulePack, game: Game, bound: int | None = None) -> list[MovementLine]:
    """The units whose order of the bound moves them, in roster order, each with its
    confirmation if logged."""
    state = StoredGame(game, bound)
    bound = state.bound
    rules = rules_for(pack.rules)
    logged: dict[str, LoggedRoll] = {}
    for roll in game.rolls(bound=bound, kind=MOVEMENT_KIND):
        if roll.voided_by is None and roll.units:
            logged[roll.units[0]] = roll
    lines: list[MovementLine] = []
    for unit in game.units():
        if unit.figures <= 0:
            continue  # removed from play (5.5.2)
        order = state.written_order(unit.key)
        if order is None or order.parts is None or not moves(order.parts):
            continue
        followed = order.status != "not_followed"
        if not followed and unit.key not in logged:
            continue  # a failed ordering roll cancelled every part of it (1.1.3)
        lines.append(
            MovementLine(
                unit=unit.key,
                order=order,
                implied=rules.implied_movement(order.parts),
                default="as_ordered" if followed else "not_carried_out",
                default_reason="" if followed else NOT_FOLLOWED,
                logged=logged.get(unit.key),
            )
        )
    return lines


def done_of(line: MovementLine, choice: MovementChoice) -> MovementDone:
    """What the unit did: the order's movement, the umpire's account of a part, or nothing;
    with the units it marched through."""
    if choice.carried == "not_carried_out":
        done = MovementDone()
    elif choice.done is not None:
        done = choice.done
    else:
        done = line.implied
    if choice.passed_through:
        done = done._replace(passed_through=tuple(dict.fromkeys(choice.passed_through)))
    return done


def preview_movement(
    pack: RulePack, state: GameState, line: MovementLine, choice: MovementChoice
) -> MovementPreview:
    """Read a confirmation: the flags and formation it sets, what the rules say against
    it, and the `movement` row to log. Writes nothing."""
    if choice.carried not in MOVEMENT_OUTCOMES:
        raise PlayError.of(
            UNKNOWN_OUTCOME, outcome=choice.carried, known=", ".join(MOVEMENT_OUTCOMES)
        )
    rules = rules_for(pack.rules)
    unit = state.unit(line.unit)
    if unit is None:
        raise PlayError.of(NOT_A_UNIT, unit=line.unit)
    done = done_of(line, choice)
    for other in done.passed_through:
        if other == line.unit:
            raise PlayError.of(PASSED_ITSELF, unit=other)
        if state.unit(other) is None:
            raise PlayError.of(NOT_A_UNIT, unit=other)
    found = tuple(
        _restriction(line.unit, r) for r in rules.movement_restrictions(unit, done, state.bound)
    )
    effects = tuple(rules.movement_effects(unit, done, state.bound))
    draft = _draft(state, line, choice, done, effects, found)
    return MovementPreview(choice, done, effects, found, draft)


def _restriction(unit: str, found: RuleRestriction) -> Restriction:
    return Restriction(
        "mover", unit, found.code, found.text, found.template, found.args, found.blocking
    )


def _draft(
    state: GameState,
    line: MovementLine,
    choice: MovementChoice,
    done: MovementDone,
    effects: Sequence[Effect],
    found: Sequence[Restriction],
) -> RollDraft:
    stored, notes = store_effects(state, effects)
    note: list[str] = []
    reason = choice.reason.strip() or (
        line.default_reason if choice.carried == line.default else ""
    )
    if reason:
        note.append(reason)
    if choice.ruling:
        names = state.names()
        note += [
            f"umpire's ruling (1.1.9): done although {names.get(r.unit, r.unit)} ({r.unit}): "
            f"{r.text}"
            for r in found
            if r.blocking
        ]
    note += [n.text for n in notes]
    return RollDraft(
        kind=MOVEMENT_KIND,
        units=(line.unit, *done.passed_through),
        outcome=Outcome(key=choice.carried, label=OUTCOME_WORDS[choice.carried]),
        effects=tuple(stored),
        note="; ".join(note),
    )


def order_refusals(
    pack: RulePack, state: GameState, unit: str, parts: OrderParts
) -> tuple[Restriction, ...]:
    """Why the rules refuse a unit's order as written (a charge within four bounds of its
    last, or in LD: 2.3.3); empty when they do not."""
    found = state.unit(unit)
    if found is None:
        return ()
    refused = rules_for(pack.rules).order_restrictions(found, parts, state.bound)
    return tuple(_restriction(unit, r) for r in refused)
