"""Roll dialogs driven by keyboard and mouse with typed dice: the log row, the roster change.

With the FIXTURE pack (tests/fixtures/complete_belle_alliance_fixture.toml, made-up values)
the tables are complete and fire and melee reach their outcomes without typing; with the
shipped Belle Alliance pack the same rolls ask for the outcome read from the book and log
it as typed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from ba_console.gui.dialogs.roll import RollDialog, open_roll_dialog
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.fixtures.printed_bands import printed_bands_pack
from tests.gui.conftest import TEST_SEED

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"


@pytest.fixture
def fixture_controller(qapp, data_dir: Path):
    """The demo game on the complete FIXTURE pack (made-up values: tests only)."""
    from ba_console.gui.controller import GameController

    path = data_dir / "fixture-demo.bagame"
    create_demo(path, pack=load_pack(FIXTURE_PACK), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


@pytest.fixture
def gdb_controller(qapp, data_dir: Path):
    from ba_console.gui.controller import GameController

    path = data_dir / "gdb-demo.bagame"
    create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def dialog_for(qtbot, controller, kind: str, units: list[str] | None = None) -> RollDialog:
    dialog = RollDialog(controller, kind=kind, units=units or [])
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


def type_dice(qtbot, dialog: RollDialog, role: str, text: str) -> None:
    panel = next(p for p in dialog.panels if p.role == role)
    panel.dice.edit.setFocus()
    panel.dice.edit.clear()
    qtbot.keyClicks(panel.dice.edit, text)


def press_enter(qtbot, dialog: RollDialog, role: str | None = None) -> None:
    """Enter in the role's dice field, where the umpire put the cursor (on a field of the
    outcome read from the book, Enter walks on to the next field)."""
    panel = dialog.panels[0] if role is None else next(p for p in dialog.panels if p.role == role)
    panel.dice.edit.setFocus()
    qtbot.keyClick(panel.dice.edit, Qt.Key.Key_Return)


def last_roll(controller):
    return controller.game.rolls(newest_first=True, limit=1)[0]


# --- fire ------------------------------------------------------------------------------------


def test_fire_with_complete_fixture_reaches_its_outcome_without_typing(qtbot, fixture_controller):
    game = fixture_controller.game
    dialog = dialog_for(qtbot, fixture_controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    assert "Table 12: 14–…" in dialog.ui.outcomeLabel.text()
    assert dialog._typed_widgets == []  # nothing to read from the book
    assert dialog.confirmButton.isEnabled()
    assert game.unit("i-2g").figures == 28  # nothing applied before Confirm
    with qtbot.waitSignal(fixture_controller.roll_logged):
        press_enter(qtbot, dialog)
    row = last_roll(fixture_controller)
    assert row.kind == "fire" and not row.outcome_typed
    assert row.outcome.key == "loss_2_md" and row.cell == "t12: 14-…"
    assert row.sides[0].faces == (5, 5, 5) and row.sides[0].dice_source == "typed"
    assert game.unit("i-2g").figures == 26 and game.unit("i-2g").disorder == "MD"
    assert [f.key for f in game.flags("i-15")] == ["fired"]
    assert not dialog.isVisible()


def test_fire_with_shipped_pack_asks_for_the_book_and_logs_it_typed(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "356")
    assert not dialog.confirmButton.isEnabled()
    assert "type the outcome read from the book" in dialog.ui.outcomeLabel.text()
    press_enter(qtbot, dialog)  # Enter does nothing while the outcome is missing
    assert game.roll_count() == 0
    combo = dialog._typed_widgets[0]
    combo.setFocus()
    qtbot.keyClicks(combo, "2 figures and LD")
    dialog._loss_spins["i-2g"].setValue(2)
    dialog._disorder_combos["i-2g"].setCurrentIndex(dialog._disorder_combos["i-2g"].findData("LD"))
    assert dialog.confirmButton.isEnabled()
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = last_roll(controller)
    assert row.outcome_typed and row.outcome.label == "2 figures and LD"
    assert row.cell is None
    assert game.unit("i-2g").figures == 26 and game.unit("i-2g").disorder == "LD"
    assert "typed from the book" in row.note


def test_unset_factors_are_marked_and_keep_the_odds_unknown(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    checklist = dialog.panels[0].checklist
    item = checklist.item("t06", "flanking_fire")
    assert item.text(1) == "?"
    assert "fill it in the pack editor" in item.toolTip(1)
    item.setCheckState(0, Qt.CheckState.Checked)
    assert "+ 1 unset factor ?" in dialog.panels[0].totalLabel.text()
    chart = dialog.ui.oddsChart
    assert chart.note_text() == "Odds unknown until a value is typed for Flanking fire"
    assert chart.odds_text() == []  # no bar counts the factor as 0


# --- melee -----------------------------------------------------------------------------------


def test_melee_two_attackers_on_one_defender_with_console_dice(qtbot, fixture_controller):
    game = fixture_controller.game
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "ii-15", "i-2g"])
    assert [p.role for p in dialog.panels] == ["attacker", "attacker2", "defender"]
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert all(p.dice.is_console for p in dialog.panels)
    assert len(dialog.preview.resolution.results) == 2
    assert dialog.confirmButton.isEnabled()  # the fixture's Table 11 is complete
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = last_roll(fixture_controller)
    assert row.kind == "melee"
    assert [s.role for s in row.sides] == ["attacker", "attacker2", "defender"]
    assert all(s.dice_source == "console" for s in row.sides)
    assert not row.outcome_typed and row.cell.count("t11") == 2
    assert "defended" in {f.key for f in game.flags("i-2g")}
    assert game.verify().ok


def _seen_whole(dialog: RollDialog, panel) -> bool:
    """Whether the role's panel is inside the roles' visible area (no scrolling needed)."""
    viewport = dialog.ui.rolesScroll.viewport()
    top_left = panel.mapTo(viewport, QPoint(0, 0))
    return top_left.x() >= 0 and top_left.x() + panel.width() <= viewport.width()


def test_two_attackers_and_their_defender_are_read_side_by_side_at_1366(qtbot, controller):
    dialog = RollDialog(controller, kind="melee", units=["i-15", "ii-15", "i-2g"])
    qtbot.addWidget(dialog)
    dialog.resize(1340, 720)  # what the dialog takes on a 1366×768 laptop
    with qtbot.waitExposed(dialog):
        dialog.show()
    defender = dialog.panels[-1]
    assert defender.role == "defender"
    assert all(_seen_whole(dialog, p) for p in dialog.panels)
    dialog.remove_role(dialog.panels[1])
    opened = dialog.ui.splitter.sizes()  # one attacker and its defender, as it opens
    dialog.add_role("ii-15")
    assert all(_seen_whole(dialog, p) for p in dialog.panels)
    outcome = dialog.ui.splitter.sizes()[1]
    assert outcome >= 280  # the odds and the outcome keep room to be read
    # Back to one attacker: the dialog shares its width as it opened.
    dialog.remove_role(dialog.panels[1])
    roles, outcome_after = dialog.ui.splitter.sizes()
    assert outcome_after > outcome
    assert abs(roles - opened[0]) <= 2
    # A third attacker scrolls into view rather than squeeze the outcome away.
    dialog.add_role("ii-15")
    dialog.add_role("f-15")
    qtbot.waitUntil(lambda: not _seen_whole(dialog, dialog.panels[-1]))
    assert dialog.ui.splitter.sizes()[1] >= 280


def test_melee_attack_at_the_charge_ticks_its_factor(qtbot, fixture_controller):
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    attacker = dialog.panels[0]
    assert not attacker.checklist.is_ticked("t08", "attack_at_the_charge")
    qtbot.mouseClick(attacker.chargeCheck, Qt.MouseButton.LeftButton)
    assert attacker.checklist.is_ticked("t08", "attack_at_the_charge")
    tip = attacker.checklist.item("t08", "attack_at_the_charge").toolTip(0)
    assert "at the charge (2.3.3)" in tip


def test_roster_state_pre_ticks_disorder_with_its_reason(qtbot, controller):
    controller.game.update_unit("i-2g", disorder="LD")
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    defender = dialog.panels[-1]
    assert defender.checklist.is_ticked("t08", "slight_disorder_sd")
    assert "the unit is in LD" in defender.checklist.item("t08", "slight_disorder_sd").toolTip(0)
    assert "LD" in defender.stateLabel.text()
    # Table 8 is known: −2 for LD shows in the defender's running total.
    assert "−" in defender.totalLabel.text()


def test_melee_with_shipped_pack_logs_the_typed_result(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "attacker", "456")
    type_dice(qtbot, dialog, "defender", "123")
    assert "type the outcome read from the book" in dialog.ui.outcomeLabel.text()
    qtbot.keyClicks(dialog._typed_widgets[0], "defender retreats in MD")
    dialog._disorder_combos["i-2g"].setCurrentIndex(dialog._disorder_combos["i-2g"].findData("MD"))
    press_enter(qtbot, dialog, "defender")
    row = last_roll(controller)
    assert row.outcome_typed and "defender retreats in MD" in row.outcome.label
    assert game.unit("i-2g").disorder == "MD"


def test_esc_asks_before_dropping_a_melee_typed_from_the_book(qtbot, controller):
    """One Esc meant for a list must not lose the dice, the outcome and its effects: it asks
    first, and Keep leaves all of it as typed; with nothing typed, Esc just closes."""
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "attacker", "456")
    type_dice(qtbot, dialog, "defender", "123")
    qtbot.keyClicks(dialog._typed_widgets[0], "defender retreats in MD")
    dialog._disorder_combos["i-2g"].setCurrentIndex(dialog._disorder_combos["i-2g"].findData("MD"))
    asked: list[str] = []
    dialog.confirm_discard_roll = lambda roll: asked.append(roll) or False  # Keep
    qtbot.keyClick(dialog._typed_widgets[0], Qt.Key.Key_Escape)
    assert asked == ["Melee: I./15th Infantry Regiment, 1/2e Grenadiers à pied"]
    assert dialog.isVisible()
    assert dialog.panels[0].dice.edit.text() == "456"
    assert dialog._typed_widgets[0].currentText() == "defender retreats in MD"
    assert dialog._disorder_combos["i-2g"].currentData() == "MD"
    press_enter(qtbot, dialog, "defender")  # and it is logged as typed
    assert last_roll(controller).outcome.label.endswith("defender retreats in MD")
    assert controller.game.roll_count() == 1


def test_esc_after_console_dice_asks_when_losses_were_typed(qtbot, controller):
    """Console dice stay on the record when Esc puts a roll aside; the losses the umpire
    read from the book for them do not, so Esc asks once some are typed."""
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert dialog.panels[0].dice.is_console
    assert dialog.roll_being_made() is None  # Esc loses nothing yet: it just closes
    dialog._loss_spins["i-2g"].setValue(2)
    assert dialog.roll_being_made() == (
        "Fire by hand weapons: I./15th Infantry Regiment, 1/2e Grenadiers à pied"
    )


def test_bad_dice_get_a_clear_message(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "37")
    assert dialog.panels[0].dice.error() == "3D6: 2 of 3 dice typed"
    qtbot.keyClicks(dialog.panels[0].dice.edit, "9")
    assert dialog.panels[0].dice.error() == "die 2 shows 7: faces run from 1 to 6"
    assert not dialog.confirmButton.isEnabled()


def test_cancel_applies_nothing(qtbot, fixture_controller):
    game = fixture_controller.game
    dialog = dialog_for(qtbot, fixture_controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "666")
    qtbot.mouseClick(dialog.cancelButton, Qt.MouseButton.LeftButton)
    assert game.roll_count() == 0 and game.unit("i-2g").figures == 28


# --- ordering, catch, other kinds ---------------------------------------------------------------


def _needs_roll_order(controller, unit: str) -> None:
    from ba_console.core.orders import OrderFacts, OrderParts

    assert controller.save_order(
        unit,
        text="advance to the church",
        parts=OrderParts(formation="square"),
        facts=OrderFacts(over_30cm_from_commander=True),
    )
    assert controller.game.order(controller.bound, unit).status == "needs_roll"


def test_ordering_rolls_confirm_and_next(qtbot, fixture_controller):
    game = fixture_controller.game
    for unit in ("i-15", "ii-15"):
        _needs_roll_order(fixture_controller, unit)
    dialog = dialog_for(qtbot, fixture_controller, "ordering", ["i-15"])
    type_dice(qtbot, dialog, "owner", "666")
    qtbot.keyClick(dialog.confirmNextButton, Qt.Key.Key_Space)
    assert game.order(1, "i-15").status == "followed"
    assert dialog.panels[0].unit == "ii-15"
    assert dialog.panels[0].dice.edit.text() == ""
    type_dice(qtbot, dialog, "owner", "111")
    press_enter(qtbot, dialog)
    assert game.order(1, "ii-15").status == "not_followed"
    assert [r.kind for r in game.rolls()] == ["ordering", "ordering"]


def test_ordering_roll_typed_known_outcome_applies_its_effect(qtbot, controller):
    _needs_roll_order(controller, "i-15")
    dialog = dialog_for(qtbot, controller, "ordering", ["i-15"])
    type_dice(qtbot, dialog, "owner", "444")
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(combo.findData("order_followed"))
    press_enter(qtbot, dialog)
    row = last_roll(controller)
    assert row.outcome_typed and row.outcome.key == "order_followed"
    assert controller.game.order(1, "i-15").status == "followed"


def test_catch_roll_reads_table_18_and_penalises_the_side(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "catch", ["hiller"])
    type_dice(qtbot, dialog, "owner", "666")
    assert "Falls; own side's units -2" in dialog.ui.outcomeLabel.text()
    press_enter(qtbot, dialog)
    row = last_roll(controller)
    assert row.cell == "t18: 17-18" and not row.outcome_typed
    assert game.commander("hiller").fallen
    assert game.side_penalty("prussia", 1) == -2
    # The penalty now counts on every roll of a Prussian unit: it shows in the next fire
    # roll; not on another staff figure's catch roll ("fradrag til terningkast for alle
    # enheder på samme side", 1.1.4).
    fire = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, fire, "firer", "333")
    assert "side penalty −2" in fire.panels[0].stateLabel.text()
    assert fire.preview.resolution.roles[0].total == 7
    catch = dialog_for(qtbot, controller, "catch", ["losthin"])
    type_dice(qtbot, catch, "owner", "543")
    assert catch.preview.resolution.roles[0].total == 12
    assert "Survives" in catch.ui.outcomeLabel.text()


def test_gdb_formation_test_reads_the_class_threshold(qtbot, gdb_controller):
    game = gdb_controller.game
    dialog = dialog_for(qtbot, gdb_controller, "formation_test", ["i-2g"])
    panel = dialog.panels[0]
    panel.classCombo.setCurrentIndex(panel.classCombo.findData("second_rate_recruits"))
    type_dice(qtbot, dialog, "column", "44")
    assert "Unformed" in dialog.ui.outcomeLabel.text()  # 8 < 9
    press_enter(qtbot, dialog)
    row = last_roll(gdb_controller)
    assert row.outcome.key == "unformed" and row.cell == "formation_test: second_rate_recruits 9+"
    assert [f.key for f in game.flags("i-2g")] == ["unformed"]


def test_gdb_formation_test_waits_for_the_class_never_takes_guard_unseen(qtbot, gdb_controller):
    """The roster does not know a unit's class: the console never picks one unseen (the
    first, Guard and elite 7+, would pass a line column at 7 where it needs 8)."""
    dialog = dialog_for(qtbot, gdb_controller, "formation_test", ["i-15"])
    panel = dialog.panels[0]
    assert panel.classCombo.currentData() is None
    type_dice(qtbot, dialog, "column", "34")  # 7
    assert not dialog.confirmButton.isEnabled()
    assert dialog.focusWidget() is panel.classCombo  # the dice typed go on to the class
    assert "Choose the class of I./15th Infantry Regiment" in dialog.ui.messageLabel.text()
    press_enter(qtbot, dialog)
    assert gdb_controller.game.rolls() == []  # nothing logged without a class
    panel.classCombo.setCurrentIndex(panel.classCombo.findData("veteran_line"))
    assert "Unformed" in dialog.ui.outcomeLabel.text()  # 7 < 8
    press_enter(qtbot, dialog)
    row = last_roll(gdb_controller)
    assert row.outcome.key == "unformed" and row.cell == "formation_test: veteran_line 8+"


def test_odds_chart_shows_each_outcome(qtbot, fixture_controller):
    dialog = dialog_for(qtbot, fixture_controller, "catch", ["hiller"])
    lines = dialog.ui.oddsChart.odds_text()
    assert lines[0].startswith("Survives") and lines[0].endswith("74.1 %")
    assert dialog.ui.oddsChart.note_text() == ""


def test_open_roll_dialog_hook(qtbot, controller):
    dialog = open_roll_dialog(controller, None, kind="fire", units=["f-15"])
    qtbot.addWidget(dialog)
    assert dialog.panels[0].unit == "f-15"
    assert dialog.windowTitle() == "Fire by hand weapons"


# --- what the rules forbid the chosen unit (3.1.1, 4.1.1, 5.5.3, 2.3.3, 1.1.2; ruling 1.1.9) ----


def panel_of(dialog: RollDialog, role: str):
    return next(p for p in dialog.panels if p.role == role)


def test_unit_in_md_cannot_fire_unless_the_umpire_rules_it(qtbot, fixture_controller):
    game = fixture_controller.game
    game.update_unit("i-15", disorder="MD")
    dialog = dialog_for(qtbot, fixture_controller, "fire", ["i-15", "i-2g"])
    firer = panel_of(dialog, "firer")
    # The reason stands beside the unit before any dice are thrown.
    assert firer.restrictionLabel.isVisible()
    assert "unit in MD cannot fire (3.1.1)" in firer.restrictionLabel.text()
    assert firer.rulingCheck.isVisible() and not firer.rulingCheck.isChecked()
    type_dice(qtbot, dialog, "firer", "555")
    assert "Table 12: 14–…" in dialog.ui.outcomeLabel.text()  # the outcome is read all the same
    assert not dialog.confirmButton.isEnabled() and not dialog.confirmNextButton.isEnabled()
    assert "unit in MD cannot fire (3.1.1)" in dialog.ui.messageLabel.text()
    press_enter(qtbot, dialog)
    assert game.roll_count() == 0 and game.unit("i-2g").figures == 28
    tick_box = QPoint(8, firer.rulingCheck.height() // 2)
    qtbot.mouseClick(firer.rulingCheck, Qt.MouseButton.LeftButton, pos=tick_box)
    assert dialog.confirmButton.isEnabled()
    assert "Set aside by the umpire's ruling" in firer.restrictionLabel.text()
    assert any("umpire's ruling (1.1.9)" in dialog.ui.effectsList.item(i).text()
               for i in range(dialog.ui.effectsList.count()))  # fmt: skip
    press_enter(qtbot, dialog)
    row = last_roll(fixture_controller)
    assert row.kind == "fire" and row.outcome.key == "loss_2_md"
    assert "umpire's ruling (1.1.9): rolled anyway" in row.note
    assert "I./15th Infantry Regiment (i-15): unit in MD cannot fire (3.1.1)" in row.note
    assert game.unit("i-2g").figures == 26


def test_a_unit_free_to_fire_shows_no_restriction(qtbot, fixture_controller):
    dialog = dialog_for(qtbot, fixture_controller, "fire", ["i-15", "i-2g"])
    firer = panel_of(dialog, "firer")
    assert not firer.restrictionLabel.isVisible() and not firer.rulingCheck.isVisible()
    type_dice(qtbot, dialog, "firer", "555")
    assert dialog.confirmButton.isEnabled()
    press_enter(qtbot, dialog)
    assert "ruling" not in last_roll(fixture_controller).note


def test_unit_without_supplies_cannot_fire(qtbot, controller):
    controller.game.update_unit("i-15", supplies_left=0)
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    label = panel_of(dialog, "firer").restrictionLabel.text()
    assert "unit without supplies cannot fire (5.5.3)" in label
    assert "supplies: 0 rolls left" in panel_of(dialog, "firer").stateLabel.text()


def test_units_at_work_or_rest_cannot_fire_or_attack_said_in_danish(qtbot, danish):
    """Digest 1.3.5 (units at work): "No attack, fire or movement"; 1.3.6 (units at
    rest): "Same restrictions as work". The Danish sentences are not in our material."""
    danish.game.update_unit("i-15", formation="rest")
    danish.game.update_unit("ii-15", formation="work")
    fire = dialog_for(qtbot, danish, "fire", ["i-15", "i-2g"])
    assert "enhed i hvil kan ikke skyde (1.3.6)" in panel_of(fire, "firer").restrictionLabel.text()
    melee = dialog_for(qtbot, danish, "melee", ["ii-15", "i-2g"])
    label = panel_of(melee, "attacker").restrictionLabel.text()
    assert "enhed i arbejde kan ikke angribe (1.3.5)" in label
    type_dice(qtbot, melee, "attacker", "555")
    type_dice(qtbot, melee, "defender", "222")
    assert not melee.confirmButton.isEnabled()


def test_choosing_another_unit_clears_the_restriction_and_the_ruling(qtbot, fixture_controller):
    fixture_controller.game.update_unit("i-15", disorder="FD")
    dialog = dialog_for(qtbot, fixture_controller, "fire", ["i-15", "i-2g"])
    firer = panel_of(dialog, "firer")
    assert "unit in FD cannot fire (3.1.1)" in firer.restrictionLabel.text()
    firer.rulingCheck.setChecked(True)
    firer.select("ii-15")
    assert not firer.restrictionLabel.isVisible()
    firer.select("i-15")
    assert firer.restrictionLabel.isVisible() and not firer.rulingCheck.isChecked()


def test_attacker_in_fd_cannot_attack_but_a_defender_in_fd_is_attacked(qtbot, fixture_controller):
    game = fixture_controller.game
    game.update_unit("i-15", disorder="FD")
    game.update_unit("i-2g", disorder="FD")
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    attacker, defender = panel_of(dialog, "attacker"), panel_of(dialog, "defender")
    assert "unit in FD cannot attack (4.1.1)" in attacker.restrictionLabel.text()
    assert not defender.restrictionLabel.isVisible()
    type_dice(qtbot, dialog, "attacker", "555")
    type_dice(qtbot, dialog, "defender", "222")
    assert not dialog.confirmButton.isEnabled()
    attacker.rulingCheck.setChecked(True)
    assert dialog.confirmButton.isEnabled()


def test_a_charge_within_four_bounds_of_the_last_is_forbidden(qtbot, fixture_controller):
    game = fixture_controller.game
    game.set_phase(4, "ordering")
    game.add_flag("i-15", "charged", set_bound=2)
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    attacker = panel_of(dialog, "attacker")
    assert not attacker.restrictionLabel.isVisible()  # an attack without the charge may go
    qtbot.mouseClick(attacker.chargeCheck, Qt.MouseButton.LeftButton)
    assert "charged in bound 2: 4 bounds must pass" in attacker.restrictionLabel.text()
    assert "(2.3.3)" in attacker.restrictionLabel.text()
    qtbot.mouseClick(attacker.chargeCheck, Qt.MouseButton.LeftButton)
    assert not attacker.restrictionLabel.isVisible()


def test_unit_without_supplies_melees_with_a_caution_not_a_ban(qtbot, fixture_controller):
    fixture_controller.game.update_unit("i-15", supplies_left=0)
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    attacker = panel_of(dialog, "attacker")
    assert "-2 in melee" in attacker.restrictionLabel.text()
    assert not attacker.rulingCheck.isVisible()
    type_dice(qtbot, dialog, "attacker", "555")
    type_dice(qtbot, dialog, "defender", "222")
    assert dialog.confirmButton.isEnabled()


def test_unit_in_fd_takes_no_ordering_roll(qtbot, controller):
    controller.game.update_unit("i-15", disorder="FD")
    dialog = dialog_for(qtbot, controller, "ordering", ["i-15"])
    assert (
        "unit in FD cannot take orders (1.1.2)" in panel_of(dialog, "owner").restrictionLabel.text()
    )


# --- why the table gives no outcome ----------------------------------------------------------


def test_an_unfilled_table_is_named_as_such(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "attacker", "456")
    type_dice(qtbot, dialog, "defender", "123")
    text = dialog.ui.outcomeLabel.text()
    assert (
        "Table 11 is not filled in (unset in this pack): type the outcome read from the book"
        in text
    )
    assert "off the printed" not in text


def test_a_total_off_a_known_table_is_named_as_such(qtbot, data_dir):
    # A fallen staff figure puts −2 on every roll of a Prussian unit; a fire roll of 1+1+1
    # then totals 1, below the printed 3-18 of a Table 12 closed at both ends (a TEST
    # FIXTURE: made-up bands, tests/fixtures/printed_bands.py).
    from ba_console.gui.controller import GameController

    path = data_dir / "printed-bands.bagame"
    create_demo(path, pack=printed_bands_pack(), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    try:
        with controller.game.transaction():
            controller.game.add_side_penalty("prussia", -2, until_bound=2, from_bound=1)
        dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
        type_dice(qtbot, dialog, "firer", "111")
        text = dialog.ui.outcomeLabel.text()
        assert "total 1: " in text
        assert "off the printed Table 12: type the outcome read from the book" in text
        assert "not filled in" not in text
        dialog.close()
    finally:
        controller.close_game()


# --- readability -------------------------------------------------------------------------------


def test_long_factor_labels_are_read_whole_in_a_melee(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    dialog.resize(1366, 768)
    qtbot.wait(50)
    for panel in dialog.panels:
        tree = panel.checklist.tree
        assert tree.columnWidth(0) > 2 * tree.columnWidth(2)  # the label has the width
        for key in (
            "artillery_and_units_at_work_or_rest",
            "infantry_not_covered_by_skirmish_line_in_melee_with_infantry",
        ):
            item = panel.checklist.item("t08", key)
            rect = tree.visualItemRect(item)
            text_width = rect.width() - 30  # less the check box and margins
            needed = tree.fontMetrics().boundingRect(
                0, 0, text_width, 10_000, Qt.TextFlag.TextWordWrap, item.text(0)
            )
            assert needed.height() <= rect.height(), (panel.role, key, needed, rect)
            assert item.text(0) in item.toolTip(0)


def test_unset_factor_count_is_a_proper_plural(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    checklist = dialog.panels[0].checklist
    checklist.set_ticked("t06", "flanking_fire")
    assert "(+ 1 unset factor ?)" in dialog.panels[0].totalLabel.text()
    checklist.set_ticked("t06", "obstacle")
    assert "(+ 2 unset factors ?)" in dialog.panels[0].totalLabel.text()


def test_supplies_left_is_a_proper_plural(qtbot, controller):
    controller.game.update_unit("i-15", supplies_left=1)
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    assert "supplies: 1 roll left" in dialog.panels[0].stateLabel.text()


def test_effects_name_the_units(qtbot, fixture_controller):
    dialog = dialog_for(qtbot, fixture_controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert "1/2e Grenadiers à pied: figures 28 → 26" in effects
    assert all("i-2g" not in text for text in effects)


# --- engaging a commander: the roll-off between several (1.1.4) ----------------------------


def type_roll_off(qtbot, dialog: RollDialog, commander: str, text: str) -> None:
    edit = dialog.rollOffBox.entry(commander).edit
    edit.setFocus()
    edit.clear()
    qtbot.keyClicks(edit, text)


def test_two_commanders_roll_off_and_the_higher_is_engaged(qtbot, fixture_controller):
    game = fixture_controller.game
    dialog = dialog_for(qtbot, fixture_controller, "engaging_commander", ["i-15"])
    box = dialog.rollOffBox
    assert box.unit == "i-15"
    box.tick("hiller", "ir15")
    assert not dialog.confirmButton.isEnabled()
    assert "Roll off first" in dialog.ui.messageLabel.text()
    type_roll_off(qtbot, dialog, "hiller", "223")
    type_roll_off(qtbot, dialog, "ir15", "456")
    assert "Commander, 15th Infantry Regiment is engaged" in box.resultLabel.text()
    owner = dialog.panels[0]
    assert owner.unit == "ir15" and not owner.unitCombo.isEnabled()
    type_dice(qtbot, dialog, "owner", "345")
    assert dialog.confirmButton.isEnabled()  # the fixture's Table 10 gives the outcome
    before = game.roll_count()
    press_enter(qtbot, dialog)
    rows = game.rolls(newest_first=False)[before:]
    assert [r.kind for r in rows] == ["roll_off", "engaging_commander"]
    roll_off, engaging = rows
    assert roll_off.note == "roll-off: which commander of i-15 is engaged (1.1.4)"
    assert roll_off.outcome.key == "ir15"
    assert set(roll_off.units) == {"hiller", "ir15"}
    assert [(s.unit, s.total) for s in roll_off.sides] == [("hiller", 7), ("ir15", 15)]
    assert engaging.sides[0].unit == "ir15" and not engaging.outcome_typed
    assert game.verify().ok


def test_a_tie_asks_the_tied_commanders_to_roll_again(qtbot, fixture_controller):
    game = fixture_controller.game
    dialog = dialog_for(qtbot, fixture_controller, "engaging_commander", ["i-15"])
    box = dialog.rollOffBox
    box.tick("hiller", "ir15", "losthin")
    type_roll_off(qtbot, dialog, "hiller", "345")
    type_roll_off(qtbot, dialog, "ir15", "444")
    type_roll_off(qtbot, dialog, "losthin", "111")
    text = box.resultLabel.text()
    assert "Tie at 12" in text and "roll again (round 2)" in text
    assert "the book's wording is not known" in text
    assert box.engaged is None and not dialog.confirmButton.isEnabled()
    assert set(box._entries) == {"hiller", "ir15"}  # only the tied roll again
    type_roll_off(qtbot, dialog, "hiller", "666")
    type_roll_off(qtbot, dialog, "ir15", "123")
    assert box.engaged == "hiller" and dialog.panels[0].unit == "hiller"
    type_dice(qtbot, dialog, "owner", "345")
    before = game.roll_count()
    press_enter(qtbot, dialog)
    roll_off = game.rolls(newest_first=False)[before]
    assert roll_off.outcome.key == "hiller"
    # Both rounds kept, in the roster's order (hiller, losthin, ir15), then round 2.
    assert [s.total for s in roll_off.sides] == [12, 3, 12, 18, 6]
    assert "rolled again" in roll_off.note
    assert game.verify().ok


def test_one_commander_is_engaged_without_a_roll_off(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "engaging_commander", ["i-15"])
    dialog.rollOffBox.tick("ir15")
    assert dialog.rollOffBox._entries == {}
    assert dialog.panels[0].unit == "ir15" and dialog.panels[0].unitCombo.isEnabled()
    type_dice(qtbot, dialog, "owner", "345")
    qtbot.keyClicks(dialog._typed_widgets[0], "as the book says")  # Table 10 unset
    press_enter(qtbot, dialog)
    rows = game.rolls(newest_first=False)
    assert [r.kind for r in rows] == ["engaging_commander"]
    assert rows[0].sides[0].unit == "ir15" and rows[0].outcome_typed


def test_roll_off_console_dice_come_first(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "engaging_commander", ["i-15"])
    dialog.rollOffBox.tick("hiller", "ir15")
    dialog.roll_console_dice()
    assert all(e.is_console for e in dialog.rollOffBox._entries.values())
    assert dialog.panels[0].dice.wants_console  # Table 10's dice wait for the next press


def test_a_melee_of_three_attackers_with_typed_outcomes_fits_the_screen(qtbot, window):
    """Its outcome side scrolls instead of pushing Confirm below the screen's edge."""
    from PySide6.QtGui import QGuiApplication

    from ba_console.gui.dialogs.roll import open_roll_dialog
    from ba_console.gui.screen import FRAME_HEIGHT

    dialog = open_roll_dialog(window.controller, window, kind="melee", units=["ii-15", "i-2g"])
    qtbot.addWidget(dialog)
    dialog.add_role("i-18")
    dialog.add_role("i-15")
    for panel in dialog.panels:
        panel.dice.set_typed("426")
    for combo in dialog._typed_widgets:
        combo.setEditText("defender retreats")
    qtbot.wait(50)
    available = QGuiApplication.primaryScreen().availableGeometry()
    assert len(dialog._typed_widgets) == 3
    assert dialog.minimumSizeHint().height() <= available.height() - FRAME_HEIGHT
    assert dialog.height() <= available.height() - FRAME_HEIGHT
    # On a lower screen the note field starts out of view; tabbing into it scrolls to it.
    dialog.resize(dialog.width(), dialog.minimumSizeHint().height())
    qtbot.waitUntil(lambda: dialog.ui.noteEdit.visibleRegion().isEmpty(), timeout=2000)
    dialog.ui.noteEdit.setFocus()
    qtbot.waitUntil(lambda: not dialog.ui.noteEdit.visibleRegion().isEmpty(), timeout=2000)


