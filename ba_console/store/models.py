"""Records of a game's roster and state, and the rules every stored value must keep.

The records are immutable named tuples (`roster` changes one with `_replace`); what the
GUI and CLI read. Validation lives here, not in the GUI, so a value that breaks a rule is
refused whichever way it comes in (dialog, import, roll effect), with a `RosterError`
naming the record and the field. Unit state follows the rules digest §(d): figures
against the original count (for Table 15), valour −5…+5 (5.5.1), disorder ladder,
supplies unlimited or 0–3 rolls left (5.5.3).
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any, NamedTuple

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import UNIT_FORMATIONS
from ba_console.core.vocabulary import ARMS, DISORDERS, LEVELS, RATINGS, UNIT_TYPES
from ba_console.store.errors import RosterError

# One vocabulary with the rules core, so a word means the same in the log and the rules.
FORMATIONS = UNIT_FORMATIONS
DICE_MODES = ("console", "physical", "both")
ORDER_STATUSES = ("written", "needs_roll", "followed", "not_followed")
VALOUR_MIN, VALOUR_MAX = -5, 5
SUPPLIES_MAX = 3
# Figures and gunners of one unit: far beyond any table's unit (a battalion is some 36
# figures), and far below SQLite's integers (up to 2**63 - 1), which a pasted id or a typo
# in a roster file would otherwise overflow.
COUNT_MAX = 9_999
ORDERLIES_PER_COMMANDER = 2

_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}")


class GameInfo(NamedTuple):
    """The game as a whole: what the title bar and the dispute report show."""

    path: str
    title: str
    date: str | None
    notes: str
    dice_mode: str
    seed_commitment: str
    created: str
    pack_id: str
    pack_version: str
    pack_hash: str
    schema_version: int
    seed_revealed: bool


class PackCopy(NamedTuple):
    """The copy of a rule pack stored in the game; rolls name it by `hash`."""

    hash: str
    pack_id: str
    version: str
    toml: str
    added: str


class Side(NamedTuple):
    key: str
    name: str


class Commander(NamedTuple):
    """A commanding officer (staff figure, 1.1.4) and his place in the hierarchy."""

    key: str
    name: str
    side: str
    level: str = "brigade"
    parent: str | None = None
    rating: str = "normal"
    fallen: bool = False
    replaced_by: str | None = None


class Orderly(NamedTuple):
    """One of a commander's two orderlies (1.1.4)."""

    key: str
    commander: str
    name: str
    fallen: bool = False


class Unit(NamedTuple):
    """A tactical unit with its current and original state (digest §(d)).

    For artillery, `figures` are model guns and `gunners` the gunner figures; a
    supply waggon's driver counts as a gunner. `supplies_left` None means
    unlimited (5.5.3).
    """

    key: str
    name: str
    side: str
    arm: str
    type: str
    figures_start: int
    figures: int
    commander: str | None = None
    gunners_start: int = 0
    gunners: int = 0
    valour_start: int = 0
    valour: int = 0
    disorder: str = "ordered"
    formation: str = "line"
    supplies_left: int | None = None
    light: bool = False
    marksmen: bool = False
    position: str = ""


class UnitLookup:
    """The unit an order names: written as the unit's key (set through the controller or
    an import) or as its name (typed on the sheet; case and surrounding spaces ignored).
    A name two units share names neither: `sharing` lists them, and the order must name
    its unit by key. One reading for the sheet, the roll dialog and the tasks."""

    def __init__(self, units: list[Unit]) -> None:
        self._by_key = {unit.key: unit for unit in units}
        self._by_name: dict[str, list[Unit]] = {}
        for unit in units:
            self._by_name.setdefault(name_key(unit.name), []).append(unit)

    def __len__(self) -> int:
        return len(self._by_key)

    def find(self, written: str) -> Unit | None:
        written = written.strip()
        found = self._by_key.get(written)
        if found is not None:
            return found
        named = self._by_name.get(name_key(written), [])
        return named[0] if len(named) == 1 else None

    def sharing(self, written: str) -> list[Unit]:
        """The units that share the name `written` (none when it is a key or one unit's)."""
        written = written.strip()
        if written in self._by_key:
            return []
        named = self._by_name.get(name_key(written), [])
        return named if len(named) > 1 else []


