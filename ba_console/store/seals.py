"""Witnessed seals: a short code of the log's head that the players write on their sheets.

A hash chain held only by the umpire's laptop cannot prove it was not rewritten: whoever
holds the file can change a roll, or cut off the last ones, and compute every later hash
again with the console's own code. A seal takes the proof off the laptop. At the end of
each bound (and on demand) the console shows `B4 7Q2K-9FXA-3MWD`: the bound, then the
first 60 bits of a SHA-256 over the heads of both chains (the roll log's and the state
journal's, `journal.py`) in Crockford's base32, and logs it as a row of the log (kind
`seal`, no dice, unvoidable). It is printed on the bound's turn summary and the next
bound's order sheets; the players keep it. `verify --seals` recomputes every seal from the
log as it stands: a log that was rewritten or cut short before a seal no longer gives the
seal a player holds, and the first bound that differs is named.

Why 60 bits is enough: to pass a changed log for the one a player sealed, its heads must
give the same 60 bits. Nothing short of trying does it (SHA-256 has no known shortcut), so
it takes some 2^60 ≈ 10^18 hashes on average for one seal, and again for every later seal
the players hold. A laptop computes some 10^7 SHA-256 a second per core, a strong
graphics card some 10^10: that is years for the card, far beyond an evening's game or the
week before a club's next meeting. (Forging is a second-preimage search, so the birthday
bound, 2^30, does not apply: the umpire cannot choose the players' seal.) Twelve
characters are still short enough to copy by hand; the alphabet leaves out I, L, O and U,
and a seal typed back reads O as 0 and I or L as 1, as Crockford's base32 does.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from dataclasses import dataclass
from typing import Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.draws import Problem
from ba_console.store.journal import has_journal, journal_head
from ba_console.store.records import SEAL_KIND

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base32
SEAL_BITS = 60
CODE_LENGTH = SEAL_BITS // 5  # 12 characters, shown in three groups of four
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
_SEAL = re.compile(r"B\s*(\d+)\s*[:.]?\s*(.*)", re.DOTALL)


class SealError(ValueError):
    """A seal typed back that is not one; `problem` says why, in a translatable form."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.text)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Seal:
    bound: int
    code: str  # CODE_LENGTH characters of ALPHABET

    @property
    def text(self) -> str:
        """ "B4 7Q2K-9FXA-3MWD"."""
        groups = [self.code[start : start + 4] for start in range(0, CODE_LENGTH, 4)]
        return f"B{self.bound} {'-'.join(groups)}"

    def __str__(self) -> str:
        return self.text


def seal_code(bound: int, roll_head: str, journal_head: str) -> str:
    """The seal's code: the first 60 bits of SHA-256 over the bound and both heads."""
    digest = hashlib.sha256(f"ba-console seal\n{bound}\n{roll_head}\n{journal_head}".encode())
    value = int.from_bytes(digest.digest()[:8], "big") >> (64 - SEAL_BITS)
    return "".join(ALPHABET[(value >> shift) & 31] for shift in range(SEAL_BITS - 5, -1, -5))


def seal_before(conn: sqlite3.Connection, sequence: int, bound: int) -> Seal:
    """The seal of the log as it stood before roll `sequence` was logged: the roll log's head
    (roll `sequence` - 1) and the journal's head then."""
    if sequence > 1:
        row = conn.execute("SELECT hash FROM rolls WHERE sequence = ?", (sequence - 1,))
        found = row.fetchone()
        roll_head = found[0] if found else ""
    else:
        roll_head = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    if has_journal(conn):
        _, head = journal_head(conn, before_roll=sequence)
    else:
        head = conn.execute("SELECT seed_commitment FROM game").fetchone()[0]
    return Seal(bound, seal_code(bound, roll_head, head))


