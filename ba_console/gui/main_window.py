"""The umpire's desk: order sheets in the middle, Table 1 on the left, the roster below.

`MainWindow` wires the Designer form to the one `GameController`: menu actions call
the controller (`window_menus` connects them; the File menu's are `window_files`), the
controller's signals refresh the status bar and menus (its messages and the message
boxes are `window_messages`), the questions before going on are
`dialogs.window_questions`, and the docked widgets bind to the controller themselves.
The roll dialogs, the roll log and the pack editor are imported when first opened, to
keep them off the way to the first window; so are the message boxes and file dialogs
(importing a Qt class makes its enums, some 0.3 ms each). Window geometry, dock layout,
recent games and language live in QSettings; games live only in their SQLite files.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
    QWindow,
)
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

from ba_console import __version__
from ba_console.gui import colours, window_menus
from ba_console.gui.colours import Tone
from ba_console.gui.controller import ActionRefused, GameController
from ba_console.gui.forms.ui_main_window import Ui_MainWindow
from ba_console.gui.log_check import LogState
from ba_console.gui.widgets.delegates import commit_open_editor
from ba_console.gui.window_files import WindowFiles, remember_recent
from ba_console.gui.window_messages import WindowMessages
from ba_console.store.kinds import SEAL_KIND

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox

    from ba_console.gui.dialogs.recent_messages import RecentMessagesDialog, StatusMessage


GEOMETRY_KEY = "mainWindow/geometry"
STATE_KEY = "mainWindow/state"
LANGUAGE_KEY = "language"
# Bump when the dock layout changes, so an old saved state is not restored over it.
STATE_VERSION = 1
# `shown_on_screen` comes at the latest this long after `show()`, should the window system
# never expose the window (started minimised).
SHOWN_AT_THE_LATEST_MS = 3000
# What the umpire's first edit, roll, log and pack editor load, imported once the window is
# on screen, one a turn of the event loop (a key pressed meanwhile waits for one at most),
# so that the first F9 opens its dialog as quickly as the next: sqlite-utils (the store's
# writes; a game opens and is read without it), the roll dialog (with play, the rules and
# the pack's models), the roll log and the pack editor.
LOADED_WHEN_SHOWN = (
    "sqlite_utils",
    "ba_console.gui.dialogs.roll",
    "ba_console.gui.widgets.roll_log_view",
    "ba_console.gui.dialogs.pack_editor",
)


# The phase of Table 1 whose step is confirming what units did (the movement step).
MOVEMENT_PHASE = "movement"


class MainWindow(WindowFiles, WindowMessages, QMainWindow):
    """The console window on one controller."""

    # Once, when the first frame of the window has been painted: what can wait until the
    # umpire sees the game (the chain check, the collector, start-up checks) waits for it.
    shown_on_screen = Signal()
    # The umpire chose another interface language in the menu (already saved in the
    # settings); `gui.app.ConsoleSession` shows the console in it at once.
    language_chosen = Signal(str)
    # Actions made in code (`window_menus.build_menus`).
    actionSeal: QAction
    actionExportRoster: QAction
    actionCharges: QAction
    actionManual: QAction
    actionShortcuts: QAction
    actionRecentMessages: QAction

    def __init__(
        self,
        controller: GameController,
        settings: QSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self._on_screen = False
        self._refusals_in_a_box = False
        self._refusal_box: QMessageBox | None = None  # `refusal_box`, made when first needed
        # What the status bar said this session, whole (time, text, refused, times in a
        # row), oldest first: View › Recent messages shows them (`show_recent_messages`).
        self.messages: list[StatusMessage] = []
        self._messages_dialog: RecentMessagesDialog | None = None
        # A message said before the window is shown (a game opened read-only as the window
        # is built), and its time in the bar: said again once shown (`showEvent`).
        self._bar_pending: tuple[str, int] | None = None
        self._shown_timer = QTimer(self)
        self._shown_timer.setSingleShot(True)
        self._shown_timer.timeout.connect(self._now_on_screen)
        # The first game's chain check waits for the first frame (see GameController).
        controller.hold_log_check = True
        self.shown_on_screen.connect(controller.release_log_check)
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.setWindowIcon(QIcon(":/icons/ba-console.svg"))
        self._open_windows: list[QWidget] = []
        self._roll_kind_actions: list[QAction] = []  # the Rolls menu's, of the game's pack
        self._manual: QWidget | None = None
        # Where the umpire's cursor was last, the order sheet or the roster: F9 rolls for
        # the units selected there (`selected_units`).
        self._last_list: QWidget | None = None
        self._bound_shown = 0  # the bound last shown: a new one goes to its orders
        self._setup_status_bar()
        window_menus.build_menus(self)
        self.ui.phaseTracker.bind(controller)
        self.ui.orderSheet.bind(controller)
        self.ui.rosterPanel.bind(controller)
        self.ui.orderSheet.use_actions(
            self.ui.actionSameAsLastBound, self.ui.actionPrintOrderSheets
        )
        self.ui.orderSheet.use_settings(settings)
        self.ui.rosterPanel.use_settings(settings)
        # Ctrl+Tab leaves the order sheet for the roster below it (a catch roll, the row's
        # menu), not for the phases' Next button, seven keys from it.
        QWidget.setTabOrder(self.ui.orderSheet.view, self.ui.rosterPanel.ui.rosterTree)
        # The tracker's buttons are Next and Back too: they ask as F8 does.
        self.ui.phaseTracker.use_actions(self.ui.actionNextPhase, self.ui.actionPreviousPhase)
        controller.game_opened.connect(self._game_opened)
        controller.game_closed.connect(self._game_closed)
        controller.phase_advanced.connect(self._update_position)
        controller.roll_logged.connect(self._update_log)
        controller.roll_logged.connect(self._seal_logged)
        controller.log_checked.connect(self._update_log)
        controller.action_refused.connect(self.show_refusal)
        # A game read as copied while open is offered to play on once the log check in the
        # background has verified it, and the notice that it is read-only has been read: a
        # question over that box, answered "play on", left the box saying "read-only".
        self._play_on_pending = False
        self._warnings_open = 0  # message boxes up now (`warn`)
        self._offer_after_warning: LogState | None = None
        controller.copy_opened.connect(self._await_play_on)
        controller.log_checked.connect(self._offer_to_play_on, Qt.ConnectionType.QueuedConnection)
        controller.status_message.connect(self.show_message)
        controller.undo_passed.connect(self.show_undo_passed)
        controller.history_changed.connect(self._update_undo_actions)
        # Queued: they come while a write is refused, perhaps inside a cell's commit, and
        # their message box must not run an event loop there.
        controller.game_file_gone.connect(self._game_file_gone, Qt.ConnectionType.QueuedConnection)
        controller.write_failed.connect(self._write_failed, Qt.ConnectionType.QueuedConnection)
        # Not queued: it may come as the window closes, and must be read before it goes.
        controller.closed_in_two_files.connect(self._closed_in_two_files)
        # A game refused as damaged: its refusal, when said in a box, offers the byte copy.
        self._byte_copy_offer: tuple[str, str] | None = None
        controller.damaged_refused.connect(self._damaged_refused)
        controller.opened_with_caution.connect(self._opened_with_caution)
        self._update_undo_actions()
        # Table 1 runs the full height on the left; the roster sits under the sheets only.
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self._restore_layout()
        if controller.game is not None:
            self._game_opened()
        else:
            self._game_closed()

    # --- setup ----------------------------------------------------------------------------

    def _setup_status_bar(self) -> None:
        self.titleLabel = QLabel(self)
        self.titleLabel.setObjectName("titleLabel")
        self.packLabel = QLabel(self)
        self.packLabel.setObjectName("packLabel")
        self.positionLabel = QLabel(self)
        self.positionLabel.setObjectName("positionLabel")
        self.logLabel = QLabel(self)
        self.logLabel.setObjectName("logLabel")
        # The latest witnessed seal, for the players to copy (and check their sheets by).
        self.sealLabel = QLabel(self)
        self.sealLabel.setObjectName("sealLabel")
        self.sealLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (
            self.titleLabel,
            self.packLabel,
            self.positionLabel,
            self.sealLabel,
            self.logLabel,
        ):
            widget.setContentsMargins(6, 0, 6, 0)
            # Clipped rather than widening the window on a small screen.
            widget.setMinimumWidth(40)
        # The game and its pack give way to a message while it shows (the window's title
        # names the game too); where the bound stands and the log's state stay in sight.
        for widget in (self.titleLabel, self.packLabel):
            self.ui.statusBar.addWidget(widget)
        for widget in (self.positionLabel, self.sealLabel, self.logLabel):
            self.ui.statusBar.addPermanentWidget(widget)
        # A message longer than the bar is read whole on hover.
        self.ui.statusBar.messageChanged.connect(self.ui.statusBar.setToolTip)

    def _restore_layout(self) -> None:
        geometry = self.settings.value(GEOMETRY_KEY)
        state = self.settings.value(STATE_KEY)
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self._fit_screen()
        if state is not None:
            self.restoreState(state, STATE_VERSION)
        else:
            self.resizeDocks([self.ui.phaseDock], [232], Qt.Orientation.Horizontal)
            self.resizeDocks([self.ui.rosterDock], [290], Qt.Orientation.Vertical)

    def _fit_screen(self) -> None:
        """First start: fill a laptop screen (1366×768), smaller on a smaller one."""
        screen = QGuiApplication.primaryScreen()
        available = screen.availableGeometry() if screen else None
        width = min(1366, available.width()) if available else 1366
        height = min(768, available.height()) if available else 768
        self.resize(width, height)

    def save_layout(self) -> None:
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.setValue(STATE_KEY, self.saveState(STATE_VERSION))
        self.settings.sync()

    # --- refreshing -----------------------------------------------------------------------

    def _game_opened(self) -> None:
        controller = self.controller
        info = controller.info
        pack = controller.outline
        if info is None or pack is None:
            return
        # The file's name too: a copy or backup opened must not pass for the original.
        self.setWindowTitle(f"{info.title} — {Path(info.path).name} — ba-console")
        self.titleLabel.setText(f"<b>{_escape(info.title)}</b>")
        if controller.read_only:  # a copy to look at (`GameController._open_read_only`)
            shown = self.tr("read-only")
            self.setWindowTitle(f"{info.title} — {Path(info.path).name} ({shown}) — ba-console")
            self.titleLabel.setText(
                f"<b>{_escape(info.title)}</b> · "
                f"<span style='{colours.text_style(Tone.CAUTION)}'>{_escape(shown)}</span>"
            )
        percent = round(100 * pack.completeness_ratio())
        self.packLabel.setText(
            self.tr("Pack %1 %2 · %3 % complete")
            .replace("%1", pack.id)
            .replace("%2", pack.version)
            .replace("%3", str(percent))
        )
        self.packLabel.setToolTip(
            self.tr("Rule pack %1, content hash %2")
            .replace("%1", pack.title.get(controller.language))
            .replace("%2", info.pack_hash[:16] + "…")
        )
        self._roll_kind_actions = window_menus.fill_roll_menu(self, self._roll_kind_actions)
        window_menus.enable_game_actions(self, True)
        self._update_position()
        self._update_log()
        # The umpire's first key is the first order's: the sheet has the cursor, not the
        # tab above it (nor a filter of the roster). A game with no unit yet has no order
        # to write: the cursor is on Roster › Add, as its open task says (Space opens it).
        add = self.ui.rosterPanel.ui.addButton
        if not self.controller.units() and add.isVisibleTo(self):
            add.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.ui.centralTabs.currentWidget() is self.ui.orderSheetTab:
            self.ui.orderSheet.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._bound_shown = self.controller.position().bound
        # The latest seal is read from the log, which the first frame does not wait for (as
        # it does not wait for the chain check): shown once the window is on screen.
        if self._on_screen:
            self._update_seal()
        # Written to disk once the window is on screen: the settings file's sync waits for
        # the disk, which the first frame should not.
        remember_recent(self.settings, Path(info.path), sync=self._on_screen)
        if self._on_screen:  # a game opened later: its pack is checked once it is shown
            QTimer.singleShot(0, self._check_pack)

    def _game_closed(self) -> None:
        self.setWindowTitle("ba-console")
        for label in (
            self.titleLabel,
            self.packLabel,
            self.positionLabel,
            self.sealLabel,
            self.logLabel,
        ):
            label.clear()
        self.titleLabel.setText(self.tr("No game open: File › New game or Open"))
        # The closed game's last message would hide that line for its ten seconds.
        self.ui.statusBar.setStyleSheet("")
        self.ui.statusBar.clearMessage()
        window_menus.enable_game_actions(self, False)

    def _update_undo_actions(self) -> None:
        window_menus.update_undo_actions(self)

    def _update_position(self, *_: object) -> None:
        if self.controller.game is None:
            return
        position = self.controller.position()
        self.positionLabel.setText(
            self.tr("Bound %1 · %2")
            .replace("%1", str(position.bound))
            .replace("%2", self.controller.phase_label(position))
        )
        self.ui.actionPreviousPhase.setEnabled(self.controller.can_go_back())
        if position.bound > self._bound_shown:
            # A new bound begins with its orders: the cursor goes to the order sheet, not
            # left in the roster, where the first order typed would rename a unit.
            self.ui.centralTabs.setCurrentWidget(self.ui.orderSheetTab)
            self.ui.orderSheet.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._bound_shown = position.bound

    def _update_log(self, *_: object) -> None:
        if self.controller.game is None:
            return
        # A roll logged at a bound's first step closes the way back to the bound before.
        self.ui.actionPreviousPhase.setEnabled(self.controller.can_go_back())
        self.logLabel.setText(self.log_state_text(self.controller.log_state))
        state = self.controller.log_state
        self.logLabel.setStyleSheet(
            colours.text_style(Tone.ERROR) if state.verified is False else ""
        )
        self.logLabel.setToolTip(state.shown_reason())

    def _seal_logged(self, roll: object) -> None:
        if getattr(roll, "kind", None) == SEAL_KIND:
            self._update_seal()

    def _update_seal(self) -> None:
        """The latest seal in the status bar ("Seal B4 7Q2K-9FXA-3MWD"), its bound, roll
        and time on hover; nothing before the first."""
        seal = self.controller.latest_seal()
        if seal is None or seal.outcome is None:
            self.sealLabel.clear()
            self.sealLabel.setToolTip("")
            return
        from ba_console.reports.times import clock  # the reports load when first needed

        self.sealLabel.setText(self.tr("Seal %1").replace("%1", seal.outcome.key))
        self.sealLabel.setToolTip(
            self.tr(
                "The latest seal of the log: bound %1, roll %2 at %3. The players write it "
                "on their sheets; 'ba-console verify GAME --seals' proves the log against it."
            )
            .replace("%1", str(seal.bound))
            .replace("%2", str(seal.sequence))
            .replace("%3", clock(seal.time, seconds=True))
        )

    def seal_log(self) -> bool:
        """Bound › Seal the log now: a seal row, shown in the status bar."""
        if not self.commit_typing():
            return False
        return self.controller.seal_log()

    def _game_file_gone(self, message: str) -> None:
        """The game's file went from disk while open (the controller says it once per game):
        a box says what to do, and the title says it until the game is closed; each write
        refused says its gist in the status bar."""
        info = self.controller.info
        if info is None:
            return
        self.setWindowTitle(self.tr("File missing: %1").replace("%1", self.windowTitle()))
        self.titleLabel.setText(
            f"<b>{_escape(info.title)}</b> · <span style='{colours.text_style(Tone.ERROR)}'>"
            + _escape(self.tr("file missing on disk: save a copy now"))
            + "</span>"
        )
        self.warn(message)

    def _write_failed(self, message: str) -> None:
        """The disk refused a write (the controller says it at the first of a run): the whole
        message in a box, since the status bar has room for its start only."""
        self.warn(message)

    def _closed_in_two_files(self, message: str) -> None:
        """The game just closed is whole only with its -wal beside it (a full disk): said in
        a box, also as the window closes, so that the two files are kept together."""
        self.warn(message)

    def _opened_with_caution(self, message: str) -> None:
        """A game opened without the last change its -wal held (it could not be read): said
        in a box as it opens, or once the window is up (a game opened at start-up)."""
        if self.isVisible():
            self.warn(message)
        else:
            self.shown_on_screen.connect(
                lambda: self.warn(message), Qt.ConnectionType.SingleShotConnection
            )

    def _damaged_refused(self, message: str, path: str) -> None:
        self._byte_copy_offer = (message, path)

    @contextmanager
    def _file_action(self) -> Iterator[None]:
        """While a file action runs, the controller's refusals come in a message box."""
        self._refusals_in_a_box = True
        try:
            yield
        finally:
            self._refusals_in_a_box = False

    # --- file actions ---------------------------------------------------------------------

    def commit_typing(self) -> bool:
        """Write an order or a roster value still being typed (Enter not pressed), as
        leaving its cell would, before an action that reads the game or leaves it. False
        when the store refused it: the refusal is shown, and the action should wait."""
        refused: list[str] = []

        def note(message: str) -> None:
            refused.append(message)

        self.controller.action_refused.connect(note)
        try:
            commit_open_editor(self.ui.orderSheet.view)
            commit_open_editor(self.ui.rosterPanel.ui.rosterTree)
        finally:
            self.controller.action_refused.disconnect(note)
        return not refused

    # --- bound actions --------------------------------------------------------------------

    def next_phase(self) -> bool:
        """Next (F8): leave this step, asking first if that leaves open tasks behind — the
        tasks of this step. On End of bound it always asks before the next bound begins
        (`confirm_new_bound`), with every task of the bound still open. Returns whether
        the game moved on."""
        # An order typed is counted, and not lost when the sheet turns; one refused (a
        # bad value) keeps the bound where it is, so its message is not overwritten.
        if not self.commit_typing():
            return False
        tasks = self.controller.tasks_left_open()
        if self.controller.next_starts_bound():
            if not self.confirm_new_bound(tasks):
                return False
        elif tasks and not self.confirm_leaving(tasks):
            return False
        return self.controller.advance_phase(tasks, seal=True) is not None

    def confirm_leaving(self, tasks: list[str]) -> bool:
        """Ask whether to go on although `tasks` are open; True to go on. Enter stays, so a
        second F8 pressed in haste skips no work (tests replace this method)."""
        from ba_console.gui.dialogs.window_questions import ask_leaving

        controller = self.controller
        return ask_leaving(self, controller.phase_label(), controller.next_closes_phase(), tasks)

    def confirm_new_bound(self, tasks: list[str]) -> bool:
        """F8 on End of bound: "Start bound N+1?", asked every time, with the tasks of the
        bound still open; True to start it. Enter and Esc stay, so an F8 pressed twice in
        haste starts no bound. "Turn summary of bound N…" writes the bound's one-page
        summary and asks again (tests replace this method)."""
        from ba_console.gui.dialogs.window_questions import ask_new_bound

        return ask_new_bound(self, self.controller.bound, tasks, self.write_turn_summary)

    def write_turn_summary(self, bound: int) -> bool:
        """The one-page turn summary of `bound`, as PDF or HTML, where the umpire chooses
        (the log viewer's Turn summary writes the same)."""
        from ba_console.gui.operations import OperationRefused

        path = self.ask_summary_path(bound)
        if not path:
            return False
        try:
            written = self.controller.rolls.export_summary_file(path, bound)
        except (OperationRefused, OSError) as exc:
            self.warn(str(exc))
            return False
        self.show_message(
            self.tr("Turn summary of bound %1 written: %2")
            .replace("%1", str(bound))
            .replace("%2", str(written))
        )
        return True

    def ask_summary_path(self, bound: int) -> str | None:
        """Where to write the turn summary of `bound` (None: cancelled; tests replace it)."""
        from ba_console.gui.dialogs.window_questions import ask_summary_path

        info = self.controller.info
        game = Path(info.path) if info is not None else Path.home() / "game"
        return ask_summary_path(self, game, bound)

    def back_phase(self) -> None:
        if self.commit_typing():
            self.controller.back_phase()

    def same_as_last_bound(self) -> None:
        self.commit_typing()
        if self.ui.centralTabs.currentWidget() is not self.ui.orderSheetTab:
            self.ui.centralTabs.setCurrentWidget(self.ui.orderSheetTab)
        self.ui.orderSheet.same_as_last_bound()

    # --- other engineers' windows, looked up lazily ---------------------------------------

    def selected_units(self) -> list[str]:
        """Who F9 rolls for: the units (or the commander) selected where the cursor was
        last, on the order sheet or in the roster; the other's when nothing is selected
        there. A unit corrected in the roster earlier stays selected there: F9 on the
        order sheet's battery is still the battery's roll."""
        focus = QApplication.focusWidget()
        for place in (self.ui.orderSheet, self.ui.rosterPanel):
            if focus is not None and (focus is place or place.isAncestorOf(focus)):
                self._last_list = place
        sheet_keys = (
            self.ui.orderSheet.selected_unit_keys()
            if self.ui.centralTabs.currentWidget() is self.ui.orderSheetTab
            else []
        )
        roster_keys = self.ui.rosterPanel.selected_roller_keys()
        if self._last_list is self.ui.orderSheet:
            return sheet_keys or roster_keys
        return roster_keys or sheet_keys

    def open_roll_dialog(self, kind: str | None) -> None:
        """The roll dialog for `kind`, on the units the umpire is on. No kind ("Roll…", F9):
        the dialog opens the kind the current phase calls for (fire in the fire phase); in
        the movement phase, which makes no roll of its own, the movement step, unless F9 is
        on a commander or orderly: his catch roll (Table 18), as in any other step."""
        from ba_console.gui.dialogs.roll import open_roll_dialog

        if self.controller.read_only:  # said before a roll is typed, not at its Confirm
            self.show_refusal(
                self.tr("%1 is open read-only: no roll can be logged in it.").replace(
                    "%1", self.controller.game.path.name
                )
            )
            return
        self.commit_typing()  # the dialog reads the order: target, charge
        units = self.selected_units()
        if (
            kind is None
            and self.controller.is_open
            and self.controller.position().phase == (MOVEMENT_PHASE)
            and not self._on_staff(units)
        ):
            self.open_movement_dialog()
            return
        if kind is None and self.controller.is_open and units:
            # F9 in the ordering rolls on a unit with no order to roll for: said, not
            # opened (a roll logged for it would change nothing). Rolls › the kind opens it.
            operations = self.controller.rolls
            first = units[0]
            opened = operations.session.phase_kind(first)
            why = operations.nothing_to_roll(opened, first) if opened else None
            if why is not None:
                self.show_message(why)
                return
        open_roll_dialog(self.controller, self, kind=kind, units=units)

    def _on_staff(self, units: list[str]) -> bool:
        """True when F9 is on a staff figure (a commander or orderly row of the roster) who
        has a roll of his own here (Belle Alliance's catch roll; General de Brigade has none:
        its F9 stays on the charges)."""
        if not units:
            return False
        session = self.controller.rolls.session
        roller = session.roller(units[0])
        return roller is not None and roller.staff and session.phase_kind(units[0]) is not None

    def open_movement_dialog(self) -> None:
        """The movement step: what each unit did of its order (F7). In a game whose rules
        have a charge phase of their own (General de Brigade), F7 walks the charges."""
        if self._has_charges():
            self.open_charges()
            return
        from ba_console.gui.dialogs.movement import open_movement_dialog

        self.commit_typing()  # the orders as typed are the ones confirmed
        open_movement_dialog(self.controller, self)

    def _has_charges(self) -> bool:
        return self.controller.is_open and self.controller.charges.available

    def open_charges(self) -> None:
        """The Charges dialog on the open game (General de Brigade's charge phase)."""
        if not self._has_charges():
            self.show_message(
                self.tr("This game's rules have no charge phase to walk step by step.")
            )
            return
        from ba_console.gui.dialogs.charges import open_charges_dialog

        self.commit_typing()
        open_charges_dialog(self.controller, self)

    def open_roll_log(self) -> None:
        from ba_console.gui.widgets.roll_log_view import open_roll_log

        open_roll_log(self.controller, self, self.settings)

    def open_pack_editor(self) -> bool:
        from ba_console.gui.dialogs.pack_editor import PackEditorDialog

        if self.controller.pack is None:
            return False
        dialog = PackEditorDialog(
            self.controller.pack,
            self,
            save=functools.partial(self._save_pack_of, self.controller.game),
            language=self.controller.language,
            # A game open read-only: its pack shown to read and export, not to edit.
            read_only=self.controller.read_only_reason(),
        )
        # Freed when closed, so a closed editor neither lingers nor is asked about again.
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # A cell remembered at the table while the editor is open reaches it: its save
        # then keeps that cell rather than writing the pack it opened over it.
        changed = functools.partial(self._pack_changed_for, dialog, self.controller.game)
        self.controller.pack_changed.connect(changed)
        dialog.finished.connect(lambda _result: self.controller.pack_changed.disconnect(changed))
        dialog.finished.connect(lambda _result, d=dialog: self._forget_window(d))
        self._open_windows.append(dialog)
        dialog.show()
        return True

    def open_club_pack(self) -> QWidget | None:
        """The club's pack of this game's pack id in the pack editor: what the club's next
        games start from, to see and correct (a cell remembered wrongly at the table). A
        club without one yet may begin it from this game's pack. None when not opened.
        With no game open (a second laptop, before its first game) it is the club's pack
        of the rules a new game takes first, begun from the shipped pack: the club's pack
        lives in the data folder, not in a game, and an exported one is imported there."""
        from ba_console.gui.actions.club import ClubPackFile
        from ba_console.gui.dialogs.pack_editor import PackEditorDialog
        from ba_console.packs import PackError, load_pack
        from ba_console.packs.club import club_pack_path, load_club_pack
        from ba_console.packs.shipped import DEFAULT_RULES

        pack = self.controller.pack if self.controller.is_open else None
        if pack is None:
            pack = load_pack(DEFAULT_RULES)
        data_dir = self.controller.data_dir
        try:
            found = load_club_pack(data_dir, pack.id)
        except PackError as exc:
            # Never replaced unread: it may hold a season's cells. Mended by hand or by
            # moving it aside.
            self.warn(
                self.tr("The club's pack %1 cannot be read: %2")
                .replace("%1", str(club_pack_path(data_dir, pack.id)))
                .replace("%2", str(exc))
            )
            return None
        if found is None and not self.confirm_begin_club_pack(pack.id):
            return None
        opened = found.pack if found is not None else pack
        target = ClubPackFile(data_dir, pack.id, found.pack if found is not None else None)
        dialog = PackEditorDialog(
            opened,
            self,
            save=target.save,
            language=self.controller.language,
            source=club_pack_path(data_dir, pack.id).name,
            club=True,
        )
        target.setParent(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result, d=dialog: self._forget_window(d))
        self._open_windows.append(dialog)
        dialog.show()
        return dialog

    def confirm_begin_club_pack(self, pack_id: str) -> bool:
        """The club has no pack of `pack_id` yet: begin it from this game's pack? (Tests
        replace this method.)"""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self,
            self.tr("The club's pack"),
            (
                self.tr(
                    "The club has no pack of %1 yet: it begins when a game remembers a cell. "
                    "Begin it now from this game's pack, to fill or correct it for the next "
                    "games?"
                )
                if self.controller.is_open
                else self.tr(
                    "The club has no pack of %1 yet. Begin it now from the pack that comes "
                    "with the console, to fill it or to import the club's pack exported on "
                    "another computer (Import… in the editor, then Save as new version)?"
                )
            ).replace("%1", pack_id),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _pack_changed_for(self, dialog: QWidget, game: object) -> None:
        """The game's pack changed: tell its open pack editor (not another game's)."""
        pack = self.controller.pack
        if self.controller.game is game and pack is not None and dialog in self._open_windows:
            dialog.game_pack_changed(pack)  # type: ignore[attr-defined]

    def _forget_window(self, window: QWidget) -> None:
        if window in self._open_windows:
            self._open_windows.remove(window)

    def _save_pack_of(self, game: object, pack: object, imported: bool = False) -> str:
        """The pack editor's save, for the game it was opened on and no other; the cells
        the umpire filled (not those of an imported file) go to the club's pack too."""
        if self.controller.game is not game:
            raise ActionRefused(self.tr("The game this pack belongs to is no longer open."))
        return self.controller.save_pack(pack, typed=not imported)  # type: ignore[arg-type]

    # --- language and help ----------------------------------------------------------------

    def _language_chosen(self, action: QAction) -> None:
        code = action.data()
        if code == self.controller.language:
            return
        # Saved even when it is the system's language: the umpire's choice outlasts a
        # change of the system's.
        self.settings.setValue(LANGUAGE_KEY, code)
        self.settings.sync()
        self.language_chosen.emit(code)

    def show_language(self, code: str) -> None:
        """Tick `code` in the Language menu (the switch to another did not happen)."""
        for action in (self.ui.actionEnglish, self.ui.actionDanish):
            action.setChecked(action.data() == code)

    def open_manual(self) -> QWidget:
        """The umpire's manual in the interface language, beside the console (F1)."""
        from ba_console.gui.dialogs.help import ManualWindow

        if self._manual is None:
            self._manual = ManualWindow(self.controller.language, self)
        self._manual.show()
        self._manual.raise_()
        self._manual.activateWindow()
        return self._manual

    def show_shortcuts(self) -> QDialog:
        """Help › Keyboard shortcuts: every key of the window's actions, from the actions."""
        from ba_console.gui.dialogs.help import ShortcutsDialog

        dialog = ShortcutsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About ba-console"),
            self.tr(
                "<b>ba-console %1</b><br/>Referee console for Napoleonic tabletop wargames: "
                "Belle Alliance (Lexnet 2001) and General de Brigade.<br/>Rule values the "
                "packs leave unset are never guessed: type the outcome from your rulebook."
            ).replace("%1", __version__),
        )

    # --- closing --------------------------------------------------------------------------

    def log_state_text(self, state: LogState) -> str:
        """ "Log: 42 row(s) · chain verified" (or where the chain breaks)."""
        rows = self.tr("Log: %Ln row(s)", "", state.count)
        if state.verified is None:
            check = self.tr("checking the chain…")
        elif state.verified and state.unchecked:
            # Checked on opening or again after a roll: the rows since are not yet.
            check = self.tr("chain verified up to row %1").replace(
                "%1", QLocale().toString(state.count - state.unchecked)
            )
        elif state.verified:
            check = self.tr("chain verified")
        elif state.bad_row is not None:
            check = self.tr("chain BROKEN at row %1").replace(
                "%1", QLocale().toString(state.bad_row)
            )
        else:
            check = self.tr("chain could not be checked")
        return f"{rows} · {check}"

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        pending = self._bar_pending
        if pending is not None and self.ui.statusBar.currentMessage() == pending[0]:
            # Said while the bar was hidden, it left the title and pack shown under the
            # message: said again, they give way. It is cut to the bar once the labels
            # beside it are filled (`_say_pending`).
            self.ui.statusBar.showMessage(*pending)
            if self._on_screen:
                QTimer.singleShot(0, self._say_pending)
        handle = self.windowHandle()
        if not self._on_screen and not self._shown_timer.isActive() and handle is not None:
            handle.installEventFilter(self)
            self._shown_timer.start(SHOWN_AT_THE_LATEST_MS)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key no widget took: in a game open read-only, the key of an action greyed for it
        (F8, F9, Ctrl+D, Ctrl+Z…) says why nothing happened, once a press; a greyed action's
        key would otherwise do nothing, unexplained."""
        why = self.controller.read_only_reason()
        if why and not event.isAutoRepeat():
            pressed = QKeySequence(event.keyCombination())
            for action in window_menus.writing_actions(self):
                if any(
                    key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                    for key in action.shortcuts()
                ):
                    self.show_refusal(why)
                    event.accept()
                    return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose and isinstance(watched, QWindow):
            watched.removeEventFilter(self)
            # Qt paints the first frame while it handles this expose event; a zero timer
            # fires after that, when the frame is on screen.
            self._shown_timer.start(0)
        return super().eventFilter(watched, event)

    def _now_on_screen(self) -> None:
        if not self._on_screen:
            self._on_screen = True
            self.shown_on_screen.emit()
            QTimer.singleShot(0, self.ui.rosterPanel.check_header_margin)
            QTimer.singleShot(0, self.settings.sync)
            QTimer.singleShot(0, self._update_seal)
            QTimer.singleShot(0, self._say_pending)
            QTimer.singleShot(0, self._check_pack)
            self._load_later(list(LOADED_WHEN_SHOWN))

    def _load_later(self, modules: list[str]) -> None:
        """Import `modules`, one a turn of the event loop (see LOADED_WHEN_SHOWN)."""
        if modules:
            QTimer.singleShot(0, self, lambda: self._load_next(modules))

    def _load_next(self, modules: list[str]) -> None:
        importlib.import_module(modules[0])
        self._load_later(modules[1:])

    def _check_pack(self) -> None:
        """Validate the open game's pack now that the game is on screen (see
        `GameController.pack`), rather than at the umpire's first roll. A copy that does
        not validate, or no longer matches its hash, closes the game: a box says why."""
        if self.controller.is_open:
            with self._file_action():
                valid = self.controller.check_pack()
            if valid:  # its rule set too, which a roll needs first (a turn of its own)
                QTimer.singleShot(0, self._load_rules)

    def _load_rules(self) -> None:
        from ba_console.rules.registry import rules_for

        if self.controller.outline is not None:
            rules_for(self.controller.outline.rules)
        # The pack is read now: F7 and the Rolls menu say Charges… or Movement… as it has.
        window_menus.show_charges_or_movement(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        if not self._close_editors():
            event.ignore()  # the umpire kept an editor with unsaved edits
            return
        self.controller.close_game()
        self.controller.settle()  # the game one file again before the window goes
        super().closeEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
