"""`ba-console resolve SITUATION.json [--seed HEX]`: the JSON a script or umpire reads."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.core.fair_dice import fair_faces

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "situations"
FIXTURE_PACK = ROOT / "tests" / "fixtures" / "complete_belle_alliance_fixture.toml"
SEED = "0f" * 32


def resolve(tmp_path, capsys, situation: dict, *extra: str) -> tuple[int, dict | None, str]:
    path = tmp_path / "situation.json"
    path.write_text(json.dumps(situation), encoding="utf-8")
    code = run(["resolve", str(path), *extra])
    captured = capsys.readouterr()
    return code, (json.loads(captured.out) if code == 0 else None), captured.err


def factors(output: dict, role_index: int) -> dict[str, dict]:
    return {f["key"]: f for f in output["rolls"][role_index]["factors"]}


MELEE = {
    "pack": "belle_alliance",
    "roll": "melee",
    "bound": 4,
    "rolls": [
        {
            "role": "attacker",
            "unit": "fr",
            "dice": [5, 4, 3],
            "factors": ["flanking_attack", {"key": "uphill_attack"}],
            "context": {"at_the_charge": True},
        },
        {"role": "defender", "unit": "br", "dice": [3, 3, 2]},
    ],
    "units": {
        "fr": {"side": "france", "figures_start": 36, "figures": 32, "valour": 1},
        "br": {
            "side": "britain",
            "figures_start": 30,
            "figures": 15,
            "valour": 3,
            "flags": {"fired": [4]},
        },
    },
}


# --- Table 8: melee on the shipped pack -------------------------------------------------------


def test_melee_prints_table_8_factors_and_needs_the_umpire_without_an_outcome(tmp_path, capsys):
    code, out, _ = resolve(tmp_path, capsys, MELEE)
    assert code == 0
    attacker = factors(out, 0)
    assert attacker["flanking_attack"] == {
        "table": "t08",
        "key": "flanking_attack",
        "label": "Flanking attack",
        "column": "attacker",
        "value": 3,
        "status": "counted",
        "auto": False,
        "reason": "",
        "rule": "4.1.8",
    }
    assert attacker["uphill_attack"]["value"] == -1
    assert attacker["attack_at_the_charge"]["auto"] is True
    assert attacker["figures_100_per_cent_more"]["value"] == 2  # 32 against 15
    assert factors(out, 1)["fire_during_this_bound"]["value"] == -3
    # attacker 12 + 3 - 1 + 1 + 2 + valour 1 = 18; defender 8 - 3 + 3 = 8
    assert [r["total"] for r in out["rolls"]] == [18, 8]
    assert [r["natural"] for r in out["rolls"]] == [12, 8]
    assert out["results"][0]["value"] == 10
    assert out["outcome"] is None
    assert out["needs_umpire"] is True
    assert out["cell"] is None
    assert out["results"][0]["reason"] == "unset_table"  # Table 11 ships unset
    assert len(out["pack_hash"]) == 64


def test_melee_with_typed_outcome_reduces_valour_by_table_15(tmp_path, capsys):
    situation = dict(
        MELEE,
        umpire_outcome={
            "outcome": "defender retreats (MD)",
            "figures_lost": {"br": 4},
            "disorder": {"br": "MD"},
        },
    )
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    assert out["outcome"] == "defender retreats (MD)"
    assert out["typed"] is True
    assert out["needs_umpire"] is False
    effects = [(e["unit"], e["what"], e["from"], e["to"]) for e in out["effects"]]
    # 15 → 11: 19 of 30 lost = 63 %, the third full 20 % step: valour 3 → 2
    assert ("br", "figures", 15, 11) in effects
    assert ("br", "valour", 3, 2) in effects
    assert ("br", "disorder", "ordered", "MD") in effects
    assert any(w["code"] == "typed_outcome" for w in out["warnings"])


# --- Table 18: the catch roll -------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "outcome", "cell"),
    [
        ([4, 4, 4], "survives", "t18: 3-12"),
        ([5, 5, 3], "falls", "t18: 13-14"),
        ([6, 5, 4], "falls_side_minus_1", "t18: 15-16"),
        ([6, 6, 5], "falls_side_minus_2", "t18: 17-18"),
    ],
)
def test_catch_roll_outcomes(tmp_path, capsys, dice, outcome, cell):
    situation = {
        "pack": "belle_alliance",
        "roll": "catch",
        "bound": 3,
        "rolls": [{"role": "owner", "unit": "adc", "side": "prussia", "dice": dice}],
    }
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    assert (out["outcome"], out["cell"], out["needs_umpire"]) == (outcome, cell, False)
    assert out["odds_exact"] == {
        "survives": "20/27",
        "falls": "1/6",
        "falls_side_minus_1": "2/27",
        "falls_side_minus_2": "1/54",
    }
    assert out["odds"]["falls"] == pytest.approx(1 / 6)


def test_catch_roll_fall_with_minus_2_puts_the_side_penalty_on_until_next_bound(tmp_path, capsys):
    situation = {
        "pack": "belle_alliance",
        "roll": "catch",
        "bound": 3,
        "rolls": [{"role": "owner", "unit": "adc", "side": "prussia", "dice": [6, 6, 6]}],
    }
    _, out, _ = resolve(tmp_path, capsys, situation)
    assert out["effects"] == [
        {"unit": "adc", "what": "staff", "from": "standing", "to": "fallen", "rule": "Table 18"},
        {
            "unit": "prussia",
            "what": "side_penalty",
            "from": 0,
            "to": -2,
            "rule": "Table 18",
            "until_bound": 4,
            "note": "all rolls of side prussia until the end of bound 4",
        },
    ]


def test_side_penalty_in_force_is_not_counted_on_the_catch_roll(tmp_path, capsys):
    """1.1.4: "fradrag til terningkast for alle enheder på samme side" (the rolls of the
    side's units): a staff figure's catch roll totals its dice alone."""
    situation = {
        "pack": "belle_alliance",
        "roll": "catch",
        "bound": 4,
        "rolls": [{"role": "owner", "side": "prussia", "dice": [6, 5, 4]}],
        "side_penalty": {"prussia": {"value": -2, "bound": 3}},
    }
    _, out, _ = resolve(tmp_path, capsys, situation)
    assert out["rolls"][0]["total"] == 15
    assert "side_penalty" not in factors(out, 0)
    assert out["outcome"] == "falls_side_minus_1"
    assert "side_penalty_staff_roll" in [w["code"] for w in out["warnings"]]


# --- General de Brigade formation test -------------------------------------------------------


@pytest.mark.parametrize(
    ("klass", "dice", "gifted", "outcome"),
    [
        ("guard_elite", [4, 3], False, "keeps_formation"),
        ("guard_elite", [3, 3], False, "unformed"),
        ("veteran_line", [4, 4], False, "keeps_formation"),
        ("veteran_line", [4, 3], False, "unformed"),
        ("veteran_line", [4, 3], True, "keeps_formation"),
        ("second_rate_recruits", [4, 4], False, "unformed"),
        ("second_rate_recruits", [4, 4], True, "keeps_formation"),
    ],
)
def test_gdb_formation_test(tmp_path, capsys, klass, dice, gifted, outcome):
    situation = {
        "pack": "general_de_brigade",
        "roll": "formation_test",
        "rolls": [
            {
                "role": "column",
                "unit": "b1",
                "class": klass,
                "dice": dice,
                "context": {"gifted_commander": gifted},
            }
        ],
    }
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    assert out["outcome"] == outcome
    threshold = {"guard_elite": 7, "veteran_line": 8, "second_rate_recruits": 9}[klass]
    assert out["cell"] == f"formation_test: {klass} {threshold}+"
    assert ("gifted_commander" in factors(out, 0)) is gifted


def test_gdb_formation_test_without_a_class_names_the_field(tmp_path, capsys):
    situation = {
        "pack": "general_de_brigade",
        "roll": "formation_test",
        "rolls": [{"role": "column", "dice": [3, 3]}],
    }
    code, _, err = resolve(tmp_path, capsys, situation)
    assert code == 2
    assert "rolls[0].class: give the unit's class (guard_elite, veteran_line" in err


def test_gdb_charge_test_of_a_unit_given_without_its_disorder_is_formed(tmp_path, capsys):
    """A unit given without "disorder" stands at the first step of the pack's own ladder
    (General de Brigade: formed), not at Belle Alliance's "ordered", which the pack refuses."""
    situation = {
        "pack": "general_de_brigade",
        "roll": "charge_test",
        "rolls": [{"role": "unit", "unit": "f1", "dice": [3, 4]}],
        "units": {"f1": {"side": "fr", "arm": "infantry", "figures": 33, "figures_start": 36}},
        "umpire_outcome": "pass",
    }
    code, out, err = resolve(tmp_path, capsys, situation)
    assert (code, err) == (0, "")
    assert (out["outcome"], out["typed"], out["rolls"][0]["total"]) == ("pass", True, 7)
    situation["units"]["f1"]["disorder"] = "ordered"  # typed: Belle Alliance's word
    code, _, err = resolve(tmp_path, capsys, situation)
    assert code == 2
    assert "units.f1.disorder: 'ordered' is not one of formed, unformed" in err


# --- the complete TEST FIXTURE pack --------------------------------------------------------


def test_fixture_pack_melee_gives_the_outcome_without_typing(tmp_path, capsys):
    situation = dict(MELEE, pack=str(FIXTURE_PACK))
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    assert out["pack"] == "belle_alliance_fixture"
    assert out["needs_umpire"] is False
    assert out["outcome"] == "loser_fd"  # difference 10: made-up band 7 and above
    assert out["cell"] == "t11: 7-…"
    assert sum(out["odds"].values()) == pytest.approx(1)
    assert ("br", "disorder", "ordered", "FD") in [
        (e["unit"], e["what"], e["from"], e["to"]) for e in out["effects"]
    ]


def test_pack_path_is_taken_relative_to_the_situation_file(tmp_path, capsys):
    (tmp_path / "packs").mkdir()
    (tmp_path / "packs" / "club.toml").write_text(FIXTURE_PACK.read_text(encoding="utf-8"))
    situation = {
        "pack": "packs/club.toml",
        "roll": "ordering",
        "rolls": [{"role": "owner", "dice": [6, 2, 2]}],
    }
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    assert out["outcome"] == "order_followed"
    assert [(e["unit"], e["what"], e["to"]) for e in out["effects"]] == [
        ("owner", "order", "followed")
    ]


# --- console dice ---------------------------------------------------------------------------


def test_console_dice_come_from_the_seed(tmp_path, capsys):
    situation = {"pack": "belle_alliance", "roll": "catch", "rolls": [{"role": "owner"}]}
    code, out, _ = resolve(tmp_path, capsys, situation, "--seed", SEED)
    assert code == 0
    expected = fair_faces(bytes.fromhex(SEED), 0, "catch/owner", 3, 6)
    assert out["rolls"][0]["dice"] == list(expected)
    assert out["rolls"][0]["dice_source"] == "console"
    _, again, _ = resolve(tmp_path, capsys, situation, "--seed", SEED)
    assert again == out


def test_draw_picks_the_console_draw_and_sequence_is_a_hidden_alias(tmp_path, capsys):
    situation = {"pack": "belle_alliance", "roll": "catch", "rolls": [{"role": "owner"}]}
    code, out, _ = resolve(tmp_path, capsys, situation, "--seed", SEED, "--draw", "14")
    assert code == 0
    assert out["rolls"][0]["dice"] == list(fair_faces(bytes.fromhex(SEED), 14, "catch/owner", 3, 6))
    _, old_name, _ = resolve(tmp_path, capsys, situation, "--seed", SEED, "--sequence", "14")
    assert old_name == out
    with pytest.raises(SystemExit):
        run(["resolve", "--help"])
    help_text = capsys.readouterr().out
    assert "--draw N" in help_text and "console draw" in help_text
    assert "--sequence" not in help_text


def test_without_dice_and_without_seed_exits_2_naming_the_role(tmp_path, capsys):
    situation = {
        "pack": "belle_alliance",
        "roll": "melee",
        "rolls": [{"role": "attacker", "dice": [1, 2, 3]}, {"role": "defender"}],
    }
    code, _, err = resolve(tmp_path, capsys, situation)
    assert code == 2
    assert "rolls[1].dice: role defender has no dice" in err
    assert "--seed" in err


def test_bad_seed_exits_2(tmp_path, capsys):
    situation = {"pack": "belle_alliance", "roll": "catch", "rolls": [{"role": "owner"}]}
    code, _, err = resolve(tmp_path, capsys, situation, "--seed", "xyz")
    assert code == 2
    assert "--seed: the seed must be hexadecimal" in err


# --- bad input names the field ------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"rolls": [{"role": "owner", "dice": [1, 7, 2]}]}, "rolls[0].dice: die 2 shows 7"),
        ({"rolls": [{"role": "owner", "dice": [1, 2]}]}, "rolls[0].dice: 3D6 needs 3 dice"),
        ({"rolls": [{"role": "owner", "dice": "123"}]}, "rolls[0].dice: Input should be a valid"),
        ({"rolls": [{"role": "owner", "dise": [1, 2, 3]}]}, "rolls[0].dise: unknown field"),
        ({"roll": "volley"}, "roll: pack belle_alliance has no roll 'volley'"),
        ({"pack": "no_such_pack"}, "pack: no_such_pack: no such pack file"),
        ({"bound": 0}, "bound: Input should be greater than or equal to 1"),
    ],
)
def test_bad_input_exits_2_naming_the_field(tmp_path, capsys, change, message):
    situation = {"pack": "belle_alliance", "roll": "catch", "rolls": [{"role": "owner"}]}
    situation.update(change)
    code, _, err = resolve(tmp_path, capsys, situation, "--seed", SEED)
    assert code == 2
    assert err.startswith("ba-console: error: ")
    assert message in err


