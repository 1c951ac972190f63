"""Type to find in a list of units: the umpire types any part of a unit's name ("gren",
"1/1er v", "volt 2") on a closed combo box and the first unit whose name holds every word
typed is chosen at once; Backspace takes a letter back, Esc forgets what was typed. A
closed combo's own search would take only the start of a name, forget it after a moment
and open its list on the first space, though many names begin alike ("1/1er Tirailleurs",
"1/1er Voltigeurs"). Nothing typed that no name holds is taken: a beep, the choice stays.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QComboBox

# A property set on a combo box that finds as typed: a digit typed there may begin a name.
TYPE_TO_FIND = "typeToFind"


def first_match(names: list[str], typed: str) -> int | None:
    """The index of the first name holding every word of `typed` (case and accents as
    typed, letters folded), None if none does."""
    words = typed.casefold().split()
    if not words:
        return None
    for index, name in enumerate(names):
        folded = name.casefold()
        if all(word in folded for word in words):
            return index
    return None


class TypeToFind(QObject):
    """Installed on a non-editable `QComboBox`: printable keys find a unit by any part of
    its name (see the module). The text typed is forgotten when the box loses the cursor."""

    def __init__(self, combo: QComboBox):
        super().__init__(combo)
        self._combo = combo
        self._typed = ""
        combo.setProperty(TYPE_TO_FIND, True)
        combo.installEventFilter(self)

    @property
    def typed(self) -> str:
        return self._typed

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        if watched is not self._combo:
            return False
        if event.type() == QEvent.Type.FocusOut:
            self._typed = ""
            return False
        if event.type() != QEvent.Type.KeyPress:
            return False
        modifiers = event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        if modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        key = event.key()
        if key == Qt.Key.Key_Backspace and self._typed:
            self._find(self._typed[:-1])
            return True
        if key == Qt.Key.Key_Escape and self._typed:
            self._typed = ""
            return True
        text = event.text()
        if len(text) != 1 or not text.isprintable():
            return False
        if text == " " and not self._typed:
            return False  # a space first opens the list, as on any combo box
        if not self._find(self._typed + text):
            QApplication.beep()
        return True

    def _find(self, typed: str) -> bool:
        """Choose the first unit whose name holds `typed`; False (nothing changed) if none
        does. Empty: nothing typed, the choice stays."""
        if not typed.strip():
            self._typed = typed
            return True
        combo = self._combo
        names = [combo.itemText(i) if combo.itemData(i) else "" for i in range(combo.count())]
        found = first_match(names, typed)
        if found is None:
            return False
        self._typed = typed
        combo.setCurrentIndex(found)
        return True
