"""A field for the figures a unit loses, as the book gives them: a whole number, or a part
of a figure ("1/2", "1.5", "2 1/2"), since losses at one target are summed before rounding
down (3.1.5, 4.1.5). Anything else is refused as typed, with the field marked.
"""

from __future__ import annotations

import re
from fractions import Fraction

from PySide6.QtCore import Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QLineEdit, QWidget

# "3", "1/2", "1.5", "1,5" (a Danish decimal comma), "2 1/2".
_LOSS = r"\s*(\d{1,3}(\s+\d{1,2}/\d{1,2})?|\d{1,2}/\d{1,2}|\d{1,3}[.,]\d{1,2})?\s*"
_MIXED = re.compile(r"(\d+)\s+(\d+/\d+)")


def parse_loss(text: str) -> Fraction | None:
    """The loss typed, or None for an empty field; ValueError for anything else."""
    text = text.strip().replace(",", ".")
    if not text:
        return None
    mixed = _MIXED.fullmatch(text)
    try:
        value = Fraction(mixed.group(1)) + Fraction(mixed.group(2)) if mixed else Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{text!r} is not a number of figures") from None
    if value < 0:
        raise ValueError("a loss is not less than nothing")
    return value


class LossEdit(QLineEdit):
    """The figures lost: `value()` is 0, a whole number, or the part as a fraction's text."""

    valueChanged = Signal(object)  # noqa: N815 - Qt's naming, as QSpinBox's

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setValidator(QRegularExpressionValidator(_LOSS, self))
        self.setPlaceholderText("0")
        self.setMaximumWidth(90)
        self.textChanged.connect(lambda _text: self.valueChanged.emit(self.value()))

    def value(self) -> int | str:
        """0 when empty; a whole number as int; a part as "3/2" (what the rules read)."""
        try:
            found = parse_loss(self.text())
        except ValueError:
            return 0
        if found is None:
            return 0
        return int(found) if found.denominator == 1 else str(found)

    def setValue(self, value: int | str | Fraction) -> None:  # noqa: N802 - as QSpinBox's
        self.setText("" if not value else str(value))
