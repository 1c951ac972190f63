"""One roll described as data, resolved end to end: the entry the GUI and the CLI share.

A `Situation` names the pack, the kind of roll, the bound, each role's unit, ticked
factors and (optionally) typed dice, the units' roster state, the side penalties in
force and what the umpire read from the book. `resolve_situation` pre-ticks the factors
the roster decides (the rules module's `auto` predicates), adds the side penalty after a
fallen staff figure (Table 18), rolls or checks the dice, reads the result table,
computes the exact odds, and lists the effects the roll would have and the warnings the
umpire should see. Nothing is applied or stored. Input errors name the field
("rolls[0].factors[1]: …") so a hand-written JSON file can be fixed quickly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ba_console.core.dice import DiceSpec
from ba_console.core.factors import CountedFactor, FactorError, Tick
from ba_console.core.model import BandTable, FactorTable, ThresholdTable
from ba_console.core.orders import OrderParts
from ba_console.core.resolve import (
    FaceSource,
    Resolution,
    ResolveError,
    RoleInput,
    count_role_factors,
    resolve_roll,
)
from ba_console.rules import belle_alliance as ba
from ba_console.rules import general_de_brigade as gdb
from ba_console.rules.common import (
    ARMS,
    AutoPredicate,
    Effect,
    RollContext,
    RuleWarning,
    UnitState,
    role_factor_tables,
    ticks_from_predicates,
)

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


class SituationError(ValueError):
    """A situation that cannot be resolved; the message starts with the field."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class FactorRef(_Model):
    """A ticked factor: the row `key`, its `table` when the role reads several, and
    `value` for a ±N row (valour, engaging of commanding officer)."""

    table: str | None = None
    key: str = Field(min_length=1)
    value: int | None = None


class ContextIn(_Model):
    """Facts of the roll the roster does not hold (see `RollContext`)."""

    opponent_figures: int | None = Field(default=None, ge=0)
    firing_artillery: bool | None = None  # default: true for an artillery fire roll
    at_the_charge: bool = False
    commander_engaged: int | None = None
    staff_in_base_contact: bool = False
    commander_rating: Literal["effective", "ineffective"] | None = None
    gifted_commander: bool = False
    order: OrderParts | None = None


class RollIn(_Model):
    role: str = Field(min_length=1)
    unit: str | None = None
    side: str | None = None  # defaults to the unit's side
    factors: list[str | FactorRef] = Field(default_factory=list)
    dice: list[int] | None = None  # typed faces; omitted: console dice
    column: str | None = None  # column of a total × column result table
    klass: str | None = Field(default=None, alias="class")  # class of a threshold test
    target: str | None = None  # the unit fired at (fire rolls)
    neighbours: list[str] = Field(default_factory=list)  # 3.1.6, 4.1.6
    context: ContextIn = Field(default_factory=ContextIn)
    auto: bool = True  # pre-tick the factors the roster decides


class UnitIn(_Model):
    side: str = ""
    arm: Literal[ARMS] = "infantry"  # type: ignore[valid-type]
    type: str = ""
    figures_start: int | None = Field(default=None, ge=0)  # default: figures
    figures: int = Field(default=0, ge=0)
    gunners_start: int | None = Field(default=None, ge=0)
    gunners: int | None = Field(default=None, ge=0)
    valour: int = Field(default=0, ge=-5, le=5)  # 5.5.1: +5 to -5
    disorder: str = "ordered"
    formation: str | None = None
    supplies_left: int | None = Field(default=None, ge=0, le=ba.ROLLS_AFTER_SUPPLY_TRIGGER)
    flags: dict[str, list[int]] = Field(default_factory=dict)
    marksmen: bool = False
    light: bool = False
    klass: str | None = Field(default=None, alias="class")

    @field_validator("flags")
    @classmethod
    def _known_flags(cls, flags: dict[str, list[int]]) -> dict[str, list[int]]:
        for name in flags:
            if name not in ba.FLAG_DURATIONS:
                raise ValueError(f"unknown flag {name!r} (known: {', '.join(ba.FLAG_DURATIONS)})")
        return flags

    def state(self, key: str) -> UnitState:
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
            disorder=self.disorder,
            formation=self.formation,
            supplies_left=self.supplies_left,
            flags={k: frozenset(v) for k, v in self.flags.items()},
            marksmen=self.marksmen,
            light=self.light,
            klass=self.klass,
        )


class SidePenaltyIn(_Model):
    value: Literal[-1, -2]
    bound: int | None = Field(default=None, ge=1)  # bound of the catch roll; None: now


