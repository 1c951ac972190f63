"""Melees the fire phase cancelled still count as fought (4.1.1; digest: "Melee
participation gives the attack/defence penalty for the rest of this bound and all of the
next (Table 8), even if the melee never happened because the opponent went MD/FD in the
fire phase while at contact. Putting an opponent into FD gives a bonus for this and next
bound, also if the FD came from fire while at contact."). The Danish text is not in our
material."""

from __future__ import annotations

from ba_console.core.orders import Attack, March, OrderFacts, OrderParts
from ba_console.core.phases import PhasePosition
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.melee import cancelled_melees, rows_on_leaving
from ba_console.play.movement import MovementChoice, movement_lines, preview_movement
from ba_console.play.orders import parts_to_store
from ba_console.play.roll import preview
from ba_console.play.stored import StoredGame
from ba_console.play.tasks import unresolved_attacks
from tests.play.conftest import sheet_rows

MELEE_STEP = PhasePosition(1, "melee", "melee")


def attack_at_contact(pack, game, attacker: str, target: str, carried="as_ordered",
                      passed_through=(), parts=None) -> None:  # fmt: skip
    parts = parts or OrderParts(attack=Attack(target=target))
    game.save_order(1, attacker, f"attack {target}", parts=parts_to_store(parts, OrderFacts()))
    game.set_phase(1, "movement", "march")
    (line,) = [line for line in movement_lines(pack, game) if line.unit == attacker]
    choice = MovementChoice(attacker, carried=carried, passed_through=passed_through)
    game.append_roll(preview_movement(pack, StoredGame(game), line, choice).draft)


def fire_into(pack, game, firer: str, target: str, disorder: str):
    game.set_phase(1, "fire")
    choices = RollChoices(
        "fire",
        (RoleChoice("firer", firer, faces=(6, 6, 5), target=target),),
        typed_outcomes={0: "from the book"},
        disorder={target: disorder},
    )
    return game.append_roll(preview(pack, StoredGame(game), choices).draft)


def flags(game, unit: str) -> set[str]:
    return {flag.key for flag in game.flags(unit)}


def test_a_defender_put_into_md_by_fire_cancels_the_melee_but_both_count_as_in_it(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    fire_into(ba_pack, game, "ii-15", "i-1t", "MD")
    # No melee is left to make: Next does not ask about it.
    game.set_phase(1, "melee", "melee")
    assert unresolved_attacks(ba_pack, game, 1, sheet_rows(game)) == []
    (melee,) = cancelled_melees(ba_pack, game, 1)
    assert (melee.attacker, melee.defender, melee.broken) == ("i-15", "i-1t", (("i-1t", "MD"),))
    (draft,) = rows_on_leaving(ba_pack, game, MELEE_STEP)
    row = game.append_roll(draft)
    assert row.kind == "melee_cancelled" and row.units[:2] == ("i-15", "i-1t")
    assert "attacked" in flags(game, "i-15") and "defended" in flags(game, "i-1t")
    assert "opponent_into_fd" not in flags(game, "i-15")  # MD is no FD
    # Logged once: leaving the step again logs nothing more.
    assert rows_on_leaving(ba_pack, game, MELEE_STEP) == []


def test_a_defender_put_into_fd_by_fire_gives_the_attacker_the_fd_bonus(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    fire_into(ba_pack, game, "ii-15", "i-1t", "FD")
    (draft,) = rows_on_leaving(ba_pack, game, MELEE_STEP)
    game.append_roll(draft)
    assert {"attacked", "opponent_into_fd"} <= flags(game, "i-15")
    assert "defended" in flags(game, "i-1t")


def test_an_attacker_broken_by_fire_still_gives_its_defender_the_flags(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    fire_into(ba_pack, game, "i-1t", "i-15", "FD")
    (draft,) = rows_on_leaving(ba_pack, game, MELEE_STEP)
    game.append_roll(draft)
    assert {"defended", "opponent_into_fd"} <= flags(game, "i-1t")


def test_an_attack_not_at_contact_is_not_a_cancelled_melee(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t", carried="not_carried_out")
    fire_into(ba_pack, game, "ii-15", "i-1t", "MD")
    assert cancelled_melees(ba_pack, game, 1) == []


def test_only_leaving_the_melee_step_logs_them(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    fire_into(ba_pack, game, "ii-15", "i-1t", "MD")
    assert rows_on_leaving(ba_pack, game, PhasePosition(1, "fire")) == []
    assert len(rows_on_leaving(ba_pack, game, MELEE_STEP)) == 1


def test_an_attacker_that_passed_through_a_unit_on_its_way_is_still_at_contact(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t", passed_through=("ii-15",))
    fire_into(ba_pack, game, "i-1t", "i-15", "FD")
    (melee,) = cancelled_melees(ba_pack, game, 1)
    assert (melee.attacker, melee.defender) == ("i-15", "i-1t")


def test_a_fire_roll_voided_breaks_no_one(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    row = fire_into(ba_pack, game, "ii-15", "i-1t", "MD")
    game.void_roll(row.sequence, "typed for the wrong unit")
    assert cancelled_melees(ba_pack, game, 1) == []
    assert rows_on_leaving(ba_pack, game, MELEE_STEP) == []


def test_an_order_found_not_followed_after_its_movement_makes_no_melee(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    parts = parts_to_store(OrderParts(attack=Attack(target="i-1t")), OrderFacts())
    game.save_order(1, "i-15", "attack i-1t", parts=parts, status="not_followed")
    fire_into(ba_pack, game, "ii-15", "i-1t", "MD")
    assert cancelled_melees(ba_pack, game, 1) == []


def test_a_unit_that_only_marched_is_in_no_melee_though_fire_broke_it(ba_pack, demo):
    game = demo()
    march = OrderParts(march=March(to="the church"))
    attack_at_contact(ba_pack, game, "i-15", "i-1t", parts=march)
    fire_into(ba_pack, game, "i-1t", "i-15", "FD")
    assert cancelled_melees(ba_pack, game, 1) == []


def test_with_no_unit_broken_by_fire_leaving_the_melee_step_logs_nothing(ba_pack, demo):
    game = demo()
    attack_at_contact(ba_pack, game, "i-15", "i-1t")
    fire_into(ba_pack, game, "ii-15", "i-1t", "LD")
    assert rows_on_leaving(ba_pack, game, MELEE_STEP) == []
