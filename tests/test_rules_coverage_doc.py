"""docs/rules-coverage.md, the table of every rule of sections 1-4 of the Belle Alliance
digest: every test it names exists, every parity situation it names is in the corpus, and
every line says how the rule is held."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules-coverage.md"
STATUSES = ("coded", "pack data", "umpire prompt", "not covered")


def functions_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def rule_lines() -> list[list[str]]:
    rows = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and re.match(r"^\d\.\d", cells[0]):
            rows.append(cells)
    return rows


def test_every_test_the_coverage_table_names_exists():
    text = DOC.read_text(encoding="utf-8")
    named = re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", text)
    assert len(named) > 100
    missing = [
        f"{path}::{name}"
        for path, name in named
        if not (ROOT / path).exists() or name not in functions_in(ROOT / path)
    ]
    assert missing == []
    parity = re.findall(r"`\[(\w+)\]`", text)
    assert (
        parity
        and [p for p in parity if not (ROOT / "tests/play/parity" / f"{p}.json").exists()] == []
    )


def test_every_line_names_a_section_and_how_the_rule_is_held():
    rows = rule_lines()
    assert len(rows) > 100
    for cells in rows:
        assert len(cells) == 5, cells
        assert any(status in cells[2] for status in STATUSES), cells
    sections = {cells[0].split(" ")[0] for cells in rows}
    for section in (
        "1.1.1",
        "1.1.4",
        "1.3.5",
        "1.3.6",
        "2.3.3",
        "3.1.1",
        "3.4.3",
        "4.1.3",
        "4.5.0",
    ):
        assert section in sections, section


def test_no_line_waits_on_work_in_progress():
    """Issue 11 is on main: no line points at the lead's work still to come."""
    text = DOC.read_text(encoding="utf-8")
    assert re.findall(r"\blead\b", text) == []
