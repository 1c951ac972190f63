"""The game as a whole: its pack changed (the pack editor's save), a copy of its file.

A pack changed is a `pack_changed` row of the log naming the old and the new hash; later
rolls name the new pack's hash, earlier rolls keep theirs. A copy is SQLite's backup,
through the store: consistent while the game is open. Messages keep the controller's
translation context ("GameController").
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ba_console.gui.actions.base import ActionHost, ActionRefused, Changes, require_game
from ba_console.gui.labels import error_text
from ba_console.store.errors import DamagedGameError, GameError

if TYPE_CHECKING:
    from ba_console.packs import RulePack


def change_pack(host: ActionHost, pack: RulePack, reason: str) -> Changes:
    """Write `pack` as the game's pack from now on: the row logged, and the status bar's
    message. Refused if the store refuses, or if the pack is of other rules than the
    game's (its phases, rolls and tables would change under the game in play)."""
    if host.outline is not None and pack.rules != host.outline.rules:
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController",
                "%1 is a pack of other rules (%2) than this game's (%3): a game keeps "
                "its rules. Start a new game with it instead.",
            )
            .replace("%1", pack.id)
            .replace("%2", pack.rules)
            .replace("%3", host.outline.rules)
        )
    with host.transaction() as game:
        row = game.change_pack(
            pack_toml=pack.to_toml(),
            pack_id=pack.id,
            pack_hash=pack.content_hash,
            pack_version=pack.version,
            reason=reason,
        )
    message = (
        QCoreApplication.translate("GameController", "Pack %1 version %2 is used from now on.")
        .replace("%1", pack.id)
        .replace("%2", pack.version)
    )
    return Changes(rolls=(row,) if row is not None else (), message=message)


def save_copy(host: ActionHost, target: str | Path) -> Changes:
    """A consistent copy of the open game at `target` (SQLite's backup, through the store)."""
    game = require_game(host)
    backup = getattr(game, "backup", None)
    if backup is None:
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController", "This version of the game store cannot copy a game yet."
            )
        )
    try:
        backup(Path(target))
    except DamagedGameError as exc:
        # Damaged since it was opened, where SQLite's cache did not hold it: its bytes as
        # they are are what can be kept (`ba-console backup` writes the same copy).
        copy = functools.partial(game.copy_as_is, Path(target))
        raise ActionRefused(byte_copy(error_text(exc), copy)) from None
    except (GameError, OSError, ValueError) as exc:
        raise ActionRefused(error_text(exc)) from None
    return Changes(
        message=QCoreApplication.translate(
            "GameController", "A copy of the game was written to %1"
        ).replace("%1", str(target))
    )


def byte_copy(said: str, copy: Callable[[], list[Path]]) -> str:
    """Make the byte-for-byte copy of a damaged game (`copy`, `gamefile.copy_as_is`) and
    say it after the damage (`said`): what was written and what it is for; or why no copy
    was written."""
    try:
        written = copy()
    except (GameError, OSError) as exc:
        return (
            QCoreApplication.translate("GameController", "%1 No copy was written: %2")
            .replace("%1", said)
            .replace("%2", error_text(exc))
        )
    beside = ""
    if len(written) > 1:
        beside = QCoreApplication.translate("GameController", " (and %1 beside it)").replace(
            "%1", ", ".join(path.name for path in written[1:])
        )
    return (
        QCoreApplication.translate(
            "GameController",
            "%1 A byte-for-byte copy of the file as it is was written to %2%3: keep it as "
            "evidence (the club can examine it) and try any repair on another copy; it is not "
            "a game to play on.",
        )
        .replace("%1", said)
        .replace("%2", str(written[0]))
        .replace("%3", beside)
    )
