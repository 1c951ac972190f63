"""Verify a long roll log in parts, several processes at once: `Game.verify`'s fast path.

The serial walk (`ChainVerifier` pulling `DrawVerifier` along the ledger) is close to
what one process can do (some 66,000 rows a second with two draws a row). A long log
is therefore cut into contiguous parts of rows, each checked by whichever process is free
next: this one (inside verify's read transaction) or a worker process. Each part starts
from the state the stored row before it gives: that row's hash as the previous hash,
its seal on the ledger (`last_draw`, `draw_head`) as the ledger's head. It checks its
rows and the draws after that seal up to its own last row's seal (the last part also
the draws after the last row, as `finish` does), and hands back a `PartResult`: its
counts, its end state, the voids it saw, the earlier draws its rolls used (claims) and
its own draws left unused.

`merge` then checks what no part could check alone: each part starts where the part
before ended (hash, seal), no roll voids a void or a voided roll of an earlier part, no
draw is used twice across parts, the first draw the parts assumed is the game's. Only a
fully clean pass gives a report, and it is the serial walk's, field by field. Anything
else (a bad row or draw anywhere, a worker that fails or dies, anything unexpected)
gives None and the caller runs the serial walk from scratch: a broken log is always
named exactly as the serial walk names it, first bad row and reason.

Workers are started with the spawn method, never fork (the GUI verifies from a thread
with Qt running), and open the file read-only with plain sqlite3, without the game
lock. They read only rows up to the log's last row and draws up to the ledger's last
draw as this process saw them in its transaction; both tables are append-only, so
the workers see the same rows even while the console appends.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.store.codec import ROLL_COLUMNS
from ba_console.store.draws import DrawVerifier
from ba_console.store.schema import read_only_uri
from ba_console.store.verify import ChainVerifier, VerifyReport

if TYPE_CHECKING:  # multiprocessing is imported when first needed: it slows every start
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

# Below this many rows the serial walk is quicker than starting a worker (~0.4 s each).
PARALLEL_MIN_ROWS = 100_000
# More processes than this gain little: the main process and the disk become the limit.
MAX_PROCESSES = 4
# Each part is a 2×processes-th of the rows left, so that the last parts are short and
# all processes end within one of them of each other, however the machine shares its
# CPUs (a worker starts ~0.1 s late, this process also reads the file beside the walk,
# other programs take a CPU for a while). None is shorter than this (~30 ms of walk).
SHORTEST_PART_ROWS = 2_000
# When a part fails, a worker still busy on a part this short is waited for, not ended:
# starting a new one costs more (some 0.4 s, the time to check ~25,000 rows).
WAIT_RATHER_THAN_END_ROWS = 20_000

# A part reads the rows after the part before's last row, up to its own last row, and the
# draws after its start seal up to its end seal: ranges open below, so that the parts'
# ranges leave no gap where a row or draw the serial walk reads (numbered 120.5, in a
# table rebuilt without its types) could hide. The first part reads from the start.
_ROWS = f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls WHERE"
_ROWS_SQL = f"{_ROWS} sequence > ? AND sequence <= ? ORDER BY sequence"
_FIRST_ROWS_SQL = f"{_ROWS} sequence <= ? ORDER BY sequence"
_DRAWS = "SELECT draw, record, hash FROM console_draws WHERE"
_DRAWS_SQL = f"{_DRAWS} draw > ? AND draw <= ? ORDER BY draw"
_FIRST_DRAWS_SQL = f"{_DRAWS} draw <= ? ORDER BY draw"


def usable_cpus() -> int:
    """The CPUs this process may run on (a container or `taskset` may allow fewer)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def processes_for(rows: int) -> int:
    """How many processes `Game.verify` uses for a log of `rows` rows by default."""
    if rows < PARALLEL_MIN_ROWS:
        return 1
    return max(1, min(usable_cpus(), MAX_PROCESSES))


@dataclass(frozen=True, slots=True)
class Job:
    """What every part shares: the file, the commitment, the packs, the seed, and the
    game's first draw as the ledger gives it (`merge` checks that the log agrees; None for
    an empty ledger, which any first draw fits)."""

    path: str
    commitment: str
    packs: tuple[str, ...]
    seed: bytes | None
    seed_source: str | None
    first_draw: int | None


