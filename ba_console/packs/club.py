"""The club's own packs: the cells its games filled in play, kept for the next game.

A club's pack is a copy derived from the pack a game started with (the shipped one, or
an edited one), with its own version (`1.0+club.N`) and, on each cell learned at the
table, where it came from. It lives in the data folder as `<data>/packs/<id>.toml`, one
per pack id, where the new-game wizard offers it first.

`remember_in_club` adds the cells one game remembered (result cells and factor values
alike, and the bands the umpire filled in the pack editor, `packs.filled`). Two games
that remember the same cell differently do not overwrite each other: the club's file
keeps the reading it has, and the cell is named among the `kept` ones so the umpire
hears of it. The file is written whole and moved into place, so a crash leaves the old
file or the new, never half of one. Qt-free; the folder comes in as an argument
(the store knows where the data folder is, and packs may not ask it).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from ba_console.core.model import BandTable, CellKind, FactorTable
from ba_console.packs.fill import (
    OFF_TABLE,
    UNSET,
    CellEntry,
    EffectsEntry,
    Entry,
    FactorEntry,
    band_at,
    band_pieces,
    fill_cells,
    is_unset,
    place_outcome,
    span_value,
)
from ba_console.packs.loader import PackError, load_pack
from ba_console.packs.schema import RulePack

CLUB_FOLDER = "packs"


class ClubPack(NamedTuple):
    """A club's pack file and the pack it holds."""

    path: Path
    pack: RulePack


class ClubWrite(NamedTuple):
    """What `remember_in_club` did: the club's pack as written (None: nothing new to
    write), the entries it took, and those it kept its own reading of."""

    written: ClubPack | None
    taken: tuple[Entry, ...]
    kept: tuple[Entry, ...]


def club_folder(data_dir: Path) -> Path:
    return Path(data_dir) / CLUB_FOLDER


def club_pack_path(data_dir: Path, pack_id: str) -> Path:
    return club_folder(data_dir) / f"{pack_id}.toml"


def load_club_pack(data_dir: Path, pack_id: str) -> ClubPack | None:
    """The club's pack of `pack_id`, None if the club has none. A broken file raises
    PackError naming it (never silently replaced: it may hold a season's cells)."""
    path = club_pack_path(data_dir, pack_id)
    if not path.exists():
        return None
    return ClubPack(path, load_pack(path))


def club_packs(data_dir: Path) -> list[ClubPack | tuple[Path, PackError]]:
    """Every club pack in the data folder, by file name; a file that does not load is
    listed with its error."""
    found: list[ClubPack | tuple[Path, PackError]] = []
    folder = club_folder(data_dir)
    if not folder.is_dir():
        return found
    for path in sorted(folder.glob("*.toml")):
        try:
            found.append(ClubPack(path, load_pack(path)))
        except PackError as exc:
            found.append((path, exc))
    return found


def _club_reading(pack: RulePack, entry: CellEntry | FactorEntry) -> str | int | None:
    """What the club's pack gives the entry's cell: an outcome key, a factor's value, or
    its printed dash ('-'); None where the cell is unset."""
    table = pack.tables.get(entry.table)
    if isinstance(entry, FactorEntry):
        if not isinstance(table, FactorTable):
            return None
        row = next((r for r in table.rows if r.key == entry.key), None)
        if row is None or entry.column not in row.values:
            return None
        cell = row.cell(entry.column)
        return None if cell.kind is CellKind.UNSET else cell.to_raw()
    if not isinstance(table, BandTable) or is_unset(
        table, entry.value, entry.column, pack.natural_range(entry.table)
    ):
        return None
    band = band_at(table, entry.value, entry.column)
    return band.outcome if band is not None else None


def _same_reading(pack: RulePack, entry: CellEntry | FactorEntry, reading: str | int) -> bool:
    if isinstance(entry, FactorEntry):
        return reading == entry.value
    table = pack.tables[entry.table]
    assert isinstance(table, BandTable)
    _, wanted = place_outcome(table, entry.outcome)
    return wanted == reading


