"""The console as the desktop starts it: a double-clicked game (`ba-console FILE`, macOS's
file-open event), the system's language on first start, a language switch that shows at
once, and ba-console 0.1's games found in their new folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QFileOpenEvent

from ba_console import cli
from ba_console.gui.app import ConsoleSession, build_window, settings_for, system_language
from ba_console.gui.main_window import LANGUAGE_KEY
from ba_console.gui.window_files import RECENT_KEY
from ba_console.store import paths
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED

REPO = Path(cli.__file__).resolve().parents[1]


def club_game(folder: Path, title: str = "Club night at Ligny") -> Path:
    """A game that is not the demo, so a window on it cannot be the first start's."""
    path = folder / "club.bagame"
    assert cli.run(["new", str(path), "--pack", "belle_alliance", "--title", title]) == 0
    return path


def shown(window, qtbot) -> None:
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()


def test_a_game_file_named_alone_is_opened_in_the_window(tmp_path, monkeypatch):
    from ba_console.gui import app

    game = club_game(tmp_path)
    asked: list[dict] = []
    monkeypatch.setattr(app, "run_gui", lambda **options: asked.append(options) or 0)
    assert cli.run([str(game)]) == 0
    assert cli.run(["--data-dir", str(tmp_path / "d"), str(game)]) == 0
    assert [options["game"] for options in asked] == [str(game), str(game)]


def test_a_mistyped_command_is_still_an_error_not_a_game(capsys):
    with pytest.raises(SystemExit) as exit_code:
        cli.run(["verfy", "club.bagame"])
    assert exit_code.value.code == 2
    assert "invalid choice: 'verfy'" in capsys.readouterr().err


def test_a_command_wins_over_a_file_of_its_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "verify").write_text("not a game", encoding="utf-8")
    assert cli.window_command_line(["verify"]) is None
    assert cli.window_command_line(["club.bagame"]) == ["gui", "club.bagame"]


def test_ba_console_file_opens_that_game_on_screen(tmp_path):
    """The desktop entry's command line, `ba-console %f`, in a process of its own."""
    game = club_game(tmp_path)
    env = dict(os.environ, BA_CONSOLE_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "ba_console", str(game), "--quit-when-shown"],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-800:]
    assert result.stdout.startswith("shown Club night at Ligny | 0 units")


@pytest.mark.parametrize("what", ["missing", "not a game"])
def test_the_start_up_check_of_a_game_that_cannot_open_says_why_and_fails(tmp_path, what):
    """`--quit-when-shown` (the packaging check, the start-up benchmark) answers at once:
    the reason on stderr, exit 1. Before, the window's box waited for a click, for ever."""
    game = tmp_path / "club.bagame"
    if what == "not a game":
        game.write_text("my notes", encoding="utf-8")
    env = dict(os.environ, BA_CONSOLE_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "ba_console", str(game), "--quit-when-shown"],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=120,
    )
    assert result.returncode == 1, result.stderr[-800:]
    reason = "no such game file" if what == "missing" else "is not a ba-console game"
    assert f"{game}: {reason}" in result.stderr or f"{game} {reason}" in result.stderr
    assert result.stdout.startswith("shown (no game) | 0 units")


def test_a_double_clicked_game_that_cannot_open_is_explained_in_a_box(qtbot, tmp_path, data_dir):
    notes = tmp_path / "notes.bagame"
    notes.write_text("my notes", encoding="utf-8")
    window = build_window(notes, data_dir)
    qtbot.addWidget(window)
    window.warn = (warnings := []).append
    shown(window, qtbot)
    qtbot.waitUntil(lambda: bool(warnings))
    assert "is not a ba-console game" in warnings[0]
    assert window.controller.game is None
    window.close()


def test_the_macos_file_open_event_opens_the_game(qtbot, tmp_path, data_dir, demo_path):
    other = club_game(tmp_path)
    session = ConsoleSession(data_dir)
    window = session.start()
    qtbot.addWidget(window)
    shown(window, qtbot)
    assert window.controller.info.path == str(demo_path)
    QCoreApplication.sendEvent(QCoreApplication.instance(), QFileOpenEvent(str(other)))
    qtbot.waitUntil(lambda: window.controller.info.path == str(other))
    assert window.windowTitle() == "Club night at Ligny — club.bagame — ba-console"
    window.close()


