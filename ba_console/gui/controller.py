"""The one controller: every action of the main window runs here, against the game store.

`GameController` opens and creates games, moves the phase tracker, saves orders and
roster edits, each inside one store transaction, and then emits a past-tense signal
(`game_opened`, `roster_changed`, `phase_advanced`, `order_saved`, `roll_logged`) on
which the views refresh. Widgets call it and never touch the store or SQL. A refused
action (a value the store or the rules reject) changes nothing and is reported once,
as `action_refused(message)`, which the main window shows in its status bar.

Orders are stored as the store's `Order` (text verbatim, parts as plain data); the
codec here turns `OrderParts` and the umpire's `OrderFacts` into those parts and back.

Opening a game is on the umpire's way to the window, so it does each thing once: the
views that fill themselves on `game_opened` share one reading of the roster and order
sheet, and the check of the log's hash chain can be held until the window is on screen.
"""

from __future__ import annotations

import dataclasses
import errno
import importlib
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ba_console.core.orders import (
    REASONS,
    Attack,
    March,
    OrderFacts,
    OrderParts,
    ordering_roll_reasons,
)
from ba_console.core.phases import (
    PhasePosition,
    Step,
    flatten,
    next_step,
    previous_step,
)
from ba_console.core.phases import step_number as number_in_table_1
from ba_console.core.vocabulary import BOUND_STARTED_KIND, bound_started_note
from ba_console.gui.background import BackgroundWork
from ba_console.gui.history import Edit, EditHistory, Gone
from ba_console.gui.labels import display_text, error_text, label, orderly_name
from ba_console.gui.models.roster_model import RosterSnapshot
from ba_console.packs import PackError, RulePack, load_pack, parse_pack_text
from ba_console.store import paths
from ba_console.store.errors import (
    READ_ERRORS,
    GameError,
    GameFileGoneError,
    RollError,
    RosterError,
)
from ba_console.store.game import Game, check_file, remove_game_files
from ba_console.store.models import Commander, GameInfo, Order, Unit, UnitLookup
from ba_console.store.records import Effect, LoggedRoll, RollDraft

# Up to this many rows the whole chain is verified again after new rolls (a second or
# so); a longer log is verified when opened and on demand in the log viewer.
RECHECK_LIMIT = 100_000
FACTS_PART = "facts"
# Parsed pack documents, under the data folder, named by the SHA-256 of the TOML text.


class ActionRefused(Exception):  # noqa: N818 - it is an outcome the umpire reads, not a bug
    """An action the rules or the store do not allow; the message says why."""


# --- orders: OrderParts + OrderFacts <-> the store's parts --------------------------------


def parts_to_store(parts: OrderParts, facts: OrderFacts) -> tuple[dict[str, Any], ...]:
    """The order's parts as the store keeps them: one table per part, plus the facts the
    umpire stated (they decide the ordering roll, 1.1.3, and are kept for disputes)."""
    out: list[dict[str, Any]] = []
    if parts.march is not None:
        out.append({"part": "march", **parts.march.model_dump()})
    if parts.formation is not None:
        out.append({"part": "formation", "to": parts.formation})
    if parts.split:
        out.append({"part": "split"})
    if parts.assemble:
        out.append({"part": "assemble"})
    if parts.attack is not None:
        out.append({"part": "attack", **parts.attack.model_dump()})
    if parts.field_work:
        out.append({"part": "field_work", "what": parts.field_work})
    if parts.transfer_to:
        out.append({"part": "transfer", "to": parts.transfer_to})
    if parts.load_canister:
        out.append({"part": "load_canister"})
    if parts.rest:
        out.append({"part": "rest"})
    if facts.over_30cm_from_commander or facts.within_30cm_of_formed_enemy:
        out.append(
            {
                "part": FACTS_PART,
                "over_30cm_from_commander": facts.over_30cm_from_commander,
                "within_30cm_of_formed_enemy": facts.within_30cm_of_formed_enemy,
            }
        )
    return tuple(out)


def parts_from_store(
    stored: tuple[dict[str, Any], ...], disorder: str = "ordered"
) -> tuple[OrderParts, OrderFacts]:
    """The inverse of `parts_to_store`; parts it does not know are ignored."""
    values: dict[str, Any] = {}
    over_30cm = near_enemy = False
    for part in stored:
        kind = part.get("part")
        body = {k: v for k, v in part.items() if k != "part"}
        if kind == "march":
            values["march"] = March(**body)
        elif kind == "formation":
            values["formation"] = body.get("to")
        elif kind in ("split", "assemble", "load_canister", "rest"):
            values[kind] = True
        elif kind == "attack":
            values["attack"] = Attack(**body)
        elif kind == "field_work":
            values["field_work"] = body.get("what")
        elif kind == "transfer":
            values["transfer_to"] = body.get("to")
        elif kind == FACTS_PART:
            over_30cm = bool(body.get("over_30cm_from_commander"))
            near_enemy = bool(body.get("within_30cm_of_formed_enemy"))
    facts = OrderFacts(
        disorder=disorder,
        over_30cm_from_commander=over_30cm,
        within_30cm_of_formed_enemy=near_enemy,
    )
    return OrderParts(**values), facts


@dataclass(frozen=True)
class OrderRow:
    """One unit's line on the order sheet of a bound."""

    unit: Unit
    text: str = ""
    parts: OrderParts = field(default_factory=OrderParts)
    facts: OrderFacts = field(default_factory=OrderFacts)
    status: str | None = None  # the store's status; None while no order is written
    reasons: tuple[str, ...] = ()  # keys of core.orders.REASONS
    previous: Order | None = None  # the unit's order of the bound before

    @property
    def has_order(self) -> bool:
        return bool(self.text.strip()) or not self.parts.empty

    @property
    def can_take_orders(self) -> bool:
        return self.unit.disorder != "FD"


@dataclass(frozen=True)
class OrderGroup:
    """The units of one immediate commander (or of none), as one order sheet."""

    key: str | None
    name: str
    side: str
    fallen: bool
    rows: tuple[OrderRow, ...]


