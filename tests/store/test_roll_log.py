"""The roll log: console dice, effects applied with the roll, voids, append-only rows."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from ba_console.core.fair_dice import fair_faces
from ba_console.store import (
    Effect,
    Factor,
    Game,
    Outcome,
    RollDraft,
    RollError,
    RollSide,
    canonical_json,
)

from .conftest import SEED


def melee_draft(game: Game, **overrides) -> RollDraft:
    """I./15 attacks 1/1 Tirailleurs with console dice; I./15 loses 3 figures."""
    attacker = game.console_faces("melee", "attacker", 3)
    defender = game.console_faces("melee", "defender", 3)
    values = {
        "kind": "melee",
        "sides": [
            RollSide(
                role="attacker",
                unit="i-15",
                dice_source="console",
                faces=attacker,
                factors=[
                    Factor(
                        key="charge",
                        label="Attack at the charge",
                        value=1,
                        table="t08",
                        column="attacker",
                        rule="4.1.1",
                        auto=False,
                    ),
                    Factor(
                        key="valour",
                        label="Valour",
                        value=0,
                        table="t08",
                        column="attacker",
                        rule="5.5.1",
                        auto=True,
                    ),
                ],
            ),
            RollSide(role="defender", unit="i-1t", dice_source="console", faces=defender),
        ],
        "cell": "t11: difference 3",
        "outcome": Outcome(key="attacker_repulsed", label="Attacker repulsed"),
        "effects": [
            Effect(unit="i-15", what="figures", from_=36, to=33),
            Effect(unit="i-15", what="disorder", from_="ordered", to="LD"),
            Effect(unit="i-15", what="flag", to={"key": "attacked", "expires_after": 2}),
        ],
        "note": "Umpire: church wall counts as cover I",
    }
    values.update(overrides)
    return RollDraft(**values)


def test_console_faces_are_fixed_until_the_roll_is_logged(game: Game):
    first = game.console_faces("melee", "attacker", 3)
    assert game.console_faces("melee", "attacker", 3) == first  # dialog cancelled and reopened
    assert first == fair_faces(SEED, 1, "melee/attacker", 3, 6)  # console draw 1
    logged = game.append_roll(melee_draft(game))  # the defender's dice are draw 2
    assert [side.draw for side in logged.sides] == [1, 2]
    # Logged: the next melee gets fresh dice, keyed by the next draw number.
    assert game.console_faces("melee", "attacker", 3) == fair_faces(SEED, 3, "melee/attacker", 3, 6)


def test_a_roll_is_logged_with_everything_a_dispute_needs(game: Game):
    game.set_phase(1, "melee", "melee")
    logged = game.append_roll(melee_draft(game))
    assert (logged.sequence, logged.bound, logged.phase, logged.sub_phase) == (
        1,
        1,
        "melee",
        "melee",
    )
    assert logged.time == "2025-06-18T18:30:00+00:00"
    assert logged.units == ("i-15", "i-1t")
    attacker = logged.side("attacker")
    assert attacker is not None
    assert attacker.natural == sum(attacker.faces)
    assert attacker.total == attacker.natural + 1
    assert attacker.factors[0].rule == "4.1.1"
    assert logged.pack_hash == "a" * 64
    assert logged.prev_hash == game.info.seed_commitment
    body = canonical_json(logged.body()).encode("utf-8")
    assert hashlib.sha256(body).hexdigest() == logged.hash
    assert game.roll(1) == logged


def test_effects_are_applied_to_the_roster_with_the_roll(game: Game):
    game.append_roll(melee_draft(game))
    unit = game.unit("i-15")
    assert (unit.figures, unit.disorder) == (33, "LD")
    assert [(f.key, f.expires_after, f.roll) for f in game.flags("i-15")] == [("attacked", 2, 1)]


def test_a_stale_effect_refuses_the_whole_roll(game: Game):
    game.update_unit("i-15", figures=30)  # someone changed the roster after the dialog opened
    with pytest.raises(RollError, match="figures is 30 in the roster, but the roll expected 36"):
        game.append_roll(melee_draft(game))
    assert game.roll_count() == 0
    assert game.unit("i-15").disorder == "ordered"


def test_roll_and_effects_are_atomic_when_a_write_fails_midway(game: Game, monkeypatch):
    original = game._db.conn

    class FailingConnection:
        """Fails on the second statement that writes the unit index, after all else."""

        def __getattr__(self, name):
            return getattr(original, name)

        def executemany(self, sql, rows):
            if "roll_units" in sql:
                raise sqlite3.OperationalError("disk I/O error (injected)")
            return original.executemany(sql, rows)

    monkeypatch.setattr(game._db, "conn", FailingConnection())
    with pytest.raises(sqlite3.OperationalError, match="injected"):
        game.append_roll(melee_draft(game))
    monkeypatch.undo()
    assert game.roll_count() == 0
    unit = game.unit("i-15")
    assert (unit.figures, unit.disorder) == (36, "ordered")
    assert game.flags() == []
    assert game.verify().ok


def test_a_bad_later_effect_undoes_the_earlier_ones(game: Game):
    draft = melee_draft(
        game,
        effects=[
            Effect(unit="i-15", what="figures", from_=36, to=33),
            Effect(unit="i-15", what="valour", from_=0, to=-7),
        ],
    )
    with pytest.raises(RollError, match="effect 2 \\(valour\\).*-7 is below the lowest"):
        game.append_roll(draft)
    assert game.unit("i-15").figures == 36
    assert game.roll_count() == 0


def test_console_faces_that_are_not_the_seeds_are_refused(game: Game):
    draft = melee_draft(game)
    forged = draft.sides[0].model_copy(update={"faces": (6, 6, 6), "natural": 18, "total": 19})
    with pytest.raises(RollError, match="console dice must be the faces console_faces"):
        game.append_roll(draft.model_copy(update={"sides": (forged, draft.sides[1])}))
    assert game.roll_count() == 0


def test_dice_mode_decides_which_dice_may_be_used(make_game):
    from .conftest import add_roster

    game = add_roster(make_game(dice_mode="console"))
    typed = RollDraft(
        kind="catch", sides=[RollSide(role="staff", dice_source="typed", faces=(6, 6, 5))]
    )
    with pytest.raises(RollError, match="console dice only"):
        game.append_roll(typed)
    game.update_info(dice_mode="physical")
    assert game.append_roll(typed).sides[0].total == 17
    with pytest.raises(RollError, match="physical dice only"):
        game.console_faces("melee", "attacker", 3)


def test_typed_dice_are_checked_against_the_die(game: Game):
    with pytest.raises(ValueError, match="face 7 is not on a 6-sided die"):
        RollSide(role="staff", dice_source="typed", faces=(7, 1, 1))
    with pytest.raises(ValueError, match="natural 5 is not the sum of the faces 1\\+1\\+1"):
        RollSide(role="staff", dice_source="typed", faces=(1, 1, 1), natural=5)


def test_outcome_typed_from_the_book_is_kept(game: Game):
    draft = RollDraft(
        kind="ordering",
        sides=[RollSide(role="unit", unit="i-15", dice_source="typed", faces=(2, 3, 4))],
        outcome_typed=True,
        outcome=Outcome(key="not_followed", label="Order not followed (Table 17, by the book)"),
    )
    logged = game.append_roll(draft)
    assert logged.outcome_typed and logged.cell is None


def test_unknown_units_and_reserved_kinds_are_refused(game: Game):
    with pytest.raises(RollError, match="'ghost', which is not in the roster"):
        game.append_roll(RollDraft(kind="melee", units=("ghost",)))
    with pytest.raises(RollError, match="written by the store itself"):
        game.append_roll(RollDraft(kind="void"))


def test_void_keeps_the_roll_and_restores_what_it_changed(game: Game):
    game.append_roll(melee_draft(game))
    void = game.void_roll(1, "wrong target: the Tirailleurs were not in contact")
    assert (void.sequence, void.kind, void.voids) == (2, "void", 1)
    assert void.void_reason == "wrong target: the Tirailleurs were not in contact"
    assert void.units == ("i-15", "i-1t")
    unit = game.unit("i-15")
    assert (unit.figures, unit.disorder) == (36, "ordered")
    assert game.flags() == []
    voided = game.roll(1)
    assert voided.voided_by == 2
    assert voided.effects[0].to == 33  # the voided row is unchanged
    assert [r.sequence for r in game.rolls()] == [1, 2]
    assert game.verify().ok


def test_void_keeps_later_losses(game: Game):
    game.append_roll(melee_draft(game))  # 36 -> 33
    later = RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="i-1t", dice_source="typed", faces=(4, 4, 4))],
        effects=[Effect(unit="i-15", what="figures", from_=33, to=31)],
    )
    game.append_roll(later)
    void = game.void_roll(1, "melee should not have happened")
    assert game.unit("i-15").figures == 34  # the later fire loss (2) stands
    assert [(e.what, e.from_, e.to) for e in void.effects] == [
        ("flag", {"key": "attacked", "expires_after": 2}, None),
        ("disorder", "LD", "ordered"),
        ("figures", 31, 34),
    ]


def test_a_roll_cannot_be_voided_twice_or_without_reason(game: Game):
    game.append_roll(melee_draft(game))
    with pytest.raises(RollError, match="give a reason"):
        game.void_roll(1, "  ")
    game.void_roll(1, "mistake")
    with pytest.raises(RollError, match="already voided by roll 2"):
        game.void_roll(1, "again")
    with pytest.raises(RollError, match="is a void row"):
        game.void_roll(2, "undo the undo")
    with pytest.raises(RollError, match="no roll 9"):
        game.void_roll(9, "nothing")


def test_catch_roll_effects_fall_a_commander_and_penalise_the_side(game: Game):
    game.set_phase(2, "movement")
    draft = RollDraft(
        kind="catch",
        sides=[RollSide(role="staff", unit="ir15", dice_source="typed", faces=(6, 5, 5))],
        cell="t18: 15-16",
        outcome=Outcome(key="falls_side_minus_1", label="Falls; side −1"),
        effects=[
            Effect(unit="ir15", what="commander_fallen", from_=False, to=True),
            Effect(unit="prussia", what="side_penalty", to={"value": -1, "until_bound": 3}),
        ],
    )
    logged = game.append_roll(draft)
    assert game.commander("ir15").fallen
    assert game.side_penalty("prussia", 3) == -1
    assert logged.units == ("ir15",)
    game.void_roll(logged.sequence, "the commander was in base contact")
    assert not game.commander("ir15").fallen
    assert game.side_penalty("prussia", 3) == 0


def test_ordering_roll_sets_the_order_status(game: Game):
    game.save_order(1, "i-15", "form square", status="needs_roll")
    draft = RollDraft(
        kind="ordering",
        sides=[RollSide(role="unit", unit="i-15", dice_source="typed", faces=(1, 2, 1))],
        effects=[Effect(unit="i-15", what="order_status", from_="needs_roll", to="not_followed")],
    )
    logged = game.append_roll(draft)
    assert game.order(1, "i-15").status == "not_followed"
    game.set_phase(2, "ordering")
    game.void_roll(logged.sequence, "typo")
    assert game.order(1, "i-15").status == "needs_roll"


@pytest.mark.parametrize(
    "table",
    # Not dice_seed: the seed has left the file (tests/store/test_seed_at_rest.py).
    ["rolls", "roll_units", "packs", "console_draws", "console_draw_uses"],
)
def test_the_log_tables_refuse_update_and_delete(game: Game, table: str):
    game.append_roll(melee_draft(game))
    conn = sqlite3.connect(game.path)
    try:
        column = conn.execute(f"SELECT name FROM pragma_table_info('{table}')").fetchone()[0]
        with pytest.raises(sqlite3.IntegrityError, match="append-only: rows cannot be changed"):
            conn.execute(f"UPDATE {table} SET {column} = {column}")
        with pytest.raises(sqlite3.IntegrityError, match="append-only: rows cannot be deleted"):
            conn.execute(f"DELETE FROM {table}")
        with pytest.raises(sqlite3.IntegrityError, match="commitment cannot be changed"):
            conn.execute("UPDATE game SET seed_commitment = 'x'")
    finally:
        conn.close()
    assert game.roll_count() == 1


def test_rolls_filter_by_bound_phase_unit_kind_and_text(game: Game):
    game.append_roll(melee_draft(game))
    game.set_phase(2, "fire")
    fire = RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(3, 3, 3))],
        note="Canister at the church",
    )
    game.append_roll(fire)
    game.void_roll(1, "wrong target")
    assert [r.sequence for r in game.rolls(bound=2)] == [2, 3]
    assert [r.sequence for r in game.rolls(phase="fire")] == [2, 3]
    assert [r.sequence for r in game.rolls(unit="i-15")] == [1, 3]
    assert [r.sequence for r in game.rolls(unit="bty")] == [2]
    assert [r.sequence for r in game.rolls(kind="melee")] == [1]
    assert [r.sequence for r in game.rolls(text="CANISTER")] == [2]
    assert [r.sequence for r in game.rolls(text="repulsed")] == [1]
    # By name, as the log shows them, not only by key: "Tirailleurs" is unit i-1t.
    assert [r.sequence for r in game.rolls(text="tirailleurs")] == [1, 3]
    assert [r.sequence for r in game.rolls(text="Battery")] == [2]
    assert game.roll_count(text="tirailleurs") == 2
    assert [r.sequence for r in game.rolls(newest_first=True, limit=2)] == [3, 2]
    assert [r.sequence for r in game.rolls(limit=1, offset=1)] == [2]
    assert game.roll_count() == 3
    assert game.roll_count(unit="i-15") == 2
    assert game.roll(1).voided_by == 3


def test_reveal_logs_the_seed_once_and_ends_console_dice(game: Game):
    game.append_roll(melee_draft(game))
    seed_hex = game.reveal_seed()
    assert seed_hex == SEED.hex()
    assert game.reveal_seed() == seed_hex
    revealed = game.rolls(kind="seed_revealed")
    assert len(revealed) == 1 and revealed[0].outcome.label == seed_hex
    assert game.info.seed_revealed
    with pytest.raises(RollError, match="revealed at roll 2"):
        game.console_faces("melee", "attacker", 3)


def test_void_of_a_roll_that_changed_one_field_twice(game: Game):
    draft = RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(6, 6, 6))],
        effects=[
            Effect(unit="i-15", what="figures", from_=36, to=33),
            Effect(unit="i-15", what="figures", from_=33, to=30),
        ],
    )
    game.append_roll(draft)
    void = game.void_roll(1, "double counted")
    assert game.unit("i-15").figures == 36
    assert [(e.from_, e.to) for e in void.effects] == [(30, 33), (33, 36)]


def test_a_void_puts_back_a_flag_that_expired_in_the_bound_it_was_set_in(game: Game):
    """A new bound's row voided (Back from a bound begun by mistake): the flags it expired
    come back as they were, set in the bound of the roll that set them."""
    charge = RollDraft(
        kind="melee",
        bound=1,
        sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(4, 4, 4))],
        effects=[Effect(unit="i-15", what="flag", to={"key": "charged", "expires_after": 2})],
    )
    game.append_roll(charge)
    game.add_flag("i-1t", "fast_march", set_bound=2, expires_after=2)  # set outside the log
    started = game.append_roll(
        RollDraft(
            kind="bound_started",
            bound=3,
            effects=[
                Effect(unit="i-15", what="flag", from_={"key": "charged", "expires_after": 2}),
                Effect(unit="i-1t", what="flag", from_={"key": "fast_march", "expires_after": 2}),
            ],
        )
    )
    assert game.flags() == []
    void = game.void_roll(started.sequence, "bound 3 begun by mistake")
    assert [(e.unit, e.to) for e in void.effects] == [
        ("i-1t", {"key": "fast_march", "expires_after": 2, "set_bound": 2}),
        ("i-15", {"key": "charged", "expires_after": 2, "set_bound": 1}),
    ]
    held = {(f.unit, f.key): (f.set_bound, f.expires_after) for f in game.flags()}
    assert held == {("i-15", "charged"): (1, 2), ("i-1t", "fast_march"): (2, 2)}
    assert game.verify().ok
