"""`play.tasks` at its edges: a unit down to its last figure still fires on and is still
a target, a rout before the first spread-of-rout step is spread there, a unit put into
MD is no rout. Pure: no Qt; on the demo game."""

from __future__ import annotations

from ba_console.play.tasks import may_continue_fire, routs_to_spread, unresolved_attacks
from ba_console.store.records import Effect, Outcome, RollDraft
from tests.play.conftest import sheet_rows
from tests.play.test_play_tasks import (
    CONTINUED_FIRE_2,
    FORCED_MOVES,
    ROLLS,
    attack,
    log_fire,
    log_rout,
)


def test_a_unit_down_to_one_figure_may_continue_fire(ba_pack, demo):
    game = demo()
    log_fire(game, "i-15", "i-1t")
    game.update_unit("i-15", figures=1)
    assert may_continue_fire(ba_pack, game, CONTINUED_FIRE_2) == ["i-15"]


def test_a_rout_in_the_first_step_of_the_bound_is_spread_at_the_ordering_rolls(ba_pack, demo):
    game = demo()
    log_rout(game, "i-15", "ordering", "issuing_orders", kind="reorganisation")
    assert routs_to_spread(ba_pack, game, ROLLS) == ["i-15"]


def test_a_unit_put_into_md_is_no_rout_to_spread(ba_pack, demo):
    game = demo()
    game.append_roll(
        RollDraft(
            kind="melee",
            bound=1,
            phase="melee",
            sub_phase="melee",
            units=("i-1t",),
            outcome_typed=True,
            outcome=Outcome(key="typed"),
            effects=(Effect(unit="i-1t", what="disorder", to="MD", **{"from": "ordered"}),),
        )
    )
    assert routs_to_spread(ba_pack, game, FORCED_MOVES) == []


def test_an_attack_on_a_unit_down_to_one_figure_is_still_a_melee_to_fight(ba_pack, demo):
    game = demo()
    attack(game, "i-15", "1/1er Tirailleurs de la Garde")
    game.update_unit("i-1t", figures=1)
    open_ = unresolved_attacks(ba_pack, game, 1, sheet_rows(game))
    assert [r.unit.key for r in open_] == ["i-15"]
