"""The game controller's steps of a bound: where the game stands (bound, phase and
sub-phase, as steps of Table 1 in the game's pack), Next and Back between them, the seal
of the log, and what is still to do in the bound (play's `play.tasks`), as the phase
tracker lists it and Next asks about ("from 1b: 1 ordering roll pending").

A part of `GameController` (mixed in before `QObject`), which holds the signals and the
state these read (`game`, `outline`, …) and runs the actions (`_run`, `_apply`). Its words
keep the controller's translation context ("GameController"); the tasks' own words, which
are plurals, are the class's (`GameController.task_text`): pyside6-lupdate takes a plural
only from a class's own tr().
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ba_console.core.phases import (
    PhasePosition,
    Step,
    flatten,
    next_step,
    previous_step,
    step_place,
)
from ba_console.core.phases import step_number as number_in_table_1
from ba_console.gui.actions import phase as steps
from ba_console.gui.actions.base import ActionRefused
from ba_console.play import tasks as bound_tasks
from ba_console.store.kinds import SEAL_KIND

if TYPE_CHECKING:
    from ba_console.play.orders import OrderRow
    from ba_console.store.records import LoggedRoll


class ControllerSteps:
    """The steps of the bound and their open tasks, as `GameController` moves through them."""

    # --- phases ----------------------------------------------------------------------------

    def position(self) -> PhasePosition:
        """Where the game stands: bound, phase and sub-phase, as steps of the game's pack.

        A stored position the pack does not know as a step (a game made before its first
        sub-phase was chosen, or a pack edited since) reads as the first step of that
        phase, else the first step of the bound."""
        assert self.game is not None
        state = self.game.phase()
        position = PhasePosition(state.bound, state.phase, state.sub_phase)
        if self.outline is None:
            return position
        steps = flatten(self.outline.phases)
        if position.step in steps:
            return position
        same_phase = [step for step in steps if step.phase == position.phase]
        step = (same_phase or steps)[0]
        return PhasePosition(position.bound, step.phase, step.sub_phase)

    @property
    def bound(self) -> int:
        return self.position().bound if self.game is not None else 0

    def can_go_back(self) -> bool:
        """Whether Back may go: to an earlier sub-phase, or from the first step of a bound
        with nothing logged in it, to the end of the bound before (`actions.phase`)."""
        if self.game is None or self.outline is None or self.read_only:
            return False
        if previous_step(self.outline.phases, self.position()) is not None:
            return True
        return not steps.back_refusal(self)

    def next_starts_bound(self) -> bool:
        """Whether Next would close this bound and start the next (after End of bound)."""
        if self.game is None or self.outline is None:
            return False
        return next_step(self.outline.phases, self.position())[1]

    def next_closes_phase(self) -> bool:
        """Whether Next would close this phase (not only a sub-phase of it): a closed phase
        stands, Back cannot return to it (1.1.1)."""
        if self.game is None or self.outline is None:
            return False
        following, _ = next_step(self.outline.phases, self.position())
        return following.phase != self.position().phase or self.next_starts_bound()

    def advance_phase(
        self, left_open: list[str] | None = None, *, seal: bool = False
    ) -> PhasePosition | None:
        """Close this step and go to the next (`actions.phase.advance`).

        It does not ask: the window asks the umpire first when `tasks_left_open` is not
        empty (and passes what it asked about as `left_open`, not to read it twice), and
        the status bar then says what was left. `seal`: a new bound begins with the seal
        of the bound that ended, which the players witness (the window's Next passes it;
        a scripted walk through the steps, witnessed by nobody, does not)."""
        if self.game is None or self.pack is None:
            self._refuse(
                ActionRefused(QCoreApplication.translate("GameController", "No game is open."))
            )
            return None
        if left_open is None:
            left_open = self.tasks_left_open()
        try:
            changes = steps.advance(self, left_open, seal=seal, still_listed=self._carried_on())
        except ActionRefused as exc:
            self._refuse(exc)
            return None
        self._apply(changes)
        return changes.phase

    def seal_log(self, note: str = "") -> bool:
        """Seal the log as it stands (`actions.phase.seal_now`): a row of the log, shown in
        the status bar for the players to write down."""
        return self._run(steps.seal_now, note)

    def latest_seal(self, bound: int | None = None) -> LoggedRoll | None:
        """The latest seal row (of `bound`, when given); None before the first."""
        if self.game is None:
            return None
        found = self.game.rolls(kind=SEAL_KIND, bound=bound, limit=1, newest_first=True)
        return found[0] if found else None

    def back_refusal(self) -> str:
        """Why Back is refused at this step (1.1.1: a closed phase stands), in the
        interface language; "" where Back may go to an earlier sub-phase."""
        if self.game is None or self.outline is None:
            return ""
        return self.read_only_reason() or steps.back_refusal(self)

    def back_phase(self) -> PhasePosition | None:
        """One sub-phase back within the phase; a closed phase stands (1.1.1). From the
        first step of a bound with nothing logged in it, back to the bound before."""
        try:
            changes = steps.back(self)
        except ActionRefused as exc:
            self._refuse(exc)
            return None
        self._apply(changes)
        return changes.phase

    def phase_label(self, position: PhasePosition | None = None) -> str:
        """ "Melee phase › Melee" in the umpire's language (`core.phases.step_place`)."""
        if self.outline is None or self.game is None:
            return ""
        position = position or self.position()
        return step_place(self.outline.phases, position.phase, position.sub_phase, self.language)

    def open_tasks(self) -> list[str]:
        """What is still to do, in words for the tracker: the tasks of the current phase (a
        later sub-phase's too, as a look ahead), then those of earlier steps of this bound
        that are still to be done, named by their step ("from 1b: 1 ordering roll pending")."""
        if self.game is None or self.outline is None:
            return []
        position = self.position()
        current, earlier = bound_tasks.shown_tasks(self.outline, position, self._bound_tasks())
        return [self.task_text(t) for t in current] + [self._from_step(t) for t in earlier]

    def tasks_left_open(self) -> list[str]:
        """What Next would leave undone: the open tasks of the current step, and — when Next
        starts a new bound, which closes this one for good (1.1.1) — every task of this
        bound still to be done. Information (units in FD) is never among them."""
        if self.game is None or self.outline is None:
            return []
        position = self.position()
        current, earlier = bound_tasks.tasks_left_open(self.outline, position, self._bound_tasks())
        return [self.task_text(t) for t in current] + [self._from_step(t) for t in earlier]

    def _carried_on(self) -> frozenset[str]:
        """This step's open tasks that stay listed after it, named by their step ("from 1b:
        1 ordering roll pending"), in the words `tasks_left_open` says them."""
        assert self.outline is not None
        current, _ = bound_tasks.tasks_left_open(self.outline, self.position(), self._bound_tasks())
        return frozenset(self.task_text(task) for task in current if task.carried)

    def _bound_tasks(self) -> list[bound_tasks.Task]:
        assert self.game is not None and self.outline is not None
        outline, game = self.outline, self.game
        position = self.position()

        def read() -> list[bound_tasks.Task]:
            rows = [row for group in self.order_sheet() for row in group.rows]
            return bound_tasks.bound_tasks(outline, game, position, rows, self.units())

        return self._read_once(("tasks", position), read)

    def step_number(self, step: Step) -> str:
        """The step's number as the phase tracker shows it: "2", "1b"."""
        return number_in_table_1(self.outline.phases, step) if self.outline is not None else ""

    def unresolved_attacks(self, rows: list[OrderRow] | None = None) -> list[OrderRow]:
        """Orders of this bound with an attack not yet fought (see `play.tasks`)."""
        if self.game is None or self.outline is None:
            return []
        if rows is None:
            rows = [row for group in self.order_sheet() for row in group.rows]
        return bound_tasks.unresolved_attacks(
            self.outline, self.game, self.bound, rows, self.units()
        )
