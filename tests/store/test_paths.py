"""The data folder: --data-dir, then $BA_CONSOLE_DATA_DIR, then the platform's folder."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from ba_console.store.paths import data_dir, default_demo_path, resolve_game_path


def test_data_dir_prefers_the_option_then_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("BA_CONSOLE_DATA_DIR", str(tmp_path / "env"))
    assert data_dir(tmp_path / "option") == tmp_path / "option"
    assert data_dir() == tmp_path / "env"
    monkeypatch.delenv("BA_CONSOLE_DATA_DIR")
    assert data_dir() == Path(platformdirs.user_data_dir("ba-console", appauthor=False))


def test_demo_and_bare_game_names_live_in_the_games_folder(tmp_path):
    assert default_demo_path(tmp_path) == tmp_path / "games" / "demo-plancenoit.bagame"
    assert resolve_game_path("club", tmp_path) == tmp_path / "games" / "club.bagame"
    assert resolve_game_path("club.bagame", tmp_path) == Path("club.bagame")
    assert resolve_game_path("saves/club", tmp_path) == Path("saves/club")
