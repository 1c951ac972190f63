"""The window writes no file over a game (issue 16): its exports, Save a copy, the printed
order sheets and the pack editor's export refuse the game, its companions and any SQLite
file, whatever the file dialog answered, and say why in the interface language."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.gui.dialogs.pack_editor import PackEditorDialog
from ba_console.gui.operations import OperationRefused
from ba_console.gui.widgets.order_sheet import OrderSheetWidget
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import Game
from tests.gui.conftest import refusals


def _rolls_in(path: Path) -> int:
    with Game.open(path, read_only=True) as game:
        return game.verify().rolls_checked


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm", "-journal", "-lock"])
def test_the_log_export_refuses_the_game_and_its_companions(qtbot, controller, suffix):
    view = RollLogView(controller)
    qtbot.addWidget(view)
    game_path = controller.game.path
    target = Path(f"{game_path}{suffix}")
    before = target.read_bytes() if target.exists() and suffix != "-shm" else None
    with pytest.raises(OperationRefused, match="nothing is ever written over"):
        view.export_to(target)
    with pytest.raises(OperationRefused, match="nothing is ever written over"):
        view.export_summary_to(target, 1)
    if before is not None:
        assert target.read_bytes() == before
    assert "Exported" not in view.statusLabel.text()
    assert controller.game.verify().ok


def test_save_a_copy_refuses_a_name_sqlite_keeps_for_the_game(window):
    game_path = window.controller.game.path
    target = Path(f"{game_path}-journal")
    assert not window.save_copy(target)
    assert window.warnings == [
        f"{target} belongs to the game {game_path.name} (SQLite keeps its latest writes "
        "there): nothing is ever written over it. Choose another name."
    ]
    assert not target.exists()


def test_printed_order_sheets_refuse_a_link_to_the_game(qtbot, controller, tmp_path):
    sheet = OrderSheetWidget()
    qtbot.addWidget(sheet)
    sheet.bind(controller)
    link = tmp_path / "sheets.pdf"
    link.symlink_to(controller.game.path)
    messages = refusals(controller)
    assert sheet.print_blank_sheets(link) is None
    assert "is a game file or another SQLite database" in messages[-1]
    assert controller.game.path.read_bytes().startswith(b"SQLite format 3\x00")
    assert controller.game.verify().ok


def test_the_pack_editors_export_refuses_a_game(qtbot, controller, tmp_path):
    other = tmp_path / "other.bagame"
    Game.create(other, title="Other", pack_toml="", pack_id="p", pack_hash="h").close()
    before = other.read_bytes()
    editor = PackEditorDialog(controller.pack, save=lambda pack: None)
    editor.confirm_discard = lambda: True
    qtbot.addWidget(editor)
    editor.export_file(other)
    assert "is a game file or another SQLite database" in editor.messageLabel.text()
    assert other.read_bytes() == before
    assert _rolls_in(other) == 0


def test_the_refusal_is_said_in_danish(danish):
    game_path = danish.game.path
    target = Path(f"{game_path}-journal")
    said = refusals(danish)
    assert not danish.save_copy(target)
    assert said == [
        f"{target} hører til spillet {game_path.name} (SQLite gemmer dets seneste "
        "skrivninger der): der skrives aldrig oven i den. Vælg et andet navn."
    ]
