"""Plain data read by its fields without pydantic (`core.data_check`, the `resolve`
situation's reader) takes and refuses what pydantic's lax reading does, in its words."""

from __future__ import annotations

from dataclasses import dataclass, field, make_dataclass
from typing import Annotated, Literal

import pytest
from pydantic import TypeAdapter, ValidationError

from ba_console.core.data_check import DataError, read
from ba_console.core.frozen import Limits

VALUES = [
    0, 1, 2, -1, True, False, 2.0, 1.5, float("nan"), "", "x", "3", " 4 ", "3.0", "1e2", "yes",
    "off", "T", None, [], [1, "2"], ["a", None], {}, {"en": "a"},
]  # fmt: skip
TYPES = [
    int,
    bool,
    str,
    Literal[-1, -2],
    Literal["line", "column"],
    list[int],
    list[str | None],
    dict[str, int],
    int | str,
    str | list[str | None] | None,
    Annotated[int, Limits(ge=0, le=5)] | None,
    Annotated[str, Limits(min_length=1)],
    Annotated[list[int], Limits(min_length=1)],
    Annotated[str, Limits(pattern=r"^[a-z]+$")],
]


def pydantic_reading(kind, value):
    try:
        return "took", TypeAdapter(kind).validate_python(value)
    except ValidationError as exc:
        return "refused", sorted(error["msg"] for error in exc.errors())


def our_reading(kind, value):
    holder = make_dataclass("Holder", [("x", kind)], frozen=True)
    try:
        return "took", read(holder, {"x": value}).x
    except DataError as exc:
        return "refused", sorted(message for _, message in exc.problems)


@pytest.mark.parametrize("kind", TYPES, ids=str)
def test_each_value_is_taken_or_refused_as_pydantic_takes_or_refuses_it(kind):
    for value in VALUES:
        ours, theirs = our_reading(kind, value), pydantic_reading(kind, value)
        assert ours[0] == theirs[0], (value, ours, theirs)
        if ours[0] == "took":
            assert ours[1] == theirs[1] and type(ours[1]) is type(theirs[1]), (value, ours, theirs)
        else:
            assert sorted(set(ours[1])) == sorted(set(theirs[1])), (value, ours, theirs)


@dataclass(frozen=True, kw_only=True)
class Side:
    name: Annotated[str, Limits(min_length=1)]
    penalty: Literal[-1, -2] = -1
    klass: str | None = field(default=None, metadata={"alias": "class"})

    def __post_init__(self) -> None:
        if self.name == "nobody":
            raise ValueError("a side has a name")


def test_a_record_names_each_field_missing_unknown_or_refused_and_its_own_check():
    with pytest.raises(DataError) as refused:
        read(Side, {"penalty": 3, "colour": "blue"})
    assert refused.value.problems == [
        (("name",), "required field is missing"),
        (("penalty",), "Input should be -1 or -2"),
        (("colour",), "unknown field (check the spelling)"),
    ]
    with pytest.raises(DataError) as refused:
        read(Side, {"name": "nobody"})
    assert refused.value.problems == [((), "a side has a name")]
    assert read(Side, {"name": "a", "class": "guard"}).klass == "guard"
    assert read(Side, {"name": "a", "klass": "guard"}).klass == "guard"
