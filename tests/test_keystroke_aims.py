"""The keystroke benchmark runs and every roll in it keeps within its aim.

`benchmarks/roll_keystrokes.py` drives the window with key events from "unit selected" to
"roll logged" and exits 1 when a roll takes more input events than its aim (issue 12: a
fire or a melee whose cells are known in at most 4; with an unset cell at most 6 plus the
words typed from the book). Counts, not times: the same on any machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_every_roll_of_the_keystroke_benchmark_keeps_within_its_aim(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BA_CONSOLE_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "roll_keystrokes.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [line for line in done.stdout.splitlines() if " ok " in line or "OVER" in line]
    assert len(rows) >= 11 and not any("OVER" in row for row in rows), done.stdout
