"""Rule pack… in a window on a game it may not write: before, the editor let the umpire
type cells, and only "Save as new version" was refused, by the store ("Not saved: …is open
read-only; nothing was changed"), after the typing. Now the editor says why as it opens,
its cells take no text, Save, Import and the row buttons are greyed saying why, Ctrl+S
says it and writes nothing; Export and Compare still work."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ba_console.gui.dialogs.pack_editor import PackEditorDialog
from ba_console.store.demo import create_demo
from ba_console.store.lock import GameLock
from tests.gui.conftest import TEST_SEED
from tests.gui.test_read_only_copy import copy_taken_while_open

FOLLOWED = "This window follows a game another console writes: it cannot change it."
SHOWN = "Its rule pack can be read, compared and exported here, not saved."


def _editor(window) -> PackEditorDialog:
    assert window.open_pack_editor()
    editor = window._open_windows[-1]
    assert isinstance(editor, PackEditorDialog)
    return editor


def _label_column(model) -> int:
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return headers.index("Label (en)")


def _read_only_editor(window, path, why: str, tmp_path) -> None:
    before = path.read_bytes()
    editor = _editor(window)
    assert editor.messageLabel.text() == f"{why} {SHOWN}"
    for button in (
        editor.saveButton,
        editor.importButton,
        editor.addRowButton,
        editor.removeRowButton,
        editor.fillGapsButton,
    ):
        assert not button.isEnabled() and button.toolTip() == why, button.objectName()
    assert editor.versionEdit.isReadOnly() and editor.versionEdit.toolTip() == why
    assert editor.exportButton.isEnabled() and editor.compareButton.isEnabled()
    editor.select_table("t08")
    grid = editor.current_grid()
    model = grid.model()
    cell = model.index(0, _label_column(model))
    assert not model.flags(cell) & Qt.ItemFlag.ItemIsEditable
    was = cell.data()
    # A letter typed in a cell: the reason again (after another message), no editor.
    editor.messageLabel.setText("")
    grid.setFocus()
    grid.setCurrentIndex(cell)
    QTest.keyClick(grid, Qt.Key.Key_R)
    assert editor.messageLabel.text() == why
    assert cell.data() == was
    # Ctrl+S: said, nothing written.
    editor.messageLabel.setText("")
    assert not editor.save()
    assert editor.messageLabel.text() == why
    assert path.read_bytes() == before
    # Export still writes the pack.
    exported = tmp_path / "pack.toml"
    editor.export_file(exported)
    assert exported.read_text(encoding="utf-8") == editor.pack.to_toml()
    editor.close()


def test_a_second_window_opens_the_pack_to_read_and_export(qtbot, window, data_dir, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = GameLock.acquire(path)  # the console that writes it
    try:
        assert window.open_game(path) and window.controller.read_only
        _read_only_editor(window, path, FOLLOWED, tmp_path)
        window.close_game()
    finally:
        other.release()
    # A game that may be written: the editor edits and saves, as before.
    assert window.open_game(path) and not window.controller.read_only
    editor = _editor(window)
    assert editor.saveButton.isEnabled() and editor.importButton.isEnabled()
    assert not editor.versionEdit.isReadOnly()
    assert editor.messageLabel.text() == ""
    editor.select_table("t08")
    model = editor.current_grid().model()
    assert model.flags(model.index(0, _label_column(model))) & Qt.ItemFlag.ItemIsEditable
    editor.close()


def test_a_copy_taken_while_open_too(qtbot, window, tmp_path):
    copy = copy_taken_while_open(tmp_path / "stick")
    assert window.controller.open_game(copy) and window.controller.read_only
    why = f"{copy.name} is open read-only: nothing in it can be changed here."
    _read_only_editor(window, copy, why, tmp_path)


def test_in_danish(qtbot, danish, tmp_path):
    copy = copy_taken_while_open(tmp_path / "stick")
    assert danish.open_game(copy) and danish.read_only
    why = danish.read_only_reason()
    editor = PackEditorDialog(danish.pack, language="da", read_only=why)
    qtbot.addWidget(editor)
    assert editor.messageLabel.text() == (
        f"{why} Spillets regelpakke kan læses, sammenlignes og eksporteres her, men ikke gemmes."
    )
    assert why.endswith("er åbnet skrivebeskyttet: intet i det kan ændres her.")
