"""An attacker who knows where the parts of a parallel verify begin and end cannot make it
say more than the serial walk: every report here, clean or broken, is the serial one.

The long log of test_verify_parallel has its part boundaries after row 120 (two
processes; row 120 seals draw 118) and after rows 80 and 160 (three; seals 80 and 158).
Some attacks rebuild a table as sqlite3 allows, without its types or key (`loosen`), so
that it holds rows no game writes: no sequence number, a fraction, a number twice.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ba_console.core.fair_dice import fair_faces
from ba_console.store import Game, RollDraft, RollSide, VerifyReport, canonical_json, check
from ba_console.store.codec import side_json
from ba_console.store.verify_parallel import VerifyWorkers

from .conftest import PACK, SEED, add_roster, fixed_clock
from .test_verify_parallel import (
    Edit,
    build_log,
    copy_of,
    reforge,
    serial_and_parallel,
    sides_edit,
    tamper,
)

KEYS = {"rolls": "sequence", "console_draws": "draw"}


@pytest.fixture(scope="module")
def workers() -> Iterator[VerifyWorkers]:
    """One pool of worker processes for the module: starting one costs ~0.4 s."""
    with VerifyWorkers() as pool:
        yield pool


@pytest.fixture(scope="module")
def long_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("long") / "long.bagame"
    build_log(path)
    return path


@pytest.fixture
def log(long_log: Path, tmp_path: Path) -> Path:
    """A copy of the long log to tamper with."""
    return copy_of(long_log, tmp_path)


def loosen(path: Path, table: str) -> None:
    """Rebuild `table` as sqlite3 lets anyone: the same columns and rows, but no types, no
    key, not strict, so that its number column takes NULL, a fraction or a repeat."""
    conn = sqlite3.connect(path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    columns = ", ".join(row[1] for row in conn.execute(f"PRAGMA table_info({table})"))
    conn.execute(f"CREATE TABLE loose ({columns})")
    conn.execute(f"INSERT INTO loose SELECT {columns} FROM {table}")
    conn.execute(f"DROP TABLE {table}")
    conn.execute(f"ALTER TABLE loose RENAME TO {table}")
    conn.commit()
    conn.close()


def copy_row(path: Path, table: str, number: int, new_number: Any) -> None:
    """Add a copy of row `number` of the (loosened) `table` under `new_number`."""
    key = KEYS[table]
    conn = sqlite3.connect(path)
    columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
    chosen = ", ".join("?" if name == key else name for name in columns)
    conn.execute(
        f"INSERT INTO {table} SELECT {chosen} FROM {table} WHERE {key} = ?", (new_number, number)
    )
    conn.commit()
    conn.close()


def same_reports(
    path: Path, workers: VerifyWorkers, processes: int, seed: bytes | None = None
) -> VerifyReport:
    """The serial report, after checking that the parts give exactly it."""
    serial, parallel = serial_and_parallel(path, workers, processes, seed)
    assert parallel == serial
    return serial


def fits_without_the_walk(
    path: Path,
    workers: VerifyWorkers,
    processes: int,
    monkeypatch: pytest.MonkeyPatch,
    seed: bytes | None = None,
) -> VerifyReport:
    """The clean report of the parts alone (the serial walk must not run), and the walk's."""
    with Game.open(path, read_only=True) as game:
        serial = game.verify(seed, processes=1)
        with monkeypatch.context() as patch:
            patch.setattr(check, "verify_serially", pytest.fail)
            parallel = game.verify(seed, processes=processes, workers=workers)
    assert parallel == serial and parallel.ok
    return parallel


# --- rows no game writes, in a loosened table ---------------------------------------------


@pytest.mark.parametrize("processes", [2, 3])
def test_a_row_without_a_sequence_number_is_named(
    log: Path, workers: VerifyWorkers, processes: int
):
    """SQL's ranges never hold NULL, but the serial walk reads it first."""
    loosen(log, "rolls")
    copy_row(log, "rolls", 5, None)
    report = same_reports(log, workers, processes)
    assert (report.bad_sequence, report.reason) == (1, "sequence number None where 1 belongs")


