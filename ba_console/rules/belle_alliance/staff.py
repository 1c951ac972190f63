"""Staff figures: the side penalty after a fallen staff figure (Table 18, 1.1.4).

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable

from ba_console.core.factors import CountedFactor
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.rules.common import SidePenalty

# Kinds whose roles are staff figures (commanders, orderlies), not tactical units.
STAFF_ROLL_KINDS = frozenset({"catch", "engaging_commander", "replacement"})


SIDE_PENALTY_LABEL = (
    QT_TRANSLATE_NOOP("rules", "Side penalty after a fallen staff figure"),
    "Straf for egen side efter faldet stabsfigur",
)


def side_penalty_factor(
    penalties: Iterable[SidePenalty], side: str, current_bound: int
) -> CountedFactor | None:
    """The side penalty as a counted factor on a roll of `side`, Table 18.

    The console's reading when two fallen staff figures overlap: they do not add up;
    the larger penalty counts (the book does not say).
    """
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
            f"all its rolls until the end of bound {worst.until_bound} (Table 18)"
        ),
    )
