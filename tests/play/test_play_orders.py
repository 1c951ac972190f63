"""`play.orders`: orders as the store keeps them (one plain table per part, and the facts
the umpire stated) and the order sheet of a bound, whose Status follows the unit as it is
now until its ordering roll is logged (1.1.3, 1.1.2). Pure: no Qt."""

from __future__ import annotations

import pytest

from ba_console.core.orders import Attack, March, OrderFacts, OrderParts
from ba_console.play.orders import (
    FACTS_PART,
    order_row,
    order_sheet,
    parts_from_store,
    parts_to_store,
)
from ba_console.store.models import Commander, Order, Unit

EVERY_PART = OrderParts(
    march=March(to="the church", distance_cm=20, rate="fast", limited=True),
    formation="square",
    split=True,
    attack=Attack(target="i-2g", at_the_charge=True),
    field_work="abatis",
    load_canister=True,
    rest=True,
)


@pytest.mark.parametrize(
    ("parts", "facts"),
    [
        (EVERY_PART, OrderFacts(over_30cm_from_commander=True, within_30cm_of_formed_enemy=True)),
        (OrderParts(assemble=True, transfer_to="hiller"), OrderFacts()),
        (OrderParts(march=March(toward_commander=True)), OrderFacts(disorder="LD")),
        (OrderParts(), OrderFacts()),
    ],
)
def test_an_order_and_its_facts_come_back_from_the_store_as_written(parts, facts):
    stored = parts_to_store(parts, facts)
    assert all(isinstance(part["part"], str) for part in stored)
    assert parts_from_store(stored, facts.disorder) == (parts, facts)


def test_the_facts_are_stored_only_when_stated_and_unknown_parts_are_passed_over():
    plain = parts_to_store(OrderParts(rest=True), OrderFacts())
    assert [part["part"] for part in plain] == ["rest"]
    stored = (*plain, {"part": "semaphore", "flags": 3}, {"part": FACTS_PART})
    assert parts_from_store(stored) == (OrderParts(rest=True), OrderFacts())


def test_a_plain_march_and_attack_are_stored_without_limit_or_charge():
    parts = OrderParts(march=March(to="the mill"), attack=Attack(target="i-2g"))
    assert parts_to_store(parts, OrderFacts()) == (
        {"part": "march", "to": "the mill", "distance_cm": None, "rate": "normal",
         "limited": False, "toward_commander": False},
        {"part": "attack", "target": "i-2g", "at_the_charge": False, "against_position": False},
    )  # fmt: skip


def test_a_stored_part_that_names_no_flag_reads_as_written_plainly():
    stored = ({"part": "march", "to": "the mill"}, {"part": "attack", "target": "i-2g"})
    parts, _ = parts_from_store(stored)
    assert parts.march is not None and parts.attack is not None
    assert (parts.march.limited, parts.march.toward_commander, parts.march.rate) == (
        False,
        False,
        "normal",
    )
    assert (parts.attack.at_the_charge, parts.attack.against_position) == (False, False)


NO_FACTS = OrderFacts()


def unit(key: str = "u", disorder: str = "ordered", figures: int = 30, commander=None) -> Unit:
    return Unit(key, key.upper(), "france", "infantry", "line", 30, figures, commander,
                disorder=disorder)  # fmt: skip


def order(parts: OrderParts, facts: OrderFacts = NO_FACTS, status="written") -> Order:
    return Order(1, "u", "as written", parts_to_store(parts, facts), status)


FORMATION = OrderParts(formation="attack_column")


def test_a_formation_change_needs_a_roll_while_the_unit_is_in_ld_as_it_is_now():
    written = order(FORMATION)
    assert order_row(unit(), written, None).status == "written"
    row = order_row(unit(disorder="LD"), written, None)  # corrected to LD since (1.1.3)
    assert (row.status, row.reasons) == ("needs_roll", ("formation_disorder",))
    # Back in order before its roll: no roll needed any more.
    stored = order(FORMATION, status="needs_roll")
    assert order_row(unit(), stored, None).status == "written"


def test_a_logged_roll_or_a_unit_in_fd_keeps_the_stored_status():
    for status in ("followed", "not_followed"):
        assert order_row(unit(disorder="LD"), order(FORMATION, status=status), None).status == (
            status
        )
    row = order_row(unit(disorder="FD"), order(FORMATION, status="needs_roll"), None)
    assert (row.status, row.reasons, row.can_take_orders) == ("needs_roll", ("fd",), False)


def test_a_unit_without_an_order_has_a_blank_line():
    previous = order(OrderParts(rest=True))
    row = order_row(unit(), None, previous)
    assert (row.status, row.has_order, row.previous) == (None, False, previous)
    assert order_row(unit(disorder="FD"), None, None).reasons == ("fd",)


def test_the_sheet_groups_units_by_commander_leaves_out_removed_units_and_the_loose_last():
    commanders = [Commander("c1", "First", "france"), Commander("c2", "Second", "france")]
    units = [
        unit("a", commander="c2"),
        unit("b"),
        unit("c", commander="c1", figures=0),  # removed from play (5.5.2)
        unit("d", commander="ghost"),  # a commander not in the roster
        unit("e", commander="c2"),
    ]
    written = [Order(1, "e", "attack", parts_to_store(OrderParts(rest=True), OrderFacts()))]
    sheet = order_sheet(units, commanders, written)
    assert [(g.key, [r.unit.key for r in g.rows]) for g in sheet] == [
        ("c2", ["a", "e"]),
        (None, ["b", "d"]),
    ]
    assert [r.has_order for r in sheet[0].rows] == [False, True]
    # The loose units' group is headed by their side, with no commander to have fallen.
    assert (sheet[1].name, sheet[1].side, sheet[1].fallen) == ("", "france", False)


def test_lines_without_an_order_are_read_without_making_order_parts(monkeypatch):
    """The window asks each line of the sheet whether it has an order, a few times a unit
    before its first frame: a line without one holds the parts of no order, made once,
    not a new empty set of parts for each unit and each question."""
    made: list[OrderParts] = []
    make = OrderParts.__init__

    def counted(self, *args, **values):
        made.append(self)
        make(self, *args, **values)

    monkeypatch.setattr(OrderParts, "__init__", counted)
    sheet = order_sheet(
        [unit(key, commander="c1") for key in "abc"], [Commander("c1", "C", "f")], []
    )
    rows = [row for group in sheet for row in group.rows]
    assert [(row.has_order, row.parts.empty, row.status) for row in rows] == [
        (False, True, None)
    ] * 3
    assert made == []


def test_a_unit_down_to_its_last_figure_still_gets_its_line():
    sheet = order_sheet([unit("a", commander="c1", figures=1)], [Commander("c1", "C", "f")], [])
    assert [r.unit.key for g in sheet for r in g.rows] == ["a"]


def test_words_alone_make_an_order_as_do_parts_alone():
    assert order_row(unit(), Order(1, "u", "hold the farm"), None).has_order
    parts = parts_to_store(OrderParts(rest=True), OrderFacts())
    assert order_row(unit(), Order(1, "u", "  ", parts), None).has_order


def test_a_lone_loose_unit_heads_its_group_with_its_side():
    sheet = order_sheet([unit("a")], [Commander("c1", "C", "f")], [])
    assert [(g.key, g.side, [r.unit.key for r in g.rows]) for g in sheet] == [
        (None, "france", ["a"])
    ]
