"""The order sheets of one bound as a tree: immediate commander → his units' orders.

Each unit line has the order as written (verbatim), its parts (march, formation,
split/assemble, attack, field work, transfer, canister, rest — 1.1.2), the facts the
umpire states (> 30 cm from the commander, within 30 cm of a formed enemy — 1.1.3) and
the status: needs an ordering roll (why, in the tooltip), cannot take orders (FD), or
rolled — and "check target" when an attack names no enemy unit (a warning only: the order
stands as written). An attack's target may be stored as a name or a key; it reads as the
unit's name. An edit becomes one `controller.save_order` call; the controller refuses what
the rules do not allow and the cell stays as it was.
"""

from __future__ import annotations

from dataclasses import replace
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import (
    FORMATIONS,
    MARCH_CM_MAX,
    Attack,
    March,
    OrderFacts,
    OrderParts,
)
from ba_console.gui import colours
from ba_console.gui.colours import Fill, Tone
from ba_console.gui.labels import label
from ba_console.gui.models.roles import (
    BACKGROUND_ROLE,
    CHECK_STATE_ROLE,
    DECORATION_ROLE,
    DISPLAY_ROLE,
    EDIT_ROLE,
    FONT_ROLE,
    FOREGROUND_ROLE,
    TEXT_ALIGNMENT_ROLE,
    TOOL_TIP_ROLE,
    CellRoles,
)
from ba_console.store.models import UnitLookup

if TYPE_CHECKING:
    from ba_console.gui.controller import GameController
    from ba_console.play.orders import OrderGroup, OrderRow
    from ba_console.store.models import Unit

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()

CHOICES_ROLE = Qt.ItemDataRole.UserRole + 3  # list of (value, label) for a combo editor
COMPLETION_ROLE = Qt.ItemDataRole.UserRole + 5  # list of names for a QCompleter
UNIT_KEY_ROLE = Qt.ItemDataRole.UserRole + 6


class OrderColumn(IntEnum):
    UNIT = 0
    TEXT = 1
    MARCH_TO = 2
    DISTANCE = 3
    RATE = 4
    FORMATION = 5
    SPLIT = 6
    ATTACK = 7
    AT_THE_CHARGE = 8
    AGAINST_POSITION = 9
    FIELD_WORK = 10
    TRANSFER = 11
    CANISTER = 12
    REST = 13
    FAR = 14
    NEAR_ENEMY = 15
    STATUS = 16


# Read by the view some thousand times before the first frame: made once, not at each call
# (an enum's call and a flag's `|` are Python code).
_COLUMNS = tuple(OrderColumn)
COLUMN_COUNT = len(_COLUMNS)
_NO_FLAGS = Qt.ItemFlag.NoItemFlags
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = _SELECTABLE | Qt.ItemFlag.ItemIsEditable
_CHECKABLE = _SELECTABLE | Qt.ItemFlag.ItemIsUserCheckable


HEADERS = {
    OrderColumn.UNIT: QT_TRANSLATE_NOOP("OrderSheetModel", "Unit"),
    OrderColumn.TEXT: QT_TRANSLATE_NOOP("OrderSheetModel", "Order as written"),
    OrderColumn.MARCH_TO: QT_TRANSLATE_NOOP("OrderSheetModel", "March to"),
    OrderColumn.DISTANCE: QT_TRANSLATE_NOOP("OrderSheetModel", "cm"),
    OrderColumn.RATE: QT_TRANSLATE_NOOP("OrderSheetModel", "Rate"),
    OrderColumn.FORMATION: QT_TRANSLATE_NOOP("OrderSheetModel", "Formation"),
    OrderColumn.SPLIT: QT_TRANSLATE_NOOP("OrderSheetModel", "Split"),
    OrderColumn.ATTACK: QT_TRANSLATE_NOOP("OrderSheetModel", "Attack"),
    OrderColumn.AT_THE_CHARGE: QT_TRANSLATE_NOOP("OrderSheetModel", "Chg"),
    OrderColumn.AGAINST_POSITION: QT_TRANSLATE_NOOP("OrderSheetModel", "Pos"),
    OrderColumn.FIELD_WORK: QT_TRANSLATE_NOOP("OrderSheetModel", "Work"),
    OrderColumn.TRANSFER: QT_TRANSLATE_NOOP("OrderSheetModel", "Transfer"),
    OrderColumn.CANISTER: QT_TRANSLATE_NOOP("OrderSheetModel", "Can"),
    OrderColumn.REST: QT_TRANSLATE_NOOP("OrderSheetModel", "Rest"),
    OrderColumn.FAR: QT_TRANSLATE_NOOP("OrderSheetModel", ">30"),
    OrderColumn.NEAR_ENEMY: QT_TRANSLATE_NOOP("OrderSheetModel", "Foe"),
    OrderColumn.STATUS: QT_TRANSLATE_NOOP("OrderSheetModel", "Status"),
}

