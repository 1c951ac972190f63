"""The console dice ledger: every set of console dice shown, on record before it is shown.

A console draw is the faces the console showed for one role of one kind of roll:
`fair_faces(seed, draw, "kind/role", count, sides, word)`, keyed by the draw's own
number (1, 2, 3…), not by the log's sequence number; `word` is what a player called
before the dice were rolled, if anyone did (it is in the draw's record). The draw is
written, with its time and the log row it followed, before `Game.console_faces` returns
the faces, so an umpire who cancels a roll dialog leaves a trace; the draw stays
*pending* and the next console roll of that kind and role gets the same faces, whatever
was logged in between. A logged roll names the draw each console side came from
(`RollSide.draw`), and every log row carries the ledger's head when it was logged
(`last_draw`, `draw_head`), so the log's hash chain also seals every draw shown
before each row.

A draw is stored as the canonical JSON that is hashed (`record`, every field but
`hash`), so verification hashes it as stored; each record carries the previous
draw's hash (the first carries the seed commitment), like the roll log.
`DrawVerifier` checks the ledger in draw order while `ChainVerifier` walks the
log and pulls it along.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import compress, count
from operator import not_
from string import Formatter
from typing import Any

from ba_console.core.fair_dice import fair_faces, is_called_word
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.codec import canonical_json

# The fields of a draw that are hashed, in canonical (sorted) order.
RECORD_FIELDS = (
    "after_roll",
    "count",
    "die_sides",
    "draw",
    "faces",
    "kind",
    "prev_hash",
    "role",
    "time",
)
# A draw made with a word a player called has one field more, hashed like the rest.
_WITH_WORD = (*RECORD_FIELDS, "word")


@dataclass(frozen=True, slots=True)
class ConsoleDraw:
    """Console dice shown once: draw number, when, for which kind/role, and the faces.

    `after_roll` is the sequence number of the last log row when the dice were
    shown (0: the log was empty). `used_by` is the roll that logged these dice;
    None while they are pending (shown, not yet logged). It is not hashed.
    """

    draw: int
    time: str
    kind: str
    role: str
    count: int
    die_sides: int
    faces: tuple[int, ...]
    after_roll: int
    prev_hash: str
    hash: str
    used_by: int | None = None
    # The word a player called before the dice were rolled (`fair_dice`), None if none: it
    # is hashed with the draw, and only then, so a draw without one hashes as before.
    word: str | None = None

    @property
    def label(self) -> str:
        """ "#14 melee/attacker": how reports name a draw."""
        return f"#{self.draw} {self.kind}/{self.role}"

    @property
    def clock_time(self) -> str:
        """The time of day the dice were shown, "20:41" (the record keeps the full time)."""
        return self.time[11:16] if len(self.time) >= 16 else self.time

    def body(self) -> dict[str, Any]:
        """Every hashed field as plain JSON data (what the JSON export carries)."""
        body: dict[str, Any] = {
            "after_roll": self.after_roll,
            "count": self.count,
            "die_sides": self.die_sides,
            "draw": self.draw,
            "faces": list(self.faces),
            "kind": self.kind,
            "prev_hash": self.prev_hash,
            "role": self.role,
            "time": self.time,
        }
        if self.word is not None:
            body["word"] = self.word
        return body

    def record(self) -> str:
        """The canonical JSON that is stored and hashed."""
        return canonical_json(self.body())


@dataclass(frozen=True, slots=True)
class Problem:
    """What verify found wrong with a log row or a console draw, in a translatable form.

    `template` is the English sentence, marked with `QT_TRANSLATE_NOOP("verify", ...)` so
    that the GUI can show it in Danish, and `args` its named placeholders; `text` (the
    report's `reason`: what the CLI prints and the exports keep) is the one filled with
    the other. The values are what the English shows - numbers, lists of faces, and
    quoted names or exceptions already as text - so that two checks of the same log give
    equal problems. `ChainVerifier` (verify.py, which imports this module) uses it too.
    """

    template: str
    # Not hashed: a dict cannot be, and `text` already says the same.
    args: Mapping[str, object] = field(default_factory=dict, hash=False)

    @classmethod
    def of(cls, template: str, **args: object) -> Problem:
        """The problem whose English text is `template` filled with `args`; of `args`, only
        those the template names are kept (one call can serve a choice of sentences)."""
        named = {name for _, name, _, _ in Formatter().parse(template) if name}
        return cls(template, {name: value for name, value in args.items() if name in named})

    @property
    def text(self) -> str:
        return self.template.format(**self.args)


def draw_key(kind: str, role: str, count: int, sides: int) -> str:
    """What a pending draw is found by: "melee/attacker/3d6". Kinds and roles hold no '/'."""
    return f"{kind}/{role}/{count}d{sides}"


def record_hash(record: str) -> str:
    return hashlib.sha256(record.encode("utf-8")).hexdigest()


def parse_draw(number: int, record: str, digest: str, used_by: int | None = None) -> ConsoleDraw:
    """A `ConsoleDraw` from a stored draw (`number`: its row's draw number); ValueError (or
    TypeError) if it is not one.

    The draw is numbered by its row, as verify numbers it: verify finds the text
    `"draw":<number>,` in the record, and a record with the key written twice (or after a
    space) would read, in Python's `json`, as the number written last."""
    data = json.loads(record)
    if not isinstance(data, dict) or tuple(sorted(data)) not in (RECORD_FIELDS, _WITH_WORD):
        raise ValueError(
            "a console draw record needs exactly " + ", ".join(RECORD_FIELDS) + " (and a word)"
        )
    word = data.get("word")
    if word is not None and (type(word) is not str or not is_called_word(word)):
        raise ValueError("the word of a console draw must be text as called (1-40 characters)")
    faces = data["faces"]
    if not isinstance(faces, list) or not all(type(face) is int for face in faces):
        raise ValueError("the faces of a console draw must be a list of whole numbers")
    for name in ("after_roll", "count", "die_sides", "draw"):
        if type(data[name]) is not int:
            raise ValueError(f"{name} of a console draw must be a whole number")
    for name in ("kind", "role", "prev_hash", "time"):
        if type(data[name]) is not str:
            raise ValueError(f"{name} of a console draw must be text")
    return ConsoleDraw(
        draw=number,
        time=data["time"],
        kind=data["kind"],
        role=data["role"],
        count=data["count"],
        die_sides=data["die_sides"],
        faces=tuple(faces),
        after_roll=data["after_roll"],
        prev_hash=data["prev_hash"],
        hash=digest,
        used_by=used_by,
        word=word,
    )


class DrawVerifier:
    """Checks the ledger's rows in draw order, as the log's walk reaches them.

    Rows are (draw, record, hash) tuples in draw order, straight from a raw sqlite3
    cursor. Checks: consecutive draw numbers from the game's first one, each
    record's number, its link to the previous draw (the first links to the seed
    commitment) and its hash; with a seed, that every draw's faces follow from it.
    `seal` checks a log row's view of the ledger (its latest draw and that draw's
    hash); `use` and `use_all` check that a roll uses only draws shown before it,
    none twice, and with a seed that the roll's dice are the draw's.

    The ledger is read ahead in chunks, in one tight loop per chunk (verify's
    speed depends on it); a bad draw found ahead is only reported once the log
    reaches it, so the first problem in log order is the one named.

    To check a log in parts (`verify_parallel`), `resume` starts the verifier at a
    log row's seal instead of at the first draw: the draws up to that seal belong
    to an earlier part, and a use of one of them is kept in `claims` for the caller.
    """

    CHUNK = 4096

    def __init__(
        self, commitment: str, rows: Iterable[tuple[Any, ...]] = (), seed: bytes | None = None
    ) -> None:
        self.seed = seed
        self.first: int | None = None
        self.sealed = 0  # the latest draw a log row has sealed
        self.sealed_hash = commitment
        self.bad_draw: int | None = None
        self.reason: str | None = None
        self.problem: Problem | None = None  # `reason` in a translatable form
        self._rows: Iterator[tuple[Any, ...]] = iter(rows)
        self._read = 0  # the last draw read (and found sound)
        self._read_hash = commitment
        self._exhausted = False
        self._fault: tuple[int, Problem] | None = None  # the first bad draw read, not reached
        self._hashes: list[str] = []  # hashes of draws _hashes_from, _hashes_from + 1, …
        self._hashes_from = 1
        # The roll that used each draw (0: none yet), by draw number - _base; _base is the
        # first draw, or after `resume`, the first draw after the seal it resumed at.
        self._used_by = array("L")
        self._base = 1
        # After `resume`: the draws before _base that rolls used (draw: roll), and how to
        # read such a draw's stored record (to check its dice against a roll's, with a seed).
        self.claims: dict[int, int] = {}
        self._earlier_record: Callable[[int], str | None] | None = None
        # With a seed: each draw read and not yet used, parsed, to check the roll using it.
        self._shown: dict[int, dict[str, Any]] = {}

    @property
    def checked(self) -> int:
        """How many draws were checked so far."""
        return len(self._used_by)

    def fail(self, draw: int | None, problem: Problem) -> bool:
        self.bad_draw = draw
        self.problem = problem
        self.reason = problem.text
        return False

    def start(self, first: int) -> None:
        """Fix the first draw number: 1, or after the last roll logged before the ledger."""
        if self.first is None:
            self.first = self._hashes_from = self._base = first
            self.sealed = self._read = first - 1

    def resume(
        self,
        first: int,
        sealed: int,
        sealed_hash: str,
        earlier_record: Callable[[int], str | None] | None = None,
    ) -> None:
        """Start after draw `sealed` (hash `sealed_hash`), as a log row sealed it: the draws
        `first`…`sealed` were checked by whoever checked the rows before (`rows` must start
        after `sealed`). Rolls that use one of them are recorded in `claims`, for the caller
        to check against that checker's unused draws; with a seed, `earlier_record(number)`
        gives such a draw's stored record, to check the roll's dice against it."""
        self.first = first
        self.sealed = self._read = sealed
        self.sealed_hash = self._read_hash = sealed_hash
        self._hashes_from = self._base = sealed + 1
        self._earlier_record = earlier_record

    def seal(self, upto: int, head: Any) -> Problem | None:
        """A log row says draw `upto` (hash `head`) was the latest shown: what is wrong.

        A bad draw up to `upto` sets `reason` and `bad_draw` (and returns a reason)."""
        if upto == self.sealed:
            if head != self.sealed_hash:
                return self._head_problem(upto)
            return None
        if upto < self.sealed:
            if upto < (self.first or 1):
                return Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it names console draw {draw} as the latest shown, but this game's "
                        "draws start at {first}",
                    ),
                    draw=upto,
                    first=self.first,
                )
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it names console draw {draw} as the latest shown, but an earlier row "
                    "already named draw {sealed}",
                ),
                draw=upto,
                sealed=self.sealed,
            )
        while self._read < upto and self._fault is None and not self._exhausted:
            self._read_chunk()
        if self._fault is not None and self._fault[0] <= upto:
            self.fail(*self._fault)
            # The report names the bad draw with its own problem; this is the row's.
            return Problem.of(
                QT_TRANSLATE_NOOP("verify", "the console draw ledger is broken before it")
            )
        if self._read < upto:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it names console draw {draw} as the latest shown, but the ledger ends at "
                    "draw {last}: draws were removed",
                ),
                draw=upto,
                last=self._read,
            )
        hashes, offset = self._hashes, upto - self._hashes_from
        if head != hashes[offset]:
            return self._head_problem(upto)
        self.sealed, self.sealed_hash = upto, head
        if offset > self.CHUNK:  # no later row can name an earlier draw: forget their hashes
            del hashes[:offset]
            self._hashes_from = upto
        return None

    def _head_problem(self, upto: int) -> Problem:
        return Problem.of(
            QT_TRANSLATE_NOOP(
                "verify",
                "its draw head does not match console draw {draw}'s hash: the draw ledger was "
                "changed or replaced after this row was logged",
            ),
            draw=upto,
        )

    def finish(self) -> bool:
        """Check the draws after the last log row (shown, not logged since)."""
        if self.reason is not None:
            return False
        self.start(1)
        while self._fault is None and not self._exhausted:
            self._read_chunk()
        if self._fault is not None:
            return self.fail(*self._fault)
        return True

    def _read_chunk(self) -> None:
        """Read and check up to CHUNK draws; stop at the first bad one (kept as `_fault`)."""
        assert self.first is not None, "start() first"
        if self.seed is not None:
            self._read_seeded_chunk()
            return
        expected = self._read + 1
        last = self._read_hash
        hashes = self._hashes
        sha256 = hashlib.sha256
        left = self.CHUNK
        try:
            # The hot loop of `verify`: one pass of cheap checks; the slow path names the fault.
            for draw, record, digest in self._rows:
                if (
                    draw != expected
                    or f'"draw":{draw},' not in record
                    or f'"prev_hash":"{last}"' not in record
                    or sha256(record.encode("utf-8")).hexdigest() != digest
                    # Each field once: a record without a word has 26 quotes.
                    or (record.count('"') != 26 and not _fields_once(record))
                ):
                    self._fault = self._name_fault(expected, draw, record, digest, last)
                    break
                hashes.append(digest)
                last = digest
                expected += 1
                left -= 1
                if not left:
                    break
            else:
                self._exhausted = True
        except (TypeError, AttributeError, OverflowError, ValueError) as exc:
            self._fault = (expected, wrong_type(exc))
        except sqlite3.Error as exc:  # a damaged page: the draw, not the roll reading it
            self._fault = (expected, _unreadable(exc))
        self._done_reading(expected - 1, last)

    def _read_seeded_chunk(self) -> None:
        """`_read_chunk` with a seed: every draw is also read and its faces recomputed."""
        assert self.seed is not None
        expected, last = self._read + 1, self._read_hash
        left = self.CHUNK
        try:
            for draw, record, digest in self._rows:
                if (
                    draw != expected
                    or f'"draw":{draw},' not in record
                    or f'"prev_hash":"{last}"' not in record
                    or record_hash(record) != digest
                    # Each field once: a record without a word has 26 quotes.
                    or (record.count('"') != 26 and not _fields_once(record))
                ):
                    self._fault = self._name_fault(expected, draw, record, digest, last)
                    break
                problem = self._seed_problem(draw, record)
                if problem:
                    self._fault = (draw, problem)
                    break
                self._hashes.append(digest)
                last = digest
                expected += 1
                left -= 1
                if not left:
                    break
            else:
                self._exhausted = True
        except (TypeError, AttributeError, OverflowError, ValueError) as exc:
            self._fault = (expected, wrong_type(exc))
        except sqlite3.Error as exc:  # a damaged page: the draw, not the roll reading it
            self._fault = (expected, _unreadable(exc))
        self._done_reading(expected - 1, last)

    def _done_reading(self, last_draw: int, last_hash: str) -> None:
        grown = last_draw - self._read
        if grown > 0:
            self._used_by.frombytes(bytes(self._used_by.itemsize * grown))
        self._read, self._read_hash = last_draw, last_hash

    def _name_fault(
        self, expected: int, draw: Any, record: Any, digest: Any, last: str
    ) -> tuple[int, Problem]:
        """Which check a draw failed, in the order a reader would look."""
        if draw != expected:
            return self._gap(expected, draw)
        if f'"draw":{draw},' not in record:
            return draw, Problem.of(
                QT_TRANSLATE_NOOP("verify", "its record bears another draw number")
            )
        if f'"prev_hash":"{last}"' not in record:
            if draw == self.first:
                return draw, Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "its previous-hash does not match the seed commitment: the draws "
                        "before it were changed, removed or replaced",
                    )
                )
            return draw, Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "its previous-hash does not match draw {previous}'s hash: the draws "
                    "before it were changed, removed or replaced",
                ),
                previous=draw - 1,
            )
        if record_hash(record) == digest:
            return draw, NOT_AS_WRITTEN
        return draw, Problem.of(
            QT_TRANSLATE_NOOP(
                "verify",
                "its contents do not match its hash: the draw was changed after it was shown",
            )
        )

    def _gap(self, expected: int, draw: Any) -> tuple[int, Problem]:
        if isinstance(draw, int) and draw < expected == self.first:
            return draw, Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "the ledger starts at draw {draw}, but this game's draws start at {first} "
                    "(after its last roll keyed by sequence number): those faces repeat old "
                    "rolls",
                ),
                draw=draw,
                first=expected,
            )
        if isinstance(draw, int) and draw > expected:
            # One sentence for each of one or more draws missing, at the start or after one.
            if expected == self.first:
                if draw == expected + 1:
                    template = QT_TRANSLATE_NOOP(
                        "verify",
                        "console draw {missing} is missing: the ledger starts at draw {found}",
                    )
                else:
                    template = QT_TRANSLATE_NOOP(
                        "verify",
                        "console draws {missing}-{last_missing} are missing: the ledger starts "
                        "at draw {found}",
                    )
            elif draw == expected + 1:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "console draw {missing} is missing: draw {previous} is followed by draw "
                    "{found}",
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "console draws {missing}-{last_missing} are missing: draw {previous} is "
                    "followed by draw {found}",
                )
            return expected, Problem.of(
                template,
                missing=expected,
                last_missing=draw - 1,
                previous=expected - 1,
                found=draw,
            )
        return expected, Problem.of(
            QT_TRANSLATE_NOOP("verify", "draw number {found} where {expected} belongs"),
            found=repr(draw),
            expected=expected,
        )

    def _seed_problem(self, number: int, record: str) -> Problem | None:
        assert self.seed is not None
        try:
            data = json.loads(record)
            kind, role, faces, count = data["kind"], data["role"], data["faces"], data["count"]
            # Before the seed is asked for `count` dice: a forged count of 10**12 would
            # keep verify busy for days.
            if count != len(faces):
                return Problem.of(
                    QT_TRANSLATE_NOOP("verify", "it shows {shown} dice but records {count}"),
                    shown=len(faces),
                    count=count,
                )
            drawn = (self.seed, number, f"{kind}/{role}", count, data["die_sides"])
            word = data.get("word")
            expected = fair_faces(*drawn) if word is None else fair_faces(*drawn, word)
        except (ValueError, TypeError, KeyError, RecursionError) as exc:
            return Problem.of(
                QT_TRANSLATE_NOOP("verify", "its record cannot be read ({error})"),
                error=repr(exc),
            )
        if faces != list(expected):
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it shows {faces} for {drawn_for}, but the seed gives {expected}: these "
                    "faces did not come from the committed seed",
                ),
                faces=faces,
                drawn_for=f"{kind}/{role}",
                expected=list(expected),
            )
        self._shown[number] = data
        return None

    def use_new(self, first_new: int, last: int, sequence: int) -> None:
        """Roll `sequence` used the draws it was the first row to seal (none was used yet)."""
        used_by, base = self._used_by, self._base
        for number in range(first_new - base, last - base + 1):
            used_by[number] = sequence

    def use_all(self, numbers: Iterable[str | int], sequence: int) -> Problem | None:
        """`use` for the draw numbers of one roll (as text, what a regex found, or ints)."""
        base = self._base
        used_by = self._used_by
        sealed = self.sealed
        for text in numbers:
            number = int(text)
            if not base <= number <= sealed:
                problem = self._claim(number, sequence)
                if problem:
                    return problem
                continue
            if used_by[number - base]:
                return self._use_problem(number)
            used_by[number - base] = sequence
        return None

    def _claim(self, number: int, sequence: int) -> Problem | None:
        """A use of a draw outside this verifier's own: after `resume`, one of the earlier
        draws (kept in `claims`, once); otherwise always a problem."""
        if not (self.first or 1) <= number < self._base or number in self.claims:
            return self._use_problem(number)
        self.claims[number] = sequence
        return None

    def use(
        self, number: int, sequence: int, kind: str = "", side: dict[str, Any] | None = None
    ) -> Problem | None:
        """Record that roll `sequence` used draw `number`; what is wrong with that, if anything.

        With a seed, `side` is the roll's side as stored (role, die_sides, faces):
        it must show the draw's dice, for the draw's kind and role.
        """
        base = self._base
        if number < base:
            problem = self._claim(number, sequence)
            if problem:
                return problem
            try:
                shown = self._earlier_draw(number) if self.seed is not None else None
            except (ValueError, TypeError) as exc:
                return Problem.of(
                    QT_TRANSLATE_NOOP("verify", "console draw {draw} cannot be read ({error})"),
                    draw=number,
                    error=str(exc),
                )
        else:
            if number > self.sealed or self._used_by[number - base]:
                return self._use_problem(number)
            self._used_by[number - base] = sequence
            shown = self._shown.pop(number, None)
        if side is None or shown is None:
            return None
        role, faces = side.get("role"), side.get("faces")
        if (kind, role, side.get("die_sides")) != (
            shown["kind"],
            shown["role"],
            shown["die_sides"],
        ):
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "its side {side} names console draw {draw}, which was drawn for "
                    "{drawn_for} with {die_sides}-sided dice",
                ),
                side=repr(role),  # `side`, not `role`: the GUI would show a role's label
                draw=number,
                drawn_for=f"{shown['kind']}/{shown['role']}",
                die_sides=shown["die_sides"],
            )
        if faces != shown["faces"]:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "console dice of {side} show {faces}, but console draw {draw} showed "
                    "{shown}: these faces did not come from the committed seed",
                ),
                side=role,
                faces=faces,
                draw=number,
                shown=shown["faces"],
            )
        return None

    def _earlier_draw(self, number: int) -> dict[str, Any]:
        """The record of draw `number`, before `resume`'s seal, as `_shown` keeps one."""
        record = None if self._earlier_record is None else self._earlier_record(number)
        if record is None:
            raise ValueError("its record is not at hand")
        data = json.loads(record)
        if not isinstance(data, dict):
            raise TypeError("not a record")
        return data

    def _use_problem(self, number: int) -> Problem:
        first = self.first or 1
        if number > self.sealed:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it uses console draw {draw}, which had not been shown when it was logged",
                ),
                draw=number,
            )
        if number < first:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify", "it uses console draw {draw}, which is not in the ledger"
                ),
                draw=number,
            )
        if number < self._base:
            earlier = self.claims[number]
        else:
            earlier = self._used_by[number - self._base]
        return Problem.of(
            QT_TRANSLATE_NOOP(
                "verify", "it uses console draw {draw}, which roll {roll} already used"
            ),
            draw=number,
            roll=earlier,
        )

    def unused(self) -> list[int]:
        """Numbers of the draws checked so far that no roll used, in draw order (after
        `resume`: of the draws after its seal)."""
        return list(compress(count(self._base), map(not_, self._used_by)))


