"""The data of a charge phase: the roster as the charge rules read it, one charge and the
whole phase as the log tells them, and what the umpire may do next.

A charge phase is never kept anywhere but in the roll log: every decision of the umpire
is a row of its own kind (`CHARGE_KIND`, no dice) whose outcome key holds the decision as
canonical JSON, and every test is an ordinary roll. `play.charge.fold` reads the rows of a
bound back into a `ChargePhase`; a voided row is as if never made. A charge is named by the
log row that declared it ("charge 12"), so a dispute finds it. Pure: no Qt, no SQL.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ba_console.core.vocabulary import CHARGE_DECISION_KIND, LEVELS
from ba_console.play.choices import RollChoices
from ba_console.rules.general_de_brigade.charges import ChargeUnit

# The log's kind of the umpire's decisions in a charge phase.
CHARGE_KIND = CHARGE_DECISION_KIND

# The umpire's decisions (the `action` of a row).
OPEN = "open"
READING = "reading"
DECLARE = "declare"
INTERCEPT = "intercept"
DECLARED = "declared"
REACT = "react"
HALF_MOVE = "half_move"
FORMATION_TAKEN = "formation_taken"
DEFENSIVE_FIRE = "defensive_fire"
EVADE = "evade"
CHASE = "chase"
EVADERS_FATE = "evaders_fate"
NEAR_BROKEN = "near_broken"
RETARGET = "retarget"
COMPLETE = "complete"
PASSAGE_UNFORMED = "passage_unformed"
RE_MAN = "re_man"

# The flags the charge phase sets on units (the roster's `flags`).
PINNED = "pinned"
UNFORMED = "unformed"
ABANDONED_GUNS = "abandoned_guns"
LOW_AMMUNITION = "low_ammunition"
DISPERSED = "dispersed"

# Where the declarations stand (A.3, A.5): the phasing side declares, then the
# non-phasing side intercepts and declares, then the phasing side may intercept those;
# then the charges are carried out.
NOT_OPEN = "not_open"
PHASING = "phasing"
NON_PHASING = "non_phasing"
PHASING_INTERCEPTIONS = "phasing_interceptions"
RESOLUTION = "resolution"
STAGES = (NOT_OPEN, PHASING, NON_PHASING, PHASING_INTERCEPTIONS, RESOLUTION)

# The next step of a charge (`Charge.step`).
WAITING_DECLARATIONS = "declarations"
REACTION = "reaction"
HALF_MOVE_STEP = "half_move"
FORMATION_CHANGE_TEST = "formation_change_test"
FORMATION_TAKEN_STEP = "formation_taken"
DEFENSIVE_FIRE_STEP = "defensive_fire"
EVADE_STEP = "evade"
CHASE_STEP = "chase"
ESCAPED = "escaped"
CHARGER_TEST = "charger_test"
EVADERS_FATE_STEP = "evaders_fate"
HALTED = "halted"
MASS_WAIT = "mass_wait"
NEAR_BROKEN_STEP = "near_broken"
MASSED_COLUMN_TEST = "massed_column_test"
TARGET_TEST = "target_test"
CONTACT = "contact"
FINISHED = "finished"
CANCELLED = "cancelled"

# How a charge ended (`Charge.end`).
ENDS = (
    "contact",  # melee follows
    "vacated",  # the target retired; the charger takes its position (A.2 example A)
    "halted",  # the charger did not pass its test, or halted
    "halted_half_way",  # failed the massed-column formation test (A.1)
    "halt_on_position",  # evaders escaped: halts on their old position (A.4 5b)
    "straight_ahead",  # evaders escaped: full charge move straight ahead (A.4 5c)
    "evaders_dispersed",  # evaders caught (A.4 4a)
    "evaders_not_dispersed",  # the umpire's ruling where the text is silent
)


@dataclass(frozen=True)
class Text:
    """A sentence for the umpire: `template` is the translatable English (context
    "charges"), `args` its placeholders (unit and commander keys among them, shown by name)."""

    template: str
    args: Mapping[str, str | int] = field(default_factory=dict, hash=False)

    @property
    def english(self) -> str:
        return self.template.format(**self.args)


@dataclass(frozen=True)
class Commander:
    key: str
    side: str
    level: str
    parent: str | None = None


@dataclass(frozen=True)
class ChargeRoster:
    """The roster as the charge phase reads it: units, commanders, sides, names and the
    year of the game (open-order infantry evades only 1792–1800)."""

    units: Mapping[str, ChargeUnit]
    commanders: Mapping[str, Commander] = field(default_factory=dict)
    sides: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)
    year: int | None = None
    flags: Mapping[str, frozenset[str]] = field(default_factory=dict)  # unit → active flags

    def name(self, key: str | None) -> str:
        return self.names.get(key, key) if key else ""

    def side_units(self, side: str) -> list[str]:
        return [u.key for u in self.units.values() if u.side == side]

    def has_flag(self, unit: str, flag: str) -> bool:
        return flag in self.flags.get(unit, frozenset())

    def default_c_in_c(self, side: str) -> str | None:
        """The side's commander at the top of the roster's hierarchy, where one stands
        alone at the highest level; None where the umpire must say."""
        roots = [c for c in self.commanders.values() if c.side == side and c.parent is None]
        if not roots:
            return None
        # The store keeps a commander's level one of `LEVELS` (army first).
        highest = min((c.level for c in roots), key=LEVELS.index)
        top = [c.key for c in roots if c.level == highest]
        return top[0] if len(top) == 1 else None


@dataclass(frozen=True)
class Passage:
    """A friend the evaders passed through and whom they disorder (A.4 7b): the formation
    test it owes, and what came of it."""

    unit: str
    test: str  # the roll kind of its formation test (the club's reading)
    order: str = "prevents"  # the club's reading: the test prevents the disorder, or follows it
    result: str | None = None  # the test's outcome key
    unformed_logged: bool = False


@dataclass(frozen=True)
class Charge:
    """One charge as the log tells it. `number` is the log row that declared it."""

    number: int
    side: str
    charger: str
    target: str
    category: int  # resolution order: interceptions first, then phasing, then non-phasing
    interception_of: int | None = None  # the charge it intercepts
    by: str | None = None  # the commander who ordered the interception
    mass: str | None = None  # the massed column it charges in
    cancelled_by: int | None = None  # intercepted: cancelled before any movement (A.3)
    reaction: str | None = None
    troop: str | None = None  # evaders: what the umpire stated the target is (A.4)
    with_guns: bool = False
    formation: str | None = None  # the formation a formation change seeks
    half_moved: bool = False
    formation_result: str | None = None
    formation_taken: bool = False
    fired: bool = False
    evaded: bool = False
    passages: tuple[Passage, ...] = ()
    caught: bool | None = None
    charger_result: str | None = None
    target_result: str | None = None
    massed_result: str | None = None
    end: str | None = None
    earlier_targets: tuple[str, ...] = ()
    step: str = REACTION
    rows: tuple[int, ...] = ()  # the log rows of this charge: decisions and tests

    @property
    def interception(self) -> bool:
        return self.interception_of is not None

    @property
    def open(self) -> bool:
        return self.cancelled_by is None and self.end is None


@dataclass(frozen=True)
class Mass:
    """A massed column (A.1): its charges, and the columns the umpire stated were within
    8 cm (5") of one that broke (None: not stated yet)."""

    side: str
    label: str
    charges: tuple[int, ...]
    near: tuple[str, ...] | None = None


@dataclass(frozen=True)
class ChargePhase:
    """The charge phase of one bound as the log tells it."""

    bound: int
    stage: str = NOT_OPEN
    phasing: str | None = None
    non_phasing: str | None = None
    initiative: str | None = None
    c_in_c: Mapping[str, str] = field(default_factory=dict)
    readings: Mapping[str, str] = field(default_factory=dict)  # the club's, game-wide
    charges: tuple[Charge, ...] = ()
    masses: tuple[Mass, ...] = ()

    def charge(self, number: int) -> Charge | None:
        return next((c for c in self.charges if c.number == number), None)

    def mass(self, side: str, label: str) -> Mass | None:
        return next((m for m in self.masses if m.side == side and m.label == label), None)

    def charge_of(self, unit: str) -> Charge | None:
        """The charge `unit` declared (and that was not cancelled), if any."""
        return next((c for c in self.charges if c.charger == unit and c.cancelled_by is None), None)

    def charges_on(self, unit: str) -> list[Charge]:
        """The charges that target `unit` and stand (not cancelled)."""
        return [c for c in self.charges if c.target == unit and c.cancelled_by is None]

    @property
    def declaring_side(self) -> str | None:
        if self.stage in (PHASING, PHASING_INTERCEPTIONS):
            return self.phasing
        if self.stage == NON_PHASING:
            return self.non_phasing
        return None

    @property
    def finished(self) -> bool:
        return self.stage == RESOLUTION and all(not c.open for c in self.charges)


@dataclass(frozen=True)
class Field:
    """What a decision asks besides ticks: `kind` is "side", "unit", "units", "commander",
    "charge", "pick", "count", "flag" or "text"; `options` (value, label): a label None
    is the roster's name of the value."""

    key: str
    label: Text
    kind: str
    options: tuple[tuple[str, Text | None], ...] = ()
    default: object = None
    required: bool = True


@dataclass(frozen=True)
class Choice:
    """Something the umpire may do now: a decision to log (with its fields), or a test
    to roll in the roll dialog (`roll`: what the dialog opens on)."""

    action: str
    label: Text
    rule: str
    charge: int | None = None
    option: str | None = None
    fields: tuple[Field, ...] = ()
    roll: RollChoices | None = None

    @property
    def key(self) -> str:
        return f"{self.action}:{self.charge or ''}:{self.option or ''}"


@dataclass(frozen=True)
class Request:
    """A decision as the umpire made it: `values` by field key, the questions `confirmed`
    (ticked), `ruling` when the umpire logs it although the rules refuse (said in the note)."""

    action: str
    charge: int | None = None
    option: str | None = None
    values: Mapping[str, object] = field(default_factory=dict, hash=False)
    confirmed: frozenset[str] = frozenset()
    ruling: bool = False
    note: str = ""
