"""The open game file, as `Game` and its parts share it.

Creating a game file (schema, header, the pack copy, the dice seed, WAL) and opening one
(refusing, file untouched, anything this version cannot read; upgrading an older one),
the writer's lock (`lock.py`), closing, and the online backup. Then what every part
does before and while it writes: `writable` refuses a closed file, a read-only one, or
one that is no longer on disk where it was opened (`check_on_disk`); the clock; the
few SQL helpers the parts write and read with (straight to sqlite3 on the roll path,
where sqlite-utils' savepoints would cost; through sqlite-utils otherwise); the speed
caches (`caches.py`); and `log_state`, what the next log row or console draw needs from
the file.

One process at a time writes a game; any number may read it with `read_only=True`. A
game file is not thread-safe: use it from one thread.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store import schema
from ba_console.store.caches import Caches, LogState
from ba_console.store.errors import (
    DamagedGameError,
    GameError,
    GameFileError,
    GameFileGoneError,
    ReadOnlyGameError,
    RosterError,
    disk_refused,
    short_error,
)
from ba_console.store.kinds import SEED_REVEALED_KIND
from ba_console.store.lock import GameLock, held_as_found
from ba_console.store.models import DICE_MODES, PhaseState
from ba_console.store.outputs import check_output, check_writable, name_limit
from ba_console.store.schema import GameDatabase
from ba_console.store.seeds import SeedKeeper

if TYPE_CHECKING:
    from ba_console.store.wal import WalScan

Clock = Callable[[], datetime]
# What reading a game file may raise: the store's own errors, the disk's, and SQLite's on a
# file damaged where it is read (a page met only by a walk of the whole log).
READ_ERRORS: tuple[type[Exception], ...] = (GameError, OSError, ValueError, sqlite3.Error)
FIRST_PHASE = "ordering"
COPY_FAILED = QT_TRANSLATE_NOOP("store", "cannot write a copy to {path}: {error}")
COPY_FOLDER_READ_ONLY = QT_TRANSLATE_NOOP(
    "store",
    "cannot write a copy to {path}: the folder {folder} cannot be written to: choose a "
    "folder you can write to",
)
CANNOT_WRITE_FILE = QT_TRANSLATE_NOOP(
    "store",
    "{path} cannot be written (a read-only file or medium): nothing was changed. Open it "
    "read-only, or copy it to a folder you can write to.",
)
NAME_TOO_LONG = QT_TRANSLATE_NOOP(
    "store",
    "{name} is too long for a game file in {folder}: {length} bytes, and SQLite adds up to "
    "{more} more to name its companion files ({limit} at most). Choose a shorter name.",
)
HARD_LINKED = QT_TRANSLATE_NOOP(
    "store",
    "{path} has another name on this disk (a hard link): under two names, two consoles could "
    "write it at once. Open it read-only, or play on a copy (ba-console backup).",
)
COPIED_WHILE_OPEN = QT_TRANSLATE_NOOP(
    "store",
    "{path} is in WAL mode without its -wal file: it was copied while its game was open in a "
    "console, and may lack the rolls logged last; or a program ended without closing it, and "
    "it lacks nothing. Open it read-only. If it is the game itself, not a copy, the console "
    "window offers to play on from it once its log verifies (a seal is logged); if it is a "
    "copy, play on the original (or from what this one holds: ba-console backup makes a game of "
    "it).",
)
COPIED_EMPTY = QT_TRANSLATE_NOOP(
    "store",
    "{path} holds no game yet: it was copied while its game was open in a console (or after a "
    "crash) without its -wal file, which holds everything written so far. Copy the -wal "
    "beside it, or copy the game with ba-console backup.",
)
WAL_WITHOUT_SHM = QT_TRANSLATE_NOOP(
    "store",
    "{path}: its latest writes are in {wal}, which SQLite can read only beside a -shm file, and "
    "{folder} cannot be written: copy {name} and {wal} to a folder you can write to, and open "
    "the copy.",
)
DISK_REFUSED = QT_TRANSLATE_NOOP(
    "store",
    "{path} could not be opened for writing: the disk refused a write ({error}); it may be "
    "full, or failing. Nothing was changed: free some space, or copy the game to another disk "
    "(a backup copy), and open it again.",
)
NOT_CLOSED_WHOLE = QT_TRANSLATE_NOOP(
    "store",
    "{name} was closed, but not as one file ({error}: the disk is full, or another program has "
    "it open). Nothing is lost: the game is in two files in {folder}, {name} and {wal}, and "
    "whole only with both. Copy or move them together, never {name} alone (a backup copy of "
    "the game is one file). Opened and closed again once the disk has room and no other "
    "program has it open, it is one file again.",
)
FILE_GONE = QT_TRANSLATE_NOOP(
    "store",
    "{name} is no longer in {folder}: it was deleted, moved or replaced while open. "
    "Nothing was written to it.",
)

WAL_GONE = QT_TRANSLATE_NOOP(
    "store",
    "{wal}, which holds the latest writes to {name} until it is closed, is no longer in "
    "{folder}: it was deleted or replaced while open (a sync or clean-up program?). Nothing "
    "was written.",
)


class GameFile:
    """An open game file: its connection, lock, clock and caches (`Game._file`)."""

    def __init__(
        self,
        path: Path,
        db: GameDatabase,
        lock: GameLock | None,
        read_only: bool,
        clock: Clock,
        seeds: SeedKeeper,
    ) -> None:
        self.path = path
        self.read_only = read_only
        self.seeds = seeds  # where the game's secret dice seed rests (not in the file)
        self.db = db
        self.lock = lock
        self.clock = clock
        self.caches = Caches()
        # Whether this open added the state journal's table (a new game, an old game's first
        # writable open): only then does the journal begin with a snapshot (`StateJournal`).
        self.journal_added = False
        # The file this connection writes, as the disk knew it when opened: a sync tool or a
        # re-mounted stick can take it away while the connection goes on writing into a
        # file no longer on disk, lost on close (`check_on_disk`). None when read-only.
        self._disk_path = path.absolute()
        self._on_disk = None if read_only else _file_identity(self._disk_path)
        # Its -wal too, which holds the latest writes until the close: one deleted while open
        # (a sync tool) leaves the writes in a file no other program sees, lost in a crash.
        self._wal_path = Path(f"{self._disk_path}-wal")
        self._wal_on_disk = None if read_only else _open_wal(db, self._wal_path)
        # A copy taken while its game was open, without its -wal (`schema.copied_without_wal`):
        # only ever opened read-only.
        self.copied_while_open = read_only and schema.copied_without_wal(path)
        # Said once a writer's close could not make the game one file again (`close`).
        self.not_closed_whole: GameFileError | None = None
        # A reader's copy of the game in memory (`open`, `in_memory`), and the file and its
        # -wal as they stood when it was read (`file_stamp`, taken before the read).
        self.in_memory = False
        # The name of a copy of that copy, read by a check in another thread
        # (`copy_for_check`); None for any other.
        self.copy_uri: str | None = None
        self.read_as: FileStamp | None = None
        # Said on opening: the -wal's last transaction could not be read, and is not in the
        # game (`schema.LAST_CHANGE_COPIED`, `LAST_CHANGE_READ_ONLY`); None when all was read.
        self.last_change_unread: GameFileError | None = None

    @classmethod
    def create(
        cls,
        path: str | Path,
        *,
        title: str,
        pack_toml: str,
        pack_id: str,
        pack_hash: str,
        pack_version: str = "",
        dice_mode: str = "console",
        date: str | None = None,
        notes: str = "",
        seed: bytes | None = None,
        now: datetime | None = None,
        clock: Clock,
        seeds: SeedKeeper,
        first_phase: str = FIRST_PHASE,
    ) -> GameFile:
        """Create a new game file at `path` (which must not exist) and open it for writing
        (`Game.create`). The seed is kept by `seeds`, not in the
        file; the file holds its commitment. The game stands at `first_phase` of bound 1."""
        path = Path(path)
        if not isinstance(title, str) or not title.strip():
            raise RosterError("game: title: must not be empty", field="title")
        check_dice_mode(dice_mode)
        for name, value in (("pack_id", pack_id), ("pack_hash", pack_hash)):
            if not isinstance(value, str) or not value:
                raise RosterError(f"game: {name}: must not be empty", field=name)
        import secrets  # both load OpenSSL (hmac): not on the way to the first frame

        from ba_console.core.fair_dice import SEED_BYTES, commitment

        seed = secrets.token_bytes(SEED_BYTES) if seed is None else seed
        if len(seed) != SEED_BYTES:
            raise ValueError(f"the dice seed must be {SEED_BYTES} bytes")
        check_name_length(path)
        if path.exists() or Path(f"{path}-wal").exists():
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store", "{path} already exists: choose another name, or open it"
                ),
                path=path,
            )
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = GameLock.acquire(path)
        db: GameDatabase | None = None
        kept_now = False
        try:
            kept_now = seeds.keep(seed, title.strip())
            db = schema.connect(path, read_only=False, create=True)
            # Schema first in rollback-journal mode, so the header (application id,
            # schema version) is in the main file from the start; then WAL.
            schema.migration_set().apply(db.database)
            db.enable_wal()
            created = format_time(now or clock())
            with db.atomic():
                db["packs"].insert(
                    {
                        "hash": pack_hash,
                        "pack_id": pack_id,
                        "version": pack_version,
                        "toml": pack_toml,
                        "added": created,
                    }
                )
                db["game"].insert(
                    {
                        "id": 1,
                        "title": title.strip(),
                        "date": date,
                        "notes": notes,
                        "dice_mode": dice_mode,
                        "seed_commitment": commitment(seed),
                        "created": created,
                        "pack_hash": pack_hash,
                    }
                )
                db["phase_state"].insert(
                    {"id": 1, "bound": 1, "phase": first_phase, "sub_phase": None}
                )
        except BaseException:
            if db is not None:
                db.close()
            lock.release()
            remove_game_files(path)
            if kept_now:
                seeds.forget(commitment(seed))
            raise
        file = cls(path, db, lock, False, clock, seeds)
        file.journal_added = True
        return file

    @classmethod
    def open(
        cls,
        path: str | Path,
        read_only: bool,
        *,
        clock: Clock,
        seeds: SeedKeeper,
        taken_back: bool = False,
        check_pages: bool = True,
        check_wal: bool = True,
        lock: GameLock | None = None,
        in_memory: bool = False,
    ) -> GameFile:
        """Open an existing game file (`Game.open`); `taken_back`: one that reads as copied
        while open, on the umpire's word that it is the game itself (`Game.take_back`).
        `check_pages`: SQLite reads every page first (`_check_pages`); verify, which names
        the first roll it cannot read, opens without. `check_wal`: its -wal read first
        (`schema.check_wal`); a reader beside this process's own writer opens without (the
        writer's SQLite reads the -wal through its index, and never recovers it). `lock`:
        the writer's lock on it, taken
        by the caller before it checked the file (the file then owns it, and releases it
        on a refusal too). `in_memory` (read-only only): the game is read into memory at
        once and the file let go of (`_into_memory`)."""
        path = Path(path)
        if in_memory and not read_only:
            raise ValueError("only a read-only game is read into memory")
        try:
            torn = schema.probe_file(path, wal=check_wal)
            if not read_only and not os.access(path, os.W_OK):
                raise ReadOnlyGameError.of(CANNOT_WRITE_FILE, path=path)
            # The writer's lock and SQLite's -wal are found by name: a second name (a hard
            # link) would have its own, and a second writer with them.
            if not read_only and _link_count(path) > 1:
                raise GameFileError.of(HARD_LINKED, path=path)
            # Played on, such a copy would be a second, shorter version of the game.
            if not read_only and not taken_back and schema.copied_without_wal(path):
                raise GameFileError.of(COPIED_WHILE_OPEN, path=path)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        if not read_only and lock is None:
            lock = GameLock.acquire(path)
        unread: GameFileError | None = None
        if torn is not None:
            try:
                unread = _last_change_unread(path, torn, lock)
            except BaseException:
                if lock is not None:
                    lock.release()
                raise
        db: GameDatabase | None = None
        journal_added = False
        read_as = file_stamp(path) if read_only else None  # before the read: none missed
        try:
            db = schema.connect(path, read_only=read_only)
            pending = cls._check_file(path, db, read_only)
            if check_pages:
                _check_pages(path, db)
            if in_memory:
                db = _into_memory(db)
            if not read_only:
                if schema.JOURNAL_STEP in pending:
                    set_back = schema.journal_kept_at(db.conn)
                    if set_back is not None:  # not laundered: no journal begun from it
                        raise GameFileError.of(schema.JOURNAL_SET_BACK, path=path, roll=set_back)
                if pending:
                    schema.migration_set().apply(db.database)
                journal_added = schema.JOURNAL_STEP in pending
                if db.journal_mode != "wal":
                    db.enable_wal()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            # (SQLite's message may quote a damaged schema's bytes, which Python cannot
            # decode: a UnicodeDecodeError is the same damage.)
            _close_quietly(db, lock)
            if "readonly" in str(exc):  # the medium refused the first write
                raise ReadOnlyGameError.of(CANNOT_WRITE_FILE, path=path) from None
            if not read_only and disk_refused(exc):  # switching it to WAL, or its -wal
                raise GameFileError.of(DISK_REFUSED, path=path, error=short_error(exc)) from None
            if read_only and _wal_without_shm(path):
                wal = Path(f"{path}-wal")
                raise GameFileError.of(
                    WAL_WITHOUT_SHM, path=path, wal=wal.name, folder=path.parent, name=path.name
                ) from None
            # Past `probe_file`, the header is a game's: what SQLite cannot read is damage
            # (but a lock or an I/O error is the disk's, not the file's).
            damaged = not isinstance(exc, sqlite3.OperationalError)
            raise (DamagedGameError if damaged else GameFileError).of(
                QT_TRANSLATE_NOOP("store", "{path} is damaged or not a ba-console game ({error})"),
                path=path,
                error=short_error(exc),
            ) from None
        except BaseException:
            _close_quietly(db, lock)
            raise
        file = cls(path, db, lock, read_only, clock, seeds)
        file.journal_added = not read_only and journal_added
        file.in_memory = in_memory
        file.read_as = read_as
        file.last_change_unread = unread
        return file

    def copy_for_check(self) -> GameFile:
        """A copy of this copy in memory (`in_memory`), for a check of the game in another
        thread (`check_copy`), which reads it while this one's window reads its own: the
        file is not read again, nor held. Named (`copy_uri`, in SQLite's shared cache): a
        check that compares it with the copy checked before attaches that one by name
        (`verify_parallel.carry_over`); it lasts while a connection to it is open."""
        if not self.in_memory:
            raise ValueError("only a game read into memory is copied for a check")
        import secrets  # loads OpenSSL (through hmac): not on the way to the first frame

        uri = f"file:ba-console-check-{secrets.token_hex(12)}?mode=memory&cache=shared"
        conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        try:
            self.db.conn.backup(conn)
            conn.execute("PRAGMA query_only = ON")
            file = GameFile(self.path, GameDatabase(conn), None, True, self.clock, self.seeds)
        except BaseException:
            conn.close()
            raise
        file.in_memory = True
        file.copy_uri = uri
        return file

    def written_since_read(self) -> bool:
        """Whether the game's file or its -wal was written since this reader opened it
        (another console's commit, its checkpoint, its close): for a copy in memory
        (`in_memory`), whether the file may hold more than the copy."""
        return self.read_only and file_stamp(self.path) != self.read_as

    @staticmethod
    def _check_file(path: Path, db: GameDatabase, read_only: bool) -> list[str]:
        """Checks that need SQLite (the header may be stale while a WAL is pending)."""
        if db.conn.execute("PRAGMA application_id").fetchone()[0] != schema.APPLICATION_ID:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store", "{path} is an SQLite database but not a ba-console game"
                ),
                path=path,
            )
        schema.check_schema_version(path, db.conn.execute("PRAGMA user_version").fetchone()[0])
        pending = schema.check_migrations(path, db)
        if read_only and schema.blocks_reading(pending):
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store",
                    "{path} was written by an older ba-console and must be upgraded: "
                    "open it once without read-only",
                ),
                path=path,
            )
        if not schema.blocks_reading(pending):
            if db.conn.execute("SELECT count(*) FROM game").fetchone()[0] != 1:
                if schema.copied_without_wal(path):
                    raise GameFileError.of(COPIED_EMPTY, path=path)
                raise DamagedGameError.of(
                    QT_TRANSLATE_NOOP("store", "{path} is damaged: it has no game record"),
                    path=path,
                )
            # Touch the end of the log: a cut-short file fails here, not mid-game.
            db.conn.execute("SELECT * FROM rolls ORDER BY sequence DESC LIMIT 1").fetchall()
        return pending

    def close(self) -> None:
        """Close the file and release the writer's lock. Safe to call twice.

        A writer leaves the game as one file: its WAL checkpointed into it and the file back
        in rollback-journal mode (WAL only while open), so a closed game is complete
        without its `-wal` and opens read-only anywhere, a read-only medium included.
        When that is refused (a full disk, a reader holding the file), the game stays whole
        in WAL mode, with its `-wal`: `not_closed_whole` then says so, and what to do."""
        if self.db is not None:
            refused = None
            if not self.read_only:
                refused = leave_self_contained(self.db.conn)
            with contextlib.suppress(sqlite3.Error):  # its own checkpoint, on a full disk
                self.db.close()
            self.db = None  # type: ignore[assignment]
            if not self.read_only and schema.header_says_wal(self.path):
                wal = Path(f"{self.path}-wal")
                self.not_closed_whole = GameFileError.of(
                    NOT_CLOSED_WHOLE,
                    name=self.path.name,
                    wal=wal.name,
                    folder=self.path.absolute().parent,
                    error=short_error(refused or "database is locked"),
                )
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def backup(self, target: str | Path) -> Path:
        """Write a consistent copy of the game to `target`, a new file ("save a copy").

        Uses SQLite's online backup, so it is safe while the game is open (also
        read-only); the copy is a complete game that opens on its own.
        """
        target = Path(target)
        # A copy is a game: SQLite names its -journal after it while it writes.
        check_name_length(target)
        if not target.parent.is_dir():
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store", "cannot write a copy to {path}: there is no folder {folder}"
                ),
                path=target,
                folder=target.parent,
            )
        if target.exists() or target.is_symlink():
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{path} already exists: choose another name"),
                path=target,
            )
        # Nor a name SQLite would take for this game's companion (its -wal while closed).
        check_output(target, game=self.path)
        try:
            check_writable(target)  # tried, and removed again: SQLite would not say why
        except OSError:
            folder = target.absolute().parent
            raise GameFileError.of(COPY_FOLDER_READ_ONLY, path=target, folder=folder) from None
        try:
            copy = sqlite3.connect(target)
        except sqlite3.Error as exc:
            raise GameFileError.of(COPY_FAILED, path=target, error=exc) from None
        try:
            self.db.conn.backup(copy)
            # The pages copied say WAL when the game is open: the copy is one closed file.
            copy.execute("PRAGMA journal_mode = DELETE")
            _without_seed(copy)
        except BaseException as exc:
            copy.close()
            target.unlink(missing_ok=True)
            if isinstance(exc, sqlite3.Error) and _unreadable(exc):
                # The game's own damage (met where SQLite's cache did not hold the page),
                # not the copy's: the byte copy (`copy_as_is`) is what can be saved.
                raise DamagedGameError.of(
                    DAMAGED_NO_COPY, path=self.path, error=short_error(exc)
                ) from None
            if isinstance(exc, sqlite3.Error):  # a full or read-only disk, a lost stick
                raise GameFileError.of(COPY_FAILED, path=target, error=exc) from None
            raise
        copy.close()
        return target

    def copy_as_is(self, target: str | Path) -> list[Path]:
        """The byte-for-byte copy of this game's file and its -wal (`copy_as_is`): what can
        be saved of a game damaged while open (`backup` raises `DamagedGameError`). A
        writer copies it between its own writes, under its own lock."""
        return copy_as_is(self.path, target, locked=self.lock is not None)

    def writable(self) -> None:
        """Refuse a write (`GameFileError`, `ReadOnlyGameError`, `GameFileGoneError`) to a
        closed file, a read-only one, or one no longer on disk where it was opened."""
        if self.db is None:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{name} is closed"), name=self.path.name
            )
        if self.read_only:
            raise ReadOnlyGameError.of(
                QT_TRANSLATE_NOOP("store", "{name} is open read-only; nothing was changed"),
                name=self.path.name,
            )
        # Once per transaction: the writes inside one were checked when it began.
        if not self.db.conn.in_transaction:
            self.check_on_disk()

    def check_on_disk(self) -> None:
        """Raise `GameFileGoneError` when the game's file is no longer the one opened at its
        path (deleted, moved or replaced since): writes would go on "succeeding" into a file
        nobody can open again. One `stat`, cheap before every write. The connection still
        reads the whole game, so `backup` still saves it."""
        if self._on_disk is None:
            return
        now = _file_identity(self._disk_path)
        if not _same(now, self._on_disk):
            raise GameFileGoneError.of(
                FILE_GONE, name=self.path.name, folder=self._disk_path.parent
            )
        wal = _file_identity(self._wal_path)
        if self._wal_on_disk is None:  # none at open (`_open_wal`): the one made since
            self._wal_on_disk = wal
        elif not _same(wal, self._wal_on_disk):
            raise GameFileGoneError.of(
                WAL_GONE,
                name=self.path.name,
                wal=self._wal_path.name,
                folder=self._disk_path.parent,
            )

    def now(self, moment: datetime | None = None) -> str:
        """`moment`, or the clock's time, as the file stores times."""
        return format_time(moment or self.clock())

    # Reads go straight to the sqlite3 connection: rolls are appended in a loop the umpire
    # waits on, and sqlite-utils' query() wraps every SELECT in a savepoint.
    def one(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> Any:
        row = self.db.conn.execute(sql, params).fetchone()
        return None if row is None else row[0]

    def rows(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[dict[str, Any]]:
        cursor = self.db.conn.execute(sql, params)
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor]

    def execute(self, sql: str, params: tuple[Any, ...] | list[Any]) -> sqlite3.Cursor:
        """A write: straight to the connection inside a transaction (the roll path), else
        through sqlite-utils, which commits the statement's implicit transaction."""
        conn = self.db.conn
        if conn.in_transaction:
            return conn.execute(sql, params)
        return self.db.execute(sql, params)

    def update(self, table: str, key_column: str, key: Any, values: dict[str, Any]) -> None:
        assignments = ", ".join(f"{column} = ?" for column in values)
        self.execute(
            f"UPDATE {table} SET {assignments} WHERE {key_column} = ?", [*values.values(), key]
        )

    def insert(self, table: str, values: dict[str, Any]) -> int:
        columns = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        cursor = self.execute(
            f"INSERT INTO {table} ({columns}) VALUES ({marks})", list(values.values())
        )
        return cursor.lastrowid or 0

    def log_state(self, *, keep_head: bool = False) -> LogState:
        """Everything a new log row needs from the file, in one query (two when the log's
        head is not cached). `keep_head`: the caller's transaction has written nothing yet
        (it began with this call), so the head read is committed and may be cached."""
        conn = self.db.conn
        head = self.caches.log_head
        if head is None:
            row = conn.execute(
                "SELECT coalesce((SELECT max(sequence) FROM rolls), 0) + 1, coalesce((SELECT "
                "hash FROM rolls ORDER BY sequence DESC LIMIT 1), g.seed_commitment), (SELECT "
                "sequence FROM rolls WHERE kind = ? ORDER BY sequence LIMIT 1) FROM game g",
                (SEED_REVEALED_KIND,),
            ).fetchone()
            head = (row[0], row[1], row[2])
            if keep_head:
                self.caches.log_head = head
        row = conn.execute(
            "SELECT g.pack_hash, g.dice_mode, d.draw, d.hash, p.bound, p.phase, p.sub_phase "
            "FROM game g, phase_state p LEFT JOIN console_draws d "
            "ON d.draw = (SELECT max(draw) FROM console_draws)",
        ).fetchone()
        return LogState(head[0], head[1], row[0], row[1], head[2], row[2], row[3],
                         PhaseState(row[4], row[5], row[6]))  # fmt: skip


def _without_seed(copy: sqlite3.Connection) -> None:
    """A copy holds no seed bytes: a game made before the seed left the file, copied before
    a console moved it out, has it deleted from the copy, its bytes zeroed (the copy's
    schema then lacks only the trigger that migration 0003 drops anyway)."""
    if copy.execute("SELECT count(*) FROM dice_seed").fetchone()[0] == 0:
        return
    copy.execute("PRAGMA secure_delete = ON")
    with copy:
        copy.execute("DROP TRIGGER IF EXISTS dice_seed_append_only_delete")
        copy.execute("DELETE FROM dice_seed")
    copy.execute("VACUUM")  # no page of the copy keeps the row's old bytes


def leave_self_contained(conn: sqlite3.Connection) -> sqlite3.Error | None:
    """Checkpoint the WAL into the game file and put the file back in rollback-journal
    mode, so that it is complete on its own once closed. Another console's reader (a
    check of the log in a thread) may hold the file a moment; after half a second of
    waiting, or on a disk that refuses the writes, the game stays in WAL mode, complete
    with its `-wal`, until the next close: the error is returned (nothing is lost)."""
    if conn.in_transaction:
        return None  # closing drops what was not committed; a checkpoint would wait on it
    try:
        conn.execute("PRAGMA busy_timeout = 500")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA journal_mode = DELETE")
    except sqlite3.Error as exc:
        return exc
    return None


def close_whole(path: Path) -> GameFileError | None:
    """Make the closed game at `path`, left in two files by its close (`not_closed_whole`:
    a reader held it), one file again: under the writer's lock, the checkpoint and the
    switch back to rollback-journal mode, nothing else (the file is not opened as a game).
    Why it is still in two files, or None (also when another console has it open now: it
    closes it as one)."""
    try:
        lock = GameLock.acquire(path)
    except GameError:
        return None
    try:
        # Its -wal read first: one SQLite would cut short is kept as it is, and said.
        torn = schema.check_wal(path)
    except DamagedGameError as exc:
        lock.release()
        return exc
    if torn is not None:  # its last change unread: kept for a writable open to copy first
        lock.release()
        return _last_change_unread(path, torn, None)
    refused: sqlite3.Error | None = None
    try:
        db = schema.connect(path, read_only=False)
        try:
            refused = leave_self_contained(db.conn)
        finally:
            with contextlib.suppress(sqlite3.Error):
                db.close()
    except sqlite3.Error as exc:
        refused = exc
    finally:
        lock.release()
    if not schema.header_says_wal(path):
        return None
    return GameFileError.of(
        NOT_CLOSED_WHOLE,
        name=path.name,
        wal=f"{path.name}-wal",
        folder=path.absolute().parent,
        error=short_error(refused or "database is locked"),
    )


def remove_game_files(path: Path) -> None:
    """Delete a game file and its SQLite sidecars (after a creation that did not finish)."""
    for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        leftover.unlink(missing_ok=True)


# The longest suffix SQLite (or the console's lock) gives a file beside a game: "-journal".
_COMPANION_SUFFIX = len("-journal")


def check_name_length(path: Path) -> None:
    """Refuse (`GameFileError`) a game's name whose companion files (`-journal`, `-wal`,
    `-lock`) the file system could not name: SQLite would fail half-way through."""
    length = len(os.fsencode(path.name))
    limit = name_limit(path.parent)
    if length + _COMPANION_SUFFIX > limit:
        raise GameFileError.of(
            NAME_TOO_LONG,
            name=path.name,
            folder=path.parent,
            length=length,
            more=_COMPANION_SUFFIX,
            limit=limit,
        )


def check_dice_mode(dice_mode: Any) -> None:
    if dice_mode not in DICE_MODES:
        raise RosterError(
            f"game: dice_mode: {dice_mode!r} is not one of {', '.join(DICE_MODES)}",
            field="dice_mode",
        )


def format_time(moment: datetime) -> str:
    """ISO 8601 to the second, with offset; a naive time is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat(timespec="seconds")


def _file_identity(path: Path) -> tuple[int, int] | None:
    """The file at `path` as the disk names it (device, inode); None if there is none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


# The game's file and its -wal as a reader found them: each (device, inode, size, time of
# the last write), None for a file not there.
FileStamp = tuple[tuple[int, int, int, int] | None, ...]


def file_stamp(path: Path) -> FileStamp:
    """The game's file at `path` and its -wal, as written last (`GameFile.read_as`): every
    commit of a writer changes its -wal, every checkpoint and close the file. Readers
    change neither (their traces are in the -shm), so a reader's own read leaves it as it
    was. (Written twice within the file system's clock tick, at the same size, the file
    could look unchanged: File › Reload reads it anyway.)"""
    real = path.resolve()
    stamps: list[tuple[int, int, int, int] | None] = []
    for one in (real, Path(f"{real}-wal")):
        try:
            found = os.stat(one)
        except OSError:
            stamps.append(None)
        else:
            stamps.append((found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns))
    return tuple(stamps)


def _into_memory(db: GameDatabase) -> GameDatabase:
    """The game read from `db`, a reader of its file, into a database in memory, and the
    file closed: a window that only shows the game holds no connection to it, which would
    keep the console writing it from making it one file when it closes (`close`). SQLite's
    backup reads every page in one read transaction (a consistent snapshot, a few ms for
    an evening's game) and writes nothing to the file or beside it. The copy refuses
    writes (`query_only`), as the file would."""
    memory = sqlite3.connect(":memory:")
    try:
        db.conn.backup(memory)
        memory.execute("PRAGMA query_only = ON")
        copy = GameDatabase(memory)
    except BaseException:
        memory.close()
        raise
    db.close()
    return copy


def _open_wal(db: GameDatabase, wal: Path) -> tuple[int, int] | None:
    """The writer's `-wal` as the disk names it at open: SQLite opens (or makes) it at the
    first read in WAL mode, so one is made first. Taken later (at the first write), a -wal
    deleted in between would be the one recorded, and the writes lost with it."""
    db.conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    return _file_identity(wal)


def _same(now: tuple[int, int] | None, opened: tuple[int, int]) -> bool:
    """Whether the file found `now` is the one `opened`. A file system without inode
    numbers (st_ino 0) can only tell that a file is there."""
    return now == opened or (now is not None and opened[1] == 0)


def _wal_without_shm(path: Path) -> bool:
    """A -wal beside the game, no -shm, and a folder where SQLite cannot make one: SQLite
    cannot read the -wal there."""
    real = path.resolve()
    wal, shm = Path(f"{real}-wal"), Path(f"{real}-shm")
    return wal.is_file() and not shm.exists() and not os.access(real.parent, os.W_OK)


def _link_count(path: Path) -> int:
    """How many names the file at `path` has on its disk (1 where links are unknown)."""
    try:
        return os.stat(path).st_nlink or 1
    except OSError:
        return 1


DAMAGED_PAGE = QT_TRANSLATE_NOOP(
    "store",
    "{path} is damaged: SQLite cannot read {error}. It was left unchanged: restore it from a "
    "backup copy (verify names the first roll it cannot read).",
)


CANNOT_READ_SOURCE = QT_TRANSLATE_NOOP(
    "store", "{path} cannot be read ({error}): is its disk or stick still there?"
)
DAMAGED_NO_COPY = QT_TRANSLATE_NOOP(
    "store",
    "{path} is damaged: SQLite cannot read part of it ({error}), so no game can be copied from it.",
)


def _unreadable(error: sqlite3.Error) -> bool:
    """Whether SQLite's `error` is a page of the game it cannot read (damage, or the disk
    failing to read it), not a refusal to write the copy."""
    name = getattr(error, "sqlite_errorname", "") or ""
    return name.startswith("SQLITE_CORRUPT") or name in (
        "SQLITE_NOTADB",
        "SQLITE_IOERR_READ",
        "SQLITE_IOERR_SHORT_READ",
    )


# What SQLite keeps beside a game and reads with it: a damaged game's copy keeps them too.
_PENDING_COMPANIONS = ("-wal", "-journal")

LAST_CHANGE_NOT_COPIED = QT_TRANSLATE_NOOP(
    "store",
    "{name} was not opened: the last change written to it before the console stopped could "
    "not be read (its -wal file, {wal}, holds a frame at byte {offset} that fails SQLite's "
    "checksum), and the byte-for-byte copy of the game and its -wal as found, kept before "
    "opening it, could not be written: {error} Nothing was changed. Make room on the disk "
    "and open it again, or open it read-only.",
)


def _last_change_unread(path: Path, torn: WalScan, lock: GameLock | None) -> GameFileError:
    """What is said of the game at `path` whose -wal's last transaction SQLite will drop
    (`torn`, `WalScan.loses_last_only`). A writer (`lock`, held) first keeps a byte-for-byte
    copy of the game and its -wal as found beside it, before SQLite reads (and later trims)
    the -wal: the first free name of "NAME-as-found.bagame", "NAME-as-found-2.bagame", …; a
    copy that cannot be written refuses the open (`LAST_CHANGE_NOT_COPIED`). A reader
    writes nothing."""
    said = {"name": path.name, "wal": f"{path.name}-wal", "offset": torn.first_invalid}
    if lock is None:
        return GameFileError.of(schema.LAST_CHANGE_READ_ONLY, **said)
    number = 1
    while True:
        ending = "-as-found" if number == 1 else f"-as-found-{number}"
        target = path.with_name(f"{path.stem}{ending}{path.suffix}")
        names = [target, *(Path(f"{target}{end}") for end in (*_PENDING_COMPANIONS, "-lock"))]
        if not any(name.exists() or name.is_symlink() for name in names):
            break
        number += 1
    try:
        written = copy_as_is(path, target, locked=True)
    except GameFileError as exc:
        raise GameFileError.of(LAST_CHANGE_NOT_COPIED, **said, error=str(exc)) from None
    copy_wal = written[1].name if len(written) > 1 else f"{target.name}-wal"
    return GameFileError.of(schema.LAST_CHANGE_COPIED, **said, copy=target, copy_wal=copy_wal)


def copy_as_is(path: str | Path, target: str | Path, *, locked: bool = False) -> list[Path]:
    """Copy the game file at `path` byte for byte to `target`, a new file, and what SQLite
    keeps beside it (its `-wal`, a `-journal`) beside `target` under the same endings: the
    rescue copy of a damaged game (`DamagedGameError`), which SQLite's backup cannot read.
    The copy is as damaged as the original, which is only read (never opened by SQLite:
    nothing is written to it or beside it). While it is read, no console may hold its
    writer's lock (`lock.held_as_found`: `GameInUseError`, nothing copied), unless the
    caller holds it (`locked`: the console that has it open, between its writes). Returns
    the files written; on any failure none is left (`GameFileError`)."""
    path, target = Path(path), Path(target)
    if not locked:
        with held_as_found(path):
            return copy_as_is(path, target, locked=True)
    real = path.resolve()
    # A -wal or -journal that is a link (to another game's, say) is not the game's: SQLite
    # refuses to read one, so the copy must not take it in as its own.
    pairs = [(real, target)] + [
        (Path(f"{real}{ending}"), Path(f"{target}{ending}"))
        for ending in _PENDING_COMPANIONS
        if Path(f"{real}{ending}").is_file() and not Path(f"{real}{ending}").is_symlink()
    ]
    check_name_length(target)
    check_output(target, force=False, game=path)
    # Nor beside a -wal or -journal SQLite would read as the copy's own.
    for ending in _PENDING_COMPANIONS:
        copy = Path(f"{target}{ending}")
        if copy.exists() or copy.is_symlink():
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{path} already exists: choose another name"),
                path=copy,
            )
    written: list[Path] = []
    reading_from: Path | None = None  # the file a failure was met reading (not the copy)
    try:
        for source, copy in pairs:
            reading_from = source
            with source.open("rb") as reading:
                reading_from = None
                with copy.open("xb") as writing:
                    written.append(copy)
                    while True:
                        reading_from = source
                        chunk = reading.read(1 << 20)
                        reading_from = None
                        if not chunk:
                            break
                        writing.write(chunk)
                    writing.flush()
                    os.fsync(writing.fileno())
    except OSError as exc:
        for copy in written:
            copy.unlink(missing_ok=True)
        error = exc.strerror or str(exc)
        if reading_from is not None:  # a stick pulled out, a sector the disk cannot read
            raise GameFileError.of(CANNOT_READ_SOURCE, path=reading_from, error=error) from None
        raise GameFileError.of(COPY_FAILED, path=target, error=error) from None
    return written


def _check_pages(path: Path, db: GameDatabase) -> None:
    """Refuse a file with a page SQLite cannot read (zeros from a bad sector, a stick pulled
    out mid-write) before anything reads the game or writes to it: met later, it stopped
    the window and the reports with SQLite's traceback, after the window had switched the
    damaged file to WAL mode. `PRAGMA quick_check` reads each page once (a few ms for an
    evening's log)."""
    answer = str(db.conn.execute("PRAGMA quick_check(1)").fetchone()[0])
    if answer != "ok":
        lines = [line for line in answer.splitlines() if not line.startswith("***")]
        where = short_error(" ".join(lines) or answer)
        raise DamagedGameError.of(DAMAGED_PAGE, path=path, error=where[:1].lower() + where[1:])


def _close_quietly(db: GameDatabase | None, lock: GameLock | None) -> None:
    if db is not None:
        with contextlib.suppress(sqlite3.Error):
            db.close()
    if lock is not None:
        lock.release()
