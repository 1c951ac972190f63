"""Resolving one roll: dice, factors, total, result lookup, odds and a typed outcome.

This is the generic engine every roll dialog and `ba-console resolve` use. A roll has
one or more roles (catch roll: the owner; melee: attackers and a defender). Each role
rolls its dice (from a face source: console dice, or faces typed by the umpire),
counts its ticked factors, and gets a total = natural + counted factors. The result
table is read per role (`compare = "each"`) or on the difference between each
attacker and the defender (`compare = "difference"`, Table 11). Where a factor or a
cell is unset, the lookup says `needs_umpire`, and an outcome typed by the umpire
from the book is accepted and marked as typed. Pure: faces come in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import NamedTuple

from ba_console.core.dice import DiceSpec, natural
from ba_console.core.factors import CountedFactor, FactorCount, Tick, count_factors
from ba_console.core.model import AnyTable, BandTable, FactorTable, RollKind, ThresholdTable
from ba_console.core.odds import difference_odds, outcome_odds
from ba_console.core.results import Lookup, input_range, lookup_bands, lookup_threshold

FaceSource = Callable[[str, DiceSpec], tuple[int, ...]]


class ResolveError(ValueError):
    """Input that cannot be resolved; the message names the role or field."""


class RoleInput(NamedTuple):
    role: str  # "owner", "attacker", "attacker2", "defender"…
    ticks: tuple[Tick, ...] = ()
    faces: tuple[int, ...] | None = None  # typed by the umpire; None: console dice
    unit: str | None = None
    column: str | None = None  # column of a total × column result table (Table 12)
    klass: str | None = None  # class of a threshold test
    extra: tuple[CountedFactor, ...] = ()  # factors computed by rules code (side penalty…)
    # The role whose factor columns this one reads instead of its own: a melee defender
    # that attacks too reads the attacker's (Belle Alliance 4.1.3). None: its own.
    factors_of: str | None = None


class RoleResult(NamedTuple):
    role: str
    unit: str | None
    dice: DiceSpec
    dice_source: str  # "console" | "typed"
    faces: tuple[int, ...]
    factors: FactorCount
    extra: tuple[CountedFactor, ...]

    @property
    def natural(self) -> int:
        return natural(self.faces)

    @property
    def counted(self) -> tuple[CountedFactor, ...]:
        return tuple(f for f in self.factors.items if f.counted) + tuple(
            f for f in self.extra if f.counted
        )

    @property
    def modifier(self) -> int:
        return sum(f.value or 0 for f in self.counted)

    @property
    def total(self) -> int:
        return self.natural + self.modifier

    @property
    def unset(self) -> tuple[CountedFactor, ...]:
        return self.factors.unset + tuple(f for f in self.extra if f.status == "unset")


class Result(NamedTuple):
    """One reading of the result table: for a role, or for attacker − defender."""

    roles: tuple[str, ...]
    value: int
    lookup: Lookup
    # Each outcome's chance; empty while a ticked factor of the roles is unset and nothing
    # is typed for it: the total is not known, so neither is any outcome's chance (an
    # unset value is never counted as 0).
    odds: dict[str, Fraction]
    odds_complete: bool  # False while such a factor keeps the odds unknown
    typed_outcome: str | None = None  # read from the book by the umpire

    @property
    def needs_umpire(self) -> bool:
        return self.lookup.needs_umpire and self.typed_outcome is None

    @property
    def outcome_key(self) -> str | None:
        return self.typed_outcome if self.typed_outcome is not None else self.lookup.outcome_key

    @property
    def typed(self) -> bool:
        return self.typed_outcome is not None


class Resolution(NamedTuple):
    kind: str
    roles: tuple[RoleResult, ...]
    results: tuple[Result, ...] = ()

    @property
    def needs_umpire(self) -> bool:
        return any(r.needs_umpire for r in self.results)

    def role(self, key: str) -> RoleResult:
        for role in self.roles:
            if role.role == key:
                return role
        raise KeyError(key)


def _factor_columns(kind: RollKind, role: str, tables: Mapping[str, AnyTable]) -> dict[str, str]:
    columns: dict[str, str] = {}
    for ref in kind.role(role).factors:
        table_id, _, column = ref.partition(":")
        table = tables.get(table_id)
        if not isinstance(table, FactorTable) or column not in table.columns:
            raise ResolveError(f"roll kind {kind.key}: {ref} is not a factor table column")
        columns[table_id] = column
    return columns


def count_role_factors(
    kind: RollKind,
    tables: Mapping[str, AnyTable],
    role: str,
    ticks: tuple[Tick, ...],
    factors_of: str | None = None,
) -> FactorCount:
    """Count the role's ticks in its factor columns, or in those of `factors_of`."""
    factor_tables = {k: t for k, t in tables.items() if isinstance(t, FactorTable)}
    columns = _factor_columns(kind, factors_of or role, tables)
    return count_factors(factor_tables, columns, list(ticks))


