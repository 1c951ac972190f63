"""A commander added by hand and taken out again by Undo, mid-game (rolls were logged since):
no roll or unit names him, so the roll log cannot show him, and before, no reader said it:
the log viewer, the dispute report, the CSV and the JSON said nothing. Now each says him
removed as added by mistake, as a unit so removed is, and Redo adding him again. A side's
removal is not said: the Undo keeps a side anything stands under, so nothing in the game can
turn on it."""

from __future__ import annotations

import csv
import html
import io
import json

from ba_console import reports
from ba_console.gui.widgets.roll_log_view import RollLogView
from tests.gui.conftest import log_typed_roll

THIELMANN = {"name": "Thielmann", "side": "prussia", "rating": "effective"}
SAID = ": removed as added by mistake (the Undo of his adding, no reason asked)"


def test_a_commander_undone_mid_game_is_said_in_the_viewer_report_csv_and_json(
    qtbot, window, tmp_path
):
    controller = window.controller
    view = RollLogView(controller)
    qtbot.addWidget(view)
    assert window.ui.rosterPanel.add_entry("commander", dict(THIELMANN)) == "thielmann"
    sequence = log_typed_roll(controller, "fire", "firer", "i-15", "book: no effect").sequence
    window.ui.actionUndo.trigger()
    assert window.statusBar().currentMessage() == "Undone: new commander Thielmann"
    assert "thielmann" not in [one.key for one in controller.game.commanders()]

    assert not view.takenOffLabel.isHidden()
    text = view.takenOffLabel.text()
    assert "Thielmann (thielmann, commander), bound 1, " in text and text.endswith(SAID)
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    # Headed true for a commander as for a unit, and said of him.
    assert '<h2 id="taken-off">Taken off the roster</h2>' in report
    assert "<th>Unit or commander</th>" in report
    assert '>Thielmann <span class="why">(commander)</span></td>' in report
    assert "removed as added by mistake (the Undo of his adding, no reason asked)" in report

    game = controller.game
    rows = csv.DictReader(io.StringIO(reports.export_log(game, "csv").lstrip("\ufeff")))
    (row,) = [row for row in rows if row["kind"] == "commander_removed"]
    # His key where a roll row keeps the keys it names (a staff figure's too); the note
    # says he is a commander, for a reader who reads no `kind`.
    assert (row["bound"], row["units"], row["outcome"], row["note"]) == (
        "1",
        "thielmann",
        "removed as added by mistake",
        f"Thielmann (commander): no reason asked (after roll {sequence})",
    )
    document = json.loads(reports.export_log(game, "json"))
    assert document["format_version"] == 5
    assert document["units_taken_off"] == []  # a tool reading units finds no commander
    (removed,) = document["commanders_removed"]
    assert (removed["kind"], removed["bound"], removed["after_roll"]) == (
        "commander_removed",
        1,
        sequence,
    )
    assert (removed["unit"]["key"], removed["reason"], removed["put_back"]) == (
        "thielmann",
        "",
        None,
    )

    window.ui.actionRedo.trigger()
    assert view.takenOffLabel.text().endswith(SAID + " (added again by Redo)")
    (again,) = json.loads(reports.export_log(game, "json"))["commanders_removed"]
    assert again["put_back"] is not None
    assert game.verify().ok


def test_a_side_undone_is_not_said(qtbot, window):
    view = RollLogView(window.controller)
    qtbot.addWidget(view)
    assert window.ui.rosterPanel.add_entry("side", {"name": "Saxony"}) == "saxony"
    window.ui.actionUndo.trigger()
    assert "saxony" not in [side.key for side in window.controller.game.sides()]
    assert view.takenOffLabel.isHidden()
    document = json.loads(reports.export_log(window.controller.game, "json"))
    assert document["units_taken_off"] == document["commanders_removed"] == []


def test_the_danish_viewer_says_the_commander_removed(qtbot, danish):
    view = RollLogView(danish)
    qtbot.addWidget(view)
    assert danish.add_roster_entry("commander", dict(THIELMANN)) == "thielmann"
    assert danish.undo()
    assert "Thielmann (thielmann, chef), træk 1, kl. " in view.takenOffLabel.text()
    assert view.takenOffLabel.text().endswith(
        ": fjernet som tilføjet ved en fejl (Fortryd af tilføjelsen, ingen begrundelse spurgt om)"
    )


def test_the_danish_report_heads_the_commander_removed_truly(qtbot, danish):
    from ba_console.reports.translation import load_translation

    assert danish.add_roster_entry("commander", dict(THIELMANN)) == "thielmann"
    assert danish.undo()
    report = html.unescape(
        reports.export_log(danish.game, "html", language="da", translate=load_translation("da"))
    )
    assert '<h2 id="taken-off">Taget af styrkelisten</h2>' in report
    assert "<th>Enhed eller chef</th>" in report
    assert '>Thielmann <span class="why">(chef)</span></td>' in report
