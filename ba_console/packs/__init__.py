"""Rule packs: the rules' numbers as versioned, validated TOML files."""

from ba_console.packs.loader import (
    PackError,
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
