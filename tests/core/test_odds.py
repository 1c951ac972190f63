"""Exact odds by enumerating every face: 3D6, Table 18's catch roll, a melee difference."""

from collections import Counter
from fractions import Fraction
from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from ba_console.core.dice import DiceSpec
from ba_console.core.odds import UNSET, at_least, difference_odds, outcome_odds, sum_distribution
from ba_console.core.results import lookup_bands

D6x3 = DiceSpec(3, 6)
D6x2 = DiceSpec(2, 6)
# Ways to roll 3..18 on 3D6, as any table of the 3D6 distribution prints them.
WAYS_3D6 = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]


def test_3d6_distribution_is_exact_over_216_faces():
    distribution = sum_distribution(D6x3)
    assert list(distribution) == list(range(3, 19))
    assert [p * 216 for p in distribution.values()] == WAYS_3D6
    assert distribution[18] == Fraction(1, 216)
    assert distribution[10] == distribution[11] == Fraction(27, 216)
    assert sum(distribution.values()) == 1


def test_2d6_distribution():
    distribution = sum_distribution(D6x2)
    assert distribution[7] == Fraction(6, 36)
    assert distribution[2] == distribution[12] == Fraction(1, 36)


def test_at_least():
    assert at_least(D6x3, 13) == Fraction(56, 216)
    assert at_least(D6x3, 3) == 1
    assert at_least(D6x3, 19) == 0
    # General de Brigade: 8+ on 2D6.
    assert at_least(D6x2, 8) == Fraction(15, 36)


def test_catch_roll_odds_of_table_18(belle_alliance):
    table = belle_alliance.table("t18")
    odds = outcome_odds(D6x3, 0, lambda total: lookup_bands("t18", table, total).outcome_key)
    assert odds == {
        "survives": Fraction(160, 216),
        "falls": Fraction(36, 216),
        "falls_side_minus_1": Fraction(16, 216),
        "falls_side_minus_2": Fraction(4, 216),
    }


def test_a_side_penalty_pushes_catch_totals_off_the_printed_table(belle_alliance):
    """With -2 a natural 3 or 4 totals below 3: no printed band, the umpire reads the book."""
    table = belle_alliance.table("t18")
    odds = outcome_odds(D6x3, -2, lambda total: lookup_bands("t18", table, total).outcome_key)
    assert odds[UNSET] == Fraction(1 + 3, 216)
    # 17-18 would need a natural 19-20: that outcome cannot happen; 15-16 is a natural 17-18.
    assert "falls_side_minus_2" not in odds
    assert odds["falls_side_minus_1"] == Fraction(3 + 1, 216)
    assert sum(odds.values()) == 1


def test_melee_difference_odds_match_enumerating_every_face_pair(fixture_pack):
    """46,656 face pairs; the fixture table (invented) reads the attacker − defender difference."""
    table = fixture_pack.table("fx_melee")

    def outcome_of(difference):
        return lookup_bands("fx_melee", table, difference).outcome_key

    odds = difference_odds(D6x3, 2, D6x3, -1, outcome_of)
    brute = Counter()
    for a, b in product(product(range(1, 7), repeat=3), repeat=2):
        brute[outcome_of((sum(a) + 2) - (sum(b) - 1))] += 1
    assert sum(brute.values()) == 46656
    assert odds == {key: Fraction(n, 46656) for key, n in brute.items()}


def test_even_melee_odds_are_symmetric_and_exact(fixture_pack):
    table = fixture_pack.table("fx_melee")
    odds = difference_odds(
        D6x3, 0, D6x3, 0, lambda d: lookup_bands("fx_melee", table, d).outcome_key
    )
    # A draw is both sides rolling the same sum: Σ ways² = 4332 of 46,656.
    assert sum(n * n for n in WAYS_3D6) == 4332
    assert odds["draw"] == Fraction(4332, 46656)
    assert odds["attacker_wins"] == odds["defender_wins"] == Fraction(46656 - 4332, 2 * 46656)


def test_unset_cells_gather_under_the_unset_key(fixture_pack):
    table = fixture_pack.table("fx_loss")
    odds = outcome_odds(D6x3, 0, lambda t: lookup_bands("fx_loss", table, t, "heavy").outcome_key)
    assert odds[UNSET] == at_least(D6x3, 15) == Fraction(20, 216)


@given(st.integers(min_value=-30, max_value=30))
def test_outcome_odds_sum_to_exactly_one_for_any_modifier(modifier):
    odds = outcome_odds(D6x3, modifier, lambda t: "high" if t >= 11 else None)
    assert sum(odds.values()) == 1
    assert all(p > 0 for p in odds.values())


@given(
    st.integers(min_value=-20, max_value=20),
    st.integers(min_value=-20, max_value=20),
    st.sampled_from([D6x2, D6x3, DiceSpec(1, 6)]),
)
def test_difference_odds_sum_to_exactly_one(modifier_a, modifier_b, spec_b):
    odds = difference_odds(D6x3, modifier_a, spec_b, modifier_b, lambda d: str(d > 0))
    assert sum(odds.values()) == 1
