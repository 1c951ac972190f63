"""When the disk or the game's file refuses a write, the umpire is told what happened, which
file, and what to do; nothing is half-written and the log still verifies. A full disk is
SQLite's `max_page_count`: SQLite then answers exactly as on a full disk (SQLITE_FULL)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QWizard

from ba_console.gui.controller import ActionRefused, GameController
from ba_console.gui.dialogs.new_game_wizard import NewGameWizard
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.new_game import NewGameChoices
from ba_console.gui.operations import OperationRefused
from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.gui.conftest import TEST_SEED, refusals

DISK_FULL = (
    "Could not write to demo-plancenoit.bagame: the disk is full. Nothing of this action was "
    "saved; free some disk space or save a copy elsewhere (File › Save a copy)."
)


def fill_the_disk(game: Game) -> Callable[[], None]:
    """From now on the file cannot grow, as on a full disk; returns what frees space again."""
    conn = game._db.conn
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")
    return lambda: conn.execute("PRAGMA max_page_count = 1073741823")


def type_order(qtbot, window, unit: str, text: str) -> None:
    """F2 on the unit's order, type `text` (pasted: it is long), Enter."""
    sheet = window.ui.orderSheet
    window.ui.centralTabs.setCurrentWidget(window.ui.orderSheetTab)
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.TEXT))
    qtbot.keyClick(sheet.view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.setText(text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate writes the cell on the next turn of the event loop.
    qtbot.waitUntil(lambda: sheet.view.state() != QAbstractItemView.State.EditingState)


def fire_ready_to_confirm(qtbot, controller, note: str = "") -> RollDialog:
    """II./15th fires at 1/2e Grenadiers: dice 3 5 6 typed, outcome typed from the book,
    3 figures lost; Enter would log it."""
    dialog = RollDialog(controller, kind="fire", units=["ii-15"])
    qtbot.addWidget(dialog)
    dialog.show()
    panel = dialog.panels[0]
    assert panel.select_target("i-2g")
    panel.dice.set_typed("356")
    dialog.refresh()
    dialog._typed_widgets[0].setEditText("3 figures")
    dialog._loss_spins["i-2g"].setValue(3)
    dialog.ui.noteEdit.setText(note)
    dialog.refresh()
    assert dialog.confirmButton.isEnabled()
    return dialog


def press_enter(qtbot, dialog: RollDialog) -> None:
    qtbot.keyClick(dialog.panels[0].dice.edit, Qt.Key.Key_Return)


def test_an_order_typed_on_a_full_disk_is_refused_naming_the_file_and_what_to_do(qtbot, window):
    controller = window.controller
    messages = refusals(controller)
    free = fill_the_disk(controller.game)
    type_order(qtbot, window, "ii-15", "Storm the churchyard " * 1000)
    assert messages == [DISK_FULL]
    assert window.ui.statusBar.currentMessage() == DISK_FULL
    assert controller.game.order(1, "ii-15") is None  # nothing half-written
    # The status bar shows the start of it; a box says it whole, once for a run of refusals.
    qtbot.waitUntil(lambda: window.warnings == [DISK_FULL])
    type_order(qtbot, window, "i-15", "Follow the II./15th " * 1000)
    qtbot.wait(20)
    assert messages == [DISK_FULL, DISK_FULL] and window.warnings == [DISK_FULL]
    free()
    type_order(qtbot, window, "ii-15", "Storm the churchyard")
    assert controller.game.order(1, "ii-15").text == "Storm the churchyard"
    assert controller.game.verify().ok
    fill_the_disk(controller.game)  # full again, after a write that worked: a box again
    type_order(qtbot, window, "i-15", "Follow the II./15th " * 1000)
    qtbot.waitUntil(lambda: len(window.warnings) == 2)


def test_a_roll_confirmed_on_a_full_disk_is_refused_in_the_dialog_and_nothing_logged(
    qtbot, controller
):
    game = controller.game
    dialog = fire_ready_to_confirm(qtbot, controller, note="a long umpire's note " * 2000)
    free = fill_the_disk(game)
    press_enter(qtbot, dialog)
    assert dialog.ui.messageLabel.text() == DISK_FULL
    assert dialog.isVisible()
    assert game.roll_count() == 0 and game.unit("i-2g").figures == 28
    free()
    with qtbot.waitSignal(controller.roll_logged):
        press_enter(qtbot, dialog)  # the same Enter logs it once the disk has room
    assert game.roll_count() == 1 and game.unit("i-2g").figures == 25
    assert game.verify().ok


def test_the_game_file_deleted_while_open_is_said_once_and_a_copy_still_saves_it(
    qtbot, window, tmp_path
):
    controller = window.controller
    path = controller.game.path
    messages = refusals(controller)
    path.unlink()  # a sync tool, a stick re-mounted
    type_order(qtbot, window, "ii-15", "Written after the file went")
    assert not controller.update_unit("i-15", "figures", 30)
    gone = (
        f"demo-plancenoit.bagame is no longer in {path.parent}: it was deleted, moved or "
        "replaced while open. Nothing was written to it. Save a copy now (File › Save a copy), "
        "then open the copy to go on: it holds the whole game up to now. Closing this game "
        "without a copy may lose it."
    )
    refused = (
        "Not saved: demo-plancenoit.bagame is no longer on disk (deleted or moved). "
        "Save a copy now: File › Save a copy."
    )
    assert messages == [refused, refused]
    assert window.ui.statusBar.currentMessage() == refused
    with pytest.raises(OperationRefused) as roll_refused:
        controller.rolls.console_faces("fire", "firer")  # the roll dialog says it whole
    assert str(roll_refused.value) == gone
    qtbot.waitUntil(lambda: window.warnings == [gone])  # one box, not one per write
    qtbot.wait(20)
    assert window.warnings == [gone]
    assert window.windowTitle().startswith("File missing: ")
    assert "file missing on disk: save a copy now" in window.titleLabel.text()
    copy = tmp_path / "saved.bagame"
    assert controller.save_copy(copy)
    window.close_game()
    with Game.open(copy) as saved:
        assert saved.unit("i-15").figures == 36
        assert saved.order(1, "ii-15") is None
        assert saved.verify().ok


HUGE_ROSTER = """\
record,key,name,side,parent,level,commander,arm,type,figures,gunners
side,blue,Blue army,,,,,,,,
side,red,Red army,,,,,,,,
commander,bluebrig,Blue brigadier,blue,,brigade,,,,,
commander,redbrig,Red brigadier,red,,brigade,,,,,
unit,b1,1st Blue Fusiliers,blue,,,bluebrig,infantry,line,99999999999999999999,
unit,r1,1st Red Grenadiers,red,,,redbrig,infantry,guard,28,
"""


@pytest.fixture
def new_controller(qapp, data_dir):
    controller = GameController(data_dir, "en")
    yield controller
    controller.close_game()


def test_the_wizard_names_a_roster_number_too_big_and_leaves_nothing_behind(
    qtbot, new_controller, tmp_path
):
    roster = tmp_path / "roster.csv"
    roster.write_text(HUGE_ROSTER, encoding="utf-8")
    games = tmp_path / "games"
    wizard = NewGameWizard(lambda c: new_controller.create_game(c).seed_commitment, games)
    qtbot.addWidget(wizard)
    wizard.show()
    ui = wizard.ui
    ui.titleEdit.setText("Ligny")
    wizard.next()
    wizard.next()
    ui.rosterFileEdit.setText(str(roster))
    wizard.next()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is ui.dicePage
    problem = ui.createProblemLabel.text()
    assert (
        "roster.csv, line 6, column 10 (figures): unit 'b1': figures: 99999999999999999999 is "
        "above the highest allowed value 9999"
    ) in problem
    assert "Nothing was imported." in problem
    assert list(games.iterdir()) == []  # no game, no -lock, -wal or -shm
    roster.write_text(HUGE_ROSTER.replace("99999999999999999999", "30"), encoding="utf-8")
    with qtbot.waitSignal(new_controller.game_opened):
        wizard.next()  # not "already exists"
    assert wizard.currentPage() is ui.commitmentPage
    assert new_controller.game.unit("b1").figures == 30


def test_a_game_whose_creation_fails_after_the_file_was_made_is_removed(
    qtbot, new_controller, tmp_path, monkeypatch
):
    def import_fails_midway(game: Game, path: Path) -> None:
        game.add_side("blue", "Blue army")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr("ba_console.gui.new_game.import_roster", import_fails_midway)
    roster = tmp_path / "roster.csv"
    roster.write_text(HUGE_ROSTER, encoding="utf-8")
    path = tmp_path / "games" / "ligny.bagame"
    choices = NewGameChoices(title="Ligny", path=path, pack="belle_alliance", roster_file=roster)
    with pytest.raises(ActionRefused) as refused:
        new_controller.create_game(choices)
    assert str(refused.value) == (
        "Could not create ligny.bagame: disk I/O error. Nothing was left behind."
    )
    assert list(path.parent.iterdir()) == []
    assert new_controller.game is None


def test_write_failed_box_is_said_again_for_the_next_game(qtbot, controller, tmp_path):
    """`_told_write_failed` is not reset by close/open: the first disk refusal in the next game
    gets no box (only the 15-s status line)."""
    boxes: list[str] = []
    controller.write_failed.connect(boxes.append)
    fill_the_disk(controller.game)
    assert not controller.save_order("i-15", text="Storm the churchyard " * 1000)
    assert len(boxes) == 1
    other = tmp_path / "other.bagame"
    create_demo(other, seed=TEST_SEED).close()
    assert controller.open_game(other)
    fill_the_disk(controller.game)
    assert not controller.save_order("i-15", text="Storm the churchyard " * 1000)
    assert len(boxes) == 2, "no box for the first write refused in the newly opened game"
