"""General de Brigade's orders step: orders are written per brigade (rules digest B.1, the
turn sequence; A.6, a brigade's Move order), and Open tasks counts the brigades of which
no unit has an order yet, as Belle Alliance's 1a counts its units without an order. It said
"Nothing open" while none of the 22 units had one."""

from __future__ import annotations

import pytest

from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_phase_tracker import make_tracker, tasks_shown


@pytest.fixture(params=["en", "da"])
def gdb_orders(request, qapp, data_dir):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    install_translations(qapp, request.param)  # English again after the test (conftest)
    path = data_dir / "gdb.bagame"
    game = create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED)
    game.set_phase(1, "orders")
    game.close()
    controller = GameController(data_dir, request.param)
    controller.hold_log_check = True
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_the_orders_step_counts_the_brigades_without_an_order(qtbot, gdb_orders):
    controller = gdb_orders
    said = {
        "en": ("{n} brigades without an order", "Nothing open: go on with Next (F8)."),
        "da": ("{n} brigader uden ordre", "Intet åbent: gå videre med Næste (F8)."),
    }[controller.language]
    tracker = make_tracker(qtbot, controller)
    groups = [g for g in controller.order_sheet() if g.rows]
    assert tasks_shown(tracker) == [said[0].format(n=len(groups))]
    # One unit's order is its brigade's: the 15th IR's three battalions need no other.
    assert controller.save_order("i-15", text="advance on Plancenoit")
    assert tasks_shown(tracker) == [said[0].format(n=len(groups) - 1)]
    for group in groups:
        if group.key != "ir15":
            assert controller.save_order(group.rows[0].unit.key, text="hold")
    assert tasks_shown(tracker) == [said[1]]
