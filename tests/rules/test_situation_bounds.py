"""The bounds a situation file's numbers must keep (`play.situation`): a count of at least
one, no negative figures, gunners or failed bounds; each refusal names its field, and the
bound itself is accepted."""

from __future__ import annotations

import re

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


def with_path(data: dict, path: tuple, value) -> dict:
    """`data` with the field at `path` (keys and list indexes) set to `value`."""
    here = data
    for step in path[:-1]:
        here = here[step]
    here[path[-1]] = value
    return data


def full_situation() -> dict:
    data = situation(roll={"factors": [{"key": "k"}], "context": {"opponent_figures": 3}})
    data["staff"] = {"c": {"side": "p", "kind": "commander"}}
    data["side_penalty"] = {"p": {"value": -1, "bound": 2}}
    return data


# (field path, the edge value accepted, the value just past it refused, the refusal's words)
EDGES = [
    (("pack",), "x", "", "at least 1 character"),
    (("roll",), "o", "", "at least 1 character"),
    (("bound",), 1, 0, "greater than or equal to 1"),
    (("rolls", 0, "role"), "u", "", "at least 1 character"),
    (("rolls", 0, "factors", 0, "key"), "k", "", "at least 1 character"),
    (("rolls", 0, "context", "opponent_figures"), 0, -1, "greater than or equal to 0"),
    (("units", "u", "valour"), 5, 6, "less than or equal to 5"),
    (("units", "u", "valour"), -5, -6, "greater than or equal to -5"),
    (("units", "u", "supplies_left"), 0, -1, "greater than or equal to 0"),
    (("units", "u", "supplies_left"), 3, 4, "less than or equal to 3"),
    (("staff", "c", "side"), "p", "", "at least 1 character"),
    (("side_penalty", "p", "bound"), 1, 0, "greater than or equal to 1"),
]


@pytest.mark.parametrize(("path", "edge", "past", "words"), EDGES)
def test_each_field_keeps_its_bound_and_a_value_past_it_is_refused_by_name(path, edge, past, words):
    parse_situation(with_path(full_situation(), path, edge))
    name = ".".join(f"[{s}]" if isinstance(s, int) else s for s in path).replace(".[", "[")
    with pytest.raises(SituationError, match=rf"(?m)^{re.escape(name)}: .*{words}"):
        parse_situation(with_path(full_situation(), path, past))


def test_a_situation_without_rolls_is_refused():
    with pytest.raises(SituationError, match=r"^rolls: .*at least 1 item"):
        parse_situation(with_path(full_situation(), ("rolls",), []))


def test_a_field_the_situation_does_not_know_is_refused_and_class_has_two_spellings():
    with pytest.raises(
        SituationError, match=r"^units\.u\.colour: unknown field \(check the spelling\)"
    ):
        parse_situation(with_path(full_situation(), ("units", "u", "colour"), "blue"))
    by_alias = parse_situation(with_path(full_situation(), ("rolls", 0, "class"), "guard"))
    by_name = parse_situation(with_path(full_situation(), ("rolls", 0, "klass"), "guard"))
    assert by_alias.rolls[0].klass == by_name.rolls[0].klass == "guard"


def test_dice_that_are_not_whole_numbers_are_refused_showing_what_was_given():
    with pytest.raises(
        SituationError, match=r"dice are whole numbers, e\.g\. \[6, 5, 4\], not \[true"
    ):
        parse_situation(with_path(full_situation(), ("rolls", 0, "dice"), [True, True, True]))
    many = ["6"] * 30  # the message shows the first 60 characters of what was given
    shown = '["6", "6", "6", "6", "6", "6", "6", "6", "6", "6", "6", "6", '[:60]
    with pytest.raises(SituationError) as refused:
        parse_situation(with_path(full_situation(), ("rolls", 0, "dice"), many))
    assert f"not {shown}" in str(refused.value)
    assert f'not {shown}"' not in str(refused.value) and f"not {shown} " not in str(refused.value)
