"""The state journal read for the readers: what the log says beyond what it proves.

`replay.py` proves the journal; this reads it for what the roll log cannot show: every
version one order had (`order_versions`: the journal's entries that wrote, rewrote, deleted
or closed it, and the rolls that changed its status), for the `orders` command; and every
unit and commander taken off the roster (`units_taken_off`; the kinds of entry that take
one off are `OFF_KINDS`), for the log viewer, the dispute report and the CSV and JSON
exports. Nothing here checks the journal: `verify` does.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from typing import Any, NamedTuple

from ba_console.store.journal import Row, has_journal
from ba_console.store.kinds import EntryKind


def order_versions(conn: sqlite3.Connection, bound: int, unit: str) -> list[dict[str, Any]]:
    """Every version of one order as the log has it, in the order written: the journal's
    entries that wrote, rewrote, deleted or closed it, and the rolls whose effects changed
    its status. Each is a dict: `source` ("journal" or "roll"), `number` (the entry or the
    roll), `time`, `kind`, and `order` (the order as it then stood: a row of the orders
    table, None when there was none); a roll's also `from` and `to` (the status)."""
    events: list[tuple[tuple[int, int, int], dict[str, Any]]] = []
    if has_journal(conn):
        for number, after_roll, time, kind, record in conn.execute(
            "SELECT entry, after_roll, time, kind, record FROM state_log ORDER BY entry"
        ):
            change = _order_change(json.loads(record), kind, bound, unit)
            if change is not None:
                event = {"source": "journal", "number": number, "time": time, "kind": kind}
                events.append(((after_roll, 1, number), {**event, "change": change}))
    rolls = conn.execute(
        "SELECT r.sequence, r.time, r.kind, r.bound, r.voids, r.effects FROM roll_units u "
        "JOIN rolls r ON r.sequence = u.sequence WHERE u.unit = ? AND instr(r.effects, "
        "'order_status') > 0 ORDER BY r.sequence",
        (unit,),
    )
    for sequence, time, kind, roll_bound, voids, effects in rolls:
        if voids is not None:
            voided = conn.execute("SELECT bound FROM rolls WHERE sequence = ?", (voids,))
            roll_bound = (voided.fetchone() or (roll_bound,))[0]
        if roll_bound != bound:
            continue
        for effect in json.loads(effects):
            if effect["what"] == "order_status" and effect["unit"] == unit:
                event = {"source": "roll", "number": sequence, "time": time, "kind": kind}
                change = ("status", effect["from"], effect["to"])
                events.append(((sequence, 0, sequence), {**event, "change": change}))
    # A roll comes before the entries written after it (they follow it: `after_roll`).
    current: Row | None = None
    versions = []
    for _, event in sorted(events, key=lambda item: item[0]):
        change = event.pop("change")
        if change[0] == "row":
            current = change[1]
        elif change[0] == "update" and current is not None:
            current = {**current, **change[1]}
        elif change[0] == "status":
            event["from"], event["to"] = change[1], change[2]
            if current is not None:
                current = {**current, "status": change[2]}
        versions.append({**event, "order": current})
    return versions


def _order_change(data: dict[str, Any], kind: str, bound: int, unit: str) -> tuple | None:
    """What a journal entry did to the order of `unit` in `bound`: ("row", the row or None)
    or ("update", the changed columns); None when it did not touch it."""
    if kind == EntryKind.SNAPSHOT or kind == EntryKind.ORDERS_CLOSED:
        if kind == EntryKind.ORDERS_CLOSED and data["bound"] != bound:
            return None
        rows = data["tables"]["orders"] if kind == EntryKind.SNAPSHOT else data["orders"]
        found = [row for row in rows if (row["bound"], row["unit"]) == (bound, unit)]
        if kind == EntryKind.SNAPSHOT and not found:
            return None
        return ("row", found[0] if found else None)
    for op in data.get("ops", ()):
        if op["table"] != "orders":
            continue
        if op["op"] == "update" and op["key"] == [bound, unit]:
            return ("update", op["to"])
        if op["op"] != "update" and (op["row"]["bound"], op["row"]["unit"]) == (bound, unit):
            return ("row", op["row"] if op["op"] == "insert" else None)
    return None


class OffKind(NamedTuple):
    """What an entry kind that takes a record off the roster takes (`table`), whether it is
    removed as added by mistake (the Undo of its adding, no reason asked: `by_mistake`),
    and the kind whose entry undoes it (puts it back, or adds it again by Redo)."""

    table: str
    by_mistake: bool
    undone_by: EntryKind


