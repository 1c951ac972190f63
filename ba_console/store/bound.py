"""The bound part of a game: the phase state, the orders, unit flags and side penalties.

`Game.bound` (a `BoundState`) holds what belongs to the bound being played rather than
to the roster: where the phase tracker stands, each unit's order per bound (its text
verbatim and its parts), the flags units carry for a number of bounds ("attacked this
bound", "fired"…) and the penalties a side carries after a fallen staff figure. Flags
and penalties a roll set name that roll, so that voiding it takes back exactly those
(`set_by_roll`, `remove_latest`, used by `effects.py`). The store checks shapes and
links; the rules decide which phase follows which. What the umpire writes here (orders,
the phase, flags and penalties set by hand, flags expired) is journalled with the change
(`journal.py`); what a roll's effects write is the roll's record.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ba_console.store.errors import RollError, RosterError
from ba_console.store.journal import changes, read_rows
from ba_console.store.kinds import EntryKind
from ba_console.store.models import (
    Flag,
    Order,
    PhaseState,
    SidePenalty,
    check_key,
    validate_bound,
    validate_order,
)

if TYPE_CHECKING:
    from ba_console.store.gamefile import GameFile
    from ba_console.store.journal import StateJournal
    from ba_console.store.roster import Roster


# What a roll's flag and side penalty effects name: table, the key's column, and the two
# fields of the effect's payload that pick the row.
_HELD = {
    "flag": ("flags", "unit", ("key", "expires_after")),
    "side_penalty": ("side_penalties", "side", ("value", "until_bound")),
}


class BoundState:
    """Phase state, orders, flags and side penalties of one game (`Game.bound`)."""

    def __init__(self, file: GameFile, roster: Roster, journal: StateJournal) -> None:
        self._file = file
        self._roster = roster
        self._journal = journal

    # --- orders and phase state ----------------------------------------------------------------

    def orders(self, bound: int) -> list[Order]:
        """The orders of one bound, in roster order."""
        rows = self._file.rows(
            "SELECT o.* FROM orders o JOIN units u ON u.key = o.unit WHERE o.bound = ? "
            "ORDER BY u.roster_order, u.key",
            [bound],
        )
        return [_order(row) for row in rows]

    def order(self, bound: int, unit: str) -> Order | None:
        rows = list(
            self._file.rows("SELECT * FROM orders WHERE bound = ? AND unit = ?", [bound, unit])
        )
        return _order(rows[0]) if rows else None

    def save_order(
        self,
        bound: int,
        unit: str,
        text: str,
        *,
        parts: tuple[dict[str, Any], ...] | list[dict[str, Any]] = (),
        status: str = "written",
    ) -> Order:
        """Write (or rewrite) a unit's order for a bound: the text verbatim and its parts."""
        self._file.writable()
        parts = tuple(parts)
        order = Order(bound, unit, text, parts, status, updated=self._file.now())
        validate_order(order)
        self._roster.unit(unit)
        with self._journal.tracking(EntryKind.ORDER_WRITTEN, [("orders", (bound, unit))]):
            self._file.db.execute(
                "INSERT INTO orders (bound, unit, text, parts, status, updated) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (bound, unit) DO UPDATE SET "
                "text = excluded.text, parts = excluded.parts, status = excluded.status, "
                "updated = excluded.updated",
                [bound, unit, text, json.dumps(list(parts), ensure_ascii=False), status,
                 order.updated],
            )  # fmt: skip
        return order

    def set_order_status(self, bound: int, unit: str, status: str) -> None:
        """A roll's `order_status` effect: the status only; the text and its time stand."""
        self._file.execute(
            "UPDATE orders SET status = ? WHERE bound = ? AND unit = ?", (status, bound, unit)
        )

    def delete_order(self, bound: int, unit: str) -> None:
        """Remove a unit's order for a bound (an order written by mistake, taken back)."""
        self._file.writable()
        with self._journal.tracking(EntryKind.ORDER_DELETED, [("orders", (bound, unit))]):
            self._file.db.execute("DELETE FROM orders WHERE bound = ? AND unit = ?", [bound, unit])

    def close_orders(self, bound: int) -> None:
        """The ordering phase of `bound` closed: its orders, as they stand, into the journal
        (what each player ordered, answered from the log by `ba-console orders`)."""
        self._file.writable()
        with self._file.db.atomic():
            orders = read_rows(self._file.db.conn, "orders", "WHERE bound = ?", (bound,))
            self._journal.write(EntryKind.ORDERS_CLOSED, bound=bound, orders=orders)

    def phase(self) -> PhaseState:
        row = self._file.rows("SELECT bound, phase, sub_phase FROM phase_state")[0]
        return PhaseState(**row)

    def set_phase(self, bound: int, phase: str, sub_phase: str | None = None) -> PhaseState:
        """Move the phase tracker. Keys are the pack's; the store does not judge them."""
        self._file.writable()
        validate_bound("phase state", "bound", bound)
        if not isinstance(phase, str) or not phase:
            raise RosterError("phase state: phase: must not be empty", "phase")
        with self._journal.tracking(EntryKind.PHASE_SET, [("phase_state", (1,))]):
            self._file.update(
                "phase_state", "id", 1, {"bound": bound, "phase": phase, "sub_phase": sub_phase}
            )
        return PhaseState(bound, phase, sub_phase)

    # --- flags and side penalties --------------------------------------------------------------

    def add_flag(
        self,
        unit: str,
        key: str,
        *,
        set_bound: int | None = None,
        expires_after: int | None = None,
    ) -> Flag:
        """Set a flag on a unit from `set_bound` (default: the current bound) to
        `expires_after` inclusive (None: until removed)."""
        self._file.writable()
        self._roster.unit(unit)
        with self._file.db.atomic():
            flag = self.insert_flag(unit, key, set_bound or self.phase().bound, expires_after, None)
            self._journalled_insert(EntryKind.FLAG_ADDED, "flags", flag.id)
        return flag

    def _journalled_insert(self, kind: EntryKind, table: str, row_id: int) -> None:
        self._journal.write_changes(kind, [(table, (row_id,))], [None])

    def insert_flag(
        self, unit: str, key: str, set_bound: int, expires_after: int | None, roll: int | None
    ) -> Flag:
        record = f"flag {key!r} of unit {unit!r}"
        check_key(record, key)
        validate_bound(record, "set_bound", set_bound)
        if expires_after is not None:
            validate_bound(record, "expires_after", expires_after)
            if expires_after < set_bound:
                raise RosterError(
                    f"{record}: expires_after: bound {expires_after} is before the flag is set "
                    f"(bound {set_bound})",
                    "expires_after",
                )
        cursor = self._file.execute(
            "INSERT INTO flags (unit, key, set_bound, expires_after, roll) VALUES (?, ?, ?, ?, ?)",
            (unit, key, set_bound, expires_after, roll),
        )
        return Flag(cursor.lastrowid or 0, unit, key, set_bound, expires_after, roll)

    def flags(
        self, unit: str | None = None, *, bound: int | None = None, key: str | None = None
    ) -> list[Flag]:
        """Flags held now, optionally of one unit or key; with `bound`, only those active then."""
        clauses, params = [], []
        for column, value in (("unit", unit), ("key", key)):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(value)
        if bound is not None:
            clauses.append("set_bound <= ? AND (expires_after IS NULL OR expires_after >= ?)")
            params += [bound, bound]
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        return [
            Flag(**row)
            for row in self._file.rows(f"SELECT * FROM flags {where} ORDER BY id", params)
        ]

    def expire_flags(self, bound: int) -> list[Flag]:
        """Remove the flags that expired before `bound` (call when `bound` starts); returns them."""
        self._file.writable()
        with self._file.db.atomic():
            gone = [
                Flag(**row)
                for row in self._file.rows(
                    "SELECT * FROM flags WHERE expires_after < ? ORDER BY id", [bound]
                )
            ]
            if gone:
                rows = read_rows(self._file.db.conn, "flags", "WHERE expires_after < ?", [bound])
                self._file.db.execute("DELETE FROM flags WHERE expires_after < ?", [bound])
                ops = [op for row in rows for op in changes("flags", row, None)]
                self._journal.write(EntryKind.FLAGS_EXPIRED, ops=ops)
        return gone

    def add_side_penalty(
        self, side: str, value: int, *, until_bound: int, from_bound: int | None = None
    ) -> SidePenalty:
        """A modifier on all of a side's rolls from `from_bound` (default now) to `until_bound`."""
        self._file.writable()
        with self._file.db.atomic():
            penalty = self.insert_penalty(
                side, value, from_bound or self.phase().bound, until_bound, None
            )
            self._journalled_insert(EntryKind.SIDE_PENALTY_ADDED, "side_penalties", penalty.id)
        return penalty

    def insert_penalty(
        self, side: str, value: int, from_bound: int, until_bound: int, roll: int | None
    ) -> SidePenalty:
        record = f"side penalty of {side!r}"
        if not self._roster.side_exists(side):
            raise RosterError(f"{record}: side: no side {side!r} in this game", "side")
        if not isinstance(value, int) or isinstance(value, bool) or value == 0:
            raise RosterError(f"{record}: value: must be a non-zero whole number", "value")
        validate_bound(record, "from_bound", from_bound)
        validate_bound(record, "until_bound", until_bound)
        if until_bound < from_bound:
            raise RosterError(f"{record}: until_bound: ends before it starts", "until_bound")
        row = {
            "side": side,
            "value": value,
            "from_bound": from_bound,
            "until_bound": until_bound,
            "roll": roll,
        }
        penalty_id = self._file.insert("side_penalties", row)
        return SidePenalty(id=penalty_id, **row)

    def side_penalties(
        self, side: str | None = None, *, bound: int | None = None
    ) -> list[SidePenalty]:
        clauses, params = [], []
        if side is not None:
            clauses.append("side = ?")
            params.append(side)
        if bound is not None:
            clauses.append("from_bound <= ? AND until_bound >= ?")
            params += [bound, bound]
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._file.rows(f"SELECT * FROM side_penalties {where} ORDER BY id", params)
        return [SidePenalty(**row) for row in rows]

    def side_penalty(self, side: str, bound: int) -> int:
        """The sum of a side's penalties active in `bound` (0 when none)."""
        return sum(p.value for p in self.side_penalties(side, bound=bound))

    def set_by_roll(self, what: str, key: str, sequence: int) -> bool:
        """Whether roll `sequence` set a flag ("flag") on unit `key`, or a side penalty
        ("side_penalty") on side `key`, that is still held."""
        table, column, _ = _HELD[what]
        sql = f"SELECT 1 FROM {table} WHERE {column} = ? AND roll = ?"
        return self._file.one(sql, (key, sequence)) is not None

    def remove_latest(self, what: str, key: str, payload: Any) -> None:
        """Remove the latest flag ("flag") of unit `key`, or side penalty ("side_penalty") of
        side `key`, that matches `payload` (the effect's `from`); RollError if none does."""
        assert isinstance(payload, dict)
        table, column, fields = _HELD[what]
        row = self._file.db.execute(
            f"SELECT id FROM {table} WHERE {column} = ? AND {fields[0]} = ? AND {fields[1]} IS ? "
            "ORDER BY id DESC LIMIT 1",
            (key, payload[fields[0]], payload[fields[1]]),
        ).fetchone()
        if row is None:
            raise RollError(f"{key} holds no {table[:-1].replace('_', ' ')} {payload}")
        self._file.db.execute(f"DELETE FROM {table} WHERE id = ?", (row[0],))


def _order(row: dict[str, Any]) -> Order:
    return Order(
        bound=row["bound"],
        unit=row["unit"],
        text=row["text"],
        parts=tuple(json.loads(row["parts"])),
        status=row["status"],
        updated=row["updated"],
    )
