"""A check that goes on from the last (`verify_parallel.KeptWalk`, what a second window that
follows the console writing a game keeps between its checks of the game's copies in
memory): it walks only the rows logged since the last copy checked, and reports what a
walk from the first row reports; a copy whose earlier rows or draws are no longer as the
last copy held them is walked from the first row, and the changed row is named as a walk
from scratch names it."""

from __future__ import annotations

import pytest

from ba_console.store import Game
from ba_console.store.codec import ROLL_COLUMNS, row_hash
from ba_console.store.game import check_copy, check_file
from ba_console.store.verify_parallel import KeptWalk

from .conftest import add_roster
from .forger import edit_in_place, forge, raw
from .test_verify import console_roll


def _logged(game: Game, rolls: int) -> Game:
    add_roster(game)
    with game.transaction():
        for _ in range(rolls):
            game.append_roll(console_roll(game))
    return game


def _check(game: Game, kept: KeptWalk | None = None):
    """The game read again into memory, as a second window reads it, and its copy checked."""
    with Game.open(game.path, read_only=True, in_memory=True) as copy:
        return check_copy(copy.copy_for_check(), kept)


def test_the_next_copy_walks_only_the_rows_logged_since(make_game):
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    count, first = _check(game, kept)
    assert (count, first.ok, kept.rows_walked) == (300, True, 300)
    game.append_roll(console_roll(game))
    game.append_roll(console_roll(game))
    game.console_faces("fire", "firer", 3)  # shown on screen, never logged
    count, again = _check(game, kept)
    assert (count, again.ok, kept.rows_walked) == (302, True, 2)
    # Field by field what a walk from the first row says, the draw never logged included.
    assert again == check_file(game.path)[1]
    assert len(again.unused_draws) == 1
    count, idle = _check(game, kept)  # nothing new: no row walked
    assert (count, idle.ok, kept.rows_walked) == (302, True, 0)


def test_a_row_edited_in_place_before_the_last_checked_is_named(make_game):
    """Roll 5's note changed in the file between two reads (the triggers put back, nothing
    re-chained), while the console writing it logs one more roll: the rows after the last
    checked link as before, yet the check names roll 5, as a walk from the first row does."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    edit_in_place(game.path, "UPDATE rolls SET note = 'Fire at 20 cm' WHERE sequence = 5")
    game.append_roll(console_roll(game))
    count, report = _check(game, kept)
    whole = check_file(game.path)[1]
    assert (whole.ok, whole.bad_sequence) == (False, 5)
    assert (count, report) == (301, whole)
    assert kept.rows_walked == 4  # walked again from the first row: 1-4 sound, 5 named


def test_a_draw_edited_in_place_before_the_last_checked_is_named(make_game):
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    edit_in_place(
        game.path,
        "UPDATE console_draws SET record = replace(record, 'fire', 'melee') WHERE draw = 7",
    )
    game.append_roll(console_roll(game))
    report = _check(game, kept)[1]
    whole = check_file(game.path)[1]
    assert whole.ok is False
    assert report == whole


def test_the_last_checked_row_edited_in_place_is_named(make_game):
    """The last row the kept walk ended at, its note changed in place, nothing logged
    since: its stored hash and seals, where the next walk would start, are as before."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    edit_in_place(game.path, "UPDATE rolls SET note = 'Fire at 40 cm' WHERE sequence = 300")
    report = _check(game, kept)[1]
    whole = check_file(game.path)[1]
    assert (whole.ok, whole.bad_sequence) == (False, 300)
    assert report == whole


def test_checks_after_checks_say_what_a_whole_check_says(make_game):
    game = _logged(make_game(), 50)
    kept = KeptWalk()
    walked = []
    for number in range(6):
        game.append_roll(console_roll(game))
        game.void_roll(10 + number, "the wrong unit")
        report = _check(game, kept)[1]
        walked.append(kept.rows_walked)
    assert walked == [52, 2, 2, 2, 2, 2]
    assert report.ok
    assert report == check_file(game.path)[1] == _check(game)[1]


