"""Disputes as a hostile umpire would stage them: each forgery is caught and named.

A game of three bounds, each ending with a seal the players write down. A forger with the
console's own code (`forger.py`) cuts off the last roll, or the last roll and its draw, or
rewrites a roll and recomputes every later hash (also after the seed's reveal): the chains
alone then verify, and only the seals the players hold catch it, naming the first bound
that differs. Values changed in the state tables behind the console's back are named by
the replay of the log. And a game made before the state journal still opens and verifies.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from ba_console.store import Effect, Game, GameError, Outcome, RollDraft, RollSide, schema
from ba_console.store.seals import parse_seals
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock
from tests.store.forger import forge, raw


def play_three_bounds(game: Game) -> list[str]:
    """Three bounds of orders, a typed fire, a console melee (flags, a side penalty) and the
    seal at each bound's end; the seals the players wrote down."""
    held = []
    game.add_flag("bty", "limbered_this_bound", expires_after=1)
    for bound in (1, 2, 3):
        game.set_phase(bound, "ordering")
        game.save_order(bound, "i-15", "advance on the farm")
        game.close_orders(bound)
        game.set_phase(bound, "fire")
        figures = game.unit("i-1t").figures
        game.append_roll(
            RollDraft(
                kind="fire",
                sides=[RollSide(role="firer", unit="i-15", dice_source="typed", faces=(4, 4, 2))],
                outcome=Outcome(key="1 figure"),
                effects=[Effect(unit="i-1t", what="figures", **{"from": figures}, to=figures - 1)],
            )
        )
        faces = game.console_faces("melee", "attacker", 3)
        effects = [
            Effect(unit="i-1t", what="flag", to={"key": "attacked", "expires_after": bound + 1})
        ]
        if bound == 2:
            effects.append(
                Effect(unit="prussia", what="side_penalty", to={"value": -1, "until_bound": 3})
            )
        game.append_roll(
            RollDraft(
                kind="melee",
                sides=[RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)],
                effects=effects,
            )
        )
        held.append(game.seal(bound=bound, note="witnessed by Anders and Pierre").outcome.key)
    return held


@pytest.fixture
def evening(make_game, game_path: Path) -> tuple[Path, list[str]]:
    game = add_roster(make_game(dice_mode="both"))
    held = play_three_bounds(game)
    game.close()
    return game_path, held


def verify(path: Path, seals: list[str] | None = None):
    with Game.open(path, read_only=True) as game:
        return game.verify(seals=parse_seals(",".join(seals)) if seals else None)


def undo_state_of_rolls_from(path: Path, sequence: int) -> None:
    """What a careful forger does after cutting rolls off: the flags they set go too (left
    in the file, the replay would name them)."""
    conn = raw(path)
    conn.execute("DELETE FROM flags WHERE roll >= ?", (sequence,))
    conn.commit()
    conn.close()


def reseal(path: Path, bound: int) -> None:
    """The forger logs a fresh seal of the bound with the console itself."""
    with Game.open(path, clock=fixed_clock) as game:
        game.seal(bound=bound)


def test_the_evening_verifies_with_every_seal_the_players_hold(evening):
    path, held = evening
    report = verify(path, held)
    assert report.ok, report.summary()
    assert report.seals_checked == tuple(held)
    assert report.state_checked and report.state_from_roll == 0
    assert f"the seals held match the log ({', '.join(held)})" in report.summary()


def test_cutting_off_the_last_roll_is_caught_by_the_seal_a_player_holds(evening):
    path, held = evening
    with Game.open(path, read_only=True) as game:
        last = game.rolls(kind="melee")[-1].sequence
    forge(path, drop_rolls_from=last)
    undo_state_of_rolls_from(path, last)
    reseal(path, 3)
    assert verify(path).ok  # the chains alone cannot tell
    report = verify(path, held)
    assert not report.ok and report.bad_bound == 3
    assert report.summary() == (
        f"BROKEN at bound 3: the seal {held[2]} a player holds does not match the log: "
        "bound 3 or a bound before it was changed, or rolls were removed"
    )


