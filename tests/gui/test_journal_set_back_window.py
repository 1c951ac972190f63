"""A game whose state journal was removed and its schema record set back (see
tests/store/test_journal_rewound.py), opened in the window: not played on (a new journal
would take the edited roster as found), but opened read-only to be looked at, with why."""

from __future__ import annotations

from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.gui.conftest import TEST_SEED, refusals
from tests.store.test_journal_rewound import rewind


def test_the_window_opens_it_read_only_and_says_why(window, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED).close()
    with Game.open(path) as game:
        seal = game.seal(note="witnessed by Anders")
    rewind(path, "UPDATE units SET figures = 1")
    before = path.read_bytes()
    said = refusals(window.controller)
    assert window.controller.open_game(path)
    assert window.controller.read_only
    assert said[0].startswith(
        f"{path} cannot be opened for play: it says it was made before the state journal, yet "
        f"roll {seal.sequence} was logged by a console that keeps a state journal."
    )
    assert said[0].endswith(
        "It is open read-only now: you can read the log, check it and "
        "export its reports; nothing can be changed."
    )
    window.controller.close_game()
    assert path.read_bytes() == before
