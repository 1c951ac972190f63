"""docs/rules-coverage.md, the table of every rule of sections 1-4 of the Belle Alliance
digest: every test it names exists, every parity situation it names is in the corpus,
every line says how the rule is held, and its Summary counts the lines of each status.

Run as a script, it prints the Summary the table gives (`python tests/test_rules_coverage_doc.py`).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules-coverage.md"
STATUSES = ("coded", "pack data", "umpire prompt", "not covered")
SUMMARY = "## Summary"


def functions_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def rule_lines(text: str | None = None) -> list[list[str]]:
    rows = []
    for line in (DOC.read_text(encoding="utf-8") if text is None else text).splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and re.match(r"^\d\.\d", cells[0]):
            rows.append(cells)
    return rows


def statuses_of(cell: str) -> list[str]:
    """The statuses a Status cell names, outside its parentheses (which say why or how)."""
    outside, depth = [], 0
    for char in cell:
        depth += char == "("
        if depth == 0:
            outside.append(char)
        depth -= char == ")" and depth > 0
    bare = "".join(outside)
    return [status for status in STATUSES if status in bare]


def summary_table(text: str | None = None) -> str:
    """The Summary's table: for each status, the lines that name it and those that name
    only it, computed from the table."""
    named = [statuses_of(cells[2]) for cells in rule_lines(text)]
    rows = ["| Status | Lines naming it | Lines naming only it |", "|---|---|---|"]
    for status in STATUSES:
        with_it = sum(status in found for found in named)
        only = sum(found == [status] for found in named)
        rows.append(f"| {status} | {with_it} | {only} |")
    rows.append(f"| all rule lines | {len(named)} | |")
    return "\n".join(rows)


def summary_in_doc() -> str:
    text = DOC.read_text(encoding="utf-8")
    assert SUMMARY in text, "docs/rules-coverage.md has no Summary"
    after = text.split(SUMMARY, 1)[1]
    return "\n".join(line for line in after.splitlines() if line.startswith("|"))


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
        assert statuses_of(cells[2]), cells
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


# The rule points of sections 1-4 of the digest's part (e), as its headings name them
# (shared/rules/belle-alliance/digest.md, "**1.1.1 Bounds**" … "**4.5.0 Artillery (melee)**";
# a heading "1.2.1–1.2.6" names six). 4.3.3 is missing from our material.
DIGEST_SECTIONS = (
    [f"1.1.{n}" for n in range(1, 10)]
    + [f"1.2.{n}" for n in range(1, 7)]
    + [f"1.3.{n}" for n in range(1, 8)]
    + ["2.1.0", "2.2.1", "2.3.1", "2.3.2", "2.3.3", "2.3.4", "2.3.5", "2.3.6", "2.3.7"]
    + ["2.4.1", "2.4.2", "2.4.3"]
    + [f"3.1.{n}" for n in range(1, 10)]
    + ["3.2.0", "3.3.1", "3.3.2", "3.3.3"]
    + [f"3.4.{n}" for n in range(1, 6)]
    + [f"4.1.{n}" for n in range(1, 10)]
    + ["4.2.0", "4.3.1", "4.3.2", "4.4.0", "4.5.0"]
)


def sections_named(rows: list[list[str]]) -> set[str]:
    """The sections the lines name; "2.3.6–2.3.7" names both."""
    named: set[str] = set()
    for cells in rows:
        first = cells[0].split(" ")[0]
        if "–" in first:
            low, high = first.split("–")
            stem = low.rsplit(".", 1)[0]
            assert high.rsplit(".", 1)[0] == stem, first
            start, end = int(low.rsplit(".", 1)[1]), int(high.rsplit(".", 1)[1])
            named.update(f"{stem}.{n}" for n in range(start, end + 1))
        else:
            named.add(first)
    return named


def test_every_rule_point_of_sections_1_to_4_of_the_digest_has_a_line():
    assert sorted(set(DIGEST_SECTIONS) - sections_named(rule_lines())) == []
    # The check sees a section left out.
    without = [cells for cells in rule_lines() if not cells[0].startswith("2.3.6")]
    assert sorted(set(DIGEST_SECTIONS) - sections_named(without)) == ["2.3.6", "2.3.7"]


def test_no_line_waits_on_work_in_progress():
    """Issue 11 is on main: no line points at the lead's work still to come."""
    text = DOC.read_text(encoding="utf-8")
    assert re.findall(r"\blead\b", text) == []


def test_the_summary_counts_the_lines_of_each_status():
    assert summary_in_doc() == summary_table()


def test_a_status_in_parentheses_is_a_reason_not_a_status():
    assert statuses_of("coded (not covered before), umpire prompt (ticked)") == [
        "coded",
        "umpire prompt",
    ]
    assert statuses_of("not covered (table (Table 3) unset; coded later)") == ["not covered"]


if __name__ == "__main__":
    print(summary_table())