def name_key(name: str) -> str:
    """A unit's name as orders match it: case and surrounding spaces ignored."""
    return name.strip().casefold()


def shared_names(units: list[Unit]) -> dict[str, list[str]]:
    """Names that several units bear (as the first of them writes it), with their keys."""
    by_name: dict[str, list[Unit]] = {}
    for unit in units:
        by_name.setdefault(name_key(unit.name), []).append(unit)
    return {group[0].name: [u.key for u in group] for group in by_name.values() if len(group) > 1}


class Order(NamedTuple):
    """A unit's order for one bound: the text as written and its parts."""

    bound: int
    unit: str
    text: str
    parts: tuple[dict[str, Any], ...] = ()
    status: str = "written"
    updated: str = ""


class PhaseState(NamedTuple):
    bound: int
    phase: str
    sub_phase: str | None = None


class Flag(NamedTuple):
    """A state flag on a unit ("charged", "fired"…) active from `set_bound` to `expires_after`.

    `expires_after` None means until removed; `roll` is the roll that set it, if any.
    """

    id: int
    unit: str
    key: str
    set_bound: int
    expires_after: int | None = None
    roll: int | None = None

    def active_in(self, bound: int) -> bool:
        return self.set_bound <= bound and (
            self.expires_after is None or bound <= self.expires_after
        )


class SidePenalty(NamedTuple):
    """A modifier on every roll of a side, e.g. after a fallen staff figure (Table 18)."""

    id: int
    side: str
    value: int
    from_bound: int
    until_bound: int
    roll: int | None = None

    def active_in(self, bound: int) -> bool:
        return self.from_bound <= bound <= self.until_bound


UNIT_FIELDS = Unit._fields
COMMANDER_FIELDS = Commander._fields
ORDERLY_FIELDS = Orderly._fields


# --- validation -------------------------------------------------------------------------


class RecordName(NamedTuple):
    """The record a refusal names: its kind (a vocabulary key: "unit", "commander"…) and key,
    so that the GUI can say the kind in its language; as text, "unit 'b1'"."""

    kind: str
    key: Any

    def __str__(self) -> str:
        return f"{self.kind} {self.key!r}"


# The sentences of a refused roster value: "{record}: {field}: …" ("unit 'b1': figures: …");
# the GUI says the record's kind and the field by their vocabulary labels.
NOT_A_KEY = QT_TRANSLATE_NOOP(
    "store",
    "{record}: {field}: {value} is not a usable key: 1-64 letters, digits, '_', '-' or '.', "
    "starting with a letter or digit, no spaces",
)
NOT_TEXT = QT_TRANSLATE_NOOP("store", "{record}: {field}: must be text, got {value}")
EMPTY = QT_TRANSLATE_NOOP("store", "{record}: {field}: must not be empty")
CONTROL_CHARACTER = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: must not contain a line break or other control character"
)
NOT_WHOLE = QT_TRANSLATE_NOOP("store", "{record}: {field}: must be a whole number, got {value}")
TOO_LOW = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: {value} is below the lowest allowed value {low}"
)
TOO_HIGH = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: {value} is above the highest allowed value {high}"
)
NOT_A_CHOICE = QT_TRANSLATE_NOOP("store", "{record}: {field}: {value} is not one of {choices}")
NOT_A_TYPE = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: {value} is not a type of {arm} ({choices})"
)
NOT_BOOL = QT_TRANSLATE_NOOP("store", "{record}: {field}: must be true or false, got {value}")
OWN_SUPERIOR = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: a commander cannot be his own superior"
)
MORE_THAN_START = QT_TRANSLATE_NOOP(
    "store",
    "{record}: {field}: {value} is more than the unit started with ({start_field} {start})",
)
NO_GUNNERS = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: only artillery and supply waggons have gunners"
)
NOT_PLAIN_DATA = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: must be plain data (text, numbers, lists): {error}"
)
NOT_A_TABLE = QT_TRANSLATE_NOOP(
    "store", "{record}: {field}: each part must be a table of named values"
)


