"""General de Brigade (Deluxe) charge rules on the same engine (its digest, part A).

The massed-column formation test (2D6 against a threshold by class, +1 with a gifted
commander; thresholds and factor in the pack), who must take it (A.1: every formed
column within 8 cm / 5" of a column of the same mass that wavered, retired or routed —
from facts the umpire states, never measured by the console), the charge sequence read
from the pack's charge sub-phases (A.2), and who may evade a charge (A.4, the pack's
`evaders` entries). Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ba_console.core.factors import CountedFactor, Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import ListTable, Phase, ThresholdTable
from ba_console.core.resolve import FaceSource, Resolution, RoleInput, resolve_roll
from ba_console.rules.common import (
    AutoDecision,
    AutoPredicate,
    DefenderColumn,
    Effect,
    RollContext,
    RuleWarning,
    SidePenalty,
    UnitState,
    ticks_from_predicates,
)
from ba_console.rules.interface import CountedUnits, EffectInputs, RollPlaces, RuleRestriction

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

FORMATION_TEST = "formation_test"
CHARGE_PHASE = "charge"
# A.1: a column that wavers, retires or routs during its charge can disorder its neighbours.
BREAKING_RESULTS = frozenset({"waver", "retire", "rout"})


def _gifted(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.gifted_commander:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP(
                "rules", "the commander with the column is gifted (VII, massed columns)"
            )
        )
    return None


AUTO_PREDICATES: dict[str, AutoPredicate] = {"gifted_commander": _gifted}


def auto_ticks(
    pack: RulePack,
    roll_kind_key: str,
    role: str,
    unit: UnitState,
    bound: int,
    context: RollContext | None = None,
) -> list[Tick]:
    """The factors the situation decides (the gifted commander, VII massed columns)."""
    kind = pack.roll(roll_kind_key)
    return ticks_from_predicates(
        AUTO_PREDICATES, kind, pack.tables, role, unit, bound, context or RollContext()
    )


@dataclass(frozen=True)
class ColumnFacts:
    """One battalion of a massed column as the umpire states it (A.1)."""

    key: str
    formed: bool = True
    in_column: bool = True
    charge_result: str | None = None  # "pass", "waver", "retire", "rout" or None
    within_8cm_of: frozenset[str] = frozenset()  # columns of the mass within 8 cm / 5"


def formation_test_candidates(columns: Iterable[ColumnFacts]) -> list[str]:
    """Who must take the massed-column formation test, VII (A.1): every formed column
    of the mass within 8 cm (5") of a column that wavered, retired or routed, and that
    has not itself broken. Nearness counts both ways, whichever column the umpire
    stated it on."""
    columns = list(columns)
    broken = {c.key for c in columns if c.charge_result in BREAKING_RESULTS}
    near: dict[str, set[str]] = {c.key: set(c.within_8cm_of) for c in columns}
    for column in columns:
        for other in column.within_8cm_of:
            near.setdefault(other, set()).add(column.key)
    return [
        c.key
        for c in columns
        if c.formed and c.in_column and c.key not in broken and near[c.key] & broken
    ]


def formation_test(
    pack: RulePack,
    klass: str,
    *,
    gifted_commander: bool = False,
    faces: tuple[int, ...] | None = None,
    faces_from: FaceSource | None = None,
    unit: str | None = None,
) -> Resolution:
    """The massed-column formation test, VII (A.1): 2D6, +1 with a gifted commander,
    passed on the class's threshold or more (7+ Guard/elite, 8+ veteran/line, 9+
    second-rate/recruits, from the pack)."""
    kind = pack.roll(FORMATION_TEST)
    role = kind.roles[0].key
    ticks = auto_ticks(
        pack,
        FORMATION_TEST,
        role,
        UnitState(key=unit or role, klass=klass),
        1,
        RollContext(gifted_commander=gifted_commander),
    )
    return resolve_roll(
        kind,
        pack.tables,
        pack.dice_spec,
        [RoleInput(role, tuple(ticks), faces, unit, None, klass)],
        faces_from,
    )


def threshold_of(pack: RulePack, klass: str) -> int | None:
    """The score the class needs on the formation test (None: unset in the pack)."""
    table = pack.table(pack.roll(FORMATION_TEST).result)
    if not isinstance(table, ThresholdTable):
        raise ValueError("the formation test's result is not a threshold table")
    value = table.thresholds[klass]
    return None if value == "?" else int(value)


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


@dataclass(frozen=True)
class Evasion:
    """May a unit evade a charge (A.4)? `allowed` None: the umpire decides (unset)."""

    troop_type: str
    allowed: bool | None
    condition: str  # the pack's entry, as written


_YEARS = re.compile(r"(\d{4})\s*[-–]\s*(\d{4})")


def may_evade(
    pack: RulePack,
    troop_type: str,
    *,
    year: int | None = None,
    touches_formed_infantry_or_cover: bool = False,
) -> Evasion:
    """Whether `troop_type` may evade a charge, VII evasion (A.4), from the pack's
    `evaders` entries: a type not listed may never evade (line infantry, heavy cavalry).
    Foot-artillery crews only when the battery touches a formed friendly infantry unit
    or cover; a type whose entry names years ("1792-1800 only") only in those years."""
    table = pack.tables.get("evaders")
    if not isinstance(table, ListTable):
        raise ValueError(f"pack {pack.id} has no 'evaders' table")
    entry = table.entries.get(troop_type)
    if entry is None:
        return Evasion(troop_type, False, "not among those who may evade")
    text = str(entry)
    if text == "?":
        return Evasion(troop_type, None, text)
    if troop_type == "foot_artillery_crews":
        return Evasion(troop_type, touches_formed_infantry_or_cover, text)
    years = _YEARS.search(text)
    if years:
        if year is None:
            return Evasion(troop_type, None, text)
        return Evasion(troop_type, int(years.group(1)) <= year <= int(years.group(2)), text)
    return Evasion(troop_type, True, text)


def effects_of(
    pack: RulePack, resolution: Resolution, units: Mapping[str, UnitState]
) -> tuple[list[Effect], list[RuleWarning]]:
    """The effects of a resolved General de Brigade roll: a failed formation test
    leaves the column unformed; it stops half-way and does not enter melee (A.1)."""
    effects: list[Effect] = []
    warnings: list[RuleWarning] = []
    table = pack.tables.get(pack.roll(resolution.kind).result or "")
    for result in resolution.results:
        key = result.outcome_key
        if key is None:
            continue
        try:
            outcome = table.outcome(key) if table is not None else None
        except (KeyError, AttributeError):
            outcome = None
        if outcome is None:
            warnings.append(
                RuleWarning.from_template(
                    "typed_outcome_effects",
                    QT_TRANSLATE_NOOP(
                        "rules", "'{key}' was typed from the book; enter its effects by hand"
                    ),
                    key=key,
                )
            )
            continue
        unit_key = resolution.role(result.roles[0]).unit or result.roles[0]
        for spec in outcome.effects:
            if spec.what == "unformed":
                before = units[unit_key].disorder if unit_key in units else "formed"
                if before != "unformed":
                    effects.append(
                        Effect(
                            unit_key,
                            "disorder",
                            before,
                            "unformed",
                            "VII, massed columns",
                            note="stops at the half-way point; no melee",
                        )
                    )
            elif spec.what == "note":
                effects.append(Effect(unit_key, "note", None, str(spec.value)))
    return effects, warnings


class GeneralDeBrigade:
    """General de Brigade behind the one rules interface (`rules.interface.RuleSet`): its
    charge tests have no restrictions, side penalty or defender column of their own."""

    key = "general_de_brigade"
    places = RollPlaces()
    auto_predicates = AUTO_PREDICATES

    def restrictions(
        self, kind: str, role: str, unit: UnitState, bound: int, *, at_the_charge: bool = False
    ) -> list[RuleRestriction]:
        return []

    def effects(
        self,
        pack: RulePack,
        resolution: Resolution,
        units: Mapping[str, UnitState],
        bound: int,
        inputs: EffectInputs,
    ) -> tuple[list[Effect], list[RuleWarning]]:
        return effects_of(pack, resolution, units)

    def side_penalty(
        self, penalties: Iterable[SidePenalty], side: str, bound: int, *, staff_roll: bool = False
    ) -> CountedFactor | None:
        return None

    def compared_figures(self, unit: UnitState, firing_artillery: bool = False) -> int:
        return unit.counted_figures

    def may_attack(self, unit: UnitState, bound: int) -> bool:
        return True

    def may_charge(self, unit: UnitState, bound: int) -> bool:
        return True

    def can_take_orders(self, unit: UnitState) -> bool:
        return True

    def defender_column(
        self,
        defender: UnitState,
        attack_target: str | None,
        attackers: Iterable[UnitState],
        bound: int,
        hit_in_flank_or_rear: bool = False,
    ) -> DefenderColumn | None:
        return None

    def defender_column_note(self, unit: str, reading: DefenderColumn, attacks_too: bool) -> str:
        return ""

    def counted_units(self, kind: str, role: str, unit: UnitState) -> CountedUnits | None:
        return None


GENERAL_DE_BRIGADE = GeneralDeBrigade()
