"""A roll being made in the roll dialog, until it is logged: put aside with Esc (console
dice already shown stay on the record, and what was ticked is kept with them for the next
dialog on the same units), taken up again, asked about before its game closes, and
cleared for the next roll once one is logged. A part of `RollDialog`.
"""

from __future__ import annotations

from ba_console.gui.dialogs.roll.outcome import clear_effect_field
from ba_console.play.roll import next_firer, next_order_to_roll


class RollBeingMade:
    """Esc, the question before a game closes, and the next roll. Mixed into `RollDialog`
    (before `QDialog`, whose `reject` it extends)."""

    def _aside_key(self) -> tuple[object, ...]:
        """The roll as the umpire knows it again: its kind and who is in each role."""
        return (self.kind_key, tuple((p.role, p.unit, p.target) for p in self.panels))

    def reject(self) -> None:
        """Esc, Cancel or the window closed: console dice already shown stay on the record
        (the next dialog shows the same), and what was ticked is kept with them, for the
        next dialog on the same units. With dice, an outcome or effects typed, the umpire
        is asked first (Keep is the default): one Esc meant for a list loses nothing."""
        roll = None if self._discard_agreed else self.roll_being_made()
        if roll and not self.confirm_discard_roll(roll):
            return
        if not self._confirmed and any(p.dice.is_console for p in self.panels):
            kept = {
                p.role: (tuple(p.checklist.ticks()), p.dice.faces() if p.dice.is_console else None)
                for p in self.panels
            }
            self.operations.set_aside(self._aside_key(), kept)
        super().reject()

    def _take_up_set_aside(self) -> None:
        """A roll put aside with Esc after its console dice, opened again on the same units:
        its ticks and its dice as they were (the dice only while still not logged)."""
        kept = self.operations.take_aside(self._aside_key())
        if not kept:
            return
        for panel in self.panels:
            ticks, faces = kept.get(panel.role, ((), None))
            panel.checklist.set_ticks(list(ticks))
            if faces is not None and faces == self.operations.pending_faces(
                self.kind_key, panel.role
            ):
                panel.dice.set_console_faces(faces)

    _discard_agreed = False

    def agree_to_discard(self) -> None:
        """The umpire agreed to discard what is typed (the window asked before its game
        closed): closing does not ask again."""
        self._discard_agreed = True

    def confirm_discard_roll(self, roll: str) -> bool:
        """Ask whether to discard `roll` (its kind and units); True to discard. Keep is the
        default (tests replace this method)."""
        from ba_console.gui.dialogs.window_questions import ask_discard_roll

        return ask_discard_roll(self, roll)

    def roll_being_made(self) -> str | None:
        """The roll's kind and units ("Fire: A, B") when dice, an outcome or a factor's
        value were typed and it is not logged yet, for the question before its game
        closes; None when closing loses nothing the umpire typed (console dice are the same
        in the next dialog)."""
        if self._confirmed or not self.isVisible():
            return None
        entries = [panel.dice for panel in self.panels]
        if self.rollOffBox is not None:
            entries += list(self.rollOffBox._entries.values())
        typed_dice = any(not e.is_console and e.edit.text().strip() for e in entries)
        typed_outcome = any(combo.currentText().strip() for combo in self._typed_widgets)
        # What the outcome does, typed from the book: losses and a disorder level.
        typed_outcome = typed_outcome or any(spin.value() for spin in self._loss_spins.values())
        typed_outcome = typed_outcome or any(
            combo.currentIndex() > 0 for combo in self._disorder_combos.values()
        )
        typed_outcome = typed_outcome or bool(self._own_effects_typed())
        # A factor's value read from the book is typed too.
        typed_factor = any(
            tick.typed is not None for panel in self.panels for tick in panel.checklist.ticks()
        )
        if not (typed_dice or typed_outcome or typed_factor):
            return None
        names = self.session.names()
        keys: list[str] = []
        for panel in self.panels:
            keys += [key for key in (panel.unit, panel.target) if key]
        units = ", ".join(names.get(key, key) for key in dict.fromkeys(keys))
        kind = self.kind.label.get(self.language)
        return f"{kind}: {units}" if units else kind

    def next_roll(self) -> None:
        """Clear the dice and what was typed, and move the first role to the next unit."""
        self._typed_shape = None
        self._earlier_typed = None  # the roll just logged may have typed one more
        self.rememberCheck.setChecked(False)
        for combo in self._typed_widgets:
            combo.blockSignals(True)
            combo.setEditText("")
            combo.blockSignals(False)
        for spin in self._loss_spins.values():
            spin.setValue(0)
        for combo in self._disorder_combos.values():
            combo.setCurrentIndex(0)
        for widget in self._effect_fields.values():
            clear_effect_field(widget)
        self.ui.noteEdit.clear()
        if self.rollOffBox is not None:
            self.rollOffBox._fill_commanders()  # nobody ticked: the next unit is another
            self.rollOffBox.restart()
        for panel in self.panels:
            panel.clear_ruling()
        first = self.panels[0]
        index = first.unitCombo.currentIndex()
        combo = first.unitCombo
        # Ordering rolls: on to the next order that waits for its roll, not to the
        # roster's next unit, which may have no order to roll for; melees likewise.
        keys = [combo.itemData(i) for i in range(combo.count())]
        waiting = next_order_to_roll(
            self.session.pack, self.session.state(), self.kind_key, keys, index
        )
        if waiting is None and self.kind_key in self.session.rules.places.fire:
            # Fires: on to the next unit that fires by this kind and has not fired this
            # bound (not a battery for hand weapons, nor the firer just logged).
            waiting = next_firer(
                self.session.pack,
                self.session.state(),
                self.kind_key,
                keys,
                index,
                self.session.firers_this_bound(),
            )
        if waiting is None and self.kind_key in self.session.rules.places.melee:
            # Melees: on to the next attack not yet fought, its defender from its order.
            attacks = {row.unit.key for row in self.controller.unresolved_attacks()}
            after = [(index + step) % len(keys) for step in range(1, len(keys))]
            waiting = next((i for i in after if keys[i] in attacks), None)
        first.unitCombo.blockSignals(True)
        if waiting is not None:
            first.unitCombo.setCurrentIndex(waiting)
        elif index + 1 < first.unitCombo.count():
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
