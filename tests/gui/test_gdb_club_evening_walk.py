"""A General de Brigade club evening, as its umpire walks it at 1366×768 with the keyboard
(session 26's walk): what he reads in the Charges dialog (F7) as he takes a charge through
its sequence, and the keys its tests cost."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from ba_console.play.charge import model as m
from tests.gui.conftest import make_gdb_game
from tests.gui.test_charges_dialog import choose, last_row, select_charge, set_combo, tick_all


def _charge_to_its_test(dialog, gdb) -> int:
    """Open the phase, declare I./15th on 1/1er Tirailleurs, close the declarations; the
    target stands and the charger moves half the distance: its test is next."""
    choose(dialog, "Open the charge phase")
    assert dialog.log_decision()
    choose(dialog, "Declare a charge of Prussian IV Corps")
    set_combo(dialog, "charger", "i-15")
    set_combo(dialog, "target", "i-1t")
    tick_all(dialog)
    assert dialog.log_decision()
    number = last_row(gdb).sequence
    while gdb.charges.session.phase().stage != m.RESOLUTION:
        select_charge(dialog, -1)
        choose(dialog, "", containing="has declared")
        assert dialog.log_decision()
    select_charge(dialog, number)
    choose(dialog, "1/1er Tirailleurs de la Garde stands")
    assert dialog.log_decision()
    QTest.keyClick(dialog.ui.choiceList, Qt.Key.Key_Return)  # the half move: logged
    return number


def test_the_chargers_test_costs_four_keys_and_the_next_step_reads_whole(qtbot, gdb, dialog):
    dialog.resize(1280, 700)  # as it opens on a 1366×768 laptop (fit_to_screen)
    number = _charge_to_its_test(dialog, gdb)
    box = dialog.ui.choiceList
    assert box.item(0).text() == "Roll the charge test of I./15th Infantry Regiment"
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Return)  # 1: the roll dialog, the cursor on its dice
    roll = next(d for d in dialog.findChildren(QDialog, "rollDialog") if d.isVisible())
    with qtbot.waitActive(roll):
        roll.activateWindow()
    assert roll.kind_key == "charge_test" and roll.panels[0].unit == "i-15"
    assert "2D6" in roll.panels[0].dice.sourceLabel.text()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roll.panels[0].dice.edit)
    # 2: the console's dice; the cursor goes on to the outcome read from the book.
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(QApplication.focusWidget(), "W")  # 3: the book's word, completed
    assert roll._typed_widgets[0].currentText() == "Waver"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # 4: confirmed
    assert not roll.isVisible()
    logged = last_row(gdb)
    assert (logged.kind, logged.outcome.label, logged.outcome_typed) == (
        "charge_test",
        "Waver",
        True,
    )
    # The charge's line says what comes next, and the umpire reads it whole.
    tree = dialog.ui.chargeTree
    item = next(
        tree.topLevelItem(i)
        for i in range(tree.topLevelItemCount())
        if tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == number
    )
    assert item.text(3) == "charger stopped: halt"
    # As wide as Qt needs to draw its rows unelided ("charger stopped: h…" at 135 px).
    assert tree.sizeHintForColumn(3) <= tree.columnWidth(3)
    assert tree.header().sectionPosition(3) + tree.columnWidth(3) <= tree.viewport().width()
    assert item.toolTip(3) == "charger stopped: halt"


def test_f7_is_said_as_charges_in_a_general_de_brigade_game(qtbot, window, data_dir, demo_path):
    """F7 walks the charges in a GdB game; the Rolls menu and Help › Keyboard shortcuts
    said "F7 Movement…" (with a Charges… of no key beside it). They now say Charges…, and
    a Belle Alliance game opened after it has Movement… on F7 again."""
    from ba_console.gui.dialogs.charges import ChargesDialog
    from ba_console.gui.dialogs.help import shortcut_rows

    path = data_dir / "gdb.bagame"
    make_gdb_game(path)
    assert window.open_game(path)
    qtbot.waitUntil(lambda: window.actionCharges.isVisible())  # once its pack is checked
    rows = shortcut_rows(window)
    assert ("F7", "Charges…", "Rolls") in rows
    assert not [row for row in rows if row[1] == "Movement…"]
    assert not window.ui.actionMovement.isVisible()
    QTest.keyClick(window, Qt.Key.Key_F7)
    (found,) = [d for d in window.findChildren(ChargesDialog) if d.isVisible()]
    found.close()

    assert window.open_game(demo_path)
    qtbot.waitUntil(lambda: window.ui.actionMovement.isVisible())
    rows = shortcut_rows(window)
    assert ("F7", "Movement…", "Rolls") in rows
    assert not window.actionCharges.isVisible()


@pytest.mark.parametrize("game", ["gdb", "controller"])
def test_a_new_unit_is_asked_for_valour_only_where_the_rules_keep_it(
    qtbot, monkeypatch, request, game
):
    """Roster › Add › New unit in a GdB game asked for a Valour its roster does not show
    (Belle Alliance's 5.5.1); it asks no more. A Belle Alliance game still asks."""
    from PySide6.QtWidgets import QLabel

    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog
    from tests.gui.test_roster import make_panel

    controller = request.getfixturevalue(game)
    asked: list[list[str]] = []

    def answer(dialog) -> int:
        asked.append([label.text() for label in dialog.findChildren(QLabel) if label.text()])
        dialog.nameEdit.setText("3rd Bn., 25th Line")
        return 1

    monkeypatch.setattr(RosterEntryDialog, "exec", answer)
    panel = make_panel(qtbot, controller)
    assert panel.add_entry("unit") is not None
    assert ("&Valour:" in asked[0]) is (game == "controller")
    (added,) = [u for u in controller.units() if u.name == "3rd Bn., 25th Line"]
    assert added.valour == 0


def test_the_phase_fields_fit_the_danish_dialog_at_1366(qtbot, qapp, data_dir):
    """Opening the charge phase in Danish: "Øverstkommanderende for Imperial Guard at
    Plancenoit:" pushed its field past the pane's right edge, the names and the combos'
    arrows out of sight (the pane never scrolls sideways). Each field now ends in sight."""
    from PySide6.QtCore import QPoint

    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController
    from ba_console.gui.dialogs.charges import ChargesDialog

    path = data_dir / "gdb-da.bagame"
    make_gdb_game(path)
    assert install_translations(qapp, "da")
    controller = GameController(data_dir, "da")
    controller.hold_log_check = True
    assert controller.open_game(path)
    try:
        dialog = ChargesDialog(controller)
        qtbot.addWidget(dialog)
        dialog.resize(1280, 700)  # as it opens on a 1366×768 laptop
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.ui.choiceList.currentItem().text() == "Åbn chokfasen"
        assert len(dialog.fields) == 4  # the phasing side, the initiative, two C-in-Cs
        viewport = dialog.ui.formScroll.viewport()

        def in_sight() -> bool:
            return all(
                field.mapTo(viewport, QPoint(field.width(), 0)).x() <= viewport.width()
                for field in dialog.fields.values()
            )

        # (Once laid out: the pane's scroll bar comes with the form.)
        qtbot.waitUntil(in_sight, timeout=2000)
    finally:
        controller.close_game()
        install_translations(qapp, "en")
