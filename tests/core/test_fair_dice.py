"""Console dice from HMAC-SHA256(seed, "n:kind"): repeatable, uniform, committed to."""

import hashlib
import hmac
from collections import Counter

import pytest

from ba_console.core.fair_dice import (
    check_draw_word,
    commitment,
    draw_message,
    fair_faces,
    is_called_word,
    normal_word,
    seed_from_hex,
)

SEED = bytes(range(32))


def by_hand(seed: bytes, sequence: int, kind: str, count: int, sides: int) -> tuple[int, ...]:
    """The derivation the module publishes, written out again as a player would: the bytes
    of HMAC(seed, "n:k"), then of "n:k:1", "n:k:2"…; a byte at or above the largest multiple
    of `sides` that fits in a byte is skipped; a kept byte b gives the face b mod sides + 1."""
    largest = sides * (256 // sides)
    stream = b""
    for block in range(1000):
        message = f"{sequence}:{kind}" if block == 0 else f"{sequence}:{kind}:{block}"
        stream += hmac.new(seed, message.encode("utf-8"), hashlib.sha256).digest()
        faces = [byte % sides + 1 for byte in stream if byte < largest]
        if len(faces) >= count:
            return tuple(faces[:count])
    raise AssertionError("no faces")


def test_the_same_roll_gives_the_faces_logged_in_every_game_so_far():
    """Pinned: a change of the derivation would make every old game's draws unverifiable."""
    assert fair_faces(SEED, 7, "melee", 3, 6) == (3, 6, 2)
    assert fair_faces(SEED, 7, "melee", 3, 6) == by_hand(SEED, 7, "melee", 3, 6)


@pytest.mark.parametrize("sides", [2, 3, 6, 7, 10, 20, 100, 255, 256])
@pytest.mark.parametrize("count", [0, 1, 3, 40, 100])
def test_any_roll_is_the_published_derivation(sides, count):
    """Checked against the derivation written out by hand, over dice sizes whose rejection
    limit differs and counts that run past the first digest (up to several blocks)."""
    for sequence in (1, 30, 47):
        faces = fair_faces(SEED, sequence, "fire", count, sides)
        assert faces == by_hand(SEED, sequence, "fire", count, sides)


def test_a_byte_at_the_rejection_limit_is_skipped():
    """Roll 30 of kind fire: its digest's third byte is 252, the first byte a d6 skips
    (252 = 6 × 42; taking it would make a 1 more likely than a 6)."""
    digest = hmac.new(SEED, b"30:fire", hashlib.sha256).digest()
    assert digest[2] == 252 and all(byte < 252 for byte in digest[:2])
    kept = [byte % 6 + 1 for byte in digest[:2] + digest[3:5]]
    assert fair_faces(SEED, 30, "fire", 4, 6) == tuple(kept)


def test_no_dice_give_no_faces():
    assert fair_faces(SEED, 1, "x", 0, 6) == ()


def test_the_faces_are_the_published_derivation():
    """Anyone with the revealed seed can recompute roll 1 of kind 'catch' by hand."""
    digest = hmac.new(SEED, b"1:catch", hashlib.sha256).digest()
    expected = tuple(byte % 6 + 1 for byte in digest if byte < 252)[:3]
    assert fair_faces(SEED, 1, "catch", 3, 6) == expected


def test_different_kinds_sequences_and_seeds_differ():
    rolls = {
        fair_faces(SEED, 1, "melee", 10, 6),
        fair_faces(SEED, 1, "fire", 10, 6),
        fair_faces(SEED, 2, "melee", 10, 6),
        fair_faces(bytes(32), 1, "melee", 10, 6),
    }
    assert len(rolls) == 4


def test_faces_are_uniform_over_many_rolls():
    counts = Counter(f for n in range(4000) for f in fair_faces(SEED, n, "fire", 3, 6))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    expected = 4000 * 3 / 6
    chi_square = sum((counts[f] - expected) ** 2 / expected for f in range(1, 7))
    # 5 degrees of freedom: above 20.5 happens by chance once in a thousand.
    assert chi_square < 20.5, counts


def test_many_dice_continue_past_one_digest():
    faces = fair_faces(SEED, 1, "long", 100, 6)
    assert len(faces) == 100 and all(1 <= f <= 6 for f in faces)
    assert faces[:3] == fair_faces(SEED, 1, "long", 3, 6)


@pytest.mark.parametrize("sides", [2, 10, 20, 100, 256])
def test_any_die_size_stays_in_range(sides):
    faces = fair_faces(SEED, 3, "x", 50, sides)
    assert all(1 <= f <= sides for f in faces)


@pytest.mark.parametrize(("count", "sides"), [(-1, 6), (3, 1), (3, 257)])
def test_impossible_dice_are_refused(count, sides):
    with pytest.raises(ValueError, match="2 to 256 sides"):
        fair_faces(SEED, 1, "x", count, sides)


def test_commitment_is_the_sha256_of_the_seed():
    assert commitment(SEED) == hashlib.sha256(SEED).hexdigest()
    assert commitment(SEED) != commitment(bytes(32))


def test_seed_from_hex_reads_a_pasted_seed():
    assert seed_from_hex("  " + SEED.hex().upper() + "\n") == SEED


@pytest.mark.parametrize(
    ("text", "message"),
    [("zz" * 32, "hexadecimal"), ("ab" * 16, "must be 64 hex digits, got 32")],
)
def test_seed_from_hex_refuses_what_is_not_a_seed(text, message):
    with pytest.raises(ValueError, match=message):
        seed_from_hex(text)


# --- a word a player calls before the console rolls ---------------------------------------


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("Waterloo", "waterloo"),
        ("  Saint-Lambert! ", "saint lambert"),
        ("Saint  --  Lambert", "saint lambert"),
        ("Blu\u0308cher", "blucher"),  # u and a combining diaeresis
        ("Ney 1815", "ney 1815"),
        ("Ney+1815", "ney 1815"),  # a symbol is a space too
        ("Ærø", "aero"),
        ("ｎｅｙ", "ney"),  # full-width letters
    ],
)
def test_a_called_word_is_folded_as_a_player_says_it(typed, folded):
    assert normal_word(typed) == folded


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("Ligny\u200b", "the word holds a control character"),  # zero width space
        ("Ligny\n", "the word holds a control character"),
        ("W\u0430terloo", r"'а' \(U\+0430\), which is not a Latin letter or a digit"),
        (" -!- ", "the word is empty"),
        ("", "the word is empty"),
        ("x" * 41, "the word is longer than 40 characters"),
    ],
)
def test_a_word_that_cannot_be_said_plainly_is_refused_with_its_reason(typed, message):
    with pytest.raises(ValueError, match=message):
        normal_word(typed)


