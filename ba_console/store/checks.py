"""What the store checks of a roll before it logs it, as plain functions of the values:
names, a side's dice, an effect's shape, the roles of a draft.

`records.py`'s pydantic models check with them when made; `play.record` checks a draft's
values with them before the record is made, so `ba-console resolve` says a roll the store
would refuse without loading the records (pydantic).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ba_console.store.kinds import EFFECT_KINDS


def check_name(what: str, value: str) -> None:
    if not value or "/" in value or value != value.strip():
        raise ValueError(f"{what} {value!r} must be non-empty, without '/' or outer spaces")


def check_side(
    role: str,
    faces: Sequence[int],
    die_sides: int,
    natural: int,
    draw: int | None = None,
    dice_source: str = "typed",
) -> None:
    """One role's dice: faces on the die, `natural` their sum, a draw only for console dice."""
    check_name("role", role)
    if not faces:
        raise ValueError(f"role {role}: no dice faces")
    for face in faces:
        if not 1 <= face <= die_sides:
            raise ValueError(f"role {role}: face {face} is not on a {die_sides}-sided die")
    if natural != sum(faces):
        raise ValueError(
            f"role {role}: natural {natural} is not the sum of the faces "
            f"{'+'.join(map(str, faces))}"
        )
    if draw is not None and dice_source != "console":
        raise ValueError(f"role {role}: only console dice come from a console draw")


def check_roles(kind: str, roles: Sequence[str]) -> None:
    """A draft's kind, and its sides' roles, each once."""
    check_name("kind", kind)
    if len(set(roles)) != len(roles):
        raise ValueError("two sides of the roll have the same role")


def check_effect(what: str, unit: str | None, from_: Any, to: Any) -> None:
    """One change a roll applies: a known kind, naming whom, its payload of the right shape."""
    if what not in EFFECT_KINDS:
        raise ValueError(f"effect {what!r} is not one of {', '.join(EFFECT_KINDS)}")
    if unit is None:
        raise ValueError(f"effect {what}: names no unit, commander or side")
    if what == "flag":
        # `set_bound`: only where a void puts back a flag set in an earlier bound.
        _check_payload(
            what, from_, to, {"key": str, "expires_after": (int, type(None))}, {"set_bound": int}
        )
    elif what == "side_penalty":
        _check_payload(what, from_, to, {"value": int, "until_bound": int})
    elif what == "loss_part":
        if from_ is not None or not isinstance(to, str):
            raise ValueError("effect loss_part: gives the part as a fraction in `to` only")
        try:
            part = Fraction(to)
        except (ValueError, ZeroDivisionError):
            raise ValueError(f"effect loss_part: {to!r} is not a fraction") from None
        if part <= 0:
            raise ValueError("effect loss_part: a part of a loss is more than nothing")


def _check_payload(
    what: str,
    from_: Any,
    to: Any,
    shape: dict[str, Any],
    optional: dict[str, Any] | None = None,
) -> None:
    payload = to if from_ is None else from_
    if (from_ is None) == (to is None):
        raise ValueError(f"effect {what}: give exactly one of from (remove) or to (add)")
    optional = optional or {}
    if (
        not isinstance(payload, dict)
        or not set(shape) <= set(payload)
        or not set(payload) <= set(shape) | set(optional)
    ):
        raise ValueError(f"effect {what}: needs a table with {', '.join(shape)}")
    for name, kind in {**shape, **optional}.items():
        if name not in payload:
            continue
        if not isinstance(payload[name], kind) or isinstance(payload[name], bool):
            raise ValueError(f"effect {what}: {name} has the wrong type")