HEADER_TIPS = {
    OrderColumn.TEXT: QT_TRANSLATE_NOOP("OrderSheetModel", "The order as written on the sheet"),
    OrderColumn.DISTANCE: QT_TRANSLATE_NOOP("OrderSheetModel", "How far to march, in cm"),
    OrderColumn.RATE: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "Normal rate, fast march or the charge (2.3.2, 2.3.3)"
    ),
    OrderColumn.FORMATION: QT_TRANSLATE_NOOP("OrderSheetModel", "Change of formation to"),
    OrderColumn.SPLIT: QT_TRANSLATE_NOOP("OrderSheetModel", "Split or assemble the unit (2.1.0)"),
    OrderColumn.ATTACK: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "Target of an attack: one enemy unit (4.1.2)"
    ),
    OrderColumn.AT_THE_CHARGE: QT_TRANSLATE_NOOP("OrderSheetModel", "The attack is at the charge"),
    OrderColumn.AGAINST_POSITION: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "The attack is against the target's position (4.1.2)"
    ),
    OrderColumn.FIELD_WORK: QT_TRANSLATE_NOOP("OrderSheetModel", "Field work"),
    OrderColumn.TRANSFER: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "Transfer to another commander (1.1.5)"
    ),
    OrderColumn.CANISTER: QT_TRANSLATE_NOOP("OrderSheetModel", "Load canister (artillery, 3.4.4)"),
    OrderColumn.REST: QT_TRANSLATE_NOOP("OrderSheetModel", "Rest (5.5.4)"),
    OrderColumn.FAR: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "More than 30 cm from its immediate commander (1.1.3)"
    ),
    OrderColumn.NEAR_ENEMY: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "Within 30 cm of a formed enemy unit not in MD/FD (1.1.3)"
    ),
    OrderColumn.STATUS: QT_TRANSLATE_NOOP(
        "OrderSheetModel", "Whether the order needs an ordering roll (1.1.3)"
    ),
}

CHECK_COLUMNS = (
    OrderColumn.AT_THE_CHARGE,
    OrderColumn.AGAINST_POSITION,
    OrderColumn.CANISTER,
    OrderColumn.REST,
    OrderColumn.FAR,
    OrderColumn.NEAR_ENEMY,
)
COMBO_COLUMNS = (OrderColumn.RATE, OrderColumn.FORMATION, OrderColumn.SPLIT, OrderColumn.TRANSFER)
# A unit line's flags, by column (the view asks each painted cell's twice).
_UNIT_FLAGS = tuple(
    _SELECTABLE
    if column in (OrderColumn.UNIT, OrderColumn.STATUS)
    else _CHECKABLE
    if column in CHECK_COLUMNS
    else _EDITABLE
    for column in _COLUMNS
)
# The cells Tab walks through, in order (checkboxes toggle with Space).
EDIT_COLUMNS = tuple(c for c in OrderColumn if c not in (OrderColumn.UNIT, OrderColumn.STATUS))
RATES = ("normal", "fast", "charge")


def _tr(text: str) -> str:
    return QCoreApplication.translate("OrderSheetModel", text)


