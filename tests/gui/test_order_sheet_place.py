"""Reopened, a game's order sheet is where the umpire left it: the cursor on the unit it was
on when the game was closed, in this window or the next start's, each game its own."""

from __future__ import annotations

from ba_console.gui.app import build_window
from ba_console.gui.models.order_sheet_model import UNIT_KEY_ROLE, OrderColumn


def current_unit(window) -> str | None:
    return window.ui.orderSheet.view.currentIndex().data(UNIT_KEY_ROLE)


def put_cursor_on(window, position: int) -> str:
    """The cursor on the sheet's `position`-th unit (not the first); its key."""
    sheet = window.ui.orderSheet
    unit = window.controller.units()[position].key
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.TEXT))
    assert current_unit(window) == unit
    return unit


def test_a_reopened_game_has_the_cursor_on_the_unit_it_was_on(qtbot, window, demo_path):
    first = current_unit(window)
    unit = put_cursor_on(window, 5)
    assert unit != first
    window.controller.close_game()
    assert current_unit(window) is None
    assert window.controller.open_game(demo_path)
    assert current_unit(window) == unit


def test_the_next_start_opens_where_the_last_one_closed(qtbot, window, demo_path, data_dir):
    unit = put_cursor_on(window, 7)
    window.close()  # as the umpire quits: the layout saved, the game closed
    again = build_window(data_dir=data_dir)
    qtbot.addWidget(again)
    assert again.controller.info.path == str(demo_path)
    assert current_unit(again) == unit


def test_a_unit_gone_since_leaves_the_cursor_on_the_first(qtbot, window, demo_path):
    first = current_unit(window)
    unit = put_cursor_on(window, 5)
    window.controller.close_game()
    # The place kept names a unit this game no longer has (another copy of the game).
    settings = window.settings
    places = settings.value("orderSheet/lastUnits")
    settings.setValue("orderSheet/lastUnits", [p.replace(unit, "no_such_unit") for p in places])
    assert window.controller.open_game(demo_path)
    assert current_unit(window) == first


def shown_at_laptop_size(qtbot, window) -> None:
    window.resize(1366, 768)
    with qtbot.waitSignal(window.shown_on_screen, timeout=10_000):
        window.show()
    qtbot.wait(20)  # the turns of the event loop after the first frame


def on_screen(window) -> bool:
    view = window.ui.orderSheet.view
    return view.viewport().rect().contains(view.visualRect(view.currentIndex()))


def test_the_next_start_shows_the_sheet_from_its_top_when_the_unit_is_on_it(
    qtbot, window, data_dir
):
    """A unit near the top kept from last time: the sheet opens at its top, the first
    brigade's line in view, not scrolled down to put the unit first."""
    unit = put_cursor_on(window, 1)
    window.close()
    again = build_window(data_dir=data_dir)
    qtbot.addWidget(again)
    shown_at_laptop_size(qtbot, again)
    assert current_unit(again) == unit and on_screen(again)
    assert again.ui.orderSheet.view.verticalScrollBar().value() == 0


def test_the_next_start_scrolls_to_a_unit_below_the_fold(qtbot, window, data_dir):
    unit = put_cursor_on(window, len(window.controller.units()) - 1)
    window.close()
    again = build_window(data_dir=data_dir)
    qtbot.addWidget(again)
    shown_at_laptop_size(qtbot, again)
    assert current_unit(again) == unit and on_screen(again)
    assert again.ui.orderSheet.view.verticalScrollBar().value() > 0
