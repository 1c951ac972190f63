"""Log and pack › The club's pack…: the pack the club's next games start from, seen and
corrected from the console. A cell remembered wrongly at the table (it reached the club's
pack) is put right there, not by editing its TOML by hand; a club without a pack yet may
begin one from this game's; a club file a game changed meanwhile is not written over, and
one that does not load is named and left as it is."""

from __future__ import annotations

from ba_console.core.model import Outcome, Text
from ba_console.core.results import lookup_bands
from ba_console.gui.dialogs.new_game_wizard import NewGameWizard
from ba_console.packs import load_pack
from ba_console.packs.club import club_pack_path, load_club_pack, remember_in_club
from ba_console.packs.fill import CellEntry, FactorEntry, play_source
from tests.gui.test_pack_editor_slips import column_of
from tests.gui.test_wizard import controller_create

ONE_FIGURE = Outcome(key="one_fig", label=Text(en="1 figure", da="1 figur"))


def remember_total_4(window, outcome: Outcome = ONE_FIGURE, game: str = "Ligny") -> None:
    """An earlier game remembered Table 12's total 4 at the table."""
    remember_in_club(
        window.controller.data_dir,
        window.controller.pack,
        [CellEntry("t12", 4, None, outcome, play_source(game, 2))],
    )


def open_club_editor(window):
    editor = window.open_club_pack()
    assert editor is not None
    editor.confirm_discard = lambda: True
    return editor


def band_row(bands, low: int) -> int:
    start = column_of(bands, "From")
    return next(r for r in range(bands.rowCount()) if bands.index(r, start).data() == str(low))


def test_a_cell_remembered_wrongly_is_corrected_in_the_clubs_pack(qtbot, window, data_dir):
    remember_total_4(window)  # the umpire of Ligny misread the book: 4 loses nothing
    game_pack = window.controller.pack

    editor = open_club_editor(window)
    assert editor.windowTitle() == "The club's pack"
    header = editor.headerLabel.text()  # the club's file, not this game's pack
    assert header.startswith("The club's pack: ") and "+club.1" in header
    editor.select_table("t12")
    bands, outcomes = editor._models
    outcomes.insertRows(0, 1)
    assert outcomes.setData(outcomes.index(0, column_of(outcomes, "Key")), "no_loss")
    assert outcomes.setData(outcomes.index(0, column_of(outcomes, "Label (en)")), "No loss")
    assert outcomes.setData(outcomes.index(0, column_of(outcomes, "Label (da)")), "Intet tab")
    editor.confirm_outcomes_without_effects = lambda named: True  # it rightly changes nothing
    row = band_row(bands, 4)
    assert bands.setData(bands.index(row, column_of(bands, "Outcome")), "no_loss")
    assert editor.save()

    club = load_club_pack(data_dir, "belle_alliance")
    assert lookup_bands("t12", club.pack.tables["t12"], 4).outcome.label.en == "No loss"
    assert editor.messageLabel.text().endswith(
        "the club's next games start from it; games already begun keep their own pack."
    )
    # This game's pack is not touched: it keeps what it was started with.
    assert window.controller.pack.content_hash == game_pack.content_hash
    # The next game's wizard offers the corrected pack first.
    wizard = NewGameWizard(
        controller_create(window.controller), data_dir / "games", data_dir=data_dir
    )
    qtbot.addWidget(wizard)
    wizard.show()
    offered = load_pack(wizard.ui.packCombo.currentData())
    assert lookup_bands("t12", offered.tables["t12"], 4).outcome.label.en == "No loss"


def test_a_club_without_a_pack_begins_one_from_this_games(qtbot, window, data_dir):
    asked = []
    window.confirm_begin_club_pack = lambda pack_id: asked.append(pack_id) or False
    assert window.open_club_pack() is None  # the umpire said no: nothing opened or written
    assert asked == ["belle_alliance"]
    assert load_club_pack(data_dir, "belle_alliance") is None

    window.confirm_begin_club_pack = lambda pack_id: True
    editor = open_club_editor(window)
    editor.select_table("t07")
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(1, column_of(cells, "loss")), "-1")  # Canister, was '?'
    assert editor.save()
    club = load_club_pack(data_dir, "belle_alliance")
    assert club is not None and club.path == club_pack_path(data_dir, "belle_alliance")
    assert club.pack.table("t07").row("canister").values["loss"] == -1
    # Saved twice in one sitting: the editor's own last save is not "changed meanwhile".
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(1, column_of(cells, "loss")), "-2")
    assert editor.save()
    club = load_club_pack(data_dir, "belle_alliance")
    assert club.pack.table("t07").row("canister").values["loss"] == -2


def test_a_club_pack_a_game_changed_meanwhile_is_not_written_over(qtbot, window, data_dir):
    remember_total_4(window)
    editor = open_club_editor(window)
    editor.select_table("t07")
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(1, column_of(cells, "loss")), "-1")
    # Meanwhile a game remembers a factor value at the table into the club's pack.
    remember_in_club(
        data_dir,
        window.controller.pack,
        [FactorEntry("t07", "canister", "moral", 1, play_source("Wavre", 3))],
    )

    assert not editor.save()
    assert editor.messageLabel.text().startswith(
        "Not saved: the club's pack changed since the editor opened it"
    )
    canister = load_club_pack(data_dir, "belle_alliance").pack.table("t07").row("canister")
    assert canister.values == {"loss": "?", "moral": 1}  # the game's cell is kept
    assert editor.draft.dirty  # and the umpire's edit is still there to export


def test_a_club_pack_that_does_not_load_is_named_and_left_alone(qtbot, window, data_dir):
    path = club_pack_path(data_dir, "belle_alliance")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("title = [unclosed\n", encoding="utf-8")

    assert window.open_club_pack() is None
    assert len(window.warnings) == 1
    assert window.warnings[0].startswith(f"The club's pack {path} cannot be read: ")
    assert path.read_text(encoding="utf-8") == "title = [unclosed\n"
