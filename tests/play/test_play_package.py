"""What `ba_console.play` itself gives the window: the logged roll a confirm returns
(loaded from the store's records when first asked for) and the kinds of rows the log
viewer treats apart. Pure: no Qt."""

from __future__ import annotations

import pytest

import ba_console.play as play
from ba_console.store import kinds
from ba_console.store.records import LoggedRoll


def test_the_window_finds_the_logged_roll_and_the_row_kinds_in_play():
    from ba_console.play import LoggedRoll as asked  # as the roll dialog imports it

    assert asked is LoggedRoll
    assert (play.VOID_KIND, play.PACK_CHANGED_KIND) == (kinds.VOID_KIND, kinds.PACK_CHANGED_KIND)


def test_a_name_play_does_not_have_is_an_attribute_error():
    with pytest.raises(AttributeError, match="has no attribute 'Logged'"):
        play.Logged  # noqa: B018
