"""The byte copy of a damaged game (`copy_as_is`) whose -wal is a link to another game's
-wal. SQLite will not read a linked -wal (the game is refused as damaged, "unable to open
database file"), but the copy followed the link: it wrote the other game's -wal beside
the copy as the game's own, and the copy then opened as the other game's rolls, sound."""

from __future__ import annotations

import shutil

from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.gamefile import copy_as_is
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock


def fire(game: Game, faces: tuple[int, ...]) -> None:
    side = RollSide(role="firer", unit="i-15", dice_source="typed", faces=faces)
    game.append_roll(RollDraft(kind="fire", sides=[side]))


def make(path, faces):
    game = Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK)
    add_roster(game)
    fire(game, faces)
    game.close()


def test_a_wal_linked_to_another_games_is_not_copied_as_the_games_own(tmp_path):
    make(tmp_path / "ours.bagame", (1, 1, 1))
    make(tmp_path / "theirs.bagame", (6, 6, 6))
    with Game.open(tmp_path / "theirs.bagame") as theirs:
        fire(theirs, (6, 6, 6))  # in its -wal while it is open
        shutil.copyfile(tmp_path / "theirs.bagame-wal", tmp_path / "forged-wal")
    (tmp_path / "ours.bagame-wal").symlink_to(tmp_path / "forged-wal")
    written = copy_as_is(tmp_path / "ours.bagame", tmp_path / "COPY.bagame")
    assert written == [tmp_path / "COPY.bagame"]
    assert not (tmp_path / "COPY.bagame-wal").exists()
    assert (tmp_path / "COPY.bagame").read_bytes() == (tmp_path / "ours.bagame").read_bytes()
    with Game.open(tmp_path / "COPY.bagame", read_only=True) as copy:
        assert [roll.sides[0].faces for roll in copy.rolls()] == [(1, 1, 1)]
