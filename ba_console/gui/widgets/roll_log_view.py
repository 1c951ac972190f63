"""The roll log viewer: every roll of the game, newest first, for disputes.

A filter bar (bound, phase, unit, kind, text), the log table (`RollLogModel`, read page
by page so a million rolls open at once), and a detail pane (`roll_detail`): each
side's dice, every factor with its table, column and rule reference and whether the roster
or the umpire ticked it, the table cell read or "typed by the umpire", the outcome, the
effects, the note and the hashes. From here the umpire voids a roll with a reason (the row
stays, struck through), verifies the hash chain (the first bad row is named and shown),
exports what the filter shows as the HTML dispute report, PDF, CSV or JSON, and prints
it. Units are shown by their roster names, with the keys the log keeps beside them in the
detail and on hover; kinds, phases and outcomes in the pack's words (`log_labels`). Writes
go through the controller's roll operations; this widget runs no SQL.
"""

from __future__ import annotations

import dataclasses
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QItemSelectionModel,
    QLocale,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ba_console.core.phases import flatten
from ba_console.gui import colours
from ba_console.gui.background import BackgroundWork
from ba_console.gui.colours import Tone
from ba_console.gui.csv_export import chosen_delimiter, csv_file_types, preferred_delimiter
from ba_console.gui.labels import (
    display_text,
    effect_label,
    error_text,
)
from ba_console.gui.models.roll_log_model import LogFilter, RollLogModel
from ba_console.gui.operations import OperationRefused, RollOperations
from ba_console.gui.protocols import RollDesk
from ba_console.gui.screen import fit_to_screen
from ba_console.gui.widgets.log_columns import (
    LOG_SPLITTER_WIDTH,
    UNITS_COLUMN,
    UnitLinesDelegate,
    fit_text_columns,
    split_table_and_detail,
)
from ba_console.gui.widgets.log_labels import LogLabels
from ba_console.gui.widgets.roll_detail import roll_detail_html
from ba_console.play import UNVOIDABLE_KINDS
from ba_console.reports import times

if TYPE_CHECKING:
    from ba_console.store.records import LoggedRoll
    from ba_console.store.verify import VerifyReport

ANY = None  # the combo entry that leaves a filter off


