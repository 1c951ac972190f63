"""Figures for the game store: durable appends, verification rate, opening a big log.

Run:  python benchmarks/store_bench.py [--rolls 1000000] [--appends 600] [--appends-only]
                                      [--verify-only] [--verify-rounds 1]
      python benchmarks/store_bench.py --reload-only --rolls 80000 [--reload-rounds 7]

1. Durable roll appends through `Game.append_roll` (each a transaction with
   synchronous=FULL: validation, binding both console sides to their pending draws,
   hash, roll row, unit index, draw uses, two effects), against plain sqlite3 running the
   very statements the append wrote, on a copy of the same game file with the same
   pragmas, one transaction each, interleaved roll by roll so that the disk's slow and
   fast moments hit both alike (see `bench_appends`). The figure is raw time ÷ store time
   per round (the store's speed as a fraction of raw sqlite3's), median and spread of
   the rounds. Aim: ≥ 0.8. Drawing the console dice (`console_faces`, two durable writes
   per roll) is the dialog's work and not timed; each round starts a fresh game, whose
   log file grows (a dearer fsync) until the first checkpoint, as at the start of every
   session.
2. Verification rate of a big log (two console draws per roll, so the ledger holds
   twice as many draws as the log holds rolls), without and with the seed; each
   serially (`processes=1`: one walk in this process) and in parts, as `Game.verify`
   does by default on a log this long (`verify_parallel`: min(usable CPUs, 4)
   processes, this one and spawned workers; starting the workers, ~0.4 s, is timed).
   The four runs of a round are interleaved (chain serial, chain in parts, seed
   serial, seed in parts), so a busy machine slows them alike; with
   `--verify-rounds` > 1 the figure is the median of the rounds. The report in parts
   must equal the serial one. Aim: >= 100,000 rolls/s for the chain, with 2 CPUs.
3. Time to open a big game and list one unit's rolls. Aim: < 0.2 s.
4. (`--reload-only`) A second window's reload at each roll another console logs: the
   game read again into memory and its log checked, the whole log of the file (before)
   against the new copy walked on from the last copy's walk once the two copies are
   found equal up to it (`bench_reload`); and how long the file is held each way.

The big game is built once with a bulk path (rows and draws encoded like
`append_roll` and `console_faces` do, written in one transaction) and cached in
the temp folder; `Game.verify` on it doubles as a check that the bulk rows are
exactly what the store writes.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pairs import Pairs, machine_note  # noqa: E402

from ba_console.core.fair_dice import commitment, fair_faces  # noqa: E402
from ba_console.store import Effect, Factor, Game, RollDraft, RollSide, canonical_json  # noqa: E402
from ba_console.store.codec import ROLL_COLUMNS, encode_row, row_hash  # noqa: E402
from ba_console.store.draws import ConsoleDraw, draw_key, record_hash  # noqa: E402
from ba_console.store.schema import SCHEMA_VERSION  # noqa: E402
from ba_console.store.verify_parallel import (  # noqa: E402
    PARALLEL_MIN_ROWS,
    processes_for,
    usable_cpus,
)

SEED = bytes(range(32))
PACK = {"pack_toml": 'id = "bench"\n', "pack_id": "bench", "pack_hash": "b" * 64}
UNITS = 40
RARE = "rare"  # a unit in one roll of every 1000
CACHE = Path(tempfile.gettempdir()) / "ba_console_bench"


def new_game(path: Path) -> Game:
    game = Game.create(path, title="Bench", seed=SEED, dice_mode="both", **PACK)
    game.add_side("a", "A")
    game.add_side("b", "B")
    for number in range(UNITS):
        side = "a" if number % 2 else "b"
        game.add_unit(f"u{number}", f"Unit {number}", side=side, arm="infantry",
                      type="line", figures=36)  # fmt: skip
    game.add_unit(RARE, "Rare unit", side="a", arm="infantry", type="line", figures=36)
    return game


FACTORS = (
    Factor(key="charge", label="Attack at the charge", value=1, table="t08", column="attacker",
           rule="4.1.1"),
    Factor(key="flank", label="Flanking attack", value=3, table="t08", column="attacker",
           rule="4.1.8"),
    Factor(key="valour", label="Valour", value=0, table="t08", column="attacker", rule="5.5.1",
           auto=True),
)  # fmt: skip


def melee(game: Game, attacker: str, defender: str, disorder: tuple[str, str]) -> RollDraft:
    return RollDraft(
        kind="melee",
        sides=[
            RollSide(role="attacker", unit=attacker, dice_source="console",
                     faces=game.console_faces("melee", "attacker", 3), factors=FACTORS),
            RollSide(role="defender", unit=defender, dice_source="console",
                     faces=game.console_faces("melee", "defender", 3)),
        ],
        cell="t11: +3",
        outcome=None,
        effects=[
            Effect(unit=defender, what="disorder", from_=disorder[0], to=disorder[1]),
            Effect(unit=attacker, what="flag", to={"key": "attacked", "expires_after": 2}),
        ],
        note="benchmark roll",
    )  # fmt: skip


def bench_appends(folder: Path, count: int, rounds: int = 5) -> tuple[Pairs, Pairs]:
    """Durable appends through `Game.append_roll`, against raw sqlite3 doing the same writes.

    Each round starts a fresh game and a copy of it (the raw file: the same schema, indexes,
    triggers and rows), opened by plain sqlite3 with the same pragmas (WAL, synchronous
    FULL, foreign keys). Roll by roll, alternately: the store appends a melee (its
    statements traced, not timed), then the raw file runs those same writing statements
    (the roll row, its unit index, the draw uses, the unit and flag its effects change) in
    one transaction of its own. The reads an append makes (the roster it checks effects
    against, the log's head) are the store's overhead, as is its Python: validation,
    encoding, hashing. What the dialog does before (drawing the console dice, two durable
    writes per roll) is copied to the raw file untimed. A pair is a round: the raw file's
    time ÷ the store's (so the ratio is the store's speed as a fraction of raw sqlite3's);
    the second pairs are the processor time of the same (the work apart from the disk's)."""
    result, cpu = Pairs(), Pairs()
    for number in range(rounds):
        folder_round = folder / f"round{number}"
        folder_round.mkdir()
        path = folder_round / "appends.bagame"
        game = new_game(path)
        game._db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        raw_path = folder_round / "raw.bagame"
        shutil.copy(path, raw_path)
        raw = _raw_connection(raw_path)
        traced: list[str] = []
        game._db.conn.set_trace_callback(traced.append)
        state = {f"u{n}": "ordered" for n in range(UNITS)}
        store_time = raw_time = store_cpu = raw_cpu = 0.0
        for roll in range(count // rounds):
            attacker, defender = f"u{roll % UNITS}", f"u{(roll + 1) % UNITS}"
            after = "LD" if state[defender] == "ordered" else "ordered"
            draft = melee(game, attacker, defender, (state[defender], after))  # the dialog's
            state[defender] = after
            _replay(raw, _writes(traced))  # the draws the dialog wrote: not timed
            traced.clear()
            start, start_cpu = time.perf_counter(), time.process_time()
            game.append_roll(draft)
            store_time += time.perf_counter() - start
            store_cpu += time.process_time() - start_cpu
            writes = _writes(traced)
            traced.clear()
            start, start_cpu = time.perf_counter(), time.process_time()
            _replay(raw, writes)
            raw_time += time.perf_counter() - start
            raw_cpu += time.process_time() - start_cpu
        game._db.conn.set_trace_callback(None)
        raw.close()
        game.close()
        result.add(raw_time, store_time)
        cpu.add(raw_cpu, store_cpu)
    return result, cpu


def _writes(statements: list[str]) -> list[str]:
    """The writing statements of a traced transaction (its reads, BEGIN and COMMIT left out)."""
    return [s for s in statements if s.split(None, 1)[0].upper() in ("INSERT", "UPDATE", "DELETE")]


def _replay(conn: sqlite3.Connection, writes: list[str]) -> None:
    if not writes:
        return
    conn.execute("BEGIN")
    for statement in writes:
        conn.execute(statement)
    conn.execute("COMMIT")


INSERT_ROLL = (
    f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({', '.join('?' * len(ROLL_COLUMNS))})"
)


def _raw_connection(path: Path) -> sqlite3.Connection:
    """Plain sqlite3 on a copy of a game file, with the store's pragmas."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


HOLES = (
    ('"draw":1,', '"draw":%(na)s,'),
    ('"draw":2,', '"draw":%(nd)s,'),
    ("[1,1,1]", "[%(a)s]"),
    ("[2,2,2]", "[%(d)s]"),
    ('"natural":3', '"natural":%(an)s'),
    ('"total":7', '"total":%(at)s'),
    ('"natural":6', '"natural":%(dn)s'),
    ('"total":6', '"total":%(dt)s'),
    ('"UA"', '"%(ua)s"'),
    ('"UD"', '"%(ud)s"'),
)


def _sides_template() -> tuple[str, str]:
    """Canonical JSON of a melee's sides with the faces left as holes, checked against
    what `encode_row` writes, so the bulk rows are byte-identical to the store's."""
    attacker = RollSide(role="attacker", unit="UA", dice_source="console", faces=(1, 1, 1),
                        draw=1, factors=FACTORS)  # fmt: skip
    defender = RollSide(role="defender", unit="UD", dice_source="console", faces=(2, 2, 2),
                        draw=2)  # fmt: skip
    text = canonical_json([attacker.model_dump(mode="json"), defender.model_dump(mode="json")])
    text = text.replace("%", "%%")
    for old, new in HOLES:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text, canonical_json([])


BULK_TIME = "2025-06-18T18:30:00+00:00"
DRAW_TEMPLATE = (
    '{"after_roll":%(after)d,"count":3,"die_sides":6,"draw":%(draw)d,"faces":[%(faces)s],'
    '"kind":"melee","prev_hash":"%(prev)s","role":"%(role)s","time":"' + BULK_TIME + '"}'
)


def _draw(number: int, role: str, after: int, prev: str) -> tuple[tuple[int, ...], str, str]:
    """Faces, record and hash of console draw `number`, as `Game.console_draw` writes it."""
    faces = fair_faces(SEED, number, f"melee/{role}", 3, 6)
    record = DRAW_TEMPLATE % dict(
        after=after, draw=number, faces=",".join(map(str, faces)), prev=prev, role=role
    )
    return faces, record, record_hash(record)


def cached_big_game(rolls: int) -> Path:
    """The big game of `rolls` rolls in the temp folder, built once per schema version."""
    CACHE.mkdir(exist_ok=True)
    big = CACHE / f"big-{rolls}-schema{SCHEMA_VERSION}.bagame"
    if not big.exists():
        print(f"building {big} (once; cached)…", file=sys.stderr)
        partial = big.with_suffix(".partial")
        for leftover in CACHE.glob(f"{partial.name}*"):
            leftover.unlink()
        build_big_game(partial, rolls)
        partial.rename(big)
    return big


def build_big_game(path: Path, count: int) -> None:
    """A game with `count` console melee rolls, each using the two draws shown just
    before it (attacker, then defender), written in one transaction."""
    new_game(path).close()
    template, no_effects = _sides_template()
    rng = random.Random(1815)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")
    seed_commitment = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    prev_hash = draw_head = seed_commitment
    keys = {role: draw_key("melee", role, 3, 6) for role in ("attacker", "defender")}
    conn.execute("BEGIN")
    rows, units, draws, uses = [], [], [], []
    for sequence in range(1, count + 1):
        a_unit = RARE if sequence % 1000 == 0 else f"u{rng.randrange(UNITS)}"
        d_unit = f"u{rng.randrange(UNITS)}"
        if d_unit == a_unit:
            d_unit = f"u{(int(d_unit[1:]) + 1) % UNITS}"
        a_draw, d_draw = 2 * sequence - 1, 2 * sequence
        a_faces, record, a_hash = _draw(a_draw, "attacker", sequence - 1, draw_head)
        draws.append((a_draw, keys["attacker"], record, a_hash))
        d_faces, record, draw_head = _draw(d_draw, "defender", sequence - 1, a_hash)
        draws.append((d_draw, keys["defender"], record, draw_head))
        sides = template % dict(
            na=a_draw, nd=d_draw, a=",".join(map(str, a_faces)), d=",".join(map(str, d_faces)),
            an=sum(a_faces), at=sum(a_faces) + 4, dn=sum(d_faces), dt=sum(d_faces),
            ua=a_unit, ud=d_unit,
        )  # fmt: skip
        row = (sequence, BULK_TIME, 1 + sequence // 500, "melee", "melee", "melee",
               f'["{a_unit}","{d_unit}"]', sides, "t11: +3", 0, None, no_effects, "bulk roll",
               PACK["pack_hash"], None, None, d_draw, draw_head, prev_hash)  # fmt: skip
        prev_hash = row_hash(row)
        rows.append((*row, prev_hash))
        units += [(a_unit, sequence), (d_unit, sequence)]
        uses += [(a_draw, sequence), (d_draw, sequence)]
        if len(rows) == 50_000:
            _write_bulk(conn, rows, units, draws, uses)
            rows, units, draws, uses = [], [], [], []
            print(f"  built {sequence:,} rolls", file=sys.stderr, end="\r")
    _write_bulk(conn, rows, units, draws, uses)
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    print(file=sys.stderr)


def _write_bulk(conn: sqlite3.Connection, rows: list, units: list, draws: list, uses: list) -> None:
    conn.executemany(
        "INSERT INTO console_draws (draw, key, record, hash) VALUES (?, ?, ?, ?)", draws
    )
    conn.executemany(INSERT_ROLL, rows)
    conn.executemany("INSERT INTO roll_units VALUES (?, ?)", units)
    conn.executemany("INSERT INTO console_draw_uses (draw, sequence) VALUES (?, ?)", uses)


def check_bulk_encoding() -> None:
    """The bulk rows and draws must equal what encode_row and ConsoleDraw give."""
    template, no_effects = _sides_template()
    attacker = RollSide(role="attacker", unit="u1", dice_source="console", faces=(3, 4, 5),
                        draw=7, factors=FACTORS)  # fmt: skip
    defender = RollSide(role="defender", unit="u2", dice_source="console", faces=(1, 2, 6),
                        draw=8)  # fmt: skip
    row = encode_row(sequence=1, time="t", bound=1, phase="melee", sub_phase="melee",
                     kind="melee", units=("u1", "u2"), sides=(attacker, defender), cell=None,
                     outcome_typed=False, outcome=None, effects=(), note="", pack_hash="p",
                     voids=None, void_reason=None, prev_hash="x", last_draw=8,
                     draw_head="h")  # fmt: skip
    bulk = template % dict(na=7, nd=8, a="3,4,5", d="1,2,6", an=12, at=16, dn=9, dt=9, ua="u1",
                           ud="u2")  # fmt: skip
    assert row[7] == bulk and row[11] == no_effects
    prev = commitment(SEED)
    faces, record, digest = _draw(5, "defender", 2, prev)
    draw = ConsoleDraw(draw=5, time=BULK_TIME, kind="melee", role="defender", count=3,
                       die_sides=6, faces=faces, after_roll=2, prev_hash=prev, hash="")  # fmt: skip
    assert draw.record() == record and digest == record_hash(draw.record())


def bench_verify(game: Game, rolls: int, rounds: int) -> None:
    """Verify rates, serial and in parts, chain and seed, interleaved; medians printed."""
    processes = processes_for(rolls)
    rates: dict[tuple[str, int], list[float]] = {}
    for _ in range(rounds):
        for mode, seed in (("chain", None), ("seed", SEED)):
            serial = None
            for count in sorted({1, processes}):
                start = time.perf_counter()
                report = game.verify(seed, processes=count)
                elapsed = time.perf_counter() - start
                assert report.ok and report.rolls_checked == rolls, report.summary()
                assert report.draws_checked == 2 * rolls and not report.unused_draws
                if seed is not None:
                    assert report.console_rolls_checked == rolls, report.summary()
                assert serial is None or report == serial, "the parts differ from the walk"
                serial = report
                rates.setdefault((mode, count), []).append(rolls / elapsed)
    for mode, label in (("chain", "chain"), ("seed", "chain + every console die")):
        serial_rate = statistics.median(rates[mode, 1])
        parts_rate = statistics.median(rates[mode, processes])
        if processes == 1:
            parts = f"in parts: not used ({PARALLEL_MIN_ROWS:,} rows or 2 CPUs needed)"
        else:
            parts = (f"in parts, {processes} processes: {parts_rate:,.0f} rolls/s "
                     f"({rolls / parts_rate:.2f} s)")  # fmt: skip
        print(f"verify ({label}): serial {serial_rate:,.0f} rolls/s ({rolls / serial_rate:.2f} s);"
              f" {parts}" + (" (aim >= 100,000/s)" if mode == "chain" else ""))  # fmt: skip
    print(f"  ({rolls:,} rolls, {2 * rolls:,} console draws; median of {rounds} round"
          f"{'s' if rounds != 1 else ''}; {usable_cpus()} usable CPUs)")  # fmt: skip


def bench_reload(rolls: int, rounds: int) -> tuple[Pairs, Pairs]:
    """A second window on the big game while a console writes it: at each of that console's
    rolls it reads the game again into memory and checks the log (`LogCheck`). Before: the
    whole check, of the file; now: the check of the new copy, which walks only the new row
    after comparing the copy with the last one checked (`verify_parallel.carry_over`).
    Round by round (the order alternating): one roll logged, then the reload each way; a
    pair is now ÷ before. The first pairs are the whole reload (copy read + check), the
    second the time the file is held (before: the copy read and the check; now: the copy
    read alone). Each report must equal the whole check's."""
    from ba_console.store.game import check_copy, check_file
    from ba_console.store.verify_parallel import KeptWalk

    work = Path(tempfile.mkdtemp(dir=CACHE))
    path = work / "followed.bagame"
    shutil.copy(cached_big_game(rolls), path)
    reload, held = Pairs(), Pairs()
    kept = KeptWalk()
    try:
        with Game.open(path) as writer:

            def before() -> tuple[float, float, object]:
                start = time.perf_counter()
                with Game.open(path, read_only=True, in_memory=True):
                    report = check_file(path)[1]
                elapsed = time.perf_counter() - start
                return elapsed, elapsed, report

            def now() -> tuple[float, float, object]:
                start = time.perf_counter()
                with Game.open(path, read_only=True, in_memory=True) as copy:
                    read = time.perf_counter() - start
                    report = check_copy(copy.copy_for_check(), kept)[1]
                return time.perf_counter() - start, read, report

            now()  # the first check of a copy walks the whole log
            for number in range(rounds + 1):
                writer.append_roll(
                    RollDraft(
                        kind="melee",
                        sides=[  # typed: the cached game's seed is not this run's
                            RollSide(role=role, unit=f"u{n}", dice_source="typed", faces=(3, 4, 5))
                            for role, n in (("attacker", 1), ("defender", 2))
                        ],
                        cell="t11: +3",
                        note="reload bench",
                    )  # fmt: skip
                )
                if number % 2:
                    old_total, old_held, old = before()
                    new_total, new_held, new = now()
                else:
                    new_total, new_held, new = now()
                    old_total, old_held, old = before()
                assert old.ok and new == old and kept.rows_walked == 1, (old, kept.rows_walked)
                if number:  # the first round warms both ways up
                    reload.add(new_total, old_total)
                    held.add(new_held, old_held)
    finally:
        shutil.rmtree(work)
    return reload, held


def main() -> None:
    # Games made here keep their dice seeds in a folder of the run's, not the umpire's.
    os.environ.setdefault("BA_CONSOLE_DATA_DIR", tempfile.mkdtemp(prefix="ba-bench-"))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rolls", type=int, default=1_000_000, help="size of the big log")
    parser.add_argument("--appends", type=int, default=600, help="durable appends to time")
    parser.add_argument(
        "--append-rounds", type=int, default=6, help="rounds (pairs) the appends are cut in"
    )
    parser.add_argument(
        "--appends-only", action="store_true", help="stop after the durable appends (part 1)"
    )
    parser.add_argument(
        "--verify-only", action="store_true", help="only the verification rates (part 2)"
    )
    parser.add_argument(
        "--verify-rounds", type=int, default=1, help="rounds of verify runs (median shown)"
    )
    parser.add_argument(
        "--reload-only",
        action="store_true",
        help="only a second window's reload at each roll of a big game (--rolls 80000)",
    )
    parser.add_argument("--reload-rounds", type=int, default=7, help="reloads timed each way")
    args = parser.parse_args()
    check_bulk_encoding()
    CACHE.mkdir(exist_ok=True)
    if args.reload_only:
        reload, held = bench_reload(args.rolls, args.reload_rounds)
        print(f"a second window's reload after one roll ({args.rolls:,} rolls; {machine_note()}):")
        print("  " + reload.line("copy read + check walked on ÷ copy read + whole check"))
        print("  " + held.line("the file held: copy read ÷ copy read + whole check"))
        return
    if args.verify_only:
        with Game.open(cached_big_game(args.rolls), read_only=True) as game:
            bench_verify(game, args.rolls, args.verify_rounds)
        return
    work = Path(tempfile.mkdtemp(dir=CACHE))
    try:
        pairs, cpu = bench_appends(work, args.appends, args.append_rounds)
    finally:
        shutil.rmtree(work)
    per_round = args.appends // args.append_rounds
    print(
        f"durable appends (WAL, synchronous=FULL, one transaction each; {per_round} melees "
        f"a round, {machine_note()}; in this process, byte-code as this run's):"
    )
    print(
        "  "
        + pairs.line("raw sqlite3, same writes ÷ Game.append_roll", "≥ 0.8", "ms", 1000 / per_round)
        + " (times per roll)"
    )
    print("  " + cpu.line("the same in processor time", "", "ms", 1000 / per_round))
    if args.appends_only:
        return

    big = cached_big_game(args.rolls)

    start = time.perf_counter()
    game = Game.open(big)
    opened = time.perf_counter() - start
    rare = game.rolls(unit=RARE)
    listed_rare = time.perf_counter() - start
    start = time.perf_counter()
    page = game.rolls(unit="u7", newest_first=True, limit=100)
    count_u7 = game.roll_count(unit="u7")
    page_time = time.perf_counter() - start
    start = time.perf_counter()
    every_u7 = game.rolls(unit="u7")
    all_u7 = time.perf_counter() - start
    print(f"open {args.rolls:,}-roll game: {opened * 1000:.1f} ms; open + list a unit's "
          f"{len(rare):,} rolls: {listed_rare * 1000:.1f} ms (aim < 200 ms)")  # fmt: skip
    print(f"a busy unit ({count_u7:,} rolls): newest page of {len(page)} + count "
          f"{page_time * 1000:.1f} ms; all {len(every_u7):,} decoded {all_u7:.2f} s")  # fmt: skip

    bench_verify(game, args.rolls, args.verify_rounds)
    game.close()


if __name__ == "__main__":
    main()
