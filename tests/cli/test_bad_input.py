"""Bad input (issue 16): one clear line, exit 2, nothing changed, for each of the inputs a
hostile or careless user tried. And the CSV exports keep spreadsheets from running a cell
as a formula (CSV injection), saying so in a comment line; numbers stay numbers."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.models import Unit, UnitLookup
from ba_console.store.roster_io import export_roster_csv, import_roster_text

ROOT = Path(__file__).resolve().parents[2]
ROSTER_CSV = ROOT / "examples" / "roster.csv"


def refused(capsys, argv: list[str]) -> str:
    """Run a command that must be refused: exit 2, one line on stderr, no traceback."""
    assert run(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert err.startswith("ba-console: error: ")
    return err.removeprefix("ba-console: error: ")


@pytest.fixture
def game_file(tmp_path: Path, capsys) -> Path:
    path = tmp_path / "club.bagame"
    assert run(["new", str(path), "--roster", str(ROSTER_CSV), "--dice", "both"]) == 0
    capsys.readouterr()
    return path


def snapshot(path: Path) -> tuple[bytes, list[str]]:
    """The game file's bytes and the files beside it."""
    return path.read_bytes(), sorted(p.name for p in path.parent.iterdir())


# --- the roster ---------------------------------------------------------------------------------


