"""One cell of a result table filled in play: how a club's pack learns from the table.

When a roll lands on an unset cell of a band table (Table 11 by difference, Table 12 by
total and column) and the umpire types the outcome from the book, the umpire may have
the pack remember it. `fill_band` writes exactly that one value: the unset band around it
is split, so the values beside it stay unset (`?`), and the band carries its `source`
("entered at the table, game X, bound N, by the umpire"). A known cell is never
overwritten, a value off the printed table (past a last band that reaches as far as the
dice, `core.results.band_reading`) is never filled, though one the dice give that no band
covers is unset and may be,
and nothing is filled that nobody typed: the outcome comes in whole, with its label and
effects. An outcome the table already names (same label and effects) keeps its key; a
new one gets a key of its own, the next free one if its natural key is taken.

A factor cell is filled the same way (`fill_factor`): when the umpire ticks a row of a
factor table whose value is unset (Table 6 or 7) and types the value read from the book,
the pack may remember that one value, in that one column, with its source in the row's
`sources`. A known value is never overwritten.

A cell filled in the pack editor comes the same way, as a band of cells (`CellEntry.span`,
open at an end where the umpire's band is): every value of it must be unset, and the
unset band around it keeps the values outside it. Its source says the pack editor
(`editor_source`), not the table, so it is not counted among the cells learned in play.

An outcome's effects are filled the same way (`fill_effects`): where the umpire typed the
figures lost and the disorder the book gives an outcome the pack names without effects (a
club's pack being filled in), the pack may remember them as that outcome's Effects. Only an
outcome without effects; its label and key stay. An outcome has no source of its own: the
`pack_changed` row that remembers them says where they came from.

`fill_cells` applies several entries to a pack and gives it its next club version
(`1.0+club.3` after `1.0+club.2`). Pure: no Qt, no files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from ba_console.core.model import (
    Band,
    BandTable,
    CellKind,
    EffectSpec,
    FactorRow,
    FactorTable,
    Outcome,
    Text,
)
from ba_console.core.results import UNSET_READINGS, band_reading
from ba_console.packs.loader import pack_from_data
from ba_console.packs.schema import REPLACEMENT_EFFECTS, RulePack

# Every cell the pack learned in play says so at the start of its source.
PLAY_SOURCE_PREFIX = "entered at the table"
# A cell the umpire filled in the pack editor, kept in the club's pack, says so instead.
EDITOR_SOURCE_PREFIX = "entered in the pack editor"
# What a band table gives a stretch of values: the outcome key, UNSET or OFF_TABLE.
UNSET = None
OFF_TABLE = ""
CLUB_MARK = "+club."
# A club's version: play's `1.0+club.3`, or the pack editor's `1.0+club3`.
CLUB_VERSION = re.compile(r"(.*)\+club(\.?)(\d+)")
# A band's source needs this schema version, a factor cell's source the next (see
# `schema.SCHEMA_VERSION`).
SOURCE_SCHEMA = 6
FACTOR_SOURCE_SCHEMA = 7
# An outcome that puts a fallen commander back or sets his rating needs this one: an old
# game's pack copy (2026.11.3, schema 3) that learns it is raised to it, as for a source.
REPLACEMENT_SCHEMA = 8


class FillError(ValueError):
    """A cell that cannot be filled; the message names the table and the cell."""


class CellEntry(NamedTuple):
    """One cell of a band table as the umpire entered it at the table: the value read
    (a total or a difference) in `column` (None: the table has no columns), the outcome
    it gives, and where it comes from. `span`: the values from–to (None: an open end)
    when the entry is a whole band filled in the pack editor (`value` is one of them);
    None for the one cell `value`."""

    table: str
    value: int
    column: str | None
    outcome: Outcome
    source: str
    span: tuple[int | None, int | None] | None = None


class FactorEntry(NamedTuple):
    """One cell of a factor table as the umpire entered it at the table: the `value` read
    from the book for row `key` in `column`, and where it comes from."""

    table: str
    key: str
    column: str
    value: int | str  # a number, or as the pack writes it ('-', '±2') from the editor
    source: str


class EffectsEntry(NamedTuple):
    """The effects of outcome `key` (labelled `label`) of band table `table`, which the pack
    names without effects, as the umpire typed them from the book at the table."""

    table: str
    key: str
    label: Text
    effects: tuple[EffectSpec, ...]
    source: str  # said in the log's pack change; an outcome keeps no source


Entry = CellEntry | FactorEntry | EffectsEntry


def play_source(game: str, bound: int) -> str:
    """The source of a cell entered in play, as the pack editor shows it."""
    return f"{PLAY_SOURCE_PREFIX}, game {game}, bound {bound}, by the umpire"


def editor_source(game: str, bound: int) -> str:
    """The source of a cell the umpire filled in the pack editor, in the club's pack."""
    return f"{EDITOR_SOURCE_PREFIX}, game {game}, bound {bound}, by the umpire"


