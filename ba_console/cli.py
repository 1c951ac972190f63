"""Command line of ba-console: the GUI by default, headless sub-commands for the rest.

Each group of sub-commands lives in `ba_console.commands.<name>` and exposes
`register(subparsers)`; the parser sets `func` to a callable taking the parsed
arguments and returning an exit code. Bad input is reported on stderr with exit
code 2, as argparse itself does, so scripts can tell misuse from failure.

Opening the window is what the umpire does most: when the command line asks for nothing
else, the headless commands (and the rules, exports and diffs they import, some 30 ms)
are not loaded at all; `--help` and every other command still see all of them.

`ba-console FILE` opens FILE in the window, as `ba-console gui FILE` does: that is the
command line a desktop runs when a game is double-clicked (`Exec=ba-console %f`).
"""

from __future__ import annotations

import argparse
import errno
import gc
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ba_console import __version__
from ba_console.usage import UsageError

# Order is the order shown in --help.
COMMAND_MODULES = ("game", "seals", "resolve", "pack")
# The module that registers each command: a command line loads that module alone, not the
# others' (the reports, the store, the rules…). `tests/cli/test_command_modules.py` checks
# it against what the modules register; a command missing here still works, with all of
# the modules loaded.
COMMAND_HOMES = {
    "new": "game",
    "import-roster": "game",
    "verify": "game",
    "reveal": "game",
    "export": "game",
    "export-roster": "game",
    "backup": "game",
    "export-seed": "game",
    "import-seed": "game",
    "seal": "seals",
    "orders": "seals",
    "resolve": "resolve",
    "pack": "pack",
}

