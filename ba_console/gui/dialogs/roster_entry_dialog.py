"""Typing the order of battle by hand: a small form for a new side, commander or unit.

The dialog only collects the values (`values()`); the controller adds the record
through the store, which validates it (keys, levels, arms and types, figures) and
refuses with a message naming the field. Keys are made from the names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ba_console.core.vocabulary import LEVELS, UNIT_TYPES
from ba_console.gui.labels import label
from ba_console.rules.places import BELLE_ALLIANCE_RATINGS, Ratings

if TYPE_CHECKING:
    from ba_console.store.models import Commander, Side

KINDS = ("side", "commander", "unit")


class RosterEntryDialog(QDialog):
    """A form for one new side, commander or unit."""

    def __init__(
        self,
        kind: str,
        sides: list[Side],
        commanders: list[Commander],
        parent: QWidget | None = None,
        under: str | None = None,
        valour: bool = True,
        ratings: Ratings = BELLE_ALLIANCE_RATINGS,
    ) -> None:
        """`valour`: whether the game's rules keep a unit's valour (General de Brigade's do
        not, and its roster shows none): without it, a new unit is not asked for one.
        `ratings`: the game's rules' words for a commander's rating, his plain one first
        chosen (General de Brigade's gifted, average, inept)."""
        super().__init__(parent)
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}")
        self.kind = kind
        self.setObjectName("rosterEntryDialog")
        self._commanders = commanders
        # The commander the roster's cursor is on (or over the unit it is on): a new unit
        # (a new commander) goes under him, on his side, unless the umpire picks another.
        self._under = under
        titles = {
            "side": self.tr("New side"),
            "commander": self.tr("New commander"),
            "unit": self.tr("New unit"),
        }
        self.setWindowTitle(titles[kind])
        form = QFormLayout(self)
        self.nameEdit = QLineEdit(self)
        self.nameEdit.setObjectName("nameEdit")
        # A regiment's full name is read whole before OK ("2nd Coldstream Guards Regiment").
        self.nameEdit.setMinimumWidth(self.nameEdit.fontMetrics().horizontalAdvance("M" * 24))
        form.addRow(self.tr("&Name:"), self.nameEdit)
        self.sideCombo = QComboBox(self)
        self.sideCombo.setObjectName("sideCombo")
        for side in sides:
            self.sideCombo.addItem(side.name, side.key)
        near = next((c for c in commanders if c.key == under), None)
        if near is not None and self.sideCombo.findData(near.side) >= 0:
            self.sideCombo.setCurrentIndex(self.sideCombo.findData(near.side))
        self.levelCombo = QComboBox(self)
        self.levelCombo.setObjectName("levelCombo")
        for level in LEVELS:
            self.levelCombo.addItem(label(level), level)
        self.levelCombo.setCurrentIndex(self.levelCombo.findData("brigade"))
        self.ratingCombo = QComboBox(self)
        self.ratingCombo.setObjectName("ratingCombo")
        for rating in ratings.words:
            self.ratingCombo.addItem(label(rating), rating)
        self.ratingCombo.setCurrentIndex(self.ratingCombo.findData(ratings.plain))
        self.commanderCombo = QComboBox(self)
        self.commanderCombo.setObjectName("commanderCombo")
        self.armCombo = QComboBox(self)
        self.armCombo.setObjectName("armCombo")
        for arm in UNIT_TYPES:
            self.armCombo.addItem(label(arm), arm)
        self.typeCombo = QComboBox(self)
        self.typeCombo.setObjectName("typeCombo")
        self.figuresSpin = _spin(self, "figuresSpin", 0, 999, 30)
        self.gunnersSpin = _spin(self, "gunnersSpin", 0, 99, 0)
        self.valourSpin = _spin(self, "valourSpin", -5, 5, 0)
        if kind in ("commander", "unit"):
            form.addRow(self.tr("S&ide:"), self.sideCombo)
            self.sideCombo.currentIndexChanged.connect(self._fill_commanders)
        if kind == "commander":
            form.addRow(self.tr("&Level:"), self.levelCombo)
            form.addRow(self.tr("&Superior:"), self.commanderCombo)
            form.addRow(self.tr("&Rating:"), self.ratingCombo)
        if kind == "unit":
            form.addRow(self.tr("Immediate &commander:"), self.commanderCombo)
            form.addRow(self.tr("&Arm:"), self.armCombo)
            form.addRow(self.tr("&Type:"), self.typeCombo)
            form.addRow(self.tr("&Figures (artillery: model guns):"), self.figuresSpin)
            form.addRow(self.tr("&Gunners (artillery, waggon driver):"), self.gunnersSpin)
            if valour:
                form.addRow(self.tr("&Valour:"), self.valourSpin)
            self.armCombo.currentIndexChanged.connect(self._fill_types)
            self._fill_types()
        if kind in ("commander", "unit") and not sides:
            form.addRow(QLabel(self.tr("Add a side first.")))
        for field in (
            self.sideCombo,
            self.levelCombo,
            self.ratingCombo,
            self.commanderCombo,
            self.armCombo,
            self.typeCombo,
            self.figuresSpin,
            self.gunnersSpin,
            self.valourSpin,
        ):
            # A field this kind does not ask for is made all the same (values() reads it),
            # but kept out of sight: a child outside the form would sit on the Name row.
            if form.indexOf(field) < 0:
                field.hide()
        self._fill_commanders()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _fill_commanders(self) -> None:
        side = self.sideCombo.currentData()
        self.commanderCombo.clear()
        self.commanderCombo.addItem(self.tr("(none)"), None)
        for commander in self._commanders:
            if commander.side == side:
                self.commanderCombo.addItem(commander.name, commander.key)
        at = self.commanderCombo.findData(self._under) if self._under else -1
        if at < 0 and self.kind == "unit" and self.commanderCombo.count() == 2:
            at = 1  # the side's only commander: every unit is his
        if at >= 0:
            self.commanderCombo.setCurrentIndex(at)

    def _fill_types(self) -> None:
        arm = self.armCombo.currentData()
        self.typeCombo.clear()
        for unit_type in UNIT_TYPES.get(arm, ()):
            self.typeCombo.addItem(label(unit_type), unit_type)

    def values(self) -> dict[str, Any]:
        """What the umpire typed, as the store's field names."""
        name = self.nameEdit.text().strip()
        if self.kind == "side":
            return {"name": name}
        if self.kind == "commander":
            return {
                "name": name,
                "side": self.sideCombo.currentData(),
                "level": self.levelCombo.currentData(),
                "parent": self.commanderCombo.currentData(),
                "rating": self.ratingCombo.currentData(),
            }
        return {
            "name": name,
            "side": self.sideCombo.currentData(),
            "commander": self.commanderCombo.currentData(),
            "arm": self.armCombo.currentData(),
            "type": self.typeCombo.currentData(),
            "figures": self.figuresSpin.value(),
            "gunners": self.gunnersSpin.value(),
            "valour": self.valourSpin.value(),
        }


def _spin(parent: QWidget, name: str, low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    return spin
