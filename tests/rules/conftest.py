"""Shared fixtures for the rules tests: the shipped packs and the complete TEST FIXTURE."""

from pathlib import Path

import pytest

from ba_console.packs import load_pack

FIXTURE_PACK = (
    Path(__file__).resolve().parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"
)


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
