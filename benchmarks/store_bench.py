"""Figures for the game store: durable appends, verification rate, opening a big log.

Run:  python benchmarks/store_bench.py [--rolls 1000000] [--appends 600]

1. Durable roll appends per second through `Game.append_roll` (each a transaction
   with synchronous=FULL: validation, console dice check, hash, roll row, unit
   index, two effects), against raw sqlite3 inserts of the same rows with the same
   pragmas, one transaction each: into a bare table, and into the game's own schema
   (with its indexes and the unit index). Aim: ratio >= 0.5. fsync times on the
   disk vary, so the ratio moves by ±0.1 from run to run.
2. Verification rate of a big log, without and with the seed. Aim: >= 100,000/s.
3. Time to open a big game and list one unit's rolls. Aim: < 0.2 s.

The big game is built once with a bulk path (rows encoded like `append_roll`
does, written in one transaction) and cached in the temp folder; `Game.verify`
on it doubles as a check that the bulk rows are exactly what the store writes.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ba_console.core.fair_dice import fair_faces  # noqa: E402
from ba_console.store import Effect, Factor, Game, RollDraft, RollSide, canonical_json  # noqa: E402
from ba_console.store.rolls import ROLL_COLUMNS, encode_row, row_hash  # noqa: E402

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
    a bare table, and into the game file's own schema (rolls with its indexes, unit index).
    The three alternate in rounds, so a slow patch of the disk hits them alike."""
    store_time = bare_time = schema_time = 0.0
    for number in range(rounds):
        folder_round = folder / f"round{number}"
        folder_round.mkdir()
        elapsed, rows, units, path = _store_appends(folder_round, count // rounds)
        store_time += elapsed
        bare_time += _raw_time(folder_round / "bare.db", rows, [[] for _ in rows], None)
        schema_time += _raw_time(folder_round / "schema.db", rows, units, path)
    done = rounds * (count // rounds)
    return done / store_time, done / bare_time, done / schema_time


def _store_appends(folder: Path, count: int) -> tuple[float, list, list, Path]:
    path = folder / "appends.bagame"
    game = new_game(path)
    state = {f"u{n}": "ordered" for n in range(UNITS)}
    elapsed = 0.0
    for number in range(count):
        attacker, defender = f"u{number % UNITS}", f"u{(number + 1) % UNITS}"
        after = "LD" if state[defender] == "ordered" else "ordered"
        draft = melee(game, attacker, defender, (state[defender], after))  # the dialog's work
        start = time.perf_counter()
        game.append_roll(draft)
        elapsed += time.perf_counter() - start
        state[defender] = after
    rows = list(game._db.execute(f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls ORDER BY 1"))
    units = [
        list(game._db.execute("SELECT unit, sequence FROM roll_units WHERE sequence = ?", [r[0]]))
        for r in rows
    ]
    game.close()
    return elapsed, rows, units, path


def _raw_time(path: Path, rows: list, units: list, schema_from: Path | None) -> float:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    if schema_from is None:
        conn.execute(f"CREATE TABLE rolls ({', '.join(f'{n} ANY' for n in ROLL_COLUMNS)})")
    else:
        source = sqlite3.connect(schema_from)
        tables = ("packs", "rolls", "roll_units")
        for (sql,) in source.execute(
            "SELECT sql FROM sqlite_master WHERE tbl_name IN (?, ?, ?) AND sql IS NOT NULL "
            "AND type IN ('table', 'index') ORDER BY type DESC",
            tables,
        ):
            conn.execute(sql)
        conn.executemany("INSERT INTO packs VALUES (?, ?, ?, ?, ?)", source.execute(
            "SELECT * FROM packs"))  # fmt: skip
        source.close()
    insert = f"INSERT INTO rolls VALUES ({', '.join('?' for _ in ROLL_COLUMNS)})"
    start = time.perf_counter()
    for row, involved in zip(rows, units, strict=True):
        conn.execute("BEGIN")
        conn.execute(insert, row)
        if involved:
            conn.executemany("INSERT INTO roll_units VALUES (?, ?)", involved)
        conn.execute("COMMIT")
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed


HOLES = (
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
                        factors=FACTORS)  # fmt: skip
    defender = RollSide(role="defender", unit="UD", dice_source="console", faces=(2, 2, 2))
    text = canonical_json([attacker.model_dump(mode="json"), defender.model_dump(mode="json")])
    text = text.replace("%", "%%")
    for old, new in HOLES:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text, canonical_json([])


def build_big_game(path: Path, count: int) -> None:
    """A game with `count` console melee rolls, written in one transaction."""
    new_game(path).close()
    template, no_effects = _sides_template()
    rng = random.Random(1815)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")
    commitment = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    insert = f"INSERT INTO rolls VALUES ({', '.join('?' for _ in ROLL_COLUMNS)})"
    prev_hash = commitment
    conn.execute("BEGIN")
    rows, units = [], []
    for sequence in range(1, count + 1):
        a_unit = RARE if sequence % 1000 == 0 else f"u{rng.randrange(UNITS)}"
        d_unit = f"u{rng.randrange(UNITS)}"
        if d_unit == a_unit:
            d_unit = f"u{(int(d_unit[1:]) + 1) % UNITS}"
        a_faces = fair_faces(SEED, sequence, "melee/attacker", 3, 6)
        d_faces = fair_faces(SEED, sequence, "melee/defender", 3, 6)
        sides = template % dict(
            a=",".join(map(str, a_faces)), d=",".join(map(str, d_faces)),
            an=sum(a_faces), at=sum(a_faces) + 4, dn=sum(d_faces), dt=sum(d_faces),
            ua=a_unit, ud=d_unit,
        )  # fmt: skip
        row = (sequence, "2025-06-18T18:30:00+00:00", 1 + sequence // 500, "melee", "melee",
               "melee", f'["{a_unit}","{d_unit}"]', sides, "t11: +3", 0, None, no_effects,
               "bulk roll", PACK["pack_hash"], None, None, prev_hash)  # fmt: skip
        prev_hash = row_hash(row)
        rows.append((*row, prev_hash))
        units += [(a_unit, sequence), (d_unit, sequence)]
        if len(rows) == 50_000:
            conn.executemany(insert, rows)
            conn.executemany("INSERT INTO roll_units VALUES (?, ?)", units)
            rows, units = [], []
            print(f"  built {sequence:,} rolls", file=sys.stderr, end="\r")
    conn.executemany(insert, rows)
    conn.executemany("INSERT INTO roll_units VALUES (?, ?)", units)
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    print(file=sys.stderr)


def check_bulk_encoding() -> None:
    """The bulk rows must equal what encode_row gives for the same roll."""
    template, no_effects = _sides_template()
    attacker = RollSide(role="attacker", unit="u1", dice_source="console", faces=(3, 4, 5),
                        factors=FACTORS)  # fmt: skip
    defender = RollSide(role="defender", unit="u2", dice_source="console", faces=(1, 2, 6))
    row = encode_row(sequence=1, time="t", bound=1, phase="melee", sub_phase="melee",
                     kind="melee", units=("u1", "u2"), sides=(attacker, defender), cell=None,
                     outcome_typed=False, outcome=None, effects=(), note="", pack_hash="p",
                     voids=None, void_reason=None, prev_hash="x")  # fmt: skip
    bulk = template % dict(a="3,4,5", d="1,2,6", an=12, at=16, dn=9, dt=9, ua="u1", ud="u2")
    assert row[7] == bulk and row[11] == no_effects


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rolls", type=int, default=1_000_000, help="size of the big log")
    parser.add_argument("--appends", type=int, default=600, help="durable appends to time")
    args = parser.parse_args()
    check_bulk_encoding()
    CACHE.mkdir(exist_ok=True)
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

    big = CACHE / f"big-{args.rolls}.bagame"
    if not big.exists():
        print(f"building {big} (once; cached)…", file=sys.stderr)
        partial = big.with_suffix(".partial")
        for leftover in CACHE.glob(f"{partial.name}*"):
            leftover.unlink()
        build_big_game(partial, args.rolls)
        partial.rename(big)

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

    start = time.perf_counter()
    report = game.verify()
    elapsed = time.perf_counter() - start
    assert report.ok, report.summary()
    print(f"verify (chain): {report.rolls_checked / elapsed:,.0f} rolls/s "
          f"({elapsed:.2f} s; aim >= 100,000/s)")  # fmt: skip
    start = time.perf_counter()
    report = game.verify(SEED)
    elapsed = time.perf_counter() - start
    assert report.ok and report.console_rolls_checked == args.rolls, report.summary()
    print(f"verify (chain + every console die): {report.rolls_checked / elapsed:,.0f} rolls/s "
          f"({elapsed:.2f} s)")  # fmt: skip
    game.close()


if __name__ == "__main__":
    main()
