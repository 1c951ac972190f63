"""Imports run one way (DESIGN.md): gui → store → core, gui → rules → core, packs → core.

Each check imports every submodule (pkgutil.walk_packages) in a fresh interpreter, so what
another test imported earlier cannot hide a violation, and also reads each module's import
statements, so an import tucked inside a function is caught before it ever runs.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import ba_console

ROOT = Path(ba_console.__file__).parent
PROJECT = ROOT.parent

IMPORT_ALL = """
import importlib, json, pkgutil, sys
for package_name in {packages!r}:
    package = importlib.import_module(package_name)
    for module in pkgutil.walk_packages(package.__path__, package_name + "."):
        importlib.import_module(module.name)
print(json.dumps(sorted(sys.modules)))
"""


def modules_after_importing(*packages: str) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL.format(packages=list(packages))],
        capture_output=True,
        text=True,
        cwd=PROJECT,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stdout))


def imported_names(package: str) -> dict[str, set[str]]:
    """Every module a package's source files import, file by file (relative imports resolved)."""
    found: dict[str, set[str]] = {}
    folder = ROOT / package
    for path in sorted(folder.rglob("*.py")):
        module = "ba_console." + ".".join(path.relative_to(ROOT).with_suffix("").parts)
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    # "ba_console.core.__init__" and "ba_console.core.dice" share a package.
                    parent = module.split(".")[: -node.level]
                    base = ".".join([*parent, base] if base else parent)
                names.add(base)
        found[str(path.relative_to(PROJECT))] = names
    return found


def offenders(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path} imports {name}"
        for path, names in imported_names(package).items()
        for name in sorted(names)
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


def test_core_rules_packs_and_store_never_load_qt():
    loaded = modules_after_importing(
        "ba_console.core", "ba_console.rules", "ba_console.packs", "ba_console.store"
    )
    assert "ba_console.core.resolve" in loaded and "ba_console.packs.loader" in loaded
    qt = sorted(m for m in loaded if m.split(".")[0] in ("PySide6", "shiboken6"))
    assert qt == []


def test_core_loads_no_sql_no_store_no_gui_and_no_packs():
    loaded = modules_after_importing("ba_console.core")
    forbidden = ("sqlite3", "_sqlite3", "sqlite_utils", "ba_console.store", "ba_console.gui")
    forbidden += ("ba_console.packs", "PySide6", "shiboken6")
    assert sorted(m for m in loaded if m.startswith(forbidden)) == []


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        (
            "core",
            (
                "sqlite3",
                "sqlite_utils",
                "ba_console.store",
                "ba_console.gui",
                "ba_console.packs",
                "ba_console.rules",
                "PySide6",
                "shiboken6",
            ),
        ),
        ("packs", ("ba_console.store", "ba_console.gui", "PySide6", "shiboken6")),
    ],
)
def test_no_source_file_imports_against_the_grain(package, forbidden):
    assert offenders(package, forbidden) == []


def test_packs_load_no_store_and_no_gui():
    loaded = modules_after_importing("ba_console.packs")
    assert sorted(m for m in loaded if m.startswith(("ba_console.store", "ba_console.gui"))) == []


def test_the_import_check_would_see_a_violation(tmp_path, monkeypatch):
    """The source check is not blind: a file importing sqlite3 in a function is caught."""
    fake_root = tmp_path / "ba_console"
    (fake_root / "core").mkdir(parents=True)
    (fake_root / "core" / "bad.py").write_text(
        "def later():\n    import sqlite3\n    from ..store import db\n", encoding="utf-8"
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    monkeypatch.setattr(sys.modules[__name__], "PROJECT", tmp_path)
    assert offenders("core", ("sqlite3", "ba_console.store")) == [
        "ba_console/core/bad.py imports ba_console.store",
        "ba_console/core/bad.py imports sqlite3",
    ]


def test_core_is_deterministic_no_global_random_and_no_clock():
    """DESIGN.md: randomness and time come in as arguments."""
    assert offenders("core", ("time", "datetime")) == []
    uses_global_random = [
        path
        for path, names in imported_names("core").items()
        if "random" in names  # `import random` would invite random.randint() at module level
    ]
    assert uses_global_random == []


def test_reports_load_no_gui_and_only_their_pdf_writer_imports_qt():
    """The reports sit beside the commands (DESIGN.md: commands → play/store/reports): the
    GUI calls them, never the other way; Qt only where a PDF is written or printed, and
    matplotlib only where a chart is drawn."""
    assert offenders("reports", ("ba_console.gui", "ba_console.commands")) == []
    qt = {
        path
        for path, names in imported_names("reports").items()
        if any(name.split(".")[0] in ("PySide6", "shiboken6") for name in names)
    }
    assert qt == {"ba_console/reports/pdf.py"}
    plots = {
        path
        for path, names in imported_names("reports").items()
        if any(name.split(".")[0] == "matplotlib" for name in names)
    }
    assert plots == {"ba_console/reports/charts.py"}


def test_importing_the_reports_loads_neither_qt_nor_matplotlib():
    script = (
        "import json, sys\n"
        "import ba_console.reports, ba_console.reports.log, ba_console.reports.summary\n"
        "import ba_console.reports.charts, ba_console.reports.translation\n"
        "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=PROJECT, timeout=120
    )
    assert result.returncode == 0, result.stderr
    loaded = set(json.loads(result.stdout))
    assert not loaded & {"PySide6", "shiboken6", "matplotlib"}
