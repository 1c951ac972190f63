"""The game file's schema: migrations, the file's identity marks, and the checks on opening.

A game file is an SQLite database whose header carries ba-console's
`application_id` and, as `user_version`, the schema version. Both sit in the
first 100 bytes, so `probe_file` can refuse a foreign, newer or truncated file by
reading those bytes, before SQLite touches it: opening never writes a table (or a
WAL file) into someone else's database. Migrations are `sqlite_utils.Migrations`;
each one ends by setting `user_version` to its own number. Schema 2 adds the
console dice ledger (`console_draws`, `console_draw_uses`) and, on every log row,
the ledger's head when the row was logged (`last_draw`, `draw_head`). The state journal
(`state_log`, see `journal.py`) only adds a table: a game without it still opens
read-only (verify says its state is not journalled yet) and gets it on its first
writable open. Schema 4 lets the dice seed leave the file (`seeds.py`); a reader does
without it too.

sqlite-utils is loaded when it is first needed (a write through it, a migration), not on
opening: a game opens and reads through the bare sqlite3 connection (`GameDatabase`), and
the window's first frame does not wait for sqlite-utils' own imports (some 75 ms). Dice
draws and rolls do without it too (`Transaction`).
"""

from __future__ import annotations

import errno
import itertools
import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import DamagedGameError, GameFileError
from ba_console.store.kinds import SEAL_KIND, SEED_CUSTODY_KIND

if TYPE_CHECKING:
    from sqlite_utils import Database, Migrations

    from ba_console.store.wal import WalScan

APPLICATION_ID = int.from_bytes(b"BAgm", "big")
SCHEMA_VERSION = 4
MIGRATION_SET = "ba_console"
SQLITE_MAGIC = b"SQLite format 3\x00"

KNOWN_MIGRATIONS: list[str] = []
_STEPS: list[tuple[str, Callable[[Database], None]]] = []
_migration_set: Migrations | None = None


def _migration(name: str):  # noqa: ANN202 - a decorator factory
    def register(step: Callable[[Database], None]) -> Callable[[Database], None]:
        KNOWN_MIGRATIONS.append(name)
        _STEPS.append((name, step))
        return step

    return register


def migration_set() -> Migrations:
    """The game's `sqlite_utils.Migrations`, made (and sqlite-utils loaded) on first use."""
    global _migration_set
    if _migration_set is None:
        from sqlite_utils import Migrations

        steps = Migrations(MIGRATION_SET)
        for name, step in _STEPS:
            steps(name=name)(step)
        _migration_set = steps
    return _migration_set


# Tables whose rows are evidence: never updated, never deleted.
APPEND_ONLY_TABLES = (
    "rolls",
    "roll_units",
    "packs",
    "dice_seed",
    "console_draws",
    "console_draw_uses",
    "state_log",
)
# Migrations a read-only open may leave pending: they only add tables the readers check for,
# or change what a writer may do, not what is read (the seed leaving the file).
READABLE_WITHOUT = frozenset({"0003_state_journal", "0004_seed_out_of_the_file"})


def _append_only(db: Database, tables: tuple[str, ...]) -> None:
    for table in tables:
        for action, verb in (("UPDATE", "changed"), ("DELETE", "deleted")):
            db.execute(
                f"CREATE TRIGGER {table}_append_only_{action.lower()} BEFORE {action} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: rows cannot be {verb}'); END"
            )


