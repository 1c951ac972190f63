"""Cell editors shared by the roster and the order sheet, chosen by what the model offers.

A cell whose model gives a list of choices (`CHOICES_ROLE`: value, label pairs) is edited
with a combo box; a cell that offers names to complete (`COMPLETION_ROLE`) with a line
edit and a `QCompleter`; any other with a plain line edit. Values are not checked here:
the controller and the store refuse what breaks a rule, with a message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QCompleter

CHOICES_ROLE = Qt.ItemDataRole.UserRole + 3
COMPLETION_ROLE = Qt.ItemDataRole.UserRole + 5

Index = QModelIndex | QPersistentModelIndex


class CellDelegate(QStyledItemDelegate):
    """Combo for choices, completing line edit for names, line edit for the rest."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        choices = index.data(CHOICES_ROLE)
        if choices is not None:
            combo = QComboBox(parent)
            combo.setObjectName("choiceCombo")
            for value, text in choices:
                combo.addItem(text, value)
            combo.setFrame(False)
            return combo
        editor = QLineEdit(parent)
        editor.setObjectName("cellEdit")
        editor.setFrame(False)
        names = index.data(COMPLETION_ROLE)
        if names is not None:
            # Imported here: the first frame edits no cell, and building PySide6's
            # QCompleter type (with its enums) is not on its way.
            from PySide6.QtWidgets import QCompleter

            completer = QCompleter(sorted(set(names), key=str.casefold), editor)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
            editor.setCompleter(completer)
            # Each name read whole, not cut to the width of a narrow column ("1/1er
            # Tiraille…" beside "1/1er Voltig…"): the popup is at least as wide as they are.
            popup = completer.popup()
            popup.setMinimumWidth(
                popup.sizeHintForColumn(0)
                + popup.verticalScrollBar().sizeHint().width()
                + 2 * popup.frameWidth()
            )
        return editor

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> None:
        super().updateEditorGeometry(editor, option, index)
        if not isinstance(editor, QComboBox):
            return
        # A choice is read whole while it is chosen: the combo grows past a narrow column
        # ("ubegrænset" in a Supplies column sized for numbers), within the view.
        rect = editor.geometry()
        wanted = editor.sizeHint().width()
        if wanted <= rect.width():
            return
        rect.setWidth(wanted)
        viewport = editor.parentWidget()
        if viewport is not None and rect.right() >= viewport.width():
            rect.moveRight(viewport.width() - 1)
            if rect.left() < 0:
                rect.moveLeft(0)
        editor.setGeometry(rect)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            position = editor.findData(value)
            editor.setCurrentIndex(max(position, 0))
            return
        if isinstance(editor, QLineEdit):
            editor.setText("" if value is None else str(value))
            return
        super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        value: Any
        if isinstance(editor, QComboBox):
            value = editor.currentData()
        elif isinstance(editor, QLineEdit):
            completer = editor.completer()
            if completer is not None and completer.popup().isVisible():
                # Tab or Enter while the popup shows takes the highlighted name.
                current = completer.popup().currentIndex()
                if current.isValid():
                    editor.setText(current.data())
                completer.popup().hide()
            if completer is not None:
                _take_the_one_name(editor, completer)
            value = editor.text()
        else:
            super().setModelData(editor, model, index)
            return
        model.setData(index, value, Qt.ItemDataRole.EditRole)


def _take_the_one_name(editor: QLineEdit, completer: QCompleter) -> None:
    """Part of a name that only one name holds ("1/2e Gren", the popup showing that one
    name alone) stands for that name; anything else is kept as typed."""
    text = editor.text().strip()
    names = completer.model()
    if not text or any(names.index(row, 0).data() == text for row in range(names.rowCount())):
        return
    completer.setCompletionPrefix(text)
    if completer.completionCount() == 1:
        completer.setCurrentRow(0)
        editor.setText(completer.currentCompletion())


def commit_open_editor(view: QAbstractItemView) -> None:
    """Write what is being typed in a cell of `view` (Enter not pressed yet), as leaving the
    cell does, and close the editor. Qt drops an open editor's text when the view goes or
    its model is refilled: closing the window, opening another game or moving to the next
    phase must not lose an order half typed."""
    if view.state() != QAbstractItemView.State.EditingState:
        return
    for editor in view.viewport().findChildren(
        QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
    ):
        if editor.isVisible():
            view.commitData(editor)
            view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
