"""Qt models over a rule pack's tables: an editable grid per table.

The pack editor lists the tables with `PackTablesModel` (`table_list_model`) and, for the
table chosen, shows one or two `TableEditModel`s that edit a working copy of the table's
data (plain dicts, as in the TOML file). Every edit is checked as it is typed — a cell is a
whole number, '-', '?' or '±N'; a label is not empty; a key is lower_snake — and a rejected
edit is reported through `edit_rejected` with a message for the umpire. The whole table is
checked once more when the pack is rebuilt (`rebuilt_pack`), through the pack loader, so the
messages name the table, row and field; band tables must also cover the dice range without
gaps or overlaps (`band_coverage_problems`). Nothing here invents a value: a new row or band
starts unset ('?').
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFont

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import (
    CELL_LIMIT,
    DURATIONS,
    EFFECT_KINDS,
    BandTable,
    Cell,
    describe_range,
)
from ba_console.gui import colours
from ba_console.gui.colours import Fill
from ba_console.gui.labels import label
from ba_console.packs import PackError, RulePack, pack_from_data
from ba_console.packs.plain import band_holes

AnyIndex = QModelIndex | QPersistentModelIndex

UNSET_TOOLTIP = QT_TRANSLATE_NOOP(
    "TableEditModel", "unset: fill it in the pack editor or type the outcome from the book"
)
KEY_PATTERN = re.compile(r"^[a-z0-9_]+$")

# Headers of the editable grids, translated where shown (`TableEditModel.headerData`).
LABEL_EN = QT_TRANSLATE_NOOP("TableEditModel", "Label (en)")
LABEL_DA = QT_TRANSLATE_NOOP("TableEditModel", "Label (da)")
GROUP = QT_TRANSLATE_NOOP("TableEditModel", "Group")
RULE = QT_TRANSLATE_NOOP("TableEditModel", "Rule")
KEY = QT_TRANSLATE_NOOP("TableEditModel", "Key")
FROM = QT_TRANSLATE_NOOP("TableEditModel", "From")
TO = QT_TRANSLATE_NOOP("TableEditModel", "To")
COLUMN = QT_TRANSLATE_NOOP("TableEditModel", "Column")
OUTCOME = QT_TRANSLATE_NOOP("TableEditModel", "Outcome")
SOURCE = QT_TRANSLATE_NOOP("TableEditModel", "Source")
EFFECTS = QT_TRANSLATE_NOOP("TableEditModel", "Effects")
CLASS = QT_TRANSLATE_NOOP("TableEditModel", "Class")
PASSES_ON = QT_TRANSLATE_NOOP("TableEditModel", "Passes on")
ENTRY = QT_TRANSLATE_NOOP("TableEditModel", "Entry")
VALUE = QT_TRANSLATE_NOOP("TableEditModel", "Value")


# --- editable grids over one table's data --------------------------------------------------


def _within_limits(value: int) -> int:
    """A number typed into a table, refused where it is typed when it is past what a table
    of the rules holds (the pack would refuse it only at the save, far from the cell)."""
    if not -CELL_LIMIT <= value <= CELL_LIMIT:
        raise ValueError(
            QCoreApplication.translate(
                "TableEditModel",
                "{value} is beyond what a table of the rules holds (-{limit} to {limit})",
            ).format(value=value, limit=CELL_LIMIT)
        )
    return value


def _normalise_cell(text: str) -> int | str:
    """A typed cell → its TOML value. Accepts '+2', '-2', '±3', '+/-3', '-', '?'."""
    stripped = text.strip().replace("−", "-")
    if re.fullmatch(r"[+-]?\d+", stripped):
        return _within_limits(int(stripped))
    variable = re.fullmatch(r"(?:±|\+/-)\s*(\d+)", stripped)
    if variable:
        _within_limits(int(variable.group(1)))
    try:
        Cell.parse(stripped)
    except ValueError:
        raise ValueError(
            QCoreApplication.translate(
                "TableEditModel",
                "{text!r} is not a cell: write a whole number, '-' (does not apply), "
                "'?' (unset) or '±N' (value given by the situation)",
            ).format(text=text)
        ) from None
    match = re.fullmatch(r"(?:±|\+/-)\s*(\d+)", stripped)
    return f"±{match.group(1)}" if match else stripped


def _show_cell(raw: int | str) -> str:
    if isinstance(raw, int) and not isinstance(raw, bool):
        return f"+{raw}" if raw > 0 else str(raw)
    return str(raw)


def _optional_int(text: str) -> int | None:
    stripped = text.strip().replace("−", "-")
    if stripped in ("", "…", "..."):
        return None
    if not re.fullmatch(r"[+-]?\d+", stripped):
        raise ValueError(
            QCoreApplication.translate(
                "TableEditModel", "{text!r} is not a whole number (leave empty for an open end)"
            ).format(text=text)
        )
    return _within_limits(int(stripped))


def format_effects(effects: list[dict[str, Any]]) -> str:
    """Effects as one line: `staff_falls; side_penalty=-1@this_and_next_bound`."""
    parts = []
    for effect in effects:
        text = effect["what"]
        if effect.get("value") is not None:
            text += f"={effect['value']}"
        if effect.get("duration"):
            text += f"@{effect['duration']}"
        parts.append(text)
    return "; ".join(parts)


def parse_effects(text: str) -> list[dict[str, Any]]:
    """The inverse of `format_effects`; a clear message names the part that is wrong."""
    effects: list[dict[str, Any]] = []
    for part in (p.strip() for p in text.split(";")):
        if not part:
            continue
        match = re.fullmatch(r"([a-z_]+)\s*(?:=\s*([^@]+?))?\s*(?:@\s*([a-z_]+))?", part)
        if not match or match.group(1) not in EFFECT_KINDS:
            raise ValueError(
                QCoreApplication.translate(
                    "TableEditModel",
                    "{part!r}: an effect is what[=value][@duration], what one of {kinds}",
                ).format(part=part, kinds=", ".join(EFFECT_KINDS))
            )
        effect: dict[str, Any] = {"what": match.group(1)}
        if match.group(2) is not None:
            value = match.group(2).strip()
            effect["value"] = int(value) if re.fullmatch(r"[+-]?\d+", value) else value
        if match.group(3) is not None:
            if match.group(3) not in DURATIONS:
                raise ValueError(
                    QCoreApplication.translate(
                        "TableEditModel", "{part!r}: duration is one of {durations}"
                    ).format(part=part, durations=", ".join(DURATIONS))
                )
            effect["duration"] = match.group(3)
        effects.append(effect)
    return effects


class TableEditModel(QAbstractTableModel):
    """Base of the editable grids: a list of row dicts and a column description each.

    Subclasses list their columns as (header, getter, setter); a setter raises ValueError
    with the umpire's message when the text cannot be taken."""

    edit_rejected = Signal(str)
    edited = Signal()
    # Shown only (a pack that cannot be saved: a game open read-only): no cell typed in.
    read_only = False

    def __init__(self, rows: list[dict[str, Any]], parent: QObject | None = None):
        super().__init__(parent)
        self._rows = rows
        self.dirty = False
        # The rows as they were before each edit, for the editor's Ctrl+Z (and after each
        # undo, for Ctrl+Shift+Z). One entry per `edited` signal.
        self._undo: list[list[dict[str, Any]]] = []
        self._redo: list[list[dict[str, Any]]] = []

    def _remember(self) -> None:
        """Called before an edit changes the rows."""
        self._undo.append(copy.deepcopy(self._rows))
        self._redo.clear()

    def undo(self) -> bool:
        """Back to the rows before the last edit; False if there is none."""
        return self._restore(self._undo, self._redo)

    def redo(self) -> bool:
        return self._restore(self._redo, self._undo)

    def _restore(self, source: list, target: list) -> bool:
        if not source:
            return False
        target.append(copy.deepcopy(self._rows))
        self.beginResetModel()
        self._rows[:] = source.pop()  # in place: the pack's data holds this very list
        self.endResetModel()
        self.dirty = bool(self._undo)
        return True

    # (header, read(row) -> str, write(row, text) -> None or None for read-only)
    def columns(
        self,
    ) -> list[tuple[str, Callable[[dict], str], Callable[[dict, str], None] | None]]:
        raise NotImplementedError

    def new_row(self) -> dict[str, Any]:
        raise NotImplementedError

    def rows(self) -> list[dict[str, Any]]:
        return self._rows

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.header_text(section)
        return str(section + 1)

    def header_text(self, section: int) -> str:
        """A column's header in the interface language."""
        return QCoreApplication.translate("TableEditModel", self.columns()[section][0])

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.takes_text(index) and not self.read_only:
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def takes_text(self, index: AnyIndex) -> bool:
        """A cell the umpire may type in, in an editor whose pack may be saved."""
        return index.isValid() and self.columns()[index.column()][2] is not None

    def raw_text(self, row: dict[str, Any], column: int) -> str:
        return self.columns()[column][1](row)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        text = self.raw_text(self._rows[index.row()], index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return text
        if role == Qt.ItemDataRole.BackgroundRole and self.is_value_column(index.column()):
            if text == "?":
                return QBrush(colours.fill(Fill.UNSET))
            if text == "-":
                return QBrush(colours.fill(Fill.NOT_APPLICABLE))
        if role == Qt.ItemDataRole.ToolTipRole and text == "?":
            return QCoreApplication.translate("TableEditModel", UNSET_TOOLTIP)
        if role == Qt.ItemDataRole.FontRole and text == "?":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and self.is_value_column(index.column()):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def is_value_column(self, column: int) -> bool:
        return False

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        _, _, write = self.columns()[index.column()]
        if write is None:
            return False
        row = self._rows[index.row()]
        candidate = copy.deepcopy(row)
        try:
            write(candidate, "" if value is None else str(value))
        except ValueError as exc:
            where = self.describe_row(row, index.row())
            self.edit_rejected.emit(f"{where}, {self.header_text(index.column())}: {exc}")
            return False
        if candidate == row:
            return True
        self._remember()
        self._rows[index.row()] = candidate
        self.dirty = True
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])
        self.edited.emit()
        return True

    def describe_row(self, row: dict[str, Any], number: int) -> str:
        return QCoreApplication.translate("TableEditModel", "row {row}").format(
            row=row.get("key") or number + 1
        )

    def insertRows(self, row: int, count: int, parent: AnyIndex = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid() or not 0 <= row <= len(self._rows) or count < 1:
            return False
        self._remember()
        self.beginInsertRows(QModelIndex(), row, row + count - 1)
        for offset in range(count):
            self._rows.insert(row + offset, self.new_row())
        self.endInsertRows()
        self.dirty = True
        self.edited.emit()
        return True

    def removeRows(self, row: int, count: int, parent: AnyIndex = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid() or row < 0 or count < 1 or row + count > len(self._rows):
            return False
        self._remember()
        self.beginRemoveRows(QModelIndex(), row, row + count - 1)
        del self._rows[row : row + count]
        self.endRemoveRows()
        self.dirty = True
        self.edited.emit()
        return True

    def _unique_key(self, stem: str) -> str:
        used = {r.get("key") for r in self._rows}
        number = 1
        while f"{stem}_{number}" in used:
            number += 1
        return f"{stem}_{number}"


def _set_key(row: dict[str, Any], text: str) -> None:
    key = text.strip()
    if not KEY_PATTERN.match(key):
        raise ValueError(
            QCoreApplication.translate(
                "TableEditModel", "{text!r}: a key is lower-case letters, digits and _"
            ).format(text=text)
        )
    row["key"] = key


def _set_label(language: str) -> Callable[[dict, str], None]:
    def write(row: dict[str, Any], text: str) -> None:
        if not text.strip():
            raise ValueError(
                QCoreApplication.translate("TableEditModel", "a label cannot be empty")
            )
        row.setdefault("label", {})[language] = text.strip()

    return write


def _set_optional(field: str) -> Callable[[dict, str], None]:
    def write(row: dict[str, Any], text: str) -> None:
        if text.strip():
            row[field] = text.strip()
        else:
            row.pop(field, None)

    return write


class FactorTableEditModel(TableEditModel):
    """A factor table: key, labels, group, rule reference, roster predicate, one cell per
    column (attacker/defender, loss/moral, roll)."""

    def __init__(self, table_data: dict[str, Any], parent: QObject | None = None):
        super().__init__(table_data.setdefault("rows", []), parent)
        self._value_columns: list[str] = list(table_data["columns"])

    def columns(self):
        # The English label and the cells come first: they are what the umpire reads
        # against the book; the rest is bookkeeping.
        def set_cell(column: str) -> Callable[[dict, str], None]:
            def write(row: dict[str, Any], text: str) -> None:
                value = _normalise_cell(text)
                values = row.setdefault("values", {})
                if value != values.get(column):
                    # The umpire's edit, not the value entered in play: its source goes.
                    sources = row.get("sources", {})
                    sources.pop(column, None)
                    if not sources:
                        row.pop("sources", None)
                values[column] = value

            return write

        cells = [
            (
                column,
                (lambda r, c=column: _show_cell(r.get("values", {}).get(c, "?"))),
                set_cell(column),
            )
            for column in self._value_columns
        ]
        return [
            (LABEL_EN, lambda r: r.get("label", {}).get("en", ""), _set_label("en")),
            *cells,
            (GROUP, lambda r: r.get("group", ""), _set_optional("group")),
            (RULE, lambda r: r.get("rule", ""), _set_optional("rule")),
            (LABEL_DA, lambda r: r.get("label", {}).get("da", ""), _set_label("da")),
            (KEY, lambda r: r.get("key", ""), _set_key),
            # Where a value comes from when not from the table's own source, by column:
            # "loss: entered at the table, game X, bound N, by the umpire".
            (SOURCE, self._sources_text, None),
        ]

    def _sources_text(self, row: dict[str, Any]) -> str:
        sources = row.get("sources", {})
        return "; ".join(
            f"{label(column)}: {sources[column]}"
            for column in self._value_columns
            if column in sources
        )

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A value entered in play says where it came from on hover.
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and index.isValid()
            and self.is_value_column(index.column())
            and 0 <= index.row() < len(self._rows)
        ):
            column = self._value_columns[index.column() - 1]
            source = self._rows[index.row()].get("sources", {}).get(column)
            if source:
                return source
        return super().data(index, role)

    def is_value_column(self, column: int) -> bool:
        return 1 <= column <= len(self._value_columns)

    def header_text(self, section: int) -> str:
        # A value column is named by the pack's column key ("attacker", "loss").
        if self.is_value_column(section):
            return label(self._value_columns[section - 1])
        return super().header_text(section)

    def new_row(self) -> dict[str, Any]:
        key = self._unique_key("new_factor")
        return {
            "key": key,
            "label": {"en": key.replace("_", " "), "da": key.replace("_", " ")},
            "values": {c: "?" for c in self._value_columns},
        }


class BandsEditModel(TableEditModel):
    """The bands of a result table: from, to, (column), outcome or '?'. The outcome is
    shown by its label in the interface language (`outcomes`: the table's outcomes grid)
    and may be typed by its label in either language or by its key."""

    def __init__(
        self,
        table_data: dict[str, Any],
        outcome_keys: Callable[[], list[str]],
        parent: QObject | None = None,
        outcomes: OutcomesEditModel | None = None,
        language: str = "en",
    ):
        super().__init__(table_data.setdefault("bands", []), parent)
        self._has_columns = bool(table_data.get("columns"))
        self._table_columns = list(table_data.get("columns", []))
        self._outcome_keys = outcome_keys
        self._outcomes = outcomes
        self._language = language

    def _outcome_label(self, key: str) -> str:
        """The outcome's label in the interface language; its key if it has none."""
        if self._outcomes is None or key == "?":
            return key
        return self._outcomes.labels(self._language).get(key) or key

    def _outcome_key(self, text: str) -> str:
        """The outcome typed, by key or by its label in either language."""
        if self._outcomes is None or text in self._outcome_keys():
            return text
        folded = text.casefold()
        for language in (self._language, "en", "da"):
            for key, name in self._outcomes.labels(language).items():
                if name.strip().casefold() == folded:
                    return key
        return text

    def columns(self):
        def set_bound(field: str):
            def write(row: dict[str, Any], text: str) -> None:
                value = _optional_int(text)
                if value != row.get(field):
                    row.pop("source", None)  # another cell now: not the one entered at play
                if value is None:
                    row.pop(field, None)
                else:
                    row[field] = value

            return write

        def set_outcome(row: dict[str, Any], text: str) -> None:
            key = self._outcome_key(text.strip() or "?")
            known = self._outcome_keys()
            if key != "?" and key not in known:
                outcomes = ", ".join(self._outcome_label(k) for k in known)
                outcomes = outcomes or QCoreApplication.translate(
                    "TableEditModel", "none yet: add one below"
                )
                raise ValueError(
                    QCoreApplication.translate(
                        "TableEditModel",
                        "{key!r} is not an outcome of this table (outcomes: {outcomes}; "
                        "'?' leaves it unset)",
                    ).format(key=key, outcomes=outcomes)
                )
            if key != row.get("outcome", "?"):
                row.pop("source", None)  # the umpire's edit, not the outcome entered in play
            row["outcome"] = key

        def set_column(row: dict[str, Any], text: str) -> None:
            if text.strip() not in self._table_columns:
                raise ValueError(
                    QCoreApplication.translate(
                        "TableEditModel", "the column is one of {columns}"
                    ).format(columns=", ".join(self._table_columns))
                )
            row["column"] = text.strip()

        columns = [
            (FROM, lambda r: "…" if r.get("min") is None else str(r["min"]), set_bound("min")),
            (TO, lambda r: "…" if r.get("max") is None else str(r["max"]), set_bound("max")),
        ]
        if self._has_columns:
            columns.append((COLUMN, lambda r: r.get("column", ""), set_column))
        columns.append(
            (OUTCOME, lambda r: self._outcome_label(str(r.get("outcome", "?"))), set_outcome)
        )
        # Where a cell comes from when not from the table's own source: "entered at the
        # table, game X, bound N, by the umpire" for a cell the pack learned in play.
        columns.append((SOURCE, lambda r: str(r.get("source", "")), None))
        return columns

    def is_value_column(self, column: int) -> bool:
        return column == len(self.columns()) - 2

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A long label is cut in the grid: the whole of it, and its key, on hover.
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and index.isValid()
            and self.is_value_column(index.column())
            and 0 <= index.row() < len(self._rows)
        ):
            key = str(self._rows[index.row()].get("outcome", "?"))
            if key != "?":
                return f"{self._outcome_label(key)} ({key})"
        return super().data(index, role)

    def describe_row(self, row: dict[str, Any], number: int) -> str:
        lo = "…" if row.get("min") is None else row["min"]
        hi = "…" if row.get("max") is None else row["max"]
        return QCoreApplication.translate("TableEditModel", "band {lo}-{hi}").format(lo=lo, hi=hi)

    def new_row(self) -> dict[str, Any]:
        after = max((r["max"] for r in self._rows if r.get("max") is not None), default=None)
        row: dict[str, Any] = {"outcome": "?"}
        if after is not None:
            row["min"] = row["max"] = after + 1
        if self._has_columns:
            row["column"] = self._table_columns[0]
        return row

    def holes(self, values: range) -> list[str]:
        """What of `values` (the dice's totals) no band covers as the bands now stand, in
        the words the save refuses them with (`band_coverage_problems`); none in a table
        with no band at all (simply unset)."""
        if not self._rows:
            return []
        return [
            not_covered_text(str(lo) if lo == hi else f"{lo}-{hi}", column)
            for column, lo, hi in band_holes(self._rows, self._table_columns, values)
        ]

    def fill_gaps(self, values: range) -> int:
        """Add '?' bands over every value of `values` that no band covers; returns how many
        bands were added. The umpire fills their outcomes from the book."""
        before = copy.deepcopy(self._rows)
        added = 0
        for column, lo, hi in band_holes(self._rows, self._table_columns, values):
            band: dict[str, Any] = {"min": lo, "max": hi, "outcome": "?"}
            if column is not None:
                band["column"] = column
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
            self._rows.append(band)
            self.endInsertRows()
            added += 1
        if added:
            self._undo.append(before)
            self._redo.clear()
            self.sort_bands()
            self.dirty = True
            self.edited.emit()
        return added

    def sort_bands(self) -> None:
        self.beginResetModel()
        self._rows.sort(
            key=lambda b: (b.get("column") or "", -(10**9) if b.get("min") is None else b["min"])
        )
        self.endResetModel()


