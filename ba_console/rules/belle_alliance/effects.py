"""The effects a resolved Belle Alliance roll would have, for the umpire to confirm.

`effects_of` reads a resolution step by step, each step a function of its own and in the
order the effects are listed (the log keeps that order, and its hashes with it):
1. the outcome's own effects, from the result table (`_outcome_effects`): staff falls and
   the side penalty (Table 18), order followed or not (Table 17), a fallen commander
   replaced and his rating (Table 19), flags and notes; the
   figures, disorder and valour an outcome costs are gathered for the unit they fall on;
2. figures lost typed by the umpire where Table 12 is unset replace the table's;
3. moral results (`_moral_results`): a common target takes only the worst (3.1.5, 4.1.5);
4. losses (`_losses`): summed, then rounded down (3.1.5, 4.1.5), then valour (5.5.2);
5. disorder typed by the umpire; a warning for every unit going into FD (5.4.1);
6. supplies (`_supplies`, 5.5.3) and bound flags (`_flags`, 3.1.6, 4.1.1, 4.1.6).
Nothing is applied: the effects are data. Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, Outcome, ThresholdTable
from ba_console.core.resolve import Resolution, Result
from ba_console.rules.belle_alliance.fire import CONTINUED_FIRE_PHASE, FIRE_ROLL_KINDS
from ba_console.rules.belle_alliance.flags import flag_until
from ba_console.rules.belle_alliance.melee import MELEE
from ba_console.rules.belle_alliance.morale import (
    SUPPLY_ROLL_KINDS,
    ValourRules,
    reduce_valour,
    supplies_after_roll,
    total_losses,
    valour_rules,
    worse_disorder,
)
from ba_console.rules.belle_alliance.staff import SidePenalty, side_penalty_factor
from ba_console.rules.common import Effect, RuleWarning, UnitState
from ba_console.rules.places import BELLE_ALLIANCE

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

LossPart = int | str | Fraction


@dataclass
class _Working:
    """One reading of a roll's effects: the units as they would be after the effects
    found so far (nothing is applied), the effects and warnings, and what the outcome
    costs each unit, gathered before it is counted."""

    pack: RulePack
    resolution: Resolution
    bound: int
    units: dict[str, UnitState]
    effects: list[Effect] = field(default_factory=list)
    warnings: list[RuleWarning] = field(default_factory=list)
    loss_parts: dict[str, list[LossPart]] = field(default_factory=dict)
    moral_results: dict[str, str] = field(default_factory=dict)

    def change(self, key: str, what: str, to: Any, rule: str, note: str = "", until=None) -> None:
        unit = self.units[key]
        before = getattr(unit, what)
        if before == to:
            return
        self.units[key] = dataclasses.replace(unit, **{what: to})
        name = "supplies" if what == "supplies_left" else what
        self.effects.append(Effect(key, name, before, to, rule, until, note))

    def warn(self, code: str, template: str, unit: str | None = None, **args: Any) -> None:
        self.warnings.append(RuleWarning.from_template(code, template, unit, **args))

    def unit_of(self, role: str) -> str | None:
        try:
            return self.resolution.role(role).unit
        except KeyError:
            return None


def effects_of(
    pack: RulePack,
    resolution: Resolution,
    units: Mapping[str, UnitState],
    bound: int,
    *,
    sides: Mapping[str, str] | None = None,
    targets: Mapping[str, str] | None = None,
    neighbours: Mapping[str, Iterable[str]] | None = None,
    figures_lost: Mapping[str, Iterable[LossPart]] | None = None,
    disorder: Mapping[str, str] | None = None,
    side_penalties: Iterable[SidePenalty] = (),
    phase: str | None = None,
    earlier_losses: Mapping[str, Fraction] | None = None,
) -> tuple[list[Effect], list[RuleWarning]]:
    """The effects a resolved roll would have, with warnings; nothing is applied.

    - The outcome's effects from the result table (Table 18: staff falls, side penalty
      until the end of the next bound; Table 17: order followed or not). A figures,
      disorder or valour effect falls on the fire's target (`targets[role]`) for fire
      rolls, on the loser for melee (4.1.3: the lower total loses; the difference gives
      the loser's moral result), else on the rolling unit.
    - `figures_lost` typed by the umpire (Table 12 unset) replace the table's for that
      unit; parts are summed before rounding down (3.1.5, 4.1.5), with `earlier_losses`,
      the parts the unit lost to earlier rolls of the same phase. Then valour (5.5.2).
    - `disorder` typed by the umpire, as given; in melee a neighbour takes the moral result
      of the unit it stands beside (4.1.6).
    - Supplies on fire and melee rolls, for the roller and its neighbours (5.5.3).
    - Bound flags: fired (3.1.6), continued fire (in that phase, 1.1.1), fired at on the
      target (1.1.4), attacked / defended / opponent into FD (4.1.1, 4.1.6).
    `sides`, `targets` and `neighbours` are keyed by role; `phase` is the phase of Table 1
    the roll is made in.
    """
    neighbours_of = {k: list(v) for k, v in (neighbours or {}).items()}
    typed_losses = {k: list(v) for k, v in (figures_lost or {}).items()}
    typed_disorder = dict(disorder or {})
    work = _Working(pack, resolution, bound, dict(units))
    _outcome_effects(
        work,
        dict(sides or {}),
        dict(targets or {}),
        typed=bool(typed_losses or typed_disorder),
        side_penalties=tuple(side_penalties),
    )
    _typed_losses(work, typed_losses)
    _moral_results(work)
    _losses(work, dict(earlier_losses or {}))
    _typed_disorder(work, typed_disorder)
    _neighbours_share_the_moral_result(work, neighbours_of)
    _fd_warnings(work)
    _supplies(work, neighbours_of)
    _flags(work, neighbours_of, units, dict(targets or {}), phase)
    return work.effects, work.warnings


# --- 1. the outcome's own effects ----------------------------------------------------------


def _outcome(work: _Working, key: str) -> Outcome | None:
    table = work.pack.tables.get(work.pack.roll(work.resolution.kind).result or "")
    if isinstance(table, BandTable | ThresholdTable):
        try:
            return table.outcome(key)
        except KeyError:
            return None
    return None


def _affected(work: _Working, result: Result, targets: Mapping[str, str]) -> str | None:
    """The unit an outcome's figures, disorder or valour fall on: a fire's target; in a
    melee the loser, the lower total (4.1.3), none on a tie; else the unit that rolled."""
    kind = work.resolution.kind
    if kind in FIRE_ROLL_KINDS:
        return targets.get(result.roles[0])
    if len(result.roles) == 2 and kind == MELEE:
        if result.value == 0:
            return None
        return work.unit_of(result.roles[1] if result.value > 0 else result.roles[0])
    return work.unit_of(result.roles[0])


def _outcome_effects(
    work: _Working,
    sides: Mapping[str, str],
    targets: Mapping[str, str],
    *,
    typed: bool,
    side_penalties: tuple[SidePenalty, ...],
) -> None:
    for index, result in enumerate(work.resolution.results):
        key = result.outcome_key
        if key is None:
            continue
        outcome = _outcome(work, key)
        if outcome is None:
            # Not where the umpire entered the effects read from the book, nor for a
            # roll-off, which only says who wins (`RollPlaces.contests`).
            if not typed and work.resolution.kind not in BELLE_ALLIANCE.contests:
                work.warn(
                    "typed_outcome_effects",
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "result {index}: '{key}' was typed from the book; enter its effects "
                        "(figures lost, disorder) by hand",
                    ),
                    index=index,
                    key=key,
                )
            continue
        role = result.roles[0]
        roller = work.unit_of(role) or role
        target = _affected(work, result, targets)
        for spec in outcome.effects:
            if spec.what == "staff_falls":
                work.effects.append(Effect(roller, "staff", "standing", "fallen", "Table 18"))
            elif spec.what == "side_penalty":
                _side_penalty(work, role, roller, sides, int(spec.value or 0), side_penalties)
            elif spec.what in ("order_followed", "order_failed"):
                work.effects.append(
                    Effect(roller, "order", None, spec.what.removeprefix("order_"), "1.1.3")
                )
            elif spec.what in ("figures_lost", "disorder", "valour", "unformed"):
                _unit_cost(work, index, key, spec.what, spec.value, target)
            elif spec.what == "flag" and roller in work.units and spec.value:
                until = work.bound if spec.duration == "this_bound" else work.bound + 1
                work.effects.append(Effect(roller, "flag", None, str(spec.value), "", until))
            elif spec.what == "note":
                work.effects.append(Effect(roller, "note", None, str(spec.value), ""))
            elif spec.what == "commander_replaced":
                # 1.1.4: the orderly figure is removed and the commander placed where it
                # stood. Which commander and which orderly the roster knows (play).
                work.effects.append(Effect(roller, "replacement", None, "replaced", "1.1.4"))
            elif spec.what == "commander_rating" and spec.value:
                # 1.1.3: a replacement may leave him particularly effective or ineffective.
                work.effects.append(
                    Effect(roller, "rating", None, str(spec.value), "1.1.3, Table 19")
                )


def _side_penalty(
    work: _Working,
    role: str,
    roller: str,
    sides: Mapping[str, str],
    value: int,
    side_penalties: tuple[SidePenalty, ...],
) -> None:
    """A staff figure fell: every roll of its side gets the penalty until the end of the
    next bound (Table 18)."""
    side = sides.get(role) or (work.units[roller].side if roller in work.units else "")
    if not side:
        work.warn(
            "side_unknown",
            QT_TRANSLATE_NOOP("rules", "{role}: give the side for its penalty"),
            role=role,
        )
        return
    bound = work.bound
    current = side_penalty_factor(side_penalties, side, bound)
    work.effects.append(
        Effect(
            side,
            "side_penalty",
            current.value if current else 0,
            value,
            "Table 18",
            bound + 1,
            f"all rolls of side {side} until the end of bound {bound + 1}",
        )
    )


def _unit_cost(
    work: _Working, index: int, key: str, what: str, value: Any, target: str | None
) -> None:
    """Figures, disorder or valour an outcome costs the unit it falls on, gathered."""
    if target is None:
        work.warn(
            "no_affected_unit",
            QT_TRANSLATE_NOOP(
                "rules",
                "result {index}: '{key}' has a {what} effect but no unit it "
                "falls on (give the fire's target; a melee tie has no loser)",
            ),
            index=index,
            key=key,
            what=what,
        )
    elif what == "figures_lost":
        work.loss_parts.setdefault(target, []).append(int(value or 0))
    elif what in ("disorder", "unformed"):
        # 3.1.5, 4.1.5: a common target takes only the worst moral result.
        new = "unformed" if what == "unformed" else str(value)
        earlier = work.moral_results.get(target)
        work.moral_results[target] = worse_disorder(earlier, new) if earlier else new
    elif target in work.units:
        unit = work.units[target]
        work.change(target, "valour", unit.valour + int(value or 0), "5.5.2")


# --- 2-5. what the umpire typed, moral results, losses, FD ---------------------------------


def _typed_losses(work: _Working, typed: Mapping[str, list[LossPart]]) -> None:
    """Figures lost typed by the umpire replace the table's for that unit."""
    for unit_key, parts in typed.items():
        if unit_key in work.loss_parts:
            work.warn(
                "typed_losses_replace_table",
                QT_TRANSLATE_NOOP(
                    "rules", "{unit}: figures lost typed by the umpire replace the table's"
                ),
                unit_key,
            )
        work.loss_parts[unit_key] = parts


def _moral_results(work: _Working) -> None:
    for unit_key, new in work.moral_results.items():
        if unit_key in work.units:
            current = work.units[unit_key].disorder
            work.change(unit_key, "disorder", worse_disorder(current, new), "moral result")
        else:
            work.effects.append(Effect(unit_key, "disorder", None, new, "moral result"))


def _losses(work: _Working, earlier: Mapping[str, Fraction]) -> None:
    """Each unit's losses summed with those of earlier rolls of the phase, then rounded
    down (3.1.5, 4.1.5): the roll takes off what the sum's whole figures grew by, and
    records its part where it is not whole (a `loss_part`, for the next roll to add to).
    Then valour, FD and removal (5.5.2, Table 15, read from the pack only when a unit
    loses figures)."""
    rules = None
    for unit_key, parts in work.loss_parts.items():
        part = sum((Fraction(p) for p in parts), Fraction(0))
        if part < 0:
            raise ValueError("losses cannot be negative")
        before = earlier.get(unit_key, Fraction(0))
        lost = total_losses([before + part]) - total_losses([before])
        if unit_key not in work.units:
            work.effects.append(Effect(unit_key, "figures_lost", None, lost, "3.1.5, 4.1.5"))
            work.warn(
                "unit_unknown",
                QT_TRANSLATE_NOOP("rules", "{unit} is not among the units: valour not computed"),
                unit_key,
            )
        elif lost:
            rules = rules or valour_rules(work.pack.tables)
            _lose(work, rules, unit_key, lost, summed=len(parts) > 1 or bool(before))
        if part.denominator != 1:
            work.effects.append(Effect(unit_key, "loss_part", None, str(part), "3.1.5, 4.1.5"))


def _lose(work: _Working, rules: ValourRules, unit_key: str, lost: int, summed: bool) -> None:
    """Whole figures lost, and what that does to valour (5.5.2, Table 15)."""
    unit = work.units[unit_key]
    change = reduce_valour(rules, unit, lost)
    counted = "gunners" if unit.is_artillery and unit.gunners is not None else "figures"
    note = "summed before rounding down" if summed else ""
    work.change(unit_key, counted, change.figures_to, "3.1.5, 4.1.5", note)
    if change.steps:
        work.change(
            unit_key,
            "valour",
            change.valour_to,
            "5.5.2, Table 15",
            f"{change.steps} full 20 % step(s) of {unit.counted_figures_start} figures",
        )
    if change.goes_fd:
        work.change(unit_key, "disorder", "FD", "5.5.2", "valour fell below the lowest")
    if change.removed:
        work.effects.append(
            Effect(unit_key, "removed", False, True, "5.5.2", None, "fewer than 3 figures")
        )


def _typed_disorder(work: _Working, typed: Mapping[str, str]) -> None:
    for unit_key, new in typed.items():
        if unit_key in work.units:
            work.change(unit_key, "disorder", new, "typed by the umpire")
        else:
            work.effects.append(Effect(unit_key, "disorder", None, new, "typed by the umpire"))


def _neighbours_share_the_moral_result(work: _Working, neighbours: Mapping[str, list[str]]) -> None:
    """In melee a neighbour "gets the same moral result" as the unit it stands beside
    (4.1.6): the disorder its unit is put into (read from the table or typed)."""
    if work.resolution.kind != MELEE:
        return
    for role in work.resolution.roles:
        if role.unit is None or not neighbours.get(role.role):
            continue
        result = next(
            (e.to for e in reversed(work.effects) if e.what == "disorder" and e.unit == role.unit),
            None,
        )
        if result is None:
            continue
        for neighbour in neighbours[role.role]:
            if neighbour in work.units:
                current = work.units[neighbour].disorder
                new = worse_disorder(current, str(result))
                work.change(neighbour, "disorder", new, "4.1.6", "neighbour: same moral result")


def _fd_warnings(work: _Working) -> None:
    for effect in work.effects:
        if effect.what == "disorder" and effect.to == "FD":
            work.warn(
                "fd_loss",
                QT_TRANSLATE_NOOP(
                    "rules",
                    "{unit} goes into FD: take the loss on entering FD from the book (5.4.1)",
                ),
                effect.unit,
            )


# --- 6. supplies and flags ------------------------------------------------------------------


def _supplies(work: _Working, neighbours: Mapping[str, list[str]]) -> None:
    """A fire or melee roll uses supplies of the roller and its neighbours; two dice
    showing 1 start the count (5.5.3, 3.1.6, 4.1.6)."""
    if work.resolution.kind not in SUPPLY_ROLL_KINDS:
        return
    for role_result in work.resolution.roles:
        rollers = [role_result.unit] + neighbours.get(role_result.role, [])
        for unit_key in rollers:
            if unit_key is None or unit_key not in work.units:
                continue
            before = work.units[unit_key].supplies_left
            after = supplies_after_roll(before, role_result.faces)
            note = "two dice showing 1" if before is None and after is not None else ""
            if unit_key != role_result.unit:
                note = (note + "; " if note else "") + "neighbour: same roll (3.1.6, 4.1.6)"
            work.change(unit_key, "supplies_left", after, "5.5.3", note)


def _flags(
    work: _Working,
    neighbours: Mapping[str, list[str]],
    units: Mapping[str, UnitState],
    targets: Mapping[str, str],
    phase: str | None,
) -> None:
    """Flags a fire or melee roll sets: fired (3.1.6: neighbours too), and in the
    continued-fire phase continued fire (1.1.1), on the firers; fired at on the target
    (the first time engages a commander touching it, 1.1.4); attacked or defended (4.1.1,
    4.1.6), opponent brought into FD (4.1.1)."""
    resolution, bound = work.resolution, work.bound

    def flag(unit_key: str | None, name: str, rule: str) -> None:
        if unit_key is None or unit_key not in units:
            return
        work.effects.append(Effect(unit_key, "flag", None, name, rule, flag_until(name, bound)))

    if resolution.kind in FIRE_ROLL_KINDS:
        for role in resolution.roles:
            for unit_key in [role.unit] + neighbours.get(role.role, []):
                flag(unit_key, "fired", "Table 8, 3.1.6")
                if phase == CONTINUED_FIRE_PHASE:
                    flag(unit_key, "continued_fire", "1.1.1")
            flag(targets.get(role.role), "fired_at", "1.1.4")
        return
    if resolution.kind != MELEE:
        return
    camps: dict[str, list[str]] = {"attacker": [], "defender": []}
    for role in resolution.roles:
        camp = "defender" if role.role == "defender" else "attacker"
        for unit_key in [role.unit] + neighbours.get(role.role, []):
            if unit_key is not None:
                camps[camp].append(unit_key)
                flag(unit_key, "attacked" if camp == "attacker" else "defended", "4.1.1, 4.1.6")
    into_fd = {
        e.unit for e in work.effects if e.what == "disorder" and e.to == "FD" and e.from_ != "FD"
    }
    for camp, other in (("attacker", "defender"), ("defender", "attacker")):
        if any(u in into_fd for u in camps[other]):
            for unit_key in camps[camp]:
                if unit_key not in into_fd:
                    flag(unit_key, "opponent_into_fd", "4.1.1")
