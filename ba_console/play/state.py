"""What play reads of a game: the units as the rules see them, the staff, the written
orders of the bound, the side penalties and the roster's names.

`GameState` is the narrow view every play function reads through. `play.stored.StoredGame`
reads an open game file (the window's path); `play.situation` builds a `GivenState` from a
JSON situation (`ba-console resolve`); both give the same answers for the same roster,
which is why the window and `resolve` resolve a roll alike. Nothing here reads a game file
or the store: `resolve` reads none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple, Protocol

from ba_console.core.orders import OrderParts
from ba_console.rules.common import SidePenalty, UnitState


class WrittenOrder(NamedTuple):
    """A unit's order for the bound as written on its sheet (4.1.2), with its status."""

    unit: str
    bound: int
    text: str
    parts: OrderParts | None  # None: the store keeps parts this version cannot read
    status: str  # "written", "needs_roll", "followed", "not_followed"


class StaffFigure(NamedTuple):
    """A commander or an orderly (1.1.4)."""

    key: str
    kind: str  # "commander" or "orderly"
    side: str
    fallen: bool
    commander: str | None = None  # an orderly's commander
    orderlies: tuple[str, ...] = ()  # a commander's orderlies, in the roster's order
    rating: str = "normal"  # a commander's (1.1.3)
    # An orderly off the table because he replaced his commander (Table 19, 1.1.4): he is
    # also `fallen` (the roster keeps no other word), but he did not fall.
    replaced: bool = False


class GameState(Protocol):
    """The game as play reads it, in one bound."""

    @property
    def bound(self) -> int: ...

    @property
    def phase(self) -> str | None:
        """The phase of Table 1 the game is in (its key); None where not known."""
        ...

    def last_targets(self, unit: str, kinds: frozenset[str]) -> frozenset[str]:
        """The units `unit` fired at in the bound before, with rolls of `kinds` (continued
        fire is only at that target, 1.1.1)."""
        ...

    def loss_parts(self, unit: str) -> Fraction:
        """The parts of a figure `unit` lost to earlier rolls of this phase (3.1.5, 4.1.5:
        losses at one target are summed before rounding down)."""
        ...

    def unit(self, key: str) -> UnitState | None:
        """A tactical unit as the rules see it; None for staff figures and unknown keys."""
        ...

    def staff(self, key: str) -> StaffFigure | None: ...

    def side_of(self, key: str | None) -> str:
        """The side of a unit, commander or orderly; "" when not known."""
        ...

    def side_penalties(self) -> tuple[SidePenalty, ...]: ...

    def names(self) -> Mapping[str, str]:
        """The roster's names by key (units, commanders, orderlies, sides)."""
        ...

    def written_order(self, unit: str) -> WrittenOrder | None:
        """The unit's order of this bound; None without one."""
        ...

    def commander_rating(self, unit: str) -> str | None:
        """The unit's immediate commander's rating when he is rated (1.1.3; General de
        Brigade's gifted or inept); None for the store's plain "normal"."""
        ...

    def failed_bounds(self, unit: str) -> int:
        """Consecutive bounds just before this one in which the unit's order, the same as
        its order of this bound, was not followed (1.1.3); 0 without an order now."""
        ...

    def failed_replacements(self, commander: str, kind: str) -> int:
        """Consecutive bounds just before this one in which a replacement roll (of `kind`,
        Table 19) for the fallen `commander` was made and did not replace him (1.1.4)."""
        ...

    def charge_fire_losses(self, unit: str) -> int:
        """Figures `unit` lost this bound to the defensive fire of a charge it made, as
        the charge phase logged it (General de Brigade VII); 0 where none was logged."""
        ...


@dataclass
class GivenState:
    """A game state given as data (a JSON situation, a test): nothing is read."""

    bound: int = 1
    units: Mapping[str, UnitState] = field(default_factory=dict)
    penalties: tuple[SidePenalty, ...] = ()
    phase: str | None = None
    previous_targets: Mapping[str, frozenset[str]] = field(default_factory=dict)
    earlier_losses: Mapping[str, Fraction] = field(default_factory=dict)
    staff_figures: Mapping[str, StaffFigure] = field(default_factory=dict)
    orders: Mapping[str, WrittenOrder] = field(default_factory=dict)
    ratings: Mapping[str, str] = field(default_factory=dict)
    roster_names: Mapping[str, str] = field(default_factory=dict)
    failed: Mapping[str, int] = field(default_factory=dict)  # `failed_bounds` by unit
    # `failed_replacements` by commander
    failed_replacing: Mapping[str, int] = field(default_factory=dict)
    fire_losses: Mapping[str, int] = field(default_factory=dict)  # `charge_fire_losses`

    def unit(self, key: str) -> UnitState | None:
        return self.units.get(key)

    def last_targets(self, unit: str, kinds: frozenset[str]) -> frozenset[str]:
        return self.previous_targets.get(unit, frozenset())

    def loss_parts(self, unit: str) -> Fraction:
        return self.earlier_losses.get(unit, Fraction(0))

    def staff(self, key: str) -> StaffFigure | None:
        return self.staff_figures.get(key)

    def side_of(self, key: str | None) -> str:
        if key is None:
            return ""
        found = self.units.get(key) or self.staff_figures.get(key)
        return found.side if found is not None else ""

    def side_penalties(self) -> tuple[SidePenalty, ...]:
        return self.penalties

    def names(self) -> Mapping[str, str]:
        return self.roster_names

    def written_order(self, unit: str) -> WrittenOrder | None:
        return self.orders.get(unit)

    def commander_rating(self, unit: str) -> str | None:
        return self.ratings.get(unit)

    def failed_bounds(self, unit: str) -> int:
        return self.failed.get(unit, 0)

    def failed_replacements(self, commander: str, kind: str) -> int:
        return self.failed_replacing.get(commander, 0)

    def charge_fire_losses(self, unit: str) -> int:
        return self.fire_losses.get(unit, 0)


def ladder_disorder(stored: str, flags: Mapping[str, object], ladder: Sequence[str]) -> str:
    """A stored unit's disorder on the pack's ladder. The store keeps Belle Alliance's
    ladder; a state of another ladder (General de Brigade's "unformed") is kept as a flag
    (`play.record`) and read back here, and a unit without it is in the ladder's first
    state ("formed"). An empty ladder: the store's word as it is."""
    if not ladder or stored in ladder:
        return stored
    kept = [state for state in ladder[1:] if state in flags]
    return kept[-1] if kept else ladder[0]
