"""A new bound, as the umpire reads it at 1366×768: the status bar says the bound and the
seal whole, and what the bound that ended left open and the flags that expired are listed
under Open tasks, read whole without hovering, until the umpire moves on.

The status bar's message shares the bar with the position, the seal and the log's state:
at 1366 px it has some 560 px. The message once held the lists too, and its end, the tasks
left open, was cut off.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from ba_console.core.orders import OrderFacts, OrderParts
from tests.gui.conftest import step_to

FAR = OrderFacts(over_30cm_from_commander=True)
TO_THE_FARM = OrderParts.from_data({"march": {"to": "the farm"}})

EXPECTED = {
    "en": (
        "Bound 2 began. Seal of bound 1: {seal}. Have the players write it down.",
        "Left open in bound 1: from 1b: 1 ordering roll pending; from 4a: 1 movement to "
        "confirm (F7)",
        "Flags expired: fired at (1/1er Tirailleurs de la Garde), fired (2nd Silesian Hussars).",
    ),
    "da": (
        "Træk 2 er begyndt. Segl for træk 1: {seal}. Lad spillerne skrive det ned.",
        "Ikke gjort i træk 1: fra 1b: 1 ordrekast venter; fra 4a: 1 bevægelse at bekræfte (F7)",
        "Mærker udløbet: beskudt (1/1er Tirailleurs de la Garde), har skudt (2nd Silesian "
        "Hussars).",
    ),
}


def tracker_lines(window) -> list[str]:
    tasks = window.ui.phaseTracker.ui.tasksList
    return [tasks.item(row).text() for row in range(tasks.count())]


def assert_read_whole_under_open_tasks(window, texts) -> None:
    """Each of `texts` is a line under Open tasks, in sight and whole in the list's width."""
    tasks = window.ui.phaseTracker.ui.tasksList
    lines = tracker_lines(window)
    viewport = tasks.viewport().rect()
    for text in texts:
        item = tasks.item(lines.index(text))
        shown = tasks.visualItemRect(item)
        assert viewport.contains(shown), text
        wrapped = QFontMetrics(item.font()).boundingRect(
            0, 0, shown.width(), 10_000, Qt.TextFlag.TextWordWrap, text
        )
        assert wrapped.height() <= shown.height(), text


@pytest.mark.parametrize("language", ["en", "da"])
def test_a_new_bound_is_read_whole_in_the_bar_and_its_lists_under_open_tasks(
    qapp, qtbot, window, language
):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, language)
    controller = window.controller
    controller.language = language
    game = controller.game
    assert controller.save_order("bty-yg", text="Limber up", parts=TO_THE_FARM, facts=FAR)
    with game.transaction():
        game.add_flag("i-1t", "fired_at", set_bound=1, expires_after=1)
        game.add_flag("hus-2s", "fired", set_bound=1, expires_after=1)
    step_to(controller, "end_of_bound")
    qtbot.keyClick(window, Qt.Key.Key_F8)  # the umpire starts bound 2 (the fixture answers)
    assert controller.bound == 2
    qtbot.wait(20)
    (sealed,) = game.rolls(kind="seal")
    began, left_open, expired = EXPECTED[language]
    bar = window.ui.statusBar
    message = bar.currentMessage()
    assert message == began.format(seal=sealed.outcome.key)
    # Whole in the room the position, seal and log labels leave it at 1366 px.
    assert window.width() == 1366
    assert bar.fontMetrics().horizontalAdvance(message) < window.positionLabel.geometry().left()
    # The lists, under Open tasks: each line whole in the list's width, in sight.
    lines = tracker_lines(window)
    assert left_open in lines and expired in lines
    assert_read_whole_under_open_tasks(window, (left_open, expired))
    # Done with once the umpire moves on.
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert controller.position().sub_phase == "ordering_rolls"
    lines = tracker_lines(window)
    assert left_open not in lines and expired not in lines
