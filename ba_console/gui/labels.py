"""Display words for the store's and core's vocabulary (arms, types, formations, levels…).

The store and core keep keys ("attack_column", "heavy"); these are their English labels,
marked with `QT_TRANSLATE_NOOP` so `pyside6-lupdate` collects them for Danish, and
translated when shown with `label(key)`. A key without a label shows as itself with
underscores turned into spaces.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ba_console.core.i18n import QT_TRANSLATE_NOOP

CONTEXT = "labels"

WORDS: dict[str, str] = {
    # arms and types
    "infantry": QT_TRANSLATE_NOOP("labels", "infantry"),
    "cavalry": QT_TRANSLATE_NOOP("labels", "cavalry"),
    "artillery": QT_TRANSLATE_NOOP("labels", "artillery"),
    "supply": QT_TRANSLATE_NOOP("labels", "supply"),
    "waggon": QT_TRANSLATE_NOOP("labels", "waggon"),
    "line": QT_TRANSLATE_NOOP("labels", "line"),
    "light": QT_TRANSLATE_NOOP("labels", "light"),
    "guard": QT_TRANSLATE_NOOP("labels", "guard"),
    "heavy": QT_TRANSLATE_NOOP("labels", "heavy"),
    "lancers": QT_TRANSLATE_NOOP("labels", "lancers"),
    "foot": QT_TRANSLATE_NOOP("labels", "foot"),
    "horse": QT_TRANSLATE_NOOP("labels", "horse"),
    # formations (one vocabulary: ba_console.core.orders)
    "attack_column": QT_TRANSLATE_NOOP("labels", "attack column"),
    "column_of_march": QT_TRANSLATE_NOOP("labels", "column of march"),
    "square": QT_TRANSLATE_NOOP("labels", "square"),
    "battalion_mass": QT_TRANSLATE_NOOP("labels", "battalion mass"),
    "huddle": QT_TRANSLATE_NOOP("labels", "huddle"),
    "skirmish_line": QT_TRANSLATE_NOOP("labels", "skirmish line"),
    "work": QT_TRANSLATE_NOOP("labels", "work"),
    "rest": QT_TRANSLATE_NOOP("labels", "rest"),
    "none": QT_TRANSLATE_NOOP("labels", "no formation"),
    "limbered": QT_TRANSLATE_NOOP("labels", "limbered"),
    "unlimbered": QT_TRANSLATE_NOOP("labels", "unlimbered"),
    # roster records
    "side": QT_TRANSLATE_NOOP("labels", "side"),
    "commander": QT_TRANSLATE_NOOP("labels", "commander"),
    "unit": QT_TRANSLATE_NOOP("labels", "unit"),
    # disorder
    "ordered": QT_TRANSLATE_NOOP("labels", "ordered"),
    "LD": QT_TRANSLATE_NOOP("labels", "LD"),
    "MD": QT_TRANSLATE_NOOP("labels", "MD"),
    "FD": QT_TRANSLATE_NOOP("labels", "FD"),
    # command levels and ratings
    "army": QT_TRANSLATE_NOOP("labels", "army"),
    "corps": QT_TRANSLATE_NOOP("labels", "corps"),
    "division": QT_TRANSLATE_NOOP("labels", "division"),
    "brigade": QT_TRANSLATE_NOOP("labels", "brigade"),
    "effective": QT_TRANSLATE_NOOP("labels", "particularly effective"),
    "normal": QT_TRANSLATE_NOOP("labels", "normal"),
    "ineffective": QT_TRANSLATE_NOOP("labels", "ineffective"),
    # march rates and order statuses
    "fast": QT_TRANSLATE_NOOP("labels", "fast"),
    "charge": QT_TRANSLATE_NOOP("labels", "charge"),
    "split": QT_TRANSLATE_NOOP("labels", "split"),
    "assemble": QT_TRANSLATE_NOOP("labels", "assemble"),
    "written": QT_TRANSLATE_NOOP("labels", "written"),
    "needs_roll": QT_TRANSLATE_NOOP("labels", "needs ordering roll"),
    "followed": QT_TRANSLATE_NOOP("labels", "followed"),
    "not_followed": QT_TRANSLATE_NOOP("labels", "not followed"),
    # flags (ba_console.rules.belle_alliance.FLAG_DURATIONS)
    "fired": QT_TRANSLATE_NOOP("labels", "fired"),
    "continued_fire": QT_TRANSLATE_NOOP("labels", "continued fire"),
    "passed_through": QT_TRANSLATE_NOOP("labels", "passed through"),
    "fast_march": QT_TRANSLATE_NOOP("labels", "fast march"),
    "changed_formation": QT_TRANSLATE_NOOP("labels", "changed formation"),
    "charged": QT_TRANSLATE_NOOP("labels", "charged"),
    "attacked": QT_TRANSLATE_NOOP("labels", "attacked"),
    "defended": QT_TRANSLATE_NOOP("labels", "defended"),
    "opponent_into_fd": QT_TRANSLATE_NOOP("labels", "put opponent into FD"),
}


def label(key: str) -> str:
    """The translated label of a vocabulary key."""
    text = WORDS.get(key)
    if text is None:
        return key.replace("_", " ")
    return QCoreApplication.translate(CONTEXT, text)
