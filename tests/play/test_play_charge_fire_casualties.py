"""General de Brigade's charge test ticks "Casualties from defensive fire" from the
defensive fire the charge phase logged (digest A.2, example A), with the reason on hover;
its value stays the book's (unset in the pack). Pure: no Qt."""

from __future__ import annotations

from ba_console.play import roll as play_roll
from ba_console.play.charge import model as m
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.stored import StoredGame


def fire_ticks(umpire, unit: str) -> list[tuple[str, bool, str]]:
    choices = RollChoices("charge_test", (RoleChoice("unit", unit, faces=(3, 4)),))
    state = StoredGame(umpire.game, ladder=umpire.pack.disorder)
    found = play_roll.auto_ticks(umpire.pack, state, choices.roles[0], choices)
    return [(t.key, t.auto, t.reason) for t in found if t.key == "fire_casualties"]


def test_the_chargers_test_ticks_the_figures_lost_to_defensive_fire(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "fire")
    umpire.decide(m.HALF_MOVE, n)
    assert fire_ticks(umpire, "i-15") == []  # no fire yet
    umpire.decide(m.DEFENSIVE_FIRE, n, figures_lost=2)
    assert fire_ticks(umpire, "i-15") == [
        ("fire_casualties", True, "the unit lost 2 figure(s) to defensive fire in its charge (VII)")
    ]
    assert fire_ticks(umpire, "i-1t") == []  # the target fired; it lost nothing


def test_a_fire_that_cost_nothing_or_was_voided_ticks_nothing(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "fire")
    umpire.decide(m.HALF_MOVE, n)
    fire = umpire.decide(m.DEFENSIVE_FIRE, n, figures_lost=0)
    assert fire_ticks(umpire, "i-15") == []
    umpire.game.void_roll(fire.sequence, "typed the wrong figure")
    umpire.decide(m.DEFENSIVE_FIRE, n, figures_lost=3)
    assert [t[2] for t in fire_ticks(umpire, "i-15")] == [
        "the unit lost 3 figure(s) to defensive fire in its charge (VII)"
    ]
    declared = umpire.game.roll(n)
    umpire.game.void_roll(declared.sequence, "no such charge")
    assert fire_ticks(umpire, "i-15") == []
