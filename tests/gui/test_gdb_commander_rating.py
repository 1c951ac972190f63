"""A General de Brigade game rates its commanders in its own words: gifted, average or
inept (the general's ability, rules digest A.1, A.5, C.2), not Belle Alliance's
"particularly effective" (1.1.3). A gifted commander ticks the massed-column formation
test's "Commander is gifted" (+1, VII) of his units, as Belle Alliance's rating ticks
Table 17's rows. A game made before keeps its commanders' stored ratings: the store's
plain "normal" reads as average, and another rule set's word is shown as it is and
ticks nothing."""

from __future__ import annotations

import pytest

from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import make_gdb_game
from tests.gui.test_roll_dialogs import dialog_for
from tests.gui.test_roster import make_panel

GIFTED = ("formation_test_factors", "gifted_commander")


@pytest.fixture
def gdb(qapp, data_dir):
    from ba_console.gui.controller import GameController

    path = data_dir / "gdb.bagame"
    make_gdb_game(path)  # the demo's roster: every commander stored "normal"
    controller = GameController(data_dir, "en")
    controller.hold_log_check = True
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def rating_menu(panel, unit: str) -> list[tuple[str, bool]]:
    """The Rating submenu of the unit's commander's row: each word, and whether ticked."""
    menu = panel.row_menu(panel.view_index(unit, RosterColumn.NAME).parent())
    assert menu is not None
    (rating,) = [a.menu() for a in menu.actions() if a.menu() is not None]
    return [(action.text(), action.isChecked()) for action in rating.actions()]


def pick_rating(panel, unit: str, text: str) -> None:
    menu = panel.row_menu(panel.view_index(unit, RosterColumn.NAME).parent())
    (rating,) = [a.menu() for a in menu.actions() if a.menu() is not None]
    (action,) = [a for a in rating.actions() if a.text() == text]
    action.trigger()


def commander_tip(panel, unit: str) -> str:
    return panel.view_index(unit, RosterColumn.NAME).parent().data(0x03)  # ToolTipRole


def test_a_gdb_roster_rates_a_commander_gifted_average_or_inept(qtbot, gdb):
    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog

    panel = make_panel(qtbot, gdb)
    # The demo's commanders were stored "normal" (Belle Alliance's word): read as average.
    assert rating_menu(panel, "i-15") == [("gifted", False), ("average", True), ("inept", False)]
    pick_rating(panel, "i-15", "gifted")
    assert gdb.game.commander("ir15").rating == "gifted"
    assert rating_menu(panel, "i-15") == [("gifted", True), ("average", False), ("inept", False)]
    assert "gifted" in commander_tip(panel, "i-15").splitlines()
    assert gdb.game.verify().ok
    # Roster › Add › New commander asks in the same words, average chosen.
    dialog = RosterEntryDialog(
        "commander", gdb.game.sides(), gdb.game.commanders(), panel,
        ratings=panel.model.snapshot.ratings,
    )  # fmt: skip
    combo = dialog.ratingCombo
    assert [combo.itemText(i) for i in range(combo.count())] == ["gifted", "average", "inept"]
    assert combo.currentText() == "average"


def test_a_gifted_commander_ticks_his_columns_formation_test(qtbot, gdb):
    gdb.game.update_commander("ir15", rating="gifted")
    dialog = dialog_for(qtbot, gdb, "formation_test", ["i-15"])
    checklist = dialog.panels[0].checklist
    assert checklist.is_ticked(*GIFTED)
    assert "the roster rates the unit's commander gifted" in checklist.item(*GIFTED).toolTip(0)
    dialog.reject()
    gdb.game.update_commander("ir15", rating="inept")
    dialog = dialog_for(qtbot, gdb, "formation_test", ["i-15"])
    assert not dialog.panels[0].checklist.is_ticked(*GIFTED)


def test_a_belle_alliance_word_kept_in_a_gdb_game_is_shown_and_ticks_nothing(qtbot, gdb):
    """A GdB game made before its ratings: a commander rated "effective" then keeps it;
    the roster says it, offers GdB's words beside it, and it is no gifted commander."""
    gdb.game.update_commander("ir15", rating="effective")
    panel = make_panel(qtbot, gdb)
    assert rating_menu(panel, "i-15") == [
        ("gifted", False),
        ("average", False),
        ("inept", False),
        ("particularly effective", True),
    ]
    assert "particularly effective" in commander_tip(panel, "i-15").splitlines()
    dialog = dialog_for(qtbot, gdb, "formation_test", ["i-15"])
    assert not dialog.panels[0].checklist.is_ticked(*GIFTED)
    assert gdb.game.verify().ok


def test_a_belle_alliance_roster_keeps_its_own_words(qtbot, controller):
    panel = make_panel(qtbot, controller)
    assert [text for text, _ in rating_menu(panel, "i-15")] == [
        "particularly effective",
        "normal",
        "particularly ineffective",
    ]
