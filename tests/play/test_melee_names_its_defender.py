"""A melee is logged on the unit attacked, never on one the console picked unseen: a melee
whose defender is not named cannot be confirmed, with the reason in words, in both rule
sets (as a fire that names no unit fired at)."""

from __future__ import annotations

import pytest

from ba_console.play import roll
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.stored import StoredGame


def melee(defender: str | None, dice: int = 3) -> RollChoices:
    return RollChoices(
        kind="melee",
        roles=(
            RoleChoice(role="attacker", unit="i-15", faces=(6, 5, 5)[:dice]),
            RoleChoice(role="defender", unit=defender, faces=(1, 2, 3)[:dice]),
        ),
        typed_outcomes={0: "defender retreats"},
    )


@pytest.mark.parametrize(("pack_name", "dice"), [("ba_pack", 3), ("gdb_pack", 2)])
def test_a_melee_without_its_defender_cannot_be_confirmed(pack_name, dice, demo, request):
    pack = request.getfixturevalue(pack_name)
    game = demo(pack)
    state = StoredGame(game, ladder=pack.disorder)
    preview = roll.preview(pack, state, melee(None, dice))
    assert not preview.can_confirm
    assert preview.problem.code == "no_target"
    assert preview.problem.text == "Choose the unit attacked."
    named = roll.preview(pack, state, melee("i-2g", dice))
    assert named.problem is None or named.problem.code != "no_target"


def test_a_further_attacker_is_not_asked_for_a_defender_of_its_own(ba_pack, demo):
    # A further attacker is a repeatable role: only the defender must be named.
    game = demo(ba_pack)
    state = StoredGame(game, ladder=ba_pack.disorder)
    choices = melee("i-2g")
    extra = RoleChoice(role="attacker2", unit="ii-15", faces=(4, 4, 4))
    with_extra = choices._replace(roles=(*choices.roles[:1], extra, choices.roles[1]))
    preview = roll.preview(ba_pack, state, with_extra)
    assert preview.problem is None or preview.problem.code != "no_target"
