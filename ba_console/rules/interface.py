"""The one interface every rule set implements, and the registry that finds it.

The engine (`core`) knows dice, factor tables and result lookups; `play` knows the way
from an umpire's choices to a logged roll. What differs between rule sets and is not a
table value lives behind `RuleSet`: the factors the roster ticks (`auto_predicates`),
what the rules forbid a unit (`restrictions`), the effects of a resolved roll
(`effects`), the side penalty after a fallen staff figure, how figures are compared, the
factor column a melee's defender reads, and where each kind of roll is placed
(`places`). Play and the window ask `rules.registry.rules_for(pack.rules)` and never
branch on the rule set's name. Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple, Protocol

from ba_console.core.factors import CountedFactor
from ba_console.core.orders import OrderParts
from ba_console.core.resolve import Resolution
from ba_console.rules.common import (
    AutoPredicate,
    DefenderColumn,
    Effect,
    MovementDone,
    RuleWarning,
    SidePenalty,
    UnitState,
)
from ba_console.rules.places import RollPlaces as RollPlaces

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


class RuleRestriction(NamedTuple):
    """Why the rules forbid a unit a roll (`blocking`: it cannot be confirmed without the
    umpire's ruling), or what the umpire should know before it (a caution).

    `template` is the translatable English source (context "rules"), `args` its
    placeholders: `text` is what the log and the CLI say, the window translates."""

    code: str
    template: str
    args: Mapping[str, str | int] = {}
    blocking: bool = True

    @property
    def text(self) -> str:
        return self.template.format(**self.args)


class RollFacts(NamedTuple):
    """Where and at what a roll is made, for the rules that read it: the phase of Table 1,
    the target of a fire, and the units the roller fired at in the bound before."""

    phase: str | None = None
    target: str | None = None
    last_targets: frozenset[str] = frozenset()


class EffectInputs(NamedTuple):
    """What a roll's effects are read from besides the resolution and the units, each
    keyed by role (`figures_lost` and `disorder` by unit: typed from the book)."""

    sides: Mapping[str, str] = {}
    targets: Mapping[str, str] = {}
    neighbours: Mapping[str, Iterable[str]] = {}
    figures_lost: Mapping[str, Iterable[int | str | Fraction]] = {}
    disorder: Mapping[str, str] = {}
    side_penalties: tuple[SidePenalty, ...] = ()
    phase: str | None = None  # the phase of Table 1 the roll is made in
    # Parts of a figure each unit already lost to earlier rolls of this phase: losses at
    # one target are summed before rounding down (3.1.5, 4.1.5).
    earlier_losses: Mapping[str, Fraction] = {}


class CountedUnits(NamedTuple):
    """What the rules count of a unit for a roll's tables: its units of fire (3.1.1) or of
    melee (4.1.3), from the figures that count.

    `figures` is None where the console cannot know which figures count (the ranks of a
    column whose frontage it does not hold, the face of a square attacked): the umpire
    counts them on the table, and `units` is empty. `template` (context "rules") says
    which figures count and why, filled with `args` in `text`; the window translates it."""

    what: str  # "fire" or "melee"
    figures: int | None
    units: tuple[int, ...]
    rule: str
    template: str = ""
    # Not hashed: a dict cannot be, and `text` already says the same.
    args: Mapping[str, str | int] = {}

    @property
    def text(self) -> str:
        return self.template.format(**self.args)


class RuleSet(Protocol):
    """A rule set's code: what is particular to it but not a table value."""

    key: str
    places: RollPlaces
    auto_predicates: Mapping[str, AutoPredicate]
    # The phase whose charges `play.charge` walks as steps of play (General de Brigade's
    # charge phase); None: the rule set has no such phase.
    charge_phase: str | None

    def restrictions(
        self,
        kind: str,
        role: str,
        unit: UnitState,
        bound: int,
        *,
        at_the_charge: bool = False,
        facts: RollFacts | None = None,
    ) -> list[RuleRestriction]:
        """What the rules forbid `unit` in `role` of a roll of `kind`, blocking first."""
        ...

    def effects(
        self,
        pack: RulePack,
        resolution: Resolution,
        units: Mapping[str, UnitState],
        bound: int,
        inputs: EffectInputs,
    ) -> tuple[list[Effect], list[RuleWarning]]:
        """The effects a resolved roll would have, with warnings; nothing is applied."""
        ...

    def side_penalty(
        self, penalties: Iterable[SidePenalty], side: str, bound: int, *, staff_roll: bool = False
    ) -> CountedFactor | None:
        """The penalty in force on a roll of `side`, as a counted factor; `staff_roll`: the
        roller is a staff figure (a catch roll, Tables 10 and 19), not a tactical unit."""
        ...

    def compared_figures(self, unit: UnitState, firing_artillery: bool = False) -> int:
        """The unit's figures when figures are compared (a factor row's tiers)."""
        ...

    def may_attack(self, unit: UnitState, bound: int) -> bool: ...

    def may_charge(self, unit: UnitState, bound: int) -> bool:
        """Whether the unit may make its attack at the charge now."""
        ...

    def can_take_orders(self, unit: UnitState) -> bool: ...

    def defender_column(
        self,
        defender: UnitState,
        attack_target: str | None,
        attackers: Iterable[UnitState],
        bound: int,
        hit_in_flank_or_rear: bool = False,
    ) -> DefenderColumn | None:
        """Whether a melee's defender attacks too and reads the attackers' factor column;
        None where the rule set has no such reading."""
        ...

    def defender_column_note(self, unit: str, reading: DefenderColumn, attacks_too: bool) -> str:
        """The log's note (English) on the column a defender read; "" for none."""
        ...

    def counted_units(self, kind: str, role: str, unit: UnitState) -> CountedUnits | None:
        """The units of fire or melee the rules count for this role, or which figures the
        umpire counts where the console cannot know them; None where the rules say none."""
        ...

    def order_restrictions(
        self, unit: UnitState, parts: OrderParts, bound: int
    ) -> list[RuleRestriction]:
        """Why the rules refuse an order as written (the unit's key is `{unit}`)."""
        ...

    def implied_movement(self, parts: OrderParts) -> MovementDone:
        """What an order does in the movement phase when carried out as written."""
        ...

    def movement_restrictions(
        self, unit: UnitState, done: MovementDone, bound: int
    ) -> list[RuleRestriction]:
        """What the rules say against a movement the umpire confirms."""
        ...

    def movement_effects(self, unit: UnitState, done: MovementDone, bound: int) -> list[Effect]:
        """The flags a movement sets and the formation it reached (nothing applied)."""
        ...

    def cancelled_melee_effects(
        self, attacker: str, defender: str, broken: Mapping[str, str], bound: int
    ) -> list[Effect]:
        """What a melee the fire phase cancelled still gives both sides (`broken`: the
        units a fire put out of it, with their disorder)."""
        ...
