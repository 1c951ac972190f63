"""Regenerate the compiled Qt Designer forms and the Danish translation.

`ui/<name>.ui` is compiled with `pyside6-uic` into `ba_console/gui/forms/ui_<name>.py`
(committed, never edited by hand); `pyside6-lupdate` collects every `tr()` string of the
GUI, the forms and the core's marked strings into `resources/translations/ba_console_da.ts`,
and `pyside6-lrelease` compiles it into `ba_console/gui/translations/ba_console_da.qm`.
Run it after editing a form or a translatable string:

    .venv/bin/python tools/build_forms.py            # forms and translations
    .venv/bin/python tools/build_forms.py --forms    # forms only

`tests/gui/test_forms_fresh.py` fails when a compiled form is older than its source.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
UI_DIR = ROOT / "ui"
FORMS_DIR = ROOT / "ba_console" / "gui" / "forms"
QRC_FILE = ROOT / "resources" / "icons.qrc"
RESOURCES_TARGET = FORMS_DIR / "icons_rc.py"
TS_FILE = ROOT / "resources" / "translations" / "ba_console_da.ts"
# English needs a translation only for plurals ("%n unit(s)" → "1 unit", "3 units").
TS_FILE_EN = ROOT / "resources" / "translations" / "ba_console_en.ts"
QM_DIR = ROOT / "ba_console" / "gui" / "translations"
# Sources lupdate reads: the GUI (tr() calls), the forms, the reports' words, and the
# QT_TRANSLATE_NOOP marks of the core, play, the rules and the store (verify's reasons).
TRANSLATED_SOURCES = (
    "ba_console/gui",
    "ba_console/core",
    "ba_console/packs",
    "ba_console/play",
    "ba_console/reports",
    "ba_console/rules",
    "ba_console/store",
    "ui",
)


def qt_tool(name: str) -> str:
    """The PySide6 tool next to this Python, else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def form_target(ui_file: Path) -> Path:
    return FORMS_DIR / f"ui_{ui_file.stem}.py"


def compile_form(ui_file: Path) -> str:
    """The Python module pyside6-uic makes of one form, as text.

    `--from-imports` makes the forms import the icons as `from . import icons_rc`, the
    compiled resources that live beside them. Its imports of Qt are cut to the names the
    form uses (`used_qt_imports`)."""
    result = subprocess.run(
        [qt_tool("pyside6-uic"), "--from-imports", str(ui_file.relative_to(ROOT))],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    return used_qt_imports(result.stdout)


# `from PySide6.QtGui import (QAction, QBrush, …)`, over one line or several.
_QT_IMPORT = re.compile(r"^from (PySide6\.\w+) import (\([^)]*\)|[^\n]*)\n", re.MULTILINE)


def used_qt_imports(code: str) -> str:
    """`code` importing from PySide6 only the names it uses.

    pyside6-uic imports some 40 Qt classes into every form, used or not (gradients,
    QDate, QUrl, QFontDatabase…), and PySide6 builds each class's Python enums when the
    class is first imported: about 30 enum classes, some 8 ms before the window's first
    frame, for nothing."""
    tree = ast.parse(code)
    used = {
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
    }

    def trimmed(match: re.Match[str]) -> str:
        names = [n.strip() for n in match.group(2).strip("()").split(",") if n.strip()]
        kept = [n for n in names if n in used]
        if not kept:
            return ""
        lines, line = [], f"from {match.group(1)} import ("
        for name in kept:
            piece = f"{name}, "
            if len(line) + len(piece) > 80:
                lines.append(line.rstrip())
                line = "    "
            line += piece
        lines.append(line.rstrip().rstrip(",") + ")")
        return "\n".join(lines) + "\n"

    return _QT_IMPORT.sub(trimmed, code)


def compile_resources() -> str:
    """The icons (resources/icons.qrc) as a Python resource module, as text."""
    # rcc records each file's modification time, which a fresh clone changes; a fixed
    # date makes the output depend on the icons' content only (reproducible builds).
    result = subprocess.run(
        [qt_tool("pyside6-rcc"), str(QRC_FILE.relative_to(ROOT))],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "QT_RCC_SOURCE_DATE_OVERRIDE": "1"},
    )
    return result.stdout


def build_forms() -> list[Path]:
    RESOURCES_TARGET.write_text(compile_resources(), encoding="utf-8")
    written = [RESOURCES_TARGET]
    for ui_file in sorted(UI_DIR.glob("*.ui")):
        target = form_target(ui_file)
        target.write_text(compile_form(ui_file), encoding="utf-8")
        written.append(target)
    return written


def translation_sources() -> list[str]:
    files: list[str] = []
    for folder in TRANSLATED_SOURCES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".ui") and "__pycache__" not in path.parts:
                files.append(str(path.relative_to(ROOT)))
    return files


def build_translations() -> list[Path]:
    """Update the .ts files from the sources and compile them to .qm.

    Danish translations are kept in ba_console_da.ts (edit it with pyside6-linguist);
    the English plural forms are derived here from the "(s)" in each source text."""
    sources = translation_sources()
    lupdate = qt_tool("pyside6-lupdate")
    # No source locations in the .ts files: line numbers change with every edit of a
    # translated module, and two branches that both move lines would conflict on them.
    options = ["-no-obsolete", "-locations", "none"]
    subprocess.run([lupdate, *sources, *options, "-ts", str(TS_FILE)], cwd=ROOT, check=True)
    subprocess.run(
        [lupdate, *sources, *options, "-pluralonly", "-ts", str(TS_FILE_EN)],
        cwd=ROOT,
        check=True,
    )
    fill_english_plurals(TS_FILE_EN)
    QM_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    for ts_file in (TS_FILE, TS_FILE_EN):
        qm_file = QM_DIR / f"{ts_file.stem}.qm"
        # Written aside and moved into place: a running console maps the .qm it loaded,
        # and rewriting that file in place kills it (SIGBUS).
        fresh = qm_file.with_suffix(".qm.new")
        subprocess.run(
            [qt_tool("pyside6-lrelease"), str(ts_file), "-qm", str(fresh)], cwd=ROOT, check=True
        )
        os.replace(fresh, qm_file)
        written.append(qm_file)
    return written


def fill_english_plurals(ts_file: Path) -> None:
    """ "%n unit(s)" → one: "%n unit", other: "%n units"."""
    tree = ElementTree.parse(ts_file)
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        for form in (source.replace("(s)", ""), source.replace("(s)", "s")):
            ElementTree.SubElement(translation, "numerusform").text = form
    tree.getroot().set("language", "en")
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--forms", action="store_true", help="compile the forms only")
    args = parser.parse_args(argv)
    for path in build_forms():
        print(f"form  {path.relative_to(ROOT)}")
    if not args.forms:
        for qm_file in build_translations():
            print(f"qm    {qm_file.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