def resolve_roll(
    kind: RollKind,
    tables: Mapping[str, AnyTable],
    default_dice: DiceSpec,
    inputs: list[RoleInput],
    faces_from: FaceSource | None = None,
    typed_outcomes: Mapping[int, str] | None = None,
) -> Resolution:
    """Roll and read one roll of `kind`. `typed_outcomes` maps a result index (in the
    order of `Resolution.results`) to the outcome the umpire read from the book."""
    dice = DiceSpec.parse(kind.dice) if kind.dice else default_dice
    roles: list[RoleResult] = []
    seen: set[str] = set()
    for given in inputs:
        try:
            kind.role(given.role)
        except KeyError:
            names = ", ".join(r.key for r in kind.roles)
            raise ResolveError(
                f"{kind.key}: unknown role {given.role!r} (roles: {names})"
            ) from None
        if given.role in seen:
            raise ResolveError(f"{kind.key}: role {given.role!r} given twice")
        seen.add(given.role)
        if given.factors_of is not None:
            try:
                kind.role(given.factors_of)
            except KeyError:
                raise ResolveError(
                    f"{given.role}: reads the factors of {given.factors_of!r}, "
                    f"which is no role of {kind.key}"
                ) from None
        counted = count_role_factors(kind, tables, given.role, given.ticks, given.factors_of)
        if given.faces is not None:
            try:
                faces = dice.check(given.faces)
            except ValueError as exc:
                raise ResolveError(f"{given.role}: dice: {exc}") from None
            source = "typed"
        else:
            if faces_from is None:
                raise ResolveError(f"{given.role}: no dice typed and no console dice available")
            faces = dice.check(faces_from(given.role, dice))
            source = "console"
        roles.append(
            RoleResult(given.role, given.unit, dice, source, faces, counted, tuple(given.extra))
        )
    # A repeatable role (several attackers) still needs at least one participant: a melee
    # with only a defender would otherwise "resolve" to no result at all.
    present = {kind.role(key).key for key in seen}
    for spec in kind.roles:
        if spec.key not in present:
            raise ResolveError(f"{kind.key}: role {spec.key!r} is missing")
    results = _read_results(kind, tables, dice, roles, inputs)
    if typed_outcomes:
        results = _apply_typed(kind, tables, results, typed_outcomes)
    return Resolution(kind.key, tuple(roles), tuple(results))


def _outcome_reader(table_id: str, table, column: str | None, klass: str | None, dice: DiceSpec):
    if isinstance(table, ThresholdTable):
        if klass is None:
            raise ResolveError(f"{table_id}: the unit's class is needed for this test")
        return lambda value: lookup_threshold(table_id, table, value, klass)
    # What the dice give tells a total the pack does not know from one off the table.
    natural = input_range(table, dice)
    return lambda value: lookup_bands(table_id, table, value, column, natural)


def _read_results(kind, tables, dice, roles, inputs) -> list[Result]:
    by_role = {i.role: i for i in inputs}
    table = tables.get(kind.result) if kind.result else None
    if kind.result and table is None:
        raise ResolveError(f"roll kind {kind.key}: result table {kind.result} is not in the pack")
    if table is not None and not isinstance(table, BandTable | ThresholdTable):
        raise ResolveError(f"{kind.result} is not a result table")

    def read(roles_in: tuple[str, ...], value: int, complete: bool, reader, odds) -> Result:
        if reader is None:
            lookup = Lookup(value, None, None, True, "no_table")
        elif not complete:
            lookup = Lookup(value, None, None, True, "unset_factor")
        else:
            lookup = reader(value)
        return Result(roles_in, value, lookup, odds, complete)

    results: list[Result] = []
    if kind.compare == "difference":
        defenders = [r for r in roles if not kind.role(r.role).repeatable]
        if len(defenders) != 1:
            raise ResolveError(f"{kind.key}: exactly one defending role is needed")
        defender = defenders[0]
        for attacker in (r for r in roles if r is not defender):
            complete = not attacker.unset and not defender.unset
            reader = None
            odds: dict[str, Fraction] = {}
            if table is not None:
                reader = _outcome_reader(
                    kind.result, table, by_role[attacker.role].column, None, dice
                )
            if reader is not None and complete:
                odds = difference_odds(
                    attacker.dice,
                    attacker.modifier,
                    defender.dice,
                    defender.modifier,
                    lambda v, r=reader: r(v).outcome_key,
                )
            value = attacker.total - defender.total
            results.append(read((attacker.role, defender.role), value, complete, reader, odds))
        return results
    for role in roles:
        given = by_role[role.role]
        reader = None
        odds = {}
        if table is not None:
            reader = _outcome_reader(kind.result, table, given.column, given.klass, dice)
        if reader is not None and not role.unset:
            odds = outcome_odds(role.dice, role.modifier, lambda v, r=reader: r(v).outcome_key)
        results.append(read((role.role,), role.total, not role.unset, reader, odds))
    return results


def _apply_typed(kind, tables, results: list[Result], typed: Mapping[int, str]) -> list[Result]:
    table = tables.get(kind.result) if kind.result else None
    known = set()
    if isinstance(table, BandTable):
        known = {o.key for o in table.outcomes}
    elif isinstance(table, ThresholdTable):
        known = {table.pass_outcome.key, table.fail_outcome.key}
    out = list(results)
    for index, outcome in typed.items():
        if not 0 <= index < len(out):
            raise ResolveError(f"typed outcome for result {index}: there are {len(out)} results")
        if not out[index].lookup.needs_umpire:
            raise ResolveError(
                f"result {index} was read from the table ({out[index].lookup.cell}); "
                "a typed outcome is only taken where the table is unset"
            )
        text = outcome.strip()
        if not text:
            raise ResolveError(f"typed outcome for result {index} is empty")
        if known and text not in known and not text.startswith("book:"):
            # Free text from the book is allowed, but marked so it is not mistaken for a key.
            text = f"book: {text}"
        out[index] = Result(
            out[index].roles,
            out[index].value,
            out[index].lookup,
            out[index].odds,
            out[index].odds_complete,
            text,
        )
    return out
