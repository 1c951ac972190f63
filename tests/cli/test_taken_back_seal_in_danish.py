"""The seal logged when a left file is taken back as the game (`Game.take_back`) keeps its
note in English, as every row the store writes (the row's hash covers it); a Danish report
said that note in English. It is said in the report's language now, from the row as it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.game import TAKEN_BACK_NOTE
from tests.store.conftest import run_python
from tests.store.test_left_unclosed import FORGETS_CLOSE

DANISH = (
    "taget tilbage som spillet af dommeren: filen var i WAL-tilstand uden sin -wal, med sin "
    "låsefil efterladt ved siden af (lukket, uden at konsollen lukkede den); dens log holdt"
)


@pytest.fixture
def taken_back(tmp_path) -> Path:
    path = tmp_path / "evening.bagame"
    child = run_python(FORGETS_CLOSE, str(path))
    out, err = child.communicate(timeout=120)
    assert out.strip() == "logged", err
    with Game.take_back(path) as game:
        assert game.roll(3).note == TAKEN_BACK_NOTE  # the row keeps the English
    return path


@pytest.mark.parametrize("summary", [False, True])
def test_a_danish_report_says_the_taken_back_seals_note_in_danish(taken_back, summary, tmp_path):
    report = tmp_path / "report.html"
    extra = ["--summary", "--bound", "1"] if summary else []
    assert run(["export", str(taken_back), *extra, "--language", "da", "-o", str(report)]) == 0
    html = report.read_text(encoding="utf-8")
    assert DANISH in html
    assert "taken back as the game" not in html


def test_an_english_report_says_it_as_logged(taken_back, tmp_path):
    report = tmp_path / "report.html"
    assert run(["export", str(taken_back), "-o", str(report)]) == 0
    html = report.read_text(encoding="utf-8").replace("&#x27;", "'")
    assert TAKEN_BACK_NOTE in html
