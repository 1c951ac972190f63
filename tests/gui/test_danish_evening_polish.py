"""The Danish first evening, polished (session 25): what the umpire who reads only Danish
saw contradict itself or read as the console's own keys, now one way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
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


def test_a_rule_and_its_table_are_joined_one_way_in_every_roll_dialog(qtbot, danish_window):
    # Nærkamp said "Regel 4.1.3 · Skema 11" and Medriven "Regel 2.3.4, Skema 9": the pack's
    # own way ("2.3.4, Table 9") now for both.
    from ba_console.gui.dialogs.roll.dialog import open_roll_dialog

    controller = danish_window.controller
    step_to(controller, "melee", "melee")
    said = {}
    for kind, units in (("melee", ["i-15", "i-1t"]), ("spread_of_rout", ["i-15"])):
        dialog = open_roll_dialog(controller, danish_window, kind=kind, units=units)
        qtbot.waitUntil(dialog.isVisible)
        said[kind] = dialog.ui.ruleLabel.text()
        dialog.close()
    assert said == {"melee": "Regel 4.1.3, Skema 11", "spread_of_rout": "Regel 2.3.4, Skema 9"}


def test_a_factor_table_says_which_of_its_columns_the_values_are_read_in(qtbot, danish_window):
    # "Skema 6: Tillæg/fradrag håndvåben (tab)" and "Skema 17: Ordrekast (kast)": the
    # parenthesis was the column of the book's table the role reads. A table of one column
    # needs no word of it.
    from ba_console.gui.dialogs.roll.dialog import open_roll_dialog

    controller = danish_window.controller
    headings = {}
    for kind, units, step in (
        ("ordering", ["i-15"], ("ordering", "ordering_rolls")),
        ("fire", ["i-15", "i-2g"], ("fire", None)),
    ):
        step_to(controller, *step)
        dialog = open_roll_dialog(controller, danish_window, kind=kind, units=units)
        qtbot.waitUntil(dialog.isVisible)
        tree = dialog.panels[-1].checklist.tree
        headings[kind] = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
        dialog.close()
    assert headings["ordering"][0] == "Skema 17: Ordrekast"
    assert "Skema 6: Tillæg/fradrag håndvåben – kolonnen »tab«" in headings["fire"]


def _log_window(qtbot, window):
    from ba_console.gui.widgets.roll_log_view import RollLogView

    window.open_roll_log()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    view = next(w.findChild(RollLogView) for w in shown if w.findChild(RollLogView))
    qtbot.waitUntil(view.isVisible)
    return view


def _danish_manual() -> str:
    from importlib.resources import files

    return (files("ba_console.gui.resources") / "manual.da.html").read_text(encoding="utf-8")


def test_void_is_not_read_as_cancel_and_the_manual_names_it_so(qtbot, danish_window):
    # Kastelog: the Void button read "&Annullér…" beside every dialog's "Annuller" (Cancel).
    # The log, the report and verify call a voided roll "annulleret": the button says what
    # it voids, as its question does ("Annullér kast 12").
    view = _log_window(qtbot, danish_window)
    assert view.voidButton.text() == "&Annullér kast…"
    manual = _danish_manual()
    assert "(Annullér kast…)" in manual
    assert "(Annullér…)" not in manual


def test_the_danish_manual_says_ordreskema_as_the_window_does():
    # The window and the glossary say "ordreskema"; the manual said "ordreark" once.
    manual = _danish_manual()
    assert "ordreark" not in manual
    assert "næste træks ordreskema" in manual


def test_the_new_game_wizard_names_the_dice_as_the_roll_dialogs_do(qtbot, danish_window, tmp_path):
    # Nyt spil › Regelpakke said "terninger 3d6", the pack file's spelling; every roll
    # dialog, the log and the manual say "3D6".
    from ba_console.gui.dialogs.new_game_wizard import NewGameWizard

    wizard = NewGameWizard(lambda choices: "", tmp_path / "games", language="da")
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.titleEdit.setText("Klubaften i Ligny")
    wizard.next()
    said = wizard.ui.packInfoLabel.text()
    assert ", terninger 3D6.<br/>" in said
    assert "3d6" not in said


def test_the_phase_tracker_says_regel_for_one_rule_as_the_roll_dialogs_do(qtbot, danish_window):
    # Under Faser: "Regler 1.1.2" for one rule, "Regel 4.1.3" in the roll dialogs.
    note = danish_window.ui.phaseTracker.ui.phaseNoteLabel
    assert note.text().startswith("Regel 1.1.2\n")
    step_to(danish_window.controller, "reporting")
    assert note.text().startswith("Regler 1.1.4, 1.1.5\n")


def test_three_melee_panels_say_their_dice_hint_uncut(qtbot, danish_window):
    # Nærkamp › Tilføj angriber: three panels side by side at 1366 px, each dice field
    # said "f.eks. 345 — tomt: k…". Where the hint has no room, its example alone.
    from ba_console.gui.dialogs.roll.dialog import open_roll_dialog

    controller = danish_window.controller
    step_to(controller, "melee", "melee")
    dialog = open_roll_dialog(controller, danish_window, kind="melee", units=["i-15", "i-1t"])
    qtbot.waitUntil(dialog.isVisible)
    dialog.resize(1340, 720)
    qtbot.keyClick(dialog.ui.addAttackerButton, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(dialog.panels) == 3)
    qtbot.wait(50)
    for panel in dialog.panels:
        edit = panel.dice.edit
        hint = edit.placeholderText()
        assert hint.startswith("f.eks. 345")
        room = edit.contentsRect().width() - 8
        assert edit.fontMetrics().horizontalAdvance(hint) <= room, hint
    dialog.close()


def test_the_wizards_last_page_offers_no_cancel_once_the_game_is_made(qtbot, danish_window):
    # Spillet er oprettet: the game was written and opened, yet "Annuller" stood beside
    # "Slut", as if it could undo the game.
    from PySide6.QtWidgets import QWizard

    from ba_console.gui.dialogs.new_game_wizard import NewGameWizard

    games = danish_window.controller.data_dir / "games"
    wizard = NewGameWizard(danish_window._create_game, games, danish_window, language="da")
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.titleEdit.setText("Klubaften i Ligny")
    while wizard.currentPage() is not wizard.ui.commitmentPage:
        wizard.next()
    assert (games / "klubaften-i-ligny.bagame").is_file()
    assert not wizard.button(QWizard.WizardButton.CancelButton).isVisible()
    assert wizard.button(QWizard.WizardButton.FinishButton).text() == "&Slut"
    wizard.accept()
