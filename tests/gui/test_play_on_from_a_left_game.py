"""A game a program left open (a script on the store that forgot `close`) reads as copied
while open: in WAL mode without its -wal. The window opens it read-only, as it must (it
cannot tell it from a copy), and, once its log verifies, asks whether it is the game
itself: on a yes it plays on from it, a seal logged saying so; on a no (the default) it
stays read-only and the file is left as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.store.game import Game
from ba_console.store.kinds import SEAL_KIND
from tests.gui.conftest import refusals
from tests.store.conftest import run_python

FORGETS_CLOSE = """
import sys
from ba_console.store.demo import create_demo
from ba_console.store.game import Game
create_demo(sys.argv[1], seed=bytes(range(32))).close()
game = Game.open(sys.argv[1])
game.seal(note="witnessed by Anders")
print("left", flush=True)
"""


@pytest.fixture
def left_open(tmp_path) -> Path:
    (tmp_path / "club").mkdir()
    path = tmp_path / "club" / "evening.bagame"
    child = run_python(FORGETS_CLOSE, str(path))
    out, err = child.communicate(timeout=120)
    assert out.strip() == "left", err
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name, f"{path.name}-lock"]
    return path


def test_the_umpire_plays_on_from_the_game_itself_a_seal_says_so(window, qtbot, left_open):
    asked = []
    window.confirm_play_on = lambda *question: asked.append(question) or True
    said = refusals(window.controller)
    assert window.controller.open_game(left_open)
    assert window.controller.read_only
    assert "the console window offers to play on from it once its log verifies" in said[0]
    qtbot.waitUntil(lambda: not window.controller.read_only)
    assert asked == [("evening.bagame", 1, True)]
    game = window.controller.game
    last = game.roll(game.roll_count())
    assert last.kind == SEAL_KIND
    assert last.note.startswith("taken back as the game by the umpire")
    assert "(read-only)" not in window.windowTitle()
    window.controller.close_game()
    with Game.open(left_open) as game:  # one closed file now, opened as any game
        assert game.roll_count() == 2 and game.verify().ok


def test_no_keeps_it_read_only_and_the_file_as_it_was(window, qtbot, left_open):
    asked = []
    window.confirm_play_on = lambda *question: asked.append(question) or False
    before = left_open.read_bytes()
    assert window.controller.open_game(left_open)
    qtbot.waitUntil(lambda: bool(asked))
    assert window.controller.read_only
    window.controller.close_game()
    assert left_open.read_bytes() == before
    assert sorted(p.name for p in left_open.parent.iterdir()) == [
        left_open.name,
        f"{left_open.name}-lock",
    ]
