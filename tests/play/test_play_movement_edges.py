"""The movement step at its edges: a unit down to its last figure still moves, one
removed from play does not (5.5.2); the reason a line defaults to is logged only with
that default. Pure: no Qt; on the demo game."""

from __future__ import annotations

from ba_console.core.orders import OrderFacts
from ba_console.play.movement import MovementChoice, movement_lines, preview_movement
from ba_console.play.orders import parts_to_store
from ba_console.play.stored import StoredGame
from tests.play.test_play_movement import FAST, STORM, confirm, order

NOT_FOLLOWED = "the ordering roll failed: no part of the order (1.1.3)"


def test_a_unit_with_one_figure_left_moves_and_one_with_none_does_not(ba_pack, demo):
    game = demo()
    order(game, "i-15", FAST)
    order(game, "ii-15", FAST)
    game.update_unit("i-15", figures=1)
    game.update_unit("ii-15", figures=0)
    assert [line.unit for line in movement_lines(ba_pack, game)] == ["i-15"]


def test_the_default_reason_is_logged_only_with_the_default(ba_pack, demo):
    game = demo()
    order(game, "i-15", STORM)
    confirm(ba_pack, game, "i-15")  # confirmed before its ordering roll failed
    game.save_order(1, "i-15", "as written", parts=parts_to_store(STORM, OrderFacts()),
                    status="not_followed")  # fmt: skip
    (line,) = movement_lines(ba_pack, game)

    def note(carried: str) -> str:
        choice = MovementChoice("i-15", carried=carried)
        return preview_movement(ba_pack, StoredGame(game), line, choice).draft.note

    assert NOT_FOLLOWED in note("not_carried_out")
    assert NOT_FOLLOWED not in note("as_ordered")
