"""The state proven from the log: the journal and every roll's effects replayed, then compared.

`verify` checks the roll log's chain first (`verify.py`); then `prove` walks the state
journal (`journal.py`) and the roll log together, in the order they were written (an entry
says which roll it follows), from the snapshot that begins the journal: every entry's hash
and links, every row operation it makes, and every roll's effects, each checked against
the state as replayed so far (an effect's `from` must be what the roll changed). The state
it ends with is compared with every state table of the file, and the first difference is
named: "unit i-15: figures 11 in the file, 32 from the log". Then the seals: every seal row
must show the seal of the log before it, and every seal a player holds must be one the
log as it stands gives (`seals.py`), or the first bound that differs is named.

The effects are applied as `effects.py` applies them, on plain rows (dicts of the stored
columns): a flag or side penalty gets the row id SQLite gives a new row (one more than the
largest), a void's effects apply in the bound of the roll it voids. What the store
validated when it wrote (a value's range, a link) is not checked again: the replay proves
the file says what its log says, and the chains and seals prove the log.
"""

from __future__ import annotations

import bisect
import dataclasses
import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.codec import canonical_json
from ba_console.store.draws import Problem
from ba_console.store.journal import (
    ENTRY_COLUMNS,
    ENTRY_OPS,
    STATE_TABLES,
    Key,
    Row,
    entry_hash,
    has_journal,
    key_of,
    read_state,
)
from ba_console.store.kinds import PACK_CHANGED_KIND, EntryKind
from ba_console.store.records import (
    COMMANDER_EFFECTS,
    ORDERLY_EFFECTS,
    UNIT_EFFECTS,
)
from ba_console.store.schema import journal_kept_at, journal_step_applied
from ba_console.store.seals import Seal, held_seals_problem, seal_rows_problem
from ba_console.store.verify import VerifyReport

# The owner of a flag or side penalty and the two fields a removal is matched on.
_HELD = {
    "flags": ("unit", "key", "expires_after"),
    "side_penalties": ("side", "value", "until_bound"),
}
_STORED_AS_INT = {
    "units": ("light", "marksmen"),
    "commanders": ("fallen",),
    "orderlies": ("fallen",),
}

