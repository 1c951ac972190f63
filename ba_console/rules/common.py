"""What every rule-set module shares: the unit as the roster knows it, the facts of one
roll, the effects a roll would have, and the machinery that turns roster state into
pre-ticked factors.

A rule pack names, on each factor row that the roster can decide, an `auto` predicate
("disorder_ld", "valour", "gifted_commander"…). A rules module supplies a registry of
those predicates; `ticks_from_predicates` walks the factor tables a role reads and
ticks each row whose predicate holds, with the reason shown on hover. A row without
`auto`, or with a name no registry knows, is never ticked automatically. Nothing here
applies an effect: effects are data for the controller to apply once the umpire
confirms. Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from types import MappingProxyType
from typing import NamedTuple

from ba_console.core.factors import Tick
from ba_console.core.frozen import Plain, record
from ba_console.core.model import FactorTable, RollKind
from ba_console.core.orders import OrderParts

ARMS = ("infantry", "cavalry", "artillery", "waggon")


def _frozen_flags(flags: Mapping[str, object]) -> Mapping[str, frozenset[int]]:
    return MappingProxyType({name: frozenset(bounds) for name, bounds in flags.items()})


@record
class UnitState(Plain):
    """One tactical unit as the roster holds it (digest §d).

    For artillery the figures that the rules count (units of fire, losses, valour steps)
    are the gunners; `figures` is then ignored where `gunners` is given. `flags` maps a
    flag name (see `belle_alliance.FLAG_DURATIONS`) to the bounds in which it was set.
    `supplies_left` is None while supplies are unlimited (5.5.3).
    """

    key: str
    side: str = ""
    arm: str = "infantry"
    type: str = ""  # cavalry: heavy / light / lancers / heavy_lancers / light_lancers
    figures_start: int = 0
    figures: int = 0
    gunners_start: int | None = None
    gunners: int | None = None
    valour: int = 0
    disorder: str = "ordered"
    formation: str | None = None
    supplies_left: int | None = None
    flags: Mapping[str, frozenset[int]] = field(default_factory=dict, hash=False)
    marksmen: bool = False
    light: bool = False
    klass: str | None = None  # quality class of a threshold test (General de Brigade)

    def __post_init__(self) -> None:
        object.__setattr__(self, "flags", _frozen_flags(self.flags))

    @property
    def is_artillery(self) -> bool:
        return self.arm == "artillery"

    @property
    def counted_figures(self) -> int:
        """Figures the rules count now: gunners for artillery, figures otherwise."""
        if self.is_artillery and self.gunners is not None:
            return self.gunners
        return self.figures

    @property
    def counted_figures_start(self) -> int:
        """The original count the 20 % valour steps are measured against (5.5.2)."""
        if self.is_artillery and self.gunners_start is not None:
            return self.gunners_start
        return self.figures_start


class RollContext(NamedTuple):
    """Facts of one roll that are not roster state: what the umpire states or the
    order sheet says. Only what a predicate reads; everything defaults to "not so"."""

    opponent_figures: int | None = None  # figures the unit is compared against
    firing_artillery: bool = False  # the unit fires with guns: gunners count ×5 (3.4.3)
    at_the_charge: bool = False  # the attack is made at the charge (2.3.3)
    commander_engaged: int | None = None  # the Table 10 factor this bound, when known
    staff_in_base_contact: bool = False  # commander or orderly touches the unit (1.1.3)
    # The immediate commander's rating: "effective" / "ineffective" (1.1.3, 1.1.9); in
    # General de Brigade, "gifted" / "inept" (`rules.places.Ratings`).
    commander_rating: str | None = None
    order: OrderParts | None = None
    # Consecutive bounds just before this one whose ordering roll failed with the same
    # order (1.1.3: a positive factor for each); for a replacement roll, in which the
    # replacement of the same fallen commander failed (1.1.4, Table 19).
    failed_bounds: int = 0
    gifted_commander: bool = False  # General de Brigade
    # Figures the unit lost to the defensive fire of the charge it tests in (General de
    # Brigade VII, digest A.2), as logged in the charge phase.
    fire_casualties: int = 0
    neighbours: int = 0  # neighbour units named to help this one (3.1.6, 4.1.6)


class Effect(NamedTuple):
    """One change a roll would make, for the umpire to confirm: `unit` (or side, for a
    side penalty), `what` changes, `from_` → `to`. `until_bound` is set for changes
    that expire. Never applied by the rules modules."""

    unit: str
    what: str
    from_: int | str | None
    to: int | str | None
    rule: str = ""
    until_bound: int | None = None
    note: str = ""

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "unit": self.unit,
            "what": self.what,
            "from": self.from_,
            "to": self.to,
            "rule": self.rule,
        }
        if self.until_bound is not None:
            data["until_bound"] = self.until_bound
        if self.note:
            data["note"] = self.note
        return data


class RuleWarning(NamedTuple):
    """Something the umpire should see before confirming: `code` is stable (for
    translation and tests), `message` the English text with its rule reference.

    `template` is the message's translatable source (marked with
    `QT_TRANSLATE_NOOP("rules", ...)`) and `args` its named placeholders, so that
    `message == template.format(**args)` and the GUI can say the same in Danish, with the
    unit's name for `{unit}`. Make one with `RuleWarning.from_template(...)`; a warning
    without a template (the CLI's situation checks) is shown as its English `message`.
    """

    code: str
    message: str
    unit: str | None = None
    template: str = ""
    # Not hashed: a dict cannot be, and `message` already says the same.
    args: Mapping[str, str | int] = {}

    @classmethod
    def from_template(
        cls, code: str, template: str, unit: str | None = None, **args: str | int
    ) -> RuleWarning:
        """The warning whose English message is `template` filled with `args`; the
        template's `{unit}`, if any, is the warning's `unit`."""
        if unit is not None:
            args = {"unit": unit, **args}
        return cls(code, template.format(**args), unit, template, args)

    def to_dict(self) -> dict[str, object]:
        return {"code": self.code, "unit": self.unit, "message": self.message}


@record
class AutoDecision(Plain):
    """A predicate's answer: tick the row (with `value` for a ±N row) because `reason`.

    `reason` is the English text; `template` is its translatable source (marked with
    `QT_TRANSLATE_NOOP("rules", ...)`) and `args` the template's named placeholders, so
    that `reason == template.format(**args)` and the GUI can show the same sentence in
    Danish. Make one with `AutoDecision.because(template, value, **args)`.
    """

    reason: str
    value: int | None = None
    template: str = ""
    # Not hashed: a dict cannot be, and `reason` already says the same.
    args: Mapping[str, str | int] = field(default_factory=dict, hash=False)
    count: int = 1  # a repeatable row: how many times it counts

    @classmethod
    def because(cls, template: str, value: int | None = None, **args: str | int) -> AutoDecision:
        """The decision whose English reason is `template` filled with `args`."""
        return cls(template.format(**args), value, template, args)


# (unit, bound, context) → AutoDecision when the row applies, None when it does not.
AutoPredicate = Callable[[UnitState, int, RollContext], AutoDecision | None]


def role_factor_tables(
    kind: RollKind, role: str, tables: Mapping[str, object]
) -> list[tuple[str, FactorTable, str]]:
    """(table id, table, column) for each factor table the role reads."""
    found: list[tuple[str, FactorTable, str]] = []
    for ref in kind.role(role).factors:
        table_id, _, column = ref.partition(":")
        table = tables.get(table_id)
        if isinstance(table, FactorTable):
            found.append((table_id, table, column))
    return found


def ticks_from_predicates(
    registry: Mapping[str, AutoPredicate],
    kind: RollKind,
    tables: Mapping[str, object],
    role: str,
    unit: UnitState,
    bound: int,
    context: RollContext,
) -> list[Tick]:
    """Tick every row of the role's factor tables whose `auto` predicate holds."""
    ticks: list[Tick] = []
    for table_id, table, _column in role_factor_tables(kind, role, tables):
        for row in table.rows:
            predicate = registry.get(row.auto) if row.auto else None
            if predicate is None:
                continue
            decision = predicate(unit, bound, context)
            if decision is not None:
                ticks.append(
                    Tick(
                        table_id,
                        row.key,
                        decision.value,
                        True,
                        decision.reason,
                        decision.template,
                        decision.args,
                        decision.count if row.repeatable else 1,
                    )
                )
    return ticks


class SidePenalty(NamedTuple):
    """−1 or −2 on every roll of `side`, from a catch roll in `bound` (Belle Alliance's
    Table 18: a fallen staff figure)."""

    side: str
    value: int
    bound: int

    @property
    def until_bound(self) -> int:
        return self.bound + 1

    def active(self, current_bound: int) -> bool:
        """The rest of the bound of the catch roll and all of the next, Table 18."""
        return self.bound <= current_bound <= self.until_bound


class DefenderColumn(NamedTuple):
    """Whether a melee's defender fights as an attacker too (and reads the attackers'
    factor column), and why.

    `code` names the rules' reason; `reason` is its English sentence filled in (what the
    log's note keeps), `template` the translatable source and `args` its placeholders,
    so that `reason == template.format(**args)`, as for `AutoDecision`."""

    attacks_too: bool
    code: str
    rule: str
    reason: str
    template: str
    # Not hashed: a dict cannot be, and `reason` already says the same.
    args: Mapping[str, str | int] = {}


class MovementDone(NamedTuple):
    """What a unit did in the movement phase, as the umpire confirms it: whether it used
    the charge or fast march, split, assembled or changed formation (and the formation it
    reached), and the units it marched through."""

    charged: bool = False
    fast_march: bool = False
    changed_formation: bool = False
    formation: str | None = None
    passed_through: tuple[str, ...] = ()
