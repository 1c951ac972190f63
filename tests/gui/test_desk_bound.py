"""A bound at the umpire's desk, as a club umpire plays it: what the log viewer says of a
roll in Danish, and the keys of the roll dialog as they are pressed at the table.
"""

from __future__ import annotations

from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import Effect, Factor, Outcome, RollDraft, RollSide


def open_view(qtbot, controller) -> RollLogView:
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    return view


def log_melee(controller) -> None:
    """A melee as the roll dialog logs it: the factor's label is the pack's English of the
    moment, and the defender's supplies, unlimited before, are down to 3 rolls."""
    controller.game.append_roll(
        RollDraft(
            kind="melee",
            units=("i-15", "i-1t"),
            sides=(
                RollSide(
                    role="attacker",
                    unit="i-15",
                    dice_source="typed",
                    faces=(6, 4, 5),
                    natural=15,
                    factors=(
                        Factor(
                            key="attack_at_the_charge",
                            label="Attack at the charge",
                            value=1,
                            table="t08",
                            column="attacker",
                            rule="2.3.3",
                            auto=True,
                        ),
                    ),
                ),
                RollSide(
                    role="defender", unit="i-1t", dice_source="typed", faces=(1, 1, 1), natural=3
                ),
            ),
            outcome=Outcome(key="book: Defender routs", label="Defender routs"),
            outcome_typed=True,
            effects=(Effect(unit="i-1t", what="supplies_left", from_=None, to=3),),
        )
    )


def test_the_danish_log_detail_names_a_factor_as_the_pack_does_in_danish(qtbot, danish):
    log_melee(danish)
    view = open_view(qtbot, danish)
    view.tableView.selectRow(0)
    detail = view.detailBrowser.toPlainText()
    assert "Angreb i storm" in detail  # Table 8's row, as the Danish report names it
    assert "Attack at the charge" not in detail
    assert "(i-1t): forsyninger tilbage: ubegrænset → 3" in detail


def ordering_rolls_for(
    controller, *units: str, text: str = "March to the church", to: str = "the church"
) -> None:
    """Orders that need an ordering roll (a march, the unit over 30 cm from its commander),
    and the bound at its ordering rolls (1b)."""
    from ba_console.core.orders import OrderFacts, OrderParts
    from tests.gui.conftest import step_to

    far = OrderFacts(over_30cm_from_commander=True)
    march = OrderParts.from_data({"march": {"to": to}})
    for unit in units:
        assert controller.save_order(unit, text=text, parts=march, facts=far)
    step_to(controller, "ordering", "ordering_rolls")


def ordering_dialog(qtbot, controller, unit: str, dice: str):  # noqa: ANN201 - a RollDialog
    """The ordering roll of `unit` with its dice typed: the cursor goes on to the outcome."""
    from tests.gui.test_roll_dialogs import dialog_for

    dialog = dialog_for(qtbot, controller, "ordering", [unit])
    dialog.panels[0].dice.edit.setFocus()
    qtbot.keyClicks(dialog.panels[0].dice.edit, dice)
    return dialog


def test_supplies_that_were_unlimited_are_said_so_in_the_log_detail(qtbot, controller):
    log_melee(controller)
    view = open_view(qtbot, controller)
    view.tableView.selectRow(0)
    detail = view.detailBrowser.toPlainText()
    # Not "supplies left none → 3": the unit had all its supplies, not none.
    assert "(i-1t): supplies left unlimited → 3" in detail


def test_one_enter_confirms_an_outcome_the_field_completed(qtbot, controller):
    """The umpire types "O", the field completes it to "Order followed" and Enter logs
    the roll, as the manual says: the Enter is not spent on taking the completion."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    ordering_rolls_for(controller, "i-15")
    dialog = ordering_dialog(qtbot, controller, "i-15", "356")
    combo = dialog._typed_widgets[0]
    assert QApplication.focusWidget() is combo
    qtbot.keyClicks(combo, "O")
    assert combo.currentText() == "Order followed"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    [roll] = controller.game.rolls(kind="ordering")
    assert roll.outcome.label == "Order followed"
    assert controller.game.order(1, "i-15").status == "followed"
    assert not dialog.isVisible()


def test_an_ordering_roll_takes_only_an_outcome_that_says_if_the_order_is_followed(
    qtbot, controller
):
    """An ordering roll whose outcome the umpire typed in his own words ("fails") was
    logged, but the order stayed "needs ordering roll": the bound still said "1 ordering
    roll pending", the unit moved as ordered, and its order could still be changed. The
    dialog now asks for one of the table's two outcomes."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    ordering_rolls_for(controller, "i-15")
    dialog = ordering_dialog(qtbot, controller, "i-15", "356")
    combo = dialog._typed_widgets[0]
    qtbot.keyClicks(combo, "fails")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.game.rolls(kind="ordering") == []
    assert dialog.isVisible() and not dialog.confirmButton.isEnabled()
    assert dialog.ui.messageLabel.text() == (
        "The outcome says whether the order is followed (1.1.3): "
        "choose “Order followed” / “Order not followed”."
    )
    # Not also "enter its effects by hand": there is nothing to enter, the outcome is wrong.
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert effects == ["(no change to the roster)"]
    combo.setEditText("")
    qtbot.keyClicks(combo, "Order not")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert [r.outcome.label for r in controller.game.rolls(kind="ordering")] == [
        "Order not followed"
    ]
    assert controller.game.order(1, "i-15").status == "not_followed"
    assert controller.tasks_left_open() == []


