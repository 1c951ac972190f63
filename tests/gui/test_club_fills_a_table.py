"""A club fills an unset table from its printed book in the pack editor (walk 3 of
session 24). The values typed here are made up: they only stand for what a club types."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from tests.gui.test_pack_editor_slips import column_of, editor_on


def reads_whole(view, row: int, column: int) -> bool:
    index = view.model().index(row, column)
    text = index.data()
    return view.visualRect(index).width() > QFontMetrics(view.font()).horizontalAdvance(text)


def test_an_outcome_typed_into_a_new_row_reads_whole(qtbot):
    editor = editor_on(qtbot)
    editor.show()
    editor.select_table("t12")  # no outcome, no band: every cell unset
    editor.gridTabs.setCurrentIndex(1)  # Outcomes
    qtbot.mouseClick(editor.addRowButton, Qt.MouseButton.LeftButton)
    view = editor.current_grid()
    model = view.model()
    key, label = column_of(model, "Key"), column_of(model, "Label (en)")
    assert model.setData(model.index(0, key), "made_up_loss")
    assert model.setData(model.index(0, label), "MADE-UP loss, not the book's")
    # Read as typed, not "MADE-…" in a column sized to the empty table.
    assert reads_whole(view, 0, key) and reads_whole(view, 0, label)


def test_the_outcomes_grid_says_that_only_effects_change_the_roster(qtbot):
    """An outcome typed with its label only ("1 figure") and no effects is read by the
    rolls, and no figure is lost: the Outcomes grid says how to type its effects."""
    editor = editor_on(qtbot)
    editor.show()
    editor.select_table("t12")
    assert editor.hintLabel.text().startswith("Cells: a whole number")  # the bands
    editor.gridTabs.setCurrentIndex(1)  # Outcomes
    hint = editor.hintLabel.text()
    assert hint.startswith("Effects: what a roll reading the outcome changes on the roster")
    assert "figures_lost=2; disorder=LD" in hint
    assert "Left empty, the roll changes no figure or disorder" in hint
