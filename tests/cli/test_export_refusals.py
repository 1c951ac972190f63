"""`ba-console export` asked for what the game does not hold: a roll not in its log, or the
turn summary of a bound not yet begun. One line says so, the exit is 2, and no file is
written (before, both wrote a report of nothing: "No rolls to show", an empty summary)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide


@pytest.fixture
def played(tmp_path) -> Path:
    """The demo game, in bound 1, with one fire roll."""
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.set_phase(1, "fire")
        faces = game.console_faces("fire", "firer", 3)
        side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="fire", sides=[side]))
    return path


@pytest.mark.parametrize("fmt", ["html", "pdf", "csv"])
def test_a_roll_not_in_the_log_is_refused(played, tmp_path, capsys, fmt):
    out = tmp_path / f"roll-37.{fmt}"
    assert run(["export", str(played), "--roll", "37", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == ["ba-console: error: there is no roll 37 in the log"]
    assert not out.exists()


def test_a_roll_in_the_log_is_exported(played, tmp_path):
    out = tmp_path / "roll-1.html"
    assert run(["export", str(played), "--roll", "1", "-o", str(out)]) == 0
    assert "Roll #1 (1 roll of 1 in the log)" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", ["html", "pdf"])
def test_the_summary_of_a_bound_not_begun_is_refused(played, tmp_path, capsys, fmt):
    out = tmp_path / f"bound-3.{fmt}"
    assert run(["export", str(played), "--summary", "--bound", "3", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "ba-console: error: --bound 3: the game is in bound 1; no later bound has begun"
    ]
    assert not out.exists()
    # The bound the game is in is summed up as far as it has gone.
    assert run(["export", str(played), "--summary", "--bound", "1", "-o", str(out)]) == 0
    assert out.exists()
