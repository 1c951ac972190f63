"""A notice said while the window is being built (a second console opening the game the
first one writes) is read in the bar once the window shows: cut to the bar with the key
that shows it whole, not painted over the game's title and pack."""

from __future__ import annotations

import os

from ba_console.gui.app import build_window
from ba_console.store.demo import create_demo
from ba_console.store.lock import GameLock
from tests.gui.conftest import TEST_SEED


def test_the_read_only_notice_of_a_second_console_is_readable(qtbot, data_dir, tmp_path):
    path = tmp_path / "evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = GameLock.acquire(path)  # the first console, which writes it
    try:
        window = build_window(game=path, data_dir=data_dir)  # `ba-console gui` run again
        qtbot.addWidget(window)
        window.resize(1366, 768)
        with qtbot.waitExposed(window):
            window.show()
        bar = window.ui.statusBar
        qtbot.waitUntil(lambda: bar.currentMessage().endswith("(whole: Ctrl+Shift+M)"))
        whole = f"{path.name} is open in another ba-console (pid {os.getpid()}), which writes it."
        # The title and pack labels give way to the notice, as for any notice: they were
        # left shown, and the notice ran over "Plancenoit, 18 June 1815" and the pack.
        assert not window.titleLabel.isVisible() and not window.packLabel.isVisible()
        assert bar.currentMessage().startswith(f"{path.name} is open in another")
        assert bar.currentMessage().endswith("… (whole: Ctrl+Shift+M)")
        assert bar.toolTip().startswith(whole)
        room = window.positionLabel.x() - 2
        assert bar.fontMetrics().horizontalAdvance(bar.currentMessage()) <= room
        assert window.messages[-1][1].startswith(whole)
        window.close()
    finally:
        other.release()
