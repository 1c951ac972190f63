"""Where the console may write a file the umpire named: never over a game.

Every writer that takes a path from the umpire calls `check_output` before it writes a
byte: the CLI's `export`, `export-roster`, `export-seed`, `pack export` and `backup`, the
PDF writers, and the window's exports and Save a copy. It refuses, `--force` or not:

- any SQLite database (its first 16 bytes say so): a game, this one or another, or
  anything else SQLite keeps, is never overwritten by a report;
- a game's companions, `-wal`, `-shm`, `-journal` and `-lock` beside an SQLite file (or a
  game the caller has open): the latest rolls may still be in the `-wal` file alone;
- anything whose bytes are such a companion's (a WAL, a rollback journal or a WAL index),
  whatever its name, so a hard link to one is refused too; a symbolic link is followed
  and its target judged;
- an empty file with a `-wal` beside it (a game created and not yet checkpointed).

Then the ordinary refusals: a folder, a missing folder, and (without `force`) a file that
exists. Each refusal is one sentence (`OutputRefusedError`, a `GameError`, so the window
says it in Danish too); nothing has been written when it is raised.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import GameError

SQLITE_MAGIC = b"SQLite format 3\x00"
# The companions SQLite (and the console's writer's lock) keep beside a database.
COMPANIONS = ("-wal", "-shm", "-journal", "-lock")
_WAL_MAGICS = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
_JOURNAL_MAGIC = b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7"
_WAL_INDEX_VERSION = 3007000  # the first field of a -shm file, in the machine's byte order

IS_DATABASE = QT_TRANSLATE_NOOP(
    "store",
    "{path} is a game file or another SQLite database: nothing is ever written over one. "
    "Choose another name.",
)
IS_COMPANION = QT_TRANSLATE_NOOP(
    "store",
    "{path} belongs to the game {game} (SQLite keeps its latest writes there): nothing is "
    "ever written over it. Choose another name.",
)
IS_COMPANION_BYTES = QT_TRANSLATE_NOOP(
    "store",
    "{path} holds a game's unsaved writes (an SQLite {what} file): nothing is ever written "
    "over it. Choose another name.",
)
IS_FOLDER = QT_TRANSLATE_NOOP("store", "{path} is a folder: give a file name to write.")
NO_FOLDER = QT_TRANSLATE_NOOP("store", "{path}: there is no folder {folder}")
EXISTS = QT_TRANSLATE_NOOP("store", "{path} exists; use --force to overwrite it")
NAME_TOO_LONG = QT_TRANSLATE_NOOP(
    "store",
    "{path}: the name is too long ({length} bytes; a file name in {folder} takes at most "
    "{limit}). Choose a shorter name.",
)


def check_writable(path: str | Path) -> None:
    """Raise `PermissionError` (or the `OSError` the system gives), before the report is
    written, when `path` cannot be written: its folder (for a new file) or the file itself
    (one written over) is read-only, or the system refuses the file. The error's text says
    which and what to do. A new file is tried and removed again, so nothing is left
    behind; Qt's PDF writer would only say "QPainter::begin(): Returned false"."""
    path = Path(path)
    existed = path.exists()
    if existed and not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, file_not_writable(path.name))
    folder = path.absolute().parent
    if not existed and folder.is_dir() and not os.access(folder, os.W_OK | os.X_OK):
        raise PermissionError(errno.EACCES, folder_not_writable(folder))
    try:
        with open(path, "ab"):
            pass
    except OSError as exc:
        reason = exc.strerror or str(exc)
        advice = file_not_writable(path.name) if existed else folder_not_writable(folder)
        raise type(exc)(exc.errno, f"{reason}: {advice}") from None
    finally:
        if not existed:
            with contextlib.suppress(OSError):
                path.unlink()


def file_not_writable(name: str) -> str:
    return (
        f"{name} cannot be written to (read-only, or open in another program): choose "
        "another name, or a folder you can write to"
    )


def folder_not_writable(folder: Path) -> str:
    return f"the folder {folder} cannot be written to: choose a folder you can write to"


class OutputRefusedError(GameError):
    """The file named to write to must not be written: the message says why. Nothing was
    written."""


