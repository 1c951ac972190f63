"""Each roll names the game's pack in effect when it was logged: the game's first pack, then
the pack each pack change row (or, in a game from before those rows, each journalled choice
of the pack) set. A forger who stores a second copy of the pack under the same id and version
(one cell changed, its own hash right) and points the last rolls at it, with no pack change
row, is named: verify only asked that the pack be held."""

from __future__ import annotations

import pytest

from ba_console.store import Game, check
from ba_console.store.records import RollDraft, RollSide
from tests.store.conftest import PACK, add_roster
from tests.store.forger import forge, raw

FORGED = "c" * 64  # the second copy: the same id and version, one cell changed
NEW = {"pack_toml": 'id = "test"\n# club\n', "pack_id": "test", "pack_hash": "b" * 64}


def typed_roll(game: Game) -> None:
    side = RollSide(role="firer", unit="i-15", dice_source="typed", faces=(3, 4, 5))
    game.append_roll(RollDraft(kind="fire", sides=[side]))


def test_rolls_pointed_at_a_second_copy_of_the_pack_are_named(make_game, game_path):
    game = add_roster(make_game(dice_mode="both"))
    for _ in range(4):
        typed_roll(game)
    game.close()
    conn = raw(game_path)
    conn.execute(
        "INSERT INTO packs (hash, pack_id, version, toml, added) VALUES (?, ?, '', ?, ?)",
        (FORGED, PACK["pack_id"], 'id = "test"\n# one cell changed\n', "2025-06-18T18:31:00+00:00"),
    )
    conn.commit()
    conn.close()

    def repointed(row: dict) -> None:
        row["pack_hash"] = FORGED

    forge(game_path, rolls={3: repointed, 4: repointed})
    with Game.open(game_path, read_only=True) as opened:
        report = opened.verify()
    assert report.summary() == (
        f"BROKEN at roll 3: it names pack {FORGED[:16]}…, but the game's pack then is "
        f"{PACK['pack_hash'][:16]}…: the game changes its pack only with a pack change row"
    )


def test_a_pack_change_row_and_an_old_games_pack_choice_keep_verifying(make_game):
    game = add_roster(make_game(dice_mode="both"))
    typed_roll(game)
    game.change_pack(**NEW, pack_version="2", reason="Table 11, difference 3")
    typed_roll(game)
    # A console from before pack change rows chose the pack with no row (the journal has it).
    game.set_pack(**PACK, pack_version="1")
    typed_roll(game)
    game.change_pack(**NEW, pack_version="2", reason="again")
    game.change_pack(**PACK, pack_version="1", reason="and back")
    typed_roll(game)
    assert [roll.pack_hash[0] for roll in game.rolls()] == list("abbabaa")
    assert game.verify().summary().startswith("OK")


def test_the_log_checked_in_parts_finds_the_same_changes_of_pack(make_game, monkeypatch):
    """Each part of a long log starts without the row before it: its first row counts as a
    change of pack, which the parts put together must drop, or a sound game is BROKEN."""
    game = add_roster(make_game(dice_mode="both"))
    for _ in range(5):
        typed_roll(game)
    game.change_pack(**NEW, pack_version="2", reason="Table 11, difference 3")
    for _ in range(5):
        typed_roll(game)
    serial = game.verify(processes=1)
    monkeypatch.setattr(check, "verify_serially", pytest.fail)  # the parts, not a fallback
    in_parts = game.verify(processes=3)
    assert serial.pack_runs == ((1, "fire", "a" * 64), (6, "pack_changed", "b" * 64))
    assert in_parts == serial and in_parts.summary().startswith("OK")
