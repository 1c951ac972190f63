"""What widgets and dialogs may call: the controller as each of them sees it.

A widget is given the controller typed as one of these protocols, never `Any` probed with
`getattr`: what it may read (the roster as the views share it, the language), the roll
actions and the play session, and the signals it follows. `GameController` satisfies
them all; a test may hand a widget anything that does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ba_console.core.phases import PhasePosition
    from ba_console.gui.background import BackgroundWork
    from ba_console.gui.charge_operations import ChargeOperations
    from ba_console.gui.operations import RollOperations
    from ba_console.packs import RulePack
    from ba_console.play.orders import OrderRow
    from ba_console.store.models import Commander, GameInfo, Orderly, Unit


class RosterReader(Protocol):
    """The roster as the views share it while they fill themselves."""

    def units(self) -> list[Unit]: ...

    def commanders(self) -> list[Commander]: ...

    def orderlies(self) -> list[Orderly]: ...

    def side_names(self) -> dict[str, str]: ...


class RollDesk(RosterReader, Protocol):
    """What the roll dialog and the roll log viewer may call."""

    language: str
    roster_changed: SignalInstance
    roll_logged: SignalInstance
    game_closing: SignalInstance  # the game is still open: where the umpire was can be kept
    game_closed: SignalInstance
    game_opened: SignalInstance
    pack_changed: SignalInstance
    info: GameInfo | None  # the open game's (its seed commitment tells one game from another)
    file_readers: BackgroundWork  # readers of the game's file in a thread (its close waits)

    @property
    def rolls(self) -> RollOperations: ...

    @property
    def is_open(self) -> bool:
        """Whether a game is open (the dialogs close with it)."""
        ...

    @property
    def read_only(self) -> bool:
        """Whether the open game is read-only (nothing can be voided)."""
        ...

    @property
    def pack(self) -> RulePack | None: ...

    @property
    def bound(self) -> int: ...

    def position(self) -> PhasePosition: ...

    def unresolved_attacks(self) -> list[OrderRow]:
        """Orders of this bound with an attack not yet fought ("Confirm and next")."""
        ...


class ChargeDesk(RollDesk, Protocol):
    """What the Charges dialog may call: the roll desk (its tests open the roll dialog)
    and the charge phase's decisions."""

    phase_advanced: SignalInstance

    @property
    def charges(self) -> ChargeOperations: ...

    def phase_label(self, position: PhasePosition | None = None) -> str: ...
