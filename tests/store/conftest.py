"""Store tests: each gets a fresh game file in its own temporary folder and a fixed clock."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ba_console.store import Game

REPO = Path(__file__).resolve().parents[2]
FIXED_TIME = datetime(2025, 6, 18, 18, 30, tzinfo=UTC)
SEED = bytes(range(32))
PACK = {"pack_toml": 'id = "test"\n', "pack_id": "test", "pack_hash": "a" * 64}


def fixed_clock() -> datetime:
    return FIXED_TIME


@pytest.fixture
def game_path(tmp_path: Path) -> Path:
    return tmp_path / "test.bagame"


@pytest.fixture
def make_game(game_path: Path) -> Iterator[Callable[..., Game]]:
    """Create a game at `game_path` (or a given path); closed at the end of the test."""
    opened: list[Game] = []

    def make(path: Path | None = None, **options: object) -> Game:
        settings = {"title": "Test game", "seed": SEED, "clock": fixed_clock, **PACK, **options}
        game = Game.create(path or game_path, **settings)  # type: ignore[arg-type]
        opened.append(game)
        return game

    yield make
    for game in opened:
        game.close()


def add_roster(game: Game) -> Game:
    """Two sides, a brigade each, three units: enough for rolls with effects."""
    game.add_side("prussia", "Prussia")
    game.add_side("france", "France")
    game.add_commander("hiller", "Hiller", side="prussia", level="division")
    game.add_commander("ir15", "15th IR", side="prussia", parent="hiller")
    game.add_commander("chartrand", "Chartrand", side="france")
    game.add_unit(
        "i-15", "I./15", side="prussia", commander="ir15", arm="infantry", type="line", figures=36
    )
    game.add_unit(
        "i-1t",
        "1/1 Tirailleurs",
        side="france",
        commander="chartrand",
        arm="infantry",
        type="guard",
        figures=26,
    )
    game.add_unit(
        "bty", "Battery", side="france", arm="artillery", type="foot", figures=4, gunners=8
    )
    return game


def shipped_pack_game(make_game: Callable[..., Game], path: Path) -> Game:
    """A physical-dice game on the shipped Belle Alliance pack with the small roster: its
    roll kinds and phases have labels in English and Danish."""
    from ba_console.packs import load_pack

    pack = load_pack("belle_alliance")
    return add_roster(
        make_game(
            path,
            pack_toml=pack.to_toml(),
            pack_id=pack.id,
            pack_hash=pack.content_hash,
            dice_mode="physical",
        )
    )


@pytest.fixture
def game(make_game: Callable[..., Game]) -> Game:
    """A console-and-typed-dice game with a small roster."""
    return add_roster(make_game(dice_mode="both"))


def run_python(code: str, *args: str, **options: object) -> subprocess.Popen[str]:
    """Start a child Python that can import ba_console; stdout and stdin are pipes."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(  # noqa: S603 - our own interpreter and code
        [sys.executable, "-c", code, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
        **options,  # type: ignore[arg-type]
    )
