"""Help an umpire finds at the table: F1 opens the manual in the interface language, and
Help › Keyboard shortcuts lists the keys from the window's own actions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from ba_console.gui.dialogs.help import ManualWindow, manual_html, shortcut_rows

# The manual's sections, in each language: the bound, the keys, the pack, a dispute.
SECTIONS = {
    "en": [
        "The bound, step by step",
        "Making a roll",
        "The keys",
        "Filling the pack",
        "Settling a dispute",
        "Putting a mistake right",
    ],
    "da": [
        "Trækket, trin for trin",
        "Et kast",
        "Tasterne",
        "Udfyld regelpakken",
        "Afgør en tvist",
        "Ret en fejl",
    ],
}
# How the Danish manual writes the keys' names.
DANISH_KEYS = {"Shift": "Skift", "Right": "Højre", "Left": "Venstre"}


@pytest.fixture
def danish_window(qtbot, data_dir: Path, demo_path: Path):
    """The window as a Danish umpire has it (the language chosen in its settings)."""
    from ba_console.gui.app import build_window, settings_for
    from ba_console.gui.main_window import LANGUAGE_KEY

    settings = settings_for(data_dir)
    settings.setValue(LANGUAGE_KEY, "da")
    settings.sync()
    window = build_window(demo_path, data_dir=data_dir)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def manual_text(window) -> str:
    manual = window.findChild(ManualWindow, "manualWindow")
    assert manual is not None and manual.isVisible()
    return manual.browser.toPlainText()


def test_f1_opens_the_manual_with_the_bound_the_keys_the_pack_and_a_dispute(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F1)
    text = manual_text(window)
    for heading in SECTIONS["en"]:
        assert heading in text
    assert "Verify chain" in text and "Export…" in text and "Alt+M" in text


@pytest.mark.parametrize("language", ["en", "da"])
def test_the_manual_names_every_key_of_the_windows_actions(qtbot, window, language):
    text = re.sub(r"\s+", " ", manual_html(language))
    for keys, action, _menu in shortcut_rows(window):
        # Each action's own key; the platform's alternatives (the Undo key) aside.
        portable = QKeySequence(keys.split(" / ")[0]).toString(
            QKeySequence.SequenceFormat.PortableText
        )
        if language == "da":
            for english, danish in DANISH_KEYS.items():
                portable = portable.replace(english, danish)
        assert portable in text, (language, action, portable)


def test_the_manual_and_the_shortcuts_follow_the_interface_language(qtbot, danish_window):
    window = danish_window
    window.actionManual.trigger()
    text = manual_text(window)
    assert text.startswith("Dommerens vejledning")
    for heading in SECTIONS["da"]:
        assert heading in text
    rows = window.show_shortcuts().rows()
    assert ("F8 / Ctrl+Right", "Næste fase", "Træk") in [
        (keys.replace("Højre", "Right"), action, menu) for keys, action, menu in rows
    ]
    assert any(action == "Vejledning" and keys.startswith("F1") for keys, action, _ in rows)


def test_the_shortcuts_list_is_read_from_the_windows_actions(qtbot, window):
    dialog = window.show_shortcuts()
    rows = dialog.rows()
    assert ("F8 / Ctrl+Right", "Next phase", "Bound") in rows
    assert ("Shift+F8 / Ctrl+Left", "Back one step", "Bound") in rows
    assert ("F9", "Roll…", "Rolls") in rows
    assert any(keys.startswith("F1") and menu == "Help" for keys, action, menu in rows)
    assert ("Ctrl+L", "Roll log…", "Log and pack") in rows
    dialog.close()
    # A key given to an action is listed without anyone writing it down.
    window.ui.actionPackEditor.setShortcut(QKeySequence("Ctrl+Shift+P"))
    rows = window.show_shortcuts().rows()
    assert ("Ctrl+Shift+P", "Rule pack…", "Log and pack") in rows


def _shortcut_keys(widget) -> set[str]:
    """The keys of the widget's own shortcuts (QShortcut), as portable text."""
    from PySide6.QtGui import QShortcut

    return {
        s.key().toString(QKeySequence.SequenceFormat.PortableText)
        for s in widget.findChildren(QShortcut)
    }


def _where(rows, where: str) -> dict[str, str]:
    return {action: keys for keys, action, place in rows if place == where}


def test_the_shortcuts_list_has_the_keys_inside_the_dialogs(qtbot, window):
    from ba_console.gui.dialogs.roll import RollDialog

    rows = window.show_shortcuts().rows()
    roll = _where(rows, "Roll dialog")
    assert roll["The console's dice for every role whose dice were not typed"] == "Ctrl+R"
    assert roll["Remember a typed outcome or a factor's value in the club's pack"] == "Alt+M"
    assert roll["Confirm from any field"] == "Ctrl+Enter"
    moves = _where(rows, "Movement step")
    assert moves["As ordered / only in part / not carried out"] == "Alt+A / Alt+P / Alt+N"
    assert ("Ctrl+S", "Save the pack", "Pack editor") in rows
    assert ("Ctrl+P", "Print the log", "Roll log") in rows
    # Each is the dialog's own key, not a list written beside it.
    dialog = RollDialog(window.controller, kind="fire", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    assert "Ctrl+R" in _shortcut_keys(dialog)
    assert dialog.rememberCheck.text().startswith("Re&member")
    from ba_console.gui.widgets.roll_log_view import open_roll_log

    log = open_roll_log(window.controller, window)
    assert "Ctrl+P" in _shortcut_keys(log)
    log.close()
    assert window.open_pack_editor()
    editor = next(
        w for w in QApplication.topLevelWidgets() if type(w).__name__ == "PackEditorDialog"
    )
    assert "Ctrl+S" in _shortcut_keys(editor)
    editor.close()


def test_the_dialogs_alt_letters_follow_the_danish_labels(qtbot, danish_window):
    rows = danish_window.show_shortcuts().rows()
    roll = _where(rows, "Kastedialogen")
    assert roll["Husk et indtastet udfald eller en faktors værdi i klubbens regelpakke"] == "Alt+L"
    moves = _where(rows, "Bevægelsestrinnet")
    assert moves["Som befalet / kun delvis / ikke udført"] == "Alt+S / Alt+D / Alt+I"
