"""Undo and redo of the umpire's edits: orders written, roster corrections and additions.

Only edits whose taking back is safe are recorded here:

- an order written, changed or copied ("same as last bound"): undo puts back the order the
  unit had before (or none); refused once its ordering roll is logged, as changing the
  order is, and once another roll of the unit is logged under it (its fire, a melee): that
  step then leaves the history, which goes on to the edits before it;
- a roster correction: undo voids its `adjustment` row in the log, as the log viewer's Void
  does, so the correction and its taking back both stay on the record; refused once the
  field has changed since (a roll's loss), which taking the correction back would
  overwrite, and so is redo once it has changed since the undo.
- a side, commander or unit added by hand: undo takes it out of the roster again; kept
  once the game has used it (a roll, an order, a record under it), a unit also while
  another unit's order attacks it and once a row is logged after it (the game has gone on:
  it leaves the roster by Take off the roster…, with a reason). A kept adding leaves the
  history, saying why: what would lift the refusal is a new edit, recorded above it, so
  no Ctrl+Z could ever get past it.

Rolls are never undone (they are voided in the log, with a reason), nor is a bound begun
(Back steps within the bound). The history lives as long as the game is open, and a new
bound clears it: the orders of a bound that has ended are history.

Qt-free: the controller records, replays and reports; each step is a pair of calls that
raise `ActionRefused` (with the umpire's message) when the step cannot be taken.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass


class Gone(Exception):  # noqa: N818 - a state, like the controller's ActionRefused
    """Raised by a step that no longer applies (its correction was voided in the roll log):
    the history drops it, so the next undo reaches the edit before it. The message says
    what happened."""


@dataclass
class Edit:
    """One edit as the Edit menu names it ("order of 1st Guards"), and how to take it back
    and do it again."""

    text: str
    undo: Callable[[], None]
    redo: Callable[[], None]


class EditHistory:
    def __init__(self, limit: int = 200) -> None:
        self.limit = limit
        self._done: list[Edit] = []
        self._undone: list[Edit] = []
        self._group: list[Edit] | None = None
        self._replaying = False

    # --- recording ---------------------------------------------------------------------------

    def record(self, step: Edit) -> None:
        """An edit just made. While a step is undone or redone, the edits it makes are not
        recorded again; inside `group`, edits gather into one step."""
        if self._replaying:
            return
        if self._group is not None:
            self._group.append(step)
            return
        self._done.append(step)
        del self._done[: -self.limit]
        self._undone.clear()

    @contextmanager
    def group(self, text: Callable[[int], str]) -> Iterator[None]:
        """Record the edits made inside as one step, named by `text(count)`; a group whose
        edits are all refused records nothing."""
        if self._group is not None or self._replaying:
            yield  # already gathering (or replaying): the outer one names the step
            return
        self._group = steps = []
        try:
            yield
        finally:
            self._group = None
        if len(steps) == 1:
            self.record(steps[0])
        elif steps:
            self.record(
                Edit(
                    text(len(steps)),
                    undo=lambda: _each(reversed(steps), "undo"),
                    redo=lambda: _each(steps, "redo"),
                )
            )

    def clear(self) -> None:
        self._done.clear()
        self._undone.clear()

    # --- taking back -------------------------------------------------------------------------

    def undo_text(self) -> str:
        return self._done[-1].text if self._done else ""

    def redo_text(self) -> str:
        return self._undone[-1].text if self._undone else ""

    def undo(self, within: Callable[[], AbstractContextManager[object]] = nullcontext) -> bool:
        """Take back the last edit; False when there is none. `within` is the transaction
        the step runs in: the step moves to the redo list only once it has closed without
        error. A refusal propagates and leaves the history as it was."""
        if not self._done:
            return False
        step = self._done[-1]
        try:
            with within(), self._replay():
                step.undo()
        except Gone:
            self._done.pop()
            raise
        self._undone.append(self._done.pop())
        return True

    def redo(self, within: Callable[[], AbstractContextManager[object]] = nullcontext) -> bool:
        if not self._undone:
            return False
        step = self._undone[-1]
        try:
            with within(), self._replay():
                step.redo()
        except Gone:
            self._undone.pop()
            raise
        self._done.append(self._undone.pop())
        return True

    @contextmanager
    def _replay(self) -> Iterator[None]:
        self._replaying = True
        try:
            yield
        finally:
            self._replaying = False


def _each(steps: object, method: str) -> None:
    for step in steps:  # type: ignore[attr-defined]
        getattr(step, method)()
