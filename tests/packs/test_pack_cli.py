"""`ba-console pack list | check | export | diff`, as an umpire runs them."""

import json
import tomllib
from importlib import resources

import pytest
import tomli_w

from ba_console.cli import run
from ba_console.packs import load_pack
from ba_console.packs.schema import SCHEMA_VERSION


def shipped_data(pack_id="belle_alliance") -> dict:
    text = (resources.files("ba_console.packs.data") / f"{pack_id}.toml").read_text("utf-8")
    return tomllib.loads(text)


def write(path, data):
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def test_pack_list_shows_each_shipped_pack_with_hash_and_completeness(capsys):
    assert run(["pack", "list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["id", "version", "title", "hash", "complete"]
    rows = {line.split()[0]: line for line in out[2:]}
    assert set(rows) == {"belle_alliance", "general_de_brigade"}
    ba, gdb = load_pack("belle_alliance"), load_pack("general_de_brigade")
    assert ba.content_hash[:12] in rows["belle_alliance"]
    assert ba.content_hash[:13] not in rows["belle_alliance"]
    assert rows["belle_alliance"].endswith("14 %")  # 3 of 22 tables known
    assert "Belle Alliance (2nd edition, Lexnet 2001)" in rows["belle_alliance"]
    assert gdb.content_hash[:12] in rows["general_de_brigade"]
    # 3 of 8 tables known: the charge test, its modifiers, the melee modifiers and result
    # and the formation change test are not.
    assert rows["general_de_brigade"].endswith("38 %")


def test_pack_list_json(capsys):
    assert run(["pack", "list", "--json"]) == 0
    packs = {p["id"]: p for p in json.loads(capsys.readouterr().out)}
    ba = packs["belle_alliance"]
    assert ba["hash"] == load_pack("belle_alliance").content_hash
    assert ba["completeness"] == round(3 / 22, 4)
    assert ba["tables"]["t08"]["known"] == 80 and ba["tables"]["t08"]["total"] == 80
    assert ba["tables"]["t11"] == {
        "title": "Result of melee",
        "known": 0,
        "total": 31,
        "source": ba["tables"]["t11"]["source"],
    }
    assert packs["general_de_brigade"]["dice"] == "2d6"


def test_pack_check_reports_completeness_and_source_per_table(tmp_path, capsys):
    path = write(tmp_path / "club.toml", shipped_data())
    assert run(["pack", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("club.toml: OK\n")
    assert f"hash {load_pack('belle_alliance').content_hash}" in out
    table_lines = {line.split()[0]: line for line in out.splitlines() if line.startswith("t")}
    assert "80/80" in table_lines["t08"] and "100 %" in table_lines["t08"]
    assert "English HTML edition, Table 8" in table_lines["t08"]
    assert "16/16" in table_lines["t18"]
    assert "0/31" in table_lines["t11"] and "table values not published here" in table_lines["t11"]


def test_pack_check_warns_of_totals_in_no_band(tmp_path, capsys):
    """A band table by hand that covers part of its dice's totals loads, and a total in
    the hole is read as unset in play (the pack does not know it): `check` says where, how
    play reads it, and how to mend it (the bands given here are '?': nothing of the book
    is invented)."""
    data = shipped_data()
    data["tables"]["t12"]["bands"] = [{"min": 3, "max": 10, "outcome": "?"}]
    path = write(tmp_path / "club.toml", data)
    assert run(["pack", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("club.toml: OK\n")
    assert out.endswith(
        "\nwarning: t12: 11-18 is in no band: a roll there or past it is read as unset, its "
        "outcome typed from the book (add a band, with outcome '?' if it is not known)\n"
    )
    assert run(["pack", "check", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["warnings"] == [
        "t12: 11-18 is in no band: a roll there or past it is read as unset, its outcome typed "
        "from the book (add a band, with outcome '?' if it is not known)"
    ]
    assert run(["pack", "check", "belle_alliance"]) == 0
    assert "warning" not in capsys.readouterr().out  # the shipped pack has no hole


def test_pack_check_json(tmp_path, capsys):
    path = write(tmp_path / "club.toml", shipped_data("general_de_brigade"))
    assert run(["pack", "check", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is True
    assert report["tables"]["formation_test"]["known"] == 3


def test_pack_check_of_a_broken_pack_exits_2_naming_file_table_row_field(tmp_path, capsys):
    data = shipped_data()
    next(r for r in data["tables"]["t08"]["rows"] if r["key"] == "flanking_attack")["values"][
        "defender"
    ] = "x"
    path = write(tmp_path / "club.toml", data)
    assert run(["pack", "check", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(
        "ba-console: error: club.toml: table t08, row flanking_attack, field values: "
        "column defender: 'x' is not a cell"
    )


def test_pack_check_refuses_a_newer_schema_politely(tmp_path, capsys):
    data = shipped_data()
    data["schema_version"] = SCHEMA_VERSION + 1
    path = write(tmp_path / "future.toml", data)
    assert run(["pack", "check", str(path)]) == 2
    newer = SCHEMA_VERSION + 1
    assert (
        f"future.toml: schema_version {newer} is newer than this console understands "
        f"({SCHEMA_VERSION}); " in (capsys.readouterr().err)
    )


def test_pack_check_of_a_missing_file(tmp_path, capsys):
    assert run(["pack", "check", str(tmp_path / "nope.toml")]) == 2
    assert "nope.toml: no such pack file" in capsys.readouterr().err


def test_pack_export_reloads_to_the_same_hash(tmp_path, capsys):
    target = tmp_path / "ba.toml"
    assert run(["pack", "export", "belle_alliance", "-o", str(target)]) == 0
    assert f"wrote {target}" in capsys.readouterr().out
    assert load_pack(target).content_hash == load_pack("belle_alliance").content_hash
    assert target.read_text(encoding="utf-8").startswith("# Rule pack belle_alliance 2026.12.6")


def test_pack_export_does_not_overwrite_without_force(tmp_path, capsys):
    target = tmp_path / "mine.toml"
    target.write_text("my filled-in pack", encoding="utf-8")
    assert run(["pack", "export", "general_de_brigade", "-o", str(target)]) == 2
    assert "mine.toml: file exists (use --force to overwrite it)" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "my filled-in pack"
    assert run(["pack", "export", "general_de_brigade", "-o", str(target), "--force"]) == 0
    assert load_pack(target).id == "general_de_brigade"


def test_pack_export_to_standard_output(capsys):
    assert run(["pack", "export", "general_de_brigade"]) == 0
    text = capsys.readouterr().out
    assert tomllib.loads(text)["id"] == "general_de_brigade"


def test_pack_export_of_an_unknown_id(capsys):
    assert run(["pack", "export", "warhammer"]) == 2
    assert "warhammer: no such pack file" in capsys.readouterr().err


def test_pack_diff_lists_changed_and_filled_cells(tmp_path, capsys):
    data = shipped_data()
    rows = {r["key"]: r for r in data["tables"]["t08"]["rows"]}
    rows["flanking_attack"]["values"]["attacker"] = 4
    data["tables"]["t06"]["rows"][0]["values"]["loss"] = -1
    path = write(tmp_path / "club.toml", data)
    assert run(["pack", "diff", "belle_alliance", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("A: belle_alliance (pack belle_alliance 2026.12.6, hash ")
    assert out[2:] == [
        "t06 split_fire loss: ? → -1",
        "t08 flanking_attack attacker: 3 → 4",
        "2 differences (1 filled, 1 changed) in 2 tables",
    ]


def test_pack_diff_of_the_same_rules_exits_0(tmp_path, capsys):
    path = tmp_path / "copy.toml"
    assert run(["pack", "export", "belle_alliance", "-o", str(path)]) == 0
    capsys.readouterr()
    assert run(["pack", "diff", "belle_alliance", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "no differences"


def test_pack_diff_json(tmp_path, capsys):
    data = shipped_data()
    data["tables"]["t18"]["bands"][0]["outcome"] = "falls"
    path = write(tmp_path / "club.toml", data)
    assert run(["pack", "diff", "belle_alliance", str(path), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["same"] is False
    assert [c["text"] for c in report["changes"]] == ["t18 3-12 outcome: survives → falls"]


@pytest.mark.parametrize("argv", [["pack"], ["pack", "frobnicate"]])
def test_pack_without_a_known_action_is_a_usage_error(argv, capsys):
    with pytest.raises(SystemExit) as caught:
        run(argv)
    assert caught.value.code == 2
    assert "list" in capsys.readouterr().err
