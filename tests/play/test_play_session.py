"""`play.session.PlaySession`: an open game as the roll dialog reads it, again and again —
the written order's defaults (its target, the charge), the column a melee's defender
reads (4.1.3, 4.1.1), the kind "Roll…" opens for a unit, and a fresh reading of the game
each time. Pure: no Qt."""

from __future__ import annotations

from ba_console.core.orders import Attack, OrderFacts, OrderParts
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.movement import MovementChoice
from ba_console.play.orders import parts_to_store
from ba_console.play.session import PlaySession


def attack(game, unit: str, target: str, status: str = "written", **more) -> None:
    parts = OrderParts(attack=Attack(target=target, **more))
    game.save_order(1, unit, f"attack {target}", parts=parts_to_store(parts, OrderFacts()),
                    status=status)  # fmt: skip


def test_the_written_attack_names_its_target_by_key_or_by_name(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    attack(game, "i-15", "1/2e Grenadiers à pied", at_the_charge=True)
    attack(game, "ii-15", "i-2c")
    attack(game, "i-18", "the farm")
    attack(game, "ii-18", "i-1t", status="not_followed")
    assert session.written_attack("i-15").attack.at_the_charge
    assert [session.ordered_target(u) for u in ("i-15", "ii-15", "i-18", "ii-18", "f-15")] == [
        "i-2g",
        "i-2c",
        None,  # no unit of that name: the umpire chooses
        None,  # an order not followed is no attack (1.1.3)
        None,
    ]
    assert session.written_attack("hiller") is None


def test_a_defender_attacking_its_attacker_reads_the_attacker_column_at_the_charge(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    attack(game, "i-15", "i-2g")
    attack(game, "i-2g", "I./15th Infantry Regiment", at_the_charge=True)
    found = session.defender_reading("i-2g", ["i-15"], hit_in_flank_or_rear=False)
    assert found.target == "i-15" and found.order_charge
    assert (found.reading.attacks_too, found.reading.code) == (True, "attacks_too")
    assert session.defender_note("i-2g", found.reading, attacks_too=True) == (
        "defender i-2g fought as an attacker, Table 8's attacker column: Attacks too: reads "
        "the attacker column (its order attacks i-15, 4.1.3)"
    )
    flank = session.defender_reading("i-2g", ["i-15"], hit_in_flank_or_rear=True)
    assert (flank.reading.attacks_too, flank.reading.code) == (False, "hit_in_flank_or_rear")
    assert flank.read_from != found.read_from  # the dialog keeps a choice until this changes
    game.update_unit("i-2g", disorder="LD")  # in LD it may attack, not charge (2.3.3)
    in_ld = session.defender_reading("i-2g", ["i-15"], hit_in_flank_or_rear=False)
    assert in_ld.reading.attacks_too and not in_ld.order_charge


def test_each_reading_sees_the_game_as_it_is_now(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    choices = RollChoices("melee", (RoleChoice("attacker", "i-15"), RoleChoice("defender", "i-2g")))
    assert session.auto_ticks(choices.roles[1], choices) == []
    game.update_unit("i-2g", disorder="MD")  # a correction made while the dialog is open
    assert [t.key for t in session.auto_ticks(choices.roles[1], choices)] == ["medium_disorder_md"]
    game.add_side_penalty("prussia", -1, until_bound=2, from_bound=1)
    assert session.side_penalty("i-15").value == -1 and session.side_penalty("i-2g") is None
    # Not on a staff figure's own roll (1.1.4): a catch roll, or a roll-off naming one.
    assert session.side_penalty("hiller", "roll_off") is None
    assert session.side_penalty("i-15", "catch") is None
    assert session.side_penalty("i-15", "roll_off").value == -1


def test_roll_opens_a_batterys_fire_for_a_battery(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    game.set_phase(1, "fire")
    assert [session.phase_kind(u) for u in ("bty-12", "i-15", None)] == [
        "artillery_fire",
        "fire",
        "fire",
    ]
    assert session.out_of_step("melee") and not session.out_of_step("catch")
    assert session.picks_staff("catch") and not session.picks_staff("fire")


def test_the_units_of_fire_and_melee_the_rules_count(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    line = session.counted_units("fire", "firer", "i-15")
    assert (line.what, line.figures, line.units, line.rule) == (
        "fire",
        36,
        (10, 10, 10, 6),
        "3.1.1",
    )
    assert session.counted_units("artillery_fire", "firer", "bty-12").units == (2, 2, 2, 2)
    game.update_unit("ii-15", formation="attack_column")  # two ranks fire (3.2.0): not shown
    assert session.counted_units("fire", "firer", "ii-15") is None
    # 4.1.3: the two front ranks count; a line's two ranks are all its figures (1.3.1).
    assert session.counted_units("melee", "defender", "i-2g").units == (10, 10, 8)
    assert session.counted_units("melee", "defender", "bty-yg").units == (8,)  # all gunners
    assert session.counted_units("melee", "attacker", "hiller") is None  # staff: no unit
    # An attack column's two front ranks need its frontage: the umpire counts them.
    column = session.counted_units("melee", "attacker", "ii-15")
    assert (column.figures, column.units) == (None, ())


def test_the_session_reads_the_pack_and_the_game_for_the_dialog(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    game.set_phase(2, "fire")
    assert (session.bound, session.phase().phase) == (2, "fire")
    melee = session.kind("melee")
    assert [t for t, _, column in session.role_tables(melee, "defender")] == ["t08"]
    assert [column for *_, column in session.role_tables(melee, "defender")] == ["defender"]
    catch = session.kind("catch")
    assert (
        session.outcome_labels(catch)["falls"],
        session.outcome_labels(catch, "da")["falls"],
    ) == (
        "Falls",
        "Falder",
    )
    assert session.outcome_labels(session.kind("reorganisation")) == {}
    assert session.names()["i-15"] == "I./15th Infantry Regiment"
    assert (session.side_of("i-15"), session.side_of("i-2g")) == ("prussia", "france")
    assert session.unit_state("hiller") is None  # a staff figure is no tactical unit
    assert session.written_attack("hiller") is None and session.written_attack(None) is None


def test_a_written_attack_on_a_position_names_no_defender_to_attack(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    attack(game, "i-2g", "i-15", against_position=True)
    found = session.defender_reading("i-2g", ["i-15"], hit_in_flank_or_rear=False)
    assert found.target is None and not found.reading.attacks_too


def test_the_movement_step_is_read_and_confirmed_through_the_session(ba_pack, demo):
    game = demo()
    session = PlaySession(game, ba_pack)
    attack(game, "i-15", "i-2g", at_the_charge=True)
    (line,) = session.movement_lines()
    assert line.unit == "i-15"
    read = session.preview_movement(line, MovementChoice("i-15", carried=line.default))
    assert read.draft.units == ("i-15",)


def test_a_threshold_tests_outcomes_are_its_pass_and_its_fail(gdb_pack, demo):
    session = PlaySession(demo(gdb_pack), gdb_pack)
    labels = session.outcome_labels(session.kind("formation_test"))
    assert labels == {
        "keeps_formation": "Keeps formation; may go on into melee",
        "unformed": labels["unformed"],
    }
    assert list(labels) == ["keeps_formation", "unformed"]
