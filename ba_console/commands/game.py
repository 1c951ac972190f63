"""`ba-console new / import-roster / verify / reveal / export-seed / import-seed / backup /
export / export-roster`: games headless.

A GAME argument is a path, or a bare name (no folder, no extension) for
`<data folder>/games/NAME.bagame`. Reading commands (verify, backup, export,
export-roster) open the game read-only (SQLite's `mode=ro`, `immutable=1` where nothing
can change the file), so they work while the console has it open, and on a read-only
medium, and leave no `-wal` or `-shm` file behind. No command writes over a game, its
companions or any SQLite file, `--force` or not (`store.outputs`). `verify` also checks
the console dice ledger and lists the console dice shown but never logged. Exit codes: 0
success, 1 `verify` found a broken log or ledger, or `export` wrote the report of one (the
report is evidence: it is written, and says BROKEN; stderr names the first bad row), or
`backup` copied a damaged game's bytes as they are, 2 bad
input (not a game, a bad roster row, a game open elsewhere…), with one clear message.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ba_console.commands import game_path
from ba_console.core.csv_cells import DELIMITERS
from ba_console.reports import FORMATS, LANGUAGES, SUMMARY_FORMATS, Translate
from ba_console.reports.paper import PAPERS
from ba_console.reports.translation import TRANSLATIONS_DIR as TRANSLATIONS_DIR
from ba_console.store.demo import create_demo
from ba_console.store.errors import (
    DamagedGameError,
    GameError,
    GameInUseError,
    RollError,
    RosterError,
)
from ba_console.store.game import Game, remove_game_files
from ba_console.store.models import DICE_MODES
from ba_console.store.outputs import check_output, check_writable, folder_not_writable
from ba_console.store.paths import (
    GAME_SUFFIX,
    default_demo_path,
    game_file_name,
    is_bare_name,
    resolve_game_path,
)
from ba_console.store.roster_io import export_roster, import_roster
from ba_console.store.schema import WAL_DROPS_COMMITS
from ba_console.usage import UsageError

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ba_console.packs.club import ClubPack
    from ba_console.store.records import LoggedRoll
    from ba_console.store.verify import VerifyReport


def register(subparsers: argparse._SubParsersAction) -> None:
    game_help = "game file, or a bare name for <data folder>/games/NAME.bagame"

    new = subparsers.add_parser(
        "new",
        help="create a game file (prints its path and dice-seed commitment)",
        description="Create a game. Show the printed seed commitment to the players: after "
        "the game, 'ba-console reveal' proves every console roll followed from it.",
    )
    new.add_argument("game", nargs="?", metavar="GAME", help=f"{game_help} (optional with --demo)")
    new.add_argument(
        "--pack",
        help="a shipped rule pack id or a TOML file (default: the club's own Belle Alliance "
        "pack, <data folder>/packs/belle_alliance.toml, with the cells its games "
        "remembered, as the new-game window offers it first; else the shipped "
        "belle_alliance); --pack belle_alliance takes the shipped pack itself",
    )
    new.add_argument("--roster", metavar="FILE", help="order of battle to import (.csv or .toml)")
    new.add_argument("--demo", action="store_true", help="the Plancenoit 1815 demo game")
    new.add_argument("--title", help="the game's title (default: the file name)")
    new.add_argument("--dice", choices=DICE_MODES, help="how dice are rolled (default: console)")
    new.set_defaults(func=new_game, writes_game=True)

    roster = subparsers.add_parser(
        "import-roster",
        help="add sides, commanders and units from a CSV or TOML file",
        description="All rows or none: every row is checked first, and if any is bad nothing "
        "is imported and each problem is named with its line and column (CSV) or field "
        "(TOML). The columns are described in examples/README.md.",
    )
    roster.add_argument("game", metavar="GAME", help=game_help)
    roster.add_argument("file", metavar="FILE", help="roster file (.csv or .toml)")
    roster.set_defaults(func=import_roster_command, writes_game=True)

    verify = subparsers.add_parser(
        "verify",
        help="check the roll log and the console dice ledger (with the seed, every die)",
        description="Exit 0 when the log and the console dice ledger are intact, 1 when "
        "either is broken (the first bad roll or draw is named). The state (roster, orders, "
        "flags, phase, penalties) is replayed from the log and compared with the file. "
        "Console dice shown but never "
        "logged are listed; they are not errors. With the seed (or once it is revealed in the "
        "log), every console draw's faces, logged or not, and every console roll's are checked "
        "against it.",
    )
    verify.add_argument("game", metavar="GAME", help=game_help)
    verify.add_argument("--seed", metavar="HEX", help="the revealed dice seed (64 hex digits)")
    verify.add_argument(
        "--seals",
        metavar="SEALS",
        help='the seals the players hold, e.g. "B1 7Q2K-9FXA-3MWD,B2 …": the log must give '
        "each (O is read as 0, I and L as 1), or the first bound that differs is named",
    )
    verify.set_defaults(func=verify_command)

    reveal = subparsers.add_parser(
        "reveal",
        help="reveal the dice seed (logged; console dice end for this game)",
        description="After the game: print the secret dice seed and write it in the log, so "
        "that 'ba-console verify GAME' proves every console roll followed from it. From "
        "then on the game takes typed dice only.",
    )
    reveal.add_argument("game", metavar="GAME", help=game_help)
    reveal.set_defaults(func=reveal_command, writes_game=True)

    export = subparsers.add_parser(
        "export",
        help="the roll log as an HTML or PDF report, CSV or JSON; or a bound's turn summary",
        description="Write the roll log (or the rolls the filters choose) as a dispute report "
        "(HTML or PDF: names, not keys, in English or Danish, times in local time), or as CSV "
        "or JSON for tools (keys, English, as logged). With --summary, the turn summary of one "
        "bound (HTML or PDF). A PDF is portrait A4, or US Letter where the locale uses it. "
        "A log that does not verify is reported all the same (the report says BROKEN): "
        "then the first bad row is named on stderr and the exit code is 1.",
    )
    export.add_argument("game", metavar="GAME", help=game_help)
    export.add_argument(
        "--format", choices=FORMATS, help="default: from the output file's extension"
    )
    export.add_argument("--unit", help="only rolls involving this unit (its key or name)")
    export.add_argument(
        "--bound", type=int, help="only rolls of this bound; with --summary, the bound summed up"
    )
    export.add_argument("--kind", help="only rolls of this kind (its key or label)")
    export.add_argument("--roll", type=int, metavar="N", help="only roll N (with its odds)")
    export.add_argument(
        "--summary",
        action="store_true",
        help="the turn summary of --bound (default: the bound the game is in), HTML or PDF",
    )
    export.add_argument(
        "--language",
        choices=LANGUAGES,
        default="en",
        help="the report's language (default: en); CSV and JSON are always the same",
    )
    export.add_argument(
        "--paper", choices=PAPERS, help="a PDF's paper (default: from the locale, else A4)"
    )
    _delimiter_option(export)
    export.add_argument(
        "-o", "--output", metavar="FILE", default="-", help="file to write ('-': standard output)"
    )
    export.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    export.set_defaults(func=export_command)

    export_seed = subparsers.add_parser(
        "export-seed",
        help="write the secret dice seed to a file, to carry the game to another laptop (logged)",
        description="The dice seed is kept on this computer, not in the game file, until it "
        "is revealed. To go on with the game on another laptop, copy the game (backup) and "
        "the seed (export-seed), then run import-seed there. Whoever holds the seed file can "
        "compute the coming console dice: keep it on a stick you hold, and delete it once "
        "imported. The export is logged.",
    )
    export_seed.add_argument("game", metavar="GAME", help=game_help)
    export_seed.add_argument("file", metavar="FILE", help="the seed file to write (mode 0600)")
    export_seed.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    export_seed.set_defaults(func=export_seed_command, writes_game=True)

    import_seed = subparsers.add_parser(
        "import-seed",
        help="bring a game's dice seed to this computer from an export-seed file (logged)",
        description="Checks first that FILE holds the seed this game committed to: a seed of "
        "another game is refused and the game file is left byte for byte as it was. The "
        "import is logged.",
    )
    import_seed.add_argument("game", metavar="GAME", help=game_help)
    import_seed.add_argument("file", metavar="FILE", help="a file written by export-seed")
    import_seed.set_defaults(func=import_seed_command, writes_game=True)

    backup = subparsers.add_parser(
        "backup",
        help="write a complete copy of a game, also while the console has it open",
        description="Copy GAME to COPY, a new file, with SQLite's backup: a copy taken while "
        "the game is open in the console holds every roll confirmed so far, which a copy of "
        "the .bagame file alone may not (the latest rolls may still be in its -wal file). The "
        "copy holds no dice seed: console dice cannot be drawn from it (see import-seed). A "
        "damaged game (a page SQLite cannot read, a file cut short) is copied byte for byte, "
        "its -wal or -journal with it: the rescue copy to keep before anything is tried on "
        "it; stderr says it is damaged, and the exit code is 1.",
    )
    backup.add_argument("game", metavar="GAME", help=game_help)
    backup.add_argument("copy", metavar="COPY", help="the new file (never an existing one)")
    backup.set_defaults(func=backup_command)

    roster_out = subparsers.add_parser(
        "export-roster",
        help="write the roster as CSV or TOML (re-importable)",
        description="Write the sides, commanders and units as they stand now (current "
        "figures, disorder and valour included), to edit in a spreadsheet or to start the "
        "next game with ('ba-console new GAME --roster FILE'). The log is verified too: "
        "when it does not verify, the roster is written all the same, the first bad row is "
        "named on stderr and the exit code is 1.",
    )
    roster_out.add_argument("game", metavar="GAME", help=game_help)
    roster_out.add_argument(
        "-o", "--output", metavar="FILE", required=True, help="file to write (.csv or .toml)"
    )
    roster_out.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    _delimiter_option(roster_out)
    roster_out.set_defaults(func=export_roster_command)


def _delimiter_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--delimiter",
        choices=tuple(DELIMITERS),
        help="what separates a CSV file's cells (default: comma); semicolon for an Excel "
        "whose list separator is ';', as Danish and German Excel's is. Either way the file "
        "begins with a UTF-8 byte order mark, so that Excel shows æ, ø and å right",
    )


def _delimiter(args: argparse.Namespace, fmt: str) -> str:
    """The separator `--delimiter` names; refused for a file that is no CSV."""
    if args.delimiter is None:
        return ","
    if fmt != "csv":
        raise UsageError(f"--delimiter is for a CSV file, not {fmt.upper()}: leave it out")
    return DELIMITERS[args.delimiter]


def _open(
    args: argparse.Namespace, *, read_only: bool, check_pages: bool = True, verifying: bool = False
) -> Game:
    """The game, opened; a refusal said as a usage error, a -wal's last change unread
    (`Game.last_change_unread`) on stderr. `verifying`: a -wal whose frames SQLite would
    drop (`schema.WAL_DROPS_COMMITS`) is raised as it is, for verify to say BROKEN, and the
    last change unread is for verify's report to say."""
    try:
        game = Game.open(
            game_path(args),
            read_only=read_only,
            data_dir=args.data_dir,
            check_pages=check_pages,
        )
        if not verifying:
            said_on_opening(game)
        return game
    except GameInUseError as exc:
        raise UsageError(in_use_text(exc, args.command)) from None
    except GameError as exc:
        if verifying and exc.template == WAL_DROPS_COMMITS:
            raise
        raise UsageError(refusal_text(exc, args)) from None