def test_the_firer_shows_its_units_of_fire_and_melee_sides_their_units_of_melee(qtbot, window):
    """As the rules count them (3.1.1, 4.1.3), only where the roster tells it: a line or
    a battery's gunners, all firing; not a closed formation (two ranks fire, 3.2.0). In
    melee a line's two ranks are all its figures, a battery counts all its gunners, and
    the two front ranks of an attack column are the umpire's to count (its frontage is not
    in the roster)."""
    from ba_console.gui.dialogs.roll import open_roll_dialog

    controller = window.controller
    fire = open_roll_dialog(controller, window, kind="fire", units=["i-15", "i-2g"])
    qtbot.addWidget(fire)
    (firer,) = fire.panels  # the target is chosen in the firer's panel
    assert "units of fire, all 36 firing: 10+10+10+6 (3.1.1)" in firer.stateLabel.text()

    assert controller.update_unit("ii-15", "formation", "attack_column")
    column = open_roll_dialog(controller, window, kind="fire", units=["ii-15", "i-2g"])
    qtbot.addWidget(column)
    assert "units of fire" not in column.panels[0].stateLabel.text()

    artillery = open_roll_dialog(
        controller, window, kind="artillery_fire", units=["bty-yg", "i-15"]
    )
    qtbot.addWidget(artillery)
    assert "units of fire, all 8 firing: 2+2+2+2 (3.1.1)" in artillery.panels[0].stateLabel.text()

    melee = open_roll_dialog(controller, window, kind="melee", units=["i-15", "i-2g"])
    qtbot.addWidget(melee)
    figures = controller.game.unit("i-2g").figures
    expected = "+".join(
        ["10"] * (figures // 10) + ([str(figures % 10)] if figures % 10 >= 3 else [])
    )
    assert (
        "units of melee, the two ranks of a line, all 36 figures: 10+10+10+6 (4.1.3)"
        in melee.panels[0].stateLabel.text()
    )
    assert (
        f"units of melee, the two ranks of a line, all {figures} figures: {expected}; in a "
        "flank attack, its two outer files, 4 figures: 4 (4.1.3)"
    ) in melee.panels[1].stateLabel.text()

    battery = open_roll_dialog(controller, window, kind="melee", units=["ii-15", "bty-yg"])
    qtbot.addWidget(battery)
    assert (
        "units of melee: its two front ranks, twice its frontage in figures, as the umpire "
        "counts them (4.1.3)"
    ) in battery.panels[0].stateLabel.text()
    assert (
        "units of melee, all 8 gunners (artillery): 8 (4.1.3)"
        in battery.panels[1].stateLabel.text()
    )


def test_the_units_of_melee_are_said_in_danish(qtbot, danish):
    dialog = dialog_for(qtbot, danish, "melee", ["i-15", "i-2g"])
    assert (
        "nærkampsenheder, en linies to geledder, alle 36 figurer: 10+10+10+6 (4.1.3)"
        in panel_of(dialog, "attacker").stateLabel.text()
    )


def test_a_row_counted_per_failed_bound_shows_its_count_and_the_umpire_may_change_it(
    qtbot, fixture_controller
):
    """Digest 1.1.3: "Each consecutive bound of failed ordering rolls with the same order"
    (the Danish sentence is not in our material). Two such bounds before: the row is
    pre-ticked ×2 (the FIXTURE pack's made-up −1 each); the umpire may say 3."""
    game = fixture_controller.game
    with game.transaction():
        for bound, status in ((1, "not_followed"), (2, "not_followed"), (3, "written")):
            game.save_order(bound, "i-15", "to the church", status=status)
        game.set_phase(3, "ordering", "ordering_rolls")
    dialog = dialog_for(qtbot, fixture_controller, "ordering", ["i-15"])
    checklist = dialog.panels[0].checklist
    box = checklist.count_box("t17", "failed_bound_same_order")
    assert checklist.is_ticked("t17", "failed_bound_same_order")
    assert box.isEnabled() and box.value() == 2 and box.text() == "−1 ×2"
    assert checklist.count_box("t17", "commander_effective") is None  # counted once
    type_dice(qtbot, dialog, "owner", "444")
    assert dialog.preview.resolution.roles[0].total == 10
    box.setValue(3)
    assert dialog.preview.resolution.roles[0].total == 9
    (tick,) = [t for t in checklist.ticks() if t.key == "failed_bound_same_order"]
    assert (tick.count, tick.auto) == (3, False)  # the umpire's count, not the roster's
    press_enter(qtbot, dialog)
    (factor,) = last_roll(fixture_controller).sides[0].factors
    assert (factor.value, factor.count) == (-3, 3)


def test_gdb_melee_totals_the_typed_square_and_logs_the_typed_result(qtbot, gdb_controller):
    """General de Brigade's melee: each side's 2D6 plus the modifiers ticked, each value
    typed from the book (the pack leaves them unset), the difference read against the
    unset result table, and the outcome the umpire picks logged with both sides."""
    dialog = dialog_for(qtbot, gdb_controller, "melee", ["i-15", "i-2g"])
    assert [p.role for p in dialog.panels] == ["attacker", "defender"]
    defender = dialog.panels[1]
    assert defender.checklist.item("melee_factors", "square").text(1) == "?"
    defender.checklist.item("melee_factors", "square").setCheckState(0, Qt.CheckState.Checked)
    type_dice(qtbot, dialog, "attacker", "56")
    type_dice(qtbot, dialog, "defender", "12")
    assert "+ 1 unset factor ?" in defender.totalLabel.text()
    defender.checklist.typed_edit("melee_factors", "square").setValue(2)
    assert "Total: 3 +2 = 5" in defender.totalLabel.text()
    assert "difference 6" in dialog.ui.outcomeLabel.text()
    combo = dialog._typed_widgets[0]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "",
        "Loser retreats",
        "Loser routs",
    ]
    combo.setCurrentIndex(combo.findText("Loser routs"))
    press_enter(qtbot, dialog, "defender")
    row = last_roll(gdb_controller)
    assert row.kind == "melee" and row.outcome.key == "rout" and row.outcome_typed
    assert [(s.role, s.unit, s.total) for s in row.sides] == [
        ("attacker", "i-15", 11),
        ("defender", "i-2g", 5),
    ]
    assert [(f.key, f.value, f.typed) for f in row.sides[1].factors] == [("square", 2, True)]
