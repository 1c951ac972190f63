"""The widths of the roll log's columns: the Phase and Kind columns fitted to the pack's
names, the note taking what is left, the detail pane beside the table the rest."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
)

PHASE_COLUMN = 3
KIND_COLUMN = 4
UNITS_COLUMN = 5
OUTCOME_COLUMN = 8
NOTE_COLUMN = 9
# The note column takes what the table has left (at least this much), its text elided: the
# detail pane beside it shows the note whole.
NOTE_COLUMN_MIN = 110
# A window wider than 1280 px (maximised on the laptop) gives the note its first pixels, up
# to this much: two lines of "typed from the book: 1/2e Grenadiers à pied loses 2".
NOTE_COLUMN_WANTED = 190
LOG_SPLITTER_WIDTH = 1250  # in the log window of 1280 px
# Within reason: the log window is 1280 px wide and the outcome column must stay in view.
PHASE_COLUMN_MAX = 180
KIND_COLUMN_MAX = 150


def fit_text_columns(
    view: QTableView, splitter: QSplitter, phases: list[str], kinds: list[str]
) -> None:
    """The Phase and Kind columns as wide as the longest of `phases` ("phase › sub-phase")
    and of `kinds` need on a row's two lines, no word cut ("Melee phase › Retreat, rout
    and spread of rout"), within reason: a longer one is elided and read whole on hover."""
    metrics = view.fontMetrics()
    two_lines = (view.verticalHeader().defaultSectionSize() - 8) // metrics.lineSpacing()

    def width_for(text: str) -> int:
        width = max(metrics.horizontalAdvance(word) for word in text.split())
        while width < metrics.horizontalAdvance(text):
            room = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text)
            if room.width() <= width and room.height() <= two_lines * metrics.lineSpacing():
                break
            width += 2
        return width

    # The cell's text margins (the style's focus frame and one pixel, each side), the
    # grid line, and a few pixels for rounding.
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 5
    need = max(width_for(text) for text in phases) + margin
    view.setColumnWidth(PHASE_COLUMN, min(max(need, 86), PHASE_COLUMN_MAX))
    # The Kind column the same way, for the roll kinds ("Replacement of commanding
    # officer").
    need = max(width_for(text) for text in kinds) + margin
    view.setColumnWidth(KIND_COLUMN, min(max(need, 112), KIND_COLUMN_MAX))
    split_table_and_detail(view, splitter)


def split_table_and_detail(view: QTableView, splitter: QSplitter) -> None:
    """The table keeps every column in view in the log window of 1280 px, the note elided
    in what is left (the detail shows it whole), the detail the rest. A wider window gives
    its width to the note first, up to `NOTE_COLUMN_WANTED`, then to the detail."""
    table = sum(view.columnWidth(column) for column in range(OUTCOME_COLUMN + 1))
    table += view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth()
    total = splitter.width() if splitter.isVisible() else LOG_SPLITTER_WIDTH
    wider = min(max(total - LOG_SPLITTER_WIDTH, 0), NOTE_COLUMN_WANTED - NOTE_COLUMN_MIN)
    table += NOTE_COLUMN_MIN + wider
    splitter.setSizes([table, max(total - table, 1)])


class UnitLinesDelegate(QStyledItemDelegate):
    """The Units column: two units or more are one a line, each elided on its own line
    ("Oberst von Hiller (16th Bri…" above "Orderly 1 (Hiller)"), rather than the first
    wrapped onto the second line and the second cut off; a single unit wraps onto both
    lines. The tooltip and the detail pane name every unit whole."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if "\u2028" in option.text:  # the delegate's display text breaks lines with U+2028
            option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
