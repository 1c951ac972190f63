"""The log viewer's dispute report speaks the console's language.

The report's words come through the installed translation (`QCoreApplication.translate`,
context "DisputeReport"), the kinds and phases from the pack's labels in the console's
language. A small translation made in the test, then the shipped one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import RollDraft, RollSide
from tests.translation_file import compile_translation


@pytest.fixture
def danish_controller(qapp, demo_path: Path, data_dir: Path):
    """The demo game in a console set to Danish, with one fire roll in bound 1's fire phase."""
    from ba_console.gui.controller import GameController

    controller = GameController(data_dir, "da")
    assert controller.open_game(demo_path)
    game = controller.game
    game.set_phase(1, "fire")
    faces = game.console_faces("fire", "firer", 3)
    side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
    game.append_roll(RollDraft(kind="fire", sides=[side], note="volley"))
    yield controller
    controller.close_game()


@pytest.fixture
def report_translation(qapp, tmp_path):
    """A few of the report's words in Danish, installed as the console installs its own."""
    folder = tmp_path / "translations"
    folder.mkdir()
    compile_translation(
        folder,
        "ba_console_da",
        "da",
        {
            ("DisputeReport", "Roll log: %1"): "Kastelog: %1",
            ("DisputeReport", "Table and outcome"): "Skema og udfald",
            ("DisputeReport", "typed"): "indtastet",
        },
    )
    translator = QTranslator()
    assert translator.load("ba_console_da", str(folder))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_the_log_viewers_report_is_danish_when_the_console_is(
    qtbot, danish_controller, report_translation, tmp_path
):
    view = RollLogView(danish_controller)
    qtbot.addWidget(view)
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    assert report.startswith('<!DOCTYPE html>\n<html lang="da">')
    assert "<title>Kastelog: Plancenoit, 18 June 1815</title>" in report
    assert '">Skema og udfald</th>' in report
    assert '<td colspan="4">Skydefase</td>' in report  # the pack's Danish label
    assert '<b title="fire">Skydning med håndvåben</b>' in report
    # The machine formats stay as they are, whatever the console's language.
    csv_text = view.operations.export_text("csv")
    assert csv_text.startswith("\ufeffsequence,time,bound,phase,")  # a BOM first, for Excel
    assert ",1,fire,," in csv_text and "[console draw #" in csv_text


def test_the_report_in_the_shipped_danish(qtbot, qapp, danish_controller, tmp_path):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    view = RollLogView(danish_controller)
    qtbot.addWidget(view)
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    assert "<h1>Kastelog: Plancenoit, 18 June 1815</h1>" in report
    assert '">Skema og udfald</th>' in report
    assert '">Hashkæde</td>' in report
    assert "hashkæden er intakt" in report
