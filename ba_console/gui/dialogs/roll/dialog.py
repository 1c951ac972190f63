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

Opened without a kind ("Roll…", F9), the dialog offers only the kinds that fit the current
step of the bound and the unit (`play.steps.offered_kinds`: the pack names the steps each
kind is made in, `RollKind.steps`; a unit makes no catch roll, only a battery fires as one)
and opens the first; the Rolls menu opens any kind, and a kind the pack makes only in other
steps is cautioned, never refused. What the umpire did not choose comes from the written
order of the bound: the attack's target as the fire target or the defender, and "at the
charge" (2.3.3), marked "from the order"; a fire with no target named says "choose the
unit fired at", a melee with no defender named "choose the unit attacked", and neither can
be confirmed until one is. A melee's defender whose own order attacks its attacker fights
as an attacker too and reads Table 8's attacker column ("Attacks too", 4.1.3), unless it
may not attack or loses that attack (hit in flank or rear, infantry attacked by cavalry:
4.1.1); the reason stands above its checklist, the umpire may change it, and the roll's
note keeps it.

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

This module keeps the frame, the running reading and Confirm; its parts are mixed in:
`roles` (the role panels and what fills them), `outcome` (the odds, the outcome read or
typed, the effects), `keyboard` (Tab and Enter) and `aside` (a roll put aside with Esc,
the question before its game closes, the next roll). Their strings keep the `RollDialog`
translation context.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QWidget,
)

from ba_console.core.fair_dice import normal_word
from ba_console.core.model import RollKind, note_in
from ba_console.core.phases import step_place
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.dialogs.roll.aside import RollBeingMade
from ba_console.gui.dialogs.roll.keyboard import KeyboardWalk
from ba_console.gui.dialogs.roll.outcome import OutcomeFields
from ba_console.gui.dialogs.roll.panel import (
    TYPED_OUTCOME_WARNING,
    UNSET_TOOLTIP,
    RolePanel,
    caution_style,
    restriction_text,
    signed,
)
from ba_console.gui.dialogs.roll.roles import ROLES_SHARE, RoleWiring
from ba_console.gui.dialogs.roll.roll_off_box import CommanderRollOffBox
from ba_console.gui.forms.ui_roll_dialog import Ui_RollDialog
from ba_console.gui.labels import display_text, label, rule_reference
from ba_console.gui.operations import ConsoleDraw, OperationRefused, RollOperations
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
from ba_console.play.roll import BLOCKED, CONTEXT, with_order_outcome
from ba_console.play.session import PlaySession
from ba_console.reports.times import clock


def _logged_reading(preview: RollPreview | None) -> tuple[Any, ...] | None:
    """What Confirm would log from `preview` (dice, factors, totals, outcome, effects and
    the notes and warnings shown beside them), to compare what the dialog showed with what
    it would log. The umpire's note is left out: typing it does not read the roll again."""
    if preview is None or preview.draft is None:
        return None
    return (preview.draft.model_copy(update={"note": ""}), preview.notes, preview.warnings)


