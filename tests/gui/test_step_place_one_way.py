"""A step's place in Table 1 is written one way wherever the umpire or a dispute reader
reads it: the main window's tracker wrote "Ordering phase › Ordering rolls", the roll
dialog's header and the log viewer's Phase column "Ordering phase / Ordering rolls", and the
dispute report the same with a slash. Now each writes the tracker's words
(`core.phases.step_place`), in English and in Danish."""

from __future__ import annotations

import html

from ba_console import reports
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.reports.translation import load_translation
from tests.gui.conftest import log_typed_roll

PHASE_COLUMN = 3


def said_everywhere(qtbot, controller) -> tuple[str, str, str, str]:
    """The step as the tracker, the roll dialog, the log viewer and the report write it,
    at Table 1's step 1b."""
    controller.game.set_phase(1, "ordering", "ordering_rolls")
    tracker = controller.phase_label()
    dialog = RollDialog(controller, kind="ordering", units=["i-15"])
    qtbot.addWidget(dialog)
    header = dialog.ui.phaseLabel.text()
    log_typed_roll(controller, "ordering", "owner", "i-15", "book: followed")
    view = RollLogView(controller)
    qtbot.addWidget(view)
    column = view.model.index(0, PHASE_COLUMN).data()
    language = controller.language
    translate = load_translation(language) if language != "en" else None
    extra = {"translate": translate} if translate is not None else {}
    report = html.unescape(reports.export_log(controller.game, "html", language=language, **extra))
    return tracker, header, column, report


def test_the_step_is_written_as_the_tracker_writes_it(qtbot, controller):
    tracker, header, column, report = said_everywhere(qtbot, controller)
    assert tracker == "Ordering phase › Ordering rolls"
    assert header == f"Bound 1 · {tracker}"
    assert column == tracker
    assert f'<td colspan="4">{tracker}</td>' in report


def test_the_danish_step_is_written_as_the_tracker_writes_it(qtbot, danish):
    tracker, header, column, report = said_everywhere(qtbot, danish)
    assert tracker == "Ordrefase › Ordrekast"
    assert header == f"Træk 1 · {tracker}"
    assert column == tracker
    assert f'<td colspan="4">{tracker}</td>' in report