def said_on_opening(game: Game) -> None:
    """What the umpire must know of the game just opened, on stderr: its -wal's last change
    could not be read, and is not in it (`Game.last_change_unread`)."""
    if game.last_change_unread is not None:
        print(f"ba-console: caution: {game.last_change_unread}", file=sys.stderr)


@contextlib.contextmanager
def writing(game: Game) -> Iterator[Game]:
    """`with game:` for a command that writes it. Once closed, a game the disk would not let
    be made one file again (`Game.not_closed_whole`) is said on stderr, also after an
    error: it is whole only with its -wal beside it, and a copy of the file alone lacks its
    latest rows."""
    try:
        with game:
            yield game
    finally:
        said = game.not_closed_whole
        if said is not None:
            print(f"ba-console: caution: {said}", file=sys.stderr)


# What a command that writes says of a game it cannot write: the store's message advises the
# window's way ("open it read-only"); the shell's is said here.
_READ_ONLY_PLACE = (
    "nothing was changed. verify, export, export-roster and backup read it as it is; to "
    "{command} it, copy it to a folder you can write to (ba-console backup {path} COPY.bagame) "
    "and run {command} on the copy."
)


def refusal_text(exc: GameError, args: argparse.Namespace) -> str:
    """The store's refusal to open a game for writing, as the shell says it: for a file or
    folder that cannot be written, a second name (a hard link), a copy taken while open,
    what the commands can do instead (the store's sentence advises the window's way,
    "Open it read-only")."""
    from ba_console.store.gamefile import CANNOT_WRITE_FILE, COPIED_WHILE_OPEN, HARD_LINKED
    from ba_console.store.lock import NO_LOCK_FILE

    path = exc.template_args.get("path") or str(game_path(args))
    said = {
        CANNOT_WRITE_FILE: "{path} cannot be written (a read-only file or medium): "
        + _READ_ONLY_PLACE,
        NO_LOCK_FILE: "{name}: cannot write the lock file next to it ({error}): "
        + _READ_ONLY_PLACE,
        HARD_LINKED: _HARD_LINKED,
        COPIED_WHILE_OPEN: _COPIED_WHILE_OPEN,
    }.get(exc.template)
    if said is None:
        return str(exc)
    return said.format(**{**exc.template_args, "path": path, "command": args.command})


