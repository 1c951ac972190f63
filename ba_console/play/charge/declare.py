"""The decisions of the declarations (VII, note 7.12; digest A.3, A.5): open the charge
phase (who is phasing, the initiative, each side's C-in-C), answer a club reading, declare a
charge, declare an interception (which cancels the charge it intercepts), and close a side's
declarations. Each handler reads one `Reader`: its checks, payload, effects and label.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.play.charge import model as m
from ba_console.play.charge.model import ChargePhase
from ba_console.play.charge.reader import Reader
from ba_console.play.charge.words import STAGE_TEXTS, declared_text
from ba_console.play.charge.words import text as _t
from ba_console.rules.general_de_brigade.charges import (
    PROMPT,
    READINGS,
    RULE_INTERCEPTION,
    RULE_NOTE_7_12,
    check,
    declaration_checks,
    interception_checks,
)


def _open(r: Reader) -> None:
    phase, roster = r.phase, r.roster
    if phase.stage not in (m.NOT_OPEN, m.PHASING) or phase.charges:
        r.refuse(
            "open_late",
            QT_TRANSLATE_NOOP(
                "charges",
                "Charges are declared already: void them first to change who is phasing",
            ),
            RULE_NOTE_7_12,
        )
    phasing = r.value("phasing", QT_TRANSLATE_NOOP("charges", "Phasing side"))
    others = [s for s in roster.sides if s != phasing]
    if phasing is not None and (phasing not in roster.sides or len(others) != 1):
        r.refuse(
            "two_sides",
            QT_TRANSLATE_NOOP("charges", "The charge phase needs the roster's two sides"),
            RULE_NOTE_7_12,
        )
        return
    if phasing is None:
        return
    initiative = r.request.values.get("initiative") or phasing
    c_in_c: dict[str, str] = {}
    for side in roster.sides:
        commander = r.request.values.get(f"c_in_c.{side}")
        if commander:
            facts = roster.commanders.get(str(commander))
            if facts is None or facts.side != side:
                r.refuse(
                    "c_in_c_side",
                    QT_TRANSLATE_NOOP("charges", "{commander} is no commander of {side}"),
                    RULE_INTERCEPTION,
                    commander=str(commander),
                    side=side,
                )
            c_in_c[side] = str(commander)
        else:
            r.checks.append(
                check(
                    "no_c_in_c",
                    PROMPT,
                    QT_TRANSLATE_NOOP(
                        "charges",
                        "No C-in-C named for {side}: only its brigade commanders may order "
                        "interceptions",
                    ),
                    RULE_INTERCEPTION,
                    side=side,
                )
            )
    r.payload.update(phasing=phasing, non_phasing=others[0], initiative=initiative, c_in_c=c_in_c)
    r.units += list(c_in_c.values())
    words = ", ".join(roster.name(v) for v in c_in_c.values())
    r.label = _t(
        (
            "Charge phase opened: {phasing} phasing, {initiative} has the initiative; "
            "C-in-C: {commanders}"
        ),
        phasing=phasing,
        initiative=str(initiative),
        commanders=words or "-",
    )


def _reading(r: Reader) -> None:
    key = r.request.option or ""
    reading = READINGS.get(key)
    if reading is None:
        raise ValueError(f"{key!r} is not a club reading")
    answer = r.value("answer", QT_TRANSLATE_NOOP("charges", "The club's reading"))
    if answer is None:
        return
    if answer not in dict(reading.answers):
        raise ValueError(f"{answer!r} is not an answer to {key!r}")
    r.payload.update(reading=key, answer=answer)
    r.label = _t(
        ("Club reading: {question} Answer: {answer}"),
        question=reading.question,
        answer=reading.answer_text(str(answer)),
    )


def _stage_side(r: Reader, stages: tuple[str, ...], rule: str) -> str | None:
    phase = r.phase
    if phase.stage not in stages or phase.declaring_side is None:
        if phase.stage == m.RESOLUTION:
            r.refuse(
                "declarations_closed",
                QT_TRANSLATE_NOOP(
                    "charges",
                    "Declarations are closed: an interception is declared right after the "
                    "enemy's declarations, before any charge is carried out",
                ),
                RULE_INTERCEPTION,
            )
        else:
            r.refuse(
                "not_declaring_now",
                QT_TRANSLATE_NOOP("charges", "Not now: {stage}"),
                rule,
                stage=STAGE_TEXTS[phase.stage],
            )
        return None
    return phase.declaring_side


def _charged_by(phase: ChargePhase, unit: str) -> int | None:
    on = phase.charges_on(unit)
    return on[0].number if on else None


def _declared_by(phase: ChargePhase, unit: str) -> int | None:
    charge = phase.charge_of(unit)
    return charge.number if charge is not None else None


def _declare(r: Reader) -> None:
    side = _stage_side(r, (m.PHASING, m.NON_PHASING), RULE_NOTE_7_12)
    charger = r.unit("charger", QT_TRANSLATE_NOOP("charges", "Charger"))
    target = r.unit("target", QT_TRANSLATE_NOOP("charges", "Target"))
    if charger is None or target is None:
        return
    if side is not None and charger.side != side:
        r.refuse(
            "not_declaring_side",
            QT_TRANSLATE_NOOP(
                "charges",
                "{unit} is not of {side}, which declares now: the non-phasing side declares "
                "after the phasing side",
            ),
            RULE_NOTE_7_12,
            unit=charger.key,
            side=side,
        )
    r.checks += declaration_checks(
        charger,
        target,
        declared=_declared_by(r.phase, charger.key),
        charged_by=_charged_by(r.phase, charger.key),
    )
    mass = str(r.request.values.get("mass") or "").strip() or None
    r.payload.update(side=charger.side, charger=charger.key, target=target.key, mass=mass)
    r.units += [charger.key, target.key]
    r.flag(target.key, m.PINNED, r.phase.bound)
    template = (
        "Charge declared: {charger} on {target}, massed column {mass}"
        if mass
        else "Charge declared: {charger} on {target}"
    )
    r.label = _t(template, charger=charger.key, target=target.key, mass=mass or "")


def _intercept(r: Reader) -> None:
    phase, roster = r.phase, r.roster
    side = _stage_side(r, (m.NON_PHASING, m.PHASING_INTERCEPTIONS), RULE_INTERCEPTION)
    interceptor = r.unit("charger", QT_TRANSLATE_NOOP("charges", "Intercepting cavalry"))
    of = r.value("of", QT_TRANSLATE_NOOP("charges", "Enemy charge intercepted"))
    by = r.request.values.get("by") or None
    if interceptor is None or of is None:
        return
    intercepted = phase.charge(int(str(of)))
    if intercepted is None or not intercepted.open or intercepted.side == interceptor.side:
        r.refuse(
            "not_an_enemy_charge",
            QT_TRANSLATE_NOOP(
                "charges", "Charge {number} is no enemy charge declared and standing"
            ),
            RULE_INTERCEPTION,
            number=str(of),
        )
        return
    if side is not None and interceptor.side != side:
        r.refuse(
            "not_declaring_side",
            QT_TRANSLATE_NOOP(
                "charges",
                "{unit} is not of {side}, which declares now: the non-phasing side declares "
                "after the phasing side",
            ),
            RULE_NOTE_7_12,
            unit=interceptor.key,
            side=side,
        )
    target = roster.units.get(intercepted.charger)
    if target is None:
        return
    commander = roster.commanders.get(str(by)) if by else None
    earlier = next(
        (
            c.number
            for c in phase.charges
            if c.interception and c.by == by and c.cancelled_by is None
        ),
        None,
    )
    r.checks += interception_checks(
        interceptor,
        target,
        by=str(by) if by else None,
        by_side=commander.side if commander else None,
        c_in_c=phase.c_in_c.get(interceptor.side),
        ordered_before=earlier,
        declared=_declared_by(phase, interceptor.key),
        charged_by=_charged_by(phase, interceptor.key),
        reach_reading=phase.readings.get("interception_reach"),
        of_an_interception=intercepted.interception,
    )
    r.payload.update(side=interceptor.side, charger=interceptor.key, of=intercepted.number, by=by)
    r.units += [interceptor.key, target.key, intercepted.target] + ([str(by)] if by else [])
    r.flag(target.key, m.PINNED, phase.bound)
    # The intercepted charge is cancelled on the spot: its target is no longer charged by it.
    if roster.has_flag(intercepted.target, m.PINNED):
        r.unflag(intercepted.target, m.PINNED, phase.bound)
    r.label = _t(
        (
            "Interception declared: {charger} intercepts {target} (charge {number} cancelled), "
            "ordered by {commander}"
        ),
        charger=interceptor.key,
        target=target.key,
        number=intercepted.number,
        commander=str(by or "-"),
    )


def _declared(r: Reader) -> None:
    phase = r.phase
    side = _stage_side(r, (m.PHASING, m.NON_PHASING, m.PHASING_INTERCEPTIONS), RULE_NOTE_7_12)
    if side is None:
        return
    if phase.stage == m.PHASING:
        to = m.NON_PHASING
    elif phase.stage == m.NON_PHASING:
        ordinary = [c for c in phase.charges if c.side == side and not c.interception]
        to = m.PHASING_INTERCEPTIONS if ordinary else m.RESOLUTION
    else:
        to = m.RESOLUTION
    r.payload.update(side=side, to=to)
    r.label = _t(declared_text(phase.stage), side=side)


HANDLERS: Mapping[str, Callable[[Reader], None]] = {
    m.OPEN: _open,
    m.READING: _reading,
    m.DECLARE: _declare,
    m.INTERCEPT: _intercept,
    m.DECLARED: _declared,
}
