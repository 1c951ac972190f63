"""Console dice from HMAC-SHA256(seed, "n:kind"): repeatable, uniform, committed to."""

import hashlib
from collections import Counter

import pytest

from ba_console.core.fair_dice import commitment, fair_faces, seed_from_hex

SEED = bytes(range(32))


def test_same_seed_sequence_and_kind_give_the_same_faces():
    assert fair_faces(SEED, 7, "melee", 3, 6) == fair_faces(SEED, 7, "melee", 3, 6)


def test_the_faces_are_the_published_derivation():
    """Anyone with the revealed seed can recompute roll 1 of kind 'catch' by hand."""
    import hmac

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
