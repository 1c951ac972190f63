"""The cost of reading a game's -wal before SQLite does (`schema.check_wal`) on opening.

Run:  python benchmarks/wal_check_bench.py [--pairs 15] [--frames 1000]

In one process, `Game.open(read_only=True)` and its close, timed with the check and with it
left out (`schema.check_wal` replaced by a no-op), alternating, `--pairs` times each, on:
the demo game closed (no -wal: the usual open); the demo with its -wal, copied while a
console had it open (as a crash leaves it); and a game of 300 units whose -wal holds about
`--frames` frames (rolls logged with the automatic checkpoint off, copied while open). Also
the check alone on each. Medians, with the spread (fastest–slowest), in milliseconds.
Read-only opens: SQLite then reads the -wal without trimming it, so every open is alike.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pairs import machine_note  # noqa: E402
from startup_bench import make_big_game  # noqa: E402

from ba_console.store import schema  # noqa: E402
from ba_console.store.demo import create_demo  # noqa: E402
from ba_console.store.game import Game  # noqa: E402
from ba_console.store.records import RollDraft, RollSide  # noqa: E402


def _copy_while_open(game: Game, folder: Path) -> Path:
    folder.mkdir()
    copy = folder / game.path.name
    shutil.copyfile(game.path, copy)
    shutil.copyfile(f"{game.path}-wal", f"{copy}-wal")
    return copy


def demo_with_wal(tmp: Path, data: Path) -> Path:
    path = tmp / "demo-open" / "demo.bagame"
    with create_demo(path, data_dir=data) as game:
        game.set_phase(1, "fire")
        faces = game.console_faces("fire", "firer", 3)
        unit = game.roster.units()[0].key
        side = RollSide(role="firer", unit=unit, dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="fire", sides=[side]))
        return _copy_while_open(game, tmp / "demo-crashed")


def big_with_wal(tmp: Path, data: Path, frames: int) -> Path:
    path = tmp / "big-open" / "big.bagame"
    path.parent.mkdir()
    make_big_game(path)
    with Game.open(path, data_dir=data) as game:
        game._db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        game._db.conn.execute("PRAGMA wal_autocheckpoint = 0")
        game.set_phase(1, "fire")
        wal = Path(f"{path}-wal")
        number = 0
        while wal.stat().st_size < frames * 4120:
            unit = f"north-u{number % 150}"
            faces = game.console_faces("fire", "firer", 3)
            side = RollSide(role="firer", unit=unit, dice_source="console", faces=faces)
            game.append_roll(RollDraft(kind="fire", sides=[side], note="x" * 200))
            number += 1
        return _copy_while_open(game, tmp / "big-crashed")


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def measure(path: Path, data: Path, pairs: int) -> None:
    real = schema.check_wal

    def open_close() -> None:
        Game.open(path, read_only=True, data_dir=data).close()

    open_close()  # the modules loaded, the -shm made
    with_check: list[float] = []
    without: list[float] = []
    alone: list[float] = []
    for _ in range(pairs):
        schema.check_wal = lambda _path: None
        without.append(timed(open_close))
        schema.check_wal = real
        with_check.append(timed(open_close))
        alone.append(timed(lambda: real(path)))
    wal = Path(f"{path}-wal")
    size = f"-wal {wal.stat().st_size:,} bytes" if wal.exists() else "no -wal"
    print(f"{path.name} ({size}):")
    for name, values in (("open without", without), ("open with", with_check), ("check", alone)):
        print(
            f"  {name:13} {statistics.median(values):8.2f} ms ({min(values):.2f}–{max(values):.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--frames", type=int, default=1000)
    args = parser.parse_args()
    print(machine_note())
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        data = tmp / "data"
        closed = tmp / "demo" / "demo.bagame"
        create_demo(closed, data_dir=data).close()
        measure(closed, data, args.pairs)
        measure(demo_with_wal(tmp, data), data, args.pairs)
        measure(big_with_wal(tmp, data, args.frames), data, args.pairs)


if __name__ == "__main__":
    main()
