"""The desk's floor: the shape of ba-console's main window in plain PySide6, no console code.

Run by `startup_bench.py` as its "floor" case: `python startup_floor.py GAME` shows, at
1366×768, what the umpire's desk shows on start — a menu bar of seven menus, a tool bar
of SVG icons, Table 1's phases and open tasks in a dock, the order sheet (a grouped
tree of the units, 17 columns) with its header row, and the roster dock (filters and a
side → commander → unit tree of 10 columns) over a status bar — filled from the game
file through the standard library's sqlite3. It has no rules, no pydantic, no
sqlite-utils, no validation, no translations and no undo: only the widgets and the
data. It prints "shown | cpu N ms" when its first frame is painted, as the bare window
and the console do.

Its time against the bare window is the floor any implementation of this window in
PySide6 starts from: what the window's own widgets, icons and first paint cost.
"""

from __future__ import annotations

import sqlite3
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QStandardItem, QStandardItemModel, QWindow
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QToolBar,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
MENUS = {
    "&File": ["&New game…", "&Open…", "Open &recent", "Save a &copy…", "&Close", "&Quit"],
    "&Bound": ["&Next", "&Back", "&Same as last bound", "&Print order sheets…"],
    "&Rolls": ["Ordering", "Fire", "Artillery fire", "Melee", "Spread of rout", "Catch"],
    "&Log and pack": ["&Roll log", "&Verify", "&Export…", "&Pack editor"],
    "&View": ["Phases", "Roster", "Tool bar"],
    "&Language": ["English", "Dansk"],
    "&Help": ["&About"],
}
TOOLS = [("back.svg", "Back"), ("next.svg", "Next"), ("dice.svg", "Roll"), ("log.svg", "Log"),
         ("repeat.svg", "Same as last bound"), ("print.svg", "Print sheets")]  # fmt: skip
PHASES = ["1. Ordering phase", "  1a. Issuing of orders", "  1b. Ordering rolls",
          "2. Reporting phase", "3. Phase for continued fire", "4. Movement phase",
          "  4a. Splitting and assembly", "  4b. Change of formation",
          "  4c. March, fast march and charge", "5. Fire phase", "6. Melee phase",
          "  6a. Melee", "  6b. Retreat, rout and spread of rout", "  6c. Continued advance",
          "7. End of bound"]  # fmt: skip
SHEET_COLUMNS = ["Unit", "Order as written", "March to", "cm", "Rate", "Formation", "Split",
                 "Attack", "Chg", "Pos", "Work", "Transfer", "Can", "Rest", ">30", "Foe",
                 "Status"]  # fmt: skip
ROSTER_COLUMNS = ["Name", "Arm / type", "Figures", "Start", "Gunners", "Valour", "Disorder",
                  "Formation", "Supplies", "Flags / state"]  # fmt: skip


def read_game(path: Path) -> tuple[list[tuple], list[tuple], tuple]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    units = conn.execute(
        "SELECT key, name, side, commander, arm, type, figures_start, figures, gunners_start, "
        "gunners, valour, disorder, formation, supplies_left FROM units ORDER BY roster_order"
    ).fetchall()
    commanders = conn.execute(
        "SELECT key, name, side, level, parent FROM commanders ORDER BY position"
    ).fetchall()
    state = conn.execute("SELECT bound, phase, sub_phase FROM phase_state").fetchone()
    conn.close()
    return units, commanders, state


def row(values: list[object]) -> list[QStandardItem]:
    items = []
    for value in values:
        item = QStandardItem("" if value is None else str(value))
        item.setEditable(False)
        items.append(item)
    return items


