"""The order sheet shows what the game's pack uses: Belle Alliance's ordering-roll columns
(at the charge, against the position, > 30 cm, near a formed enemy: 1.1.3, 4.1.2) in a
Belle Alliance game, none of them in a General de Brigade game, whose pack has no ordering
roll, in English or in Danish, and its columns menu does not offer them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from ba_console.gui.app import build_window
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo


def shown_headers(window) -> list[str]:
    view = window.ui.orderSheet.view
    model = view.model()
    return [
        model.headerData(column, Qt.Orientation.Horizontal)
        for column in range(model.columnCount())
        if not view.isColumnHidden(column)
    ]


def menu_titles(window) -> list[str]:
    menu = window.ui.orderSheet.column_menu()
    return [action.text().split(" — ")[0] for action in menu.actions() if action.text()]


@pytest.fixture
def gdb_window(qtbot, data_dir, request):
    (data_dir / "settings.ini").write_text(f"[General]\nlanguage={request.param}\n")
    path = data_dir / "gdb.bagame"
    create_demo(path, pack=load_pack("general_de_brigade"), data_dir=data_dir).close()
    window = build_window(path, data_dir)
    qtbot.addWidget(window)
    yield window
    window.close()


@pytest.mark.parametrize(
    ("gdb_window", "belle_alliances"),
    [("en", ["Chg", "Pos", ">30", "Foe"]), ("da", ["Stm", "Pos", ">30", "Fjd"])],
    indirect=["gdb_window"],
)
def test_a_gdb_order_sheet_shows_none_of_the_ordering_rolls_columns(gdb_window, belle_alliances):
    headers = shown_headers(gdb_window)
    assert headers[:2] in (["Unit", "Order as written"], ["Enhed", "Ordre som skrevet"])
    assert not set(belle_alliances) & set(headers)
    assert not set(belle_alliances) & set(menu_titles(gdb_window))


def test_a_belle_alliance_order_sheet_keeps_them(window):
    headers = shown_headers(window)
    assert {"Chg", "Pos", ">30", "Foe", "Status"} <= set(headers)
    assert {"Chg", "Pos", ">30", "Foe"} <= set(menu_titles(window))
