"""Spread of rout at each of its steps (`play.tasks.routs_to_spread`, 4.1.4): a rout at a
step where spread-of-rout rolls are made is spread there, not again at the next."""

from __future__ import annotations

from ba_console.play.tasks import PhasePosition, routs_to_spread
from tests.play.test_play_tasks import FIRE, log_rout

CONTINUED_FIRE = PhasePosition(1, "continued_fire")


def test_a_rout_at_the_continued_fire_is_spread_there_not_again_at_the_fire(ba_pack, demo):
    game = demo()
    log_rout(game, "i-2g", "continued_fire", kind="fire")
    assert routs_to_spread(ba_pack, game, CONTINUED_FIRE) == ["i-2g"]
    assert routs_to_spread(ba_pack, game, FIRE) == []
    log_rout(game, "i-1t", "fire", kind="fire")
    assert routs_to_spread(ba_pack, game, FIRE) == ["i-1t"]
