"""The errors a game file raises, each carrying a message an umpire can act on.

`GameError` and its children are about the file as a whole (not a game, in use,
read-only); `RosterError` and `RollError` are bad values and derive from
`ValueError`, so callers that validate input can catch them the usual way.

A `GameError`'s message is English (the CLI prints it); made with `of`, it also carries its
translatable sentence (`template`, marked with `QT_TRANSLATE_NOOP("store", ...)`) and the
sentence's named placeholders (`template_args`), so that the GUI can say it in the
interface language (`gui.labels.error_text`), as it does verify's reasons.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Self


class GameError(Exception):
    """Something is wrong with the game file as a whole."""

    def __init__(
        self,
        message: str,
        *,
        template: str = "",
        template_args: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.template = template
        self.template_args = dict(template_args or {})

    @classmethod
    def of(cls, template: str, **args: object) -> Self:
        """The error whose message is `template` filled with `args` (paths as text)."""
        shown = {name: str(value) for name, value in args.items()}
        return cls(template.format(**shown), template=template, template_args=shown)


class GameFileError(GameError):
    """The file is not a game this console can open: foreign, newer, damaged or missing."""


class GameFileGoneError(GameFileError):
    """The open game's file is no longer on disk where it was opened (deleted, moved or
    replaced while open): a write would go to a file nobody will find again."""


class GameInUseError(GameError):
    """Another ba-console has the game open for writing."""

    def __init__(
        self,
        message: str,
        pid: int | None = None,
        *,
        template: str = "",
        template_args: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message, template=template, template_args=template_args)
        self.pid = pid


class ReadOnlyGameError(GameError):
    """A write was asked of a game opened with `read_only=True`."""


# What reading a game file may raise: the store's own errors, the disk's, and SQLite's on a
# file damaged where it is read (a page met only by a walk of the whole log).
READ_ERRORS: tuple[type[Exception], ...] = (GameError, OSError, ValueError, sqlite3.Error)


class RosterError(ValueError):
    """A roster value that breaks a rule; the message names the record and the field."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class RollError(ValueError):
    """A roll that cannot be logged (bad draft, stale effect, wrong dice); nothing was written."""


@dataclass(frozen=True, slots=True)
class ImportProblem:
    """One bad cell of an imported roster file.

    `column` is the column (CSV) or field (TOML) name, None when the whole row is
    bad; `column_number` is the CSV column's position, counting from 1.
    """

    line: int | None
    column: str | None
    reason: str
    column_number: int | None = None

    def describe(self, source: str) -> str:
        where = [source]
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.column is not None and self.column_number is not None:
            where.append(f"column {self.column_number} ({self.column})")
        elif self.column is not None:
            where.append(f"field {self.column}")
        return f"{', '.join(where)}: {self.reason}"


class RosterImportError(RosterError):
    """A roster file with bad rows; nothing was imported. `problems` lists every bad cell."""

    def __init__(self, source: str, problems: list[ImportProblem]) -> None:
        self.source = source
        self.problems = problems
        lines = [p.describe(source) for p in problems[:20]]
        if len(problems) > 20:
            lines.append(f"… and {len(problems) - 20} more problems")
        lines.append("Nothing was imported.")
        super().__init__("\n".join(lines), field=problems[0].column if problems else None)
