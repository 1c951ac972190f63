"""Verify in parts, each taken by whichever process is free: every row is checked once
whatever part it falls in, and the report stays the serial walk's whatever happens to a
worker or to this process's own part, on a pool kept from one check to the next."""

from __future__ import annotations

import json
import signal
import sqlite3
import threading
from collections import deque
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ba_console.store import Game, check, verify_parallel
from ba_console.store.verify_parallel import VerifyWorkers

from . import test_verify_parallel
from .conftest import PACK, SEED, add_roster, fixed_clock
from .test_verify_parallel import (
    ROWS,
    fire,
    reforge,
    serial_and_parallel,
    sides_edit,
    tamper,
    until,
)

# The fixtures of the parts' other tests: a pool of workers kept for the module, the long
# log, a copy of it to tamper with.
workers = test_verify_parallel.workers
long_log = test_verify_parallel.long_log
log = test_verify_parallel.log


def no_serial_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on the parts must fit together by themselves."""
    monkeypatch.setattr(check, "verify_serially", pytest.fail)


# --- the parts ---------------------------------------------------------------------------------


@given(
    last_row=st.integers(1, 2_000_000),
    processes=st.integers(2, 4),
    shortest=st.sampled_from([1, 7, 20, 2_000]),
)
def test_the_parts_hold_every_row_once_and_none_is_empty(
    last_row: int, processes: int, shortest: int
):
    with mock.patch.object(verify_parallel, "SHORTEST_PART_ROWS", shortest):
        bounds = verify_parallel._bounds(last_row, processes)
    assert bounds[0][0] == 1 and bounds[-1][1] == last_row
    assert all(first <= last for first, last in bounds)
    assert all(bounds[n][1] + 1 == bounds[n + 1][0] for n in range(len(bounds) - 1))
    # Work for every process (when there are rows enough), and a few dozen parts at most.
    assert min(processes, last_row) <= len(bounds) <= 100


SHORT = 20  # SHORTEST_PART_ROWS for the tests below: 240 rows in 8 parts (2 processes)


def console_rows(first: int, last: int) -> list[int]:
    """The rows of `first`…`last` with console dice of their own, as `build_log` logs
    them (fire and melee; not voided, nor a void, the adjustment or the catch roll)."""
    return [
        row
        for row in range(first, last + 1)
        if row % 3 in (0, 1) and row not in (10, 30, 40, 100, 130, 200)
    ]


def positions() -> list[tuple[int, str, int]]:
    """(part, end, row): the first and last console row of each of the 8 parts, the last
    one the shortest."""
    with mock.patch.object(verify_parallel, "SHORTEST_PART_ROWS", SHORT):
        bounds = verify_parallel._bounds(ROWS, 2)
    assert len(bounds) == 8 and bounds[-1] == (226, 240)
    found = []
    for number, (first, last) in enumerate(bounds, 1):
        rows = console_rows(first, last)
        found += [(number, "first", rows[0]), (number, "last", rows[-1])]
    return found


def forge_dice(log: Path, row: int) -> int:
    """Forge row `row`'s first console dice and the draw it names alike, every hash
    recomputed (only the seed tells); that draw's number."""
    conn = sqlite3.connect(log)
    (sides,) = conn.execute("SELECT sides FROM rolls WHERE sequence = ?", (row,)).fetchone()
    conn.close()
    draw, faces = json.loads(sides)[0]["draw"], json.loads(sides)[0]["faces"]
    forged = [1, 1, 1] if faces != [1, 1, 1] else [2, 2, 2]

    def forge_draw(data: dict[str, Any]) -> None:
        data["faces"] = forged

    def forge_side(sides: list[dict[str, Any]]) -> None:
        factors = sum(factor["value"] for factor in sides[0]["factors"])
        sides[0].update(faces=forged, natural=sum(forged), total=sum(forged) + factors)

    reforge(log, rows={row: sides_edit(forge_side)}, draws={draw: forge_draw})
    return draw


