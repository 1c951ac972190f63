"""What `verify` found, said in the report's language: the chain's state, the console draws
never logged, and the note on how anyone can recompute the hashes."""

from __future__ import annotations

from datetime import tzinfo

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.reports import times
from ba_console.reports.readable import Readable
from ba_console.reports.words import ReportWords
from ba_console.store.draws import ConsoleDraw
from ba_console.store.game import Game
from ba_console.store.verify import VerifyReport

# Also the JSON's "hashing" field, which keeps the English.
HASHING_NOTE = QT_TRANSLATE_NOOP(
    "DisputeReport",
    "hash = SHA-256 (hex) of the UTF-8 canonical JSON (keys sorted, no whitespace, "
    "non-ASCII kept) of the roll without its 'hash' and 'voided_by' fields; prev_hash of "
    "roll 1 is the seed commitment, of every later roll the previous roll's hash; "
    "seed commitment = SHA-256 of the seed. Every console draw shown is in the ledger "
    "('console_draws'), hashed the same way without its 'hash' and 'used_by' fields, "
    "prev_hash of the first draw being the seed commitment and of every later draw the "
    "previous draw's hash; its faces = fair_faces(seed, draw, 'kind/role', count, sides, "
    "word) by HMAC-SHA256 (ba_console.core.fair_dice), the word being the one a player called "
    "(the draw's 'word'), if any. A console side names its draw ('draw'); every "
    "roll logged after the first draw names the latest draw then shown ('last_draw') and its "
    "hash ('draw_head'), so each roll's hash also seals the draws shown before it. Rolls "
    "from before the ledger carry neither, and their console faces = fair_faces(seed, "
    "sequence, 'kind/role', count, sides).",
)


def never_logged(game: Game, report: VerifyReport) -> list[ConsoleDraw]:
    """The console draws shown and never logged: as verified, or (when the log is
    broken, so verify stopped early) as the ledger's index has them."""
    return list(report.unused_draws) if report.ok else game.console_draws(pending_only=True)


def draw_text(draw: ConsoleDraw) -> str:
    """ "#14 melee/attacker 3d6: 2+5+1 = 8, shown at … after roll 37, never logged": the
    English the command line prints."""
    faces = "+".join(str(face) for face in draw.faces)
    after = f"after roll {draw.after_roll}" if draw.after_roll else "before the first roll"
    word = f" (word {draw.word!r})" if draw.word is not None else ""
    return (
        f"{draw.label}{word} {draw.count}d{draw.die_sides}: {faces} = {sum(draw.faces)}, "
        f"shown at {draw.time} {after}, never logged"
    )


def draw_name(draw: ConsoleDraw, readable: Readable) -> str:
    """ "#14 Nærkamp / Angriber": a draw by its kind's and role's labels."""
    return f"#{draw.draw} {readable.kind(draw.kind)} / {readable.role(draw.kind, draw.role)}"


