"""Massed-column charges, General de Brigade VII (digest A.1).

Every battalion of a massed column takes its charge test at the same time; a column that
wavers, retires or routs may throw its neighbours into disorder, so every formed column of
the mass within 8 cm (5") of it takes the massed-column formation test: 2D6 against a
threshold by class (7+ Guard/elite, 8+ veteran/line, 9+ second-rate/recruits), +1 with a
gifted commander; thresholds and factor are the pack's. Who is near whom is what the umpire
states, never measured by the console. Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ba_console.core.factors import Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.rules.common import (
    AutoDecision,
    AutoPredicate,
    RollContext,
    UnitState,
    ticks_from_predicates,
)

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

FORMATION_TEST = "formation_test"
# A.1: a column that wavers, retires or routs during its charge can disorder its neighbours.
BREAKING_RESULTS = frozenset({"waver", "retire", "rout"})


def _gifted(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    """The commander is gifted: as stated for the roll, or as the roster rates the unit's
    immediate commander (the umpire unticks it if he is not with the column)."""
    if context.commander_rating == "gifted":
        return AutoDecision.because(
            QT_TRANSLATE_NOOP(
                "rules", "the roster rates the unit's commander gifted (VII, massed columns)"
            )
        )
    if context.gifted_commander:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP(
                "rules", "the commander with the column is gifted (VII, massed columns)"
            )
        )
    return None


def _formed_square(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    """The unit stands in square, formed: the square bonus of the charge test (digest A.2,
    example B) and the square modifier of the melee; an unformed unit cannot claim it
    (a forum ruling, digest B.1). Its value is the book's: the pack leaves it unset."""
    if unit.formation == "square" and unit.disorder != "unformed":
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the unit stands in square and is formed (VII, XII)")
        )
    return None


def _fire_casualties(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    """The charger lost figures to the target's defensive fire before its charge test
    (digest A.2, example A). Its value is the book's: the pack leaves it unset."""
    if context.fire_casualties > 0:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP(
                "rules", "the unit lost {figures} figure(s) to defensive fire in its charge (VII)"
            ),
            figures=context.fire_casualties,
        )
    return None


AUTO_PREDICATES: dict[str, AutoPredicate] = {
    "gifted_commander": _gifted,
    "formed_square": _formed_square,
    "fire_casualties": _fire_casualties,
}


def auto_ticks(
    pack: RulePack,
    roll_kind_key: str,
    role: str,
    unit: UnitState,
    bound: int,
    context: RollContext | None = None,
) -> list[Tick]:
    """The factors the situation decides (the gifted commander, VII massed columns)."""
    kind = pack.roll(roll_kind_key)
    return ticks_from_predicates(
        AUTO_PREDICATES, kind, pack.tables, role, unit, bound, context or RollContext()
    )


@dataclass(frozen=True)
class ColumnFacts:
    """One battalion of a massed column as the umpire states it (A.1)."""

    key: str
    formed: bool = True
    in_column: bool = True
    charge_result: str | None = None  # "pass", "waver", "retire", "rout" or None
    within_8cm_of: frozenset[str] = frozenset()  # columns of the mass within 8 cm / 5"


def broken_columns(columns: Iterable[ColumnFacts]) -> list[str]:
    """The columns of the mass that wavered, retired or routed in their charge test (A.1)."""
    return [c.key for c in columns if c.charge_result in BREAKING_RESULTS]


def formation_test_candidates(columns: Iterable[ColumnFacts]) -> list[str]:
    """Who must take the massed-column formation test, VII (A.1): every formed column
    of the mass within 8 cm (5") of a column that wavered, retired or routed, and that
    has not itself broken. Nearness counts both ways, whichever column the umpire
    stated it on."""
    columns = list(columns)
    broken = set(broken_columns(columns))
    near: dict[str, set[str]] = {c.key: set(c.within_8cm_of) for c in columns}
    for column in columns:
        for other in column.within_8cm_of:
            near.setdefault(other, set()).add(column.key)
    return [
        c.key
        for c in columns
        if c.formed and c.in_column and c.key not in broken and near[c.key] & broken
    ]
