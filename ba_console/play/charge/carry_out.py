"""The decisions that carry out a declared charge, step by step (VII; digest A.1–A.5): the
target's reaction, the half move, the new formation taken, defensive fire, evasion and the
chase, the caught evaders' fate, the columns of a mass near one that broke, a new target
after the evaders escaped, completion or halt; and what evaders leave behind (friends they
unformed, abandoned guns re-manned). Each handler reads one `Reader`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.play.charge import model as m
from ba_console.play.charge.fold import FORMATION_CHANGE_TEST, PASS
from ba_console.play.charge.offers import near_candidates, passage_owes_unformed, waiting
from ba_console.play.charge.reader import Reader
from ba_console.play.charge.words import (
    END_TEXTS,
    NOT_AN_EVADER,
    REACTION_TEXTS,
    STEP_TEXTS,
    english,
)
from ba_console.play.charge.words import text as _t
from ba_console.rules.general_de_brigade import evasion
from ba_console.rules.general_de_brigade.charges import (
    ASK,
    COUNTER_CHARGE,
    EVADING,
    FORMATION_CHANGE,
    PROMPT,
    REACTIONS,
    RULE_CHARGE,
    RULE_EVASION,
    RULE_FORUM,
    RULE_MASSED,
    RULE_NOTE_7_12,
    check,
    needs_reading,
    reaction_checks,
)
from ba_console.rules.general_de_brigade.massed_column import BREAKING_RESULTS, FORMATION_TEST
from ba_console.store.records import Effect


def _react(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.REACTION):
        return
    reaction = r.request.option or ""
    if reaction not in REACTIONS:
        raise ValueError(f"{reaction!r} is not a reaction")
    target = r.roster.units.get(charge.target)
    charger = r.roster.units.get(charge.charger)
    if target is None or charger is None:
        return
    found = waiting(r.phase, charge)
    if found is not None:
        r.checks.append(found)
    troop: str | None = None
    with_guns = False
    formation = None
    if reaction in EVADING:
        troop = str(r.request.values.get("troop") or NOT_AN_EVADER)
        troop = None if troop == NOT_AN_EVADER else troop
        with_guns = troop == evasion.HORSE_ARTILLERY and bool(
            r.request.values.get("with_guns", True)
        )
    if reaction == FORMATION_CHANGE:
        formation = r.value("formation", QT_TRANSLATE_NOOP("charges", "New formation"))
    r.checks += reaction_checks(
        r.pack,
        reaction,
        target,
        charger,
        troop=troop,
        year=r.roster.year,
        counter_reading=r.phase.readings.get("counter_charge"),
    )
    if reaction == COUNTER_CHARGE:
        r.checks.append(
            check(
                "counter_charger_tests",
                PROMPT,
                QT_TRANSLATE_NOOP("charges", "{unit} counter-charges: it takes a charge test too"),
                RULE_NOTE_7_12,
                unit=target.key,
            )
        )
    r.payload.update(reaction=reaction, troop=troop, with_guns=with_guns, formation=formation)
    r.label = _t(
        ("Charge {number}: {reaction}"),
        number=charge.number,
        reaction=english(
            _t(REACTION_TEXTS[reaction], charger=charge.charger, target=charge.target), r.roster
        ),
    )


def _half_move(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.HALF_MOVE_STEP):
        return
    found = waiting(r.phase, charge)
    if found is not None:
        r.checks.append(found)
    if charge.interception:
        template = "Charge {number}: {charger} moves to the point half-way between it and {target}"
    else:
        template = "Charge {number}: {charger} moves half the distance to {target}"
    r.label = _t(template, number=charge.number, charger=charge.charger, target=charge.target)


def _formation_taken(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.FORMATION_TAKEN_STEP):
        return
    target = r.roster.units.get(charge.target)
    formation = charge.formation or "square"
    if target is not None and target.formation != formation:
        r.effects.append(
            Effect(unit=target.key, what="formation", from_=target.formation, to=formation)
        )
    r.label = _t(
        ("Charge {number}: {target} passed its test and forms {formation}"),
        number=charge.number,
        target=charge.target,
        formation=formation.replace("_", " "),
    )


def _defensive_fire(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.DEFENSIVE_FIRE_STEP):
        return
    lost = r.request.values.get("figures_lost", 0)
    try:
        lost = int(lost or 0)
    except (TypeError, ValueError):
        lost = -1
    if lost < 0:
        r.refuse(
            "figures_lost",
            QT_TRANSLATE_NOOP("charges", "Figures lost is a number, 0 or more"),
            RULE_CHARGE,
        )
        return
    charger = r.roster.units.get(charge.charger)
    if lost and charger is not None:
        r.effects.append(
            Effect(
                unit=charger.key,
                what="figures",
                from_=charger.figures,
                to=max(0, charger.figures - lost),
            )
        )
    r.payload["figures_lost"] = lost
    r.label = _t(
        ("Charge {number}: {target} fires; {charger} loses {lost} figure(s)"),
        number=charge.number,
        target=charge.target,
        charger=charge.charger,
        lost=lost,
    )


def _evade(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.EVADE_STEP):
        return
    troop = charge.troop or ""
    values = r.request.values
    through = [str(u) for u in values.get("through") or ()]
    target = r.roster.units.get(charge.target)
    for unit in through:
        friend = r.roster.units.get(unit)
        if friend is None or target is None or friend.side != target.side or unit == target.key:
            r.refuse(
                "not_a_friend",
                QT_TRANSLATE_NOOP("charges", "{unit} is no friend of the evaders"),
                RULE_EVASION,
                unit=unit,
            )
    r.checks.append(
        check(
            "evade_direction",
            PROMPT,
            QT_TRANSLATE_NOOP(
                "charges",
                "Straight away from the enemy, at most 22° off, towards the nearest cover or "
                "friends; no manoeuvres or turns but to avoid friends or impassable ground; an "
                "evader that reaches cover stops there",
            ),
            RULE_EVASION,
        )
    )
    disorders = evasion.disorders_friends(troop, charge.with_guns)
    if disorders is None:
        disorders = bool(values.get("disorders"))
    tested: list[str] = []
    order = r.phase.readings.get("interpenetration")
    test_kind = None
    if through and disorders:
        test_reading = r.phase.readings.get("interpenetration_test")
        if order is None:
            r.checks.append(needs_reading("interpenetration"))
        if test_reading is None:
            r.checks.append(needs_reading("interpenetration_test"))
        test_kind = FORMATION_TEST if test_reading == "massed_column" else FORMATION_CHANGE_TEST
        tested = through
        if order == "follows":
            for unit in through:
                r.unform(unit)
    unformed = evasion.unformed_after_evading(troop)
    if unformed is None:
        unformed = bool(values.get("unformed"))
    if unformed:
        r.unform(charge.target)
    if evasion.abandons_guns(troop, charge.with_guns) and not r.roster.has_flag(
        charge.target, m.ABANDONED_GUNS
    ):
        r.flag(charge.target, m.ABANDONED_GUNS, None)
    r.units += through
    r.payload.update(
        reached_cover=bool(values.get("reached_cover")),
        through=through,
        tested=tested,
        test=test_kind,
        order=order if tested else None,
    )
    template = "Charge {number}: {target} evades"
    if values.get("reached_cover"):
        template += " and stops in cover"
    if through:
        template += "; it passes through {through}"
    r.label = _t(
        template,
        number=charge.number,
        target=charge.target,
        through=", ".join(r.roster.name(u) for u in through),
    )


def _chase(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.CHASE_STEP):
        return
    caught = r.request.option == "caught"
    if caught:
        r.checks.append(
            check(
                "reaches_evaders",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "{charger} reaches base contact with the evaders with the rest of its "
                    "charge move",
                ),
                RULE_EVASION,
                charger=charge.charger,
            )
        )
    r.payload["caught"] = caught
    template = (
        "Charge {number}: {charger} catches the evaders; it takes its charge test"
        if caught
        else "Charge {number}: the evaders escape {charger}"
    )
    r.label = _t(template, number=charge.number, charger=charge.charger)


def _evaders_fate(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.EVADERS_FATE_STEP):
        return
    dispersed = r.request.option == "dispersed"
    if charge.charger_result == PASS and not dispersed:
        r.refuse(
            "evaders_disperse",
            QT_TRANSLATE_NOOP("charges", "Caught evaders are hit as routers and disperse"),
            RULE_EVASION,
        )
    if charge.charger_result != PASS:
        r.checks.append(
            check(
                "caught_charger_failed",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "{charger} did not pass its charge test; the text does not say what then "
                    "becomes of caught evaders: tick to rule it so",
                ),
                RULE_EVASION,
                charger=charge.charger,
            )
        )
    if dispersed and not r.roster.has_flag(charge.target, m.DISPERSED):
        r.flag(charge.target, m.DISPERSED, None)
    r.payload["dispersed"] = dispersed
    end = "evaders_dispersed" if dispersed else "evaders_not_dispersed"
    r.label = _t(
        ("Charge {number}: {end}"),
        number=charge.number,
        end=english(_t(END_TEXTS[end], charger=charge.charger, target=charge.target), r.roster),
    )


def _near_broken(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.NEAR_BROKEN_STEP):
        return
    candidates = near_candidates(r.phase, r.roster, charge)
    near = [str(u) for u in r.request.values.get("near") or ()]
    for unit in near:
        if unit not in candidates:
            r.refuse(
                "not_a_candidate",
                QT_TRANSLATE_NOOP(
                    "charges",
                    "{unit} is no formed column of this mass that passed its charge test",
                ),
                RULE_MASSED,
                unit=unit,
            )
    r.payload.pop("charge", None)
    r.payload.update(side=charge.side, mass=charge.mass, near=near)
    r.units[:] = [*near]
    r.label = _t(
        ('Massed column {mass}: within 8 cm (5") of a column that broke: {near}'),
        mass=charge.mass or "",
        near=", ".join(r.roster.name(u) for u in near) or "none",
    )


def _retarget(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, m.ESCAPED):
        return
    target = r.unit("target", QT_TRANSLATE_NOOP("charges", "New target"))
    if target is None:
        return
    charger = r.roster.units.get(charge.charger)
    if charger is not None and target.side == charger.side:
        r.refuse(
            "own_side",
            QT_TRANSLATE_NOOP("charges", "{target} is on the side of {unit}"),
            RULE_CHARGE,
            unit=charger.key,
            target=target.key,
        )
    if target.key in (charge.target, *charge.earlier_targets):
        r.refuse(
            "not_another",
            QT_TRANSLATE_NOOP(
                "charges",
                "{target} escaped the charge of {charger}: it may charge another enemy unit",
            ),
            RULE_EVASION,
            target=target.key,
            charger=charge.charger,
        )
    r.checks.append(
        check(
            "retarget_in_arc",
            ASK,
            QT_TRANSLATE_NOOP(
                "charges", "{target} is inside the 22° arc of {charger} and within its charge move"
            ),
            RULE_EVASION,
            target=target.key,
            charger=charge.charger,
        )
    )
    r.checks.append(
        check(
            "retarget_restarts",
            PROMPT,
            QT_TRANSLATE_NOOP(
                "charges",
                "The charge starts again on the new target: it reacts, then {charger} makes "
                "its half move",
            ),
            RULE_EVASION,
            charger=charge.charger,
        )
    )
    r.payload["target"] = target.key
    r.units.append(target.key)
    r.flag(target.key, m.PINNED, r.phase.bound)
    r.label = _t(
        ("Charge {number}: {charger} charges {target} instead"),
        number=charge.number,
        charger=charge.charger,
        target=target.key,
    )


ENDS_AT = {
    m.HALTED: ("halted",),
    m.ESCAPED: ("halt_on_position", "straight_ahead"),
    m.CONTACT: ("contact", "vacated", "halted"),
}


def _complete(r: Reader) -> None:
    charge = r.charge()
    if charge is None or not r.at_step(charge, *ENDS_AT):
        return
    end = r.request.option or ""
    if end not in ENDS_AT[charge.step]:
        r.refuse(
            "not_now",
            QT_TRANSLATE_NOOP("charges", "charge {number} is at another step: {step}"),
            RULE_CHARGE,
            number=charge.number,
            step=STEP_TEXTS[charge.step],
        )
        return
    retired = "retire"
    if (end == "halted" and charge.charger_result == retired) or (
        end == "vacated" and charge.target_result == retired
    ):
        r.checks.append(
            check(
                "retire_half",
                PROMPT,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "A unit that retires in the charge phase moves back half its retire "
                    "distance at once",
                ),
                RULE_CHARGE,
            )
        )
    routed = "rout"
    if (end == "halted" and charge.charger_result == routed) or (
        end == "vacated" and charge.target_result == routed
    ):
        r.checks.append(
            check(
                "rout_half",
                PROMPT,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "A unit that routs in the charge phase moves back half an involuntary "
                    "move at once",
                ),
                RULE_FORUM,
            )
        )
    if charge.charger_result in BREAKING_RESULTS and charge.mass is not None:
        r.checks.append(
            check(
                "mass_neighbours",
                PROMPT,
                QT_TRANSLATE_NOOP(
                    "charges",
                    'Its neighbours in the massed column within 8 cm (5") take the '
                    "massed-column formation test",
                ),
                RULE_MASSED,
            )
        )
    r.payload["end"] = end
    r.label = _t(
        ("Charge {number}: {end}"),
        number=charge.number,
        end=english(_t(END_TEXTS[end], charger=charge.charger, target=charge.target), r.roster),
    )


def _passage_unformed(r: Reader) -> None:
    charge = r.charge()
    if charge is None:
        return
    unit = r.request.option or ""
    passage = next((p for p in charge.passages if p.unit == unit), None)
    if passage is None or not passage_owes_unformed(r.pack, passage):
        r.refuse(
            "no_passage",
            QT_TRANSLATE_NOOP("charges", "{unit} owes no disorder from these evaders"),
            RULE_EVASION,
            unit=unit,
        )
        return
    r.unform(unit)
    r.units[:] = [unit, charge.target]
    r.payload["unit"] = unit
    r.label = _t(
        ("Charge {number}: {unit} failed its formation test and is unformed"),
        number=charge.number,
        unit=unit,
    )


def _re_man(r: Reader) -> None:
    unit = r.request.option or ""
    if not r.roster.has_flag(unit, m.ABANDONED_GUNS):
        r.refuse(
            "no_abandoned_guns",
            QT_TRANSLATE_NOOP("charges", "{unit} has no abandoned guns"),
            RULE_EVASION,
            unit=unit,
        )
        return
    r.checks.append(
        check(
            "enemy_gone",
            ASK,
            QT_TRANSLATE_NOOP(
                "charges", "the enemy has passed through, left, or been thrown back from the guns"
            ),
            RULE_EVASION,
        )
    )
    r.unflag(unit, m.ABANDONED_GUNS, None)
    if not r.roster.has_flag(unit, m.LOW_AMMUNITION):
        r.flag(unit, m.LOW_AMMUNITION, None)
    r.units.append(unit)
    r.payload["unit"] = unit
    r.label = _t(
        ("The crew of {unit} re-mans its guns: the battery is Low on Ammunition"),
        unit=unit,
    )


HANDLERS: Mapping[str, Callable[[Reader], None]] = {
    m.REACT: _react,
    m.HALF_MOVE: _half_move,
    m.FORMATION_TAKEN: _formation_taken,
    m.DEFENSIVE_FIRE: _defensive_fire,
    m.EVADE: _evade,
    m.CHASE: _chase,
    m.EVADERS_FATE: _evaders_fate,
    m.NEAR_BROKEN: _near_broken,
    m.RETARGET: _retarget,
    m.COMPLETE: _complete,
    m.PASSAGE_UNFORMED: _passage_unformed,
    m.RE_MAN: _re_man,
}
