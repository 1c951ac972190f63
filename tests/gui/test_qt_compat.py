"""The guard keeps a long session alive on a PySide6 that leaks references to None/True."""

from __future__ import annotations

import subprocess
import sys

SESSION = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
from ba_console.gui.qt_compat import guard_singletons
guard_singletons()
app = QCoreApplication([])
class Busy(QObject):
    ticked = Signal()
busy = Busy()
for _ in range(200_000):  # far more calls than None and True have references
    busy.setObjectName("x")
    busy.ticked.emit()
    app.processEvents()
print("alive")
"""


def test_a_long_session_of_void_calls_emits_and_event_loops_survives():
    result = subprocess.run(
        [sys.executable, "-c", SESSION], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert result.stdout.strip() == "alive"
