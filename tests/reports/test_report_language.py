"""The dispute report in the console's language: a Danish umpire's report reads in Danish.

The reports know no Qt: `export_log` takes a `translate(context, text)` function, here a
dictionary or a shouting stand-in for the console's compiled translation. What stays as it
is in any language: the keys (on hover), hashes, the umpire's notes and what the pack does
not name, and the CSV and JSON.
"""

from __future__ import annotations

import html as html_module
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from ba_console.reports import export_log
from ba_console.store import Effect, Factor, Game, Outcome, RollDraft, RollSide

DANISH = {
    "Roll log: %1": "Kastelog: %1",
    "Game": "Spil",
    "Hash chain": "Hashkæde",
    "Table and outcome": "Skema og udfald",
    "Effects": "Virkninger",
    "voided by #%1": "annulleret af #%1",
    "voids #%1: %2": "annullerer #%1: %2",
    "%1 roll": "%1 kast",
    "%1 rolls": "%1 kast",
    "OK: %1 (%2), hash chain intact, head %3…": "OK: %1 (%2), hashkæden er intakt, hoved %3…",
    "%1 roster adjustment by the umpire": "%1 rettelse af styrkelisten ved dommeren",
    "BROKEN at roll %1: %2": "BRUDT ved kast %1: %2",
    "bound started": "træk begyndt",
    "Bound %2 began; %1 flag expired.": "Træk %2 begyndt; %1 mærke udløbet.",
    "Bound %2 began; %1 flags expired.": "Træk %2 begyndt; %1 mærker udløbet.",
    "typed": "indtastet",
    "Console dice shown but never logged": "Konsolterninger vist, men aldrig logført",
    # Numbers in another order than the English: placeholders, not concatenation.
    "%1 console draws, %2 shown but never logged": "%2 af %1 konsolslag aldrig logført",
}
VERIFY_DANISH = {
    "its contents do not match its hash: the row was changed after logging": (
        "dets indhold passer ikke med dets hash: rækken blev ændret efter logføringen"
    ),
}
# The console's words for the log's keys and effects (core.vocabulary), as the shipped
# Danish has them.
LABELS_DANISH = {
    "disorder": "uorden",
    "figures": "figurer",
    "ordered": "i orden",
    "MD": "U",
    "charged": "har stormet",
    "{who}: {what} {old} → {new}": "{who}: {what}: {old} → {new}",
    "{who}: “{flag}” until bound {bound}": "{who}: »{flag}« til og med træk {bound}",
    "Table {n}": "Skema {n}",
}
TABLES = {"DisputeReport": DANISH, "verify": VERIFY_DANISH, "labels": LABELS_DANISH}


def danish(context: str, text: str) -> str:
    return TABLES.get(context, {}).get(text, text)


def shouting(context: str, text: str) -> str:
    """A translation that is plainly not the English: every word in capitals (but the
    placeholders a sentence is filled by, "{who}")."""
    return "".join(
        part if part.startswith("{") else part.upper() for part in re.split(r"(\{\w+\})", text)
    )


@pytest.fixture
def played(game: Game) -> Game:
    """A melee with console dice and factors (voided), a typed fire roll, a roster
    correction, and fire dice shown for the battery but never logged."""
    faces = game.console_faces("melee", "attacker", 3)
    game.set_phase(2, "melee", "melee")
    game.append_roll(
        RollDraft(
            kind="melee",
            sides=[
                RollSide(
                    role="attacker",
                    unit="i-15",
                    dice_source="console",
                    faces=faces,
                    factors=[
                        Factor(key="flank", label="Flanking attack", value=3, table="t08"),
                        Factor(key="charge", label="Charge", value=1, auto=True),
                    ],
                ),
                RollSide(role="defender", unit="i-1t", dice_source="typed", faces=(2, 2, 3)),
            ],
            cell="t11: +4",
            outcome=Outcome(key="defender_retreats", label="Defender retreats"),
            effects=[
                Effect(unit="i-1t", what="disorder", from_="ordered", to="MD"),
                Effect(unit="i-15", what="flag", to={"key": "charged", "expires_after": 3}),
                Effect(unit="prussia", what="side_penalty", to={"value": -1, "until_bound": 4}),
            ],
        )
    )
    game.set_phase(3, "fire")
    game.append_roll(
        RollDraft(
            kind="fire",
            sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(5, 4, 2))],
            outcome_typed=True,
            outcome=Outcome(key="loss_2", label="2 figures lost"),
            effects=[Effect(unit="i-15", what="figures", from_=36, to=34)],
            note="the hedge hid nobody",
        )
    )
    game.void_roll(1, "the flank was not reached")
    game.adjust("i-1t", {"valour": 1}, reason="scenario valour")
    game.console_faces("fire", "firer", 3)
    return game


