"""A unit added by mistake (a wrong brigade, a name typed twice) and used since (an order
written) is taken off the roster from its row's menu, with the umpire's reason, which the
journal keeps and verify proves; Ctrl+Z puts it back with its order. A unit the log names
in a roll stays on record: its menu marks it removed (0 figures) instead, and taking it off
is refused with that reason."""

from __future__ import annotations

import json

from tests.gui.conftest import log_typed_roll, refusals
from tests.gui.test_roster_staff import menu_action

LATE = {"name": "Late Hussars", "side": "prussia", "arm": "cavalry", "type": "light",
        "figures": 24}  # fmt: skip


def test_a_unit_added_by_mistake_and_given_an_order_is_taken_off_and_put_back(qtbot, window):
    controller = window.controller
    panel = window.ui.rosterPanel
    panel.ask_take_off_reason = lambda name: "typed twice: the 2nd Silesian Hussars"
    panel.add_entry("unit", dict(LATE))
    controller.save_order("late-hussars", text="march to the mill")
    assert controller.game.order(controller.bound, "late-hussars") is not None

    menu_action(window, "late-hussars", "Take off the roster…").trigger()

    keys = [unit.key for unit in controller.game.units()]
    assert "late-hussars" not in keys
    assert panel.view_index("i-15", 0).isValid()
    assert controller.game.order(controller.bound, "late-hussars") is None
    sheet = [row.unit.key for group in controller.order_sheet() for row in group.rows]
    assert "late-hussars" not in sheet
    assert window.statusBar().currentMessage() == (
        "Late Hussars was taken off the roster (typed twice: the 2nd Silesian Hussars)."
    )
    conn = controller.game._file.db.conn
    kind, record = conn.execute(
        "SELECT kind, record FROM state_log ORDER BY entry DESC LIMIT 1"
    ).fetchone()
    assert kind == "unit_taken_off"
    assert json.loads(record)["reason"] == "typed twice: the 2nd Silesian Hussars"
    assert controller.game.verify().ok

    window.ui.actionUndo.trigger()
    assert controller.game.unit("late-hussars").figures == 24
    assert controller.game.order(controller.bound, "late-hussars").text == "march to the mill"
    assert controller.game.verify().ok
    window.ui.actionRedo.trigger()
    assert "late-hussars" not in [unit.key for unit in controller.game.units()]
    assert controller.game.verify().ok


def test_a_unit_the_log_names_is_marked_removed_not_taken_off(qtbot, window):
    controller = window.controller
    messages = refusals(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    log_typed_roll(controller, "fire", "firer", "late-hussars", "book: no effect")
    (sequence,) = controller.game.logged_rolls("late-hussars")

    assert not controller.take_off("late-hussars", "typed twice")
    assert messages[-1] == (
        f"Late Hussars stays on the roster: the log names it in #{sequence}, which a dispute "
        "reads. Mark it removed (0 figures) instead."
    )
    menu_action(window, "late-hussars", "Mark removed (0 figures)…").trigger()
    assert controller.game.unit("late-hussars").figures == 0
    row = controller.game.rolls(kind="adjustment")[-1]
    assert [(e.what, e.from_, e.to) for e in row.effects] == [("figures", 24, 0)]
    assert row.note == "miscounted"  # the reason the umpire gave
    assert controller.game.verify().ok


def test_a_unit_another_order_attacks_is_not_taken_off(qtbot, window):
    # Taken off, the unit would leave an order attacking a unit no longer there.
    from ba_console.core.orders import OrderParts

    controller = window.controller
    messages = refusals(controller)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    attack = OrderParts.from_data({"attack": {"target": "late-hussars"}})
    assert controller.save_order("i-1t", text="attack the hussars", parts=attack)

    assert not controller.take_off("late-hussars", "typed twice")
    assert messages[-1] == (
        "Late Hussars stays on the roster: the order of 1/1er Tirailleurs de la Garde "
        "attacks it. Change that order first."
    )
    assert "late-hussars" in [unit.key for unit in controller.game.units()]
    assert controller.save_order("i-1t", text="hold", parts=OrderParts())
    assert controller.take_off("late-hussars", "typed twice")
    assert "late-hussars" not in [unit.key for unit in controller.game.units()]
    assert controller.game.verify().ok