@pytest.mark.parametrize("processes", [2, 3])
def test_a_row_numbered_below_every_integer_is_named(
    log: Path, workers: VerifyWorkers, processes: int
):
    loosen(log, "rolls")
    copy_row(log, "rolls", 5, -1e300)
    report = same_reports(log, workers, processes)
    assert (report.bad_sequence, report.reason) == (1, "sequence number -1e+300 where 1 belongs")


@pytest.mark.parametrize(("processes", "after"), [(2, 120), (3, 80), (3, 160)])
def test_a_row_numbered_between_two_parts_is_named(
    log: Path, workers: VerifyWorkers, processes: int, after: int
):
    """Row `after` ends a part and row `after` + 1 starts the next: a row numbered between
    them lies in neither part's range of whole numbers."""
    loosen(log, "rolls")
    copy_row(log, "rolls", after + 1, after + 0.5)
    report = same_reports(log, workers, processes)
    assert (report.bad_sequence, report.reason) == (
        after + 1,
        f"sequence number {after + 0.5} where {after + 1} belongs",
    )


@pytest.mark.parametrize(("processes", "row"), [(2, 120), (2, 121), (3, 80), (3, 240)])
def test_a_row_numbered_twice_at_a_part_boundary_is_named(
    log: Path, workers: VerifyWorkers, processes: int, row: int
):
    loosen(log, "rolls")
    copy_row(log, "rolls", row, row)
    report = same_reports(log, workers, processes)
    assert report.bad_sequence == row + 1
    assert report.reason == f"sequence number {row} where {row + 1} belongs"


@pytest.mark.parametrize("processes", [2, 3])
def test_a_draw_without_a_number_is_named(log: Path, workers: VerifyWorkers, processes: int):
    loosen(log, "console_draws")
    copy_row(log, "console_draws", 5, None)
    report = same_reports(log, workers, processes)
    assert (report.bad_draw, report.reason) == (1, "draw number None where 1 belongs")


@pytest.mark.parametrize(("processes", "seal"), [(2, 118), (3, 80), (3, 158)])
def test_a_draw_numbered_between_two_parts_seals_is_named(
    log: Path, workers: VerifyWorkers, processes: int, seal: int
):
    """Draw `seal` is the last of a part's draws, `seal` + 1 the first of the next."""
    loosen(log, "console_draws")
    copy_row(log, "console_draws", seal + 1, seal + 0.5)
    report = same_reports(log, workers, processes)
    assert not report.ok and report.bad_draw == seal + 1


@pytest.mark.parametrize(("processes", "seal"), [(2, 118), (3, 80), (3, 158)])
def test_a_draw_numbered_twice_at_a_parts_last_seal_is_named(
    log: Path, workers: VerifyWorkers, processes: int, seal: int
):
    """The repeat is read with the part's last draw, past the part's last seal."""
    loosen(log, "console_draws")
    copy_row(log, "console_draws", seal, seal)
    report = same_reports(log, workers, processes)
    assert not report.ok and report.bad_draw == seal + 1


@pytest.mark.parametrize(("row", "number"), [(120, 120.0), (121, "121"), (121, b"121")])
def test_a_row_numbered_with_another_type_at_a_part_boundary_is_named(
    log: Path, workers: VerifyWorkers, row: int, number: Any
):
    """120.0 passes `==` but not the hash's encoding; text and bytes sort after every
    number, so the walk finds roll 121 missing."""
    loosen(log, "rolls")
    tamper(log, "UPDATE rolls SET sequence = ? WHERE sequence = ?", (number, row))
    report = same_reports(log, workers, 2)
    assert report.bad_sequence == row
    if row == 120:
        assert report.reason == "a stored field has the wrong type (sequence holds float)"
    else:
        assert report.reason == "roll 121 is missing: roll 120 is followed by roll 122"


