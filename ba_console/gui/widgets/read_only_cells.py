"""A table's cells in a game open read-only: not editable (their models' flags), and the
gesture that would have opened an editor says why, once.

An item view that cannot edit a cell takes a typed letter as a search and F2 or a double
click as nothing, unexplained: `ReadOnlyCells` watches the view for those gestures (the ones
its edit triggers name) and, on a cell that would take an edit in a game that may be
written, says the reason (`refusal(index)` gives it, "" when there is none) through `say`.
Selection, copying, the search by letter and moving about are the view's, untouched.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
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
        view.installEventFilter(self)
        self._viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        kind = event.type()
        if kind == QEvent.Type.KeyPress and watched is self._view:
            assert isinstance(event, QKeyEvent)
            trigger = _key_trigger(event)
            index = self._view.currentIndex()
        elif kind == QEvent.Type.MouseButtonDblClick and watched is self._viewport:
            assert isinstance(event, QMouseEvent)
            trigger = Trigger.DoubleClicked
            index = self._view.indexAt(event.position().toPoint())
        else:
            return False
        if (
            trigger is not None
            and self._view.editTriggers() & trigger
            and self._view.state() != QAbstractItemView.State.EditingState
            and index.isValid()
        ):
            why = self._refusal(index)
            if why:
                self._say(why)
        return False  # the view still does what it does with the gesture


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
