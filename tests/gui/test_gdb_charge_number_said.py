"""The evening's first charge is "2" in the Charges dialog: a charge is numbered by the
log row that declared it (row 1 opened the phase), and every row of it in the log says
"Charge 2: …" (hashed, never renumbered). The number's tooltip says so, so the umpire
can tell the players why, and find the row."""

from __future__ import annotations

import pytest

from tests.gui.conftest import make_gdb_game
from tests.gui.test_charges_dialog import choose, last_row, set_combo, tick_all


@pytest.fixture
def dialog(qtbot, qapp, data_dir):
    from ba_console.gui.controller import GameController
    from ba_console.gui.dialogs.charges import ChargesDialog

    path = data_dir / "gdb.bagame"
    make_gdb_game(path)
    controller = GameController(data_dir, "en")
    controller.hold_log_check = True
    assert controller.open_game(path)
    dialog = ChargesDialog(controller)
    qtbot.addWidget(dialog)
    dialog.show()
    yield dialog
    controller.close_game()


def test_the_first_charges_number_says_it_is_its_log_row(dialog):
    choose(dialog, "Open the charge phase")
    assert dialog.log_decision()
    choose(dialog, "Declare a charge of Prussian IV Corps")
    set_combo(dialog, "charger", "i-15")
    set_combo(dialog, "target", "i-1t")
    tick_all(dialog)
    assert dialog.log_decision()
    assert last_row(dialog.controller).sequence == 2
    tree = dialog.ui.chargeTree
    first = tree.topLevelItem(1)
    assert first.text(0) == "2"
    assert first.toolTip(0) == "Charge 2: declared in log row #2; the log's rows name it so"
    assert tree.headerItem().toolTip(0) == (
        "A charge's number is the log row (#) that declared it, as the log names it"
    )
