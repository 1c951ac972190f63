"""Fire: units of fire, figures compared, and who may fire (3.1.1-3.1.3, 3.4.3, 1.1.1).

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.rules.belle_alliance.flags import flag_active
from ba_console.rules.common import UnitState
from ba_console.rules.interface import CountedUnits
from ba_console.rules.places import BELLE_ALLIANCE as PLACES

# 3.1.1: a unit of fire is 10 figures (infantry, cavalry) or 2 gunners (artillery); one
# unit of fire per tactical unit may be smaller, down to 3 figures or a single gunner.
FIGURES_PER_UNIT = 10
SMALLEST_UNIT = 3
GUNNERS_PER_UNIT = 2
SMALLEST_GUN_UNIT = 1
# 3.4.3: firing gunners count five times when figure numbers are compared.
GUNNER_MULTIPLIER = 5
# The kinds of roll that are fire (Tables 6 and 7 → 12).
FIRE_ROLL_KINDS = PLACES.fire
# The kind a battery fires with (3.4.0).
ARTILLERY_FIRE = PLACES.battery_fire
# The phase of Table 1 for continued fire (1.1.1).
CONTINUED_FIRE_PHASE = PLACES.continued_fire

FIRE_REASONS = {
    "md_no_fire": QT_TRANSLATE_NOOP("rules", "unit in MD cannot fire (3.1.1)"),
    "fd_no_fire": QT_TRANSLATE_NOOP("rules", "unit in FD cannot fire (3.1.1)"),
    "no_supplies_fire": QT_TRANSLATE_NOOP("rules", "unit without supplies cannot fire (5.5.3)"),
    "fast_march_fire": QT_TRANSLATE_NOOP(
        "rules", "unit used fast march this bound: cannot fire (2.3.2)"
    ),
    "passed_through": QT_TRANSLATE_NOOP(
        "rules", "unit was passed through this bound: cannot fire (1.1.1)"
    ),
    "continued_fire": QT_TRANSLATE_NOOP(
        "rules", "unit fired in the continued-fire phase: cannot fire again this bound (1.1.1)"
    ),
    "continued_fire_target": QT_TRANSLATE_NOOP(
        "rules",
        "continued fire is only at the target the unit fired at in the last bound (1.1.1)",
    ),
    "work_no_fire": QT_TRANSLATE_NOOP("rules", "unit at work cannot fire (1.3.5)"),
    "rest_no_fire": QT_TRANSLATE_NOOP("rules", "unit at rest cannot fire (1.3.6)"),
    # Cautions, not refusals: the umpire may have picked the kind from the Rolls menu in
    # haste (F9 never offers these).
    "battery_hand_fire": QT_TRANSLATE_NOOP(
        "rules",
        "a battery fires by artillery fire, Table 7 (3.1.1): its gunners do not fire on "
        "their own (1.3.4)",
    ),
    "no_guns_artillery_fire": QT_TRANSLATE_NOOP(
        "rules",
        "only a battery fires by artillery fire: this unit fires by hand weapons, Table 6 (3.1.1)",
    ),
}
# Formations in which a unit may not fire or attack: units at work (1.3.5) and at rest,
# "same restrictions as work" (1.3.6). Their gunners have left the guns.
WORK_OR_REST = ("work", "rest")


def units_of_fire(figures: int, arm: str) -> tuple[int, ...]:
    """Units of fire, largest first, 3.1.1.

    Infantry and cavalry: 10 figures a unit; one unit may be smaller, down to 3 figures,
    so 23 figures make (10, 10, 3) while 22 make (10, 10): the 2 left over are fewer
    than 3 and do not count. Artillery: 2 gunners a unit; one may be a single gunner.
    """
    if figures < 0:
        raise ValueError("figures cannot be negative")
    if arm == "artillery":
        size, smallest = GUNNERS_PER_UNIT, SMALLEST_GUN_UNIT
    else:
        size, smallest = FIGURES_PER_UNIT, SMALLEST_UNIT
    full, left = divmod(figures, size)
    return (size,) * full + ((left,) if left >= smallest else ())


def units_of_split_fire(parts: Iterable[int], arm: str) -> tuple[tuple[int, ...], ...]:
    """Units of fire of a split fire (at most two parts), 3.1.1 and 3.1.2.

    Split fire does not create a second small unit. The console's reading: the part
    with the larger remainder keeps its small unit; the other's remainder does not count.
    """
    sizes = [units_of_fire(p, arm) for p in parts]
    if len(sizes) > 2:
        raise ValueError("a fire may be split into at most two parts (3.1.2)")
    full = GUNNERS_PER_UNIT if arm == "artillery" else FIGURES_PER_UNIT
    smalls = [(i, s[-1]) for i, s in enumerate(sizes) if s and s[-1] < full]
    if len(smalls) < 2:
        return tuple(sizes)
    keep = max(smalls, key=lambda item: (item[1], -item[0]))[0]
    return tuple(s if i == keep or not s or s[-1] == full else s[:-1] for i, s in enumerate(sizes))


FIRE_COUNT_TEXT = QT_TRANSLATE_NOOP("rules", "units of fire, all {n} firing: {units} (3.1.1)")


def fire_count(unit: UnitState) -> CountedUnits | None:
    """A firer's units of fire if all its figures fire (3.1.1; the umpire names the figures
    that can, 3.1.3): given only where all can (a line, a skirmish line, a battery's
    gunners); closed formations fire with their two front ranks (3.2.0), which the console
    cannot count without the unit's frontage."""
    if unit.is_artillery:
        figures = unit.counted_figures
    elif unit.formation in ("line", "skirmish_line"):
        figures = unit.figures
    else:
        return None
    units = units_of_fire(figures, unit.arm)
    text = "+".join(str(n) for n in units) if units else "0"
    return CountedUnits(
        "fire", figures, units, "3.1.1", FIRE_COUNT_TEXT, {"n": figures, "units": text}
    )