class Desk(QMainWindow):
    def __init__(self, game: Path) -> None:
        super().__init__()
        units, commanders, state = read_game(game)
        self.setWindowTitle("Floor")
        for title, entries in MENUS.items():
            menu = self.menuBar().addMenu(title)
            for entry in entries:
                menu.addAction(entry)
        tools = QToolBar(self)
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tools.setIconSize(QSize(20, 20))
        for icon, text in TOOLS:
            tools.addAction(QIcon(str(ICONS / icon)), text)
        self.addToolBar(tools)
        self.setWindowIcon(QIcon(str(ICONS / "ba-console.svg")))

        phases = QWidget()
        layout = QVBoxLayout(phases)
        layout.addWidget(QLabel(f"Bound {state[0]}"))
        phase_list = QListWidget()
        phase_list.addItems(PHASES)
        phase_list.setCurrentRow(1)
        layout.addWidget(phase_list)
        layout.addWidget(QLabel("Open tasks in this phase"))
        tasks = QListWidget()
        tasks.addItems(["14 units without an order", "3 ordering rolls pending"])
        layout.addWidget(tasks)
        buttons = QHBoxLayout()
        buttons.addWidget(QPushButton("◀ Back"))
        buttons.addWidget(QPushButton("Next ▶"))
        layout.addLayout(buttons)
        self.add_dock("Phases", phases, Qt.DockWidgetArea.LeftDockWidgetArea)

        by_commander: dict[str | None, list[tuple]] = {}
        for unit in units:
            by_commander.setdefault(unit[3], []).append(unit)
        names = {key: name for key, name, *_ in commanders}
        sheet_model = QStandardItemModel(0, len(SHEET_COLUMNS), self)
        sheet_model.setHorizontalHeaderLabels(SHEET_COLUMNS)
        for commander, members in by_commander.items():
            group = row([f"{names.get(commander, '—')} — {len(members)} units"])
            for unit in members:
                group[0].appendRow(row([unit[1], "", "", "", "", "", "", "", "", "", "", "",
                                        "", "", "", "", "written"]))  # fmt: skip
            sheet_model.appendRow(group)
        sheet = QTreeView()
        sheet.setModel(sheet_model)
        sheet.expandAll()
        sheet_page = QWidget()
        sheet_layout = QVBoxLayout(sheet_page)
        header = QHBoxLayout()
        header.addWidget(QLabel(f"Orders for bound {state[0]}"))
        side = QComboBox()
        side.addItems(["All sides"])
        header.addWidget(side)
        header.addWidget(QLabel(f"0 of {len(units)} units have orders"))
        header.addStretch()
        sheet_layout.addLayout(header)
        sheet_layout.addWidget(sheet)
        tabs = QTabWidget()
        tabs.addTab(sheet_page, "Order sheets")
        self.setCentralWidget(tabs)

        roster_model = QStandardItemModel(0, len(ROSTER_COLUMNS), self)
        roster_model.setHorizontalHeaderLabels(ROSTER_COLUMNS)
        items: dict[str, QStandardItem] = {}
        for key, name, _side, level, parent in commanders:
            items[key] = line = row([name, f"{level} commander", "", "", "", "", "", "", "",
                                     "2 orderlies"])[0]  # fmt: skip
            (items[parent] if parent in items else roster_model.invisibleRootItem()).appendRow(line)
        for unit in units:
            values = [unit[1], f"{unit[4]} · {unit[5]}", unit[7], unit[6],
                      f"{unit[9]}/{unit[8]}" if unit[8] else "", f"{unit[10]:+d}", unit[11],
                      unit[12], "unlimited" if unit[13] is None else unit[13], ""]  # fmt: skip
            parent = items.get(unit[3])
            (parent or roster_model.invisibleRootItem()).appendRow(row(values))
        roster = QWidget()
        roster_layout = QVBoxLayout(roster)
        filters = QHBoxLayout()
        for label in ("Side:", "Brigade:", "State:"):
            filters.addWidget(QLabel(label))
            choice = QComboBox()
            choice.addItems(["All"])
            filters.addWidget(choice)
        find = QLineEdit()
        find.setPlaceholderText("Find a unit…")
        filters.addWidget(find)
        filters.addWidget(QLabel(f"{len(units)} of {len(units)} units"))
        filters.addWidget(QPushButton("Add"))
        roster_layout.addLayout(filters)
        tree = QTreeView()
        tree.setModel(roster_model)
        tree.expandAll()
        roster_layout.addWidget(tree)
        self.add_dock("Roster", roster, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)

        for text in ("Plancenoit", "Pack belle_alliance", "Bound 1", "Log: 0 rows"):
            self.statusBar().addPermanentWidget(QLabel(text))

    def add_dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> None:
        dock = QDockWidget(title, self)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)

    # The first frame is reported as ba-console's MainWindow and the bare window report it.
    def showEvent(self, event):  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.windowHandle().installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Expose and isinstance(watched, QWindow):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, shown)
        return super().eventFilter(watched, event)


def shown() -> None:
    print(f"shown | cpu {time.process_time() * 1000:.0f} ms", flush=True)
    app.quit()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = Desk(Path(sys.argv[1]))
    window.resize(1366, 768)
    window.show()
    sys.exit(app.exec())
