"""The game repository: one SQLite file per game, read and written only through `Game`.

`Game` is what the GUI controller and the CLI use: roster, orders, phase state,
flags, side penalties, the roll log and the console dice ledger. Every write is
validated here (not in the GUI) and every roll is written together with the
roster changes it causes in one transaction, so a crash leaves either both or
neither. Time comes from the `clock` given at create/open (tests pass a fixed
one) or a `time` argument.

Console dice are drawn by `console_faces`, which records the draw (its own number,
time, kind, role, dice and faces, hash-chained) before it returns the faces; the
draw stays pending until a roll logs it, and asking again for the same kind, role
and dice gives the pending draw, whatever was logged in between. So nothing shown
is rolled twice, and dice shown but never logged stay on record for `verify`.

One process at a time writes a game (see `lock.py`); any number may read it with
`read_only=True`. A `Game` is not thread-safe: use it from one thread.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import secrets
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from ba_console.core.fair_dice import SEED_BYTES, commitment, fair_faces, seed_from_hex
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store import schema
from ba_console.store.codec import ROLL_COLUMNS, decode_row, encode_row
from ba_console.store.draws import (
    ConsoleDraw,
    DrawVerifier,
    Problem,
    draw_key,
    parse_draw,
    record_hash,
)
from ba_console.store.errors import (
    GameFileError,
    GameFileGoneError,
    ReadOnlyGameError,
    RollError,
    RosterError,
)
from ba_console.store.lock import GameLock
from ba_console.store.models import (
    COMMANDER_FIELDS,
    DICE_MODES,
    LEVELS,
    ORDERLIES_PER_COMMANDER,
    ORDERLY_FIELDS,
    UNIT_FIELDS,
    Commander,
    Flag,
    GameInfo,
    Order,
    Orderly,
    PackCopy,
    PhaseState,
    Side,
    SidePenalty,
    Unit,
    check_key,
    validate_bound,
    validate_commander,
    validate_order,
    validate_orderly,
    validate_side,
    validate_unit,
    validate_unit_change,
)
from ba_console.store.records import (
    ADJUSTMENT_KIND,
    COMMANDER_EFFECTS,
    NUMERIC_UNIT_EFFECTS,
    ORDERLY_EFFECTS,
    RESERVED_KINDS,
    SEED_REVEALED_KIND,
    UNIT_EFFECTS,
    UNVOIDABLE_KINDS,
    VOID_KIND,
    Effect,
    LoggedRoll,
    Outcome,
    RollDraft,
    RollSide,
    check_name,
    trusted,
    with_draw,
)
from ba_console.store.schema import GameDatabase
from ba_console.store.verify import ChainVerifier, VerifyReport

if TYPE_CHECKING:  # verify_parallel is loaded by verify(): opening a game does not need it
    from ba_console.store.verify_parallel import VerifyWorkers

Clock = Callable[[], datetime]
FIRST_PHASE = "ordering"
COPY_FAILED = QT_TRANSLATE_NOOP("store", "cannot write a copy to {path}: {error}")
FILE_GONE = QT_TRANSLATE_NOOP(
    "store",
    "{name} is no longer in {folder}: it was deleted, moved or replaced while open. "
    "Nothing was written to it.",
)
# The names of a new commander's two orderlies when none are given (1.1.4); the GUI passes
# its translation (`add_commander`'s `orderly_name`).
ORDERLY_NAME = QT_TRANSLATE_NOOP("store", "Orderly {number} of {commander}")

_UNSET: Any = object()
_LOGGED_FIELDS = tuple(LoggedRoll.model_fields)
_ROLL_SELECT = ", ".join(f"r.{name}" for name in ROLL_COLUMNS)
_INSERT_ROLL = (
    f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({', '.join('?' for _ in ROLL_COLUMNS)})"
)


class _LogState(NamedTuple):
    sequence: int  # of the next row
    prev_hash: str
    pack_hash: str
    dice_mode: str
    revealed_at: int | None
    last_draw: int | None  # the console dice ledger's head: its latest draw and hash
    draw_head: str | None
    phase: PhaseState


@dataclasses.dataclass(slots=True)
class _AppendInputs:
    """What `append_roll` reads from the file, kept from the last append this connection
    committed, so the next append reads none of it: valid while the connection's
    `total_changes` is still `stamp`, that is while no row at all was written, changed or
    deleted since, by any path (the game lock keeps other processes out). A new console
    draw moves the ledger's head in `state` and the stamp with it."""

    stamp: int
    state: _LogState  # for the next row
    units: dict[str, dict[str, Any]]  # fields by key of the units rolls named, as committed


# Effects that write where `_AppendInputs` keeps nothing. The others must be unit effects
# (the units they change are followed through `_UnitCache`) to a value SQLite gives back as
# it is (light and marksmen are bools, read back as such), or the inputs are read afresh.
_UNKEPT_TABLE_EFFECTS = frozenset(("flag", "side_penalty"))
_STORED_AS_IS = frozenset((int, str, bool, type(None)))


def remove_game_files(path: Path) -> None:
    """Delete a game file and its SQLite sidecars (after a creation that did not finish)."""
    for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        leftover.unlink(missing_ok=True)


def check_dice_mode(dice_mode: Any) -> None:
    if dice_mode not in DICE_MODES:
        raise RosterError(
            f"game: dice_mode: {dice_mode!r} is not one of {', '.join(DICE_MODES)}",
            field="dice_mode",
        )


def utc_now() -> datetime:
    return datetime.now(UTC)


