"""Marks strings for Qt Linguist without importing Qt.

`pyside6-lupdate` finds `QT_TRANSLATE_NOOP(context, text)` calls in any Python file;
the GUI translates them with `QCoreApplication.translate(context, text)` when shown.
The core itself never displays text: it returns keys, and these marked strings are
the English source texts for those keys.
"""

from __future__ import annotations

from collections.abc import Callable


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's spelling
    return text


class Sentence:
    """A translatable sentence: `template` (marked with `QT_TRANSLATE_NOOP(context, ...)`)
    and the values of its named placeholders. A value is text, a `Sentence` (said in the
    same language) or a list of sentences (said one after another, joined with ", ").
    `english()` is the sentence as the CLI prints it; `said(translate)` in the language of
    `translate` (the GUI passes `QCoreApplication.translate`), English where a translation's
    placeholders do not match the source."""

    __slots__ = ("args", "context", "template")

    def __init__(self, context: str, template: str, **args: object) -> None:
        self.context = context
        self.template = template
        self.args = args

    def english(self) -> str:
        return self.said(lambda _context, text: text)

    def said(self, translate: Callable[[str, str], str]) -> str:
        shown = {name: _said(value, translate) for name, value in self.args.items()}
        try:
            return translate(self.context, self.template).format(**shown)
        except (KeyError, IndexError, ValueError):
            return self.template.format(**shown)

    def __str__(self) -> str:
        return self.english()

    def __repr__(self) -> str:
        return f"Sentence({self.context!r}, {self.english()!r})"


def _said(value: object, translate: Callable[[str, str], str]) -> str:
    if isinstance(value, Sentence):
        return value.said(translate)
    if isinstance(value, list | tuple):
        return ", ".join(_said(item, translate) for item in value)
    return str(value)


class SentenceError(ValueError):
    """A ValueError whose message is a `Sentence` (a pack's value that breaks a rule, raised
    by a pydantic validator): the CLI prints the English, the GUI says `sentence` in its
    language."""

    def __init__(self, sentence: Sentence) -> None:
        super().__init__(sentence.english())
        self.sentence = sentence
