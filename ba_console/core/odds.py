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
def sum_counts(spec: DiceSpec) -> dict[int, int]:
    """How many of the faces give each total, by total."""
    faces = range(1, spec.sides + 1)
    counts = Counter(sum(roll) for roll in product(faces, repeat=spec.count))
    return dict(sorted(counts.items()))


@lru_cache(maxsize=16)
def sum_distribution(spec: DiceSpec) -> dict[int, Fraction]:
    whole = spec.sides**spec.count
    return {total: Fraction(n, whole) for total, n in sum_counts(spec).items()}


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
    """Odds of each outcome of (total A − total B), both rolled independently: the faces
    counted in whole numbers (each difference read once), each outcome's share made a
    `Fraction` at the end."""
    ways: dict[str, int] = {}
    read: dict[int, str] = {}
    counts_b = sum_counts(spec_b)
    for natural_a, count_a in sum_counts(spec_a).items():
        for natural_b, count_b in counts_b.items():
            difference = (natural_a + modifier_a) - (natural_b + modifier_b)
            key = read.get(difference)
            if key is None:
                key = read[difference] = outcome_of(difference) or UNSET
            ways[key] = ways.get(key, 0) + count_a * count_b
    whole = spec_a.sides**spec_a.count * spec_b.sides**spec_b.count
    return {key: Fraction(n, whole) for key, n in ways.items()}


def at_least(spec: DiceSpec, target: int) -> Fraction:
    """Chance that the natural roll is at least `target`."""
    return sum((p for total, p in sum_distribution(spec).items() if total >= target), Fraction(0))
