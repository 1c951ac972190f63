"""Display words for the store's and core's vocabulary (arms, types, formations, levels…).

The store and core keep keys ("attack_column", "heavy"); their English labels are
`core.vocabulary.WORDS` (context "labels", Qt-free so the dispute report says them too),
translated here into the interface language with `label(key)`. A key without a label shows
as itself with underscores turned into spaces. `effect_label` says one logged roster change
in the interface language, in the words the dispute report uses.
`table_reference` names the pack's tables as the interface language does ("Skema 18"), and
`error_text` says a store error (a game file's, a roster value's) in it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ba_console.core import vocabulary
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.vocabulary import CONTEXT
from ba_console.core.vocabulary import WORDS as WORDS  # the GUI's name for it, as before
from ba_console.store.errors import RosterImportError
from ba_console.store.game import ORDERLY_NAME
from ba_console.store.rolls import Effect


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

TABLE_WORD = QT_TRANSLATE_NOOP("labels", "Table {n}")
RANGE_WORDS = QT_TRANSLATE_NOOP("labels", "{low} to {high}")
# The packs' table ids: "t08", "t18", and "t17r"/"t19r" (the result half the pack splits off
# the book's Table 17 or 19). Other ids ("charge_test") carry no number.
_TABLE_ID = re.compile(r"t(\d+)([a-z]*)")
_TABLE_IN_RULE = re.compile(r"\bTable (\d+)\b")
_CELL = re.compile(r"(?P<table>\w+): (?P<where>.+)")
# A cell's range as `core.model.describe_range` writes it: 13-14, 0, 1-…, … to -1, -3 to 2.
_BAND = re.compile(r"(?P<low>-?\d+|…)(?:-(?P<high>\d+|…)| to (?P<upper>-?\d+|…))?")
_THRESHOLD = re.compile(r"(?P<klass>\w+) (?P<threshold>\d+)\+")


def table_reference(
    text: str | int, tables: Mapping[str, Any] | None = None, language: str = "en"
) -> str:
    """A table as the interface language names it ("Skema 18"), from what the pack or the
    log writes: a rule reference ("1.1.4, Table 10" → "1.1.4, Skema 10"), a table's number
    (18), a table id ("t08" → "Skema 8") or a logged table cell ("t18: 17-18" → "Skema 18:
    17–18"). `tables` (the pack's) gives each table its number as the pack says it and
    names a table without one by its title in `language`. An id that is more than its
    number keeps the id beside it ("t19r" → "Skema 19 (t19r)"): the pack does not say what
    its suffix means, so it is not guessed. The log keeps the raw cell (it is hashed); only
    what is shown changes."""
    if isinstance(text, int):
        return _table_word(text)
    if _is_table_id(text, tables):
        return _table_name(text, tables, language)
    cell = _CELL.fullmatch(text)
    if cell and _is_table_id(cell["table"], tables):
        table_id = cell["table"]
        where = _cell_where(cell["where"], (tables or {}).get(table_id), language)
        return f"{_table_name(table_id, tables, language)}: {where}"
    return _TABLE_IN_RULE.sub(lambda found: _table_word(int(found[1])), text)


def _table_word(number: int) -> str:
    return QCoreApplication.translate(CONTEXT, TABLE_WORD).format(n=number)


def _is_table_id(text: str, tables: Mapping[str, Any] | None) -> bool:
    return text in (tables or {}) or _TABLE_ID.fullmatch(text) is not None


def _table_name(table_id: str, tables: Mapping[str, Any] | None, language: str) -> str:
    table = (tables or {}).get(table_id)
    found = _TABLE_ID.fullmatch(table_id)
    number = getattr(table, "number", None)
    if table is None and found:
        number = int(found[1])
    if number is None:
        title = getattr(table, "title", None)
        return title.get(language) if title is not None else table_id
    name = _table_word(number)
    plain = found is not None and not found[2] and int(found[1]) == number
    return name if plain else f"{name} ({table_id})"


def _cell_where(where: str, table: Any, language: str) -> str:
    """A cell's range (or a threshold and its class), and the column it was read in."""
    where, _, column = where.partition(" / ")
    band = _BAND.fullmatch(where)
    threshold = _THRESHOLD.fullmatch(where)
    if band and band["high"] is not None:
        shown = f"{_minus(band['low'])}–{_minus(band['high'])}"
    elif band and band["upper"] is not None:
        shown = QCoreApplication.translate(CONTEXT, RANGE_WORDS).format(
            low=_minus(band["low"]), high=_minus(band["upper"])
        )
    elif band:
        shown = _minus(band["low"])
    elif threshold:
        classes = getattr(table, "classes", {}) or {}
        klass = threshold["klass"]
        name = classes[klass].get(language) if klass in classes else label(klass)
        shown = f"{name} {threshold['threshold']}+"
    else:
        shown = where
    return f"{shown} / {label(column)}" if column else shown


def _minus(number: str) -> str:
    """A negative number with a minus sign, not a hyphen (which reads as a range's dash)."""
    return "−" + number[1:] if number.startswith("-") else number


def error_text(error: BaseException) -> str:
    """A refusal as the umpire reads it: a store error made with `of` (a `GameError` about
    a game file, a `RosterError` about a roster value) in the interface language, its
    sentence (context "store") translated and filled with its arguments, the record's kind
    and the field by their labels; a roster import's problems each at its English place
    (file, line, column) with its reason so said; any other error as its own text (the
    English the CLI prints)."""
    if isinstance(error, RosterImportError):
        return error.report(
            lambda problem: _sentence_text(problem.template, problem.template_args, problem.reason),
            QCoreApplication.translate,
        )
    return _sentence_text(
        getattr(error, "template", "") or "",
        getattr(error, "template_args", {}) or {},
        str(error),
    )


def _sentence_text(template: str, args: Mapping[str, object], english: str) -> str:
    shown = dict(args)
    for name in ("field", "start_field", "arm"):
        if name in shown:
            shown[name] = label(str(shown[name]))
    if "record_kind" in shown:
        shown["record"] = f"{label(str(shown['record_kind']))} {shown.get('record_key', '')}"
    return display_text("store", template, shown, english)


def orderly_name() -> str:
    """How a new commander's orderlies are named when the umpire names none ("Orderly
    {number} of {commander}"), in the interface language; for the store's `add_commander`."""
    return QCoreApplication.translate("store", ORDERLY_NAME)
