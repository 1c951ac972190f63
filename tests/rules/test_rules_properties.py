"""Properties that hold for every input: odds sum to 1, a total is the natural roll plus
the counted factors, console faces are in range, valour never falls below -5."""

from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ba_console.core.fair_dice import fair_faces
from ba_console.core.model import CellKind
from ba_console.packs import load_pack
from ba_console.play.situation import parse_situation, resolve_situation
from ba_console.rules import belle_alliance as ba
from ba_console.rules.common import UnitState

BA = load_pack("belle_alliance")
FIXTURE = load_pack(
    Path(__file__).resolve().parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"
)
T08_FIXED = [
    row.key
    for row in BA.tables["t08"].rows
    if all(row.cell(c).kind is not CellKind.VARIABLE for c in ("attacker", "defender"))
]
faces3 = st.lists(st.integers(1, 6), min_size=3, max_size=3)


def melee(attacker_factors, defender_factors, a_dice, d_dice, valour):
    return parse_situation(
        {
            "pack": "belle_alliance",
            "roll": "melee",
            "rolls": [
                {
                    "role": "attacker",
                    "unit": "a",
                    "dice": a_dice,
                    "factors": attacker_factors,
                },
                {"role": "defender", "unit": "d", "dice": d_dice, "factors": defender_factors},
            ],
            "units": {
                "a": {"figures": 20, "valour": valour},
                "d": {"figures": 20, "valour": -valour},
            },
        }
    )


factor_sets = st.lists(st.sampled_from(T08_FIXED), unique=True, max_size=6)


@settings(max_examples=60, deadline=None)
@given(factor_sets, factor_sets, faces3, faces3, st.integers(-5, 5))
def test_total_is_natural_plus_counted_factors(att, dfn, a_dice, d_dice, valour):
    report = resolve_situation(melee(att, dfn, a_dice, d_dice, valour), BA)
    for role in report.resolution.roles:
        assert role.total == sum(role.faces) + sum(f.value for f in role.counted)
        assert all(f.status in ("counted", "not_applicable") for f in role.factors.items)
    attacker, defender = report.resolution.roles
    assert report.resolution.results[0].value == attacker.total - defender.total


@settings(max_examples=40, deadline=None)
@given(factor_sets, faces3, faces3, st.integers(-5, 5))
def test_melee_odds_on_the_fixture_pack_sum_to_one(att, a_dice, d_dice, valour):
    report = resolve_situation(melee(att, [], a_dice, d_dice, valour), FIXTURE)
    odds = report.resolution.results[0].odds
    assert sum(odds.values()) == 1
    assert "?" not in odds


@given(faces3, st.sampled_from([None, -1, -2]))
def test_catch_roll_odds_sum_to_one(dice, penalty):
    data = {
        "pack": "belle_alliance",
        "roll": "catch",
        "rolls": [{"role": "owner", "side": "s", "dice": dice}],
    }
    if penalty:
        data["side_penalty"] = {"s": penalty}
    report = resolve_situation(parse_situation(data), BA)
    assert sum(report.resolution.results[0].odds.values()) == Fraction(1)


@settings(max_examples=60)
@given(st.binary(min_size=32, max_size=32), st.integers(0, 10_000))
def test_console_faces_are_in_range(seed, sequence):
    situation = parse_situation(
        {"pack": "belle_alliance", "roll": "catch", "rolls": [{"role": "owner"}]}
    )

    def faces_from(role, spec):
        return fair_faces(seed, sequence, f"catch/{role}", spec.count, spec.sides)

    report = resolve_situation(situation, BA, faces_from)
    faces = report.resolution.roles[0].faces
    assert len(faces) == 3 and all(1 <= f <= 6 for f in faces)
    assert report.resolution.roles[0].dice_source == "console"


@st.composite
def units_and_losses(draw):
    start = draw(st.integers(1, 60))
    now = draw(st.integers(0, start))
    valour = draw(st.integers(-5, 5))
    lost = draw(st.integers(0, now))
    return UnitState(key="u", figures_start=start, figures=now, valour=valour), lost


@given(units_and_losses())
def test_valour_never_falls_below_minus_5(case):
    unit, lost = case
    change = ba.reduce_valour(ba.valour_rules(BA.tables), unit, lost)
    assert -5 <= change.valour_to <= unit.valour
    assert change.figures_to == unit.figures - lost
    assert change.goes_fd == (unit.valour - change.steps < -5)


@given(st.integers(0, 200), st.sampled_from(["infantry", "cavalry", "artillery"]))
def test_units_of_fire_never_count_more_figures_than_there_are(figures, arm):
    units = ba.units_of_fire(figures, arm)
    full = 2 if arm == "artillery" else 10
    assert sum(units) <= figures
    assert figures - sum(units) < (1 if arm == "artillery" else 3)
    assert sum(1 for u in units if u != full) <= 1


@given(st.lists(faces3, min_size=1, max_size=8))
def test_limited_supplies_never_grow(rolls):
    supplies = None
    for faces in rolls:
        after = ba.supplies_after_roll(supplies, faces)
        if supplies is not None:
            assert after is not None and after <= supplies
        supplies = after
