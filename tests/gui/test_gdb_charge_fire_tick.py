"""The charger's test in the Danish window after the target's defensive fire: "Tab til
forsvarsild" comes ticked by the console, its reason said in Danish on hover, and the
umpire can untick it (digest A.2, example A). The value stays the book's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.packs import load_pack
from ba_console.play.charge import model as m
from tests.gui.test_roll_dialogs import dialog_for
from tests.play.charge_helpers import Umpire, resolution


def test_the_chargers_test_comes_ticked_for_its_fire_casualties_said_in_danish(qtbot, gdb_da):
    umpire = Umpire(gdb_da.game, load_pack("general_de_brigade"))
    umpire.open()
    n = umpire.declare("i-15", "i-1t")
    resolution(umpire)
    umpire.decide(m.REACT, n, "fire")
    umpire.decide(m.HALF_MOVE, n)
    umpire.decide(m.DEFENSIVE_FIRE, n, figures_lost=2)
    dialog = dialog_for(qtbot, gdb_da, "charge_test", ["i-15"])
    item = dialog.panels[0].checklist.item("charge_test_factors", "fire_casualties")
    assert item.checkState(0) == Qt.CheckState.Checked
    assert "enheden mistede 2 figur(er) til forsvarsild under sit chok (VII)" in item.toolTip(0)
    item.setCheckState(0, Qt.CheckState.Unchecked)  # the umpire's call stands
    assert [t.key for t in dialog.panels[0].checklist.ticks()] == []
