"""Where games and settings live, and how ba-console 0.1's games reach the games folder.

Settings: --data-dir, then $BA_CONSOLE_DATA_DIR, then the platform's configuration folder.
Games: the chosen data folder's `games`, else a visible `ba-console` folder in Documents.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from ba_console.store import Game, paths
from ba_console.store.lock import GameLock
from ba_console.store.paths import (
    data_dir,
    default_demo_path,
    games_dir,
    move_legacy_games,
    resolve_game_path,
)
from tests.store.conftest import PACK


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A user's home with no folder chosen: the platform's defaults apply (Linux here)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.delenv("BA_CONSOLE_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    return home


def make_game(path: Path, title: str = "Club night") -> Path:
    Game.create(path, title=title, **PACK).close()
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_data_dir_prefers_the_option_then_the_environment(tmp_path, monkeypatch, home):
    monkeypatch.setenv("BA_CONSOLE_DATA_DIR", str(tmp_path / "env"))
    assert data_dir(tmp_path / "option") == tmp_path / "option"
    assert data_dir() == tmp_path / "env"
    monkeypatch.delenv("BA_CONSOLE_DATA_DIR")
    assert data_dir() == home / ".config" / "ba-console"


def test_games_are_kept_in_a_visible_folder_in_documents(home):
    assert games_dir() == home / "Documents" / "ba-console"
    assert default_demo_path() == home / "Documents" / "ba-console" / "demo-plancenoit.bagame"
    assert resolve_game_path("club") == home / "Documents" / "ba-console" / "club.bagame"


def test_the_documents_folder_is_the_one_the_desktop_names(home):
    # A Danish desktop calls it Dokumenter (xdg-user-dirs).
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_text(
        'XDG_DOCUMENTS_DIR="$HOME/Dokumenter"\n', encoding="utf-8"
    )
    assert games_dir() == home / "Dokumenter" / "ba-console"


@pytest.mark.parametrize("home_value", [None, "/home/umpire", "/home/umpire/", "/", "umpire"])
@pytest.mark.parametrize(
    "xdg_value", [None, "", "  ", "/srv/umpire", "/srv/umpire/", "srv/umpire", "~/umpire"]
)
def test_the_platforms_folders_are_the_ones_platformdirs_names(monkeypatch, xdg_value, home_value):
    """Settings and ba-console 0.1's games are looked for where platformdirs says, however
    $HOME and the XDG variables are set (on Linux they are found without it)."""
    import platformdirs

    for name, value in [("HOME", home_value)] + [
        (variable, xdg_value) for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")
    ]:
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)

    def folder(call):
        try:
            return Path(call("ba-console", appauthor=False))
        except RuntimeError as exc:  # platformdirs: no home folder to be found
            return type(exc)

    assert folder(lambda *_, **__: paths.default_data_dir()) == folder(platformdirs.user_config_dir)
    assert folder(lambda *_, **__: paths.legacy_data_dir()) == folder(platformdirs.user_data_dir)


@pytest.mark.parametrize(
    ("platform", "environment"),
    [("win32", {}), ("darwin", {}), ("freebsd14", {}), ("linux", {"ANDROID_ROOT": "/system"})],
)
def test_other_platforms_folders_are_platformdirs_own(monkeypatch, home, platform, environment):
    import platformdirs

    monkeypatch.setattr(paths.sys, "platform", platform)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(platformdirs, "user_config_dir", lambda *_, **__: "/platform/config")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *_, **__: "/platform/data")
    assert paths.default_data_dir() == Path("/platform/config")
    assert paths.legacy_data_dir() == Path("/platform/data")


def test_a_chosen_data_folder_keeps_its_games_inside(tmp_path, monkeypatch, home):
    assert games_dir(tmp_path / "club") == tmp_path / "club" / "games"
    assert default_demo_path(tmp_path) == tmp_path / "games" / "demo-plancenoit.bagame"
    monkeypatch.setenv("BA_CONSOLE_DATA_DIR", str(tmp_path / "env"))
    assert games_dir() == tmp_path / "env" / "games"
    assert resolve_game_path("club") == tmp_path / "env" / "games" / "club.bagame"


def test_paths_and_file_names_are_taken_as_given(tmp_path):
    assert resolve_game_path("club.bagame", tmp_path) == Path("club.bagame")
    assert resolve_game_path("saves/club", tmp_path) == Path("saves/club")


def test_a_game_still_in_the_old_folder_is_found_by_its_bare_name(home):
    old = make_game(paths.legacy_games_dir() / "club.bagame")
    assert old == home / ".local" / "share" / "ba-console" / "games" / "club.bagame"
    assert resolve_game_path("club") == old
    # Once a game of that name is in the Documents folder, that one is meant.
    new = make_game(games_dir() / "club.bagame")
    assert resolve_game_path("club") == new


def test_old_games_move_to_documents_unchanged_and_a_note_says_where(home):
    old_folder = paths.legacy_games_dir()
    club = make_game(old_folder / "club.bagame")
    demo = make_game(old_folder / "demo-plancenoit.bagame", "Plancenoit")
    before = {club.name: digest(club), demo.name: digest(demo)}
    moved = move_legacy_games()
    target = home / "Documents" / "ba-console"
    assert sorted(new for _, new in moved.moved) == [target / club.name, target / demo.name]
    assert moved.kept == []
    assert {p.name: digest(p) for p in target.iterdir()} == before
    assert sorted(p.name for p in old_folder.iterdir()) == [paths.MOVED_NOTE]
    note = (old_folder / paths.MOVED_NOTE).read_text(encoding="utf-8")
    assert str(target) in note and "club.bagame" in note
    with Game.open(target / club.name) as game:
        assert game.info.title == "Club night"


def test_a_game_open_in_another_console_stays_and_is_still_found(home):
    club = make_game(paths.legacy_games_dir() / "club.bagame")
    lock = GameLock.acquire(club)  # another console has it open
    try:
        moved = move_legacy_games()
    finally:
        lock.release()
    assert moved.moved == []
    assert [(path, "open in another ba-console" in why) for path, why in moved.kept] == [
        (club, True)
    ]
    assert club.exists() and resolve_game_path("club") == club


def test_a_game_not_closed_cleanly_stays_where_its_last_writes_are(home):
    club = make_game(paths.legacy_games_dir() / "club.bagame")
    club.with_name("club.bagame-wal").write_bytes(b"last writes")
    moved = move_legacy_games()
    assert moved.moved == [] and [path for path, _ in moved.kept] == [club]
    assert club.exists() and club.with_name("club.bagame-wal").exists()


def test_a_name_already_taken_in_documents_is_never_overwritten(home):
    old = make_game(paths.legacy_games_dir() / "club.bagame", "Old club night")
    new = make_game(games_dir() / "club.bagame", "New club night")
    old_digest, new_digest = digest(old), digest(new)
    moved = move_legacy_games()
    assert moved.moved == [] and [path for path, _ in moved.kept] == [old]
    assert (digest(old), digest(new)) == (old_digest, new_digest)


def test_across_disks_the_game_is_copied_compared_and_only_then_removed(home, monkeypatch):
    club = make_game(paths.legacy_games_dir() / "club.bagame")
    before = digest(club)

    def no_link(source, target):
        raise OSError(18, "Invalid cross-device link")

    monkeypatch.setattr(os, "link", no_link)
    moved = move_legacy_games()
    target = games_dir() / "club.bagame"
    assert moved.moved == [(club, target)]
    assert not club.exists() and digest(target) == before
    assert not target.with_name("club.bagame.moving").exists()


def test_nothing_to_move_leaves_no_note(home):
    assert move_legacy_games().moved == []
    assert not paths.legacy_games_dir().exists()
