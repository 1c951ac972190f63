"""The roll dialog: one dialog for every kind of roll, driven by the pack's `RollKind`.

Each role of the kind (the firer; the attackers and the defender; the owner of an
ordering roll; the staff figure of a catch roll…) gets a panel: who rolls, their state
from the roster, the factor checklist pre-ticked from that state (reason on hover), the
dice (typed "356" or the console's, Ctrl+R) and the running total. Beside them: the exact
chance of each outcome, then — once rolled — the outcome read from the table or, where the
table is unset, a field for the outcome read from the book (with figures lost and disorder
for fire and melee), and the effects the roll will have. Nothing is applied until Confirm;
"Confirm and next" logs and opens the same roll for the next unit. An outcome typed with
no effect entered is confirmed too (many change nothing), but the line beside Confirm says
that the roster will not change.

Opened without a kind ("Roll…", F9), the dialog opens the kind the current step of the
bound calls for: the pack names the steps each kind is made in (`RollKind.steps`). A step
no kind names opens the pack's first kind; a kind the pack makes only in other steps is
cautioned, never refused. What the umpire did not choose comes from the written order of
the bound: the attack's target as the fire target or the defender, and "at the charge"
(2.3.3), marked "from the order". A melee's defender whose own order attacks its attacker
fights as an attacker too and reads Table 8's attacker column ("Attacks too", 4.1.3),
unless it may not attack or loses that attack (hit in flank or rear, infantry attacked by
cavalry: 4.1.1); the reason stands above its checklist, the umpire may change it, and the
roll's note keeps it.

Kinds differ only where the rules do: fire names its target (Tables 6/7 → 12); melee has
several attackers on one defender (Table 8 → 11) and the charge; catch rolls, engaging
and replacing a commander pick staff figures (Tables 18, 10, 19); a threshold test (General
de Brigade) asks for the unit's class. Engaging a commander (Table 10) names the unit and
the commanders in base contact with it: when several touch it, dice decide which is engaged
(1.1.4) — a roll-off first, logged as its own `roll_off` row, then the Table 10 roll for
the engaged commander (on a tie the tied commanders roll again: the console's reading, the
book's wording is not known). Where the rules forbid the chosen unit the roll (in
MD or FD it cannot fire or attack, 3.1.1 and 4.1.1; without supplies it cannot fire, 5.5.3;
a charge within 4 bounds of the last, 2.3.3), the reason stands beside the unit and Confirm
stays off unless the umpire ticks "Umpire's ruling: roll anyway" (1.1.9), which the log's
note records. The dialog collects; `controller.rolls` acts.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, RollKind, ThresholdTable
from ba_console.core.orders import Attack
from ba_console.gui.controller import parts_from_store
from ba_console.gui.labels import display_text, effect_label, label, table_reference
from ba_console.gui.operations import (
    OperationRefused,
    Restriction,
    RoleChoice,
    RollChoices,
    RollOffReading,
    RollOffThrow,
    RollOperations,
    RollPreview,
    read_roll_off,
    roll_off_role,
)
from ba_console.gui.screen import fit_to_screen
from ba_console.gui.widgets.dice_entry import DiceEntryWidget
from ba_console.gui.widgets.factor_checklist import FactorChecklistWidget
from ba_console.gui.widgets.odds_chart import OddsChartWidget
from ba_console.packs import PackError, RulePack, load_pack
from ba_console.rules import belle_alliance as ba
from ba_console.store.models import Order, Unit, UnitLookup
from ba_console.store.records import LoggedRoll

UNSET_TOOLTIP = QT_TRANSLATE_NOOP(
    "RollDialog", "unset: fill it in the pack editor or type the outcome from the book"
)
NO_CHANGE = ""  # the disorder combo's "no change"
RESTRICTED_STYLE = (
    "QLabel { background: #fdecea; color: #8c1d18; border: 1px solid #e8a19b;"
    " border-radius: 3px; padding: 4px; }"
)
RULED_STYLE = (
    "QLabel { background: #fff4dc; color: #6b4a00; border: 1px solid #e3c27a;"
    " border-radius: 3px; padding: 4px; }"
)
CAUTION_STYLE = "color: #8a5300;"  # the colour of "typed from the book"
ORDER_HINT_STYLE = "color: #555; font-style: italic;"
# The rules' warning for an outcome typed from the book whose effects were not entered.
TYPED_OUTCOME_WARNING = "typed_outcome_effects"


def placed_kinds(pack: RulePack) -> Mapping[str, RollKind]:
    """The pack's kinds of roll with the steps they are made in. A pack that names no step
    at all (a game's copy from before packs did) borrows them, kind by kind, from the
    shipped pack of its id: where a roll is made is the rules' order of play, not a value
    a club fills in, and a game in progress keeps F9's choice of roll."""
    if any(kind.steps for kind in pack.rolls.values()):
        return pack.rolls
    shipped = _shipped_rolls(pack.id)
    return {
        key: kind.model_copy(update={"steps": shipped[key].steps}) if key in shipped else kind
        for key, kind in pack.rolls.items()
    }


@functools.cache
def _shipped_rolls(pack_id: str) -> Mapping[str, RollKind]:
    try:
        return load_pack(pack_id).rolls
    except PackError:  # no shipped pack of that id: nothing to borrow
        return {}


def step_roll_kinds(kinds: Mapping[str, RollKind], phase: str, sub_phase: str | None) -> list[str]:
    """The pack's kinds of roll made in this step of the bound (each kind's `steps`), in
    the pack's order; empty where no kind names the step (movement, end of bound)."""
    return [key for key, kind in kinds.items() if kind.made_in(phase, sub_phase)]


def phase_roll_kind(
    kinds: Mapping[str, RollKind], phase: str, sub_phase: str | None, artillery: bool = False
) -> str | None:
    """The kind "Roll…" opens in this step: the first the pack makes in it; where no kind
    names the step, the first made at any time (a catch roll: no `steps`), so the dialog
    does not open on a roll it would caution against. Fire: artillery fire for a battery
    (3.4.0), hand weapons for any other."""
    present = step_roll_kinds(kinds, phase, sub_phase)
    if not present:
        return next((key for key, kind in kinds.items() if not kind.steps), None)
    if set(present) & ba.FIRE_ROLL_KINDS:
        wanted = "artillery_fire" if artillery else "fire"
        if wanted in present:
            return wanted
    return present[0]


def out_of_step(
    kinds: Mapping[str, RollKind], kind: str, phase: str, sub_phase: str | None
) -> bool:
    """A kind the pack makes in other steps, chosen in this one (a caution, never a
    refusal). A kind that names no step (a catch roll, made at any time; reorganisation,
    whose place is not known) cautions against nothing: where the pack does not say, the
    console does not either."""
    roll = kinds.get(kind)
    return roll is not None and bool(roll.steps) and not roll.made_in(phase, sub_phase)


def _logged_reading(preview: RollPreview | None) -> tuple[Any, ...] | None:
    """What Confirm would log from `preview` (dice, factors, totals, outcome, effects and
    the notes and warnings shown beside them), to compare what the dialog showed with what
    it would log. The umpire's note is left out: typing it does not read the roll again."""
    if preview is None or preview.draft is None:
        return None
    return (preview.draft.model_copy(update={"note": ""}), preview.notes, preview.warnings)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "±0"


class RolePanel(QGroupBox):
    """One role of the roll: who, their state, the checklist, the dice, the total.

    `mnemonics` picks the Alt letters of the panel's fields, so that two panels side by
    side never share one: 0 for the first role (Alt+W, Alt+D), 1 for the second (Alt+H,
    Alt+I), None for further attackers (reached with Tab)."""

    changed = Signal()
    unit_changed = Signal()

    def __init__(
        self,
        dialog: RollDialog,
        role: str,
        title: str,
        removable: bool = False,
        mnemonics: int | None = 0,
    ):
        super().__init__(title, dialog)
        self.dialog = dialog
        self.role = role
        self.mnemonics = mnemonics
        self.order_defaults_unit: str | None = None  # whose written order set the defaults
        self.setObjectName(f"rolePanel_{role}")
        ops = dialog.operations
        kind = dialog.kind
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.unitCombo = QComboBox()
        self.unitCombo.setObjectName(f"unitCombo_{role}")
        self.unitCombo.setMinimumContentsLength(24)
        self.unitCombo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        # The whole width of the panel: a unit's name and side must be read in full.
        self.unitCombo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        dialog.fill_who(self.unitCombo, staff=ops.picks_staff(kind.key))
        who_label = QLabel(self._keys(self.tr("W&ho:") if mnemonics == 1 else self.tr("&Who:")))
        who_label.setBuddy(self.unitCombo)
        # Where a default came from: the target (fire) or the defender (melee) named in the
        # written order; beside the target's combo, or beside this unit's.
        self.orderHintLabel = QLabel(self.tr("from the order"))
        self.orderHintLabel.setObjectName(f"orderHintLabel_{role}")
        self.orderHintLabel.setStyleSheet(ORDER_HINT_STYLE)
        self.orderHintLabel.setVisible(False)
        who_row = QHBoxLayout()
        who_row.addWidget(self.unitCombo, 1)
        form.addRow(who_label, who_row)
        self.stateLabel = QLabel()
        self.stateLabel.setObjectName(f"stateLabel_{role}")
        self.stateLabel.setWordWrap(True)
        self.stateLabel.setStyleSheet("color: #444;")
        form.addRow(self.stateLabel)
        # What the rules forbid this unit, right under it, and the umpire's way past it.
        self.restrictionBox = QWidget()
        box = QVBoxLayout(self.restrictionBox)
        box.setContentsMargins(0, 0, 0, 0)
        self.restrictionLabel = QLabel()
        self.restrictionLabel.setObjectName(f"restrictionLabel_{role}")
        self.restrictionLabel.setWordWrap(True)
        self.restrictionLabel.setTextFormat(Qt.TextFormat.RichText)
        ruling = self.tr("Umpire's ruling: roll an&yway (1.1.9)")
        # One Alt+Y: the first role's (only attackers are ever forbidden a roll).
        self.rulingCheck = QCheckBox(ruling if mnemonics == 0 else ruling.replace("&", ""))
        self.rulingCheck.setObjectName(f"rulingCheck_{role}")
        self.rulingCheck.setToolTip(
            self.tr("The referee's rulings override the rules (1.1.9). The ruling and the "
                    "restriction it sets aside are written in the roll's note.")
        )  # fmt: skip
        self.rulingCheck.toggled.connect(lambda _on: self.changed.emit())
        box.addWidget(self.restrictionLabel)
        box.addWidget(self.rulingCheck)
        form.addRow(self.restrictionBox)
        self._form = form
        form.setRowVisible(self.restrictionBox, False)
        self.targetCombo: QComboBox | None = None
        if kind.key in ba.FIRE_ROLL_KINDS:
            self.targetCombo = QComboBox()
            self.targetCombo.setObjectName(f"targetCombo_{role}")
            self.targetCombo.setMinimumContentsLength(24)
            self.targetCombo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            self.targetCombo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            dialog.fill_who(self.targetCombo, staff=False)
            target_label = QLabel(self._keys(self.tr("&Target:")))
            target_label.setBuddy(self.targetCombo)
            target_row = QHBoxLayout()
            target_row.addWidget(self.targetCombo, 1)
            target_row.addWidget(self.orderHintLabel)
            form.addRow(target_label, target_row)
            self.targetCombo.currentIndexChanged.connect(self._unit_changed)
        else:
            who_row.addWidget(self.orderHintLabel)
        self.chargeCheck: QCheckBox | None = None
        self.chargeHintLabel: QLabel | None = None
        if kind.key == "melee" and role != "defender":
            self.chargeCheck = QCheckBox(self._keys(self.tr("At the char&ge (2.3.3)")))
            self.chargeCheck.setObjectName(f"chargeCheck_{role}")
            self.chargeHintLabel = QLabel(self.tr("from the order"))
            self.chargeHintLabel.setObjectName(f"chargeHintLabel_{role}")
            self.chargeHintLabel.setStyleSheet(ORDER_HINT_STYLE)
            self.chargeHintLabel.setVisible(False)
            charge_row = QHBoxLayout()
            charge_row.addWidget(self.chargeCheck)
            charge_row.addWidget(self.chargeHintLabel)
            charge_row.addStretch(1)
            form.addRow("", charge_row)
            self.chargeCheck.toggled.connect(self._unit_changed)
        self.classCombo: QComboBox | None = None
        self.columnCombo: QComboBox | None = None
        result = dialog.result_table
        if isinstance(result, ThresholdTable):
            self.classCombo = QComboBox()
            self.classCombo.setObjectName(f"classCombo_{role}")
            for key, name in result.classes.items():
                threshold = result.thresholds.get(key, "?")
                self.classCombo.addItem(f"{name.get(dialog.language)} ({threshold}+)", key)
            class_label = QLabel(self._keys(self.tr("C&lass:")))
            class_label.setBuddy(self.classCombo)
            form.addRow(class_label, self.classCombo)
            self.classCombo.currentIndexChanged.connect(lambda _i: self.changed.emit())
        elif isinstance(result, BandTable) and result.columns:
            self.columnCombo = QComboBox()
            self.columnCombo.setObjectName(f"columnCombo_{role}")
            for column in result.columns:
                self.columnCombo.addItem(label(column), column)
            column_label = QLabel(self._keys(self.tr("Co&lumn:")))
            column_label.setBuddy(self.columnCombo)
            form.addRow(column_label, self.columnCombo)
            self.columnCombo.currentIndexChanged.connect(lambda _i: self.changed.emit())
        # A melee's defender that attacks too reads Table 8's attacker column (4.1.3); hit in
        # flank or rear, or infantry attacked by cavalry, it loses that attack (4.1.1). The
        # dialog ticks "Attacks too" from the written order and the roster; the umpire may
        # change it. Right above the checklist, whose column it switches.
        self.attacksTooCheck: QCheckBox | None = None
        self.flankRearCheck: QCheckBox | None = None
        self.columnLabel: QLabel | None = None
        self.factors_of: str | None = None  # the role whose factor columns the list reads
        self.column_reading: ba.DefenderColumn | None = None  # the rules' reading
        self.column_inputs: object = None  # what the reading was made from
        self.order_charge = False  # its own written attack is at the charge (2.3.3)
        if kind.key == "melee" and role == "defender" and ops.pack.rules == "belle_alliance":
            self.attacksTooCheck = QCheckBox(self._keys(self.tr("Attacks &too (4.1.3)")))
            self.attacksTooCheck.setObjectName(f"attacksTooCheck_{role}")
            self.attacksTooCheck.setToolTip(
                self.tr("When both sides attack, both read Table 8's attacker column (4.1.3). "
                        "Ticked when its written order attacks this melee's attacker.")
            )  # fmt: skip
            self.flankRearCheck = QCheckBox(self._keys(self.tr("Hit in &flank or rear (4.1.1)")))
            self.flankRearCheck.setObjectName(f"flankRearCheck_{role}")
            self.flankRearCheck.setToolTip(
                self.tr("An attacker hit in flank or rear loses its own attack and fights as "
                        "defender, though it still halted its opponent (4.1.1).")
            )  # fmt: skip
            self.columnLabel = QLabel()
            self.columnLabel.setObjectName(f"columnLabel_{role}")
            self.columnLabel.setWordWrap(True)
            self.columnLabel.setTextFormat(Qt.TextFormat.PlainText)  # a unit's name is text
            self.columnLabel.setStyleSheet(ORDER_HINT_STYLE)
            # One above the other: side by side they widen the defender's panel past the
            # others, and with two attackers it no longer fits a 1366 px screen.
            form.addRow(self.attacksTooCheck)
            form.addRow(self.flankRearCheck)
            form.addRow(self.columnLabel)
            self.attacksTooCheck.toggled.connect(self._attacks_too_toggled)
            self.flankRearCheck.toggled.connect(self._flank_rear_toggled)

        self.checklist = FactorChecklistWidget(self, dialog.language)
        self.checklist.setObjectName(f"checklist_{role}")
        tables = ops.role_tables(kind, self._spec_role())
        self.checklist.set_tables(tables)
        self.checklist.setVisible(bool(tables))
        self.checklist.changed.connect(self.changed.emit)

        self.dice = DiceEntryWidget(ops.dice_of(kind), self)
        self.dice.setObjectName(f"dice_{role}")
        self.dice.edit.setObjectName(f"diceEdit_{role}")
        dice_label = QLabel(self._keys(self.tr("D&ice:") if mnemonics == 1 else self.tr("&Dice:")))
        dice_label.setBuddy(self.dice.edit)
        self.totalLabel = QLabel()
        self.totalLabel.setObjectName(f"totalLabel_{role}")
        font = self.totalLabel.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.totalLabel.setFont(font)
        self.totalLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dice_row = QGridLayout()
        dice_row.addWidget(dice_label, 0, 0)
        dice_row.addWidget(self.dice, 0, 1)
        dice_row.addWidget(self.totalLabel, 1, 0, 1, 2)
        self.dice.faces_changed.connect(self.changed.emit)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.checklist, 1)
        layout.addLayout(dice_row)
        if not tables:
            layout.addStretch(1)  # no factors: keep the dice under the unit, not far below
        if removable:
            self.removeButton = QPushButton(self.tr("Remove this attacker"))
            self.removeButton.setObjectName(f"removeButton_{role}")
            self.removeButton.clicked.connect(lambda: dialog.remove_role(self))
            layout.addWidget(self.removeButton)
        self.unitCombo.currentIndexChanged.connect(self._unit_changed)

    def _keys(self, text: str) -> str:
        """`text` with its Alt letter, or without it on a panel that has none."""
        return text if self.mnemonics is not None else text.replace("&", "")

    def focus_chain(self) -> list[QWidget]:
        """The panel's fields top to bottom, for the dialog's Tab order."""
        fields: list[QWidget | None] = [
            self.unitCombo,
            self.rulingCheck,
            self.targetCombo,
            self.chargeCheck,
            self.classCombo,
            self.columnCombo,
            self.attacksTooCheck,
            self.flankRearCheck,
            self.checklist.tree,
            self.dice.edit,
            getattr(self, "removeButton", None),
        ]
        return [field for field in fields if field is not None]

    def set_charge(self, on: bool) -> None:
        """Tick or untick "At the charge" as a default, without rereading the roll twice."""
        if self.chargeCheck is None:
            return
        self.chargeCheck.blockSignals(True)
        self.chargeCheck.setChecked(on)
        self.chargeCheck.blockSignals(False)

    def set_attacks_too(self, on: bool) -> None:
        """Tick or untick "Attacks too" as a default, without rereading the roll twice."""
        if self.attacksTooCheck is None:
            return
        self.attacksTooCheck.blockSignals(True)
        self.attacksTooCheck.setChecked(on)
        self.attacksTooCheck.blockSignals(False)

    def set_factors_of(self, role: str | None) -> None:
        """The checklist reads the factor columns of `role` (None: this panel's own), through
        the path every role's list is made by. The umpire's own ticks stay on the same rows;
        the dialog ticks the roster's again."""
        if role == self.factors_of:
            return
        self.factors_of = role
        kept = [tick for tick in self.checklist.ticks() if not tick.auto]
        tables = self.dialog.operations.role_tables(self.dialog.kind, role or self._spec_role())
        self.checklist.blockSignals(True)  # one reread after, not one per row
        try:
            self.checklist.set_tables(tables)
            for tick in kept:
                self.checklist.set_ticked(tick.table, tick.key, True, tick.value)
        finally:
            self.checklist.blockSignals(False)

    def _attacks_too_toggled(self, _on: bool) -> None:
        self.dialog.update_defender_column(self, default=False)

    def _flank_rear_toggled(self, _on: bool) -> None:
        self.dialog.update_defender_column(self)

    def column_note(self) -> str:
        """The log's note on the Table 8 column this defender read (4.1.3, 4.1.1)."""
        if self.attacksTooCheck is None or self.column_reading is None or not self.unit:
            return ""
        return ba.defender_column_note(
            self.unit, self.column_reading, self.attacksTooCheck.isChecked()
        )

    def _spec_role(self) -> str:
        return self.dialog.kind.role(self.role).key

    def _unit_changed(self, *_: object) -> None:
        self.unit_changed.emit()

    # --- reading --------------------------------------------------------------------------

    @property
    def unit(self) -> str | None:
        return self.unitCombo.currentData()

    @property
    def target(self) -> str | None:
        return self.targetCombo.currentData() if self.targetCombo is not None else None

    def choice(self, with_ticks: bool = True) -> RoleChoice:
        faces = self.dice.faces()
        return RoleChoice(
            role=self.role,
            unit=self.unit,
            ticks=tuple(self.checklist.ticks()) if with_ticks else (),
            faces=faces,
            console=self.dice.is_console,
            target=self.target,
            column=self.columnCombo.currentData() if self.columnCombo is not None else None,
            klass=self.classCombo.currentData() if self.classCombo is not None else None,
            at_the_charge=bool(self.chargeCheck and self.chargeCheck.isChecked())
            or (self.factors_of is not None and self.order_charge),
            ruling=self.rulingCheck.isChecked(),
            factors_of=self.factors_of,
            note=self.column_note(),
        )

    def show_restrictions(self, restrictions: tuple[Restriction, ...]) -> None:
        """The rules' reasons against this unit's roll, each with its rule reference; the
        ruling checkbox only where a reason blocks the roll."""
        blocking = [r for r in restrictions if r.blocking]
        cautions = [r for r in restrictions if not r.blocking]
        self._form.setRowVisible(self.restrictionBox, bool(restrictions))
        self.rulingCheck.setVisible(bool(blocking))
        if not restrictions:
            self.restrictionLabel.clear()
            return
        lines = []
        if blocking:
            heading = (
                self.tr("Set aside by the umpire's ruling:")
                if self.rulingCheck.isChecked()
                else self.tr("The rules forbid this roll:")
            )
            lines.append(f"<b>{escape(heading, quote=False)}</b>")
            lines += [f"• {escape(r.message, quote=False)}" for r in blocking]
        note = escape(self.tr("Note:"), quote=False)
        lines += [f"<b>{note}</b> {escape(r.message, quote=False)}" for r in cautions]
        self.restrictionLabel.setText("<br>".join(lines))
        ruled = not blocking or self.rulingCheck.isChecked()
        self.restrictionLabel.setStyleSheet(RULED_STYLE if ruled else RESTRICTED_STYLE)

    def clear_ruling(self) -> None:
        """A ruling, like the answer "hit in flank or rear", is for one unit's roll: a new
        unit or a new roll starts without it."""
        for check in (self.rulingCheck, self.flankRearCheck):
            if check is not None:
                check.blockSignals(True)
                check.setChecked(False)
                check.blockSignals(False)

    def select(self, key: str | None) -> bool:
        index = self.unitCombo.findData(key)
        if index < 0:
            return False
        self.unitCombo.setCurrentIndex(index)
        return True

    def select_target(self, key: str | None) -> bool:
        if self.targetCombo is None:
            return False
        index = self.targetCombo.findData(key)
        if index < 0:
            return False
        self.targetCombo.setCurrentIndex(index)
        return True