def remember_in_club(data_dir: Path, base: RulePack, entries: Iterable[Entry]) -> ClubWrite:
    """Add `entries` to the club's pack of `base.id` (made from `base` if the club has
    none yet) and write it. Raises PackError for a club file that does not load or a
    club pack of other rules, OSError when the file cannot be written."""
    entries = tuple(entries)
    found = load_club_pack(data_dir, base.id)
    club = found.pack if found is not None else base
    if club.rules != base.rules:
        raise PackError(
            f"{club_pack_path(data_dir, base.id)}: the club's pack {club.id} is of other "
            f"rules ({club.rules}) than this game's ({base.rules})"
        )
    taken: list[Entry] = []
    kept: list[Entry] = []
    for entry in entries:
        if isinstance(entry, EffectsEntry):
            _sort_effects(club, entry, taken, kept)
            continue
        if entry.table not in club.tables or (
            isinstance(entry, FactorEntry) and not _has_row(club, entry)
        ):
            kept.append(entry)
            continue
        if isinstance(entry, CellEntry) and entry.span is not None:
            _sort_band(club, entry, taken, kept)
            continue
        reading = _club_reading(club, entry)
        if reading is None:
            taken.append(entry)
        elif not _same_reading(club, entry, reading):
            kept.append(entry)
    if not taken:
        return ClubWrite(None, (), tuple(kept))
    learned = fill_cells(club, taken)
    path = club_pack_path(data_dir, base.id)
    write_pack_file(path, learned.to_toml())
    return ClubWrite(ClubPack(path, learned), tuple(taken), tuple(kept))


def _sort_band(club: RulePack, entry: CellEntry, taken: list[Entry], kept: list[Entry]) -> None:
    """A band filled in the pack editor, cell by cell: the stretches of it the club's pack
    has unset are taken, those it reads otherwise (or has off its table) are kept."""
    table = club.tables[entry.table]
    column = entry.column
    if not isinstance(table, BandTable) or (
        column not in table.columns if table.columns else column is not None
    ):
        kept.append(entry)
        return
    assert entry.span is not None
    natural = club.natural_range(entry.table)
    for low, high, reading in band_pieces(table, column, *entry.span, natural):
        piece = entry._replace(value=span_value(low, high), span=(low, high))
        if reading is UNSET:
            taken.append(piece)
        elif reading == OFF_TABLE or not _same_reading(club, piece, reading):
            kept.append(piece)


def _sort_effects(
    club: RulePack, entry: EffectsEntry, taken: list[Entry], kept: list[Entry]
) -> None:
    """An outcome's effects typed at the table: taken where the club's pack names the
    outcome (same key and label) without effects; kept where it names it otherwise, gives
    it other effects, or has not got it; neither where it gives it these already."""
    table = club.tables.get(entry.table)
    outcomes = table.outcomes if isinstance(table, BandTable) else []
    outcome = next((o for o in outcomes if o.key == entry.key), None)
    if outcome is None or outcome.label != entry.label:
        kept.append(entry)
    elif not outcome.effects:
        taken.append(entry)
    elif tuple(outcome.effects) != entry.effects:
        kept.append(entry)


def _has_row(pack: RulePack, entry: FactorEntry) -> bool:
    """Whether the club's pack has the entry's row and column (an edited club pack may
    have dropped or renamed it)."""
    table = pack.tables.get(entry.table)
    return (
        isinstance(table, FactorTable)
        and entry.column in table.columns
        and any(row.key == entry.key for row in table.rows)
    )


def write_pack_file(path: Path, text: str) -> None:
    """Write `text` to `path` whole: aside first, then moved into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    aside = path.with_name(f".{path.name}.new")
    try:
        with open(aside, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(aside, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            aside.unlink()
