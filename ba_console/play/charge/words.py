"""The words of the charge phase: the steps, reactions, ends and stages as the Charges
dialog shows them (translation context "charges"), why a decision cannot be logged yet, and
the log's English of a `Text` (roster keys given by name). No Qt: the strings are marked
with `QT_TRANSLATE_NOOP` and translated by the window.
"""

from __future__ import annotations

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.play.charge import model as m
from ba_console.play.charge.model import Charge, ChargeRoster, Text
from ba_console.rules.general_de_brigade import evasion
from ba_console.rules.general_de_brigade.charges import (
    COUNTER_CHARGE,
    FIRE,
    FIRE_AND_EVADE,
    FORMATION_CHANGE,
    STAND,
    ChargeCheck,
)


def text(template: str, **args: str | int) -> Text:
    """A `Text` of `template` with its named arguments."""
    return Text(template, args)


# --- the words of steps, reactions and ends --------------------------------------------------

STEP_TEXTS: dict[str, str] = {
    m.WAITING_DECLARATIONS: QT_TRANSLATE_NOOP("charges", "declarations still open"),
    m.REACTION: QT_TRANSLATE_NOOP("charges", "target's reaction"),
    m.HALF_MOVE_STEP: QT_TRANSLATE_NOOP("charges", "half move"),
    m.FORMATION_CHANGE_TEST: QT_TRANSLATE_NOOP("charges", "target's formation change test"),
    m.FORMATION_TAKEN_STEP: QT_TRANSLATE_NOOP("charges", "target takes its new formation"),
    m.DEFENSIVE_FIRE_STEP: QT_TRANSLATE_NOOP("charges", "defensive fire"),
    m.EVADE_STEP: QT_TRANSLATE_NOOP("charges", "evaders move"),
    m.CHASE_STEP: QT_TRANSLATE_NOOP("charges", "chase: caught or out of reach"),
    m.ESCAPED: QT_TRANSLATE_NOOP("charges", "evaders escaped: the charger's choice"),
    m.CHARGER_TEST: QT_TRANSLATE_NOOP("charges", "charger's test"),
    m.EVADERS_FATE_STEP: QT_TRANSLATE_NOOP("charges", "caught evaders"),
    m.HALTED: QT_TRANSLATE_NOOP("charges", "charger stopped: halt"),
    m.MASS_WAIT: QT_TRANSLATE_NOOP("charges", "waits for the rest of its massed column"),
    m.NEAR_BROKEN_STEP: QT_TRANSLATE_NOOP("charges", "columns near one that broke"),
    m.MASSED_COLUMN_TEST: QT_TRANSLATE_NOOP("charges", "massed-column formation test"),
    m.TARGET_TEST: QT_TRANSLATE_NOOP("charges", "target's test"),
    m.CONTACT: QT_TRANSLATE_NOOP("charges", "completion or halt"),
    m.FINISHED: QT_TRANSLATE_NOOP("charges", "finished"),
    m.CANCELLED: QT_TRANSLATE_NOOP("charges", "cancelled by an interception"),
}

REACTION_TEXTS: dict[str, str] = {
    STAND: QT_TRANSLATE_NOOP("charges", "{target} stands"),
    FIRE: QT_TRANSLATE_NOOP("charges", "{target} stands and fires"),
    COUNTER_CHARGE: QT_TRANSLATE_NOOP("charges", "{target} counter-charges {charger}"),
    FORMATION_CHANGE: QT_TRANSLATE_NOOP("charges", "{target} changes formation (forms square…)"),
    "evade": QT_TRANSLATE_NOOP("charges", "{target} evades"),
    FIRE_AND_EVADE: QT_TRANSLATE_NOOP("charges", "{target} fires, then evades"),
}

