"""`play.stored.StoredGame` at its edges. Pure: no Qt; on the demo game."""

from __future__ import annotations

from ba_console.play.stored import StoredGame


def test_a_unit_with_no_order_now_counts_no_failed_bound_before(demo):
    """1.1.3 counts failed bounds of the same order as now: without an order this bound,
    last bound's failed order counts nothing."""
    game = demo()
    game.save_order(1, "i-15", "to the church", status="not_followed")
    game.set_phase(2, "ordering", "ordering_rolls")
    assert StoredGame(game).failed_bounds("i-15") == 0
    game.save_order(2, "i-15", "to the church")
    assert StoredGame(game).failed_bounds("i-15") == 1
