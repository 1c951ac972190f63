"""Next (F8, the tracker's button) asks before leaving open tasks behind, and Enter stays.

The window's `confirm_leaving(tasks)` asks; the `window` fixture answers "Go on anyway"
and keeps the questions in `window.questions`. These tests answer "Stay" too, and one
lets the real message box ask.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ba_console.core.orders import OrderFacts, OrderParts
from tests.gui.conftest import confirm_movements, order_attacks, step_to

FAR = OrderFacts(over_30cm_from_commander=True)
TO_THE_FARM = OrderParts.from_data({"march": {"to": "the farm"}})


def answering(window, answer: bool) -> list[list[str]]:
    """The umpire answers every question of Next with `answer` (the question before
    leaving open tasks, and "Start bound N+1?" on End of bound); returns the tasks each
    question listed."""
    questions: list[list[str]] = []

    def confirm_leaving(tasks: list[str]) -> bool:
        questions.append(list(tasks))
        return answer

    window.confirm_leaving = confirm_leaving
    window.confirm_new_bound = confirm_leaving
    return questions


def step_text(window) -> str:
    return window.positionLabel.text()


def test_next_asks_with_the_open_tasks_and_stays_when_the_umpire_stays(qtbot, window):
    controller = window.controller
    assert controller.save_order("bty-yg", text="Limber up", parts=TO_THE_FARM, facts=FAR)
    questions = answering(window, False)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert questions == [["21 units without an order"]]
    assert step_text(window) == "Bound 1 · Ordering phase › Issuing of orders"
    # The tracker's own Next button asks the same.
    qtbot.mouseClick(window.ui.phaseTracker.ui.nextButton, Qt.MouseButton.LeftButton)
    assert len(questions) == 2
    assert step_text(window) == "Bound 1 · Ordering phase › Issuing of orders"
    # Going on anyway moves on; in 1b the roll not made is the open task.
    answering(window, True)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert step_text(window) == "Bound 1 · Ordering phase › Ordering rolls"
    questions = answering(window, False)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert questions == [["1 ordering roll pending"]]
    assert step_text(window) == "Bound 1 · Ordering phase › Ordering rolls"
    # Past 1b the roll stays listed, but Next asks again only before the bound ends.
    answering(window, True)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    questions = answering(window, False)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert questions == []
    assert step_text(window) == "Bound 1 · Phase for continued fire"


def test_next_at_the_end_of_a_bound_asks_with_every_task_of_the_bound_still_open(qtbot, window):
    controller = window.controller
    assert controller.save_order("bty-yg", text="Limber up", parts=TO_THE_FARM, facts=FAR)
    while controller.position().phase != "end_of_bound":
        controller.advance_phase()
    questions = answering(window, False)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    # Its roll was never made, nor its movement confirmed (issue 11): both are asked about.
    assert questions == [
        ["from 1b: 1 ordering roll pending", "from 4a: 1 movement to confirm (F7)"]
    ]
    assert controller.bound == 1
    assert controller.game.rolls(kind="bound_started") == []
    answering(window, True)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert controller.bound == 2
    seal = controller.game.rolls(kind="seal")[0].outcome.key
    assert window.statusBar().currentMessage() == (
        f"Bound 2 began. Seal of bound 1: {seal}. Have the players write it down."
    )
    # What was left open is listed under Open tasks, where the bar had no room for it.
    tasks = window.ui.phaseTracker.ui.tasksList
    assert [tasks.item(row).text() for row in range(tasks.count())][1] == (
        "Left open in bound 1: from 1b: 1 ordering roll pending; from 4a: 1 movement to "
        "confirm (F7)"
    )


def test_enter_in_the_question_stays_so_a_double_f8_skips_no_work(qtbot, window):
    del window.confirm_leaving  # the window's own question, in a message box
    seen: list[tuple[str, str, list[str]]] = []
    tries = iter(range(250))  # some 5 s; then the test fails rather than waits for ever

    def answer_with_enter() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if next(tries, None) is not None:
                QTimer.singleShot(20, answer_with_enter)
            return
        buttons = sorted(button.text() for button in box.buttons())
        seen.append((box.defaultButton().text(), box.informativeText(), buttons))
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer_with_enter)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert seen == [("Stay", "• 22 units without an order", ["Go on anyway", "Stay"])]
    assert step_text(window) == "Bound 1 · Ordering phase › Issuing of orders"


def test_next_at_the_end_of_a_bound_does_not_ask_about_a_melee_the_fire_cancelled(qtbot, window):
    controller = window.controller
    order_attacks(controller, {"ii-15": "i-2g", "i-15": "1/2e Chasseurs à pied"})
    step_to(controller, "movement")
    confirm_movements(controller)
    step_to(controller, "fire")
    # Fire puts II./15th into MD: its melee is cancelled (4.1.1), and Next does not ask.
    assert controller.update_unit("ii-15", "disorder", "MD")
    step_to(controller, "end_of_bound")
    questions = answering(window, False)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    # I./15th could attack: its melee not made is asked about, and the umpire stays.
    assert questions == [["from 6a: 1 melee not resolved"]]
    assert controller.bound == 1
    # With I./15th routed too, nothing is left open: Next still asks before bound 2
    # begins, with no task in the question.
    assert controller.update_unit("i-15", "disorder", "FD")
    questions = answering(window, True)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert questions == [[]]
    assert controller.bound == 2


def test_leaving_a_phase_with_open_tasks_says_a_closed_phase_stands(qtbot, window):
    """1.1.1 (digest): a closed phase stands, its sub-phases do not; so the question before
    leaving the ordering phase with a roll pending says there is no going back."""
    controller = window.controller
    assert controller.save_order("bty-yg", text="Limber up", parts=TO_THE_FARM, facts=FAR)
    controller.advance_phase()  # 1b. Ordering rolls: the last sub-phase of the phase
    assert controller.next_closes_phase()
    del window.confirm_leaving  # the window's own question, in a message box
    seen: list[str] = []
    tries = iter(range(250))

    def answer_with_enter() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if next(tries, None) is not None:
                QTimer.singleShot(20, answer_with_enter)
            return
        seen.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer_with_enter)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert seen == [
        "Leave Ordering phase › Ordering rolls with tasks still open? A closed phase stands: "
        "there is no going back to it (1.1.1)."
    ]
    assert step_text(window) == "Bound 1 · Ordering phase › Ordering rolls"
    controller.back_phase()
    assert not controller.next_closes_phase()  # 1a → 1b stays in the ordering phase
