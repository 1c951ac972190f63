"""Checking a game file's log: `verify_game` (what `Game.verify` runs) finds the seed (given
or revealed in the log), checks it against the commitment made when the game began, and
walks the log with `verify.ChainVerifier`, serially or, on a long log, in parts in several
processes (`verify_parallel`); then it lists the console draws shown but never logged.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ba_console.core.fair_dice import commitment, seed_from_hex
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.codec import ROLL_COLUMNS
from ba_console.store.derived import pack_copy_problem, unit_index_problem
from ba_console.store.draws import (
    NOT_AS_WRITTEN,
    ConsoleDraw,
    DrawVerifier,
    Problem,
    parse_draw,
    wrong_type,
)
from ba_console.store.errors import short_error
from ba_console.store.kinds import SEED_REVEALED_KIND, UNVOIDABLE_KINDS
from ba_console.store.replay import prove
from ba_console.store.schema import read_only_uri
from ba_console.store.verify import ChainVerifier, VerifyReport, read_otherwise

if TYPE_CHECKING:  # verify_parallel is loaded when a log is long: opening a game does not need it
    from ba_console.store.gamefile import GameFile
    from ba_console.store.seals import Seal
    from ba_console.store.verify_parallel import KeptWalk, VerifyWorkers


def verify_game(
    file: GameFile,
    seed: bytes | str | None = None,
    *,
    processes: int | None = None,
    workers: VerifyWorkers | None = None,
    seals: list[Seal] | None = None,
    state: bool = True,
    kept: KeptWalk | None = None,
) -> VerifyReport:
    """`Game.verify`: check the whole log and the console dice ledger; name the first bad
    row or draw.

    Always: consecutive sequence numbers, every hash, the chain from the seed
    commitment, void pointers, pack copies; consecutive draw numbers, every
    draw's hash and link, each row's seal on the ledger (`last_draw`,
    `draw_head`), and that console dice name a draw shown before them, used
    once. With a seed (given, or revealed in the log): every draw's faces
    (logged or not) and every console roll's faces against `fair_faces`.
    Draws shown but never logged are not errors: `unused_draws` lists them.
    Then (`replay.prove`) the seals a player holds (`seals`), the state replayed from the
    state journal and every roll's effects (unless `state` is false: the chain alone), and
    every seal row.

    A long log (`verify_parallel.PARALLEL_MIN_ROWS` rows or more, with two CPUs or
    more) is checked in parts by several processes at once; `processes` sets how
    many (1: one process; more: even for a short log). The report is the same
    either way: any problem found in parts is named by a serial walk from scratch.
    `workers` lends a pool of worker processes kept by the caller. `kept` (a caller that
    checks copies in memory of one game again and again, `GameFile.copy_uri`; ignored for
    a file) keeps the parts of the log walked clean, so that the next check walks only
    the rows after them when its copy holds the last one's rows and draws unchanged
    (`verify_parallel.carry_over`, `verify_after`); all else is checked as always.

    Last, what the file keeps beside the log (`derived.py`: the pack copies, the unit
    index) and SQLite's own integrity check (an index that no longer matches its table
    would hide rows from a filter). A file damaged where it is read is a broken report
    naming SQLite's error, never an exception.
    """
    try:
        return _verify_game(file, seed, processes, workers, seals, state, kept)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        problem = Problem.of(UNREADABLE, error=short_error(exc))
        return _broken_report(problem)


UNREADABLE = QT_TRANSLATE_NOOP(
    "verify", "the file cannot be read ({error}): it was damaged or edited outside the console"
)
DAMAGED = QT_TRANSLATE_NOOP(
    "verify",
    "SQLite's integrity check of the file fails ({error}): it was damaged or edited outside "
    "the console",
)


def _broken_report(problem: Problem) -> VerifyReport:
    return VerifyReport(
        ok=False,
        rolls_checked=0,
        head_hash=None,
        seed_checked=False,
        console_rolls_checked=0,
        reason=problem.text,
        reason_template=problem.template,
        reason_args=problem.args,
    )


def _verify_game(
    file: GameFile,
    seed: bytes | str | None,
    processes: int | None,
    workers: VerifyWorkers | None,
    seals: list[Seal] | None,
    state: bool,
    kept: KeptWalk | None = None,
) -> VerifyReport:
    game_commitment = file.one("SELECT seed_commitment FROM game")
    source = "given"
    if seed is None:
        revealed = file.one(
            "SELECT outcome FROM rolls WHERE kind = ? ORDER BY sequence LIMIT 1",
            (SEED_REVEALED_KIND,),
        )
        if revealed is not None:
            try:
                seed = seed_from_hex(json.loads(revealed)["label"])
                source = "revealed in the log"
            except (ValueError, KeyError, TypeError, AttributeError):
                # Not a seed (only a forger writes such a row): check without one, as
                # when the label is missing, rather than stop verify with the error.
                seed = None
    if isinstance(seed, str):
        seed = seed_from_hex(seed)
    if seed is not None and commitment(seed) != game_commitment:
        # One sentence for each source: a translation can then say "given" its own way.
        if source == "given":
            template = QT_TRANSLATE_NOOP(
                "verify",
                "the seed (given) does not match the commitment made when the game began "
                "({fingerprint}…): check that it was copied whole; if it was, this file is not "
                "the game it was revealed for",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "verify",
                "the seed (revealed in the log) does not match the commitment made when the "
                "game began ({fingerprint}…)",
            )
        return _broken_report(Problem.of(template, fingerprint=game_commitment[:16]))
    conn = file.db.conn
    from ba_console.store import verify_parallel

    # The unit index and SQLite's own check read the whole file: on a connection of their
    # own, in a thread, while this one compares copies (`carry_over`) and walks the log.
    # Rolls read otherwise are looked for there too: after the kept walk's last row only,
    # if the walk goes on from it (its rows are then byte for byte those that a check
    # before found clean, and the kept parts are forgotten when one is named: `clean`).
    after = kept.parts[-1].last_row if kept is not None and kept.parts and file.copy_uri else None
    beside = SideChecks(file.path, file.copy_uri, sides=seed is None, after=after)
    own_transaction = not conn.in_transaction
    clean = False
    try:
        if kept is not None:
            # Only a copy in memory is walked on from a kept walk: nothing writes it, and
            # the copy read again is compared with the one walked (`carry_over`, before the
            # read transaction: it attaches that copy). A file can be changed anywhere
            # between two checks.
            if file.copy_uri is None:
                kept.forget()
                kept = None
            else:
                verify_parallel.carry_over(conn, kept, file.copy_uri)
        # One read transaction: the log and the ledger as of one moment, even while the
        # console appends to them from another connection.
        if own_transaction:
            conn.execute("BEGIN")
        packs = [row[0] for row in conn.execute("SELECT hash FROM packs")]
        seed_source = source if seed else None
        if processes is None:
            rows = file.one("SELECT max(sequence) FROM rolls")
            processes = verify_parallel.processes_for(rows if type(rows) is int else 0)
        found = None
        if kept is not None:
            found = verify_parallel.verify_after(
                conn, file.path, game_commitment, packs, seed, seed_source, kept
            )
        # Only in a transaction of its own: a caller's may hold rows that the workers'
        # connections cannot see; and of a file (a copy in memory is this process's).
        elif processes > 1 and own_transaction and file.copy_uri is None:
            found = verify_parallel.verify_in_parts(
                conn, file.path, game_commitment, packs, seed, seed_source, processes, workers
            )
        if found is None:
            found = verify_serially(conn, game_commitment, packs, seed, seed_source)
            if kept is not None:
                kept.rows_walked = found[0].rolls_checked
        report, unused = found
        try:
            roll = beside.read_otherwise(conn, None if kept is None else kept.walked_after or None)
            clean = roll is None
            report = _first_in_the_log(conn, report, roll)
        except sqlite3.Error:
            if report.ok:
                raise
            # A page the walk found damaged, read again: the walk's report says where.
        if report.ok:
            draws, unreadable = _unused_draws(conn, unused)
            if unreadable is None:
                report = replace(report, unused_draws=draws)
                report = prove(conn, report, game_commitment, seals, state=state)
            else:
                report = report.broken(unreadable[1], bad_draw=unreadable[0])
        if report.ok:
            report = _prove_derived(conn, report, beside)
    finally:
        if kept is not None and not clean:
            kept.forget()  # the next check must look for rolls read otherwise among them
        beside.wait()
        # Nothing was written: ending the read may fail on a damaged file, and says nothing.
        if own_transaction and conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
    return report


class SideChecks:
    """What verify proves of the file beside the log, begun at once in a thread on a
    read-only connection of its own while the game's connection walks the log (sqlite3
    lets other threads run while SQLite works): first, without the seed, the rolls the
    walk's string tests may read otherwise than readers (`verify.read_otherwise`; `sides`),
    then the unit index
    (`unit_index_problem`) and SQLite's `PRAGMA integrity_check(1)`. Each answer waits for
    its check; one the thread could not give (the file cannot be opened a second time, or
    reading it there failed) is worked out on the game's own connection instead. `after`:
    the rolls read otherwise are looked for after it only (`verify.read_otherwise`), the
    answer then given only to a caller that asks for those rows.
    """

    def __init__(
        self,
        path: Path,
        copy_uri: str | None = None,
        sides: bool = True,
        after: int | None = None,
    ) -> None:
        self._path = path
        self._copy_uri = copy_uri  # a copy in memory is read, not its file
        self._sides = sides
        self._after = after
        self._otherwise: int | None = None
        self._otherwise_read = False
        self._otherwise_done = threading.Event()
        self._index: tuple[int, Problem] | None = None
        self._index_done = False
        self._integrity: str | None = None
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._cancelled = False
        self._asked = False
        self._thread = threading.Thread(target=self._run, name="verify-beside", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._check()
        finally:
            self._otherwise_done.set()

    def _check(self) -> None:
        with contextlib.suppress(sqlite3.Error, OSError, ValueError):
            uri = self._copy_uri or read_only_uri(self._path)
            conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
            try:
                with self._lock:
                    if self._cancelled:
                        return
                    self._conn = conn
                if self._sides:
                    self._otherwise = read_otherwise(conn, self._after)
                self._otherwise_read = True
                self._otherwise_done.set()
                self._index = unit_index_problem(conn)
                self._index_done = True
                answer = conn.execute("PRAGMA integrity_check(1)").fetchone()[0]
                if not self._cancelled:
                    self._integrity = str(answer)
            finally:
                with self._lock:
                    self._conn = None
                conn.close()

    def wait(self) -> None:
        """Wait for the thread; checks whose answers nobody asked for are interrupted first
        (the log was found broken before they mattered)."""
        if self._thread.is_alive() and not self._asked:
            with self._lock:
                self._cancelled = True
                if self._conn is not None:
                    self._conn.interrupt()
        self._thread.join()

    def read_otherwise(self, conn: sqlite3.Connection, after: int | None = None) -> int | None:
        """`verify.read_otherwise` of the file (after roll `after`), or None when the seed
        reads every side (the checks after it go on in the thread). Rows the thread did not
        read (it began at a kept walk's last row that the walk did not go on from) are read
        here."""
        self._otherwise_done.wait()
        if not self._sides:
            return None
        if self._otherwise_read and self._after == after:
            return self._otherwise
        return read_otherwise(conn, after)

    def unit_index(self, conn: sqlite3.Connection) -> tuple[int, Problem] | None:
        """`unit_index_problem` of the file."""
        self._asked = True
        self.wait()
        return self._index if self._index_done else unit_index_problem(conn)

    def integrity(self, conn: sqlite3.Connection) -> str:
        """ "ok", or SQLite's first complaint."""
        self._asked = True
        self.wait()
        if self._integrity is not None:
            return self._integrity
        return str(conn.execute("PRAGMA integrity_check(1)").fetchone()[0])


def _prove_derived(
    conn: sqlite3.Connection, report: VerifyReport, beside: SideChecks
) -> VerifyReport:
    """`report` (sound so far), broken if a pack copy or the unit index is not the log's, or
    SQLite's integrity check fails (an index that no longer matches its table)."""
    problem = pack_copy_problem(conn)
    sequence = None
    if problem is None:
        found = beside.unit_index(conn)
        if found is not None:
            sequence, problem = found
    if problem is None:
        damage = beside.integrity(conn)
        if damage == "ok":
            return report
        problem = Problem.of(DAMAGED, error=short_error(damage))
    return report.broken(problem, bad_sequence=sequence)


def _first_in_the_log(
    conn: sqlite3.Connection, report: VerifyReport, roll: int | None
) -> VerifyReport:
    """`report` (the walk's), or broken at a problem found beside the walk that lies before
    the one it names, in the walk's order (a row's void, then the draws it seals, then its
    dice): a roll read otherwise (`roll`: `verify.read_otherwise`), or the
    first void of a row the console never voids (`UNVOIDABLE_KINDS`: a seal, the seed's
    reveal, a pack change, the seed's custody; a void of a void the walk names): such a row
    struck out shows readers a seal withdrawn or a seed never revealed. Voids are few,
    found by their index."""
    found: list[tuple[tuple[float, float], dict[str, int | None], Problem]] = []
    kinds = ", ".join("?" * len(UNVOIDABLE_KINDS))
    void = conn.execute(
        "SELECT v.sequence, t.sequence, t.kind FROM rolls v JOIN rolls t ON t.sequence = "
        f"v.voids WHERE v.voids IS NOT NULL AND t.kind IN ({kinds}) ORDER BY v.sequence LIMIT 1",
        UNVOIDABLE_KINDS,
    ).fetchone()
    if void is not None:
        problem = Problem.of(
            QT_TRANSLATE_NOOP(
                "verify", "it voids roll {voided}, a {kind} row, which the console never voids"
            ),
            voided=void[1],
            kind=repr(void[2]),
        )
        found.append(((void[0], 0), {"bad_sequence": void[0], "bad_draw": None}, problem))
    if roll is not None:
        found.append(((roll, INFINITY), {"bad_sequence": roll, "bad_draw": None}, NOT_AS_WRITTEN))
    if not found:
        return report
    position, where, problem = min(found, key=lambda each: each[0])
    if not report.ok:
        # At the walk's own row, the walk's problem is named (it looked there first).
        if report.bad_draw is not None:
            walk: tuple[float, float] = (_sealed_by(conn, report.bad_draw), report.bad_draw)
        elif report.bad_sequence is not None:
            walk = (report.bad_sequence, -1)
        else:
            return report
        if position >= walk:
            return report
    return report.broken(problem, **where)


INFINITY = float("inf")


def _sealed_by(conn: sqlite3.Connection, draw: int) -> float:
    """The first roll that seals console draw `draw` (the walk checks the draw there), or
    infinity (after the last roll)."""
    sealed = conn.execute("SELECT min(sequence) FROM rolls WHERE last_draw >= ?", (draw,))
    first = sealed.fetchone()[0]
    return INFINITY if first is None else first


def verify_serially(
    conn: sqlite3.Connection,
    game_commitment: str,
    packs: list[str],
    seed: bytes | None,
    seed_source: str | None,
) -> tuple[VerifyReport, list[int]]:
    """`verify` in one walk over the log (in the caller's transaction): the report
    (without `unused_draws`) and the numbers of the draws no roll used."""
    ledger = conn.execute("SELECT draw, record, hash FROM console_draws ORDER BY draw")
    draws = DrawVerifier(game_commitment, ledger, seed)
    verifier = ChainVerifier(game_commitment, packs, seed, seed_source, draws=draws)
    cursor = conn.execute(f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls ORDER BY sequence")
    try:
        if verifier.feed_rows(cursor):
            verifier.finish()
    except sqlite3.Error as exc:
        verifier.cannot_read(exc)
    report = verifier.report()
    return report, draws.unused() if report.ok else []


def _unused_draws(
    conn: sqlite3.Connection, numbers: list[int]
) -> tuple[tuple[ConsoleDraw, ...], tuple[int, Problem] | None]:
    """The draws verify found unused, read from the ledger (in the same snapshot), or the
    first one readers cannot read and why (the walk without the seed reads a draw's number
    and links, not its other fields: the log viewer would stop at it)."""
    draws: list[ConsoleDraw] = []
    for start in range(0, len(numbers), 500):
        chunk = numbers[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        rows = conn.execute(
            f"SELECT draw, record, hash FROM console_draws WHERE draw IN ({marks}) ORDER BY draw",
            chunk,
        )
        for number, record, digest in rows:
            try:
                draws.append(parse_draw(number, record, digest))
            except (ValueError, TypeError, RecursionError) as exc:  # as `dice.read_draw`
                return (), (number, wrong_type(exc))
    return tuple(draws), None
