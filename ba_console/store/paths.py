"""Where games live: the data folder, the games folder and the names of game files in it.

The data folder holds the settings: `--data-dir` if given, else `$BA_CONSOLE_DATA_DIR`,
else the platform's configuration folder (platformdirs'; on Linux found without it, see
`_user_folder`). Games go where the umpire looks
for them: a visible `ba-console` folder in the user's Documents (the platform's own, so
`~/Dokumenter` on a Danish Linux desktop), unless a data folder was chosen, whose `games`
sub-folder then holds them, so `--data-dir` keeps a whole setup (and each test) in one place.

Version 0.1 kept settings and games in the platform's hidden application-data folder.
Games found there are still found (a bare name falls back to it) and are moved to the
Documents folder by `move_legacy_games` once nothing else has them open; see there.
"""

from __future__ import annotations

import contextlib
import os
import posixpath
import shutil
import sys
from pathlib import Path

ENV_VAR = "BA_CONSOLE_DATA_DIR"
APP_NAME = "ba-console"
GAME_SUFFIX = ".bagame"
DEMO_NAME = "demo-plancenoit"
# Left in the old games folder once games were moved out of it, for whoever looks there.
MOVED_NOTE = "WHERE-ARE-MY-GAMES.txt"
# SQLite's companions of a game file: present when the game is open somewhere or was not
# closed cleanly (its last writes may be in the -wal file). Such a game is not moved.
_SQLITE_SIDECARS = ("-wal", "-shm", "-journal")


def data_dir(override: str | Path | None = None) -> Path:
    """The data folder, for the settings (not created here)."""
    if override:
        return Path(override).expanduser()
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    return default_data_dir()


def seeds_dir(override: str | Path | None = None) -> Path:
    """Where the secret dice seeds rest until revealed: `<data folder>/seeds` (see
    `seeds.py`). Not in the games folder: a copied game must not carry its seed along."""
    return data_dir(override) / "seeds"


def default_data_dir() -> Path:
    """The platform's configuration folder for ba-console (`~/.config/ba-console` on Linux)."""
    return Path(_user_folder("user_config_dir", "XDG_CONFIG_HOME", "~/.config"))


def documents_games_dir() -> Path:
    """The games folder the umpire sees: `ba-console` in the user's Documents."""
    import platformdirs  # not on the way to the first frame (see `_user_folder`)

    return Path(platformdirs.user_documents_dir()) / APP_NAME


def legacy_data_dir() -> Path:
    """Where ba-console 0.1 kept its settings and games (the platform's data folder)."""
    return Path(_user_folder("user_data_dir", "XDG_DATA_HOME", "~/.local/share"))


def _user_folder(kind: str, variable: str, home_default: str) -> str:
    """platformdirs' folder `kind` for ba-console (`user_config_dir`, `user_data_dir`).

    On Linux it is `$variable/ba-console`, or `home_default/ba-console` under the home
    folder when the variable is unset or empty, in every version of platformdirs: that
    answer is given here when the variable, or else `$HOME`, is an absolute path, without
    loading platformdirs (some 3 ms of the window's start). Anything else (another
    platform, a relative or blank value, no `$HOME`) is left to platformdirs.
    """
    if sys.platform == "linux" and not (
        hasattr(sys, "getandroidapilevel") or os.environ.get("ANDROID_ROOT") == "/system"
    ):
        folder = os.environ.get(variable, "")
        if not folder and posixpath.isabs(os.environ.get("HOME", "")):
            folder = os.path.expanduser(home_default)
        if posixpath.isabs(folder):
            return os.path.join(folder, APP_NAME)
    import platformdirs

    folder_of = getattr(platformdirs, kind)
    return str(folder_of(APP_NAME, appauthor=False))


def legacy_games_dir() -> Path:
    return legacy_data_dir() / "games"


def games_dir(override: str | Path | None = None) -> Path:
    """The games folder: `<data folder>/games` for a data folder chosen with `--data-dir` or
    `$BA_CONSOLE_DATA_DIR`, else `ba-console` in the user's Documents. (The platform's
    own configuration folder, even named explicitly, keeps its games in Documents: it is
    the default, and a hidden folder is where no umpire looks.)"""
    folder = data_dir(override)
    if is_default_data_dir(folder):
        return documents_games_dir()
    return folder / "games"


def default_demo_path(override: str | Path | None = None) -> Path:
    """Where `ba-console new --demo` puts the demo game."""
    return games_dir(override) / f"{DEMO_NAME}{GAME_SUFFIX}"


def resolve_game_path(name: str | Path, override: str | Path | None = None) -> Path:
    """A game named on the command line: a bare name (no folder, no extension) means
    `<games folder>/<name>.bagame`, or the same name in ba-console 0.1's folder when only
    that one exists; anything else is a path as given."""
    text = str(name)
    if not is_bare_name(text):
        return Path(text).expanduser()
    chosen = games_dir(override) / f"{text}{GAME_SUFFIX}"
    # os.path.exists: a name too long for the file system is not there (opening says why).
    if not os.path.exists(chosen) and is_default_data_dir(data_dir(override)):
        legacy = legacy_games_dir() / f"{text}{GAME_SUFFIX}"
        if os.path.exists(legacy):
            return legacy
    return chosen