_HARD_LINKED = (
    "{path} has another name on this disk (a hard link): under two names, two consoles could "
    "write it at once, so it is not written: nothing was changed. verify, export, "
    "export-roster and backup read it as it is; to {command} it, make a copy of it "
    "(ba-console backup {path} COPY.bagame) and run {command} on the copy, or delete its "
    "other name."
)
_COPIED_WHILE_OPEN = (
    "{path} is in WAL mode without its -wal file: it was copied while its game was open in a "
    "console, and may lack the rolls logged last; or a program ended without closing it, and "
    "it lacks nothing. Nothing was changed: verify, export, export-roster and backup read it "
    "as it is. If it is the game itself, not a copy, open it in the console window "
    "(ba-console {path}), which offers to play on from it once its log verifies; if it is a "
    "copy, play on the original, or make a game of what it holds (ba-console backup {path} "
    "COPY.bagame)."
)


def in_use_text(exc: GameInUseError, command: str) -> str:
    """The window's "Close it there, or open this game read-only" as the shell says it:
    no command opens a game read-only on demand, and those that read work meanwhile."""
    name = exc.template_args.get("name", "the game")
    pid = exc.pid if exc.pid is not None else "unknown"
    return (
        f"{name} is open in another ba-console (pid {pid}): close it there first, then run "
        f"{command} again. While it is open, verify, export, export-roster and backup work."
    )