def _fail(record: str | RecordName, field_name: str, template: str, **args: Any) -> RosterError:
    named = (
        {"record_kind": record.kind, "record_key": repr(record.key)}
        if isinstance(record, RecordName)
        else {}
    )
    return RosterError.of(template, record=record, field=field_name, **named, **args)


def check_key(record: str | RecordName, key: Any, field_name: str = "key") -> None:
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise _fail(record, field_name, NOT_A_KEY, value=repr(key))


def _check_text(record: str | RecordName, name: str, value: Any, *, required: bool = True) -> None:
    if not isinstance(value, str):
        raise _fail(record, name, NOT_TEXT, value=repr(value))
    if required and not value.strip():
        raise _fail(record, name, EMPTY)


def _check_name(record: RecordName, name: str, value: Any) -> None:
    """A name shown on one line (roster, sheets, log): text, not empty, and no line break,
    tab or other control character (a paste's stray newline would split a row)."""
    _check_text(record, name, value)
    if any(_is_control(character) for character in value):
        raise _fail(record, name, CONTROL_CHARACTER)


def _is_control(character: str) -> bool:
    # Cc: C0/C1 controls (newline, tab…); Zl/Zp: Unicode's line and paragraph separators.
    return unicodedata.category(character) in ("Cc", "Zl", "Zp")


def _check_int(
    record: str | RecordName, name: str, value: Any, low: int | None, high: int | None
) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(record, name, NOT_WHOLE, value=repr(value))
    if low is not None and value < low:
        raise _fail(record, name, TOO_LOW, value=value, low=low)
    if high is not None and value > high:
        raise _fail(record, name, TOO_HIGH, value=value, high=high)


def _check_choice(
    record: str | RecordName, name: str, value: Any, choices: tuple[str, ...]
) -> None:
    if value not in choices:
        raise _fail(record, name, NOT_A_CHOICE, value=repr(value), choices=", ".join(choices))


