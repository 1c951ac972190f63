"""Bound flags and how long they count (Table 8, 1.1.1, 2.3.2, 2.3.3, 4.1.1).

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable

from ba_console.rules.common import UnitState

# Table 8 / 2.3.3 / 4.1.1 / 1.1.1: how long a flag set in bound b counts.
#   this_bound: only in b;  this_and_next_bound: b and b+1;  next_bound: only in b+1.
FLAG_DURATIONS: dict[str, str] = {
    "fired": "this_bound",  # Table 8 "fire during this bound"; 4.1.3
    "fired_at": "this_bound",  # was fired at this bound: the first time engages a commander, 1.1.4
    "continued_fire": "this_bound",  # 1.1.1: may not move or fire again this bound
    "passed_through": "this_bound",  # 1.1.1: may not fire later this bound
    "fast_march": "this_bound",  # 2.3.2: may not fire or attack this bound
    "changed_formation": "this_bound",  # Table 8; 2.1.0, 2.2.1 (split/assembly too)
    "charged": "next_bound",  # Table 8 "charge during last bound"; 2.3.3
    "attacked": "this_and_next_bound",  # Table 8; 4.1.1
    "defended": "this_and_next_bound",  # Table 8; 4.1.1
    "opponent_into_fd": "this_and_next_bound",  # Table 8; 4.1.1
}
# 2.3.3 (digest §d "bounds since last charge (needs 4 clear bounds)").
CLEAR_BOUNDS_BETWEEN_CHARGES = 4
# Flags a rule reads for longer than they count as a factor, and for how many bounds after
# the one they were set in: the storm wait reads the last charge for 4 bounds (2.3.3), though
# "charge during last bound" counts only in the next (Table 8).
KEPT_FOR = {"charged": CLEAR_BOUNDS_BETWEEN_CHARGES}


def flag_active(flag: str, bound_set: Iterable[int], current_bound: int) -> bool:
    """Whether a flag set in any of `bound_set` counts in `current_bound` (Table 8 and
    the sections named in FLAG_DURATIONS)."""
    try:
        duration = FLAG_DURATIONS[flag]
    except KeyError:
        raise ValueError(f"unknown flag {flag!r} (known: {', '.join(FLAG_DURATIONS)})") from None
    for bound in bound_set:
        if duration == "this_bound" and bound == current_bound:
            return True
        if duration == "this_and_next_bound" and bound <= current_bound <= bound + 1:
            return True
        if duration == "next_bound" and current_bound == bound + 1:
            return True
    return False


def flag_until(flag: str, bound: int) -> int:
    """The last bound the game keeps a flag set in `bound`: the last in which it counts,
    or later where a rule still reads it (`KEPT_FOR`: a unit that charged in bound 2 keeps
    the flag to bound 6, so that its storm orders of bounds 3 to 6 are refused, 2.3.3)."""
    counts_until = bound if FLAG_DURATIONS[flag] == "this_bound" else bound + 1
    return max(counts_until, bound + KEPT_FOR.get(flag, 0))


def set_in(unit: UnitState, flag: str, bound: int) -> list[int]:
    return sorted(b for b in unit.flags.get(flag, ()) if flag_active(flag, [b], bound))


def may_charge(charge_bounds: Iterable[int], current_bound: int) -> bool:
    """After a bound with a charge, 4 bounds must pass before the next charge, 2.3.3
    (digest §d: "bounds since last charge (needs 4 clear bounds)"): a unit that charged
    in bound 3 may charge again in bound 8."""
    bounds = [b for b in charge_bounds if b < current_bound]
    return not bounds or current_bound - max(bounds) > CLEAR_BOUNDS_BETWEEN_CHARGES