def check_output(path: str | Path, *, force: bool = True, game: str | Path | None = None) -> Path:
    """Refuse (`OutputRefusedError`) to write `path` if it is, or links to, an SQLite file
    or a game's companion file, a folder, in a missing folder, or (without `force`) a file
    that exists. `game`, when given, is the open game, whose own path and companions are
    refused even before SQLite wrote a byte to them. Returns `path`."""
    path = Path(path)
    named = path.absolute()
    # (Before any look at the disk: the system answers such a name with an error.)
    length, limit = len(os.fsencode(named.name)), name_limit(named.parent)
    if length > limit:
        raise OutputRefusedError.of(
            NAME_TOO_LONG, path=path.name, length=length, folder=named.parent, limit=limit
        )
    try:
        target = path.resolve()
    except (OSError, RuntimeError):  # a loop of symbolic links: judged by its own name
        target = named
    games = [Path(game).absolute()] if game is not None else []
    if games:
        try:
            games.append(Path(game).resolve())  # type: ignore[arg-type]
        except (OSError, RuntimeError):  # a link loop or a folder gone: the path as given
            pass
    for candidate in dict.fromkeys((named, target)):
        _refuse_game_or_companion(path, candidate, games)
    _refuse_by_content(path, target)
    if target.is_dir():
        raise OutputRefusedError.of(IS_FOLDER, path=path)
    if not target.parent.is_dir():
        raise OutputRefusedError.of(NO_FOLDER, path=path, folder=named.parent)
    if not force and (path.exists() or path.is_symlink()):
        raise OutputRefusedError.of(EXISTS, path=path)
    return path


def name_limit(folder: Path) -> int:
    """The longest file name (in bytes) the file system of `folder` (or of the nearest
    folder above it that exists) takes; 255 where it cannot say."""
    for candidate in (folder, *folder.parents):
        try:
            return os.pathconf(candidate, "PC_NAME_MAX")
        except FileNotFoundError:
            continue
        except (OSError, ValueError, AttributeError):  # no pathconf (Windows)
            break
    return 255


def _refuse_game_or_companion(shown: Path, candidate: Path, games: list[Path]) -> None:
    if candidate in games:
        raise OutputRefusedError.of(IS_DATABASE, path=shown)
    name = candidate.name
    for suffix in COMPANIONS:
        if not name.endswith(suffix) or len(name) == len(suffix):
            continue
        owner = candidate.with_name(name[: -len(suffix)])
        if owner in games or _is_database(owner):
            raise OutputRefusedError.of(IS_COMPANION, path=shown, game=owner.name)
    if _is_database(candidate):
        raise OutputRefusedError.of(IS_DATABASE, path=shown)
    # Created and not yet checkpointed: the game file is empty and its rows are in the WAL.
    if _is_empty_file(candidate) and _has_wal(candidate):
        raise OutputRefusedError.of(IS_DATABASE, path=shown)


def _refuse_by_content(shown: Path, target: Path) -> None:
    head = _head(target, 96)
    if head[:4] in _WAL_MAGICS:
        what = "WAL"
    elif head[:8] == _JOURNAL_MAGIC:
        what = "journal"
    elif _is_wal_index(head):
        what = "WAL index"
    else:
        return
    raise OutputRefusedError.of(IS_COMPANION_BYTES, path=shown, what=what)


def _is_database(path: Path) -> bool:
    return _head(path, len(SQLITE_MAGIC)) == SQLITE_MAGIC


def _is_wal_index(head: bytes) -> bool:
    """A -shm file: its header is written twice (bytes 0-47 and 48-95), version first."""
    if len(head) < 96 or head[:48] != head[48:96]:
        return False
    version = head[:4]
    return _WAL_INDEX_VERSION in (
        int.from_bytes(version, "little"),
        int.from_bytes(version, "big"),
    )


def _head(path: Path, size: int) -> bytes:
    """The first `size` bytes of a regular file; b"" for anything else or unreadable."""
    try:
        if not path.is_file():
            return b""
        with open(path, "rb") as stream:
            return stream.read(size)
    except OSError:
        return b""


def _is_empty_file(path: Path) -> bool:
    try:
        return path.is_file() and path.stat().st_size == 0
    except OSError:
        return False


def _has_wal(path: Path) -> bool:
    return os.path.exists(f"{path}-wal")