def test_the_danish_ordering_roll_asks_for_the_tables_outcome_in_danish(qtbot, danish):
    ordering_rolls_for(danish, "i-15", text="March til kirken", to="kirken")
    dialog = ordering_dialog(qtbot, danish, "i-15", "356")
    qtbot.keyClicks(dialog._typed_widgets[0], "mislykkes")
    assert not dialog.confirmButton.isEnabled()
    assert dialog.ui.messageLabel.text() == (
        "Udfaldet afgør, om ordren udføres (1.1.3): vælg “Ordren udføres” / “Ordren udføres ikke”."
    )


def test_a_unit_with_no_figures_left_rolls_only_by_the_umpires_ruling(qtbot, controller):
    """The roster says "removed" and the order sheet leaves the unit out, but F9 on it
    opened a roll that confirmed as for any unit, its losses and flags applied."""
    from tests.gui.conftest import step_to
    from tests.gui.test_roll_dialogs import dialog_for

    assert controller.update_unit("f-15", "figures", 0, "the last figures fell")
    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["f-15"])
    firer = dialog.panels[0]
    assert firer.select_target("i-1t")
    qtbot.keyClicks(firer.dice.edit, "356")
    qtbot.keyClicks(dialog._typed_widgets[0], "no effect")
    assert not dialog.confirmButton.isEnabled()
    assert dialog.ui.messageLabel.text().startswith(
        "Fusilier Bn./15th Infantry Regiment: unit has no figures left: it is out of play."
    )
    firer.rulingCheck.setChecked(True)  # the umpire rules otherwise (1.1.9)
    assert dialog.confirmButton.isEnabled()


def f9_where_the_cursor_is(qtbot, window, view):
    """F9 with the keyboard in `view` (the order sheet's or the roster's); the dialog."""
    from PySide6.QtCore import Qt

    from ba_console.gui.dialogs.roll import RollDialog

    view.setFocus()
    before = set(window.findChildren(RollDialog))
    qtbot.keyClick(view, Qt.Key.Key_F9)
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    return dialog


def test_f9_on_the_order_sheet_rolls_for_its_unit_not_one_selected_in_the_roster(qtbot, window):
    """A unit corrected in the roster stays selected there; F9 later pressed on the
    battery's line of the order sheet opened a fire for the roster's unit."""
    from ba_console.gui.models.order_sheet_model import OrderColumn
    from ba_console.gui.models.roster_model import RosterColumn
    from tests.gui.conftest import step_to

    step_to(window.controller, "fire")
    roster = window.ui.rosterPanel
    roster.ui.rosterTree.setFocus()
    roster.ui.rosterTree.setCurrentIndex(roster.view_index("ii-15", RosterColumn.NAME))
    sheet = window.ui.orderSheet
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index("bty-12", OrderColumn.UNIT))
    dialog = f9_where_the_cursor_is(qtbot, window, sheet.view)
    assert dialog.panels[0].unit == "bty-12"
    dialog.close()
    # And back in the roster, F9 is on the roster's unit.
    dialog = f9_where_the_cursor_is(qtbot, window, roster.ui.rosterTree)
    assert dialog.panels[0].unit == "ii-15"
    dialog.close()


def test_f9_on_a_commander_in_the_roster_rolls_for_him(qtbot, window):
    """The bound's tasks ask for catch rolls of staff figures; F9 on a commander in the
    roster opened a roll for whatever unit the order sheet was on."""
    from ba_console.gui.models.roster_model import KEY_ROLE

    roster = window.ui.rosterPanel
    tree = roster.ui.rosterTree
    model = tree.model()
    rows = [model.index(0, 0)]
    hiller = None
    while rows and hiller is None:
        parent = rows.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            if index.data(KEY_ROLE) == "hiller":
                hiller = index
            rows.append(index)
    tree.setFocus()
    tree.setCurrentIndex(hiller)
    dialog = f9_where_the_cursor_is(qtbot, window, tree)
    assert dialog.kind_key == "catch"
    assert dialog.panels[0].unit == "hiller"
    dialog.close()


def test_the_consoles_typed_from_the_book_note_reads_in_danish(qtbot, danish, tmp_path):
    """The log keeps "typed from the book: i-1t loses 3, i-1t to FD" (hashed English);
    the Danish log's note column, its detail and the Danish report said it in English."""
    danish.game.append_roll(
        RollDraft(
            kind="melee",
            units=("i-15", "i-1t"),
            outcome=Outcome(key="book: Defender routs", label="Defender routs"),
            outcome_typed=True,
            note="at the churchyard wall; typed from the book: i-1t loses 3, i-15 loses "
            "1/2 + 1, i-1t to FD",
        )
    )
    view = open_view(qtbot, danish)
    said = (
        "at the churchyard wall; indtastet fra bogen: 1/1er Tirailleurs de la Garde mister "
        "3, I./15th Infantry Regiment mister 1/2 + 1, 1/1er Tirailleurs de la Garde til FU"
    )
    assert view.model.index(0, 9).data() == said
    view.tableView.selectRow(0)
    assert f"Notat: {said}" in view.detailBrowser.toPlainText()
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    assert said in report
    assert danish.game.rolls()[-1].note.endswith("i-1t to FD")  # the log's own words


