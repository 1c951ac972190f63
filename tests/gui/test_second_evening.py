"""A club umpire's first evening, from the first fire on: the outcome read from the book,
the roster kept true, on the demo game in English with the shipped Belle Alliance pack
(Tables 11 and 12 unset: fire and melee outcomes are typed from the book)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.gui.dialogs.roll import RollDialog
from tests.gui.conftest import step_to


def _fire_dialog(qtbot, controller, firer: str, target: str) -> RollDialog:
    dialog = RollDialog(controller, kind="fire", units=[firer, target])
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


def test_enter_does_not_log_an_outcome_typed_with_no_losses_entered(qtbot, controller):
    # The umpire types the dice and the outcome from the book, "2 figures lost", and presses
    # Enter three times, walking past the empty Figures lost and Disorder fields. The roll
    # was logged with no loss at all: the roster kept its 2 figures. Now the last Enter
    # stays, the cursor back on Figures lost and the dialog saying why; Ctrl+Enter still
    # logs an outcome that truly changes nothing.
    step_to(controller, "fire")
    figures = controller.game.unit("i-1t").figures
    rolls = controller.game.roll_count(kind="fire")
    dialog = _fire_dialog(qtbot, controller, "i-15", "i-1t")
    dialog.panels[0].dice.edit.setFocus()
    qtbot.keyClicks(dialog.panels[0].dice.edit, "356")
    qtbot.keyClicks(QApplication.focusWidget(), "2 figures lost")
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert controller.game.roll_count(kind="fire") == rolls
    assert QApplication.focusWidget() is dialog._loss_spins["i-1t"]
    assert dialog.ui.messageLabel.text().startswith("No change to the roster entered")
    # Typed now, the losses go with the roll.
    qtbot.keyClicks(QApplication.focusWidget(), "2")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.game.roll_count(kind="fire") == rolls + 1
    assert controller.game.unit("i-1t").figures == figures - 2


def test_ctrl_enter_logs_an_outcome_typed_that_changes_nothing(qtbot, controller):
    step_to(controller, "fire")
    figures = controller.game.unit("i-1t").figures
    rolls = controller.game.roll_count(kind="fire")
    dialog = _fire_dialog(qtbot, controller, "i-15", "i-1t")
    dialog.panels[0].dice.edit.setFocus()
    qtbot.keyClicks(dialog.panels[0].dice.edit, "112")
    qtbot.keyClicks(QApplication.focusWidget(), "no effect")
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    assert controller.game.roll_count(kind="fire") == rolls + 1
    assert controller.game.unit("i-1t").figures == figures


def test_keys_made_from_accented_names_keep_their_letters(qtbot, controller):
    # The key is what `ba-console orders --unit` and the roster's notes name a unit by:
    # "Jérôme" gave "j-r-me" and "Søren" "s-ren". Folded as a called word is folded.
    assert controller.add_roster_entry("side", {"name": "Armée du Nord"}) == "armee-du-nord"
    side = controller.units()[0].side
    commander = controller.add_roster_entry("commander", {"name": "Jérôme", "side": side})
    assert commander == "jerome"
    unit = controller.add_roster_entry(
        "unit",
        {
            "name": "Søren's 1er Léger",
            "side": side,
            "commander": commander,
            "arm": "infantry",
            "type": "line",
            "figures": 24,
        },
    )
    assert unit == "soren-s-1er-leger"
    # A second "Jérôme" is told apart, as before.
    assert controller.add_roster_entry("commander", {"name": "Jérôme", "side": side}) == "jerome-2"


def _new_unit_form(qtbot, window):
    """The New unit form as Roster › Add › Unit opens it, its commander read, cancelled."""
    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog

    seen: list[tuple[str, str]] = []

    def read(dialog):
        assert isinstance(dialog, RosterEntryDialog)
        seen.append((dialog.sideCombo.currentText(), dialog.commanderCombo.currentText()))
        dialog.reject()

    from tests.gui.test_first_evening import _when_modal

    _when_modal(read)
    window.ui.rosterPanel.add_entry("unit")
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


def test_a_new_unit_goes_under_the_commander_the_roster_cursor_is_on(qtbot, window):
    # Typing a brigade in: the cursor on its commander (or on one of his units), Roster ›
    # Add › Unit opens with him as the immediate commander, not "(none)", which cost
    # Tab, Tab and Downs on every unit.
    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    tree.setCurrentIndex(panel.view_index("i-2g", 0))
    assert _new_unit_form(qtbot, window)[1] == window.controller.game.commander("pelet").name
    commander = window.controller.game.commander("guye")
    (found,) = panel.model.match(
        panel.model.index(0, 0), Qt.ItemDataRole.DisplayRole, commander.name, 1,
        Qt.MatchFlag.MatchRecursive | Qt.MatchFlag.MatchExactly,
    )  # fmt: skip
    tree.setCurrentIndex(panel.proxy.mapFromSource(found))
    side = next(s.name for s in window.controller.game.sides() if s.key == commander.side)
    assert _new_unit_form(qtbot, window) == (side, commander.name)


def test_a_side_with_one_commander_gives_him_every_new_unit(qtbot, controller):
    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog

    side = controller.add_roster_entry("side", {"name": "Allied Army"})
    controller.add_roster_entry("commander", {"name": "Wellington", "side": side})
    game = controller.game
    others = list(game.commanders())
    sides = [s for s in game.sides() if s.key == side]
    dialog = RosterEntryDialog("unit", sides, others)
    qtbot.addWidget(dialog)
    assert dialog.commanderCombo.currentText() == "Wellington"
    assert dialog.values()["commander"] == "wellington"


def test_each_wizard_page_of_choices_opens_on_the_choice_made(qtbot, qapp, data_dir, tmp_path):
    # The Order of battle page had the cursor on "Import a roster file" while "Start empty"
    # was ticked (the Dice page on "Console dice" while "Both" was): Space there switched
    # the choice the umpire meant to keep. The cursor is on the ticked choice.
    from PySide6.QtWidgets import QRadioButton

    from ba_console.gui.dialogs.new_game_wizard import NewGameWizard

    wizard = NewGameWizard(lambda choices: "", tmp_path / "games")
    qtbot.addWidget(wizard)
    with qtbot.waitActive(wizard):
        wizard.show()
        wizard.activateWindow()
    qtbot.keyClicks(QApplication.focusWidget(), "Ligny")
    ui = wizard.ui
    for page, ticked in ((ui.rosterPage, ui.emptyRosterRadio), (ui.dicePage, ui.bothDiceRadio)):
        while wizard.currentPage() is not page:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        focus = QApplication.focusWidget()
        assert isinstance(focus, QRadioButton)
        assert focus is ticked, focus.text()
        qtbot.keyClick(focus, Qt.Key.Key_Space)
        assert ticked.isChecked()


def test_an_empty_new_game_puts_the_cursor_on_roster_add(qtbot, window, tmp_path):
    # The open task of an empty game says "add sides, commanders and units with Roster ›
    # Add": the cursor is there (Space opens its menu), not on an order sheet with no row.
    from ba_console.gui.new_game import NewGameChoices

    window.controller.create_game(
        NewGameChoices(title="Club night", path=tmp_path / "club.bagame", pack="belle_alliance")
    )
    add = window.ui.rosterPanel.ui.addButton
    assert QApplication.focusWidget() is add
    assert add.text().replace("&", "") == "Add"


def test_closing_a_game_says_at_once_how_to_open_one(qtbot, window):
    # File › Close game left the last message ("Redone: correction of …") over the empty
    # window for ten seconds, hiding the line that says how to open a game.
    window.show_message("Redone: correction of 2nd Coldstream Guards (disorder)")
    window.ui.actionClose.trigger()
    assert window.ui.statusBar.currentMessage() == ""
    assert window.titleLabel.isVisible()
    assert window.titleLabel.text() == "No game open: File › New game or Open"
