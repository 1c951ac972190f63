"""The main window: first start on the demo, the status bar, shortcuts, settings, hooks."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.core.phases import flatten
from ba_console.gui.app import build_window, settings_for
from ba_console.gui.window_files import RECENT_KEY
from ba_console.store import paths
from ba_console.store.demo import create_demo
from ba_console.store.game import Game


def open_window(qtbot, data_dir: Path, game: Path | None = None):
    window = build_window(game, data_dir=data_dir)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    qtbot.waitUntil(lambda: window.controller.log_state.verified is not None, timeout=5000)
    return window


def test_first_start_creates_the_demo_game_and_opens_it(qtbot, data_dir):
    demo = paths.default_demo_path(data_dir)
    assert not demo.exists()
    window = open_window(qtbot, data_dir)
    assert demo.exists()
    assert window.windowTitle() == "Plancenoit, 18 June 1815 — demo-plancenoit.bagame — ba-console"
    assert window.width() <= 1366 and window.height() <= 768
    assert window.ui.orderSheet.ui.summaryLabel.text() == "0 of 22 units have orders"
    assert window.ui.rosterPanel.ui.countLabel.text() == "22 of 22 units"


def test_status_bar_shows_game_pack_position_and_log(qtbot, window):
    pack = window.controller.pack
    percent = round(100 * pack.completeness_ratio())
    assert window.titleLabel.text() == "<b>Plancenoit, 18 June 1815</b>"
    assert window.packLabel.text() == f"Pack belle_alliance {pack.version} · {percent} % complete"
    assert window.positionLabel.text() == "Bound 1 · Ordering phase › Issuing of orders"
    assert window.logLabel.text() == "Log: 0 rows · chain verified"


def test_f8_and_ctrl_right_go_on_and_shift_f8_goes_back(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert window.positionLabel.text() == "Bound 1 · Ordering phase › Ordering rolls"
    qtbot.keyClick(window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert window.positionLabel.text() == "Bound 1 · Ordering phase › Issuing of orders"
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert window.positionLabel.text() == "Bound 1 · Reporting phase"
    # The ordering phase is closed and stands (1.1.1): Back is off.
    assert not window.ui.actionPreviousPhase.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert window.positionLabel.text() == "Bound 1 · Reporting phase"


def test_bound_change_updates_status_bar_and_log_count(qtbot, window):
    for _ in flatten(window.controller.pack.phases):
        window.ui.actionNextPhase.trigger()
    assert window.positionLabel.text() == "Bound 2 · Ordering phase › Issuing of orders"
    # The bound that ended is sealed first: the seal row, then the new bound's.
    qtbot.waitUntil(lambda: window.logLabel.text() == "Log: 2 rows · chain verified")
    seal = window.controller.game.rolls(kind="seal")[0].outcome.key
    assert window.statusBar().currentMessage() == (
        f"Bound 2 began. Seal of bound 1: {seal}. Have the players write it down."
    )
    # Nothing is logged in bound 2 yet: Back may take back an F8 pressed once too often.
    assert window.ui.actionPreviousPhase.isEnabled()
    assert window.ui.phaseTracker.ui.backButton.isEnabled()


def test_a_tampered_log_is_named_in_the_status_bar(qtbot, data_dir):
    path = paths.default_demo_path(data_dir)
    with create_demo(path) as game:
        for _ in range(3):
            game.append_roll(_typed_roll())
    # Change a logged row behind the console's back (as a tamperer would).
    db = sqlite3.connect(path)
    db.execute("DROP TRIGGER rolls_append_only_update")
    db.execute("UPDATE rolls SET note = 'changed' WHERE sequence = 2")
    db.commit()
    db.close()
    window = open_window(qtbot, data_dir)
    assert window.logLabel.text() == "Log: 3 rows · chain BROKEN at row 2"
    assert "changed after logging" in window.logLabel.toolTip()


def _typed_roll():
    from ba_console.store.records import Outcome, RollDraft, RollSide

    return RollDraft(
        kind="roll_off",
        sides=(RollSide(role="a", dice_source="typed", faces=(1, 2, 3)),),
        outcome=Outcome(key="a"),
    )


def test_reopens_the_last_game_and_remembers_geometry(qtbot, data_dir, tmp_path):
    other = tmp_path / "elsewhere" / "second.bagame"
    create_demo(other).close()
    first = open_window(qtbot, data_dir)
    assert first.controller.open_game(other)
    first.resize(first.width(), 640)
    first.ui.rosterDock.hide()
    first.close()
    second = open_window(qtbot, data_dir)
    assert second.controller.info.path == str(other)
    # (The offscreen screen is 800 pixels wide, narrower than the window: Qt fits the
    # restored width to it, so only the height is compared.)
    assert second.height() == 640
    assert second.ui.rosterDock.isHidden()
    assert not second.ui.phaseDock.isHidden()
    recent = settings_for(data_dir).value(RECENT_KEY)
    assert recent[0] == str(other.resolve())


def test_a_file_that_is_not_a_game_is_refused_and_the_game_stays_open(qtbot, window, tmp_path):
    notes = tmp_path / "notes.bagame"
    notes.write_text("my notes", encoding="utf-8")
    assert not window.controller.open_game(notes)
    assert "is not a ba-console game" in window.statusBar().currentMessage()
    assert window.controller.info.title == "Plancenoit, 18 June 1815"


def test_language_choice_is_saved_and_used_at_next_start(qtbot, data_dir):
    first = open_window(qtbot, data_dir)
    first.ui.actionDanish.trigger()
    assert settings_for(data_dir).value("language") == "da"
    first.close()
    second = open_window(qtbot, data_dir)
    assert second.controller.language == "da"
    assert second.ui.actionDanish.isChecked()
    assert second.ui.menuFile.title() == "&Fil"
    assert second.positionLabel.text() == "Træk 1 · Ordrefase › Ordrelægning"
    second.close()


def test_roll_actions_open_the_dialog_on_the_unit_the_umpire_is_on(qtbot, window, monkeypatch):
    from ba_console.gui.dialogs import roll as roll_dialog

    calls = []
    monkeypatch.setattr(
        roll_dialog, "open_roll_dialog", lambda controller, parent, **options: calls.append(options)
    )
    window.ui.actionRoll.trigger()
    window.findChild(type(window.ui.actionRoll), "actionRoll_melee").trigger()
    # The unit the umpire is on in the order sheet is the one the roll is for.
    assert calls == [{"kind": None, "units": ["hus-2s"]}, {"kind": "melee", "units": ["hus-2s"]}]


def test_save_a_copy_writes_a_game_that_opens(qtbot, window, tmp_path):
    target = tmp_path / "copy.bagame"
    assert window.save_copy(target)
    with Game.open(target, read_only=True) as copy:
        assert copy.info.title == "Plancenoit, 18 June 1815"
    # A second copy onto the same file is refused in a message box, and the first stays.
    assert not window.save_copy(target)
    assert window.warnings == [f"{target} already exists: choose another name"]
    with Game.open(target, read_only=True) as copy:
        assert copy.info.title == "Plancenoit, 18 June 1815"


def test_a_copy_that_cannot_be_written_is_said_so_and_nothing_is_left(window, tmp_path):
    target = tmp_path / "no such folder" / "copy.bagame"
    assert not window.save_copy(target)
    assert window.warnings == [
        f"cannot write a copy to {target}: there is no folder {target.parent}"
    ]
    assert not target.parent.exists()


def test_a_copy_failing_inside_sqlite_is_a_clear_refusal(window, tmp_path, monkeypatch):
    """A full or read-only disk fails in SQLite's backup; the umpire is told, no half file."""
    import sqlite3

    class FullDisk:
        """The game's connection, whose backup meets a full disk."""

        def __init__(self, connection):
            self._connection = connection

        def __getattr__(self, name):
            return getattr(self._connection, name)

        def backup(self, target, *args, **kwargs):
            raise sqlite3.OperationalError("database or disk is full")

    database = window.controller.game._db
    monkeypatch.setattr(database, "conn", FullDisk(database.conn))
    target = tmp_path / "copy.bagame"
    assert not window.save_copy(target)
    assert window.warnings == [f"cannot write a copy to {target}: database or disk is full"]
    assert not target.exists()