def test_cutting_off_the_last_roll_and_its_draw_is_caught_by_the_seal(evening):
    path, held = evening
    with Game.open(path, read_only=True) as game:
        last = game.rolls(kind="melee")[-1]
        draw = last.sides[0].draw
    assert draw is not None
    forge(path, drop_rolls_from=last.sequence, drop_draws_from=draw)
    undo_state_of_rolls_from(path, last.sequence)
    reseal(path, 3)
    assert verify(path).ok
    report = verify(path, held)
    assert not report.ok and report.bad_bound == 3


def test_a_log_cut_before_the_seal_row_holds_no_seal_of_that_bound(evening):
    path, held = evening
    with Game.open(path, read_only=True) as game:
        last_seal = game.rolls(kind="seal")[-1].sequence
    forge(path, drop_rolls_from=last_seal - 1)
    undo_state_of_rolls_from(path, last_seal - 1)
    assert verify(path).ok
    report = verify(path, held)
    assert not report.ok and report.bad_bound == 3
    assert "the log holds no seal of bound 3" in report.reason


@pytest.mark.parametrize("revealed", [False, True], ids=["in play", "after reveal"])
def test_a_rewritten_roll_with_every_hash_recomputed_is_caught_by_the_seals(
    evening, revealed: bool
):
    path, held = evening
    if revealed:
        with Game.open(path, clock=fixed_clock) as game:
            game.reveal_seed()
    with Game.open(path, read_only=True) as game:
        fire = game.rolls(bound=2, kind="fire")[0]

    def eighteen(row: dict) -> None:
        sides = json.loads(row["sides"])
        sides[0].update(faces=[6, 6, 6], natural=18, total=18)
        row["sides"] = json.dumps(sides, sort_keys=True, separators=(",", ":"))

    forge(path, rolls={fire.sequence: eighteen})
    with Game.open(path, read_only=True) as game:
        assert game.roll(fire.sequence).sides[0].faces == (6, 6, 6)
    assert verify(path).ok  # every hash, link and seal row recomputed
    report = verify(path, held)
    assert not report.ok and report.bad_bound == 2  # the first sealed bound after the change
    assert held[1] in report.reason
    # A player holding only the seal of bound 1 holds the truth up to it: that still matches.
    assert verify(path, held[:1]).ok


def test_a_seal_row_that_does_not_match_the_journal_before_it_is_named(evening):
    path, _ = evening
    conn = raw(path)
    conn.execute("UPDATE state_log SET time = '2030-01-01T00:00:00+00:00' WHERE entry = 3")
    conn.commit()
    conn.close()
    # The entry's own hash no longer matches: the replay names it first.
    report = verify(path)
    assert not report.ok and report.bad_entry == 3
    assert "its contents do not match its hash" in report.reason


# --- the state proven from the log -------------------------------------------------------


