"""The package data pyproject.toml ships: every pattern names files that exist, and every
file the program reads beside its modules (packs, translations) is named by a pattern, so
an installed console finds what a checkout finds."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "ba_console"


def package_data() -> list[str]:
    settings = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    return settings["tool"]["setuptools"]["package-data"]["ba_console"]


def data_files() -> set[Path]:
    """The files under ba_console that are not Python code (nor its byte-code)."""
    return {
        path
        for path in PACKAGE.rglob("*")
        if path.is_file()
        and path.suffix not in (".py", ".pyc")
        and "__pycache__" not in path.parts
        and not path.name.endswith(".new")  # build_forms writes .qm files aside first
    }


@pytest.mark.parametrize("pattern", package_data())
def test_every_package_data_pattern_names_a_file(pattern):
    assert sorted(PACKAGE.glob(pattern)), f"{pattern} matches no file under ba_console"


def test_every_data_file_is_shipped():
    shipped = {path for pattern in package_data() for path in PACKAGE.glob(pattern)}
    left_out = sorted(str(path.relative_to(REPO)) for path in data_files() - shipped)
    assert left_out == []


def test_the_packs_and_the_translations_are_among_them():
    """The check is not blind: the files the program cannot start without are shipped."""
    shipped = {path for pattern in package_data() for path in PACKAGE.glob(pattern)}
    assert PACKAGE / "packs" / "data" / "belle_alliance.toml" in shipped
    assert PACKAGE / "gui" / "translations" / "ba_console_da.qm" in shipped


def test_the_frozen_build_takes_every_kind_of_data_file():
    """The PyInstaller spec collects data files by suffix: every suffix the package data
    ships is among them (the shipped packs' JSON twins were left out of the frozen build,
    which then read the slower TOML)."""
    import re

    spec = (REPO / "packaging" / "ba-console.spec").read_text(encoding="utf-8")
    included = set(re.findall(r'"\*\*/\*(\.\w+)"', spec))
    suffixes = {path.suffix for path in data_files()}
    assert suffixes - included == set()