@dataclass(frozen=True)
class NewGameChoices:
    """What the new-game wizard collected."""

    title: str
    path: Path
    pack: str  # a shipped pack id or a pack file path
    roster_file: Path | None = None
    dice_mode: str = "both"


@dataclass(frozen=True)
class OpenTask:
    """One thing still to do in this bound, and the step of Table 1 where it is done."""

    text: str  # in the interface language, as the phase tracker lists it
    step: Step
    # Still open once its step has passed, and still to be done (a roll not yet made):
    # the tracker keeps showing it and a new bound is not started without asking.
    carried: bool = False
    # False for what is only information (units in FD): never a reason to stay.
    blocking: bool = True


@dataclass(frozen=True)
class LogState:
    count: int
    verified: bool | None  # None while the check runs
    bad_row: int | None = None
    reason: str | None = None  # English, as the store says it (or the error opening the log)
    unchecked: int = 0  # rows logged since the last check (long logs are not re-read per roll)
    # The store's translatable form of `reason` (`VerifyReport.reason_template`, `reason_args`).
    reason_template: str | None = None
    reason_args: Mapping[str, object] = field(default_factory=dict, hash=False)

    def with_new_row(self) -> LogState:
        return dataclasses.replace(self, count=self.count + 1, unchecked=self.unchecked + 1)

    def shown_reason(self) -> str:
        """Why the chain is broken, in the interface language ("" while it is not)."""
        return display_text(
            "verify", self.reason_template or "", self.reason_args, self.reason or ""
        )


def reason_text(key: str) -> str:
    return QCoreApplication.translate("orders", REASONS[key])


