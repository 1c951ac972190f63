"""What the umpire may do next in a charge phase, and each decision read before it is
logged: its checks with their reasons, the roster effects, and the log row.

`choices` lists what the phase and each charge offer now: the decisions (open the phase,
the club's readings, declare, intercept, close the declarations, react, half move…) and
the tests to roll, as `RollChoices` for the roll dialog or `play.roll.preview`. `preview`
reads a `Request` like the roll dialog's preview reads a roll: it writes nothing and gives
the checks (`rules.general_de_brigade.charges.ChargeCheck`), why it cannot be logged yet,
and the draft the store logs (kind `CHARGE_KIND`, no dice). A refusal stands unless the
umpire rules otherwise (`Request.ruling`), which the row's note says; a question is
answered by ticking it; a club reading is answered once for the game. Pure: no Qt, no SQL.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import FORMATIONS
from ba_console.play.charge import model as m
from ba_console.play.charge.fold import (
    CHARGE_TEST,
    FORMATION_CHANGE_TEST,
    PASS,
    massed_pass_key,
    payload_key,
)
from ba_console.play.charge.model import (
    Charge,
    ChargePhase,
    ChargeRoster,
    Choice,
    Field,
    Passage,
    Request,
    Text,
)
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.rules.general_de_brigade import evasion
from ba_console.rules.general_de_brigade.charges import (
    ASK,
    COUNTER_CHARGE,
    EVADING,
    FIRE,
    FIRE_AND_EVADE,
    FORMATION_CHANGE,
    PROMPT,
    REACTIONS,
    READINGS,
    REFUSED,
    RULE_CHARGE,
    RULE_EVASION,
    RULE_INTERCEPTION,
    RULE_MASSED,
    RULE_NOTE_7_12,
    STAND,
    ChargeCheck,
    ChargeUnit,
    check,
    declaration_checks,
    interception_checks,
    needs_reading,
    reaction_checks,
)
from ba_console.rules.general_de_brigade.charges import READING as READING_LEVEL
from ba_console.rules.general_de_brigade.massed_column import (
    BREAKING_RESULTS,
    FORMATION_TEST,
)
from ba_console.store.records import Effect, Outcome, RollDraft

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

C = "charges"  # the translation context of every text here
PINNED = "pinned"
UNFORMED = "unformed"
ABANDONED_GUNS = "abandoned_guns"
LOW_AMMUNITION = "low_ammunition"
DISPERSED = "dispersed"


def _t(template: str, **args: str | int) -> Text:
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


# --- English for the log ------------------------------------------------------------------


def english(text: Text | ChargeCheck, roster: ChargeRoster) -> str:
    """The log's English of a text: roster keys among its arguments by name."""
    args = {k: roster.names.get(v, v) if isinstance(v, str) else v for k, v in text.args.items()}
    return text.template.format(**args)


# --- what the umpire may do now -------------------------------------------------------------


def choices(pack: RulePack, phase: ChargePhase, roster: ChargeRoster) -> list[Choice]:
    """Everything the umpire may do now: the phase's decisions first (charge None), then
    each open charge's, in the order the charges are carried out."""
    found = _phase_choices(phase, roster)
    for charge in sorted(phase.charges, key=lambda c: (c.category, c.number)):
        found += charge_choices(pack, phase, roster, charge)
    return found


def _side_options(roster: ChargeRoster) -> tuple[tuple[str, Text | None], ...]:
    return tuple((side, None) for side in roster.sides)


def _unit_options(roster: ChargeRoster, side: str | None, *, other: bool = False) -> tuple:
    return tuple(
        (u.key, None)
        for u in roster.units.values()
        if side is None or (u.side != side if other else u.side == side)
    )


def _commander_options(roster: ChargeRoster, side: str) -> tuple:
    return tuple((c.key, None) for c in roster.commanders.values() if c.side == side)


