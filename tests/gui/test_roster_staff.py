"""What no roster cell takes, from the row's menu: a commander fallen and back (a
correction; a replacement roll, Table 19, does it itself), his rating, an orderly lost, a
unit put under another commander. Each asks why and is logged; Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import step_to


def menu_action(window, key: str, text: str, commander_row: bool = False):
    """The action named `text` in the roster row's menu (of the unit `key`, or of its
    commander), in its submenus too."""
    panel = window.ui.rosterPanel
    index = panel.view_index(key, RosterColumn.NAME)
    if commander_row:
        index = index.parent()
    menu = panel.row_menu(index)
    assert menu is not None
    actions = list(menu.actions())
    while actions:
        action = actions.pop(0)
        if action.menu() is not None:
            actions.extend(action.menu().actions())
        elif action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no {text!r} in the menu")


def test_a_replaced_commander_is_set_back_in_the_roster_and_no_longer_a_task(qtbot, window):
    controller = window.controller
    with controller.game.transaction():
        controller.game.update_commander("ir15", fallen=True)
    window.ui.rosterPanel.reload()
    step_to(controller, "reporting")
    assert "1 fallen commander to replace (Table 19)" in controller.open_tasks()

    fallen = menu_action(window, "i-15", "Fallen", commander_row=True)
    assert fallen.isChecked()
    fallen.trigger()  # replaced: the orderly's figure goes, the commander stands there
    menu_action(window, "i-15", "Orderly 1 (15th IR) fallen", commander_row=True).trigger()

    assert not controller.game.commander("ir15").fallen
    assert controller.game.orderly("ir15.o1").fallen
    assert controller.open_tasks() == []
    row = controller.game.rolls(kind="adjustment")[-2]
    assert [(e.what, e.from_, e.to) for e in row.effects] == [("commander_fallen", True, False)]
    assert row.note == "miscounted"  # the reason the umpire gave
    assert window.correction_reasons[0][1:] == ("commander_fallen", True, False)

    menu_action(window, "i-15", "particularly effective", commander_row=True).trigger()
    assert controller.game.commander("ir15").rating == "effective"
    controller.undo()
    assert controller.game.commander("ir15").rating == "normal"
    assert controller.game.verify().ok


def test_a_unit_is_moved_to_another_commander_and_back_with_undo(qtbot, window):
    controller = window.controller
    move = menu_action(window, "hus-2s", "Commander, 15th Infantry Regiment")
    assert not move.isChecked()
    move.trigger()
    assert controller.game.unit("hus-2s").commander == "ir15"
    panel = window.ui.rosterPanel
    assert panel.view_index("hus-2s", 0).parent().data() == "Commander, 15th Infantry Regiment"
    groups = {g.key: [r.unit.key for r in g.rows] for g in controller.order_sheet()}
    assert "hus-2s" in groups["ir15"]

    window.ui.actionUndo.trigger()
    assert controller.game.unit("hus-2s").commander == "losthin"
    window.ui.actionRedo.trigger()
    assert controller.game.unit("hus-2s").commander == "ir15"
    assert panel.view_index("hus-2s", 0).parent().data(Qt.ItemDataRole.DisplayRole) == (
        "Commander, 15th Infantry Regiment"
    )
