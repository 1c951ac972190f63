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


# A filter that names nothing in the game: before, a typo (`--unit i-51`, `--kind fyre`,
# `--bound 13` for 3) wrote a report of no rolls, exit 0, as if the unit had never rolled.


@pytest.mark.parametrize("fmt", ["html", "pdf", "csv", "json"])
def test_a_unit_not_in_the_game_is_refused(played, tmp_path, capsys, fmt):
    out = tmp_path / f"unit.{fmt}"
    assert run(["export", str(played), "--unit", "i-51", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "ba-console: error: --unit i-51: no unit or staff figure in demo.bagame has that "
        "key or name (ba-console export-roster GAME -o FILE.csv lists them all)"
    ]
    assert not out.exists()


def test_a_unit_is_found_by_its_name_as_orders_finds_it(played, tmp_path):
    out = tmp_path / "unit.csv"
    with Game.open(played, read_only=True) as game:
        name = game.unit("i-15").name
    assert run(["export", str(played), "--unit", name.upper(), "-o", str(out)]) == 0
    rows = [line for line in out.read_text(encoding="utf-8").splitlines() if line[:1].isdigit()]
    assert len(rows) == 1 and ",fire,i-15," in rows[0]


@pytest.mark.parametrize("fmt", ["html", "csv"])
def test_a_kind_no_pack_or_log_knows_is_refused(played, tmp_path, capsys, fmt):
    out = tmp_path / f"kind.{fmt}"
    assert run(["export", str(played), "--kind", "fyre", "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith("ba-console: error: --kind fyre: no kind of roll is called that;")
    assert "fire (Fire by hand weapons)" in err[0] and "melee (Melee)" in err[0]
    assert not out.exists()


def test_a_kind_is_found_by_its_label_in_either_language(played, tmp_path):
    for label in ("Fire by hand weapons", "skydning med håndvåben"):
        out = tmp_path / "kind.csv"
        assert run(["export", str(played), "--kind", label, "-o", str(out), "--force"]) == 0
        text = out.read_text(encoding="utf-8")
        assert ",fire,i-15," in text
    # A kind the pack knows that has not been rolled yet: a report of none, not a refusal.
    out = tmp_path / "melee.csv"
    assert run(["export", str(played), "--kind", "melee", "-o", str(out)]) == 0


def test_a_bound_not_begun_is_refused_as_a_filter_too(played, tmp_path, capsys):
    out = tmp_path / "bound-13.html"
    assert run(["export", str(played), "--bound", "13", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "ba-console: error: --bound 13: the game is in bound 1; no later bound has begun"
    ]
    assert not out.exists()
    assert run(["export", str(played), "--bound", "0", "-o", str(out)]) == 2
    assert "bounds are numbered from 1" in capsys.readouterr().err
    assert not out.exists()


def test_a_roll_the_other_filters_leave_out_is_refused(played, tmp_path, capsys):
    """`--roll 1 --bound 2` wrote "Roll #1 (0 rolls of 1 in the log)"."""
    out = tmp_path / "roll.html"
    with Game.open(played) as game:
        game.set_phase(2, "ordering")
    for extra, said in (
        (["--bound", "2"], "roll 1 is of bound 1, not 2"),
        (["--unit", "i-18"], "roll 1 does not involve I./18th Infantry Regiment"),
        (["--kind", "melee"], "roll 1 is of the kind fire, not melee"),
    ):
        assert run(["export", str(played), "--roll", "1", *extra, "-o", str(out)]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith(f"ba-console: error: {said}"), err
        assert err[0].endswith(": --roll shows that roll alone; leave out the other filter")
        assert not out.exists()
    assert run(["export", str(played), "--roll", "1", "--bound", "1", "-o", str(out)]) == 0
