"""The order sheet's columns keep the widths the umpire dragged them to, from one start
to the next: "2nd Coldstream Guards" in Attack, widened once, is not cut again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction

from ba_console.gui.models.order_sheet_model import OrderColumn
from tests.gui.test_order_sheet import make_sheet


def test_a_column_widened_stays_wide_at_the_next_start(qtbot, controller, tmp_path: Path):
    ini = str(tmp_path / "settings.ini")
    sheet = make_sheet(qtbot, controller)
    sheet.use_settings(QSettings(ini, QSettings.Format.IniFormat))
    usual = sheet.view.columnWidth(OrderColumn.ATTACK)
    sheet.view.header().resizeSection(OrderColumn.ATTACK, usual + 90)  # the umpire's drag

    again = make_sheet(qtbot, controller)  # the next start, on the same settings
    again.use_settings(QSettings(ini, QSettings.Format.IniFormat))
    assert again.view.columnWidth(OrderColumn.ATTACK) == usual + 90
    assert again.view.columnWidth(OrderColumn.MARCH_TO) == sheet.view.columnWidth(
        OrderColumn.MARCH_TO
    )  # the others as usual

    # Back to the usual columns: as wide as they first were, and so at the next start.
    again.column_menu().findChild(QAction, "column_reset").trigger()
    assert again.view.columnWidth(OrderColumn.ATTACK) == usual
    third = make_sheet(qtbot, controller)
    third.use_settings(QSettings(ini, QSettings.Format.IniFormat))
    assert third.view.columnWidth(OrderColumn.ATTACK) == usual
