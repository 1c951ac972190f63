"""The roster and order sheet are painted reading each cell once.

Qt's delegate asks seven roles of each cell it paints (text, font, colours, alignment,
check box, icon, background). The models answer them in one call (`multiData`), and the
roster's filter proxy hands the call on in one piece: some 2,500 calls from Qt into Python
fewer before the window's first frame, with the same values `data` gives role by role.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QModelIndex, QModelRoleData, QModelRoleDataSpan
from PySide6.QtGui import QIcon

from ba_console.gui.models import order_sheet_model, roles, roster_model
from ba_console.gui.models.roster_model import StateFilter
from tests.gui.conftest import order_attacks

# Every role the delegate reads to paint a cell, and the tooltip.
ROLES = (0, 1, 3, 6, 7, 8, 9, 10)


def calls_while_painting(qtbot, view, module) -> dict[str, int]:
    """Calls of the model's functions (its module's, and the `data` and `multiData` it
    takes from `roles.CellRoles`) while `view` paints itself once."""
    counted: dict[str, int] = {}
    sources = (module.__file__, roles.__file__)

    def profile(frame, event, _arg):
        if event == "call" and frame.f_code.co_filename in sources:
            name = frame.f_code.co_name
            counted[name] = counted.get(name, 0) + 1

    qtbot.wait(10)
    sys.setprofile(profile)
    try:
        view.viewport().repaint()
    finally:
        sys.setprofile(None)
    return counted


def test_the_roster_and_order_sheet_are_painted_reading_each_cell_once(qtbot, window):
    roster = window.ui.rosterPanel.ui.rosterTree
    sheet = window.ui.orderSheet.view
    for view, module in ((roster, roster_model), (sheet, order_sheet_model)):
        called = calls_while_painting(qtbot, view, module)
        # One call per painted cell (the proxy's and the model's), none role by role.
        assert called.get("multiData", 0) > 0, module.__name__
        assert called.get("data", 0) == 0, module.__name__


def all_indexes(model, parent=None):
    parent = parent or QModelIndex()
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            yield index
            if column == 0:
                yield from all_indexes(model, index)


def read_at_once(model, index, role):
    role_data = QModelRoleData(role)
    model.multiData(index, QModelRoleDataSpan(role_data))
    return role_data.data()


def same(a, b) -> bool:
    if isinstance(a, QIcon) and isinstance(b, QIcon):
        return a.pixmap(16).toImage() == b.pixmap(16).toImage()
    return a == b


def test_a_cell_read_at_once_says_what_it_says_role_by_role(window):
    controller = window.controller
    # A target that is no enemy (the sheet's warning, its icon and colours), a unit in
    # disorder and one without supplies (the roster's colours).
    order_attacks(controller, {"hus-2s": "i-15", "i-15": "nobody"})
    assert controller.update_unit("i-15", "disorder", "FD", reason="test")
    assert controller.update_unit("hus-2s", "supplies_left", 0, reason="test")
    panel = window.ui.rosterPanel
    models = [window.ui.orderSheet.model, panel.model, panel.proxy]
    compared = 0
    for model in models:
        for index in all_indexes(model):
            for role in ROLES:
                assert same(read_at_once(model, index, role), model.data(index, role)), (
                    type(model).__name__,
                    index.row(),
                    index.column(),
                    role,
                )
                compared += 1
    assert compared > 3000
    # Filtered, the proxy reads the source's row it shows, not the one at its own row.
    panel.proxy.set_state(StateFilter.FULL_DISORDER)
    shown = [i for i in all_indexes(panel.proxy) if i.column() == 0]
    assert [read_at_once(panel.proxy, i, 0) for i in shown][-1] == "I./15th Infantry Regiment"
    assert read_at_once(panel.proxy, QModelIndex(), 0) is None