# How a difference between the file and the log is said, by table: a field that differs,
# a row only the file has, a row only the log has. `record` is the row's key (a unit,
# commander, orderly or side), `field` the column; both as stored, keys and not names.
_DIFFERENT = {
    "units": QT_TRANSLATE_NOOP(
        "verify", "unit {record}: {field} {file} in the file, {log} from the log"
    ),
    "commanders": QT_TRANSLATE_NOOP(
        "verify", "commander {record}: {field} {file} in the file, {log} from the log"
    ),
    "orderlies": QT_TRANSLATE_NOOP(
        "verify", "orderly {record}: {field} {file} in the file, {log} from the log"
    ),
    "sides": QT_TRANSLATE_NOOP(
        "verify", "side {record}: {field} {file} in the file, {log} from the log"
    ),
    "orders": QT_TRANSLATE_NOOP(
        "verify",
        "order of unit {record} in bound {bound}: {field} {file} in the file, {log} from the log",
    ),
    "flags": QT_TRANSLATE_NOOP(
        "verify",
        "flag {id} “{flag}” of unit {record}: {field} {file} in the file, {log} from the log",
    ),
    "side_penalties": QT_TRANSLATE_NOOP(
        "verify", "side penalty {id} of {record}: {field} {file} in the file, {log} from the log"
    ),
    "phase_state": QT_TRANSLATE_NOOP(
        "verify", "the phase: {field} {file} in the file, {log} from the log"
    ),
    "game": QT_TRANSLATE_NOOP(
        "verify", "the game's record: {field} {file} in the file, {log} from the log"
    ),
}
_ONLY_IN_FILE = {
    "units": QT_TRANSLATE_NOOP("verify", "unit {record}: in the file, not in the log"),
    "commanders": QT_TRANSLATE_NOOP("verify", "commander {record}: in the file, not in the log"),
    "orderlies": QT_TRANSLATE_NOOP("verify", "orderly {record}: in the file, not in the log"),
    "sides": QT_TRANSLATE_NOOP("verify", "side {record}: in the file, not in the log"),
    "orders": QT_TRANSLATE_NOOP(
        "verify", "order of unit {record} in bound {bound}: in the file, not in the log"
    ),
    "flags": QT_TRANSLATE_NOOP(
        "verify", "flag {id} “{flag}” of unit {record}: in the file, not in the log"
    ),
    "side_penalties": QT_TRANSLATE_NOOP(
        "verify", "side penalty {id} of {record}: in the file, not in the log"
    ),
    "phase_state": QT_TRANSLATE_NOOP("verify", "the phase: in the file, not in the log"),
    "game": QT_TRANSLATE_NOOP("verify", "the game's record: in the file, not in the log"),
}
_ONLY_IN_LOG = {
    "units": QT_TRANSLATE_NOOP("verify", "unit {record}: in the log, not in the file"),
    "commanders": QT_TRANSLATE_NOOP("verify", "commander {record}: in the log, not in the file"),
    "orderlies": QT_TRANSLATE_NOOP("verify", "orderly {record}: in the log, not in the file"),
    "sides": QT_TRANSLATE_NOOP("verify", "side {record}: in the log, not in the file"),
    "orders": QT_TRANSLATE_NOOP(
        "verify", "order of unit {record} in bound {bound}: in the log, not in the file"
    ),
    "flags": QT_TRANSLATE_NOOP(
        "verify", "flag {id} “{flag}” of unit {record}: in the log, not in the file"
    ),
    "side_penalties": QT_TRANSLATE_NOOP(
        "verify", "side penalty {id} of {record}: in the log, not in the file"
    ),
    "phase_state": QT_TRANSLATE_NOOP("verify", "the phase: in the log, not in the file"),
    "game": QT_TRANSLATE_NOOP("verify", "the game's record: in the log, not in the file"),
}


def shown(value: Any) -> str:
    """A stored value as a difference says it: 11, "LD", none."""
    if value is None:
        return "none"
    if isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False)
        return text if len(text) <= 60 else text[:57] + '…"'
    return str(value)


def _subject(table: str, row: Row) -> dict[str, Any]:
    """The arguments that name a row in the sentences above."""
    if table in ("units", "commanders", "orderlies", "sides"):
        return {"record": row["key"]}
    if table == "orders":
        return {"record": row["unit"], "bound": row["bound"]}
    if table == "flags":  # by its row and its key: "flag 4 “attacked” of unit i-1t"
        return {"id": row["id"], "flag": row["key"], "record": row["unit"]}
    if table == "side_penalties":
        return {"id": row["id"], "record": row["side"]}
    return {}


class _Broken(Exception):  # noqa: N818 - carries the problem out of a nested walk
    def __init__(self, problem: Problem, sequence: int | None = None, entry: int | None = None):
        super().__init__(problem.text)
        self.problem = problem
        self.sequence = sequence
        self.entry = entry


@dataclasses.dataclass
class ReplayResult:
    """What the replay found: `problem` (None when the state is proven) and where."""

    journalled: bool  # the file has a journal (else nothing could be proven)
    entries: int = 0
    started_after: int | None = None  # the roll the journal's snapshot follows
    problem: Problem | None = None
    bad_sequence: int | None = None
    bad_entry: int | None = None
    # The game's pack as the journal has it: (the roll an entry follows, the pack from then
    # on), from the snapshot on (`StateReplay.packs`).
    packs: list[tuple[int, str]] = dataclasses.field(default_factory=list)


