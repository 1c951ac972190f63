"""The bounds a situation file's numbers must keep (`play.situation`): a count of at least
one, no negative figures, gunners or failed bounds; each refusal names its field, and the
bound itself is accepted."""

from __future__ import annotations

import pytest

from ba_console.play.situation import SituationError, parse_situation


def situation(unit: dict | None = None, roll: dict | None = None) -> dict:
    return {
        "pack": "x",
        "roll": "ordering",
        "rolls": [{"role": "unit", "unit": "u", **(roll or {})}],
        "units": {"u": {"figures": 10, **(unit or {})}},
    }


@pytest.mark.parametrize("field", ["figures_start", "figures", "gunners_start", "gunners"])
def test_a_units_figures_and_gunners_may_be_none_left_never_fewer(field):
    assert getattr(parse_situation(situation({field: 0})).units["u"], field) == 0
    with pytest.raises(SituationError, match=rf"^units\.u\.{field}: .*greater than or equal to 0"):
        parse_situation(situation({field: -1}))


def test_failed_bounds_start_at_none_and_are_never_negative():
    assert parse_situation(situation()).rolls[0].context.failed_bounds == 0
    read = parse_situation(situation(roll={"context": {"failed_bounds": 0}}))
    assert read.rolls[0].context.failed_bounds == 0
    with pytest.raises(
        SituationError, match=r"^rolls\[0\]\.context\.failed_bounds: .*greater than or equal to 0"
    ):
        parse_situation(situation(roll={"context": {"failed_bounds": -1}}))


def test_a_repeatable_factor_is_counted_at_least_once():
    once = {"key": "failed_bounds", "count": 1}
    assert parse_situation(situation(roll={"factors": [once]})).rolls[0].factors[0].count == 1
    never = {"key": "failed_bounds", "count": 0}
    with pytest.raises(SituationError, match=r"count: .*greater than or equal to 1"):
        parse_situation(situation(roll={"factors": [never]}))
