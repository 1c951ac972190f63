"""The log's rows of a catch roll (Table 18) and a replacement (Table 19) at 1366 px: their
outcomes, too long for the Outcome column's two lines, are read whole on hover; the
replacement names both its units, the commander and the orderly, one a line, rather than
the commander's name wrapped onto the second line and the orderly cut off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.gui.conftest import step_to
from tests.gui.test_roll_dialogs import dialog_for, press_enter, type_dice

UNITS_COLUMN, OUTCOME_COLUMN = 5, 8


@pytest.fixture(params=["en", "da"])
def speaking(request, qapp, demo_path, data_dir):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    assert install_translations(qapp, request.param)
    controller = GameController(data_dir, request.param)
    assert controller.open_game(demo_path)
    yield controller
    controller.close_game()


def catch_and_replace(qtbot, controller) -> None:
    """Hiller falls to a catch roll (666); in the reporting phase he is replaced."""
    step_to(controller, "ordering", "ordering_rolls")
    dialog = dialog_for(qtbot, controller, "catch", ["hiller"])
    type_dice(qtbot, dialog, "owner", "666")
    press_enter(qtbot, dialog)
    step_to(controller, "reporting")
    dialog = dialog_for(qtbot, controller, "replacement", ["hiller"])
    dialog.panels[0].dice.set_typed("456")
    dialog._typed_widgets[0].setCurrentIndex(1)  # "Replaced: the orderly figure is removed…"
    dialog.confirmButton.click()
    assert [roll.kind for roll in controller.game.rolls()] == ["catch", "replacement"]


def test_long_outcomes_are_read_whole_on_hover(qtbot, speaking):
    from ba_console.gui.widgets.roll_log_view import RollLogWindow

    catch_and_replace(qtbot, speaking)
    window = RollLogWindow(speaking)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait(50)
    view = window.view.tableView
    model = view.model()
    metrics = view.fontMetrics()
    for row in (0, 1):  # the replacement, the catch
        index = model.index(row, OUTCOME_COLUMN)
        outcome = index.data()
        room = view.columnWidth(OUTCOME_COLUMN) - 8
        needed = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap, outcome)
        assert needed.height() > 2 * metrics.lineSpacing(), outcome  # elided in the column
        assert index.data(Qt.ItemDataRole.ToolTipRole) == outcome


def test_a_replacement_names_the_commander_and_the_orderly_one_a_line(qtbot, controller):
    from ba_console.gui.widgets.roll_log_view import RollLogWindow

    catch_and_replace(qtbot, controller)
    window = RollLogWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait(50)
    view = window.view.tableView
    window.view.select_row(1)  # the catch: the replacement's row is drawn unselected
    index = view.model().index(0, UNITS_COLUMN)
    commander, orderly = index.data().split("\n")
    assert (commander, orderly) == ("Oberst von Hiller (16th Brigade)", "Orderly 1 (Hiller)")
    metrics = view.fontMetrics()
    assert metrics.horizontalAdvance(commander) > view.columnWidth(UNITS_COLUMN)
    # The cell's second line as drawn: its ink ends where the orderly's name ends (the
    # commander's name wrapped there, "Brigade)…", ended far sooner).
    rect = view.visualRect(index)
    image = view.viewport().grab(rect).toImage()
    background = QColor(image.pixel(image.width() - 3, image.height() - 3))
    second_line = range(image.height() // 2 + 1, image.height() - 2)

    def inked(x: int) -> bool:
        return any(
            abs(QColor(image.pixel(x, y)).lightness() - background.lightness()) > 60
            for y in second_line
        )

    right = max(x for x in range(image.width() - 4) if inked(x))
    left = min(x for x in range(image.width() - 4) if inked(x))
    assert abs((right - left) - metrics.horizontalAdvance(orderly)) <= 4, (left, right)
