"""The Charges dialog on a General de Brigade demo game: the umpire opens the charge phase,
declares, intercepts, answers the club's readings and walks a charge step by step from the
keyboard; refusals, questions and rulings are shown and logged; tests open the roll dialog.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLabel

from ba_console.play.charge import model as m
from tests.gui.conftest import make_gdb_game


def choose(dialog, text: str, containing: str = "") -> None:
    """Select the choice whose words start with `text` (and hold `containing`) on the line
    selected."""
    box = dialog.ui.choiceList
    rows = [box.item(i).text() for i in range(box.count())]
    matches = [i for i, row in enumerate(rows) if row.startswith(text) and containing in row]
    assert matches, rows
    box.setCurrentRow(matches[0])


def select_charge(dialog, number) -> None:
    tree = dialog.ui.chargeTree
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        if item.data(0, Qt.ItemDataRole.UserRole) == number:
            tree.setCurrentItem(item)
            return
    raise AssertionError(f"no line for {number}")


def set_combo(dialog, key: str, value: str) -> None:
    combo = dialog.fields[key]
    assert isinstance(combo, QComboBox)
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def tick_all(dialog) -> None:
    for code in list(dialog.questions):
        box = dialog.questions.get(code)
        if box is not None and not box.isChecked():
            box.setChecked(True)


def last_row(controller):
    return controller.game.rolls(newest_first=True, limit=1)[0]


def test_the_umpire_opens_the_phase_and_declares_from_the_dialog(qtbot, gdb, dialog):
    tree = dialog.ui.chargeTree
    assert tree.topLevelItem(0).text(2) == "The phase: declarations and readings"
    assert dialog.ui.stageLabel.text() == "not open: say who is phasing"
    choose(dialog, "Open the charge phase")
    # The C-in-C of each side from the roster's hierarchy: Bülow; Duhesme stands highest.
    assert dialog.fields["c_in_c.prussia"].currentData() == "buelow"
    assert dialog.fields["c_in_c.france"].currentData() == "duhesme"
    assert dialog.ui.logButton.isEnabled()
    assert dialog.log_decision()
    assert json.loads(last_row(gdb).outcome.key)["phasing"] == "prussia"
    choose(dialog, "Declare a charge of Prussian IV Corps")
    set_combo(dialog, "charger", "hus-2s")
    set_combo(dialog, "target", "i-1t")
    assert set(dialog.questions) == {"command_radius", "visible", "in_reach", "in_arc", "allowance"}
    assert not dialog.ui.logButton.isEnabled()
    assert dialog.ui.problemLabel.text().startswith("Tick it if the table shows it: the brigade")
    # Space ticks a question, from the keyboard.
    box = dialog.questions["command_radius"]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert "command_radius" in dialog._ticked
    tick_all(dialog)
    assert dialog.ui.logButton.isEnabled()
    assert dialog.ui.logsLabel.text() == (
        "The log will say: Charge declared: 2nd Silesian Hussars on 1/1er Tirailleurs de la Garde"
    )
    qtbot.keyClick(dialog.ui.logButton, Qt.Key.Key_Return)
    row = last_row(gdb)
    assert row.kind == m.CHARGE_KIND
    assert (
        row.outcome.label
        == "Charge declared: 2nd Silesian Hussars on 1/1er Tirailleurs de la Garde"
    )
    assert tree.topLevelItemCount() == 2
    assert tree.topLevelItem(1).text(2) == "2nd Silesian Hussars → 1/1er Tirailleurs de la Garde"
    assert tree.topLevelItem(1).text(3) == "declarations still open"


def test_a_refusal_is_shown_and_only_the_umpires_ruling_logs_it(qtbot, gdb, dialog):
    from tests.play.charge_helpers import Umpire

    umpire = Umpire(gdb.game, gdb.pack)
    umpire.open()
    umpire.reading("interception_reach", "charge_phase")
    number = umpire.declare("hus-2s", "i-1t")
    umpire.declared()
    dialog.refresh()
    choose(dialog, "Declare an interception")
    set_combo(dialog, "charger", "i-2g")  # infantry
    set_combo(dialog, "of", str(number))
    set_combo(dialog, "by", "pelet")
    qtbot.wait(1)  # the labels of the checks show at the next turn of the event loop
    (refusal,) = [w for w in dialog.findChildren(QLabel, "check_cavalry_only") if w.isVisible()]
    assert refusal.text() == (
        "✗ 1/2e Grenadiers à pied is not cavalry: only cavalry may intercept (a)  "
        "(VII, interception charges (digest A.3))"
    )
    assert dialog.ui.rulingCheck.isVisible()
    assert dialog.ui.problemLabel.text().endswith(
        "Log it only by the umpire's ruling (tick “umpire's ruling”)."
    )
    tick_all(dialog)
    assert not dialog.ui.logButton.isEnabled()
    dialog.ui.rulingCheck.setChecked(True)
    assert dialog.log_decision()
    row = last_row(gdb)
    assert "umpire's ruling: logged although 1/2e Grenadiers à pied is not cavalry" in row.note


def test_a_charge_is_walked_step_by_step_and_its_test_opens_the_roll_dialog(qtbot, gdb, dialog):
    choose(dialog, "Open the charge phase")
    dialog.log_decision()
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
    assert dialog.ui.chargeTree.currentItem().text(3) == "target's reaction"
    choose(dialog, "1/1er Tirailleurs de la Garde stands and fires")
    assert dialog.log_decision()
    # The charge stays selected; its next step comes first.
    assert dialog.selected_charge() == number
    assert dialog.ui.choiceList.item(0).text() == (
        "I./15th Infantry Regiment moves half the distance to 1/1er Tirailleurs de la Garde"
    )
    qtbot.keyClick(dialog.ui.choiceList, Qt.Key.Key_Return)  # nothing to ask: logged
    assert dialog.ui.choiceList.item(0).text().startswith("Defensive fire of 1/1er")
    dialog.fields["figures_lost"].setValue(2)
    assert dialog.log_decision()
    assert gdb.game.unit("i-15").figures == 34
    first = dialog.ui.choiceList.item(0).text()
    assert first == "Roll the charge test of I./15th Infantry Regiment"
    assert dialog.ui.rollButton.isEnabled() and not dialog.ui.logButton.isEnabled()
    qtbot.keyClick(dialog.ui.choiceList, Qt.Key.Key_Return)
    rolls = [d for d in dialog.findChildren(QDialog, "rollDialog") if d.isVisible()]
    assert len(rolls) == 1
    roll = rolls[0]
    assert roll.kind_key == "charge_test"
    assert roll.panels[0].unit == "i-15"
    roll.close()


def test_the_club_readings_are_answered_on_the_phase_line(qtbot, gdb, dialog):
    choose(dialog, "When must an interceptor be within charge distance")
    set_combo(dialog, "answer", "turn")
    assert dialog.log_decision()
    assert gdb.charges.session.phase().readings == {"interception_reach": "turn"}
    choose(dialog, "When must an interceptor be within charge distance")
    assert dialog.fields["answer"].currentData() == "turn"


def test_the_dialog_follows_a_roll_confirmed_elsewhere(qtbot, gdb, dialog):
    from tests.play.charge_helpers import Umpire

    umpire = Umpire(gdb.game, gdb.pack)
    umpire.open()
    number = umpire.declare("i-15", "i-1t")
    umpire.declared()
    umpire.declared()
    umpire.decide(m.REACT, number, "stand")
    umpire.decide(m.HALF_MOVE, number)
    gdb.notify_roll_logged(umpire.test("charge_test", "i-15", outcome="pass"))
    select_charge(dialog, number)
    assert dialog.ui.chargeTree.currentItem().text(3) == "target's test"


def test_f7_opens_the_charges_dialog_on_a_general_de_brigade_game(qtbot, window, data_dir):
    path = data_dir / "gdb.bagame"
    make_gdb_game(path)
    assert window.open_game(path)
    window.ui.menuRolls.aboutToShow.emit()
    assert window.actionCharges.isVisible() and window.actionCharges.isEnabled()
    window.actionCharges.trigger()
    from ba_console.gui.dialogs.charges import ChargesDialog

    (found,) = [d for d in window.findChildren(ChargesDialog) if d.isVisible()]
    assert (
        found.ui.positionLabel.text()
        == "Bound 1 · Charge phase › Charge declarations and interceptions"
    )
    found.close()


def test_a_belle_alliance_game_has_no_charges_dialog(qtbot, window):
    window.ui.menuRolls.aboutToShow.emit()
    assert not window.actionCharges.isVisible()
    window.open_charges()
    assert "no charge phase" in window.ui.statusBar.currentMessage()


def test_the_dialog_speaks_danish(qtbot, qapp, data_dir):
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
        texts = [dialog.ui.choiceList.item(i).text() for i in range(dialog.ui.choiceList.count())]
        assert texts[0] == "Åbn chokfasen"
        assert dialog.windowTitle() == "Chok"
    finally:
        controller.close_game()
        install_translations(qapp, "en")


def test_enter_on_a_choice_with_fields_goes_to_its_field_and_logs_nothing(qtbot, gdb, dialog):
    """Enter on "Defensive fire" goes to the figures lost; it does not log 0 figures."""
    from tests.play.charge_helpers import Umpire

    umpire = Umpire(gdb.game, gdb.pack)
    umpire.open()
    number = umpire.declare("i-15", "i-1t")
    umpire.declared()
    umpire.declared()
    umpire.decide(m.REACT, number, "fire")
    umpire.decide(m.HALF_MOVE, number)
    dialog.refresh()
    select_charge(dialog, number)
    rows = len(gdb.game.rolls())
    box = dialog.ui.choiceList
    assert box.item(0).text().startswith("Defensive fire of 1/1er")
    box.setFocus()
    box.setCurrentRow(0)
    qtbot.wait(1)  # the choice's fields show at the next turn of the event loop
    qtbot.keyClick(box, Qt.Key.Key_Return)
    spin = dialog.fields["figures_lost"]
    assert dialog.focusWidget() is spin
    assert len(gdb.game.rolls()) == rows  # nothing logged yet
    spin.selectAll()
    qtbot.keyClicks(spin, "3")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert last_row(gdb).outcome.label == (
        "Charge 2: 1/1er Tirailleurs de la Garde fires; I./15th Infantry Regiment loses 3 figure(s)"
    )
    assert gdb.game.unit("i-15").figures == 33


def test_after_a_logged_decision_the_next_one_comes_first(qtbot, gdb, dialog):
    """Enter, Enter opens the phase; a third Enter starts a declaration rather than open the
    phase twice. Closing the declarations goes to the first charge waiting for its step."""
    box = dialog.ui.choiceList
    box.setFocus()
    qtbot.wait(1)
    qtbot.keyClick(box, Qt.Key.Key_Return)  # to the phasing side
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # logged
    assert [r.outcome.label for r in gdb.game.rolls()] == [
        "Charge phase opened: Prussian IV Corps (Bülow) phasing, Prussian IV Corps (Bülow) "
        "has the initiative; C-in-C: General Graf Bülow von Dennewitz, Lieutenant-général "
        "Duhesme (Young Guard)"
    ]
    assert box.currentItem().text() == "Declare a charge of Prussian IV Corps (Bülow)"
    from tests.play.charge_helpers import Umpire

    number = Umpire(gdb.game, gdb.pack).declare("i-15", "i-1t")
    dialog.refresh()
    for _ in range(2):
        choose(dialog, "", containing="has declared")
        assert dialog.log_decision()
    assert gdb.charges.session.phase().stage == m.RESOLUTION
    assert dialog.selected_charge() == number
    assert box.currentItem().text() == "1/1er Tirailleurs de la Garde stands"
