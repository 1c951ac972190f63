"""SHA-256 as the headless commands need it, without loading OpenSSL.

`hashlib` loads OpenSSL's library when imported (some 2.5 ms, a tenth of what `ba-console
resolve` may add to Python's own start); CPython's own SHA-256 module gives the same
digests and loads in a tenth of that. It is private to CPython (`_sha256` up to 3.11,
`_sha2` from 3.12), so `hashlib`'s is taken where neither is there.
"""

from __future__ import annotations

try:
    from _sha2 import sha256 as sha256  # type: ignore[import-not-found]
except ImportError:
    try:
        from _sha256 import sha256 as sha256  # type: ignore[import-not-found,no-redef]
    except ImportError:
        from hashlib import sha256 as sha256  # type: ignore[assignment]


def sha256_hex(text: str) -> str:
    """The SHA-256 of `text` (UTF-8), in hex."""
    return sha256(text.encode("utf-8")).hexdigest()
