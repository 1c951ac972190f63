"""Result lookups: a total or a difference read in a result table.

A lookup that lands in an unset cell (or in a range no band covers) returns
`needs_umpire` with the number it looked up, so the dialog can ask the umpire to read
the outcome from the book. The reason tells the two apart for the umpire: a table the
pack has not filled in at all (`unset_table`: Belle Alliance Tables 10, 11, 12, 17 and 19
ship empty) is not the same as a total beyond the printed bands of a known table
(`no_band`: a unit's roll of 1 after a side penalty, on a table printed for 3-18). The
cell used is described ("t18: 13-14") for the log.
"""

from __future__ import annotations

from dataclasses import dataclass

from ba_console.core.dice import DiceSpec
from ba_console.core.model import BandTable, Outcome, ThresholdTable


@dataclass(frozen=True)
class Lookup:
    value: int
    outcome: Outcome | None
    cell: str | None
    needs_umpire: bool
    # "unset_table" | "unset_cell" | "no_band" | "unset_factor" | "no_table" | "unset_threshold"
    reason: str = ""

    @property
    def outcome_key(self) -> str | None:
        return self.outcome.key if self.outcome else None


def lookup_bands(table_id: str, table: BandTable, value: int, column: str | None = None) -> Lookup:
    """The outcome of `value` in a band table (Tables 11, 12, 18), or why the umpire must
    read it from the book."""
    if table.columns and column not in table.columns:
        raise ValueError(f"table {table_id}: column must be one of {table.columns}, not {column!r}")
    if not table.columns and column is not None:
        # Otherwise no band would match and a known cell would look unset.
        raise ValueError(f"table {table_id} has no columns; got column {column!r}")
    # No known outcome anywhere in the column: the pack has not filled the table in, which
    # the umpire must hear rather than "off the table" (the value may well be on it).
    filled_in = any(b.column == column and b.outcome != "?" for b in table.bands)
    for band in table.bands:
        if band.column == column and band.contains(value):
            cell = f"{table_id}: {band.describe()}" + (f" / {column}" if column else "")
            if band.outcome == "?":
                return Lookup(value, None, cell, True, "unset_cell" if filled_in else "unset_table")
            return Lookup(value, table.outcome(band.outcome), cell, False)
    return Lookup(value, None, None, True, "no_band" if filled_in else "unset_table")


def lookup_threshold(table_id: str, table: ThresholdTable, total: int, klass: str) -> Lookup:
    if klass not in table.thresholds:
        raise ValueError(f"table {table_id}: class must be one of {sorted(table.thresholds)}")
    threshold = table.thresholds[klass]
    if threshold == "?":
        return Lookup(total, None, None, True, "unset_threshold")
    cell = f"{table_id}: {klass} {threshold}+"
    outcome = table.pass_outcome if total >= threshold else table.fail_outcome
    return Lookup(total, outcome, cell, False)


def input_range(table: BandTable, dice: DiceSpec) -> range:
    """The natural range of the table's input: the dice for a total, their spread for a
    difference. Factors can push a total outside it; that is what open bands are for."""
    if table.input == "difference":
        spread = dice.highest - dice.lowest
        return range(-spread, spread + 1)
    return range(dice.lowest, dice.highest + 1)