def parse_seal(text: str) -> Seal:
    """A seal as a player typed it back: "B4 7Q2K-9FXA-3MWD", in any case, with or without
    the dashes; O is read as 0 and I or L as 1. SealError names what is wrong."""
    typed = text.strip()
    match = _SEAL.fullmatch(typed.upper())
    if match is None or int(match.group(1)) < 1:
        raise SealError(
            Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "{seal}: a seal begins with B and its bound, e.g. B4 7Q2K-9FXA-3MWD",
                ),
                seal=repr(typed),
            )
        )
    code = re.sub(r"[\s\-]", "", match.group(2)).translate(_READ_AS)
    for char in code:
        if char not in ALPHABET:
            raise SealError(
                Problem.of(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "{seal}: {char} is not in a seal (its letters are 0-9 and A-Z "
                        "without I, L, O and U)",
                    ),
                    seal=repr(typed),
                    char=repr(char),
                )
            )
    if len(code) != CODE_LENGTH:
        raise SealError(
            Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "{seal}: a seal has {length} letters and digits after its bound, not {count}",
                ),
                seal=repr(typed),
                length=CODE_LENGTH,
                count=len(code),
            )
        )
    return Seal(int(match.group(1)), code)


def parse_seals(text: str) -> list[Seal]:
    """Seals separated by commas, semicolons or new lines ("B1 …, B2 …")."""
    seals = [parse_seal(part) for part in re.split(r"[,;\n]", text) if part.strip()]
    if not seals:
        raise SealError(
            Problem.of(
                QT_TRANSLATE_NOOP("verify", "no seal given: type them as B1 7Q2K-9FXA-3MWD, B2 …")
            )
        )
    return seals


def logged_seals(conn: sqlite3.Connection) -> list[tuple[int, int, str]]:
    """Every seal row: sequence, bound and the seal it shows, read as every reader reads
    it (Python's `json`: of a key written twice, the last; SQLite's `json_extract` takes
    the first, so a second key could show readers a seal this check never saw)."""
    rows = conn.execute(
        "SELECT sequence, bound, outcome FROM rolls WHERE kind = ? ORDER BY sequence",
        (SEAL_KIND,),
    )
    return [(sequence, bound, _shown(outcome)) for sequence, bound, outcome in rows]


def _shown(outcome: Any) -> Any:
    """The `key` of a seal row's outcome (None when it has none)."""
    try:
        value = json.loads(outcome)
    except (TypeError, ValueError):
        return None
    return value.get("key") if isinstance(value, dict) else None


def seal_rows_problem(conn: sqlite3.Connection) -> tuple[int, Problem] | None:
    """The first seal row whose seal is not the seal of the log before it (the rolls or the
    state journal before it were changed since: a forger who hashes the rolls again passes
    the chain, not the seal rows), with its sequence number."""
    for sequence, bound, shown in logged_seals(conn):
        seal = seal_before(conn, sequence, bound)
        if shown != seal.text:
            return sequence, Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "it shows the seal {shown}, but the log before it gives {seal}: the rolls or "
                    "the state journal before it were changed since it was logged",
                ),
                shown=repr(shown),
                seal=seal.text,
            )
    return None


def held_seals_problem(conn: sqlite3.Connection, held: list[Seal]) -> tuple[int, Problem] | None:
    """The first bound (in bound order) whose seal a player holds is not a seal the log as
    it stands gives, with why; None when every held seal matches."""
    found: dict[int, set[str]] = {}
    for sequence, bound, _ in logged_seals(conn):
        found.setdefault(bound, set()).add(seal_before(conn, sequence, bound).code)
    for seal in sorted(held, key=lambda seal: seal.bound):
        codes = found.get(seal.bound)
        if not codes:
            return seal.bound, Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "the log holds no seal of bound {bound}, but a player holds {seal}: the log "
                    "was cut short or rewritten at or before the end of bound {bound}",
                ),
                bound=seal.bound,
                seal=seal.text,
            )
        if seal.code not in codes:
            return seal.bound, Problem.of(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "the seal {seal} a player holds does not match the log: bound {bound} or a "
                    "bound before it was changed, or rolls were removed",
                ),
                bound=seal.bound,
                seal=seal.text,
            )
    return None
