"""The factor checklist of one role of a roll: the pack's factor rows, ticked or not.

Rows come from the factor tables the role reads (a melee attacker reads Table 8's
attacker column), grouped by table and, where the pack groups them (the book's double
lines), by group; ticking a row of a group unticks the others, since only one factor per
group and column counts. Each row shows its value in the role's column: a number, '-'
(does not apply here), '±N' with a spin box for the situation's value (valour), or '?'
— unset, marked and explained on hover. Rows the roster decides are pre-ticked with the
reason on hover (`set_auto_ticks`). A repeatable row (counted once per failed bound, Table
17, 1.1.3) has a small count box beside its value ("? ×2"), set by the roster where it
knows the number and enabled while the row is ticked. An unset row ('?') has a small value
field instead: ticked, the cursor goes there and the umpire types the value read from the
book (−1); the total, the outcome and the odds then count it as if the pack held it, and
the log marks it typed by the umpire. Left empty, the row stays unset (not in the total,
never counted as 0). The factor's label gets the width
and wraps rather than being cut ("Artillery and units at work or rest" must be read
whole); the rule column is narrow, and the full label, its Danish (or English) twin and
the rule are on hover. The widget only collects: `ticks()` is what the umpire left ticked,
each marked automatic when it is still the roster's tick.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ba_console.core.factors import Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import CellKind, FactorRow, FactorTable
from ba_console.gui import colours
from ba_console.gui.colours import Fill, Tone
from ba_console.gui.labels import display_text, label, rule_reference, table_reference

UNSET_TOOLTIP = QT_TRANSLATE_NOOP(
    "FactorChecklistWidget",
    "unset: tick it and type the value read from the book, fill it in the pack editor, or "
    "type the outcome from the book",
)
NO_ROWS_TOOLTIP = QT_TRANSLATE_NOOP(
    "FactorChecklistWidget", "unset: fill it in the pack editor or type the outcome from the book"
)
ROW_ROLE = Qt.ItemDataRole.UserRole + 1
WIDE_PANEL = 560  # px of the checklist: below it the rule column gives way to the labels
MAX_COUNT = 99  # the most times a repeatable row is counted (bounds of a long game)


def reason_text(tick: Tick) -> str:
    """The roster's reason for a tick in the interface language (see `display_text`): the
    rules module's template (context "rules") filled with its arguments; the English
    `reason` for a tick that came without one."""
    return display_text("rules", tick.template, tick.args, tick.reason)


def cell_text(row: FactorRow, column: str) -> str:
    cell = row.cell(column)
    if cell.kind is CellKind.FIXED:
        value = int(cell.value or 0)
        return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"
    if cell.kind is CellKind.NOT_APPLICABLE:
        return "-"
    if cell.kind is CellKind.UNSET:
        return "?"
    return f"±{cell.value}"


class TypedValueEdit(QLineEdit):
    """The value of an unset factor as the umpire reads it from the book: a whole number
    with its sign ("-1", "+2", "−3"); empty while nothing is typed (`value()` is None)."""

    valueChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setValidator(QRegularExpressionValidator(r"[+\-−]?[0-9]{0,2}", self))
        self.setPlaceholderText("?")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMaxLength(3)
        self.setFixedWidth(self.fontMetrics().horizontalAdvance("−00") + 18)
        self.textChanged.connect(lambda _text: self.valueChanged.emit(self.value()))

    def fit_to_line(self, height: int) -> None:
        """A field as high as a line of text: no frame of the style's (taller than the
        line), a thin border of its own."""
        self.setFrame(False)
        self.setStyleSheet(
            "QLineEdit { border: 1px solid palette(mid); padding: 0px; margin: 0px; }"
            "QLineEdit:focus { border: 1px solid palette(highlight); }"
        )
        self.setFixedHeight(height)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        # A field made when its row was ticked sits at the end of the dialog's Tab order:
        # Tab goes on from its list instead (to the dice), Shift+Tab back to the list.
        tree = self.parentWidget()
        while tree is not None and not isinstance(tree, QTreeWidget):
            tree = tree.parentWidget()
        if tree is None:
            return super().focusNextPrevChild(next)
        tree.setFocus(Qt.FocusReason.BacktabFocusReason)
        return tree.focusNextPrevChild(True) if next else True

    def value(self) -> int | None:
        text = self.text().strip().replace("−", "-").lstrip("+")
        if text in ("", "-"):
            return None
        return int(text)

    def setValue(self, value: int | None) -> None:
        self.setText("" if value is None else (f"+{value}" if value > 0 else str(value)))


class WrappingDelegate(QStyledItemDelegate):
    """Row heights for labels that wrap. QTreeView asks the delegate for a row's height
    without the column's width, so wrapped text would get one line and end in "…"; this
    measures each cell's text at the width its column leaves it (less the indentation and
    the check box), in the cell's own font (a ticked factor is bold)."""

    TEXT_MARGINS = 8  # the style's margins either side of the text, with some to spare

    def __init__(self, tree: QTreeWidget):
        super().__init__(tree)
        self._tree = tree
        # The wrapped height of a text at a width, plain or bold (the only fonts the
        # checklist shows): a dialog's rows are measured many times over as it is laid
        # out, their texts each once. 0: one line.
        self._heights: dict[tuple[str, int, bool], int] = {}

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not text:
            return hint
        tree = self._tree
        column = index.column()
        heading = column == 0 and not index.parent().isValid()
        # A table's heading spans the columns; other cells have their column.
        width = tree.viewport().width() if heading else tree.columnWidth(column)
        if column == 0:
            depth = 1  # the root is decorated: top-level rows are indented once too
            parent = index.parent()
            while parent.isValid():
                depth += 1
                parent = parent.parent()
            width -= depth * tree.indentation()
            if index.data(Qt.ItemDataRole.CheckStateRole) is not None:
                style = tree.style()
                metric = QStyle.PixelMetric
                width -= style.pixelMetric(metric.PM_IndicatorWidth, option, tree)
                width -= 2 * style.pixelMetric(metric.PM_FocusFrameHMargin, option, tree)
        width = max(width - self.TEXT_MARGINS, 20)
        font = index.data(Qt.ItemDataRole.FontRole) or tree.font()
        key = (str(text), width, font.bold())
        height = self._heights.get(key)
        if height is None:
            metrics = QFontMetrics(font)
            bounds = metrics.boundingRect(
                QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, str(text)
            )
            one_line = bounds.height() <= metrics.lineSpacing()
            height = self._heights[key] = 0 if one_line else bounds.height() + 2
        if not height:
            return hint  # one line: the style's own height, as compact as before
        return QSize(hint.width(), max(hint.height(), height))


