"""An unset factor (Table 7's canister) ticked in the roll dialog: the umpire types its value
from the book, the total, the outcome and the odds count it; the log marks it typed; the
club's pack may remember it, and the next roll reads it with nothing typed. The pack editor
shows where the value came from.

The pack is the complete FIXTURE (made-up values: tests only) with the one cell unset, so
the outcome is read from Table 12 once the factor's value is known.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.gui.models.pack_table_model import PackDraft
from ba_console.gui.models.table_list_model import PackTablesModel
from ba_console.gui.widgets.roll_detail import roll_detail_html
from ba_console.packs import load_pack, pack_from_data
from ba_console.packs.club import load_club_pack
from ba_console.store.demo import create_demo
from ba_console.store.records import PACK_CHANGED_KIND
from tests.gui.conftest import TEST_SEED
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"
SOURCE = "entered at the table, game Plancenoit, 18 June 1815, bound 1, by the umpire"


def canister_unset():
    data = load_pack(FIXTURE_PACK).model_dump(mode="json")
    row = next(r for r in data["tables"]["t07"]["rows"] if r["key"] == "canister")
    row["values"]["loss"] = "?"
    return pack_from_data(data)


@pytest.fixture
def canister(qapp, data_dir: Path):
    """The demo game on the fixture pack with the canister's loss unset."""
    from ba_console.gui.controller import GameController

    path = data_dir / "canister.bagame"
    create_demo(path, pack=canister_unset(), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def battery_fire(qtbot, controller):
    return dialog_for(qtbot, controller, "artillery_fire", ["bty-12", "i-2g"])


def tick_canister(qtbot, dialog) -> None:
    """From the keyboard: into the list (it lands on its first factor), down to Canister,
    Space ticks it."""
    tree = dialog.panels[0].checklist.tree
    tree.setFocus()
    assert tree.currentItem().text(0) == "Ranging"
    qtbot.keyClick(tree, Qt.Key.Key_Down)
    assert tree.currentItem().text(0) == "Canister"
    qtbot.keyClick(tree, Qt.Key.Key_Space)


def test_a_typed_factor_counts_is_logged_typed_and_remembered(qtbot, canister, data_dir):
    controller = canister
    game = controller.game
    dialog = battery_fire(qtbot, controller)
    panel = dialog.panels[0]
    checklist = panel.checklist
    assert checklist.item("t07", "canister").text(1) == "?"
    assert checklist.typed_edit("t07", "canister") is None  # no field until it is ticked
    type_dice(qtbot, dialog, "firer", "356")
    assert panel.totalLabel.text() == "Total: 14 ±0 = 14"
    tick_canister(qtbot, dialog)
    field = checklist.typed_edit("t07", "canister")
    assert QApplication.focusWidget() is field  # ticked: the cursor is in its value field
    assert "+ 1 unset factor ?" in panel.totalLabel.text()  # nothing typed: not counted as 0
    assert dialog.preview.resolution.results[0].needs_umpire
    qtbot.keyClicks(field, "-1")
    assert panel.totalLabel.text() == "Total: 14 −1 = 13"
    assert "total 13 → <b>1 figure, LD (fixture)</b>" in dialog.ui.outcomeLabel.text()
    assert dialog.ui.oddsChart.note_text() == ""  # the odds count it too
    assert dialog.rememberCheck.isVisible() and not dialog.rememberCheck.isChecked()
    assert dialog.rememberLabel.text() == "Table 7, Canister, loss: −1"
    dialog.rememberCheck.setChecked(True)
    with qtbot.waitSignal(controller.pack_changed):
        qtbot.keyClick(field, Qt.Key.Key_Return)  # Enter in the field confirms the roll

    fired, changed = game.rolls()[-2:]
    (factor,) = fired.sides[0].factors
    assert (factor.key, factor.value, factor.typed) == ("canister", -1, True)
    assert fired.cell == "t12: 9-13" and not fired.outcome_typed
    assert changed.kind == PACK_CHANGED_KIND
    assert changed.note.endswith("remembered at the table: Table 7, Canister, loss: -1")
    assert "value typed from the book" in roll_detail_html(fired)
    club = load_club_pack(data_dir, canister_unset().id).pack
    assert club.tables["t07"].row("canister").sources == {"loss": SOURCE}

    # The next roll reads the value from the pack: ticked, nothing typed, the same total.
    second = battery_fire(qtbot, controller)
    checklist = second.panels[0].checklist
    assert checklist.item("t07", "canister").text(1) == "−1"
    checklist.set_ticked("t07", "canister")
    assert checklist.typed_edit("t07", "canister") is None
    type_dice(qtbot, second, "firer", "356")
    assert second.panels[0].totalLabel.text() == "Total: 14 −1 = 13"
    assert not second.rememberCheck.isVisible()
    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(second.confirmButton, Qt.MouseButton.LeftButton)
    (factor,) = last_roll(controller).sides[0].factors
    assert (factor.value, factor.typed) == (-1, False)
    assert "value typed from the book" not in roll_detail_html(last_roll(controller))
    assert game.verify().ok


def test_the_odds_wait_for_the_unset_factors_value(qtbot, canister):
    """Ticked and nothing typed, nobody knows the total: no bar counts the canister as 0,
    the chart says what it waits for; typed, the odds are read as the table gives them."""
    dialog = battery_fire(qtbot, canister)
    chart = dialog.ui.oddsChart
    known = chart.odds_text()
    assert known and chart.note_text() == ""
    tick_canister(qtbot, dialog)
    assert chart.odds_text() == []
    assert chart.note_text() == "Odds unknown until a value is typed for Canister"
    type_dice(qtbot, dialog, "firer", "356")
    assert chart.odds_text() == [] and "a ticked factor is unset" in dialog.ui.outcomeLabel.text()
    qtbot.keyClicks(dialog.panels[0].checklist.typed_edit("t07", "canister"), "-1")
    assert chart.note_text() == "" and chart.odds_text() and chart.odds_text() != known


def test_refused_the_value_counts_for_this_roll_only(qtbot, canister, data_dir):
    controller = canister
    dialog = battery_fire(qtbot, controller)
    type_dice(qtbot, dialog, "firer", "356")
    tick_canister(qtbot, dialog)
    qtbot.keyClicks(QApplication.focusWidget(), "+2")
    assert dialog.panels[0].totalLabel.text() == "Total: 14 +2 = 16"
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    assert [r.kind for r in controller.game.rolls()] == ["artillery_fire"]
    assert last_roll(controller).sides[0].factors[0].typed
    assert load_club_pack(data_dir, canister_unset().id) is None
    again = battery_fire(qtbot, controller)
    assert again.panels[0].checklist.item("t07", "canister").text(1) == "?"


def test_the_pack_editor_shows_where_a_factor_value_came_from(qtbot, canister):
    controller = canister
    dialog = battery_fire(qtbot, controller)
    type_dice(qtbot, dialog, "firer", "356")
    tick_canister(qtbot, dialog)
    qtbot.keyClicks(QApplication.focusWidget(), "-1")
    dialog.rememberCheck.setChecked(True)
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)

    pack = controller.pack
    tables = PackTablesModel(pack)
    assert tables.index(tables.row_of("t07"), 4).data().startswith("1 cell entered at the table; ")
    (grid,) = PackDraft(pack).edit_models("t07")
    headers = [grid.headerData(c, Qt.Orientation.Horizontal) for c in range(grid.columnCount())]
    row = next(r for r in range(grid.rowCount()) if grid.index(r, 0).data() == "Canister")
    shown = {header: grid.index(row, c).data() for c, header in enumerate(headers)}
    assert shown["Source"] == f"loss: {SOURCE}"
    assert shown["loss"] == "-1" and shown["moral"] == "-1"
    loss = grid.index(row, headers.index("loss"))
    assert loss.data(Qt.ItemDataRole.ToolTipRole) == SOURCE
    # An edit of the value in the editor is the umpire's, not play's: its source goes.
    assert grid.setData(loss, "-2")
    assert grid.index(row, headers.index("Source")).data() == ""