END_TEXTS: dict[str, str] = {
    "contact": QT_TRANSLATE_NOOP(
        "charges", "{charger} completes its move into contact with {target}: melee follows"
    ),
    "vacated": QT_TRANSLATE_NOOP(
        "charges", "{target} gave ground: {charger} takes the vacated position"
    ),
    "halted": QT_TRANSLATE_NOOP("charges", "{charger} halts"),
    "halted_half_way": QT_TRANSLATE_NOOP(
        "charges", "{charger} is unformed: it stops half-way and does not enter melee"
    ),
    "halt_on_position": QT_TRANSLATE_NOOP(
        "charges", "{charger} halts on the evaders' old position"
    ),
    "straight_ahead": QT_TRANSLATE_NOOP(
        "charges", "{charger} moves straight ahead its full charge move"
    ),
    "evaders_dispersed": QT_TRANSLATE_NOOP("charges", "the caught evaders ({target}) disperse"),
    "evaders_not_dispersed": QT_TRANSLATE_NOOP(
        "charges", "the evaders ({target}) do not disperse (umpire's ruling)"
    ),
}

TROOP_TEXTS = evasion.TROOP_WORDS

NOT_AN_EVADER = "none"  # the umpire states the unit is none of those who may evade

STAGE_TEXTS: dict[str, str] = {
    m.NOT_OPEN: QT_TRANSLATE_NOOP("charges", "not open: say who is phasing"),
    m.PHASING: QT_TRANSLATE_NOOP("charges", "the phasing side declares its charges"),
    m.NON_PHASING: QT_TRANSLATE_NOOP(
        "charges", "the non-phasing side intercepts, then declares its charges"
    ),
    m.PHASING_INTERCEPTIONS: QT_TRANSLATE_NOOP(
        "charges", "the phasing side may intercept the non-phasing side's charges"
    ),
    m.RESOLUTION: QT_TRANSLATE_NOOP(
        "charges",
        "declarations closed: interceptions, then the phasing side's charges, then the "
        "non-phasing side's",
    ),
}

CATEGORY_TEXTS = (
    QT_TRANSLATE_NOOP("charges", "an interception by the side with the initiative"),
    QT_TRANSLATE_NOOP("charges", "an interception"),
    QT_TRANSLATE_NOOP("charges", "a charge of the phasing side"),
    QT_TRANSLATE_NOOP("charges", "a charge of the non-phasing side"),
)

NOT_CHARGE_PHASE = QT_TRANSLATE_NOOP(
    "charges", "Charges are declared and carried out in the charge phase (VII)"
)
# Why a decision cannot be logged yet: the code and its sentence, {subject} filled with the
# field, the club's question, the refusal or the question to tick.
PROBLEM_TEXTS = {
    "missing": QT_TRANSLATE_NOOP("charges", "Fill in: {subject}."),
    "reading": QT_TRANSLATE_NOOP("charges", "Answer the club reading first: {subject}"),
    "blocked": QT_TRANSLATE_NOOP(
        "charges", "{subject}. Log it only by the umpire's ruling (tick “umpire's ruling”)."
    ),
    "confirm": QT_TRANSLATE_NOOP("charges", "Tick it if the table shows it: {subject}"),
}


# --- English for the log ------------------------------------------------------------------


def english(text: Text | ChargeCheck, roster: ChargeRoster) -> str:
    """The log's English of a text: roster keys among its arguments by name."""
    args = {k: roster.names.get(v, v) if isinstance(v, str) else v for k, v in text.args.items()}
    return text.template.format(**args)


def step_text(charge: Charge) -> Text:
    return text(STEP_TEXTS.get(charge.step, charge.step))


def declared_text(stage: str) -> str:
    if stage == m.PHASING:
        return QT_TRANSLATE_NOOP("charges", "{side} has declared its charges")
    if stage == m.NON_PHASING:
        return QT_TRANSLATE_NOOP("charges", "{side} has declared its interceptions and charges")
    return QT_TRANSLATE_NOOP("charges", "{side} has declared its interceptions: close them")
