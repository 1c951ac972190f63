"""A refusal says why nothing happened, so the umpire must be able to read all of it. The
status bar of a 1366×768 laptop shows about 117 characters left of the bound and the log;
QStatusBar cuts a longer message off, and the reason is its end. A refusal that fits stays
in the bar (no box on the fast paths); one that does not is shown whole in a box over the
window, closed with Enter, in English and in Danish."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from ba_console.gui.models.order_sheet_model import OrderColumn
from tests.gui.conftest import log_typed_roll, refusals
from tests.gui.test_danish_evening_polish import _window
from tests.gui.test_roster_take_off import LATE

LONG = dict(LATE, name="2nd Bn. Fusiliers, 15th (2nd Westphalian) Landwehr Regiment")


def _box(window) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "refusalBox")
    return box if box is not None and box.isVisible() else None


def _message_area(window) -> int:
    """The width the status bar paints a message in: left of the bound's label."""
    return window.positionLabel.x() - 2 - 6


def _undo_keeps_the_long_unit(window) -> tuple[str, int]:
    """Add a unit with a long name, log a roll of another unit after it, press Ctrl+Z."""
    controller = window.controller
    messages = refusals(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LONG))
    sequence = log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect").sequence
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    return messages[-1], sequence


def test_a_long_undo_refusal_is_shown_whole_in_a_box(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "en")
    message, sequence = _undo_keeps_the_long_unit(window)
    assert message == (
        "Undo keeps 2nd Bn. Fusiliers, 15th (2nd Westphalian) Landwehr Regiment: "
        f"#{sequence} was logged after it was added. Right-click it › Take off the roster…"
    )
    bar = window.statusBar()
    # The bar alone would cut it off (the reason's end unread) ...
    assert bar.fontMetrics().horizontalAdvance(message) > _message_area(window)
    # ... so the box says it whole, over the window, and Enter closes it.
    box = _box(window)
    assert box is not None
    assert box.text() == message
    assert box.geometry().width() <= 1366
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)  # the next key goes to it
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert _box(window) is None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # then to the window
    assert bar.currentMessage() == message  # and the bar still names it, for a while
    window.close()


def _order_stands(window) -> tuple[str, int]:
    """An order typed for 1/1er Tirailleurs de la Garde, a roll under it, Ctrl+Z."""
    controller = window.controller
    messages = refusals(controller)
    assert controller.save_order("i-1t", text="hold the farm")
    sequence = log_typed_roll(controller, "fire", "firer", "i-1t", "book: no effect").sequence
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    return messages[-1], sequence


def test_the_order_that_stands_is_said_whole(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "en")
    message, sequence = _order_stands(window)
    assert message == (
        "The order of 1/1er Tirailleurs de la Garde stands: Fire by hand weapons "
        f"(#{sequence}) logged under it, so it leaves Undo. To change the order, void those "
        "rolls in the log first."
    )
    assert window.statusBar().fontMetrics().horizontalAdvance(message) > _message_area(window)
    box = _box(window)
    assert box is not None and box.text() == message
    window.close()


def test_a_short_refusal_stays_in_the_status_bar_with_no_box(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "en")
    controller = window.controller
    messages = refusals(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    sequence = log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect").sequence
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    message = (
        f"Undo keeps Late Hussars: #{sequence} was logged after it was added. Right-click it "
        "› Take off the roster…"
    )
    assert messages[-1] == message
    bar = window.statusBar()
    assert bar.currentMessage() == message
    assert bar.fontMetrics().horizontalAdvance(message) <= _message_area(window)
    assert _box(window) is None  # nothing to close: the next key goes to the window
    window.close()


def test_the_danish_umpire_reads_a_long_refusal_whole(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "da")
    message, sequence = _undo_keeps_the_long_unit(window)
    assert message == (
        "Fortryd beholder 2nd Bn. Fusiliers, 15th (2nd Westphalian) Landwehr Regiment: "
        f"#{sequence} er logført, efter den blev tilføjet. Højreklik på den › Tag af "
        "styrkelisten…"
    )
    assert window.statusBar().fontMetrics().horizontalAdvance(message) > _message_area(window)
    box = _box(window)
    assert box is not None and box.text() == message
    assert box.windowTitle() == "ba-console"
    window.close()


def test_a_long_refusal_of_a_typed_cell_is_shown_whole_and_enter_goes_back(
    qtbot, demo_path, data_dir
):
    # Said inside the cell's commit: the box is opened, not run, and closed with Enter the
    # keys go back to the order sheet.
    window = _window(qtbot, data_dir, "en")
    controller = window.controller
    controller.add_roster_entry("unit", dict(LATE, name="Fusilier Bn./15th Infantry Regiment"))
    messages = refusals(controller)
    sheet = window.ui.orderSheet
    view = sheet.view
    view.setFocus()
    view.setCurrentIndex(sheet.model.unit_index("i-1t", OrderColumn.ATTACK))
    QTest.keyClick(view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    QTest.keyClicks(editor, "Fusilier Bn./15th Infantry Regiment")
    popup = editor.completer().popup()
    if popup.isVisible():  # the names completed: it has the keyboard while it shows
        QTest.keyClick(popup, Qt.Key.Key_Return)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(messages))  # the cell commits once the popup is gone
    (message,) = messages
    assert message == (
        "1/1er Tirailleurs de la Garde: 2 units are named “Fusilier Bn./15th Infantry "
        "Regiment” (f-15, fusilier-bn-15th-infantry-regiment): write the target's key."
    )
    box = _box(window)
    assert box is not None and box.text() == message
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert _box(window) is None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    assert controller.game.order(controller.bound, "i-1t") is None
    window.close()
