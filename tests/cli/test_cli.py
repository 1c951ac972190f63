"""The command line as a whole: what happens when the window cannot open."""

import sys

import pytest

from ba_console.cli import run


def test_without_qt_the_window_command_says_why_in_one_line(monkeypatch, capsys):
    # None in sys.modules makes the import fail as a missing Qt or libEGL would.
    monkeypatch.setitem(sys.modules, "ba_console.gui.app", None)
    assert run([]) == 1
    error = capsys.readouterr().err
    assert error.startswith("ba-console: error: the console window cannot start (")
    assert "ba-console --help" in error and "Traceback" not in error


@pytest.mark.parametrize("command", ["export", "export-roster"])
def test_an_output_in_a_folder_that_does_not_exist_is_one_line_not_a_traceback(
    tmp_path, capsys, command
):
    game = tmp_path / "g.bagame"
    assert run(["new", str(game), "--demo"]) == 0
    capsys.readouterr()
    target = tmp_path / "no_such" / "x.csv"
    assert run([command, str(game), "-o", str(target)]) == 2
    error = capsys.readouterr().err
    assert error.strip() == f"ba-console: error: {target}: there is no folder {target.parent}"


def _recording_collector_state(monkeypatch) -> list[bool]:
    """`pack list` replaced by a command that notes whether the collector was on."""
    import gc

    from ba_console.commands import pack

    seen: list[bool] = []
    monkeypatch.setattr(pack, "list_packs", lambda args: seen.append(gc.isenabled()) or 0)
    return seen


def test_a_command_run_in_the_test_process_leaves_the_collector_off(monkeypatch):
    # Turned on here it stayed on for the rest of the suite, ran in a later window test's
    # chain-check thread and freed Qt objects there: the suite died now and then.
    import gc

    seen = _recording_collector_state(monkeypatch)
    assert run(["pack", "list"]) == 0
    assert seen == [False] and not gc.isenabled()


def test_the_entry_point_runs_a_headless_command_with_the_collector_on(monkeypatch):
    import gc

    from ba_console.__main__ import main

    seen = _recording_collector_state(monkeypatch)
    try:
        assert main(["pack", "list"]) == 0
    finally:
        gc.disable()  # `main` leaves it on, as the program ends; the suite keeps it off
    assert seen == [True]
