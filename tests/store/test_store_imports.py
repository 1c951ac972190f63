"""The store is below the GUI: importing it (and the reports made from it) must not pull in
Qt."""

from __future__ import annotations

from .conftest import run_python

CHECK = """
import sys
import ba_console.commands.game
import ba_console.store
import ba_console.store.demo, ba_console.store.paths
import ba_console.reports, ba_console.reports.log, ba_console.reports.summary
import ba_console.store.roster_io
loaded = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
print(",".join(loaded) or "none")
"""


def test_importing_the_store_the_reports_and_their_commands_loads_no_qt():
    child = run_python(CHECK)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.strip() == "none"