def test_a_word_of_40_characters_is_taken_whole():
    """40 characters: what a game file's draws have held since words were called."""
    longest = "x" * 35 + " 1815"
    assert normal_word(longest.upper()) == longest


@pytest.mark.parametrize(
    "word", ["a", "blucher", "Blücher", "Saint-Lambert!", "x" * 40, "saint lambert"]
)
def test_a_draw_may_keep_the_word_as_typed_before_words_were_folded(word):
    assert is_called_word(word) is True


@pytest.mark.parametrize(
    "word",
    ["", "x" * 41, " blucher", "blucher ", "Blu\u0308cher", "Ligny\u200b", "a\tb"],
    ids=["empty", "too long", "space before", "space after", "decomposed", "control", "tab"],
)
def test_a_draw_word_no_player_could_have_called_is_refused(word):
    assert is_called_word(word) is False


def test_the_word_joins_the_message_with_its_length():
    assert draw_message(2, "melee/attacker") == "2:melee/attacker"
    assert draw_message(2, "melee/attacker", "saint lambert") == "2:melee/attacker|13|saint lambert"


def test_a_word_gives_other_dice_and_the_same_dice_each_time():
    plain = fair_faces(SEED, 4, "melee/attacker", 10, 6)
    called = fair_faces(SEED, 4, "melee/attacker", 10, 6, "blucher")
    assert called != plain
    assert called == fair_faces(SEED, 4, "melee/attacker", 10, 6, "blucher")
    digest = hmac.new(SEED, b"4:melee/attacker|7|blucher", hashlib.sha256).digest()
    assert called[:3] == tuple(byte % 6 + 1 for byte in digest if byte < 252)[:3]


def test_a_word_is_refused_for_a_kind_holding_a_bar():
    """ "n:a|7|blucher" could be kind "a" with word "blucher" or kind "a|7|blucher" without."""
    with pytest.raises(ValueError, match="a word cannot be called for 'a|7': it holds '|'"):
        check_draw_word("a|7", "blucher")
    with pytest.raises(ValueError, match="it holds '|'"):
        fair_faces(SEED, 1, "a|7", 3, 6, "blucher")
    check_draw_word("a|7", None)
    assert len(fair_faces(SEED, 1, "a|7", 3, 6)) == 3
    check_draw_word("melee/attacker", "blucher")