def format_time(moment: datetime) -> str:
    """ISO 8601 to the second, with offset; a naive time is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat(timespec="seconds")


class Game:
    """An open game file. Make one with `Game.create` or `Game.open`; close it (or use `with`)."""

    def __init__(
        self, path: Path, db: GameDatabase, lock: GameLock | None, read_only: bool, clock: Clock
    ) -> None:
        self.path = path
        self.read_only = read_only
        self._db = db
        self._lock = lock
        self._clock = clock
        self._seed_cache: bytes | None = None
        # The log's head (next sequence, last hash, seed reveal) as of the last commit of
        # this connection: only it writes while it holds the game lock, and the log is
        # append-only. None when unknown (read afresh): any row written inside an outer
        # transaction clears it, since that transaction may still roll back.
        self._log_head: tuple[int, str, int | None] | None = None
        # Draws this connection committed and no roll has used yet, by draw key: a roll
        # binds to them without reading them back. Cleared whenever a draw is made or used
        # inside an outer transaction (which may roll back); a key not here is read.
        self._shown: dict[str, ConsoleDraw] = {}
        # What the next append would read from the file, as the last append committed it
        # (and the draws made since moved the ledger's head); see `_AppendInputs`.
        self._append_inputs: _AppendInputs | None = None
        # The file this connection writes, as the disk knew it when opened: a sync tool or a
        # re-mounted stick can take it away while the connection goes on writing into a
        # file no longer on disk, lost on close (`check_on_disk`). None when read-only.
        self._disk_path = path.absolute()
        self._on_disk = None if read_only else _file_identity(self._disk_path)

    # --- opening and closing -------------------------------------------------------------

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
        clock: Clock | None = None,
    ) -> Game:
        """Create a new game file at `path` (which must not exist) and open it for writing.

        The dice seed is drawn with `secrets.token_bytes(32)` unless given; only its
        commitment is readable through `info` until `reveal_seed`.
        """
        path = Path(path)
        clock = clock or utc_now
        if not isinstance(title, str) or not title.strip():
            raise RosterError("game: title: must not be empty", field="title")
        check_dice_mode(dice_mode)
        for name, value in (("pack_id", pack_id), ("pack_hash", pack_hash)):
            if not isinstance(value, str) or not value:
                raise RosterError(f"game: {name}: must not be empty", field=name)
        seed = secrets.token_bytes(SEED_BYTES) if seed is None else seed
        if len(seed) != SEED_BYTES:
            raise ValueError(f"the dice seed must be {SEED_BYTES} bytes")
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
        try:
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
                db["dice_seed"].insert({"id": 1, "seed": seed})
                db["phase_state"].insert(
                    {"id": 1, "bound": 1, "phase": FIRST_PHASE, "sub_phase": None}
                )
        except BaseException:
            if db is not None:
                db.close()
            lock.release()
            remove_game_files(path)
            raise
        return cls(path, db, lock, False, clock)

    @classmethod
    def open(cls, path: str | Path, read_only: bool = False, *, clock: Clock | None = None) -> Game:
        """Open an existing game. Refuses (`GameFileError`, file untouched) anything that is
        not a game this version can read; `GameInUseError` if another process writes it."""
        path = Path(path)
        schema.probe_file(path)
        lock = None if read_only else GameLock.acquire(path)
        db: GameDatabase | None = None
        try:
            db = schema.connect(path, read_only=read_only)
            pending = cls._check_file(path, db, read_only)
            if not read_only:
                if pending:
                    schema.migration_set().apply(db.database)
                if db.journal_mode != "wal":
                    db.enable_wal()
        except sqlite3.DatabaseError as exc:
            _close_quietly(db, lock)
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{path} is damaged or not a ba-console game ({error})"),
                path=path,
                error=exc,
            ) from None
        except BaseException:
            _close_quietly(db, lock)
            raise
        return cls(path, db, lock, read_only, clock or utc_now)

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
        if pending and read_only:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store",
                    "{path} was written by an older ba-console and must be upgraded: "
                    "open it once without read-only",
                ),
                path=path,
            )
        if not pending:
            if db.conn.execute("SELECT count(*) FROM game").fetchone()[0] != 1:
                raise GameFileError.of(
                    QT_TRANSLATE_NOOP("store", "{path} is damaged: it has no game record"),
                    path=path,
                )
            # Touch the end of the log: a cut-short file fails here, not mid-game.
            db.conn.execute("SELECT * FROM rolls ORDER BY sequence DESC LIMIT 1").fetchall()
        return pending

    def close(self) -> None:
        """Close the file and release the writer's lock. Safe to call twice."""
        if self._db is not None:
            self._db.close()
            self._db = None  # type: ignore[assignment]
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def backup(self, target: str | Path) -> Path:
        """Write a consistent copy of the game to `target`, a new file ("save a copy").

        Uses SQLite's online backup, so it is safe while the game is open (also
        read-only); the copy is a complete game that opens on its own.
        """
        target = Path(target)
        if target.exists():
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{path} already exists: choose another name"),
                path=target,
            )
        if not target.parent.is_dir():
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store", "cannot write a copy to {path}: there is no folder {folder}"
                ),
                path=target,
                folder=target.parent,
            )
        try:
            copy = sqlite3.connect(target)
        except sqlite3.Error as exc:
            raise GameFileError.of(COPY_FAILED, path=target, error=exc) from None
        try:
            self._db.conn.backup(copy)
        except BaseException as exc:
            copy.close()
            target.unlink(missing_ok=True)
            if isinstance(exc, sqlite3.Error):  # a full or read-only disk, a lost stick
                raise GameFileError.of(COPY_FAILED, path=target, error=exc) from None
            raise
        copy.close()
        return target

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Game]:
        """Group several writes into one transaction: all of them happen, or none."""
        self._writable()
        with self._db.atomic():
            yield self

    def _writable(self) -> None:
        if self._db is None:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{name} is closed"), name=self.path.name
            )
        if self.read_only:
            raise ReadOnlyGameError.of(
                QT_TRANSLATE_NOOP("store", "{name} is open read-only; nothing was changed"),
                name=self.path.name,
            )
        # Once per transaction: the writes inside one were checked when it began.
        if not self._db.conn.in_transaction:
            self.check_on_disk()

    def check_on_disk(self) -> None:
        """Raise `GameFileGoneError` when the game's file is no longer the one opened at its
        path (deleted, moved or replaced since): writes would go on "succeeding" into a file
        nobody can open again. One `stat`, cheap before every write. The connection still
        reads the whole game, so `backup` still saves it."""
        if self._on_disk is None:
            return
        now = _file_identity(self._disk_path)
        # A file system without inode numbers (st_ino 0) can only tell that a file is there.
        if now == self._on_disk or (now is not None and self._on_disk[1] == 0):
            return
        raise GameFileGoneError.of(FILE_GONE, name=self.path.name, folder=self._disk_path.parent)

    def _now(self, moment: datetime | None = None) -> str:
        return format_time(moment or self._clock())

    # Reads go straight to the sqlite3 connection: rolls are appended in a loop the umpire
    # waits on, and sqlite-utils' query() wraps every SELECT in a savepoint.
    def _one(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> Any:
        row = self._db.conn.execute(sql, params).fetchone()
        return None if row is None else row[0]

    def _rows(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[dict[str, Any]]:
        cursor = self._db.conn.execute(sql, params)
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor]

    def _execute(self, sql: str, params: tuple[Any, ...] | list[Any]) -> sqlite3.Cursor:
        """A write: straight to the connection inside a transaction (the roll path), else
        through sqlite-utils, which commits the statement's implicit transaction."""
        conn = self._db.conn
        if conn.in_transaction:
            return conn.execute(sql, params)
        return self._db.execute(sql, params)

    def _update(self, table: str, key_column: str, key: Any, values: dict[str, Any]) -> None:
        assignments = ", ".join(f"{column} = ?" for column in values)
        self._execute(
            f"UPDATE {table} SET {assignments} WHERE {key_column} = ?", [*values.values(), key]
        )

    def _insert(self, table: str, values: dict[str, Any]) -> int:
        columns = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        cursor = self._execute(
            f"INSERT INTO {table} ({columns}) VALUES ({marks})", list(values.values())
        )
        return cursor.lastrowid or 0

    # --- the game as a whole -----------------------------------------------------------------

    @property
    def info(self) -> GameInfo:
        row = self._rows(
            "SELECT g.*, p.pack_id, p.version FROM game g JOIN packs p ON p.hash = g.pack_hash"
        )[0]
        return GameInfo(
            path=str(self.path),
            title=row["title"],
            date=row["date"],
            notes=row["notes"],
            dice_mode=row["dice_mode"],
            seed_commitment=row["seed_commitment"],
            created=row["created"],
            pack_id=row["pack_id"],
            pack_version=row["version"],
            pack_hash=row["pack_hash"],
            schema_version=self._one("PRAGMA user_version"),
            seed_revealed=self._log_state().revealed_at is not None,
        )

    def update_info(
        self,
        *,
        title: str | None = None,
        date: str | None = _UNSET,
        notes: str | None = None,
        dice_mode: str | None = None,
    ) -> GameInfo:
        """Change the title, date (None clears it), notes or dice mode."""
        self._writable()
        changes: dict[str, Any] = {}
        if title is not None:
            if not title.strip():
                raise RosterError("game: title: must not be empty", field="title")
            changes["title"] = title.strip()
        if date is not _UNSET:
            changes["date"] = date
        if notes is not None:
            changes["notes"] = notes
        if dice_mode is not None:
            check_dice_mode(dice_mode)
            changes["dice_mode"] = dice_mode
        if changes:
            self._update("game", "id", 1, changes)
        return self.info

    def pack(self, pack_hash: str | None = None) -> PackCopy:
        """The stored copy of the game's current pack, or of the pack with `pack_hash`."""
        wanted = pack_hash or self._one("SELECT pack_hash FROM game")
        rows = self._rows("SELECT * FROM packs WHERE hash = ?", [wanted])
        if not rows:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP("store", "{name} holds no copy of pack {pack}"),
                name=self.path.name,
                pack=wanted,
            )
        return PackCopy(**rows[0])

    def set_pack(
        self, *, pack_toml: str, pack_id: str, pack_hash: str, pack_version: str = ""
    ) -> PackCopy:
        """Use another pack (or an edited one) from now on; earlier copies stay for old rolls."""
        self._writable()
        with self._db.atomic():
            if self._one("SELECT 1 FROM packs WHERE hash = ?", (pack_hash,)) is None:
                self._insert(
                    "packs",
                    {
                        "hash": pack_hash,
                        "pack_id": pack_id,
                        "version": pack_version,
                        "toml": pack_toml,
                        "added": self._now(),
                    },
                )
            self._update("game", "id", 1, {"pack_hash": pack_hash})
        return self.pack()

    # --- sides, commanders, orderlies ---------------------------------------------------------

    def sides(self) -> list[Side]:
        return [
            Side(key=row["key"], name=row["name"])
            for row in self._rows("SELECT key, name FROM sides ORDER BY position, key")
        ]

    def add_side(self, key: str, name: str) -> Side:
        self._writable()
        side = Side(key=key, name=name)
        validate_side(side)
        if self._one("SELECT 1 FROM sides WHERE key = ?", (key,)):
            raise RosterError(f"side {key!r}: key: another side already has this key", "key")
        position = self._one("SELECT count(*) FROM sides")
        self._insert("sides", {"key": key, "name": name, "position": position})
        return side

    def _side_exists(self, key: str) -> bool:
        return self._one("SELECT 1 FROM sides WHERE key = ?", (key,)) is not None

    def commanders(self, side: str | None = None) -> list[Commander]:
        where, params = ("WHERE side = ?", [side]) if side else ("", [])
        rows = self._rows(f"SELECT * FROM commanders {where} ORDER BY position, key", params)
        return [_from_row(Commander, row) for row in rows]

    def commander(self, key: str) -> Commander:
        rows = self._rows("SELECT * FROM commanders WHERE key = ?", [key])
        if not rows:
            raise RosterError(f"commander {key!r}: no such commander in this game", "key")
        return _from_row(Commander, rows[0])

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
        self._writable()
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
        if self._one("SELECT 1 FROM commanders WHERE key = ?", (key,)):
            raise RosterError(f"commander {key!r}: key: another commander has this key", "key")
        self._check_commander_links(commander)
        with self._db.atomic():
            position = self._one("SELECT count(*) FROM commanders")
            self._insert("commanders", {**_to_row(commander), "position": position})
            for number, orderly_name in enumerate(names, start=1):
                orderly = Orderly(key=f"{key}.o{number}", commander=key, name=orderly_name)
                validate_orderly(orderly)
                self._insert("orderlies", {**_to_row(orderly), "position": position * 10 + number})
        return commander

    def _check_commander_links(self, commander: Commander) -> None:
        record = f"commander {commander.key!r}"
        if not self._side_exists(commander.side):
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

        Unlogged, like `update_unit`: during play use `adjust`."""
        self._writable()
        current = self.commander(key)
        updated = _replace(current, changes, COMMANDER_FIELDS, f"commander {key!r}")
        validate_commander(updated)
        self._check_commander_links(updated)
        self._update("commanders", "key", key, _to_row(updated))
        return updated

    def orderlies(self, commander: str | None = None) -> list[Orderly]:
        where, params = ("WHERE commander = ?", [commander]) if commander else ("", [])
        rows = self._rows(f"SELECT * FROM orderlies {where} ORDER BY position, key", params)
        return [_from_row(Orderly, row) for row in rows]

    def orderly(self, key: str) -> Orderly:
        rows = self._rows("SELECT * FROM orderlies WHERE key = ?", [key])
        if not rows:
            raise RosterError(f"orderly {key!r}: no such orderly in this game", "key")
        return _from_row(Orderly, rows[0])

    def update_orderly(self, key: str, /, **changes: Any) -> Orderly:
        """Change an orderly's name or fallen state. Unlogged: during play use `adjust`."""
        self._writable()
        current = self.orderly(key)
        if "commander" in changes:
            raise RosterError(f"orderly {key!r}: commander: orderlies do not change commander")
        updated = _replace(current, changes, ORDERLY_FIELDS, f"orderly {key!r}")
        validate_orderly(updated)
        self._update("orderlies", "key", key, _to_row(updated))
        return updated

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
        clauses, params = [], []
        if side is not None:
            clauses.append("side = ?")
            params.append(side)
        if commander is not None:
            clauses.append("commander = ?")
            params.append(commander)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._rows(f"SELECT * FROM units {where} ORDER BY roster_order, key", params)
        return [_from_row(Unit, row) for row in rows]

    def unit(self, key: str) -> Unit:
        rows = self._rows("SELECT * FROM units WHERE key = ?", [key])
        if not rows:
            raise RosterError(f"unit {key!r}: no such unit in this game", "key")
        return _from_row(Unit, rows[0])

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
        self._writable()
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
        self._writable()
        validate_unit(unit)
        if self._one("SELECT 1 FROM units WHERE key = ?", (unit.key,)):
            raise RosterError(f"unit {unit.key!r}: key: another unit has this key", "key")
        self._check_unit_links(unit)
        order = self._one("SELECT count(*) FROM units")
        self._insert("units", {**_to_row(unit), "roster_order": order})

    def _check_unit_links(self, unit: Unit) -> None:
        record = f"unit {unit.key!r}"
        if not self._side_exists(unit.side):
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

        This is the unlogged path (setting up, correcting the roster before play);
        during play, use `adjust`, which logs the change in the hash-chained log.
        """
        self._writable()
        return self._change_unit(self.unit(key), changes)

    def _change_unit(self, unit: Unit, changes: dict[str, Any]) -> Unit:
        key = unit.key
        updated = _replace(unit, changes, UNIT_FIELDS, f"unit {key!r}")
        validate_unit(updated)
        if "side" in changes or "commander" in changes:
            self._check_unit_links(updated)
        row = _to_row(updated)
        self._update("units", "key", key, {name: row[name] for name in changes})
        return updated

    # --- orders and phase state ----------------------------------------------------------------

    def orders(self, bound: int) -> list[Order]:
        """The orders of one bound, in roster order."""
        rows = self._rows(
            "SELECT o.* FROM orders o JOIN units u ON u.key = o.unit WHERE o.bound = ? "
            "ORDER BY u.roster_order, u.key",
            [bound],
        )
        return [_order(row) for row in rows]

    def order(self, bound: int, unit: str) -> Order | None:
        rows = list(self._rows("SELECT * FROM orders WHERE bound = ? AND unit = ?", [bound, unit]))
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
        self._writable()
        parts = tuple(parts)
        order = Order(bound, unit, text, parts, status, updated=self._now())
        validate_order(order)
        self.unit(unit)
        self._db.execute(
            "INSERT INTO orders (bound, unit, text, parts, status, updated) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (bound, unit) DO UPDATE SET "
            "text = excluded.text, parts = excluded.parts, status = excluded.status, "
            "updated = excluded.updated",
            [bound, unit, text, json.dumps(list(parts), ensure_ascii=False), status, order.updated],
        )
        return order

    def delete_order(self, bound: int, unit: str) -> None:
        """Remove a unit's order for a bound (an order written by mistake, taken back)."""
        self._writable()
        self._db.execute("DELETE FROM orders WHERE bound = ? AND unit = ?", [bound, unit])

    def phase(self) -> PhaseState:
        row = self._rows("SELECT bound, phase, sub_phase FROM phase_state")[0]
        return PhaseState(**row)

    def set_phase(self, bound: int, phase: str, sub_phase: str | None = None) -> PhaseState:
        """Move the phase tracker. Keys are the pack's; the store does not judge them."""
        self._writable()
        validate_bound("phase state", "bound", bound)
        if not isinstance(phase, str) or not phase:
            raise RosterError("phase state: phase: must not be empty", "phase")
        self._update(
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
        self._writable()
        self.unit(unit)
        return self._insert_flag(unit, key, set_bound or self.phase().bound, expires_after, None)

    def _insert_flag(
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
        cursor = self._execute(
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
            Flag(**row) for row in self._rows(f"SELECT * FROM flags {where} ORDER BY id", params)
        ]

    def expire_flags(self, bound: int) -> list[Flag]:
        """Remove the flags that expired before `bound` (call when `bound` starts); returns them."""
        self._writable()
        with self._db.atomic():
            gone = [
                Flag(**row)
                for row in self._rows(
                    "SELECT * FROM flags WHERE expires_after < ? ORDER BY id", [bound]
                )
            ]
            self._db.execute("DELETE FROM flags WHERE expires_after < ?", [bound])
        return gone

    def add_side_penalty(
        self, side: str, value: int, *, until_bound: int, from_bound: int | None = None
    ) -> SidePenalty:
        """A modifier on all of a side's rolls from `from_bound` (default now) to `until_bound`."""
        self._writable()
        return self._insert_penalty(
            side, value, from_bound or self.phase().bound, until_bound, None
        )

    def _insert_penalty(
        self, side: str, value: int, from_bound: int, until_bound: int, roll: int | None
    ) -> SidePenalty:
        record = f"side penalty of {side!r}"
        if not self._side_exists(side):
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
        penalty_id = self._insert("side_penalties", row)
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
        rows = self._rows(f"SELECT * FROM side_penalties {where} ORDER BY id", params)
        return [SidePenalty(**row) for row in rows]

    def side_penalty(self, side: str, bound: int) -> int:
        """The sum of a side's penalties active in `bound` (0 when none)."""
        return sum(p.value for p in self.side_penalties(side, bound=bound))

    # --- the roll log ----------------------------------------------------------------------------

    def next_sequence(self) -> int:
        """The sequence number the next logged roll will get."""
        return self._log_state().sequence

    def console_faces(self, kind: str, role: str, count: int, sides: int = 6) -> tuple[int, ...]:
        """The console dice of `role` in the next `kind` roll: `count` dice of `sides` sides.

        The faces of the pending (shown, not yet logged) console draw for this kind,
        role and dice, if there is one, so reopening a cancelled dialog shows the same
        faces, and so does logging other rows first; otherwise a new draw, recorded in
        the ledger before its faces are returned. See `console_draw`.
        """
        return self.console_draw(kind, role, count, sides).faces

    def console_draw(
        self, kind: str, role: str, count: int, sides: int = 6, *, time: datetime | None = None
    ) -> ConsoleDraw:
        """The pending console draw for (`kind`, `role`, `count`, `sides`), or a new one.

        A new draw gets the next draw number n and the faces
        `fair_faces(seed, n, "kind/role", count, sides)`; it is written (hash-chained)
        and committed before this returns, so dice that were shown are always on
        record. Call it outside `transaction()`, as the roll dialog does: inside one,
        the draw is only kept if that transaction commits. Refuses (RollError) in a
        physical-dice game and once the seed is revealed; needs a writable game.
        """
        self._writable()
        check_name("kind", kind)
        check_name("role", role)
        if type(count) is not int or count < 1:
            raise ValueError("console dice need a dice count of 1 or more")
        if type(sides) is not int or not 2 <= sides <= 256:
            raise ValueError("console dice need 2 to 256 sides")
        key = draw_key(kind, role, count, sides)
        top_level = not self._db.conn.in_transaction
        changes_before = self._db.conn.total_changes
        with self._db.atomic():
            state = self._log_state()
            self._check_console_allowed(state.dice_mode, state.revealed_at)
            pending = self._pending_draw(key)
            if pending is not None:
                return pending
            number = self._first_draw_number() if state.last_draw is None else state.last_draw + 1
            faces = fair_faces(self._seed(), number, f"{kind}/{role}", count, sides)
            draw = ConsoleDraw(
                draw=number,
                time=self._now(time),
                kind=kind,
                role=role,
                count=count,
                die_sides=sides,
                faces=faces,
                after_roll=state.sequence - 1,
                prev_hash=state.draw_head or self._one("SELECT seed_commitment FROM game"),
                hash="",
            )
            record = draw.record()
            draw = dataclasses.replace(draw, hash=record_hash(record))
            self._db.conn.execute(
                "INSERT INTO console_draws (draw, key, record, hash) VALUES (?, ?, ?, ?)",
                (number, key, record, draw.hash),
            )
        if top_level:
            self._shown[key] = draw
            self._keep_draw_head(changes_before, draw)
        else:
            self._shown.clear()
        return draw

    def _keep_draw_head(self, changes_before: int, draw: ConsoleDraw) -> None:
        """After a new draw committed: it heads the ledger in the append's kept inputs, if
        they were true before it (the draw was all that was written since)."""
        kept = self._append_inputs
        if kept is not None and kept.stamp == changes_before:
            kept.state = kept.state._replace(last_draw=draw.draw, draw_head=draw.hash)
            kept.stamp = self._db.conn.total_changes

    def console_draws(self, *, pending_only: bool = False) -> list[ConsoleDraw]:
        """The console dice ledger in draw order, each draw with the roll that used it.

        `pending_only`: only the draws shown and not (yet) logged. `verify` is what
        proves the ledger; this reads it as stored."""
        where = " WHERE u.sequence IS NULL" if pending_only else ""
        rows = self._db.conn.execute(
            "SELECT d.record, d.hash, u.sequence FROM console_draws d "
            f"LEFT JOIN console_draw_uses u ON u.draw = d.draw{where} ORDER BY d.draw"
        )
        return [self._read_draw(record, digest, used_by) for record, digest, used_by in rows]

    def console_draw_count(self) -> int:
        """How many console draws the ledger holds (used or not)."""
        return self._one("SELECT count(*) FROM console_draws")

    def _read_draw(self, record: str, digest: str, used_by: int | None) -> ConsoleDraw:
        try:
            return parse_draw(record, digest, used_by)
        except (ValueError, TypeError) as exc:
            raise GameFileError.of(
                QT_TRANSLATE_NOOP(
                    "store",
                    "{name}: a console draw cannot be read; the file was damaged or edited "
                    "(run verify): {error}",
                ),
                name=self.path.name,
                error=exc,
            ) from None

    def _pending_draw(self, key: str) -> ConsoleDraw | None:
        """The draw for `key` shown and not yet logged. There is at most one: a new draw
        for a key is only made once its latest draw was logged."""
        row = self._db.conn.execute(
            "SELECT d.record, d.hash, u.sequence FROM console_draws d "
            "LEFT JOIN console_draw_uses u ON u.draw = d.draw WHERE d.key = ? "
            "ORDER BY d.draw DESC LIMIT 1",
            (key,),
        ).fetchone()
        if row is None or row[2] is not None:
            return None
        draw = self._read_draw(*row)
        if draw_key(draw.kind, draw.role, draw.count, draw.die_sides) != key:
            return None  # the index was edited: draw anew, and verify shows the old draw
        return draw

    def _pending_draws(self, keys: list[str]) -> dict[str, ConsoleDraw]:
        """`_pending_draw` of several keys in one query: each key's latest draw, if unused."""
        found: dict[str, ConsoleDraw] = {}
        latest = ", ".join("(SELECT max(draw) FROM console_draws WHERE key = ?)" for _ in keys)
        rows = self._db.conn.execute(
            "SELECT d.key, d.record, d.hash FROM console_draws d LEFT JOIN console_draw_uses u "
            f"ON u.draw = d.draw WHERE d.draw IN ({latest}) AND u.sequence IS NULL",
            keys,
        )
        for key, record, digest in rows:
            draw = self._read_draw(record, digest, None)
            # A key that disagrees with its record means the index was edited: draw anew,
            # and verify shows the old draw.
            if draw_key(draw.kind, draw.role, draw.count, draw.die_sides) == key:
                found[key] = draw
        return found

    def _first_draw_number(self) -> int:
        """1, or in a game from before the ledger, one past its last roll with console
        dice keyed by sequence number: those numbers' faces were shown already."""
        last = self._one(
            "SELECT max(sequence) FROM rolls WHERE last_draw IS NULL "
            """AND instr(sides, '"dice_source":"console"') > 0"""
        )
        return (last or 0) + 1

    def _seed(self) -> bytes:
        if self._seed_cache is None:
            self._seed_cache = self._one("SELECT seed FROM dice_seed WHERE id = 1")
        assert self._seed_cache is not None
        return self._seed_cache

    def _log_state(self, *, keep_head: bool = False) -> _LogState:
        """Everything a new log row needs from the file, in one query (two when the log's
        head is not cached). `keep_head`: the caller's transaction has written nothing yet
        (it began with this call), so the head read is committed and may be cached."""
        conn = self._db.conn
        head = self._log_head
        if head is None:
            row = conn.execute(
                "SELECT coalesce((SELECT max(sequence) FROM rolls), 0) + 1, coalesce((SELECT "
                "hash FROM rolls ORDER BY sequence DESC LIMIT 1), g.seed_commitment), (SELECT "
                "sequence FROM rolls WHERE kind = ? ORDER BY sequence LIMIT 1) FROM game g",
                (SEED_REVEALED_KIND,),
            ).fetchone()
            head = (row[0], row[1], row[2])
            if keep_head:
                self._log_head = head
        row = conn.execute(
            "SELECT g.pack_hash, g.dice_mode, d.draw, d.hash, p.bound, p.phase, p.sub_phase "
            "FROM game g, phase_state p LEFT JOIN console_draws d "
            "ON d.draw = (SELECT max(draw) FROM console_draws)",
        ).fetchone()
        return _LogState(head[0], head[1], row[0], row[1], head[2], row[2], row[3],
                         PhaseState(row[4], row[5], row[6]))  # fmt: skip

    @staticmethod
    def _check_console_allowed(mode: str, revealed: int | None) -> None:
        if mode == "physical":
            raise RollError("this game rolls physical dice only (dice mode 'physical')")
        if revealed is not None:
            raise RollError(
                f"the dice seed was revealed at roll {revealed}: console dice are no longer "
                "secret, so type physical dice instead"
            )

    def append_roll(self, draft: RollDraft, *, time: datetime | None = None) -> LoggedRoll:
        """Log a roll and apply its effects to the roster, in one transaction.

        Each console side is bound to the pending console draw for its kind, role
        and dice, whose number it then carries (`RollSide.draw`); that draw is used
        and no longer pending. Refuses (RollError, nothing written) console faces
        that are not a pending draw's (none drawn, or other faces), typed dice in a
        console-only game, unknown units, and effects whose `from` no longer matches
        the roster (the roster changed since the dialog).
        """
        self._writable()
        if draft.kind in RESERVED_KINDS:
            raise RollError(f"kind {draft.kind!r} is written by the store itself")
        units = draft.involved_units()
        moment = self._now(time)
        conn = self._db.conn
        top_level = not conn.in_transaction
        kept = self._append_inputs
        if kept is not None and kept.stamp != conn.total_changes:
            kept = self._append_inputs = None  # something was written since: read afresh
        with self._db.atomic():
            state = kept.state if kept is not None else self._log_state(keep_head=top_level)
            phase = state.phase
            known = self._check_units_known(units, kept)
            sides, console_keys = self._bind_dice(draft, state)
            bound = draft.bound or phase.bound
            changed = self._apply_effects(draft.effects, state.sequence, bound, known)
            logged = self._insert_roll(
                state,
                time=moment,
                bound=bound,
                phase=draft.phase or phase.phase,
                sub_phase=draft.sub_phase if draft.phase else (draft.sub_phase or phase.sub_phase),
                kind=draft.kind,
                units=units,
                sides=sides,
                cell=draft.cell,
                outcome_typed=draft.outcome_typed,
                outcome=draft.outcome,
                effects=draft.effects,
                note=draft.note,
                voids=None,
                void_reason=None,
            )
            uses = [(side.draw, state.sequence) for side in sides if side.draw is not None]
            if uses:
                conn.executemany(
                    "INSERT INTO console_draw_uses (draw, sequence) VALUES (?, ?)", uses
                )
        if top_level:  # committed: the next row follows this one, and the draws are used
            # Two caches of the head: `_log_head` outlives other writes (a roster edit
            # between rolls), the append inputs only last while nothing else is written.
            self._log_head = (state.sequence + 1, logged.hash, state.revealed_at)
            for key in console_keys:
                self._shown.pop(key, None)
            self._keep_append_inputs(kept, state, logged, known, changed, draft.effects)
        else:
            self._shown.clear()
        return logged

    def _keep_append_inputs(
        self,
        kept: _AppendInputs | None,
        state: _LogState,
        logged: LoggedRoll,
        known: dict[str, dict[str, Any]],
        changed: _UnitCache,
        effects: tuple[Effect, ...],
    ) -> None:
        """After an append committed: keep what the next one will need (see `_AppendInputs`),
        unless an effect wrote where the kept units cannot follow (a commander, an order), or
        set a unit field to a value that might read back as another type (an int subclass)."""
        for effect in effects:
            what = effect.what
            if what not in _UNKEPT_TABLE_EFFECTS and (
                what not in UNIT_EFFECTS or type(effect.to) not in _STORED_AS_IS
            ):
                self._append_inputs = None
                return
        following = _LogState(state.sequence + 1, logged.hash, *state[2:])
        stamp = self._db.conn.total_changes
        if kept is None:
            kept = self._append_inputs = _AppendInputs(stamp, following, dict(known))
        else:
            kept.stamp, kept.state = stamp, following
            kept.units.update(known)
        kept.units.update(changed.changed)

    def _check_units_known(
        self, keys: tuple[str, ...], kept: _AppendInputs | None = None
    ) -> dict[str, dict[str, Any]]:
        """Every key a roll names is a unit, commander or orderly (units asked first: most are).

        Returns the units' fields by key, for the roll's effects: from `kept` (the last
        append's) where it has them, the rest read here once. They are shared: not to be
        changed (`_UnitCache` copies them)."""
        units: dict[str, dict[str, Any]] = {}
        if kept is not None:
            kept_units = kept.units
            for key in keys:
                values = kept_units.get(key)
                if values is not None:
                    units[key] = values
            missing = {key for key in keys if key not in units}
        else:
            missing = set(keys)
        if missing:
            marks = ", ".join("?" for _ in missing)
            for row in self._db.conn.execute(
                f"SELECT {_UNIT_SELECT} FROM units WHERE key IN ({marks})", tuple(missing)
            ):
                units[row[0]] = _unit_values(row)
            missing -= units.keys()
        for table in ("commanders", "orderlies"):
            if not missing:
                return units
            marks = ", ".join("?" for _ in missing)
            missing -= {
                row[0]
                for row in self._db.conn.execute(
                    f"SELECT key FROM {table} WHERE key IN ({marks})", tuple(missing)
                )
            }
        if not missing:  # the last table (orderlies) held the rest
            return units
        first = next(key for key in keys if key in missing)
        raise RollError(f"the roll names {first!r}, which is not in the roster")

    def _bind_dice(
        self, draft: RollDraft, state: _LogState
    ) -> tuple[tuple[RollSide, ...], list[str]]:
        """The draft's sides, each console side bound to its pending draw (checked), and the
        draw keys of the console sides, in order."""
        mode = state.dice_mode
        sides = []
        kind = draft.kind
        console_keys = [
            draw_key(kind, side.role, len(side.faces), side.die_sides)
            for side in draft.sides
            if side.dice_source == "console"
        ]
        keys = iter(console_keys)
        shown = self._shown
        unknown = [key for key in console_keys if key not in shown]
        pending_draws = self._pending_draws(unknown) if unknown else shown
        for side in draft.sides:
            if side.dice_source == "typed":
                if mode == "console":
                    raise RollError(
                        f"{side.role}: this game rolls console dice only (dice mode "
                        "'console'); change the dice mode to type physical dice"
                    )
                sides.append(side)
                continue
            self._check_console_allowed(mode, state.revealed_at)
            key = next(keys)
            pending = shown.get(key) or pending_draws.get(key)
            if pending is None:
                dice = f"{len(side.faces)}d{side.die_sides}"
                raise RollError(
                    f"{side.role}: console dice must be the faces console_faces() gives, and "
                    f"no {draft.kind}/{side.role} console dice ({dice}) were drawn and not yet "
                    "logged"
                )
            if side.faces != pending.faces or side.draw not in (None, pending.draw):
                raise RollError(
                    f"{side.role}: console dice must be the faces console_faces() gives for "
                    f"console draw {pending.draw} ({list(pending.faces)}), not "
                    f"{list(side.faces)}"
                    + (f" from draw {side.draw}" if side.draw not in (None, pending.draw) else "")
                )
            sides.append(side if side.draw == pending.draw else with_draw(side, pending.draw))
        return tuple(sides), console_keys

    def _insert_roll(self, state: _LogState, **values: Any) -> LoggedRoll:
        # The head moves: unknown until the caller has committed (append_roll then sets it).
        self._log_head = None
        # Every row seals the console dice ledger as it stands: the latest draw and its hash.
        values.update(
            sequence=state.sequence,
            prev_hash=state.prev_hash,
            pack_hash=state.pack_hash,
            last_draw=state.last_draw,
            draw_head=state.draw_head,
        )
        values["units"] = tuple(values["units"])
        row = encode_row(**values)
        self._db.conn.execute(_INSERT_ROLL, row)
        self._db.conn.executemany(
            "INSERT INTO roll_units (unit, sequence) VALUES (?, ?)",
            [(unit, state.sequence) for unit in values["units"]],
        )
        # Every part was validated on the way in: no need to validate the whole again.
        values.update(hash=row[-1], voided_by=None)
        return trusted(LoggedRoll, {name: values[name] for name in _LOGGED_FIELDS})

    def void_roll(self, sequence: int, reason: str, *, time: datetime | None = None) -> LoggedRoll:
        """Void a roll: a new row pointing at it, whose effects put back what it changed.

        The voided row stays in the log. Counts (figures, gunners, valour,
        supplies) are restored by the amount the roll changed them, so later losses
        stand; other values (disorder, formation, flags…) go back to what they were.
        """
        self._writable()
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise RollError("give a reason for voiding the roll")
        moment = self._now(time)
        with self._db.atomic():
            target = self.roll(sequence)
            if target.kind in UNVOIDABLE_KINDS:
                raise RollError(f"roll {sequence} is a {target.kind} row and cannot be voided")
            if target.voided_by is not None:
                raise RollError(f"roll {sequence} was already voided by roll {target.voided_by}")
            compensation = tuple(self._compensation(target))
            state = self._log_state()
            self._apply_effects(compensation, state.sequence, target.bound)
            return self._insert_roll(
                state,
                time=moment,
                bound=state.phase.bound,
                phase=state.phase.phase,
                sub_phase=state.phase.sub_phase,
                kind=VOID_KIND,
                units=target.units,
                sides=(),
                cell=None,
                outcome_typed=False,
                outcome=None,
                effects=compensation,
                note="",
                voids=sequence,
                void_reason=reason,
            )

    def adjust(
        self,
        unit_or_staff: str,
        changes: dict[str, Any],
        *,
        reason: str,
        bound: int | None = None,
        phase: str | None = None,
        time: datetime | None = None,
    ) -> LoggedRoll:
        """Correct the roster during play, on the record: an `adjustment` row in the log.

        `unit_or_staff` is a unit, commander or orderly key (looked up in that order;
        a key held by several is taken as the first whose fields `changes` names).
        `changes` maps field names to new values, as for `update_unit`,
        `update_commander` and `update_orderly`; values equal to the roster's are left
        out. The row carries no dice, one effect {unit, what, from, to} per change with
        `from` read from the roster, and the reason as its note; it is written in the
        same transaction as the change, and `void_roll` takes it back like any roll.
        `bound` and `phase` default to the game's phase state.

        The GUI's roster edits during play go through this method, so that a mid-game
        correction by the umpire is as visible and tamper-evident as a roll; the
        `update_*` methods are for setting up. Refuses (RosterError naming the field,
        nothing written) a value that breaks a roster rule, and (RollError) an empty
        reason or a change that changes nothing.
        """
        self._writable()
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise RollError("give a reason for adjusting the roster")
        if bound is not None:
            validate_bound("adjustment", "bound", bound)
        moment = self._now(time)
        with self._db.atomic():
            record, prefix, apply = self._adjustable(unit_or_staff, changes)
            changed = {
                name: value
                for name, value in changes.items()
                if getattr(record, name) != value or type(getattr(record, name)) is not type(value)
            }
            if not changed:
                raise RollError(f"{unit_or_staff}: the roster already holds these values")
            effects = tuple(
                Effect(
                    unit=unit_or_staff,
                    what=f"{prefix}{name}",
                    from_=getattr(record, name),
                    to=value,
                )
                for name, value in changed.items()
            )
            state = self._log_state()
            apply(changed)
            return self._insert_roll(
                state,
                time=moment,
                bound=bound or state.phase.bound,
                phase=phase or state.phase.phase,
                sub_phase=None if phase else state.phase.sub_phase,
                kind=ADJUSTMENT_KIND,
                units=(unit_or_staff,),
                sides=(),
                cell=None,
                outcome_typed=False,
                outcome=None,
                effects=effects,
                note=reason,
                voids=None,
                void_reason=None,
            )

    def _adjustable(
        self, key: str, changes: dict[str, Any]
    ) -> tuple[Any, str, Callable[[dict[str, Any]], Any]]:
        """The record `adjust` changes, the effect prefix of its fields, and its writer."""
        if not changes:
            raise RollError(f"{key}: name at least one field to change")
        candidates: list[tuple[Any, str, tuple[str, ...], Callable[[dict[str, Any]], Any]]] = []
        with contextlib.suppress(RosterError):
            unit = self.unit(key)
            candidates.append(
                (unit, "", UNIT_EFFECTS, lambda values: self._change_unit(unit, values))
            )
        with contextlib.suppress(RosterError):
            commander = self.commander(key)
            candidates.append(
                (
                    commander,
                    "commander_",
                    tuple(COMMANDER_EFFECTS.values()),
                    lambda values: self.update_commander(key, **values),
                )
            )
        with contextlib.suppress(RosterError):
            orderly = self.orderly(key)
            candidates.append(
                (
                    orderly,
                    "orderly_",
                    tuple(ORDERLY_EFFECTS.values()),
                    lambda values: self.update_orderly(key, **values),
                )
            )
        if not candidates:
            raise RollError(f"{key!r} is not a unit, commander or orderly in the roster")
        for record, prefix, fields, apply in candidates:
            if all(name in fields for name in changes):
                return record, prefix, apply
        record, _, fields, _ = candidates[0]
        kind = type(record).__name__.lower()
        name = next(name for name in changes if name not in fields)
        raise RosterError(
            f"{kind} {key!r}: {name}: not a field an adjustment changes ({', '.join(fields)})",
            name,
        )

    def void_overwrites(self, sequence: int) -> list[Effect]:
        """What voiding roll `sequence` would set back over a later change: a state (disorder,
        formation…) that roll set and something logged since changed again. Voiding puts
        the state back to what it was before the roll, so the later change is lost; counts
        go back by the roll's difference and are not listed. For the void prompt's caution."""
        target = self.roll(sequence)
        set_to = {(effect.unit, effect.what): effect.to for effect in target.effects}
        return [
            effect
            for effect in self._compensation(target)
            if effect.what not in ("flag", "side_penalty")
            and effect.what not in NUMERIC_UNIT_EFFECTS
            and effect.from_ != set_to.get((effect.unit, effect.what))
        ]

    def _compensation(self, target: LoggedRoll) -> Iterator[Effect]:
        # Values as the compensation leaves them, for a roll that changed one field twice.
        pending: dict[tuple[str, str], Any] = {}
        for effect in reversed(target.effects):
            what, key = effect.what, effect.unit
            assert key is not None
            if what in ("flag", "side_penalty"):
                if effect.to is not None and not self._set_by_roll(what, key, target.sequence):
                    continue  # already expired or removed: nothing to take back
                yield Effect(unit=key, what=what, from_=effect.to, to=effect.from_)
                continue
            if (key, what) in pending:
                current = pending[(key, what)]
            else:
                current = self._effect_value(effect, target.bound)
            restored = effect.from_
            if what in NUMERIC_UNIT_EFFECTS and all(
                type(v) is int for v in (current, effect.from_, effect.to)
            ):
                restored = current - (effect.to - effect.from_)
            pending[(key, what)] = restored
            if current != restored:
                yield Effect(unit=key, what=what, from_=current, to=restored)

    def _set_by_roll(self, what: str, key: str, sequence: int) -> bool:
        table, column = ("flags", "unit") if what == "flag" else ("side_penalties", "side")
        sql = f"SELECT 1 FROM {table} WHERE {column} = ? AND roll = ?"
        return self._one(sql, (key, sequence)) is not None

    def _effect_value(self, effect: Effect, bound: int) -> Any:
        """The roster's current value of what `effect` changes."""
        key = effect.unit
        assert key is not None
        try:
            if effect.what in UNIT_EFFECTS:
                return getattr(self.unit(key), effect.what)
            if effect.what in COMMANDER_EFFECTS:
                return getattr(self.commander(key), COMMANDER_EFFECTS[effect.what])
            if effect.what in ORDERLY_EFFECTS:
                return getattr(self.orderly(key), ORDERLY_EFFECTS[effect.what])
        except RosterError as exc:
            raise RollError(str(exc)) from None
        assert effect.what == "order_status"
        order = self.order(bound, key)
        if order is None:
            raise RollError(f"effect order_status: unit {key!r} has no order in bound {bound}")
        return order.status

    def _apply_effects(
        self,
        effects: tuple[Effect, ...],
        sequence: int,
        bound: int,
        known: dict[str, dict[str, Any]] | None = None,
    ) -> _UnitCache:
        """Apply effects in order; the first that does not fit raises RollError (the caller's
        transaction then rolls back whatever earlier effects did). `known`: units' fields
        as committed, by key (`_check_units_known`), left unchanged. Returns the units the
        effects touched, as they left them."""
        units = _UnitCache(self._db.conn, known or {})
        for number, effect in enumerate(effects, start=1):
            try:
                self._apply_effect(effect, sequence, bound, units)
            except RosterError as exc:
                raise RollError(f"effect {number} ({effect.what}): {exc}") from None
        return units

    def _apply_effect(self, effect: Effect, sequence: int, bound: int, units: _UnitCache) -> None:
        what, key = effect.what, effect.unit
        assert key is not None
        if what in UNIT_EFFECTS:
            self._apply_unit_effect(effect, what, key, units)
            return
        if what == "flag":
            if effect.to is not None:
                payload = effect.to
                assert isinstance(payload, dict)
                self._insert_flag(key, payload["key"], bound, payload["expires_after"], sequence)
            else:
                self._delete_matching(
                    "flags", "unit", key, effect.from_, ("key", "expires_after"), sequence
                )
            return
        if what == "side_penalty":
            if effect.to is not None:
                payload = effect.to
                assert isinstance(payload, dict)
                self._insert_penalty(key, payload["value"], bound, payload["until_bound"], sequence)
            else:
                self._delete_matching(
                    "side_penalties", "side", key, effect.from_, ("value", "until_bound"), sequence
                )
            return
        current = self._effect_value(effect, bound)
        _check_from(effect, key, what, current)
        if what in COMMANDER_EFFECTS:
            self.update_commander(key, **{COMMANDER_EFFECTS[what]: effect.to})
        elif what in ORDERLY_EFFECTS:
            self.update_orderly(key, **{ORDERLY_EFFECTS[what]: effect.to})
        else:
            order = self.order(bound, key)
            assert order is not None
            self.save_order(bound, key, order.text, parts=order.parts, status=effect.to)

    def _apply_unit_effect(self, effect: Effect, what: str, key: str, units: _UnitCache) -> None:
        """A change to one unit field: checked against the roster and against the rules that
        involve that field only (the rest of the unit is valid already), then written."""
        values = units.values(key)
        _check_from(effect, key, what, values[what])
        value = effect.to
        validate_unit_change(values, what, value)
        if what == "commander":
            self._check_unit_links(Unit(**{**values, what: value}))
        values[what] = value
        stored = int(value) if what in ("light", "marksmen") else value
        self._execute(f"UPDATE units SET {what} = ? WHERE key = ?", (stored, key))

    def _delete_matching(
        self,
        table: str,
        column: str,
        key: str,
        payload: Any,
        fields: tuple[str, str],
        sequence: int,
    ) -> None:
        assert isinstance(payload, dict)
        row = self._db.execute(
            f"SELECT id FROM {table} WHERE {column} = ? AND {fields[0]} = ? AND {fields[1]} IS ? "
            "ORDER BY id DESC LIMIT 1",
            (key, payload[fields[0]], payload[fields[1]]),
        ).fetchone()
        if row is None:
            raise RollError(f"{key} holds no {table[:-1].replace('_', ' ')} {payload}")
        self._db.execute(f"DELETE FROM {table} WHERE id = ?", (row[0],))

    def roll(self, sequence: int) -> LoggedRoll:
        rolls = self._select_rolls("rolls r", " WHERE r.sequence = ?", [sequence])
        if not rolls:
            raise RollError(f"there is no roll {sequence} in the log")
        return rolls[0]

    def rolls(
        self,
        *,
        bound: int | None = None,
        phase: str | None = None,
        unit: str | None = None,
        kind: str | None = None,
        text: str | None = None,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[LoggedRoll]:
        """Rolls matching every given filter, oldest first unless `newest_first`.

        `text` matches (case-insensitively) the note, outcome, table cell, kind, and the
        keys and names of the units, commanders and orderlies the roll involves. A unit's
        rolls come from an index, so they are fast in any log.
        """
        source, where, params = _roll_filter(bound, phase, unit, kind, text)
        # With a unit, order by the unit index's own column: SQLite then walks the index in
        # order instead of sorting every one of the unit's rolls for one page.
        order_column = "u.sequence" if unit is not None else "r.sequence"
        page = f"ORDER BY {order_column} {'DESC' if newest_first else 'ASC'}"
        if limit is not None or offset:
            page += " LIMIT ? OFFSET ?"
            params += [-1 if limit is None else limit, offset]
        return self._select_rolls(source, where, params, page)

    def roll_count(
        self,
        *,
        bound: int | None = None,
        phase: str | None = None,
        unit: str | None = None,
        kind: str | None = None,
        text: str | None = None,
    ) -> int:
        """How many rolls match the filters (all of them by default)."""
        if unit is not None and not (bound or phase or kind or text):
            return self._one("SELECT count(*) FROM roll_units WHERE unit = ?", (unit,))
        source, where, params = _roll_filter(bound, phase, unit, kind, text)
        return self._one(f"SELECT count(*) FROM {source}{where}", tuple(params))

    def _select_rolls(
        self, source: str, where: str, params: list[Any], page: str = ""
    ) -> list[LoggedRoll]:
        sql = (
            f"SELECT {_ROLL_SELECT}, v.sequence FROM {source} "
            f"LEFT JOIN rolls v ON v.voids = r.sequence{where} {page}"
        )
        rolls = []
        for row in self._db.conn.execute(sql, params):
            try:
                rolls.append(decode_row(row[:-1], voided_by=row[-1]))
            except (ValueError, TypeError) as exc:  # pydantic's ValidationError is a ValueError
                raise GameFileError.of(
                    QT_TRANSLATE_NOOP(
                        "store",
                        "{name}: roll {sequence} cannot be read; the file was damaged or edited "
                        "(run verify): {error}",
                    ),
                    name=self.path.name,
                    sequence=row[0],
                    error=str(exc).splitlines()[0],
                ) from None
        return rolls

    def reveal_seed(self, *, time: datetime | None = None) -> str:
        """The dice seed in hex, logged once as a `seed_revealed` row (console dice end here)."""
        seed_hex = self._seed().hex()
        if self._log_state().revealed_at is not None:
            return seed_hex
        self._writable()
        moment = self._now(time)
        with self._db.atomic():
            state = self._log_state()
            self._insert_roll(
                state,
                time=moment,
                bound=state.phase.bound,
                phase=state.phase.phase,
                sub_phase=state.phase.sub_phase,
                kind=SEED_REVEALED_KIND,
                units=(),
                sides=(),
                cell=None,
                outcome_typed=False,
                outcome=Outcome(key="seed", label=seed_hex),
                effects=(),
                note=(
                    "The dice seed is revealed: anyone can now check every console roll and "
                    "every console draw."
                ),
                voids=None,
                void_reason=None,
            )
        return seed_hex

    def verify(
        self,
        seed: bytes | str | None = None,
        *,
        processes: int | None = None,
        workers: VerifyWorkers | None = None,
    ) -> VerifyReport:
        """Check the whole log and the console dice ledger; name the first bad row or draw.

        Always: consecutive sequence numbers, every hash, the chain from the seed
        commitment, void pointers, pack copies; consecutive draw numbers, every
        draw's hash and link, each row's seal on the ledger (`last_draw`,
        `draw_head`), and that console dice name a draw shown before them, used
        once. With a seed (given, or revealed in the log): every draw's faces
        (logged or not) and every console roll's faces against `fair_faces`.
        Draws shown but never logged are not errors: `unused_draws` lists them.

        A long log (`verify_parallel.PARALLEL_MIN_ROWS` rows or more, with two CPUs or
        more) is checked in parts by several processes at once; `processes` sets how
        many (1: one process; more: even for a short log). The report is the same
        either way: any problem found in parts is named by a serial walk from scratch.
        `workers` lends a pool of worker processes kept by the caller.
        """
        game_commitment = self._one("SELECT seed_commitment FROM game")
        source = "given"
        if seed is None:
            revealed = self._one(
                "SELECT outcome FROM rolls WHERE kind = ? ORDER BY sequence LIMIT 1",
                (SEED_REVEALED_KIND,),
            )
            if revealed is not None:
                try:
                    seed = seed_from_hex(json.loads(revealed)["label"])
                    source = "revealed in the log"
                except (ValueError, KeyError, TypeError, AttributeError):
                    # Not a seed (only a forger writes such a row): check without one, as
                    # when the label is missing, rather than stop verify with the error.
                    seed = None
        if isinstance(seed, str):
            seed = seed_from_hex(seed)
        if seed is not None and commitment(seed) != game_commitment:
            # One sentence for each source: a translation can then say "given" its own way.
            if source == "given":
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "the seed (given) does not match the commitment made when the game began "
                    "({fingerprint}…)",
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "the seed (revealed in the log) does not match the commitment made when the "
                    "game began ({fingerprint}…)",
                )
            problem = Problem.of(template, fingerprint=game_commitment[:16])
            return VerifyReport(
                ok=False,
                rolls_checked=0,
                head_hash=None,
                seed_checked=False,
                console_rolls_checked=0,
                reason=problem.text,
                reason_template=problem.template,
                reason_args=problem.args,
            )
        conn = self._db.conn
        # One read transaction: the log and the ledger as of one moment, even while the
        # console appends to them from another connection.
        own_transaction = not conn.in_transaction
        if own_transaction:
            conn.execute("BEGIN")
        try:
            packs = [row[0] for row in conn.execute("SELECT hash FROM packs")]
            seed_source = source if seed else None
            from ba_console.store import verify_parallel

            if processes is None:
                rows = self._one("SELECT max(sequence) FROM rolls")
                processes = verify_parallel.processes_for(rows if type(rows) is int else 0)
            found = None
            # Only in a transaction of its own: a caller's may hold rows that the workers'
            # connections cannot see.
            if processes > 1 and own_transaction:
                found = verify_parallel.verify_in_parts(
                    conn, self.path, game_commitment, packs, seed, seed_source, processes, workers
                )
            if found is None:
                found = self._verify_serially(game_commitment, packs, seed, seed_source)
            report, unused = found
            if report.ok:
                draws = tuple(self._unused_draws(unused))
                report = dataclasses.replace(report, unused_draws=draws)
        finally:
            if own_transaction:
                conn.execute("COMMIT")
        return report

    def _verify_serially(
        self, game_commitment: str, packs: list[str], seed: bytes | None, seed_source: str | None
    ) -> tuple[VerifyReport, list[int]]:
        """`verify` in one walk over the log (in the caller's transaction): the report
        (without `unused_draws`) and the numbers of the draws no roll used."""
        conn = self._db.conn
        ledger = conn.execute("SELECT draw, record, hash FROM console_draws ORDER BY draw")
        draws = DrawVerifier(game_commitment, ledger, seed)
        verifier = ChainVerifier(game_commitment, packs, seed, seed_source, draws=draws)
        cursor = conn.execute(f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls ORDER BY sequence")
        feed = verifier.feed
        try:
            for row in cursor:
                if not feed(row):
                    break
            else:
                verifier.finish()
        except sqlite3.Error as exc:
            verifier.cannot_read(exc)
        report = verifier.report()
        return report, draws.unused() if report.ok else []

    def _unused_draws(self, numbers: list[int]) -> Iterator[ConsoleDraw]:
        """The draws verify found unused, read from the ledger (in the same snapshot)."""
        for start in range(0, len(numbers), 500):
            chunk = numbers[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            rows = self._db.conn.execute(
                f"SELECT record, hash FROM console_draws WHERE draw IN ({marks}) ORDER BY draw",
                chunk,
            )
            for record, digest in rows:
                yield self._read_draw(record, digest, None)


# --- helpers ---------------------------------------------------------------------------------


def check_file(path: str | Path) -> tuple[int, VerifyReport]:
    """The game's roll count, then its verification, through a read-only connection of its
    own (for a thread beside the game's open writer). Counted first: a roll logged while the
    walk runs is then counted by the caller as unchecked, never passed as verified."""
    with Game.open(Path(path), read_only=True) as reader:
        count = reader.roll_count()
        return count, reader.verify()


def default_formation(arm: str) -> str:
    return "limbered" if arm in ("artillery", "supply") else "line"


def _file_identity(path: Path) -> tuple[int, int] | None:
    """The file at `path` as the disk names it (device, inode); None if there is none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def _close_quietly(db: GameDatabase | None, lock: GameLock | None) -> None:
    if db is not None:
        with contextlib.suppress(sqlite3.Error):
            db.close()
    if lock is not None:
        lock.release()


def _replace(record: Any, changes: dict[str, Any], allowed: tuple[str, ...], label: str) -> Any:
    unknown = [name for name in changes if name not in allowed or name == "key"]
    if unknown:
        raise RosterError(f"{label}: {unknown[0]}: not a field that can be changed", unknown[0])
    return dataclasses.replace(record, **changes)


def _roll_filter(
    bound: int | None, phase: str | None, unit: str | None, kind: str | None, text: str | None
) -> tuple[str, str, list[Any]]:
    """FROM … WHERE … for the roll filters; the unit filter starts from the unit index."""
    clauses: list[str] = []
    params: list[Any] = []
    source = "rolls r"
    if unit is not None:
        source = "roll_units u JOIN rolls r ON r.sequence = u.sequence"
        clauses.append("u.unit = ?")
        params.append(unit)
    for column, value in (("bound", bound), ("phase", phase), ("kind", kind)):
        if value is not None:
            clauses.append(f"r.{column} = ?")
            params.append(value)
    if text:
        # The umpire searches by what the log shows: the roll's words, and the names (not
        # only the keys) of the units, commanders and orderlies it involves.
        clauses.append(
            "(instr(lower(r.note || ' ' || coalesce(r.outcome, '') || ' ' || coalesce(r.cell, '')"
            " || ' ' || r.kind || ' ' || r.units), lower(?)) > 0"
            " OR r.sequence IN (SELECT n.sequence FROM roll_units n WHERE n.unit IN ("
            "SELECT key FROM units WHERE instr(lower(name), lower(?)) > 0"
            " UNION ALL SELECT key FROM commanders WHERE instr(lower(name), lower(?)) > 0"
            " UNION ALL SELECT key FROM orderlies WHERE instr(lower(name), lower(?)) > 0)))"
        )
        params += [text] * 4
    where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
    return source, where, params


def _orderly_names(pattern: str, commander: str) -> list[str]:
    """The two orderlies' names after `pattern`; the English one where a translated pattern
    does not name its placeholders as the source does."""
    try:
        return [pattern.format(number=n, commander=commander) for n in (1, 2)]
    except (KeyError, IndexError, ValueError):
        return [ORDERLY_NAME.format(number=n, commander=commander) for n in (1, 2)]


_UNIT_SELECT = ", ".join(UNIT_FIELDS)


def _unit_values(row: tuple[Any, ...]) -> dict[str, Any]:
    """A unit's fields by name from a row of `_UNIT_SELECT` (key first)."""
    values = dict(zip(UNIT_FIELDS, row, strict=True))
    for name in _STORED_AS_INT[Unit]:
        values[name] = bool(values[name])
    return values


class _UnitCache:
    """Units' fields by key as a roll's effects leave them, read at most once per unit."""

    def __init__(self, conn: sqlite3.Connection, known: dict[str, dict[str, Any]]) -> None:
        self._conn = conn
        # As committed, and shared (they may be `append_roll`'s kept inputs): copied before
        # a change, so a roll that fails leaves them as they were.
        self._known = known
        self.changed: dict[str, dict[str, Any]] = {}

    def values(self, key: str) -> dict[str, Any]:
        """The unit's fields (the caller changes them with the roster); RosterError if none."""
        values = self.changed.get(key)
        if values is None:
            known = self._known.get(key)
            if known is None:
                row = self._conn.execute(
                    f"SELECT {_UNIT_SELECT} FROM units WHERE key = ?", (key,)
                ).fetchone()
                if row is None:
                    raise RosterError(f"unit {key!r}: no such unit in this game", "key")
                known = _unit_values(row)
            values = self.changed[key] = dict(known)
        return values


def _check_from(effect: Effect, key: str, what: str, current: Any) -> None:
    if current != effect.from_ or type(current) is not type(effect.from_):
        raise RollError(
            f"{key} {what} is {current!r} in the roster, but the roll expected "
            f"{effect.from_!r}: the roster changed since the roll was prepared"
        )


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


def _from_row(cls: type[_R], row: dict[str, Any]) -> _R:
    values = {name: row[name] for name in _RECORD_FIELDS[cls]}
    for name in _STORED_AS_INT[cls]:
        values[name] = bool(values[name])
    return cls(**values)


def _to_row(record: Unit | Commander | Orderly) -> dict[str, Any]:
    row = {name: getattr(record, name) for name in _RECORD_FIELDS[type(record)]}
    for name in _STORED_AS_INT[type(record)]:
        row[name] = int(row[name])
    return row


def _order(row: dict[str, Any]) -> Order:
    return Order(
        bound=row["bound"],
        unit=row["unit"],
        text=row["text"],
        parts=tuple(json.loads(row["parts"])),
        status=row["status"],
        updated=row["updated"],
    )
