"""The console's compiled translation read without Qt, for reports made from the shell.

`ba-console export --language da` says the report in the words the window uses, from the
same compiled file (`gui/translations/ba_console_da.qm`, written by `tools/build_forms.py`),
but a CSV, JSON or HTML export must not pay for loading Qt. A .qm file is a short binary
format: a magic number, then tagged sections; the messages section is a run of records,
each a list of tagged fields (context, source text, comment, translations) ended by an
"end" tag. lrelease keeps the source texts (Qt's own lookup hashes them), so reading the
messages is enough: (context, source) → translation. A message without a translation, or
a file that is not a .qm, gives the English.
"""

from __future__ import annotations

import struct
from pathlib import Path

from ba_console.reports.words import Translate

# The console's compiled translations (the GUI's; `tools/build_forms.py` writes them).
TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "gui" / "translations"

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES = 0x69
# Fields of a message record: tag → whether a 32-bit length and data follow.
_END, _SOURCE16, _TRANSLATION, _CONTEXT16 = 1, 2, 3, 4
_OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT, _OBSOLETE2 = 5, 6, 7, 8, 9
_WITH_DATA = {_SOURCE16, _TRANSLATION, _CONTEXT16, _SOURCE, _CONTEXT, _COMMENT}


class TranslationError(ValueError):
    """The file is not a compiled Qt translation this reader understands."""


def read_qm(data: bytes) -> dict[tuple[str, str], str]:
    """(context, source) → the first translation of each message of a .qm file."""
    if not data.startswith(_MAGIC):
        raise TranslationError("not a compiled Qt translation (.qm)")
    sections: dict[int, bytes] = {}
    at = len(_MAGIC)
    while at + 5 <= len(data):
        tag = data[at]
        (length,) = struct.unpack_from(">I", data, at + 1)
        sections[tag] = data[at + 5 : at + 5 + length]
        at += 5 + length
    messages = sections.get(_MESSAGES, b"")
    found: dict[tuple[str, str], str] = {}
    record: dict[int, list[bytes]] = {}
    at = 0
    while at < len(messages):
        tag = messages[at]
        at += 1
        if tag == _END:
            _keep(record, found)
            record = {}
        elif tag in _WITH_DATA:
            (length,) = struct.unpack_from(">I", messages, at)
            at += 4
            if length == 0xFFFFFFFF:  # a null string
                length = 0
            record.setdefault(tag, []).append(messages[at : at + length])
            at += length
        elif tag not in (_OBSOLETE1, _OBSOLETE2):
            raise TranslationError(f"unknown field {tag} in the messages")
    return found


def _keep(record: dict[int, list[bytes]], found: dict[tuple[str, str], str]) -> None:
    translations = record.get(_TRANSLATION)
    source = record.get(_SOURCE)
    context = record.get(_CONTEXT)
    if not translations or source is None or context is None:
        return
    comment = record.get(_COMMENT, [b""])[0]
    if comment:  # a disambiguated message: the plain lookup is another message
        return
    text = translations[0].decode("utf-16-be")
    if text:
        found.setdefault((context[0].decode("utf-8"), source[0].decode("utf-8")), text)


def load_translation(language: str, folder: Path = TRANSLATIONS_DIR) -> Translate | None:
    """The console's words in `language` (None for English, which needs none); raises
    `FileNotFoundError` when the console has no compiled translation for it."""
    if language == "en":
        return None
    path = folder / f"ba_console_{language}.qm"
    messages = read_qm(path.read_bytes())

    def translate(context: str, text: str) -> str:
        return messages.get((context, text), text)

    return translate