class FactorChecklistWidget(QWidget):
    """Tick the factors of one role; `changed` fires on every tick or value change."""

    changed = Signal()

    COLUMNS = (
        QT_TRANSLATE_NOOP("FactorChecklistWidget", "Factor"),
        QT_TRANSLATE_NOOP("FactorChecklistWidget", "Value"),
        QT_TRANSLATE_NOOP("FactorChecklistWidget", "Rule"),
    )

    def __init__(self, parent: QWidget | None = None, language: str = "en"):
        super().__init__(parent)
        self._language = language
        self._tables: list[tuple[str, FactorTable, str]] = []
        self._items: dict[tuple[str, str], QTreeWidgetItem] = {}
        self._spins: dict[tuple[str, str], QSpinBox] = {}
        self._counts: dict[tuple[str, str], QSpinBox] = {}  # repeatable rows: times counted
        # Unset rows, and the fields (made when first ticked) for the values typed from
        # the book.
        self._unset: set[tuple[str, str]] = set()
        self._typed: dict[tuple[str, str], TypedValueEdit] = {}
        self._auto: dict[tuple[str, str], Tick] = {}
        self._reveal_ticks = False  # the roster's ticks changed: show them once laid out
        self._updating = False
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("factorTree")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr(text) for text in self.COLUMNS])
        self.tree.setRootIsDecorated(True)
        # Long labels wrap onto a second line instead of ending in "…".
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setAlternatingRowColors(False)
        self.tree.setIndentation(14)
        self.tree.setItemDelegate(WrappingDelegate(self.tree))
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        # In a narrow panel (two or three roles side by side) the rule column is narrow
        # ("4.1.3"; "Table 10" wraps under "1.1.4,") and the width goes to the factor's
        # label; the whole reference is on hover. See `_fit_rule_column`.
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        # Rows are measured again at the new widths, once the resizes of a turn are done
        # (a dialog's columns are sized several times as it opens, its rows measured once).
        header.sectionResized.connect(lambda *_: self.tree.scheduleDelayedItemsLayout())
        self.tree.setMinimumWidth(300)
        self.tree.itemChanged.connect(self._item_changed)
        self.tree.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A value field that had the cursor made its cell (the value column) the list's
        # current one; back in the list, Space must tick the row: the factor column again.
        if watched is self.tree and event.type() == QEvent.Type.FocusIn:
            current = self.tree.currentIndex()
            if current.isValid() and current.column() != 0:
                self.tree.selectionModel().setCurrentIndex(
                    current.siblingAtColumn(0), QItemSelectionModel.SelectionFlag.NoUpdate
                )
        return super().eventFilter(watched, event)

    # --- filling --------------------------------------------------------------------------

    def set_rule_column_visible(self, visible: bool) -> None:
        """Narrow panels (three roles side by side) hide the rule column; the rule is
        still on each row's hover text."""
        self.tree.setColumnHidden(2, not visible)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_rule_column()
        self._reveal_auto_ticks()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._reveal_auto_ticks()

    def _reveal_auto_ticks(self) -> None:
        """Scroll the roster's ticks into view, the first one above all: a list longer than
        its panel (a melee's Table 8 at 1366×768) hid "Attack at the charge", ticked from
        the order and counted in the total, below the fold. Done once the list is laid
        out, after the ticks changed; the umpire's own scrolling stands until they do."""
        if not self._reveal_ticks or not self.tree.isVisible() or self.tree.height() <= 0:
            return
        self._reveal_ticks = False
        ticked = [self._items[where] for where in self._items if where in self._auto]
        hint = QAbstractItemView.ScrollHint.EnsureVisible
        for item in ticked[-1:] + ticked[:1]:  # the last, then the first if both do not fit
            self.tree.scrollToItem(item, hint)

    def _fit_rule_column(self) -> None:
        """The rule references in full where the panel is wide, narrow where it is not."""
        metrics = self.tree.fontMetrics()
        rules = [
            table_reference(row.rule or "")
            for _id, table, _col in self._tables
            for row in table.rows
        ]
        full = max((metrics.horizontalAdvance(rule) for rule in rules), default=0) + 14
        full = max(full, metrics.horizontalAdvance(self.tr("Rule")) + 14)
        narrow = metrics.horizontalAdvance(self.tr("Table {n}").format(n=10)) + 14
        wide_enough = self.width() >= WIDE_PANEL  # the tree's own size may lag behind
        self.tree.header().resizeSection(2, full if wide_enough else min(full, narrow))

    def set_tables(self, tables: list[tuple[str, FactorTable, str]]) -> None:
        """(table id, table, column) for each factor table the role reads."""
        self._updating = True
        self.tree.clear()
        self._items.clear()
        self._spins.clear()
        self._counts.clear()
        self._unset.clear()
        self._typed.clear()
        self._auto.clear()
        self._tables = tables
        for table_id, table, column in tables:
            heading = table.title.get(self._language)
            if len(table.columns) > 1:
                # The book's table has a column for each (loss and morale, attacker and
                # defender): the heading names the one this role's values are read in. A
                # table of one column ("roll") needs no word of it.
                heading = self.tr("{title} – “{column}” column").format(
                    title=heading, column=label(column)
                )
            if table.number is not None:  # a table without a number goes by its title, not its id
                heading = self.tr("Table {n}").format(n=table.number) + f": {heading}"
            top = QTreeWidgetItem([heading])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            top.setToolTip(0, heading)
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            self.tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)  # the table's title across the value and rule
            if not table.rows:
                empty = QTreeWidgetItem(
                    [self.tr("(no rows known: type the outcome from the book)")]
                )
                empty.setFlags(Qt.ItemFlag.ItemIsEnabled)
                empty.setToolTip(0, self.tr(NO_ROWS_TOOLTIP))
                top.addChild(empty)
            groups: dict[str, QTreeWidgetItem] = {}
            for row in table.rows:
                parent = top
                if row.group:
                    parent = groups.get(row.group)
                    if parent is None:
                        parent = QTreeWidgetItem(
                            [self.tr("one of ({group})").format(group=row.group)]
                        )
                        parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
                        top.addChild(parent)
                        groups[row.group] = parent
                self._add_row(parent, table_id, row, column)
            top.setExpanded(True)
            for group in groups.values():
                group.setExpanded(True)
        self._updating = False
        # Tab into the list lands on its first factor, not on a table's heading.
        first = next(iter(self._items.values()), None)
        if first is not None:
            self.tree.setCurrentItem(first, 0, QItemSelectionModel.SelectionFlag.NoUpdate)
        self._fit_rule_column()

    def _add_row(self, parent: QTreeWidgetItem, table_id: str, row: FactorRow, column: str):
        value = cell_text(row, column)
        # The pack writes "1.1.4, Table 10"; the umpire reads tables as the interface names them.
        rule = table_reference(row.rule or "")
        item = QTreeWidgetItem([row.label.get(self._language), value, rule])
        item.setData(0, ROW_ROLE, (table_id, row.key))
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
        item.setFlags(flags)
        item.setCheckState(0, Qt.CheckState.Unchecked)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignCenter)
        item.setToolTip(0, self._label_tip(table_id, row))
        if row.rule:
            item.setToolTip(2, rule_reference(row.rule))
        if value == "?":
            font = item.font(1)
            font.setBold(True)
            item.setFont(1, font)
            item.setBackground(1, QBrush(colours.fill(Fill.UNSET)))
            item.setToolTip(1, self.tr(UNSET_TOOLTIP))
        elif value == "-":
            item.setForeground(0, QBrush(colours.tone(Tone.MUTED)))
            item.setToolTip(
                1, self.tr("does not apply in the {column} column").format(column=label(column))
            )
        parent.addChild(item)
        self._items[(table_id, row.key)] = item
        cell = row.cell(column)
        if cell.kind is CellKind.VARIABLE:
            spin = QSpinBox()
            spin.setObjectName(f"spin_{row.key}")
            limit = int(cell.value or 0)
            spin.setRange(-limit, limit)
            spin.setEnabled(False)
            spin.setToolTip(self.tr("The situation's value, between −{n} and +{n}").format(n=limit))
            spin.valueChanged.connect(lambda _v: self._emit())
            self.tree.setItemWidget(item, 1, spin)
            self._spins[(table_id, row.key)] = spin
            return
        if row.repeatable:
            count = QSpinBox()
            count.setObjectName(f"count_{row.key}")
            count.setRange(1, MAX_COUNT)
            count.setPrefix(f"{value} ×")
            count.setEnabled(False)
            count.setToolTip(
                self.tr(
                    "Counted this many times: once for each time its condition held "
                    "(e.g. each failed bound). Value per time: {value}"
                ).format(value=value)
            )
            count.valueChanged.connect(lambda _v: self._emit())
            # In a box of its own: an unset row's value field goes beside it when ticked.
            box = QWidget()
            line = QHBoxLayout(box)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(2)
            line.addWidget(count)
            self.tree.setItemWidget(item, 1, box)
            self._counts[(table_id, row.key)] = count
        if cell.kind is CellKind.UNSET:
            self._unset.add((table_id, row.key))

    def _typed_field(self, where: tuple[str, str]) -> TypedValueEdit | None:
        """The value field of an unset row, made the first time the row is ticked (most
        rows of a shipped pack are unset: a field on each would only crowd the list and
        slow the dialog's opening). None for a row whose value the pack gives."""
        if where in self._typed:
            return self._typed[where]
        if where not in self._unset:
            return None
        typed = TypedValueEdit()
        typed.setObjectName(f"typed_{where[1]}")
        typed.setToolTip(
            self.tr(
                "Unset in this pack: type the value read from the book (e.g. −1, +2). It "
                "counts as if the pack held it and is logged as typed by the umpire; left "
                "empty, the factor stays out of the total."
            )
        )
        typed.valueChanged.connect(lambda _v: self._emit())
        # As high as a line of the list: a taller field would open a gap above its row.
        typed.fit_to_line(self.tree.fontMetrics().height())
        self._typed[where] = typed
        count = self._counts.get(where)
        if count is not None:  # beside the count, whose prefix then says only "times"
            count.setPrefix("×")
            layout = count.parentWidget().layout()
            assert isinstance(layout, QHBoxLayout)
            layout.insertWidget(0, typed)
            typed.show()  # added to a box already shown: hidden until told
            layout.activate()  # its new size hint, for the column's width below
        else:
            self.tree.setItemWidget(self._items[where], 1, typed)
        self.tree.header().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        return typed

    def _label_tip(self, table_id: str, row: FactorRow) -> str:
        """The whole label, the other language's, the rule and the pack's note."""
        tip = row.label.get(self._language)
        other = row.label.get("da" if self._language == "en" else "en")
        if other and other != tip:
            tip += f"\n{other}"
        if row.rule:
            # "Rule 1.1.4, Table 10, Table 8": the table by its number (by its title when it
            # has none), never by the pack's id ("t08").
            tables = {key: table for key, table, _column in self._tables}
            number = getattr(tables.get(table_id), "number", None)
            tip += "\n" + rule_reference(
                row.rule,
                number if number is not None else table_reference(table_id, tables, self._language),
            )
        if row.note:
            tip += f"\n{row.note}"
        return tip

    def _row_of(self, where: tuple[str, str]) -> FactorRow | None:
        for table_id, table, _column in self._tables:
            if table_id == where[0]:
                return next((row for row in table.rows if row.key == where[1]), None)
        return None

    def set_auto_ticks(self, ticks: list[Tick]) -> None:
        """Tick the rows the roster decides (and untick earlier automatic ticks that no
        longer hold), with the reason on hover in the interface language (`reason_text`).
        Rows the umpire ticked by hand stay."""
        self._updating = True
        old = self._auto
        self._auto = {(t.table, t.key): t for t in ticks if (t.table, t.key) in self._items}
        for where in old:
            item = self._items.get(where)
            if item is not None and where not in self._auto:
                item.setCheckState(0, Qt.CheckState.Unchecked)
                item.setBackground(0, QBrush())
                count = self._counts.get(where)
                if count is not None:
                    count.setValue(1)
                row = self._row_of(where)
                if row is not None:
                    item.setToolTip(0, self._label_tip(where[0], row))
                    item.setToolTip(2, rule_reference(row.rule or "—"))
        for where, tick in self._auto.items():
            item = self._items[where]
            self._uncheck_group_of(item)
            item.setCheckState(0, Qt.CheckState.Checked)
            item.setBackground(0, QBrush(colours.fill(Fill.AUTO)))
            reason = self.tr("Ticked from the roster: {reason}").format(reason=reason_text(tick))
            item.setToolTip(0, f"{item.text(0)}\n{reason}")
            item.setToolTip(2, reason)
            spin = self._spins.get(where)
            if spin is not None:
                spin.setEnabled(True)
                if tick.value is not None:
                    spin.setValue(tick.value)
            count = self._counts.get(where)
            if count is not None:
                count.setEnabled(True)
                count.setValue(tick.count)
            typed = self._typed_field(where)
            if typed is not None:
                typed.setEnabled(True)
        self._updating = False
        if self._auto.keys() != old.keys():
            self._reveal_ticks = True
            self._reveal_auto_ticks()
        self.changed.emit()

    def has_auto_ticks(self, ticks: list[Tick]) -> bool:
        """Whether the roster ticks `ticks` as it did when last set (`set_auto_ticks`)."""
        return self._auto == {(t.table, t.key): t for t in ticks if (t.table, t.key) in self._items}

    # --- reading --------------------------------------------------------------------------

    def ticks(self) -> list[Tick]:
        """The ticked rows, in table order; automatic where the roster's tick stands."""
        out: list[Tick] = []
        for where, item in self._items.items():
            if item.checkState(0) != Qt.CheckState.Checked:
                continue
            spin = self._spins.get(where)
            value = spin.value() if spin is not None else None
            count_box = self._counts.get(where)
            count = count_box.value() if count_box is not None else 1
            typed_edit = self._typed.get(where)
            typed = typed_edit.value() if typed_edit is not None else None
            auto = self._auto.get(where)
            if (
                auto is not None
                and (auto.value is None or auto.value == value)
                and auto.count == count
            ):
                # The roster's tick as it came, reason and its template with it (the value
                # typed from the book for an unset row is the umpire's, beside it).
                out.append(dataclasses.replace(auto, value=value, auto=True, typed=typed))
            else:
                out.append(Tick(where[0], where[1], value, count=count, typed=typed))
        return out

    def has_row(self, table: str, key: str) -> bool:
        return (table, key) in self._items

    def is_ticked(self, table: str, key: str) -> bool:
        item = self._items.get((table, key))
        return item is not None and item.checkState(0) == Qt.CheckState.Checked

    def set_ticked(
        self,
        table: str,
        key: str,
        ticked: bool = True,
        value: int | None = None,
        count: int | None = None,
        typed: int | None = None,
    ):
        item = self._items[(table, key)]
        item.setCheckState(0, Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        if value is not None and (table, key) in self._spins:
            self._spins[(table, key)].setValue(value)
        if count is not None and (table, key) in self._counts:
            self._counts[(table, key)].setValue(count)
        field = self._typed_field((table, key)) if ticked or typed is not None else None
        if typed is not None and field is not None:
            field.setValue(typed)

    def set_ticks(self, ticks: list[Tick]) -> None:
        """Tick exactly these rows (with their values and counts), as `ticks()` read them
        before: a roll put aside and taken up again. The roster's ticks still mark their
        rows; one the umpire had unticked stays unticked."""
        wanted = {(tick.table, tick.key): tick for tick in ticks}
        for where, item in self._items.items():
            tick = wanted.get(where)
            if tick is None:
                if item.checkState(0) == Qt.CheckState.Checked:
                    item.setCheckState(0, Qt.CheckState.Unchecked)
                continue
            self.set_ticked(where[0], where[1], True, tick.value, tick.count, tick.typed)

    def count_box(self, table: str, key: str) -> QSpinBox | None:
        """The count box of a repeatable row (None for a row counted once)."""
        return self._counts.get((table, key))

    def typed_edit(self, table: str, key: str) -> TypedValueEdit | None:
        """The field for the value typed from the book of an unset row (None: the pack
        gives the row's value, or the row was never ticked)."""
        return self._typed.get((table, key))

    def item(self, table: str, key: str) -> QTreeWidgetItem:
        return self._items[(table, key)]

    # --- behaviour ------------------------------------------------------------------------

    def _uncheck_group_of(self, item: QTreeWidgetItem) -> None:
        parent = item.parent()
        if parent is None or parent.data(0, ROW_ROLE) is not None or parent.parent() is None:
            return  # not in a group node
        for index in range(parent.childCount()):
            other = parent.child(index)
            if other is not item and other.checkState(0) == Qt.CheckState.Checked:
                other.setCheckState(0, Qt.CheckState.Unchecked)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        where = item.data(0, ROW_ROLE)
        if column != 0 or where is None:
            return
        checked = item.checkState(0) == Qt.CheckState.Checked
        where = tuple(where)
        if checked:
            self._typed_field(where)
        for boxes in (self._spins, self._counts, self._typed):
            box = boxes.get(where)
            if box is not None:
                box.setEnabled(checked)
        if self._updating:
            self._embolden(item, checked)
            return
        self._updating = True
        if checked:
            self._uncheck_group_of(item)
        self._embolden(item, checked)
        self._updating = False
        self._emit()
        typed = self._typed.get(where)
        if checked and typed is not None and self.tree.hasFocus():
            # Ticked by the umpire in the list (Space, or a click): straight on to the
            # value read from the book.
            typed.setFocus(Qt.FocusReason.TabFocusReason)
            typed.selectAll()

    @staticmethod
    def _embolden(item: QTreeWidgetItem, checked: bool) -> None:
        font = QFont(item.font(0))
        if font.bold() != checked:
            font.setBold(checked)
            item.setFont(0, font)

    def _emit(self) -> None:
        if not self._updating:
            self.changed.emit()
