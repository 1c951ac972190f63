"""Each compiled form (and the icon resources) matches what its source compiles to now.

Forms are committed, generated code: editing `ui/<name>.ui` without running
`tools/build_forms.py` would ship a window that differs from its Designer file.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_forms  # noqa: E402

UI_FILES = sorted((ROOT / "ui").glob("*.ui"))


def without_tool_version(code: str) -> str:
    """Generated code minus the line naming the compiler's version: a PySide6 patch
    release on another machine must not make an unchanged form look stale."""
    return "\n".join(line for line in code.splitlines() if "Compiler" not in line)


def test_every_form_has_a_compiled_module():
    assert UI_FILES, "no Designer forms found in ui/"
    missing = [f.name for f in UI_FILES if not build_forms.form_target(f).exists()]
    assert missing == []


@pytest.mark.parametrize("ui_file", UI_FILES, ids=lambda p: p.name)
def test_compiled_form_is_fresh(ui_file: Path):
    compiled = build_forms.form_target(ui_file).read_text(encoding="utf-8")
    fresh = build_forms.compile_form(ui_file)
    assert without_tool_version(compiled) == without_tool_version(fresh), (
        f"{build_forms.form_target(ui_file).name} is stale: run tools/build_forms.py"
    )


def test_compiled_icons_are_fresh():
    compiled = build_forms.RESOURCES_TARGET.read_text(encoding="utf-8")
    fresh = build_forms.compile_resources()
    assert without_tool_version(compiled) == without_tool_version(fresh), "icons_rc.py is stale"


@pytest.mark.parametrize(
    "ts_file", [build_forms.TS_FILE, build_forms.TS_FILE_EN], ids=lambda p: p.name
)
def test_translation_is_compiled(ts_file: Path, tmp_path: Path):
    """The committed .qm is what its .ts compiles to now. Compared by content, not by
    time: a checkout or a merge gives files times that say nothing of their content."""
    qm = build_forms.QM_DIR / f"{ts_file.stem}.qm"
    fresh = tmp_path / qm.name
    subprocess.run(
        [build_forms.qt_tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(fresh)],
        check=True,
    )
    assert qm.exists(), f"{qm.name} is missing: run tools/build_forms.py"
    assert qm.read_bytes() == fresh.read_bytes(), f"{qm.name} is stale: run tools/build_forms.py"
