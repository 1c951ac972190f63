"""After a roll the desk shows it at once, and stays as the umpire left it.

A logged roll that changes a unit is shown on the order sheet and in the roster before the
next key is read; a commander's group the umpire folded stays folded, and the cell the
umpire was on stays current (the views refresh the lines that changed, in place, rather
than laying the sheets out again; `benchmarks/catch_up_bench.py` times it).
"""

from __future__ import annotations

from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import log_typed_roll


def test_a_roll_shows_on_both_sheets_and_folded_groups_stay_folded(qtbot, window):
    sheet = window.ui.orderSheet
    roster = window.ui.rosterPanel
    unit_line = sheet.model.unit_index("i-1t", OrderColumn.STATUS)
    group = unit_line.parent()
    sheet.view.collapse(group)
    # The umpire is on a unit of another group (the current cell opens the group it is in).
    other = next(
        row.unit.key
        for row in sheet.model.rows()
        if sheet.model.unit_index(row.unit.key, 0).parent() != group
    )
    sheet.view.setCurrentIndex(sheet.model.unit_index(other, OrderColumn.TEXT))
    brigade = roster.view_index("i-1t", RosterColumn.NAME).parent()
    roster.ui.rosterTree.collapse(brigade)

    log_typed_roll(
        window.controller, "catch", "owner", "i-1t", "escapes",
        [("i-1t", "disorder", "ordered", "FD")],
    )  # fmt: skip

    assert sheet.model.unit_index("i-1t", OrderColumn.STATUS).data() == "FD: no orders"
    assert roster.view_index("i-1t", RosterColumn.DISORDER).data() == "FD"
    assert not sheet.view.isExpanded(sheet.model.unit_index("i-1t", 0).parent())
    assert not roster.ui.rosterTree.isExpanded(roster.view_index("i-1t", 0).parent())
    current = sheet.view.currentIndex()
    assert (sheet.model.order_row(current).unit.key, current.column()) == (other, 1)
    assert roster.ui.countLabel.text() == "22 of 22 units"


def test_a_roll_that_takes_a_unit_off_the_filtered_roster_is_counted(qtbot, window):
    roster = window.ui.rosterPanel
    roster.ui.textFilterEdit.setText("Tirailleurs")
    shown = roster.ui.countLabel.text()
    roster.ui.stateFilterCombo.setCurrentIndex(1)  # "In disorder"
    assert roster.ui.countLabel.text() == "0 of 22 units"

    log_typed_roll(
        window.controller, "catch", "owner", "i-1t", "escapes",
        [("i-1t", "disorder", "ordered", "LD")],
    )  # fmt: skip

    assert roster.ui.countLabel.text() == "1 of 22 units"
    line = roster.view_index("i-1t", RosterColumn.DISORDER)
    assert line.data() == "LD"
    assert roster.ui.rosterTree.isExpanded(line.parent())  # a row a filter lets in shows
    assert shown != "0 of 22 units"


def test_a_roll_that_costs_figures_redraws_the_sides_total(qtbot, window):
    """The side's line adds up its units' figures: a unit's loss is redrawn there too."""
    roster = window.ui.rosterPanel
    model = roster.model
    side = roster.view_index("i-1t", 0)
    while side.parent().isValid():
        side = side.parent()
    side = roster.proxy.mapToSource(side)
    total = model.index(side.row(), RosterColumn.FIGURES).data()
    before = window.controller.game.unit("i-1t").figures
    redrawn = []
    model.dataChanged.connect(
        lambda top, bottom, *_: redrawn.append(
            not top.parent().isValid()
            and top.row() <= side.row() <= bottom.row()
            and top.column() <= RosterColumn.FIGURES <= bottom.column()
        )
    )

    log_typed_roll(
        window.controller, "catch", "owner", "i-1t", "escapes",
        [("i-1t", "figures", before, before - 2)],
    )  # fmt: skip

    assert model.index(side.row(), RosterColumn.FIGURES).data() == str(int(total) - 2)
    assert any(redrawn)
