"""Orders as written on the order sheet (1.1.2) and when they need an ordering roll (1.1.3).

An order keeps the umpire's verbatim text and its parts. Whether the unit needs an
ordering roll follows from facts the umpire states (distance to the immediate
commander, distance to a formed enemy), never from geometry the console cannot see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields, replace
from typing import Any, Literal, NamedTuple

from ba_console.core.frozen import Plain, record
from ba_console.core.i18n import QT_TRANSLATE_NOOP

DISORDER = ("ordered", "LD", "MD", "FD")
FORMATIONS = (
    "line",
    "attack_column",
    "column_of_march",
    "square",
    "battalion_mass",
    "huddle",
    "skirmish_line",
    "work",
    "rest",
    "limbered",
    "unlimbered",
)
# A unit's formation may also be "none": a unit in FD is in no formation (1.3.1). It is
# never the target of a change of formation, so orders take FORMATIONS only.
UNIT_FORMATIONS = (*FORMATIONS, "none")
# The longest march distance an order sheet takes, in cm: a club table is rarely over 3 m
# long, so more is a slip of the keyboard (an extra zero, a pasted number), not a march.
MARCH_CM_MAX = 500


RATES = ("normal", "fast", "charge")


@record
class March(Plain):
    to: str = ""  # where, as written ("to the church", "20 cm NE")
    distance_cm: int | None = None
    rate: Literal["normal", "fast", "charge"] = "normal"
    limited: bool = False  # a movement limit written on the sheet (2.3.1)
    toward_commander: bool = False  # a march toward the immediate commander (1.1.3 +)

    def __post_init__(self) -> None:
        if self.distance_cm is not None and self.distance_cm < 0:
            raise ValueError(f"march distance_cm must be 0 or more, not {self.distance_cm}")
        if self.rate not in RATES:
            raise ValueError(f"march rate must be 'normal', 'fast' or 'charge', not {self.rate!r}")


@record
class Attack(Plain):
    target: str  # one enemy unit (4.1.2)
    at_the_charge: bool = False
    against_position: bool = False

    def __post_init__(self) -> None:
        if not self.target:
            raise ValueError("an attack names its target (4.1.2)")


@record
class OrderParts(Plain):
    """The parts of one unit's order for one bound (1.1.2). Several parts may combine.

    A plain frozen dataclass, checked when made: the order sheet is on the way to the
    window's first frame, which loads no validation library (see `from_data` for plain
    data, and `play.situation` for the `resolve` file, read by its fields, unknown ones
    refused: `core.data_check`)."""

    march: March | None = None
    formation: str | None = None  # change of formation: to which formation
    split: bool = False
    assemble: bool = False
    attack: Attack | None = None
    field_work: str | None = None
    transfer_to: str | None = None  # commander key (1.1.5)
    load_canister: bool = False  # artillery only (3.4.4)
    rest: bool = False

    def __post_init__(self) -> None:
        if self.formation is not None and self.formation not in FORMATIONS:
            raise ValueError(f"formation {self.formation!r} is not one of {', '.join(FORMATIONS)}")
        if self.split and self.assemble:
            raise ValueError("an order cannot both split and assemble the unit")
        if self.transfer_to and (self.march or self.attack or self.formation):
            raise ValueError("a transferred unit gets no other order that bound (1.1.5)")

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> OrderParts:
        """The parts from plain data (`{"march": {"to": "the mill"}}`); ValueError naming
        an unknown field or a value that does not fit."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown order part {unknown[0]!r} (known: {', '.join(known)})")
        values = dict(data)
        for name, part in (("march", March), ("attack", Attack)):
            if isinstance(values.get(name), Mapping):
                values[name] = _part(part, values[name])
        return cls(**values)

    @property
    def empty(self) -> bool:
        return self is NO_PARTS or self == NO_PARTS

    @property
    def only_march_toward_commander(self) -> bool:
        return (
            self.march is not None
            and self.march.toward_commander
            and replace(self, march=None).empty
        )

    @property
    def only_change_to_huddle(self) -> bool:
        return self.formation == "huddle" and replace(self, formation=None).empty


# The parts of no order, made once: the order sheet asks each unit's line whether it has
# an order (a few times a unit before the window's first frame), and a line without one
# holds these.
NO_PARTS = OrderParts()


def _part(part: type[Any], data: Mapping[str, Any]) -> Any:
    known = {f.name for f in fields(part)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"unknown field {unknown[0]!r} of {part.__name__.lower()}")
    return part(**data)


class OrderFacts(NamedTuple):
    """What the umpire states about the unit when its order is written."""

    disorder: str = "ordered"
    over_30cm_from_commander: bool = False
    within_30cm_of_formed_enemy: bool = False  # an enemy closed unit not in MD/FD


REASONS = {
    "fd": QT_TRANSLATE_NOOP("orders", "in full disorder (FD): cannot take orders (1.1.2)"),
    "far": QT_TRANSLATE_NOOP("orders", "more than 30 cm from its immediate commander (1.1.3)"),
    "formation_disorder": QT_TRANSLATE_NOOP(
        "orders", "changes formation while in LD or MD (1.1.3)"
    ),
    "formation_enemy": QT_TRANSLATE_NOOP(
        "orders", "changes formation within 30 cm of a formed enemy unit (1.1.3)"
    ),
}


def can_take_orders(disorder: str) -> bool:
    """FD units cannot receive orders (1.1.2)."""
    if disorder not in DISORDER:
        raise ValueError(f"disorder must be one of {', '.join(DISORDER)}")
    return disorder != "FD"


def ordering_roll_reasons(parts: OrderParts, facts: OrderFacts) -> list[str]:
    """Why this order needs an ordering roll (1.1.3); empty when it needs none.

    The keys index REASONS. An FD unit gets ["fd"]: it cannot take the order at all.
    Transfers need no ordering roll (1.1.5); an empty order needs none.
    """
    if not can_take_orders(facts.disorder):
        return ["fd"]
    if parts.empty or parts.transfer_to:
        return []
    reasons: list[str] = []
    if facts.over_30cm_from_commander:
        reasons.append("far")
    if parts.formation is not None:
        if facts.disorder in ("LD", "MD"):
            reasons.append("formation_disorder")
        if facts.within_30cm_of_formed_enemy:
            reasons.append("formation_enemy")
    return reasons
