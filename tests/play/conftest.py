"""Fixtures of the play tests: the packs, and the demo game in a temporary file (no Qt).

The demo game (`store.demo`) is the roster the window's tests play on: Prussians of
Bülow's corps (I./15th `i-15`, the 12-pdr battery `bty-12`, Hiller `hiller` and his
orderlies `hiller.o1`, `hiller.o2`…) against the Guard (`i-2g`, `i-1t`, `bty-yg`…), in
bound 1, dice typed or the console's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.packs import load_pack
from ba_console.play.charge import model as m
from ba_console.play.orders import OrderRow, order_sheet
from ba_console.store.demo import create_demo
from tests.play.charge_helpers import Umpire, gdb_game, resolution

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"
SEED = bytes(range(32))


@pytest.fixture(scope="session")
def ba_pack():
    return load_pack("belle_alliance")


@pytest.fixture(scope="session")
def gdb_pack():
    return load_pack("general_de_brigade")


@pytest.fixture(scope="session")
def fixture_pack():
    """Belle Alliance with made-up values in every unset cell: a TEST FIXTURE."""
    return load_pack(FIXTURE_PACK)


@pytest.fixture
def demo(tmp_path):
    """`demo(pack=None)`: the demo game on `pack` (the shipped Belle Alliance pack by
    default), open for writing; closed after the test."""
    games = []

    def make(pack=None):
        game = create_demo(tmp_path / f"demo-{len(games)}.bagame", pack=pack, seed=SEED)
        games.append(game)
        return game

    yield make
    for game in games:
        game.close()


def sheet_rows(game, bound: int | None = None) -> list[OrderRow]:
    """The order sheet's rows of the bound, as the window reads them."""
    bound = bound or game.phase().bound
    groups = order_sheet(game.units(), game.commanders(), game.orders(bound))
    return [row for group in groups for row in group.rows]


# --- General de Brigade's charge phase (tests/play/charge_helpers.py) ------------------------


@pytest.fixture
def umpire(demo, gdb_pack):
    return Umpire(gdb_game(demo, gdb_pack), gdb_pack)


@pytest.fixture
def charged(umpire):
    """Prussia phasing: the hussars charge the 1/1er Tirailleurs; Prussia has declared."""
    umpire.open()
    umpire.reading("interception_reach", "charge_phase")
    number = umpire.declare("hus-2s", "i-1t")
    umpire.declared()
    return number


@pytest.fixture
def in_resolution(umpire):
    """Prussia phasing: I./15th charges the 1/1er Tirailleurs; declarations closed."""
    umpire.open()
    number = umpire.declare("i-15", "i-1t")
    resolution(umpire)
    return number


@pytest.fixture
def on_battery(umpire):
    """The uhlans charge the Guard's horse battery; declarations closed."""
    umpire.open()
    number = umpire.declare("uhl", "bty-gha")
    resolution(umpire)
    return number


@pytest.fixture
def mass(umpire):
    """A.1's worked example: three Guard battalions charge in massed column "A"."""
    umpire.open(phasing="france")
    numbers = [umpire.declare(u, "i-15", mass="A") for u in ("i-1t", "ii-1t", "i-1v")]
    resolution(umpire)
    for number in numbers:
        umpire.decide(m.REACT, number, "stand")
        umpire.decide(m.HALF_MOVE, number)
    return numbers