class StateReplay:
    """The state as the journal and the rolls' effects make it, fed in the order written."""

    def __init__(self, commitment: str, named_by: Callable[[str, int], int | None]) -> None:
        self.tables: dict[str, dict[Key, Row]] | None = None  # None until the snapshot
        # The first roll up to a given one that names a unit or staff figure (None: none).
        self._named_by = named_by
        self.started_after: int | None = None
        self.entries = 0
        self._last_hash = commitment
        self._last_after = 0
        # The id SQLite gives the next flag or penalty (None: one more than the largest).
        self._next_id: dict[str, int | None] = {}
        self._index: dict[str, dict[tuple[Any, ...], list[Key]] | None] = {}
        # The game's pack from the snapshot on: (the roll the entry that set it follows, the
        # pack's hash), in the order written. A roll names the pack in effect (`_pack_problem`).
        self.packs: list[tuple[int, str]] = []

    # --- the journal -----------------------------------------------------------------------

    def entry(self, row: tuple[Any, ...], roll_hash: str) -> None:
        """Check and apply one journal entry (ENTRY_COLUMNS order); `roll_hash` is the hash
        of the roll it follows as the log has it. Raises _Broken."""
        number, after_roll, head, _time, kind, record, prev_hash, digest = row
        expected = self.entries + 1
        if number != expected:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "state journal entry {entry} is missing: the entry after {previous} is "
                    "numbered {found}",
                ),
                expected,
                previous=self.entries,
                found=repr(number),
            )
        try:
            computed = entry_hash(*row[:7])
        except TypeError as exc:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "state journal entry {entry}: a stored field has the wrong type ({error})",
                ),
                number,
                error=str(exc),
            )
        if prev_hash != self._last_hash:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "state journal entry {entry}: its previous-hash does not match the entry "
                    "before it: the entries before it were changed, removed or replaced",
                ),
                number,
            )
        if computed != digest:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "state journal entry {entry}: its contents do not match its hash: it was "
                    "changed after it was written",
                ),
                number,
            )
        if after_roll < self._last_after:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "state journal entry {entry} follows roll {roll}, but the entry before it "
                    "follows roll {previous}",
                ),
                number,
                roll=after_roll,
                previous=self._last_after,
            )
        if head != roll_hash:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "state journal entry {entry} follows roll {roll}, but names another hash "
                    "for it: the roll log was changed since",
                ),
                number,
                roll=after_roll,
            )
        self.entries = number
        self._last_hash = digest
        self._last_after = after_roll
        try:
            data = json.loads(record)
        except ValueError as exc:
            self._fail(
                QT_TRANSLATE_NOOP("verify", "state journal entry {entry} cannot be read ({error})"),
                number,
                error=str(exc),
            )
        if "\\" in record and canonical_json(data) != record:
            # An escape the console never writes (`"phase\\u005fstate"`) reads the same here
            # but hides the entry from a reader that looks for the text
            # (`journal_reads.units_taken_off`).
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify", "state journal entry {entry} is not written as the console writes it"
                ),
                number,
            )
        try:
            self._apply_entry(number, after_roll, kind, data)
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            self._fail(
                QT_TRANSLATE_NOOP("verify", "state journal entry {entry} cannot be read ({error})"),
                number,
                error=repr(exc),
            )

    def _apply_entry(self, number: int, after_roll: int, kind: str, data: dict[str, Any]) -> None:
        if self.tables is None:
            if kind != EntryKind.SNAPSHOT:
                self._fail(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "state journal entry {entry} is not the snapshot of the state that "
                        "begins the journal",
                    ),
                    number,
                )
            self.tables = {
                table: {key_of(table, row): row for row in data["tables"][table]}
                for table in STATE_TABLES
            }
            self.started_after = after_roll
            for game in data["tables"]["game"]:
                self.packs.append((after_roll, game["pack_hash"]))
            return
        if kind == EntryKind.SNAPSHOT:
            self._fail(
                QT_TRANSLATE_NOOP(
                    "verify", "state journal entry {entry} is a second snapshot of the state"
                ),
                number,
            )
        if kind == EntryKind.ORDERS_CLOSED:
            bound = data["bound"]
            held = sorted(
                (row for key, row in self.tables["orders"].items() if key[0] == bound),
                key=lambda row: row["unit"],
            )
            if held != sorted(data["orders"], key=lambda row: row["unit"]):
                self._fail(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "state journal entry {entry}: the orders of bound {bound} as the "
                        "ordering phase closed are not the orders written before it",
                    ),
                    number,
                    bound=bound,
                )
            return
        allowed = ENTRY_OPS.get(kind)
        if allowed is None:
            self._fail(_KIND_UNKNOWN, number, kind=shown(kind))
        for op in data["ops"]:
            if (op["table"], op["op"]) not in allowed:
                row = op["key"] if op["op"] == "update" else key_of(op["table"], op["row"])
                self._fail(_OP_NOT_OF_KIND, number, kind=shown(kind), op=shown(op["op"]),
                           table=op["table"], row=shown(list(row)))  # fmt: skip
            self._apply_op(number, op, after_roll)
            if op["table"] == "game" and "pack_hash" in op["to"]:
                self.packs.append((after_roll, op["to"]["pack_hash"]))

    def _apply_op(self, number: int, op: dict[str, Any], after_roll: int) -> None:
        table = op["table"]
        self._next_id[table] = None
        self._index[table] = None
        rows = self.tables[table]  # type: ignore[index]
        if op["op"] == "insert":
            key = key_of(table, op["row"])
            if key in rows:
                self._fail(_OP_ADDS_HELD, number, table=table, row=shown(list(key)))
            rows[key] = dict(op["row"])
            return
        if op["op"] == "delete":
            key = key_of(table, op["row"])
            if rows.get(key) != op["row"]:
                self._fail(_OP_REMOVES_OTHER, number, table=table, row=shown(list(key)))
            if table in _NAMED_BY_ROLLS and after_roll:
                # The console takes off only what no roll names (`Roster.take_off`,
                # `remove_added`): "Units taken off" says so, of the rolls before it.
                roll = self._named_by(key[0], after_roll)
                if roll is not None:
                    self._fail(_OP_REMOVES_NAMED, number, table=table, row=shown(list(key)),
                               roll=roll)  # fmt: skip
            if table == "units" and self._held_by_unit(key[0]):
                # The console removes a unit only with nothing of it left: `take_off` its
                # orders and flags first, `remove_added` only one that has none.
                self._fail(_OP_REMOVES_HOLDER, number, table=table, row=shown(list(key)))
            del rows[key]
            return
        if op["op"] != "update":
            raise ValueError(f"unknown operation {op['op']!r}")
        key = tuple(op["key"])
        row = rows.get(key)
        if row is None:
            self._fail(_OP_CHANGES_MISSING, number, table=table, row=shown(list(key)))
        for name, was in op["from"].items():
            if row.get(name) != was or type(row.get(name)) is not type(was):
                self._fail(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "state journal entry {entry} changes {field} of {table} {row} from "
                        "{expected}, but the log before it gives {found}",
                    ),
                    number,
                    field=name,
                    table=table,
                    row=shown(list(key)),
                    expected=shown(was),
                    found=shown(row.get(name)),
                )
        row.update(op["to"])

    def _held_by_unit(self, unit: str) -> bool:
        """Whether the state replayed so far holds an order or a flag of the unit `unit`."""
        tables = self.tables
        assert tables is not None
        return any(key[1] == unit for key in tables["orders"]) or any(
            row["unit"] == unit for row in tables["flags"].values()
        )

    # --- the rolls -------------------------------------------------------------------------

    def roll(self, sequence: int, bound: int, effects: str) -> None:
        """Apply one roll's effects, in `bound` (a void's: the bound of the roll it voids);
        rolls before the snapshot change nothing here."""
        if self.tables is None or effects == "[]":
            return
        try:
            for effect in json.loads(effects):
                self._apply_effect(sequence, bound, effect)
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise _Broken(
                Problem.of(
                    QT_TRANSLATE_NOOP("verify", "its effects cannot be read ({error})"),
                    error=repr(exc),
                ),
                sequence=sequence,
            ) from None

    def _apply_effect(self, sequence: int, bound: int, effect: dict[str, Any]) -> None:
        tables = self.tables
        assert tables is not None
        what, key = effect["what"], effect["unit"]
        if what == "loss_part":
            return
        if what in ("flag", "side_penalty"):
            self._flag_or_penalty(sequence, bound, what, key, effect)
            return
        if what in UNIT_EFFECTS:
            table, field, row = "units", what, tables["units"].get((key,))
        elif what in COMMANDER_EFFECTS:
            table, field = "commanders", COMMANDER_EFFECTS[what]
            row = tables["commanders"].get((key,))
        elif what in ORDERLY_EFFECTS:
            table, field = "orderlies", ORDERLY_EFFECTS[what]
            row = tables["orderlies"].get((key,))
        elif what == "order_status":
            table, field, row = "orders", "status", tables["orders"].get((bound, key))
        else:
            raise ValueError(f"unknown effect {what!r}")
        if row is None:
            raise _Broken(
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it changes {field} of {record}, which the log before it does not hold",
                    ),
                    field=what,
                    record=key,
                ),
                sequence=sequence,
            )
        as_int = field in _STORED_AS_INT.get(table, ())
        current = bool(row[field]) if as_int else row[field]
        expected = effect["from"]
        if current != expected or type(current) is not type(expected):
            raise _Broken(
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it changes {field} of {record} from {expected}, but the log before it "
                        "gives {found}",
                    ),
                    field=what,
                    record=key,
                    expected=shown(expected),
                    found=shown(current),
                ),
                sequence=sequence,
            )
        row[field] = int(effect["to"]) if as_int else effect["to"]

    def _flag_or_penalty(
        self, sequence: int, bound: int, what: str, key: str, effect: dict[str, Any]
    ) -> None:
        """A flag or side penalty set (the row id SQLite would give it) or removed (the latest
        that matches, as `BoundState.remove_latest` takes it)."""
        tables = self.tables
        assert tables is not None
        table = "flags" if what == "flag" else "side_penalties"
        rows = tables[table]
        owner, first, second = _HELD[table]
        held = self._held(table)
        if effect["to"] is not None:
            payload = effect["to"]
            row_id = self._next_id.get(table) or max((key[0] for key in rows), default=0) + 1
            self._next_id[table] = row_id + 1
            # A flag a void puts back keeps the bound it was set in (`effects.compensation`).
            since = payload.get("set_bound", bound) if table == "flags" else bound
            row = {"id": row_id, owner: key, first: payload[first],
                   "set_bound" if table == "flags" else "from_bound": since,
                   second: payload[second], "roll": sequence}  # fmt: skip
            rows[(row_id,)] = row
            held.setdefault((key, payload[first], payload[second]), []).append((row_id,))
            return
        payload = effect["from"]
        matching = held.get((key, payload[first], payload[second]))
        if not matching:
            raise _Broken(
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it removes a {field} of {record} that the log before it does not hold",
                    ),
                    field=what,
                    record=key,
                ),
                sequence=sequence,
            )
        gone = max(matching)
        matching.remove(gone)
        del rows[gone]
        if self._next_id.get(table) == gone[0] + 1:
            self._next_id[table] = None  # SQLite gives the next row one more than the largest

    def _held(self, table: str) -> dict[tuple[Any, ...], list[Key]]:
        """The flags (or penalties) by owner and the two fields a removal matches on, made
        when first needed after the snapshot or a journal entry that changed the table."""
        index = self._index.get(table)
        if index is None:
            owner, first, second = _HELD[table]
            index = {}
            for key, row in sorted(self.tables[table].items()):  # type: ignore[index]
                index.setdefault((row[owner], row[first], row[second]), []).append(key)
            self._index[table] = index
        return index

    # --- the end ---------------------------------------------------------------------------

    def difference(self, stored: dict[str, list[Row]]) -> Problem | None:
        """The first difference between the file's state tables and the replayed state."""
        assert self.tables is not None
        for table, (_, columns) in STATE_TABLES.items():
            in_file = {key_of(table, row): row for row in stored[table]}
            from_log = self.tables[table]
            for key in sorted(in_file.keys() | from_log.keys(), key=_sort_key):
                row, replayed = in_file.get(key), from_log.get(key)
                if replayed is None:
                    return Problem.of(_ONLY_IN_FILE[table], **_subject(table, row))  # type: ignore[arg-type]
                if row is None:
                    return Problem.of(_ONLY_IN_LOG[table], **_subject(table, replayed))
                for name in columns:
                    value, expected = row[name], replayed.get(name)
                    if value != expected or type(value) is not type(expected):
                        return Problem.of(
                            _DIFFERENT[table],
                            **_subject(table, row),
                            field=name,
                            file=shown(value),
                            log=shown(expected),
                        )
        return None

    def _fail(self, template: str, entry: int, **args: Any) -> None:
        raise _Broken(Problem.of(template, entry=entry, **args), entry=entry)


