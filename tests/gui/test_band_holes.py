"""A roll on a Table 12 written by hand over part of the dice's totals (a TEST FIXTURE: the
fixture pack's made-up Table 12 with its top band taken away, 14-18 in no band): a total in
the hole is an unset cell as the umpire reads it. He types the outcome from the book, the
log says it was typed, and the club's pack may remember it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.packs.club import load_club_pack
from ba_console.store.demo import create_demo
from ba_console.store.records import PACK_CHANGED_KIND
from tests.fixtures.printed_bands import holed_bands_pack
from tests.gui.conftest import TEST_SEED
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice


@pytest.fixture
def holed(qapp, data_dir: Path):
    from ba_console.gui.controller import GameController

    path = data_dir / "holed.bagame"
    create_demo(path, pack=holed_bands_pack(), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_a_total_in_a_hole_is_typed_from_the_book_and_remembered(qtbot, holed, data_dir):
    controller = holed
    game = controller.game
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    text = dialog.ui.outcomeLabel.text()
    assert "total 15: " in text
    assert "this cell of Table 12 is unset in this pack: type the outcome read from the book" in (
        text
    )
    assert "off the printed" not in text
    assert not dialog.confirmButton.isEnabled()
    combo = dialog._typed_widgets[0]
    combo.setFocus()
    qtbot.keyClicks(combo, "2 figures and LD")
    dialog._loss_spins["i-2g"].setValue(2)
    dialog._disorder_combos["i-2g"].setCurrentIndex(dialog._disorder_combos["i-2g"].findData("LD"))
    assert dialog.rememberCheck.isVisible()
    assert dialog.rememberLabel.text() == "Table 12, total 15: 2 figures and LD, 2 figures, LD"
    dialog.rememberCheck.setChecked(True)
    with qtbot.waitSignal(controller.pack_changed):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    fired, changed = game.rolls()[-2:]
    assert fired.outcome_typed and fired.outcome.label == "2 figures and LD"
    assert changed.kind == PACK_CHANGED_KIND
    club = load_club_pack(data_dir, holed_bands_pack().id).pack
    assert [(b.min, b.max) for b in club.tables["t12"].bands if b.source] == [(15, 15)]

    # The next 15 is read from the table, with nothing typed.
    again = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, again, "firer", "555")
    assert "total 15 → <b>2 figures and LD</b>" in again.ui.outcomeLabel.text()
    assert again.confirmButton.isEnabled()
    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(again.confirmButton, Qt.MouseButton.LeftButton)
    assert not last_roll(controller).outcome_typed and last_roll(controller).cell == "t12: 15"


def test_a_band_filled_over_the_hole_in_the_editor_is_kept_in_the_clubs_pack(qtbot, data_dir):
    """The umpire adds the band 14-15 from the book (the fixture's own outcome), Fill gaps
    puts '?' over 16-18, and the save counts 14-15 as a cell filled: the club keeps it."""
    from ba_console.gui.app import build_window
    from tests.gui.test_pack_editor_slips import column_of, open_editor

    path = data_dir / "holed.bagame"
    create_demo(path, pack=holed_bands_pack(), seed=TEST_SEED).close()
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    assert window.controller.open_game(path)
    editor = open_editor(qtbot, window)
    editor.select_table("t12")
    bands, _outcomes = editor._models
    row = bands.rowCount()
    bands.insertRows(row, 1)
    assert bands.setData(bands.index(row, column_of(bands, "From")), "14")
    assert bands.setData(bands.index(row, column_of(bands, "To")), "15")
    assert bands.setData(bands.index(row, column_of(bands, "Outcome")), "loss_1_ld")
    qtbot.mouseClick(editor.fillGapsButton, Qt.MouseButton.LeftButton)
    assert editor.save()
    assert editor.messageLabel.text().endswith(
        "The club's pack keeps 1 cell for the next games (belle_alliance_fixture.toml)."
    )
    club = load_club_pack(data_dir, holed_bands_pack().id).pack
    assert [(b.min, b.max, b.outcome) for b in club.tables["t12"].bands if b.source] == [
        (14, 15, "loss_1_ld")
    ]
    window.controller.close_game()


def test_the_editor_says_which_totals_are_in_no_band_when_the_table_is_shown(qtbot, data_dir):
    """Table 12 written by hand up to 13 of 3D6: the editor says at once that 14-18 is in no
    band, in the words the save would refuse it with, and offers Fill gaps; filled, it is
    said no more, and undone, it is said again."""
    from ba_console.gui.app import build_window
    from tests.gui.test_pack_editor_slips import open_editor

    path = data_dir / "holed.bagame"
    create_demo(path, pack=holed_bands_pack(), seed=TEST_SEED).close()
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    assert window.controller.open_game(path)
    editor = open_editor(qtbot, window)
    editor.select_table("t12")
    assert editor.holesLabel.isVisible()
    assert editor.holesLabel.text() == (
        "14-18 is not covered by any band (add a band, with outcome '?' if it is not known)\n"
        "A roll there is unset until then: its outcome is typed from the book. Fill gaps "
        "with '?' adds the missing bands."
    )
    assert editor.fillGapsButton.isVisible()
    qtbot.mouseClick(editor.fillGapsButton, Qt.MouseButton.LeftButton)
    assert not editor.holesLabel.isVisible()
    assert editor.undo()
    assert editor.holesLabel.text().startswith("14-18 is not covered by any band")
    editor.select_table("t08")  # a table without bands says nothing of them
    assert not editor.holesLabel.isVisible()
    window.controller.close_game()