def _phase_choices(phase: ChargePhase, roster: ChargeRoster) -> list[Choice]:
    found: list[Choice] = []
    if phase.stage == m.NOT_OPEN or (phase.stage == m.PHASING and not phase.charges):
        fields = [
            Field(
                "phasing",
                _t(QT_TRANSLATE_NOOP("charges", "Phasing side")),
                "side",
                _side_options(roster),
                phase.phasing or (roster.sides[0] if roster.sides else None),
            ),
            Field(
                "initiative",
                _t(QT_TRANSLATE_NOOP("charges", "Side with the initiative")),
                "side",
                _side_options(roster),
                phase.initiative,
                required=False,
            ),
        ]
        for side in roster.sides:
            fields.append(
                Field(
                    f"c_in_c.{side}",
                    _t(QT_TRANSLATE_NOOP("charges", "C-in-C of {side}"), side=side),
                    "commander",
                    _commander_options(roster, side),
                    phase.c_in_c.get(side, roster.default_c_in_c(side)),
                    required=False,
                )
            )
        found.append(
            Choice(
                m.OPEN,
                _t(QT_TRANSLATE_NOOP("charges", "Open the charge phase")),
                RULE_NOTE_7_12,
                fields=tuple(fields),
            )
        )
    side = phase.declaring_side
    if side is not None and phase.stage in (m.PHASING, m.NON_PHASING):
        found.append(
            Choice(
                m.DECLARE,
                _t(QT_TRANSLATE_NOOP("charges", "Declare a charge of {side}"), side=side),
                RULE_CHARGE,
                fields=(
                    Field(
                        "charger",
                        _t(QT_TRANSLATE_NOOP("charges", "Charger")),
                        "unit",
                        _unit_options(roster, side),
                    ),
                    Field(
                        "target",
                        _t(QT_TRANSLATE_NOOP("charges", "Target")),
                        "unit",
                        _unit_options(roster, side, other=True),
                    ),
                    Field(
                        "mass",
                        _t(QT_TRANSLATE_NOOP("charges", "Massed column (a name; empty: none)")),
                        "text",
                        required=False,
                    ),
                ),
            )
        )
    if side is not None and phase.stage in (m.NON_PHASING, m.PHASING_INTERCEPTIONS):
        enemy = [c for c in phase.charges if c.side != side and c.open]
        found.append(
            Choice(
                m.INTERCEPT,
                _t(QT_TRANSLATE_NOOP("charges", "Declare an interception by {side}"), side=side),
                RULE_INTERCEPTION,
                fields=(
                    Field(
                        "charger",
                        _t(QT_TRANSLATE_NOOP("charges", "Intercepting cavalry")),
                        "unit",
                        _unit_options(roster, side),
                    ),
                    Field(
                        "of",
                        _t(QT_TRANSLATE_NOOP("charges", "Enemy charge intercepted")),
                        "charge",
                        tuple(
                            (
                                str(c.number),
                                _t(
                                    QT_TRANSLATE_NOOP("charges", "charge {number}: {charger}"),
                                    number=c.number,
                                    charger=c.charger,
                                ),
                            )
                            for c in enemy
                        ),
                    ),
                    Field(
                        "by",
                        _t(
                            QT_TRANSLATE_NOOP("charges", "Ordered by (C-in-C or brigade commander)")
                        ),
                        "commander",
                        _commander_options(roster, side),
                    ),
                ),
            )
        )
    if side is not None:
        found.append(
            Choice(
                m.DECLARED,
                _t(_declared_text(phase.stage), side=side),
                RULE_NOTE_7_12,
            )
        )
    for unit in roster.units:
        if roster.has_flag(unit, ABANDONED_GUNS):
            found.append(
                Choice(
                    m.RE_MAN,
                    _t(
                        QT_TRANSLATE_NOOP(
                            "charges", "The crew of {unit} re-mans the abandoned guns"
                        ),
                        unit=unit,
                    ),
                    RULE_EVASION,
                    option=unit,
                )
            )
    for key, reading in READINGS.items():
        found.append(
            Choice(
                m.READING,
                _t(reading.question),
                reading.rule,
                option=key,
                fields=(
                    Field(
                        "answer",
                        _t(QT_TRANSLATE_NOOP("charges", "The club's reading")),
                        "pick",
                        tuple((answer, _t(text)) for answer, text in reading.answers),
                        phase.readings.get(key),
                    ),
                ),
            )
        )
    return found


