"""Orders: write a unit's order for the bound as typed, and "same as last bound".

An order's status says whether an ordering roll is needed (1.1.3); a unit in FD takes no
orders (1.1.2), and an order whose ordering roll is logged is not changed (void the roll
first). Each order written is an edit Undo takes back (`OrderEdit`) until a roll of the
unit is logged under it. Messages keep the controller's translation context
("GameController").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ba_console.core.orders import OrderFacts, OrderParts, ordering_roll_reasons
from ba_console.gui.actions.base import ActionHost, ActionRefused, Changes, require_game
from ba_console.gui.history import Edit, Gone
from ba_console.gui.labels import display_text, label
from ba_console.play.orders import OrderRow, order_row, parts_from_store, parts_to_store
from ba_console.store.kinds import RESERVED_KINDS
from ba_console.store.models import Order, Unit


def save_order(
    host: ActionHost,
    unit: str,
    *,
    text: str | None = None,
    parts: OrderParts | None = None,
    facts: OrderFacts | None = None,
) -> Changes:
    """Write a unit's order for the current bound as typed; what is not given stays."""
    require_game(host)
    bound = host.bound
    with host.transaction() as game:
        before = game.order(bound, unit)
        current = order_row(game.unit(unit), before, None)
        check_order_allowed(current)
        text = current.text if text is None else text
        parts = current.parts if parts is None else parts
        facts = current.facts if facts is None else facts
        check_parts(host, current.unit, parts)
        facts = OrderFacts(
            disorder=current.unit.disorder,
            over_30cm_from_commander=facts.over_30cm_from_commander,
            within_30cm_of_formed_enemy=facts.within_30cm_of_formed_enemy,
        )
        reasons = ordering_roll_reasons(parts, facts)
        status = "needs_roll" if reasons else "written"
        after = game.save_order(
            bound, unit, text, parts=parts_to_store(parts, facts), status=status
        )
    edits: tuple[Edit, ...] = ()
    if _order_content(before) != _order_content(after):
        edits = (OrderEdit(host, current.unit.name, before, after),)
    return Changes(orders=((bound, unit),), edits=edits)


def previous_order(host: ActionHost, unit: str) -> tuple[str, OrderParts, OrderFacts]:
    """The unit's order of the bound before, to copy: text, parts and facts."""
    game = require_game(host)
    bound = host.bound
    previous = game.order(bound - 1, unit) if bound > 1 else None
    if previous is None or (not previous.text.strip() and not previous.parts):
        raise ActionRefused(
            QCoreApplication.translate("GameController", "%1 had no order in bound %2 to copy.")
            .replace("%1", game.unit(unit).name)
            .replace("%2", str(bound - 1))
        )
    parts, facts = parts_from_store(previous.parts)
    return previous.text, parts, facts


@dataclass
class CopiedOrders:
    """Orders copied from the bound before, one action each: the changes of each order
    copied, how many units had none to copy, how many could not take one, and why the
    store refused those it refused (a unit in FD, or with its ordering roll logged, is
    counted, not named)."""

    done: list[Changes] = field(default_factory=list)
    without: int = 0
    refused: int = 0
    refusals: list[str] = field(default_factory=list)


def copy_orders_of(host: ActionHost, units: list[str]) -> CopiedOrders:
    """Copy each unit's order of the bound before (see `CopiedOrders`)."""
    game = require_game(host)
    bound = host.bound
    copied = CopiedOrders()
    for unit in units:
        previous = game.order(bound - 1, unit)
        if previous is None or (not previous.text.strip() and not previous.parts):
            copied.without += 1
            continue
        try:
            check_order_allowed(host.order_row(unit))
        except ActionRefused:
            copied.refused += 1
            continue
        parts, facts = parts_from_store(previous.parts)
        try:
            copied.done.append(save_order(host, unit, text=previous.text, parts=parts, facts=facts))
        except ActionRefused as exc:
            copied.refused += 1
            copied.refusals.append(str(exc))
    return copied


def copy_refusal(host: ActionHost, units: list[str]) -> str:
    """Why "same as last bound" cannot copy the orders of `units` ("" when it can)."""
    if host.game is None:
        return QCoreApplication.translate("GameController", "No game is open.")
    if not units:
        return QCoreApplication.translate(
            "GameController", "Select the units whose orders of last bound to copy."
        )
    if host.bound <= 1:
        return QCoreApplication.translate(
            "GameController",
            "This is bound 1: there is no bound before it to copy orders from.",
        )
    return ""


