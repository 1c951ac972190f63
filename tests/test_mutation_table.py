"""tools/mutation_table.py: the scores of several mutation runs as one table."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import mutation_table  # noqa: E402


def run_file(path: Path, results: list[tuple[str, int, str]]) -> Path:
    path.write_text(
        "\n".join(
            json.dumps({"path": p, "index": i, "line": 10 + i, "what": "0 → 1", "status": s})
            for p, i, s in results
        )
        + "\n",
        encoding="utf-8",
    )
    return path


def test_a_later_run_of_a_file_replaces_the_earlier_one_whole(tmp_path, capsys):
    first = run_file(
        tmp_path / "a.jsonl",
        [
            ("ba_console/play/roll.py", 0, "killed"),
            ("ba_console/play/roll.py", 1, "survived"),
            ("ba_console/play/roll.py", 2, "not_run"),
            ("ba_console/rules/common.py", 0, "timeout"),
        ],
    )
    # After a guard was removed: the file has two mutants, both killed.
    second = run_file(
        tmp_path / "b.jsonl",
        [("ba_console/play/roll.py", 0, "killed"), ("ba_console/play/roll.py", 1, "killed")],
    )
    assert mutation_table.main([str(first), str(second), "--survivors"]) == 0
    out = capsys.readouterr().out
    assert "| play/roll.py | 2 of 2 | 100.0 % |" in out
    assert "| rules/common.py | 1 of 1 | 100.0 % |" in out  # a timeout is a kill
    assert "survived" not in out and "#1" not in out


def test_survivors_and_lines_no_test_runs_are_listed(tmp_path, capsys):
    one = run_file(
        tmp_path / "a.jsonl",
        [
            ("ba_console/play/roll.py", 0, "killed"),
            ("ba_console/play/roll.py", 1, "survived"),
            ("ba_console/play/roll.py", 2, "not_run"),
        ],
    )
    mutation_table.main([str(one), "--survivors"])
    out = capsys.readouterr().out
    assert "| play/roll.py | 1 of 3 | 33.3 % |" in out
    assert "| **play** | 1 of 3 | 33.3 % |" in out
    assert "ba_console/play/roll.py:11 #1 0 → 1\n" in out
    assert "ba_console/play/roll.py:12 #2 0 → 1 (run by no test)" in out


def test_a_file_that_is_no_run_is_refused_in_one_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"path": "x.py"}\n', encoding="utf-8")
    with pytest.raises(SystemExit, match=r"bad.jsonl:1: not a result of mutate.py --out"):
        mutation_table.main([str(bad)])
