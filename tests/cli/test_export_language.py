"""`ba-console export --language da`: the dispute report in Danish, headless.

The Danish words come from the console's compiled translation; here a small one made in
the test (the shipped one gets the report's words when the lead regenerates it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import ba_console.commands.game as game_commands
from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from tests.translation_file import compile_translation

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def played(tmp_path) -> Path:
    """The demo game with one fire roll in the fire phase of bound 1."""
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.set_phase(1, "fire")
        faces = game.console_faces("fire", "firer", 3)
        side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
        game.append_roll(RollDraft(kind="fire", sides=[side]))
    return path


@pytest.mark.slow
def test_export_in_danish_uses_the_consoles_danish_translation(
    played, tmp_path, monkeypatch, capsys
):
    folder = tmp_path / "translations"
    folder.mkdir()
    compile_translation(
        folder,
        "ba_console_da",
        "da",
        {
            ("DisputeReport", "Roll log: %1"): "Kastelog: %1",
            ("DisputeReport", "Table and outcome"): "Skema og udfald",
            ("DisputeReport", "Bound %1"): "Træk %1",
        },
    )
    monkeypatch.setattr(game_commands, "TRANSLATIONS_DIR", folder)
    capsys.readouterr()
    assert run(["export", str(played), "--format", "html", "--language", "da"]) == 0
    report = capsys.readouterr().out
    assert report.startswith('<!DOCTYPE html>\n<html lang="da">')
    assert "<h1>Kastelog: Plancenoit, 18 June 1815</h1>" in report
    assert '">Skema og udfald</th>' in report and "<b>Træk 1</b>" in report
    assert '<td colspan="4">Skydefase</td>' in report  # the pack's Danish label
    assert '">Effects</th>' in report  # not in this small translation: English


def test_export_without_a_danish_translation_says_so(played, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(game_commands, "TRANSLATIONS_DIR", tmp_path / "nowhere")
    assert run(["export", str(played), "--format", "html", "--language", "da"]) == 2
    assert "no da translation in" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize(
    ("fmt", "language"), [("html", "en"), ("html", "da"), ("csv", "en"), ("json", "da")]
)
def test_export_as_html_csv_or_json_loads_no_qt(played, fmt, language):
    """Only a PDF loads Qt: the Danish words come from the compiled translation read as
    data, so the other exports stay quick (and work where Qt cannot load). matplotlib comes
    only with a report's charts, never with the CSV or JSON."""
    script = (
        "import sys\n"
        "from ba_console.cli import run\n"
        f"code = run(['export', {str(played)!r}, '--format', {fmt!r}, '--language', "
        f"{language!r}])\n"
        "print('exit', code, sorted({m.split('.')[0] for m in sys.modules} & "
        "{'PySide6', 'shiboken6', 'matplotlib'}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, check=True
    )
    if fmt == "html":
        assert f'<html lang="{language}">' in result.stdout
        assert result.stdout.rstrip().endswith("exit 0 ['matplotlib']")  # the odds bar
    else:
        assert result.stdout.rstrip().endswith("exit 0 []")


def test_export_in_danish_with_the_shipped_translation(played, capsys):
    capsys.readouterr()
    assert run(["export", str(played), "--format", "html", "--language", "da"]) == 0
    report = capsys.readouterr().out
    assert "<h1>Kastelog: Plancenoit, 18 June 1815</h1>" in report
    assert '">Skema og udfald</th>' in report
    assert '">Hashkæde</td>' in report
