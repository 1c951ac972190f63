"""The movement step as play: what a unit did of its order, logged with the flags it sets.

Each test names the rule it follows (digest, 1.1.1, 2.1.0, 2.2.1, 2.3.2, 2.3.3, 2.3.4);
the Danish rules text is not in our material, so the digest's sentence is quoted.
"""

from __future__ import annotations

import pytest

from ba_console.core.orders import Attack, March, OrderFacts, OrderParts
from ba_console.core.phases import PhasePosition
from ba_console.play.choices import PlayError, RoleChoice, RollChoices
from ba_console.play.movement import (
    MovementChoice,
    movement_lines,
    order_refusals,
    preview_movement,
)
from ba_console.play.orders import parts_to_store
from ba_console.play.roll import restrictions
from ba_console.play.stored import StoredGame
from ba_console.play.tasks import bound_tasks
from ba_console.rules.common import MovementDone
from tests.play.conftest import sheet_rows

STORM = OrderParts(attack=Attack(target="i-1t", at_the_charge=True))
FAST = OrderParts(march=March(to="the church", rate="fast"))
FORM_COLUMN = OrderParts(formation="attack_column")


def order(game, unit: str, parts: OrderParts, status: str = "written") -> None:
    game.save_order(
        game.phase().bound, unit, "as written", parts=parts_to_store(parts, OrderFacts()),
        status=status,
    )  # fmt: skip


def to_step(game, bound: int, phase: str, sub_phase: str | None = None) -> None:
    game.set_phase(bound, phase, sub_phase)


def confirm(pack, game, unit: str, **choice):
    line = next(line for line in movement_lines(pack, game) if line.unit == unit)
    preview = preview_movement(pack, StoredGame(game), line, MovementChoice(unit, **choice))
    return game.append_roll(preview.draft), preview


def flags(game, unit: str) -> dict[str, tuple[int, int | None]]:
    return {f.key: (f.set_bound, f.expires_after) for f in game.flags(unit)}


def test_only_units_whose_order_moves_them_are_listed_with_what_it_sets(ba_pack, demo):
    game = demo()
    order(game, "i-15", STORM)
    order(game, "ii-15", FAST)
    order(game, "f-15", OrderParts(load_canister=False))  # an empty order moves nothing
    lines = {line.unit: line for line in movement_lines(ba_pack, game)}
    assert set(lines) == {"i-15", "ii-15"}
    assert lines["i-15"].implied == MovementDone(charged=True)
    assert lines["ii-15"].implied == MovementDone(fast_march=True)
    assert lines["i-15"].default == "as_ordered" and not lines["i-15"].confirmed


def test_an_order_not_followed_has_nothing_to_confirm(ba_pack, demo):
    """1.1.3: "A failed ordering roll cancels all parts" of the order."""
    game = demo()
    order(game, "i-15", STORM)
    row, _ = confirm(ba_pack, game, "i-15")  # confirmed before its ordering roll
    order(game, "ii-15", FAST, status="not_followed")
    assert [line.unit for line in movement_lines(ba_pack, game)] == ["i-15"]
    game.save_order(1, "i-15", "as written", parts=parts_to_store(STORM, OrderFacts()),
                    status="not_followed")  # fmt: skip
    (line,) = movement_lines(ba_pack, game)
    # Listed, as its confirmation is logged: the umpire sees it and may take it back.
    assert line.unit == "i-15" and line.default == "not_carried_out"
    assert line.default_reason == "the ordering roll failed: no part of the order (1.1.3)"
    assert line.logged == row


def test_a_storm_sets_charged_kept_for_the_four_bound_wait(ba_pack, demo):
    """2.3.3: "After a bound with a charge, 4 bounds must pass before the next charge";
    the flag counts as "charge during last bound" in the next bound only (Table 8)."""
    game = demo()
    to_step(game, 2, "movement", "march")
    order(game, "i-15", STORM)
    row, preview = confirm(ba_pack, game, "i-15")
    assert row.kind == "movement" and row.outcome.key == "as_ordered"
    assert row.outcome.label == "carried out as ordered"
    assert row.sides == ()
    assert flags(game, "i-15") == {"charged": (2, 6)}


def test_fast_march_and_a_change_of_formation_set_their_flags_and_the_formation(ba_pack, demo):
    """2.3.2: a unit that used fast march "may not fire or attack this bound"; 2.2.1 and
    Table 8: "Splitting, assembly or change of formation during this bound"."""
    game = demo()
    order(game, "ii-15", FAST)
    order(game, "i-15", FORM_COLUMN)
    confirm(ba_pack, game, "ii-15")
    confirm(ba_pack, game, "i-15")
    assert flags(game, "ii-15") == {"fast_march": (1, 1)}
    assert flags(game, "i-15") == {"changed_formation": (1, 1)}
    assert game.unit("i-15").formation == "attack_column"


def test_in_part_logs_only_what_was_done_with_the_reason(ba_pack, demo):
    game = demo()
    before = game.unit("i-15").formation
    order(game, "i-15", OrderParts(march=March(to="the farm", rate="fast"), formation="square"))
    row, _ = confirm(
        ba_pack, game, "i-15", carried="in_part", reason="stopped at the hedge",
        done=MovementDone(fast_march=True),
    )  # fmt: skip
    assert row.outcome.key == "in_part" and row.note == "stopped at the hedge"
    assert flags(game, "i-15") == {"fast_march": (1, 1)}
    assert game.unit("i-15").formation == before  # the square was not formed
    assert all(effect.what != "formation" for effect in row.effects)


