"""One whole bound of the demo game played through the main window and the roll dialogs:
orders, an ordering roll, fire, melee, the end of the bound; then the chain verifies.

The demo game uses the shipped Belle Alliance pack, whose Tables 11, 12 and 17 are unset:
every outcome here is typed as read from the book, and logged as typed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.orders import Attack, March, OrderFacts, OrderParts
from ba_console.gui.dialogs.roll import RollDialog, open_roll_dialog
from ba_console.gui.widgets.roll_log_view import RollLogWindow
from ba_console.store import paths
from tests.gui.conftest import go_on_recording, verify_in_view


@pytest.fixture
def window(qtbot, tmp_path: Path):
    from ba_console.gui.app import build_window

    data_dir = paths.data_dir()
    data_dir.mkdir(parents=True, exist_ok=True)
    window = build_window(data_dir=data_dir)  # first start: the demo game
    qtbot.addWidget(window)
    window.confirm_leaving = go_on_recording([])  # Next goes on past open tasks
    window.confirm_new_bound = go_on_recording([])  # and starts the next bound
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    yield window
    window.close()


def advance_to(qtbot, window, phase: str, sub_phase: str | None = None) -> None:
    controller = window.controller
    for _ in range(20):
        position = controller.position()
        if position.phase == phase and (sub_phase is None or position.sub_phase == sub_phase):
            return
        window.ui.actionNextPhase.trigger()
    raise AssertionError(f"never reached {phase}/{sub_phase}")


def roll(qtbot, window, kind: str, units: list[str]) -> RollDialog:
    dialog = open_roll_dialog(window.controller, window, kind=kind, units=units)
    assert dialog is not None  # it deletes itself when closed
    dialog.raise_()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def type_into(qtbot, widget, text: str) -> None:
    widget.setFocus()
    qtbot.keyClicks(widget, text)


@pytest.mark.slow
def test_one_bound_through_the_gui_then_the_chain_verifies(qtbot, window):
    controller = window.controller
    game = controller.game
    assert controller.position().bound == 1

    # Orders as read from the paper sheets: i-15 forms square far from its commander
    # (needs an ordering roll, 1.1.3); ii-15 marches to attack i-2g at the charge.
    assert controller.save_order(
        "i-15",
        text="form square by the church",
        parts=OrderParts(formation="square"),
        facts=OrderFacts(over_30cm_from_commander=True),
    )
    assert controller.save_order(
        "ii-15",
        text="attack the grenadiers at the charge",
        parts=OrderParts(
            march=March(to="the grenadiers", distance_cm=20, rate="charge"),
            attack=Attack(target="i-2g", at_the_charge=True),
        ),
    )
    assert game.order(1, "i-15").status == "needs_roll"

    # Ordering rolls (Table 17: result unset in the shipped pack).
    advance_to(qtbot, window, "ordering", "ordering_rolls")
    dialog = roll(qtbot, window, "ordering", ["i-15"])
    type_into(qtbot, dialog.panels[0].dice.edit, "455")
    outcome = dialog._typed_widgets[0]
    outcome.setCurrentIndex(outcome.findData("order_followed"))
    qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)
    assert game.order(1, "i-15").status == "followed"

    # Fire phase: i-15 fires at the 1/1er Tirailleurs (Table 12 unset: read the book).
    advance_to(qtbot, window, "fire")
    dialog = roll(qtbot, window, "fire", ["i-15", "i-1t"])
    type_into(qtbot, dialog.panels[0].dice.edit, "426")
    type_into(qtbot, dialog._typed_widgets[0], "1 figure lost")
    dialog._loss_spins["i-1t"].setValue(1)
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    assert game.unit("i-1t").figures == 25

    # Melee phase: ii-15 against i-2g at the charge, console dice (Ctrl+R). The written
    # order names the defender and the charge: the dialog opens on them.
    advance_to(qtbot, window, "melee", "melee")
    dialog = roll(qtbot, window, "melee", ["ii-15"])
    assert [panel.unit for panel in dialog.panels] == ["ii-15", "i-2g"]
    assert dialog.panels[0].chargeCheck.isChecked()
    assert dialog.panels[0].checklist.is_ticked("t08", "attack_at_the_charge")
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert all(panel.dice.is_console for panel in dialog.panels)
    type_into(qtbot, dialog._typed_widgets[0], "defender retreats")
    disorder = dialog._disorder_combos["i-2g"]
    disorder.setCurrentIndex(disorder.findData("MD"))
    # On the outcome's fields Enter walks on; Ctrl+Enter confirms from any of them.
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    assert game.unit("i-2g").disorder == "MD"
    assert {f.key for f in game.flags("ii-15")} == {"attacked"}

    # End of bound, and on into bound 2.
    advance_to(qtbot, window, "end_of_bound")
    window.ui.actionNextPhase.trigger()
    assert controller.position().bound == 2

    # Moving on from End of bound seals bound 1 for the players, then bound 2 begins.
    kinds = [r.kind for r in game.rolls()]
    assert kinds == ["ordering", "fire", "melee", "seal", "bound_started"]
    assert game.rolls(kind="seal")[0].bound == 1
    assert all(r.outcome_typed for r in game.rolls(kind="fire") + game.rolls(kind="melee"))
    assert game.rolls(kind="melee")[0].sides[0].dice_source == "console"

    # The log viewer shows the bound and verifies the chain.
    window.ui.actionRollLog.trigger()
    (log_window,) = [w for w in window.findChildren(RollLogWindow) if w.isVisible()]
    view = log_window.view
    assert view.model.rowCount() == 5
    assert view.model.roll(0).kind == "bound_started"
    assert verify_in_view(qtbot, view)
    assert view.chainLabel.text().startswith("OK: 5 rolls")
    assert game.verify().ok
