"""Verification of the roll log: tampering, forged dice and gaps are found and named;
a crash loses nothing that was confirmed."""

from __future__ import annotations

import hashlib
import signal
import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ba_console.store import Effect, Game, Outcome, RollDraft, RollSide, canonical_json
from ba_console.store.codec import ROLL_COLUMNS, decode_row, encode_row, row_hash

from .conftest import SEED, add_roster, run_python


def console_roll(game: Game, unit: str = "i-15", kind: str = "fire") -> RollDraft:
    faces = game.console_faces(kind, "firer", 3)
    return RollDraft(
        kind=kind,
        sides=[RollSide(role="firer", unit=unit, dice_source="console", faces=faces)],
        outcome=Outcome(key="no_effect", label="No effect"),
        note="Fire at 30 cm",
    )


@pytest.fixture
def logged_game(game: Game) -> Game:
    for _ in range(5):
        game.append_roll(console_roll(game))
    return game


def tamper(game: Game, sql: str, params: tuple = ()) -> None:
    """Edit the closed game file as an attacker would: drop the guard, change, commit."""
    game.close()
    conn = sqlite3.connect(game.path)
    conn.execute("DROP TRIGGER IF EXISTS rolls_append_only_update")
    conn.execute("DROP TRIGGER IF EXISTS rolls_append_only_delete")
    conn.execute(sql, params)
    conn.commit()
    conn.close()


def test_an_intact_log_verifies(logged_game: Game):
    report = logged_game.verify()
    assert report.ok and report.rolls_checked == 5
    assert report.head_hash == logged_game.roll(5).hash
    assert "OK: 5 rolls" in report.summary()


def test_an_empty_log_verifies(game: Game):
    assert game.verify().ok


def test_one_flipped_byte_is_found_and_the_row_named(logged_game: Game):
    stored = logged_game._db.execute("SELECT sides FROM rolls WHERE sequence = 3").fetchone()[0]
    at = stored.index('"faces":[') + len('"faces":[')
    flipped = stored[:at] + ("1" if stored[at] != "1" else "2") + stored[at + 1 :]
    tamper(logged_game, "UPDATE rolls SET sides = ? WHERE sequence = 3", (flipped,))
    with Game.open(logged_game.path, read_only=True) as view:
        report = view.verify()
    assert not report.ok
    assert report.bad_sequence == 3
    assert "changed after logging" in report.reason
    assert report.summary().startswith("BROKEN at roll 3:")


def test_a_flipped_bit_in_the_note_is_found(logged_game: Game):
    tamper(logged_game, "UPDATE rolls SET note = 'Fire at 31 cm' WHERE sequence = 2")
    with Game.open(logged_game.path, read_only=True) as view:
        assert view.verify().bad_sequence == 2


def test_a_rewritten_row_with_a_recomputed_hash_breaks_the_next_link(logged_game: Game):
    row = logged_game._db.execute(
        f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls WHERE sequence = 2"
    ).fetchone()
    forged = (*row[:12], "Fire at 300 cm", *row[13:19])
    tamper(
        logged_game,
        "UPDATE rolls SET note = ?, hash = ? WHERE sequence = 2",
        (forged[12], row_hash(forged)),
    )
    with Game.open(logged_game.path, read_only=True) as view:
        report = view.verify()
    assert report.bad_sequence == 3
    assert "previous-hash does not match roll 2's hash" in report.reason


def test_a_deleted_roll_is_reported_as_a_gap(logged_game: Game):
    tamper(logged_game, "DELETE FROM rolls WHERE sequence = 3")
    with Game.open(logged_game.path, read_only=True) as view:
        report = view.verify()
    assert report.bad_sequence == 3
    assert report.reason == "roll 3 is missing: roll 2 is followed by roll 4"


def test_with_the_seed_every_console_roll_is_checked(logged_game: Game):
    report = logged_game.verify(SEED.hex())
    assert report.ok and report.seed_checked and report.console_rolls_checked == 5


def test_a_wrong_seed_does_not_match_the_commitment(logged_game: Game):
    report = logged_game.verify(bytes(32))
    assert not report.ok
    assert "does not match the commitment" in report.reason


