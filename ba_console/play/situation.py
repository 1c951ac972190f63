"""One roll described as data (`ba-console resolve`): parse the JSON, read it through
play, say the result as JSON.

A `Situation` names the pack, the kind of roll, the bound, each role's unit, ticked
factors and (optionally) typed dice, the units' roster state, the side penalties in
force and what the umpire read from the book. `resolve_situation` turns it into the same
`RollChoices` the window's roll dialog makes and a `GivenState` for the units, and asks
`play` for the reading: the factors the roster decides are pre-ticked (merged with those
named), the side penalty after a fallen staff figure added (Table 18), the dice rolled or
checked, the result read, the exact odds computed, the effects and the warnings listed,
and the draft the window would log. Nothing is applied or stored. Input errors name the
field ("rolls[0].factors[1]: …") so a hand-written JSON file can be fixed quickly.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import field
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any, Literal, NamedTuple

from ba_console.core.data_check import DataError, read
from ba_console.core.dice import DiceSpec
from ba_console.core.factors import CountedFactor, FactorError, Tick
from ba_console.core.frozen import After, Before, Limits, Plain, record
from ba_console.core.model import BandTable, EffectSpec, RollKind, ThresholdTable
from ba_console.core.orders import OrderParts
from ba_console.core.resolve import FaceSource, Resolution, ResolveError, count_role_factors
from ba_console.play import roll as play
from ba_console.play.choices import PlayError, RoleChoice, RollChoices, RollPreview
from ba_console.play.state import GivenState, StaffFigure, WrittenOrder
from ba_console.rules.belle_alliance.flags import FLAG_DURATIONS
from ba_console.rules.belle_alliance.morale import ROLLS_AFTER_SUPPLY_TRIGGER
from ba_console.rules.common import (
    ARMS,
    Effect,
    RollContext,
    RuleWarning,
    SidePenalty,
    UnitState,
    role_factor_tables,
)
from ba_console.rules.registry import rules_for

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


class SituationError(ValueError):
    """A situation that cannot be resolved; the message starts with the field."""


# The fields of a situation file, read by `core.data_check` (a refusal names the field).
Filled = Annotated[str, Limits(min_length=1)]
NotNegative = Annotated[int, Limits(ge=0)]
Bound = Annotated[int, Limits(ge=1)]


def _whole_faces(value: object) -> object:
    # Lax reading would take true as 1 and "6" as 6: dice are typed as numbers.
    if isinstance(value, list) and any(type(face) is not int for face in value):
        shown = json.dumps(value)[:60]
        raise ValueError(f"dice are whole numbers, e.g. [6, 5, 4], not {shown}")
    return value


def _a_fraction(value: int | str) -> int | str:
    try:
        part = Fraction(value)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{value!r} is not a number of figures (2, 1/2, 1.5)") from None
    if part < 0:
        raise ValueError("a loss is not less than nothing")
    return value


def _known_flags(flags: dict[str, list[int]]) -> dict[str, list[int]]:
    for name in flags:
        if name not in FLAG_DURATIONS:
            raise ValueError(f"unknown flag {name!r} (known: {', '.join(FLAG_DURATIONS)})")
    return flags


def _given_text(value: object) -> object:
    # A field whose default is "not given" (None) is text when it is given.
    if value is None:
        raise ValueError("Input should be a valid string")
    return value


def _class() -> Any:
    return field(default=None, metadata={"alias": "class"})


@record
class FactorRef(Plain):
    """A ticked factor: the row `key`, its `table` when the role reads several, `value`
    for a ±N row (valour, engaging of commanding officer), `count` for a repeatable row
    (Table 17's failed bounds with the same order, 1.1.3), and `typed`: the value the
    umpire read from the book for a row the pack leaves unset (Table 6 or 7), counted as
    if the pack held it and logged as typed by the umpire."""

    table: str | None = None
    key: Filled
    value: int | None = None
    count: Annotated[int, Limits(ge=1)] | None = None  # a repeatable row: times counted
    typed: int | None = None  # an unset row's value, typed from the book


@record
class ContextIn(Plain):
    """Facts of the roll the roster does not hold (see `RollContext`)."""

    opponent_figures: NotNegative | None = None
    firing_artillery: bool | None = None  # default: true for an artillery fire roll
    at_the_charge: bool = False
    commander_engaged: int | None = None
    staff_in_base_contact: bool = False
    # The immediate commander's rating as the roster keeps it: Belle Alliance's (1.1.3),
    # General de Brigade's (`gifted` is the same as `gifted_commander`).
    commander_rating: Literal["effective", "ineffective", "gifted", "inept"] | None = None
    gifted_commander: bool = False
    # Figures lost to the defensive fire of the unit's charge (General de Brigade VII).
    fire_casualties: NotNegative = 0
    order: OrderParts | None = None
    # Consecutive bounds before this one whose ordering roll failed with the same order
    # (1.1.3), or, for a replacement roll, whose replacement of the same fallen commander
    # failed (1.1.4): Table 17's (Table 19's) repeatable row is pre-ticked that many times.
    failed_bounds: NotNegative = 0


@record
class RollIn(Plain):
    role: Filled
    unit: str | None = None
    side: str | None = None  # defaults to the unit's side
    factors: list[str | FactorRef] = field(default_factory=list)
    dice: Annotated[list[int] | None, Before(_whole_faces)] = None  # omitted: console dice
    column: str | None = None  # column of a total × column result table
    klass: str | None = _class()  # class of a threshold test
    target: str | None = None  # the unit fired at (fire rolls)
    neighbours: list[str] = field(default_factory=list)  # 3.1.6, 4.1.6
    context: ContextIn = field(default_factory=ContextIn)
    auto: bool = True  # pre-tick the factors the roster decides


@record
class UnitIn(Plain):
    side: str = ""
    arm: Literal[ARMS] = "infantry"  # type: ignore[valid-type]
    type: str = ""
    figures_start: NotNegative | None = None  # default: figures
    figures: NotNegative = 0
    gunners_start: NotNegative | None = None
    gunners: NotNegative | None = None
    valour: Annotated[int, Limits(ge=-5, le=5)] = 0  # 5.5.1: +5 to -5
    # Not given (None): the first step of the pack's own ladder (`_state`).
    disorder: Annotated[str | None, Before(_given_text)] = None
    formation: str | None = None
    supplies_left: Annotated[int, Limits(ge=0, le=ROLLS_AFTER_SUPPLY_TRIGGER)] | None = None
    flags: Annotated[dict[str, list[int]], After(_known_flags)] = field(default_factory=dict)
    marksmen: bool = False
    light: bool = False
    klass: str | None = _class()
    # The units it fired at in the bound before: continued fire is only at them (1.1.1).
    fired_at_last_bound: list[str] = field(default_factory=list)
    # Parts of a figure it lost to earlier rolls of this phase ("1/2"): summed with this
    # roll's before rounding down (3.1.5, 4.1.5).
    lost_this_phase: Annotated[int | str, After(_a_fraction)] = 0

    def state(self, key: str, disorder: str = "ordered") -> UnitState:
        """The unit's state; `disorder` where the situation gives none."""
        gunners_start = self.gunners_start if self.gunners_start is not None else self.gunners
        return UnitState(
            key=key,
            side=self.side,
            arm=self.arm,
            type=self.type,
            figures_start=self.figures_start if self.figures_start is not None else self.figures,
            figures=self.figures,
            gunners_start=gunners_start,
            gunners=self.gunners,
            valour=self.valour,
            disorder=self.disorder if self.disorder is not None else disorder,
            formation=self.formation,
            supplies_left=self.supplies_left,
            flags={k: frozenset(v) for k, v in self.flags.items()},
            marksmen=self.marksmen,
            light=self.light,
            klass=self.klass,
        )


@record
class StaffIn(Plain):
    """A commander or an orderly (1.1.4): whose side it is, and whether it has fallen.
    A catch roll, a Table 10 roll or a replacement names staff figures, not units."""

    side: Filled
    kind: Literal["commander", "orderly"]
    fallen: bool = False


@record
class SidePenaltyIn(Plain):
    value: Literal[-1, -2]
    bound: Bound | None = None  # bound of the catch roll; None: now


@record
class UmpireOutcomeIn(Plain):
    """What the umpire read from the book: the outcome (one, or one per result), and
    where Table 12 is unset, or the outcome read has no effects in the pack, the figures
    each unit loses and its new disorder, or the outcome's other effects (noted as typed
    from the book, `play.record`)."""

    outcome: str | list[str | None] | None = None
    figures_lost: dict[str, int | str | list[int | str]] = field(default_factory=dict)
    disorder: dict[str, str] = field(default_factory=dict)
    # The effects the book gives the outcome read, beside figures and disorder (a catch
    # roll's `{"what": "staff_falls"}`, `{"what": "side_penalty", "value": -1}`), where the
    # pack gives it none: the kind's own only (`RollPlaces.outcome_effects`).
    effects: list[EffectSpec] = field(default_factory=list)


@record
class Situation(Plain):
    pack: Filled
    roll: Filled
    bound: Bound = 1
    # The step of Table 1 the roll is made in ("continued_fire", "melee/melee"): the rules
    # of a phase (continued fire, 1.1.1) apply only where it is given.
    phase: Annotated[str, Limits(pattern=r"^[a-z0-9_]+(/[a-z0-9_]+)?$")] | None = None
    rolls: Annotated[list[RollIn], Limits(min_length=1)]
    units: dict[str, UnitIn] = field(default_factory=dict)
    staff: dict[str, StaffIn] = field(default_factory=dict)
    side_penalty: dict[str, Literal[-1, -2] | SidePenaltyIn] = field(default_factory=dict)
    umpire_outcome: str | list[str | None] | UmpireOutcomeIn | None = None

    def umpire(self) -> UmpireOutcomeIn:
        if isinstance(self.umpire_outcome, UmpireOutcomeIn):
            return self.umpire_outcome
        return UmpireOutcomeIn(outcome=self.umpire_outcome)


def describe_problems(problems: list[tuple[tuple[str | int, ...], str]]) -> str:
    """The problems as "rolls[0].dice: message" lines, one per place; what each type of a
    union (a factor given as text or as a table) refuses is joined with "or"."""
    messages: dict[str, list[str]] = {}
    for place, message in problems:
        where = ""
        for part in place:
            where += f"[{part}]" if isinstance(part, int) else ("." if where else "") + part
        found = messages.setdefault(where or "situation", [])
        if message not in found:
            found.append(message)
    return "\n".join(f"{where}: {'; or '.join(found)}" for where, found in messages.items())


def parse_situation(data: object) -> Situation:
    try:
        return read(Situation, data)
    except DataError as exc:
        raise SituationError(describe_problems(exc.problems)) from None


class Report(NamedTuple):
    """A resolved situation: the resolution, the effects it would have, warnings."""

    pack_id: str
    pack_hash: str
    bound: int
    resolution: Resolution
    effects: tuple[Effect, ...]
    warnings: tuple[RuleWarning, ...]
    outcome_labels: Mapping[str, str]
    preview: RollPreview | None = None  # play's reading, with the draft the window logs

    @property
    def needs_umpire(self) -> bool:
        return self.resolution.needs_umpire

    def to_dict(self) -> dict[str, object]:
        """The JSON shape `ba-console resolve` prints."""
        rolls = []
        for role in self.resolution.roles:
            factors = [_factor_dict(item) for item in role.factors.items + tuple(role.extra)]
            rolls.append(
                {
                    "role": role.role,
                    "unit": role.unit,
                    "dice": list(role.faces),
                    "dice_spec": str(role.dice),
                    "dice_source": role.dice_source,
                    "natural": role.natural,
                    "factors": factors,
                    "modifier": role.modifier,
                    "total": role.total,
                    "unset": [f"{item.table}:{item.key}" for item in role.unset],
                }
            )
        results = []
        for result in self.resolution.results:
            key = result.outcome_key
            results.append(
                {
                    "roles": list(result.roles),
                    "value": result.value,
                    "outcome": key,
                    "outcome_label": self.outcome_labels.get(key) if key else None,
                    "typed": result.typed,
                    "needs_umpire": result.needs_umpire,
                    "reason": result.lookup.reason or None,
                    "cell": result.lookup.cell,
                    "odds": {k: float(p) for k, p in result.odds.items()},
                    "odds_exact": {k: _fraction(p) for k, p in result.odds.items()},
                    "odds_complete": result.odds_complete,
                    # The unset factors whose values the odds wait for (none typed).
                    "odds_unknown_until": [
                        f"{item.table}:{item.key}"
                        for role in self.resolution.roles
                        if role.role in result.roles
                        for item in role.unset
                    ],
                }
            )
        single = results[0] if len(results) == 1 else None
        return {
            "pack": self.pack_id,
            "pack_hash": self.pack_hash,
            "roll": self.resolution.kind,
            "bound": self.bound,
            "rolls": rolls,
            "results": results,
            "outcome": single["outcome"] if single else None,
            "typed": single["typed"] if single else None,
            "needs_umpire": self.needs_umpire,
            "cell": single["cell"] if single else None,
            "odds": single["odds"] if single else {},
            "odds_exact": single["odds_exact"] if single else {},
            "effects": [effect.to_dict() for effect in self.effects],
            "warnings": [warning.to_dict() for warning in self.warnings],
        }


def _fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def _factor_dict(item: CountedFactor) -> dict[str, object]:
    data: dict[str, object] = {
        "table": item.table,
        "key": item.key,
        "label": item.label_en,
        "column": item.column,
        "value": item.value,
        "status": item.status,
        "auto": item.auto,
        "reason": item.reason,
        "rule": item.rule,
    }
    if item.count > 1:
        data["count"] = item.count  # a repeatable row: `value` is its value times this
    if item.typed:
        data["typed"] = True  # the pack leaves the cell unset: the umpire typed the value
    return data


NEEDS_UMPIRE_REASONS = {
    "unset_table": "the table is not filled in (unset in this pack)",
    "unset_cell": "the table's cell is unset",
    "no_band": "no band of the table covers this value",
    "unset_factor": "a ticked factor is unset",
    "no_table": "this roll has no result table in the pack",
    "unset_threshold": "the class's threshold is unset",
}


def _explicit_ticks(kind, pack, index: int, roll: RollIn) -> list[Tick]:
    tables = role_factor_tables(kind, roll.role, pack.tables)
    ticks: list[Tick] = []
    for j, raw in enumerate(roll.factors):
        where = f"rolls[{index}].factors[{j}]"
        ref = raw if isinstance(raw, FactorRef) else _parse_factor_text(raw)
        candidates = [
            table_id
            for table_id, table, _column in tables
            if ref.table in (None, table_id) and any(row.key == ref.key for row in table.rows)
        ]
        names = ", ".join(t for t, _, _ in tables) or "none"
        if not candidates:
            raise SituationError(
                f"{where}: no row {ref.key!r} in the factor tables of role {roll.role} ({names})"
            )
        if len(candidates) > 1:
            raise SituationError(
                f"{where}: {ref.key!r} is in several tables ({names}); name the table"
            )
        (table_id,) = candidates
        if any((t.table, t.key) == (table_id, ref.key) for t in ticks):
            raise SituationError(f"{where}: {ref.key!r} is ticked twice")
        ticks.append(Tick(table_id, ref.key, ref.value, count=ref.count or 1, typed=ref.typed))
    return ticks


def _merge_ticks(
    kind: RollKind,
    pack: RulePack,
    role: str,
    auto: list[Tick],
    chosen: list[Tick],
    counts: Mapping[tuple[str, str], int] | None = None,
) -> list[Tick]:
    """The checklist as the window's roll dialog leaves it: the roster's ticks, then the
    umpire's, which win (a row ticked in a group unticks the roster's row of that group;
    a ±N row ticked without a value takes the roster's, e.g. "valour" on a unit of valour
    +2), in the order of the tables' rows, so the log lists the factors alike; a row
    stays automatic where its value (and, for a repeatable row, its count: the umpire's
    where `counts` names it, else the roster's) is the roster's."""
    counts = counts or {}
    tables = role_factor_tables(kind, role, pack.tables)
    rows = {(table_id, row.key): row for table_id, table, _ in tables for row in table.rows}
    roster = {(t.table, t.key): t for t in auto}
    ticked = dict(roster)
    for tick in chosen:
        where = (tick.table, tick.key)
        group = rows[where].group if where in rows else None
        for other in [w for w in roster if w != where and w[0] == where[0] and group]:
            if rows[other].group == group:  # two ticked by the umpire: refused when counted
                ticked.pop(other, None)
        ticked[where] = tick
    merged = []
    for where in [w for w in rows if w in ticked] + [w for w in ticked if w not in rows]:
        tick, known = ticked[where], roster.get(where)
        value = tick.value if tick.value is not None else (known.value if known else None)
        count = counts.get(where, known.count if known is not None else tick.count)
        typed = tick.typed  # the umpire's, beside a roster tick too (the dialog's way)
        if known is not None and (known.value is None or known.value == value):
            if known.count == count:
                tick = dataclasses.replace(known, value=value, typed=typed)
            else:
                tick = Tick(where[0], where[1], value, count=count, typed=typed)
        else:
            tick = dataclasses.replace(tick, count=count)
        merged.append(tick)
    return merged


def _parse_factor_text(text: str) -> FactorRef:
    table, sep, key = text.partition(":")
    return FactorRef(table=table, key=key) if sep else FactorRef(key=text)


def _side_penalties(situation: Situation) -> list[SidePenalty]:
    penalties = []
    for side, given in situation.side_penalty.items():
        if isinstance(given, SidePenaltyIn):
            bound = given.bound if given.bound is not None else situation.bound
            penalties.append(SidePenalty(side, given.value, bound))
        else:
            penalties.append(SidePenalty(side, given, situation.bound))
    return penalties


def _staff(situation: Situation, units: Mapping[str, UnitState]) -> dict[str, StaffFigure]:
    """The staff figures as the roster would hold them: every commander has two orderlies,
    `<commander>.o1` and `.o2` (1.1.4), standing unless given; an orderly's commander is
    the key before its `.oN`, standing unless given (as the window's roster is made)."""
    given = situation.staff
    for key in given:
        if key in units:
            raise SituationError(f"staff.{key}: {key} is a unit too; a key names one or the other")
    commanders = {key: figure for key, figure in given.items() if figure.kind == "commander"}
    for key, figure in given.items():
        commander, _, number = key.rpartition(".o")
        if figure.kind == "orderly" and commander and number in ("1", "2"):
            commanders.setdefault(commander, StaffIn(side=figure.side, kind="commander"))
    staff: dict[str, StaffFigure] = {}
    for key, figure in commanders.items():
        orderlies = (f"{key}.o1", f"{key}.o2")
        staff[key] = StaffFigure(key, "commander", figure.side, figure.fallen, orderlies=orderlies)
        for orderly in orderlies:
            fallen = orderly in given and given[orderly].fallen
            staff[orderly] = StaffFigure(orderly, "orderly", figure.side, fallen, commander=key)
    for key, figure in given.items():
        if key not in staff:  # an orderly whose key names no commander
            staff[key] = StaffFigure(key, figure.kind, figure.side, figure.fallen)
    return staff


def _state(situation: Situation, pack: RulePack) -> GivenState:
    units: dict[str, UnitState] = {}
    for key, unit in situation.units.items():
        # Not given: the first step of the pack's own ladder (General de Brigade's
        # "formed"), not Belle Alliance's "ordered".
        state = unit.state(key, pack.disorder[0])
        if state.disorder not in pack.disorder:
            raise SituationError(
                f"units.{key}.disorder: {state.disorder!r} is not one of {', '.join(pack.disorder)}"
            )
        units[key] = state
    staff = _staff(situation, units)
    # An order stated for a roll is the unit's written order of the bound, one that needs
    # its ordering roll (1.1.3): the roll's effect on it is logged as the window logs it.
    orders = {
        roll.unit: WrittenOrder(roll.unit, situation.bound, "", roll.context.order, "needs_roll")
        for roll in situation.rolls
        if roll.unit and roll.context.order is not None
    }
    phase = situation.phase.partition("/")[0] if situation.phase else None
    if phase is not None and phase not in {step.key for step in pack.phases}:
        keys = ", ".join(step.key for step in pack.phases)
        raise SituationError(f"phase: {phase!r} is not a phase of this pack ({keys})")
    return GivenState(
        situation.bound,
        units,
        tuple(_side_penalties(situation)),
        staff_figures=staff,
        orders=orders,
        phase=phase,
        previous_targets={
            key: frozenset(unit.fired_at_last_bound) for key, unit in situation.units.items()
        },
        earlier_losses={
            key: Fraction(unit.lost_this_phase) for key, unit in situation.units.items()
        },
    )


def _context(
    pack: RulePack, state: GivenState, choice: RoleChoice, choices: RollChoices, given: ContextIn
) -> RollContext:
    """The roll's facts as the situation states them; what it leaves out as play reads it
    from the units (whom the figures are compared with, 3.4.3, 4.1.3)."""
    read = play.context(pack, state, choice, choices)
    return RollContext(
        opponent_figures=(
            given.opponent_figures if given.opponent_figures is not None else read.opponent_figures
        ),
        firing_artillery=(
            given.firing_artillery if given.firing_artillery is not None else read.firing_artillery
        ),
        at_the_charge=given.at_the_charge,
        commander_engaged=given.commander_engaged,
        staff_in_base_contact=given.staff_in_base_contact,
        commander_rating=given.commander_rating,
        order=given.order,
        gifted_commander=given.gifted_commander,
        fire_casualties=given.fire_casualties,
        neighbours=read.neighbours,
        failed_bounds=given.failed_bounds,
    )


def _faces(
    kind, pack: RulePack, index: int, roll: RollIn, faces_from: FaceSource | None
) -> tuple[int, ...] | None:
    """The role's faces as typed (checked), or the console's; None where neither."""
    dice = DiceSpec.parse(kind.dice) if kind.dice else pack.dice_spec
    if roll.dice is not None:
        try:
            return dice.check(roll.dice)
        except ValueError as exc:
            raise SituationError(f"rolls[{index}].dice: {exc}") from None
    if faces_from is None:
        return None
    return dice.check(faces_from(roll.role, dice))


def resolve_situation(
    situation: Situation, pack: RulePack, faces_from: FaceSource | None = None
) -> Report:
    """Resolve one roll described as data (see the module docstring), through play: the
    same reading the window makes of the same roll."""
    try:
        kind = pack.roll(situation.roll)
    except KeyError as exc:
        raise SituationError(f"roll: {exc.args[0]}") from None
    warnings: list[RuleWarning] = []

    def warn(code: str, message: str, unit: str | None = None) -> None:
        warnings.append(RuleWarning(code, message, unit))

    state = _state(situation, pack)
    units = state.units
    known = set(units) | set(state.staff_figures)
    bare: list[RoleChoice] = []
    for index, roll in enumerate(situation.rolls):
        try:
            kind.role(roll.role)
        except KeyError:
            names = ", ".join(r.key for r in kind.roles)
            raise SituationError(
                f"rolls[{index}].role: {roll.role!r} is not a role of {kind.key} ({names})"
            ) from None
        for field_name, key in (("unit", roll.unit), ("target", roll.target)):
            if key is not None and known and key not in known:
                warn("unit_unknown", f"rolls[{index}].{field_name}: {key} is not among the units")
        faces = _faces(kind, pack, index, roll, faces_from)
        unit = units.get(roll.unit) if roll.unit else None
        klass = roll.klass or (unit.klass if unit else None)
        result_table = pack.tables.get(kind.result or "")
        if isinstance(result_table, ThresholdTable) and klass not in result_table.thresholds:
            classes = ", ".join(result_table.thresholds)
            given = f"{klass!r} is not a class of this test" if klass else "give the unit's class"
            raise SituationError(f"rolls[{index}].class: {given} ({classes})")
        bare.append(
            RoleChoice(
                role=roll.role,
                unit=roll.unit,
                faces=faces,
                console=faces is not None and roll.dice is None,
                target=roll.target,
                column=roll.column,
                klass=klass,
                at_the_charge=roll.context.at_the_charge,
                neighbours=tuple(roll.neighbours),
                side=roll.side or None,
            )
        )
    umpire = situation.umpire()
    for key, value in umpire.disorder.items():
        if value not in pack.disorder:
            raise SituationError(
                f"umpire_outcome.disorder.{key}: {value!r} is not one of {', '.join(pack.disorder)}"
            )
    choices = RollChoices(
        kind.key,
        tuple(bare),
        typed_outcomes=_typed_outcomes(umpire.outcome),
        figures_lost={k: tuple(_parts(v)) for k, v in umpire.figures_lost.items()},
        disorder=dict(umpire.disorder),
        outcome_effects=tuple(umpire.effects),
    )
    roles: list[RoleChoice] = []
    for index, (roll, choice) in enumerate(zip(situation.rolls, bare, strict=True)):
        if (
            roll.context.opponent_figures is None
            and kind.key in rules_for(pack.rules).places.melee
            and roll.role == "defender"
            and sum(1 for r in situation.rolls if r.role != "defender") > 1
        ):
            warn(
                "several_attackers_figures",
                "several attackers: tick the defender's figures factor by hand (4.1.5)",
                roll.unit,
            )
            context = _context(pack, state, choice, choices, roll.context)._replace(
                opponent_figures=None
            )
        else:
            context = _context(pack, state, choice, choices, roll.context)
        choice = choice._replace(context=context)
        auto = play.auto_ticks(pack, state, choice, choices) if roll.auto else []
        chosen = _explicit_ticks(kind, pack, index, roll)
        counts = {
            (tick.table, tick.key): ref.count
            for tick, ref in zip(chosen, roll.factors, strict=True)
            if isinstance(ref, FactorRef) and ref.count is not None
        }
        ticks = _merge_ticks(kind, pack, roll.role, auto, chosen, counts)
        try:
            count_role_factors(kind, pack.tables, roll.role, tuple(ticks))
        except (FactorError, ResolveError) as exc:
            raise SituationError(f"rolls[{index}].factors: {exc}") from None
        roles.append(choice._replace(ticks=tuple(ticks)))
    rules = rules_for(pack.rules)
    for side in situation.side_penalty:
        if not any(p.side == side and p.active(situation.bound) for p in state.penalties):
            warn(
                "side_penalty_expired",
                f"side {side}: its penalty is not in force in bound {situation.bound} "
                "(Table 18: the bound of the fall and the next)",
            )
        elif any(
            play.side_of(state, c) == side and play.staff_roll(rules, state, kind.key, c)
            for c in roles
        ):
            warn(
                "side_penalty_staff_roll",
                f"side {side}: its penalty is not counted on a staff figure's own roll "
                "(1.1.4: it falls on the rolls of the side's units)",
            )
    choices = choices._replace(roles=tuple(roles))
    if not choices.rolled:
        missing = next(i for i, c in enumerate(roles) if c.faces is None)
        raise SituationError(
            f"rolls: {roles[missing].role}: no dice typed and no console dice available"
        )
    try:
        preview = play.preview(pack, state, choices, "en", strict=True)
    except PlayError as exc:
        text = str(exc)
        typed = "typed outcome" in text or exc.template in play.TYPED_EFFECTS_REFUSED
        field = "umpire_outcome" if typed else "rolls"
        raise SituationError(f"{field}: {text}") from None
    # Where the table's outcomes decide the order (an ordering roll), one of them, as the
    # roll dialog asks: words of the umpire's own would leave the order waiting (1.1.3).
    problem = play.with_order_outcome(pack, preview).problem
    if problem is not None and problem.code == "order_outcome":
        raise SituationError(f"umpire_outcome: {problem.text}")
    for restriction in preview.restrictions:
        warn(restriction.code, f"{restriction.unit}: {restriction.text}", restriction.unit)
    resolution = preview.resolution
    for role in resolution.roles:
        for item in role.unset:
            warn(
                "unset_factor",
                f"{role.role}: {item.table} row {item.key} is unset: fill it from the book, "
                "or type the outcome read from the book",
                role.unit,
            )
        for item in role.factors.items:
            if item.typed:
                warn(
                    "typed_factor",
                    f"{role.role}: {item.table} row {item.key}, {item.column}: value "
                    f"{int(item.value or 0) // item.count:+d} typed by the umpire from the book",
                    role.unit,
                )
    for index, result in enumerate(resolution.results):
        if result.typed:
            warn("typed_outcome", f"result {index}: outcome typed by the umpire from the book")
        elif result.needs_umpire:
            why = NEEDS_UMPIRE_REASONS.get(result.lookup.reason, result.lookup.reason)
            warn(
                "needs_umpire",
                f"result {index} ({' vs '.join(result.roles)}, {result.value}): {why}: "
                "read the outcome from the book",
            )
    warnings.extend(preview.warnings)
    if preview.problem is not None and preview.problem.code == "draft":
        # What the window refuses at Confirm (a replacement of a commander standing, a
        # catch roll on a unit): the window's words, so the command says it too.
        warn("refused", f"the roll cannot be logged: {preview.problem.text}")
    return Report(
        pack.id,
        pack.content_hash,
        situation.bound,
        resolution,
        preview.effects,
        tuple(warnings),
        _outcome_labels(pack, kind),
        preview,
    )


def _parts(value: int | str | list[int | str]) -> list[int | str]:
    return value if isinstance(value, list) else [value]


def _typed_outcomes(outcome: str | list[str | None] | None) -> dict[int, str]:
    if outcome is None:
        return {}
    if isinstance(outcome, str):
        return {0: outcome}
    return {i: text for i, text in enumerate(outcome) if text is not None}


def _outcome_labels(pack, kind) -> dict[str, str]:
    table = pack.tables.get(kind.result or "")
    if isinstance(table, BandTable):
        return {o.key: o.label.en for o in table.outcomes}
    if isinstance(table, ThresholdTable):
        return {o.key: o.label.en for o in (table.pass_outcome, table.fail_outcome)}
    return {}
