"""Ctrl+Z right after adding a unit takes it out again, with no question. Once a row is logged
after the adding (a roll, a seal), the game has gone on: Undo no longer deletes the unit
(an opponent's, perhaps) with no reason, it says to take it off the roster, which asks the
reason the journal keeps and the log viewer shows. While another unit's order attacks it,
Undo keeps it, as taking it off does, and names that order."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ba_console.core.orders import OrderParts
from ba_console.gui.widgets.roll_log_view import RollLogView
from tests.gui.conftest import log_typed_roll, refusals
from tests.gui.test_roster_staff import menu_action
from tests.gui.test_roster_take_off import LATE


def ctrl_z(window) -> None:
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def keys(controller) -> list[str]:
    return [unit.key for unit in controller.game.units()]


def test_ctrl_z_right_after_adding_takes_the_unit_out(qtbot, window):
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    assert "late-hussars" in keys(window.controller)
    ctrl_z(window)
    assert "late-hussars" not in keys(window.controller)
    assert window.statusBar().currentMessage() == "Undone: new unit Late Hussars"


def test_undo_keeps_a_unit_another_order_attacks(qtbot, window):
    controller = window.controller
    messages = refusals(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    attack = OrderParts.from_data({"attack": {"target": "late-hussars"}})
    assert controller.save_order("i-1t", text="attack the hussars", parts=attack)
    # A roll under the order: the order's step leaves Undo, which reaches the adding.
    log_typed_roll(controller, "fire", "firer", "i-1t", "book: no effect")
    ctrl_z(window)
    assert messages[-1].startswith("Undo keeps the order of 1/1er Tirailleurs de la Garde:")
    ctrl_z(window)
    assert messages[-1] == (
        "Undo keeps Late Hussars: the order of 1/1er Tirailleurs de la Garde attacks it."
    )
    assert "late-hussars" in keys(controller)
    order = controller.game.order(controller.bound, "i-1t")
    assert order is not None and order.text == "attack the hussars"
    assert controller.game.verify().ok


def test_undo_after_a_roll_points_to_taking_the_unit_off(qtbot, window):
    controller = window.controller
    view = RollLogView(controller)
    qtbot.addWidget(view)
    messages = refusals(controller)
    panel = window.ui.rosterPanel
    panel.add_entry("unit", dict(LATE))
    sequence = log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect").sequence

    ctrl_z(window)
    assert messages[-1] == (
        f"Undo keeps Late Hussars: #{sequence} was logged after it was added. Right-click it "
        "› Take off the roster…"
    )
    assert "late-hussars" in keys(controller)
    assert view.takenOffLabel.isHidden()  # nothing removed, nothing said removed
    assert "Late Hussars" not in window.ui.actionUndo.text()  # the step left Undo

    panel.ask_take_off_reason = lambda name: "typed twice: the 2nd Silesian Hussars"
    menu_action(window, "late-hussars", "Take off the roster…").trigger()
    assert "late-hussars" not in keys(controller)
    text = view.takenOffLabel.text()
    assert "Late Hussars (late-hussars), bound 1, " in text
    assert text.endswith(": “typed twice: the 2nd Silesian Hussars”")
    assert controller.game.verify().ok


def test_the_danish_umpire_reads_it_in_danish(qtbot, danish):
    messages = refusals(danish)
    assert danish.add_roster_entry("unit", dict(LATE)) == "late-hussars"
    sequence = log_typed_roll(danish, "fire", "firer", "i-15", "book: no effect").sequence
    assert not danish.undo()
    assert messages[-1] == (
        f"Fortryd beholder Late Hussars: #{sequence} er logført, efter den blev tilføjet. "
        "Højreklik på den › Tag af styrkelisten…"
    )
    assert "late-hussars" in [unit.key for unit in danish.game.units()]
