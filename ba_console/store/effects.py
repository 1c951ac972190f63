"""What a log row does to the roster: its effects applied, and a void's compensation.

A roll's effects (`records.Effect`: a unit, commander, orderly or side, what changes,
from → to) are applied in the same transaction as the row that logs them, each checked
first against the roster as it stands (`from` must still hold: the roster may have
changed since the dialog was prepared). A void is a new row whose effects put back what
the voided row changed: counts (figures, gunners, valour, supplies) by the amount the
roll changed them, so that later losses stand, and other values to what they were;
flags and side penalties the roll set are removed if still held. An umpire's roster
adjustment is a row of effects too (`adjustable` finds the record it changes).

`RosterEffects` writes through the roster (`roster.py`) and the bound state
(`bound.py`); `log.py` calls it while it writes the row.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ba_console.store.caches import UnitCache
from ba_console.store.errors import RollError, RosterError
from ba_console.store.models import ORDER_STATUSES, Unit, validate_unit_change
from ba_console.store.records import (
    COMMANDER_EFFECTS,
    NUMERIC_UNIT_EFFECTS,
    ORDERLY_EFFECTS,
    UNIT_EFFECTS,
    Effect,
    LoggedRoll,
)

if TYPE_CHECKING:
    from ba_console.store.bound import BoundState
    from ba_console.store.gamefile import GameFile
    from ba_console.store.roster import Roster


class RosterEffects:
    """Applies a row's effects to the roster and bound state, and works out a void's."""

    def __init__(self, file: GameFile, roster: Roster, bound: BoundState) -> None:
        self._file = file
        self._roster = roster
        self._bound = bound

    def apply(
        self,
        effects: tuple[Effect, ...],
        sequence: int,
        bound: int,
        known: dict[str, dict[str, Any]] | None = None,
    ) -> UnitCache:
        """Apply effects in order; the first that does not fit raises RollError (the caller's
        transaction then rolls back whatever earlier effects did). `known`: units' fields
        as committed, by key (`RollLog.append_roll`'s), left unchanged. Returns the units the
        effects touched, as they left them."""
        units = UnitCache(self._file.db.conn, known or {})
        for number, effect in enumerate(effects, start=1):
            try:
                self._apply_effect(effect, sequence, bound, units)
            except RosterError as exc:
                raise RollError(f"effect {number} ({effect.what}): {exc}") from None
        return units

    def _apply_effect(self, effect: Effect, sequence: int, bound: int, units: UnitCache) -> None:
        what, key = effect.what, effect.unit
        assert key is not None
        if what == "loss_part":
            return  # kept in the row as evidence; the figures effect beside it applies
        if what in UNIT_EFFECTS:
            self._apply_unit_effect(effect, what, key, units)
            return
        if what == "flag":
            if effect.to is not None:
                payload = effect.to
                assert isinstance(payload, dict)
                # A flag a void puts back keeps the bound it was set in (`compensation`).
                self._bound.insert_flag(
                    key,
                    payload["key"],
                    payload.get("set_bound", bound),
                    payload["expires_after"],
                    sequence,
                )
            else:
                self._bound.remove_latest(what, key, effect.from_)
            return
        if what == "side_penalty":
            if effect.to is not None:
                payload = effect.to
                assert isinstance(payload, dict)
                self._bound.insert_penalty(
                    key, payload["value"], bound, payload["until_bound"], sequence
                )
            else:
                self._bound.remove_latest(what, key, effect.from_)
            return
        current = self.current_value(effect, bound)
        _check_from(effect, key, what, current)
        if what in COMMANDER_EFFECTS:
            self._roster.change_commander(key, {COMMANDER_EFFECTS[what]: effect.to})
        elif what in ORDERLY_EFFECTS:
            self._roster.change_orderly(key, {ORDERLY_EFFECTS[what]: effect.to})
        else:
            if effect.to not in ORDER_STATUSES:
                raise RosterError(
                    f"order of unit {key!r} in bound {bound}: status: {effect.to!r} is not one "
                    f"of {', '.join(ORDER_STATUSES)}",
                    "status",
                )
            self._bound.set_order_status(bound, key, effect.to)

    def _apply_unit_effect(self, effect: Effect, what: str, key: str, units: UnitCache) -> None:
        """A change to one unit field: checked against the roster and against the rules that
        involve that field only (the rest of the unit is valid already), then written."""
        values = units.values(key)
        _check_from(effect, key, what, values[what])
        value = effect.to
        validate_unit_change(values, what, value)
        if what == "commander":
            self._roster.check_unit_links(Unit(**{**values, what: value}))
        values[what] = value
        stored = int(value) if what in ("light", "marksmen") else value
        self._file.execute(f"UPDATE units SET {what} = ? WHERE key = ?", (stored, key))

    def compensation(self, target: LoggedRoll) -> Iterator[Effect]:
        """The effects of a void of `target`, given the roster as it stands now."""
        # Values as the compensation leaves them, for a roll that changed one field twice.
        pending: dict[tuple[str, str], Any] = {}
        for effect in reversed(target.effects):
            what, key = effect.what, effect.unit
            assert key is not None
            if what == "loss_part":
                continue  # it changed nothing; a voided row's parts are no longer counted
            if what in ("flag", "side_penalty"):
                if effect.to is not None and not self._bound.set_by_roll(
                    what, key, target.sequence
                ):
                    continue  # already expired or removed: nothing to take back
                restored = effect.from_
                if what == "flag" and effect.to is None and isinstance(restored, dict):
                    restored = self._flag_put_back(key, restored, target)
                yield Effect(unit=key, what=what, from_=effect.to, to=restored)
                continue
            if (key, what) in pending:
                current = pending[(key, what)]
            else:
                current = self.current_value(effect, target.bound)
            restored = effect.from_
            if what in NUMERIC_UNIT_EFFECTS and all(
                type(v) is int for v in (current, effect.from_, effect.to)
            ):
                restored = current - (effect.to - effect.from_)
            pending[(key, what)] = restored
            if current != restored:
                yield Effect(unit=key, what=what, from_=current, to=restored)

    def _flag_put_back(self, unit: str, flag: dict[str, Any], target: LoggedRoll) -> dict[str, Any]:
        """A flag `target` removed, as its void puts it back: in the bound it was set in
        when that is not `target`'s own (a new bound's row voided: the flags it expired
        were set in bounds before it). The bound is read from the row that set the flag;
        one set outside the log is put back set no later than it expires."""
        expires = flag.get("expires_after")
        set_in = None
        # Read as every reader and verify's replay read effects (Python's `json`: of a key
        # written twice, the last; SQLite's JSON functions take the first). Rare: a void.
        # A flag effect holds the text "flag" (an escape is named by verify).
        rows = self._file.db.conn.execute(
            "SELECT bound, effects FROM rolls WHERE sequence < ? "
            "AND instr(effects, '\"flag\"') > 0 ORDER BY sequence DESC",
            (target.sequence,),
        )
        for bound, effects in rows:
            if any(
                _sets_flag(effect, unit, flag.get("key"), expires) for effect in _effects(effects)
            ):
                set_in = bound
                break
        if set_in is None:
            set_in = target.bound if expires is None else min(target.bound, expires)
        return flag if set_in == target.bound else {**flag, "set_bound": set_in}

    def overwrites(self, target: LoggedRoll) -> list[Effect]:
        """What voiding `target` would set back over a later change: a state (disorder,
        formation…) that roll set and something logged since changed again. Voiding puts
        the state back to what it was before the roll, so the later change is lost; counts
        go back by the roll's difference and are not listed. For the void prompt's caution."""
        set_to = {(effect.unit, effect.what): effect.to for effect in target.effects}
        return [
            effect
            for effect in self.compensation(target)
            if effect.what not in ("flag", "side_penalty")
            and effect.what not in NUMERIC_UNIT_EFFECTS
            and effect.from_ != set_to.get((effect.unit, effect.what))
        ]

    def current_value(self, effect: Effect, bound: int) -> Any:
        """The roster's current value of what `effect` changes."""
        key = effect.unit
        assert key is not None
        try:
            if effect.what in UNIT_EFFECTS:
                return getattr(self._roster.unit(key), effect.what)
            if effect.what in COMMANDER_EFFECTS:
                return getattr(self._roster.commander(key), COMMANDER_EFFECTS[effect.what])
            if effect.what in ORDERLY_EFFECTS:
                return getattr(self._roster.orderly(key), ORDERLY_EFFECTS[effect.what])
        except RosterError as exc:
            raise RollError(str(exc)) from None
        assert effect.what == "order_status"
        order = self._bound.order(bound, key)
        if order is None:
            raise RollError(f"effect order_status: unit {key!r} has no order in bound {bound}")
        return order.status

    def adjustable(
        self, key: str, changes: dict[str, Any]
    ) -> tuple[Any, str, Callable[[dict[str, Any]], Any]]:
        """The record `adjust` changes, the effect prefix of its fields, and its writer."""
        if not changes:
            raise RollError(f"{key}: name at least one field to change")
        candidates: list[tuple[Any, str, tuple[str, ...], Callable[[dict[str, Any]], Any]]] = []
        with contextlib.suppress(RosterError):
            unit = self._roster.unit(key)
            candidates.append(
                (unit, "", UNIT_EFFECTS, lambda values: self._roster.change_unit(unit, values))
            )
        with contextlib.suppress(RosterError):
            commander = self._roster.commander(key)
            candidates.append(
                (
                    commander,
                    "commander_",
                    tuple(COMMANDER_EFFECTS.values()),
                    lambda values: self._roster.change_commander(key, values),
                )
            )
        with contextlib.suppress(RosterError):
            orderly = self._roster.orderly(key)
            candidates.append(
                (
                    orderly,
                    "orderly_",
                    tuple(dict.fromkeys(ORDERLY_EFFECTS.values())),
                    lambda values: self._roster.change_orderly(key, values),
                )
            )
        if not candidates:
            raise RollError(f"{key!r} is not a unit, commander or orderly in the roster")
        for record, prefix, fields, apply in candidates:
            if all(name in fields for name in changes):
                return record, prefix, apply
        record, _, fields, _ = candidates[0]
        kind = type(record).__name__.lower()
        name = next(name for name in changes if name not in fields)
        raise RosterError(
            f"{kind} {key!r}: {name}: not a field an adjustment changes ({', '.join(fields)})",
            name,
        )


def _effects(text: str) -> list[Any]:
    """A stored row's effects as readers read them; none if they cannot be read (readers
    refuse such a row, and verify names it)."""
    try:
        effects = json.loads(text)
    except (ValueError, RecursionError):
        return []
    return effects if isinstance(effects, list) else []


def _sets_flag(effect: Any, unit: str, key: Any, expires: Any) -> bool:
    """Whether a stored effect sets flag `key` (expiring after `expires`) on `unit`."""
    if not isinstance(effect, dict) or effect.get("what") != "flag" or effect.get("unit") != unit:
        return False
    to = effect.get("to")
    return isinstance(to, dict) and to.get("key") == key and to.get("expires_after") == expires


def _check_from(effect: Effect, key: str, what: str, current: Any) -> None:
    if current != effect.from_ or type(current) is not type(effect.from_):
        raise RollError(
            f"{key} {what} is {current!r} in the roster, but the roll expected "
            f"{effect.from_!r}: the roster changed since the roll was prepared"
        )
