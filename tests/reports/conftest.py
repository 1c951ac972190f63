"""Report tests: the store's fresh game per test, and a club game played through the store."""

from __future__ import annotations

from tests.store.conftest import game, game_path, make_game  # noqa: F401 - fixtures
