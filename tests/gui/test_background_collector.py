"""The chain check's thread never runs the cyclic garbage collector.

Proving a game's pack copy (`store/derived.py`) allocates much in the check's thread; a
collection due then would run there and free QObjects left in reference cycles by the GUI,
outside the GUI thread, which crashes Qt. Once the window is shown the automatic collector
is off and the application's timer collects in the GUI thread (`gui/collector.py`).
"""

from __future__ import annotations

import gc

from ba_console.gui.background import BackgroundWork
from ba_console.gui.collector import GuiThreadCollector


def idle(qtbot, controller) -> None:
    """The check the controller starts when it opens a game has ended."""
    qtbot.waitUntil(lambda: not controller._log_check.busy, timeout=10000)


def test_work_in_the_background_never_finds_the_collector_on(qtbot, controller):
    idle(qtbot, controller)
    was_on = gc.isenabled()
    gc.enable()  # as a window started without `ba_console.__main__` would have it
    collector = GuiThreadCollector(None, interval_ms=60_000)
    try:
        collector.start()  # the window is shown
        seen = []
        BackgroundWork(controller).start(lambda: gc.isenabled(), seen.append)
        qtbot.waitUntil(lambda: seen != [], timeout=5000)
        assert seen == [False] and not gc.isenabled()
    finally:
        collector.timer.stop()
        gc.unfreeze()
        if was_on:
            gc.enable()
        else:
            gc.disable()


def test_the_window_check_of_a_game_on_the_shipped_pack_is_sound(qtbot, controller):
    with qtbot.waitSignal(controller.log_checked, timeout=10000) as checked:
        controller.check_log()
    assert checked.args[0].verified is True
    idle(qtbot, controller)  # the check the game's opening asked for too