def test_forged_console_faces_with_a_recomputed_chain_are_caught_by_the_seed(logged_game: Game):
    rows = [
        list(row)
        for row in logged_game._db.execute(
            f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls ORDER BY sequence"
        )
    ]
    # The attacker gives roll 4 three sixes and rebuilds every hash after it.
    side = decode_row(tuple(rows[3])).sides[0]
    sixes = side.model_copy(update={"faces": (6, 6, 6), "natural": 18, "total": 18})
    rows[3][7] = canonical_json([sixes.model_dump(mode="json")])
    prev, digest = ROLL_COLUMNS.index("prev_hash"), ROLL_COLUMNS.index("hash")
    for index in range(3, len(rows)):
        rows[index][prev] = rows[index - 1][digest]
        rows[index][digest] = row_hash(tuple(rows[index][:digest]))
    logged_game.close()
    conn = sqlite3.connect(logged_game.path)
    conn.execute("DROP TRIGGER rolls_append_only_update")
    for row in rows[3:]:
        conn.execute(
            "UPDATE rolls SET sides = ?, prev_hash = ?, hash = ? WHERE sequence = ?",
            (row[7], row[prev], row[digest], row[0]),
        )
    conn.commit()
    conn.close()
    with Game.open(logged_game.path, read_only=True) as view:
        assert view.verify().ok  # the chain alone cannot tell
        report = view.verify(SEED)
    assert report.bad_sequence == 4
    assert report.reason == (
        "console dice of firer show [6, 6, 6], but console draw 4 showed "
        f"{list(side.faces)}: these faces did not come from the committed seed"
    )


def test_after_reveal_verify_uses_the_seed_from_the_log(logged_game: Game):
    logged_game.reveal_seed()
    report = logged_game.verify()
    assert report.ok and report.seed_checked
    assert report.seed_source == "revealed in the log"


def test_a_void_pointing_at_nothing_is_named(logged_game: Game):
    logged_game.void_roll(2, "mistake")
    tamper(logged_game, "UPDATE rolls SET voids = 9 WHERE sequence = 6")
    with Game.open(logged_game.path, read_only=True) as view:
        report = view.verify()
    assert report.bad_sequence == 6


note_text = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


@settings(max_examples=60, deadline=None)
@given(
    note=note_text,
    phase=note_text.filter(bool),
    label=note_text,
    faces=st.lists(st.integers(1, 6), min_size=1, max_size=4),
)
def test_the_assembled_row_encoding_is_the_canonical_json(note, phase, label, faces):
    row = encode_row(
        sequence=7,
        time="2025-06-18T18:30:00+00:00",
        bound=2,
        phase=phase,
        sub_phase=None,
        kind="melee",
        units=("i-15",),
        sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=tuple(faces))],
        cell=label or None,
        outcome_typed=True,
        outcome=Outcome(key="k", label=label),
        effects=[Effect(unit="i-15", what="disorder", from_="ordered", to=label)],
        note=note,
        pack_hash="p",
        voids=None,
        void_reason=None,
        prev_hash="0" * 64,
    )
    roll = decode_row(row)
    expected = hashlib.sha256(canonical_json(roll.body()).encode("utf-8")).hexdigest()
    assert roll.hash == expected == row[-1]


CHILD_APPENDS = """
import sys
from ba_console.store import Effect, Game, RollDraft, RollSide
game = Game.open(sys.argv[1])
while True:
    faces = game.console_faces("fire", "firer", 3)
    logged = game.append_roll(RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)],
        effects=[Effect(unit="i-15", what="flag", to={"key": "fired", "expires_after": None})],
    ))
    print("confirmed", logged.sequence, flush=True)
"""


def test_a_killed_process_loses_no_confirmed_roll(make_game, game_path):
    add_roster(make_game()).close()
    child = run_python(CHILD_APPENDS, str(game_path))
    confirmed: list[int] = []
    try:
        while len(confirmed) < 40:
            line = child.stdout.readline()
            assert line, child.stderr.read()
            confirmed.append(int(line.split()[1]))
        child.send_signal(signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
    with Game.open(game_path) as game:  # the lock died with the child
        report = game.verify(SEED)
        assert report.ok, report.summary()
        logged = {roll.sequence for roll in game.rolls()}
        assert set(confirmed) <= logged
        # Every logged roll's effect is there, and no effect without its roll.
        assert {flag.roll for flag in game.flags("i-15")} == logged


def test_a_row_edited_into_nonsense_is_refused_when_read(logged_game: Game):
    from ba_console.store import GameFileError

    tamper(logged_game, 'UPDATE rolls SET effects = \'[{"what": "teleport"}]\' WHERE sequence = 4')
    with Game.open(logged_game.path, read_only=True) as view:
        with pytest.raises(GameFileError, match="roll 4 cannot be read.*run verify"):
            view.rolls()
        assert [r.sequence for r in view.rolls(limit=3)] == [1, 2, 3]
        assert view.verify().bad_sequence == 4
