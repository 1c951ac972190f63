"""Verifying a long log in parts, in several processes at once, gives exactly the report
of the serial walk: for a clean log (counts, head, the draws never logged) and for every
kind of tampering (the same first bad row or draw, the same reason)."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ba_console.core.fair_dice import commitment, fair_faces
from ba_console.store import (
    Game,
    Outcome,
    RollDraft,
    RollSide,
    VerifyReport,
    canonical_json,
    check,
    verify_parallel,
)
from ba_console.store.codec import ROLL_COLUMNS, row_hash
from ba_console.store.draws import record_hash
from ba_console.store.game import seed_keeper
from ba_console.store.verify_parallel import VerifyWorkers, verify_in_parts

from .conftest import PACK, SEED, add_roster, fixed_clock
from .test_console_draws import schema_1_game

ROWS = 240  # parts of rows 1-120, 121-240 (2 processes); 1-80, 81-160, 161-240 (3)


def fire(game: Game, source: str = "console") -> RollDraft:
    faces = game.console_faces("fire", "firer", 3) if source == "console" else (4, 4, 4)
    side = RollSide(role="firer", unit="i-15", dice_source=source, faces=faces)  # type: ignore[arg-type]
    return RollDraft(kind="fire", sides=[side], note="Fire at 30 cm")


def melee(game: Game) -> RollDraft:
    sides = [
        RollSide(role=role, unit=unit, dice_source="console",
                 faces=game.console_faces("melee", role, 3))
        for role, unit in (("attacker", "i-15"), ("defender", "i-1t"))
    ]  # fmt: skip
    return RollDraft(kind="melee", sides=sides, outcome=Outcome(key="held", label="Held"))


def build_log(path: Path) -> None:
    """A game of ROWS rows: console fire and melee, typed fire, two voids (row 100 voids a
    row of the first part), a roster adjustment, a catch roll at row 200 using dice shown
    before row 2 (a draw of the first part used in the last), peeks never logged in the
    first and second part, and one after the last row."""
    game = Game.create(
        path, title="Long game", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK
    )
    add_roster(game)
    game.append_roll(melee(game))
    catch_faces = game.console_faces("catch", "staff", 3)
    for sequence in range(2, ROWS + 1):
        if sequence == 40:
            game.void_roll(10, "misread the table")
        elif sequence == 100:
            game.void_roll(30, "wrong target")
        elif sequence == 130:
            game.adjust("i-15", {"figures": 30}, reason="losses of bound 1 forgotten")
        elif sequence == 200:
            side = RollSide(role="staff", dice_source="console",
                            faces=game.console_faces("catch", "staff", 3))  # fmt: skip
            assert side.faces == catch_faces
            game.append_roll(RollDraft(kind="catch", sides=[side]))
        elif sequence % 3 == 0:
            game.append_roll(fire(game))
        elif sequence % 3 == 1:
            game.append_roll(melee(game))
        else:
            game.append_roll(fire(game, "typed"))
        if sequence == 60:
            game.console_faces("rally", "unit", 2)  # shown, never logged
        if sequence == 150:
            game.console_faces("rout", "unit", 3)  # shown, never logged
    game.console_faces("melee", "attacker", 3)  # after the last row
    game.close()


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


def copy_of(source: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "copy.bagame"
    with sqlite3.connect(source) as original, sqlite3.connect(path) as copy:
        original.backup(copy)
    original.close()
    copy.close()
    return path


@pytest.fixture
def log(long_log: Path, tmp_path: Path) -> Path:
    """A copy of the long log to tamper with."""
    return copy_of(long_log, tmp_path)


def serial_and_parallel(
    path: Path, workers: VerifyWorkers, processes: int, seed: bytes | None = None
) -> tuple[VerifyReport, VerifyReport]:
    with Game.open(path, read_only=True) as game:
        serial = game.verify(seed, processes=1)
        parallel = game.verify(seed, processes=processes, workers=workers)
    return serial, parallel


def tamper(path: Path, sql: str, params: tuple[Any, ...] = ()) -> None:
    """Edit the file as an attacker would: drop every guard, change, commit."""
    conn = sqlite3.connect(path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute(sql, params)
    conn.commit()
    conn.close()


Edit = Callable[[dict[str, Any]], None]


def reforge(path: Path, rows: dict[int, Edit] | None = None, draws: dict[int, Edit] | None = None):
    """Edit rows and draws as a forger who then recomputes every hash: each draw's link and
    hash, each row's seal on the ledger, link and hash. Only what the hashes cannot show
    is left for verify to find."""
    conn = sqlite3.connect(path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    previous, new_hashes, ledger = commitment(SEED), {}, []
    for number, key, record in conn.execute(
        "SELECT draw, key, record FROM console_draws ORDER BY draw"
    ).fetchall():
        data = json.loads(record)
        (draws or {}).get(number, lambda data: None)(data)
        data["prev_hash"] = previous
        record = canonical_json(data)
        previous = new_hashes[number] = record_hash(record)
        ledger.append((number, key, record, previous))
    previous, log = commitment(SEED), []
    columns = ", ".join(ROLL_COLUMNS)
    for stored in conn.execute(f"SELECT {columns} FROM rolls ORDER BY sequence").fetchall():
        row = dict(zip(ROLL_COLUMNS, stored, strict=True))
        (rows or {}).get(row["sequence"], lambda row: None)(row)
        row["prev_hash"] = previous
        if row["last_draw"] is not None:
            row["draw_head"] = new_hashes[row["last_draw"]]
        previous = row["hash"] = row_hash(tuple(row[name] for name in ROLL_COLUMNS[:-1]))
        log.append(tuple(row.values()))
    conn.execute("DELETE FROM console_draws")
    conn.executemany("INSERT INTO console_draws VALUES (?, ?, ?, ?)", ledger)
    conn.execute("DELETE FROM rolls")
    conn.executemany(f"INSERT INTO rolls ({columns}) VALUES ({', '.join('?' * 20)})", log)
    conn.commit()
    conn.close()


def sides_edit(change: Callable[[list[dict[str, Any]]], None]) -> Edit:
    def edit(row: dict[str, Any]) -> None:
        sides = json.loads(row["sides"])
        change(sides)
        row["sides"] = canonical_json(sides)

    return edit


def void_of(voided: int) -> Edit:
    def edit(row: dict[str, Any]) -> None:
        row.update(kind="void", voids=voided, void_reason="forged", sides="[]")

    return edit


# --- a clean log -------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [None, SEED], ids=["chain", "seed"])
@pytest.mark.parametrize("processes", [2, 3])
def test_a_clean_log_checked_in_parts_gives_the_serial_report(
    long_log: Path, workers: VerifyWorkers, processes: int, seed: bytes | None, monkeypatch
):
    with Game.open(long_log, read_only=True) as game:
        serial = game.verify(seed, processes=1)
        # The parts must fit together by themselves: the serial walk is not run at all.
        monkeypatch.setattr(check, "verify_serially", pytest.fail)
        parallel = game.verify(seed, processes=processes, workers=workers)
    assert parallel == serial
    assert parallel.ok and parallel.rolls_checked == ROWS and parallel.adjustments == 1
    assert parallel.seed_checked is (seed is not None)
    # Dice shown and never logged: in the first part, the second, and after the last row.
    assert [draw.label for draw in parallel.unused_draws] == [
        "#60 rally/unit",
        "#147 rout/unit",
        "#238 melee/attacker",
    ]


def test_a_long_log_is_cut_in_shorter_and_shorter_parts_that_fit_together(
    long_log: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch
):
    """More parts than processes, each taken by whichever process is free: a quarter of
    the rows left each (2 processes), down to the shortest part allowed."""
    monkeypatch.setattr(verify_parallel, "SHORTEST_PART_ROWS", 20)
    with Game.open(long_log, read_only=True) as game:
        serial = game.verify(processes=1)
        parts = verify_parallel.split(game._db.conn, ROWS, 238, 2, "")
        monkeypatch.setattr(check, "verify_serially", pytest.fail)
        parallel = game.verify(processes=2, workers=workers)
    assert parts is not None
    assert [(part.first_row, part.last_row) for part in parts] == [
        (1, 60),
        (61, 105),
        (106, 139),
        (140, 165),
        (166, 185),
        (186, 205),
        (206, 225),
        (226, 240),
    ]
    assert parallel == serial and parallel.ok


@pytest.mark.parametrize("sequence", [3, 150, 239])
def test_a_flipped_byte_in_any_of_many_parts_is_named_as_the_serial_walk_names_it(
    log: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch, sequence: int
):
    monkeypatch.setattr(verify_parallel, "SHORTEST_PART_ROWS", 20)
    tamper(log, "UPDATE rolls SET note = note || '.' WHERE sequence = ?", (sequence,))
    serial, parallel = serial_and_parallel(log, workers, 2)
    assert parallel == serial
    assert parallel.bad_sequence == sequence


def until(condition: Callable[[], object], what: str) -> None:
    """Spin (in the check's own part) until `condition()` holds: a test's way to order the
    check's processes. It keeps the interpreter's lock as it spins (no sleep: a worker's
    feeder must not get the time to take a short part and answer it unseen). Fails the
    test after 30 s rather than hang it (`pytest.fail` is not an `Exception`, so the check
    does not take it for a part that failed)."""
    deadline = time.monotonic() + 30
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"still waiting: {what}")


def test_a_worker_that_dies_mid_part_leaves_it_to_the_serial_walk(
    log: Path, monkeypatch: pytest.MonkeyPatch
):
    """The worker dies while it checks a part: the serial walk gives the report, and the
    pool starts a new worker for the next check, whose parts fit again."""
    own_part = verify_parallel.check_part
    walk = check.verify_serially
    walked: list[int] = []

    def end_the_busy_worker(conn: sqlite3.Connection, job: Any, part: Any) -> Any:
        until(lambda: pool._busy, "the worker has taken the other part")
        for process in pool._workers.values():
            process.kill()
        return own_part(conn, job, part)

    with VerifyWorkers() as pool, Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        with monkeypatch.context() as patch:
            patch.setattr(verify_parallel, "check_part", end_the_busy_worker)
            patch.setattr(check, "verify_serially", lambda *args: walked.append(1) or walk(*args))
            parallel = game.verify(processes=2, workers=pool)
        assert parallel == serial and parallel.ok and walked == [1]
        monkeypatch.setattr(check, "verify_serially", pytest.fail)
        assert game.verify(processes=2, workers=pool) == serial


@pytest.mark.parametrize("wait_for_rows", [0, 1_000])
def test_a_part_failing_here_frees_the_busy_worker(
    log: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch, wait_for_rows: int
):
    """This process's part fails while a worker checks the other: the worker is ended (its
    part is long) or waited for (short), the serial walk gives the report, and the pool
    checks in parts again."""
    monkeypatch.setattr(verify_parallel, "WAIT_RATHER_THAN_END_ROWS", wait_for_rows)
    own_part = verify_parallel.check_part

    def fails_once_the_worker_is_busy(conn: sqlite3.Connection, job: Any, part: Any) -> Any:
        until(lambda: workers._busy, "the worker has taken the other part")
        return replace(own_part(conn, job, part), ok=False)

    with Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        with monkeypatch.context() as patch:
            patch.setattr(verify_parallel, "check_part", fails_once_the_worker_is_busy)
            assert game.verify(processes=2, workers=workers) == serial
        monkeypatch.setattr(check, "verify_serially", pytest.fail)
        assert game.verify(processes=2, workers=workers) == serial


def test_a_revealed_seed_is_used_in_every_part(log: Path, workers: VerifyWorkers):
    # The long log was made once, its seed kept in the session's data folder: this test's
    # own data folder is given the seed as the umpire's laptop would hold it.
    seed_keeper().keep(SEED)
    with Game.open(log, clock=fixed_clock) as game:
        game.reveal_seed()
    serial, parallel = serial_and_parallel(log, workers, 3)
    assert parallel == serial
    assert parallel.ok and parallel.seed_source == "revealed in the log"
    assert parallel.console_rolls_checked == serial.console_rolls_checked > 100


# --- tampering: the same first bad row or draw, the same reason --------------------------------


@pytest.mark.parametrize("processes", [2, 3])
@pytest.mark.parametrize("sequence", [5, 81, 170, 240])
def test_a_flipped_byte_in_any_part_is_named_as_the_serial_walk_names_it(
    log: Path, workers: VerifyWorkers, processes: int, sequence: int
):
    tamper(log, "UPDATE rolls SET note = note || '.' WHERE sequence = ?", (sequence,))
    serial, parallel = serial_and_parallel(log, workers, processes)
    assert parallel == serial
    assert parallel.bad_sequence == sequence
    assert parallel.reason.startswith("its contents do not match its hash")


@pytest.mark.parametrize("processes", [2, 3])
@pytest.mark.parametrize("sequence", [80, 81, 121, 240])
def test_a_removed_row_at_a_part_boundary_is_named(
    log: Path, workers: VerifyWorkers, processes: int, sequence: int
):
    tamper(log, "DELETE FROM rolls WHERE sequence = ?", (sequence,))
    serial, parallel = serial_and_parallel(log, workers, processes)
    assert parallel == serial
    if sequence == ROWS:  # the last row cut off: the chain is a shorter sound one…
        assert parallel.rolls_checked == ROWS - 1
        # …but the file still holds what it did (its flag, its draw's use)
        assert not parallel.ok and parallel.bad_sequence == ROWS
        assert parallel.reason == (
            f"the file holds what roll {ROWS} did, but the log ends at roll {ROWS - 1}: rolls "
            "were removed from the end of the log"
        )
    else:
        assert parallel.bad_sequence == sequence
        assert parallel.reason.startswith(f"roll {sequence} is missing")


@pytest.mark.parametrize("draw", [100, 187, 238])
def test_a_changed_draw_record_is_named(log: Path, workers: VerifyWorkers, draw: int):
    tamper(
        log,
        "UPDATE console_draws SET record = replace(record, '\"time\":', '\"time\": ') "
        "WHERE draw = ?",
        (draw,),
    )
    serial, parallel = serial_and_parallel(log, workers, 3)
    assert parallel == serial
    assert not parallel.ok and parallel.bad_draw == draw
    assert "the draw was changed after it was shown" in parallel.reason


@pytest.mark.parametrize("processes", [2, 3])
def test_a_draw_used_twice_across_parts_is_named(log: Path, workers: VerifyWorkers, processes: int):
    """Row 220 names draw 22, which row 21 used: each part alone sees nothing wrong."""

    def reuse(sides: list[dict[str, Any]]) -> None:
        sides[0]["draw"] = 22

    reforge(log, rows={220: sides_edit(reuse)})
    serial, parallel = serial_and_parallel(log, workers, processes)
    assert parallel == serial
    assert (parallel.bad_sequence, parallel.reason) == (
        220,
        "it uses console draw 22, which roll 21 already used",
    )


@pytest.mark.parametrize(
    ("voided", "reason"),
    [
        (40, "it voids roll 40, which is itself a void"),
        (30, "it voids roll 30 a second time"),
        (10, "it voids roll 10 a second time"),
    ],
)
def test_a_void_of_a_void_or_a_second_void_across_parts_is_named(
    log: Path, workers: VerifyWorkers, voided: int, reason: str
):
    reforge(log, rows={222: void_of(voided)})
    serial, parallel = serial_and_parallel(log, workers, 3)
    assert parallel == serial
    assert (parallel.bad_sequence, parallel.reason) == (222, reason)


def test_the_pending_draw_used_in_the_last_part_cannot_be_used_again(
    log: Path, workers: VerifyWorkers
):
    """Draw 3, shown before row 2 and used by row 200, named again by row 231."""

    def reuse(sides: list[dict[str, Any]]) -> None:
        sides[0]["draw"] = 3

    reforge(log, rows={231: sides_edit(reuse)})
    serial, parallel = serial_and_parallel(log, workers, 3)
    assert parallel == serial
    assert parallel.reason == "it uses console draw 3, which roll 200 already used"


@pytest.mark.parametrize("seed", [None, SEED], ids=["chain", "seed"])
def test_console_dice_not_from_the_seed_are_named_with_the_seed(
    log: Path, workers: VerifyWorkers, seed: bytes | None
):
    """Draw 187 and roll 190's dice forged alike, every hash recomputed: only the seed
    can tell."""

    def forge_draw(data: dict[str, Any]) -> None:
        data["faces"] = [6, 6, 6]

    def forge_side(sides: list[dict[str, Any]]) -> None:
        factors = sum(factor["value"] for factor in sides[0]["factors"])
        sides[0].update(faces=[6, 6, 6], natural=18, total=18 + factors)  # as readers read

    reforge(log, rows={190: sides_edit(forge_side)}, draws={187: forge_draw})
    serial, parallel = serial_and_parallel(log, workers, 3, seed)
    assert parallel == serial
    if seed is None:
        assert parallel.ok
    else:
        assert parallel.bad_draw == 187
        assert parallel.reason.startswith("it shows [6, 6, 6] for melee/attacker")


def test_a_forged_pending_draw_used_across_parts_is_caught_by_the_seed(
    log: Path, workers: VerifyWorkers
):
    """Row 200's catch dice claim draw 3 of the first part: with the seed, its faces are
    checked against that draw, read by the last part."""

    def forge_side(sides: list[dict[str, Any]]) -> None:
        sides[0]["faces"] = [1, 1, 1] if sides[0]["faces"] != [1, 1, 1] else [2, 2, 2]

    reforge(log, rows={200: sides_edit(forge_side)})
    serial, parallel = serial_and_parallel(log, workers, 3, SEED)
    assert parallel == serial
    assert parallel.bad_sequence == 200
    assert "but console draw 3 showed" in parallel.reason


def test_a_ledger_reaching_back_over_old_console_rolls_is_named(
    game_path: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch
):
    """A schema-1 game's ledger starts after its two old console rolls, at draw 3. Draws 1
    and 2 forged in front of it (repeating the old rolls' faces) look sound to each part:
    only the whole log says where the ledger must start."""
    schema_1_game(game_path, monkeypatch)
    with Game.open(game_path, clock=fixed_clock) as game:
        faces = game.console_faces("fire", "firer", 3)
        side = RollSide(role="firer", unit="bty", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="fire", sides=[side]))
    serial, parallel = serial_and_parallel(game_path, workers, 2)
    assert parallel == serial and parallel.ok and parallel.draws_checked == 1
    conn = sqlite3.connect(game_path)
    key, record = conn.execute("SELECT key, record FROM console_draws WHERE draw = 3").fetchone()
    conn.close()
    for number in (1, 2):
        data = {**json.loads(record), "draw": number}
        data["faces"] = list(fair_faces(SEED, number, "fire/firer", 3, 6))
        tamper(
            game_path,
            "INSERT INTO console_draws VALUES (?, ?, ?, ?)",
            (number, key, canonical_json(data), ""),
        )
    reforge(game_path)  # links draws 1, 2, 3 and reseals the rows
    serial, parallel = serial_and_parallel(game_path, workers, 2)
    assert parallel == serial
    assert parallel.bad_draw == 1
    assert "this game's draws start at 3" in parallel.reason


@pytest.mark.parametrize("seed", [None, SEED])
def test_an_upgraded_game_with_old_console_rolls_and_no_draws_is_checked_in_parts(
    game_path: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch, seed: bytes | None
):
    """A schema-1 game's console rolls come before any draw; with the ledger still empty,
    the parts fit together by themselves (no serial walk behind them)."""
    schema_1_game(game_path, monkeypatch)
    with Game.open(game_path, clock=fixed_clock) as game:
        for _ in range(4):
            game.append_roll(fire(game, source="typed"))
    with Game.open(game_path, read_only=True) as game:
        serial = game.verify(seed, processes=1)
        monkeypatch.setattr(check, "verify_serially", pytest.fail)
        parallel = game.verify(seed, processes=2, workers=workers)
    assert parallel == serial
    assert parallel.ok and parallel.rolls_checked == 6 and parallel.draws_checked == 0


def test_a_worker_that_cannot_read_the_file_leaves_it_to_the_serial_walk(
    long_log: Path, workers: VerifyWorkers, tmp_path: Path
):
    with Game.open(long_log, read_only=True) as game:
        conn = game._db.conn
        conn.execute("BEGIN")
        packs = [PACK["pack_hash"]]
        found = verify_in_parts(conn, long_log, commitment(SEED), packs, None, None, 3, workers)
        assert found is not None  # the parts fit
        missing = tmp_path / "gone.bagame"
        assert (
            verify_in_parts(conn, missing, commitment(SEED), packs, None, None, 3, workers) is None
        )
        conn.execute("COMMIT")


# --- random tampering --------------------------------------------------------------------------

TAMPERINGS = ("flip", "delete", "draw", "reuse", "void", "later_draw", "unsealed")


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(TAMPERINGS),
    sequence=st.integers(2, ROWS),
    other=st.integers(1, ROWS),
    processes=st.sampled_from([2, 3]),
    seed=st.sampled_from([None, SEED]),
)
def test_any_tampering_is_named_as_the_serial_walk_names_it(
    long_log: Path,
    workers: VerifyWorkers,
    tmp_path_factory: pytest.TempPathFactory,
    kind: str,
    sequence: int,
    other: int,
    processes: int,
    seed: bytes | None,
):
    log = copy_of(long_log, tmp_path_factory.mktemp("random"))
    if kind == "flip":
        tamper(log, "UPDATE rolls SET units = units || ' ' WHERE sequence = ?", (sequence,))
    elif kind == "delete":
        tamper(log, "DELETE FROM rolls WHERE sequence = ?", (sequence,))
    elif kind == "draw":
        tamper(log, "UPDATE console_draws SET hash = ? WHERE draw = ?", ("0" * 64, other))
    elif kind in ("reuse", "later_draw"):
        number = other if kind == "reuse" else ROWS + other

        def name_draw(sides: list[dict[str, Any]]) -> None:
            for side in sides:
                if side["dice_source"] == "console":
                    side["draw"] = number

        reforge(log, rows={sequence: sides_edit(name_draw)})
    elif kind == "void":
        reforge(log, rows={sequence: void_of(min(other, sequence - 1))})
    else:  # a row that no longer seals the ledger

        def unseal(row: dict[str, Any]) -> None:
            row.update(last_draw=None, draw_head=None)

        reforge(log, rows={sequence: unseal})
    serial, parallel = serial_and_parallel(log, workers, processes, seed)
    assert parallel == serial
