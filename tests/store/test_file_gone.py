"""The game's file taken away while open (a sync tool, a stick re-mounted): every write is
refused before anything is written, naming the file; reads and a copy still work, and the
copy holds the whole game."""

from __future__ import annotations

import shutil

import pytest

from ba_console.store import Game, GameFileError, GameFileGoneError, RollDraft, RollSide

from .conftest import add_roster


def test_a_write_after_the_file_was_deleted_is_refused_and_a_copy_still_holds_all(
    make_game, game_path, tmp_path
):
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(_fire())
    game.update_unit("i-15", figures=30)  # in the WAL, not yet in the main file
    game_path.unlink()
    with pytest.raises(GameFileGoneError) as refused:
        game.update_unit("i-15", figures=29)
    message = str(refused.value)
    assert message == (
        f"test.bagame is no longer in {game_path.parent}: it was deleted, moved or replaced "
        "while open. Nothing was written to it."
    )
    assert isinstance(refused.value, GameFileError)  # callers of GameError catch it too
    assert refused.value.template_args == {"name": "test.bagame", "folder": str(game_path.parent)}
    with pytest.raises(GameFileGoneError):
        game.save_order(1, "i-15", "written after the file went")
    with pytest.raises(GameFileGoneError):
        game.append_roll(_fire())
    assert game.unit("i-15").figures == 30  # reads go on
    # The open connection still reads the whole game: a copy saved now keeps all of it.
    copy = game.backup(tmp_path / "saved.bagame")
    game.close()
    with Game.open(copy) as saved:
        assert saved.unit("i-15").figures == 30
        assert saved.roll_count() == 1 and saved.order(1, "i-15") is None
        assert saved.verify().ok
        saved.update_unit("i-15", figures=29)  # the copy is a game to go on with


def test_a_file_replaced_while_open_is_refused(make_game, game_path, tmp_path):
    game = add_roster(make_game())
    shutil.copyfile(game_path, tmp_path / "other")
    (tmp_path / "other").replace(game_path)  # same name, another file (a sync tool's copy)
    with pytest.raises(GameFileGoneError, match="test.bagame is no longer in"):
        game.update_unit("i-15", figures=29)


def _fire() -> RollDraft:
    side = RollSide(role="firer", unit="i-15", dice_source="typed", faces=(3, 5, 6))
    return RollDraft(kind="fire", sides=[side])


def test_a_wal_deleted_while_open_is_refused_and_a_copy_still_holds_all(
    make_game, game_path, tmp_path
):
    """Its -wal deleted while open (a clean-up program): before, writes went on into the
    deleted -wal, which no other program sees (a verify meanwhile found a shorter game, and a
    crash lost them); now every write is refused, and a copy still holds the whole game."""
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(_fire())
    wal = game_path.with_name(f"{game_path.name}-wal")
    wal.unlink()
    with pytest.raises(GameFileGoneError) as refused:
        game.append_roll(_fire())
    assert str(refused.value) == (
        f"test.bagame-wal, which holds the latest writes to test.bagame until it is closed, is "
        f"no longer in {game_path.parent}: it was deleted or replaced while open (a sync or "
        "clean-up program?). Nothing was written."
    )
    copy = game.backup(tmp_path / "saved.bagame")
    game.close()
    with Game.open(copy, read_only=True) as saved:
        assert saved.roll_count() == 1 and len(saved.units()) == 3
        assert saved.verify().ok


def test_a_wal_deleted_before_the_first_write_after_opening_is_refused(make_game, game_path):
    """Deleted after the game was opened, before its first write: before, the -wal's identity
    was taken at that write, from the new -wal, and the write went into the deleted one."""
    add_roster(make_game()).close()
    game = Game.open(game_path)
    try:
        game_path.with_name(f"{game_path.name}-wal").unlink()
        with pytest.raises(GameFileGoneError, match="test.bagame-wal, which holds the latest"):
            game.append_roll(_fire())
        assert game.roll_count() == 0
    finally:
        game.close()
    with Game.open(game_path, read_only=True) as reopened:
        assert reopened.roll_count() == 0 and reopened.verify().ok
