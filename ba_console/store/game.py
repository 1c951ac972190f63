"""The game repository: one SQLite file per game, read and written only through `Game`.

`Game` is what the GUI controller, the CLI and `play` use. It is a thin façade over parts,
each a module with one job, after Anki's `Collection` and its managers:

- `game.roster` (`roster.py`): sides, commanders and their orderlies, units;
- `game.bound` (`bound.py`): the phase state, the orders, unit flags, side penalties;
- `game.dice` (`dice.py`): the console dice ledger (drawing dice, binding them to rolls);
- `game.log` (`log.py`): the hash-chained roll log: rolls, voids, adjustments, the seed's
  reveal, witnessed seals (`seals.py`), reading rows back; what a row does to the roster is
  `effects.py`'s;
- `game.journal` (`journal.py`): the hash-chained state journal, every change of the state
  that is not a roll's effect, written by the parts above with the change;
- `verify.py`: checking the log and the ledger (`Game.verify`); `replay.py`: the state
  proven from the log (the journal and every roll's effects replayed); `journal_reads.py`:
  the journal read for the readers (an order's versions, the units taken off);
- the file itself (`gamefile.py`): creating, opening, locking, closing, backing up, the
  guards before every write, and the speed caches the parts share (`caches.py`).

Every write is validated in the store (not in the GUI), and every roll is written
together with the roster changes it causes in one transaction, so a crash leaves either
both or neither. Time comes from the `clock` given at create/open (tests pass a fixed
one) or a `time` argument. Every method `Game` had before it was cut into parts is still
here, a one-line delegation to its part; new code may call the parts directly.

One process at a time writes a game (see `lock.py`); any number may read it with
`read_only=True`. A `Game` is not thread-safe: use it from one thread.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.bound import BoundState
from ba_console.store.errors import GameError, GameFileError, RosterError
from ba_console.store.gamefile import (
    FIRST_PHASE,
    Clock,
    GameFile,
    check_dice_mode,
    format_time,
    remove_game_files,
)
from ba_console.store.journal import StateJournal
from ba_console.store.kinds import EntryKind
from ba_console.store.models import (
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
)
from ba_console.store.roster import ORDERLY_NAME, Roster, default_formation
from ba_console.store.seeds import SeedKeeper

if TYPE_CHECKING:  # the log and the dice ledger are loaded at their first use (`Game.log`)
    from ba_console.store.custody import SeedCustody
    from ba_console.store.dice import DiceLedger
    from ba_console.store.draws import ConsoleDraw
    from ba_console.store.journal_reads import TakenOff
    from ba_console.store.log import RollLog
    from ba_console.store.records import Effect, LoggedRoll, RollDraft
    from ba_console.store.schema import GameDatabase
    from ba_console.store.seals import Seal
    from ba_console.store.verify import VerifyReport
    from ba_console.store.verify_parallel import KeptWalk, VerifyWorkers

# Names callers import from here, though their homes are the parts'.
__all__ = [
    "ORDERLY_NAME",
    "Clock",
    "Game",
    "check_file",
    "default_formation",
    "format_time",
    "remove_game_files",
    "utc_now",
]

_UNSET: Any = object()


def utc_now() -> datetime:
    return datetime.now(UTC)


# A file that reads as copied while open, taken back as the game on the umpire's word: the
# note of the seal then logged (English, as the store's rows are; the window and a report
# say it in their language, `play.record.note_templates`), and the refusal when its log
# does not verify.
TAKEN_BACK_NOTE = QT_TRANSLATE_NOOP(
    "store",
    "taken back as the game by the umpire: the file was in WAL mode without its -wal, its "
    "lock left beside it (closed without the console's close); its log verified",
)
TAKEN_BACK_COPY_NOTE = QT_TRANSLATE_NOOP(
    "store",
    "taken back as the game by the umpire: the file was in WAL mode without its -wal, as a "
    "copy taken while open would be; its log verified",
)
NOT_TAKEN_BACK = QT_TRANSLATE_NOOP(
    "store",
    "{name} cannot be played on: its log does not verify ({broken}). It stays read-only; "
    "play on the original, or a backup copy",
)

# A seal over a broken log would vouch for it: refused, and the umpire told what to do.
SEAL_OVER_BROKEN = QT_TRANSLATE_NOOP(
    "store",
    "no seal was logged, since a seal vouches for the log and the log is {broken}. Check "
    "the game with ba-console verify and go on from a backup copy",
)


class Game:
    """An open game file. Make one with `Game.create` or `Game.open`; close it (or use `with`)."""

    def __init__(self, file: GameFile) -> None:
        self.path = file.path
        self.read_only = file.read_only
        self._file = file
        self.journal = StateJournal(file)
        self.roster = Roster(file, self.journal)
        self.bound = BoundState(file, self.roster, self.journal)
        if not file.read_only:
            # A new game's journal begins here; an old game's at its first writable open.
            try:
                self.journal.start()
            except BaseException:
                file.close()
                raise

    # The dice ledger and the log are made at their first use: they load the roll records
    # (pydantic), which opening a game and reading its roster and orders do not need, and
    # the window's first frame does not wait for.

    @functools.cached_property
    def dice(self) -> DiceLedger:
        from ba_console.store.dice import DiceLedger

        return DiceLedger(self._file)

    @functools.cached_property
    def log(self) -> RollLog:
        from ba_console.store.log import RollLog

        return RollLog(self._file, self.roster, self.bound, self.dice)

    @functools.cached_property
    def custody(self) -> SeedCustody:
        from ba_console.store.custody import SeedCustody

        return SeedCustody(self._file, self)

    @property
    def copied_while_open(self) -> bool:
        """Whether this (read-only) file is a copy taken while its game was open, without
        its -wal: rolls logged since its last checkpoint may be missing from it."""
        return self._file.copied_while_open

    @property
    def last_change_unread(self) -> GameFileError | None:
        """Said on opening: the last change in the game's -wal could not be read (a write a
        power cut tore, or altered bytes), and is not in the game; opened for writing, where
        the byte-for-byte copy of the game and its -wal as found was kept. None when SQLite
        read all that was written."""
        return self._file.last_change_unread

    @property
    def not_closed_whole(self) -> GameFileError | None:
        """Once closed: why the game could not be made one file again (a full disk, a reader
        holding it), and what to do; None when it is one file (`GameFile.close`), or no
        longer there (a game not created after all is removed)."""
        said = self._file.not_closed_whole
        return said if said is not None and self.path.exists() else None

    @property
    def _db(self) -> GameDatabase:
        """The file's connection (tests and benchmarks reach SQLite through it)."""
        return self._file.db

    # --- opening and closing (`gamefile.py`) ---------------------------------------------------

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
        data_dir: str | Path | None = None,
        first_phase: str = FIRST_PHASE,
    ) -> Game:
        """Create a new game file at `path` (which must not exist) and open it for writing.

        The dice seed is drawn with `secrets.token_bytes(32)` unless given. It is kept in
        the data folder's `seeds` (`data_dir`, else the default; see `seeds.py`), never
        in the file, which holds its commitment (`info`) until `reveal_seed`. The game
        stands at `first_phase` of bound 1: its pack's first phase (a General de Brigade
        game's is not Belle Alliance's ordering phase, the default).
        """
        return cls(
            GameFile.create(
                path, title=title, pack_toml=pack_toml, pack_id=pack_id, pack_hash=pack_hash,
                pack_version=pack_version, dice_mode=dice_mode, date=date, notes=notes, seed=seed,
                now=now, clock=clock or utc_now, seeds=seed_keeper(data_dir),
                first_phase=first_phase,
            )
        )  # fmt: skip

    @classmethod
    def open(
        cls,
        path: str | Path,
        read_only: bool = False,
        *,
        clock: Clock | None = None,
        data_dir: str | Path | None = None,
        check_pages: bool = True,
        check_wal: bool = True,
        in_memory: bool = False,
    ) -> Game:
        """Open an existing game. Refuses (`GameFileError`, file untouched) anything that is
        not a game this version can read, a page SQLite cannot read included (unless
        `check_pages` is false: verify's walk names the first roll it cannot read), and a
        -wal whose frames SQLite would drop (unless `check_wal` is false: a reader beside
        this process's own writer, `check_file`); `GameInUseError` if another process
        writes it.

        `in_memory` (with `read_only`): the game as the file holds it now, read into memory,
        and the file let go of (a window that shows it holds no connection to it, which
        would keep a console writing it from closing it as one file). Open it again to
        read what was written since (`written_since_read`); `verify` still checks the file.

        A game that still holds its dice seed (made before the seed left the file) gives it
        to the data folder's `seeds` on its first writable open, logged (`seed_custody`)."""
        file = GameFile.open(
            path,
            read_only,
            clock=clock or utc_now,
            seeds=seed_keeper(data_dir),
            check_pages=check_pages,
            check_wal=check_wal,
            in_memory=in_memory,
        )
        game = cls(file)
        if not read_only:
            try:
                game.custody.move_out()
            except BaseException:
                game.close()
                raise
        return game

    @classmethod
    def take_back(
        cls,
        path: str | Path,
        *,
        clock: Clock | None = None,
        data_dir: str | Path | None = None,
    ) -> Game:
        """Open for play a game that reads as copied while open (in WAL mode without its
        -wal, `schema.copied_without_wal`), on the umpire's word that it is the game
        itself: a process ended without the console's close (a script on the store that
        forgot `close`, a console stopped as it closed), and nothing is missing.

        Its log must verify first (`GameError` naming the first bad row, the file left as it
        was). Then a seal is logged whose note says the umpire took the file back as the
        game: should the file have been a copy after all, a dispute sees where play went on
        from it, and the seal the players hold from the original tells the two apart."""
        from ba_console.store import schema
        from ba_console.store.lock import GameLock

        path = Path(path)
        schema.probe_file(path)  # (no lock file made beside what is no game)
        unclosed = schema.left_unclosed(path)  # before this console's lock is beside it
        # The writer's lock from before the check to the seal: no other console writes the
        # file, or takes it back, between the log verified and the seal vouching for it.
        lock = GameLock.acquire(path)
        try:
            with cls.open(path, read_only=True, data_dir=data_dir) as reader:
                left = reader.verify() if reader.copied_while_open else None
            if left is not None and not left.ok:
                raise GameError.of(NOT_TAKEN_BACK, name=path.name, broken=left.summary(listed=0))
        except BaseException:
            lock.release()
            raise
        # (Nothing to take back, `left` None: a game to open as any other.)
        file = GameFile.open(
            path,
            False,
            clock=clock or utc_now,
            seeds=seed_keeper(data_dir),
            taken_back=left is not None,
            lock=lock,
        )
        game = cls(file)
        try:
            game.custody.move_out()
            if left is not None:
                game.seal(note=TAKEN_BACK_NOTE if unclosed else TAKEN_BACK_COPY_NOTE)
        except BaseException:
            game.close()
            raise
        return game

    def close(self) -> None:
        """Close the file and release the writer's lock. Safe to call twice."""
        self._file.close()

    def backup(self, target: str | Path) -> Path:
        """Write a consistent copy of the game to `target`, a new file ("save a copy").

        Uses SQLite's online backup, so it is safe while the game is open (also
        read-only); the copy is a complete game that opens on its own.
        """
        return self._file.backup(target)

    def copy_as_is(self, target: str | Path) -> list[Path]:
        """The byte-for-byte copy of the game's file as it is (`GameFile.copy_as_is`): what
        can be saved when `backup` finds it damaged (`DamagedGameError`)."""
        return self._file.copy_as_is(target)

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Game]:
        """Group several writes into one transaction: all of them happen, or none."""
        self._file.writable()
        with self._file.db.atomic():
            yield self

    def check_on_disk(self) -> None:
        """Raise `GameFileGoneError` when the game's file is no longer the one opened at its
        path (deleted, moved or replaced since); see `GameFile.check_on_disk`."""
        self._file.check_on_disk()

    # --- the game as a whole -----------------------------------------------------------------

    @property
    def info(self) -> GameInfo:
        row = self._file.rows(
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
            schema_version=self._file.one("PRAGMA user_version"),
            seed_revealed=self._file.log_state().revealed_at is not None,
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
        self._file.writable()
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
            with self.journal.tracking(EntryKind.GAME_CHANGED, [("game", (1,))]):
                self._file.update("game", "id", 1, changes)
        return self.info

    def pack(self, pack_hash: str | None = None) -> PackCopy:
        """The stored copy of the game's current pack, or of the pack with `pack_hash`."""
        wanted = pack_hash or self._file.one("SELECT pack_hash FROM game")
        rows = self._file.rows("SELECT * FROM packs WHERE hash = ?", [wanted])
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
        self._file.writable()
        with self.journal.tracking(EntryKind.PACK_CHOSEN, [("game", (1,))]):
            if self._file.one("SELECT 1 FROM packs WHERE hash = ?", (pack_hash,)) is None:
                self._file.insert(
                    "packs",
                    {
                        "hash": pack_hash,
                        "pack_id": pack_id,
                        "version": pack_version,
                        "toml": pack_toml,
                        "added": self._file.now(),
                    },
                )
            self._file.update("game", "id", 1, {"pack_hash": pack_hash})
        return self.pack()

    # --- the roster: sides, commanders, orderlies, units (`roster.py`) ------------------------

    def sides(self) -> list[Side]:
        return self.roster.sides()

    def add_side(self, key: str, name: str) -> Side:
        return self.roster.add_side(key, name)

    def commanders(self, side: str | None = None) -> list[Commander]:
        return self.roster.commanders(side)

    def remove_added(self, kind: str, key: str) -> None:
        """Take back a side, commander or unit added by mistake and not used since."""
        self.roster.remove_added(kind, key)

    def in_use(self, kind: str, key: str) -> bool:
        return self.roster.in_use(kind, key)

    def logged_rolls(self, key: str) -> list[int]:
        return self.roster.logged_rolls(key)

    def roll_since_added(self, key: str) -> int | None:
        """The first row of the log logged after the unit `key` was added by hand."""
        return self.roster.roll_since_added(key)

    def attacked_by(self, key: str) -> list[str]:
        """The other units whose order (in any bound) attacks the unit `key`."""
        return self.roster.attacked_by(key)

    def take_off(self, key: str, reason: str) -> list[tuple[str, dict[str, Any]]]:
        """Take a unit added by mistake off the roster (refused while the log names it)."""
        return self.roster.take_off(key, reason)

    def put_back(self, taken: list[tuple[str, dict[str, Any]]]) -> None:
        self.roster.put_back(taken)

    def commander(self, key: str) -> Commander:
        return self.roster.commander(key)

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
        return self.roster.add_commander(
            key,
            name,
            side=side,
            level=level,
            parent=parent,
            rating=rating,
            orderlies=orderlies,
            orderly_name=orderly_name,
        )

    def update_commander(self, key: str, /, **changes: Any) -> Commander:
        return self.roster.update_commander(key, **changes)

    def orderlies(self, commander: str | None = None) -> list[Orderly]:
        return self.roster.orderlies(commander)

    def orderly(self, key: str) -> Orderly:
        return self.roster.orderly(key)

    def update_orderly(self, key: str, /, **changes: Any) -> Orderly:
        return self.roster.update_orderly(key, **changes)

    def names(self) -> dict[str, str]:
        return self.roster.names()

    def units(self, side: str | None = None, commander: str | None = None) -> list[Unit]:
        return self.roster.units(side, commander)

    def unit(self, key: str) -> Unit:
        return self.roster.unit(key)

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
        return self.roster.add_unit(
            key,
            name,
            side=side,
            arm=arm,
            type=type,
            figures=figures,
            commander=commander,
            figures_start=figures_start,
            gunners=gunners,
            gunners_start=gunners_start,
            valour=valour,
            valour_start=valour_start,
            disorder=disorder,
            formation=formation,
            supplies_left=supplies_left,
            light=light,
            marksmen=marksmen,
            position=position,
        )

    def insert_unit(self, unit: Unit) -> None:
        return self.roster.insert_unit(unit)

    def update_unit(self, key: str, /, **changes: Any) -> Unit:
        return self.roster.update_unit(key, **changes)

    # --- the bound: orders, phase state, flags, side penalties (`bound.py`) -------------------

    def orders(self, bound: int) -> list[Order]:
        return self.bound.orders(bound)

    def order(self, bound: int, unit: str) -> Order | None:
        return self.bound.order(bound, unit)

    def save_order(
        self,
        bound: int,
        unit: str,
        text: str,
        *,
        parts: tuple[dict[str, Any], ...] | list[dict[str, Any]] = (),
        status: str = "written",
    ) -> Order:
        return self.bound.save_order(bound, unit, text, parts=parts, status=status)

    def delete_order(self, bound: int, unit: str) -> None:
        return self.bound.delete_order(bound, unit)

    def close_orders(self, bound: int) -> None:
        return self.bound.close_orders(bound)

    def order_versions(self, bound: int, unit: str) -> list[dict[str, Any]]:
        """Every version of a unit's order for a bound, from the log
        (`journal_reads.order_versions`)."""
        from ba_console.store.journal_reads import order_versions

        return order_versions(self._file.db.conn, bound, unit)

    def units_taken_off(self) -> list[TakenOff]:
        """Every unit taken off the roster, with the umpire's reason, and every unit or
        commander removed by the Undo of its adding, from the state journal
        (`journal_reads.units_taken_off`): what the roll log, which never names them, cannot
        show."""
        from ba_console.store.journal_reads import units_taken_off

        return units_taken_off(self._file.db.conn)

    def phase(self) -> PhaseState:
        return self.bound.phase()

    def set_phase(self, bound: int, phase: str, sub_phase: str | None = None) -> PhaseState:
        return self.bound.set_phase(bound, phase, sub_phase)

    def add_flag(
        self,
        unit: str,
        key: str,
        *,
        set_bound: int | None = None,
        expires_after: int | None = None,
    ) -> Flag:
        return self.bound.add_flag(unit, key, set_bound=set_bound, expires_after=expires_after)

    def flags(
        self, unit: str | None = None, *, bound: int | None = None, key: str | None = None
    ) -> list[Flag]:
        return self.bound.flags(unit, bound=bound, key=key)

    def expire_flags(self, bound: int) -> list[Flag]:
        return self.bound.expire_flags(bound)

    def add_side_penalty(
        self, side: str, value: int, *, until_bound: int, from_bound: int | None = None
    ) -> SidePenalty:
        return self.bound.add_side_penalty(
            side, value, until_bound=until_bound, from_bound=from_bound
        )

    def side_penalties(
        self, side: str | None = None, *, bound: int | None = None
    ) -> list[SidePenalty]:
        return self.bound.side_penalties(side, bound=bound)

    def side_penalty(self, side: str, bound: int) -> int:
        return self.bound.side_penalty(side, bound)

    # --- the console dice ledger (`dice.py`) --------------------------------------------------

    def console_faces(
        self, kind: str, role: str, count: int, sides: int = 6, *, word: str | None = None
    ) -> tuple[int, ...]:
        return self.dice.console_faces(kind, role, count, sides, word=word)

    def console_draw(
        self,
        kind: str,
        role: str,
        count: int,
        sides: int = 6,
        *,
        time: datetime | None = None,
        word: str | None = None,
    ) -> ConsoleDraw:
        return self.dice.console_draw(kind, role, count, sides, time=time, word=word)

    def console_draws(self, *, pending_only: bool = False) -> list[ConsoleDraw]:
        return self.dice.console_draws(pending_only=pending_only)

    def console_draw_count(self) -> int:
        return self.dice.console_draw_count()

    # --- the roll log (`log.py`) --------------------------------------------------------------

    def next_sequence(self) -> int:
        return self.log.next_sequence()

    def append_roll(self, draft: RollDraft, *, time: datetime | None = None) -> LoggedRoll:
        return self.log.append_roll(draft, time=time)

    def void_roll(self, sequence: int, reason: str, *, time: datetime | None = None) -> LoggedRoll:
        return self.log.void_roll(sequence, reason, time=time)

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
        return self.log.adjust(
            unit_or_staff, changes, reason=reason, bound=bound, phase=phase, time=time
        )

    def adjust_flag(
        self, unit: str, key: str, held: bool, *, reason: str, time: datetime | None = None
    ) -> LoggedRoll:
        return self.log.adjust_flag(unit, key, held, reason=reason, time=time)

    def change_pack(
        self,
        *,
        pack_toml: str,
        pack_id: str,
        pack_hash: str,
        pack_version: str,
        reason: str,
        time: datetime | None = None,
    ) -> LoggedRoll | None:
        """The `pack_changed` row (`log.change_pack`); the game record's new pack is
        journalled with it, so the replay of `verify` reaches the pack the file names."""
        with self.journal.tracking(EntryKind.PACK_CHOSEN, [("game", (1,))]):
            return self.log.change_pack(
                pack_toml=pack_toml,
                pack_id=pack_id,
                pack_hash=pack_hash,
                pack_version=pack_version,
                reason=reason,
                time=time,
            )

    def void_overwrites(self, sequence: int) -> list[Effect]:
        return self.log.void_overwrites(sequence)

    def replacing_orderlies(self) -> frozenset[str]:
        """Orderlies taken off the table because they replaced their commander (Table 19),
        as the log says; the roster keeps them as fallen."""
        return self.roster.replacing_orderlies()

    def roll(self, sequence: int) -> LoggedRoll:
        return self.log.roll(sequence)

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
        return self.log.rolls(
            bound=bound,
            phase=phase,
            unit=unit,
            kind=kind,
            text=text,
            limit=limit,
            offset=offset,
            newest_first=newest_first,
        )

    @property
    def in_memory(self) -> bool:
        """Whether the game was read into memory (`open`, `in_memory`)."""
        return self._file.in_memory

    def copy_for_check(self) -> GameFile:
        """A copy of the game read into memory (`open`, `in_memory`), for `check_copy` in
        another thread (`GameFile.copy_for_check`)."""
        return self._file.copy_for_check()

    def written_since_read(self) -> bool:
        """Whether another console wrote the file since this reader opened it: a game read
        into memory (`open`, `in_memory`) beside its writer has something to read again
        (`gui.file_follow`). False for a writer."""
        return self._file.written_since_read()

    def roll_count(
        self,
        *,
        bound: int | None = None,
        phase: str | None = None,
        unit: str | None = None,
        kind: str | None = None,
        text: str | None = None,
    ) -> int:
        if bound is None and phase is None and unit is None and kind is None and text is None:
            # The whole log's count, which the window's first frame shows: no need to load
            # the log's part for it.
            return self._file.one("SELECT count(*) FROM rolls")
        return self.log.roll_count(bound=bound, phase=phase, unit=unit, kind=kind, text=text)

    def reveal_seed(self, *, time: datetime | None = None) -> str:
        return self.log.reveal_seed(time=time)

    def seal(
        self, *, bound: int | None = None, note: str = "", time: datetime | None = None
    ) -> LoggedRoll:
        """Log a seal of the log as it stands (`Log.seal`), once its chain is checked: a
        seal vouches for the log, so none is logged over a row changed outside the console
        (GameError, naming the row)."""
        self._file.writable()
        report = self.verify(processes=1, state=False)
        if not report.ok:
            raise GameError.of(SEAL_OVER_BROKEN, broken=report.summary())
        return self.log.seal(bound=bound, note=note, time=time)

    # --- the seed at rest (`custody.py`) -------------------------------------------------------

    def seed_is_here(self) -> bool:
        return self.custody.seed_is_here()

    def export_seed(self, target: str | Path, *, force: bool = False) -> Path:
        return self.custody.export(target, force=force)

    def import_seed(self, seed: bytes, source: str) -> bool:
        return self.custody.import_seed(seed, source)

    # --- verification (`verify.py`) --------------------------------------------------------------

    def verify(
        self,
        seed: bytes | str | None = None,
        *,
        processes: int | None = None,
        workers: VerifyWorkers | None = None,
        seals: list[Seal] | None = None,
        state: bool = True,
    ) -> VerifyReport:
        """Check the whole log and the console dice ledger, the seals a player holds and the
        state replayed from the log; name the first bad row, draw, entry, bound or value
        (see `check.verify_game`)."""
        from ba_console.store.check import verify_game

        file = self._file
        if file.in_memory:
            # What is verified is the file on disk as it is now, not the copy read from it.
            file = GameFile.open(
                self.path, True, clock=file.clock, seeds=file.seeds, check_pages=False
            )
        try:
            return verify_game(
                file, seed, processes=processes, workers=workers, seals=seals, state=state
            )
        finally:
            if file is not self._file:
                file.close()


def seed_keeper(data_dir: str | Path | None = None) -> SeedKeeper:
    """Where the seeds of games rest in the data folder `data_dir` (else the default)."""
    return SeedKeeper(data_dir=data_dir)


def check_file(path: str | Path, seals: list[Seal] | None = None) -> tuple[int, VerifyReport]:
    """The game's roll count, then its verification (with the seals a player holds, when
    given), through a read-only connection of its own (for a thread beside the game's open
    writer). Counted first: a roll logged while the walk runs is then counted by the caller
    as unchecked, never passed as verified."""
    # No page check on opening: verify's walk and SQLite's integrity check read them all.
    # Nor of the -wal: the writer's own, which its SQLite reads through its index.
    with Game.open(Path(path), read_only=True, check_pages=False, check_wal=False) as reader:
        count = reader.roll_count()
        return count, reader.verify(seals=seals)


def check_copy(reader: GameFile, kept: KeptWalk | None = None) -> tuple[int, VerifyReport]:
    """`check_file` of a game open read-only as a copy in memory (a window shows it), on
    its `Game.copy_for_check` (closed here), in a thread beside the window's: the file is
    not read again, nor held. `kept`: the parts of the log that a check before walked
    clean on an earlier copy; when this copy holds that copy's rows and draws unchanged,
    only the rows after them are walked (`verify_parallel.carry_over`), else the whole
    log. The report is the same either way."""
    from ba_console.store.check import verify_game

    try:
        count = reader.one("SELECT count(*) FROM rolls")
        return count, verify_game(reader, kept=kept)
    finally:
        reader.close()
