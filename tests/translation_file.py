"""A small compiled Qt translation made in a test: a few messages, no lupdate, no
resources/translations (which only the lead regenerates)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from xml.etree import ElementTree


def lrelease() -> str | None:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def compile_translation(
    folder: Path,
    name: str,
    language: str,
    messages: Mapping[tuple[str, str], str | tuple[str, ...]],
) -> Path:
    """`folder/name.qm` holding `messages` {(context, source): translation}; a tuple of
    translations is a plural message's forms ("%n flag(s)" → ("%n mærke", "%n mærker"))."""
    root = ElementTree.Element("TS", version="2.1", language=language)
    contexts: dict[str, ElementTree.Element] = {}
    for (context, source), translation in messages.items():
        if context not in contexts:
            contexts[context] = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(contexts[context], "name").text = context
        message = ElementTree.SubElement(contexts[context], "message")
        ElementTree.SubElement(message, "source").text = source
        if isinstance(translation, tuple):
            message.set("numerus", "yes")
            forms = ElementTree.SubElement(message, "translation")
            for form in translation:
                ElementTree.SubElement(forms, "numerusform").text = form
        else:
            ElementTree.SubElement(message, "translation").text = translation
    ts = folder / f"{name}.ts"
    ElementTree.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)
    tool = lrelease()
    assert tool, "pyside6-lrelease is not installed"
    subprocess.run(
        [tool, str(ts), "-qm", str(folder / f"{name}.qm")], check=True, capture_output=True
    )
    return folder / f"{name}.qm"
