"""Dice: the spec of a roll, faces typed by the umpire, faces from a seeded random source."""

import random

import pytest

from ba_console.core.dice import DiceError, DiceSpec, count_ones, natural

D6x3 = DiceSpec(3, 6)


@pytest.mark.parametrize(
    ("text", "count", "sides"),
    [("3d6", 3, 6), ("3D6", 3, 6), (" 2 d 6 ", 2, 6), ("1d6", 1, 6), ("2d10", 2, 10)],
)
def test_dice_spec_parses_common_spellings(text, count, sides):
    assert DiceSpec.parse(text) == DiceSpec(count, sides)


def test_dice_spec_prints_as_the_rules_write_it():
    assert str(DiceSpec.parse("3d6")) == "3D6"
    assert (D6x3.lowest, D6x3.highest) == (3, 18)


@pytest.mark.parametrize("text", ["d6", "3x6", "three d6", "3d", ""])
def test_dice_spec_refuses_what_is_not_a_spec(text):
    with pytest.raises(ValueError, match="is not a dice spec such as '3d6'"):
        DiceSpec.parse(text)


@pytest.mark.parametrize("text", ["0d6", "11d6", "3d1", "3d101"])
def test_dice_spec_refuses_absurd_dice(text):
    with pytest.raises(ValueError, match="between 1 and 10 dice of 2 to 100 sides"):
        DiceSpec.parse(text)


@pytest.mark.parametrize(
    ("text", "count", "sides"), [("1d2", 1, 2), ("10d6", 10, 6), ("3d100", 3, 100)]
)
def test_dice_spec_takes_the_limits_themselves(text, count, sides):
    assert DiceSpec.parse(text) == DiceSpec(count, sides)


def test_faces_of_up_to_nine_sides_may_be_typed_run_together_ten_and_more_may_not():
    """A d9's faces are single digits: "39" is 3 and 9. A d10 shows 10: "10" is one face."""
    assert DiceSpec(2, 9).parse_faces("39") == (3, 9)
    assert DiceSpec(1, 10).parse_faces("10") == (10,)


@pytest.mark.parametrize("typed", ["356", "3 5 6", "3,5,6", "3, 5, 6", " 3  5  6 ", "3/5/6"])
def test_typed_faces_accept_the_ways_an_umpire_types_them(typed):
    assert D6x3.parse_faces(typed) == (3, 5, 6)


def test_two_digit_faces_need_separators():
    assert DiceSpec(2, 10).parse_faces("10 7") == (10, 7)


@pytest.mark.parametrize(("typed", "got"), [("35", 2), ("3566", 4), ("", 0), ("3 5 6 1", 4)])
def test_wrong_number_of_typed_dice_says_how_many_are_needed(typed, got):
    with pytest.raises(DiceError) as caught:
        D6x3.parse_faces(typed)
    assert str(caught.value) == f"3D6 needs 3 dice, got {got}"
    assert caught.value.message_id == "count"
    assert caught.value.details == {"spec": "3D6", "count": 3, "got": got}


def test_face_out_of_range_names_the_die_and_the_range():
    with pytest.raises(DiceError) as caught:
        D6x3.parse_faces("3 7 6")
    assert str(caught.value) == "die 2 shows 7: faces run from 1 to 6"
    assert caught.value.message_id == "range"


def test_zero_is_not_a_face():
    with pytest.raises(DiceError, match="die 1 shows 0: faces run from 1 to 6"):
        D6x3.parse_faces("056")


@pytest.mark.parametrize("typed", ["3 x 6", "3 -5 6", "3a6"])
def test_a_typed_letter_or_sign_is_not_a_face(typed):
    with pytest.raises(DiceError, match="is not a die face") as caught:
        D6x3.parse_faces(typed)
    assert caught.value.message_id == "not_a_number"


def test_check_refuses_non_integer_faces():
    with pytest.raises(DiceError, match="is not a die face"):
        D6x3.check([3, "5", 6])
    with pytest.raises(DiceError, match="is not a die face"):
        D6x3.check([3, True, 6])


def test_roll_with_a_seeded_random_is_repeatable_and_in_range():
    first = random.Random(1815)
    again = random.Random(1815)
    assert [D6x3.roll(first) for _ in range(20)] == [D6x3.roll(again) for _ in range(20)]
    rng = random.Random(7)
    rolls = [D6x3.roll(rng) for _ in range(500)]
    assert all(len(faces) == 3 and all(1 <= f <= 6 for f in faces) for faces in rolls)
    # Every face turns up: the source is used, not a constant.
    assert {f for faces in rolls for f in faces} == {1, 2, 3, 4, 5, 6}


def test_roll_takes_exactly_count_faces_from_the_source():
    class Scripted:
        def __init__(self, faces):
            self.faces = list(faces)

        def randint(self, a, b):
            assert (a, b) == (1, 6)
            return self.faces.pop(0)

    source = Scripted([6, 1, 4, 2])
    assert D6x3.roll(source) == (6, 1, 4)
    assert source.faces == [2]


def test_natural_and_ones():
    assert natural((6, 5, 4)) == 15
    # Two ones on a fire or melee roll start the supplies count (5.5.3).
    assert count_ones((1, 1, 5)) == 2
    assert count_ones((2, 3, 1)) == 1
