"""Engaging a commander (1.1.4): the unit, the commanders in base contact with it, and the
roll-off that decides which of them is engaged when several touch it.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.widgets.dice_entry import DiceEntryWidget
from ba_console.play.roll_off import RollOffReading, RollOffThrow, read_roll_off, roll_off_role

if TYPE_CHECKING:
    from ba_console.gui.dialogs.roll.dialog import RollDialog


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
        self.spec = dialog.session.dice_of(dialog.session.kind("roll_off"))
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
        side = self.dialog.session.side_of(self.unit)
        self.commanderList.blockSignals(True)
        self.commanderList.clear()
        for commander in self.dialog.controller.commanders():
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
        names = self.dialog.session.names()
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
        names = self.dialog.session.names()
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
            style = colours.text_style(Tone.CAUTION)
            self.resultLabel.setText(f"<span style='{style}'>{escape(text, quote=False)}</span>")
        else:
            self.resultLabel.setText(
                escape(
                    self.tr("Several commanders touch the unit: dice decide which is engaged "
                            "(1.1.4). Type each one's dice or press Ctrl+R."),
                    quote=False,
                )
            )  # fmt: skip
        self.changed.emit()
