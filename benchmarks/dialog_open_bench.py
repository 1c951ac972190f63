"""Dialogs open at once: from the umpire's key to the dialog on screen, on a 300-unit game.

Run:  python benchmarks/dialog_open_bench.py [--repeat 7] [--kinds fire,melee]
      (offscreen unless QT_QPA_PLATFORM says otherwise)

The console's window is opened on a game of 300 units (2 sides of 150, 15 brigades each,
every tenth unit a battery), made with the shipped Belle Alliance pack, and shown; once it
is on screen and idle, each dialog is opened as the umpire opens it — the Rolls menu's
entry of each kind of roll (what F9 opens in that kind's step) on the units selected in
the roster (a firer and its target, an attacker and a defender, a battery, one unit), the
roll log (Log › Roll log) and the pack editor — and timed from triggering the action to
the dialog's first frame on screen (its expose event, as the main window's
`shown_on_screen`), then closed. The first opening of each is timed apart (it loads the
dialog's modules, unless the window loaded them while idle); the figure is the median of
`--repeat` later openings, with the spread (fastest–slowest) beside it. Aim: ≤ 100 ms each.
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

from pairs import machine_note  # noqa: E402
from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QTimer  # noqa: E402
from PySide6.QtGui import QAction, QWindow  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from ba_console.gui.app import application, build_window  # noqa: E402
from ba_console.packs import load_pack  # noqa: E402
from ba_console.store.game import Game  # noqa: E402

# The units each kind of roll opens on.
UNITS = {
    "fire": ["north-u1", "south-u1"],
    "artillery_fire": ["north-u0", "south-u1"],
    "melee": ["north-u1", "south-u1"],
    "roll_off": ["north-u1", "south-u1"],
}
ONE_UNIT = ["north-u1"]


def make_game(path: Path, units: int = 300) -> None:
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
        for side in ("north", "south"):
            game.add_side(side, side.title())
            game.add_commander(f"{side}-army", f"{side.title()} army", side=side, level="army")
            for brigade in range(15):
                game.add_commander(
                    f"{side}-b{brigade}",
                    f"{side.title()} brigade {brigade}",
                    side=side,
                    parent=f"{side}-army",
                )
            for number in range(units // 2):
                battery = number % 10 == 0
                game.add_unit(
                    f"{side}-u{number}",
                    f"{side.title()} {'battery' if battery else 'battalion'} {number}",
                    side=side,
                    commander=f"{side}-b{number % 15}",
                    arm="artillery" if battery else "infantry",
                    type="foot" if battery else "line",
                    figures=2 if battery else 30,
                    **({"gunners": 8} if battery else {}),
                )


class FirstFrame(QObject):
    """Waits for a top-level widget's first frame: its expose event, then one turn more."""

    def __init__(self) -> None:
        super().__init__()
        self.done = False

    def watch(self, widget: QWidget) -> None:
        handle = widget.windowHandle()
        if handle is None or handle.isExposed():
            QTimer.singleShot(0, self._painted)
        else:
            handle.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Expose and isinstance(watched, QWindow):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._painted)
        return False

    def _painted(self) -> None:
        self.done = True


def big_window(app: QApplication, folder: Path, dice_mode: str | None = None):  # noqa: ANN201
    """The console's window at 1366×768 on a new game of 300 units made in `folder`, on
    screen and idle (whatever it does when idle is done)."""
    path = folder / "big.bagame"
    make_game(path)
    if dice_mode is not None:
        with Game.open(path) as game:
            game.update_info(dice_mode=dice_mode)
    window = build_window(path, data_dir=folder / "data")
    window.warn = lambda message: None
    window.resize(1366, 768)
    window.show()
    settle(app, 1.5)
    return window


def select_units(window, keys: list[str]) -> None:
    panel = window.ui.rosterPanel
    selection = panel.ui.rosterTree.selectionModel()
    selection.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for key in keys:
        selection.select(panel.view_index(key, 0), flags)


def settle(app: QApplication, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.005)


def time_open(app: QApplication, window, action: QAction) -> tuple[float, float]:
    """Seconds from triggering `action` to the first frame of the window it opens (every
    other window is closed), and the processor time this process used meanwhile."""
    start, start_cpu = time.perf_counter(), time.process_time()
    action.trigger()
    widget = opened(app, window)
    waiter = FirstFrame()
    waiter.watch(widget)
    while not waiter.done:
        app.processEvents()
    elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    widget.close()
    # What the event loop does once the umpire has closed it: the dialog is deleted.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
    return elapsed, cpu


def opened(app: QApplication, main: QWidget) -> QWidget:
    """The window open beside the main window."""
    for _ in range(1000):
        for widget in app.topLevelWidgets():
            if widget is not main and widget.isVisible():
                return widget
        app.processEvents()
    raise SystemExit("the dialog did not open")


def main() -> int:
    # Games made here keep their dice seeds in a folder of the run's, not the umpire's.
    os.environ.setdefault("BA_CONSOLE_DATA_DIR", tempfile.mkdtemp(prefix="ba-bench-"))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="openings timed, at least 5")
    parser.add_argument("--kinds", help="only these kinds of roll (comma-separated)")
    args = parser.parse_args()
    app = application()
    with tempfile.TemporaryDirectory() as folder:
        window = big_window(app, Path(folder))
        kinds = list((getattr(window.controller, "outline", None) or window.controller.pack).rolls)
        if args.kinds:
            kinds = [kind for kind in kinds if kind in args.kinds.split(",")]
        cases: list[tuple[str, QAction, list[str]]] = []
        for kind in kinds:
            action = window.findChild(QAction, f"actionRoll_{kind}")
            cases.append((f"roll: {kind}", action, UNITS.get(kind, ONE_UNIT)))
        cases.append(("roll log", window.ui.actionRollLog, []))
        cases.append(("pack editor", window.ui.actionPackEditor, []))
        print(f"dialog opening on a 300-unit game; {machine_note()}; {app.platformName()}")
        print(
            "  wall ms to the first frame: the first opening, then the median (fastest–slowest)"
            " of later ones, and the processor time; aim ≤ 100 ms"
        )
        for name, action, units in cases:
            select_units(window, units)
            first, first_cpu = time_open(app, window, action)
            runs = [time_open(app, window, action) for _ in range(args.repeat)]
            times, cpus = [run[0] for run in runs], [run[1] for run in runs]
            print(
                f"  {name:24s} first {first * 1000:5.0f} ms (cpu {first_cpu * 1000:4.0f})"
                f"   then {statistics.median(times) * 1000:5.1f} ms"
                f" ({min(times) * 1000:.1f}–{max(times) * 1000:.1f}; cpu"
                f" {statistics.median(cpus) * 1000:.1f}, {min(cpus) * 1000:.1f}–"
                f"{max(cpus) * 1000:.1f}; {len(times)} openings)"
            )
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