# --- seals and draws at the part boundaries, every hash rewritten --------------------------


def sealing(draw: int) -> Edit:
    """The row names `draw` as the latest shown (`reforge` writes that draw's hash)."""

    def edit(row: dict[str, Any]) -> None:
        row["last_draw"] = draw

    return edit


@pytest.mark.parametrize("seed", [None, SEED], ids=["chain", "seed"])
@pytest.mark.parametrize(
    ("processes", "row", "draw", "broken"),
    [
        # The last row of part 1 seals the next row's draws too: they become part 1's, and
        # the next part's first roll uses them across the boundary. Sound either way.
        (2, 120, 119, False),
        (2, 120, 120, False),
        # Seals that go back, across the boundary, from either side of it.
        (2, 120, 121, True),
        (2, 121, 117, True),
        (3, 80, 79, True),
        (3, 161, 157, True),
    ],
)
def test_a_seal_moved_at_a_part_boundary_gives_the_serial_report(
    log: Path,
    workers: VerifyWorkers,
    processes: int,
    row: int,
    draw: int,
    broken: bool,
    seed: bytes | None,
    monkeypatch: pytest.MonkeyPatch,
):
    reforge(log, rows={row: sealing(draw)})
    if broken:
        report = same_reports(log, workers, processes, seed)
        assert report.bad_sequence in (row, row + 1)
        assert "an earlier row already named draw" in report.reason
    else:
        report = fits_without_the_walk(log, workers, processes, monkeypatch, seed)
        assert report.draws_checked == 238


@pytest.mark.parametrize(
    ("processes", "draw"), [(2, 118), (2, 119), (3, 80), (3, 81), (3, 158), (3, 159), (3, 238)]
)
def test_a_draw_removed_at_a_part_boundary_gives_the_serial_report(
    log: Path, workers: VerifyWorkers, processes: int, draw: int
):
    """Draws 118, 80 and 158 are the last a part seals, 119, 81 and 159 the first of the
    next part; 238, shown after the last row, can go unnoticed (as in the walk)."""
    tamper(log, "DELETE FROM console_draws WHERE draw = ?", (draw,))
    report = same_reports(log, workers, processes)
    if draw == 238:
        assert report.ok and [d.draw for d in report.unused_draws] == [60, 147]
    else:
        assert (report.bad_draw, report.reason) == (
            draw,
            f"console draw {draw} is missing: draw {draw - 1} is followed by draw {draw + 1}",
        )


@pytest.mark.parametrize("processes", [2, 3])
def test_a_pending_draw_used_by_two_parts_is_named(
    log: Path, workers: VerifyWorkers, processes: int
):
    """Draw 3 (shown before row 2, used by row 200) named by row 150 too: with three
    processes, two parts each claim it from the first part."""

    def use_draw_3(sides: list[dict[str, Any]]) -> None:
        sides[0]["draw"] = 3

    reforge(log, rows={150: sides_edit(use_draw_3)})
    report = same_reports(log, workers, processes)
    assert (report.bad_sequence, report.reason) == (
        200,
        "it uses console draw 3, which roll 150 already used",
    )
    same_reports(log, workers, processes, SEED)


@pytest.mark.parametrize("seed", [None, SEED], ids=["chain", "seed"])
def test_a_draw_left_unused_in_one_part_and_used_in_a_later_one(
    log: Path, workers: VerifyWorkers, seed: bytes | None, monkeypatch: pytest.MonkeyPatch
):
    """Row 231 names draw 147 (shown in the second of three parts, never logged) for its
    fire: the chain alone cannot tell; the seed can (147 was drawn for rout/unit)."""
    with Game.open(log, read_only=True) as game:
        own = next(side.draw for side in game.roll(231).sides)

    def use_draw_147(sides: list[dict[str, Any]]) -> None:
        sides[0]["draw"] = 147

    reforge(log, rows={231: sides_edit(use_draw_147)})
    if seed is None:
        report = fits_without_the_walk(log, workers, 3, monkeypatch)
        assert [draw.draw for draw in report.unused_draws] == [60, own, 238]
        return
    report = same_reports(log, workers, 3, seed)
    assert report.bad_sequence == 231
    assert "which was drawn for rout/unit" in report.reason