class OutcomesEditModel(TableEditModel):
    """The outcomes a result table names: key, labels and effects."""

    def __init__(self, table_data: dict[str, Any], parent: QObject | None = None):
        super().__init__(table_data.setdefault("outcomes", []), parent)

    def columns(self):
        def set_effects(row: dict[str, Any], text: str) -> None:
            row["effects"] = parse_effects(text)

        return [
            (KEY, lambda r: r.get("key", ""), _set_key),
            (LABEL_EN, lambda r: r.get("label", {}).get("en", ""), _set_label("en")),
            (LABEL_DA, lambda r: r.get("label", {}).get("da", ""), _set_label("da")),
            (EFFECTS, lambda r: format_effects(r.get("effects", [])), set_effects),
        ]

    def keys(self) -> list[str]:
        return [r["key"] for r in self._rows if r.get("key")]

    def labels(self, language: str) -> dict[str, str]:
        """Each outcome's label in `language` (the English where it has none), by key."""
        return {
            r["key"]: (r.get("label", {}).get(language) or r.get("label", {}).get("en", ""))
            for r in self._rows
            if r.get("key")
        }

    def new_row(self) -> dict[str, Any]:
        key = self._unique_key("outcome")
        return {"key": key, "label": {"en": key, "da": key}, "effects": []}


