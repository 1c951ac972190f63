"""A window on a game it may not write: before, an order typed on the order sheet or a
figure typed in the roster opened its editor, and only on Enter did the store refuse
("…is open read-only; nothing was changed"); the roster's row menu offered Take off and Move
to commander. Now no cell opens an editor or ticks there, the first key that would have
edited (a letter, F2, a double click) and a click on a box that would have ticked it (which
said nothing, until session 27) say why once in the status bar, the row menu's entries are
greyed saying why, and moving about and selecting still work."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView

from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.models.roster_model import RosterColumn
from ba_console.gui.widgets.read_only_cells import box_rect
from ba_console.store.demo import create_demo
from ba_console.store.lock import GameLock
from tests.gui.conftest import TEST_SEED
from tests.gui.test_read_only_copy import copy_taken_while_open

FOLLOWED = "This window follows a game another console writes: it cannot change it."
EDITABLE = Qt.ItemFlag.ItemIsEditable
CHECKABLE = Qt.ItemFlag.ItemIsUserCheckable


def _said(window) -> int:
    return sum(count for *_, count in window.messages)


def _press_says_why(window, view, why: str, press) -> None:
    """`press()` on the view's current cell: the reason in the status bar, one message more,
    no editor open."""
    window.ui.statusBar.clearMessage()
    said = _said(window)
    press()
    assert window.ui.statusBar.currentMessage() == why
    assert _said(window) == said + 1 and window.messages[-1][1] == why
    assert view.state() != QAbstractItemView.State.EditingState


def _double_click(widget, point) -> None:
    """A double click as the desktop sends it: press, release, double click, release."""
    left = Qt.MouseButton.LeftButton
    QTest.mouseClick(widget, left, pos=point)
    QTest.mouseDClick(widget, left, pos=point)
    QTest.mouseRelease(widget, left, pos=point)


def _order_sheet_says_why(window, why: str) -> None:
    sheet = window.ui.orderSheet
    view, model = sheet.view, sheet.model
    text = model.unit_index("ii-15", OrderColumn.TEXT)
    was = text.data()
    assert not model.flags(text) & EDITABLE
    assert not model.flags(model.unit_index("ii-15", OrderColumn.AT_THE_CHARGE)) & CHECKABLE
    assert model.flags(text) & Qt.ItemFlag.ItemIsSelectable
    view.setFocus()
    view.setCurrentIndex(text)
    _press_says_why(window, view, why, lambda: QTest.keyClick(view, Qt.Key.Key_M))
    view.setCurrentIndex(text)
    _press_says_why(window, view, why, lambda: QTest.keyClick(view, Qt.Key.Key_F2))
    # Space on a box would tick it.
    charge = model.unit_index("ii-15", OrderColumn.AT_THE_CHARGE)
    was_ticked = charge.data(Qt.ItemDataRole.CheckStateRole)
    view.setCurrentIndex(charge)
    _press_says_why(window, view, why, lambda: QTest.keyClick(view, Qt.Key.Key_Space))
    assert charge.data(Qt.ItemDataRole.CheckStateRole) == was_ticked
    # A click on the box would tick it too: it says why as the key does, once.
    box = box_rect(view, charge)
    assert box.isValid()
    _press_says_why(
        window,
        view,
        why,
        lambda: QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=box.center()),
    )
    # A double click on it says so once, not at each of its two clicks.
    _press_says_why(window, view, why, lambda: _double_click(view.viewport(), box.center()))
    assert charge.data(Qt.ItemDataRole.CheckStateRole) == was_ticked
    point = view.visualRect(text).center()
    _press_says_why(
        window,
        view,
        why,
        lambda: QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point),
    )
    assert model.unit_index("ii-15", OrderColumn.TEXT).data() == was
    # Moving about says nothing and still moves.
    window.ui.statusBar.clearMessage()
    view.setCurrentIndex(model.unit_index("ii-15", OrderColumn.TEXT))
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex() != model.unit_index("ii-15", OrderColumn.TEXT)
    assert window.ui.statusBar.currentMessage() == ""


def _roster_says_why(window, why: str) -> None:
    panel = window.ui.rosterPanel
    view = panel.ui.rosterTree
    figures = panel.view_index("ii-15", RosterColumn.FIGURES)
    assert figures.isValid() and not panel.proxy.flags(figures) & EDITABLE
    view.setFocus()
    view.setCurrentIndex(figures)
    _press_says_why(window, view, why, lambda: QTest.keyClick(view, Qt.Key.Key_F2))
    _press_says_why(window, view, why, lambda: QTest.keyClick(view, Qt.Key.Key_7))
    assert window.correction_reasons == []  # no correction was asked for
    # The row's menu (a unit's, a commander's): every entry greyed, saying why.
    for index in (panel.view_index("ii-15", RosterColumn.NAME),) * 2:
        said = _said(window)
        menu = panel.row_menu(index)
        assert _said(window) == said + 1 and window.messages[-1][1] == why
        actions = list(menu.actions())
        assert actions
        for action in actions:
            if not action.isSeparator():
                assert not action.isEnabled() and action.toolTip() == why, action.text()
        menu.deleteLater()
        index = index.parent()


def test_a_second_window_types_nothing_in_its_cells_and_says_why(qtbot, window, data_dir, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = GameLock.acquire(path)  # the console that writes it
    try:
        assert window.open_game(path) and window.controller.read_only
        before = path.read_bytes()
        _order_sheet_says_why(window, FOLLOWED)
        _roster_says_why(window, FOLLOWED)
        assert path.read_bytes() == before
        window.close_game()
    finally:
        other.release()
    # A game that may be written: a letter typed opens the order's editor, as before.
    assert window.open_game(path) and not window.controller.read_only
    sheet = window.ui.orderSheet
    text = sheet.model.unit_index("ii-15", OrderColumn.TEXT)
    assert sheet.model.flags(text) & EDITABLE
    assert (
        window.ui.rosterPanel.proxy.flags(
            window.ui.rosterPanel.view_index("ii-15", RosterColumn.FIGURES)
        )
        & EDITABLE
    )
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(text)
    window.ui.statusBar.clearMessage()
    QTest.keyClick(sheet.view, Qt.Key.Key_M)
    assert sheet.view.state() == QAbstractItemView.State.EditingState
    assert window.ui.statusBar.currentMessage() == ""
    QTest.keyClick(sheet.view.focusWidget(), Qt.Key.Key_Escape)
    # And a click on a box ticks it, saying nothing.
    far = sheet.model.unit_index("ii-15", OrderColumn.FAR)
    was_ticked = far.data(Qt.ItemDataRole.CheckStateRole)
    point = box_rect(sheet.view, far).center()
    QTest.mouseClick(sheet.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    far = sheet.model.unit_index("ii-15", OrderColumn.FAR)
    assert far.data(Qt.ItemDataRole.CheckStateRole) != was_ticked
    assert window.ui.statusBar.currentMessage() == ""


def test_a_copy_taken_while_open_types_nothing_either(qtbot, window, tmp_path):
    copy = copy_taken_while_open(tmp_path / "stick")
    assert window.controller.open_game(copy) and window.controller.read_only
    why = f"{copy.name} is open read-only: nothing in it can be changed here."
    before = copy.read_bytes()
    _order_sheet_says_why(window, why)
    _roster_says_why(window, why)
    assert copy.read_bytes() == before


def test_a_view_with_a_viewport_of_its_own_says_why_on_a_double_click(qtbot):
    """The watch finds a view's viewport by the name Qt gives it; one set by the view's
    owner (`setViewport`) has none, and is watched all the same."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QTreeView, QWidget

    from ba_console.gui.widgets.read_only_cells import ReadOnlyCells

    view = QTreeView()
    qtbot.addWidget(view)
    model = QStandardItemModel(view)
    model.appendRow(QStandardItem("ii-15"))
    view.setModel(model)
    view.setViewport(QWidget())
    said: list[str] = []
    ReadOnlyCells(view, lambda index: "read-only", said.append)
    view.show()
    qtbot.waitExposed(view)
    point = view.visualRect(model.index(0, 0)).center()
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert said == ["read-only"]
