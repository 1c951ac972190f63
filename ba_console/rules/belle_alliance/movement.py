"""Movement: what carrying out an order's movement does to a unit, and which written orders
the rules refuse (2.1.0, 2.2.1, 2.3.2, 2.3.3, 2.3.4, 1.1.1).

The console cannot see the table: the umpire says what a unit did of its order (as ordered,
only in part, not carried out), and which units it marched through. From that, these
functions say which bound flags it sets — the charge (2.3.3), fast march (2.3.2), a split,
assembly or change of formation (Table 8, 2.1.0, 2.2.1), passed through (1.1.1, 2.3.4) —
and the formation it reached. Pure: no Qt, no files, no clock; effects are returned.
"""

from __future__ import annotations

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.orders import OrderParts
from ba_console.rules.belle_alliance.flags import flag_until, may_charge
from ba_console.rules.common import Effect, MovementDone, UnitState
from ba_console.rules.interface import RuleRestriction

ORDER_REASONS = {
    "charge_wait_order": QT_TRANSLATE_NOOP(
        "rules",
        "{unit} charged in bound {bound}: 4 bounds must pass before it charges again, so it "
        "cannot be ordered to charge now (2.3.3)",
    ),
    "ld_charge_order": QT_TRANSLATE_NOOP(
        "rules", "{unit} is in LD: a unit in LD cannot charge (2.3.3)"
    ),
}
MOVEMENT_REASONS = {
    "charge_wait_move": QT_TRANSLATE_NOOP(
        "rules", "charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)"
    ),
    "ld_charge_move": QT_TRANSLATE_NOOP("rules", "in LD it cannot charge (2.3.3)"),
}


def charges(parts: OrderParts) -> bool:
    """The order uses the charge (storm): a march at the charge rate or an attack at the
    charge (2.3.3)."""
    at_charge_rate = parts.march is not None and parts.march.rate == "charge"
    return at_charge_rate or (parts.attack is not None and parts.attack.at_the_charge)


def implied_movement(parts: OrderParts) -> MovementDone:
    """What the order does when carried out as written."""
    return MovementDone(
        charged=charges(parts),
        fast_march=parts.march is not None and parts.march.rate == "fast",
        changed_formation=parts.formation is not None or parts.split or parts.assemble,
        formation=parts.formation,
    )


def _last_charge(unit: UnitState, bound: int) -> int | None:
    charged = sorted(b for b in unit.flags.get("charged", ()) if b < bound)
    return charged[-1] if charged else None


def order_restrictions(unit: UnitState, parts: OrderParts, bound: int) -> list[RuleRestriction]:
    """Why the rules refuse an order as written: a charge within 4 bounds of the last one,
    or by a unit in LD (2.3.3)."""
    if not charges(parts):
        return []
    found: list[RuleRestriction] = []
    if not may_charge(unit.flags.get("charged", ()), bound):
        template = ORDER_REASONS["charge_wait_order"]
        args = {"unit": unit.key, "bound": _last_charge(unit, bound) or "?"}
        found.append(RuleRestriction("charge_wait_order", template, args))
    if unit.disorder == "LD":
        template = ORDER_REASONS["ld_charge_order"]
        found.append(RuleRestriction("ld_charge_order", template, {"unit": unit.key}))
    return found


def movement_restrictions(unit: UnitState, done: MovementDone, bound: int) -> list[RuleRestriction]:
    """What the rules say against the movement the umpire confirms: a charge the unit may
    not make now (2.3.3: within 4 bounds of the last; in LD)."""
    if not done.charged:
        return []
    found: list[RuleRestriction] = []
    if not may_charge(unit.flags.get("charged", ()), bound):
        args = {"bound": _last_charge(unit, bound) or "?"}
        found.append(
            RuleRestriction("charge_wait_move", MOVEMENT_REASONS["charge_wait_move"], args)
        )
    if unit.disorder == "LD":
        found.append(RuleRestriction("ld_charge_move", MOVEMENT_REASONS["ld_charge_move"]))
    return found


def movement_effects(unit: UnitState, done: MovementDone, bound: int) -> list[Effect]:
    """The flags a movement sets, and the formation it reached, in that order."""
    effects: list[Effect] = []

    def flag(key: str, name: str, rule: str) -> None:
        effects.append(Effect(key, "flag", None, name, rule, flag_until(name, bound)))

    if done.charged:
        flag(unit.key, "charged", "2.3.3")
    if done.fast_march:
        flag(unit.key, "fast_march", "2.3.2")
    if done.changed_formation:
        flag(unit.key, "changed_formation", "Table 8, 2.1.0, 2.2.1")
    if done.formation is not None and done.formation != unit.formation:
        effects.append(Effect(unit.key, "formation", unit.formation, done.formation, "2.2.1"))
    for other in done.passed_through:
        flag(other, "passed_through", "1.1.1, 2.3.4")
    return effects
