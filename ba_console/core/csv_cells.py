"""Cells of the CSV files the console writes, made safe for spreadsheets (CSV injection).

A spreadsheet opening a CSV file takes a cell that begins with `=`, `+`, `-` or `@` (and,
in some, a tab or a carriage return) for a formula, and may run it: a unit named
`=HYPERLINK(...)` in a roster, or a note typed so in the log, would be a formula on the
umpire's laptop. OWASP's remedy is followed: such a cell is written with a `'` before it,
which spreadsheets show as text. Numbers stay numbers (`-3`, `+1`, `2.5` are left alone),
and so does every other cell.

`restore` undoes `neutralise` exactly, so the roster CSV reads back as it was written: a
cell is prefixed when it begins with any number of `'` and then one of those characters,
and such a cell loses one `'` when read.

Every CSV file the console writes (`csv_document`) begins with a UTF-8 byte order mark:
without it Excel reads the file in the machine's old code page and shows "Bülow" as
"BÃ¼low". Its cells are separated by commas or, for an Excel whose list separator is `;`
(where decimals are written with a comma: Danish, German…), by semicolons; every reader
of the console's takes either (`sniff_delimiter`).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence

TRIGGERS = "=+-@\t\r"
_NEEDS_QUOTE = re.compile(r"'*[=+\-@\t\r]")
_QUOTED = re.compile(r"'+[=+\-@\t\r]")
_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")
# Without a comma or a semicolon, so that a spreadsheet shows it whole in the first cell
# whichever the file's separator.
NOTE = (
    "# ba-console: a cell that began with = + - @ a tab or a carriage return begins with ' "
    "here so that a spreadsheet shows it as text and never runs it as a formula "
    "(CSV injection). Numbers are as they were."
)
BOM = "\ufeff"
# The separators a CSV export can have, by the name the command line gives them.
DELIMITERS = {"comma": ",", "semicolon": ";"}


def neutralise(cell: object) -> object:
    """`cell` as it may stand in a CSV file: text a spreadsheet would run gets a `'` first;
    numbers, and text that is a number, are left as they are."""
    if not isinstance(cell, str) or not cell or _NUMBER.fullmatch(cell):
        return cell
    return f"'{cell}" if _NEEDS_QUOTE.match(cell) else cell


def restore(cell: str) -> str:
    """A cell read from a CSV file the console wrote, as it was before `neutralise`."""
    return cell[1:] if _QUOTED.match(cell) else cell


def neutralise_row(cells: list[object]) -> tuple[list[object], bool]:
    """The row's cells neutralised, and whether any of them changed."""
    safe = [neutralise(cell) for cell in cells]
    return safe, any(a is not b and a != b for a, b in zip(safe, cells, strict=True))


def csv_document(
    header: Sequence[object], rows: Iterable[list[object]], delimiter: str = ","
) -> str:
    """The text of a CSV file: a byte order mark, `header`, then `rows` with every cell
    neutralised, separated by `delimiter`; when a cell was, `NOTE` stands on the first line
    (a reader that skips `#` lines reads the file as before). A cell holding the separator,
    a quote or a line break is quoted."""
    if delimiter not in DELIMITERS.values():
        raise ValueError(f"a CSV file's cells are separated by , or ;, not {delimiter!r}")
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\n")
    writer.writerow(header)
    changed = False
    for row in rows:
        safe, was_changed = neutralise_row(row)
        changed = changed or was_changed
        writer.writerow(safe)
    return BOM + (f"{NOTE}\n{out.getvalue()}" if changed else out.getvalue())


def sniff_delimiter(text: str) -> str:
    """The separator of a CSV file's text: `;` when its first line that is neither empty
    nor a `#` comment (the header) has more semicolons than commas, else `,`."""
    for line in text.lstrip(BOM).splitlines():
        stripped = line.strip()
        if stripped and not stripped.lstrip('"').startswith("#"):
            return ";" if stripped.count(";") > stripped.count(",") else ","
    return ","
