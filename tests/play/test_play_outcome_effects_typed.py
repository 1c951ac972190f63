"""Effects typed from the book for an outcome the pack reads but gives no effects, on the
rolls that are neither fire nor melee: a catch roll's fall and side penalty (Table 18), an
ordering roll's order followed or not (Table 17). The packs are the FIXTURE pack with
made-up values (tests/fixtures), one outcome's effects taken away, as a club's pack
being filled in has them. Pure: no Qt; the demo game in a temporary file."""

from __future__ import annotations

import pytest

from ba_console.core.model import EffectSpec
from ba_console.core.vocabulary import note_in_words
from ba_console.play.choices import PlayError, RoleChoice, RollChoices
from ba_console.play.learn import effect_words, offer_text, remember
from ba_console.play.session import PlaySession
from ba_console.play.stored import StoredGame
from ba_console.reports.translation import load_translation


def without_effects(pack, table: str, key: str):
    """`pack` with the outcome `key` of `table` left with its label and no effects."""
    result = pack.tables[table]
    outcomes = [
        o.model_copy(update={"effects": []}) if o.key == key else o for o in result.outcomes
    ]
    tables = {**pack.tables, table: result.model_copy(update={"outcomes": outcomes})}
    return pack.model_copy(update={"tables": tables})


FALLS = EffectSpec(what="staff_falls")
PENALTY = EffectSpec(what="side_penalty", value=-1)


def catch(faces=(5, 5, 5), *effects: EffectSpec) -> RollChoices:
    """Hiller's catch roll: 15 reads Table 18's "falls, side −1" (its effects taken away)."""
    owner = RoleChoice(role="owner", unit="hiller", faces=faces)
    return RollChoices(kind="catch", roles=(owner,), outcome_effects=tuple(effects))


@pytest.fixture
def bare_catch(fixture_pack, demo):
    pack = without_effects(fixture_pack, "t18", "falls_side_minus_1")
    return PlaySession(demo(pack), pack)


def test_a_catch_roll_takes_the_fall_and_penalty_typed_from_the_book(bare_catch):
    session = bare_catch
    untyped = session.preview(catch())
    assert untyped.can_confirm and untyped.draft.effects == ()  # the pack gives none
    preview = session.preview(catch((5, 5, 5), FALLS, PENALTY))
    assert preview.can_confirm, preview.problem
    draft = preview.draft
    assert draft.outcome.key == "falls_side_minus_1" and not draft.outcome_typed
    # The figure that rolled falls; his SIDE takes the penalty, so the note names it.
    assert draft.note == "typed from the book: hiller falls, side penalty -1 for prussia"
    row = session.game.append_roll(draft)
    state = StoredGame(session.game, ladder=session.pack.disorder)
    assert state.staff("hiller").fallen
    penalties = state.side_penalties()
    assert [(p.side, p.value) for p in penalties] == [("prussia", -1)]
    # The log viewer and the report read it back, by the names for the keys.
    names = {"hiller": "Hiller", "prussia": "Prussia"}
    said = note_in_words(row.note, names)
    # Shown with the minus sign the effects and factors have ("penalty −1"); kept "-1".
    assert said == "typed from the book: Hiller falls, side penalty −1 for Prussia"
    danish = note_in_words(row.note, names, load_translation("da"))
    assert danish == "indtastet fra bogen: Hiller falder, sidefradrag −1 for Prussia"
    # Void gives him back, and lifts the penalty.
    session.game.void_roll(row.sequence, "misread")
    state = StoredGame(session.game, ladder=session.pack.disorder)
    assert not state.staff("hiller").fallen
    assert state.side_penalties() == ()


def test_effects_the_roll_cannot_have_are_refused(bare_catch):
    session = bare_catch
    # An order's effect is not a catch roll's.
    with pytest.raises(PlayError, match="only staff_falls, side_penalty"):
        session.preview(catch((5, 5, 5), EffectSpec(what="order_failed")))
    # Nor on an outcome the pack gives effects ("falls" at 13-14 has its own).
    with pytest.raises(PlayError, match="gives no effects"):
        session.preview(catch((4, 5, 5), FALLS))


def test_an_ordering_roll_takes_the_order_typed_from_the_book(fixture_pack, demo):
    pack = without_effects(fixture_pack, "t17r", "order_not_followed")
    session = PlaySession(demo(pack), pack)
    owner = RoleChoice(role="owner", unit="i-15", faces=(1, 1, 2))  # "not followed"
    failed = (EffectSpec(what="order_failed"),)
    choices = RollChoices(kind="ordering", roles=(owner,), outcome_effects=failed)
    preview = session.preview(choices)
    assert preview.can_confirm, preview.problem
    assert preview.draft.outcome.key == "order_not_followed"
    # The order as the pack would have said it: i-15 has none written this bound.
    assert preview.draft.note == (
        "i-15: order not_followed (no order written for bound 1); "
        "typed from the book: i-15 order not followed"
    )
    # Both at once: no outcome has both; nor a catch roll's fall.
    both = (*failed, EffectSpec(what="order_followed"))
    for wrong in (both, (FALLS,)):
        with pytest.raises(PlayError):
            session.preview(RollChoices(kind="ordering", roles=(owner,), outcome_effects=wrong))


