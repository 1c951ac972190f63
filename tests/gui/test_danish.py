"""The roll dialog, the log viewer and the pack editor in Danish: what the umpire reads.

The Danish translation is installed as `ba_console.gui.app` installs it at start; the
conftest's autouse fixture puts English back after each test. Each assertion is a text a
Danish umpire sees: a label, a header, a state word, a prompt, an error — never the English
source nor a raw key ("ordered", "LD", "ordering").
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ba_console.gui.dialogs.pack_editor import PackEditorDialog
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.packs import load_pack
from tests.gui.conftest import verify_in_view


def melee_dialog(qtbot, controller) -> RollDialog:
    dialog = RollDialog(controller, kind="melee", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def buddy_label(widget, buddy) -> str:
    return next(label.text() for label in widget.findChildren(QLabel) if label.buddy() is buddy)


def test_melee_dialog_speaks_danish(qtbot, danish):
    danish.game.update_unit("i-2g", disorder="LD")
    dialog = melee_dialog(qtbot, danish)
    attacker, defender = dialog.panels
    assert dialog.windowTitle() == "Nærkamp"
    assert attacker.title() == "Angriber" and defender.title() == "Forsvarer"
    assert buddy_label(attacker, attacker.dice.edit) == "&Terninger:"
    assert dialog.confirmButton.text() == "&Bekræft"
    assert dialog.ui.ruleLabel.text().startswith("Regel ")
    # The phase by the pack's Danish name, not its key.
    assert dialog.ui.phaseLabel.text() == "Træk 1 · Ordrefase"
    # Disorder and formation as Danish words (LD is LU), never the keys.
    assert "LU" in defender.stateLabel.text()
    assert "i orden" in attacker.stateLabel.text()
    assert "ordered" not in attacker.stateLabel.text()
    header = attacker.checklist.tree.headerItem()
    assert [header.text(c) for c in range(3)] == ["Faktor", "Værdi", "Regel"]
    heading = attacker.checklist.tree.topLevelItem(0).text(0)
    assert heading.startswith("Skema 8:") and heading.endswith("kolonnen »angriber«")
    assert "Indtast terningerne" in dialog.ui.outcomeLabel.text()


def test_outcome_prompt_and_dice_errors_are_danish(qtbot, danish):
    dialog = melee_dialog(qtbot, danish)
    attacker, defender = dialog.panels
    attacker.dice.set_typed("37")
    assert attacker.dice.error() == "3D6: 2 af 3 terninger indtastet"
    attacker.dice.set_typed("379")
    assert attacker.dice.error() == "terning 2 viser 7: øjnene går fra 1 til 6"
    attacker.dice.set_typed("456")
    defender.dice.set_typed("123")
    outcome = dialog.ui.outcomeLabel.text()
    assert "indtast udfaldet fra bogen" in outcome and "Skema 11" in outcome
    assert "type the outcome" not in outcome
    disorder = dialog._disorder_combos["i-2g"]
    assert [disorder.itemText(i) for i in range(disorder.count())] == [
        "ingen ændring",
        "i orden",
        "LU",
        "U",
        "FU",
    ]


def test_log_viewer_speaks_danish(qtbot, danish):
    dialog = melee_dialog(qtbot, danish)
    attacker, defender = dialog.panels
    attacker.dice.set_typed("456")
    defender.dice.set_typed("123")
    qtbot.keyClicks(dialog._typed_widgets[0], "forsvareren viger")
    dialog._disorder_combos["i-2g"].setCurrentIndex(dialog._disorder_combos["i-2g"].findData("MD"))
    assert dialog.confirm(close=True) is not None

    view = RollLogView(danish)
    qtbot.addWidget(view)
    view.show()
    headers = [
        view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(view.model.columnCount())
    ]
    assert headers[1:5] == ["Tid", "Træk", "Fase", "Kasttype"]
    assert view.model.index(0, 3).data() == "Ordrefase"
    assert view.model.index(0, 8).data() == "forsvareren viger (indtastet fra bogen)"
    detail = view.detailBrowser.toPlainText()
    assert "Træk 1 · Ordrefase" in detail
    assert "Angriber: I./15th Infantry Regiment (i-15) — 4+5+6 = 15 [indtastet]" in detail
    assert "indtastet af dommeren fra bogen" in detail
    assert "uorden: i orden → U" in detail
    assert view.statusLabel.text() == "1 kast"
    assert verify_in_view(qtbot, view)
    assert view.chainLabel.text().startswith("OK: 1 kast, hashkæden er intakt")
    view.textEdit.setText("ingen sådan tekst")
    view.apply_filter()
    assert view.detailBrowser.toPlainText() == "Intet kast passer til filtrene."


def test_pack_editor_speaks_danish(qtbot, danish):
    editor = PackEditorDialog(load_pack("belle_alliance"), language="da", save=lambda p: None)
    editor.confirm_discard = lambda: True
    qtbot.addWidget(editor)
    editor.select_table("t08")
    model = editor.current_grid().model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:3] == ["Betegnelse (en)", "angriber", "forsvarer"]
    assert "Nøgle" in headers
    rejected: list[str] = []
    model.edit_rejected.connect(rejected.append)
    assert not model.setData(model.index(0, 0), "  ")
    assert rejected[-1].endswith("Betegnelse (en): en betegnelse kan ikke være tom")
    assert not model.setData(model.index(0, 1), "tre")
    assert "er ikke et gyldigt felt" in rejected[-1] and rejected[-1].startswith("række ")


def test_commander_and_order_states_are_danish_words(qtbot, danish):
    from ba_console.core.orders import OrderFacts, OrderParts

    danish.game.update_commander("buelow", rating="effective")
    catch = RollDialog(danish, kind="catch", units=["buelow"])
    qtbot.addWidget(catch)
    assert catch.panels[0].stateLabel.text() == "chef (korps), kvalitet særligt effektiv"
    assert danish.save_order(
        "i-15",
        text="frem mod kirken",
        parts=OrderParts(formation="square"),
        facts=OrderFacts(over_30cm_from_commander=True),
    )
    ordering = RollDialog(danish, kind="ordering", units=["i-15"])
    qtbot.addWidget(ordering)
    assert "ordre: »frem mod kirken« (kræver ordrekast)" in ordering.panels[0].stateLabel.text()


def test_phase_tracker_shows_the_packs_note_in_danish(qtbot, danish):
    from ba_console.gui.widgets.phase_tracker import PhaseTrackerWidget
    from tests.gui.conftest import step_to

    tracker = PhaseTrackerWidget()
    qtbot.addWidget(tracker)
    tracker.bind(danish)
    step_to(danish, "reporting")
    note = tracker.ui.phaseNoteLabel.text()
    assert "Overførsler træder i kraft; kast for erstatning af chef (skema 19)" in note
    assert "Transfers take effect" not in note


def test_blank_order_sheets_print_each_units_state_in_danish(danish):
    from ba_console.gui.printing import blank_order_sheets_html

    danish.game.update_unit("i-15", disorder="FD")
    sheets = blank_order_sheets_html(danish.order_sheet(), "Plancenoit", 1)
    assert "<span class='state'>i orden</span>" in sheets
    assert "<span class='state'>FU</span>" in sheets
    assert ">ordered<" not in sheets and ">FD<" not in sheets


def test_chances_are_written_with_a_danish_decimal_comma(danish):
    from fractions import Fraction

    from ba_console.gui.widgets.odds_chart import percent

    assert percent(Fraction(741, 1000)) == "74,1 %"
    assert percent(1) == "100,0 %"


def test_the_order_sheets_rate_reads_whole_in_danish(qtbot, danish):
    from PySide6.QtCore import Qt

    from ba_console.core.orders import OrderParts
    from ba_console.gui.models.order_sheet_model import OrderColumn
    from ba_console.gui.widgets.order_sheet import OrderSheetWidget

    march = OrderParts.from_data({"march": {"to": "the wood", "rate": "normal"}})
    assert danish.save_order("i-15", text="march", parts=march)
    sheet = OrderSheetWidget()
    qtbot.addWidget(sheet)
    sheet.bind(danish)
    cell = sheet.model.unit_index("i-15", OrderColumn.RATE)
    assert cell.data(Qt.ItemDataRole.DisplayRole) == "almindelig"
    room = sheet.ui.orderTree.columnWidth(OrderColumn.RATE)
    assert sheet.fontMetrics().horizontalAdvance("almindelig") + 8 <= room


def test_unknown_odds_are_said_in_danish_with_the_factors_danish_name(qtbot, danish):
    dialog = RollDialog(danish, kind="fire", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.panels[0].checklist.set_ticked("t06", "flanking_fire")
    name = danish.pack.table("t06").row("flanking_fire").label.da
    assert dialog.ui.oddsChart.note_text() == (
        f"Chancerne er ukendte, indtil der er skrevet en værdi for {name}"
    )
    assert dialog.ui.oddsChart.odds_text() == []
