"""Provably fair console dice: faces derived from a secret seed by HMAC-SHA256.

At game creation a secret seed is drawn and only its commitment (SHA-256 of the seed)
is shown. Roll number n of kind k takes its faces from HMAC-SHA256(seed, "n:k"), so
once the seed is revealed anyone can recompute every console roll, in order, and see
that none was skipped or replaced. Faces are drawn from the digest bytes by rejection
sampling, so each face is exactly uniform (no modulo bias). Pure: no global random,
no clock; the seed is always an argument.

Whoever holds the seed can compute the coming draws, and so choose which roll to make
first. A player may therefore call a word (or a number) before console dice are rolled:
the draw then takes its faces from HMAC-SHA256(seed, "n:k|L|word"), L being the word's
length in characters, and nobody, the umpire included, knows those faces before the word
is said. Without a word the message is "n:k", exactly as before, so every earlier draw
verifies unchanged. Kinds with a word never hold "|" (`check_draw_word`), so the two
messages cannot meet.
"""

from __future__ import annotations

import hashlib
import hmac
import unicodedata

SEED_BYTES = 32


def commitment(seed: bytes) -> str:
    """The public fingerprint of a seed: hex SHA-256. Shown at game creation."""
    return hashlib.sha256(seed).hexdigest()


def seed_from_hex(text: str) -> bytes:
    """Parse a seed typed or pasted by a user; a clear ValueError if it is not a seed."""
    cleaned = "".join(text.split()).lower()  # spaces between groups, as read out, are not digits
    wrong = next((c for c in cleaned if c not in "0123456789abcdef"), None)
    if wrong is not None:
        raise ValueError(f"the seed must be hexadecimal (0-9, a-f), not {wrong!r}")
    if len(cleaned) != SEED_BYTES * 2:
        raise ValueError(f"the seed must be {SEED_BYTES * 2} hex digits, got {len(cleaned)}")
    return bytes.fromhex(cleaned)


WORD_MAX = 40  # characters: a word or a number called across a table


# Letters that are not a Latin letter with marks, written as the letters a player says.
_SAID_AS = {"æ": "ae", "ø": "o", "œ": "oe", "ß": "ss", "ð": "d", "þ": "th", "ł": "l", "đ": "d",
            "ħ": "h", "ı": "i", "ŋ": "n"}  # fmt: skip


def fold_letters(text: str) -> str:
    """`text` as a player says it: compatibility forms read as the letters they show, case
    and marks folded (ü is u, é is e), the letters of `_SAID_AS` written out ("Søren" is
    "soren", "Blücher" is "blucher"); every other character as it is. The one folding of
    names and words: a called word's (`normal_word`) and a roster key's."""
    return "".join(
        _SAID_AS.get(char, char)
        for char in unicodedata.normalize("NFKD", text).casefold()
        if unicodedata.category(char) != "Mn"  # a mark: ü is u
    )


def normal_word(word: str) -> str:
    """A called word as it enters the draw: folded, so that every way of typing what a
    player said gives the same dice, and the umpire who holds the seed cannot pick, among
    spellings that read alike, the one whose dice he likes. Compatibility forms (full-width
    letters) read as the letters they show; case, marks (ü, é, å) and the letters of
    `_SAID_AS` fold to plain a-z; digits stay; any run of spaces and punctuation is one
    space, none at either end: "Saint-Lambert!" is "saint lambert". ValueError when it is
    empty, longer than `WORD_MAX` characters, or holds a control character or a letter of
    another script (a Cyrillic "а" looks like a Latin "a", and would give other dice)."""
    folded: list[str] = []
    for char in fold_letters(word):
        category = unicodedata.category(char)
        if char.isascii() and char.isalnum():
            folded.append(char)
        elif category.startswith("C"):
            raise ValueError("the word holds a control character")
        elif category[0] in "PSZ":
            folded.append(" ")
        else:
            raise ValueError(
                f"the word holds {char!r} (U+{ord(char):04X}), which is not a Latin letter or "
                "a digit (a letter of another script can look like a Latin one)"
            )
    text = " ".join("".join(folded).split())
    if not text:
        raise ValueError("the word is empty")
    if len(text) > WORD_MAX:
        raise ValueError(f"the word is longer than {WORD_MAX} characters")
    return text


def is_called_word(word: str) -> bool:
    """Whether `word` may stand as a draw's word in a game file: the folded form
    (`normal_word`), or, in a draw made before words were folded, the word as typed (outer
    spaces off, composed, 1 to `WORD_MAX` characters, no control character)."""
    return (
        0 < len(word) <= WORD_MAX
        and word == unicodedata.normalize("NFC", word.strip())
        and not any(unicodedata.category(char).startswith("C") for char in word)
    )


def check_draw_word(kind: str, word: str | None) -> None:
    """A word may only join a kind without "|" (which would blur where the word begins)."""
    if word is not None and "|" in kind:
        raise ValueError(f"a word cannot be called for {kind!r}: it holds '|'")


def draw_message(sequence: int, kind: str, word: str | None = None) -> str:
    """What the HMAC of draw `sequence` of `kind` is taken over: "n:k", or "n:k|L|word"."""
    if word is None:
        return f"{sequence}:{kind}"
    return f"{sequence}:{kind}|{len(word)}|{word}"


def fair_faces(
    seed: bytes, sequence: int, kind: str, count: int, sides: int, word: str | None = None
) -> tuple[int, ...]:
    """Faces of console roll `sequence` of `kind`: `count` dice with `sides` sides each,
    with the `word` a player called, if any (already `normal_word`).

    The same (seed, sequence, kind, word) always gives the same faces. Bytes that would
    bias the result (>= the largest multiple of `sides` below 256) are skipped; if a
    digest runs out, the next block HMAC(seed, message + ":block") continues the stream.
    """
    if count < 0 or not 2 <= sides <= 256:
        # Above 256 sides no byte is below the rejection limit and the loop would never end.
        raise ValueError("need a non-negative dice count and 2 to 256 sides")
    check_draw_word(kind, word)
    limit = 256 - (256 % sides)
    faces: list[int] = []
    block = 0
    base = draw_message(sequence, kind, word)
    while len(faces) < count:
        message = base if block == 0 else f"{base}:{block}"
        digest = hmac.new(seed, message.encode("utf-8"), hashlib.sha256).digest()
        for byte in digest:
            if byte < limit:
                faces.append(byte % sides + 1)
                if len(faces) == count:
                    break
        block += 1
    return tuple(faces)
