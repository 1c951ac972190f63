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


def test_belle_alliances_table_notes_are_danish_in_the_pack_editor(qtbot, danish_window):
    # Skema 12 in Regelpakke…: its notes under the table, and the tables list's tooltip,
    # in the window's language (pack 2026.12.5, schema 9), not "Values not known to us".
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    controller = danish_window.controller
    qtbot.waitUntil(lambda: controller.pack is not None, timeout=5000)
    assert danish_window.open_pack_editor()
    editor = next(
        w for w in QApplication.topLevelWidgets() if type(w).__name__ == "PackEditorDialog"
    )
    editor.select_table("t12")
    notes = editor.sourceLabel.text().split("<br>• ")[1:]
    assert notes == [
        "Værdierne kender vi ikke: regelbogens side med skemaet kunne ikke læses. Rækkerne er "
        "dem, reglernes tekst nævner; alle værdier er ukendte ('?'), indtil de udfyldes fra "
        "klubbens regelbog.",
        "Skydning: tab i figurer pr. skydeenhed, derefter moralvirkningen (3.1.1 og skemaets "
        "noter). Moraltilstande: LU, U, FU. Tab fra flere skydninger mod ét mål lægges sammen "
        "og rundes derefter ned (3.1.5).",
    ]
    tip = editor.tablesModel.index(editor.tablesModel.row_of("t12"), 4).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert tip.splitlines()[1:] == notes
    editor.close()


def test_belle_alliances_fire_note_is_danish_in_the_roll_dialogs_tooltip(qtbot, danish_window):
    from ba_console.gui.dialogs.roll import RollDialog

    dialog = RollDialog(danish_window.controller, kind="fire", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    assert dialog.ui.ruleLabel.toolTip() == (
        "Moraltrinnet (faktorerne for moral lagt til tabsresultatet) aflæser dommeren i bogen, "
        "indtil skema 6 og 12 er udfyldt."
    )


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


def test_the_danish_order_step_names_the_order_sheet_as_the_window_does(danish_window):
    # 1a: the umpire types the orders into the window's "Ordreskema" (the glossary's
    # ordreskema, the manual's "ordreskemaet"); the note said "ordrearket" before 2026.12.6.
    controller = danish_window.controller
    step_to(controller, "ordering", "issuing_orders")
    note = danish_window.ui.phaseTracker.ui.phaseNoteLabel.text()
    assert "Skriv hver enheds ordre fra ordreskemaet (F2)" in note
    assert "ordreark" not in note