@_migration("0001_initial")
def _initial(db: Database) -> None:
    db["packs"].create(
        {"hash": str, "pack_id": str, "version": str, "toml": str, "added": str},
        pk="hash",
        not_null={"pack_id", "version", "toml", "added"},
    )
    db["game"].create(
        {
            "id": int,
            "title": str,
            "date": str,
            "notes": str,
            "dice_mode": str,
            "seed_commitment": str,
            "created": str,
            "pack_hash": str,
        },
        pk="id",
        not_null={"title", "notes", "dice_mode", "seed_commitment", "created", "pack_hash"},
        foreign_keys=[("pack_hash", "packs", "hash")],
    )
    db["dice_seed"].create({"id": int, "seed": bytes}, pk="id", not_null={"seed"})
    db["phase_state"].create(
        {"id": int, "bound": int, "phase": str, "sub_phase": str},
        pk="id",
        not_null={"bound", "phase"},
    )
    db["sides"].create({"key": str, "name": str, "position": int}, pk="key", not_null={"name"})
    db["commanders"].create(
        {
            "key": str,
            "name": str,
            "side": str,
            "level": str,
            "parent": str,
            "rating": str,
            "fallen": int,
            "replaced_by": str,
            "position": int,
        },
        pk="key",
        not_null={"name", "side", "level", "rating", "fallen"},
        foreign_keys=[
            ("side", "sides", "key"),
            ("parent", "commanders", "key"),
            ("replaced_by", "commanders", "key"),
        ],
    )
    db["orderlies"].create(
        {"key": str, "commander": str, "name": str, "fallen": int, "position": int},
        pk="key",
        not_null={"commander", "name", "fallen"},
        foreign_keys=[("commander", "commanders", "key")],
    )
    db["units"].create(
        {
            "key": str,
            "name": str,
            "side": str,
            "commander": str,
            "arm": str,
            "type": str,
            "figures_start": int,
            "figures": int,
            "gunners_start": int,
            "gunners": int,
            "valour_start": int,
            "valour": int,
            "disorder": str,
            "formation": str,
            "supplies_left": int,
            "light": int,
            "marksmen": int,
            "position": str,
            "roster_order": int,
        },
        pk="key",
        not_null={
            "name",
            "side",
            "arm",
            "type",
            "figures_start",
            "figures",
            "gunners_start",
            "gunners",
            "valour_start",
            "valour",
            "disorder",
            "formation",
            "light",
            "marksmen",
            "position",
        },
        foreign_keys=[("side", "sides", "key"), ("commander", "commanders", "key")],
    )
    db["orders"].create(
        {
            "bound": int,
            "unit": str,
            "text": str,
            "parts": str,
            "status": str,
            "updated": str,
        },
        pk=("bound", "unit"),
        not_null={"text", "parts", "status", "updated"},
        foreign_keys=[("unit", "units", "key")],
    )
    db["flags"].create(
        {
            "id": int,
            "unit": str,
            "key": str,
            "set_bound": int,
            "expires_after": int,
            "roll": int,
        },
        pk="id",
        not_null={"unit", "key", "set_bound"},
        foreign_keys=[("unit", "units", "key")],
    )
    db["flags"].create_index(["unit", "key"])
    db["side_penalties"].create(
        {
            "id": int,
            "side": str,
            "value": int,
            "from_bound": int,
            "until_bound": int,
            "roll": int,
        },
        pk="id",
        not_null={"side", "value", "from_bound", "until_bound"},
        foreign_keys=[("side", "sides", "key")],
    )
    db["rolls"].create(
        {
            "sequence": int,
            "time": str,
            "bound": int,
            "phase": str,
            "sub_phase": str,
            "kind": str,
            "units": str,
            "sides": str,
            "cell": str,
            "outcome_typed": int,
            "outcome": str,
            "effects": str,
            "note": str,
            "pack_hash": str,
            "voids": int,
            "void_reason": str,
            "prev_hash": str,
            "hash": str,
        },
        pk="sequence",
        not_null={
            "time",
            "bound",
            "phase",
            "kind",
            "units",
            "sides",
            "outcome_typed",
            "effects",
            "note",
            "pack_hash",
            "prev_hash",
            "hash",
        },
        foreign_keys=[("pack_hash", "packs", "hash")],
    )
    db["rolls"].create_index(["bound", "sequence"])
    db["rolls"].create_index(["kind", "sequence"])
    db.execute("CREATE INDEX idx_rolls_voids ON rolls (voids) WHERE voids IS NOT NULL")
    # Units involved in each roll, so that one unit's rolls are an index lookup. Without
    # rowid, the table is that index and nothing more: one B-tree to write per roll.
    db.execute(
        "CREATE TABLE roll_units (unit TEXT NOT NULL, sequence INTEGER NOT NULL "
        "REFERENCES rolls (sequence), PRIMARY KEY (unit, sequence)) STRICT, WITHOUT ROWID"
    )
    _append_only(db, ("rolls", "roll_units", "packs", "dice_seed"))
    db.execute(
        "CREATE TRIGGER game_commitment_fixed BEFORE UPDATE OF seed_commitment ON game "
        "BEGIN SELECT RAISE(ABORT, 'the seed commitment cannot be changed'); END"
    )
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")


