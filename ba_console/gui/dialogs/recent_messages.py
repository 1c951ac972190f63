"""View › Recent messages (Ctrl+Shift+M): what the status bar said this session, whole.

The status bar shows a notice for 10 s and a refusal for 15 s, in one line: at 1366 px a
notice longer than some 115 characters (a pack saved and what the club's pack did with it,
a seal) is cut off there, and one that came while the umpire looked at the table is gone.
Good desktop software keeps such messages in a list to read later without a box that
interrupts (an editor's notifications, an IDE's messages pane): this is that list, newest
first, each with its time, refusals in the error tone. It is not modal: the umpire reads
it beside the window and plays on. The window keeps the messages (`MainWindow.messages`);
the dialog shows them as they stand, and again when one more comes while it is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.screen import fit_to_screen

# One message the status bar showed: at what time (hh:mm:ss; the latest, for one said
# again at once), what, whether a refusal, and how many times in a row.
StatusMessage = tuple[str, str, bool, int]


class RecentMessagesDialog(QDialog):
    """The status bar's messages of this session, newest first, each whole."""

    def __init__(self, messages: Sequence[StatusMessage], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recentMessagesDialog")
        self.setWindowTitle(self.tr("Recent messages"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("messagesBrowser")
        self.browser.setOpenLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        fit_to_screen(self, 760, 420)
        self.show_messages(messages)
        # The cursor in the list: arrows and Page keys scroll it, Ctrl+C copies, Esc closes.
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_messages(self, messages: Sequence[StatusMessage]) -> None:
        if not messages:
            self.browser.setPlainText(self.tr("No message yet in this session."))
            return
        rows = []
        muted = colours.text_style(Tone.MUTED)
        for time, text, refused, count in reversed(messages):
            style = colours.text_style(Tone.ERROR) if refused else ""
            # The same message said again at once (a key pressed again and again): one
            # line, its count after it, at the latest time.
            times = f"&nbsp;&nbsp;<span style='{muted}'>×{count}</span>" if count > 1 else ""
            rows.append(
                f"<p><span style='{muted}'>{escape(time)}</span>"
                f"&nbsp;&nbsp;<span style='{style}'>{escape(text)}</span>{times}</p>"
            )
        self.browser.setHtml("".join(rows))

    def text(self) -> str:
        """What the dialog shows, as plain text (what Ctrl+A, Ctrl+C copy)."""
        return self.browser.toPlainText()
