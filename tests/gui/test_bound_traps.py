"""No trap between two bounds: F8 on End of bound always asks "Start bound N+1?" (Enter
stays), the question writes the bound's turn summary on the way, and Back from the first
step of a new bound returns to the last one while nothing of the new bound is logged.

These tests let the window's own message box ask, and answer it with the keyboard or its
buttons, as the umpire would.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ba_console.core.orders import OrderFacts, OrderParts
from tests.gui.conftest import log_typed_roll, step_to


def answer_boxes(qtbot, answers: list) -> list[tuple[str, str, str, list[str]]]:
    """Answer the next message boxes in turn: each answer is a key (Qt.Key) pressed in
    the box, or the start of a button's text to click. Returns what each box showed: its
    text, its informative text, its default button and its buttons."""
    seen: list[tuple[str, str, str, list[str]]] = []
    pending = list(answers)
    tries = iter(range(500))  # some 10 s; then the test fails rather than waits for ever

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            if next(tries, None) is not None:
                QTimer.singleShot(20, answer)
            return
        buttons = [button.text() for button in box.buttons()]
        seen.append((box.text(), box.informativeText(), box.defaultButton().text(), buttons))
        reply = pending.pop(0)
        if isinstance(reply, Qt.Key):
            qtbot.keyClick(box, reply)
        else:
            button = next(b for b in box.buttons() if b.text().replace("&", "").startswith(reply))
            button.click()
        if pending:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    return seen


def press_f8(qtbot, window) -> None:
    """F8 in the window, active again after a message box closed, as the umpire's is."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F8)


def test_f8_on_end_of_bound_asks_and_enter_stays(qtbot, window):
    controller = window.controller
    del window.confirm_new_bound  # the window's own question
    far = OrderFacts(over_30cm_from_commander=True)
    march = OrderParts.from_data({"march": {"to": "the farm"}})
    assert controller.save_order("bty-yg", text="Limber up", parts=march, facts=far)
    step_to(controller, "end_of_bound")
    seen = answer_boxes(qtbot, [Qt.Key.Key_Return])
    press_f8(qtbot, window)
    assert controller.bound == 1
    assert controller.game.rolls(kind="bound_started") == []
    text, informative, default, buttons = seen[0]
    assert text == "Start bound 2?"
    assert default == "Stay"
    assert sorted(b.replace("&", "") for b in buttons) == [
        "Start bound 2",
        "Stay",
        "Turn summary of bound 1…",
    ]
    # The bound's open tasks are in the question, and what starting the bound means.
    assert informative == (
        "Still open in bound 1:\n"
        "• from 1b: 1 ordering roll pending\n"
        "• from 4a: 1 movement to confirm (F7)\n"
        "Bound 1 then closes and stands (1.1.1); Back returns to it only until something "
        "is logged in bound 2."
    )
    # Esc stays too; the button starts the bound.
    seen = answer_boxes(qtbot, [Qt.Key.Key_Escape])
    press_f8(qtbot, window)
    assert len(seen) == 1
    assert controller.bound == 1
    seen = answer_boxes(qtbot, ["Start bound 2"])
    press_f8(qtbot, window)
    assert len(seen) == 1
    assert controller.bound == 2


def test_f8_asks_even_with_nothing_left_open(qtbot, window):
    controller = window.controller
    step_to(controller, "end_of_bound")
    window.ui.rosterPanel.setFocus()
    window.controller.tasks_left_open = lambda: []  # a bound with every task done
    press_f8(qtbot, window)
    assert window.new_bounds == [[]]
    assert controller.bound == 2


