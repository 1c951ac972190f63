"""A unit taken off the roster (added by mistake) is named with the umpire's reason where an
umpire looking back reads the game: under the log viewer's rows and in the dispute report,
in English and Danish; the roll log's rows are untouched (no roll names the unit) and the
game verifies. The reason is read from the state journal, which keeps it."""

from __future__ import annotations

import html

from ba_console.gui.widgets.roll_log_view import RollLogView
from tests.gui.test_roster_staff import menu_action
from tests.gui.test_roster_take_off import LATE

REASON = "typed twice: the 2nd Silesian Hussars"
SAID = {
    "en": (
        "Taken off the roster (the state journal keeps each, with its reason):",
        '<h2 id="taken-off">Taken off the roster</h2>',  # units and commanders
    ),
    "da": (
        "Taget af styrkelisten (tilstandsjournalen gemmer hver af dem med begrundelsen):",
        '<h2 id="taken-off">Taget af styrkelisten</h2>',
    ),
}


def take_off_late_hussars(window) -> None:
    panel = window.ui.rosterPanel
    panel.ask_take_off_reason = lambda name: REASON
    panel.add_entry("unit", dict(LATE))
    menu_action(window, "late-hussars", "Take off the roster…").trigger()


def test_the_log_viewer_and_the_report_say_the_unit_taken_off_and_why(qtbot, window, tmp_path):
    controller = window.controller
    view = RollLogView(controller)
    qtbot.addWidget(view)
    assert view.takenOffLabel.isHidden()
    rolls_before = controller.game.roll_count()
    take_off_late_hussars(window)
    assert not view.takenOffLabel.isHidden()
    text = view.takenOffLabel.text()
    assert text.startswith(SAID["en"][0])
    assert "Late Hussars (late-hussars), bound 1, " in text and f"“{REASON}”" in text
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert SAID["en"][1] in report and REASON in report
    assert controller.game.roll_count() == rolls_before  # no row of the log written
    assert controller.game.verify().ok

    window.ui.actionUndo.trigger()  # put back: still said, as put back
    assert view.takenOffLabel.text().endswith("(put back by Undo)")
    # The report says it in the same words.
    report = html.unescape(view.export_to(tmp_path / "log2.html").read_text(encoding="utf-8"))
    assert "(put back by Undo)" in report


def test_the_danish_report_says_it_in_danish(qtbot, window, tmp_path):
    from ba_console import reports
    from ba_console.reports.translation import load_translation

    take_off_late_hussars(window)
    game = window.controller.game
    text = html.unescape(
        reports.export_log(game, "html", language="da", translate=load_translation("da"))
    )
    assert SAID["da"][1] in text and REASON in text


def test_a_unit_whose_adding_was_undone_is_said_removed(qtbot, window):
    """Undo of an Add unit removes it from the roster with no reason asked: the log viewer
    said nothing of it."""
    view = RollLogView(window.controller)
    qtbot.addWidget(view)
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    assert view.takenOffLabel.isHidden()
    window.ui.actionUndo.trigger()
    assert not view.takenOffLabel.isHidden()
    text = view.takenOffLabel.text()
    assert "Late Hussars (late-hussars), bound 1, " in text
    assert text.endswith(": removed as added by mistake (the Undo of its adding, no reason asked)")
    window.ui.actionRedo.trigger()
    assert view.takenOffLabel.text().endswith("(added again by Redo)")
