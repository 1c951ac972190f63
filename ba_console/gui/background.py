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

The cyclic garbage collector must not run in the worker either (work that allocates much,
as the chain check proving the game's pack copy does, would make it due there, and it
would free any QObject the GUI left in a reference cycle): once the window is shown it
runs in the GUI thread only (`collector.py`), and before that `ba_console.__main__` holds
it off. Whoever runs the window without `__main__` (the tests) holds it off too: a CLI
command run in the test process once turned it on for the rest of the suite, which then
died now and then in a later window test.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from concurrent.futures import Future

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
        self._when_idle: list[Callable[[], None]] = []
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
        # Imported at the first work, not on the way to the window's first frame
        # (`concurrent.futures` brings `logging`: some 5 ms).
        from concurrent.futures import Future

        result: Future[Any] = Future()

        def run() -> None:
            try:
                value = work()
            except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread
                result.set_exception(exc)
            else:
                result.set_result(value)

        self._running.append((result, _weakly(on_done), _weakly(on_error)))
        threading.Thread(target=run, name=name, daemon=True).start()
        self._collect.start()

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def wait(self) -> None:
        """Block until the running work has ended (its results are delivered as usual, by
        the timer): a reader of the game file that must be done before the file closes."""
        from concurrent.futures import wait

        wait([result for result, _done, _error in self._running])

    def when_idle(self, then: Callable[[], None]) -> None:
        """Call `then` in the GUI thread once no work is running (now, if none is), after
        the results of the work that ran are delivered."""
        self._when_idle.append(then)
        if not self._running:
            self._idle()

    def _idle(self) -> None:
        waiting, self._when_idle = self._when_idle, []
        for then in waiting:
            then()

    def deliver_finished(self) -> None:
        """Deliver the results of the work that has ended now, not at the timer's next turn."""
        self._deliver_finished()

    def _deliver_finished(self) -> None:
        finished = [entry for entry in self._running if entry[0].done()]
        self._running = [entry for entry in self._running if entry not in finished]
        if not self._running:
            self._collect.stop()
        unhandled: list[BaseException] = []
        for result, on_done, on_error in finished:
            error = result.exception()
            if error is None:
                _call(on_done, result.result())
            elif on_error is not None:
                _call(on_error, error)
            else:
                unhandled.append(error)
        if not self._running:
            self._idle()
        if unhandled:  # after every other result is delivered, none lost with it
            raise unhandled[0]


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
