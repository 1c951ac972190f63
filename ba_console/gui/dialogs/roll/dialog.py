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

import re
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ba_console.core.model import RollKind
from ba_console.gui.dialogs.roll.panel import (
    CAUTION_STYLE,
    NO_CHANGE,
    ORDER_HINT_STYLE,
    TYPED_OUTCOME_WARNING,
    UNSET_TOOLTIP,
    RolePanel,
    restriction_text,
    signed,
)
from ba_console.gui.dialogs.roll.roll_off_box import CommanderRollOffBox
from ba_console.gui.forms.ui_roll_dialog import Ui_RollDialog
from ba_console.gui.labels import display_text, effect_label, label, table_reference
from ba_console.gui.operations import OperationRefused, RollOperations
from ba_console.gui.protocols import RollDesk
from ba_console.gui.screen import fit_to_screen
from ba_console.gui.widgets.loss_edit import LossEdit
from ba_console.gui.widgets.odds_chart import OddsChartWidget
from ba_console.play import LoggedRoll
from ba_console.play.choices import (
    PlayError,
    Problem,
    RollChoices,
    RollPreview,
)
from ba_console.play.roll import BLOCKED, CONTEXT
from ba_console.play.session import PlaySession, WrittenAttack


def _logged_reading(preview: RollPreview | None) -> tuple[Any, ...] | None:
    """What Confirm would log from `preview` (dice, factors, totals, outcome, effects and
    the notes and warnings shown beside them), to compare what the dialog showed with what
    it would log. The umpire's note is left out: typing it does not read the roll again."""
    if preview is None or preview.draft is None:
        return None
    return (preview.draft.model_copy(update={"note": ""}), preview.notes, preview.warnings)


