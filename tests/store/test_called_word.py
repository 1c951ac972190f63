"""A player's word in the draw (issue 16): before console dice are rolled a player may call a
word, which the umpire types in; the draw is then HMAC(seed, draw, kind/role, word), so not
even the seed's holder knows the dice before the word is said. The word is hashed with the
draw that the roll names, and `verify --seed` replays it. Without a word a draw is exactly
as before (the pinned rows of tests/e2e stay as they were)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from ba_console.cli import run
from ba_console.core.fair_dice import draw_message, fair_faces, normal_word
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.draws import record_hash
from ba_console.store.errors import RollError

from .conftest import SEED, add_roster

WORD = "blucher"  # "Blücher" as it enters the dice: folded (`fair_dice.normal_word`)


def console_roll(game: Game, word: str | None = None) -> RollDraft:
    faces = game.console_faces("melee", "attacker", 3, word=word)
    side = RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)
    return RollDraft(kind="melee", sides=[side])


@pytest.fixture
def game(make_game) -> Game:
    return add_roster(make_game(dice_mode="both"))


def test_a_draw_without_a_word_is_as_before_and_a_word_changes_the_dice(game: Game):
    plain = game.console_draw("melee", "attacker", 3)
    assert plain.faces == fair_faces(SEED, 1, "melee/attacker", 3, 6)
    assert "word" not in json.loads(plain.record())
    game.append_roll(console_roll(game))
    called = game.console_draw("melee", "attacker", 3, word="  Blücher ")
    assert called.word == WORD
    assert called.faces == fair_faces(SEED, 2, "melee/attacker", 3, 6, WORD)
    assert called.faces != fair_faces(SEED, 2, "melee/attacker", 3, 6)
    assert json.loads(called.record())["word"] == WORD
    # The word is told apart from the kind: "2:melee/attacker|7|blucher".
    assert draw_message(2, "melee/attacker", WORD) == "2:melee/attacker|7|blucher"


def test_the_word_is_logged_with_the_roll_and_verify_with_the_seed_replays_it(
    game: Game, game_path, capsys
):
    logged = game.append_roll(console_roll(game, WORD))
    (draw,) = game.console_draws()
    assert (draw.word, draw.used_by, logged.sides[0].draw) == (WORD, 1, 1)
    assert game.dice.called_words() == {1: WORD}
    game.close()
    assert run(["verify", str(game_path), "--seed", SEED.hex()]) == 0
    out = capsys.readouterr().out
    assert out.startswith("OK: 1 roll")
    assert "all 1 console roll and 1 console draw follow from the seed (given)" in out


def test_a_word_changed_afterwards_is_caught_by_the_seed(game: Game, game_path):
    game.console_draw("melee", "attacker", 3, word=WORD)  # shown, not yet logged
    game.close()
    conn = sqlite3.connect(game_path)
    conn.execute("DROP TRIGGER console_draws_append_only_update")
    (record,) = conn.execute("SELECT record FROM console_draws").fetchone()
    forged = record.replace(WORD, "Wellington")
    conn.execute(
        "UPDATE console_draws SET record = ?, hash = ?", (forged, record_hash(forged))
    )  # the hash recomputed, as the console's own code would
    conn.commit()
    conn.close()
    with Game.open(game_path, read_only=True) as copy:
        assert copy.verify().ok  # without the seed the ledger hangs together
        report = copy.verify(SEED)
    assert not report.ok and report.bad_draw == 1
    assert report.reason.startswith("it shows ")
    assert report.reason.endswith("these faces did not come from the committed seed")


def test_a_shown_draw_keeps_its_dice_whatever_word_comes_later(game: Game):
    first = game.console_draw("melee", "attacker", 3)
    again = game.console_draw("melee", "attacker", 3, word=WORD)
    assert again == first and again.word is None


@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ("   ", "the word called: the word is empty"),
        ("x" * 41, "the word called: the word is longer than 40 characters"),
        ("two\nlines", "the word called: the word holds a control character"),
    ],
)
def test_a_word_that_cannot_be_called_is_refused_and_nothing_is_drawn(game: Game, word, reason):
    with pytest.raises(RollError) as refused:
        game.console_draw("melee", "attacker", 3, word=word)
    assert str(refused.value) == reason
    assert game.console_draw_count() == 0


def test_the_same_word_typed_decomposed_gives_the_same_dice():
    composed = normal_word("Blücher")
    decomposed = normal_word("Blu\u0308cher")
    assert composed == decomposed
    assert fair_faces(SEED, 3, "fire/firer", 3, 6, composed) == fair_faces(
        SEED, 3, "fire/firer", 3, 6, decomposed
    )


def test_resolve_with_the_word_gives_the_games_dice(game: Game, tmp_path, capsys):
    draw = game.console_draw("catch", "owner", 3, word="42")
    situation = tmp_path / "catch.json"
    situation.write_text(
        json.dumps({"pack": "belle_alliance", "roll": "catch", "bound": 3,
                    "rolls": [{"role": "owner"}]})
    )  # fmt: skip
    argv = ["resolve", str(situation), "--seed", SEED.hex(), "--draw", "1"]
    assert run([*argv, "--word", "42"]) == 0
    assert json.loads(capsys.readouterr().out)["rolls"][0]["dice"] == list(draw.faces)
    assert run([*argv[:2], "--word", "42"]) == 2
    assert "give --seed with it" in capsys.readouterr().err


def test_the_dispute_report_shows_the_word_beside_the_draw(game: Game):
    from ba_console import reports

    game.append_roll(console_roll(game, WORD))
    html = reports.export_log(game, "html")
    assert "#1, word “blucher”" in html


@pytest.mark.parametrize("spelled", ['"word" :', '"w\\u006frd":'])
def test_a_word_spelled_otherwise_is_still_shown_beside_the_draw(
    game: Game, game_path, spelled: str
):
    """A draw's record rewritten with its hash (`forger.py`) as `"word" :"blucher"` (or with
    an escape): verify with the seed reads the word (Python's `json`) and finds the dice
    follow from it, so the log must show it too; it looked for the text `"word":` only."""
    from ba_console import reports
    from tests.store.forger import forge

    game.append_roll(console_roll(game, WORD))
    game.close()
    forge(game_path, draw_records={1: lambda record: record.replace('"word":', spelled)})
    conn = sqlite3.connect(game_path)
    assert spelled in conn.execute("SELECT record FROM console_draws").fetchone()[0]
    conn.close()
    with Game.open(game_path, read_only=True) as copy:
        assert copy.verify(SEED).ok
        assert copy.dice.called_words() == {1: WORD}
        assert "#1, word “blucher”" in reports.export_log(copy, "html")
