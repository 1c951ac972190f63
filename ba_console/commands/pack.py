"""`ba-console pack …`: list, check, export and compare rule packs from the command line.

These are the umpire's tools for sharing packs within a club: see how complete each
shipped pack is (`list`), validate a pack someone filled in before using it (`check`,
whose errors name file, table, row and field), write a pack out as TOML to edit or
share (`export`, which reloads to the same content hash), and see exactly which cells
another pack changed or filled (`diff`, the same comparison the pack editor shows).
Exit codes: 0 success, 2 bad input (an unusable pack, a missing file); `diff` exits 1
when the packs differ, as diff(1) does.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ba_console.core.model import BandTable, describe_range
from ba_console.packs import PackError, RulePack, builtin_ids, load_pack
from ba_console.packs.club import ClubPack, club_folder, club_packs
from ba_console.packs.diff import diff_packs, format_diff
from ba_console.packs.loader import parse_pack_text
from ba_console.packs.plain import band_holes
from ba_console.store import paths
from ba_console.store.errors import GameError
from ba_console.store.outputs import check_output
from ba_console.usage import UsageError

SHORT_HASH = 12
SQLITE_HEADER = b"SQLite format 3\x00"


def register(subparsers: argparse._SubParsersAction) -> None:
    pack = subparsers.add_parser(
        "pack",
        help="list, check, export and compare rule packs",
        description="Rule packs hold the rules' numbers. '?' cells are unset: fill them from "
        "your club's rulebook.",
    )
    commands = pack.add_subparsers(
        dest="pack_command", metavar="{list,check,export,diff}", required=True
    )

    listing = commands.add_parser(
        "list", help="the shipped packs and the club's own, with hash and completeness"
    )
    listing.add_argument("--json", action="store_true", help="print JSON instead of a table")
    listing.set_defaults(func=list_packs)

    check = commands.add_parser(
        "check", help="validate a pack file and report how complete each table is"
    )
    check.add_argument(
        "pack",
        metavar="FILE",
        help="a pack file (.toml), a shipped pack id or a game (its pack; a bare name: a game "
        "of the games folder)",
    )
    check.add_argument("--json", action="store_true", help="print JSON instead of a table")
    check.set_defaults(func=check_pack)

    export = commands.add_parser("export", help="write a pack as TOML, to edit or share")
    export.add_argument(
        "pack",
        metavar="ID",
        help="a shipped pack id, a pack file or a game (its pack; a bare name: a game of the "
        "games folder)",
    )
    export.add_argument(
        "-o", "--output", metavar="FILE", default="-", help="file to write ('-': standard output)"
    )
    export.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    export.set_defaults(func=export_pack)

    diff = commands.add_parser(
        "diff", help="tables, rows and cells that differ between two packs (exit 1 if any)"
    )
    diff.add_argument("a", metavar="A", help="pack id, pack file or game to compare from")
    diff.add_argument("b", metavar="B", help="pack id, pack file or game to compare to")
    diff.add_argument("--json", action="store_true", help="print JSON instead of lines")
    diff.set_defaults(func=diff_command)


def _load(id_or_path: str, args: argparse.Namespace | None = None) -> RulePack:
    """A shipped pack by id, a pack file, or the pack a game file holds (the one its pack
    editor saved, to share with the club): the game is read, never written."""
    data_dir = getattr(args, "data_dir", None)
    try:
        if id_or_path not in builtin_ids():
            path = _game_named(id_or_path, data_dir)
            if _is_game_file(path):
                return _game_pack(path, data_dir)
        return load_pack(id_or_path)
    except PackError as exc:
        raise UsageError(str(exc)) from None


def _game_named(name: str, data_dir: str | None) -> Path:
    """The file `name` is; a bare name that is no file here is a game of the games folder,
    as every other command reads it."""
    from ba_console.store.paths import is_bare_name, resolve_game_path

    path = Path(name)
    if is_bare_name(name) and not path.exists():
        return resolve_game_path(name, data_dir)
    return path


def _is_game_file(path: Path) -> bool:
    try:
        with path.open("rb") as file:
            return file.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def _game_pack(path: Path, data_dir: str | None) -> RulePack:
    from ba_console.store.game import Game

    try:
        with Game.open(path, read_only=True, data_dir=data_dir) as game:
            copy = game.pack()
            source = f"{path.name} (pack {game.info.pack_id})"
    except GameError as exc:
        raise UsageError(str(exc)) from None
    return parse_pack_text(copy.toml, source=source)


def _percent(known: int, total: int) -> str:
    return f"{100 * known / total:.0f} %" if total else "-"


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in [headers, *rows]) for i in range(len(headers))]
    lines = [_line(headers, widths)]
    lines.append("  ".join("-" * width for width in widths))
    lines.extend(_line(row, widths) for row in rows)
    return "\n".join(lines)


def _line(cells: list[str], widths: list[int]) -> str:
    return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()


def pack_summary(pack: RulePack) -> dict[str, Any]:
    """The figures `list` and `check` print for a pack, as data."""
    report = pack.completeness()
    return {
        "id": pack.id,
        "version": pack.version,
        "title": pack.title.en,
        "rules": pack.rules,
        "dice": pack.dice,
        "hash": pack.content_hash,
        "completeness": round(pack.completeness_ratio(), 4),
        "tables": {
            table_id: {
                "title": pack.tables[table_id].title.en,
                "known": known,
                "total": total,
                "source": pack.tables[table_id].source,
            }
            for table_id, (known, total) in report.items()
        },
    }


def list_packs(args: argparse.Namespace) -> int:
    summaries = [pack_summary(_load(pack_id)) for pack_id in builtin_ids()]
    # The club's own packs, which the next game's wizard offers first: a file that does
    # not load is listed with its error rather than left out.
    folder = club_folder(paths.data_dir(args.data_dir))
    club: list[dict[str, Any]] = []
    for found in club_packs(paths.data_dir(args.data_dir)):
        if isinstance(found, ClubPack):
            club.append({**pack_summary(found.pack), "file": str(found.path)})
        else:
            path, error = found
            club.append({"file": str(path), "error": str(error)})
    if args.json:
        listed = summaries + [{**entry, "club": True} for entry in club]
        print(json.dumps(listed, ensure_ascii=False, indent=2))
        return 0
    headers = ["id", "version", "title", "hash", "complete"]
    print(_table(headers, [_list_row(s) for s in summaries]))
    if club:
        print()
        print(f"The club's own packs ({folder}):")
        readable = [_list_row(s) for s in club if "error" not in s]
        if readable:
            print(_table(headers, readable))
        for entry in club:
            if "error" in entry:
                print(f"cannot be read: {entry['error']}")
    return 0


def _list_row(summary: dict[str, Any]) -> list[str]:
    return [
        summary["id"],
        summary["version"],
        summary["title"],
        summary["hash"][:SHORT_HASH],
        f"{100 * summary['completeness']:.0f} %",
    ]


def band_hole_warnings(pack: RulePack) -> list[str]:
    """A band table's values its dice give that no band covers, as `pack check` warns of
    them: in play such a total, and one past it, is unset (`core.results.band_reading`):
    the umpire types its outcome from the book, as for a '?' band. Said so that a hole
    left by a slip is seen."""
    warnings = []
    for table_id, table in pack.tables.items():
        if not isinstance(table, BandTable) or not table.bands:
            continue  # a table with no band at all is simply unset
        data = table.model_dump(mode="json", exclude_none=True)
        for column, low, high in band_holes(
            data["bands"], table.columns, pack.natural_range(table_id)
        ):
            span = describe_range(low, high)
            where = f" in column {column}" if column else ""
            warnings.append(
                f"{table_id}: {span}{where} is in no band: a roll there or past it is read as "
                "unset, its outcome typed from the book (add a band, with outcome '?' if it "
                "is not known)"
            )
    return warnings


def check_pack(args: argparse.Namespace) -> int:
    pack = _load(args.pack, args)
    summary = pack_summary(pack)
    warnings = band_hole_warnings(pack)
    if args.json:
        print(
            json.dumps({"ok": True, **summary, "warnings": warnings}, ensure_ascii=False, indent=2)
        )
        return 0
    shipped = args.pack in builtin_ids()
    print(f"{args.pack if shipped else Path(args.pack).name}: OK")
    print(f"pack {summary['id']} {summary['version']}: {summary['title']}")
    print(f"hash {summary['hash']}")
    print(f"complete {100 * summary['completeness']:.0f} % (mean over tables)")
    print()
    rows = [
        [
            table_id,
            table["title"],
            f"{table['known']}/{table['total']}",
            _percent(table["known"], table["total"]),
            table["source"],
        ]
        for table_id, table in summary["tables"].items()
    ]
    print(_table(["table", "title", "known", "%", "source"], rows))
    if warnings:
        print()
        print("\n".join(f"warning: {warning}" for warning in warnings))
    return 0


def export_pack(args: argparse.Namespace) -> int:
    pack = _load(args.pack, args)
    # Comments do not enter the content hash, so the header costs nothing on reload.
    text = (
        f"# Rule pack {pack.id} {pack.version}, exported by ba-console.\n"
        f"# Content hash {pack.content_hash}. '?' = unset: fill from your rulebook.\n"
        + pack.to_toml()
    )
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    target = Path(args.output)
    try:
        # Never over a game or any SQLite file, --force or not.
        check_output(target)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    if target.exists() and not args.force:
        raise UsageError(f"{target}: file exists (use --force to overwrite it)")
    try:
        target.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"{target}: cannot write: {exc.strerror or exc}") from None
    print(f"wrote {target} (pack {pack.id} {pack.version}, hash {pack.content_hash[:SHORT_HASH]})")
    return 0


def diff_command(args: argparse.Namespace) -> int:
    a, b = _load(args.a, args), _load(args.b, args)
    diff = diff_packs(a, b)
    if args.json:
        print(json.dumps(diff.to_json(), ensure_ascii=False, indent=2))
        return 0 if diff.same else 1
    print(f"A: {args.a} (pack {a.id} {a.version}, hash {a.content_hash[:SHORT_HASH]})")
    print(f"B: {args.b} (pack {b.id} {b.version}, hash {b.content_hash[:SHORT_HASH]})")
    print(format_diff(diff))
    return 0 if diff.same else 1
