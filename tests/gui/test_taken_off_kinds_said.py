"""Every kind of state journal entry that takes a unit or a commander off the roster
(`journal_reads.OFF_KINDS`) is said by each reader in its own words: the log viewer, the
dispute report, the CSV and the JSON. A kind added to the journal that takes one off is listed there
(tests/store/test_journal_kinds_named.py), and then fails here until each reader's words for
it are written down."""

from __future__ import annotations

import csv
import html
import io
import json

from ba_console import reports
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store.journal_reads import OFF_KINDS
from ba_console.store.kinds import EntryKind

BY_MISTAKE = "removed as added by mistake (the Undo of {} adding, no reason asked)"
# By kind: the name of the record so taken off, the end of the viewer's line, the report's
# cells, the CSV's outcome and note, and the JSON's list.
SAID = {
    EntryKind.UNIT_TAKEN_OFF: (
        "Typo",
        ": “typed twice”",
        ">Typo</td><td>typed twice</td></tr>",
        ("taken off the roster", "Typo: typed twice"),
        "units_taken_off",
    ),
    EntryKind.UNIT_REMOVED: (
        "Late",
        ": " + BY_MISTAKE.format("its"),
        f'>Late</td><td><span class="why">{BY_MISTAKE.format("its")}</span></td></tr>',
        ("removed as added by mistake", "Late: no reason asked"),
        "units_taken_off",
    ),
    EntryKind.COMMANDER_REMOVED: (
        "Extra",
        ": " + BY_MISTAKE.format("his"),
        '>Extra <span class="why">(commander)</span></td>'
        f'<td><span class="why">{BY_MISTAKE.format("his")}</span></td></tr>',
        ("removed as added by mistake", "Extra (commander): no reason asked"),
        "commanders_removed",
    ),
}


def test_each_kind_taken_off_is_said_by_every_reader(qtbot, window, tmp_path):
    assert set(SAID) == set(OFF_KINDS)  # a new kind: write down how each reader says it
    game = window.controller.game
    side = game.sides()[0].key
    game.add_unit("late", "Late", side=side, arm="cavalry", type="light", figures=12)
    game.remove_added("unit", "late")
    game.add_commander("extra", "Extra", side=side)
    game.remove_added("commander", "extra")
    game.add_unit("typo", "Typo", side=side, arm="cavalry", type="light", figures=12)
    game.take_off("typo", "typed twice")
    assert {one.kind for one in game.units_taken_off()} == set(SAID)
    view = RollLogView(window.controller)
    qtbot.addWidget(view)
    lines = view.takenOffLabel.text().splitlines()[1:]
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    rows = csv.DictReader(io.StringIO(reports.export_log(game, "csv").lstrip("\ufeff")))
    by_kind = {row["kind"]: row for row in rows}
    document = json.loads(reports.export_log(game, "json"))
    for kind, (name, viewer, cells, (outcome, note), listed) in SAID.items():
        (line,) = [line for line in lines if line.startswith(f"{name} (")]
        assert line.endswith(viewer), kind
        assert cells in report, kind
        row = by_kind[kind]
        assert (row["outcome"], row["note"].split(" (after roll")[0]) == (outcome, note)
        (one,) = [one for one in document[listed] if one["unit"]["name"] == name]
        assert one["kind"] == kind
    assert game.verify().ok