def compared_figures(unit: UnitState, firing_artillery: bool = False) -> int:
    """The unit's figures in a figure comparison, 3.4.3: firing gunners count ×5; a
    target (or any unit not firing guns) is never multiplied. In melee all figures
    count for the result (4.1.3)."""
    if firing_artillery:
        return unit.counted_figures * GUNNER_MULTIPLIER
    return unit.counted_figures


def fire_restrictions(unit: UnitState, bound: int) -> list[str]:
    """Why the unit may not fire now (keys of REASONS); empty if it may.
    3.1.1 (MD/FD), 5.5.3 (supplies), 2.3.2 (fast march), 1.1.1 (passed through,
    continued fire), 1.3.5 and 1.3.6 (at work or at rest: "no attack, fire or movement")."""
    reasons: list[str] = []
    if unit.formation in WORK_OR_REST:
        reasons.append(f"{unit.formation}_no_fire")
    if unit.disorder == "MD":
        reasons.append("md_no_fire")
    if unit.disorder == "FD":
        reasons.append("fd_no_fire")
    if unit.supplies_left == 0:
        reasons.append("no_supplies_fire")
    if flag_active("fast_march", unit.flags.get("fast_march", ()), bound):
        reasons.append("fast_march_fire")
    if flag_active("passed_through", unit.flags.get("passed_through", ()), bound):
        reasons.append("passed_through")
    if flag_active("continued_fire", unit.flags.get("continued_fire", ()), bound):
        reasons.append("continued_fire")
    return reasons


def fire_kind_cautions(kind: str, unit: UnitState) -> list[str]:
    """A fire of the other arm's kind: a battery by hand weapons, a battalion or squadron
    by artillery fire (Tables 6 and 7, 3.1.1). Said, never refused."""
    if ARTILLERY_FIRE is None or kind not in FIRE_ROLL_KINDS:
        return []
    if kind == ARTILLERY_FIRE:
        return [] if unit.is_artillery else ["no_guns_artillery_fire"]
    return ["battery_hand_fire"] if unit.is_artillery else []


def continued_fire_restrictions(target: str | None, last_targets: frozenset[str]) -> list[str]:
    """In the continued-fire phase, only a unit that fired at a target in the last bound
    may fire, and only at that same target (1.1.1)."""
    return [] if target is not None and target in last_targets else ["continued_fire_target"]
