"""One role of a roll in the roll dialog: who rolls, their state from the roster, what the
rules forbid them, the factor checklist pre-ticked from that state (reason on hover), the
dice (typed "356" or the console's) and the running total; and the words and styles the
dialog's parts share.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, ThresholdTable
from ba_console.gui import colours
from ba_console.gui.colours import Fill, Tone
from ba_console.gui.labels import display_text, label
from ba_console.gui.widgets.dice_entry import DiceEntryWidget
from ba_console.gui.widgets.factor_checklist import FactorChecklistWidget
from ba_console.gui.widgets.type_to_find import TypeToFind
from ba_console.play.choices import (
    Restriction,
    RoleChoice,
)
from ba_console.rules.common import DefenderColumn

if TYPE_CHECKING:
    from ba_console.gui.dialogs.roll.dialog import RollDialog


UNSET_TOOLTIP = QT_TRANSLATE_NOOP(
    "RollDialog",
    "An unset factor is not in the total: type its value from the book beside it, or type "
    "the outcome from the book",
)
NO_CHANGE = ""  # the disorder combo's "no change"


# Styles made from the palette in use when they are applied (`gui.colours`).
def restricted_style() -> str:
    return colours.panel_style(Tone.ERROR, Fill.REFUSED_PANEL)


def ruled_style() -> str:
    return colours.panel_style(Tone.CAUTION, Fill.RULED_PANEL)


def caution_style() -> str:
    """The colour of "typed from the book" and of the dialog's cautions."""
    return colours.text_style(Tone.CAUTION)


def order_hint_style() -> str:
    return colours.text_style(Tone.MUTED, "font-style: italic;")


# The rules' warning for an outcome typed from the book whose effects were not entered.
TYPED_OUTCOME_WARNING = "typed_outcome_effects"


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "±0"


def restriction_text(restriction: Restriction) -> str:
    """What the rules forbid, in the interface language, with its rule reference."""
    return display_text("rules", restriction.template, restriction.args, restriction.text)


