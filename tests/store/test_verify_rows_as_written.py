"""Rows spelled otherwise than the console writes them: a forger's way past string tests.

Verify finds console sides by string tests on the stored canonical JSON, and readers find
rows so too (the log's search, an order's history). A roll after the last seal the players
hold can be rewritten with every hash recomputed (`forger.py`); if its typed dice became
console dice spelled with an escape (`"\\u0063onsole"`) or a space, every reader showed
them as console dice, but verify found none: it said "no console dice", or with the
revealed seed "all 0 console rolls … follow from the seed", for faces the forger chose. An
escape in an outcome or an effect hid the roll from the search and the order history, and
verify said OK. Such a roll is named: the console never writes it so.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ba_console.store import Effect, Game, Outcome, RollDraft, RollSide
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock
from tests.store.forger import forge

NAMED = "it is not written as the console writes it"


def typed(faces: tuple[int, ...]) -> RollSide:
    return RollSide(role="firer", unit="i-15", dice_source="typed", faces=faces)


def play(path: Path, *, console: bool) -> int:
    """A typed fire (after a console melee, if `console`), the seal the players write down,
    and a last typed fire after it; that roll's sequence number."""
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        if console:
            faces = game.console_faces("melee", "attacker", 3)
            side = RollSide(role="attacker", unit="bty", dice_source="console", faces=faces)
            game.append_roll(RollDraft(kind="melee", sides=[side]))
        game.append_roll(RollDraft(kind="fire", sides=[typed((1, 2, 3))]))
        game.seal()
        game.append_roll(RollDraft(kind="fire", sides=[typed((1, 1, 1))]))
        return game.rolls()[-1].sequence


def sixes_as(spell: Callable[[str], str]) -> Callable[[dict], None]:
    """The roll's typed dice made sixes shown as console dice, its sides text `spell`ed."""

    def edit(row: dict) -> None:
        sides = json.loads(row["sides"])
        sides[0].update(faces=[6, 6, 6], natural=18, total=18)
        row["sides"] = spell(json.dumps(sides, sort_keys=True, separators=(",", ":")))

    return edit


ESCAPED = sixes_as(lambda text: text.replace('"typed"', '"\\u0063onsole"'))
SPACED = sixes_as(lambda text: text.replace('"dice_source":"typed"', '"dice_source": "console"'))


@pytest.mark.parametrize("console", [False, True], ids=["typed game", "console game"])
@pytest.mark.parametrize("edit", [ESCAPED, SPACED], ids=["escaped", "spaced"])
@pytest.mark.parametrize("seed", [None, SEED], ids=["no seed", "seed"])
def test_typed_dice_rewritten_as_console_dice_spelled_otherwise_are_named(
    tmp_path, console, edit, seed
):
    path = tmp_path / "game.bagame"
    last = play(path, console=console)
    forge(path, rolls={last: edit})
    with Game.open(path, read_only=True) as game:
        shown = game.rolls()[-1].sides[0]
        assert (shown.dice_source, shown.faces) == ("console", (6, 6, 6))  # what readers show
        report = game.verify(seed)
    assert not report.ok and report.bad_sequence == last
    if not (seed and edit is SPACED):  # with the seed, read as JSON as a reader does: seen
        assert report.reason == NAMED


def test_a_second_console_side_with_an_escaped_key_beside_a_drawn_one_is_named(tmp_path):
    """The quick route counts '"dice_source"' keys: one spelled `dice_sourc\\u0065` was not
    counted, and its console side named no draw, unseen."""
    path = tmp_path / "game.bagame"
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        game.seal()
        faces = game.console_faces("melee", "attacker", 3)
        side = RollSide(role="attacker", unit="bty", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="melee", sides=[side]))
        last = game.rolls()[-1].sequence

    def second_side(row: dict) -> None:
        sides = json.loads(row["sides"])
        extra = dict(sides[0], role="defender", faces=[6, 6, 6], natural=18, total=18)
        del extra["draw"]
        text = json.dumps([sides[0], extra], sort_keys=True, separators=(",", ":"))
        head, tail = text.rsplit('"dice_source"', 1)
        row["sides"] = head + '"dice_sourc\\u0065"' + tail

    forge(path, rolls={last: second_side})
    with Game.open(path, read_only=True) as game:
        assert [side.dice_source for side in game.rolls()[-1].sides] == ["console", "console"]
        report = game.verify()
    assert report.summary() == f"BROKEN at roll {last}: {NAMED}"


def test_dice_the_console_writes_with_an_escape_still_verify(tmp_path):
    """The console escapes a control character in a name: canonical JSON, not a forgery."""
    path = tmp_path / "game.bagame"
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        side = RollSide(role='fir"er\x01', unit="i-15", dice_source="typed", faces=(1, 2))
        game.append_roll(RollDraft(kind="fire", sides=[side]))
        faces = game.console_faces("melee", 'att\\acker"', 3)
        side = RollSide(role='att\\acker"', unit="bty", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="melee", sides=[side]))
        report = game.verify(SEED)
    assert report.ok, report.summary()
    assert report.console_rolls_checked == 1


@pytest.mark.parametrize(
    ("column", "spell"),
    [
        ("outcome", lambda text: text.replace('"rout"', '"\\u0072out"')),
        ("effects", lambda text: text.replace('"disorder"', '"disorde\\u0072"')),
        ("units", lambda text: text.replace('"i-15"', '"i-1\\u0035"')),
    ],
)
def test_a_roll_spelled_with_an_escape_is_named(tmp_path, column, spell):
    """The log's search looks for "rout" in the stored outcome: `\\u0072out` hid the roll
    from it, though every reader shows "rout"."""
    path = tmp_path / "game.bagame"
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        game.seal()
        effect = Effect(unit="i-15", what="disorder", **{"from": "ordered"}, to="LD")
        game.append_roll(RollDraft(kind="fire", sides=[typed((1, 2, 3))],
                                   outcome=Outcome(key="rout"), effects=[effect]))  # fmt: skip
        last = game.rolls()[-1].sequence

    def edit(row: dict) -> None:
        before = row[column]
        row[column] = spell(before)
        assert row[column] != before

    forge(path, rolls={last: edit})
    with Game.open(path, read_only=True) as game:
        roll = game.rolls()[-1]
        assert (roll.outcome.key, roll.effects[0].what, roll.units) == (
            "rout",
            "disorder",
            ("i-15",),
        )
        report = game.verify()
    assert report.summary() == f"BROKEN at roll {last}: {NAMED}"