@_migration("0002_console_draws")
def _console_draws(db: Database) -> None:
    """The console dice ledger: every draw shown, written before its faces are shown.

    A draw is stored as the canonical JSON that is hashed (`record`), so the
    verifier hashes it without assembling it; `key` ("kind/role/count/sides") is
    only the index the console finds a pending draw by, never evidence.
    `console_draw_uses` says which roll used which draw (one roll per draw at
    most); the truth stays in the rolls' hashed sides, which verify reads.
    """
    db.execute("ALTER TABLE rolls ADD COLUMN last_draw INTEGER")
    db.execute("ALTER TABLE rolls ADD COLUMN draw_head TEXT")
    db.execute(
        "CREATE TABLE console_draws (draw INTEGER PRIMARY KEY, key TEXT NOT NULL, "
        "record TEXT NOT NULL, hash TEXT NOT NULL) STRICT"
    )
    db.execute("CREATE INDEX idx_console_draws_key ON console_draws (key, draw)")
    db.execute(
        "CREATE TABLE console_draw_uses (draw INTEGER PRIMARY KEY "
        "REFERENCES console_draws (draw), sequence INTEGER NOT NULL "
        "REFERENCES rolls (sequence)) STRICT"
    )
    _append_only(db, ("console_draws", "console_draw_uses"))
    db.execute("PRAGMA user_version = 2")


@_migration("0003_state_journal")
def _state_journal(db: Database) -> None:
    """The state journal: every change of the roster, orders, flags, phase, side penalties
    and game record that is not a roll's effect, hash-chained (`journal.py`).

    `record` is the canonical JSON that is hashed with the entry's other columns;
    `after_roll` and `roll_head` tie each entry to the roll log as it stood (the last roll
    and its hash, the seed commitment before any roll), so the replay in `verify` knows
    where each entry falls between the rolls, and a seal covers both chains.
    """
    db.execute(
        "CREATE TABLE state_log (entry INTEGER PRIMARY KEY, after_roll INTEGER NOT NULL, "
        "roll_head TEXT NOT NULL, time TEXT NOT NULL, kind TEXT NOT NULL, "
        "record TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL) STRICT"
    )
    db.execute("CREATE INDEX idx_state_log_after_roll ON state_log (after_roll, entry)")
    _append_only(db, ("state_log",))
    db.execute("PRAGMA user_version = 3")


@_migration("0004_seed_out_of_the_file")
def _seed_out_of_the_file(db: Database) -> None:
    """The secret dice seed leaves the game file (`seeds.py`): a console that opens the game
    keeps the seed in its data folder and deletes the row, logged as a `seed_custody` row,
    so a copy of the file holds no seed. Deleting it was forbidden; changing it still is."""
    db.execute("DROP TRIGGER IF EXISTS dice_seed_append_only_delete")
    db.execute("PRAGMA user_version = 4")


def blocks_reading(pending: list[str]) -> bool:
    """Whether a read-only open must refuse a file with these migrations pending."""
    return any(name not in READABLE_WITHOUT for name in pending)


