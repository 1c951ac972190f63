"""The odds of General de Brigade's formation test wait for the unit's class (the roster
does not hold it): the chart says so, not "no result table", until the class is chosen."""

from __future__ import annotations

from tests.gui.test_gdb_melee_loser import gdb_danish, gdb_english  # noqa: F401
from tests.gui.test_roll_dialogs import dialog_for


def test_the_odds_wait_for_the_class_then_show_its_threshold(qtbot, gdb_english):  # noqa: F811
    dialog = dialog_for(qtbot, gdb_english, "formation_test", ["i-15"])
    chart = dialog.ui.oddsChart
    assert chart.odds_text() == []
    assert chart.empty_text() == "the odds follow once the class is chosen"
    panel = dialog.panels[0]
    panel.classCombo.setCurrentIndex(panel.classCombo.findData("veteran_line"))
    assert [line.split(":")[0] for line in chart.odds_text()] == [
        "Keeps formation; may go on into melee",
        "Unformed; stops half-way, no melee",
    ]


def test_the_odds_wait_for_the_class_said_in_danish(qtbot, gdb_danish):  # noqa: F811
    dialog = dialog_for(qtbot, gdb_danish, "formation_test", ["i-15"])
    assert dialog.ui.oddsChart.empty_text() == "chancerne vises, når klassen er valgt"
