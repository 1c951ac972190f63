"""The wrong file given where a command reads one, as a club secretary gives it: the game
where the roster is wanted, a roster saved by a spreadsheet in the Windows encoding, a seed
file that is not there. Each is one line saying what is wrong and what to do, exit 2, and
nothing changes; the roster's sentences are said in Danish in the window too."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.reports.translation import TRANSLATIONS_DIR, load_translation
from ba_console.store import Game
from ba_console.store.errors import RosterImportError
from ba_console.store.roster_io import import_roster

ROOT = Path(__file__).resolve().parents[2]
ROSTER_CSV = ROOT / "examples" / "roster.csv"


@pytest.fixture
def game_file(tmp_path: Path, capsys) -> Path:
    path = tmp_path / "club.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path)]) == 0
    capsys.readouterr()
    return path


def refused(capsys, argv: list[str]) -> list[str]:
    assert run(argv) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines[0].startswith("ba-console: error: ")
    return [lines[0].removeprefix("ba-console: error: "), *lines[1:]]


def danish(error: RosterImportError) -> str:
    """The refusal as the window says it in Danish (`gui.labels.error_text`, without Qt)."""
    translate = load_translation("da", TRANSLATIONS_DIR)
    assert translate is not None
    return error.report(
        lambda p: translate("store", p.template).format(**p.template_args), translate
    )


def test_a_game_given_as_the_roster_is_named_as_a_game(game_file, tmp_path, capsys):
    other = tmp_path / "evening.bagame"
    shutil.copyfile(game_file, other)
    said = refused(capsys, ["import-roster", str(game_file), str(other)])
    assert said == [
        "evening.bagame: this is a game file (or another SQLite database), not a roster: "
        "give the roster's .csv or .toml file (ba-console export-roster GAME -o FILE.csv "
        "writes a game's roster to one)",
        "Nothing was imported.",
    ]
    with Game.open(game_file, read_only=True) as game:
        assert game.units() == [] and game.roll_count() == 0
    # Named .csv, it is still a game, not "not UTF-8 text".
    renamed = tmp_path / "roster.csv"
    shutil.copyfile(other, renamed)
    said = refused(capsys, ["import-roster", str(game_file), str(renamed)])
    assert said[0].startswith("roster.csv: this is a game file")


def test_a_roster_in_the_windows_encoding_says_to_save_it_as_utf8(game_file, tmp_path, capsys):
    text = ROSTER_CSV.read_text(encoding="utf-8-sig").replace("Bülow", "Bülöw")
    roster = tmp_path / "hær.csv"
    roster.write_bytes(text.encode("cp1252"))
    line = text.splitlines().index(next(x for x in text.splitlines() if "Bülöw" in x)) + 1
    said = refused(capsys, ["import-roster", str(game_file), str(roster)])
    assert said == [
        f"hær.csv, line {line}: not UTF-8 text: a letter such as æ, ø or å is saved in "
        "another encoding; save the file as UTF-8 (in a spreadsheet: CSV UTF-8) and import "
        "it again",
        "Nothing was imported.",
    ]
    with Game.open(game_file, read_only=True) as game:
        assert game.units() == []
    with Game.open(game_file) as game, pytest.raises(RosterImportError) as raised:
        import_roster(game, roster)
    assert danish(raised.value) == (
        f"hær.csv, linje {line}: ikke UTF-8-tekst: et bogstav som æ, ø eller å er gemt i en "
        "anden tegnkodning; gem filen som UTF-8 (i et regneark: CSV UTF-8), og importér den "
        "igen\nIntet blev importeret."
    )


def test_a_roster_that_is_not_there_or_a_folder_is_said_so(game_file, tmp_path, capsys):
    said = refused(capsys, ["import-roster", str(game_file), str(tmp_path / "hær.csv")])
    assert said[0] == "hær.csv: there is no such file"
    said = refused(capsys, ["import-roster", str(game_file), str(tmp_path)])
    assert said[0] == f"{tmp_path.name}: this is a folder: give the roster file in it"
    with Game.open(game_file) as game, pytest.raises(RosterImportError) as raised:
        import_roster(game, tmp_path / "hær.csv")
    assert danish(raised.value) == "hær.csv: filen findes ikke\nIntet blev importeret."


def test_a_seed_file_that_is_not_there_or_a_folder_is_said_so(game_file, tmp_path, capsys):
    missing = tmp_path / "club.seed"
    said = refused(capsys, ["import-seed", str(game_file), str(missing)])
    assert said == [f"{missing}: there is no such file: give the file export-seed wrote"]
    said = refused(capsys, ["import-seed", str(game_file), str(tmp_path)])
    assert said == [f"{tmp_path} is a folder: give the file export-seed wrote, in it"]


def test_a_situation_file_that_is_not_there_or_a_folder_is_said_so(tmp_path, capsys):
    missing = tmp_path / "catch.json"
    said = refused(capsys, ["resolve", str(missing)])
    assert said == [f"{missing}: there is no such file"]
    said = refused(capsys, ["resolve", str(tmp_path)])
    assert said == [f"{tmp_path} is a folder: give a situation file (examples/situations/)"]


@pytest.mark.parametrize(
    "argv",
    [["seal"], ["reveal"], ["import-roster", str(ROSTER_CSV)], ["export-seed", "club.seed"]],
)
def test_a_game_open_in_the_window_says_what_the_shell_can_do(game_file, capsys, argv):
    """The window's refusal said "open this game read-only to look at it", which no
    command of the shell does: the shell says what works while the game is open."""
    command, *rest = argv
    rest = [str(game_file.parent / r) if r == "club.seed" else r for r in rest]
    with Game.open(game_file) as held:
        before = held.roll_count()
        said = refused(capsys, [command, str(game_file), *rest])
        assert said == [
            f"club.bagame is open in another ba-console (pid {os.getpid()}): close it there "
            f"first, then run {command} again. While it is open, verify, export, "
            "export-roster and backup work."
        ]
        assert held.roll_count() == before


def test_a_copy_counts_its_rows_in_words_that_fit(game_file, tmp_path, capsys):
    copy = tmp_path / "copy.bagame"
    assert run(["backup", str(game_file), str(copy)]) == 0
    assert capsys.readouterr().out.strip().endswith("a complete copy of club.bagame (no log rows)")
    assert run(["seal", str(game_file)]) == 0
    capsys.readouterr()
    copy.unlink()
    assert run(["backup", str(game_file), str(copy)]) == 0
    assert capsys.readouterr().out.strip().endswith("a complete copy of club.bagame (1 log row)")


def test_a_rule_pack_given_as_the_roster_is_named_as_a_pack(game_file, tmp_path, capsys):
    pack = tmp_path / "club_pack.toml"
    assert run(["pack", "export", "belle_alliance", "-o", str(pack)]) == 0
    capsys.readouterr()
    said = refused(capsys, ["import-roster", str(game_file), str(pack)])
    assert said == [
        "club_pack.toml: this is a rule pack, not a roster: give the roster's .csv or .toml "
        "file (a game's pack is chosen when it is made: ba-console new GAME --pack FILE)",
        "Nothing was imported.",
    ]
    with Game.open(game_file) as game, pytest.raises(RosterImportError) as raised:
        import_roster(game, pack)
    assert danish(raised.value).startswith("club_pack.toml: dette er en regelpakke, ikke ")


def test_a_roster_or_a_folder_given_as_the_pack_is_said_so(tmp_path, capsys):
    roster = ROOT / "examples" / "roster.toml"
    game = tmp_path / "new.bagame"
    said = refused(capsys, ["new", str(game), "--pack", str(roster)])
    assert said == [
        "roster.toml: this is a roster, not a rule pack: give it to --roster (or import-roster); "
        "--pack takes a pack's id (ba-console pack list) or a pack file"
    ]
    said = refused(capsys, ["new", str(game), "--pack", str(tmp_path)])
    assert said == [
        f"{tmp_path} is a folder: --pack takes a pack's id (ba-console pack list) or a pack file"
    ]
    assert not game.exists()


def test_a_seed_copied_short_or_in_groups_is_read_as_typed(game_file, tmp_path, capsys):
    """63 digits said "must be hexadecimal" (Python's odd-length refusal); a seed copied in
    groups of eight, as read out, was "got 71"."""
    assert run(["--data-dir", str(tmp_path / "data"), "reveal", str(game_file)]) == 0
    seed = capsys.readouterr().out.splitlines()[0].removeprefix("Dice seed: ")
    said = refused(capsys, ["verify", str(game_file), "--seed", seed[:-1]])
    assert said == ["--seed: the seed must be 64 hex digits, got 63"]
    said = refused(capsys, ["verify", str(game_file), "--seed", seed[:-1] + "g"])
    assert said == ["--seed: the seed must be hexadecimal (0-9, a-f), not 'g'"]
    grouped = " ".join(seed[i : i + 8] for i in range(0, 64, 8))
    assert run(["verify", str(game_file), "--seed", grouped]) == 0
    assert capsys.readouterr().out.startswith("OK: ")


def test_a_bare_name_not_in_the_games_folder_points_at_the_file_here(
    game_file, tmp_path, capsys, monkeypatch
):
    """`verify club` in the folder that holds club.bagame (or a game file named `club`)
    looked in the games folder alone and said "no such game file"."""
    monkeypatch.chdir(tmp_path)
    data = str(tmp_path / "data")
    games = tmp_path / "data" / "games"
    said = refused(capsys, ["--data-dir", data, "verify", "club"])
    assert said == [
        f"{games / 'club.bagame'}: no such game file. A bare name is a game of the games "
        "folder; for club.bagame here, write ./club.bagame"
    ]
    shutil.copyfile(game_file, tmp_path / "evening")
    said = refused(capsys, ["--data-dir", data, "seal", "evening"])
    assert said == [
        f"{games / 'evening.bagame'}: no such game file. A bare name is a game of the games "
        "folder; for evening here, write ./evening"
    ]
    assert run(["--data-dir", data, "verify", "./evening"]) == 0


def test_the_same_roster_imported_twice_is_one_line_not_twenty(game_file, capsys):
    """Before: 20 lines of "… is already in the game" and "… and 14 more problems"."""
    assert run(["import-roster", str(game_file), str(ROSTER_CSV)]) == 0
    capsys.readouterr()
    said = refused(capsys, ["import-roster", str(game_file), str(ROSTER_CSV)])
    assert said == [
        "roster.csv: every side, commander and unit in it is in the game already (the same "
        "keys): an import adds new ones only, and this file has none",
        "Nothing was imported.",
    ]
    with Game.open(game_file) as game, pytest.raises(RosterImportError) as raised:
        import_roster(game, ROSTER_CSV)
    assert danish(raised.value) == (
        "roster.csv: hver side, chef og enhed i den er allerede i spillet (samme nøgler): en "
        "indlæsning tilføjer kun nye, og denne fil har ingen\nIntet blev importeret."
    )


@pytest.mark.parametrize(
    ("name", "advice"),
    [
        ("evening.pdf", "give evening.bagame (or the bare name evening, for the games folder)"),
        ("klub 05.12.2026", "give klub 05.12.2026.bagame"),
    ],
)
def test_new_refuses_a_game_file_not_named_bagame(tmp_path, capsys, monkeypatch, name, advice):
    """Before, `new evening.pdf` made a game file named evening.pdf, which the window's Open
    dialog does not list and a PDF reader cannot open."""
    monkeypatch.chdir(tmp_path)
    said = refused(capsys, ["new", name])
    assert said == [f"cannot create {name}: a game file's name ends in .bagame: {advice}"]
    assert list(tmp_path.iterdir()) == []


def test_backup_refuses_a_copy_not_named_bagame(game_file, tmp_path, capsys):
    """Before, `backup club.bagame copy.pdf` wrote a game file named copy.pdf."""
    said = refused(capsys, ["backup", str(game_file), str(tmp_path / "copy.pdf")])
    assert said == [
        f"cannot write {tmp_path / 'copy.pdf'}: a copy of a game is a game file, whose name "
        f"ends in .bagame: give {tmp_path / 'copy.bagame'}"
    ]
    assert not (tmp_path / "copy.pdf").exists()
