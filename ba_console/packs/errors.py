"""The one error of the packs: a pack that cannot be used.

Its message is English (the CLI prints it). Made from `problems`, each problem also
carries its place (table, row, field) and its reason as `Sentence`s, so that the GUI says
them in the window's language (`gui.labels.pack_error_text`), as it does a roster's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ba_console.core.i18n import Sentence


def _english(_context: str, text: str) -> str:
    return text


class PackProblem(NamedTuple):
    """One thing wrong with a pack: in `source` (the file's name), at `place` (table, row,
    field…, outermost first; empty for the whole file), `reason`."""

    source: str
    place: Sequence[Sentence | str]
    reason: Sentence | str

    def said(self, translate: Callable[[str, str], str] = _english) -> str:
        def say(part: Sentence | str) -> str:
            return part.said(translate) if isinstance(part, Sentence) else part

        parts = [self.source]
        if self.place:
            parts.append(", ".join(say(p) for p in self.place))
        parts.append(say(self.reason))
        return ": ".join(parts)


class PackError(ValueError):
    """A pack that cannot be used; the message names file, table, row and field."""

    def __init__(self, message: str = "", problems: Sequence[PackProblem] = ()) -> None:
        self.problems = list(problems)
        super().__init__(message or "\n".join(p.said() for p in self.problems))

    @classmethod
    def of(cls, source: str, template: str, **args: object) -> PackError:
        """The error about the file `source` as a whole, `template` (context "packs")
        filled with `args`."""
        return cls(problems=[PackProblem(source, (), Sentence("packs", template, **args))])

    def said(self, translate: Callable[[str, str], str]) -> str:
        """The message in the language of `translate`; the English one if it has no problems."""
        if not self.problems:
            return str(self)
        return "\n".join(p.said(translate) for p in self.problems)
