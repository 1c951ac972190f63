"""The umpire's keys at the desk and in the roll dialog, as they are pressed at the table:
F9 where there is nothing to roll, dice typed one digit too many, the next firer's target.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.gui.dialogs.roll import RollDialog
from tests.gui.test_desk_bound import ordering_rolls_for


def f9_on_the_sheet(qtbot, window, unit: str) -> list[RollDialog]:
    """F9 with the order sheet's cursor on `unit`'s line; the roll dialogs it opened."""
    from ba_console.gui.models.order_sheet_model import OrderColumn

    sheet = window.ui.orderSheet
    window.activateWindow()  # back from a roll dialog
    qtbot.waitUntil(window.isActiveWindow)
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.UNIT))
    before = set(window.findChildren(RollDialog))
    qtbot.keyClick(sheet.view, Qt.Key.Key_F9)
    return [d for d in window.findChildren(RollDialog) if d not in before and d.isVisible()]


def march(controller, unit: str) -> None:
    """An order that needs no ordering roll: a march, the unit near its commander."""
    from ba_console.core.orders import OrderParts

    parts = OrderParts.from_data({"march": {"to": "the farm"}})
    assert controller.save_order(unit, text="March to the farm", parts=parts)


def test_f9_on_a_unit_with_no_ordering_roll_to_make_says_why_and_opens_nothing(qtbot, window):
    """In the ordering rolls (1b), F9 on a unit whose order needs no roll, or that has
    no order, opened its ordering roll without a word; logging it changed nothing."""
    controller = window.controller
    march(controller, "i-18")
    ordering_rolls_for(controller, "i-15")
    status = window.ui.statusBar

    assert f9_on_the_sheet(qtbot, window, "i-18") == []
    said = status.currentMessage()
    assert said.startswith("I./18th")
    assert "needs no ordering roll (1.1.3)" in said
    assert "Rolls › Ordering roll… opens one all the same." in said

    assert f9_on_the_sheet(qtbot, window, "ii-15") == []
    assert "II./15th" in status.currentMessage()
    assert "has no order this bound" in status.currentMessage()

    # The unit whose order waits for its roll: F9 opens it, as before.
    (dialog,) = f9_on_the_sheet(qtbot, window, "i-15")
    assert (dialog.kind_key, dialog.panels[0].unit) == ("ordering", "i-15")
    dialog.close()

    # A deliberate roll from the Rolls menu still opens for the unit with no order.
    window.ui.orderSheet.view.setCurrentIndex(window.ui.orderSheet.model.unit_index("ii-15", 0))
    before = set(window.findChildren(RollDialog))
    window.findChild(type(window.ui.actionRoll), "actionRoll_ordering").trigger()
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    assert (dialog.kind_key, dialog.panels[0].unit) == ("ordering", "ii-15")
    dialog.close()


def test_f9_after_the_ordering_roll_is_logged_says_so(qtbot, window):
    from tests.gui.test_desk_bound import ordering_dialog

    controller = window.controller
    ordering_rolls_for(controller, "i-15")
    dialog = ordering_dialog(qtbot, controller, "i-15", "356")
    qtbot.keyClicks(dialog._typed_widgets[0], "Order followed")
    dialog.confirmButton.click()
    assert controller.game.order(1, "i-15").status == "followed"

    assert f9_on_the_sheet(qtbot, window, "i-15") == []
    said = window.ui.statusBar.currentMessage()
    assert "its ordering roll is logged already (followed)" in said
    # The way it says to take the roll back is the one there is: a roll is voided in
    # the roll log; Edit › Undo, which it once named, leaves the roll as it was.
    assert "roll log" in said and "Undo" not in said
    window.ui.actionUndo.trigger()
    assert controller.game.order(1, "i-15").status == "followed"
    # Voided in the log, the roll is there to make again: F9 opens it.
    (logged,) = controller.game.log.rolls(kind="ordering")
    controller.rolls.void_roll(logged.sequence, "the wrong unit's dice")
    (dialog,) = f9_on_the_sheet(qtbot, window, "i-15")
    assert (dialog.kind_key, dialog.panels[0].unit) == ("ordering", "i-15")
    dialog.close()


def test_the_danish_reason_f9_gives_is_danish(danish):
    """The same reasons in the Danish interface: no English left in them."""
    march(danish, "i-18")
    ordering_rolls_for(danish, "i-15")
    for unit in ("i-18", "ii-15"):
        said = danish.rolls.nothing_to_roll("ordering", unit)
        assert said is not None
        for english in ("order", "roll", "Rolls", "opens"):
            assert english not in said, said
    assert danish.rolls.nothing_to_roll("ordering", "i-15") is None


def type_key_by_key(qtbot, text: str) -> None:
    """Each key to the field that has the cursor when it is pressed, as at the table."""
    from PySide6.QtWidgets import QApplication

    for char in text:
        qtbot.keyClicks(QApplication.focusWidget(), char)


def test_a_fourth_digit_for_three_dice_is_refused_not_typed_into_the_outcome(qtbot, controller):
    """ "3561" for 3D6: the dice moved on after the third and the "1" landed in the
    outcome field, where it began an outcome nobody read from the book."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import step_to
    from tests.gui.test_roll_dialogs import dialog_for

    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["i-15"])
    firer = dialog.panels[0]
    firer.targetCombo.setCurrentIndex(firer.targetCombo.findData("i-2g"))
    firer.dice.edit.setFocus()
    type_key_by_key(qtbot, "3561")
    outcome = dialog._typed_widgets[0]
    assert QApplication.focusWidget() is outcome
    assert outcome.currentText() == ""  # the outcome field stays as it was
    assert firer.dice.edit.text() == "356"
    assert firer.dice.error() == "3D6: 3 dice typed already; the extra 1 was not taken"
    # Enter: the outcome is still what is missing, nothing is logged.
    qtbot.keyClick(outcome, Qt.Key.Key_Return)
    assert (outcome.currentText(), controller.game.roll_count()) == ("", 0)
    # What the umpire types next is the outcome, as read from the book.
    type_key_by_key(qtbot, "no loss")
    assert outcome.currentText() == "no loss"


