"""What every action shares: the refusal, the changes it returns, and the host it runs on.

`ActionHost` is the narrow view of the controller an action may use (the open game and
pack, its transaction, the roster as read for the views, the edit history); actions never
emit signals themselves: they return `Changes`, and the controller emits from them.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ba_console.core.phases import PhasePosition
    from ba_console.gui.history import Edit, EditHistory
    from ba_console.packs import RulePack
    from ba_console.packs.outline import PackOutline
    from ba_console.play.orders import OrderRow
    from ba_console.store.game import Game
    from ba_console.store.models import Commander, Unit
    from ba_console.store.records import LoggedRoll


class ActionRefused(Exception):  # noqa: N818 - it is an outcome the umpire reads, not a bug
    """An action the rules or the store do not allow; the message says why."""


class Changes(NamedTuple):
    """What an action changed, for the controller to tell the views (in this order)."""

    forget_history: bool = False  # a new bound: the edits of the last one are history
    rolls: tuple[LoggedRoll, ...] = ()  # rows logged: `roll_logged`, `roster_changed`
    orders: tuple[tuple[int, str], ...] = ()  # (bound, unit) written: `order_saved`
    roster: list[str] | None = None  # units changed ([]: anything): `roster_changed`
    edits: tuple[Edit, ...] = ()  # for Edit › Undo
    message: str = ""  # for the status bar
    # What the step reached keeps in sight under Open tasks until the next step: the lists
    # the status bar has no room for (`phase.advance`: what the bound that ended left open
    # and the flags that expired with it; within a bound, the transfers that took effect
    # and the tasks left open that the tracker no longer lists).
    notes: tuple[str, ...] = ()
    phase: PhasePosition | None = None  # the step reached: `phase_advanced`


class ActionHost(Protocol):
    """What an action may use of the controller."""

    game: Game | None
    outline: PackOutline | None  # the pack as shown (its phases)
    history: EditHistory
    language: str

    @property
    def bound(self) -> int: ...

    def transaction(self) -> AbstractContextManager[Game]:
        """One umpire action: one transaction; a refusal rolls it back (`ActionRefused`)."""
        ...

    @property
    def pack(self) -> RulePack | None:
        """The validated pack (read at its first use)."""
        ...

    def position(self) -> PhasePosition: ...

    def units(self) -> list[Unit]: ...

    def commanders(self) -> list[Commander]: ...

    def order_row(self, unit: str, bound: int | None = None) -> OrderRow: ...

    def replayed(self, changes: Changes) -> None:
        """While an undo or redo replays an edit: tell the views once it is committed."""
        ...


def require_game(host: ActionHost) -> Game:
    """The open game, or the refusal every action gives without one."""
    if host.game is None:
        raise ActionRefused(QCoreApplication.translate("GameController", "No game is open."))
    return host.game
