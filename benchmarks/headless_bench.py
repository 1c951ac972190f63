"""Headless commands: what they cost beyond Python itself, and verify beyond its hashing.

Run:  python benchmarks/headless_bench.py [--pairs 7] [--no-cached] [--rolls 200000]
                                          [--tree A [--tree B]] [--skip-verify]

1. Start-up of the headless commands, each a fresh process started as the installed
   `ba-console` script starts, against a bare `python -c pass`, run alternately (see
   `pairs.py`): `resolve` of the example melee (aim: ≤ 3× bare Python), `verify` and
   `export` (CSV) of the demo game, and `pack list`. Every command's output is checked
   once, so a failing command is not timed as a quick one. With `--tree` given twice, the
   two checkouts run in the same rounds, the bare Python between them.
2. `Game.verify()` of a big log (`--rolls` rolls with two console draws each, built once
   by `store_bench.py` and cached in the temp folder), against a raw loop over the same
   bytes: the same rows read by sqlite3 and hashed with SHA-256 (each roll's hashed body
   as the store encodes it, and each draw's record), checking each hash and the chain.
   Alternated in one process. Aim: ≤ 1.2. Twice: verify in one process, and verify as
   `ba-console verify` runs it (from 100,000 rolls its parts are checked by several
   processes at once, as many as the machine lends); the raw loop is always one process,
   and the load average is printed, as a busy machine lends no second core. This part
   runs the checkout the script is in, whatever `--tree` says: to compare two checkouts,
   run each one's own script with `--only-verify`, alternating.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from pairs import (  # noqa: E402
    ROOT,
    alternate,
    bytecode_note,
    child_env,
    compile_tree,
    machine_note,
    time_process,
)

CONSOLE = "import sys; from ba_console.__main__ import main; sys.exit(main())"
SITUATION = ROOT / "examples" / "situations" / "melee_typed_outcome.json"


def commands(tmp: Path) -> dict[str, list[str]]:
    game = tmp / "demo.bagame"
    return {
        "resolve": ["resolve", str(SITUATION)],
        "verify": ["verify", str(game)],
        "export": ["export", str(game), "-o", str(tmp / "log.csv"), "--format", "csv", "--force"],
        "pack list": ["pack", "list"],
    }


def bench_commands(trees: list[Path], pairs: int, cached: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        envs = [child_env(tmp, tree, cached) for tree in trees]
        if cached:
            for env, tree in zip(envs, trees, strict=True):
                compile_tree(env, tree)
        bare_env = envs[0]
        subprocess.run(
            [sys.executable, "-c", CONSOLE, "new", str(tmp / "demo.bagame"), "--demo"],
            env=envs[0],
            cwd=tmp,
            check=True,
            capture_output=True,
        )
        for env in envs:  # each works, and its byte-code is cached
            for args in commands(tmp).values():
                time_process([sys.executable, "-c", CONSOLE, *args], env, tmp)

        def bare() -> float:
            return time_process([sys.executable, "-c", "pass"], bare_env, tmp)

        print(f"headless commands ÷ bare `python -c pass`; {machine_note()}")
        print(bytecode_note(bare_env, trees[0]))
        for name, args in commands(tmp).items():
            for env, tree in zip(envs, trees, strict=True):

                def command(env: dict[str, str] = env, args: list[str] = args) -> float:
                    return time_process([sys.executable, "-c", CONSOLE, *args], env, tmp)

                result = alternate(command, bare, pairs)
                aim = "≤ 3" if name == "resolve" else ""
                where = f" [{tree}]" if len(trees) > 1 else ""
                print("  " + result.line(f"{name} ÷ python -c pass", aim) + where)


def raw_hashing(path: Path) -> float:
    """Seconds to read every roll and draw with sqlite3 and check each SHA-256 and the chain."""
    from ba_console.store.codec import ROLL_COLUMNS, body_text

    start = time.perf_counter()
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    previous = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    for row in conn.execute(f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls ORDER BY sequence"):
        digest = hashlib.sha256(body_text(row).encode("utf-8")).hexdigest()
        if row[18] != previous or row[19] != digest:
            raise SystemExit(f"row {row[0]} does not hash as stored")
        previous = digest
    for record, stored in conn.execute("SELECT record, hash FROM console_draws ORDER BY draw"):
        if hashlib.sha256(record.encode("utf-8")).hexdigest() != stored:
            raise SystemExit("a draw does not hash as stored")
    conn.close()
    return time.perf_counter() - start


def bench_verify(rolls: int, pairs: int) -> None:
    sys.path.insert(0, str(ROOT))
    from store_bench import cached_big_game

    from ba_console.store import Game
    from ba_console.store.verify_parallel import processes_for

    path = cached_big_game(rolls)

    def verify(processes: int | None) -> float:
        start = time.perf_counter()
        # Opened as `ba-console verify` opens it: its walk reads every page itself.
        with Game.open(path, read_only=True, check_pages=False) as game:
            report = game.verify(processes=processes)
        elapsed = time.perf_counter() - start
        if not report.ok or report.rolls_checked != rolls:
            raise SystemExit(report.summary())
        return elapsed

    result = alternate(lambda: verify(1), lambda: raw_hashing(path), pairs)
    print(
        f"verify of {rolls:,} rolls and {2 * rolls:,} draws, in this process"
        f" (the checkout of this script: {ROOT}); load {os.getloadavg()[0]:.1f}"
    )
    print("  " + result.line("Game.verify, one process ÷ raw loop", "≤ 1.2", "s", 1))
    # As `ba-console verify` runs it: its default route for a log of this size (parts
    # checked by several processes from 100,000 rows, as many as the machine lends).
    default = processes_for(rolls)
    if default > 1:
        result = alternate(lambda: verify(None), lambda: raw_hashing(path), pairs)
        label = f"Game.verify, its default ({default} processes) ÷ raw loop (one)"
        print("  " + result.line(label, "≤ 1.2", "s", 1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=7, help="pairs of runs, at least 5")
    parser.add_argument("--no-cached", action="store_true", help="compile at each start")
    parser.add_argument("--rolls", type=int, default=200_000, help="rolls of the verified log")
    parser.add_argument("--tree", type=Path, action="append", help="run from this checkout")
    parser.add_argument("--skip-verify", action="store_true", help="only the commands")
    parser.add_argument("--only-verify", action="store_true", help="only the verify ratio")
    args = parser.parse_args()
    trees = [tree.resolve() for tree in args.tree or [ROOT]]
    if not args.only_verify:
        bench_commands(trees, args.pairs, not args.no_cached)
    if not args.skip_verify:
        bench_verify(args.rolls, args.pairs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
