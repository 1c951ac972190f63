"""Players' names, never the roster's internal keys ("bty-12"), in what the umpire reads:
the status bar, the log's notes, the dispute report and the turn summary.

The log keeps keys (hashed, and a key names one unit for good); every view says them by
their names. A scripted bound logs notes the console writes itself ("typed from the book:
i-1t loses 2"), and these tests read them back as the umpire and the players would.
"""

from __future__ import annotations

import re

from ba_console import reports
from ba_console.core.vocabulary import with_names
from tests.e2e.test_pinned_rows import play_scripted_bound


def key_pattern(controller) -> re.Pattern[str]:
    game = controller.game
    keys = [u.key for u in game.units()] + [c.key for c in game.commanders()]
    keys += [o.key for o in game.orderlies()]
    alternatives = "|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True))
    return re.compile(rf"(?<![\w./-])({alternatives})(?![\w-])")


def visible(html: str) -> str:
    """What a reader sees of an HTML page: no script, no tags (nor their attributes)."""
    html = re.sub(r"<script.*?</script>", " ", html, flags=re.DOTALL)
    return re.sub(r"<[^>]+>", " ", html)


def test_a_refused_roster_correction_names_the_unit_in_the_status_bar(window):
    controller = window.controller
    assert not controller.update_unit("bty-12", "gunners", 99)
    message = window.statusBar().currentMessage()
    assert message == (
        "12-pdr Foot Battery (15th Brigade): gunners: 99 is more than the unit started with "
        "(gunners at the start 8)"
    )


def test_the_logs_own_notes_are_read_with_names(qtbot, controller):
    from ba_console.gui.widgets.roll_log_view import RollLogView

    play_scripted_bound(controller)
    fire = next(r for r in controller.game.rolls() if r.kind == "fire")
    assert fire.note == "typed from the book: i-1t loses 2"  # the log keeps the key
    view = RollLogView(controller)
    qtbot.addWidget(view)
    shown = view.model.note_text(fire)
    assert shown == "typed from the book: 1/1er Tirailleurs de la Garde loses 2"
    assert view.select_sequence(fire.sequence)
    assert "Note: typed from the book: 1/1er Tirailleurs de la Garde loses 2" in (
        view.detailBrowser.toPlainText()
    )


def test_the_dispute_report_and_the_turn_summary_say_no_key(controller):
    play_scripted_bound(controller)
    keys = key_pattern(controller)
    page = visible(reports.export_log(controller.game, "html"))
    assert keys.findall(page) == []
    assert "1/1er Tirailleurs de la Garde loses 2" in page
    for bound in (1, 2):
        summary = visible(reports.export_summary(controller.game, bound))
        assert keys.findall(summary) == [], bound


def test_a_name_followed_by_its_key_is_said_once_and_a_plain_word_is_no_key():
    names = {"i-15": "I./15th", "ii-15": "II./15th", "of": "Officer", "hiller": "Hiller"}
    assert with_names("although I./15th (i-15): no", names) == "although I./15th: no"
    assert with_names("ii-15 went MD, i-15 went LD", names) == "II./15th went MD, I./15th went LD"
    assert with_names("roll-off of hiller; i-15b", names) == "roll-off of Hiller; i-15b"