def _check_output(path: Path, force: bool, args: argparse.Namespace | None = None) -> None:
    """Refuse (exit 2, nothing written) to write over a game, its companions or any SQLite
    file, `--force` or not (`store.outputs.check_output`)."""
    game = None if args is None else resolve_game_path(args.game, args.data_dir)
    try:
        check_output(path, force=force, game=game)
        check_writable(path)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    except PermissionError as exc:
        raise UsageError(f"{path}: cannot write: {exc.strerror}") from None


# The rules a new game is of when none is named, and the shipped pack of them.
DEFAULT_PACK = "belle_alliance"


def _clubs_pack(data_dir: str | None) -> ClubPack | None:
    """The club's own pack of the default rules, as the new-game window offers it first;
    None when the club has none. A club file that does not load is said, not passed over:
    it may hold a season's cells."""
    from ba_console.packs import PackError
    from ba_console.packs.club import club_pack_path, load_club_pack
    from ba_console.store.paths import data_dir as folder

    place = folder(data_dir)
    try:
        return load_club_pack(place, DEFAULT_PACK)
    except PackError as exc:
        raise PackError(
            f"the club's pack {club_pack_path(place, DEFAULT_PACK)} cannot be read: {exc} "
            f"(--pack {DEFAULT_PACK} takes the shipped pack)"
        ) from None


def new_game(args: argparse.Namespace) -> int:
    from ba_console.packs import PackError, load_pack

    if args.game is None and not args.demo:
        raise UsageError("name the game to create, e.g.: ba-console new plancenoit")
    if args.demo and args.roster:
        raise UsageError("the demo game brings its own roster; leave out --roster")
    path = (
        default_demo_path(args.data_dir)
        if args.game is None
        else resolve_game_path(args.game, args.data_dir)
    )
    club = None
    try:
        if args.pack is None and not args.demo:
            club = _clubs_pack(args.data_dir)
        pack = club.pack if club is not None else load_pack(args.pack or DEFAULT_PACK)
    except PackError as exc:
        raise UsageError(str(exc)) from None
    if args.game is not None and path.suffix.lower() != GAME_SUFFIX:
        # Refused, not mended with a suffix added: "new evening.pdf" is most likely a slip
        # (export was meant), and "evening.pdf.bagame" would hide it.
        raise UsageError(_not_a_game_name(path))
    if args.game is not None and not is_bare_name(args.game) and not path.parent.is_dir():
        # The games folder is the console's own to make; a folder named in a path is not.
        raise UsageError(f"cannot create {path}: there is no folder {path.parent}")
    folder = path.absolute().parent
    if folder.is_dir() and not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(f"cannot create {path}: {folder_not_writable(folder)}")
    try:
        if args.demo:
            game = create_demo(path, pack=pack, data_dir=args.data_dir)
            if args.title or args.dice:
                game.update_info(title=args.title, dice_mode=args.dice)
        else:
            game = Game.create(
                path,
                title=args.title or path.stem,
                pack_toml=pack.to_toml(),
                pack_id=pack.id,
                pack_hash=pack.content_hash,
                pack_version=str(pack.version),
                first_phase=pack.phases[0].key,
                dice_mode=args.dice or "console",
                data_dir=args.data_dir,
            )
    except (GameError, RosterError) as exc:
        raise UsageError(str(exc)) from None
    with writing(game):
        summary = None
        if args.roster:
            try:
                summary = import_roster(game, args.roster)
            except BaseException as exc:
                # Whatever stopped the import, no half-made game is left behind: the next
                # `new` with the same name would find it "already exists".
                game.close()
                remove_game_files(path)
                if isinstance(exc, RosterError):
                    raise UsageError(f"{exc}\nThe game was not created.") from None
                if isinstance(exc, (sqlite3.Error, OSError)):  # a full disk, a lost stick
                    raise UsageError(
                        f"cannot write {path}: {exc}\nThe game was not created."
                    ) from None
                raise
        info = game.info
        units = len(game.units())
    print(f"Created {path}")
    print(f"Title: {info.title} (pack {info.pack_id} {info.pack_version}, dice {info.dice_mode})")
    if club is not None:
        print(f"Pack: the club's own, {club.path} (--pack {DEFAULT_PACK} for the shipped one)")
    if summary:
        print(f"Roster imported: {summary.describe()}")
        for warning in summary.warnings():
            print(warning, file=sys.stderr)
    elif units:
        print(f"Roster: {units} units")
    print(f"Dice seed commitment: {info.seed_commitment}")
    print(
        "Show this fingerprint to the players now. After the game, 'ba-console reveal' "
        "shows the seed and 'ba-console verify' proves every console roll came from it."
    )
    return 0


