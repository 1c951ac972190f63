"""Effects typed for an outcome the pack gives none, remembered (Alt+M): a club's pack being
filled in names Table 12's "2 figures, MD" with its Effects left empty; the umpire types the
figures lost and the disorder the book gives it, ticks "Remember in the club's pack", and
from then on the outcome has those Effects, in this game's pack and the club's: the next
roll that reads it changes the roster with nothing typed. Offered only where the effects
typed can be the outcome's exactly. The pack is the FIXTURE pack with made-up values
(tests/fixtures), one outcome's effects taken away."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.model import EffectSpec
from ba_console.gui.controller import GameController
from ba_console.packs import load_pack
from ba_console.packs.club import load_club_pack
from ba_console.store.demo import create_demo
from ba_console.store.kinds import PACK_CHANGED_KIND
from tests.gui.conftest import TEST_SEED
from tests.gui.test_effects_given_by_hand import NOTE, bare_game, type_effects
from tests.gui.test_outcome_without_effects import FIXTURE_PACK, without_effects
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice

PACK_ID = "belle_alliance_fixture"
OFFER = "Table 12, 2 figures, MD (fixture): 2 figures, MD"


@pytest.fixture
def bare(qapp, data_dir: Path):
    """The demo game on the FIXTURE pack whose Table 12 "2 figures, MD" has no effects."""
    controller = bare_game(qapp, data_dir, "en")
    yield controller
    controller.close_game()


def outcome_effects(pack, key: str = "loss_2_md") -> list[EffectSpec]:
    return next(o for o in pack.tables["t12"].outcomes if o.key == key).effects


def test_effects_typed_and_remembered_are_the_outcomes_from_then_on(qtbot, bare, data_dir: Path):
    game = bare.game
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")  # 15: "2 figures, MD", no effects in the pack
    assert not dialog.rememberCheck.isVisible()  # nothing typed: nothing to offer
    type_effects(qtbot, dialog, "2", "MD")
    assert dialog.rememberCheck.isVisible() and not dialog.rememberCheck.isChecked()
    assert dialog.rememberLabel.text() == OFFER
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.rememberCheck.isChecked)  # a mnemonic clicks after a moment
    with qtbot.waitSignal(bare.pack_changed):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)

    # The roll's row is as without Remember: the pack's outcome, the umpire's effects.
    typed, changed = game.rolls()[-2:]
    assert (typed.outcome.key, typed.outcome_typed, typed.note) == ("loss_2_md", False, NOTE)
    assert game.unit("i-2g").figures == 26 and game.unit("i-2g").disorder == "MD"
    assert changed.kind == PACK_CHANGED_KIND
    assert "remembered at the table: Table 12, 2 figures, MD (fixture): 2 figures, MD" in (
        changed.note
    )
    # This game's pack and the club's give the outcome those effects.
    wanted = [
        EffectSpec(what="figures_lost", value=2),
        EffectSpec(what="disorder", value="MD"),
    ]
    assert outcome_effects(bare.pack) == wanted
    club = load_club_pack(data_dir, PACK_ID)
    assert club is not None and outcome_effects(club.pack) == wanted

    # The next roll reading the outcome changes the roster with nothing typed.
    game.adjust("i-2g", {"figures": 28, "disorder": "ordered"}, reason="test: as before")
    second = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, second, "firer", "555")
    assert second._loss_spins == {} and not second.rememberCheck.isVisible()
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(second.panels[0].dice.edit, Qt.Key.Key_Return)
    row = last_roll(bare)
    assert row.outcome.key == "loss_2_md" and row.note == ""
    assert game.unit("i-2g").figures == 26 and game.unit("i-2g").disorder == "MD"
    assert game.verify().ok


def test_unticked_the_effects_count_for_this_roll_only(qtbot, bare, data_dir: Path):
    dialog = dialog_for(qtbot, bare, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "firer", "555")
    type_effects(qtbot, dialog, "2", "MD")
    assert dialog.rememberCheck.isVisible()
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(dialog._disorder_combos["i-2g"], Qt.Key.Key_Return)
    assert last_roll(bare).note == NOTE
    assert bare.game.unit("i-2g").figures == 26
    assert outcome_effects(bare.pack) == []
    assert load_club_pack(data_dir, PACK_ID) is None


def test_only_effects_typed_for_the_unit_the_outcome_falls_on_are_offered(qtbot, data_dir):
    """A melee's outcome falls on the loser: effects typed for the winner cannot be the
    outcome's Effects, and are not offered; typed for the loser, they are."""
    pack = without_effects(load_pack(FIXTURE_PACK), "t11", "loser_fd")
    path = data_dir / "bare-melee.bagame"
    create_demo(path, pack=pack, seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    try:
        dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
        type_dice(qtbot, dialog, "attacker", "666")
        type_dice(qtbot, dialog, "defender", "111")  # difference 15: "Loser routs (FD)"
        winner = dialog._loss_spins["i-15"]
        winner.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClicks(winner.lineEdit() if hasattr(winner, "lineEdit") else winner, "1")
        assert dialog.preview.can_confirm
        assert not dialog.rememberCheck.isVisible()  # the winner's: not the outcome's
        winner.clear()
        type_effects(qtbot, dialog, "3", "FD")  # the loser's
        assert dialog.rememberCheck.isVisible()
        assert dialog.rememberLabel.text() == "Table 11, Loser routs (FD) (fixture): 3 figures, FD"
        dialog.reject()
    finally:
        controller.close_game()
