"""The roll log on paper: a club's 60-roll evening on three portrait pages, every word whole,
times on the umpire's clock, and the same PDF from the shell as from the window.

The words are checked as a reader's tool reads them, with `pdftotext`; the tests that need
it skip where poppler-utils is not installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from ba_console import reports
from ba_console.reports import log as log_report
from ba_console.reports.paper import paper_for_locale, paper_from_environment
from ba_console.reports.words import ReportWords
from ba_console.store import Game
from tests.reports.club_game import club_game
from tests.reports.pdf_text import broken_words, needs_pdftotext, pdf_pages, roll_numbers

REPO = Path(__file__).resolve().parents[2]
COPENHAGEN = ZoneInfo("Europe/Copenhagen")


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> Path:
    """A 60-roll club evening (closed): ordering rolls, fire, melee, a void, a correction."""
    path = tmp_path_factory.mktemp("club") / "plancenoit.bagame"
    club_game(path, 60).close()
    return path


@pytest.fixture(scope="module")
def printed(qapp, club: Path, tmp_path_factory) -> tuple[Path, int, str]:
    """The club game's report as an A4 PDF (times in Copenhagen), its page count, and the
    HTML it was laid out from. (`qapp` first: a process that will show widgets needs its
    QApplication before the PDF writer would make a QGuiApplication of its own.)"""
    out = tmp_path_factory.mktemp("pdf") / "log.pdf"
    with Game.open(club, read_only=True) as game:
        pages = reports.write_log_pdf(game, out, zone=COPENHAGEN, paper="a4")
        report = log_report.build(game, log_report.Filters(), ReportWords(), zone=COPENHAGEN)
        html = log_report.html(report, browser=False)
    return out, pages, html


def copy_of(club: Path, folder: Path) -> Path:
    target = folder / club.name
    shutil.copy(club, target)
    return target


def page_size(path: Path) -> str:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return re.search(r"Page size:\s+(.*)", info.stdout).group(1)


@pytest.mark.slow
@needs_pdftotext
def test_sixty_rolls_print_on_at_most_three_portrait_a4_pages(printed):
    path, pages, _html = printed
    text = pdf_pages(path)
    assert pages == len(text) <= 3
    size = page_size(path)
    width, height = (float(n) for n in re.match(r"([\d.]+) x ([\d.]+)", size).groups())
    assert "(A4)" in size and width < height  # portrait
    numbers = [n for page in text for n in roll_numbers(page)]
    bound_rows = re.findall(r"· #(\d+) \d\d:\d\d ·", "".join(text))
    assert sorted(numbers + [int(n) for n in bound_rows]) == list(range(1, 61))  # every row
    assert "Page 1 of 3" in text[0] and "Page 3 of 3" in text[2]


@needs_pdftotext
def test_a_page_of_the_roll_table_holds_at_least_25_rolls(printed):
    """Every page the table fills from top to bottom (not the first, under the header,
    nor the last, with the charts) holds 25 log rows or more."""
    path, _pages, _html = printed
    text = pdf_pages(path)
    for page in text[1:-1]:
        rows = len(roll_numbers(page)) + len(re.findall(r"· #\d+ \d\d:\d\d ·", page))
        assert rows >= 25, page[:200]
    assert len(roll_numbers(text[0])) >= 20  # under the header


@needs_pdftotext
def test_no_word_of_the_pdf_is_broken_across_two_lines(printed):
    path, _pages, html = printed
    furniture = "Roll log: Plancenoit 1815 Page of " + " ".join(str(n) for n in range(1, 10))
    assert broken_words(pdf_pages(path), html, furniture) == []


@needs_pdftotext
def test_the_headings_stand_whole_on_their_lines(printed):
    """The old landscape PDF broke its headings ("Boun d", "Outco me"); each heading and
    header label must stand on one line of the page, as written."""
    path, _pages, _html = printed
    lines = [line for page in pdf_pages(path, layout=True) for line in page.splitlines()]
    for heading in (
        "Roll, dice and factors",
        "Table and outcome",
        "Effects",
        "Seed commitment",
        "Pack hash",
        "Hash chain",
        "Losses and dice",
        "Hash chain and seals",
    ):
        assert any(heading in line for line in lines), heading
    # The table's heading row is repeated on the pages the table goes on to.
    pages = pdf_pages(path, layout=True)
    assert all("Roll, dice and factors" in page for page in pages[:2])


@needs_pdftotext
def test_the_header_says_what_is_shown_in_words_and_the_zone_once(printed, club, tmp_path):
    path, _pages, _html = printed
    first = pdf_pages(path)[0]
    assert "All bounds · all units · all kinds (60 rolls)" in first
    assert "local time, CEST, UTC+02:00, 2025-06-18" in first
    assert first.count("CEST") == 1
    one_unit = tmp_path / "unit.pdf"
    with Game.open(club, read_only=True) as game:
        reports.write_log_pdf(game, one_unit, bound=3, unit="i-15", zone=COPENHAGEN)
    text = "".join(pdf_pages(one_unit))
    assert "Bound 3 · unit I./15. Infanterie · all kinds (" in text


@pytest.mark.slow
@needs_pdftotext
def test_times_are_the_umpires_local_time(printed, club, tmp_path):
    """The log keeps UTC ("2025-06-18T17:31:20+00:00"); the report shows the clock in the
    umpire's zone: Copenhagen is two hours on in June, New York four behind."""
    path, _pages, _html = printed
    with Game.open(club, read_only=True) as game:
        first = game.roll(1).time
    assert first.startswith("2025-06-18T17:") and first.endswith("+00:00")
    local = f"{int(first[11:13]) + 2:02d}:{first[14:16]}"
    assert re.search(rf"^1\n{local}$", pdf_pages(path)[0], flags=re.M)
    # The machine's zone when none is given: a command line in New York.
    out = tmp_path / "ny.html"
    env = {**os.environ, "TZ": "America/New_York", "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "ba_console", "export", str(club), "-o", str(out)]
    subprocess.run(command, check=True, env=env, capture_output=True, cwd=REPO)
    html = out.read_text(encoding="utf-8")
    assert f'<span class="t">{int(first[11:13]) - 4:02d}:{first[14:16]}</span>' in html
    assert "local time, EDT, UTC−04:00, 2025-06-18" in html


def test_the_paper_is_a4_unless_the_locale_prints_on_letter(qapp, tmp_path, club):
    assert paper_for_locale("da_DK.UTF-8") == "a4"
    assert paper_for_locale("en_US.UTF-8") == "letter"
    assert paper_for_locale("en-CA") == "letter"
    assert paper_for_locale("en_GB") == "a4"
    assert paper_for_locale("C.UTF-8") is None
    assert paper_from_environment({"LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"}) == "a4"
    assert paper_from_environment({"LANG": "en_US.UTF-8"}) == "letter"
    assert paper_from_environment({"LANG": "C.UTF-8"}) == "a4"  # says no country: A4
    assert paper_from_environment({}) is None  # says nothing: the system's locale decides
    if shutil.which("pdfinfo"):
        out = tmp_path / "letter.pdf"
        with Game.open(club, read_only=True) as game:
            reports.write_log_pdf(game, out, paper="letter", bound=1)
        assert "612 x 792 pts (letter)" in page_size(out)


@pytest.mark.slow
@needs_pdftotext
@pytest.mark.parametrize("language", ["en", "da"])
def test_the_shell_and_the_window_write_the_same_pdf(qapp, club, tmp_path, language):
    """`ba-console export --format pdf` (its own offscreen Qt, made for the PDF alone) and
    the log viewer's Export write the same pages, word for word, in either language."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController
    from ba_console.gui.models.roll_log_model import LogFilter
    from ba_console.gui.widgets.roll_log_view import RollLogView

    shell_pdf = tmp_path / "shell.pdf"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["PYTHONPATH"] = str(REPO)
    command = [sys.executable, "-m", "ba_console", "export", str(club), "--format", "pdf"]
    command += ["--language", language, "--bound", "2", "-o", str(shell_pdf)]
    subprocess.run(command, check=True, env=env, capture_output=True, cwd=REPO)

    window_game = copy_of(club, tmp_path)
    assert install_translations(qapp, language)
    controller = GameController(tmp_path / "data", language)
    try:
        assert controller.open_game(window_game)
        view = RollLogView(controller)
        view.model.set_filter(LogFilter(bound=2))
        window_pdf = view.export_to(tmp_path / "window.pdf")
        view.deleteLater()
    finally:
        controller.close_game()
        install_translations(qapp, "en")
    shell, window = pdf_pages(shell_pdf), pdf_pages(window_pdf)
    assert shell == window
    heading = "Kast, terninger og faktorer" if language == "da" else "Roll, dice and factors"
    assert heading in shell[0]


def test_the_broken_word_check_sees_a_broken_word():
    """The check above is not blind: the old PDF's "Outco / me" would be caught."""
    report = "<th>Outcome</th><td>Bound 3</td>"
    assert sorted(broken_words(["Outco\nme\nBound 3"], report)) == ["Outco", "me"]
    assert broken_words(["Outcome Bound 3"], report) == []
    assert broken_words(["Landwehr-\nKav."], "<td>Landwehr-Kav.</td>") == []


@needs_pdftotext
def test_paper_has_no_controls_meant_for_a_browser(printed):
    """The browser's filter bar read "Filter: bound allunit allkind all" on paper."""
    path, _pages, html = printed
    text = "".join(pdf_pages(path))
    assert "<script" not in html and "<select" not in html
    assert "Filter" not in text and "allunit" not in text