def test_an_outcome_read_from_the_book_may_begin_with_a_digit(qtbot, controller):
    """ "356" then "2 figures and LD": the 2 begins the outcome (a space follows it),
    while "3561" followed by a word is a die too many and the word stands alone."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import step_to
    from tests.gui.test_roll_dialogs import dialog_for

    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    firer = dialog.panels[0]
    firer.dice.edit.setFocus()
    type_key_by_key(qtbot, "3562 figures and LD")
    outcome = dialog._typed_widgets[0]
    assert outcome.currentText() == "2 figures and LD"
    assert firer.dice.error() == ""
    outcome.setEditText("")
    firer.dice.edit.setFocus()
    firer.dice.edit.selectAll()
    type_key_by_key(qtbot, "3561No loss")
    outcome = dialog._typed_widgets[0]
    assert QApplication.focusWidget() is outcome
    assert outcome.currentText() == "No loss"


def test_a_fourth_digit_where_nothing_is_missing_stays_out_of_the_dice(qtbot, controller):
    """With nothing more to give (here a roll whose target is still to choose, the
    cursor there), or in the dice field itself: the dice stay 3, the extra refused."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import step_to
    from tests.gui.test_roll_dialogs import dialog_for

    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["ii-15"])  # no target written
    firer = dialog.panels[0]
    target = firer.targetCombo.currentData()
    firer.dice.edit.setFocus()
    type_key_by_key(qtbot, "3561")
    assert QApplication.focusWidget() is firer.targetCombo
    assert firer.targetCombo.currentData() == target  # a "1" did not pick a unit
    assert firer.dice.error().endswith("the extra 1 was not taken")
    # Back in the full dice field, a digit typed at its end is refused too.
    firer.dice.edit.setFocus()
    firer.dice.edit.end(False)
    type_key_by_key(qtbot, "2")
    assert firer.dice.edit.text() == "356"
    assert firer.dice.faces() == (3, 5, 6)


def test_a_ticked_unset_factor_keeps_the_rows_of_the_list_evenly_spaced(qtbot, controller):
    """Ticked, an unset factor's value field made its row taller than the others: a gap
    opened above it, the last row of Table 6 standing apart from the rest."""
    from tests.gui.conftest import step_to
    from tests.gui.test_roll_dialogs import dialog_for

    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    dialog.resize(1340, 740)
    checklist = dialog.panels[0].checklist
    tree = checklist.tree
    rows = ("support_unit", "neighbour_unit")  # short labels: one line, bold or not

    def heights() -> list[int]:
        qtbot.wait(1)  # laid out anew
        return [tree.visualItemRect(checklist.item("t06", key)).height() for key in rows]

    before = heights()
    checklist.set_ticked("t06", "neighbour_unit")
    field = checklist.typed_edit("t06", "neighbour_unit")
    assert field is not None and field.isVisible()
    assert heights() == before
    qtbot.keyClicks(field, "-1")
    assert field.value() == -1
    assert field.sizeHint().height() >= field.fontMetrics().height()  # the value reads whole


