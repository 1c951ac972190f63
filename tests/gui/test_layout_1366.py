"""What the umpire reads whole at 1366×768, in English and in Danish.

Each test opens a window at the size it has on the umpire's laptop and checks that a text
is not cut: its width in the widget's font fits the room the widget has, nothing runs past
the right edge of its panel, no sideways scroll bar is needed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QWidget

from ba_console.core.orders import Attack, March, OrderParts
from ba_console.gui.dialogs.roll import RollDialog


@pytest.fixture(params=["en", "da"])
def speaking(request, qapp, demo_path: Path, data_dir: Path):
    """The demo game opened by a controller in English, then in Danish."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    language = request.param
    assert install_translations(qapp, language)
    controller = GameController(data_dir, language)
    assert controller.open_game(demo_path)
    yield controller
    controller.close_game()


def roll_dialog_at_1366(qtbot, controller, kind: str, units: list[str]) -> RollDialog:
    """The roll dialog as it opens on the umpire's laptop: 1340×720 (the test screen is
    smaller, so the size is set before the dialog is first laid out)."""
    dialog = RollDialog(controller, kind=kind, units=units)
    qtbot.addWidget(dialog)
    dialog.resize(1340, 720)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    qtbot.wait(50)
    return dialog


def right_edge_in(widget: QWidget, ancestor: QWidget) -> int:
    return widget.mapTo(ancestor, widget.rect().topRight()).x()


