"""A roll's units that readers cannot read are named by verify.

A roll after the last seal the players hold can be rewritten with every hash recomputed
(`forger.py`), and the index of each unit's rolls with it. Readers read a roll's units with
Python as a list of text; verify proved the index from them with SQLite's `json_each`, which
reads an object's members too (of a key written twice, both; Python keeps the last), a
single value, or a list inside the list. So a roll the log view refused ("cannot be read…
run verify") verified OK.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.errors import GameFileError
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock
from tests.store.forger import forge, raw


def play(path: Path) -> None:
    """The seal the players write down, then a roll of i-15's."""
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        game = add_roster(game)
        game.seal()
        side = RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(4, 4))
        game.append_roll(RollDraft(kind="melee", bound=1, sides=[side]))


@pytest.mark.parametrize(
    ("units", "index"),
    [
        ('{"0":"i-15","0":"bty"}', ["i-15", "bty"]),
        ('"i-15"', ["i-15"]),
        ('[["i-15"]]', ['["i-15"]']),
        ("{}", []),
    ],
)
def test_units_a_reader_cannot_read_are_named(tmp_path: Path, units: str, index: list[str]):
    path = tmp_path / "forged.bagame"
    play(path)

    def rewrite(row: dict) -> None:
        assert row["units"] == '["i-15"]'
        row["units"] = units

    forge(path, rolls={2: rewrite})
    conn = raw(path)  # the index as SQLite reads the units
    conn.execute("DELETE FROM roll_units WHERE sequence = 2")
    conn.executemany(
        "INSERT INTO roll_units (unit, sequence) VALUES (?, 2)", [(unit,) for unit in index]
    )
    conn.commit()
    conn.close()
    with Game.open(path, read_only=True) as game:
        with pytest.raises(GameFileError, match="roll 2 cannot be read"):
            game.rolls()
        report = game.verify()
    assert not report.ok
    assert report.summary() == "BROKEN at roll 2: it is not written as the console writes it"
