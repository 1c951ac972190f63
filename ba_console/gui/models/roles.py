"""Qt's own item roles as plain numbers, and the cells' roles answered in one call, for
the item models.

The views ask a model's `data` some thousand times before the window's first frame, and
each `Qt.ItemDataRole.X` read there is two attribute lookups through PySide6's types, each
comparison with a member an enum's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, QModelRoleData, QModelRoleDataSpan, Qt

BACKGROUND_ROLE = int(Qt.ItemDataRole.BackgroundRole)
CHECK_STATE_ROLE = int(Qt.ItemDataRole.CheckStateRole)
DECORATION_ROLE = int(Qt.ItemDataRole.DecorationRole)
DISPLAY_ROLE = int(Qt.ItemDataRole.DisplayRole)
EDIT_ROLE = int(Qt.ItemDataRole.EditRole)
FONT_ROLE = int(Qt.ItemDataRole.FontRole)
FOREGROUND_ROLE = int(Qt.ItemDataRole.ForegroundRole)
TEXT_ALIGNMENT_ROLE = int(Qt.ItemDataRole.TextAlignmentRole)
TOOL_TIP_ROLE = int(Qt.ItemDataRole.ToolTipRole)

# A role's datum read and set through the type's own functions: the same calls without
# PySide6's attribute lookup on each of the seven roles of a painted cell.
_ROLE = QModelRoleData.role
_SET_DATA = QModelRoleData.setData
_CLEAR_DATA = QModelRoleData.clearData


def clear_roles(span: QModelRoleDataSpan) -> None:
    """No value for any role asked (an index that is not a cell)."""
    for role_data in span:
        _CLEAR_DATA(role_data)


class CellRoles:
    """`data` and `multiData` of a tree model whose cells are `_cell(node, column, role)`
    (the node an index's internal pointer, the column one of `_COLUMNS`): every role a
    view's delegate asks of a cell (seven to paint it) in one call from Qt, not one call
    of `data` each, the same values found once per cell. Mixed in before the Qt model."""

    _COLUMNS: tuple[Any, ...]
    _cell: Callable[[Any, Any, int], Any]  # each model's own

    def data(self, index: QModelIndex, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid():
            return None
        return self._cell(index.internalPointer(), self._COLUMNS[index.column()], role)

    def multiData(self, index: QModelIndex, roleDataSpan: QModelRoleDataSpan) -> None:  # noqa: N803
        if not index.isValid():
            clear_roles(roleDataSpan)
            return
        node = index.internalPointer()
        column = self._COLUMNS[index.column()]
        cell = self._cell
        for role_data in roleDataSpan:
            _SET_DATA(role_data, cell(node, column, _ROLE(role_data)))
