"""Rolls of the log: the draft a dialog hands in, the logged row, its hash, and verification.

A logged roll is hashed as SHA-256 over a canonical JSON encoding (sorted keys, no
whitespace, UTF-8, `ensure_ascii=False`) of every field except `hash`; each row
carries the previous row's hash, and the first row carries the game's seed
commitment, so the chain is tied to the fingerprint shown when the game began.
Anyone holding the JSON export can recompute every hash with a dozen lines of
code in any language.

Console dice come from the console dice ledger (`draws.py`): a console side names
its draw (`RollSide.draw`), and every row carries the ledger's head when it was
logged (`last_draw`, `draw_head`), so the chain also seals every draw shown before
it. Rows logged before the ledger existed (schema 1) have neither: their keys are
left out of the hashed encoding, so their hashes are unchanged, and their console
faces are keyed by the row's sequence number.

The JSON parts of a row (units, sides, outcome, effects) are stored as their own
canonical JSON text, so the canonical encoding of a stored row can be assembled
from its columns by string concatenation without parsing: that is what lets
`ChainVerifier` check well over 100,000 rows a second.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from json.encoder import encode_basestring  # type: ignore[attr-defined]
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

from ba_console.core.fair_dice import fair_faces
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.canonical import canonical_json
from ba_console.store.draws import ConsoleDraw, DrawVerifier, Problem

# Kinds the store writes itself; a dialog cannot log them through append_roll.
VOID_KIND = "void"
SEED_REVEALED_KIND = "seed_revealed"
ADJUSTMENT_KIND = "adjustment"  # a roster correction during play (`Game.adjust`)
UNVOIDABLE_KINDS = (VOID_KIND, SEED_REVEALED_KIND)
RESERVED_KINDS = (*UNVOIDABLE_KINDS, ADJUSTMENT_KIND)

# What an effect may change, by the table it lands in. The last rows of each are roster
# corrections (names, start values) that only `Game.adjust` is expected to log.
UNIT_EFFECTS = (
    "figures",
    "gunners",
    "valour",
    "disorder",
    "formation",
    "supplies_left",
    "commander",
    "position",
    "light",
    "marksmen",
    "name",
    "figures_start",
    "gunners_start",
    "valour_start",
)
NUMERIC_UNIT_EFFECTS = ("figures", "gunners", "valour", "supplies_left")
COMMANDER_EFFECTS = {
    "commander_fallen": "fallen",
    "commander_rating": "rating",
    "commander_replaced_by": "replaced_by",
    "commander_name": "name",
    "commander_level": "level",
    "commander_parent": "parent",
}
ORDERLY_EFFECTS = {"orderly_fallen": "fallen", "orderly_name": "name"}
OTHER_EFFECTS = ("flag", "side_penalty", "order_status")
EFFECT_KINDS = UNIT_EFFECTS + tuple(COMMANDER_EFFECTS) + tuple(ORDERLY_EFFECTS) + OTHER_EFFECTS

# Columns of the `rolls` table in the order `encode_row` and the verifier use.
ROLL_COLUMNS = (
    "sequence",
    "time",
    "bound",
    "phase",
    "sub_phase",
    "kind",
    "units",
    "sides",
    "cell",
    "outcome_typed",
    "outcome",
    "effects",
    "note",
    "pack_hash",
    "voids",
    "void_reason",
    "last_draw",
    "draw_head",
    "prev_hash",
    "hash",
)
ANCHOR_FIELDS = ("last_draw", "draw_head")

# A console side and its draw number ("" if it names none), as canonical JSON writes it
# (keys sorted: dice_source, die_sides, draw, faces…). String values escape their
# quotes, so this cannot match inside a note or a label.
_CONSOLE_D6_DRAW = '"dice_source":"console","die_sides":6,"draw":'
_CONSOLE_SIDE = re.compile(r'"dice_source":"console","die_sides":\d+,(?:"draw":(\d+),)?')


_M = TypeVar("_M", bound=BaseModel)
_set = object.__setattr__


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def check_name(what: str, value: str) -> None:
    if not value or "/" in value or value != value.strip():
        raise ValueError(f"{what} {value!r} must be non-empty, without '/' or outer spaces")


class Factor(_Frozen):
    """One factor counted in a total, with where it comes from in the pack."""

    key: str
    label: str = ""
    value: int
    table: str | None = None
    column: str | None = None
    rule: str | None = None
    auto: bool = False


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
        check_name("role", self.role)
        if not self.faces:
            raise ValueError(f"role {self.role}: no dice faces")
        for face in self.faces:
            if not 1 <= face <= self.die_sides:
                raise ValueError(
                    f"role {self.role}: face {face} is not on a {self.die_sides}-sided die"
                )
        if self.natural != sum(self.faces):
            raise ValueError(
                f"role {self.role}: natural {self.natural} is not the sum of the faces "
                f"{'+'.join(map(str, self.faces))}"
            )
        if self.draw is not None and self.dice_source != "console":
            raise ValueError(f"role {self.role}: only console dice come from a console draw")
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
        if self.what not in EFFECT_KINDS:
            raise ValueError(f"effect {self.what!r} is not one of {', '.join(EFFECT_KINDS)}")
        if self.unit is None:
            raise ValueError(f"effect {self.what}: names no unit, commander or side")
        if self.what == "flag":
            _check_payload(self, {"key": str, "expires_after": (int, type(None))})
        elif self.what == "side_penalty":
            _check_payload(self, {"value": int, "until_bound": int})
        return self


def _check_payload(effect: Effect, shape: dict[str, Any]) -> None:
    payload = effect.to if effect.from_ is None else effect.from_
    if (effect.from_ is None) == (effect.to is None):
        raise ValueError(f"effect {effect.what}: give exactly one of from (remove) or to (add)")
    if not isinstance(payload, dict) or set(payload) != set(shape):
        raise ValueError(f"effect {effect.what}: needs a table with {', '.join(shape)}")
    for name, kind in shape.items():
        if not isinstance(payload[name], kind) or isinstance(payload[name], bool):
            raise ValueError(f"effect {effect.what}: {name} has the wrong type")


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
        check_name("kind", self.kind)
        roles = [side.role for side in self.sides]
        if len(set(roles)) != len(roles):
            raise ValueError("two sides of the roll have the same role")
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


def encode_row(
    *,
    sequence: int,
    time: str,
    bound: int,
    phase: str,
    sub_phase: str | None,
    kind: str,
    units: Iterable[str],
    sides: Iterable[RollSide],
    cell: str | None,
    outcome_typed: bool,
    outcome: Outcome | None,
    effects: Iterable[Effect],
    note: str,
    pack_hash: str,
    voids: int | None,
    void_reason: str | None,
    prev_hash: str,
    last_draw: int | None = None,
    draw_head: str | None = None,
) -> tuple[Any, ...]:
    """The `rolls` row (in ROLL_COLUMNS order, hash last) for these values."""
    row = (
        sequence,
        time,
        bound,
        phase,
        sub_phase,
        kind,
        f"[{','.join(map(_quote_key, units))}]",
        f"[{','.join(map(side_json, sides))}]",
        cell,
        1 if outcome_typed else 0,
        None if outcome is None else outcome_json(outcome),
        f"[{','.join(map(effect_json, effects))}]",
        note,
        pack_hash,
        voids,
        void_reason,
        last_draw,
        draw_head,
        prev_hash,
    )
    return (*row, row_hash(row))


# --- the canonical JSON of a row's parts, built by hand ----------------------------------------
# `encode_row` runs once per logged roll, where pydantic's `model_dump` and the JSON encoder
# cost more than the rest of the append. These build the same text `canonical_json` gives
# for `model_dump(mode="json")` (keys in sorted order, written out below) for values of the
# exact types the models validate to; anything else (an int subclass, a float or a nested
# value in an effect) takes the general path, so the text is byte-for-byte the same.


def _quote_key(value: str) -> str:
    return _quote(value) if type(value) is str else canonical_json(value)


def _scalar(value: Any) -> str | None:
    """The JSON of a str, int, bool or None; None for any other value."""
    kind = type(value)
    if kind is str:
        return _quote(value)
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return int.__repr__(value)
    return None


def _optional_text(value: str | None) -> str | None:
    if value is None:
        return "null"
    return _quote(value) if type(value) is str else None


def _factor_json(factor: Factor) -> str:
    values = factor.__dict__
    value, auto = values["value"], values["auto"]
    column = _optional_text(values["column"])
    rule = _optional_text(values["rule"])
    table = _optional_text(values["table"])
    if (
        type(value) is not int
        or type(auto) is not bool
        or type(values["key"]) is not str
        or type(values["label"]) is not str
        or column is None
        or rule is None
        or table is None
    ):
        return canonical_json(factor.model_dump(mode="json"))
    return (
        f'{{"auto":{"true" if auto else "false"},"column":{column},"key":{_quote(values["key"])}'
        f',"label":{_quote(values["label"])},"rule":{rule},"table":{table},"value":{value}}}'
    )


def side_json(side: RollSide, draw: int | None = None) -> str:
    """Canonical JSON of `side` as `model_dump(mode="json")` gives it (no `draw` key when it
    has none); `draw`, when given, stands for the side's own (a console side being bound)."""
    values = side.__dict__
    if draw is None:
        draw = values["draw"]
    faces, die_sides, natural, total = (
        values["faces"], values["die_sides"], values["natural"], values["total"],
    )  # fmt: skip
    unit = _optional_text(values["unit"])
    if (
        type(die_sides) is not int
        or type(natural) is not int
        or type(total) is not int
        or (draw is not None and type(draw) is not int)
        or type(values["role"]) is not str
        or type(values["dice_source"]) is not str
        or unit is None
        or not all(type(face) is int for face in faces)
    ):
        data = side.model_dump(mode="json")
        if draw is not None:
            data["draw"] = draw
        return canonical_json(data)
    draw_text = "" if draw is None else f',"draw":{draw}'
    factors = ",".join(map(_factor_json, values["factors"]))
    return (
        f'{{"dice_source":{_quote(values["dice_source"])},"die_sides":{die_sides}{draw_text}'
        f',"faces":[{",".join(map(int.__repr__, faces))}],"factors":[{factors}]'
        f',"natural":{natural},"role":{_quote(values["role"])},"total":{total},"unit":{unit}}}'
    )


