"""The seed's custody: where a game's secret dice seed rests, and every move of it, logged.

The seed rests in the data folder (`seeds.py`), never in the game file, until it is
revealed. `Game.custody` (a `SeedCustody`) moves it:

- `move_out`: a game made before the seed left the file still holds it (`dice_seed`); its
  first writable open keeps the seed in the data folder and deletes it from the file with
  SQLite's secure delete (its bytes overwritten, not just unlinked), so that, once closed,
  the file and every copy of it hold no seed bytes;
- `export`: writes the seed to a file (mode 0600) to carry the game to another laptop;
- `import_seed`: takes a seed in from such a file, after checking it against the game's
  commitment (nothing is written for a seed of another game).

Each move is a `seed_custody` row of the roll log without dice, written by the store like
the seed's reveal: its outcome says what was done (`moved_out`, `exported`, `imported`)
and its note where; the seed's bytes never enter the log before `reveal_seed`.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import GameError
from ba_console.store.kinds import SEED_CUSTODY_KIND
from ba_console.store.outputs import check_output
from ba_console.store.seeds import (
    SeedFileError,
    SeedMissingError,
    seed_text,
    write_secret_file,
)

if TYPE_CHECKING:
    from ba_console.store.dice import DiceLedger
    from ba_console.store.game import Game
    from ba_console.store.gamefile import GameFile
    from ba_console.store.log import RollLog
    from ba_console.store.records import Outcome

MOVED_OUT = "moved_out"
EXPORTED = "exported"
IMPORTED = "imported"

SEED_REVEALED_ALREADY = QT_TRANSLATE_NOOP(
    "store",
    "The dice seed of {name} was revealed at roll {roll}: it is in the log for anyone to "
    "read, and console dice are over for this game.",
)
NOT_THIS_GAMES_SEED = QT_TRANSLATE_NOOP(
    "store",
    "{source} holds the dice seed of another game (fingerprint {theirs}…), not of {name} "
    "({ours}…). Nothing was changed.",
)
CANNOT_WRITE = QT_TRANSLATE_NOOP("store", "cannot write {path}: {error}")


class SeedCustody:
    """The seed's moves for one game (`Game.custody`)."""

    def __init__(self, file: GameFile, parts: Game) -> None:
        self._file = file
        self._parts = parts

    # The log and the dice ledger load the roll records (pydantic): taken from the game at
    # their first use, so that opening a game whose seed is already out does not load them.
    @property
    def _log(self) -> RollLog:
        return self._parts.log

    @property
    def _dice(self) -> DiceLedger:
        return self._parts.dice

    def commitment(self) -> str:
        return self._file.one("SELECT seed_commitment FROM game")

    def seed_is_here(self) -> bool:
        """Whether console dice can be drawn here: the seed is on this computer (or still
        in the file of an old game)."""
        try:
            self._dice.seed()
        except SeedMissingError:
            return False
        return True

    def move_out(self) -> bool:
        """Move the seed of a game made before it left the file into the data folder, and
        delete it from the file, logged. False when there was nothing to move, or the data
        folder cannot take it (the seed then stays where it was, and moves next time)."""
        file = self._file
        seed = file.one("SELECT seed FROM dice_seed WHERE id = 1")
        if seed is None:
            return False
        file.writable()
        try:
            file.seeds.keep(seed, self._title())
        except SeedFileError:
            return False
        conn = file.db.conn
        conn.execute("PRAGMA secure_delete = ON")  # the freed bytes are zeroed, not left
        try:
            with file.db.atomic():
                file.execute("DELETE FROM dice_seed", ())
                self._log.log_store_row(
                    SEED_CUSTODY_KIND,
                    _outcome(key=MOVED_OUT, label="seed moved out of the game file"),
                    "The dice seed left the game file: it is kept apart, on this computer, "
                    "until it is revealed. A copy of the game file holds no seed.",
                )
        finally:
            conn.execute("PRAGMA secure_delete = OFF")
        # The zeroed page is in the -wal; the file itself keeps the seed's bytes until the
        # page is written back. Written back now: a copy of the file alone, taken by hand
        # while the game is open, holds no seed either.
        with contextlib.suppress(sqlite3.Error):
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        file.caches.seed = seed
        return True

    def export(self, target: str | Path, *, force: bool = False) -> Path:
        """Write the seed to `target` (mode 0600) for another laptop, logged. Refuses a
        revealed seed, a seed not on this computer, and (`check_output`) a game, its
        companions or any SQLite file; an existing file only with `force`."""
        file = self._file
        target = Path(target)
        file.writable()
        self._refuse_revealed()
        seed = self._dice.seed()
        check_output(target, force=force, game=file.path)
        try:
            write_secret_file(target, seed_text(seed, self._title()), replace=force)
        except OSError as exc:
            raise SeedFileError.of(
                CANNOT_WRITE, path=target, error=exc.strerror or str(exc)
            ) from None
        try:
            self._log.log_store_row(
                SEED_CUSTODY_KIND,
                _outcome(key=EXPORTED, label=target.name),
                f"The dice seed was written to {target.name} to carry the game to another "
                "computer: whoever holds that file can compute the coming console dice.",
            )
        except BaseException:
            target.unlink(missing_ok=True)
            raise
        return target

    def check_seed(self, seed: bytes, source: str) -> None:
        """Refuse (`SeedFileError`) a seed that is not the one this game committed to."""
        from ba_console.core.fair_dice import commitment  # loads OpenSSL (through hmac)

        ours = self.commitment()
        theirs = commitment(seed)
        if theirs != ours:
            raise SeedFileError.of(
                NOT_THIS_GAMES_SEED,
                source=source,
                theirs=theirs[:16],
                name=self._file.path.name,
                ours=ours[:16],
            )

    def import_seed(self, seed: bytes, source: str) -> bool:
        """Keep `seed` (read from `source`) in this computer's data folder, logged, after
        checking it against the game's commitment. False when it was here already."""
        file = self._file
        file.writable()
        self.check_seed(seed, source)
        self._refuse_revealed()
        if file.seeds.holds(self.commitment()):
            return False
        file.seeds.keep(seed, self._title())
        self._log.log_store_row(
            SEED_CUSTODY_KIND,
            _outcome(key=IMPORTED, label=Path(source).name),
            f"The dice seed was brought to this computer from {Path(source).name}.",
        )
        return True

    def _refuse_revealed(self) -> None:
        revealed = self._file.log_state().revealed_at
        if revealed is not None:
            raise GameError.of(SEED_REVEALED_ALREADY, name=self._file.path.name, roll=revealed)

    def _title(self) -> str:
        return self._file.one("SELECT title FROM game") or ""


def _outcome(*, key: str, label: str) -> Outcome:
    """A custody row's outcome. The records (pydantic) load here, when a row is written,
    not when a game opens and finds its seed already out of the file."""
    from ba_console.store.records import Outcome

    return Outcome(key=key, label=label)
