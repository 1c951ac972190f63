"""Plain data (JSON as parsed) read into frozen dataclasses by their annotated fields, each
value that does not fit refused at its place in pydantic's words, without pydantic.

`read(cls, data)` reads what a hand-written file says (a `resolve` situation,
`play.situation`) as pydantic reads it in its lax mode: a whole number may be given as
"3" or 3.0, a flag as 1 or "yes"; a union takes the first of its types the value is
exactly, else the first it can be read as. The fields are the class's own (types,
defaults, `Limits`, `Before`, `After` and the alias `field(metadata={"alias": …})`), and
a dataclass's `__post_init__` checks the whole. What does not fit raises `DataError`,
whose `problems` are (place, message) pairs: ("rolls", 0, "dice") and "Input should be a
valid list". Every problem is found, not only the first.
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
from collections.abc import Callable
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from ba_console.core.frozen import After, Before, Limits, Record, field_types

Place = tuple[str | int, ...]
MISSING = "required field is missing"
UNKNOWN = "unknown field (check the spelling)"
_WHOLE = re.compile(r"([+-]?[0-9]+)(?:\.0*)?")  # "3", " 4 ", "3.0" (not "1e2")
_TRUE = {"1", "on", "t", "true", "y", "yes"}
_FALSE = {"0", "off", "f", "false", "n", "no"}


class DataError(ValueError):
    """Data that does not fit its fields: each problem with its place."""

    def __init__(self, problems: list[tuple[Place, str]]) -> None:
        super().__init__("; ".join(message for _, message in problems))
        self.problems = problems


class _Failed(Exception):
    """A value that does not fit (its problems are listed already)."""


def read(cls: type, data: Any) -> Any:
    """`data` read as a `cls` (see the module docstring); DataError if it does not fit."""
    problems: list[tuple[Place, str]] = []
    try:
        return _read(cls, data, (), problems, strict=False)
    except _Failed:
        raise DataError(problems) from None


def _read(kind: Any, data: Any, place: Place, problems: list, strict: bool) -> Any:
    origin = get_origin(kind)
    if origin is Annotated:
        return _annotated(get_args(kind), data, place, problems, strict)
    if origin is Union or origin is types.UnionType:
        return _union(get_args(kind), data, place, problems, strict)
    if origin is Literal:
        choices = get_args(kind)
        for choice in choices:
            if (
                data == choice
                and type(data) is not bool
                and (type(choice) is type(data) or not strict and isinstance(choice, int))
            ):
                return choice
        return _fail(place, problems, f"Input should be {_alternatives(choices)}")
    if origin is list:
        if not isinstance(data, list):
            return _fail(place, problems, "Input should be a valid list")
        return _items(get_args(kind)[0], enumerate(data), place, problems, strict, list)
    if origin is dict:
        if not isinstance(data, dict):
            return _fail(place, problems, "Input should be a valid dictionary")
        return _items(get_args(kind)[1], data.items(), place, problems, strict, dict)
    if kind is Any:
        return data
    if kind is type(None):
        return data if data is None else _fail(place, problems, "Input should be None")
    if kind is str:
        if isinstance(data, str):
            return data
        return _fail(place, problems, "Input should be a valid string")
    if kind is int:
        return _int(data, place, problems, strict)
    if kind is bool:
        return _bool(data, place, problems, strict)
    if dataclasses.is_dataclass(kind):
        return _record(kind, data, place, problems, strict)
    raise TypeError(f"no reading of {kind!r}")


def _fail(place: Place, problems: list, message: str) -> Any:
    problems.append((place, message))
    raise _Failed


def _alternatives(choices: tuple[Any, ...]) -> str:
    said = [repr(choice) for choice in choices]
    return said[0] if len(said) == 1 else f"{', '.join(said[:-1])} or {said[-1]}"


def _int(data: Any, place: Place, problems: list, strict: bool) -> int:
    if type(data) is int:
        return data
    if strict:
        return _fail(place, problems, "Input should be a valid integer")
    if isinstance(data, bool):
        return int(data)
    if isinstance(data, float):
        if not math.isfinite(data):
            return _fail(place, problems, "Input should be a finite number")
        if not data.is_integer():
            return _fail(
                place, problems, "Input should be a valid integer, got a number with a "
                "fractional part"
            )  # fmt: skip
        return int(data)
    if isinstance(data, str):
        found = _WHOLE.fullmatch(data.strip())
        if found:
            return int(found.group(1))
        return _fail(
            place, problems, "Input should be a valid integer, unable to parse string as an integer"
        )
    return _fail(place, problems, "Input should be a valid integer")


def _bool(data: Any, place: Place, problems: list, strict: bool) -> bool:
    if isinstance(data, bool):
        return data
    if strict or not isinstance(data, int | float | str):
        return _fail(place, problems, "Input should be a valid boolean")
    if isinstance(data, str):
        text = data.strip().lower()
        if text in _TRUE or text in _FALSE:
            return text in _TRUE
    elif isinstance(data, float) and not data.is_integer():
        return _fail(place, problems, "Input should be a valid boolean")
    elif data in (0, 1):
        return bool(data)
    return _fail(place, problems, "Input should be a valid boolean, unable to interpret input")


def _annotated(args: tuple[Any, ...], data: Any, place: Place, problems: list, strict: bool) -> Any:
    kind, *marks = args
    for mark in marks:
        if isinstance(mark, Before) and mark.when == "before":
            data = _checked(mark.check, data, place, problems)
    value = _read(kind, data, place, problems, strict)
    for mark in marks:
        if isinstance(mark, Limits):
            _within(mark.limits, value, place, problems)
        elif isinstance(mark, After):
            value = _checked(mark.check, value, place, problems)
    return value


def _checked(check: Callable[[Any], Any], data: Any, place: Place, problems: list) -> Any:
    try:
        return check(data)
    except ValueError as exc:
        return _fail(place, problems, str(exc))


def _within(limits: dict[str, Any], value: Any, place: Place, problems: list) -> None:
    low, high = limits.get("ge"), limits.get("le")
    if low is not None and value < low:
        _fail(place, problems, f"Input should be greater than or equal to {low}")
    if high is not None and value > high:
        _fail(place, problems, f"Input should be less than or equal to {high}")
    least = limits.get("min_length")
    if least is not None and len(value) < least:
        if isinstance(value, str):
            unit = "character" if least == 1 else "characters"
            _fail(place, problems, f"String should have at least {least} {unit}")
        unit = "item" if least == 1 else "items"
        _fail(
            place, problems, f"List should have at least {least} {unit} after validation, not "
            f"{len(value)}"
        )  # fmt: skip
    pattern = limits.get("pattern")
    if pattern is not None:
        if not re.search(pattern, value):
            _fail(place, problems, f"String should match pattern '{pattern}'")


def _union(args: tuple[Any, ...], data: Any, place: Place, problems: list, strict: bool) -> Any:
    """As pydantic's smart union: None where the union allows it; else the first type the
    value is exactly, then the first it can be read as; else the problems of each."""
    kinds = [kind for kind in args if kind is not type(None)]
    if data is None and len(kinds) < len(args):
        return None
    if len(kinds) == 1:
        return _read(kinds[0], data, place, problems, strict)
    for exact in (True, False) if not strict else (True,):
        tried: list[tuple[Place, str]] = []
        for kind in kinds:
            try:
                return _read(kind, data, place, tried, exact)
            except _Failed:
                continue
    problems.extend(tried)
    raise _Failed


def _items(kind: Any, pairs: Any, place: Place, problems: list, strict: bool, make: type) -> Any:
    read, failed = [], False
    for key, item in pairs:
        try:
            read.append((key, _read(kind, item, (*place, key), problems, strict)))
        except _Failed:
            failed = True
    if failed:
        raise _Failed
    return dict(read) if make is dict else [value for _, value in read]


_FIELDS: dict[type, list[tuple[str, str, Any, dataclasses.Field]]] = {}


def _fields(cls: type) -> list[tuple[str, str, Any, dataclasses.Field]]:
    found = _FIELDS.get(cls)
    if found is None:
        hints = field_types(cls)
        found = _FIELDS[cls] = [
            (field.name, field.metadata.get("alias", field.name), hints[field.name], field)
            for field in dataclasses.fields(cls)
        ]
    return found


def _record(cls: type, data: Any, place: Place, problems: list, strict: bool) -> Any:
    if isinstance(data, cls):
        return data
    if strict or not isinstance(data, dict):
        return _fail(
            place, problems, f"Input should be a valid dictionary or instance of {cls.__name__}"
        )
    values: dict[str, Any] = {}
    failed = False
    known: set[str] = set()
    for name, alias, kind, field in _fields(cls):
        known.update((name, alias))
        key = alias if alias in data else name
        if key not in data:
            if (
                field.default is dataclasses.MISSING
                and field.default_factory is dataclasses.MISSING
            ):
                problems.append(((*place, alias), MISSING))
                failed = True
            continue
        try:
            values[name] = _read(kind, data[key], (*place, alias), problems, False)
        except _Failed:
            failed = True
    for key in data:
        if key not in known:
            problems.append(((*place, key), UNKNOWN))
            failed = True
    if failed:
        raise _Failed
    try:
        if issubclass(cls, Record):
            made = cls.model_construct(**values)
            check = getattr(made, "__post_init__", None)
            if check is not None:
                check()
            return made
        return cls(**values)
    except ValueError as exc:
        return _fail(place, problems, str(exc))
