"""Edit › Undo and Redo: orders written and roster corrections are taken back safely; rolls
are not (they are voided in the log), and nothing the log recorded is lost."""

from __future__ import annotations

import contextlib
import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from ba_console.core.orders import OrderFacts, OrderParts
from ba_console.core.phases import flatten
from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import log_typed_roll, refusals


def ctrl(qtbot, widget, key, shift: bool = False) -> None:
    modifiers = Qt.KeyboardModifier.ControlModifier
    if shift:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(widget, key, modifiers)


def test_ctrl_z_takes_back_an_order_typed_in_the_sheet_and_ctrl_shift_z_puts_it_back(qtbot, window):
    controller, ui = window.controller, window.ui
    sheet = ui.orderSheet
    assert not ui.actionUndo.isEnabled() and ui.actionUndo.text() == "&Undo"
    cell = sheet.model.unit_index("i-15", OrderColumn.TEXT)
    assert sheet.model.setData(cell, "Hold the churchyard")
    assert ui.actionUndo.isEnabled()
    assert ui.actionUndo.text() == "&Undo order of I./15th Infantry Regiment"
    sheet.view.setFocus()

    ctrl(qtbot, sheet.view, Qt.Key.Key_Z)
    assert controller.game.order(1, "i-15") is None
    assert sheet.model.unit_index("i-15", OrderColumn.TEXT).data() in ("", None)
    assert window.statusBar().currentMessage() == "Undone: order of I./15th Infantry Regiment"
    assert ui.actionRedo.text() == "&Redo order of I./15th Infantry Regiment"

    ctrl(qtbot, sheet.view, Qt.Key.Key_Z, shift=True)
    assert controller.game.order(1, "i-15").text == "Hold the churchyard"
    assert sheet.model.unit_index("i-15", OrderColumn.TEXT).data() == "Hold the churchyard"
    assert not ui.actionRedo.isEnabled()


def test_undo_puts_back_the_order_before_the_change_with_its_parts_and_status(controller):
    far = OrderFacts(over_30cm_from_commander=True)
    march = OrderParts.from_data({"march": {"to": "the wood"}})
    assert controller.save_order("i-18", text="into the wood", parts=march, facts=far)
    first = controller.game.order(1, "i-18")
    assert first.status == "needs_roll"
    assert controller.save_order("i-18", text="hold", parts=OrderParts(), facts=OrderFacts())
    assert controller.game.order(1, "i-18").status == "written"

    assert controller.undo()
    back = controller.game.order(1, "i-18")
    assert (back.text, back.parts, back.status) == (first.text, first.parts, "needs_roll")
    assert controller.undo()
    assert controller.game.order(1, "i-18") is None
    assert not controller.undo()  # nothing more to take back


def test_saving_the_same_order_again_is_not_an_edit_to_undo(controller):
    assert controller.save_order("i-15", text="hold")
    assert controller.save_order("i-15", text="hold")
    assert controller.undo()
    assert controller.game.order(1, "i-15") is None


def test_same_as_last_bound_for_many_units_is_one_step_back(qtbot, window):
    controller = window.controller
    for unit in ("hus-2s", "i-15", "bty-12"):
        assert controller.save_order(unit, text=f"order for {unit}")
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    assert not window.ui.actionUndo.isEnabled()  # a new bound: bound 1's orders are history
    sheet = window.ui.orderSheet
    sheet.view.setFocus()
    ctrl(qtbot, sheet.view, Qt.Key.Key_A)
    ctrl(qtbot, sheet.view, Qt.Key.Key_D)
    assert len(controller.game.orders(2)) == 3
    assert window.ui.actionUndo.text() == "&Undo same as last bound (3 orders)"

    ctrl(qtbot, sheet.view, Qt.Key.Key_Z)
    assert controller.game.orders(2) == []
    assert len(controller.game.orders(1)) == 3  # the bound before is untouched


def test_an_order_whose_ordering_roll_is_logged_is_not_taken_back(controller):
    facts = OrderFacts(over_30cm_from_commander=True)
    parts = OrderParts.from_data({"march": {"to": "the wood"}})
    assert controller.save_order("i-18", text="into the wood", parts=parts, facts=facts)
    log_typed_roll(
        controller, "ordering", "unit", "i-18", "followed",
        [("i-18", "order_status", "needs_roll", "followed")],
    )  # fmt: skip
    messages = refusals(controller)

    assert not controller.undo()
    assert "already logged" in messages[-1]
    assert controller.game.order(1, "i-18").status == "followed"
    assert (
        controller.history.undo_text() == "order of I./18th Infantry Regiment"
    )  # still there to take back


