"""A tired umpire presses Ctrl+Z three times to take back three edits. When Undo must keep
the last one (a unit the log names since, or one another unit's order attacks), it says so
and why, and that step leaves Undo: the next Ctrl+Z takes back the edit before it. Before,
the kept step stayed on top and every Ctrl+Z repeated the same refusal: no earlier edit
could be undone until the game was changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ba_console.core.orders import OrderParts
from ba_console.gui.app import build_window
from tests.gui.conftest import log_typed_roll, refusals, shown
from tests.gui.test_roster_take_off import LATE

GUARD = "1/1er Tirailleurs de la Garde"  # i-1t in the demo


def ctrl_z(window) -> str:
    """Ctrl+Z as the umpire presses it; what the status bar says then."""
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    return window.statusBar().currentMessage()


def keys(controller) -> list[str]:
    return [unit.key for unit in controller.game.units()]


def two_edits(controller) -> tuple[str, int]:
    """A correction of i-15's figures and an order of i-1t: the two edits before the one
    kept. The name of i-15, and its figures before the correction."""
    unit = controller.game.unit("i-15")
    assert controller.update_unit("i-15", "figures", unit.figures - 2, "miscounted")
    assert controller.save_order("i-1t", text="hold the farm", parts=OrderParts())
    return unit.name, unit.figures


def test_three_ctrl_z_undo_the_two_edits_before_a_unit_the_log_names(qtbot, window):
    controller = window.controller
    name, figures = two_edits(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    log_typed_roll(controller, "fire", "firer", "late-hussars", "book: no effect")
    assert window.ui.actionUndo.text() == "&Undo new unit Late Hussars"

    assert ctrl_z(window) == (
        "Undo keeps Late Hussars: the game has used it since it was added (a roll, an order, "
        "or a commander or unit under it)."
    )
    assert "late-hussars" in keys(controller)
    assert window.ui.actionUndo.text() == f"&Undo order of {GUARD}"
    assert ctrl_z(window) == f"Undone: order of {GUARD}"
    assert controller.game.order(controller.bound, "i-1t") is None
    assert ctrl_z(window) == f"Undone: correction of {name} (figures)"
    assert controller.game.unit("i-15").figures == figures
    assert "late-hussars" in keys(controller)  # kept all along, as said
    assert controller.game.verify().ok


def test_ctrl_z_goes_past_a_unit_another_order_attacks(qtbot, window):
    controller = window.controller
    messages = refusals(controller)
    name, figures = two_edits(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    attack = OrderParts.from_data({"attack": {"target": "late-hussars"}})
    assert controller.save_order("i-15", text="attack the hussars", parts=attack)
    # A roll under the order: the order's step leaves Undo, which reaches the adding.
    log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect")

    ctrl_z(window)
    assert messages[-1].startswith(f"Undo keeps the order of {name}:")
    assert ctrl_z(window) == f"Undo keeps Late Hussars: the order of {name} attacks it."
    assert "late-hussars" in keys(controller)
    assert ctrl_z(window) == f"Undone: order of {GUARD}"
    assert ctrl_z(window) == f"Undone: correction of {name} (figures)"
    assert controller.game.unit("i-15").figures == figures
    order = controller.game.order(controller.bound, "i-15")
    assert order is not None and order.text == "attack the hussars"
    assert controller.game.verify().ok


def ctrl_shift_z(window) -> str:
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, Qt.Key.Key_Z, modifiers)
    return window.statusBar().currentMessage()


def test_redo_after_it_does_the_two_edits_again_named_in_the_menu(qtbot, window):
    """The kept adding was never undone: Redo has nothing of it, and does the two edits
    again, the Edit menu naming each."""
    controller = window.controller
    name, figures = two_edits(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    log_typed_roll(controller, "fire", "firer", "late-hussars", "book: no effect")
    for _ in range(3):
        ctrl_z(window)
    assert not window.ui.actionUndo.isEnabled()
    assert window.ui.actionRedo.text() == f"&Redo correction of {name} (figures)"
    assert ctrl_shift_z(window) == f"Redone: correction of {name} (figures)"
    assert controller.game.unit("i-15").figures == figures - 2
    assert window.ui.actionRedo.text() == f"&Redo order of {GUARD}"
    assert ctrl_shift_z(window) == f"Redone: order of {GUARD}"
    assert controller.game.order(controller.bound, "i-1t").text == "hold the farm"
    assert not window.ui.actionRedo.isEnabled()
    assert window.ui.actionUndo.text() == f"&Undo order of {GUARD}"
    assert "late-hussars" in keys(controller)
    assert controller.game.verify().ok


@pytest.fixture
def danish_window(qtbot, demo_path, data_dir):
    """The demo in Danish, shown at the laptop's width: a refusal wider than the status bar
    would open a box (`refusal_box`), which takes the next Ctrl+Z: recorded here."""
    (data_dir / "settings.ini").write_text("[General]\nlanguage=da\n")
    window = shown(qtbot, build_window(data_dir=data_dir))
    yield window
    window.close()


def test_the_danish_umpire_reads_it_all_in_danish(qtbot, danish_window):
    window, controller = danish_window, danish_window.controller
    name, _ = two_edits(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    log_typed_roll(controller, "fire", "firer", "late-hussars", "book: no effect")
    assert window.ui.actionUndo.text() == "&Fortryd ny enhed Late Hussars"
    assert ctrl_z(window) == (
        "Fortryd beholder Late Hussars: spillet har brugt den, siden den blev tilføjet (et "
        "kast, en ordre eller en chef eller enhed under den)."
    )
    assert window.ui.actionUndo.text() == f"&Fortryd ordre for {GUARD}"
    assert ctrl_z(window) == f"Fortrudt: ordre for {GUARD}"
    assert ctrl_z(window) == f"Fortrudt: rettelse af {name} (figurer)"
    assert window.ui.actionRedo.text() == f"&Gentag rettelse af {name} (figurer)"
    assert ctrl_shift_z(window) == f"Gentaget: rettelse af {name} (figurer)"
    assert window.refusal_boxes == []  # said whole in the bar: no box took a Ctrl+Z