def probe_file(path: Path, *, wal: bool = True) -> WalScan | None:
    """Refuse a file that is not a ba-console game this version can read, without opening it.

    Reads only the 100-byte SQLite header: magic string, application id, schema
    version, page size and page count (for truncation); and, with `wal`, its -wal
    (`check_wal`: what it returns, a -wal whose last transaction SQLite would drop).
    """
    try:
        found = path.stat()
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{path}: no such game file"), path=path
            ) from None
        raise GameFileError.of(
            QT_TRANSLATE_NOOP("store", "{path}: cannot read the file: {error}"),
            path=path,
            error=exc.strerror,
        ) from None
    if stat.S_ISDIR(found.st_mode):
        raise GameFileError.of(
            QT_TRANSLATE_NOOP("store", "{path} is a folder, not a game file"), path=path
        )
    if not stat.S_ISREG(found.st_mode):  # a pipe or a device: reading it could wait forever
        raise GameFileError.of(
            QT_TRANSLATE_NOOP("store", "{path} is not a file (a pipe or a device): not a game"),
            path=path,
        )
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
        size = path.stat().st_size
    except OSError as exc:
        raise GameFileError.of(
            QT_TRANSLATE_NOOP("store", "{path}: cannot read the file: {error}"),
            path=path,
            error=exc.strerror,
        ) from None
    wal_path = f"{path}-wal"
    if not header and os.path.exists(wal_path) and os.path.getsize(wal_path) > 0:
        # Created and never checkpointed (a crash right after creation): only SQLite can tell.
        return check_wal(path) if wal else None
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        if not header:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{path} is empty: it is not a ba-console game"),
                path=path,
            )
        # A game's own damage, not another kind of file: zeros where the header stood (a
        # disk or a copy that failed), or a database cut within its header.
        if len(header) == 100 and not any(header):
            raise DamagedGameError.of(
                QT_TRANSLATE_NOOP(
                    "store",
                    "{path} is damaged: its first page, the game's header, is zeros. It was "
                    "left unchanged: restore it from a backup copy.",
                ),
                path=path,
            )
        if len(header) < 100 and header.startswith(SQLITE_MAGIC):
            raise DamagedGameError.of(
                QT_TRANSLATE_NOOP(
                    "store",
                    "{path} is damaged: the file is cut short ({size} bytes, less than its "
                    "header). Restore it from a backup copy.",
                ),
                path=path,
                size=len(header),
            )
        raise GameFileError.of(
            QT_TRANSLATE_NOOP(
                "store", "{path} is not a ba-console game (it is not an SQLite database)"
            ),
            path=path,
        )
    application_id = int.from_bytes(header[68:72], "big")
    if application_id != APPLICATION_ID:
        raise GameFileError.of(
            QT_TRANSLATE_NOOP(
                "store",
                "{path} is an SQLite database but not a ba-console game; it was left unchanged",
            ),
            path=path,
        )
    check_schema_version(path, int.from_bytes(header[60:64], "big"))
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    pages_valid = header[24:28] == header[92:96] and pages > 0
    # A file shorter than its header says is whole if its -wal holds every page beyond its
    # end: a checkpoint cut short by a full disk wrote the header and the pages it could.
    if (
        pages_valid
        and size < pages * page_size
        and not _wal_holds(Path(wal_path), page_size, range(size // page_size + 1, pages + 1))
    ):
        raise DamagedGameError.of(
            QT_TRANSLATE_NOOP(
                "store",
                "{path} is damaged: the file is cut short ({size} of {expected} bytes). "
                "Restore it from a backup copy.",
            ),
            path=path,
            size=size,
            expected=pages * page_size,
        )
    return check_wal(path) if wal else None


WAL_DROPS_COMMITS = QT_TRANSLATE_NOOP(
    "store",
    "{path} is damaged: its -wal file, {wal}, holds a frame at byte {offset} that fails "
    "SQLite's checksum (a byte changed, or a damaged sector), and SQLite would drop it and "
    "all written after it in silence, {count} saved changes: opened, the game would lose the "
    "rolls logged after byte {offset} of {wal}, and what is left would verify as a shorter "
    "log. It was left unchanged. Keep {name} and {wal} together, as they are: ba-console "
    "backup makes a byte-for-byte copy of both, as evidence.",
)


# A -wal whose last transaction only SQLite would drop (`WalScan.loses_last_only`): the game
# opens, without that change, and the umpire is told; a writer keeps a byte-for-byte copy
# of the game and its -wal as found first (`LAST_CHANGE_COPIED`), a reader writes nothing.
LAST_CHANGE_COPIED = QT_TRANSLATE_NOOP(
    "store",
    "The last change written to {name} before the console stopped could not be read, and it "
    "is not in the game: its -wal file, {wal}, holds a frame at byte {offset} that fails "
    "SQLite's checksum (a write cut short by a power cut or a crash, or a changed byte). It "
    "may have been a roll: check the table against the log. The game and its -wal as they "
    "were found are kept, byte for byte, in {copy} and {copy_wal}.",
)
LAST_CHANGE_READ_ONLY = QT_TRANSLATE_NOOP(
    "store",
    "The last change written to {name} before the console stopped could not be read, and it "
    "is not in the game as read here: its -wal file, {wal}, holds a frame at byte {offset} "
    "that fails SQLite's checksum (a write cut short by a power cut or a crash, or a changed "
    "byte). It may have been a roll: check the table against the log. Read only, nothing was "
    "copied or changed: keep {name} and {wal} together, as they are (opened for play, the "
    "console first keeps a byte-for-byte copy of both beside it).",
)


def check_wal(path: Path) -> WalScan | None:
    """Refuse (`DamagedGameError`, `WAL_DROPS_COMMITS`) a game whose -wal holds a frame
    SQLite's recovery stops at with commits of the same generation after it: opened, the
    game would lose them in silence, and SQLite trims the -wal at its next checkpoint. Read
    before SQLite touches the -wal, and only read. A -wal that is a link is not read (SQLite
    refuses it itself). Returns the -wal's account when SQLite would drop its last
    transaction only (`WalScan.loses_last_only`: perhaps never acknowledged), for the
    caller to keep a copy and say so; else None."""
    found = Path(f"{path.resolve()}-wal")
    if found.is_symlink() or not found.is_file():
        return None
    from ba_console.store import wal as wal_file  # (only once there is one)

    read = wal_file.scan_file(found)
    if read is None or not read.loses_commits:
        return read if read is not None and read.loses_last_only else None
    raise DamagedGameError.of(
        WAL_DROPS_COMMITS,
        path=path,
        wal=found.name,
        name=path.name,
        offset=read.first_invalid,
        count=read.dropped_commits,
    )


def _wal_holds(wal: Path, page_size: int, pages: range) -> bool:
    """Whether the -wal `wal` has a frame of each of `pages` (page numbers from 1) in its
    current generation (the frames whose salts are its header's), read without SQLite,
    which would write a -shm beside the game to read it. (Checksums are SQLite's to check:
    a torn frame is then met by its page check.)"""
    frame = 24 + page_size
    found: set[int] = set()
    try:
        with wal.open("rb") as handle:
            header = handle.read(32)
            if len(header) < 32 or int.from_bytes(header[8:12], "big") != page_size:
                return False
            while len(head := handle.read(24)) == 24:
                if head[8:16] != header[16:24]:
                    break  # an older generation's frames follow: not read by SQLite
                found.add(int.from_bytes(head[0:4], "big"))
                handle.seek(frame - 24, os.SEEK_CUR)
    except OSError:
        return False
    return all(page in found for page in pages)


def check_schema_version(path: Path, version: int) -> None:
    if version > SCHEMA_VERSION:
        raise GameFileError.of(
            QT_TRANSLATE_NOOP(
                "store",
                "{path} was written by a newer ba-console (game schema {version}; this version "
                "reads up to {newest}). Update ba-console to open it.",
            ),
            path=path,
            version=version,
            newest=SCHEMA_VERSION,
        )


JOURNAL_STEP = "0003_state_journal"


def journal_step_applied(conn: sqlite3.Connection) -> bool:
    """Whether the file says it has had the state journal (`_state_journal`): its schema
    version, or its record of its schema steps, is that step's or a later one's. The
    console wrote the journal's first entry in the open that added it."""
    if conn.execute("PRAGMA user_version").fetchone()[0] >= 3:
        return True
    recorded = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlite_migrations'"
    ).fetchone()
    if recorded is None:
        return False
    later = KNOWN_MIGRATIONS[KNOWN_MIGRATIONS.index(JOURNAL_STEP) :]
    found = conn.execute(
        "SELECT 1 FROM _sqlite_migrations WHERE migration_set = ? AND name IN "
        f"({', '.join('?' * len(later))})",
        (MIGRATION_SET, *later),
    ).fetchone()
    return found is not None


# What only a console that keeps the state journal writes into the hashed log (every other
# row it writes hashes as an older console's does: the pinned rows). A seal covers the
# journal's head and came with it; a `seed_custody` row, with schema 4; a factor typed from
# the book (`"typed":true`, canonical JSON), after both.
_ONLY_WITH_A_JOURNAL = (SEAL_KIND, SEED_CUSTODY_KIND)
_TYPED_FACTOR = '"typed":true'


def journal_kept_at(conn: sqlite3.Connection) -> int | None:
    """The first roll of the log that only a console keeping the state journal writes (a
    seal, a move of the seed, a factor typed from the book), or None. In a file that says
    it was made before the journal (`journal_step_applied` false), such a roll says the
    journal was removed and the schema record set back. Read only for such a file."""
    marks = ", ".join("?" * len(_ONLY_WITH_A_JOURNAL))
    return conn.execute(
        f"SELECT min(sequence) FROM (SELECT min(sequence) AS sequence FROM rolls WHERE kind "
        f"IN ({marks}) UNION ALL SELECT min(sequence) FROM rolls WHERE instr(sides, ?) > 0)",
        (*_ONLY_WITH_A_JOURNAL, _TYPED_FACTOR),
    ).fetchone()[0]


JOURNAL_SET_BACK = QT_TRANSLATE_NOOP(
    "store",
    "{path} cannot be opened for play: it says it was made before the state journal, yet "
    "roll {roll} was logged by a console that keeps a state journal. The journal was removed "
    "and the file's record of its schema set back, so its roster cannot be proven, and a "
    "console opening it for play would take the roster as it now stands. It was left "
    "unchanged.",
)


def check_migrations(path: Path, db: GameDatabase) -> list[str]:
    """Names of pending migrations; refuses a file with migrations this version does not know.

    Reads sqlite-utils' record of them (`_sqlite_migrations`, as `Migrations.applied`
    does) straight from the connection."""
    conn = db.conn
    recorded = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlite_migrations'"
    ).fetchone()
    applied = (
        [
            row[0]
            # Every column, as sqlite-utils reads them: the table's own pages are read (an
            # index alone could answer for the names), so damage there is found on opening.
            for row in conn.execute(
                "SELECT name, * FROM _sqlite_migrations WHERE migration_set = ? ORDER BY rowid",
                (MIGRATION_SET,),
            )
        ]
        if recorded
        else []
    )
    unknown = [name for name in applied if name not in KNOWN_MIGRATIONS]
    if unknown:
        raise GameFileError.of(
            QT_TRANSLATE_NOOP(
                "store",
                "{path} was written by a newer ba-console (it has schema steps {steps}). "
                "Update ba-console to open it.",
            ),
            path=path,
            steps=", ".join(unknown),
        )
    return [name for name in KNOWN_MIGRATIONS if name not in applied]


