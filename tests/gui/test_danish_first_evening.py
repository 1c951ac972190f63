"""A Danish club's first evening with the console, in Danish at 1366×768: what the umpire
who reads only Danish sees on each screen (walked in session 25)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ba_console.gui.app import build_window
from tests.gui.conftest import log_typed_roll, step_to


@pytest.fixture
def danish_window(qtbot, demo_path, data_dir):
    (data_dir / "settings.ini").write_text("[General]\nlanguage=da\n")
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    yield window
    window.close()


def _log_window(qtbot, window):
    from ba_console.gui.widgets.roll_log_view import RollLogView

    window.open_roll_log()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    view = next(w.findChild(RollLogView) for w in shown if w.findChild(RollLogView))
    qtbot.waitUntil(lambda: view.isVisible())
    return view


def test_the_csv_export_says_the_folder_the_file_went_to(qtbot, danish_window, tmp_path):
    # Kastelog › Eksportér…: the umpire must find the file to mail it to the club. The
    # line beside the roll count said "Eksporteret: plancenoit-log.csv" and no folder.
    controller = danish_window.controller
    step_to(controller, "fire")
    log_typed_roll(controller, "fire", "firer", "i-15", "ingen virkning")
    view = _log_window(qtbot, danish_window)
    folder = tmp_path / "klubben" / "eksport"
    folder.mkdir(parents=True)
    view.export_to(folder / "plancenoit-log.csv")
    qtbot.wait(50)  # the row is laid out again for the new text
    label = view.statusLabel
    assert label.text() == f"Eksporteret plancenoit-log.csv til {folder}"
    # Read whole, not cut to "Ekspor" by the buttons beside it.
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())