def _not_a_game_name(path: Path) -> str:
    """Why `new` will not make a game file named `path`, and the name it would make."""
    meant = game_file_name(path)
    bare = "" if "." in meant.stem else f" (or the bare name {meant.stem}, for the games folder)"
    return f"cannot create {path}: a game file's name ends in {GAME_SUFFIX}: give {meant}{bare}"


def import_roster_command(args: argparse.Namespace) -> int:
    with writing(_open(args, read_only=False)) as game:
        try:
            summary = import_roster(game, args.file)
        except RosterError as exc:
            raise UsageError(str(exc)) from None
        except (sqlite3.Error, OSError) as exc:  # a full disk: the import's transaction undone
            raise UsageError(f"cannot write {game.path}: {exc}\nNothing was imported.") from None
    print(f"Imported {summary.describe()} into {game.path}")
    for warning in summary.warnings():
        print(warning, file=sys.stderr)
    return 0


def verify_command(args: argparse.Namespace) -> int:
    from ba_console.store.seals import SealError, parse_seals

    held = None
    if args.seals is not None:
        try:
            held = parse_seals(args.seals)
        except SealError as exc:
            raise UsageError(f"--seals: {exc}") from None
    # A page SQLite cannot read is not refused at the door: the walk names the first roll
    # it cannot read, and the rolls before it still prove.
    try:
        opened = _open(args, read_only=True, check_pages=False, verifying=True)
    except DamagedGameError as exc:  # a -wal whose last rolls SQLite would drop on opening
        print(f"BROKEN: {exc}")
        return 1
    with opened as game:
        try:
            report = game.verify(args.seed, seals=held)
        except ValueError as exc:
            raise UsageError(f"--seed: {exc}") from None
        # (Read only of a sound file: a damaged one may fail where the report was read.)
        fingerprint = game.info.seed_commitment if report.ok else None
    print(report.summary(listed=3))
    if game.last_change_unread is not None:  # what SQLite read lacks the -wal's last change
        print(f"CAUTION: {game.last_change_unread}")
    if report.ok:
        # What the players compare with the fingerprint read out when the game began: a
        # log rewritten from another seed's commitment hangs together, but not with theirs.
        print(f"Seed commitment: {fingerprint} (the fingerprint shown when the game began)")
    _caution_if_copied_while_open(game)
    if report.unused_draws:
        from ba_console.reports.chain import draw_text  # the reports: only for this list

        print(f"{len(report.unused_draws)} console draw(s) shown but never logged:")
        for draw in report.unused_draws:
            print(f"  {draw_text(draw)}")
    return 0 if report.ok else 1


def _caution_if_copied_while_open(game: Game) -> None:
    """A copy taken without its -wal verifies, and reports, as far as it goes: say that it
    may not go as far as the game."""
    if game.copied_while_open:
        print(
            f"Caution: {game.path.name} is in WAL mode without its -wal file: it was copied "
            "while its game was open in a console, or after a crash, and may lack the rolls "
            "logged last.",
            file=sys.stderr,
        )


