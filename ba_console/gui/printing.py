"""Printable blank order sheets: one page per commander, a line per unit, to PDF.

The players write their orders on these in the ordering phase (1.1.2); the columns
follow the parts of an order the console asks for, so typing them in afterwards is a
straight read along each line. Each sheet carries the seal of the bound before (the
players compare it with the one they wrote down, and keep the sheet: `store/seals.py`).
Rendered with QTextDocument and QPrinter.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrinter

from ba_console.gui.colours import PAPER_HEADING, PAPER_MUTED
from ba_console.gui.labels import label

if TYPE_CHECKING:
    from ba_console.play.orders import OrderGroup


def blank_order_sheets_html(
    groups: Sequence[OrderGroup], title: str, bound: int, seal: str = ""
) -> str:
    """The sheets as HTML, one commander per page; `seal`: the seal of the bound before."""
    pages = []
    headers = [
        QCoreApplication.translate("printing", "Unit"),
        QCoreApplication.translate("printing", "Order (as written)"),
        QCoreApplication.translate("printing", "March to / cm / rate"),
        QCoreApplication.translate("printing", "Formation"),
        QCoreApplication.translate("printing", "Split / assemble"),
        QCoreApplication.translate("printing", "Attack: target / charge / position"),
        QCoreApplication.translate("printing", "Other"),
    ]
    footer = QCoreApplication.translate(
        "printing",
        "Fast march or charge, movement limits and the target of an attack must be written "
        "(1.1.2). Units in FD take no orders.",
    )
    sheet_word = html.escape(QCoreApplication.translate("printing", "Order sheet"))
    bound_word = html.escape(QCoreApplication.translate("printing", "Bound"))
    now_word = html.escape(QCoreApplication.translate("printing", "now"))
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    sealed = ""
    if seal:
        sealed = html.escape(
            QCoreApplication.translate(
                "printing",
                "Seal of bound %1: %2. Check it against the one you wrote down, and keep "
                "this sheet: 'ba-console verify --seals' proves the log against it.",
            )
            .replace("%1", str(bound - 1))
            .replace("%2", seal)
        )
        sealed = f"<p class='seal'>{sealed}</p>"
    for number, group in enumerate(groups):
        rows = "".join(
            f"<tr><td class='unit'>{html.escape(row.unit.name)}"
            f"<br/><span class='state'>{html.escape(label(row.unit.disorder))}</span></td>"
            + "<td>&nbsp;</td>" * (len(headers) - 1)
            + "</tr>"
            for row in group.rows
        )
        brk = " style='page-break-before: always'" if number else ""
        pages.append(
            f"<div{brk}><h2>{sheet_word}: {html.escape(group.name)}</h2>"
            f"<p>{html.escape(title)} — {bound_word}: ______ ({now_word} {bound})</p>"
            f"<table class='sheet' width='100%' cellspacing='0' cellpadding='6' border='1'>"
            f"<tr>{head}</tr>{rows}</table>"
            f"<p class='foot'>{html.escape(footer)}</p>{sealed}"
            "</div>"
        )
    # Paper: ink on white, whatever the screen's palette.
    style = (
        f"<style>h2{{margin:0 0 4px 0;}} th{{background:{PAPER_HEADING};font-size:9pt;"
        "text-align:left;}"
        f" td{{height:34px;font-size:10pt;}} td.unit{{width:18%;}} .state{{color:{PAPER_MUTED};"
        f"font-size:8pt;}} .foot{{color:{PAPER_MUTED};font-size:8pt;}}"
        " .seal{font-size:10pt;font-family:monospace;}</style>"
    )
    return f"<html><head>{style}</head><body>{''.join(pages)}</body></html>"


def landscape_pdf_printer(path: Path, title: str, margin_mm: float) -> QPrinter:
    """A printer writing a landscape A4 PDF to `path`: the form of every report we print."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(margin_mm, margin_mm, margin_mm, margin_mm),
            QPageLayout.Unit.Millimeter,
        )
    )
    printer.setDocName(title)
    return printer


def print_blank_order_sheets(
    groups: Sequence[OrderGroup], path: Path, *, title: str = "", bound: int = 1, seal: str = ""
) -> Path:
    """Write the blank sheets to a PDF file at `path` (landscape A4) and return it."""
    path = Path(path)
    if path.suffix.lower() != ".pdf":
        path = path.with_suffix(".pdf")
    printer = landscape_pdf_printer(
        path, QCoreApplication.translate("printing", "Blank order sheets"), margin_mm=12
    )
    document = QTextDocument()
    document.setHtml(blank_order_sheets_html(groups, title, bound, seal))
    document.setPageSize(QSizeF(printer.pageRect(QPrinter.Unit.Point).size()))
    document.print_(printer)
    return path
