"""The order sheet: typed by keyboard, checked against 1.1.2-1.1.5, printed blank."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from ba_console.core.orders import OrderFacts, OrderParts
from ba_console.core.phases import flatten
from ba_console.gui.models.order_sheet_model import EDIT_COLUMNS, OrderColumn, OrderSheetModel
from ba_console.gui.widgets.order_sheet import OrderSheetWidget
from tests.gui.conftest import log_typed_roll, refusals


def make_sheet(qtbot, controller) -> OrderSheetWidget:
    sheet = OrderSheetWidget()
    qtbot.addWidget(sheet)
    sheet.bind(controller)
    sheet.resize(1200, 600)
    with qtbot.waitActive(sheet):
        sheet.show()
        sheet.activateWindow()
    sheet.view.setFocus()
    return sheet


def focused():
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def type_text(qtbot, text: str) -> None:
    """Keys as the umpire types them: each goes to whatever has the focus."""
    for char in text:
        qtbot.keyClick(focused(), char)


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(), key, modifier)


def current(sheet: OrderSheetWidget) -> tuple[str, OrderColumn]:
    index = sheet.view.currentIndex()
    return sheet.model.order_row(index).unit.key, OrderColumn(index.column())


def stored(controller, unit: str):
    order = controller.game.order(controller.bound, unit)
    return order


def test_order_sheet_model_passes_the_model_tester(qtmodeltester, controller):
    model = OrderSheetModel(controller)
    model.reload()
    qtmodeltester.check(model)


def test_sheet_groups_units_under_their_immediate_commander(qtbot, controller):
    sheet = make_sheet(qtbot, controller)
    model = sheet.model
    first_group = model.index(0, 0)
    assert first_group.data().startswith("Generalmajor von Losthin (15th Brigade)")
    units = [model.index(r, 0, first_group).data() for r in range(model.rowCount(first_group))]
    assert units == ["2nd Silesian Hussars", "12-pdr Foot Battery (15th Brigade)"]
    assert sheet.ui.summaryLabel.text() == "0 of 22 units have orders"
    assert current(sheet) == ("hus-2s", OrderColumn.TEXT)


def test_the_sheet_opens_on_the_first_unit_reading_only_its_line(qtbot, controller, monkeypatch):
    """The cursor starts on the first unit that can take an order: found from the top,
    without reading every unit's line first (300 of them on a big game)."""
    sheet = make_sheet(qtbot, controller)
    read: list[object] = []
    order_row = OrderSheetModel.order_row

    def counted(model, index):
        read.append(index)
        return order_row(model, index)

    monkeypatch.setattr(OrderSheetModel, "order_row", counted)
    sheet.view.setCurrentIndex(QModelIndex())
    sheet.reload()
    assert len(read) == 1
    assert current(sheet) == ("hus-2s", OrderColumn.TEXT)


