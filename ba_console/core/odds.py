"""Exact odds: the probability of each outcome, by enumerating every face.

3D6 has 216 equally likely faces; a two-sided melee compares 216 × 216. Sums are
enumerated once per dice spec and the two-sided case is a convolution of the two
sum distributions, which is the same as enumerating the 46,656 face pairs, only
faster. Probabilities are exact `Fraction`s that sum to 1.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import product

from ba_console.core.dice import DiceSpec

UNSET = "?"  # the outcome key for "the umpire reads the book"


@lru_cache(maxsize=16)
def sum_distribution(spec: DiceSpec) -> dict[int, Fraction]:
    faces = range(1, spec.sides + 1)
    counts = Counter(sum(roll) for roll in product(faces, repeat=spec.count))
    whole = spec.sides**spec.count
    return {total: Fraction(n, whole) for total, n in sorted(counts.items())}


def outcome_odds(
    spec: DiceSpec, modifier: int, outcome_of: Callable[[int], str | None]
) -> dict[str, Fraction]:
    """Odds of each outcome key for natural + `modifier`; None from `outcome_of` → "?"."""
    odds: dict[str, Fraction] = {}
    for natural, p in sum_distribution(spec).items():
        key = outcome_of(natural + modifier) or UNSET
        odds[key] = odds.get(key, Fraction(0)) + p
    return odds


def difference_odds(
    spec_a: DiceSpec,
    modifier_a: int,
    spec_b: DiceSpec,
    modifier_b: int,
    outcome_of: Callable[[int], str | None],
) -> dict[str, Fraction]:
    """Odds of each outcome of (total A − total B), both rolled independently."""
    odds: dict[str, Fraction] = {}
    dist_b = sum_distribution(spec_b)
    for natural_a, pa in sum_distribution(spec_a).items():
        for natural_b, pb in dist_b.items():
            key = outcome_of((natural_a + modifier_a) - (natural_b + modifier_b)) or UNSET
            odds[key] = odds.get(key, Fraction(0)) + pa * pb
    return odds


def at_least(spec: DiceSpec, target: int) -> Fraction:
    """Chance that the natural roll is at least `target`."""
    return sum((p for total, p in sum_distribution(spec).items() if total >= target), Fraction(0))