def test_confirm_and_next_in_the_fire_asks_the_next_firers_target_again(qtbot, controller):
    """A battery line fires at targets of its own: "Confirm and next" kept the last
    firer's target for the next unit, unseen, and a fire at the wrong unit could be
    logged. The next firer's target is its order's, else none until the umpire picks it,
    and the cursor goes there once the dice are typed."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import order_attacks, step_to
    from tests.gui.test_roll_dialogs import dialog_for

    order_attacks(controller, {"i-15": "i-2g", "f-15": "i-1t"})
    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["i-15"])
    firer = dialog.panels[0]

    def fire(dice: str) -> None:
        firer.dice.edit.setFocus()
        type_key_by_key(qtbot, dice)

    assert firer.target == "i-2g"
    fire("356")
    type_key_by_key(qtbot, "no loss")
    dialog.confirmNextButton.click()
    assert (firer.unit, firer.target) == ("ii-15", None)  # no order: no target
    assert firer.targetCombo.currentText() == "choose the unit fired at"
    fire("421")
    assert QApplication.focusWidget() is firer.targetCombo
    assert not dialog.confirmButton.isEnabled()
    firer.targetCombo.setCurrentIndex(firer.targetCombo.findData("i-1v"))
    dialog._typed_widgets[0].setFocus()
    type_key_by_key(qtbot, "no loss")
    dialog.confirmNextButton.click()
    assert (firer.unit, firer.target) == ("f-15", "i-1t")  # its own order's target
    fires = controller.game.rolls(kind="fire")
    assert [r.units for r in fires] == [("i-15", "i-2g"), ("ii-15", "i-1v")]


def test_the_target_is_found_by_any_part_of_its_name_as_typed(qtbot, controller):
    """The next firer has no target in its order: the cursor is on the target, and the
    list's own search took only the start of a name and opened the list on the first
    space ("1/1er V…"), so picking the Voltigeurs took a dozen arrow keys."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import step_to
    from tests.gui.test_roll_dialogs import dialog_for

    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["ii-15"])
    firer = dialog.panels[0]
    firer.dice.edit.setFocus()
    type_key_by_key(qtbot, "421")
    assert QApplication.focusWidget() is firer.targetCombo
    type_key_by_key(qtbot, "1/1er v")  # begun with a digit: the name's, not a die
    assert firer.target == "i-1v"
    assert firer.dice.edit.text() == "421"
    for _ in range(7):
        qtbot.keyClick(firer.targetCombo, Qt.Key.Key_Backspace)
    type_key_by_key(qtbot, "gren")
    assert firer.target == "i-2g"
    type_key_by_key(qtbot, "zz")  # no unit's name: refused, the choice stays
    assert firer.target == "i-2g"
    qtbot.keyClick(firer.targetCombo, Qt.Key.Key_Return)  # on to the outcome
    assert QApplication.focusWidget() is dialog._typed_widgets[0]


def test_a_name_is_found_by_every_word_typed():
    from ba_console.gui.widgets.type_to_find import first_match

    names = ["", "1/1er Tirailleurs de la Garde", "2/1er Voltigeurs de la Garde"]
    assert first_match(names, "volt") == 2
    assert first_match(names, "garde 2/") == 2
    assert first_match(names, "GARDE") == 1
    assert first_match(names, "hussars") is None
    assert first_match(names, "  ") is None


def test_confirm_and_next_in_the_fire_goes_on_to_a_unit_that_has_yet_to_fire(qtbot, controller):
    """After the last Prussian battalion, "Confirm and next" went on to the battery, which
    fires by its own kind (3.4.0), and round again to units that had fired already."""
    from tests.gui.conftest import log_typed_roll, step_to
    from tests.gui.test_roll_dialogs import dialog_for

    step_to(controller, "fire")
    log_typed_roll(controller, "fire", "firer", "i-1t", "no loss")  # fired already
    dialog = dialog_for(qtbot, controller, "fire", ["f-18"])
    firer = dialog.panels[0]
    order = []
    for _ in range(3):
        firer.select_target("i-2g")
        firer.dice.edit.setFocus()
        type_key_by_key(qtbot, "356")
        type_key_by_key(qtbot, "no loss")
        dialog.confirmNextButton.click()
        order.append(firer.unit)
    # The hussars, past the battery, to the Guard but for the 1/1er, who fired already.
    assert order == ["hus-2s", "ii-1t", "i-1v"]
    fired = [r.units[0] for r in controller.game.rolls(kind="fire")]
    assert fired == ["i-1t", "f-18", "hus-2s", "ii-1t"]


def test_the_rosters_cursor_stays_on_its_unit_when_the_roster_is_read_afresh(qtbot, window):
    """A row logged without units (a new bound's, a pack's change) reads the roster afresh:
    the unit the umpire was on lost its selection, and F9 rolled for the order sheet's."""
    from ba_console.gui.models.roster_model import RosterColumn

    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    tree.setFocus()
    tree.setCurrentIndex(panel.view_index("f-15", RosterColumn.FIGURES))
    assert window.selected_units() == ["f-15"]
    window.controller.roster_changed.emit([])  # anything may have changed
    assert window.selected_units() == ["f-15"]
    assert tree.currentIndex() == panel.view_index("f-15", RosterColumn.FIGURES)
