"""The list of a rule pack's tables, as the pack editor shows it: one row per table
with its number, title, kind, how much of it is known and its source (and how many of
its cells were entered at the table)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import AnyTable, BandTable, note_in
from ba_console.gui import colours
from ba_console.gui.colours import Fill
from ba_console.packs import RulePack
from ba_console.packs.fill import factor_from_play, from_play

AnyIndex = QModelIndex | QPersistentModelIndex


def table_kind_label(table: AnyTable) -> str:
    return {
        "factors": QT_TRANSLATE_NOOP("PackTablesModel", "factors"),
        "bands": QT_TRANSLATE_NOOP("PackTablesModel", "result (difference)")
        if isinstance(table, BandTable) and table.input == "difference"
        else QT_TRANSLATE_NOOP("PackTablesModel", "result"),
        "threshold": QT_TRANSLATE_NOOP("PackTablesModel", "threshold test"),
        "reference": QT_TRANSLATE_NOOP("PackTablesModel", "reference"),
    }[table.kind]


class PackTablesModel(QAbstractTableModel):
    """One row per table of the pack: number, title, kind, completeness, source."""

    HEADERS = (
        QT_TRANSLATE_NOOP("PackTablesModel", "Table"),
        QT_TRANSLATE_NOOP("PackTablesModel", "Title"),
        QT_TRANSLATE_NOOP("PackTablesModel", "Kind"),
        QT_TRANSLATE_NOOP("PackTablesModel", "Known"),
        QT_TRANSLATE_NOOP("PackTablesModel", "Source"),
    )

    def __init__(self, pack: RulePack, language: str = "en", parent: QObject | None = None):
        super().__init__(parent)
        self._language = language
        self._pack = pack
        self._ids = list(pack.tables)
        self._completeness = pack.completeness()

    def set_pack(self, pack: RulePack) -> None:
        self.beginResetModel()
        self._pack = pack
        self._ids = list(pack.tables)
        self._completeness = pack.completeness()
        self.endResetModel()

    def table_id(self, row: int) -> str:
        return self._ids[row]

    def row_of(self, table_id: str) -> int:
        return self._ids.index(table_id)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        table_id = self._ids[index.row()]
        table = self._pack.tables[table_id]
        known, total = self._completeness[table_id]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                # The table as the book numbers it ("17" for the ordering roll's factors
                # and its result alike: the title tells them apart); the pack's key
                # ("t17r") is on hover, for whoever edits the TOML.
                return str(table.number) if table.number is not None else "—"
            if column == 1:
                return table.title.get(self._language)
            if column == 2:
                return self.tr(table_kind_label(table))
            if column == 3:
                return f"{round(100 * known / total)} %" if total else "—"
            if column == 4:
                learned = sum(1 for band in getattr(table, "bands", ()) if from_play(band))
                learned += sum(
                    1
                    for row in getattr(table, "rows", ())
                    for column in row.sources
                    if factor_from_play(row, column)
                )
                if learned:
                    return self.tr("%n cell(s) entered at the table; ", "", learned) + table.source
                return table.source
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == 3:
                return self.tr("{known} of {total} cells known").format(known=known, total=total)
            if column == 4:
                notes = (note_in(note, self._language) for note in table.notes)
                return "\n".join([table.source, *notes])
            return f"{table_id}: {table.title.get(self._language)}"
        if role == Qt.ItemDataRole.BackgroundRole and column == 3 and known < total:
            return QBrush(colours.fill(Fill.UNSET))
        if role == Qt.ItemDataRole.UserRole:
            return table_id
        return None
