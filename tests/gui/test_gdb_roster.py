"""The roster of a General de Brigade game shows and edits the states of its own rules:
formed or unformed (the pack's disorder ladder, which the store keeps as a flag), and no
valour or supplies, which General de Brigade does not have."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.models.roster_model import RosterColumn, StateFilter
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_roster import cell_text, make_panel


@pytest.fixture
def gdb(qapp, data_dir):
    from ba_console.gui.controller import GameController

    path = data_dir / "gdb.bagame"
    create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    controller.hold_log_check = True
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_a_unit_the_rules_left_unformed_reads_unformed_and_the_rest_formed(qtbot, gdb):
    with gdb.game.transaction():
        gdb.game.add_flag("i-15", "unformed")  # as a failed formation test leaves it
    panel = make_panel(qtbot, gdb)
    assert cell_text(panel, "i-15", RosterColumn.DISORDER) == "unformed"
    assert cell_text(panel, "ii-15", RosterColumn.DISORDER) == "formed"
    # "In disorder" finds the unformed unit, not the formed ones.
    panel.proxy.set_state(StateFilter.DISORDER)
    assert panel.view_index("i-15", RosterColumn.NAME).isValid()
    assert not panel.view_index("ii-15", RosterColumn.NAME).isValid()


def test_general_de_brigade_has_no_valour_or_supplies_in_the_roster(qtbot, gdb, controller):
    tree = make_panel(qtbot, gdb).ui.rosterTree
    assert tree.isColumnHidden(RosterColumn.VALOUR)
    assert tree.isColumnHidden(RosterColumn.SUPPLIES)
    assert not tree.isColumnHidden(RosterColumn.DISORDER)
    # A Belle Alliance game shows them.
    tree = make_panel(qtbot, controller).ui.rosterTree
    assert not tree.isColumnHidden(RosterColumn.VALOUR)
    assert not tree.isColumnHidden(RosterColumn.SUPPLIES)


def test_the_umpire_sets_a_unit_unformed_from_the_roster_on_the_record(qtbot, gdb):
    panel = make_panel(qtbot, gdb)
    tree = panel.ui.rosterTree
    tree.setCurrentIndex(panel.view_index("ii-15", RosterColumn.DISORDER))
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_F2)
    combo = tree.focusWidget()
    assert isinstance(combo, QComboBox)
    assert [combo.itemData(i) for i in range(combo.count())] == ["formed", "unformed"]
    combo.setCurrentIndex(combo.findData("unformed"))
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: cell_text(panel, "ii-15", RosterColumn.DISORDER) == "unformed")
    row = gdb.game.rolls(newest_first=True, limit=1)[0]
    assert row.kind == "adjustment" and row.note == "miscounted"
    assert [f.key for f in gdb.game.flags("ii-15")] == ["unformed"]
    assert gdb.game.verify().ok
    # Edit › Undo voids the correction: the unit is formed again.
    gdb.undo()
    qtbot.waitUntil(lambda: cell_text(panel, "ii-15", RosterColumn.DISORDER) == "formed")
    assert gdb.game.flags("ii-15") == [] and gdb.game.verify().ok


def test_the_roll_dialog_says_no_valour_or_supplies_of_a_general_de_brigade_unit(qtbot, gdb):
    dialog = RollDialog(gdb, kind="charge_test", units=["i-15"])
    qtbot.addWidget(dialog)
    dialog.show()
    state = dialog.panels[0].stateLabel.text()
    assert "formed" in state and "figures" in state
    assert "valour" not in state and "supplies" not in state


def test_the_state_filter_offers_only_the_states_of_the_games_rules(qtbot, gdb, controller):
    def offered(panel):
        combo = panel.ui.stateFilterCombo
        return [combo.itemData(i) for i in range(combo.count())]

    assert offered(make_panel(qtbot, gdb)) == [
        StateFilter.ALL,
        StateFilter.DISORDER,
        StateFilter.REMOVED,
        StateFilter.FALLEN_COMMANDER,
    ]
    # Belle Alliance has FD and supplies.
    assert StateFilter.FULL_DISORDER in offered(make_panel(qtbot, controller))
    assert StateFilter.NO_SUPPLIES in offered(make_panel(qtbot, controller))


def test_the_flags_column_does_not_repeat_unformed(qtbot, gdb):
    with gdb.game.transaction():
        gdb.game.add_flag("i-15", "unformed")
        gdb.game.add_flag("i-15", "low_ammunition")
    panel = make_panel(qtbot, gdb)
    assert cell_text(panel, "i-15", RosterColumn.DISORDER) == "unformed"
    flags = cell_text(panel, "i-15", RosterColumn.FLAGS)
    assert flags == "Low on Ammunition"  # the other flags still show
