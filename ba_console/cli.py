"""Command line of ba-console: the GUI by default, headless sub-commands for the rest.

Each group of sub-commands lives in `ba_console.commands.<name>` and exposes
`register(subparsers)`; the parser sets `func` to a callable taking the parsed
arguments and returning an exit code. Bad input is reported on stderr with exit
code 2, as argparse itself does, so scripts can tell misuse from failure.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from ba_console import __version__

# Order is the order shown in --help.
COMMAND_MODULES = ("game", "resolve", "pack")


class UsageError(Exception):
    """Bad input from the user: printed as one clear line, exit code 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ba-console",
        description="Referee console for Napoleonic tabletop wargames. "
        "With no command, opens the console window.",
    )
    parser.add_argument("--version", action="version", version=f"ba-console {__version__}")
    parser.add_argument(
        "--data-dir",
        help="folder for games and settings (default: $BA_CONSOLE_DATA_DIR or the platform's)",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    gui = subparsers.add_parser("gui", help="open the console window (the default)")
    gui.add_argument("game", nargs="?", help="game file to open")
    gui.set_defaults(func=_run_gui)
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"ba_console.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"ba_console.commands.{name}":
                raise
            continue
        module.register(subparsers)
    return parser


def _run_gui(args: argparse.Namespace) -> int:
    from ba_console.gui.platform_check import window_problem

    problem = window_problem()
    if problem:
        print(f"ba-console: error: the console window cannot start: {problem}", file=sys.stderr)
        return 1
    try:
        from ba_console.gui.app import run_gui
    except ImportError as exc:
        # Qt missing, or a system library it needs (libEGL on a bare Linux): say so in one
        # line; the headless commands do not need Qt.
        print(
            f"ba-console: error: the console window cannot start ({exc}); "
            "the headless commands still work: ba-console --help",
            file=sys.stderr,
        )
        return 1
    return run_gui(game=getattr(args, "game", None), data_dir=args.data_dir)


def run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args.game = None
        args.func = _run_gui
    try:
        return int(args.func(args) or 0)
    except UsageError as exc:
        print(f"ba-console: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # Output piped into `head` and cut short: not an error of ours. Point stdout at
        # devnull so the interpreter's final flush does not raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
