"""`remove_added` (the Undo of a unit's adding, no reason asked) refuses what taking the unit
off the roster refuses, an order of another unit attacking it, and refuses once a row is
logged after its adding (a roll, a seal): the game has gone on, and the unit leaves the
roster only by `take_off`, with the umpire's reason in the journal."""

from __future__ import annotations

import pytest

from ba_console.store import Game
from ba_console.store.errors import RosterError
from ba_console.store.kinds import EntryKind
from ba_console.store.records import RollDraft, RollSide
from tests.store.conftest import add_roster

LATE = {"side": "prussia", "arm": "cavalry", "type": "light", "figures": 24}


def typed_roll(game: Game, unit: str = "i-15") -> int:
    side = RollSide(role="firer", unit=unit, dice_source="typed", faces=(3, 4, 5))
    return game.append_roll(RollDraft(kind="fire", sides=[side])).sequence


def keys(game: Game) -> list[str]:
    return [unit.key for unit in game.units()]


def test_a_unit_another_order_attacks_is_not_removed(make_game):
    game = add_roster(make_game(dice_mode="both"))
    game.add_unit("late", "Late Hussars", **LATE)
    game.save_order(1, "i-1t", "attack the hussars", parts=[{"kind": "attack", "target": "late"}])
    with pytest.raises(RosterError, match="the order of 'i-1t' attacks it"):
        game.remove_added("unit", "late")
    assert "late" in keys(game) and game.order(1, "i-1t") is not None
    game.save_order(1, "i-1t", "hold")
    game.remove_added("unit", "late")
    assert "late" not in keys(game)
    assert game.verify().ok


def test_a_unit_added_before_a_roll_is_not_removed_without_a_reason(make_game):
    game = add_roster(make_game(dice_mode="both"))
    typed_roll(game)  # a roll before the adding does not count
    game.add_unit("late", "Late Hussars", **LATE)
    assert game.roll_since_added("late") is None
    sequence = typed_roll(game)
    assert game.roll_since_added("late") == sequence
    with pytest.raises(RosterError, match=f"roll {sequence} was logged after it was added"):
        game.remove_added("unit", "late")
    assert "late" in keys(game)
    game.take_off("late", "typed twice")
    (taken,) = game.units_taken_off()
    assert (taken.unit["key"], taken.kind, taken.reason) == (
        "late",
        EntryKind.UNIT_TAKEN_OFF,
        "typed twice",
    )
    assert game.verify().ok


def test_a_seal_after_the_adding_counts_and_a_redo_starts_again(make_game):
    game = add_roster(make_game(dice_mode="both"))
    game.add_unit("late", "Late Hussars", **LATE)
    game.remove_added("unit", "late")  # right after adding: no question
    typed_roll(game)
    game.add_unit("late", "Late Hussars", **LATE)  # added again (Redo) after a roll
    assert game.roll_since_added("late") is None
    seal = game.seal().sequence
    with pytest.raises(RosterError, match=f"roll {seal} was logged after it was added"):
        game.remove_added("unit", "late")
    assert game.verify().ok
