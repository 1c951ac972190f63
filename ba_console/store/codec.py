"""The codec of the roll log: the canonical text that is hashed, rows in and out, hashes.

One JSON encoding is hashed, by the roll log and the console dice ledger alike
(`canonical_json`): sorted keys, no whitespace, UTF-8 with non-ASCII kept
(`ensure_ascii=False`), so anyone can reproduce it with the standard JSON library of
any language. A logged roll is hashed as SHA-256 over the canonical JSON of every field
except `hash`; each row carries the previous row's hash, and the first row carries the
game's seed commitment, so the chain is tied to the fingerprint shown when the game
began. Anyone holding the JSON export can recompute every hash with a dozen lines of
code in any language.

Every row carries the console dice ledger's head when it was logged (`last_draw`,
`draw_head`), so the chain also seals every draw shown before it (see `draws.py`).
Rows logged before the ledger existed (schema 1) have neither: their keys are left out
of the hashed encoding, so their hashes are unchanged.

The JSON parts of a row (units, sides, outcome, effects) are stored as their own
canonical JSON text, so the canonical encoding of a stored row can be assembled from
its columns by string concatenation without parsing (`body_text`): that is what lets
`verify.ChainVerifier` check well over 100,000 rows a second. `encode_row` builds the
same text by hand for the same reason on the append path; whatever it cannot build by
hand takes the general path, byte for byte the same. Nothing here may change what is
written or hashed: old games must verify unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # decode_row loads them: the codec's other users may not need pydantic
    from ba_console.store.records import Effect, Factor, LoggedRoll, Outcome, RollSide

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
_quote = encode_basestring  # a str's JSON text; refuses anything but a str


def canonical_json(value: Any) -> str:
    """The one encoding that is hashed: sorted keys, no whitespace, non-ASCII kept."""
    return _CANONICAL.encode(value)


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
        or values["count"] is not None
        or values["typed"] is not False
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
    from ba_console.store.records import LoggedRoll

    return LoggedRoll.model_validate(data)


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
    if row[10] == "null":  # hashed as NULL is: two stored forms of one hashed row
        return 'outcome holds the text "null": a roll without an outcome holds none'
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
        and (outcome is None or (type(outcome) is str and outcome != "null"))
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
    import hashlib  # OpenSSL's, loaded at the first row hashed (none before the first frame)

    return hashlib.sha256(body_text(row).encode("utf-8")).hexdigest()