class RollDialog(QDialog):
    """A roll of one kind. Emits `roll_logged(LoggedRoll)` for each roll it confirms."""

    roll_logged = Signal(object)

    def __init__(
        self,
        controller: RollDesk,
        parent: QWidget | None = None,
        kind: str | None = None,
        units: list[str] | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("rollDialog")
        self.controller = controller
        self.language = controller.language
        self.operations: RollOperations = controller.rolls
        self.session: PlaySession = self.operations.session
        pack = self.session.pack
        first = next((u for u in units or [] if u), None)
        self.kind_key = (
            kind if kind in pack.rolls else self.session.phase_kind(first) or next(iter(pack.rolls))
        )
        self.panels: list[RolePanel] = []
        self.preview: RollPreview | None = None
        self.last_logged: LoggedRoll | None = None
        self._typed_widgets: list[QComboBox] = []
        self._typed_shape: tuple[object, ...] | None = None
        self._loss_spins: dict[str, LossEdit] = {}
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
        controller.roster_changed.connect(self._roster_changed)

    # --- the kind and its roles ----------------------------------------------------------

    @property
    def kind(self) -> RollKind:
        return self.session.kind(self.kind_key)

    @property
    def result_table(self):
        kind = self.kind
        return self.session.pack.tables.get(kind.result) if kind.result else None

    def fill_who(self, combo: QComboBox, staff: bool) -> None:
        controller = self.controller
        combo.clear()
        if staff:
            orderlies = controller.orderlies()
            for commander in controller.commanders():
                fallen = self.tr(" — fallen") if commander.fallen else ""
                combo.addItem(f"{commander.name}{fallen}", commander.key)
                for orderly in orderlies:
                    if orderly.commander != commander.key:
                        continue
                    mark = self.tr(" — fallen") if orderly.fallen else ""
                    combo.addItem(f"    {orderly.name}{mark}", orderly.key)
            return
        sides = controller.side_names()
        for unit in controller.units():
            combo.addItem(f"{unit.name} ({sides.get(unit.side, unit.side)})", unit.key)

    def _build(self) -> None:
        """The static frame comes from `ui/roll_dialog.ui`; here its contents and wiring."""
        self.ui = Ui_RollDialog()
        self.ui.setupUi(self)
        self.setObjectName("rollDialog")
        ui = self.ui
        pack = self.session.pack
        for key, kind in pack.rolls.items():
            ui.kindCombo.addItem(kind.label.get(self.language), key)
        ui.kindCombo.setCurrentIndex(ui.kindCombo.findData(self.kind_key))
        ui.kindCombo.currentIndexChanged.connect(self._kind_chosen)
        ui.ruleLabel.setStyleSheet("color: #555;")
        # A kind that belongs to another step of the bound: said beside the phase (no line
        # of its own: the dialog has no height to spare at 768), never refused.
        ui.phaseCautionLabel.setStyleSheet(CAUTION_STYLE)
        ui.addAttackerButton.clicked.connect(lambda: self.add_role())
        self.extraCharts: list[OddsChartWidget] = []
        ui.splitter.setStretchFactor(0, 3)
        ui.splitter.setStretchFactor(1, 2)
        # The roles get the width a unit's full name and side need ("Hvem:" is wider than
        # "Who:"); the odds and the outcome read well in the rest.
        ui.splitter.setSizes([870, 470])
        box = ui.buttonBox
        self.confirmNextButton = box.addButton(
            self.tr("Confirm and &next"), QDialogButtonBox.ButtonRole.ApplyRole
        )
        self.confirmNextButton.setObjectName("confirmNextButton")
        self.confirmButton = box.addButton(
            self.tr("&Confirm"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.confirmButton.setObjectName("confirmButton")
        self.cancelButton = box.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancelButton.setObjectName("cancelButton")
        # The console's dice stand apart, on the left: rolling is not an answer to the dialog.
        for button in (ui.rollButton, self.confirmNextButton, self.cancelButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.confirmButton.setDefault(True)
        ui.rollButton.clicked.connect(self.roll_console_dice)
        self.confirmButton.clicked.connect(lambda: self.confirm(close=True))
        self.confirmNextButton.clicked.connect(lambda: self.confirm(close=False))
        self.cancelButton.clicked.connect(self.reject)
        QShortcut(QKeySequence("Ctrl+R"), self, activated=self.roll_console_dice)
        fit_to_screen(self, 1340, 740)
        # Tab into a field scrolled out of view brings it into view.
        QApplication.instance().focusChanged.connect(self._keep_focus_in_view)

    def _keep_focus_in_view(self, _old: QWidget | None, new: QWidget | None) -> None:
        for scroll in (self.ui.rolesScroll, self.ui.outcomeScroll):
            if new is not None and scroll.widget().isAncestorOf(new):
                scroll.ensureWidgetVisible(new)

    def _kind_chosen(self, _index: int) -> None:
        key = self.ui.kindCombo.currentData()
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
        self.ui.ruleLabel.setText(" · ".join(parts))
        self.ui.ruleLabel.setToolTip(notes)
        phase = self.session.phase()
        phase_text = self._phase_text(phase.phase, phase.sub_phase)
        self.ui.phaseLabel.setText(
            self.tr("Bound {bound} · {phase}").format(bound=phase.bound, phase=phase_text)
        )
        caution = self.session.out_of_step(kind.key)
        self.ui.phaseCautionLabel.setVisible(caution)
        self.ui.topLayout.setStretchFactor(self.ui.ruleLabel, 0 if caution else 1)
        # The step is named by the phase label right beside it, not repeated here.
        self.ui.phaseCautionLabel.setText(
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
        self.ui.addAttackerButton.setVisible(any(s.repeatable for s in kind.roles))
        self._build_roll_off(units)
        # Without factor lists (or a roll-off) the roles need little width: the outcomes'
        # long names (Table 18's) get it instead of being cut short.
        factors = any(self.session.role_tables(kind, spec.key) for spec in kind.roles)
        wide = factors or self.rollOffBox is not None
        self.ui.splitter.setSizes([870, 470] if wide else [560, 780])
        self._assign_units(units)
        self._set_tab_order()

    def _build_roll_off(self, units: list[str]) -> None:
        """Engaging a commander: the unit and the commanders touching it (1.1.4)."""
        if self.rollOffBox is not None:
            self.rollOffBox.setParent(None)
            self.rollOffBox.deleteLater()
            self.rollOffBox = None
        self._roll_off_row = None
        pack = self.session.pack
        if self.kind_key != "engaging_commander" or "roll_off" not in pack.rolls:
            return
        box = CommanderRollOffBox(self)
        for key in units:
            if self._is_unit(key) and box.select_unit(key):
                break
        box.update_reading()
        box.changed.connect(self._roll_off_changed)
        self.ui.leftLayout.insertWidget(0, box)
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
        for step in self.session.pack.phases:
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
            panel.setMinimumWidth(max(340, panel.minimumSizeHint().width()))
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
            wanted += max(panel.minimumWidth(), min(for_names, 420))
        self.ui.rolesScroll.setMinimumWidth(wanted + spacing + frame)

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
            elif kind.key in places.melee and len(units) >= 2:
                defender = next(p for p in self.panels if p.role == "defender")
                defender.select(units[-1])
                attackers = units[:-1]
                self.panels[0].select(attackers[0])
                for extra in attackers[1:]:
                    self.add_role(extra)
            else:
                for panel, unit in zip(self.panels, units, strict=False):
                    panel.select(unit)
            if kind.key in places.melee and len(units) < 2:
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
        the first attacker, the target or the defender (when the order names one)."""
        kind = self.kind_key
        places = self.session.rules.places
        if kind in places.melee:
            written = self.session.written_attack(panel.unit)
            panel.set_charge(written is not None and written.attack.at_the_charge)
        if not self.panels or panel is not self.panels[0]:
            return
        target = self.session.ordered_target(panel.unit)
        if target is None or target == panel.unit:
            return
        if kind in places.fire:
            panel.select_target(target)
        elif kind in places.melee:
            defender = next((p for p in self.panels if p.role == "defender"), None)
            if defender is not None:
                defender.select(target)

    def _default_target(self, panel: RolePanel) -> None:
        """The first unit of another side, so a fire roll opens with a sensible target."""
        side = self.session.side_of(panel.unit)
        for unit in self.controller.units():
            if unit.side != side:
                panel.select_target(unit.key)
                return

    def _default_opponent(self) -> None:
        defender = next((p for p in self.panels if p.role == "defender"), None)
        if defender is None or not self.panels:
            return
        ordered = self.session.ordered_target(self.panels[0].unit)
        if ordered is not None and ordered != self.panels[0].unit and defender.select(ordered):
            return
        side = self.session.side_of(self.panels[0].unit)
        if self.session.side_of(defender.unit) != side:
            return
        for unit in self.controller.units():
            if unit.side != side:
                defender.select(unit.key)
                return

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
        written = self.session.written_attack(first.unit) if first is not None else None
        target = self.session.attacked_unit(written)
        for panel in self.panels:
            if panel.targetCombo is not None:
                shown = panel is first and target is not None and panel.target == target
            else:
                shown = panel.role == "defender" and target is not None and panel.unit == target
            panel.orderHintLabel.setVisible(shown)
            panel.orderHintLabel.setToolTip(self._order_tooltip(written) if shown else "")
            if panel.chargeCheck is not None and panel.chargeHintLabel is not None:
                own = self.session.written_attack(panel.unit)
                charged = own is not None and own.attack.at_the_charge
                shown = charged and panel.chargeCheck.isChecked()
                panel.chargeHintLabel.setVisible(shown)
                panel.chargeHintLabel.setToolTip(self._order_tooltip(own) if shown else "")

    def _counted_units(self, key: str, role: str) -> str:
        """What the rules count for the tables, in the interface language: the firer's
        units of fire if all its figures fire (3.1.1), a melee side's units of melee from
        the figures 4.1.3 counts, or which figures the umpire counts where the console
        cannot know them."""
        counted = self.session.counted_units(self.kind_key, role, key)
        if counted is None:
            return ""
        return display_text("rules", counted.template, counted.args, counted.text)

    def _order_tooltip(self, written: WrittenAttack | None) -> str:
        if written is None:
            return ""
        order = written.order
        return self.tr("Written order of {unit} for bound {bound}: “{text}”").format(
            unit=self.session.names().get(order.unit, order.unit),
            bound=order.bound,
            text=order.text,
        )

    def _state_text(self, key: str | None, role: str = "") -> str:
        if key is None:
            return ""
        state = self.session.state()
        unit = state.unit(key)
        if unit is None:
            commander = next((c for c in self.controller.commanders() if c.key == key), None)
            if commander is None:
                return self.tr("orderly")
            return self.tr("commander ({level}), rating {rating}{fallen}").format(
                level=label(commander.level),
                rating=label(commander.rating),
                fallen=self.tr(", fallen") if commander.fallen else "",
            )
        figures = (
            self.tr("{n}/{start} gunners, {g} guns").format(
                n=unit.gunners, start=unit.gunners_start, g=unit.figures
            )
            if unit.is_artillery
            else self.tr("{n}/{start} figures").format(n=unit.figures, start=unit.figures_start)
        )
        supplies = (
            self.tr("supplies unlimited")
            if unit.supplies_left is None
            else self.tr("supplies: %n roll(s) left", "", unit.supplies_left)
        )
        flags = ", ".join(
            f"{label(name)} ({', '.join(str(b) for b in sorted(bounds))})"
            for name, bounds in unit.flags.items()
        )
        parts = [
            figures,
            self.tr("valour {v}").format(v=signed(unit.valour)),
            label(unit.disorder),
            label(unit.formation or ""),
            supplies,
        ]
        if flags:
            parts.append(self.tr("flags: {flags}").format(flags=flags))
        counted = self._counted_units(key, role)
        if counted:
            parts.append(counted)
        if self.kind_key in self.session.rules.places.ordering:
            order = state.written_order(key)
            parts.append(
                self.tr("order: “{text}” ({status})").format(
                    text=order.text, status=label(order.status)
                )
                if order is not None
                else self.tr("no order written this bound")
            )
        penalty = self.session.side_penalty(key, self.kind_key)
        if penalty is not None:
            parts.append(self.tr("side penalty {v}").format(v=signed(int(penalty.value or 0))))
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
            note=self.ui.noteEdit.text(),
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
            preview = self.session.preview(self._choices(), self.language)
        except PlayError as exc:
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
                        modifier=signed(role.modifier),
                        unset=unset_text,
                        total=role.total,
                    )
                )
            else:
                panel.totalLabel.setText(
                    self.tr("Total: dice {modifier}{unset}").format(
                        modifier=signed(role.modifier), unset=unset_text
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
        self.ui.rollButton.setEnabled(any(wants))
        if roll_off_pending:
            self._show_info(
                self.tr("Roll off first: dice decide which commander is engaged (1.1.4).")
            )
        elif preview.blocked_by:
            self._show_problem(self._problem_text(preview.problem))
        elif preview.problem:
            self._show_info(self._problem_text(preview.problem))
        elif self._typed_without_effects(preview):
            # Not a refusal (many outcomes change nothing), but the umpire who forgot the
            # fields under the outcome sees it before the roster drifts from the log.
            self._show_caution(self.tr("Enter confirms — no change to the roster entered."))
        else:
            self._show_info(self.tr("Ready: Enter confirms and applies the effects."))

    def _problem_text(self, problem: Problem | None) -> str:
        """Why the roll cannot be confirmed yet, in the interface language."""
        if problem is None:
            return ""
        if problem.code == "blocked" and self.preview is not None:
            first = self.preview.blocked_by[0]
            names = self.session.names()
            return QApplication.translate(CONTEXT, BLOCKED).format(
                unit=names.get(first.unit, first.unit), reason=restriction_text(first)
            )
        return display_text(CONTEXT, problem.template, problem.args, problem.text)

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
        charts = [self.ui.oddsChart, *self.extraCharts]
        while len(charts) < len(results):
            chart = OddsChartWidget()
            self.extraCharts.append(chart)
            self.ui.chartsLayout.addWidget(chart)
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
            self.ui.outcomeLabel.setText(
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
                    result.lookup.cell or "", self.session.pack.tables, self.language
                )
                cell = escape(cell, quote=False)
                lines.append(
                    f"{prefix}{value} → <b>{preview.outcome_labels.get(key, key)}</b> "
                    f"<span style='color:#666'>({cell})</span>"
                )
        self.ui.outcomeLabel.setText("<br>".join(lines))

    def _needs_umpire_reason(self, reason: str) -> str:
        """Why the table gives no outcome, as the umpire reads it: a table this pack has not
        filled in is not the same as a total off the printed table (a catch roll of 2 after
        a side penalty), nor as one unset cell."""
        table = self.result_table
        number = getattr(table, "number", None)
        name = (
            self.tr("Table {n}").format(n=number)
            if number is not None
            else table_reference(self.kind.result, self.session.pack.tables, self.language)
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
        places = self.session.rules.places
        if needs_typing and self.kind_key in places.fire_or_melee:
            for choice in preview.choices.roles:
                if self.kind_key in places.fire:
                    if choice.target:
                        units.append(choice.target)
                elif choice.unit:
                    units.append(choice.unit)
        elif needs_typing and self.result_table is None:
            units = [c.unit for c in preview.choices.roles if c.unit and self._is_unit(c.unit)]
        units = list(dict.fromkeys(units))
        shape = (wanted, tuple(units), tuple(r.lookup.needs_umpire for r in results))
        if self._typed_shape == shape:
            for index, combo in enumerate(self._typed_widgets):
                combo.setEnabled(results[index].lookup.needs_umpire)
            return
        self._typed_shape = shape
        old_typed = [c.currentText() for c in self._typed_widgets]
        old_losses = {k: s.value() for k, s in self._loss_spins.items()}
        old_disorder = {k: c.currentIndex() for k, c in self._disorder_combos.items()}
        while self.ui.typedForm.rowCount():
            # takeRow + deleteLater, not removeRow: this may run inside a signal of one of
            # these widgets (next_roll clears the typed combo), which must outlive it.
            taken = self.ui.typedForm.takeRow(0)
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
            self.ui.typedForm.addRow(row_label, combo)
            self._typed_widgets.append(combo)
        names = self.session.names()
        for key in units:
            name = names.get(key, key)
            if self.kind_key in places.fire_or_melee:
                spin = LossEdit()
                spin.setObjectName(f"lossSpin_{key}")
                spin.setValue(old_losses.get(key, 0))
                spin.setToolTip(
                    self.tr(
                        "Figures {name} loses, as the book says: a whole number or a part "
                        "(1/2, 1.5); parts are summed with this phase's other losses before "
                        "rounding down (3.1.5)"
                    ).format(name=name)
                )
                spin.valueChanged.connect(lambda _v: self.refresh())
                self.ui.typedForm.addRow(self.tr("Figures lost, {name}:").format(name=name), spin)
                self._loss_spins[key] = spin
            combo = QComboBox()
            combo.setObjectName(f"disorderCombo_{key}")
            combo.addItem(self.tr("no change"), NO_CHANGE)
            for step in self.session.pack.disorder:
                combo.addItem(label(step), step)
            combo.setCurrentIndex(old_disorder.get(key, 0))
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
            self.ui.typedForm.addRow(self.tr("Disorder, {name}:").format(name=name), combo)
            self._disorder_combos[key] = combo
        self._set_tab_order()  # the new fields straight after the outcome, not at the end

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

    def _roles_title(self, roles: tuple[str, ...]) -> str:
        titles = {panel.role: panel.title() for panel in self.panels}
        return self.tr(" vs ").join(titles.get(role, role) for role in roles)

    def _is_unit(self, key: str) -> bool:
        return self.session.unit_state(key) is not None

    def _show_effects(self, preview: RollPreview) -> None:
        self.ui.effectsList.clear()
        if not preview.rolled:
            return
        # Names for the umpire, in the interface language; the log keeps the keys. Read
        # once: the preview has them when it needed them for its notes.
        names: dict[str, str] = {}
        if preview.draft is not None or preview.warnings or preview.notes:
            names = self.session.names()
        if preview.draft is not None:
            for effect in preview.draft.effects:
                item = QListWidgetItem(effect_label(effect, names))
                item.setToolTip(effect_label(effect))  # the keys the log keeps
                self.ui.effectsList.addItem(item)
            # A preview made without display texts shows the English notes.
            for note in preview.notes:
                # In the interface language, with names; the English the log's note keeps on
                # hover.
                item = QListWidgetItem(
                    display_text(CONTEXT, note.template, note.args, note.text, names)
                )
                item.setToolTip(note.text)
                self.ui.effectsList.addItem(item)
            if not preview.draft.effects and not preview.notes:
                self.ui.effectsList.addItem(self.tr("(no change to the roster)"))
        for restriction in preview.overruled:
            item = QListWidgetItem(
                self.tr("Note: rolled by the umpire's ruling (1.1.9) although {reason}").format(
                    reason=restriction_text(restriction)
                )
            )
            item.setForeground(Qt.GlobalColor.darkYellow)
            self.ui.effectsList.addItem(item)
        for warning in preview.warnings:
            text = self._typed_outcome_text(warning, preview) or display_text(
                "rules", warning.template, warning.args, warning.message, names,
                preview.outcome_labels,
            )  # fmt: skip
            item = QListWidgetItem(f"⚠ {text}")
            item.setToolTip(warning.message)  # the English the CLI says
            item.setForeground(Qt.GlobalColor.darkYellow)
            self.ui.effectsList.addItem(item)

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
                else table_reference(self.kind.result, self.session.pack.tables, self.language)
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
        self.ui.messageLabel.setStyleSheet("color: #b3261e;")
        self.ui.messageLabel.setText(text)

    def _show_info(self, text: str) -> None:
        self.ui.messageLabel.setStyleSheet("")
        self.ui.messageLabel.setText(text)

    def _show_caution(self, text: str) -> None:
        self.ui.messageLabel.setStyleSheet(CAUTION_STYLE)
        self.ui.messageLabel.setText(text)

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
        if self._confirmed or not self.controller.is_open:
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
                self._show_problem(self._problem_text(self.preview.problem))
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
            self.ui.kindCombo,
            self.ui.splitter,
            self.ui.rollButton,
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
        for combo in self._typed_widgets:
            combo.blockSignals(True)
            combo.setEditText("")
            combo.blockSignals(False)
        for spin in self._loss_spins.values():
            spin.setValue(0)
        for combo in self._disorder_combos.values():
            combo.setCurrentIndex(0)
        self.ui.noteEdit.clear()
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
    controller: RollDesk,
    parent: QWidget | None = None,
    kind: str | None = None,
    units: list[str] | None = None,
) -> RollDialog | None:
    """Open the roll dialog (non-modal) on `kind`, with the roster's selected units."""
    if not controller.is_open or controller.pack is None:
        return None
    dialog = RollDialog(controller, parent, kind=kind, units=units)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    controller.game_closed.connect(dialog.close)  # a bound method: dropped when it is deleted
    dialog.show()
    dialog.panels[0].dice.edit.setFocus()
    return dialog
