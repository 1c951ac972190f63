"""The game commands (new, import-roster, verify, reveal, export…) as a user runs them."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.core.fair_dice import commitment, seed_from_hex
from ba_console.store import Game, RollDraft, RollSide

from .conftest import REPO

ROSTER_CSV = REPO / "examples" / "roster.csv"


@pytest.fixture
def data(tmp_path) -> Path:
    return tmp_path / "data"


def _new(data: Path, *args: str) -> int:
    return run(["--data-dir", str(data), "new", *args])


def test_new_demo_prints_path_and_commitment(data, capsys):
    assert _new(data, "--demo") == 0
    out = capsys.readouterr().out
    path = data / "games" / "demo-plancenoit.bagame"
    assert f"Created {path}" in out
    with Game.open(path, read_only=True) as game:
        assert f"Dice seed commitment: {game.info.seed_commitment}" in out
        assert len(game.units()) == 22


def test_new_with_roster_title_and_dice(data, tmp_path, capsys):
    target = tmp_path / "club.bagame"
    code = _new(
        data,
        str(target),
        "--roster",
        str(ROSTER_CSV),
        "--title",
        "Club night",
        "--dice",
        "physical",
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "Roster imported: 2 sides, 10 commanders, 22 units" in out
    with Game.open(target, read_only=True) as game:
        assert (game.info.title, game.info.dice_mode) == ("Club night", "physical")


def test_new_with_a_bad_roster_reports_the_row_and_creates_nothing(data, tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    bad.write_text(ROSTER_CSV.read_text(encoding="utf-8").replace(",36,36,", ",36,3x,", 1))
    target = tmp_path / "club.bagame"
    assert _new(data, str(target), "--roster", str(bad)) == 2
    err = capsys.readouterr().err
    assert "bad.csv, line 14, column 14 (figures_start): '3x' is not a whole number" in err
    assert "The game was not created." in err
    assert not target.exists()


def test_a_roster_number_too_big_for_the_file_is_a_bad_row_not_a_crash(data, tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    # A pasted id where the figures go: more than SQLite's integers hold (2**63 - 1).
    bad.write_text(
        ROSTER_CSV.read_text(encoding="utf-8").replace(",36,36,", ",36,99999999999999999999,", 1)
    )
    target = tmp_path / "club.bagame"
    assert _new(data, str(target), "--roster", str(bad)) == 2
    err = capsys.readouterr().err
    assert (
        "bad.csv, line 14, column 14 (figures_start): unit 'i-15': figures_start: "
        "99999999999999999999 is above the highest allowed value 9999"
    ) in err
    assert "The game was not created." in err and "Traceback" not in err
    assert list(tmp_path.glob("club.bagame*")) == []  # no game, no -lock, -wal or -shm
    assert _new(data, "club") == 0
    assert run(["--data-dir", str(data), "import-roster", "club", str(bad)]) == 2
    assert "is above the highest allowed value 9999\nNothing was imported." in (
        capsys.readouterr().err
    )
    with Game.open(data / "games" / "club.bagame", read_only=True) as game:
        assert game.units() == []


def test_new_leaves_no_half_made_game_when_the_disk_fails_during_the_import(
    data, tmp_path, capsys, monkeypatch
):
    def import_fails_midway(game: Game, path: str) -> None:
        game.add_side("prussia", "Prussia")
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr("ba_console.commands.game.import_roster", import_fails_midway)
    target = tmp_path / "club.bagame"
    assert _new(data, str(target), "--roster", str(ROSTER_CSV)) == 2
    err = capsys.readouterr().err
    assert f"cannot write {target}: database or disk is full" in err
    assert "The game was not created." in err
    assert list(tmp_path.glob("club.bagame*")) == []


def test_new_refuses_an_existing_file_and_an_unknown_pack(data, tmp_path, capsys):
    existing = tmp_path / "x.bagame"
    existing.write_text("keep me")
    assert _new(data, str(existing)) == 2
    assert "already exists" in capsys.readouterr().err
    assert _new(data, str(tmp_path / "y.bagame"), "--pack", "no_such_pack") == 2
    assert "no such pack file" in capsys.readouterr().err
    assert _new(data) == 2
    assert "name the game to create" in capsys.readouterr().err


def test_bare_game_names_use_the_data_folder(data, capsys):
    assert _new(data, "club") == 0
    assert (data / "games" / "club.bagame").exists()
    assert run(["--data-dir", str(data), "import-roster", "club", str(ROSTER_CSV)]) == 0
    assert "Imported 2 sides, 10 commanders, 22 units" in capsys.readouterr().out


def _play(path: Path, rolls: int = 3) -> None:
    with Game.open(path) as game:
        for _ in range(rolls):
            faces = game.console_faces("fire", "firer", 3)
            side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
            game.append_roll(RollDraft(kind="fire", sides=[side]))


def test_verify_exit_codes_and_reveal(data, tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    _new(data, str(path), "--demo")
    _play(path)
    capsys.readouterr()
    assert run(["verify", str(path)]) == 0
    assert "OK: 3 rolls" in capsys.readouterr().out
    assert run(["reveal", str(path)]) == 0
    out = capsys.readouterr().out
    seed = out.split("Dice seed: ")[1].split()[0]
    with Game.open(path, read_only=True) as game:
        assert commitment(seed_from_hex(seed)) == game.info.seed_commitment
    assert run(["verify", str(path), "--seed", seed]) == 0
    out = capsys.readouterr().out
    assert "3 console draws in the ledger, every one logged" in out
    assert "all 3 console rolls and 3 console draws follow from the seed (given)" in out
    assert run(["verify", str(path), "--seed", "00" * 32]) == 1
    assert "does not match the commitment" in capsys.readouterr().out
    assert run(["verify", str(path), "--seed", "xyz"]) == 2
    assert "--seed: the seed must be hexadecimal" in capsys.readouterr().err


def test_verify_lists_console_dice_shown_but_never_logged(data, tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    _new(data, str(path), "--demo")
    _play(path)
    with Game.open(path) as game:
        faces = game.console_faces("melee", "attacker", 3)  # shown; the dialog was cancelled
        seed = game.reveal_seed()
    capsys.readouterr()
    assert run(["verify", str(path), "--seed", seed]) == 0
    out = capsys.readouterr().out
    assert (
        "4 console draws in the ledger; 1 console draw shown but never logged: "
        "#4 melee/attacker at "
    ) in out
    assert "all 3 console rolls and 4 console draws follow from the seed (given)" in out
    assert (
        f"\n  #4 melee/attacker 3d6: {'+'.join(map(str, faces))} = {sum(faces)}, shown at " in out
    )
    assert "after roll 3, never logged\n" in out


def test_verify_names_the_first_bad_row(data, tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    _new(data, str(path), "--demo")
    _play(path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER rolls_append_only_update")
    conn.execute("UPDATE rolls SET time = '2025-01-01T00:00:01+00:00' WHERE sequence = 2")
    conn.commit()
    conn.close()
    capsys.readouterr()
    assert run(["verify", str(path)]) == 1
    assert "BROKEN at roll 2: its contents do not match its hash" in capsys.readouterr().out


def test_verify_refuses_a_file_that_is_not_a_game(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    assert run(["verify", str(notes)]) == 2
    assert "not a ba-console game" in capsys.readouterr().err


def test_export_writes_html_json_and_csv(data, tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    _new(data, str(path), "--demo")
    _play(path)
    report = tmp_path / "dispute.html"
    assert run(["export", str(path), "-o", str(report), "--unit", "i-15"]) == 0
    assert "Roll log: Plancenoit, 18 June 1815" in report.read_text(encoding="utf-8")
    assert run(["export", str(path), "-o", str(report)]) == 2
    assert "use --force" in capsys.readouterr().err
    capsys.readouterr()
    assert run(["export", str(path), "--format", "json", "--bound", "1", "--kind", "fire"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert len(document["rolls"]) == 3
    assert document["filters"] == {"bound": 1, "kind": "fire"}
    assert run(["export", str(path)]) == 2
    assert "give --format" in capsys.readouterr().err


def test_export_roster_reimports(data, tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    _new(data, str(path), "--demo")
    out = tmp_path / "oob.toml"
    assert run(["export-roster", str(path), "-o", str(out)]) == 0
    copy = tmp_path / "copy.bagame"
    assert _new(data, str(copy), "--roster", str(out)) == 0
    with Game.open(path, read_only=True) as a, Game.open(copy, read_only=True) as b:
        assert a.units() == b.units()


def test_writing_commands_refuse_a_game_open_elsewhere(data, tmp_path, capsys):
    path = tmp_path / "demo.bagame"
    _new(data, str(path), "--demo")
    with Game.open(path):
        assert run(["reveal", str(path)]) == 2
        assert "is open in another ba-console" in capsys.readouterr().err
        assert run(["verify", str(path)]) == 0  # reading still works