def visible_text(report: str) -> str:
    """What a reader sees: no script, style or tags, entities read."""
    report = re.sub(r"<(script|style)\b.*?</\1>", " ", report, flags=re.S)
    return html_module.unescape(re.sub(r"<[^>]+>", " ", report))


# The report's own English, heading by heading and label by label.
ENGLISH_WORDS = (
    "Roll log",
    "Dispute report",
    "Game",
    "Rule pack",
    "Pack hash",
    "Seed commitment",
    "Seed revealed",
    "Shown",
    "Times",
    "local time",
    "Log",
    "Hash chain",
    "All bounds",
    "all units",
    "all kinds",
    "Bound",
    "Roll, dice and factors",
    "Table and outcome",
    "Effects",
    "typed",
    "disorder",
    "ordered",
    "until bound",
    "side",
    "penalty",
    "removed",
    "voided by",
    "voids",
    "Roster correction",
    "roster corrected by the umpire",
    "typed by the umpire",
    "hash chain intact",
    "in the ledger",
    "shown but never logged",
    "Console dice",
    "Draw",
    "After roll",
    "Kind / role",
    "Faces",
    "Check it with",
    "fair_faces(seed, draw",
    "Witnessed seals",
    "No seal yet",
    "Head of the chain",
    "The odds of the rolls shown",
    "rolls",
    "both",
    "no",
)


def test_every_word_of_the_report_goes_through_the_translation(played: Game):
    english = visible_text(export_log(played, "html").replace('hidden">', '">'))
    translated = visible_text(export_log(played, "html", translate=shouting))
    for words in ENGLISH_WORDS:
        found = re.compile(rf"(?<![\w-]){re.escape(words)}(?![\w-])")
        assert found.search(english), f"{words!r} is not in the English report"
        assert not found.search(translated), f"{words!r} was not translated"
        assert words.upper() in translated
    # What the pack does not name stays as logged, and so do the umpire's words.
    for logged in ("Flanking attack", "Defender retreats", "2 figures lost", "the hedge hid"):
        assert logged in translated
    for key in ("I./15", "#2 fire / firer"):  # kinds and roles no pack names
        assert key in translated
    # An effect's flag and values are words, said in the report's language.
    assert "“CHARGED”" in translated and "DISORDER ORDERED → MD" in translated
    assert "ba-console verify GAME" in translated  # a command to type, not a word to read


def test_the_report_is_danish_through_the_translation_it_is_given(played: Game):
    report = export_log(played, "html", language="da", translate=danish)
    assert report.startswith('<!DOCTYPE html>\n<html lang="da">')
    assert "<title>Kastelog: Test game</title>" in report
    assert '">Spil</td>' in report
    assert re.search(
        r'<th width="\d+%">Skema og udfald</th><th width="\d+%">Virkninger</th>', report
    )
    assert "OK: 4 kast (1 rettelse af styrkelisten ved dommeren), hashkæden er intakt" in report
    assert '<span class="why">annulleret af #3</span>' in report
    assert "annullerer #1: the flank was not reached" in report  # the reason as typed
    assert "I./15: uorden: i orden → U" not in report  # another unit's change
    assert "I./15: »har stormet« til og med træk\u00a03" in report  # "3" kept on its line
    assert '<span class="t">(#1)</span>' in report
    assert '<span class="t">(indtastet)</span>' in report
    assert '<h2 id="never-logged">Konsolterninger vist, men aldrig logført</h2>' in report
    # The translation put the numbers in its own order: 1 of the 2 draws never logged.
    assert "1 af 2 konsolslag aldrig logført" in report


def effects_in(report: str, sequence: int) -> list[str]:
    """The effects a roll's row of the report lists, as a reader reads them: each unit's
    changes, the units apart by semicolons."""
    row = re.search(rf'<tr[^>]* id="roll-{sequence}".*?</tr>', report, flags=re.S)
    assert row is not None
    cells = re.findall(r"<td[^>]*>(.*?)</td>", row.group(0), flags=re.S)
    text = html_module.unescape(cells[-1]).replace("\u00a0", " ")  # numbers kept on a line
    return [part for part in text.split("; ") if part]


