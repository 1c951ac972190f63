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


@pytest.fixture
def danish_gdb_window(qtbot, data_dir):
    from ba_console.packs import load_pack
    from ba_console.store.demo import create_demo

    (data_dir / "settings.ini").write_text("[General]\nlanguage=da\n")
    path = data_dir / "gdb.bagame"
    create_demo(path, pack=load_pack("general_de_brigade"), data_dir=data_dir).close()
    window = build_window(path, data_dir)
    qtbot.addWidget(window)
    yield window
    window.close()


def test_general_de_brigades_rule_references_are_danish_in_a_danish_window(
    qtbot, danish_gdb_window
):
    # The pack cites "VII, interception charges"; the Charges dialog says the same chapter
    # "VII, opfangningschok" in Danish, and so do the tracker and the roll dialog.
    from ba_console.gui.dialogs.roll import RollDialog

    controller = danish_gdb_window.controller
    step_to(controller, "charge", "declare")
    tracker = danish_gdb_window.ui.phaseTracker.ui.phaseNoteLabel.text()
    assert tracker.splitlines()[0] == "Regler VII, opfangningschok"
    dialog = RollDialog(controller, kind="formation_test", units=["i-1t"])
    qtbot.addWidget(dialog)
    assert dialog.ui.ruleLabel.text() == "Regel VII, massekolonner"
    checklist = dialog.panels[0].checklist.tree
    row = checklist.topLevelItem(0).child(0)
    assert row.text(2) == "VII, massekolonner"
