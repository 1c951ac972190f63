"""Undo in the Charges dialog: Ctrl+Z voids the last row of the charge selected (its last
decision or test) with the umpire's reason, its effects undone, and the charge stands at
the step before it; pressed again, the row before. On the phase's line it voids the
declarations' last decision. Nothing is voided when the umpire gives no reason."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.play.charge import model as m
from tests.gui.test_charges_dialog import dialog, gdb, select_charge  # noqa: F401
from tests.gui.test_charges_step_follows import log
from tests.play.charge_helpers import ORDINARY


def carried_to_the_charger_test(controller) -> tuple[int, int]:
    """Charge n at the charger's test; the defensive fire's row."""
    log(controller, m.OPEN, phasing="prussia", **{"c_in_c.prussia": "buelow",
                                                  "c_in_c.france": "duhesme"})  # fmt: skip
    n = log(controller, m.DECLARE, confirmed=ORDINARY, charger="i-15", target="i-1t").sequence
    while controller.charges.session.phase().stage != m.RESOLUTION:
        log(controller, m.DECLARED)
    log(controller, m.REACT, n, "fire")
    log(controller, m.HALF_MOVE, n)
    fire = log(controller, m.DEFENSIVE_FIRE, n, figures_lost=2)
    return n, fire.sequence


def test_ctrl_z_steps_a_charge_back_row_by_row_with_its_effects(qtbot, gdb, dialog):  # noqa: F811
    n, fire = carried_to_the_charger_test(gdb)
    assert gdb.game.unit("i-15").figures == 34
    asked = []
    dialog.ask_undo_reason = lambda row: asked.append(row) or "wrong reaction"
    select_charge(dialog, n)
    assert dialog.ui.undoButton.isEnabled()
    qtbot.keyClick(dialog.ui.chargeTree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked == [
        f"#{fire} Charge {n}: 1/1er Tirailleurs de la Garde fires; "
        "I./15th Infantry Regiment loses 2 figure(s)"
    ]
    assert gdb.game.unit("i-15").figures == 36  # the fire's losses undone
    charge = gdb.charges.session.phase().charge(n)
    assert charge.step == m.DEFENSIVE_FIRE_STEP
    voided = gdb.game.roll(fire)
    assert voided.voided_by is not None
    assert gdb.game.roll(voided.voided_by).void_reason == "wrong reaction"
    dialog.undo_last_step()  # the half move
    dialog.undo_last_step()  # the reaction
    assert gdb.charges.session.phase().charge(n).step == m.REACTION
    # The umpire changes his mind: nothing is voided.
    dialog.ask_undo_reason = lambda row: None
    assert not dialog.undo_last_step()
    assert gdb.charges.session.phase().charge(n).step == m.REACTION


def test_on_the_phase_line_undo_voids_the_declarations_last_decision(qtbot, gdb, dialog):  # noqa: F811
    carried_to_the_charger_test(gdb)
    dialog.ask_undo_reason = lambda row: "closed too early"
    select_charge(dialog, -1)  # the phase line
    assert dialog.undo_last_step()
    assert gdb.charges.session.phase().stage != m.RESOLUTION
