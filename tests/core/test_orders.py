"""Orders (1.1.2) and when they need an ordering roll (1.1.3); transfers (1.1.5)."""

import pytest

from ba_console.core.orders import (
    REASONS,
    Attack,
    March,
    OrderFacts,
    OrderParts,
    can_take_orders,
    ordering_roll_reasons,
)

MARCH = OrderParts(march=March(to="the church", distance_cm=20))
TO_SQUARE = OrderParts(formation="square")


def test_an_order_near_the_commander_needs_no_roll():
    assert ordering_roll_reasons(MARCH, OrderFacts()) == []


def test_more_than_30_cm_from_the_commander_needs_a_roll():
    assert ordering_roll_reasons(MARCH, OrderFacts(over_30cm_from_commander=True)) == ["far"]
    assert "more than 30 cm" in REASONS["far"]


@pytest.mark.parametrize("disorder", ["LD", "MD"])
def test_a_formation_change_in_light_or_medium_disorder_needs_a_roll(disorder):
    assert ordering_roll_reasons(TO_SQUARE, OrderFacts(disorder=disorder)) == ["formation_disorder"]
    # A plain march in the same disorder does not.
    assert ordering_roll_reasons(MARCH, OrderFacts(disorder=disorder)) == []


def test_a_formation_change_within_30_cm_of_a_formed_enemy_needs_a_roll():
    facts = OrderFacts(within_30cm_of_formed_enemy=True)
    assert ordering_roll_reasons(TO_SQUARE, facts) == ["formation_enemy"]
    assert ordering_roll_reasons(MARCH, facts) == []


def test_every_reason_is_listed():
    facts = OrderFacts(
        disorder="MD", over_30cm_from_commander=True, within_30cm_of_formed_enemy=True
    )
    assert ordering_roll_reasons(TO_SQUARE, facts) == [
        "far",
        "formation_disorder",
        "formation_enemy",
    ]


def test_full_disorder_cannot_take_orders():
    assert not can_take_orders("FD")
    assert all(can_take_orders(d) for d in ("ordered", "LD", "MD"))
    assert ordering_roll_reasons(MARCH, OrderFacts(disorder="FD")) == ["fd"]
    assert "cannot take orders" in REASONS["fd"]


def test_an_unknown_disorder_state_is_refused():
    with pytest.raises(ValueError, match="disorder must be one of ordered, LD, MD, FD"):
        can_take_orders("panic")


def test_a_transfer_needs_no_ordering_roll():
    transfer = OrderParts(transfer_to="brigade_2")
    assert ordering_roll_reasons(transfer, OrderFacts(over_30cm_from_commander=True)) == []


def test_an_empty_order_needs_no_roll():
    assert OrderParts().empty
    assert ordering_roll_reasons(OrderParts(), OrderFacts(over_30cm_from_commander=True)) == []


def test_the_ordering_roll_bonuses_of_1_1_3_are_recognised():
    toward = OrderParts(march=March(toward_commander=True))
    assert toward.only_march_toward_commander
    assert not OrderParts(march=March(toward_commander=True), rest=True).only_march_toward_commander
    assert OrderParts(formation="huddle").only_change_to_huddle
    assert not OrderParts(formation="huddle", split=True).only_change_to_huddle


def test_several_parts_combine_in_one_order():
    order = OrderParts(
        march=March(to="hill 12", rate="charge"),
        attack=Attack(target="2/IR7", at_the_charge=True),
    )
    assert order.attack.at_the_charge and order.march.rate == "charge"


@pytest.mark.parametrize(
    ("parts", "message"),
    [
        ({"formation": "wedge"}, "formation 'wedge' is not one of line, attack_column"),
        ({"split": True, "assemble": True}, "cannot both split and assemble"),
        (
            {"transfer_to": "brigade_2", "march": {"to": "the mill"}},
            r"a transferred unit gets no other order that bound \(1\.1\.5\)",
        ),
        ({"march": {"rate": "gallop"}}, "rate must be 'normal', 'fast' or 'charge', not 'gallop'"),
        ({"march": {"distance_cm": -5}}, "distance_cm must be 0 or more, not -5"),
        ({"march": {"distance_cm": -1}}, "distance_cm must be 0 or more, not -1"),
        ({"attack": {"target": ""}}, r"an attack names its target \(4\.1\.2\)"),
        ({"orders": "advance"}, "unknown order part 'orders'"),
        ({"march": {"where": "the mill"}}, "unknown field 'where' of march"),
    ],
)
def test_order_parts_are_validated_with_clear_messages(parts, message):
    with pytest.raises(ValueError, match=message):
        OrderParts.from_data(parts)


def test_a_march_of_no_distance_is_an_order():
    """A unit told to hold its ground where it is: 0 cm is a march, written down."""
    parts = OrderParts.from_data({"march": {"to": "stays at the farm", "distance_cm": 0}})
    assert parts.march == March(to="stays at the farm", distance_cm=0)
