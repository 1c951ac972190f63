"""The byte-for-byte copy of a damaged game (`copy_as_is`) whose file cannot be read (the
stick pulled out, the file gone): before, it said "cannot write a copy to COPY: No such
file or directory", blaming the copy; now it names the game's file, and nothing is left."""

from __future__ import annotations

import pytest

from ba_console.store.errors import GameFileError
from ba_console.store.gamefile import copy_as_is


def test_a_game_file_gone_is_named_not_the_copy(tmp_path):
    game = tmp_path / "stick" / "evening.bagame"
    target = tmp_path / "rescue.bagame"
    with pytest.raises(GameFileError) as refused:
        copy_as_is(game, target)
    assert str(refused.value) == (
        f"{game} cannot be read (No such file or directory): is its disk or stick still there?"
    )
    assert list(tmp_path.iterdir()) == []
