"""Figures for the game store: durable appends, verification rate, opening a big log.

Run:  python benchmarks/store_bench.py [--rolls 1000000] [--appends 600] [--appends-only]
                                      [--verify-only] [--verify-rounds 1]

1. Durable roll appends per second through `Game.append_roll` (each a transaction
   with synchronous=FULL: validation, binding both console sides to their pending
   draws, hash, roll row, unit index, draw uses, two effects), against raw sqlite3
   inserts of the same rows with the same pragmas, one transaction each: into a
   bare table, and into the game's own schema (with its indexes, the unit index and
   the draw uses), interleaved roll by roll so that the disk's slow and fast moments
   hit all three alike. (Timed in blocks instead, the raw inserts ran as a tight loop of
   commits to one file, which this disk serves 5-12% faster than commits that alternate
   with other writes, as the store's do with the dialog's draws: that favoured the
   baseline, and the ratio swung from 0.35 to 0.66.) Aim: ratio >= 0.5. fsync times on
   the disk vary, so the ratio still moves from run to run; run it a few times.
   Drawing the console dice (`console_faces`, two durable writes per roll) is the
   dialog's work and not timed. An append commits ~8.7 pages (the row, its two
   indexes, the unit index, the draw uses, the unit and the flag its effects change,
   the flag index), the bare insert one; each round starts a fresh game, whose log
   file grows (a dearer fsync) until the first checkpoint, ~75 rolls in, as at the
   start of every session.
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

The big game is built once with a bulk path (rows and draws encoded like
`append_roll` and `console_faces` do, written in one transaction) and cached in
the temp folder; `Game.verify` on it doubles as a check that the bulk rows are
exactly what the store writes.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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


def bench_appends(folder: Path, count: int, rounds: int = 3) -> tuple[float, float, float]:
    """Durable appends/s through the store, and raw sqlite3 inserts/s of the same rows: into
    a bare table, and into the game file's own schema (rolls with its indexes, the unit
    index, the draw uses). Interleaved roll by roll (the store's append, then the same row
    into each raw file), each timed alone, so that the disk's slow and fast moments hit
    the three alike; each round starts three fresh files."""
    times = [0.0, 0.0, 0.0]  # store, bare table, game schema
    done = 0
    for number in range(rounds):
        folder_round = folder / f"round{number}"
        folder_round.mkdir()
        path = folder_round / "appends.bagame"
        game = new_game(path)
        bare = _raw_connection(folder_round / "bare.db", None)
        schema = _raw_connection(folder_round / "schema.db", path)
        state = {f"u{n}": "ordered" for n in range(UNITS)}
        for roll in range(count // rounds):
            attacker, defender = f"u{roll % UNITS}", f"u{(roll + 1) % UNITS}"
            after = "LD" if state[defender] == "ordered" else "ordered"
            draft = melee(game, attacker, defender, (state[defender], after))  # the dialog's
            state[defender] = after
            start = time.perf_counter()
            sequence = game.append_roll(draft).sequence
            times[0] += time.perf_counter() - start
            row, units, uses = _written(game, sequence, schema)  # not timed
            for which, conn, involved in ((1, bare, ([], [])), (2, schema, (units, uses))):
                start = time.perf_counter()
                _raw_insert(conn, row, *involved)
                times[which] += time.perf_counter() - start
            done += 1
        for conn in (bare, schema):
            conn.close()
        game.close()
    return done / times[0], done / times[1], done / times[2]


def _written(game: Game, sequence: int, schema: sqlite3.Connection | None = None) -> tuple:
    """The roll row `sequence`, its unit index rows and draw uses, read back from the store;
    with `schema`, the draws it uses are copied there first (the dialog's writes, as the
    store's `console_faces`: not timed)."""
    conn = game._db.conn
    row = conn.execute(
        f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls WHERE sequence = ?", [sequence]
    ).fetchone()
    units = conn.execute("SELECT unit, sequence FROM roll_units WHERE sequence = ?", [sequence])
    uses = conn.execute(
        "SELECT draw, sequence FROM console_draw_uses WHERE sequence = ?", [sequence]
    ).fetchall()
    if schema is not None:
        draws = conn.execute(
            f"SELECT * FROM console_draws WHERE draw IN ({', '.join('?' * len(uses))})",
            [use[0] for use in uses],
        ).fetchall()
        schema.executemany(f"INSERT INTO console_draws VALUES ({', '.join('?' * 4)})", draws)
    return row, units.fetchall(), uses


INSERT_ROLL = (
    f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({', '.join('?' * len(ROLL_COLUMNS))})"
)


def _raw_connection(path: Path, schema_from: Path | None) -> sqlite3.Connection:
    """A raw sqlite3 file with the store's pragmas: a bare table of the roll columns, or
    (`schema_from`) the game's own log tables and indexes, with its pack row."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    if schema_from is None:
        conn.execute(f"CREATE TABLE rolls ({', '.join(f'{n} ANY' for n in ROLL_COLUMNS)})")
        return conn
    source = sqlite3.connect(schema_from)
    tables = ("packs", "rolls", "roll_units", "console_draws", "console_draw_uses")
    for (sql,) in source.execute(
        "SELECT sql FROM sqlite_master WHERE tbl_name IN (?, ?, ?, ?, ?) AND sql IS NOT NULL "
        "AND type IN ('table', 'index') ORDER BY type DESC",
        tables,
    ):
        conn.execute(sql)
    packs = source.execute("SELECT * FROM packs").fetchall()
    conn.executemany(f"INSERT INTO packs VALUES ({', '.join('?' * len(packs[0]))})", packs)
    source.close()
    return conn


def _raw_insert(conn: sqlite3.Connection, row: tuple, units: list, uses: list) -> None:
    conn.execute("BEGIN")
    conn.execute(INSERT_ROLL, row)
    if units:
        conn.executemany("INSERT INTO roll_units VALUES (?, ?)", units)
    if uses:
        conn.executemany("INSERT INTO console_draw_uses VALUES (?, ?)", uses)
    conn.execute("COMMIT")


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rolls", type=int, default=1_000_000, help="size of the big log")
    parser.add_argument("--appends", type=int, default=600, help="durable appends to time")
    parser.add_argument(
        "--appends-only", action="store_true", help="stop after the durable appends (part 1)"
    )
    parser.add_argument(
        "--verify-only", action="store_true", help="only the verification rates (part 2)"
    )
    parser.add_argument(
        "--verify-rounds", type=int, default=1, help="rounds of verify runs (median shown)"
    )
    args = parser.parse_args()
    check_bulk_encoding()
    CACHE.mkdir(exist_ok=True)
    if args.verify_only:
        with Game.open(cached_big_game(args.rolls), read_only=True) as game:
            bench_verify(game, args.rolls, args.verify_rounds)
        return
    work = Path(tempfile.mkdtemp(dir=CACHE))
    try:
        store_rate, bare_rate, schema_rate = bench_appends(work, args.appends)
    finally:
        shutil.rmtree(work)
    print(f"durable appends (synchronous=FULL, one transaction each): store {store_rate:,.0f}/s")
    print(f"  raw sqlite3, same rows into a bare table: {bare_rate:,.0f}/s, "
          f"ratio {store_rate / bare_rate:.2f} (aim >= 0.5)")  # fmt: skip
    print(f"  raw sqlite3, same rows into the game's schema: {schema_rate:,.0f}/s, "
          f"ratio {store_rate / schema_rate:.2f}")  # fmt: skip
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
