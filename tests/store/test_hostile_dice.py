"""The console dice attacked by a player who wants to know them, and an umpire who wants to
choose them.

- A player given a copy of an old game's file mid-game (the seed was in the file before
  issue 16) must not find the seed in it: the console moves it out on the first writable
  open, and the copy of the file alone, taken then, must not hold it either.
- An umpire who holds the seed can compute the dice every spelling of a called word gives,
  and type the one he likes: "Waterloo", "waterloo", "WATERLOO"… or "Wаterloo" with a
  Cyrillic "а", which the log shows exactly as the word called. A word is folded before
  it enters the draw, so that what sounds and reads alike gives one set of dice, and a
  letter of another script (which can look like a Latin one) is refused.
- A draw made today, with the word as typed (case and accents kept), still verifies.
- A seed given to `verify`, or revealed in the log and then changed, that is not the one
  committed to is named; so is the commitment changed with the whole chain recomputed,
  by the seals the players hold and by the fingerprint `verify` prints for them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.core import fair_dice
from ba_console.core.fair_dice import commitment, fair_faces, normal_word
from ba_console.store import Game
from ba_console.store.errors import RollError
from ba_console.store.seals import parse_seals
from tests.store.conftest import SEED, add_roster, fixed_clock
from tests.store.forger import forge, raw
from tests.store.test_dispute_proofs import play_three_bounds
from tests.store.test_seed_at_rest import holds_seed, schema_2_game

OTHER_SEED = bytes(range(7, 39))


# --- a copy of an old game, taken mid-game -------------------------------------------------


def test_a_copy_of_an_old_games_file_taken_mid_game_holds_no_seed(game_path, monkeypatch):
    schema_2_game(game_path, monkeypatch)
    with Game.open(game_path, clock=fixed_clock) as game:  # the seed moves out, logged
        # What a player copies by hand while the console has the game open.
        assert not holds_seed(game_path)
        assert not holds_seed(Path(f"{game_path}-wal"))
        assert game.console_draw("melee", "attacker", 3).faces == fair_faces(
            SEED, 2, "melee/attacker", 3, 6
        )


# --- a word chosen by the umpire -------------------------------------------------------------


@pytest.fixture
def game(make_game) -> Game:
    return add_roster(make_game(dice_mode="both"))


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("Waterloo", "waterloo"),
        ("WATERLOO", "waterloo"),
        ("  waterloo ", "waterloo"),
        ("Blücher", "blucher"),
        ("BLÜCHER", "blucher"),
        ("Blu\u0308cher", "blucher"),
        ("Saint-Lambert", "saint lambert"),
        ("saint  lambert!", "saint lambert"),
        ("Æblerød", "aeblerod"),
        ("Straße", "strasse"),
        ("1815", "1815"),
        ("ｗａｔｅｒｌｏｏ", "waterloo"),  # full-width letters
    ],
)
def test_every_spelling_of_a_called_word_gives_the_same_dice(typed, folded):
    assert normal_word(typed) == folded
    assert fair_faces(SEED, 4, "melee/attacker", 3, 6, normal_word(typed)) == fair_faces(
        SEED, 4, "melee/attacker", 3, 6, folded
    )


@pytest.mark.parametrize(
    "typed",
    ["W\u0430terloo", "\u0392lücher", "Ligny\u200b", "Ligny\u00ad"],
    ids=["cyrillic a", "greek B", "zero width space", "soft hyphen"],
)
def test_a_word_that_looks_like_another_is_refused_and_nothing_is_drawn(game: Game, typed):
    with pytest.raises(RollError) as refused:
        game.console_draw("melee", "attacker", 3, word=typed)
    message = str(refused.value)
    assert message.startswith("the word called: ") and "\n" not in message
    assert game.console_draw_count() == 0


def test_the_word_logged_is_the_word_that_entered_the_dice(game: Game):
    draw = game.console_draw("melee", "attacker", 3, word="  Blücher ")
    assert draw.word == "blucher"
    assert json.loads(draw.record())["word"] == "blucher"
    assert draw.faces == fair_faces(SEED, 1, "melee/attacker", 3, 6, "blucher")


def test_a_draw_whose_word_was_kept_as_typed_still_verifies(game: Game, monkeypatch):
    """Draws made before the word was folded keep it as typed, case and accents."""
    monkeypatch.setattr(
        "ba_console.store.dice.normal_word", lambda word: fair_dice.unicodedata.normalize(
            "NFC", word.strip())
    )  # fmt: skip
    draw = game.console_draw("melee", "attacker", 3, word="Blücher")
    assert draw.word == "Blücher"
    monkeypatch.undo()
    report = game.verify(SEED)
    assert report.ok and report.seed_checked, report.summary()


# --- the seed and the commitment -------------------------------------------------------------


@pytest.fixture
def evening(make_game, game_path) -> tuple[Path, list[str]]:
    game = add_roster(make_game(dice_mode="both"))
    held = play_three_bounds(game)
    game.close()
    return game_path, held


def test_verify_with_a_seed_that_is_not_the_committed_one_is_one_line_and_exit_1(evening, capsys):
    path, _ = evening
    assert run(["verify", str(path), "--seed", OTHER_SEED.hex()]) == 1
    out = capsys.readouterr().out
    assert out.startswith("BROKEN: the seed (given) does not match the commitment")
    assert "check that it was copied whole; if it was, this file is not the game" in out
    assert out.count("\n") == 1


def test_a_revealed_seed_changed_in_the_log_with_every_hash_recomputed_is_named(evening):
    path, _ = evening
    with Game.open(path, clock=fixed_clock) as game:
        game.reveal_seed()

    def other_seed(row: dict) -> None:
        if row["kind"] == "seed_revealed":
            outcome = json.loads(row["outcome"])
            outcome["label"] = OTHER_SEED.hex()
            row["outcome"] = json.dumps(outcome, sort_keys=True, separators=(",", ":"))

    with Game.open(path, read_only=True) as game:
        revealed = game.rolls(kind="seed_revealed")[0].sequence
    forge(path, rolls={revealed: other_seed})
    with Game.open(path, read_only=True) as game:
        report = game.verify()
    assert not report.ok
    assert report.reason.startswith("the seed (revealed in the log) does not match the commitment")


def test_a_commitment_changed_with_the_whole_chain_recomputed_is_caught(evening, capsys):
    """The umpire swaps the commitment for one of a seed of his own and computes every hash
    again: the chains hang together, but the seals the players hold no longer match, and the
    fingerprint verify prints is not the one read out when the game began."""
    path, held = evening
    conn = raw(path)
    conn.execute("UPDATE game SET seed_commitment = ?", (commitment(OTHER_SEED),))
    # and the game's record as the state journal's snapshot holds it
    conn.execute(
        "UPDATE state_log SET record = replace(record, ?, ?)",
        (commitment(SEED), commitment(OTHER_SEED)),
    )
    conn.commit()
    conn.close()
    forge(path)  # every draw, roll, journal entry and seal row chained from the new one
    with Game.open(path, read_only=True) as game:
        assert game.verify().ok
        report = game.verify(seals=parse_seals(",".join(held)))
    assert not report.ok and report.bad_bound == 1
    assert run(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"Seed commitment: {commitment(OTHER_SEED)}" in out
    assert commitment(SEED) not in out