class RollLogView(QWidget):
    """The log viewer; `controller` is the main controller (its `rolls` operations write)."""

    chain_checked = Signal(bool)  # the hash chain was checked and the result shown: ok?

    def __init__(self, controller: RollDesk, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rollLogView")
        self.setWindowTitle(self.tr("Roll log"))
        self.controller = controller
        self.operations: RollOperations = controller.rolls
        # The window's settings (the CSV separator chosen last); none: the locale's.
        self.settings: QSettings | None = None
        self.labels = LogLabels(controller)
        self.model = RollLogModel(
            None,
            self,
            kind_label=self.labels.kind,
            step_label=self.labels.step,
            outcome_label=self.labels.outcome,
            role_label=self.labels.role,
            factor_label=self.labels.factor,
        )
        self._names: dict[str, str] = {}
        self._verify_generation = 0
        # Where the umpire was as the game closed (`_keep_place`): the game's seed
        # commitment, the roll chosen, the roll at the top of the view.
        self._place: tuple[str, int, int | None] | None = None
        # The checks of the hash chain: the controller's readers of the file, which the
        # game's close waits for (`GameController.close_game`).
        self._background: BackgroundWork = controller.file_readers
        self._build()
        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(250)
        self._filter_timer.timeout.connect(self.apply_filter)
        controller.roll_logged.connect(self._roll_logged)
        # Bound methods, not lambdas: Qt drops the connection when this view is deleted,
        # where a lambda would keep the view alive and be called on a deleted widget.
        controller.roster_changed.connect(self._roster_changed)
        controller.game_opened.connect(self._game_opened)
        controller.pack_changed.connect(self._game_opened)
        controller.game_closing.connect(self._keep_place)
        controller.game_closed.connect(self._game_closed)
        self._game_opened()

    # --- layout ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.boundSpin = QSpinBox()
        self.boundSpin.setObjectName("boundSpin")
        self.boundSpin.setRange(0, 9999)
        self.boundSpin.setSpecialValueText(self.tr("any"))
        self.phaseCombo = QComboBox()
        self.phaseCombo.setObjectName("phaseCombo")
        self.unitCombo = QComboBox()
        self.unitCombo.setObjectName("unitCombo")
        for combo in (self.phaseCombo, self.unitCombo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(16)
        self.kindCombo = QComboBox()
        self.kindCombo.setObjectName("kindCombo")
        self.kindCombo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.kindCombo.setMinimumContentsLength(16)
        self.textEdit = QLineEdit()
        self.textEdit.setObjectName("textEdit")
        self.textEdit.setPlaceholderText(self.tr("note, outcome, cell, unit…"))
        self.textEdit.setClearButtonEnabled(True)
        self.clearButton = QPushButton(self.tr("C&lear filters"))
        self.clearButton.setObjectName("clearButton")
        bar = QHBoxLayout()
        for text, widget in (
            (self.tr("&Bound:"), self.boundSpin),
            (self.tr("P&hase:"), self.phaseCombo),
            (self.tr("&Unit:"), self.unitCombo),
            (self.tr("&Kind:"), self.kindCombo),
            (self.tr("&Find:"), self.textEdit),
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            bar.addWidget(label)
            bar.addWidget(widget, 2 if widget is self.textEdit else 0)
        bar.addWidget(self.clearButton)
        self.boundSpin.valueChanged.connect(self.apply_filter)
        self.phaseCombo.currentIndexChanged.connect(self.apply_filter)
        self.unitCombo.currentIndexChanged.connect(self.apply_filter)
        self.kindCombo.currentIndexChanged.connect(self.apply_filter)
        self.textEdit.textChanged.connect(lambda _text: self._filter_timer.start())
        self.textEdit.returnPressed.connect(self.apply_filter)
        self.clearButton.clicked.connect(self.clear_filters)

        self.tableView = QTableView()
        self.tableView.setObjectName("tableView")
        self.tableView.setModel(self.model)
        self.tableView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tableView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tableView.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tableView.verticalHeader().hide()
        # Two lines a row: a fire roll's firer and target (a melee's first two units) by
        # name, one a line; kinds and outcomes wrap. A fixed height keeps a long log quick.
        line = self.tableView.fontMetrics().lineSpacing()
        self.tableView.verticalHeader().setDefaultSectionSize(2 * line + 8)
        self.tableView.setWordWrap(True)
        self.tableView.setItemDelegateForColumn(UNITS_COLUMN, UnitLinesDelegate(self.tableView))
        self.tableView.setAlternatingRowColors(True)
        header = self.tableView.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((36, 62, 46, 86, 112, 180, 70, 50, 160)):
            self.tableView.setColumnWidth(column, width)
        # The Phase column is fitted to the pack's names when a game opens.
        self.tableView.selectionModel().currentRowChanged.connect(self._row_chosen)

        self.detailBrowser = QTextBrowser()
        self.detailBrowser.setObjectName("detailBrowser")
        self.detailBrowser.setOpenLinks(False)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.tableView)
        splitter.addWidget(self.detailBrowser)
        # The table's columns have fixed widths (but the note's): a wider or narrower
        # window changes the detail's width, not the table's.
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([960, LOG_SPLITTER_WIDTH - 960])
        self.splitter = splitter
        # Split again as the window is made wider or narrower, till the umpire drags it.
        self._split_by_hand = False
        splitter.splitterMoved.connect(self._splitter_dragged)

        self.voidButton = QPushButton(self.tr("&Void…"))
        self.voidButton.setObjectName("voidButton")
        self.verifyButton = QPushButton(self.tr("Ve&rify chain"))
        self.verifyButton.setObjectName("verifyButton")
        self.sealsButton = QPushButton(self.tr("Check s&eals…"))
        self.sealsButton.setObjectName("sealsButton")
        self.sealsButton.setToolTip(
            self.tr(
                "Type the seals the players wrote down: the log as it stands must give each "
                "of them, or the first bound that differs is named"
            )
        )
        self.exportButton = QPushButton(self.tr("E&xport…"))
        self.exportButton.setObjectName("exportButton")
        self.printButton = QPushButton(self.tr("&Print…"))
        self.printButton.setObjectName("printButton")
        self.summaryButton = QPushButton(self.tr("Turn &summary…"))
        self.summaryButton.setObjectName("summaryButton")
        self.summaryButton.setToolTip(
            self.tr(
                "The summary of a bound, one page to pin up: the bound the filter shows, "
                "else the bound the game is in"
            )
        )
        # Units taken off the roster (added by mistake): no roll names them, so the journal
        # says them here, with the umpire's reason; hidden while there are none.
        self.takenOffLabel = QLabel()
        self.takenOffLabel.setObjectName("takenOffLabel")
        self.takenOffLabel.setWordWrap(True)
        self.takenOffLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.takenOffLabel.hide()
        self.statusLabel = QLabel()
        self.statusLabel.setObjectName("statusLabel")
        self.chainLabel = QLabel()
        self.chainLabel.setObjectName("chainLabel")
        self.chainLabel.setWordWrap(True)
        self.voidButton.clicked.connect(self.void_current)
        self.verifyButton.clicked.connect(self.verify)
        self.sealsButton.clicked.connect(self.check_seals)
        self.exportButton.clicked.connect(self._export)
        self.printButton.clicked.connect(self._print)
        self.summaryButton.clicked.connect(self._export_summary)
        QShortcut(QKeySequence.StandardKey.Print, self, activated=self._print)
        buttons = QHBoxLayout()
        buttons.addWidget(self.statusLabel)
        buttons.addWidget(self.chainLabel, 1)
        for button in (
            self.voidButton,
            self.verifyButton,
            self.sealsButton,
            self.exportButton,
            self.printButton,
            self.summaryButton,
        ):
            buttons.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.takenOffLabel)
        layout.addLayout(buttons)
        self.model.rowsInserted.connect(self._update_status)
        self.model.modelReset.connect(self._update_status)

    # --- labels from the pack -------------------------------------------------------------

    @property
    def _language(self) -> str:
        return self.controller.language

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_by_hand:
            split_table_and_detail(self.tableView, self.splitter)

    def _splitter_dragged(self, *_: object) -> None:
        """The umpire moved the line between the table and the detail: it stays where put."""
        self._split_by_hand = True

    def _fit_text_columns(self) -> None:
        """The Phase and Kind columns fitted to the pack's "phase › sub-phase" names and
        roll kinds, and the store's own rows (`log_columns.fit_text_columns`)."""
        pack = self.controller.pack
        if pack is None:
            return
        texts: list[str] = []
        for phase in pack.phases:
            name = self.labels.phase(phase.key)
            texts.append(name)
            texts += [self.labels.step(phase.key, sub.key) for sub in phase.sub]
        # The Kind column for the pack's roll kinds and the store's own rows.
        kinds = [kind.label.get(self._language) for kind in pack.rolls.values()]
        kinds += list(self.labels.store_kinds().values())
        fit_text_columns(self.tableView, self.splitter, texts, kinds)

    # --- filters --------------------------------------------------------------------------

    def _game_opened(self) -> None:
        self._verify_generation += 1  # a check still running was of the game before
        self.verifyButton.setEnabled(True)
        self.sealsButton.setEnabled(True)
        self._fill_filters()
        self._fit_text_columns()
        self._read_names()
        self._show_taken_off()
        wanted = self.current_filter()  # the filters as shown (`_fill_filters`)
        if wanted != self.model.log_filter:
            self.model.set_filter(wanted)
        self.model.set_source(self.operations.log_source())
        self._update_status()
        if not self._return_to_place():
            self._select_first()

    def _keep_place(self) -> None:
        """The game is closing (File › Reload reads it again so, at each of another
        console's writes): keep the roll chosen and the one at the top of the view, to go
        back to if the same game opens next, rather than to the first row."""
        info = self.controller.info
        current = self.current_roll()
        if info is None or current is None:
            self._place = None
            return
        top = self.tableView.rowAt(0)
        self._place = (
            info.seed_commitment,
            current.sequence,
            self.model.roll(top).sequence if top >= 0 else None,
        )

    def _return_to_place(self) -> bool:
        """The game opened again (`_keep_place`): the same roll chosen, the same roll at the
        top of the view; False for another game, or a roll no longer shown."""
        place, self._place = self._place, None
        info = self.controller.info
        if place is None or info is None or place[0] != info.seed_commitment:
            return False
        _game, chosen, top = place
        if not self.select_sequence(chosen):
            return False
        row = self.model.row_of(top) if top is not None else None
        if row is not None:
            self.tableView.scrollTo(
                self.model.index(row, 0), QAbstractItemView.ScrollHint.PositionAtTop
            )
        return True

    def _roster_changed(self, _units: list[str]) -> None:
        before = set(self._names)
        self._read_names()
        # The journal is read again only when a unit left the roster or came back (or was
        # added): an order or an edit of a unit, the most of an evening's changes, cannot
        # change what was taken off.
        if set(self._names) != before:
            self._show_taken_off()

    def _show_taken_off(self) -> None:
        """The units taken off the roster, each with when and the umpire's reason, and the
        commanders removed by the Undo of their adding."""
        game = self.operations.log_source()
        taken = game.units_taken_off() if game is not None else []
        lines = []
        for one in taken:
            if one.commander:  # the Undo of his adding: no reason asked
                template = self.tr(
                    "{unit} ({key}, commander), bound {bound}, {time}: removed as added by "
                    "mistake (the Undo of his adding, no reason asked)"
                )
            elif one.by_mistake:  # the Undo of its adding: no reason asked
                template = self.tr(
                    "{unit} ({key}), bound {bound}, {time}: removed as added by mistake (the "
                    "Undo of its adding, no reason asked)"
                )
            else:
                template = self.tr("{unit} ({key}), bound {bound}, {time}: “{reason}”")
            line = template.format(
                unit=one.unit.get("name", ""),
                key=one.unit.get("key", ""),
                bound=one.bound,
                time=times.clock(one.time, seconds=True),
                reason=one.reason,
            )
            if one.put_back is not None:
                line += " " + (
                    self.tr("(added again by Redo)")
                    if one.by_mistake
                    else self.tr("(put back by Undo)")
                )
            lines.append(line)
        heading = self.tr("Taken off the roster (the state journal keeps each, with its reason):")
        self.takenOffLabel.setText("\n".join([heading, *lines]) if lines else "")
        self.takenOffLabel.setVisible(bool(lines))

    def _game_closed(self) -> None:
        self.model.set_source(None)
        self._verify_generation += 1  # a check still running was of the closed game
        self.verifyButton.setEnabled(True)
        self.sealsButton.setEnabled(True)
        self._show_chain("", ok=True)

    def _read_names(self) -> None:
        try:
            self._names = self.operations.names()
        except OperationRefused:  # no game open
            self._names = {}
        self.model.set_names(self._names)

    def _fill_filters(self) -> None:
        """The filters' choices, for the game open now; a choice made stays chosen if the
        game still has it (the same game read again, `GameController.reload`)."""
        pack = self.controller.pack
        combos = (self.phaseCombo, self.unitCombo, self.kindCombo)
        chosen = [combo.currentData() for combo in combos]
        for combo in combos:
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("any"), ANY)
        if pack is not None:
            seen = set()
            for step in flatten(pack.phases):
                if step.phase not in seen:
                    seen.add(step.phase)
                    self.phaseCombo.addItem(self.labels.phase(step.phase), step.phase)
            for key, kind in pack.rolls.items():
                self.kindCombo.addItem(kind.label.get(self._language), key)
        for key, text in self.labels.store_kinds().items():
            self.kindCombo.addItem(text, key)
        for unit in self.controller.units():
            self.unitCombo.addItem(f"{unit.name} ({unit.key})", unit.key)
        for commander in self.controller.commanders():
            self.unitCombo.addItem(f"{commander.name} ({commander.key})", commander.key)
        for combo, data in zip(combos, chosen, strict=True):
            combo.setCurrentIndex(max(combo.findData(data), 0) if data is not None else 0)
            combo.blockSignals(False)

    def current_filter(self) -> LogFilter:
        return LogFilter(
            bound=self.boundSpin.value() or None,
            phase=self.phaseCombo.currentData(),
            unit=self.unitCombo.currentData(),
            kind=self.kindCombo.currentData(),
            text=self.textEdit.text().strip() or None,
        )

    def apply_filter(self) -> None:
        self._filter_timer.stop()
        wanted = self.current_filter()
        if wanted != self.model.log_filter or self.model.rowCount() == 0:
            self.model.set_filter(wanted)
            # An empty page inserts no rows: say "0 rolls" rather than "more as you scroll".
            self._update_status()
            self._select_first()

    def clear_filters(self) -> None:
        for widget in (self.boundSpin, self.phaseCombo, self.unitCombo, self.kindCombo):
            widget.blockSignals(True)
        self.boundSpin.setValue(0)
        for combo in (self.phaseCombo, self.unitCombo, self.kindCombo):
            combo.setCurrentIndex(0)
        for widget in (self.boundSpin, self.phaseCombo, self.unitCombo, self.kindCombo):
            widget.blockSignals(False)
        self.textEdit.blockSignals(True)
        self.textEdit.clear()
        self.textEdit.blockSignals(False)
        self.apply_filter()

    def _update_status(self, *_: object) -> None:
        shown = self.model.rowCount()
        if self.model.complete:
            text = self.tr("%Ln roll(s)", "", shown)
        else:
            text = self.tr("newest {n} shown, more as you scroll").format(
                n=QLocale().toString(shown)
            )
        self.statusLabel.setText(text)
        self.statusLabel.setToolTip("")

    # --- the chosen roll ------------------------------------------------------------------

    def _select_first(self) -> None:
        if self.model.rowCount():
            self.select_row(0)
        else:
            text = (
                self.tr("No roll matches the filters.")
                if not self.model.log_filter.empty
                else self.tr("No roll has been logged yet.")
            )
            self.detailBrowser.setHtml(f"<p>{escape(text)}</p>")

    def select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        already = self.tableView.currentIndex().row() == row
        self.tableView.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        if already:  # no change signal: the roll itself may have changed (voided)
            self._row_chosen(index, index)

    def select_sequence(self, sequence: int) -> bool:
        """Show a roll, reading further pages of the log until it is found."""
        row = self.model.row_of(sequence)
        while row is None and self.model.canFetchMore(QModelIndex()):
            if self.model.rowCount() and self.model.roll(self.model.rowCount() - 1).sequence < (
                sequence
            ):
                break
            self.model.fetchMore(QModelIndex())
            row = self.model.row_of(sequence)
        if row is None:
            return False
        self.select_row(row)
        self.tableView.scrollTo(self.model.index(row, 0))
        return True

    def current_roll(self) -> LoggedRoll | None:
        index = self.tableView.currentIndex()
        return self.model.roll(index.row()) if index.isValid() else None

    def _row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        roll = self.model.roll(current.row())
        self.detailBrowser.setHtml(
            roll_detail_html(
                roll,
                self.labels.kind(roll.kind),
                self._names,
                self.labels.step,
                lambda role: self.labels.role(roll.kind, role),
                self.controller.pack.tables if self.controller.pack is not None else None,
                self._language,
                self.model.note_text(roll),
                self._void_of(roll),
                self.labels.outcome(roll),
                self._called_words(roll),
                self._odds(roll),
            )
        )
        self.voidButton.setEnabled(
            roll.voided_by is None
            and roll.kind not in UNVOIDABLE_KINDS
            and not self.controller.read_only
        )

    def _called_words(self, roll: LoggedRoll) -> dict[int, str]:
        """The words called before the console draws of `roll` ({} when it has none, or the
        ledger cannot be read: the detail then gives the draw's number only)."""
        if all(side.draw is None for side in roll.sides):
            return {}
        try:
            return self.operations.called_words()
        except Exception as exc:
            if self.operations.is_read_error(exc):
                return {}
            raise

    def _odds(self, roll: LoggedRoll) -> list[str]:
        """The chance the logged outcome had, as the dispute report says it ([] for a row
        without dice, or a pack copy that cannot be read)."""
        if not roll.sides:
            return []
        names = dataclasses.replace(self.labels.readable(), names=self._names)
        try:
            return self.operations.odds_captions(roll, names)
        except Exception as exc:
            if self.operations.is_read_error(exc):
                return []
            raise

    def _void_of(self, roll: LoggedRoll) -> LoggedRoll | None:
        """The row that voided `roll` (None if it stands or cannot be read)."""
        if roll.voided_by is None:
            return None
        try:
            return self.model.roll_of(roll.voided_by)
        except Exception as exc:  # a file gone or damaged: the detail says the number only
            if self.operations.is_read_error(exc):
                return None
            raise

    def _roll_logged(self, _roll: object = None) -> None:
        current = self.current_roll()
        added = self.model.add_newest()
        if current is not None:
            row = self.model.row_of(current.sequence)
            if row is not None:
                self.select_row(row)  # also redraws a row a void just struck through
        elif added:
            self._select_first()

    # --- actions --------------------------------------------------------------------------

    def ask_void_reason(self, roll: LoggedRoll) -> str | None:
        """The umpire's reason for voiding (None: cancelled). Tests replace it."""
        text, ok = QInputDialog.getText(
            self,
            self.tr("Void roll {n}").format(n=roll.sequence),
            self.tr("Roll {n}: {what}\n\nWhy is it void? (The roll stays in the log, struck "
                    "through, and its effects are reversed.)").format(
                n=roll.sequence, what=self._roll_summary(roll)
            ) + self.void_caution(roll),
        )  # fmt: skip
        return text if ok else None

    def void_caution(self, roll: LoggedRoll) -> str:
        """Said before voiding a roll whose state changes were changed again since: voiding
        puts them back to before the roll, over the later change ("" when none)."""
        try:
            overwrites = self.operations.void_overwrites(roll.sequence)
        except OperationRefused:
            return ""
        if not overwrites:
            return ""
        changes = "; ".join(effect_label(effect, self._names) for effect in overwrites)
        return "\n\n" + self.tr(
            "Caution: a later roll changed what this roll set. Voiding puts it back to before "
            "this roll, over that change: {changes}."
        ).format(changes=changes)

    def _roll_summary(self, roll: LoggedRoll) -> str:
        """ "Fire by hand weapons · I./15th Infantry Regiment · 1 figure lost": which roll
        the umpire is about to void, as the table shows it."""
        parts = [self.labels.kind(roll.kind)]
        if roll.units:
            parts.append(", ".join(self._names.get(unit, unit) for unit in roll.units))
        if roll.outcome is not None:
            parts.append(self.labels.outcome(roll) or roll.outcome.label or roll.outcome.key)
        return " · ".join(parts)

    def void_current(self) -> bool:
        roll = self.current_roll()
        if roll is None:
            return False
        reason = self.ask_void_reason(roll)
        if reason is None:
            return False
        try:
            void = self.operations.void_roll(roll.sequence, reason)
        except OperationRefused as exc:
            self._show_chain(str(exc), ok=False)
            return False
        if self.model.row_of(void.sequence) is None:
            self.model.add_newest()
        self.select_sequence(roll.sequence)
        self._show_chain(
            self.tr("Roll {n} voided by roll {m}.").format(n=roll.sequence, m=void.sequence),
            ok=True,
        )
        return True

    def verify(self) -> None:
        """Check the hash chain and the state replayed from the log in a thread of its own
        (a log of a million rolls takes seconds); the buttons wait, and `chain_checked` says
        the result when it is shown."""
        self._check(None)

    def _check(self, seals: str | None) -> None:
        """`verify`, with the seals the players hold (as typed) when given."""
        try:
            call = self.operations.verify_call(seals)
        except OperationRefused as exc:
            self._show_chain(str(exc), ok=False)
            self.chain_checked.emit(False)
            return
        self._verify_generation += 1
        generation = self._verify_generation
        self.verifyButton.setEnabled(False)
        self.sealsButton.setEnabled(False)
        self._show_chain(self.tr("Checking the hash chain…"), ok=True)
        self._background.start(
            lambda: (generation, call()), self._show_report, self._verify_failed, "verify-view"
        )

    def check_seals(self) -> None:
        """Check seals…: ask for the seals the players wrote down, then verify with them."""
        text = self.ask_seals()
        if text is not None and text.strip():
            self._check(text)

    def ask_seals(self) -> str | None:
        """The seals typed by the umpire, or None if cancelled (tests replace this)."""
        box = QInputDialog(self)
        box.setWindowTitle(self.tr("Check seals"))
        box.setLabelText(
            self.tr(
                "The seals the players wrote down, one a line or separated by commas "
                "(e.g. B4 7Q2K-9FXA-3MWD):"
            )
        )
        box.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        # Enter starts a new line in the field, so Tab must reach OK (not type a tab).
        for field in box.findChildren(QPlainTextEdit):
            field.setTabChangesFocus(True)
        accepted = box.exec() == QDialog.DialogCode.Accepted
        text = box.textValue()
        box.deleteLater()
        return text if accepted else None

    def _show_report(self, checked: tuple[int, VerifyReport]) -> None:
        generation, report = checked
        if generation != self._verify_generation:  # another game was opened meanwhile
            return
        self.verifyButton.setEnabled(True)
        self.sealsButton.setEnabled(True)
        self._show_chain(self._chain_text(report), ok=report.ok)
        self.chainLabel.setToolTip(report.summary())  # the store's full account, in English
        if not report.ok and report.bad_sequence is not None:
            self.clear_filters()
            self.select_sequence(report.bad_sequence)
        self.chain_checked.emit(report.ok)

    def _verify_failed(self, error: BaseException) -> None:
        self.verifyButton.setEnabled(True)
        self.sealsButton.setEnabled(True)
        self._show_chain(
            self.tr("The log could not be checked: {reason}").format(reason=error_text(error)),
            ok=False,
        )
        self.chain_checked.emit(False)
        if not self.operations.is_read_error(error):
            raise error  # a bug, for the application's hook to report; the view has answered

    def _chain_text(self, report: VerifyReport) -> str:
        """What the check of the hash chain found, in the interface language, with the
        store's reason for a broken chain said in it too."""
        reason = display_text(
            "verify", report.reason_template or "", report.reason_args, report.reason or ""
        )
        if not report.ok:
            if report.bad_bound is not None:
                return self.tr("BROKEN at bound {n}: {reason}").format(
                    n=report.bad_bound, reason=reason
                )
            if report.bad_draw is not None:
                return self.tr("BROKEN at console draw {n}: {reason}").format(
                    n=report.bad_draw, reason=reason
                )
            if report.bad_sequence is not None:
                return self.tr("BROKEN at roll {n}: {reason}").format(
                    n=report.bad_sequence, reason=reason
                )
            if report.bad_entry is not None:
                return self.tr("BROKEN at state journal entry {n}: {reason}").format(
                    n=report.bad_entry, reason=reason
                )
            return self.tr("BROKEN: {reason}").format(reason=reason)
        parts = [self.tr("OK: %Ln roll(s), hash chain intact", "", report.rolls_checked)]
        if report.adjustments:
            parts.append(self.tr("%n roster correction(s) by the umpire", "", report.adjustments))
        if report.unused_draws:
            parts.append(
                self.tr("%n console draw(s) shown but never logged", "", len(report.unused_draws))
            )
        if report.seed_checked:
            parts.append(self.tr("console dice follow from the seed"))
        elif report.console_dice:
            parts.append(self.tr("console dice not checked (seed not given or revealed)"))
        else:
            parts.append(self.tr("no console dice"))
        if report.state_checked and report.state_from_roll:
            parts.append(
                self.tr("state proven from roll %1 on").replace("%1", str(report.state_from_roll))
            )
        elif report.state_checked:
            parts.append(self.tr("state proven from the log"))
        else:
            parts.append(self.tr("state not proven (no state journal yet)"))
        if report.seals_checked:
            parts.append(
                self.tr("the seals match the log: %1").replace(
                    "%1", ", ".join(report.seals_checked)
                )
            )
        return "; ".join(parts)

    def _show_chain(self, text: str, ok: bool) -> None:
        self.chainLabel.setText(text)
        self.chainLabel.setStyleSheet(
            "" if ok else colours.text_style(Tone.ERROR, "font-weight: bold;")
        )

    def export_to(self, path: str | Path, delimiter: str | None = None) -> Path:
        """Export what the filters show; the suffix picks HTML, PDF, CSV or JSON. A CSV's
        cells are separated by `delimiter` (default: the umpire's last choice, else the
        locale's: `gui.csv_export`)."""
        if delimiter is None:
            delimiter = preferred_delimiter(self.settings)
        written = self.operations.export_file(path, self.model.log_filter, delimiter=delimiter)
        self._say_exported(written)
        return written

    def _say_exported(self, written: Path) -> None:
        """Said beside the roll count, so the chain check's result stays in view: the file's
        name and the folder it went to, for the umpire to find it (a long folder wraps)."""
        self.statusLabel.setText(
            self.tr("Exported {name} to {folder}").format(
                name=written.name, folder=str(written.parent)
            )
        )
        self.statusLabel.setToolTip(str(written))

    def _export(self) -> None:
        csv_types = csv_file_types(self.settings)
        formats = [
            (self.tr("Dispute report (*.html)"), ".html"),
            (self.tr("PDF (*.pdf)"), ".pdf"),
            *((name, ".csv") for name, _delimiter in csv_types),
            (self.tr("JSON (*.json)"), ".json"),
        ]
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the roll log"),
            str(self._export_suggestion()),
            ";;".join(name for name, _suffix in formats),
        )
        if not path:
            return
        if not Path(path).suffix:
            # A name typed without a suffix takes the format chosen in the dialog.
            path += dict(formats).get(chosen, ".html")
        try:
            self.export_to(path, chosen_delimiter(self.settings, chosen))
        except (OperationRefused, OSError) as exc:
            self._show_chain(str(exc), ok=False)

    def _export_suggestion(self) -> Path:
        """Beside the game's file, named after it: "plancenoit-log.html"."""
        path = self.operations.game_path()
        if path is None:
            return Path.home() / "roll-log.html"
        return path.with_name(f"{path.stem}-log.html")

    def _print(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            self.operations.print_log(printer, self.model.log_filter)
        except OperationRefused as exc:
            self._show_chain(str(exc), ok=False)

    def summary_bound(self) -> int:
        """The bound the turn summary is of: the filter's, else the game's."""
        chosen = self.model.log_filter.bound
        return chosen if chosen is not None else self.controller.bound or 1

    def export_summary_to(self, path: str | Path, bound: int | None = None) -> Path:
        """Write the turn summary of `bound` (default: `summary_bound`) to `path`."""
        bound = self.summary_bound() if bound is None else bound
        written = self.operations.export_summary_file(path, bound)
        self._say_exported(written)
        return written

    def _export_summary(self) -> None:
        bound = self.summary_bound()
        formats = [(self.tr("PDF (*.pdf)"), ".pdf"), (self.tr("Web page (*.html)"), ".html")]
        game_path = self.operations.game_path()
        folder = game_path.parent if game_path is not None else Path.home()
        stem = game_path.stem if game_path is not None else "game"
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Turn summary of bound %1").replace("%1", str(bound)),
            str(folder / f"{stem}-bound-{bound}.pdf"),
            ";;".join(name for name, _suffix in formats),
        )
        if not path:
            return
        if not Path(path).suffix:
            path += dict(formats).get(chosen, ".pdf")
        try:
            self.export_summary_to(path, bound)
        except (OperationRefused, OSError) as exc:
            self._show_chain(str(exc), ok=False)


class RollLogWindow(QDialog):
    """The log viewer in a window of its own (non-modal)."""

    def __init__(self, controller: RollDesk, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rollLogWindow")
        self.setWindowTitle(self.tr("Roll log"))
        self.view = RollLogView(controller, self)
        self.view.tableView.setFocus()  # the arrow keys walk the log at once
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.view)
        fit_to_screen(self, 1280, 720)


_open_windows: dict[int, RollLogWindow] = {}


def open_roll_log(
    controller: RollDesk, parent: QWidget | None = None, settings: QSettings | None = None
) -> RollLogWindow:
    """Show the log window of this controller, reusing it if it is open; `settings` keep
    the umpire's choices (the CSV separator)."""
    window = _open_windows.get(id(controller))
    if window is None:
        window = RollLogWindow(controller, parent)
        _open_windows[id(controller)] = window
        window.destroyed.connect(lambda *_: _open_windows.pop(id(controller), None))
    window.view.settings = settings
    window.show()
    window.raise_()
    window.activateWindow()
    return window