class GameController(QObject):
    """Opens a game and runs every umpire action on it, one transaction each."""

    game_opened = Signal()
    game_closed = Signal()
    roster_changed = Signal(list)  # unit keys changed; [] means anything may have changed
    phase_advanced = Signal(object)  # the new PhasePosition
    order_saved = Signal(int, str)  # bound, unit key
    roll_logged = Signal(object)  # the LoggedRoll
    log_checked = Signal(object)  # LogState, after the chain was verified
    pack_changed = Signal()
    action_refused = Signal(str)
    status_message = Signal(str)
    history_changed = Signal()  # what Edit › Undo and Redo would take back or do again
    # The open game's file went from disk (deleted, moved, replaced): said once per game,
    # with what to do; every write is refused from then on.
    game_file_gone = Signal(str)
    # The disk refused a write (full, read-only, failing): said at the first refusal after a
    # write that worked, not at each of a burst (a copy of 20 orders); the refusals go on.
    write_failed = Signal(str)

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
        self.pack: RulePack | None = None
        self.info: GameInfo | None = None
        self._log_state = LogState(0, None)
        self._verify_generation = 0
        # While True, opening a game does not start the chain check: the main window holds
        # it until its first frame is on screen (the check's thread would compete with the
        # first paint for the interpreter; ~25 ms on a log of 3000 rows).
        self.hold_log_check = False
        self._shared: dict[tuple[Any, ...], Any] | None = None
        self._rolls: Any = None
        # Re-verify after a burst of rolls, not after each one.
        self._recheck = QTimer(self)
        self._recheck.setSingleShot(True)
        self._recheck.setInterval(300)
        self._recheck.timeout.connect(self.check_log)
        self._background = BackgroundWork(self)  # the chain checks
        self.history = EditHistory()
        # Signals of the edits an undo or redo made, sent once its transaction is committed.
        self._after_replay: list[Callable[[], None]] = []
        self._told_file_gone: Game | None = None  # the game `game_file_gone` was sent for
        self._told_write_failed = False

    @property
    def rolls(self) -> Any:
        """The roll operations (`gui.operations.RollOperations`), made on first use: they
        pull in the rules modules, which the window does not need to open."""
        if self._rolls is None:
            self._rolls = _roll_operations(self)
        return self._rolls

    # --- opening and closing ---------------------------------------------------------------

    def is_open_here(self, path: str | Path) -> bool:
        """Whether `path` is the game this controller has open."""
        return self.game is not None and Path(path).resolve() == Path(self.game.path).resolve()

    def open_game(self, path: str | Path) -> bool:
        """Open a game file; on refusal the current game stays open."""
        if self.is_open_here(path):
            # Opened again (Open recent, File › Open): it is this window's, not another
            # console's, whose lock would be blamed.
            self.status_message.emit(
                self.tr("%1 is already open here.").replace("%1", Path(path).name)
            )
            return True
        try:
            game = Game.open(Path(path))
        except (GameError, OSError) as exc:
            self.action_refused.emit(error_text(exc))
            return False
        try:
            pack = self._read_pack(game)
        except PackError as exc:
            game.close()
            self.action_refused.emit(str(exc))
            return False
        self._set_game(game, pack)
        return True

    def _set_game(self, game: Game, pack: RulePack) -> None:
        self.close_game()
        self._forget_history()
        self.game = game
        self.pack = pack
        self.info = game.info
        self._log_state = LogState(game.roll_count(), None)
        with self._shared_reads():
            self.game_opened.emit()
        if not self.hold_log_check:
            # Verify once the window is up: the check reads the whole log in a thread.
            QTimer.singleShot(0, self.check_log)

    def release_log_check(self) -> None:
        """Stop holding the chain check back (see `hold_log_check`) and start it for the
        game open now, on the next turn of the event loop."""
        if self.hold_log_check:
            self.hold_log_check = False
            if self.game is not None:
                QTimer.singleShot(0, self.check_log)

    @staticmethod
    def _read_pack(game: Game) -> RulePack:
        copy = game.pack()
        return parse_pack_text(copy.toml, source=f"{game.path.name} (pack {copy.pack_id})")

    @contextmanager
    def _shared_reads(self) -> Iterator[None]:
        """While the views fill themselves on `game_opened` they read the same roster and
        order sheet: each is read once. Any write (`_action`) drops what was read."""
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

    def close_game(self) -> None:
        if self.game is None:
            return
        self.game.close()
        self.game = None
        self.pack = None
        self.info = None
        self._verify_generation += 1
        self._forget_history()
        self._told_write_failed = False  # the next game's first failed write gets its box
        self.game_closed.emit()

    def demo_path(self) -> Path:
        return paths.default_demo_path(self.data_dir)

    def open_demo(self) -> bool:
        """Open the demo game, creating it in the data folder the first time."""
        path = self.demo_path()
        if path.exists():
            return self.open_game(path)
        try:
            demo = importlib.import_module("ba_console.store.demo")
            # The game just made is the game to open, with the pack it was made from
            # (its copy in the file has the same content hash): no second open, no
            # second parse of the pack.
            pack = load_pack("belle_alliance")
            game = demo.create_demo(path, pack=pack)
        except (ImportError, AttributeError):
            self.action_refused.emit(self.tr("The demo game is not available in this version."))
            return False
        except (GameError, PackError, ValueError, OSError) as exc:
            self.action_refused.emit(error_text(exc))
            return False
        self._set_game(game, pack)
        return True

    def create_game(self, choices: NewGameChoices) -> GameInfo:
        """Create a game file from the wizard's choices and open it.

        Raises ActionRefused with the reason (bad pack, bad roster file, file exists);
        nothing is left behind on refusal."""
        try:
            pack = load_pack(choices.pack)
        except PackError as exc:
            raise ActionRefused(str(exc)) from None
        path = Path(choices.path)
        try:
            game = Game.create(
                path,
                title=choices.title,
                pack_toml=pack.to_toml(),
                pack_id=pack.id,
                pack_hash=pack.content_hash,
                pack_version=pack.version,
                dice_mode=choices.dice_mode,
            )
        except (GameError, RosterError, OSError) as exc:
            raise ActionRefused(error_text(exc)) from None
        except sqlite3.Error as exc:  # a full disk; `Game.create` removed what it had made
            raise ActionRefused(self._creation_failed(path, exc)) from None
        if choices.roster_file is not None:
            try:
                import_roster(game, Path(choices.roster_file))
            except BaseException as exc:
                # Whatever stopped the import, no half-made game stays behind: it would
                # keep its lock, and the next try would find it "already exists".
                game.close()
                remove_game_files(path)
                if isinstance(exc, RosterError):
                    raise ActionRefused(error_text(exc)) from None
                if isinstance(exc, Exception):
                    raise ActionRefused(self._creation_failed(path, exc)) from None
                raise
        self._set_game(game, pack)
        assert self.info is not None
        return self.info

    def _creation_failed(self, path: Path, exc: Exception) -> str:
        return (
            self.tr("Could not create %1: %2. Nothing was left behind.")
            .replace("%1", path.name)
            .replace("%2", _write_cause(exc))
        )

    def save_copy(self, target: str | Path) -> bool:
        """A consistent copy of the open game (SQLite's backup, through the store)."""
        if self.game is None:
            return False
        backup = getattr(self.game, "backup", None)
        if backup is None:
            self.action_refused.emit(
                self.tr("This version of the game store cannot copy a game yet.")
            )
            return False
        try:
            backup(Path(target))
        except (GameError, OSError, ValueError) as exc:
            self.action_refused.emit(error_text(exc))
            return False
        self.status_message.emit(
            self.tr("A copy of the game was written to %1").replace("%1", str(target))
        )
        return True

    def save_pack(self, pack: RulePack) -> None:
        """Use an edited pack from now on (the pack editor's save); later rolls name its
        hash, earlier rolls keep theirs. Raises ActionRefused if the store refuses, or if
        the pack is of other rules than the game's (its phases, rolls and tables would
        change under the game in play)."""
        if self.pack is not None and pack.rules != self.pack.rules:
            raise ActionRefused(
                self.tr(
                    "%1 is a pack of other rules (%2) than this game's (%3): a game keeps "
                    "its rules. Start a new game with it instead."
                )
                .replace("%1", pack.id)
                .replace("%2", pack.rules)
                .replace("%3", self.pack.rules)
            )
        with self._action() as game:
            game.set_pack(
                pack_toml=pack.to_toml(),
                pack_id=pack.id,
                pack_hash=pack.content_hash,
                pack_version=pack.version,
            )
        assert self.game is not None
        self.pack = pack
        self.info = self.game.info
        self.pack_changed.emit()
        self.status_message.emit(
            self.tr("Pack %1 version %2 is used from now on.")
            .replace("%1", pack.id)
            .replace("%2", pack.version)
        )

    # --- guarded writes --------------------------------------------------------------------

    @contextmanager
    def _action(self) -> Iterator[Game]:
        """One umpire action: one transaction; a refusal rolls it back and is reported."""
        if self.game is None:
            raise ActionRefused(self.tr("No game is open."))
        if self._shared is not None:
            self._shared.clear()
        try:
            with self.game.transaction() as game:
                yield game
        except (RosterError, RollError, ValidationError, ValueError) as exc:
            raise ActionRefused(_message(exc)) from None
        except GameFileGoneError as exc:
            self.write_refusal(exc)  # the whole story, once, in `game_file_gone`
            # The status bar has room for the gist only, at every write refused.
            raise ActionRefused(
                self.tr(
                    "Not saved: %1 is no longer on disk (deleted or moved). Save a copy now: "
                    "File › Save a copy."
                ).replace("%1", self.game.path.name if self.game is not None else "")
            ) from None
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
        if isinstance(exc, GameFileGoneError):
            # Found by the store before anything was written; the open connection still
            # reads the whole game, so a copy saved now (`Game.backup`) keeps it all.
            text = self.tr(
                "%1 Save a copy now (File › Save a copy), then open the copy to go on: it "
                "holds the whole game up to now. Closing this game without a copy may lose it."
            ).replace("%1", error_text(exc))
            if self.game is not None and self._told_file_gone is not self.game:
                self._told_file_gone = self.game
                self.game_file_gone.emit(text)
            return text
        name = self.game.path.name if self.game is not None else ""
        return (
            self.tr(
                "Could not write to %1: %2. Nothing of this action was saved; free some disk "
                "space or save a copy elsewhere (File › Save a copy)."
            )
            .replace("%1", name)
            .replace("%2", _write_cause(exc))
        )

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
            done = step(within=self._action)
        except (ActionRefused, Gone) as exc:
            self._after_replay = []
            self._refuse(ActionRefused(str(exc)))
            if isinstance(exc, Gone):
                self.history_changed.emit()  # the step is dropped: the menu names the next
            return False
        after, self._after_replay = self._after_replay, []
        for emit in after:
            emit()
        self.history_changed.emit()
        if done:
            self.status_message.emit(done_text.replace("%1", text))
        return done

    def _record(self, step: Edit) -> None:
        self.history.record(step)
        self.history_changed.emit()

    def _forget_history(self) -> None:
        self.history.clear()
        self.history_changed.emit()

    # --- phases ----------------------------------------------------------------------------

    def position(self) -> PhasePosition:
        """Where the game stands: bound, phase and sub-phase, as steps of the game's pack.

        A stored position the pack does not know as a step (a game made before its first
        sub-phase was chosen, or a pack edited since) reads as the first step of that
        phase, else the first step of the bound."""
        assert self.game is not None
        state = self.game.phase()
        position = PhasePosition(state.bound, state.phase, state.sub_phase)
        if self.pack is None:
            return position
        steps = flatten(self.pack.phases)
        if position.step in steps:
            return position
        same_phase = [step for step in steps if step.phase == position.phase]
        step = (same_phase or steps)[0]
        return PhasePosition(position.bound, step.phase, step.sub_phase)

    @property
    def bound(self) -> int:
        return self.position().bound if self.game is not None else 0

    def can_go_back(self) -> bool:
        if self.game is None or self.pack is None:
            return False
        return previous_step(self.pack.phases, self.position()) is not None

    def next_starts_bound(self) -> bool:
        """Whether Next would close this bound and start the next (after End of bound)."""
        if self.game is None or self.pack is None:
            return False
        return next_step(self.pack.phases, self.position())[1]

    def advance_phase(self, left_open: list[str] | None = None) -> PhasePosition | None:
        """Close this step and go to the next; after the last step a new bound begins, its
        expired flags are removed and a `bound_started` row is logged (Table 1, 1.1.1).

        It does not ask: the window asks the umpire first when `tasks_left_open` is not
        empty (and passes what it asked about as `left_open`, not to read it twice), and
        the status bar then says what was left."""
        try:
            assert self.pack is not None or self.game is None
            if self.game is None or self.pack is None:
                raise ActionRefused(self.tr("No game is open."))
            before = self.position()
            if left_open is None:
                left_open = self.tasks_left_open()
            new, new_bound = next_step(self.pack.phases, before)
            logged = None
            with self._action() as game:
                if new_bound:
                    logged = game.append_roll(self._bound_started_draft(game, new))
                    game.expire_flags(new.bound)
                game.set_phase(new.bound, new.phase, new.sub_phase)
        except ActionRefused as exc:
            self._refuse(exc)
            return None
        if logged is not None:
            self._forget_history()  # the orders of the bound that ended are history
            self._log_state = self._log_state.with_new_row()
            if self._log_state.count <= RECHECK_LIMIT:
                self._recheck.start()
            self.roll_logged.emit(logged)
            self.roster_changed.emit(list(logged.units))
            self.status_message.emit(
                self.tr("Bound %1 began.").replace("%1", str(new.bound))
                + (" " + _expired_text(logged.effects) if logged.effects else "")
                + (
                    " "
                    + self.tr("Left open in bound %1: %2")
                    .replace("%1", str(before.bound))
                    .replace("%2", "; ".join(left_open))
                    if left_open
                    else ""
                )
            )
        elif left_open:
            self.status_message.emit(
                self.tr("Moved on with open tasks: %1").replace("%1", "; ".join(left_open))
            )
        self.phase_advanced.emit(new)
        return new

    def _bound_started_draft(self, game: Game, new: PhasePosition) -> RollDraft:
        """The log row of a new bound: the flags that end with the bound before it, as
        removal effects, so the log shows what expired and why (Table 8 durations)."""
        expiring = [f for f in game.flags() if f.expires_after is not None]
        expiring = [f for f in expiring if f.expires_after < new.bound]
        effects = tuple(
            Effect(
                unit=flag.unit,
                what="flag",
                **{"from": {"key": flag.key, "expires_after": flag.expires_after}},
            )
            for flag in expiring
        )
        return RollDraft(
            kind=BOUND_STARTED_KIND,
            bound=new.bound,
            phase=new.phase,
            sub_phase=new.sub_phase,
            effects=effects,
            # Hashed English; the log viewer and the report say it in their language.
            note=bound_started_note(new.bound, len(effects)),
        )

    def back_phase(self) -> PhasePosition | None:
        """One step back within the bound; a closed bound stands (1.1.1)."""
        try:
            if self.game is None or self.pack is None:
                raise ActionRefused(self.tr("No game is open."))
            current = self.position()
            previous = previous_step(self.pack.phases, current)
            if previous is None:
                raise ActionRefused(
                    self.tr(
                        "This is the first step of bound %1: bound %2 is closed and stands (1.1.1)."
                    )
                    .replace("%1", str(current.bound))
                    .replace("%2", str(current.bound - 1))
                    if current.bound > 1
                    else self.tr("This is the first step of the game.")
                )
            with self._action() as game:
                game.set_phase(previous.bound, previous.phase, previous.sub_phase)
        except ActionRefused as exc:
            self._refuse(exc)
            return None
        self.phase_advanced.emit(previous)
        return previous

    def phase_label(self, position: PhasePosition | None = None) -> str:
        """ "Melee phase › Melee" in the umpire's language."""
        if self.pack is None or self.game is None:
            return ""
        position = position or self.position()
        for phase in self.pack.phases:
            if phase.key == position.phase:
                text = phase.label.get(self.language)
                for sub in phase.sub:
                    if sub.key == position.sub_phase:
                        text += " › " + sub.label.get(self.language)
                return text
        return position.phase

    def open_tasks(self) -> list[str]:
        """What is still to do, in words for the tracker: the tasks of the current phase (a
        later sub-phase's too, as a look ahead), then those of earlier steps of this bound
        that are still to be done, named by their step ("from 1b: 1 ordering roll pending")."""
        if self.game is None or self.pack is None:
            return []
        position = self.position()
        steps = flatten(self.pack.phases)
        here = steps.index(position.step)
        current: list[str] = []
        earlier: list[str] = []
        for task in self._bound_tasks(position):
            due = steps.index(task.step)
            # A later sub-phase's task is a look ahead; information holds for the phase.
            same_phase = task.step.phase == position.phase
            if due == here or (same_phase and (due > here or not task.blocking)):
                current.append(task.text)
            elif due < here and task.carried:
                earlier.append(self._from_step(task))
        return current + earlier

    def tasks_left_open(self) -> list[str]:
        """What Next would leave undone: the open tasks of the current step, and — when Next
        starts a new bound, which closes this one for good (1.1.1) — every task of this
        bound still to be done. Information (units in FD) is never among them."""
        if self.game is None or self.pack is None:
            return []
        position = self.position()
        steps = flatten(self.pack.phases)
        here = steps.index(position.step)
        _, new_bound = next_step(self.pack.phases, position)
        left: list[str] = []
        for task in self._bound_tasks(position):
            due = steps.index(task.step)
            if not task.blocking:
                continue
            if due == here:
                left.append(task.text)
            elif new_bound and due < here and task.carried:
                left.append(self._from_step(task))
        return left

    def _bound_tasks(self, position: PhasePosition) -> list[OpenTask]:
        """The tasks of this bound that can matter at `position`, each with the step where
        it is done: orders in 1a, ordering rolls in 1b, commanders replaced in the reporting
        phase (Table 19), melees in the first melee sub-phase. Ordering rolls and melees
        not made stay open after their step; orders and replacements do not (the first
        belong to the order sheet's phase, the second come back next bound)."""
        assert self.game is not None and self.pack is not None
        steps = flatten(self.pack.phases)
        here = steps.index(position.step)

        def first_step(phase: str) -> Step | None:
            return next((step for step in steps if step.phase == phase), None)

        rows = [row for group in self.order_sheet() for row in group.rows]
        tasks: list[OpenTask] = []
        ordering = first_step("ordering")
        if ordering is not None:
            ordering_steps = [step for step in steps if step.phase == "ordering"]
            rolls_step = next(
                (step for step in ordering_steps if step.sub_phase == "ordering_rolls"),
                ordering_steps[-1],
            )
            missing = [r for r in rows if r.can_take_orders and not r.has_order]
            fd = [r for r in rows if not r.can_take_orders]
            pending = [r for r in rows if r.status == "needs_roll"]
            if missing:
                text = self.tr("%n unit(s) without an order", "", len(missing))
                tasks.append(OpenTask(text, ordering))
            if fd:
                text = self.tr("%n unit(s) in FD cannot take orders", "", len(fd))
                tasks.append(OpenTask(text, ordering, blocking=False))
            if pending:
                text = self.tr("%n ordering roll(s) pending", "", len(pending))
                tasks.append(OpenTask(text, rolls_step, carried=True))
        reporting = first_step("reporting")
        if reporting is not None and position.phase == "reporting":
            fallen = [c for c in self.game.commanders() if c.fallen and not c.replaced_by]
            if fallen:
                text = self.tr("%n fallen commander(s) to replace (Table 19)", "", len(fallen))
                tasks.append(OpenTask(text, reporting))
        melee = first_step("melee")
        # The log is read only once the melee phase has begun: before, no melee is due.
        if melee is not None and steps.index(melee) <= here:
            unresolved = self.unresolved_attacks(rows)
            if unresolved:
                text = self.tr("%n melee(s) not resolved", "", len(unresolved))
                tasks.append(OpenTask(text, melee, carried=True))
        return tasks

    def _from_step(self, task: OpenTask) -> str:
        """ "from 1b: 1 ordering roll pending": a task of an earlier step, by its number."""
        return (
            self.tr("from %1: %2")
            .replace("%1", self.step_number(task.step))
            .replace("%2", task.text)
        )

    def step_number(self, step: Step) -> str:
        """The step's number as the phase tracker shows it: "2", "1b"."""
        return number_in_table_1(self.pack.phases, step) if self.pack is not None else ""

    def unresolved_attacks(self, rows: list[OrderRow] | None = None) -> list[OrderRow]:
        """Orders of this bound with an attack whose unit has no (unvoided) melee roll yet,
        leaving out the melees that cannot be made (`_melee_cancelled`). The order sheet
        already leaves out attackers removed from play."""
        if self.game is None:
            return []
        if rows is None:
            rows = [row for group in self.order_sheet() for row in group.rows]
        bound = self.bound
        attacking = [r for r in rows if r.parts.attack is not None and r.status != "not_followed"]
        if not attacking:
            return []
        fought = {
            unit
            for roll in self.game.rolls(bound=bound, kind="melee")
            if roll.voided_by is None
            for unit in roll.units
        }
        # A cancelled melee is no task left undone: counted, it would make Next ask at every
        # end of bound, and the umpire would learn to go on without reading the question.
        units = UnitLookup(self.units())  # read once: this runs on every order saved
        return [
            r for r in attacking if r.unit.key not in fought and not self._melee_cancelled(r, units)
        ]

    def _melee_cancelled(self, row: OrderRow, units: UnitLookup) -> bool:
        """True when the attack of `row` cannot be made now: the rules say its unit cannot
        attack (MD or FD, as fire at contact leaves it, a huddle, fast march: 4.1.1, the
        check the roll dialog blocks a melee with), or the unit it names is removed from
        play (no figures left, as the order sheet and roster take it)."""
        attack = row.parts.attack
        if attack is None:
            return False
        if not attack.against_position:
            target = units.find(attack.target)
            if target is not None and target.figures <= 0:
                return True
        operations = self.rolls
        if operations is None or self.pack is None or self.pack.rules != "belle_alliance":
            return False
        # Imported here, as `rolls` is made on first use: opening the window needs neither.
        from ba_console.rules.belle_alliance import attack_restrictions

        state = operations.unit_state(row.unit.key)
        return state is not None and bool(attack_restrictions(state, self.bound))

    # --- roster ----------------------------------------------------------------------------

    def roster_snapshot(self) -> RosterSnapshot:
        if self.game is None:
            return RosterSnapshot()
        game = self.game
        bound = self.bound
        return RosterSnapshot(
            bound=bound,
            sides=tuple(game.sides()),
            commanders=tuple(self.commanders()),
            orderlies=tuple(game.orderlies()),
            units=tuple(self.units()),
            flags=tuple(game.flags(bound=bound)),
        )

    def update_unit(self, key: str, field_name: str, value: Any) -> bool:
        """A roster correction typed by the umpire, validated by the store.

        It goes into the log as an `adjustment` row (from → to), so a mid-game change to
        figures, valour or disorder is as visible in a dispute as a roll."""
        try:
            if field_name == "name" and isinstance(value, str):
                value = value.strip()  # a paste's trailing newline; the store refuses inner ones
            with self._action() as game:
                unit = game.unit(key)
                if getattr(unit, field_name) == value:
                    return True  # nothing to correct: no row
                logged = self._correct(game, key, field_name, value)
        except ActionRefused as exc:
            self._refuse(exc)
            return False
        self.notify_roll_logged(logged)
        before = getattr(unit, field_name)
        self._record(
            _RosterCorrection(self, key, unit.name, field_name, before, value, logged.sequence)
        )
        return True

    def _correct(self, game: Game, key: str, field_name: str, value: Any) -> LoggedRoll:
        """A roster correction on the record: the `adjustment` row, typed or redone."""
        return game.adjust(key, {field_name: value}, reason=self.tr("corrected in the roster"))

    def add_roster_entry(self, kind: str, values: dict[str, Any]) -> str | None:
        """Add a side, commander (with his two orderlies) or unit typed by the umpire;
        returns the new key. The key is made from the name; the store checks the rest."""
        try:
            if self.game is None:
                raise ActionRefused(self.tr("No game is open."))
            name = str(values.get("name", "")).strip()
            if not name:
                raise ActionRefused(self.tr("Give the new %1 a name.").replace("%1", label(kind)))
            with self._action() as game:
                taken = {s.key for s in game.sides()} | {c.key for c in game.commanders()}
                taken |= {u.key for u in game.units()}
                key = unique_key(name, taken)
                fields = {k: v for k, v in values.items() if k != "name"}
                if kind == "side":
                    game.add_side(key, name)
                elif kind == "commander":
                    game.add_commander(key, name, orderly_name=orderly_name(), **fields)
                elif kind == "unit":
                    game.add_unit(key, name, **fields)
                else:
                    raise ActionRefused(f"unknown kind of roster entry {kind!r}")
        except ActionRefused as exc:
            self._refuse(exc)
            return None
        self.roster_changed.emit([])
        return key

    def units(self) -> list[Unit]:
        game = self.game
        return self._read_once(("units",), game.units) if game is not None else []

    def commanders(self) -> list[Commander]:
        game = self.game
        return self._read_once(("commanders",), game.commanders) if game is not None else []

    def side_names(self) -> dict[str, str]:
        return {side.key: side.name for side in self.game.sides()} if self.game else {}

    def enemy_unit_names(self, side: str) -> list[str]:
        """Names of the units of every other side: the targets an attack may name (4.1.2)."""
        return [u.name for u in self.units() if u.side != side and u.figures > 0]

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
        orders = {order.unit: order for order in game.orders(bound)}
        previous = {order.unit: order for order in game.orders(bound - 1)} if bound > 1 else {}
        commanders = self.commanders()
        groups: dict[str | None, list[OrderRow]] = {c.key: [] for c in commanders}
        for unit in self.units():
            if unit.figures <= 0:
                continue  # removed from play (5.5.2): no order sheet line
            row = _order_row(unit, orders.get(unit.key), previous.get(unit.key))
            groups.setdefault(unit.commander if unit.commander in groups else None, []).append(row)
        sheet = [
            OrderGroup(c.key, c.name, c.side, c.fallen, tuple(groups[c.key]))
            for c in commanders
            if groups[c.key]
        ]
        if groups.get(None):
            loose = groups[None]
            sheet.append(
                OrderGroup(
                    None, self.tr("No immediate commander"), loose[0].unit.side, False, tuple(loose)
                )
            )
        return sheet

    def order_row(self, unit: str, bound: int | None = None) -> OrderRow:
        assert self.game is not None
        bound = bound or self.bound
        previous = self.game.order(bound - 1, unit) if bound > 1 else None
        return _order_row(self.game.unit(unit), self.game.order(bound, unit), previous)

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
        try:
            if self.game is None:
                raise ActionRefused(self.tr("No game is open."))
            bound = self.bound
            with self._action() as game:
                before = game.order(bound, unit)
                current = _order_row(game.unit(unit), before, None)
                self._check_order_allowed(current)
                text = current.text if text is None else text
                parts = current.parts if parts is None else parts
                facts = current.facts if facts is None else facts
                self._check_parts(current.unit, parts)
                facts = OrderFacts(
                    disorder=current.unit.disorder,
                    over_30cm_from_commander=facts.over_30cm_from_commander,
                    within_30cm_of_formed_enemy=facts.within_30cm_of_formed_enemy,
                )
                reasons = ordering_roll_reasons(parts, facts)
                status = "needs_roll" if reasons else "written"
                after = game.save_order(
                    bound, unit, text, parts=parts_to_store(parts, facts), status=status
                )
        except ActionRefused as exc:
            self._refuse(exc)
            return False
        self.order_saved.emit(bound, unit)
        if _order_content(before) != _order_content(after):
            self._record(_OrderEdit(self, current.unit.name, before, after))
        return True

    def copy_previous_order(self, unit: str) -> bool:
        """ "Same as last bound": the unit's order of the bound before, text and parts."""
        try:
            if self.game is None:
                raise ActionRefused(self.tr("No game is open."))
            bound = self.bound
            previous = self.game.order(bound - 1, unit) if bound > 1 else None
            name = self.game.unit(unit).name
            if previous is None or (not previous.text.strip() and not previous.parts):
                raise ActionRefused(
                    self.tr("%1 had no order in bound %2 to copy.")
                    .replace("%1", name)
                    .replace("%2", str(bound - 1))
                )
            parts, facts = parts_from_store(previous.parts)
        except ActionRefused as exc:
            self._refuse(exc)
            return False
        return self.save_order(unit, text=previous.text, parts=parts, facts=facts)

    def copy_previous_orders(self, units: list[str]) -> int:
        """ "Same as last bound" for the units selected; returns how many orders were copied.

        One unit is `copy_previous_order`, which names it if it had nothing to copy. For
        several, one message sums up ("5 orders copied from bound 1; 17 units had none to
        copy."), rather than a message per unit of which the umpire sees only the last."""
        if self.game is None or not units:
            self.action_refused.emit(
                self.tr("No game is open.")
                if self.game is None
                else self.tr("Select the units whose orders of last bound to copy.")
            )
            return 0
        bound = self.bound
        if bound <= 1:
            self.action_refused.emit(
                self.tr("This is bound 1: there is no bound before it to copy orders from.")
            )
            return 0
        if len(units) == 1:
            return int(self.copy_previous_order(units[0]))
        with self.history.group(self._copied_orders_text):
            copied, without, refused = self._copy_orders_of(bound, units)
        self.history_changed.emit()  # the copies are one step back, named when gathered
        pieces = []
        if without:
            pieces.append(self.tr("%n unit(s) had none to copy", "", without))
        if refused:
            pieces.append(self.tr("%n unit(s) could not take an order", "", refused))
        if copied:
            head = self.tr("%n order(s) copied from bound %1", "", copied)
            self.status_message.emit("; ".join([head.replace("%1", str(bound - 1)), *pieces]) + ".")
        else:
            head = self.tr("Nothing copied from bound %1:").replace("%1", str(bound - 1))
            self.action_refused.emit(head + " " + "; ".join(pieces) + ".")
        return copied

    def _copy_orders_of(self, bound: int, units: list[str]) -> tuple[int, int, int]:
        """Copy each unit's order of the bound before; (copied, had none, refused)."""
        assert self.game is not None
        copied = without = refused = 0
        for unit in units:
            previous = self.game.order(bound - 1, unit)
            if previous is None or (not previous.text.strip() and not previous.parts):
                without += 1
                continue
            try:
                self._check_order_allowed(self.order_row(unit))
            except ActionRefused:
                refused += 1  # in FD, or its ordering roll is logged: counted, not named
                continue
            parts, facts = parts_from_store(previous.parts)
            if self.save_order(unit, text=previous.text, parts=parts, facts=facts):
                copied += 1
            else:
                refused += 1  # save_order said why
        return copied, without, refused

    def _copied_orders_text(self, count: int) -> str:
        return self.tr("same as last bound (%n order(s))", "", count)

    def _check_order_allowed(self, row: OrderRow) -> None:
        if not row.can_take_orders:
            raise ActionRefused(
                self.tr("%1 is in full disorder (FD) and cannot take orders (1.1.2).").replace(
                    "%1", row.unit.name
                )
            )
        if row.status in ("followed", "not_followed"):
            raise ActionRefused(
                self.tr(
                    "The ordering roll of %1 is already logged (%2): void that roll in the log "
                    "before changing the order."
                )
                .replace("%1", row.unit.name)
                .replace("%2", label(row.status))
            )

    def _check_parts(self, unit: Unit, parts: OrderParts) -> None:
        if parts.load_canister and unit.arm != "artillery":
            raise ActionRefused(
                self.tr("Only artillery loads canister (3.4.4); %1 is %2.")
                .replace("%1", unit.name)
                .replace("%2", label(unit.arm))
            )
        if parts.transfer_to:
            commander = next((c for c in self.commanders() if c.key == parts.transfer_to), None)
            if commander is None:
                raise ActionRefused(
                    self.tr("There is no commander %1 to transfer to.").replace(
                        "%1", parts.transfer_to
                    )
                )
            if commander.side != unit.side:
                raise ActionRefused(
                    self.tr("A unit can only be transferred to its own side (1.1.5).")
                )
            if commander.key == unit.commander:
                raise ActionRefused(
                    self.tr("%1 already serves under %2.")
                    .replace("%1", unit.name)
                    .replace("%2", commander.name)
                )

    # --- the log ---------------------------------------------------------------------------

    @property
    def log_state(self) -> LogState:
        return self._log_state

    def notify_roll_logged(self, roll: Any) -> None:
        """For the roll operations: a roll and its effects were written."""
        self._log_state = self._log_state.with_new_row()
        self.roll_logged.emit(roll)
        units = list(getattr(roll, "units", ()) or ())
        self.roster_changed.emit(units)
        if self._log_state.count <= RECHECK_LIMIT:
            self._recheck.start()

    def check_log(self) -> None:
        """Verify the hash chain in a background thread (a reader of its own), then emit
        `log_checked`; the window shows "verified" or the first bad row. The thread holds
        nothing of Qt's (see `background`)."""
        if self.game is None:
            return
        self._verify_generation += 1
        generation = self._verify_generation
        path = self.game.path
        count_before = self._log_state.count

        def work() -> tuple[int, LogState]:
            try:
                count, report = check_file(path)
            except READ_ERRORS as exc:
                return generation, LogState(count_before, False, None, str(exc))
            state = LogState(
                count,
                report.ok,
                report.bad_sequence,
                report.reason,
                reason_template=report.reason_template,
                reason_args=report.reason_args,
            )
            return generation, state

        self._background.start(work, self._on_log_checked, name="verify-log")

    def _on_log_checked(self, checked: tuple[int, LogState]) -> None:
        generation, state = checked
        if generation != self._verify_generation or self.game is None:
            return
        since = self._log_state.count - state.count
        if since > 0:  # rolls logged while the check ran: counted, not verified
            state = dataclasses.replace(state, count=self._log_state.count, unchecked=since)
        self._log_state = state
        self.log_checked.emit(state)


