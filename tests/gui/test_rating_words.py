"""The commander's Rating menu says what the rules say: a commander is "particularly
effective" or "particularly ineffective" (1.1.3, 1.1.9; Table 19), in English and Danish
(the replacement roll's effect reads the same word: tests/gui/test_replacement_roll.py)."""

from __future__ import annotations

import pytest

from ba_console.gui.app import build_window
from ba_console.gui.models.roster_model import RosterColumn


@pytest.fixture(params=["en", "da"])
def speaking_window(request, qtbot, demo_path, data_dir):
    (data_dir / "settings.ini").write_text(f"[General]\nlanguage={request.param}\n")
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    yield window
    window.close()


def rating_menu_texts(window, unit: str) -> list[str]:
    panel = window.ui.rosterPanel
    menu = panel.row_menu(panel.view_index(unit, RosterColumn.NAME).parent())
    assert menu is not None
    (rating,) = [a.menu() for a in menu.actions() if a.menu() is not None]
    return [action.text() for action in rating.actions()]


def test_the_rating_menu_says_particularly_ineffective(speaking_window):
    expected = {
        "en": ["particularly effective", "normal", "particularly ineffective"],
        "da": ["særligt effektiv", "almindelig", "særligt ineffektiv"],
    }
    language = speaking_window.controller.language
    assert rating_menu_texts(speaking_window, "i-15") == expected[language]