def tamper(path: Path, sql: str, *params: object) -> None:
    conn = raw(path)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("sql", "named"),
    [
        (
            "UPDATE units SET figures = 11 WHERE key = 'i-1t'",
            "unit i-1t: figures 11 in the file, 23 from the log",
        ),
        (
            "UPDATE units SET disorder = 'LD' WHERE key = 'i-15'",
            'unit i-15: disorder "LD" in the file, "ordered" from the log',
        ),
        (
            "UPDATE flags SET expires_after = 9 WHERE key = 'attacked' AND unit = 'i-1t' "
            "AND expires_after = 4",
            "“attacked” of unit i-1t: expires_after 9 in the file, 4 from the log",
        ),
        (
            "DELETE FROM flags WHERE key = 'attacked' AND expires_after = 4",
            "“attacked” of unit i-1t: in the log, not in the file",
        ),
        (
            "INSERT INTO flags (unit, key, set_bound, expires_after) "
            "VALUES ('i-15', 'charged', 3, 4)",
            "“charged” of unit i-15: in the file, not in the log",
        ),
        (
            "UPDATE phase_state SET bound = 5",
            "the phase: bound 5 in the file, 3 from the log",
        ),
        (
            "UPDATE orders SET text = 'charge the farm' WHERE bound = 2",
            'order of unit i-15 in bound 2: text "charge the farm" in the file, '
            '"advance on the farm" from the log',
        ),
        (
            "UPDATE side_penalties SET value = -3",
            "side penalty 1 of prussia: value -3 in the file, -1 from the log",
        ),
        (
            "UPDATE commanders SET fallen = 1 WHERE key = 'hiller'",
            "commander hiller: fallen 1 in the file, 0 from the log",
        ),
        (
            "INSERT INTO units (key, name, side, arm, type, figures_start, figures, "
            "gunners_start, gunners, valour_start, valour, disorder, formation, light, "
            "marksmen, position, roster_order) VALUES ('ghost', 'Ghost', 'france', 'infantry',"
            " 'line', 30, 30, 0, 0, 0, 0, 'ordered', 'line', 0, 0, '', 9)",
            "unit ghost: in the file, not in the log",
        ),
        (
            "UPDATE game SET dice_mode = 'console'",
            'the game\'s record: dice_mode "console" in the file, "both" from the log',
        ),
    ],
    ids=["figures", "disorder", "flag", "flag removed", "flag added", "phase", "order",
         "penalty", "staff", "unit added", "dice mode"],
)  # fmt: skip
def test_a_state_value_changed_behind_the_consoles_back_is_named(evening, sql, named):
    path, _ = evening
    assert verify(path).ok
    tamper(path, sql)
    report = verify(path)
    assert not report.ok and report.state_differs
    assert named in report.reason
    assert report.summary().startswith("BROKEN at the state: ")


def test_a_changed_journal_entry_is_named_by_its_number(evening):
    path, _ = evening
    conn = raw(path)
    entry, record = conn.execute(
        "SELECT entry, record FROM state_log WHERE kind = 'order_written' ORDER BY entry LIMIT 1"
    ).fetchone()
    conn.execute(
        "UPDATE state_log SET record = ? WHERE entry = ?",
        (record.replace("advance on the farm", "charge the farm"), entry),
    )
    conn.commit()
    conn.close()
    report = verify(path)
    assert not report.ok and report.bad_entry == entry
    assert report.summary() == (
        f"BROKEN at state journal entry {entry}: state journal entry {entry}: its contents do "
        "not match its hash: it was changed after it was written"
    )


def test_a_roll_removed_under_later_journal_entries_is_named(evening):
    """Cutting rolls off while entries written after them stay: the journal says so."""
    path, _ = evening
    with Game.open(path, read_only=True) as game:
        fire = game.rolls(bound=3, kind="fire")[0].sequence
    conn = raw(path)
    conn.execute("DELETE FROM rolls WHERE sequence >= ?", (fire - 2,))
    conn.commit()
    conn.close()
    report = verify(path)
    assert not report.ok and report.bad_entry is not None
    assert "which is not in the log: the log was cut short" in report.reason


def test_a_rolls_effect_that_does_not_follow_from_the_log_before_it_is_named(evening):
    """A forger who rewrites a loss in the log and the roster alike, hashes recomputed, but
    leaves the next roll's `from` as it was: the replay names that roll."""
    path, held = evening
    with Game.open(path, read_only=True) as game:
        first, second = game.rolls(kind="fire")[:2]

    def heavier(row: dict) -> None:
        effects = json.loads(row["effects"])
        effects[0]["to"] = effects[0]["from"] - 5
        row["effects"] = json.dumps(effects, sort_keys=True, separators=(",", ":"))

    forge(path, rolls={first.sequence: heavier})
    report = verify(path)
    assert not report.ok and report.bad_sequence == second.sequence
    assert report.reason == "it changes figures of i-1t from 25, but the log before it gives 21"


# --- a game from before the journal -------------------------------------------------------


