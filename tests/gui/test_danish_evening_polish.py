"""The Danish first evening, polished (session 25): what the umpire who reads only Danish
saw contradict itself or read as the console's own keys, now one way."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ba_console.gui.app import build_window
from tests.gui.conftest import step_to


def _window(qtbot, data_dir, language):
    (data_dir / "settings.ini").write_text(f"[General]\nlanguage={language}\n")
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    window.confirm_leaving = lambda tasks: True
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


@pytest.fixture
def danish_window(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "da")
    yield window
    window.close()


@pytest.fixture
def english_window(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "en")
    yield window
    window.close()


def _open_tasks(window) -> list[str]:
    tasks = window.ui.phaseTracker.ui.tasksList
    return [tasks.item(row).text() for row in range(tasks.count())]


@pytest.mark.parametrize(
    ("language", "moved_on", "nothing_open"),
    [
        ("da", "Gået videre med 1 åben opgave.", "Intet åbent"),
        ("en", "Moved on with 1 open task.", "Nothing open"),
    ],
)
def test_the_status_bar_forgets_the_task_left_open_once_the_next_step_begins(
    qtbot, demo_path, data_dir, language, moved_on, nothing_open
):
    # F8 from 1a with the orders unwritten: the bar said "Gået videre med 1 åben opgave.
    # Se Åbne opgaver." and kept saying it through every F8 after, while Open tasks said
    # "Intet åbent" in each of those steps.
    window = _window(qtbot, data_dir, language)
    bar = window.ui.statusBar
    assert window.next_phase()
    assert bar.currentMessage().startswith(moved_on)
    assert window.next_phase()  # 1b, its ordering rolls: nothing open here
    assert _open_tasks(window)[0].startswith(nothing_open)
    assert bar.currentMessage() == ""
    window.close()
