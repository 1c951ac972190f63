"""One bound played by keyboard in the window, as the umpire meets it: each key goes to
whatever has the focus, as on the club laptop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import f9_on_commander


def type_text(qtbot, text: str) -> None:
    for char in text:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        qtbot.keyClick(widget, char)


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    qtbot.keyClick(widget, key, modifier)


def test_the_first_order_is_typed_as_soon_as_the_game_opens(qtbot, window):
    # The window opens at 1a, the order sheet before the umpire: he types the first
    # unit's order at once, without first hunting for the sheet with Tab.
    type_text(qtbot, "Fast march to Plancenoit")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.game.order(1, "hus-2s") is not None)
    assert window.controller.game.order(1, "hus-2s").text == "Fast march to Plancenoit"


def test_the_roster_keeps_its_cursor_on_a_commander_who_falls(qtbot, window):
    # The umpire's cursor is on the 15th's commander in the roster: his catch roll (or the
    # row's menu) makes him fall. The cursor stays on him, for the Menu key that names
    # his orderly next, not on the side's first row.
    from tests.gui.test_roster_staff import menu_action

    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    commander = panel.view_index("i-15", RosterColumn.NAME).parent()
    tree.setCurrentIndex(commander)
    tree.setFocus()
    assert tree.currentIndex().data() == "Commander, 15th Infantry Regiment"

    menu_action(window, "i-15", "Fallen", commander_row=True).trigger()

    assert window.controller.game.commander("ir15").fallen
    assert tree.currentIndex().data() == "Commander, 15th Infantry Regiment"


def test_a_new_bound_begins_with_the_cursor_on_its_order_sheet(qtbot, window):
    # The umpire ends bound 1 from the roster, where he made the last correction: bound
    # 2's first key is its first order, typed on the sheet, not over a unit's name.
    from tests.gui.conftest import step_to

    controller = window.controller
    step_to(controller, "end_of_bound")
    tree = window.ui.rosterPanel.ui.rosterTree
    tree.setCurrentIndex(window.ui.rosterPanel.view_index("ii-15", RosterColumn.NAME))
    tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)

    press(qtbot, Qt.Key.Key_F8)  # Start bound 2? (the fixture answers Start)
    assert controller.position().bound == 2
    type_text(qtbot, "Advance")
    press(qtbot, Qt.Key.Key_Return)

    qtbot.waitUntil(lambda: bool(controller.game.orders(2)))
    assert [order.text for order in controller.game.orders(2)] == ["Advance"]
    assert controller.game.unit("ii-15").name == "II./15th Infantry Regiment"


def test_ctrl_tab_goes_from_the_order_sheet_to_the_roster(qtbot, window):
    # From the sheet to the roster, for a catch roll or the row's menu: one Ctrl+Tab, not
    # seven keys by way of the phases' Next button (where Enter would end the step).
    sheet = window.ui.orderSheet.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is sheet)
    press(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is window.ui.rosterPanel.ui.rosterTree
    press(qtbot, Qt.Key.Key_Return)
    assert window.controller.position().sub_phase == "issuing_orders"


def test_the_danish_catch_task_names_the_roll_as_the_rolls_menu_does(qtbot, danish):
    # At 4c the open tasks say which roll the staff figures make; the umpire looks for it
    # under Kast by that name: "Opsnapningskast", as the menu and the manual call it.
    from tests.gui.conftest import step_to

    step_to(danish, "movement", "march")
    staff = [task for task in danish.open_tasks() if "stabsfigur" in task]
    assert staff and "opsnapningskast" in staff[0]
    menu_name = danish.outline.rolls["catch"].label.get("da")
    assert menu_name == "Opsnapningskast"


def test_dice_typed_in_the_factor_list_go_to_the_dice(qtbot, controller):
    # The umpire ticks a factor (Space) and types the dice read off the table at once: the
    # digits are the dice, not a search among the factors' names ("50 % more figures").
    from ba_console.gui.dialogs.roll import RollDialog

    dialog = RollDialog(controller, kind="melee", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    attacker = dialog.panels[0]
    tree = attacker.checklist.tree
    tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Space)
    type_text(qtbot, "655")
    assert attacker.dice.edit.text() == "655"
    assert attacker.dice.typed_faces() == (6, 5, 5)


def test_every_kind_of_roll_in_the_rolls_menu_has_its_own_letter(qtbot, window):
    # F9 on a unit that needs no ordering roll says "Rolls › Ordering roll… makes one all
    # the same": from the keyboard, Alt+R then O, as every other item of the menu has its
    # underlined letter. Without one, a letter typed in the open menu does nothing.
    from PySide6.QtGui import QKeySequence

    shown = [a for a in window.ui.menuRolls.actions() if not a.isSeparator() and a.isVisible()]
    letters = {a.text(): QKeySequence.mnemonic(a.text()).toString() for a in shown}
    assert all(letters.values()), [text for text, letter in letters.items() if not letter]
    assert len(set(letters.values())) == len(letters), letters
    assert letters["&Ordering roll…"] == "Alt+O"


@pytest.mark.parametrize("language", ["en", "da"])
def test_the_manual_says_which_roll_f9_opens_on_a_commander_in_each_step(qtbot, window, language):
    # At 6a F9 on the 15th's commander opens the engaging of commanding officer (Table 10,
    # the roll the melee calls for), his catch roll one entry further in the Roll list;
    # the manual's "Making a roll" says so for every step, in both languages.
    import re

    from ba_console.core.phases import flatten
    from ba_console.gui.dialogs.help import manual_html
    from ba_console.play.steps import offered_kinds
    from tests.gui.conftest import step_to

    controller = window.controller
    step_to(controller, "melee", "melee")
    dialog = f9_on_commander(qtbot, window, "i-15")
    combo = dialog.ui.kindCombo
    assert combo.currentText() == "Engaging of commanding officer"
    assert combo.itemText(combo.currentIndex() + 1) == "Catch roll for a staff figure"
    dialog.close()

    section = manual_html(language).split('<h2 id="roll">')[1].split("<h2")[0]
    section = re.sub(r"\s+", " ", section)
    pack, commander = controller.pack, controller.rolls.session.roller("ir15")
    table = {"en": "Table", "da": "skema"}[language]
    opened = {
        offered_kinds(pack, step.phase, step.sub_phase, commander)[0]
        for step in flatten(pack.phases)
    }
    assert opened == {"replacement", "engaging_commander", "catch"}
    for kind in opened:
        number = pack.rolls[kind].result.lstrip("t").rstrip("r").lstrip("0")
        assert f"({table} {number})" in section, (kind, number)
