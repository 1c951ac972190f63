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
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from ba_console import reports
from ba_console.gui.actions import club as club_actions
from ba_console.gui.files import output_refusal
from ba_console.gui.labels import display_text, error_text, label, pack_error_text
from ba_console.gui.models.roll_log_model import LogFilter
from ba_console.packs import PackError
from ba_console.packs.fill import FillError
from ba_console.play import learn
from ba_console.play.choices import PlayError, RollPreview
from ba_console.play.movement import MovementPreview
from ba_console.play.record import note_templates
from ba_console.play.roll_off import RollOffThrow
from ba_console.play.session import PlaySession
from ba_console.reports import FORMATS as REPORT_FORMATS
from ba_console.reports import LANGUAGES as REPORT_LANGUAGES
from ba_console.store.draws import ConsoleDraw
from ba_console.store.errors import GameError, GameFileGoneError, RollError
from ba_console.store.gamefile import READ_ERRORS
from ba_console.store.records import Effect, LoggedRoll, RollDraft
from ba_console.store.verify import VerifyReport

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
        # Rolls put aside with Esc after console dice (`set_aside`), for the open game.
        self._aside: dict[Any, Any] = {}
        self._aside_game: Game | None = None

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

    def called_words(self) -> dict[int, str]:
        """The words players called before console draws, by draw number, for the log
        viewer's detail to say beside the draw."""
        return self.game.dice.called_words()

    def odds_captions(self, roll: LoggedRoll, names: Any) -> list[str]:
        """The chance the dispute report gives the outcome of `roll` (a `Readable` in the
        interface language), read from the tables of the pack it was made with."""
        from ba_console.reports.log import roll_odds_captions

        return roll_odds_captions(self.game, roll, names)

    def verify_call(self, seals: str | None = None) -> Callable[[], VerifyReport]:
        """The check of the hash chain (and of the state replayed from the log) as a call for
        a thread: it touches no Qt object and reads the game file through a read-only
        connection of its own. `seals`: the seals the players hold, as typed ("B1 7Q2K-9FXA-
        3MWD, B2 …"), also checked; a seal that is not one is refused here, named."""
        from ba_console.store.game import check_file
        from ba_console.store.seals import SealError, parse_seals

        held = None
        if seals is not None:
            try:
                held = parse_seals(seals)
            except SealError as exc:
                problem = exc.problem
                raise OperationRefused(
                    display_text("verify", problem.template, problem.args, str(exc))
                ) from None
        path = self.game.path
        return lambda: check_file(path, held)[1]

    def _report_options(self) -> dict[str, Any]:
        """The report in the console's language: its words through the installed
        translation, the pack's labels in that language."""
        language = self.controller.language
        return {
            "language": language if language in REPORT_LANGUAGES else "en",
            "translate": QCoreApplication.translate,
            "reasons": note_templates(),
        }

    def export_text(
        self, fmt: str, log_filter: LogFilter | None = None, delimiter: str = ","
    ) -> str:
        """The rolls the filter shows, as "csv" (cells separated by `delimiter`), "json" or
        "html" (the dispute report)."""
        filters = (log_filter or LogFilter()).as_kwargs()
        return reports.export_log(
            self.game, fmt, **filters, **self._report_options(), delimiter=delimiter
        )

    def export_file(
        self, path: str | Path, log_filter: LogFilter | None = None, delimiter: str = ","
    ) -> Path:
        """Write the filtered log to `path`; the suffix chooses the format (.html, .csv,
        .json or .pdf), a CSV's cells separated by `delimiter`. The PDF is the one
        `ba-console export --format pdf` writes."""
        path = Path(path)
        suffix = path.suffix.lower().lstrip(".")
        self._check_folder(path)
        if suffix == "htm":
            suffix = "html"
        if suffix not in REPORT_FORMATS:
            raise OperationRefused(
                self.tr("Export as .html, .pdf, .csv or .json, not {suffix!r}").format(
                    suffix=path.suffix
                )
            )
        try:
            if suffix == "pdf":
                write_pdf(self.game, path, log_filter, **self._report_options())
            else:
                text = self.export_text(suffix, log_filter, delimiter)
                path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise OperationRefused(self._cannot_write(path, exc)) from None
        return path

    def export_roster_file(self, path: str | Path, delimiter: str = ",") -> Path:
        """Write the roster to `path` (.csv with its cells separated by `delimiter`, or
        .toml), as `ba-console export-roster` does: it reads back into a new game."""
        from ba_console.store import roster_io  # only an export of the roster needs it

        path = Path(path)
        self._check_folder(path)
        if path.suffix.lower() not in roster_io.EXPORTERS:
            raise OperationRefused(
                self.tr("Export the roster as .csv or .toml, not {suffix!r}").format(
                    suffix=path.suffix
                )
            )
        try:
            roster_io.export_roster(self.game, path, delimiter=delimiter)
        except OSError as exc:
            raise OperationRefused(self._cannot_write(path, exc)) from None
        return path

    def export_summary_file(self, path: str | Path, bound: int) -> Path:
        """Write the turn summary of `bound` to `path` (.pdf or .html)."""
        path = Path(path)
        self._check_folder(path)
        suffix = path.suffix.lower().lstrip(".")
        if suffix not in ("pdf", "html", "htm"):
            raise OperationRefused(
                self.tr("Write the turn summary as .pdf or .html, not {suffix!r}").format(
                    suffix=path.suffix
                )
            )
        try:
            if suffix == "pdf":
                reports.write_summary_pdf(self.game, bound, path, **self._report_options())
            else:
                text = reports.export_summary(self.game, bound, **self._report_options())
                path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise OperationRefused(self._cannot_write(path, exc)) from None
        return path

    def _cannot_write(self, path: Path, exc: OSError) -> str:
        """A report the system would not let be written, in the interface language."""
        from ba_console.gui.write_errors import write_cause

        return (
            self.tr("Cannot write %1: %2. Choose another folder or name.")
            .replace("%1", str(path))
            .replace("%2", write_cause(exc))
        )

    def print_log(self, printer: Any, log_filter: LogFilter | None = None) -> int:
        """Print the rolls the filter shows, laid out as the PDF is."""
        filters = (log_filter or LogFilter()).as_kwargs()
        return reports.print_log(self.game, printer, **filters, **self._report_options())

    def _check_folder(self, path: Path) -> None:
        """Refuse a missing folder, and a game, its companions or any SQLite file."""
        if path.parent.is_dir():
            refusal = output_refusal(path, self.game.path)
            if refusal is not None:
                raise OperationRefused(refusal)
        else:
            # Qt writes no PDF there and says nothing: said here, for every format.
            raise OperationRefused(
                self.tr("Cannot export to %1: there is no folder %2.")
                .replace("%1", str(path))
                .replace("%2", str(path.parent))
            )

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

    def nothing_to_roll(self, kind_key: str, unit: str | None) -> str | None:
        """Why "Roll…" (F9) on `unit` has nothing to roll for in this step, in the
        interface language (an ordering roll for a unit whose order needs none, 1.1.3);
        None when there is a roll to make, or nobody to say it of."""
        from ba_console.play import roll as play_roll

        if not unit:
            return None
        rows = [row for group in self.controller.order_sheet() for row in group.rows]
        row = next((row for row in rows if row.unit.key == unit), None)
        why = play_roll.nothing_to_order(self.session.pack, kind_key, row)
        if why is None or row is None:
            return None
        kind = self.session.kind(kind_key).label.get(self.controller.language)
        texts = {
            play_roll.NO_ORDERS_IN_FD: self.tr(
                "%1 is in FD and takes no order: there is no ordering roll to make."
            ),
            play_roll.NO_ORDER: self.tr(
                "%1 has no order this bound: there is no ordering roll to make."
            ),
            play_roll.NO_ROLL_NEEDED: self.tr(
                "%1: its order needs no ordering roll (1.1.3): nothing to roll."
            ),
            play_roll.ROLL_LOGGED: self.tr(
                "%1: its ordering roll is logged already (%3); void it in the roll log "
                "to roll again."
            ),
        }
        text = texts[why] + " " + self.tr("Rolls › %2… opens one all the same.")
        return (
            text.replace("%1", row.unit.name)
            .replace("%2", kind)
            .replace("%3", label(row.status or ""))
        )

    def console_faces(self, kind_key: str, role: str) -> tuple[int, ...]:
        """The console dice of `role` for the next roll (the same until it is logged)."""
        return self.console_draw(kind_key, role).faces

    def console_draw(self, kind_key: str, role: str, word: str | None = None) -> ConsoleDraw:
        """The console draw of `role` for the next roll, with the `word` a player called
        (None: nobody did); a draw shown already stands as it was, word or not."""
        session = self.session
        try:
            spec = session.dice_of(session.kind(kind_key))
        except PlayError as exc:
            raise OperationRefused(str(exc)) from None
        try:
            return self.game.console_draw(kind_key, role, spec.count, spec.sides, word=word)
        except WRITE_ERRORS as exc:  # the draw is written before its faces are shown
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError) as exc:
            raise OperationRefused(error_text(exc)) from None

    def pending_draw(self, kind_key: str, role: str) -> ConsoleDraw | None:
        """The console draw shown for `role` of the next `kind_key` roll and not logged yet
        (None if none is pending: reading draws nothing)."""
        draws = [
            draw
            for draw in self.game.console_draws(pending_only=True)
            if draw.kind == kind_key and draw.role == role
        ]
        return draws[-1] if draws else None

    def pending_faces(self, kind_key: str, role: str) -> tuple[int, ...] | None:
        """The faces of `pending_draw` (None if none is pending)."""
        draw = self.pending_draw(kind_key, role)
        return draw.faces if draw is not None else None

    def set_aside(self, key: Any, kept: Any) -> None:
        """A roll dialog closed with Esc after console dice: what the umpire ticked, kept
        with its dice for the next dialog on the same roll (`take_aside`), in this game."""
        if self._aside_game is not self.controller.game:
            self._aside, self._aside_game = {}, self.controller.game
        self._aside[key] = kept

    def take_aside(self, key: Any) -> Any:
        """What `set_aside` kept for `key` (once), None if nothing or another game."""
        if self._aside_game is not self.controller.game:
            return None
        return self._aside.pop(key, None)

    def confirm(self, preview: RollPreview, remember: tuple[learn.Offer, ...] = ()) -> LoggedRoll:
        """Log the previewed roll and apply its effects, in one transaction; then the
        controller emits `roll_logged` and `roster_changed`. `remember`: the cells the
        umpire chose to have the pack remember (`PlaySession.cell_offers`); the game's
        pack learns them in the same transaction, logged as a `pack_changed` row, and the
        club's pack in the data folder after it."""
        if not preview.can_confirm or preview.draft is None:
            problem = preview.problem
            raise OperationRefused(
                problem.text if problem else self.tr("The roll is not complete.")
            )
        if not remember:
            return self._append(preview.draft)
        return self._append_and_remember(preview.draft, remember)

    def _append_and_remember(self, draft: RollDraft, offers: tuple[learn.Offer, ...]) -> LoggedRoll:
        controller = self.controller
        pack = controller.pack
        if pack is None or controller.info is None:
            raise OperationRefused(self.tr("No game is open."))
        bound = draft.bound or self.session.bound
        try:
            learned, entries = learn.remember(pack, offers, game=controller.info.title, bound=bound)
        except (PackError, FillError) as exc:  # the pack changed since it offered them
            raise OperationRefused(
                self.tr(
                    "Nothing logged: the pack cannot remember this: %1. Untick “Remember in "
                    "the club's pack” to log the roll alone."
                ).replace("%1", pack_error_text(exc).splitlines()[0])
            ) from None
        reason = "remembered at the table: " + "; ".join(learn.offer_text(o) for o in offers)
        game = self.game
        try:
            with game.transaction():
                row = game.append_roll(draft)
                changed = game.change_pack(
                    pack_toml=learned.to_toml(),
                    pack_id=learned.id,
                    pack_hash=learned.content_hash,
                    pack_version=learned.version,
                    reason=reason,
                )
        except WRITE_ERRORS as exc:  # rolled back: neither the row nor the pack
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        if changed is not None:
            self._notify(changed)
        controller.use_pack(learned)
        self._remember_in_club(pack, entries)
        return row

    def _remember_in_club(self, base: Any, entries: tuple[Any, ...]) -> None:
        """The club's pack learns the cells too, for the next game; the status bar says
        what it did (the game has them whatever happens there)."""
        controller = self.controller
        said = club_actions.remember(controller.data_dir, base, entries)
        controller.status_message.emit(" ".join([self.tr("Remembered in this game."), *said]))

    def _append(self, draft: RollDraft) -> LoggedRoll:
        try:
            row = self.game.append_roll(draft)
        except WRITE_ERRORS as exc:  # rolled back: neither the row nor its effects
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        return row

    def confirm_movement(self, preview: MovementPreview) -> LoggedRoll:
        """Log what a unit did of its order (a `movement` row) and set its flags, in one
        transaction; refused while the rules forbid it and the umpire has not ruled."""
        if not preview.can_confirm:
            first = preview.blocked_by[0]
            raise OperationRefused(display_text("rules", first.template, first.args, first.text))
        return self._append(preview.draft)

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


def write_pdf(game: Game, path: Path, log_filter: LogFilter | None = None, **options: Any) -> int:
    """The log report of what the filter shows as a PDF (the CLI's, page for page)."""
    filters = (log_filter or LogFilter()).as_kwargs()
    return reports.write_log_pdf(game, path, **filters, **options)