def from_play(band: Band) -> bool:
    """Whether the band's outcome was entered at the table (learned in play)."""
    return bool(band.source) and str(band.source).startswith(PLAY_SOURCE_PREFIX)


def factor_from_play(row: FactorRow, column: str) -> bool:
    """Whether the row's value in `column` was entered at the table (learned in play)."""
    return row.sources.get(column, "").startswith(PLAY_SOURCE_PREFIX)


def band_at(table: BandTable, value: int, column: str | None) -> Band | None:
    """The band of `column` that holds `value`, if any."""
    return next((b for b in table.bands if b.column == column and b.contains(value)), None)


def is_unset(table: BandTable, value: int, column: str | None, natural: range | None) -> bool:
    """Whether the cell is unset, as play reads it (`core.results.band_reading`): in a `?`
    band, in a column where no outcome is known at all, or where no band covers a value
    the dice give (`natural`, `RulePack.natural_range`) or the pack does not say where the
    table ends. Only past a last band that reaches as far as the dice is a value off the
    printed table, not unset."""
    return band_reading(table, value, column, natural)[1] in UNSET_READINGS


def span_value(low: int | None, high: int | None) -> int:
    """One value of the stretch `low`–`high` (None: open), to read a table at."""
    if low is not None:
        return low
    return high if high is not None else 0


def stretches(
    edges: Iterable[Band], low: int | None = None, high: int | None = None
) -> list[tuple[int | None, int | None]]:
    """`low`–`high` cut at every end of the `edges` bands: each stretch lies wholly inside
    or wholly outside each of those bands, so one value reads the whole stretch."""
    cuts: set[int] = set()
    for band in edges:
        if band.min is not None:
            cuts.add(band.min)
        if band.max is not None:
            cuts.add(band.max + 1)
    inside = sorted(c for c in cuts if (low is None or c > low) and (high is None or c <= high))
    starts: list[int | None] = [low, *inside]
    ends: list[int | None] = [c - 1 for c in inside] + [high]
    return list(zip(starts, ends, strict=True))


def reading_of(
    table: BandTable, value: int, column: str | None, natural: range | None
) -> str | None:
    """What the table gives the cell: an outcome key, UNSET, or OFF_TABLE (a value past
    the printed table, `is_unset`)."""
    if is_unset(table, value, column, natural):
        return UNSET
    band = band_at(table, value, column)
    return band.outcome if band is not None else OFF_TABLE


def band_pieces(
    table: BandTable,
    column: str | None,
    low: int | None,
    high: int | None,
    natural: range | None,
) -> list[tuple[int | None, int | None, str | None]]:
    """The stretches of `low`–`high` in `column` with what the table gives each; the ends
    of `natural` cut too (inside it a value no band covers is unset, past it it may be
    off the table)."""
    bands = [b for b in table.bands if b.column == column]
    if natural is not None and len(natural):
        bands.append(Band(min=natural.start, max=natural.stop - 1, outcome="?", column=column))
    pieces: list[tuple[int | None, int | None, str | None]] = []
    for lo, hi in stretches(bands, low, high):
        reading = reading_of(table, span_value(lo, hi), column, natural)
        if pieces and pieces[-1][2] == reading and reading in (UNSET, OFF_TABLE):
            pieces[-1] = (pieces[-1][0], hi, reading)  # cut only where the dice end
        else:
            pieces.append((lo, hi, reading))
    return pieces


def _same(first: Outcome, second: Outcome) -> bool:
    return first.label == second.label and first.effects == second.effects


def place_outcome(table: BandTable, outcome: Outcome) -> tuple[BandTable, str]:
    """The table with `outcome` among its outcomes, and the key the cell gives: an
    outcome the table names with the same label and effects keeps its key (the umpire
    chose it, or typed it before); a new one is added under its key, or under the next
    free one (`key_2`, `key_3`…) when an outcome of other words holds it."""
    for known in table.outcomes:
        if _same(known, outcome):
            return table, known.key
    taken = {o.key for o in table.outcomes}
    key = outcome.key
    number = 2
    while key in taken:
        key = f"{outcome.key}_{number}"
        number += 1
    placed = outcome.model_copy(update={"key": key})
    return table.model_copy(update={"outcomes": [*table.outcomes, placed]}), key