def outcome_json(outcome: Outcome) -> str:
    key, label = outcome.key, outcome.label
    if type(key) is not str or type(label) is not str:
        return canonical_json(outcome.model_dump(mode="json"))
    return f'{{"key":{_quote(key)},"label":{_quote(label)}}}'


def effect_json(effect: Effect) -> str:
    """Canonical JSON of `effect` as `model_dump(mode="json", by_alias=True)` gives it."""
    values = effect.__dict__
    before, after = values["from_"], values["to"]
    from_text = _scalar(before) if type(before) is not dict else _payload_json(before)
    to_text = _scalar(after) if type(after) is not dict else _payload_json(after)
    unit = _optional_text(values["unit"])
    if from_text is None or to_text is None or unit is None or type(values["what"]) is not str:
        return canonical_json(effect.model_dump(mode="json", by_alias=True))
    return f'{{"from":{from_text},"to":{to_text},"unit":{unit},"what":{_quote(values["what"])}}}'


def _payload_json(payload: dict[str, Any]) -> str | None:
    """A flat table of text keys and scalar values (flag and side penalty payloads)."""
    parts = []
    for name in sorted(payload):
        text = _scalar(payload[name])
        if text is None or type(name) is not str:
            return None
        parts.append(f"{_quote(name)}:{text}")
    return f"{{{','.join(parts)}}}"


