from PySide6.QtCore import Qt
from tests.gui.test_roll_dialogs import gdb_controller, dialog_for, type_dice, press_enter, last_roll  # noqa
def test_probe(qtbot, gdb_controller):
    game = gdb_controller.game
    dialog = dialog_for(qtbot, gdb_controller, "melee", ["i-15", "i-2g"])
    print([p.role for p in dialog.panels])
    for p in dialog.panels:
        cl = p.checklist
        print(p.role, cl.has_row("melee_factors","square"), cl.item("melee_factors","square").text(0))
    dialog.panels[1].checklist.item("melee_factors","square").setCheckState(0, Qt.CheckState.Checked)
    ed = dialog.panels[1].checklist.typed_edit("melee_factors","square")
    print("edit", ed)
    type_dice(qtbot, dialog, "attacker", "56")
    type_dice(qtbot, dialog, "defender", "12")
    print(dialog.ui.outcomeLabel.text(), dialog.panels[1].totalLabel.text())
    if ed: ed.setValue(2)
    print(dialog.ui.outcomeLabel.text(), dialog.panels[1].totalLabel.text())
    print(dialog._typed_widgets)
    dialog.grab().save("/tmp/gdb2-melee.png")
    w = dialog._typed_widgets[0]
    print(type(w), [w.itemText(i) for i in range(w.count())] if hasattr(w,'count') else None)
    w.setCurrentIndex(w.findText("Loser routs"))
    print(dialog.ui.messageLabel.text())
    press_enter(qtbot, dialog, "defender")
    row = last_roll(gdb_controller)
    print(row.kind, row.outcome, row.outcome_typed, row.note, row.sides)
