"""Where games live: the data folder and the names of game files in it.

The data folder is `--data-dir` if given, else `$BA_CONSOLE_DATA_DIR`, else the
platform's user data folder (platformdirs). Games are kept in its `games`
sub-folder unless the umpire names a path.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ENV_VAR = "BA_CONSOLE_DATA_DIR"
GAME_SUFFIX = ".bagame"
DEMO_NAME = "demo-plancenoit"


def data_dir(override: str | Path | None = None) -> Path:
    """The data folder (not created here)."""
    if override:
        return Path(override).expanduser()
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    return Path(platformdirs.user_data_dir("ba-console", appauthor=False))


def games_dir(override: str | Path | None = None) -> Path:
    return data_dir(override) / "games"


def default_demo_path(override: str | Path | None = None) -> Path:
    """Where `ba-console new --demo` puts the demo game."""
    return games_dir(override) / f"{DEMO_NAME}{GAME_SUFFIX}"


def resolve_game_path(name: str | Path, override: str | Path | None = None) -> Path:
    """A game named on the command line: a bare name (no folder, no extension) means
    `<data folder>/games/<name>.bagame`; anything else is a path as given."""
    text = str(name)
    path = Path(text)
    if path.suffix or os.sep in text or (os.altsep and os.altsep in text):
        return path.expanduser()
    return games_dir(override) / f"{text}{GAME_SUFFIX}"
