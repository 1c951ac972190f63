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

from ba_console.gui.labels import pack_error_text
from ba_console.packs import PackError, RulePack
from ba_console.packs.club import remember_in_club
from ba_console.packs.fill import Entry, FillError, editor_source
from ba_console.packs.filled import filled_cells


class ClubPackWords(QObject):
    """The words of the club's pack in the status bar (a class: lupdate reads plural forms
    only in a class's own `tr`)."""

    def not_written(self, error: BaseException) -> str:
        said = pack_error_text(error)
        text = said.splitlines()[0] if said else type(error).__name__
        return self.tr("The club's pack was not written: %1").replace("%1", text)

    def kept_for_next_games(self, count: int, file: str) -> str:
        return self.tr(
            "The club's pack keeps %n cell(s) for the next games (%1).", "", count
        ).replace("%1", file)

    def reads_otherwise(self, count: int) -> str:
        return self.tr(
            "The club's pack reads %n cell(s) otherwise and keeps its reading.", "", count
        )

    def corrected(self, count: int) -> str:
        return self.tr(
            "The club's pack does not take %n corrected cell(s): corrections stay in this "
            "game only.",
            "",
            count,
        )


def remember(data_dir: Path, base: RulePack, entries: Iterable[Entry]) -> list[str]:
    """The club's pack of `base` learns `entries`; the sentences that say what it did."""
    words = ClubPackWords()
    try:
        done = remember_in_club(data_dir, base, entries)
    except (PackError, FillError, OSError) as exc:
        return [words.not_written(exc)]
    said = []
    if done.written is not None:
        said.append(words.kept_for_next_games(len(done.taken), done.written.path.name))
    if done.kept:
        said.append(words.reads_otherwise(len(done.kept)))
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
