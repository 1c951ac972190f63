"""What issue 16's file safety costs: a player's word in the draw, and a game left as one file.

Two comparisons, each run in pairs that alternate the two sides in one process (byte-code
cached: the modules are imported once, before the first pair), so a busy machine slows
both alike; the figure is the median ratio of the pairs, with their spread:

- word:  `fair_faces(seed, n, "melee/attacker", 3, 6, word)` against the same draw without
         a word (the HMAC of a longer message), timed over `--draws` draws each;
- close: open a game of `--rolls` typed rolls for writing, log one roll and close it, as
         the console does now (the WAL checkpointed into the file and the file put back in
         rollback-journal mode on close, WAL again on the next open) against the same with
         the file left in WAL mode (`gamefile.leave_self_contained` made a no-op), as before.

    .venv/bin/python benchmarks/files_bench.py [--pairs 7] [--draws 100000] [--rolls 2000]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ba_console.core.fair_dice import fair_faces  # noqa: E402
from ba_console.store import Game, RollDraft, RollSide, gamefile  # noqa: E402

SEED = bytes(range(32))
PACK = {"pack_toml": 'id = "bench"\n', "pack_id": "bench", "pack_hash": "b" * 64}


def draws(count: int, word: str | None) -> float:
    start = time.perf_counter()
    for number in range(1, count + 1):
        fair_faces(SEED, number, "melee/attacker", 3, 6, word)
    return time.perf_counter() - start


def roll() -> RollDraft:
    side = RollSide(role="attacker", unit="u", dice_source="typed", faces=(3, 4, 5))
    return RollDraft(kind="melee", sides=[side])


def make_game(path: Path, rolls: int) -> None:
    game = Game.create(path, title="Bench", dice_mode="both", **PACK)
    game.add_side("s", "Side")
    game.add_unit("u", "Unit", side="s", arm="infantry", type="line", figures=36)
    with game.transaction():
        for _ in range(rolls):
            game.append_roll(roll())
    game.close()


@contextlib.contextmanager
def wal_kept() -> Iterator[None]:
    """Close as before issue 16: the file stays in WAL mode."""
    kept = gamefile.leave_self_contained
    gamefile.leave_self_contained = lambda conn: None
    try:
        yield
    finally:
        gamefile.leave_self_contained = kept


def session(path: Path) -> float:
    start = time.perf_counter()
    game = Game.open(path)
    game.append_roll(roll())
    game.close()
    return time.perf_counter() - start


def pairs(count: int, first: Callable[[], float], second: Callable[[], float]) -> list[float]:
    """Ratios first ÷ second, the two alternating which goes first."""
    ratios = []
    for index in range(count):
        if index % 2:
            b, a = second(), first()
        else:
            a, b = first(), second()
        ratios.append(a / b)
    return ratios


def say(name: str, ratios: list[float], unit: str) -> None:
    print(
        f"{name}: median {statistics.median(ratios):.3f} × ({unit}), "
        f"spread {min(ratios):.3f}–{max(ratios):.3f} over {len(ratios)} pairs"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--draws", type=int, default=100000)
    parser.add_argument("--rolls", type=int, default=2000)
    args = parser.parse_args()
    print(f"byte-code cached: yes (one process); load average {os.getloadavg()[0]:.1f}")
    draws(200, None), draws(200, "warm")
    word = pairs(args.pairs, lambda: draws(args.draws, "Blücher"), lambda: draws(args.draws, None))
    per_draw = draws(args.draws, None) / args.draws * 1e6
    say("word", word, f"a draw with a word ÷ without; without: {per_draw:.1f} µs")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BA_CONSOLE_DATA_DIR"] = str(Path(folder) / "data")
        one, two = Path(folder) / "one.bagame", Path(folder) / "wal.bagame"
        make_game(one, args.rolls)
        with wal_kept():
            make_game(two, args.rolls)

        def before() -> float:
            with wal_kept():
                return session(two)

        session(one), before()
        close = pairs(args.pairs, lambda: session(one), before)
        ms = statistics.median(session(one) for _ in range(3)) * 1000
        say("close", close, f"open, one roll, close as one file ÷ left in WAL; now: {ms:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
