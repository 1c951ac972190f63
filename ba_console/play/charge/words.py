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


# --- the log's English, said in the window's language ---------------------------------------
#
# A decision's row keeps its words in English (the row is hashed: they never change). The
# window, the log viewer and the dispute report say them in their language from these
# templates (`core.vocabulary.note_in_words` and `said_from`, through
# `play.record.note_templates`): the label of each decision, as `declare` and
# `carry_out` write it, and the checks a note quotes. tests/play/test_play_charge_words.py
# keeps these lists in step with the modules that write the words.

LABEL_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "charges",
        "Charge phase opened: {phasing} phasing, {initiative} has the initiative; C-in-C: "
        "{commanders}",
    ),
    QT_TRANSLATE_NOOP("charges", "Club reading: {question} Answer: {answer}"),
    QT_TRANSLATE_NOOP("charges", "Charge declared: {charger} on {target}, massed column {mass}"),
    QT_TRANSLATE_NOOP("charges", "Charge declared: {charger} on {target}"),
    QT_TRANSLATE_NOOP(
        "charges",
        "Interception declared: {charger} intercepts {target} (charge {number} cancelled), "
        "ordered by {commander}",
    ),
    QT_TRANSLATE_NOOP(
        "charges", "Charge {number}: {charger} moves to the point half-way between it and {target}"
    ),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {charger} moves half the distance to {target}"),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {target} passed its test and forms {formation}"),
    QT_TRANSLATE_NOOP(
        "charges", "Charge {number}: {target} fires; {charger} loses {lost} figure(s)"
    ),
    QT_TRANSLATE_NOOP(
        "charges",
        "Charge {number}: {target} evades and stops in cover; it passes through {through}",
    ),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {target} evades; it passes through {through}"),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {target} evades and stops in cover"),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {target} evades"),
    QT_TRANSLATE_NOOP(
        "charges", "Charge {number}: {charger} catches the evaders; it takes its charge test"
    ),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: the evaders escape {charger}"),
    QT_TRANSLATE_NOOP(
        "charges", 'Massed column {mass}: within 8 cm (5") of a column that broke: {near}'
    ),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {charger} charges {target} instead"),
    QT_TRANSLATE_NOOP(
        "charges", "Charge {number}: {unit} failed its formation test and is unformed"
    ),
    QT_TRANSLATE_NOOP(
        "charges", "The crew of {unit} re-mans its guns: the battery is Low on Ammunition"
    ),
    QT_TRANSLATE_NOOP("charges", "{side} has declared its charges"),
    QT_TRANSLATE_NOOP("charges", "{side} has declared its interceptions and charges"),
    QT_TRANSLATE_NOOP("charges", "{side} has declared its interceptions: close them"),
    # Last: the reaction or the end said in it is one of `REACTION_TEXTS`, `END_TEXTS`.
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {reaction}"),
    QT_TRANSLATE_NOOP("charges", "Charge {number}: {end}"),
)

# What a decision's note says of the checks (`decide._note`): those the umpire confirmed,
# those he ruled past (each with its rule), joined by "; " like the note's parts.
CONFIRMED_NOTE = QT_TRANSLATE_NOOP("charges", "confirmed by the umpire: {check}")
RULED_NOTE = QT_TRANSLATE_NOOP("charges", "umpire's ruling: logged although {check} ({rule})")
RULED_MORE = QT_TRANSLATE_NOOP("charges", "{check} ({rule})")