class UmpireOutcomeIn(_Model):
    """What the umpire read from the book: the outcome (one, or one per result), and
    where Table 12 is unset the figures each unit loses and its new disorder."""

    outcome: str | list[str | None] | None = None
    figures_lost: dict[str, int | str | list[int | str]] = Field(default_factory=dict)
    disorder: dict[str, str] = Field(default_factory=dict)


class Situation(_Model):
    pack: str = Field(min_length=1)
    roll: str = Field(min_length=1)
    bound: int = Field(default=1, ge=1)
    rolls: list[RollIn] = Field(min_length=1)
    units: dict[str, UnitIn] = Field(default_factory=dict)
    side_penalty: dict[str, Literal[-1, -2] | SidePenaltyIn] = Field(default_factory=dict)
    umpire_outcome: str | list[str | None] | UmpireOutcomeIn | None = None

    def umpire(self) -> UmpireOutcomeIn:
        if isinstance(self.umpire_outcome, UmpireOutcomeIn):
            return self.umpire_outcome
        return UmpireOutcomeIn(outcome=self.umpire_outcome)


def describe_validation_error(exc: ValidationError) -> str:
    """pydantic's errors as "rolls[0].dice: message" lines, one per place; the branches
    of a union (a factor given as text or as a table) are joined with "or"."""
    branch_names = {"str", "int", "bool", "none", "FactorRef", "SidePenaltyIn", "UmpireOutcomeIn"}
    messages: dict[str, list[str]] = {}
    for error in exc.errors():
        where = ""
        for part in error["loc"]:
            if isinstance(part, int):
                where += f"[{part}]"
            elif part in branch_names or "[" in str(part):
                continue  # pydantic's name of a union branch, not a place in the file
            else:
                where += ("." if where else "") + str(part)
        message = error["msg"].removeprefix("Value error, ")
        if error["type"] == "extra_forbidden":
            message = "unknown field (check the spelling)"
        elif error["type"] == "missing":
            message = "required field is missing"
        found = messages.setdefault(where or "situation", [])
        if message not in found:
            found.append(message)
    return "\n".join(f"{where}: {'; or '.join(found)}" for where, found in messages.items())


def parse_situation(data: object) -> Situation:
    try:
        return Situation.model_validate(data)
    except ValidationError as exc:
        raise SituationError(describe_validation_error(exc)) from None


