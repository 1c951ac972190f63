"""Staff figures: the side penalty after a fallen staff figure (Table 18, 1.1.4).

The penalty falls on the rolls of the side's tactical units, not on staff figures' own
rolls (see `side_penalty_factor`). Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable

from ba_console.core.factors import CountedFactor
from ba_console.core.vocabulary import CONSOLE_FACTORS
from ba_console.rules.common import SidePenalty
from ba_console.rules.places import BELLE_ALLIANCE as PLACES

# Kinds whose roles are staff figures (commanders, orderlies), not tactical units.
STAFF_ROLL_KINDS = PLACES.staff


# The log keeps the English; the log viewer and the report say it from `CONSOLE_FACTORS`.
SIDE_PENALTY_LABEL = (
    CONSOLE_FACTORS[("t18", "side_penalty")],
    "Fradrag for egen side efter faldet stabsfigur",
)


def side_penalty_factor(
    penalties: Iterable[SidePenalty], side: str, current_bound: int, *, staff_roll: bool = False
) -> CountedFactor | None:
    """The side penalty as a counted factor on a roll of `side`, Table 18 and 1.1.4.

    Whose rolls: 1.1.4 gives a fallen staff figure's side a "fradrag til terningkast for
    alle enheder på samme side" (a deduction on the dice rolls of all units of the same
    side), and Table 18 says the same of "all units on the same side". So it counts on the
    rolls of the side's tactical units (ordering, fire, melee, spread of rout,
    reorganisation, field work, a roll-off between units), and not on a roll made for a
    staff figure (`staff_roll`): not on a staff figure's own catch roll (Table 18), and, by
    the same reading, not on the Table 10 roll of an engaging commander (it decides the
    commander's fate; its factor on the unit's rolls is that table's result) nor on an
    orderly's replacement roll (Table 19). The book names no factor of either table that
    would say otherwise; the umpire's ruling overrides (1.1.9).

    The console's reading when two fallen staff figures overlap: they do not add up;
    the larger penalty counts (the book does not say).
    """
    if staff_roll:
        return None
    active = [p for p in penalties if p.side == side and p.active(current_bound)]
    if not active:
        return None
    worst = min(active, key=lambda p: (p.value, -p.bound))
    return CountedFactor(
        table="t18",
        key="side_penalty",
        column="all",
        label_en=SIDE_PENALTY_LABEL[0],
        label_da=SIDE_PENALTY_LABEL[1],
        rule="Table 18",
        value=worst.value,
        status="counted",
        auto=True,
        reason=(
            f"a staff figure of side {side} fell in bound {worst.bound}: {worst.value} on "
            f"all its units' rolls until the end of bound {worst.until_bound} (Table 18, 1.1.4)"
        ),
    )
