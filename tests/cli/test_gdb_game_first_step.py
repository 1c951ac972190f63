"""A General de Brigade game starts at General de Brigade's first step: a roll logged
before the umpire's first Next is logged in that step (orders written per brigade), not in
Belle Alliance's ordering phase, whichever way the game was made."""

from __future__ import annotations

import csv

import pytest

from ba_console.cli import run
from ba_console.store import Game
from ba_console.store.records import Outcome, RollDraft, RollSide


def roll_off_at_the_start(path) -> None:
    with Game.open(path) as game:
        game.append_roll(
            RollDraft(
                kind="roll_off",
                sides=(RollSide(role="first", unit="i-15", dice_source="typed", faces=(3, 4)),),
                outcome_typed=True,
                outcome=Outcome(key="first", label="read from the table"),
            )
        )


@pytest.mark.parametrize("demo", [True, False], ids=["demo", "new"])
def test_a_gdb_game_logs_its_first_roll_in_gdbs_first_step(tmp_path, capsys, demo):
    data = tmp_path / "data"
    path = tmp_path / "gdb.bagame"
    extra = ["--demo"] if demo else ["--dice", "both"]
    assert run(["--data-dir", str(data), "new", str(path), "--pack", "general_de_brigade",
                *extra]) == 0  # fmt: skip
    if not demo:
        roster = tmp_path / "roster.csv"
        roster.write_text(
            "record,key,name,side,parent,level,commander,arm,type,figures\n"
            "side,prussia,Prussians,,,,,,,\n"
            "commander,ir15,Commander 15th,prussia,,brigade,,,,\n"
            "unit,i-15,I./15th,prussia,,,ir15,infantry,line,36\n",
            encoding="utf-8",
        )
        assert run(["--data-dir", str(data), "import-roster", str(path), str(roster)]) == 0
    roll_off_at_the_start(path)
    out = tmp_path / "log.csv"
    assert run(["--data-dir", str(data), "export", str(path), "-o", str(out)]) == 0
    (row,) = list(csv.DictReader(out.open(encoding="utf-8")))
    assert (row["phase"], row["kind"]) == ("orders", "roll_off")
    report = tmp_path / "log.html"
    assert run(["--data-dir", str(data), "export", str(path), "-o", str(report)]) == 0
    assert "Orders written per brigade" in report.read_text(encoding="utf-8")
