"""The order-sheet table: keyboard first, like the paper sheet read line by line.

Tab and Shift+Tab walk the editable cells of a unit's line and run on to the next
unit (commander lines and units in FD are skipped); Enter finishes a line and goes
to the next unit's order text; typing starts editing; Space ticks a box. Ctrl+Tab and
Ctrl+Shift+Tab leave the sheet for the rest of the window.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemDelegate, QAbstractItemView, QTreeView, QWidget

from ba_console.gui.models.order_sheet_model import EDIT_COLUMNS, OrderColumn, OrderSheetModel
from ba_console.gui.widgets.delegates import CellDelegate


class OrderSheetView(QTreeView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(CellDelegate(self))
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setTabKeyNavigation(True)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setAllColumnsShowFocus(False)
        self.setIndentation(12)
        self.setExpandsOnDoubleClick(False)

    # --- where Tab and Enter go --------------------------------------------------------------

    def _unit_rows(self) -> Iterator[QModelIndex]:
        """Every unit line that can take an order, top to bottom, read as they are asked
        for: the sheet opens on the first (of 300, on a big game)."""
        model = self.model()
        if not isinstance(model, OrderSheetModel):
            return
        for group_row in range(model.rowCount()):
            group = model.index(group_row, 0)
            for unit_row in range(model.rowCount(group)):
                index = model.index(unit_row, 0, group)
                row = model.order_row(index)
                if row is not None and row.can_take_orders:
                    yield index

    def _step(self, current: QModelIndex, forward: bool) -> QModelIndex:
        model = self.model()
        if not current.isValid():  # from nowhere: the first unit's order text
            first = next(self._unit_rows(), None)
            if first is None:
                return QModelIndex()
            return model.index(first.row(), OrderColumn.TEXT, first.parent())
        rows = list(self._unit_rows())
        if not rows:
            return QModelIndex()
        # Hidden columns (see OrderSheetWidget) are passed over: no edit out of sight.
        columns = [column for column in EDIT_COLUMNS if not self.isColumnHidden(column)]
        anchor = current.siblingAtColumn(0)
        try:
            row_position = rows.index(anchor)
        except ValueError:
            return model.index(rows[0].row(), OrderColumn.TEXT, rows[0].parent())
        column = current.column()
        if column in columns:
            column_position = columns.index(OrderColumn(column))
        else:
            column_position = -1 if forward else len(columns)
        column_position += 1 if forward else -1
        if column_position >= len(columns):
            row_position, column_position = row_position + 1, 0
        elif column_position < 0:
            row_position, column_position = row_position - 1, len(columns) - 1
        if not 0 <= row_position < len(rows):
            return QModelIndex()
        target = rows[row_position]
        return model.index(target.row(), columns[column_position], target.parent())

    def next_unit_index(self, current: QModelIndex) -> QModelIndex:
        """The order text of the next unit that can take orders."""
        rows = list(self._unit_rows())
        anchor = current.siblingAtColumn(0)
        position = rows.index(anchor) + 1 if anchor in rows else 0
        if position >= len(rows):
            return QModelIndex()
        target = rows[position]
        return self.model().index(target.row(), OrderColumn.TEXT, target.parent())

    def moveCursor(
        self, cursorAction: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        if cursorAction == QAbstractItemView.CursorAction.MoveNext:
            target = self._step(self.currentIndex(), forward=True)
            return target if target.isValid() else self.currentIndex()
        if cursorAction == QAbstractItemView.CursorAction.MovePrevious:
            target = self._step(self.currentIndex(), forward=False)
            return target if target.isValid() else self.currentIndex()
        return super().moveCursor(cursorAction, modifiers)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            # Tab walks the sheet and never leaves it; Ctrl+Tab (Ctrl+Shift+Tab) leaves it
            # for the next (previous) part of the window, as in any Qt table.
            forward = event.key() == Qt.Key.Key_Tab and not (
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            QWidget.focusNextPrevChild(self, forward)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self._editing():
            target = self.next_unit_index(self.currentIndex())
            if target.isValid():
                self.setCurrentIndex(target)
                self.scrollTo(target)
            event.accept()
            return
        super().keyPressEvent(event)

    def _editing(self) -> bool:
        return self.state() == QAbstractItemView.State.EditingState

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        # Enter inside an editor: the line is done, go to the next unit's order text.
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            current = QPersistentModelIndex(self.currentIndex())
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            target = self.next_unit_index(QModelIndex(current))
            if target.isValid():
                self.setCurrentIndex(target)
                self.scrollTo(target)
            return
        super().closeEditor(editor, hint)
