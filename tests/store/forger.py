"""A forger with the console's own code: edits a closed game file, then recomputes every hash.

What a hostile umpire can do with a copy of ba-console and SQLite: drop the triggers,
change or remove rolls, draws and state journal entries, and compute every later hash,
link and seal again with the console's own functions (`codec.row_hash`, `draws.record_hash`,
`journal.entry_hash`, `seals.seal_code`). What is left for `verify` to find is only what
no hash can show: the seals the players wrote down.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ba_console.store.codec import ROLL_COLUMNS, canonical_json, row_hash
from ba_console.store.draws import record_hash
from ba_console.store.journal import ENTRY_COLUMNS, entry_hash
from ba_console.store.seals import Seal, seal_code

Edit = Callable[[dict[str, Any]], None]


def raw(path: Path) -> sqlite3.Connection:
    """The file as SQLite gives it to anyone, its append-only triggers dropped."""
    conn = sqlite3.connect(path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    return conn


def forge(
    path: Path,
    *,
    rolls: dict[int, Edit] | None = None,
    drop_rolls_from: int | None = None,
    drop_draws_from: int | None = None,
    drop_entries_after_roll: int | None = None,
    journal: dict[int, Edit] | None = None,
    reseal: bool = True,
    draw_records: dict[int, Callable[[str], str]] | None = None,
) -> None:
    """Edit rolls (by sequence) and state journal entries (`journal`, by number), drop the
    last rolls, draws and the journal entries written after a roll, then recompute every
    draw hash, roll hash, journal hash and (unless `reseal` is false: a forger who leaves
    the seal rows as the players saw them) every seal. `draw_records` rewrites a draw's
    record (by number) as text once it is linked again: spelled otherwise than the console
    writes it."""
    conn = raw(path)
    commitment = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    if drop_rolls_from is not None:
        conn.execute("DELETE FROM roll_units WHERE sequence >= ?", (drop_rolls_from,))
        conn.execute("DELETE FROM console_draw_uses WHERE sequence >= ?", (drop_rolls_from,))
        conn.execute("DELETE FROM rolls WHERE sequence >= ?", (drop_rolls_from,))
    if drop_draws_from is not None:
        conn.execute("DELETE FROM console_draw_uses WHERE draw >= ?", (drop_draws_from,))
        conn.execute("DELETE FROM console_draws WHERE draw >= ?", (drop_draws_from,))
    if drop_entries_after_roll is not None:
        conn.execute("DELETE FROM state_log WHERE after_roll >= ?", (drop_entries_after_roll,))
    # The ledger: every draw linked and hashed again.
    previous, draw_hashes, ledger = commitment, {}, []
    for number, key, record in conn.execute(
        "SELECT draw, key, record FROM console_draws ORDER BY draw"
    ).fetchall():
        data = json.loads(record)
        data["prev_hash"] = previous
        record = (draw_records or {}).get(number, str)(canonical_json(data))
        previous = draw_hashes[number] = record_hash(record)
        ledger.append((number, key, record, previous))
    edits = journal or {}
    entries = [
        dict(zip(ENTRY_COLUMNS, row, strict=True))
        for row in conn.execute(f"SELECT {', '.join(ENTRY_COLUMNS)} FROM state_log ORDER BY entry")
    ]
    chained: list[dict[str, Any]] = []
    journal_head = commitment

    def rechain_entries(upto: int, roll_hash: str) -> None:
        """The entries written after roll `upto`, tied to its new hash and chained again."""
        nonlocal journal_head
        while entries and entries[0]["after_roll"] <= upto:
            entry = entries.pop(0)
            edits.get(entry["entry"], lambda entry: None)(entry)
            entry["roll_head"] = roll_hash
            entry["prev_hash"] = journal_head
            journal_head = entry["hash"] = entry_hash(*(entry[name] for name in ENTRY_COLUMNS[:-1]))
            chained.append(entry)

    log, previous, last = [], commitment, 0
    for stored in conn.execute(
        f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls ORDER BY sequence"
    ).fetchall():
        row = dict(zip(ROLL_COLUMNS, stored, strict=True))
        rechain_entries(last, previous)
        (rolls or {}).get(row["sequence"], lambda row: None)(row)
        row["prev_hash"] = previous
        if row["last_draw"] is not None:
            row["draw_head"] = draw_hashes[row["last_draw"]]
        if row["kind"] == "seal" and reseal:  # the seal the forger's log gives, as logged
            text = Seal(row["bound"], seal_code(row["bound"], previous, journal_head)).text
            row["outcome"] = canonical_json({"key": text, "label": text})
        previous = row["hash"] = row_hash(tuple(row[name] for name in ROLL_COLUMNS[:-1]))
        last = row["sequence"]
        log.append(tuple(row.values()))
    rechain_entries(10**9, previous)
    conn.execute("DELETE FROM console_draws")
    conn.executemany("INSERT INTO console_draws VALUES (?, ?, ?, ?)", ledger)
    conn.execute("DELETE FROM rolls")
    marks = ", ".join("?" * len(ROLL_COLUMNS))
    conn.executemany(f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({marks})", log)
    conn.execute("DELETE FROM state_log")
    conn.executemany(
        f"INSERT INTO state_log ({', '.join(ENTRY_COLUMNS)}) VALUES "
        f"({', '.join('?' * len(ENTRY_COLUMNS))})",
        [tuple(entry[name] for name in ENTRY_COLUMNS) for entry in chained],
    )
    conn.commit()
    conn.close()


def edit_in_place(path: Path, sql: str, params: tuple[Any, ...] = ()) -> None:
    """Run `sql` (an UPDATE or DELETE) on the file with its append-only triggers dropped,
    then put them back as they were, and nothing re-chained: a forger who leaves no trace
    in the schema, and a row whose stored hash no longer matches it."""
    conn = sqlite3.connect(path)
    triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _sql in triggers:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute(sql, params)
    for _name, trigger in triggers:
        conn.execute(trigger)
    conn.commit()
    conn.close()