def unique_key(name: str, taken: set[str]) -> str:
    """A store key from a name ("I./15th Infantry" → "i-15th-infantry"), not yet taken."""
    base = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:48] or "entry"
    key, number = base, 2
    while key in taken:
        key, number = f"{base}-{number}", number + 1
    return key


def _order_row(unit: Unit, order: Order | None, previous: Order | None) -> OrderRow:
    if order is None:
        facts = OrderFacts(disorder=unit.disorder)
        reasons = tuple(ordering_roll_reasons(OrderParts(), facts))
        return OrderRow(unit=unit, facts=facts, reasons=reasons, previous=previous)
    parts, facts = parts_from_store(order.parts, unit.disorder)
    reasons = tuple(ordering_roll_reasons(parts, facts))
    status = order.status
    if status in ("written", "needs_roll") and unit.disorder != "FD":  # FD: no order at all
        # Until its roll is logged, whether an order needs one follows the unit as it is
        # now (a correction to LD after a formation change was written, 1.1.3), so the
        # Status cell, the summary and Next's open tasks all say the same.
        status = "needs_roll" if reasons else "written"
    return OrderRow(unit, order.text, parts, facts, status, reasons, previous)


def _message(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(error["msg"].removeprefix("Value error, ") for error in exc.errors())
    return error_text(exc)  # a roster refusal in the interface language


def _write_cause(exc: BaseException) -> str:
    """Why a write failed, in the interface language when SQLite or the system says which
    (SQLite's own words are English), else as the error says it."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    code = getattr(exc, "errno", None)
    if name == "SQLITE_FULL" or code == errno.ENOSPC:
        return QCoreApplication.translate("GameController", "the disk is full")
    if name.startswith("SQLITE_READONLY") or code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "GameController", "the file or its folder cannot be written to"
        )
    if name.startswith("SQLITE_IOERR") or code == errno.EIO:
        return QCoreApplication.translate(
            "GameController", "the disk could not be written (input/output error)"
        )
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


def _expired_text(effects: tuple[Effect, ...]) -> str:
    names = [f"{label(e.from_['key'])} ({e.unit})" for e in effects if isinstance(e.from_, dict)]
    return QCoreApplication.translate("GameController", "Flags expired: %1.").replace(
        "%1", ", ".join(names)
    )


def _roll_operations(controller: GameController) -> Any:
    """The roll operations (another module, `gui.operations`), when it is installed."""
    try:
        module = importlib.import_module("ba_console.gui.operations")
    except ImportError:
        return None
    factory: Callable[..., Any] | None = getattr(module, "RollOperations", None)
    if factory is None:
        return None
    try:
        return factory(controller)
    except Exception:  # noqa: BLE001 - a broken optional part must not stop the console
        return None


def import_roster(game: Game, path: Path) -> Any:
    """Import a roster file (CSV or TOML) through the store's importer: all or nothing."""
    from ba_console.store import roster_io  # only the new-game wizard needs it

    return roster_io.import_roster(game, path, orderly_name=orderly_name())


# --- steps of the edit history ---------------------------------------------------------------


def _order_content(order: Order | None) -> tuple[Any, ...] | None:
    return None if order is None else (order.text, tuple(order.parts), order.status)


class _OrderEdit(Edit):
    """An order written: undo puts back the order before it (or none), redo this one. Both
    are refused as changing the order is: a unit in FD, or an ordering roll logged."""

    def __init__(
        self, controller: GameController, name: str, before: Order | None, after: Order
    ) -> None:
        super().__init__(
            QCoreApplication.translate("GameController", "order of %1").replace("%1", name),
            undo=lambda: self._put(before),
            redo=lambda: self._put(after),
        )
        self._controller = controller
        self._bound = after.bound
        self._unit = after.unit

    def _put(self, order: Order | None) -> None:
        controller, bound, unit = self._controller, self._bound, self._unit
        game = controller.game
        assert game is not None
        controller._check_order_allowed(controller.order_row(unit, bound))
        if order is None:
            game.delete_order(bound, unit)
        else:
            game.save_order(bound, unit, order.text, parts=order.parts, status=order.status)
        controller._after_replay.append(lambda: controller.order_saved.emit(bound, unit))


class _RosterCorrection(Edit):
    """A roster correction: undo voids its `adjustment` row (the correction and its taking
    back both stay in the log); redo corrects again, in a new row. Refused once the field
    has changed since (a roll's effect, another correction), which undo would overwrite."""

    def __init__(
        self,
        controller: GameController,
        key: str,
        name: str,
        field_name: str,
        before: Any,
        value: Any,
        sequence: int,
    ) -> None:
        super().__init__(
            QCoreApplication.translate("GameController", "correction of %1 (%2)")
            .replace("%1", name)
            .replace("%2", label(field_name)),
            undo=self._void,
            redo=self._correct_again,
        )
        self._controller = controller
        self._key, self._name, self._field = key, name, field_name
        self._before, self._value = before, value
        self._sequence = sequence

    def _void(self) -> None:
        controller = self._controller
        game = controller.game
        assert game is not None
        if game.roll(self._sequence).voided_by is not None:
            raise Gone(
                QCoreApplication.translate(
                    "GameController",
                    "The correction of %1 (%2) was already voided in the roll log; Undo goes "
                    "on from the edit before it.",
                )
                .replace("%1", self._name)
                .replace("%2", label(self._field))
            )
        now = getattr(game.unit(self._key), self._field)
        if now != self._value:
            raise ActionRefused(
                QCoreApplication.translate(
                    "GameController",
                    "%1: %2 is now %3, changed since the correction; correct it in the "
                    "roster, or void the correction in the roll log.",
                )
                .replace("%1", self._name)
                .replace("%2", label(self._field))
                .replace("%3", str(now))
            )
        void = game.void_roll(
            self._sequence, QCoreApplication.translate("GameController", "undone (Edit › Undo)")
        )
        controller._after_replay.append(lambda: controller.notify_roll_logged(void))

    def _correct_again(self) -> None:
        controller = self._controller
        game = controller.game
        assert game is not None
        now = getattr(game.unit(self._key), self._field)
        if now != self._before:
            # Something changed it after the undo (a roll's loss, another correction):
            # correcting again would overwrite that.
            raise ActionRefused(
                QCoreApplication.translate(
                    "GameController",
                    "%1: %2 is now %3, changed since the undo; correct it in the roster.",
                )
                .replace("%1", self._name)
                .replace("%2", label(self._field))
                .replace("%3", str(now))
            )
        logged = controller._correct(game, self._key, self._field, self._value)
        self._sequence = logged.sequence
        controller._after_replay.append(lambda: controller.notify_roll_logged(logged))