def test_orders_are_typed_by_keyboard_for_several_units(qtbot, controller):
    sheet = make_sheet(qtbot, controller)
    # Canister is a column shown only when used: the umpire shows it from the header's menu.
    sheet.set_column_shown(OrderColumn.CANISTER, True)
    # Hussars: the text, then Tab through march to / cm / rate.
    type_text(qtbot, "Fast march to Plancenoit church")
    press(qtbot, Qt.Key.Key_Tab)
    assert current(sheet) == ("hus-2s", OrderColumn.MARCH_TO)
    type_text(qtbot, "church")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "40")
    press(qtbot, Qt.Key.Key_Tab)
    assert current(sheet) == ("hus-2s", OrderColumn.RATE)
    assert isinstance(focused(), QComboBox)
    type_text(qtbot, "f")  # the combo jumps to "fast"
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: current(sheet) == ("bty-12", OrderColumn.TEXT))
    # Battery: text, then Tab across to canister and tick it with Space.
    type_text(qtbot, "Unlimber, load canister")
    shown = [c for c in EDIT_COLUMNS if not sheet.view.isColumnHidden(c)]
    for _ in range(shown.index(OrderColumn.CANISTER) - shown.index(OrderColumn.TEXT)):
        press(qtbot, Qt.Key.Key_Tab)
        if isinstance(focused(), QComboBox | QLineEdit):
            press(qtbot, Qt.Key.Key_Escape)  # leave the other cells as they are
    assert current(sheet) == ("bty-12", OrderColumn.CANISTER)
    press(qtbot, Qt.Key.Key_Space)
    press(qtbot, Qt.Key.Key_Return)
    assert current(sheet) == ("i-15", OrderColumn.TEXT)
    type_text(qtbot, "Hold the churchyard")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: stored(controller, "i-15") is not None)

    hussars = stored(controller, "hus-2s")
    assert hussars.text == "Fast march to Plancenoit church"
    assert hussars.parts == (
        {
            "part": "march",
            "to": "church",
            "distance_cm": 40,
            "rate": "fast",
            "limited": False,
            "toward_commander": False,
        },
    )
    assert hussars.status == "written"
    battery = stored(controller, "bty-12")
    assert battery.text == "Unlimber, load canister"
    assert battery.parts == ({"part": "load_canister"},)
    assert stored(controller, "i-15").text == "Hold the churchyard"
    assert sheet.ui.summaryLabel.text() == "3 of 22 units have orders"


def test_attack_target_is_completed_from_enemy_unit_names(qtbot, controller):
    sheet = make_sheet(qtbot, controller)
    view = sheet.view
    view.setCurrentIndex(sheet.model.unit_index("i-15", OrderColumn.ATTACK))
    type_text(qtbot, "Grenad")
    editor = focused()
    completer = editor.completer()
    assert completer.popup().isVisible()
    assert completer.currentCompletion() == "1/2e Grenadiers à pied"
    # Own units are not offered: only the enemy's (4.1.2).
    assert "I./15th Infantry Regiment" not in completer.model().stringList()
    # The popup has the keyboard while it shows (as on a desktop, where it grabs it).
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Return)
    assert editor.text() == "1/2e Grenadiers à pied"
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: stored(controller, "i-15") is not None)
    order = stored(controller, "i-15")
    assert order.parts == (
        {
            "part": "attack",
            "target": "1/2e Grenadiers à pied",
            "at_the_charge": False,
            "against_position": False,
        },
    )


def test_the_names_offered_for_a_target_are_read_whole(qtbot, controller):
    # The popup was as narrow as the Attack column: "1/1er Tiraille…", "1/1er Voltig…".
    sheet = make_sheet(qtbot, controller)
    sheet.view.setCurrentIndex(sheet.model.unit_index("i-15", OrderColumn.ATTACK))
    type_text(qtbot, "1/1er")
    popup = focused().completer().popup()
    assert popup.isVisible()
    names = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert "1/1er Tirailleurs de la Garde" in names
    widest = max(popup.fontMetrics().horizontalAdvance(name) for name in names)
    assert popup.viewport().width() >= widest


