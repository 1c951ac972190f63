"""A Danish club's reports read in Danish, every word: the log report (in a browser and on
paper) and the turn summary, with the console's shipped translation and the shipped pack.

The English to look for is every English label the reports could print: the reports' own
words (the "DisputeReport" messages of the Danish translation), the console's words for
states and changes ("labels"), and the pack's English labels of kinds, roles, phases,
outcomes and factors. Each that Danish says otherwise must not be found. The names of the
units and the umpire's own words are the club's, in whatever language it wrote them.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest

from ba_console import reports
from ba_console.packs import load_pack
from ba_console.reports import log as log_report
from ba_console.reports import summary as summary_report
from ba_console.reports.translation import load_translation
from ba_console.reports.words import ReportWords
from ba_console.store import Game
from tests.reports.club_game import club_game
from tests.reports.pdf_text import needs_pdftotext, pdf_pages, visible_text

REPO = Path(__file__).resolve().parents[2]
TS_FILE = REPO / "resources" / "translations" / "ba_console_da.ts"


def english_labels() -> set[str]:
    """Every English label the reports may print whose Danish is not the same words."""
    labels: set[str] = set()
    root = ElementTree.parse(TS_FILE).getroot()
    for context in root.iter("context"):
        if context.findtext("name") not in ("DisputeReport", "labels"):
            continue
        for message in context.iter("message"):
            source, danish = message.findtext("source") or "", message.findtext("translation")
            for part in re.split(r"%\d|\{\w+\}|[“”()…:;,.·/]", source):
                part = part.strip()
                if len(part) >= 4 and danish is not None and part not in danish:
                    labels.add(part)
    pack = load_pack("belle_alliance")
    texts = [kind.label for kind in pack.rolls.values()]
    texts += [role.label for kind in pack.rolls.values() for role in kind.roles]
    texts += [phase.label for phase in pack.phases]
    texts += [sub.label for phase in pack.phases for sub in phase.sub]
    for table in pack.tables.values():
        texts += [outcome.label for outcome in getattr(table, "outcomes", [])]
        texts += [row.label for row in getattr(table, "rows", [])]
    labels.update(text.en for text in texts if text.en != text.da and len(text.en) >= 4)
    # Commands and formulas are typed as they are in any language; the hashing note names
    # the JSON's fields.
    return {label for label in labels if not re.search(r"fair_faces|ba-console|hash", label)}


def english_found(text: str) -> list[str]:
    # The hashing note quotes the JSON's field names and a formula: code, not words.
    text = re.sub(r"fair_faces\([^)]*\)|'[a-z_/]+'", " ", text)
    flat = " ".join(text.split())
    return sorted(
        label
        for label in english_labels()
        if re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", flat)
    )


@pytest.fixture(scope="module")
def danish_game(tmp_path_factory) -> Path:
    """A Danish club's evening on the shipped pack: physical dice, outcomes of the unset
    tables typed from the book in Danish, movement confirmed, a witnessed seal."""
    path = tmp_path_factory.mktemp("da") / "plancenoit.bagame"
    game = club_game(
        path,
        140,
        pack=load_pack("belle_alliance"),
        language="da",
        movement=True,
        seals=True,
        dice_mode="physical",
    )
    game.close()
    return path


def test_the_list_of_english_labels_finds_english():
    """The check is not blind: the English report is full of the labels it looks for."""
    found = english_found("Roll log: Plancenoit · Table and outcome · Melee phase · Attacker")
    assert {"Roll log", "Table and outcome", "Melee phase", "Attacker"} <= set(found)
    assert len(english_labels()) > 150


@pytest.mark.slow
def test_the_danish_log_report_has_no_english_label(danish_game):
    translate = load_translation("da")
    with Game.open(danish_game, read_only=True) as game:
        browser = reports.export_log(game, "html", language="da", translate=translate)
        english = reports.export_log(game, "html")
    assert english_found(visible_text(browser)) == []
    # The same rolls in English are full of the labels: the report was not empty of words.
    assert len(english_found(visible_text(english))) > 30
    assert "Kast, terninger og faktorer" in browser and "Skema 18: " in browser


def test_the_danish_charts_speak_danish(danish_game):
    translate = load_translation("da")
    with Game.open(danish_game, read_only=True) as game:
        report = log_report.build(game, words=ReportWords("da", translate))
    words = [chart.title for chart in report.charts]
    words += [chart.x_label for chart in report.charts] + [chart.y_label for chart in report.charts]
    words += [series.label for chart in report.charts for series in chart.series]
    words += [line for lines in report.captions.values() for line in lines]
    assert "Terningheld" in words and "Tabte figurer pr. træk" in words
    assert english_found(" · ".join(words)) == []


@needs_pdftotext
def test_the_danish_pdf_has_no_english_label(qapp, danish_game, tmp_path):
    translate = load_translation("da")
    out = tmp_path / "log.pdf"
    with Game.open(danish_game, read_only=True) as game:
        reports.write_log_pdf(game, out, language="da", translate=translate, bound=2)
    text = "\n".join(pdf_pages(out))
    assert english_found(text) == []
    assert "Side 1 af" in text


def test_the_danish_turn_summary_has_no_english_label(danish_game):
    translate = load_translation("da")
    with Game.open(danish_game, read_only=True) as game:
        summary = summary_report.build(game, 2, ReportWords("da", translate))
        html = summary_report.html(summary)
    assert english_found(visible_text(html)) == []
    assert "Træksammendrag: Plancenoit 1815, træk 2" in html
    assert "udført som beordret" in html or "Udført som beordret" in html


def test_the_legend_names_no_draw_of_its_own(danish_game):
    """The legend explains the draw number after the dice as "#N": "#14" read as a draw the
    report did not show."""
    translate = load_translation("da")
    with Game.open(danish_game, read_only=True) as game:
        danish = reports.export_log(game, "html", language="da", translate=translate)
        english = reports.export_log(game, "html")
    assert "After the dice, #N is the console draw they came from" in english
    assert "Efter terningerne er #N det konsolslag, de kom fra" in danish