def decode_row(row: tuple[Any, ...] | dict[str, Any], voided_by: int | None = None) -> LoggedRoll:
    """A `LoggedRoll` from a stored row (tuple in ROLL_COLUMNS order, or a dict)."""
    values = row if isinstance(row, dict) else dict(zip(ROLL_COLUMNS, row, strict=True))
    data = dict(values)
    for name in ("units", "sides", "effects"):
        data[name] = json.loads(data[name])
    data["outcome"] = None if data["outcome"] is None else json.loads(data["outcome"])
    data["outcome_typed"] = bool(data["outcome_typed"])
    data["voided_by"] = voided_by
    return LoggedRoll.model_validate(data)


_quote = encode_basestring

# What each stored column must hold, for naming the first wrong one (the slow path).
_COLUMN_TYPES: dict[str, tuple[type, ...]] = {
    "sequence": (int,),
    "time": (str,),
    "bound": (int,),
    "phase": (str,),
    "sub_phase": (str, type(None)),
    "kind": (str,),
    "units": (str,),
    "sides": (str,),
    "cell": (str, type(None)),
    "outcome_typed": (int,),
    "outcome": (str, type(None)),
    "effects": (str,),
    "note": (str,),
    "pack_hash": (str,),
    "voids": (int, type(None)),
    "void_reason": (str, type(None)),
    "last_draw": (int, type(None)),
    "draw_head": (str, type(None)),
    "prev_hash": (str,),
}


