"""The main window's messages: what the status bar says (a notice, a refusal in the error
tone, what Undo went past), cut to the bar with the key that shows it whole, kept for View ›
Recent messages, said again once the window is shown if said before; and the boxes: a
refusal longer than the bar, a file action that failed (`warn`). A part of `MainWindow`
(mixed in before `QMainWindow`), which holds the state these read (`messages`,
`_bar_pending`, `_refusal_box`, `_refusals_in_a_box`, `_warnings_open`, …) and builds the
status bar's labels.

Its words keep the window's translation context ("MainWindow"). The message boxes and the
Recent messages dialog are imported when first used, off the way to the window's first
frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

from ba_console.gui import colours
from ba_console.gui.colours import Tone

if TYPE_CHECKING:
    from ba_console.gui.dialogs.recent_messages import RecentMessagesDialog


class WindowMessages:
    """The status bar's messages and the message boxes of `MainWindow`."""

    def show_refusal(self, message: str) -> None:
        """What the console refused, and why: in the status bar, in the error tone, for
        15 s; one wider than the bar leaves it (at this window's width) also whole in a box
        (`refusal_box`); during a file action, in the box `warn` shows."""
        self._keep_message(message, refused=True)
        if self._refusals_in_a_box:
            # A file action that failed: the umpire must see it (a failed backup taken
            # for done loses the evening), and the message is often longer than the bar.
            self.warn(message)
            return
        self.ui.statusBar.setStyleSheet(
            f"QStatusBar {{ color: {colours.css(colours.window_tone(Tone.ERROR))}; }}"
        )
        self.ui.statusBar.showMessage(message, 15000)
        if not self.isVisible():
            self._bar_pending = (message, 15000)
        elif not self._fits_status_bar(message):
            # The bar would cut off the reason, the part that says why nothing happened.
            self.refusal_box(message)

    def _fits_status_bar(self, message: str) -> bool:
        """Whether the status bar shows `message` whole: its text runs from the bar's left
        edge to the first of the permanent labels (position, seal, log), as QStatusBar
        paints it, in one line and cut off, not elided."""
        return self.ui.statusBar.fontMetrics().horizontalAdvance(message) <= self._bar_room()

    def _bar_room(self) -> int:
        """The width a message has in the status bar, in pixels (`_fits_status_bar`)."""
        bar = self.ui.statusBar
        right = bar.width() - 12
        for label in (self.positionLabel, self.sealLabel, self.logLabel):
            if label.isVisible():
                right = min(right, label.x() - 2)
                break
        return right - 6

    def _keep_message(self, message: str, refused: bool) -> None:
        """Keep a message the status bar shows for View › Recent messages (the last 100);
        one said again at once is counted on its line."""
        if not message:
            return
        from datetime import datetime

        now = datetime.now().strftime("%H:%M:%S")
        last = self.messages[-1] if self.messages else None
        if last is not None and last[1:3] == (message, refused):
            # Said again at once (the same key pressed again): one line, counted.
            self.messages[-1] = (now, message, refused, last[3] + 1)
        else:
            self.messages.append((now, message, refused, 1))
        del self.messages[:-100]
        dialog = self._messages_dialog
        if dialog is not None and dialog.isVisible():
            dialog.show_messages(self.messages)

    def _cut_for_status_bar(self, message: str) -> str:
        """A notice longer than the status bar, cut with "…" where the bar ends and the key
        that shows it whole said after it ("… (whole: Ctrl+Shift+M)"); the bar's tooltip
        and View › Recent messages have it whole."""
        keys = self.actionRecentMessages.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        suffix = " " + QCoreApplication.translate("MainWindow", "(whole: %1)").replace("%1", keys)
        metrics = self.ui.statusBar.fontMetrics()
        room = self._bar_room() - metrics.horizontalAdvance(suffix)
        return metrics.elidedText(message, Qt.TextElideMode.ElideRight, room) + suffix

    def show_recent_messages(self) -> RecentMessagesDialog:
        """View › Recent messages (Ctrl+Shift+M): what the status bar said this session,
        newest first, each whole, beside the window (not modal)."""
        from ba_console.gui.dialogs.recent_messages import RecentMessagesDialog

        dialog = self._messages_dialog
        if dialog is None:
            dialog = self._messages_dialog = RecentMessagesDialog(self.messages, self)
        else:
            dialog.show_messages(self.messages)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def refusal_box(self, message: str) -> None:
        """A refusal longer than the status bar, whole in a box over the window until the
        umpire closes it (Enter). Opened, not run: a refusal may come inside a cell's
        commit, where a box's own event loop must not run. A second refusal while it is
        up takes its place."""
        from PySide6.QtWidgets import QMessageBox

        box = self._refusal_box
        if box is None:
            box = self._refusal_box = QMessageBox(
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("MainWindow", "ba-console"),
                "",
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setObjectName("refusalBox")
            box.setWindowModality(Qt.WindowModality.WindowModal)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # Closed, the keys go back to where the umpire was (the cell, the roster).
            box.finished.connect(self.activateWindow)
        box.setText(message)
        box.open()

    def warn(self, message: str) -> None:
        """Tell the umpire a file action failed, in a message box (tests replace this, or
        `warning_box`). The offer to play on from the game just opened, should its log
        check end while the box is up, is asked once the box is closed. A game refused as
        damaged (also at start-up, said once the window is up) is offered a copy of its
        bytes in the same box (`copy_damaged`)."""
        offer, self._byte_copy_offer = self._byte_copy_offer, None
        self._warnings_open += 1
        try:
            if offer is not None and offer[0] == message:
                self.copy_damaged(message, offer[1])
            else:
                self.warning_box(message)
        finally:
            self._warnings_open -= 1
        if not self._warnings_open:  # (a box closed over another: the offer waits for it)
            state, self._offer_after_warning = self._offer_after_warning, None
            if state is not None:
                self._offer_to_play_on(state)

    def warning_box(self, message: str) -> None:
        """The modal box `warn` shows."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "ba-console"), message)

    def show_message(self, message: str) -> None:
        """A notice in the status bar for 10 s. One longer than the bar is cut with "…" and
        the key that shows it whole; the bar's tooltip has it whole while it shows, and
        View › Recent messages keeps it (`show_recent_messages`)."""
        self._keep_message(message, refused=False)
        self.ui.statusBar.setStyleSheet("")
        self._show_in_bar(message, 10000)

    def show_undo_passed(self, message: str) -> None:
        """What Undo (or Redo) keeps as it goes past a step it cannot take (`Gone`): in the
        status bar in the error tone, as a refusal, but never in a box, however long. The
        step has left Undo and the next Ctrl+Z takes back the edit before it: a box would
        take that key. One wider than the bar is cut as a long notice is, whole in the
        bar's tooltip and in View › Recent messages (Ctrl+Shift+M)."""
        self._keep_message(message, refused=True)
        self.ui.statusBar.setStyleSheet(
            f"QStatusBar {{ color: {colours.css(colours.window_tone(Tone.ERROR))}; }}"
        )
        self._show_in_bar(message, 15000)

    def _show_in_bar(self, message: str, timeout: int) -> None:
        if not self.isVisible():
            self._bar_pending = (message, timeout)
        shown = message
        if message and self.isVisible() and not self._fits_status_bar(message):
            shown = self._cut_for_status_bar(message)
        self.ui.statusBar.showMessage(shown, timeout)
        if shown != message:
            self.ui.statusBar.setToolTip(message)

    def _say_pending(self) -> None:
        """A message said before the window showed, cut to the bar as it now stands."""
        pending, self._bar_pending = self._bar_pending, None
        if pending is not None and self.ui.statusBar.currentMessage() == pending[0]:
            self._show_in_bar(*pending)
