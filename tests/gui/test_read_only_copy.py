"""A copy of a game that may not be written, opened in the window: a copy taken while its
game was open (the `.bagame` alone, without its `-wal`), as a player is handed one. The
store will not play on it; the window opens it read-only to be looked at (the log, its
check, the reports), says so in the title, and every change is refused with a reason. The
file is left byte for byte as it was."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.gui.conftest import TEST_SEED, refusals
from tests.store.test_files_kept import NOBODY, REPO


def copy_taken_while_open(folder, name: str = "copy for Anders.bagame"):
    folder.mkdir()
    game_path = folder / "evening.bagame"
    create_demo(game_path, seed=TEST_SEED).close()
    copy = folder / name
    with Game.open(game_path) as game:
        game.seal(note="witnessed by Anders")  # in the -wal only, while the game is open
        shutil.copyfile(game_path, copy)
    return copy


def test_a_copy_taken_while_open_opens_read_only_and_refuses_every_change(window, tmp_path):
    copy = copy_taken_while_open(tmp_path / "stick")
    before = copy.read_bytes()
    said = refusals(window.controller)
    assert window.controller.open_game(copy)
    assert window.controller.read_only
    assert said[0].startswith(f"{copy} is in WAL mode without its -wal file")
    assert said[0].endswith(
        "It is open read-only now: you can read the log, check it and export its reports; "
        "nothing can be changed."
    )
    assert window.windowTitle().endswith(f"— {copy.name} (read-only) — ba-console")
    assert not window.controller.seal_log("a forged seal")
    assert said[-1] == f"{copy.name} is open read-only; nothing was changed"
    window.controller.close_game()
    assert copy.read_bytes() == before
    assert sorted(p.name for p in copy.parent.iterdir()) == [copy.name, "evening.bagame"]


def test_a_damaged_file_is_still_refused_not_opened_read_only(window, tmp_path):
    damaged = tmp_path / "damaged.bagame"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\xff" * 600)
    said = refusals(window.controller)
    assert not window.controller.open_game(damaged)
    assert not window.controller.read_only
    assert "read-only now" not in said[0]


def test_in_danish_the_notice_says_it_is_open_read_only(qtbot, danish, tmp_path):
    copy = copy_taken_while_open(tmp_path / "stick")
    said = refusals(danish)
    assert danish.open_game(copy) and danish.read_only
    assert said[0].startswith(f"{copy} er i WAL-tilstand uden sin -wal-fil")
    assert said[0].endswith(
        "Det er nu åbnet skrivebeskyttet: du kan læse loggen, kontrollere den og eksportere "
        "dens rapporter; intet kan ændres."
    )


# The window's controller opening a game on a read-only medium, as a user the file modes
# bind (root ignores them): what it says, and whether it opened the game read-only.
OPEN_AS_ANOTHER_USER = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from ba_console.gui.controller import GameController
controller = GameController(Path(sys.argv[2]), "en")
controller.action_refused.connect(lambda message: print("SAID:", message))
print("OPENED:", controller.open_game(Path(sys.argv[1])), controller.read_only)
print("SEAL:", controller.seal_log("a forged seal"))
controller.close_game()
"""


def test_a_game_on_a_read_only_medium_opens_read_only():
    if os.geteuid() != 0:
        command = [sys.executable]
    elif shutil.which("setpriv") is None:
        pytest.skip("root ignores file modes, and setpriv (to run as another user) is missing")
    else:
        command = [*NOBODY, sys.executable]
    base = Path(tempfile.mkdtemp(prefix="ba-medium-"))
    try:
        base.chmod(0o755)
        medium, data = base / "medium", base / "data"
        medium.mkdir()
        data.mkdir()
        data.chmod(0o777)
        game = medium / "club.bagame"
        create_demo(game, seed=TEST_SEED).close()
        game.chmod(0o444)
        medium.chmod(0o555)
        before = game.read_bytes()
        env = {**os.environ, "PYTHONPATH": str(REPO), "HOME": str(data)}
        env["QT_QPA_PLATFORM"] = "offscreen"
        done = subprocess.run(  # noqa: S603 - our own interpreter
            [*command, "-c", OPEN_AS_ANOTHER_USER, str(game), str(data)],
            capture_output=True,
            text=True,
            env=env,
            cwd=REPO,
            timeout=120,
        )
        lines = done.stdout.splitlines()
        assert "OPENED: True True" in lines, done.stdout + done.stderr
        assert lines[0] == (
            f"SAID: {game} cannot be written (a read-only file or medium): nothing was changed. "
            "Open it read-only, or copy it to a folder you can write to. It is open read-only "
            "now: you can read the log, check it and export its reports; nothing can be changed."
        )
        assert "SEAL: False" in lines
        assert game.read_bytes() == before
        assert sorted(p.name for p in medium.iterdir()) == ["club.bagame"]
    finally:
        medium.chmod(0o755)
        shutil.rmtree(base)


def test_f9_on_a_read_only_copy_says_so_before_a_roll_is_typed(qtbot, window, tmp_path):
    from PySide6.QtWidgets import QApplication

    from ba_console.gui.dialogs.roll import RollDialog

    copy = copy_taken_while_open(tmp_path / "stick")
    assert window.controller.open_game(copy) and window.controller.read_only
    window.open_roll_dialog(None)  # F9
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, RollDialog)]
    assert window.ui.statusBar.currentMessage() == (
        f"{copy.name} is open read-only: no roll can be logged in it."
    )
