"""A console draw is read by the log as verify reads it. Verify numbers a draw by its row
and finds the text `"draw":<number>,` in its record; a record rewritten after the last
seal, with its hash, as `"draw":1,"draw":9,` reads as draw 9 in Python's `json` (the last
of a key written twice): the log showed #9 where verify checked #1, and dropped draw #1's
called word. The log now numbers a draw by its row too, and verify names the record (it is
not as the console writes it: `test_verify_read_otherwise.py`)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from ba_console import reports
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.errors import GameFileError

from .conftest import SEED, add_roster
from .forger import forge

WORD = "blucher"


@pytest.fixture
def game(make_game) -> Game:
    game = add_roster(make_game(dice_mode="both"))
    faces = game.console_faces("melee", "attacker", 3, word=WORD)
    side = RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)
    game.append_roll(RollDraft(kind="melee", sides=[side]))
    return game


@pytest.mark.parametrize(
    "second", ['"draw":9,', '"draw" :9,', '"dr\\u0061w":9,'], ids=["twice", "space", "escape"]
)
def test_a_draw_number_written_twice_is_shown_as_verify_checked_it_and_named(
    game: Game, game_path, second: str
):
    game.close()
    forge(game_path, draw_records={1: lambda r: r.replace('"draw":1,', '"draw":1,' + second)})
    conn = sqlite3.connect(game_path)
    assert second in conn.execute("SELECT record FROM console_draws").fetchone()[0]
    conn.close()
    with Game.open(game_path, read_only=True) as copy:
        named = "BROKEN at console draw 1: it is not written as the console writes it"
        assert copy.verify().summary() == copy.verify(SEED).summary() == named
        assert [(draw.draw, draw.word, draw.used_by) for draw in copy.console_draws()] == [
            (1, WORD, 1)
        ]
        assert copy.dice.called_words() == {1: WORD}
        html = reports.export_log(copy, "html")
        assert "#1, word “blucher”" in html
        assert "#9" not in html
        exported = json.loads(reports.export_log(copy, "json"))
        assert [draw["draw"] for draw in exported["console_draws"]] == [1]


def test_a_record_nested_too_deep_to_read_is_named_not_a_crash(game: Game, game_path):
    """Python's `json` gives up on a value nested 100,000 deep (RecursionError): verify with
    the seed names the draw, and the log says the draw cannot be read, not a traceback."""
    deep = "[" * 100_000 + "0" + "]" * 100_000
    game.close()
    forge(
        game_path,
        draw_records={1: lambda r: r.replace('"after_roll":0,', f'"after_roll":{deep},')},
    )
    with Game.open(game_path, read_only=True) as copy:
        report = copy.verify(SEED)
        assert not report.ok
        assert report.bad_draw == 1
        assert "its record cannot be read (RecursionError" in report.reason
        with pytest.raises(GameFileError, match="a console draw cannot be read"):
            copy.console_draws()