def reveal_command(args: argparse.Namespace) -> int:
    with writing(_open(args, read_only=False)) as game:
        try:
            seed = game.reveal_seed()
        except GameError as exc:
            raise UsageError(str(exc)) from None
        except (sqlite3.Error, OSError) as exc:  # a file or disk that takes no write
            raise UsageError(f"cannot write {game.path}: {exc}. Nothing was revealed.") from None
        info = game.info
    print(f"Dice seed: {seed}")
    print(f"Commitment made at the start: {info.seed_commitment}")
    print("Anyone can now check every console roll and draw with: ba-console verify GAME")
    return 0


def export_seed_command(args: argparse.Namespace) -> int:
    target = Path(args.file)
    _check_output(target, args.force, args)
    with writing(_open(args, read_only=False)) as game:
        try:
            game.export_seed(target, force=args.force)
        except GameError as exc:
            raise UsageError(str(exc)) from None
        except (sqlite3.Error, OSError) as exc:
            raise UsageError(f"cannot write {game.path}: {exc}. Nothing was exported.") from None
        commitment = game.info.seed_commitment
    print(f"Wrote the dice seed of {game.path.name} to {target} (logged).")
    print(f"Fingerprint: {commitment}")
    print(
        "Whoever holds this file can compute the coming console dice. On the other laptop: "
        f"ba-console import-seed GAME {target.name}; then delete the file."
    )
    return 0


def import_seed_command(args: argparse.Namespace) -> int:
    from ba_console.store.seeds import read_seed_file

    try:
        seed = read_seed_file(args.file)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    # Checked on a read-only open first: a seed of another game leaves the file untouched.
    with _open(args, read_only=True) as game:
        try:
            game.custody.check_seed(seed, args.file)
        except GameError as exc:
            raise UsageError(str(exc)) from None
    with writing(_open(args, read_only=False)) as game:
        try:
            imported = game.import_seed(seed, args.file)
        except GameError as exc:
            raise UsageError(str(exc)) from None
        except (sqlite3.Error, OSError) as exc:
            raise UsageError(f"cannot write {game.path}: {exc}. Nothing was imported.") from None
    if imported:
        print(f"The dice seed of {game.path.name} is now on this computer (logged).")
    else:
        print(f"The dice seed of {game.path.name} was on this computer already.")
    print(f"You may delete {args.file}.")
    return 0


def backup_command(args: argparse.Namespace) -> int:
    target = Path(args.copy)
    if target.suffix.lower() != GAME_SUFFIX:
        # A game's companion (-wal…) or an existing file: that refusal says more.
        _check_output(target, False, args)
        meant = game_file_name(target)
        raise UsageError(
            f"cannot write {target}: a copy of a game is a game file, whose name ends in "
            f"{GAME_SUFFIX}: give {meant}"
        )
    try:
        opened = Game.open(game_path(args), read_only=True, data_dir=args.data_dir)
    except DamagedGameError as exc:  # SQLite cannot read it: its bytes as they are
        return _copy_damaged(args, target, exc)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    said_on_opening(opened)
    with opened as game:
        try:
            game.backup(target)
        except GameError as exc:
            raise UsageError(str(exc)) from None
        count = game.roll_count()
    rows = "no log rows" if count == 0 else "1 log row" if count == 1 else f"{count} log rows"
    print(f"Wrote {target}: a complete copy of {game.path.name} ({rows})")
    return 0


def _copy_damaged(args: argparse.Namespace, target: Path, damaged: DamagedGameError) -> int:
    """The rescue copy of a damaged game: its bytes as they are (with its -wal or -journal),
    which SQLite's backup cannot read; said on stderr to be as damaged as the original,
    exit 1 (as a report of a broken log is written, and says so)."""
    from ba_console.store.gamefile import copy_as_is

    source = game_path(args)
    try:
        written = copy_as_is(source, target)
    except GameError as exc:
        raise UsageError(f"{damaged} No copy was written: {exc}") from None
    beside = "".join(
        f", and {copy.name}, its {copy.name[len(target.name) :]}" for copy in written[1:]
    )
    print(f"Wrote {target}: a byte-for-byte copy of the damaged {source.name}{beside}")
    print(
        f"ba-console: {damaged} {target.name} is a copy of its damaged bytes as they are, "
        "not a game to play on: keep it as evidence, and try any repair on another copy.",
        file=sys.stderr,
    )
    return 1