def _check_bool(record: str | RecordName, name: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise _fail(record, name, NOT_BOOL, value=repr(value))


def validate_side(side: Side) -> None:
    record = RecordName("side", side.key)
    check_key(record, side.key)
    _check_name(record, "name", side.name)


def validate_commander(commander: Commander) -> None:
    record = RecordName("commander", commander.key)
    check_key(record, commander.key)
    _check_name(record, "name", commander.name)
    check_key(record, commander.side, "side")
    _check_choice(record, "level", commander.level, LEVELS)
    _check_choice(record, "rating", commander.rating, RATINGS)
    _check_bool(record, "fallen", commander.fallen)
    if commander.parent is not None:
        check_key(record, commander.parent, "parent")
        if commander.parent == commander.key:
            raise _fail(record, "parent", OWN_SUPERIOR)
    if commander.replaced_by is not None:
        check_key(record, commander.replaced_by, "replaced_by")


def validate_orderly(orderly: Orderly) -> None:
    record = RecordName("orderly", orderly.key)
    check_key(record, orderly.key)
    _check_name(record, "name", orderly.name)
    _check_bool(record, "fallen", orderly.fallen)


def validate_unit(unit: Unit) -> None:
    """Every rule a unit's values must keep; the first broken one raises `RosterError`."""
    record = RecordName("unit", unit.key)
    check_key(record, unit.key)
    _check_name(record, "name", unit.name)
    check_key(record, unit.side, "side")
    if unit.commander is not None:
        check_key(record, unit.commander, "commander")
    _check_choice(record, "arm", unit.arm, ARMS)
    types = UNIT_TYPES[unit.arm]
    if unit.type not in types:
        raise _fail(
            record,
            "type",
            NOT_A_TYPE,
            value=repr(unit.type),
            arm=unit.arm,
            choices=", ".join(types),
        )
    # Current values before start values: a start value left to default to the current
    # one should not be blamed for the current one's fault.
    _check_int(record, "figures", unit.figures, 0, COUNT_MAX)
    _check_int(record, "figures_start", unit.figures_start, 0, COUNT_MAX)
    if unit.figures > unit.figures_start:
        raise _fail(
            record,
            "figures",
            MORE_THAN_START,
            value=unit.figures,
            start_field="figures_start",
            start=unit.figures_start,
        )
    _check_int(record, "gunners", unit.gunners, 0, COUNT_MAX)
    _check_int(record, "gunners_start", unit.gunners_start, 0, COUNT_MAX)
    if unit.gunners > unit.gunners_start:
        raise _fail(
            record,
            "gunners",
            MORE_THAN_START,
            value=unit.gunners,
            start_field="gunners_start",
            start=unit.gunners_start,
        )
    if unit.arm not in ("artillery", "supply") and unit.gunners_start:
        raise _fail(record, "gunners", NO_GUNNERS)
    _check_int(record, "valour", unit.valour, VALOUR_MIN, VALOUR_MAX)
    _check_int(record, "valour_start", unit.valour_start, VALOUR_MIN, VALOUR_MAX)
    _check_choice(record, "disorder", unit.disorder, DISORDERS)
    _check_choice(record, "formation", unit.formation, FORMATIONS)
    if unit.supplies_left is not None:
        _check_int(record, "supplies_left", unit.supplies_left, 0, SUPPLIES_MAX)
    _check_bool(record, "light", unit.light)
    _check_bool(record, "marksmen", unit.marksmen)
    _check_text(record, "position", unit.position, required=False)


def validate_unit_change(values: dict[str, Any], name: str, value: Any) -> None:
    """`validate_unit` for a valid unit (`values`, field → value) with field `name` set to
    `value`: only the rules that involve `name`, in `validate_unit`'s order, so the same
    `RosterError` is raised. A roll's effects change one field at a time, often."""
    record = RecordName("unit", values["key"])
    if name in ("figures", "figures_start", "gunners", "gunners_start"):
        _check_int(record, name, value, 0, COUNT_MAX)
        count = name.removesuffix("_start")
        current = value if name == count else values[count]
        start = value if name != count else values[f"{count}_start"]
        if current > start:
            raise _fail(
                record,
                count,
                MORE_THAN_START,
                value=current,
                start_field=f"{count}_start",
                start=start,
            )
        if name == "gunners_start" and values["arm"] not in ("artillery", "supply") and value:
            raise _fail(record, "gunners", NO_GUNNERS)
    elif name in ("valour", "valour_start"):
        _check_int(record, name, value, VALOUR_MIN, VALOUR_MAX)
    elif name == "disorder":
        _check_choice(record, name, value, DISORDERS)
    elif name == "formation":
        _check_choice(record, name, value, FORMATIONS)
    elif name == "supplies_left":
        if value is not None:
            _check_int(record, name, value, 0, SUPPLIES_MAX)
    elif name in ("light", "marksmen"):
        _check_bool(record, name, value)
    elif name == "position":
        _check_text(record, name, value, required=False)
    elif name == "name":
        _check_name(record, name, value)
    elif name == "commander":
        if value is not None:
            check_key(record, value, "commander")
    else:
        validate_unit(Unit(**{**values, name: value}))


def validate_order(order: Order) -> None:
    record = f"order of unit {order.unit!r} in bound {order.bound}"
    _check_int(record, "bound", order.bound, 1, None)
    _check_text(record, "text", order.text, required=False)
    _check_choice(record, "status", order.status, ORDER_STATUSES)
    try:
        json.dumps(list(order.parts))
    except (TypeError, ValueError) as exc:
        raise _fail(record, "parts", NOT_PLAIN_DATA, error=exc) from None
    if not all(isinstance(part, dict) for part in order.parts):
        raise _fail(record, "parts", NOT_A_TABLE)


def validate_bound(record: str, name: str, value: Any) -> None:
    _check_int(record, name, value, 1, None)
