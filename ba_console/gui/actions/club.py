"""The club's pack learns from this game: a cell remembered in a roll (Alt+M), the cells the
pack editor's save filled.

Both go through `packs.club.remember_in_club` (the club's file keeps a reading it has, and
is written whole) and tell the umpire in the same words what the club's pack did: it
keeps the cells for the next games, it reads some otherwise and keeps its reading, or it
could not be written. The game's own pack has the cells whatever happens here.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QObject

from ba_console.gui.actions.base import ActionRefused
from ba_console.gui.labels import pack_error_text
from ba_console.packs import PackError, RulePack
from ba_console.packs.club import remember_in_club
from ba_console.packs.fill import EffectsEntry, Entry, FillError, editor_source
from ba_console.packs.filled import filled_cells


class ClubPackWords(QObject):
    """The words of the club's pack in the status bar (a class: lupdate reads plural forms
    only in a class's own `tr`)."""

    def not_written(self, error: BaseException) -> str:
        said = pack_error_text(error)
        text = said.splitlines()[0] if said else type(error).__name__
        return self.tr("The club's pack was not written: %1").replace("%1", text)

    def kept_for_next_games(self, entries: Iterable[Entry], file: str) -> str:
        """What the club's pack took: cells (of a table or a factor) and outcomes' effects,
        each said as what it is."""
        cells, outcomes = _counted(entries)
        if not outcomes:
            return self.tr(
                "The club's pack keeps %n cell(s) for the next games (%1).", "", cells
            ).replace("%1", file)
        effects = self.tr("the effects of %n outcome(s)", "", outcomes)
        if not cells:
            return (
                self.tr("The club's pack keeps %1 for the next games (%2).")
                .replace("%1", effects)
                .replace("%2", file)
            )
        return (
            self.tr("The club's pack keeps %n cell(s) and %1 for the next games (%2).", "", cells)
            .replace("%1", effects)
            .replace("%2", file)
        )

    def reads_otherwise(self, entries: Iterable[Entry]) -> str:
        cells, outcomes = _counted(entries)
        said = []
        if cells:
            said.append(
                self.tr(
                    "The club's pack reads %n cell(s) otherwise and keeps its reading.", "", cells
                )
            )
        if outcomes:
            said.append(
                self.tr(
                    "The club's pack gives %n outcome(s) other effects and keeps them.",
                    "",
                    outcomes,
                )
            )
        return " ".join(said)

    def corrected(self, count: int) -> str:
        return self.tr(
            "The club's pack does not take %n corrected cell(s): corrections stay in this "
            "game (Log and pack › The club's pack… corrects the club's).",
            "",
            count,
        )


def _counted(entries: Iterable[Entry]) -> tuple[int, int]:
    """How many cells and how many outcomes' effects `entries` are."""
    entries = list(entries)
    outcomes = sum(1 for e in entries if isinstance(e, EffectsEntry))
    return len(entries) - outcomes, outcomes


def remember(data_dir: Path, base: RulePack, entries: Iterable[Entry]) -> list[str]:
    """The club's pack of `base` learns `entries`; the sentences that say what it did."""
    words = ClubPackWords()
    try:
        done = remember_in_club(data_dir, base, entries)
    except (PackError, FillError, OSError) as exc:
        return [words.not_written(exc)]
    said = []
    if done.written is not None:
        said.append(words.kept_for_next_games(done.taken, done.written.path.name))
    if done.kept:
        said.append(words.reads_otherwise(done.kept))
    return said


def keep_filled(
    data_dir: Path, before: RulePack, after: RulePack, *, game: str, bound: int
) -> list[str]:
    """The pack editor saved `after` over `before`: the cells it filled go to the club's
    pack too, with where they came from; a known value it corrected does not, and is
    said to stay in this game."""
    filled = filled_cells(before, after, editor_source(game, bound))
    said = remember(data_dir, before, filled.entries) if filled.entries else []
    if filled.corrected:
        said.append(ClubPackWords().corrected(filled.corrected))
    return said


class ClubPackFile(QObject):
    """The club's pack of one pack id as the pack editor saves it (The club's pack…): the
    file in the data folder, written whole, and only if no game changed it since the
    editor read it (a cell remembered at the table meanwhile would be lost)."""

    def __init__(self, data_dir: Path, pack_id: str, opened: RulePack | None) -> None:
        super().__init__()
        self.data_dir = Path(data_dir)
        self.pack_id = pack_id
        # The content hash of the club's file the editor began from; None: there was none
        # (the editor began from this game's pack).
        self.opened = opened.content_hash if opened is not None else None

    def save(self, pack: RulePack, imported: bool = False) -> str:
        """Write `pack` as the club's pack; raises what the editor shows as "Not saved"."""
        from ba_console.packs.club import club_pack_path, load_club_pack, write_pack_file

        if pack.id != self.pack_id:
            raise ActionRefused(
                self.tr("this is the pack %1, not %2: the club's pack of %2 keeps its own id.")
                .replace("%1", pack.id)
                .replace("%2", self.pack_id)
            )
        found = load_club_pack(self.data_dir, self.pack_id)
        if (found.pack.content_hash if found is not None else None) != self.opened:
            raise ActionRefused(
                self.tr(
                    "the club's pack changed since the editor opened it (a game remembered "
                    "a cell). Export your edits, close the editor, open the club's pack "
                    "again and import them."
                )
            )
        path = club_pack_path(self.data_dir, self.pack_id)
        write_pack_file(path, pack.to_toml())
        self.opened = pack.content_hash
        return ""
