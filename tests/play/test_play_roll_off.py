"""`play.roll_off`: which of several commanders touching a unit is engaged (1.1.4). The
highest total is engaged; on a tie the tied commanders roll again, round by round (the
console's reading: the book's wording is not known). Pure: no Qt."""

from __future__ import annotations

import pytest

from ba_console.play.choices import PlayError
from ba_console.play.roll_off import (
    UNDECIDED,
    RollOffThrow,
    read_roll_off,
    roll_off_draft,
    roll_off_role,
)
from ba_console.play.session import PlaySession
from ba_console.play.state import GivenState
from ba_console.play.stored import StoredGame

THREE = ("hiller", "losthin", "ir15")


def throws(*given: tuple[str, tuple[int, ...], int]) -> tuple[RollOffThrow, ...]:
    return tuple(RollOffThrow(c, faces, round=r) for c, faces, r in given)


def test_the_highest_total_is_engaged():
    reading = read_roll_off(
        THREE, throws(("hiller", (2, 2, 3), 1), ("losthin", (6, 5, 4), 1), ("ir15", (1, 1, 1), 1))
    )
    assert (reading.engaged, reading.round) == ("losthin", 1)
    assert reading.totals == {"hiller": 7, "losthin": 15, "ir15": 3}


def test_until_every_commander_has_rolled_the_roll_off_waits():
    reading = read_roll_off(THREE, throws(("losthin", (6, 6, 6), 1)))
    assert reading.engaged is None
    assert (reading.waiting, reading.tied) == (("hiller", "ir15"), ())


def test_the_tied_commanders_roll_again_round_by_round():
    first = throws(("hiller", (3, 4, 5), 1), ("losthin", (1, 1, 1), 1), ("ir15", (4, 4, 4), 1))
    reading = read_roll_off(THREE, first)
    assert reading.engaged is None and reading.round == 2
    assert reading.tied == reading.contenders == reading.waiting == ("hiller", "ir15")
    tied_again = first + throws(("hiller", (2, 2, 2), 2), ("ir15", (1, 2, 3), 2))
    reading = read_roll_off(THREE, tied_again)
    assert (reading.engaged, reading.round, reading.tied) == (None, 3, ("hiller", "ir15"))
    decided = tied_again + throws(("hiller", (6, 6, 6), 3), ("ir15", (1, 2, 3), 3))
    reading = read_roll_off(THREE, decided)
    assert (reading.engaged, reading.round) == ("hiller", 3)
    assert reading.totals == {"hiller": 18, "losthin": 3, "ir15": 6}


def test_each_round_of_the_roll_off_has_roles_of_its_own():
    assert [roll_off_role(1), roll_off_role(2), roll_off_role(2, 3)] == [
        "commander1",
        "commander2",
        "commander2_round3",
    ]


def test_the_roll_off_row_keeps_every_round_and_names_the_engaged_commander(ba_pack, demo):
    game = demo()
    state = StoredGame(game)
    given = throws(
        ("ir15", (4, 4, 4), 1),
        ("hiller", (3, 4, 5), 1),
        ("losthin", (1, 1, 1), 1),
        ("ir15", (1, 2, 3), 2),
        ("hiller", (6, 6, 6), 2),
    )
    draft = roll_off_draft(ba_pack, state, "i-15", ("hiller", "losthin", "ir15"), given)
    assert [(s.role, s.unit, s.total) for s in draft.sides] == [
        ("commander1", "hiller", 12),
        ("commander2", "losthin", 3),
        ("commander3", "ir15", 12),
        ("commander1_round2", "hiller", 18),
        ("commander3_round2", "ir15", 6),
    ]
    assert draft.units == ("hiller", "losthin", "ir15")
    assert (draft.outcome.key, draft.outcome.label) == (
        "hiller",
        "Oberst von Hiller (16th Brigade)",
    )
    assert draft.note == (
        "roll-off: which commander of i-15 is engaged (1.1.4); tied commanders rolled again "
        "(the console's reading of a tie)"
    )
    row = game.append_roll(draft)
    assert row.kind == "roll_off" and game.verify().ok
    session = PlaySession(game, ba_pack)  # the window's way to the same row
    assert session.roll_off_draft("i-15", ("hiller", "losthin", "ir15"), given) == draft


def test_the_console_dice_of_a_throw_are_logged_as_the_consoles(ba_pack):
    given = (RollOffThrow("a", (6, 6, 6), console=True), RollOffThrow("b", (1, 1, 1)),
             RollOffThrow("someone else", (6, 6, 6)))  # fmt: skip
    draft = roll_off_draft(ba_pack, GivenState(), "u", ("a", "b"), given)
    assert [(s.unit, s.dice_source) for s in draft.sides] == [("a", "console"), ("b", "typed")]
    assert draft.note == "roll-off: which commander of u is engaged (1.1.4)"
    assert draft.outcome.label == ""  # no roster: no name


def test_an_undecided_roll_off_cannot_be_logged(ba_pack):
    given = (RollOffThrow("a", (3, 3, 3)), RollOffThrow("b", (4, 3, 2)))
    with pytest.raises(PlayError) as refused:
        roll_off_draft(ba_pack, GivenState(), "u", ("a", "b"), given)
    assert refused.value.template == UNDECIDED