_OP_ADDS_HELD = QT_TRANSLATE_NOOP(
    "verify", "state journal entry {entry} adds {table} {row}, which the log before it holds"
)
_OP_REMOVES_OTHER = QT_TRANSLATE_NOOP(
    "verify",
    "state journal entry {entry} removes {table} {row}, which the log before it does not hold "
    "as removed",
)
_KIND_UNKNOWN = QT_TRANSLATE_NOOP(
    "verify", "state journal entry {entry} is of a kind the console never writes ({kind})"
)
_OP_NOT_OF_KIND = QT_TRANSLATE_NOOP(
    "verify",
    "state journal entry {entry}, of kind {kind}, holds the operation {op} on {table} {row}, "
    "which the console never writes under that kind",
)
_NAMED_BY_ROLLS = frozenset({"units", "commanders", "orderlies"})
_OP_REMOVES_NAMED = QT_TRANSLATE_NOOP(
    "verify", "state journal entry {entry} removes {table} {row}, which roll {roll} names"
)
_OP_REMOVES_HOLDER = QT_TRANSLATE_NOOP(
    "verify",
    "state journal entry {entry} removes {table} {row}, whose orders or flags the log before "
    "it still holds",
)
_OP_CHANGES_MISSING = QT_TRANSLATE_NOOP(
    "verify",
    "state journal entry {entry} changes {table} {row}, which the log before it does not hold",
)


