"""Starting the console window: the QApplication, translations, settings and first game.

`run_gui` is what `ba-console` (no sub-command, or a game file alone) calls. It opens the
game named on the command line, else the last game opened, else — on first start —
creates the demo game in the games folder and opens it. Settings (window layout, recent
games, language) are an INI file in the data folder (`ba_console.store.paths`), so
`--data-dir` and `BA_CONSOLE_DATA_DIR` move them with the games and tests never touch the
umpire's own. Until the umpire picks a language, the console speaks the system's.

`ConsoleSession` keeps the one main window of a session: a language chosen in the menu
takes effect at once (the window is built again, in that language, on the same game), and
the desktop's requests to open a game (macOS sends a file-open event, not an argument)
go to whichever window is current.
"""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    QSettings,
    QTimer,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ba_console import __version__
from ba_console.gui.collector import collect_in_gui_thread
from ba_console.gui.colours import is_dark
from ba_console.gui.controller import GameController
from ba_console.gui.main_window import LANGUAGE_KEY, MainWindow
from ba_console.gui.window_files import RECENT_KEY, recent_games
from ba_console.store import paths

LANGUAGES = ("en", "da")
SETTINGS_FILE = "settings.ini"
TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"
# The desktop entry's name without ".desktop" (packaging/): Wayland docks and GNOME match
# the window to its icon and name by it.
DESKTOP_FILE_NAME = "io.github.ba_console.BaConsole"

_installed: list[QTranslator] = []  # kept alive as long as they are installed


class ConsoleApplication(QApplication):
    """The QApplication, which also hears the desktop ask to open a game: on macOS a
    double-clicked game comes as a file-open event (elsewhere as `ba-console FILE`)."""

    file_open_requested = Signal(str)

    def event(self, event: QEvent) -> bool:
        from PySide6.QtGui import QFileOpenEvent  # not on the way to the first frame

        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if event.file():
                self.file_open_requested.emit(event.file())
                return True
        return super().event(event)


def application() -> QApplication:
    """The running QApplication, made (and named) if there is none yet."""
    app = QApplication.instance()
    if app is None:
        app = ConsoleApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("ba-console")
    QCoreApplication.setApplicationName("ba-console")
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
    return app  # type: ignore[return-value]


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages that the console speaks, else English
    (Danish on a Danish system; on a German one that lists Danish second, Danish too)."""
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def chosen_language(settings: QSettings) -> str:
    """The language the umpire chose in the menu, else the system's."""
    language = settings.value(LANGUAGE_KEY)
    if language in LANGUAGES:
        return str(language)
    return system_language()


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
    from PySide6.QtCore import QLibraryInfo

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


def build_window(
    game: str | Path | None = None,
    data_dir: str | Path | None = None,
    *,
    open_game: bool = True,
) -> MainWindow:
    """The main window with its controller, the first game opened in it (not shown yet);
    without `open_game`, no game at all (the language switch when none was open)."""
    app = application()
    folder = paths.data_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    moved = settle_default_folders(folder)
    settings = settings_for(folder)
    if moved.moved:
        update_recent_games(settings, moved.moved)
    language = chosen_language(settings)
    install_translations(app, language)
    if is_dark(app.palette()):  # a light palette, the first frame included, never loads it
        from ba_console.gui.dark_checks import show_checks_in_the_dark

        show_checks_in_the_dark(app)
    controller = GameController(folder, language)
    window = MainWindow(controller, settings)
    # Owned by its window, so Qt deletes it with the window, in the GUI thread; a
    # controller left to Python's garbage collector could be freed in a worker thread.
    controller.setParent(window)
    if open_game:
        refused: list[str] = []
        controller.action_refused.connect(refused.append)
        opened = open_first_game(controller, settings, game)
        controller.action_refused.disconnect(refused.append)
        if refused and (not opened or not game):
            # A game double-clicked, or the last game, that cannot be opened (open in
            # another console, not a game, a copy) says why in a box once the window is
            # up: the status bar, under the window's first frame, showed its start only,
            # over the game's label. The first refusal is the game the umpire expected.
            window.shown_on_screen.connect(window.ui.statusBar.clearMessage)
            window.shown_on_screen.connect(lambda: window.warn(refused[0]))
    if moved.moved:
        target = moved.moved[0][1].parent
        window.shown_on_screen.connect(
            lambda: window.show_message(
                QCoreApplication.translate(
                    "ConsoleSession", "Your games are now kept in %1 (moved from %2)."
                )
                .replace("%1", str(target))
                .replace("%2", str(moved.moved[0][0].parent))
            )
        )
    return window


