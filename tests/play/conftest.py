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
from ba_console.play.orders import OrderRow, order_sheet
from ba_console.store.demo import create_demo

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