@dataclass(frozen=True, slots=True)
class Part:
    """Rows `first_row`…`last_row` and what they start from: the hash of the row before
    (the commitment for part 1) and its seal (None: it sealed no draw). Draws are read
    from after that seal (from the first, when there is none) up to `draws_upto`."""

    number: int
    first_row: int
    last_row: int
    start_hash: str
    start_seal: int | None
    start_head: str | None
    draws_upto: int | None
    is_last: bool


@dataclass(frozen=True, slots=True)
class PartResult:
    """What a part found. `ok` false: the caller runs the serial walk, so `reason` is only
    for debugging. `unused`: the part's own draws (after its start seal) no roll of it
    used; `claims`: earlier parts' draws its rolls used (draw: roll)."""

    ok: bool
    reason: str | None
    last_sequence: int
    last_hash: str
    anchored: bool
    sealed: int
    sealed_hash: str
    console_rolls: int
    adjustments: int
    last_unledgered_console: int
    draws_checked: int
    unused: tuple[int, ...]
    claims: dict[int, int]
    void_rows: frozenset[int]
    voided: frozenset[int]
    # The rows naming another pack than the row before (`ChainVerifier.pack_runs`); a part's
    # first row is always one, as the part does not know the row before it.
    pack_runs: tuple[tuple[int, str, str], ...] = ()


def split(
    conn: sqlite3.Connection,
    last_row: int,
    last_draw: int | None,
    processes: int,
    commitment: str,
) -> list[Part] | None:
    """Parts of rows 1…`last_row` for `processes` processes (`bounds`), their starts read
    from the rows before them; None for a single part, or when a boundary row is missing
    or odd (the serial walk will name it)."""
    bounds = _bounds(last_row, processes)
    if len(bounds) < 2:
        return None
    count = len(bounds)
    wanted = {last for _, last in bounds}
    marks = ", ".join("?" for _ in wanted)  # one row per part: a few dozen at most
    found = {
        row[0]: row[1:]
        for row in conn.execute(
            f"SELECT sequence, hash, last_draw, draw_head FROM rolls WHERE sequence IN ({marks})",
            sorted(wanted),
        )
    }
    if set(found) != wanted:
        return None
    parts = []
    start_hash, start_seal, start_head = commitment, None, None
    for number, (first, last) in enumerate(bounds, 1):
        is_last = number == count
        end_hash, end_seal, end_head = found[last]
        if not isinstance(end_hash, str) or not (
            (end_seal is None and end_head is None)
            or (type(end_seal) is int and isinstance(end_head, str))
        ):
            return None
        parts.append(
            Part(
                number=number,
                first_row=first,
                last_row=last,
                start_hash=start_hash,
                start_seal=start_seal,
                start_head=start_head,
                draws_upto=last_draw if is_last else end_seal,
                is_last=is_last,
            )
        )
        start_hash, start_seal, start_head = end_hash, end_seal, end_head
    return parts


