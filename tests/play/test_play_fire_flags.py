"""What a fire roll sets, as the window and `resolve` log it (issue 11, build item 2):
`fired` on the firer, `fired_at` on its target, and in the phase for continued fire
`continued_fire` too, after which the firer may not fire again that bound. The Danish rules
text is not in our material, so the digest's sentences are quoted.
"""

from __future__ import annotations

from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.roll import preview, restrictions
from ba_console.play.stored import StoredGame


def fire(pack, game, firer: str, target: str):
    choices = RollChoices(
        "fire",
        (RoleChoice("firer", firer, faces=(4, 4, 4), target=target),),
        typed_outcomes={0: "no effect, read from the book"},
    )
    return game.append_roll(preview(pack, StoredGame(game), choices).draft)


def flags(game, unit: str) -> dict[str, tuple[int, int | None]]:
    return {f.key: (f.set_bound, f.expires_after) for f in game.flags(unit)}


def test_a_fire_sets_fired_on_the_firer_and_fired_at_on_its_target(ba_pack, demo):
    """Table 8: "Fire during this bound"; digest 1.1.4: a staff figure touching a unit is
    engaged "the first time that unit is fired at" in a bound."""
    game = demo()
    game.set_phase(1, "fire")
    fire(ba_pack, game, "ii-15", "i-1t")
    assert flags(game, "ii-15") == {"fired": (1, 1)}
    assert flags(game, "i-1t") == {"fired_at": (1, 1)}


def test_continued_fire_sets_its_flag_and_the_firer_fires_no_more_this_bound(ba_pack, demo):
    """1.1.1: "Only a unit that fired at a target in the previous bound may fire, and only
    at that same target. A unit that fires here may not move, be passed through or fire
    again this bound"."""
    game = demo()
    game.set_phase(1, "fire")
    fire(ba_pack, game, "ii-15", "i-1t")
    game.expire_flags(2)
    game.set_phase(2, "continued_fire")
    fire(ba_pack, game, "ii-15", "i-1t")
    assert flags(game, "ii-15") == {"fired": (2, 2), "continued_fire": (2, 2)}
    assert flags(game, "i-1t") == {"fired_at": (2, 2)}
    game.set_phase(2, "fire")
    again = RollChoices("fire", (RoleChoice("firer", "ii-15", target="i-1t"),))
    (refused,) = restrictions(ba_pack, StoredGame(game), again)
    assert refused.code == "continued_fire" and refused.text.endswith("(1.1.1)")
    # A unit that did not fire in the phase for continued fire fires as usual.
    other = RollChoices("fire", (RoleChoice("firer", "f-15", target="i-1t"),))
    assert restrictions(ba_pack, StoredGame(game), other) == ()