@pytest.mark.parametrize("seed", [None, SEED], ids=["chain", "seed"])
@pytest.mark.parametrize("forgery", ["flip", "dice"])
@pytest.mark.parametrize(("part", "end", "row"), positions())
def test_a_row_forged_at_either_end_of_any_part_is_named_as_the_serial_walk_names_it(
    log: Path,
    workers: VerifyWorkers,
    monkeypatch: pytest.MonkeyPatch,
    part: int,
    end: str,
    row: int,
    forgery: str,
    seed: bytes | None,
):
    """A flipped byte (the hashes tell), or console dice forged with their draw (only the
    seed tells), in whichever part and process the row is checked."""
    monkeypatch.setattr(verify_parallel, "SHORTEST_PART_ROWS", SHORT)
    if forgery == "flip":
        tamper(log, "UPDATE rolls SET note = note || '.' WHERE sequence = ?", (row,))
    else:
        draw = forge_dice(log, row)
    serial, parallel = serial_and_parallel(log, workers, 2, seed)
    assert parallel == serial
    if forgery == "flip":
        assert parallel.bad_sequence == row
    elif seed is None:
        assert parallel.ok
    else:
        assert not parallel.ok and parallel.bad_draw == draw


@pytest.mark.parametrize("rows", range(1, 7))
@pytest.mark.parametrize("processes", [2, 3, 4])
def test_a_log_of_a_few_rows_is_checked_in_parts_of_a_row_or_more(
    game_path: Path,
    workers: VerifyWorkers,
    monkeypatch: pytest.MonkeyPatch,
    rows: int,
    processes: int,
):
    game = Game.create(game_path, title="Short", seed=SEED, clock=fixed_clock, **PACK)
    with add_roster(game):
        for _ in range(rows):
            game.append_roll(fire(game))
    with Game.open(game_path, read_only=True) as game:
        serial = game.verify(processes=1)
        if rows > 1:  # one row is one part: the serial walk checks it
            no_serial_walk(monkeypatch)
        parallel = game.verify(processes=processes, workers=workers)
    assert parallel == serial and parallel.ok and parallel.rolls_checked == rows


@pytest.mark.parametrize(("threshold", "in_parts"), [(ROWS, True), (ROWS + 1, False)])
def test_a_log_is_checked_in_parts_from_parallel_min_rows_on(
    long_log: Path,
    workers: VerifyWorkers,
    monkeypatch: pytest.MonkeyPatch,
    threshold: int,
    in_parts: bool,
):
    monkeypatch.setattr(verify_parallel, "PARALLEL_MIN_ROWS", threshold)
    monkeypatch.setattr(verify_parallel, "usable_cpus", lambda: 2)
    walk = check.verify_serially
    walked: list[int] = []
    with Game.open(long_log, read_only=True) as game:
        serial = game.verify(processes=1)
        monkeypatch.setattr(check, "verify_serially", lambda *a: walked.append(1) or walk(*a))
        assert game.verify(workers=workers) == serial
    assert walked == ([] if in_parts else [1])


# --- a pool kept from one check to the next ----------------------------------------------------


def no_feeder_left(workers: VerifyWorkers) -> bool:
    """Nothing of a check is left in the pool: no worker busy or dead, no feeder."""
    feeding = [thread for thread in threading.enumerate() if thread.name == "verify-feed"]
    alive = all(process.is_alive() for process in workers._workers.values())
    return not workers._busy and alive and not feeding


