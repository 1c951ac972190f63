"""Reports on paper: the report's HTML laid out by Qt's rich text engine (`QTextDocument`)
and written by `QPdfWriter`, or sent to a printer. The only module of the reports that
imports Qt, and only QtGui: both ship in PySide6-Essentials on Linux, Windows and macOS,
so the PDF needs nothing the console does not already bundle.

Qt would cut the pages itself, but anywhere: through a table row, and with nothing at
the top of a page to say which column is which. So the document is laid out once as one
long page, and the pages are cut here, between rows and paragraphs only: a roll is never
split across two pages, the table's header row is repeated at the top of every page the
table goes on to, a heading stays with what follows it, and each page gets a footer with
"Page 2 of 3" and (after the first) the report's title at the top.

The fonts are measured at the writer's resolution, and the default font has its
ligatures turned off, so the PDF's text is the report's text letter for letter ("fi" stays
two letters, which a reader searching the PDF, and `pdftotext`, find).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF, QRectF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextBlock,
    QTextDocument,
    QTextFrame,
    QTextTable,
)

from ba_console.reports.paper import paper_for_locale, paper_from_environment
from ba_console.store.outputs import check_output, check_writable

RESOLUTION = 600  # dots per inch the text is measured at
MARGINS_MM = (14.0, 10.0, 14.0, 10.0)  # left, top, right, bottom
FONT_POINTS = 7.5
FURNITURE_POINTS = 6.5  # the running title and the page numbers

_application: QGuiApplication | None = None


def ensure_application() -> None:
    """Qt's fonts need an application: the window has one; the command line makes one on
    the offscreen platform (no display needed), once, only when it writes a PDF. It is a
    widgets application (`QApplication`): Qt allows one application per process, and a
    process that writes a PDF first and shows a window after (a test session, a script)
    needs the one that can show widgets."""
    global _application
    if QGuiApplication.instance() is None:
        from PySide6.QtWidgets import QApplication

        _application = QApplication(["ba-console", "-platform", "offscreen"])


def system_paper() -> str:
    """ "letter" where the umpire's locale prints on US Letter, else "a4"."""
    found = paper_from_environment()
    if found is None:
        found = paper_for_locale(QLocale.system().name())
    return found or "a4"


def page_layout(paper: str) -> QPageLayout:
    size = QPageSize.PageSizeId.Letter if paper == "letter" else QPageSize.PageSizeId.A4
    left, top, right, bottom = MARGINS_MM
    return QPageLayout(
        QPageSize(size),
        QPageLayout.Orientation.Portrait,
        QMarginsF(left, top, right, bottom),
        QPageLayout.Unit.Millimeter,
    )


@dataclass(frozen=True)
class Furniture:
    """What every page carries besides the report: its title (on pages after the first)
    and "Page %1 of %2" in the report's language."""

    title: str = ""
    page_of: str = "Page %1 of %2"


def write_pdf(
    html: str,
    path: Path,
    *,
    images: Mapping[str, bytes] | None = None,
    paper: str | None = None,
    furniture: Furniture = Furniture(),  # noqa: B008 - frozen
) -> int:
    """Write the report's HTML to a portrait PDF at `path`; returns the number of pages.
    `images` are the PNGs the HTML names (`chart:losses` → bytes). Refuses
    (`OutputRefusedError`, nothing written) a game, its companions or any SQLite file."""
    check_output(path)
    check_writable(path)  # before Qt, which says only "QPainter::begin(): Returned false"
    ensure_application()
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(page_layout(paper or system_paper()))
    writer.setTitle(furniture.title)
    writer.setCreator("ba-console")
    return paint(html, writer, images=images, furniture=furniture)


def paint(
    html: str,
    device: QPagedPaintDevice,
    *,
    images: Mapping[str, bytes] | None = None,
    furniture: Furniture = Furniture(),  # noqa: B008 - frozen
) -> int:
    """Lay the report out for `device` (a PDF writer or a printer) and paint its pages."""
    document = _document(html, images or {})
    layout = document.documentLayout()
    layout.setPaintDevice(device)
    scale = device.logicalDpiY() / 72.0
    area = device.pageLayout().paintRectPixels(device.logicalDpiX())
    width, height = float(area.width()), float(area.height())
    band = FURNITURE_POINTS * scale * 1.9  # the running title's and the footer's height
    document.setTextWidth(width)
    pages = cut_pages(document, height - 2 * band)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot write the PDF (is the file open elsewhere?)")
    try:
        font = QFont(document.defaultFont())
        font.setPointSizeF(FURNITURE_POINTS)
        painter.setFont(font)
        for number, page in enumerate(pages, start=1):
            if number > 1:
                device.newPage()
            y = band
            if page.header is not None:
                _draw_slice(painter, layout, page.header, y, width)
                y += page.header[1] - page.header[0]
            _draw_slice(painter, layout, (page.top, page.bottom), y, width)
            painter.setPen(QColor("#666666"))
            if number > 1 and furniture.title:
                painter.drawText(
                    QRectF(0, 0, width, band * 0.8),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                    furniture.title,
                )
            footer = furniture.page_of.replace("%1", str(number)).replace("%2", str(len(pages)))
            painter.drawText(
                QRectF(0, height - band * 0.8, width, band * 0.8),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                footer,
            )
    finally:
        painter.end()
    return len(pages)