def test_tab_takes_the_one_name_the_popup_offers(qtbot, controller):
    # "1/2e Gren" offers one unit; Tab kept "1/2e Gren" and flagged the target to check.
    sheet = make_sheet(qtbot, controller)
    sheet.view.setCurrentIndex(sheet.model.unit_index("i-15", OrderColumn.ATTACK))
    type_text(qtbot, "1/2e Gren")
    completer = focused().completer()
    assert completer.popup().isVisible()
    # The popup has the keyboard while it shows (as on a desktop, where it grabs it).
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: stored(controller, "i-15") is not None)
    assert stored(controller, "i-15").parts[0]["target"] == "1/2e Grenadiers à pied"
    # Where several names fit, what was typed is kept as typed (and flagged).
    sheet.view.setCurrentIndex(sheet.model.unit_index("ii-15", OrderColumn.ATTACK))
    type_text(qtbot, "1/1er")
    qtbot.keyClick(focused().completer().popup(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: stored(controller, "ii-15") is not None)
    assert stored(controller, "ii-15").parts[0]["target"] == "1/1er"


def test_ctrl_d_copies_the_order_of_the_bound_before(qtbot, controller):
    parts = OrderParts.from_data({"march": {"to": "the mill", "rate": "normal"}})
    assert controller.save_order("ii-18", text="Advance on the mill", parts=parts)
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    assert controller.bound == 2
    sheet = make_sheet(qtbot, controller)
    action = sheet.addAction("same")
    action.setShortcut("Ctrl+D")
    action.triggered.connect(sheet.same_as_last_bound)
    sheet.view.setCurrentIndex(sheet.model.unit_index("ii-18", OrderColumn.TEXT))
    messages = refusals(controller)
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    copied = stored(controller, "ii-18")
    assert (copied.bound, copied.text) == (2, "Advance on the mill")
    assert copied.parts == controller.game.order(1, "ii-18").parts
    assert sheet.model.unit_index("ii-18", OrderColumn.TEXT).data() == "Advance on the mill"
    # A unit with no order last bound: nothing to copy, and it says so. (Selected alone, as
    # a click selects it: offscreen, Ctrl may still count as held and add to the selection.)
    sheet.view.selectionModel().setCurrentIndex(
        sheet.model.unit_index("i-18", OrderColumn.TEXT),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert messages == ["I./18th Infantry Regiment had no order in bound 1 to copy."]


def test_fd_unit_cannot_take_orders_and_says_why(qtbot, controller):
    controller.update_unit("i-1t", "disorder", "FD")
    sheet = make_sheet(qtbot, controller)
    index = sheet.model.unit_index("i-1t", OrderColumn.STATUS)
    assert index.data() == "FD: no orders"
    assert "in full disorder (FD): cannot take orders (1.1.2)" in index.data(
        Qt.ItemDataRole.ToolTipRole
    )
    messages = refusals(controller)
    text_cell = sheet.model.unit_index("i-1t", OrderColumn.TEXT)
    assert not sheet.model.setData(text_cell, "Rally behind the church")
    assert messages == [
        "1/1er Tirailleurs de la Garde is in full disorder (FD) and cannot take orders (1.1.2)."
    ]
    assert stored(controller, "i-1t") is None
    # The keyboard walk passes over it: Enter on the unit before goes to the unit after.
    sheet.view.setCurrentIndex(sheet.model.unit_index("bty-yg", OrderColumn.TEXT))
    press(qtbot, Qt.Key.Key_Return)
    assert current(sheet) == ("ii-1t", OrderColumn.TEXT)


def test_units_needing_an_ordering_roll_are_marked_with_the_reasons(qtbot, controller):
    controller.update_unit("ii-15", "disorder", "LD")
    sheet = make_sheet(qtbot, controller)
    model = sheet.model
    assert model.setData(model.unit_index("i-15", OrderColumn.MARCH_TO), "the church")
    assert model.unit_index("i-15", OrderColumn.STATUS).data() == "written"
    assert model.setData(
        model.unit_index("i-15", OrderColumn.FAR),
        Qt.CheckState.Checked.value,
        Qt.ItemDataRole.CheckStateRole,
    )
    assert model.setData(model.unit_index("ii-15", OrderColumn.FORMATION), "square")
    far = model.unit_index("i-15", OrderColumn.STATUS)
    assert far.data() == "ordering roll"
    assert far.data(Qt.ItemDataRole.ToolTipRole) == (
        "Needs an ordering roll (Table 17):\nmore than 30 cm from its immediate commander (1.1.3)"
    )
    formation = model.unit_index("ii-15", OrderColumn.STATUS)
    assert "changes formation while in LD or MD (1.1.3)" in formation.data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert [stored(controller, u).status for u in ("i-15", "ii-15")] == ["needs_roll"] * 2
    assert "2 ordering rolls needed" in sheet.ui.summaryLabel.text()
    # The same formation change with no disorder and no enemy near needs no roll.
    assert model.setData(model.unit_index("f-15", OrderColumn.FORMATION), "square")
    assert stored(controller, "f-15").status == "written"


def test_orders_that_break_the_rules_are_refused(qtbot, controller):
    sheet = make_sheet(qtbot, controller)
    model = sheet.model
    messages = refusals(controller)
    assert not model.setData(
        model.unit_index("i-15", OrderColumn.CANISTER),
        Qt.CheckState.Checked.value,
        Qt.ItemDataRole.CheckStateRole,
    )
    assert (
        messages[-1]
        == "Only artillery loads canister (3.4.4); I./15th Infantry Regiment is infantry."
    )
    assert model.setData(model.unit_index("i-15", OrderColumn.MARCH_TO), "the ridge")
    assert not model.setData(model.unit_index("i-15", OrderColumn.TRANSFER), "ir18")
    assert messages[-1] == (
        "I./15th Infantry Regiment: a transferred unit gets no other order that bound (1.1.5)"
    )
    assert not model.setData(
        model.unit_index("i-15", OrderColumn.AT_THE_CHARGE),
        Qt.CheckState.Checked.value,
        Qt.ItemDataRole.CheckStateRole,
    )
    assert messages[-1] == (
        "I./15th Infantry Regiment: name the target of the attack first (4.1.2)"
    )
    assert not model.setData(model.unit_index("i-15", OrderColumn.DISTANCE), "far")
    assert "whole centimetres" in messages[-1]
    assert stored(controller, "i-15").parts[0]["to"] == "the ridge"


def test_a_logged_ordering_roll_freezes_the_order(qtbot, controller):
    facts = OrderFacts(over_30cm_from_commander=True)
    parts = OrderParts.from_data({"march": {"to": "the wood"}})
    assert controller.save_order("i-18", text="into the wood", parts=parts, facts=facts)
    log_typed_roll(
        controller, "ordering", "unit", "i-18", "followed",
        [("i-18", "order_status", "needs_roll", "followed")],
    )  # fmt: skip
    sheet = make_sheet(qtbot, controller)
    assert sheet.model.unit_index("i-18", OrderColumn.STATUS).data() == "followed"
    messages = refusals(controller)
    assert not sheet.model.setData(sheet.model.unit_index("i-18", OrderColumn.TEXT), "changed")
    assert "already logged" in messages[-1]


def test_blank_order_sheets_print_to_a_pdf_file(qtbot, controller, tmp_path: Path):
    sheet = make_sheet(qtbot, controller)
    written = sheet.print_blank_sheets(tmp_path / "sheets.pdf")
    assert written == tmp_path / "sheets.pdf"
    data = written.read_bytes()
    assert data.startswith(b"%PDF")
    # One page per commander with units on the sheet (9 in the demo).
    assert (
        data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type/Page/") >= 1
    )
    from ba_console.gui.printing import blank_order_sheets_html

    html = blank_order_sheets_html(controller.order_sheet(), "Demo", 1)
    assert html.count("page-break-before") == len(controller.order_sheet()) - 1
    assert "2nd Silesian Hussars" in html


# --- room for the order as written, and the columns the umpire hides ------------------------


def test_a_40_character_order_and_the_demo_unit_names_read_whole_at_1366_by_768(qtbot, window):
    from PySide6.QtWidgets import QStyle

    text = "Screen the left flank from the church to"
    assert len(text) == 40
    assert window.controller.save_order("hus-2s", text=text)
    sheet = window.ui.orderSheet
    view = sheet.view
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1

    def shown(key: str, column: OrderColumn) -> str:
        index = sheet.model.unit_index(key, column)
        width = view.visualRect(index).width() - 2 * margin
        return view.fontMetrics().elidedText(str(index.data()), Qt.TextElideMode.ElideRight, width)

    assert shown("hus-2s", OrderColumn.TEXT) == text
    names = {unit.key: unit.name for unit in window.controller.units()}
    assert {key: shown(key, OrderColumn.UNIT) for key in names} == names


def test_the_order_texts_tooltip_shows_the_whole_order_and_last_bounds(qtbot, controller):
    assert controller.save_order("i-15", text="Hold the churchyard")
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    order = "Attack the grenadiers at the charge, then hold the churchyard wall to the last"
    assert controller.save_order("i-15", text=order)
    sheet = make_sheet(qtbot, controller)
    tip = sheet.model.unit_index("i-15", OrderColumn.TEXT).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == f"{order}\nLast bound: Hold the churchyard"


def test_rarely_used_columns_show_when_used_and_as_the_umpire_chose_them(
    qtbot, controller, tmp_path: Path
):
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    sheet = make_sheet(qtbot, controller)
    sheet.use_settings(settings)
    view = sheet.view

    def hidden() -> list[str]:
        return [column.name for column in OrderColumn if view.isColumnHidden(column)]

    assert hidden() == ["SPLIT", "FIELD_WORK", "TRANSFER", "CANISTER", "REST"]
    # An order that loads canister shows its column: nothing typed is out of sight.
    assert controller.save_order(
        "bty-12", text="Load canister", parts=OrderParts(load_canister=True)
    )
    assert not view.isColumnHidden(OrderColumn.CANISTER)
    # The header's menu shows Rest and hides Attack; Tab no longer stops at Attack.
    menu = sheet.column_menu()
    menu.findChild(QAction, "column_REST").trigger()
    menu = sheet.column_menu()
    assert menu.findChild(QAction, "column_REST").isChecked()
    menu.findChild(QAction, "column_ATTACK").trigger()
    assert hidden() == ["SPLIT", "ATTACK", "FIELD_WORK", "TRANSFER"]
    view.setCurrentIndex(sheet.model.unit_index("i-15", OrderColumn.FORMATION))
    press(qtbot, Qt.Key.Key_Tab)
    if isinstance(focused(), QComboBox | QLineEdit):
        press(qtbot, Qt.Key.Key_Escape)
    assert current(sheet) == ("i-15", OrderColumn.AT_THE_CHARGE)
    # The choice is remembered: another sheet on the same settings shows the same columns.
    again = make_sheet(qtbot, controller)
    again.use_settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert not again.view.isColumnHidden(OrderColumn.REST)
    assert again.view.isColumnHidden(OrderColumn.ATTACK)
    again.column_menu().findChild(QAction, "column_reset").trigger()
    assert not again.view.isColumnHidden(OrderColumn.ATTACK)
    assert again.view.isColumnHidden(OrderColumn.REST)


def test_same_as_last_bound_for_many_units_sums_up_in_one_message(qtbot, window):
    controller = window.controller
    for unit in ("hus-2s", "i-15", "ii-15", "bty-12", "f-15"):
        assert controller.save_order(unit, text=f"order for {unit}")
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    sheet = window.ui.orderSheet
    sheet.view.setFocus()
    qtbot.keyClick(sheet.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(sheet.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(controller.game.orders(2)) == 5
    assert window.statusBar().currentMessage() == (
        "5 orders copied from bound 1; 17 units had none to copy."
    )


def test_same_as_last_bound_says_why_an_order_was_not_copied(qtbot, window):
    # The reason (a charge 4 bounds after the last) was said and at once replaced by
    # "1 unit could not take an order", which it could: only not that charge.
    controller = window.controller
    charge = OrderParts.from_data(
        {"march": {"to": "the wood", "distance_cm": 30, "rate": "charge"}}
    )
    assert controller.save_order("hus-2s", text="charge the wood", parts=charge)
    assert controller.save_order("i-15", text="hold the village")
    with controller.game.transaction():
        controller.game.add_flag("hus-2s", "charged", set_bound=1, expires_after=5)
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    sheet = window.ui.orderSheet
    sheet.view.setFocus()
    qtbot.keyClick(sheet.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(sheet.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert [order.unit for order in controller.game.orders(2)] == ["i-15"]
    message = window.statusBar().toolTip()  # whole on hover; the bar cuts it with "…"
    assert message.startswith(
        "1 order copied from bound 1; 20 units had none to copy; 1 order not copied: "
        "2nd Silesian Hussars charged in bound 1: 4 bounds must pass"
    )


def test_an_attack_on_what_is_not_an_enemy_unit_is_flagged_but_kept(qtbot, controller):
    from ba_console.core.orders import Attack

    sheet = make_sheet(qtbot, controller)
    model = sheet.model
    church = OrderParts(attack=Attack(target="the church"))
    own = OrderParts(attack=Attack(target="II./15th Infantry Regiment"))
    by_key = OrderParts(attack=Attack(target="i-2g", at_the_charge=True))
    assert controller.save_order("i-15", text="Attack the church", parts=church)
    assert controller.save_order("i-18", text="Attack the II./15th", parts=own)
    assert controller.save_order("ii-15", text="Attack the grenadiers", parts=by_key)

    status = model.unit_index("i-15", OrderColumn.STATUS)
    assert status.data() == "check target"
    assert status.data(Qt.ItemDataRole.ToolTipRole) == (
        "Attack target is not an enemy unit: “the church” (an attack names one enemy unit, 4.1.2)"
    )
    assert model.unit_index("i-18", OrderColumn.STATUS).data() == "check target"
    # A target set by key reads as the unit's name, and an enemy unit is no warning.
    assert model.unit_index("ii-15", OrderColumn.ATTACK).data() == "1/2e Grenadiers à pied"
    assert model.unit_index("ii-15", OrderColumn.STATUS).data() == "written"
    # What the player wrote is kept as written.
    assert stored(controller, "i-15").parts[0]["target"] == "the church"
    assert stored(controller, "ii-15").parts[0]["target"] == "i-2g"


def test_a_column_that_hides_on_reload_does_not_keep_the_cursor(qtbot, controller):
    """Space in a hidden column would change the order unseen."""
    sheet = make_sheet(qtbot, controller)
    view = sheet.view
    assert controller.save_order("i-15", text="Rest", parts=OrderParts(rest=True))
    assert not view.isColumnHidden(OrderColumn.REST)
    view.setCurrentIndex(sheet.model.unit_index("i-15", OrderColumn.REST))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # unticks Rest: nothing uses the column now
    sheet.reload()  # as after any roll logged
    assert view.isColumnHidden(OrderColumn.REST)
    assert view.currentIndex().column() == OrderColumn.TEXT
    qtbot.keyClick(view, Qt.Key.Key_Space)
    parts = controller.game.order(controller.bound, "i-15").parts
    assert not any(part.get("rest") or part.get("kind") == "rest" for part in parts), parts
    assert view.isColumnHidden(OrderColumn.REST)


def test_the_print_dialog_suggests_a_file_beside_the_game(qtbot, controller, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    sheet = make_sheet(qtbot, controller)
    asked = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(
            lambda parent, caption, suggestion, filters: asked.append(suggestion) or ("", "")
        ),
    )
    assert sheet.print_blank_sheets() is None  # cancelled
    game = controller.game.path
    assert asked == [str(game.with_name(f"{game.stem}-order-sheets-bound-1.pdf"))]


def test_hidden_columns_are_shown_from_the_view_menu_without_a_mouse(qtbot, window):
    # The header's context menu needs the mouse; View › Order sheet columns (Alt+V, C)
    # holds the same ticks for the keyboard.
    from PySide6.QtWidgets import QMenu

    view = window.ui.orderSheet.view
    submenu = window.findChild(QMenu, "menuOrderColumns")
    assert submenu in [action.menu() for action in window.ui.menuView.actions()]
    assert submenu.title() == "Order sheet &columns"
    letters = [
        a.text().split("&")[1][0].lower() for a in window.ui.menuView.actions() if "&" in a.text()
    ]
    assert letters.count("c") == 1
    assert view.isColumnHidden(OrderColumn.REST)
    submenu.aboutToShow.emit()
    rest = submenu.findChild(QAction, "column_REST")
    assert not rest.isChecked()
    rest.trigger()
    assert not view.isColumnHidden(OrderColumn.REST)
    submenu.aboutToShow.emit()  # filled afresh each time it opens: one tick per column
    assert [a.objectName() for a in submenu.actions()].count("column_REST") == 1
    assert submenu.findChild(QAction, "column_REST").isChecked()
