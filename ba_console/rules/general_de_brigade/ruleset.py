"""General de Brigade behind the one rules interface (`rules.interface.RuleSet`), and the
effects of its resolved tests: a failed massed-column formation test leaves the column
unformed, stopped at the half-way point, out of the melee (digest A.1). Pure: no Qt, no
files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from ba_console.core.factors import CountedFactor
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import OrderParts
from ba_console.core.resolve import Resolution
from ba_console.rules.common import (
    DefenderColumn,
    Effect,
    MovementDone,
    RuleWarning,
    SidePenalty,
    UnitState,
)
from ba_console.rules.general_de_brigade.charges import CHARGE_PHASE
from ba_console.rules.general_de_brigade.massed_column import AUTO_PREDICATES
from ba_console.rules.interface import (
    CountedUnits,
    EffectInputs,
    RollFacts,
    RuleRestriction,
)
from ba_console.rules.places import GENERAL_DE_BRIGADE

MELEE_RULE = "XII"  # the pack's melee roll and tables

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


def effects_of(
    pack: RulePack,
    resolution: Resolution,
    units: Mapping[str, UnitState],
    figures_lost: Mapping[str, Iterable[int | str | Fraction]] | None = None,
) -> tuple[list[Effect], list[RuleWarning]]:
    """The effects of a resolved General de Brigade roll: a failed formation test
    leaves the column unformed; it stops half-way and does not enter melee (A.1). A roll
    read on the difference of two totals (the melee) names its loser, the lower total
    (digest B.1); the figures each side lost, typed from the book, come off the roster."""
    effects: list[Effect] = []
    warnings: list[RuleWarning] = []
    kind = pack.roll(resolution.kind)
    table = pack.tables.get(kind.result or "")
    if kind.compare == "difference":
        for result in resolution.results:
            loser = losing_unit(resolution, result.roles, result.value)
            if loser is not None:
                effects.append(Effect(loser, "loser", None, None, MELEE_RULE))
    effects += _typed_losses(figures_lost or {}, units, warnings)
    for result in resolution.results:
        key = result.outcome_key
        if key is None:
            continue
        try:
            outcome = table.outcome(key) if table is not None else None
        except (KeyError, AttributeError):
            outcome = None
        if outcome is None:
            if resolution.kind in GeneralDeBrigade.places.contests:
                continue  # a roll-off only says who wins: no effects to enter
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


def losing_unit(resolution: Resolution, roles: tuple[str, ...], value: int) -> str | None:
    """The unit with the lower total of a result read on the difference (first role's
    total minus the second's); None for a tie or a role without a unit."""
    if value == 0 or len(roles) != 2:
        return None
    return resolution.role(roles[1] if value > 0 else roles[0]).unit


def _typed_losses(
    typed: Mapping[str, Iterable[int | str | Fraction]],
    units: Mapping[str, UnitState],
    warnings: list[RuleWarning],
) -> list[Effect]:
    """The figures each unit lost, as the umpire typed them from the book: whole figures
    off the roster (no part of a figure is kept for later)."""
    effects: list[Effect] = []
    for unit_key, parts in typed.items():
        lost = sum((Fraction(str(p)) for p in parts), Fraction(0))
        if lost.denominator != 1:
            warnings.append(
                RuleWarning.from_template(
                    "losses_not_whole",
                    QT_TRANSLATE_NOOP(
                        "rules", "{unit}: type the figures lost as a whole number of figures"
                    ),
                    unit_key,
                )
            )
            continue
        unit = units.get(unit_key)
        if lost and unit is not None:
            after = max(0, unit.figures - int(lost))
            effects.append(Effect(unit_key, "figures", unit.figures, after, MELEE_RULE))
    return effects


class GeneralDeBrigade:
    """General de Brigade behind the one rules interface (`rules.interface.RuleSet`): its
    charge tests have no restrictions, side penalty or defender column of their own."""

    key = "general_de_brigade"
    places = GENERAL_DE_BRIGADE
    auto_predicates = AUTO_PREDICATES
    charge_phase = CHARGE_PHASE  # VII: its steps are play.charge's

    def restrictions(
        self,
        kind: str,
        role: str,
        unit: UnitState,
        bound: int,
        *,
        at_the_charge: bool = False,
        facts: RollFacts | None = None,
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
        return effects_of(pack, resolution, units, inputs.figures_lost)

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

    def order_restrictions(
        self, unit: UnitState, parts: OrderParts, bound: int
    ) -> list[RuleRestriction]:
        return []

    def implied_movement(self, parts: OrderParts) -> MovementDone:
        """General de Brigade keeps no bound flags of movement: only the formation."""
        return MovementDone(formation=parts.formation)

    def movement_restrictions(
        self, unit: UnitState, done: MovementDone, bound: int
    ) -> list[RuleRestriction]:
        return []

    def movement_effects(self, unit: UnitState, done: MovementDone, bound: int) -> list[Effect]:
        if done.formation is None or done.formation == unit.formation:
            return []
        return [Effect(unit.key, "formation", unit.formation, done.formation, "")]

    def cancelled_melee_effects(
        self, attacker: str, defender: str, broken: Mapping[str, str], bound: int
    ) -> list[Effect]:
        return []


GENERAL_DE_BRIGADE = GeneralDeBrigade()