# Every kind of entry that takes a unit or a commander off the roster: what the readers of
# `units_taken_off` (the log viewer, the report, the CSV and JSON exports) say. A side's
# removal is not one (`Roster.in_use` keeps a side anything stands under).
OFF_KINDS: dict[str, OffKind] = {
    EntryKind.UNIT_TAKEN_OFF: OffKind("units", False, EntryKind.UNIT_PUT_BACK),
    EntryKind.UNIT_REMOVED: OffKind("units", True, EntryKind.UNIT_ADDED),
    EntryKind.COMMANDER_REMOVED: OffKind("commanders", True, EntryKind.COMMANDER_ADDED),
}


@dataclasses.dataclass(frozen=True)
class TakenOff:
    """A unit taken off the roster (`Roster.take_off`: added by mistake), as the state
    journal keeps it: its entry, when (the computer's clock), the bound the phase tracker
    was in, the last roll before it, the unit's row as it stood, the umpire's reason, and
    the entry that put it back (Undo), None if none. No roll names it (the store refuses
    to take off a unit the log names), so the roll log cannot show it: this does.
    `kind` is the entry's: `unit_taken_off`, or `unit_removed` (`Roster.remove_added`: the
    Undo of its adding, a unit nothing in the game used yet), which has no reason, or
    `commander_removed`, the same for a commander: `unit` is then the commander's row."""

    entry: int
    time: str
    bound: int
    after_roll: int
    unit: Row
    reason: str
    put_back: int | None = None
    kind: str = EntryKind.UNIT_TAKEN_OFF

    @property
    def by_mistake(self) -> bool:
        """Removed by the Undo of its adding (`unit_removed`, `commander_removed`), with no
        reason asked."""
        return OFF_KINDS[self.kind].by_mistake

    @property
    def commander(self) -> bool:
        """A commander removed by the Undo of his adding, not a unit."""
        return OFF_KINDS[self.kind].table == "commanders"


def units_taken_off(conn: sqlite3.Connection) -> list[TakenOff]:
    """Every unit taken off the roster, oldest first, read from the state journal: those
    taken off with a reason and those removed as added by mistake (an Undo), and the
    commanders removed so too. A side removed by Undo is not listed: nothing stood under
    it (`Roster.in_use`), so no roll, order or figure can turn on it."""
    if not has_journal(conn):
        return []
    found: list[TakenOff] = []
    removed = False  # a unit or commander removed as added by mistake so far
    bound = 1
    # The kind that undoes each (the table it puts a record back in, and what it undoes);
    # an adding matters only as the Redo of an Undo.
    back = {off.undone_by: (off.table, kind) for kind, off in OFF_KINDS.items()}
    redo = {off.undone_by for off in OFF_KINDS.values() if off.by_mistake}
    kinds = (*OFF_KINDS, *back)
    # Only the entries that take a unit off or put one back, or that name the phase state
    # (the bound), are parsed: an evening's journal is mostly orders and roster edits.
    for number, after_roll, time, kind, record in conn.execute(
        "SELECT entry, after_roll, time, kind, record FROM state_log"
        f" WHERE kind IN ({', '.join('?' * len(kinds))})"
        " OR instr(record, '\"phase_state\"')"
        " ORDER BY entry",
        kinds,
    ):
        if kind in redo and not removed:
            continue  # the roster set up: only one added again after an Undo matters
        data = json.loads(record)
        if kind == EntryKind.SNAPSHOT:
            for row in data.get("tables", {}).get("phase_state", []):
                bound = row.get("bound", bound)
        for op in data.get("ops", ()):
            if op.get("table") == "phase_state":
                bound = (op.get("row") or op.get("to") or {}).get("bound", bound)
        if kind in OFF_KINDS:
            for op in data.get("ops", ()):
                if op.get("table") == OFF_KINDS[kind].table and op.get("op") == "delete":
                    reason = str(data.get("reason", ""))
                    removed = removed or OFF_KINDS[kind].by_mistake
                    found.append(
                        TakenOff(number, time, bound, after_roll, op["row"], reason, kind=kind)
                    )
        elif kind in back:
            # Undo puts back a unit taken off; Redo adds again one whose adding was undone.
            table, undone = back[kind]
            for op in data.get("ops", ()):
                if op.get("table") == table and op.get("op") == "insert":
                    key = op["row"].get("key")
                    for index in range(len(found) - 1, -1, -1):
                        one = found[index]
                        if (
                            one.unit.get("key") == key
                            and one.put_back is None
                            and one.kind == undone
                        ):
                            found[index] = dataclasses.replace(found[index], put_back=number)
                            break
    return found
