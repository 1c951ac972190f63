"""The Charges dialog: General de Brigade's charge phase, step by step (VII).

On the left, the phase and its charges in the order they are carried out (interceptions,
then the phasing side's, then the non-phasing side's: note 7.12), each with its next step.
On the right, what the selected line offers now ("What next"): a decision to log (open
the phase, a club reading, declare, intercept, close the declarations, the target's
reaction, the half move, defensive fire, evasion, the chase, completion or halt…) or a
test to roll, which opens the roll dialog on the unit. A decision's fields come below it,
then its checks: what the rules refuse (only the umpire's ruling logs it anyway, and the
log's note says so), the facts of the table the umpire ticks, the club reading it waits
for, and reminders. "The log will say" shows the row's words as logged.

Keyboard: Up/Down in the lists, Enter on a choice goes to its first field (or rolls its
test, or logs a decision that asks nothing), Space ticks, Enter logs (Alt+L), Alt+R rolls.
The dialog reads through `controller.charges.session` and logs through
`controller.charges.log`; it never touches the store. It follows the log: a roll
confirmed in the roll dialog, a void or a new step shows at once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QTreeWidgetItem,
    QWidget,
)

from ba_console.core.vocabulary import rule_label, said_from
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.forms.ui_charges_dialog import Ui_ChargesDialog
from ba_console.gui.labels import label
from ba_console.gui.operations import OperationRefused
from ba_console.gui.protocols import ChargeDesk
from ba_console.gui.screen import fit_to_screen
from ba_console.play.charge import model as m
from ba_console.play.charge.decide import DecisionPreview
from ba_console.play.charge.model import Charge, ChargePhase, Choice, Field, Request, Text
from ba_console.play.charge.words import PROBLEM_TEXTS, STAGE_TEXTS, step_text
from ba_console.play.choices import PlayError
from ba_console.play.record import note_templates
from ba_console.rules.general_de_brigade.charges import ASK, PROMPT, READING, REFUSED

CONTEXT = "charges"
ROLL = "roll"
PHASE_ITEM = -1  # the tree's line of the phase itself (its decisions have no charge)


class ChargesDialog(QDialog):
    """The charge phase of the open game, for the umpire to walk step by step."""

    def __init__(self, controller: ChargeDesk, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.operations = controller.charges
        self.ui = Ui_ChargesDialog()
        self.ui.setupUi(self)
        self.setObjectName("chargesDialog")
        self.phase: ChargePhase | None = None
        self.choices: list[Choice] = []
        self.current: Choice | None = None
        self.preview: DecisionPreview | None = None
        self.fields: dict[str, QWidget] = {}
        self.questions: dict[str, QCheckBox] = {}
        self._ticked: set[str] = set()
        self._names: dict[str, str] = {}
        self._filling = False
        ui = self.ui
        ui.splitter.setStretchFactor(0, 3)
        ui.splitter.setStretchFactor(1, 2)
        ui.splitter.setSizes([700, 560])
        ui.ruleLabel.setStyleSheet(colours.text_style(Tone.MUTED))
        ui.problemLabel.setStyleSheet(colours.text_style(Tone.ERROR))
        ui.chargeTree.setColumnWidth(0, 40)
        ui.chargeTree.setColumnWidth(1, 120)
        # A charge is numbered by the log row that declared it, as every row of it in the
        # log says ("Charge 2: …"): the evening's first charge may be 2, which says why.
        ui.chargeTree.headerItem().setToolTip(
            0, self.tr("A charge's number is the log row (#) that declared it, as the log names it")
        )
        # What comes next for each charge is read whole ("charger stopped: halt" read
        # "charger stopped: h…" at 1366 px); the charge's units take the room left, and
        # their tooltip has them whole.
        header = ui.chargeTree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        # The form wraps to the pane's width: it never scrolls sideways.
        ui.formScroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The fields stand at the top; the room below them is the spacer's.
        ui.fieldsLayout.setFormAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A long label ("Øverstkommanderende for Imperial Guard at Plancenoit:") puts its
        # field on the line below rather than past the pane's right edge.
        ui.fieldsLayout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        ui.formHostLayout.setStretch(ui.formHostLayout.count() - 1, 1)
        # Long choices (a club reading's question) wrap rather than scroll sideways.
        ui.choiceList.setWordWrap(True)
        ui.choiceList.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        ui.chargeTree.currentItemChanged.connect(lambda *_: self._fill_choices())
        ui.choiceList.currentRowChanged.connect(lambda _row: self._choose())
        # A double click activates a choice; Enter is the dialog's own (`eventFilter`): the
        # list would pass it on to the default button once the choice moved the focus.
        ui.choiceList.itemDoubleClicked.connect(lambda _item: self._activate())
        ui.choiceList.installEventFilter(self)
        ui.rulingCheck.toggled.connect(lambda _on: self._reread())
        ui.noteEdit.textChanged.connect(lambda _text: self._reread())
        ui.logButton.clicked.connect(self.log_decision)
        ui.rollButton.clicked.connect(self.roll_test)
        ui.undoButton.clicked.connect(self.undo_last_step)
        undo = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        undo.activated.connect(self.undo_last_step)
        ui.closeButton.clicked.connect(self.close)
        fit_to_screen(self, 1280, 700)
        # A roll confirmed in the roll dialog, a void, a roster correction, a new step.
        controller.roster_changed.connect(self._changed)
        controller.phase_advanced.connect(self._changed)
        self.refresh()
        ui.chargeTree.setFocus()

    # --- words --------------------------------------------------------------------------

    def _read_names(self) -> None:
        names = {unit.key: unit.name for unit in self.controller.units()}
        names.update({c.key: c.name for c in self.controller.commanders()})
        names.update(self.controller.side_names())
        self._names = names

    def say(self, text: Text | Any) -> str:
        """A text of play or the rules in the interface language, keys by their names."""
        return self.say_template(text.template, text.args)

    def say_template(self, template: str, args: Mapping[str, object]) -> str:
        shown: dict[str, object] = {}
        for key, value in args.items():
            if isinstance(value, str):
                shown[key] = self._names.get(value) or _word(value)
            else:
                shown[key] = value
        translated = QCoreApplication.translate(CONTEXT, template)
        try:
            return translated.format(**shown)
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return template.format(**shown)

    def option_text(self, field: Field, value: str, label: Text | None) -> str:
        if label is not None:
            return self.say(label)
        if field.kind == "pick":
            return _word(value)
        return self._names.get(value, value)

    # --- reading the phase ----------------------------------------------------------------

    def _changed(self, *_: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read the phase again; keep the line and the choice the umpire is on."""
        if not self.controller.is_open:
            return
        try:
            session = self.operations.session
            self.phase = session.phase()
            self.choices = session.choices()
            in_phase = session.in_phase
        except (OperationRefused, PlayError) as exc:
            self.ui.problemLabel.setText(str(exc))
            return
        self._read_names()
        ui = self.ui
        position = self.controller.position()
        ui.positionLabel.setText(
            self.tr("Bound %1 · %2")
            .replace("%1", str(position.bound))
            .replace("%2", self.controller.phase_label(position))
        )
        if not in_phase:
            ui.stageLabel.setText(
                self.tr("The game is not in the charge phase: go to it with Next (F8).")
            )
            ui.stageLabel.setStyleSheet(colours.text_style(Tone.CAUTION))
        else:
            ui.stageLabel.setText(self._stage_text(self.phase))
            ui.stageLabel.setStyleSheet("")
        self._fill_tree()

    def _stage_text(self, phase: ChargePhase) -> str:
        text = self.say(Text(STAGE_TEXTS[phase.stage]))
        if phase.phasing:
            text += " · " + self.tr("phasing: %1, initiative: %2").replace(
                "%1", self._names.get(phase.phasing, phase.phasing)
            ).replace("%2", self._names.get(phase.initiative or "", phase.initiative or ""))
        return text

    def _fill_tree(self) -> None:
        tree = self.ui.chargeTree
        current = tree.currentItem()
        keep = current.data(0, Qt.ItemDataRole.UserRole) if current is not None else None
        self._filling = True
        tree.clear()
        assert self.phase is not None
        phase_item = QTreeWidgetItem(["", "", self.tr("The phase: declarations and readings"), ""])
        phase_item.setData(0, Qt.ItemDataRole.UserRole, PHASE_ITEM)
        tree.addTopLevelItem(phase_item)
        chosen = phase_item
        for charge in sorted(self.phase.charges, key=lambda c: (c.category, c.number)):
            item = QTreeWidgetItem(
                [
                    str(charge.number),
                    self._names.get(charge.side, charge.side),
                    self._charge_text(charge),
                    self.say(step_text(charge)),
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, charge.number)
            item.setToolTip(
                0,
                self.tr("Charge %1: declared in log row #%1; the log's rows name it so").replace(
                    "%1", str(charge.number)
                ),
            )
            for column in (1, 2, 3):
                item.setToolTip(column, item.text(column))
            if not charge.open:
                for column in range(4):
                    item.setForeground(column, self.palette().placeholderText())
            tree.addTopLevelItem(item)
            if charge.number == keep:
                chosen = item
        if keep is None or keep == PHASE_ITEM:
            # Where the umpire has something to do: the first open charge past declarations.
            waiting = [
                tree.topLevelItem(i)
                for i in range(1, tree.topLevelItemCount())
                if any(c.charge == tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
                       for c in self.choices)
            ]  # fmt: skip
            if keep is None and waiting and self.phase.stage == m.RESOLUTION:
                chosen = waiting[0]
        self._filling = False
        tree.setCurrentItem(chosen)
        self._fill_choices()

    def _charge_text(self, charge: Charge) -> str:
        text = (
            self.tr("%1 → %2")
            .replace("%1", self._names.get(charge.charger, charge.charger))
            .replace("%2", self._names.get(charge.target, charge.target))
        )
        if charge.interception_of is not None:
            text += " · " + self.tr("intercepts charge %1").replace(
                "%1", str(charge.interception_of)
            )
        if charge.mass:
            text += " · " + self.tr("massed column %1").replace("%1", charge.mass)
        return text

    def selected_charge(self) -> int | None:
        item = self.ui.chargeTree.currentItem()
        number = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return None if number in (None, PHASE_ITEM) else int(number)

    def _fill_choices(self) -> None:
        if self._filling:
            return
        ui = self.ui
        keep = self.current.key if self.current is not None else None
        number = self.selected_charge()
        shown = [c for c in self.choices if c.charge == number]
        ui.choiceList.blockSignals(True)
        ui.choiceList.clear()
        row = 0
        for index, choice in enumerate(shown):
            item = QListWidgetItem(self.say(choice.label))
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setToolTip(item.text())
            ui.choiceList.addItem(item)
            if choice.key == keep:
                row = index
        if keep is None and len(shown) > 1 and shown[0].action == m.OPEN:
            # The phase is open already: opening it again only corrects it; the umpire's
            # next move is a declaration.
            if self.phase is not None and self.phase.stage != m.NOT_OPEN:
                row = 1
        self._shown = shown
        ui.choiceList.blockSignals(False)
        if shown:
            ui.choiceList.setCurrentRow(row)
        self._choose(force=True)

    # --- one choice ---------------------------------------------------------------------------

    def _choose(self, force: bool = False) -> None:
        row = self.ui.choiceList.currentRow()
        choice = self._shown[row] if 0 <= row < len(getattr(self, "_shown", [])) else None
        if not force and choice is not None and self.current is not None:
            if choice.key == self.current.key:
                return
        same = choice is not None and self.current is not None and choice.key == self.current.key
        values = self.values() if same else {}
        if not same:
            self._ticked = set()
            self.ui.rulingCheck.setChecked(False)
            self.ui.noteEdit.clear()
        self.current = choice
        self._build_fields(values)
        self._reread()

    def _build_fields(self, values: Mapping[str, object]) -> None:
        layout = self.ui.fieldsLayout
        while layout.rowCount():
            layout.removeRow(0)
        self.fields = {}
        choice = self.current
        self.ui.ruleLabel.setText(
            self.tr("Rule: %1").replace("%1", _rule(choice.rule)) if choice is not None else ""
        )
        if choice is None:
            return
        for field in choice.fields:
            widget = self._field_widget(field, values.get(field.key, field.default))
            label = QLabel(self.say(field.label) + ":")
            label.setBuddy(widget)
            layout.addRow(label, widget)
            self.fields[field.key] = widget

    def _field_widget(self, field: Field, value: object) -> QWidget:
        name = f"field_{field.key.replace('.', '_')}"
        if field.kind in ("side", "unit", "commander", "charge", "pick"):
            combo = QComboBox()
            combo.setObjectName(name)
            # As wide as the pane lets it, not as its longest name: the whole name is read
            # in the list it opens.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(16)
            if not field.required or value is None:
                combo.addItem("—", None)
            for option, label in field.options:
                combo.addItem(self.option_text(field, option, label), option)
            index = combo.findData(value) if value is not None else 0
            combo.setCurrentIndex(max(0, index))
            combo.currentIndexChanged.connect(lambda _i: self._reread())
            return combo
        if field.kind == "units":
            box = QListWidget()
            box.setObjectName(name)
            chosen = set(value or ()) if isinstance(value, list | tuple | set) else set()
            for option, label in field.options:
                item = QListWidgetItem(self.option_text(field, option, label))
                item.setData(Qt.ItemDataRole.UserRole, option)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                checked = Qt.CheckState.Checked if option in chosen else Qt.CheckState.Unchecked
                item.setCheckState(checked)
                box.addItem(item)
            # As tall as its rows (up to six, then it scrolls): a taller list would stand
            # centred in its row of the form, away from its label.
            rows = max(1, min(6, box.count()))
            box.setFixedHeight(rows * max(box.sizeHintForRow(0), 18) + 2 * box.frameWidth() + 4)
            box.itemChanged.connect(lambda _item: self._reread())
            return box
        if field.kind == "count":
            spin = QSpinBox()
            spin.setObjectName(name)
            spin.setRange(0, 999)
            spin.setValue(int(value or 0))
            spin.valueChanged.connect(lambda _v: self._reread())
            return spin
        if field.kind == "flag":
            check = QCheckBox()
            check.setObjectName(name)
            check.setChecked(bool(value))
            check.toggled.connect(lambda _on: self._reread())
            return check
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setText(str(value or ""))
        edit.textChanged.connect(lambda _t: self._reread())
        return edit

    def values(self) -> dict[str, object]:
        """The fields as the umpire left them."""
        found: dict[str, object] = {}
        for key, widget in self.fields.items():
            if isinstance(widget, QComboBox):
                found[key] = widget.currentData()
            elif isinstance(widget, QListWidget):
                found[key] = [
                    widget.item(i).data(Qt.ItemDataRole.UserRole)
                    for i in range(widget.count())
                    if widget.item(i).checkState() == Qt.CheckState.Checked
                ]
            elif isinstance(widget, QSpinBox):
                found[key] = widget.value()
            elif isinstance(widget, QCheckBox):
                found[key] = widget.isChecked()
            elif isinstance(widget, QLineEdit):
                found[key] = widget.text()
        return found

    def request(self) -> Request | None:
        choice = self.current
        if choice is None or choice.action == ROLL:
            return None
        return Request(
            choice.action,
            choice.charge,
            choice.option,
            self.values(),
            frozenset(self._ticked),
            ruling=self.ui.rulingCheck.isChecked(),
            note=self.ui.noteEdit.text(),
        )

    def _reread(self) -> None:
        """Read the decision as it stands: its checks, why it cannot be logged yet, and
        what the log will say."""
        ui = self.ui
        request = self.request()
        self.preview = None
        if request is not None:
            try:
                self.preview = self.operations.session.preview(request)
            except (OperationRefused, PlayError, ValueError) as exc:
                ui.problemLabel.setText(str(exc))
        self._show_checks()
        choice = self.current
        rolling = choice is not None and choice.action == ROLL
        ui.rollButton.setEnabled(rolling)
        ui.undoButton.setEnabled(self._can_undo())
        ui.rollButton.setDefault(rolling)
        ui.logButton.setDefault(not rolling)
        preview = self.preview
        ui.logButton.setEnabled(preview is not None and preview.can_log)
        refused = preview is not None and any(c.level == REFUSED for c in preview.checks)
        ui.rulingCheck.setVisible(refused or ui.rulingCheck.isChecked())
        ui.noteEdit.setEnabled(request is not None)
        if rolling:
            ui.logsLabel.setText(
                self.tr("The test is rolled in the roll dialog and logged as a roll.")
            )
            ui.problemLabel.clear()
        elif preview is not None and preview.draft is not None:
            label = preview.draft.outcome.label if preview.draft.outcome else ""
            # The row keeps the English; the umpire reads it in his language, as the log
            # viewer and the dispute report say it.
            said = said_from(label, {}, QCoreApplication.translate, note_templates())
            # A decision not filled in yet says only what it is ("charge decision").
            label = said or self.say(preview.label)
            ui.logsLabel.setText(self.tr("The log will say: %1").replace("%1", label))
            ui.problemLabel.setText(self._problem_text(preview))
        else:
            ui.logsLabel.clear()
            if choice is None:
                ui.problemLabel.setText(self.tr("Nothing to do here now."))

    def _problem_text(self, preview: DecisionPreview) -> str:
        problem = preview.problem
        # A refusal in red; what is still to tick or answer in amber.
        blocked = problem is not None and problem.code == "blocked"
        self.ui.problemLabel.setStyleSheet(
            colours.text_style(Tone.ERROR if blocked else Tone.CAUTION)
        )
        if problem is None:
            return ""
        subject = self.say(problem.subject)
        return QCoreApplication.translate(CONTEXT, PROBLEM_TEXTS[problem.code]).replace(
            "{subject}", subject
        )

    def _show_checks(self) -> None:
        layout = self.ui.checksLayout
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.questions = {}
        preview = self.preview
        if preview is None:
            return
        for found in preview.checks:
            text = self.say_template(found.template, found.args)
            if found.level == ASK:
                row, box = _question_row(text, _rule(found.rule))
                box.setObjectName(f"question_{found.code}")
                box.setChecked(found.code in self._ticked)
                box.toggled.connect(lambda on, code=found.code: self._tick(code, on))
                layout.addWidget(row)
                self.questions[found.code] = box
                continue
            label = QLabel()
            label.setWordWrap(True)
            label.setObjectName(f"check_{found.code}")
            label.setToolTip(_rule(found.rule))
            if found.level == REFUSED:
                label.setText("✗ " + text + f"  ({_rule(found.rule)})")
                label.setStyleSheet(colours.text_style(Tone.ERROR))
            elif found.level == READING:
                label.setText(
                    "? "
                    + text
                    + " "
                    + self.tr("(answer it on the phase's line, under its club readings)")
                )
                label.setStyleSheet(colours.text_style(Tone.CAUTION))
            elif found.level == PROMPT:
                label.setText("• " + text)
                label.setStyleSheet(colours.text_style(Tone.MUTED))
            layout.addWidget(label)
        self._tab_order()

    def _tick(self, code: str, on: bool) -> None:
        if on:
            self._ticked.add(code)
        else:
            self._ticked.discard(code)
        focused = code
        self._reread()
        box = self.questions.get(focused)
        if box is not None:
            box.setFocus()

    def _tab_order(self) -> None:
        ui = self.ui
        chain: list[QWidget] = [ui.chargeTree, ui.choiceList, *self.fields.values()]
        chain += [*self.questions.values(), ui.rulingCheck, ui.noteEdit, ui.logButton]
        chain += [ui.rollButton, ui.undoButton, ui.closeButton]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # --- acting ---------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a choice activates it, and that alone: the list would otherwise pass
        the key on, and the default button would log the choice as its fields stand
        (defensive fire with 0 figures lost) once the focus had gone to its first field."""
        if (
            watched is self.ui.choiceList
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers()
            in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        ):
            self._activate()
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the tree goes to the choices; it does not also press the default
        button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.focusWidget() is self.ui.chargeTree:
                self.ui.choiceList.setFocus()
                return
        super().keyPressEvent(event)

    def _activate(self) -> None:
        """Enter on a choice: roll its test, go to its first field, or log it."""
        choice = self.current
        if choice is None:
            return
        if choice.action == ROLL:
            self.roll_test()
        elif self.fields:
            next(iter(self.fields.values())).setFocus()
        elif self.questions:
            next(iter(self.questions.values())).setFocus()
        elif self.preview is not None and self.preview.can_log:
            self.log_decision()

    def log_decision(self) -> bool:
        """Log the decision read (Enter); False, with the reason shown, when it may not be."""
        self._reread()
        preview = self.preview
        if preview is None or not preview.can_log:
            return False
        logged = preview.request.action
        try:
            self.operations.log(preview)
        except OperationRefused as exc:
            self.ui.problemLabel.setText(str(exc))
            return False
        self.current = None  # the step moved on: its next choice comes first
        if logged == m.DECLARED:
            # Declarations closed: the charges are carried out, the first one waiting
            # comes first (while they are still open, the phase's line stays chosen).
            self.ui.chargeTree.setCurrentItem(None)
        self.refresh()
        self.ui.choiceList.setFocus()
        return True

    def _can_undo(self) -> bool:
        """Whether the line selected has a row Undo would void (read from the phase as
        last read; the row itself is found again when Undo is pressed)."""
        if self.phase is None or self.controller.read_only:
            return False
        number = self.selected_charge()
        if number is None:
            return self.phase.stage != m.NOT_OPEN
        charge = self.phase.charge(number)
        return charge is not None and bool(charge.rows)

    def undo_last_step(self) -> bool:
        """Void the last row of the line selected (a charge's last decision or test, or the
        declarations' last decision), with the umpire's reason, as the log's Void does:
        its effects are undone and the charge stands at the step before it. Pressed
        again, the row before that. False when nothing was voided."""
        if not self._can_undo():
            return False
        try:
            row = self.operations.last_step(self.selected_charge())
        except (OperationRefused, PlayError) as exc:
            self.ui.problemLabel.setText(str(exc))
            return False
        if row is None:
            return False
        sequence = row.sequence
        label = row.outcome.label if row.outcome is not None else row.kind
        if row.kind == m.CHARGE_KIND:
            label = said_from(label, {}, QCoreApplication.translate, note_templates()) or label
        else:  # a test: its kind and outcome
            kind = self.controller.pack.rolls.get(row.kind) if self.controller.pack else None
            name = kind.label.get(self.controller.language) if kind is not None else row.kind
            label = f"{name}: {label}"
        reason = self.ask_undo_reason(f"#{sequence} {label}")
        if not reason:
            return False
        try:
            self.controller.rolls.void_roll(sequence, reason)
        except OperationRefused as exc:
            self.ui.problemLabel.setText(str(exc))
            return False
        return True

    def ask_undo_reason(self, row: str) -> str | None:
        """The reason the umpire gives for voiding `row` (None: he changed his mind). A
        test replaces this to answer without a modal dialog."""
        text, ok = QInputDialog.getText(
            self,
            self.tr("Undo last step"),
            self.tr(
                "Void %1?\n\nThe row stays in the log, struck through, with your reason; "
                "its effects are undone."
            ).replace("%1", row),
            text=self.tr("mistaken: undone in the Charges dialog"),
        )
        return text.strip() if ok and text.strip() else None

    def roll_test(self) -> None:
        """Open the roll dialog on the test the choice offers (its kind and unit)."""
        choice = self.current
        if choice is None or choice.roll is None:
            return
        from ba_console.gui.dialogs.roll import open_roll_dialog

        # Refused, the tracker stays where it was; the test is rolled all the same.
        with contextlib.suppress(OperationRefused):
            self.operations.follow(choice.action, choice.charge)
        open_roll_dialog(
            self.controller,
            self,
            kind=choice.roll.kind,
            units=[role.unit for role in choice.roll.roles if role.unit],
        )


class _ClickableLabel(QLabel):
    """A question's words, which tick its box when clicked, as a check box's own text does."""

    clicked = Signal()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit()
        super().mousePressEvent(event)


def _rule(rule: str) -> str:
    """A rule reference in the interface language (the log keeps its English)."""
    return rule_label(rule, QCoreApplication.translate)


def _question_row(text: str, rule: str) -> tuple[QWidget, QCheckBox]:
    """A question to tick: a check box and its words, which wrap (a check box's own text
    does not, and the longest questions would scroll sideways)."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    box = QCheckBox()
    box.setAccessibleName(text)
    box.setToolTip(rule)
    words = _ClickableLabel(text)
    words.setWordWrap(True)
    words.setToolTip(rule)
    words.clicked.connect(box.toggle)
    layout.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
    layout.addWidget(words, 1)
    return row, box


def _word(value: str) -> str:
    """A key of play or the roster's vocabulary in the interface language."""
    shown = QCoreApplication.translate(CONTEXT, value)
    return shown if shown != value else label(value)


def open_charges_dialog(
    controller: ChargeDesk, parent: QWidget | None = None
) -> ChargesDialog | None:
    """Open the Charges dialog (non-modal), or bring forward the one open."""
    if not controller.is_open or not controller.charges.available:
        return None
    if parent is not None:
        for found in parent.findChildren(ChargesDialog):
            if found.isVisible():
                found.refresh()
                found.raise_()
                found.activateWindow()
                return found
    dialog = ChargesDialog(controller, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    controller.game_closed.connect(dialog.close)
    dialog.show()
    return dialog
