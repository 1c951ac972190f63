"""An outcome of the pack with a label but no effects: the roll reads it and changes
nothing on the roster. Said beside the outcome, before Enter, and asked about once when
the pack editor saves such outcomes. The packs here are the FIXTURE pack with made-up
values (tests/fixtures), one outcome's effects taken away."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_bound_traps import answer_boxes
from tests.gui.test_pack_editor_slips import column_of, editor_on
from tests.gui.test_roll_dialogs import dialog_for, last_roll, press_enter, type_dice

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"


def without_effects(pack, table: str, key: str):
    """`pack` with the outcome `key` of `table` left with its label and no effects."""
    result = pack.tables[table]
    outcomes = [
        o.model_copy(update={"effects": []}) if o.key == key else o for o in result.outcomes
    ]
    tables = {**pack.tables, table: result.model_copy(update={"outcomes": outcomes})}
    return pack.model_copy(update={"tables": tables})


@pytest.fixture
def bare_controller(qapp, data_dir: Path):
    """The demo game on the FIXTURE pack whose Table 12 outcome "2 figures, MD" has no
    effects (a club that typed the label and forgot the Effects cell)."""
    from ba_console.gui.controller import GameController

    pack = without_effects(load_pack(FIXTURE_PACK), "t12", "loss_2_md")
    path = data_dir / "bare.bagame"
    create_demo(path, pack=pack, seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_an_outcome_without_effects_says_it_changes_nothing(qtbot, bare_controller):
    game = bare_controller.game
    dialog = dialog_for(qtbot, bare_controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")  # 15: "2 figures, MD", no effects
    outcome = dialog.ui.outcomeLabel.text()
    assert "2 figures, MD (fixture)" in outcome
    # A fire: the figures and the disorder are offered (tests/gui/test_effects_given_by_hand.py).
    assert "the pack gives this outcome no effects: type below those the book gives" in outcome
    assert dialog.ui.messageLabel.text().startswith(
        "Ready: the pack gives this outcome no effects; Enter logs it changing nothing."
    )
    assert dialog.confirmButton.isEnabled()  # not refused: it may rightly change nothing
    with qtbot.waitSignal(bare_controller.roll_logged):
        press_enter(qtbot, dialog)
    assert last_roll(bare_controller).outcome.key == "loss_2_md"
    assert game.unit("i-2g").figures == 28


def test_an_outcome_with_effects_says_nothing_of_the_kind(qtbot, bare_controller):
    dialog = dialog_for(qtbot, bare_controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "334")  # 10: "1 figure, LD", with its effects
    assert "1 figure, LD (fixture)" in dialog.ui.outcomeLabel.text()
    assert "no change to the roster" not in dialog.ui.outcomeLabel.text()
    assert dialog.ui.messageLabel.text() == "Ready: Enter confirms and applies the effects."


# --- the pack editor, on save -------------------------------------------------------------


def type_outcome(qtbot, editor, key: str, label: str, effects: str = "") -> None:
    """A new outcome of Table 12 typed in the Outcomes grid (made-up words)."""
    editor.select_table("t12")
    editor.gridTabs.setCurrentIndex(1)  # Outcomes
    qtbot.mouseClick(editor.addRowButton, Qt.MouseButton.LeftButton)
    model = editor.current_grid().model()
    row = model.rowCount() - 1
    assert model.setData(model.index(row, column_of(model, "Key")), key)
    assert model.setData(model.index(row, column_of(model, "Label (en)")), label)
    assert model.setData(model.index(row, column_of(model, "Label (da)")), label)
    if effects:
        assert model.setData(model.index(row, column_of(model, "Effects")), effects)


def test_saving_an_outcome_without_effects_asks_once_and_enter_keeps_editing(qtbot):
    editor = editor_on(qtbot)
    type_outcome(qtbot, editor, "made_up_one", "MADE-UP one figure")
    seen = answer_boxes(qtbot, [Qt.Key.Key_Return])
    assert not editor.save()
    (text, listed, default, buttons) = seen[0]
    assert "have a label but no Effects" in text
    assert listed == "• Table 12: “MADE-UP one figure”"  # the shipped ones are not asked
    assert default == "&Keep editing"
    assert editor.saved == []  # Enter kept editing: nothing saved
    assert editor.messageLabel.text().startswith("Not saved: give those outcomes their Effects")
    seen = answer_boxes(qtbot, ["Save them"])
    assert editor.save()  # a pack may rightly have outcomes that change nothing
    assert len(seen) == 1 and len(editor.saved) == 1
    assert not editor.saved[0].tables["t12"].outcome("made_up_one").effects


def test_an_outcome_typed_with_its_effects_is_saved_without_asking(qtbot):
    editor = editor_on(qtbot)
    type_outcome(qtbot, editor, "made_up_two", "MADE-UP two figures", "figures_lost=2")
    assert editor.save()
    assert editor.saved[0].tables["t12"].outcome("made_up_two").effects
