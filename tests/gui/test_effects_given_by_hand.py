"""An outcome read from the pack that the pack gives no effects (a club's pack being filled
in: "2 figures, MD" typed as a label, its Effects left empty): the roll dialog offers the
figures lost and the disorder, as for an outcome typed from the book. What is typed there
comes off the roster, and the log says it was the umpire's ("typed from the book: …" in
the row's note, as for a typed outcome; the row's format is unchanged) in the log viewer,
the report and the exports; voiding the roll puts the roster back. The pack is the
FIXTURE pack with made-up values (tests/fixtures), one outcome's effects taken away."""

from __future__ import annotations

import csv
import html
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_outcome_without_effects import FIXTURE_PACK, without_effects
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice

NOTE = "typed from the book: i-2g loses 2, i-2g to MD"
GUARDS = "1/2e Grenadiers à pied"
NOTE_COLUMN = 9


def bare_game(qapp, data_dir: Path, language: str):
    from ba_console.gui.controller import GameController

    pack = without_effects(load_pack(FIXTURE_PACK), "t12", "loss_2_md")
    path = data_dir / "bare.bagame"
    create_demo(path, pack=pack, seed=TEST_SEED).close()
    controller = GameController(data_dir, language)
    assert controller.open_game(path)
    return controller


@pytest.fixture
def bare(qapp, data_dir: Path):
    """The demo game on the FIXTURE pack whose Table 12 outcome "2 figures, MD" has no
    effects."""
    controller = bare_game(qapp, data_dir, "en")
    yield controller
    controller.close_game()


@pytest.fixture
def bare_danish(qapp, data_dir: Path):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    controller = bare_game(qapp, data_dir, "da")
    yield controller
    controller.close_game()


def type_effects(qtbot, dialog, figures: str, disorder: str) -> None:
    """Into the fields, as the umpire does: the figures typed, the disorder picked."""
    spin = dialog._loss_spins["i-2g"]
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClicks(spin.lineEdit() if hasattr(spin, "lineEdit") else spin, figures)
    combo = dialog._disorder_combos["i-2g"]
    combo.setCurrentIndex(combo.findData(disorder))
    combo.setFocus(Qt.FocusReason.TabFocusReason)


def test_figures_typed_for_an_outcome_without_effects_come_off_and_are_the_umpires(
    qtbot, bare, tmp_path
):
    game = bare.game
    assert game.unit("i-2g").figures == 28
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")  # 15: "2 figures, MD", no effects in the pack
    outcome = dialog.ui.outcomeLabel.text()
    assert "2 figures, MD (fixture)" in outcome
    assert "the pack gives this outcome no effects: type below those the book gives" in outcome
    assert dialog.ui.messageLabel.text() == (
        "Ready: the pack gives this outcome no effects; Enter logs it changing nothing. "
        "If the book gives figures lost or a disorder, type them in the fields below."
    )
    assert dialog._typed_widgets == []  # the outcome is the pack's: only its effects typed
    type_effects(qtbot, dialog, "2", "MD")
    assert "effects typed from the book" in dialog.ui.outcomeLabel.text()
    assert dialog.ui.messageLabel.text() == (
        "Ready: Enter confirms and applies the effects typed from the book "
        "(logged as the umpire's)."
    )
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert any("28 → 26" in text for text in effects), effects
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(dialog._disorder_combos["i-2g"], Qt.Key.Key_Return)  # the last field
    # The roster: the figures and the disorder the umpire typed.
    assert game.unit("i-2g").figures == 26
    assert game.unit("i-2g").disorder == "MD"
    # The row: the outcome read from the pack, its effects, and the umpire's mark.
    row = last_roll(bare)
    assert (row.outcome.key, row.outcome_typed) == ("loss_2_md", False)
    assert [(e.unit, e.what, e.from_, e.to) for e in row.effects if e.unit == "i-2g"][:2] == [
        ("i-2g", "figures", 28, 26),
        ("i-2g", "disorder", "ordered", "MD"),
    ]
    assert row.note == NOTE
    assert game.verify().ok
    # The log viewer, the report, the CSV and the JSON say it.
    view = RollLogView(bare)
    qtbot.addWidget(view)
    said = f"typed from the book: {GUARDS} loses 2, {GUARDS} to MD"
    assert view.model.index(0, NOTE_COLUMN).data() == said
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert said in report
    with view.export_to(tmp_path / "log.csv", ",").open(encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert rows[-1]["note"] == NOTE and rows[-1]["outcome_typed"] == "no"
    assert "i-2g figures 28 → 26" in rows[-1]["effects"]
    data = json.loads(view.export_to(tmp_path / "log.json").read_text(encoding="utf-8"))
    logged = [r for r in data["rolls"] if r["sequence"] == row.sequence][0]
    assert logged["note"] == NOTE
    assert {"unit": "i-2g", "what": "figures", "from": 28, "to": 26} in logged["effects"]
    # Voided, the roll gives the figures and the disorder back, as a typed outcome's do.
    bare.rolls.void_roll(row.sequence, "wrong target")
    assert game.unit("i-2g").figures == 28
    assert game.unit("i-2g").disorder == "ordered"
    assert game.verify().ok


def test_enter_with_the_fields_left_empty_logs_the_outcome_changing_nothing(qtbot, bare):
    game = bare.game
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    panel = dialog.panels[0]
    assert panel.dice.edit.hasFocus()  # the fields do not hold Enter: many such rolls are right
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(panel.dice.edit, Qt.Key.Key_Return)
    assert game.unit("i-2g").figures == 28
    row = last_roll(bare)
    assert row.outcome.key == "loss_2_md" and row.note == ""


def test_an_outcome_with_effects_offers_no_fields(qtbot, bare):
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "334")  # 10: "1 figure, LD", with its effects
    assert dialog._loss_spins == {} and dialog._disorder_combos == {}
    assert dialog.ui.messageLabel.text() == "Ready: Enter confirms and applies the effects."


