"""Neighbour units named in a fire or melee roll share it (digest 3.1.6: "The neighbour
counts as having fired (melee −3 later this bound) and loses supplies on the same roll as
the unit it helps"; 4.1.6: "The neighbour gets the same moral result, counts as attacker
(bound flags), loses supplies on the same roll, gets the 'opponent into FD' bonus"). The
Danish text is not in our material."""

from __future__ import annotations

from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.roll import auto_ticks, preview
from ba_console.play.stored import StoredGame


def flags(game, unit: str) -> set[str]:
    return {flag.key for flag in game.flags(unit)}


def test_a_fires_neighbour_counts_as_having_fired_and_uses_supplies(ba_pack, demo):
    game = demo()
    game.set_phase(1, "fire")
    firer = RoleChoice("firer", "i-15", faces=(1, 1, 4), target="i-1t", neighbours=("ii-15",))
    choices = RollChoices("fire", (firer,), typed_outcomes={0: "book"})
    read = preview(ba_pack, StoredGame(game), choices)
    row = game.append_roll(read.draft)
    assert {"fired"} <= flags(game, "ii-15")
    # Two dice showing one start the supply count for both (5.5.3).
    assert game.unit("i-15").supplies_left == 3 and game.unit("ii-15").supplies_left == 3
    assert "ii-15" in row.units


def test_naming_a_neighbour_ticks_the_neighbour_row(ba_pack, demo):
    game = demo()
    attacker = RoleChoice("attacker", "i-15", neighbours=("ii-15",))
    choices = RollChoices("melee", (attacker, RoleChoice("defender", "i-1t")))
    ticks = auto_ticks(ba_pack, StoredGame(game), attacker, choices)
    (tick,) = [t for t in ticks if t.key == "neighbour_unit"]
    assert tick.auto and tick.reason == "a neighbour unit is named for this roll (3.1.6, 4.1.6)"


def test_a_melee_neighbour_takes_the_same_moral_result(ba_pack, demo):
    game = demo()
    game.set_phase(1, "melee", "melee")
    attacker = RoleChoice("attacker", "i-15", faces=(2, 2, 2), neighbours=("ii-15",))
    defender = RoleChoice("defender", "i-1t", faces=(6, 6, 6))
    choices = RollChoices(
        "melee", (attacker, defender), typed_outcomes={0: "attacker retreats"},
        disorder={"i-15": "MD"},
    )  # fmt: skip
    read = preview(ba_pack, StoredGame(game), choices)
    game.append_roll(read.draft)
    assert game.unit("i-15").disorder == "MD"
    assert game.unit("ii-15").disorder == "MD"  # the same moral result (4.1.6)
    assert {"attacked"} <= flags(game, "ii-15")  # counts as attacker
