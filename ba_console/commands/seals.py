"""`ba-console seal / orders`: witnessed seals and orders answered from the log.

`seal GAME` logs a seal of the log as it stands (`store/seals.py`) and prints it for the
players to write down; `verify GAME --seals "B1 …,B2 …"` (in `game.py`) proves the log
against the seals they hold. `orders GAME --bound N --unit KEY` prints every version of a
unit's order for a bound as the log has it (the state journal and the rolls that changed
its status), so "I ordered a charge" is answered from the log, not from memory. Exit codes
as for the other game commands: 0 done, 2 bad input, with one clear message.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ba_console.commands import game_path
from ba_console.store.errors import GameError, GameInUseError
from ba_console.store.game import Game
from ba_console.store.kinds import EntryKind
from ba_console.usage import UsageError

GAME_HELP = "game file, or a bare name for <data folder>/games/NAME.bagame"


def register(subparsers: argparse._SubParsersAction) -> None:
    seal = subparsers.add_parser(
        "seal",
        help="log a witnessed seal of the log and print it for the players",
        description="Log a seal of the log as it stands (a row of the log) and print it, "
        "e.g. 'B4 7Q2K-9FXA-3MWD'. The players write it down; 'ba-console verify GAME "
        '--seals "B4 …"\' later proves the log was neither rewritten nor cut short before '
        "it. The console also seals the log at the end of every bound.",
    )
    seal.add_argument("game", metavar="GAME", help=GAME_HELP)
    seal.add_argument("--note", default="", help="who witnessed it, e.g. 'Anders and Pierre'")
    seal.set_defaults(func=seal_command, writes_game=True)

    orders = subparsers.add_parser(
        "orders",
        help="every version of a unit's order for a bound, from the log",
        description="Print every version of the order of one unit for one bound as the log "
        "has it: as written and rewritten, as it stood when the ordering phase closed, and "
        "every later change (also by a roll). Answers 'I ordered a charge' from the log.",
    )
    orders.add_argument("game", metavar="GAME", help=GAME_HELP)
    orders.add_argument("--bound", type=int, required=True, help="the bound")
    orders.add_argument("--unit", required=True, help="the unit's key (or its name)")
    orders.set_defaults(func=orders_command)


def _open(args: argparse.Namespace, *, read_only: bool) -> Game:
    from ba_console.commands.game import said_on_opening

    try:
        game = Game.open(game_path(args), read_only=read_only)
        said_on_opening(game)
        return game
    except GameInUseError as exc:
        from ba_console.commands.game import in_use_text

        raise UsageError(in_use_text(exc, args.command)) from None
    except GameError as exc:
        from ba_console.commands.game import refusal_text

        raise UsageError(refusal_text(exc, args)) from None


def seal_command(args: argparse.Namespace) -> int:
    from ba_console.commands.game import writing

    with writing(_open(args, read_only=False)) as game:
        try:
            row = game.seal(note=args.note)
        except GameError as exc:
            raise UsageError(str(exc)) from None
    text = row.outcome.key if row.outcome is not None else ""
    print(f"Seal of bound {row.bound}: {text}")
    print(f"Logged as roll {row.sequence}. Have the players write it on their sheets.")
    print(f'Anyone can prove the log against it: ba-console verify GAME --seals "{text}"')
    return 0


def orders_command(args: argparse.Namespace) -> int:
    if args.bound < 1:
        raise UsageError(f"--bound {args.bound}: bounds are numbered from 1")
    with _open(args, read_only=True) as game:
        units = {unit.key: unit for unit in game.units()}
        unit = units.get(args.unit) or next(
            (u for u in units.values() if u.name.casefold() == args.unit.strip().casefold()),
            None,
        )
        if unit is None:
            raise UsageError(f"--unit {args.unit}: no such unit in {game.path.name}")
        now = game.phase().bound
        if args.bound > now:
            raise UsageError(
                f"--bound {args.bound}: the game is in bound {now}; no later bound has begun"
            )
        versions = game.order_versions(args.bound, unit.key)
        order = game.order(args.bound, unit.key)
    print(f"Order of {unit.name} ({unit.key}), bound {args.bound}, as the log has it:")
    if not versions:
        print("  no order was written for this unit in this bound")
    for version in versions:
        print(f"  {_version_text(version)}")
    if order is not None:
        stored = {**order._asdict(), "parts": json.dumps(list(order.parts))}
        print(f"Now in the file: {_order_text(stored)}")
    print("Check that the log and the state are sound with: ba-console verify GAME")
    return 0


def _order_text(order: dict[str, Any] | None) -> str:
    if order is None:
        return "no order (deleted)"
    parts = json.loads(order["parts"]) if isinstance(order.get("parts"), str) else []
    text = f"{json.dumps(order['text'], ensure_ascii=False)} (status {order['status']}"
    if order.get("updated"):
        text += f", written {order['updated']}"
    text += ")"
    if parts:
        text += f" parts: {json.dumps(parts, ensure_ascii=False, sort_keys=True)}"
    return text


def _version_text(version: dict[str, Any]) -> str:
    time = version["time"]
    if version["source"] == "roll":
        return (
            f"{time} roll {version['number']} ({version['kind']}): status "
            f"{version['from']} -> {version['to']}"
        )
    where = f"{time} journal entry {version['number']}"
    kind = version["kind"]
    if kind == EntryKind.SNAPSHOT:
        return f"{where}, the state when the journal began: {_order_text(version['order'])}"
    if kind == EntryKind.ORDERS_CLOSED:
        return f"{where}, as the ordering phase closed: {_order_text(version['order'])}"
    if version["order"] is None:
        return f"{where}, deleted"
    return f"{where}, written: {_order_text(version['order'])}"
