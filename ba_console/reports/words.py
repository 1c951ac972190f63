"""The reports' words in the report's language, without Qt.

Every word a report prints is marked `QT_TRANSLATE_NOOP("DisputeReport", ...)` so Qt
Linguist collects it, and said through a `translate(context, text)` function: the GUI's
`QCoreApplication.translate`, or for the command line `translation.load_translation`, which
reads the console's compiled .qm file without Qt. Numbers go into a translated sentence
through Qt's placeholders (%1, %2), filled after translating so that a translation may put
them in its own order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ba_console.core.vocabulary import Translate as Translate
from ba_console.core.vocabulary import english as english

REPORT_CONTEXT = "DisputeReport"  # the Qt Linguist context of the reports' own words
LANGUAGES = ("en", "da")  # the pack's label languages (`Text.get`)

_PLACEHOLDER = re.compile(r"%([1-9])")


@dataclass(frozen=True)
class ReportWords:
    """The report's words in its language: `words(source, *args)` translates a source text
    marked `QT_TRANSLATE_NOOP("DisputeReport", ...)` and fills its %1, %2… with `args`."""

    language: str = "en"
    translate: Translate = english
    # What a note may quote in English (`play.record.note_templates`): said from them.
    reasons: tuple[str | tuple[str, str], ...] = ()

    def __call__(self, source: str, *args: object) -> str:
        return fill(self.translate(REPORT_CONTEXT, source), args)

    def count(self, number: int, one: str, many: str, *args: object) -> str:
        """`one` or `many` by `number` (as %1), the rest of `args` as %2…: English and
        Danish both have one plural form, so two sentences do."""
        return self(one if number == 1 else many, number, *args)

    def html(self, source: str, *markup: str) -> str:
        """The translated `source`, HTML-escaped, its %1, %2… filled with `markup` (HTML
        already escaped by the caller)."""
        return fill(h(self.translate(REPORT_CONTEXT, source)), markup)

    def reason(self, template: str | None, args: Any, english_text: str | None) -> str:
        """A store refusal or verify reason in the report's language: the store's template
        in the console's "verify" context; its English when the translation does not fit."""
        if not template:
            return english_text or ""
        try:
            return self.translate("verify", template).format(**args)
        except (KeyError, IndexError, ValueError):
            return english_text or ""


ENGLISH = ReportWords()


def fill(text: str, args: Sequence[object]) -> str:
    """Qt's `arg`: each %N is the N-th of `args`, in one pass (so a value holding "%2"
    stays as it is); a %N beyond `args` stays."""
    return _PLACEHOLDER.sub(
        lambda found: (
            str(args[int(found.group(1)) - 1])
            if int(found.group(1)) <= len(args)
            else found.group(0)
        ),
        text,
    )


def h(value: Any) -> str:
    """HTML-escaped text of any value (None: nothing)."""
    return escape("" if value is None else str(value), quote=True)


def signed(value: int) -> str:
    """+3, −2 (a minus sign, not a hyphen), 0."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def checked_language(language: str) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"unknown report language {language!r}; use {', '.join(LANGUAGES)}")
    return language
