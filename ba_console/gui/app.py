"""Starting the console window: the QApplication, translations, settings and first game.

`run_gui` is what `ba-console` (no sub-command) calls. It opens the game named on the
command line, else the last game opened, else — on first start — creates the demo game
in the data folder and opens it. Settings (window layout, recent games, language) are
an INI file in the data folder, so `--data-dir` and `BA_CONSOLE_DATA_DIR` move them with
the games and tests never touch the umpire's own.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTimer,
    QTranslator,
)
from PySide6.QtWidgets import QApplication

from ba_console import __version__
from ba_console.gui.controller import GameController
from ba_console.gui.main_window import LANGUAGE_KEY, MainWindow, recent_games
from ba_console.store import paths

LANGUAGES = ("en", "da")
SETTINGS_FILE = "settings.ini"
TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"

_installed: list[QTranslator] = []  # kept alive as long as they are installed


def application() -> QApplication:
    """The running QApplication, made (and named) if there is none yet."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("ba-console")
    QCoreApplication.setApplicationName("ba-console")
    QCoreApplication.setApplicationVersion(__version__)
    return app  # type: ignore[return-value]


def settings_for(data_dir: Path) -> QSettings:
    return QSettings(str(data_dir / SETTINGS_FILE), QSettings.Format.IniFormat)


def install_translations(app: QCoreApplication, language: str) -> bool:
    """Install the console's translation (and Qt's own) for `language`; English needs none.
    Returns whether the console's translation was found."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # Counts are written as the interface language writes them ("150,000" / "150.000").
    QLocale.setDefault(QLocale(language))
    if language == "en":
        # English needs only its plural forms ("1 unit", "3 units").
        plurals = QTranslator(app)
        if plurals.load("ba_console_en", str(TRANSLATIONS_DIR)):
            app.installTranslator(plurals)
            _installed.append(plurals)
        return True
    qt_own = QTranslator(app)
    if qt_own.load(
        QLocale(language),
        "qtbase",
        "_",
        QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
    ):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    console = QTranslator(app)
    found = console.load(f"ba_console_{language}", str(TRANSLATIONS_DIR))
    if found:
        app.installTranslator(console)
        _installed.append(console)
    return found


def build_window(game: str | Path | None = None, data_dir: str | Path | None = None) -> MainWindow:
    """The main window with its controller, the first game opened in it (not shown yet)."""
    app = application()
    folder = paths.data_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    settings = settings_for(folder)
    language = str(settings.value(LANGUAGE_KEY, "en"))
    if language not in LANGUAGES:
        language = "en"
    install_translations(app, language)
    controller = GameController(folder, language)
    window = MainWindow(controller, settings)
    # Owned by its window, so Qt deletes it with the window, in the GUI thread; a
    # controller left to Python's garbage collector could be freed in a worker thread.
    controller.setParent(window)
    open_first_game(controller, settings, game)
    return window


def open_first_game(
    controller: GameController, settings: QSettings, game: str | Path | None
) -> bool:
    """The game asked for, else the last one opened, else the demo (made on first start)."""
    if game:
        path = paths.resolve_game_path(game, controller.data_dir)
        return controller.open_game(path)
    last = next((p for p in recent_games(settings) if Path(p).exists()), None)
    if last is not None and controller.open_game(last):
        return True
    return controller.open_demo()


def run_gui(
    game: str | Path | None = None,
    data_dir: str | Path | None = None,
    quit_when_shown: bool = False,
) -> int:
    """Open the console window and run until it is closed; returns the exit code.

    `quit_when_shown` (start-up checks, `benchmarks/startup_bench.py`): print "shown" and
    the game's title once the window is on screen, and quit."""
    app = application()
    window = build_window(game, data_dir)
    if quit_when_shown:
        window.shown_on_screen.connect(lambda: _report_shown(app, window))
    window.shown_on_screen.connect(collector_back_on)
    window.shown_on_screen.connect(lambda: QTimer.singleShot(0, load_write_path))
    window.show()
    return app.exec()


def load_write_path() -> None:
    """Load sqlite-utils, which the store's writes use, once the window is up: a game opens
    and is read without it (see `ba_console.store.schema`), and the umpire's first edit
    should not wait for its imports (some 75 ms)."""
    import sqlite_utils  # noqa: F401


def collector_back_on() -> None:
    """Turn the cyclic collector on again once the window is up (`ba_console.__main__` held
    it off while starting). One collection now frees what start-up left behind; what is
    left lives as long as the session, and is frozen out of the collections to come, which
    then walk only what the umpire's work creates."""
    if gc.isenabled():
        return
    gc.collect()
    gc.freeze()
    gc.enable()


def _report_shown(app: QCoreApplication, window: MainWindow) -> None:
    info = window.controller.info
    units = len(window.controller.units())
    title = info.title if info is not None else "(no game)"
    # The processor time so far: the work of the start, which a busy machine stretches
    # less than the wall time.
    cpu = time.process_time() * 1000
    print(f"shown {title} | {units} units | cpu {cpu:.0f} ms", flush=True)
    window.close()  # as the umpire would: the layout is saved, the game closed
    app.quit()