class WholeLinesLabel(QLabel):
    """A word-wrapped label that asks its layout for every line it wraps to. A form squeezed
    for height (the roll dialog at 768 px) gave a unit's four lines three, cutting the
    first and the last in half; the factor list below scrolls instead."""

    def setText(self, text: str) -> None:  # noqa: N802 - as QLabel's
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        height = self.heightForWidth(self.width()) if self.width() > 0 else -1
        if height > 0 and height != self.minimumHeight():
            self.setMinimumHeight(height)


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
        session = dialog.session
        places = session.rules.places
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
        dialog.fill_who(self.unitCombo, staff=session.picks_staff(kind.key))
        # A melee's defender: none until the attacker's written order names it or the
        # umpire chooses it. A melee never falls silently on the first enemy in the list,
        # with the losses typed for it.
        self.chooses_unit = not kind.role(role).repeatable and any(
            spec.repeatable for spec in kind.roles
        )
        if self.chooses_unit:
            self.unitCombo.insertItem(0, self.tr("choose the unit attacked"), None)
            self.unitCombo.setCurrentIndex(0)
        TypeToFind(self.unitCombo)  # "gren" chooses the Grenadiers: any part of a name
        who_label = QLabel(self._keys(self.tr("W&ho:") if mnemonics == 1 else self.tr("&Who:")))
        who_label.setBuddy(self.unitCombo)
        # Where a default came from: the target (fire) or the defender (melee) named in the
        # written order; beside the target's combo, or under this unit's.
        self.orderHintLabel = QLabel(self.tr("from the order"))
        self.orderHintLabel.setObjectName(f"orderHintLabel_{role}")
        self.orderHintLabel.setStyleSheet(order_hint_style())
        self.orderHintLabel.setVisible(False)
        # The row's whole width, not after the form's widest label ("Neighbour:"): at
        # 1366 px a unit's name and its side in brackets read whole, the side uncut.
        who_row = QHBoxLayout()
        who_row.addWidget(who_label)
        who_row.addWidget(self.unitCombo, 1)
        form.addRow(who_row)
        self.stateLabel = WholeLinesLabel()
        self.stateLabel.setObjectName(f"stateLabel_{role}")
        self.stateLabel.setWordWrap(True)
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
        if kind.key in places.fire:
            self.targetCombo = QComboBox()
            self.targetCombo.setObjectName(f"targetCombo_{role}")
            self.targetCombo.setMinimumContentsLength(24)
            self.targetCombo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            self.targetCombo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            dialog.fill_who(self.targetCombo, staff=False)
            # No target until the written order names one or the umpire chooses it: a
            # fire never falls silently on the first enemy in the list.
            self.targetCombo.insertItem(0, self.tr("choose the unit fired at"), None)
            self.targetCombo.setCurrentIndex(0)
            TypeToFind(self.targetCombo)
            target_label = QLabel(self._keys(self.tr("&Target:")))
            target_label.setBuddy(self.targetCombo)
            target_row = QHBoxLayout()
            target_row.addWidget(self.targetCombo, 1)
            target_row.addWidget(self.orderHintLabel)
            form.addRow(target_label, target_row)
            self.targetCombo.currentIndexChanged.connect(self._unit_changed)
        else:
            # On a line of its own under the unit (shown only with the hint): beside the
            # combo it cut a defender's name and side at 1366×768 ("Imperial Guar").
            form.insertRow(1, "", self.orderHintLabel)
            form.setRowVisible(self.orderHintLabel, False)
        self.chargeCheck: QCheckBox | None = None
        self.chargeHintLabel: QLabel | None = None
        if kind.key in places.melee and role != "defender":
            self.chargeCheck = QCheckBox(self._keys(self.tr("At the char&ge (2.3.3)")))
            self.chargeCheck.setObjectName(f"chargeCheck_{role}")
            self.chargeHintLabel = QLabel(self.tr("from the order"))
            self.chargeHintLabel.setObjectName(f"chargeHintLabel_{role}")
            self.chargeHintLabel.setStyleSheet(order_hint_style())
            self.chargeHintLabel.setVisible(False)
            charge_row = QHBoxLayout()
            charge_row.addWidget(self.chargeCheck)
            charge_row.addWidget(self.chargeHintLabel)
            charge_row.addStretch(1)
            form.addRow("", charge_row)
            self.chargeCheck.toggled.connect(self._unit_changed)
        # A neighbour unit named to help this one shares its roll (3.1.6, 4.1.6): it counts
        # as having fired or fought, loses supplies on the same roll, and in melee takes the
        # same moral result. One at most (one neighbour bonus).
        self.neighbourCombo: QComboBox | None = None
        if kind.key in places.fire or kind.key in places.melee:
            rule = "3.1.6" if kind.key in places.fire else "4.1.6"
            self.neighbourCombo = QComboBox()
            self.neighbourCombo.setObjectName(f"neighbourCombo_{role}")
            self.neighbourCombo.setMinimumContentsLength(18)
            self.neighbourCombo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            self.neighbourCombo.setSizePolicy(
                QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed
            )
            self.neighbourCombo.setToolTip(
                self.tr("A neighbour unit shares this roll ({rule}): it counts as having fired "
                        "or fought and uses supplies on the same roll.").format(rule=rule)
            )  # fmt: skip
            neighbour_label = QLabel(self.tr("Neighbour:"))
            neighbour_label.setBuddy(self.neighbourCombo)
            form.addRow(neighbour_label, self.neighbourCombo)
            self.neighbourCombo.currentIndexChanged.connect(self._unit_changed)
        self.classCombo: QComboBox | None = None
        self.columnCombo: QComboBox | None = None
        result = dialog.result_table
        if isinstance(result, ThresholdTable):
            self.classCombo = QComboBox()
            self.classCombo.setObjectName(f"classCombo_{role}")
            # The roster does not know a unit's class: the umpire chooses it, never the
            # console unseen (the first class is the easiest test).
            self.classCombo.addItem("—", None)
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
        self.column_reading: DefenderColumn | None = None  # the rules' reading
        self.column_inputs: object = None  # what the reading was made from
        self.order_charge = False  # its own written attack is at the charge (2.3.3)
        if kind.key in places.melee and role == "defender":
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
            self.columnLabel.setStyleSheet(order_hint_style())
            # One above the other: side by side they widen the defender's panel past the
            # others, and with two attackers it no longer fits a 1366 px screen.
            form.addRow(self.attacksTooCheck)
            form.addRow(self.flankRearCheck)
            form.addRow(self.columnLabel)
            self.attacksTooCheck.toggled.connect(self._attacks_too_toggled)
            self.flankRearCheck.toggled.connect(self._flank_rear_toggled)

        self.checklist = FactorChecklistWidget(self, dialog.language)
        self.checklist.setObjectName(f"checklist_{role}")
        tables = session.role_tables(kind, self._spec_role())
        self.checklist.set_tables(tables)
        self.checklist.setVisible(bool(tables))
        self.checklist.changed.connect(self.changed.emit)

        self.dice = DiceEntryWidget(session.dice_of(kind), self)
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
        self.removeButton: QPushButton | None = None
        if removable:
            self.removeButton = QPushButton(self.tr("Remove this attacker"))
            self.removeButton.setObjectName(f"removeButton_{role}")
            self.removeButton.clicked.connect(lambda: dialog.remove_role(self))
            layout.addWidget(self.removeButton)
        self.unitCombo.currentIndexChanged.connect(self._unit_changed)
        self._grey_own_line()
        self.name_whole_on_hover()

    def name_whole_on_hover(self) -> None:
        """The unit chosen, and its target, read whole on hover with their side: a long
        name in a narrow panel is cut at the field's edge."""
        for combo in (self.unitCombo, self.targetCombo):
            if combo is not None and combo.isEnabled():  # greyed, it says why
                combo.setToolTip(combo.currentText() if combo.currentData() else "")

    def _grey_own_line(self) -> None:
        """A unit does not fire at itself: its line in Target is greyed, so that Down and
        Up pass over it (chosen, the dialog put "choose the unit fired at" back at once,
        and Down from there did nothing when the firer came first in the list)."""
        if self.targetCombo is None:
            return
        model = self.targetCombo.model()
        for row in range(1, self.targetCombo.count()):
            item = model.item(row)
            if item is not None:
                item.setEnabled(self.targetCombo.itemData(row) != self.unit)

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
            self.neighbourCombo,
            self.classCombo,
            self.columnCombo,
            self.attacksTooCheck,
            self.flankRearCheck,
            self.checklist.tree,
            self.dice.edit,
            self.removeButton,
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
        tables = self.dialog.session.role_tables(self.dialog.kind, role or self._spec_role())
        self.checklist.blockSignals(True)  # one reread after, not one per row
        try:
            self.checklist.set_tables(tables)
            # A value typed from the book was the old column's: not carried to the new one.
            for tick in kept:
                self.checklist.set_ticked(tick.table, tick.key, True, tick.value)
        finally:
            self.checklist.blockSignals(False)

    def reload_tables(self) -> None:
        """The game's pack changed (a cell remembered at the table, the pack editor's
        save): the list reads the new tables. The umpire's ticks stay; a value typed from
        the book stays only where the cell is still unset (where the pack now gives it, the
        pack's value counts)."""
        kept = [tick for tick in self.checklist.ticks() if not tick.auto]
        tables = self.dialog.session.role_tables(
            self.dialog.kind, self.factors_of or self._spec_role()
        )
        self.checklist.blockSignals(True)  # one reread after, not one per row
        try:
            self.checklist.set_tables(tables)
            for tick in kept:
                if self.checklist.has_row(tick.table, tick.key):
                    self.checklist.set_ticked(
                        tick.table, tick.key, True, tick.value, tick.count, tick.typed
                    )
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
        return self.dialog.session.defender_note(
            self.unit, self.column_reading, self.attacksTooCheck.isChecked()
        )

    def _spec_role(self) -> str:
        return self.dialog.kind.role(self.role).key

    def _unit_changed(self, *_: object) -> None:
        self._grey_own_line()
        self.name_whole_on_hover()
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
            neighbours=(self.neighbour,) if self.neighbour else (),
        )

    @property
    def neighbour(self) -> str | None:
        return self.neighbourCombo.currentData() if self.neighbourCombo is not None else None

    def fill_neighbours(self) -> None:
        """Units of this unit's side that may be named its neighbour (not itself), keeping
        the one chosen while it still fits."""
        combo = self.neighbourCombo
        if combo is None:
            return
        chosen = combo.currentData()
        side = self.dialog.session.side_of(self.unit)
        combo.blockSignals(True)
        try:
            combo.clear()
            combo.addItem(self.tr("none"), None)
            for unit in self.dialog.controller.units():
                if unit.key != self.unit and unit.side == side and unit.figures > 0:
                    combo.addItem(unit.name, unit.key)
            combo.setCurrentIndex(max(combo.findData(chosen), 0))
        finally:
            combo.blockSignals(False)

    def show_order_hint(self, shown: bool, tip: str = "") -> None:
        """ "from the order" beside the target, or on its line under the unit."""
        if self.targetCombo is None:
            self._form.setRowVisible(self.orderHintLabel, shown)
        self.orderHintLabel.setVisible(shown)
        self.orderHintLabel.setToolTip(tip if shown else "")

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
            lines += [f"• {escape(restriction_text(r), quote=False)}" for r in blocking]
        note = escape(self.tr("Note:"), quote=False)
        lines += [f"<b>{note}</b> {escape(restriction_text(r), quote=False)}" for r in cautions]
        self.restrictionLabel.setText("<br>".join(lines))
        ruled = not blocking or self.rulingCheck.isChecked()
        self.restrictionLabel.setStyleSheet(ruled_style() if ruled else restricted_style())

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
