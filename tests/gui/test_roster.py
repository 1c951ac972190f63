"""The roster dock: the order of battle as a tree, filtered, edited inline through the store."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QLineEdit

from ba_console.gui.models.roster_model import (
    KIND_ROLE,
    RosterColumn,
    RosterFilterProxy,
    RosterModel,
    StateFilter,
)
from ba_console.gui.widgets.roster_panel import RosterPanel
from tests.gui.conftest import refusals


def make_panel(qtbot, controller) -> RosterPanel:
    panel = RosterPanel()
    qtbot.addWidget(panel)
    panel.bind(controller)
    panel.ask_correction_reason = lambda *asked: "miscounted"  # the umpire says why
    panel.resize(1100, 500)
    with qtbot.waitExposed(panel):
        panel.show()
    return panel


def cell_text(panel: RosterPanel, unit: str, column: RosterColumn) -> str:
    return panel.view_index(unit, column).data()


def type_into_cell(qtbot, panel: RosterPanel, unit: str, column: RosterColumn, text: str) -> None:
    tree = panel.ui.rosterTree
    index = panel.view_index(unit, column)
    tree.setCurrentIndex(index)
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_F2)
    editor = tree.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop (a queued call in Qt).
    qtbot.waitUntil(lambda: tree.state() != tree.State.EditingState)
    qtbot.wait(20)


def test_roster_model_passes_the_model_tester(qtmodeltester, controller):
    model = RosterModel(controller.update_unit)
    model.set_snapshot(controller.roster_snapshot())
    qtmodeltester.check(model)
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_state(StateFilter.DISORDER)
    qtmodeltester.check(proxy)


def test_tree_is_side_then_commander_then_unit_with_orderlies_on_the_commander(qtbot, controller):
    panel = make_panel(qtbot, controller)
    model = panel.model
    sides = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert sides == ["Prussian IV Corps (Bülow)", "Imperial Guard at Plancenoit"]
    hussars = model.unit_index("hus-2s")
    assert hussars.parent().data() == "Generalmajor von Losthin (15th Brigade)"
    assert hussars.parent().parent().data() == "Prussian IV Corps (Bülow)"
    losthin_state = hussars.parent().siblingAtColumn(RosterColumn.FLAGS).data()
    assert losthin_state == "2 orderlies"
    battery = model.unit_index("bty-12", RosterColumn.GUNNERS).data()
    assert battery == "8/8"
    assert panel.ui.countLabel.text() == "22 of 22 units"


def test_typing_figures_writes_the_store(qtbot, controller):
    panel = make_panel(qtbot, controller)
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "30")
    assert controller.game.unit("i-15").figures == 30
    assert cell_text(panel, "i-15", RosterColumn.FIGURES) == 30


def test_a_roster_correction_is_logged_with_from_and_to(qtbot, controller):
    panel = make_panel(qtbot, controller)
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "30")
    [row] = controller.game.rolls()
    assert row.kind == "adjustment"
    assert [(e.unit, e.what, e.from_, e.to) for e in row.effects] == [("i-15", "figures", 36, 30)]
    assert row.note == "miscounted"  # the reason the umpire gave
    assert controller.game.verify().ok
    # Typing the same value again changes nothing and logs nothing.
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "30")
    assert controller.game.roll_count() == 1


def test_negative_figures_are_refused_with_the_reason_and_the_cell_kept(qtbot, controller):
    panel = make_panel(qtbot, controller)
    messages = refusals(controller)
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "-3")
    assert controller.game.unit("i-15").figures == 36
    assert cell_text(panel, "i-15", RosterColumn.FIGURES) == 36
    assert messages == [
        "I./15th Infantry Regiment: figures: -3 is below the lowest allowed value 0"
    ]


def test_valour_beyond_five_is_refused(qtbot, controller):
    panel = make_panel(qtbot, controller)
    messages = refusals(controller)
    type_into_cell(qtbot, panel, "i-1t", RosterColumn.VALOUR, "6")
    assert controller.game.unit("i-1t").valour == 0
    assert "valour" in messages[0] and "6" in messages[0]
    type_into_cell(qtbot, panel, "i-1t", RosterColumn.VALOUR, "-2")
    assert controller.game.unit("i-1t").valour == -2
    assert cell_text(panel, "i-1t", RosterColumn.VALOUR) == "-2"


def test_disorder_is_chosen_from_the_ladder_in_a_combo(qtbot, controller):
    panel = make_panel(qtbot, controller)
    tree = panel.ui.rosterTree
    tree.setCurrentIndex(panel.view_index("ii-15", RosterColumn.DISORDER))
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_F2)
    combo = tree.focusWidget()
    assert isinstance(combo, QComboBox)
    assert [combo.itemData(i) for i in range(combo.count())] == ["ordered", "LD", "MD", "FD"]
    combo.setCurrentIndex(combo.findData("MD"))
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.game.unit("ii-15").disorder == "MD")
    assert controller.game.unit("ii-15").disorder == "MD"
    assert cell_text(panel, "ii-15", RosterColumn.DISORDER) == "MD"


def test_filters_by_state_side_brigade_and_text(qtbot, controller):
    game = controller.game
    with game.transaction():
        game.update_unit("i-15", disorder="LD")
        game.update_unit("i-1t", disorder="FD")
        game.update_unit("i-2g", supplies_left=0)
    panel = make_panel(qtbot, controller)
    ui = panel.ui
    ui.stateFilterCombo.setCurrentIndex(ui.stateFilterCombo.findData(StateFilter.DISORDER))
    assert ui.countLabel.text() == "2 of 22 units"
    ui.stateFilterCombo.setCurrentIndex(ui.stateFilterCombo.findData(StateFilter.FULL_DISORDER))
    assert ui.countLabel.text() == "1 of 22 units"
    ui.stateFilterCombo.setCurrentIndex(ui.stateFilterCombo.findData(StateFilter.NO_SUPPLIES))
    assert ui.countLabel.text() == "1 of 22 units"
    assert panel.view_index("i-2g", 0).isValid()
    ui.stateFilterCombo.setCurrentIndex(0)
    ui.sideFilterCombo.setCurrentIndex(ui.sideFilterCombo.findData("france"))
    assert ui.countLabel.text() == "11 of 22 units"
    ui.brigadeFilterCombo.setCurrentIndex(ui.brigadeFilterCombo.findData("duhesme"))
    # Duhesme's division: his battery and both his brigades (Chartrand, Guye).
    assert ui.countLabel.text() == "9 of 22 units"
    ui.textFilterEdit.setText("voltigeurs")
    assert ui.countLabel.text() == "4 of 22 units"
    assert not panel.view_index("i-2g", 0).isValid()
    # Each filter counts alone too, and with none left every unit shows again.
    ui.textFilterEdit.setText("")
    ui.sideFilterCombo.setCurrentIndex(0)
    ui.brigadeFilterCombo.setCurrentIndex(ui.brigadeFilterCombo.findData("duhesme"))
    assert ui.countLabel.text() == "9 of 22 units"
    ui.brigadeFilterCombo.setCurrentIndex(0)
    assert ui.countLabel.text() == "22 of 22 units"


def shown_names(panel: RosterPanel) -> list[str]:
    """Every row the filtered tree shows, by its name, depth first."""
    names, stack = [], [QModelIndex()]
    while stack:
        parent = stack.pop(0)
        for row in range(panel.proxy.rowCount(parent)):
            index = panel.proxy.index(row, 0, parent)
            names.append(index.data())
            stack.append(index)
    return names


def test_filters_the_removed_units_and_the_fallen_commanders(qtbot, controller):
    """Who is to be replaced or restored: the units at 0 figures, the fallen commanders."""
    game = controller.game
    with game.transaction():
        game.update_unit("i-15", figures=0)
        game.update_unit("i-2g", figures=0)
        game.update_commander("ir15", fallen=True)
    panel = make_panel(qtbot, controller)
    ui = panel.ui
    combo = ui.stateFilterCombo
    combo.setCurrentIndex(combo.findData(StateFilter.REMOVED))
    assert combo.currentText() == "Removed (0 figures)"
    assert ui.countLabel.text() == "2 of 22 units"
    assert panel.view_index("i-15", 0).isValid() and panel.view_index("i-2g", 0).isValid()
    combo.setCurrentIndex(combo.findData(StateFilter.FALLEN_COMMANDER))
    assert combo.currentText() == "Fallen commanders"
    commanders = len(game.commanders())
    assert ui.countLabel.text() == f"1 of {commanders} commanders"
    ir15 = panel.proxy.mapFromSource(panel.model.unit_index("i-15").parent())
    assert ir15.isValid() and not panel.view_index("i-15", 0).isValid()
    assert len(shown_names(panel)) == 2  # his side, and him
    ui.textFilterEdit.setText("guard")  # no fallen commander of that name
    assert ui.countLabel.text() == f"0 of {commanders} commanders"


@pytest.mark.parametrize("language", ["en", "da"])
def test_every_state_choice_is_read_whole(qtbot, request, language):
    """The state filter's longest choice ("Removed (0 figures)", "Fjernet (0 figurer)") is
    not cut in a dock as wide as a 1366 screen leaves it."""
    controller = request.getfixturevalue("danish" if language == "da" else "controller")
    panel = make_panel(qtbot, controller)
    combo = panel.ui.stateFilterCombo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert len(texts) == 6
    widest = max(combo.fontMetrics().horizontalAdvance(text) for text in texts)
    # The text's room: the combo less its arrow and frame.
    assert combo.width() - 30 >= widest


def test_fallen_commander_and_orderly_are_shown(qtbot, controller):
    game = controller.game
    with game.transaction():
        game.update_commander("ir15", fallen=True)
        game.update_orderly("losthin.o1", fallen=True)
    panel = make_panel(qtbot, controller)
    model = panel.model
    ir15 = model.unit_index("i-15").parent()
    assert ir15.siblingAtColumn(RosterColumn.FLAGS).data() == "fallen · 2 orderlies"
    assert ir15.data(Qt.ItemDataRole.FontRole).strikeOut()
    losthin = model.unit_index("hus-2s").parent()
    assert losthin.siblingAtColumn(RosterColumn.FLAGS).data() == "orderlies: 1 of 2 fallen"
    assert "• Orderly 1 (Losthin) (fallen)" in losthin.data(Qt.ItemDataRole.ToolTipRole)
    assert losthin.data(KIND_ROLE) == "commander"


def test_flags_show_with_their_expiry(qtbot, controller):
    game = controller.game
    with game.transaction():
        game.add_flag("hus-2s", "charged", set_bound=1, expires_after=2)
        game.add_flag("i-15", "fired", set_bound=1, expires_after=1)
    panel = make_panel(qtbot, controller)
    assert cell_text(panel, "hus-2s", RosterColumn.FLAGS) == "charged (to bound 2)"
    assert cell_text(panel, "i-15", RosterColumn.FLAGS) == "fired (this bound)"


def test_an_empty_roster_is_typed_in_side_commander_unit(qtbot, qapp, data_dir, tmp_path):
    from ba_console.gui.controller import GameController
    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog
    from ba_console.gui.new_game import NewGameChoices

    controller = GameController(data_dir, "en")
    controller.create_game(
        NewGameChoices(title="By hand", path=tmp_path / "hand.bagame", pack="belle_alliance")
    )
    panel = make_panel(qtbot, controller)
    messages = refusals(controller)
    assert panel.ui.countLabel.text() == "0 of 0 units"
    # A unit before any side exists is refused by the store, with the field named.
    assert (
        panel.add_entry(
            "unit",
            {
                "name": "Lost battalion",
                "arm": "infantry",
                "type": "line",
                "figures": 30,
                "side": None,
            },
        )
        is None
    )
    assert "side" in messages[-1]
    assert panel.add_entry("side", {"name": "Blue army"}) == "blue-army"
    dialog = RosterEntryDialog("commander", controller.game.sides(), [], panel)
    dialog.nameEdit.setText("Colonel Blue")
    assert dialog.ratingCombo.currentText() == "normal"
    dialog.ratingCombo.setCurrentIndex(dialog.ratingCombo.findData("ineffective"))
    commander = panel.add_entry("commander", dialog.values())
    assert commander == "colonel-blue"
    assert controller.game.commander("colonel-blue").rating == "ineffective"
    dialog = RosterEntryDialog("unit", controller.game.sides(), controller.game.commanders(), panel)
    dialog.nameEdit.setText("Blue Horse Battery")
    dialog.commanderCombo.setCurrentIndex(dialog.commanderCombo.findData("colonel-blue"))
    dialog.armCombo.setCurrentIndex(dialog.armCombo.findData("artillery"))
    assert [dialog.typeCombo.itemData(i) for i in range(dialog.typeCombo.count())] == [
        "foot",
        "horse",
    ]
    dialog.typeCombo.setCurrentIndex(1)
    dialog.figuresSpin.setValue(3)
    dialog.gunnersSpin.setValue(6)
    assert panel.add_entry("unit", dialog.values()) == "blue-horse-battery"
    unit = controller.game.unit("blue-horse-battery")
    assert (unit.side, unit.commander, unit.arm, unit.type, unit.figures, unit.gunners) == (
        "blue-army",
        "colonel-blue",
        "artillery",
        "horse",
        3,
        6,
    )
    assert panel.ui.countLabel.text() == "1 of 1 units"
    assert panel.view_index("blue-horse-battery", RosterColumn.GUNNERS).data() == "6/6"
    assert len(controller.game.orderlies("colonel-blue")) == 2
    controller.close_game()


@pytest.mark.parametrize("kind", ["side", "commander", "unit"])
def test_the_entry_form_shows_only_its_own_fields_none_over_the_name(qtbot, controller, kind):
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    from ba_console.gui.dialogs.roster_entry_dialog import RosterEntryDialog

    dialog = RosterEntryDialog(kind, controller.game.sides(), controller.game.commanders())
    qtbot.addWidget(dialog)
    dialog.show()
    name_row = dialog.nameEdit.geometry()
    fields = dialog.findChildren(QComboBox) + dialog.findChildren(QAbstractSpinBox)
    shown = [f.objectName() for f in fields if f.isVisible()]
    expected = {
        "side": [],
        "commander": ["sideCombo", "levelCombo", "commanderCombo", "ratingCombo"],
        "unit": [
            "sideCombo",
            "commanderCombo",
            "armCombo",
            "typeCombo",
            "figuresSpin",
            "gunnersSpin",
            "valourSpin",
        ],  # fmt: skip
    }[kind]
    assert sorted(shown) == sorted(expected)
    assert not [
        f.objectName() for f in fields if f.isVisible() and f.geometry().intersects(name_row)
    ]


def test_a_choice_being_edited_is_read_whole_even_in_a_narrow_column(qtbot, controller):
    from PySide6.QtWidgets import QApplication

    panel = make_panel(qtbot, controller)
    tree = panel.ui.rosterTree
    tree.setColumnWidth(RosterColumn.SUPPLIES, 40)
    source = panel.model.unit_index("i-15", RosterColumn.SUPPLIES)
    index = panel.proxy.mapFromSource(source)
    tree.setCurrentIndex(index)
    tree.edit(index)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QComboBox)
    assert editor.currentText() == "unlimited"
    assert editor.width() >= editor.sizeHint().width() > 40
    assert editor.geometry().right() < tree.viewport().width()


def answer_the_reason(qtbot, text: str | None) -> list[str]:
    """Answer the next "Why?" box with `text` and Enter (None: Esc); returns its label."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog

    asked: list[str] = []
    tries = iter(range(250))

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QInputDialog):
            if next(tries, None) is not None:
                QTimer.singleShot(20, answer)
            return
        asked.append(box.labelText())
        if text is None:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
            return
        box.setTextValue(text)
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    return asked


def test_a_roster_correction_asks_why_and_logs_the_reason(qtbot, controller):
    panel = make_panel(qtbot, controller)
    del panel.ask_correction_reason  # the panel's own question
    messages = refusals(controller)
    asked = answer_the_reason(qtbot, "miscounted after the fire of bound 1")
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "30")
    assert asked == [
        "I./15th Infantry Regiment: figures from 36 to 30.\n\nWhy? The correction is logged "
        "with its reason, as visible in a dispute as a roll."
    ]
    [row] = controller.game.rolls()
    assert row.note == "miscounted after the fire of bound 1"
    assert controller.game.unit("i-15").figures == 30
    # Cancelled: nothing is changed, nothing logged.
    answer_the_reason(qtbot, None)
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "20")
    assert controller.game.unit("i-15").figures == 30
    assert cell_text(panel, "i-15", RosterColumn.FIGURES) == 30
    # No reason: refused, with the reason why.
    answer_the_reason(qtbot, "  ")
    type_into_cell(qtbot, panel, "i-15", RosterColumn.FIGURES, "20")
    assert controller.game.unit("i-15").figures == 30
    assert messages[-1] == "A roster correction needs its reason: nothing was changed."
    assert controller.game.roll_count() == 1
