"""The log viewer and the dispute report say what the log keeps in the umpire's language.

An effect's field and values ("disorder ordered → MD") and the console's own note of a new
bound ("Bound 2 began; 1 flag expired.") are kept in the log as keys and English (they are
hashed); the log viewer's detail and table and the dispute report say them in the interface
language, in the same words. Words the shipped Danish already has are read from it; the new
sentences come from a small translation made here until the lead adds them to the shipped
one.
"""

from __future__ import annotations

import re
from pathlib import Path

from ba_console.core.phases import flatten
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import Effect, Outcome, RollDraft
from tests.gui.conftest import verify_in_view
from tests.reports.test_report_language import effects_in

NOTE_COLUMN = 9


def open_view(qtbot, controller) -> RollLogView:
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    return view


def start_bound_2_with_an_expired_flag(controller) -> None:
    """Bound 1 played through: the hussars' fast march (until bound 1) expires."""
    game = controller.game
    with game.transaction():
        game.add_flag("hus-2s", "fast_march", set_bound=1, expires_after=1)
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    assert controller.bound == 2


def test_the_danish_report_says_effects_as_the_log_viewers_detail_does(qtbot, danish, tmp_path):
    game = danish.game
    game.append_roll(
        RollDraft(
            kind="fire",
            effects=[
                Effect(unit="i-15", what="disorder", from_="ordered", to="MD"),
                Effect(unit="i-15", what="figures", from_=36, to=34),
                Effect(unit="hiller", what="commander_fallen", from_=False, to=True),
                Effect(unit="ii-15", what="flag", to={"key": "charged", "expires_after": 2}),
            ],
        )
    )
    view = open_view(qtbot, danish)
    detail = view.detailBrowser.toPlainText()
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    # The report names each unit once, its changes after it; the detail one by one, with
    # the key the log keeps: the changes are said in the same words.
    assert effects_in(report, 1) == [
        "I./15th Infantry Regiment: uorden: i orden → U, figurer: 36 → 34",
        "Oberst von Hiller (16th Brigade): chef falden: nej → ja",
        "II./15th Infantry Regiment: »har stormet« til og med træk 2",
    ]
    for change in (
        "(i-15): uorden: i orden → U",
        "(i-15): figurer: 36 → 34",
        "(hiller): chef falden: nej → ja",
        "(ii-15): »har stormet« til og med træk 2",
    ):
        assert change in detail
    for key in ("disorder", "figures", "commander_fallen", "charged", "MD"):
        assert key not in " ".join(effects_in(report, 1))


KIND_COLUMN, OUTCOME_COLUMN = 4, 8


def test_the_danish_log_says_kinds_and_outcomes_as_the_danish_report_does(qtbot, danish, tmp_path):
    # The log keeps the English labels of the moment (hashed); the Danish log viewer showed
    # them so ("movement", "carried out as ordered", "Survives: …") beside a Danish report.
    game = danish.game
    game.append_roll(
        RollDraft(
            kind="movement",
            units=("i-15",),
            outcome=Outcome(key="as_ordered", label="carried out as ordered"),
        )
    )
    game.append_roll(
        RollDraft(
            kind="catch",
            outcome=Outcome(
                key="survives", label="Survives: placed in base contact with the nearest own unit"
            ),
        )
    )
    view = open_view(qtbot, danish)
    catch, movement = view.model.roll(0), view.model.roll(1)
    assert (catch.kind, movement.kind) == ("catch", "movement")
    assert view.model.index(1, KIND_COLUMN).data() == "Bevægelse"
    assert view.model.index(1, OUTCOME_COLUMN).data() == "udført som beordret"
    danish_catch = "Overlever: placeres i brikkontakt med nærmeste egen enhed"
    assert view.model.index(0, OUTCOME_COLUMN).data() == danish_catch
    view.tableView.selectRow(0)
    assert f"Udfald: {danish_catch}" in view.detailBrowser.toPlainText()
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    for said in ("Bevægelse", "udført som beordret", danish_catch):
        assert said in report


def test_a_new_bounds_note_reads_in_danish_in_the_log_and_the_report(qtbot, danish, tmp_path):
    controller = danish
    start_bound_2_with_an_expired_flag(controller)
    row = controller.game.rolls(kind="bound_started")[-1]
    assert row.note == "Bound 2 began; 1 flag expired."  # the log's hashed English
    view = open_view(qtbot, controller)
    assert view.model.roll(0).kind == "bound_started"
    assert view.model.index(0, NOTE_COLUMN).data() == "Træk 2 begyndt; 1 mærke udløbet."
    detail = view.detailBrowser.toPlainText()
    assert "Træk 2 begyndt; 1 mærke udløbet." in detail and "began" not in detail
    assert "2nd Silesian Hussars (hus-2s): »ilmarch« (til og med træk 1) fjernet" in detail
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    # The row heads bound 2 in the report, its note and its expired flag in Danish.
    bound_row = re.search(r'<tr class="bound" data-bound="2">.*?</tr>', report).group(0)
    assert "Træk 2 begyndt; 1 mærke udløbet." in bound_row
    assert "»ilmarch« (til og med træk 1) fjernet: 2nd Silesian Hussars" in bound_row
    assert verify_in_view(qtbot, view) and controller.game.verify().ok


def test_a_new_bounds_note_and_expired_flag_in_english(qtbot, controller):
    start_bound_2_with_an_expired_flag(controller)
    view = open_view(qtbot, controller)
    assert view.model.index(0, NOTE_COLUMN).data() == "Bound 2 began; 1 flag expired."
    detail = view.detailBrowser.toPlainText()
    assert "Bound 2 began; 1 flag expired." in detail
    # Which bound the expired flag ran until, as the dispute report says it too.
    assert "2nd Silesian Hussars (hus-2s): “fast march” (until bound 1) removed" in detail
    assert controller.game.rolls(kind="bound_started")[-1].note == (
        "Bound 2 began; 1 flag expired."
    )


def test_the_moved_words_keep_their_shipped_danish():
    """`core.vocabulary` took the GUI's words with the same context and source texts, so
    the shipped Danish .ts still translates every one of them."""
    from xml.etree import ElementTree

    from ba_console.core import vocabulary

    ts = Path(__file__).parents[2] / "resources" / "translations" / "ba_console_da.ts"
    finished = {
        message.findtext("source")
        for context in ElementTree.parse(ts).getroot().iter("context")
        if context.findtext("name") == "labels"
        for message in context.iter("message")
        if message.find("translation").get("type") is None
    }
    moved = [
        *vocabulary.WORDS.values(),
        *(vocabulary.NONE_WORD, vocabulary.YES_WORD, vocabulary.NO_WORD, vocabulary.CHANGE),
        *(vocabulary.FLAG_SET, vocabulary.FLAG_SET_UNTIL, vocabulary.FLAG_REMOVED),
        vocabulary.PENALTY_SET,
    ]
    assert [text for text in moved if text not in finished] == []
