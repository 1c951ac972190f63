"""The step tracker follows the charge being carried out: each decision and each test of
a charge is logged under the step of the pack's charge phase where it is made (the
declarations, the reaction, the half move, the defensive fire, the tests, the completion),
not all under "Charge declarations and interceptions"."""

from __future__ import annotations

from ba_console.play.charge import model as m
from ba_console.play.charge.model import Request
from tests.play.charge_helpers import ORDINARY


def log(controller, action, charge=None, option=None, confirmed=(), **values):
    operations = controller.charges
    request = Request(action, charge, option, values, frozenset(confirmed))
    preview = operations.session.preview(request)
    assert preview.problem is None, preview.problem
    return operations.log(preview)


def test_each_decision_is_logged_under_the_step_it_is_made_in(qtbot, gdb):
    positions = []
    gdb.phase_advanced.connect(lambda position: positions.append(position.sub_phase))
    log(gdb, m.OPEN, phasing="prussia", **{"c_in_c.prussia": "buelow",
                                           "c_in_c.france": "duhesme"})  # fmt: skip
    n = log(gdb, m.DECLARE, confirmed=ORDINARY, charger="i-15", target="i-1t").sequence
    while gdb.charges.session.phase().stage != m.RESOLUTION:
        log(gdb, m.DECLARED)
    react = log(gdb, m.REACT, n, "fire")
    assert (react.sub_phase, gdb.position().sub_phase) == ("reaction", "reaction")
    assert log(gdb, m.HALF_MOVE, n).sub_phase == "half_move"
    assert log(gdb, m.DEFENSIVE_FIRE, n, figures_lost=1).sub_phase == "defensive_fire"
    # The charger's test: the tracker moves when it is opened from the Charges dialog.
    gdb.charges.follow("roll", n)
    assert gdb.position().sub_phase == "charger_test"
    assert positions == ["reaction", "half_move", "defensive_fire", "charger_test"]
    # The declarations stay under their own step.
    assert gdb.game.rolls(kind=m.CHARGE_KIND)[1].sub_phase == "declare"