def test_confirm_and_next_goes_on_to_the_next_unit_whose_order_needs_a_roll(qtbot, controller):
    """Three orders need an ordering roll; "Confirm and next" after the first went on to
    the roster's next unit (II./15th, no order to roll for), not to I./18th."""
    from tests.gui.test_roll_dialogs import dialog_for

    ordering_rolls_for(controller, "i-15", "i-18", "f-18")
    dialog = dialog_for(qtbot, controller, "ordering", ["i-15"])
    for unit, dice in (("i-15", "356"), ("i-18", "222"), ("f-18", "641")):
        assert dialog.panels[0].unit == unit
        qtbot.keyClicks(dialog.panels[0].dice.edit, dice)
        qtbot.keyClicks(dialog._typed_widgets[0], "Order followed")
        dialog.confirmNextButton.click()
    assert [r.units for r in controller.game.rolls(kind="ordering")] == [
        ("i-15",),
        ("i-18",),
        ("f-18",),
    ]
    assert controller.tasks_left_open() == []


def test_a_roster_value_the_roster_refuses_is_refused_before_the_reason_is_asked(qtbot, window):
    """The umpire typed 99 figures for a battalion of 36: the console asked why, and only
    once the reason was typed said that 99 is more than the unit started with."""
    from ba_console.gui.models.roster_model import RosterColumn
    from tests.gui.test_roster import type_into_cell

    panel = window.ui.rosterPanel
    messages: list[str] = []
    window.controller.action_refused.connect(messages.append)
    type_into_cell(qtbot, panel, "ii-15", RosterColumn.FIGURES, "99")
    assert window.correction_reasons == []  # not asked why
    assert messages == [
        "II./15th Infantry Regiment: figures: 99 is more than the unit started with "
        "(figures at the start 36)"
    ]
    assert window.controller.game.unit("ii-15").figures == 36
    type_into_cell(qtbot, panel, "ii-15", RosterColumn.FIGURES, "30")
    assert len(window.correction_reasons) == 1
    assert window.controller.game.unit("ii-15").figures == 30


def test_confirm_and_next_in_the_melee_goes_on_to_the_next_attack_not_fought(qtbot, controller):
    """Two attacks written; "Confirm and next" after the first melee went on to the
    roster's next unit (II./15th, no attack), with no defender from an order."""
    from tests.gui.conftest import order_attacks, step_to
    from tests.gui.test_roll_dialogs import dialog_for

    order_attacks(controller, {"i-15": "i-1t", "ii-18": "i-3t"})
    step_to(controller, "melee", "melee")
    assert controller.tasks_left_open() == ["2 melees not resolved"]
    dialog = dialog_for(qtbot, controller, "melee", ["i-15"])
    for attacker, defender in (("i-15", "i-1t"), ("ii-18", "i-3t")):
        panels = {p.role: p for p in dialog.panels}
        assert (panels["attacker"].unit, panels["defender"].unit) == (attacker, defender)
        qtbot.keyClicks(panels["attacker"].dice.edit, "654")
        qtbot.keyClicks(panels["defender"].dice.edit, "321")
        qtbot.keyClicks(dialog._typed_widgets[0], "defender retreats")
        dialog.confirmNextButton.click()
    assert [r.units for r in controller.game.rolls(kind="melee")] == [
        ("i-15", "i-1t"),
        ("ii-18", "i-3t"),
    ]
    assert controller.tasks_left_open() == []


def test_an_order_not_followed_takes_the_disorder_the_book_gives(qtbot, controller):
    """An order not followed may also put the unit in LD, MD or FD (1.1.3): the dialog has
    a field for it, which Tab reaches; Enter on the outcome still confirms at once."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    ordering_rolls_for(controller, "i-15", "ii-15")
    dialog = ordering_dialog(qtbot, controller, "i-15", "356")
    qtbot.keyClicks(dialog._typed_widgets[0], "Order not")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    disorder = dialog._disorder_combos["i-15"]
    assert QApplication.focusWidget() is disorder
    disorder.setCurrentIndex(disorder.findData("MD"))
    qtbot.keyClick(disorder, Qt.Key.Key_Return)
    assert controller.game.order(1, "i-15").status == "not_followed"
    assert controller.game.unit("i-15").disorder == "MD"

    dialog = ordering_dialog(qtbot, controller, "ii-15", "456")
    qtbot.keyClicks(dialog._typed_widgets[0], "Order f")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # one Enter, as before
    assert controller.game.order(1, "ii-15").status == "followed"
    assert controller.game.unit("ii-15").disorder == "ordered"
