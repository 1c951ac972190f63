"""The movement step: what each unit did of its written order, confirmed unit by unit.

One line per unit whose order of the bound moves it (march, change of formation, split or
assembly, attack), with what carrying it out sets: the charge (2.3.3), fast march (2.3.2),
a split, assembly or change of formation (Table 8). Enter confirms the chosen line as the
form below says — by default "as ordered", or "not carried out" for an order whose
ordering roll failed (1.1.3) — logs it (a `movement` row, no dice) and goes to the next
line, so a bound's movements are confirmed with one key press each. Only in part: the
umpire unticks what was not done and says why. The units a unit marched through are named
here (1.1.1: they may not fire later this bound). Take back voids the confirmation, as for
a roll. The dialog reads through the play session; the roll actions write.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ba_console.core.orders import FORMATIONS
from ba_console.gui.dialogs.roll.panel import restriction_text
from ba_console.gui.labels import display_text, effect_label, label
from ba_console.gui.operations import OperationRefused
from ba_console.gui.protocols import RollDesk
from ba_console.gui.screen import fit_to_screen
from ba_console.play import LoggedRoll
from ba_console.play.choices import PlayError
from ba_console.play.movement import MovementChoice, MovementLine, MovementPreview
from ba_console.rules.common import MovementDone

UNIT, ORDER, SETS, DONE = range(4)
OUTCOMES = ("as_ordered", "in_part", "not_carried_out")


class MovementDialog(QDialog):
    """The movement step of a bound (see the module)."""

    movement_logged = Signal(object)  # the LoggedRoll

    def __init__(self, controller: RollDesk, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("movementDialog")
        self.controller = controller
        self.session = controller.rolls.session
        self.lines: list[MovementLine] = []
        self.preview: MovementPreview | None = None
        self._filling = False
        self._acting = False  # our own write: its `roster_changed` is answered after it
        self._build()
        self.reload()
        controller.roster_changed.connect(self._roster_changed)
        controller.game_closed.connect(self.close)

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.setWindowTitle(self.tr("Movement"))
        self.headerLabel = QLabel()
        self.headerLabel.setObjectName("headerLabel")
        self.headerLabel.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setObjectName("movementTable")
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels(
            [self.tr("Unit"), self.tr("Order as written"), self.tr("Sets"), self.tr("Done")]
        )
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(ORDER, QHeaderView.ResizeMode.Stretch)
        for column in (UNIT, SETS, DONE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.currentItemChanged.connect(self._line_chosen)

        self.formBox = QGroupBox(self.tr("What was carried out"))
        form = QFormLayout(self.formBox)
        self.outcomeButtons = QButtonGroup(self)
        row = QHBoxLayout()
        texts = {
            "as_ordered": self.tr("&As ordered"),
            "in_part": self.tr("Only in &part"),
            "not_carried_out": self.tr("&Not carried out"),
        }
        self.outcomeRadios: dict[str, QRadioButton] = {}
        for index, key in enumerate(OUTCOMES):
            radio = QRadioButton(texts[key])
            radio.setObjectName(f"outcome_{key}")
            self.outcomeButtons.addButton(radio, index)
            self.outcomeRadios[key] = radio
            row.addWidget(radio)
        row.addStretch(1)
        form.addRow(self.tr("Carried out:"), row)
        self.reasonEdit = QLineEdit()
        self.reasonEdit.setObjectName("reasonEdit")
        self.reasonEdit.setPlaceholderText(self.tr("why, if not as ordered (kept in the log)"))
        reason_label = QLabel(self.tr("&Reason:"))
        reason_label.setBuddy(self.reasonEdit)
        form.addRow(reason_label, self.reasonEdit)
        did = QHBoxLayout()
        self.chargeCheck = QCheckBox(self.tr("Charge (2.3.3)"))
        self.chargeCheck.setObjectName("chargeCheck")
        self.fastCheck = QCheckBox(self.tr("Fast march (2.3.2)"))
        self.fastCheck.setObjectName("fastCheck")
        self.formationCheck = QCheckBox(self.tr("Split, assembly or change of formation"))
        self.formationCheck.setObjectName("formationCheck")
        self.formationCombo = QComboBox()
        self.formationCombo.setObjectName("formationCombo")
        self.formationCombo.addItem(self.tr("unchanged"), None)
        for formation in FORMATIONS:
            self.formationCombo.addItem(label(formation), formation)
        for widget in (self.chargeCheck, self.fastCheck, self.formationCheck):
            did.addWidget(widget)
        did.addWidget(QLabel(self.tr("now in:")))
        did.addWidget(self.formationCombo)
        did.addStretch(1)
        form.addRow(self.tr("Did:"), did)
        through = QHBoxLayout()
        self.throughCombo = QComboBox()
        self.throughCombo.setObjectName("throughCombo")
        self.throughCombo.setMinimumContentsLength(24)
        self.addThroughButton = QPushButton(self.tr("A&dd"))
        self.addThroughButton.setObjectName("addThroughButton")
        self.addThroughButton.setAutoDefault(False)
        self.throughLabel = QLabel()
        self.throughLabel.setObjectName("throughLabel")
        self.throughLabel.setWordWrap(True)
        self.clearThroughButton = QPushButton(self.tr("Clear"))
        self.clearThroughButton.setAutoDefault(False)
        through.addWidget(self.throughCombo, 1)
        through.addWidget(self.addThroughButton)
        through.addWidget(self.clearThroughButton)
        through_label = QLabel(self.tr("&Marched through:"))
        through_label.setBuddy(self.throughCombo)
        through_label.setToolTip(
            self.tr("Units it passed through: they may not fire later this bound (1.1.1).")
        )
        form.addRow(through_label, through)
        form.addRow("", self.throughLabel)
        self.ruleLabel = QLabel()
        self.ruleLabel.setObjectName("ruleLabel")
        self.ruleLabel.setWordWrap(True)
        self.rulingCheck = QCheckBox(self.tr("Umpire's ruling: done an&yway (1.1.9)"))
        self.rulingCheck.setObjectName("rulingCheck")
        form.addRow(self.ruleLabel)
        form.addRow(self.rulingCheck)
        self.setsLabel = QLabel()
        self.setsLabel.setObjectName("setsLabel")
        self.setsLabel.setWordWrap(True)
        form.addRow(self.tr("Sets:"), self.setsLabel)

        self.messageLabel = QLabel()
        self.messageLabel.setObjectName("messageLabel")
        self.messageLabel.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.confirmButton = buttons.addButton(
            self.tr("&Confirm (Enter)"), QDialogButtonBox.ButtonRole.ApplyRole
        )
        self.confirmButton.setObjectName("confirmButton")
        self.takeBackButton = buttons.addButton(
            self.tr("&Take back"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.takeBackButton.setObjectName("takeBackButton")
        self.takeBackButton.setToolTip(
            self.tr("Void this unit's confirmation in the log (it stays there, struck through).")
        )
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        for button in (self.takeBackButton, close):
            button.setAutoDefault(False)
        self.confirmButton.clicked.connect(self.confirm)
        self.takeBackButton.clicked.connect(self.take_back)
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.messageLabel, 1)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.formBox)
        layout.addLayout(bottom)

        self.outcomeButtons.idClicked.connect(self._outcome_chosen)
        for check in (self.chargeCheck, self.fastCheck, self.formationCheck, self.rulingCheck):
            check.toggled.connect(lambda _on: self.refresh())
        self.formationCombo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.reasonEdit.textChanged.connect(lambda _t: self.refresh())
        self.addThroughButton.clicked.connect(self._add_through)
        self.clearThroughButton.clicked.connect(self._clear_through)
        for keys in ("Return", "Enter"):
            QShortcut(QKeySequence(keys), self, activated=self.confirm)
        self._through: list[str] = []
        fit_to_screen(self, 960, 600)

    # --- reading --------------------------------------------------------------------------

    def reload(self, keep: str | None = None) -> None:
        """Read the lines again (after a confirmation, a void, a roster change) and go to
        `keep`, else to the first line still to confirm."""
        self.lines = self.session.movement_lines()
        names = self.session.names()
        self._filling = True
        try:
            self.table.clear()
            for line in self.lines:
                item = QTreeWidgetItem(
                    [
                        names.get(line.unit, line.unit),
                        line.order.text or self.tr("(no text)"),
                        self._sets_text(line.implied),
                        self._done_text(line),
                    ]
                )
                item.setData(UNIT, Qt.ItemDataRole.UserRole, line.unit)
                item.setToolTip(ORDER, line.order.text)
                if line.confirmed:
                    for column in range(4):
                        item.setForeground(column, self.palette().placeholderText())
                self.table.addTopLevelItem(item)
        finally:
            self._filling = False
        bound = self.session.bound
        open_lines = [line for line in self.lines if not line.confirmed]
        self.headerLabel.setText(
            self.tr("Bound %1: %n unit(s) to confirm. Enter confirms the chosen one and goes on.",
                    "", len(open_lines)).replace("%1", str(bound))
            if self.lines
            else self.tr("Bound %1: no unit has an order that moves it.").replace("%1", str(bound))
        )  # fmt: skip
        wanted = keep or next((line.unit for line in open_lines), None)
        index = next((i for i, line in enumerate(self.lines) if line.unit == wanted), 0)
        if self.lines:
            self.table.setCurrentItem(self.table.topLevelItem(index))
            self._line_chosen()
        else:
            self.formBox.setEnabled(False)
            self.confirmButton.setEnabled(False)
            self.takeBackButton.setEnabled(False)
        self._fill_through()

    def current_line(self) -> MovementLine | None:
        item = self.table.currentItem()
        if item is None:
            return None
        unit = item.data(UNIT, Qt.ItemDataRole.UserRole)
        return next((line for line in self.lines if line.unit == unit), None)

    def _sets_text(self, done: MovementDone) -> str:
        parts = []
        if done.charged:
            parts.append(label("charged"))
        if done.fast_march:
            parts.append(label("fast_march"))
        if done.changed_formation:
            parts.append(label("changed_formation"))
        if done.formation:
            parts.append("→ " + label(done.formation))
        return ", ".join(parts) or "–"

    def _done_text(self, line: MovementLine) -> str:
        if line.logged is None:
            return ""
        key = line.logged.outcome.key if line.logged.outcome else ""
        return f"✓ {label(key)} (#{line.logged.sequence})"

    def _line_chosen(self, *_: object) -> None:
        """Another line: the form takes its defaults (what Enter would confirm)."""
        if self._filling:
            return
        line = self.current_line()
        self.formBox.setEnabled(line is not None and not line.confirmed)
        self.takeBackButton.setEnabled(line is not None and line.confirmed)
        if line is None:
            return
        self._filling = True
        try:
            self.outcomeRadios[line.default].setChecked(True)
            self.reasonEdit.setText("")
            self.rulingCheck.setChecked(False)
            self._through = []
            self._show_done(line.implied if line.default != "not_carried_out" else MovementDone())
        finally:
            self._filling = False
        self._fill_through()
        self.refresh()

    def _show_done(self, done: MovementDone) -> None:
        self.chargeCheck.setChecked(done.charged)
        self.fastCheck.setChecked(done.fast_march)
        self.formationCheck.setChecked(done.changed_formation)
        self.formationCombo.setCurrentIndex(max(self.formationCombo.findData(done.formation), 0))

    def _outcome_chosen(self, index: int) -> None:
        line = self.current_line()
        if line is None:
            return
        self._filling = True
        try:
            self._show_done(
                line.implied if OUTCOMES[index] != "not_carried_out" else MovementDone()
            )
        finally:
            self._filling = False
        if OUTCOMES[index] != "as_ordered":
            self.reasonEdit.setFocus()
        self.refresh()

    def choice(self) -> MovementChoice | None:
        line = self.current_line()
        if line is None:
            return None
        carried = OUTCOMES[max(self.outcomeButtons.checkedId(), 0)]
        done = None
        if carried == "in_part":
            done = MovementDone(
                charged=self.chargeCheck.isChecked(),
                fast_march=self.fastCheck.isChecked(),
                changed_formation=self.formationCheck.isChecked(),
                formation=self.formationCombo.currentData(),
            )
        return MovementChoice(
            unit=line.unit,
            carried=carried,
            reason=self.reasonEdit.text(),
            done=done,
            passed_through=tuple(self._through),
            ruling=self.rulingCheck.isChecked(),
        )

    def refresh(self) -> None:
        """Read the form again: what it would set, and what the rules say against it."""
        if self._filling:
            return
        line = self.current_line()
        choice = self.choice()
        in_part = choice is not None and choice.carried == "in_part"
        for widget in (self.chargeCheck, self.fastCheck, self.formationCheck, self.formationCombo):
            widget.setEnabled(in_part)
        if line is None or choice is None or line.confirmed:
            self.preview = None
            self.setsLabel.setText("")
            self.ruleLabel.setVisible(False)
            self.rulingCheck.setVisible(False)
            self.confirmButton.setEnabled(False)
            self._say(self.tr("Confirmed. Take back voids it in the log.") if line else "")
            return
        try:
            preview = self.session.preview_movement(line, choice)
        except PlayError as exc:
            self.preview = None
            self.confirmButton.setEnabled(False)
            self._say(display_text("play", exc.template, exc.template_args, str(exc)), True)
            return
        self.preview = preview
        names = self.session.names()
        effects = [effect_label(effect, names) for effect in preview.draft.effects]
        self.setsLabel.setText("; ".join(effects) or self.tr("nothing"))
        blocking = [r for r in preview.restrictions if r.blocking]
        self.ruleLabel.setVisible(bool(blocking))
        self.rulingCheck.setVisible(bool(blocking))
        if blocking:
            heading = self.tr("The rules forbid it:")
            lines = [f"• {escape(restriction_text(r), quote=False)}" for r in blocking]
            self.ruleLabel.setText(
                f"<b>{escape(heading, quote=False)}</b><br>" + "<br>".join(lines)
            )
        self.confirmButton.setEnabled(preview.can_confirm)
        if preview.blocked_by:
            self._say(self.tr("Untick what was not done, or rule it done anyway (1.1.9)."), True)
        else:
            self._say(self.tr("Enter confirms {unit}: {outcome}.").format(
                unit=names.get(line.unit, line.unit), outcome=label(choice.carried)
            ))  # fmt: skip

    def _say(self, text: str, problem: bool = False) -> None:
        self.messageLabel.setText(f"⚠ {text}" if problem and text else text)

    # --- marched through ------------------------------------------------------------------

    def _fill_through(self) -> None:
        line = self.current_line()
        names = self.session.names()
        self.throughCombo.clear()
        side = self.session.side_of(line.unit) if line else ""
        units = [u for u in self.controller.units() if line is None or u.key != line.unit]
        # Own units first: an enemy unit is never passed through (2.3.4).
        units.sort(key=lambda u: u.side != side)
        for unit in units:
            if unit.figures > 0:
                self.throughCombo.addItem(unit.name, unit.key)
        self.throughLabel.setText(", ".join(names.get(k, k) for k in self._through) or "–")

    def _add_through(self) -> None:
        key = self.throughCombo.currentData()
        if key and key not in self._through:
            self._through.append(key)
        self.throughLabel.setText(
            ", ".join(self.session.names().get(k, k) for k in self._through) or "–"
        )
        self.refresh()

    def _clear_through(self) -> None:
        self._through = []
        self.throughLabel.setText("–")
        self.refresh()

    # --- acting ---------------------------------------------------------------------------

    def confirm(self) -> LoggedRoll | None:
        """Log the chosen line as the form says and go to the next line to confirm; once
        every line is confirmed, close (Enter after the last unit ends the step)."""
        self.refresh()
        line = self.current_line()
        if self.lines and all(other.confirmed for other in self.lines):
            self.close()  # every unit is confirmed: Enter is done with the step
            return None
        if self.preview is None or line is None or line.confirmed:
            return None
        self._acting = True
        try:
            row = self.controller.rolls.confirm_movement(self.preview)
        except OperationRefused as exc:
            self._say(str(exc), True)
            return None
        finally:
            self._acting = False
        self.movement_logged.emit(row)
        self.reload()
        logged = self.tr("Logged as roll %1.").replace("%1", str(row.sequence))
        if all(other.confirmed for other in self.lines):
            logged += " " + self.tr("Every unit is confirmed: Enter closes.")
        self._say(logged)
        self.table.setFocus()
        return row

    def take_back(self) -> LoggedRoll | None:
        """Void the chosen line's confirmation (the void and the row both stay in the log)."""
        line = self.current_line()
        if line is None or line.logged is None:
            return None
        self._acting = True
        try:
            void = self.controller.rolls.void_roll(
                line.logged.sequence, self.tr("taken back in the movement step")
            )
        except OperationRefused as exc:
            self._say(str(exc), True)
            return None
        finally:
            self._acting = False
        self.reload(keep=line.unit)
        return void

    def _roster_changed(self, _units: list[str]) -> None:
        if self.controller.is_open and not self._acting:
            current = self.current_line()
            self.reload(keep=current.unit if current else None)


def open_movement_dialog(
    controller: RollDesk, parent: QWidget | None = None
) -> MovementDialog | None:
    """Open the movement step (non-modal) for the open game."""
    if not controller.is_open or controller.pack is None:
        return None
    dialog = MovementDialog(controller, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.table.setFocus()
    return dialog