def chain_text(
    report: VerifyReport,
    readable: Readable,
    zone: tzinfo | None = None,
    listed: int = 10,
) -> str:
    """What verify found: OK or BROKEN, the first problem, the draws never logged (the
    first `listed` of them by name). In English as `VerifyReport.summary` says it."""
    words = readable.words
    if not report.ok:
        reason = words.reason(report.reason_template, report.reason_args, report.reason)
        if report.bad_draw is not None:
            template = QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at console draw %1: %2")
            return words(template, report.bad_draw, reason)
        if report.bad_sequence is not None:
            template = QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at roll %1: %2")
            return words(template, report.bad_sequence, reason)
        if report.bad_entry is not None:
            template = QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at state journal entry %1: %2")
            return words(template, report.bad_entry, reason)
        return words(QT_TRANSLATE_NOOP("DisputeReport", "BROKEN: %1"), reason)
    rolls = words.count(
        report.rolls_checked,
        QT_TRANSLATE_NOOP("DisputeReport", "%1 roll"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls"),
    )
    head = (report.head_hash or "")[:16]
    if report.adjustments and head:
        adjustments = words.count(
            report.adjustments,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 roster adjustment by the umpire"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 roster adjustments by the umpire"),
        )
        template = QT_TRANSLATE_NOOP("DisputeReport", "OK: %1 (%2), hash chain intact, head %3…")
        clauses = [words(template, rolls, adjustments, head)]
    elif head:
        template = QT_TRANSLATE_NOOP("DisputeReport", "OK: %1, hash chain intact, head %2…")
        clauses = [words(template, rolls, head)]
    else:
        clauses = [words(QT_TRANSLATE_NOOP("DisputeReport", "OK: %1, hash chain intact"), rolls)]
    clauses.append(state_text(report, words))
    if report.draws_checked:
        draws = words.count(
            report.draws_checked,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws"),
        )
        if report.unused_draws:
            clauses.append(words(QT_TRANSLATE_NOOP("DisputeReport", "%1 in the ledger"), draws))
            clauses.append(_unused_text(report, readable, zone, listed))
        else:
            template = QT_TRANSLATE_NOOP("DisputeReport", "%1 in the ledger, every one logged")
            clauses.append(words(template, draws))
    if report.seed_checked:
        console_rolls = words.count(
            report.console_rolls_checked,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console roll"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console rolls"),
        )
        draws = words.count(
            report.draws_checked,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws"),
        )
        # One sentence for each source, so a translation can say "given" its own way.
        template = (
            QT_TRANSLATE_NOOP("DisputeReport", "all %1 and %2 follow from the seed (given)")
            if report.seed_source == "given"
            else QT_TRANSLATE_NOOP(
                "DisputeReport", "all %1 and %2 follow from the seed (revealed in the log)"
            )
        )
        clauses.append(words(template, console_rolls, draws))
    elif report.console_dice:
        clauses.append(
            words(
                QT_TRANSLATE_NOOP(
                    "DisputeReport", "console dice not checked (seed not given or revealed)"
                )
            )
        )
    else:
        clauses.append(words(QT_TRANSLATE_NOOP("DisputeReport", "no console dice")))
    return "; ".join(clauses)


def state_text(report: VerifyReport, words: ReportWords) -> str:
    """What the replay of the state proved: from the start, from a roll on, or nothing yet."""
    if report.state_checked and report.state_from_roll:
        return words(
            QT_TRANSLATE_NOOP(
                "DisputeReport",
                "roster, orders, flags, phase and penalties proven from the log from roll %1 on",
            ),
            report.state_from_roll,
        )
    if report.state_checked:
        return words(
            QT_TRANSLATE_NOOP(
                "DisputeReport", "roster, orders, flags, phase and penalties proven from the log"
            )
        )
    return words(
        QT_TRANSLATE_NOOP("DisputeReport", "the state is not proven (no state journal yet)")
    )


def short_chain_text(report: VerifyReport, words: ReportWords) -> str:
    """The header's word on the chain: "intact" or where it broke."""
    if report.ok:
        return words(QT_TRANSLATE_NOOP("DisputeReport", "intact (checked when this was made)"))
    if report.bad_draw is not None:
        return words(
            QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at console draw %1"), report.bad_draw
        )
    if report.bad_sequence is not None:
        return words(QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at roll %1"), report.bad_sequence)
    if report.bad_entry is not None:
        return words(
            QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at state journal entry %1"),
            report.bad_entry,
        )
    if report.state_differs:
        return words(QT_TRANSLATE_NOOP("DisputeReport", "BROKEN: the state differs from the log"))
    return words(QT_TRANSLATE_NOOP("DisputeReport", "BROKEN"))


def _unused_text(report: VerifyReport, readable: Readable, zone: tzinfo | None, listed: int) -> str:
    """ "2 console draws shown but never logged: #14 Melee / Attacker at 20:41, …"."""
    words = readable.words
    names = [
        words(
            QT_TRANSLATE_NOOP("DisputeReport", "%1 at %2"),
            draw_name(draw, readable),
            times.clock(draw.time, zone),
        )
        for draw in report.unused_draws[:listed]
    ]
    more = len(report.unused_draws) - listed
    if more > 0:
        names.append(words(QT_TRANSLATE_NOOP("DisputeReport", "and %1 more"), more))
    return words.count(
        len(report.unused_draws),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw shown but never logged: %2"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws shown but never logged: %2"),
        ", ".join(names),
    )
