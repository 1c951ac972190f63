"""A replacement roll (Table 19, 1.1.4) whose outcome the pack reads but gives no effects (a
club's pack being filled in: "replaced" typed as a label, its Effects left empty): the roll
dialog offers the replacement's own effects, the commander replaced and his rating (1.1.3).
What is typed puts the commander back on the roster, the log says it was the umpire's, void
gives it back, and Alt+M remembers it, also in an old game's pack copy (the pinned 2026.11.3
pack, schema 3, whose Table 19 the club filled). The packs are the FIXTURE pack with made-up
values (tests/fixtures) and the pinned pack."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.model import EffectSpec
from ba_console.gui.labels import display_text
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.packs import load_pack
from ba_console.packs.club import load_club_pack
from ba_console.play.choices import PlayError, RoleChoice, RollChoices
from ba_console.play.roll import CONTEXT
from ba_console.store.demo import create_demo
from ba_console.store.kinds import PACK_CHANGED_KIND
from tests.gui.conftest import TEST_SEED
from tests.gui.test_outcome_without_effects import FIXTURE_PACK, without_effects
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice
from tests.play.test_play_replacement_effects_typed import old_pack_table_19_filled

NOTE = "typed from the book: commander ir15 replaced, rating effective for ir15"
NOTE_COLUMN = 9
ORDERLY = "Orderly 1 (15th IR)"
COMMANDER = "Commander, 15th Infantry Regiment"


def game_on(data_dir: Path, pack, language: str):
    """The demo game on `pack`, the 15th IR's commander fallen, in the reporting phase."""
    from ba_console.gui.controller import GameController

    path = data_dir / "bare19.bagame"
    game = create_demo(path, pack=pack, seed=TEST_SEED)
    game.set_phase(1, "reporting")
    game.update_commander("ir15", fallen=True)
    game.close()
    controller = GameController(data_dir, language)
    assert controller.open_game(path)
    return controller


@pytest.fixture
def bare(qapp, data_dir: Path):
    pack = without_effects(load_pack(FIXTURE_PACK), "t19r", "replaced")
    controller = game_on(data_dir, pack, "en")
    yield controller
    controller.close_game()


@pytest.fixture
def bare_danish(qapp, data_dir: Path):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    pack = without_effects(load_pack(FIXTURE_PACK), "t19r", "replaced")
    controller = game_on(data_dir, pack, "da")
    yield controller
    controller.close_game()


def rolled(qtbot, controller):
    """Orderly 1 rolls 15 for his commander: the FIXTURE's Table 19 reads "replaced"."""
    dialog = dialog_for(qtbot, controller, "replacement", ["ir15.o1"])
    type_dice(qtbot, dialog, "owner", "456")
    return dialog


def type_replacement(qtbot, dialog, rating: str | None = "effective") -> None:
    """As the umpire does: Space on the box; the rating chosen in its list."""
    box = dialog._effect_fields["commander_replaced"]
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(box, Qt.Key.Key_Space)
    if rating is not None:
        combo = dialog._effect_fields["commander_rating"]
        combo.setCurrentIndex(combo.findData(rating))


def effects_listed(dialog) -> list[str]:
    return [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]


def test_the_replacement_typed_puts_the_commander_back(qtbot, bare):
    game = bare.game
    dialog = rolled(qtbot, bare)
    assert "the pack gives this outcome no effects: type below" in dialog.ui.outcomeLabel.text()
    # Only a replacement's own effects: no fall, no figures, no disorder.
    assert set(dialog._effect_fields) == {"commander_replaced", "commander_rating"}
    assert dialog._effect_fields["commander_replaced"].text() == "commander replaced"
    # The rating alone is refused: he would stay fallen.
    rating = dialog._effect_fields["commander_rating"]
    rating.setCurrentIndex(rating.findData("effective"))
    assert dialog.ui.messageLabel.text() == (
        "A commander's rating is typed only with the commander replaced (1.1.3): type the "
        "replacement too, or leave the rating unchanged."
    )
    assert not dialog.confirmButton.isEnabled()
    type_replacement(qtbot, dialog, None)
    assert effects_listed(dialog) == [
        "Commander, 15th Infantry Regiment: commander fallen yes → no",
        f"{ORDERLY}: figure removed, his commander placed where it stood (1.1.4)",
        "Commander, 15th Infantry Regiment: commander's rating normal → particularly effective",
    ]
    assert dialog.confirmButton.isEnabled()
    with qtbot.waitSignal(bare.roll_logged):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    assert not game.commander("ir15").fallen and game.orderly("ir15.o1").fallen
    assert game.commander("ir15").rating == "effective"
    row = last_roll(bare)
    assert (row.outcome.key, row.outcome_typed, row.note) == ("replaced", False, NOTE)
    assert game.verify().ok
    view = RollLogView(bare)
    qtbot.addWidget(view)
    assert view.model.index(0, NOTE_COLUMN).data() == (
        f"typed from the book: commander {COMMANDER} replaced, "
        f"rating particularly effective for {COMMANDER}"
    )
    bare.rolls.void_roll(row.sequence, "misread")
    assert game.commander("ir15").fallen and not game.orderly("ir15.o1").fallen
    assert game.commander("ir15").rating == "normal"
    assert game.verify().ok


