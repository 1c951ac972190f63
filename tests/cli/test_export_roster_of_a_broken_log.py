"""`ba-console export-roster` of a game whose log does not verify: the roster is the state
as the file holds it, not evidence, and is still written (a club may need it for the next
game); but the secretary learns the log is broken, as `export` says it: the first bad row
named on stderr, exit 1. Before, it said "Wrote …" and exited 0."""

from __future__ import annotations

from ba_console.cli import run
from tests.cli.test_export_of_a_broken_log import _broken_line
from tests.cli.test_export_of_a_broken_log import broken as broken  # a fixture


def test_the_roster_of_a_broken_log_is_written_and_the_exit_says_broken(broken, tmp_path, capsys):
    verified = _broken_line(capsys, broken)
    out = tmp_path / "roster.csv"
    assert run(["export-roster", str(broken), "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"Wrote {out}",
        f"ba-console: demo.bagame does not verify: {verified} (the roster was written: "
        "it is the state the file holds, which the log no longer proves)",
    ]
    assert "i-15" in out.read_text(encoding="utf-8")


def test_the_roster_of_a_sound_log_says_only_what_it_wrote(tmp_path, capsys):
    game = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(game), "--demo"]) == 0
    capsys.readouterr()
    out = tmp_path / "roster.toml"
    assert run(["export-roster", str(game), "-o", str(out)]) == 0
    assert capsys.readouterr().err.strip().splitlines() == [f"Wrote {out}"]