def workers_after_this_process(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The workers take no part before this process has taken one (it sets the event
    returned), so that it surely takes one: else a quick worker may take them all."""
    taken = threading.Event()
    feed = VerifyWorkers._feed

    def after_this_process(self: VerifyWorkers, *args: Any) -> None:
        taken.wait()
        feed(self, *args)

    monkeypatch.setattr(VerifyWorkers, "_feed", after_this_process)
    return taken


def parts_left(monkeypatch: pytest.MonkeyPatch) -> list[deque[Any]]:
    """The parts left of each check from here on (the last: the check under way)."""
    lefts: list[deque[Any]] = []

    class Left(deque):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            lefts.append(self)

    monkeypatch.setattr(verify_parallel, "deque", Left)
    return lefts


def test_a_worker_that_died_idle_is_replaced_at_the_next_check(
    log: Path, monkeypatch: pytest.MonkeyPatch
):
    with VerifyWorkers() as workers, Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        no_serial_walk(monkeypatch)
        assert game.verify(processes=2, workers=workers) == serial
        (dead,) = workers._workers.values()
        dead.kill()
        dead.join()
        assert game.verify(processes=2, workers=workers) == serial
        assert dead not in workers._workers.values() and no_feeder_left(workers)


def test_a_worker_that_died_as_it_was_sent_a_part_leaves_it_to_the_serial_walk(
    log: Path, monkeypatch: pytest.MonkeyPatch
):
    """The worker was alive when the check began and is dead when it is sent its first
    part: the serial walk gives the report; the next check starts another worker."""
    feed = VerifyWorkers._feed
    walk = check.verify_serially
    walked: list[int] = []

    found_dead = threading.Event()

    def dies_first(self: VerifyWorkers, conn: Any, *args: Any) -> None:
        self._workers[conn].kill()
        self._workers[conn].join()
        feed(self, conn, *args)  # sends it a part, finds it dead
        found_dead.set()

    own_part = verify_parallel.check_part

    def once_it_is_found_dead(*args: Any) -> Any:
        until(found_dead.is_set, "its feeder has found it dead")
        return own_part(*args)

    with VerifyWorkers() as workers, Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        with monkeypatch.context() as patch:
            patch.setattr(VerifyWorkers, "_feed", dies_first)
            patch.setattr(verify_parallel, "check_part", once_it_is_found_dead)
            patch.setattr(check, "verify_serially", lambda *a: walked.append(1) or walk(*a))
            assert game.verify(processes=2, workers=workers) == serial
        assert walked == [1] and no_feeder_left(workers)
        no_serial_walk(monkeypatch)
        assert game.verify(processes=2, workers=workers) == serial


def test_a_worker_that_dies_after_its_last_answer_spoils_nothing(
    log: Path, monkeypatch: pytest.MonkeyPatch
):
    """The worker checks every part but this process's first, answers, then dies: the
    check has all its parts and is clean; the next check starts another worker."""
    monkeypatch.setattr(verify_parallel, "SHORTEST_PART_ROWS", SHORT)
    own_part = verify_parallel.check_part
    ended: list[Any] = []

    def first_part_last(conn: sqlite3.Connection, job: Any, part: Any) -> Any:
        taken.set()
        if not ended:
            until(
                lambda: not (lefts[-1] or workers._busy),
                "the worker has taken and answered every other part",
            )
            (process,) = workers._workers.values()
            process.kill()
            process.join()
            ended.append(process)
        return own_part(conn, job, part)

    with VerifyWorkers() as workers, Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        no_serial_walk(monkeypatch)
        with monkeypatch.context() as patch:
            lefts = parts_left(patch)
            patch.setattr(verify_parallel, "check_part", first_part_last)
            taken = workers_after_this_process(patch)
            assert game.verify(processes=2, workers=workers) == serial
        assert ended
        assert game.verify(processes=2, workers=workers) == serial
        assert ended[0] not in workers._workers.values() and no_feeder_left(workers)


@pytest.mark.parametrize("wait_for_rows", [0, 1_000])
@pytest.mark.parametrize("error", [RuntimeError, KeyboardInterrupt])
def test_an_error_in_this_process_part_leaves_the_pool_fit_for_the_next_check(
    log: Path,
    workers: VerifyWorkers,
    monkeypatch: pytest.MonkeyPatch,
    wait_for_rows: int,
    error: type[BaseException],
):
    """This process's part raises while the worker is busy (ended: a long part; waited
    for: a short one): an error leaves the report to the serial walk, an interrupt goes
    through; either way the pool checks in parts again, nothing of the first check left."""
    monkeypatch.setattr(verify_parallel, "WAIT_RATHER_THAN_END_ROWS", wait_for_rows)

    def raises_once_the_worker_is_busy(*_args: Any) -> Any:
        taken.set()
        until(lambda: workers._busy, "the worker has taken the other part")
        raise error("stop")

    with Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        with monkeypatch.context() as patch:
            patch.setattr(verify_parallel, "check_part", raises_once_the_worker_is_busy)
            taken = workers_after_this_process(patch)
            if error is KeyboardInterrupt:
                with pytest.raises(KeyboardInterrupt):
                    game.verify(processes=2, workers=workers)
            else:
                assert game.verify(processes=2, workers=workers) == serial
        assert no_feeder_left(workers)
        no_serial_walk(monkeypatch)
        assert game.verify(processes=2, workers=workers) == serial


def test_a_second_file_after_a_failed_check_is_checked_on_its_own_rows(
    long_log: Path, log: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch
):
    """A forged file, then the clean one, then the forged one again, on the same workers:
    nothing of one check is taken for the next."""
    monkeypatch.setattr(verify_parallel, "SHORTEST_PART_ROWS", SHORT)
    tamper(log, "UPDATE rolls SET note = note || '.' WHERE sequence = ?", (230,))
    forged, _ = serial_and_parallel(log, workers, 2)
    clean, _ = serial_and_parallel(long_log, workers, 2)
    assert not forged.ok and clean.ok
    for path, report in ((log, forged), (long_log, clean), (log, forged)):
        with Game.open(path, read_only=True) as game:
            assert game.verify(processes=2, workers=workers) == report


def test_a_log_grown_between_two_checks_on_the_same_workers(
    log: Path, workers: VerifyWorkers, monkeypatch: pytest.MonkeyPatch
):
    """The console logs more rows between two checks: the second check cuts the longer log
    anew and its parts fit; a row forged among the new ones is named."""
    monkeypatch.setattr(verify_parallel, "SHORTEST_PART_ROWS", SHORT)
    with Game.open(log, read_only=True) as game:
        assert game.verify(processes=2, workers=workers).rolls_checked == ROWS
    with Game.open(log, clock=fixed_clock) as game:
        for _ in range(37):
            game.append_roll(fire(game, "typed"))
    with Game.open(log, read_only=True) as game:
        serial = game.verify(processes=1)
        with monkeypatch.context() as patch:
            no_serial_walk(patch)
            assert game.verify(processes=2, workers=workers) == serial
    assert serial.ok and serial.rolls_checked == ROWS + 37
    tamper(log, "UPDATE rolls SET note = note || '.' WHERE sequence = ?", (ROWS + 20,))
    serial, parallel = serial_and_parallel(log, workers, 2)
    assert parallel == serial and parallel.bad_sequence == ROWS + 20


class HeldAnswer:
    """A worker's connection whose first answer is held back until `release` is set (as
    if that part were long), the other answers not."""

    def __init__(self, conn: Any) -> None:
        self.conn, self.release, self.holding = conn, threading.Event(), threading.Event()

    def send(self, task: Any) -> None:
        self.conn.send(task)

    def recv(self) -> Any:
        if not self.holding.is_set():
            self.holding.set()
            self.release.wait()
        return self.conn.recv()

    def close(self) -> None:
        self.conn.close()


def test_an_interrupt_while_a_worker_finishes_its_part_leaves_no_answer_for_the_next_check(
    long_log: Path, log: Path, monkeypatch: pytest.MonkeyPatch
):
    """Ctrl-C while this process waits for the worker's last part of a clean file; the
    pool then checks a forged copy, whose bad row is in that same part: the worker's
    answer about the clean file is not taken for it (it would say the copy is sound)."""
    tamper(log, "UPDATE rolls SET note = note || '.' WHERE sequence = ?", (200,))
    with Game.open(log, read_only=True) as game:
        forged = game.verify(processes=1)
    assert not forged.ok and forged.bad_sequence == 200
    own_part = verify_parallel.check_part

    def then_interrupted(*args: Any) -> Any:
        taken.set()
        held.holding.wait()  # the worker has the other part
        signal.setitimer(signal.ITIMER_REAL, 0.2)  # while this process waits for it
        return own_part(*args)

    def once_the_worker_has_the_other_part(*args: Any) -> Any:
        taken.set()
        until(lambda: not lefts[-1], "the worker has taken the other part")
        return own_part(*args)

    previous = signal.signal(signal.SIGALRM, signal.default_int_handler)
    with VerifyWorkers() as workers, monkeypatch.context() as patch:
        try:
            with Game.open(long_log, read_only=True) as game:
                game.verify(processes=2, workers=workers)  # starts the worker
                taken = workers_after_this_process(patch)
                lefts = parts_left(patch)
                ((conn, process),) = workers._workers.items()
                held = HeldAnswer(conn)
                workers._workers = {held: process}  # type: ignore[dict-item]
                patch.setattr(verify_parallel, "check_part", then_interrupted)
                with pytest.raises(KeyboardInterrupt):
                    game.verify(processes=2, workers=workers)
        finally:
            signal.signal(signal.SIGALRM, previous)
        taken.clear()
        patch.setattr(verify_parallel, "check_part", once_the_worker_has_the_other_part)
        threading.Timer(0.3, held.release.set).start()  # the answer about the clean file
        with Game.open(log, read_only=True) as game:
            found = game.verify(processes=2, workers=workers)
        assert (found.ok, found.bad_sequence) == (False, 200)
        assert found == forged
