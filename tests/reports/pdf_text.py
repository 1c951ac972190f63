"""What a reader's PDF tool reads from a report: `pdftotext` (poppler-utils), the tool most
PDF text extraction is checked against. Tests that need it skip, saying so, where it is not
installed (`apt-get install poppler-utils`)."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from pathlib import Path

import pytest

PDFTOTEXT = shutil.which("pdftotext")
needs_pdftotext = pytest.mark.skipif(
    PDFTOTEXT is None, reason="pdftotext (poppler-utils) is not installed: no PDF text to check"
)


def pdf_pages(path: Path, *, layout: bool = False) -> list[str]:
    """The text of each page: in drawing order (each table cell's lines together), or as
    laid out on the page (`layout`, a table row's cells side by side on one line)."""
    assert PDFTOTEXT is not None
    mode = "-layout" if layout else "-raw"
    result = subprocess.run(
        [PDFTOTEXT, mode, "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    )
    pages = result.stdout.split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def visible_text(report: str) -> str:
    """What a reader sees of an HTML report: no script, style or tags (inline ones join
    their text to what follows, the others end a word), entities read."""
    report = re.sub(r"<(script|style)\b.*?</\1>", " ", report, flags=re.S)
    report = re.sub(r"</?(span|b|i|s|code|em|strong)\b[^>]*>", "", report)
    return html.unescape(re.sub(r"<[^>]+>", " ", report))


def words_of(text: str) -> set[str]:
    return set(text.replace("\u00a0", " ").split())


def broken_words(pdf: list[str], report: str, furniture: str = "") -> list[str]:
    """The words of the PDF that are not words of the report: a word split across two
    lines shows as two pieces that are neither. A break after a hyphen or a slash
    ("Landwehr-", "Kav.") is a break between words, not inside one."""
    known = words_of(visible_text(report) + " " + furniture)
    found = []
    for page in pdf:
        joined = re.sub(r"(?<=[-/])\n", "", page)
        for word in words_of(joined):
            if word not in known and not word.isdigit():
                found.append(word)
    return found


def roll_numbers(page: str) -> list[int]:
    """The rolls on a page, by the number and time the first column shows ("17" over
    "20:48", in drawing order)."""
    lines = page.splitlines()
    return [
        int(lines[i])
        for i in range(len(lines) - 1)
        if re.fullmatch(r"\d{1,4}", lines[i]) and re.fullmatch(r"\d\d:\d\d", lines[i + 1])
    ]