def test_invalid_json_exits_2_with_line_and_column(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text('{"pack": "belle_alliance",\n "roll": }', encoding="utf-8")
    assert run(["resolve", str(path)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


# --- the shipped examples, and a real process -------------------------------------------


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_shipped_examples_resolve(capsys, name):
    assert run(["resolve", str(EXAMPLES / name)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["needs_umpire"] is False


def test_examples_cover_catch_melee_and_gdb():
    names = {p.stem for p in EXAMPLES.glob("*.json")}
    assert {"catch_roll", "melee_typed_outcome", "gdb_formation_test"} <= names


def test_the_gdb_example_warns_of_nothing(tmp_path, capsys):
    """The README's General de Brigade example: its column has figures, so resolve does not
    call it out of play."""
    assert run(["resolve", str(EXAMPLES / "gdb_formation_test.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["outcome"], out["cell"]) == ("keeps_formation", "formation_test: veteran_line 8+")
    assert out["warnings"] == []


@pytest.mark.slow
def test_real_process_prints_json_and_exits_2_on_bad_input(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "ba_console", "resolve", str(EXAMPLES / "catch_roll.json")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["outcome"] == "falls_side_minus_1"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"pack": "belle_alliance", "roll": "catch", "rolls": []}))
    failed = subprocess.run(
        [sys.executable, "-m", "ba_console", "resolve", str(bad)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert failed.returncode == 2
    assert "rolls: List should have at least 1 item" in failed.stderr


def test_a_total_no_band_of_a_hand_written_table_covers_is_unset(tmp_path, capsys):
    """Table 12 written by hand over 3-13 only (a TEST FIXTURE): 15 is a cell the pack does
    not know, typed from the book; 1 (after a side penalty) is off the printed table."""
    from tests.fixtures.printed_bands import holed_bands_text

    (tmp_path / "club.toml").write_text(holed_bands_text(), encoding="utf-8")
    situation = {
        "pack": "club.toml",
        "roll": "fire",
        "rolls": [{"role": "firer", "unit": "u", "dice": [5, 5, 5], "target": "t"}],
        "units": {"u": {"side": "france", "figures": 20}, "t": {"side": "britain", "figures": 20}},
    }
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    result = out["results"][0]
    assert (result["value"], result["needs_umpire"], result["reason"]) == (15, True, "unset_cell")
    typed = dict(situation, umpire_outcome={"outcome": "2 figures", "figures_lost": {"t": 2}})
    code, out, _ = resolve(tmp_path, capsys, typed)
    assert code == 0
    assert (out["outcome"], out["typed"], out["needs_umpire"]) == ("book: 2 figures", True, False)
    assert ("t", "figures", 20, 18) in [
        (e["unit"], e["what"], e["from"], e["to"]) for e in out["effects"]
    ]
    low = dict(situation, side_penalty={"france": -2})
    low["rolls"] = [dict(situation["rolls"][0], dice=[1, 1, 1])]
    code, out, _ = resolve(tmp_path, capsys, low)
    assert code == 0
    assert (out["results"][0]["value"], out["results"][0]["reason"]) == (1, "no_band")


def test_odds_wait_for_a_ticked_unset_factor(tmp_path, capsys):
    """The FIXTURE pack with Table 7's canister loss unset: ticked with no value typed, the
    total is not known and no odds are given; typed, the odds are whole again."""
    from ba_console.packs import load_pack, pack_from_data

    data = load_pack(FIXTURE_PACK).model_dump(mode="json")
    row = next(r for r in data["tables"]["t07"]["rows"] if r["key"] == "canister")
    row["values"]["loss"] = "?"
    (tmp_path / "club.toml").write_text(pack_from_data(data).to_toml(), encoding="utf-8")
    firer = {
        "role": "firer",
        "unit": "b",
        "dice": [3, 5, 6],
        "target": "t",
        "factors": ["canister"],
    }
    situation = {
        "pack": "club.toml",
        "roll": "artillery_fire",
        "rolls": [firer],
        "units": {
            "b": {"side": "france", "arm": "artillery", "figures": 4},
            "t": {"side": "britain", "figures": 20},
        },
    }
    code, out, _ = resolve(tmp_path, capsys, situation)
    assert code == 0
    result = out["results"][0]
    assert (result["reason"], result["odds"], result["odds_complete"]) == (
        "unset_factor",
        {},
        False,
    )
    assert result["odds_unknown_until"] == ["t07:canister"] and out["odds"] == {}
    typed = dict(situation, rolls=[dict(firer, factors=[{"key": "canister", "typed": -1}])])
    code, out, _ = resolve(tmp_path, capsys, typed)
    assert code == 0
    result = out["results"][0]
    assert result["odds_complete"] and result["odds_unknown_until"] == []
    assert sum(result["odds"].values()) == pytest.approx(1)


def test_resolve_of_each_example_leaves_pydantic_unloaded():
    """`resolve` reads the shipped pack from its twin, the situation by its fields and says
    whether the store would log the roll, all without pydantic (some 60 ms to import and
    build its models): the modules it uses imported, each example resolved, pydantic is
    not in `sys.modules`, nor OpenSSL (`_hashlib`), `shutil` or `threading`, which it
    needs no more than pydantic. A bad situation is still refused by name."""
    examples = sorted(str(path) for path in EXAMPLES.glob("*.json"))
    script = (
        "import sys, ba_console.commands.resolve, ba_console.play.situation\n"
        "from ba_console.cli import run\n"
        f"codes = [run(['resolve', name]) for name in {examples!r}]\n"
        "codes.append(run(['resolve', '-']))\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', "
        "'pydantic_core', '_hashlib', 'shutil', 'threading'))\n"
        "print(codes, loaded, file=sys.stderr)\n"
    )
    bad = json.dumps({"pack": "belle_alliance", "roll": "catch", "rolls": [], "bound": 0})
    done = subprocess.run(
        [sys.executable, "-c", script], input=bad, capture_output=True, text=True, cwd=ROOT
    )
    assert done.stderr.splitlines()[-1] == f"{[0] * len(examples) + [2]} []", done.stderr
    assert "bound: Input should be greater than or equal to 1" in done.stderr
    assert "rolls: List should have at least 1 item" in done.stderr


def test_resolve_leaves_its_objects_to_the_system_only_as_the_program_ends(capsys):
    """Run from the entry point, `resolve` ends the program: the collector's last pass
    over what it made is skipped (`gc.freeze`). Run in a process that goes on (these
    tests), it freezes nothing."""
    import gc

    example = str(EXAMPLES / "melee_typed_outcome.json")
    frozen = gc.get_freeze_count()
    assert run(["resolve", example]) == 0
    assert gc.get_freeze_count() == frozen
    script = (
        "import gc, sys\n"
        "from ba_console.__main__ import main\n"
        f"code = main(['resolve', {example!r}])\n"
        "print(code, gc.get_freeze_count() > 0, file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert done.stderr.splitlines()[-1] == "0 True", done.stderr
    assert json.loads(done.stdout)["outcome"] == "defender retreats (MD), read from Table 11"