_CUT_SHORT = QT_TRANSLATE_NOOP(
    "verify",
    "the file holds what roll {roll} did, but the log ends at roll {last}: rolls were removed "
    "from the end of the log",
)
# What a logged roll leaves in the file beside its row: the table and the column naming it.
_TRACES_OF_ROLLS = (
    ("flags", "roll"),
    ("side_penalties", "roll"),
    ("console_draw_uses", "sequence"),
)


def _roll_beyond_the_log(conn: sqlite3.Connection, last: int) -> int | None:
    """The first roll after the log's last (`last`) that the file still holds traces of: a
    flag or side penalty it set, a console draw it used; None when there is none."""
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    found = [
        conn.execute(f"SELECT min({column}) FROM {table} WHERE {column} > ?", (last,)).fetchone()[0]
        for table, column in _TRACES_OF_ROLLS
        if table in tables
    ]
    found = [sequence for sequence in found if sequence is not None]
    return min(found) if found else None


_JOURNAL_REMOVED = QT_TRANSLATE_NOOP(
    "verify",
    "the state journal was removed from the file, which has kept one since it was made or "
    "upgraded: its state tables cannot be proven",
)
_JOURNAL_EMPTIED = QT_TRANSLATE_NOOP(
    "verify",
    "the state journal was emptied: a console writes its first entry as it adds it, so its "
    "state tables cannot be proven",
)