def _bounds(last_row: int, processes: int) -> list[tuple[int, int]]:
    """The first and last row of each part: each a 2×`processes`-th of the rows left,
    none shorter than `SHORTEST_PART_ROWS` nor than a `processes`-th of the log (a short
    log: one part for each process)."""
    shortest = min(SHORTEST_PART_ROWS, -(-last_row // processes))
    bounds = []
    first = 1
    while first <= last_row:
        left = last_row - first + 1
        rows = min(left, max(shortest, -(-left // (2 * processes))))
        bounds.append((first, first + rows - 1))
        first += rows
    return bounds


def check_part(conn: sqlite3.Connection, job: Job, part: Part) -> PartResult:
    """Check one part of the log on `conn` (a snapshot that holds every row and draw of it)."""
    if part.start_seal is None:
        draw_rows: Iterable[tuple[Any, ...]] = ()
        if part.draws_upto is not None:
            draw_rows = conn.execute(_FIRST_DRAWS_SQL, (part.draws_upto,))
        draws = DrawVerifier(job.commitment, draw_rows, job.seed)
        draws.start(job.first_draw or 1)
    else:
        draw_rows = ()
        if part.draws_upto is not None:
            draw_rows = conn.execute(_DRAWS_SQL, (part.start_seal, part.draws_upto))
        draws = DrawVerifier(job.commitment, draw_rows, job.seed)
        assert part.start_head is not None
        draws.resume(job.first_draw or 1, part.start_seal, part.start_head, _record_reader(conn))
    chain = ChainVerifier(job.commitment, job.packs, job.seed, job.seed_source, draws=draws)
    if part.number == 1:
        rows = conn.execute(_FIRST_ROWS_SQL, (part.last_row,))
    else:
        chain.resume(part.first_row - 1, part.start_hash, part.start_seal is not None)
        rows = conn.execute(_ROWS_SQL, (part.first_row - 1, part.last_row))
    try:
        if chain.feed_rows(rows):
            if part.is_last:
                chain.finish()
            else:
                # The ledger is read ahead: a bad draw read past the part's last seal (a
                # second draw of that number, in a table rebuilt without its key) was not
                # reached by a seal here, and no later part reads it, but the walk names it.
                draws.finish()
    except sqlite3.Error as exc:
        chain.cannot_read(exc)
    reason = chain.reason or draws.reason
    if reason is None and chain.last_sequence != part.last_row:
        reason = f"the part ends at row {chain.last_sequence}, not {part.last_row}"
    if reason is None and not part.is_last and chain.anchored and draws.sealed != part.draws_upto:
        reason = f"the part's draws end at {draws.sealed}, not {part.draws_upto}"
    return PartResult(
        ok=reason is None,
        reason=reason,
        last_sequence=chain.last_sequence,
        last_hash=chain.last_hash,
        anchored=chain.anchored,
        sealed=draws.sealed,
        sealed_hash=draws.sealed_hash,
        console_rolls=chain.console_rolls,
        adjustments=chain.adjustments,
        last_unledgered_console=chain.last_unledgered_console,
        draws_checked=draws.checked,
        unused=tuple(draws.unused()) if reason is None else (),
        claims=dict(draws.claims),
        void_rows=chain.void_rows,
        voided=chain.voided,
        pack_runs=tuple(chain.pack_runs),
    )


def _record_reader(conn: sqlite3.Connection) -> Callable[[int], str | None]:
    """How a part reads an earlier part's draw (a roll of its own used it)."""

    def record(number: int) -> str | None:
        row = conn.execute("SELECT record FROM console_draws WHERE draw = ?", (number,)).fetchone()
        return None if row is None else row[0]

    return record


def merge(
    job: Job, parts: Sequence[Part], results: Sequence[PartResult], last_draw: int | None
) -> tuple[VerifyReport, list[int]] | None:
    """The serial walk's report (without `unused_draws`) and the unused draw numbers, from
    clean parts that fit together; None if anything does not fit."""
    void_rows: set[int] = set()
    voided: set[int] = set()
    claimed: dict[int, int] = {}
    unused: set[int] = set()
    pack_runs: list[tuple[int, str, str]] = []
    previous: PartResult | None = None
    for part, result in zip(parts, results, strict=True):
        if not result.ok or result.last_sequence != part.last_row:
            return None
        if previous is not None:
            # The part started from the stored row before it: that row must be where the
            # part before really ended (its hash, and its seal on the ledger).
            if (previous.last_hash, previous.anchored) != (
                part.start_hash,
                part.start_seal is not None,
            ):
                return None
            if previous.anchored and (previous.sealed, previous.sealed_hash) != (
                part.start_seal,
                part.start_head,
            ):
                return None
        # The serial walk refuses a void of a void row, or of a roll voided before.
        if result.voided & void_rows or result.voided & voided:
            return None
        void_rows |= result.void_rows
        voided |= result.voided
        for number, sequence in result.claims.items():
            if number in claimed or number not in unused:
                return None  # used twice, or not a draw an earlier part left unused
            claimed[number] = sequence
        unused.update(result.unused)
        for run in result.pack_runs:  # as the serial walk finds them: changes only
            if not pack_runs or pack_runs[-1][2] != run[2]:
                pack_runs.append(run)
        previous = result
    assert previous is not None
    # The parts started the ledger at its first draw; the log says where it starts (after
    # its last console roll from before the ledger, as an upgraded game has them).
    first_draw = job.first_draw
    if first_draw is not None and (
        max(result.last_unledgered_console for result in results) + 1 != first_draw
    ):
        return None
    draws_checked = sum(result.draws_checked for result in results)
    if draws_checked != (
        0 if last_draw is None or first_draw is None else last_draw - first_draw + 1
    ):
        return None
    report = VerifyReport(
        ok=True,
        rolls_checked=previous.last_sequence,
        head_hash=previous.last_hash,
        seed_checked=job.seed is not None,
        console_rolls_checked=sum(result.console_rolls for result in results),
        seed_source=job.seed_source,
        adjustments=sum(result.adjustments for result in results),
        draws_checked=draws_checked,
        console_dice=bool(
            draws_checked or max(result.last_unledgered_console for result in results)
        ),
        pack_runs=tuple(pack_runs),
    )
    return report, sorted(unused - set(claimed))


def verify_in_parts(
    conn: sqlite3.Connection,
    path: Path,
    commitment: str,
    packs: Sequence[str],
    seed: bytes | None,
    seed_source: str | None,
    processes: int,
    workers: VerifyWorkers | None = None,
) -> tuple[VerifyReport, list[int]] | None:
    """Verify the log in `processes` parts on `conn` (inside a read transaction) and worker
    processes (`workers`, or a pool started and stopped here): the clean report and the
    unused draw numbers, or None when the serial walk must run (always on any problem)."""
    found = _job(conn, path, commitment, packs, seed, seed_source)
    if found is None:
        return None
    job, last_row, last_draw = found
    parts = split(conn, last_row, last_draw, processes, commitment)
    if parts is None:
        return None
    helpers = min(processes, len(parts)) - 1
    if workers is None:
        with VerifyWorkers() as own:
            return _run(conn, job, parts, last_draw, helpers, own)
    return _run(conn, job, parts, last_draw, helpers, workers)


def _job(
    conn: sqlite3.Connection,
    path: Path,
    commitment: str,
    packs: Sequence[str],
    seed: bytes | None,
    seed_source: str | None,
) -> tuple[Job, int, int | None] | None:
    """The job of checking the log in parts, its last row and its last draw; None when the
    log cannot be cut in parts (the serial walk will say why)."""
    # The parts read whole-number ranges of rows and draws, from the first to the last as
    # the walk orders them: its first (NULL first, if any) and its last must be integers,
    # so that no row or draw lies outside every range (below it, or NULL, or after it).
    first_row = conn.execute("SELECT sequence FROM rolls ORDER BY sequence LIMIT 1").fetchone()
    last_row = conn.execute("SELECT max(sequence) FROM rolls").fetchone()[0]
    ledger_start = conn.execute("SELECT draw FROM console_draws ORDER BY draw LIMIT 1").fetchone()
    last_draw = conn.execute("SELECT max(draw) FROM console_draws").fetchone()[0]
    if first_row is None or type(first_row[0]) is not int or type(last_row) is not int:
        return None
    first_draw: int | None = None  # an empty ledger
    if ledger_start is not None:
        if type(ledger_start[0]) is not int or type(last_draw) is not int:
            return None
        first_draw = ledger_start[0]
    job = Job(str(path.resolve()), commitment, tuple(packs), seed, seed_source, first_draw)
    return job, last_row, last_draw


@dataclass
class KeptWalk:
    """The clean parts of a log a walk checked, kept by a caller that checks the same game
    again (a second window that follows the console writing the game, each time it reads
    the game again into memory): the next check walks only the rows after them
    (`verify_after`), from the stored row before the first new one, as a part of
    `verify_in_parts` starts; `merge` then checks that the new rows fit the kept parts
    (that row's hash and seal where the kept parts ended, no void nor draw used twice
    across them), else the serial walk runs from scratch.

    The parts are of a copy in memory (`copy_uri`), which nothing writes, and which `hold`
    keeps while they are kept; a new copy of the game takes them over only when it holds
    every row and draw of that copy as they were walked (`carry_over`). `rows_walked`: how
    many rows the last check fed to the walk; `walked_after`: the last row of the kept parts
    it walked on from (0: it walked from the first row)."""

    job: Job | None = None
    parts: tuple[Part, ...] = ()
    results: tuple[PartResult, ...] = ()
    rows_walked: int = 0
    walked_after: int = 0
    copy_uri: str | None = None
    hold: sqlite3.Connection | None = None

    def forget(self) -> None:
        self.job, self.parts, self.results = None, (), ()


# What the walk reads: its parts are of these tables' rows (a part reads its rows, its
# draws and the records of earlier draws it names; `_job` the first and last of each), by
# the key it orders them by.
WALKED_TABLES = {"rolls": "sequence", "console_draws": "draw"}
# The types of a STRICT table's column that hold values of that type alone (ANY does not).
_ONE_TYPE = ("INTEGER", "INT", "TEXT", "BLOB", "REAL")


def carry_over(conn: sqlite3.Connection, kept: KeptWalk, copy_uri: str) -> None:
    """Before a check of the copy `copy_uri` on `conn` (no transaction open): `kept`, whose
    parts were walked on another copy of the game, keeps them only if this copy holds
    that one's every row and draw unchanged, byte for byte and type for type, with nothing
    added among them (new rows and draws only after its last), and the same schema; else
    they are forgotten, and the check walks the log from the first row. Either way `kept`
    then holds this copy (the next check's to compare with)."""
    if kept.copy_uri != copy_uri:
        if kept.parts and (kept.copy_uri is None or not _copy_grown(conn, kept.copy_uri)):
            kept.forget()
        kept.copy_uri = copy_uri
        kept.hold = sqlite3.connect(copy_uri, uri=True, check_same_thread=False)


def _copy_grown(conn: sqlite3.Connection, before: str) -> bool:
    """Whether the copy on `conn` is the copy `before` with rows and draws only added after
    its last ones (`carry_over`); False too when `before` cannot be read."""
    try:
        conn.execute("ATTACH DATABASE ? AS before", (before,))
    except sqlite3.Error:
        return False
    try:
        schema = "SELECT type, name, tbl_name, sql FROM {}.sqlite_master"
        changed = conn.execute(
            f"SELECT 1 FROM ({schema.format('main')} EXCEPT {schema.format('before')}) UNION "
            f"ALL SELECT 1 FROM ({schema.format('before')} EXCEPT {schema.format('main')})"
        ).fetchone()
        if changed is not None:
            return False
        for table, key in WALKED_TABLES.items():
            columns = conn.execute(f"PRAGMA before.table_info({table})").fetchall()
            strict = conn.execute(
                "SELECT strict FROM pragma_table_list WHERE schema = 'before' AND name = ?",
                (table,),
            ).fetchone()
            if not columns or strict is None:
                return False
            # Equal values of two types (1 and 1.0, 1 and '1' in a column without affinity)
            # are told apart by their types, but for a column of a STRICT table that holds
            # one type (the schema is the same in both copies, checked above).
            differs = " OR ".join(
                f'n."{name}" IS NOT o."{name}" COLLATE BINARY'
                + ("" if strict[0] and kind.upper() in _ONE_TYPE else
                   f' OR typeof(n."{name}") IS NOT typeof(o."{name}")')
                for _cid, name, kind, *_rest in columns
            )  # fmt: skip
            # Every row of before here unchanged (deleted: n.rowid NULL) ...
            if conn.execute(
                f"SELECT 1 FROM before.{table} o LEFT JOIN main.{table} n ON n.rowid = o.rowid "
                f"WHERE n.rowid IS NULL OR {differs} LIMIT 1"
            ).fetchone():
                return False
            # ... and none added among them: every other row has a key above their last
            # (not NULL), as the walk orders them (the key need not be the rowid, in a
            # table rebuilt), where only the walk after theirs reads it.
            added = conn.execute(
                f"SELECT count(*) FROM main.{table} WHERE ({key} > "
                f"(SELECT max({key}) FROM before.{table})) IS NOT 1 "
                f"AND EXISTS (SELECT 1 FROM before.{table})"
            ).fetchone()[0]
            if added != conn.execute(f"SELECT count(*) FROM before.{table}").fetchone()[0]:
                return False
        return True
    except sqlite3.Error:
        return False
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("DETACH DATABASE before")


def verify_after(
    conn: sqlite3.Connection,
    path: Path,
    commitment: str,
    packs: Sequence[str],
    seed: bytes | None,
    seed_source: str | None,
    kept: KeptWalk,
) -> tuple[VerifyReport, list[int]] | None:
    """`verify_in_parts` in this process, the parts `kept` already checked taken as they
    were: only the rows after them are walked, as one more part (then the draws after the
    last row, as a last part without rows). The clean report and the unused draw numbers,
    `kept` grown by the new part; None (and `kept` emptied) when the serial walk must run:
    anything that does not fit the kept parts, a kept row that is no longer as it was
    checked among them, a bad row or draw."""
    found = _job(conn, path, commitment, packs, seed, seed_source)
    kept.rows_walked = kept.walked_after = 0
    if found is None:
        kept.forget()
        return None
    job, last_row, last_draw = found
    if kept.job != job:  # another file, seed, pack or ledger start: from the first row
        kept.forget()
        kept.job = job
    checked_upto = kept.parts[-1].last_row if kept.parts else 0
    wanted = sorted({row for row in (checked_upto, last_row) if row > 0})
    ends = {
        row[0]: row[1:]
        for row in conn.execute(
            "SELECT sequence, hash, last_draw, draw_head FROM rolls WHERE sequence IN "
            f"({', '.join('?' for _ in wanted)})",
            wanted,
        )
    }
    if checked_upto > last_row or set(ends) != set(wanted):
        kept.forget()
        return None
    start_hash, start_seal, start_head = (
        ends[checked_upto] if checked_upto else (commitment, None, None)
    )
    end_seal = ends[last_row][1]
    new: list[Part] = []
    if last_row > checked_upto:
        new.append(
            Part(
                len(kept.parts) + 1,
                checked_upto + 1,
                last_row,
                start_hash,
                start_seal,
                start_head,
                end_seal,
                is_last=False,
            )
        )
        start_hash, start_seal, start_head = ends[last_row]
    tail = Part(
        len(kept.parts) + len(new) + 1,
        last_row + 1,
        last_row,
        start_hash,
        start_seal,
        start_head,
        last_draw,
        is_last=True,
    )
    results = [check_part(conn, job, part) for part in (*new, tail)]
    kept.rows_walked = last_row - checked_upto
    try:
        merged = merge(job, (*kept.parts, *new, tail), (*kept.results, *results), last_draw)
    except Exception:  # noqa: BLE001 - anything unexpected in the parts: the serial walk runs
        merged = None
    if merged is None:
        kept.forget()
        return None
    kept.parts, kept.results = (*kept.parts, *new), (*kept.results, *results[: len(new)])
    kept.walked_after = checked_upto
    return merged


def _run(
    conn: sqlite3.Connection,
    job: Job,
    parts: list[Part],
    last_draw: int | None,
    helpers: int,
    workers: VerifyWorkers,
) -> tuple[VerifyReport, list[int]] | None:
    try:
        results = workers.check(job, parts, helpers, lambda part: check_part(conn, job, part))
    except Exception:  # noqa: BLE001 - e.g. no worker could start: the serial walk runs
        workers.stop()
        return None
    if results is None:
        return None
    try:
        return merge(job, parts, results, last_draw)
    except Exception:  # noqa: BLE001 - anything unexpected in the parts: the serial walk runs
        return None


def check_part_in_file(job: Job, part: Part) -> PartResult:
    """`check_part` on a read-only connection of its own (what a worker runs)."""
    uri = read_only_uri(Path(job.path))
    conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=5.0)
    try:
        conn.execute("BEGIN")  # one snapshot for the rows, the draws and earlier records
        return check_part(conn, job, part)
    finally:
        conn.close()


def _serve(conn: Connection) -> None:
    """A worker process: check the parts it is sent, until told to stop."""
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            # Told to stop: it holds nothing to flush or close (each part's connection is
            # closed), so it ends at once rather than tear down its interpreter, ~30 ms
            # that `close` would wait for.
            os._exit(0)
        job, part = task
        try:
            reply: PartResult | str = check_part_in_file(job, part)
        except Exception as exc:  # noqa: BLE001 - anything at all: the serial walk runs then
            reply = f"{type(exc).__name__}: {exc}"
        conn.send(reply)


class VerifyWorkers:
    """Worker processes for verifying logs in parts, started with spawn when first needed.

    `Game.verify` starts its own and stops them when done; a caller that verifies
    several logs can keep one (`with VerifyWorkers() as workers: game.verify(workers=…)`)
    to start the processes once. Not thread-safe: one verify at a time.
    """

    def __init__(self) -> None:
        import multiprocessing

        self._context = multiprocessing.get_context("spawn")
        self._workers: dict[Connection, BaseProcess] = {}
        self._busy: dict[Connection, int] = {}  # the rows of the part each busy worker checks

    def __enter__(self) -> VerifyWorkers:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def check(
        self,
        job: Job,
        parts: Sequence[Part],
        helpers: int,
        own: Callable[[Part], PartResult],
    ) -> list[PartResult] | None:
        """Check `parts`, each taken in turn by whichever is free first: this thread
        (`own`) or one of `helpers` workers (started as needed, each fed by a thread of
        its own). Their results in the order of `parts`; None as soon as one fails or a
        worker dies (the parts still being checked are then abandoned)."""
        for conn in list(self._busy):
            # Left busy by a check interrupted while it waited for this worker (Ctrl-C):
            # its answer is stale, and that check's feeder may still be waiting for it on
            # `conn`. The worker is ended and let go (not `conn`, which the feeder reads).
            self._busy.pop(conn, None)
            process = self._workers.pop(conn, None)
            if process is not None:
                process.kill()
                process.join()
        for conn, process in list(self._workers.items()):
            if not process.is_alive():  # ended since the last check (by the system, a user)
                self._end(conn)
        while len(self._workers) < helpers:
            ours, theirs = self._context.Pipe()
            process = self._context.Process(
                target=_serve, args=(theirs,), name="ba-console verify", daemon=True
            )
            process.start()
            theirs.close()  # so that a worker's death reads as EOF here
            self._workers[ours] = process
        left = deque(parts)
        results: dict[int, PartResult] = {}
        failed = threading.Event()
        dead: set[Connection] = set()  # workers that died or were ended, to clear away
        feeders = [
            threading.Thread(
                target=self._feed,
                args=(conn, job, left, results, failed, dead),
                name="verify-feed",
                daemon=True,
            )
            for conn in list(self._workers)[:helpers]
        ]
        for feeder in feeders:
            feeder.start()
        try:
            while not failed.is_set():
                try:
                    part = left.popleft()
                except IndexError:
                    break
                result = own(part)
                if not result.ok:
                    failed.set()
                results[part.number] = result
        except BaseException:
            failed.set()
            raise
        finally:
            if failed.is_set():
                self._abandon(dead)
            for feeder in feeders:
                feeder.join()
            for conn in dead:
                self._end(conn)
        if failed.is_set():
            return None
        return [results[part.number] for part in parts]

    def _feed(
        self,
        conn: Connection,
        job: Job,
        left: deque[Part],
        results: dict[int, PartResult],
        failed: threading.Event,
        dead: set[Connection],
    ) -> None:
        """A worker's feeder: hand it the next part left each time it is free, until none
        is left or a part fails (`failed`); a worker that dies, or is ended, is noted
        `dead`."""
        while not failed.is_set():
            try:
                part = left.popleft()
            except IndexError:
                return
            self._busy[conn] = part.last_row - part.first_row + 1
            try:
                conn.send((job, part))
                reply = conn.recv()
            except Exception:  # noqa: BLE001 - it died or was ended: the serial walk runs
                dead.add(conn)
                failed.set()
                return
            self._busy.pop(conn, None)  # gone if the check was interrupted and a next began
            if not (isinstance(reply, PartResult) and reply.ok):
                failed.set()
                return
            results[part.number] = reply

    def _abandon(self, dead: set[Connection]) -> None:
        """Free the busy workers: those on a short part are waited for (quicker than
        starting a new worker), the others ended at once (noted `dead`, their feeders
        then see them so)."""
        for conn, rows in dict(self._busy).items():
            if rows > WAIT_RATHER_THAN_END_ROWS:
                dead.add(conn)  # even if it has just answered: it is ended
                self._workers[conn].terminate()

    def _end(self, conn: Connection) -> None:
        process = self._workers.pop(conn)
        self._busy.pop(conn, None)
        process.terminate()
        process.join()
        conn.close()

    def stop(self) -> None:
        """End every worker at once, busy or not (new ones start when next needed)."""
        for conn in list(self._workers):
            self._end(conn)

    def close(self) -> None:
        """Let the workers exit (ending any that do not)."""
        for conn in self._workers:
            with contextlib.suppress(OSError):
                conn.send(None)
        for conn, process in self._workers.items():
            process.join(timeout=2.0)
            if process.is_alive():
                process.terminate()
                process.join()
            conn.close()
        self._workers = {}