def test_the_danish_report_says_an_effects_field_and_values_in_danish(played: Game):
    report = export_log(played, "html", language="da", translate=danish)
    assert effects_in(report, 1)[:2] == [
        "1/1 Tirailleurs: uorden: i orden → U",
        "I./15: »har stormet« til og med træk 3",
    ]
    assert effects_in(report, 2) == ["I./15: figurer: 36 → 34"]
    effects = " ".join(effects_in(report, 1) + effects_in(report, 2) + effects_in(report, 3))
    for key in ("disorder", "figures", "ordered", "charged", "MD"):
        assert not re.search(rf"\b{key}\b", effects), f"the key {key!r} shows"


def test_the_english_report_says_effects_in_words_not_keys(game: Game):
    game.append_roll(
        RollDraft(
            kind="ordering",
            effects=[
                Effect(unit="ir15", what="commander_fallen", from_=False, to=True),
                Effect(unit="i-15", what="formation", from_="line", to="attack_column"),
                Effect(
                    unit="i-1t", what="flag", to={"key": "opponent_into_fd", "expires_after": None}
                ),
            ],
        )
    )
    assert effects_in(export_log(game, "html"), 1) == [
        "15th IR: commander fallen no → yes",
        "I./15: formation line → attack column",
        "1/1 Tirailleurs: “put opponent into FD” set",
    ]
    # The CSV keeps the keys, for tools.
    assert "ir15 commander_fallen no → yes; i-15 formation line → attack_column" in (
        export_log(game, "csv")
    )


def test_a_new_bounds_note_is_said_in_the_reports_language_from_the_row(game: Game):
    from ba_console.core.vocabulary import bound_started_note

    with game.transaction():
        game.add_flag("i-15", "charged", set_bound=1, expires_after=1)
    expired = Effect(unit="i-15", what="flag", from_={"key": "charged", "expires_after": 1})
    note = bound_started_note(2, 1)
    game.append_roll(RollDraft(kind="bound_started", bound=2, effects=[expired], note=note))
    game.append_roll(RollDraft(kind="bound_started", bound=3, note=bound_started_note(3, 0)))
    # An earlier console's sentence, or one that does not fit the row, stays as logged.
    game.append_roll(RollDraft(kind="bound_started", bound=4, note="Bound 4 began."))
    report = export_log(game, "html", language="da", translate=danish)
    assert note == "Bound 2 began; 1 flag expired."  # the log's English, hashed
    # A new bound's row heads the bound's rolls, its note in the report's language.
    assert "18:30 · Træk 2 begyndt; 1 mærke udløbet.</span>" in report
    assert "18:30 · Træk 3 begyndt; 0 mærker udløbet.</span>" in report
    assert "18:30 · Bound 4 began.</span>" in report
    english = export_log(game, "html")
    assert f"18:30 · {note}</span>" in english
    assert game.roll(1).note == note and game.verify().ok
    assert export_log(game, "json", language="da", translate=danish) == export_log(game, "json")


def test_a_number_given_to_a_sentence_is_never_read_as_a_placeholder(make_game):
    game = make_game(title="Odds %2 to %1")
    report = export_log(game, "html", language="da", translate=danish)
    assert "<title>Kastelog: Odds %2 to %1</title>" in report


def test_the_danish_report_names_kinds_and_phases_by_the_packs_danish_labels(make_game, tmp_path):
    from tests.store.conftest import shipped_pack_game

    game = shipped_pack_game(make_game, tmp_path / "shipped.bagame")
    game.set_phase(2, "melee", "melee")
    game.append_roll(
        RollDraft(
            kind="melee",
            sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(3, 4, 5))],
            outcome_typed=True,
            outcome=Outcome(key="typed", label="defender retreats"),
        )
    )
    report = export_log(game, "html", language="da")
    assert '<b title="melee">Nærkamp</b>' in report  # the key on hover
    assert '<td colspan="4">Nærkampsfase › Nærkamp</td>' in report
    assert '<span class="role">Angriber</span>' in report  # the pack's role label
    assert '"kind": {"melee": "Nærkamp"}' in report  # the browser's filter list too
    assert '<b title="melee">Melee</b>' in export_log(game, "html")


