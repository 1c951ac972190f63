"""The charge of General de Brigade VII as rules on stated facts (digest A.2, A.3, A.5):
the order of a charge's steps, what the rules forbid a declaration, an interception or a
reaction, and what the console asks the umpire where the table decides (distances, arcs,
radii) or where our material is silent.

Each finding is a `ChargeCheck` with a level: `refused` (the rules forbid it: only the
umpire's ruling lets it stand, and the log says so), `ask` (a fact of the table the umpire
confirms by ticking it: within charge reach, inside the 22° arc…), `reading` (a question
our material leaves open, answered once for the game by the club: see `READINGS`), or
`prompt` (a reminder at this step). Texts are translatable templates (context
"charges"); `text` is the English the log keeps. Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import Phase
from ba_console.rules.general_de_brigade import evasion

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

CHARGE_PHASE = "charge"
CONTEXT = "charges"

REFUSED = "refused"
ASK = "ask"
READING = "reading"
PROMPT = "prompt"

# The target's reactions to a charge (A.2, A.4, A.5; digest C.1).
STAND = "stand"
FIRE = "fire"
COUNTER_CHARGE = "counter_charge"
FORMATION_CHANGE = "formation_change"
EVADE = "evade"
FIRE_AND_EVADE = "fire_and_evade"
REACTIONS = (STAND, FIRE, COUNTER_CHARGE, FORMATION_CHANGE, EVADE, FIRE_AND_EVADE)
EVADING = frozenset({EVADE, FIRE_AND_EVADE})
FIRING = frozenset({FIRE, FIRE_AND_EVADE})

# Rule references: the log keeps them in English; the window says them in its language
# (context "charges", `core.vocabulary.rule_label`).
RULE_CHARGE = QT_TRANSLATE_NOOP("charges", "VII, charges (digest A.2)")
RULE_INTERCEPTION = QT_TRANSLATE_NOOP("charges", "VII, interception charges (digest A.3)")
RULE_EVASION = QT_TRANSLATE_NOOP("charges", "VII, evasion (digest A.4)")
RULE_NOTE_7_12 = QT_TRANSLATE_NOOP("charges", "VII, note 7.12 (digest A.5)")
RULE_DELUXE = QT_TRANSLATE_NOOP("charges", "VII, designer's notes (digest A.5)")
RULE_MASSED = QT_TRANSLATE_NOOP("charges", "VII, massed columns (digest A.1)")
# Not from the book: a forum ruling the digest reports (B.1, retire/rout in the charge phase).
RULE_FORUM = QT_TRANSLATE_NOOP("charges", "a forum ruling, not the book (digest B.1)")
# The shipped pack's own rule references (its phases, tables and rolls), which the tracker,
# the roll dialog and the factor list say in the window's language as these are said.
PACK_RULES = (
    QT_TRANSLATE_NOOP("charges", "VII, interception charges"),
    QT_TRANSLATE_NOOP("charges", "VII, evasion"),
    QT_TRANSLATE_NOOP("charges", "VII, massed columns"),
)


@dataclass(frozen=True)
class ChargeCheck:
    """A finding on a declaration or a step: see the module for the levels."""

    code: str
    level: str
    template: str
    rule: str
    args: Mapping[str, str | int] = field(default_factory=dict, hash=False)

    @property
    def text(self) -> str:
        return self.template.format(**self.args)


def check(code: str, level: str, template: str, rule: str, **args: str | int) -> ChargeCheck:
    return ChargeCheck(code, level, template, rule, args)


@dataclass(frozen=True)
class ChargeUnit:
    """A unit as the charge rules read it: side, arm and type, its brigade commander (the
    roster's immediate commander) and whether it is formed."""

    key: str
    side: str
    arm: str
    type: str = ""
    commander: str | None = None
    formed: bool = True
    formation: str = "line"
    figures: int = 0


@dataclass(frozen=True)
class Reading:
    """A question our material leaves open, answered once for the game by the umpire
    (the club's reading of its rulebook): `answers` are (key, template) pairs."""

    key: str
    question: str
    rule: str
    answers: tuple[tuple[str, str], ...]

    def answer_text(self, answer: str) -> str:
        return dict(self.answers)[answer]


READINGS: dict[str, Reading] = {
    reading.key: reading
    for reading in (
        Reading(
            "interception_reach",
            QT_TRANSLATE_NOOP(
                "charges",
                "When must an interceptor be within charge distance of its target? The rule "
                "says at the start of the charge phase; the designer's note says at the start "
                "of the turn.",
            ),
            RULE_INTERCEPTION,
            (
                ("charge_phase", QT_TRANSLATE_NOOP("charges", "at the start of the charge phase")),
                ("turn", QT_TRANSLATE_NOOP("charges", "at the start of the turn")),
            ),
        ),
        Reading(
            "counter_charge",
            QT_TRANSLATE_NOOP(
                "charges",
                "Which charged units may counter-charge their attacker? Note 7.12 says a "
                "charged unit stands or counter-charges; a review of the 2nd edition says "
                "infantry cannot.",
            ),
            RULE_NOTE_7_12,
            (
                ("cavalry", QT_TRANSLATE_NOOP("charges", "cavalry only")),
                ("any", QT_TRANSLATE_NOOP("charges", "any charged unit")),
            ),
        ),
        Reading(
            "interpenetration",
            QT_TRANSLATE_NOOP(
                "charges",
                "Limbered artillery and Cossacks that evade through friends disorder them, and "
                "a formation test is compulsory. Does the test prevent the disorder, or is it "
                "taken after it?",
            ),
            RULE_EVASION,
            (
                (
                    "prevents",
                    QT_TRANSLATE_NOOP("charges", "the test prevents it: unformed only on a fail"),
                ),
                (
                    "follows",
                    QT_TRANSLATE_NOOP("charges", "it follows: unformed at once, then the test"),
                ),
            ),
        ),
        Reading(
            "interpenetration_test",
            QT_TRANSLATE_NOOP(
                "charges",
                "Which formation test do friends passed through by evaders take? The text "
                "does not say.",
            ),
            RULE_EVASION,
            (
                (
                    "massed_column",
                    QT_TRANSLATE_NOOP("charges", "the massed-column formation test (7+/8+/9+)"),
                ),
                (
                    "book",
                    QT_TRANSLATE_NOOP(
                        "charges", "the formation test of your rulebook (outcome typed)"
                    ),
                ),
            ),
        ),
    )
}


def needs_reading(key: str) -> ChargeCheck:
    """The club's reading `key` is wanted before the console can go on."""
    return check(
        "reading_" + key,
        READING,
        QT_TRANSLATE_NOOP("charges", "Answer the club reading first: {question}"),
        READINGS[key].rule,
        question=READINGS[key].question,
    )


# --- the steps of a charge (A.2) -------------------------------------------------------------


def charge_sequence(pack: RulePack) -> list[Phase]:
    """The steps of a charge, in order, from the pack's charge sub-phases (A.2): the
    declarations and interceptions, the target's reaction, the half move, defensive
    fire, the charger's test, the target's test, and completion or halt."""
    for phase in pack.phases:
        if phase.key == CHARGE_PHASE:
            return list(phase.sub)
    raise KeyError(f"pack {pack.id} has no {CHARGE_PHASE!r} phase")


def next_charge_step(pack: RulePack, current: str | None) -> str | None:
    """The charge step after `current` (None: the first step); None after the last."""
    keys = [step.key for step in charge_sequence(pack)]
    if current is None:
        return keys[0] if keys else None
    try:
        index = keys.index(current)
    except ValueError:
        raise KeyError(f"{current!r} is not a step of the charge ({', '.join(keys)})") from None
    return keys[index + 1] if index + 1 < len(keys) else None


# --- declarations (A.2, A.3, A.5) ------------------------------------------------------------


def ordinary_requirements(unit: str, target: str) -> list[ChargeCheck]:
    """What every charge needs and only the table shows (A.2 example A; A.3 procedure; A.5
    Deluxe change): the umpire ticks each."""
    return [
        check(
            "command_radius",
            ASK,
            QT_TRANSLATE_NOOP(
                "charges",
                "the brigade general of {unit} is within command radius (the radius is in your "
                "rulebook)",
            ),
            RULE_CHARGE,
            unit=unit,
        ),
        check(
            "visible",
            ASK,
            QT_TRANSLATE_NOOP("charges", "{target} is visible to {unit}"),
            RULE_INTERCEPTION,
            unit=unit,
            target=target,
        ),
        check(
            "in_reach",
            ASK,
            QT_TRANSLATE_NOOP("charges", "{target} is within the charge reach of {unit}"),
            RULE_INTERCEPTION,
            unit=unit,
            target=target,
        ),
        check(
            "in_arc",
            ASK,
            QT_TRANSLATE_NOOP("charges", "{target} is inside the 22° charge arc of {unit}"),
            RULE_INTERCEPTION,
            unit=unit,
            target=target,
        ),
        check(
            "allowance",
            ASK,
            QT_TRANSLATE_NOOP(
                "charges",
                "the general's ability allows this charge (Deluxe: how many charges a general "
                "may declare depends on his ability; the numbers are in your rulebook)",
            ),
            RULE_DELUXE,
        ),
    ]


def declaration_checks(
    charger: ChargeUnit,
    target: ChargeUnit,
    *,
    declared: int | None = None,
    charged_by: int | None = None,
) -> list[ChargeCheck]:
    """What stands against `charger` declaring a charge on `target`: a friend is no target;
    one charge a unit a turn (`declared`: the number of the charge it declared already);
    a charged unit may not charge a third unit, it stands or counter-charges its attacker
    (note 7.12; `charged_by`: the charge on it). Then the ordinary requirements."""
    found: list[ChargeCheck] = []
    if target.side == charger.side:
        found.append(
            check(
                "own_side",
                REFUSED,
                QT_TRANSLATE_NOOP("charges", "{target} is on the side of {unit}"),
                RULE_CHARGE,
                unit=charger.key,
                target=target.key,
            )
        )
    found += _one_charge(charger.key, declared, charged_by)
    return found + ordinary_requirements(charger.key, target.key)


def _one_charge(unit: str, declared: int | None, charged_by: int | None) -> list[ChargeCheck]:
    found: list[ChargeCheck] = []
    if declared is not None:
        found.append(
            check(
                "one_charge",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges", "{unit} has declared a charge this turn already (charge {number})"
                ),
                RULE_INTERCEPTION,
                unit=unit,
                number=declared,
            )
        )
    if charged_by is not None:
        found.append(
            check(
                "pinned",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "{unit} is charged (charge {number}): a charged unit may not charge a third "
                    "unit; it stands or counter-charges its attacker",
                ),
                RULE_NOTE_7_12,
                unit=unit,
                number=charged_by,
            )
        )
    return found


