"""The roll log viewer: lazy model, filters, detail, void, verify, export."""

from __future__ import annotations

import sqlite3
import time
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QModelIndex, Qt

from ba_console.gui.models.roll_log_model import LogFilter, RollLogModel
from ba_console.gui.widgets.roll_log_view import RollLogView, open_roll_log
from ba_console.store import Effect, Factor, Outcome, RollDraft, RollSide
from tests.gui.conftest import verify_in_view


def fire_draft(unit: str, faces: tuple[int, int, int], note: str = "", lost: int = 0, figures=36):
    effects = ()
    if lost:
        effects = (Effect(unit=unit, what="figures", from_=figures, to=figures - lost),)
    return RollDraft(
        kind="fire",
        sides=(
            RollSide(
                role="firer",
                unit=unit,
                dice_source="typed",
                faces=faces,
                factors=(
                    Factor(
                        key="long_range",
                        label="Long range",
                        value=-1,
                        table="t06",
                        column="loss",
                        rule="3.2.1",
                    ),
                ),
            ),
        ),  # fmt: skip
        outcome=Outcome(key="book: 2 figures lost", label="2 figures lost"),
        outcome_typed=True,
        effects=effects,
        note=note,
    )


@pytest.fixture
def logged(controller):
    """Five rolls in the demo game: four fire rolls and one with a loss."""
    game = controller.game
    for number in range(4):
        game.append_roll(fire_draft("i-15", (1 + number, 2, 3), note=f"volley {number + 1}"))
    game.append_roll(fire_draft("i-2g", (6, 6, 5), note="grenadiers", lost=2, figures=28))
    return controller


@pytest.fixture
def view(qtbot, logged):
    widget = RollLogView(logged)
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    return widget


def test_model_passes_the_qt_model_tester(qtmodeltester, logged):
    model = RollLogModel(logged.game)
    qtmodeltester.check(model)
    assert model.rowCount() == 5


def test_newest_first_and_read_page_by_page(controller):
    game = controller.game
    for number in range(7):
        game.append_roll(fire_draft("i-15", (1, 2, 1 + number % 6), note=f"n{number}"))
    model = RollLogModel(game)
    model.PAGE = 3
    model.set_source(game)
    assert model.rowCount() == 3
    assert [model.roll(r).note for r in range(3)] == ["n6", "n5", "n4"]
    assert model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 7 and model.complete
    assert model.roll(6).note == "n0"


def test_detail_shows_dice_factor_reference_and_typed_outcome(view):
    view.select_row(0)
    html = view.detailBrowser.toPlainText()
    assert "6+6+5 = 17" in html
    assert "Long range" in html and "Table 6 · loss · 3.2.1" in html
    assert "typed by the umpire from the book" in html
    # Names for the umpire, with the keys the log keeps beside them.
    # The role by the pack's name, how the dice were thrown, the phase by its name.
    assert "Firing unit: 1/2e Grenadiers à pied (i-2g) — 6+6+5 = 17 [typed]" in html
    assert "Units: 1/2e Grenadiers à pied (i-2g)" in html
    assert "1/2e Grenadiers à pied (i-2g): figures 28 → 26" in html


def test_units_column_shows_names_with_keys_on_hover(view):
    index = view.model.index(0, 5)
    assert index.data() == "1/2e Grenadiers à pied"
    assert index.data(Qt.ItemDataRole.ToolTipRole) == "1/2e Grenadiers à pied (i-2g)"
    assert view.model.index(1, 5).data() == "I./15th Infantry Regiment"


def test_renamed_unit_shows_its_new_name(view, logged):
    logged.game.update_unit("i-2g", name="2e Grenadiers (1er bataillon)")
    logged.roster_changed.emit(["i-2g"])
    assert view.model.index(0, 5).data() == "2e Grenadiers (1er bataillon)"


def test_roll_count_is_a_proper_plural(view):
    assert view.statusLabel.text() == "5 rolls"
    view.unitCombo.setCurrentIndex(view.unitCombo.findData("i-2g"))
    assert view.statusLabel.text() == "1 roll"
    view.kindCombo.setCurrentIndex(view.kindCombo.findData("melee"))
    assert view.statusLabel.text() == "0 rolls"


