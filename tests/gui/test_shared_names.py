"""Two units of one name (issue 16): the window warns when a unit gets a name another unit
bears, and refuses that name where it must name one unit, the target of an attack."""

from __future__ import annotations

from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.widgets.order_sheet import OrderSheetWidget
from tests.gui.conftest import refusals


def test_a_second_unit_of_a_name_is_warned_of_and_cannot_be_an_attacks_target(qtbot, controller):
    said: list[str] = []
    controller.status_message.connect(said.append)
    key = controller.add_roster_entry(
        "unit",
        {"name": "1/2e Grenadiers à pied", "side": "france", "arm": "infantry", "type": "guard",
         "figures": 28},
    )  # fmt: skip
    assert key == "1-2e-grenadiers-a-pied"
    assert said[-1] == (
        "2 units are named “1/2e Grenadiers à pied” (i-2g, 1-2e-grenadiers-a-pied): an order "
        "must name them by key."
    )
    sheet = OrderSheetWidget()
    qtbot.addWidget(sheet)
    sheet.bind(controller)
    refused = refusals(controller)
    target = sheet.model.unit_index("i-15", OrderColumn.ATTACK)
    assert not sheet.model.setData(target, "1/2e grenadiers à pied")
    assert refused[-1] == (
        "I./15th Infantry Regiment: 2 units are named “1/2e grenadiers à pied” "
        "(i-2g, 1-2e-grenadiers-a-pied): write the target's key."
    )
    assert controller.game.order(controller.bound, "i-15") is None
    # By key, either unit is named at once.
    assert sheet.model.setData(target, "i-2g")
    assert controller.game.order(controller.bound, "i-15").parts[0]["target"] == "i-2g"
