"""Every part of the window the keyboard enters, it can leave: no keyboard trap.

Tab walks the order sheet cell by cell and never leaves it, so Ctrl+Tab must; a box that
asks for several lines (the seals the players hold) must let Tab reach its buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QPlainTextEdit

from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.widgets.roll_log_view import RollLogView


def test_ctrl_tab_leaves_the_order_sheet_and_ctrl_shift_tab_comes_back(qtbot, window):
    view = window.ui.orderSheet.view
    view.setCurrentIndex(window.ui.orderSheet.model.unit_index("i-15", OrderColumn.TEXT))
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view  # Tab walks the line, as before
    qtbot.keyClick(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    left_to = QApplication.focusWidget()
    assert left_to is not None and left_to is not view
    assert not view.isAncestorOf(left_to)
    view.setFocus()
    qtbot.keyClick(
        view,
        Qt.Key.Key_Backtab,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    back_to = QApplication.focusWidget()
    assert back_to is not None and back_to is not view and back_to is not left_to


def test_the_seals_box_is_answered_from_the_keyboard(qtbot, controller):
    view = RollLogView(controller)
    qtbot.addWidget(view)
    typed = "B1 7Q2K-9FXA-3MWD"

    def answer() -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog))
        field = box.findChild(QPlainTextEdit)
        qtbot.keyClicks(field, typed)
        # Tab to the buttons, Enter on OK, as the umpire would without the mouse.
        field.setFocus()
        qtbot.keyClick(field, Qt.Key.Key_Tab)
        qtbot.keyClick(box.focusWidget(), Qt.Key.Key_Return)
        if box.isVisible():  # still open: the keys did not reach OK; close it for the test
            box.reject()

    QTimer.singleShot(0, answer)
    assert view.ask_seals() == typed
