"""The rule-pack editor: see how complete the game's pack is, fill or correct its tables.

Left, every table of the pack with its completeness and source; right, the chosen table
as an editable grid (a band table shows its bands and its outcomes), with its source and
notes. Edits go into a working copy (`PackDraft`); "Save as new version" rebuilds and
checks the whole pack — a bad cell, an empty label, a gap between bands is refused with a
message naming table, row and field — and hands the new `RulePack` (new content hash) to
the `save` callable the controller gives, which records it for the game so that later
rolls name it, and has the club's pack keep the cells the save filled (what it did is
said after the editor's own words). Import and export read and write pack files;
"Compare…" shows what differs between the pack here and another pack file. The dialog
itself writes nothing to the game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QItemSelectionModel, QStandardPaths, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ba_console.core.model import AnyTable, note_in, outcomes_of
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.labels import pack_error_text, table_reference
from ba_console.gui.models.pack_table_model import (
    LABEL_DA,
    LABEL_EN,
    BandsEditModel,
    OutcomesEditModel,
    PackDraft,
    TableEditModel,
)
from ba_console.gui.models.table_list_model import PackTablesModel
from ba_console.gui.screen import fit_to_screen
from ba_console.gui.widgets.delegates import commit_open_editor
from ba_console.gui.widgets.read_only_cells import ReadOnlyCells
from ba_console.packs import PackError, RulePack, load_pack, pack_from_data
from ba_console.packs.diff import diff_packs, format_diff
from ba_console.packs.fill import next_club_version

# The controller's save: records the pack for the game; `imported=True` for a pack read
# from a file. Returns what it did beyond that (the club's pack), for the umpire.
SavePack = Callable[..., "str | None"]


# The interface language's label column: wide enough for the longest labels (Table 19's), with
# the cells still in view in the editor's 1280 px.
OWN_LABEL_WIDTH_MAX = 520
# Any other column of a grid: long labels and keys are cut there, the cells kept in view.
COLUMN_WIDTH_MAX = 340


def bump_version(version: str) -> str:
    """'2026.11.1' → '2026.11.1+club1' → '2026.11.1+club2': an edited pack is a new version.
    A version play filled ('+club.1') counts on in its own spelling ('+club.2')."""
    return next_club_version(version, fresh="+club")


def describe_difference(old: RulePack, new: RulePack) -> str:
    """What differs between two packs, change by change, for the umpire to read."""
    return format_diff(diff_packs(old, new))


class PackEditorDialog(QDialog):
    """View and edit the game's rule pack; `pack_saved` carries each new version."""

    pack_saved = Signal(object)  # RulePack
    # The folder of the pack file last imported, exported or compared with, for the next
    # file dialog (in any editor of this session).
    _last_folder: ClassVar[Path | None] = None

    def __init__(
        self,
        pack: RulePack,
        parent: QWidget | None = None,
        save: SavePack | None = None,
        language: str = "en",
        source: str | None = None,
        club: bool = False,
        read_only: str = "",
    ):
        super().__init__(parent)
        # Why the pack cannot be saved (its game is open read-only), "" when it can: then
        # it is shown to read, compare and export, and nothing in it is edited.
        self._read_only = read_only
        self.setObjectName("packEditorDialog")
        # `club`: the club's pack in the data folder (what its next games start from), not
        # this game's: its saves are said in those words.
        self._club = club
        self.setWindowTitle(self.tr("The club's pack") if club else self.tr("Rule pack"))
        self._save = save
        self._language = language
        self._pack = pack
        self._draft = PackDraft(pack, source or f"{pack.id}.toml")
        self._models: list[TableEditModel] = []
        self._wired: set[int] = set()
        # The grids edited, in the order of their edits (Ctrl+Z undoes the last, wherever).
        self._undo: list[TableEditModel] = []
        self._redo: list[TableEditModel] = []
        # The game's pack as it changed at the table (a cell remembered in play) while
        # edits here were not saved yet: they are saved onto it, not over it.
        self._newer: RulePack | None = None
        self._build()
        self._show_pack(pack)
        if read_only:
            self._shown_only(read_only)
        # The umpire comes to pick a table (arrows, or its number typed), not to name the
        # next save's version: the cursor starts on the list of tables.
        self.tablesView.setFocus()

    def _shown_only(self, why: str) -> None:
        """A pack that cannot be saved: said as the editor opens, what would edit it greyed
        saying why; Export and Compare stay."""
        for button in (
            self.saveButton,
            self.importButton,
            self.addRowButton,
            self.removeRowButton,
            self.fillGapsButton,
        ):
            button.setEnabled(False)
            button.setToolTip(why)
        self.versionEdit.setReadOnly(True)
        self.versionEdit.setToolTip(why)
        shown = self.tr("Its rule pack can be read, compared and exported here, not saved.")
        self._show_info(f"{why} {shown}")

    # --- layout ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.headerLabel = QLabel()
        self.headerLabel.setObjectName("headerLabel")
        self.headerLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.versionEdit = QLineEdit()
        self.versionEdit.setObjectName("versionEdit")
        self.versionEdit.setToolTip(self.tr("Version of the pack saved next"))
        version_label = QLabel(self.tr("&Version of the next save:"))
        version_label.setBuddy(self.versionEdit)
        header = QHBoxLayout()
        header.addWidget(self.headerLabel, 1)
        header.addWidget(version_label)
        header.addWidget(self.versionEdit)

        self.tablesView = QTableView()
        self.tablesView.setObjectName("tablesView")
        self.tablesView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tablesView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tablesView.verticalHeader().hide()
        self.tablesView.setWordWrap(False)
        self.tablesModel = PackTablesModel(self._pack, self._language, self)
        self.tablesView.setModel(self.tablesModel)
        head = self.tablesView.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(4, QHeaderView.ResizeMode.Interactive)
        head.setStretchLastSection(False)
        self.tablesView.setColumnHidden(4, True)  # the source shows beside the grid
        self.tablesView.selectionModel().currentRowChanged.connect(self._table_chosen)

        self.tableTitleLabel = QLabel()
        self.tableTitleLabel.setObjectName("tableTitleLabel")
        font = self.tableTitleLabel.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.tableTitleLabel.setFont(font)
        self.sourceLabel = QLabel()
        self.sourceLabel.setObjectName("sourceLabel")
        self.sourceLabel.setWordWrap(True)
        self.sourceLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.gridTabs = QTabWidget()
        self.gridTabs.setObjectName("gridTabs")
        self.addRowButton = QPushButton(self.tr("&Add row"))
        self.addRowButton.setObjectName("addRowButton")
        self.removeRowButton = QPushButton(self.tr("&Remove row"))
        self.removeRowButton.setObjectName("removeRowButton")
        self.fillGapsButton = QPushButton(self.tr("&Fill gaps with '?'"))
        self.fillGapsButton.setObjectName("fillGapsButton")
        self.fillGapsButton.setToolTip(
            self.tr("Add unset bands over every total the dice can give that no band covers")
        )
        self.addRowButton.clicked.connect(self._add_row)
        self.removeRowButton.clicked.connect(self._remove_row)
        self.fillGapsButton.clicked.connect(self._fill_gaps)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(self.addRowButton)
        row_buttons.addWidget(self.removeRowButton)
        row_buttons.addWidget(self.fillGapsButton)
        row_buttons.addStretch(1)
        # What the dice give that no band covers, said as soon as the table is shown: the
        # save refuses it, and in play a roll there is unset.
        self.holesLabel = QLabel()
        self.holesLabel.setObjectName("holesLabel")
        self.holesLabel.setWordWrap(True)
        self.holesLabel.setStyleSheet(colours.text_style(Tone.CAUTION))
        self.holesLabel.hide()
        self.hintLabel = QLabel()
        self.hintLabel.setWordWrap(True)
        self.hintLabel.setObjectName("hintLabel")
        self.gridTabs.currentChanged.connect(self._show_hint)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.tableTitleLabel)
        right_layout.addWidget(self.sourceLabel)
        right_layout.addWidget(self.gridTabs, 1)
        right_layout.addWidget(self.holesLabel)
        right_layout.addLayout(row_buttons)
        right_layout.addWidget(self.hintLabel)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.tablesView)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([480, 820])

        self.messageLabel = QLabel()
        self.messageLabel.setObjectName("messageLabel")
        self.messageLabel.setWordWrap(True)
        self.messageLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttonBox = QDialogButtonBox()
        self.importButton = self.buttonBox.addButton(
            self.tr("&Import…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.importButton.setObjectName("importButton")
        self.exportButton = self.buttonBox.addButton(
            self.tr("E&xport…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.exportButton.setObjectName("exportButton")
        self.compareButton = self.buttonBox.addButton(
            self.tr("&Compare…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.compareButton.setObjectName("compareButton")
        self.saveButton = self.buttonBox.addButton(
            self.tr("&Save as new version"), QDialogButtonBox.ButtonRole.ApplyRole
        )
        self.saveButton.setObjectName("saveButton")
        self.closeButton = self.buttonBox.addButton(QDialogButtonBox.StandardButton.Close)
        self.closeButton.setObjectName("closeButton")
        self.importButton.clicked.connect(self._import)
        self.exportButton.clicked.connect(self._export)
        self.compareButton.clicked.connect(self._compare)
        self.saveButton.clicked.connect(self.save)
        self.buttonBox.rejected.connect(self.reject)
        QShortcut(QKeySequence.StandardKey.Save, self, activated=self.save)
        QShortcut(QKeySequence.StandardKey.Undo, self, activated=self.undo)
        # Ctrl+Shift+Z and Ctrl+Y on every system, as in the main window (one shortcut per
        # key: the same key twice would be ambiguous and do nothing).
        redo_keys = {k.toString() for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)}
        for key in sorted(redo_keys | {"Ctrl+Shift+Z", "Ctrl+Y"}):
            QShortcut(QKeySequence(key), self, activated=self.redo)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.messageLabel)
        layout.addWidget(self.buttonBox)
        fit_to_screen(self, 1280, 720)

    # --- showing --------------------------------------------------------------------------

    @property
    def pack(self) -> RulePack:
        """The pack as last saved or imported (not the unsaved edits)."""
        return self._pack

    @property
    def draft(self) -> PackDraft:
        return self._draft

    def _show_pack(self, pack: RulePack, table_id: str | None = None) -> None:
        self._pack = pack
        self.tablesModel.set_pack(pack)
        ratio = pack.completeness_ratio()
        heading = self.tr("<b>{title}</b> — version {version}, {ratio} % known — hash {hash}")
        header = heading.format(
            title=pack.title.get(self._language),
            version=pack.version,
            ratio=round(100 * ratio),
            hash=pack.content_hash[:16],
        )
        if self._club:  # beside this game's pack editor, the two must not be mistaken
            header = self.tr("The club's pack: {header}").format(header=header)
        self.headerLabel.setText(header)
        self.headerLabel.setToolTip(pack.content_hash)
        self.versionEdit.setText(bump_version(pack.version))
        row = self.tablesModel.row_of(table_id) if table_id in pack.tables else 0
        if self.tablesModel.rowCount():
            self.tablesView.selectionModel().setCurrentIndex(
                self.tablesModel.index(row, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self._table_chosen(self.tablesModel.index(row, 0))

    def current_table_id(self) -> str | None:
        index = self.tablesView.currentIndex()
        return self.tablesModel.table_id(index.row()) if index.isValid() else None

    def select_table(self, table_id: str) -> None:
        row = self.tablesModel.row_of(table_id)
        self.tablesView.selectionModel().setCurrentIndex(
            self.tablesModel.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def _table_chosen(self, current, _previous=None) -> None:
        if not current.isValid():
            return
        table_id = self.tablesModel.table_id(current.row())
        table = self._pack.tables[table_id]
        title = table.title.get(self._language)
        # A table the book numbers by its number and title; one it does not by its title,
        # as the table list names it. The pack's key on hover, for whoever edits the TOML.
        name = self._table_name(table)
        self.tableTitleLabel.setText(f"{name}: {title}" if name != title else title)
        self.tableTitleLabel.setToolTip(table_id)
        notes = "".join(f"<br>• {note_in(n, self._language)}" for n in table.notes)
        self.sourceLabel.setText(f"<i>{table.source}</i>{notes}")
        self.gridTabs.clear()
        self._models = self._draft.edit_models(table_id, self, self._language)
        for model in self._models:
            model.read_only = bool(self._read_only)
            view = QTableView()
            view.setObjectName("bandsView" if isinstance(model, BandsEditModel) else "gridView")
            view.setModel(model)
            view.setEditTriggers(
                QAbstractItemView.EditTrigger.AnyKeyPressed
                | QAbstractItemView.EditTrigger.DoubleClicked
                | QAbstractItemView.EditTrigger.EditKeyPressed
            )
            if self._read_only:
                # A letter typed, F2 or a double click on a cell: why nothing opens.
                ReadOnlyCells(
                    view,
                    lambda index, m=model: self._read_only if m.takes_text(index) else "",
                    self._show_problem,
                )
            view.setWordWrap(False)
            view.resizeColumnsToContents()
            for column in range(model.columnCount()):
                # Long labels and keys are cut, not allowed to push the cells off screen.
                view.setColumnWidth(column, min(view.columnWidth(column), COLUMN_WIDTH_MAX))
            view.horizontalHeader().setStretchLastSection(True)
            self._own_label_first(view, model)
            if id(model) not in self._wired:
                model.edit_rejected.connect(self._show_problem)
                model.edited.connect(self._edited)
                self._wired.add(id(model))
            title = {
                "BandsEditModel": self.tr("Bands"),
                "OutcomesEditModel": self.tr("Outcomes"),
            }.get(type(model).__name__, self.tr("Cells"))
            self.gridTabs.addTab(view, title)
        self.fillGapsButton.setVisible(table.kind == "bands")
        self._show_hint()
        self._show_holes()

    def _show_hint(self) -> None:
        """How to type the cells of the grid shown; on a table's outcomes, also what
        Effects does: an outcome read from the pack changes the roster by its effects
        only, whatever its label says."""
        hint = self.tr(
            "Cells: a whole number, '-' (does not apply), '?' (unset) or '±N' "
            "(value from the situation). Bands: '…' for an open end."
        )
        view = self.current_grid()
        if view is not None and isinstance(view.model(), OutcomesEditModel):
            hint = self.tr(
                "Effects: what a roll reading the outcome changes on the roster, e.g. "
                "figures_lost=2; disorder=LD (the numbers from your book). Left empty, "
                "the roll changes no figure or disorder, whatever the label says."
            )
        self.hintLabel.setText(hint)

    def _show_holes(self) -> None:
        """Under the grid, the dice's totals no band of the shown table covers, with the
        way to fill them; nothing when the bands cover them all."""
        table_id = self.current_table_id()
        holes: list[str] = []
        if table_id is not None and self._pack.tables[table_id].kind == "bands":
            natural = self._pack.natural_range(table_id)
            for model in self._models:
                if isinstance(model, BandsEditModel):
                    holes += model.holes(natural)
        self.holesLabel.setText(
            "\n".join(holes)
            + "\n"
            + self.tr(
                "A roll there is unset until then: its outcome is typed from the book. "
                "Fill gaps with '?' adds the missing bands."
            )
            if holes
            else ""
        )
        self.holesLabel.setVisible(bool(holes))

    def _own_label_first(self, view: QTableView, model: TableEditModel) -> None:
        """The interface language's label where the English one stood (first, beside the
        cells) and the English one where it stood: the Danish umpire reads the Danish
        labels against the cells, whole. Only the view's order changes: the model's
        columns, and the pack it writes, stay as they are."""
        own = LABEL_DA if self._language == "da" else LABEL_EN
        headers = [column[0] for column in model.columns()]
        if own not in headers:
            return
        header = view.horizontalHeader()
        column = headers.index(own)
        if own != LABEL_EN and LABEL_EN in headers:
            header.swapSections(
                header.visualIndex(headers.index(LABEL_EN)), header.visualIndex(column)
            )
        # This one column may pass the others' cap as far as the cells stay in view.
        whole = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        view.setColumnWidth(column, min(whole, OWN_LABEL_WIDTH_MAX))

    def _widen_to_fit(self, model: TableEditModel) -> None:
        """The columns of `model`'s grid widen to what was typed in them (to the same cap
        as when shown), so a key or label typed into a new row reads whole, not "MADE-…";
        a column the umpire made wider stays as wide."""
        for index in range(self.gridTabs.count()):
            view = self.gridTabs.widget(index)
            if not isinstance(view, QTableView) or view.model() is not model:
                continue
            header = view.horizontalHeader()
            for column in range(model.columnCount() - 1):  # the last one stretches
                whole = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
                wanted = min(whole, COLUMN_WIDTH_MAX)
                if wanted > view.columnWidth(column):
                    view.setColumnWidth(column, wanted)

    def current_grid(self) -> QTableView:
        return self.gridTabs.currentWidget()  # type: ignore[return-value]

    # --- editing --------------------------------------------------------------------------

    def _show_problem(self, message: str) -> None:
        self.messageLabel.setStyleSheet(colours.text_style(Tone.ERROR))
        self.messageLabel.setText(message)

    def _show_info(self, message: str) -> None:
        self.messageLabel.setStyleSheet("")
        self.messageLabel.setText(message)

    def _edited(self) -> None:
        model = self.sender()
        if isinstance(model, TableEditModel):
            self._undo.append(model)
            self._redo.clear()
            self._widen_to_fit(model)
        self._show_holes()
        self._show_info(self.tr("Unsaved changes: save them as a new version of the pack."))

    def undo(self) -> bool:
        """Ctrl+Z: the last edit not saved yet, undone, in whichever table it was made."""
        return self._step(self._undo, self._redo, undo=True)

    def redo(self) -> bool:
        """Ctrl+Shift+Z: the edit last undone, made again."""
        return self._step(self._redo, self._undo, undo=False)

    def _step(self, source: list[TableEditModel], target: list[TableEditModel], undo: bool) -> bool:
        self._commit_typing()
        if not source:
            self._show_info(
                self.tr("Nothing to undo since the last save.")
                if undo
                else self.tr("Nothing to redo.")
            )
            return False
        model = source.pop()
        if not (model.undo() if undo else model.redo()):
            return False
        target.append(model)
        self._show_holes()
        table_id = self._draft.table_of(model)
        if table_id is not None and table_id != self.current_table_id():
            self.select_table(table_id)
        for index in range(self.gridTabs.count()):
            view = self.gridTabs.widget(index)
            if isinstance(view, QTableView) and view.model() is model:
                self.gridTabs.setCurrentIndex(index)
        self._show_info(
            self.tr("Undone (Ctrl+Shift+Z makes it again).")
            if undo
            else self.tr("Made again (Ctrl+Z undoes it).")
        )
        return True

    def _add_row(self) -> None:
        view = self.current_grid()
        if view is None:
            return
        model = view.model()
        row = view.currentIndex().row() + 1 if view.currentIndex().isValid() else model.rowCount()
        model.insertRows(row, 1)
        view.setCurrentIndex(model.index(row, 0))
        view.setFocus()

    def _remove_row(self) -> None:
        view = self.current_grid()
        if view is None or not view.currentIndex().isValid():
            return
        view.model().removeRows(view.currentIndex().row(), 1)

    def _fill_gaps(self) -> None:
        table_id = self.current_table_id()
        if table_id is None:
            return
        for model in self._models:
            if isinstance(model, BandsEditModel):
                added = model.fill_gaps(self._pack.natural_range(table_id))
                self._show_info(self.tr("%n unset band(s) added.", "", added))

    def _commit_typing(self) -> None:
        """A cell still being typed in (Enter not pressed) counts as entered."""
        for view in self.findChildren(QTableView):
            commit_open_editor(view)

    def game_pack_changed(self, pack: RulePack) -> None:
        """The game's pack changed outside the editor (a cell remembered at the table): with
        nothing typed here, show it; with edits, save them onto it when saved."""
        if pack.content_hash == (self._newer or self._draft.base).content_hash:
            return
        proposed = self.versionEdit.text().strip() == bump_version(self._pack.version)
        if self._draft.dirty:
            self._newer = pack
            if proposed:
                self.versionEdit.setText(bump_version(pack.version))
            self._show_info(
                self.tr(
                    "The game's pack changed at the table (version {version}): your edits "
                    "will be saved onto it."
                ).format(version=pack.version)
            )
            return
        table_id = self.current_table_id()
        self._draft = PackDraft(pack, self._draft.source)
        self._undo.clear()
        self._redo.clear()
        self._show_pack(pack, table_id)
        self._show_info(
            self.tr("The game's pack changed at the table: shown as version {version}.").format(
                version=pack.version
            )
        )

    def _table_name(self, table: AnyTable) -> str:
        """ "Table 17" as the book numbers it; a table without a number by its title."""
        if table.number is not None:
            return self.tr("Table {n}").format(n=table.number)
        return table.title.get(self._language)

    def _onto_newer(self, pack: RulePack) -> RulePack:
        """The tables edited here, put into the game's pack as it is now; PackError naming
        a table that was changed at the table too (neither overwrites the other)."""
        newer, base = self._newer, self._draft.base
        if newer is None or self._draft.imported:
            return pack
        edited = self._draft.edited_tables()
        for table_id in edited:
            if newer.tables.get(table_id) != base.tables.get(table_id):
                table = newer.tables.get(table_id) or base.tables[table_id]
                name = self._table_name(table)
                raise PackError(
                    self.tr(
                        "{table} was changed at the table while it was edited here: close "
                        "the editor, open it again and type the edits anew"
                    ).format(table=name)
                )
        data = newer.model_dump(mode="json", exclude_none=True)
        for table_id in edited:
            data["tables"][table_id] = pack.tables[table_id].model_dump(
                mode="json", exclude_none=True
            )
        data["version"] = pack.version
        data["schema_version"] = max(newer.schema_version, pack.schema_version)
        return pack_from_data(data, self._draft.source)

    def save(self) -> bool:
        """Check the edits and save them as a new version; False (with a message) if not."""
        if self._read_only:  # Ctrl+S on a pack shown only
            self._show_problem(self._read_only)
            return False
        self._commit_typing()
        if not self._draft.dirty:
            self._show_info(self.tr("Nothing has changed."))
            return False
        version = self.versionEdit.text().strip() or bump_version(self._pack.version)
        self._draft.data["version"] = version
        try:
            pack = self._draft.rebuilt_pack()
        except PackError as exc:
            self._show_problem(pack_error_text(exc))
            return False
        try:
            pack = self._onto_newer(pack)
        except PackError as exc:
            self._show_problem(self.tr("Not saved: {error}").format(error=pack_error_text(exc)))
            return False
        base = self._newer or self._draft.base
        if pack.model_copy(update={"version": base.version}).content_hash == base.content_hash:
            self._show_info(self.tr("Nothing has changed."))
            return False
        bare = self._outcomes_without_effects(pack, base)
        if bare and not self.confirm_outcomes_without_effects(bare):
            self._show_info(
                self.tr(
                    "Not saved: give those outcomes their Effects (figures_lost=N; "
                    "disorder=LD), or save again and choose to save them as they are."
                )
            )
            return False
        said = None
        if self._save is not None:
            try:
                said = self._save(pack, imported=True) if self._draft.imported else self._save(pack)
            except Exception as exc:  # the store's refusal, shown rather than lost
                self._show_problem(self.tr("Not saved: {error}").format(error=exc))
                return False
        table_id = self.current_table_id()
        self._draft = PackDraft(pack, self._draft.source)
        self._newer = None
        self._undo.clear()
        self._redo.clear()
        self._show_pack(pack, table_id)
        saved = (
            self.tr(
                "Saved as version {version} (hash {hash}): the club's next games start from "
                "it; games already begun keep their own pack."
            )
            if self._club
            else self.tr("Saved as version {version} (hash {hash}); later rolls use it.")
        ).format(version=pack.version, hash=pack.content_hash[:16])
        self._show_info(f"{saved} {said}" if isinstance(said, str) and said else saved)
        self.pack_saved.emit(pack)
        return True

    def _outcomes_without_effects(self, pack: RulePack, base: RulePack) -> list[str]:
        """The outcomes this save brings with a label but no effects (new ones, or ones
        whose label or effects changed), named as the umpire reads them: a roll reading
        one changes nothing on the roster. Those the pack had so already are not asked
        about again (the shipped "survives" of a catch roll)."""
        named: list[str] = []
        for table_id, table in pack.tables.items():
            before = {o.key: o for o in outcomes_of(base.tables.get(table_id))}
            for outcome in outcomes_of(table):
                if outcome.effects:
                    continue
                old = before.get(outcome.key)
                if old is not None and not old.effects and old.label == outcome.label:
                    continue
                where = table_reference(table_id, pack.tables, self._language)
                named.append(f"{where}: “{outcome.label.get(self._language)}”")
        return named

    def confirm_outcomes_without_effects(self, named: list[str]) -> bool:
        """Asked once a save, for the outcomes in `named`: save them with no effects?
        The default keeps editing (a club that typed the label and forgot the Effects)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Outcomes without effects"))
        box.setText(
            self.tr(
                "These outcomes have a label but no Effects: a roll that reads one changes "
                "no figure or disorder on the roster, whatever its label says."
            )
        )
        box.setInformativeText("\n".join(f"• {name}" for name in named))
        save = box.addButton(self.tr("&Save them as they are"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is save

    # --- files ----------------------------------------------------------------------------

    def import_file(self, path: str | Path) -> bool:
        """Load a pack file into the editor (saved only with "Save as new version")."""
        self._commit_typing()
        if self._draft.dirty and not self.confirm_import(Path(path).name):
            return False
        try:
            pack = load_pack(Path(path))
        except PackError as exc:
            self._show_problem(pack_error_text(exc))
            return False
        self._used_folder(path)
        self._draft = PackDraft(pack, Path(path).name)
        self._newer = None
        self._undo.clear()
        self._redo.clear()
        self._draft.base = self._newer or self._pack  # saving compares with the game's pack
        self._draft.imported = True  # a change to save, even untouched
        self._show_pack(pack)
        self.versionEdit.setText(pack.version)
        self._show_info(
            (
                self.tr("Imported {name}: save it to make it the club's pack.")
                if self._club
                else self.tr("Imported {name}: save it to use it in this game.")
            ).format(name=Path(path).name)
        )
        return True

    def export_file(self, path: str | Path) -> None:
        from ba_console.gui.files import output_refusal

        refusal = output_refusal(path)
        if refusal is not None:
            self._show_problem(refusal)
            return
        Path(path).write_text(self._pack.to_toml(), encoding="utf-8")
        self._used_folder(path)
        self._commit_typing()
        if self._draft.dirty:
            self._show_info(
                self.tr(
                    "Exported to {path}, as last saved: the edits not saved yet are not in "
                    "it (save them first, Ctrl+S)."
                ).format(path=path)
            )
            return
        self._show_info(self.tr("Exported to {path}.").format(path=path))

    def difference_with(self, path: str | Path) -> str:
        other = load_pack(Path(path))
        self._used_folder(path)
        return describe_difference(self._pack, other)

    @classmethod
    def pack_folder(cls) -> Path:
        """Where Import, Export and Compare start: the folder of the pack file last used
        in this session (a club's packs sit together), else Documents, else home; never
        the folder the console happened to start in."""
        if cls._last_folder is not None and cls._last_folder.is_dir():
            return cls._last_folder
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        if documents and Path(documents).is_dir():
            return Path(documents)
        return Path.home()

    @classmethod
    def _used_folder(cls, path: str | Path) -> None:
        cls._last_folder = Path(path).expanduser().absolute().parent

    def export_suggestion(self) -> Path:
        """The file Export suggests: the pack's id and version, in `pack_folder`."""
        return self.pack_folder() / f"{self._pack.id}-{self._pack.version}.toml"

    def _import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import rule pack"),
            str(self.pack_folder()),
            self.tr("Rule packs (*.toml)"),
        )
        if path:
            self.import_file(path)

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export rule pack"),
            str(self.export_suggestion()),
            self.tr("Rule packs (*.toml)"),
        )
        if path:
            try:
                self.export_file(path)
            except OSError as exc:
                self._show_problem(str(exc))

    def _compare(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Compare with rule pack"),
            str(self.pack_folder()),
            self.tr("Rule packs (*.toml)"),
        )
        if not path:
            return
        try:
            text = self.difference_with(path)
        except PackError as exc:
            self._show_problem(pack_error_text(exc))
            return
        box = QDialog(self)
        box.setWindowTitle(self.tr("Difference between packs"))
        view = QPlainTextEdit(text)
        view.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(box.reject)
        layout = QVBoxLayout(box)
        layout.addWidget(view)
        layout.addWidget(buttons)
        box.resize(760, 520)
        box.exec()

    def confirm_import(self, name: str) -> bool:
        """Asked before an import would replace unsaved edits; tests replace it."""
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("Import {name} and lose the unsaved changes?").format(name=name),
        )
        return answer == QMessageBox.StandardButton.Yes

    def confirm_discard(self) -> bool:
        """Asked before closing with unsaved edits; tests replace it."""
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("Close the pack editor and lose the unsaved changes?"),
        )
        return answer == QMessageBox.StandardButton.Yes

    def reject(self) -> None:
        self._commit_typing()  # so a cell being typed is asked about, not dropped
        if self._draft.dirty and not self.confirm_discard():
            return
        super().reject()
