"""The main window's menus and keys: each action of the form (`ui/main_window.ui`)
connected to what it does, the actions made in code (File › Export the roster, Bound ›
Seal the log now, Rolls › Charges…, View › Recent messages…, Help › Manual and Keyboard
shortcuts…), the Rolls menu's kinds of the game's pack, and which actions a game must be
open for.

Its words keep the window's translation context ("MainWindow"). Only Qt's GUI classes
are loaded: this is on the way to the window's first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from ba_console.gui.main_window import MainWindow


def build_menus(window: MainWindow) -> None:
    """The keys, the menus' actions connected to the window's, and the actions made here."""
    _set_shortcuts(window)
    ui = window.ui
    ui.actionNewGame.triggered.connect(window.new_game)
    ui.actionOpen.triggered.connect(window.open_game_dialog)
    ui.actionSaveCopy.triggered.connect(window.save_copy)
    _add_reload(window)
    window.actionExportRoster = QAction(
        QCoreApplication.translate("MainWindow", "E&xport the roster…"), window
    )
    window.actionExportRoster.setObjectName("actionExportRoster")
    window.actionExportRoster.setToolTip(
        QCoreApplication.translate(
            "MainWindow",
            "Write the sides, commanders and units to a CSV file for a spreadsheet (or a "
            "TOML file), to edit or to start the next game with",
        )
    )
    window.actionExportRoster.triggered.connect(lambda: window.export_roster())
    ui.menuFile.insertAction(ui.actionPrintOrderSheets, window.actionExportRoster)
    ui.actionClose.triggered.connect(window.close_game)
    ui.actionQuit.triggered.connect(window.close)
    ui.actionNextPhase.triggered.connect(window.next_phase)
    ui.actionPreviousPhase.triggered.connect(window.back_phase)
    ui.actionSameAsLastBound.triggered.connect(window.same_as_last_bound)
    window.actionSeal = QAction(
        QCoreApplication.translate("MainWindow", "Seal the &log now"), window
    )
    window.actionSeal.setObjectName("actionSeal")
    window.actionSeal.setToolTip(
        QCoreApplication.translate(
            "MainWindow",
            "Log a seal of the log as it stands, for the players to write down (a seal "
            "is also made at the end of every bound)",
        )
    )
    window.actionSeal.triggered.connect(window.seal_log)
    ui.menuBound.insertAction(ui.actionSameAsLastBound, window.actionSeal)
    ui.actionUndo.triggered.connect(window.controller.undo)
    ui.actionRedo.triggered.connect(window.controller.redo)
    ui.actionPrintOrderSheets.triggered.connect(lambda: window.ui.orderSheet.print_blank_sheets())
    ui.actionRoll.triggered.connect(lambda: window.open_roll_dialog(None))
    ui.actionMovement.triggered.connect(window.open_movement_dialog)
    _add_charges_action(window)
    ui.actionRollLog.triggered.connect(window.open_roll_log)
    ui.actionPackEditor.triggered.connect(window.open_pack_editor)
    ui.actionClubPack.triggered.connect(window.open_club_pack)
    ui.actionAbout.triggered.connect(window.about)
    ui.menuOpenRecent.aboutToShow.connect(window._fill_recent_menu)
    languages = QActionGroup(window)
    for action, code in ((ui.actionEnglish, "en"), (ui.actionDanish, "da")):
        action.setData(code)
        languages.addAction(action)
        action.setChecked(window.controller.language == code)
    languages.triggered.connect(window._language_chosen)
    for dock in (ui.phaseDock, ui.rosterDock):
        ui.menuView.addAction(dock.toggleViewAction())
    _add_order_columns_menu(window)
    _add_recent_messages(window)
    _add_help(window)


def _set_shortcuts(window: MainWindow) -> None:
    ui = window.ui
    ui.actionNextPhase.setShortcuts([QKeySequence("F8"), QKeySequence("Ctrl+Right")])
    ui.actionPreviousPhase.setShortcuts([QKeySequence("Shift+F8"), QKeySequence("Ctrl+Left")])
    ui.actionQuit.setShortcuts([QKeySequence("Ctrl+Q")])
    # Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y: the platform's own keys. A text being edited
    # (an order's cell) takes them first, for its own undo.
    ui.actionUndo.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
    ui.actionRedo.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    for action in (ui.actionNextPhase, ui.actionPreviousPhase, ui.actionSameAsLastBound):
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)


def _add_reload(window: MainWindow) -> None:
    """File › Reload (F5), for a game open read-only: read it again as its file now stands
    (another console writing it; the window also follows its writes by itself)."""
    window.actionReload = QAction(QCoreApplication.translate("MainWindow", "Re&load"), window)
    window.actionReload.setObjectName("actionReload")
    window.actionReload.setShortcut(QKeySequence("F5"))
    window.actionReload.setToolTip(
        QCoreApplication.translate(
            "MainWindow",
            "Read the game open read-only again from its file: what the console that writes "
            "it has logged since",
        )
    )
    window.actionReload.triggered.connect(lambda: window.controller.reload())
    window.ui.menuFile.insertAction(window.ui.actionSaveCopy, window.actionReload)


def _add_order_columns_menu(window: MainWindow) -> None:
    """View › Order sheet columns: the order sheet header's column ticks, from the keyboard
    (the header's context menu needs the mouse)."""
    menu = QMenu(QCoreApplication.translate("MainWindow", "Order sheet &columns"), window)
    menu.setObjectName("menuOrderColumns")
    menu.aboutToShow.connect(lambda: window.ui.orderSheet.fill_column_menu(menu))
    window.ui.menuView.addSeparator()
    window.ui.menuView.addMenu(menu)


def _add_recent_messages(window: MainWindow) -> None:
    """View › Recent messages (Ctrl+Shift+M): the status bar's messages of this session,
    each whole (a long notice is cut off in the bar, and gone after its ten seconds)."""
    window.actionRecentMessages = QAction(
        QCoreApplication.translate("MainWindow", "Recent &messages…"), window
    )
    window.actionRecentMessages.setObjectName("actionRecentMessages")
    window.actionRecentMessages.setShortcut(QKeySequence("Ctrl+Shift+M"))
    # From the console's other windows too (the roll log, a roll dialog, the pack editor),
    # where the message was read: none of them has a key of its own on Ctrl+Shift+M.
    window.actionRecentMessages.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    window.actionRecentMessages.setToolTip(
        QCoreApplication.translate(
            "MainWindow",
            "What the status bar said this session, newest first, each message whole",
        )
    )
    window.actionRecentMessages.triggered.connect(lambda: window.show_recent_messages())
    window.ui.menuView.addSeparator()
    window.ui.menuView.addAction(window.actionRecentMessages)


def _add_help(window: MainWindow) -> None:
    """Help › Manual (F1) and Help › Keyboard shortcuts…, above About."""
    menu, about = window.ui.menuHelp, window.ui.actionAbout
    window.actionManual = QAction(QCoreApplication.translate("MainWindow", "&Manual"), window)
    window.actionManual.setObjectName("actionManual")
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
    window.actionManual.setShortcuts(
        keys if QKeySequence("F1") in keys else [QKeySequence("F1"), *keys]
    )
    window.actionManual.triggered.connect(window.open_manual)
    window.actionShortcuts = QAction(
        QCoreApplication.translate("MainWindow", "&Keyboard shortcuts…"), window
    )
    window.actionShortcuts.setObjectName("actionShortcuts")
    window.actionShortcuts.triggered.connect(window.show_shortcuts)
    menu.insertAction(about, window.actionManual)
    menu.insertAction(about, window.actionShortcuts)
    menu.insertSeparator(about)


def _add_charges_action(window: MainWindow) -> None:
    """Rolls › Charges… (F7): General de Brigade's charge phase step by step. Shown in the
    menu for a game whose rules have one, found once the game's pack is checked or when
    the menu opens (not to load the pack on the way to the first window)."""
    window.actionCharges = QAction(QCoreApplication.translate("MainWindow", "C&harges…"), window)
    window.actionCharges.setObjectName("actionCharges")
    window.actionCharges.triggered.connect(window.open_charges)
    menu = window.ui.menuRolls
    menu.insertAction(menu.actions()[1], window.actionCharges)
    menu.aboutToShow.connect(lambda: show_charges_or_movement(window))


def show_charges_or_movement(window: MainWindow) -> None:
    """Rolls › Charges… with F7 for a game whose rules walk a charge phase (General de
    Brigade), Movement… hidden (F7 walked the charges there while the menu and the list of
    keys said "F7 Movement…"); Rolls › Movement… with F7 for the others. It reads the
    game's pack: called once the pack is checked (`MainWindow._load_rules`) and as the
    Rolls menu opens."""
    charges = window._has_charges()
    f7 = QKeySequence("F7")
    window.actionCharges.setVisible(charges)
    window.ui.actionMovement.setVisible(not charges)
    # One action holds F7 at a time: a key two actions share fires neither.
    window.actionCharges.setShortcut(f7 if charges else QKeySequence())
    window.ui.actionMovement.setShortcut(QKeySequence() if charges else f7)


def fill_roll_menu(window: MainWindow, kinds: list[QAction]) -> list[QAction]:
    """The Rolls menu's kinds of the open game's pack, in place of `kinds`; the actions
    added."""
    menu = window.ui.menuRolls
    for action in kinds:
        menu.removeAction(action)
    added: list[QAction] = []
    pack = window.controller.outline
    if pack is None:
        return added
    # Each kind its own underlined letter, as the menu's other items have theirs: a letter
    # typed in the open menu does nothing without one (Alt+R, O: the ordering roll).
    taken = {QKeySequence.mnemonic(action.text()).toString() for action in menu.actions()} - {""}
    for key, kind in pack.rolls.items():
        text, letter = with_mnemonic(kind.label.get(window.controller.language), taken)
        taken.add(letter)
        action = menu.addAction(text + "…")
        action.setObjectName(f"actionRoll_{key}")
        action.triggered.connect(lambda _=False, k=key: window.open_roll_dialog(k))
        added.append(action)
    return added


def with_mnemonic(label: str, taken: set[str]) -> tuple[str, str]:
    """`label` with its first letter not in `taken` (as "Alt+O") marked as its mnemonic,
    a word's first letter first; that letter ("" if every one is taken)."""
    text = label.replace("&", "&&")
    starts = [i for i, c in enumerate(text) if c.isalnum() and (i == 0 or text[i - 1] == " ")]
    others = [i for i, c in enumerate(text) if c.isalnum() and i not in starts]
    for i in starts + others:
        letter = QKeySequence.mnemonic("&" + text[i]).toString()
        if letter and letter not in taken:
            return text[:i] + "&" + text[i:], letter
    return text, ""


def enable_game_actions(window: MainWindow, enabled: bool) -> None:
    """The actions a game must be open for, enabled or greyed."""
    ui = window.ui
    for action in (
        ui.actionSaveCopy,
        window.actionExportRoster,
        ui.actionClose,
        ui.actionNextPhase,
        ui.actionPreviousPhase,
        ui.actionSameAsLastBound,
        ui.actionPrintOrderSheets,
        ui.actionRoll,
        window.actionCharges,
        ui.actionRollLog,
        ui.actionPackEditor,
        window.actionSeal,
    ):
        action.setEnabled(enabled)
    window.actionReload.setEnabled(enabled and window.controller.read_only)
    if enabled:
        ui.actionPreviousPhase.setEnabled(window.controller.can_go_back())
    grey_writing_actions(window)


def writing_actions(window: MainWindow) -> list[QAction]:
    """The actions that change the game: greyed in a game open read-only (`grey_writing_
    actions`). Those that only read it (the log, exports, Save a copy, the reports) are not
    here."""
    ui = window.ui
    return [
        ui.actionNextPhase,
        ui.actionPreviousPhase,
        ui.actionSameAsLastBound,
        window.actionSeal,
        ui.actionUndo,
        ui.actionRedo,
        ui.actionRoll,
        ui.actionMovement,
        window.actionCharges,
        *window._roll_kind_actions,
    ]


def grey_writing_actions(window: MainWindow) -> None:
    """In a game open read-only, every action that would change it greyed, its tooltip and
    status tip saying why (`GameController.read_only_reason`); a game that may be written,
    their own tips back. Their keys pressed are answered by `MainWindow.keyPressEvent`."""
    why = window.controller.read_only_reason()
    for action in writing_actions(window):
        tips = action.property("writableTips")
        if why:
            if tips is None:  # its own tips, kept for a game that may be written
                action.setProperty("writableTips", [action.toolTip(), action.statusTip()])
            action.setEnabled(False)
            action.setToolTip(why)
            action.setStatusTip(why)
        elif tips is not None:
            action.setToolTip(tips[0])
            action.setStatusTip(tips[1])
            action.setProperty("writableTips", None)


def update_undo_actions(window: MainWindow) -> None:
    """Edit › Undo and Redo name what they would take back ("Undo order of 1st Guards"),
    and are greyed when there is nothing."""
    history = window.controller.history
    for action, what, plain, named in (
        (
            window.ui.actionUndo,
            history.undo_text(),
            QCoreApplication.translate("MainWindow", "&Undo"),
            QCoreApplication.translate("MainWindow", "&Undo %1"),
        ),
        (
            window.ui.actionRedo,
            history.redo_text(),
            QCoreApplication.translate("MainWindow", "&Redo"),
            QCoreApplication.translate("MainWindow", "&Redo %1"),
        ),
    ):
        # An "&" in a unit's name is shown, not taken as a mnemonic.
        action.setText(named.replace("%1", what.replace("&", "&&")) if what else plain)
        action.setEnabled(bool(what) and not window.controller.read_only)
