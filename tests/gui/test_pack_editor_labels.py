"""The pack editor's bands name each outcome as the umpire reads it: by its label in the
interface language, not by the pack's key ("falls_side_minus_1")."""

from __future__ import annotations

from tests.gui.test_pack_editor_slips import column_of, danish_ui, editor_on  # noqa: F401


def test_the_bands_show_each_outcome_by_its_label_in_english(qtbot):
    editor = editor_on(qtbot)
    editor.select_table("t18")
    bands, _outcomes = editor.draft.edit_models("t18")
    outcome = column_of(bands, "Outcome")
    assert [bands.index(row, outcome).data() for row in range(2)] == [
        "Survives: placed in base contact with the nearest own unit",
        "Falls",
    ]


def test_the_bands_show_each_outcome_by_its_label_in_danish(qtbot, danish_ui):  # noqa: F811
    editor = editor_on(qtbot, "da")
    editor.select_table("t18")
    bands, _outcomes = editor.draft.edit_models("t18")
    index = bands.index(2, column_of(bands, "Udfald"))
    assert index.data() == "Falder; egen sides enheder -1 på alle kast dette og næste træk"
    # Typed by its Danish label (or its key), the band takes that outcome.
    assert bands.setData(index, "falder")
    assert bands.rows()[2]["outcome"] == "falls"
    assert index.data() == "Falder"
    assert bands.setData(index, "falls_side_minus_2")
    assert index.data().startswith("Falder; egen sides enheder -2")
    # One not of the table is refused, the table's outcomes named as the umpire reads them.
    assert not bands.setData(index, "flygter")
    assert "(udfald: Overlever: placeres" in editor.messageLabel.text()


def test_a_long_outcome_cut_in_the_grid_is_whole_on_hover(qtbot):
    from PySide6.QtCore import Qt

    editor = editor_on(qtbot)
    editor.select_table("t18")
    bands, _outcomes = editor.draft.edit_models("t18")
    index = bands.index(0, column_of(bands, "Outcome"))
    assert index.data(Qt.ItemDataRole.ToolTipRole) == (
        "Survives: placed in base contact with the nearest own unit (survives)"
    )
