"""What `play.learn` offers to remember, at its edges: only a roll the umpire can confirm,
the words it shows for each cell (`offer_text`), a nought typed beside the loser's
disorder, results that share their typed effects or their cell, and a roll with no result
table. Pure: no Qt."""

from __future__ import annotations

from ba_console.core.factors import Tick
from ba_console.core.model import Outcome, Text
from ba_console.play import roll
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.learn import CellOffer, offer_text, offers
from ba_console.play.stored import StoredGame

CANISTER = Tick("t07", "canister", typed=2)


def read(pack, game, choices):
    state = StoredGame(game, ladder=pack.disorder)
    preview = roll.preview(pack, state, choices)
    return preview, offers(pack, state, preview)


def fire(faces=(3, 5, 6), **typed) -> RollChoices:
    firer = RoleChoice(role="firer", unit="i-15", target="i-2g", faces=faces)
    return RollChoices(kind="fire", roles=(firer,), **typed)


def two_attackers(first=(6, 6, 5), second=(6, 5, 5), **typed) -> RollChoices:
    return RollChoices(
        kind="melee",
        roles=(
            RoleChoice(role="attacker", unit="i-15", faces=first),
            RoleChoice(role="attacker2", unit="ii-15", faces=second),
            RoleChoice(role="defender", unit="i-2g", faces=(1, 2, 3)),
        ),
        **typed,
    )


def test_a_cell_offer_reads_its_table_value_outcome_and_effects(ba_pack, demo):
    typed = fire(
        typed_outcomes={0: "2 figures and LD"}, figures_lost={"i-2g": 2}, disorder={"i-2g": "LD"}
    )
    _, (offer,) = read(ba_pack, demo(), typed)
    assert offer_text(offer) == "Table 12, total 14: 2 figures and LD, 2 figures, LD"
    one = fire(typed_outcomes={0: "a figure"}, figures_lost={"i-2g": 1})
    _, (offer,) = read(ba_pack, demo(), one)
    assert offer_text(offer) == "Table 12, total 14: a figure, 1 figure"


def test_a_melee_cell_shows_its_signed_difference_and_a_column_its_name():
    outcome = Outcome(key="holds", label=Text(en="holds", da="holds"), effects=[])
    melee = CellOffer(0, "t11", 11, "difference", 3, None, outcome, False)
    assert offer_text(melee) == "Table 11, difference +3: holds"  # no figures, no disorder
    columned = CellOffer(0, "t99", None, "total", 7, "line", outcome, False, disorder="MD")
    assert offer_text(columned) == "table t99, total 7, line: holds, MD"


def test_a_nought_typed_for_another_unit_leaves_the_losers_disorder_offered(ba_pack, demo):
    typed = fire(
        typed_outcomes={0: "LD"}, figures_lost={"i-15": 0, "i-2g": " 0 "}, disorder={"i-2g": "LD"}
    )
    preview, found = read(ba_pack, demo(), typed)
    assert preview.can_confirm
    assert [(o.figures, o.disorder) for o in found] == [(0, "LD")]


def test_nothing_is_offered_for_a_roll_not_rolled_or_not_confirmable(ba_pack, demo):
    game = demo()
    state = StoredGame(game, ladder=ba_pack.disorder)
    outcome = {"typed_outcomes": {0: "1 figure"}, "figures_lost": {"i-2g": 1}}
    for firer in (
        RoleChoice(role="firer", unit="bty-12", target="i-2g", faces=None, ticks=(CANISTER,)),
        # A fire naming no unit fired at cannot be confirmed.
        RoleChoice(role="firer", unit="bty-12", faces=(3, 5, 6), ticks=(CANISTER,)),
    ):
        choices = RollChoices(kind="artillery_fire", roles=(firer,), **outcome)
        preview = roll.preview(ba_pack, state, choices)
        assert not preview.can_confirm
        assert offers(ba_pack, state, preview) == ()


def test_effects_typed_once_for_two_results_are_not_offered(ba_pack, demo):
    for effects in ({"disorder": {"i-2g": "LD"}}, {"figures_lost": {"i-2g": 1}}):
        typed = two_attackers(typed_outcomes={0: "retreats", 1: "retreats"}, **effects)
        preview, found = read(ba_pack, demo(), typed)
        assert preview.can_confirm and found == ()


def test_two_results_on_one_cell_are_not_offered_two_cells_are(ba_pack, demo):
    same = two_attackers(second=(6, 6, 5), typed_outcomes={0: "retreats", 1: "holds"})
    preview, found = read(ba_pack, demo(), same)
    assert [r.value for r in preview.resolution.results] == [11, 11]
    assert preview.can_confirm and found == ()
    alike = two_attackers(second=(6, 6, 5), typed_outcomes={0: "retreats", 1: "retreats"})
    assert read(ba_pack, demo(), alike)[1] == ()
    apart = two_attackers(typed_outcomes={0: "retreats", 1: "holds"})
    _, found = read(ba_pack, demo(), apart)
    assert [(o.index, o.value, o.outcome.key) for o in found] == [
        (0, 11, "retreats"),
        (1, 10, "holds"),
    ]


def test_a_roll_the_pack_gives_no_table_for_offers_nothing(ba_pack, demo):
    """A spread of rout is read from the book every time: there is no cell to fill."""
    owner = RoleChoice(role="owner", unit="i-15", faces=(3, 5, 6))
    typed = RollChoices(
        kind="spread_of_rout", roles=(owner,), typed_outcomes={0: "routs"}, disorder={"i-15": "MD"}
    )
    preview, found = read(ba_pack, demo(), typed)
    assert preview.can_confirm
    assert [r.lookup.reason for r in preview.resolution.results] == ["no_table"]
    assert found == ()