class RollDialog(RoleWiring, OutcomeFields, KeyboardWalk, RollBeingMade, QDialog):
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
        pack = self.session.pack
        first = next((u for u in units or [] if u), None)
        # Opened by F9 ("Roll…", no kind): the rolls that fit the step and the unit only
        # (`play.steps.offered_kinds`); from the Rolls menu, any kind of the pack.
        offered = [] if kind in pack.rolls else self.session.offered_kinds(first)
        self.kind_key = kind if kind in pack.rolls else (offered or list(pack.rolls))[0]
        # F9 in a step no roll of the pack belongs to (GdB's other firing, BA's end of
        # bound): said beside the step, with every kind the unit can make in the list. On a
        # staff figure F9 opens his own roll, made at any time (a catch roll, 1.1.4): what
        # the umpire asked for, so nothing is said.
        roller = self.session.roller(first)
        self._no_roll_here = (
            kind not in pack.rolls
            and not (roller is not None and roller.staff)
            and self.session.no_roll_in_step()
        )
        if self._no_roll_here:
            offered = self.session.kinds_for(first) or offered
        self._offered_kinds = offered or list(pack.rolls)
        self.panels: list[RolePanel] = []
        self.preview: RollPreview | None = None
        self.last_logged: LoggedRoll | None = None
        self._typed_widgets: list[QComboBox] = []
        self._typed_shape: tuple[object, ...] | None = None
        # The outcomes typed before for this kind's table: (kind, texts), read once a roll.
        self._earlier_typed: tuple[str, list[str]] | None = None
        self._loss_spins: dict[str, LossEdit] = {}
        self._disorder_combos: dict[str, QComboBox] = {}
        # The effects of the kind's own typed for an outcome the pack gives none (a catch
        # roll's fall), by effect kind ("order" for the order followed or not).
        self._effect_fields: dict[str, QWidget] = {}
        self._refreshing = False
        self._assigning = False  # units are being put in their roles: no order defaults
        self.rollOffBox: CommanderRollOffBox | None = None
        self._roll_off_row: LoggedRoll | None = None  # logged, the Table 10 roll not yet
        # Set by the Confirm that logs the roll: a second Enter or click already queued
        # behind it (a double tap, a bouncing key) finds the roll logged and does nothing.
        self._confirmed = False
        # The field typed dice moved the cursor on to, whose first key, a digit, is one
        # die too many (`KeyboardWalk._dice_typed`); those dice; the digit held back.
        self._spill_guard: tuple[QWidget, Any, str | None] | None = None
        self._roles_widened = False  # a further attacker took width from the outcome
        self._build()
        self._build_roles(units or [])
        self._take_up_set_aside()
        self.refresh()
        # Another dialog's roll, a roster correction, an undo: the state lines, the roster's
        # ticks and the effects beside Confirm follow while the dialog stays open. Every
        # roll the controller logs is followed by `roster_changed`, so this one signal is
        # enough. A bound method: Qt drops the connection when the dialog is deleted.
        controller.roster_changed.connect(self._roster_changed)
        # A cell remembered at the table or the pack editor's save: the factor lists read
        # the new pack (a value remembered is the pack's from then on, not typed).
        controller.pack_changed.connect(self._pack_changed)

    # --- the kind and its roles ----------------------------------------------------------

    @property
    def session(self) -> PlaySession:
        """The open game and its pack as play reads them; a new one once the pack changes
        (a cell remembered at the table, the pack editor's save)."""
        return self.operations.session

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
            replacing = controller.replacing_orderlies()
            for commander in controller.commanders():
                fallen = self.tr(" — fallen") if commander.fallen else ""
                combo.addItem(f"{commander.name}{fallen}", commander.key)
                for orderly in orderlies:
                    if orderly.commander != commander.key:
                        continue
                    mark = (
                        self.tr(" — replaced his commander")
                        if orderly.key in replacing
                        else self.tr(" — fallen")
                        if orderly.fallen
                        else ""
                    )
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
            if key in self._offered_kinds:
                ui.kindCombo.addItem(kind.label.get(self.language), key)
        ui.kindCombo.setCurrentIndex(ui.kindCombo.findData(self.kind_key))
        ui.kindCombo.currentIndexChanged.connect(self._kind_chosen)
        ui.ruleLabel.setStyleSheet(colours.text_style(Tone.MUTED))
        # A kind that belongs to another step of the bound: said beside the phase (no line
        # of its own: the dialog has no height to spare at 768), never refused.
        ui.phaseCautionLabel.setStyleSheet(caution_style())
        ui.addAttackerButton.clicked.connect(lambda: self.add_role())
        self.extraCharts: list[OddsChartWidget] = []
        ui.splitter.setStretchFactor(0, 3)
        ui.splitter.setStretchFactor(1, 2)
        # The roles get the width a unit's full name and side need ("Hvem:" is wider than
        # "Who:"); the odds and the outcome read well in the rest.
        ui.splitter.setSizes(list(ROLES_SHARE))
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
        self._build_remember_box()
        fit_to_screen(self, 1340, 740)
        # Tab into a field scrolled out of view brings it into view.
        QApplication.instance().focusChanged.connect(self._keep_focus_in_view)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._share_width()  # laid out now: a second attacker's defender is seen whole

    def _keep_focus_in_view(self, _old: QWidget | None, new: QWidget | None) -> None:
        self._drop_spill_guard(new)
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
        # there reads as the interface names tables ("Skema 18"), and the result table is
        # joined to the rule as the pack joins them ("Regel 4.1.3, Skema 11").
        number = getattr(self.result_table, "number", None)
        self.ui.ruleLabel.setText(rule_reference(kind.rule or "", number))
        notes = " ".join(note_in(note, self.language) for note in kind.notes)
        self.ui.ruleLabel.setToolTip(notes)
        phase = self.session.phase()
        phase_text = self._phase_text(phase.phase, phase.sub_phase)
        self.ui.phaseLabel.setText(
            self.tr("Bound {bound} · {phase}").format(bound=phase.bound, phase=phase_text)
        )
        caution = self.session.out_of_step(kind.key)
        name = kind.label.get(self.language)
        # The step is named by the phase label right beside it, not repeated here.
        if caution:
            text = self.tr("“{kind}” is not usually rolled in this step.").format(kind=name)
        elif self._no_roll_here:
            text = self.tr(
                "No roll of this pack belongs to this step; “{kind}” may be made at any "
                "time, and Roll (Alt+R) lists the pack's other rolls."
            ).format(kind=name)
        else:
            text = ""
        self.ui.phaseCautionLabel.setVisible(bool(text))
        self.ui.topLayout.setStretchFactor(self.ui.ruleLabel, 0 if text else 1)
        self.ui.phaseCautionLabel.setText(text)
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
        self.ui.splitter.setSizes(list(ROLES_SHARE) if wide else [560, 780])
        self._roles_widened = False
        self._assign_units(units)
        self._set_tab_order()

    def _build_roll_off(self, units: list[str]) -> None:
        """Engaging a commander: the unit and the commanders touching it (1.1.4); opened
        on a commander, he is ticked among them."""
        if self.rollOffBox is not None:
            self.rollOffBox.setParent(None)
            self.rollOffBox.deleteLater()
            self.rollOffBox = None
        self._roll_off_row = None
        pack = self.session.pack
        if self.kind_key != "engaging_commander" or "roll_off" not in pack.rolls:
            return
        box = CommanderRollOffBox(self)
        commanders = {c.key: c for c in self.controller.commanders()}
        opened_on = [commanders[key] for key in units if key in commanders]
        if not any(self._is_unit(key) and box.select_unit(key) for key in units):
            # Opened on a commander (F9 on his row): a unit he commands, else one of his
            # side, so that he is among the commanders listed.
            for commander in opened_on[:1]:
                mine = [u for u in self.controller.units() if u.side == commander.side]
                led = [u for u in mine if u.commander == commander.key]
                for unit in (led or mine)[:1]:
                    box.select_unit(unit.key)
        # He is in base contact: he is the one engaged (1.1.4).
        box.tick(*(commander.key for commander in opened_on))  # reads the roll-off
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
        if len(commanders) > 1:
            owner.unitCombo.setToolTip(
                self.tr("Several commanders touch the unit: the roll-off chooses the engaged one.")
            )
        else:
            owner.name_whole_on_hover()
        self._set_tab_order()  # a round of the roll-off brings its own dice fields
        chosen = commanders[0] if len(commanders) == 1 else box.engaged
        if chosen is not None and owner.unit != chosen:
            owner.select(chosen)  # its signal rereads the roll
        else:
            self.refresh()

    def figures_text(self, count: int) -> str:
        """ "2 figures" (here, not in a part of the dialog: lupdate reads plural forms only
        in the class's own `tr`)."""
        return self.tr("%n figure(s)", "", count)

    def _phase_text(self, phase: str, sub_phase: str | None) -> str:
        """The pack's name of the phase (and sub-phase) in the interface language, as the
        main window's tracker writes it (`core.phases.step_place`)."""
        return step_place(self.session.pack.phases, phase, sub_phase, self.language)

    def _counted_units(self, key: str, role: str) -> str:
        """What the rules count for the tables, in the interface language: the firer's
        units of fire if all its figures fire (3.1.1), a melee side's units of melee from
        the figures 4.1.3 counts, or which figures the umpire counts where the console
        cannot know them."""
        counted = self.session.counted_units(self.kind_key, role, key)
        if counted is None:
            return ""
        return display_text("rules", counted.template, counted.args, counted.text)

    def _orderly_text(self, state, key: str) -> str:
        """Whose orderly rolls, and whether that commander or he himself is off the table
        (1.1.4: an orderly replaces his fallen commander, Table 19)."""
        figure = state.staff(key)
        if figure is None or figure.commander is None:
            return self.tr("orderly")
        names = self.session.names()
        commander = state.staff(figure.commander)
        text = self.tr("orderly of {commander}{fallen}").format(
            commander=names.get(figure.commander, figure.commander),
            fallen=self.tr(" (fallen)") if commander is not None and commander.fallen else "",
        )
        if figure.replaced:
            return text + self.tr(", replaced his commander")
        return text + (self.tr(", fallen") if figure.fallen else "")

    def _state_text(self, key: str | None, role: str = "") -> str:
        if key is None:
            return ""
        state = self.session.state()
        unit = state.unit(key)
        if unit is None:
            commander = next((c for c in self.controller.commanders() if c.key == key), None)
            if commander is None:
                return self._orderly_text(state, key)
            return self.tr("commander ({level}), rating {rating}{fallen}").format(
                level=label(commander.level),
                rating=label(self.session.rules.places.ratings.read(commander.rating)),
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
        # Only the states the game's rules keep (General de Brigade: no valour, no supplies).
        kept = self.session.rules.places.unit_states
        parts = [
            figures,
            *([self.tr("valour {v}").format(v=signed(unit.valour))] if "valour" in kept else []),
            label(unit.disorder),
            label(unit.formation or ""),
            *([supplies] if "supplies_left" in kept else []),
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
        losses, disorder = self._effects_typed()
        return RollChoices(
            kind=self.kind_key,
            roles=tuple(panel.choice(with_ticks) for panel in self.panels),
            typed_outcomes=typed,
            figures_lost=losses,
            disorder=disorder,
            outcome_effects=self._own_effects_typed(),
            note=self.ui.noteEdit.text(),
        )

    def _effects_typed(self) -> tuple[dict[str, Any], dict[str, str]]:
        """The figures lost and the disorder typed in the outcome's fields, by unit."""
        losses = {key: spin.value() for key, spin in self._loss_spins.items() if spin.value()}
        disorder = {
            key: combo.currentData()
            for key, combo in self._disorder_combos.items()
            if combo.currentData()
        }
        return losses, disorder

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
            unclassed = self._unclassed()
            if unclassed is not None:
                self._show_class_awaited()
                names = self.session.names()
                raise PlayError(
                    self.tr("Choose the class of %1: the test's threshold depends on it.").replace(
                        "%1", names.get(unclassed.unit or "", unclassed.unit or "")
                    )
                )
            preview = self.session.preview(self._choices(), self.language)
            preview = with_order_outcome(self.session.pack, preview, self.language)
        except PlayError as exc:
            self.preview = None
            self._offers = ()
            self.rememberCheck.setVisible(False)
            self.rememberLabel.setVisible(False)
            # In the interface language where play made it from a sentence (`PlayError.of`).
            self._show_problem(display_text(CONTEXT, exc.template, exc.template_args, str(exc)))
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
        if self._effects_typed() != (dict(preview.choices.figures_lost),
                                     dict(preview.choices.disorder)):  # fmt: skip
            # The outcome's fields came or went with this reading (other dice, an outcome
            # the pack gives effects): read again with what they hold now.
            self._refresh()
            return
        self._show_effects(preview)
        self._show_offers(preview)
        roll_off_pending = self._roll_off_pending()
        can_confirm = preview.can_confirm and not roll_off_pending
        self.confirmButton.setEnabled(can_confirm)
        self.confirmNextButton.setEnabled(can_confirm)
        wants = [p.dice.wants_console for p in self.panels]
        if self.rollOffBox is not None:
            wants += [e.wants_console for e in self.rollOffBox._entries.values()]
        self.ui.rollButton.setEnabled(any(wants))
        self.ui.wordEdit.setEnabled(any(p.dice.wants_console for p in self.panels))
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
            self._show_caution(
                self.tr("No change to the roster entered: Ctrl+Enter confirms the roll as it is.")
            )
        elif self._typed_widgets:
            # Enter walks the outcome's fields first (see `keyboard`).
            self._show_info(
                self.tr(
                    "Ready: Enter goes on to the next field and confirms on the last; "
                    "Ctrl+Enter confirms now."
                )
            )
        elif self._effects_by_hand(preview):
            # An outcome the pack gives no effects: Enter logs it as it is (it may rightly
            # change nothing), the fields take what the book gives it.
            choices = preview.choices
            if choices.figures_lost or choices.disorder or choices.outcome_effects:
                self._show_info(
                    self.tr(
                        "Ready: Enter confirms and applies the effects typed from the book "
                        "(logged as the umpire's)."
                    )
                )
            elif self._effect_fields:
                self._show_caution(
                    self.tr(
                        "Ready: the pack gives this outcome no effects; Enter logs it changing "
                        "nothing. If the book gives it effects, type them in the fields below."
                    )
                )
            else:
                self._show_caution(
                    self.tr(
                        "Ready: the pack gives this outcome no effects; Enter logs it changing "
                        "nothing. If the book gives figures lost or a disorder, type them in "
                        "the fields below."
                    )
                )
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

    def _unclassed(self) -> RolePanel | None:
        """The first role of a threshold test whose class is not chosen yet."""
        for panel in self.panels:
            if panel.classCombo is not None and panel.classCombo.currentData() is None:
                return panel
        return None

    def _roll_off_pending(self) -> bool:
        box = self.rollOffBox
        return box is not None and box.active and box.engaged is None

    def _show_problem(self, text: str) -> None:
        self.ui.messageLabel.setStyleSheet(colours.text_style(Tone.ERROR))
        self.ui.messageLabel.setText(text)

    def _show_info(self, text: str) -> None:
        self.ui.messageLabel.setStyleSheet("")
        self.ui.messageLabel.setText(text)

    def _show_caution(self, text: str) -> None:
        self.ui.messageLabel.setStyleSheet(caution_style())
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
            word = self.ui.wordEdit.text().strip() or None
            shown_before = False
            drawn_earlier: ConsoleDraw | None = None  # shown for a roll never logged
            for panel in self.panels:
                if panel.dice.wants_console:
                    earlier = self.operations.pending_draw(self.kind_key, panel.role)
                    draw = self.operations.console_draw(self.kind_key, panel.role, word)
                    panel.dice.set_console_faces(draw.faces)
                    if earlier is not None and earlier.draw == draw.draw:
                        drawn_earlier = drawn_earlier or draw
                    # The draw holds the word as it entered the dice (folded).
                    shown_before = shown_before or (
                        word is not None and draw.word != normal_word(word)
                    )
                elif word is not None and panel.dice.is_console:
                    # Dice put aside with Esc and shown again: drawn before this word.
                    shown = self.operations.pending_draw(self.kind_key, panel.role)
                    shown_before = shown_before or (
                        shown is not None and shown.word != normal_word(word)
                    )
        except OperationRefused as exc:
            self._show_problem(str(exc))
            return
        self.refresh()
        self.go_to_missing()  # the outcome from the book, where the table cannot give it
        if drawn_earlier is not None:
            # Dice once shown stand for the next roll of their kind and role, whichever
            # units it is for (else cancelling would buy new dice): said, with when.
            self._show_caution(
                self.tr(
                    "These dice were shown at %1 (draw %2) for a roll that was not logged; "
                    "dice once shown stand for the next roll of this kind."
                )
                .replace("%1", clock(drawn_earlier.time))
                .replace("%2", str(drawn_earlier.draw))
                + (self.tr(" The word was not used.") if shown_before else "")
            )
        elif shown_before:
            # Dice shown once stand: a word called after them cannot change them.
            self._show_caution(
                self.tr(
                    "These dice were shown before the word was called, so they stand as "
                    "shown; the word was not used."
                )
            )

    def _roster_changed(self, _units: list[str]) -> None:
        """The roster changed while the dialog is open: read it again (every change, not
        only the units shown: a fallen commander's side penalty counts in their rolls)."""
        if self._confirmed or not self.controller.is_open:
            return  # logged and closing, or its game is gone (the dialog closes with it)
        self.refresh_auto_ticks(keep_rulings=True)
        self.refresh()

    def _pack_changed(self) -> None:
        if not self.controller.is_open or self.kind_key not in self.session.pack.rolls:
            return
        for panel in self.panels:
            panel.reload_tables()
        if self._confirmed:
            return  # in the Confirm that remembered it: the next roll reads it all again
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
            row = self.operations.confirm(self.preview, self.remembered())
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
