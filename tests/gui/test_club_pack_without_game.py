"""A second laptop with no game open begins the club's pack and imports the one exported
on the first (walk 3 of session 24): Log and pack › The club's pack… works without a game,
for the club's pack lives in the data folder, not in a game. The pack imported here is the
FIXTURE pack (made-up values) under the shipped pack's id."""

from __future__ import annotations

from pathlib import Path

from ba_console.packs import load_pack
from ba_console.packs.club import load_club_pack
from tests.gui.test_bound_traps import answer_boxes

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"


def exported_on_laptop_1(folder: Path) -> Path:
    """The club's pack as exported on the first laptop (made-up values)."""
    pack = load_pack(FIXTURE_PACK).model_copy(
        update={"id": "belle_alliance", "version": "1.0+club.7"}
    )
    path = folder / "belle_alliance-1.0+club.7.toml"
    path.write_text(pack.to_toml(), encoding="utf-8")
    return path


def test_the_clubs_pack_is_begun_and_imported_with_no_game_open(qtbot, window, data_dir, tmp_path):
    assert window.close_game()
    assert not window.controller.is_open
    assert window.ui.actionClubPack.isEnabled()  # not greyed: no game is needed

    seen = answer_boxes(qtbot, ["Yes"])
    editor = window.open_club_pack()
    assert editor is not None
    editor.confirm_discard = lambda: True
    (question, _, default, _) = seen[0]
    assert question.startswith("The club has no pack of belle_alliance yet. Begin it now from")
    assert "import the club's pack exported on another computer" in question
    assert default == "&No"
    assert editor.windowTitle() == "The club's pack"

    assert editor.import_file(exported_on_laptop_1(tmp_path))
    answer_boxes(qtbot, ["Save them"])  # the fixture's outcomes without effects
    assert editor.save()
    club = load_club_pack(data_dir, "belle_alliance")
    assert club is not None and club.pack.version == "1.0+club.7"
    assert editor.messageLabel.text().startswith("Saved as version 1.0+club.7")


def test_without_a_game_a_club_that_says_no_gets_nothing_written(qtbot, window, data_dir):
    assert window.close_game()
    window.confirm_begin_club_pack = lambda pack_id: False
    assert window.open_club_pack() is None
    assert load_club_pack(data_dir, "belle_alliance") is None
