"""A check that goes on from the last (`verify_parallel.KeptWalk`, what a second window that
follows the console writing a game keeps between its checks): it walks only the rows
logged since, and reports what a walk from the first row reports; a kept row no longer as
it was checked sends it back to the first row, and the forged row is named."""

from __future__ import annotations

from ba_console.store import Game
from ba_console.store.codec import ROLL_COLUMNS, row_hash
from ba_console.store.game import check_file
from ba_console.store.verify_parallel import KeptWalk

from .conftest import add_roster
from .forger import forge, raw
from .test_verify import console_roll


def _logged(game: Game, rolls: int) -> Game:
    add_roster(game)
    with game.transaction():
        for _ in range(rolls):
            game.append_roll(console_roll(game))
    return game


def test_the_next_check_walks_only_the_rows_logged_since(make_game):
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    count, first = check_file(game.path, kept=kept)
    assert (count, first.ok, kept.rows_walked) == (300, True, 300)
    game.append_roll(console_roll(game))
    game.append_roll(console_roll(game))
    game.console_faces("fire", "firer", 3)  # shown on screen, never logged
    count, again = check_file(game.path, kept=kept)
    assert (count, again.ok, kept.rows_walked) == (302, True, 2)
    # Field by field what a walk from the first row says, the draw never logged included.
    assert again == check_file(game.path)[1]
    assert len(again.unused_draws) == 1
    count, idle = check_file(game.path, kept=kept)  # nothing new: no row walked
    assert (count, idle.ok, kept.rows_walked) == (302, True, 0)


def _pack_forged(row: dict) -> None:
    """Roll 5 said to be played with a pack the game does not hold."""
    row["pack_hash"] = "0" * 64


def test_an_earlier_row_forged_is_named_at_the_next_check(make_game):
    """A forger rewrites roll 5's pack and writes every hash again from it on, while the
    game is open here and in the console that writes it: the next check finds the last
    row it walked no longer as it was, walks the log from the first row, and names roll 5
    as a walk from scratch does."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert check_file(game.path, kept=kept)[1].ok
    game.close()
    forge(game.path, rolls={5: _pack_forged})
    with Game.open(game.path) as writer:
        writer.append_roll(console_roll(writer))
    count, report = check_file(game.path, kept=kept)
    assert (report.ok, report.bad_sequence) == (False, 5)
    assert report == check_file(game.path)[1]
    assert kept.rows_walked == 4  # walked again from the first row: 1-4 sound, 5 named


def test_a_void_across_checks_is_checked_against_the_rows_walked_before(make_game):
    """Roll 10 voided after the first check, then voided again after the second: the
    second void is named, as a walk from the first row names it."""
    game = _logged(make_game(), 300)
    kept = KeptWalk()
    assert check_file(game.path, kept=kept)[1].ok
    game.void_roll(10, "the wrong unit")
    assert check_file(game.path, kept=kept)[1].ok and kept.rows_walked == 1
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
    count, report = check_file(game.path, kept=kept)
    whole = check_file(game.path)[1]
    assert (whole.ok, whole.bad_sequence) == (False, 302)
    assert "a second time" in (whole.reason or "")
    assert report == whole