def _layout(groups: list[OrderGroup]) -> list[tuple[str | None, str, list[str]]]:
    """Which units stand under which commander, in order: what the sheet's rows are."""
    return [(group.key, group.side, [row.unit.key for row in group.rows]) for group in groups]


class _Node:
    __slots__ = ("children", "group", "kind", "number", "parent", "row")

    def __init__(
        self,
        kind: str,  # "root" | "group" | "unit"
        parent: _Node | None,
        group: OrderGroup | None = None,
        row: OrderRow | None = None,
        children: list[_Node] | None = None,
        number: int = 0,
    ) -> None:
        self.kind = kind
        self.parent = parent
        self.group = group
        self.row = row
        self.children = children
        # Its row under its parent: the sheet is laid out afresh (`set_groups`) whenever a
        # line would move, so it is set once, not looked up in the list at each `parent()`.
        self.number = number


class OrderSheetModel(CellRoles, QAbstractItemModel):
    """Commander → unit tree of one bound's orders; edits go to the controller."""

    _COLUMNS = _COLUMNS

    def __init__(self, controller: GameController | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._controller = controller
        self._root = _Node("root", None, children=[])
        self._unit_nodes: dict[str, _Node] = {}
        self._side: str | None = None
        self._groups: list[OrderGroup] = []
        self._enemies: dict[str, list[str]] = {}
        self._transfer_choices: dict[str, list[tuple[str | None, str]]] = {}
        # The roster's units, to read an attack's target (a key or a name).
        self._units = UnitLookup([])
        self.bound = 0

    # --- loading ------------------------------------------------------------------------

    def reload(self) -> bool:
        """Read the sheet again: True if it was laid out afresh (a model reset), False if
        the same units stand under the same commanders and only their lines were
        refreshed in place (after a roll, most often), keeping the view as it is."""
        controller = self._controller
        groups = controller.order_sheet() if controller and controller.game else []
        bound_before = self.bound
        self.bound = controller.bound if controller and controller.game else 0
        self._enemies = {}
        self._transfer_choices = {}
        self._units = UnitLookup([])
        if controller is not None and controller.game is not None:
            units = controller.units()
            commanders = controller.commanders()
            self._units = UnitLookup(units)
            for side in {u.side for u in units} | {c.side for c in commanders}:
                self._enemies[side] = [u.name for u in units if u.side != side and u.figures > 0]
                self._transfer_choices[side] = [(None, "")] + [
                    (c.key, c.name) for c in commanders if c.side == side and not c.fallen
                ]
        if self.bound == bound_before and _layout(groups) == _layout(self._groups):
            self._refresh_in_place(groups)
            return False
        self.set_groups(groups)
        return True

    def _refresh_in_place(self, groups: list[OrderGroup]) -> None:
        """`groups` laid out as the sheet shown: each line that changed is told so."""
        self._groups = groups
        last = len(OrderColumn) - 1
        shown = (node for node in self._root.children or [])
        for node, group in zip(shown, (g for g in groups if self._shows(g)), strict=True):
            if node.group != group:
                node.group = group
                row = node.number
                self.dataChanged.emit(
                    self.createIndex(row, 0, node), self.createIndex(row, last, node)
                )
            for position, (child, line) in enumerate(
                zip(node.children or [], group.rows, strict=True)
            ):
                if child.row != line:
                    child.row = line
                    self.dataChanged.emit(
                        self.createIndex(position, 0, child),
                        self.createIndex(position, last, child),
                    )

    def _shows(self, group: OrderGroup) -> bool:
        return not self._side or group.side == self._side

    def set_groups(self, groups: list[OrderGroup]) -> None:
        self.beginResetModel()
        self._groups = groups
        self._root = _Node("root", None, children=[])
        self._unit_nodes = {}
        for group in groups:
            if not self._shows(group):
                continue
            number = len(self._root.children)  # type: ignore[arg-type]
            node = _Node("group", self._root, group=group, children=[], number=number)
            for position, row in enumerate(group.rows):
                child = _Node("unit", node, row=row, number=position)
                node.children.append(child)  # type: ignore[union-attr]
                self._unit_nodes[row.unit.key] = child
            self._root.children.append(node)  # type: ignore[union-attr]
        self.endResetModel()

    def set_side(self, side: str | None) -> None:
        self._side = side or None
        self.set_groups(self._groups)

    def refresh_unit(self, unit_key: str) -> None:
        """Re-read one unit's line after its order was saved (keeps the view's place)."""
        node = self._unit_nodes.get(unit_key)
        if node is None or self._controller is None or self._controller.game is None:
            return
        node.row = self._controller.order_row(unit_key)
        row = node.number
        first = self.createIndex(row, 0, node)
        last = self.createIndex(row, len(OrderColumn) - 1, node)
        self.dataChanged.emit(first, last)

    # --- structure ----------------------------------------------------------------------

    def _node(self, index: Index) -> _Node:
        return index.internalPointer() if index.isValid() else self._root

    def index(self, row: int, column: int, parent: Index = NO_PARENT) -> QModelIndex:
        # `hasIndex` read here, without its two calls back into Python through Qt (the
        # views ask for an index some thousand times before the first frame).
        node: _Node | None = parent.internalPointer()  # None: an invalid index, the root
        if node is None:
            children = self._root.children or []
        elif parent.column() != 0:
            return QModelIndex()
        else:
            children = node.children or []
        if not (0 <= row < len(children) and 0 <= column < COLUMN_COUNT):
            return QModelIndex()
        return self.createIndex(row, column, children[row])

    def parent(self, index: Index = NO_PARENT) -> QModelIndex:  # type: ignore[override]
        # Asked of each painted cell, often twice (the selection compares parents): an
        # invalid index has no node.
        node: _Node | None = index.internalPointer()
        parent = node.parent if node is not None else None
        if parent is None or parent is self._root:
            return NO_PARENT
        return self.createIndex(parent.number, 0, parent)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children or [])

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return len(OrderColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = DISPLAY_ROLE
    ) -> Any:
        # The header asks each title's font, icon and size hint too, some hundred times
        # before the first frame: the roles it has are told apart first.
        if (role != DISPLAY_ROLE and role != TOOL_TIP_ROLE) or not 0 <= section < COLUMN_COUNT:
            return None
        if orientation != Qt.Orientation.Horizontal:
            return None
        column = _COLUMNS[section]
        if role == DISPLAY_ROLE:
            return _tr(HEADERS[column])
        if role == TOOL_TIP_ROLE:
            # The header's context menu is the way to the hidden columns: say so.
            hint = self.tr("Right-click a column title to show or hide columns.")
            meaning = self.column_meaning(column)
            return f"{meaning}\n{hint}" if meaning else hint
        return None

    @staticmethod
    def column_meaning(column: OrderColumn) -> str | None:
        """What a column holds, in the interface language ("Load canister (3.4.4)")."""
        return _tr(HEADER_TIPS[column]) if column in HEADER_TIPS else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        node: _Node | None = index.internalPointer()  # None: an invalid index
        if node is None:
            return _NO_FLAGS
        if node.kind != "unit" or self._controller is None or self._controller.read_only:
            # In a game open read-only nothing is typed or ticked (`edit_refusal` says why).
            return _SELECTABLE
        return _UNIT_FLAGS[index.column()]

    def edit_refusal(self, index: Index) -> str:
        """Why a cell that takes an order or a tick cannot now: the game is open read-only
        (`GameController.read_only_reason`); "" for any other cell or game."""
        node: _Node | None = index.internalPointer() if index.isValid() else None
        if node is None or node.kind != "unit" or self._controller is None:
            return ""
        if _UNIT_FLAGS[index.column()] == _SELECTABLE:
            return ""
        return self._controller.read_only_reason()

    # --- data ---------------------------------------------------------------------------

    def _cell(self, node: _Node, column: OrderColumn, role: int) -> Any:
        if node.kind == "group":
            return self._group_data(node.group, column, role)  # type: ignore[arg-type]
        row: OrderRow = node.row  # type: ignore[assignment]
        if role == UNIT_KEY_ROLE:
            return row.unit.key
        if column in CHECK_COLUMNS:
            if role == CHECK_STATE_ROLE:
                return Qt.CheckState.Checked if _checked(row, column) else Qt.CheckState.Unchecked
            if role == TOOL_TIP_ROLE:
                return _tr(HEADER_TIPS[column])
            return self._common(row, column, role)
        if role == DISPLAY_ROLE:
            return self._display(row, column)
        if role == EDIT_ROLE:
            return self._edit_value(row, column)
        if role == CHOICES_ROLE:
            return self._choices(row, column)
        if role == COMPLETION_ROLE and column == OrderColumn.ATTACK:
            return self._enemies.get(row.unit.side, [])
        if role == TOOL_TIP_ROLE:
            return self._tooltip(row, column)
        return self._common(row, column, role)

    def _group_data(self, group: OrderGroup, column: OrderColumn, role: int) -> Any:
        if column != OrderColumn.UNIT:
            return None
        if role == DISPLAY_ROLE:
            pending = sum(1 for r in group.rows if r.status == "needs_roll" and r.can_take_orders)
            text = group.name + (
                " " + QCoreApplication.translate("OrderSheetModel", "(fallen)")
                if group.fallen
                else ""
            )
            text += "   —   " + self.tr("%n unit(s)", "", len(group.rows))
            if pending:
                text += " · " + self.tr("%n ordering roll(s)", "", pending)
            return text
        if role == FONT_ROLE:
            font = QFont()
            font.setBold(True)
            return font
        if role == BACKGROUND_ROLE:
            return colours.brush(colours.fill(Fill.COMMANDER))
        if role == TOOL_TIP_ROLE and group.fallen:
            return QCoreApplication.translate(
                "OrderSheetModel",
                "The commander has fallen: his units have no immediate commander (1.1.4)",
            )
        return None

    def _common(self, row: OrderRow, column: OrderColumn, role: int) -> Any:
        warned = column in (OrderColumn.STATUS, OrderColumn.ATTACK) and bool(
            self.attack_warning(row)
        )
        if role == FOREGROUND_ROLE:
            # Each on the background the cell has (below), readable in a dark palette too.
            on = _status_fill(row, warned) if column == OrderColumn.STATUS else None
            if not row.can_take_orders:
                return colours.brush(colours.tone(Tone.MUTED, on))
            if warned:
                return colours.brush(colours.tone(Tone.WARNING, on))
            if column == OrderColumn.STATUS:
                status = _status_tone(row)
                return colours.brush(colours.tone(status, on)) if status is not None else None
        if role == DECORATION_ROLE and warned and column == OrderColumn.STATUS:
            from PySide6.QtWidgets import QStyle  # its enums, only where a warning shows

            style = QApplication.style()
            return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        if role == BACKGROUND_ROLE and column == OrderColumn.STATUS:
            shade = _status_fill(row, warned)
            if shade is not None:
                return colours.brush(colours.fill(shade))
        if role == TEXT_ALIGNMENT_ROLE and column == OrderColumn.DISTANCE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == FONT_ROLE and column == OrderColumn.UNIT and not row.has_order:
            font = QFont()
            font.setItalic(not row.can_take_orders)
            return font
        return None

    def _display(self, row: OrderRow, column: OrderColumn) -> Any:
        parts = row.parts
        if column == OrderColumn.UNIT:
            return row.unit.name
        if column == OrderColumn.TEXT:
            return row.text
        if column == OrderColumn.MARCH_TO:
            return parts.march.to if parts.march else ""
        if column == OrderColumn.DISTANCE:
            distance = parts.march.distance_cm if parts.march else None
            return "" if distance is None else str(distance)
        if column == OrderColumn.RATE:
            return label(parts.march.rate) if parts.march else ""
        if column == OrderColumn.FORMATION:
            return label(parts.formation) if parts.formation else ""
        if column == OrderColumn.SPLIT:
            return label("split") if parts.split else label("assemble") if parts.assemble else ""
        if column == OrderColumn.ATTACK:
            if parts.attack is None:
                return ""
            # A key (set through the controller or an import) reads as the unit's name.
            target = self.attack_target(row)
            return target.name if target is not None else parts.attack.target
        if column == OrderColumn.FIELD_WORK:
            return parts.field_work or ""
        if column == OrderColumn.TRANSFER:
            choices = dict(self._transfer_choices.get(row.unit.side, []))
            return choices.get(parts.transfer_to, parts.transfer_to or "")
        if column == OrderColumn.STATUS:
            status = status_text(row)
            if self.attack_warning(row) and _only_written(row):
                return self.tr("check target")
            return status
        return None

    def _edit_value(self, row: OrderRow, column: OrderColumn) -> Any:
        parts = row.parts
        if column == OrderColumn.RATE:
            return parts.march.rate if parts.march else "normal"
        if column == OrderColumn.FORMATION:
            return parts.formation
        if column == OrderColumn.SPLIT:
            return "split" if parts.split else "assemble" if parts.assemble else None
        if column == OrderColumn.TRANSFER:
            return parts.transfer_to
        return self._display(row, column)

    def _choices(self, row: OrderRow, column: OrderColumn) -> list[tuple[Any, str]] | None:
        if column == OrderColumn.RATE:
            return [(rate, label(rate)) for rate in RATES]
        if column == OrderColumn.FORMATION:
            return [(None, "")] + [(f, label(f)) for f in FORMATIONS]
        if column == OrderColumn.SPLIT:
            return [(None, ""), ("split", label("split")), ("assemble", label("assemble"))]
        if column == OrderColumn.TRANSFER:
            return [
                (key, name)
                for key, name in self._transfer_choices.get(row.unit.side, [(None, "")])
                if key != row.unit.commander
            ]
        return None

    def _tooltip(self, row: OrderRow, column: OrderColumn) -> str | None:
        if column in (OrderColumn.STATUS, OrderColumn.UNIT):
            lines = [self.attack_warning(row), status_tooltip(row)]
            return "\n".join(line for line in lines if line) or None
        if column == OrderColumn.TEXT:
            # The whole order as written (the cell may cut it), then last bound's.
            lines = [row.text] if row.text.strip() else []
            if row.previous is not None and row.previous.text:
                lines.append(
                    QCoreApplication.translate("OrderSheetModel", "Last bound: %1").replace(
                        "%1", row.previous.text
                    )
                )
            return "\n".join(lines) or None
        if column == OrderColumn.ATTACK and row.parts.attack is not None:
            target = self.attack_target(row)
            return self.attack_warning(row) or (
                f"{target.name} ({target.key})" if target is not None else None
            )
        if column in HEADER_TIPS:
            return _tr(HEADER_TIPS[column])
        return None

    # --- editing ------------------------------------------------------------------------

    def setData(self, index: Index, value: Any, role: int = EDIT_ROLE) -> bool:
        if not index.isValid() or self._controller is None:
            return False
        node = self._node(index)
        if node.kind != "unit":
            return False
        row: OrderRow = node.row  # type: ignore[assignment]
        column = _COLUMNS[index.column()]
        if role == CHECK_STATE_ROLE and column in CHECK_COLUMNS:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            return self._save(row, column, checked)
        if role != EDIT_ROLE or column not in EDIT_COLUMNS:
            return False
        if value == self._edit_value(row, column):
            return False
        return self._save(row, column, value)

    def _save(self, row: OrderRow, column: OrderColumn, value: Any) -> bool:
        assert self._controller is not None
        if column == OrderColumn.TEXT:
            return self._controller.save_order(row.unit.key, text=str(value))
        if column in (OrderColumn.FAR, OrderColumn.NEAR_ENEMY):
            facts = OrderFacts(
                disorder=row.unit.disorder,
                over_30cm_from_commander=value
                if column == OrderColumn.FAR
                else row.facts.over_30cm_from_commander,
                within_30cm_of_formed_enemy=value
                if column == OrderColumn.NEAR_ENEMY
                else row.facts.within_30cm_of_formed_enemy,
            )
            return self._controller.save_order(row.unit.key, facts=facts)
        if column == OrderColumn.ATTACK:
            shared = self._units.sharing(str(value or ""))
            if shared:  # a name must be one unit's to name the target
                self._controller.action_refused.emit(
                    self.tr("%1: %2 units are named “%3” (%4): write the target's key.")
                    .replace("%1", row.unit.name)
                    .replace("%2", str(len(shared)))
                    .replace("%3", str(value).strip())
                    .replace("%4", ", ".join(unit.key for unit in shared))
                )
                return False
        try:
            parts = edited_parts(row.parts, column, value)
        except ValueError as exc:
            self._controller.action_refused.emit(f"{row.unit.name}: {_plain(exc)}")
            return False
        return self._controller.save_order(row.unit.key, parts=parts)

    # --- the attack's target --------------------------------------------------------------

    def attack_target(self, row: OrderRow) -> Unit | None:
        """The roster's unit the attack names, by key or by name (None if none is)."""
        if row.parts.attack is None:
            return None
        return self._units.find(row.parts.attack.target)

    def attack_warning(self, row: OrderRow) -> str | None:
        """Why the attack's target is doubtful: an attack names one enemy unit (4.1.2).

        A warning, not a refusal: the order is kept as the player wrote it, and the umpire
        rules on it at the table."""
        if row.parts.attack is None or not self._units:
            return None
        target = self.attack_target(row)
        if target is not None and target.side != row.unit.side:
            return None
        return self.tr(
            "Attack target is not an enemy unit: “%1” (an attack names one enemy unit, 4.1.2)"
        ).replace("%1", target.name if target is not None else row.parts.attack.target)

    # --- lookups for views, printing and tests ------------------------------------------

    def unit_index(self, key: str, column: int = 0) -> QModelIndex:
        node = self._unit_nodes.get(key)
        if node is None:
            return QModelIndex()
        return self.createIndex(node.number, column, node)

    def order_row(self, index: Index) -> OrderRow | None:
        node = self._node(index)
        return node.row if node.kind == "unit" else None

    def rows(self) -> list[OrderRow]:
        """Every unit line shown, as it stands now (after in-place refreshes)."""
        return [node.row for node in self._unit_nodes.values() if node.row is not None]

    def unit_keys(self) -> list[str]:
        return list(self._unit_nodes)

    @property
    def groups(self) -> list[OrderGroup]:
        return [n.group for n in self._root.children or [] if n.group is not None]


