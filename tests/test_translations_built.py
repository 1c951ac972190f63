"""The Danish translation as shipped: its .ts is well formed and complete, and the .qm the
console loads is the one compiled from it. A .ts broken by hand (a `&` read as "the match"
by sed nests one <translation> in another) made lupdate refuse the file while the old .qm
stayed in place, so the window kept the old words, and no other test saw it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tests.translation_file import lrelease

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "resources" / "translations" / "ba_console_da.ts"
QM = ROOT / "ba_console" / "gui" / "translations" / "ba_console_da.qm"


def test_the_danish_ts_is_well_formed_and_every_message_is_translated():
    root = ElementTree.parse(TS).getroot()
    untranslated, nested = [], []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            untranslated.append(source)
        if translation.find("translation") is not None:
            nested.append(source)
        text = "".join(translation.itertext())
        if "&" in source.replace("&&", "") and "&" not in text.replace("&&", ""):
            untranslated.append(f"{source} (its Alt letter is lost: {text})")
    assert nested == []
    assert untranslated == []
    assert not re.search(r"<translation>[^<]*<translation>", TS.read_text(encoding="utf-8"))


def test_the_shipped_qm_is_compiled_from_the_ts(tmp_path):
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    fresh = tmp_path / "da.qm"
    subprocess.run([tool, str(TS), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == QM.read_bytes(), (
        "ba_console_da.qm is not the compiled ba_console_da.ts: run tools/build_forms.py"
    )
