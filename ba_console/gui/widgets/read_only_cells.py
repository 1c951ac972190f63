"""A table's cells in a game open read-only: not editable (their models' flags), and the
gesture that would have opened an editor or ticked a box says why, once.

An item view that cannot edit a cell takes a typed letter as a search, F2 or a double
click as nothing, and a click on a box that cannot be ticked as a mere selection,
unexplained: `ReadOnlyCells` watches the view for those gestures (the keys and clicks its
edit triggers name, and a click on a cell's box) and, on a cell that would take an edit in
a game that may be written, says the reason (`refusal(index)` gives it, "" when there is
none) through `say`. Selection, copying, the search by letter and moving about are the
view's, untouched.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRect, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QWidget

Trigger = QAbstractItemView.EditTrigger
_MODIFIED = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class ReadOnlyCells(QObject):
    def __init__(
        self,
        view: QAbstractItemView,
        refusal: Callable[[QModelIndex], str],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(view)
        self._view = view
        self._refusal = refusal
        self._say = say
        # The viewport found by the name Qt gives it: asked for by `view.viewport()` first,
        # PySide would build Python's type of every Qt widget class (dialogs, wizards,
        # sliders… with their enums), some 10 ms before the window's first frame.
        self._viewport = (
            view.findChild(
                QWidget, "qt_scrollarea_viewport", Qt.FindChildOption.FindDirectChildrenOnly
            )
            or view.viewport()
        )
        self._doubled = False  # a double click on a box: its release, said already, is not
        view.installEventFilter(self)
        self._viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        kind = event.type()
        view = self._view
        if kind == QEvent.Type.KeyPress and watched is view:
            assert isinstance(event, QKeyEvent)
            trigger = _key_trigger(event)
            index = view.currentIndex()
            edits = trigger is not None and bool(view.editTriggers() & trigger)
        elif kind in _CLICKS and watched is self._viewport:
            assert isinstance(event, QMouseEvent)
            point = event.position().toPoint()
            index = view.indexAt(point)
            on_box = box_rect(view, index).contains(point)
            if kind == QEvent.Type.MouseButtonRelease:
                # A click on a box ticks it, whatever the edit triggers say; the second
                # click of a double click was said with the first.
                edits = on_box and event.button() == Qt.MouseButton.LeftButton
                edits, self._doubled = edits and not self._doubled, False
            else:  # a double click on a box neither ticks nor edits: its first click said
                self._doubled = on_box
                edits = not on_box and bool(view.editTriggers() & Trigger.DoubleClicked)
        else:
            return False
        if edits and view.state() != QAbstractItemView.State.EditingState and index.isValid():
            why = self._refusal(index)
            if why:
                self._say(why)
        return False  # the view still does what it does with the gesture


_CLICKS = (QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease)


def box_rect(view: QAbstractItemView, index: QModelIndex) -> QRect:
    """Where the cell at `index` draws its box (where a click ticks it, as
    `QStyledItemDelegate.editorEvent` finds it); an empty rectangle for a cell without."""
    # Imported here: a click is after the first frame, and Qt's QStyle type (with its
    # enums) is not on the way to it.
    from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

    delegate = view.itemDelegateForIndex(index) if index.isValid() else None
    if (
        not isinstance(delegate, QStyledItemDelegate)
        or index.data(Qt.ItemDataRole.CheckStateRole) is None
    ):
        return QRect()
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    if option.rect.isEmpty():  # a hidden column's
        return QRect()
    delegate.initStyleOption(option, index)
    style = view.style()
    return style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)


def _key_trigger(event: QKeyEvent) -> Trigger | None:
    """The edit trigger a key press is to an item view (as `QAbstractItemView.keyPressEvent`
    tells them apart); None: a key that moves, selects or copies. Once a press."""
    if event.isAutoRepeat():
        return None
    if event.key() == Qt.Key.Key_F2 and not event.modifiers() & _MODIFIED:
        return Trigger.EditKeyPressed
    if event.text() and event.text().isprintable() and not event.modifiers() & _MODIFIED:
        return Trigger.AnyKeyPressed  # a letter, a figure, Space on a box
    return None
