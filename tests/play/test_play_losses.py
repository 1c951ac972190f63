"""Losses at one target, from several fires (or attacks) of one phase, are summed before
rounding down (digest 3.1.5: "Losses computed per firing, summed, then rounded down
(Table 12)"; 4.1.5 the same for melee). The Danish text is not in our material.

Each roll takes off what the sum's whole figures grew by, and records its part of a figure
(a `loss_part` effect) for the next roll at the same target in the same phase to add to.
"""

from __future__ import annotations

from fractions import Fraction

from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.roll import preview
from ba_console.play.state import GivenState
from ba_console.play.stored import StoredGame
from ba_console.rules.common import UnitState


def fire(game, pack, firer: str, target: str, loss: str, faces=(3, 4, 5)):
    choices = RollChoices(
        "fire",
        (RoleChoice("firer", firer, faces=faces, target=target),),
        typed_outcomes={0: "from the book"},
        figures_lost={target: loss},
    )
    read = preview(pack, StoredGame(game), choices)
    assert read.can_confirm, read.problem
    return game.append_roll(read.draft)


def test_two_half_figures_at_one_target_make_one_figure(ba_pack, demo):
    game = demo()
    game.set_phase(1, "fire")
    first = fire(game, ba_pack, "i-15", "i-1t", "1/2")
    assert game.unit("i-1t").figures == 26  # half a figure: nothing off yet
    parts = [(e.what, e.to) for e in first.effects if e.what == "loss_part"]
    assert parts == [("loss_part", "1/2")]
    second = fire(game, ba_pack, "ii-15", "i-1t", "1/2")
    assert game.unit("i-1t").figures == 25  # 1/2 + 1/2 = 1 figure
    figures = next(e for e in second.effects if e.what == "figures")
    assert (figures.unit, figures.from_, figures.to) == ("i-1t", 26, 25)


def test_three_halves_twice_take_off_three_figures_not_two(ba_pack, demo):
    game = demo()
    game.set_phase(1, "fire")
    fire(game, ba_pack, "i-15", "i-1t", "3/2")
    assert game.unit("i-1t").figures == 25
    fire(game, ba_pack, "ii-15", "i-1t", "3/2")
    assert game.unit("i-1t").figures == 23  # 3 in all; rounding each down would give 2


def test_parts_are_summed_within_one_phase_and_per_target_only(ba_pack, demo):
    game = demo()
    game.set_phase(1, "melee", "melee")
    fire(game, ba_pack, "i-15", "i-1t", "1/2")  # (a fire out of its phase, as a stand-in)
    game.set_phase(1, "fire")  # another phase: its losses stand on their own
    fire(game, ba_pack, "ii-15", "i-1t", "1/2")
    assert game.unit("i-1t").figures == 26
    fire(game, ba_pack, "f-15", "ii-1t", "1/2")  # another target
    assert game.unit("ii-1t").figures == 26
    fire(game, ba_pack, "i-18", "i-1t", "1/2")
    assert game.unit("i-1t").figures == 25


def test_a_voided_fire_no_longer_counts_its_part(ba_pack, demo):
    game = demo()
    game.set_phase(1, "fire")
    first = fire(game, ba_pack, "i-15", "i-1t", "1/2")
    game.void_roll(first.sequence, "wrong target")
    fire(game, ba_pack, "ii-15", "i-1t", "1/2")
    assert game.unit("i-1t").figures == 26


def test_a_situation_states_what_the_target_lost_earlier_in_the_phase(ba_pack):
    target = UnitState("t", side="b", figures_start=20, figures=20)
    state = GivenState(units={"t": target}, earlier_losses={"t": Fraction(1, 2)})
    choices = RollChoices(
        "fire",
        (RoleChoice("firer", "f", faces=(3, 4, 5), target="t", side="a"),),
        typed_outcomes={0: "book"},
        figures_lost={"t": "1/2"},
    )
    read = preview(ba_pack, state, choices)
    figures = next(e for e in read.effects if e.what == "figures")
    assert (figures.from_, figures.to, figures.note) == (20, 19, "summed before rounding down")
