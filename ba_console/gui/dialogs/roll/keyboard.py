"""The roll dialog from the keyboard: the Tab order that follows the layout, and Enter.
A part of `RollDialog`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QPushButton, QWidget


class KeyboardWalk:
    """Tab and Enter in the roll dialog. Mixed into `RollDialog`."""

    def _set_tab_order(self) -> None:
        """Tab follows the layout: the kind; each role's panel top to bottom, left to right
        (a commander roll-off above them); the outcome and its effect fields; the effects,
        the note; the buttons as they stand."""
        chain: list[QWidget] = [self.ui.kindCombo]
        box = self.rollOffBox
        if box is not None:
            chain += [box.contactCombo, box.commanderList]
            chain += [entry.edit for entry in box._entries.values()]
            chain.append(box.restartButton)
        for panel in self.panels:
            chain += panel.focus_chain()
        chain.append(self.ui.addAttackerButton)
        for row in range(self.ui.typedForm.rowCount()):
            item = self.ui.typedForm.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if item is not None and item.widget() is not None:
                chain.append(item.widget())
        chain += [self.ui.effectsList, self.ui.noteEdit, self.ui.rollButton]
        # The button box lays its buttons out in the platform's order: follow its layout.
        buttons = self.ui.buttonBox.layout()
        for index in range(buttons.count()):
            widget = buttons.itemAt(index).widget()
            if isinstance(widget, QPushButton):
                chain.append(widget)
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

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