def _type_problem(row: tuple[Any, ...]) -> str:
    for name, value in zip(_COLUMN_TYPES, row, strict=False):
        if type(value) not in _COLUMN_TYPES[name]:
            return f"{name} holds {type(value).__name__}"
    if row[9] not in (0, 1):
        return "outcome_typed must be 0 or 1"
    if (row[16] is None) is not (row[17] is None):
        return "last_draw and draw_head go together"
    return "a text field holds something else"


def body_text(row: tuple[Any, ...]) -> str:
    """The canonical JSON of a stored row (ROLL_COLUMNS order, without hash), assembled.

    Equal to `canonical_json(roll.body())` for every row `encode_row` writes,
    because the JSON columns hold canonical JSON themselves and the keys below
    are in sorted order. Raises TypeError when a column holds the wrong type.
    This runs once per row in `verify`, so the checks are inlined: text columns
    are checked by `_quote` itself, which refuses anything but a str.
    """
    (
        seq, time, bound, phase, sub, kind, units, sides, cell, typed, outcome, effects, note,
        pack_hash, voids, void_reason, last_draw, draw_head, prev_hash,
    ) = row[:19]  # fmt: skip
    if not (
        type(seq) is int
        and type(bound) is int
        and type(typed) is int
        and 0 <= typed <= 1
        and type(units) is str
        and type(sides) is str
        and type(effects) is str
        and (outcome is None or type(outcome) is str)
        and (voids is None or type(voids) is int)
        and (last_draw is None) is (draw_head is None)
        and (last_draw is None or type(last_draw) is int)
    ):
        raise TypeError(_type_problem(row))
    quote = _quote
    try:
        if last_draw is None:
            head = latest = ""  # rows from before the first console draw carry no anchor keys
        else:
            head = f',"draw_head":{quote(draw_head)}'
            latest = f',"last_draw":{last_draw}'
        return (
            f'{{"bound":{bound},"cell":{"null" if cell is None else quote(cell)}{head}'
            f',"effects":{effects},"kind":{quote(kind)}{latest},"note":{quote(note)}'
            f',"outcome":{"null" if outcome is None else outcome}'
            f',"outcome_typed":{"true" if typed else "false"},"pack_hash":{quote(pack_hash)}'
            f',"phase":{quote(phase)},"prev_hash":{quote(prev_hash)},"sequence":{seq}'
            f',"sides":{sides},"sub_phase":{"null" if sub is None else quote(sub)}'
            f',"time":{quote(time)},"units":{units}'
            f',"void_reason":{"null" if void_reason is None else quote(void_reason)}'
            f',"voids":{"null" if voids is None else voids}}}'
        )
    except TypeError:
        raise TypeError(_type_problem(row)) from None