def test_the_system_language_is_danish_on_a_danish_system():
    from PySide6.QtCore import QLocale

    assert system_language(QLocale("da_DK")) == "da"
    assert system_language(QLocale("en_GB")) == "en"
    assert system_language(QLocale("de_DE")) == "en"


FIRST_START = """
import sys
from ba_console.gui.app import build_window
window = build_window(data_dir=sys.argv[1])
print(window.controller.language, window.ui.menuFile.title(), window.positionLabel.text())
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("environment", "chosen", "expected"),
    [
        ({"LANG": "da_DK.UTF-8"}, None, "da &Fil Træk 1 · Ordrefase › Ordrelægning"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "da:en"}, None, "da &Fil"),
        ({"LANG": "da_DK.UTF-8"}, "en", "en &File Bound 1 · Ordering phase"),
    ],
    ids=["danish system", "danish preferred", "english chosen on a danish system"],
)
def test_the_first_start_follows_the_system_language(tmp_path, environment, chosen, expected):
    data = tmp_path / "data"
    data.mkdir()
    if chosen:
        settings = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue(LANGUAGE_KEY, chosen)
        settings.sync()
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(environment, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", FIRST_START, str(data)],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-800:]
    assert result.stdout.startswith(expected)


def test_switching_language_shows_the_console_in_it_at_once(qtbot, tmp_path, data_dir):
    game = club_game(tmp_path)
    session = ConsoleSession(data_dir)
    first = session.start(game)
    qtbot.addWidget(first)
    shown(first, qtbot)
    assert first.ui.menuFile.title() == "&File"
    first.ui.actionDanish.trigger()
    second = session.window
    assert second is not first
    qtbot.addWidget(second)
    assert not first.isVisible() and second.isVisible()
    assert second.ui.menuFile.title() == "&Fil"
    assert second.ui.actionDanish.isChecked()
    assert second.controller.info.path == str(game)  # the same game, open again
    assert second.positionLabel.text() == "Træk 1 · Ordrefase › Ordrelægning"
    assert settings_for(data_dir).value(LANGUAGE_KEY) == "da"
    second.ui.actionEnglish.trigger()
    third = session.window
    qtbot.addWidget(third)
    assert third.ui.menuFile.title() == "&File" and third.controller.info.path == str(game)
    third.close()


def test_a_language_switch_the_umpire_holds_back_changes_nothing(qtbot, data_dir, demo_path):
    session = ConsoleSession(data_dir)
    window = session.start()
    qtbot.addWidget(window)
    shown(window, qtbot)
    window._close_editors = lambda: False  # an editor with unsaved edits, kept open
    window.ui.actionDanish.trigger()
    assert session.window is window and window.isVisible()
    assert window.ui.actionEnglish.isChecked() and window.ui.menuFile.title() == "&File"
    assert settings_for(data_dir).value(LANGUAGE_KEY) == "en"
    del window._close_editors
    window.close()


def test_the_first_start_after_the_update_finds_the_games_in_documents(
    qtbot, tmp_path, monkeypatch
):
    """ba-console 0.1 kept settings and games in ~/.local/share/ba-console: the games move
    to ~/Documents/ba-console, the settings come along, and the last game opens."""
    home = tmp_path / "home"
    monkeypatch.delenv("BA_CONSOLE_DATA_DIR")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    old = paths.legacy_games_dir() / "demo-plancenoit.bagame"
    create_demo(old, seed=TEST_SEED).close()
    old_settings = QSettings(
        str(paths.legacy_data_dir() / "settings.ini"), QSettings.Format.IniFormat
    )
    old_settings.setValue(RECENT_KEY, [str(old.resolve())])
    old_settings.setValue(LANGUAGE_KEY, "da")
    old_settings.sync()

    window = build_window()
    qtbot.addWidget(window)
    new = home / "Documents" / "ba-console" / "demo-plancenoit.bagame"
    assert window.controller.info.path == str(new)
    assert not old.exists()
    assert window.controller.language == "da"  # the settings came along
    settings = settings_for(home / ".config" / "ba-console")
    assert settings.value(RECENT_KEY)[0] == str(new.resolve())
    shown(window, qtbot)
    # Whole on hover (the bar itself cuts a long folder off with "… (hele: Ctrl+Skift+M)").
    assert str(new.parent) in window.statusBar().toolTip()
    window.close()
