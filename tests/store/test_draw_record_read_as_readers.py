"""A console draw's record is read by verify as the log reads it (`parse_draw`: Python's
`json`, the last of a key written twice). Verify finds the draw number and the previous
hash by string tests; a record rewritten after the last seal, with its hash, so that a
reader finds another draw number (or previous hash) than those tests did, is named: else
the log shows draw #9 where verify checked #1, and drops draw #1's called word."""

from __future__ import annotations

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


def _prev_escaped(record: str) -> str:
    """A second previous hash after the first, its key spelled with an escape."""
    start = record.index('"prev_hash":')
    end = record.index(",", start)
    return record[: end + 1] + '"prev_h\\u0061sh":"' + "0" * 64 + '",' + record[end + 1 :]


@pytest.mark.parametrize(
    ("rewrite", "reason"),
    [
        (lambda r: r.replace('"draw":1,', '"draw":1,"draw":9,'), "another draw number"),
        (lambda r: r.replace('"draw":1,', '"draw":1,"draw" :9,'), "another draw number"),
        (lambda r: r.replace('"draw":1,', '"draw":1,"dr\\u0061w":9,'), "another draw number"),
        (_prev_escaped, "previous-hash does not match the seed commitment"),
        (lambda r: r.replace('"draw":1,', '"draw":1,"draw":[,'), "its record cannot be read"),
    ],
    ids=["draw twice", "draw after a space", "draw escaped", "prev_hash escaped", "not json"],
)
def test_a_record_a_reader_reads_otherwise_is_named(game: Game, game_path, rewrite, reason):
    game.close()
    forge(game_path, draw_records={1: rewrite})
    with Game.open(game_path, read_only=True) as copy:
        for seed in (None, SEED):
            report = copy.verify(seed)
            assert not report.ok, seed
            assert report.bad_draw == 1
            assert reason in report.reason


def test_what_the_log_shows_is_what_verify_passed(game: Game, game_path):
    """The same draw number written twice, the right one last: the log shows draw #1 and
    its word, so verify (which checked #1) says OK."""
    game.close()
    forge(game_path, draw_records={1: lambda r: r.replace('"draw":1,', '"draw":9,"draw":1,')})
    with Game.open(game_path, read_only=True) as copy:
        assert copy.verify().ok
        assert copy.verify(SEED).ok
        assert copy.dice.called_words() == {1: WORD}
        assert "#1, word “blucher”" in reports.export_log(copy, "html")


def test_a_word_that_names_a_key_verifies(make_game):
    """A player may call the word "draw": the record then holds the text `"draw"` twice,
    as the console writes it."""
    game = add_roster(make_game(dice_mode="both"))
    faces = game.console_faces("melee", "attacker", 3, word="draw")
    side = RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)
    game.append_roll(RollDraft(kind="melee", sides=[side]))
    assert game.dice.called_words() == {1: "draw"}
    assert game.verify().ok
    assert game.verify(SEED).ok


def test_a_record_nested_too_deep_to_read_is_named_not_a_crash(game: Game, game_path):
    """Python's `json` gives up on a value nested 100,000 deep (RecursionError): verify with
    the seed names the draw, and the log says the draw cannot be read, not a traceback."""
    deep = "[" * 100_000 + "0" + "]" * 100_000
    game.close()
    forge(
        game_path, draw_records={1: lambda r: r.replace('"after_roll":0,', f'"after_roll":{deep},')}
    )
    with Game.open(game_path, read_only=True) as copy:
        report = copy.verify(SEED)
        assert not report.ok
        assert report.bad_draw == 1
        assert "its record cannot be read (RecursionError" in report.reason
        with pytest.raises(GameFileError, match="a console draw cannot be read"):
            copy.console_draws()
