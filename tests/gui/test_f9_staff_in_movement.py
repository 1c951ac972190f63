"""F9 on a commander in the movement phase: his catch roll, as the manual says, not the
movement step (whose units he is not one of)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.gui.dialogs.movement import MovementDialog
from ba_console.gui.dialogs.roll.dialog import RollDialog
from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import shown, step_to


def _f9_on(qtbot, window, unit: str, commander: bool):
    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    index = panel.view_index(unit, RosterColumn.NAME)
    tree.setCurrentIndex(index.parent() if commander else index)
    tree.setFocus()
    before = set(window.findChildren(RollDialog)) | set(window.findChildren(MovementDialog))
    qtbot.keyClick(tree, Qt.Key.Key_F9)
    opened = [
        d
        for d in window.findChildren(RollDialog) + window.findChildren(MovementDialog)
        if d not in before and d.isVisible()
    ]
    assert len(opened) == 1, opened
    return opened[0]


def test_f9_on_a_commander_at_4c_opens_his_catch_roll(qtbot, window):
    # 4c's open tasks say "30 staff figures on the table: a catch roll for any within 5 cm
    # of an enemy unit (Table 18)"; the umpire selects the 15th's commander and presses
    # F9, as the manual's "Making a roll" says. The Movement dialog opened instead.
    step_to(window.controller, "movement", "march")
    dialog = _f9_on(qtbot, window, "i-15", commander=True)
    assert isinstance(dialog, RollDialog)
    assert dialog.ui.kindCombo.currentText() == "Catch roll for a staff figure"
    assert dialog.windowTitle() == "Catch roll for a staff figure"
    # His catch roll is what F9 on him asks for: no "no roll belongs to this step" beside it.
    assert dialog.ui.phaseCautionLabel.isHidden()
    dialog.close()


def test_f9_on_a_unit_in_the_movement_phase_still_opens_the_movement_step(qtbot, window):
    step_to(window.controller, "movement", "march")
    dialog = _f9_on(qtbot, window, "i-15", commander=False)
    assert isinstance(dialog, MovementDialog)
    dialog.close()


def test_f9_on_a_general_de_brigade_commander_stays_on_the_movement_step(qtbot, data_dir, tmp_path):
    # General de Brigade has no roll for a staff figure: F9 on a commander in its movement
    # phase opens the phase's own dialog, as on a unit, not an empty roll dialog.
    from ba_console.gui.app import build_window
    from ba_console.gui.dialogs.charges import ChargesDialog
    from tests.gui.conftest import make_gdb_game

    path = tmp_path / "gdb.bagame"
    make_gdb_game(path)
    window = shown(qtbot, build_window(game=path, data_dir=data_dir))
    controller = window.controller
    controller.game.set_phase(1, "movement", None)  # the game opens at the charges
    assert controller.position().phase == "movement"
    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    tree.setCurrentIndex(panel.view_index("i-15", RosterColumn.NAME).parent())
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_F9)
    assert [d for d in window.findChildren(RollDialog) if d.isVisible()] == []
    opened = [
        d
        for d in window.findChildren(MovementDialog) + window.findChildren(ChargesDialog)
        if d.isVisible()
    ]
    assert len(opened) == 1
    window.close()
