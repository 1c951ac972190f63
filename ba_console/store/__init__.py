"""The game store: one SQLite file per game (roster, orders, phase state, roll log).

Import from here: `Game` is the repository the GUI controller and the CLI use, a thin
façade over its parts (`game.roster`, `game.bound`, `game.dice`, `game.log`: see
`game.py` for the map); `RollDraft` is what a roll dialog hands in and `LoggedRoll` what
the log holds (`records.py`);
`ConsoleDraw` is one set of console dice shown (the console dice ledger).
No Qt here: `gui → store → core`.

Each name is loaded from its module when first used, so that opening a game and reading
its roster (the window's way to its first frame) load neither the roll records (pydantic)
nor the verifier.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ba_console.store.codec import canonical_json
    from ba_console.store.draws import ConsoleDraw
    from ba_console.store.errors import (
        GameError,
        GameFileError,
        GameFileGoneError,
        GameInUseError,
        ImportProblem,
        ReadOnlyGameError,
        RollError,
        RosterError,
        RosterImportError,
    )
    from ba_console.store.game import Game, format_time
    from ba_console.store.models import (
        Commander,
        Flag,
        GameInfo,
        Order,
        Orderly,
        PackCopy,
        PhaseState,
        Side,
        SidePenalty,
        Unit,
    )
    from ba_console.store.records import Effect, Factor, LoggedRoll, Outcome, RollDraft, RollSide
    from ba_console.store.schema import SCHEMA_VERSION
    from ba_console.store.verify import VerifyReport

# Where each name lives.
_HOMES = {
    "canonical_json": "codec",
    "ConsoleDraw": "draws",
    **dict.fromkeys(
        (
            "GameError",
            "GameFileError",
            "GameFileGoneError",
            "GameInUseError",
            "ImportProblem",
            "ReadOnlyGameError",
            "RollError",
            "RosterError",
            "RosterImportError",
        ),
        "errors",
    ),
    "Game": "game",
    "format_time": "game",
    **dict.fromkeys(
        (
            "Commander",
            "Flag",
            "GameInfo",
            "Order",
            "Orderly",
            "PackCopy",
            "PhaseState",
            "Side",
            "SidePenalty",
            "Unit",
        ),
        "models",
    ),
    **dict.fromkeys(
        ("Effect", "Factor", "LoggedRoll", "Outcome", "RollDraft", "RollSide"), "records"
    ),
    "SCHEMA_VERSION": "schema",
    "VerifyReport": "verify",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "SCHEMA_VERSION",
    "Commander",
    "ConsoleDraw",
    "Effect",
    "Factor",
    "Flag",
    "Game",
    "GameError",
    "GameFileError",
    "GameFileGoneError",
    "GameInUseError",
    "GameInfo",
    "ImportProblem",
    "LoggedRoll",
    "Order",
    "Orderly",
    "Outcome",
    "PackCopy",
    "PhaseState",
    "ReadOnlyGameError",
    "RollDraft",
    "RollError",
    "RollSide",
    "RosterError",
    "RosterImportError",
    "Side",
    "SidePenalty",
    "Unit",
    "VerifyReport",
    "canonical_json",
    "format_time",
]
