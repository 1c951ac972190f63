"""What the file keeps beside the log, proven from it: the pack copies and the unit index.

The log names the pack of every roll by its content hash and keeps a copy of each pack
(`packs`), which the console rolls with and the reports read the tables from: a copy
changed under its own hash would have every later roll name the pack as shipped while it
reads other values. `pack_copy_problem` loads each copy and checks it gives its hash. A
copy that does not load as a pack at all is left: nothing can roll with it, and a game's
copy may be one this version cannot read.

`roll_units` lists, for each unit, the rolls that involve it: the log viewer's and the
reports' filter by unit reads it. A roll taken out of it would vanish from "every roll of
my battalion" while the log still verifies, so `unit_index_problem` proves it equals the
units each roll names (in its hashed row).
"""

from __future__ import annotations

import sqlite3

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.draws import Problem


def pack_copy_problem(conn: sqlite3.Connection) -> Problem | None:
    """The first pack copy that loads as a pack but does not give the hash it is kept
    under, or is kept under another id or version than its own, or None."""
    from ba_console.packs import PackError, parse_pack_text

    copies = conn.execute("SELECT hash, pack_id, version, toml FROM packs ORDER BY rowid")
    for digest, pack_id, version, toml in copies:
        try:
            pack = parse_pack_text(toml, source=f"pack {pack_id}")
        except (PackError, ValueError, TypeError, RecursionError):
            continue
        if pack.content_hash != digest:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "the copy of pack {pack} ({hash}…) does not give its hash: its tables were "
                    "changed after it was stored",
                ),
                pack=pack_id,
                hash=str(digest)[:16],
            )
        # The id and version the game shows are the copy's own ("" : a version not kept).
        if pack_id != pack.id or version not in ("", str(pack.version)):
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "the copy of pack {hash}… is kept as {shown}, but it is {pack} {version}",
                ),
                hash=str(digest)[:16],
                shown=f"{pack_id} {version}".strip(),
                pack=pack.id,
                version=pack.version,
            )
    return None


def unit_index_problem(conn: sqlite3.Connection) -> tuple[int, Problem] | None:
    """The first roll the unit index lists under a unit it does not name, or does not list
    under a unit it names, with why; None when the index is the log's."""
    # One pass over the log, each roll's units parsed once: each unit looked up in the index,
    # and the units of each list counted (an element of a list has a whole-number key: the
    # count is the sum of json_array_length, which counts none outside a list).
    # Readers read `units` with Python as a list of text (`codec.decode_row`): a roll whose
    # units are anything else (an object: SQLite reads every member, Python of a key
    # written twice the last; a number, a list in the list) cannot be read, and is named
    # here. Units that are not a list are walked as `[0]`, an element that is not text.
    listed, missing, unread = conn.execute(
        "SELECT count(CASE WHEN typeof(j.key) = 'integer' THEN 1 END), min(CASE WHEN NOT "
        "EXISTS (SELECT 1 FROM roll_units u WHERE u.unit = j.value AND u.sequence = "
        "r.sequence) THEN r.sequence END), min(CASE WHEN j.type != 'text' THEN r.sequence "
        "END) FROM rolls r, json_each(CASE WHEN r.units LIKE '[%' THEN r.units ELSE '[0]' "
        "END) j"
    ).fetchone()
    if unread is not None and (missing is None or unread <= missing):
        return unread, Problem.of(
            QT_TRANSLATE_NOOP("verify", "it is not written as the console writes it")
        )
    if missing is not None:
        unit = conn.execute(
            "SELECT j.value FROM rolls r, json_each(r.units) j WHERE r.sequence = ? AND NOT "
            "EXISTS (SELECT 1 FROM roll_units u WHERE u.unit = j.value AND u.sequence = ?) "
            "LIMIT 1",
            (missing, missing),
        ).fetchone()[0]
        return missing, Problem.of(
            QT_TRANSLATE_NOOP(
                "verify",
                "the index of each unit's rolls does not list it for {record}, which it "
                "involves: a filter by unit would not show it",
            ),
            record=unit,
        )
    if conn.execute("SELECT count(*) FROM roll_units").fetchone()[0] == listed:
        return None
    extra = conn.execute(
        "SELECT u.sequence, u.unit FROM roll_units u WHERE NOT EXISTS (SELECT 1 FROM rolls r, "
        "json_each(r.units) j WHERE r.sequence = u.sequence AND j.value = u.unit) "
        "ORDER BY u.sequence LIMIT 1"
    ).fetchone()
    if extra is None:  # a roll naming a unit twice: the store never writes one
        return None
    sequence, unit = extra
    if conn.execute("SELECT 1 FROM rolls WHERE sequence = ?", (sequence,)).fetchone() is None:
        return sequence, Problem.of(
            QT_TRANSLATE_NOOP(
                "verify",
                "the index of each unit's rolls lists roll {roll} for {record}, but the log has "
                "no roll {roll}: it was removed",
            ),
            roll=sequence,
            record=unit,
        )
    return sequence, Problem.of(
        QT_TRANSLATE_NOOP(
            "verify",
            "the index of each unit's rolls lists it for {record}, which it does not involve",
        ),
        record=unit,
    )
