"""The roll dialog logs what the umpire saw, once, and is not dropped without a word.

From a QA pass (/work/gen/qa, F01, F02, F10): a quick double Enter logged a typed roll twice;
a dialog left open while the roster changed logged effects it never showed (and left out a
factor the roster now called for); closing the window or opening another game dropped a
roll ready to confirm without a question. Each test fails on the code before the fix.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.gui.dialogs.roll import RollDialog, open_roll_dialog
from ba_console.gui.labels import effect_label
from ba_console.store import paths
from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.gui.conftest import TEST_SEED

CHANGED_MESSAGE = "The roster changed since these effects were shown: check them and confirm again."


def shown_dialog(qtbot, controller, kind: str, units: list[str]) -> RollDialog:
    dialog = RollDialog(controller, kind=kind, units=units)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


def ready_fire(dialog: RollDialog, target: str, loss: int, dice: str = "356") -> RollDialog:
    """A fire roll on the shipped pack, ready to confirm: dice typed, the outcome typed
    from the book and `loss` figures lost entered for the target."""
    panel = dialog.panels[0]
    assert panel.select_target(target)
    panel.dice.set_typed(dice)
    for combo in dialog._typed_widgets:
        combo.setEditText("3 figures")
    dialog._loss_spins[target].setValue(loss)
    assert dialog.confirmButton.isEnabled()
    return dialog


def shown_effects(dialog: RollDialog) -> list[str]:
    return [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]


def fire_rows(controller) -> list:
    return [r for r in controller.game.rolls() if r.kind == "fire"]


def logged_effects(row) -> list[tuple]:
    return [(e.unit, e.what, e.from_, e.to) for e in row.effects]


# --- F01: one confirm, one row ----------------------------------------------------------------


def test_enter_pressed_twice_in_a_row_logs_the_roll_once(qtbot, controller):
    dialog = ready_fire(shown_dialog(qtbot, controller, "fire", ["ii-15"]), "i-2g", 3)
    edit = dialog.panels[0].dice.edit
    edit.setFocus()
    # The second press was already queued when the first one confirmed and hid the dialog.
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert len(fire_rows(controller)) == 1
    assert controller.game.unit("i-2g").figures == 25  # 28, 3 lost once
    assert controller.game.unit("i-2g").valour == 0
    # A confirmed roll's fields and buttons take no more input.
    assert not dialog.confirmButton.isEnabled() and not dialog.confirmNextButton.isEnabled()
    assert not edit.isEnabled()


def test_confirm_clicked_twice_logs_the_roll_once(qtbot, controller):
    dialog = ready_fire(shown_dialog(qtbot, controller, "fire", ["ii-15"]), "i-2g", 3)
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    dialog.confirmButton.click()  # a second click queued behind the first
    assert dialog.confirm() is None
    assert len(fire_rows(controller)) == 1
    assert controller.game.unit("i-2g").figures == 25


def test_confirm_and_next_then_enter_logs_two_distinct_rolls(qtbot, controller):
    dialog = ready_fire(shown_dialog(qtbot, controller, "fire", ["i-15"]), "i-2g", 3)
    qtbot.mouseClick(dialog.confirmNextButton, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "Roll" in dialog.ui.messageLabel.text()
    first = dialog.panels[0].unit
    assert first != "i-15"  # the next unit's roll, fresh
    ready_fire(dialog, "i-2g", 2, dice="124")
    qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)  # a double tap on the last
    rows = fire_rows(controller)
    assert [r.sides[0].unit for r in rows] == ["i-15", first]
    assert [r.sides[0].faces for r in rows] == [(3, 5, 6), (1, 2, 4)]
    assert controller.game.unit("i-2g").figures == 23  # 28 − 3 − 2
    assert not dialog.isVisible()


# --- F02: what is logged is what was shown --------------------------------------------------


def test_another_roll_on_the_shown_unit_updates_the_effects_beside_confirm(qtbot, controller):
    a = ready_fire(shown_dialog(qtbot, controller, "fire", ["ii-15"]), "i-2g", 3)
    assert "1/2e Grenadiers à pied: figures 28 → 25" in shown_effects(a)
    b = ready_fire(shown_dialog(qtbot, controller, "fire", ["i-15"]), "i-2g", 4)
    assert b.confirm() is not None  # 28 → 24

    # A follows the roster at once: the effects it would log.
    shown = shown_effects(a)
    assert "1/2e Grenadiers à pied: figures 24 → 21" in shown
    qtbot.keyClick(a.panels[0].dice.edit, Qt.Key.Key_Return)
    row = fire_rows(controller)[-1]
    assert row.sides[0].unit == "ii-15"
    assert ("i-2g", "figures", 24, 21) in logged_effects(row)
    # Every effect logged was beside Confirm when Enter was pressed, and only those.
    names = controller.game.names()
    assert [effect_label(e, names) for e in row.effects] == shown[: len(row.effects)]


def test_effects_changed_unseen_are_shown_first_and_logged_on_the_second_enter(qtbot, controller):
    a = ready_fire(shown_dialog(qtbot, controller, "fire", ["ii-15"]), "i-2g", 3)
    shown_before = shown_effects(a)
    assert "1/2e Grenadiers à pied: figures 28 → 25" in shown_before
    # A change the dialog was not told about (as if a signal were missed).
    controller.blockSignals(True)
    try:
        assert controller.update_unit("i-2g", "figures", 24)
    finally:
        controller.blockSignals(False)
    assert shown_effects(a) == shown_before

    qtbot.keyClick(a.panels[0].dice.edit, Qt.Key.Key_Return)  # on the old effects

    assert fire_rows(controller) == []  # not logged: never shown
    assert a.isVisible()
    assert a.ui.messageLabel.text() == CHANGED_MESSAGE
    assert "1/2e Grenadiers à pied: figures 24 → 21" in shown_effects(a)
    qtbot.keyClick(a.panels[0].dice.edit, Qt.Key.Key_Return)  # on what is shown now
    (row,) = fire_rows(controller)
    assert ("i-2g", "figures", 24, 21) in logged_effects(row)
    assert controller.game.unit("i-2g").figures == 21


def test_a_roster_correction_while_a_melee_is_open_is_ticked_and_logged(qtbot, controller):
    dialog = shown_dialog(qtbot, controller, "melee", ["i-15", "i-2g"])
    defender = next(p for p in dialog.panels if p.role == "defender")
    assert " · ordered · " in defender.stateLabel.text()
    assert not defender.checklist.is_ticked("t08", "slight_disorder_sd")

    # The umpire sees the defender is shaken and corrects it in the roster.
    assert controller.update_unit("i-2g", "disorder", "LD")

    assert " · LD · " in defender.stateLabel.text()  # its state line follows
    assert defender.checklist.is_ticked("t08", "slight_disorder_sd")
    for panel in dialog.panels:
        panel.dice.set_typed("356")
    for combo in dialog._typed_widgets:
        combo.setEditText("attacker repulsed")
    # An outcome typed with no change to the roster: Ctrl+Enter confirms it as it is.
    qtbot.keyClick(
        dialog.panels[0].dice.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    (row,) = [r for r in controller.game.rolls() if r.kind == "melee"]
    logged = next(side for side in row.sides if side.role == "defender")
    assert "slight_disorder_sd" in [f.key for f in logged.factors]


def test_an_unticked_roster_factor_stays_unticked_when_another_unit_changes(qtbot, controller):
    """The umpire's own ruling on a tick survives a roster change that does not touch it."""
    dialog = shown_dialog(qtbot, controller, "melee", ["i-15", "i-2g"])
    assert controller.update_unit("i-2g", "disorder", "LD")
    defender = next(p for p in dialog.panels if p.role == "defender")
    assert defender.checklist.is_ticked("t08", "slight_disorder_sd")
    defender.checklist.set_ticked("t08", "slight_disorder_sd", False)  # the umpire's ruling
    assert controller.update_unit("ii-15", "figures", 30)  # a unit the dialog does not show
    assert not defender.checklist.is_ticked("t08", "slight_disorder_sd")


