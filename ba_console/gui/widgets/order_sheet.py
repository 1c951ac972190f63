"""The order-sheet tab: this bound's orders for every unit, grouped by commander.

Holds the `OrderSheetModel` and the keyboard-first `OrderSheetView`, refreshes them on
the controller's signals, and offers "Same as last bound" (Ctrl+D) and the printable
blank order sheet per commander.

The order as written is what the umpire reads back, so it gets the room: the rarely used
columns (split, field work, transfer, canister, rest) stay hidden until an order of the
sheet uses them, and the header's context menu (or View › Order sheet columns, from the
keyboard) shows or hides any column for good (kept in the window's settings).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QHeaderView, QMenu, QWidget

from ba_console.gui.forms.ui_order_sheet import Ui_OrderSheet
from ba_console.gui.labels import label
from ba_console.gui.models.order_sheet_model import (
    RATES,
    UNIT_KEY_ROLE,
    OrderColumn,
    OrderSheetModel,
)
from ba_console.gui.widgets.read_only_cells import ReadOnlyCells

if TYPE_CHECKING:
    from ba_console.gui.controller import GameController
    from ba_console.play.orders import OrderRow

# Widths (in characters) that fit the columns' usual contents on a 1366-pixel screen. The
# order as written takes what is left (some 45 characters there, with the optional
# columns hidden); the unit column fits "Fusilier Bn./15th Infantry Regiment" indented.
COLUMN_CHARS = {
    OrderColumn.UNIT: 38,
    OrderColumn.TEXT: 44,
    OrderColumn.MARCH_TO: 10,  # "Plancenoit", "the church"
    OrderColumn.DISTANCE: 3,
    OrderColumn.RATE: 8,  # at least: the rates' labels decide (_size_columns)
    OrderColumn.FORMATION: 15,  # "angrebskolonne"
    OrderColumn.SPLIT: 6,
    OrderColumn.ATTACK: 18,  # a unit told apart by its first words ("1/2e Grenadiers à…")
    OrderColumn.AT_THE_CHARGE: 3,
    OrderColumn.AGAINST_POSITION: 3,
    OrderColumn.FIELD_WORK: 4,
    OrderColumn.TRANSFER: 8,
    OrderColumn.CANISTER: 3,
    OrderColumn.REST: 3,
    OrderColumn.FAR: 3,
    OrderColumn.NEAR_ENEMY: 3,
    OrderColumn.STATUS: 15,  # a warning icon and "ordering roll"
}
# Hidden until an order of the sheet uses them or the umpire shows them.
OPTIONAL_COLUMNS = (
    OrderColumn.SPLIT,
    OrderColumn.FIELD_WORK,
    OrderColumn.TRANSFER,
    OrderColumn.CANISTER,
    OrderColumn.REST,
)
# Belle Alliance's order sheet: how the attack is made (4.1.2) and the facts that decide
# the ordering roll (1.1.3). Shown only where the game's pack has that roll: a pack without
# it (General de Brigade: orders written per brigade, charges declared in the charge
# phase) has no use for them, and they are not offered in the columns menu either.
ORDERING_ROLL = "ordering"
ORDERING_ROLL_COLUMNS = (
    OrderColumn.AT_THE_CHARGE,
    OrderColumn.AGAINST_POSITION,
    OrderColumn.FAR,
    OrderColumn.NEAR_ENEMY,
)
# Always shown: without them a line is not an order.
FIXED_COLUMNS = (OrderColumn.UNIT, OrderColumn.TEXT)
SHOWN_COLUMNS_KEY = "orderSheet/shownColumns"
HIDDEN_COLUMNS_KEY = "orderSheet/hiddenColumns"
# The widths the umpire dragged columns to ("ATTACK=180", pixels): kept from one start to the
# next, as the shown columns are, so a column widened for a long name stays wide.
WIDTHS_KEY = "orderSheet/columnWidths"
# The unit the cursor was on when each of the last games was closed ("<game> <unit key>",
# the game known by its seed commitment, which a copy or a move keeps): reopened, the sheet
# is where the umpire left it.
PLACES_KEY = "orderSheet/lastUnits"
PLACES_KEPT = 20


class OrderSheetWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_OrderSheet()
        self.ui.setupUi(self)
        self._controller: GameController | None = None
        self._settings: QSettings | None = None
        # The umpire's choices from the header's menu: column → shown.
        self._column_choices: dict[OrderColumn, bool] = {}
        # The umpire's widths, by column; `_sizing` while the sheet sizes them itself.
        self._kept_widths: dict[OrderColumn, int] = {}
        self._sizing = False
        self.model = OrderSheetModel(None, self)
        self.ui.orderTree.setModel(self.model)
        self.ui.sideCombo.currentIndexChanged.connect(self._side_chosen)
        # The main window gives these buttons its actions (with shortcuts); alone, they
        # still say what they do.
        self.ui.sameAsLastButton.setText(self.tr("Same as last bound"))
        self.ui.sameAsLastButton.setIcon(QIcon(":/icons/repeat.svg"))
        self.ui.printButton.setText(self.tr("Print sheets"))
        self.ui.printButton.setIcon(QIcon(":/icons/print.svg"))
        self.ui.sameAsLastButton.clicked.connect(self.same_as_last_bound)
        self.ui.printButton.clicked.connect(self.print_blank_sheets)
        # Long summaries are clipped rather than widening the window on a small screen.
        self.ui.summaryLabel.setMinimumWidth(40)
        header = self.ui.orderTree.header()
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._header_menu)
        header.sectionResized.connect(self._column_resized)
        self._size_columns()

    def use_actions(self, same_as_last: QAction, print_sheets: QAction) -> None:
        """Let the window's actions (with their shortcuts) drive the two buttons."""
        for button, action in (
            (self.ui.sameAsLastButton, same_as_last),
            (self.ui.printButton, print_sheets),
        ):
            button.clicked.disconnect()
            button.setDefaultAction(action)

    @property
    def view(self):  # noqa: ANN201 - the OrderSheetView
        return self.ui.orderTree

    def bind(self, controller: GameController) -> None:
        self._controller = controller
        self.model = OrderSheetModel(controller, self)
        # In a game open read-only, an order typed (a letter, F2, a double click) says
        # why, once: the view would take the letter as a search, silently.
        ReadOnlyCells(
            self.ui.orderTree,
            lambda index: self.model.edit_refusal(index),
            controller.action_refused.emit,
        )
        self.ui.orderTree.setModel(self.model)
        self._size_columns()
        controller.game_opened.connect(self._game_opened)
        controller.game_closing.connect(self._remember_place)
        controller.game_closed.connect(self._game_opened)
        controller.phase_advanced.connect(self._phase_advanced)
        controller.order_saved.connect(self._order_saved)
        controller.roster_changed.connect(self.reload)
        controller.roll_logged.connect(self.reload)
        if controller.game is not None:
            self._game_opened()

    def _size_columns(self) -> None:
        header = self.ui.orderTree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(OrderColumn.TEXT, QHeaderView.ResizeMode.Stretch)
        metrics = self.fontMetrics()
        width = metrics.averageCharWidth()
        self._sizing = True
        try:
            for column, chars in COLUMN_CHARS.items():
                self.ui.orderTree.setColumnWidth(column, chars * width + 12)
            # A rate is read whole in the interface language ("almindelig" in Danish), with
            # the cell's margins and no more: at 1366 px the order as written keeps its 40
            # characters beside a Danish rate.
            rates = max(metrics.horizontalAdvance(label(rate)) for rate in RATES) + 8
            if rates > self.ui.orderTree.columnWidth(OrderColumn.RATE):
                self.ui.orderTree.setColumnWidth(OrderColumn.RATE, rates)
            header.setMinimumSectionSize(3 * width + 10)
            for column, kept in self._kept_widths.items():  # the umpire's, over the usual
                self.ui.orderTree.setColumnWidth(column, kept)
            self._show_columns()
        finally:
            self._sizing = False

    def _column_resized(self, column: int, old: int, new: int) -> None:
        """The umpire dragged a column's edge: its width is kept (not the stretching order
        text's, nor a column hidden or shown again)."""
        if self._sizing or old <= 0 or new <= 0 or column == OrderColumn.TEXT:
            return
        self._kept_widths[OrderColumn(column)] = new
        self._save_widths()

    def _save_widths(self) -> None:
        if self._settings is None:
            return
        kept = [f"{column.name}={width}" for column, width in self._kept_widths.items()]
        self._settings.setValue(WIDTHS_KEY, kept)
        self._settings.sync()

    # --- which columns show ------------------------------------------------------------

    def use_settings(self, settings: QSettings) -> None:
        """Keep the umpire's shown and hidden columns in `settings` (the window's)."""
        self._settings = settings
        self._column_choices = {}
        for key, shown in ((SHOWN_COLUMNS_KEY, True), (HIDDEN_COLUMNS_KEY, False)):
            for name in _names(settings.value(key, [])):
                column = OrderColumn.__members__.get(name)
                if column is not None and column not in FIXED_COLUMNS:
                    self._column_choices[column] = shown
        self._kept_widths = {}
        for entry in _names(settings.value(WIDTHS_KEY, [])):
            name, _, width = entry.partition("=")
            column = OrderColumn.__members__.get(name)
            if column is not None and column != OrderColumn.TEXT and width.isdigit():
                self._kept_widths[column] = int(width)
        self._size_columns()

    def set_column_shown(self, column: OrderColumn, shown: bool) -> None:
        """The umpire shows or hides a column (the header's menu); remembered."""
        if column in FIXED_COLUMNS:
            return
        self._column_choices[column] = shown
        self._save_column_choices()
        self._show_columns()

    def reset_columns(self) -> None:
        """Back to the usual columns: the optional ones show only when used, each as wide
        as it first was."""
        self._column_choices = {}
        self._kept_widths = {}
        self._save_column_choices()
        self._save_widths()
        self._size_columns()

    def _save_column_choices(self) -> None:
        if self._settings is None:
            return
        choices = self._column_choices.items()
        self._settings.setValue(SHOWN_COLUMNS_KEY, [c.name for c, shown in choices if shown])
        self._settings.setValue(HIDDEN_COLUMNS_KEY, [c.name for c, shown in choices if not shown])
        self._settings.sync()

    def _unused_by_pack(self) -> tuple[OrderColumn, ...]:
        """The columns the game's pack has no use for (see ORDERING_ROLL_COLUMNS)."""
        outline = self._controller.outline if self._controller is not None else None
        if outline is None or ORDERING_ROLL in outline.rolls:
            return ()
        return ORDERING_ROLL_COLUMNS

    def _show_columns(self, reveal_only: bool = False) -> None:
        """Hide the optional columns no order uses, unless the umpire chose otherwise.
        `reveal_only` after an order was saved: a column the cursor may be in does not
        vanish under it; it hides again when the sheet is next read."""
        view = self.ui.orderTree
        used = columns_in_use(self.model.rows())
        unused = self._unused_by_pack()
        for column in OrderColumn:
            if column in FIXED_COLUMNS:
                shown = True
            elif column in unused:
                shown = False
            elif column in self._column_choices:
                shown = self._column_choices[column]
            else:
                shown = column not in OPTIONAL_COLUMNS or column in used
            if shown or not reveal_only:
                view.setColumnHidden(column, not shown)

    def column_menu(self) -> QMenu:
        """The header's context menu: a tick per column, and back to the usual columns."""
        menu = QMenu(self)
        self.fill_column_menu(menu)
        return menu

    def fill_column_menu(self, menu: QMenu) -> None:
        """Fill `menu` (emptied first) with a tick per column and "Usual columns": the
        header's context menu, and View › Order sheet columns for the keyboard."""
        menu.clear()
        view = self.ui.orderTree
        unused = self._unused_by_pack()
        for column in OrderColumn:
            if column in FIXED_COLUMNS or column in unused:
                continue
            title = self.model.headerData(column, Qt.Orientation.Horizontal)
            # The header's short title and what it means: "Can — Load canister (…)".
            meaning = self.model.column_meaning(column)
            first_line = meaning.splitlines()[0] if meaning else ""
            action = menu.addAction(f"{title} — {first_line}" if first_line else str(title))
            action.setObjectName(f"column_{column.name}")
            action.setCheckable(True)
            action.setChecked(not view.isColumnHidden(column))
            action.toggled.connect(partial(self.set_column_shown, column))
        menu.addSeparator()
        usual = menu.addAction(self.tr("Usual columns"))
        usual.setObjectName("column_reset")
        usual.triggered.connect(self.reset_columns)

    def _header_menu(self, position: QPoint) -> None:
        menu = self.column_menu()
        menu.exec(self.ui.orderTree.header().mapToGlobal(position))
        menu.deleteLater()

    # --- refreshing ------------------------------------------------------------------------

    def _game_opened(self) -> None:
        combo = self.ui.sideCombo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All sides"), None)
        if self._controller is not None and self._controller.game is not None:
            for key, name in self._controller.side_names().items():
                combo.addItem(name, key)
        combo.blockSignals(False)
        self.reload()
        self._return_to_place()

    def _game_key(self) -> str | None:
        info = self._controller.info if self._controller is not None else None
        return info.seed_commitment if info is not None else None

    def _places(self) -> list[str]:
        value = self._settings.value(PLACES_KEY, []) if self._settings is not None else []
        return [value] if isinstance(value, str) and value else [str(v) for v in value or []]

    def _remember_place(self) -> None:
        """The game is closing: keep the unit the cursor is on, for its next opening."""
        game = self._game_key()
        unit = self.view.currentIndex().data(UNIT_KEY_ROLE)
        if self._settings is None or not game or not unit:
            return
        others = [p for p in self._places() if p.split(" ", 1)[0] != game]
        self._settings.setValue(PLACES_KEY, [f"{game} {unit}", *others][:PLACES_KEPT])
        self._settings.sync()

    def _return_to_place(self) -> None:
        """The game opened: the cursor goes back to the unit it was on when it closed (a
        unit still on the sheet; otherwise the first, as on a first opening)."""
        game = self._game_key()
        for place in self._places() if game else []:
            key, _, unit = place.partition(" ")
            if key == game:
                index = self.model.unit_index(unit, OrderColumn.TEXT)
                if index.isValid():
                    self.view.setCurrentIndex(index)
                    if self.view.isVisible():
                        self.view.scrollTo(index)
                    else:
                        # At a start the sheet has no height yet: scrolled now, any unit
                        # would go to the top, its brigade's line above the fold. Once the
                        # window is shown, only a unit off the screen scrolls into view.
                        QTimer.singleShot(0, self.view, self._show_current)
                return

    def _show_current(self) -> None:
        self.view.scrollTo(self.view.currentIndex())

    def _phase_advanced(self, position: object) -> None:
        if getattr(position, "bound", None) != self.model.bound:
            self.reload()
        else:
            self._update_summary()

    def _order_saved(self, bound: int, unit: str) -> None:
        if bound == self.model.bound:
            self.model.refresh_unit(unit)
            self._show_columns(reveal_only=True)
        self._update_summary()

    def reload(self, *_: object) -> None:
        """Re-read the sheet, keeping the cell the umpire was on."""
        view = self.ui.orderTree
        current = view.currentIndex()
        key = current.data(Qt.ItemDataRole.UserRole + 6) if current.isValid() else None
        column = current.column() if current.isValid() else OrderColumn.TEXT
        if self.model.reload():
            self._span_group_rows()
        self._show_columns()
        if view.isColumnHidden(column):  # never leave the cursor where keys edit unseen
            column = OrderColumn.TEXT
        if key:
            index = self.model.unit_index(key, column)
            if index.isValid():
                view.setCurrentIndex(index)
        elif self.model.unit_keys():
            first = view._step(QModelIndex(), forward=True)
            if first.isValid():
                view.setCurrentIndex(first)
        self._update_summary()

    def _span_group_rows(self) -> None:
        """Commander lines read across the whole sheet, like a heading."""
        view = self.ui.orderTree
        # Laid out once, expanded: a line spanned first would have the view lay out the
        # sheet as it stood, collapsed, before expandAll lays it out again.
        view.expandAll()
        for row in range(self.model.rowCount()):
            view.setFirstColumnSpanned(row, QModelIndex(), True)

    def _side_chosen(self) -> None:
        self.model.set_side(self.ui.sideCombo.currentData())
        self._span_group_rows()
        self._show_columns()
        self._update_summary()

    def _update_summary(self) -> None:
        rows = self.model.rows()
        self.ui.boundLabel.setText(
            self.tr("<b>Orders for bound %1</b>").replace("%1", str(self.model.bound or "–"))
        )
        if not rows:
            self.ui.summaryLabel.setText(self.tr("No units."))
            return
        written = sum(1 for r in rows if r.has_order)
        pending = sum(1 for r in rows if r.status == "needs_roll" and r.can_take_orders)
        fd = sum(1 for r in rows if not r.can_take_orders)
        pieces = [
            self.tr("%1 of %2 units have orders")
            .replace("%1", str(written))
            .replace("%2", str(len(rows)))
        ]
        if pending:
            pieces.append(self.tr("%n ordering roll(s) needed", "", pending))
        if fd:
            pieces.append(self.tr("%n in FD (no orders)", "", fd))
        self.ui.summaryLabel.setText(" · ".join(pieces))

    # --- actions ---------------------------------------------------------------------------

    def selected_unit_keys(self) -> list[str]:
        view = self.ui.orderTree
        keys: list[str] = []
        indexes = view.selectionModel().selectedIndexes() if view.selectionModel() else []
        for index in [*indexes, view.currentIndex()]:
            key = index.data(UNIT_KEY_ROLE) if index.isValid() else None
            if key and key not in keys:
                keys.append(key)
        return keys

    def same_as_last_bound(self) -> int:
        """Copy last bound's order for the selected units; returns how many were copied.
        The controller says once what it did (one unit: by name; several: in sum)."""
        if self._controller is None:
            return 0
        return self._controller.copy_previous_orders(self.selected_unit_keys())

    def print_blank_sheets(self, path: str | Path | None = None) -> Path | None:
        """A blank order sheet per commander, as a PDF (the umpire hands them out)."""
        from ba_console.gui.files import output_refusal
        from ba_console.gui.printing import print_blank_order_sheets

        if self._controller is None or self._controller.game is None:
            return None
        if not path:
            from PySide6.QtWidgets import QFileDialog

            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Print blank order sheets"),
                # Beside the game, named after it, like the log's export.
                str(
                    self._controller.game.path.with_name(
                        f"{self._controller.game.path.stem}-order-sheets-bound-{self.model.bound}.pdf"
                    )
                ),
                self.tr("PDF files (*.pdf)"),
            )
            if not chosen:
                return None
            path = chosen
        refusal = output_refusal(path, self._controller.game.path)
        if refusal is not None:
            self._controller.action_refused.emit(refusal)
            return None
        info = self._controller.info
        title = info.title if info else ""
        # The seal of the bound before, which the players check their own copy against.
        sealed = self._controller.latest_seal(self.model.bound - 1)
        seal = sealed.outcome.key if sealed is not None and sealed.outcome is not None else ""
        written = print_blank_order_sheets(
            self._controller.order_sheet(),
            Path(path),
            title=title,
            bound=self.model.bound,
            seal=seal,
        )
        self._controller.status_message.emit(
            self.tr("Blank order sheets written to %1").replace("%1", str(written))
        )
        return written


def columns_in_use(rows: Iterable[OrderRow]) -> set[OrderColumn]:
    """The optional columns some order of `rows` fills in."""
    used: set[OrderColumn] = set()
    for row in rows:
        parts = row.parts
        if parts.split or parts.assemble:
            used.add(OrderColumn.SPLIT)
        if parts.field_work:
            used.add(OrderColumn.FIELD_WORK)
        if parts.transfer_to:
            used.add(OrderColumn.TRANSFER)
        if parts.load_canister:
            used.add(OrderColumn.CANISTER)
        if parts.rest:
            used.add(OrderColumn.REST)
    return used


def _names(value: object) -> list[str]:
    """A list of names as QSettings gives it back (an INI file gives one name as a str)."""
    if isinstance(value, str):
        return [value] if value else []
    return [str(name) for name in value or []] if isinstance(value, list | tuple) else []
