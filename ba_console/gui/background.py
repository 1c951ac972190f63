"""Qt-free work in a thread of its own, its result handed back in the GUI thread.

The thread holds no Qt object and no reference to the widget or controller that asked for
the work: it runs a plain callable and sets a `concurrent.futures.Future`. A timer owned by
the asker looks at the futures and calls the asker back in the GUI thread. Had the thread
held the asker, it could drop the last reference to it and so destroy a QObject (with its
timers) outside the GUI thread, which crashes Qt; a CI run of the suite died that way.
The callbacks are held weakly when they are bound methods, so running work does not keep
its asker alive either (a reference cycle through it could be collected by the garbage
collector in the worker thread, with the same result). If the asker is gone first, its
timer goes with it and the result is never delivered.

The cyclic garbage collector runs in whichever thread happens to allocate when it is due:
work that allocates much (the chain check loads the game's pack to prove its copy) would
run it in the worker thread, and it would free there any QObject left in a reference cycle
by the GUI, which crashes Qt (a window's tests died so). So the collector is held off while
any work runs, and let run again when the last work ends.
"""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QTimer

# How often running work is looked at for its result: short enough not to be noticed,
# long enough to cost nothing.
COLLECT_INTERVAL_MS = 20


class BackgroundWork(QObject):
    """Runs callables in daemon threads; `on_done(result)` is called in the GUI thread.

    A callable that raises hands its exception to `on_error(exc)` if given, else it is
    raised again in the GUI thread (where the application's hook reports it)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._running: list[tuple[Future[Any], _Callback, _Callback | None]] = []
        self._collect = QTimer(self)
        self._collect.setInterval(COLLECT_INTERVAL_MS)
        self._collect.timeout.connect(self._deliver_finished)

    def start(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None] | None = None,
        name: str = "background-work",
    ) -> None:
        """Run `work()` in a thread; `work` must not touch Qt nor refer to a QObject."""
        result: Future[Any] = Future()

        def run() -> None:
            # Counted as ended before its result is seen, so the GUI thread that takes the
            # result may let the collector run again.
            try:
                value = work()
            except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread
                _COLLECTOR.done()
                result.set_exception(exc)
            else:
                _COLLECTOR.done()
                result.set_result(value)

        _COLLECTOR.hold()

        self._running.append((result, _weakly(on_done), _weakly(on_error)))
        threading.Thread(target=run, name=name, daemon=True).start()
        self._collect.start()

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def _deliver_finished(self) -> None:
        finished = [entry for entry in self._running if entry[0].done()]
        self._running = [entry for entry in self._running if entry not in finished]
        if not self._running:
            self._collect.stop()
        _COLLECTOR.settle()
        unhandled: list[BaseException] = []
        for result, on_done, on_error in finished:
            error = result.exception()
            if error is None:
                _call(on_done, result.result())
            elif on_error is not None:
                _call(on_error, error)
            else:
                unhandled.append(error)
        if unhandled:  # after every other result is delivered, none lost with it
            raise unhandled[0]


class _CollectorHold:
    """The cyclic collector held off while any background work runs (see the module's
    docstring), and let run again, as it was before, once none runs.

    Only the GUI thread turns it on again (`settle`, when results are delivered or work
    starts): the allocations counted while it was off make it collect at the first
    allocation after, which must not be the worker's."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._works = 0
        self._held = False
        self._was_enabled = False

    def hold(self) -> None:
        """A work starts (GUI thread)."""
        with self._lock:
            if not self._held:
                self._was_enabled = gc.isenabled()
                self._held = True
                gc.disable()
            self._works += 1

    def done(self) -> None:
        """A work ended (its worker thread): the collector stays off until `settle`. If
        the asker is gone, that is when the next work starts or delivers."""
        with self._lock:
            self._works -= 1

    def settle(self) -> None:
        """The collector as it was, once no work runs (GUI thread)."""
        with self._lock:
            if self._held and self._works == 0:
                self._held = False
                if self._was_enabled:
                    gc.enable()


_COLLECTOR = _CollectorHold()


_Callback = Callable[..., Any] | weakref.WeakMethod


def _weakly(callback: Callable[..., Any] | None) -> _Callback | None:
    """A bound method as a weak reference (its object may go while the work runs)."""
    if callback is not None and hasattr(callback, "__self__") and hasattr(callback, "__func__"):
        return weakref.WeakMethod(callback)
    return callback


def _call(callback: _Callback, value: Any) -> None:
    if isinstance(callback, weakref.WeakMethod):
        method = callback()
        if method is None:  # its object is gone: nobody is left to tell
            return
        method(value)
    else:
        callback(value)
