"""Marks strings for Qt Linguist without importing Qt.

`pyside6-lupdate` finds `QT_TRANSLATE_NOOP(context, text)` calls in any Python file;
the GUI translates them with `QCoreApplication.translate(context, text)` when shown.
The core itself never displays text: it returns keys, and these marked strings are
the English source texts for those keys.
"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's spelling
    return text
