"""The roll dialog's warnings and effect notes in the umpire's language, with the units' names.

The rules modules warn in English (the CLI prints it) and the roll's note is English (the
log is evidence and keeps its wording); the dialog shows both in the interface language,
naming units as the roster does: a Danish umpire reads "1/2e Grenadiers à pied kommer i
FU", not "i-2g goes into FD".
"""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.gui.dialogs.roll import RollDialog
from tests.gui.test_auto_tick_reasons import messages, open_game

GUARD = "1/2e Grenadiers à pied"  # i-2g in the demo game
LINE = "I./15th Infantry Regiment"  # i-15

SHOWN = {
    "da": {
        "removed": f"{GUARD} fjernes: færre end 3 figurer (5.5.2)",
        "fd_loss": f"⚠ {GUARD} kommer i FU: aflæs tabet ved overgangen til FU i bogen (5.4.1)",
        "no_order": f"{LINE}: ordre fulgt (ingen ordre skrevet for træk 1)",
    },
    "en": {
        "removed": f"{GUARD} is removed: fewer than 3 figures (5.5.2)",
        "fd_loss": f"⚠ {GUARD} goes into FD: take the loss on entering FD from the book (5.4.1)",
        "no_order": f"{LINE}: order followed (no order written for bound 1)",
    },
}


@pytest.fixture(params=["da", "en"])
def game_in(request, qapp, demo_path: Path, data_dir: Path):
    """(language, controller): the demo game (shipped pack) in bound 1."""
    controller = open_game(qapp, demo_path, data_dir, request.param)
    yield request.param, controller
    controller.close_game()


def open_dialog(qtbot, controller, kind: str, units: list[str]) -> RollDialog:
    dialog = RollDialog(controller, kind=kind, units=units)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def type_dice(qtbot, dialog: RollDialog, text: str) -> None:
    edit = dialog.panels[0].dice.edit
    edit.setFocus()
    qtbot.keyClicks(edit, text)


def effect_items(dialog: RollDialog) -> dict[str, str]:
    """Each line of the effects list with its tooltip."""
    items = (dialog.ui.effectsList.item(i) for i in range(dialog.ui.effectsList.count()))
    return {item.text(): item.toolTip() for item in items}


def test_a_warning_and_a_note_are_in_the_interface_language_and_the_log_stays_english(
    qtbot, game_in
):
    language, controller = game_in
    dialog = open_dialog(qtbot, controller, "fire", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "356")
    # Table 12 is unset in the shipped pack: the umpire reads the book. 26 of 28 figures
    # lost leaves 2 (removed, 5.5.2), and the book puts the unit into FD (5.4.1).
    qtbot.keyClicks(dialog._typed_widgets[0], "routed")
    dialog._loss_spins["i-2g"].setValue(26)
    fd = dialog._disorder_combos["i-2g"].findData("FD")
    dialog._disorder_combos["i-2g"].setCurrentIndex(fd)

    shown = effect_items(dialog)
    assert SHOWN[language]["removed"] in shown
    assert SHOWN[language]["fd_loss"] in shown
    # On hover, the English the log and the CLI keep.
    assert shown[SHOWN[language]["removed"]] == "i-2g is removed: fewer than 3 figures (5.5.2)"
    assert shown[SHOWN[language]["fd_loss"]] == (
        "i-2g goes into FD: take the loss on entering FD from the book (5.4.1)"
    )

    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = controller.game.rolls(newest_first=True, limit=1)[0]
    assert row.note == (
        "i-2g is removed: fewer than 3 figures (5.5.2); "
        "typed from the book: i-2g loses 26, i-2g to FD"
    )


def test_an_order_note_names_the_unit_and_its_status_in_the_interface_language(qtbot, game_in):
    language, controller = game_in
    dialog = open_dialog(qtbot, controller, "ordering", ["i-15"])  # no order written
    type_dice(qtbot, dialog, "444")
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(combo.findData("order_followed"))
    assert list(effect_items(dialog)) == [SHOWN[language]["no_order"]]

    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = controller.game.rolls(newest_first=True, limit=1)[0]
    assert row.note == "i-15: order followed (no order written for bound 1)"


def placeholders(text: str) -> list[tuple[str, str]]:
    return sorted((name, spec or "") for _, name, spec, _ in string.Formatter().parse(text) if name)


def test_every_danish_roll_note_has_the_placeholders_of_its_source():
    # A lost "{unit}" would show the English note instead; this names the sentence.
    notes = messages("RollOperations")
    assert any(m.findtext("source") == "{unit} is removed: fewer than 3 figures ({rule})"
               for m in notes)  # fmt: skip
    wrong = [
        message.findtext("source")
        for message in notes
        if placeholders(message.findtext("translation") or "")
        != placeholders(message.findtext("source") or "")
    ]
    assert wrong == []
