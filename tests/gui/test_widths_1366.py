"""What a long text shows of itself at 1366×768, in English and in Danish: the order
sheet's attacked unit, the roster's flags, the log's units and note. Each column gives
its text the room it needs, or at least the words that tell it apart, the rest read on
hover, without the window growing wider than the laptop's screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle

from ba_console.core.orders import Attack, OrderParts
from ba_console.gui.app import build_window
from ba_console.gui.models.order_sheet_model import OrderColumn
from tests.gui.conftest import shown


@pytest.fixture(params=["en", "da"])
def laptop(request, qtbot, demo_path, data_dir):
    """The demo game's window at 1366×768, in English, then in Danish."""
    (data_dir / "settings.ini").write_text(f"[General]\nlanguage={request.param}\n")
    window = shown(qtbot, build_window(data_dir=data_dir))
    window.confirm_leaving = lambda tasks: True
    yield window
    window.close()


def cell_shows(view, index) -> str:
    """The text a view's cell shows: its data, elided to the cell's room."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    width = view.visualRect(index).width() - 2 * margin
    return view.fontMetrics().elidedText(str(index.data()), Qt.TextElideMode.ElideRight, width)


def telling_words(name: str, others: list[str]) -> str:
    """The fewest first words of `name` that no other name begins with."""
    words = name.split(" ")
    for count in range(1, len(words) + 1):
        start = " ".join(words[:count])
        if not any(other.startswith(start) for other in others if other != name):
            return start
    return name


def test_the_attacked_unit_is_told_apart_by_whole_words_in_its_column(qtbot, laptop):
    # "1/2e Grenadi…" at 1366 px: the column cut the word that says which unit is attacked.
    sheet = laptop.ui.orderSheet
    names = {unit.key: unit.name for unit in laptop.controller.units()}
    shooters = iter(names)
    for target, name in names.items():
        attacker = next(shooters)
        parts = OrderParts(attack=Attack(target=name))
        assert laptop.controller.save_order(attacker, text="attack", parts=parts)
        index = sheet.model.unit_index(attacker, OrderColumn.ATTACK)
        assert index.data() == name, target
        shows = cell_shows(sheet.view, index)
        assert shows.startswith(telling_words(name, list(names.values()))), shows
        assert name in index.data(Qt.ItemDataRole.ToolTipRole)
    # The order as written keeps its 40 characters whole beside it.
    text = "Screen the left flank from the church to"
    assert laptop.controller.save_order("hus-2s", text=text)
    assert cell_shows(sheet.view, sheet.model.unit_index("hus-2s", OrderColumn.TEXT)) == text