def test_a_copy_named_as_another_kind_of_file_is_refused(window, tmp_path):
    """Before, "copy.pdf" was written as a game the Open dialog does not list."""
    assert not window.save_copy(tmp_path / "copy.pdf")
    assert window.warnings == [
        f"A game file's name ends in .bagame: give {tmp_path / 'copy.bagame'}."
    ]
    assert not (tmp_path / "copy.pdf").exists()


def test_a_copy_named_without_a_suffix_gets_the_games_suffix(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    chosen = tmp_path / "tuesday-backup"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(chosen), ""))
    )
    assert window.save_copy()
    assert (tmp_path / "tuesday-backup.bagame").exists()
    # Opened, the copy is told apart from the original by its file's name in the title.
    assert window.open_game(tmp_path / "tuesday-backup.bagame")
    assert window.windowTitle() == ("Plancenoit, 18 June 1815 — tuesday-backup.bagame — ba-console")


def test_a_file_that_is_not_a_game_is_refused_in_a_message_box(window, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("bring dice")
    assert not window.open_game(notes)
    assert len(window.warnings) == 1
    assert "is not a ba-console game" in window.warnings[0]
    assert window.windowTitle().startswith("Plancenoit, 18 June 1815")


def test_roll_menu_opens_the_real_roll_dialog_on_the_current_unit(qtbot, window):
    roll_dialog = pytest.importorskip("ba_console.gui.dialogs.roll")
    window.findChild(type(window.ui.actionRoll), "actionRoll_ordering").trigger()
    dialogs = [w for w in window.findChildren(roll_dialog.RollDialog) if w.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].close()


def test_same_as_last_bound_button_copies_once(qtbot, window):
    from ba_console.core.orders import OrderParts
    from ba_console.gui.models.order_sheet_model import OrderColumn

    controller = window.controller
    assert controller.save_order(
        "f-18", text="Skirmish", parts=OrderParts(formation="skirmish_line")
    )
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    sheet = window.ui.orderSheet
    sheet.view.setCurrentIndex(sheet.model.unit_index("f-18", OrderColumn.TEXT))
    saved = []
    controller.order_saved.connect(lambda bound, unit: saved.append((bound, unit)))
    qtbot.mouseClick(sheet.ui.sameAsLastButton, Qt.MouseButton.LeftButton)
    assert saved == [(2, "f-18")]
    assert controller.game.order(2, "f-18").text == "Skirmish"


@pytest.mark.parametrize(
    ("language", "verified", "broken"),
    [
        (
            "en",
            "Log: 150,000 rows · chain verified",
            "Log: 150,000 rows · chain BROKEN at row 12,345",
        ),
        (
            "da",
            "Log: 150.000 rækker · kæden er kontrolleret",
            "Log: 150.000 rækker · kæden er BRUDT ved række 12.345",
        ),
    ],
)
def test_long_log_counts_are_written_as_the_language_writes_numbers(
    qapp, window, language, verified, broken
):
    from ba_console.gui.app import install_translations
    from ba_console.gui.log_check import LogState

    install_translations(qapp, language)
    assert window.log_state_text(LogState(150_000, True)) == verified
    assert window.log_state_text(LogState(150_000, False, 12_345, "changed")) == broken


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Log: 3 rows · chain verified up to row 2"),
        ("da", "Log: 3 rækker · kæden er kontrolleret til og med række 2"),
    ],
)
def test_rows_logged_since_the_last_check_say_how_far_the_chain_is_verified(
    qapp, window, language, said
):
    # Three rolls logged, the chain checked again after the second: the bar said "chain
    # verified on opening, 1 row since", and the umpire had logged two since opening.
    from ba_console.gui.app import install_translations
    from ba_console.gui.log_check import LogState

    install_translations(qapp, language)
    assert window.log_state_text(LogState(3, True, unchecked=1)) == said


def test_a_status_message_has_the_bars_width_and_is_read_whole_on_hover(qtbot, window):
    bar = window.ui.statusBar
    message = (
        "Bound 2 began. Left open in bound 1: 3 ordering rolls pending; 2 melees not "
        "resolved; 21 units without an order"
    )
    window.show_message(message)
    qtbot.wait(20)
    assert not window.titleLabel.isVisible() and not window.packLabel.isVisible()
    assert window.positionLabel.isVisible() and window.logLabel.isVisible()
    room = window.positionLabel.geometry().left()
    assert bar.fontMetrics().horizontalAdvance(message) < room
    assert bar.toolTip() == message
    bar.clearMessage()
    qtbot.wait(20)
    assert window.titleLabel.isVisible() and window.titleLabel.text()


def test_opening_the_game_already_open_says_so_and_keeps_it(qtbot, window, demo_path):
    window.open_game(demo_path)
    assert window.warnings == []  # no "open in another ba-console" about itself
    assert window.statusBar().currentMessage() == f"{demo_path.name} is already open here."
    assert window.controller.game is not None and window.controller.game.path == demo_path