def interception_checks(
    interceptor: ChargeUnit,
    intercepted: ChargeUnit,
    *,
    by: str | None,
    by_side: str | None,
    c_in_c: str | None,
    ordered_before: int | None = None,
    declared: int | None = None,
    charged_by: int | None = None,
    reach_reading: str | None = None,
    of_an_interception: bool = False,
) -> list[ChargeCheck]:
    """What stands against an interception charge by `interceptor` on the enemy charger
    `intercepted`, ordered by commander `by` (A.3 restrictions a–d): cavalry only; the
    C-in-C and each brigade commander order one interception a turn, for one cavalry unit
    (`ordered_before`: the interception `by` ordered already); a brigade commander only
    with his own brigade's cavalry; within charge distance of the target at the start of the
    charge phase, or of the turn (the designer's note): the club's reading says which, the
    umpire ticks it. Then the ordinary requirements, one charge a unit and note 7.12."""
    unit = interceptor.key
    found: list[ChargeCheck] = []
    if interceptor.arm != "cavalry":
        found.append(
            check(
                "cavalry_only",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges", "{unit} is not cavalry: only cavalry may intercept (a)"
                ),
                RULE_INTERCEPTION,
                unit=unit,
            )
        )
    if by is None or by_side != interceptor.side:
        found.append(
            check(
                "no_commander",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "Name the commander of the side of {unit} who orders the interception: the "
                    "C-in-C or its brigade commander (b)",
                ),
                RULE_INTERCEPTION,
                unit=unit,
            )
        )
    else:
        if ordered_before is not None:
            found.append(
                check(
                    "one_per_commander",
                    REFUSED,
                    QT_TRANSLATE_NOOP(
                        "charges",
                        "{commander} has ordered an interception this turn already (charge "
                        "{number}): one a turn, for one cavalry unit (b)",
                    ),
                    RULE_INTERCEPTION,
                    commander=by,
                    number=ordered_before,
                )
            )
        if by != c_in_c and by != interceptor.commander:
            found.append(
                check(
                    "own_brigade",
                    REFUSED,
                    QT_TRANSLATE_NOOP(
                        "charges",
                        "{commander} is neither the C-in-C nor the brigade commander of {unit}: a "
                        "brigade commander orders interceptions only by his own brigade's "
                        "cavalry (c)",
                    ),
                    RULE_INTERCEPTION,
                    commander=by,
                    unit=unit,
                )
            )
    if reach_reading is None:
        found.append(needs_reading("interception_reach"))
    else:
        found.append(
            check(
                "reach_at_start",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges", "{unit} was within charge distance of {target} {when} (d)"
                ),
                RULE_INTERCEPTION,
                unit=unit,
                target=intercepted.key,
                when=READINGS["interception_reach"].answer_text(reach_reading),
            )
        )
    if of_an_interception:
        found.append(
            check(
                "intercept_interception",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "the charge of {target} is itself an interception; the text does not say "
                    "whether an interception may be intercepted: tick to rule that it may",
                ),
                RULE_INTERCEPTION,
                target=intercepted.key,
            )
        )
    if not interceptor.formed:
        found.append(
            check(
                "interceptor_unformed",
                PROMPT,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "{unit} is unformed; the rule's example speaks of a formed cavalry unit",
                ),
                RULE_INTERCEPTION,
                unit=unit,
            )
        )
    found += _one_charge(unit, declared, charged_by)
    return found + ordinary_requirements(unit, intercepted.key)