def test_an_order_with_rolls_logged_under_it_is_not_undone_and_undo_goes_on(qtbot, window):
    controller = window.controller
    assert controller.save_order("hus-2s", text="screen the left")
    assert controller.save_order("i-15", text="Hold the churchyard")
    fire = log_typed_roll(controller, "fire", "firer", "i-15", "hit")

    window.ui.actionUndo.trigger()
    assert controller.game.order(1, "i-15").text == "Hold the churchyard"
    message = window.statusBar().currentMessage()
    assert message == (
        f"Undo keeps the order of I./15th Infantry Regiment: Fire by hand weapons "
        f"(#{fire.sequence}) logged under it. Void that in the log to change it."
    )
    # The step left Undo: the next undo takes back the order written before it.
    assert window.ui.actionUndo.text() == "&Undo order of 2nd Silesian Hussars"
    window.ui.actionUndo.trigger()
    assert controller.game.order(1, "hus-2s") is None


def test_the_danish_umpire_reads_why_the_order_is_not_undone(danish):
    messages = refusals(danish)
    assert danish.save_order("i-15", text="Hold kirkegården")
    log_typed_roll(danish, "fire", "firer", "i-15", "hit")
    assert not danish.undo()
    assert messages[-1].startswith("Fortryd beholder ordren for I./15th Infantry Regiment: ")
    assert "Annullér det i loggen for at ændre den." in messages[-1]


def test_a_roll_logged_before_the_order_or_voided_does_not_keep_it(controller):
    log_typed_roll(controller, "fire", "firer", "i-15", "hit")
    assert controller.save_order("i-15", text="Hold the churchyard")
    assert controller.undo()  # the fire was logged before the order was written
    assert controller.game.order(1, "i-15") is None
    assert controller.redo()
    again = log_typed_roll(controller, "fire", "firer", "i-15", "hit")
    controller.game.void_roll(again.sequence, "wrong unit")
    assert controller.undo()  # its one roll since is voided
    assert controller.game.order(1, "i-15") is None


def test_a_roster_correction_is_undone_by_voiding_it_in_the_log(qtbot, window):
    controller = window.controller
    roster = window.ui.rosterPanel
    index = roster.model.unit_index("i-15", RosterColumn.FIGURES)
    start = controller.game.unit("i-15").figures
    assert roster.model.setData(index, start - 5)
    assert controller.game.unit("i-15").figures == start - 5
    assert window.ui.actionUndo.text() == "&Undo correction of I./15th Infantry Regiment (figures)"

    window.ui.actionUndo.trigger()
    assert controller.game.unit("i-15").figures == start
    assert roster.model.unit_index("i-15", RosterColumn.FIGURES).data() == start
    adjustment, void = controller.game.rolls()[-2:]
    assert adjustment.kind == "adjustment" and adjustment.voided_by == void.sequence
    assert void.void_reason == "undone (Edit › Undo)"

    window.ui.actionRedo.trigger()
    assert controller.game.unit("i-15").figures == start - 5
    again = controller.game.rolls()[-1]
    assert again.kind == "adjustment" and again.voided_by is None
    # Undo after redo voids the new correction, not the one already voided.
    window.ui.actionUndo.trigger()
    assert controller.game.unit("i-15").figures == start
    assert controller.game.roll(again.sequence).voided_by is not None


def test_a_correction_changed_since_by_a_roll_is_not_overwritten(controller):
    messages = refusals(controller)
    assert controller.update_unit("i-15", "disorder", "LD")
    log_typed_roll(controller, "fire", "target", "i-15", "md", [("i-15", "disorder", "LD", "MD")])

    assert not controller.undo()
    assert messages[-1] == (
        "I./15th Infantry Regiment: disorder is now MD, changed since the correction; correct "
        "it in the roster, or void the correction in the roll log."
    )
    assert controller.game.unit("i-15").disorder == "MD"