def schema_2_game(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game as the console wrote it before the state journal: roster, orders, rolls."""
    with monkeypatch.context() as patch:
        apply = schema.migration_set().apply
        patch.setattr(
            schema.migration_set(),
            "apply",
            lambda db, **kw: apply(db, stop_before="0003_state_journal"),
        )
        game = Game.create(
            path, title="Old", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK
        )
        add_roster(game)
        game.save_order(1, "i-15", "hold")
        game.append_roll(
            RollDraft(
                kind="fire",
                sides=[RollSide(role="firer", unit="i-15", dice_source="typed", faces=(1, 2, 3))],
                effects=[Effect(unit="i-1t", what="figures", **{"from": 26}, to=24)],
            )
        )
        game.close()


def test_an_old_game_verifies_read_only_and_gets_its_journal_when_first_opened(
    game_path: Path, monkeypatch: pytest.MonkeyPatch
):
    schema_2_game(game_path, monkeypatch)
    conn = sqlite3.connect(game_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    conn.close()
    report = verify(game_path)
    assert report.ok and not report.state_journalled
    assert "state not proven (no state journal yet" in report.summary()
    with Game.open(game_path, clock=fixed_clock) as game:
        assert game.info.schema_version == schema.SCHEMA_VERSION
        game.set_phase(1, "fire")
        game.append_roll(
            RollDraft(
                kind="fire",
                sides=[RollSide(role="firer", unit="i-15", dice_source="typed", faces=(1, 2, 3))],
                effects=[Effect(unit="i-1t", what="figures", **{"from": 24}, to=23)],
            )
        )
    report = verify(game_path)
    assert report.ok and report.state_checked and report.state_from_roll == 1
    assert "state proven from roll 1 on (the journal began there)" in report.summary()
    tamper(game_path, "UPDATE units SET figures = 26 WHERE key = 'i-1t'")
    assert verify(game_path).reason == "unit i-1t: figures 26 in the file, 23 from the log"


@pytest.mark.parametrize(
    "deleted",
    [
        ("rolls",),
        ("rolls", "flags", "roll_units"),
        ("rolls", "flags", "roll_units", "console_draw_uses"),
    ],
    ids=["the rows", "the rows, their flags and index", "and their draws' uses"],
)
def test_rolls_deleted_from_the_end_with_the_sqlite_shell_are_named_as_a_cut(evening, deleted):
    """A sore loser deletes the last rows of the log (and what else he finds that names
    them): what the file still holds of those rolls names the cut, not a puzzle such as
    "flag 4 of unit i-1t: in the file, not in the log", nor an OK."""
    path, _ = evening
    with Game.open(path, read_only=True) as game:
        melee = game.rolls(kind="melee")[-1]
        last = melee.sequence
        draw = melee.sides[0].draw
    column = {"rolls": "sequence", "flags": "roll", "roll_units": "sequence"}
    conn = raw(path)
    for table in deleted:
        if table != "console_draw_uses":
            conn.execute(f"DELETE FROM {table} WHERE {column[table]} >= ?", (last,))
        else:
            conn.execute("DELETE FROM console_draw_uses WHERE sequence >= ?", (last,))
    conn.commit()
    conn.close()
    report = verify(path)
    if "console_draw_uses" in deleted:
        # Nothing names the cut but the draw it used, now shown and never logged: only the
        # seals a player holds can tell (`test_cutting_off_the_last_roll_is_caught_...`).
        assert report.ok and [d.draw for d in report.unused_draws] == [draw]
        return
    assert report.summary() == (
        f"BROKEN at roll {last}: the file holds what roll {last} did, but the log ends at roll "
        f"{last - 1}: rolls were removed from the end of the log"
    )


def test_no_seal_is_logged_over_a_row_changed_outside_the_console(evening):
    """A row changed with the sqlite3 shell while the game is open: the seal the umpire
    makes next would vouch for it. It is refused, naming the row, and nothing is logged."""
    path, _held = evening
    tamper(path, "UPDATE rolls SET outcome = '2 figures' WHERE sequence = 1")
    with Game.open(path, clock=fixed_clock) as game:
        before = game.roll_count()
        with pytest.raises(GameError) as refused:
            game.seal(bound=3)
        assert game.roll_count() == before
    message = str(refused.value)
    assert message.startswith(
        "no seal was logged, since a seal vouches for the log and the log is BROKEN at roll 1: "
    )
    assert message.endswith("Check the game with ba-console verify and go on from a backup copy")