class ThresholdEditModel(TableEditModel):
    """A threshold test: one row per class with its labels and the threshold (or '?')."""

    def __init__(self, table_data: dict[str, Any], parent: QObject | None = None):
        self._table_data = table_data
        rows = [
            {"key": key, "label": dict(names), "threshold": table_data["thresholds"].get(key, "?")}
            for key, names in table_data["classes"].items()
        ]
        super().__init__(rows, parent)

    def columns(self):
        def set_threshold(row: dict[str, Any], text: str) -> None:
            stripped = text.strip()
            if stripped == "?":
                row["threshold"] = "?"
                return
            if not re.fullmatch(r"\d+", stripped):
                raise ValueError(
                    QCoreApplication.translate(
                        "TableEditModel", "{text!r}: a threshold is a whole number or '?'"
                    ).format(text=text)
                )
            row["threshold"] = _within_limits(int(stripped))

        return [
            (CLASS, lambda r: r.get("key", ""), _set_key),
            (LABEL_EN, lambda r: r["label"].get("en", ""), _set_label("en")),
            (LABEL_DA, lambda r: r["label"].get("da", ""), _set_label("da")),
            (PASSES_ON, lambda r: str(r["threshold"]), set_threshold),
        ]

    def is_value_column(self, column: int) -> bool:
        return column == 3

    def new_row(self) -> dict[str, Any]:
        key = self._unique_key("class")
        return {"key": key, "label": {"en": key, "da": key}, "threshold": "?"}

    def write_back(self) -> None:
        self._table_data["classes"] = {r["key"]: r["label"] for r in self._rows}
        self._table_data["thresholds"] = {r["key"]: r["threshold"] for r in self._rows}