def test_ctrl_z_in_an_order_being_typed_undoes_the_typing_not_the_sheet(qtbot, window):
    controller = window.controller
    sheet = window.ui.orderSheet
    assert controller.save_order("i-15", text="Hold the churchyard")
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index("hus-2s", OrderColumn.TEXT))
    qtbot.keyClick(sheet.view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    qtbot.keyClicks(editor, "Charge")
    ctrl(qtbot, editor, Qt.Key.Key_Z)
    assert editor.text() == ""
    assert controller.game.order(1, "i-15").text == "Hold the churchyard"


def test_closing_the_game_forgets_what_could_be_undone(qtbot, window):
    controller = window.controller
    assert controller.save_order("i-15", text="hold")
    path = controller.game.path
    controller.close_game()
    assert not window.ui.actionUndo.isEnabled()
    assert controller.open_game(path)
    assert not controller.undo()
    assert controller.game.order(1, "i-15").text == "hold"


def test_redo_of_a_correction_does_not_overwrite_a_loss_logged_since_the_undo(controller):
    messages = refusals(controller)
    assert controller.update_unit("i-15", "figures", 30)
    assert controller.undo()
    assert controller.game.unit("i-15").figures == 36
    log_typed_roll(controller, "fire", "target", "i-15", "hit", [("i-15", "figures", 36, 33)])

    assert not controller.redo()
    assert messages[-1] == (
        "I./15th Infantry Regiment: figures is now 33, changed since the undo; correct it in "
        "the roster."
    )
    assert controller.game.unit("i-15").figures == 33


def test_a_correction_voided_in_the_log_leaves_the_history_for_the_edit_before(controller):
    messages = refusals(controller)
    assert controller.save_order("i-15", text="hold")
    assert controller.update_unit("i-15", "figures", 30)
    adjustment = controller.game.rolls(kind="adjustment")[-1]
    controller.rolls.void_roll(adjustment.sequence, "typed on the wrong unit")
    assert controller.game.unit("i-15").figures == 36

    assert not controller.undo()  # the correction is already taken back: said, and dropped
    assert messages[-1] == (
        "The correction of I./15th Infantry Regiment (figures) was already voided in the roll "
        "log; Undo goes on from the edit before it."
    )
    assert controller.history.undo_text() == "order of I./15th Infantry Regiment"
    assert controller.undo()
    assert controller.game.order(1, "i-15") is None


def test_undo_whose_commit_fails_leaves_the_history_as_it_was(qtbot, controller, monkeypatch):
    """history.undo() moves the step to the redo stack inside the transaction; if the commit
    then fails the database is unchanged but the menu now offers Redo, and the correction
    can no longer be undone."""
    assert controller.update_unit("i-15", "figures", 5)
    game = controller.game
    real = game._db.atomic

    depth = [0]

    @contextlib.contextmanager
    def failing_commit():
        depth[0] += 1
        try:
            with real():
                yield game._db
                if depth[0] == 1:  # the outer COMMIT fails (I/O error): all rolled back
                    raise sqlite3.OperationalError("disk I/O error")
        finally:
            depth[0] -= 1

    monkeypatch.setattr(game._db, "atomic", failing_commit)
    said = refusals(controller)
    assert not controller.undo()
    assert said
    monkeypatch.undo()
    assert game.unit("i-15").figures == 5  # nothing was undone on disk
    assert controller.history.undo_text(), "the correction dropped off the Undo stack"
    assert not controller.history.redo_text(), "Redo offers a step that was never undone"


def test_a_unit_commander_and_side_added_by_hand_are_taken_back_and_put_back(qtbot, window):
    """Add ▸ is an edit like the others: Ctrl+Z takes the new record out of the roster,
    Ctrl+Shift+Z puts it back with its key and values; the file still verifies."""
    controller, ui = window.controller, window.ui
    roster = ui.rosterPanel
    total = len(controller.game.units())
    assert roster.add_entry("side", {"name": "Saxony"}) == "saxony"
    commander = roster.add_entry(
        "commander", {"name": "Thielmann", "side": "saxony", "rating": "effective"}
    )
    assert commander == "thielmann"
    unit = roster.add_entry(
        "unit",
        {
            "name": "Saxon Grenadiers",
            "side": "saxony",
            "commander": "thielmann",
            "arm": "infantry",
            "type": "line",
            "figures": 30,
        },
    )
    assert ui.actionUndo.text() == "&Undo new unit Saxon Grenadiers"
    assert roster.ui.countLabel.text() == f"{total + 1} of {total + 1} units"
    roster.ui.rosterTree.setFocus()

    ctrl(qtbot, roster.ui.rosterTree, Qt.Key.Key_Z)
    assert unit not in {u.key for u in controller.game.units()}
    assert roster.ui.countLabel.text() == f"{total} of {total} units"
    assert window.statusBar().currentMessage() == "Undone: new unit Saxon Grenadiers"
    ctrl(qtbot, roster.ui.rosterTree, Qt.Key.Key_Z)
    assert commander not in {c.key for c in controller.game.commanders()}
    assert controller.game.orderlies(commander) == []
    ctrl(qtbot, roster.ui.rosterTree, Qt.Key.Key_Z)
    assert "saxony" not in {s.key for s in controller.game.sides()}

    for _ in range(3):
        ctrl(qtbot, roster.ui.rosterTree, Qt.Key.Key_Z, shift=True)
    back = controller.game.unit(unit)
    assert (back.side, back.commander, back.figures) == ("saxony", "thielmann", 30)
    assert controller.game.commander("thielmann").rating == "effective"
    assert len(controller.game.orderlies("thielmann")) == 2
    assert roster.ui.countLabel.text() == f"{total + 1} of {total + 1} units"
    assert controller.game.verify().ok


def test_a_unit_added_and_rolled_for_since_is_not_taken_back(qtbot, window):
    """A unit the log names is in the game: undo says so and keeps it."""
    controller = window.controller
    messages = refusals(controller)
    window.ui.rosterPanel.add_entry(
        "unit",
        {"name": "Late Hussars", "side": "prussia", "arm": "cavalry", "type": "light",
         "figures": 24},
    )  # fmt: skip
    log_typed_roll(controller, "fire", "firer", "late-hussars", "book: no effect")
    window.ui.actionUndo.trigger()
    assert controller.game.unit("late-hussars").figures == 24
    assert messages[-1] == (
        "Undo keeps Late Hussars: the game has used it since it was added (a roll, an order, "
        "or a commander or unit under it)."
    )
    assert controller.game.verify().ok
