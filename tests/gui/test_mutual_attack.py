"""A melee's defender that attacks its attacker too reads Table 8's attacker column (4.1.3):
the roll dialog ticks "Attacks too" from the written orders, says why beside the defender's
checklist, lets the umpire change it (or answer "hit in flank or rear", 4.1.1), and the log
keeps the column each factor came from and the reason in the roll's note.

The demo game on the shipped Belle Alliance pack: Table 8 is known, Table 11 is unset, so
the outcome is typed from the book.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from ba_console.core.orders import Attack, OrderParts
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.screen import FRAME_HEIGHT
from ba_console.gui.widgets.roll_detail import roll_detail_html
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED, step_to

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"
GRENADIERS_ORDER = "attack I./15th at the charge"
ATTACKS_TOO = (
    "Attacks too: reads the attacker column (its order attacks I./15th Infantry Regiment, 4.1.3)"
)


def write_orders(controller, defender_target: str = "I./15th Infantry Regiment") -> None:
    """I./15th attacks the grenadiers; the grenadiers' own order attacks `defender_target`
    at the charge (written by name, as the order sheet's completer writes it)."""
    assert controller.save_order(
        "i-15", text="attack the grenadiers", parts=OrderParts(attack=Attack(target="i-2g"))
    )
    assert controller.save_order(
        "i-2g",
        text=GRENADIERS_ORDER,
        parts=OrderParts(attack=Attack(target=defender_target, at_the_charge=True)),
    )
    step_to(controller, "melee", "melee")


def melee_dialog(qtbot, controller, units: list[str]) -> RollDialog:
    dialog = RollDialog(controller, kind="melee", units=units)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


def press_space(qtbot, check) -> None:
    """Toggle a check box from the keyboard, as the umpire tabbing to it would."""
    check.setFocus()
    qtbot.keyClick(check, Qt.Key.Key_Space)


def test_the_defender_attacking_its_attacker_reads_the_attacker_column(qtbot, controller):
    write_orders(controller)
    dialog = melee_dialog(qtbot, controller, ["i-15"])  # the defender from i-15's order
    attacker, defender = dialog.panels
    assert (attacker.unit, defender.unit) == ("i-15", "i-2g")
    assert defender.attacksTooCheck.isChecked()
    assert not defender.flankRearCheck.isChecked()
    assert defender.columnLabel.text() == ATTACKS_TOO
    assert GRENADIERS_ORDER in defender.columnLabel.toolTip()
    # Table 8's attacker column, as the attacker's own list reads it.
    heading = defender.checklist.tree.topLevelItem(0).text(0)
    assert heading == attacker.checklist.tree.topLevelItem(0).text(0)
    assert heading.endswith("“attacker” column")
    assert defender.checklist.item("t08", "flanking_attack").text(1) == "+3"
    # Its own order attacks at the charge: the +1 counts now that it attacks (2.3.3).
    assert defender.checklist.is_ticked("t08", "attack_at_the_charge")
    assert defender.totalLabel.text() == "Total: dice +1"
    assert attacker.totalLabel.text() == "Total: dice ±0"  # i-15's order is no charge


def test_unticking_attacks_too_reads_the_defender_column_again(qtbot, controller):
    write_orders(controller)
    dialog = melee_dialog(qtbot, controller, ["i-15", "i-2g"])
    defender = dialog.panels[-1]
    defender.checklist.item("t08", "flanking_attack").setCheckState(0, Qt.CheckState.Checked)
    assert defender.totalLabel.text() == "Total: dice +4"  # flanking +3, at the charge +1
    press_space(qtbot, defender.attacksTooCheck)
    assert not defender.attacksTooCheck.isChecked()
    assert defender.checklist.tree.topLevelItem(0).text(0).endswith("“defender” column")
    # The umpire's tick stays, now worth the defender's −3; the charge is an attacker's only.
    assert defender.checklist.is_ticked("t08", "flanking_attack")
    assert not defender.checklist.is_ticked("t08", "attack_at_the_charge")
    assert defender.totalLabel.text() == "Total: dice −3"
    assert dialog.preview.resolution.role("defender").modifier == -3  # what the odds read
    assert defender.columnLabel.text() == (
        "Fights as defender, by the umpire's ruling (1.1.9): reads the defender column"
    )
    assert defender.columnLabel.toolTip().startswith(f"The rules' reading: {ATTACKS_TOO}")
    press_space(qtbot, defender.attacksTooCheck)
    assert defender.totalLabel.text() == "Total: dice +4"
    assert defender.columnLabel.text() == ATTACKS_TOO


def test_the_odds_follow_the_column(qtbot, data_dir):
    """On the complete FIXTURE pack (made-up Table 11: tests only) the odds are read, and
    they move with the defender's column."""
    from ba_console.gui.controller import GameController

    path = data_dir / "fixture-demo.bagame"
    create_demo(path, pack=load_pack(FIXTURE_PACK), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    try:
        write_orders(controller)
        dialog = melee_dialog(qtbot, controller, ["i-15", "i-2g"])
        defender = dialog.panels[-1]
        as_attacker = dict(dialog.preview.resolution.results[0].odds)
        press_space(qtbot, defender.attacksTooCheck)
        as_defender = dict(dialog.preview.resolution.results[0].odds)
        assert "?" not in as_attacker and as_defender != as_attacker
        dialog.close()
    finally:
        controller.close_game()


def test_hit_in_flank_or_rear_takes_the_defenders_attack_away(qtbot, controller):
    write_orders(controller)
    dialog = melee_dialog(qtbot, controller, ["i-15", "i-2g"])
    defender = dialog.panels[-1]
    press_space(qtbot, defender.flankRearCheck)
    assert not defender.attacksTooCheck.isChecked()
    assert defender.columnLabel.text() == (
        "Hit in flank or rear: loses its own attack, fights as defender (4.1.1)"
    )
    assert defender.totalLabel.text() == "Total: dice ±0"
    press_space(qtbot, defender.flankRearCheck)
    assert defender.attacksTooCheck.isChecked()


def test_infantry_attacked_by_cavalry_fights_as_defender(qtbot, controller):
    assert controller.save_order(
        "i-2g", text="attack the hussars", parts=OrderParts(attack=Attack(target="hus-2s"))
    )
    dialog = melee_dialog(qtbot, controller, ["hus-2s", "i-2g"])
    defender = dialog.panels[-1]
    assert not defender.attacksTooCheck.isChecked()
    assert defender.columnLabel.text() == (
        "Infantry attacked by cavalry: loses its own attack, fights as defender (4.1.1)"
    )
    assert defender.checklist.tree.topLevelItem(0).text(0).endswith("“defender” column")


def test_a_defender_in_md_or_without_an_order_keeps_the_defender_column(qtbot, controller):
    write_orders(controller)
    controller.game.update_unit("i-2g", disorder="MD")
    dialog = melee_dialog(qtbot, controller, ["i-15", "i-2g"])
    defender = dialog.panels[-1]
    assert not defender.attacksTooCheck.isChecked()
    assert defender.columnLabel.text() == "In MD it cannot attack: fights as defender (4.1.1)"
    assert defender.checklist.is_ticked("t08", "medium_disorder_md")
    assert defender.totalLabel.text() == "Total: dice −4"
    # Another defender, with no order written: a plain defence.
    assert defender.select("i-2c")
    assert not defender.attacksTooCheck.isChecked()
    assert defender.columnLabel.text() == "Defends: no attack order of its own this bound (4.1.3)"


def test_the_logged_roll_keeps_the_attacker_column_and_why(qtbot, controller):
    write_orders(controller)
    game = controller.game
    dialog = melee_dialog(qtbot, controller, ["i-15", "i-2g"])
    attacker, defender = dialog.panels
    attacker.dice.set_typed("456")
    defender.dice.set_typed("234")
    dialog._typed_widgets[0].setEditText("attacker falls back")
    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = game.rolls(newest_first=True, limit=1)[0]
    side = next(s for s in row.sides if s.role == "defender")
    assert [(f.key, f.value, f.table, f.column, f.auto) for f in side.factors] == [
        ("attack_at_the_charge", 1, "t08", "attacker", True)
    ]
    assert side.total == 2 + 3 + 4 + 1
    assert (
        "defender i-2g fought as an attacker, Table 8's attacker column: Attacks too: reads "
        "the attacker column (its order attacks i-15, 4.1.3)"
    ) in row.note
    assert game.verify().ok
    # The log's detail and the dispute report show the column and the reason (the report
    # on hover over the factor, its key beside).
    detail, report = roll_detail_html(row), controller.rolls.export_text("html")
    assert "Table 8 · attacker · 2.3.3" in detail
    assert '<span title="Table 8 · attacker · 2.3.3 (attack_at_the_charge)">+1 ' in report
    assert "fought as an attacker" in detail and "its order attacks i-15, 4.1.3" in detail
    # The report says the units by their names, not the log's keys.
    assert "defender 1/2e Grenadiers à pied fought as an attacker" in report
    assert "its order attacks I./15th Infantry Regiment, 4.1.3" in report


def test_the_umpires_choice_against_the_rules_is_logged_as_a_ruling(qtbot, controller):
    write_orders(controller)
    dialog = melee_dialog(qtbot, controller, ["i-15", "i-2c"])  # i-2c wrote no order
    defender = dialog.panels[-1]
    assert not defender.attacksTooCheck.isChecked()
    press_space(qtbot, defender.attacksTooCheck)
    assert defender.checklist.tree.topLevelItem(0).text(0).endswith("“attacker” column")
    attacker = dialog.panels[0]
    attacker.dice.set_typed("456")
    defender.dice.set_typed("234")
    dialog._typed_widgets[0].setEditText("attacker falls back")
    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = controller.game.rolls(newest_first=True, limit=1)[0]
    assert (
        "defender i-2c read Table 8's attacker column by the umpire's ruling (1.1.9); the "
        "rules' reading: Defends: no attack order of its own this bound (4.1.3)"
    ) in row.note


def test_two_attackers_and_the_defenders_column_fit_768_pixels(qtbot, controller):
    write_orders(controller)
    dialog = melee_dialog(qtbot, controller, ["i-15", "i-2g"])
    dialog.add_role("ii-15")
    defender = dialog.panels[-1]
    assert defender.attacksTooCheck.isChecked()  # its order attacks one of the attackers
    available = QGuiApplication.primaryScreen().availableGeometry()
    limit = min(768, available.height()) - FRAME_HEIGHT
    assert dialog.minimumSizeHint().height() <= limit
    dialog.resize(1366, limit)
    qtbot.wait(50)
    for widget in (defender.attacksTooCheck, defender.flankRearCheck, defender.columnLabel):
        assert not widget.visibleRegion().isEmpty(), widget.objectName()
    # The reason is read whole, every wrapped line of it, in the narrow panel of 3 roles.
    label = defender.columnLabel
    for check in (defender.attacksTooCheck, defender.flankRearCheck):
        press_space(qtbot, check)
        qtbot.wait(20)
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert dialog.confirmButton.geometry().bottom() <= limit
