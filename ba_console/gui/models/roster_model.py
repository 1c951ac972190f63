"""The roster as a tree: side → commander (with his orderlies) → unit.

`RosterModel` shows a `RosterSnapshot` the controller reads from the store, and turns
an inline edit into one call of `controller.update_unit`; the store validates it (no
negative figures, valour −5…+5, disorder and formation from their lists) and a refusal
comes back as the controller's `action_refused` message, with the cell unchanged.
`RosterFilterProxy` filters by side, brigade, state and text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import IntEnum
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QModelRoleDataSpan,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.labels import label
from ba_console.gui.models.roles import (
    DISPLAY_ROLE,
    EDIT_ROLE,
    FONT_ROLE,
    FOREGROUND_ROLE,
    TEXT_ALIGNMENT_ROLE,
    TOOL_TIP_ROLE,
    CellRoles,
    clear_roles,
)
from ba_console.rules.places import BELLE_ALLIANCE_RATINGS, Ratings
from ba_console.store.models import DISORDERS, FORMATIONS, Commander, Flag, Orderly, Side, Unit

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()  # the invalid index: Qt's "no parent", a shared default

KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # "side" | "commander" | "unit" | "none"
KEY_ROLE = Qt.ItemDataRole.UserRole + 2
CHOICES_ROLE = Qt.ItemDataRole.UserRole + 3  # list of (value, label) for a combo editor
SORT_ROLE = Qt.ItemDataRole.UserRole + 4

NO_COMMANDER = "\x00none"  # key of the group of units without an immediate commander


class RosterColumn(IntEnum):
    NAME = 0
    ARM = 1
    FIGURES = 2
    FIGURES_START = 3
    GUNNERS = 4
    VALOUR = 5
    DISORDER = 6
    FORMATION = 7
    SUPPLIES = 8
    FLAGS = 9


# Read by the view some thousand times before the first frame: made once, not at each call
# (an enum's call and a flag's `|` are Python code).
_COLUMNS = tuple(RosterColumn)
COLUMN_COUNT = len(_COLUMNS)
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = _SELECTABLE | Qt.ItemFlag.ItemIsEditable


HEADERS = {
    RosterColumn.NAME: QT_TRANSLATE_NOOP("RosterModel", "Name"),
    RosterColumn.ARM: QT_TRANSLATE_NOOP("RosterModel", "Arm / type"),
    RosterColumn.FIGURES: QT_TRANSLATE_NOOP("RosterModel", "Figures"),
    RosterColumn.FIGURES_START: QT_TRANSLATE_NOOP("RosterModel", "Start"),
    RosterColumn.GUNNERS: QT_TRANSLATE_NOOP("RosterModel", "Gunners"),
    RosterColumn.VALOUR: QT_TRANSLATE_NOOP("RosterModel", "Valour"),
    RosterColumn.DISORDER: QT_TRANSLATE_NOOP("RosterModel", "Disorder"),
    RosterColumn.FORMATION: QT_TRANSLATE_NOOP("RosterModel", "Formation"),
    RosterColumn.SUPPLIES: QT_TRANSLATE_NOOP("RosterModel", "Supplies"),
    RosterColumn.FLAGS: QT_TRANSLATE_NOOP("RosterModel", "Flags / state"),
}

# Which unit field each editable column writes.
UNIT_FIELD_OF = {
    RosterColumn.NAME: "name",
    RosterColumn.FIGURES: "figures",
    RosterColumn.GUNNERS: "gunners",
    RosterColumn.VALOUR: "valour",
    RosterColumn.DISORDER: "disorder",
    RosterColumn.FORMATION: "formation",
    RosterColumn.SUPPLIES: "supplies_left",
}


class RosterSnapshot(NamedTuple):
    """What the roster shows, read by the controller in one go."""

    bound: int = 1
    sides: tuple[Side, ...] = ()
    commanders: tuple[Commander, ...] = ()
    orderlies: tuple[Orderly, ...] = ()
    # Orderlies off the table because they replaced their commander (Table 19), not fallen.
    replacing: frozenset[str] = frozenset()
    units: tuple[Unit, ...] = ()
    flags: tuple[Flag, ...] = ()
    # The pack's disorder ladder (a state other than the store's is kept as a flag,
    # `play.state.ladder_disorder`) and the unit states its rules keep ("valour",
    # "disorder", "supplies_left"; None: all of them).
    ladder: tuple[str, ...] = ()
    unit_states: frozenset[str] | None = None
    # The rules' words for a commander's rating (`rules.places.Ratings`).
    ratings: Ratings = BELLE_ALLIANCE_RATINGS

    def disorder(self, unit: Unit, flags: Iterable[Flag] = ()) -> str:
        """The unit's disorder as the game's rules name it, read as
        `play.state.ladder_disorder` reads it (not imported: it would load the rules'
        models before the window's first frame): a state of the store's own ladder as
        stored, another ladder's from its flag, else the ladder's first state."""
        ladder = self.ladder
        if not ladder or unit.disorder in ladder:
            return unit.disorder
        held = {flag.key for flag in flags}
        kept = [state for state in ladder[1:] if state in held]
        return kept[-1] if kept else ladder[0]

    def disorder_choices(self) -> tuple[str, ...]:
        return self.ladder if self.ladder else DISORDERS

    def keeps(self, state: str) -> bool:
        """Whether the game's rules keep this state of a unit (else it is not shown)."""
        return self.unit_states is None or state in self.unit_states


class _Node:
    __slots__ = ("brigades", "children", "key", "kind", "number", "parent", "record", "side")

    def __init__(
        self,
        kind: str,
        key: str,
        parent: _Node | None,
        record: Any = None,
        side: str = "",
        brigades: tuple[str, ...] = (),
    ) -> None:
        self.kind = kind
        self.key = key
        self.parent = parent
        self.record = record
        self.children: list[_Node] = []
        self.side = side
        self.brigades = brigades  # the commander and his superiors, for the brigade filter
        # Its row under its parent, set once the tree is built (`RosterModel._build`): the
        # views ask a parent's row some hundred times a paint.
        self.number = 0

    def row(self) -> int:
        return self.number


def disorder_label(value: str) -> str:
    """LD/MD/FD in English, LU/U/FU in Danish, as each edition of the rules writes them."""
    return label(value)


def formation_label(value: str) -> str:
    return label(value)


def supplies_label(value: int | None) -> str:
    if value is None:
        return QCoreApplication.translate("RosterModel", "unlimited")
    if value == 0:
        return QCoreApplication.translate("RosterModel", "none")
    return QCoreApplication.translate("RosterModel", "%1 rolls left").replace("%1", str(value))


def flag_label(flag: Flag, bound: int) -> str:
    """One flag with its term, as the column's tooltip lists them, one a line."""
    return _with_term(label(flag.key), flag.expires_after, bound)


def flags_text(flags: list[Flag], bound: int) -> list[str]:
    """The flags as the roster's column says them: those that last as long, named
    together with their term once ("fired, attacked (this bound)"), in the order they
    came; the column has no room at 1366 px to say the same term twice."""
    terms: dict[int | None, list[str]] = {}
    for flag in flags:
        terms.setdefault(flag.expires_after, []).append(label(flag.key))
    return [_with_term(", ".join(names), term, bound) for term, names in terms.items()]


def _with_term(name: str, expires_after: int | None, bound: int) -> str:
    if expires_after is None:
        return name
    if expires_after == bound:
        return QCoreApplication.translate("RosterModel", "%1 (this bound)").replace("%1", name)
    return (
        QCoreApplication.translate("RosterModel", "%1 (to bound %2)")
        .replace("%1", name)
        .replace("%2", str(expires_after))
    )


class RosterModel(CellRoles, QAbstractItemModel):
    """Side → commander (orderlies, then units) tree over a `RosterSnapshot`.

    `update_unit(key, field, value) -> bool` is the controller's edit call: it writes
    through the store and reports a refusal itself. `read_only()` says why the game may
    not be written ("" when it may): its cells are not edited then.
    """

    _COLUMNS = _COLUMNS

    def __init__(
        self,
        update_unit: Callable[[str, str, Any], bool] | None = None,
        parent: QObject | None = None,
        read_only: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self._update_unit = update_unit
        # Why the game cannot be written ("" when it can): no cell is edited then.
        self._read_only = read_only
        self._root = _Node("root", "", None)
        self._snapshot = RosterSnapshot()
        self._unit_nodes: dict[str, _Node] = {}
        self._flags: dict[str, list[Flag]] = {}
        self._commander_names: dict[str, str] = {}
        self._orderlies: dict[str, list[Orderly]] = {}

    # --- loading ------------------------------------------------------------------------

    def set_snapshot(self, snapshot: RosterSnapshot) -> None:
        self.beginResetModel()
        self._snapshot = snapshot
        self._build(snapshot)
        self.endResetModel()

    def update_units(self, snapshot: RosterSnapshot, keys: list[str]) -> bool:
        """Refresh rows in place when only those units' values changed (keeps expansion):
        False; True when the roster's shape changed and the tree was laid out afresh."""
        same_shape = (
            [u.key for u in snapshot.units] == [u.key for u in self._snapshot.units]
            and [u.commander for u in snapshot.units] == [u.commander for u in self._snapshot.units]
            and snapshot.commanders == self._snapshot.commanders
            and snapshot.orderlies == self._snapshot.orderlies
            and snapshot.sides == self._snapshot.sides
        )
        if not same_shape:
            self.set_snapshot(snapshot)
            return True
        self._snapshot = snapshot
        self._index_flags(snapshot)
        by_key = {unit.key: unit for unit in snapshot.units}
        changed: dict[int, tuple[_Node, list[int]]] = {}  # rows changed, by parent
        for key in keys or list(by_key):
            node = self._unit_nodes.get(key)
            if node is None or key not in by_key:
                continue
            node.record = by_key[key]
            parent = node.parent
            assert parent is not None
            changed.setdefault(id(parent), (parent, []))[1].append(node.row())
        # One signal per commander's units that changed (every unit, at a new step of the
        # bound: some 30 signals on 300 units, not 300), then the sides' figures.
        last = len(RosterColumn) - 1
        for parent, rows in changed.values():
            top, bottom = min(rows), max(rows)
            self.dataChanged.emit(
                self.createIndex(top, 0, parent.children[top]),
                self.createIndex(bottom, last, parent.children[bottom]),
            )
        if changed:
            sides = self._root.children
            self.dataChanged.emit(
                self.createIndex(0, RosterColumn.FIGURES, sides[0]),
                self.createIndex(len(sides) - 1, RosterColumn.FIGURES, sides[-1]),
            )
        return False

    def _index_flags(self, snapshot: RosterSnapshot) -> None:
        self._flags = {}
        for flag in snapshot.flags:
            if flag.active_in(snapshot.bound) or (
                flag.expires_after is not None and flag.expires_after >= snapshot.bound
            ):
                self._flags.setdefault(flag.unit, []).append(flag)

    def _build(self, snapshot: RosterSnapshot) -> None:
        self._root = _Node("root", "", None)
        self._unit_nodes = {}
        self._index_flags(snapshot)
        self._commander_names = {c.key: c.name for c in snapshot.commanders}
        parents = {c.key: c.parent for c in snapshot.commanders}
        side_nodes: dict[str, _Node] = {}
        for side in snapshot.sides:
            node = _Node("side", side.key, self._root, side, side=side.key)
            self._root.children.append(node)
            side_nodes[side.key] = node

        def side_node(key: str) -> _Node:
            if key not in side_nodes:  # a unit of a side the roster does not list
                node = _Node("side", key, self._root, Side(key, key), side=key)
                self._root.children.append(node)
                side_nodes[key] = node
            return side_nodes[key]

        commander_nodes: dict[str, _Node] = {}
        for commander in _in_hierarchy_order(snapshot.commanders):
            chain = [commander.key]
            while parents.get(chain[-1]) and parents[chain[-1]] not in chain:
                chain.append(parents[chain[-1]])  # type: ignore[arg-type]
            parent = side_node(commander.side)
            node = _Node(
                "commander",
                commander.key,
                parent,
                commander,
                side=commander.side,
                brigades=tuple(chain),
            )
            parent.children.append(node)
            commander_nodes[commander.key] = node
        # Orderlies are shown on their commander's line (state column, tooltip): two per
        # commander (1.1.4) would otherwise double the length of the roster.
        self._orderlies = {}
        for orderly in snapshot.orderlies:
            self._orderlies.setdefault(orderly.commander, []).append(orderly)
        loose: dict[str, _Node] = {}
        for unit in snapshot.units:
            owner = commander_nodes.get(unit.commander or "")
            if owner is None:
                if unit.side not in loose:
                    parent = side_node(unit.side)
                    group = _Node("none", NO_COMMANDER, parent, None, side=unit.side)
                    parent.children.append(group)
                    loose[unit.side] = group
                owner = loose[unit.side]
            node = _Node("unit", unit.key, owner, unit, side=unit.side, brigades=owner.brigades)
            owner.children.append(node)
            self._unit_nodes[unit.key] = node
        for node in (self._root, *_walk(self._root)):
            for number, child in enumerate(node.children):
                child.number = number

    # --- structure ----------------------------------------------------------------------

    def _node(self, index: Index) -> _Node:
        if index.isValid():
            return index.internalPointer()  # type: ignore[no-any-return]
        return self._root

    def index(self, row: int, column: int, parent: Index = NO_PARENT) -> QModelIndex:
        # `hasIndex` read here, without its two calls back into Python through Qt (the
        # proxy and the view ask for an index some thousand times before the first frame).
        if parent.isValid():
            if parent.column() != 0:
                return QModelIndex()
            children = parent.internalPointer().children
        else:
            children = self._root.children
        if not (0 <= row < len(children) and 0 <= column < COLUMN_COUNT):
            return QModelIndex()
        return self.createIndex(row, column, children[row])

    def parent(self, index: Index = NO_PARENT) -> QModelIndex:  # type: ignore[override]
        node: _Node | None = index.internalPointer()  # None: an invalid index
        parent = node.parent if node is not None else None
        if parent is None or parent is self._root:
            return NO_PARENT
        return self.createIndex(parent.number, 0, parent)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return len(RosterColumn)

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
            return QCoreApplication.translate("RosterModel", HEADERS[column])
        if role == TOOL_TIP_ROLE:
            return {
                RosterColumn.FIGURES: QCoreApplication.translate(
                    "RosterModel", "Figures now (artillery: model guns)"
                ),
                RosterColumn.FIGURES_START: QCoreApplication.translate(
                    "RosterModel", "Figures at the start, for the 20 % valour steps"
                ),
                RosterColumn.GUNNERS: QCoreApplication.translate(
                    "RosterModel", "Gunners now / at the start"
                ),
                RosterColumn.VALOUR: QCoreApplication.translate(
                    "RosterModel", "Valour, −5 to +5 (5.5.1)"
                ),
                RosterColumn.SUPPLIES: QCoreApplication.translate(
                    "RosterModel", "Supplies: unlimited, or fire/melee rolls left"
                ),
            }.get(column)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._takes_value(index) and not (self._read_only and self._read_only()):
            return _EDITABLE
        return _SELECTABLE

    def _takes_value(self, index: Index) -> bool:
        """A unit's cell the umpire may correct in a game that may be written."""
        node = self._node(index)
        if node.kind != "unit" or index.column() not in UNIT_FIELD_OF or not self._update_unit:
            return False
        return _COLUMNS[index.column()] != RosterColumn.GUNNERS or bool(node.record.gunners_start)

    def edit_refusal(self, index: Index) -> str:
        """Why a cell that takes a correction cannot now: the game is open read-only (its
        reason); "" for any other cell or game."""
        if not index.isValid() or self._read_only is None or not self._takes_value(index):
            return ""
        return self._read_only()

    # --- data ---------------------------------------------------------------------------

    def _cell(self, node: _Node, column: RosterColumn, role: int) -> Any:
        if role == KIND_ROLE:
            return node.kind
        if role == KEY_ROLE:
            return node.key
        if node.kind == "unit":
            return self._unit_data(node.record, column, role)
        if node.kind == "commander":
            return self._commander_data(node.record, column, role)
        if node.kind == "side":
            if column == RosterColumn.NAME and role in (
                DISPLAY_ROLE,
                SORT_ROLE,
            ):
                return node.record.name
            if column == RosterColumn.NAME and role == FONT_ROLE:
                return _bold()
            if column == RosterColumn.FIGURES and role == DISPLAY_ROLE:
                return self._side_figures(node)
            return None
        if node.kind == "none" and column == RosterColumn.NAME:
            if role in (DISPLAY_ROLE, SORT_ROLE):
                return QCoreApplication.translate("RosterModel", "(no immediate commander)")
            if role == FONT_ROLE:
                font = QFont()
                font.setItalic(True)
                return font
        return None

    def _side_figures(self, node: _Node) -> str:
        units = [u.record for u in _walk(node) if u.kind == "unit"]
        return f"{sum(u.figures for u in units)}"

    def _unit_data(self, unit: Unit, column: RosterColumn, role: int) -> Any:
        if role in (DISPLAY_ROLE, SORT_ROLE):
            return self._unit_display(unit, column, sort=role == SORT_ROLE)
        if role == EDIT_ROLE:
            return {
                RosterColumn.NAME: unit.name,
                RosterColumn.FIGURES: unit.figures,
                RosterColumn.GUNNERS: unit.gunners,
                RosterColumn.VALOUR: unit.valour,
                RosterColumn.DISORDER: self._disorder(unit),
                RosterColumn.FORMATION: unit.formation,
                RosterColumn.SUPPLIES: unit.supplies_left,
            }.get(column)
        if role == CHOICES_ROLE:
            if column == RosterColumn.DISORDER:
                return [(d, disorder_label(d)) for d in self._snapshot.disorder_choices()]
            if column == RosterColumn.FORMATION:
                return [(f, formation_label(f)) for f in FORMATIONS]
            if column == RosterColumn.SUPPLIES:
                return [(None, supplies_label(None))] + [
                    (n, supplies_label(n)) for n in (3, 2, 1, 0)
                ]
            return None
        if role == TEXT_ALIGNMENT_ROLE and column in (
            RosterColumn.FIGURES,
            RosterColumn.FIGURES_START,
            RosterColumn.GUNNERS,
            RosterColumn.VALOUR,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == FOREGROUND_ROLE:
            disorder = self._disorder(unit)
            if column == RosterColumn.DISORDER and disorder != self._calm():
                return colours.brush(
                    colours.tone(Tone.ERROR if disorder == "FD" else Tone.DISORDERED)
                )
            if column == RosterColumn.SUPPLIES and unit.supplies_left == 0:
                return colours.brush(colours.tone(Tone.ERROR))
            if unit.figures == 0:
                return colours.brush(colours.tone(Tone.MUTED))
        if role == TOOL_TIP_ROLE:
            if column == RosterColumn.FLAGS:
                flags = self._shown_flags(unit)
                return "\n".join(flag_label(f, self._snapshot.bound) for f in flags) or None
            if column == RosterColumn.NAME:
                lines = [f"{unit.name} ({unit.key})"]
                if unit.light:
                    lines.append(QCoreApplication.translate("RosterModel", "light unit (Table 21)"))
                if unit.marksmen:
                    lines.append(
                        QCoreApplication.translate("RosterModel", "highly trained marksmen")
                    )
                if unit.position:
                    lines.append(unit.position)
                return "\n".join(lines)
        return None

    def _shown_flags(self, unit: Unit) -> list[Flag]:
        """The unit's flags but a state of the pack's ladder kept as a flag (General de
        Brigade's "unformed"): the Disorder column says that one."""
        ladder = self._snapshot.ladder
        return [f for f in self._flags.get(unit.key, []) if f.key not in ladder]

    def _unit_display(self, unit: Unit, column: RosterColumn, sort: bool) -> Any:
        if column == RosterColumn.NAME:
            return unit.name
        if column == RosterColumn.ARM:
            return f"{label(unit.arm)} · {label(unit.type)}"
        if column == RosterColumn.FIGURES:
            return unit.figures
        if column == RosterColumn.FIGURES_START:
            return unit.figures_start
        if column == RosterColumn.GUNNERS:
            if not unit.gunners_start:
                return -1 if sort else ""
            return unit.gunners if sort else f"{unit.gunners}/{unit.gunners_start}"
        if column == RosterColumn.VALOUR:
            return unit.valour if sort else f"{unit.valour:+d}"
        if column == RosterColumn.DISORDER:
            disorder = self._disorder(unit)
            if sort:
                choices = self._snapshot.disorder_choices()
                return choices.index(disorder) if disorder in choices else len(choices)
            return disorder_label(disorder)
        if column == RosterColumn.FORMATION:
            return formation_label(unit.formation)
        if column == RosterColumn.SUPPLIES:
            if sort:
                return 99 if unit.supplies_left is None else unit.supplies_left
            return supplies_label(unit.supplies_left)
        if column == RosterColumn.FLAGS:
            parts = flags_text(self._shown_flags(unit), self._snapshot.bound)
            if unit.figures == 0:
                parts.insert(0, QCoreApplication.translate("RosterModel", "removed"))
            return ", ".join(parts)
        return None

    def _commander_data(self, commander: Commander, column: RosterColumn, role: int) -> Any:
        orderlies = self._orderlies.get(commander.key, [])
        if role in (DISPLAY_ROLE, SORT_ROLE):
            if column == RosterColumn.NAME:
                return commander.name
            if column == RosterColumn.ARM:
                return QCoreApplication.translate("RosterModel", "%1 commander").replace(
                    "%1", label(commander.level)
                )
            if column == RosterColumn.FLAGS:
                return self._staff_state(commander, orderlies)
            return None
        if role == FONT_ROLE and column == RosterColumn.NAME:
            font = _bold()
            font.setStrikeOut(commander.fallen)
            return font
        if role == FOREGROUND_ROLE and commander.fallen:
            return colours.brush(colours.tone(Tone.ERROR))
        if role == TOOL_TIP_ROLE:
            lines = [commander.name]
            rating = self._snapshot.ratings.read(commander.rating)
            if rating != self._snapshot.ratings.plain:
                lines.append(label(rating))
            for orderly in orderlies:
                state = (
                    QCoreApplication.translate("RosterModel", "replaced his commander")
                    if orderly.key in self._snapshot.replacing
                    else QCoreApplication.translate("RosterModel", "fallen")
                    if orderly.fallen
                    else ""
                )
                lines.append(f"• {orderly.name}" + (f" ({state})" if state else ""))
            return "\n".join(lines)
        return None

    def _staff_state(self, commander: Commander, orderlies: list[Orderly]) -> str:
        """ "fallen, replaced by X · orderlies 1 of 2 fallen" — the staff's state in one
        cell. An orderly who replaced his commander (Table 19, 1.1.4) is no longer an
        orderly: he is named as the one who replaced him, not counted as fallen."""
        names, replacing = self._commander_names, self._snapshot.replacing
        parts = []
        if commander.replaced_by:
            parts.append(
                self.tr("fallen, replaced by %1").replace(
                    "%1", names.get(commander.replaced_by, commander.replaced_by)
                )
            )
        elif commander.fallen:
            parts.append(self.tr("fallen"))
        replaced = [o for o in orderlies if o.fallen and o.key in replacing]
        left = [o for o in orderlies if o not in replaced]
        fallen = sum(1 for o in left if o.fallen)
        if left:
            parts.append(
                self.tr("orderlies: %1 of %2 fallen")
                .replace("%1", str(fallen))
                .replace("%2", str(len(left)))
                if fallen
                else self.tr("1 orderly")
                if len(left) == 1
                else self.tr("%1 orderlies").replace("%1", str(len(left)))
            )
        for orderly in replaced:
            parts.append(self.tr("%1 replaced him (Table 19)").replace("%1", orderly.name))
        return " · ".join(parts)

    def setData(self, index: Index, value: Any, role: int = EDIT_ROLE) -> bool:
        if role != EDIT_ROLE or not index.isValid() or self._update_unit is None:
            return False
        node = self._node(index)
        field_name = UNIT_FIELD_OF.get(_COLUMNS[index.column()])
        if node.kind != "unit" or field_name is None:
            return False
        value = _coerce(field_name, value)
        now = self._disorder(node.record) if field_name == "disorder" else None
        if value == (now if field_name == "disorder" else getattr(node.record, field_name)):
            return False
        # The controller writes and, on success, emits roster_changed → update_units.
        return self._update_unit(node.key, field_name, value)

    # --- lookups for views and tests ----------------------------------------------------

    def unit_index(self, key: str, column: int = 0) -> QModelIndex:
        node = self._unit_nodes.get(key)
        if node is None:
            return QModelIndex()
        return self.createIndex(node.row(), column, node)

    def unit(self, key: str) -> Unit | None:
        node = self._unit_nodes.get(key)
        return None if node is None else node.record

    def node_info(self, index: Index) -> tuple[str, str, tuple[str, ...]]:
        """(kind, side, commander chain) of a row, for the filter proxy."""
        node = self._node(index)
        return node.kind, node.side, node.brigades

    @property
    def snapshot(self) -> RosterSnapshot:
        return self._snapshot

    def _disorder(self, unit: Unit) -> str:
        """The unit's disorder on the game's ladder (General de Brigade: formed, unformed)."""
        return self._snapshot.disorder(unit, self._flags.get(unit.key, ()))

    def _calm(self) -> str:
        """The ladder's first state: a unit in it is in no disorder."""
        return self._snapshot.disorder_choices()[0]

    def in_disorder(self, unit: Unit) -> bool:
        return self._disorder(unit) != self._calm()


def _coerce(field_name: str, value: Any) -> Any:
    """What the editor gives → the store's type; text that is not a number stays text
    so that the store refuses it with its own message."""
    if field_name in ("figures", "gunners", "valour") and isinstance(value, str):
        text = value.strip().replace("−", "-")
        try:
            return int(text)
        except ValueError:
            return value
    if field_name == "supplies_left" and isinstance(value, str):
        return None if not value.strip() else _coerce("figures", value)
    return value


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


def _walk(node: _Node) -> list[_Node]:
    out = []
    for child in node.children:
        out.append(child)
        out.extend(_walk(child))
    return out


def _in_hierarchy_order(commanders: tuple[Commander, ...]) -> list[Commander]:
    """Superiors before their subordinates, keeping the roster's order otherwise."""
    by_key = {c.key: c for c in commanders}
    done: set[str] = set()
    ordered: list[Commander] = []

    def visit(commander: Commander, seen: tuple[str, ...]) -> None:
        if commander.key in done or commander.key in seen:
            return
        parent = by_key.get(commander.parent or "")
        if parent is not None:
            visit(parent, (*seen, commander.key))
        done.add(commander.key)
        ordered.append(commander)

    for commander in commanders:
        visit(commander, ())
    return ordered


class StateFilter(IntEnum):
    ALL = 0
    DISORDER = 1
    FULL_DISORDER = 2
    NO_SUPPLIES = 3
    REMOVED = 4  # units at 0 figures: removed from the table, still on the roster
    FALLEN_COMMANDER = 5  # commander rows, not units: who is to be replaced or restored


class RosterFilterProxy(QSortFilterProxyModel):
    """Filter the roster tree by side, brigade (with its sub-commanders), state and text.

    A commander or side row shows when nothing narrows the units, or when one
    of its units matches (recursive filtering)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._side: str | None = None
        self._brigade: str | None = None
        self._state = StateFilter.ALL
        self._text = ""

    def set_side(self, side: str | None) -> None:
        self.beginFilterChange()
        self._side = side or None
        self.endFilterChange()

    def set_brigade(self, commander: str | None) -> None:
        self.beginFilterChange()
        self._brigade = commander or None
        self.endFilterChange()

    def set_state(self, state: StateFilter) -> None:
        self.beginFilterChange()
        self._state = StateFilter(state)
        self.endFilterChange()

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange()

    def state(self) -> StateFilter:
        return self._state

    def narrows(self) -> bool:
        """Whether a filter is set: without one, every unit of the roster shows."""
        return bool(self._side or self._brigade or self._state != StateFilter.ALL or self._text)

    def multiData(self, index: Index, roleDataSpan: QModelRoleDataSpan) -> None:  # noqa: N803
        """The source's cell with all the roles asked at once (Qt's proxy would ask the
        source role by role, mapping the index to it each time)."""
        source = self.mapToSource(index)
        if index.isValid() and not source.isValid():
            clear_roles(roleDataSpan)
            return
        self.sourceModel().multiData(source, roleDataSpan)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, RosterModel):
            return True
        index = model.index(source_row, 0, source_parent)
        kind, side, chain = model.node_info(index)
        if self._side and side != self._side:
            return False
        if self._state == StateFilter.FALLEN_COMMANDER:
            # The fallen commanders themselves (his superiors show as the path to him).
            commander = model._node(index).record
            if kind != "commander" or not commander.fallen:
                return False
            if self._brigade and self._brigade not in chain:
                return False
            return not self._text or self._text in f"{commander.name} {commander.key}".casefold()
        narrowing = self._brigade or self._state != StateFilter.ALL or self._text
        if kind != "unit":
            return not narrowing
        if self._brigade and self._brigade not in chain:
            return False
        unit: Unit = model._node(index).record
        if self._state == StateFilter.DISORDER and not model.in_disorder(unit):
            return False
        if self._state == StateFilter.FULL_DISORDER and unit.disorder != "FD":
            return False
        if self._state == StateFilter.NO_SUPPLIES and unit.supplies_left != 0:
            return False
        if self._state == StateFilter.REMOVED and unit.figures != 0:
            return False
        if self._text and self._text not in f"{unit.name} {unit.key}".casefold():
            return False
        return True
