"""The game store: one SQLite file per game (roster, orders, phase state, roll log).

Import from here: `Game` is the repository the GUI controller and the CLI use, a thin
façade over its parts (`game.roster`, `game.bound`, `game.dice`, `game.log`: see
`game.py` for the map); `RollDraft` is what a roll dialog hands in and `LoggedRoll` what
the log holds (`records.py`);
`ConsoleDraw` is one set of console dice shown (the console dice ledger).
No Qt here: `gui → store → core`.
"""

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