def _declared_text(stage: str) -> str:
    if stage == m.PHASING:
        return QT_TRANSLATE_NOOP("charges", "{side} has declared its charges")
    if stage == m.NON_PHASING:
        return QT_TRANSLATE_NOOP("charges", "{side} has declared its interceptions and charges")
    return QT_TRANSLATE_NOOP("charges", "{side} has declared its interceptions: close them")


def _roll(kind: str, role: str, unit: str) -> RollChoices:
    return RollChoices(kind, (RoleChoice(role, unit),))


def _massed_role(pack: RulePack) -> str:
    return pack.roll(FORMATION_TEST).roles[0].key


def charge_choices(
    pack: RulePack, phase: ChargePhase, roster: ChargeRoster, c: Charge
) -> list[Choice]:
    """What one charge offers at its next step (and the tests its evaders owe)."""
    n = c.number
    who = {"charger": c.charger, "target": c.target}
    step = c.step
    found: list[Choice] = []

    def one(action: str, template: str, rule: str, option: str | None = None, **kw: Any) -> None:
        found.append(Choice(action, _t(template, **who), rule, n, option, **kw))

    if step == m.REACTION:
        target = roster.units.get(c.target)
        troop = evasion.roster_troop(target.arm, target.type) if target else None
        troops = tuple((t, _t(TROOP_TEXTS.get(t, t))) for t in evasion.evader_types(pack))
        troops += ((NOT_AN_EVADER, _t(QT_TRANSLATE_NOOP("charges", "none of these"))),)
        for reaction in REACTIONS:
            fields: tuple[Field, ...] = ()
            if reaction in EVADING:
                fields = (
                    Field(
                        "troop",
                        _t(QT_TRANSLATE_NOOP("charges", "{target} evades as"), **who),
                        "pick",
                        troops,
                        troop or NOT_AN_EVADER,
                    ),
                    Field(
                        "with_guns",
                        _t(QT_TRANSLATE_NOOP("charges", "Horse artillery: with its guns")),
                        "flag",
                        default=True,
                        required=False,
                    ),
                )
            elif reaction == FORMATION_CHANGE:
                fields = (
                    Field(
                        "formation",
                        _t(QT_TRANSLATE_NOOP("charges", "New formation")),
                        "pick",
                        tuple((f, None) for f in FORMATIONS),
                        "square",
                    ),
                )
            rule = RULE_EVASION if reaction in EVADING else RULE_CHARGE
            if reaction == COUNTER_CHARGE:
                rule = RULE_NOTE_7_12
            one(m.REACT, REACTION_TEXTS[reaction], rule, reaction, fields=fields)
    elif step == m.HALF_MOVE_STEP:
        if c.interception:
            text = QT_TRANSLATE_NOOP(
                "charges", "{charger} moves to the point half-way between it and {target}"
            )
            one(m.HALF_MOVE, text, RULE_INTERCEPTION)
        else:
            text = QT_TRANSLATE_NOOP("charges", "{charger} moves half the distance to {target}")
            one(m.HALF_MOVE, text, RULE_CHARGE)
    elif step == m.FORMATION_CHANGE_TEST:
        text = QT_TRANSLATE_NOOP("charges", "Roll the formation change test of {target}")
        one("roll", text, RULE_CHARGE, roll=_roll(FORMATION_CHANGE_TEST, "unit", c.target))
    elif step == m.FORMATION_TAKEN_STEP:
        text = QT_TRANSLATE_NOOP("charges", "{target} takes its new formation")
        one(m.FORMATION_TAKEN, text, RULE_CHARGE)
    elif step == m.DEFENSIVE_FIRE_STEP:
        one(
            m.DEFENSIVE_FIRE,
            QT_TRANSLATE_NOOP("charges", "Defensive fire of {target} on {charger}"),
            RULE_CHARGE,
            fields=(
                Field(
                    "figures_lost",
                    _t(
                        QT_TRANSLATE_NOOP("charges", "Figures {charger} loses (from the book)"),
                        **who,
                    ),
                    "count",
                    default=0,
                ),
            ),
        )
    elif step == m.EVADE_STEP:
        target = roster.units.get(c.target)
        side = target.side if target else ""
        friends = tuple((u, None) for u in roster.side_units(side) if u != c.target)
        fields = [
            Field(
                "reached_cover",
                _t(QT_TRANSLATE_NOOP("charges", "Reached cover and stopped there")),
                "flag",
                default=False,
                required=False,
            ),
            Field(
                "through",
                _t(QT_TRANSLATE_NOOP("charges", "Friends it passed through")),
                "units",
                friends,
                (),
                required=False,
            ),
        ]
        if evasion.unformed_after_evading(c.troop or "") is None:
            fields.append(
                Field(
                    "unformed",
                    _t(QT_TRANSLATE_NOOP("charges", "Unformed after evading (the text is silent)")),
                    "flag",
                    default=False,
                    required=False,
                )
            )
        if evasion.disorders_friends(c.troop or "", c.with_guns) is None:
            fields.append(
                Field(
                    "disorders",
                    _t(
                        QT_TRANSLATE_NOOP(
                            "charges", "Disorders the friends it passes (the text is silent)"
                        )
                    ),
                    "flag",
                    default=False,
                    required=False,
                )
            )
        text = QT_TRANSLATE_NOOP("charges", "{target} evades its full evade distance")
        one(m.EVADE, text, RULE_EVASION, fields=tuple(fields))
    elif step == m.CHASE_STEP:
        text = QT_TRANSLATE_NOOP("charges", "{charger} catches the evaders")
        one(m.CHASE, text, RULE_EVASION, "caught")
        text = QT_TRANSLATE_NOOP("charges", "The evaders are out of the reach of {charger}")
        one(m.CHASE, text, RULE_EVASION, "escaped")
    elif step == m.ESCAPED:
        one(m.COMPLETE, END_TEXTS["halt_on_position"], RULE_EVASION, "halt_on_position")
        one(m.COMPLETE, END_TEXTS["straight_ahead"], RULE_EVASION, "straight_ahead")
        target = roster.units.get(c.target)
        side = target.side if target else ""
        one(
            m.RETARGET,
            QT_TRANSLATE_NOOP("charges", "{charger} charges another enemy unit instead"),
            RULE_EVASION,
            fields=(
                Field(
                    "target",
                    _t(QT_TRANSLATE_NOOP("charges", "New target")),
                    "unit",
                    _unit_options(roster, side),
                ),
            ),
        )
    elif step == m.CHARGER_TEST:
        text = QT_TRANSLATE_NOOP("charges", "Roll the charge test of {charger}")
        one("roll", text, RULE_CHARGE, roll=_roll(CHARGE_TEST, "unit", c.charger))
    elif step == m.EVADERS_FATE_STEP:
        one(m.EVADERS_FATE, END_TEXTS["evaders_dispersed"], RULE_EVASION, "dispersed")
        if c.charger_result != PASS:
            one(m.EVADERS_FATE, END_TEXTS["evaders_not_dispersed"], RULE_EVASION, "kept")
    elif step == m.HALTED:
        one(m.COMPLETE, END_TEXTS["halted"], RULE_CHARGE, "halted")
    elif step == m.NEAR_BROKEN_STEP:
        assert c.mass is not None
        one(
            m.NEAR_BROKEN,
            QT_TRANSLATE_NOOP(
                "charges",
                'Formed columns of the mass within 8 cm (5") of a column that wavered, retired '
                "or routed",
            ),
            RULE_MASSED,
            fields=(
                Field(
                    "near",
                    _t(QT_TRANSLATE_NOOP("charges", 'Within 8 cm (5")')),
                    "units",
                    tuple((u, None) for u in near_candidates(phase, roster, c)),
                    (),
                    required=False,
                ),
            ),
        )
    elif step == m.MASSED_COLUMN_TEST:
        text = QT_TRANSLATE_NOOP("charges", "Roll the massed-column formation test of {charger}")
        one("roll", text, RULE_MASSED, roll=_roll(FORMATION_TEST, _massed_role(pack), c.charger))
    elif step == m.TARGET_TEST:
        if c.reaction == COUNTER_CHARGE:
            text = QT_TRANSLATE_NOOP("charges", "Roll the charge test of {target} (counter-charge)")
        else:
            text = QT_TRANSLATE_NOOP("charges", "Roll the charge test of {target}")
        one("roll", text, RULE_CHARGE, roll=_roll(CHARGE_TEST, "unit", c.target))
    elif step == m.CONTACT:
        one(m.COMPLETE, END_TEXTS["contact"], RULE_CHARGE, "contact")
        if c.target_result != PASS:
            one(m.COMPLETE, END_TEXTS["vacated"], RULE_CHARGE, "vacated")
        one(m.COMPLETE, END_TEXTS["halted"], RULE_CHARGE, "halted")
    for passage in c.passages:
        args = {"unit": passage.unit}
        if passage.result is None:
            found.append(
                Choice(
                    "roll",
                    _t(
                        QT_TRANSLATE_NOOP(
                            "charges",
                            "Roll the formation test of {unit} (evaders passed through it)",
                        ),
                        **args,
                    ),
                    RULE_EVASION,
                    n,
                    passage.unit,
                    roll=_roll(passage.test, _test_role(pack, passage.test), passage.unit),
                )
            )
        elif _passage_owes_unformed(pack, passage):
            found.append(
                Choice(
                    m.PASSAGE_UNFORMED,
                    _t(
                        QT_TRANSLATE_NOOP(
                            "charges", "{unit} failed its formation test: it is unformed"
                        ),
                        **args,
                    ),
                    RULE_EVASION,
                    n,
                    passage.unit,
                )
            )
    return found