def test_the_question_writes_the_turn_summary_and_asks_again(qtbot, window, tmp_path: Path):
    controller = window.controller
    del window.confirm_new_bound
    log_typed_roll(controller, "catch", "owner", "i-15", "escapes")
    step_to(controller, "end_of_bound")
    asked: list[int] = []
    targets = iter([tmp_path / "bound-1.html", tmp_path / "bound-1.pdf"])
    window.ask_summary_path = lambda bound: asked.append(bound) or str(next(targets))
    summary = "Turn summary of bound 1"
    seen = answer_boxes(qtbot, [summary, summary, "Start bound 2"])
    press_f8(qtbot, window)
    assert asked == [1, 1]
    assert [text for text, *_ in seen] == ["Start bound 2?"] * 3  # asked again after each
    page = (tmp_path / "bound-1.html").read_text(encoding="utf-8")
    assert "I./15th" in page  # the unit that rolled, by its name
    assert (tmp_path / "bound-1.pdf").read_bytes().startswith(b"%PDF")
    assert controller.bound == 2


def test_a_turn_summary_that_cannot_be_written_says_why_and_asks_again(qtbot, window, tmp_path):
    controller = window.controller
    del window.confirm_new_bound
    step_to(controller, "end_of_bound")
    window.ask_summary_path = lambda bound: str(tmp_path / "no such folder" / "bound-1.pdf")
    seen = answer_boxes(qtbot, ["Turn summary of bound 1", Qt.Key.Key_Return])
    press_f8(qtbot, window)
    assert len(seen) == 2
    assert len(window.warnings) == 1 and "there is no folder" in window.warnings[0]
    assert controller.bound == 1


def test_back_from_a_new_bound_returns_to_the_last_while_nothing_is_logged(qtbot, window, tmp_path):
    controller = window.controller
    game = controller.game
    with game.transaction():
        game.add_flag("i-15", "charged", set_bound=1, expires_after=1)
    step_to(controller, "end_of_bound")
    qtbot.keyClick(window, Qt.Key.Key_F8)  # the umpire starts bound 2 (the fixture answers)
    assert controller.bound == 2
    # The flag ended with bound 1; Open tasks names the unit, not its key.
    tasks = window.ui.phaseTracker.ui.tasksList
    lines = [tasks.item(row).text() for row in range(tasks.count())]
    assert "Flags expired: charged (I./15th Infantry Regiment)." in lines
    assert not any("i-15" in line for line in lines)
    assert game.flags(bound=2) == [] or all(f.unit != "i-15" for f in game.flags(bound=2))
    # An F8 too many: Shift+F8 goes back to the end of bound 1, the flag back in force.
    assert window.ui.actionPreviousPhase.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    position = controller.position()
    assert (position.bound, position.phase) == (1, "end_of_bound")
    assert window.positionLabel.text() == "Bound 1 · End of bound"
    started = game.rolls(kind="bound_started")
    assert len(started) == 1 and started[0].voided_by is not None
    void = game.roll(started[0].voided_by)
    assert void.bound == 1 and void.phase == "end_of_bound"
    assert void.void_reason == "Back to bound 1: bound 2 was begun with nothing logged in it."
    assert any(f.unit == "i-15" and f.key == "charged" for f in game.flags(bound=1))
    assert game.verify().ok  # the state replayed from the log is the state in the file
    assert window.statusBar().currentMessage() == (
        "Back to the end of bound 1; the start of bound 2 is voided. "
        "Flags back in force: charged (I./15th Infantry Regiment)."
    )
    # Bound 2 again; a roll in it holds it, and Back says why it is refused.
    press_f8(qtbot, window)
    assert controller.bound == 2
    # The turn summary of bound 2 names the start in force, not the one voided.
    again = game.rolls(kind="bound_started")[-1]
    page = controller.rolls.export_summary_file(tmp_path / "bound-2.html", 2).read_text()
    assert f"#{again.sequence}: " in page
    assert f"#{started[0].sequence}: " not in page
    assert game.verify().ok
    roll = log_typed_roll(controller, "catch", "owner", "i-15", "escapes")
    assert not window.ui.actionPreviousPhase.isEnabled()
    assert controller.back_phase() is None
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            f"Bound 2 stands: roll {roll.sequence} (Catch roll for a staff figure) is logged in it."
        )
    )
    assert controller.bound == 2
