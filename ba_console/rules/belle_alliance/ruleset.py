"""Belle Alliance behind the one rules interface (`rules.interface.RuleSet`).

Each method hands over to the section that holds the rule; this module only joins them.
Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from ba_console.core.factors import CountedFactor
from ba_console.core.orders import OrderParts
from ba_console.core.resolve import Resolution
from ba_console.rules.belle_alliance import effects as _effects
from ba_console.rules.belle_alliance import movement
from ba_console.rules.belle_alliance.factors import AUTO_PREDICATES
from ba_console.rules.belle_alliance.fire import (
    CONTINUED_FIRE_PHASE,
    FIRE_REASONS,
    FIRE_ROLL_KINDS,
    compared_figures,
    continued_fire_restrictions,
    fire_count,
    fire_kind_cautions,
    fire_restrictions,
)
from ba_console.rules.belle_alliance.flags import flag_until
from ba_console.rules.belle_alliance.melee import (
    MELEE,
    MELEE_REASONS,
    attack_restrictions,
    charge_restrictions,
    defender_column,
    defender_column_note,
    melee_count,
)
from ba_console.rules.belle_alliance.morale import MORALE_REASONS
from ba_console.rules.belle_alliance.orders import ORDER_REASONS, ORDERING, can_take_orders
from ba_console.rules.belle_alliance.staff import side_penalty_factor
from ba_console.rules.common import (
    DefenderColumn,
    Effect,
    MovementDone,
    RuleWarning,
    SidePenalty,
    UnitState,
)
from ba_console.rules.interface import (
    CountedUnits,
    EffectInputs,
    RollFacts,
    RuleRestriction,
)
from ba_console.rules.places import BELLE_ALLIANCE as PLACES

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

# Every reason a restriction gives (context "rules"), by code.
REASONS: dict[str, str] = {**FIRE_REASONS, **MELEE_REASONS, **ORDER_REASONS, **MORALE_REASONS}


class BelleAlliance:
    """Belle Alliance's rules that are code (see the package's sections)."""

    key = "belle_alliance"
    places = PLACES
    auto_predicates = AUTO_PREDICATES
    charge_phase = None  # attacks at the charge are melee rolls (2.3.3), not a phase

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
        """Fire (3.1.1, 5.5.3, 2.3.2, 1.1.1, 1.3.5, 1.3.6; continued fire only at last bound's
        target), attack (4.1.1, 1.3.5, 1.3.6), charge (2.3.3) and orders (1.1.2)
        forbidden; the caution that a unit without supplies melees at −2 (5.5.3)."""
        facts = facts or RollFacts()
        blocking: list[str] = []
        cautions: list[str] = []
        if kind in FIRE_ROLL_KINDS:
            blocking = fire_restrictions(unit, bound)
            if role == "firer" and facts.phase == CONTINUED_FIRE_PHASE:
                blocking += continued_fire_restrictions(facts.target, facts.last_targets)
            if role == "firer":
                cautions += fire_kind_cautions(kind, unit)
        elif kind == MELEE:
            if role != "defender":
                blocking = attack_restrictions(unit, bound)
                if at_the_charge:
                    blocking += charge_restrictions(unit, bound)
            if unit.supplies_left == 0:
                cautions.append("no_supplies_melee")
        elif kind == ORDERING and not can_take_orders(unit):
            blocking = ["fd_no_orders"]
        charged = sorted(b for b in unit.flags.get("charged", ()) if b < bound)
        args = {"bound": charged[-1] if charged else "?"}
        return [
            RuleRestriction(code, REASONS[code], args if "{bound}" in REASONS[code] else {}, block)
            for codes, block in ((blocking, True), (cautions, False))
            for code in codes
        ]

    def effects(
        self,
        pack: RulePack,
        resolution: Resolution,
        units: Mapping[str, UnitState],
        bound: int,
        inputs: EffectInputs,
    ) -> tuple[list[Effect], list[RuleWarning]]:
        return _effects.effects_of(
            pack,
            resolution,
            units,
            bound,
            sides=inputs.sides,
            targets=inputs.targets,
            phase=inputs.phase,
            earlier_losses=inputs.earlier_losses,
            neighbours=inputs.neighbours,
            figures_lost=inputs.figures_lost,
            disorder=inputs.disorder,
            side_penalties=inputs.side_penalties,
        )

    def side_penalty(
        self, penalties: Iterable[SidePenalty], side: str, bound: int, *, staff_roll: bool = False
    ) -> CountedFactor | None:
        """On the side's units' rolls, not on a staff figure's own (1.1.4, Table 18)."""
        return side_penalty_factor(penalties, side, bound, staff_roll=staff_roll)

    def compared_figures(self, unit: UnitState, firing_artillery: bool = False) -> int:
        return compared_figures(unit, firing_artillery)

    def may_attack(self, unit: UnitState, bound: int) -> bool:
        return not attack_restrictions(unit, bound)

    def may_charge(self, unit: UnitState, bound: int) -> bool:
        """Not in LD, and not within 4 bounds of its last charge (2.3.3)."""
        return not charge_restrictions(unit, bound)

    def can_take_orders(self, unit: UnitState) -> bool:
        return can_take_orders(unit)

    def defender_column(
        self,
        defender: UnitState,
        attack_target: str | None,
        attackers: Iterable[UnitState],
        bound: int,
        hit_in_flank_or_rear: bool = False,
    ) -> DefenderColumn | None:
        return defender_column(defender, attack_target, attackers, bound, hit_in_flank_or_rear)

    def defender_column_note(self, unit: str, reading: DefenderColumn, attacks_too: bool) -> str:
        return defender_column_note(unit, reading, attacks_too)

    def counted_units(self, kind: str, role: str, unit: UnitState) -> CountedUnits | None:
        """A firer's units of fire where all its figures fire (3.1.1, `fire_count`); a
        melee side's units of melee from the figures 4.1.3 counts, or which figures the
        umpire counts where the formation does not tell them (`melee_count`)."""
        if kind in FIRE_ROLL_KINDS and role == "firer":
            return fire_count(unit)
        if kind == MELEE:
            return melee_count(unit, role)
        return None

    def order_restrictions(
        self, unit: UnitState, parts: OrderParts, bound: int
    ) -> list[RuleRestriction]:
        return movement.order_restrictions(unit, parts, bound)

    def implied_movement(self, parts: OrderParts) -> MovementDone:
        return movement.implied_movement(parts)

    def movement_restrictions(
        self, unit: UnitState, done: MovementDone, bound: int
    ) -> list[RuleRestriction]:
        return movement.movement_restrictions(unit, done, bound)

    def movement_effects(self, unit: UnitState, done: MovementDone, bound: int) -> list[Effect]:
        return movement.movement_effects(unit, done, bound)

    def cancelled_melee_effects(
        self, attacker: str, defender: str, broken: Mapping[str, str], bound: int
    ) -> list[Effect]:
        """4.1.1: both count as in melee (attacked / defended, this and next bound); a side
        whose opponent a fire put into FD at contact gets the "opponent into FD" bonus."""
        effects = [
            Effect(attacker, "flag", None, "attacked", "4.1.1", flag_until("attacked", bound)),
            Effect(defender, "flag", None, "defended", "4.1.1", flag_until("defended", bound)),
        ]
        for unit, opponent in ((attacker, defender), (defender, attacker)):
            if broken.get(opponent) == "FD" and broken.get(unit) != "FD":
                until = flag_until("opponent_into_fd", bound)
                effects.append(Effect(unit, "flag", None, "opponent_into_fd", "4.1.1", until))
        return effects


BELLE_ALLIANCE = BelleAlliance()