def export_command(args: argparse.Namespace) -> int:
    formats = SUMMARY_FORMATS if args.summary else FORMATS
    fmt = args.format
    if fmt is None:
        suffix = Path(args.output).suffix.lower().lstrip(".")
        if args.output == "-" or suffix not in formats:
            raise UsageError(
                f"give --format {', '.join(formats)} (or an output file ending in one)"
            )
        fmt = suffix
    if fmt not in formats:
        raise UsageError(f"a turn summary is {' or '.join(formats)}, not {fmt}")
    if fmt == "pdf" and args.output == "-":
        raise UsageError("a PDF needs a file: give -o FILE.pdf")
    if args.summary and (args.unit or args.kind or args.roll is not None):
        raise UsageError("a turn summary is of a whole bound: leave out --unit, --kind, --roll")
    _delimiter(args, fmt)
    if args.output != "-":
        _check_output(Path(args.output), args.force, args)
    translate = report_translation(args.language)
    with _open(args, read_only=True) as game:
        chain = _verified_once(game)
        _check_filters(game, args)
        try:
            if args.summary:
                now = game.phase().bound
                bound = args.bound if args.bound is not None else now
                if bound > now:
                    raise UsageError(
                        f"--bound {bound}: the game is in bound {now}; no later bound has begun"
                    )
                text = _export_summary(game, bound, fmt, args, translate)
            else:
                if args.roll is not None:
                    # A roll not in the log: RollError, said below.
                    _check_roll_filters(game, game.roll(args.roll), args)
                text = _export_log(game, fmt, args, translate)
        except RollError as exc:
            raise UsageError(str(exc)) from None
        report = chain()  # the report's own check (a CSV has none: checked here)
    _caution_if_copied_while_open(game)
    if text is None:
        print(f"Wrote {args.output}", file=sys.stderr)
    elif args.output == "-":
        sys.stdout.write(text)
    else:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"{args.output}: cannot write: {exc.strerror or exc}") from None
        print(f"Wrote {args.output}", file=sys.stderr)
    return _said_if_broken(game, report)


# The exit code of a report written of a log that does not verify (as `verify`'s own).
EXIT_BROKEN = 1


def _verified_once(game: Game) -> Callable[[], VerifyReport]:
    """The game's `verify()` run once for the whole command: the report's chain state (the
    reports call `game.verify()`) and what the command says and exits with are one check,
    even of a game a console writes meanwhile. Returns the check, run when first asked."""
    check = game.verify
    found: list[VerifyReport] = []

    def verify(*args: Any, **kwargs: Any) -> VerifyReport:
        if args or kwargs:  # a seed or seals given: another check
            return check(*args, **kwargs)
        if not found:
            found.append(check())
        return found[0]

    game.verify = verify  # type: ignore[method-assign]
    return verify


def _said_if_broken(
    game: Game, report: VerifyReport, written: str = "the report was written, and says so"
) -> int:
    """A report of a log that does not verify is written (it is evidence, and says BROKEN
    itself); the command line says so too, naming the first bad row as `verify` does, and
    the exit is `EXIT_BROKEN`, so that a script exporting reports sees it. `written`: what
    was written all the same."""
    if report.ok:
        return 0
    print(
        f"ba-console: {game.path.name} does not verify: {report.summary(listed=0)} ({written})",
        file=sys.stderr,
    )
    return EXIT_BROKEN


def _check_filters(game: Game, args: argparse.Namespace) -> None:
    """Refuse a filter that names nothing in the game (a typo would give a report of no
    rolls, as if the unit had never rolled); a unit by its name and a kind by its label, in
    English or Danish, become their keys, as the log keeps them."""
    if args.unit is not None:
        args.unit = _unit_key(game, args.unit)
    if args.kind is not None:
        args.kind = _kind_key(game, args.kind)
    if args.bound is not None and not args.summary:
        now = game.phase().bound
        if args.bound < 1:
            raise UsageError(f"--bound {args.bound}: bounds are numbered from 1")
        if args.bound > now:
            raise UsageError(
                f"--bound {args.bound}: the game is in bound {now}; no later bound has begun"
            )


def _check_roll_filters(game: Game, roll: LoggedRoll, args: argparse.Namespace) -> None:
    """`--roll N` with a filter that leaves roll N out would be a report of nothing."""
    left_out = None
    if args.bound is not None and roll.bound != args.bound:
        left_out = f"roll {roll.sequence} is of bound {roll.bound}, not {args.bound}"
    elif args.unit is not None and all(
        r.sequence != roll.sequence for r in game.rolls(unit=args.unit)
    ):
        name = game.names().get(args.unit, args.unit)
        left_out = f"roll {roll.sequence} does not involve {name}"
    elif args.kind is not None and roll.kind != args.kind:
        left_out = f"roll {roll.sequence} is of the kind {roll.kind}, not {args.kind}"
    if left_out:
        raise UsageError(f"{left_out}: --roll shows that roll alone; leave out the other filter")


