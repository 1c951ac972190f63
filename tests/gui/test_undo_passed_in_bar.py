"""What Undo keeps as it goes past a step (`Gone`: the step leaves Undo) is said in the
status bar, never in a box, however long: the next Ctrl+Z takes back the edit before it,
and a box would take that key until Enter closed it (session 26: the 157-character "The
order of … stands …" opened s25's refusal box). Too long for the bar at 1366 px, it is cut
with the key that shows it whole, and View › Recent messages has it whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from ba_console.core.orders import OrderParts
from tests.gui.conftest import log_typed_roll
from tests.gui.test_danish_evening_polish import _window
from tests.gui.test_roster_take_off import LATE

GUARD = "1/1er Tirailleurs de la Garde"  # i-1t in the demo
LONG = dict(LATE, name="2nd Bn. Fusiliers, 15th (2nd Westphalian) Landwehr Regiment")


def _box(window) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "refusalBox")
    return box if box is not None and box.isVisible() else None


def ctrl_z(window) -> str:
    """Ctrl+Z pressed on the window as the umpire presses it; what the bar shows then."""
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    return window.statusBar().currentMessage()


def recent(window) -> list[str]:
    return [message for _time, message, _refused, _count in window.messages]


@pytest.fixture
def english(qtbot, demo_path, data_dir):
    window = _window(qtbot, data_dir, "en")  # the real refusal box, not a test's list
    yield window
    window.close()


def test_three_ctrl_z_in_a_row_each_act_past_an_order_that_stands(qtbot, english):
    window, controller = english, english.controller
    unit = controller.game.unit("i-15")
    assert controller.save_order("i-1t", text="hold the farm", parts=OrderParts())
    window.ui.rosterPanel.add_entry("unit", dict(LATE))
    attack = OrderParts.from_data({"attack": {"target": "late-hussars"}})
    assert controller.save_order("i-15", text="attack the hussars", parts=attack)
    fire = log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect")
    undo = window.ui.actionUndo

    # 1: the order stands (a roll under it): said in the bar, no box; Undo goes on.
    said = (
        f"Undo keeps the order of {unit.name}: Fire by hand weapons (#{fire.sequence}) "
        "logged under it. Void that in the log to change it."
    )
    shown = ctrl_z(window)
    assert _box(window) is None
    assert shown == said  # it fits the bar at 1366 px
    assert recent(window)[-1] == said
    assert undo.text() == "&Undo new unit Late Hussars"
    # 2: the very next key acts: the adding is kept (the order attacks it), and passed.
    assert QApplication.activeWindow() is window
    assert ctrl_z(window) == f"Undo keeps Late Hussars: the order of {unit.name} attacks it."
    assert _box(window) is None
    assert undo.text() == f"&Undo order of {GUARD}"
    # 3: and the next takes back the order written before them.
    assert ctrl_z(window) == f"Undone: order of {GUARD}"
    assert controller.game.order(controller.bound, "i-1t") is None
    assert controller.game.order(controller.bound, "i-15").text == "attack the hussars"
    assert "late-hussars" in [u.key for u in controller.game.units()]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            "Undo keeps {name}: #{n} was logged after it was added. Right-click it › Take "
            "off the roster…",
        ),
        (
            "da",
            "Fortryd beholder {name}: #{n} er logført, efter den blev tilføjet. Højreklik på "
            "den › Tag af styrkelisten…",
        ),
    ],
)
def test_a_long_undo_keeps_is_cut_in_the_bar_and_whole_in_recent_messages(
    qtbot, demo_path, data_dir, language, said
):
    window = _window(qtbot, data_dir, language)
    controller = window.controller
    assert controller.save_order("i-1t", text="hold the farm", parts=OrderParts())
    window.ui.rosterPanel.add_entry("unit", dict(LONG))
    sequence = log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect").sequence
    message = said.format(name=LONG["name"], n=sequence)
    bar = window.statusBar()
    shown = ctrl_z(window)
    room = window.positionLabel.x() - 2 - 6
    assert bar.fontMetrics().horizontalAdvance(message) > room  # too long for the bar
    assert _box(window) is None
    assert shown.endswith("… " + ("(whole: Ctrl+Shift+M)" if language == "en" else
                                  "(hele: Ctrl+Skift+M)"))  # fmt: skip
    assert bar.fontMetrics().horizontalAdvance(shown) <= room
    assert bar.toolTip() == message
    assert recent(window)[-1] == message and window.messages[-1][2]  # kept, as refused
    # The next Ctrl+Z acts: the order before the adding is taken back.
    assert QApplication.activeWindow() is window
    ctrl_z(window)
    assert controller.game.order(controller.bound, "i-1t") is None
    window.close()
