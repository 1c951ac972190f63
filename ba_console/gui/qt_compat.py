"""A guard against a reference-count bug of some PySide6 builds on CPython before 3.12.

PySide6 6.12.0 (the build this project is developed on, with Python 3.11) hands Python
a *borrowed* reference where it should hand a new one in three common places: every
call of a C++ method returning `void` gives back `None`, `SignalInstance.emit()` gives
back `True`, and `QCoreApplication.processEvents()` gives back `None`. Each call so
takes one reference from `None` or `True` for good. Those singletons are never freed,
but when their count reaches zero CPython aborts ("Fatal Python error: none_dealloc" or
"bool_dealloc"). In the console that is a few hundred phase steps or a few minutes of
repainting: a crash in the middle of a game.

CPython 3.12 made these singletons immortal, and the bug is harmless there. On older
versions `guard_singletons()` measures whether the running PySide6 leaks, and if it
does, adds a very large number to the reference counts of `None`, `True` and `False`,
which is what 3.12 does. They can then never reach zero in the life of a process.
"""

from __future__ import annotations

import ctypes
import sys

# 2**40 references: a leak of one per call would need a trillion calls to use them up.
HEADROOM = 1 << 40

_guarded = False


def leaks_singletons() -> bool:
    """Whether this PySide6 loses references to None or True (measured, not assumed)."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        fired = Signal()

    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(20):
        probe.setObjectName("probe")  # returns void
        probe.fired.emit()  # returns bool
    lost_none = none_before - sys.getrefcount(None)
    lost_true = true_before - sys.getrefcount(True)
    probe.deleteLater()
    return lost_none >= 20 or lost_true >= 20


def guard_singletons() -> bool:
    """Make None, True and False safe from the leak (CPython < 3.12 only); True if done."""
    global _guarded
    if _guarded:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not leaks_singletons():
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in CPython (before 3.12).
        ctypes.c_ssize_t.from_address(id(singleton)).value += HEADROOM
    _guarded = True
    return True
