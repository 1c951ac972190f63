"""What the umpire may do now in a charge phase: the phase's decisions (open it, the club's
readings, declare, intercept, close the declarations, re-man abandoned guns) and each open
charge's next step (react, half move, evade, complete…), with the fields the Charges dialog
asks and the tests to roll as `RollChoices` for the ordinary roll path. Also what a step
waits for (`waiting`) and what the decisions read as well (`near_candidates`,
`passage_owes_unformed`). Pure: no Qt, no SQL.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import FORMATIONS
from ba_console.play.charge import model as m
from ba_console.play.charge.fold import CHARGE_TEST, FORMATION_CHANGE_TEST, PASS
from ba_console.play.charge.model import (
    Charge,
    ChargePhase,
    ChargeRoster,
    Choice,
    Field,
    Passage,
    Text,
)
from ba_console.play.charge.words import (
    CATEGORY_TEXTS,
    END_TEXTS,
    NOT_AN_EVADER,
    REACTION_TEXTS,
    TROOP_TEXTS,
    declared_text,
)
from ba_console.play.charge.words import text as _t
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.rules.general_de_brigade import evasion
from ba_console.rules.general_de_brigade.charges import (
    COUNTER_CHARGE,
    EVADING,
    FORMATION_CHANGE,
    REACTIONS,
    READINGS,
    REFUSED,
    RULE_CHARGE,
    RULE_EVASION,
    RULE_INTERCEPTION,
    RULE_MASSED,
    RULE_NOTE_7_12,
    ChargeCheck,
    check,
)
from ba_console.rules.general_de_brigade.massed_column import FORMATION_TEST

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


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
                _t(declared_text(phase.stage), side=side),
                RULE_NOTE_7_12,
            )
        )
    for unit in roster.units:
        if roster.has_flag(unit, m.ABANDONED_GUNS):
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
        # A target that did not pass gave ground: taking its position comes first (A.2
        # example A), contact after it; a target that passed is met in melee.
        if c.target_result != PASS:
            one(m.COMPLETE, END_TEXTS["vacated"], RULE_CHARGE, "vacated")
        one(m.COMPLETE, END_TEXTS["contact"], RULE_CHARGE, "contact")
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
        elif passage_owes_unformed(pack, passage):
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


def passage_owes_unformed(pack: RulePack, passage: Passage) -> bool:
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