def game_file_name(path: Path) -> Path:
    """The game file a name not ending in .bagame most likely meant: "evening.pdf" is
    evening.bagame, "klub 05.12.2026" (no file type after its dot) klub 05.12.2026.bagame."""
    name = path.stem if path.suffix[1:].isalpha() else path.name
    return path.with_name(name + GAME_SUFFIX)


def is_bare_name(name: str | Path) -> bool:
    """Whether a game named on the command line is a bare name (no folder, no extension),
    one of the games folder's, rather than a path."""
    text = str(name)
    return not (Path(text).suffix or os.sep in text or (os.altsep and os.altsep in text))


def is_default_data_dir(folder: Path) -> bool:
    """Whether `folder` is the platform's own data folder (no other was chosen)."""
    return _same_path(folder, default_data_dir())


def _same_path(first: Path, second: Path) -> bool:
    return os.path.normcase(os.path.abspath(first)) == os.path.normcase(os.path.abspath(second))


# --- moving ba-console 0.1's games into the Documents folder -------------------------------


class GamesMoved:
    """What `move_legacy_games` did: the games moved (old path, new path) and the games it
    left where they were, each with why (they are still found there)."""

    __slots__ = ("moved", "kept")

    def __init__(self) -> None:
        self.moved: list[tuple[Path, Path]] = []
        self.kept: list[tuple[Path, str]] = []


def move_legacy_games(
    source: Path | None = None, target: Path | None = None, note: bool = True
) -> GamesMoved:
    """Move the games of ba-console 0.1's hidden folder into the Documents folder.

    Nothing is lost or overwritten: a game is moved only when no console has it open (its
    writer's lock is taken for the move) and SQLite has nothing pending beside it (no
    `-wal` or `-journal` file: open elsewhere, or not closed cleanly); a name already
    taken in the new folder is left alone. On one disk the move is a rename; across disks
    the copy is compared with the original before the original goes. Whatever stays is
    still found: bare names fall back to the old folder, and recent games keep their paths.
    A note in the old folder says where the games went."""
    from ba_console.store.errors import GameError
    from ba_console.store.lock import GameLock

    source = legacy_games_dir() if source is None else source
    result = GamesMoved()
    try:
        games = sorted(p for p in source.glob(f"*{GAME_SUFFIX}") if p.is_file())
    except OSError:
        return result
    if not games:  # the Documents folder is not looked up (platformdirs) on every start
        return result
    target = documents_games_dir() if target is None else target
    if _same_path(source, target):
        return result
    for game in games:
        destination = target / game.name
        if destination.exists():
            result.kept.append((game, f"{destination} already exists"))
            continue
        pending = [s for s in _SQLITE_SIDECARS if game.with_name(game.name + s).exists()]
        if pending:
            result.kept.append((game, f"open elsewhere or not closed cleanly ({pending[0]})"))
            continue
        try:
            lock = GameLock.acquire(game)
        except GameError as exc:
            result.kept.append((game, str(exc)))
            continue
        try:
            target.mkdir(parents=True, exist_ok=True)
            _move_file(game, destination)
        except OSError as exc:
            result.kept.append((game, exc.strerror or str(exc)))
            continue
        finally:
            lock.release()
        result.moved.append((game, destination))
        # On Windows the lock file stays behind after its release.
        with contextlib.suppress(OSError):
            (source / (game.name + "-lock")).unlink(missing_ok=True)
    if note and result.moved:
        with contextlib.suppress(OSError):
            _write_moved_note(source, target, result)
    return result


def _move_file(source: Path, destination: Path) -> None:
    """Move one closed game file, never over another file, never leaving neither."""
    try:
        # A hard link fails if the destination exists, so nothing is overwritten, and the
        # original goes only once the new name is in place.
        os.link(source, destination)
    except FileExistsError:
        raise
    except OSError:
        _copy_then_remove(source, destination)
        return
    source.unlink()


def _copy_then_remove(source: Path, destination: Path) -> None:
    """Across disks (or where hard links are not to be had): copy under a temporary name,
    compare, put it in place, and only then remove the original."""
    partial = destination.with_name(destination.name + ".moving")
    try:
        shutil.copy2(source, partial)
        with open(partial, "rb+") as copied:
            os.fsync(copied.fileno())
        if _digest(partial) != _digest(source):
            raise OSError(0, f"the copy of {source.name} differs from the original")
        if destination.exists():
            raise FileExistsError(0, f"{destination} already exists")
        os.replace(partial, destination)
    finally:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
    source.unlink()


def _digest(path: Path) -> str:
    import hashlib  # OpenSSL's: a game moved across disks only

    sha = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            sha.update(block)
    return sha.hexdigest()


def _write_moved_note(source: Path, target: Path, result: GamesMoved) -> None:
    lines = [
        f"ba-console now keeps games in {target}",
        f"ba-console gemmer nu spil i {target}",
        "",
        *(f"{old.name} -> {new}" for old, new in result.moved),
    ]
    if result.kept:
        lines += ["", "Left here / Ladt blive her:"]
        lines += [f"{path.name}: {why}" for path, why in result.kept]
    (source / MOVED_NOTE).write_text("\n".join(lines) + "\n", encoding="utf-8")
