"""What proving the state costs: `verify` with the replay of the state ÷ the chain alone.

Run:  python benchmarks/replay_verify.py [--rolls 200000] [--pairs 5] [--processes N]

The game: 40 units, `--rolls` rows (default 200,000) of which one in 500 is a bound's
start and the rest console melees with their effects, as a club's log has them: the
defender's disorder changes, it loses a figure (down to 5), the attacker gets a flag that
expires with the bound; each bound starts with a `bound_started` row removing the expired
flags, and the phase's move is an entry of the state journal. It is built once with a bulk
path (rows encoded by `codec.encode_row`, draws as `Game.console_draw` writes them, journal
entries by `journal.entry_hash`, the final state written to the tables) and cached in the
temp folder; it must verify with its state proven, which checks that the bulk rows are
what the store writes.

Timed: `Game.verify()` as the CLI runs it (the chain, the state journal and every roll's
effects replayed, every state table compared) against `Game.verify(state=False)` (the
chain and ledger alone, as before the journal), on one open read-only game, alternating
the two in each pair (which goes first alternates too), after one untimed run of each.
Printed: both medians, and the ratio replay-verify ÷ chain verify of each pair, its median
and spread (min-max). Modules are imported (and their byte-code compiled or read from
__pycache__) before the first timed run, so import time is in neither figure.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from store_bench import FACTORS, UNITS, _draw, new_game  # noqa: E402

from ba_console.store import Effect, Game, RollSide  # noqa: E402
from ba_console.store.codec import ROLL_COLUMNS, canonical_json, encode_row  # noqa: E402
from ba_console.store.draws import draw_key  # noqa: E402
from ba_console.store.journal import ENTRY_COLUMNS, entry_hash  # noqa: E402
from ba_console.store.schema import SCHEMA_VERSION  # noqa: E402

CACHE = Path(tempfile.gettempdir()) / "ba_console_bench"
BOUND_ROWS = 500
TIME = "2025-06-18T18:30:00+00:00"
DISORDERS = ("ordered", "LD", "MD")


def cached_game(rolls: int) -> Path:
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"replay-{rolls}-schema{SCHEMA_VERSION}.bagame"
    if not path.exists():
        print(f"building {path} (once; cached)…", file=sys.stderr)
        partial = path.with_suffix(".partial")
        for leftover in CACHE.glob(f"{partial.name}*"):
            leftover.unlink()
        build(partial, rolls)
        partial.rename(path)
    return path


def build(path: Path, count: int) -> None:
    game = new_game(path)
    pack_hash = game.info.pack_hash
    game.close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")
    commitment = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    entry, journal_head = conn.execute(
        "SELECT entry, hash FROM state_log ORDER BY entry DESC LIMIT 1"
    ).fetchone()
    units = [f"u{number}" for number in range(UNITS)]
    figures = dict.fromkeys(units, 36)
    disorder = dict.fromkeys(units, "ordered")
    flags: dict[int, tuple[str, int, int]] = {}  # id → unit, set in bound, roll
    top = 0  # the largest flag id: SQLite gives a new row one more
    phase = {"bound": 1, "phase": "ordering"}
    prev_hash, draw, draw_head = commitment, 0, None
    rows, entries, draws, uses, unit_rows = [], [], [], [], []
    keys = {role: draw_key("melee", role, 3, 6) for role in ("attacker", "defender")}
    conn.execute("BEGIN")
    bound = 0
    for sequence in range(1, count + 1):
        if (sequence - 1) % BOUND_ROWS == 0:  # a bound begins: expired flags go, the phase moves
            bound += 1
            expired = {i: f for i, f in flags.items() if f[1] < bound}
            effects = [
                Effect(unit=unit, what="flag", **{"from": {"key": "attacked", "expires_after": b}})
                for unit, b, _ in expired.values()
            ]
            for number in expired:
                del flags[number]
            top = max(flags, default=0)
            row = encode_row(
                sequence=sequence, time=TIME, bound=bound, phase="ordering", sub_phase=None,
                kind="bound_started", units=tuple(dict.fromkeys(e.unit for e in effects)),
                sides=(), cell=None, outcome_typed=False, outcome=None, effects=effects,
                note=f"Bound {bound} began", pack_hash=pack_hash, voids=None, void_reason=None,
                prev_hash=prev_hash, last_draw=draw or None, draw_head=draw_head,
            )  # fmt: skip
            unit_rows += [(unit, sequence) for unit in dict.fromkeys(e.unit for e in effects)]
            rows.append(row)
            prev_hash = row[-1]
            new = {"bound": bound, "phase": "melee"}
            changed = [name for name in new if phase[name] != new[name]]
            record = canonical_json({"ops": [{"op": "update", "table": "phase_state", "key": [1],
                                     "from": {n: phase[n] for n in changed},
                                     "to": {n: new[n] for n in changed}}]})  # fmt: skip
            phase = new
            entry += 1
            values = (entry, sequence, prev_hash, TIME, "phase_set", record, journal_head)
            journal_head = entry_hash(*values)
            entries.append((*values, journal_head))
            continue
        attacker = units[(sequence * 7) % UNITS]
        defender = units[(sequence * 13 + 1) % UNITS]
        if defender == attacker:
            defender = units[(units.index(attacker) + 1) % UNITS]
        sides = []
        for role, unit in (("attacker", attacker), ("defender", defender)):
            faces, record, digest = _draw(draw + 1, role, sequence - 1, draw_head or commitment)
            draw, draw_head = draw + 1, digest
            draws.append((draw, keys[role], record, digest))
            uses.append((draw, sequence))
            factors = FACTORS if role == "attacker" else ()
            sides.append(RollSide(role=role, unit=unit, dice_source="console", faces=faces,
                                  draw=draw, factors=factors))  # fmt: skip
        was = disorder[defender]
        disorder[defender] = DISORDERS[(DISORDERS.index(was) + 1) % 3]
        effects = [Effect(unit=defender, what="disorder", **{"from": was}, to=disorder[defender])]
        if figures[defender] > 5:
            figures[defender] -= 1
            lost = {"from": figures[defender] + 1, "to": figures[defender]}
            effects.append(Effect(unit=defender, what="figures", **lost))
        effects.append(Effect(unit=attacker, what="flag",
                              to={"key": "attacked", "expires_after": bound}))  # fmt: skip
        top += 1
        flags[top] = (attacker, bound, sequence)
        row = encode_row(
            sequence=sequence, time=TIME, bound=bound, phase="melee", sub_phase=None,
            kind="melee", units=(attacker, defender), sides=sides, cell="t11: +3",
            outcome_typed=False, outcome=None, effects=effects, note="bench roll",
            pack_hash=pack_hash, voids=None, void_reason=None, prev_hash=prev_hash,
            last_draw=draw, draw_head=draw_head,
        )  # fmt: skip
        prev_hash = row[-1]
        rows.append(row)
        unit_rows += [(attacker, sequence), (defender, sequence)]
        if len(rows) >= 20_000:
            _write(conn, rows, entries, draws, uses, unit_rows)
            rows, entries, draws, uses, unit_rows = [], [], [], [], []
            print(f"  built {sequence:,} rows", file=sys.stderr, end="\r")
    _write(conn, rows, entries, draws, uses, unit_rows)
    for unit in units:
        conn.execute("UPDATE units SET figures = ?, disorder = ? WHERE key = ?",
                     (figures[unit], disorder[unit], unit))  # fmt: skip
    conn.executemany(
        "INSERT INTO flags (id, unit, key, set_bound, expires_after, roll) VALUES "
        "(?, ?, 'attacked', ?, ?, ?)",
        [(i, unit, b, b, roll) for i, (unit, b, roll) in flags.items()],
    )
    conn.execute("UPDATE phase_state SET bound = ?, phase = 'melee'", (phase["bound"],))
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    print(file=sys.stderr)


def _write(conn, rows, entries, draws, uses, unit_rows) -> None:
    conn.executemany("INSERT INTO console_draws (draw, key, record, hash) VALUES (?, ?, ?, ?)",
                     draws)  # fmt: skip
    marks = ", ".join("?" * len(ROLL_COLUMNS))
    conn.executemany(f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({marks})", rows)
    conn.executemany("INSERT INTO roll_units VALUES (?, ?)", unit_rows)
    conn.executemany("INSERT INTO console_draw_uses (draw, sequence) VALUES (?, ?)", uses)
    marks = ", ".join("?" * len(ENTRY_COLUMNS))
    conn.executemany(f"INSERT INTO state_log ({', '.join(ENTRY_COLUMNS)}) VALUES ({marks})",
                     entries)  # fmt: skip


def timed(call) -> float:
    start = time.perf_counter()
    report = call()
    elapsed = time.perf_counter() - start
    if not report.ok:
        raise SystemExit(f"the benchmark game does not verify: {report.summary()}")
    return elapsed


def arguments(description: str) -> argparse.Namespace:
    """The options of the verify benchmarks: --rolls, --pairs (at least 5), --processes."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--rolls", type=int, default=200_000)
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument(
        "--processes", type=int, default=None, help="verify's processes (default: the CLI's)"
    )
    args = parser.parse_args()
    if args.pairs < 5:
        parser.error("--pairs: at least 5")
    return args


