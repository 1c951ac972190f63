"""The state journal: every change of the game's state that is not a roll's effect, hash-chained.

The roll log proves what was rolled, and a roll's effects say what it changed. Everything
else the umpire changes - the roster set up or imported, a unit added by hand, a roster
value edited before play, an order written or rewritten, the phase tracker moved, a flag
or a side penalty set by hand, the game's record and pack - is written here, in the same
transaction as the change, as an entry of `state_log`. `verify` replays the journal and
every roll's effects from the start (`replay.py`) and compares the result with every state
table, so a value changed behind the console's back is named.

An entry is a list of row operations on the state tables (`STATE_TABLES`), each with the
row as the table holds it: `insert` (the new row), `update` (the key, and the changed
columns `from` and `to`), `delete` (the row removed). Two kinds carry no operation: the
`snapshot` that begins every journal (the whole state: empty for a new game; an old game's
state as it stood when it was first opened by a version that keeps the journal, after its
last roll, whose effects the snapshot holds), and `orders_closed`, the orders of a bound
as they stood when its ordering phase closed (what a player ordered, answered from the log).

Each entry is hashed like a roll: SHA-256 of the canonical JSON of every column but
`hash` (`entry_text`), chained to the entry before it (the first to the seed commitment),
and tied to the roll log: `after_roll` is the last roll when it was written and
`roll_head` that roll's hash. A seal (`seals.py`) covers the heads of both chains.
An entry's `time` is the computer's clock when it was written, not the game's `clock`
(which stamps the rolls, and which tests fix or make tick once a reading): journalling
reads no time from it, so the rows a game logs are the same with the journal or without.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from typing import TYPE_CHECKING, Any

from ba_console.store.codec import canonical_json
from ba_console.store.kinds import EntryKind
from ba_console.store.models import UNIT_FIELDS

if TYPE_CHECKING:
    from ba_console.store.gamefile import GameFile

# The state tables: primary key columns, then every column compared (in the order read).
STATE_TABLES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "units": (("key",), (*UNIT_FIELDS, "roster_order")),
    "commanders": (
        ("key",),
        ("key", "name", "side", "level", "parent", "rating", "fallen", "replaced_by", "position"),
    ),
    "orderlies": (("key",), ("key", "commander", "name", "fallen", "position")),
    "sides": (("key",), ("key", "name", "position")),
    "orders": (("bound", "unit"), ("bound", "unit", "text", "parts", "status", "updated")),
    "flags": (("id",), ("id", "unit", "key", "set_bound", "expires_after", "roll")),
    "side_penalties": (("id",), ("id", "side", "value", "from_bound", "until_bound", "roll")),
    "phase_state": (("id",), ("id", "bound", "phase", "sub_phase")),
    "game": (
        ("id",),
        ("id", "title", "date", "notes", "dice_mode", "seed_commitment", "created", "pack_hash"),
    ),
}
ENTRY_COLUMNS = ("entry", "after_roll", "roll_head", "time", "kind", "record", "prev_hash", "hash")
# Every kind (`EntryKind`) but the two that hold no operation (the snapshot, the closed
# orders), with the row operations (table, op) its `ops` may hold: a kind says what the
# umpire did, and `verify` refuses an entry that does more (a unit deleted under
# "order_written"), or a kind the console never writes. The writers:
# `Roster` (sides, commanders, orderlies, units: added, changed, removed as added by
# mistake, taken off and put back), `BoundState` (orders, the phase, flags and side
# penalties), `Game` (the game's record and its pack).
_INSERT, _UPDATE, _DELETE = "insert", "update", "delete"
ENTRY_OPS: dict[EntryKind, frozenset[tuple[str, str]]] = {
    kind: frozenset(ops)
    for kind, ops in {
        EntryKind.SIDE_ADDED: [("sides", _INSERT)],
        EntryKind.SIDE_REMOVED: [("sides", _DELETE)],
        EntryKind.COMMANDER_ADDED: [("commanders", _INSERT), ("orderlies", _INSERT)],
        EntryKind.COMMANDER_CHANGED: [("commanders", _UPDATE)],
        EntryKind.COMMANDER_REMOVED: [("commanders", _DELETE), ("orderlies", _DELETE)],
        EntryKind.ORDERLY_CHANGED: [("orderlies", _UPDATE)],
        EntryKind.UNIT_ADDED: [("units", _INSERT)],
        EntryKind.UNIT_CHANGED: [("units", _UPDATE)],
        EntryKind.UNIT_REMOVED: [("units", _DELETE)],
        EntryKind.UNIT_TAKEN_OFF: [("units", _DELETE), ("orders", _DELETE), ("flags", _DELETE)],
        EntryKind.UNIT_PUT_BACK: [("units", _INSERT), ("orders", _INSERT), ("flags", _INSERT)],
        EntryKind.ORDER_WRITTEN: [("orders", _INSERT), ("orders", _UPDATE)],
        EntryKind.ORDER_DELETED: [("orders", _DELETE)],
        EntryKind.PHASE_SET: [("phase_state", _UPDATE)],
        EntryKind.FLAG_ADDED: [("flags", _INSERT)],
        EntryKind.FLAGS_EXPIRED: [("flags", _DELETE)],
        EntryKind.SIDE_PENALTY_ADDED: [("side_penalties", _INSERT)],
        EntryKind.GAME_CHANGED: [("game", _UPDATE)],
        EntryKind.PACK_CHOSEN: [("game", _UPDATE)],
    }.items()
}

Row = dict[str, Any]
Key = tuple[Any, ...]
_quote = encode_basestring


def entry_text(
    entry: int, after_roll: int, roll_head: str, time: str, kind: str, record: str, prev_hash: str
) -> str:
    """The canonical JSON of an entry without its hash: what is hashed. `record` is canonical
    JSON itself, so this equals `canonical_json` of the entry with `record` parsed. Raises
    TypeError when a column holds the wrong type."""
    if type(entry) is not int or type(after_roll) is not int or type(record) is not str:
        raise TypeError("entry and after_roll are whole numbers, record is text")
    return (
        f'{{"after_roll":{after_roll},"entry":{entry},"kind":{_quote(kind)}'
        f',"prev_hash":{_quote(prev_hash)},"record":{record},"roll_head":{_quote(roll_head)}'
        f',"time":{_quote(time)}}}'
    )


def entry_hash(*columns: Any) -> str:
    import hashlib  # OpenSSL's, loaded at the first entry hashed (none before the first frame)

    return hashlib.sha256(entry_text(*columns).encode("utf-8")).hexdigest()


def key_of(table: str, row: Row) -> Key:
    return tuple(row[name] for name in STATE_TABLES[table][0])


def read_rows(
    conn: sqlite3.Connection, table: str, where: str = "", params: Sequence[Any] = ()
) -> list[Row]:
    """Rows of a state table as stored, every compared column, in key order."""
    keys, columns = STATE_TABLES[table]
    cursor = conn.execute(
        f"SELECT {', '.join(columns)} FROM {table} {where} ORDER BY {', '.join(keys)}", params
    )
    return [dict(zip(columns, row, strict=True)) for row in cursor]


def read_state(conn: sqlite3.Connection) -> dict[str, list[Row]]:
    """Every state table as stored (the snapshot, and what `verify` compares)."""
    return {table: read_rows(conn, table) for table in STATE_TABLES}


def has_journal(conn: sqlite3.Connection) -> bool:
    """Whether the file has the journal's table (a file not yet upgraded, opened read-only,
    has not)."""
    found = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'state_log'"
    ).fetchone()
    return found is not None


def journal_head(conn: sqlite3.Connection, before_roll: int | None = None) -> tuple[int, str]:
    """The journal's last entry and its hash (0 and the seed commitment when it has none);
    with `before_roll`, the last entry written before roll `before_roll` was logged."""
    if before_roll is None:
        row = conn.execute("SELECT entry, hash FROM state_log ORDER BY entry DESC LIMIT 1")
    else:
        row = conn.execute(
            "SELECT entry, hash FROM state_log WHERE after_roll < ? ORDER BY entry DESC LIMIT 1",
            (before_roll,),
        )
    found = row.fetchone()
    if found is None:
        return 0, conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    return found[0], found[1]


def roll_head(conn: sqlite3.Connection) -> tuple[int, str]:
    """The roll log's last row and its hash (0 and the seed commitment before any roll)."""
    found = conn.execute("SELECT sequence, hash FROM rolls ORDER BY sequence DESC LIMIT 1")
    row = found.fetchone()
    if row is None:
        return 0, conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    return row[0], row[1]


