"""A replacement roll (Table 19, 1.1.4) whose outcome the pack reads but gives no effects (a
club's pack being filled in: "replaced" typed as a label, its Effects left empty): the
umpire types from the book that the commander is replaced and his rating (1.1.3). The
commander is back, the orderly off the table, his rating set; the log's note says it was
the umpire's; void gives it all back; Alt+M remembers it, also in an old game's pack copy
made before outcomes could replace a commander (schema below 8). The packs are the FIXTURE
pack with made-up values (tests/fixtures) and the pinned 2026.11.3 pack. No Qt."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.core.model import EffectSpec
from ba_console.core.vocabulary import note_in_words
from ba_console.packs import load_pack, pack_from_data
from ba_console.play.choices import PlayError, RoleChoice, RollChoices
from ba_console.play.learn import offer_text, remember
from ba_console.play.session import PlaySession
from ba_console.play.stored import StoredGame
from ba_console.reports.translation import load_translation
from tests.play.test_play_outcome_effects_typed import without_effects

OLD_PACK = Path(__file__).resolve().parents[1] / "fixtures" / "pinned_belle_alliance.toml"
REPLACED = EffectSpec(what="commander_replaced")
EFFECTIVE = EffectSpec(what="commander_rating", value="effective")


def replacement(*effects: EffectSpec, faces=(4, 5, 6)) -> RollChoices:
    """Orderly 1 of the 15th IR rolls 15: the FIXTURE's Table 19 reads "replaced"."""
    owner = RoleChoice(role="owner", unit="ir15.o1", faces=faces)
    return RollChoices(kind="replacement", roles=(owner,), outcome_effects=tuple(effects))


def fallen_ir15(game):
    game.set_phase(1, "reporting")
    game.update_commander("ir15", fallen=True)
    return game


@pytest.fixture
def bare_replacement(fixture_pack, demo):
    pack = without_effects(fixture_pack, "t19r", "replaced")
    return PlaySession(fallen_ir15(demo(pack)), pack)


def test_the_replacement_and_rating_typed_put_the_commander_back(bare_replacement):
    session = bare_replacement
    game = session.game
    untyped = session.preview(replacement())
    assert untyped.can_confirm and untyped.draft.effects == ()  # the pack gives none
    preview = session.preview(replacement(REPLACED, EFFECTIVE))
    assert preview.can_confirm, preview.problem
    draft = preview.draft
    assert (draft.outcome.key, draft.outcome_typed) == ("replaced", False)
    # The orderly rolled, but the COMMANDER is replaced and rated: the note names him.
    assert draft.note == "typed from the book: commander ir15 replaced, rating effective for ir15"
    row = game.append_roll(draft)
    assert not game.commander("ir15").fallen and game.orderly("ir15.o1").fallen
    assert game.commander("ir15").rating == "effective"
    assert StoredGame(game, ladder=session.pack.disorder).commander_rating("i-15") == "effective"
    assert game.verify().ok
    # The log viewer reads it back by the names, in English and in Danish.
    names = game.names()
    assert note_in_words(row.note, names) == (
        "typed from the book: commander Commander, 15th Infantry Regiment replaced, "
        "rating particularly effective for Commander, 15th Infantry Regiment"
    )
    assert note_in_words(row.note, names, load_translation("da")) == (
        "indtastet fra bogen: chef Commander, 15th Infantry Regiment erstattet, "
        "kvalitet særligt effektiv for Commander, 15th Infantry Regiment"
    )
    # Void: he is fallen again, the orderly back, the rating as it was.
    game.void_roll(row.sequence, "misread")
    assert game.commander("ir15").fallen and not game.orderly("ir15.o1").fallen
    assert game.commander("ir15").rating == "normal"
    assert game.verify().ok


def test_a_rating_is_typed_only_with_the_replacement_and_only_a_rating(bare_replacement):
    session = bare_replacement
    # A rating without the commander back: he stays fallen, no rating is read (1.1.3).
    with pytest.raises(PlayError, match="only with the commander replaced"):
        session.preview(replacement(EFFECTIVE))
    # A word that is no rating.
    bogus = EffectSpec(what="commander_rating", value="brilliant")
    with pytest.raises(PlayError, match="effective, normal, ineffective"):
        session.preview(replacement(REPLACED, bogus))
    # A catch roll's fall is not a replacement's.
    with pytest.raises(PlayError, match="only commander_replaced, commander_rating"):
        session.preview(replacement(EffectSpec(what="staff_falls")))
    assert session.game.roll_count() == 0


def test_the_replacement_typed_is_offered_and_read_from_the_pack_after(bare_replacement):
    session = bare_replacement
    preview = session.preview(replacement(REPLACED, EFFECTIVE))
    found = session.cell_offers(preview)
    assert [offer_text(o) for o in found] == [
        "Table 19, Replaced: the orderly figure is removed and the commander placed where "
        "it stood: commander replaced, rating particularly effective"
    ]
    learned, _ = remember(session.pack, found, game="Ligny", bound=1)
    effects = learned.tables["t19r"].outcome("replaced").effects
    assert effects == [REPLACED, EFFECTIVE]
    again = PlaySession(session.game, learned).preview(replacement())
    assert again.draft.effects == preview.draft.effects and again.draft.note == ""


def old_pack_table_19_filled():
    """The pinned 2026.11.3 pack (schema 3, Table 19's outcomes without effects, as every
    pack before 2026.12.3) whose club filled Table 19's bands in play."""
    data = load_pack(OLD_PACK).model_dump(mode="json", exclude_none=True)
    data["tables"]["t19r"]["bands"] = [
        {"max": 9, "outcome": "not_replaced"},
        {"min": 10, "outcome": "replaced"},
    ]
    return pack_from_data(data)


def test_an_old_games_pack_learns_the_replacement_typed(demo):
    old = old_pack_table_19_filled()
    assert old.schema_version < 8 and old.tables["t19r"].outcome("replaced").effects == []
    session = PlaySession(fallen_ir15(demo(old)), old)
    preview = session.preview(replacement(REPLACED))
    assert preview.can_confirm, preview.problem
    found = session.cell_offers(preview)
    assert [offer_text(o) for o in found] == [
        "Table 19, Replaced: the orderly figure is removed and the commander placed where "
        "it stood: commander replaced"
    ]
    learned, _ = remember(old, found, game="Ligny", bound=1)
    # The copy says it needs a console that reads an outcome's replacement (schema 8).
    assert learned.schema_version == 8 and learned.version == "2026.11.3+club.1"
    assert learned.tables["t19r"].outcome("replaced").effects == [REPLACED]
    row = session.game.append_roll(preview.draft)
    assert not session.game.commander("ir15").fallen and session.game.verify().ok
    assert row.pack_hash == old.content_hash


def test_a_rating_of_another_rule_set_is_no_rating_here(bare_replacement):
    """General de Brigade's words (gifted, average, inept) rate no Belle Alliance commander:
    the refusal names Belle Alliance's three alone (1.1.3)."""
    gifted = EffectSpec(what="commander_rating", value="gifted")
    with pytest.raises(PlayError) as refused:
        bare_replacement.preview(replacement(REPLACED, gifted))
    assert str(refused.value).endswith("only effective, normal, ineffective.")
    assert bare_replacement.game.roll_count() == 0
