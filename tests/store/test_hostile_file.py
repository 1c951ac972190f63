"""The game file attacked as a player who lost, or an umpire tempted to cheat, would attack it.

An evening of three sealed bounds on the shipped Belle Alliance pack, closed. Each test
edits a copy with SQLite (its append-only triggers dropped) or with the console's own code
(`forger.py`), and `verify` must not call the result sound, and must name what differs:

- the pack copy the game rolls with, its tables changed under its own hash;
- the index of each unit's rolls (`roll_units`), which the log viewer's and the report's
  unit filter read: a roll removed from it would vanish from "every roll of my battalion";
- rows reordered, the last rolls and their journal entries deleted together, a seal row or
  the game's commitment changed.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from ba_console.packs import load_pack, parse_pack_text
from ba_console.store import Game
from ba_console.store.seals import parse_seals
from tests.store.conftest import SEED, add_roster, fixed_clock
from tests.store.forger import forge, raw
from tests.store.test_dispute_proofs import play_three_bounds, undo_state_of_rolls_from

PACK = load_pack("belle_alliance")


@pytest.fixture(scope="module")
def sealed_evening(tmp_path_factory) -> tuple[Path, list[str]]:
    path = tmp_path_factory.mktemp("evening") / "evening.bagame"
    game = Game.create(
        path,
        title="Evening",
        seed=SEED,
        clock=fixed_clock,
        dice_mode="both",
        pack_toml=PACK.to_toml(),
        pack_id=PACK.id,
        pack_hash=PACK.content_hash,
        pack_version=str(PACK.version),
    )
    add_roster(game)
    held = play_three_bounds(game)
    game.close()
    return path, held


@pytest.fixture
def evening(sealed_evening, tmp_path) -> tuple[Path, list[str]]:
    """A copy of the sealed evening to attack."""
    path, held = sealed_evening
    copy = tmp_path / "copy.bagame"
    shutil.copyfile(path, copy)
    return copy, held


def verify(path: Path, seals: list[str] | None = None):
    with Game.open(path, read_only=True) as game:
        return game.verify(seals=parse_seals(",".join(seals)) if seals else None)


def tamper(path: Path, *statements: tuple[str, tuple]) -> None:
    conn = raw(path)
    for sql, params in statements:
        conn.execute(sql, params)
    conn.commit()
    conn.close()


def test_the_sealed_evening_on_the_shipped_pack_verifies(evening):
    path, held = evening
    report = verify(path, held)
    assert report.ok and report.state_checked, report.summary()


# --- the pack copy ---------------------------------------------------------------------------


def test_a_pack_copy_changed_under_its_own_hash_is_named(evening):
    """The umpire fills a Table 18 cell to his liking in the game's copy and keeps its hash:
    every roll from now on would name the pack as shipped."""
    path, held = evening
    conn = raw(path)
    (toml,) = conn.execute("SELECT toml FROM packs WHERE hash = ?", (PACK.content_hash,)).fetchone()
    # A staff figure caught on 13-14 survives now: "falls" only from 15.
    forged = toml.replace(
        '{ min = 3, max = 12, outcome = "survives" },\n'
        '    { min = 13, max = 14, outcome = "falls" },',
        '{ min = 3, max = 14, outcome = "survives" },',
    )
    assert forged != toml
    assert parse_pack_text(forged).tables["t18"].bands[0].max == 14
    conn.execute("UPDATE packs SET toml = ? WHERE hash = ?", (forged, PACK.content_hash))
    conn.commit()
    conn.close()
    report = verify(path, held)
    assert not report.ok
    assert report.summary() == (
        f"BROKEN: the copy of pack belle_alliance ({PACK.content_hash[:16]}…) "
        "does not give its hash: its tables were changed after it was stored"
    )


def test_the_pack_swapped_for_another_pack_copy_under_its_hash_is_named(evening):
    """The whole copy replaced by the General de Brigade pack's, the hash left."""
    path, _ = evening
    other = load_pack("general_de_brigade").to_toml()
    tamper(path, ("UPDATE packs SET toml = ? WHERE hash = ?", (other, PACK.content_hash)))
    report = verify(path)
    assert not report.ok and "does not give its hash" in report.reason


# --- the index of each unit's rolls -----------------------------------------------------------


def test_a_roll_taken_out_of_a_units_index_is_named(evening):
    path, held = evening
    with Game.open(path, read_only=True) as game:
        hidden = game.rolls(unit="i-15", kind="fire")[1].sequence
        before = game.roll_count(unit="i-15")
    tamper(path, ("DELETE FROM roll_units WHERE unit = 'i-15' AND sequence = ?", (hidden,)))
    with Game.open(path, read_only=True) as game:  # what the unit filter now shows
        assert game.roll_count(unit="i-15") == before - 1
        assert hidden not in [roll.sequence for roll in game.rolls(unit="i-15")]
    report = verify(path, held)
    assert not report.ok and report.bad_sequence == hidden
    assert report.summary() == (
        f"BROKEN at roll {hidden}: the index of each unit's rolls does not list it for "
        "i-15, which it involves: a filter by unit would not show it"
    )


def test_a_roll_put_in_the_index_of_a_unit_it_does_not_involve_is_named(evening):
    path, _ = evening
    with Game.open(path, read_only=True) as game:
        melee = game.rolls(kind="melee")[0].sequence
    tamper(path, ("INSERT INTO roll_units (unit, sequence) VALUES ('bty', ?)", (melee,)))
    report = verify(path)
    assert not report.ok and report.bad_sequence == melee
    assert "lists it for bty, which it does not involve" in report.reason


# --- attacks the chains, the journal and the seals already catch (kept as proof) -------------


