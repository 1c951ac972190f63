"""How the pack editor opens: the cursor on the list of tables, so the arrows walk the
tables at once; Export suggests a file in a folder the umpire finds again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.gui.dialogs.pack_editor import PackEditorDialog
from ba_console.packs import load_pack


def test_the_cursor_starts_on_the_tables_and_down_walks_them(qtbot):
    editor = PackEditorDialog(load_pack("belle_alliance"))
    qtbot.addWidget(editor)
    with qtbot.waitActive(editor):
        editor.show()
        editor.activateWindow()
    assert editor.tableTitleLabel.text() == "Table 2: Field of sight"
    version = editor.versionEdit.text()
    assert QApplication.focusWidget() is editor.tablesView
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert editor.tableTitleLabel.text() == "Table 3: Rate of march"
    assert editor.versionEdit.text() == version  # the version is not where Down went