def main() -> None:
    args = arguments(__doc__.splitlines()[0])
    path = cached_game(args.rolls)
    with Game.open(path, read_only=True) as game:
        report = game.verify(processes=args.processes)
        if not (report.ok and report.state_checked):
            raise SystemExit(f"the benchmark game does not prove its state: {report.summary()}")
        entries = report.journal_entries
        replay = lambda: game.verify(processes=args.processes)  # noqa: E731
        chain = lambda: game.verify(processes=args.processes, state=False)  # noqa: E731
        timed(chain)  # untimed warm-up of each (page cache, workers' first start)
        chains, replays, ratios = [], [], []
        for pair in range(args.pairs):
            if pair % 2:
                r, c = timed(replay), timed(chain)
            else:
                c, r = timed(chain), timed(replay)
            chains.append(c)
            replays.append(r)
            ratios.append(r / c)
            print(f"  pair {pair + 1}: chain {c:.2f} s, replay-verify {r:.2f} s, ratio {r / c:.2f}",
                  file=sys.stderr)  # fmt: skip
    rows = json.dumps(args.rolls)
    print(f"game: {rows} rows, {entries} state journal entries ({path.name})")
    print("byte-code: modules imported before the first timed run (not timed)")
    print(f"chain verify (state=False): median {statistics.median(chains):.2f} s")
    print(f"replay-verify (the CLI's verify): median {statistics.median(replays):.2f} s")
    print(
        f"replay-verify ÷ chain verify: median {statistics.median(ratios):.2f}, "
        f"spread {min(ratios):.2f}-{max(ratios):.2f} over {args.pairs} alternating pairs"
    )


if __name__ == "__main__":
    main()
