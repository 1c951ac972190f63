"""A long notice of the status bar, read whole without a box in the umpire's way.

At 1366×768 the status bar shows some 115 characters left of the bound's label; a cell
remembered and what the club's pack did with it says more. QStatusBar cut it off there,
with no sign that it went on, and it was read whole only by hovering over the bar within
its ten seconds. A refusal too long goes to a box (test_long_refusal_readable.py); a notice
must not interrupt: it is cut with "…" and the key that shows it whole, and View › Recent
messages (Ctrl+Shift+M) lists the session's messages, each whole, newest first, in
English and in Danish.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.test_danish_evening_polish import _window

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
WORDS = {
    "en": ("(whole: Ctrl+Shift+M)", "Recent messages", "Recent &messages…", "Remembered"),
    "da": ("(hele: Ctrl+Skift+M)", "Seneste meddelelser", "Seneste &meddelelser…", "Husket"),
}


def _club_notice(window) -> str:
    """What the status bar says when a cell typed from the book is remembered: the game has
    it, and the club's pack keeps it for the next games (`RollOperations._remember_in_club`)."""
    from ba_console.gui.actions.club import ClubPackWords
    from ba_console.packs.fill import FactorEntry

    cell = FactorEntry("t08", "flanking_attack", "defender", 1, "the club's rulebook")

    club = window.controller.data_dir / "packs" / "belle_alliance.toml"
    return " ".join(
        [
            QCoreApplication.translate("RollOperations", "Remembered in this game."),
            ClubPackWords().kept_for_next_games([cell], str(club)),
        ]
    )


@pytest.mark.parametrize("language", ["en", "da"])
def test_a_notice_longer_than_the_bar_ends_in_the_key_that_shows_it_whole(
    qtbot, demo_path, data_dir, language
):
    window = _window(qtbot, data_dir, language)
    suffix, title, menu_text, first_word = WORDS[language]
    notice = _club_notice(window)
    assert notice.startswith(first_word)
    window.controller.status_message.emit(notice)
    bar = window.statusBar()
    room = window.positionLabel.x() - 2 - 6
    assert bar.fontMetrics().horizontalAdvance(notice) > room  # the bar would cut it off
    shown = bar.currentMessage()
    assert shown.endswith("… " + suffix)
    assert notice.startswith(shown.removesuffix("… " + suffix))
    assert bar.fontMetrics().horizontalAdvance(shown) <= room  # its end, the key, in sight
    assert bar.toolTip() == notice  # whole on hover too
    assert window.warnings == [] and QApplication.activeModalWidget() is None  # no box

    # View › Recent messages, from the keyboard: the notice whole, beside the window.
    assert window.actionRecentMessages.text() == menu_text
    assert window.actionRecentMessages in window.ui.menuView.actions()
    QTest.keyClick(window, Qt.Key.Key_M, CTRL_SHIFT)
    dialog = window._messages_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert dialog.windowTitle() == title
    assert notice in dialog.text().replace("\n", " ")
    assert dialog.frameGeometry().width() <= 1366 and dialog.frameGeometry().height() <= 768
    qtbot.waitUntil(lambda: dialog.browser.hasFocus())
    window.controller.close_game()


def test_the_recent_messages_list_newest_first_with_refusals_and_short_notices(
    qtbot, demo_path, data_dir
):
    window = _window(qtbot, data_dir, "en")
    window.controller.status_message.emit("Sealed.")
    window.controller.status_message.emit("")  # a step with nothing to say clears the bar
    window.controller.action_refused.emit("Nothing to undo.")
    assert window.statusBar().currentMessage() == "Nothing to undo."  # short: as it is
    dialog = window.show_recent_messages()
    lines = dialog.text().splitlines()
    assert [line.split(maxsplit=1)[1] for line in lines if line.strip()] == [
        "Nothing to undo.",
        "Sealed.",
    ]
    # One more while the list is open comes on top at once.
    window.controller.status_message.emit("Pack saved.")
    assert dialog.text().split("\n")[0].endswith("Pack saved.")
    window.controller.close_game()
