"""The rows of the roll log report: the rolls shown, grouped by bound and step.

A roll is one row of four columns: its number and time; its kind, each side's dice and
factors (or, for a row without dice, what it did) and its note; the table read and the
outcome; the effects. Every value from the game is HTML-escaped; the words are the
report's (`ReportWords`, `readable`). `log.html` puts the table in the report.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ba_console.core import vocabulary
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.reports import times
from ba_console.reports.readable import SEAL_KIND, Readable
from ba_console.reports.words import ENGLISH, ReportWords, h, signed
from ba_console.store.records import (
    ADJUSTMENT_KIND,
    SEED_REVEALED_KIND,
    VOID_KIND,
    LoggedRoll,
    RollSide,
)

if TYPE_CHECKING:
    from ba_console.reports.log import LogReport

NBSP = "\u00a0"


def rolls_html(report: LogReport) -> str:
    """The rolls shown, grouped by bound (its first row says when it began) and by step."""
    words = report.words
    columns = [
        ("5%", words(QT_TRANSLATE_NOOP("DisputeReport", "#"))),
        ("39%", words(QT_TRANSLATE_NOOP("DisputeReport", "Roll, dice and factors"))),
        ("21%", words(QT_TRANSLATE_NOOP("DisputeReport", "Table and outcome"))),
        ("35%", words(QT_TRANSLATE_NOOP("DisputeReport", "Effects"))),
    ]
    head = "".join(f'<th width="{width}">{h(text)}</th>' for width, text in columns)
    body: list[str] = []
    day = times.day(report.rolls[0].time, report.zone) if report.rolls else ""
    bound: int | None = None
    step: tuple[str, str | None] | None = None
    for roll in report.rolls:
        # A game that goes on past midnight says the new date once, where it begins.
        new_day = times.day(roll.time, report.zone)
        dated = new_day if new_day and new_day != day else ""
        day = new_day or day
        if roll.bound != bound:
            bound, step = roll.bound, None
            started = roll if roll.kind == vocabulary.BOUND_STARTED_KIND else None
            body.append(_bound_row(report, bound, started, dated))
            dated = ""
            if started is not None:
                continue
        if (roll.phase, roll.sub_phase) != step or dated:
            step = (roll.phase, roll.sub_phase)
            label = report.readable.phase_path(roll.phase, roll.sub_phase)
            label += f" · {dated}" if dated else ""
            body.append(
                f'<tr class="step" data-bound="{roll.bound}"><td colspan="{len(columns)}">'
                f"{h(label)}</td></tr>"
            )
        body.append(_roll_row(report, roll))
    if not report.rolls:
        nothing = words(QT_TRANSLATE_NOOP("DisputeReport", "No rolls to show."))
        body.append(f'<tr><td colspan="{len(columns)}">{h(nothing)}</td></tr>')
    return (
        f'<table class="rolls" id="rolls" width="100%" cellspacing="0" cellpadding="1">'
        f"<thead><tr>{head}</tr></thead>\n<tbody>\n" + "\n".join(body) + "\n</tbody></table>"
    )


def _bound_row(report: LogReport, bound: int, started: LoggedRoll | None, dated: str) -> str:
    words, names = report.words, report.readable
    text = f"<b>{h(words(QT_TRANSLATE_NOOP('DisputeReport', 'Bound %1'), bound))}</b>"
    if dated:
        text += f" · {h(dated)}"
    if started is not None:
        note = note_text(started, words)
        text += (
            f' <span title="{h(started.hash)}">· #{started.sequence} '
            f"{h(times.clock(started.time, report.zone))} · {h(note)}</span>"
        )
        expired = _expired_flags(started, names)
        if expired:
            text += f' <span class="t">{h("; ".join(expired))}</span>'
    return f'<tr class="bound" data-bound="{bound}"><td colspan="4">{text}</td></tr>'


def keep_numbers(text: str) -> str:
    """A number never starts a line: "until bound 3", "figures 28 → 27" keep together."""
    return _BEFORE_NUMBER.sub(NBSP, text)


_BEFORE_NUMBER = re.compile(r" (?=[−-]?\d)")


def _expired_flags(started: LoggedRoll, names: Readable) -> list[str]:
    """The flags a new bound removed, each flag once with the units that held it: "“fired”
    (until bound 2) removed: I./15th, 2/1er Chasseurs"."""
    by_flag: dict[tuple[str, object], list[str]] = {}
    others = []
    for effect in started.effects:
        payload = effect.from_ if effect.what == "flag" and effect.to is None else None
        if isinstance(payload, dict) and payload.get("expires_after") is not None:
            flag = (str(payload["key"]), payload["expires_after"])
            by_flag.setdefault(flag, []).append(names.who(effect.unit))
        else:
            others.append(effect)
    words = names.words
    lines = [
        words(
            QT_TRANSLATE_NOOP("DisputeReport", "“%1” (until bound %2) removed: %3"),
            vocabulary.label(key, words.translate),
            until,
            ", ".join(units),
        )
        for (key, until), units in by_flag.items()
    ]
    return lines + names.effects_by_unit(others)