# --- small logs: parts of one row, a ledger that starts in a later part --------------------


def console_fire(game: Game) -> RollDraft:
    faces = game.console_faces("fire", "firer", 3)
    return RollDraft(
        kind="fire", sides=[RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)]
    )


def typed_fire() -> RollDraft:
    side = RollSide(role="firer", unit="bty", dice_source="typed", faces=(4, 4, 4))
    return RollDraft(kind="fire", sides=[side], note="volley")


def small_log(path: Path, draft_kinds: str) -> None:
    """A log of one row per letter: `c` console fire, `t` typed fire."""
    game = Game.create(path, title="Short", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK)
    add_roster(game)
    for kind in draft_kinds:
        game.append_roll(console_fire(game) if kind == "c" else typed_fire())
    game.close()


def test_parts_of_one_row_each_fit_and_a_reuse_across_them_is_named(
    game_path: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch
):
    """Three rows in three processes: each part is one row; then row 3 names row 1's draw."""
    small_log(game_path, "ctc")
    assert fits_without_the_walk(game_path, workers, 3, monkeypatch).draws_checked == 2

    def use_draw_1(sides: list[dict[str, Any]]) -> None:
        sides[0]["draw"] = 1

    reforge(game_path, rows={3: sides_edit(use_draw_1)})
    report = same_reports(game_path, workers, 3)
    assert (report.bad_sequence, report.reason) == (
        3,
        "it uses console draw 1, which roll 1 already used",
    )


@pytest.mark.parametrize("seed", [None, SEED], ids=["chain", "seed"])
def test_a_row_forged_as_older_than_the_ledger_in_an_earlier_part_is_named(
    game_path: Path, workers: VerifyWorkers, seed: bytes | None, monkeypatch: pytest.MonkeyPatch
):
    """Rows 1-3 are typed, so the ledger starts in the second part (rows 4-6). Row 3 forged
    as a console roll from before the ledger (keyed by its sequence number, faces from
    the seed) means the ledger must start at draw 4: only the whole log can tell."""
    small_log(game_path, "tttcct")
    assert fits_without_the_walk(game_path, workers, 2, monkeypatch).draws_checked == 2

    def old_console_roll(row: dict[str, Any]) -> None:
        faces = list(fair_faces(SEED, 3, "fire/firer", 3, 6))
        side = RollSide(role="firer", unit="bty", dice_source="console", faces=faces)
        row["sides"] = f"[{side_json(side)}]"

    reforge(game_path, rows={3: old_console_roll})
    report = same_reports(game_path, workers, 2, seed)
    assert (report.bad_sequence, report.reason) == (
        4,
        "it names console draw 1 as the latest shown, but this game's draws start at 4",
    )


# --- random rows no game writes --------------------------------------------------------------


