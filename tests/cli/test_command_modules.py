"""Each headless command loads what it uses: its own command module, never Qt, and — for
`resolve`, which reads a situation file and no game — not the store's SQLite code either.
Each command runs in a Python of its own, whose loaded modules are then read."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ba_console import cli
from ba_console.store.demo import create_demo

ROOT = Path(cli.__file__).resolve().parent.parent
SITUATION = ROOT / "examples" / "situations" / "melee_typed_outcome.json"

# Runs `ba-console ARGS…`, then prints the modules it loaded, as JSON, on the last line.
RUN = """
import json, sys
from ba_console.cli import run
code = run(sys.argv[1:])
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""

QT = ("PySide6", "shiboken6")
# What reading and writing game files takes; `resolve` reads no game.
GAME_FILES = (
    "sqlite3",
    "sqlite_utils",
    "ba_console.store.game",
    "ba_console.store.gamefile",
    "ba_console.store.schema",
)


def loaded(*args: str) -> tuple[str, set[str]]:
    done = subprocess.run(
        [sys.executable, "-c", RUN, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    *output, last = done.stdout.splitlines()
    result = json.loads(last)
    assert result["code"] == 0, done.stderr
    return "\n".join(output), set(result["modules"])


def of(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in prefixes or m.startswith(prefixes))


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("game") / "demo.bagame"
    create_demo(path).close()
    return path


def test_each_command_is_listed_with_the_module_that_registers_it():
    for module in cli.COMMAND_MODULES:
        registered = set(cli.build_parser((module,)).command_names) - {"gui"}
        listed = {name for name, home in cli.COMMAND_HOMES.items() if home == module}
        assert registered == listed, module


@pytest.mark.parametrize(
    ("argv", "modules"),
    [
        (["verify", "g"], ("game",)),
        (["--data-dir", "d", "pack", "list"], ("pack",)),
        (["--data-dir=d", "resolve", "s.json"], ("resolve",)),
        (["--help"], cli.COMMAND_MODULES),
        (["--version"], cli.COMMAND_MODULES),
        (["verfy", "g"], cli.COMMAND_MODULES),  # argparse names the commands it knows
    ],
)
def test_a_command_line_loads_the_module_of_its_command(argv, modules):
    assert cli.command_modules(argv) == modules


def test_resolve_loads_neither_qt_nor_the_game_files_nor_the_other_commands():
    output, modules = loaded("resolve", str(SITUATION))
    assert json.loads(output)["outcome"] is not None or "needs_umpire" in output
    assert of(modules, QT) == []
    assert of(modules, GAME_FILES) == []
    assert of(modules, ("ba_console.commands.game", "ba_console.commands.pack")) == []
    assert of(modules, ("ba_console.reports", "ba_console.gui")) == []
    # "resolve" is a command's name: no look for a game file of that name, no data folder.
    assert of(modules, ("ba_console.store.paths", "platformdirs")) == []


def test_resolve_reads_nothing_of_the_store_but_its_checks_of_a_row():
    """`resolve` checks that the roll could be logged (the store's checks of a row), but it
    makes no row (`RollDraft`) and reads no game: not the roster's records, the game's
    errors, nor the reader of a game file (`play.stored`) and the written orders it
    parses."""
    _, modules = loaded("resolve", str(SITUATION))
    assert of(modules, ("ba_console.store",)) == [
        "ba_console.store",
        "ba_console.store.checks",
        "ba_console.store.kinds",
    ]
    assert of(modules, ("ba_console.play.stored", "ba_console.play.orders")) == []


# The reports themselves (the names `export` registers its options with are not these).
REPORT_MAKERS = tuple(
    f"ba_console.reports.{name}"
    for name in ("log", "summary", "tabular", "readable", "chain", "charts", "pdf", "tallies")
)


def test_verify_loads_neither_qt_nor_the_reports_nor_the_other_commands(game):
    output, modules = loaded("verify", str(game))
    assert output.startswith("OK: 0 rolls, hash chain intact")
    assert of(modules, QT) == []
    assert of(modules, REPORT_MAKERS) == []
    assert of(modules, ("ba_console.commands.resolve", "ba_console.commands.pack")) == []


def test_export_loads_no_qt(game, tmp_path):
    csv = tmp_path / "log.csv"
    _, modules = loaded("export", str(game), "-o", str(csv), "--format", "csv")
    assert csv.exists()
    assert of(modules, QT) == []
    assert of(modules, ("ba_console.commands.resolve", "ba_console.commands.pack")) == []


def test_pack_list_loads_neither_qt_nor_the_game_files():
    output, modules = loaded("pack", "list")
    assert "belle_alliance" in output
    assert of(modules, QT) == []
    assert of(modules, GAME_FILES) == []
    assert of(modules, ("ba_console.commands.game", "ba_console.reports")) == []


def test_resolve_reads_its_pack_and_loads_nothing_that_fills_or_outlines_one():
    """The pack is read whole: neither the window's outline of it nor what fills it."""
    output, modules = loaded("resolve", str(SITUATION))
    assert json.loads(output)["pack"] == "belle_alliance"
    assert of(modules, ("ba_console.packs.",)) == [
        "ba_console.packs.errors",
        "ba_console.packs.loader",
        "ba_console.packs.plain",
        "ba_console.packs.schema",
        "ba_console.packs.shipped",
    ]
