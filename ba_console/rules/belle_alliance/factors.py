"""The factors the roster state decides (Tables 6, 7, 8, 17, 19; each predicate cites its
section): a pack names a predicate on each factor row the roster can tick (`auto`), and
`AUTO_PREDICATES` answers it with the reason shown on hover.

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ba_console.core.factors import Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.rules.belle_alliance.fire import compared_figures
from ba_console.rules.belle_alliance.flags import set_in
from ba_console.rules.belle_alliance.melee import WORK_REST_REASONS, figure_ratio_key, is_cavalry
from ba_console.rules.common import (
    AutoDecision,
    AutoPredicate,
    RollContext,
    UnitState,
    ticks_from_predicates,
)

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


def _heavy(unit: UnitState) -> bool:
    return is_cavalry(unit) and unit.type in ("heavy", "heavy_lancers")


def _light(unit: UnitState) -> bool:
    return is_cavalry(unit) and unit.type in ("light", "light_lancers")


def _lancers(unit: UnitState) -> bool:
    return is_cavalry(unit) and unit.type in ("lancers", "heavy_lancers", "light_lancers")


# Each reason below is one whole translatable sentence (context "rules"), its numbers as
# named placeholders: Danish puts the words in another order, and the words that differ
# between predicates (LU for LD, "marchkolonne") belong in the sentence, not pasted in.


def _disorder(state: str, template: str) -> AutoPredicate:
    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if unit.disorder == state:
            return AutoDecision.because(template)
        return None

    return predicate


def _flag(flag: str, template: str) -> AutoPredicate:
    """`template` names the bound the flag was set in as {bound}."""

    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        bounds = set_in(unit, flag, bound)
        if bounds:
            return AutoDecision.because(template, bound=bounds[-1])
        return None

    return predicate


def _formation(formation: str, template: str) -> AutoPredicate:
    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if unit.formation == formation:
            return AutoDecision.because(template)
        return None

    return predicate


FIGURES_REASON = QT_TRANSLATE_NOOP(
    "rules", "{own} figures against {opponent}: the highest tier reached (4.1.3)"
)
GUNNER_FIGURES_REASON = QT_TRANSLATE_NOOP(
    "rules",
    "{own} figures (gunners ×5, 3.4.3) against {opponent}: the highest tier reached (4.1.3)",
)
RATING_REASONS = {
    "effective": QT_TRANSLATE_NOOP(
        "rules", "the immediate commander is particularly effective (1.1.3)"
    ),
    "ineffective": QT_TRANSLATE_NOOP(
        "rules", "the immediate commander is particularly ineffective (1.1.3)"
    ),
}


def _figures(tier_key: str) -> AutoPredicate:
    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if context.opponent_figures is None:
            return None
        own = compared_figures(unit, context.firing_artillery)
        if figure_ratio_key(own, context.opponent_figures) != tier_key:
            return None
        template = GUNNER_FIGURES_REASON if context.firing_artillery else FIGURES_REASON
        return AutoDecision.because(template, own=own, opponent=context.opponent_figures)

    return predicate


def _valour(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.valour == 0:
        return None
    return AutoDecision.because(
        QT_TRANSLATE_NOOP("rules", "the unit's valour is {valour:+d} (5.5.1)"),
        unit.valour,
        valour=unit.valour,
    )


def _without_supplies(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.supplies_left == 0:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the unit has no supplies left (5.5.3)")
        )
    return None


def _heavy_cavalry(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if _heavy(unit):
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "heavy cavalry (4.4.0)"))
    return None


def _light_cavalry(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if _light(unit):
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "light cavalry (4.4.0)"))
    return None


def _at_the_charge(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    # Heavy cavalry and lancers take their own +2 row instead (console's reading: the
    # specific row replaces the general one; the umpire may tick both if the book says).
    if context.at_the_charge and not (_heavy(unit) or _lancers(unit)):
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the attack is made at the charge (2.3.3)")
        )
    return None


def _heavy_at_the_charge(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.at_the_charge and (_heavy(unit) or _lancers(unit)):
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "heavy cavalry or lancers attacking at the charge (2.3.3)")
        )
    return None


def _artillery_work_rest(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.is_artillery:
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "artillery (4.5.0)"))
    if unit.formation in WORK_REST_REASONS:
        return AutoDecision.because(WORK_REST_REASONS[unit.formation])
    return None


def _marksmen(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.marksmen:
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "highly trained marksmen (5.5.1)"))
    return None


def _commander_engaged(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.commander_engaged is None:
        return None
    return AutoDecision.because(
        QT_TRANSLATE_NOOP("rules", "commander engaged this bound: {factor:+d} (1.1.4, Table 10)"),
        context.commander_engaged,
        factor=context.commander_engaged,
    )


def _staff_contact(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.staff_in_base_contact:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "commander or orderly in base contact (1.1.3)")
        )
    return None


def _march_toward(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.order is not None and context.order.only_march_toward_commander:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the order is only a march toward the commander (1.1.3)")
        )
    return None


def _huddle_only(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.order is not None and context.order.only_change_to_huddle:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the order is only a change to huddle (1.1.3)")
        )
    return None


def _failed_bounds(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    """1.1.3: a positive factor for each consecutive bound of failed ordering rolls with the
    same order; the row is counted once per such bound (a repeatable row)."""
    if context.failed_bounds < 1:
        return None
    decision = AutoDecision.because(
        QT_TRANSLATE_NOOP(
            "rules",
            "the same order failed its ordering roll in the {count} bound(s) before this one "
            "(1.1.3): counted {count} times",
        ),
        count=context.failed_bounds,
    )
    return dataclasses.replace(decision, count=context.failed_bounds)


def _failed_replacements(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    """1.1.4: a positive factor for each consecutive bound in which the replacement of the
    same fallen commander failed (Table 19); the row is counted once per such bound."""
    if context.failed_bounds < 1:
        return None
    decision = AutoDecision.because(
        QT_TRANSLATE_NOOP(
            "rules",
            "the replacement failed in the {count} bound(s) before this one (1.1.4): "
            "counted {count} times",
        ),
        count=context.failed_bounds,
    )
    return dataclasses.replace(decision, count=context.failed_bounds)


def _rating(rating: str) -> AutoPredicate:
    template = RATING_REASONS[rating]

    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if context.commander_rating == rating:
            return AutoDecision.because(template)
        return None

    return predicate


def _neighbour(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.neighbours:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "a neighbour unit is named for this roll (3.1.6, 4.1.6)")
        )
    return None


AUTO_PREDICATES: dict[str, AutoPredicate] = {
    "neighbour_named": _neighbour,
    "disorder_ld": _disorder("LD", QT_TRANSLATE_NOOP("rules", "the unit is in LD (5.2.0)")),
    "disorder_md": _disorder("MD", QT_TRANSLATE_NOOP("rules", "the unit is in MD (5.3.0)")),
    "disorder_fd": _disorder("FD", QT_TRANSLATE_NOOP("rules", "the unit is in FD (5.4.0)")),
    "fired_this_bound": _flag(
        "fired", QT_TRANSLATE_NOOP("rules", "fired in bound {bound} (Table 8, 4.1.3)")
    ),
    "charged_last_bound": _flag(
        "charged", QT_TRANSLATE_NOOP("rules", "charged in bound {bound} (2.3.3)")
    ),
    "attacked_this_or_last_bound": _flag(
        "attacked", QT_TRANSLATE_NOOP("rules", "attacked in bound {bound} (4.1.1)")
    ),
    "defended_this_or_last_bound": _flag(
        "defended", QT_TRANSLATE_NOOP("rules", "defended in bound {bound} (4.1.1)")
    ),
    "opponent_fd_this_or_last_bound": _flag(
        "opponent_into_fd",
        QT_TRANSLATE_NOOP("rules", "brought an opponent into FD in bound {bound} (4.1.1)"),
    ),
    "changed_formation_this_bound": _flag(
        "changed_formation",
        QT_TRANSLATE_NOOP(
            "rules", "split, assembled or changed formation in bound {bound} (2.1.0, 2.2.1)"
        ),
    ),
    "formation_column_of_march": _formation(
        "column_of_march", QT_TRANSLATE_NOOP("rules", "the unit is in column of march (1.3.1)")
    ),
    "formation_skirmish_line": _formation(
        "skirmish_line", QT_TRANSLATE_NOOP("rules", "the unit is in skirmish line (1.3.2)")
    ),
    "artillery_or_work_or_rest": _artillery_work_rest,
    "without_supplies": _without_supplies,
    "heavy_cavalry": _heavy_cavalry,
    "light_cavalry": _light_cavalry,
    "attack_at_the_charge": _at_the_charge,
    "heavy_cavalry_or_lancers_at_the_charge": _heavy_at_the_charge,
    "figures_50_per_cent_more": _figures("figures_50_per_cent_more"),
    "figures_100_per_cent_more": _figures("figures_100_per_cent_more"),
    "figures_200_per_cent_more": _figures("figures_200_per_cent_more"),
    "valour": _valour,
    "marksmen": _marksmen,
    "commander_engaged": _commander_engaged,
    "staff_in_base_contact": _staff_contact,
    "march_toward_commander_only": _march_toward,
    "change_to_huddle_only": _huddle_only,
    "failed_bounds_same_order": _failed_bounds,
    "failed_replacement_bounds": _failed_replacements,
    "commander_effective": _rating("effective"),
    "commander_ineffective": _rating("ineffective"),
}


def auto_ticks(
    pack: RulePack,
    roll_kind_key: str,
    role: str,
    unit: UnitState,
    bound: int,
    context: RollContext | None = None,
) -> list[Tick]:
    """The factors the roster state decides for `unit` in `role` of a roll (Tables 6, 7,
    8, 17 and the sections each predicate cites), each with its reason for the hover
    text. Only rows the pack marks with a known `auto` name are ticked."""
    kind = pack.roll(roll_kind_key)
    return ticks_from_predicates(
        AUTO_PREDICATES, kind, pack.tables, role, unit, bound, context or RollContext()
    )