class ReferenceEditModel(TableEditModel):
    """A reference table's entries: key and value (text, number or '?')."""

    def __init__(self, table_data: dict[str, Any], parent: QObject | None = None):
        self._table_data = table_data
        rows = [{"key": k, "value": v} for k, v in table_data.get("entries", {}).items()]
        super().__init__(rows, parent)

    def columns(self):
        def set_value(row: dict[str, Any], text: str) -> None:
            stripped = text.strip()
            if not stripped:
                raise ValueError(
                    QCoreApplication.translate(
                        "TableEditModel", "an entry cannot be empty: write '?' if it is not known"
                    )
                )
            row["value"] = int(stripped) if re.fullmatch(r"[+-]?\d+", stripped) else stripped

        return [
            (ENTRY, lambda r: r.get("key", ""), _set_key),
            (VALUE, lambda r: str(r.get("value", "?")), set_value),
        ]

    def is_value_column(self, column: int) -> bool:
        return column == 1

    def new_row(self) -> dict[str, Any]:
        return {"key": self._unique_key("entry"), "value": "?"}

    def write_back(self) -> None:
        self._table_data["entries"] = {r["key"]: r["value"] for r in self._rows}


# --- the working copy of a pack ------------------------------------------------------------


def band_coverage_problems(table: BandTable, natural: range) -> list[str]:
    """Gaps in a band table over what its dice give (`RulePack.natural_range`; overlaps
    the schema refuses already).

    A table with no bands at all is simply unset, not broken; once bands are given they
    must cover every value the dice can give, using '?' bands for what is not known."""
    if not table.bands:
        return []
    bands = [b.model_dump(exclude_none=True) for b in table.bands]
    return [
        not_covered_text(str(lo) if lo == hi else f"{lo}-{hi}", column)
        for column, lo, hi in band_holes(bands, table.columns, natural)
    ]


