"""Factor checklists: from the rows ticked in factor tables to an itemised total.

The umpire (or the roster) ticks rows; for one column (attacker, defender, loss…)
each ticked row is counted, reported as not applying in that column, or reported as
**unset** — never silently counted as 0. At most one factor per group and column may
count (the book's double lines): two ticks in one group are refused, naming both. A
repeatable row (Table 17's "each consecutive failed bound with the same order", 1.1.3) is
counted as many times as its tick says; its value stays unset while the cell is.

An unset cell is counted only with the value the umpire typed for it from the book (a
tick's `typed`): it is counted as if the pack held it, and marked `typed` so the log says
where the number came from. A value typed for a cell the pack knows is refused: the pack's
value is never overridden, and nothing is counted for `?` that nobody typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import NamedTuple

from ba_console.core.frozen import Plain, record
from ba_console.core.model import Cell, CellKind, FactorRow, FactorTable

# The largest factor the umpire may type from the book, either way: the book's factors are
# a few points (Table 8's largest is 8); a typo of a digit too many is refused.
TYPED_LIMIT = 30


class FactorError(ValueError):
    """A checklist that breaks the table's rules: clear message for the umpire."""


@record
class Tick(Plain):
    """A ticked row. `value` is the situation's value for a ±N row (e.g. valour).

    A roster tick carries its `reason` as English text (the log, the CLI's JSON and the
    tests read it) and, where the rules module gave one, the translatable `template` it
    was made from with its named `args` (`reason == template.format(**args)`), so the GUI
    can show the reason in the umpire's language.
    """

    table: str
    key: str
    value: int | None = None
    auto: bool = False
    reason: str = ""
    template: str = ""
    # Not hashed: a dict cannot be, and the reason text already says the same.
    args: Mapping[str, str | int] = field(default_factory=dict, hash=False)
    count: int = 1  # a repeatable row counted this many times (e.g. failed bounds, 1.1.3)
    # The value the umpire read from the book for an unset cell ('?'); None: none typed.
    typed: int | None = None


@record
class CountedFactor(Plain):
    table: str
    key: str
    column: str
    label_en: str
    label_da: str
    rule: str | None
    value: int | None  # None: unset or not applicable; a repeated row's value × count
    status: str  # "counted" | "unset" | "not_applicable"
    auto: bool = False
    reason: str = ""
    count: int = 1  # how many times a repeatable row is counted
    typed: bool = False  # the value was typed by the umpire from the book (an unset cell)

    @property
    def counted(self) -> bool:
        return self.status == "counted"


class FactorCount(NamedTuple):
    column: str
    items: tuple[CountedFactor, ...] = ()

    @property
    def total(self) -> int:
        """Sum of the factors that count. Unset rows are not in it: see `unset`."""
        return sum(item.value or 0 for item in self.items if item.counted)

    @property
    def unset(self) -> tuple[CountedFactor, ...]:
        return tuple(item for item in self.items if item.status == "unset")

    @property
    def complete(self) -> bool:
        return not self.unset


def count_factors(
    tables: dict[str, FactorTable], column_of: dict[str, str], ticks: list[Tick]
) -> FactorCount:
    """Count the ticked rows. `column_of` maps a table id to the column read in it
    (a melee attacker reads Table 8's attacker column)."""
    items: list[CountedFactor] = []
    groups: dict[tuple[str, str], str] = {}
    seen: set[tuple[str, str]] = set()
    column_name = "+".join(sorted(set(column_of.values())))
    for tick in ticks:
        if tick.table not in tables:
            raise FactorError(f"unknown factor table {tick.table!r}")
        if tick.table not in column_of:
            raise FactorError(f"table {tick.table} does not apply to this roll")
        table = tables[tick.table]
        column = column_of[tick.table]
        try:
            row = table.row(tick.key)
        except KeyError:
            raise FactorError(f"table {tick.table} has no row {tick.key!r}") from None
        if (tick.table, tick.key) in seen:
            raise FactorError(f"table {tick.table}, row {tick.key} is ticked twice")
        if tick.count < 1:
            raise FactorError(f"table {tick.table}, row {tick.key}: counted {tick.count} times")
        if tick.count > 1 and not row.repeatable:
            raise FactorError(
                f"table {tick.table}, row {tick.key} is counted once, not {tick.count} times"
            )
        seen.add((tick.table, tick.key))
        if row.group:
            group_key = (tick.table, row.group)
            if group_key in groups:
                raise FactorError(
                    f"table {tick.table}: {groups[group_key]} and {row.key} are in the same "
                    f"group ({row.group}); only one factor per group and column counts"
                )
            groups[group_key] = row.key
        items.append(_count_row(tick, row, row.cell(column), column))
    return FactorCount(column=column_name, items=tuple(items))


def _count_row(tick: Tick, row: FactorRow, cell: Cell, column: str) -> CountedFactor:
    def make(value: int | None, status: str, typed: bool = False) -> CountedFactor:
        return CountedFactor(
            table=tick.table,
            key=row.key,
            column=column,
            label_en=row.label.en,
            label_da=row.label.da,
            rule=row.rule,
            value=value if value is None else value * tick.count,
            status=status,
            auto=tick.auto,
            reason=tick.reason,
            count=tick.count,
            typed=typed,
        )

    if tick.typed is not None and cell.kind is not CellKind.UNSET:
        raise FactorError(
            f"table {tick.table}, row {row.key}, {column}: a value is typed from the book only "
            f"for an unset cell; the pack gives {cell.to_raw()}"
        )
    if cell.kind is CellKind.FIXED:
        return make(cell.value, "counted")
    if cell.kind is CellKind.NOT_APPLICABLE:
        return make(None, "not_applicable")
    if cell.kind is CellKind.UNSET:
        if tick.typed is not None:
            if not -TYPED_LIMIT <= tick.typed <= TYPED_LIMIT:
                raise FactorError(
                    f"table {tick.table}, row {row.key}, {column}: {tick.typed} typed from the "
                    f"book is outside -{TYPED_LIMIT}..+{TYPED_LIMIT}"
                )
            return make(tick.typed, "counted", typed=True)
        return make(None, "unset")
    limit = cell.value or 0
    if tick.value is None:
        raise FactorError(f"{row.key}: give its value (between -{limit} and +{limit})")
    if not -limit <= tick.value <= limit:
        raise FactorError(f"{row.key}: {tick.value} is outside -{limit}..+{limit}")
    return make(tick.value, "counted")
