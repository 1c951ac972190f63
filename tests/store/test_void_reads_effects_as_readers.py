"""A void reads the log's effects as every reader does.

A roll after the last seal the players hold can be rewritten with every hash recomputed
(`forger.py`). Written with a key twice, its effects read one way to SQLite's JSON
functions (of a key written twice, the first) and another to Python's `json` (the last),
which the log view, the reports and verify's replay read them with. A void of a later roll
that removed a flag puts the flag back in the bound of the roll that set it: it found that
roll with SQLite, so it put the flag back in another bound than the log shows it set in,
and verify said OK. Verify now names the forged row (a key written twice is not written
as the console writes it); the void still reads it as readers do.
"""

from __future__ import annotations

from pathlib import Path

from ba_console.store import Effect, Game, RollDraft, RollSide
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock
from tests.store.forger import forge

SET = '[{"from":null,"to":{"expires_after":2,"key":"charged"},"unit":"i-15","what":"flag"}]'


def play(path: Path) -> None:
    """The seal the players write down; then a charge in bound 1 that marks i-15 charged
    until bound 2, and bound 3 begun, which expires the flag."""
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        game.seal()
        game.append_roll(
            RollDraft(
                kind="melee",
                bound=1,
                sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(4, 4))],
                effects=[
                    Effect(unit="i-15", what="flag", to={"key": "charged", "expires_after": 2})
                ],
            )
        )
        game.append_roll(
            RollDraft(
                kind="bound_started",
                bound=3,
                effects=[
                    Effect(unit="i-15", what="flag", from_={"key": "charged", "expires_after": 2})
                ],
            )
        )


def test_a_void_puts_a_flag_back_in_the_bound_the_log_shows_it_set_in(tmp_path: Path):
    path = tmp_path / "forged.bagame"
    play(path)

    def unit_twice(row: dict) -> None:
        assert row["effects"] == SET
        # SQLite reads the flag as set on i-1t, every reader (and verify) on i-15.
        row["effects"] = SET.replace('"unit":"i-15"', '"unit":"i-1t","unit":"i-15"')

    forge(path, rolls={2: unit_twice})
    named = "BROKEN at roll 2: it is not written as the console writes it"
    with Game.open(path) as game:
        assert game.verify().summary() == named
        charge = game.rolls()[1]
        assert [(e.unit, e.what, e.to) for e in charge.effects] == [
            ("i-15", "flag", {"key": "charged", "expires_after": 2})
        ]
        assert charge.bound == 1
        void = game.void_roll(3, "bound 3 begun by mistake")
        assert [(e.unit, e.to) for e in void.effects] == [
            ("i-15", {"key": "charged", "expires_after": 2, "set_bound": 1})
        ]
        assert [(f.unit, f.key, f.set_bound) for f in game.flags()] == [("i-15", "charged", 1)]
        assert game.verify().summary() == named