_JOURNAL_SET_BACK = QT_TRANSLATE_NOOP(
    "verify",
    "the file says it was made before the state journal, yet roll {roll} was logged by a "
    "console that keeps one: the journal was removed, and its state tables cannot be proven",
)


def _without_journal(conn: sqlite3.Connection, template: str) -> ReplayResult:
    """A file without a journal (or with an empty one): a game made before the journal,
    never opened for writing since, proves nothing of its state and says so. A file whose
    record of its schema steps has the journal's lost it afterwards: its state tables then
    say whatever was written into them behind the console's back (one `DROP TABLE`, no hash
    to compute), and the file is named; so is one whose record was set back too, when its
    log holds a roll only a console keeping the journal writes (`journal_kept_at`)."""
    if not journal_step_applied(conn):
        set_back = journal_kept_at(conn)
        if set_back is None:
            return ReplayResult(journalled=False)
        return ReplayResult(True, problem=Problem.of(_JOURNAL_SET_BACK, roll=set_back))
    return ReplayResult(True, problem=Problem.of(template))


def _sort_key(key: Key) -> tuple[str, ...]:
    return tuple(f"{part:020d}" if isinstance(part, int) else str(part) for part in key)


def replay(conn: sqlite3.Connection, commitment: str) -> ReplayResult:
    """Walk the journal and the rolls together (in the caller's read transaction) and compare
    the state they make with the file's state tables. The roll log's chain must have been
    found sound: only the rolls with effects are read (a roll without changes nothing), and
    the hash of each roll an entry follows."""
    if not has_journal(conn):
        return _without_journal(conn, _JOURNAL_REMOVED)

    def named_by(key: str, upto: int) -> int | None:
        """The first roll up to `upto` that names `key` (the unit index: `derived` checks it)."""
        found = conn.execute(
            "SELECT min(sequence) FROM roll_units WHERE unit = ? AND sequence <= ?", (key, upto)
        ).fetchone()
        return None if found is None else found[0]

    walk = StateReplay(commitment, named_by)
    entries = conn.execute(f"SELECT {', '.join(ENTRY_COLUMNS)} FROM state_log ORDER BY entry")
    # A void's effects apply in the bound of the roll it voids (the chain proved it earlier).
    rolls = conn.execute(
        "SELECT r.sequence, coalesce(v.bound, r.bound), r.effects FROM rolls r "
        "LEFT JOIN rolls v ON v.sequence = r.voids WHERE r.effects != '[]' ORDER BY r.sequence"
    )

    def hash_of(sequence: int) -> str:
        """The hash of roll `sequence` (0: the start, the seed commitment)."""
        if sequence <= 0:
            return commitment
        found = conn.execute("SELECT hash FROM rolls WHERE sequence = ?", (sequence,)).fetchone()
        return commitment if found is None else found[0]

    try:
        pending = entries.fetchone()
        # An entry follows the roll it names: it comes before every later roll's effects.
        for sequence, bound, effects in rolls:
            while pending is not None and pending[1] < sequence:
                walk.entry(pending, hash_of(pending[1]))
                pending = entries.fetchone()
            walk.roll(sequence, bound, effects)
        last_sequence = conn.execute("SELECT coalesce(max(sequence), 0) FROM rolls").fetchone()[0]
        while pending is not None:
            if pending[1] > last_sequence:
                walk._fail(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "state journal entry {entry} follows roll {roll}, which is not in the "
                        "log: the log was cut short",
                    ),
                    pending[0],
                    roll=pending[1],
                )
            walk.entry(pending, hash_of(pending[1]))
            pending = entries.fetchone()
        if walk.tables is None:
            return _without_journal(conn, _JOURNAL_EMPTIED)
        result = ReplayResult(True, walk.entries, walk.started_after, packs=walk.packs)
        beyond = _roll_beyond_the_log(conn, last_sequence)
        if beyond is not None:
            # Rows deleted from the end of the log: the flags, penalties and console draws
            # those rolls left name the cut (the difference would name a puzzling row id).
            result.problem = Problem.of(_CUT_SHORT, roll=beyond, last=last_sequence)
            result.bad_sequence = beyond
            return result
        result.problem = walk.difference(read_state(conn))
        return result
    except _Broken as broken:
        return ReplayResult(
            True,
            walk.entries,
            walk.started_after,
            broken.problem,
            broken.sequence,
            broken.entry,
        )


