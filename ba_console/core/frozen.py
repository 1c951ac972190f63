"""Frozen records of plain data. A `Plain` record is made, compared, hashed and shown by
its fields, without the methods a frozen dataclass compiles for each class (the rules'
records on `resolve`'s way: `Tick`, `UnitState`, `DiceSpec`…). A `Record` is a `Plain`
validated by pydantic only where the data is not known good: the parts of a rule pack
(`core.model`, `packs.schema`).

A record class is a dataclass made by `record`: its fields, with their types, defaults and
`Limits`, are its one definition. A `Record` made by calling it (`Text(en="Charge",
da="Angreb")`) or by `model_validate(data)` is validated by pydantic, built from the class
when first needed: the types, the limits, unknown keys refused, and the class's own
`__post_init__` check; pydantic's `ValidationError` names what is wrong.
`from_valid(cls, data)` reads data already known good (a shipped pack's twin, validated
when it was built, `packs.shipped`) into the same classes without pydantic, the types read
from the same fields: `ba-console resolve` starts without importing it (some 60 ms).
`model_dump` and `model_copy` work as pydantic's do, without it.
"""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Callable
from typing import Annotated, Any, NamedTuple, TypeVar, Union, get_args, get_origin

R = TypeVar("R", bound="Record")
T = TypeVar("T")

_set = object.__setattr__


def record(cls: type[T] | None = None, *, slots: bool = True) -> Any:
    """`cls` (a `Plain` or a `Record`) as a dataclass, slotted unless `slots` is false (a
    record that keeps what it computed once, `functools.cached_property`). Made, compared,
    hashed and shown by `Plain`'s own methods, not ones the dataclass would write for each
    class (some 0.3 ms a class, at import)."""

    def make(cls: type[T]) -> type[T]:
        return dataclasses.dataclass(init=False, repr=False, eq=False, slots=slots)(cls)

    return make if cls is None else make(cls)


class Limits:
    """What pydantic checks a field's value against (`pydantic.Field`'s arguments: pattern,
    min_length, ge, le, discriminator), written without importing pydantic."""

    __slots__ = ("limits",)

    def __init__(self, **limits: Any) -> None:
        self.limits = limits

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic import Field

        return handler.generate_schema(Annotated[source, Field(**self.limits)])


class Before:
    """A check of a field's value as given, run before pydantic's own (so that a slip is
    told what to write, not which types were tried)."""

    __slots__ = ("check",)
    when = "before"

    def __init__(self, check: Callable[[Any], Any]) -> None:
        self.check = check

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        wrap = getattr(core_schema, f"no_info_{self.when}_validator_function")
        return wrap(self.check, handler(source))


class After(Before):
    """A check of a field's value once read (its type and limits kept), which may give the
    value to keep."""

    __slots__ = ()
    when = "after"


class Plain:
    """A frozen record of plain fields (a `record` dataclass): made from its fields, by
    position or name, as given (defaults for the others) and checked by its
    `__post_init__`, if it has one; equal, hashed and shown by its fields (those the
    dataclass compares and hashes), as a frozen dataclass is."""

    __slots__ = ()

    def __init__(self, *args: Any, **values: Any) -> None:
        _fill(self, args, values)
        check = getattr(self, "__post_init__", None)
        if check is not None:
            check()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        compared = _plan(type(self)).compared
        return all(getattr(self, name) == getattr(other, name) for name in compared)

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, name) for name in _plan(type(self)).hashed))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in _plan(type(self)).shown)
        return f"{type(self).__qualname__}({fields})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def __getstate__(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _names(type(self)))

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for name, value in zip(_names(type(self)), state, strict=True):
            _set(self, name, value)


class _Plan(NamedTuple):
    """How a record class is made, compared, hashed and shown, read once from its fields."""

    fields: tuple[tuple[str, Any, Any], ...]  # name, default, default factory
    names: tuple[str, ...]
    compared: tuple[str, ...]
    hashed: tuple[str, ...]
    shown: tuple[str, ...]


_PLANS: dict[type, _Plan] = {}


def _plan(cls: type) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]
        plan = _PLANS[cls] = _Plan(
            tuple((f.name, f.default, f.default_factory) for f in fields),
            tuple(f.name for f in fields),
            tuple(f.name for f in fields if f.compare),
            tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)),
            tuple(f.name for f in fields if f.repr),
        )
    return plan


def _fill(instance: Plain, args: tuple[Any, ...], values: dict[str, Any]) -> None:
    """Set each field of `instance`: from `args` in order, then `values` by name, then its
    default; TypeError for a field given twice, not given, or not a field."""
    cls = type(instance)
    fields = _plan(cls).fields
    if len(args) > len(fields):
        raise TypeError(f"{cls.__name__} takes {len(fields)} fields, {len(args)} given")
    for (name, *_), value in zip(fields, args, strict=False):
        if name in values:
            raise TypeError(f"{cls.__name__} got field {name!r} twice")
        _set(instance, name, value)
    for name, default, factory in fields[len(args) :]:
        if name in values:
            value = values.pop(name)
        elif factory is not dataclasses.MISSING:
            value = factory()
        elif default is not dataclasses.MISSING:
            value = default
        else:
            raise TypeError(f"{cls.__name__} needs its field {name!r}")
        _set(instance, name, value)
    if values:
        raise TypeError(f"{cls.__name__} has no field {next(iter(values))!r}")