def fill_band(
    table_id: str, table: BandTable, entry: CellEntry, natural: range | None
) -> BandTable:
    """`table` with the one cell of `entry` filled, the values beside it left unset.
    `natural`: what the dice give the table (`RulePack.natural_range`): a value no band
    covers there is unset, and may be filled."""
    column = entry.column
    where = f"table {table_id}, {entry.value}" + (f" / {column}" if column else "")
    if table.columns and column not in table.columns:
        raise FillError(f"{where}: the column must be one of {', '.join(table.columns)}")
    if not table.columns and column is not None:
        raise FillError(f"{where}: this table has no columns")
    if entry.span is not None:
        return _fill_span(table_id, table, entry, natural)
    if not is_unset(table, entry.value, column, natural):
        band = band_at(table, entry.value, column)
        if band is None:
            raise FillError(f"{where}: off the printed table; a value there is not a cell")
        raise FillError(f"{where}: the cell is known already ({band.outcome})")
    placed, key = place_outcome(table, entry.outcome)
    value = entry.value
    band = band_at(table, value, column)
    if band is not None:  # a `?` band: split around the value
        low, high = band.min, band.max
    else:  # no band: the gap between the column's bands, open where none is beside it
        others = [b for b in table.bands if b.column == column]
        below = [b.max for b in others if b.max is not None and b.max < value]
        above = [b.min for b in others if b.min is not None and b.min > value]
        low = max(below) + 1 if below else None
        high = min(above) - 1 if above else None
    pieces: list[Band] = []
    if low is None or low < value:
        pieces.append(Band(min=low, max=value - 1, outcome="?", column=column))
    pieces.append(Band(min=value, max=value, outcome=key, column=column, source=entry.source))
    if high is None or high > value:
        pieces.append(Band(min=value + 1, max=high, outcome="?", column=column))
    kept = [b for b in placed.bands if b is not band]
    bands = sorted(
        [*kept, *pieces],
        key=lambda b: (b.column or "", -(10**9) if b.min is None else b.min),
    )
    data = placed.model_dump(mode="json")
    data["bands"] = [b.model_dump(mode="json") for b in bands]
    return BandTable.model_validate(data)


def _sorted_table(table: BandTable, bands: list[Band]) -> BandTable:
    bands = sorted(bands, key=lambda b: (b.column or "", -(10**9) if b.min is None else b.min))
    data = table.model_dump(mode="json")
    data["bands"] = [b.model_dump(mode="json") for b in bands]
    return BandTable.model_validate(data)


def _fill_span(
    table_id: str, table: BandTable, entry: CellEntry, natural: range | None
) -> BandTable:
    """`table` with the band of `entry` filled whole; every value of it must be unset. The
    unset bands it lies across keep their values outside it."""
    assert entry.span is not None
    column, (low, high) = entry.column, entry.span
    shown = "…" if low is None else str(low), "…" if high is None else str(high)
    where = f"table {table_id}, {shown[0]}-{shown[1]}" + (f" / {column}" if column else "")
    for _lo, _hi, reading in band_pieces(table, column, low, high, natural):
        if reading == OFF_TABLE:
            raise FillError(f"{where}: off the printed table; a value there is not a cell")
        if reading is not UNSET:
            raise FillError(f"{where}: a cell of it is known already ({reading})")
    placed, key = place_outcome(table, entry.outcome)
    if all(b.outcome == "?" for b in placed.bands if b.column == column):
        # Nothing known in the column: its gaps are unset, and stay so once a band is known.
        gaps = [
            Band(min=lo, max=hi, outcome="?", column=column)
            for lo, hi in stretches([b for b in placed.bands if b.column == column])
            if band_at(placed, span_value(lo, hi), column) is None
        ]
        placed = _sorted_table(placed, [*placed.bands, *gaps])

    def overlaps(band: Band) -> bool:
        return (
            band.column == column
            and (high is None or band.min is None or band.min <= high)
            and (low is None or band.max is None or band.max >= low)
        )

    bands = [b for b in placed.bands if not overlaps(b)]
    for band in (b for b in placed.bands if overlaps(b)):  # all unset: keep what lies outside
        if low is not None and (band.min is None or band.min < low):
            bands.append(Band(min=band.min, max=low - 1, outcome="?", column=column))
        if high is not None and (band.max is None or band.max > high):
            bands.append(Band(min=high + 1, max=band.max, outcome="?", column=column))
    bands.append(Band(min=low, max=high, outcome=key, column=column, source=entry.source))
    return _sorted_table(placed, bands)