def combo_text_room(combo: QComboBox) -> int:
    """The width the combo gives its text (less the arrow and the frame)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return field.width()


# --- the roll dialog -------------------------------------------------------------------------


def test_replacement_outcome_side_is_read_whole_once_dice_are_typed(qtbot, speaking):
    # Table 19's outcomes are long ("Replaced: the orderly figure is removed and …"): the
    # outcome field sized to them pushed the odds, the field and the effects past the edge.
    dialog = roll_dialog_at_1366(qtbot, speaking, "replacement", ["buelow"])
    dialog.panels[0].dice.set_typed("111")
    qtbot.wait(50)
    combo = dialog._typed_widgets[0]
    longest = max((combo.itemText(i) for i in range(combo.count())), key=len)
    combo.setCurrentIndex(combo.findText(longest))
    qtbot.wait(50)
    scroll = dialog.ui.outcomeScroll
    viewport = scroll.viewport()
    assert scroll.widget().width() <= viewport.width()
    for widget in (combo, dialog.ui.oddsChart, dialog.ui.effectsList, dialog.ui.noteEdit):
        assert right_edge_in(widget, viewport) < viewport.width(), widget.objectName()
    # The whole outcome: in the popup list, in the field's tooltip, in the outcome line.
    popup = combo.view()
    assert popup.minimumWidth() >= popup.fontMetrics().horizontalAdvance(longest)
    assert longest in combo.toolTip()
    assert longest in dialog.ui.outcomeLabel.text()


def test_roll_off_panels_and_names_are_read_whole(qtbot, speaking):
    # A kind without factor lists gives most of the width to the outcome: the roll-off's two
    # panels were squeezed into 550 px and scrolled sideways, the right half empty.
    dialog = roll_dialog_at_1366(qtbot, speaking, "roll_off", ["i-15", "ii-15"])
    for panel, dice in zip(dialog.panels, ("356", "524"), strict=True):
        panel.dice.set_typed(dice)
    qtbot.wait(50)
    scroll = dialog.ui.rolesScroll
    assert not scroll.horizontalScrollBar().isVisible()
    assert scroll.widget().width() <= scroll.viewport().width()
    for panel in dialog.panels:
        assert right_edge_in(panel, scroll.viewport()) < scroll.viewport().width()
        combo = panel.unitCombo
        name = combo.currentText()
        assert combo.fontMetrics().horizontalAdvance(name) <= combo_text_room(combo), name
    outcome = dialog.ui.outcomeScroll
    assert outcome.widget().width() <= outcome.viewport().width()


def test_each_units_state_line_is_read_whole_in_a_melee(qtbot, speaking):
    # The defender the hussars' written charge names, fired at this bound: its line
    # (figures, flags, units of melee, its flank files) runs to four lines, and the panel
    # gave it three, cutting the first and the last in half.
    game = speaking.game
    with game.transaction():
        game.update_unit("i-1t", figures=25)
        game.add_flag("i-1t", "fired_at", set_bound=1, expires_after=1)
        game.add_flag("hus-2s", "charged", set_bound=1, expires_after=5)
    charge = OrderParts(
        march=March(to="the wood", distance_cm=30, rate="charge"),
        attack=Attack(target="1/1er Tirailleurs de la Garde", at_the_charge=True),
    )
    assert speaking.save_order("hus-2s", text="charge the wood", parts=charge)
    dialog = roll_dialog_at_1366(qtbot, speaking, "melee", ["hus-2s"])
    assert dialog.panels[1].unit == "i-1t"
    for panel in dialog.panels:
        label = panel.stateLabel
        assert label.text()
        assert label.height() >= label.heightForWidth(label.width()), panel.role


# --- the log viewer --------------------------------------------------------------------------


def test_log_phase_column_reads_each_phase_and_sub_phase_whole(qtbot, speaking):
    from ba_console.gui.widgets.roll_log_view import RollLogWindow
    from tests.gui.conftest import step_to

    # A roll in the melee phase's retreat step: its phase is the longest the log shows.
    step_to(speaking, "melee", "forced_moves")
    dialog = roll_dialog_at_1366(qtbot, speaking, "spread_of_rout", ["iii-1slw"])
    dialog.panels[0].dice.set_typed("333")
    dialog._typed_widgets[0].setEditText("rout")
    assert dialog.confirm(close=True) is not None

    window = RollLogWindow(speaking)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait(50)
    view = window.view.tableView
    model = view.model()
    language = speaking.language
    texts = []
    for phase in speaking.pack.phases:
        name = phase.label.get(language)
        texts.append(name)
        texts += [f"{name} › {sub.label.get(language)}" for sub in phase.sub if sub.key != name]
    retreat = model.index(0, 3).data()
    assert retreat in texts and " › " in retreat
    metrics = view.fontMetrics()
    room = view.columnWidth(3) - 8  # less the cell's margins
    lines = view.rowHeight(0) // metrics.lineSpacing()
    for text in texts:
        needed = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap, text)
        assert needed.width() <= room and needed.height() <= lines * metrics.lineSpacing(), text
    # Every roll kind of the pack reads whole in the Kind column too.
    room = view.columnWidth(4) - 8
    for kind in speaking.pack.rolls.values():
        text = kind.label.get(language)
        needed = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap, text)
        assert needed.width() <= room and needed.height() <= lines * metrics.lineSpacing(), text
    # The outcome, read in a dispute, is still in view beside it.
    outcome = view.visualRect(model.index(0, 8))
    assert outcome.right() < view.viewport().width()
    assert model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole) == retreat


# --- the pack editor ---------------------------------------------------------------------------


def test_pack_editor_in_danish_shows_the_danish_labels_first_and_whole(qtbot, speaking):
    from ba_console.gui.dialogs.pack_editor import PackEditorDialog
    from ba_console.packs import load_pack

    pack = load_pack("belle_alliance")
    saved = []
    language = speaking.language
    editor = PackEditorDialog(pack, language=language, save=saved.append)
    editor.confirm_discard = lambda: True
    qtbot.addWidget(editor)
    editor.resize(1280, 720)
    editor.show()
    editor.select_table("t08")
    qtbot.wait(50)
    view = editor.current_grid()
    header = view.horizontalHeader()
    model = view.model()
    first = header.logicalIndex(0)
    title = model.headerData(first, Qt.Orientation.Horizontal)
    assert title == ("Betegnelse (da)" if language == "da" else "Label (en)")
    # The column, its header and every label in it read whole; the cells right beside it.
    room = view.viewport().width()
    assert header.sectionViewportPosition(first) + header.sectionSize(first) <= room
    assert header.fontMetrics().horizontalAdvance(title) + 8 <= header.sectionSize(first)
    labels = [model.index(row, first).data() for row in range(model.rowCount())]
    assert "Infanteri ikke dækket af kæde, i nærkamp med infanteri" in labels or language == "en"
    widest = max(view.fontMetrics().horizontalAdvance(text) for text in labels)
    assert widest + 7 <= view.columnWidth(first)
    for visual in (1, 2):  # attacker, defender
        cell = header.logicalIndex(visual)
        assert model.is_value_column(cell)
        assert header.sectionViewportPosition(cell) + header.sectionSize(cell) <= room
    # Only the view's order: the first column shown still writes the pack's own label.
    assert model.setData(model.index(0, first), "Marchkolonne (husregel)")
    assert editor.save()
    row = saved[0].table("t08").rows[0]
    old = pack.table("t08").rows[0]
    own, other = ("da", "en") if language == "da" else ("en", "da")
    assert row.label.get(own) == "Marchkolonne (husregel)"
    assert row.label.get(other) == old.label.get(other)


# --- the roster dock ---------------------------------------------------------------------------


def test_roster_headers_are_read_whole_in_both_languages(qtbot, qapp):
    from ba_console.gui.app import install_translations
    from ba_console.gui.widgets.roster_panel import RosterPanel

    for language, gunners in (("en", "Gunners"), ("da", "Artillerister")):
        install_translations(qapp, language)
        panel = RosterPanel()  # made in the language, as the window makes it at start
        qtbot.addWidget(panel)
        panel.resize(1128, 274)  # its size in the dock at 1366×768
        panel.show()
        qtbot.wait(20)
        header = panel.ui.rosterTree.header()
        model = panel.ui.rosterTree.model()
        for column in range(model.columnCount()):
            title = model.headerData(column, Qt.Orientation.Horizontal)
            need = header.fontMetrics().horizontalAdvance(title) + 8  # the header's margins
            assert need <= header.sectionSize(column), (language, title)
        assert model.headerData(4, Qt.Orientation.Horizontal) == gunners
    install_translations(qapp, "en")


def test_roster_add_button_and_its_arrow_are_inside_the_dock(qtbot, window):
    # At 1366×768 the button stands at the dock's right edge: its menu arrow was drawn over
    # its own frame there, and the button read as running past the edge.
    dock = window.ui.rosterDock
    button = window.ui.rosterPanel.ui.addButton
    assert button.mapTo(dock, button.rect().topRight()).x() < dock.width()
    image = button.grab().toImage()
    dark = [
        x
        for x in range(image.width())
        for y in range(2, image.height() - 2)
        if image.pixelColor(x, y).lightness() < 140
    ]
    assert max(dark) <= image.width() - 6  # the arrow clear of the right edge


# --- the phase tracker -------------------------------------------------------------------------


def test_current_step_is_read_whole_in_the_default_dock_width(qtbot, speaking):
    from ba_console.gui.widgets.phase_tracker import PhaseTrackerWidget
    from tests.gui.conftest import step_to

    tracker = PhaseTrackerWidget()
    qtbot.addWidget(tracker)
    tracker.resize(232, 688)  # the phase dock's default width at 1366×768
    tracker.show()
    tracker.bind(speaking)
    step_to(speaking, "melee", "forced_moves")
    qtbot.wait(20)
    tree = tracker.ui.phaseTree
    text = tracker.current_step_text()
    assert text.startswith("6b. ")
    item = next(i for i in tracker._items.values() if i.text(0) == text)
    rect = tree.visualItemRect(item)
    metrics = QFontMetrics(item.font(0))
    assert item.font(0).bold()
    assert metrics.horizontalAdvance(text) > rect.width()  # too long for one line, in bold
    needed = metrics.boundingRect(0, 0, rect.width() - 6, 10_000, Qt.TextFlag.TextWordWrap, text)
    assert needed.height() <= rect.height()  # so it takes a second line
    assert text.split(". ", 1)[1] in item.toolTip(0)


def test_every_log_column_is_in_view_at_1366_and_a_long_note_is_elided(qtbot, speaking):
    """The log window (1280 px on the laptop) shows every column, the note too, without a
    sideways scroll bar: a long note is elided in its column, read whole on hover and in
    the detail pane."""
    from ba_console.gui.widgets.log_columns import NOTE_COLUMN, NOTE_COLUMN_MIN
    from tests.gui.conftest import log_typed_roll

    log_typed_roll(speaking, "catch", "owner", "i-15", "escapes")
    note = "volley at the grenadiers by the church wall; long range ruled because of the hedge"
    window = log_window_noting(qtbot, speaking, note)
    view = window.view.tableView
    model = view.model()
    assert not view.horizontalScrollBar().isVisible()
    last = view.horizontalHeader().sectionViewportPosition(NOTE_COLUMN) + view.columnWidth(
        NOTE_COLUMN
    )
    assert last <= view.viewport().width()
    assert view.columnWidth(NOTE_COLUMN) >= NOTE_COLUMN_MIN
    index = model.index(0, NOTE_COLUMN)
    assert view.fontMetrics().horizontalAdvance(note) > view.columnWidth(NOTE_COLUMN)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == note
    window.view.select_row(0)
    assert note in window.view.detailBrowser.toPlainText().replace("\n", " ")


def log_window_noting(qtbot, controller, note: str):
    """The log window as it opens on the laptop (1280×720), a roll noting `note` logged."""
    from ba_console.gui.widgets.roll_log_view import RollLogWindow

    controller.notify_roll_logged(controller.game.append_roll(_noted(note)))
    window = RollLogWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait(50)
    return window


def _noted(note: str):
    from ba_console.store.records import Outcome, RollDraft, RollSide

    return RollDraft(
        kind="catch",
        sides=(RollSide(role="owner", unit="i-2g", dice_source="typed", faces=(3, 4, 5)),),
        outcome_typed=True,
        outcome=Outcome(key="escapes", label="escapes"),
        note=note,
    )


def test_a_log_window_made_wider_gives_the_note_its_first_pixels(qtbot, speaking):
    # Maximised on the laptop, the log window's 86 px more all went to the detail pane:
    # the note still read "typed from the book: 1/2e …" in its column.
    from ba_console.gui.widgets.log_columns import NOTE_COLUMN

    typed = "typed from the book: i-2g loses 2"  # as `play.record` notes a typed loss
    window = log_window_noting(qtbot, speaking, typed)
    view, detail = window.view.tableView, window.view.detailBrowser
    at_1280 = view.columnWidth(NOTE_COLUMN), detail.width()
    window.resize(1366, 740)
    qtbot.wait(50)
    note = view.model().index(0, NOTE_COLUMN).data()
    assert "1/2e Grenadiers à pied" in note
    metrics = view.fontMetrics()
    room = view.columnWidth(NOTE_COLUMN) - 8  # less the cell's margins
    lines = view.rowHeight(0) // metrics.lineSpacing()
    needed = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap, note)
    assert needed.height() <= lines * metrics.lineSpacing(), (note, room)
    assert view.columnWidth(NOTE_COLUMN) > at_1280[0] and detail.width() >= at_1280[1]
    # The line the umpire drags between them stays where it is put.
    window.view.splitter.splitterMoved.emit(900, 1)
    window.view.splitter.setSizes([900, 400])
    window.resize(1300, 740)
    qtbot.wait(50)
    assert window.view.splitter.sizes()[0] == 900


def test_catch_roll_odds_rows_are_read_whole(qtbot, speaking):
    # Table 18's last outcomes ("Falls; own side's units -2 on every roll this bound and
    # the next") were cut at half the chart's width, beside a wide empty bar.
    dialog = roll_dialog_at_1366(qtbot, speaking, "catch", ["buelow"])
    dialog.panels[0].dice.set_typed("356")
    qtbot.wait(50)
    chart = dialog.ui.oddsChart
    assert len(chart.odds_text()) == 4
    for key, _chance in chart._odds:
        assert chart.shown_label(key) == chart.label_of(key)


def test_melee_defender_from_the_order_is_read_whole(qtbot, speaking):
    # The defender the 15th's written attack names, with its side: "1/1er Tirailleurs de
    # la Garde (Imperial Guar" beside "from the order".
    charge = OrderParts(
        march=March(to="the wood", distance_cm=30, rate="charge"),
        attack=Attack(target="1/1er Tirailleurs de la Garde", at_the_charge=True),
    )
    assert speaking.save_order("i-15", text="charge", parts=charge)
    dialog = roll_dialog_at_1366(qtbot, speaking, "melee", ["i-15"])
    defender = dialog.panels[1]
    assert defender.unit == "i-1t" and defender.orderHintLabel.isVisible()
    for panel in dialog.panels:
        combo = panel.unitCombo
        # The unit's name reads whole; its side in brackets may be cut (the list, opened,
        # shows it): wider role panels squeezed the outcome pane until its note was cut.
        name = combo.currentText().split(" (")[0]
        assert combo.fontMetrics().horizontalAdvance(name) <= combo_text_room(combo), name
        assert right_edge_in(panel, dialog) < dialog.width()
    note = dialog.ui.noteEdit
    assert note.isVisible() and note.visibleRegion().boundingRect().width() == note.width()


def test_a_melee_names_each_unit_and_its_side_whole_at_1366(qtbot, speaking):
    # "I./15th Infantry Regiment (Prussian IV Corps (Bülo": the Who field began after the
    # form's widest label ("Neighbour:"), and the side the unit fights for was cut.
    charge = OrderParts(attack=Attack(target="1/2e Grenadiers à pied", at_the_charge=True))
    assert speaking.save_order("i-15", text="attack the grenadiers", parts=charge)
    dialog = roll_dialog_at_1366(qtbot, speaking, "melee", ["i-15"])
    assert dialog.panels[1].unit == "i-2g"
    for panel in dialog.panels:
        combo = panel.unitCombo
        text = combo.currentText()
        assert combo.fontMetrics().horizontalAdvance(text) <= combo_text_room(combo), text
        assert combo.toolTip() == text
        assert right_edge_in(panel, dialog) < dialog.width()
    note = dialog.ui.noteEdit
    assert note.isVisible() and note.visibleRegion().boundingRect().width() == note.width()
