"""Reports made from a game: the roll log (HTML, PDF, CSV, JSON), the turn summary of a
bound (HTML, PDF), and the charts in them.

One report, several outputs: the log report is read from the game once (`log.build`) and
written for a browser (HTML with inline SVG charts and a filter script) or for paper (the
same HTML for Qt's rich text, written by `pdf.write_pdf`); CSV and JSON carry the same
rolls with their keys for tools. `ba-console export` and the log viewer's Export call the
same functions here, so the PDF of one is the PDF of the other.

Nothing here imports Qt but `pdf` (imported only to write a PDF or print), and nothing
imports matplotlib but `charts.render` (only when a report with charts is made): the
window's start-up and the CSV/JSON/HTML exports pay for neither. The reports themselves
are loaded when one is made, so the names here (formats, languages) cost a command that
makes none (`verify`) nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.reports.words import (
    LANGUAGES,
    ReportWords,
    Translate,
    checked_language,
    english,
)

if TYPE_CHECKING:
    from ba_console.reports import log as log_report
    from ba_console.store.game import Game

FORMATS = ("csv", "json", "html", "pdf")
SUMMARY_FORMATS = ("html", "pdf")
PAGE_OF = QT_TRANSLATE_NOOP("DisputeReport", "Page %1 of %2")

__all__ = [
    "FORMATS",
    "LANGUAGES",
    "SUMMARY_FORMATS",
    "Translate",
    "english",
    "export_log",
    "export_summary",
    "print_log",
    "write_log_pdf",
    "write_summary_pdf",
]


def _words(
    language: str, translate: Translate | None, reasons: Iterable[str | tuple[str, str]] = ()
) -> ReportWords:
    """The report's words; `reasons` are what a note may quote in English (templates of
    context "rules", or (context, template) pairs), said in the report's language."""
    return ReportWords(checked_language(language), translate or english, tuple(reasons))


def export_log(
    game: Game,
    fmt: str,
    *,
    bound: int | None = None,
    unit: str | None = None,
    kind: str | None = None,
    phase: str | None = None,
    text: str | None = None,
    roll: int | None = None,
    language: str = "en",
    translate: Translate | None = None,
    reasons: Iterable[str | tuple[str, str]] = (),
    zone: tzinfo | None = None,
    delimiter: str = ",",
) -> str:
    """The log (or the rolls matching the filters) as "csv", "json" or "html".

    The HTML report is in `language` ("en" or "da") with its words through `translate`
    (default: English), times in `zone` (default: this machine's); CSV and JSON ignore
    all three: tools read them. A CSV's cells are separated by `delimiter` ("," or ";")."""
    from ba_console.reports import log as log_report
    from ba_console.reports import tabular

    if fmt not in ("csv", "json", "html"):
        raise ValueError(f"unknown export format {fmt!r}; use csv, json, html (or pdf)")
    words = _words(language, translate, reasons)
    filters = log_report.Filters(bound, unit, kind, phase, text, roll)
    if fmt == "csv":
        rolls = log_report.select_rolls(game, filters)
        # Draws belong to no unit, bound or phase: they follow the rolls unless those filter.
        # The CSV carries no chain state, so the ledger is read as stored, without verify.
        filtered = bound is not None or unit or phase or text or roll is not None
        draws = [] if filtered else game.console_draws(pending_only=True)
        unlogged = [d for d in draws if kind is None or d.kind == kind]
        taken_off = log_report.select_taken_off(game, filters)
        return tabular.csv_text(rolls, unlogged, delimiter, taken_off)
    if fmt == "json":
        rolls = log_report.select_rolls(game, filters)
        taken_off = log_report.select_taken_off(game, filters)
        return tabular.json_text(game, rolls, game.verify(), filters.as_dict(), taken_off)
    report = log_report.build(game, filters, words, zone=zone)
    return log_report.html(report)


def write_log_pdf(
    game: Game,
    path: str | Path,
    *,
    bound: int | None = None,
    unit: str | None = None,
    kind: str | None = None,
    phase: str | None = None,
    text: str | None = None,
    roll: int | None = None,
    language: str = "en",
    translate: Translate | None = None,
    reasons: Iterable[str | tuple[str, str]] = (),
    zone: tzinfo | None = None,
    paper: str | None = None,
) -> int:
    """The log report as a PDF at `path` (portrait, A4 or the locale's Letter); returns its
    number of pages. Loads Qt (and makes an offscreen QGuiApplication if there is none)."""
    from ba_console.reports import log as log_report
    from ba_console.reports import pdf

    words = _words(language, translate, reasons)
    filters = log_report.Filters(bound, unit, kind, phase, text, roll)
    report = log_report.build(game, filters, words, zone=zone)
    html, images, furniture = _on_paper(report, words)
    return pdf.write_pdf(html, Path(path), images=images, paper=paper, furniture=furniture)


def print_log(
    game: Game,
    device: Any,
    *,
    bound: int | None = None,
    unit: str | None = None,
    kind: str | None = None,
    phase: str | None = None,
    text: str | None = None,
    roll: int | None = None,
    language: str = "en",
    translate: Translate | None = None,
    reasons: Iterable[str | tuple[str, str]] = (),
    zone: tzinfo | None = None,
) -> int:
    """The log report printed on `device` (a `QPrinter` the print dialog set up), laid out
    as the PDF is; returns the number of pages."""
    from ba_console.reports import log as log_report
    from ba_console.reports import pdf

    words = _words(language, translate, reasons)
    filters = log_report.Filters(bound, unit, kind, phase, text, roll)
    report = log_report.build(game, filters, words, zone=zone)
    html, images, furniture = _on_paper(report, words)
    return pdf.paint(html, device, images=images, furniture=furniture)


def _on_paper(report: log_report.LogReport, words: ReportWords) -> tuple[str, dict, Any]:
    """The report's HTML for paper, its charts as PNGs, and what every page carries."""
    from ba_console.reports import charts as chart_module
    from ba_console.reports import log as log_report
    from ba_console.reports import pdf

    images = {
        log_report.chart_url(chart): chart_module.render(chart, "png") for chart in report.charts
    }
    title = words(QT_TRANSLATE_NOOP("DisputeReport", "Roll log: %1"), report.info.title)
    furniture = pdf.Furniture(title=title, page_of=words.translate("DisputeReport", PAGE_OF))
    return log_report.html(report, browser=False), images, furniture


def export_summary(
    game: Game,
    bound: int,
    *,
    language: str = "en",
    translate: Translate | None = None,
    reasons: Iterable[str | tuple[str, str]] = (),
    zone: tzinfo | None = None,
) -> str:
    """The turn summary of `bound` as HTML (for a browser)."""
    from ba_console.reports import summary as summary_report

    summary = summary_report.build(game, bound, _words(language, translate, reasons), zone=zone)
    return summary_report.html(summary)


def write_summary_pdf(
    game: Game,
    bound: int,
    path: str | Path,
    *,
    language: str = "en",
    translate: Translate | None = None,
    reasons: Iterable[str | tuple[str, str]] = (),
    zone: tzinfo | None = None,
    paper: str | None = None,
) -> int:
    """The turn summary of `bound` as a PDF at `path`; returns its number of pages."""
    from ba_console.reports import pdf
    from ba_console.reports import summary as summary_report

    words = _words(language, translate, reasons)
    summary = summary_report.build(game, bound, words, zone=zone)
    furniture = pdf.Furniture(
        title=summary.title, page_of=words.translate("DisputeReport", PAGE_OF)
    )
    html = summary_report.html(summary, browser=False)
    return pdf.write_pdf(html, Path(path), paper=paper, furniture=furniture)
