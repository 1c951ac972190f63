"""The side penalty after a fallen staff figure (Table 18) is a factor the console adds of
itself, not a row of the pack's tables: the log keeps its English label (hashed), and the
log viewer's detail and the dispute report say it in the language in use, as they say the
pack's factors. A Danish report once read "−2 Side penalty after a fallen staff figure*"
between "Let kavaleri" and "LU (let uorden)"."""

from __future__ import annotations

import html

import pytest

from ba_console.gui.widgets.roll_log_view import RollLogView
from tests.gui.test_roll_dialogs import dialog_for, press_enter, type_dice

SAID = {
    "en": "Side penalty after a fallen staff figure",
    "da": "Fradrag for egen side efter faldet stabsfigur",
}


@pytest.mark.parametrize("language", ["en", "da"])
def test_the_side_penalty_is_said_in_the_language_in_the_detail_and_the_report(
    qtbot, request, tmp_path, language
):
    controller = request.getfixturevalue("controller" if language == "en" else "danish")
    catch = dialog_for(qtbot, controller, "catch", ["hiller"])
    type_dice(qtbot, catch, "owner", "666")  # Table 18: falls, the side −2
    press_enter(qtbot, catch)
    fire = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, fire, "firer", "356")
    qtbot.keyClicks(fire._typed_widgets[0], "no effect")
    assert fire.confirmButton.isEnabled()
    fire.confirmButton.click()
    roll = controller.game.rolls(newest_first=True, limit=1)[0]
    assert roll.kind == "fire"
    (factor,) = roll.sides[0].factors
    assert factor.label == SAID["en"]  # as logged, whatever the language
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.tableView.selectRow(0)
    detail = view.detailBrowser.toPlainText()
    assert SAID[language] in detail
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert f"−2 {SAID[language]}*" in report
    if language == "da":
        assert SAID["en"] not in detail and SAID["en"] not in report
