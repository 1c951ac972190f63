"""The open game's pack, read from the copy its file keeps.

Opening a game reads the copy's outline only (`packs.outline`: no pydantic before the
window's first frame); the pack itself is validated at its first use and checked against
the hash it was stored with (`GameController.pack`).

Parsing the copy's TOML (some 45 kB, tomllib is pure Python) took a good part of the
window's start for an outline of a few kB. The outline of a copy is kept in the data
folder (`cache/pack-outlines/`, as JSON), named by the SHA-256 of the copy's exact text,
which the file also holds: the next opening of a game with the same copy reads it instead.
It is only a copy of what that text gives, and the text is read from the game each time,
so a copy changed outside the console has another hash, misses, and is read (and refused)
as before; the pack itself is still parsed, validated and checked against the hash the
game stored it with at its first use, from the game's own text. A cache file that cannot
be read or does not hold what it should is passed over.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.sha256 import sha256_hex
from ba_console.packs import PackError
from ba_console.packs.outline import (
    PackOutline,
    outline_from_summary,
    outline_summary,
    read_outline,
)

if TYPE_CHECKING:
    from ba_console.packs import RulePack
    from ba_console.store.game import Game


# The stored copy's refusals, in the window's language too (`labels.pack_error_text`).
NOT_TOML = QT_TRANSLATE_NOOP("packs", "not valid TOML: {error}")
CHANGED_OUTSIDE = QT_TRANSLATE_NOOP(
    "packs",
    "its content no longer matches the hash it was stored with ({hash}…): it was changed "
    "outside the console",
)


# Where the outlines are kept, under the data folder; how many at most (a club's pack
# edited often leaves one per version: the oldest go).
OUTLINES_FOLDER = ("cache", "pack-outlines")
OUTLINES_KEPT = 50
# Written into each file: a console that reads outlines otherwise changes it, and passes
# over the files of the others.
OUTLINE_FORMAT = 1

PackCopyText = str | dict[str, Any]


def read_copy(game: Game, data_dir: Path | None = None) -> tuple[PackCopyText, PackOutline]:
    """The stored pack copy (its text, or its data when it was parsed) and its outline
    (PackError if it cannot be read); `data_dir`: the data folder whose outlines are read
    and kept (none: the copy is parsed)."""
    copy = game.pack()
    source = _pack_source(game)
    text = copy.toml
    digest = sha256_hex(text)
    folder = data_dir.joinpath(*OUTLINES_FOLDER) if data_dir is not None else None
    if folder is not None:
        outline = _kept_outline(folder, digest, source)
        if outline is not None:
            return text, outline
    data = _parsed(text, source)
    outline = read_outline(data, source)
    if folder is not None:
        _keep_outline(folder, digest, outline_summary(data, outline))
    return data, outline


def validated(game: Game, copy: PackCopyText) -> RulePack:
    """The pack of the stored `copy` (from `read_copy`), validated and matching the hash
    the game stored it with (PackError if not: changed outside the console)."""
    from ba_console.packs import pack_from_data

    source = _pack_source(game)
    data = _parsed(copy, source) if isinstance(copy, str) else copy
    pack = pack_from_data(data, source)
    stored = game.info.pack_hash
    if pack.content_hash != stored:
        raise PackError.of(source, CHANGED_OUTSIDE, hash=stored[:16])
    return pack


def outline_of(pack: RulePack) -> PackOutline:
    """The outline of a pack validated already (a new game's, an edited one)."""
    return read_outline(pack.model_dump(mode="json", exclude_none=True), pack.id)


def _pack_source(game: Game) -> str:
    """How a pack error names the game's pack copy."""
    return f"{game.path.name} (pack {game.info.pack_id})"


def _parsed(text: str, source: str) -> dict[str, Any]:
    import tomllib  # pure Python: not on the way to the first frame when an outline is kept

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PackError.of(source, NOT_TOML, error=exc) from None


def _kept_outline(folder: Path, digest: str, source: str) -> PackOutline | None:
    """The outline kept for the copy of SHA-256 `digest`; None if none is, or it cannot be
    read as one."""
    try:
        kept = json.loads((folder / f"{digest}.json").read_text(encoding="utf-8"))
        if kept["format"] != OUTLINE_FORMAT or kept["copy"] != digest:
            return None
        return outline_from_summary(kept["outline"], source)
    except (OSError, ValueError, TypeError, KeyError, AttributeError, PackError):
        return None


def _keep_outline(folder: Path, digest: str, summary: dict[str, Any]) -> None:
    """Keep `summary` for the copy of SHA-256 `digest` (written whole or not at all; a
    folder that cannot be written keeps nothing)."""
    kept = {"format": OUTLINE_FORMAT, "copy": digest, "outline": summary}
    target = folder / f"{digest}.json"
    partial = folder / f".{digest}.{os.getpid()}.partial"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
        os.replace(partial, target)
        _forget_oldest(folder)
    except OSError:
        partial.unlink(missing_ok=True)


def _forget_oldest(folder: Path) -> None:
    files = list(folder.glob("*.json"))
    if len(files) <= OUTLINES_KEPT:
        return
    files.sort(key=lambda path: path.stat().st_mtime)
    for path in files[: len(files) - OUTLINES_KEPT]:
        path.unlink(missing_ok=True)
