"""The one controller: every action of the main window runs here, against the game store.

`GameController` opens and creates games, moves the phase tracker, saves orders and
roster edits, each inside one store transaction, and then emits a past-tense signal
(`game_opened`, `roster_changed`, `phase_advanced`, `order_saved`, `roll_logged`) on
which the views refresh. Widgets call it and never touch the store or SQL. A refused
action (a value the store or the rules reject) changes nothing and is reported once,
as `action_refused(message)`, which the main window shows in its status bar (whole in a
box too when longer than the bar).

Orders are stored as the store's `Order` (text verbatim, parts as plain data); play's
codec (`play.orders`) turns `OrderParts` and the umpire's `OrderFacts` into those parts and
back. Which rolls, orders and melees are still open in the bound is play's (`play.tasks`).

Opening a game is on the umpire's way to the window, so it does each thing once: the
views that fill themselves on `game_opened` share one reading of the roster and order
sheet, and the check of the log's hash chain (`log_check`) waits for the window on screen.

The controller is written in parts, mixed into the one class: opening, following and
closing the game's file, and its pack, are `controller_files`'; the steps of a bound (Next,
Back, the seal) and their open tasks are `controller_steps`'; this module holds the
signals, the state, the guarded writes, undo and redo, the roster and the orders, and every
plural the controller says (pyside6-lupdate takes a plural only from a class's own tr()).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ba_console.core.orders import REASONS, OrderFacts, OrderParts
from ba_console.gui import game_pack
from ba_console.gui.actions.base import ActionRefused, Changes
from ba_console.gui.background import BackgroundWork
from ba_console.gui.controller_files import ControllerFiles
from ba_console.gui.controller_steps import ControllerSteps
from ba_console.gui.history import Edit, EditHistory, Gone
from ba_console.gui.labels import error_text
from ba_console.gui.log_check import LogCheck, LogState
from ba_console.gui.models.roster_model import RosterSnapshot
from ba_console.packs.outline import PackOutline
from ba_console.play.orders import OrderGroup, OrderRow, order_row, order_sheet
from ba_console.play.orders import parts_to_store as parts_to_store
from ba_console.store import paths
from ba_console.store.errors import (
    GameError,
    GameFileGoneError,
    RollError,
    RosterError,
)
from ba_console.store.game import Game
from ba_console.store.models import Commander, GameInfo, Orderly, Unit, validate_unit

if TYPE_CHECKING:
    from ba_console.gui.charge_operations import ChargeOperations
    from ba_console.gui.file_follow import FileFollow
    from ba_console.gui.operations import RollOperations
    from ba_console.packs import RulePack
    from ba_console.play import tasks as bound_tasks


def reason_text(key: str) -> str:
    return QCoreApplication.translate("orders", REASONS[key])


class GameController(ControllerFiles, ControllerSteps, QObject):
    """Opens a game and runs every umpire action on it, one transaction each."""

    game_opened = Signal()
    game_closing = Signal()  # the game is still open: where the umpire was can be kept
    game_closed = Signal()
    roster_changed = Signal(list)  # unit keys changed; [] means anything may have changed
    phase_advanced = Signal(object)  # the new PhasePosition
    order_saved = Signal(int, str)  # bound, unit key
    roll_logged = Signal(object)  # the LoggedRoll
    log_checked = Signal(object)  # LogState, after the chain was verified (`gui.log_check`)
    pack_changed = Signal()
    action_refused = Signal(str)
    # A game opened read-only as it reads as copied while open: it may be the game itself,
    # left open by a process that ended (`Game.take_back`); the window offers to play on.
    copy_opened = Signal()
    status_message = Signal(str)
    history_changed = Signal()  # what Edit › Undo and Redo would take back or do again
    # A step Undo or Redo could not take and dropped (`history.Gone`): what it keeps and
    # why. Not a refusal to stop at: the next Ctrl+Z takes back the edit before it.
    undo_passed = Signal(str)
    # The open game's file went from disk (deleted, moved, replaced): said once per game,
    # with what to do; every write is refused from then on.
    game_file_gone = Signal(str)
    # The disk refused a write (full, read-only, failing): said at the first refusal after a
    # write that worked, not at each of a burst (a copy of 20 orders); the refusals go on.
    write_failed = Signal(str)
    # A game closed, but not as one file (a full disk): it is whole only with its -wal
    # beside it, and the umpire must keep the two together (`Game.not_closed_whole`).
    closed_in_two_files = Signal(str)
    # A game refused as damaged (message, path), just before the refusal itself is said: the
    # window offers the byte-for-byte copy of it with the refusal (`copy_damaged`).
    damaged_refused = Signal(str, str)
    # A game opened without the last change in its -wal, which could not be read (a write
    # torn by a power cut): what the umpire must check, and where the byte copy is.
    opened_with_caution = Signal(str)

    def __init__(
        self,
        data_dir: Path | None = None,
        language: str = "en",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir) if data_dir else paths.data_dir()
        self.language = language
        self.game: Game | None = None
        # The game's pack as the window shows it (read without validating, see
        # `packs.outline`), and the validated pack, made at its first use (`pack`).
        self.outline: PackOutline | None = None
        self._pack: RulePack | None = None
        self._pack_data: game_pack.PackCopyText | None = None
        self.info: GameInfo | None = None
        self._log_check = LogCheck(self)
        self._log_check.checked.connect(self.log_checked)
        # The open game's other readers in a thread (the log viewer's Verify): a close
        # waits for them, as for the chain check, before the game is one file again.
        self.file_readers = BackgroundWork(self)
        # A game open read-only, followed as another console writes it (`reload`).
        self._follow: FileFollow | None = None
        # Whether the game open read-only is open in another console, which writes it (a
        # second window on one file): what `read_only_reason` says (kept through `reload`).
        self._written_elsewhere_open = False
        # Games closed in two files while the chain check read them (`close_game`).
        self._to_close_whole: list[Path] = []
        self._shared: dict[tuple[Any, ...], Any] | None = None
        self._rolls: RollOperations | None = None
        self._charges: ChargeOperations | None = None
        self.history = EditHistory()
        # What the step the game is at keeps in sight under Open tasks (`Changes.notes`):
        # set by the action that reached it, gone at the next step or game.
        self.step_notes: tuple[str, ...] = ()
        # Signals of the edits an undo or redo made, sent once its transaction is committed.
        self._after_replay: list[Callable[[], None]] = []
        self._told_file_gone: Game | None = None  # the game `game_file_gone` was sent for
        self._told_write_failed = False

    @property
    def is_open(self) -> bool:
        return self.game is not None

    @property
    def read_only(self) -> bool:
        return self.game is not None and self.game.read_only

    def read_only_reason(self) -> str:
        """Why nothing can be changed in the open game, as the greyed actions say it and a
        key of one of them pressed; "" when it may be written."""
        if not self.read_only:
            return ""
        if self._written_elsewhere_open:
            return self.tr(
                "This window follows a game another console writes: it cannot change it."
            )
        assert self.game is not None
        return self.tr("%1 is open read-only: nothing in it can be changed here.").replace(
            "%1", self.game.path.name
        )

    @property
    def rolls(self) -> RollOperations:
        """The roll actions (`gui.operations`), made at the first roll: they load play and
        the rules, which opening the window does not need."""
        if self._rolls is None:
            from ba_console.gui.operations import RollOperations

            self._rolls = RollOperations(self)
        return self._rolls

    @property
    def charges(self) -> ChargeOperations:
        """The charge phase's decisions (`gui.charge_operations`), made when first asked."""
        if self._charges is None:
            from ba_console.gui.charge_operations import ChargeOperations

            self._charges = ChargeOperations(self)
        return self._charges

    # --- guarded writes --------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[Game]:
        """One umpire action: one transaction; a refusal rolls it back (`ActionRefused`)."""
        from ba_console.gui import write_errors

        if self.game is None:
            raise ActionRefused(self.tr("No game is open."))
        if self._shared is not None:
            self._shared.clear()
        try:
            with self.game.transaction() as game:
                yield game
        except (RosterError, RollError, ValueError) as exc:  # pydantic's ValidationError too
            raise ActionRefused(write_errors.refusal_text(exc, self._names())) from None
        except GameFileGoneError as exc:
            self.write_refusal(exc)  # the whole story, once, in `game_file_gone`
            # The status bar has room for the gist only, at every write refused.
            name = self.game.path.name if self.game is not None else ""
            gone = str(exc.template_args.get("wal") or name)  # the game's, or its -wal
            raise ActionRefused(write_errors.not_saved_file_gone(gone)) from None
        except GameError as exc:
            raise ActionRefused(error_text(exc)) from None
        except (sqlite3.Error, OSError) as exc:  # the transaction was rolled back whole
            message = self.write_refusal(exc)
            if not self._told_write_failed:
                self._told_write_failed = True
                self.write_failed.emit(message)
            raise ActionRefused(message) from None
        else:
            self._told_write_failed = False  # the disk took a write: tell the next failure
        finally:
            if self._shared is not None:
                self._shared.clear()

    def write_refusal(self, exc: BaseException) -> str:
        """What the umpire reads when the disk or the game's file refused a write (nothing of
        it was saved): the file, the cause, what to do; the roll dialog says it whole. The
        first time the file is found gone from disk, `game_file_gone` says it too."""
        from ba_console.gui import write_errors

        if isinstance(exc, GameFileGoneError):
            text = write_errors.file_gone(exc)
            if self.game is not None and self._told_file_gone is not self.game:
                self._told_file_gone = self.game
                self.game_file_gone.emit(text)
            return text
        return write_errors.write_failed(self.game.path.name if self.game is not None else "", exc)

    def _names(self) -> dict[str, str]:
        """The roster's names by key, for a refusal to name units (none if unreadable)."""
        try:
            return self.game.names() if self.game is not None else {}
        except (GameError, sqlite3.Error, OSError):
            return {}

    def _refuse(self, exc: ActionRefused) -> None:
        self.action_refused.emit(str(exc))

    # --- undo and redo (gui.history) -------------------------------------------------------

    def undo(self) -> bool:
        """Take back the umpire's last edit (an order, a roster correction); a refusal says
        why and takes nothing back."""
        return self._replay(self.history.undo, self.history.undo_text(), self.tr("Undone: %1"))

    def redo(self) -> bool:
        return self._replay(self.history.redo, self.history.redo_text(), self.tr("Redone: %1"))

    def _replay(self, step: Callable[..., bool], text: str, done_text: str) -> bool:
        self._after_replay = []
        try:
            # One transaction: a group of edits goes back whole, or not; the history moves
            # the step only once the transaction is committed.
            done = step(within=self.transaction)
        except ActionRefused as exc:
            self._after_replay = []
            self._refuse(exc)
            return False
        except Gone as exc:
            self._after_replay = []
            self.undo_passed.emit(str(exc))
            self.history_changed.emit()  # the step is dropped: the menu names the next
            return False
        after, self._after_replay = self._after_replay, []
        for changes in after:
            self._apply(changes)
        self.history_changed.emit()
        if done:
            self.status_message.emit(done_text.replace("%1", text))
        return done

    def replayed(self, changes: Changes) -> None:
        """An edit replayed by undo or redo: its changes are told once committed."""
        self._after_replay.append(changes)

    def _record(self, step: Edit) -> None:
        self.history.record(step)
        self.history_changed.emit()

    # --- running actions (gui.actions) -----------------------------------------------------

    def _run(self, action: Callable[..., Changes], *args: Any, **kwargs: Any) -> bool:
        """Run an action of `gui.actions`; tell the views what changed, or say the refusal."""
        try:
            changes = action(self, *args, **kwargs)
        except ActionRefused as exc:
            self._refuse(exc)
            return False
        except sqlite3.DatabaseError as exc:
            # Read before its write, from a file damaged behind the console's back: nothing
            # was saved, and the umpire hears it as the write's own refusal.
            self._refuse(ActionRefused(self.write_refusal(exc)))
            return False
        self._apply(changes)
        return True

    def _apply(self, changes: Changes) -> None:
        """The past-tense signals of what an action changed, in the order views expect;
        the views that hear several read the roster, order sheet and tasks once."""
        with self._shared_reads():
            if changes.forget_history:
                self._forget_history()  # the orders of the bound that ended are history
            for roll in changes.rolls:
                self.notify_roll_logged(roll)
            for bound, unit in changes.orders:
                self.order_saved.emit(bound, unit)
            if changes.roster is not None:
                self.roster_changed.emit(changes.roster)
            for edit in changes.edits:
                self._record(edit)
            # A new step with nothing to say clears the bar: what it said of the step left
            # behind ("Moved on with 1 open task") is not this step's, and would read
            # against Open tasks' "Nothing open".
            if changes.message or changes.phase is not None:
                self.status_message.emit(changes.message)
            if changes.phase is not None:
                self.step_notes = changes.notes
                self.phase_advanced.emit(changes.phase)

    def _forget_history(self) -> None:
        self.history.clear()
        self.history_changed.emit()

    # --- the open tasks in words -----------------------------------------------------------
    # Here, not in `controller_steps`: pyside6-lupdate takes a plural (`%n`) only from a
    # class's own tr(), and these keep the context "GameController" with their Danish.

    def task_text(self, task: bound_tasks.Task) -> str:
        """A task as the phase tracker lists it, in the interface language."""
        texts = {
            "no_order": self.tr("%n unit(s) without an order", "", task.count),
            # General de Brigade: orders are written per brigade (its units' commander).
            "no_brigade_order": self.tr("%n brigade(s) without an order", "", task.count),
            "in_fd": self.tr("%n unit(s) in FD cannot take orders", "", task.count),
            "ordering_rolls": self.tr("%n ordering roll(s) pending", "", task.count),
            "commanders_to_replace": self.tr(
                "%n fallen commander(s) to replace (Table 19)", "", task.count
            ),
            "movements": self.tr("%n movement(s) to confirm (F7)", "", task.count),
            "melees": self.tr("%n melee(s) not resolved", "", task.count),
            "continued_fire": self.tr(
                "%n unit(s) may continue fire at last bound's target (1.1.1)", "", task.count
            ),
            "routs": self.tr(
                "%n unit(s) routed: a spread-of-rout roll for each unit the rout reaches (Table 9)",
                "",
                task.count,
            ),
            "staff": self.tr(
                "%n staff figure(s) on the table: a catch roll for any within 5 cm of an "
                "enemy unit (Table 18)",
                "",
                task.count,
            ),
        }
        return texts[task.code]

    def _from_step(self, task: bound_tasks.Task) -> str:
        """ "from 1b: 1 ordering roll pending": a task of an earlier step, by its number."""
        return (
            self.tr("from %1: %2")
            .replace("%1", self.step_number(task.step))
            .replace("%2", self.task_text(task))
        )

    # --- reading once (for the views that fill themselves together) ------------------------

    @contextmanager
    def _shared_reads(self) -> Iterator[None]:
        """While the views fill themselves on `game_opened`, or catch up after a roll, they
        read the same roster, order sheet and open tasks: each is read once. Any write
        (`_action`) drops what was read."""
        if self._shared is not None:  # already shared by an outer caller
            yield
            return
        self._shared = {}
        try:
            yield
        finally:
            self._shared = None

    def _read_once(self, key: tuple[Any, ...], read: Callable[[], list[Any]]) -> list[Any]:
        if self._shared is None:
            return read()
        if key not in self._shared:
            self._shared[key] = read()
        return list(self._shared[key])  # a list of its own: callers may change theirs

    # --- roster ----------------------------------------------------------------------------

    def roster_snapshot(self) -> RosterSnapshot:
        if self.game is None:
            return RosterSnapshot()
        from ba_console.rules.places import BELLE_ALLIANCE_RATINGS, PLACES, places_for

        game = self.game
        bound = self.bound
        outline = self.outline  # not the validated pack: read before the first frame
        places = (
            places_for(outline.rules) if outline is not None and outline.rules in PLACES else None
        )
        return RosterSnapshot(
            bound=bound,
            sides=tuple(game.sides()),
            commanders=tuple(self.commanders()),
            orderlies=tuple(game.orderlies()),
            replacing=self.replacing_orderlies(),
            units=tuple(self.units()),
            flags=tuple(game.flags(bound=bound)),
            # The pack's disorder ladder and the states its rules keep: what the roster shows.
            ladder=tuple(outline.disorder) if outline is not None else (),
            unit_states=places.unit_states if places is not None else None,
            ratings=places.ratings if places is not None else BELLE_ALLIANCE_RATINGS,
        )

    def unit_value_refusal(self, key: str, field_name: str, value: Any) -> str:
        """Why the roster would refuse `value` for a unit's field ("" if it would take it),
        said before the umpire is asked why he corrects it, not after he answered."""
        from ba_console.gui import write_errors
        from ba_console.gui.actions import roster

        if self.game is None:
            return ""
        if field_name == "name" and isinstance(value, str):
            value = value.strip()  # as `actions.roster.update_unit` takes it
        if field_name == "disorder" and value in roster.flag_ladder(self):
            return ""  # a state of the pack's own ladder, kept as a flag
        try:
            unit = self.game.unit(key)
            changed = unit._replace(**{field_name: value})
        except (RosterError, ValueError):
            return ""  # no such unit or field: the correction itself says so
        try:
            validate_unit(changed)
        except RosterError as exc:
            return write_errors.refusal_text(exc, self._names())
        return ""

    def update_unit(self, key: str, field_name: str, value: Any, reason: str = "") -> bool:
        """A roster correction typed by the umpire (`actions.roster.update_unit`): an
        `adjustment` row in the log with the umpire's reason, as visible in a dispute as
        a roll."""
        from ba_console.gui.actions import roster

        return self._run(roster.update_unit, key, field_name, value, reason)

    def update_staff(self, key: str, field_name: str, value: Any, reason: str = "") -> bool:
        """A commander's or orderly's state corrected by the umpire (fallen, rating), logged
        with the reason like a unit's correction (`actions.roster.update_staff`)."""
        from ba_console.gui.actions import roster

        return self._run(roster.update_staff, key, field_name, value, reason)

    def take_off(self, key: str, reason: str) -> bool:
        """A unit added by mistake taken off the roster (`actions.roster.take_off`);
        refused, with the reason, while the log names it."""
        from ba_console.gui.actions import roster

        return self._run(roster.take_off, key, reason)

    def logged_rolls(self, key: str) -> list[int]:
        return self.game.logged_rolls(key) if self.game is not None else []

    def add_roster_entry(self, kind: str, values: dict[str, Any]) -> str | None:
        """Add a side, commander (with his two orderlies) or unit; returns the new key."""
        from ba_console.gui.actions import roster

        try:
            changes, key = roster.add_roster_entry(self, kind, values)
        except ActionRefused as exc:
            self._refuse(exc)
            return None
        self._apply(changes)
        return key

    def units(self) -> list[Unit]:
        game = self.game
        return self._read_once(("units",), game.units) if game is not None else []

    def commanders(self) -> list[Commander]:
        game = self.game
        return self._read_once(("commanders",), game.commanders) if game is not None else []

    def orderlies(self) -> list[Orderly]:
        game = self.game
        return self._read_once(("orderlies",), game.orderlies) if game is not None else []

    def replacing_orderlies(self) -> frozenset[str]:
        """Orderlies off the table because they replaced their commander (Table 19)."""
        game = self.game
        if game is None:
            return frozenset()
        return frozenset(self._read_once(("replacing",), lambda: list(game.replacing_orderlies())))

    def side_names(self) -> dict[str, str]:
        return {side.key: side.name for side in self.game.sides()} if self.game else {}

    # --- order sheets ----------------------------------------------------------------------

    def order_sheet(self, bound: int | None = None) -> list[OrderGroup]:
        """Every unit still on the table, grouped by immediate commander, with its order."""
        if self.game is None:
            return []
        bound = bound or self.bound
        return self._read_once(("order_sheet", bound), lambda: self._read_order_sheet(bound))

    def _read_order_sheet(self, bound: int) -> list[OrderGroup]:
        assert self.game is not None
        game = self.game
        previous = game.orders(bound - 1) if bound > 1 else []
        sheet = order_sheet(self.units(), self.commanders(), game.orders(bound), previous)
        if sheet and sheet[-1].key is None:
            loose = sheet[-1]
            sheet[-1] = loose._replace(name=self.tr("No immediate commander"))
        return sheet

    def order_row(self, unit: str, bound: int | None = None) -> OrderRow:
        assert self.game is not None
        bound = bound or self.bound
        previous = self.game.order(bound - 1, unit) if bound > 1 else None
        return order_row(self.game.unit(unit), self.game.order(bound, unit), previous)

    def save_order(
        self,
        unit: str,
        *,
        text: str | None = None,
        parts: OrderParts | None = None,
        facts: OrderFacts | None = None,
    ) -> bool:
        """Write a unit's order for the current bound as typed; its status says whether an
        ordering roll is needed (1.1.3). FD units cannot take orders (1.1.2)."""
        from ba_console.gui.actions import orders

        return self._run(orders.save_order, unit, text=text, parts=parts, facts=facts)

    def copy_previous_order(self, unit: str) -> bool:
        """ "Same as last bound": the unit's order of the bound before, text and parts."""
        from ba_console.gui.actions import orders

        try:
            text, parts, facts = orders.previous_order(self, unit)
        except ActionRefused as exc:
            self._refuse(exc)
            return False
        return self.save_order(unit, text=text, parts=parts, facts=facts)

    def copy_previous_orders(self, units: list[str]) -> int:
        """ "Same as last bound" for the units selected; returns how many orders were copied.

        One unit is `copy_previous_order`, which names it if it had nothing to copy. For
        several, one message sums up ("5 orders copied from bound 1; 17 units had none to
        copy."), rather than a message per unit of which the umpire sees only the last."""
        from ba_console.gui.actions import orders

        refusal = orders.copy_refusal(self, units)
        if refusal:
            self.action_refused.emit(refusal)
            return 0
        if len(units) == 1:
            return int(self.copy_previous_order(units[0]))
        bound = self.bound
        with self.history.group(self._copied_orders_text):
            copied = orders.copy_orders_of(self, units)
            for changes in copied.done:
                self._apply(changes)
        for refusal in copied.refusals:
            self.action_refused.emit(refusal)
        self.history_changed.emit()  # the copies are one step back, named when gathered
        pieces = []
        if copied.without:
            pieces.append(self.tr("%n unit(s) had none to copy", "", copied.without))
        unnamed = copied.refused - len(copied.refusals)  # in FD, or its ordering roll logged
        if unnamed:
            pieces.append(self.tr("%n unit(s) could not take an order", "", unnamed))
        if copied.refusals:
            # Why, said here: the refusals said one by one are replaced by this summary.
            pieces.append(
                self.tr("%n order(s) not copied", "", len(copied.refusals))
                + ": "
                + "; ".join(copied.refusals)
            )
        if copied.done:
            head = self.tr("%n order(s) copied from bound %1", "", len(copied.done))
            self.status_message.emit("; ".join([head.replace("%1", str(bound - 1)), *pieces]) + ".")
        else:
            head = self.tr("Nothing copied from bound %1:").replace("%1", str(bound - 1))
            self.action_refused.emit(head + " " + "; ".join(pieces) + ".")
        return len(copied.done)

    def _copied_orders_text(self, count: int) -> str:
        return self.tr("same as last bound (%n order(s))", "", count)

    # --- the log (gui.log_check) -----------------------------------------------------------

    @property
    def log_state(self) -> LogState:
        return self._log_check.state

    def notify_roll_logged(self, roll: Any) -> None:
        """For the roll operations: a roll and its effects were written. The views that
        hear both signals read the roster, order sheet and tasks once between them."""
        self._log_check.row_logged()
        with self._shared_reads():
            self.roll_logged.emit(roll)
            units = list(getattr(roll, "units", ()) or ())
            self.roster_changed.emit(units)

    def check_log(self) -> None:
        """Verify the hash chain in a background thread, then emit `log_checked`; the window
        shows "verified" or the first bad row."""
        self._log_check.start()

    @property
    def hold_log_check(self) -> bool:
        """While True, opening a game does not start the chain check: the main window holds
        it until its first frame is on screen (`LogCheck.held`)."""
        return self._log_check.held

    @hold_log_check.setter
    def hold_log_check(self, held: bool) -> None:
        self._log_check.held = held

    def release_log_check(self) -> None:
        """Stop holding the chain check back and start it for the game open now."""
        self._log_check.release()
