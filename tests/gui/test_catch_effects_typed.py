"""A catch roll whose outcome the pack reads but gives no effects (a club's pack being
filled in: Table 18's "falls, side −1" typed as a label, its Effects left empty): the roll
dialog offers the catch roll's own effects, the fall and the side penalty, as a fire or
melee offers figures and disorder. What is typed there befalls the staff figure, the log
says it was the umpire's ("typed from the book: …"), voiding the roll gives it back, and
Alt+M remembers it in the game's and the club's pack. A negative penalty reads "−1" in
the field, the offer and the log's note, as in the effects beside them (the log keeps the
note's "-1"). The pack is the FIXTURE pack with
made-up values (tests/fixtures), one outcome's effects taken away."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.model import EffectSpec
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.packs import load_pack
from ba_console.packs.club import load_club_pack
from ba_console.store.demo import create_demo
from ba_console.store.kinds import PACK_CHANGED_KIND
from tests.gui.conftest import TEST_SEED
from tests.gui.test_outcome_without_effects import FIXTURE_PACK, without_effects
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice

NOTE = "typed from the book: hiller falls, side penalty -1 for prussia"
NOTE_COLUMN = 9
HILLER = "Oberst von Hiller (16th Brigade)"
PRUSSIA = "Prussian IV Corps (Bülow)"


def bare_game(data_dir: Path, language: str):
    from ba_console.gui.controller import GameController

    pack = without_effects(load_pack(FIXTURE_PACK), "t18", "falls_side_minus_1")
    path = data_dir / "bare18.bagame"
    create_demo(path, pack=pack, seed=TEST_SEED).close()
    controller = GameController(data_dir, language)
    assert controller.open_game(path)
    return controller


@pytest.fixture
def bare(qapp, data_dir: Path):
    controller = bare_game(data_dir, "en")
    yield controller
    controller.close_game()


@pytest.fixture
def bare_danish(qapp, data_dir: Path):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    controller = bare_game(data_dir, "da")
    yield controller
    controller.close_game()


def type_fall(qtbot, dialog) -> None:
    """As the umpire does: Tab to the box, Space; Tab to the penalty, Down."""
    box = dialog._effect_fields["staff_falls"]
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(box, Qt.Key.Key_Space)
    spin = dialog._effect_fields["side_penalty"]
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(spin, Qt.Key.Key_Down)


def test_a_fall_typed_for_a_catch_outcome_without_effects(qtbot, bare):
    game = bare.game
    dialog = dialog_for(qtbot, bare, "catch", ["hiller"])
    type_dice(qtbot, dialog, "owner", "555")  # 15: "falls, side −1", no effects in the pack
    assert "the pack gives this outcome no effects: type below" in dialog.ui.outcomeLabel.text()
    assert dialog.ui.messageLabel.text() == (
        "Ready: the pack gives this outcome no effects; Enter logs it changing nothing. "
        "If the book gives it effects, type them in the fields below."
    )
    # Only a catch roll's own effects: no figures, no disorder, no order.
    assert set(dialog._effect_fields) == {"staff_falls", "side_penalty"}
    assert dialog._loss_spins == {} and dialog._disorder_combos == {}
    type_fall(qtbot, dialog)
    # The penalty reads as the effects below say it: "−1", not "-1".
    assert dialog._effect_fields["side_penalty"].text() == "−1"
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert f"side {PRUSSIA}: penalty −1 until bound 2" in effects
    assert "effects typed from the book" in dialog.ui.outcomeLabel.text()
    assert dialog.rememberCheck.isVisible()
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(dialog._effect_fields["side_penalty"], Qt.Key.Key_Return)
    assert next(c for c in game.commanders() if c.key == "hiller").fallen
    assert [(p.side, p.value) for p in game.side_penalties()] == [("prussia", -1)]
    row = last_roll(bare)
    assert (row.outcome.key, row.outcome_typed) == ("falls_side_minus_1", False)
    assert row.note == NOTE
    assert game.verify().ok
    view = RollLogView(bare)
    qtbot.addWidget(view)
    assert view.model.index(0, NOTE_COLUMN).data() == (
        f"typed from the book: {HILLER} falls, side penalty −1 for {PRUSSIA}"
    )  # the log keeps "-1"; shown with the minus sign of the effects beside it
    # Voided, he stands again and the penalty is lifted.
    bare.rolls.void_roll(row.sequence, "misread")
    assert not next(c for c in game.commanders() if c.key == "hiller").fallen
    assert game.side_penalties() == []
    assert game.verify().ok


def test_alt_m_remembers_the_fall_in_the_games_and_the_clubs_pack(qtbot, bare, data_dir):
    dialog = dialog_for(qtbot, bare, "catch", ["hiller"])
    type_dice(qtbot, dialog, "owner", "555")
    type_fall(qtbot, dialog)
    assert dialog.rememberLabel.text() == (
        "Table 18, Falls; own side's units -1 on all rolls this and next bound: "
        "falls, side penalty −1"
    )
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.rememberCheck.isChecked)  # a mnemonic clicks after a moment
    said: list[str] = []
    bare.status_message.connect(said.append)
    with qtbot.waitSignal(bare.pack_changed):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    # The status bar says what the club's pack kept: effects, not cells.
    assert said[-1] == (
        "Remembered in this game. The club's pack keeps the effects of 1 outcome for the "
        "next games (belle_alliance_fixture.toml)."
    )
    typed, changed = bare.game.rolls()[-2:]
    assert (typed.outcome.key, typed.note) == ("falls_side_minus_1", NOTE)
    assert changed.kind == PACK_CHANGED_KIND
    wanted = [EffectSpec(what="staff_falls"), EffectSpec(what="side_penalty", value=-1)]
    assert bare.pack.tables["t18"].outcome("falls_side_minus_1").effects == wanted
    club = load_club_pack(data_dir, bare.pack.id)
    assert club is not None
    assert club.pack.tables["t18"].outcome("falls_side_minus_1").effects == wanted
    # The next catch roll of 15 needs nothing typed: no fields, the pack's effects.
    again = dialog_for(qtbot, bare, "catch", ["losthin"])
    type_dice(qtbot, again, "owner", "555")
    assert again._effect_fields == {}
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.keyClick(again.panels[0].dice.edit, Qt.Key.Key_Return)
    assert next(c for c in bare.game.commanders() if c.key == "losthin").fallen
    assert last_roll(bare).note == ""


def test_the_danish_umpire_reads_the_fields_and_the_note_in_danish(qtbot, bare_danish):
    dialog = dialog_for(qtbot, bare_danish, "catch", ["hiller"])
    type_dice(qtbot, dialog, "owner", "555")
    assert dialog._effect_fields["staff_falls"].text() == "falder"
    type_fall(qtbot, dialog)
    with qtbot.waitSignal(bare_danish.roll_logged):
        qtbot.keyClick(dialog._effect_fields["side_penalty"], Qt.Key.Key_Return)
    assert last_roll(bare_danish).note == NOTE  # the log keeps its English
    view = RollLogView(bare_danish)
    qtbot.addWidget(view)
    assert view.model.index(0, NOTE_COLUMN).data() == (
        f"indtastet fra bogen: {HILLER} falder, sidefradrag −1 for {PRUSSIA}"
    )


def test_an_ordering_roll_offers_the_order_and_the_disorder_not_a_fall(qtbot, data_dir):
    from ba_console.gui.controller import GameController

    pack = without_effects(load_pack(FIXTURE_PACK), "t17r", "order_not_followed")
    path = data_dir / "bare17.bagame"
    create_demo(path, pack=pack, seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    try:
        dialog = dialog_for(qtbot, controller, "ordering", ["i-15"])
        type_dice(qtbot, dialog, "owner", "112")  # "not followed", no effects in the pack
        assert set(dialog._effect_fields) == {"order"}
        assert set(dialog._disorder_combos) == {"i-15"} and dialog._loss_spins == {}
        order = dialog._effect_fields["order"]
        order.setCurrentIndex(order.findData("order_failed"))
        with qtbot.waitSignal(controller.roll_logged):
            qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
        assert last_roll(controller).note.endswith("typed from the book: i-15 order not followed")
    finally:
        controller.close_game()


def test_a_catch_roll_survived_offers_no_fields(qtbot, bare):
    """ "Survives" has no effects in the shipped pack either: it rightly changes nothing,
    and the dialog says so quietly, with nothing to type."""
    dialog = dialog_for(qtbot, bare, "catch", ["hiller"])
    type_dice(qtbot, dialog, "owner", "433")  # 10: "Survives"
    assert dialog._effect_fields == {}
    assert "no change to the roster: the pack gives this outcome no effects" in (
        dialog.ui.outcomeLabel.text()
    )
    assert dialog.ui.messageLabel.text() == "Ready: Enter confirms and applies the effects."
