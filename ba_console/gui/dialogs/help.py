"""Help the umpire finds at the table: the manual (F1) and the list of keyboard shortcuts.

The manual is a short HTML page per interface language (`gui/resources/manual.<lang>.html`,
English when there is none in the language): the bound step by step, making a roll, every
key, filling the pack, settling a dispute, putting a mistake right. It opens in a window of
its own beside the console (non-modal: the umpire reads it while playing).

Help › Keyboard shortcuts lists the shortcuts from the window's own actions, menu by menu,
in the interface language, so the list never goes stale: a key given to an action shows
here without anyone writing it down. Below them, the keys inside the dialogs (the roll
dialog, the movement step, the roll log, the pack editor), with the Alt letters read from
the dialogs' own translated labels, so that "Alt+M" reads "Alt+L" in Danish as the
checkbox does. The manual's table of keys names every one of them (tests/gui/test_help.py).
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ba_console.gui.screen import fit_to_screen

MANUAL_LANGUAGES = ("en", "da")


def manual_html(language: str) -> str:
    """The manual's page in `language` (English if there is none in it)."""
    folder = resources.files("ba_console.gui") / "resources"
    for code in (language, "en"):
        page = folder / f"manual.{code}.html"
        if page.is_file():
            return page.read_text(encoding="utf-8")
    return ""


def plain_text(text: str) -> str:
    """An action's text as the menu shows it: no mnemonic mark ("&Next" → "Next")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(keys, action, menu) for every action of the window's menus that has a shortcut,
    in menu order, as the interface says them ("F8 / Ctrl+Right", "Next phase", "Bound")."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: list[str]) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, [*path, plain_text(sub.title())])
                continue
            if action.isSeparator():
                continue
            keys = [k for k in action.shortcuts() if not k.isEmpty()]
            if keys:
                shown = " / ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
                rows.append((shown, plain_text(action.text()), " › ".join(path)))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, [plain_text(menu.title())])
    return rows


def alt_key(context: str, label: str) -> str:
    """ "Alt+M" for the label "Re&member…" as the interface translates it in `context`."""
    text = QCoreApplication.translate(context, label).replace("&&", "")
    at = text.find("&")
    if at < 0 or at + 1 >= len(text):
        return ""
    return QKeySequence(f"Alt+{text[at + 1].upper()}").toString(
        QKeySequence.SequenceFormat.NativeText
    )


def _keys(*sequences: str) -> str:
    return " / ".join(
        QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in sequences
    )


def dialog_key_rows() -> list[tuple[str, str, str]]:
    """(keys, what they do, where) inside the dialogs, in the interface language. The
    shortcuts are the dialogs' own (`tests/gui/test_help.py` finds each in its dialog)."""
    translate = QCoreApplication.translate
    roll, movement = (
        translate("ShortcutsDialog", "Roll dialog"),
        translate("ShortcutsDialog", "Movement step"),
    )
    moved = " / ".join(
        alt_key("MovementDialog", label)
        for label in ("&As ordered", "Only in &part", "&Not carried out")
    )
    sheet = translate("ShortcutsDialog", "Order sheet")
    return [
        (
            _keys("Tab", "Enter"),
            translate(
                "ShortcutsDialog",
                "Walk an order line cell by cell; typing completes names, rates and formations",
            ),
            sheet,
        ),
        (
            _keys("Ctrl+Tab", "Ctrl+Shift+Tab"),
            translate("ShortcutsDialog", "Leave the order sheet for the next (previous) part"),
            sheet,
        ),
        (
            _keys("F2"),
            translate(
                "ShortcutsDialog", "Edit the cell under the cursor (typing starts an edit too)"
            ),
            translate("ShortcutsDialog", "Order sheet, roster, pack editor"),
        ),
        (
            _keys("Menu"),
            translate(
                "ShortcutsDialog",
                "The row's menu: a commander fallen or back, his rating, an orderly lost, "
                "a unit's commander",
            ),
            translate("ShortcutsDialog", "Roster"),
        ),
        (
            _keys("Ctrl+R"),
            translate(
                "ShortcutsDialog", "The console's dice for every role whose dice were not typed"
            ),
            roll,
        ),
        (
            _keys("Enter"),
            translate(
                "ShortcutsDialog", "On to what the roll lacks; confirm when it lacks nothing"
            ),
            roll,
        ),
        (_keys("Ctrl+Enter"), translate("ShortcutsDialog", "Confirm from any field"), roll),
        (
            _keys("Space"),
            translate(
                "ShortcutsDialog",
                "In the factor list: tick the factor; on an unset row, on to its value field",
            ),
            roll,
        ),
        (
            alt_key("RollDialog", "Confirm and &next"),
            translate(
                "ShortcutsDialog", "Confirm and go on to the next unit that has this roll to make"
            ),
            roll,
        ),
        (
            alt_key("RollDialog", "Word called by a &player:"),
            translate(
                "ShortcutsDialog", "The word a player called, before the console dice are rolled"
            ),
            roll,
        ),
        (
            alt_key("RolePanel", "Umpire's ruling: roll an&yway (1.1.9)"),
            translate("ShortcutsDialog", "Umpire's ruling: roll where the rules forbid it"),
            roll,
        ),
        (
            alt_key("RollDialog", "Re&member in the club's pack:"),
            translate(
                "ShortcutsDialog", "Remember a typed outcome or a factor's value in the club's pack"
            ),
            roll,
        ),
        (_keys("Esc"), translate("ShortcutsDialog", "Close without logging"), roll),
        (
            moved,
            translate("ShortcutsDialog", "As ordered / only in part / not carried out"),
            movement,
        ),
        (_keys("Enter"), translate("ShortcutsDialog", "Confirm the unit's movement"), movement),
        (
            _keys("Ctrl+P"),
            translate("ShortcutsDialog", "Print the log"),
            translate("ShortcutsDialog", "Roll log"),
        ),
        (
            _keys("Ctrl+S"),
            translate("ShortcutsDialog", "Save the pack"),
            translate("ShortcutsDialog", "Pack editor"),
        ),
        (
            _keys("Ctrl+Z", "Ctrl+Shift+Z"),
            translate("ShortcutsDialog", "Undo / redo an edit not saved yet"),
            translate("ShortcutsDialog", "Pack editor"),
        ),
    ]


class ManualWindow(QDialog):
    """The manual in a window of its own (F1)."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("manualWindow")
        self.setWindowTitle(self.tr("Umpire's manual"))
        self.language = language
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("manualBrowser")
        self.browser.setOpenExternalLinks(False)  # its links are its own headings
        self.browser.setHtml(manual_html(language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 760, 700)


class ShortcutsDialog(QDialog):
    """Help › Keyboard shortcuts: the window's actions and their keys, menu by menu, then
    the keys inside the dialogs."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows(window) + dialog_key_rows()
        table = QTableWidget(len(rows), 3, self)
        table.setObjectName("shortcutsTable")
        table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action"), self.tr("Where")])
        table.verticalHeader().hide()
        # One line of text a row (the style's default is roomier): more keys in sight.
        table.verticalHeader().setMinimumSectionSize(1)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setWordWrap(False)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table = table
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(table, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 1040, 600)

    def rows(self) -> list[tuple[str, str, str]]:
        """The table as shown (for tests)."""
        table = self.table
        return [
            tuple(table.item(row, column).text() for column in range(3))  # type: ignore[misc]
            for row in range(table.rowCount())
        ]
