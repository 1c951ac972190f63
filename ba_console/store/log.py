"""The log part of a game: the hash-chained roll log, written and read.

`Game.log` (a `RollLog`) appends rows: a roll (`append_roll`, with its console dice bound
to their draws by `dice.py` and its effects applied by `effects.py`, all in one
transaction, so a crash leaves either both or neither), a void (`void_roll`, a new row
whose effects take back the voided row's), an umpire's roster correction (`adjust`), a
witnessed seal (`seal`, see `seals.py`), a change of the game's pack (`change_pack`) and the
seed's reveal (`reveal_seed`). Rows are never changed or deleted (triggers enforce it); each is
encoded and hashed by `codec.py` and chained to the row before it, and every row seals the
console dice ledger as it stands. It reads rows back by filters (bound, phase, unit, kind,
text), a unit's from an index so they are fast in any log.
What it keeps between rows to append fast is in `caches.py`; `verify.py` checks the log.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.caches import AppendInputs, LogState
from ba_console.store.codec import ROLL_COLUMNS, decode_row, encode_row
from ba_console.store.effects import RosterEffects
from ba_console.store.errors import GameFileError, RollError
from ba_console.store.models import validate_bound
from ba_console.store.records import (
    ADJUSTMENT_KIND,
    PACK_CHANGED_KIND,
    RESERVED_KINDS,
    SEAL_KIND,
    SEED_REVEALED_KIND,
    UNVOIDABLE_KINDS,
    VOID_KIND,
    Effect,
    LoggedRoll,
    Outcome,
    RollDraft,
    trusted,
)
from ba_console.store.roster import UNIT_SELECT, unit_values
from ba_console.store.seals import seal_before

if TYPE_CHECKING:
    from ba_console.store.bound import BoundState
    from ba_console.store.dice import DiceLedger
    from ba_console.store.gamefile import GameFile
    from ba_console.store.roster import Roster

_LOGGED_FIELDS = tuple(LoggedRoll.model_fields)
_ROLL_SELECT = ", ".join(f"r.{name}" for name in ROLL_COLUMNS)
_INSERT_ROLL = (
    f"INSERT INTO rolls ({', '.join(ROLL_COLUMNS)}) VALUES ({', '.join('?' for _ in ROLL_COLUMNS)})"
)


class RollLog:
    """The roll log of one game (`Game.log`)."""

    def __init__(self, file: GameFile, roster: Roster, bound: BoundState, dice: DiceLedger) -> None:
        self._file = file
        self._dice = dice
        self._roster = roster
        self._bound = bound
        self._effects = RosterEffects(file, roster, bound)

    # --- writing ---------------------------------------------------------------------------------

    def next_sequence(self) -> int:
        """The sequence number the next logged roll will get."""
        return self._file.log_state().sequence

    def append_roll(self, draft: RollDraft, *, time: datetime | None = None) -> LoggedRoll:
        """Log a roll and apply its effects to the roster, in one transaction.

        Each console side is bound to the pending console draw for its kind, role
        and dice, whose number it then carries (`RollSide.draw`); that draw is used
        and no longer pending. Refuses (RollError, nothing written) console faces
        that are not a pending draw's (none drawn, or other faces), typed dice in a
        console-only game, unknown units, and effects whose `from` no longer matches
        the roster (the roster changed since the dialog).
        """
        file = self._file
        file.writable()
        if draft.kind in RESERVED_KINDS:
            raise RollError(f"kind {draft.kind!r} is written by the store itself")
        units = draft.involved_units()
        moment = file.now(time)
        conn = file.db.conn
        caches = file.caches
        top_level = not conn.in_transaction
        kept = caches.inputs_for_append(conn.total_changes)  # None: read afresh
        with file.db.atomic():
            state = kept.state if kept is not None else file.log_state(keep_head=top_level)
            phase = state.phase
            known = self._check_units_known(units, kept)
            sides, console_keys = self._dice.bind(draft, state)
            bound = draft.bound or phase.bound
            changed = self._effects.apply(draft.effects, state.sequence, bound, known)
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
            caches.append_committed(
                kept, state, logged, console_keys, known, changed, conn.total_changes
            )
        else:
            caches.nested_dice_write()
        return logged

    def _check_units_known(
        self, keys: tuple[str, ...], kept: AppendInputs | None = None
    ) -> dict[str, dict[str, Any]]:
        """Every key a roll names is a unit, commander or orderly (units asked first: most are).

        Returns the units' fields by key, for the roll's effects: from `kept` (the last
        append's) where it has them, the rest read here once. They are shared: not to be
        changed (`caches.UnitCache` copies them)."""
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
            for row in self._file.db.conn.execute(
                f"SELECT {UNIT_SELECT} FROM units WHERE key IN ({marks})", tuple(missing)
            ):
                units[row[0]] = unit_values(row)
            missing -= units.keys()
        for table in ("commanders", "orderlies"):
            if not missing:
                return units
            marks = ", ".join("?" for _ in missing)
            missing -= {
                row[0]
                for row in self._file.db.conn.execute(
                    f"SELECT key FROM {table} WHERE key IN ({marks})", tuple(missing)
                )
            }
        if not missing:  # the last table (orderlies) held the rest
            return units
        first = next(key for key in keys if key in missing)
        raise RollError(f"the roll names {first!r}, which is not in the roster")

    def _insert_roll(self, state: LogState, **values: Any) -> LoggedRoll:
        # The head moves: unknown until the caller has committed (append_roll then sets it).
        self._file.caches.row_written()
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
        conn = self._file.db.conn
        conn.execute(_INSERT_ROLL, row)
        conn.executemany(
            "INSERT INTO roll_units (unit, sequence) VALUES (?, ?)",
            [(unit, state.sequence) for unit in values["units"]],
        )
        # Every part was validated on the way in: no need to validate the whole again.
        values.update(hash=row[-1], voided_by=None)
        return trusted(LoggedRoll, {name: values[name] for name in _LOGGED_FIELDS})

    def _insert_store_row(
        self,
        state: LogState,
        moment: datetime,
        kind: str,
        outcome: Outcome,
        note: str,
        *,
        bound: int | None = None,
    ) -> LoggedRoll:
        """A row the store writes itself (a pack change, a seal, the seed's custody or its
        reveal): of no unit, without dice or effects, never a void."""
        return self._insert_roll(
            state,
            time=moment,
            bound=bound or state.phase.bound,
            phase=state.phase.phase,
            sub_phase=state.phase.sub_phase,
            kind=kind,
            units=(),
            sides=(),
            cell=None,
            outcome_typed=False,
            outcome=outcome,
            effects=(),
            note=note,
            voids=None,
            void_reason=None,
        )

    def void_roll(self, sequence: int, reason: str, *, time: datetime | None = None) -> LoggedRoll:
        """Void a roll: a new row pointing at it, whose effects put back what it changed.

        The voided row stays in the log. Counts (figures, gunners, valour,
        supplies) are restored by the amount the roll changed them, so later losses
        stand; other values (disorder, formation, flags…) go back to what they were.
        """
        self._file.writable()
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise RollError("give a reason for voiding the roll")
        moment = self._file.now(time)
        with self._file.db.atomic():
            target = self.roll(sequence)
            if target.kind in UNVOIDABLE_KINDS:
                raise RollError(f"roll {sequence} is a {target.kind} row and cannot be voided")
            if target.voided_by is not None:
                raise RollError(f"roll {sequence} was already voided by roll {target.voided_by}")
            compensation = tuple(self._effects.compensation(target))
            state = self._file.log_state()
            self._effects.apply(compensation, state.sequence, target.bound)
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
        self._file.writable()
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise RollError("give a reason for adjusting the roster")
        if bound is not None:
            validate_bound("adjustment", "bound", bound)
        moment = self._file.now(time)
        with self._file.db.atomic():
            record, prefix, apply = self._effects.adjustable(unit_or_staff, changes)
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
            state = self._file.log_state()
            apply(changed)
            return self._insert_adjustment(
                state, moment, unit_or_staff, effects, reason, bound=bound, phase=phase
            )

    def adjust_flag(
        self, unit: str, key: str, held: bool, *, reason: str, time: datetime | None = None
    ) -> LoggedRoll:
        """Correct a state the store keeps as a flag (General de Brigade's "unformed",
        `play.record`) on the record, as `adjust` corrects a field: an `adjustment` row,
        with the reason as its note, whose one effect sets the flag, until removed
        (`held`), or removes the unit's latest (not `held`). Refuses a change that changes
        nothing."""
        self._file.writable()
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise RollError("give a reason for adjusting the roster")
        moment = self._file.now(time)
        with self._file.db.atomic():
            self._roster.unit(unit)  # RosterError for a key that is no unit
            held_now = self._bound.flags(unit, key=key)
            if held == bool(held_now):
                raise RollError(f"{unit}: the roster already holds these values")
            if held:
                effect = Effect(unit=unit, what="flag", to={"key": key, "expires_after": None})
            else:
                payload = {"key": key, "expires_after": held_now[-1].expires_after}
                effect = Effect(unit=unit, what="flag", from_=payload, to=None)
            state = self._file.log_state()
            self._effects.apply((effect,), state.sequence, state.phase.bound)
            return self._insert_adjustment(state, moment, unit, (effect,), reason)

    def _insert_adjustment(
        self,
        state: LogState,
        moment: datetime,
        unit: str,
        effects: tuple[Effect, ...],
        reason: str,
        *,
        bound: int | None = None,
        phase: str | None = None,
    ) -> LoggedRoll:
        """A roster correction's row (`adjust`, `adjust_flag`): of one unit or staff figure,
        without dice, its changes as effects and the umpire's reason as its note; in the
        step the game is in, or in `phase` of `bound` where given."""
        return self._insert_roll(
            state,
            time=moment,
            bound=bound or state.phase.bound,
            phase=phase or state.phase.phase,
            sub_phase=None if phase else state.phase.sub_phase,
            kind=ADJUSTMENT_KIND,
            units=(unit,),
            sides=(),
            cell=None,
            outcome_typed=False,
            outcome=None,
            effects=effects,
            note=reason,
            voids=None,
            void_reason=None,
        )

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
        """Use another pack from now on, on the record: a `pack_changed` row naming the old
        and the new pack's content hash, written in the same transaction as the change.
        The row carries the new hash, as every row after it does; earlier rows keep theirs,
        and the game keeps a copy of every pack it used. It cannot be voided: the rolls
        read from the new pack stand on it. None (nothing written) when the game already
        uses that pack."""
        file = self._file
        file.writable()
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise RollError("give a reason for changing the game's pack")
        moment = file.now(time)
        with file.db.atomic():
            old_hash = file.one("SELECT pack_hash FROM game")
            if old_hash == pack_hash:
                return None
            old = file.rows("SELECT pack_id, version FROM packs WHERE hash = ?", [old_hash])[0]
            if file.one("SELECT 1 FROM packs WHERE hash = ?", (pack_hash,)) is None:
                file.insert(
                    "packs",
                    {
                        "hash": pack_hash,
                        "pack_id": pack_id,
                        "version": pack_version,
                        "toml": pack_toml,
                        "added": moment,
                    },
                )
            file.update("game", "id", 1, {"pack_hash": pack_hash})
            state = file.log_state()
            note = (
                f"pack changed from {old['pack_id']} {old['version']} ({old_hash}) to "
                f"{pack_id} {pack_version} ({pack_hash}): {reason}"
            )
            return self._insert_store_row(
                state,
                moment,
                PACK_CHANGED_KIND,
                Outcome(key=pack_hash, label=f"{pack_id} {pack_version}"),
                note,
            )

    def void_overwrites(self, sequence: int) -> list[Effect]:
        """What voiding roll `sequence` would set back over a later change: a state (disorder,
        formation…) that roll set and something logged since changed again. Voiding puts
        the state back to what it was before the roll, so the later change is lost; counts
        go back by the roll's difference and are not listed. For the void prompt's caution."""
        return self._effects.overwrites(self.roll(sequence))

    def reveal_seed(self, *, time: datetime | None = None) -> str:
        """The dice seed in hex, logged once as a `seed_revealed` row (console dice end here)."""
        seed_hex = self._dice.seed().hex()
        if self._file.log_state().revealed_at is not None:
            return seed_hex
        self._file.writable()
        moment = self._file.now(time)
        with self._file.db.atomic():
            state = self._file.log_state()
            self._insert_store_row(
                state,
                moment,
                SEED_REVEALED_KIND,
                Outcome(key="seed", label=seed_hex),
                (
                    "The dice seed is revealed: anyone can now check every console roll and "
                    "every console draw."
                ),
            )
        return seed_hex

    def log_store_row(
        self, kind: str, outcome: Outcome, note: str, *, time: datetime | None = None
    ) -> LoggedRoll:
        """A row the store writes itself, of no unit and without dice (`seed_custody`), in
        the caller's transaction if there is one."""
        self._file.writable()
        moment = self._file.now(time)
        with self._file.db.atomic():
            state = self._file.log_state()
            return self._insert_store_row(state, moment, kind, outcome, note)

    def seal(
        self, *, bound: int | None = None, note: str = "", time: datetime | None = None
    ) -> LoggedRoll:
        """Log a witnessed seal of the log as it stands (`seals.py`): a `seal` row whose
        outcome is the seal ("B4 7Q2K-9FXA-3MWD"), of `bound` (default: the bound the game
        is in), with `note` (who witnessed it). No dice, no effects; it cannot be voided."""
        self._file.writable()
        if bound is not None:
            validate_bound("seal", "bound", bound)
        moment = self._file.now(time)
        with self._file.db.atomic():
            state = self._file.log_state()
            bound = bound or state.phase.bound
            text = seal_before(self._file.db.conn, state.sequence, bound).text
            return self._insert_store_row(
                state,
                moment,
                SEAL_KIND,
                Outcome(key=text, label=text),
                note.strip() if isinstance(note, str) else "",
                bound=bound,
            )

    # --- reading ---------------------------------------------------------------------------------

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
            return self._file.one("SELECT count(*) FROM roll_units WHERE unit = ?", (unit,))
        source, where, params = _roll_filter(bound, phase, unit, kind, text)
        return self._file.one(f"SELECT count(*) FROM {source}{where}", tuple(params))

    def _select_rolls(
        self, source: str, where: str, params: list[Any], page: str = ""
    ) -> list[LoggedRoll]:
        sql = (
            f"SELECT {_ROLL_SELECT}, v.sequence FROM {source} "
            f"LEFT JOIN rolls v ON v.voids = r.sequence{where} {page}"
        )
        rolls = []
        for row in self._file.db.conn.execute(sql, params):
            try:
                rolls.append(decode_row(row[:-1], voided_by=row[-1]))
            # pydantic's ValidationError is a ValueError; RecursionError: nested too deep
            except (ValueError, TypeError, RecursionError) as exc:
                raise GameFileError.of(
                    QT_TRANSLATE_NOOP(
                        "store",
                        "{name}: roll {sequence} cannot be read; the file was damaged or edited "
                        "(run verify): {error}",
                    ),
                    name=self._file.path.name,
                    sequence=row[0],
                    error=str(exc).splitlines()[0],
                ) from None
        return rolls


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