def test_units_marched_through_may_not_fire_later_this_bound(ba_pack, demo):
    """1.1.1: "A unit passed through (even partly) may not fire later in the bound"."""
    game = demo()
    order(game, "i-15", FAST)
    row, _ = confirm(ba_pack, game, "i-15", passed_through=("ii-15",))
    assert row.units == ("i-15", "ii-15")
    assert flags(game, "ii-15") == {"passed_through": (1, 1)}
    to_step(game, 1, "fire")
    choices = RollChoices("fire", (RoleChoice("firer", "ii-15", target="i-1t"),))
    found = restrictions(ba_pack, StoredGame(game), choices)
    assert [r.code for r in found] == ["passed_through"]
    # The fast-marching unit may not fire either (2.3.2).
    choices = RollChoices("fire", (RoleChoice("firer", "i-15", target="i-1t"),))
    assert [r.code for r in restrictions(ba_pack, StoredGame(game), choices)] == ["fast_march_fire"]


def test_a_unit_cannot_march_through_itself_or_a_unit_not_in_the_game(ba_pack, demo):
    game = demo()
    order(game, "i-15", FAST)
    (line,) = movement_lines(ba_pack, game)
    state = StoredGame(game)
    with pytest.raises(PlayError, match="cannot march through itself"):
        preview_movement(ba_pack, state, line, MovementChoice("i-15", passed_through=("i-15",)))
    with pytest.raises(PlayError, match="ghost is not a unit"):
        preview_movement(ba_pack, state, line, MovementChoice("i-15", passed_through=("ghost",)))


def test_voiding_a_confirmation_takes_its_flags_and_formation_back(ba_pack, demo):
    game = demo()
    order(game, "i-15", FORM_COLUMN)
    before = game.unit("i-15").formation
    row, _ = confirm(ba_pack, game, "i-15")
    game.void_roll(row.sequence, "wrong unit")
    assert flags(game, "i-15") == {}
    assert game.unit("i-15").formation == before
    (line,) = movement_lines(ba_pack, game)
    assert not line.confirmed  # confirmed again from the start


def test_a_storm_order_within_four_bounds_of_the_last_is_refused(ba_pack, demo):
    """2.3.3: "After a bound with a charge, 4 bounds must pass before the next charge"."""
    game = demo()
    to_step(game, 2, "movement", "march")
    order(game, "i-15", STORM)
    confirm(ba_pack, game, "i-15")
    for bound in (3, 4, 5, 6):
        to_step(game, bound, "ordering", "issuing_orders")
        refused = order_refusals(ba_pack, StoredGame(game), "i-15", STORM)
        assert [r.code for r in refused] == ["charge_wait_order"], bound
        assert refused[0].text.endswith("(2.3.3)") and "bound 2" in refused[0].text
    game.expire_flags(7)
    to_step(game, 7, "ordering", "issuing_orders")
    assert order_refusals(ba_pack, StoredGame(game), "i-15", STORM) == ()


def test_a_unit_in_ld_cannot_be_ordered_to_charge(ba_pack, demo):
    """2.3.3: "LD units cannot charge"."""
    game = demo()
    game.update_unit("i-15", disorder="LD")
    refused = order_refusals(ba_pack, StoredGame(game), "i-15", STORM)
    assert [r.code for r in refused] == ["ld_charge_order"]
    assert order_refusals(ba_pack, StoredGame(game), "i-15", FAST) == ()
    assert order_refusals(ba_pack, StoredGame(game), "hiller", STORM) == ()  # no unit


def test_confirming_a_storm_the_unit_may_not_make_needs_the_umpires_ruling(ba_pack, demo):
    game = demo()
    order(game, "i-15", STORM)
    game.update_unit("i-15", disorder="LD")
    (line,) = movement_lines(ba_pack, game)
    state = StoredGame(game)
    preview = preview_movement(ba_pack, state, line, MovementChoice("i-15"))
    assert [r.code for r in preview.blocked_by] == ["ld_charge_move"]
    assert not preview.can_confirm
    ruled = preview_movement(ba_pack, state, line, MovementChoice("i-15", ruling=True))
    assert ruled.can_confirm
    assert "umpire's ruling (1.1.9): done although" in ruled.draft.note


def test_the_movement_step_is_an_open_task_until_every_line_is_confirmed(ba_pack, demo):
    game = demo()
    order(game, "i-15", FAST)
    order(game, "ii-15", FORM_COLUMN)
    position = PhasePosition(1, "movement", "split_assemble")
    to_step(game, 1, "movement", "split_assemble")
    tasks = bound_tasks(ba_pack, game, position, sheet_rows(game))
    assert [(t.code, t.count, t.carried) for t in tasks if t.code == "movements"] == [
        ("movements", 2, True)
    ]
    confirm(ba_pack, game, "i-15")
    confirm(ba_pack, game, "ii-15")
    tasks = bound_tasks(ba_pack, game, position, sheet_rows(game))
    assert [t.code for t in tasks if t.code == "movements"] == []


def test_continued_fire_is_only_at_last_bounds_target(ba_pack, demo):
    """1.1.1: "Continued fire: only against last bound's target"."""
    from ba_console.store.records import RollDraft, RollSide

    game = demo()
    game.append_roll(
        RollDraft(
            kind="fire",
            units=("ii-15", "i-1t"),
            sides=(RollSide(role="firer", unit="ii-15", dice_source="typed", faces=(3, 4, 5)),),
        )
    )
    to_step(game, 2, "continued_fire")
    state = StoredGame(game)
    same = RollChoices("fire", (RoleChoice("firer", "ii-15", target="i-1t"),))
    other = RollChoices("fire", (RoleChoice("firer", "ii-15", target="i-2g"),))
    assert [r.code for r in restrictions(ba_pack, state, same)] == []
    assert [r.code for r in restrictions(ba_pack, state, other)] == ["continued_fire_target"]
    to_step(game, 2, "fire")
    assert [r.code for r in restrictions(ba_pack, StoredGame(game), other)] == []
