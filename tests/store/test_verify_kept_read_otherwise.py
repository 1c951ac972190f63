"""Rolls read otherwise (`verify.read_otherwise`: a console side written inside another under a
key written twice) in a check that walks on from a kept walk (`verify_parallel.KeptWalk`,
the second window's check at each roll the console logs). Such a check looks for them only
after the kept walk's last row, whose rows are byte for byte those a check before found
clean; it names them as a check of the whole file does: in a new row, in an earlier row
forged (the check then walks the whole log again), and in a row named before. The walk
itself names such a row where it reaches it (readers do not read it as written:
`ChainVerifier._gate`), and a part that names a row has the whole log walked again.
"""

from __future__ import annotations

import sqlite3

from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.codec import ROLL_COLUMNS, row_hash
from ba_console.store.game import check_copy, check_file
from ba_console.store.verify_parallel import KeptWalk

from .conftest import add_roster
from .forger import edit_in_place, forge
from .test_verify_sides_spelled import side_inside_another

NAMED = "it is not written as the console writes it"


def _two_sided(game: Game) -> int:
    """A console melee, attacker and defender: its sequence number."""
    attacker = game.console_faces("melee", "attacker", 2)
    defender = game.console_faces("melee", "defender", 2)
    game.append_roll(RollDraft(kind="melee", sides=[
        RollSide(role="attacker", unit="bty", dice_source="console", faces=attacker),
        RollSide(role="defender", unit="i-15", dice_source="console", faces=defender),
    ]))  # fmt: skip
    return game.rolls()[-1].sequence


def _check(path, kept: KeptWalk):
    """The game read again into memory, as a second window reads it, and its copy checked."""
    with Game.open(path, read_only=True, in_memory=True) as copy:
        return check_copy(copy.copy_for_check(), kept)[1]


def _hidden(row: dict) -> None:
    row["sides"] = side_inside_another(row["sides"])


def _hidden_in_place(path, sequence: int) -> None:
    """Roll `sequence`'s defender side hidden inside the attacker's, the row's hash written
    again for it (the triggers put back, nothing after it re-chained)."""
    conn = sqlite3.connect(path)
    stored = conn.execute(
        f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls WHERE sequence = ?", (sequence,)
    ).fetchone()
    conn.close()
    row = dict(zip(ROLL_COLUMNS, stored, strict=True))
    _hidden(row)
    row["hash"] = row_hash(tuple(row[name] for name in ROLL_COLUMNS[:-1]))
    edit_in_place(
        path,
        "UPDATE rolls SET sides = ?, hash = ? WHERE sequence = ?",
        (row["sides"], row["hash"], sequence),
    )


def _played(make_game, rolls: int) -> Game:
    game = add_roster(make_game(dice_mode="both"))
    for _ in range(rolls):
        _two_sided(game)
    return game


def test_a_side_inside_another_in_a_new_row_is_named(make_game):
    game = _played(make_game, 20)
    kept = KeptWalk()
    assert _check(game.path, kept).ok
    last = _two_sided(game)
    game.close()
    _hidden_in_place(game.path, last)
    report = _check(game.path, kept)
    assert kept.rows_walked == 20  # the new part named it: the whole log walked again
    assert report.summary() == f"BROKEN at roll {last}: {NAMED}"
    assert report == check_file(game.path)[1]


def test_a_side_inside_another_in_an_earlier_row_edited_in_place_is_named(make_game):
    """Roll 12 edited in place, one roll more logged: the rows the kept walk ended at are
    no longer as it read them, so the whole log is walked, and roll 12 named by the walk."""
    game = _played(make_game, 20)
    kept = KeptWalk()
    assert _check(game.path, kept).ok
    _two_sided(game)
    game.close()
    _hidden_in_place(game.path, 12)
    report = _check(game.path, kept)
    assert kept.rows_walked == 11  # from the first row to roll 12
    assert report.summary() == f"BROKEN at roll 12: {NAMED}"
    assert report == check_file(game.path)[1]


def test_a_side_inside_another_in_an_earlier_row_forged_is_named(make_game):
    """Roll 12 forged, every hash after it written again, one roll more logged: the walk
    from the first row names roll 12."""
    game = _played(make_game, 20)
    kept = KeptWalk()
    assert _check(game.path, kept).ok
    _two_sided(game)
    game.close()
    forge(game.path, rolls={12: _hidden})
    report = _check(game.path, kept)
    assert kept.rows_walked == 11
    assert report.summary() == f"BROKEN at roll 12: {NAMED}"
    assert report == check_file(game.path)[1]


def test_a_row_named_before_is_named_again_after_a_new_roll(make_game):
    """A check names the last roll, which the walk finds sound; the console logs one more:
    the next check names it again, not only the new roll's check."""
    game = _played(make_game, 20)
    game.close()
    forge(game.path, rolls={20: _hidden})
    kept = KeptWalk()
    assert _check(game.path, kept).summary() == f"BROKEN at roll 20: {NAMED}"
    with Game.open(game.path) as writer:
        _two_sided(writer)
    report = _check(game.path, kept)
    assert report.summary() == f"BROKEN at roll 20: {NAMED}"
    assert report == check_file(game.path)[1]


def test_checks_walked_on_say_what_a_whole_check_says(make_game):
    game = _played(make_game, 5)
    kept = KeptWalk()
    assert _check(game.path, kept).ok
    for _ in range(4):
        _two_sided(game)
        report = _check(game.path, kept)
        assert report.ok and kept.rows_walked == 1
    assert report == check_file(game.path)[1]
