"""Each line of the order sheet and roster knows its row under its commander (or side),
and Table 1 marks the step the bound stands at, as the umpire goes on.

The models keep each line's row when they lay the tree out (a view asks a line's parent
some hundreds of times a paint); the phase tracker sets a step's colours and bold only
where they change (each change has the tree measure the row again). These check that
what they keep is right after the sheet is laid out afresh and after a step is taken.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QPalette

from ba_console.gui.models.order_sheet_model import OrderColumn


def check_tree(model, parent=None) -> int:
    """Every index's row is where `index()` put it and its parent is the line above it;
    the number of lines."""
    parent = parent or QModelIndex()
    lines = 0
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            assert (index.row(), index.column()) == (row, column)
            assert model.parent(index) == parent, (row, column, parent.data())
        lines += 1 + check_tree(model, model.index(row, 0, parent))
    return lines


def test_the_sheet_filtered_to_a_side_reads_each_unit_under_its_commander(
    qtbot, qtmodeltester, window
):
    sheet = window.ui.orderSheet
    model = sheet.model
    qtmodeltester.check(model)
    combo = sheet.ui.sideCombo
    all_lines = check_tree(model)
    for choice in (2, 1, 0):  # the second side first: its commanders become the first lines
        combo.setCurrentIndex(choice)
        side = combo.itemData(choice)
        shown = [group for group in model.groups if not side or group.side == side]
        assert model.rowCount() == len(shown)
        lines = check_tree(model)
        assert lines < all_lines if side else lines == all_lines
        # Each commander's line reads across the sheet, like a heading, its units below.
        view = sheet.view
        for number in range(model.rowCount()):
            assert view.isFirstColumnSpanned(number, QModelIndex())
            assert view.isExpanded(model.index(number, 0))
        assert not view.isFirstColumnSpanned(0, model.index(0, 0))
        for number, group in enumerate(shown):
            for row in group.rows:
                # The unit's line, and the commander's line it stands under, as the
                # view reads them (moving the cursor, selecting, painting).
                index = model.unit_index(row.unit.key, OrderColumn.TEXT)
                assert index.row() == group.rows.index(row)
                assert index.parent().row() == number
                assert index.parent().data().startswith(group.name)
    # The cursor on the last unit of the last commander: Up goes to the unit above it.
    last = model.unit_index(shown[-1].rows[-1].unit.key, OrderColumn.TEXT)
    sheet.view.setCurrentIndex(last)
    qtbot.keyClick(sheet.view, Qt.Key.Key_Up)
    if len(shown[-1].rows) > 1:
        assert sheet.view.currentIndex().data(Qt.ItemDataRole.UserRole + 6) == (
            shown[-1].rows[-2].unit.key
        )


def test_the_roster_laid_out_afresh_reads_each_unit_under_its_commander(qtmodeltester, window):
    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    proxy = tree.model()
    source = proxy.sourceModel()
    qtmodeltester.check(source)
    before = check_tree(source)
    # A unit moved to another commander: the roster is laid out afresh.
    unit = window.controller.units()[0]
    other = next(
        c for c in window.controller.commanders() if c.side == unit.side and c.key != unit.commander
    )
    assert window.controller.update_unit(unit.key, "commander", other.key, reason="test")
    assert check_tree(source) == before
    index = source.unit_index(unit.key)
    assert index.parent().data() == other.name
    check_tree(proxy)
    proxy.set_side(unit.side)
    check_tree(proxy)


def step_look(tracker, label_start: str) -> tuple[bool, bool, bool]:
    """A step of Table 1: (lit, bold, greyed as done)."""
    tree = tracker.ui.phaseTree
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    items += [item.child(j) for item in list(items) for j in range(item.childCount())]
    item = next(i for i in items if i.text(0).startswith(label_start))
    palette = tracker.palette()
    background = item.data(0, Qt.ItemDataRole.BackgroundRole)
    foreground = item.data(0, Qt.ItemDataRole.ForegroundRole)
    lit = background is not None and background.color() == palette.color(
        QPalette.ColorRole.Highlight
    )
    done = foreground is not None and foreground.color() not in (
        palette.color(QPalette.ColorRole.Text),
        palette.color(QPalette.ColorRole.HighlightedText),
    )
    return lit, item.font(0).bold(), done


def test_table_1_lights_the_step_the_bound_stands_at_and_no_other(window):
    tracker = window.ui.phaseTracker
    controller = window.controller
    assert step_look(tracker, "1a.") == (True, True, False)
    assert step_look(tracker, "1.") == (False, True, False)  # the phase it is in
    assert step_look(tracker, "1b.") == (False, False, False)
    assert step_look(tracker, "2.") == (False, False, False)
    controller.advance_phase()
    assert step_look(tracker, "1a.") == (False, False, True)  # passed: greyed, unlit
    assert step_look(tracker, "1b.") == (True, True, False)
    assert step_look(tracker, "1.") == (False, True, False)
    controller.advance_phase()
    assert step_look(tracker, "1b.") == (False, False, True)
    assert step_look(tracker, "1.") == (False, False, True)
    assert step_look(tracker, "2.") == (True, True, False)
