"""Forgeries of more than one character, as a dispute would stage them on the evening of
`test_dispute_proofs` (three bounds, each sealed): rows swapped, a roll rewritten with the
rows after it hashed again but the seal rows left as the players saw them, and a state
value rewritten in the table and in its journal entries together. Each is caught by
`verify` alone and named, or (every hash and seal recomputed) by the seals a player holds.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ba_console.store import Game
from tests.store.forger import forge, raw
from tests.store.test_dispute_proofs import play_three_bounds, verify


@pytest.fixture
def evening(make_game, game_path: Path) -> tuple[Path, list[str]]:
    from tests.store.conftest import add_roster

    game = add_roster(make_game(dice_mode="both"))
    held = play_three_bounds(game)
    game.close()
    return game_path, held


def rolls_of(path: Path, kind: str) -> list[int]:
    with Game.open(path, read_only=True) as game:
        return [roll.sequence for roll in game.rolls(kind=kind)]


def test_two_rolls_with_their_bodies_swapped_are_named_at_the_first(evening):
    path, _ = evening
    first, second = rolls_of(path, "fire")[:2]
    body = ("time", "bound", "phase", "sub_phase", "units", "sides", "outcome", "effects")
    conn = raw(path)
    rows = {
        sequence: conn.execute(
            f"SELECT {', '.join(body)} FROM rolls WHERE sequence = ?", (sequence,)
        ).fetchone()
        for sequence in (first, second)
    }
    for sequence, other in ((first, second), (second, first)):
        marks = ", ".join(f"{name} = ?" for name in body)
        conn.execute(f"UPDATE rolls SET {marks} WHERE sequence = ?", (*rows[other], sequence))
    conn.commit()
    conn.close()
    report = verify(path)
    assert not report.ok and report.bad_sequence == first
    assert report.summary() == (
        f"BROKEN at roll {first}: its contents do not match its hash: the row was changed "
        "after logging"
    )


def sixes(row: dict) -> None:
    sides = json.loads(row["sides"])
    sides[0].update(faces=[6, 6, 6], natural=18, total=18)
    row["sides"] = json.dumps(sides, sort_keys=True, separators=(",", ":"))


def test_a_roll_rehashed_with_every_row_after_it_but_not_the_seal_rows_is_named(evening):
    """The seal rows are the seals the players wrote down: a forger who hashes the log again
    but leaves them as they were is named at the first of them after the change."""
    path, held = evening
    fire = rolls_of(path, "fire")[1]  # bound 2's
    seal = next(sequence for sequence in rolls_of(path, "seal") if sequence > fire)
    forge(path, rolls={fire: sixes}, reseal=False)
    report = verify(path)
    assert not report.ok and report.bad_sequence == seal
    assert report.reason.startswith(f"it shows the seal '{held[1]}', but the log before it gives")
    # Not only the journal: the rolls before the seal row were rewritten.
    assert report.reason.endswith(
        ": the rolls or the state journal before it were changed since it was logged"
    )


def order_of_bound_1(text: str):
    """A journal edit: the order of bound 1 as written (and as it stood when the ordering
    phase closed) says `text`."""

    def edit(entry: dict) -> None:
        record = json.loads(entry["record"])
        rows = record.get("orders", []) + [op["row"] for op in record.get("ops", [])]
        for row in rows:
            if row.get("bound") == 1 and "text" in row:
                row["text"] = text
        entry["record"] = json.dumps(record, sort_keys=True, separators=(",", ":"))

    return edit


@pytest.mark.parametrize("reseal", [False, True], ids=["seal rows kept", "seal rows forged"])
def test_an_order_rewritten_in_its_table_and_its_journal_together_is_caught(evening, reseal):
    """The order of bound 1 rewritten where the console keeps it and in every journal entry
    that holds it, the journal hashed again: the seal row of bound 1 no longer matches; with
    the seal rows forged as well, the seal a player holds of bound 1 does not."""
    path, held = evening
    conn = raw(path)
    entries = [
        number
        for number, record in conn.execute("SELECT entry, record FROM state_log")
        if '"bound":1' in record and "advance on the farm" in record
    ]
    conn.execute("UPDATE orders SET text = 'retire behind the farm' WHERE bound = 1")
    conn.commit()
    conn.close()
    assert len(entries) == 2  # as written, and as the ordering phase closed
    edit = order_of_bound_1("retire behind the farm")
    forge(path, journal=dict.fromkeys(entries, edit), reseal=reseal)
    with Game.open(path, read_only=True) as game:
        assert game.order(1, "i-15").text == "retire behind the farm"
    report = verify(path)
    if not reseal:
        first_seal = rolls_of(path, "seal")[0]
        assert not report.ok and report.bad_sequence == first_seal
        assert report.reason.endswith(
            ": the rolls or the state journal before it were changed since it was logged"
        )
        return
    assert report.ok, report.summary()  # every hash and seal recomputed: the file alone agrees
    report = verify(path, held)
    assert not report.ok and report.bad_bound == 1
    assert held[0] in report.reason


def test_a_roll_without_outcome_given_the_text_null_is_named(evening):
    """No outcome is stored as NULL and hashed as `null`: the text "null" in its place hashed
    the same, so a file changed so passed as the one logged."""
    path, _ = evening
    fire = rolls_of(path, "melee")[0]
    conn = raw(path)
    assert conn.execute("SELECT outcome FROM rolls WHERE sequence = ?", (fire,)).fetchone() == (
        None,
    )
    conn.execute("UPDATE rolls SET outcome = 'null' WHERE sequence = ?", (fire,))
    conn.commit()
    conn.close()
    report = verify(path)
    assert not report.ok and report.bad_sequence == fire
    assert report.reason == (
        'a stored field has the wrong type (outcome holds the text "null": a roll without '
        "an outcome holds none)"
    )