def test_confirm_and_next_reads_the_remembered_value_from_the_new_pack(qtbot, canister):
    controller = canister
    dialog = battery_fire(qtbot, controller)
    type_dice(qtbot, dialog, "firer", "356")
    tick_canister(qtbot, dialog)
    qtbot.keyClicks(QApplication.focusWidget(), "-1")
    dialog.rememberCheck.setChecked(True)
    qtbot.mouseClick(dialog.confirmNextButton, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and controller.game.roll_count(kind="artillery_fire") == 1
    checklist = dialog.panels[0].checklist
    # The list reads the pack that learned the value: still ticked, no longer typed.
    assert checklist.item("t07", "canister").text(1) == "−1"
    assert checklist.is_ticked("t07", "canister")
    assert checklist.typed_edit("t07", "canister") is None
    assert [(t.key, t.typed) for t in checklist.ticks()] == [("canister", None)]
    assert dialog.panels[0].totalLabel.text() == "Total: dice −1"


def test_an_unset_repeatable_row_takes_its_value_beside_its_count(qtbot, controller):
    """Table 17's "each earlier bound failed with the same order" (1.1.3), unset in the
    shipped pack: the value typed per bound, times the count."""
    dialog = dialog_for(qtbot, controller, "ordering", ["i-15"])
    checklist = dialog.panels[0].checklist
    checklist.set_ticked("t17", "failed_bound_same_order", count=2)
    field = checklist.typed_edit("t17", "failed_bound_same_order")
    assert field is not None and field.isVisible()
    assert checklist.count_box("t17", "failed_bound_same_order").prefix() == "×"
    field.setFocus()
    qtbot.keyClicks(field, "-2")
    type_dice(qtbot, dialog, "owner", "356")
    assert dialog.panels[0].totalLabel.text() == "Total: 14 −4 = 10"
    (factor,) = dialog.preview.draft.sides[0].factors
    assert (factor.value, factor.count, factor.typed) == (-4, 2, True)
    # Left empty again, the row is unset: out of the total, never counted as 0.
    field.clear()
    assert "+ 1 unset factor ?" in dialog.panels[0].totalLabel.text()


def test_the_value_field_from_the_keyboard(qtbot, controller):
    """Space ticks and goes to the field; Shift+Tab back to the list, where Space unticks
    (the value leaves the total) and ticks again (the value typed is kept); Tab goes on to
    the dice, not round to the top of the dialog."""
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    panel = dialog.panels[0]
    tree = panel.checklist.tree
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    field = panel.checklist.typed_edit("t06", "split_fire")
    assert QApplication.focusWidget() is field
    qtbot.keyClicks(field, "-1")
    assert panel.totalLabel.text() == "Total: dice −1"
    qtbot.keyClick(field, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is tree
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    assert not panel.checklist.is_ticked("t06", "split_fire") and not field.isEnabled()
    assert panel.totalLabel.text() == "Total: dice ±0"
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is field and field.text() == "-1"
    assert panel.totalLabel.text() == "Total: dice −1"
    qtbot.keyClick(field, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.dice.edit


def test_a_value_typed_from_the_book_is_asked_about_before_the_game_closes(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    assert dialog.roll_being_made() is None  # nothing typed: nothing lost
    dialog.panels[0].checklist.set_ticked("t06", "split_fire", typed=-1)
    assert dialog.roll_being_made() == (
        "Fire by hand weapons: I./15th Infantry Regiment, 1/2e Grenadiers à pied"
    )


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            "a ticked factor is unset: type the value of Canister in its field, or the "
            "outcome, read from the book",
        ),
        (
            "da",
            "en afkrydset faktor er ukendt: indtast værdien for Kardæsk i dens felt, eller "
            "udfaldet, aflæst i bogen",
        ),
    ],
)
def test_a_ticked_unset_factor_asks_for_its_value_or_the_outcome(
    qtbot, qapp, data_dir, language, said
):
    """The field for the factor's value is right there: the dialog says the umpire may type
    it, as well as the outcome, in the interface language."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    assert install_translations(qapp, language)
    path = data_dir / "canister.bagame"
    create_demo(path, pack=canister_unset(), seed=TEST_SEED).close()
    controller = GameController(data_dir, language)
    assert controller.open_game(path)
    dialog = battery_fire(qtbot, controller)
    dialog.panels[0].checklist.set_ticked("t07", "canister")
    type_dice(qtbot, dialog, "firer", "356")
    assert said in dialog.ui.outcomeLabel.text()
    dialog.reject()
    controller.close_game()