def _test_role(pack: RulePack, kind: str) -> str:
    return pack.roll(kind).roles[0].key


def _passage_owes_unformed(pack: RulePack, passage: Passage) -> bool:
    """A friend whose test prevents the disorder and who failed it is unformed; the
    massed-column table's fail says so itself, the book's test needs the umpire's row."""
    return (
        passage.order == "prevents"
        and passage.test != FORMATION_TEST
        and passage.result is not None
        and passage.result != PASS
        and not passage.unformed_logged
    )


def near_candidates(phase: ChargePhase, roster: ChargeRoster, c: Charge) -> list[str]:
    """The formed columns of `c`'s mass that passed their charge test: those the umpire
    may state within 8 cm (5") of a column that wavered, retired or routed (A.1)."""
    members = [
        x for x in phase.charges if x.mass == c.mass and x.side == c.side and x.cancelled_by is None
    ]
    found = []
    for x in members:
        unit = roster.units.get(x.charger)
        if x.charger_result == PASS and (unit is None or unit.formed):
            found.append(x.charger)
    return found


def step_text(charge: Charge) -> Text:
    return _t(STEP_TEXTS.get(charge.step, charge.step))


def waiting(phase: ChargePhase, charge: Charge) -> ChargeCheck | None:
    """Why `charge` may not start yet (react or make its half move): interceptions first
    (A.3: the interceptor moves first and the intercepted side's phase resumes after), then
    the phasing side's charges, then the non-phasing side's (note 7.12)."""
    for other in sorted(phase.charges, key=lambda c: (c.category, c.number)):
        if other.category >= charge.category:
            break
        if other.open:
            rule = RULE_INTERCEPTION if other.category < 2 else RULE_NOTE_7_12
            return check(
                "wait",
                REFUSED,
                QT_TRANSLATE_NOOP(
                    "charges",
                    "charge {number} ({what}) is carried out first: interceptions, then the "
                    "phasing side's charges, then the non-phasing side's",
                ),
                rule,
                number=other.number,
                what=CATEGORY_TEXTS[other.category],
            )
    return None


