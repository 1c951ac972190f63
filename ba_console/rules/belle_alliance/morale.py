"""Losses, valour and supplies: what fire and melee do to a unit's morale (3.1.5, 4.1.5,
5.5.2 and Table 15, 5.5.3).

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import NamedTuple

from ba_console.core.dice import count_ones
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import ListTable
from ba_console.rules.common import UnitState
from ba_console.rules.places import BELLE_ALLIANCE as PLACES

# 5.5.3: after the trigger roll, supplies last for the next three fire or melee rolls.
ROLLS_AFTER_SUPPLY_TRIGGER = 3
# 5.5.2: a non-artillery unit below 3 figures is removed.
FEWEST_FIGURES_KEPT = 3
# Kinds of roll that are "fire or melee rolls" for supplies (5.5.3).
SUPPLY_ROLL_KINDS = PLACES.fire_or_melee
DISORDER_LADDER = ("ordered", "LD", "MD", "FD")

MORALE_REASONS = {
    "no_supplies_melee": QT_TRANSLATE_NOOP(
        "rules",
        "unit without supplies: -2 in melee, and by the Danish text it can only take "
        "prisoners (5.5.3)",
    ),
}


class RulesDataError(ValueError):
    """The pack lacks a value these rules read from it (e.g. Table 15's entries)."""


def total_losses(losses: Iterable[int | str | Fraction]) -> int:
    """Figures lost by one target from several fires or attacks, 3.1.5 and 4.1.5:
    each loss is worked out separately, they are added, and only then rounded down.
    Parts may be fractions ("1/2", "1.5")."""
    total = sum((Fraction(part) for part in losses), Fraction(0))
    if total < 0:
        raise ValueError("losses cannot be negative")
    return math.floor(total)


class ValourRules(NamedTuple):
    """Table 15's numbers, from the pack: the change per full 20 % of the original
    figures lost, and the lowest valour."""

    per_step: int
    lowest: int


def valour_rules(tables: Mapping[str, object]) -> ValourRules:
    """Read Table 15 (`t15` entries `per_20_percent_lost`, `lowest_valour`), 5.5.2."""
    table = tables.get("t15")
    if not isinstance(table, ListTable):
        raise RulesDataError("the pack has no Table 15 (t15): valour cannot be reduced")
    values = {}
    for entry in ("per_20_percent_lost", "lowest_valour"):
        value = table.entries.get(entry)
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesDataError(f"table t15, entry {entry}: unset; fill it from the book")
        values[entry] = value
    return ValourRules(values["per_20_percent_lost"], values["lowest_valour"])


def valour_steps(original: int, lost: int) -> int:
    """Full 20 % steps of the original figures lost, 5.5.2 (lost × 5 // original)."""
    if original <= 0:
        return 0
    return max(lost, 0) * 5 // original


class ValourChange(NamedTuple):
    """What a loss of figures does to a unit, 5.5.2."""

    figures_from: int
    figures_to: int
    valour_from: int
    valour_to: int
    steps: int
    goes_fd: bool
    removed: bool


def reduce_valour(rules: ValourRules, unit: UnitState, figures_lost: int) -> ValourChange:
    """Reduction of valour, 5.5.2 and Table 15.

    Valour changes by `rules.per_step` for each full 20 % of the unit's ORIGINAL figures
    lost (gunners for artillery); steps already counted for earlier losses are not
    counted again. Below `rules.lowest` the unit goes into FD and its valour is set to
    `rules.lowest`. A non-artillery unit left with fewer than 3 figures is removed.
    """
    if figures_lost < 0:
        raise ValueError("figures lost cannot be negative")
    original = unit.counted_figures_start
    now = unit.counted_figures
    after = max(now - figures_lost, 0)
    steps = valour_steps(original, original - after) - valour_steps(original, original - now)
    raw = unit.valour + steps * rules.per_step
    goes_fd = raw < rules.lowest
    valour_to = max(raw, rules.lowest)
    removed = not unit.is_artillery and after < FEWEST_FIGURES_KEPT
    return ValourChange(now, after, unit.valour, valour_to, steps, goes_fd, removed)


def starts_supply_count(faces: Iterable[int]) -> bool:
    """Two (or more) dice showing a single pip on a fire or melee roll, 5.5.3."""
    return count_ones(tuple(faces)) >= 2


def supplies_after_roll(supplies_left: int | None, faces: Iterable[int]) -> int | None:
    """Supplies after one fire or melee roll by the unit, 5.5.3.

    None means unlimited. A roll with two dice showing 1 starts the count: the unit has
    supplies for the next 3 fire or melee rolls (None → 3). Each later roll uses one
    (3 → 2 → 1 → 0). At 0 the unit is without supplies and stays so until resupplied.
    """
    if supplies_left is None:
        return ROLLS_AFTER_SUPPLY_TRIGGER if starts_supply_count(faces) else None
    return max(supplies_left - 1, 0)


def worse_disorder(current: str, new: str) -> str:
    """A moral result never makes a unit's disorder better (console's reading)."""
    if current in DISORDER_LADDER and new in DISORDER_LADDER:
        return max(current, new, key=DISORDER_LADDER.index)
    return new