def _document(html: str, images: Mapping[str, bytes]) -> QTextDocument:
    document = QTextDocument()
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
    font.setFamilies(["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", font.family()])
    font.setPointSizeF(FONT_POINTS)
    _no_ligatures(font)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    for name, data in images.items():
        image = QImage.fromData(data)
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    document.setHtml(html)
    return document


def _no_ligatures(font: QFont) -> None:
    tag = QFont.Tag.fromString("liga") if hasattr(QFont, "Tag") else None
    if tag is not None:
        font.setFeature(tag, 0)


@dataclass(frozen=True)
class Page:
    """A slice of the long page: from `top` to `bottom`, under a repeated table header
    (its slice) when the page goes on with a table."""

    top: float
    bottom: float
    header: tuple[float, float] | None = None


@dataclass(frozen=True)
class _Table:
    top: float
    bottom: float
    header: tuple[float, float] | None  # the header row's slice, if the table has one
    rows: tuple[float, ...]  # where each row after the first begins


def cut_pages(document: QTextDocument, page_height: float) -> list[Page]:
    """Pages of at most `page_height`, cut only where a block or a table row begins."""
    layout = document.documentLayout()
    end = layout.documentSize().height()
    cuts, tables = _cut_points(document)
    pages: list[Page] = []
    top = 0.0
    while top < end - 0.5:
        header = _continued_header(tables, top)
        room = page_height - ((header[1] - header[0]) if header else 0.0)
        if top + room >= end:
            pages.append(Page(top, end, header))
            break
        fitting = [cut for cut in cuts if top + 1.0 < cut <= top + room]
        bottom = max(fitting) if fitting else top + room  # taller than a page: cut anyway
        pages.append(Page(top, bottom, header))
        top = bottom
    return pages or [Page(0.0, end)]


def _continued_header(tables: list[_Table], top: float) -> tuple[float, float] | None:
    for table in tables:
        if table.header is not None and table.header[1] <= top + 0.5 and top < table.bottom:
            return table.header
    return None


def _cut_points(document: QTextDocument) -> tuple[list[float], list[_Table]]:
    layout = document.documentLayout()
    cuts: list[float] = []
    tables: list[_Table] = []
    previous_heading = False
    for child in _children(document.rootFrame()):
        if isinstance(child, QTextTable):
            table = _table(layout, child)
            tables.append(table)
            if not previous_heading:
                cuts.append(table.top)
            cuts.extend(table.rows)
            previous_heading = False
        elif isinstance(child, QTextFrame):
            if not previous_heading:
                cuts.append(layout.frameBoundingRect(child).top())
            previous_heading = False
        else:
            if not previous_heading:
                cuts.append(layout.blockBoundingRect(child).top())
            previous_heading = child.blockFormat().headingLevel() > 0
    return sorted(set(cuts)), tables


def _children(frame: QTextFrame) -> list[QTextBlock | QTextFrame]:
    """The root frame's blocks and frames (tables), in order."""
    items: list[QTextBlock | QTextFrame] = []
    iterator = frame.begin()
    while not iterator.atEnd():
        child = iterator.currentFrame()
        if child is not None:
            items.append(child)
        else:
            block = iterator.currentBlock()
            if block.isValid():
                items.append(block)
        iterator += 1
    return items


def _table(layout: QAbstractTextDocumentLayout, table: QTextTable) -> _Table:
    frame = layout.frameBoundingRect(table)
    spans: list[tuple[float, float]] = []
    # A row of one cell across the table (a bound's or a phase's heading) stays with the
    # row after it.
    keep_with_next = {
        row
        for row in range(table.rows())
        if table.columns() > 1 and table.cellAt(row, 0).columnSpan() == table.columns()
    }
    for row in range(table.rows()):
        tops, bottoms = [], []
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            if cell.row() != row:  # spanned from a row above
                continue
            first = cell.firstCursorPosition().block()
            last = cell.lastCursorPosition().block()
            tops.append(layout.blockBoundingRect(first).top())
            bottoms.append(layout.blockBoundingRect(last).bottom())
        spans.append((min(tops), max(bottoms)) if tops else (frame.top(), frame.top()))
    # A row begins halfway between the text of the row above and its own.
    starts = [frame.top()] + [(spans[i - 1][1] + spans[i][0]) / 2 for i in range(1, len(spans))]
    header = None
    if table.format().headerRowCount() > 0 and len(starts) > 1:
        header = (starts[0], starts[1])
    rows = tuple(start for row, start in enumerate(starts) if row and row - 1 not in keep_with_next)
    return _Table(frame.top(), frame.bottom(), header, rows)


def _draw_slice(
    painter: QPainter,
    layout: QAbstractTextDocumentLayout,
    span: tuple[float, float],
    at: float,
    width: float,
) -> None:
    top, bottom = span
    painter.save()
    painter.translate(0, at - top)
    clip = QRectF(-2, top, width + 4, bottom - top)
    painter.setClipRect(clip)
    context = QAbstractTextDocumentLayout.PaintContext()
    context.clip = clip
    layout.draw(painter, context)
    painter.restore()