class Transaction:
    """A block's writes, all or none, as sqlite-utils' `Database.atomic` makes them: `BEGIN`
    and `COMMIT` (a `ROLLBACK` when the block or the commit raises); inside a transaction
    already, a savepoint, rolled back to and released when the block raises.

    The store's own, so that a dice draw or a roll does not load sqlite-utils (some 75 ms,
    the first time) nor pay for its generator-based context manager on every write."""

    __slots__ = ("_conn", "_savepoint")

    _numbers = itertools.count(1)

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._savepoint: str | None = None

    def __enter__(self) -> None:
        conn = self._conn
        if conn.in_transaction:
            self._savepoint = f"atomic_{next(self._numbers)}"
            conn.execute(f"SAVEPOINT {self._savepoint}")
        else:
            conn.execute("BEGIN")

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        conn, savepoint = self._conn, self._savepoint
        if savepoint is not None:
            # An error such as a RAISE(ROLLBACK) trigger can end the whole transaction,
            # savepoints included: then there is nothing to roll back to.
            if kind is not None and conn.in_transaction:
                conn.execute(f"ROLLBACK TO SAVEPOINT {savepoint}")
            if kind is None or conn.in_transaction:
                conn.execute(f"RELEASE SAVEPOINT {savepoint}")
        elif kind is not None:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
        else:
            try:
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise


