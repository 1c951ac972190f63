"""Issue 11's proof through `ba-console resolve`: the rules that read what units did in
earlier bounds apply from the flags a situation gives, as in the window
(tests/e2e/test_bound_as_played.py), where the movement step set them.

- 2.3.3: a unit that stormed in bound 2 counts "charge during last bound" (Table 8, −2)
  on its attack in bound 3; a storm in bounds 4 and 6 is refused naming 2.3.3 (four clear
  bounds must pass); in bound 7 it may storm again.
- 2.3.2: a unit that used fast march may not fire that bound.
- 1.1.1: a unit marched through may not fire later that bound.
"""

from __future__ import annotations

import json

import pytest

from ba_console.cli import run


def resolve(tmp_path, capsys, situation: dict) -> dict:
    path = tmp_path / "situation.json"
    path.write_text(json.dumps(situation), encoding="utf-8")
    assert run(["resolve", str(path)]) == 0
    return json.loads(capsys.readouterr().out)


def storm(bound: int, at_the_charge: bool = True) -> dict:
    return {
        "pack": "belle_alliance",
        "roll": "melee",
        "bound": bound,
        "rolls": [
            {"role": "attacker", "unit": "i_15", "dice": [4, 4, 4],
             "context": {"at_the_charge": at_the_charge}},
            {"role": "defender", "unit": "tirailleurs", "dice": [3, 3, 3]},
        ],
        "units": {
            "i_15": {"side": "prussia", "arm": "infantry", "figures": 36,
                     "flags": {"charged": [2], "attacked": [2]}},
            "tirailleurs": {"side": "france", "arm": "infantry", "type": "light", "figures": 24},
        },
        "umpire_outcome": {"outcome": "defender falls back"},
    }  # fmt: skip


def codes(result: dict) -> list[str]:
    return [warning["code"] for warning in result["warnings"]]


def test_the_bound_after_a_storm_counts_minus_2(tmp_path, capsys):
    result = resolve(tmp_path, capsys, storm(3, at_the_charge=False))
    attacker = result["rolls"][0]
    [charged] = [f for f in attacker["factors"] if f["key"] == "charge_during_last_bound"]
    assert (charged["value"], charged["status"], charged["reason"]) == (
        -2,
        "counted",
        "charged in bound 2 (2.3.3)",
    )
    assert "charge_wait" not in codes(result)


@pytest.mark.parametrize("bound", [4, 6])
def test_a_storm_within_four_bounds_is_refused_naming_2_3_3(tmp_path, capsys, bound):
    result = resolve(tmp_path, capsys, storm(bound))
    [wait] = [w for w in result["warnings"] if w["code"] == "charge_wait"]
    assert wait["message"] == (
        "i_15: unit charged in bound 2: 4 bounds must pass before it charges again (2.3.3)"
    )


def test_a_storm_in_bound_7_is_allowed(tmp_path, capsys):
    result = resolve(tmp_path, capsys, storm(7))
    assert "charge_wait" not in codes(result)
    assert not any(f["key"] == "charge_during_last_bound" for f in result["rolls"][0]["factors"])


@pytest.mark.parametrize(
    ("flag", "code", "rule"),
    [("fast_march", "fast_march_fire", "(2.3.2)"), ("passed_through", "passed_through", "(1.1.1)")],
)
def test_a_unit_that_fast_marched_or_was_marched_through_cannot_fire(
    tmp_path, capsys, flag, code, rule
):
    situation = {
        "pack": "belle_alliance",
        "roll": "fire",
        "bound": 3,
        "rolls": [{"role": "firer", "unit": "hus", "target": "i_1t", "dice": [5, 5, 5]}],
        "units": {
            "hus": {"side": "prussia", "arm": "infantry", "figures": 28, "flags": {flag: [3]}},
            "i_1t": {"side": "france", "arm": "infantry", "figures": 24},
        },
        "umpire_outcome": {"outcome": "no effect"},
    }
    [warning] = [w for w in resolve(tmp_path, capsys, situation)["warnings"] if w["code"] == code]
    assert warning["message"].endswith(rule)
    # The bound after, the flag is spent: the same fire is allowed.
    situation["bound"] = 4
    assert code not in codes(resolve(tmp_path, capsys, situation))
