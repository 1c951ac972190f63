"""A General de Brigade game made in the New game wizard stands at General de Brigade's
first step: a roll logged before the umpire's first Next (the roll-off for the initiative)
is logged in "Orders written per brigade", not in Belle Alliance's ordering phase."""

from __future__ import annotations

from ba_console.core.phases import PhasePosition
from tests.gui.conftest import log_typed_roll
from tests.gui.test_wizard import make_wizard, new_controller, roster_csv  # noqa: F401


def test_a_gdb_game_from_the_wizard_logs_its_first_roll_in_gdbs_first_step(
    qtbot,
    new_controller,  # noqa: F811
    roster_csv,  # noqa: F811
    tmp_path,
):
    wizard = make_wizard(qtbot, new_controller, tmp_path / "games")
    ui = wizard.ui
    ui.titleEdit.setText("Plancenoit in GdB")
    wizard.next()
    ui.packCombo.setCurrentIndex(ui.packCombo.findData("general_de_brigade"))
    wizard.next()
    ui.rosterFileEdit.setText(str(roster_csv))
    wizard.next()
    with qtbot.waitSignal(new_controller.game_opened):
        wizard.next()
    assert new_controller.info.pack_id == "general_de_brigade"
    log_typed_roll(new_controller, "roll_off", "first", "b1", "first")
    (roll,) = new_controller.game.rolls()
    assert (roll.bound, roll.phase, roll.sub_phase) == (1, "orders", None)
    position = PhasePosition(roll.bound, roll.phase, roll.sub_phase)
    assert new_controller.phase_label(position) == "Orders written per brigade"
