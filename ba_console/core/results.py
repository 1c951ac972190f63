"""Result lookups: a total or a difference read in a result table.

A lookup that lands in an unset cell (or in a range no band covers) returns
`needs_umpire` with the number it looked up, so the dialog can ask the umpire to read
the outcome from the book. The reason tells the cases apart for the umpire: a table the
pack has not filled in at all (`unset_table`: Belle Alliance Tables 10, 11, 12, 17 and 19
ship empty), one unset cell of a table partly known (`unset_cell`), and a total beyond
the printed bands of a known table (`no_band`: a unit's roll of 1 after a side penalty,
on a table printed for 3-18). The cell used is described ("t18: 13-14") for the log.

Where "unset" ends and "beyond the table" begins is decided here, in `band_reading`, for
play, the odds, the pack editor, `pack check` and the cells a pack learns alike. A total
no band covers is unset when the dice alone can give it (a printed table has every such
total: a pack that leaves one out does not know it), and unset too past the end of a
table whose bands stop short of what the dice give (nobody knows where the printed table
ends). It is off the printed table only past a table's last band where that band reaches
as far as the dice do: a total factors pushed beyond every row the book prints.
"""

from __future__ import annotations

from typing import NamedTuple

from ba_console.core.dice import DiceSpec
from ba_console.core.model import Band, BandTable, Outcome, ThresholdTable


class Lookup(NamedTuple):
    value: int
    outcome: Outcome | None
    cell: str | None
    needs_umpire: bool
    # "unset_table" | "unset_cell" | "no_band" | "unset_factor" | "no_table" | "unset_threshold"
    reason: str = ""

    @property
    def outcome_key(self) -> str | None:
        return self.outcome.key if self.outcome else None


# What `band_reading` finds: a known outcome, one of the two unset readings, or off the table.
KNOWN = ""
UNSET_TABLE = "unset_table"
UNSET_CELL = "unset_cell"
NO_BAND = "no_band"
UNSET_READINGS = (UNSET_TABLE, UNSET_CELL)


def band_reading(
    table: BandTable, value: int, column: str | None, natural: range | None
) -> tuple[Band | None, str]:
    """The band of `column` holding `value` (None: no band does) and how the table reads
    there: KNOWN, UNSET_TABLE (nothing known in the column), UNSET_CELL or NO_BAND.

    `natural` is what the dice alone give the table (`input_range`). A value no band
    covers is UNSET_CELL inside it, and past a last band that stops short of its end;
    NO_BAND only past a last band that reaches the end of it (or, with `natural` None,
    anywhere no band covers: the dice are not known)."""
    mine = [b for b in table.bands if b.column == column]
    # No known outcome anywhere in the column: the pack has not filled the table in, which
    # the umpire must hear rather than "off the table" (the value may well be on it).
    filled_in = any(b.outcome != "?" for b in mine)
    band = next((b for b in mine if b.contains(value)), None)
    if band is not None:
        if band.outcome != "?":
            return band, KNOWN
        return band, UNSET_CELL if filled_in else UNSET_TABLE
    if not filled_in:
        return None, UNSET_TABLE
    if natural is None:
        return None, NO_BAND
    if value in natural:
        return None, UNSET_CELL  # a hole the dice can land in: the pack does not know it
    if value > natural.stop - 1:
        below = [b.max for b in mine if b.max is not None and b.max < value]
        reaches = bool(below) and max(below) >= natural.stop - 1
    else:
        above = [b.min for b in mine if b.min is not None and b.min > value]
        reaches = bool(above) and min(above) <= natural.start
    return None, NO_BAND if reaches else UNSET_CELL


def lookup_bands(
    table_id: str,
    table: BandTable,
    value: int,
    column: str | None = None,
    natural: range | None = None,
) -> Lookup:
    """The outcome of `value` in a band table (Tables 11, 12, 18), or why the umpire must
    read it from the book. `natural`: what the dice alone give the table (`input_range`),
    which tells a value the pack does not know from one beyond the printed table
    (`band_reading`); play, odds and reports pass it."""
    if table.columns and column not in table.columns:
        raise ValueError(f"table {table_id}: column must be one of {table.columns}, not {column!r}")
    if not table.columns and column is not None:
        # Otherwise no band would match and a known cell would look unset.
        raise ValueError(f"table {table_id} has no columns; got column {column!r}")
    band, reading = band_reading(table, value, column, natural)
    cell = None
    if band is not None:
        cell = f"{table_id}: {band.describe()}" + (f" / {column}" if column else "")
    if reading == KNOWN:
        assert band is not None
        return Lookup(value, table.outcome(band.outcome), cell, False)
    return Lookup(value, None, cell, True, reading)


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
