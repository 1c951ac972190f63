"""`--delimiter semicolon` writes the CSV a Danish or German Excel splits into columns, and
every CSV the commands write begins with a byte order mark, so that Excel shows "Bülow"
and not "BÃ¼low"; `new --roster` reads either form back as the same roster."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.roster_io import CSV_COLUMNS

BOM = b"\xef\xbb\xbf"


@pytest.fixture
def demo(tmp_path) -> Path:
    """The demo game with one fire roll whose note has Danish letters and a semicolon."""
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.set_phase(1, "fire")
        faces = game.console_faces("fire", "firer", 3)
        side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="fire", sides=[side], note="Bülow; for tæt på"))
    return path


def excel_rows(path: Path, delimiter: str) -> list[list[str]]:
    data = path.read_bytes()
    assert data.startswith(BOM)
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=delimiter))


@pytest.mark.parametrize(("option", "delimiter"), [([], ","), (["--delimiter", "semicolon"], ";")])
def test_export_roster_writes_what_excel_splits_and_new_reads_back(
    demo, tmp_path, option, delimiter
):
    roster = tmp_path / "club.csv"
    assert run(["export-roster", str(demo), "-o", str(roster), *option]) == 0
    rows = excel_rows(roster, delimiter)
    assert rows[0] == list(CSV_COLUMNS)
    assert rows[1][:3] == ["side", "prussia", "Prussian IV Corps (Bülow)"]
    copy = tmp_path / "copy.bagame"
    assert run(["new", str(copy), "--roster", str(roster)]) == 0
    with Game.open(demo) as first, Game.open(copy) as second:
        assert second.units() == first.units()
        assert {c.key: c for c in second.commanders()} == {c.key: c for c in first.commanders()}


@pytest.mark.parametrize(("option", "delimiter"), [([], ","), (["--delimiter", "semicolon"], ";")])
def test_export_csv_writes_what_excel_splits(demo, tmp_path, capsys, option, delimiter):
    out = tmp_path / "log.csv"
    assert run(["export", str(demo), "-o", str(out), *option]) == 0
    rows = excel_rows(out, delimiter)
    assert rows[0][:3] == ["sequence", "time", "bound"]
    assert rows[1][rows[0].index("note")] == "Bülow; for tæt på"
    # Standard output, redirected to a file by the shell, is the same file.
    assert run(["export", str(demo), "--format", "csv", *option]) == 0
    assert capsys.readouterr().out.encode("utf-8") == out.read_bytes()


@pytest.mark.parametrize(
    "command",
    [
        ["export", "--format", "html", "-o", "{tmp}/log.html"],
        ["export-roster", "-o", "{tmp}/club.toml"],
    ],
)
def test_a_delimiter_for_a_file_that_is_no_csv_is_refused(demo, tmp_path, capsys, command):
    words = [word.replace("{tmp}", str(tmp_path)) for word in command]
    assert run([words[0], str(demo), *words[1:], "--delimiter", "semicolon"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("ba-console: error: --delimiter is for a CSV file, not ")
    assert err.endswith(": leave it out")
    assert not Path(words[-1]).exists()


def test_the_help_names_the_delimiter(capsys):
    for command in ("export", "export-roster"):
        with pytest.raises(SystemExit):
            run([command, "--help"])
        text = " ".join(capsys.readouterr().out.split())
        assert "--delimiter {comma,semicolon}" in text
        assert "semicolon for an Excel whose list separator is ';'" in text
