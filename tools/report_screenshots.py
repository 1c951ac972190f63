"""Screenshots of the reports for docs/screenshots: page 1 of the roll log's PDF in English
and Danish, the turn summary, and each chart.

The game is the report tests' club evening (tests/reports/club_game.py: 20 units a side on
the complete fixture pack, whose values are test data, not the book's), played to 60 rolls
for the log and with every movement confirmed and a witnessed seal for the summary; the
Danish page is a Danish club's evening on the shipped pack (its unset tables read from the
book by the umpire, in Danish). The
PDF pages are rendered to PNG with `pdftoppm` (poppler-utils), as a reader's viewer shows
them; the charts as the PDF embeds them. Times are shown in Copenhagen's zone.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/report_screenshots.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ba_console import reports  # noqa: E402
from ba_console.packs import load_pack  # noqa: E402
from ba_console.reports import charts  # noqa: E402
from ba_console.reports import log as log_report  # noqa: E402
from ba_console.reports.translation import load_translation  # noqa: E402
from ba_console.reports.words import ReportWords  # noqa: E402
from ba_console.store import Game  # noqa: E402
from tests.reports.club_game import club_game  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
ZONE = ZoneInfo("Europe/Copenhagen")
DPI = 110  # page 1 of A4 at about 910 × 1290 pixels: readable at a normal size


def page_one(pdf: Path, target: Path) -> None:
    """Page 1 at `DPI`, in 256 colours of its own (median cut, no dithering): a page of
    text and a few flat colours looks the same and stays under the 300 KB a shipped
    screenshot may take (in full colour a page of the roll log is some 360 KB). Pillow
    comes with matplotlib."""
    from PIL import Image

    stem = target.with_suffix("")
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(DPI), "-f", "1", "-l", "1", "-singlefile", pdf, stem],
        check=True,
    )
    with Image.open(target) as page:
        flat = page.convert("RGB").quantize(
            256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
        )
    flat.save(target, optimize=True)


def main() -> int:
    if shutil.which("pdftoppm") is None:
        print("pdftoppm (poppler-utils) is needed to render the PDF pages", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        club_game(work / "evening.bagame", 60).close()
        club_game(
            work / "aften.bagame", 60, pack=load_pack("belle_alliance"), language="da"
        ).close()
        club_game(work / "summary.bagame", 140, movement=True, seals=True).close()
        for language, name in (("en", "evening"), ("da", "aften")):
            with Game.open(work / f"{name}.bagame", read_only=True) as game:
                pdf = work / f"log-{language}.pdf"
                started = time.perf_counter()
                pages = reports.write_log_pdf(
                    game,
                    pdf,
                    language=language,
                    translate=load_translation(language),
                    zone=ZONE,
                    paper="a4",
                )
                took = time.perf_counter() - started
                print(f"log {language}: {pages} pages in {took:.2f} s")
                page_one(pdf, OUT / f"report-log-{language}.png")
        with Game.open(work / "evening.bagame", read_only=True) as game:
            report = log_report.build(game, zone=ZONE)
            for chart in report.charts:
                (OUT / f"report-chart-{chart.name}.png").write_bytes(charts.render(chart, "png"))
            melee = next(r for r in game.rolls(kind="melee") if r.voided_by is None)
            one = log_report.build(game, log_report.Filters(roll=melee.sequence), ReportWords())
            (chart,) = one.charts
            (OUT / "report-chart-odds.png").write_bytes(charts.render(chart, "png"))
        with Game.open(work / "summary.bagame", read_only=True) as game:
            pdf = work / "summary.pdf"
            pages = reports.write_summary_pdf(game, 2, pdf, zone=ZONE, paper="a4")
            print(f"summary: {pages} page")
            page_one(pdf, OUT / "report-summary.png")
    for path in sorted(OUT.glob("report-*.png")):
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
