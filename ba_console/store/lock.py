"""One writer per game: an OS lock on a sidecar file `<game>-lock`.

The lock is the operating system's (flock on POSIX, msvcrt on Windows), so it
goes away with the process that holds it, even on a crash or SIGKILL; the file
itself only carries the holder's pid for the message the second umpire sees.
On POSIX the sidecar is removed on release; acquiring checks that the file it
locked is still the one on disk, so a release racing an acquire cannot leave two
holders.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import GameFileError, GameInUseError

IN_USE = QT_TRANSLATE_NOOP(
    "store",
    "{name} is open in another ba-console (pid {pid}). Close it there, or open this game "
    "read-only to look at it.",
)
IN_USE_BY_UNKNOWN = QT_TRANSLATE_NOOP(
    "store",
    "{name} is open in another ba-console (pid unknown). Close it there, or open this game "
    "read-only to look at it.",
)

# A folder that cannot be written (a read-only medium, another user's folder).
NO_LOCK_FILE = QT_TRANSLATE_NOOP(
    "store",
    "{name}: cannot write the lock file next to it ({error}); open the game read-only, or "
    "copy it to a folder you can write to",
)

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    _LOCK_OFFSET = 1 << 20  # lock a byte far from the pid text, so others can read it

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def lock_path_for(game_path: Path) -> Path:
    """The lock file of the game at `game_path`, beside the file a symbolic link leads to:
    a game opened under a link is locked as the game itself, so a second console cannot
    write it under its other name."""
    real = Path(os.path.realpath(game_path))
    return real.with_name(real.name + "-lock")


class GameLock:
    """The writer's lock on one game file. Use `acquire`, then `release` (idempotent)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, game_path: Path) -> GameLock:
        """Lock `game_path` for this process or raise `GameInUseError` naming the holder."""
        path = lock_path_for(game_path)
        for _attempt in range(10):
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError as exc:
                raise GameFileError.of(
                    NO_LOCK_FILE,
                    name=game_path.name,
                    error=exc.strerror,
                ) from None
            if not _try_lock(fd):
                pid = _read_pid(fd)
                os.close(fd)
                template = IN_USE if pid else IN_USE_BY_UNKNOWN
                args = {"name": game_path.name, "pid": str(pid)}
                raise GameInUseError(
                    template.format(**args), pid=pid, template=template, template_args=args
                )
            if sys.platform == "win32" or _same_file(fd, path):
                os.lseek(fd, 0, os.SEEK_SET)
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode())
                return cls(path, fd)
            # The holder released and removed the file between our open and lock: retry.
            _unlock(fd)
            os.close(fd)
        raise GameInUseError.of(
            QT_TRANSLATE_NOOP("store", "{name}: could not take the lock, try again"),
            name=game_path.name,
        )

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if sys.platform != "win32":
            with contextlib.suppress(OSError):
                self.path.unlink()
        _unlock(fd)
        os.close(fd)


# A damaged game's bytes are not copied while a console has it open: it may be mid-write.
COPY_IN_USE = QT_TRANSLATE_NOOP(
    "store",
    "{name} is open in another ba-console (pid {pid}), which may be writing it: a copy of its "
    "bytes now could hold a write half done. Close it there (or end that console), then copy "
    "it.",
)


@contextlib.contextmanager
def held_as_found(game_path: Path) -> Iterator[None]:
    """Hold the writer's lock of `game_path` while its bytes are read (`copy_as_is`), if its
    lock file is there, without writing the file, making one, or removing it: a game left
    unclosed keeps its -lock, which says so (`schema.left_unclosed`). Raises
    `GameInUseError` (`COPY_IN_USE`) while a console holds it. With no lock file no console
    has the game open: one that opens it meanwhile refuses a damaged game before it writes."""
    path = lock_path_for(game_path)
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:  # none there, or a read-only folder's: no console can be writing it
        yield
        return
    try:
        if not _try_lock(fd):
            pid = _read_pid(fd)
            args = {"name": game_path.name, "pid": str(pid) if pid else "unknown"}
            raise GameInUseError(
                COPY_IN_USE.format(**args), pid=pid, template=COPY_IN_USE, template_args=args
            )
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def _same_file(fd: int, path: Path) -> bool:
    try:
        on_disk = path.stat()
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (on_disk.st_dev, on_disk.st_ino)


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None