def test_the_fall_typed_is_offered_to_remember_and_read_from_the_pack_after(bare_catch):
    session = bare_catch
    preview = session.preview(catch((5, 5, 5), FALLS, PENALTY))
    found = session.cell_offers(preview)
    assert [offer_text(o) for o in found] == [
        "Table 18, Falls; own side's units -1 on all rolls this and next bound: "
        "falls, side penalty -1"
    ]
    learned, _ = remember(session.pack, found, game="Ligny", bound=1)
    effects = learned.tables["t18"].outcome("falls_side_minus_1").effects
    assert [(e.what, e.value) for e in effects] == [("staff_falls", None), ("side_penalty", -1)]
    # From then on the pack gives them: nothing typed, the same effects, nothing noted.
    again = PlaySession(session.game, learned).preview(catch())
    assert again.draft.effects == preview.draft.effects and again.draft.note == ""
    # Typed with nothing of the kind's own: nothing to offer.
    assert session.cell_offers(session.preview(catch())) == ()


def test_no_fall_is_typed_on_an_outcome_that_rightly_changes_nothing(bare_catch):
    """Hiller's 10 reads "Survives", which the book gives no effects either: a fall typed
    for it (a situation file's `umpire_outcome.effects`) is refused, as the roll dialog
    offers no field for it; else the log would say "Survives" and "hiller falls" at once,
    and the roster would have him fallen."""
    session = bare_catch
    assert session.preview(catch((3, 3, 4))).draft.outcome.key == "survives"
    with pytest.raises(PlayError, match="gives no effects"):
        session.preview(catch((3, 3, 4), FALLS))


def test_a_replacement_takes_the_commander_and_rating_typed_from_the_book(fixture_pack, demo):
    """Table 19's "Replaced" without its effects: the umpire types the replacement and a
    rating; the commander is back, rated as typed, and the offer to remember says the
    rating as the note's reading does, in the reader's language."""
    pack = without_effects(fixture_pack, "t19r", "replaced")
    game = demo(pack)
    game.set_phase(1, "reporting")
    game.update_commander("ir15", fallen=True)
    session = PlaySession(game, pack)
    owner = RoleChoice(role="owner", unit="ir15.o1", faces=(4, 5, 6))
    typed = (
        EffectSpec(what="commander_replaced"),
        EffectSpec(what="commander_rating", value="effective"),
    )
    preview = session.preview(
        RollChoices(kind="replacement", roles=(owner,), outcome_effects=typed)
    )
    assert preview.can_confirm, preview.problem
    found = session.cell_offers(preview)
    assert [offer_text(o) for o in found] == [
        "Table 19, Replaced: the orderly figure is removed and the commander placed where it "
        "stood: commander replaced, rating particularly effective"
    ]
    row = game.append_roll(preview.draft)
    assert (game.commander("ir15").fallen, game.commander("ir15").rating) == (False, "effective")
    said = note_in_words(row.note, {"ir15.o1": "Orderly 1", "ir15": "Colonel X"})
    assert said == (
        "typed from the book: commander Colonel X replaced, "
        "rating particularly effective for Colonel X"
    )
    danish = load_translation("da")
    assert effect_words(typed[1], danish) == "kvalitet " + danish(
        "labels", "particularly effective"
    )


def test_notes_logged_before_the_side_and_commander_were_named_read_as_written():
    """Rows logged with this session's first words (each effect of the figure that rolled)
    keep them: the note is hashed. The log viewer and the report read them back as before,
    in English and Danish, a negative number shown with its minus sign as in every row;
    only new rows name the side and the commander."""
    names = {"hiller": "Hiller", "ir15.o1": "Orderly 1"}
    catch_note = "typed from the book: hiller falls, hiller side penalty -1"
    replaced = "typed from the book: ir15.o1 commander replaced, ir15.o1 rating effective"
    assert note_in_words(catch_note, names) == (
        "typed from the book: Hiller falls, Hiller side penalty −1"
    )
    assert note_in_words(replaced, names) == (
        "typed from the book: Orderly 1 commander replaced, Orderly 1 rating particularly effective"
    )
    danish = load_translation("da")
    assert note_in_words(catch_note, names, danish) == (
        "indtastet fra bogen: Hiller falder, Hiller sidefradrag −1"
    )
    assert note_in_words(replaced, names, danish) == (
        "indtastet fra bogen: Orderly 1 chef erstattet, Orderly 1 kvalitet særligt effektiv"
    )
