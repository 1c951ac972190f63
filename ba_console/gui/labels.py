"""Display words for the store's and core's vocabulary (arms, types, formations, levels…).

The store and core keep keys ("attack_column", "heavy"); their English labels are
`core.vocabulary.WORDS` (context "labels", Qt-free so the dispute report says them too),
translated here into the interface language with `label(key)`. A key without a label shows
as itself with underscores turned into spaces. `effect_label` says one logged roster change
in the interface language, in the words the dispute report uses.
`table_reference` names the pack's tables as the interface language does ("Skema 18"),
`rule_reference` a rule with its table ("Regel 4.1.3, Skema 11"), and
`error_text` says a store error (a game file's, a roster value's) in it. `moment_text`
says a logged time on the umpire's clock.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from ba_console.core import vocabulary
from ba_console.core.vocabulary import WORDS as WORDS  # the GUI's name for it, as before
from ba_console.packs.errors import PackError
from ba_console.store.errors import RosterImportError
from ba_console.store.game import ORDERLY_NAME

if TYPE_CHECKING:
    from ba_console.store.records import Effect


def label(key: str) -> str:
    """The translated label of a vocabulary key."""
    return vocabulary.label(key, QCoreApplication.translate)


def value_label(value: Any, names: Mapping[str, str]) -> str:
    """A logged value as the umpire reads it: keys of the vocabulary translated, roster keys
    (a commander replaced by another) by name."""
    return vocabulary.value_label(value, names, QCoreApplication.translate)


def effect_label(effect: Effect, names: Mapping[str, str] | None = None) -> str:
    """One change a roll makes, in the interface language: "I./15th: figures 36 → 33";
    `names` gives the roster's name of each key (the log keeps the keys)."""
    return vocabulary.effect_label(effect, names, QCoreApplication.translate)


def display_text(
    context: str,
    template: str,
    args: Mapping[str, object],
    english: str,
    names: Mapping[str, str] | None = None,
    outcome_labels: Mapping[str, str] | None = None,
) -> str:
    """A rules text (an auto-tick reason, a warning) or a roll note in the interface
    language: `template` (marked with `QT_TRANSLATE_NOOP(context, ...)`) translated and
    filled with `args` as the umpire reads them - a unit key (`unit`) by its roster name
    from `names`, a role, status or effect (`role`, `status`, `what`) by its label, old and
    new values (`old`, `new`) by theirs, an outcome key (`key`) by its label or as typed;
    other arguments (numbers) as they are. `english` (what the log and the CLI keep) when
    there is no template or the translation's placeholders do not match."""
    if not template:
        return english
    names = names or {}
    shown: dict[str, object] = dict(args)
    for name, value in args.items():
        if name == "unit":
            shown[name] = names.get(str(value), value)
        elif name in ("role", "status", "what"):
            shown[name] = label(str(value))
        elif name in ("old", "new"):
            shown[name] = value_label(value, names)
        elif name == "key":
            typed = str(value).removeprefix("book: ")  # an outcome typed from the book
            shown[name] = (outcome_labels or {}).get(str(value), typed)
    try:
        return QCoreApplication.translate(context, template).format(**shown)
    except (KeyError, IndexError, ValueError):
        # A translation whose placeholders do not match the source: English beats a crash.
        return english


# --- tables, named as the interface language names them ----------------------------------


def table_reference(
    text: str | int, tables: Mapping[str, Any] | None = None, language: str = "en"
) -> str:
    """A table as the interface language names it ("Skema 18"): see
    `core.vocabulary.table_reference`, which the Qt-free dispute report shares."""
    return vocabulary.table_reference(text, tables, language, QCoreApplication.translate)


def rule_reference(rule: str, table: int | str | None = None) -> str:
    """A rule reference as the interface says it, with the table a roll or a factor is read
    in, joined one way everywhere: "Rule 4.1.3, Table 11", as the pack writes "2.3.4, Table
    9" (a table the rule names already is not said twice). A reference that is only a table
    is no rule ("Table 16", not "Rule Table 16"). `table` is a table's number, or the name of
    one without a number (its title)."""
    parts = []
    if rule:
        shown = table_reference(rule)
        if re.fullmatch(r"Table \d+", rule):
            parts.append(shown)
        else:
            parts.append(QCoreApplication.translate("labels", "Rule {rule}").format(rule=shown))
    if isinstance(table, int):
        if not re.search(rf"\bTable {table}\b", rule):
            parts.append(table_reference(table))
    elif table:
        parts.append(table)
    return ", ".join(parts)


def error_text(error: BaseException, names: Mapping[str, str] | None = None) -> str:
    """A refusal as the umpire reads it: a store error made with `of` (a `GameError` about
    a game file, a `RosterError` about a roster value) in the interface language, its
    sentence (context "store") translated and filled with its arguments, the record by its
    name from `names` (else its kind's label and its key) and the field by its label; a
    roster import's problems each at its place (file, line, column) with its reason, both
    so said; any other error as its own text (the English the CLI prints)."""
    if isinstance(error, PackError):
        return pack_error_text(error)
    if isinstance(error, RosterImportError):
        return error.report(
            lambda problem: _sentence_text(problem.template, problem.template_args, problem.reason),
            QCoreApplication.translate,
        )
    return _sentence_text(
        getattr(error, "template", "") or "",
        getattr(error, "template_args", {}) or {},
        str(error),
        names,
    )


def _sentence_text(
    template: str, args: Mapping[str, object], english: str, names: Mapping[str, str] | None = None
) -> str:
    shown = dict(args)
    for name in ("field", "start_field", "arm", "level", "superior"):
        if name in shown:
            shown[name] = label(str(shown[name]))
    if "record_kind" in shown:
        key = str(shown.get("record_key", ""))
        named = (names or {}).get(key.strip("'\""))
        shown["record"] = named or f"{label(str(shown['record_kind']))} {key}"
    return vocabulary.with_names(display_text("store", template, shown, english), names or {})


def orderly_name() -> str:
    """How a new commander's orderlies are named when the umpire names none ("Orderly
    {number} of {commander}"), in the interface language; for the store's `add_commander`."""
    return QCoreApplication.translate("store", ORDERLY_NAME)


def pack_error_text(error: BaseException) -> str:
    """A pack's refusal as the umpire reads it: each problem's place (table, row, field) and
    reason in the interface language (context "packs"), the file's name and the pack's keys
    as they are; an error without problems as its own text (the English the CLI prints)."""
    if isinstance(error, PackError):
        return error.said(QCoreApplication.translate)
    return str(error)


def moment_text(stamp: str, language: str | None = None) -> str:
    """A logged time (ISO 8601, UTC as the store writes it) as the umpire reads it: the
    date in the interface language's words, the time of day on the local clock as the log's
    Time column and the dispute report say it, and the zone named once ("Saturday,
    December 5, 2026, 10:39:07 (CET, UTC+01:00)"); as logged when it cannot be read."""
    # Here, not at the top: the reports load only when the log or a report is opened.
    from ba_console.reports import times

    moment = times.local(stamp)
    if moment is None:
        return stamp
    locale = QLocale(language) if language else QLocale()
    date = locale.toString(
        QDate(moment.year, moment.month, moment.day), QLocale.FormatType.LongFormat
    )
    text = QCoreApplication.translate("RollLogView", "{date}, {time} ({zone})")
    return text.format(date=date, time=moment.strftime("%H:%M:%S"), zone=times.zone_name([stamp]))