def test_other_dice_take_the_fields_and_what_they_held_away(qtbot, bare):
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    type_effects(qtbot, dialog, "2", "MD")
    type_dice(qtbot, dialog, "firer", "334")  # the pack's "1 figure, LD" after all
    assert dialog._loss_spins == {}
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)
    row = last_roll(bare)
    assert row.outcome.key != "loss_2_md" and "typed from the book" not in row.note
    assert bare.game.unit("i-2g").figures == 27


def test_a_factor_ticked_onto_another_outcome_drops_what_the_fields_held(qtbot, bare):
    """One change (a factor ticked) reads an outcome the pack gives effects: the fields go,
    and the effects shown and logged are the pack's, not the figures typed before."""
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "535")  # 13; with Split fire (+1) below, 14
    checklist = dialog.panels[0].checklist
    checklist.item("t06", "split_fire").setCheckState(0, Qt.CheckState.Checked)  # +1: 14
    assert "2 figures, MD (fixture)" in dialog.ui.outcomeLabel.text()
    type_effects(qtbot, dialog, "2", "MD")
    checklist.item("t06", "split_fire").setCheckState(0, Qt.CheckState.Unchecked)  # 13
    assert dialog._loss_spins == {}
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert not any("28 → 26" in text for text in effects), effects
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)
    row = last_roll(bare)
    assert row.outcome.key != "loss_2_md" and "typed from the book" not in row.note


def test_the_danish_umpire_reads_it_in_danish(qtbot, bare_danish):
    dialog = dialog_for(qtbot, bare_danish, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    outcome = dialog.ui.outcomeLabel.text()
    assert "regelpakken giver dette udfald ingen virkninger" in outcome
    assert dialog.ui.messageLabel.text().startswith(
        "Klar: regelpakken giver dette udfald ingen virkninger"
    )
    type_effects(qtbot, dialog, "2", "MD")
    assert "virkninger indtastet fra bogen" in dialog.ui.outcomeLabel.text()
    assert dialog.ui.messageLabel.text().startswith("Klar: Enter bekræfter")
    with qtbot.waitSignal(bare_danish.roll_logged):
        qtbot.keyClick(dialog._disorder_combos["i-2g"], Qt.Key.Key_Return)
    assert last_roll(bare_danish).note == NOTE  # the log keeps its English
    view = RollLogView(bare_danish)
    qtbot.addWidget(view)
    said = view.model.index(0, NOTE_COLUMN).data()
    assert said == f"indtastet fra bogen: {GUARDS} mister 2, {GUARDS} til U"


def test_a_melee_outcome_without_effects_takes_the_losers_figures_first(qtbot, data_dir):
    """Table 11's "Loser routs (FD)" with no effects: the loser's fields come first, and
    what is typed there falls on the unit named, the row noting it as the umpire's."""
    from ba_console.gui.controller import GameController

    pack = without_effects(load_pack(FIXTURE_PACK), "t11", "loser_fd")
    path = data_dir / "bare-melee.bagame"
    create_demo(path, pack=pack, seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    try:
        dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
        type_dice(qtbot, dialog, "attacker", "666")
        type_dice(qtbot, dialog, "defender", "111")  # difference 15: "Loser routs (FD)"
        assert "Loser routs (FD) (fixture)" in dialog.ui.outcomeLabel.text()
        assert list(dialog._loss_spins) == ["i-2g", "i-15"]  # the loser first
        type_effects(qtbot, dialog, "3", "FD")
        with qtbot.waitSignal(controller.roll_logged):
            qtbot.keyClick(dialog._disorder_combos["i-2g"], Qt.Key.Key_Return)
            qtbot.keyClick(dialog._loss_spins["i-15"], Qt.Key.Key_Return)
            qtbot.keyClick(dialog._disorder_combos["i-15"], Qt.Key.Key_Return)
        game = controller.game
        assert (game.unit("i-2g").figures, game.unit("i-2g").disorder) == (25, "FD")
        assert game.unit("i-15").figures == 36
        row = last_roll(controller)
        assert (row.outcome.key, row.outcome_typed) == ("loser_fd", False)
        assert row.note == "typed from the book: i-2g loses 3, i-2g to FD"
    finally:
        controller.close_game()
