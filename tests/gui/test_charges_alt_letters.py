"""No two controls of the Charges dialog share an Alt letter, in English or in Danish:
Alt+letter goes to one place (the dialog's Undo button added one more letter)."""

from __future__ import annotations

import pytest

from tests.gui.conftest import make_gdb_game
from tests.gui.test_wizard import _mnemonics


@pytest.mark.parametrize("language", ["en", "da"])
def test_no_two_controls_of_the_charges_dialog_share_an_alt_letter(qtbot, qapp, data_dir, language):
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController
    from ba_console.gui.dialogs.charges import ChargesDialog

    install_translations(qapp, language)
    path = data_dir / "gdb.bagame"
    make_gdb_game(path)
    controller = GameController(data_dir, language)
    controller.hold_log_check = True
    assert controller.open_game(path)
    try:
        dialog = ChargesDialog(controller)
        qtbot.addWidget(dialog)
        dialog.show()
        texts = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
        texts += [
            label.text()
            for label in dialog.findChildren(QLabel)
            if label.isVisible() and label.buddy() is not None
        ]
        letters = _mnemonics(texts)
        assert sorted(letters) == sorted(set(letters)), texts
    finally:
        controller.close_game()
