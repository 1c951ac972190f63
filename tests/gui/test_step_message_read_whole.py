"""Next within a bound, as the umpire reads it at 1366×768: the status bar says, counted
and whole, that transfers took effect and that tasks were left open, and the transfers and
the tasks themselves are listed under Open tasks, read whole, until the umpire moves on (a
task the tracker lists after its step, "from 1b: …", is listed once).

The bar once held both lists ("Transferred (1.1.5): … → …, … → …. Moved on with open
tasks: …"): some 1250 px in the 790 px the position, seal and log labels leave it, cut
off before the tasks left open.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from ba_console.core.orders import OrderFacts, OrderParts
from tests.gui.test_new_bound_read_whole import assert_read_whole_under_open_tasks, tracker_lines

FAR = OrderFacts(over_30cm_from_commander=True)
TO_THE_FARM = OrderParts.from_data({"march": {"to": "the farm"}})

EXPECTED = {
    "en": (
        "Moved on with 1 open task. See Open tasks.",
        "Moved on with open tasks: 18 units without an order",
        "2 transfers took effect (1.1.5). Moved on with 1 open task. See Open tasks.",
        "Transferred (1.1.5): 2nd Silesian Hussars → Commander, 15th Infantry Regiment, "
        "12-pdr Foot Battery (15th Brigade) → Commander, 18th Infantry Regiment.",
        "from 1b: 2 ordering rolls pending",
    ),
    "da": (
        "Gået videre med 1 åben opgave. Se Åbne opgaver.",
        "Gået videre med åbne opgaver: 18 enheder uden ordre",
        "2 overførsler trådte i kraft (1.1.5). Gået videre med 1 åben opgave. Se Åbne opgaver.",
        "Overført (1.1.5): 2nd Silesian Hussars → Commander, 15th Infantry Regiment, "
        "12-pdr Foot Battery (15th Brigade) → Commander, 18th Infantry Regiment.",
        "fra 1b: 2 ordrekast venter",
    ),
}


@pytest.mark.parametrize("language", ["en", "da"])
def test_next_with_transfers_and_open_tasks_is_read_whole(qapp, qtbot, window, language):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, language)
    controller = window.controller
    controller.language = language
    for unit, commander in (("hus-2s", "ir15"), ("bty-12", "ir18")):
        assert controller.save_order(unit, text="transfer", parts=OrderParts(transfer_to=commander))
    for unit in ("i-15", "bty-yg"):
        assert controller.save_order(unit, text="Limber up", parts=TO_THE_FARM, facts=FAR)
    bar = window.ui.statusBar
    said_1a, no_orders, said, transferred, pending = EXPECTED[language]
    qtbot.keyClick(window, Qt.Key.Key_F8)  # to the ordering rolls (the fixture goes on)
    assert controller.position().sub_phase == "ordering_rolls"
    # Units left without an order are listed no more by the tracker: said under Open tasks.
    assert bar.currentMessage() == said_1a
    assert no_orders in tracker_lines(window)
    qtbot.keyClick(window, Qt.Key.Key_F8)  # two rolls not made: the umpire goes on
    assert controller.position().phase == "reporting"
    qtbot.wait(20)
    message = bar.currentMessage()
    assert message == said
    # Whole in the room the position, seal and log labels leave it at 1366 px.
    assert window.width() == 1366
    assert bar.fontMetrics().horizontalAdvance(message) < window.positionLabel.geometry().left()
    # The lists, under Open tasks: each whole in the list's width, in sight.
    # The rolls not made stay listed by their step, once; the transfers are listed whole.
    lines = tracker_lines(window)
    assert no_orders not in lines
    assert [line for line in lines if "1b" in line or "(1.1.5)" in line] == [pending, transferred]
    assert_read_whole_under_open_tasks(window, (transferred, pending))
    # Done with once the umpire moves on.
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert controller.position().phase != "reporting"
    lines = tracker_lines(window)
    assert transferred not in lines
