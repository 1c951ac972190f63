"""The roll dialog from the keyboard: dice typed in full move on to what the roll lacks,
Enter goes to a missing field instead of doing nothing, walks the outcome read from the
book and confirms on its last field, Ctrl+Enter confirms from any field, Ctrl+R rolls
every role's console dice at once, and the outcome completes from what was typed before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_roll_dialogs import dialog_for, last_roll

ENTER = Qt.Key.Key_Return


def focused():
    return QApplication.focusWidget()


def panel(dialog, role: str):
    return next(p for p in dialog.panels if p.role == role)


def key(qtbot, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(), k, modifier)


def type_here(qtbot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


def test_melee_attacker_dice_move_on_to_the_defenders_then_to_the_outcome(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    attacker, defender = panel(dialog, "attacker"), panel(dialog, "defender")
    attacker.dice.edit.setFocus()
    type_here(qtbot, "65")
    assert focused() is attacker.dice.edit  # two of three dice: still typing
    type_here(qtbot, "5")
    assert focused() is defender.dice.edit
    type_here(qtbot, "123")
    assert focused() is dialog._typed_widgets[0]


def test_enter_on_a_roll_with_a_missing_field_goes_to_it(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    attacker, defender = panel(dialog, "attacker"), panel(dialog, "defender")
    attacker.dice.edit.setFocus()
    key(qtbot, ENTER)  # nothing rolled: the attacker's dice are what is missing
    assert focused() is attacker.dice.edit
    attacker.dice.set_typed("655")
    key(qtbot, ENTER)
    assert focused() is defender.dice.edit
    defender.dice.set_typed("123")
    key(qtbot, ENTER)
    assert focused() is dialog._typed_widgets[0]
    key(qtbot, ENTER)  # the outcome is still empty: Enter stays on it
    assert focused() is dialog._typed_widgets[0]
    assert game.roll_count() == 0


def test_enter_walks_the_losers_figures_and_disorder_and_confirms_on_the_last(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    panel(dialog, "attacker").dice.edit.setFocus()
    type_here(qtbot, "655")
    type_here(qtbot, "123")  # the attacker wins: the defender i-2g loses
    type_here(qtbot, "defender retreats")
    key(qtbot, ENTER)
    assert focused() is dialog._loss_spins["i-2g"]  # the loser's figures first
    type_here(qtbot, "2")
    key(qtbot, ENTER)
    assert focused() is dialog._disorder_combos["i-2g"]
    type_here(qtbot, "M")
    assert dialog._disorder_combos["i-2g"].currentData() == "MD"
    key(qtbot, ENTER)
    assert focused() is dialog._loss_spins["i-15"]  # then the winner's, if any
    key(qtbot, ENTER)
    assert game.roll_count() == 0
    key(qtbot, ENTER)  # the last field: Enter confirms
    row = last_roll(controller)
    assert row.kind == "melee" and row.outcome.label == "defender retreats"
    assert game.unit("i-2g").figures == 26 and game.unit("i-2g").disorder == "MD"


def test_ctrl_enter_confirms_from_any_field(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    dialog.panels[0].dice.edit.setFocus()
    type_here(qtbot, "356")
    type_here(qtbot, "no effect")
    key(qtbot, ENTER, Qt.KeyboardModifier.ControlModifier)
    row = last_roll(controller)
    assert row.outcome_typed and row.outcome.label == "no effect"
    assert game.unit("i-2g").figures == 28


def test_ctrl_r_rolls_every_role_at_once_then_goes_to_the_outcome(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    dialog.panels[0].dice.edit.setFocus()
    key(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert all(p.dice.is_console and p.dice.faces() for p in dialog.panels)
    assert focused() is dialog._typed_widgets[0]


def test_the_outcome_completes_from_what_was_typed_before_for_the_table(qtbot, controller):
    first = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    first.panels[0].dice.edit.setFocus()
    type_here(qtbot, "356")
    type_here(qtbot, "2 figures and LD")
    key(qtbot, ENTER, Qt.KeyboardModifier.ControlModifier)
    # Artillery fire reads the same table (12): what fire typed is offered there too.
    second = dialog_for(qtbot, controller, "artillery_fire", ["bty-12", "i-2g"])
    second.panels[0].dice.edit.setFocus()
    type_here(qtbot, "111")
    combo = second._typed_widgets[0]
    assert combo.findText("2 figures and LD") > 0
    assert focused() is combo
    type_here(qtbot, "2 f")
    assert combo.currentText() == "2 figures and LD"  # completed as typed
