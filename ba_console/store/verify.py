"""Verification of the roll log: `ChainVerifier` walks the stored rows, `VerifyReport` says
what it found.

The walk checks, row by row in sequence order: consecutive sequence numbers, every hash
(recomputed from the stored columns, `codec.body_text`), the link to the row before (the
first row links to the seed commitment), void pointers, the pack copy each roll names,
and that a roster adjustment is one. It pulls the console dice ledger's verifier
(`draws.DrawVerifier`) along: every row's seal on the ledger, every console side's draw,
and with the seed every face. It stops at the first bad row or draw and names it, with a
reason in English and in a translatable form (`draws.Problem`).

Rows are written as the console writes them, so most are checked on a fast path: a row
that matches what the console writes (`ChainVerifier._gate`, an exact match of its JSON
columns) is read by readers as written, and names its draws; anything else is read in
full with readers' own parser, and named "not written as the console writes it" if they
refuse it or read it otherwise than it is written. `verify_parallel.py` runs the
same walk in parts in several processes on a long log; `check.verify_game` (`Game.verify`)
chooses, finds the seed, and lists the draws never logged.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ba_console.core.fair_dice import fair_faces
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.codec import body_text, canonical_json, decode_row
from ba_console.store.draws import NOT_AS_WRITTEN, ConsoleDraw, DrawVerifier, Problem
from ba_console.store.kinds import ADJUSTMENT_KIND, VOID_KIND

# A console side and its draw number ("" if it names none), as canonical JSON writes it
# (keys sorted: dice_source, die_sides, draw, faces…). String values escape their
# quotes, so this cannot match inside a note or a label.
_CONSOLE_SIDE = re.compile(r'"dice_source":"console","die_sides":\d+,(?:"draw":(\d+),)?')

# The JSON columns of a row as the console writes them (`codec.encode_row`), spelled out for
# the walk's gate (`ChainVerifier._gate`): a row that matches is read by readers exactly as
# it is written. A text holds no quote, backslash or control character (canonical JSON
# escapes those, and a row with a backslash is read in full); whole numbers are written as
# JSON writes them; typed dice name no draw; roles are written as pack keys are. Of each side,
# its draw, its faces, its list of factors and its natural sum are captured (and the sides
# of its die, but for d6), for the gate to check what the models check: faces on the die,
# natural their sum, factors as readers read them.
_TEXT = r'"[^"\\\x00-\x1f]*+"'
_WHOLE = r"[1-9][0-9]*+"
_DIE = r"[1-9][0-9]?[0-9]?"  # a die's sides, or a face (a die has at most 256 sides)


def _side_pattern(die: str, face: str, captured_die: str) -> str:
    """A side with dice of `die` sides (a pattern), each face `face`."""
    return (
        rf'\{{"dice_source":"(?:console|typed(?=","die_sides":{die},"faces"))",'
        rf'"die_sides":{captured_die},(?:"draw":({_WHOLE}),)?"faces":\[({face}(?:,{face})*+)\],'
        rf'"factors":(\[[^\]]*+\]),"natural":({_WHOLE}),"role":"[a-z0-9_]++",'
        rf'"total":(?:0|-?{_WHOLE}),"unit":(?:null|{_TEXT})\}}'
    )


_D6_SIDE = _side_pattern("6", "[1-6]", "6")
_ONE_D6 = re.compile(rf"\[{_D6_SIDE}\]")
_TWO_D6 = re.compile(rf"\[{_D6_SIDE},{_D6_SIDE}\]")
# Any side, and what follows it: the die captured first.
_NEXT_SIDE = re.compile(rf"{_side_pattern(_DIE, _DIE, f'({_DIE})')}([,\]])")
_UNITS = re.compile(rf"\[(?:{_TEXT}(?:,{_TEXT})*+)?\]")
_OUTCOME = re.compile(rf'\{{"key":{_TEXT},"label":{_TEXT}\}}')
# How many lists of factors, effects and faces the gate keeps as read (each found so by
# readers' own parser, or summed): past it, it forgets them and reads them again.
_KEPT = 4096


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """What `verify` found. When `ok` is false, `bad_sequence` is the first bad row, or
    `bad_draw` the first bad console draw.

    `unused_draws` are console dice that were shown and never logged: not an
    error, but every one is reported (an umpire who cancels a roll dialog and
    never rolls that kind again leaves one).

    `reason` is English (the CLI prints it, exports keep it); `reason_template` is its
    translatable source (marked with `QT_TRANSLATE_NOOP("verify", ...)`) and `reason_args`
    the template's named placeholders, so that `reason == reason_template.format(**reason_args)`
    and the GUI can say it in Danish (`labels.display_text`)."""

    ok: bool
    rolls_checked: int
    head_hash: str | None
    seed_checked: bool
    console_rolls_checked: int
    bad_sequence: int | None = None
    reason: str | None = None
    seed_source: str | None = None
    adjustments: int = 0  # roster corrections logged outside rolls (kind "adjustment")
    draws_checked: int = 0  # console draws in the ledger, all checked
    # Whether any console dice were shown: a draw in the ledger, or a console side from
    # before it. False: every roll's dice were typed, and no seed had anything to check.
    console_dice: bool = False
    unused_draws: tuple[ConsoleDraw, ...] = ()
    bad_draw: int | None = None
    reason_template: str | None = None
    # Not hashed: a dict cannot be, and `reason` already says the same.
    reason_args: Mapping[str, object] = field(default_factory=dict, hash=False)
    # The state proven from the log (`replay.prove`): whether the file has a state journal,
    # its entries, the roll its snapshot follows (0: from the start), and whether the
    # replayed state matched every state table.
    state_journalled: bool | None = None  # None: not looked at (`verify(state=False)`)
    journal_entries: int = 0
    state_from_roll: int | None = None
    state_checked: bool = False
    bad_entry: int | None = None  # the first bad state journal entry
    state_differs: bool = False  # the state tables differ from the replayed state
    # The seals a player holds that the log gives (`--seals`), or the first bound whose
    # seal it does not.
    seals_checked: tuple[str, ...] = ()
    bad_bound: int | None = None
    # Where the pack the rolls name changes: the first roll naming each pack in turn, with
    # its kind and the pack (`replay.prove` checks each is the pack then in effect). Not in
    # the JSON export: the rows say it.
    pack_runs: tuple[tuple[int, str, str], ...] = field(default=(), repr=False)

    def broken(self, problem: Problem, **where: Any) -> VerifyReport:
        """This report, sound so far, broken by a check made after the chain's: `problem`,
        and where it lies (`bad_sequence`, `bad_bound`, …); no draw listed as unused."""
        return replace(
            self,
            ok=False,
            reason=problem.text,
            reason_template=problem.template,
            reason_args=problem.args,
            unused_draws=(),
            **where,
        )

    def summary(self, listed: int = 10) -> str:
        """One line: OK or BROKEN, the first problem, the draws never logged (the first
        `listed` of them by name)."""
        if not self.ok:
            if self.bad_bound is not None:
                where = f"bound {self.bad_bound}"
            elif self.bad_draw is not None:
                where = f"console draw {self.bad_draw}"
            elif self.bad_sequence is not None:
                where = f"roll {self.bad_sequence}"
            elif self.bad_entry is not None:
                where = f"state journal entry {self.bad_entry}"
            elif self.state_differs:
                where = "the state"
            else:  # the file as a whole, a pack copy, a seed given: the reason says which
                return f"BROKEN: {self.reason}"
            return f"BROKEN at {where}: {self.reason}"
        text = f"OK: {self.rolls_checked} roll{'s' if self.rolls_checked != 1 else ''}"
        if self.adjustments:
            plural = "s" if self.adjustments != 1 else ""
            text += f" ({self.adjustments} roster adjustment{plural} by the umpire)"
        text += ", hash chain intact"
        if self.head_hash:
            text += f", head {self.head_hash[:16]}…"
        text += f"; {self.state_text()}"
        if self.seals_checked:
            text += f"; the seals held match the log ({', '.join(self.seals_checked)})"
        if self.draws_checked:
            text += f"; {_count(self.draws_checked, 'console draw')} in the ledger"
            text += f"; {self.unused_text(listed)}" if self.unused_draws else ", every one logged"
        if self.seed_checked:
            text += (
                f"; all {_count(self.console_rolls_checked, 'console roll')} and "
                f"{_count(self.draws_checked, 'console draw')} follow from the seed"
                f" ({self.seed_source})"
            )
        elif self.console_dice:
            text += "; console dice not checked (seed not given or revealed)"
        else:
            text += "; no console dice"
        return text

    def state_text(self) -> str:
        """What the replay of the state proved, in English."""
        if self.state_checked:
            plural = "entry" if self.journal_entries == 1 else "entries"
            entries = f"{self.journal_entries} state journal {plural}"
            since = (
                "from the start"
                if not self.state_from_roll
                else f"from roll {self.state_from_roll} on (the journal began there)"
            )
            return f"state proven {since}: {entries} and every roll's effects replayed"
        if self.state_journalled is False:
            return "state not proven (no state journal yet: open the game once for writing)"
        return "state not checked"

    def unused_text(self, listed: int = 10) -> str:
        """ "2 console draws shown but never logged: #14 melee/attacker at 20:41, …"."""
        if not self.unused_draws:
            return "no console draw was shown without being logged"
        names = [f"{d.label} at {d.clock_time}" for d in self.unused_draws[:listed]]
        more = len(self.unused_draws) - listed
        if more > 0:
            names.append(f"and {more} more")
        shown = _count(len(self.unused_draws), "console draw")
        return f"{shown} shown but never logged: {', '.join(names)}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


class ChainVerifier:
    """Checks stored rows one by one, in sequence order; stops at the first bad one.

    Rows are tuples in ROLL_COLUMNS order, straight from a raw sqlite3 cursor.
    Checks: consecutive sequence numbers from 1, each row's hash, the link to the
    previous row (the first links to the seed commitment), void pointers, the pack
    copy each roll names, that a roster adjustment carries no dice but a reason and
    changes. The console dice ledger is checked along the way by `draws` (a
    `DrawVerifier`; by default an empty ledger): each row's `last_draw` and
    `draw_head` must be the ledger's head, never going back; every console side
    must name a draw shown before it, used by no other roll. Rows from before the
    ledger (no anchor) may hold console dice without a draw; with a seed, those
    faces are checked against the row's sequence number, and every other console
    side against its draw, whose faces the ledger checks against the seed.
    Call `finish` after the last row, to check the draws shown after it.
    """

    def __init__(
        self,
        commitment: str,
        known_packs: Iterable[str],
        seed: bytes | None = None,
        seed_source: str | None = None,
        draws: DrawVerifier | None = None,
    ) -> None:
        self.commitment = commitment
        self.known_packs = frozenset(known_packs)
        self.seed = seed
        self.seed_source = seed_source
        self.draws = draws if draws is not None else DrawVerifier(commitment, seed=seed)
        self.last_sequence = 0
        self.last_hash = commitment
        self.console_rolls = 0
        self.adjustments = 0
        self.bad_sequence: int | None = None
        self.reason: str | None = None
        self.problem: Problem | None = None  # `reason` in a translatable form
        # The last row whose console dice were keyed by its sequence number (schema 1):
        # the ledger's draw numbers start after it, so no draw repeats its faces.
        self.last_unledgered_console = 0
        self._anchored = False
        self._void_rows: set[int] = set()
        self._voided: set[int] = set()
        # The pack of the last row checked, and each row naming another than the row before
        # it (sequence, kind, pack): the first row, and every change of pack.
        self._pack: str | None = None
        self.pack_runs: list[tuple[int, str, str]] = []
        # What the gate knows readers read as written (`_gate`, `_keep`): lists of units,
        # factors and effects (as stored), and faces of d6 ("3,1,5") with their natural sum.
        self._units = {"[]": ""}
        self._factor_lists = {"[]": ""}
        self._effects = {"[]": ""}
        self._d6_sums = {"[]": ""}

    def resume(self, sequence: int, last_hash: str, anchored: bool) -> None:
        """Go on after roll `sequence` (hash `last_hash`), as if it had just been checked:
        to check a log in parts (`verify_parallel`), from the state the stored row before
        the part gives. `anchored`: that row seals the ledger, so `draws` must have been
        resumed at its seal (`DrawVerifier.resume`), or else started at the first draw.
        Voids and draw uses that reach before the part are for the caller to check
        (`void_rows`, `voided`, `draws.claims`)."""
        self.last_sequence = sequence
        self.last_hash = last_hash
        self._anchored = anchored

    @property
    def anchored(self) -> bool:
        """Whether a row checked so far (or the one `resume` started after) sealed the ledger."""
        return self._anchored

    @property
    def void_rows(self) -> frozenset[int]:
        """The void rows checked so far."""
        return frozenset(self._void_rows)

    @property
    def voided(self) -> frozenset[int]:
        """The rolls the void rows checked so far voided."""
        return frozenset(self._voided)

    def fail(self, sequence: int | None, problem: Problem) -> bool:
        self.bad_sequence = sequence
        self.problem = problem
        self.reason = problem.text
        return False

    def cannot_read(self, error: Exception) -> bool:
        """The database could not give the next row (`error`): that row is the bad one."""
        return self.fail(
            self.last_sequence + 1,
            Problem.of(
                QT_TRANSLATE_NOOP("verify", "the row cannot be read ({error})"), error=str(error)
            ),
        )

    def feed(self, row: tuple[Any, ...]) -> bool:
        """Check one row; False (and `reason` set) when it is bad."""
        return self.feed_rows((row,))

    def feed_rows(self, rows: Iterable[tuple[Any, ...]]) -> bool:
        """Check rows in turn; False at the first bad one (`reason` set), else True.

        The hot loop of `verify` (its speed depends on it): every check of a row is made
        here, once, in the order a reader would look, and the first that fails is named
        where it is found. The position in the chain is kept in locals while the loop runs
        and written back when it stops, however it stops."""
        expected, last_hash, pack = self.last_sequence + 1, self.last_hash, self._pack
        draws, known_packs, seed = self.draws, self.known_packs, self.seed
        sha256 = hashlib.sha256
        try:
            for row in rows:
                sequence = row[0]
                if sequence != expected:
                    return self.fail(expected, self._sequence_problem(expected, sequence))
                try:
                    body = body_text(row)
                except TypeError as exc:
                    return self.fail(
                        sequence,
                        Problem.of(
                            QT_TRANSLATE_NOOP(
                                "verify", "a stored field has the wrong type ({error})"
                            ),
                            error=str(exc),
                        ),
                    )
                if row[18] != last_hash:
                    return self.fail(sequence, _link_problem(sequence))
                if sha256(body.encode("utf-8")).hexdigest() != row[19]:
                    return self.fail(sequence, _CHANGED)
                # Read in full at once: an escape the console never writes (`\\u0063onsole`)
                # reads the same to a reader that parses, but hides from a string test (the
                # console sides below, the log's search and order history).
                read = "\\" in body
                if read and not self._reads_as_written(row, body):
                    return self.fail(sequence, NOT_AS_WRITTEN)
                # Otherwise the row as the console writes it (`_gate`: then the draw each side
                # names is known, and readers read the row as written), or else read in full
                # after the checks below (what they find is named first).
                plain = None if read else self._gate(row)
                if row[13] != pack:
                    if row[13] not in known_packs:
                        return self.fail(
                            sequence,
                            Problem.of(
                                QT_TRANSLATE_NOOP(
                                    "verify", "it names pack {pack}, which the game does not hold"
                                ),
                                pack=repr(row[13]),
                            ),
                        )
                    pack = row[13]
                    self.pack_runs.append((sequence, row[5], pack))
                if row[14] is not None:
                    problem = self._void_problem(sequence, row[5], row[14], row[15])
                    if problem:
                        return self.fail(sequence, problem)
                if row[5] == ADJUSTMENT_KIND:
                    problem = _adjustment_problem(row[7], row[11], row[12])
                    if problem:
                        return self.fail(sequence, problem)
                    self.adjustments += 1
                last_draw = row[16]
                sealed_before = draws.sealed
                if last_draw is not None:
                    # The row seals the ledger as it stood: its latest draw and that draw's
                    # hash.
                    if not self._anchored:
                        draws.start(self.last_unledgered_console + 1)
                        self._anchored = True
                        sealed_before = draws.sealed
                    problem = draws.seal(last_draw, row[17])
                    if problem:
                        return self.fail(sequence, problem)
                elif self._anchored:
                    return self.fail(sequence, _NO_SEAL)
                sides = row[7]
                if '"console"' in sides:
                    # Most rolls use exactly the draws shown since the row before, one a side
                    # in order, as the gate found them. Anything else is read side by side.
                    fresh = False
                    if (
                        seed is None
                        and plain is not None
                        and last_draw is not None
                        and len(plain) == last_draw - sealed_before > 0
                    ):
                        number = sealed_before
                        for draw in plain:
                            number += 1
                            if draw != str(number):
                                break
                        else:
                            fresh = True
                            draws.use_new(sealed_before + 1, last_draw, sequence)
                    if not fresh:
                        problem = self._console_problem(sequence, row[5], sides, last_draw)
                        if problem:
                            return self.fail(sequence, problem)
                elif plain is None and '"draw"' in sides:
                    # A quote inside a JSON string is escaped: '"draw":' is only a key, and
                    # '"draw"' one or a name ("draw"), unless spelled `"draw" :`.
                    if '"draw":' in sides:
                        return self.fail(sequence, _TYPED_SIDE_NAMES_DRAW)
                    if not _as_written(sides):
                        return self.fail(sequence, NOT_AS_WRITTEN)
                if plain is None and not read and not self._reads_as_written(row, body):
                    # Written otherwise than the console writes (a key more or missing, a
                    # side inside another, a number written as text…): readers refuse it,
                    # or read what no check above read.
                    return self.fail(sequence, NOT_AS_WRITTEN)
                expected, last_hash = sequence + 1, row[19]
        finally:
            self.last_sequence, self.last_hash, self._pack = expected - 1, last_hash, pack
        return True

    def _gate(self, row: tuple[Any, ...]) -> tuple[str | None, ...] | None:
        """The draw of each side (None: it names none) if the row's JSON columns are as the
        console writes them, each a value readers read as written; None if they may not be
        (then `_reads_as_written` decides). Exact, and cheap: a match of each column, and
        for each side, its factors and its faces looked up among those known good."""
        units, sides, outcome = row[6], row[7], row[10]
        if units not in self._units:
            if not _UNITS.fullmatch(units):
                return None
            _keep(self._units, units)
        if (outcome is not None and not _OUTCOME.fullmatch(outcome)) or (
            row[11] not in self._effects
        ):
            return None
        if sides == "[]":
            return ()
        # Most rolls: one or two sides of d6, their factors and faces seen before.
        factor_lists, sums = self._factor_lists, self._d6_sums
        match = _TWO_D6.fullmatch(sides)
        if match is not None:
            draw, faces, factors, natural, draw2, faces2, factors2, natural2 = match.groups()
            if (
                factors in factor_lists
                and factors2 in factor_lists
                and sums.get(faces) == natural
                and sums.get(faces2) == natural2
            ):
                return draw, draw2
        else:
            match = _ONE_D6.fullmatch(sides)
            if match is not None:
                draw, faces, factors, natural = match.groups()
                if factors in factor_lists and sums.get(faces) == natural:
                    return (draw,)
        return self._any_sides(sides)

    def _any_sides(self, sides: str) -> tuple[str | None, ...] | None:
        """`_gate` of sides of any number and any dice, side by side."""
        draws: list[str | None] = []
        position, end = 1, len(sides)
        while (match := _NEXT_SIDE.match(sides, position)) is not None:
            die, draw, faces, factors, natural, after = match.groups()
            if factors not in self._factor_lists or _natural(int(die), faces) != natural:
                return None
            if die == "6":
                _keep(self._d6_sums, faces, natural)
            draws.append(draw)
            position = match.end()
            if after == "]":
                return tuple(draws) if position == end else None
        return None

    def _reads_as_written(self, row: tuple[Any, ...], body: str) -> bool:
        """Whether readers read the row (`codec.decode_row`, their own parser) as exactly the
        values written and hashed (`body`, `codec.body_text`). What they read is kept for the
        gate: its effects and its lists of factors."""
        try:
            roll = decode_row(row)
        except (ValueError, TypeError, RecursionError):  # pydantic's errors are ValueErrors
            return False
        if canonical_json(roll.body()) != body:
            return False
        _keep(self._effects, row[11])
        for side in json.loads(row[7]):
            _keep(self._factor_lists, canonical_json(side["factors"]))
        return True

    def _sequence_problem(self, expected: int, found: Any) -> Problem:
        """The row after `expected - 1` holds sequence number `found`."""
        if isinstance(found, int) and found > expected:
            return self._gap_problem(expected, found)
        return Problem.of(
            QT_TRANSLATE_NOOP("verify", "sequence number {found} where {expected} belongs"),
            found=repr(found),
            expected=expected,
        )

    def _gap_problem(self, missing: int, found: int) -> Problem:
        """Rows `missing`… are not there: the next row stored is `found`."""
        if missing > 1:
            if found == missing + 1:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "roll {missing} is missing: roll {previous} is followed by roll {found}",
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "verify",
                    "rolls {missing}-{last_missing} are missing: roll {previous} is followed by "
                    "roll {found}",
                )
        elif found == missing + 1:
            template = QT_TRANSLATE_NOOP(
                "verify", "roll {missing} is missing: the start is followed by roll {found}"
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "verify",
                "rolls {missing}-{last_missing} are missing: the start is followed by roll {found}",
            )
        return Problem.of(
            template,
            missing=missing,
            last_missing=found - 1,
            previous=missing - 1,
            found=found,
        )

    def finish(self) -> bool:
        """After the last row: check the draws shown since it (never logged, or not yet)."""
        if self.reason is not None:
            return False
        self.draws.start(self.last_unledgered_console + 1)
        return self.draws.finish()

    def _void_problem(self, sequence: int, kind: str, voids: int, reason: Any) -> Problem | None:
        if kind != VOID_KIND:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it points at roll {voided} as voided but is a {kind} roll, not a void",
                ),
                voided=voids,
                kind=repr(kind),
            )
        if not 1 <= voids < sequence:
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify", "it voids roll {voided}, which does not come before it"
                ),
                voided=voids,
            )
        if voids in self._void_rows:
            return Problem.of(
                QT_TRANSLATE_NOOP("verify", "it voids roll {voided}, which is itself a void"),
                voided=voids,
            )
        if voids in self._voided:
            return Problem.of(
                QT_TRANSLATE_NOOP("verify", "it voids roll {voided} a second time"), voided=voids
            )
        if not reason:
            return Problem.of(QT_TRANSLATE_NOOP("verify", "it is a void without a reason"))
        self._void_rows.add(sequence)
        self._voided.add(voids)
        return None

    def _console_problem(
        self, sequence: int, kind: str, sides_text: str, last_draw: int | None
    ) -> Problem | None:
        """Console sides: each names a draw shown before the row (or, before the ledger,
        none); with a seed, each shows the faces the seed gives."""
        if self.seed is not None:
            try:
                return self._seeded_console_problem(sequence, kind, sides_text, last_draw)
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
                # Sides rewritten with the row's hash into something that is not a list of
                # sides: name the row, rather than stop verify with the error.
                return Problem.of(
                    QT_TRANSLATE_NOOP("verify", "its dice cannot be read ({error})"),
                    error=repr(exc),
                )
        numbers = _CONSOLE_SIDE.findall(sides_text)
        if len(numbers) != sides_text.count('"dice_source":"console"'):
            return Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify", "a console side is not written as the console writes it"
                )
            )
        if not _as_written(sides_text):  # `"dice_source": "console"`: no test below sees it
            return NOT_AS_WRITTEN
        if not numbers:
            return None
        if last_draw is None:
            if any(numbers):
                return Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify", "it uses a console draw, but no draw had been shown before it"
                    )
                )
            self.last_unledgered_console = sequence  # console dice from before the ledger
            return None
        if not all(numbers):
            return Problem.of(QT_TRANSLATE_NOOP("verify", "a console side names no console draw"))
        if sides_text.count('"draw":') != len(numbers):
            return _TYPED_SIDE_NAMES_DRAW
        return self.draws.use_all(numbers, sequence)

    def _seeded_console_problem(
        self, sequence: int, kind: str, sides_text: str, last_draw: int | None
    ) -> Problem | None:
        assert self.seed is not None
        checked = False
        sides = json.loads(sides_text)
        if (
            sides_text.count('"dice_source"') != len(sides)
            or sides_text.count('"draw"') != sum("draw" in side for side in sides)
        ) and not _as_written(sides_text):
            # Read here as readers read it (of a key written twice, the last), but a draw or
            # a side more to a string test (`"draw" :1`, a side's keys written twice, a side
            # inside another): what verify without the seed reads. Named either way.
            return NOT_AS_WRITTEN
        for side in sides:
            if side.get("dice_source") != "console":
                if "draw" in side:
                    return Problem.of(
                        QT_TRANSLATE_NOOP("verify", "its typed side {side} names a console draw"),
                        side=repr(side.get("role")),
                    )
                continue
            checked = True
            number = side.get("draw")
            if number is None:
                if last_draw is not None:
                    return Problem.of(
                        QT_TRANSLATE_NOOP(
                            "verify", "its console side {side} names no console draw"
                        ),
                        side=repr(side.get("role")),
                    )
                self.last_unledgered_console = sequence
                faces = side["faces"]
                expected = fair_faces(
                    self.seed, sequence, f"{kind}/{side['role']}", len(faces), side["die_sides"]
                )
                if list(expected) != faces:
                    return Problem.of(
                        QT_TRANSLATE_NOOP(
                            "verify",
                            "console dice of {side} show {faces}, but the seed gives {expected}: "
                            "these faces did not come from the committed seed",
                        ),
                        side=side["role"],
                        faces=faces,
                        expected=list(expected),
                    )
                continue
            if last_draw is None:
                return Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "it uses console draw {draw}, but no draw had been shown before it",
                    ),
                    draw=number,
                )
            if type(number) is not int:
                return Problem.of(
                    QT_TRANSLATE_NOOP("verify", "its side {side} names console draw {draw}"),
                    side=repr(side.get("role")),
                    draw=repr(number),
                )
            problem = self.draws.use(number, sequence, kind, side)
            if problem:
                return problem
        self.console_rolls += checked
        return None

    def report(self) -> VerifyReport:
        draws = self.draws
        ok = self.reason is None and draws.reason is None
        bad_draw = draws.bad_draw if draws.reason is not None else None
        # A row whose seal reaches a bad draw is named by the draw, with the draw's problem.
        problem = draws.problem if bad_draw is not None else self.problem
        return VerifyReport(
            ok=ok,
            rolls_checked=self.last_sequence,
            head_hash=self.last_hash if self.last_sequence else None,
            seed_checked=self.seed is not None and ok,
            console_rolls_checked=self.console_rolls,
            bad_sequence=None if bad_draw is not None else self.bad_sequence,
            reason=draws.reason if bad_draw is not None else self.reason,
            seed_source=self.seed_source,
            adjustments=self.adjustments,
            draws_checked=draws.checked,
            console_dice=bool(draws.checked or self.last_unledgered_console),
            bad_draw=bad_draw,
            reason_template=None if problem is None else problem.template,
            reason_args={} if problem is None else problem.args,
            pack_runs=tuple(self.pack_runs),
        )


def read_otherwise(conn: sqlite3.Connection, after: int | None = None) -> int | None:
    """The first roll whose console sides the walk's string tests may read otherwise than a
    reader that parses them (None: none), found in SQL without the walk (`check.SideChecks`
    runs it in a thread beside it, when no seed is given): named "not written as the console
    writes it" (`NOT_AS_WRITTEN`). (A draw record is the walk's: `draws._fields_once`.)

    Its sides are not as many as the text `"dice_source"` in them: a side written inside
    another under a key written twice (`"role":{…},"role":"attacker"`) adds one to the
    count and none to the sides a reader sees. Each side the console writes has one
    `dice_source`, and without a backslash no string holds a quote: the counts agree. The
    text is counted with its colon, as a key. Only rows whose sides are not as many as the
    draws they seal have the text counted. Sides with a backslash are the walk's. The walk
    names every such row itself now (its gate passes none, and readers do not read it as
    written: `ChainVerifier._reads_as_written`); this finds them beside it too.

    `after`: only the rolls numbered above it (a check walked on from a kept walk ending
    there, whose earlier rows are byte for byte those this check found clean before, the
    row before each included: `check._verify_game`); None: every roll."""
    return conn.execute(
        "SELECT min(r.sequence) FROM rolls r LEFT JOIN rolls p ON p.sequence = r.sequence - 1 "
        "WHERE instr(r.sides, '\"console\"') AND CASE WHEN NOT json_valid(r.sides) THEN NOT "
        "instr(r.sides, '\\') WHEN json_array_length(r.sides) IS r.last_draw - p.last_draw "
        "THEN 0 ELSE NOT instr(r.sides, '\\') AND json_array_length(r.sides) * 14 != "
        "length(r.sides) - length(replace(r.sides, '\"dice_source\":', '')) END"
        + ("" if after is None else " AND r.sequence > ?"),
        () if after is None else (after,),
    ).fetchone()[0]


def _adjustment_problem(sides: str, effects: str, note: Any) -> Problem | None:
    """What `Game.adjust` always writes: no dice, at least one change, the reason."""
    if sides != "[]":
        return Problem.of(QT_TRANSLATE_NOOP("verify", "it is a roster adjustment but carries dice"))
    if effects == "[]":
        return Problem.of(
            QT_TRANSLATE_NOOP("verify", "it is a roster adjustment that changes nothing")
        )
    if not note:
        return Problem.of(QT_TRANSLATE_NOOP("verify", "it is a roster adjustment without a reason"))
    return None


def _as_written(text: str) -> bool:
    """Whether `text` is the canonical JSON the console writes (`codec.canonical_json`):
    what a string test reads exactly as a reader that parses it does."""
    try:
        return canonical_json(json.loads(text)) == text
    except (ValueError, RecursionError):
        return False


def _keep(known: dict[str, str], text: str, value: str = "") -> None:
    """Add `text` (with `value`) to what the gate knows; once it knows `_KEPT`, it forgets
    the rest first, but "[]" (no factors, no effects)."""
    if len(known) >= _KEPT:
        known.clear()
        known["[]"] = ""
    known[text] = value


def _natural(die_sides: int, faces: str) -> str | None:
    """The natural sum of `faces` ("3,1,5") as text, if each is on a die of `die_sides`
    sides and such a die is one a roll may have (`RollSide`); None if not."""
    numbers = [int(face) for face in faces.split(",")]
    if not 2 <= die_sides <= 256 or max(numbers) > die_sides:
        return None
    return str(sum(numbers))


def _link_problem(sequence: int) -> Problem:
    """Row `sequence`'s previous-hash is not the hash before it."""
    if sequence == 1:
        template = QT_TRANSLATE_NOOP(
            "verify",
            "its previous-hash does not match the seed commitment: the rows before it "
            "were changed, removed or replaced",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "verify",
            "its previous-hash does not match roll {previous}'s hash: the rows before it "
            "were changed, removed or replaced",
        )
    return Problem.of(template, previous=sequence - 1)


_CHANGED = Problem.of(
    QT_TRANSLATE_NOOP(
        "verify", "its contents do not match its hash: the row was changed after logging"
    )
)
_NO_SEAL = Problem.of(
    QT_TRANSLATE_NOOP(
        "verify",
        "it does not name the latest console draw, though console dice were shown before it",
    )
)
# Found both by `ChainVerifier.feed_rows` (a side without console dice) and by
# `_console_problem` (beside console sides).
_TYPED_SIDE_NAMES_DRAW = Problem.of(
    QT_TRANSLATE_NOOP("verify", "a side with typed dice names a console draw")
)
