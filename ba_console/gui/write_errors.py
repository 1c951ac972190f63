"""What the umpire reads when a write is refused: a value the store or the rules reject,
a game file gone from disk, a disk that is full or cannot be written.

Each text names the file, the cause and what to do, in the interface language; the
controller says them (`GameController.transaction`, `write_refusal`), in its own
translation context.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ba_console.gui.labels import error_text


def refusal_text(exc: Exception, names: Mapping[str, str]) -> str:
    """A value the store or the rules refused, the units named as the umpire knows them."""
    # Imported here: a refusal is rare, and the window starts without pydantic.
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        return "; ".join(error["msg"].removeprefix("Value error, ") for error in exc.errors())
    # A roster refusal in the interface language, the unit named as the umpire knows it.
    return error_text(exc, names)


def write_cause(exc: BaseException) -> str:
    """Why a write failed, in the interface language when SQLite or the system says which
    (SQLite's own words are English), else as the error says it."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    code = getattr(exc, "errno", None)
    if name == "SQLITE_FULL" or code == errno.ENOSPC:
        return QCoreApplication.translate("GameController", "the disk is full")
    if name.startswith("SQLITE_READONLY") or code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "GameController", "the file or its folder cannot be written to"
        )
    if name.startswith("SQLITE_IOERR") or code == errno.EIO:
        return QCoreApplication.translate(
            "GameController", "the disk could not be written (input/output error)"
        )
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


def creation_failed(path: Path, exc: Exception) -> str:
    """A new game that could not be written (and was removed)."""
    return (
        QCoreApplication.translate(
            "GameController", "Could not create %1: %2. Nothing was left behind."
        )
        .replace("%1", path.name)
        .replace("%2", write_cause(exc))
    )


def file_gone(exc: BaseException) -> str:
    """The game's file is gone from disk: the whole story, said once."""
    # Found by the store before anything was written; the open connection still reads the
    # whole game, so a copy saved now (`Game.backup`) keeps it all.
    return QCoreApplication.translate(
        "GameController",
        "%1 Save a copy now (File › Save a copy), then open the copy to go on: it "
        "holds the whole game up to now. Closing this game without a copy may lose it.",
    ).replace("%1", error_text(exc))


def not_saved_file_gone(name: str) -> str:
    """The gist of `file_gone` for the status bar, at every write refused."""
    return QCoreApplication.translate(
        "GameController",
        "Not saved: %1 is no longer on disk (deleted or moved). Save a copy now: "
        "File › Save a copy.",
    ).replace("%1", name)


def is_damage(exc: BaseException) -> bool:
    """Whether SQLite found the game's file damaged (changed or cut short on disk by another
    program while the console had it open), not a disk that refused."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith("SQLITE_CORRUPT") or name == "SQLITE_NOTADB"


def write_failed(name: str, exc: BaseException) -> str:
    """The disk refused a write to the game file `name`: nothing of the action was saved."""
    if is_damage(exc):
        # Neither space to free nor a copy to save helps a damaged file: its backup.
        return QCoreApplication.translate(
            "GameController",
            "Could not write to %1: the file is damaged (changed or cut short by another "
            "program). Nothing of this action was saved; restore the game from a backup copy.",
        ).replace("%1", name)
    return (
        QCoreApplication.translate(
            "GameController",
            "Could not write to %1: %2. Nothing of this action was saved; free some disk "
            "space or save a copy elsewhere (File › Save a copy).",
        )
        .replace("%1", name)
        .replace("%2", write_cause(exc))
    )