def check_order_allowed(row: OrderRow) -> None:
    """FD takes no orders (1.1.2); an order whose roll is logged stands."""
    if not row.can_take_orders:
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController", "%1 is in full disorder (FD) and cannot take orders (1.1.2)."
            ).replace("%1", row.unit.name)
        )
    if row.status in ("followed", "not_followed"):
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController",
                "The ordering roll of %1 is already logged (%2): void that roll in the log "
                "before changing the order.",
            )
            .replace("%1", row.unit.name)
            .replace("%2", label(row.status))
        )


def check_parts(host: ActionHost, unit: Unit, parts: OrderParts) -> None:
    """Canister is for artillery (3.4.4); a transfer goes to a commander of the unit's own
    side (1.1.5) other than its own; a charge waits four bounds after the last, and a unit
    in LD cannot charge (2.3.3)."""
    # What the rules forbid is read with the rules and the validated pack: loaded at the
    # first order written, not on the way to the window.
    from ba_console.play.movement import order_refusals
    from ba_console.play.stored import StoredGame

    game = require_game(host)
    if host.pack is not None:
        refused = order_refusals(host.pack, StoredGame(game, host.bound), unit.key, parts)
        if refused:
            first = refused[0]
            names = {unit.key: unit.name}
            raise ActionRefused(
                display_text("rules", first.template, first.args, first.text, names)
            )
    if parts.load_canister and unit.arm != "artillery":
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController", "Only artillery loads canister (3.4.4); %1 is %2."
            )
            .replace("%1", unit.name)
            .replace("%2", label(unit.arm))
        )
    if not parts.transfer_to:
        return
    commander = next((c for c in host.commanders() if c.key == parts.transfer_to), None)
    if commander is None:
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController", "There is no commander %1 to transfer to."
            ).replace("%1", parts.transfer_to)
        )
    if commander.side != unit.side:
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController", "A unit can only be transferred to its own side (1.1.5)."
            )
        )
    if commander.key == unit.commander:
        raise ActionRefused(
            QCoreApplication.translate("GameController", "%1 already serves under %2.")
            .replace("%1", unit.name)
            .replace("%2", commander.name)
        )


def _order_content(order: Order | None) -> tuple[Any, ...] | None:
    return None if order is None else (order.text, tuple(order.parts), order.status)


class OrderEdit(Edit):
    """An order written: undo puts back the order before it (or none), redo this one. Both
    are refused as changing the order is: a unit in FD, or an ordering roll logged. Once a
    roll of the unit (its fire, a melee, its movement…) is logged in the bound after the
    order was written, or since it was undone, the rolls were made under the order as it
    stands: the step is refused and leaves the history (`Gone`), so Undo goes on to the
    edits before it."""

    def __init__(self, host: ActionHost, name: str, before: Order | None, after: Order) -> None:
        super().__init__(
            QCoreApplication.translate("GameController", "order of %1").replace("%1", name),
            undo=lambda: self._put(before),
            redo=lambda: self._put(after),
        )
        self._host = host
        self._name = name
        self._bound = after.bound
        self._unit = after.unit
        # The first log row written after the order as it now stands.
        self._since = require_game(host).next_sequence()

    def _put(self, order: Order | None) -> None:
        host, bound, unit = self._host, self._bound, self._unit
        game = require_game(host)
        check_order_allowed(host.order_row(unit, bound))
        self._check_no_roll_since(game)
        if order is None:
            game.delete_order(bound, unit)
        else:
            game.save_order(bound, unit, order.text, parts=order.parts, status=order.status)
        self._since = game.next_sequence()
        host.replayed(Changes(orders=((bound, unit),)))

    def _check_no_roll_since(self, game: Any) -> None:
        made = [
            roll
            for roll in game.rolls(bound=self._bound, unit=self._unit)
            if roll.sequence >= self._since
            and roll.kind not in RESERVED_KINDS
            and roll.voided_by is None
        ]
        if not made:
            return
        kinds = ", ".join(
            f"{_kind_label(self._host, roll.kind)} (#{roll.sequence})" for roll in made
        )
        raise Gone(
            QCoreApplication.translate(
                "GameController",
                "Undo keeps the order of %1: %2 logged under it. Void that in the log to "
                "change it.",
            )
            .replace("%1", self._name)
            .replace("%2", kinds)
        )


def _kind_label(host: ActionHost, kind: str) -> str:
    """A logged row's kind as the pack names it in the interface language."""
    outline = host.outline
    if outline is not None and kind in outline.rolls:
        return outline.rolls[kind].label.get(host.language)
    return label(kind)