# --- reading a decision -------------------------------------------------------------------


class _Reader:
    """One decision read: its checks, payload, effects and words, built as it goes."""

    def __init__(
        self,
        pack: RulePack,
        phase: ChargePhase,
        roster: ChargeRoster,
        request: Request,
        in_phase: bool,
    ) -> None:
        self.pack = pack
        self.phase = phase
        self.roster = roster
        self.request = request
        self.in_phase = in_phase
        self.checks: list[ChargeCheck] = []
        self.missing: list[Text] = []
        self.payload: dict[str, Any] = {"action": request.action}
        self.units: list[str] = []
        self.effects: list[Effect] = []
        self.label = _t("charge decision")

    # values ---------------------------------------------------------------------------------

    def value(self, key: str, label: str) -> Any:
        value = self.request.values.get(key)
        if value in (None, "", ()):
            self.missing.append(_t(label))
            return None
        return value

    def unit(self, key: str, label: str) -> ChargeUnit | None:
        value = self.value(key, label)
        if value is None:
            return None
        unit = self.roster.units.get(str(value))
        if unit is None:
            self.refuse(
                "unknown_unit",
                QT_TRANSLATE_NOOP("charges", "{unit} is not a unit of the roster"),
                RULE_CHARGE,
                unit=str(value),
            )
        return unit

    def refuse(self, code: str, template: str, rule: str, **args: str | int) -> None:
        self.checks.append(check(code, REFUSED, template, rule, **args))

    def flag(self, unit: str, key: str, until: int | None) -> None:
        self.effects.append(Effect(unit=unit, what="flag", to={"key": key, "expires_after": until}))

    def unflag(self, unit: str, key: str, until: int | None) -> None:
        self.effects.append(
            Effect(unit=unit, what="flag", **{"from": {"key": key, "expires_after": until}})
        )

    def unform(self, unit: str) -> None:
        facts = self.roster.units.get(unit)
        if facts is not None and facts.formed and not self.roster.has_flag(unit, UNFORMED):
            self.flag(unit, UNFORMED, None)

    def charge(self) -> Charge | None:
        number = self.request.charge
        charge = self.phase.charge(number) if number is not None else None
        if charge is None:
            self.refuse(
                "no_charge",
                QT_TRANSLATE_NOOP("charges", "There is no charge {number} in this phase"),
                RULE_CHARGE,
                number=number or 0,
            )
            return None
        self.payload["charge"] = charge.number
        self.units[:0] = [charge.charger, charge.target]
        return charge

    def at_step(self, charge: Charge, *steps: str) -> bool:
        if charge.step in steps:
            return True
        self.refuse(
            "not_now",
            QT_TRANSLATE_NOOP("charges", "charge {number} is at another step: {step}"),
            RULE_CHARGE,
            number=charge.number,
            step=STEP_TEXTS.get(charge.step, charge.step),
        )
        return False