def test_filters_by_unit_kind_bound_and_text(qtbot, view):
    view.unitCombo.setCurrentIndex(view.unitCombo.findData("i-2g"))
    assert view.model.rowCount() == 1
    view.unitCombo.setCurrentIndex(0)
    assert view.model.rowCount() == 5
    qtbot.keyClicks(view.textEdit, "volley 3")
    qtbot.keyClick(view.textEdit, Qt.Key.Key_Return)
    assert [view.model.roll(r).note for r in range(view.model.rowCount())] == ["volley 3"]
    view.clear_filters()
    view.kindCombo.setCurrentIndex(view.kindCombo.findData("melee"))
    assert view.model.rowCount() == 0
    assert "No roll matches" in view.detailBrowser.toPlainText()
    view.clear_filters()
    view.boundSpin.setValue(2)
    assert view.model.rowCount() == 0
    view.boundSpin.setValue(1)
    assert view.model.rowCount() == 5


def test_void_keeps_the_row_struck_through_and_restores_figures(qtbot, view, logged):
    assert logged.game.unit("i-2g").figures == 26
    roster_changes = []
    logged.roster_changed.connect(roster_changes.append)
    view.select_row(0)
    view.ask_void_reason = lambda roll: "wrong unit: it was the chasseurs"
    qtbot.mouseClick(view.voidButton, Qt.MouseButton.LeftButton)
    assert logged.game.unit("i-2g").figures == 28
    assert view.model.rowCount() == 6
    void_row = view.model.roll(0)
    assert void_row.kind == "void" and void_row.void_reason == "wrong unit: it was the chasseurs"
    voided = view.model.roll(view.model.row_of(5))
    assert voided.voided_by == void_row.sequence
    index = view.model.index(view.model.row_of(5), 9)
    assert index.data(Qt.ItemDataRole.FontRole).strikeOut()
    assert "voided by the umpire at" in view.detailBrowser.toPlainText().lower()
    assert not view.voidButton.isEnabled()
    assert roster_changes and "i-2g" in roster_changes[-1]


def test_void_needs_a_reason(view, logged):
    view.select_row(0)
    view.ask_void_reason = lambda roll: "   "
    assert not view.void_current()
    assert "reason" in view.chainLabel.text()
    assert logged.game.roll_count() == 5


def test_verify_names_the_first_bad_row(qtbot, view, logged):
    assert verify_in_view(qtbot, view)
    assert view.chainLabel.text().startswith("OK: 5 rolls")
    # Tamper with roll 3 behind the store's back (drop the append-only trigger first).
    connection = sqlite3.connect(logged.game.path)
    triggers = [
        row[0]
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'rolls'"
        )
    ]
    for name in triggers:
        connection.execute(f"DROP TRIGGER {name}")
    connection.execute("UPDATE rolls SET note = 'volley 9' WHERE sequence = 3")
    connection.commit()
    connection.close()
    assert not verify_in_view(qtbot, view)
    assert "roll 3" in view.chainLabel.text()
    assert view.current_roll().sequence == 3


@pytest.mark.parametrize("suffix", ["html", "csv", "json"])
def test_export_holds_only_the_filtered_rolls(view, tmp_path, suffix):
    view.unitCombo.setCurrentIndex(view.unitCombo.findData("i-2g"))
    path = view.export_to(tmp_path / f"log.{suffix}")
    text = path.read_text(encoding="utf-8")
    assert "grenadiers" in text
    assert "volley" not in text


@pytest.mark.parametrize(
    ("chosen", "suffix"), [("CSV with commas (*.csv)", ".csv"), ("PDF (*.pdf)", ".pdf")]
)
def test_export_dialog_suggests_the_games_folder_and_a_bare_name_takes_the_chosen_format(
    qtbot, view, logged, tmp_path, monkeypatch, chosen, suffix
):
    from PySide6.QtWidgets import QFileDialog

    assert verify_in_view(qtbot, view)
    chain = view.chainLabel.text()
    asked = {}

    def save_dialog(parent, caption, suggestion, filters):
        asked["suggestion"] = suggestion
        return str(tmp_path / "tuesday"), chosen

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    qtbot.mouseClick(view.exportButton, Qt.MouseButton.LeftButton)
    game_path = logged.game.path
    assert asked["suggestion"] == str(game_path.with_name(game_path.stem + "-log.html"))
    assert (tmp_path / f"tuesday{suffix}").exists()
    assert view.statusLabel.text() == f"Exported tuesday{suffix} to {tmp_path}"
    assert view.chainLabel.text() == chain  # the chain check's result stays in view