def fill_factor(table_id: str, table: FactorTable, entry: FactorEntry) -> FactorTable:
    """`table` with the one value of `entry` filled and its source kept; the row's other
    columns stay as they are."""
    where = f"table {table_id}, row {entry.key}, {entry.column}"
    try:
        row = table.row(entry.key)
    except KeyError:
        raise FillError(f"table {table_id}: no row {entry.key!r}") from None
    if entry.column not in table.columns:
        raise FillError(f"{where}: the column must be one of {', '.join(table.columns)}")
    cell = row.cell(entry.column)
    if cell.kind is not CellKind.UNSET:
        raise FillError(f"{where}: the cell is known already ({cell.to_raw()})")
    filled = row.model_copy(
        update={
            "values": {**row.values, entry.column: entry.value},
            "sources": {**row.sources, entry.column: entry.source},
        }
    )
    data = table.model_dump(mode="json")
    data["rows"] = [(filled if r.key == row.key else r).model_dump(mode="json") for r in table.rows]
    return FactorTable.model_validate(data)


def fill_effects(table_id: str, table: BandTable, entry: EffectsEntry) -> BandTable:
    """`table` with outcome `entry.key` given `entry.effects`; it must have none yet."""
    outcome = next((o for o in table.outcomes if o.key == entry.key), None)
    if outcome is None:
        raise FillError(f"table {table_id}: no outcome {entry.key!r}")
    if outcome.effects:
        raise FillError(f"table {table_id}, outcome {entry.key}: its effects are known already")
    data = table.model_dump(mode="json")
    for raw in data["outcomes"]:
        if raw["key"] == entry.key:
            raw["effects"] = [e.model_dump(mode="json") for e in entry.effects]
    return BandTable.model_validate(data)


def next_club_version(version: str, fresh: str = CLUB_MARK) -> str:
    """The version of a pack after one more change in play: `1.0` → `1.0+club.1`,
    `1.0+club.1` → `1.0+club.2`. `fresh` begins the count of a version not counted yet:
    the pack editor writes `+club` (`1.0+club1`)."""
    match = CLUB_VERSION.fullmatch(version)
    if match is None:
        return f"{version}{fresh}1"
    # A version the pack editor saved (`+club2`) counts on in its own spelling.
    base, dot, number = match.groups()
    return f"{base}+club{dot}{int(number) + 1}"


def fill_cells(pack: RulePack, entries: Iterable[Entry]) -> RulePack:
    """`pack` with every entry's cell (or outcome's effects) filled, as its next club
    version. FillError: an entry that fits no cell; PackError: the pack it makes fails
    the pack's checks (each problem at its place, as loading a pack file says it)."""
    tables = dict(pack.tables)
    schema = max(pack.schema_version, SOURCE_SCHEMA)
    for entry in entries:
        table = tables.get(entry.table)
        if isinstance(entry, FactorEntry):
            if not isinstance(table, FactorTable):
                raise FillError(f"table {entry.table}: not a factor table of pack {pack.id}")
            tables[entry.table] = fill_factor(entry.table, table, entry)
            schema = max(schema, FACTOR_SOURCE_SCHEMA)
            continue
        if not isinstance(table, BandTable):
            raise FillError(f"table {entry.table}: not a band table of pack {pack.id}")
        if isinstance(entry, EffectsEntry):
            tables[entry.table] = fill_effects(entry.table, table, entry)
            if any(e.what in REPLACEMENT_EFFECTS for e in entry.effects):
                schema = max(schema, REPLACEMENT_SCHEMA)
            continue
        tables[entry.table] = fill_band(entry.table, table, entry, pack.natural_range(entry.table))
    data = pack.model_dump(mode="json")
    data["tables"] = {key: table.model_dump(mode="json") for key, table in tables.items()}
    data["version"] = next_club_version(pack.version)
    data["schema_version"] = schema
    return pack_from_data(data, source=f"{pack.id} {data['version']}")
