"""tools/mutants.py: which changes the mutation run makes."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from mutants import find_mutants  # noqa: E402

SOURCE = """
def ignores(unit, bound, *, at_the_charge=False, staff=3):
    return []


def reads(unit, bound=7, *, at_the_charge=False):
    return [unit, bound] if at_the_charge else []
"""


def test_defaults_of_parameters_the_function_never_reads_are_not_mutated(tmp_path):
    path = tmp_path / "ruleset.py"
    path.write_text(SOURCE, encoding="utf-8")
    found = [(m.line, m.what) for m in find_mutants(path, tmp_path)]
    assert not [what for line, what in found if line == 2 and "return" not in what]
    assert (6, "7 → 8") in found and (6, "False → True") in found
