"""Headless sub-commands of `ba-console`, one module per group (see ba_console.cli)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from ba_console.usage import UsageError


def game_path(args: argparse.Namespace) -> Path:
    """The game the command names; a bare name missing from the games folder, when a file
    of that name is here, is refused with the way to name the file here. (The store's
    paths are loaded here, not with the package: `resolve` never loads them.)"""
    from ba_console.store.paths import is_bare_name, resolve_game_path

    path = resolve_game_path(args.game, args.data_dir)
    if is_bare_name(args.game) and not os.path.exists(path):
        for here in (Path(args.game), Path(f"{args.game}{path.suffix}")):
            if os.path.isfile(here):  # never raises (a name too long is not here)
                raise UsageError(
                    f"{path}: no such game file. A bare name is a game of the games folder; "
                    f"for {here.name} here, write ./{here.name}"
                )
    return path
