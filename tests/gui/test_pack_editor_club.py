"""The pack editor's save fills the club's pack too: the cells the umpire filled from the
book (unset before) are kept for the next games, with where they came from, and the next
game's wizard offers them first; a known value corrected stays in this game, said so; the
club's own reading of a cell is kept, said so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.core.model import Outcome, Text
from ba_console.core.results import lookup_bands
from ba_console.gui.dialogs.new_game_wizard import NewGameWizard
from ba_console.packs import load_pack
from ba_console.packs.club import club_pack_path, load_club_pack, remember_in_club
from ba_console.packs.fill import CellEntry, is_unset, play_source
from tests.gui.test_pack_editor_slips import column_of, open_editor
from tests.gui.test_wizard import controller_create


def fill_table_12(qtbot, editor) -> None:
    """Table 12 from the book, as far as the umpire read it: totals 3-5 lose nothing; the
    rest left unset with Fill gaps."""
    editor.select_table("t12")
    bands, outcomes = editor._models
    outcomes.insertRows(0, 1)
    assert outcomes.setData(outcomes.index(0, column_of(outcomes, "Key")), "no_loss")
    assert outcomes.setData(outcomes.index(0, column_of(outcomes, "Label (en)")), "No loss")
    assert outcomes.setData(outcomes.index(0, column_of(outcomes, "Label (da)")), "Intet tab")
    bands.insertRows(0, 1)
    assert bands.setData(bands.index(0, column_of(bands, "From")), "3")
    assert bands.setData(bands.index(0, column_of(bands, "To")), "5")
    assert bands.setData(bands.index(0, column_of(bands, "Outcome")), "no_loss")
    qtbot.mouseClick(editor.fillGapsButton, Qt.MouseButton.LeftButton)
    # "No loss" rightly changes nothing: saved as it is when the save asks about it.
    editor.confirm_outcomes_without_effects = lambda named: True


def fill_canister(editor, value: str = "-1") -> None:
    editor.select_table("t07")
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(1, column_of(cells, "loss")), value)  # Canister, was '?'


def status(window) -> str:
    """The status bar's message whole, as its tooltip says it (a long one is cut off in
    the bar itself, with the key that shows it whole: test_long_notices_kept.py)."""
    return window.ui.statusBar.toolTip()


def test_cells_filled_in_the_editor_are_kept_in_the_clubs_pack(qtbot, window, data_dir):
    controller = window.controller
    title, bound = controller.info.title, controller.bound
    editor = open_editor(qtbot, window)
    fill_canister(editor)
    fill_table_12(qtbot, editor)
    assert editor.save()

    source = f"entered in the pack editor, game {title}, bound {bound}, by the umpire"
    club = load_club_pack(data_dir, "belle_alliance")
    assert club is not None and club.path == club_pack_path(data_dir, "belle_alliance")
    canister = club.pack.table("t07").row("canister")
    assert canister.values["loss"] == -1 and canister.sources["loss"] == source
    assert canister.values["moral"] == "?"  # nothing typed there
    table = club.pack.tables["t12"]
    assert lookup_bands("t12", table, 4).outcome.label.en == "No loss"
    assert [(b.min, b.max, b.source) for b in table.bands if b.outcome != "?"] == [(3, 5, source)]
    natural = club.pack.natural_range("t12")
    assert is_unset(table, 6, None, natural) and is_unset(
        table, 2, None, natural
    )  # the gaps stay unset
    said = "The club's pack keeps 2 cells for the next games (belle_alliance.toml)."
    assert status(window).endswith(said)
    assert editor.messageLabel.text().endswith(said)

    # The next game's wizard offers the club's pack first, with the cells in it.
    wizard = NewGameWizard(controller_create(controller), data_dir / "games", data_dir=data_dir)
    qtbot.addWidget(wizard)
    wizard.show()
    assert wizard.ui.packCombo.currentIndex() == 0
    offered = load_pack(wizard.ui.packCombo.currentData())
    assert offered.table("t07").row("canister").values["loss"] == -1
    assert lookup_bands("t12", offered.tables["t12"], 5).outcome.label.en == "No loss"


def test_a_corrected_known_value_stays_in_this_game_and_is_said(qtbot, window, data_dir):
    controller = window.controller
    editor = open_editor(qtbot, window)
    editor.select_table("t08")
    cells = editor.current_grid().model()
    march = cells.index(0, column_of(cells, "attacker"))
    assert march.data() == "-2"  # Column of march, known
    assert cells.setData(march, "-3")
    assert editor.save()
    assert controller.pack.table("t08").row("column_of_march").values["attacker"] == -3
    assert load_club_pack(data_dir, "belle_alliance") is None  # nothing filled: no club file
    said = (
        "The club's pack does not take 1 corrected cell: corrections stay in this game "
        "(Log and pack › The club's pack… corrects the club's)."
    )
    assert status(window).endswith(said)
    assert editor.messageLabel.text().endswith(said)


def test_the_clubs_own_reading_is_kept_and_said(qtbot, window, data_dir):
    controller = window.controller
    base = controller.pack
    routs = Outcome(key="one_fig", label=Text(en="1 figure", da="1 figur"))
    remember_in_club(  # an earlier game learned total 4 at the table
        data_dir, base, [CellEntry("t12", 4, None, routs, play_source("Ligny", 2))]
    )
    editor = open_editor(qtbot, window)
    fill_table_12(qtbot, editor)
    assert editor.save()

    assert lookup_bands("t12", controller.pack.tables["t12"], 4).outcome.label.en == "No loss"
    table = load_club_pack(data_dir, "belle_alliance").pack.tables["t12"]
    assert lookup_bands("t12", table, 4).outcome.label.en == "1 figure"  # kept
    assert lookup_bands("t12", table, 3).outcome.label.en == "No loss"  # taken beside it
    assert lookup_bands("t12", table, 5).outcome.label.en == "No loss"
    assert status(window).endswith(
        "The club's pack keeps 2 cells for the next games (belle_alliance.toml). "
        "The club's pack reads 1 cell otherwise and keeps its reading."
    )
