"""Orders as play reads them: the codec between `OrderParts` with the umpire's
`OrderFacts` and the store's parts (one plain table per part), and the order sheet of a
bound, one line per unit with whether it needs an ordering roll (1.1.3, 4.1.2).

Pure: no Qt, no SQL.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict
from typing import Any, NamedTuple

from ba_console.core.orders import (
    NO_PARTS,
    Attack,
    March,
    OrderFacts,
    OrderParts,
    ordering_roll_reasons,
)
from ba_console.store.models import Commander, Order, Unit

# The store's part that keeps the facts the umpire stated about an order (1.1.3).
FACTS_PART = "facts"


def parts_to_store(parts: OrderParts, facts: OrderFacts) -> tuple[dict[str, Any], ...]:
    """The order's parts as the store keeps them: one table per part, plus the facts the
    umpire stated (they decide the ordering roll, 1.1.3, and are kept for disputes)."""
    out: list[dict[str, Any]] = []
    if parts.march is not None:
        out.append({"part": "march", **asdict(parts.march)})
    if parts.formation is not None:
        out.append({"part": "formation", "to": parts.formation})
    if parts.split:
        out.append({"part": "split"})
    if parts.assemble:
        out.append({"part": "assemble"})
    if parts.attack is not None:
        out.append({"part": "attack", **asdict(parts.attack)})
    if parts.field_work:
        out.append({"part": "field_work", "what": parts.field_work})
    if parts.transfer_to:
        out.append({"part": "transfer", "to": parts.transfer_to})
    if parts.load_canister:
        out.append({"part": "load_canister"})
    if parts.rest:
        out.append({"part": "rest"})
    if facts.over_30cm_from_commander or facts.within_30cm_of_formed_enemy:
        out.append(
            {
                "part": FACTS_PART,
                "over_30cm_from_commander": facts.over_30cm_from_commander,
                "within_30cm_of_formed_enemy": facts.within_30cm_of_formed_enemy,
            }
        )
    return tuple(out)


def parts_from_store(
    stored: tuple[dict[str, Any], ...], disorder: str = "ordered"
) -> tuple[OrderParts, OrderFacts]:
    """The inverse of `parts_to_store`; parts it does not know are ignored."""
    values: dict[str, Any] = {}
    over_30cm = near_enemy = False
    for part in stored:
        kind = part.get("part")
        body = {k: v for k, v in part.items() if k != "part"}
        if kind == "march":
            values["march"] = March(**body)
        elif kind == "formation":
            values["formation"] = body.get("to")
        elif kind in ("split", "assemble", "load_canister", "rest"):
            values[kind] = True
        elif kind == "attack":
            values["attack"] = Attack(**body)
        elif kind == "field_work":
            values["field_work"] = body.get("what")
        elif kind == "transfer":
            values["transfer_to"] = body.get("to")
        elif kind == FACTS_PART:
            over_30cm = bool(body.get("over_30cm_from_commander"))
            near_enemy = bool(body.get("within_30cm_of_formed_enemy"))
    facts = OrderFacts(
        disorder=disorder,
        over_30cm_from_commander=over_30cm,
        within_30cm_of_formed_enemy=near_enemy,
    )
    return OrderParts(**values), facts


class OrderRow(NamedTuple):
    """One unit's line on the order sheet of a bound."""

    unit: Unit
    text: str = ""
    parts: OrderParts = NO_PARTS  # immutable both: one default serves every row
    facts: OrderFacts = OrderFacts()
    status: str | None = None  # the store's status; None while no order is written
    reasons: tuple[str, ...] = ()  # keys of core.orders.REASONS
    previous: Order | None = None  # the unit's order of the bound before

    @property
    def has_order(self) -> bool:
        return bool(self.text.strip()) or not self.parts.empty

    @property
    def can_take_orders(self) -> bool:
        return self.unit.disorder != "FD"


class OrderGroup(NamedTuple):
    """The units of one immediate commander (`key` None: of none), as one order sheet."""

    key: str | None
    name: str
    side: str
    fallen: bool
    rows: tuple[OrderRow, ...]


def order_row(unit: Unit, order: Order | None, previous: Order | None) -> OrderRow:
    """A unit's line: its order as written, and whether it needs an ordering roll (1.1.3)."""
    if order is None:
        facts = OrderFacts(disorder=unit.disorder)
        reasons = tuple(ordering_roll_reasons(NO_PARTS, facts))
        return OrderRow(unit=unit, facts=facts, reasons=reasons, previous=previous)
    parts, facts = parts_from_store(order.parts, unit.disorder)
    reasons = tuple(ordering_roll_reasons(parts, facts))
    status = order.status
    if status in ("written", "needs_roll") and unit.disorder != "FD":  # FD: no order at all
        # Until its roll is logged, whether an order needs one follows the unit as it is
        # now (a correction to LD after a formation change was written, 1.1.3), so the
        # Status cell, the summary and Next's open tasks all say the same.
        status = "needs_roll" if reasons else "written"
    return OrderRow(unit, order.text, parts, facts, status, reasons, previous)


def order_sheet(
    units: Iterable[Unit],
    commanders: Iterable[Commander],
    orders: Iterable[Order],
    previous: Iterable[Order] = (),
) -> list[OrderGroup]:
    """Every unit still on the table, grouped by immediate commander, with its order; the
    units of no commander (or of one not in the roster) last, in a group keyed None."""
    written = {order.unit: order for order in orders}
    before = {order.unit: order for order in previous}
    commanders = list(commanders)
    groups: dict[str | None, list[OrderRow]] = {c.key: [] for c in commanders}
    for unit in units:
        if unit.figures <= 0:
            continue  # removed from play (5.5.2): no order sheet line
        row = order_row(unit, written.get(unit.key), before.get(unit.key))
        groups.setdefault(unit.commander if unit.commander in groups else None, []).append(row)
    sheet = [
        OrderGroup(c.key, c.name, c.side, c.fallen, tuple(groups[c.key]))
        for c in commanders
        if groups[c.key]
    ]
    loose = groups.get(None)
    if loose:
        sheet.append(OrderGroup(None, "", loose[0].unit.side, False, tuple(loose)))
    return sheet


def transfers(
    units: Iterable[Unit], commanders: Iterable[Commander], orders: Iterable[Order]
) -> list[tuple[Unit, Commander]]:
    """The transfers a bound's orders make (1.1.5): each unit with the commander it goes
    to, in roster order. A transfer to the commander the unit serves under already, or to
    one no longer in the roster, moves nothing."""
    to = {}
    for order in orders:
        parts, _facts = parts_from_store(order.parts)
        if parts.transfer_to:
            to[order.unit] = parts.transfer_to
    by_key = {commander.key: commander for commander in commanders}
    return [
        (unit, by_key[to[unit.key]])
        for unit in units
        if unit.key in to and to[unit.key] in by_key and unit.commander != to[unit.key]
    ]