class Record(Plain):
    """The base of a record validated by pydantic (see the module docstring); unknown keys
    are refused."""

    __slots__ = ()
    __pydantic_config__ = {"extra": "forbid"}

    def __init__(self, **values: Any) -> None:
        made = _adapter(type(self)).validate_python(values)
        for name in _names(type(self)):
            _set(self, name, getattr(made, name))

    @classmethod
    def model_validate(cls: type[R], data: Any) -> R:
        """`data` (a mapping, or a record of this class) validated into a record."""
        return _adapter(cls).validate_python(data)

    @classmethod
    def model_construct(cls: type[R], **values: Any) -> R:
        """A record holding `values` (defaults for the fields not given), not validated."""
        instance = object.__new__(cls)
        _fill(instance, (), values)
        return instance

    def model_copy(self: R, *, update: dict[str, Any] | None = None) -> R:
        """A copy with the fields of `update` changed, not validated (as pydantic's)."""
        values = {name: getattr(self, name) for name in _names(type(self))}
        values.update(update or {})
        return type(self).model_construct(**values)

    def model_dump(self, *, mode: str = "python", exclude_none: bool = False) -> dict[str, Any]:
        """The record as plain data, as pydantic's `model_dump` gives it: with `mode="json"`
        tuples as lists; with `exclude_none`, no field that is None."""
        return _dump(self, mode == "json", exclude_none)

    def _left_out(self, data: dict[str, Any]) -> None:
        """Drop from a dump the keys of fields written as before they existed (so that the
        content hash of older packs, which games and every logged roll record, stays)."""


def from_valid(cls: type[R], data: Any) -> R:
    """The record of class `cls` that validating `data` would give, read without
    validating it: for data known good only (a pack whose hash was validated)."""
    return _reader(cls)(data)


def field_types(cls: type) -> dict[str, Any]:
    """The type of each field of dataclass `cls`: its annotation, read (where annotations
    are postponed, as text) in the module of the class that declares it. What
    `typing.get_type_hints` gives, in a third of the time (it wraps each in a ForwardRef)."""
    modules = {}
    for base in reversed(cls.__mro__):
        for name in base.__dict__.get("__annotations__", {}):
            modules[name] = base.__module__
    found = {}
    for field in dataclasses.fields(cls):
        kind = field.type
        if isinstance(kind, str):
            module = modules[field.name]
            read = _READ.get((module, kind), _READ)
            if read is _READ:
                read = _READ[module, kind] = eval(kind, vars(sys.modules[module]))
            kind = read
        found[field.name] = kind
    return found


# Each annotation's type by its module and text (many fields share one: "str | None").
_READ: dict[tuple[str, str], Any] = {}


def _names(cls: type) -> tuple[str, ...]:
    return _plan(cls).names


_ADAPTERS: dict[type, Any] = {}


def _adapter(cls: type) -> Any:
    adapter = _ADAPTERS.get(cls)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _ADAPTERS[cls] = TypeAdapter(cls)
    return adapter


def _dump(value: Any, json: bool, exclude_none: bool) -> Any:
    if isinstance(value, Record):
        data = {}
        for name in _names(type(value)):
            item = getattr(value, name)
            if item is None and exclude_none:
                continue
            data[name] = _dump(item, json, exclude_none)
        value._left_out(data)
        return data
    if isinstance(value, list | tuple):
        items = [_dump(item, json, exclude_none) for item in value]
        return items if json or isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        return {key: _dump(item, json, exclude_none) for key, item in value.items()}
    return value


_READERS: dict[Any, Callable[[Any], Any]] = {}


def _reader(kind: Any) -> Callable[[Any], Any]:
    """How to read a value of type `kind` from valid data: records and the lists, dicts and
    unions holding them are built; anything else (text, numbers, literals) is as given."""
    reader = _READERS.get(kind)
    if reader is not None:
        return reader
    origin, args = get_origin(kind), get_args(kind)
    if origin is Annotated:
        reader = _reader(args[0])
    elif isinstance(kind, type) and issubclass(kind, Record):
        reader = _record_reader(kind)
    elif origin is list or origin is tuple:
        item = _reader(args[0])
        reader = _same if item is _same else lambda data: origin(item(x) for x in data)
    elif origin is dict:
        value = _reader(args[1])
        reader = _same if value is _same else lambda data: {k: value(v) for k, v in data.items()}
    elif origin is Union or origin is types.UnionType:
        reader = _union_reader(args)
    else:
        reader = _same
    _READERS[kind] = reader
    return reader


def _same(data: Any) -> Any:
    return data


def _plain(kind: Any) -> Any:
    return get_args(kind)[0] if get_origin(kind) is Annotated else kind


def _union_reader(args: tuple[Any, ...]) -> Callable[[Any], Any]:
    """A union holds records told apart by their `kind` (the tables) or one record beside
    plain values (a note: English and Danish, or one text): a mapping is the record."""
    records = [a for a in map(_plain, args) if isinstance(a, type) and issubclass(a, Record)]
    if not records:
        return _same
    if len(records) == 1:
        (only,) = records
        read = _reader(only)
        return lambda data: read(data) if isinstance(data, dict) else data
    by_kind = {_default(cls, "kind"): _reader(cls) for cls in records}
    return lambda data: by_kind[data["kind"]](data)


def _default(cls: type, name: str) -> Any:
    return next(f.default for f in dataclasses.fields(cls) if f.name == name)


def _record_reader(cls: type[R]) -> Callable[[Any], R]:
    plan: list[tuple[str, Callable[[Any], Any], Any, Any]] = []

    def read(data: Any) -> R:
        if not plan:  # on first use: a pack's phases hold phases
            hints = field_types(cls)
            for field in dataclasses.fields(cls):  # type: ignore[arg-type]
                reader = _reader(hints[field.name])
                plan.append((field.name, reader, field.default, field.default_factory))
        instance = object.__new__(cls)
        for name, reader, default, factory in plan:
            if name in data:
                value = reader(data[name])
            else:
                value = default if factory is dataclasses.MISSING else factory()
            _set(instance, name, value)
        return instance

    return read
