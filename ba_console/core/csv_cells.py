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
"""

from __future__ import annotations

import re

TRIGGERS = "=+-@\t\r"
_NEEDS_QUOTE = re.compile(r"'*[=+\-@\t\r]")
_QUOTED = re.compile(r"'+[=+\-@\t\r]")
_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")
NOTE = (
    "# ba-console: cells that began with =, +, -, @, a tab or a carriage return begin with ' "
    "here, so that a spreadsheet shows them as text, never runs them as formulas "
    "(CSV injection); numbers are as they were."
)


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