def test_outcomes_typed_for_two_attackers_name_the_roles_as_the_pack_does(make_game, tmp_path):
    # The log keeps "attacker vs defender: …; attacker2 vs defender: …" (the roles' keys,
    # hashed); the report said it so, "attacker2" in a Danish report too.
    from tests.store.conftest import shipped_pack_game

    game = shipped_pack_game(make_game, tmp_path / "shipped.bagame")
    game.set_phase(2, "melee", "melee")
    game.append_roll(
        RollDraft(
            kind="melee",
            sides=[
                RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(3, 4, 5)),
                RollSide(role="attacker2", unit="bty", dice_source="typed", faces=(2, 4, 6)),
                RollSide(role="defender", unit="i-1t", dice_source="typed", faces=(1, 3, 5)),
            ],
            outcome_typed=True,
            outcome=Outcome(
                key="Defender retreats | book: Defender holds",
                label="attacker vs defender: Defender retreats; "
                "attacker2 vs defender: Defender holds",
            ),
        )
    )
    english = visible_text(export_log(game, "html"))
    assert "Attacker vs Defender: Defender retreats; Attacker 2 vs Defender: Defender holds" in (
        " ".join(english.split())
    )
    assert "attacker2" not in english
    # The pack's Danish roles (the sentence's own words come from the translation given).
    danish_report = " ".join(visible_text(export_log(game, "html", language="da")).split())
    assert "Angriber vs Forsvarer: Defender retreats; Angriber 2 vs Forsvarer" in danish_report
    assert "attacker2" not in danish_report


def test_a_broken_chain_is_explained_in_the_consoles_words_for_verify(played: Game):
    import sqlite3

    path = played.path
    played.close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER rolls_append_only_update")
    conn.execute("UPDATE rolls SET note = 'nothing happened' WHERE sequence = 2")
    conn.commit()
    conn.close()
    with Game.open(path, read_only=True) as view:
        report = export_log(view, "html", language="da", translate=danish)

        def misfit(context: str, text: str) -> str:  # a translation naming other placeholders
            return "{nothing} here" if context == "verify" else text

        fallback = export_log(view, "html", translate=misfit)
    assert (
        '<p class="broken">BRUDT ved kast 2: dets indhold passer ikke med dets hash: rækken '
        "blev ændret efter logføringen</p>"
    ) in report
    assert "BROKEN at roll 2: its contents do not match its hash" in fallback


def test_csv_and_json_stay_as_they_are_in_any_language(played: Game):
    for fmt in ("csv", "json"):
        assert export_log(played, fmt, language="da", translate=shouting) == export_log(played, fmt)


def test_a_language_without_labels_is_refused(played: Game):
    with pytest.raises(ValueError, match="unknown report language 'fr'"):
        export_log(played, "html", language="fr")


def _lupdate() -> str | None:
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    return str(beside) if beside.exists() else shutil.which("pyside6-lupdate")


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_every_text_the_report_translates_is_one_lupdate_collects(played: Game, tmp_path):
    """A text marked where lupdate does not look (inside an f-string) would never reach
    the Danish .ts: the report translates only what `tools/build_forms.py` collects (its
    own words from the export, the effects' from the console's vocabulary)."""
    import ba_console.core.vocabulary as vocabulary
    from ba_console import reports

    asked: set[tuple[str, str]] = set()

    def recording(context: str, text: str) -> str:
        asked.add((context, text))
        return text

    export_log(played, "html", translate=recording)
    export_log(played, "html", translate=recording, unit="i-15", bound=2, kind="melee")
    ts = tmp_path / "probe.ts"
    sources = [str(path) for path in Path(reports.__file__).parent.glob("*.py")]
    sources.append(vocabulary.__file__)
    subprocess.run([_lupdate(), *sources, "-ts", str(ts)], check=True, capture_output=True)
    collected = {
        (context.findtext("name"), message.findtext("source"))
        for context in ElementTree.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }
    report_texts = {(c, t) for c, t in asked if c == "DisputeReport"}
    assert len(report_texts) > 60
    assert report_texts <= collected
    effect_texts = {(c, t) for c, t in asked if c == "labels"}
    assert len(effect_texts) > 5
    assert effect_texts <= collected
    assert {c for c, _ in asked} == {"DisputeReport", "labels"}


def test_the_danish_report_names_tables_as_the_book_does_with_the_logged_key_on_hover(
    played: Game,
):
    report = export_log(played, "html", language="da", translate=danish)
    assert '<span title="Skema 8 (flank)">+3 Flanking attack</span>' in report
    assert ">t08<" not in report and "t11: +4" not in visible_text(report)
