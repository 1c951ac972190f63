"""The packs that ship with the console (`packs/data/*.toml`), by id: plain files, read
without validating them (`loader.load_pack` validates; `outline` reads for the window)."""

from __future__ import annotations

from importlib import resources

BUILTIN_PACKAGE = "ba_console.packs.data"


def builtin_ids() -> list[str]:
    folder = resources.files(BUILTIN_PACKAGE)
    return sorted(
        p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")
    )


def shipped_text(pack_id: str) -> str:
    """The TOML of shipped pack `pack_id` (KeyError if no shipped pack has that id)."""
    if pack_id not in builtin_ids():
        raise KeyError(pack_id)
    return (resources.files(BUILTIN_PACKAGE) / f"{pack_id}.toml").read_text(encoding="utf-8")
