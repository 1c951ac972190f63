"""An append keeps what the next one needs (the log's head, the phase, the units it touched),
so a roll in play reads nothing back: whatever else changes the game in between must still
be seen by the next roll, and a roll that fails or rolls back must leave nothing kept.

Also: `trusted` builds the returned rows without pydantic's `model_construct`; the rows must be
the same objects `model_construct` would make.
"""

from __future__ import annotations

import pickle
import sqlite3

import pytest
from pydantic import BaseModel, PrivateAttr

from ba_console.store import Effect, Game, RollDraft, RollError, RollSide
from ba_console.store.records import LoggedRoll, trusted

from .test_roll_log import melee_draft


def figures_roll(game: Game, before: int, after: int, unit: str = "i-15") -> RollDraft:
    """A typed-dice fire roll that takes figures from `unit`."""
    return RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(4, 4, 4))],
        effects=[Effect(unit=unit, what="figures", from_=before, to=after)],
    )


def test_a_roster_change_between_rolls_is_seen_by_the_next_roll(game: Game):
    game.append_roll(melee_draft(game))  # I./15: 36 -> 33 figures
    game.update_unit("i-15", figures=30)  # the umpire corrects the roster by hand
    with pytest.raises(RollError, match="figures is 30 in the roster, but the roll expected 33"):
        game.append_roll(figures_roll(game, 33, 31))
    game.append_roll(figures_roll(game, 30, 28))
    assert game.unit("i-15").figures == 28


def test_a_new_phase_and_dice_mode_are_seen_by_the_next_roll(game: Game):
    game.append_roll(figures_roll(game, 36, 35))
    game.set_phase(2, "fire")
    assert (game.append_roll(figures_roll(game, 35, 34)).bound, game.roll(2).phase) == (2, "fire")
    game.update_info(dice_mode="console")
    with pytest.raises(RollError, match="console dice only"):
        game.append_roll(figures_roll(game, 34, 33))
    assert game.roll_count() == 2


def test_a_refused_roll_leaves_the_roster_as_it_was_for_the_next_roll(game: Game):
    game.append_roll(figures_roll(game, 36, 35))
    refused = RollDraft(
        kind="fire",
        effects=[
            Effect(unit="i-15", what="figures", from_=35, to=30),
            Effect(unit="i-15", what="valour", from_=0, to=-7),  # below the lowest valour
        ],
    )
    with pytest.raises(RollError, match=r"effect 2 \(valour\)"):
        game.append_roll(refused)
    logged = game.append_roll(figures_roll(game, 35, 34))
    assert (logged.sequence, game.unit("i-15").figures) == (2, 34)
    assert game.verify().ok


def test_a_unit_write_that_fails_leaves_the_next_roll_the_roster_as_stored(
    game: Game, monkeypatch: pytest.MonkeyPatch
):
    game.append_roll(figures_roll(game, 36, 35))
    original = game._db.conn

    class FailingConnection:
        """Fails the write of the roll's unit change (a full disk, say)."""

        def __getattr__(self, name: str) -> object:
            return getattr(original, name)

        def execute(self, sql: str, *params: object) -> sqlite3.Cursor:
            if sql.startswith("UPDATE units"):
                raise sqlite3.OperationalError("database or disk is full (injected)")
            return original.execute(sql, *params)

    monkeypatch.setattr(game._db, "conn", FailingConnection())
    with pytest.raises(sqlite3.OperationalError, match="injected"):
        game.append_roll(figures_roll(game, 35, 30))
    monkeypatch.undo()
    game.append_roll(figures_roll(game, 35, 34))
    assert (game.roll_count(), game.unit("i-15").figures) == (2, 34)


def test_a_roll_rolled_back_with_its_transaction_is_not_followed(game: Game):
    first = game.append_roll(melee_draft(game))
    with pytest.raises(RuntimeError, match="cancelled"), game.transaction():
        game.console_faces("fire", "firer", 3)
        game.append_roll(figures_roll(game, 33, 20))
        raise RuntimeError("cancelled")
    logged = game.append_roll(melee_draft(game, effects=[]))
    assert (logged.sequence, logged.prev_hash) == (2, first.hash)
    assert logged.last_draw == game.console_draws()[-1].draw == 4  # two draws per melee
    assert game.unit("i-15").figures == 33
    assert game.verify(bytes(range(32))).ok


def test_rolls_in_a_row_log_what_reading_the_file_gives(game: Game):
    """Console draws between the rolls, effects on units the rolls named before: every row
    as stored, the roster as stored, the chain and the ledger intact, also after reopening."""
    figures = {"i-15": 36, "i-1t": 26}
    light = False
    logged = []
    for number in range(13):
        unit = ("i-15", "i-1t")[number % 2]
        effects = [Effect(unit=unit, what="figures", from_=figures[unit], to=figures[unit] - 1)]
        figures[unit] -= 1
        if number % 3 == 0:  # a bool field: stored as 0/1, read back as a bool
            effects.append(Effect(unit="i-1t", what="light", from_=light, to=not light))
            light = not light
        logged.append(game.append_roll(melee_draft(game, effects=effects)))
    assert logged == game.rolls()
    assert {key: game.unit(key).figures for key in figures} == figures
    assert game.unit("i-1t").light is light is True
    path = game.path
    game.close()
    with Game.open(path) as reopened:
        row = reopened.append_roll(melee_draft(reopened, effects=[]))
        assert row.prev_hash == logged[-1].hash and row.sequence == 14
        assert reopened.verify(bytes(range(32))).ok


class _WithPrivate(BaseModel):
    value: int
    _seen: int = PrivateAttr(default=7)


def test_trusted_rows_are_what_model_construct_makes(game: Game):
    logged = game.append_roll(melee_draft(game))
    values = dict(logged.__dict__)
    built = LoggedRoll.model_construct(**values)
    for made in (logged, trusted(LoggedRoll, dict(values))):
        assert made == built and repr(made) == repr(built)
        assert made.model_fields_set == built.model_fields_set
        assert (made.__pydantic_extra__, made.__pydantic_private__) == (None, None)
        assert made.model_dump() == built.model_dump()
        assert pickle.loads(pickle.dumps(made)) == built
    side = logged.sides[0]
    assert side == RollSide.model_validate(side.model_dump())
    assert trusted(_WithPrivate, {"value": 1})._seen == 7  # set up by model_construct
