"""A roll's note in the umpire's language: the console's own parts of it, a restriction the
umpire ruled past (1.1.9) with the rule's reason, and a factor ticked whose cell is unset,
are said in Danish in the Danish log viewer and the Danish dispute report (they stayed
English there); the log keeps the note as written (it is hashed), and the English window
and the CLI's report say it as logged."""

from __future__ import annotations

import html

from ba_console.core.vocabulary import note_in_words
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.play.record import note_templates
from ba_console.store import RollDraft

NOTE_COLUMN = 9
NOTE = (
    "umpire's ruling (1.1.9): rolled anyway although I./15th Infantry Regiment (i-15): "
    "unit in MD cannot fire (3.1.1); saw it myself; "
    "umpire's ruling (1.1.9): rolled anyway although I./15th Infantry Regiment (i-15): "
    "unit charged in bound 3: 4 bounds must pass before it charges again (2.3.3); "
    "attacker: t08 flanking_attack unset; defender: t08 rear_attack unset ×2; "
    "typed from the book: i-15 loses 2"
)
DANISH = (
    "dommerens afgørelse (1.1.9): slået alligevel, selv om I./15th Infantry Regiment: "
    "enhed i U kan ikke skyde (3.1.1); saw it myself; "
    "dommerens afgørelse (1.1.9): slået alligevel, selv om I./15th Infantry Regiment: "
    "enheden stormede i træk 3: der skal gå 4 træk, før den kan storme igen (2.3.3); "
    "angriber: Skema 8, »Flankeangreb«: ukendt i regelpakken, ikke med i summen; "
    "forsvarer: Skema 8, »Rygangreb« ×2: ukendt i regelpakken, ikke med i summen; "
    "indtastet fra bogen: I./15th Infantry Regiment mister 2"
)

# A factor ticked unset, by its label in the pack (its keys, "t08 flanking_attack", are the log's).
FLANKING = "Table 8, “Flanking attack”: unset in the pack, left out of the total"
REAR = "Table 8, “Rear attack” ×2: unset in the pack, left out of the total"


def view_with_the_note(qtbot, controller) -> RollLogView:
    controller.game.append_roll(RollDraft(kind="fire", units=("i-15",), note=NOTE))
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.tableView.selectRow(0)
    return view


def test_a_rulings_note_reads_in_danish_in_the_log_and_the_report(qtbot, danish, tmp_path):
    view = view_with_the_note(qtbot, danish)
    assert view.model.index(0, NOTE_COLUMN).data() == DANISH
    assert DANISH in view.detailBrowser.toPlainText()
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert DANISH in report and "rolled anyway" not in report and "unset" not in report
    # The log keeps what was written: old games go on verifying.
    assert danish.game.rolls()[-1].note == NOTE
    assert danish.game.verify().ok


def test_the_english_window_and_report_say_the_note_as_logged(qtbot, controller, tmp_path):
    view = view_with_the_note(qtbot, controller)
    english = (
        NOTE.replace("I./15th Infantry Regiment (i-15)", "I./15th Infantry Regiment")
        .replace("i-15 loses", "I./15th Infantry Regiment loses")
        .replace("attacker: t08 flanking_attack unset", f"attacker: {FLANKING}")
        .replace("defender: t08 rear_attack unset ×2", f"defender: {REAR}")
    )
    assert view.model.index(0, NOTE_COLUMN).data() == english
    report = html.unescape(view.export_to(tmp_path / "log.html").read_text(encoding="utf-8"))
    assert english in report


def test_a_note_of_the_umpires_own_words_is_left_as_typed():
    names = {"i-15": "I./15th Infantry Regiment"}
    typed = "attacker: moved back; defender: t08 rear attack unset by me"
    assert note_in_words(typed, names, reasons=note_templates()) == typed
    # A ruling whose reason the rules do not know (an older console's) keeps its English.
    old = "umpire's ruling (1.1.9): rolled anyway although Old (i-15): some old reason"
    assert note_in_words(old, names, reasons=note_templates()) == (
        "umpire's ruling (1.1.9): rolled anyway although I./15th Infantry Regiment: some old reason"
    )


def test_the_cli_report_says_the_note_in_english_and_in_danish_when_asked(tmp_path, capsys):
    from ba_console.cli import run
    from ba_console.store import Game

    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.append_roll(RollDraft(kind="fire", units=("i-15",), note=NOTE))
    capsys.readouterr()
    assert run(["export", str(path), "--format", "html"]) == 0
    english = html.unescape(capsys.readouterr().out)
    assert "rolled anyway although I./15th Infantry Regiment: unit in MD cannot fire" in english
    assert f"attacker: {FLANKING}" in english
    assert run(["export", str(path), "--format", "html", "--language", "da"]) == 0
    assert DANISH in html.unescape(capsys.readouterr().out)


def melee_notes() -> tuple[str, str]:
    """The notes a melee's defender leaves: it attacked too (4.1.3), and the umpire had it
    read the defender column against the rules' reading (1.1.9)."""
    from ba_console.rules.belle_alliance.melee import _because, defender_column_note

    attacks_too = _because("attacks_too", attacks_too=True, unit="i-15")
    return (
        defender_column_note("i-2g", attacks_too, True),
        defender_column_note("i-2g", attacks_too, False),
    )


def test_a_melee_defenders_column_note_reads_in_danish(qtbot, danish):
    attacked, ruled = melee_notes()
    assert ruled == (
        "defender i-2g read Table 8's defender column by the umpire's ruling (1.1.9); the "
        "rules' reading: Attacks too: reads the attacker column (its order attacks i-15, 4.1.3)"
    )
    names = {unit.key: unit.name for unit in danish.game.units()}
    danish.game.append_roll(RollDraft(kind="melee", units=("i-15", "i-2g"), note=attacked))
    danish.game.append_roll(RollDraft(kind="melee", units=("i-15", "i-2g"), note=ruled))
    view = RollLogView(danish)
    qtbot.addWidget(view)
    defender, fifteenth = names["i-2g"], names["i-15"]
    assert [view.model.index(row, NOTE_COLUMN).data() for row in (1, 0)] == [
        f"forsvareren {defender} kæmpede som angriber, angriberkolonnen i Skema 8: Angriber "
        f"også: bruger angriberkolonnen (dens ordre angriber {fifteenth}, 4.1.3)",
        f"forsvareren {defender} brugte forsvarerkolonnen i Skema 8 efter dommerens afgørelse "
        f"(1.1.9); reglernes læsning: Angriber også: bruger angriberkolonnen (dens ordre "
        f"angriber {fifteenth}, 4.1.3)",
    ]


def test_the_notes_of_a_rolls_effects_read_in_danish(qtbot, danish):
    from ba_console.play.record import NO_ORDER_NOTE, REMOVED_NOTE

    note = "; ".join(
        [
            NO_ORDER_NOTE.format(unit="i-15", status="not_followed", bound=2),
            REMOVED_NOTE.format(unit="i-2g", rule="3.1.6"),
        ]
    )
    assert note == (
        "i-15: order not_followed (no order written for bound 2); i-2g is removed: fewer "
        "than 3 figures (3.1.6)"
    )
    danish.game.append_roll(RollDraft(kind="fire", units=("i-15",), note=note))
    view = RollLogView(danish)
    qtbot.addWidget(view)
    names = {unit.key: unit.name for unit in danish.game.units()}
    assert view.model.index(0, NOTE_COLUMN).data() == (
        f"{names['i-15']}: ordre ikke fulgt (ingen ordre skrevet for træk 2); "
        f"{names['i-2g']} fjernes: færre end 3 figurer (3.1.6)"
    )