def not_covered_text(span: str, column: str | None) -> str:
    """ "9-10 in column line is not covered by any band …", in the interface language."""
    text = (
        QCoreApplication.translate(
            "TableEditModel",
            "{span} in column {column} is not covered by any band (add a band, "
            "with outcome '?' if it is not known)",
        )
        if column
        else QCoreApplication.translate(
            "TableEditModel",
            "{span} is not covered by any band (add a band, with outcome '?' if it is not known)",
        )
    )
    return text.format(span=span, column=column)


def band_order_problems(table_data: dict[str, Any]) -> list[str]:
    """Bands of one column (or of the table) that overlap, or leave a gap between them,
    in the interface language: the pack loader's own check, said where it is edited."""
    problems = []
    bands = table_data.get("bands", [])
    for column in table_data.get("columns") or [None]:
        ordered = sorted(
            (b for b in bands if b.get("column") == column),
            key=lambda b: -(10**9) if b.get("min") is None else b["min"],
        )
        for a, b in zip(ordered, ordered[1:], strict=False):
            first = describe_range(a.get("min"), a.get("max"))
            second = describe_range(b.get("min"), b.get("max"))
            if a.get("max") is None or b.get("min") is None or b["min"] <= a["max"]:
                text = (
                    QCoreApplication.translate(
                        "TableEditModel",
                        "bands {first} and {second} in column {column} overlap (a total is in "
                        "one band only: end the one before where the next begins)",
                    )
                    if column
                    else QCoreApplication.translate(
                        "TableEditModel",
                        "bands {first} and {second} overlap (a total is in one band only: end "
                        "the one before where the next begins)",
                    )
                )
                problems.append(text.format(first=first, second=second, column=column))
            elif b["min"] > a["max"] + 1:
                span = describe_range(a["max"] + 1, b["min"] - 1)
                problems.append(not_covered_text(span, column))
    return problems


