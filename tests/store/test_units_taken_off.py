"""The units taken off the roster, as the state journal gives them to the log viewer and the
report: each with the bound the game was in when it was taken off, and its reason."""

from __future__ import annotations

from ba_console.store.demo import create_demo


def test_a_unit_taken_off_in_bound_2_is_said_in_bound_2(tmp_path):
    game = create_demo(tmp_path / "g.bagame")
    try:
        side = game.roster.units()[0].side
        game.roster.add_unit(
            "late", "Late Hussars", side=side, arm="cavalry", type="light", figures=12
        )
        game.take_off("late", "typed twice")
        game.bound.set_phase(2, "ordering")
        game.roster.add_unit(
            "later", "Later Hussars", side=side, arm="cavalry", type="light", figures=12
        )
        game.take_off("later", "typed twice again")
        taken = game.units_taken_off()
        assert [(t.unit["key"], t.bound, t.reason) for t in taken] == [
            ("late", 1, "typed twice"),
            ("later", 2, "typed twice again"),
        ]
    finally:
        game.close()
