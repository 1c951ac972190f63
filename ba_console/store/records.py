"""The records of the roll log: what a roll dialog hands in and what the log holds.

`RollDraft` is a roll as a dialog prepared it (its sides with dice and factors, the
outcome, the effects on the roster); `LoggedRoll` is a row of the log as `Game` wrote
it, sequence number and hashes included. `Factor`, `RollSide`, `Outcome` and `Effect`
are their parts. All are frozen pydantic models that refuse unknown fields, so a record
is valid once made; `trusted` builds a record from values validated already (the append
path, where validating twice would cost more than the rest of the append).

The kinds of rows the store writes itself (voids, the seed's reveal and custody, roster
adjustments) and what an effect may change are named in `kinds.py`, and given here too. How
a record becomes the stored, hashed text is `codec.py`'s business; how the log is checked,
`verify.py`'s.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from ba_console.store.checks import check_effect, check_roles, check_side
from ba_console.store.checks import check_name as check_name

# The kinds of rows the store writes itself and what an effect may change (`kinds.py`).
from ba_console.store.kinds import ADJUSTMENT_KIND as ADJUSTMENT_KIND
from ba_console.store.kinds import COMMANDER_EFFECTS as COMMANDER_EFFECTS
from ba_console.store.kinds import EFFECT_KINDS as EFFECT_KINDS
from ba_console.store.kinds import NUMERIC_UNIT_EFFECTS as NUMERIC_UNIT_EFFECTS
from ba_console.store.kinds import ORDERLY_EFFECTS as ORDERLY_EFFECTS
from ba_console.store.kinds import OTHER_EFFECTS as OTHER_EFFECTS
from ba_console.store.kinds import PACK_CHANGED_KIND as PACK_CHANGED_KIND
from ba_console.store.kinds import RESERVED_KINDS as RESERVED_KINDS
from ba_console.store.kinds import SEAL_KIND as SEAL_KIND
from ba_console.store.kinds import SEED_CUSTODY_KIND as SEED_CUSTODY_KIND
from ba_console.store.kinds import SEED_REVEALED_KIND as SEED_REVEALED_KIND
from ba_console.store.kinds import UNIT_EFFECTS as UNIT_EFFECTS
from ba_console.store.kinds import UNVOIDABLE_KINDS as UNVOIDABLE_KINDS
from ba_console.store.kinds import VOID_KIND as VOID_KIND

_M = TypeVar("_M", bound=BaseModel)
_set = object.__setattr__


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Factor(_Frozen):
    """One factor counted in a total, with where it comes from in the pack. `count`: how
    many times a repeatable row was counted (`value` is the row's value times it).
    `typed`: the pack leaves the cell unset and `value` is what the umpire read from the
    book and typed at the table."""

    key: str
    label: str = ""
    value: int
    table: str | None = None
    column: str | None = None
    rule: str | None = None
    auto: bool = False
    count: int | None = Field(default=None, ge=2)
    typed: bool = False

    @model_serializer(mode="wrap")
    def _leave_out_defaults(self, handler: SerializerFunctionWrapHandler) -> Any:
        # A factor counted once has no count, and one read from the pack no `typed`:
        # leaving the keys out keeps it hashing exactly as factors did before they existed.
        data = handler(self)
        if isinstance(data, dict):
            if self.count is None:
                data.pop("count", None)
            if not self.typed:
                data.pop("typed", None)
        return data


class RollSide(_Frozen):
    """The dice of one role in a roll (attacker, defender, firer…), with its factors.

    `natural` is the sum of the faces and `total` defaults to natural plus the
    factors; a rule that totals differently (two-step loss and moral reading)
    passes its own `total`.
    """

    role: str
    unit: str | None = None
    dice_source: Literal["console", "typed"]
    faces: tuple[int, ...]
    die_sides: int = Field(default=6, ge=2, le=256)
    draw: int | None = Field(default=None, ge=1)  # the console draw the faces came from
    natural: int
    factors: tuple[Factor, ...] = ()
    total: int

    @model_validator(mode="before")
    @classmethod
    def _fill_sums(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("faces"), (list, tuple)):
            data = dict(data)
            faces = data["faces"]
            if data.get("natural") is None and all(isinstance(f, int) for f in faces):
                data["natural"] = sum(faces)
            if data.get("total") is None and isinstance(data.get("natural"), int):
                factors = data.get("factors") or ()
                values = [f.value if isinstance(f, Factor) else f.get("value") for f in factors]
                if all(isinstance(v, int) for v in values):
                    data["total"] = data["natural"] + sum(values)
        return data

    @model_validator(mode="after")
    def _check(self) -> RollSide:
        check_side(self.role, self.faces, self.die_sides, self.natural, self.draw, self.dice_source)
        return self

    @model_serializer(mode="wrap")
    def _leave_out_missing_draw(self, handler: SerializerFunctionWrapHandler) -> Any:
        # Typed dice, and console dice logged before the ledger, have no draw: leaving the
        # key out keeps such sides hashing exactly as they did before `draw` existed.
        data = handler(self)
        if self.draw is None and isinstance(data, dict):
            data.pop("draw", None)
        return data


class Outcome(_Frozen):
    key: str
    label: str = ""


class Effect(_Frozen):
    """One change a roll applied: `unit` (or commander, orderly or side key), `what`, from → to.

    `flag` effects carry `{"key": …, "expires_after": bound or null}` in `to` (set)
    or `from` (removed); `side_penalty` carries `{"value": …, "until_bound": …}` and
    names the side in `unit`; `order_status` changes the unit's order of the roll's bound.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    unit: str | None = None
    what: str
    from_: JsonValue = Field(default=None, alias="from")
    to: JsonValue = None

    @model_validator(mode="after")
    def _check(self) -> Effect:
        check_effect(self.what, self.unit, self.from_, self.to)
        return self


class RollDraft(_Frozen):
    """What a roll dialog hands to `Game.append_roll`.

    `bound` and `phase` default to the game's phase state. Units named by the
    sides and effects are added to `units` by the store.
    """

    kind: str
    bound: int | None = Field(default=None, ge=1)
    phase: str | None = None
    sub_phase: str | None = None
    units: tuple[str, ...] = ()
    sides: tuple[RollSide, ...] = ()
    cell: str | None = None
    outcome_typed: bool = False
    outcome: Outcome | None = None
    effects: tuple[Effect, ...] = ()
    note: str = ""

    @model_validator(mode="after")
    def _check(self) -> RollDraft:
        check_roles(self.kind, [side.role for side in self.sides])
        return self

    def involved_units(self) -> tuple[str, ...]:
        """`units`, then every unit named by a side or an effect, each once, in order."""
        seen: dict[str, None] = dict.fromkeys(self.units)
        for side in self.sides:
            if side.unit is not None:
                seen.setdefault(side.unit)
        for effect in self.effects:
            if effect.what != "side_penalty" and effect.unit is not None:
                seen.setdefault(effect.unit)
        return tuple(seen)


class LoggedRoll(_Frozen):
    """A row of the roll log. `voided_by` is filled on reading and is not hashed."""

    sequence: int
    time: str
    bound: int
    phase: str
    sub_phase: str | None
    kind: str
    units: tuple[str, ...]
    sides: tuple[RollSide, ...]
    cell: str | None
    outcome_typed: bool
    outcome: Outcome | None
    effects: tuple[Effect, ...]
    note: str
    pack_hash: str
    voids: int | None
    void_reason: str | None
    prev_hash: str
    hash: str
    last_draw: int | None = None  # the latest console draw shown when the row was logged
    draw_head: str | None = None  # that draw's hash
    voided_by: int | None = Field(default=None, exclude=True)

    def body(self) -> dict[str, Any]:
        """Every hashed field as plain JSON data (what the JSON export carries).

        A row logged before any console draw was shown has no `last_draw` or
        `draw_head` key at all (as in game files of schema 1)."""
        data = self.model_dump(mode="json", by_alias=True, exclude={"hash"})
        if self.last_draw is None and self.draw_head is None:
            del data["last_draw"], data["draw_head"]
        return data

    def side(self, role: str) -> RollSide | None:
        return next((side for side in self.sides if side.role == role), None)


def trusted(model: type[_M], values: dict[str, Any]) -> _M:
    """A `model` holding `values` (every field, validated already; the dict becomes the
    model's own) without validating again.

    What pydantic's `model_construct` makes, set up directly: it runs three times per
    logged roll, where `model_construct` (which looks up aliases and defaults for every
    field) took ~15 µs in all and this takes ~3. Models with anything more to set up
    (private attributes, `model_post_init`, extra fields kept, a root model) take
    `model_construct`; tests compare the two for the models built here."""
    if model not in _PLAIN_MODELS:
        if not _is_plain(model):
            return model.model_construct(**values)
        _PLAIN_MODELS.add(model)
    instance = model.__new__(model)
    _set(instance, "__dict__", values)
    _set(instance, "__pydantic_fields_set__", set(values))
    _set(instance, "__pydantic_extra__", None)
    _set(instance, "__pydantic_private__", None)
    return instance


# Models `trusted` may set up directly, checked once each by `_is_plain`.
_PLAIN_MODELS: set[type[BaseModel]] = set()


def _is_plain(model: type[BaseModel]) -> bool:
    """Whether `model_construct` of every field would set nothing but what `trusted` sets."""
    return (
        BaseModel.__slots__
        == ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__")
        and model.__pydantic_post_init__ is None
        and not model.__pydantic_root_model__
        and not model.__private_attributes__
        and model.model_config.get("extra") != "allow"
    )


def with_draw(side: RollSide, draw: int) -> RollSide:
    """`side` bound to console draw `draw` (a `model_copy` without its overhead)."""
    return trusted(RollSide, {**side.__dict__, "draw": draw})
