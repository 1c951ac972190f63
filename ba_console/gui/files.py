"""Files the window writes where the umpire chose: never over a game.

The store's `check_output` (one check for every writer) said in the interface language,
for the window's exports, the pack editor's export and the printed order sheets. The
file dialogs have already asked before an existing file is replaced; what is refused here,
whatever was answered, is a game, its companions (`-wal`, `-shm`, `-journal`, `-lock`) and
any other SQLite file, and any link to them.
"""

from __future__ import annotations

from pathlib import Path

from ba_console.gui.labels import error_text
from ba_console.store.errors import GameError
from ba_console.store.outputs import check_output


def output_refusal(path: str | Path, game: str | Path | None = None) -> str | None:
    """Why `path` must not be written (translated), or None when it may be. `game` is the
    open game's file, refused even where SQLite has not written it yet."""
    try:
        check_output(path, game=game)
    except GameError as exc:
        return error_text(exc)
    return None