def preview(
    pack: RulePack,
    phase: ChargePhase,
    roster: ChargeRoster,
    request: Request,
    *,
    in_phase: bool = True,
) -> DecisionPreview:
    """Read a decision: checks, effects and the row to log. Writes nothing."""
    r = _Reader(pack, phase, roster, request, in_phase)
    if not in_phase:
        r.refuse("not_charge_phase", NOT_CHARGE_PHASE, RULE_CHARGE)
    handler = _HANDLERS.get(request.action)
    if handler is None:
        raise ValueError(f"{request.action!r} is not a decision of the charge phase")
    handler(r)
    return _finish(r)


def _finish(r: _Reader) -> DecisionPreview:
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


def _note(r: _Reader, checks: tuple[ChargeCheck, ...]) -> str:
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


def _open(r: _Reader) -> None:
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


def _reading(r: _Reader) -> None:
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


def _stage_side(r: _Reader, stages: tuple[str, ...], rule: str) -> str | None:
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


def _declare(r: _Reader) -> None:
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
    r.flag(target.key, PINNED, r.phase.bound)
    template = (
        "Charge declared: {charger} on {target}, massed column {mass}"
        if mass
        else "Charge declared: {charger} on {target}"
    )
    r.label = _t(template, charger=charger.key, target=target.key, mass=mass or "")