class CommanderRollOffBox(QGroupBox):
    """Engaging a commander (1.1.4): the unit fired at or in melee, the commanders in base
    contact with it, and — when more than one is named — the roll-off that decides which
    of them is engaged. Each named commander rolls the pack's dice (typed or the console's);
    the highest total is engaged. On a tie the tied commanders roll again: that is the
    console's reading, since the book's wording on a tie is not known."""

    changed = Signal()

    def __init__(self, dialog: RollDialog):
        super().__init__(dialog)
        self.setTitle(self.tr("Commanders in base contact with the unit (1.1.4)"))
        self.setObjectName("rollOffBox")
        self.dialog = dialog
        self.spec = dialog.operations.dice_of(dialog.operations.kind("roll_off"))
        self._finished: list[RollOffThrow] = []  # rounds closed by a tie
        self._round = 1
        self._entries: dict[str, DiceEntryWidget] = {}
        self._totals: dict[str, QLabel] = {}
        self.reading: RollOffReading | None = None
        self.contactCombo = QComboBox()
        self.contactCombo.setObjectName("contactUnitCombo")
        self.contactCombo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        dialog.fill_who(self.contactCombo, staff=False)
        contact_label = QLabel(self.tr("&Unit:"))
        contact_label.setBuddy(self.contactCombo)
        self.commanderList = QListWidget()
        self.commanderList.setObjectName("commanderList")
        self.commanderList.setToolTip(
            self.tr("Tick every commander touching the unit. One: he is engaged. Several: "
                    "dice decide which is engaged (1.1.4).")
        )  # fmt: skip
        self.commanderList.setMaximumHeight(96)
        self.rollOffGrid = QGridLayout()
        self.resultLabel = QLabel()
        self.resultLabel.setObjectName("rollOffLabel")
        self.resultLabel.setWordWrap(True)
        self.resultLabel.setTextFormat(Qt.TextFormat.RichText)
        self.restartButton = QPushButton(self.tr("Roll off a&gain"))
        self.restartButton.setObjectName("rollOffRestartButton")
        self.restartButton.setToolTip(self.tr("Clear the roll-off's dice and start from round 1"))
        self.restartButton.clicked.connect(self.restart)
        top = QFormLayout()
        top.addRow(contact_label, self.contactCombo)
        top.addRow(self.tr("Commanders:"), self.commanderList)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.rollOffGrid)
        result_row = QHBoxLayout()
        result_row.addWidget(self.resultLabel, 1)
        result_row.addWidget(self.restartButton, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(result_row)
        self.contactCombo.currentIndexChanged.connect(self._unit_changed)
        self.commanderList.itemChanged.connect(lambda _item: self.restart())
        self._fill_commanders()

    # --- reading --------------------------------------------------------------------------

    @property
    def unit(self) -> str | None:
        return self.contactCombo.currentData()

    def commanders(self) -> tuple[str, ...]:
        """The ticked commanders, in the roster's order."""
        out = []
        for row in range(self.commanderList.count()):
            item = self.commanderList.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return tuple(out)

    @property
    def active(self) -> bool:
        """A roll-off is needed: more than one commander touches the unit."""
        return len(self.commanders()) > 1

    def throws(self) -> tuple[RollOffThrow, ...]:
        current = []
        for commander, entry in self._entries.items():
            faces = entry.faces()
            if faces is not None:
                current.append(RollOffThrow(commander, faces, entry.is_console, self._round))
        return (*self._finished, *current)

    @property
    def engaged(self) -> str | None:
        return self.reading.engaged if self.reading is not None else None

    def select_unit(self, key: str) -> bool:
        index = self.contactCombo.findData(key)
        if index >= 0:
            self.contactCombo.setCurrentIndex(index)
        return index >= 0

    def tick(self, *keys: str) -> None:
        self.commanderList.blockSignals(True)
        for row in range(self.commanderList.count()):
            item = self.commanderList.item(row)
            if item.data(Qt.ItemDataRole.UserRole) in keys:
                item.setCheckState(Qt.CheckState.Checked)
        self.commanderList.blockSignals(False)
        self.restart()

    def entry(self, commander: str) -> DiceEntryWidget:
        return self._entries[commander]

    # --- acting -----------------------------------------------------------------------------

    def roll_console(self) -> bool:
        """The console's dice for every commander of this round still without dice; False
        when there was nothing to roll."""
        index = {c: i for i, c in enumerate(self.commanders(), start=1)}
        rolled = False
        for commander, entry in self._entries.items():
            if entry.wants_console:
                role = roll_off_role(index[commander], self._round)
                entry.set_console_faces(
                    self.dialog.operations.console_faces("roll_off", role)
                )  # fmt: skip
                rolled = True
        return rolled

    def restart(self) -> None:
        self._finished = []
        self._round = 1
        self._build_round(self.commanders() if self.active else ())
        self.update_reading()

    def _unit_changed(self, _index: int) -> None:
        self._fill_commanders()
        self.restart()

    def _fill_commanders(self) -> None:
        """Commanders of the unit's side still standing: only they can touch it."""
        operations = self.dialog.operations
        side = operations.side_of(self.unit)
        self.commanderList.blockSignals(True)
        self.commanderList.clear()
        for commander in operations.game.commanders():
            if commander.side != side or commander.fallen:
                continue
            item = QListWidgetItem(commander.name)
            item.setData(Qt.ItemDataRole.UserRole, commander.key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.commanderList.addItem(item)
        self.commanderList.blockSignals(False)

    def _build_round(self, contenders: tuple[str, ...]) -> None:
        while self.rollOffGrid.count():
            widget = self.rollOffGrid.takeAt(0).widget()
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self._entries = {}
        self._totals = {}
        names = self.dialog.operations.names()
        for row, commander in enumerate(contenders):
            name = QLabel(names.get(commander, commander))
            entry = DiceEntryWidget(self.spec, self)
            entry.setObjectName(f"rollOffDice_{commander}")
            entry.edit.setObjectName(f"rollOffDiceEdit_{commander}")
            entry.faces_changed.connect(self.update_reading)
            total = QLabel()
            total.setObjectName(f"rollOffTotal_{commander}")
            total.setMinimumWidth(70)
            self.rollOffGrid.addWidget(name, row, 0)
            self.rollOffGrid.addWidget(entry, row, 1)
            self.rollOffGrid.addWidget(total, row, 2)
            self._entries[commander] = entry
            self._totals[commander] = total
        self.rollOffGrid.setColumnStretch(1, 1)

    def update_reading(self) -> None:
        """Read the roll-off again; a completed round with a tie opens the next round for
        the tied commanders."""
        commanders = self.commanders()
        self.restartButton.setVisible(len(commanders) > 1)
        if len(commanders) < 2:
            self.reading = None
            self.resultLabel.setText(
                self.tr("One commander touches the unit: he is engaged, no roll-off.")
                if commanders
                else self.tr("Tick the commanders touching the unit; several: a roll-off.")
            )
            self.changed.emit()
            return
        reading = read_roll_off(commanders, self.throws())
        for commander, total_label in self._totals.items():
            faces = self._entries[commander].faces()
            total_label.setText(self.tr("total {v}").format(v=sum(faces)) if faces else "")
        if reading.engaged is None and reading.round > self._round:
            # A tie: keep this round's dice and open the next round for the tied.
            self._finished = list(self.throws())
            self._round = reading.round
            self._build_round(reading.contenders)
        self.reading = reading
        names = self.dialog.operations.names()
        if reading.engaged is not None:
            text = self.tr("Roll-off: {name} is engaged (highest total, {total}).").format(
                name=names.get(reading.engaged, reading.engaged),
                total=reading.totals[reading.engaged],
            )
            self.resultLabel.setText(f"<b>{escape(text, quote=False)}</b>")
        elif reading.tied:
            tied = ", ".join(names.get(c, c) for c in reading.tied)
            text = self.tr(
                "Tie at {total}: {names} roll again (round {round}). The console's reading "
                "of a tie; the book's wording is not known."
            ).format(total=reading.totals[reading.tied[0]], names=tied, round=reading.round)
            self.resultLabel.setText(
                f"<span style='color:#8a5300'>{escape(text, quote=False)}</span>"
            )
        else:
            self.resultLabel.setText(
                escape(
                    self.tr("Several commanders touch the unit: dice decide which is engaged "
                            "(1.1.4). Type each one's dice or press Ctrl+R."),
                    quote=False,
                )
            )  # fmt: skip
        self.changed.emit()


class RollDialog(QDialog):
    """A roll of one kind. Emits `roll_logged(LoggedRoll)` for each roll it confirms."""

    roll_logged = Signal(object)

    def __init__(
        self,
        controller: Any,
        parent: QWidget | None = None,
        kind: str | None = None,
        units: list[str] | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("rollDialog")
        self.controller = controller
        self.language = getattr(controller, "language", "en")
        operations = getattr(controller, "rolls", None)
        self.operations: RollOperations = (
            operations if isinstance(operations, RollOperations) else RollOperations(controller)
        )
        pack = self.operations.pack
        self.kind_key = (
            kind if kind in pack.rolls else self._phase_kind(units) or next(iter(pack.rolls))
        )
        self.panels: list[RolePanel] = []
        self.preview: RollPreview | None = None
        self.last_logged: LoggedRoll | None = None
        self._typed_widgets: list[QComboBox] = []
        self._loss_spins: dict[str, QSpinBox] = {}
        self._disorder_combos: dict[str, QComboBox] = {}
        self._refreshing = False
        self._assigning = False  # units are being put in their roles: no order defaults
        self.rollOffBox: CommanderRollOffBox | None = None
        self._roll_off_row: LoggedRoll | None = None  # logged, the Table 10 roll not yet
        # Set by the Confirm that logs the roll: a second Enter or click already queued
        # behind it (a double tap, a bouncing key) finds the roll logged and does nothing.
        self._confirmed = False
        self._build()
        self._build_roles(units or [])
        self.refresh()
        # Another dialog's roll, a roster correction, an undo: the state lines, the roster's
        # ticks and the effects beside Confirm follow while the dialog stays open. Every
        # roll the controller logs is followed by `roster_changed`, so this one signal is
        # enough. A bound method: Qt drops the connection when the dialog is deleted.
        changed = getattr(controller, "roster_changed", None)
        if changed is not None:
            changed.connect(self._roster_changed)

    # --- the kind and its roles ----------------------------------------------------------

    def _phase_kind(self, units: list[str] | None) -> str | None:
        """No kind asked for ("Roll…", F9): the kind of the current phase, if it has one."""
        phase = self.operations.game.phase()
        first = next((u for u in units or [] if u), None)
        state = self.operations.unit_state(first) if first else None
        artillery = state is not None and state.arm == "artillery"
        return phase_roll_kind(
            placed_kinds(self.operations.pack), phase.phase, phase.sub_phase, artillery
        )

    @property
    def kind(self) -> RollKind:
        return self.operations.kind(self.kind_key)

    @property
    def result_table(self):
        kind = self.kind
        return self.operations.pack.tables.get(kind.result) if kind.result else None

    def fill_who(self, combo: QComboBox, staff: bool) -> None:
        game = self.operations.game
        combo.clear()
        if staff:
            for commander in game.commanders():
                fallen = self.tr(" — fallen") if commander.fallen else ""
                combo.addItem(f"{commander.name}{fallen}", commander.key)
                for orderly in game.orderlies(commander.key):
                    mark = self.tr(" — fallen") if orderly.fallen else ""
                    combo.addItem(f"    {orderly.name}{mark}", orderly.key)
            return
        sides = {side.key: side.name for side in game.sides()}
        for unit in game.units():
            combo.addItem(f"{unit.name} ({sides.get(unit.side, unit.side)})", unit.key)

    def _build(self) -> None:
        pack = self.operations.pack
        self.kindCombo = QComboBox()
        self.kindCombo.setObjectName("kindCombo")
        for key, kind in pack.rolls.items():
            self.kindCombo.addItem(kind.label.get(self.language), key)
        self.kindCombo.setCurrentIndex(self.kindCombo.findData(self.kind_key))
        self.kindCombo.currentIndexChanged.connect(self._kind_chosen)
        kind_label = QLabel(self.tr("&Roll:"))
        kind_label.setBuddy(self.kindCombo)
        self.ruleLabel = QLabel()
        self.ruleLabel.setObjectName("ruleLabel")
        self.ruleLabel.setStyleSheet("color: #555;")
        # One line ("Rule 4.1.3 · Table 11"): a caution beside it takes the wrapping.
        self.ruleLabel.setWordWrap(False)
        self.phaseLabel = QLabel()
        self.phaseLabel.setObjectName("phaseLabel")
        # A kind that belongs to another step of the bound: said beside the phase (no
        # line of its own: the dialog has no height to spare at 768), never refused.
        self.phaseCautionLabel = QLabel()
        self.phaseCautionLabel.setObjectName("phaseCautionLabel")
        self.phaseCautionLabel.setStyleSheet(CAUTION_STYLE)
        self.phaseCautionLabel.setWordWrap(True)
        self.phaseCautionLabel.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self.phaseCautionLabel.setVisible(False)
        top = QHBoxLayout()
        top.addWidget(kind_label)
        top.addWidget(self.kindCombo)
        top.addWidget(self.ruleLabel, 1)
        top.addWidget(self.phaseCautionLabel, 1)
        top.addWidget(self.phaseLabel)
        self.topLayout = top

        self.rolesWidget = QWidget()
        self.rolesLayout = QHBoxLayout(self.rolesWidget)
        self.rolesLayout.setContentsMargins(0, 0, 0, 0)
        self.rolesScroll = QScrollArea()
        self.rolesScroll.setWidgetResizable(True)
        self.rolesScroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a stop for Tab, not a field
        self.rolesScroll.setWidget(self.rolesWidget)
        self.addAttackerButton = QPushButton(self.tr("&Add attacker"))
        self.addAttackerButton.setObjectName("addAttackerButton")
        self.addAttackerButton.clicked.connect(lambda: self.add_role())
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.leftLayout = left_layout
        left_layout.addWidget(self.rolesScroll, 1)
        left_layout.addWidget(self.addAttackerButton, 0, Qt.AlignmentFlag.AlignLeft)

        self.oddsChart = OddsChartWidget()
        self.oddsTitle = QLabel(self.tr("Chance of each outcome"))
        self.oddsTitle.setStyleSheet("font-weight: bold;")
        self.extraCharts: list[OddsChartWidget] = []
        self.chartsLayout = QVBoxLayout()
        self.chartsLayout.addWidget(self.oddsChart)
        self.outcomeBox = QGroupBox(self.tr("Outcome"))
        self.outcomeBox.setObjectName("outcomeBox")
        self.outcomeLayout = QVBoxLayout(self.outcomeBox)
        self.outcomeLabel = QLabel()
        self.outcomeLabel.setObjectName("outcomeLabel")
        self.outcomeLabel.setWordWrap(True)
        self.outcomeLabel.setTextFormat(Qt.TextFormat.RichText)
        self.outcomeLayout.addWidget(self.outcomeLabel)
        self.typedForm = QFormLayout()
        self.outcomeLayout.addLayout(self.typedForm)
        self.effectsList = QListWidget()
        self.effectsList.setObjectName("effectsList")
        self.effectsList.setWordWrap(True)
        self.effectsList.setMinimumHeight(90)
        effects_label = QLabel(self.tr("Effects when confirmed:"))
        self.noteEdit = QLineEdit()
        self.noteEdit.setObjectName("noteEdit")
        self.noteEdit.setPlaceholderText(self.tr("umpire's note (optional)"))
        note_label = QLabel(self.tr("Not&e:"))  # Alt+O is the outcome's
        note_label.setBuddy(self.noteEdit)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.oddsTitle)
        right_layout.addLayout(self.chartsLayout)
        right_layout.addWidget(self.outcomeBox)
        right_layout.addWidget(effects_label)
        right_layout.addWidget(self.effectsList, 1)
        note_row = QHBoxLayout()
        note_row.addWidget(note_label)
        note_row.addWidget(self.noteEdit, 1)
        right_layout.addLayout(note_row)

        # The outcome side scrolls when it is taller than the screen (a melee of three
        # attackers with typed outcomes and their effect fields): the buttons stay in view.
        right_scroll = QScrollArea()
        right_scroll.setObjectName("outcomeScroll")
        right_scroll.setWidgetResizable(True)
        right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        right_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a stop for Tab, not a field
        right_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right_scroll.setWidget(right)
        self.outcomeScroll = right_scroll
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("rollSplitter")
        splitter.addWidget(left)
        splitter.addWidget(right_scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        # The roles get the width a unit's full name and side need ("Hvem:" is wider than
        # "Who:"); the odds and the outcome read well in the rest.
        splitter.setSizes([870, 470])
        self.splitter = splitter

        self.messageLabel = QLabel()
        self.messageLabel.setObjectName("messageLabel")
        self.messageLabel.setWordWrap(True)
        self.buttonBox = QDialogButtonBox()
        self.rollButton = self.buttonBox.addButton(
            self.tr("Roll console dice (Ctrl+R)"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.rollButton.setObjectName("rollButton")
        self.confirmNextButton = self.buttonBox.addButton(
            self.tr("Confirm and &next"), QDialogButtonBox.ButtonRole.ApplyRole
        )
        self.confirmNextButton.setObjectName("confirmNextButton")
        self.confirmButton = self.buttonBox.addButton(
            self.tr("&Confirm"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.confirmButton.setObjectName("confirmButton")
        self.cancelButton = self.buttonBox.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancelButton.setObjectName("cancelButton")
        for button in (self.rollButton, self.confirmNextButton, self.cancelButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.confirmButton.setDefault(True)
        self.rollButton.clicked.connect(self.roll_console_dice)
        self.confirmButton.clicked.connect(lambda: self.confirm(close=True))
        self.confirmNextButton.clicked.connect(lambda: self.confirm(close=False))
        self.cancelButton.clicked.connect(self.reject)
        QShortcut(QKeySequence("Ctrl+R"), self, activated=self.roll_console_dice)

        # The console's dice stand apart, on the left: rolling is not an answer to the dialog.
        self.buttonBox.removeButton(self.rollButton)
        bottom = QHBoxLayout()
        bottom.addWidget(self.rollButton)
        bottom.addWidget(self.messageLabel, 1)
        bottom.addWidget(self.buttonBox)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, 1340, 740)
        # Tab into a field scrolled out of view brings it into view.
        QApplication.instance().focusChanged.connect(self._keep_focus_in_view)

    def _keep_focus_in_view(self, _old: QWidget | None, new: QWidget | None) -> None:
        for scroll in (self.rolesScroll, self.outcomeScroll):
            if new is not None and scroll.widget().isAncestorOf(new):
                scroll.ensureWidgetVisible(new)

    def _kind_chosen(self, _index: int) -> None:
        key = self.kindCombo.currentData()
        if key and key != self.kind_key:
            units = [p.unit for p in self.panels if p.unit]
            self.kind_key = key
            self._build_roles(units)
            self.refresh()

    def _build_roles(self, units: list[str]) -> None:
        for panel in self.panels:
            panel.setParent(None)
            panel.deleteLater()
        self.panels = []
        kind = self.kind
        self.setWindowTitle(kind.label.get(self.language))
        # The pack writes its rule references in English ("1.1.4, Table 18"): a table named
        # there reads as the interface names tables ("Skema 18"). A reference that is only a
        # table ("Table 16") is no rule: "Skema 16", not "Regel Skema 16".
        rule = table_reference(kind.rule or "")
        if re.fullmatch(r"Table \d+", kind.rule or ""):
            parts = [rule]
        else:
            parts = [self.tr("Rule {rule}").format(rule=rule)] if rule else []
        result = self.result_table
        number = getattr(result, "number", None)
        # "Rule 1.1.4, Table 18" names its table already: no "· Table 18" after it.
        if number is not None and not re.search(rf"\bTable {number}\b", kind.rule or ""):
            parts.append(table_reference(number))
        notes = " ".join(kind.notes)
        self.ruleLabel.setText(" · ".join(parts))
        self.ruleLabel.setToolTip(notes)
        phase = self.operations.game.phase()
        phase_text = self._phase_text(phase.phase, phase.sub_phase)
        self.phaseLabel.setText(
            self.tr("Bound {bound} · {phase}").format(bound=phase.bound, phase=phase_text)
        )
        caution = out_of_step(
            placed_kinds(self.operations.pack), kind.key, phase.phase, phase.sub_phase
        )
        self.phaseCautionLabel.setVisible(caution)
        self.topLayout.setStretchFactor(self.ruleLabel, 0 if caution else 1)
        # The step is named by the phase label right beside it, not repeated here.
        self.phaseCautionLabel.setText(
            self.tr("“{kind}” is not usually rolled in this step.").format(
                kind=kind.label.get(self.language)
            )
            if caution
            else ""
        )
        for index, spec in enumerate(kind.roles):
            self._add_panel(
                spec.key, spec.label.get(self.language), removable=False, mnemonics=index
            )
        self.addAttackerButton.setVisible(any(s.repeatable for s in kind.roles))
        self._build_roll_off(units)
        # Without factor lists (or a roll-off) the roles need little width: the outcomes'
        # long names (Table 18's) get it instead of being cut short.
        factors = any(self.operations.role_tables(kind, spec.key) for spec in kind.roles)
        wide = factors or self.rollOffBox is not None
        self.splitter.setSizes([870, 470] if wide else [560, 780])
        self._assign_units(units)
        self._set_tab_order()

    def _build_roll_off(self, units: list[str]) -> None:
        """Engaging a commander: the unit and the commanders touching it (1.1.4)."""
        if self.rollOffBox is not None:
            self.rollOffBox.setParent(None)
            self.rollOffBox.deleteLater()
            self.rollOffBox = None
        self._roll_off_row = None
        pack = self.operations.pack
        if self.kind_key != "engaging_commander" or "roll_off" not in pack.rolls:
            return
        box = CommanderRollOffBox(self)
        for key in units:
            if self._is_unit(key) and box.select_unit(key):
                break
        box.update_reading()
        box.changed.connect(self._roll_off_changed)
        self.leftLayout.insertWidget(0, box)
        self.rollOffBox = box

    def _roll_off_changed(self) -> None:
        """One commander named: he is the owner of the roll. Several: the roll-off's
        engaged commander, and the owner cannot be chosen by hand."""
        box = self.rollOffBox
        if box is None or not self.panels:
            return
        owner = self.panels[0]
        commanders = box.commanders()
        owner.unitCombo.setEnabled(len(commanders) < 2)
        owner.unitCombo.setToolTip(
            self.tr("Several commanders touch the unit: the roll-off chooses the engaged one.")
            if len(commanders) > 1
            else ""
        )
        self._set_tab_order()  # a round of the roll-off brings its own dice fields
        chosen = commanders[0] if len(commanders) == 1 else box.engaged
        if chosen is not None and owner.unit != chosen:
            owner.select(chosen)  # its signal rereads the roll
        else:
            self.refresh()

    def _phase_text(self, phase: str, sub_phase: str | None) -> str:
        """The pack's name of the phase (and sub-phase) in the interface language."""
        labels: dict[str, str] = {}
        for step in self.operations.pack.phases:
            labels[step.key] = step.label.get(self.language)
            for sub in step.sub:
                labels.setdefault(sub.key, sub.label.get(self.language))
        text = labels.get(phase, phase.replace("_", " "))
        if sub_phase and sub_phase != phase:
            text += " / " + labels.get(sub_phase, sub_phase.replace("_", " "))
        return text

    def _add_panel(
        self, role: str, title: str, removable: bool, mnemonics: int | None = None
    ) -> RolePanel:
        # Alt letters for the first two roles only: a third panel would repeat them.
        panel = RolePanel(self, role, title, removable, mnemonics if mnemonics in (0, 1) else None)
        panel.changed.connect(self.refresh)
        panel.unit_changed.connect(lambda p=panel: self._unit_changed(p))
        # Attackers before the defender: the defender's panel stays on the right.
        defender_at = next(
            (i for i, p in enumerate(self.panels) if not self.kind.role(p.role).repeatable),
            len(self.panels),
        )
        spec = self.kind.role(role)
        at = defender_at if spec.repeatable and self.panels else len(self.panels)
        self.panels.insert(at, panel)
        self.rolesLayout.insertWidget(at, panel, 1)
        self._fit_panels()
        return panel

    def _fit_panels(self) -> None:
        # Three or more roles side by side: drop the rule column so labels stay readable;
        # past that the roles scroll sideways rather than squeeze.
        crowded = len(self.panels) > 2
        for panel in self.panels:
            panel.checklist.set_rule_column_visible(not crowded)
            # A panel whose own rows need more (a long Danish label) gets it rather than
            # cut them.
            panel.setMinimumWidth(max(340, panel.minimumSizeHint().width()))
        # Two roles are read whole side by side (a roll-off's two, an attacker and its
        # defender), the longest name in their "Who" lists too as far as the panel's share
        # of the wide kinds' 870 px goes: however the splitter shares the width (a kind
        # without factor lists gives most of it to the outcome), the roles' side keeps that
        # room. Further attackers scroll into view.
        shown = self.panels[:2]
        spacing = max(0, self.rolesLayout.spacing()) * max(0, len(shown) - 1)
        frame = 2 * self.rolesScroll.frameWidth()
        wanted = 0
        for panel in shown:
            combo = panel.unitCombo
            metrics = combo.fontMetrics()
            longest = max(
                (metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())),
                default=0,
            )
            # The combo's own minimum holds `minimumContentsLength` X's: a name wider than
            # that widens the panel by the difference.
            beyond = longest - metrics.horizontalAdvance("X" * combo.minimumContentsLength())
            for_names = panel.minimumSizeHint().width() + max(0, beyond)
            wanted += max(panel.minimumWidth(), min(for_names, 420))
        self.rolesScroll.setMinimumWidth(wanted + spacing + frame)

    def add_role(self, unit: str | None = None) -> RolePanel | None:
        """Another attacker on the same defender (several attackers, 4.1.3)."""
        repeatable = next((s for s in self.kind.roles if s.repeatable), None)
        if repeatable is None:
            return None
        used = {p.role for p in self.panels}
        number = 2
        while f"{repeatable.key}{number}" in used:
            number += 1
        role = f"{repeatable.key}{number}"
        panel = self._add_panel(role, f"{repeatable.label.get(self.language)} {number}", True)
        if unit is not None:
            panel.select(unit)
        if not self._assigning:
            self._apply_order_defaults(panel)
        self._unit_changed(panel)
        self._set_tab_order()
        return panel

    def remove_role(self, panel: RolePanel) -> None:
        self.panels.remove(panel)
        panel.setParent(None)
        panel.deleteLater()
        self._fit_panels()
        self.refresh_auto_ticks()
        self.refresh()

    def _assign_units(self, units: list[str]) -> None:
        """Units chosen in the roster: to the roles in order; fire: firer then target;
        melee: attackers then the defender last. What the umpire did not choose comes from
        the firer's or first attacker's written order for this bound (its attack's target,
        at the charge or not), else the first unit of another side."""
        kind = self.kind
        units = [u for u in units if u]
        self._assigning = True  # the units chosen here stand; no order overrides them
        try:
            if kind.key in ba.FIRE_ROLL_KINDS and self.panels:
                panel = self.panels[0]
                if units:
                    panel.select(units[0])
                ordered = self._ordered_target(panel.unit)
                if len(units) > 1:
                    panel.select_target(units[1])
                elif ordered is None or ordered == panel.unit or not panel.select_target(ordered):
                    self._default_target(panel)
            elif kind.key == "melee" and len(units) >= 2:
                defender = next(p for p in self.panels if p.role == "defender")
                defender.select(units[-1])
                attackers = units[:-1]
                self.panels[0].select(attackers[0])
                for extra in attackers[1:]:
                    self.add_role(extra)
            else:
                for panel, unit in zip(self.panels, units, strict=False):
                    panel.select(unit)
            if kind.key == "melee" and len(units) < 2:
                self._default_opponent()
            if kind.key == "melee":
                for panel in self.panels:
                    attack = self._written_attack(panel.unit)
                    panel.set_charge(attack is not None and attack[0].at_the_charge)
            if kind.key == "roll_off" and len(units) < 2 and len(self.panels) > 1:
                combo = self.panels[1].unitCombo
                combo.setCurrentIndex(min(1, combo.count() - 1))
        finally:
            self._assigning = False
        for panel in self.panels:
            panel.order_defaults_unit = panel.unit
        self.refresh_auto_ticks()

    def _written_attack(self, unit: str | None) -> tuple[Attack, Order] | None:
        """The attack part of the unit's written order for this bound (4.1.2), with the
        order; None without one, or when the order was not followed (1.1.3)."""
        if not unit or not self._is_unit(unit):
            return None
        game = self.operations.game
        order = game.order(game.phase().bound, unit)
        if order is None or order.status == "not_followed":
            return None
        try:
            parts, _facts = parts_from_store(order.parts)
        except ValueError:  # a part the store kept but no longer reads: no default
            return None
        return (parts.attack, order) if parts.attack is not None else None

    def _ordered_target(self, unit: str | None) -> str | None:
        """The unit the order of `unit` attacks: its target is written as a unit's key or
        as its name (the order sheet completes names); None when it names no unit."""
        attack = self._written_attack(unit)
        if attack is None:
            return None
        target = UnitLookup(self.operations.game.units()).find(attack[0].target)
        return target.key if target is not None else None

    def _apply_order_defaults(self, panel: RolePanel) -> None:
        """A new unit in a role: its written order sets the charge and, for the firer or
        the first attacker, the target or the defender (when the order names one)."""
        kind = self.kind_key
        if kind == "melee":
            attack = self._written_attack(panel.unit)
            panel.set_charge(attack is not None and attack[0].at_the_charge)
        if not self.panels or panel is not self.panels[0]:
            return
        target = self._ordered_target(panel.unit)
        if target is None or target == panel.unit:
            return
        if kind in ba.FIRE_ROLL_KINDS:
            panel.select_target(target)
        elif kind == "melee":
            defender = next((p for p in self.panels if p.role == "defender"), None)
            if defender is not None:
                defender.select(target)

    def _default_target(self, panel: RolePanel) -> None:
        """The first unit of another side, so a fire roll opens with a sensible target."""
        side = self.operations.side_of(panel.unit)
        for unit in self.operations.game.units():
            if unit.side != side:
                panel.select_target(unit.key)
                return

    def _default_opponent(self) -> None:
        defender = next((p for p in self.panels if p.role == "defender"), None)
        if defender is None or not self.panels:
            return
        ordered = self._ordered_target(self.panels[0].unit)
        if ordered is not None and ordered != self.panels[0].unit and defender.select(ordered):
            return
        side = self.operations.side_of(self.panels[0].unit)
        if self.operations.side_of(defender.unit) != side:
            return
        for unit in self.operations.game.units():
            if unit.side != side:
                defender.select(unit.key)
                return

    def _unit_changed(self, panel: RolePanel) -> None:
        panel.clear_ruling()
        if not self._assigning and panel.unit != panel.order_defaults_unit:
            # Another unit in this role: its own order decides (not the last one's).
            panel.order_defaults_unit = panel.unit
            self._apply_order_defaults(panel)
        if panel.targetCombo is not None and panel.target == panel.unit:
            self._default_target(panel)
        self.refresh_auto_ticks()
        self.refresh()

    def refresh_auto_ticks(self, keep_rulings: bool = False) -> None:
        """Pre-tick every panel's factors from the roster (a melee's figures compare both
        sides, so every panel is refreshed when any unit changes), in the Table 8 column
        the melee's defender reads. `keep_rulings`: a panel whose roster ticks are the same
        as before keeps the ticks the umpire changed by hand (the roster changed elsewhere)."""
        defender = self._defender_panel()
        if defender is not None:
            self._read_defender_column(defender)
        choices = self._choices(with_ticks=False)
        self._refreshing = True
        try:
            for panel, choice in zip(self.panels, choices.roles, strict=True):
                ticks = self.operations.auto_ticks(self.kind_key, choice, choices)
                if not (keep_rulings and panel.checklist.has_auto_ticks(ticks)):
                    panel.checklist.set_auto_ticks(ticks)
                panel.stateLabel.setText(self._state_text(panel.unit, panel.role))
        finally:
            self._refreshing = False
        self._show_order_hints()

    def _defender_panel(self) -> RolePanel | None:
        """The melee defender's panel, where it may attack too (Belle Alliance)."""
        return next((p for p in self.panels if p.attacksTooCheck is not None), None)

    def update_defender_column(self, panel: RolePanel, default: bool = True) -> None:
        """The umpire changed "Attacks too" or "Hit in flank or rear": the defender's list,
        its roster ticks (a charge counts for an attacker only), totals and odds follow.
        `default`: the rules read the column again (the flank answer changed)."""
        if default:
            panel.column_inputs = None
        self.refresh_auto_ticks()
        self.refresh()

    def _read_defender_column(self, panel: RolePanel) -> None:
        """Which Table 8 column the defender reads, 4.1.3 and 4.1.1: the rules' reading of
        its written attack order and of the roster ticks "Attacks too" whenever what it is
        read from changes (the units, their state, the order, the flank answer); otherwise
        the umpire's tick stands. The checklist reads the column the box says."""
        if panel.attacksTooCheck is None or panel.flankRearCheck is None:
            return
        operations = self.operations
        bound = operations.bound
        state = operations.unit_state(panel.unit) if panel.unit else None
        others = [operations.unit_state(p.unit) for p in self.panels if p is not panel and p.unit]
        attackers = tuple(other for other in others if other is not None)
        written = self._written_attack(panel.unit)
        target = None
        if written is not None and not written[0].against_position:
            found = UnitLookup(operations.game.units()).find(written[0].target)
            target = found.key if found is not None else None
        flank = panel.flankRearCheck.isChecked()
        inputs = (state, attackers, target, flank)
        if inputs != panel.column_inputs:
            panel.column_inputs = inputs
            panel.column_reading = (
                ba.defender_column(state, target, attackers, bound, flank)
                if state is not None
                else None
            )
            reading = panel.column_reading
            panel.set_attacks_too(reading is not None and reading.attacks_too)
        # Its own charge counts only while it attacks, and only where it may charge (2.3.3).
        panel.order_charge = (
            written is not None
            and written[0].at_the_charge
            and state is not None
            and not ba.charge_restrictions(state, bound)
        )
        attacking = next((spec.key for spec in self.kind.roles if spec.repeatable), None)
        panel.set_factors_of(attacking if panel.attacksTooCheck.isChecked() else None)
        self._show_defender_column(panel, written)

    def _show_defender_column(self, panel: RolePanel, written: tuple[Attack, Order] | None) -> None:
        """Above the defender's list: the column it reads and why, in the rules' words;
        where the umpire's tick differs from them, that it is the umpire's ruling (1.1.9),
        with the rules' words on hover."""
        label_widget = panel.columnLabel
        reading = panel.column_reading
        if label_widget is None or panel.attacksTooCheck is None:
            return
        if reading is None:
            label_widget.clear()
            return
        because = display_text(
            "rules", reading.template, reading.args, reading.reason, self.operations.names()
        )
        attacks = panel.attacksTooCheck.isChecked()
        order = self._order_tooltip(written)
        if attacks == reading.attacks_too:
            text, style, tip = because, ORDER_HINT_STYLE, order
        else:
            # Short, so it fits a narrow panel; the rules' words are on hover.
            text = (
                self.tr("Attacks too, by the umpire's ruling (1.1.9): reads the attacker column")
                if attacks
                else self.tr(
                    "Fights as defender, by the umpire's ruling (1.1.9): reads the defender column"
                )
            )
            style = CAUTION_STYLE
            rules = self.tr("The rules' reading: {reason}").format(reason=because)
            tip = f"{rules}\n{order}" if order else rules
        label_widget.setText(text)
        label_widget.setStyleSheet(style)
        label_widget.setToolTip(tip)

    def _show_order_hints(self) -> None:
        """A "from the order" hint beside each default that agrees with the written order:
        the target or the defender named by the first role's order, a charge it orders."""
        first = self.panels[0] if self.panels else None
        written = self._written_attack(first.unit) if first is not None else None
        target = self._ordered_target(first.unit) if first is not None else None
        for panel in self.panels:
            if panel.targetCombo is not None:
                shown = panel is first and target is not None and panel.target == target
            else:
                shown = panel.role == "defender" and target is not None and panel.unit == target
            panel.orderHintLabel.setVisible(shown)
            panel.orderHintLabel.setToolTip(self._order_tooltip(written) if shown else "")
            if panel.chargeCheck is not None and panel.chargeHintLabel is not None:
                own = self._written_attack(panel.unit)
                charged = own is not None and own[0].at_the_charge
                shown = charged and panel.chargeCheck.isChecked()
                panel.chargeHintLabel.setVisible(shown)
                panel.chargeHintLabel.setToolTip(self._order_tooltip(own) if shown else "")

    def _counted_units(self, unit: Unit, role: str) -> str:
        """What the rules count for the tables, where the roster alone tells it: the firer's
        units of fire if all its figures fire (3.1.1; the umpire names the figures that
        can, 3.1.3), shown only where all can (a line, a skirmish line, a battery's
        gunners; closed formations fire with two ranks, 3.2.0); a melee side's units of
        melee, counted from all its figures (4.1.3), not for a battery."""
        if self.operations.pack.rules != "belle_alliance":
            return ""
        if self.kind_key in ("fire", "artillery_fire") and role == "firer":
            if unit.arm == "artillery":
                figures = unit.gunners
            elif unit.formation in ("line", "skirmish_line"):
                figures = unit.figures
            else:
                return ""
            counted = ba.units_of_fire(figures, unit.arm)
            text = self.tr("units of fire, all {n} firing: {units}")
            rule = "3.1.1"
        elif self.kind_key == "melee" and unit.arm != "artillery":
            figures = unit.figures
            counted = ba.units_of_melee(figures)
            text, rule = self.tr("units of melee: {units}"), "4.1.3"
        else:
            return ""
        units = "+".join(str(n) for n in counted) if counted else "0"
        return text.format(n=figures, units=units) + f" ({rule})"

    def _order_tooltip(self, written: tuple[Attack, Order] | None) -> str:
        if written is None:
            return ""
        order = written[1]
        return self.tr("Written order of {unit} for bound {bound}: “{text}”").format(
            unit=self.operations.game.unit(order.unit).name,
            bound=order.bound,
            text=order.text,
        )

    def _state_text(self, key: str | None, role: str = "") -> str:
        if key is None:
            return ""
        game = self.operations.game
        state = self.operations.unit_state(key)
        if state is None:
            try:
                commander = game.commander(key)
                return self.tr("commander ({level}), rating {rating}{fallen}").format(
                    level=label(commander.level),
                    rating=label(commander.rating),
                    fallen=self.tr(", fallen") if commander.fallen else "",
                )
            except Exception:  # noqa: BLE001 - an orderly, or a key the roster lost
                return self.tr("orderly")
        unit = game.unit(key)
        figures = (
            self.tr("{n}/{start} gunners, {g} guns").format(
                n=unit.gunners, start=unit.gunners_start, g=unit.figures
            )
            if unit.arm == "artillery"
            else self.tr("{n}/{start} figures").format(n=unit.figures, start=unit.figures_start)
        )
        supplies = (
            self.tr("supplies unlimited")
            if unit.supplies_left is None
            else self.tr("supplies: %n roll(s) left", "", unit.supplies_left)
        )
        flags = ", ".join(
            f"{label(name)} ({', '.join(str(b) for b in sorted(bounds))})"
            for name, bounds in state.flags.items()
        )
        parts = [
            figures,
            self.tr("valour {v}").format(v=_signed(unit.valour)),
            label(unit.disorder),
            label(unit.formation),
            supplies,
        ]
        if flags:
            parts.append(self.tr("flags: {flags}").format(flags=flags))
        counted = self._counted_units(unit, role)
        if counted:
            parts.append(counted)
        if self.kind_key == "ordering":
            order = game.order(game.phase().bound, key)
            parts.append(
                self.tr("order: “{text}” ({status})").format(
                    text=order.text, status=label(order.status)
                )
                if order is not None
                else self.tr("no order written this bound")
            )
        penalty = self.operations.side_penalty(key)
        if penalty is not None:
            parts.append(self.tr("side penalty {v}").format(v=_signed(int(penalty.value or 0))))
        return " · ".join(parts)

    # --- the running reading ---------------------------------------------------------------

    def _choices(self, with_ticks: bool = True) -> RollChoices:
        typed: dict[int, str] = {}
        for index, combo in enumerate(self._typed_widgets):
            text = combo.currentText().strip()
            if not text:
                continue
            # A table outcome chosen (or its label typed) gives its key; anything else is
            # the book's words, logged as typed.
            found = combo.findText(text, Qt.MatchFlag.MatchFixedString)
            key = combo.itemData(found) if found >= 0 else None
            typed[index] = key or text
        losses = {key: spin.value() for key, spin in self._loss_spins.items() if spin.value()}
        disorder = {
            key: combo.currentData()
            for key, combo in self._disorder_combos.items()
            if combo.currentData()
        }
        return RollChoices(
            kind=self.kind_key,
            roles=tuple(panel.choice(with_ticks) for panel in self.panels),
            typed_outcomes=typed,
            figures_lost=losses,
            disorder=disorder,
            note=self.noteEdit.text(),
        )

    def refresh(self) -> None:
        """Read the roll again: totals, odds, outcome, effects, and whether it can be
        confirmed. Called on every change; reads, never writes."""
        if self._refreshing:
            return
        self._refreshing = True
        try:
            self._refresh()
        finally:
            self._refreshing = False

    def _refresh(self) -> None:
        try:
            preview = self.operations.preview(self._choices(), self.language)
        except OperationRefused as exc:
            self.preview = None
            self._show_problem(str(exc))
            self.confirmButton.setEnabled(False)
            self.confirmNextButton.setEnabled(False)
            return
        self.preview = preview
        resolution = preview.resolution
        for panel, role in zip(self.panels, resolution.roles, strict=True):
            unset = len(role.unset)
            # An unset factor is not in the total: say so beside it, never count it as 0.
            unset_text = "  (+ " + self.tr("%n unset factor(s)", "", unset) + " ?)" if unset else ""
            if preview.rolled:
                panel.totalLabel.setText(
                    self.tr("Total: {natural} {modifier} = {total}{unset}").format(
                        natural=role.natural,
                        modifier=_signed(role.modifier),
                        unset=unset_text,
                        total=role.total,
                    )
                )
            else:
                panel.totalLabel.setText(
                    self.tr("Total: dice {modifier}{unset}").format(
                        modifier=_signed(role.modifier), unset=unset_text
                    )
                )
            panel.totalLabel.setToolTip(self.tr(UNSET_TOOLTIP) if unset else "")
        for panel in self.panels:
            panel.show_restrictions(preview.restrictions_of(panel.role))
        self._show_odds(preview)
        self._show_outcome(preview)
        self._show_effects(preview)
        roll_off_pending = self._roll_off_pending()
        can_confirm = preview.can_confirm and not roll_off_pending
        self.confirmButton.setEnabled(can_confirm)
        self.confirmNextButton.setEnabled(can_confirm)
        wants = [p.dice.wants_console for p in self.panels]
        if self.rollOffBox is not None:
            wants += [e.wants_console for e in self.rollOffBox._entries.values()]
        self.rollButton.setEnabled(any(wants))
        if roll_off_pending:
            self._show_info(
                self.tr("Roll off first: dice decide which commander is engaged (1.1.4).")
            )
        elif preview.blocked_by:
            self._show_problem(preview.problem)
        elif preview.problem:
            self._show_info(preview.problem)
        elif self._typed_without_effects(preview):
            # Not a refusal (many outcomes change nothing), but the umpire who forgot the
            # fields under the outcome sees it before the roster drifts from the log.
            self._show_caution(self.tr("Enter confirms — no change to the roster entered."))
        else:
            self._show_info(self.tr("Ready: Enter confirms and applies the effects."))

    def _typed_without_effects(self, preview: RollPreview) -> bool:
        """An outcome typed from the book, its effect fields shown and all left empty."""
        choices = preview.choices
        return (
            bool(self._loss_spins or self._disorder_combos)
            and bool(choices.typed_outcomes)
            and not choices.figures_lost
            and not choices.disorder
            and any(w.code == TYPED_OUTCOME_WARNING for w in preview.warnings)
        )

    def _roll_off_pending(self) -> bool:
        box = self.rollOffBox
        return box is not None and box.active and box.engaged is None

    def _show_odds(self, preview: RollPreview) -> None:
        results = preview.resolution.results
        charts = [self.oddsChart, *self.extraCharts]
        while len(charts) < len(results):
            chart = OddsChartWidget()
            self.extraCharts.append(chart)
            self.chartsLayout.addWidget(chart)
            charts.append(chart)
        for index, chart in enumerate(charts):
            if index >= len(results):
                chart.setVisible(index == 0)
                if index == 0:
                    chart.set_odds({}, {})
                continue
            result = results[index]
            chart.setVisible(True)
            title = self._roles_title(result.roles) if len(results) > 1 else ""
            chart.set_odds(result.odds, dict(preview.outcome_labels), result.odds_complete, title)
            rolled = None
            if preview.rolled:
                rolled = result.lookup.outcome_key or ("?" if result.lookup.needs_umpire else None)
            chart.set_rolled(rolled)

    def _show_outcome(self, preview: RollPreview) -> None:
        results = preview.resolution.results
        needs = [r for r in results if r.lookup.needs_umpire]
        self._ensure_typed_fields(preview, needs_typing=preview.rolled and bool(needs))
        if not preview.rolled:
            self.outcomeLabel.setText(
                self.tr("Type the dice (e.g. 356) or press Ctrl+R for the console's.")
            )
            return
        lines = []
        for index, result in enumerate(results):
            who = self._roles_title(result.roles)
            prefix = f"{who}: " if len(results) > 1 else ""
            value = (
                self.tr("difference {v}")
                if self.kind.compare == "difference"
                else self.tr("total {v}")
            ).format(v=result.value)
            if result.lookup.needs_umpire:
                reason = self._needs_umpire_reason(result.lookup.reason)
                if result.typed:
                    key = result.typed_outcome or ""
                    text = preview.outcome_labels.get(key, key.removeprefix("book: "))
                    typed = escape(self.tr("typed from the book"), quote=False)
                    lines.append(
                        f"{prefix}{value}: <b>{escape(text, quote=False)}</b> "
                        f"<i style='color:#8a5300'>{typed}</i>"
                    )
                else:
                    why = escape(reason, quote=False)
                    ask = escape(self.tr("type the outcome read from the book"), quote=False)
                    lines.append(
                        f"{prefix}{value}: <span style='color:#8a5300'>{why}: "
                        f"{ask} (#{index + 1})</span>"
                    )
            else:
                key = result.lookup.outcome_key or ""
                # The cell as the interface names tables ("Skema 18: 17–18", not "t18: 17-18").
                cell = table_reference(
                    result.lookup.cell or "", self.operations.pack.tables, self.language
                )
                cell = escape(cell, quote=False)
                lines.append(
                    f"{prefix}{value} → <b>{preview.outcome_labels.get(key, key)}</b> "
                    f"<span style='color:#666'>({cell})</span>"
                )
        self.outcomeLabel.setText("<br>".join(lines))

    def _needs_umpire_reason(self, reason: str) -> str:
        """Why the table gives no outcome, as the umpire reads it: a table this pack has not
        filled in is not the same as a total off the printed table (a catch roll of 2 after
        a side penalty), nor as one unset cell."""
        table = self.result_table
        number = getattr(table, "number", None)
        name = (
            self.tr("Table {n}").format(n=number)
            if number is not None
            else table_reference(self.kind.result, self.operations.pack.tables, self.language)
            if self.kind.result
            else self.tr("the table")
        )
        texts = {
            "unset_table": self.tr("{table} is not filled in (unset in this pack)"),
            "unset_cell": self.tr("this cell of {table} is unset in this pack"),
            "no_band": self.tr("off the printed {table}"),
            "unset_factor": self.tr("a ticked factor is unset"),
            "no_table": self.tr("this roll has no table in the pack"),
            "unset_threshold": self.tr("the class's threshold is unset"),
        }
        return texts.get(reason, reason).format(table=name)

    def _ensure_typed_fields(self, preview: RollPreview, needs_typing: bool) -> None:
        """Fields for what the umpire reads from the book, shown only when the table
        cannot give the outcome: the outcome per result, and for fire and melee the
        figures lost and the new disorder of each unit concerned."""
        results = preview.resolution.results
        wanted = len(results) if needs_typing else 0
        units: list[str] = []
        if needs_typing and self.kind_key in ba.SUPPLY_ROLL_KINDS:
            for choice in preview.choices.roles:
                if self.kind_key in ba.FIRE_ROLL_KINDS:
                    if choice.target:
                        units.append(choice.target)
                elif choice.unit:
                    units.append(choice.unit)
        elif needs_typing and self.result_table is None:
            units = [c.unit for c in preview.choices.roles if c.unit and self._is_unit(c.unit)]
        units = list(dict.fromkeys(units))
        shape = (wanted, tuple(units), tuple(r.lookup.needs_umpire for r in results))
        if getattr(self, "_typed_shape", None) == shape:
            for index, combo in enumerate(self._typed_widgets):
                combo.setEnabled(results[index].lookup.needs_umpire)
            return
        self._typed_shape = shape
        old_typed = [c.currentText() for c in self._typed_widgets]
        old_losses = {k: s.value() for k, s in self._loss_spins.items()}
        old_disorder = {k: c.currentIndex() for k, c in self._disorder_combos.items()}
        while self.typedForm.rowCount():
            # takeRow + deleteLater, not removeRow: this may run inside a signal of one of
            # these widgets (next_roll clears the typed combo), which must outlive it.
            taken = self.typedForm.takeRow(0)
            for item in (taken.labelItem, taken.fieldItem):
                if item is not None and item.widget() is not None:
                    item.widget().hide()
                    item.widget().deleteLater()
        self._typed_widgets = []
        self._loss_spins = {}
        self._disorder_combos = {}
        if not wanted:
            return
        for index, result in enumerate(results):
            combo = QComboBox()
            combo.setObjectName(f"typedOutcomeCombo_{index}")
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            combo.addItem("", None)
            for key, text in preview.outcome_labels.items():
                combo.addItem(text, key)
                combo.setItemData(combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
            # Sized to the outcome panel, not to the longest outcome (Table 19's is some
            # 400 px): sized to its labels it pushed the panel past its right edge. The
            # whole label is read in the popup, in the tooltip and in the outcome line.
            combo.setMinimumContentsLength(10)
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            popup = combo.view()
            popup.setMinimumWidth(
                popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width()
            )
            combo.lineEdit().setPlaceholderText(self.tr("outcome read from the book"))
            hint = self.tr("Choose the table's outcome or type what the book says; it is "
                           "logged as typed by the umpire.")  # fmt: skip
            combo.setToolTip(hint)
            combo.currentTextChanged.connect(
                lambda text, field=combo, hint=hint: field.setToolTip(
                    f"{text}\n\n{hint}" if text else hint
                )
            )
            if index < len(old_typed):
                combo.setEditText(old_typed[index])
            combo.setEnabled(result.lookup.needs_umpire)
            combo.currentTextChanged.connect(lambda _t: self.refresh())
            label_text = (
                self.tr("&Outcome from the book:")
                if len(results) == 1
                else self.tr("Outcome, {who}:").format(who=self._roles_title(result.roles))
            )
            row_label = QLabel(label_text)
            row_label.setBuddy(combo)
            self.typedForm.addRow(row_label, combo)
            self._typed_widgets.append(combo)
        game = self.operations.game
        for key in units:
            name = game.unit(key).name
            if self.kind_key in ba.SUPPLY_ROLL_KINDS:
                spin = QSpinBox()
                spin.setObjectName(f"lossSpin_{key}")
                spin.setRange(0, 999)
                spin.setValue(old_losses.get(key, 0))
                spin.setToolTip(self.tr("Figures {name} loses, as the book says").format(name=name))
                spin.valueChanged.connect(lambda _v: self.refresh())
                self.typedForm.addRow(self.tr("Figures lost, {name}:").format(name=name), spin)
                self._loss_spins[key] = spin
            combo = QComboBox()
            combo.setObjectName(f"disorderCombo_{key}")
            combo.addItem(self.tr("no change"), NO_CHANGE)
            for step in self.operations.pack.disorder:
                combo.addItem(label(step), step)
            combo.setCurrentIndex(old_disorder.get(key, 0))
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
            self.typedForm.addRow(self.tr("Disorder, {name}:").format(name=name), combo)
            self._disorder_combos[key] = combo
        self._set_tab_order()  # the new fields straight after the outcome, not at the end

    def _set_tab_order(self) -> None:
        """Tab follows the layout: the kind; each role's panel top to bottom, left to right
        (a commander roll-off above them); the outcome and its effect fields; the effects,
        the note; the buttons as they stand."""
        chain: list[QWidget] = [self.kindCombo]
        box = self.rollOffBox
        if box is not None:
            chain += [box.contactCombo, box.commanderList]
            chain += [entry.edit for entry in box._entries.values()]
            chain.append(box.restartButton)
        for panel in self.panels:
            chain += panel.focus_chain()
        chain.append(self.addAttackerButton)
        for row in range(self.typedForm.rowCount()):
            item = self.typedForm.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if item is not None and item.widget() is not None:
                chain.append(item.widget())
        chain += [self.effectsList, self.noteEdit, self.rollButton]
        # The button box lays its buttons out in the platform's order: follow its layout.
        buttons = self.buttonBox.layout()
        for index in range(buttons.count()):
            widget = buttons.itemAt(index).widget()
            if isinstance(widget, QPushButton):
                chain.append(widget)
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _roles_title(self, roles: tuple[str, ...]) -> str:
        titles = {panel.role: panel.title() for panel in self.panels}
        return self.tr(" vs ").join(titles.get(role, role) for role in roles)

    def _is_unit(self, key: str) -> bool:
        return self.operations.unit_state(key) is not None

    def _show_effects(self, preview: RollPreview) -> None:
        self.effectsList.clear()
        if not preview.rolled:
            return
        # Names for the umpire, in the interface language; the log keeps the keys. Read
        # once: the preview has them when it needed them for its notes.
        names = preview.names
        if not names and (preview.draft is not None or preview.warnings):
            names = self.operations.names()
        if preview.draft is not None:
            for effect in preview.draft.effects:
                item = QListWidgetItem(effect_label(effect, names))
                item.setToolTip(effect_label(effect))  # the keys the log keeps
                self.effectsList.addItem(item)
            # A preview made without display texts shows the English notes.
            shown_notes = preview.display_notes or preview.notes
            for shown, note in zip(shown_notes, preview.notes, strict=True):
                item = QListWidgetItem(shown)  # in the interface language, with names
                item.setToolTip(note)  # the English the log's note keeps
                self.effectsList.addItem(item)
            if not preview.draft.effects and not preview.notes:
                self.effectsList.addItem(self.tr("(no change to the roster)"))
        for restriction in preview.overruled:
            item = QListWidgetItem(
                self.tr("Note: rolled by the umpire's ruling (1.1.9) although {reason}").format(
                    reason=restriction.message
                )
            )
            item.setForeground(Qt.GlobalColor.darkYellow)
            self.effectsList.addItem(item)
        for warning in preview.warnings:
            text = self._typed_outcome_text(warning, preview) or display_text(
                "rules", warning.template, warning.args, warning.message, names,
                preview.outcome_labels,
            )  # fmt: skip
            item = QListWidgetItem(f"⚠ {text}")
            item.setToolTip(warning.message)  # the English the CLI says
            item.setForeground(Qt.GlobalColor.darkYellow)
            self.effectsList.addItem(item)

    def _typed_outcome_text(self, warning: Any, preview: RollPreview) -> str | None:
        """The rules say "result 0: '…' was typed…"; the umpire reads which result that is:
        the roles it is between when there are several (melee), else its table."""
        index = warning.args.get("index") if warning.code == TYPED_OUTCOME_WARNING else None
        results = preview.resolution.results
        if not isinstance(index, int) or not 0 <= index < len(results):
            return None
        if len(results) > 1:
            whose = self._roles_title(results[index].roles)
        else:
            number = getattr(self.result_table, "number", None)
            whose = (
                self.tr("Table {n}").format(n=number)
                if number is not None
                else table_reference(self.kind.result, self.operations.pack.tables, self.language)
                if self.kind.result
                else self.kind.label.get(self.language)
            )
        key = str(warning.args.get("key", ""))
        outcome = preview.outcome_labels.get(key, key.removeprefix("book: "))
        return self.tr(
            "{whose}: “{outcome}” was typed from the book; enter its effects (figures lost, "
            "disorder) by hand"
        ).format(whose=whose, outcome=outcome)

    def _show_problem(self, text: str) -> None:
        self.messageLabel.setStyleSheet("color: #b3261e;")
        self.messageLabel.setText(text)

    def _show_info(self, text: str) -> None:
        self.messageLabel.setStyleSheet("")
        self.messageLabel.setText(text)

    def _show_caution(self, text: str) -> None:
        self.messageLabel.setStyleSheet(CAUTION_STYLE)
        self.messageLabel.setText(text)

    # --- actions --------------------------------------------------------------------------

    def roll_console_dice(self) -> None:
        """The console's dice for every role whose dice were not typed (Ctrl+R); while
        a roll-off between commanders is undecided, the roll-off's dice only."""
        try:
            if self._roll_off_pending() and self.rollOffBox is not None:
                if self.rollOffBox.roll_console():
                    self.refresh()
                    return
            for panel in self.panels:
                if panel.dice.wants_console:
                    panel.dice.set_console_faces(
                        self.operations.console_faces(self.kind_key, panel.role)
                    )
        except OperationRefused as exc:
            self._show_problem(str(exc))
            return
        self.refresh()

    def _roster_changed(self, _units: list[str]) -> None:
        """The roster changed while the dialog is open: read it again (every change, not
        only the units shown: a fallen commander's side penalty counts in their rolls)."""
        if self._confirmed or getattr(self.controller, "game", None) is None:
            return  # logged and closing, or its game is gone (the dialog closes with it)
        self.refresh_auto_ticks(keep_rulings=True)
        self.refresh()

    def confirm(self, close: bool = True) -> LoggedRoll | None:
        """Log the roll and apply its effects; close, or get ready for the next unit.
        A roll is logged once: a confirm already queued behind the one that logged it does
        nothing ("Confirm and next" starts a new roll, which can be confirmed)."""
        if self._confirmed:
            return None
        self._confirmed = True  # first: nothing below may let a queued key press in twice
        row = None
        try:
            row = self._log_shown_roll(close)
        finally:
            if row is None or not close:
                self._confirmed = False  # not logged, or the next roll is a fresh one
        return row

    def _log_shown_roll(self, close: bool) -> LoggedRoll | None:
        shown = _logged_reading(self.preview)
        self.refresh()
        if self._roll_off_pending():
            return None
        if self.preview is None or not self.preview.can_confirm:
            if self.preview is not None:
                self._show_problem(self.preview.problem)
            return None
        if _logged_reading(self.preview) != shown:
            # The roster changed since the effects beside Confirm were read (a change the
            # dialog was not told of): never log what the umpire has not seen. Show it all
            # again; the next Enter confirms what is shown then.
            self.refresh_auto_ticks(keep_rulings=True)
            self.refresh()
            self._show_problem(
                self.tr(
                    "The roster changed since these effects were shown: check them and "
                    "confirm again."
                )
            )
            return None
        box = self.rollOffBox
        try:
            if box is not None and box.active and self._roll_off_row is None:
                # The roll-off first, as its own row; the Table 10 roll after it.
                unit = box.unit or ""
                self._roll_off_row = self.operations.log_commander_roll_off(
                    unit, box.commanders(), box.throws()
                )
                self.roll_logged.emit(self._roll_off_row)
            row = self.operations.confirm(self.preview)
        except OperationRefused as exc:
            self._show_problem(str(exc))
            return None
        self._roll_off_row = None
        self.last_logged = row
        self.roll_logged.emit(row)
        if close:
            self._take_no_more_input()
            self.accept()
        else:
            self.next_roll()
            self._show_info(
                self.tr("Roll {n} logged. Next: {unit}.").format(
                    n=row.sequence, unit=self.panels[0].unitCombo.currentText().strip()
                )
            )
        return row

    def _take_no_more_input(self) -> None:
        """The roll is logged and the dialog closes: its fields and buttons are off, so
        nothing still queued for the dialog changes or confirms it."""
        for widget in (
            self.kindCombo,
            self.splitter,
            self.rollButton,
            self.confirmButton,
            self.confirmNextButton,
        ):
            widget.setEnabled(False)

    def roll_being_made(self) -> str | None:
        """The roll's kind and units ("Fire: A, B") when dice or an outcome were typed and
        it is not logged yet, for the question before its game closes; None when closing
        loses nothing the umpire typed (console dice are the same in the next dialog)."""
        if self._confirmed or not self.isVisible():
            return None
        entries = [panel.dice for panel in self.panels]
        if self.rollOffBox is not None:
            entries += list(self.rollOffBox._entries.values())
        typed_dice = any(not e.is_console and e.edit.text().strip() for e in entries)
        typed_outcome = any(combo.currentText().strip() for combo in self._typed_widgets)
        if not (typed_dice or typed_outcome):
            return None
        names = self.operations.names()
        keys: list[str] = []
        for panel in self.panels:
            keys += [key for key in (panel.unit, panel.target) if key]
        units = ", ".join(names.get(key, key) for key in dict.fromkeys(keys))
        kind = self.kind.label.get(self.language)
        return f"{kind}: {units}" if units else kind

    def next_roll(self) -> None:
        """Clear the dice and what was typed, and move the first role to the next unit."""
        self._typed_shape = None
        for combo in self._typed_widgets:
            combo.blockSignals(True)
            combo.setEditText("")
            combo.blockSignals(False)
        for spin in self._loss_spins.values():
            spin.setValue(0)
        for combo in self._disorder_combos.values():
            combo.setCurrentIndex(0)
        self.noteEdit.clear()
        if self.rollOffBox is not None:
            self.rollOffBox._fill_commanders()  # nobody ticked: the next unit is another
            self.rollOffBox.restart()
        for panel in self.panels:
            panel.clear_ruling()
        first = self.panels[0]
        index = first.unitCombo.currentIndex()
        first.unitCombo.blockSignals(True)
        if index + 1 < first.unitCombo.count():
            first.unitCombo.setCurrentIndex(index + 1)
        first.unitCombo.blockSignals(False)
        if first.unit != first.order_defaults_unit:
            first.order_defaults_unit = first.unit
            self._apply_order_defaults(first)  # the next unit's own order
        for panel in self.panels:
            panel.dice.clear()
            panel.stateLabel.setText(self._state_text(panel.unit, panel.role))
        # The roster changed: reread the factor lists' automatic ticks.
        self.refresh_auto_ticks()
        self.refresh()
        first.dice.edit.setFocus()

    def keyPressEvent(self, event) -> None:
        # Enter confirms wherever the focus is (dice field, checklist, outcome field).
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            if self._confirmed:
                return  # queued behind the Enter that logged the roll: it is done
            if self.confirmButton.isEnabled():
                self.confirm(close=True)
            else:
                self.refresh()
            return
        super().keyPressEvent(event)


def open_roll_dialog(
    controller: Any,
    parent: QWidget | None = None,
    kind: str | None = None,
    units: list[str] | None = None,
) -> RollDialog | None:
    """Open the roll dialog (non-modal) on `kind`, with the roster's selected units."""
    if getattr(controller, "game", None) is None or getattr(controller, "pack", None) is None:
        return None
    dialog = RollDialog(controller, parent, kind=kind, units=units)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    closed = getattr(controller, "game_closed", None)
    if closed is not None:
        closed.connect(dialog.close)  # a bound method: dropped when the dialog is deleted
    dialog.show()
    dialog.panels[0].dice.edit.setFocus()
    return dialog
