"""What both readers of a pack read alike from its plain data (the TOML as parsed): the
schema version this console reads, and how complete each table is.

The outline (`packs.outline`, the window's quick reading of a game's pack) and the full
reader (`packs.loader`, `packs.schema.RulePack`) refuse the same schema versions and count
a table's completeness with the one definition here, `table_completeness`, so the window
shows the same figures before and after the pack is validated. Neither reader's own types
are loaded with it: `ba-console resolve` validates its pack and reads no outline.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ba_console.core.dice import DiceSpec
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.packs.errors import PackError

# The pack schema this console writes (`packs.schema.RulePack`); a newer one is refused
# by the outline as by the full reader, so a game never opens on a pack it cannot read.
# 2: a roll kind may name its `steps`; 3: a phase's note may be in English and Danish;
# 4: a factor row may be `repeatable` (counted once per time its condition held);
# 5: a step may list `prompts`, the rules the umpire checks on the table there;
# 6: a band may name its `source` (a cell the club's pack learned in play);
# 7: a factor row may name its cells' `sources` (a value the club's pack learned in play);
# 8: an outcome may put a fallen commander back and set his rating (`commander_replaced`,
# `commander_rating`: Table 19, 1.1.3, 1.1.4);
# 9: a table's or a roll's notes may be in English and Danish
SCHEMA_VERSION = 9

VERSION_MISSING = QT_TRANSLATE_NOOP(
    "packs", "schema_version is missing (this console writes {version})"
)
VERSION_NEWER = QT_TRANSLATE_NOOP(
    "packs",
    "schema_version {given} is newer than this console understands ({version}); update "
    "ba-console to use this pack",
)


def check_schema_version(data: Mapping[str, Any], source: str) -> int:
    """The pack's schema version; PackError if it is missing or newer than this console's."""
    version = data.get("schema_version")
    if not isinstance(version, int):
        raise PackError.of(source, VERSION_MISSING, version=SCHEMA_VERSION)
    if version > SCHEMA_VERSION:
        raise PackError.of(source, VERSION_NEWER, given=version, version=SCHEMA_VERSION)
    return version


def table_completeness(table: Mapping[str, Any], dice: DiceSpec) -> tuple[int, int]:
    """(cells known, cells in all) of one table, as plain data. A factor table counts its
    cells ('-' and '±N' are known, '?' is not; a table with no row known at all is 0 of
    1); a band table the numbers of its natural range (the dice for a total, their spread
    for a difference) that a band with a known outcome covers, per column; a threshold
    table its thresholds; a reference table its entries."""
    kind = table.get("kind")
    if kind == "factors":
        rows = table.get("rows", [])
        if not rows:
            return 0, 1
        cells = [row["values"][column] for row in rows for column in table["columns"]]
        return sum(1 for cell in cells if not _unset(cell)), len(cells)
    if kind == "bands":
        values = natural_values(table, dice)
        known = [b for b in table.get("bands", []) if b.get("outcome") != "?"]
        found = total = 0
        for column in table.get("columns") or [None]:
            bands = [b for b in known if b.get("column") == column]
            for value in values:
                total += 1
                found += any(_covers(band, value) for band in bands)
        return found, total
    if kind == "threshold":
        thresholds = table.get("thresholds", {})
        return sum(1 for value in thresholds.values() if value != "?"), len(thresholds)
    entries = table.get("entries", {})
    return sum(1 for value in entries.values() if value != "?"), max(len(entries), 1)


def natural_values(table: Mapping[str, Any], dice: DiceSpec) -> range:
    """What a band table reads from the dice alone: their total, or for a table of the
    difference of two totals, its spread."""
    if table.get("input", "total") == "difference":
        spread = dice.highest - dice.lowest
        return range(-spread, spread + 1)
    return range(dice.lowest, dice.highest + 1)


def band_holes(
    bands: list[Mapping[str, Any]], columns: list[str] | None, values: range
) -> list[tuple[str | None, int, int]]:
    """The runs of `values` no band covers, by column: (column, first, last). A printed
    table covers every value its dice give (a run unknown to the pack is a band of '?'):
    a value in a hole is unset in play (`core.results.band_reading`), as in a '?' band."""
    holes: list[tuple[str | None, int, int]] = []
    for column in columns or [None]:
        mine = [band for band in bands if band.get("column") == column]
        for value in values:
            if any(_covers(band, value) for band in mine):
                continue
            if holes and holes[-1][0] == column and holes[-1][2] == value - 1:
                holes[-1] = (column, holes[-1][1], value)
            else:
                holes.append((column, value, value))
    return holes


def completeness_ratio(report: Mapping[str, tuple[int, int]]) -> float:
    """The mean of the tables' completeness (1.0 for a pack without tables)."""
    if not report:
        return 1.0
    return sum(known / total for known, total in report.values()) / len(report)


def _unset(cell: Any) -> bool:
    return isinstance(cell, str) and cell.strip() == "?"


def _covers(band: Mapping[str, Any], value: int) -> bool:
    low, high = band.get("min"), band.get("max")
    return (low is None or value >= low) and (high is None or value <= high)