class GameDatabase:
    """The game's sqlite3 connection (`conn`), its transactions (`atomic`), and sqlite-utils'
    `Database` on it, made when first asked for (`database`, or the few of its methods the
    store uses: `execute`, `db[table]`).

    Set up as `Database(conn)` sets a connection up (recursive triggers on), so what runs
    on the connection does not depend on when sqlite-utils was loaded."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._database: Database | None = None
        conn.execute("PRAGMA recursive_triggers = on")

    @property
    def database(self) -> Database:
        if self._database is None:
            from sqlite_utils import Database

            self._database = Database(self.conn, strict=True)
        return self._database

    def atomic(self) -> Transaction:
        """A transaction around the block (`Transaction`): committed when it ends, rolled
        back when it raises; inside another, a savepoint."""
        return Transaction(self.conn)

    def execute(self, sql: str, parameters: Any = None) -> sqlite3.Cursor:
        return self.database.execute(sql, parameters)

    def enable_wal(self) -> None:
        """WAL while open (as sqlite-utils' `enable_wal` does, without loading it: a closed
        game is in rollback-journal mode, and every open switches it)."""
        if self.journal_mode != "wal":
            with self.conn:
                self.conn.execute("PRAGMA journal_mode = wal")

    def __getitem__(self, table: str) -> Any:
        return self.database[table]

    @property
    def journal_mode(self) -> str:
        return self.conn.execute("PRAGMA journal_mode").fetchone()[0]

    def close(self) -> None:
        self.conn.close()


def read_only_uri(path: Path) -> str:
    """The URI a reader opens `path` with: `mode=ro`, so nothing is written; and
    `immutable=1` when no console has the file open (no `-lock`) and nothing pending beside
    it (no `-wal`, no `-journal`) can change what it holds, and either its header says WAL
    or its folder cannot be written.

    A closed game is in rollback-journal mode, and `mode=ro` alone reads it without a
    trace. A game closed by an older console stays in WAL mode, and a plain reader of it
    would leave an empty `-wal` and a `-shm` behind (or fail on a read-only medium); its
    `-wal` is gone once closed, so the file holds all of it. A game open in a console has
    its `-wal`, and is read through it."""
    real = path.resolve()
    uri = f"{real.as_uri()}?mode=ro"
    # Writes pending beside it: read it as it changes. They are beside the file itself,
    # where a symbolic link to it leads.
    if any(os.path.exists(f"{real}{companion}") for companion in ("-wal", "-journal")):
        return uri
    says_wal = header_says_wal(path)
    # A console writing it (its lock): read it as it changes. But a file in WAL mode
    # without its -wal is open nowhere (SQLite keeps the -wal while any connection is
    # open): its lock is one left by a process that ended without closing the game, and a
    # plain reader would leave a -wal and a -shm beside it, which would hide what it is.
    if os.path.exists(f"{real}-lock") and not says_wal:
        return uri
    if says_wal or not _folder_writable(path.resolve().parent):
        return f"{uri}&immutable=1"
    return uri


# From this schema on, every console closes a game as one file, in rollback-journal mode.
FIRST_CLOSED_AS_ONE_FILE = 4


def copied_without_wal(path: Path) -> bool:
    """Whether the file at `path` is a copy of a game taken while it was open in a console
    (or after a crash) without its `-wal`: in WAL mode, of a schema whose consoles close
    every game in rollback-journal mode, and no `-wal` beside it. Its latest writes were in
    that `-wal`: the copy lacks them.

    Or it is the game itself, which lacks nothing: a process that opened it (a script on
    the store, a console) ended without the console's close, and SQLite, closing the last
    connection as the process ended, wrote the `-wal` into the file and deleted it. That
    leaves the game's `-lock` beside it (`left_unclosed`); a copy of the file alone has
    none, and the game itself copied alone cannot be told from a copy taken while open:
    only the umpire knows (`Game.take_back`). A console killed (kill -9, a power cut)
    leaves its `-wal`, and the game opens whole from it: not this case."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError:
        return False
    return (
        len(header) == 100
        and header[18:20] == b"\x02\x02"
        and int.from_bytes(header[60:64], "big") >= FIRST_CLOSED_AS_ONE_FILE
        and not os.path.exists(f"{path.resolve()}-wal")
    )