def changes(table: str, before: Row | None, after: Row | None) -> list[dict[str, Any]]:
    """The row operations that take `before` to `after` (none when they are equal)."""
    if before == after:
        return []
    if before is None:
        return [{"op": "insert", "table": table, "row": after}]
    if after is None:
        return [{"op": "delete", "table": table, "row": before}]
    changed = [name for name in after if before.get(name) != after[name]]
    return [
        {
            "op": "update",
            "table": table,
            "key": list(key_of(table, after)),
            "from": {name: before.get(name) for name in changed},
            "to": {name: after[name] for name in changed},
        }
    ]


class StateJournal:
    """The journal of one open game (`Game.journal`): the roster and bound parts write
    through it (`tracking`, `write`)."""

    def __init__(self, file: GameFile) -> None:
        self._file = file
        self._present: bool | None = None

    @property
    def present(self) -> bool:
        """Whether the file has a journal table (read once: only a migration adds it)."""
        if self._present is None:
            self._present = has_journal(self._file.db.conn)
        return self._present

    def start(self) -> None:
        """Begin the journal of a file that has none yet: a snapshot of the state as it stands
        (a new game's, or an old game's at its first writable open). Only when this open
        added the journal's table: an empty journal in a file that had one was emptied
        behind the console's back, and a snapshot would take whatever the state tables were
        made to say for proven (`verify` names the file instead)."""
        if not self.present or not self._file.journal_added:
            return
        conn = self._file.db.conn
        if conn.execute("SELECT 1 FROM state_log LIMIT 1").fetchone() is not None:
            return
        with self._file.db.atomic():
            self.write(EntryKind.SNAPSHOT, tables=read_state(conn))

    def row(self, table: str, key: Key) -> Row | None:
        keys = STATE_TABLES[table][0]
        where = "WHERE " + " AND ".join(f"{name} = ?" for name in keys)
        rows = read_rows(self._file.db.conn, table, where, key)
        return rows[0] if rows else None

    @contextlib.contextmanager
    def tracking(self, kind: EntryKind, rows: Iterable[tuple[str, Key]]) -> Iterator[None]:
        """Journal what the block changes in `rows` (table and key of each), as one entry of
        `kind`, in one transaction with the change (no entry when it changed nothing)."""
        with self._file.db.atomic():
            rows = list(rows)
            before = [self.row(table, key) for table, key in rows]
            yield
            self.write_changes(kind, rows, before)

    def write_changes(
        self, kind: EntryKind, rows: Sequence[tuple[str, Key]], before: Sequence[Row | None]
    ) -> None:
        """An entry of `kind` for the rows (table and key of each) that changed from `before`
        (as `row` read them) to what they are now; none when nothing changed."""
        ops = []
        for (table, key), was in zip(rows, before, strict=True):
            ops += changes(table, was, self.row(table, key))
        if ops:
            self.write(kind, ops=ops)

    def write(self, kind: EntryKind, **record: Any) -> None:
        """Append an entry (inside the caller's transaction). No-op on a file without the
        journal's table: only a read-only open leaves it so, and that writes nothing."""
        if not self.present:
            return
        conn = self._file.db.conn
        entry, prev_hash = journal_head(conn)
        after_roll, head = roll_head(conn)
        values = (
            entry + 1,
            after_roll,
            head,
            datetime.now(UTC).isoformat(timespec="seconds"),
            kind,
            canonical_json(record),
            prev_hash,
        )
        conn.execute(
            f"INSERT INTO state_log ({', '.join(ENTRY_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (*values, entry_hash(*values)),
        )
