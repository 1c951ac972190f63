"""The main window's file actions (File menu): a new game, opening one (from the dialog or
Open recent), closing it, Save a copy, Export the roster, the byte copy offered for a game
refused as damaged, and the question whether to play on from a game left open by a
program that ended. A part of `MainWindow` (mixed in before `QMainWindow`), which holds the
state these read (`_open_windows`, `_play_on_pending`, `_warnings_open`, …).

Its words keep the window's translation context ("MainWindow"). The dialogs and message
boxes are imported when first used, off the way to the window's first frame.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings

from ba_console.store import paths

if TYPE_CHECKING:
    from ba_console.gui.log_check import LogState
    from ba_console.gui.new_game import NewGameChoices

RECENT_KEY = "recentGames"
RECENT_LIMIT = 8


class WindowFiles:
    """The File menu's actions of `MainWindow`."""

    def copy_damaged(self, message: str, path: str) -> bool:
        """The refusal of the damaged game at `path`, with the offer of a byte-for-byte copy
        of it as it is (the rescue copy the umpire hands to the club); the copy written
        where the umpire chooses, and what was written said. False if none was asked."""
        source = Path(path)
        suggestion = source.with_name(source.stem + "-damaged" + paths.GAME_SUFFIX)
        target = self.choose_byte_copy(message, suggestion)
        if not target:
            return False
        self.warning_box(self.controller.copy_damaged(message, path, target))
        return True

    def choose_byte_copy(self, message: str, suggestion: Path) -> str:
        """Ask (`message`, the refusal) whether to save a byte-for-byte copy of the damaged
        game, and where: the file chosen, or "" (tests replace this)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "ba-console"),
            message,
            parent=self,
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "MainWindow",
                "You can save a byte-for-byte copy of the file as it is, to keep as evidence "
                "or to hand to the club: it is not a game to play on.",
            )
        )
        copy = box.addButton(
            QCoreApplication.translate("MainWindow", "Save a copy of its bytes…"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(QMessageBox.StandardButton.Close)
        box.exec()
        if box.clickedButton() is not copy:
            return ""
        return self._ask_game_file(
            QCoreApplication.translate("MainWindow", "Save a copy of the damaged game's bytes"),
            suggestion,
        )

    def _ask_game_file(self, title: str, suggestion: Path) -> str:
        """Where to save a game file (the dialog titled `title`, at `suggestion`): the name
        chosen, the games' suffix added when none was typed (the dialog does not add it on
        every platform; without it the copy would not show in the Open dialog's list of
        games), or "" if none was chosen."""
        from PySide6.QtWidgets import QFileDialog

        target, _ = QFileDialog.getSaveFileName(
            self,
            title,
            str(suggestion),
            QCoreApplication.translate("MainWindow", "ba-console games (*%1)").replace(
                "%1", paths.GAME_SUFFIX
            ),
        )
        if target and not Path(target).suffix:
            target += paths.GAME_SUFFIX
        return target

    def new_game(self) -> bool:
        from ba_console.gui.dialogs.new_game_wizard import NewGameWizard

        if not self._close_editors():
            return False
        wizard = NewGameWizard(
            self._create_game,
            paths.games_dir(self.controller.data_dir),
            self,
            language=self.controller.language,
            data_dir=self.controller.data_dir,
        )
        return bool(wizard.exec())

    def _create_game(self, choices: NewGameChoices) -> str:
        info = self.controller.create_game(choices)
        return info.seed_commitment

    def open_game_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        folder = paths.games_dir(self.controller.data_dir)
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MainWindow", "Open a game"),
            str(folder),
            QCoreApplication.translate(
                "MainWindow", "ba-console games (*%1);;All files (*)"
            ).replace("%1", paths.GAME_SUFFIX),
        )
        return bool(chosen) and self.open_game(chosen)

    def open_game(self, path: str | Path) -> bool:
        if self.controller.is_open_here(path):
            return self.controller.open_game(path)  # says so; nothing is closed
        if not self._close_editors():
            return False
        with self._file_action():
            return self.controller.open_game(path)

    def close_game(self) -> bool:
        if not self._close_editors():
            return False
        self.controller.close_game()
        return True

    def _close_editors(self) -> bool:
        """Close the editors of the open game (the pack editor) before it goes, asking about
        unsaved edits while they can still be saved; False if the umpire keeps one open.
        What is being typed in a cell is written first, and a roll being made in a roll
        dialog (which closes with its game) is asked about before anything closes."""
        self.commit_typing()
        if not self._discard_rolls_being_made():
            return False
        return all(window.close() for window in list(self._open_windows))

    def _discard_rolls_being_made(self) -> bool:
        """Ask about each open roll dialog with dice or an outcome typed: it is not in the
        log until confirmed. False, with that dialog brought forward, if the umpire keeps
        one; a dialog with nothing typed is not asked about."""
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog, "rollDialog"):
            roll = dialog.roll_being_made()
            if roll and not self.confirm_discard_roll(roll):
                dialog.raise_()
                dialog.activateWindow()
                return False
            if roll:
                dialog.agree_to_discard()  # asked once: closing it does not ask again
        return True

    def _await_play_on(self) -> None:
        self._play_on_pending = True

    def _offer_to_play_on(self, state: LogState) -> None:
        """The game just opened reads as copied while open. Only the umpire knows whether it
        is the game itself (left so by a program that ended without closing it: nothing is
        missing) or a copy (the original holds the rolls logged last): once the log check
        has verified it, ask; play on from it only on a yes (`controller.take_back`)."""
        if not self._play_on_pending or state.verified is None:
            return  # nothing awaits the check, or it is still running
        if self._warnings_open:  # the notice first (why it is read-only), then the question
            self._offer_after_warning = state
            return
        self._play_on_pending = False
        game = self.controller.game
        if game is None or not game.read_only or not game.copied_while_open:
            return
        if not state.verified:
            return  # the log check says BROKEN: nothing to offer
        from ba_console.store.schema import left_unclosed

        if self.confirm_play_on(Path(game.path).name, game.roll_count(), left_unclosed(game.path)):
            self.controller.take_back()

    def confirm_play_on(self, name: str, rolls: int, lock_left: bool) -> bool:
        """Ask whether the game read-only as copied while open is the game itself; True to
        play on from it. "Keep it read-only" is the default (tests replace this method)."""
        from ba_console.gui.dialogs.window_questions import ask_play_on

        return ask_play_on(self, name, rolls, lock_left)

    def confirm_discard_roll(self, roll: str) -> bool:
        """Ask whether to discard `roll` (its kind and units); True to discard. Keep is the
        default, so Enter pressed in haste loses no roll (tests replace this method)."""
        from ba_console.gui.dialogs.window_questions import ask_discard_roll

        return ask_discard_roll(self, roll)

    def _fill_recent_menu(self) -> None:
        menu = self.ui.menuOpenRecent
        menu.clear()
        recent = [p for p in recent_games(self.settings) if Path(p).exists()]
        for number, path in enumerate(recent, start=1):
            action = menu.addAction(f"&{number} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_game(p))
        if not recent:
            menu.addAction(QCoreApplication.translate("MainWindow", "(none)")).setEnabled(False)

    def save_copy(self, target: str | Path | None = None) -> bool:
        if self.controller.info is None:
            return False
        self.commit_typing()  # the copy holds what was typed
        if not target:
            suggestion = Path(self.controller.info.path).with_name(
                Path(self.controller.info.path).stem + "-copy" + paths.GAME_SUFFIX
            )
            target = self._ask_game_file(
                QCoreApplication.translate("MainWindow", "Save a copy of the game"), suggestion
            )
            if not target:
                return False
        if Path(target).suffix.lower() != paths.GAME_SUFFIX:
            from ba_console.gui.files import output_refusal

            # "copy.pdf" would be a game the Open dialog does not list, nor a PDF reader
            # read; a game's companion (-wal…) is refused as such.
            self.warn(
                output_refusal(target, self.controller.info.path)
                or QCoreApplication.translate(
                    "MainWindow", "A game file's name ends in %1: give %2."
                )
                .replace("%1", paths.GAME_SUFFIX)
                .replace("%2", str(paths.game_file_name(Path(target))))
            )
            return False
        with self._file_action():
            return self.controller.save_copy(target)

    def export_roster(self, target: str | Path | None = None, delimiter: str | None = None) -> bool:
        """File › Export the roster: the roster as CSV (cells separated as the file type
        chosen says, by default as this machine's Excel wants them: `gui.csv_export`) or
        TOML, as `ba-console export-roster` writes it; it reads back into a new game."""
        from ba_console.gui.csv_export import (
            chosen_delimiter,
            csv_file_types,
            preferred_delimiter,
        )
        from ba_console.gui.operations import OperationRefused

        if self.controller.info is None:
            return False
        self.commit_typing()  # the file holds what was typed
        if not target:
            from PySide6.QtWidgets import QFileDialog

            game_path = Path(self.controller.info.path)
            types = [(name, ".csv") for name, _separator in csv_file_types(self.settings)]
            types.append(
                (QCoreApplication.translate("MainWindow", "Roster in TOML (*.toml)"), ".toml")
            )
            target, chosen = QFileDialog.getSaveFileName(
                self,
                QCoreApplication.translate("MainWindow", "Export the roster"),
                str(game_path.with_name(f"{game_path.stem}-roster.csv")),
                ";;".join(name for name, _suffix in types),
            )
            if not target:
                return False
            if not Path(target).suffix:
                target = str(target) + dict(types).get(chosen, ".csv")
            delimiter = chosen_delimiter(self.settings, chosen)
        if delimiter is None:
            delimiter = preferred_delimiter(self.settings)
        try:
            written = self.controller.rolls.export_roster_file(target, delimiter)
        except OperationRefused as exc:
            self.warn(str(exc))
            return False
        self.show_message(
            QCoreApplication.translate("MainWindow", "Roster exported: %1").replace(
                "%1", str(written)
            )
        )
        return True


def recent_games(settings: QSettings) -> list[str]:
    value = settings.value(RECENT_KEY, [])
    if isinstance(value, str):
        return [value] if value else []
    return [str(v) for v in value or []]


def remember_recent(settings: QSettings, path: Path, sync: bool = True) -> None:
    """`path` first in File › Open recent. The list is set only when that changes it: a
    value set, even the same, has QSettings write the whole file at its next turn of the
    event loop, which, when the umpire opens the game of last time, comes before the
    window's first frame."""
    text = str(Path(path).resolve())
    recent = recent_games(settings)
    remembered = [text, *(p for p in recent if p != text)][:RECENT_LIMIT]
    if remembered != recent:
        settings.setValue(RECENT_KEY, remembered)
    if sync:
        settings.sync()
