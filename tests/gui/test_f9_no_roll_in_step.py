"""F9 in a step no roll of the pack belongs to says so (session 26): General de Brigade's
"Other firing" has no fire roll in the pack (none may be invented), and F9 there opened a
Roll-off with no word; Belle Alliance's end of bound opened Reorganisation the same way.
The dialog still opens on a roll made at any time, every roll the unit can make in its list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED, step_to

NO_ROLL_EN = (
    "No roll of this pack belongs to this step; “{kind}” may be made at any time, and "
    "Roll (Alt+R) lists the pack's other rolls."
)


def f9_on(qtbot, window, unit: str) -> RollDialog:
    sheet = window.ui.orderSheet
    window.ui.centralTabs.setCurrentWidget(window.ui.orderSheetTab)
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.UNIT))
    before = set(window.findChildren(RollDialog))
    qtbot.keyClick(window, Qt.Key.Key_F9)
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    return dialog


def kinds_listed(dialog: RollDialog) -> list[str]:
    combo = dialog.ui.kindCombo
    return [combo.itemData(i) for i in range(combo.count())]


def open_gdb(window, data_dir, phase: str, sub_phase: str | None):
    path = data_dir / "gdb.bagame"
    game = create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED)
    game.set_phase(1, phase, sub_phase)
    game.close()
    assert window.controller.open_game(path)


def test_f9_in_gdbs_other_firing_says_no_roll_belongs_and_lists_every_roll(qtbot, window, data_dir):
    open_gdb(window, data_dir, "firing", None)
    dialog = f9_on(qtbot, window, "i-15")
    assert dialog.ui.phaseLabel.text() == "Bound 1 · Other firing"
    assert dialog.ui.phaseCautionLabel.isVisible()
    assert dialog.ui.phaseCautionLabel.text() == NO_ROLL_EN.format(kind="Roll-off")
    # Every roll of the pack one choice away, not the Roll-off alone.
    assert kinds_listed(dialog) == list(window.controller.pack.rolls)
    # A roll the pack places elsewhere is cautioned as before.
    dialog.ui.kindCombo.setCurrentIndex(dialog.ui.kindCombo.findData("melee"))
    assert dialog.ui.phaseCautionLabel.text() == "“Melee” is not usually rolled in this step."
    dialog.close()


def test_f9_in_a_gdb_charge_sub_step_opens_the_charges_tests_unsaid(qtbot, window, data_dir):
    # The charge phase is walked charge by charge: its tests belong to all of its steps.
    open_gdb(window, data_dir, "charge", "declare")
    dialog = f9_on(qtbot, window, "i-15")
    assert dialog.kind_key == "charge_test"
    assert not dialog.ui.phaseCautionLabel.isVisible()
    dialog.close()


def test_f9_at_bas_end_of_bound_says_it_alike(qtbot, window):
    step_to(window.controller, "end_of_bound")
    dialog = f9_on(qtbot, window, "i-15")
    assert dialog.kind_key == "reorganisation"
    assert dialog.ui.phaseCautionLabel.text() == NO_ROLL_EN.format(kind="Reorganisation")
    # The pack's other rolls an infantry unit makes: its fire and melee, not a staff
    # figure's catch roll.
    listed = kinds_listed(dialog)
    assert {"ordering", "fire", "melee", "field_work", "roll_off"} <= set(listed)
    assert "catch" not in listed and "artillery_fire" not in listed
    dialog.close()
    # Where the pack places a roll, F9 says nothing of the kind (the fire phase: fire).
    step_to(window.controller, "fire")
    dialog = f9_on(qtbot, window, "i-15")
    assert dialog.kind_key == "fire" and not dialog.ui.phaseCautionLabel.isVisible()
    dialog.close()


def test_said_in_danish(qtbot, qapp, data_dir):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    path = data_dir / "gdb.bagame"
    game = create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED)
    game.set_phase(1, "firing", None)
    game.close()
    assert install_translations(qapp, "da")
    controller = GameController(data_dir, "da")
    assert controller.open_game(path)
    try:
        dialog = RollDialog(controller, kind=None, units=["i-15"])
        qtbot.addWidget(dialog)
        assert dialog.ui.phaseCautionLabel.text() == (
            "Ingen af pakkens kast hører til dette trin; »Terningkast om« kan slås når som "
            "helst, og Kast (Alt+K) viser pakkens øvrige kast."
        )
    finally:
        controller.close_game()
