"""Figures for the roll log viewer on a big log: opening it and filtering it.

Run:  python benchmarks/log_viewer_bench.py [--rolls 1000000]   (offscreen unless told otherwise)

Uses the store benchmark's builder (`benchmarks/store_bench.py`), whose big game is cached
in the temp folder, so the file is built once. Times, each as the umpire sees it (the
window painted with its first page of rows and the detail of the newest roll):
1. opening the game and the log viewer on it;
2. each filter: by unit (common and rare), by kind, by bound, by text (common and rare);
3. scrolling: reading the next page as the view reaches the end of what it holds.
Aim: every figure under 0.5 s; opening under 1 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QModelIndex, QObject, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from store_bench import RARE, cached_big_game  # noqa: E402

from ba_console.gui.widgets.roll_log_view import RollLogView  # noqa: E402
from ba_console.store import Game  # noqa: E402


class BenchController(QObject):
    """The controller's surface the log viewer uses (the bench game's pack is a stub)."""

    roll_logged = Signal(object)
    roster_changed = Signal(list)
    game_opened = Signal()

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.pack = None
        self.language = "en"


def timed(action, app: QApplication, repeat: int = 3, setup=None) -> float:
    samples = []
    for _ in range(repeat):
        if setup is not None:
            setup()
            app.processEvents()
        start = time.perf_counter()
        action()
        app.processEvents()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rolls", type=int, default=1_000_000)
    args = parser.parse_args()
    path = cached_big_game(args.rolls)
    app = QApplication.instance() or QApplication([])

    start = time.perf_counter()
    game = Game.open(path, read_only=True)
    controller = BenchController(game)
    view = RollLogView(controller)
    view.resize(1366, 768)
    view.show()
    app.processEvents()
    opened = time.perf_counter() - start
    assert view.model.rowCount() == view.model.PAGE, view.model.rowCount()
    print(f"open the log viewer on {args.rolls:,} rolls: {opened * 1000:.0f} ms "
          f"(first {view.model.rowCount()} rows and the newest roll's detail shown)")  # fmt: skip

    def set_unit(key: str | None) -> None:
        view.unitCombo.blockSignals(True)
        view.unitCombo.addItem(key or "any", key)
        view.unitCombo.setCurrentIndex(view.unitCombo.count() - 1)
        view.unitCombo.blockSignals(False)

    def apply(**fields) -> None:
        if "unit" in fields:
            set_unit(fields["unit"])
        if "kind" in fields:
            view.kindCombo.blockSignals(True)
            view.kindCombo.addItem(fields["kind"], fields["kind"])
            view.kindCombo.setCurrentIndex(view.kindCombo.count() - 1)
            view.kindCombo.blockSignals(False)
        if "bound" in fields:
            view.boundSpin.blockSignals(True)
            view.boundSpin.setValue(fields["bound"])
            view.boundSpin.blockSignals(False)
        if "text" in fields:
            view.textEdit.blockSignals(True)
            view.textEdit.setText(fields["text"])
            view.textEdit.blockSignals(False)
        view.apply_filter()

    cases = [
        ("unit u7 (a busy unit)", {"unit": "u7"}),
        (f"unit {RARE} (one roll in 1000)", {"unit": RARE}),
        ("kind melee (every roll)", {"kind": "melee"}),
        ("bound 1000", {"bound": 1000}),
        ("text 'bulk' (every roll)", {"text": "bulk"}),
        (f"text '{RARE}' (one roll in 1000)", {"text": RARE}),
    ]
    for name, fields in cases:
        elapsed = timed(lambda f=fields: apply(**f), app, setup=view.clear_filters)
        rows = view.model.rowCount()
        print(f"filter {name}: {elapsed * 1000:.0f} ms ({rows} rows in the first page)")

    apply(text=RARE)
    elapsed = timed(view.clear_filters, app, repeat=1)
    print(f"clear the filters: {elapsed * 1000:.0f} ms")

    def next_page() -> None:
        view.model.fetchMore(QModelIndex())

    pages = 20
    elapsed = timed(lambda: [next_page() for _ in range(pages)], app, repeat=1) / pages
    print(f"scrolling: next page of {view.model.PAGE} rows: {elapsed * 1000:.1f} ms "
          f"(after {view.model.rowCount():,} rows)")  # fmt: skip
    view.close()
    game.close()


if __name__ == "__main__":
    main()
