"""The cells a save of the pack editor filled: what the club's pack may keep of it.

The pack editor saves a whole new pack for the game. Of what changed, only the cells that
were unset ('?') before the save and hold a value after it are offered to the club's pack
(`club.remember_in_club`), as cells learned in play are: a factor's value in one column, or
a band of a result table (Table 11, 12) with the outcome the umpire gave it, open at an
end where the umpire's band is. A known value the save changed (a correction) is counted,
not offered: the club's pack is not corrected behind the umpire's back, and nothing is
offered that the umpire did not type. Pure: no Qt, no files.
"""

from __future__ import annotations

from typing import NamedTuple

from ba_console.core.model import Band, BandTable, CellKind, FactorTable, Outcome
from ba_console.packs.fill import (
    CellEntry,
    Entry,
    FactorEntry,
    band_at,
    is_unset,
    span_value,
    stretches,
)
from ba_console.packs.schema import RulePack


class Filled(NamedTuple):
    """The cells a save filled (`entries`, each with `source`) and how many known cells it
    changed (`corrected`: they stay in the game's pack only)."""

    entries: tuple[Entry, ...]
    corrected: int


def filled_cells(before: RulePack, after: RulePack, source: str) -> Filled:
    """The cells unset in `before` that hold a value in `after`, and the count of known
    cells `after` reads otherwise. Tables, rows and columns only one of the packs has are
    left out (an added row was never unset)."""
    entries: list[Entry] = []
    corrected = 0
    for table_id, old in before.tables.items():
        new = after.tables.get(table_id)
        if isinstance(old, FactorTable) and isinstance(new, FactorTable):
            found, changed = _factor_cells(table_id, old, new, source)
        elif isinstance(old, BandTable) and isinstance(new, BandTable):
            natural = before.natural_range(table_id)
            found, changed = _band_cells(table_id, old, new, source, natural)
        else:
            continue
        entries.extend(found)
        corrected += changed
    return Filled(tuple(entries), corrected)


def _factor_cells(
    table_id: str, old: FactorTable, new: FactorTable, source: str
) -> tuple[list[Entry], int]:
    entries: list[Entry] = []
    corrected = 0
    rows = {row.key: row for row in old.rows}
    for row in new.rows:
        was = rows.get(row.key)
        if was is None:
            continue
        for column in new.columns:
            if column not in was.values or column not in row.values:
                continue
            before, after = was.cell(column), row.cell(column)
            if before.kind is CellKind.UNSET:
                if after.kind is not CellKind.UNSET:
                    entries.append(FactorEntry(table_id, row.key, column, after.to_raw(), source))
            elif after.to_raw() != before.to_raw():
                corrected += 1
    return entries, corrected


def _outcome(table: BandTable, band: Band) -> Outcome:
    return next(o for o in table.outcomes if o.key == band.outcome)


def _band_cells(
    table_id: str, old: BandTable, new: BandTable, source: str, natural: range
) -> tuple[list[Entry], int]:
    """Each band of `new` over values unset in `old`, as one entry per run of them (a band
    partly known before gives the runs beside the known part). A value the dice give that
    no band of `old` covered was unset (`core.results.band_reading`): a band over it is
    filled, as over a `?` band."""
    entries: list[Entry] = []
    corrected: set[tuple[int, int | None]] = set()
    columns = [c for c in (new.columns or [None]) if c in (old.columns or [None])]
    for column in columns:
        edges = [b for b in (*old.bands, *new.bands) if b.column == column]
        if len(natural):  # a hole at an end of `old` is cut where the dice end
            edges.append(Band(min=natural.start, max=natural.stop - 1, outcome="?", column=column))
        run: tuple[int | None, int | None, Band] | None = None
        for low, high in stretches(edges):
            value = span_value(low, high)
            band = band_at(new, value, column)
            known = band is not None and band.outcome != "?"
            if is_unset(old, value, column, natural) and known:
                assert band is not None
                if run is not None and run[2] is band:
                    run = (run[0], high, band)  # the same band of the save, on from the last
                    continue
                if run is not None:
                    entries.append(_band_entry(table_id, new, column, run, source))
                run = (low, high, band)
                continue
            if run is not None:
                entries.append(_band_entry(table_id, new, column, run, source))
                run = None
            was = band_at(old, value, column)
            if was is None or was.outcome == "?":
                continue  # off the printed table before, or unset still
            if (
                band is None
                or band.outcome == "?"
                or not _same_outcome(_outcome(old, was), _outcome(new, band))
            ):
                corrected.add((id(was), id(band) if band is not None else None))
        if run is not None:
            entries.append(_band_entry(table_id, new, column, run, source))
    return entries, len(corrected)


def _same_outcome(first: Outcome, second: Outcome) -> bool:
    return first.label == second.label and first.effects == second.effects


def _band_entry(
    table_id: str,
    table: BandTable,
    column: str | None,
    run: tuple[int | None, int | None, Band],
    source: str,
) -> CellEntry:
    low, high, band = run
    return CellEntry(
        table_id,
        span_value(low, high),
        column,
        _outcome(table, band),
        source,
        span=(low, high),
    )