def _intercept(r: _Reader) -> None:
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
    r.flag(target.key, PINNED, phase.bound)
    # The intercepted charge is cancelled on the spot: its target is no longer charged by it.
    if roster.has_flag(intercepted.target, PINNED):
        r.unflag(intercepted.target, PINNED, phase.bound)
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


def _declared(r: _Reader) -> None:
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
    r.label = _t(_declared_text(phase.stage), side=side)


def _react(r: _Reader) -> None:
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


def _half_move(r: _Reader) -> None:
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


def _formation_taken(r: _Reader) -> None:
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


def _defensive_fire(r: _Reader) -> None:
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


def _evade(r: _Reader) -> None:
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
        charge.target, ABANDONED_GUNS
    ):
        r.flag(charge.target, ABANDONED_GUNS, None)
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


def _chase(r: _Reader) -> None:
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


def _evaders_fate(r: _Reader) -> None:
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
    if dispersed and not r.roster.has_flag(charge.target, DISPERSED):
        r.flag(charge.target, DISPERSED, None)
    r.payload["dispersed"] = dispersed
    end = "evaders_dispersed" if dispersed else "evaders_not_dispersed"
    r.label = _t(
        ("Charge {number}: {end}"),
        number=charge.number,
        end=english(_t(END_TEXTS[end], charger=charge.charger, target=charge.target), r.roster),
    )


def _near_broken(r: _Reader) -> None:
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


def _retarget(r: _Reader) -> None:
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
    r.flag(target.key, PINNED, r.phase.bound)
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


def _complete(r: _Reader) -> None:
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


def _passage_unformed(r: _Reader) -> None:
    charge = r.charge()
    if charge is None:
        return
    unit = r.request.option or ""
    passage = next((p for p in charge.passages if p.unit == unit), None)
    if passage is None or not _passage_owes_unformed(r.pack, passage):
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


def _re_man(r: _Reader) -> None:
    unit = r.request.option or ""
    if not r.roster.has_flag(unit, ABANDONED_GUNS):
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
    r.unflag(unit, ABANDONED_GUNS, None)
    if not r.roster.has_flag(unit, LOW_AMMUNITION):
        r.flag(unit, LOW_AMMUNITION, None)
    r.units.append(unit)
    r.payload["unit"] = unit
    r.label = _t(
        ("The crew of {unit} re-mans its guns: the battery is Low on Ammunition"),
        unit=unit,
    )


_HANDLERS: Mapping[str, Any] = {
    m.OPEN: _open,
    m.READING: _reading,
    m.DECLARE: _declare,
    m.INTERCEPT: _intercept,
    m.DECLARED: _declared,
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

__all__ = ["DecisionPreview", "Problem", "choices", "massed_pass_key", "preview", "step_text"]
