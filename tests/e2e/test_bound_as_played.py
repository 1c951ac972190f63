"""Bounds 2 to 7 of the demo, played in the window as an umpire would: orders on the order
sheet, the movement step confirmed with Enter, Next through Table 1, the roll dialog. No
flag is ever set by hand: every rule below applies from what the umpire confirmed.

- 2.3.3: I./15th storms in bound 2; in bound 3 its attack counts "charge during last bound"
  (Table 8, −2); its storm orders of bounds 4 and 6 are refused, naming 2.3.3 (four clear
  bounds must pass); in bound 7 it may storm again.
- 2.3.2: a unit that used fast march may not fire that bound.
- 1.1.1: a unit marched through may not fire later that bound.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.orders import Attack, March, OrderParts
from ba_console.gui.dialogs.movement import MovementDialog
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.store import paths
from tests.gui.conftest import go_on_recording

STORM = OrderParts(attack=Attack(target="i-1t", at_the_charge=True))
FAST = OrderParts(march=March(to="the church", rate="fast"))


@pytest.fixture
def window(qtbot, tmp_path: Path):
    from ba_console.gui.app import build_window

    data_dir = paths.data_dir()
    data_dir.mkdir(parents=True, exist_ok=True)
    window = build_window(data_dir=data_dir)  # first start: the demo game
    qtbot.addWidget(window)
    window.confirm_leaving = go_on_recording([])  # Next goes on past open tasks
    window.confirm_new_bound = go_on_recording([])  # and starts the next bound
    window.warnings = []
    window.warn = window.warnings.append
    window.refusal_boxes = []  # a refusal too long for the status bar, said in a box
    window.refusal_box = window.refusal_boxes.append
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
    yield window
    window.close()


def next_until(qtbot, window, bound: int, phase: str) -> None:
    """F8 (Next) until the bound and phase, as the umpire steps through Table 1."""
    controller = window.controller
    for _ in range(60):
        position = controller.position()
        if position.bound == bound and position.phase == phase:
            return
        qtbot.keyClick(window, Qt.Key.Key_F8)
    raise AssertionError(f"never reached bound {bound}, {phase}")


def movement_step(qtbot, window) -> MovementDialog:
    """F9 in the movement phase opens the movement step."""
    qtbot.keyClick(window, Qt.Key.Key_F9)
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MovementDialog))
    qtbot.waitExposed(dialog)
    return dialog


def order(window, unit: str, parts: OrderParts, text: str) -> bool:
    refused: list[str] = []
    window.controller.action_refused.connect(refused.append)
    saved = window.controller.save_order(unit, text=text, parts=parts)
    window.controller.action_refused.disconnect(refused.append)
    order.refused = refused  # type: ignore[attr-defined]
    return saved


@pytest.mark.slow
def test_the_storm_wait_and_the_fire_bans_follow_from_what_the_umpire_confirmed(qtbot, window):
    controller = window.controller
    next_until(qtbot, window, 2, "ordering")
    assert order(window, "i-15", STORM, "storm the tirailleurs")
    assert order(window, "ii-15", FAST, "fast march to the church")
    next_until(qtbot, window, 2, "movement")
    step = movement_step(qtbot, window)
    # Enter confirms the chosen line as ordered and goes to the next: one key each.
    assert [line.unit for line in step.lines] == ["i-15", "ii-15"]
    qtbot.keyClick(step.table, Qt.Key.Key_Return)
    # ii-15 marched through f-15 on its way.
    step.throughCombo.setCurrentIndex(step.throughCombo.findData("f-15"))
    qtbot.mouseClick(step.addThroughButton, Qt.MouseButton.LeftButton)
    qtbot.keyClick(step.table, Qt.Key.Key_Return)
    assert all(line.confirmed for line in step.lines)
    step.close()
    rows = controller.game.rolls(kind="movement")
    assert [(r.units, r.outcome.key) for r in rows] == [
        (("i-15",), "as_ordered"),
        (("ii-15", "f-15"), "as_ordered"),
    ]

    # Bound 2, fire phase: the fast-marching unit and the one marched through may not fire.
    next_until(qtbot, window, 2, "fire")
    for unit, reason in (
        ("ii-15", "unit used fast march this bound: cannot fire (2.3.2)"),
        ("f-15", "unit was passed through this bound: cannot fire (1.1.1)"),
    ):
        dialog = RollDialog(controller, kind="fire", units=[unit, "i-1t"])
        qtbot.addWidget(dialog)
        panel = dialog.panels[0]
        assert panel.restrictionLabel.isVisibleTo(dialog)
        assert reason in panel.restrictionLabel.text()
        assert not dialog.confirmButton.isEnabled()
        dialog.close()

    # Bound 3: the stormer's attack counts "charge during last bound" (−2), by itself.
    next_until(qtbot, window, 3, "melee")
    dialog = RollDialog(controller, kind="melee", units=["i-15", "i-1t"])
    qtbot.addWidget(dialog)
    attacker = dialog.panels[0]
    assert attacker.checklist.is_ticked("t08", "charge_during_last_bound")
    assert attacker.totalLabel.text() == "Total: dice \u22122"  # the −2, and nothing else
    dialog.close()

    # Bounds 4 and 6: its storm orders are refused, naming 2.3.3.
    for bound in (4, 6):
        next_until(qtbot, window, bound, "ordering")
        assert not order(window, "i-15", STORM, "storm again")
        (refusal,) = order.refused  # type: ignore[attr-defined]
        assert "charged in bound 2" in refusal and "(2.3.3)" in refusal
        assert controller.game.order(bound, "i-15") is None

    # Bound 7: four clear bounds have passed; it may storm again.
    next_until(qtbot, window, 7, "ordering")
    assert order(window, "i-15", STORM, "storm the tirailleurs once more")
    assert controller.game.order(7, "i-15").text == "storm the tirailleurs once more"
    assert controller.game.flags("i-15") == []  # the charge of bound 2 has expired
    report = controller.game.verify()
    assert report.ok, report
