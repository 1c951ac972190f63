"""A charge-phase decision read before it is logged: its checks with their reasons, the
roster effects, and the log row.

`preview` reads a `Request` like the roll dialog's preview reads a roll: it writes nothing
and gives the checks (`rules.general_de_brigade.charges.ChargeCheck`), why it cannot be
logged yet, and the draft the store logs (kind `CHARGE_KIND`, no dice). The handlers of the
declarations are in `declare`, those of carrying a charge out in `carry_out`; what the
umpire may decide now is `offers.choices`. A refusal stands unless the umpire rules otherwise
(`Request.ruling`), which the row's note says; a question is answered by ticking it; a club
reading is answered once for the game. Pure: no Qt, no SQL.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ba_console.play.charge import carry_out, declare
from ba_console.play.charge import model as m
from ba_console.play.charge.fold import payload_key
from ba_console.play.charge.model import ChargePhase, ChargeRoster, Request, Text
from ba_console.play.charge.reader import Reader
from ba_console.play.charge.words import NOT_CHARGE_PHASE, PROBLEM_TEXTS, english
from ba_console.play.charge.words import text as _t
from ba_console.rules.general_de_brigade.charges import (
    ASK,
    REFUSED,
    RULE_CHARGE,
    ChargeCheck,
)
from ba_console.rules.general_de_brigade.charges import READING as READING_LEVEL
from ba_console.store.records import Outcome, RollDraft

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

_HANDLERS = {**declare.HANDLERS, **carry_out.HANDLERS}


@dataclass(frozen=True)
class Problem:
    """Why a decision cannot be logged yet: `code` (see `PROBLEM_TEXTS`) and what it is
    about (`subject`: a field's name, a reading's question, a check)."""

    code: str
    subject: Text

    def english(self, roster: ChargeRoster) -> str:
        return PROBLEM_TEXTS[self.code].format(subject=english(self.subject, roster))


@dataclass(frozen=True)
class DecisionPreview:
    """A decision read but not logged: its checks, what keeps it from being logged
    (`problem`), and the row the store would log."""

    request: Request
    label: Text
    checks: tuple[ChargeCheck, ...] = ()
    problem: Problem | None = None
    draft: RollDraft | None = None

    @property
    def can_log(self) -> bool:
        return self.problem is None and self.draft is not None

    @property
    def questions(self) -> tuple[ChargeCheck, ...]:
        return tuple(c for c in self.checks if c.level == ASK)


def preview(
    pack: RulePack,
    phase: ChargePhase,
    roster: ChargeRoster,
    request: Request,
    *,
    in_phase: bool = True,
) -> DecisionPreview:
    """Read a decision: checks, effects and the row to log. Writes nothing."""
    r = Reader(pack, phase, roster, request, in_phase)
    if not in_phase:
        r.refuse("not_charge_phase", NOT_CHARGE_PHASE, RULE_CHARGE)
    handler = _HANDLERS.get(request.action)
    if handler is None:
        raise ValueError(f"{request.action!r} is not a decision of the charge phase")
    handler(r)
    return _finish(r)


def _finish(r: Reader) -> DecisionPreview:
    request = r.request
    checks = tuple(r.checks)
    problem: Problem | None = None
    if r.missing:
        problem = Problem("missing", r.missing[0])
    readings = [c for c in checks if c.level == READING_LEVEL]
    refused = [c for c in checks if c.level == REFUSED]
    unticked = [c for c in checks if c.level == ASK and c.code not in request.confirmed]
    if problem is None and readings:
        question = readings[0].args.get("question", "")
        problem = Problem("reading", _t(str(question)))
    if problem is None and refused and not request.ruling:
        problem = Problem("blocked", Text(refused[0].template, refused[0].args))
    if problem is None and unticked:
        problem = Problem("confirm", Text(unticked[0].template, unticked[0].args))
    draft = RollDraft(
        kind=m.CHARGE_KIND,
        units=tuple(dict.fromkeys(u for u in r.units if u)),
        outcome=Outcome(key=payload_key(r.payload), label=english(r.label, r.roster)),
        effects=tuple(r.effects),
        note=_note(r, checks),
    )
    return DecisionPreview(request, r.label, checks, problem, draft)


def _note(r: Reader, checks: tuple[ChargeCheck, ...]) -> str:
    """The row's note, in English like the rest of the log: what the umpire confirmed,
    what he ruled past, and his own words."""
    parts: list[str] = []
    confirmed = [
        english(c, r.roster) for c in checks if c.level == ASK and c.code in r.request.confirmed
    ]
    if confirmed:
        parts.append("confirmed by the umpire: " + "; ".join(confirmed))
    refused = [c for c in checks if c.level == REFUSED]
    if refused and r.request.ruling:
        parts.append(
            "umpire's ruling: logged although "
            + "; ".join(f"{english(c, r.roster)} ({c.rule})" for c in refused)
        )
    if r.request.note.strip():
        parts.append(r.request.note.strip())
    return "; ".join(parts)


# --- the decisions ------------------------------------------------------------------------


__all__ = ["DecisionPreview", "Problem", "preview"]