def left_unclosed(path: Path) -> bool:
    """Whether `path` reads as copied while open (`copied_without_wal`) with the game's
    `-lock` still beside it: most likely the game itself, left open by a process that
    ended without the console's close (nothing lost), rather than a copy."""
    return copied_without_wal(path) and os.path.exists(f"{path.resolve()}-lock")


def header_says_wal(path: Path) -> bool:
    """Whether the game file at `path` says WAL mode in its SQLite header (bytes 18 and 19:
    2 and 2): its latest writes may be in its `-wal`, not one file. A file that cannot be
    read says nothing."""
    try:
        with path.open("rb") as handle:
            header = handle.read(20)
    except OSError:
        return False
    return header[18:20] == b"\x02\x02"


def _folder_writable(folder: Path) -> bool:
    """Whether files can be made in `folder`: a read-only mount or a folder the user may
    not write is neither."""
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return False
    except (OSError, AttributeError):  # no statvfs on Windows
        pass
    return os.access(folder, os.W_OK)


def connect(path: Path, *, read_only: bool, create: bool = False) -> GameDatabase:
    """The game's connection on `path`, with the game's connection settings.

    Opening never creates a missing file (mode=rw/ro); only `create` does. The
    journal mode is left alone here: switching to WAL writes the header, so the
    caller does it only after the file is known to be a game.
    """
    if read_only:
        uri = read_only_uri(path)
    else:
        uri = f"{path.resolve().as_uri()}?mode={'rwc' if create else 'rw'}"
    conn = sqlite3.connect(uri, uri=True, timeout=5.0)
    db = GameDatabase(conn)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = FULL")
    return db
