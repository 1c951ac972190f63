"""Witnessed seals: what a seal is, how a typed one is read back, and the seal row."""

from __future__ import annotations

import re

import pytest

from ba_console.store import Game, Outcome, RollDraft, RollError
from ba_console.store.seals import (
    ALPHABET,
    Seal,
    SealError,
    parse_seal,
    parse_seals,
    seal_before,
    seal_code,
)
from tests.store.conftest import add_roster

SEAL = re.compile(r"B(\d+) ([0-9A-Z]{4})-([0-9A-Z]{4})-([0-9A-Z]{4})")


def test_a_seal_is_the_bound_and_sixty_bits_in_crockfords_alphabet():
    code = seal_code(4, "a" * 64, "b" * 64)
    assert len(code) == 12 and set(code) <= set(ALPHABET)
    assert not set(code) & set("ILOU")
    assert Seal(4, code).text == f"B4 {code[:4]}-{code[4:8]}-{code[8:]}"
    # Each head, and the bound, changes it.
    assert code != seal_code(4, "c" * 64, "b" * 64)
    assert code != seal_code(4, "a" * 64, "c" * 64)
    assert code != seal_code(5, "a" * 64, "b" * 64)


@pytest.mark.parametrize(
    "typed",
    [
        "B4 7Q2K-9FXA-3MWD",
        "b4 7q2k-9fxa-3mwd",
        "B4 7Q2K9FXA3MWD",
        " B4  7Q2K 9FXA 3MWD ",
        "B4: 7Q2K-9FXA-3MWD",
    ],
)
def test_a_seal_is_read_back_as_typed(typed: str):
    assert parse_seal(typed) == Seal(4, "7Q2K9FXA3MWD")


def test_a_typed_seal_reads_o_as_zero_and_i_or_l_as_one():
    assert parse_seal("B2 OO1I-L0O1-ABCD") == Seal(2, "00111001ABCD")


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("7Q2K-9FXA-3MWD", "'7Q2K-9FXA-3MWD': a seal begins with B and its bound"),
        ("B0 7Q2K-9FXA-3MWD", "'B0 7Q2K-9FXA-3MWD': a seal begins with B and its bound"),
        ("B4 7Q2K-9FXA", "'B4 7Q2K-9FXA': a seal has 12 letters and digits after its bound, not 8"),
        ("B4 7Q2K-9FXA-3MWU", "'B4 7Q2K-9FXA-3MWU': 'U' is not in a seal"),
        ("B4 7Q2K-9FXA-3MW!", "'B4 7Q2K-9FXA-3MW!': '!' is not in a seal"),
    ],
)
def test_a_seal_that_is_not_one_is_refused_with_what_is_wrong(typed: str, message: str):
    with pytest.raises(SealError) as caught:
        parse_seal(typed)
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


def test_seals_are_separated_by_commas_semicolons_or_lines():
    seals = parse_seals("B1 0000-0000-0001, B2 0000-0000-0002;B3 0000-0000-0003\nB4 0000-0000-0004")
    assert [seal.bound for seal in seals] == [1, 2, 3, 4]
    with pytest.raises(SealError, match="no seal given"):
        parse_seals(" , ")


def test_a_seal_is_a_row_of_the_log_without_dice_that_cannot_be_voided(make_game):
    game = add_roster(make_game())
    game.set_phase(2, "end_of_bound")
    row = game.seal(note="witnessed by Anders and Pierre")
    assert row.kind == "seal" and row.bound == 2 and row.phase == "end_of_bound"
    assert row.sides == () and row.effects == () and row.note == "witnessed by Anders and Pierre"
    assert row.outcome is not None and SEAL.fullmatch(row.outcome.key)
    assert row.outcome.key == seal_before(game._db.conn, row.sequence, 2).text
    with pytest.raises(RollError, match="cannot be voided"):
        game.void_roll(row.sequence, "no")
    with pytest.raises(RollError, match="written by the store itself"):
        game.append_roll(RollDraft(kind="seal", outcome=Outcome(key="B2 0000-0000-0000")))
    assert game.verify().ok


def test_a_seal_of_a_bound_that_ended_names_that_bound(make_game):
    game = add_roster(make_game())
    game.set_phase(3, "ordering")
    assert game.seal(bound=2).outcome.key.startswith("B2 ")


def test_the_seal_covers_the_state_journal_as_well_as_the_rolls(make_game, game_path):
    """Two games with the same rolls and a different roster give different seals."""
    first = add_roster(make_game())
    other = add_roster(make_game(game_path.with_name("other.bagame")))
    other.update_unit("i-15", figures=35)
    assert first.rolls() == other.rolls() == []
    assert first.seal().outcome.key != other.seal().outcome.key


def test_a_read_only_game_cannot_be_sealed(make_game, game_path):
    make_game().close()
    with Game.open(game_path, read_only=True) as game, pytest.raises(Exception, match="read-only"):
        game.seal()
