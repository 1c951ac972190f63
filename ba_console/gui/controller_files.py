"""The game controller's file side: opening a game (from a file, read-only when it may not
be written, the demo, a new one from the wizard), following a game another console writes
and reading it again (File › Reload), taking back one left open by a program that ended,
closing it (whole, as one file, once its readers have ended: `settle`), its copies, and its
pack (validated at its first use, changed by the pack editor's save).

A part of `GameController` (mixed in before `QObject`), which holds the signals and the
state these read (`game`, `outline`, `_pack`, `_log_check`, `_follow`, …). Its words keep
the controller's translation context ("GameController").

Opening a game is on the umpire's way to the window, so it does each thing once: the views
that fill themselves on `game_opened` share one reading of the roster and order sheet
(`_shared_reads`), and the check of the log's hash chain (`log_check`) waits for the window
on screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ba_console.gui import game_pack
from ba_console.gui.labels import error_text
from ba_console.packs import PackError
from ba_console.packs.outline import PackOutline
from ba_console.store import paths
from ba_console.store.errors import (
    DamagedGameError,
    GameError,
    GameFileError,
    GameInUseError,
    ReadOnlyGameError,
)
from ba_console.store.game import Game
from ba_console.store.gamefile import COPIED_WHILE_OPEN
from ba_console.store.schema import JOURNAL_SET_BACK

if TYPE_CHECKING:
    from ba_console.gui.new_game import NewGameChoices
    from ba_console.packs import RulePack
    from ba_console.store.models import GameInfo


class ControllerFiles:
    """The game's file and its pack, as `GameController` opens, follows and closes them."""

    # --- opening ---------------------------------------------------------------------------

    def is_open_here(self, path: str | Path) -> bool:
        """Whether `path` is the game this controller has open."""
        return self.game is not None and Path(path).resolve() == Path(self.game.path).resolve()

    def open_game(self, path: str | Path) -> bool:
        """Open a game file; on refusal the current game stays open."""
        if self.is_open_here(path):
            # Opened again (Open recent, File › Open): it is this window's, not another
            # console's, whose lock would be blamed.
            self.status_message.emit(
                QCoreApplication.translate("GameController", "%1 is already open here.").replace(
                    "%1", Path(path).name
                )
            )
            return True
        try:
            game = Game.open(Path(path), data_dir=self.data_dir)
        except (GameError, OSError) as exc:
            game = self._open_read_only(Path(path), exc)
            if game is None:
                if isinstance(exc, DamagedGameError):
                    self.damaged_refused.emit(error_text(exc), str(path))
                self.action_refused.emit(error_text(exc))
                return False
        if not self._show_game(game):
            return False
        if game.last_change_unread is not None:
            self.opened_with_caution.emit(error_text(game.last_change_unread))
        if game.read_only and game.copied_while_open:
            self.copy_opened.emit()
        return True

    def take_back(self) -> bool:
        """Play on from the open game, read-only as copied while open, on the umpire's word
        that it is the game itself (`Game.take_back`: its log verified, a seal logged);
        False, the reason said and the game still open read-only, when it is refused."""
        if self.game is None or not self.game.read_only:
            return False
        path = Path(self.game.path)
        self.close_game()
        try:
            game = Game.take_back(path, data_dir=self.data_dir)
        except (GameError, OSError) as exc:
            self.action_refused.emit(error_text(exc))
            self.open_game(path)
            return False
        if not self._show_game(game):
            return False
        if game.last_change_unread is not None:
            self.opened_with_caution.emit(error_text(game.last_change_unread))
        return True

    def _open_read_only(self, path: Path, refused: BaseException) -> Game | None:
        """The game opened to be looked at, when it may not be written (a read-only file or
        medium, a copy taken while its game was open): the log, its check and the reports,
        and every change refused by the store. The umpire is told why; None when it was
        refused for any other reason, or cannot be read either. The game is read into memory
        and its file let go of (`Game.open`, `in_memory`): an idle reader would keep another
        console that writes it from closing it as one file. A game another console has
        open (a second window on one file) follows what that console writes (`reload`)."""
        in_use = isinstance(refused, GameInUseError)
        self._written_elsewhere_open = in_use
        if (
            not in_use
            and not isinstance(refused, ReadOnlyGameError)
            and not (
                isinstance(refused, GameFileError)
                and refused.template in (COPIED_WHILE_OPEN, JOURNAL_SET_BACK)
            )
        ):
            return None
        try:
            game = Game.open(path, read_only=True, in_memory=True, data_dir=self.data_dir)
        except (GameError, OSError):
            return None
        if in_use:
            pid = getattr(refused, "pid", None)
            self.action_refused.emit(
                QCoreApplication.translate(
                    "GameController",
                    "%1 is open in another ba-console (pid %2), which writes it. It is open "
                    "here read-only and shows what that console writes as it writes it (File › "
                    "Reload reads it again): you can read the log, check it and export its "
                    "reports; nothing can be changed. To play on here, close it there, then "
                    "open it again.",
                )
                .replace("%1", path.name)
                .replace(
                    "%2",
                    str(pid) if pid else QCoreApplication.translate("GameController", "unknown"),
                )
            )
            return game
        self.action_refused.emit(
            QCoreApplication.translate(
                "GameController",
                "%1 It is open read-only now: you can read the log, check it and export its "
                "reports; nothing can be changed.",
            ).replace("%1", error_text(refused))
        )
        return game

    def _set_game(
        self,
        game: Game,
        outline: PackOutline,
        data: game_pack.PackCopyText | None = None,
        pack: RulePack | None = None,
    ) -> None:
        """Show `game`, with its pack's outline; the pack itself is `pack` (validated
        already) or validated from its stored copy `data` (`game_pack.read_copy`) when
        first needed."""
        self.close_game()
        self._forget_history()
        self.game = game
        self.outline = outline
        self._pack = pack
        self._pack_data = data
        self.info = game.info
        self._log_check.opened(
            game.path, game.roll_count(), copy=game.copy_for_check if game.in_memory else None
        )
        with self._shared_reads():
            self.game_opened.emit()
        self._log_check.start_soon()
        if game.read_only:
            self._follow_writes(game.path)

    def _follow_writes(self, path: Path) -> None:
        """Read the read-only game again each time its file is written (`FileFollow`): a
        second window on a game another console writes shows what it logs."""
        if self._follow is None:
            from ba_console.gui.file_follow import FileFollow

            self._follow = FileFollow(self)
            self._follow.changed.connect(self._written_elsewhere)
        self._follow.watch(path)

    def _written_elsewhere(self) -> None:
        """The followed file was touched: read again if another console wrote it (SQLite's
        readers touch it too, this window's own reads included, and would read it again
        for nothing, and again)."""
        if self.game is not None and self.game.written_since_read():
            self.reload()

    def reload(self) -> bool:
        """File › Reload (F5): the game open read-only read again from its file, as it is
        now (what another console wrote since); the game as it was stays open if that
        fails, the reason said. False when there is nothing to read again."""
        if self.game is None or not self.game.read_only:
            return False
        path = Path(self.game.path)
        try:
            game = Game.open(path, read_only=True, in_memory=True, data_dir=self.data_dir)
        except (GameError, OSError) as exc:
            self.action_refused.emit(error_text(exc))
            return False
        return self._show_game(game)

    def _show_game(self, game: Game) -> bool:
        """Show `game`, just opened, from its pack copy's outline; False, the game closed
        and the reason said, if the pack copy cannot be read."""
        try:
            data, outline = game_pack.read_copy(game, self.data_dir)
        except PackError as exc:
            game.close()
            self.action_refused.emit(error_text(exc))
            return False
        self._set_game(game, outline, data)
        return True

    def demo_path(self) -> Path:
        return paths.default_demo_path(self.data_dir)

    def open_demo(self) -> bool:
        """Open the demo game, creating it in the data folder the first time."""
        path = self.demo_path()
        if path.exists():
            return self.open_game(path)
        from ba_console.gui import new_game

        try:
            game, pack = new_game.create_demo(path, self.data_dir)
        except (ImportError, AttributeError):
            self.action_refused.emit(
                QCoreApplication.translate(
                    "GameController", "The demo game is not available in this version."
                )
            )
            return False
        except (GameError, PackError, ValueError, OSError) as exc:
            self.action_refused.emit(error_text(exc))
            return False
        self._set_game(game, game_pack.outline_of(pack), pack=pack)
        return True

    def create_game(self, choices: NewGameChoices) -> GameInfo:
        """Create a game file from the wizard's choices and open it.

        Raises ActionRefused with the reason (bad pack, bad roster file, file exists);
        nothing is left behind on refusal."""
        from ba_console.gui import new_game

        game, pack, notes = new_game.create_game(choices, self.data_dir)
        self._set_game(game, game_pack.outline_of(pack), pack=pack)
        for note in notes:
            self.status_message.emit(note)
        assert self.info is not None
        return self.info

    # --- closing ---------------------------------------------------------------------------

    def close_game(self) -> None:
        if self.game is None:
            return
        self.game_closing.emit()
        if self._follow is not None:
            self._follow.stop()
        game = self.game
        game.close()
        self.game = None
        self.outline = None
        self._pack = None
        self._pack_data = None
        self.info = None
        self.step_notes = ()
        self._log_check.closed()
        self._forget_history()
        self._told_write_failed = False  # the next game's first failed write gets its box
        self.game_closed.emit()
        if game.not_closed_whole is None:
            return
        if self._log_check.busy or self.file_readers.busy:
            # Most likely the console's own reader (its chain check, the log viewer's
            # Verify) held the file: made one file again once both have ended, and said
            # only if that fails too.
            self._to_close_whole.append(game.path)
            self._log_check.when_idle(self._close_whole_again)
            self.file_readers.when_idle(self._close_whole_again)
            return
        self.closed_in_two_files.emit(error_text(game.not_closed_whole))

    def _close_whole_again(self) -> None:
        from ba_console.store.gamefile import close_whole

        if self._log_check.busy or self.file_readers.busy:
            return  # the other reader's end calls again
        paths, self._to_close_whole = self._to_close_whole, []
        for path in paths:
            said = close_whole(path)
            if said is not None:
                self.closed_in_two_files.emit(error_text(said))

    def settle(self) -> None:
        """As the window closes: wait for a chain check (or Verify) still running, and make
        the game closed meanwhile one file again (`close_game`), before the controller goes."""
        if self._to_close_whole:
            self._log_check.wait()
            self.file_readers.wait()
            self.file_readers.deliver_finished()
            self._close_whole_again()

    # --- copies ----------------------------------------------------------------------------

    def copy_damaged(self, said: str, path: str | Path, target: str | Path) -> str:
        """The byte-for-byte copy of the damaged game at `path`, refused as `said`, written
        to `target` (`gamefile.copy_as_is`; not while another console has it open): what was
        written, or why not, after `said`."""
        from ba_console.gui.actions import game as game_actions
        from ba_console.store.gamefile import copy_as_is

        return game_actions.byte_copy(said, lambda: copy_as_is(path, target))

    def save_copy(self, target: str | Path) -> bool:
        """A consistent copy of the open game (`actions.game.save_copy`)."""
        from ba_console.gui.actions import game as game_actions

        return self.game is not None and self._run(game_actions.save_copy, target)

    # --- the game's pack -------------------------------------------------------------------

    @property
    def pack(self) -> RulePack | None:
        """The open game's pack, validated: read from the game's copy at its first use (a
        roll, an order, Next, the pack editor; the window asks once it is on screen), and
        checked against the hash it was stored with. A copy that does not validate, or
        whose content no longer matches that hash (changed outside the console), is
        refused as opening the game would refuse it: the game is closed, and the reason
        said; None then, as with no game open."""
        if self._pack is None and self._pack_data is not None and self.game is not None:
            self._pack = self._validated_pack(self.game, self._pack_data)
        return self._pack

    def check_pack(self) -> bool:
        """Validate the open game's pack now, if it is not yet (see `pack`); False (the
        game closed, the reason said) if it is refused."""
        return self.pack is not None

    def _validated_pack(self, game: Game, data: game_pack.PackCopyText) -> RulePack | None:
        try:
            pack = game_pack.validated(game, data)
        except PackError as exc:
            self.close_game()
            self.action_refused.emit(error_text(exc))
            return None
        self._pack_data = None
        return pack

    def save_pack(
        self, pack: RulePack, reason: str = "saved in the pack editor", typed: bool = True
    ) -> str:
        """Use an edited pack from now on (the pack editor's save), logged as a
        `pack_changed` row with the old and new hash (`actions.game.change_pack`). The cells
        the save filled (`typed`: by the umpire, not an imported file) go to the club's
        pack too, for the next games (`actions.club.keep_filled`). Returns what the club's
        pack did, as the status bar says it after the pack in use. Raises ActionRefused if
        the store refuses, or if the pack is of other rules than the game's."""
        from ba_console.gui.actions import game as game_actions

        before, info, bound = self._pack, self.info, self.bound
        changes = game_actions.change_pack(self, pack, reason)
        for row in changes.rolls:
            self.notify_roll_logged(row)
        self.use_pack(pack)
        club: list[str] = []
        if typed and before is not None and info is not None:
            # Imported here: the club's pack (and pydantic's models) wait for a first save.
            from ba_console.gui.actions import club as club_actions

            club = club_actions.keep_filled(
                self.data_dir, before, pack, game=info.title, bound=bound
            )
        self.status_message.emit(" ".join([changes.message, *club]))
        return " ".join(club)

    def use_pack(self, pack: RulePack) -> None:
        """The game's pack changed in the file (the pack editor's save, a cell remembered at
        the table): read the rolls from it from now on."""
        assert self.game is not None
        self._pack = pack
        self.outline = game_pack.outline_of(pack)
        self.info = self.game.info
        self.pack_changed.emit()
