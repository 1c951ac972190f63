"""`ba-console export` of a log that does not verify: the report is written (it is
evidence, and says BROKEN), and the command line says so too, naming the first bad row as
`verify` does, with exit code 1, so that a secretary scripting the evening's exports sees
it. Before, it said "Wrote …" and exited 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from tests.store.forger import raw


@pytest.fixture
def broken(tmp_path) -> Path:
    """The demo game with two fire rolls, the first one's note changed with the shell."""
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.set_phase(1, "fire")
        for _ in range(2):
            faces = game.console_faces("fire", "firer", 3)
            side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
            game.append_roll(RollDraft(kind="fire", sides=[side]))
    conn = raw(path)
    conn.execute("UPDATE rolls SET note = 'a quiet change' WHERE sequence = 1")
    conn.commit()
    conn.close()
    return path


def _broken_line(capsys, path: Path) -> list[str]:
    assert run(["verify", str(path)]) == 1
    said = capsys.readouterr().out.splitlines()[0]
    assert said.startswith("BROKEN at roll 1: ")
    return said


@pytest.mark.parametrize("fmt", ["html", "pdf", "csv", "json"])
def test_the_report_of_a_broken_log_is_written_and_the_exit_says_broken(
    broken, tmp_path, capsys, fmt
):
    verified = _broken_line(capsys, broken)
    out = tmp_path / f"evening.{fmt}"
    assert run(["export", str(broken), "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"Wrote {out}",
        f"ba-console: demo.bagame does not verify: {verified} (the report was written, "
        "and says so)",
    ]
    assert out.stat().st_size > 0
    if fmt == "html":
        assert "BROKEN at roll 1" in out.read_text(encoding="utf-8")


def test_to_standard_output_the_report_goes_out_and_the_exit_says_broken(broken, capsys):
    verified = _broken_line(capsys, broken)
    assert run(["export", str(broken), "--format", "json"]) == 1
    said = capsys.readouterr()
    assert '"sequence": 2' in said.out
    assert said.err.strip().splitlines() == [
        f"ba-console: demo.bagame does not verify: {verified} (the report was written, and says so)"
    ]


def test_the_turn_summary_of_a_broken_log_says_so_too(broken, tmp_path, capsys):
    verified = _broken_line(capsys, broken)
    out = tmp_path / "bound.html"
    assert run(["export", str(broken), "--summary", "-o", str(out)]) == 1
    assert (
        capsys.readouterr()
        .err.strip()
        .splitlines()[-1]
        .startswith(f"ba-console: demo.bagame does not verify: {verified}")
    )
    assert "BROKEN at roll 1" in out.read_text(encoding="utf-8")


def test_a_sound_log_exports_with_exit_0_and_no_word_of_it(tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    capsys.readouterr()
    out = tmp_path / "evening.csv"
    assert run(["export", str(path), "-o", str(out)]) == 0
    assert capsys.readouterr().err.strip().splitlines() == [f"Wrote {out}"]