# Numbers no game writes, made from a row's or draw's own number.
ODD_NUMBERS: dict[str, Callable[[int], Any]] = {
    "null": lambda number: None,
    "repeat": lambda number: number,
    "half_before": lambda number: number - 0.5,
    "half_after": lambda number: number + 0.5,
    "real": float,
    "text": str,
    "zero": lambda number: 0,
    "negative": lambda number: -number,
    "far_below": lambda number: -1e300,
    "far_above": lambda number: 1e300,
}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(["rolls", "console_draws"]),
    number=st.integers(1, 238),
    how=st.sampled_from(sorted(ODD_NUMBERS)),
    move=st.booleans(),
    processes=st.sampled_from([2, 3]),
    seed=st.sampled_from([None, SEED]),
)
def test_any_odd_row_or_draw_number_gives_the_serial_report(
    long_log: Path,
    workers: VerifyWorkers,
    tmp_path_factory: pytest.TempPathFactory,
    table: str,
    number: int,
    how: str,
    move: bool,
    processes: int,
    seed: bytes | None,
):
    """A copy of row or draw `number` under an odd number, or (`move`) the row itself
    renumbered so."""
    log = copy_of(long_log, tmp_path_factory.mktemp("odd"))
    loosen(log, table)
    if move:
        key = KEYS[table]
        odd = ODD_NUMBERS[how](number)
        tamper(log, f"UPDATE {table} SET {key} = ? WHERE {key} = ?", (odd, number))
    else:
        copy_row(log, table, number, ODD_NUMBERS[how](number))
    same_reports(log, workers, processes, seed)


# --- the serial walk itself, on rows only a forger writes ---------------------------------
# Found by the attacks above; each once stopped verify (or would have kept it busy for
# days) instead of naming the row or draw, in one process as in parts.


@pytest.mark.parametrize(
    ("sides", "error"),
    [('[{"dice_source":"console",', "JSONDecodeError"), ('["console"]', "AttributeError")],
)
def test_console_dice_that_are_not_sides_are_named_with_the_seed(
    log: Path, workers: VerifyWorkers, sides: str, error: str
):
    def rewrite(row: dict[str, Any]) -> None:
        row["sides"] = sides

    reforge(log, rows={150: rewrite})
    report = same_reports(log, workers, 3, SEED)
    assert report.bad_sequence == 150
    assert report.reason.startswith(f"its dice cannot be read ({error}")


def test_a_draw_recording_a_huge_count_of_dice_is_named_at_once(
    log: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch
):
    """Draw 147 claims 10**12 dice for its three faces: the seed is never asked for them
    (in this process, where the guard can see it; the workers run the same code)."""
    from ba_console.store import draws

    def count_10_12(data: dict[str, Any]) -> None:
        data["count"] = 10**12

    def guarded(seed: bytes, number: int, kind: str, count: int, sides: int) -> tuple[int, ...]:
        assert count <= 256, f"the seed was asked for {count} dice"
        return fair_faces(seed, number, kind, count, sides)

    reforge(log, draws={147: count_10_12})
    with monkeypatch.context() as patch:
        patch.setattr(draws, "fair_faces", guarded)
        with Game.open(log, read_only=True) as game:
            serial = game.verify(SEED, processes=1)
    assert (serial.bad_draw, serial.reason) == (147, "it shows 3 dice but records 1000000000000")
    assert same_reports(log, workers, 3, SEED) == serial


def _reveal(label: Any) -> Callable[[dict[str, Any]], None]:
    """A reveal row rewritten with its hash to hold `label` as the seed."""

    def reveal(row: dict[str, Any]) -> None:
        outcome = {"key": "seed_revealed", "label": label}
        row.update(kind="seed_revealed", sides="[]", outcome=canonical_json(outcome))

    return reveal


@pytest.mark.parametrize("label", ["not a seed", "ab" * 8])
def test_a_revealed_seed_that_is_not_a_seed_is_left_unused(
    log: Path, workers: VerifyWorkers, label: str
):
    """A reveal row rewritten with its hash to hold no seed: verify checks the log without
    the seed (as when the row holds no label), rather than stop with the error."""
    reforge(log, rows={235: _reveal(label)})
    report = same_reports(log, workers, 2)
    assert report.ok and not report.seed_checked
    assert report.summary().endswith("console dice not checked (seed not given or revealed)")


def test_a_revealed_seed_that_is_a_number_is_named(log: Path, workers: VerifyWorkers):
    """A label that is no text: readers cannot read the row, and verify names it."""
    reforge(log, rows={235: _reveal(12)})
    report = same_reports(log, workers, 2)
    assert report.summary() == "BROKEN at roll 235: it is not written as the console writes it"
