"""Packs the core tests read: the shipped ones and the fixture pack with invented values."""

from pathlib import Path

import pytest

from ba_console.packs import RulePack, load_pack

FIXTURE_PACK = Path(__file__).parent.parent / "fixtures" / "core_fixture_pack.toml"


@pytest.fixture(scope="session")
def fixture_pack() -> RulePack:
    """Complete tables with invented numbers (the pack says so in its title)."""
    return load_pack(FIXTURE_PACK)


@pytest.fixture(scope="session")
def belle_alliance() -> RulePack:
    return load_pack("belle_alliance")


@pytest.fixture(scope="session")
def general_de_brigade() -> RulePack:
    return load_pack("general_de_brigade")
