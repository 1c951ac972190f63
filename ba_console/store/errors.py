"""The errors a game file raises, each carrying a message an umpire can act on.

`GameError` and its children are about the file as a whole (not a game, in use,
read-only); `RosterError` and `RollError` are bad values and derive from
`ValueError`, so callers that validate input can catch them the usual way.

A `GameError`'s or `RosterError`'s message is English (the CLI prints it); made with `of`,
it also carries its translatable sentence (`template`, marked with
`QT_TRANSLATE_NOOP("store", ...)`) and the sentence's named placeholders (`template_args`),
so that the GUI can say it in the interface language (`gui.labels.error_text`), as it does
verify's reasons. A roster import's problems carry their reason's sentence, and their place
(line, column or field) is said in the GUI's language too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple, Self

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.vocabulary import Translate, english


class TranslatableError(Exception):
    """An error whose English message may also be said from a translatable sentence."""

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


class GameError(TranslatableError):
    """Something is wrong with the game file as a whole."""


class GameFileError(GameError):
    """The file is not a game this console can open: foreign, newer, damaged or missing."""


class DamagedGameError(GameFileError):
    """The file is a ba-console game SQLite cannot read whole: a page of zeros, a file cut
    short, a header zeroed. Nothing was written to it; `copy_as_is` copies its bytes."""


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


def disk_refused(error: BaseException) -> bool:
    """Whether SQLite's `error` is the disk refusing a write (full, a size limit, failing),
    not damage of the file: nothing of the write was kept, and the file is as it was."""
    name = getattr(error, "sqlite_errorname", "") or ""
    reading = ("SQLITE_IOERR_READ", "SQLITE_IOERR_SHORT_READ")
    return name == "SQLITE_FULL" or (name.startswith("SQLITE_IOERR") and name not in reading)


def short_error(error: object, limit: int = 160) -> str:
    """An error (SQLite's may quote a table's SQL or a damaged row) said on one line of at
    most `limit` characters."""
    text = " ".join(str(error).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


class RosterError(TranslatableError, ValueError):
    """A roster value that breaks a rule; the message names the record and the field.

    Made with `of`, its sentence names the record as `{record}` and the field as `{field}`
    (keys: the GUI says them by their vocabulary labels); `record_kind` and `record_key`,
    when given, let the GUI say the record's kind in its language too."""

    def __init__(
        self,
        message: str,
        field: str | None = None,
        *,
        template: str = "",
        template_args: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message, template=template, template_args=template_args)
        self.field = field

    @classmethod
    def of(cls, template: str, **args: object) -> Self:
        """The error whose message is `template` filled with `args`; its field is `field`."""
        shown = {name: str(value) for name, value in args.items()}
        field = args.get("field")
        return cls(
            template.format(**shown),
            str(field) if field is not None else None,
            template=template,
            template_args=shown,
        )


class RollError(ValueError):
    """A roll that cannot be logged (bad draft, stale effect, wrong dice); nothing was written."""


class ImportProblem(NamedTuple):
    """One bad cell of an imported roster file.

    `column` is the column (CSV) or field (TOML) name, None when the whole row is
    bad; `column_number` is the CSV column's position, counting from 1.
    """

    line: int | None
    column: str | None
    reason: str
    column_number: int | None = None
    # The reason's translatable sentence, when it is a `RosterError`'s (see `RosterError.of`).
    template: str = ""
    template_args: Mapping[str, object] = MappingProxyType({})

    def describe(
        self, source: str, reason: str | None = None, translate: Translate = english
    ) -> str:
        """Where the problem is (line, column or field) in `translate`'s language, and
        `reason` (default: the English)."""
        where = [source]
        if self.line is not None:
            where.append(translate("store", AT_LINE).format(line=self.line))
        if self.column is not None and self.column_number is not None:
            said = translate("store", AT_COLUMN)
            where.append(said.format(number=self.column_number, column=self.column))
        elif self.column is not None:
            where.append(translate("store", AT_FIELD).format(column=self.column))
        return f"{', '.join(where)}: {self.reason if reason is None else reason}"


# Where in a roster file a problem is (the column's or field's name as the file writes it).
AT_LINE = QT_TRANSLATE_NOOP("store", "line {line}")
AT_COLUMN = QT_TRANSLATE_NOOP("store", "column {number} ({column})")
AT_FIELD = QT_TRANSLATE_NOOP("store", "field {column}")


SHOWN_PROBLEMS = 20  # a longer list would not fit a message box; the rest are counted
MORE_PROBLEMS = QT_TRANSLATE_NOOP("store", "… and {count} more problems")
NOTHING_IMPORTED = QT_TRANSLATE_NOOP("store", "Nothing was imported.")


class RosterImportError(RosterError):
    """A roster file with bad rows; nothing was imported. `problems` lists every bad cell."""

    def __init__(self, source: str, problems: list[ImportProblem]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(
            self.report(lambda problem: problem.reason),
            field=problems[0].column if problems else None,
        )

    def report(self, reason: Callable[[ImportProblem], str], translate: Translate = english) -> str:
        """The problems, one a line (the first `SHOWN_PROBLEMS`), each where it is and its
        `reason`; then that nothing was imported, in `translate`'s language."""
        shown = self.problems[:SHOWN_PROBLEMS]
        lines = [p.describe(self.source, reason(p), translate) for p in shown]
        if len(self.problems) > SHOWN_PROBLEMS:
            more = len(self.problems) - SHOWN_PROBLEMS
            lines.append(translate("store", MORE_PROBLEMS).format(count=more))
        lines.append(translate("store", NOTHING_IMPORTED))
        return "\n".join(lines)
