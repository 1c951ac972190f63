"""What is being typed in a cell, Enter not yet pressed, is written before the window closes,
the game changes, the bound moves on or a roll reads the order: nothing typed is lost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.models.roster_model import RosterColumn
from ba_console.store.game import Game


def start_typing_an_order(qtbot, window, unit: str, text: str) -> QLineEdit:
    sheet = window.ui.orderSheet
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.TEXT))
    qtbot.keyClick(sheet.view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    qtbot.keyClicks(editor, text)
    return editor


def test_an_order_half_typed_is_kept_when_the_window_closes(qtbot, window):
    path = window.controller.game.path
    start_typing_an_order(qtbot, window, "hus-2s", "Charge the square")
    window.close()
    with Game.open(path, read_only=True) as game:
        assert game.order(1, "hus-2s").text == "Charge the square"


def test_an_order_half_typed_is_counted_and_kept_when_next_is_pressed(qtbot, window):
    controller = window.controller
    start_typing_an_order(qtbot, window, "hus-2s", "Hold")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F8)
    assert controller.game.order(1, "hus-2s").text == "Hold"
    # Next asked about the units still without an order: the one typed was not among them.
    assert window.questions == [["21 units without an order"]]


def test_a_roster_value_being_typed_is_kept_when_another_game_is_opened(qtbot, window, tmp_path):
    controller = window.controller
    path = controller.game.path
    roster = window.ui.rosterPanel
    tree = roster.ui.rosterTree
    index = roster.proxy.mapFromSource(roster.model.unit_index("i-15", RosterColumn.FIGURES))
    tree.setFocus()
    tree.setCurrentIndex(index)
    qtbot.keyClick(tree, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "30")
    assert window.close_game()
    with Game.open(path, read_only=True) as game:
        assert game.unit("i-15").figures == 30


def test_a_value_refused_as_next_is_pressed_keeps_the_bound_and_its_message(qtbot, window):
    controller = window.controller
    sheet = window.ui.orderSheet
    sheet.set_column_shown(OrderColumn.DISTANCE, True)
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index("hus-2s", OrderColumn.DISTANCE))
    qtbot.keyClick(sheet.view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, "far")  # not a distance in cm
    qtbot.keyClick(editor, Qt.Key.Key_F8)
    assert controller.position().sub_phase == "issuing_orders"  # Next waited
    message = window.ui.statusBar.currentMessage()
    assert message == "2nd Silesian Hussars: the distance must be whole centimetres, not far"
