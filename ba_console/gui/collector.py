"""Python's cyclic garbage collector, run in the GUI thread only.

Left to itself, the collector runs in whichever thread happens to allocate when a
generation fills up: the chain check's worker thread (`background.py`) included. A cycle
it frees there may hold a Qt object (a dialog's wrapper, a timer), whose C++ side Qt then
deletes outside the GUI thread: a crash that comes and goes. So, as Qt programs in Python
commonly do (the pattern Anki's window follows too), the automatic collector stays off
once the window is shown, and a timer of the application collects in the GUI thread,
generation by generation, when the counts pass the thresholds the collector would use.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 5_000


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on a timer of the GUI thread (`start`), never elsewhere."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)

    def start(self) -> None:
        """Free what start-up left behind, freeze what lives as long as the session out
        of later collections, and from now on collect here only."""
        gc.disable()
        gc.collect()
        gc.freeze()
        self.timer.start()

    def check(self) -> int:
        """One turn of the timer: collect the generations whose counts passed their
        thresholds (youngest first, as the automatic collector would); what was freed."""
        counts = gc.get_count()
        freed = 0
        for generation in range(3):
            if counts[generation] <= self.threshold[generation]:
                break
            freed += gc.collect(generation)
        return freed


def collect_in_gui_thread(parent: QObject) -> GuiThreadCollector:
    """The collector of the application `parent`, started (see the module)."""
    collector = parent.findChild(GuiThreadCollector)
    if collector is None:
        collector = GuiThreadCollector(parent)
        collector.start()
    return collector