def _checked(row: OrderRow, column: OrderColumn) -> bool:
    parts = row.parts
    if column == OrderColumn.AT_THE_CHARGE:
        return bool(parts.attack and parts.attack.at_the_charge)
    if column == OrderColumn.AGAINST_POSITION:
        return bool(parts.attack and parts.attack.against_position)
    if column == OrderColumn.CANISTER:
        return parts.load_canister
    if column == OrderColumn.REST:
        return parts.rest
    if column == OrderColumn.FAR:
        return row.facts.over_30cm_from_commander
    if column == OrderColumn.NEAR_ENEMY:
        return row.facts.within_30cm_of_formed_enemy
    return False


def edited_parts(parts: OrderParts, column: OrderColumn, value: Any) -> OrderParts:
    """The order's parts with one cell changed; ValueError (with the rule) if they clash."""
    update: dict[str, Any] = {}
    march = parts.march or March()
    if column in (OrderColumn.MARCH_TO, OrderColumn.DISTANCE, OrderColumn.RATE):
        if column == OrderColumn.MARCH_TO:
            march = replace(march, to=str(value or "").strip())
        elif column == OrderColumn.DISTANCE:
            march = replace(march, distance_cm=_distance(value))
        else:
            march = replace(march, rate=value or "normal")
        update["march"] = None if march == March() else march
    elif column == OrderColumn.FORMATION:
        update["formation"] = value or None
    elif column == OrderColumn.SPLIT:
        update["split"] = value == "split"
        update["assemble"] = value == "assemble"
    elif column == OrderColumn.ATTACK:
        target = str(value or "").strip()
        if not target:
            update["attack"] = None
        elif parts.attack is not None:
            update["attack"] = replace(parts.attack, target=target)
        else:
            update["attack"] = Attack(target=target)
    elif column in (OrderColumn.AT_THE_CHARGE, OrderColumn.AGAINST_POSITION):
        if parts.attack is None:
            raise ValueError(
                QCoreApplication.translate(
                    "OrderSheetModel", "name the target of the attack first (4.1.2)"
                )
            )
        name = "at_the_charge" if column == OrderColumn.AT_THE_CHARGE else "against_position"
        update["attack"] = replace(parts.attack, **{name: bool(value)})
    elif column == OrderColumn.FIELD_WORK:
        update["field_work"] = str(value or "").strip() or None
    elif column == OrderColumn.TRANSFER:
        update["transfer_to"] = value or None
    elif column == OrderColumn.CANISTER:
        update["load_canister"] = bool(value)
    elif column == OrderColumn.REST:
        update["rest"] = bool(value)
    # Checked again whole (split+assemble, transfer with other parts…).
    return replace(parts, **update)


