"""A change of the game's pack is a row of the roll log: `pack_changed`, naming the old and
the new pack's content hash, unvoidable, with the rows after it carrying the new hash."""

from __future__ import annotations

import pytest

from ba_console.store.errors import RollError
from ba_console.store.records import PACK_CHANGED_KIND, RollDraft, RollSide
from tests.store.conftest import PACK, add_roster

NEW = {"pack_toml": 'id = "test"\n# club\n', "pack_id": "test", "pack_hash": "b" * 64}


def typed_roll(game):
    side = RollSide(role="firer", unit="i-15", dice_source="typed", faces=(3, 4, 5))
    return game.append_roll(RollDraft(kind="fire", sides=[side]))


def test_a_pack_change_is_logged_with_the_old_and_new_hash(make_game):
    game = add_roster(make_game(dice_mode="both"))
    before = typed_roll(game)
    row = game.change_pack(**NEW, pack_version="1+club.1", reason="Table 11, difference 3")
    assert row is not None and row.kind == PACK_CHANGED_KIND
    assert row.outcome.key == "b" * 64 and row.outcome.label == "test 1+club.1"
    assert PACK["pack_hash"] in row.note and "b" * 64 in row.note
    assert row.note.endswith(": Table 11, difference 3")
    assert row.pack_hash == "b" * 64 and before.pack_hash == PACK["pack_hash"]
    after = typed_roll(game)
    assert after.pack_hash == "b" * 64 and game.info.pack_hash == "b" * 64
    assert game.pack().version == "1+club.1"
    assert game.pack(PACK["pack_hash"]).toml == PACK["pack_toml"]  # the old copy stays
    assert game.verify().ok


def test_the_same_pack_again_logs_nothing(make_game):
    game = make_game()
    assert game.change_pack(**PACK, pack_version="", reason="saved unchanged") is None
    assert game.roll_count() == 0


def test_a_pack_change_cannot_be_voided_and_needs_a_reason(make_game):
    game = make_game()
    with pytest.raises(RollError, match="give a reason"):
        game.change_pack(**NEW, pack_version="2", reason=" ")
    assert game.roll_count() == 0 and game.info.pack_hash == PACK["pack_hash"]
    row = game.change_pack(**NEW, pack_version="2", reason="edited")
    with pytest.raises(RollError, match="pack_changed row and cannot be voided"):
        game.void_roll(row.sequence, "wrong table")
    with pytest.raises(RollError, match="written by the store itself"):
        game.append_roll(RollDraft(kind=PACK_CHANGED_KIND))
