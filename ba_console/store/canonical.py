"""The one JSON encoding that is hashed, shared by the roll log and the console draw ledger.

Sorted keys, no whitespace, UTF-8 with non-ASCII kept (`ensure_ascii=False`):
anyone can reproduce it with the standard JSON library of any language.
"""

from __future__ import annotations

import json
from typing import Any

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical_json(value: Any) -> str:
    """The one encoding that is hashed: sorted keys, no whitespace, non-ASCII kept."""
    return _CANONICAL.encode(value)
