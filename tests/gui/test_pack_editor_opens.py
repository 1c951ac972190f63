"""How the pack editor opens: the cursor on the list of tables, so the arrows walk the
tables at once; Export suggests a file in a folder the umpire finds again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

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


def export_suggested(monkeypatch, editor) -> Path:
    """The file the Export dialog offers, as the umpire sees it in the dialog."""
    offered: list[str] = []

    def save_dialog(_parent, _title, suggestion, _filters):
        offered.append(suggestion)
        return "", ""  # the umpire cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    editor.exportButton.click()
    return Path(offered[0])


def test_export_suggests_documents_then_the_folder_last_used(qtbot, monkeypatch, tmp_path):
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setattr(PackEditorDialog, "_last_folder", None)  # a new session
    editor = PackEditorDialog(load_pack("belle_alliance"))
    qtbot.addWidget(editor)
    version = editor.pack.version
    # Not the folder the console started in: the umpire's Documents.
    assert export_suggested(monkeypatch, editor) == (
        home / "Documents" / f"belle_alliance-{version}.toml"
    )
    club = tmp_path / "club packs"
    club.mkdir()
    editor.export_file(club / "for-laptop-2.toml")
    assert export_suggested(monkeypatch, editor).parent == club  # where the last one went
    other = PackEditorDialog(load_pack("belle_alliance"))  # the next editor, same session
    qtbot.addWidget(other)
    assert export_suggested(monkeypatch, other).parent == club


def test_a_table_without_a_number_is_headed_by_its_title_not_its_key(qtbot):
    """General de Brigade's tables have no number in the book: the heading said the pack's
    key ("formation_test_factors: Massed-column…"); it says the title, as the table list
    does, in the editor's language, with the key on hover."""
    for language, title in (
        ("en", "Massed-column formation test: factors"),
        ("da", "Formationstest i massekolonne: tillæg"),
    ):
        editor = PackEditorDialog(load_pack("general_de_brigade"), language=language)
        qtbot.addWidget(editor)
        editor.select_table("formation_test_factors")
        assert editor.tableTitleLabel.text() == title
        assert editor.tableTitleLabel.toolTip() == "formation_test_factors"