class _Members(list[tuple[str, Any]]):
    """The members of a JSON object as written, in order: a key written twice is two."""


def _fields_once(record: str) -> bool:
    """Whether the draw record `record` holds each of its fields once, as the console writes
    it. A reader that parses it reads a key written twice as the last (`"draw":1,"draw":9`),
    where verify's string tests found the first: the record is then named "not written as
    the console writes it" (`NOT_AS_WRITTEN`).

    Parsed only if its quotes say it may not. Every key and text is written between two
    quotes (an escaped quote in a text adds one): a record readers read has nine keys and
    four texts, or a word's key and text more (`"word":"` is no text: a quote in a text is
    escaped), so 26 quotes, or 30 with `"word":"`, say each key is written once. A member
    more adds a key's two quotes; a text fewer, readers refuse the record."""
    quotes = record.count('"')
    if quotes == 26 or (quotes == 30 and '"word":"' in record):
        return True
    try:
        members = json.loads(record, object_pairs_hook=_Members)
    except (ValueError, RecursionError):
        return False
    return type(members) is _Members and len(members) == len(RECORD_FIELDS) + any(
        key == "word" for key, _value in members
    )


NOT_AS_WRITTEN = Problem.of(
    QT_TRANSLATE_NOOP("verify", "it is not written as the console writes it")
)


def _unreadable(exc: Exception) -> Problem:
    """The ledger's next row could not be read (`exc`: SQLite's error)."""
    return Problem.of(
        QT_TRANSLATE_NOOP("verify", "the draw cannot be read ({error})"),
        error=str(exc),
    )


def wrong_type(exc: Exception) -> Problem:
    """A stored draw that is not a row of numbers and text (the hot loop raised `exc`), or
    that readers cannot read (`parse_draw` raised it: `check`, of a draw never logged)."""
    return Problem.of(
        QT_TRANSLATE_NOOP("verify", "a stored field has the wrong type ({error})"), error=str(exc)
    )
