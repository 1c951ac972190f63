"""Imports run one way (DESIGN.md): gui → play → (rules, store) → packs → core;
commands → play/store/reports.

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
                # `from ba_console import cli` imports the module ba_console.cli
                names.update(f"{base}.{alias.name}" for alias in node.names)
        found[str(path.relative_to(PROJECT))] = names
    return found


def offenders(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path} imports {name}"
        for path, names in imported_names(package).items()
        for name in sorted(names)
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


QT = ("PySide6", "shiboken6")
BELOW_GUI = ("core", "packs", "rules", "play", "store")


def test_nothing_below_the_gui_loads_qt():
    loaded = modules_after_importing(*(f"ba_console.{package}" for package in BELOW_GUI))
    assert "ba_console.core.resolve" in loaded and "ba_console.play.roll" in loaded
    qt = sorted(m for m in loaded if m.split(".")[0] in QT)
    assert qt == []


@pytest.mark.parametrize("package", BELOW_GUI)
def test_no_source_file_below_the_gui_imports_qt(package):
    """At source level too: an import inside a function counts."""
    assert offenders(package, QT) == []


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
        ("packs", ("ba_console.store", "ba_console.gui", "ba_console.play", *QT)),
        ("rules", ("ba_console.store", "ba_console.gui", "ba_console.play", "sqlite3", *QT)),
        ("store", ("ba_console.gui", "ba_console.play", "ba_console.commands", *QT)),
        ("play", ("ba_console.gui", "ba_console.commands", "sqlite3", "sqlite_utils", *QT)),
        ("commands", ("ba_console.cli", "ba_console.gui")),
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
        "ba_console/core/bad.py imports ba_console.store.db",
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


# The layer picture of docs/architecture.md: the packages of ba_console each package may
# import (imports inside functions count). `usage` is the command line's help text.
MAY_IMPORT = {
    "core": set(),
    "packs": {"core"},
    "rules": {"core", "packs"},
    "store": {"core", "packs"},
    "play": {"core", "packs", "rules", "store"},
    "reports": {"core", "packs", "store"},
    "commands": {"core", "packs", "play", "reports", "store", "usage"},
    "gui": {"core", "packs", "play", "reports", "rules", "store"},
}


def package_imports(package: str) -> dict[str, set[str]]:
    """The other packages (and top modules) of ba_console each file of `package` imports;
    a name imported from ba_console itself (`__version__`) is none."""

    def is_module(part: str) -> bool:
        return (ROOT / part).is_dir() or (ROOT / f"{part}.py").exists()

    return {
        path: {
            part
            for name in names
            if name.startswith("ba_console.")
            and (part := name.split(".")[1]) != package
            and is_module(part)
        }
        for path, names in imported_names(package).items()
    }


@pytest.mark.parametrize("package", sorted(MAY_IMPORT))
def test_each_package_imports_only_the_layers_below_it(package):
    against = [
        f"{path} imports ba_console.{other}"
        for path, others in package_imports(package).items()
        for other in sorted(others - MAY_IMPORT[package])
    ]
    assert against == []


def test_every_package_is_placed_in_the_picture():
    packages = {p.name for p in ROOT.iterdir() if (p / "__init__.py").exists()}
    assert packages == set(MAY_IMPORT)


def test_nothing_imports_the_entry_point_back():
    """`cli` and `__main__` start the program; the commands and the window never import
    them (a command importing `cli` would load every other command with it)."""
    found = [
        f"{path} imports {name}"
        for package in MAY_IMPORT
        for path, names in imported_names(package).items()
        for name in sorted(names)
        if name in ("ba_console.cli", "ba_console.__main__")
        or name.startswith(("ba_console.cli.", "ba_console.__main__."))
    ]
    assert found == []


def test_the_layer_check_would_see_an_import_inside_a_function(tmp_path, monkeypatch):
    fake_root = tmp_path / "ba_console"
    (fake_root / "commands").mkdir(parents=True)
    (fake_root / "gui").mkdir()
    (fake_root / "cli.py").write_text("", encoding="utf-8")
    (fake_root / "commands" / "bad.py").write_text(
        "def later():\n    from ba_console import cli\n    from ba_console.gui import app\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    monkeypatch.setattr(sys.modules[__name__], "PROJECT", tmp_path)
    assert package_imports("commands") == {"ba_console/commands/bad.py": {"cli", "gui"}}


def test_widgets_and_dialogs_do_not_touch_the_store():
    """They read through the controller's views and play (`gui.protocols`), never a game:
    at run time, nothing of theirs imports the store (a record's type named for a type
    checker, under `if TYPE_CHECKING:`, is no dependence)."""
    found = [
        f"{module} imports {name}"
        for folder in ("gui/widgets", "gui/dialogs")
        for module, names in runtime_imports(folder).items()
        for name in sorted(names)
        if name == "ba_console.store" or name.startswith("ba_console.store.")
    ]
    assert found == []


def test_the_store_check_would_see_an_import_inside_a_function(tmp_path, monkeypatch):
    """Only what a type checker alone reads is left out; an import in a method counts."""
    fake_root = tmp_path / "ba_console"
    (fake_root / "gui" / "dialogs").mkdir(parents=True)
    (fake_root / "gui" / "dialogs" / "bad.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ba_console.store.records import RollDraft\n"
        "class Dialog:\n    def accept(self):\n        from ba_console.store import Game\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    names = runtime_imports("gui/dialogs")["ba_console.gui.dialogs.bad"]
    assert "ba_console.store.Game" in names
    assert "ba_console.store.records" not in names


def runtime_imports(package: str) -> dict[str, set[str]]:
    """Like `imported_names`, leaving out what is imported only for type checkers (`if
    TYPE_CHECKING:`): such an import never runs, so it makes no cycle."""
    found: dict[str, set[str]] = {}
    folder = ROOT / package
    for path in sorted(folder.rglob("*.py")):
        module = "ba_console." + ".".join(path.relative_to(ROOT).with_suffix("").parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {
            id(child)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for stmt in node.body
            for child in ast.walk(stmt)
        }
        names: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = module.split(".")[: -node.level]
                    base = ".".join([*parent, base] if base else parent)
                names.add(base)
                names.update(f"{base}.{alias.name}" for alias in node.names)
        found[module.removesuffix(".__init__")] = names
    return found


def cycles(package: str) -> list[list[str]]:
    """Import cycles among the modules of a package (a package's `__init__` re-exporting
    its own modules is no cycle: it is imported after them)."""
    imports = runtime_imports(package)
    modules = set(imports)
    graph = {
        module: {
            name
            for name in names
            if name in modules and name != module and not module.startswith(name + ".")
        }
        for module, names in imports.items()
    }
    found: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for other in sorted(graph[module]):
            if state.get(other) == 1:
                found.append(stack[stack.index(other) :] + [other])
            elif other not in state:
                visit(other)
        stack.pop()
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module)
    return found


@pytest.mark.parametrize("package", ["gui", "play", "rules", "store", "core", "packs"])
def test_no_import_cycle_inside_a_package(package):
    assert cycles(package) == []


def test_the_cycle_check_would_see_a_cycle(tmp_path, monkeypatch):
    fake_root = tmp_path / "ba_console"
    (fake_root / "gui").mkdir(parents=True)
    (fake_root / "gui" / "a.py").write_text("from ba_console.gui import b\n", encoding="utf-8")
    (fake_root / "gui" / "b.py").write_text(
        "def later():\n    from ba_console.gui.a import x\n", encoding="utf-8"
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    assert cycles("gui") == [["ba_console.gui.a", "ba_console.gui.b", "ba_console.gui.a"]]


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
