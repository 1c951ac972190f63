"""The charge actions of the controller: the only GUI code that logs charge decisions.

The Charges dialog reads the charge phase through `play.charge.session.ChargeSession`
(what the umpire may do, each decision read with its checks; nothing is written) and hands
a decision it read to `log`, which appends its row (kind `charge_decision`, no dice) and
its roster effects through the store in one transaction, as `RollOperations.confirm` does
for a roll; the controller then emits `roll_logged` and `roster_changed`. Tests of a charge
are ordinary rolls, made in the roll dialog. The controller holds one instance as
`controller.charges`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ba_console.gui.labels import error_text
from ba_console.gui.operations import WRITE_ERRORS, OperationRefused
from ba_console.play.charge.decide import DecisionPreview
from ba_console.play.charge.session import ChargeSession, offers_charges
from ba_console.store.errors import GameError, RollError
from ba_console.store.records import LoggedRoll

if TYPE_CHECKING:
    from ba_console.gui.controller import GameController


class ChargeOperations(QObject):
    """Read and log the decisions of a charge phase, for the Charges dialog."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self._session: ChargeSession | None = None

    @property
    def available(self) -> bool:
        """Whether the open game's rules have a charge phase walked as steps of play."""
        pack = self.controller.pack
        return self.controller.game is not None and pack is not None and offers_charges(pack)

    @property
    def session(self) -> ChargeSession:
        """The open game's charge phase as play reads it (made again with a new game)."""
        game = self.controller.game
        pack = self.controller.pack
        if game is None or pack is None:
            raise OperationRefused(self.tr("No game is open."))
        session = self._session
        if session is None or session.game is not game or session.pack is not pack:
            session = self._session = ChargeSession(game, pack)
        return session

    def log(self, preview: DecisionPreview) -> LoggedRoll:
        """Log a decision read by `session.preview`, with its effects, in one transaction."""
        if not preview.can_log or preview.draft is None:
            raise OperationRefused(self.tr("The decision is not complete."))
        session = self.session
        game = session.game
        step = session.step_for(preview.request.action, preview.request.charge)
        try:
            with game.transaction():
                moved = self._move_to(step)
                row = game.append_roll(preview.draft)
        except WRITE_ERRORS as exc:
            raise OperationRefused(self.controller.write_refusal(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        if moved:
            self.controller.phase_advanced.emit(self.controller.position())
        self.controller.notify_roll_logged(row)
        return row

    def last_step(self, charge: int | None) -> LoggedRoll | None:
        """The row Undo would void: the last of `charge`, or of the declarations (None)."""
        session = self.session
        try:
            sequence = session.last_row(charge)
            return session.game.roll(sequence) if sequence is not None else None
        except (RollError, GameError) as exc:
            raise OperationRefused(error_text(exc)) from None

    def follow(self, action: str, charge: int | None) -> None:
        """Move the step tracker to the step of the charge phase where this is done (a
        test about to be rolled), so its row is logged under that step."""
        session = self.session
        step = session.step_for(action, charge)
        try:
            with session.game.transaction():
                moved = self._move_to(step)
        except WRITE_ERRORS as exc:
            raise OperationRefused(self.controller.write_refusal(exc)) from None
        if moved:
            self.controller.phase_advanced.emit(self.controller.position())

    def _move_to(self, step: str | None) -> bool:
        """The charge phase's sub-phase set to `step` (a move between the sub-phases of
        one phase, as Back and Next make; nothing is logged); False if it stands there."""
        game = self.session.game
        where = game.phase()
        if step is None or where.sub_phase == step:
            return False
        game.set_phase(where.bound, where.phase, step)
        return True
