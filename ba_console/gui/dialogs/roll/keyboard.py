"""The roll dialog from the keyboard: the Tab order that follows the layout, and Enter.

Enter walks the roll. Dice typed in full move on by themselves to what the roll still
lacks: the defender's dice after the attacker's, then the outcome read from the book.
On the outcome's fields Enter goes to the next one (the outcome, the figures lost and
the disorder of the unit it falls on, a melee's loser first, then the others') and
confirms on the last; elsewhere it confirms a roll that lacks nothing, and otherwise goes
to what it lacks (dice, the ruling a restriction waits for, the outcome) instead of doing
nothing. Ctrl+Enter confirms from any field; Ctrl+R rolls the console's dice for every
role at once and goes on to the outcome if the table cannot give it. A part of
`RollDialog`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ba_console.gui.widgets.dice_entry import DiceEntryWidget
from ba_console.gui.widgets.type_to_find import TYPE_TO_FIND

# Keys that are no character of an outcome: the walk's and the modifiers alone.
_WALK_KEYS = (
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Delete,
)
_MODIFIER_KEYS = (
    Qt.Key.Key_Shift,
    Qt.Key.Key_Control,
    Qt.Key.Key_Alt,
    Qt.Key.Key_Meta,
    Qt.Key.Key_AltGr,
)

# A property of a field of the outcome that Tab reaches and Enter's walk passes by.
TAB_ONLY = "tabOnly"


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
        for panel in self.panels:  # digits typed in a factor list are its role's dice
            panel.checklist.tree.installEventFilter(self)

    # --- Enter: on to what the roll lacks, through the outcome, then Confirm ----------------

    def outcome_fields(self) -> list[QWidget]:
        """The fields of the outcome read from the book, in the order Enter walks them:
        each result's outcome, then the figures lost and disorder of the unit it falls on
        (a melee's loser first), then the others'."""
        fields: list[QWidget] = []
        for row in range(self.ui.typedForm.rowCount()):
            item = self.ui.typedForm.itemAt(row, QFormLayout.ItemRole.FieldRole)
            widget = item.widget() if item is not None else None
            if widget is not None and widget.isEnabled() and not widget.property(TAB_ONLY):
                fields.append(widget)
        return fields

    def missing_field(self) -> QWidget | None:
        """Where the roll still lacks what only the umpire can give: a roll-off's dice, a
        role's dice, a fire's target or a melee's defender, the ruling a restriction waits
        for, an outcome read from the book."""
        box = self.rollOffBox
        if box is not None and self._roll_off_pending():
            for entry in box._entries.values():
                if entry.faces() is None:
                    return entry.edit
        for panel in self.panels:
            if panel.dice.faces() is None:
                return panel.dice.edit
        for panel in self.panels:
            # A threshold test's class: never one the console picked unseen.
            if panel.classCombo is not None and panel.classCombo.currentData() is None:
                return panel.classCombo
        for panel in self.panels:
            # A fire names the unit fired at: never one the console picked unseen.
            if panel.targetCombo is not None and panel.unit and panel.target is None:
                return panel.targetCombo
            # A melee names the unit attacked: never one the console picked unseen.
            if panel.chooses_unit and panel.unit is None:
                return panel.unitCombo
        preview = self.preview
        for restriction in preview.blocked_by if preview is not None else ():
            panel = next((p for p in self.panels if p.role == restriction.role), None)
            if panel is not None:
                return panel.rulingCheck
        for combo in self._typed_widgets:
            if combo.isEnabled() and not combo.currentText().strip():
                return combo
        return None

    def go_to_missing(self) -> bool:
        """Put the cursor where the roll lacks something; False if it lacks nothing."""
        field = self.missing_field()
        if field is None:
            return False
        _focus(field)
        return True

    def _dice_typed(self, dice: DiceEntryWidget) -> None:
        """Dice typed in full move on to what the roll still lacks (the defender's dice
        after the attacker's, then the outcome), so no Enter or Tab is needed between.
        Dice of more than 9 sides are typed with spaces and may look whole too early."""
        if dice.is_console or dice.spec.sides > 9 or not dice.edit.hasFocus():
            return
        if dice.typed_faces() is not None and self.go_to_missing():
            # A digit typed on after the last die ("3561" for 3D6) is one too many, not
            # the first key of the field the cursor moved to: refused there (an outcome
            # begun with "1", a target picked by its first letter). Another role's dice
            # take digits as they come.
            field = QApplication.focusWidget()
            if field is not None and not isinstance(field.parentWidget(), DiceEntryWidget):
                self._spill_guard = (field, dice, None)
                field.installEventFilter(self)

    def _guard_spill(self, watched: QObject, event: QEvent) -> bool:
        """The first key in the field dice moved on to. A digit there is one die too many
        ("3561" for 3D6) and is held back, the dice saying so: a field one picks from (a
        target) refuses it outright; in an outcome typed from the book it is taken after
        all only if the outcome goes on from it (a space: "2 figures and LD", a digit, a
        sign), and not when a word, Enter or Tab follows. Any other first key goes in."""
        guard = self._spill_guard
        if guard is None or watched is not guard[0] or event.type() != QEvent.Type.KeyPress:
            return False
        if event.key() in _MODIFIER_KEYS:
            return False  # Shift for a capital: the key itself decides
        field, dice, held = guard
        text = event.text()
        if held is None and dice.extra_refused:
            self._spill_guard = None  # a digit refused already: the umpire's next key
            return False
        if held is None:
            if not (len(text) == 1 and text.isdigit()):
                self._spill_guard = None
                return False
            # A field typed into: an outcome, or a list that finds a unit as its name is
            # typed ("1/2e G…").
            typed_into = isinstance(field, QLineEdit) or (
                isinstance(field, QComboBox)
                and (field.isEditable() or bool(field.property(TYPE_TO_FIND)))
            )
            dice.refuse_extra(text, beep=not typed_into)
            self._spill_guard = (field, dice, text if typed_into else None)
            return True
        self._spill_guard = None
        goes_on = (
            len(text) == 1
            and text.isprintable()
            and not text.isalpha()
            and event.key() not in _WALK_KEYS
        )
        if goes_on:  # the outcome begins with the digit held: typed as it came
            dice.clear_refusal()
            QApplication.sendEvent(
                field,
                QKeyEvent(
                    QEvent.Type.KeyPress, Qt.Key(ord(held)), Qt.KeyboardModifier.NoModifier, held
                ),
            )
        return False

    def _drop_spill_guard(self, new: QWidget | None) -> None:
        """The cursor left the field dice moved on to: its first key is the umpire's."""
        guard = self._spill_guard
        if guard is None or (new is not None and (new is guard[0] or guard[0].isAncestorOf(new))):
            return
        self._spill_guard = None
        guard[1].clear_refusal()

    def keyPressEvent(self, event) -> None:
        """Enter walks the roll: on a field of the outcome read from the book it goes to the
        next one and confirms on the last; elsewhere it confirms a roll that lacks nothing
        and otherwise goes to what it lacks. Ctrl+Enter confirms from any field."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if modifiers == Qt.KeyboardModifier.NoModifier:
                self._enter(walk=True)
                return
            if modifiers == Qt.KeyboardModifier.ControlModifier:
                self._enter(walk=False)
                return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        """Enter on an outcome the field completed as the umpire typed ("O" → "Order
        followed", the rest selected): the field would spend the key on taking the
        completion, and a second Enter would be needed. The completion is taken and the
        Enter walks on as on any other field."""
        if self._guard_spill(watched, event):
            return True
        if self._dice_from_the_list(watched, event):
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and watched in self._typed_widgets
            and watched.lineEdit().hasSelectedText()
        ):
            watched.lineEdit().deselect()
            watched.lineEdit().end(False)
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

    def _dice_from_the_list(self, watched: QObject, event: QEvent) -> bool:
        """A digit typed in a role's factor list, its dice not typed yet: the first die.
        The umpire ticks a factor and types the dice read off the table at once; the list
        would spend the digits on a search among its rows ("50 % more figures")."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        text = event.text()
        if modifiers != Qt.KeyboardModifier.NoModifier or not (len(text) == 1 and text.isdigit()):
            return False
        panel = next((p for p in self.panels if p.checklist.tree is watched), None)
        if panel is None:
            return False
        dice = panel.dice
        if dice.is_console or not dice.edit.isEnabled() or dice.typed_faces() is not None:
            return False
        dice.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        dice.edit.end(False)  # dice begun there ("65") go on, not typed over
        QApplication.sendEvent(
            dice.edit, QKeyEvent(QEvent.Type.KeyPress, event.key(), event.modifiers(), text)
        )
        return True

    def _enter(self, walk: bool) -> None:
        if self._confirmed:
            return  # queued behind the Enter that logged the roll: it is done
        # No reading again before Confirm: Confirm compares what was shown with what it
        # would log (`RollDialog.confirm`).
        if walk:
            fields = self.outcome_fields()
            focus = QApplication.focusWidget()
            at = next(
                (i for i, f in enumerate(fields) if f is focus or f.isAncestorOf(focus)), None
            )
            if at is not None and at + 1 < len(fields):
                here = fields[at]
                # An outcome still empty is what is missing: Enter does not leave it.
                if not (isinstance(here, QComboBox) and here.isEditable()
                        and not here.currentText().strip()):  # fmt: skip
                    _focus(fields[at + 1])
                    return
            if self.confirmButton.isEnabled() and self._stop_at_no_change():
                return
        if self.confirmButton.isEnabled():
            self.confirm(close=True)
            return
        self.refresh()
        self.go_to_missing()

    def _stop_at_no_change(self) -> bool:
        """Enter walked past an outcome typed from the book with its figures lost and
        disorder left empty ("2 figures lost", Enter, Enter, Enter): the roll would go in
        the log and the roster take nothing. Enter stays: the cursor goes back to the first
        effect field and the dialog says so in the tone of a refusal. Ctrl+Enter (or the
        Confirm button) logs an outcome that truly changes nothing."""
        preview = self.preview
        if preview is None or not self._typed_without_effects(preview):
            return False
        effect_fields = {*self._loss_spins.values(), *self._disorder_combos.values()}
        first = next((f for f in self.outcome_fields() if f in effect_fields), None)
        if first is not None:
            _focus(first)
        self._show_problem(
            QApplication.translate(
                "RollDialog",
                "No change to the roster entered: type the figures lost or the disorder, "
                "or press Ctrl+Enter to confirm the roll as it is.",
            )
        )
        return True


def _focus(widget: QWidget) -> None:
    """Focus as Tab gives it: a line edit's text selected, to be typed over."""
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    edit = widget.lineEdit() if isinstance(widget, QComboBox) else widget
    if isinstance(edit, QLineEdit):
        edit.selectAll()
