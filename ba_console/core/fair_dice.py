"""Provably fair console dice: faces derived from a secret seed by HMAC-SHA256.

At game creation a secret seed is drawn and only its commitment (SHA-256 of the seed)
is shown. Roll number n of kind k takes its faces from HMAC-SHA256(seed, "n:k"), so
once the seed is revealed anyone can recompute every console roll, in order, and see
that none was skipped or replaced. Faces are drawn from the digest bytes by rejection
sampling, so each face is exactly uniform (no modulo bias). Pure: no global random,
no clock; the seed is always an argument.
"""

from __future__ import annotations

import hashlib
import hmac

SEED_BYTES = 32


def commitment(seed: bytes) -> str:
    """The public fingerprint of a seed: hex SHA-256. Shown at game creation."""
    return hashlib.sha256(seed).hexdigest()


def seed_from_hex(text: str) -> bytes:
    """Parse a seed typed or pasted by a user; a clear ValueError if it is not a seed."""
    cleaned = text.strip().lower()
    try:
        seed = bytes.fromhex(cleaned)
    except ValueError:
        raise ValueError("the seed must be hexadecimal (0-9, a-f)") from None
    if len(seed) != SEED_BYTES:
        raise ValueError(f"the seed must be {SEED_BYTES * 2} hex digits, got {len(cleaned)}")
    return seed


def fair_faces(seed: bytes, sequence: int, kind: str, count: int, sides: int) -> tuple[int, ...]:
    """Faces of console roll `sequence` of `kind`: `count` dice with `sides` sides each.

    The same (seed, sequence, kind) always gives the same faces. Bytes that would
    bias the result (>= the largest multiple of `sides` below 256) are skipped; if a
    digest runs out, the next block HMAC(seed, "n:k:block") continues the stream.
    """
    if count < 0 or not 2 <= sides <= 256:
        # Above 256 sides no byte is below the rejection limit and the loop would never end.
        raise ValueError("need a non-negative dice count and 2 to 256 sides")
    limit = 256 - (256 % sides)
    faces: list[int] = []
    block = 0
    while len(faces) < count:
        message = f"{sequence}:{kind}" if block == 0 else f"{sequence}:{kind}:{block}"
        digest = hmac.new(seed, message.encode("utf-8"), hashlib.sha256).digest()
        for byte in digest:
            if byte < limit:
                faces.append(byte % sides + 1)
                if len(faces) == count:
                    break
        block += 1
    return tuple(faces)
