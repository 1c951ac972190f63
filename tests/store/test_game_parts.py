"""`Game` is a thin façade over its parts (roster, bound, dice, log): every method it had
before it was cut into parts is still there, with its part's signature, and the parts
themselves serve new code directly."""

from __future__ import annotations

import inspect

import pytest

from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.bound import BoundState
from ba_console.store.dice import DiceLedger
from ba_console.store.log import RollLog
from ba_console.store.roster import Roster

# The public methods `Game` had before the split, by the part that does the work now.
DELEGATED = {
    Roster: (
        "sides add_side commanders commander add_commander update_commander orderlies "
        "orderly update_orderly names units unit add_unit insert_unit update_unit"
    ),
    BoundState: (
        "orders order save_order delete_order phase set_phase add_flag flags expire_flags "
        "add_side_penalty side_penalties side_penalty"
    ),
    DiceLedger: "console_faces console_draw console_draws console_draw_count",
    RollLog: (
        "next_sequence append_roll void_roll adjust change_pack void_overwrites roll rolls "
        "roll_count reveal_seed"
    ),
}
# …and those of the file and the game as a whole, which stay `Game`'s own.
OWN = "create open close backup transaction check_on_disk info update_info pack set_pack verify"


@pytest.mark.parametrize(
    ("part", "name"),
    [(part, name) for part, names in DELEGATED.items() for name in names.split()],
    ids=lambda value: value if isinstance(value, str) else value.__name__,
)
def test_a_delegated_method_keeps_its_parts_signature(part: type, name: str):
    assert inspect.signature(getattr(Game, name)) == inspect.signature(getattr(part, name))


def test_no_method_of_the_game_was_lost():
    before = {name for names in DELEGATED.values() for name in names.split()} | set(OWN.split())
    assert before <= {name for name in dir(Game) if not name.startswith("_")}


def test_the_parts_serve_new_code_directly(game: Game):
    game.roster.add_side("a", "A")
    game.roster.add_unit("u1", "First", side="a", arm="infantry", type="line", figures=12)
    game.bound.set_phase(1, "fire")
    faces = game.dice.console_faces("fire", "firer", 3)
    side = RollSide(role="firer", unit="u1", dice_source="console", faces=faces)
    logged = game.log.append_roll(RollDraft(kind="fire", sides=[side]))
    assert (logged.sequence, logged.phase, logged.sides[0].draw) == (1, "fire", 1)
    assert game.unit("u1").name == "First" and game.rolls() == [logged]
    assert game.verify().ok