class PackDraft:
    """A pack being edited: its data as dicts, rebuilt into a `RulePack` on demand."""

    def __init__(self, pack: RulePack, source: str = "pack"):
        self.base = pack
        self.source = source
        self.data: dict[str, Any] = pack.model_dump(mode="json", exclude_none=True)
        self._models: dict[str, list[TableEditModel]] = {}
        self.imported = False  # a pack read from a file is a change even before any edit

    def table_of(self, model: TableEditModel) -> str | None:
        """The table whose grid `model` is."""
        return next((t for t, models in self._models.items() if model in models), None)

    def table_data(self, table_id: str) -> dict[str, Any]:
        return self.data["tables"][table_id]

    def edit_models(
        self, table_id: str, parent: QObject | None = None, language: str = "en"
    ) -> list[TableEditModel]:
        """The grids that edit one table (a band table has bands and outcomes, named by
        their labels in `language` in the bands)."""
        if table_id in self._models:
            return self._models[table_id]
        data = self.table_data(table_id)
        kind = data["kind"]
        models: list[TableEditModel]
        if kind == "factors":
            models = [FactorTableEditModel(data, parent)]
        elif kind == "bands":
            outcomes = OutcomesEditModel(data, parent)
            bands = BandsEditModel(data, outcomes.keys, parent, outcomes, language)
            models = [bands, outcomes]
        elif kind == "threshold":
            models = [ThresholdEditModel(data, parent)]
        else:
            models = [ReferenceEditModel(data, parent)]
        self._models[table_id] = models
        return models

    @property
    def dirty(self) -> bool:
        return self.imported or any(m.dirty for ms in self._models.values() for m in ms)

    def edited_tables(self) -> list[str]:
        """The tables with an edit not saved yet."""
        return [t for t, models in self._models.items() if any(m.dirty for m in models)]

    def rebuilt_pack(self) -> RulePack:
        """The edited pack, checked; `PackError` names table, row and field, and the gaps of
        any band table that was edited."""
        for models in self._models.values():
            for model in models:
                if hasattr(model, "write_back"):
                    model.write_back()
        # Bands that overlap or leave a gap are the editor's common slip: said here in the
        # umpire's language (the pack loader would say it in English).
        problems = []
        for table_id, models in self._models.items():
            data = self.data["tables"][table_id]
            if data.get("kind") == "bands" and any(m.dirty for m in models):
                where = QCoreApplication.translate(
                    "TableEditModel", "{source}: table {table}: "
                ).format(source=self.source, table=table_id)
                problems += [where + p for p in band_order_problems(data)]
        if problems:
            raise PackError("\n".join(problems))
        pack = pack_from_data(copy.deepcopy(self.data), self.source)
        problems = []
        for table_id, models in self._models.items():
            table = pack.tables[table_id]
            if isinstance(table, BandTable) and any(m.dirty for m in models):
                where = QCoreApplication.translate(
                    "TableEditModel", "{source}: table {table}: "
                ).format(source=self.source, table=table_id)
                problems += [
                    where + p for p in band_coverage_problems(table, pack.natural_range(table_id))
                ]
        if problems:
            raise PackError("\n".join(problems))
        return pack