_PACK_NOT_IN_EFFECT = QT_TRANSLATE_NOOP(
    "verify",
    "it names pack {pack}…, but the game's pack then is {expected}…: the game changes its pack "
    "only with a pack change row",
)


def _pack_problem(
    runs: Sequence[tuple[int, str, str]], packs: Sequence[tuple[int, str]], last: int
) -> tuple[int, Problem] | None:
    """The first roll (and the problem) that names another pack than the game's pack then,
    as the journal has it (`packs`: the roll each setting of it follows, and the pack):
    each roll from the journal's start on names the pack set before it, a pack change row
    the pack it changes to (its journal entry follows it). `runs` are the rolls that name
    another pack than the roll before them (`ChainVerifier.pack_runs`); the rolls before
    the journal began (a game upgraded) are not checked. A forger who stores a second copy
    of the pack (the same id and version, one cell changed) and points rolls at it is named
    here; a copy the game does not hold at all is named by the chain."""
    if not packs:
        return None
    afters = [after for after, _ in packs]

    def in_effect(sequence: int) -> str:
        """The game's pack for roll `sequence`: set by the last entry before it."""
        return packs[max(bisect.bisect_left(afters, sequence) - 1, 0)][1]

    started = packs[0][0]
    found: list[tuple[int, str, str]] = []  # (roll, its pack, the pack in effect)
    starts = [sequence for sequence, _, _ in runs]
    for sequence, kind, pack in runs:
        if sequence > started:
            expected = in_effect(sequence + 1 if kind == PACK_CHANGED_KIND else sequence)
            if pack != expected:
                found.append((sequence, pack, expected))
    # Where the game's pack changes (the roll after each entry that set it): the roll there
    # names the new pack, unless it starts a run of its own (checked above).
    for after, _ in packs[1:]:
        sequence = after + 1
        if sequence > last or sequence <= started:
            continue
        expected = in_effect(sequence)  # the last of the entries before it
        index = bisect.bisect_right(starts, sequence) - 1
        if index >= 0 and starts[index] != sequence and runs[index][2] != expected:
            found.append((sequence, runs[index][2], expected))
    if not found:
        return None
    sequence, pack, expected = min(found)
    return sequence, Problem.of(_PACK_NOT_IN_EFFECT, pack=pack[:16], expected=expected[:16])


