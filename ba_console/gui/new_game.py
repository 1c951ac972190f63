"""Making a new game file: from the new-game wizard's choices, or the demo game.

Nothing is left behind on refusal: a game whose creation fails once its file was made
(a bad roster file, a full disk) is closed and removed. The controller opens what is made
(`GameController.create_game`, `open_demo`).
"""

from __future__ import annotations

import importlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ba_console.gui import write_errors
from ba_console.gui.actions.base import ActionRefused
from ba_console.gui.labels import error_text, orderly_name
from ba_console.packs import PackError
from ba_console.store.errors import GameError, RosterError
from ba_console.store.game import Game, remove_game_files
from ba_console.store.paths import GAME_SUFFIX as GAME_SUFFIX  # the wizard names games
from ba_console.store.paths import game_file_name as game_file_name

if TYPE_CHECKING:
    from ba_console.packs import RulePack


@dataclass(frozen=True)
class NewGameChoices:
    """What the new-game wizard collected."""

    title: str
    path: Path
    pack: str  # a shipped pack id or a pack file path
    roster_file: Path | None = None
    dice_mode: str = "both"


def create_game(choices: NewGameChoices, data_dir: Path) -> tuple[Game, RulePack, list[str]]:
    """Create a game file from the wizard's choices: the game, its pack, and what the
    status bar says of the roster (a name it gives to more than one unit).

    Raises ActionRefused with the reason (bad pack, bad roster file, file exists);
    nothing is left behind on refusal."""
    from ba_console.packs import load_pack

    try:
        pack = load_pack(choices.pack)
    except PackError as exc:
        raise ActionRefused(error_text(exc)) from None
    path = Path(choices.path)
    try:
        game = Game.create(
            path,
            title=choices.title,
            pack_toml=pack.to_toml(),
            pack_id=pack.id,
            pack_hash=pack.content_hash,
            pack_version=pack.version,
            first_phase=pack.phases[0].key,
            dice_mode=choices.dice_mode,
            data_dir=data_dir,
        )
    except (GameError, RosterError, OSError) as exc:
        raise ActionRefused(error_text(exc)) from None
    except sqlite3.Error as exc:  # a full disk; `Game.create` removed what it had made
        raise ActionRefused(write_errors.creation_failed(path, exc)) from None
    shared: dict[str, list[str]] = {}
    if choices.roster_file is not None:
        try:
            shared = import_roster(game, Path(choices.roster_file)).shared_names
        except BaseException as exc:
            # Whatever stopped the import, no half-made game stays behind: it would
            # keep its lock, and the next try would find it "already exists".
            game.close()
            remove_game_files(path)
            if isinstance(exc, RosterError):
                raise ActionRefused(error_text(exc)) from None
            if isinstance(exc, Exception):
                raise ActionRefused(write_errors.creation_failed(path, exc)) from None
            raise
    notes = [
        QCoreApplication.translate(
            "GameController", "%1 units are named “%2” (%3): an order must name them by key."
        )
        .replace("%1", str(len(keys)))
        .replace("%2", name)
        .replace("%3", ", ".join(keys))
        for name, keys in shared.items()
    ]
    return game, pack, notes


def create_demo(path: Path, data_dir: Path) -> tuple[Game, RulePack]:
    """Make the demo game at `path`, with the pack it was made from (its copy in the file
    has the same content hash: the game just made is opened with it, no second parse).

    ImportError or AttributeError: this version has no demo; GameError, PackError,
    ValueError, OSError: it could not be made."""
    demo = importlib.import_module("ba_console.store.demo")
    from ba_console.packs import load_pack

    pack = load_pack("belle_alliance")
    return demo.create_demo(path, pack=pack, data_dir=data_dir), pack


def import_roster(game: Game, path: Path) -> Any:
    """Import a roster file (CSV or TOML) through the store's importer: all or nothing."""
    from ba_console.store import roster_io  # only the new-game wizard needs it

    return roster_io.import_roster(game, path, orderly_name=orderly_name())
