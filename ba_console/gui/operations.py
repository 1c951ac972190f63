"""The roll actions of the controller: the only GUI code that writes rolls.

A roll dialog reads the roll through the open game's `play.PlaySession` (preview, auto
ticks, defaults; nothing is written) and hands the previewed roll to `confirm`, which
writes its draft and effects through the store in one transaction and has the controller
emit `roll_logged` and `roster_changed`. The console's dice of a role are drawn here too
(`console_faces`: the draw is written before its faces are shown), and the roll-off that
decides which commander is engaged is logged as its own row. The log viewer voids,
verifies and exports through the same object. The main controller holds one instance as
`controller.rolls`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSizeF
from PySide6.QtGui import QTextDocument
from PySide6.QtPrintSupport import QPrinter

from ba_console.gui.labels import error_text
from ba_console.gui.models.roll_log_model import LogFilter
from ba_console.play.choices import PlayError, RollPreview
from ba_console.play.roll_off import RollOffThrow
from ba_console.play.session import PlaySession
from ba_console.store.errors import READ_ERRORS, GameError, GameFileGoneError, RollError
from ba_console.store.export import LANGUAGES as REPORT_LANGUAGES
from ba_console.store.export import export_log
from ba_console.store.rolls import Effect, LoggedRoll, RollDraft, VerifyReport

if TYPE_CHECKING:
    from ba_console.gui.controller import GameController
    from ba_console.store.game import Game

# What the disk or the game's file refuses a write with (full, read-only, gone from disk): said
# as the controller says it for its own writes, not as a bad roll.
WRITE_ERRORS = (GameFileGoneError, sqlite3.Error, OSError)


class OperationRefused(Exception):  # noqa: N818 - an outcome the umpire reads, not a bug
    """The store or the rules refused; the message says why and nothing was written."""


class RollOperations(QObject):
    """Roll, void, verify and export, for the dialogs and the log viewer."""

    def __init__(self, controller: GameController, parent: QObject | None = None):
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self._session: PlaySession | None = None

    @property
    def game(self) -> Game:
        game = self.controller.game
        if game is None:
            raise OperationRefused(self.tr("No game is open."))
        return game

    # --- the log ------------------------------------------------------------------------

    def void_roll(self, sequence: int, reason: str) -> LoggedRoll:
        """Void a roll with the umpire's reason: a new row, effects reversed, the voided row
        kept. Emits `roll_logged` for the void row and `roster_changed`."""
        try:
            row = self.game.void_roll(sequence, reason)
        except WRITE_ERRORS as exc:
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        return row

    def void_overwrites(self, sequence: int) -> list[Effect]:
        """What voiding the roll would set back over a later roll's change (see the store)."""
        try:
            return self.game.void_overwrites(sequence)
        except (RollError, GameError) as exc:
            raise OperationRefused(error_text(exc)) from None

    @staticmethod
    def is_read_error(error: BaseException) -> bool:
        """Whether a check of the log failed on reading the game file (a damaged or vanished
        file, a locked or unreadable disk), not on a bug."""
        return isinstance(error, READ_ERRORS)

    def log_source(self) -> Game | None:
        """What the log viewer's model pages the rolls from: the open game, or none."""
        return self.controller.game

    def game_path(self) -> Path | None:
        game = self.controller.game
        return game.path if game is not None else None

    def names(self) -> dict[str, str]:
        """The roster's names by key, for the log viewer to say names where the log keeps
        keys."""
        return self.game.names()

    def verify_call(self) -> Callable[[], VerifyReport]:
        """The check of the hash chain as a call for a thread: it touches no Qt object and
        reads the game file through a read-only connection of its own."""
        from ba_console.store.game import check_file

        path = self.game.path
        return lambda: check_file(path)[1]

    def export_text(self, fmt: str, log_filter: LogFilter | None = None) -> str:
        """The rolls the filter shows, as "csv", "json" or "html" (the dispute report, in the
        console's language: its words through the installed translation, the pack's labels
        in that language)."""
        language = self.controller.language
        return export_log(
            self.game,
            fmt,
            **(log_filter or LogFilter()).as_kwargs(),
            language=language if language in REPORT_LANGUAGES else "en",
            translate=QCoreApplication.translate,
        )

    def export_file(self, path: str | Path, log_filter: LogFilter | None = None) -> Path:
        """Write the filtered log to `path`; the suffix chooses the format (.html, .csv,
        .json or .pdf)."""
        path = Path(path)
        suffix = path.suffix.lower().lstrip(".")
        if not path.parent.is_dir():
            # QPrinter writes no PDF there and says nothing: said here, for every format.
            raise OperationRefused(
                self.tr("Cannot export to %1: there is no folder %2.")
                .replace("%1", str(path))
                .replace("%2", str(path.parent))
            )
        if suffix == "pdf":
            html = self.export_text("html", log_filter)
            write_pdf(html, path, title=self.tr("Roll log"))
            return path
        if suffix == "htm":
            suffix = "html"
        if suffix not in ("html", "csv", "json"):
            raise OperationRefused(
                self.tr("Export as .html, .pdf, .csv or .json, not {suffix!r}").format(
                    suffix=path.suffix
                )
            )
        path.write_text(self.export_text(suffix, log_filter), encoding="utf-8")
        return path

    # --- rolls ------------------------------------------------------------------------------

    @property
    def session(self) -> PlaySession:
        """The open game as play reads it (made again when the game or its pack changes)."""
        game = self.game
        pack = self.controller.pack
        if pack is None:
            raise OperationRefused(self.tr("No game is open."))
        session = self._session
        if session is None or session.game is not game or session.pack is not pack:
            session = self._session = PlaySession(game, pack)
        return session

    def console_faces(self, kind_key: str, role: str) -> tuple[int, ...]:
        """The console dice of `role` for the next roll (the same until it is logged)."""
        session = self.session
        try:
            spec = session.dice_of(session.kind(kind_key))
        except PlayError as exc:
            raise OperationRefused(str(exc)) from None
        try:
            return self.game.console_faces(kind_key, role, spec.count, spec.sides)
        except WRITE_ERRORS as exc:  # the draw is written before its faces are shown
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError) as exc:
            raise OperationRefused(error_text(exc)) from None

    def confirm(self, preview: RollPreview) -> LoggedRoll:
        """Log the previewed roll and apply its effects, in one transaction; then the
        controller emits `roll_logged` and `roster_changed`."""
        if not preview.can_confirm or preview.draft is None:
            problem = preview.problem
            raise OperationRefused(
                problem.text if problem else self.tr("The roll is not complete.")
            )
        return self._append(preview.draft)

    def _append(self, draft: RollDraft) -> LoggedRoll:
        try:
            row = self.game.append_roll(draft)
        except WRITE_ERRORS as exc:  # rolled back: neither the row nor its effects
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        return row

    def log_commander_roll_off(
        self, unit: str, commanders: tuple[str, ...], throws: tuple[RollOffThrow, ...]
    ) -> LoggedRoll:
        """Log the roll-off row that decides which commander of `unit` is engaged (1.1.4), in
        its own transaction, like any other roll."""
        try:
            draft = self.session.roll_off_draft(unit, commanders, throws)
        except PlayError as exc:
            raise OperationRefused(str(exc)) from None
        return self._append(draft)

    # --- shared -------------------------------------------------------------------------

    def _write_refused(self, exc: BaseException) -> str:
        return self.controller.write_refusal(exc)

    def _notify(self, row: LoggedRoll) -> None:
        self.controller.notify_roll_logged(row)


def html_document(html: str) -> QTextDocument:
    document = QTextDocument()
    # QTextDocument knows no CSS grid or @media: the report still reads as a table.
    document.setHtml(html)
    return document


def write_pdf(html: str, path: Path, title: str = "") -> None:
    """Render the dispute report's HTML to a landscape A4 PDF."""
    from ba_console.gui.printing import landscape_pdf_printer

    print_html(html, landscape_pdf_printer(path, title, margin_mm=10))


def print_html(html: str, printer: QPrinter) -> None:
    document = html_document(html)
    document.setPageSize(QSizeF(printer.pageRect(QPrinter.Unit.Point).size()))
    document.print_(printer)
