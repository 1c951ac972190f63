"""A club umpire's first evening, in English, on a game of his own: the roster typed in
from an empty game, by keyboard as well as by mouse, at 1366×768."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _when_modal(handle):
    """Run handle(dialog) once a modal dialog is up (the roster's Add forms are modal)."""

    def poll():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, poll)
        else:
            handle(dialog)

    QTimer.singleShot(0, poll)


def test_each_entry_of_the_rosters_add_menu_has_its_own_letter(qtbot, window):
    # Alt+A opens Roster › Add; the umpire types U for a unit, as in every other menu,
    # instead of counting Downs to the entry.
    menu = window.ui.rosterPanel.ui.addButton.menu()
    for letter, title in (
        (Qt.Key.Key_S, "New side"),
        (Qt.Key.Key_C, "New commander"),
        (Qt.Key.Key_U, "New unit"),
    ):
        seen: list[str] = []

        def cancel(dialog, seen=seen):
            seen.append(dialog.windowTitle())
            dialog.reject()

        menu.popup(
            window.ui.rosterPanel.ui.addButton.mapToGlobal(
                window.ui.rosterPanel.ui.addButton.rect().bottomLeft()
            )
        )
        qtbot.waitUntil(menu.isVisible)
        _when_modal(cancel)
        QTest.keyClick(menu, letter)
        qtbot.waitUntil(lambda seen=seen: bool(seen))
        assert seen == [title]


def test_a_units_name_reads_whole_in_the_new_unit_form(qtbot, window):
    # "2nd Coldstream Guards Regiment" typed in the New unit form is read whole before OK,
    # not scrolled to its last letters in a field a third of the form's width.
    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog

    snapshot = window.ui.rosterPanel.model.snapshot
    for kind in ("side", "commander", "unit"):
        dialog = RosterEntryDialog(kind, list(snapshot.sides), list(snapshot.commanders), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        name = "2nd Coldstream Guards Regiment"
        QTest.keyClicks(dialog.nameEdit, name)
        edit = dialog.nameEdit
        room = edit.contentsRect().width() - 2 * edit.style().pixelMetric(
            edit.style().PixelMetric.PM_DefaultFrameWidth
        )
        assert edit.fontMetrics().horizontalAdvance(name) < room, kind
        dialog.reject()


def test_down_in_the_fire_target_goes_past_the_firer_to_the_next_unit(qtbot, controller):
    # The firer is the roster's first unit: Down in Target, from "choose the unit fired
    # at", picks the unit after him. It picked the firer himself, which the dialog put
    # back at once: Down did nothing, and the target could not be reached by the arrows.
    from ba_console.gui.dialogs.roll import RollDialog

    firer = controller.units()[0].key
    dialog = RollDialog(controller, kind="fire", units=[firer])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.panels[0].targetCombo
    assert combo.currentData() is None
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == controller.units()[1].key
    QTest.keyClick(combo, Qt.Key.Key_Up)
    QTest.keyClick(combo, Qt.Key.Key_Up)
    assert combo.currentData() is None
