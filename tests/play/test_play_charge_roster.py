"""The charge phase's defaults and refusals read from the roster and the log
(`play.charge.model`, `play.charge.reader`): the C-in-C offered for each side, the phase
finished only once every charge has ended, and a decision naming no charge refused with
its message. Pure: no Qt; the General de Brigade demo game in a temporary file."""

from __future__ import annotations

import pytest

from ba_console.play.charge import model as m
from ba_console.play.charge.session import ChargeSession, offers_charges
from tests.play.charge_helpers import codes
from tests.play.test_play_charge_offers import choice, fields


def c_in_c_default(umpire, side: str) -> str | None:
    return fields(umpire, choice(umpire, m.OPEN))[f"c_in_c.{side}"][2]


def test_the_c_in_c_offered_is_the_one_commander_at_the_highest_level(umpire):
    assert c_in_c_default(umpire, "prussia") == "buelow"  # the corps commander
    # A division commander standing alone does not outrank the corps.
    umpire.game.add_commander("thuemen", "Thümen", side="prussia", level="division")
    assert c_in_c_default(umpire, "prussia") == "buelow"
    # Two corps commanders each at the top: the umpire must say which commands.
    umpire.game.add_commander("pirch", "Pirch", side="prussia", level="corps")
    assert c_in_c_default(umpire, "prussia") is None
    # An army commander above them both is offered.
    umpire.game.add_commander("bluecher", "Blücher", side="prussia", level="army")
    assert c_in_c_default(umpire, "prussia") == "bluecher"


def test_the_phase_is_not_finished_before_its_charges_have_ended(umpire, charged):
    assert not umpire.phase().finished  # declared, not yet resolved
    umpire.decide(m.DECLARED)
    phase = umpire.phase()
    assert phase.stage == m.RESOLUTION and [c.open for c in phase.charges] == [True]
    assert not phase.finished


def test_a_phase_not_opened_is_not_finished(umpire):
    phase = umpire.phase()
    assert phase.stage == m.NOT_OPEN and phase.charges == ()
    assert not phase.finished


def test_a_reaction_naming_no_charge_is_refused_with_its_message(umpire, charged):
    found = umpire.preview(m.REACT, None, "stand")
    assert codes(found) == ["no_charge"]
    assert found.checks[0].text == "There is no charge 0 in this phase"


def test_a_charge_phase_is_read_only_for_rules_that_walk_one(ba_pack, gdb_pack, demo):
    """Belle Alliance has no charge phase (attacks at the charge are melee rolls, 2.3.3):
    the window offers no Charges dialog, and no charge session is made for it."""
    assert offers_charges(gdb_pack) and not offers_charges(ba_pack)
    with pytest.raises(ValueError, match="no charge phase"):
        ChargeSession(demo(), ba_pack)
