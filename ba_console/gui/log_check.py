"""The background check of the open game's hash chain, and what the window shows of it.

`LogCheck` verifies the log in a thread of its own (a reader of its own, see `background`)
when a game is opened, and again after a burst of new rolls (`row_logged`) while the log
is short enough to be read again in a second or so; `checked` then says the `LogState`.
The controller owns one and forwards its `checked` as `log_checked`.

A game open read-only is a copy in memory: its check reads a copy of that copy
(`Game.copy_for_check`), not the file, so that it never keeps a console that writes the
file from making it one file when it closes. A second window that follows that console
reads the game again at each of its writes: the check of the new copy then walks only
the rows logged since the last check's copy, when the new copy holds that one's rows
unchanged (`verify_parallel.KeptWalk`, `carry_over`), else the whole log.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from ba_console.gui.background import BackgroundWork
from ba_console.gui.labels import display_text
from ba_console.store.game import check_copy, check_file
from ba_console.store.gamefile import READ_ERRORS

if TYPE_CHECKING:  # loaded at the first check of a copy, not on the way to the window
    from ba_console.store.gamefile import GameFile
    from ba_console.store.verify_parallel import KeptWalk

# Up to this many rows the whole chain is verified again after new rolls (a second or
# so); a longer log is verified when opened and on demand in the log viewer.
RECHECK_LIMIT = 100_000


class LogState(NamedTuple):
    count: int
    verified: bool | None  # None while the check runs
    bad_row: int | None = None
    reason: str | None = None  # English, as the store says it (or the error opening the log)
    unchecked: int = 0  # rows logged since the last check (long logs are not re-read per roll)
    # The store's translatable form of `reason` (`VerifyReport.reason_template`, `reason_args`).
    reason_template: str | None = None
    reason_args: Mapping[str, object] = MappingProxyType({})

    def with_new_row(self) -> LogState:
        return self._replace(count=self.count + 1, unchecked=self.unchecked + 1)

    def shown_reason(self) -> str:
        """Why the chain is broken, in the interface language ("" while it is not)."""
        return display_text(
            "verify", self.reason_template or "", self.reason_args, self.reason or ""
        )


class LogCheck(QObject):
    """The chain checks of the open game's file."""

    checked = Signal(object)  # LogState, after the chain was verified

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._path: Path | None = None  # the open game's file (None: no game open)
        self.state = LogState(0, None)
        self._generation = 0
        # While True, opening a game does not start the check: the main window holds it
        # until its first frame is on screen (the check's thread would compete with the
        # first paint for the interpreter; ~25 ms on a log of 3000 rows).
        self.held = False
        # Re-verify after a burst of rolls, not after each one.
        self._recheck = QTimer(self)
        self._recheck.setSingleShot(True)
        self._recheck.setInterval(300)
        self._recheck.timeout.connect(self.start)
        self._background = BackgroundWork(self)
        # The game open read-only: the parts of its log walked clean by the last check that
        # ended, and its file (None: the game is not followed, or not checked yet).
        self._kept: KeptWalk | None = None
        self._kept_path: Path | None = None
        self._copy: Callable[[], GameFile] | None = None

    @property
    def busy(self) -> bool:
        """Whether a check is running."""
        return self._background.busy

    def opened(self, path: Path, count: int, copy: Callable[[], GameFile] | None = None) -> None:
        """The game of file `path`, of `count` rows, was opened: not checked yet. `copy`:
        it is open read-only, as a copy in memory, which `copy` copies for a check
        (`Game.copy_for_check`): that copy is checked instead of the file (and walked on
        from the last check's copy of the same file, when it holds that one's rows
        unchanged)."""
        if copy is None or path != self._kept_path:
            self._kept, self._kept_path = None, None
        self._path = path
        self._copy = copy
        self.state = LogState(count, None)

    @property
    def rows_walked(self) -> int | None:
        """How many rows the last check of a game's copy walked (None: none ended)."""
        return None if self._kept is None else self._kept.rows_walked

    def start_soon(self) -> None:
        """Verify once the window is up, on the next turn of the event loop (the check
        reads the whole log in a thread), unless held."""
        if not self.held:
            QTimer.singleShot(0, self.start)

    def release(self) -> None:
        """Stop holding the check back (see `held`) and start it for the game open now, on
        the next turn of the event loop."""
        if self.held:
            self.held = False
            if self._path is not None:
                QTimer.singleShot(0, self.start)

    def wait(self) -> None:
        """Block until a running check has ended (its reader of the file keeps the game's
        close from making it one file again, `GameFile.close`); `when_idle` runs then."""
        self._background.wait()
        self._background.deliver_finished()

    def when_idle(self, then: Callable[[], None]) -> None:
        """Call `then` in the GUI thread once no check is running (now, if none is), after
        the check's result is shown."""
        self._background.when_idle(then)

    def closed(self) -> None:
        """The game was closed: a check still running was of it, and is not shown."""
        self._path = None
        self._generation += 1

    def row_logged(self) -> None:
        """A row was written: counted as unchecked, and the chain checked again soon while
        the log is short enough (`RECHECK_LIMIT`)."""
        self.state = self.state.with_new_row()
        if self.state.count <= RECHECK_LIMIT:
            self._recheck.start()

    def start(self) -> None:
        """Verify the hash chain in a background thread (a reader of its own), then emit
        `checked`. The thread holds nothing of Qt's (see `background`)."""
        path = self._path
        if path is None:
            return
        self._generation += 1
        generation = self._generation
        count_before = self.state.count
        reader: GameFile | None = None
        kept: KeptWalk | None = None
        if self._copy is not None:
            try:
                reader = self._copy()  # here: the game's copy is read in this thread
            except READ_ERRORS as exc:
                self._on_checked(
                    (generation, path, LogState(count_before, False, None, str(exc)), None)
                )
                return
            from ba_console.store.verify_parallel import KeptWalk

            # The thread's own, kept when the check ends.
            kept = KeptWalk() if self._kept is None else dataclasses.replace(self._kept)

        def work() -> tuple[int, Path, LogState, KeptWalk | None]:
            try:
                if reader is None:
                    count, report = check_file(path)
                else:
                    count, report = check_copy(reader, kept)
            except READ_ERRORS as exc:
                return generation, path, LogState(count_before, False, None, str(exc)), None
            state = LogState(
                count,
                report.ok,
                report.bad_sequence,
                report.reason,
                reason_template=report.reason_template,
                reason_args=report.reason_args,
            )
            return generation, path, state, kept

        self._background.start(work, self._on_checked, name="verify-log")

    def _on_checked(self, checked: tuple[int, Path, LogState, KeptWalk | None]) -> None:
        generation, path, state, kept = checked
        if kept is not None and self._copy is not None and self._path == path:
            # The walk is kept even when its result is no longer shown (the game was read
            # again meanwhile): the next check of the file goes on from it.
            self._kept, self._kept_path = kept, self._path
        if generation != self._generation or self._path is None:
            return
        since = self.state.count - state.count
        if since > 0:  # rolls logged while the check ran: counted, not verified
            state = state._replace(count=self.state.count, unchecked=since)
        self.state = state
        self.checked.emit(state)
