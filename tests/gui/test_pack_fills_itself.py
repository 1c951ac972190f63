"""The pack fills itself in play: an outcome typed once for an unset cell, remembered, is
read by the next roll with nothing typed; the log names the pack change; the pack editor
shows where the cell came from; the next game's wizard offers the club's pack first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.model import Outcome, Text
from ba_console.core.results import lookup_bands
from ba_console.gui.dialogs.new_game_wizard import NewGameWizard
from ba_console.gui.models.pack_table_model import PackDraft
from ba_console.gui.models.table_list_model import PackTablesModel
from ba_console.packs.club import club_pack_path, load_club_pack
from ba_console.packs.fill import CellEntry, fill_cells
from ba_console.store.records import PACK_CHANGED_KIND
from tests.gui.test_roll_dialog_guidance import alt_letters
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice
from tests.gui.test_wizard import controller_create


def type_fire_outcome(qtbot, dialog, words: str, figures: int, disorder: str) -> None:
    combo = dialog._typed_widgets[0]
    combo.setFocus()
    qtbot.keyClicks(combo, words)
    dialog._loss_spins["i-2g"].setValue(figures)
    disorders = dialog._disorder_combos["i-2g"]
    disorders.setCurrentIndex(disorders.findData(disorder))


def test_an_outcome_typed_once_and_remembered_is_read_by_the_next_roll(qtbot, controller, data_dir):
    game = controller.game
    old_hash = game.info.pack_hash
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "356")
    assert not dialog.rememberCheck.isVisible()  # nothing typed: nothing to offer
    type_fire_outcome(qtbot, dialog, "2 figures and LD", 2, "LD")
    assert dialog.rememberCheck.isVisible() and not dialog.rememberCheck.isChecked()
    assert dialog.rememberLabel.text() == "Table 12, total 14: 2 figures and LD, 2 figures, LD"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.rememberCheck.isChecked)  # a mnemonic clicks after a moment
    with qtbot.waitSignal(controller.pack_changed):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)

    typed, changed = game.rolls()[-2:]
    assert typed.kind == "fire" and typed.outcome_typed and typed.pack_hash == old_hash
    assert changed.kind == PACK_CHANGED_KIND
    new_hash = game.info.pack_hash
    assert new_hash != old_hash and changed.pack_hash == new_hash
    assert old_hash in changed.note and new_hash in changed.note
    assert "Table 12, total 14: 2 figures and LD, 2 figures, LD" in changed.note
    assert controller.pack.version.endswith("+club.1")
    club = load_club_pack(data_dir, "belle_alliance")
    assert club is not None and club.path == club_pack_path(data_dir, "belle_alliance")

    # The next roll on the same total reads the cell: nothing typed, the same effects.
    game.adjust("i-2g", {"figures": 28, "disorder": "ordered"}, reason="test: as before")
    second = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, second, "firer", "356")
    assert second._typed_widgets == []
    assert second.confirmButton.isEnabled() and not second.rememberCheck.isVisible()
    with qtbot.waitSignal(controller.roll_logged):
        qtbot.keyClick(second.panels[0].dice.edit, Qt.Key.Key_Return)
    row = last_roll(controller)
    assert not row.outcome_typed and row.cell == "t12: 14"
    assert row.outcome.label == "2 figures and LD" and row.pack_hash == new_hash
    assert game.unit("i-2g").figures == 26 and game.unit("i-2g").disorder == "LD"
    assert game.verify().ok


def test_refusing_keeps_the_outcome_typed_for_this_roll_only(qtbot, controller, data_dir):
    game = controller.game
    old_hash = game.info.pack_hash
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "356")
    type_fire_outcome(qtbot, dialog, "2 figures and LD", 2, "LD")
    assert dialog.rememberCheck.isVisible()
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    assert [r.kind for r in game.rolls()] == ["fire"]
    assert game.info.pack_hash == old_hash
    assert load_club_pack(data_dir, "belle_alliance") is None
    second = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, second, "firer", "356")
    assert len(second._typed_widgets) == 1  # still asks for the book


def remember_fire_cell(qtbot, controller) -> None:
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "356")
    type_fire_outcome(qtbot, dialog, "2 figures and LD", 2, "LD")
    dialog.rememberCheck.setChecked(True)
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)


def test_the_pack_editor_shows_which_cells_came_from_play(qtbot, controller):
    remember_fire_cell(qtbot, controller)
    pack = controller.pack
    tables = PackTablesModel(pack)
    source = tables.index(tables.row_of("t12"), 4).data()
    assert source.startswith("1 cell entered at the table; ")
    (bands, _outcomes) = PackDraft(pack).edit_models("t12")
    headers = [bands.headerData(c, Qt.Orientation.Horizontal) for c in range(bands.columnCount())]
    shown = [
        {header: bands.index(r, c).data() for c, header in enumerate(headers)}
        for r in range(bands.rowCount())
    ]
    assert shown == [
        {"From": "…", "To": "13", "Outcome": "?", "Source": ""},
        {
            "From": "14",
            "To": "14",
            "Outcome": "2 figures and LD",  # its label, not its key
            "Source": "entered at the table, game Plancenoit, 18 June 1815, bound 1, by the umpire",
        },
        {"From": "15", "To": "…", "Outcome": "?", "Source": ""},
    ]
    # An edit of the cell in the editor is the umpire's, not play's: its source goes.
    assert bands.setData(bands.index(1, headers.index("Outcome")), "?")
    assert bands.index(1, headers.index("Source")).data() == ""


def test_a_pack_editor_save_logs_the_pack_change(qtbot, controller):
    game = controller.game
    old_hash = game.info.pack_hash
    edited = fill_cells(
        controller.pack,
        [CellEntry("t11", 3, None, Outcome(key="x", label=Text(en="X", da="X")), "book p. 4")],
    )
    controller.save_pack(edited)
    row = last_roll(controller)
    assert row.kind == PACK_CHANGED_KIND and row.pack_hash == edited.content_hash
    assert old_hash in row.note and row.note.endswith(": saved in the pack editor")


def test_the_next_games_wizard_offers_the_clubs_pack_first(qtbot, controller, data_dir):
    remember_fire_cell(qtbot, controller)
    wizard = NewGameWizard(controller_create(controller), data_dir / "games", data_dir=data_dir)
    qtbot.addWidget(wizard)
    wizard.show()
    combo = wizard.ui.packCombo
    assert combo.currentIndex() == 0
    assert combo.currentData() == str(club_pack_path(data_dir, "belle_alliance"))
    assert "the club's pack (belle_alliance " in combo.currentText()
    assert combo.currentText().endswith("+club.1)")
    assert combo.findData("belle_alliance") > 0  # the shipped pack is still there
    controller.close_game()
    wizard.ui.titleEdit.setText("Wavre")
    wizard.next()
    wizard.next()
    wizard.next()
    with qtbot.waitSignal(controller.game_opened):
        wizard.next()  # the dice page is the commit page: the game is created
    pack = controller.pack
    assert pack.version.endswith("+club.1")
    assert lookup_bands("t12", pack.tables["t12"], 14).outcome.label.en == "2 figures and LD"


@pytest.mark.parametrize("language", ["controller", "danish"])
def test_the_remember_box_shares_no_alt_letter_with_the_dialogs_fields(qtbot, request, language):
    """Alt+M (Danish Alt+H) ticks the box and nothing else: with the remember box and the
    player's word field both shown, no two fields of the fire dialog share an Alt letter."""
    controller = request.getfixturevalue(language)
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "356")
    type_fire_outcome(qtbot, dialog, "2 figures and LD", 2, "LD")
    assert dialog.rememberCheck.isVisible() and dialog.ui.wordEdit.isVisible()
    shared = {k: v for k, v in alt_letters(dialog).items() if len(v) > 1}
    assert shared == {}