def test_export_pdf_writes_a_pdf(view, tmp_path):
    path = view.export_to(tmp_path / "log.pdf")
    assert path.read_bytes().startswith(b"%PDF")


def test_print_lays_the_report_out_as_the_pdf(view, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert view.operations.print_log(printer, view.model.log_filter) == 1
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_the_turn_summary_is_of_the_bound_the_filter_shows_else_the_games(
    qtbot, view, logged, tmp_path, monkeypatch
):
    from PySide6.QtWidgets import QFileDialog

    asked = {}

    def save_dialog(parent, caption, suggestion, filters):
        asked.update(caption=caption, suggestion=suggestion)
        return str(tmp_path / "bound"), "Web page (*.html)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    qtbot.mouseClick(view.summaryButton, Qt.MouseButton.LeftButton)
    game_path = logged.game.path
    assert asked["caption"] == "Turn summary of bound 1"
    assert asked["suggestion"] == str(game_path.with_name(f"{game_path.stem}-bound-1.pdf"))
    html = (tmp_path / "bound.html").read_text(encoding="utf-8")
    assert "Turn summary: Plancenoit, 18 June 1815, bound 1</h1>" in html
    assert "Grenadiers" in html and "2 figures lost" in html
    assert view.statusLabel.text() == f"Exported bound.html to {tmp_path}"
    view.model.set_filter(LogFilter(bound=3))
    assert view.summary_bound() == 3
    written = view.export_summary_to(tmp_path / "three.pdf")
    assert written.read_bytes().startswith(b"%PDF")


def test_new_rolls_appear_on_top(view, logged):
    logged.game.append_roll(fire_draft("ii-15", (2, 2, 2), note="fresh"))
    logged.roll_logged.emit(None)
    assert view.model.roll(0).note == "fresh"
    assert view.model.rowCount() == 6


def test_open_roll_log_reuses_its_window(qtbot, logged):
    first = open_roll_log(logged)
    qtbot.addWidget(first)
    assert open_roll_log(logged) is first
    assert first.view.model.rowCount() == 5


def test_log_filter_leaves_empty_fields_out():
    assert LogFilter(bound=2, text="").as_kwargs() == {"bound": 2}
    assert LogFilter().empty


def test_the_log_window_fits_the_screen_it_opens_on(qtbot, logged):
    """On a laptop the window's buttons must not sit under the taskbar: it is no larger
    than the screen leaves room for (with its title bar), unless its contents need more
    (the test screen is 800×800)."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QWidget

    from ba_console.gui.screen import FRAME_HEIGHT, FRAME_WIDTH, fit_to_screen

    available = QGuiApplication.primaryScreen().availableGeometry()
    window = open_roll_log(logged)
    qtbot.addWidget(window)
    room = available.width() - FRAME_WIDTH
    assert room < 1280  # the test screen is narrower than the window's usual 1280
    assert window.width() < 1280  # so it opens narrower, down to what its contents need
    assert window.width() <= max(room, window.minimumSizeHint().width())
    assert window.height() <= available.height() - FRAME_HEIGHT

    plain = QWidget()
    qtbot.addWidget(plain)
    fit_to_screen(plain, 5000, 5000)
    assert (plain.width(), plain.height()) == (room, available.height() - FRAME_HEIGHT)


def test_the_void_prompt_says_which_roll_it_voids(view, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    asked = []
    monkeypatch.setattr(
        QInputDialog,
        "getText",
        staticmethod(
            lambda parent, title, label, *args: asked.append((title, label)) or ("", False)
        ),
    )
    view.select_row(0)
    roll = view.current_roll()
    assert view.ask_void_reason(roll) is None
    ((title, label),) = asked
    assert title == f"Void roll {roll.sequence}"
    name = view.model.index(0, 5).data()
    assert name != roll.units[0]  # the unit's name, as the table shows it, not its key
    assert label.startswith(f"Roll {roll.sequence}: Fire by hand weapons · {name} · 2 figures lost")


@pytest.mark.parametrize("suffix", ["pdf", "html"])
def test_export_into_a_folder_that_does_not_exist_is_refused_not_said_done(view, tmp_path, suffix):
    from ba_console.gui.operations import OperationRefused

    target = tmp_path / "no_such_folder" / f"log.{suffix}"
    with pytest.raises(OperationRefused, match="there is no folder"):
        view.export_to(target)
    assert "Exported" not in view.statusLabel.text()


def test_voiding_a_roll_whose_state_was_changed_since_is_cautioned(qtbot, controller):
    from ba_console.gui.widgets.roll_log_view import RollLogView
    from tests.gui.conftest import log_typed_roll

    first = log_typed_roll(
        controller, "fire", "target", "i-15", "book", [("i-15", "disorder", "ordered", "LD")]
    )
    later = log_typed_roll(
        controller, "fire", "target", "i-15", "book", [("i-15", "disorder", "LD", "MD")]
    )
    view = RollLogView(controller)
    qtbot.addWidget(view)
    assert view.void_caution(later) == ""  # nothing changed it since
    assert view.void_caution(first) == (
        "\n\nCaution: a later roll changed what this roll set. Voiding puts it back to before "
        "this roll, over that change: I./15th Infantry Regiment: disorder MD → ordered."
    )


def test_a_voided_rolls_detail_says_why_when_and_by_whom_it_was_voided(qtbot, view, logged):
    view.select_row(0)
    view.ask_void_reason = lambda roll: "wrong unit: it was the chasseurs"
    qtbot.mouseClick(view.voidButton, Qt.MouseButton.LeftButton)
    void = logged.game.roll(6)
    assert view.select_sequence(5)
    text = view.detailBrowser.toPlainText()
    assert (
        f"Voided by the umpire at {void.time[11:19]} (bound 1, Ordering phase), roll 6\n"
        "Reason: wrong unit: it was the chasseurs"
    ) in text
    # Filtered out of the table, the void is still read for the detail.
    view.kindCombo.setCurrentIndex(view.kindCombo.findData("fire"))
    assert view.model.row_of(6) is None
    assert view.select_sequence(5)
    assert "Reason: wrong unit: it was the chasseurs" in view.detailBrowser.toPlainText()


def test_a_roster_corrections_row_says_what_it_changed(qtbot, controller):
    """Two corrections of one unit are told apart in the table, without opening each."""
    game = controller.game
    game.adjust("hus-2s", {"figures": 25}, reason="miscounted")
    game.adjust("hus-2s", {"disorder": "MD"}, reason="forgot the retreat")
    widget = RollLogView(controller)
    qtbot.addWidget(widget)
    outcomes = [widget.model.index(row, 8).data() for row in range(widget.model.rowCount())]
    assert outcomes == [
        "2nd Silesian Hussars: disorder ordered → MD",
        "2nd Silesian Hussars: figures 28 → 25",
    ]


@pytest.fixture
def copenhagen(monkeypatch):
    """The umpire's clock in Copenhagen (CET in December); the machine's zone after."""
    monkeypatch.setenv("TZ", "Europe/Copenhagen")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Saturday, December 5, 2026, 10:39:07 (CET, UTC+01:00)"),
        ("da", "lørdag den 5. december 2026 kl. 10:39:07 (CET, UTC+01:00)"),
    ],
)
def test_a_rolls_time_is_on_the_umpires_clock_in_table_and_detail(
    qtbot, request, copenhagen, language, said
):
    """The log keeps UTC; the umpire in Copenhagen rolled at 10:39, and the table and the
    detail say 10:39 as the dispute report does, the detail with the date in his words."""
    controller = request.getfixturevalue("danish" if language == "da" else "controller")
    controller.game.append_roll(
        fire_draft("i-15", (1, 2, 3)), time=datetime(2026, 12, 5, 9, 39, 7, tzinfo=UTC)
    )
    widget = RollLogView(controller)
    qtbot.addWidget(widget)
    assert widget.model.index(0, 1).data() == "10:39:07"
    assert widget.model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole) == said
    widget.select_row(0)
    text = widget.detailBrowser.toPlainText()
    assert said in text and "09:39" not in text and "+00:00" not in text