# --- F10: a roll ready to confirm is asked about ----------------------------------------------


@pytest.fixture
def other_game(data_dir: Path) -> Path:
    path = paths.games_dir(data_dir) / "other.bagame"
    create_demo(path, seed=TEST_SEED).close()
    return path


def typed_fire(window) -> RollDialog:
    dialog = open_roll_dialog(window.controller, window, kind="fire", units=["ii-15"])
    return ready_fire(dialog, "i-2g", 3)


def keep_recording(window, answer: bool) -> list[str]:
    asked: list[str] = []
    window.confirm_discard_roll = lambda roll: asked.append(roll) or answer
    return asked


def test_closing_the_window_asks_about_a_roll_ready_to_confirm_and_keep_stays(qtbot, window):
    # Not asked about: a roll confirmed, a roll cancelled (each closing, not yet freed).
    confirmed = typed_fire(window)
    qtbot.keyClick(confirmed.panels[0].dice.edit, Qt.Key.Key_Return)
    typed_fire(window).reject()
    dialog = typed_fire(window)
    asked = keep_recording(window, answer=False)  # the umpire keeps it
    assert not window.close()
    assert len(asked) == 1  # the roll still being made, and only that one
    assert "Fire" in asked[0] and "II./15th Infantry Regiment" in asked[0]
    assert "1/2e Grenadiers à pied" in asked[0]
    assert window.isVisible() and dialog.isVisible()
    assert window.controller.game is not None
    qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)  # and it can still be logged
    assert len(fire_rows(window.controller)) == 2


def test_opening_another_game_asks_about_an_outcome_typed_and_discard_goes_on(
    qtbot, window, other_game
):
    # A dialog with nothing typed closes without a question, as before.
    open_roll_dialog(window.controller, window, kind="fire", units=["i-15"])
    dialog = open_roll_dialog(window.controller, window, kind="fire", units=["ii-15"])
    dialog.roll_console_dice()  # the console's dice (the next dialog would show them again)
    assert dialog._typed_widgets
    for combo in dialog._typed_widgets:  # and the outcome read from the book, typed
        combo.setEditText("3 figures")
    asked = keep_recording(window, answer=False)
    first = window.controller.game.path
    assert not window.open_game(other_game)
    assert len(asked) == 1 and window.controller.game.path == first

    asked = keep_recording(window, answer=True)  # now the umpire lets it go
    assert window.open_game(other_game)
    assert len(asked) == 1 and window.controller.game.path == other_game
    qtbot.waitUntil(lambda: not window.findChildren(RollDialog), timeout=2000)
    with Game.open(first, read_only=True) as game:
        assert game.roll_count() == 0
