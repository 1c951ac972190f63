"""The roll dialog's outcome side: the odds of each result, the outcome read from the
table or, where it is unset, the fields for the outcome read from the book (with the
figures lost and the disorder of each unit concerned), and the effects the roll will have.
A part of `RollDialog` (its strings keep the dialog's translation context).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QListWidgetItem,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ba_console.core.model import EffectSpec
from ba_console.core.vocabulary import minus_sign
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.dialogs.roll.keyboard import TAB_ONLY
from ba_console.gui.dialogs.roll.panel import (
    NO_CHANGE,
    TYPED_OUTCOME_WARNING,
    caution_style,
    restriction_text,
    signed,
)
from ba_console.gui.labels import display_text, effect_label, label, table_reference
from ba_console.gui.widgets.loss_edit import LossEdit
from ba_console.gui.widgets.odds_chart import OddsChartWidget
from ba_console.play.choices import RollPreview
from ba_console.play.learn import EffectsOffer, FactorOffer, Offer, effect_words
from ba_console.play.roll import CONTEXT, ORDER_EFFECTS

translate = QCoreApplication.translate


class OutcomeFields:
    """The odds, the outcome and the effects of the roll dialog. Mixed into `RollDialog`."""

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
            chart.set_odds(
                result.odds,
                dict(preview.outcome_labels),
                result.odds_complete,
                title,
                self._awaited_factors(preview, result.roles),
                meanings=self.session.outcome_meanings(self.kind),
            )
            rolled = None
            if preview.rolled:
                rolled = result.lookup.outcome_key or ("?" if result.lookup.needs_umpire else None)
            chart.set_rolled(rolled)

    def _show_class_awaited(self) -> None:
        """No odds while a threshold test's class is not chosen: they follow from it."""
        for chart in self.extraCharts:
            chart.setVisible(False)
        self.ui.oddsChart.setVisible(True)
        self.ui.oddsChart.set_odds(
            {}, {}, waiting=translate("RollDialog", "the odds follow once the class is chosen")
        )

    def _awaited_factors(self, preview: RollPreview, roles: tuple[str, ...]) -> tuple[str, ...]:
        """The ticked factors of `roles` still unset with nothing typed, by their labels: the
        odds wait for their values."""
        names: list[str] = []
        for role in preview.resolution.roles:
            if role.role in roles:
                for item in role.unset:
                    text = item.label_da if self.language == "da" else item.label_en
                    names.append(text or item.key)
        return tuple(dict.fromkeys(names))

    def _show_outcome(self, preview: RollPreview) -> None:
        results = preview.resolution.results
        needs = [r for r in results if r.lookup.needs_umpire]
        self._ensure_typed_fields(
            preview,
            needs_typing=preview.rolled and bool(needs),
            effects_by_hand=self._effects_by_hand(preview),
        )
        if not preview.rolled:
            self.ui.outcomeLabel.setText(
                translate(
                    "RollDialog",
                    "Type the dice (e.g. {example}) or press Ctrl+R for the console's.",
                ).format(example=self.session.dice_of(self.kind).example)
            )
            return
        lines = []
        for result in results:
            who = self._roles_title(result.roles)
            prefix = f"{who}: " if len(results) > 1 else ""
            value = (
                translate("RollDialog", "difference {v}")
                if self.kind.compare == "difference"
                else translate("RollDialog", "total {v}")
            ).format(v=result.value)
            if result.lookup.needs_umpire:
                reason = self._needs_umpire_reason(result.lookup.reason)
                if result.typed:
                    key = result.typed_outcome or ""
                    text = preview.outcome_labels.get(key, key.removeprefix("book: "))
                    typed = escape(translate("RollDialog", "typed from the book"), quote=False)
                    lines.append(
                        f"{prefix}{value}: <b>{escape(text, quote=False)}</b> "
                        f"<i style='{caution_style()}'>{typed}</i>"
                    )
                else:
                    why = escape(reason, quote=False)
                    ask = escape(self._ask_umpire(preview, result), quote=False)
                    lines.append(
                        f"{prefix}{value}: <span style='{caution_style()}'>{why}: {ask}</span>"
                    )
            else:
                key = result.lookup.outcome_key or ""
                # The cell as the interface names tables ("Skema 18: 17–18", not "t18: 17-18").
                cell = table_reference(
                    result.lookup.cell or "", self.session.pack.tables, self.language
                )
                cell = escape(cell, quote=False)
                line = (
                    f"{prefix}{value} → <b>{preview.outcome_labels.get(key, key)}</b> "
                    f"<span style='{colours.text_style(Tone.MUTED)}'>({cell})</span>"
                )
                if self._changes_nothing(preview, key):
                    # Said where the umpire reads the outcome, before Enter: a club's
                    # outcome typed with its label and no Effects costs no figure.
                    bare = escape(
                        translate(
                            "RollDialog",
                            "no change to the roster: the pack gives this outcome no effects",
                        ),
                        quote=False,
                    )
                    line += f" <span style='{self._changes_nothing_style()}'>— {bare}</span>"
                elif self._given_by_hand(preview, key):
                    line += " " + self._given_by_hand_text(preview)
                lines.append(line)
            loser = self._loser_of(preview, result)
            if loser is not None:
                name = escape(self.session.names().get(loser, loser), quote=False)
                lines.append(
                    prefix
                    + translate("RollDialog", "Loser: <b>{name}</b> (the lower total)").format(
                        name=name
                    )
                )
        self.ui.outcomeLabel.setText("<br>".join(lines))

    def _changes_nothing(self, preview: RollPreview, key: str | None) -> bool:
        """Whether the outcome `key`, read from the pack's table, changes nothing on the
        roster: the pack gives it no effects and no field asks for the figures or
        disorder by hand."""
        if not key or self._loss_spins or self._disorder_combos or self._effect_fields:
            return False
        return key in self.session.outcomes_without_effects(self.kind)

    def _effects_by_hand(self, preview: RollPreview) -> bool:
        """A roll whose outcome read from the pack has no effects there (a club's pack
        being filled in): the effects the book gives it are typed in fields, and logged as
        the umpire's ("typed from the book: …" in the note, `play.record`). A fire or melee
        takes the figures lost and disorder an outcome typed from the book has (not where
        the fields are there anyway: casualties always typed, General de Brigade's melee);
        another kind its own effects (`_own_effect_kinds`: a catch roll's fall), unless the
        outcome rightly changes nothing ("Survives")."""
        places = self.session.rules.places
        if not preview.rolled or self.kind_key in places.losses_typed:
            return False
        key = self.session.bare_outcome(preview)
        if key is None or self.kind_key in places.fire_or_melee:
            return key is not None
        # Another kind: its own effects, but not for an outcome that rightly changes
        # nothing (a catch roll's "Survives", as the shipped pack gives it).
        return bool(self._own_effect_kinds()) and not self.session.rightly_without_effects(
            self.kind_key, key
        )

    def _own_effect_kinds(self) -> tuple[str, ...]:
        """The effects of its own a roll of this kind can type for an outcome the pack
        gives none (`RollPlaces.outcome_effects`): a catch roll's fall and side penalty,
        an ordering roll's order followed or not."""
        return self.session.typed_effect_kinds(self.kind_key)

    def _given_by_hand(self, preview: RollPreview, key: str | None) -> bool:
        """The outcome `key`, read from the pack, has no effects there and its fields are
        offered (`_effects_by_hand`)."""
        return (
            bool(key)
            and self._effects_by_hand(preview)
            and key in self.session.outcomes_without_effects(self.kind)
        )

    def _given_by_hand_text(self, preview: RollPreview) -> str:
        """Beside an outcome the pack gives no effects, its fields offered: what to type
        there, or, once typed, that the effects are the umpire's (as an outcome typed from
        the book says it)."""
        choices = preview.choices
        if choices.figures_lost or choices.disorder or choices.outcome_effects:
            text = translate("RollDialog", "effects typed from the book")
            return f"<i style='{caution_style()}'>{escape(text, quote=False)}</i>"
        text = translate(
            "RollDialog",
            "the pack gives this outcome no effects: type below those the book gives",
        )
        return f"<span style='{caution_style()}'>— {escape(text, quote=False)}</span>"

    def _changes_nothing_style(self) -> str:
        """Caution where an outcome usually costs figures or disorder (fire, melee);
        quiet where outcomes that change nothing are common (a catch roll survived)."""
        if self.kind_key in self.session.rules.places.fire_or_melee:
            return caution_style()
        return colours.text_style(Tone.MUTED)

    def _loser_of(self, preview: RollPreview, result: Any) -> str | None:
        """The unit with the lower total of a result read on the difference of two
        totals (a melee, 4.1.3; General de Brigade's, digest B.1), once rolled; None for a
        tie or other rolls."""
        if self.kind.compare != "difference" or not preview.rolled or result.value == 0:
            return None
        if len(result.roles) != 2:
            return None
        role = result.roles[1] if result.value > 0 else result.roles[0]
        return next((c.unit for c in preview.choices.roles if c.role == role), None)

    def _ask_umpire(self, preview: RollPreview, result: Any) -> str:
        """What the umpire can type: the outcome read from the book; for a ticked factor
        the pack leaves unset, its value too, in its field beside the factor."""
        if result.lookup.reason != "unset_factor":
            return translate("RollDialog", "type the outcome read from the book")
        factors = self._awaited_factors(preview, result.roles)
        if not factors:
            return translate(
                "RollDialog",
                "type the factor's value in its field, or the outcome, read from the book",
            )
        return translate(
            "RollDialog",
            "type the value of {factors} in its field, or the outcome, read from the book",
        ).format(factors=", ".join(factors))

    def _needs_umpire_reason(self, reason: str) -> str:
        """Why the table gives no outcome, as the umpire reads it: a table this pack has not
        filled in is not the same as a total off the printed table (a catch roll of 2 after
        a side penalty), nor as one unset cell."""
        table = self.result_table
        number = getattr(table, "number", None)
        name = (
            translate("RollDialog", "Table {n}").format(n=number)
            if number is not None
            else table_reference(self.kind.result, self.session.pack.tables, self.language)
            if self.kind.result
            else translate("RollDialog", "the table")
        )
        texts = {
            "unset_table": translate("RollDialog", "{table} is not filled in (unset in this pack)"),
            "unset_cell": translate("RollDialog", "this cell of {table} is unset in this pack"),
            "no_band": translate("RollDialog", "off the printed {table}"),
            "unset_factor": translate("RollDialog", "a ticked factor is unset"),
            "no_table": translate("RollDialog", "this roll has no table in the pack"),
            "unset_threshold": translate("RollDialog", "the class's threshold is unset"),
        }
        return texts.get(reason, reason).format(table=name)

    def _loser(self, preview: RollPreview) -> str | None:
        """The unit that loses a roll read on the difference of two totals (a melee's lower
        total, 4.1.3), once rolled; None for a tie, several results or other rolls."""
        results = preview.resolution.results
        return self._loser_of(preview, results[0]) if len(results) == 1 else None

    def _earlier_typed_outcomes(self) -> list[str]:
        """The outcomes typed before for this kind's table (read once per roll)."""
        if self._earlier_typed is None or self._earlier_typed[0] != self.kind_key:
            self._earlier_typed = (self.kind_key, self.session.typed_outcomes(self.kind_key))
        return self._earlier_typed[1]

    # --- the cell the pack may remember --------------------------------------------------------

    def _build_remember_box(self) -> None:
        """The offer to remember what was typed from the book in the club's pack: a box,
        unticked, shown only when the umpire typed the outcome of an unset cell, the value
        of an unset factor (Table 6 or 7), or the effects of an outcome the pack gives none,
        of a roll that can be confirmed."""
        self._offers: tuple[Offer, ...] = ()
        self.rememberCheck = QCheckBox(translate("RollDialog", "Re&member in the club's pack:"))
        self.rememberCheck.setObjectName("rememberCheck")
        self.rememberCheck.setToolTip(
            translate(
                "RollDialog",
                "Ticked, Confirm also writes the cells listed into this game's pack and the "
                "club's pack (in the data folder), logged as a pack change: from then on the "
                "tables give them, in this game and the next. Unticked, what was typed from "
                "the book counts for this roll only.",
            )
        )
        self.rememberLabel = QLabel()
        self.rememberLabel.setObjectName("rememberLabel")
        self.rememberLabel.setWordWrap(True)
        self.rememberLabel.setIndent(20)
        self.rememberLabel.setBuddy(self.rememberCheck)
        for widget in (self.rememberCheck, self.rememberLabel):
            widget.setVisible(False)
            self.ui.outcomeLayout.addWidget(widget)

    def _show_offers(self, preview: RollPreview) -> None:
        """Offer the cells this roll may teach the pack (none: the box is hidden)."""
        choices = preview.choices
        typed = preview.rolled and (
            any(r.typed for r in preview.resolution.results)
            or any(f.typed for r in preview.resolution.roles for f in r.factors.items)
            or any(v not in (0, "0", "") for v in choices.figures_lost.values())
            or any(choices.disorder.values())
            or bool(choices.outcome_effects)
        )
        offers = self.session.cell_offers(preview) if typed and preview.can_confirm else ()
        if offers != self._offers:
            self._offers = offers
            self.rememberLabel.setText("\n".join(self._offer_text(o) for o in offers))
        for widget in (self.rememberCheck, self.rememberLabel):
            widget.setVisible(bool(offers))

    def remembered(self) -> tuple[Offer, ...]:
        """The cells Confirm has the pack remember: the offers, when the box is ticked."""
        return self._offers if self.rememberCheck.isChecked() else ()

    def _offer_text(self, offer: Offer) -> str:
        """ "Table 11, difference +3: defender retreats (MD), 2 figures, MD"; "Table 7,
        Canister, loss: +2"."""
        table = (
            translate("RollDialog", "Table {n}").format(n=offer.number)
            if offer.number is not None
            else table_reference(offer.table, self.session.pack.tables, self.language)
        )
        if isinstance(offer, FactorOffer):
            row = offer.label.get(self.language)
            return f"{table}, {row}, {label(offer.column)}: {signed(offer.value)}"
        parts = []
        if offer.figures:
            parts.append(self.figures_text(offer.figures))
        if offer.disorder:
            parts.append(label(offer.disorder))
        if isinstance(offer, EffectsOffer):  # the outcome's effects, wherever it is read
            parts += [effect_words(e, translate, shown=True) for e in offer.others]
            return f"{table}, {offer.outcome.label.get(self.language)}: {', '.join(parts)}"
        if offer.input == "difference":
            value = translate("RollDialog", "difference {v}").format(v=signed(offer.value))
        else:
            value = translate("RollDialog", "total {v}").format(v=offer.value)
        where = [table, value] + ([label(offer.column)] if offer.column else [])
        return f"{', '.join(where)}: {', '.join([offer.outcome.label.get(self.language), *parts])}"

    def _ensure_typed_fields(
        self, preview: RollPreview, needs_typing: bool, effects_by_hand: bool = False
    ) -> None:
        """Fields for what the umpire reads from the book, shown only when the table
        cannot give the outcome: the outcome per result, and for fire and melee the
        figures lost and the new disorder of each unit concerned. With `effects_by_hand`
        (an outcome read from the pack that gives it no effects) those two only."""
        results = preview.resolution.results
        wanted = len(results) if needs_typing else 0
        units: list[str] = []
        places = self.session.rules.places
        if (needs_typing or effects_by_hand) and self.kind_key in places.fire_or_melee:
            for choice in preview.choices.roles:
                if self.kind_key in places.fire:
                    if choice.target:
                        units.append(choice.target)
                elif choice.unit:
                    units.append(choice.unit)
        elif (needs_typing or effects_by_hand) and self.kind_key in places.ordering:
            # An order not followed may also put the unit in LD, MD or FD (1.1.3): the
            # book says which, the umpire types it here (out of Enter's walk: most orders
            # are followed, and Enter on the outcome confirms as before).
            units = [c.unit for c in preview.choices.roles if c.unit and self._is_unit(c.unit)]
        elif needs_typing and self.result_table is None and self.kind_key not in places.contests:
            units = [c.unit for c in preview.choices.roles if c.unit and self._is_unit(c.unit)]
        # No table of the pack gives these casualties: each side's, once rolled.
        losses_typed = preview.rolled and self.kind_key in places.losses_typed
        if losses_typed:
            units = [c.unit for c in preview.choices.roles if c.unit and self._is_unit(c.unit)]
        units = list(dict.fromkeys(units))
        loser = self._loser(preview)
        if loser in units:  # Enter walks the loser's figures and disorder first
            units.remove(loser)
            units.insert(0, loser)
        own = self._own_effect_kinds() if effects_by_hand else ()
        shape = (wanted, tuple(units), tuple(r.lookup.needs_umpire for r in results), own)
        if self._typed_shape == shape:
            for index, combo in enumerate(self._typed_widgets):
                combo.setEnabled(results[index].lookup.needs_umpire)
            return
        self._typed_shape = shape
        old_typed = [c.currentText() for c in self._typed_widgets]
        old_losses = {k: s.value() for k, s in self._loss_spins.items()}
        old_disorder = {k: c.currentIndex() for k, c in self._disorder_combos.items()}
        old_own = {k: _field_value(w) for k, w in self._effect_fields.items()}
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
        self._effect_fields = {}
        if not wanted and not units and not own:
            return
        for index, result in enumerate(results[:wanted]):
            combo = QComboBox()
            combo.setObjectName(f"typedOutcomeCombo_{index}")
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            combo.addItem("", None)
            for key, text in preview.outcome_labels.items():
                combo.addItem(text, key)
                combo.setItemData(combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
            # Then what was typed from the book before for this table, newest first: the
            # field completes from both as the umpire types.
            named = set(preview.outcome_labels.values())
            for text in self._earlier_typed_outcomes():
                if text not in named:
                    combo.addItem(text, None)
                    combo.setItemData(combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
            combo.completer().setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            combo.installEventFilter(self)  # Enter on a completion (KeyboardWalk)
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
            combo.lineEdit().setPlaceholderText(
                translate("RollDialog", "outcome read from the book")
            )
            hint = translate(
                "RollDialog",
                "Choose the table's outcome or type what the book says; it is logged as typed "
                "by the umpire.",
            )
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
                translate("RollDialog", "&Outcome from the book:")
                if len(results) == 1
                else translate("RollDialog", "Outcome, {who}:").format(
                    who=self._roles_title(result.roles)
                )
            )
            row_label = QLabel(label_text)
            row_label.setBuddy(combo)
            self.ui.typedForm.addRow(row_label, combo)
            self._typed_widgets.append(combo)
        names = self.session.names()
        self._add_own_effect_fields(preview, own, old_own)
        for key in units:
            name = names.get(key, key)
            if losses_typed:
                tip = translate(
                    "RollDialog",
                    "Figures {name} loses, as the book says (a whole number); they come "
                    "off the roster when the roll is confirmed",
                )
                self._add_loss_edit(key, name, tip, old_losses.get(key, 0))
                continue  # the result says who retreats or routs: no disorder typed
            if self.kind_key in places.fire_or_melee:
                tip = translate(
                    "RollDialog",
                    "Figures {name} loses, as the book says: a whole number or a part "
                    "(1/2, 1.5); parts are summed with this phase's other losses before "
                    "rounding down (3.1.5)",
                )
                self._add_loss_edit(key, name, tip, old_losses.get(key, 0))
            combo = QComboBox()
            combo.setObjectName(f"disorderCombo_{key}")
            combo.addItem(translate("RollDialog", "no change"), NO_CHANGE)
            for step in self.session.pack.disorder:
                combo.addItem(label(step), step)
            combo.setCurrentIndex(old_disorder.get(key, 0))
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
            self.ui.typedForm.addRow(
                translate("RollDialog", "Disorder, {name}:").format(name=name), combo
            )
            self._disorder_combos[key] = combo
            if self.kind_key in places.ordering:
                combo.setProperty(TAB_ONLY, True)
        # Shown now, not when Qt gets round to it: the dice typed in full move the cursor
        # on to the outcome at once.
        form = self.ui.typedForm
        for row in range(form.rowCount()):
            for role in (QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole):
                item = form.itemAt(row, role)
                if item is not None and item.widget() is not None:
                    item.widget().show()
        self._set_tab_order()  # the new fields straight after the outcome, not at the end

    def _add_own_effect_fields(
        self, preview: RollPreview, kinds: tuple[str, ...], old: dict[str, Any]
    ) -> None:
        """Fields for the effects of the kind's own that the book gives an outcome the pack
        gives none, one per effect (`RollPlaces.outcome_effects`): a box for a fall or a
        replacement, the side penalty's value, the rating, and an order followed or not
        as one choice (an outcome has one or the other)."""
        if not kinds:
            return
        tip = translate(
            "RollDialog",
            "The pack gives this outcome no effects: what the book gives it, logged as "
            "typed by the umpire",
        )
        orders = tuple(k for k in kinds if k in ORDER_EFFECTS)
        rows: list[tuple[str, str, QWidget]] = []
        if orders:
            combo = QComboBox()
            combo.addItem(translate("RollDialog", "no change"), None)
            for what in orders:
                combo.addItem(effect_words(EffectSpec(what=what), translate), what)
            rows.append(("order", translate("RollDialog", "Order:"), combo))
        for what in kinds:
            if what in ("staff_falls", "commander_replaced"):
                box = QCheckBox(effect_words(EffectSpec(what=what), translate))
                rows.append((what, translate("RollDialog", "From the book:"), box))
            elif what == "side_penalty":
                spin = PenaltySpin()
                spin.setRange(-9, 0)
                # 0: none; Down gives −1 (a fall's penalty on the side's rolls).
                spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
                rows.append((what, translate("RollDialog", "Side penalty:"), spin))
            elif what == "commander_rating":
                combo = QComboBox()
                combo.addItem(translate("RollDialog", "no change"), None)
                for rating in self.session.rules.places.ratings.words:
                    combo.addItem(label(rating), rating)
                rows.append((what, translate("RollDialog", "Commander's rating:"), combo))
        for key, text, widget in rows:
            widget.setObjectName(f"effectField_{key}")
            widget.setToolTip(tip)
            if key in old:
                _set_field_value(widget, old[key])
            _on_change(widget, self.refresh)
            self.ui.typedForm.addRow(text, widget)
            self._effect_fields[key] = widget

    def _own_effects_typed(self) -> tuple[EffectSpec, ...]:
        """The effects typed in the fields `_add_own_effect_fields` made, as the pack
        would give them."""
        effects: list[EffectSpec] = []
        for key, widget in self._effect_fields.items():
            value = _field_value(widget)
            if key == "order" and value:
                effects.append(EffectSpec(what=value))
            elif key in ("staff_falls", "commander_replaced") and value:
                effects.append(EffectSpec(what=key))
            elif key in ("side_penalty", "commander_rating") and value:
                effects.append(EffectSpec(what=key, value=value))
        return tuple(effects)

    def _add_loss_edit(self, key: str, name: str, tip: str, value: Any) -> None:
        """A figures-lost field for the unit `key` (`name`), with its tooltip `tip`."""
        spin = LossEdit()
        spin.setObjectName(f"lossSpin_{key}")
        spin.setValue(value)
        spin.setToolTip(tip.format(name=name))
        spin.valueChanged.connect(lambda _v: self.refresh())
        self.ui.typedForm.addRow(
            translate("RollDialog", "Figures lost, {name}:").format(name=name), spin
        )
        self._loss_spins[key] = spin

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
                self.ui.effectsList.addItem(translate("RollDialog", "(no change to the roster)"))
        for restriction in preview.overruled:
            item = QListWidgetItem(
                translate(
                    "RollDialog", "Note: rolled by the umpire's ruling (1.1.9) although {reason}"
                ).format(reason=restriction_text(restriction))
            )
            item.setForeground(colours.tone(Tone.CAUTION))
            self.ui.effectsList.addItem(item)
        wrong_outcome = preview.problem is not None and preview.problem.code == "order_outcome"
        for warning in preview.warnings:
            if wrong_outcome and warning.code == TYPED_OUTCOME_WARNING:
                continue  # the outcome is to be chosen again, not its effects entered
            text = self._typed_outcome_text(warning, preview) or display_text(
                "rules", warning.template, warning.args, warning.message, names,
                preview.outcome_labels,
            )  # fmt: skip
            item = QListWidgetItem(f"⚠ {text}")
            item.setToolTip(warning.message)  # the English the CLI says
            item.setForeground(colours.tone(Tone.CAUTION))
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
                translate("RollDialog", "Table {n}").format(n=number)
                if number is not None
                else table_reference(self.kind.result, self.session.pack.tables, self.language)
                if self.kind.result
                else self.kind.label.get(self.language)
            )
        key = str(warning.args.get("key", ""))
        outcome = preview.outcome_labels.get(key, key.removeprefix("book: "))
        return translate(
            "RollDialog",
            "{whose}: “{outcome}” was typed from the book; enter its effects (figures lost, "
            "disorder) by hand",
        ).format(whose=whose, outcome=outcome)


def _field_value(widget: QWidget) -> Any:
    """What an effect field holds: a box's tick, a spin box's number, a combo's data."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    return None


def _set_field_value(widget: QWidget, value: Any) -> None:
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value or 0))
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))


def clear_effect_field(widget: QWidget) -> None:
    _set_field_value(widget, None if isinstance(widget, QComboBox) else 0)


def _on_change(widget: QWidget, call: Any) -> None:
    if isinstance(widget, QCheckBox):
        widget.toggled.connect(lambda _v: call())
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(lambda _v: call())
    elif isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(lambda _i: call())


class PenaltySpin(QSpinBox):
    """A side penalty typed from the book, shown as the effects below say it: "−1", with
    a minus sign; a hyphen typed ("-2") is read as one."""

    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt's
        return minus_sign(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt's
        return super().valueFromText(text.replace("−", "-"))

    def validate(self, text: str, pos: int) -> object:
        state, *_ = super().validate(text.replace("−", "-"), pos)
        return state, text, pos