# --- reactions (A.2, A.4, A.5) ---------------------------------------------------------------


def reaction_checks(
    pack: RulePack,
    reaction: str,
    target: ChargeUnit,
    charger: ChargeUnit,
    *,
    troop: str | None = None,
    year: int | None = None,
    counter_reading: str | None = None,
) -> list[ChargeCheck]:
    """What stands against the charged unit's reaction. A charged unit stands (and may
    fire) or counter-charges its attacker (note 7.12); who may counter-charge is the club's
    reading where it is not cavalry. A formation change only if the gap is more than half
    the charger's charge move (A.2 example B). Only those the pack names may evade (A.4):
    `troop` is what the umpire states the unit is; no evade-and-fire but for skirmishers
    charged by close-order infantry (A.4 restriction a)."""
    unit = target.key
    found: list[ChargeCheck] = []
    if reaction not in REACTIONS:
        raise ValueError(f"{reaction!r} is not a reaction ({', '.join(REACTIONS)})")
    if reaction == COUNTER_CHARGE and target.arm != "cavalry":
        if counter_reading is None:
            found.append(needs_reading("counter_charge"))
        elif counter_reading == "cavalry":
            found.append(
                check(
                    "counter_charge_cavalry",
                    REFUSED,
                    QT_TRANSLATE_NOOP(
                        "charges",
                        "{unit} is not cavalry: by the club's reading only cavalry counter-charges",
                    ),
                    RULE_NOTE_7_12,
                    unit=unit,
                )
            )
    if reaction == FORMATION_CHANGE:
        found.append(
            check(
                "gap_over_half",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "the gap between {charger} and {unit} is more than half the charge move of "
                    "{charger}",
                ),
                RULE_CHARGE,
                unit=unit,
                charger=charger.key,
            )
        )
    if reaction in EVADING:
        found += _evasion_checks(pack, reaction, target, charger, troop, year)
    return found


