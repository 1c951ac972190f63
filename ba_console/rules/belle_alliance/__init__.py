"""Belle Alliance rules that are code, not table values (digest §c and §d), one module
per section of the rules:

- `orders`: who may take orders (1.1.2);
- `fire`: units of fire (3.1.1, 3.1.2), figures compared with gunners ×5 (3.4.3), who may
  fire (3.1.1, 5.5.3, 2.3.2, 1.1.1, 1.3.5, 1.3.6);
- `melee`: units of melee, the figures that count for losses and figure tiers (4.1.3), who
  may attack or charge (4.1.1, 2.3.3, 1.3.5, 1.3.6), the Table 8 column of a defender that
  attacks too (4.1.3, 4.1.1);
- `morale`: losses summed before rounding down (3.1.5, 4.1.5), reduction of valour (5.5.2,
  Table 15, its numbers read from the pack), supplies (5.5.3);
- `staff`: the side penalty after a fallen staff figure, on its side's units' rolls (Table
  18, 1.1.4);
- `flags`: bound flags and how long they last;
- `factors`: the factors the roster decides (`auto_ticks`);
- `effects`: the effects a resolved roll would have (`effects_of`);
- `ruleset`: all of it behind the one rules interface (`BELLE_ALLIANCE`).

Every function cites its section. Where the book's text leaves a choice open, the
docstring says which reading the console takes. Pure: no Qt, no files, no clock; effects
are returned, never applied. The names below are the package's public ones.
"""

from __future__ import annotations

from ba_console.rules.belle_alliance.effects import effects_of
from ba_console.rules.belle_alliance.factors import AUTO_PREDICATES, auto_ticks
from ba_console.rules.belle_alliance.fire import (
    FIGURES_PER_UNIT,
    FIRE_ROLL_KINDS,
    GUNNER_MULTIPLIER,
    GUNNERS_PER_UNIT,
    SMALLEST_GUN_UNIT,
    SMALLEST_UNIT,
    compared_figures,
    fire_restrictions,
    units_of_fire,
    units_of_split_fire,
)
from ba_console.rules.belle_alliance.flags import (
    CLEAR_BOUNDS_BETWEEN_CHARGES,
    FLAG_DURATIONS,
    flag_active,
    flag_until,
    may_charge,
)
from ba_console.rules.belle_alliance.melee import (
    DEFENDER_COLUMN_REASONS,
    FIGURE_RATIO_TIERS,
    attack_restrictions,
    charge_restrictions,
    defender_column,
    defender_column_note,
    figure_ratio_key,
    melee_count,
    units_of_melee,
)
from ba_console.rules.belle_alliance.morale import (
    DISORDER_LADDER,
    FEWEST_FIGURES_KEPT,
    ROLLS_AFTER_SUPPLY_TRIGGER,
    SUPPLY_ROLL_KINDS,
    RulesDataError,
    ValourChange,
    ValourRules,
    reduce_valour,
    starts_supply_count,
    supplies_after_roll,
    total_losses,
    valour_rules,
    valour_steps,
)
from ba_console.rules.belle_alliance.orders import can_take_orders
from ba_console.rules.belle_alliance.ruleset import BELLE_ALLIANCE, REASONS
from ba_console.rules.belle_alliance.staff import (
    SIDE_PENALTY_LABEL,
    STAFF_ROLL_KINDS,
    side_penalty_factor,
)
from ba_console.rules.common import DefenderColumn, SidePenalty

__all__ = [
    "AUTO_PREDICATES",
    "BELLE_ALLIANCE",
    "CLEAR_BOUNDS_BETWEEN_CHARGES",
    "DEFENDER_COLUMN_REASONS",
    "DISORDER_LADDER",
    "FEWEST_FIGURES_KEPT",
    "FIGURES_PER_UNIT",
    "FIGURE_RATIO_TIERS",
    "FIRE_ROLL_KINDS",
    "FLAG_DURATIONS",
    "GUNNERS_PER_UNIT",
    "GUNNER_MULTIPLIER",
    "REASONS",
    "ROLLS_AFTER_SUPPLY_TRIGGER",
    "SIDE_PENALTY_LABEL",
    "SMALLEST_GUN_UNIT",
    "SMALLEST_UNIT",
    "STAFF_ROLL_KINDS",
    "SUPPLY_ROLL_KINDS",
    "DefenderColumn",
    "RulesDataError",
    "SidePenalty",
    "ValourChange",
    "ValourRules",
    "attack_restrictions",
    "auto_ticks",
    "can_take_orders",
    "charge_restrictions",
    "compared_figures",
    "defender_column",
    "defender_column_note",
    "effects_of",
    "figure_ratio_key",
    "fire_restrictions",
    "flag_active",
    "flag_until",
    "may_charge",
    "reduce_valour",
    "side_penalty_factor",
    "starts_supply_count",
    "supplies_after_roll",
    "total_losses",
    "units_of_fire",
    "melee_count",
    "units_of_melee",
    "units_of_split_fire",
    "valour_rules",
    "valour_steps",
]
