"""What a long text shows of itself at 1366×768, in English and in Danish: the order
sheet's attacked unit, the roster's flags, the log's units and note. Each column gives
its text the room it needs, or at least the words that tell it apart, the rest read on
hover, without the window growing wider than the laptop's screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
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


# Each language's flags of a melee: one term for both, two terms, what shows of two terms.
FLAGS_READ = {
    "en": (
        "fired, attacked (this bound)",
        "fired at (this bound), defended (to bound 2)",
        "fired at (this bound), defended",
    ),
    "da": (
        "har skudt, har angrebet (dette træk)",
        "beskudt (dette træk), har forsvaret (til træk 2)",
        "beskudt (dette træk), har forsvaret",
    ),
}


def test_a_units_flags_are_named_whole_in_the_roster(qtbot, laptop):
    # "fired (this bound), attacked (t…" after a melee: the flags' column, the roster's
    # last, had 200 px at 1366, and said "(this bound)" after each flag of the bound.
    from ba_console.gui.labels import label
    from ba_console.gui.models.roster_model import RosterColumn

    game = laptop.controller.game
    with game.transaction():
        for flag in ("fired", "attacked"):
            game.add_flag("i-15", flag, set_bound=1, expires_after=1)
        game.add_flag("i-2g", "fired_at", set_bound=1, expires_after=1)
        game.add_flag("i-2g", "defended", set_bound=1, expires_after=2)
    laptop.ui.rosterPanel.reload()
    panel = laptop.ui.rosterPanel
    tree = panel.ui.rosterTree

    def shows(key: str) -> tuple[str, str]:
        index = panel.view_index(key, RosterColumn.FLAGS)
        return cell_shows(tree, index), index.data()

    one_term, two_terms, two_terms_shown = FLAGS_READ[laptop.controller.language]
    assert shows("i-15") == (one_term, one_term)
    # Two terms: each flag's name reads whole, the last term may be cut (the Danish words
    # are longer); the tooltip says each flag whole.
    text, whole = shows("i-2g")
    assert whole == two_terms
    assert text.startswith(two_terms_shown), text
    tip = panel.view_index("i-2g", RosterColumn.FLAGS).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines()[1].startswith(label("defended"))
    # The room is the names' to spare: every unit's name still reads whole, and a
    # brigade's commander's, in bold, under his division's.
    for unit in laptop.controller.units():
        index = panel.view_index(unit.key, RosterColumn.NAME)
        assert cell_shows(tree, index) == unit.name
    commander = panel.view_index("i-15", RosterColumn.NAME).parent()
    side = commander.parent()  # his chiefs beside him: "division commander", in full
    for row in range(tree.model().rowCount(side)):
        arm = tree.model().index(row, RosterColumn.ARM, side)
        assert cell_shows(tree, arm) == arm.data()
    bold = QFontMetrics(commander.data(Qt.ItemDataRole.FontRole))
    room = tree.visualRect(commander).width() - 4  # less the cell's margins
    assert bold.horizontalAdvance(commander.data()) <= room, commander.data()