def test_two_rolls_swapped_with_every_hash_recomputed_are_caught_by_the_seals(evening):
    path, held = evening
    with Game.open(path, read_only=True) as game:
        fire, melee = (game.rolls(bound=2, kind=kind)[0] for kind in ("fire", "melee"))
    conn = sqlite3.connect(path)
    rows = {
        sequence: conn.execute(
            "SELECT kind, units, sides, effects FROM rolls WHERE sequence = ?", (sequence,)
        ).fetchone()
        for sequence in (fire.sequence, melee.sequence)
    }
    conn.close()

    def becomes(other: int):
        def edit(row: dict) -> None:
            row["kind"], row["units"], row["sides"], row["effects"] = rows[other]

        return edit

    forge(
        path, rolls={fire.sequence: becomes(melee.sequence), melee.sequence: becomes(fire.sequence)}
    )
    report = verify(path, held)
    assert not report.ok
    assert report.bad_bound == 2 or report.bad_sequence is not None, report.summary()


def test_rows_stored_in_another_order_change_nothing_the_log_says(evening):
    """SQLite's storage order is not the log's: the log is read by sequence number."""
    path, held = evening
    conn = raw(path)
    rows = conn.execute("SELECT * FROM rolls ORDER BY sequence DESC").fetchall()
    conn.execute("DELETE FROM rolls")
    marks = ", ".join("?" * len(rows[0]))
    conn.executemany(f"INSERT INTO rolls VALUES ({marks})", rows)
    conn.commit()
    conn.close()
    assert verify(path, held).ok


def test_rows_renumbered_are_named(evening):
    path, _ = evening
    tamper(
        path,
        ("UPDATE rolls SET sequence = sequence + 100 WHERE sequence = 4", ()),
        ("UPDATE rolls SET sequence = 4 WHERE sequence = 5", ()),
        ("UPDATE rolls SET sequence = 5 WHERE sequence = 104", ()),
    )
    report = verify(path)
    assert not report.ok and report.bad_sequence == 4


@pytest.mark.parametrize(("cut", "bound"), [(1, 3), (2, 3), (4, 2)])
def test_the_last_rolls_and_their_journal_entries_cut_together_are_caught_by_the_seals(
    evening, cut: int, bound: int
):
    """Each bound is a fire, a melee and the seal: cutting 4 rolls takes bound 2's seal."""
    path, held = evening
    with Game.open(path, read_only=True) as game:
        last = game.roll_count()
    first_cut = last - cut + 1
    forge(path, drop_rolls_from=first_cut, drop_entries_after_roll=first_cut)
    undo_state_of_rolls_from(path, first_cut)
    report = verify(path, held)
    assert not report.ok and report.bad_bound == bound, report.summary()
    assert report.summary().startswith(f"BROKEN at bound {bound}: ")


def test_a_seal_row_rewritten_to_the_seal_a_player_holds_is_named(evening):
    """The forger changes a roll and writes back, in the seal row, the seal the players
    hold: the seal row no longer follows from the log before it."""
    path, held = evening
    with Game.open(path, read_only=True) as game:
        fire = game.rolls(bound=2, kind="fire")[0].sequence
        seal = game.rolls(bound=2, kind="seal")[0].sequence

    def kept_seal(row: dict) -> None:
        row["kind"] = "seal_kept"  # the forger's code leaves this row's outcome alone

    def eighteen(row: dict) -> None:
        sides = json.loads(row["sides"])
        sides[0].update(faces=[6, 6, 6], natural=18, total=18)
        row["sides"] = json.dumps(sides, sort_keys=True, separators=(",", ":"))

    forge(path, rolls={fire: eighteen, seal: kept_seal})
    conn = raw(path)
    conn.execute("UPDATE rolls SET kind = 'seal' WHERE sequence = ?", (seal,))
    conn.commit()
    conn.close()
    report = verify(path, held)
    assert not report.ok and report.bad_sequence == seal


def test_the_games_commitment_changed_is_named_at_the_first_roll(evening):
    path, _ = evening
    tamper(path, ("UPDATE game SET seed_commitment = ?", ("0" * 64,)))
    report = verify(path)
    assert not report.ok and report.bad_sequence == 1
    assert "does not match the seed commitment" in report.reason


# --- SQLite's own structure -------------------------------------------------------------------


def _stale_index(path: Path) -> None:
    """The voids index left as it was while its definition says it holds other rows: an
    index that no longer matches its table (what a filter on it would then miss)."""
    conn = raw(path)
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute(
        "UPDATE sqlite_master SET sql = ? WHERE name = 'idx_rolls_voids'",
        ("CREATE INDEX idx_rolls_voids ON rolls (voids) WHERE voids IS NULL",),
    )
    conn.commit()
    conn.close()


def test_an_index_that_no_longer_matches_its_table_is_named(evening):
    path, held = evening
    _stale_index(path)
    report = verify(path, held)
    assert not report.ok
    assert report.reason.startswith("SQLite's integrity check of the file fails"), report.reason


def test_the_checks_beside_the_log_run_on_the_games_own_connection_if_no_second_opens(
    evening, monkeypatch
):
    from ba_console.store import check

    def cannot_open(path: Path) -> str:
        raise OSError("no second connection")

    monkeypatch.setattr(check, "read_only_uri", cannot_open)
    path, held = evening
    assert verify(path, held).ok
    _stale_index(path)
    report = verify(path, held)
    assert report.reason.startswith("SQLite's integrity check of the file fails"), report.reason
    tamper(path, ("DELETE FROM roll_units WHERE unit = 'i-15'", ()))
    assert "the index of each unit's rolls does not list it" in verify(path, held).reason
