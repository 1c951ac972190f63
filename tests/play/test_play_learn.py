"""Which typed outcomes the pack may learn (`play.learn`): only an unset cell, only what was
typed, and only when the filled cell reads back exactly as the roll the umpire confirms."""

from __future__ import annotations

from ba_console.play import roll
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.learn import offers, remember
from ba_console.play.stored import StoredGame


def fire(**typed) -> RollChoices:
    firer = RoleChoice(role="firer", unit="i-15", target="i-2g", faces=(3, 5, 6))
    return RollChoices(kind="fire", roles=(firer,), **typed)


def melee(attacker=(6, 6, 5), defender=(1, 2, 3), **typed) -> RollChoices:
    return RollChoices(
        kind="melee",
        roles=(
            RoleChoice(role="attacker", unit="i-15", faces=attacker),
            RoleChoice(role="defender", unit="i-2g", faces=defender),
        ),
        **typed,
    )


def read(pack, game, choices):
    state = StoredGame(game, ladder=pack.disorder)
    preview = roll.preview(pack, state, choices)
    return preview, offers(pack, state, preview)


def test_a_typed_fire_outcome_with_its_effects_is_offered_and_reads_back(ba_pack, demo):
    game = demo()
    typed = fire(
        typed_outcomes={0: "2 figures and LD"}, figures_lost={"i-2g": 2}, disorder={"i-2g": "LD"}
    )
    preview, found = read(ba_pack, game, typed)
    assert preview.can_confirm and len(found) == 1
    offer = found[0]
    assert (offer.table, offer.number, offer.input, offer.value) == ("t12", 12, "total", 14)
    assert (offer.figures, offer.disorder, offer.known) == (2, "LD", False)
    assert offer.outcome.label.en == "2 figures and LD"
    learned, entries = remember(ba_pack, found, game="Ligny", bound=2)
    assert entries[0].source == "entered at the table, game Ligny, bound 2, by the umpire"
    # From now on the cell is read: nothing typed, the same effects.
    state = StoredGame(game, ladder=learned.disorder)
    again = roll.preview(learned, state, fire())
    assert again.can_confirm and not again.resolution.results[0].typed
    assert again.resolution.results[0].lookup.cell == "t12: 14"
    assert sorted((e.unit, e.what, e.to) for e in again.effects) == [
        ("i-15", "flag", "fired"),
        ("i-2g", "disorder", "LD"),
        ("i-2g", "figures", 26),
        ("i-2g", "flag", "fired_at"),
    ]
    # The cells beside it stay unset.
    firer = RoleChoice(role="firer", unit="i-15", target="i-2g", faces=(3, 5, 5))
    beside = roll.preview(learned, state, RollChoices(kind="fire", roles=(firer,)))
    assert beside.resolution.results[0].lookup.reason == "unset_cell"


def test_a_melee_outcome_falls_on_the_loser_and_is_offered_by_difference(ba_pack, demo):
    game = demo()
    typed = melee(
        typed_outcomes={0: "defender retreats (MD)"},
        figures_lost={"i-2g": 2},
        disorder={"i-2g": "MD"},
    )
    preview, found = read(ba_pack, game, typed)
    assert len(found) == 1
    assert (found[0].table, found[0].input) == ("t11", "difference")
    assert found[0].value == preview.resolution.results[0].value > 0


def test_effects_typed_on_the_winner_are_not_offered(ba_pack, demo):
    game = demo()
    # The attacker wins (higher total): figures typed for the attacker fall on no cell.
    typed = melee(typed_outcomes={0: "attacker pushes on"}, figures_lost={"i-15": 1})
    preview, found = read(ba_pack, game, typed)
    assert preview.can_confirm and found == ()


def test_a_loss_in_parts_of_a_figure_is_not_offered(ba_pack, demo):
    typed = fire(typed_outcomes={0: "half a figure"}, figures_lost={"i-2g": "1/2"})
    preview, found = read(ba_pack, demo(), typed)
    assert preview.can_confirm and found == ()


def test_an_outcome_typed_without_effects_is_offered_as_no_change(ba_pack, demo):
    preview, found = read(ba_pack, demo(), fire(typed_outcomes={0: "no effect"}))
    assert len(found) == 1 and found[0].outcome.effects == []


def test_nothing_is_offered_before_the_outcome_is_typed_or_where_the_table_knows(
    ba_pack, fixture_pack, demo
):
    assert read(ba_pack, demo(), fire())[1] == ()  # the umpire has typed nothing yet
    preview, found = read(fixture_pack, demo(fixture_pack), fire())
    assert preview.can_confirm and found == ()  # the fixture's table gives the outcome


def test_a_table_outcome_chosen_from_the_list_keeps_its_key(ba_pack, demo):
    pack = remember(
        ba_pack,
        read(ba_pack, demo(), fire(typed_outcomes={0: "no effect"}))[1],
        game="Ligny",
        bound=1,
    )[0]
    # Now "no_effect" is an outcome of Table 12: chosen for another total, it is that one.
    choices = RollChoices(
        kind="fire",
        roles=(RoleChoice(role="firer", unit="i-15", target="i-2g", faces=(1, 1, 2)),),
        typed_outcomes={0: "no_effect"},
    )
    preview, found = read(pack, demo(pack), choices)
    assert len(found) == 1 and found[0].known and found[0].outcome.key == "no_effect"
    learned, _ = remember(pack, found, game="Ligny", bound=1)
    assert [o.key for o in learned.tables["t12"].outcomes] == ["no_effect"]
