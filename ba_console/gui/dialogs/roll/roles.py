"""The roll dialog's roles: a panel per role of the kind, the units put in them (from
the roster's selection, else from the written order of the bound), the roster's automatic
ticks, the melee defender's Table 8 column (4.1.3, 4.1.1), the hints "from the order" and
each unit's state line. A part of `RollDialog` (its strings keep the dialog's translation
context).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ba_console.gui.dialogs.roll.panel import (
    RolePanel,
    caution_style,
    order_hint_style,
)
from ba_console.gui.labels import display_text
from ba_console.play.session import WrittenAttack

translate = QCoreApplication.translate

# How the roll dialog shares its width between the roles and the odds with the outcome
# (870 and 470 of 1340 px), and the least the odds and the outcome keep when a further
# attacker asks for more.
ROLES_SHARE = (870, 470)
OUTCOME_ROOM = 280
# A role's least width; three or more roles drop the rule column and need less.
PANEL = 340
# The most a role of two takes for its longest "Who" entry: the unit's name reads whole,
# its side may be cut ("1/1er Tirailleurs de la Garde (Imperial Guard at Pla"), so that the
# odds and the outcome keep the rest of the 1340 px (at 490 the outcome's fields wrapped
# under their labels and the pane needed a scroll bar).
NAMES_PANEL = 420
CROWDED_PANEL = 320


class RoleWiring:
    """The role panels of the roll dialog and what fills them. Mixed into `RollDialog`."""

    def _add_panel(
        self, role: str, title: str, removable: bool, mnemonics: int | None = None
    ) -> RolePanel:
        # Alt letters for the first two roles only: a third panel would repeat them.
        panel = RolePanel(self, role, title, removable, mnemonics if mnemonics in (0, 1) else None)
        panel.changed.connect(self.refresh)
        # Typed by the umpire (not set by the dialog), and after the refresh the faces
        # bring: the outcome's fields exist when the dice move on to them.
        panel.dice.edit.textEdited.connect(lambda _text, p=panel: self._dice_typed(p.dice))
        panel.unit_changed.connect(lambda p=panel: self._unit_changed(p))
        # Attackers before the defender: the defender's panel stays on the right.
        defender_at = next(
            (i for i, p in enumerate(self.panels) if not self.kind.role(p.role).repeatable),
            len(self.panels),
        )
        spec = self.kind.role(role)
        at = defender_at if spec.repeatable and self.panels else len(self.panels)
        self.panels.insert(at, panel)
        self.ui.rolesLayout.insertWidget(at, panel, 1)
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
            panel.setMinimumWidth(
                max(CROWDED_PANEL if crowded else PANEL, panel.minimumSizeHint().width())
            )
        # Two roles are read whole side by side (a roll-off's two, an attacker and its
        # defender), the longest name in their "Who" lists too as far as the panel's share
        # of the wide kinds' 870 px goes: however the splitter shares the width (a kind
        # without factor lists gives most of it to the outcome), the roles' side keeps that
        # room. Further attackers scroll into view.
        shown = self.panels[:2]
        spacing = max(0, self.ui.rolesLayout.spacing()) * max(0, len(shown) - 1)
        frame = 2 * self.ui.rolesScroll.frameWidth()
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
            wanted += max(panel.minimumWidth(), min(for_names, NAMES_PANEL))
        self.ui.rolesScroll.setMinimumWidth(wanted + spacing + frame)
        self._share_width()

    def _share_width(self) -> None:
        """A third role (a second attacker) takes width from the odds and the outcome as
        long as those keep `OUTCOME_ROOM`: at 1366 px two attackers and their defender are
        read side by side, and only a third attacker scrolls into view. Back to two roles,
        the dialog shares its width as it opened."""
        splitter = self.ui.splitter
        if not self.isVisible():
            return  # not laid out yet: the dialog shares its width as it is shown
        sizes = splitter.sizes()
        total = sum(sizes)
        if len(sizes) != 2 or total <= 0:
            return
        if len(self.panels) <= 2:
            if self._roles_widened:
                self._roles_widened = False
                roles = total * ROLES_SHARE[0] // sum(ROLES_SHARE)
                splitter.setSizes([roles, total - roles])
            return
        spacing = max(0, self.ui.rolesLayout.spacing())
        margins = self.ui.rolesLayout.contentsMargins()
        needed = 2 * self.ui.rolesScroll.frameWidth() + margins.left() + margins.right()
        fitted = 0
        for count, panel in enumerate(self.panels):
            needed += panel.minimumWidth() + (spacing if count else 0)
            if needed > total - OUTCOME_ROOM:
                break
            fitted = needed
        if fitted > sizes[0]:
            self._roles_widened = True
            splitter.setSizes([fitted, total - fitted])

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
        at the charge or not); a fire's target or a melee's defender the order does not
        name, none until the umpire chooses it."""
        kind = self.kind
        places = self.session.rules.places
        units = [u for u in units if u]
        self._assigning = True  # the units chosen here stand; no order overrides them
        try:
            if kind.key in places.fire and self.panels:
                panel = self.panels[0]
                if units:
                    panel.select(units[0])
                ordered = self.session.ordered_target(panel.unit)
                if len(units) > 1:
                    panel.select_target(units[1])
                elif ordered is None or ordered == panel.unit or not panel.select_target(ordered):
                    self._default_target(panel)
            elif len(units) >= 2 and any(p.chooses_unit for p in self.panels):
                defender = next(p for p in self.panels if p.chooses_unit)
                defender.select(units[-1])
                attackers = units[:-1]
                self.panels[0].select(attackers[0])
                for extra in attackers[1:]:
                    self.add_role(extra)
            else:
                staff = self.session.picks_staff(kind.key)
                for panel, unit in zip(self.panels, units, strict=False):
                    # A staff roll opened on a unit's row: made by its commander, or the
                    # orderly who can replace him when he has fallen (Table 19).
                    if not panel.select(unit) and staff:
                        panel.select(self.session.staff_figure_for(unit))
            if len(units) < 2:
                self._default_opponent()
            if kind.key in places.melee:
                for panel in self.panels:
                    written = self.session.written_attack(panel.unit)
                    panel.set_charge(written is not None and written.attack.at_the_charge)
            if kind.key == "roll_off" and len(units) < 2 and len(self.panels) > 1:
                combo = self.panels[1].unitCombo
                combo.setCurrentIndex(min(1, combo.count() - 1))
        finally:
            self._assigning = False
        for panel in self.panels:
            panel.order_defaults_unit = panel.unit
            panel.fill_neighbours()
        self.refresh_auto_ticks()

    def _apply_order_defaults(self, panel: RolePanel) -> None:
        """A new unit in a role: its written order sets the charge and, for the firer or
        the first attacker, the target or the defender (when the order names one). A new
        firer or first attacker whose order names none has none until the umpire chooses
        it: the last firer's target is not this one's (a battery line fires at targets of
        its own), nor the last attacker's defender this one's, and kept unseen it would
        log a fire or a melee's losses on the wrong unit."""
        kind = self.kind_key
        places = self.session.rules.places
        if kind in places.melee:
            written = self.session.written_attack(panel.unit)
            panel.set_charge(written is not None and written.attack.at_the_charge)
        if not self.panels or panel is not self.panels[0]:
            return
        if kind in places.fire:
            target = self.session.ordered_target(panel.unit)
            if target is None or target == panel.unit or not panel.select_target(target):
                self._default_target(panel)
        else:
            self._default_opponent()

    def _default_target(self, panel: RolePanel) -> None:
        """No target: "choose the unit fired at" (the roll cannot be confirmed without
        one). The target comes from the written order or the umpire, never the console."""
        if panel.targetCombo is not None:
            panel.targetCombo.setCurrentIndex(0)

    def _default_opponent(self) -> None:
        """A melee's defender: the one the first attacker's written order names, else
        "choose the unit attacked" (the roll cannot be confirmed without one). The
        defender comes from the written order or the umpire, never the console."""
        defender = next((p for p in self.panels if p.chooses_unit), None)
        if defender is None:
            return
        attacker = self.panels[0].unit
        ordered = self.session.ordered_target(attacker)
        if ordered is None or ordered == attacker or not defender.select(ordered):
            defender.unitCombo.setCurrentIndex(0)

    def _unit_changed(self, panel: RolePanel) -> None:
        panel.clear_ruling()
        panel.fill_neighbours()
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
                ticks = self.session.auto_ticks(choice, choices)
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
        attackers = [p.unit for p in self.panels if p is not panel and p.unit]
        found = self.session.defender_reading(
            panel.unit, attackers, panel.flankRearCheck.isChecked()
        )
        if found.read_from != panel.column_inputs:
            panel.column_inputs = found.read_from
            panel.column_reading = found.reading
            panel.set_attacks_too(found.reading is not None and found.reading.attacks_too)
        # Its own charge counts only while it attacks, and only where it may charge (2.3.3).
        panel.order_charge = found.order_charge
        attacking = next((spec.key for spec in self.kind.roles if spec.repeatable), None)
        panel.set_factors_of(attacking if panel.attacksTooCheck.isChecked() else None)
        self._show_defender_column(panel, found.written)

    def _show_defender_column(self, panel: RolePanel, written: WrittenAttack | None) -> None:
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
            "rules", reading.template, reading.args, reading.reason, self.session.names()
        )
        attacks = panel.attacksTooCheck.isChecked()
        order = self._order_tooltip(written)
        if attacks == reading.attacks_too:
            text, style, tip = because, order_hint_style(), order
        else:
            # Short, so it fits a narrow panel; the rules' words are on hover.
            text = (
                translate(
                    "RollDialog",
                    "Attacks too, by the umpire's ruling (1.1.9): reads the attacker column",
                )
                if attacks
                else translate(
                    "RollDialog",
                    "Fights as defender, by the umpire's ruling (1.1.9): reads the defender column",
                )
            )
            style = caution_style()
            rules = translate("RollDialog", "The rules' reading: {reason}").format(reason=because)
            tip = f"{rules}\n{order}" if order else rules
        label_widget.setText(text)
        label_widget.setStyleSheet(style)
        label_widget.setToolTip(tip)

    def _show_order_hints(self) -> None:
        """A "from the order" hint beside each default that agrees with the written order:
        the target or the defender named by the first role's order, a charge it orders."""
        first = self.panels[0] if self.panels else None
        written = self.session.written_attack(first.unit) if first is not None else None
        target = self.session.attacked_unit(written)
        for panel in self.panels:
            if panel.targetCombo is not None:
                shown = panel is first and target is not None and panel.target == target
            else:
                shown = panel.role == "defender" and target is not None and panel.unit == target
            panel.show_order_hint(shown, self._order_tooltip(written) if shown else "")
            if panel.chargeCheck is not None and panel.chargeHintLabel is not None:
                own = self.session.written_attack(panel.unit)
                charged = own is not None and own.attack.at_the_charge
                shown = charged and panel.chargeCheck.isChecked()
                panel.chargeHintLabel.setVisible(shown)
                panel.chargeHintLabel.setToolTip(self._order_tooltip(own) if shown else "")

    def _order_tooltip(self, written: WrittenAttack | None) -> str:
        if written is None:
            return ""
        order = written.order
        return translate(
            "RollDialog", "Written order of {unit} for bound {bound}: “{text}”"
        ).format(
            unit=self.session.names().get(order.unit, order.unit),
            bound=order.bound,
            text=order.text,
        )

    def _roles_title(self, roles: tuple[str, ...]) -> str:
        titles = {panel.role: panel.title() for panel in self.panels}
        return translate("RollDialog", " vs ").join(titles.get(role, role) for role in roles)

    def _is_unit(self, key: str) -> bool:
        return self.session.unit_state(key) is not None
