"""A charge decision in the Danish window: the row keeps its English (it is hashed), but
the Charges dialog's "the log will say", the log viewer and the Danish dispute report say
its words, and the note of what the umpire confirmed or ruled, in Danish."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ba_console.packs import load_pack
from ba_console.play.charge import model as m
from ba_console.play.record import note_templates
from ba_console.reports import export_log
from tests.gui.test_charges_dialog import choose
from tests.play.charge_helpers import ORDINARY, Umpire


def log_two_decisions(controller):
    umpire = Umpire(controller.game, load_pack("general_de_brigade"))
    umpire.open()
    umpire.declare("hus-2s", "gd-chass")
    # A refusal the umpire rules past: a charge on a unit of his own side.
    umpire.decide(m.DECLARE, charger="uhl", target="cossacks", confirmed=ORDINARY, ruling=True)
    return controller.game.rolls()


def test_the_log_viewer_and_the_danish_report_say_a_charge_decision_in_danish(gdb_da):
    from ba_console.gui.widgets.log_labels import LogLabels

    rows = log_two_decisions(gdb_da)
    declared, ruled = rows[1], rows[2]
    # The log keeps the English.
    assert declared.outcome.label.startswith("Charge declared: ")
    assert declared.note.startswith("confirmed by the umpire: ")
    assert "umpire's ruling: logged although " in ruled.note
    labels = LogLabels(gdb_da)
    assert labels.outcome(declared).startswith("Chok erklæret: ")
    assert labels.outcome(rows[0]).startswith("Chokfasen åbnet: ")
    report = export_log(
        gdb_da.game,
        "html",
        language="da",
        translate=QCoreApplication.translate,
        reasons=note_templates(),
    )
    assert "Chok erklæret: " in report and "Charge declared: " not in report
    assert "bekræftet af dommeren: " in report and "confirmed by the umpire" not in report
    assert "dommerens afgørelse: logført selv om " in report
    assert "umpire&#x27;s ruling" not in report and "umpire's ruling" not in report


def test_the_log_viewers_note_of_a_charge_decision_is_danish(gdb_da):
    from ba_console.core.vocabulary import note_in_words

    rows = log_two_decisions(gdb_da)
    note = note_in_words(rows[1].note, {}, QCoreApplication.translate, note_templates())
    assert note.startswith("bekræftet af dommeren: ")
    assert "is visible to" not in note and "within command radius" not in note
    assert "the general's ability" not in note  # a check that holds "; " itself


def test_the_charges_dialog_says_what_the_log_will_say_in_danish(qtbot, gdb_da):
    from ba_console.gui.dialogs.charges import ChargesDialog

    dialog = ChargesDialog(gdb_da)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(dialog, dialog.ui.choiceList.item(0).text())
    text = dialog.ui.logsLabel.text()
    assert text.startswith("Loggen vil sige: Chokfasen åbnet: "), text


def test_a_rule_reference_and_a_formation_are_said_in_danish(qtbot, gdb_da):
    from ba_console.core.vocabulary import note_in_words, said_from
    from ba_console.gui.dialogs.charges import ChargesDialog

    rows = log_two_decisions(gdb_da)
    ruled = rows[2]
    assert ruled.note.endswith("(VII, charges (digest A.2))")  # the log keeps its English
    note = note_in_words(ruled.note, {}, QCoreApplication.translate, note_templates())
    assert note.endswith("(VII, chok (digest A.2))"), note
    umpire = Umpire(gdb_da.game, load_pack("general_de_brigade"))
    n = umpire.declare("i-15", "i-1t")
    while umpire.phase().stage != m.RESOLUTION:
        umpire.declared()
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"},
                  formation="attack_column")  # fmt: skip
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("formation_change_test", "i-1t", outcome="pass")
    taken = umpire.decide(m.FORMATION_TAKEN, n)
    assert taken.outcome.label.endswith("forms attack column")
    said = said_from(
        taken.outcome.label, gdb_da.game.names(), QCoreApplication.translate, note_templates()
    )
    assert said is not None and said.endswith("angrebskolonne"), said
    # The Charges dialog names the rule of the choice in Danish too.
    dialog = ChargesDialog(gdb_da)
    qtbot.addWidget(dialog)
    dialog.show()
    rules = set()
    for i in range(dialog.ui.choiceList.count()):
        dialog.ui.choiceList.setCurrentRow(i)
        rules.add(dialog.ui.ruleLabel.text())
    assert not any("charges (digest" in r or "evasion (digest" in r for r in rules), rules


def test_a_decision_not_filled_in_yet_is_said_in_danish(qtbot, gdb_da):
    from ba_console.gui.dialogs.charges import ChargesDialog

    Umpire(gdb_da.game, load_pack("general_de_brigade")).open()
    dialog = ChargesDialog(gdb_da)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(dialog, "Erklær et chok")  # no charger, no target yet
    assert dialog.ui.logsLabel.text() == "Loggen vil sige: chokbeslutning"
