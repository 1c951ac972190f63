"""A roster CSV whose header lacks a column every row needs is named, not a crash."""

from __future__ import annotations

from ba_console.cli import run


def test_a_roster_without_a_record_column_is_refused_with_its_reason(tmp_path, capsys):
    data = tmp_path / "data"
    game = tmp_path / "g.bagame"
    assert run(["--data-dir", str(data), "new", str(game), "--pack", "belle_alliance"]) == 0
    roster = tmp_path / "roster.csv"
    roster.write_text("type,key,name\nside,prussia,Prussians\n", encoding="utf-8")
    capsys.readouterr()
    assert run(["--data-dir", str(data), "import-roster", str(game), str(roster)]) == 2
    assert "the header has no 'record' column" in capsys.readouterr().err
