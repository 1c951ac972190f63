"""The shipped packs' Danish words name disorder as the Danish rules and the rest of the
Danish console do: LU, U and FU, never the English LD, MD and FD."""

from __future__ import annotations

import re
from typing import Any

import pytest

from ba_console.packs import builtin_ids, load_pack

ENGLISH_LEVELS = re.compile(r"\b(LD|MD|FD)\b")


def danish_texts(node: Any) -> list[str]:
    """Every Danish text of a pack's data: each {en, da} label, note and prompt."""
    if isinstance(node, dict):
        found = [node["da"]] if set(node) == {"en", "da"} else []
        return found + [text for value in node.values() for text in danish_texts(value)]
    if isinstance(node, list):
        return [text for item in node for text in danish_texts(item)]
    return []


@pytest.mark.parametrize("pack_id", builtin_ids())
def test_the_danish_of_a_shipped_pack_says_lu_u_fu(pack_id):
    texts = danish_texts(load_pack(pack_id).model_dump(mode="json"))
    assert texts, "no Danish found"
    assert [text for text in texts if ENGLISH_LEVELS.search(text)] == []