# The modules without Qt that the window loads on its way to its first frame: the game's
# store and its reading, the pack's outline, the order sheet and the tracker's tasks, and
# the window's own Qt-free parts (the kept pack outline, the undo history).
WINDOW_QT_FREE_MODULES = (
    "ba_console.store.game",
    "ba_console.store.custody",
    "ba_console.store.paths",
    "ba_console.packs.outline",
    "ba_console.play.orders",
    "ba_console.play.tasks",
    "ba_console.gui.game_pack",
    "ba_console.gui.history",
)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, set up when help or usage is first written with it.
    argparse makes one for each argument added, only to check its metavar, and setting one
    up asks `shutil` for the terminal's width (loading it, and the compression modules it
    loads, took some 2 ms of every command)."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        self._arguments = (prog, indent_increment, max_help_position, width)

    def __getattr__(self, name: str) -> Any:
        if name == "_arguments":
            raise AttributeError(name)
        argparse.HelpFormatter.__init__(self, *self._arguments)
        return object.__getattribute__(self, name)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its help written by `_HelpFormatter` (its sub-commands' too)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    """The command line with the commands of `modules` (all of them by default; none: only
    what opening the window needs)."""
    parser = _Parser(
        prog="ba-console",
        description="Referee console for Napoleonic tabletop wargames. "
        "With no command, opens the console window.",
    )
    parser.add_argument("--version", action="version", version=f"ba-console {__version__}")
    parser.add_argument(
        "--data-dir",
        help="folder for games and settings (default: $BA_CONSOLE_DATA_DIR or the platform's)",
    )
    # Named here, the prog is not worked out by writing the usage (`_HelpFormatter`).
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", prog=parser.prog)
    gui = subparsers.add_parser("gui", help="open the console window (the default)")
    gui.add_argument(
        "game",
        nargs="?",
        help="game file to open, or a bare name for <data folder>/games/NAME.bagame "
        "(default: the last game opened)",
    )
    # For start-up checks and the start-up benchmark: quit once the window is on screen,
    # after printing "shown" and the game's title (exit code 0). Not for umpires.
    gui.add_argument("--quit-when-shown", action="store_true", help=argparse.SUPPRESS)
    gui.set_defaults(func=_run_gui)
    for name in modules:
        try:
            module = importlib.import_module(f"ba_console.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"ba_console.commands.{name}":
                raise
            continue
        module.register(subparsers)
    parser.command_names = subparsers.choices  # type: ignore[attr-defined]
    return parser


def _run_gui(args: argparse.Namespace) -> int:
    from ba_console.gui.platform_check import window_problem

    # On X11 the check asks `ldd` about Qt's plugin (some 40 ms). Importing the window's
    # modules does not touch the display, so both go on at once; the check's answer is
    # read before Qt starts, and reported first, as if it had run alone.
    check = _InBackground(window_problem)
    import_error: ImportError | None = None
    # PySide6 reads the source of every module imported after it (its `__feature__`
    # hook looks for "PySide6" in each). The Qt-free modules the window loads before its
    # first frame are imported first (a test checks the list is whole).
    for name in WINDOW_QT_FREE_MODULES:
        importlib.import_module(name)

    try:
        from ba_console.gui.app import run_gui
    except ImportError as exc:
        import_error = exc
    problem = check.result()
    if problem:
        print(f"ba-console: error: the console window cannot start: {problem}", file=sys.stderr)
        return 1
    if import_error is not None:
        # Qt missing, or a system library it needs (libEGL on a bare Linux): say so in one
        # line; the headless commands do not need Qt.
        print(
            f"ba-console: error: the console window cannot start ({import_error}); "
            "the headless commands still work: ba-console --help",
            file=sys.stderr,
        )
        return 1
    return run_gui(
        game=getattr(args, "game", None),
        data_dir=args.data_dir,
        quit_when_shown=getattr(args, "quit_when_shown", False),
    )


class _InBackground:
    """A call run in a thread of its own; `result()` waits for it and gives its value (or
    raises what it raised)."""

    def __init__(self, call: Callable[[], Any]) -> None:
        self._value: Any = None
        self._error: BaseException | None = None
        import threading  # the window's start-up only: a headless command starts no thread

        self._thread = threading.Thread(target=self._run, args=(call,), daemon=True)
        self._thread.start()

    def _run(self, call: Callable[[], Any]) -> None:
        try:
            self._value = call()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller by result()
            self._error = exc

    def result(self) -> Any:
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._value


def opens_window(argv: list[str]) -> bool:
    """Whether `argv` asks for the window and nothing else: no command, `gui`, or a game
    file named alone (`ba-console club.bagame`).

    Reads the words as argparse will (`--data-dir X`, `--data-dir=X`, abbreviations);
    anything it is not sure of (help, an unknown option) answers False, and the whole
    command line is loaded as before."""
    return window_command_line(argv) is not None


def window_command_line(argv: list[str]) -> list[str] | None:
    """`argv` as the window's command line, with `gui` put before a game named alone; None
    when `argv` asks for something else (a command, help, an unknown option)."""
    data_dir: str | None = None
    position = 0
    while position < len(argv):
        word = argv[position]
        if word == "--":
            following = argv[position + 1 : position + 2]
            if not following or following[0] == "gui":
                return argv
            if names_game(following[0], data_dir):  # a game whose name starts with "-"
                return [*argv[:position], "gui", *argv[position:]]
            return None
        if not word.startswith("-"):
            if word == "gui":
                return argv
            if names_game(word, data_dir):
                return [*argv[:position], "gui", *argv[position:]]
            return None
        name, equals, value = word.partition("=")
        if len(name) > 2 and "--data-dir".startswith(name):
            if not equals:
                position += 1  # its value
                value = argv[position] if position < len(argv) else ""
            data_dir = value
            position += 1
            continue
        return None
    return argv


def window_arguments(argv: list[str]) -> argparse.Namespace | None:
    """What the parser makes of the window's command line (`window_command_line`'s) when it
    is a plain one, `[--data-dir DIR] [gui [GAME] [--quit-when-shown]]`, read without
    building the parser (some 2 ms of the window's start); None for any other (an
    abbreviated option, help, a word too many), which the parser reads, or refuses."""
    words = list(argv)
    data_dir: str | None = None
    while words and words[0].startswith("--data-dir"):
        name, equals, value = words[0].partition("=")
        if name != "--data-dir" or (not equals and len(words) < 2):
            return None
        data_dir, words = (value, words[1:]) if equals else (words[1], words[2:])
        if data_dir.startswith("-") and not equals:
            return None
    if not words:
        return argparse.Namespace(data_dir=data_dir, command=None)
    if words[0] != "gui":
        return None
    quit_when_shown = "--quit-when-shown" in words[1:]
    games = [word for word in words[1:] if word != "--quit-when-shown"]
    if len(games) > 1 or any(word.startswith("-") for word in games):
        return None
    return argparse.Namespace(
        data_dir=data_dir,
        command="gui",
        game=games[0] if games else None,
        quit_when_shown=quit_when_shown,
        func=_run_gui,
    )


def names_game(word: str, data_dir: str | None = None) -> bool:
    """Whether `word`, where a command would stand, names a game file to open rather than a
    command: a path (a folder in it, or the `.bagame` suffix), a file that exists, or the
    bare name of a game in the games folder. A command's name is never taken for a game
    (and is known without looking at files: `resolve` never loads the store's paths)."""
    if word in COMMAND_HOMES:
        return False
    from ba_console.store import paths

    if word.endswith(paths.GAME_SUFFIX) or os.sep in word or (os.altsep and os.altsep in word):
        return True
    if not (os.path.isfile(word) or paths.resolve_game_path(word, data_dir).is_file()):
        return False
    # A file named like a command (rare): the command wins. Knowing the commands' names
    # means loading them, which only this rare case pays for.
    return word not in _command_names()


def _command_names() -> set[str]:
    return set(build_parser().command_names)  # type: ignore[attr-defined]


def command_modules(argv: list[str]) -> tuple[str, ...]:
    """The command modules `argv` needs: the one its command lives in, or all of them
    (help, `--version`, an unknown word, an option it is not sure of)."""
    position = 0
    while position < len(argv):
        word = argv[position]
        name, equals, _ = word.partition("=")
        if len(name) > 2 and "--data-dir".startswith(name):
            position += 1 if equals else 2
            continue
        home = COMMAND_HOMES.get(word)
        return (home,) if home is not None else COMMAND_MODULES
    return COMMAND_MODULES


def _hint_at_dashed_names(argv: Sequence[str]) -> None:
    """A file named with a leading dash ("-x.bagame") reads as an option, and argparse then
    says a name is missing: say how to give it."""
    dashed = [word for word in argv if word.startswith("-") and word.lower().endswith(FILE_ENDINGS)]
    if dashed:
        name = dashed[0]
        print(
            f"ba-console: {name} begins with '-' and so reads as an option: write ./{name}, "
            f"or put -- before it",
            file=sys.stderr,
        )


# What the console's files end in (games, rosters, packs, reports, seeds).
FILE_ENDINGS = (".bagame", ".csv", ".toml", ".pdf", ".html", ".json", ".seed")


# The disk failing a read (EIO), or gone from under it (a stick taken out).
_DISK_FAILED = (errno.EIO, errno.ENXIO, errno.ENODEV)


def _read_failed(what: object, error: object) -> str:
    """A read-only command's one line when the disk failed a read (not damage SQLite found,
    nor a write refused: nothing was written)."""
    return (
        f"ba-console: error: the disk failed to read {what} ({error}): it may be failing, or "
        "gone (a stick taken out?). Nothing was changed: run it again once the disk reads, "
        "or on a backup copy"
    )


def run(argv: list[str], *, collector_held: bool = False) -> int:
    """Run the command line `argv`; the exit status. `collector_held`: the caller holds
    Python's cyclic collector off for the window's start (`ba_console.__main__`), so a
    headless command turns it back on. Any other caller's collector is left as it is (the
    tests hold it off for their whole session: turned on, it could run in a chain check's
    thread and free a Qt object there)."""
    window_argv = window_command_line(argv)
    args = window_arguments(window_argv) if window_argv is not None else None
    if args is None:
        parser = build_parser(() if window_argv is not None else command_modules(argv))
        try:
            args = parser.parse_args(argv if window_argv is None else window_argv)
        except SystemExit as exc:
            if exc.code == 2:  # argparse has said what was wrong; say why, if a name began it
                _hint_at_dashed_names(argv)
            raise
    if args.command is None:
        args.game = None
        args.func = _run_gui
    if collector_held and args.func is not _run_gui:
        # `ba_console.__main__` holds the cyclic collector off while the window opens;
        # the window runs it in the GUI thread once shown, a headless command needs it now.
        gc.enable()
    try:
        code = int(args.func(args) or 0)
        if collector_held and getattr(args, "leaves_nothing_open", False):
            # The program ends with this command, which leaves nothing to close: what it
            # made is the system's to free, and the collector's last pass over it as Python
            # exits (some 10 ms of `resolve`, an eighth of it) is skipped.
            gc.freeze()
        return code
    except UsageError as exc:
        print(f"ba-console: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # Output piped into `head` and cut short: not an error of ours. Point stdout at
        # devnull so the interpreter's final flush does not raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:
        # A file damaged after it was opened (a disk failing mid-command): one line, not
        # SQLite's traceback. sqlite3 is loaded by then if a game was read at all.
        sqlite3 = sys.modules.get("sqlite3")
        # A command that only reads the game (`writes_game` is said by those that write it).
        reads = not getattr(args, "writes_game", False)
        if reads and isinstance(exc, OSError) and exc.errno in _DISK_FAILED:
            print(
                _read_failed(exc.filename or "the game file", exc.strerror or exc), file=sys.stderr
            )
            return 2
        if sqlite3 is None or not isinstance(exc, sqlite3.DatabaseError):
            raise
        from ba_console.store.errors import disk_refused

        if reads and disk_refused(exc):  # nothing was being written: the disk failed a read
            print(_read_failed("the game file", exc), file=sys.stderr)
            return 2
        if disk_refused(exc):  # a full disk is not a damaged file
            # (A `new` refused leaves no game behind: nothing to check.)
            kept = (
                "The game was not created"
                if args.command == "new"
                else "Nothing of this command was kept"
            )
            check = "" if args.command == "new" else " (`ba-console verify GAME` checks the game)"
            print(
                f"ba-console: error: the disk refused a write to the game file ({exc}): it "
                f"may be full, or failing. {kept}: free some space and run it again{check}",
                file=sys.stderr,
            )
            return 2
        print(
            f"ba-console: error: the game file could not be read ({exc}): it may be "
            "damaged; `ba-console verify GAME` names the first roll it cannot read, and a "
            "backup copy restores it",
            file=sys.stderr,
        )
        return 2