def _evasion_checks(
    pack: RulePack,
    reaction: str,
    target: ChargeUnit,
    charger: ChargeUnit,
    troop: str | None,
    year: int | None,
) -> list[ChargeCheck]:
    unit = target.key
    if troop is None:
        return [
            check(
                "not_an_evader",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "{unit} may not evade: only Cossacks, skirmishers, horse artillery, "
                    "foot-artillery crews beside formed infantry or cover, and open-order "
                    "infantry of 1792–1800 evade",
                ),
                RULE_EVASION,
                unit=unit,
            )
        ]
    found: list[ChargeCheck] = []
    if not evasion.fits_roster(troop, target.arm, target.type):
        found.append(
            check(
                "evader_not_in_roster",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges", "the roster does not hold {unit} as {troop} ({arm}, {type})"
                ),
                RULE_EVASION,
                unit=unit,
                troop=evasion.TROOP_WORDS.get(troop, troop),
                arm=target.arm,
                type=target.type,
            )
        )
    allowed = evasion.may_evade(pack, troop, year=year, touches_formed_infantry_or_cover=True)
    if allowed.allowed is False:
        found.append(
            check(
                "evasion_years" if troop == evasion.OPEN_ORDER_INFANTRY else "not_an_evader",
                REFUSED,
                QT_TRANSLATE_NOOP("charges", "{unit} may not evade as {troop}: {condition}"),
                RULE_EVASION,
                unit=unit,
                troop=evasion.TROOP_WORDS.get(troop, troop),
                condition=allowed.condition,
            )
        )
    elif allowed.allowed is None:
        found.append(
            check(
                "evasion_condition",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges", "{unit} may evade as {troop} here (the pack says: {condition})"
                ),
                RULE_EVASION,
                unit=unit,
                troop=evasion.TROOP_WORDS.get(troop, troop),
                condition=allowed.condition,
            )
        )
    if troop == evasion.FOOT_ARTILLERY_CREWS:
        found.append(
            check(
                "crews_beside_infantry_or_cover",
                ASK,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "the battery of {unit} is in base contact with a formed friendly infantry "
                    "unit or with cover",
                ),
                RULE_EVASION,
                unit=unit,
            )
        )
    if reaction == FIRE_AND_EVADE:
        if not evasion.may_fire_and_evade(troop, charger.arm):
            found.append(
                check(
                    "no_evade_and_fire",
                    REFUSED,
                    QT_TRANSLATE_NOOP(
                        "charges",
                        "no evade-and-fire: only skirmishers charged by close-order infantry "
                        "fire and then evade",
                    ),
                    RULE_EVASION,
                )
            )
        else:
            found.append(
                check(
                    "close_order_infantry",
                    ASK,
                    QT_TRANSLATE_NOOP(
                        "charges", "{charger} is close-order infantry (not skirmishers)"
                    ),
                    RULE_EVASION,
                    charger=charger.key,
                )
            )
    return found
