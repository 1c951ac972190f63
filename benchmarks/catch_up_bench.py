"""The views catch up: after a roll, and after Next (F8), on a 300-unit game.

Run:  python benchmarks/catch_up_bench.py [--repeat 9]
      (offscreen unless QT_QPA_PLATFORM says otherwise)

Every roll the umpire confirms is written, then the window's views catch up before the next
key is read: the roster, the order sheet, Table 1's open tasks, the log's status. This times
that catching up — the controller's `notify_roll_logged`, as the roll dialog's Confirm calls
it, and the paint that follows — on the game of `dialog_open_bench.py` (300 units, the
shipped Belle Alliance pack), for a roll that changed one unit (a disorder level), the
commonest kind. Each roll is written first, untimed (the store has its own benchmark,
`store_bench.py`); the figure is the median of `--repeat` rolls, the spread beside it, with
the processor time. Then Next (F8), the umpire's commonest key: `advance_phase` through
the steps of Table 1, each with the paint after it (a new bound is not entered). No aim is
set in an issue; the roll dialogs' ≤ 100 ms is the scale.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dialog_open_bench import big_window, settle  # noqa: E402
from pairs import machine_note  # noqa: E402

from ba_console.gui.app import application  # noqa: E402
from ba_console.store.records import Effect, Outcome, RollDraft, RollSide  # noqa: E402


def log_roll(game, unit: str) -> object:
    """A catch roll the umpire typed, moving `unit` to another disorder level."""
    before = game.unit(unit).disorder
    after = "MD" if before != "MD" else "LD"
    return game.append_roll(
        RollDraft(
            kind="catch",
            sides=(RollSide(role="unit", unit=unit, dice_source="typed", faces=(3, 4, 5)),),
            outcome_typed=True,
            outcome=Outcome(key="disorder", label="read from the book"),
            effects=(Effect(unit=unit, what="disorder", **{"from": before}, to=after),),
        )
    )


def main() -> int:
    os.environ.setdefault("BA_CONSOLE_DATA_DIR", tempfile.mkdtemp(prefix="ba-bench-"))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="rolls timed, at least 5")
    args = parser.parse_args()
    app = application()
    with tempfile.TemporaryDirectory() as folder:
        # The umpire types the dice read off the table.
        window = big_window(app, Path(folder), dice_mode="physical")
        controller = window.controller
        unit = "north-u1"
        walls, cpus = [], []
        for number in range(args.repeat + 1):
            roll = log_roll(controller.game, unit)
            settle(app, 0.05)
            wall, cpu = time.perf_counter(), time.process_time()
            controller.notify_roll_logged(roll)
            app.processEvents()  # the paint the views asked for
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            if number:  # the first roll loads the log's code: not counted
                walls.append(wall)
                cpus.append(cpu)
        shown = window.ui.rosterPanel.ui.countLabel.text()
        window.confirm_leaving = lambda *asked: True  # Next past open tasks: go on
        steps, step_cpus = [], []
        while len(steps) < args.repeat and not controller.next_starts_bound():
            wall, cpu = time.perf_counter(), time.process_time()
            controller.advance_phase()
            app.processEvents()
            steps.append(time.perf_counter() - wall)
            step_cpus.append(time.process_time() - cpu)
        reached = controller.phase_label()
        window.close()
    print(f"views caught up, 300 units; {machine_note()}; {app.platformName()}")
    print(line("after a roll: notify_roll_logged + paint", walls, cpus, f"{shown}"))
    print(line("Next (F8): advance_phase + paint", steps, step_cpus, f"to {reached}"))
    return 0


def line(name: str, walls: list[float], cpus: list[float], note: str) -> str:
    return (
        f"  {name}: {statistics.median(walls) * 1000:.1f} ms"
        f" ({min(walls) * 1000:.1f}–{max(walls) * 1000:.1f}; cpu"
        f" {statistics.median(cpus) * 1000:.1f}; {len(walls)} times)   [{note}]"
    )


if __name__ == "__main__":
    sys.exit(main())
