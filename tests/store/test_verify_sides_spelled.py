"""Console dice spelled otherwise than the console writes them, without an escape.

A roll after the last seal the players hold can be rewritten with every hash recomputed
(`forger.py`). Every reader parses its sides (Python's `json`: of a key written twice, the
last); verify without the seed reads them with string tests, with the seed as readers do.
Spelled with a side or a draw more to a string test than to a reader (a key written twice,
a side written inside another, `"draw" :1`), the two disagreed: with the seed verify said
OK, or named a draw used twice, where without it it said every draw was logged once; and
without it, a reader showed one console side where verify counted two draws logged ("every
one logged"), or a draw another roll had used. Such a roll is named: the console never
writes it so.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.errors import GameFileError
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock
from tests.store.forger import forge

NAMED = "it is not written as the console writes it"


def play(path: Path) -> int:
    """A console melee, the seal the players write down, and a last console melee after it
    (attacker draw 2, defender draw 3); that roll's sequence number."""
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        faces = game.console_faces("melee", "attacker", 3)
        side = RollSide(role="attacker", unit="bty", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="melee", sides=[side]))
        game.seal()
        attacker = game.console_faces("melee", "attacker", 2)
        defender = game.console_faces("melee", "defender", 2)
        game.append_roll(RollDraft(kind="melee", sides=[
            RollSide(role="attacker", unit="bty", dice_source="console", faces=attacker),
            RollSide(role="defender", unit="i-15", dice_source="console", faces=defender),
        ]))  # fmt: skip
        return game.rolls()[-1].sequence


def canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def both_draws_in_one_side(text: str) -> str:
    """The attacker's side opened with its own draw's keys, then the defender's written
    over them: a reader sees one side, the defender's."""
    attacker, defender = map(canonical, json.loads(text))
    opening = attacker[: attacker.index(',"faces"')]  # {"dice_source":…,"draw":2
    return f"[{opening},{defender[1:]}]"


def side_inside_another(text: str) -> str:
    """The defender's side written as the attacker's `role`, then the attacker's role written
    over it: a reader sees one side, the attacker's."""
    attacker, defender = json.loads(text)
    del defender["role"]
    return f'[{canonical(attacker)[:-1]},"role":{canonical(defender)},"role":"attacker"}}]'


# Spellings a string test reads otherwise than a reader: a side or a draw more.
MORE_TO_A_STRING_TEST: dict[str, Callable[[str], str]] = {
    "dice_source typed, then console": lambda text: text.replace(
        '"dice_source":"console"', '"dice_source":"typed"', 1
    ).replace('"unit":"bty"', '"unit":"bty","dice_source":"console"', 1),
    "a draw key after a space": lambda text: text.replace(
        '"unit":"bty"', '"unit":"bty","draw" :1', 1
    ),
    "two draws named in one side": both_draws_in_one_side,
    "a side inside another": side_inside_another,
}


def forged(tmp_path: Path, spell: Callable[[str], str]) -> tuple[Path, int]:
    path = tmp_path / "game.bagame"
    last = play(path)

    def edit(row: dict) -> None:
        before = row["sides"]
        row["sides"] = spell(before)
        assert row["sides"] != before

    forge(path, rolls={last: edit})
    return path, last


@pytest.mark.parametrize("spelling", list(MORE_TO_A_STRING_TEST))
def test_console_sides_spelled_otherwise_are_named_with_the_seed(tmp_path, spelling):
    path, last = forged(tmp_path, MORE_TO_A_STRING_TEST[spelling])
    with Game.open(path, read_only=True) as game:
        game.rolls()  # every reader reads them
        report = game.verify(SEED)
    assert report.summary() == f"BROKEN at roll {last}: {NAMED}"


@pytest.mark.parametrize("spelling", ["a draw key after a space", "two draws named in one side"])
def test_a_draw_hidden_by_a_spelling_is_named_without_the_seed(tmp_path, spelling):
    path, last = forged(tmp_path, MORE_TO_A_STRING_TEST[spelling])
    with Game.open(path, read_only=True) as game:
        shown = [(side.role, side.draw) for side in game.rolls()[-1].sides]
        assert shown in ([("attacker", 1), ("defender", 3)], [("defender", 3)])
        report = game.verify()
    assert report.summary() == f"BROKEN at roll {last}: {NAMED}"


def test_the_sides_as_the_console_writes_them_still_verify(tmp_path):
    path = tmp_path / "game.bagame"
    play(path)
    with Game.open(path, read_only=True) as game:
        assert game.verify(SEED).ok and game.verify().ok


def test_sides_nested_too_deep_to_read_are_named_with_the_seed(tmp_path):
    """Python's `json` stops at a depth: verify with the seed stopped with the error, and a
    reader did too, where it says the file was damaged or edited."""
    path, last = forged(tmp_path, lambda text: "[" * 100_000 + '"console"' + "]" * 100_000)
    with Game.open(path, read_only=True) as game:
        with pytest.raises(GameFileError, match=f"roll {last} cannot be read; the file was dam"):
            game.rolls()
        report = game.verify(SEED)
    assert report.bad_sequence == last
    assert report.reason.startswith("its dice cannot be read (RecursionError(")


@pytest.mark.parametrize("seed", [None, SEED], ids=["no seed", "seed"])
def test_typed_dice_naming_a_draw_after_a_space_are_named(tmp_path, seed):
    """A reader cannot read typed dice naming a console draw ("the file was damaged or
    edited (run verify)"); verify looked for the key `"draw":` and said OK."""
    path, last = forged(
        tmp_path,
        lambda text: text.replace('"console"', '"typed"').replace('"draw":', '"draw" :'),
    )
    with Game.open(path, read_only=True) as game:
        with pytest.raises(GameFileError, match=f"roll {last} cannot be read"):
            game.rolls()
        report = game.verify(seed)
    assert report.summary() == f"BROKEN at roll {last}: {NAMED}"


def test_a_typed_side_named_draw_still_verifies(tmp_path):
    path = tmp_path / "game.bagame"
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        side = RollSide(role="draw", unit="i-15", dice_source="typed", faces=(1, 2))
        game.append_roll(RollDraft(kind="fire", sides=[side]))
        assert game.verify().ok and game.verify(SEED).ok
