"""Help an umpire finds at the table: F1 opens the manual in the interface language, and
Help › Keyboard shortcuts lists the keys from the window's own actions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from ba_console.gui.dialogs.help import ManualWindow, manual_html, plain_text, shortcut_rows

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


def _manual_keys_table(language: str) -> str:
    """The manual's table of keys, its tags taken out, white space made single."""
    html = manual_html(language)
    table = html[html.index('<h2 id="keys">') : html.index("</table>")]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", table))


def _portable(keys: str, language: str) -> str:
    text = " / ".join(
        QKeySequence(k).toString(QKeySequence.SequenceFormat.PortableText)
        for k in keys.split(" / ")
    )
    if language == "da":
        for english, danish in DANISH_KEYS.items():
            text = text.replace(english, danish)
        text = text.replace("Space", "Mellemrum")
    return text


@pytest.mark.parametrize("language", ["en", "da"])
def test_the_manuals_table_of_keys_is_the_keys_the_dialogs_have(qtbot, qapp, language):
    """Every key inside the dialogs (as Help › Keyboard shortcuts lists them, Alt letters
    read from the dialogs' own labels) stands in the manual's table of keys, and every Alt
    key the table names is one of them: a label's letter changed in one place shows."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.dialogs.help import dialog_key_rows

    install_translations(qapp, language)
    rows = dialog_key_rows()
    table = _manual_keys_table(language)
    listed = {_portable(keys, language) for keys, _what, _where in rows}
    for keys in listed:
        assert keys in table, (language, keys)
    # The other way: an Alt key in the table is a key of a dialog.
    alt_keys = {k for keys in listed for k in keys.split(" / ") if k.startswith("Alt+")}
    assert set(re.findall(r"Alt\+\w", table)) == alt_keys


@pytest.mark.parametrize("language", ["en", "da"])
def test_every_menu_action_is_named_in_the_manual(qtbot, qapp, data_dir, demo_path, language):
    """Each action of the window's menus is named in the manual by its menu text (the
    roll kinds by the Rolls menu, which the manual says opens any of them)."""
    from ba_console.gui.app import build_window, settings_for
    from ba_console.gui.main_window import LANGUAGE_KEY

    settings = settings_for(data_dir)
    settings.setValue(LANGUAGE_KEY, language)
    settings.sync()
    window = build_window(demo_path, data_dir=data_dir)
    qtbot.addWidget(window)
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", manual_html(language))).lower()
    rolls = plain_text(window.ui.menuRolls.title()).lower()
    assert f"{rolls} ›" in text or f"menuen {rolls}" in text  # "Rolls › …", "menuen Kast"

    missing = []

    def walk(menu) -> None:
        for action in menu.actions():
            if action.isSeparator() or action.objectName().startswith("actionRoll_"):
                continue
            if action.menu() is not None:
                walk(action.menu())
            name = plain_text(action.text()).replace("…", "").split(" / ")[0].strip().lower()
            if name and name not in text:
                missing.append(name)

    for top in window.menuBar().actions():
        walk(top.menu())
    window.close()
    assert missing == []


def _alt_letters(widget) -> dict[str, list[str]]:
    """The Alt letters of the widget's visible labels and buttons: letter → texts."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    letters: dict[str, list[str]] = {}
    for child in [*widget.findChildren(QAbstractButton), *widget.findChildren(QLabel)]:
        text = child.text().replace("&&", "")
        at = text.find("&")
        if child.isVisible() and 0 <= at < len(text) - 1:
            letters.setdefault(text[at + 1].lower(), []).append(text)
    return letters


@pytest.mark.parametrize("language", ["en", "da"])
def test_each_alt_letter_of_the_roll_log_goes_to_one_place(qtbot, qapp, controller, language):
    """In Danish, Alt+E was the unit filter's and Check seals'; Alt+S the search field's and
    Turn summary's: the key took the cursor to one and never pressed the other."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.widgets.roll_log_view import RollLogView

    install_translations(qapp, language)
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.show()
    shared = {k: v for k, v in _alt_letters(view).items() if len(v) > 1}
    assert shared == {}


@pytest.mark.parametrize("language", ["en", "da"])
@pytest.mark.parametrize(
    ("kind", "units"), [("fire", ["i-15", "i-2g"]), ("melee", ["ii-15", "i-2g"]), ("catch", [])]
)
def test_each_alt_letter_of_the_roll_dialog_goes_to_one_place(
    qtbot, qapp, controller, language, kind, units
):
    from ba_console.gui.app import install_translations
    from ba_console.gui.dialogs.roll import RollDialog

    install_translations(qapp, language)
    dialog = RollDialog(controller, kind=kind, units=units)
    qtbot.addWidget(dialog)
    dialog.show()
    shared = {k: v for k, v in _alt_letters(dialog).items() if len(v) > 1}
    assert shared == {}


def test_f1_opens_the_manual_from_the_roll_dialog_and_the_pack_editor(qtbot, window):
    """The manual's "F1 opens this page" holds in the dialogs the umpire works in too."""
    from ba_console.gui.dialogs.roll import open_roll_dialog

    dialog = open_roll_dialog(window.controller, window, kind="catch", units=[])
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_F1)
    manual = window.findChild(ManualWindow, "manualWindow")
    assert manual is not None and manual.isVisible()
    manual.close()
    dialog.reject()

    assert window.open_pack_editor()
    editor = next(
        w for w in QApplication.topLevelWidgets() if type(w).__name__ == "PackEditorDialog"
    )
    with qtbot.waitActive(editor):
        editor.activateWindow()
    qtbot.keyClick(editor, Qt.Key.Key_F1)
    assert manual.isVisible()
    editor.close()


def test_the_shortcuts_list_shows_f2_and_one_line_a_key(qtbot, window):
    # F2 edits a cell in the order sheet, the roster and the pack editor; the list said it
    # nowhere. Its rows are one line of text high, so the keys fit the dialog.
    dialog = window.show_shortcuts()
    rows = dialog.rows()
    assert (
        "F2",
        "Edit the cell under the cursor (typing starts an edit too)",
        "Order sheet, roster, pack editor",
    ) in rows
    table = dialog.table
    assert table.rowHeight(0) <= table.fontMetrics().height() + 8
    dialog.close()
