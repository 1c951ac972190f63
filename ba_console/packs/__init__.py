"""Rule packs: the rules' numbers as versioned, validated TOML files.

The full reader (`loader`, `schema` and the pack's records; pydantic where a pack is
validated) is loaded when one of its names is first used, so that `packs.outline`, which
the window reads a game's pack with on its way to the first frame, comes without it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ba_console.packs.errors import PackError

if TYPE_CHECKING:
    from ba_console.packs.loader import (
        builtin_ids,
        load_pack,
        pack_from_data,
        parse_pack_text,
    )
    from ba_console.packs.schema import SCHEMA_VERSION, RulePack

__all__ = [
    "PackError",
    "RulePack",
    "SCHEMA_VERSION",
    "builtin_ids",
    "load_pack",
    "pack_from_data",
    "parse_pack_text",
]

_HOMES = {
    "RulePack": "schema",
    "SCHEMA_VERSION": "schema",
    "builtin_ids": "shipped",
    "load_pack": "loader",
    "pack_from_data": "loader",
    "parse_pack_text": "loader",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
