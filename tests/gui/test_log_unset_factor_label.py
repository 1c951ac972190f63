"""A factor ticked whose value the pack leaves unset, and for which the umpire typed no
value, is named in the log's note by the pack's label, in the language in use: the log row
of a replacement rolled after two failed bounds says "Rolling orderly: Table 19, “Each
consecutive failed bound” ×2: …", not "owner: t19 failed_bound unset ×2" (its keys). The
log keeps the note as written (it is hashed)."""

from __future__ import annotations

import html

import pytest

from ba_console.gui.widgets.roll_log_view import RollLogView
from tests.gui.conftest import step_to
from tests.gui.test_roll_dialogs import dialog_for

NOTE_COLUMN = 9
SAID = {
    "en": "Rolling orderly: Table 19, “Each consecutive failed bound” ×2: unset in the pack, "
    "left out of the total",
    "da": "Kastende ordonnans: Skema 19, »Hvert på hinanden følgende mislykket træk« ×2: "
    "ukendt i regelpakken, ikke med i summen",
}


def replacement_after_two_failed_bounds(qtbot, controller) -> None:
    """Bounds 1 and 2: not replaced; bound 3 rolls with Table 19's row ticked ×2 (unset)."""
    with controller.game.transaction():
        controller.game.update_commander("ir15", fallen=True)
    for bound in (1, 2, 3):
        step_to(controller, "reporting")
        dialog = dialog_for(qtbot, controller, "replacement", ["ir15.o1"])
        dialog.panels[0].dice.set_typed("234")
        combo = dialog._typed_widgets[0]
        combo.setCurrentIndex(combo.findData("not_replaced"))
        assert dialog.confirmButton.isEnabled()
        dialog.confirmButton.click()
        if bound < 3:
            controller.advance_phase()


@pytest.mark.parametrize("language", ["en", "da"])
def test_the_unset_factor_is_named_by_its_label_in_the_log_and_the_report(
    qtbot, request, tmp_path, language
):
    controller = request.getfixturevalue("controller" if language == "en" else "danish")
    replacement_after_two_failed_bounds(qtbot, controller)
    roll = controller.game.rolls(newest_first=True, limit=1)[0]
    assert roll.note.startswith("owner: t19 failed_bound unset ×2")  # as logged
    view = RollLogView(controller)
    qtbot.addWidget(view)
    shown = view.model.index(0, NOTE_COLUMN).data()
    assert shown.startswith(SAID[language])
    view.tableView.selectRow(0)
    assert SAID[language] in view.detailBrowser.toPlainText()
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert SAID[language] in report and "failed_bound unset" not in report