def prove(
    conn: sqlite3.Connection,
    report: VerifyReport,
    commitment: str,
    held: list[Seal] | None = None,
    *,
    state: bool = True,
) -> VerifyReport:
    """`report` (the chain's, when sound) with the seals and the state proven: the seals a
    player holds (`held`) first, then the state replayed (`state`), then every seal row."""
    if not report.ok:
        return report
    if held:
        found = held_seals_problem(conn, held)
        if found is not None:
            bound, problem = found
            return report.broken(problem, bad_bound=bound)
        report = dataclasses.replace(report, seals_checked=tuple(seal.text for seal in held))
    if state:
        result = replay(conn, commitment)
        report = dataclasses.replace(
            report,
            state_journalled=result.journalled,
            journal_entries=result.entries,
            state_from_roll=result.started_after,
        )
        if result.problem is not None:
            return report.broken(
                result.problem,
                bad_sequence=result.bad_sequence,
                bad_entry=result.bad_entry,
                state_differs=result.bad_sequence is None and result.bad_entry is None,
            )
        report = dataclasses.replace(report, state_checked=result.journalled)
        found_pack = _pack_problem(report.pack_runs, result.packs, report.rolls_checked)
        if found_pack is not None:
            sequence, problem = found_pack
            return report.broken(problem, bad_sequence=sequence)
    found_row = seal_rows_problem(conn)
    if found_row is not None:
        sequence, problem = found_row
        return report.broken(problem, bad_sequence=sequence)
    return report