def note_text(
    roll: LoggedRoll, words: ReportWords = ENGLISH, readable: Readable | None = None
) -> str:
    """The roll's note as logged, with `readable`'s roster names for its keys ("typed from
    the book: 1/1e Tirailleurs loses 2") and its pack's labels for a factor ticked unset;
    but the console's own note of a new bound ("Bound 2 began; 1 flag expired.") said in
    the report's language from the row's bound and effects."""
    expired = len(roll.effects)
    if not vocabulary.is_bound_started_note(roll.kind, roll.bound, roll.note, expired):
        return vocabulary.note_in_words(
            roll.note,
            readable.names if readable else {},
            words.translate,
            words.reasons,
            role_label=(lambda role: readable.role(roll.kind, role)) if readable else None,
            factor_label=readable.factor_label if readable else None,
        )
    return words.count(
        expired,
        QT_TRANSLATE_NOOP("DisputeReport", "Bound %2 began; %1 flag expired."),
        QT_TRANSLATE_NOOP("DisputeReport", "Bound %2 began; %1 flags expired."),
        roll.bound,
    )


def _roll_row(report: LogReport, roll: LoggedRoll) -> str:
    words, names = report.words, report.readable
    classes = ["roll"]
    if roll.voided_by is not None:
        classes.append("voided")
    if roll.kind in (VOID_KIND, ADJUSTMENT_KIND, SEAL_KIND):
        classes.append(roll.kind)
    data = (
        f'data-bound="{roll.bound}" data-unit="{h(" ".join(roll.units))}" '
        f'data-kind="{h(roll.kind)}"'
    )
    number = (
        f'<td class="n" title="{h(roll.time)} · {h(roll.hash)}"><b>{roll.sequence}</b><br>'
        f'<span class="t">{h(times.clock(roll.time, report.zone))}</span></td>'
    )
    kind = f'<b title="{h(roll.kind)}">{h(names.kind(roll.kind))}</b>'
    spec = names.roll_kind(roll.kind)
    single = spec is not None and len(spec.roles) == 1 and not spec.roles[0].repeatable
    if len(roll.sides) == 1 and single:
        cell = f"{kind} · {_side_html(roll, roll.sides[0], names, with_role=False)}"
    elif roll.sides:
        cell = kind + "".join(f"<div>{_side_html(roll, side, names)}</div>" for side in roll.sides)
    else:
        described = _without_dice(roll, names)
        cell = kind + (f" · {described}" if described else "")
    note = note_text(roll, words, names)
    if note and roll.kind != SEAL_KIND:
        cell += f'<div class="t">{h(note)}</div>'
    result = _result_html(report, roll)
    # One run of text, the units' changes apart by semicolons: it wraps where it must.
    effects = h(keep_numbers("; ".join(names.effects_by_unit(roll.effects))))
    return (
        f'<tr class="{" ".join(classes)}" id="roll-{roll.sequence}" {data}>'
        f"{number}<td>{cell}</td><td>{result}</td><td>{effects}</td></tr>"
    )


