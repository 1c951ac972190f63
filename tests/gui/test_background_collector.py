"""The chain check's thread never runs the cyclic garbage collector.

Proving a game's pack copy (`store/derived.py`) allocates much in the check's thread; a
collection due then would run there and free QObjects left in reference cycles by the GUI,
outside the GUI thread, which crashes Qt. The collector is held off while background work
runs and let run again (as it was) when the last work ends.
"""

from __future__ import annotations

import gc
import threading

from ba_console.gui.background import BackgroundWork


def idle(qtbot, controller) -> None:
    """The check the controller starts when it opens a game has ended."""
    qtbot.waitUntil(lambda: not controller._background.busy, timeout=10000)


def test_the_collector_is_off_while_work_runs_and_on_again_after(qtbot, controller):
    idle(qtbot, controller)
    release, seen = threading.Event(), []

    def work() -> bool:
        release.wait(5)
        return gc.isenabled()

    background = BackgroundWork(controller)
    background.start(work, seen.append)
    background.start(lambda: gc.isenabled(), seen.append)
    assert not gc.isenabled()  # held from the start of the first work
    qtbot.waitUntil(lambda: len(seen) == 1, timeout=5000)  # the second has ended
    assert not gc.isenabled()  # the first still runs
    release.set()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert seen == [False, False]
    assert gc.isenabled()


def test_a_collector_held_off_before_the_work_stays_off_after(qtbot, controller):
    idle(qtbot, controller)
    gc.disable()
    try:
        seen = []
        BackgroundWork(controller).start(lambda: gc.isenabled(), seen.append)
        qtbot.waitUntil(lambda: seen == [False], timeout=5000)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_window_check_of_a_game_on_the_shipped_pack_is_sound(qtbot, controller):
    with qtbot.waitSignal(controller.log_checked, timeout=10000) as checked:
        controller.check_log()
    assert checked.args[0].verified is True
    idle(qtbot, controller)  # the check the game's opening asked for too
    assert gc.isenabled()
