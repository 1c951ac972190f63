"""A General de Brigade game as a Danish club meets it: the roll dialog's hints follow the
roll's dice (2D6, not Belle Alliance's 3D6), and the pack's own notes (its steps', its
tables' and its rolls') read in Danish in a Danish window (pack 2026.12.3), its dice as
the window's: 2D6 (2T6 before 2026.12.4)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED, step_to
from tests.gui.test_pack_words_danish import danish_gdb_window  # noqa: F401
from tests.gui.test_roll_dialogs import dialog_for


def _gdb_controller(qapp, data_dir: Path, language: str):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    path = data_dir / f"gdb-{language}.bagame"
    create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED).close()
    assert install_translations(qapp, language)
    controller = GameController(data_dir, language)
    assert controller.open_game(path)
    return controller


@pytest.fixture
def gdb_english(qapp, data_dir: Path):
    controller = _gdb_controller(qapp, data_dir, "en")
    yield controller
    controller.close_game()


@pytest.fixture
def gdb_danish(qapp, data_dir: Path):
    controller = _gdb_controller(qapp, data_dir, "da")
    yield controller
    controller.close_game()
    from ba_console.gui.app import install_translations

    install_translations(qapp, "en")


def test_a_2d6_roll_asks_for_two_dice_in_its_example(qtbot, gdb_english):
    dialog = dialog_for(qtbot, gdb_english, "melee", ["i-15", "i-2g"])
    assert dialog.ui.outcomeLabel.text() == (
        "Type the dice (e.g. 34) or press Ctrl+R for the console's."
    )
    dice = dialog.panels[0].dice.edit
    assert dice.placeholderText().startswith("e.g. 34 ")
    assert "(2D6), e.g. 34;" in dice.toolTip()


def test_a_2d6_roll_asks_for_two_dice_in_danish_too(qtbot, gdb_danish):
    dialog = dialog_for(qtbot, gdb_danish, "charge_test", ["i-15"])
    assert dialog.ui.outcomeLabel.text() == (
        "Indtast terningerne (f.eks. 34), eller tryk Ctrl+R for konsollens."
    )


def test_a_3d6_roll_asks_for_three_dice(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15"])
    assert dialog.ui.outcomeLabel.text() == (
        "Type the dice (e.g. 345) or press Ctrl+R for the console's."
    )


def test_the_melee_rolls_note_is_danish_in_a_danish_window(qtbot, gdb_danish):
    # The rule label's tooltip carries the roll's note (the pack's words, digest B.1).
    dialog = dialog_for(qtbot, gdb_danish, "melee", ["i-15", "i-2g"])
    assert dialog.ui.ruleLabel.toolTip() == (
        "Hver side slår 2D6 plus tillæg (digest B.1); den laveste sum taber. Tabene aflæses "
        "i bogen."
    )


def test_the_melee_rolls_note_stays_english_in_an_english_window(qtbot, gdb_english):
    dialog = dialog_for(qtbot, gdb_english, "melee", ["i-15", "i-2g"])
    assert dialog.ui.ruleLabel.toolTip().startswith("Each side rolls 2D6 plus modifiers")


@pytest.mark.parametrize(
    ("language", "first_note"),
    [
        ("da", "Aflæses på forskellen mellem de to siders summer (angriber minus forsvarer)"),
        ("en", "Read on the difference between the two sides' totals (attacker minus defender)"),
    ],
)
def test_the_pack_editor_shows_a_tables_notes_in_the_windows_language(qtbot, language, first_note):
    from ba_console.gui.dialogs.pack_editor import PackEditorDialog

    editor = PackEditorDialog(
        load_pack("general_de_brigade"), language=language, save=lambda pack: None
    )
    qtbot.addWidget(editor)
    editor.select_table("melee_result")
    notes = editor.sourceLabel.text().split("<br>• ")[1:]
    assert len(notes) == 3
    assert notes[0].startswith(first_note)
    tip = editor.tablesModel.index(editor.tablesModel.row_of("melee_result"), 4).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert tip.splitlines()[1].startswith(first_note)


def test_the_tracker_says_what_happens_at_each_gdb_step_in_danish(
    danish_gdb_window,  # noqa: F811
):
    controller = danish_gdb_window.controller
    note = danish_gdb_window.ui.phaseTracker.ui.phaseNoteLabel
    step_to(controller, "charge", "charger_test")
    assert "alle bataljoner i en massekolonne tester samtidig" in note.text()
    step_to(controller, "melee")
    assert "Hver side slår 2D6 plus tillæg; den laveste sum taber (F9)." in note.text()
