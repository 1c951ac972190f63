"""The roster part of a game: sides, commanders with their orderlies, and units.

`Game.roster` (a `Roster`) adds, reads and changes them, each change validated against
the roster's rules (`models.py`) and the links between records (a unit's side and
commander, a commander's parent). The writes of setting up (adding, and the `update_*`
methods) are entries of the state journal (`journal.py`), written with the change; during
play the roster changes through the roll log, by a roll's effects (`effects.py`) or by an
umpire's adjustment, which use the `change_*` methods here (the roll is their record). Records
are stored one field a column; SQLite has no bool, so flags are stored as 0/1
(`to_row`, `from_row`, `unit_values`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, TypeVar

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import RosterError
from ba_console.store.journal import changes as journal_changes
from ba_console.store.kinds import EntryKind
from ba_console.store.models import (
    COMMANDER_FIELDS,
    LEVELS,
    ORDERLIES_PER_COMMANDER,
    ORDERLY_FIELDS,
    UNIT_FIELDS,
    Commander,
    Orderly,
    Side,
    Unit,
    validate_commander,
    validate_orderly,
    validate_side,
    validate_unit,
)

if TYPE_CHECKING:
    from ba_console.store.gamefile import GameFile
    from ba_console.store.journal import StateJournal

# The names of a new commander's two orderlies when none are given (1.1.4); the GUI passes
# its translation (`add_commander`'s `orderly_name`).
ORDERLY_NAME = QT_TRANSLATE_NOOP("store", "Orderly {number} of {commander}")

_R = TypeVar("_R", Unit, Commander, Orderly)

# Roster records as stored: every field a column; SQLite has no bool, so these are 0/1.
_RECORD_FIELDS: dict[type, tuple[str, ...]] = {
    Unit: UNIT_FIELDS,
    Commander: COMMANDER_FIELDS,
    Orderly: ORDERLY_FIELDS,
}
_STORED_AS_INT: dict[type, tuple[str, ...]] = {
    Unit: ("light", "marksmen"),
    Commander: ("fallen",),
    Orderly: ("fallen",),
}
# The journal's kind of a roster record's removal as added by mistake (`remove_added`).
_REMOVED = {
    "side": EntryKind.SIDE_REMOVED,
    "commander": EntryKind.COMMANDER_REMOVED,
    "unit": EntryKind.UNIT_REMOVED,
}
UNIT_SELECT = ", ".join(UNIT_FIELDS)  # a unit's columns, key first (`unit_values`)


class Roster:
    """Sides, commanders, orderlies and units of one game (`Game.roster`)."""

    def __init__(self, file: GameFile, journal: StateJournal) -> None:
        self._file = file
        self._journal = journal

    # --- sides, commanders, orderlies ---------------------------------------------------------

    def sides(self) -> list[Side]:
        return [
            Side(key=row["key"], name=row["name"])
            for row in self._file.rows("SELECT key, name FROM sides ORDER BY position, key")
        ]

    def add_side(self, key: str, name: str) -> Side:
        self._file.writable()
        side = Side(key=key, name=name)
        validate_side(side)
        if self._file.one("SELECT 1 FROM sides WHERE key = ?", (key,)):
            raise RosterError(f"side {key!r}: key: another side already has this key", "key")
        with self._journal.tracking(EntryKind.SIDE_ADDED, [("sides", (key,))]):
            position = self._file.one("SELECT count(*) FROM sides")
            self._file.insert("sides", {"key": key, "name": name, "position": position})
        return side

    def side_exists(self, key: str) -> bool:
        return self._file.one("SELECT 1 FROM sides WHERE key = ?", (key,)) is not None

    def commanders(self, side: str | None = None) -> list[Commander]:
        where, params = ("WHERE side = ?", [side]) if side else ("", [])
        rows = self._file.rows(f"SELECT * FROM commanders {where} ORDER BY position, key", params)
        return [from_row(Commander, row) for row in rows]

    def commander(self, key: str) -> Commander:
        rows = self._file.rows("SELECT * FROM commanders WHERE key = ?", [key])
        if not rows:
            raise RosterError(f"commander {key!r}: no such commander in this game", "key")
        return from_row(Commander, rows[0])

    def add_commander(
        self,
        key: str,
        name: str,
        *,
        side: str,
        level: str = "brigade",
        parent: str | None = None,
        rating: str = "normal",
        orderlies: tuple[str, str] | list[str] | None = None,
        orderly_name: str = ORDERLY_NAME,
    ) -> Commander:
        """Add a commander with his two orderlies (1.1.4); orderly keys are `<key>.o1`, `.o2`.
        Orderlies not named are called after `orderly_name` ("Orderly {number} of
        {commander}", or the interface language's: the GUI passes its translation)."""
        self._file.writable()
        commander = Commander(
            key=key, name=name, side=side, level=level, parent=parent, rating=rating
        )
        validate_commander(commander)
        names = list(orderlies) if orderlies else _orderly_names(orderly_name, name)
        if len(names) != ORDERLIES_PER_COMMANDER:
            raise RosterError(
                f"commander {key!r}: orderlies: a commander has exactly "
                f"{ORDERLIES_PER_COMMANDER} orderlies, got {len(names)}",
                "orderlies",
            )
        if self._file.one("SELECT 1 FROM commanders WHERE key = ?", (key,)):
            raise RosterError(f"commander {key!r}: key: another commander has this key", "key")
        self._check_commander_links(commander)
        added = [
            ("commanders", (key,)),
            *(("orderlies", (f"{key}.o{number}",)) for number in range(1, len(names) + 1)),
        ]
        with self._journal.tracking(EntryKind.COMMANDER_ADDED, added):
            position = self._file.one("SELECT count(*) FROM commanders")
            self._file.insert("commanders", {**to_row(commander), "position": position})
            for number, orderly_name in enumerate(names, start=1):
                orderly = Orderly(key=f"{key}.o{number}", commander=key, name=orderly_name)
                validate_orderly(orderly)
                self._file.insert(
                    "orderlies", {**to_row(orderly), "position": position * 10 + number}
                )
        return commander

    def _check_commander_links(self, commander: Commander) -> None:
        record = f"commander {commander.key!r}"
        if not self.side_exists(commander.side):
            raise RosterError(f"{record}: side: no side {commander.side!r} in this game", "side")
        if commander.parent is not None:
            try:
                parent = self.commander(commander.parent)
            except RosterError:
                raise RosterError(
                    f"{record}: parent: no commander {commander.parent!r} in this game", "parent"
                ) from None
            if parent.side != commander.side:
                raise RosterError(
                    f"{record}: parent: {parent.key!r} commands side {parent.side!r}, "
                    f"not {commander.side!r}",
                    "parent",
                )
            if LEVELS.index(parent.level) >= LEVELS.index(commander.level):
                raise RosterError(
                    f"{record}: parent: a {commander.level} commander cannot serve under a "
                    f"{parent.level} commander ({parent.key!r})",
                    "parent",
                )
            ancestor: str | None = parent.parent
            while ancestor is not None:
                if ancestor == commander.key:
                    raise RosterError(f"{record}: parent: this would make a loop", "parent")
                ancestor = self.commander(ancestor).parent
        if commander.replaced_by is not None:
            self.commander(commander.replaced_by)

    def update_commander(self, key: str, /, **changes: Any) -> Commander:
        """Change a commander's name, level, parent, rating, fallen or replaced_by.

        Journalled, like `update_unit`: during play use `adjust`, which logs a roll."""
        self._file.writable()
        with self._journal.tracking(EntryKind.COMMANDER_CHANGED, [("commanders", (key,))]):
            return self.change_commander(key, changes)

    def change_commander(self, key: str, changes: dict[str, Any]) -> Commander:
        """`update_commander` without its journal entry: a logged roll's effect."""
        current = self.commander(key)
        updated = _replace(current, changes, COMMANDER_FIELDS, f"commander {key!r}")
        validate_commander(updated)
        self._check_commander_links(updated)
        self._file.update("commanders", "key", key, to_row(updated))
        return updated

    def orderlies(self, commander: str | None = None) -> list[Orderly]:
        where, params = ("WHERE commander = ?", [commander]) if commander else ("", [])
        rows = self._file.rows(f"SELECT * FROM orderlies {where} ORDER BY position, key", params)
        return [from_row(Orderly, row) for row in rows]

    def orderly(self, key: str) -> Orderly:
        rows = self._file.rows("SELECT * FROM orderlies WHERE key = ?", [key])
        if not rows:
            raise RosterError(f"orderly {key!r}: no such orderly in this game", "key")
        return from_row(Orderly, rows[0])

    def update_orderly(self, key: str, /, **changes: Any) -> Orderly:
        """Change an orderly's name or fallen state. Journalled: during play use `adjust`."""
        self._file.writable()
        with self._journal.tracking(EntryKind.ORDERLY_CHANGED, [("orderlies", (key,))]):
            return self.change_orderly(key, changes)

    def change_orderly(self, key: str, changes: dict[str, Any]) -> Orderly:
        """`update_orderly` without its journal entry: a logged roll's effect."""
        current = self.orderly(key)
        if "commander" in changes:
            raise RosterError(f"orderly {key!r}: commander: orderlies do not change commander")
        updated = _replace(current, changes, ORDERLY_FIELDS, f"orderly {key!r}")
        validate_orderly(updated)
        self._file.update("orderlies", "key", key, to_row(updated))
        return updated

    # --- taking back a record added by mistake ---------------------------------------------

    def in_use(self, kind: str, key: str) -> bool:
        """Whether the game has used the side, commander or unit `key` (with a commander, his
        orderlies) since it was added: a roll naming it, an order, a flag or side penalty,
        or a record under it. Only a record nobody used can be taken back (`remove_added`)."""
        one = self._file.one
        if kind == "side":
            return any(
                one(f"SELECT 1 FROM {table} WHERE side = ? LIMIT 1", (key,))
                for table in ("commanders", "units", "side_penalties")
            )
        if kind == "commander":
            staff = [key, *(o.key for o in self.orderlies(key))]
            marks = ", ".join("?" * len(staff))
            return bool(
                one(f"SELECT 1 FROM roll_units WHERE unit IN ({marks}) LIMIT 1", tuple(staff))
                or one("SELECT 1 FROM units WHERE commander = ? LIMIT 1", (key,))
                or one(
                    "SELECT 1 FROM commanders WHERE parent = ? OR replaced_by = ? LIMIT 1",
                    (key, key),
                )
            )
        if kind == "unit":
            return any(
                one(f"SELECT 1 FROM {table} WHERE unit = ? LIMIT 1", (key,))
                for table in ("roll_units", "orders", "flags")
            )
        raise RosterError(f"{kind!r}: not a kind of roster record", "kind")

    def remove_added(self, kind: str, key: str) -> None:
        """Take back a side, commander (with his orderlies) or unit added by mistake, as
        long as the game has not used it (`in_use`); journalled, as its adding was, with no
        reason. A unit also stays while another unit's order attacks it (`attacked_by`), as
        `take_off` refuses, and once a row is logged after its adding (`roll_since_added`):
        the game has gone on, and an opponent's unit leaves the roster with a reason then
        (`take_off`)."""
        self._file.writable()
        if self.in_use(kind, key):
            raise RosterError(f"{kind} {key!r}: used in the game since it was added", "key")
        if kind == "unit":
            attackers = self.attacked_by(key)
            if attackers:
                raise RosterError(
                    f"unit {key!r}: the order of {attackers[0]!r} attacks it, "
                    "it stays on the roster",
                    "key",
                )
            since = self.roll_since_added(key)
            if since is not None:
                raise RosterError(
                    f"unit {key!r}: roll {since} was logged after it was added; "
                    "take it off the roster with a reason",
                    "key",
                )
        if kind == "commander":
            rows = [("orderlies", (o.key,)) for o in self.orderlies(key)]
            rows.append(("commanders", (key,)))
        else:
            rows = [(f"{kind}s", (key,))]
        if self._journal.row(*rows[-1]) is None:
            raise RosterError(f"{kind} {key!r}: no such {kind} in this game", "key")
        with self._journal.tracking(_REMOVED[kind], rows):
            for table, row_key in rows:
                self._file.db.execute(f"DELETE FROM {table} WHERE key = ?", list(row_key))

    def roll_since_added(self, key: str) -> int | None:
        """The first of the log's rows (any kind: a seal too, a void) logged after the unit
        `key` was last added by hand (its latest `unit_added` journal entry's `after_roll`),
        of any row when the journal has no such entry (a unit of the roster as set up);
        None if none."""
        after = 0
        if self._journal.present:
            for after_roll, record in self._file.db.conn.execute(
                "SELECT after_roll, record FROM state_log WHERE kind = ? ORDER BY entry DESC",
                (EntryKind.UNIT_ADDED,),
            ):
                if any(
                    op.get("table") == "units" and (op.get("row") or {}).get("key") == key
                    for op in json.loads(record).get("ops", ())
                ):
                    after = after_roll
                    break
        return self._file.one("SELECT min(sequence) FROM rolls WHERE sequence > ?", (after,))

    def replacing_orderlies(self) -> frozenset[str]:
        """The orderlies whose figure the log last took off because they replaced their
        fallen commander (Table 19, 1.1.4: `orderly_removed`), not since put back or said
        fallen. The store keeps only `fallen` for an orderly; the log says why, and a void
        or a correction after it says what he is now."""
        conn = self._file.db.conn
        if conn.execute("SELECT 1 FROM orderlies WHERE fallen LIMIT 1").fetchone() is None:
            return frozenset()  # none is off the table: no need to read the log
        last: dict[str, bool] = {}
        rows = conn.execute(
            "SELECT effects FROM rolls WHERE effects LIKE '%\"orderly\\_%' ESCAPE '\\' "
            "ORDER BY sequence"
        )
        for (effects,) in rows:
            for effect in json.loads(effects):
                if effect.get("what") in ("orderly_removed", "orderly_fallen"):
                    last[effect["unit"]] = effect["what"] == "orderly_removed" and bool(
                        effect["to"]
                    )
        return frozenset(key for key, replaced in last.items() if replaced)

    def logged_rolls(self, key: str) -> list[int]:
        """The sequence numbers of the log's rows that name `key` (a unit or staff figure)."""
        rows = self._file.db.conn.execute(
            "SELECT sequence FROM roll_units WHERE unit = ? ORDER BY sequence", (key,)
        )
        return [sequence for (sequence,) in rows]

    def attacked_by(self, key: str) -> list[str]:
        """The other units whose order (in any bound) attacks the unit `key`."""
        attackers = []
        for unit, parts in self._file.db.conn.execute(
            "SELECT unit, parts FROM orders WHERE unit != ? ORDER BY bound, unit", (key,)
        ):
            if (
                any(
                    isinstance(part, dict) and part.get("target") == key
                    for part in json.loads(parts)
                )
                and unit not in attackers
            ):
                attackers.append(unit)
        return attackers

    def unit_rows(self, key: str) -> list[tuple[str, tuple[Any, ...]]]:
        """The state rows that are the unit `key`: its orders and flags, then the unit."""
        conn = self._file.db.conn
        rows: list[tuple[str, tuple[Any, ...]]] = [
            ("orders", (bound, key))
            for (bound,) in conn.execute("SELECT bound FROM orders WHERE unit = ?", (key,))
        ]
        rows += [
            ("flags", (flag_id,))
            for (flag_id,) in conn.execute("SELECT id FROM flags WHERE unit = ?", (key,))
        ]
        return [*rows, ("units", (key,))]

    def take_off(self, key: str, reason: str) -> list[tuple[str, dict[str, Any]]]:
        """Take the unit `key` off the roster, with its orders and flags (a unit added by
        mistake), journalled with the umpire's reason; returns the rows taken, for
        `put_back`. Refused while the log names it: its rolls are evidence a dispute reads,
        so it stays on record."""
        self._file.writable()
        reason = reason.strip()
        if not reason:
            raise RosterError(f"unit {key!r}: give a reason for taking it off the roster", "key")
        if self.logged_rolls(key):
            raise RosterError(f"unit {key!r}: the log names it, it stays on the roster", "key")
        attackers = self.attacked_by(key)
        if attackers:
            raise RosterError(
                f"unit {key!r}: the order of {attackers[0]!r} attacks it, it stays on the roster",
                "key",
            )
        rows = self.unit_rows(key)
        taken = [(table, self._journal.row(table, row_key)) for table, row_key in rows]
        if taken[-1][1] is None:
            raise RosterError(f"unit {key!r}: no such unit in this game", "key")
        pk = {"orders": ("bound", "unit"), "flags": ("id",), "units": ("key",)}
        with self._file.db.atomic():
            before = [row for _, row in taken]
            for table, row_key in rows:
                where = " AND ".join(f"{column} = ?" for column in pk[table])
                self._file.db.execute(f"DELETE FROM {table} WHERE {where}", list(row_key))
            ops = [op for (table, _), was in zip(rows, before, strict=True)
                   for op in journal_changes(table, was, None)]  # fmt: skip
            self._journal.write(EntryKind.UNIT_TAKEN_OFF, ops=ops, reason=reason)
        return [(table, dict(row)) for table, row in taken if row is not None]

    def put_back(self, taken: list[tuple[str, dict[str, Any]]]) -> None:
        """Put back a unit `take_off` took, with its orders and flags, journalled."""
        self._file.writable()
        pk = {"orders": ("bound", "unit"), "flags": ("id",), "units": ("key",)}
        rows = [(table, tuple(row[c] for c in pk[table])) for table, row in taken]
        order = {"units": 0, "orders": 1, "flags": 2}  # the unit before what names it
        with self._journal.tracking(EntryKind.UNIT_PUT_BACK, rows):
            for table, row in sorted(taken, key=lambda item: order[item[0]]):
                columns = ", ".join(row)
                marks = ", ".join("?" * len(row))
                self._file.db.execute(
                    f"INSERT INTO {table} ({columns}) VALUES ({marks})", list(row.values())
                )

    def names(self) -> dict[str, str]:
        """The roster's names by key: sides, commanders, orderlies and units, so a reader
        sees "I./15th Infantry Regiment" where the log keeps "i-15"."""
        names = {side.key: side.name for side in self.sides()}
        names.update((c.key, c.name) for c in self.commanders())
        names.update((o.key, o.name) for o in self.orderlies())
        names.update((u.key, u.name) for u in self.units())
        return names

    # --- units ---------------------------------------------------------------------------------

    def units(self, side: str | None = None, commander: str | None = None) -> list[Unit]:
        """Units in roster order, optionally of one side or under one commander."""
        if side is None and commander is None:
            return list(self._all_units())
        clauses, params = [], []
        if side is not None:
            clauses.append("side = ?")
            params.append(side)
        if commander is not None:
            clauses.append("commander = ?")
            params.append(commander)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._file.rows(f"SELECT * FROM units {where} ORDER BY roster_order, key", params)
        return [from_row(Unit, row) for row in rows]

    def _all_units(self) -> tuple[Unit, ...]:
        """Every unit, read once while nothing is written (`caches.Caches.units`)."""
        file = self._file
        conn = file.db.conn
        units = file.caches.units_read(conn.total_changes)
        if units is None:
            rows = file.rows("SELECT * FROM units ORDER BY roster_order, key")
            units = tuple(from_row(Unit, row) for row in rows)
            # Inside a transaction what is read may yet be rolled back: not kept.
            if not file.read_only and not conn.in_transaction:
                file.caches.units = (conn.total_changes, units)
        return units

    def unit(self, key: str) -> Unit:
        rows = self._file.rows("SELECT * FROM units WHERE key = ?", [key])
        if not rows:
            raise RosterError(f"unit {key!r}: no such unit in this game", "key")
        return from_row(Unit, rows[0])

    def add_unit(
        self,
        key: str,
        name: str,
        *,
        side: str,
        arm: str,
        type: str,
        figures: int,
        commander: str | None = None,
        figures_start: int | None = None,
        gunners: int = 0,
        gunners_start: int | None = None,
        valour: int = 0,
        valour_start: int | None = None,
        disorder: str = "ordered",
        formation: str | None = None,
        supplies_left: int | None = None,
        light: bool = False,
        marksmen: bool = False,
        position: str = "",
    ) -> Unit:
        """Add a unit. The `*_start` values default to the current ones (a fresh unit);
        formation defaults to limbered for artillery and waggons, line otherwise."""
        self._file.writable()
        unit = Unit(
            key=key,
            name=name,
            side=side,
            commander=commander,
            arm=arm,
            type=type,
            figures_start=figures if figures_start is None else figures_start,
            figures=figures,
            gunners_start=gunners if gunners_start is None else gunners_start,
            gunners=gunners,
            valour_start=valour if valour_start is None else valour_start,
            valour=valour,
            disorder=disorder,
            formation=formation or default_formation(arm),
            supplies_left=supplies_left,
            light=light,
            marksmen=marksmen,
            position=position,
        )
        self.insert_unit(unit)
        return unit

    def insert_unit(self, unit: Unit) -> None:
        """Add a unit given as a whole record (the importer's path)."""
        self._file.writable()
        validate_unit(unit)
        if self._file.one("SELECT 1 FROM units WHERE key = ?", (unit.key,)):
            raise RosterError(f"unit {unit.key!r}: key: another unit has this key", "key")
        self.check_unit_links(unit)
        with self._journal.tracking(EntryKind.UNIT_ADDED, [("units", (unit.key,))]):
            order = self._file.one("SELECT count(*) FROM units")
            self._file.insert("units", {**to_row(unit), "roster_order": order})

    def check_unit_links(self, unit: Unit) -> None:
        record = f"unit {unit.key!r}"
        if not self.side_exists(unit.side):
            raise RosterError(f"{record}: side: no side {unit.side!r} in this game", "side")
        if unit.commander is not None:
            try:
                commander = self.commander(unit.commander)
            except RosterError:
                raise RosterError(
                    f"{record}: commander: no commander {unit.commander!r} in this game",
                    "commander",
                ) from None
            if commander.side != unit.side:
                raise RosterError(
                    f"{record}: commander: {commander.key!r} commands side "
                    f"{commander.side!r}, not {unit.side!r}",
                    "commander",
                )

    def update_unit(self, key: str, /, **changes: Any) -> Unit:
        """Change any of a unit's fields except its key; validated like a new unit.

        This is the path of setting up and correcting the roster before play: an entry of
        the state journal. During play, use `adjust`, which logs the change as a roll.
        """
        self._file.writable()
        with self._journal.tracking(EntryKind.UNIT_CHANGED, [("units", (key,))]):
            return self.change_unit(self.unit(key), changes)

    def change_unit(self, unit: Unit, changes: dict[str, Any]) -> Unit:
        """`update_unit` without its journal entry: a logged roll's effect (an adjustment)."""
        key = unit.key
        updated = _replace(unit, changes, UNIT_FIELDS, f"unit {key!r}")
        validate_unit(updated)
        if "side" in changes or "commander" in changes:
            self.check_unit_links(updated)
        row = to_row(updated)
        self._file.update("units", "key", key, {name: row[name] for name in changes})
        return updated


def default_formation(arm: str) -> str:
    return "limbered" if arm in ("artillery", "supply") else "line"


def _orderly_names(pattern: str, commander: str) -> list[str]:
    """The two orderlies' names after `pattern`; the English one where a translated pattern
    does not name its placeholders as the source does."""
    try:
        return [pattern.format(number=n, commander=commander) for n in (1, 2)]
    except (KeyError, IndexError, ValueError):
        return [ORDERLY_NAME.format(number=n, commander=commander) for n in (1, 2)]


def unit_values(row: tuple[Any, ...]) -> dict[str, Any]:
    """A unit's fields by name from a row of `UNIT_SELECT` (key first)."""
    values = dict(zip(UNIT_FIELDS, row, strict=True))
    for name in _STORED_AS_INT[Unit]:
        values[name] = bool(values[name])
    return values


def from_row(cls: type[_R], row: dict[str, Any]) -> _R:
    values = {name: row[name] for name in _RECORD_FIELDS[cls]}
    for name in _STORED_AS_INT[cls]:
        values[name] = bool(values[name])
    return cls(**values)


def to_row(record: Unit | Commander | Orderly) -> dict[str, Any]:
    row = {name: getattr(record, name) for name in _RECORD_FIELDS[type(record)]}
    for name in _STORED_AS_INT[type(record)]:
        row[name] = int(row[name])
    return row


def _replace(record: Any, changes: dict[str, Any], allowed: tuple[str, ...], label: str) -> Any:
    unknown = [name for name in changes if name not in allowed or name == "key"]
    if unknown:
        raise RosterError(f"{label}: {unknown[0]}: not a field that can be changed", unknown[0])
    return record._replace(**changes)
