"""A refusal says why nothing happened, so the umpire must be able to read all of it. The
status bar of a 1366×768 laptop shows about 117 characters left of the bound and the log;
QStatusBar cuts a longer message off, and the reason is its end. A refusal that fits stays
in the bar (no box on the fast paths); one that does not is shown whole in a box over the
window, closed with Enter, in English and in Danish. What Undo keeps as it goes past a step
is no refusal to stop at (the next Ctrl+Z acts): it stays in the bar, however long
(tests/gui/test_undo_passed_in_bar.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from ba_console.gui.models.order_sheet_model import OrderColumn
from tests.gui.conftest import log_typed_roll, refusals
from tests.gui.test_danish_evening_polish import _window
from tests.gui.test_roster_take_off import LATE

ENGLISH_TWO_NAMED = (
    "1/1er Tirailleurs de la Garde: 2 units are named “Fusilier Bn./15th Infantry Regiment” "
    "(f-15, fusilier-bn-15th-infantry-regiment): write the target's key."
)
DANISH_TWO_NAMED = (
    "1/1er Tirailleurs de la Garde: 2 enheder hedder »Fusilier Bn./15th Infantry Regiment« "
    "(f-15, fusilier-bn-15th-infantry-regiment): skriv målets nøgle."
)


def _box(window) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "refusalBox")
    return box if box is not None and box.isVisible() else None


def _message_area(window) -> int:
    """The width the status bar paints a message in: left of the bound's label."""
    return window.positionLabel.x() - 2 - 6


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


@pytest.mark.parametrize("language", ["en", "da"])
def test_a_long_refusal_of_a_typed_cell_is_shown_whole_and_enter_goes_back(
    qtbot, demo_path, data_dir, language
):
    # Said inside the cell's commit: the box is opened, not run, and closed with Enter the
    # keys go back to the order sheet.
    window = _window(qtbot, data_dir, language)
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
    said = {"en": ENGLISH_TWO_NAMED, "da": DANISH_TWO_NAMED}
    assert message == said[language]
    assert window.statusBar().fontMetrics().horizontalAdvance(message) > _message_area(window)
    box = _box(window)
    assert box is not None and box.text() == message
    assert box.windowTitle() == "ba-console"
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert _box(window) is None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    assert controller.game.order(controller.bound, "i-1t") is None
    window.close()
