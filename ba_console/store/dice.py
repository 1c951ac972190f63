"""The dice part of a game: the console dice ledger as the game writes and reads it.

`Game.dice` (a `DiceLedger`) draws console dice: `console_draw` writes each set of faces
to the ledger (its number, time, kind, role, dice and faces, hash-chained; see
`draws.py` for the record) and commits it before it returns the faces, so dice that
were shown are always on record. The draw stays pending until a roll logs it, and asking
again for the same kind, role and dice gives the pending draw, whatever was logged in
between: nothing shown is rolled twice, and dice shown but never logged stay on record
for `verify`. When a roll is logged, `bind` ties each of its console sides to its pending
draw (refusing faces no draw gave). The faces follow from the game's secret seed
(`fair_faces`), kept out of the file in the data folder (`seeds.py`) until
`RollLog.reveal_seed` makes it public after the game; console dice
end there, and in a physical-dice game there are none.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import TYPE_CHECKING

from ba_console.core.fair_dice import check_draw_word, fair_faces, normal_word
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.caches import LogState
from ba_console.store.draws import ConsoleDraw, draw_key, parse_draw, record_hash
from ba_console.store.errors import GameFileError, RollError
from ba_console.store.records import RollDraft, RollSide, check_name, with_draw
from ba_console.store.seeds import SEED_MISSING, SeedMissingError

if TYPE_CHECKING:
    from ba_console.store.gamefile import GameFile


class DiceLedger:
    """The console dice ledger of one game (`Game.dice`)."""

    def __init__(self, file: GameFile) -> None:
        self._file = file

    def console_faces(
        self, kind: str, role: str, count: int, sides: int = 6, *, word: str | None = None
    ) -> tuple[int, ...]:
        """The console dice of `role` in the next `kind` roll: `count` dice of `sides` sides.

        The faces of the pending (shown, not yet logged) console draw for this kind,
        role and dice, if there is one, so reopening a cancelled dialog shows the same
        faces, and so does logging other rows first; otherwise a new draw, recorded in
        the ledger before its faces are returned. See `console_draw`.
        """
        return self.console_draw(kind, role, count, sides, word=word).faces

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
        """The pending console draw for (`kind`, `role`, `count`, `sides`), or a new one.

        A new draw gets the next draw number n and the faces
        `fair_faces(seed, n, "kind/role", count, sides, word)`, `word` being what a player
        called before the roll (None: nobody did; see `fair_dice`); it is written
        (hash-chained, the word with it) and committed before this returns, so dice that
        were shown are always on record. A pending draw's dice were shown already: it is
        returned as it was, whatever word is given now. Call it outside `transaction()`,
        as the roll dialog does: inside one, the draw is only kept if that transaction
        commits. Refuses (RollError) in a physical-dice game, once the seed is revealed,
        and a word that is empty, too long or holds a control character; needs a writable
        game.
        """
        self._file.writable()
        check_name("kind", kind)
        check_name("role", role)
        if word is not None:
            try:
                word = normal_word(word)
                check_draw_word(f"{kind}/{role}", word)
            except ValueError as exc:
                raise RollError(f"the word called: {exc}") from None
        if type(count) is not int or count < 1:
            raise ValueError("console dice need a dice count of 1 or more")
        if type(sides) is not int or not 2 <= sides <= 256:
            raise ValueError("console dice need 2 to 256 sides")
        key = draw_key(kind, role, count, sides)
        file = self._file
        conn = file.db.conn
        top_level = not conn.in_transaction
        changes_before = conn.total_changes
        with file.db.atomic():
            state = self._file.log_state()
            check_console_allowed(state.dice_mode, state.revealed_at)
            pending = self._pending_draw(key)
            if pending is not None:
                return pending
            number = self._first_draw_number() if state.last_draw is None else state.last_draw + 1
            faces = fair_faces(self.seed(), number, f"{kind}/{role}", count, sides, word)
            draw = ConsoleDraw(
                draw=number,
                time=self._file.now(time),
                kind=kind,
                role=role,
                count=count,
                die_sides=sides,
                faces=faces,
                after_roll=state.sequence - 1,
                prev_hash=state.draw_head or self._file.one("SELECT seed_commitment FROM game"),
                hash="",
                word=word,
            )
            record = draw.record()
            draw = dataclasses.replace(draw, hash=record_hash(record))
            conn.execute(
                "INSERT INTO console_draws (draw, key, record, hash) VALUES (?, ?, ?, ?)",
                (number, key, record, draw.hash),
            )
        if top_level:
            file.caches.draw_committed(key, draw, changes_before, conn.total_changes)
        else:
            file.caches.nested_dice_write()
        return draw

    def console_draws(self, *, pending_only: bool = False) -> list[ConsoleDraw]:
        """The console dice ledger in draw order, each draw with the roll that used it.

        `pending_only`: only the draws shown and not (yet) logged. `verify` is what
        proves the ledger; this reads it as stored."""
        where = " WHERE u.sequence IS NULL" if pending_only else ""
        rows = self._file.db.conn.execute(
            "SELECT d.draw, d.record, d.hash, u.sequence FROM console_draws d "
            f"LEFT JOIN console_draw_uses u ON u.draw = d.draw{where} ORDER BY d.draw"
        )
        return [self._read_draw(*row) for row in rows]

    def called_words(self) -> dict[int, str]:
        """The words players called before console draws, by draw number (as stored;
        `verify` proves them)."""
        found: dict[int, str] = {}
        # Only records that may hold a word are read: its key is the text "word", or an escape
        # (`"word" :`, `"w\u006frd"`: read so by `parse_draw` and by verify with the seed).
        rows = self._file.db.conn.execute(
            "SELECT draw, record, hash FROM console_draws WHERE instr(record, '\"word\"') > 0 "
            "OR instr(record, '\\') > 0 ORDER BY draw"
        )
        for number, record, digest in rows:
            draw = self._read_draw(number, record, digest, None)
            if draw.word is not None:
                found[draw.draw] = draw.word
        return found

    def console_draw_count(self) -> int:
        """How many console draws the ledger holds (used or not)."""
        return self._file.one("SELECT count(*) FROM console_draws")

    def bind(self, draft: RollDraft, state: LogState) -> tuple[tuple[RollSide, ...], list[str]]:
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
        shown = self._file.caches.shown
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
            check_console_allowed(mode, state.revealed_at)
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

    def seed(self) -> bytes:
        """The secret dice seed (read once: see `caches.py`): from the data folder's seeds
        (`seeds.py`), or from the file of a game made before the seed left it.
        `SeedMissingError` when neither has it (a copy of the game, on another computer)."""
        caches = self._file.caches
        if caches.seed is None:
            file = self._file
            seed = file.one("SELECT seed FROM dice_seed WHERE id = 1")
            if seed is None:
                seed = file.seeds.load(file.one("SELECT seed_commitment FROM game"))
            if seed is None:
                raise SeedMissingError.of(
                    SEED_MISSING, name=file.path.name, folder=file.seeds.folder
                )
            caches.seed = seed
        return caches.seed

    def _read_draw(self, number: int, record: str, digest: str, used_by: int | None) -> ConsoleDraw:
        return read_draw(self._file.path.name, number, record, digest, used_by)

    def _pending_draw(self, key: str) -> ConsoleDraw | None:
        """The draw for `key` shown and not yet logged. There is at most one: a new draw
        for a key is only made once its latest draw was logged."""
        row = self._file.db.conn.execute(
            "SELECT d.draw, d.record, d.hash, u.sequence FROM console_draws d "
            "LEFT JOIN console_draw_uses u ON u.draw = d.draw WHERE d.key = ? "
            "ORDER BY d.draw DESC LIMIT 1",
            (key,),
        ).fetchone()
        if row is None or row[3] is not None:
            return None
        draw = self._read_draw(*row)
        if draw_key(draw.kind, draw.role, draw.count, draw.die_sides) != key:
            return None  # the index was edited: draw anew, and verify shows the old draw
        return draw

    def _pending_draws(self, keys: list[str]) -> dict[str, ConsoleDraw]:
        """`_pending_draw` of several keys in one query: each key's latest draw, if unused."""
        found: dict[str, ConsoleDraw] = {}
        latest = ", ".join("(SELECT max(draw) FROM console_draws WHERE key = ?)" for _ in keys)
        rows = self._file.db.conn.execute(
            "SELECT d.key, d.draw, d.record, d.hash FROM console_draws d "
            "LEFT JOIN console_draw_uses u "
            f"ON u.draw = d.draw WHERE d.draw IN ({latest}) AND u.sequence IS NULL",
            keys,
        )
        for key, number, record, digest in rows:
            draw = self._read_draw(number, record, digest, None)
            # A key that disagrees with its record means the index was edited: draw anew,
            # and verify shows the old draw.
            if draw_key(draw.kind, draw.role, draw.count, draw.die_sides) == key:
                found[key] = draw
        return found

    def _first_draw_number(self) -> int:
        """1, or in a game from before the ledger, one past its last roll with console
        dice keyed by sequence number: those numbers' faces were shown already."""
        last = self._file.one(
            "SELECT max(sequence) FROM rolls WHERE last_draw IS NULL "
            """AND instr(sides, '"dice_source":"console"') > 0"""
        )
        return (last or 0) + 1


def check_console_allowed(mode: str, revealed: int | None) -> None:
    if mode == "physical":
        raise RollError("this game rolls physical dice only (dice mode 'physical')")
    if revealed is not None:
        raise RollError(
            f"the dice seed was revealed at roll {revealed}: console dice are no longer "
            "secret, so type physical dice instead"
        )


def read_draw(name: str, number: int, record: str, digest: str, used_by: int | None) -> ConsoleDraw:
    """Stored draw `number` of game file `name`; GameFileError if it cannot be read."""
    try:
        return parse_draw(number, record, digest, used_by)
    except (ValueError, TypeError, RecursionError) as exc:  # nested too deep to read
        raise GameFileError.of(
            QT_TRANSLATE_NOOP(
                "store",
                "{name}: a console draw cannot be read; the file was damaged or edited "
                "(run verify): {error}",
            ),
            name=name,
            error=exc,
        ) from None