def test_an_earlier_row_forged_is_named_at_the_next_check(make_game):
    """A forger rewrites roll 5's pack and writes every hash again from it on: the next
    check names roll 5 as a walk from scratch does."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    game.close()

    def pack_forged(row: dict) -> None:
        row["pack_hash"] = "0" * 64

    forge(game.path, rolls={5: pack_forged})
    with Game.open(game.path) as writer:
        writer.append_roll(console_roll(writer))
        report = _check(writer, kept)[1]
    assert (report.ok, report.bad_sequence) == (False, 5)
    assert report == check_file(game.path)[1]


def test_a_void_across_checks_is_checked_against_the_rows_walked_before(make_game):
    """Roll 10 voided after the first check, then voided again after the second: the
    second void is named, as a walk from the first row names it."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    game.void_roll(10, "the wrong unit")
    assert _check(game, kept)[1].ok and kept.rows_walked == 1
    game.close()
    conn = raw(game.path)
    void = conn.execute(f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls WHERE sequence = 301")
    row = dict(zip(ROLL_COLUMNS, void.fetchone(), strict=True))
    row["sequence"], row["prev_hash"] = 302, row["hash"]
    row["hash"] = row_hash(tuple(row[name] for name in ROLL_COLUMNS[:-1]))
    conn.execute(
        f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({', '.join('?' * len(row))})",
        tuple(row.values()),
    )
    conn.commit()
    conn.close()
    report = _check(game, kept)[1]
    whole = check_file(game.path)[1]
    assert (whole.ok, whole.bad_sequence) == (False, 302)
    assert "a second time" in (whole.reason or "")
    assert report == whole


def _rebuilt(path, table: str, *changes: tuple[str, str]) -> None:
    """`table` rebuilt with its rows as they were, its SQL changed by `changes` (each a
    text and what replaces it): a file a walk from the first row still finds sound."""
    conn = raw(path)
    sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    indexes = conn.execute(
        "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type = 'index' AND sql IS NOT NULL",
        (table,),
    ).fetchall()
    conn.execute("PRAGMA legacy_alter_table = ON")  # other tables still name `table`
    conn.execute(f"ALTER TABLE {table} RENAME TO was")
    rebuilt = sql
    for text, replacement in changes:
        assert text in rebuilt
        rebuilt = rebuilt.replace(text, replacement)
    conn.execute(rebuilt)
    conn.execute(f"INSERT INTO {table} SELECT * FROM was ORDER BY rowid")
    conn.execute("DROP TABLE was")
    for (index,) in indexes:
        conn.execute(index)
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("table", "key", "change", "unkeyed"),
    [
        ("rolls", "sequence", "note = 'Fire at 20 cm'", '"sequence" INTEGER NOT NULL'),
        ("console_draws", "draw", "key = key", "draw INTEGER NOT NULL"),
    ],
)
def test_a_row_added_among_the_checked_ones_is_named(make_game, table, key, change, unkeyed):
    """The table's key no longer its rowid (rebuilt, the file still sound): a forger adds a
    second roll 5 (a second draw 5) after the last row, at a new rowid. The rows checked
    before are all there unchanged, yet the walk from the first row reads the new one
    among them, and names it; so does the next check."""
    game = _logged(make_game(), 300)
    game.close()
    _rebuilt(game.path, table, (unkeyed.replace("NOT NULL", "PRIMARY KEY"), unkeyed))
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    conn = raw(game.path)
    conn.execute(f"INSERT INTO {table} SELECT * FROM {table} WHERE {key} = 5")
    conn.execute(f"UPDATE {table} SET {change} WHERE rowid = (SELECT max(rowid) FROM {table})")
    conn.commit()
    conn.close()
    report = _check(game, kept)[1]
    whole = check_file(game.path)[1]
    assert whole.ok is False
    assert report == whole


def test_a_number_stored_as_another_type_before_the_last_checked_is_named(make_game):
    """The rolls table rebuilt without STRICT, its bound column without a type (the file
    still sound): roll 5's bound 1 stored again as the real number 1.0, which SQLite finds
    equal to 1 but the walk refuses, while the console logs one more roll."""
    game = _logged(make_game(), 300)
    game.close()
    _rebuilt(
        game.path, "rolls", ('"bound" INTEGER NOT NULL', '"bound" NOT NULL'), (") STRICT", ")")
    )
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    edit_in_place(game.path, "UPDATE rolls SET bound = 1.0 WHERE sequence = 5")
    with Game.open(game.path) as writer:
        writer.append_roll(console_roll(writer))
    report = _check(game, kept)[1]
    whole = check_file(game.path)[1]
    assert (whole.ok, whole.bad_sequence) == (False, 5)
    assert report == whole


def test_a_table_rebuilt_between_two_checks_is_walked_again(make_game):
    """Between two checks the rolls table is rebuilt without STRICT, its bound column
    without a type, and roll 5's bound stored as 1.0: the schema is no longer the one the
    kept walk read, so the check walks from the first row and names roll 5."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert _check(game, kept)[1].ok
    game.close()
    _rebuilt(
        game.path, "rolls", ('"bound" INTEGER NOT NULL', '"bound" NOT NULL'), (") STRICT", ")")
    )
    edit_in_place(game.path, "UPDATE rolls SET bound = 1.0 WHERE sequence = 5")
    with Game.open(game.path) as writer:
        writer.append_roll(console_roll(writer))
    report = _check(game, kept)[1]
    whole = check_file(game.path)[1]
    assert (whole.ok, whole.bad_sequence) == (False, 5)
    assert report == whole
