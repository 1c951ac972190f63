"""A transfer order (1.1.5) takes effect in the reporting phase: the unit is then the new
commander's, in the roster and on the next order sheet, and the log says so."""

from __future__ import annotations

from ba_console.core.orders import OrderParts
from tests.gui.conftest import step_to


def test_a_transfer_order_moves_the_unit_to_its_new_commander_in_the_reporting_phase(
    controller,
):
    messages: list[str] = []
    controller.status_message.connect(messages.append)
    assert controller.game.unit("hus-2s").commander == "losthin"
    assert controller.save_order(
        "hus-2s", text="To Colonel 15th IR", parts=OrderParts(transfer_to="ir15")
    )
    step_to(controller, "reporting")

    assert controller.game.unit("hus-2s").commander == "ir15"
    row = controller.game.rolls(unit="hus-2s")[-1]
    assert [(e.what, e.from_, e.to) for e in row.effects] == [("commander", "losthin", "ir15")]
    assert (row.bound, row.phase) == (1, "reporting")
    assert "1.1.5" in row.note
    # The bar counts it; the tracker lists it under Open tasks, by name.
    assert "1 transfer took effect (1.1.5)." in messages[-1]
    assert any("2nd Silesian Hussars" in note and "1.1.5" in note for note in controller.step_notes)
    step_to(controller, "movement")
    step_to(controller, "ordering")  # bound 2
    groups = {group.key: [row.unit.key for row in group.rows] for group in controller.order_sheet()}
    assert "hus-2s" in groups["ir15"]
    assert "hus-2s" not in groups["losthin"]
    assert controller.game.verify().ok  # the log replays to the roster in the file


def test_a_transfer_not_announced_is_taken_back_by_voiding_its_row(controller):
    assert controller.save_order("hus-2s", text="To 15th", parts=OrderParts(transfer_to="ir15"))
    step_to(controller, "reporting")
    row = controller.game.rolls(unit="hus-2s")[-1]
    controller.rolls.void_roll(row.sequence, "the player did not announce it")
    assert controller.game.unit("hus-2s").commander == "losthin"
