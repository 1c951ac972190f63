"""What proving the file beside the log costs: `verify` with ÷ without `check._prove_derived`.

Run:  python benchmarks/derived_verify.py [--rolls 200000] [--pairs 5] [--processes N]

`_prove_derived` (issue 16's hostile test) proves what `verify` did not: every pack copy
gives its hash (`derived.pack_copy_problem`), the index of each unit's rolls is the log's
(`derived.unit_index_problem`), and SQLite's integrity check passes. The game is
`replay_verify.py`'s (40 units, `--rolls` rows, cached in the temp folder). Timed: the
CLI's `Game.verify()` as it is, against the same with `_prove_derived` left out, on one
open read-only game, alternating the two in each pair (which goes first alternates too),
after one untimed run of each. Printed: both medians, and the ratio with ÷ without of
each pair, its median and spread (min-max). Modules are imported (byte-code compiled or
read from __pycache__) before the first timed run, so import time is in neither figure.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from replay_verify import arguments, cached_game, timed  # noqa: E402

from ba_console.store import Game, check  # noqa: E402


def main() -> None:
    args = arguments(__doc__.splitlines()[0])
    path = cached_game(args.rolls)
    proving = check._prove_derived

    def without(conn, report):
        return report

    with Game.open(path, read_only=True) as game:

        def full() -> object:
            check._prove_derived = proving
            return game.verify(processes=args.processes)

        def bare() -> object:
            check._prove_derived = without
            try:
                return game.verify(processes=args.processes)
            finally:
                check._prove_derived = proving

        timed(full), timed(bare)  # untimed warm-up of each (page cache, workers' first start)
        withs, withouts, ratios = [], [], []
        for pair in range(args.pairs):
            if pair % 2:
                w, b = timed(full), timed(bare)
            else:
                b, w = timed(bare), timed(full)
            withs.append(w)
            withouts.append(b)
            ratios.append(w / b)
            print(f"  pair {pair + 1}: without {b:.2f} s, with {w:.2f} s, ratio {w / b:.2f}",
                  file=sys.stderr)  # fmt: skip
    print(f"game: {args.rolls} rows ({path.name})")
    print("byte-code: modules imported before the first timed run (not timed)")
    print(f"verify without the pack copies, unit index, integrity: median "
          f"{statistics.median(withouts):.2f} s")  # fmt: skip
    print(f"verify with them (the CLI's verify): median {statistics.median(withs):.2f} s")
    print(
        f"with ÷ without: median {statistics.median(ratios):.2f}, "
        f"spread {min(ratios):.2f}-{max(ratios):.2f} over {args.pairs} alternating pairs"
    )


if __name__ == "__main__":
    main()
