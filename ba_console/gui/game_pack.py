"""The open game's pack, read from the copy its file keeps.

Opening a game reads the copy's outline only (`packs.outline`: no pydantic before the
window's first frame); the pack itself is validated at its first use and checked against
the hash it was stored with (`GameController.pack`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.packs import PackError
from ba_console.packs.outline import PackOutline, read_outline

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


def read_copy(game: Game) -> tuple[dict[str, Any], PackOutline]:
    """The stored pack copy's data and outline (PackError if it cannot be read)."""
    import tomllib

    copy = game.pack()
    source = _pack_source(game)
    try:
        data = tomllib.loads(copy.toml)
    except tomllib.TOMLDecodeError as exc:
        raise PackError.of(source, NOT_TOML, error=exc) from None
    return data, read_outline(data, source)


def validated(game: Game, data: dict[str, Any]) -> RulePack:
    """The pack of the copy's `data`, validated and matching the hash the game stored it
    with (PackError if not: changed outside the console)."""
    from ba_console.packs import pack_from_data

    source = _pack_source(game)
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
