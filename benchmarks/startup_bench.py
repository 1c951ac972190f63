"""Startup time: process start to the main window shown, against a bare QMainWindow.

Each case runs in a fresh Python process (so imports count, as for the umpire), `REPEAT`
times, offscreen; the figure is the median wall time from `subprocess` start until the
child prints that its window is exposed. Cases:

- bare:     PySide6 QApplication + an empty QMainWindow shown (the floor)
- demo:     `ba-console` on first start: the demo game created, opened and shown
- demo-2nd: `ba-console` again: the demo game (already made) opened and shown
- big:      a game of 300 units (2 sides, 30 brigades) opened and shown

    /work/venv/bin/python benchmarks/startup_bench.py [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1366, 768)
window.show()
app.processEvents()
print("shown", flush=True)
"""

CONSOLE = """
import sys
from ba_console.gui.app import application, build_window
app = application()
game = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
window = build_window(game, data_dir=sys.argv[1])
window.resize(1366, 768)
window.show()
app.processEvents()
assert window.controller.game is not None
print("shown", window.controller.info.title, len(window.controller.units()), flush=True)
"""


def make_big_game(path: Path, units: int = 300) -> None:
    sys.path.insert(0, str(ROOT))
    from ba_console.packs import load_pack
    from ba_console.store.game import Game

    pack = load_pack("belle_alliance")
    with (
        Game.create(
            path,
            title="Benchmark: 300 units",
            pack_toml=pack.to_toml(),
            pack_id=pack.id,
            pack_hash=pack.content_hash,
            pack_version=pack.version,
        ) as game,
        game.transaction(),
    ):
        per_side = units // 2
        for side in ("north", "south"):
            game.add_side(side, side.title())
            game.add_commander(f"{side}-army", f"{side.title()} army", side=side, level="army")
            for brigade in range(15):
                key = f"{side}-b{brigade}"
                game.add_commander(
                    key, f"{side.title()} brigade {brigade}", side=side, parent=f"{side}-army"
                )
            for number in range(per_side):
                game.add_unit(
                    f"{side}-u{number}",
                    f"{side.title()} battalion {number}",
                    side=side,
                    commander=f"{side}-b{number % 15}",
                    arm="infantry",
                    type="line",
                    figures=30,
                )


def time_case(script: str, args: list[str], repeat: int, pycache: Path) -> tuple[float, str]:
    # Byte-code is cached (in a folder of our own, not in the tree), as it is for an
    # installed console: compiling ba_console's sources on every start is not startup.
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
        "PYTHONPYCACHEPREFIX": str(pycache),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    times, last = [], ""
    for _ in range(repeat):
        start = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-c", script, *args],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        times.append(time.perf_counter() - start)
        last = next(line for line in result.stdout.splitlines() if line.startswith("shown"))
    return statistics.median(times), last


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "big.bagame"
        make_big_game(big)
        cache = Path(tmp) / "pycache"
        time_case(CONSOLE, [str(Path(tmp) / "warm-up"), ""], 1, cache)  # fills the cache
        time_case(BARE, [], 1, cache)
        results = {}
        results["bare"] = time_case(BARE, [], args.repeat, cache)
        first_times = []
        for run in range(args.repeat):
            data = Path(tmp) / f"first-{run}"
            first_times.append(time_case(CONSOLE, [str(data), ""], 1, cache)[0])
        results["demo"] = (statistics.median(first_times), "first start, demo created")
        warm = Path(tmp) / "warm"
        time_case(CONSOLE, [str(warm), ""], 1, cache)
        results["demo-2nd"] = time_case(CONSOLE, [str(warm), ""], args.repeat, cache)
        big_data = str(Path(tmp) / "bigdata")
        results["big"] = time_case(CONSOLE, [big_data, str(big)], args.repeat, cache)
    bare = results["bare"][0]
    print(f"median of {args.repeat} runs, process start → window shown (offscreen)")
    for name, (seconds, note) in results.items():
        print(f"  {name:9s} {seconds * 1000:7.0f} ms   ×{seconds / bare:4.2f} of bare   {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