# The checks' templates (`rules.general_de_brigade.charges.check`, `Reader.refuse`), as a
# note quotes them; they are marked for translation where they are written.
CHECK_TEMPLATES: tuple[str, ...] = (
    "Figures lost is a number, 0 or more",
    (
        "Straight away from the enemy, at most 22° off, towards the nearest cover or friends; "
        "no manoeuvres or turns but to avoid friends or impassable ground; an evader that "
        "reaches cover stops there"
    ),
    "Caught evaders are hit as routers and disperse",
    "{target} is on the side of {unit}",
    "{target} escaped the charge of {charger}: it may charge another enemy unit",
    "{target} is inside the 22° arc of {charger} and within its charge move",
    "The charge starts again on the new target: it reacts, then {charger} makes its half move",
    "charge {number} is at another step: {step}",
    "{unit} owes no disorder from these evaders",
    "{unit} has no abandoned guns",
    "the enemy has passed through, left, or been thrown back from the guns",
    "{unit} counter-charges: it takes a charge test too",
    "{unit} is no friend of the evaders",
    "{charger} reaches base contact with the evaders with the rest of its charge move",
    (
        "{charger} did not pass its charge test; the text does not say what then becomes of "
        "caught evaders: tick to rule it so"
    ),
    "{unit} is no formed column of this mass that passed its charge test",
    "A unit that retires in the charge phase moves back half its retire distance at once",
    "A unit that routs in the charge phase moves back half an involuntary move at once",
    'Its neighbours in the massed column within 8 cm (5") take the massed-column formation test',
    "Charges are declared already: void them first to change who is phasing",
    "The charge phase needs the roster's two sides",
    (
        "{unit} is not of {side}, which declares now: the non-phasing side declares after the "
        "phasing side"
    ),
    "Charge {number} is no enemy charge declared and standing",
    (
        "Declarations are closed: an interception is declared right after the enemy's "
        "declarations, before any charge is carried out"
    ),
    "Not now: {stage}",
    "{commander} is no commander of {side}",
    "No C-in-C named for {side}: only its brigade commanders may order interceptions",
    (
        "charge {number} ({what}) is carried out first: interceptions, then the phasing side's "
        "charges, then the non-phasing side's"
    ),
    "{unit} is not a unit of the roster",
    "There is no charge {number} in this phase",
    "Answer the club reading first: {question}",
    "the brigade general of {unit} is within command radius (the radius is in your rulebook)",
    "{target} is visible to {unit}",
    "{target} is within the charge reach of {unit}",
    "{target} is inside the 22° charge arc of {unit}",
    (
        "the general's ability allows this charge (Deluxe: how many charges a general may "
        "declare depends on his ability; the numbers are in your rulebook)"
    ),
    "{unit} has declared a charge this turn already (charge {number})",
    (
        "{unit} is charged (charge {number}): a charged unit may not charge a third unit; it "
        "stands or counter-charges its attacker"
    ),
    "{unit} is not cavalry: only cavalry may intercept (a)",
    (
        "Name the commander of the side of {unit} who orders the interception: the C-in-C or "
        "its brigade commander (b)"
    ),
    "{unit} was within charge distance of {target} {when} (d)",
    (
        "the charge of {target} is itself an interception; the text does not say whether an "
        "interception may be intercepted: tick to rule that it may"
    ),
    "{unit} is unformed; the rule's example speaks of a formed cavalry unit",
    "the gap between {charger} and {unit} is more than half the charge move of {charger}",
    (
        "{unit} may not evade: only Cossacks, skirmishers, horse artillery, foot-artillery "
        "crews beside formed infantry or cover, and open-order infantry of 1792–1800 evade"
    ),
    "the roster does not hold {unit} as {troop} ({arm}, {type})",
    "{unit} may not evade as {troop}: {condition}",
    "the battery of {unit} is in base contact with a formed friendly infantry unit or with cover",
    (
        "{commander} has ordered an interception this turn already (charge {number}): one a "
        "turn, for one cavalry unit (b)"
    ),
    (
        "{commander} is neither the C-in-C nor the brigade commander of {unit}: a brigade "
        "commander orders interceptions only by his own brigade's cavalry (c)"
    ),
    "{unit} may evade as {troop} here (the pack says: {condition})",
    "no evade-and-fire: only skirmishers charged by close-order infantry fire and then evade",
    "{charger} is close-order infantry (not skirmishers)",
    "{unit} is not cavalry: by the club's reading only cavalry counter-charges",
)


def said_templates() -> tuple[tuple[str, str], ...]:
    """Every text of the charge phase a log row's label or note may hold, as (context,
    template) pairs for `core.vocabulary`: the labels, the note's parts, the checks, and
    the reactions and ends said inside a label."""
    texts = (
        *LABEL_TEMPLATES,
        CONFIRMED_NOTE,
        RULED_NOTE,
        *CHECK_TEMPLATES,
        *REACTION_TEXTS.values(),
        *END_TEXTS.values(),
        RULED_MORE,
    )
    return tuple(("charges", template) for template in dict.fromkeys(texts))
