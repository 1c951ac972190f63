"""The log's Kind column, its Kind filter and the dispute report name every kind with a
capital, as the packs name theirs ("Fire by hand weapons", "Void", "Bound started"), in
English and in Danish: the console's own rows no longer read "void" under "Melee"."""

from __future__ import annotations

import html

import pytest

from ba_console.gui.widgets.roll_log_view import RollLogView
from tests.gui.conftest import log_typed_roll

KIND_COLUMN = 4


def log_and_void(qtbot, controller) -> RollLogView:
    roll = log_typed_roll(controller, "fire", "firer", "i-15", "loss_1", ())
    controller.rolls.void_roll(roll.sequence, "wrong unit")
    controller.advance_phase()  # rows of the console's own beside the pack's
    view = RollLogView(controller)
    qtbot.addWidget(view)
    return view


@pytest.mark.parametrize(
    ("language", "void", "fire"),
    [("en", "Void", "Fire by hand weapons"), ("da", "Annullering", "Skydning med håndvåben")],
)
def test_every_kind_begins_with_a_capital_in_the_log_and_its_report(
    qtbot, request, tmp_path, language, void, fire
):
    controller = request.getfixturevalue("controller" if language == "en" else "danish")
    view = log_and_void(qtbot, controller)
    shown = [view.model.index(row, KIND_COLUMN).data() for row in range(view.model.rowCount())]
    assert void in shown and fire in shown
    kinds = [view.kindCombo.itemText(i) for i in range(1, view.kindCombo.count())]
    assert [k for k in kinds if not k[0].isupper()] == []
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert f'<b title="void">{void}</b>' in report
