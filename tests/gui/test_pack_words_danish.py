"""What the step tracker's note and rule line say in Danish: the shipped packs' own words
in the console's language, named as the menus and the tasks name them."""

from __future__ import annotations

import pytest

from ba_console.gui.app import build_window
from tests.gui.conftest import step_to


@pytest.fixture
def danish_window(qtbot, demo_path, data_dir):
    (data_dir / "settings.ini").write_text("[General]\nlanguage=da\n")
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    yield window
    window.close()


def test_the_danish_march_note_names_the_catch_roll_as_the_rolls_menu_does(danish_window):
    # 4c: the note says which roll a staff figure within 5 cm of an enemy makes; the
    # umpire finds it under Kast as "Opsnapningskast" (digest's glossary: opsnapningskast).
    controller = danish_window.controller
    step_to(controller, "movement", "march")
    note = danish_window.ui.phaseTracker.ui.phaseNoteLabel.text()
    assert "opsnapningskast (skema 18)" in note
    assert "fangstkast" not in note
    assert controller.outline.rolls["catch"].label.get("da") == "Opsnapningskast"