def test_a_roster_cell_over_128_kib_is_named_and_nothing_is_imported(game_file, tmp_path, capsys):
    big = tmp_path / "big.csv"
    lines = ROSTER_CSV.read_text(encoding="utf-8").splitlines()
    header = lines[0]
    big.write_text(f"{header}\nunit,x1,{'A' * 140_000},prussia\n", encoding="utf-8")
    with Game.open(game_file, read_only=True) as game:
        before = (len(game.units()), game.verify().head_hash)
    assert run(["import-roster", str(game_file), str(big)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "ba-console: error: big.csv, line 2: a cell is longer than 128 KiB: no roster cell is",
        "Nothing was imported.",
    ]
    with Game.open(game_file, read_only=True) as game:
        assert (len(game.units()), game.verify().head_hash) == before


def test_units_sharing_a_name_are_warned_of_and_an_order_names_neither(game_file, tmp_path, capsys):
    more = tmp_path / "more.csv"
    header = ROSTER_CSV.read_text(encoding="utf-8").splitlines()[0]
    more.write_text(
        f"{header}\nunit,i-15b,I./15th Infantry Regiment,prussia,,,,,,ir15,infantry,line,36\n",
        encoding="utf-8",
    )
    assert run(["import-roster", str(game_file), str(more)]) == 0
    out, err = capsys.readouterr()
    assert "Imported 0 sides, 0 commanders, 1 unit" in out
    assert err.strip() == (
        "warning: 2 units are named 'I./15th Infantry Regiment' (i-15, i-15b): orders must "
        "name them by key"
    )
    with Game.open(game_file, read_only=True) as game:
        lookup = UnitLookup(game.units())
    assert lookup.find("I./15th Infantry Regiment") is None  # not the first of the two
    assert [u.key for u in lookup.sharing(" i./15TH infantry regiment ")] == ["i-15", "i-15b"]
    assert lookup.find("i-15b").key == "i-15b"
    assert lookup.sharing("i-15") == []


# --- resolve ------------------------------------------------------------------------------------


def test_a_situation_nested_100000_deep_is_one_line(tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    err = refused(capsys, ["resolve", str(deep)])
    assert err == f"{deep}: nested too deeply to be a situation (a situation is a few levels deep)"


def test_dice_of_true_and_false_are_not_faces(tmp_path, capsys):
    situation = tmp_path / "catch.json"
    situation.write_text(
        json.dumps(
            {
                "pack": "belle_alliance",
                "roll": "catch",
                "bound": 3,
                "rolls": [{"role": "owner", "dice": [True, True, True]}],
            }
        )  # fmt: skip
    )
    err = refused(capsys, ["resolve", str(situation)])
    assert err == "rolls[0].dice: dice are whole numbers, e.g. [6, 5, 4], not [true, true, true]"
    situation.write_text(situation.read_text().replace("true, true, true", '"6", 5, 4'))
    assert "dice are whole numbers" in refused(capsys, ["resolve", str(situation)])


def test_a_negative_draw_number_is_refused(tmp_path, capsys):
    situation = tmp_path / "catch.json"
    situation.write_text(
        json.dumps({"pack": "belle_alliance", "roll": "catch", "bound": 3,
                    "rolls": [{"role": "owner"}]})
    )  # fmt: skip
    err = refused(capsys, ["resolve", str(situation), "--seed", "0f" * 32, "--draw", "-1"])
    assert err == "--draw -1: a console draw number is not negative"


# --- packs --------------------------------------------------------------------------------------


def exported_pack(tmp_path: Path, capsys) -> str:
    target = tmp_path / "club.toml"
    assert run(["pack", "export", "belle_alliance", "-o", str(target)]) == 0
    capsys.readouterr()
    return target.read_text(encoding="utf-8")


def test_a_pack_cell_of_17_digits_is_refused(tmp_path, capsys):
    text = exported_pack(tmp_path, capsys)
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if line.strip() == "defender = 1")
    lines[index] = "defender = 99999999999999999"
    bad = tmp_path / "big.toml"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    err = refused(capsys, ["pack", "check", str(bad)])
    assert err.startswith("big.toml: table t08, row ")
    assert err.endswith(
        "column defender: 99999999999999999 is beyond what a table of the rules holds (-999 to 999)"
    )
    game = tmp_path / "g.bagame"
    assert "99999999999999999" in refused(capsys, ["new", str(game), "--pack", str(bad)])
    assert not game.exists()


def test_a_result_table_with_a_gap_between_bands_is_refused(tmp_path, capsys):
    text = exported_pack(tmp_path, capsys)
    gap = text.replace(
        '{ min = 13, max = 14, outcome = "falls" },', '{ min = 14, max = 14, outcome = "falls" },'
    )
    assert gap != text
    bad = tmp_path / "gap.toml"
    bad.write_text(gap, encoding="utf-8")
    err = refused(capsys, ["pack", "check", str(bad)])
    assert err == (
        "gap.toml: table t18: 13 is not covered by any band, between 3-12 and 14 (add a band, "
        "with outcome '?' if it is not known)"
    )
    situation = tmp_path / "catch.json"
    situation.write_text(
        json.dumps({"pack": "gap.toml", "roll": "catch", "bound": 3,
                    "rolls": [{"role": "owner", "dice": [6, 6, 1]}]})
    )  # fmt: skip
    assert "13 is not covered by any band" in refused(capsys, ["resolve", str(situation)])


# --- games --------------------------------------------------------------------------------------


def test_new_makes_no_folders_a_path_names(tmp_path, capsys):
    target = tmp_path / "no" / "such" / "dir" / "g.bagame"
    err = refused(capsys, ["new", str(target)])
    assert err == f"cannot create {target}: there is no folder {target.parent}"
    assert not (tmp_path / "no").exists()
    # A bare name is a game of the games folder, which the console makes.
    data = tmp_path / "data"
    assert run(["--data-dir", str(data), "new", "club"]) == 0
    assert (data / "games" / "club.bagame").is_file()


def test_reveal_on_a_file_that_cannot_be_written_is_one_line(game_file, capsys):
    base = Path(tempfile.mkdtemp(prefix="ba-reveal-"))
    try:
        base.chmod(0o777)
        folder = base / "games"
        folder.mkdir(mode=0o777)
        folder.chmod(0o777)
        target = folder / "club.bagame"
        shutil.copyfile(game_file, target)
        target.chmod(0o444)
        before = snapshot(target)
        result = _as_another_user(["reveal", str(target)], base)
        assert result.returncode == 2, result.stderr
        # The shell's way, not the window's ("Open it read-only"): what reads it works.
        assert result.stderr.strip().splitlines() == [
            f"ba-console: error: {target} cannot be written (a read-only file or medium): "
            "nothing was changed. verify, export, export-roster and backup read it as it is; "
            "to reveal it, copy it to a folder you can write to (ba-console backup "
            f"{target} COPY.bagame) and run reveal on the copy."
        ]
        assert snapshot(target) == before
        copy = base / "copy.bagame"
        assert _as_another_user(["backup", str(target), str(copy)], base).returncode == 0
        # (The copy is written to: a seal here; reveal needs the seed, which stayed behind.)
        assert _as_another_user(["seal", str(copy)], base).returncode == 0
    finally:
        shutil.rmtree(base)


def test_seal_in_a_folder_that_cannot_be_written_says_what_the_shell_can_do(game_file):
    base = Path(tempfile.mkdtemp(prefix="ba-seal-"))
    try:
        base.chmod(0o777)
        folder = base / "stick"
        folder.mkdir()
        target = folder / "club.bagame"
        shutil.copyfile(game_file, target)
        target.chmod(0o666)
        folder.chmod(0o555)
        before = snapshot(target)
        result = _as_another_user(["seal", str(target)], base)
        assert result.returncode == 2, result.stderr
        assert result.stderr.strip().splitlines() == [
            "ba-console: error: club.bagame: cannot write the lock file next to it "
            "(Permission denied): nothing was changed. verify, export, export-roster and "
            f"backup read it as it is; to seal it, copy it to a folder you can write to "
            f"(ba-console backup {target} COPY.bagame) and run seal on the copy."
        ]
        assert snapshot(target) == before
    finally:
        folder.chmod(0o777)
        shutil.rmtree(base)


def _as_another_user(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    if os.geteuid() != 0:
        command = [sys.executable]
    elif shutil.which("setpriv") is None:
        pytest.skip("root ignores file modes, and setpriv (to run as another user) is missing")
    else:
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(home)}
    env["BA_CONSOLE_DATA_DIR"] = str(home / "data")
    return subprocess.run(  # noqa: S603 - our own interpreter
        [*command, "-m", "ba_console", *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


# --- CSV injection ------------------------------------------------------------------------------


def test_the_roster_csv_quotes_formula_names_and_imports_them_back(tmp_path):
    source = Game.create(tmp_path / "a.bagame", title="A", pack_toml="", pack_id="p", pack_hash="h")
    source.add_side("prussia", "=Prussia")
    source.add_unit(
        "u1", "@SUM(1+1)", side="prussia", arm="infantry", type="line", figures=36, valour=-1
    )
    text = export_roster_csv(source)
    source.close()
    first, *rest = text.splitlines()
    assert first.startswith("\ufeff# ba-console: a cell that began with = + - @ a tab or a")
    rows = list(csv.reader(io.StringIO("\n".join(rest))))
    header = rows[0]
    unit = dict(zip(header, rows[2], strict=True))
    assert rows[1][:3] == ["side", "prussia", "'=Prussia"]
    assert (unit["name"], unit["valour"], unit["figures"]) == ("'@SUM(1+1)", "-1", "36")
    target = Game.create(tmp_path / "b.bagame", title="B", pack_toml="", pack_id="p", pack_hash="h")
    import_roster_text(target, text, "csv")
    assert [side.name for side in target.sides()] == ["=Prussia"]
    assert (target.unit("u1").name, target.unit("u1").valour) == ("@SUM(1+1)", -1)
    target.close()


def test_the_log_csv_quotes_a_formula_note_and_keeps_numbers(tmp_path, capsys):
    path = tmp_path / "g.bagame"
    game = Game.create(path, title="G", pack_toml="", pack_id="p", pack_hash="h", dice_mode="both")
    game.add_side("s", "S")
    game.add_unit("u", "U", side="s", arm="infantry", type="line", figures=10)
    side = RollSide(role="attacker", unit="u", dice_source="typed", faces=(1, 2, 3))
    game.append_roll(RollDraft(kind="melee", sides=[side], note="=cmd|' /C calc'!A0"))
    game.close()
    assert run(["export", str(path), "--format", "csv", "-o", "-"]) == 0
    first, *rest = capsys.readouterr().out.splitlines()
    assert first.startswith("\ufeff# ba-console: a cell that began with =")
    (row,) = csv.DictReader(io.StringIO("\n".join(rest)))
    assert row["note"] == "'=cmd|' /C calc'!A0"
    assert (row["sequence"], row["bound"]) == ("1", "1")


def test_a_csv_with_nothing_to_quote_has_no_comment_line(tmp_path):
    game = Game.create(tmp_path / "a.bagame", title="A", pack_toml="", pack_id="p", pack_hash="h")
    game.add_side("prussia", "Prussia")
    assert export_roster_csv(game).startswith("\ufeffrecord,key,name,")  # a BOM, then the header
    game.close()


UNIT = {
    "side": "s", "commander": None, "arm": "infantry", "type": "line", "figures_start": 1,
    "figures": 1, "gunners_start": 0, "gunners": 0, "valour_start": 0, "valour": 0,
    "disorder": "ordered",
}  # fmt: skip


def test_unit_lookup_reads_a_key_before_a_shared_name():
    units = [
        Unit(key="a", name="Twin", **UNIT),
        Unit(key="b", name="twin", **UNIT),
        Unit(key="Twin", name="Other", **UNIT),
    ]
    lookup = UnitLookup(units)
    assert lookup.find("Twin").key == "Twin"  # a key wins over the name it shares
    assert lookup.find("twin") is None
    assert [u.key for u in lookup.sharing("TWIN ")] == ["a", "b"]
