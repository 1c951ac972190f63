"""Ctrl+Shift+M (View › Recent messages) pressed while the roll log or a roll dialog is the
active window: before, nothing happened (the key was the main window's alone), though a
refusal read there is what the umpire wants whole. Now the list opens from them too (none
of them has a key of its own on Ctrl+Shift+M, in English or Danish)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _recent_opens_from(qtbot, window, other) -> None:
    from PySide6.QtWidgets import QApplication

    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other)
    window.controller.action_refused.emit("Nothing to undo.")
    assert window._messages_dialog is None or not window._messages_dialog.isVisible()
    QTest.keyClick(other.focusWidget() or other, Qt.Key.Key_M, CTRL_SHIFT)
    dialog = window._messages_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Nothing to undo." in dialog.text()
    dialog.close()


def test_from_the_roll_log(qtbot, window):
    window.open_roll_log()  # Ctrl+L
    from ba_console.gui.widgets.roll_log_view import RollLogWindow

    log = next(w for w in window.findChildren(RollLogWindow) if w.isVisible())
    _recent_opens_from(qtbot, window, log)


def test_from_a_roll_dialog(qtbot, window):
    from ba_console.gui.dialogs.roll import RollDialog

    window.open_roll_dialog("fire")
    dialog = next(w for w in window.findChildren(RollDialog) if w.isVisible())
    _recent_opens_from(qtbot, window, dialog)
    dialog.close()
