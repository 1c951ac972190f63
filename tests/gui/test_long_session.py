"""A long session survives on the PySide6 that is installed.

PySide6 6.12.0 hands back a borrowed reference where it should hand a new one: every call
of a C++ method returning `void` takes one reference from `None`, every `emit()` one from
`True`, every `processEvents()` one from `None`. On CPython before 3.12 (whose singletons
are not immortal) the count reaches zero within a few hundred calls and the process aborts
("Fatal Python error: bool_dealloc"). Measured on every release from 6.8.0 to 6.12.0, on
Python 3.11: only 6.12.0 leaks, so pyproject.toml excludes exactly that release. This test
is what catches a later release with the same fault.
"""

from __future__ import annotations

import subprocess
import sys

SESSION = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
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