def _distance(value: Any) -> int | None:
    text = str(value if value is not None else "").strip().removesuffix("cm").strip()
    if not text:
        return None
    try:
        distance = int(text)
    except ValueError:
        raise ValueError(
            QCoreApplication.translate(
                "OrderSheetModel", "the distance must be whole centimetres, not %1"
            ).replace("%1", text)
        ) from None
    if distance < 0:
        raise ValueError(
            QCoreApplication.translate("OrderSheetModel", "the distance cannot be negative")
        )
    if distance > MARCH_CM_MAX:
        raise ValueError(
            QCoreApplication.translate(
                "OrderSheetModel", "the distance must be at most %1 cm, not %2"
            )
            .replace("%1", str(MARCH_CM_MAX))
            .replace("%2", text)
        )
    return distance


def _plain(exc: Exception) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        return "; ".join(e["msg"].removeprefix("Value error, ") for e in errors())
    return str(exc)


def _only_written(row: OrderRow) -> bool:
    """Whether the status would say no more than "written" (or nothing): room for a warning."""
    return (
        row.can_take_orders and row.status not in ("followed", "not_followed") and not row.reasons
    )


def status_text(row: OrderRow) -> str:
    if not row.can_take_orders:
        return QCoreApplication.translate("OrderSheetModel", "FD: no orders")
    if row.status in ("followed", "not_followed"):
        return label(row.status)
    if row.reasons:
        return QCoreApplication.translate("OrderSheetModel", "ordering roll")
    if row.status is None or not row.has_order:
        return ""
    return QCoreApplication.translate("OrderSheetModel", "written")


def status_tooltip(row: OrderRow) -> str | None:
    from ba_console.gui.controller import reason_text

    if row.reasons:
        lines = [reason_text(key) for key in row.reasons]
        if row.can_take_orders:
            lines.insert(
                0,
                QCoreApplication.translate("OrderSheetModel", "Needs an ordering roll (Table 17):"),
            )
        return "\n".join(lines)
    return None


def _status_tone(row: OrderRow) -> Tone | None:
    """The status's text colour; None: the palette's text."""
    if row.status == "not_followed":
        return Tone.ERROR
    if row.status == "followed":
        return Tone.DONE
    if row.reasons:
        return Tone.PENDING
    return None


def _status_fill(row: OrderRow, warned: bool) -> Fill | None:
    """The status cell's background; None: the view's own."""
    if warned:
        return Fill.WARNED
    if row.can_take_orders and row.status == "needs_roll":
        return Fill.NEEDS_ROLL
    if not row.can_take_orders:
        return Fill.CANNOT_ORDER
    return None
