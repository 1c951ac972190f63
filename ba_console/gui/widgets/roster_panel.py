"""The roster dock: the order of battle as a tree, with filters and inline editing.

Shows `RosterModel` through `RosterFilterProxy` (side, brigade, state, text). Edits go
through the model to the controller, after the umpire has said why (the correction is
logged with its reason, as visible in a dispute as a roll); a refused value, or one whose
reason was not given, leaves the cell as it was and the message appears in the status bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPoint, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHeaderView, QMenu, QWidget

from ba_console.gui.forms.ui_roster_panel import Ui_RosterPanel
from ba_console.gui.labels import label, value_label
from ba_console.gui.models.roster_model import (
    KEY_ROLE,
    KIND_ROLE,
    RosterColumn,
    RosterFilterProxy,
    RosterModel,
    RosterSnapshot,
    StateFilter,
)
from ba_console.gui.widgets.delegates import CellDelegate
from ba_console.gui.widgets.read_only_cells import ReadOnlyCells

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from ba_console.gui.controller import GameController

# The header's margin as the style last gave it, kept in the window's settings: asking
# the style builds Qt's QStyle type and its enums, some 5 ms before the first frame.
HEADER_MARGIN_KEY = "roster/headerMargin"

# In characters (a header longer than its values sets its own, `_size_columns`): at 1366 px
# the flags, the last column, have what the others leave.
COLUMN_CHARS = {
    RosterColumn.NAME: 45,  # "Commander, 15th Infantry Regiment" in bold, under his chief
    RosterColumn.ARM: 20,  # "division commander"
    RosterColumn.FIGURES: 6,
    RosterColumn.FIGURES_START: 5,
    RosterColumn.GUNNERS: 7,
    RosterColumn.VALOUR: 6,
    RosterColumn.DISORDER: 8,
    RosterColumn.FORMATION: 15,
    RosterColumn.SUPPLIES: 12,
}


class RosterPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RosterPanel()
        self.ui.setupUi(self)
        self._controller: GameController | None = None
        # Read again when next shown: the roster's dock is hidden, and reading a big roster
        # for nobody to see would delay the window's first frame.
        self._stale = False
        self._asking = False  # the reason of a correction is being asked
        self.model = RosterModel(None, self)
        self.proxy = RosterFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        tree = self.ui.rosterTree
        tree.setModel(self.proxy)
        tree.setItemDelegate(CellDelegate(tree))
        tree.setIndentation(14)
        tree.header().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        tree.setSortingEnabled(True)
        tree.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # roster order until a header click
        # What no cell edits (a commander fallen or replaced, his rating, an orderly lost, a
        # unit put under another commander): the row's menu, also by the Menu key.
        tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        tree.customContextMenuRequested.connect(self._show_row_menu)
        self._fill_state_combo()
        self.ui.sideFilterCombo.currentIndexChanged.connect(self._side_chosen)
        self.ui.brigadeFilterCombo.currentIndexChanged.connect(
            lambda: self._apply(self.proxy.set_brigade, self.ui.brigadeFilterCombo.currentData())
        )
        self.ui.stateFilterCombo.currentIndexChanged.connect(
            lambda: self._apply(self.proxy.set_state, self.ui.stateFilterCombo.currentData())
        )
        self.ui.textFilterEdit.textChanged.connect(lambda t: self._apply(self.proxy.set_text, t))
        add_menu = QMenu(self)
        for kind, text in (
            # Each with its letter: Alt+A, U opens the unit's form.
            ("side", self.tr("&Side…")),
            ("commander", self.tr("&Commander…")),
            ("unit", self.tr("&Unit…")),
        ):
            action = add_menu.addAction(text)
            action.setObjectName(f"add_{kind}")
            action.triggered.connect(lambda _=False, k=kind: self.add_entry(k))
        # A push button with a menu draws its arrow inside its frame and is sized for it
        # (a tool button drew it over its right edge, at the dock's edge).
        self.ui.addButton.setMenu(add_menu)
        self.ui.addButton.setEnabled(False)
        self._add_tip = self.ui.addButton.toolTip()
        self.ui.textFilterEdit.setMinimumWidth(80)
        self.ui.countLabel.setMinimumWidth(40)
        self._settings: QSettings | None = None
        self._margin: int | None = None  # the header margin the columns are sized by

    def bind(self, controller: GameController) -> None:
        self._controller = controller
        self.model = RosterModel(self.correct_unit, self, controller.read_only_reason)
        self.proxy.setSourceModel(self.model)
        # In a game open read-only, a figure typed (F2, a double click) says why, once.
        ReadOnlyCells(
            self.ui.rosterTree,
            lambda index: self.model.edit_refusal(self.proxy.mapToSource(index)),
            controller.action_refused.emit,
        )
        controller.game_opened.connect(self.reload)
        controller.game_closed.connect(self.reload)
        controller.roster_changed.connect(self._roster_changed)
        controller.phase_advanced.connect(self._roster_changed)
        if controller.game is not None:
            self.reload()

    def correct_unit(self, key: str, field_name: str, value: object) -> bool:
        """A value typed in the roster: the umpire says why, and the correction is logged
        with its reason. Cancelled, or with no reason, nothing changes."""
        controller = self._controller
        unit = self.model.unit(key)
        if controller is None or unit is None or self._asking:
            # Asked already: the cell's editor commits again as the question takes focus.
            return False
        refusal = controller.unit_value_refusal(key, field_name, value)
        if refusal:
            controller.action_refused.emit(refusal)
            return False
        self._asking = True
        try:
            reason = self.ask_correction_reason(
                unit.name, field_name, getattr(unit, field_name), value
            )
        finally:
            self._asking = False
        reason = self._reason_given(reason)
        if reason is None:
            return False
        return controller.update_unit(key, field_name, value, reason=reason)

    def take_off(self, key: str) -> bool:
        """A unit added by mistake taken off the roster: asked why, journalled, undoable."""
        controller = self._controller
        unit = self.model.unit(key)
        if controller is None or unit is None:
            return False
        reason = self._reason_given(self.ask_take_off_reason(unit.name))
        if reason is None:
            return False
        return controller.take_off(key, reason)

    def ask_take_off_reason(self, name: str) -> str | None:
        """Why the unit is taken off the roster (None: cancelled). Tests replace it."""
        from PySide6.QtWidgets import QInputDialog  # a dialog, not on the way to the window

        text, ok = QInputDialog.getText(
            self,
            self.tr("Take %1 off the roster").replace("%1", name),
            self.tr(
                "%1 and its orders leave the roster (a unit added by mistake).\n\nWhy? "
                "The reason is kept in the game's journal, which verify checks."
            ).replace("%1", name),
        )
        return text if ok else None

    def correct_staff(self, key: str, field_name: str, value: object) -> bool:
        """A commander's or orderly's state set from the row's menu: asked why, logged."""
        controller = self._controller
        snapshot = self.model.snapshot
        staff = {c.key: ("commander", c) for c in snapshot.commanders}
        staff.update({o.key: ("orderly", o) for o in snapshot.orderlies})
        if controller is None or key not in staff:
            return False
        kind, record = staff[key]
        reason = self.ask_correction_reason(
            record.name, f"{kind}_{field_name}", getattr(record, field_name), value
        )
        reason = self._reason_given(reason)
        if reason is None:
            return False
        return controller.update_staff(key, field_name, value, reason=reason)

    def _reason_given(self, reason: str | None) -> str | None:
        """The reason the umpire gave for a correction, or None: cancelled, or none given
        (said so: a correction is not logged without its reason)."""
        if reason is None:
            return None
        if not reason.strip():
            if self._controller is not None:
                self._controller.action_refused.emit(
                    self.tr("A roster correction needs its reason: nothing was changed.")
                )
            return None
        return reason.strip()

    def row_menu(self, index: QModelIndex) -> QMenu | None:
        """The corrections of a row that no cell takes: a unit's immediate commander; a
        commander fallen (or back, once replaced, Table 19), his rating, his orderlies."""
        kind, key = index.data(KIND_ROLE), index.data(KEY_ROLE)
        snapshot = self.model.snapshot
        menu = QMenu(self)
        if kind == "unit":
            unit = self.model.unit(key)
            if unit is None:
                return None
            move = menu.addMenu(self.tr("&Move to commander"))
            move.setObjectName("moveMenu")
            choices = [(c.key, c.name) for c in snapshot.commanders if c.side == unit.side]
            for commander, name in [*choices, (None, self.tr("(no immediate commander)"))]:
                action = move.addAction(name)
                action.setCheckable(True)
                action.setChecked(commander == unit.commander)
                action.setData(commander)
                action.triggered.connect(
                    lambda _=False, c=commander: self.correct_unit(key, "commander", c)
                )
            menu.addSeparator()
            if self._controller is not None and self._controller.logged_rolls(key):
                # Its rolls are the log's evidence: it stays on record, marked removed.
                removed = menu.addAction(self.tr("Mark &removed (0 figures)…"))
                removed.setObjectName("markRemovedAction")
                removed.setEnabled(unit.figures > 0)
                removed.triggered.connect(lambda _=False: self.correct_unit(key, "figures", 0))
            else:
                take_off = menu.addAction(self.tr("&Take off the roster…"))
                take_off.setObjectName("takeOffAction")
                take_off.triggered.connect(lambda _=False: self.take_off(key))
            return self._greyed_if_read_only(menu)
        commander = next((c for c in snapshot.commanders if c.key == key), None)
        if kind != "commander" or commander is None:
            return None
        fallen = menu.addAction(self.tr("&Fallen"))
        fallen.setObjectName("fallenAction")
        fallen.setCheckable(True)
        fallen.setChecked(commander.fallen)
        fallen.triggered.connect(
            lambda _=False: self.correct_staff(key, "fallen", not commander.fallen)
        )
        rating = menu.addMenu(self.tr("&Rating"))
        rating.setObjectName("ratingMenu")
        ratings = snapshot.ratings
        for value in ratings.choices(commander.rating):
            action = rating.addAction(label(value))
            action.setCheckable(True)
            action.setChecked(value == ratings.read(commander.rating))
            action.setData(value)
            action.triggered.connect(lambda _=False, v=value: self.correct_staff(key, "rating", v))
        menu.addSeparator()
        for orderly in (o for o in snapshot.orderlies if o.commander == key):
            # One who replaced his commander (Table 19) is not said fallen; unticked, he
            # stands again as an orderly (a correction, like the others).
            text = (
                self.tr("%1 replaced him (Table 19)")
                if orderly.key in snapshot.replacing
                else self.tr("%1 fallen")
            )
            action = menu.addAction(text.replace("%1", orderly.name))
            action.setCheckable(True)
            action.setChecked(orderly.fallen)
            action.setData(orderly.key)
            action.triggered.connect(
                lambda _=False, o=orderly: self.correct_staff(o.key, "fallen", not o.fallen)
            )
        return self._greyed_if_read_only(menu)

    def _greyed_if_read_only(self, menu: QMenu) -> QMenu:
        """In a game open read-only every entry of a row's menu (each would change the
        roster) greyed, its tooltip saying why; said once in the status bar as it opens."""
        why = self._controller.read_only_reason() if self._controller is not None else ""
        if why:
            menu.setToolTipsVisible(True)
            for action in menu.actions():
                action.setEnabled(False)
                action.setToolTip(why)
                action.setStatusTip(why)
            self._controller.action_refused.emit(why)  # type: ignore[union-attr]
        return menu

    def _show_row_menu(self, point: QPoint) -> None:
        tree = self.ui.rosterTree
        index = tree.indexAt(point)
        if not index.isValid():  # the Menu key: the row the cursor is on
            index = tree.currentIndex()
        menu = self.row_menu(index.siblingAtColumn(0)) if index.isValid() else None
        if menu is not None:
            menu.exec(tree.viewport().mapToGlobal(tree.visualRect(index).center()))
            menu.deleteLater()

    def ask_correction_reason(
        self, name: str, field_name: str, before: object, after: object
    ) -> str | None:
        """Why the umpire corrects the roster (None: cancelled). Tests replace it."""
        from PySide6.QtWidgets import QInputDialog  # a dialog, not on the way to the window

        # A unit's new commander is said by his name.
        commanders = self._controller.commanders() if self._controller is not None else []
        names = {commander.key: commander.name for commander in commanders}
        text, ok = QInputDialog.getText(
            self,
            self.tr("Correct %1").replace("%1", name),
            self.tr(
                "%1: %2 from %3 to %4.\n\nWhy? The correction is logged with its reason, "
                "as visible in a dispute as a roll."
            )
            .replace("%1", name)
            .replace("%2", label(field_name))
            .replace("%3", value_label(before, names))
            .replace("%4", value_label(after, names)),
        )
        return text if ok else None

    def use_settings(self, settings: QSettings) -> None:
        """Size the columns by the header margin kept in `settings` (the window's), if
        any; `check_header_margin` sees, after the first frame, that it is still the
        style's. A margin never kept is asked of the style now, and kept."""
        self._settings = settings
        try:
            kept = int(settings.value(HEADER_MARGIN_KEY))
        except (TypeError, ValueError):
            kept = None
        if kept is None or not 0 <= kept <= 100:
            self.check_header_margin()
        else:
            self._size_columns(kept)

    def check_header_margin(self) -> None:
        """The style's header margin: the columns sized again, and it kept, if it is not
        the one they were sized by (another style since the last start)."""
        from PySide6.QtWidgets import QStyle  # its type and enums, not before the frame

        header = self.ui.rosterTree.header()
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        if margin != self._margin:
            self._size_columns(margin)
            if self._settings is not None:
                self._settings.setValue(HEADER_MARGIN_KEY, margin)

    def _size_columns(self, margin: int) -> None:
        self._margin = margin
        header = self.ui.rosterTree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        width = self.fontMetrics().averageCharWidth()
        # A header longer than its column's values ("Artillerister" over "8/8") is read
        # whole, with the header's margins either side and a little gap.
        margins = 2 * margin + 6
        for column, chars in COLUMN_CHARS.items():
            title = str(self.proxy.headerData(column, Qt.Orientation.Horizontal) or "")
            for_title = header.fontMetrics().horizontalAdvance(title) + margins
            self.ui.rosterTree.setColumnWidth(column, max(chars * width + 12, for_title))

    def _fill_state_combo(self, snapshot: RosterSnapshot | None = None) -> None:
        """The states a unit can be in under the game's rules: no FD where the pack's
        ladder has none, no supplies where the rules keep none (General de Brigade). The
        state chosen stays chosen while the game offers it."""
        combo = self.ui.stateFilterCombo
        chosen = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All"), StateFilter.ALL)
        combo.addItem(self.tr("In disorder"), StateFilter.DISORDER)
        if snapshot is None or "FD" in snapshot.disorder_choices():
            combo.addItem(self.tr("In FD"), StateFilter.FULL_DISORDER)
        if snapshot is None or snapshot.keeps("supplies_left"):
            combo.addItem(self.tr("Without supplies"), StateFilter.NO_SUPPLIES)
        combo.addItem(self.tr("Removed (0 figures)"), StateFilter.REMOVED)
        combo.addItem(self.tr("Fallen commanders"), StateFilter.FALLEN_COMMANDER)
        # Wide enough for its longest choice in the interface language ("Removed (0
        # figures)"), not cut after its first ten letters.
        combo.setMinimumContentsLength(max(len(combo.itemText(i)) for i in range(combo.count())))
        found = combo.findData(chosen) if chosen is not None else -1
        combo.setCurrentIndex(max(found, 0))
        combo.blockSignals(False)
        if found < 0 and self.proxy.state() != StateFilter.ALL:
            self._apply(self.proxy.set_state, StateFilter.ALL)

    # --- refreshing ------------------------------------------------------------------------

    def add_entry(self, kind: str, values: dict | None = None) -> str | None:
        """Add a side, commander or unit: the form collects, the controller adds."""
        from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog

        if self._controller is None or self._controller.game is None:
            return None
        if values is None:
            snapshot = self.model.snapshot
            dialog = RosterEntryDialog(
                kind,
                list(snapshot.sides),
                list(snapshot.commanders),
                self,
                under=self._commander_here(snapshot),
                valour=snapshot.keeps("valour"),
                ratings=snapshot.ratings,
            )
            if not dialog.exec():
                return None
            values = dialog.values()
        return self._controller.add_roster_entry(kind, values)

    def _commander_here(self, snapshot: RosterSnapshot) -> str | None:
        """The commander the cursor is on, or the immediate commander of the unit it is on:
        where a new unit typed now most likely belongs."""
        here = self._cursor()[1]
        if here is None:
            return None
        kind, key = here
        if kind == "commander":
            return key
        if kind == "unit":
            return next((u.commander for u in snapshot.units if u.key == key), None)
        return None

    def reload(self, *_: object) -> None:
        if self._hidden():
            self._stale = True
            return
        snapshot = self._controller.roster_snapshot() if self._controller else None
        controller = self._controller
        # Greyed in a game open read-only, saying why (Roster › Add would be refused).
        why = controller.read_only_reason() if controller is not None else ""
        self.ui.addButton.setEnabled(bool(controller and controller.game) and not why)
        self.ui.addButton.setToolTip(why or self._add_tip)
        if snapshot is None:
            return
        kept = self._cursor()
        self.model.set_snapshot(snapshot)
        # Only the states the game's rules keep: no valour or supplies in General de Brigade.
        for column, state in (
            (RosterColumn.VALOUR, "valour"),
            (RosterColumn.SUPPLIES, "supplies_left"),
        ):
            self.ui.rosterTree.setColumnHidden(column, not snapshot.keeps(state))
        self._fill_state_combo(snapshot)
        self._fill_filters()
        self.ui.rosterTree.expandAll()
        self._update_count()
        self._put_cursor(*kept)

    def _cursor(self) -> tuple[list[tuple[str, str]], tuple[str, str] | None, int]:
        """Where the umpire is in the roster: the rows selected and the current row (kind
        and key) and column, to be found again after the tree is read afresh."""
        tree = self.ui.rosterTree
        selection = tree.selectionModel()
        rows = selection.selectedRows() if selection else []
        selected = [(i.data(KIND_ROLE), i.data(KEY_ROLE)) for i in rows if i.data(KEY_ROLE)]
        current = tree.currentIndex()
        here = None
        if current.isValid() and current.data(KEY_ROLE):
            here = (current.data(KIND_ROLE), current.data(KEY_ROLE))
        return selected, here, max(current.column(), 0)

    def _put_cursor(
        self, selected: list[tuple[str, str]], here: tuple[str, str] | None, column: int
    ) -> None:
        """The rows selected and the current row as `_cursor` kept them (a new step of the
        bound reads the roster afresh: F9 then rolled for the order sheet's unit while the
        roster's cursor stood on another)."""
        if not selected and here is None:
            return
        found: dict[tuple[str, str], QModelIndex] = {}
        stack = [QModelIndex()]
        while stack:
            parent = stack.pop()
            for row in range(self.proxy.rowCount(parent)):
                index = self.proxy.index(row, 0, parent)
                found[(index.data(KIND_ROLE), index.data(KEY_ROLE))] = index
                stack.append(index)
        tree = self.ui.rosterTree
        selection = tree.selectionModel()
        if here in found:
            current = found[here]
            selection.setCurrentIndex(
                current.siblingAtColumn(column), QItemSelectionModel.SelectionFlag.NoUpdate
            )
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for where in selected:
            if where in found:
                selection.select(found[where], flags)

    def _roster_changed(self, keys: object = None) -> None:
        if self._controller is None:
            return
        unit_keys = keys if isinstance(keys, list) else []
        if self._hidden() or self._stale:
            self.reload()  # read whole once it is shown
            return
        if isinstance(keys, list) and not keys:
            self.reload()  # anything may have changed: records added, filters to refill
            return
        kept = self._cursor()
        laid_out = self.model.update_units(self._controller.roster_snapshot(), unit_keys)
        if laid_out or self.proxy.narrows():  # new rows (or a filter's) open as the rest
            self.ui.rosterTree.expandAll()
        if laid_out:  # read afresh (a commander fell): the cursor stays on its row
            self._put_cursor(*kept)
        self._update_count()

    def _hidden(self) -> bool:
        """Whether the panel stays unseen when its window is shown (its dock closed)."""
        return not self.isVisibleTo(self.window())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._margin is None:  # a panel of its own, without the window's settings
            self.check_header_margin()
        if self._stale:
            self._stale = False
            self.reload()

    def _fill_filters(self) -> None:
        snapshot = self.model.snapshot
        side_combo = self.ui.sideFilterCombo
        chosen_side = side_combo.currentData()
        side_combo.blockSignals(True)
        side_combo.clear()
        side_combo.addItem(self.tr("All"), None)
        for side in snapshot.sides:
            side_combo.addItem(side.name, side.key)
        side_combo.setCurrentIndex(max(side_combo.findData(chosen_side), 0))
        side_combo.blockSignals(False)
        self._fill_brigades()

    def _fill_brigades(self) -> None:
        combo = self.ui.brigadeFilterCombo
        chosen = combo.currentData()
        side = self.ui.sideFilterCombo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All"), None)
        for commander in self.model.snapshot.commanders:
            if side is None or commander.side == side:
                combo.addItem(commander.name, commander.key)
        combo.setCurrentIndex(max(combo.findData(chosen), 0))
        combo.blockSignals(False)
        self.proxy.set_brigade(combo.currentData())

    def _side_chosen(self) -> None:
        self.proxy.set_side(self.ui.sideFilterCombo.currentData())
        self._fill_brigades()
        self.ui.rosterTree.expandAll()
        self._update_count()

    def _apply(self, setter, value) -> None:  # noqa: ANN001 - a proxy setter and its value
        setter(value)
        self.ui.rosterTree.expandAll()
        self._update_count()

    def _update_count(self) -> None:
        if self.proxy.state() == StateFilter.FALLEN_COMMANDER:
            # The filter shows commanders, not units: it counts them.
            self.ui.countLabel.setText(
                self.tr("%1 of %2 commanders")
                .replace("%1", str(self._shown_rows("commander")))
                .replace("%2", str(len(self.model.snapshot.commanders)))
            )
            return
        total = len(self.model.snapshot.units)
        # Unfiltered, every unit shows: the tree is walked (through Python, node by node,
        # some 10 ms on 300 units at every roster change) only when a filter narrows it.
        shown = self._shown_rows("unit") if self.proxy.narrows() else total
        self.ui.countLabel.setText(
            self.tr("%1 of %2 units").replace("%1", str(shown)).replace("%2", str(total))
        )

    def _shown_rows(self, kind: str) -> int:
        """How many rows of that kind the filters show (the tree walked through Python)."""
        shown = 0
        stack = [QModelIndex()]
        while stack:
            parent = stack.pop()
            for row in range(self.proxy.rowCount(parent)):
                index = self.proxy.index(row, 0, parent)
                if index.data(KIND_ROLE) == kind:
                    shown += 1
                stack.append(index)
        return shown

    # --- lookups ---------------------------------------------------------------------------

    def selected_unit_keys(self) -> list[str]:
        keys: list[str] = []
        selection = self.ui.rosterTree.selectionModel()
        indexes = selection.selectedRows() if selection else []
        for index in indexes:
            if index.data(KIND_ROLE) == "unit":
                keys.append(index.data(KEY_ROLE))
        return keys

    def selected_roller_keys(self) -> list[str]:
        """The selected units, or the commander selected: who F9 rolls for (a commander's
        catch roll, Table 18)."""
        keys = self.selected_unit_keys()
        if keys:
            return keys
        selection = self.ui.rosterTree.selectionModel()
        for index in selection.selectedRows() if selection else []:
            if index.data(KIND_ROLE) == "commander":
                return [index.data(KEY_ROLE)]
        return []

    def view_index(self, unit_key: str, column: int) -> QModelIndex:
        """The view's index of a unit's cell (through the filter proxy)."""
        return self.proxy.mapFromSource(self.model.unit_index(unit_key, column))
