"""Why a tampered log is broken, in the umpire's language: the log viewer and the status bar.

The store's reason is English (the CLI prints it, exports keep it) and comes with its
translatable sentence; the log viewer's "BROKEN at roll 3: …" and the status bar's tooltip
say the whole of it in the interface language. A Danish umpire reads "BRUDT ved kast 3:
dets indhold passer ikke med dets hash: …", not a Danish frame around an English reason.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import Game, Outcome, RollDraft, RollSide, paths
from ba_console.store.demo import create_demo
from tests.gui.conftest import verify_in_view
from tests.gui.test_auto_tick_reasons import open_game

CHANGED_ROW = {
    "da": "dets indhold passer ikke med dets hash: rækken blev ændret efter logføringen",
    "en": "its contents do not match its hash: the row was changed after logging",
}
REMOVED_DRAW = {
    "da": "konsolslag 2 mangler: slag 1 efterfølges af slag 3",
    "en": "console draw 2 is missing: draw 1 is followed by draw 3",
}
SHOWN = {
    "changed row": {
        "da": f"BRUDT ved kast 3: {CHANGED_ROW['da']}",
        "en": f"BROKEN at roll 3: {CHANGED_ROW['en']}",
    },
    "removed draw": {
        "da": f"BRUDT ved konsolslag 2: {REMOVED_DRAW['da']}",
        "en": f"BROKEN at console draw 2: {REMOVED_DRAW['en']}",
    },
}
TAMPERING = {
    "changed row": "UPDATE rolls SET note = 'changed' WHERE sequence = 3",
    "removed draw": "DELETE FROM console_draws WHERE draw = 2",
}


def log_fire_rolls(game: Game, count: int) -> None:
    """`count` fire rolls of console dice, one draw each."""
    for _ in range(count):
        faces = game.console_faces("fire", "firer", 3)
        game.append_roll(
            RollDraft(
                kind="fire",
                sides=(RollSide(role="firer", unit="i-15", dice_source="console", faces=faces),),
                outcome=Outcome(key="no_effect", label="No effect"),
            )
        )


def tamper(path: Path, statement: str) -> None:
    """Change the file behind the console's back, as a forger would (guards dropped)."""
    connection = sqlite3.connect(path)
    for (name,) in connection.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger'"
    ).fetchall():
        connection.execute(f"DROP TRIGGER {name}")
    connection.execute(statement)
    connection.commit()
    connection.close()


@pytest.mark.parametrize("language", ["da", "en"])
@pytest.mark.parametrize("tampering", list(TAMPERING))
def test_the_log_viewer_says_why_the_chain_is_broken_in_the_interface_language(
    qtbot, qapp, demo_path: Path, data_dir: Path, language: str, tampering: str
):
    controller = open_game(qapp, demo_path, data_dir, language)
    try:
        log_fire_rolls(controller.game, 5)
        tamper(controller.game.path, TAMPERING[tampering])
        view = RollLogView(controller)
        qtbot.addWidget(view)
        view.show()
        assert not verify_in_view(qtbot, view)
        assert view.chainLabel.text() == SHOWN[tampering][language]
        # The store's own account, on hover, stays the English the CLI prints.
        assert view.chainLabel.toolTip() == SHOWN[tampering]["en"]
    finally:
        controller.close_game()


@pytest.mark.parametrize("language", ["da", "en"])
def test_the_status_bar_tooltip_says_why_in_the_interface_language(
    qtbot, data_dir: Path, language: str
):
    from ba_console.gui.app import build_window, settings_for
    from ba_console.gui.main_window import LANGUAGE_KEY

    path = paths.default_demo_path(data_dir)
    with create_demo(path) as game:
        log_fire_rolls(game, 5)
    tamper(path, TAMPERING["changed row"])
    settings_for(data_dir).setValue(LANGUAGE_KEY, language)
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.controller.log_state.verified is not None, timeout=5000)
    assert window.controller.log_state.bad_row == 3
    assert window.logLabel.toolTip() == CHANGED_ROW[language]
    # The log state keeps the English, as the store gave it.
    assert window.controller.log_state.reason == CHANGED_ROW["en"]
    window.close()
