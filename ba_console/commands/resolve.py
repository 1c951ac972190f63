"""`ba-console resolve SITUATION.json [--seed HEX]`: resolve one roll headless, print JSON.

The situation file names the pack (a shipped id or a path, relative to the file), the
kind of roll, the bound, each role's unit, factors and typed dice, and optionally the
units' state, side penalties and what the umpire read from the book (see
`ba_console.play.situation`). Roles without typed dice get console dice from `--seed`
(HMAC-SHA256, kind "<roll>/<role>", with `--word` the word a player called, so the faces
can be checked once the seed is known). The output carries the pack hash, every factor
with its status, the totals, the outcome or `needs_umpire`, exact odds and the effects.
Bad input exits with code 2 and a message that names the field.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ba_console.core.dice import DiceSpec
from ba_console.packs import PackError, builtin_ids, load_pack
from ba_console.play.situation import (
    Situation,
    SituationError,
    parse_situation,
    resolve_situation,
)
from ba_console.usage import UsageError

# JSON nested deeper than Python's parser goes (some 1,000 levels); a situation is 4 deep.
TOO_DEEP = "nested too deeply to be a situation (a situation is a few levels deep)"


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "resolve",
        help="resolve one roll described in a JSON file and print the result as JSON",
        description="Resolve one roll headless: factors, dice, total, outcome, odds, effects.",
        epilog="The situation format is described, with examples, in examples/situations/.",
    )
    parser.add_argument("situation", help="situation JSON file ('-' reads standard input)")
    parser.add_argument(
        "--seed",
        help="console dice seed, 64 hex digits; needed for every role without typed dice",
    )
    parser.add_argument(
        "--draw",
        type=int,
        default=0,
        metavar="N",
        help="console draw number used with --seed: the console dice of draw N, as in the "
        "game's console draw ledger (default 0)",
    )
    parser.add_argument(
        "--word",
        metavar="TEXT",
        help="the word (or number) a player called before the console dice were rolled: "
        "it enters the dice with --seed, as in the game's draw",
    )
    # Before the console dice ledger, console dice were keyed by the log's sequence number.
    parser.add_argument(
        "--sequence", dest="draw", type=int, default=argparse.SUPPRESS, help=argparse.SUPPRESS
    )
    # It reads files and prints: nothing to close as the program ends (`cli.run`).
    parser.set_defaults(func=run_resolve, leaves_nothing_open=True)


def _read_situation(name: str) -> tuple[object, Path | None]:
    if name == "-":
        text, folder = sys.stdin.read(), None
    else:
        path = Path(name)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise UsageError(f"{name}: there is no such file") from None
        except IsADirectoryError:
            raise UsageError(
                f"{name} is a folder: give a situation file (examples/situations/)"
            ) from None
        except OSError as exc:
            raise UsageError(
                f"{name}: cannot read the situation file: {exc.strerror or exc}"
            ) from None
        except UnicodeDecodeError:
            raise UsageError(f"{name}: not UTF-8 text, so not a situation (JSON)") from None
        folder = path.resolve().parent
    try:
        return json.loads(text), folder
    except json.JSONDecodeError as exc:
        raise UsageError(
            f"{name}: not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise UsageError(f"{name}: {TOO_DEEP}") from None


def _load_pack(situation: Situation, folder: Path | None):
    name = situation.pack
    candidate = name
    if name not in builtin_ids() and folder is not None and not Path(name).is_absolute():
        beside = folder / name
        if beside.exists():
            candidate = str(beside)
    try:
        return load_pack(candidate)
    except PackError as exc:
        raise UsageError(f"pack: {exc}") from None


def run_resolve(args: argparse.Namespace) -> int:
    if args.draw < 0:
        raise UsageError(f"--draw {args.draw}: a console draw number is not negative")
    data, folder = _read_situation(args.situation)
    try:
        situation = parse_situation(data)
    except SituationError as exc:
        raise UsageError(str(exc)) from None
    except RecursionError:
        raise UsageError(f"{args.situation}: {TOO_DEEP}") from None
    pack = _load_pack(situation, folder)

    word = seed = None
    if args.word is not None and args.seed is None:
        raise UsageError("--word enters console dice: give --seed with it")
    if args.seed is not None:
        # Console dice (HMAC-SHA256): OpenSSL is loaded only where a seed is given.
        from ba_console.core.fair_dice import normal_word, seed_from_hex

        if args.word is not None:
            try:
                word = normal_word(args.word)
            except ValueError as exc:
                raise UsageError(f"--word: {exc}") from None
        try:
            seed = seed_from_hex(args.seed)
        except ValueError as exc:
            raise UsageError(f"--seed: {exc}") from None
    if seed is None:
        for index, roll in enumerate(situation.rolls):
            if roll.dice is None:
                raise UsageError(
                    f"rolls[{index}].dice: role {roll.role} has no dice; type its faces in "
                    "'dice' or pass --seed for console dice"
                )

    def faces_from(role: str, spec: DiceSpec) -> tuple[int, ...]:
        from ba_console.core.fair_dice import fair_faces

        assert seed is not None
        kind = f"{situation.roll}/{role}"
        try:
            return fair_faces(seed, args.draw, kind, spec.count, spec.sides, word)
        except ValueError as exc:
            raise UsageError(f"--word: {exc}") from None

    try:
        report = resolve_situation(situation, pack, faces_from if seed else None)
    except SituationError as exc:
        raise UsageError(str(exc)) from None
    print(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    return 0