def _side_html(roll: LoggedRoll, side: RollSide, names: Readable, *, with_role: bool = True) -> str:
    """ "Attacker I./15th: 3 5 1 (#14) +3 Flanking attack = 12 · Table 8"."""
    words = names.words
    who = f'<span class="role">{h(names.role(roll.kind, side.role))}</span>' if with_role else ""
    if side.unit:
        who += (
            " " if who else ""
        ) + f'<span title="{h(side.unit)}">{h(names.who(side.unit))}</span>'
    faces = " ".join(str(face) for face in side.faces)
    # Where each factor was read (table, column, rule) on hover: the label says which it is.
    # A value the pack left unset says it was typed from the book, in the text itself.
    typed = words(QT_TRANSLATE_NOOP("DisputeReport", "typed from the book"))
    factors = " ".join(
        f'<span title="{h(names.factor_reference(f))}">{h(signed(f.value))} '
        f"{h(names.factor(f))}{f' ×{f.count}' if f.count else ''}{'*' if f.auto else ''}"
        f"{f' <i>({h(typed)})</i>' if f.typed else ''}</span>"
        for f in side.factors
    )
    source = dice_source_text(side, words, names.called_words)
    return (
        (f"{who}: " if who else "")
        + f'<span class="faces">{h(faces)}</span> <span class="t">({h(source)})</span>'
        + (f" {factors}" if factors else "")
        + f' =\u00a0<span class="total">{side.total}</span>'  # "= 12" on one line
    )


def dice_source_text(
    side: RollSide, words: ReportWords = ENGLISH, called: Mapping[int, str] | None = None
) -> str:
    """ "#14" (the console draw the dice came from; `#14, word “Blücher”` when a player
    called one before the roll), "typed", or "console" (a roll from before the console
    dice ledger)."""
    if side.draw is not None:
        word = (called or {}).get(side.draw)
        if word is not None:
            return words(QT_TRANSLATE_NOOP("DisputeReport", "#%1, word “%2”"), side.draw, word)
        return f"#{side.draw}"
    if side.dice_source == "typed":
        return words(QT_TRANSLATE_NOOP("DisputeReport", "typed"))
    if side.dice_source == "console":
        return words(QT_TRANSLATE_NOOP("DisputeReport", "console"))
    return side.dice_source


def _without_dice(roll: LoggedRoll, names: Readable) -> str:
    """What a row without dice says where the dice would be: the void's target and reason,
    the units corrected or moved, the seal."""
    words = names.words
    units = ", ".join(names.who(unit) for unit in roll.units)
    if roll.kind == VOID_KIND:
        text = words(
            QT_TRANSLATE_NOOP("DisputeReport", "voids #%1: %2"), roll.voids, roll.void_reason
        )
        return h(text)
    if roll.kind == ADJUSTMENT_KIND:
        text = words(QT_TRANSLATE_NOOP("DisputeReport", "roster corrected by the umpire (no dice)"))
        return h(text)
    if roll.kind == SEAL_KIND:
        seal = roll.outcome.key if roll.outcome else ""
        witness = f' <span class="t">{h(note_text(roll, words))}</span>' if roll.note else ""
        return f'<span class="hash">{h(seal)}</span>{witness}'
    if roll.kind == SEED_REVEALED_KIND:
        return ""
    return h(units)


def _result_html(report: LogReport, roll: LoggedRoll) -> str:
    words, names = report.words, report.readable
    parts: list[str] = []
    cell = ""
    if roll.cell:
        cells = "; ".join(names.table(one) for one in roll.cell.split("; "))
        cell = f'<span class="t" title="{h(roll.cell)}">{h(cells)}</span>'
    outcome = names.outcome(roll)
    if outcome is not None and roll.kind != SEAL_KIND:
        # The cell and its outcome run on, to wrap where they must.
        parts.append((f"{cell}\u00a0· " if cell else "") + f"<b>{h(outcome.text)}</b>")
        cell = ""
        if outcome.typed:
            typed = words(QT_TRANSLATE_NOOP("DisputeReport", "typed by the umpire"))
            parts.append(f'<span class="typed">{h(typed)}</span>')
    elif roll.sides and not roll.cell:
        parts.append('<span class="typed">—</span>')
    if cell:
        parts.insert(0, cell)
    if roll.voided_by is not None:
        voided = words(QT_TRANSLATE_NOOP("DisputeReport", "voided by #%1"), roll.voided_by)
        parts.append(f'<span class="why">{h(voided)}</span>')
    if roll.pack_hash != report.info.pack_hash:
        other = words(QT_TRANSLATE_NOOP("DisputeReport", "pack %1…"), roll.pack_hash[:12])
        parts.append(f'<span class="t" title="{h(roll.pack_hash)}">{h(other)}</span>')
    return "<br>".join(parts)