@dataclass(frozen=True)
class Report:
    """A resolved situation: the resolution, the effects it would have, warnings."""

    pack_id: str
    pack_hash: str
    bound: int
    resolution: Resolution
    effects: tuple[Effect, ...]
    warnings: tuple[RuleWarning, ...]
    outcome_labels: Mapping[str, str]

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
    return {
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


NEEDS_UMPIRE_REASONS = {
    "unset_table": "the table is not filled in (unset in this pack)",
    "unset_cell": "the table's cell is unset",
    "no_band": "no band of the table covers this value",
    "unset_factor": "a ticked factor is unset",
    "no_table": "this roll has no result table in the pack",
    "unset_threshold": "the class's threshold is unset",
}


def _registry(pack: RulePack) -> Mapping[str, AutoPredicate]:
    if pack.rules == "general_de_brigade":
        return gdb.AUTO_PREDICATES
    return ba.AUTO_PREDICATES


def _explicit_ticks(kind, pack, index: int, roll: RollIn) -> list[Tick]:
    tables = role_factor_tables(kind, roll.role, pack.tables)
    ticks: list[Tick] = []
    for j, raw in enumerate(roll.factors):
        where = f"rolls[{index}].factors[{j}]"
        ref = raw if isinstance(raw, FactorRef) else _parse_factor_text(raw)
        candidates: list[tuple[str, FactorTable]] = []
        for table_id, table, _column in tables:
            if ref.table not in (None, table_id):
                continue
            if any(row.key == ref.key for row in table.rows):
                candidates.append((table_id, table))
        names = ", ".join(t for t, _, _ in tables) or "none"
        if not candidates:
            raise SituationError(
                f"{where}: no row {ref.key!r} in the factor tables of role {roll.role} ({names})"
            )
        if len(candidates) > 1:
            raise SituationError(
                f"{where}: {ref.key!r} is in several tables ({names}); name the table"
            )
        ticks.append(Tick(candidates[0][0], ref.key, ref.value))
    return ticks


def _merge_ticks(auto: list[Tick], chosen: list[Tick]) -> list[Tick]:
    """The umpire's ticks win over the roster's; a ±N row ticked without a value takes
    the roster's value (e.g. "valour" ticked by hand on a unit of valour +2)."""
    by_row = {(t.table, t.key): t for t in auto}
    merged = [t for t in auto if (t.table, t.key) not in {(c.table, c.key) for c in chosen}]
    for tick in chosen:
        known = by_row.get((tick.table, tick.key))
        if known is not None and tick.value is None:
            tick = known
        merged.append(tick)
    return merged


def _parse_factor_text(text: str) -> FactorRef:
    table, sep, key = text.partition(":")
    return FactorRef(table=table, key=key) if sep else FactorRef(key=text)


def _side_penalties(situation: Situation) -> list[ba.SidePenalty]:
    penalties = []
    for side, given in situation.side_penalty.items():
        if isinstance(given, SidePenaltyIn):
            bound = given.bound if given.bound is not None else situation.bound
            penalties.append(ba.SidePenalty(side, given.value, bound))
        else:
            penalties.append(ba.SidePenalty(side, given, situation.bound))
    return penalties


def _context(
    situation: Situation, index: int, roll: RollIn, units: Mapping[str, UnitState], warn
) -> RollContext:
    given = roll.context
    firing_artillery = given.firing_artillery
    if firing_artillery is None:
        firing_artillery = situation.roll == "artillery_fire"
    opponent = given.opponent_figures
    if opponent is None:
        opponent = _opponent_figures(situation, roll, units, warn)
    return RollContext(
        opponent_figures=opponent,
        firing_artillery=firing_artillery,
        at_the_charge=given.at_the_charge,
        commander_engaged=given.commander_engaged,
        staff_in_base_contact=given.staff_in_base_contact,
        commander_rating=given.commander_rating,
        order=given.order,
        gifted_commander=given.gifted_commander,
    )


def _opponent_figures(situation: Situation, roll: RollIn, units, warn) -> int | None:
    """Whom a unit's figures are compared with (4.1.3, 3.4.3): a fire's target; in
    melee the defender for an attacker and the one attacker for the defender."""
    if roll.target is not None:
        target = units.get(roll.target)
        return ba.compared_figures(target) if target else None
    if situation.roll != "melee":
        return None
    if roll.role == "defender":
        attackers = [r for r in situation.rolls if r.role != "defender"]
        if len(attackers) > 1:
            warn(
                "several_attackers_figures",
                "several attackers: tick the defender's figures factor by hand (4.1.5)",
                roll.unit,
            )
            return None
        other = attackers[0].unit if attackers else None
    else:
        other = next((r.unit for r in situation.rolls if r.role == "defender"), None)
    unit = units.get(other) if other else None
    return ba.compared_figures(unit) if unit else None


def resolve_situation(
    situation: Situation, pack: RulePack, faces_from: FaceSource | None = None
) -> Report:
    """Resolve one roll described as data (see the module docstring)."""
    try:
        kind = pack.roll(situation.roll)
    except KeyError as exc:
        raise SituationError(f"roll: {exc.args[0]}") from None
    warnings: list[RuleWarning] = []

    def warn(code: str, message: str, unit: str | None = None) -> None:
        warnings.append(RuleWarning(code, message, unit))

    units: dict[str, UnitState] = {}
    for key, unit in situation.units.items():
        if unit.disorder not in pack.disorder:
            raise SituationError(
                f"units.{key}.disorder: {unit.disorder!r} is not one of {', '.join(pack.disorder)}"
            )
        units[key] = unit.state(key)
    penalties = _side_penalties(situation)
    registry = _registry(pack)

    inputs: list[RoleInput] = []
    sides: dict[str, str] = {}
    targets: dict[str, str] = {}
    neighbours: dict[str, list[str]] = {}
    for index, roll in enumerate(situation.rolls):
        try:
            kind.role(roll.role)
        except KeyError:
            names = ", ".join(r.key for r in kind.roles)
            raise SituationError(
                f"rolls[{index}].role: {roll.role!r} is not a role of {kind.key} ({names})"
            ) from None
        for field_name, key in (("unit", roll.unit), ("target", roll.target)):
            if key is not None and units and key not in units:
                warn("unit_unknown", f"rolls[{index}].{field_name}: {key} is not among the units")
        if roll.dice is not None:
            try:
                kind_dice = DiceSpec.parse(kind.dice) if kind.dice else pack.dice_spec
                kind_dice.check(roll.dice)
            except ValueError as exc:
                raise SituationError(f"rolls[{index}].dice: {exc}") from None
        unit = units.get(roll.unit) if roll.unit else None
        context = _context(situation, index, roll, units, warn)
        ticks = _explicit_ticks(kind, pack, index, roll)
        if roll.auto:
            # Without a roster entry only the roll's context can tick anything (a blank
            # unit is ordered, valour 0, no flags: no roster row applies).
            ticked = unit or UnitState(key=roll.unit or roll.role, klass=roll.klass)
            auto = ticks_from_predicates(
                registry, kind, pack.tables, roll.role, ticked, situation.bound, context
            )
            ticks = _merge_ticks(auto, ticks)
        try:
            count_role_factors(kind, pack.tables, roll.role, tuple(ticks))
        except (FactorError, ResolveError) as exc:
            raise SituationError(f"rolls[{index}].factors: {exc}") from None
        side = roll.side or (unit.side if unit else "")
        extra: list[CountedFactor] = []
        if side:
            sides[roll.role] = side
            penalty = ba.side_penalty_factor(penalties, side, situation.bound)
            if penalty is not None:
                extra.append(penalty)
        if roll.target:
            targets[roll.role] = roll.target
        neighbours[roll.role] = list(roll.neighbours)
        klass = roll.klass or (unit.klass if unit else None)
        result_table = pack.tables.get(kind.result or "")
        if isinstance(result_table, ThresholdTable) and klass not in result_table.thresholds:
            classes = ", ".join(result_table.thresholds)
            given = f"{klass!r} is not a class of this test" if klass else "give the unit's class"
            raise SituationError(f"rolls[{index}].class: {given} ({classes})")
        inputs.append(
            RoleInput(
                role=roll.role,
                ticks=tuple(ticks),
                faces=tuple(roll.dice) if roll.dice is not None else None,
                unit=roll.unit,
                column=roll.column,
                klass=klass,
                extra=tuple(extra),
            )
        )
        if unit is not None:
            _state_warnings(situation, roll, unit, warn)
    for side in situation.side_penalty:
        if not any(p.side == side and p.active(situation.bound) for p in penalties):
            warn(
                "side_penalty_expired",
                f"side {side}: its penalty is not in force in bound {situation.bound} "
                "(Table 18: the bound of the fall and the next)",
            )

    umpire = situation.umpire()
    for key, value in umpire.disorder.items():
        if value not in pack.disorder:
            raise SituationError(
                f"umpire_outcome.disorder.{key}: {value!r} is not one of {', '.join(pack.disorder)}"
            )
    typed = _typed_outcomes(umpire.outcome)
    try:
        resolution = resolve_roll(
            kind, pack.tables, pack.dice_spec, inputs, faces_from, typed or None
        )
    except FactorError as exc:
        raise SituationError(f"rolls: factors: {exc}") from None
    except ResolveError as exc:
        field = (
            "umpire_outcome" if "typed outcome" in str(exc) or "read from" in str(exc) else "rolls"
        )
        raise SituationError(f"{field}: {exc}") from None
    except ValueError as exc:
        raise SituationError(f"rolls: {exc}") from None

    for role in resolution.roles:
        for item in role.unset:
            warn(
                "unset_factor",
                f"{role.role}: {item.table} row {item.key} is unset: fill it from the book, "
                "or type the outcome read from the book",
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

    if pack.rules == "general_de_brigade":
        effects, more = gdb.effects_of(pack, resolution, units)
    else:
        try:
            effects, more = ba.effects_of(
                pack,
                resolution,
                units,
                situation.bound,
                sides=sides,
                targets=targets,
                neighbours=neighbours,
                figures_lost={k: _parts(v) for k, v in umpire.figures_lost.items()},
                disorder=umpire.disorder,
                side_penalties=penalties,
            )
        except (ba.RulesDataError, ValueError) as exc:
            raise SituationError(f"umpire_outcome: {exc}") from None
    warnings.extend(more)
    return Report(
        pack.id,
        pack.content_hash,
        situation.bound,
        resolution,
        tuple(effects),
        tuple(warnings),
        _outcome_labels(pack, kind),
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


def _state_warnings(situation: Situation, roll: RollIn, unit: UnitState, warn) -> None:
    """What the roster says against this roll: 3.1.1, 4.1.1, 1.1.2, 2.3.3, 5.5.3."""
    bound = situation.bound
    codes: list[str] = []
    if situation.roll in ba.FIRE_ROLL_KINDS:
        codes = ba.fire_restrictions(unit, bound)
    elif situation.roll == "melee":
        if roll.role != "defender":
            codes = ba.attack_restrictions(unit, bound)
            if roll.context.at_the_charge:
                codes += ba.charge_restrictions(unit, bound)
        if unit.supplies_left == 0:
            codes.append("no_supplies_melee")
    elif situation.roll == "ordering" and not ba.can_take_orders(unit):
        codes = ["fd_no_orders"]
    charged = sorted(unit.flags.get("charged", ()))
    for code in codes:
        message = ba.REASONS[code]
        if code == "charge_wait":
            message = message.format(bound=charged[-1] if charged else "?")
        warn(code, f"{unit.key}: {message}", unit.key)