def _unit_key(game: Game, wanted: str) -> str:
    sides = {side.key for side in game.sides()}
    names = {key: name for key, name in game.names().items() if key not in sides}
    if wanted in names or game.roll_count(unit=wanted):
        return wanted
    folded = wanted.strip().casefold()
    for key, name in names.items():
        if folded in (key.casefold(), name.strip().casefold()):
            return key
    raise UsageError(
        f"--unit {wanted}: no unit or staff figure in {game.path.name} has that key or name "
        "(ba-console export-roster GAME -o FILE.csv lists them all)"
    )


def _kind_key(game: Game, wanted: str) -> str:
    from ba_console.reports.readable import OWN_KINDS, game_pack

    pack = game_pack(game)
    kinds = dict.fromkeys(pack.rolls if pack is not None else ())
    if wanted in kinds or wanted in OWN_KINDS or game.roll_count(kind=wanted):
        return wanted
    folded = wanted.strip().casefold()
    labels = {key: spec.label for key, spec in (pack.rolls.items() if pack else ())}
    for key, label in labels.items():
        if folded in (key.casefold(), label.en.casefold(), label.da.casefold()):
            return key
    known = ", ".join(f"{key} ({label.en})" for key, label in labels.items())
    raise UsageError(
        f"--kind {wanted}: no kind of roll is called that; the game's pack has {known}"
    )


def _reasons(language: str) -> tuple[str | tuple[str, str], ...]:
    """What a note may quote (`play.record.note_templates`), said in a report not English."""
    if language == "en":
        return ()
    from ba_console.play.record import note_templates

    return note_templates()


def _export_log(
    game: Game, fmt: str, args: argparse.Namespace, translate: Translate | None
) -> str | None:
    """The report as text, or None once a PDF is written (Qt is loaded only for that)."""
    from ba_console import reports

    options = {
        "bound": args.bound,
        "unit": args.unit,
        "kind": args.kind,
        "roll": args.roll,
        "language": args.language,
        "translate": translate,
        "reasons": _reasons(args.language),
    }
    if fmt == "csv":
        return reports.export_log(game, fmt, delimiter=_delimiter(args, fmt), **options)
    if fmt != "pdf":
        return reports.export_log(game, fmt, **options)
    try:
        reports.write_log_pdf(game, args.output, paper=args.paper, **options)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{args.output}: cannot write: {exc.strerror or exc}") from None
    return None


def _export_summary(
    game: Game, bound: int, fmt: str, args: argparse.Namespace, translate: Translate | None
) -> str | None:
    from ba_console import reports

    if bound < 1:
        raise UsageError(f"--bound {bound}: bounds are numbered from 1")
    if fmt == "html":
        return reports.export_summary(
            game,
            bound,
            language=args.language,
            translate=translate,
            reasons=_reasons(args.language),
        )
    try:
        reports.write_summary_pdf(
            game,
            bound,
            args.output,
            language=args.language,
            translate=translate,
            reasons=_reasons(args.language),
            paper=args.paper,
        )
    except GameError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{args.output}: cannot write: {exc.strerror or exc}") from None
    return None


def report_translation(language: str) -> Translate | None:
    """The report's words in `language` from the console's compiled translation (None for
    English, which needs none), read without Qt: a CSV, JSON or HTML export loads no Qt."""
    from ba_console.reports.translation import TranslationError, load_translation

    try:
        return load_translation(language, TRANSLATIONS_DIR)
    except (OSError, TranslationError):
        raise UsageError(f"no {language} translation in {TRANSLATIONS_DIR}") from None


def export_roster_command(args: argparse.Namespace) -> int:
    output = Path(args.output)
    delimiter = _delimiter(args, "toml" if output.suffix.lower() == ".toml" else "csv")
    _check_output(output, args.force, args)
    with _open(args, read_only=True) as game:
        try:
            export_roster(game, output, delimiter=delimiter)
        except (ValueError, GameError) as exc:
            raise UsageError(str(exc)) from None
        except OSError as exc:
            raise UsageError(f"{output}: cannot write: {exc.strerror or exc}") from None
        # The roster is state, not evidence: written all the same, but a secretary who
        # starts the next game from it learns that the log does not prove it (as `export`).
        report = game.verify()
    print(f"Wrote {output}", file=sys.stderr)
    return _said_if_broken(
        game,
        report,
        "the roster was written: it is the state the file holds, which the log no longer proves",
    )
