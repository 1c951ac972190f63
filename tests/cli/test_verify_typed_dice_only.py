"""`ba-console verify` and the exported report of a game whose dice were all typed: they
say there were no console dice, rather than "console dice not checked (seed not given or
revealed)", which read as if something had gone unchecked. A game with console dice, and
one from before the ledger, still say theirs were not checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from tests.store.test_console_draws import schema_1_game

NOT_CHECKED = "console dice not checked (seed not given or revealed)"


def demo_with_a_fire(tmp_path: Path, capsys, source: str) -> Path:
    """The demo game with one fire roll in bound 1, its dice `source`."""
    path = tmp_path / "demo.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.set_phase(1, "fire")
        faces = game.console_faces("fire", "firer", 3) if source == "console" else (3, 5, 6)
        side = RollSide(role="firer", unit="i-15", dice_source=source, faces=faces)
        game.append_roll(RollDraft(kind="fire", sides=[side]))
    capsys.readouterr()  # "Created …"
    return path


def said(capsys, *argv: str) -> str:
    assert run(list(argv)) == 0
    return capsys.readouterr().out


def test_a_game_of_typed_dice_says_it_had_no_console_dice(tmp_path, capsys):
    path = demo_with_a_fire(tmp_path, capsys, "typed")
    line = said(capsys, "verify", str(path)).splitlines()[0]
    assert line.startswith("OK: 1 roll, hash chain intact")
    assert line.endswith("; no console dice")
    assert NOT_CHECKED not in line
    report = tmp_path / "log.html"
    said(capsys, "export", str(path), "--format", "html", "-o", str(report))
    html = report.read_text(encoding="utf-8")
    assert "; no console dice" in html and NOT_CHECKED not in html


def test_a_game_with_console_dice_says_they_were_not_checked(tmp_path, capsys):
    path = demo_with_a_fire(tmp_path, capsys, "console")
    line = said(capsys, "verify", str(path)).splitlines()[0]
    assert line.endswith(f"; {NOT_CHECKED}")
    report = tmp_path / "log.html"
    said(capsys, "export", str(path), "--format", "html", "-o", str(report))
    assert NOT_CHECKED in report.read_text(encoding="utf-8")


def test_console_dice_from_before_the_ledger_are_said_not_checked(
    tmp_path, capsys, monkeypatch: pytest.MonkeyPatch
):
    """A game of schema 1 has console rolls and no draw in the ledger."""
    path = tmp_path / "old.bagame"
    schema_1_game(path, monkeypatch)
    Game.open(path).close()  # upgraded, as the console opens it
    line = said(capsys, "verify", str(path)).splitlines()[0]
    assert line.startswith("OK: 2 rolls")
    assert line.endswith(f"; {NOT_CHECKED}")
