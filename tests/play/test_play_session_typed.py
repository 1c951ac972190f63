"""`PlaySession.typed_outcomes` and `roller`: the outcomes typed from the book before, which
the roll dialog lists for the umpire to pick again, and who "Roll…" (F9) is pressed on.
Pure: no Qt; the demo game in a temporary file."""

from __future__ import annotations

from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.learn import offers, remember
from ba_console.play.session import PlaySession
from ba_console.play.steps import Roller
from ba_console.play.stored import StoredGame


def fire(kind: str = "fire", unit: str = "i-15", faces=(3, 5, 6), **typed) -> RollChoices:
    firer = RoleChoice(role="firer", unit=unit, target="i-2g", faces=faces)
    return RollChoices(kind=kind, roles=(firer,), **typed)


def melee(**typed) -> RollChoices:
    return RollChoices(
        kind="melee",
        roles=(
            RoleChoice(role="attacker", unit="i-15", faces=(6, 6, 5)),
            RoleChoice(role="defender", unit="i-2g", faces=(1, 2, 3)),
        ),
        **typed,
    )


def log(session: PlaySession, choices: RollChoices) -> int:
    preview = session.preview(choices)
    assert preview.can_confirm, preview.problem
    return session.game.append_roll(preview.draft).sequence


def test_the_outcomes_typed_before_for_a_table_newest_first_each_once(ba_pack, demo):
    session = PlaySession(demo(), ba_pack)
    log(session, fire(typed_outcomes={0: "no effect"}))
    # A battery's fire reads the same Table 12: what was typed there is offered for fire too.
    log(session, fire("artillery_fire", "bty-12", typed_outcomes={0: "1 figure"},
                      figures_lost={"i-2g": 1}))  # fmt: skip
    log(session, fire(faces=(1, 2, 2), typed_outcomes={0: "no effect"}))
    # A melee reads Table 11: its words are not Table 12's.
    log(session, melee(typed_outcomes={0: "defender retreats"}))
    mistaken = log(session, fire(faces=(2, 2, 2), typed_outcomes={0: "misread"}))
    session.game.void_roll(mistaken, "misread the dice")
    assert session.typed_outcomes("fire") == ["no effect", "1 figure"]
    assert session.typed_outcomes("artillery_fire") == ["no effect", "1 figure"]
    assert session.typed_outcomes("melee") == ["defender retreats"]
    assert session.typed_outcomes("catch") == []


def test_the_newest_typed_outcome_comes_first_whichever_kind_typed_it(ba_pack, demo):
    """Newest first across the kinds that read one table; `limit` keeps each kind's newest."""
    session = PlaySession(demo(), ba_pack)
    log(session, fire(typed_outcomes={0: "no effect"}))
    log(session, fire(faces=(1, 2, 2), typed_outcomes={0: "a second look"}))
    log(session, fire("artillery_fire", "bty-12", typed_outcomes={0: "1 figure"},
                      figures_lost={"i-2g": 1}))  # fmt: skip
    assert session.typed_outcomes("fire") == ["1 figure", "a second look", "no effect"]
    assert session.typed_outcomes("fire", limit=1) == ["1 figure", "a second look"]


def test_an_outcome_chosen_from_the_table_is_not_listed_as_typed(ba_pack, demo):
    game = demo()
    state = StoredGame(game, ladder=ba_pack.disorder)
    first = PlaySession(game, ba_pack)
    preview = first.preview(fire(typed_outcomes={0: "no effect"}))
    assert first.cell_offers(preview) == offers(ba_pack, state, preview) != ()
    # The pack remembers "no effect": Table 12 now names it.
    pack, _ = remember(ba_pack, offers(ba_pack, state, preview), game="Ligny", bound=1)
    session = PlaySession(game, pack)
    log(session, fire(faces=(1, 1, 2), typed_outcomes={0: "no_effect"}))  # chosen from the list
    log(session, fire(faces=(1, 2, 2), typed_outcomes={0: "book: 1 figure"},
                      figures_lost={"i-2g": 1}))  # fmt: skip
    assert session.typed_outcomes("fire") == ["1 figure"]


def test_f9_on_a_staff_figure_offers_its_catch_roll(ba_pack, demo):
    session = PlaySession(demo(), ba_pack)
    assert session.roller("hiller") == Roller(staff=True)
    assert session.roller("i-15") == Roller(arm="infantry")
    assert session.roller("nobody") is None and session.roller("") is None
    assert session.offered_kinds("hiller") == ["catch"]
    assert session.phase_kind("hiller") == "catch"
    assert "catch" not in session.offered_kinds("i-15")
