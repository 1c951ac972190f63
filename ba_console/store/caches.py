"""The store's speed caches, in one place: what each keeps, when it is true, what clears it.

Logging a roll is a loop the umpire waits on, so `Game` keeps a few things it would
otherwise read from the file at every roll. Each is true only because this connection
is the file's one writer while it holds the game lock (`lock.py`) and the log and the
console dice ledger are append-only; the rule beside each clears it whenever that might
stop being so. A cleared cache is read afresh, never guessed: the rows written are the
same with the caches or without them (`tests/e2e/test_pinned_rows.py` pins them).

- `Caches.seed`: the dice seed, read once. It never changes (its reveal is a log row).
- `Caches.log_head`: the log's head (the next sequence number, the last row's hash, the
  row that revealed the seed) as of this connection's last commit. Kept when it is read
  at the start of a transaction of its own and after an append commits; cleared by every
  row written (`row_written`), since the transaction writing it may still roll back. It
  outlives other writes: a roster edit between two rolls does not move the log's head.
- `Caches.shown`: the console draws this connection committed that no roll has used yet,
  by draw key, so that an append binds its console sides without reading them back.
  Kept when a new draw commits on its own (`draw_committed`), dropped key by key when an
  append that used them commits (`append_committed`), cleared whole when a draw is made
  or used inside an outer transaction, which may roll back (`nested_dice_write`). A key
  not here is read from the file.
- `Caches.append_inputs` (`AppendInputs`): the rest of what the next append reads from
  the file (pack, dice mode, the ledger's head, the phase state, the fields of the units
  rolls named), as the last append committed them. True while the connection's
  `total_changes` is still its stamp, that is while no row at all was written, changed or
  deleted since, by any path (`inputs_for_append` drops it otherwise); a console draw
  committed next moves the ledger's head in it, and its stamp along. Not kept after an
  effect it cannot follow (one on a commander, an orderly or an order, or a unit field
  set to a value that might read back as another type).
- `Caches.units`: the game's units in roster order, as `Roster.units()` last read them,
  stamped with the connection's `total_changes`: true while nothing at all was written
  since (`units_read` drops it otherwise). A roll dialog on a big game reads the roster
  several times as it opens; it is read once. Not kept when read inside a transaction
  (which may roll back), nor for a game opened read-only (another process may write it).
- `UnitCache`: not kept between rolls. The units one roll's effects change, each read at
  most once and changed in memory as the effects go; what it ends with becomes part of
  the next append's inputs.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any, NamedTuple

from ba_console.store.errors import RosterError
from ba_console.store.kinds import UNIT_EFFECTS
from ba_console.store.models import PhaseState
from ba_console.store.roster import UNIT_SELECT, unit_values

if TYPE_CHECKING:
    from ba_console.store.draws import ConsoleDraw
    from ba_console.store.models import Unit
    from ba_console.store.records import LoggedRoll


class LogState(NamedTuple):
    """What a new log row or console draw needs from the file (`GameFile.log_state`)."""

    sequence: int  # of the next row
    prev_hash: str
    pack_hash: str
    dice_mode: str
    revealed_at: int | None
    last_draw: int | None  # the console dice ledger's head: its latest draw and hash
    draw_head: str | None
    phase: PhaseState


class AppendInputs:
    """What `append_roll` reads from the file, as the last append this connection committed
    left it: valid while the connection's `total_changes` is still `stamp`."""

    __slots__ = ("stamp", "state", "units")

    def __init__(self, stamp: int, state: LogState, units: dict[str, dict[str, Any]]) -> None:
        self.stamp = stamp
        self.state = state  # for the next row
        self.units = units  # fields by key of the units rolls named, as committed


# Effects that write where `AppendInputs` keeps nothing. The others must be unit effects
# (the units they change are followed through `UnitCache`) to a value SQLite gives back as
# it is (light and marksmen are bools, read back as such), or the inputs are read afresh.
_UNKEPT_TABLE_EFFECTS = frozenset(("flag", "side_penalty"))
_STORED_AS_IS = frozenset((int, str, bool, type(None)))


class Caches:
    """The caches of one open game; see the module's paragraph for each one's rule."""

    __slots__ = ("append_inputs", "log_head", "seed", "shown", "units")

    def __init__(self) -> None:
        self.seed: bytes | None = None
        self.log_head: tuple[int, str, int | None] | None = None
        self.shown: dict[str, ConsoleDraw] = {}
        self.append_inputs: AppendInputs | None = None
        self.units: tuple[int, tuple[Unit, ...]] | None = None

    def units_read(self, total_changes: int) -> tuple[Unit, ...] | None:
        """The units as last read, if nothing was written since."""
        kept = self.units
        if kept is None:
            return None
        if kept[0] != total_changes:
            self.units = None
            return None
        return kept[1]

    def inputs_for_append(self, total_changes: int) -> AppendInputs | None:
        """The kept append inputs, if nothing was written since they were kept."""
        kept = self.append_inputs
        if kept is not None and kept.stamp != total_changes:
            kept = self.append_inputs = None
        return kept

    def row_written(self) -> None:
        """A log row was written: the head is unknown until its transaction commits."""
        self.log_head = None

    def nested_dice_write(self) -> None:
        """A draw was made or used inside an outer transaction, which may roll back."""
        self.shown.clear()

    def draw_committed(
        self, key: str, draw: ConsoleDraw, changes_before: int, changes_after: int
    ) -> None:
        """A new draw committed on its own: it is shown, and it heads the ledger in the
        kept append inputs if they were true before it (the draw was all that was written
        since)."""
        self.shown[key] = draw
        kept = self.append_inputs
        if kept is not None and kept.stamp == changes_before:
            kept.state = kept.state._replace(last_draw=draw.draw, draw_head=draw.hash)
            kept.stamp = changes_after

    def append_committed(
        self,
        kept: AppendInputs | None,
        state: LogState,
        logged: LoggedRoll,
        console_keys: list[str],
        known: dict[str, dict[str, Any]],
        changed: UnitCache,
        stamp: int,
    ) -> None:
        """An append committed (`stamp`: the connection's `total_changes` after it): the next
        row follows this one, its draws are used, and what the next append needs is kept,
        unless an effect wrote where the kept units cannot follow (a commander, an order),
        or set a unit field to a value that might read back as another type."""
        # Two caches of the head: `log_head` outlives other writes (a roster edit between
        # rolls), the append inputs only last while nothing else is written.
        self.log_head = (state.sequence + 1, logged.hash, state.revealed_at)
        for key in console_keys:
            self.shown.pop(key, None)
        for effect in logged.effects:
            what = effect.what
            if what not in _UNKEPT_TABLE_EFFECTS and (
                what not in UNIT_EFFECTS or type(effect.to) not in _STORED_AS_IS
            ):
                self.append_inputs = None
                return
        following = LogState(state.sequence + 1, logged.hash, *state[2:])
        if kept is None:
            kept = self.append_inputs = AppendInputs(stamp, following, dict(known))
        else:
            kept.stamp, kept.state = stamp, following
            kept.units.update(known)
        kept.units.update(changed.changed)


class UnitCache:
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
                    f"SELECT {UNIT_SELECT} FROM units WHERE key = ?", (key,)
                ).fetchone()
                if row is None:
                    raise RosterError(f"unit {key!r}: no such unit in this game", "key")
                known = unit_values(row)
            values = self.changed[key] = dict(known)
        return values
