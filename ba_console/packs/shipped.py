"""The packs that ship with the console (`packs/data/*.toml`), by id: plain files, read
without validating them (`loader.load_pack` validates; `outline` reads for the window).

Beside each pack its twin, `<id>.json`, holds the pack's data as `tomllib.loads` gives it,
with the SHA-256 of the TOML text it was read from (`tools/build_pack_twins.py` writes
them with `loader.twin_text`; `tests/packs/test_pack_twins.py` checks they are fresh).
Parsing the TOML (tomllib is pure Python: some 10 ms, and as long again to import it) was
a good part of a headless `resolve`; the twin is read with the json module instead, and
only when it was made from this very TOML text: a pack edited without its twin rebuilt is
parsed as before. The TOML stays the pack; the twin is only a faster way to read it.

The twin keeps the content hash the pack had when it was validated too (the tool validates
it before it writes the twin): the pack is read from such a twin without validating it
again (`core.frozen.from_valid`, `loader.load_pack`; tests check it reads as the pack
validated, hashing the same), so `resolve` starts without pydantic.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ba_console.core.sha256 import sha256_hex

# The folder of the shipped packs, found as the window finds its translations (beside the
# module, in a frozen build too): `importlib.resources` would load its zip readers, some
# 5 ms of `resolve`.
BUILTIN_FOLDER = Path(__file__).parent / "data"
# The rules a new game is of when none is chosen (the wizard's first choice).
DEFAULT_RULES = "belle_alliance"
# What each twin file holds besides the data; a console that writes them otherwise changes it.
TWIN_FORMAT = 2


def builtin_ids() -> list[str]:
    return sorted(
        name.removesuffix(".toml") for name in os.listdir(BUILTIN_FOLDER) if name.endswith(".toml")
    )


def shipped_text(pack_id: str) -> str:
    """The TOML of shipped pack `pack_id` (KeyError if no shipped pack has that id)."""
    if pack_id not in builtin_ids():
        raise KeyError(pack_id)
    return (BUILTIN_FOLDER / f"{pack_id}.toml").read_text(encoding="utf-8")


def shipped_data(pack_id: str) -> dict[str, Any]:
    """The data of shipped pack `pack_id`, as `tomllib.loads` of its TOML gives it (KeyError
    if no shipped pack has that id): from its twin when that was made from this TOML."""
    return shipped_reading(pack_id)[0]


def shipped_reading(pack_id: str) -> tuple[dict[str, Any], str | None]:
    """The data of shipped pack `pack_id` (as `shipped_data`) and the content hash it had
    when it was validated, kept in its twin; None where the twin is missing or stale."""
    text = shipped_text(pack_id)
    try:
        twin = (BUILTIN_FOLDER / f"{pack_id}.json").read_text(encoding="utf-8")
    except OSError:
        twin = None
    kept = _kept(text, twin)
    if kept is not None:
        return kept["data"], kept["content_hash"]
    import tomllib  # pure Python: only for a pack whose twin is missing or stale

    return tomllib.loads(text), None


def data_from_twin(text: str, twin: str | None) -> dict[str, Any] | None:
    """The data the `twin` holds, if it was made from the TOML `text`; else None."""
    kept = _kept(text, twin)
    return None if kept is None else kept["data"]


def _kept(text: str, twin: str | None) -> dict[str, Any] | None:
    """What the `twin` holds, if it was made from the TOML `text` in this format."""
    if twin is None:
        return None
    try:
        kept = json.loads(twin)
        if kept["format"] != TWIN_FORMAT or kept["toml_sha256"] != digest(text):
            return None
        if not isinstance(kept["data"], dict) or not isinstance(kept["content_hash"], str):
            return None
    except (ValueError, TypeError, KeyError):
        return None
    return kept


def digest(text: str) -> str:
    """The SHA-256 of a pack's TOML text, as its twin keeps it."""
    return sha256_hex(text)
