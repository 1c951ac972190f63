"""The command line as a whole: what happens when the window cannot open."""

import sys

from ba_console.cli import run


def test_without_qt_the_window_command_says_why_in_one_line(monkeypatch, capsys):
    # None in sys.modules makes the import fail as a missing Qt or libEGL would.
    monkeypatch.setitem(sys.modules, "ba_console.gui.app", None)
    assert run([]) == 1
    error = capsys.readouterr().err
    assert error.startswith("ba-console: error: the console window cannot start (")
    assert "ba-console --help" in error and "Traceback" not in error