def test_the_danish_umpire_reads_the_fields_the_refusal_and_the_note_in_danish(qtbot, bare_danish):
    dialog = rolled(qtbot, bare_danish)
    assert dialog._effect_fields["commander_replaced"].text() == "chef erstattet"
    rating = dialog._effect_fields["commander_rating"]
    rating.setCurrentIndex(rating.findData("effective"))
    assert dialog.ui.messageLabel.text() == (
        "En chefs kvalitet indtastes kun sammen med, at chefen er erstattet (1.1.3): indtast "
        "også erstatningen, eller lad kvaliteten være uændret."
    )
    type_replacement(qtbot, dialog, None)
    # What Alt+M would keep, in Danish words: the rating by its label, not its key.
    assert dialog.rememberLabel.text() == (
        "Skema 19, Erstattet: ordonnansen fjernes og chefen sættes i hans sted: "
        "chef erstattet, kvalitet særligt effektiv"
    )
    with qtbot.waitSignal(bare_danish.roll_logged):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    assert last_roll(bare_danish).note == NOTE  # the log keeps its English
    view = RollLogView(bare_danish)
    qtbot.addWidget(view)
    assert view.model.index(0, NOTE_COLUMN).data() == (
        f"indtastet fra bogen: chef {COMMANDER} erstattet, "
        f"kvalitet særligt effektiv for {COMMANDER}"
    )


def test_alt_m_remembers_the_replacement_in_an_old_games_pack(qtbot, qapp, data_dir):
    """A game made on the pinned 2026.11.3 pack (schema 3: no outcome could replace a
    commander) whose club filled Table 19: Alt+M keeps the replacement typed in the game's
    copy and in the club's pack, which say they need schema 8; the next roll needs nothing."""
    old = old_pack_table_19_filled()
    controller = game_on(data_dir, old, "en")
    try:
        assert controller.pack.schema_version == 3
        dialog = rolled(qtbot, controller)
        type_replacement(qtbot, dialog, None)
        assert dialog.rememberLabel.text() == (
            "Table 19, Replaced: the orderly figure is removed and the commander placed "
            "where it stood: commander replaced"
        )
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(dialog.rememberCheck.isChecked)  # a mnemonic clicks after a moment
        said: list[str] = []
        controller.status_message.connect(said.append)
        with qtbot.waitSignal(controller.pack_changed):
            qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
        assert said[-1] == (
            "Remembered in this game. The club's pack keeps the effects of 1 outcome for the "
            "next games (belle_alliance.toml)."
        )
        typed, changed = controller.game.rolls()[-2:]
        assert (typed.outcome.key, typed.pack_hash) == ("replaced", old.content_hash)
        assert changed.kind == PACK_CHANGED_KIND
        wanted = [EffectSpec(what="commander_replaced")]
        assert controller.pack.tables["t19r"].outcome("replaced").effects == wanted
        assert controller.pack.schema_version == 8
        club = load_club_pack(data_dir, old.id)
        assert club is not None and club.pack.schema_version == 8
        assert club.pack.tables["t19r"].outcome("replaced").effects == wanted
        assert controller.game.verify().ok
        # Fallen again (Table 10): the next replacement of 15 needs nothing typed.
        with controller.game.transaction():
            controller.game.update_commander("ir15", fallen=True)
        again = dialog_for(qtbot, controller, "replacement", ["ir15.o2"])
        type_dice(qtbot, again, "owner", "456")
        assert again._effect_fields == {}
        with qtbot.waitSignal(controller.roll_logged):
            qtbot.mouseClick(again.confirmButton, Qt.MouseButton.LeftButton)
        assert not controller.game.commander("ir15").fallen
        assert last_roll(controller).note == ""
    finally:
        controller.close_game()


def test_effects_typed_for_a_roll_that_takes_none_are_refused_in_danish(qtbot, bare_danish):
    """The refusal the roll dialog shows for effects typed on a kind whose outcomes take none
    (a fire's are figures and disorder, typed in fields of their own): all in Danish."""
    owner = RoleChoice(role="firer", unit="i-15", faces=(5, 5, 5), target="i-2g")
    choices = RollChoices(
        kind="fire", roles=(owner,), outcome_effects=(EffectSpec(what="staff_falls"),)
    )
    with pytest.raises(PlayError) as refused:
        bare_danish.rolls.session.preview(choices, "da")
    exc = refused.value
    assert display_text(CONTEXT, exc.template, exc.template_args, str(exc)) == (
        "Virkninger indtastet for udfaldet (staff_falls): denne slags kast får ingen "
        "virkninger indtastet fra bogen."
    )