def settle_default_folders(folder: Path) -> paths.GamesMoved:
    """In the platform's default data folder only: bring ba-console 0.1's settings over
    (copied, once) and move its games into the Documents folder (see
    `paths.move_legacy_games`: nothing open or unfinished is moved, nothing overwritten)."""
    if not paths.is_default_data_dir(folder):
        return paths.GamesMoved()
    old_settings = paths.legacy_data_dir() / SETTINGS_FILE
    new_settings = folder / SETTINGS_FILE
    if not new_settings.exists() and old_settings.is_file() and old_settings != new_settings:
        try:
            shutil.copy2(old_settings, new_settings)
        except OSError:
            pass  # the console starts with fresh settings; the games are what matter
    return paths.move_legacy_games()


def update_recent_games(settings: QSettings, moved: list[tuple[Path, Path]]) -> None:
    """Recent games point at the games' new places."""
    new_place = {str(old.resolve()): str(new.resolve()) for old, new in moved}
    recent = [new_place.get(path, path) for path in recent_games(settings)]
    settings.setValue(RECENT_KEY, recent)
    settings.sync()


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


class ConsoleSession(QObject):
    """The session's main window, built again when the umpire switches language, and the
    one the desktop's requests to open a game go to."""

    def __init__(self, data_dir: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.window: MainWindow | None = None
        app = application()
        if isinstance(app, ConsoleApplication):
            app.file_open_requested.connect(self.open_requested)

    def start(self, game: str | Path | None = None) -> MainWindow:
        return self._adopt(build_window(game, self.data_dir))

    def _adopt(self, window: MainWindow) -> MainWindow:
        self.window = window
        window.language_chosen.connect(self.switch_language)
        return window

    def open_requested(self, path: str) -> None:
        """A game the desktop asks to open (macOS: double-clicked, dropped on the dock)."""
        if self.window is not None:
            # Not inside the event's delivery: opening may ask questions in a box.
            QTimer.singleShot(0, lambda: self.window is not None and self.window.open_game(path))

    def switch_language(self, language: str) -> bool:
        """Show the console in `language` now: the window closes as at the end of a session
        (what is typed is written, open editors are asked about, the layout is saved) and
        opens again, in the new language, on the same game. False, in the old language, if
        the umpire keeps an editor open."""
        old = self.window
        if old is None:
            return False
        game = old.controller.info.path if old.controller.info is not None else None
        # Between the old window and the new, no window is open: that must not end the
        # session.
        quit_on_close = QGuiApplication.quitOnLastWindowClosed()
        QGuiApplication.setQuitOnLastWindowClosed(False)
        try:
            if not old.close():
                old.settings.setValue(LANGUAGE_KEY, old.controller.language)
                old.show_language(old.controller.language)
                return False
            new = build_window(game, self.data_dir, open_game=game is not None)
            self._adopt(new)
            new.show()
        finally:
            QGuiApplication.setQuitOnLastWindowClosed(quit_on_close)
        old.deleteLater()
        new.activateWindow()
        return True


def run_gui(
    game: str | Path | None = None,
    data_dir: str | Path | None = None,
    quit_when_shown: bool = False,
) -> int:
    """Open the console window and run until it is closed; returns the exit code.

    `quit_when_shown` (start-up checks, `benchmarks/startup_bench.py`): print "shown" and
    the game's title once the window is on screen, and quit; what the window would say in a
    box (a game that cannot be opened) goes to stderr instead, and the exit code is 1."""
    app = application()
    session = ConsoleSession(data_dir, app)
    window = session.start(game)
    if quit_when_shown:
        warned: list[str] = []

        def warn(message: str) -> None:
            warned.append(message)
            print(message, file=sys.stderr, flush=True)

        window.warn = warn  # type: ignore[method-assign]  # no box waits for a click
        window.shown_on_screen.connect(lambda: _report_shown(app, window, failed=bool(warned)))
    # Once shown, Python's cyclic collector runs in the GUI thread only (`collector.py`).
    window.shown_on_screen.connect(lambda: collect_in_gui_thread(app))
    window.show()
    return app.exec()


def _report_shown(app: QCoreApplication, window: MainWindow, *, failed: bool = False) -> None:
    info = window.controller.info
    units = len(window.controller.units())
    title = info.title if info is not None else "(no game)"
    # The processor time so far: the work of the start, which a busy machine stretches
    # less than the wall time.
    cpu = time.process_time() * 1000
    print(f"shown {title} | {units} units | cpu {cpu:.0f} ms", flush=True)
    window.close()  # as the umpire would: the layout is saved, the game closed
    app.exit(1 if failed else 0)