def row_hash(row: tuple[Any, ...]) -> str:
    return hashlib.sha256(body_text(row).encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """What `verify` found. When `ok` is false, `bad_sequence` is the first bad row, or
    `bad_draw` the first bad console draw.

    `unused_draws` are console dice that were shown and never logged: not an
    error, but every one is reported (an umpire who cancels a roll dialog and
    never rolls that kind again leaves one).

    `reason` is English (the CLI prints it, exports keep it); `reason_template` is its
    translatable source (marked with `QT_TRANSLATE_NOOP("verify", ...)`) and `reason_args`
    the template's named placeholders, so that `reason == reason_template.format(**reason_args)`
    and the GUI can say it in Danish (`labels.display_text`)."""

    ok: bool
    rolls_checked: int
    head_hash: str | None
    seed_checked: bool
    console_rolls_checked: int
    bad_sequence: int | None = None
    reason: str | None = None
    seed_source: str | None = None
    adjustments: int = 0  # roster corrections logged outside rolls (kind "adjustment")
    draws_checked: int = 0  # console draws in the ledger, all checked
    unused_draws: tuple[ConsoleDraw, ...] = ()
    bad_draw: int | None = None
    reason_template: str | None = None
    # Not hashed: a dict cannot be, and `reason` already says the same.
    reason_args: Mapping[str, object] = field(default_factory=dict, hash=False)

    def summary(self, listed: int = 10) -> str:
        """One line: OK or BROKEN, the first problem, the draws never logged (the first
        `listed` of them by name)."""
        if not self.ok:
            if self.bad_draw is not None:
                where = f"console draw {self.bad_draw}"
            elif self.bad_sequence is not None:
                where = f"roll {self.bad_sequence}"
            else:
                where = "the log"
            return f"BROKEN at {where}: {self.reason}"
        text = f"OK: {self.rolls_checked} roll{'s' if self.rolls_checked != 1 else ''}"
        if self.adjustments:
            plural = "s" if self.adjustments != 1 else ""
            text += f" ({self.adjustments} roster adjustment{plural} by the umpire)"
        text += ", hash chain intact"
        if self.head_hash:
            text += f", head {self.head_hash[:16]}…"
        if self.draws_checked:
            text += f"; {_count(self.draws_checked, 'console draw')} in the ledger"
            text += f"; {self.unused_text(listed)}" if self.unused_draws else ", every one logged"
        if self.seed_checked:
            text += (
                f"; all {_count(self.console_rolls_checked, 'console roll')} and "
                f"{_count(self.draws_checked, 'console draw')} follow from the seed"
                f" ({self.seed_source})"
            )
        else:
            text += "; console dice not checked (seed not given or revealed)"
        return text

    def unused_text(self, listed: int = 10) -> str:
        """ "2 console draws shown but never logged: #14 melee/attacker at 20:41, …"."""
        if not self.unused_draws:
            return "no console draw was shown without being logged"
        names = [f"{d.label} at {d.clock_time}" for d in self.unused_draws[:listed]]
        more = len(self.unused_draws) - listed
        if more > 0:
            names.append(f"and {more} more")
        shown = _count(len(self.unused_draws), "console draw")
        return f"{shown} shown but never logged: {', '.join(names)}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


class ChainVerifier:
    """Checks stored rows one by one, in sequence order; stops at the first bad one.

    Rows are tuples in ROLL_COLUMNS order, straight from a raw sqlite3 cursor.
    Checks: consecutive sequence numbers from 1, each row's hash, the link to the
    previous row (the first links to the seed commitment), void pointers, the pack
    copy each roll names, that a roster adjustment carries no dice but a reason and
    changes. The console dice ledger is checked along the way by `draws` (a
    `DrawVerifier`; by default an empty ledger): each row's `last_draw` and
    `draw_head` must be the ledger's head, never going back; every console side
    must name a draw shown before it, used by no other roll. Rows from before the
    ledger (no anchor) may hold console dice without a draw; with a seed, those
    faces are checked against the row's sequence number, and every other console
    side against its draw, whose faces the ledger checks against the seed.
    Call `finish` after the last row, to check the draws shown after it.
    """

    def __init__(
        self,
        commitment: str,
        known_packs: Iterable[str],
        seed: bytes | None = None,
        seed_source: str | None = None,
        draws: DrawVerifier | None = None,
    ) -> None:
        self.commitment = commitment
        self.known_packs = frozenset(known_packs)
        self.seed = seed
        self.seed_source = seed_source
        self.draws = draws if draws is not None else DrawVerifier(commitment, seed=seed)
        self.last_sequence = 0
        self.last_hash = commitment
        self.console_rolls = 0
        self.adjustments = 0
        self.bad_sequence: int | None = None
        self.reason: str | None = None
        self.problem: Problem | None = None  # `reason` in a translatable form
        # The last row whose console dice were keyed by its sequence number (schema 1):
        # the ledger's draw numbers start after it, so no draw repeats its faces.
        self.last_unledgered_console = 0
        self._anchored = False
        self._void_rows: set[int] = set()
        self._voided: set[int] = set()

    def resume(self, sequence: int, last_hash: str, anchored: bool) -> None:
        """Go on after roll `sequence` (hash `last_hash`), as if it had just been checked:
        to check a log in parts (`verify_parallel`), from the state the stored row before
        the part gives. `anchored`: that row seals the ledger, so `draws` must have been
        resumed at its seal (`DrawVerifier.resume`), or else started at the first draw.
        Voids and draw uses that reach before the part are for the caller to check
        (`void_rows`, `voided`, `draws.claims`)."""
        self.last_sequence = sequence
        self.last_hash = last_hash
        self._anchored = anchored

    @property
    def anchored(self) -> bool:
        """Whether a row checked so far (or the one `resume` started after) sealed the ledger."""
        return self._anchored

    @property
    def void_rows(self) -> frozenset[int]:
        """The void rows checked so far."""
        return frozenset(self._void_rows)

    @property
    def voided(self) -> frozenset[int]:
        """The rolls the void rows checked so far voided."""
        return frozenset(self._voided)

    def fail(self, sequence: int | None, problem: Problem) -> bool:
        self.bad_sequence = sequence
        self.problem = problem
        self.reason = problem.text
        return False

    def cannot_read(self, error: Exception) -> bool:
        """The database could not give the next row (`error`): that row is the bad one."""
        return self.fail(
            self.last_sequence + 1,
            Problem.of(
                QT_TRANSLATE_NOOP("verify", "the row cannot be read ({error})"), error=str(error)
            ),
        )

    def feed(self, row: tuple[Any, ...]) -> bool:
        """Check one row; False (and `reason` set) when it is bad."""
        sequence = row[0]
        expected = self.last_sequence + 1
        if sequence != expected:
            if isinstance(sequence, int) and sequence > expected:
                return self.fail(expected, self._gap_problem(expected, sequence))
            return self.fail(
                expected,
                Problem.of(
                    QT_TRANSLATE_NOOP("verify", "sequence number {found} where {expected} belongs"),
                    found=repr(sequence),
                    expected=expected,
                ),
            )
        try:
            computed = hashlib.sha256(body_text(row).encode("utf-8")).hexdigest()
        except TypeError as exc:
            return self.fail(
                sequence,
                Problem.of(
                    QT_TRANSLATE_NOOP("verify", "a stored field has the wrong type ({error})"),
                    error=str(exc),
                ),
            )
        if row[18] != self.last_hash:
            if sequence == 1:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "its previous-hash does not match the seed commitment: the rows before it "
                    "were changed, removed or replaced",
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "its previous-hash does not match roll {previous}'s hash: the rows before it "
                    "were changed, removed or replaced",
                )
            return self.fail(sequence, Problem.of(template, previous=sequence - 1))
        if computed != row[19]:
            return self.fail(
                sequence,
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "its contents do not match its hash: the row was changed after logging",
                    )
                ),
            )
        if row[13] not in self.known_packs:
            return self.fail(
                sequence,
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify", "it names pack {pack}, which the game does not hold"
                    ),
                    pack=repr(row[13]),
                ),
            )
        voids = row[14]
        if voids is not None:
            problem = self._void_problem(sequence, row[5], voids, row[15])
            if problem:
                return self.fail(sequence, problem)
        if row[5] == ADJUSTMENT_KIND:
            problem = _adjustment_problem(row[7], row[11], row[12])
            if problem:
                return self.fail(sequence, problem)
            self.adjustments += 1
        last_draw = row[16]
        sealed_before = self.draws.sealed
        if last_draw is not None:
            # The row seals the ledger as it stood: its latest draw and that draw's hash.
            if not self._anchored:
                self.draws.start(self.last_unledgered_console + 1)
                self._anchored = True
                sealed_before = self.draws.sealed
            problem = self.draws.seal(last_draw, row[17])
            if problem:
                return self.fail(sequence, problem)
        elif self._anchored:
            return self.fail(
                sequence,
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it does not name the latest console draw, though console dice were "
                        "shown before it",
                    )
                ),
            )
        sides = row[7]
        if '"console"' in sides:
            # Most rolls use exactly the draws shown since the row before (one per console
            # side, each named, and no other side naming a draw): checked here, inline;
            # anything else is read side by side. (A quote inside a JSON string is escaped,
            # so '"draw":' is only ever a side's key.)
            fresh = sealed_before + 1
            if self.seed is None and last_draw is not None and last_draw >= fresh:
                # Every side is a console side of d6 with its draw key where the console
                # writes it, there are as many as draws shown, and no draw key elsewhere;
                # then each fresh draw named once is each side naming its own.
                shown = last_draw - sealed_before
                if (
                    sides.count('"dice_source"') == shown
                    and sides.count(_CONSOLE_D6_DRAW) == shown
                    and sides.count('"draw":') == shown
                ):
                    while fresh <= last_draw and f'"draw":{fresh},' in sides:
                        fresh += 1
                    if fresh > last_draw:
                        self.draws.use_new(sealed_before + 1, last_draw, sequence)
                        sides = ""
            if sides:
                problem = self._console_problem(sequence, row[5], sides, last_draw)
                if problem:
                    return self.fail(sequence, problem)
        elif '"draw":' in sides:
            return self.fail(sequence, _TYPED_SIDE_NAMES_DRAW)
        self.last_sequence = sequence
        self.last_hash = row[19]
        return True

    def _gap_problem(self, missing: int, found: int) -> Problem:
        """Rows `missing`… are not there: the next row stored is `found`."""
        if self.last_sequence:
            if found == missing + 1:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "roll {missing} is missing: roll {previous} is followed by roll {found}",
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "rolls {missing}-{last_missing} are missing: roll {previous} is followed by "
                    "roll {found}",
                )
        elif found == missing + 1:
            template = QT_TRANSLATE_NOOP(
                "verify", "roll {missing} is missing: the start is followed by roll {found}"
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "verify",
                "rolls {missing}-{last_missing} are missing: the start is followed by roll {found}",
            )
        return Problem.of(
            template,
            missing=missing,
            last_missing=found - 1,
            previous=self.last_sequence,
            found=found,
        )

    def finish(self) -> bool:
        """After the last row: check the draws shown since it (never logged, or not yet)."""
        if self.reason is not None:
            return False
        self.draws.start(self.last_unledgered_console + 1)
        return self.draws.finish()

    def _void_problem(self, sequence: int, kind: str, voids: int, reason: Any) -> Problem | None:
        if kind != VOID_KIND:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it points at roll {voided} as voided but is a {kind} roll, not a void",
                ),
                voided=voids,
                kind=repr(kind),
            )
        if not 1 <= voids < sequence:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify", "it voids roll {voided}, which does not come before it"
                ),
                voided=voids,
            )
        if voids in self._void_rows:
            return Problem.of(
                QT_TRANSLATE_NOOP("verify", "it voids roll {voided}, which is itself a void"),
                voided=voids,
            )
        if voids in self._voided:
            return Problem.of(
                QT_TRANSLATE_NOOP("verify", "it voids roll {voided} a second time"), voided=voids
            )
        if not reason:
            return Problem.of(QT_TRANSLATE_NOOP("verify", "it is a void without a reason"))
        self._void_rows.add(sequence)
        self._voided.add(voids)
        return None

    def _console_problem(
        self, sequence: int, kind: str, sides_text: str, last_draw: int | None
    ) -> Problem | None:
        """Console sides: each names a draw shown before the row (or, before the ledger,
        none); with a seed, each shows the faces the seed gives."""
        if self.seed is not None:
            try:
                return self._seeded_console_problem(sequence, kind, sides_text, last_draw)
            except (ValueError, TypeError, KeyError, AttributeError) as exc:
                # Sides rewritten with the row's hash into something that is not a list of
                # sides: name the row, rather than stop verify with the error.
                return Problem.of(
                    QT_TRANSLATE_NOOP("verify", "its dice cannot be read ({error})"),
                    error=repr(exc),
                )
        numbers = _CONSOLE_SIDE.findall(sides_text)
        if len(numbers) != sides_text.count('"dice_source":"console"'):
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify", "a console side is not written as the console writes it"
                )
            )
        if not numbers:
            return None
        if last_draw is None:
            if any(numbers):
                return Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify", "it uses a console draw, but no draw had been shown before it"
                    )
                )
            self.last_unledgered_console = sequence  # console dice from before the ledger
            return None
        if not all(numbers):
            return Problem.of(QT_TRANSLATE_NOOP("verify", "a console side names no console draw"))
        if sides_text.count('"draw":') != len(numbers):
            return _TYPED_SIDE_NAMES_DRAW
        return self.draws.use_all(numbers, sequence)

    def _seeded_console_problem(
        self, sequence: int, kind: str, sides_text: str, last_draw: int | None
    ) -> Problem | None:
        assert self.seed is not None
        checked = False
        for side in json.loads(sides_text):
            if side.get("dice_source") != "console":
                if "draw" in side:
                    return Problem.of(
                        QT_TRANSLATE_NOOP("verify", "its typed side {side} names a console draw"),
                        side=repr(side.get("role")),
                    )
                continue
            checked = True
            number = side.get("draw")
            if number is None:
                if last_draw is not None:
                    return Problem.of(
                        QT_TRANSLATE_NOOP(
                            "verify", "its console side {side} names no console draw"
                        ),
                        side=repr(side.get("role")),
                    )
                self.last_unledgered_console = sequence
                faces = side["faces"]
                expected = fair_faces(
                    self.seed, sequence, f"{kind}/{side['role']}", len(faces), side["die_sides"]
                )
                if list(expected) != faces:
                    return Problem.of(
                        QT_TRANSLATE_NOOP(
                            "verify",
                            "console dice of {side} show {faces}, but the seed gives {expected}: "
                            "these faces did not come from the committed seed",
                        ),
                        side=side["role"],
                        faces=faces,
                        expected=list(expected),
                    )
                continue
            if last_draw is None:
                return Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it uses console draw {draw}, but no draw had been shown before it",
                    ),
                    draw=number,
                )
            if type(number) is not int:
                return Problem.of(
                    QT_TRANSLATE_NOOP("verify", "its side {side} names console draw {draw}"),
                    side=repr(side.get("role")),
                    draw=repr(number),
                )
            problem = self.draws.use(number, sequence, kind, side)
            if problem:
                return problem
        self.console_rolls += checked
        return None

    def report(self) -> VerifyReport:
        draws = self.draws
        ok = self.reason is None and draws.reason is None
        bad_draw = draws.bad_draw if draws.reason is not None else None
        # A row whose seal reaches a bad draw is named by the draw, with the draw's problem.
        problem = draws.problem if bad_draw is not None else self.problem
        return VerifyReport(
            ok=ok,
            rolls_checked=self.last_sequence,
            head_hash=self.last_hash if self.last_sequence else None,
            seed_checked=self.seed is not None and ok,
            console_rolls_checked=self.console_rolls,
            bad_sequence=None if bad_draw is not None else self.bad_sequence,
            reason=draws.reason if bad_draw is not None else self.reason,
            seed_source=self.seed_source,
            adjustments=self.adjustments,
            draws_checked=draws.checked,
            bad_draw=bad_draw,
            reason_template=None if problem is None else problem.template,
            reason_args={} if problem is None else problem.args,
        )


def _adjustment_problem(sides: str, effects: str, note: Any) -> Problem | None:
    """What `Game.adjust` always writes: no dice, at least one change, the reason."""
    if sides != "[]":
        return Problem.of(QT_TRANSLATE_NOOP("verify", "it is a roster adjustment but carries dice"))
    if effects == "[]":
        return Problem.of(
            QT_TRANSLATE_NOOP("verify", "it is a roster adjustment that changes nothing")
        )
    if not note:
        return Problem.of(QT_TRANSLATE_NOOP("verify", "it is a roster adjustment without a reason"))
    return None


# Found both on the fast path of `ChainVerifier.feed` and by `_console_problem`.
_TYPED_SIDE_NAMES_DRAW = Problem.of(
    QT_TRANSLATE_NOOP("verify", "a side with typed dice names a console draw")
)
