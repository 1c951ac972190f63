"""A report written where nothing can be written (a folder of another user, a
write-protected stick; here /sys, which refuses every new file, root's too): the shell and
the window say which file, why, and to choose another folder, in the window's language,
and leave nothing behind. Before, a PDF said "cannot write the PDF (is the file open
elsewhere?)" after Qt's "QPainter::begin(): Returned false", and the window showed an HTML
report's "[Errno 13] Permission denied: '/sys/…'" in English in the Danish interface."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ba_console.cli import run

REPO = Path(__file__).resolve().parents[2]
NOWHERE = Path("/sys")

needs_sys = pytest.mark.skipif(not NOWHERE.is_dir(), reason="no /sys on this system")


@pytest.fixture
def demo(tmp_path) -> Path:
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    return path


@needs_sys
@pytest.mark.parametrize("name", ["evening.pdf", "evening.html"])
@pytest.mark.parametrize("summary", [[], ["--summary"]])
def test_the_shell_says_the_folder_cannot_be_written(demo, name, summary):
    out = NOWHERE / name
    command = [sys.executable, "-m", "ba_console", "export", str(demo), *summary, "-o", str(out)]
    result = subprocess.run(command, capture_output=True, text=True, cwd=REPO, check=False)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"ba-console: error: {out}: cannot write: ")
    assert lines[0].endswith("choose a folder you can write to")
    assert not out.exists()


@needs_sys
@pytest.mark.parametrize("name", ["evening.pdf", "evening.html", "evening.csv"])
def test_the_window_says_it_in_danish(qapp, demo, tmp_path, name):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController
    from ba_console.gui.operations import OperationRefused
    from ba_console.gui.widgets.roll_log_view import RollLogView

    out = NOWHERE / name
    assert install_translations(qapp, "da")
    controller = GameController(tmp_path / "data", "da")
    try:
        assert controller.open_game(demo)
        view = RollLogView(controller)
        for write in (view.export_to, view.export_summary_to):
            if write == view.export_summary_to and name.endswith(".csv"):
                continue
            with pytest.raises(OperationRefused) as refused:
                write(out)
            assert str(refused.value) == (
                f"Kan ikke skrive {out}: der kan ikke skrives til filen eller dens mappe. "
                "Vælg en anden mappe eller et andet navn."
            )
        view.deleteLater()
    finally:
        controller.close_game()
        install_translations(qapp, "en")
    assert not out.exists()
