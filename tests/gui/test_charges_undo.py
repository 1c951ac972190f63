"""Undo in the Charges dialog: Ctrl+Z voids the last row of the charge selected (its last
decision or test) with the umpire's reason, its effects undone, and the charge stands at
the step before it; pressed again, the row before. On the phase's line it voids the
declarations' last decision. Nothing is voided when the umpire gives no reason."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.play.charge import model as m
from tests.gui.test_charges_dialog import select_charge
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


def test_ctrl_z_steps_a_charge_back_row_by_row_with_its_effects(qtbot, gdb, dialog):
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


def test_on_the_phase_line_undo_voids_the_declarations_last_decision(qtbot, gdb, dialog):
    carried_to_the_charger_test(gdb)
    dialog.ask_undo_reason = lambda row: "closed too early"
    select_charge(dialog, -1)  # the phase line
    assert dialog.undo_last_step()
    assert gdb.charges.session.phase().stage != m.RESOLUTION


def a_mass_past_its_shared_target_test(controller) -> tuple[list[int], int]:
    """A.1: the Guard charges I./15 in massed column "A"; every column passes its charge
    test, and I./15 takes one test for the whole mass (it retires). The mass's charges and
    the target's test."""
    from tests.play.charge_helpers import Umpire

    umpire = Umpire(controller.game, controller.pack)
    log(controller, m.OPEN, phasing="france", **{"c_in_c.prussia": "buelow",
                                                 "c_in_c.france": "duhesme"})  # fmt: skip
    mass = [
        log(controller, m.DECLARE, confirmed=ORDINARY, charger=u, target="i-15", mass="A")
        for u in ("i-1t", "ii-1t", "i-1v")
    ]
    numbers = [row.sequence for row in mass]
    while controller.charges.session.phase().stage != m.RESOLUTION:
        log(controller, m.DECLARED)
    for n in numbers:
        log(controller, m.REACT, n, "stand")
        log(controller, m.HALF_MOVE, n)
    for unit in ("i-1t", "ii-1t", "i-1v"):
        umpire.test("charge_test", unit, outcome="pass")
    shared = umpire.test("charge_test", "i-15", outcome="retire")
    return numbers, shared.sequence


def test_undo_of_a_mass_shared_target_test_sends_every_column_back_to_it(qtbot, gdb, dialog):
    numbers, shared = a_mass_past_its_shared_target_test(gdb)
    phase = gdb.charges.session.phase()
    assert [phase.charge(n).step for n in numbers] == ["contact"] * 3
    asked = []
    dialog.ask_undo_reason = lambda row: asked.append(row) or "the wrong battalion tested"
    dialog.refresh()
    select_charge(dialog, numbers[1])  # the middle column: the test is its too
    qtbot.keyClick(dialog.ui.chargeTree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked == [f"#{shared} Charge morale test: Retire"]
    assert gdb.game.roll(shared).voided_by is not None
    phase = gdb.charges.session.phase()
    assert [phase.charge(n).step for n in numbers] == ["target_test"] * 3
    assert [phase.charge(n).target_result for n in numbers] == [None] * 3
    # Each column's last step is now its own charge test: the shared test is voided once.
    dialog.ask_undo_reason = lambda row: asked.append(row) or "again"
    select_charge(dialog, numbers[0])
    assert dialog.undo_last_step()
    assert asked[1].startswith(f"#{shared - 3} Charge morale test: ")
    phase = gdb.charges.session.phase()
    assert [phase.charge(n).step for n in numbers] == ["charger_test", "mass_wait", "mass_wait"]
    assert gdb.game.verify().ok
