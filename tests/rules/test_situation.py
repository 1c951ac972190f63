"""`resolve_situation`: a roll described as data, with auto factors, effects, warnings."""

from pathlib import Path

import pytest

from ba_console.play.situation import SituationError, parse_situation, resolve_situation
from tests.fixtures.printed_bands import printed_bands_pack

ROOT = Path(__file__).resolve().parents[2]


def resolve(pack, **data):
    data.setdefault("pack", pack.id)
    return resolve_situation(parse_situation(data), pack)


def effects(report):
    return [(e.unit, e.what, e.from_, e.to) for e in report.effects]


def codes(report):
    return [w.code for w in report.warnings]


MELEE_UNITS = {
    "att": {"side": "france", "figures_start": 30, "figures": 30, "valour": 1},
    "def": {"side": "britain", "figures_start": 30, "figures": 15, "valour": 3},
}


# --- Table 18: the catch roll ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "outcome"),
    [
        ([4, 4, 4], "survives"),
        ([5, 5, 3], "falls"),
        ([6, 5, 4], "falls_side_minus_1"),
        ([6, 6, 5], "falls_side_minus_2"),
    ],
)
def test_catch_roll_reads_table_18(ba_pack, dice, outcome):
    report = resolve(
        ba_pack, roll="catch", bound=2, rolls=[{"role": "owner", "side": "france", "dice": dice}]
    )
    assert report.resolution.results[0].outcome_key == outcome
    assert not report.needs_umpire


def test_catch_roll_fall_gives_the_side_penalty_until_the_next_bound(ba_pack):
    report = resolve(
        ba_pack,
        roll="catch",
        bound=5,
        rolls=[{"role": "owner", "unit": "adc_1", "side": "prussia", "dice": [6, 6, 5]}],
    )
    assert effects(report) == [
        ("adc_1", "staff", "standing", "fallen"),
        ("prussia", "side_penalty", 0, -2),
    ]
    assert report.effects[1].until_bound == 6


def test_side_penalty_in_force_counts_on_the_sides_unit_rolls_not_on_a_catch_roll(ba_pack):
    """1.1.4: "fradrag til terningkast for alle enheder på samme side" (a deduction on the
    rolls of all units of the same side): a unit's fire roll counts it, a staff figure's
    own catch roll does not."""
    penalty = {"france": {"value": -2, "bound": 3}}
    fire = resolve(
        ba_pack,
        roll="fire",
        bound=4,
        rolls=[{"role": "firer", "unit": "u", "dice": [5, 5, 4], "target": "t"}],
        units={"u": {"side": "france", "figures": 20}, "t": {"side": "britain", "figures": 20}},
        side_penalty=penalty,
        umpire_outcome={"outcome": "no effect"},
    )
    role = fire.resolution.roles[0]
    assert role.total == 12
    assert [(f.table, f.key, f.value) for f in role.counted] == [("t18", "side_penalty", -2)]
    assert "side_penalty_staff_roll" not in codes(fire)
    catch = resolve(
        ba_pack,
        roll="catch",
        bound=4,
        rolls=[{"role": "owner", "side": "france", "dice": [5, 5, 4]}],
        side_penalty=penalty,
    )
    role = catch.resolution.roles[0]
    assert (role.total, role.counted) == (14, ())
    assert catch.resolution.results[0].outcome_key == "falls"
    assert "side_penalty_staff_roll" in codes(catch)


def test_expired_side_penalty_does_not_count_and_is_reported(ba_pack):
    report = resolve(
        ba_pack,
        roll="catch",
        bound=5,
        rolls=[{"role": "owner", "side": "france", "dice": [5, 5, 4]}],
        side_penalty={"france": {"value": -2, "bound": 3}},
    )
    assert report.resolution.roles[0].total == 14
    assert "side_penalty_expired" in codes(report)


def test_side_penalty_pushing_below_the_printed_bands_asks_the_umpire():
    pack = printed_bands_pack()  # a TEST FIXTURE: Table 12 made up, closed at 3-18
    report = resolve(
        pack,
        roll="fire",
        rolls=[{"role": "firer", "unit": "u", "dice": [1, 1, 1], "target": "t"}],
        units={"u": {"side": "france", "figures": 20}, "t": {"side": "britain", "figures": 20}},
        side_penalty={"france": -2},
    )
    assert report.resolution.roles[0].total == 1
    assert report.needs_umpire
    assert report.resolution.results[0].lookup.reason == "no_band"


# --- Table 8 melee on the shipped pack (Table 11 unset) -------------------------------------


def test_melee_totals_auto_and_ticked_factors_and_asks_the_umpire(ba_pack):
    report = resolve(
        ba_pack,
        roll="melee",
        bound=2,
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [3, 4, 5], "factors": ["flanking_attack"]},
            {"role": "defender", "unit": "def", "dice": [2, 2, 2]},
        ],
        units=MELEE_UNITS,
    )
    attacker, defender = report.resolution.roles
    # 12 + flank 3 + valour 1 + 100 % more figures (30 v 15) 2
    assert attacker.total == 18
    assert defender.total == 9  # 6 + valour 3
    assert report.needs_umpire
    assert "needs_umpire" in codes(report)


def test_melee_typed_loss_reduces_valour_by_table_15(ba_pack):
    report = resolve(
        ba_pack,
        roll="melee",
        bound=2,
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [3, 4, 5]},
            {"role": "defender", "unit": "def", "dice": [2, 2, 2]},
        ],
        units=MELEE_UNITS,
        umpire_outcome={
            "outcome": "defender retreats",
            "figures_lost": {"def": ["3/2", "3/2", "1/2"]},
            "disorder": {"def": "MD"},
        },
    )
    assert not report.needs_umpire
    assert report.resolution.results[0].typed
    found = effects(report)
    # 3.5 figures, summed then rounded down: 3. 18 of 30 lost = 60 %: the third step.
    assert ("def", "figures", 15, 12) in found
    assert ("def", "valour", 3, 2) in found
    assert ("def", "disorder", "ordered", "MD") in found
    assert ("att", "flag", None, "attacked") in found
    assert ("def", "flag", None, "defended") in found


def test_melee_loss_pushing_valour_below_minus_5_routs_the_unit(ba_pack):
    units = {
        "att": MELEE_UNITS["att"],
        "def": {"side": "britain", "figures_start": 20, "figures": 16, "valour": -5},
    }
    report = resolve(
        ba_pack,
        roll="melee",
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [3, 4, 5]},
            {"role": "defender", "unit": "def", "dice": [2, 2, 2]},
        ],
        units=units,
        umpire_outcome={"outcome": "x", "figures_lost": {"def": 4}},
    )
    assert ("def", "disorder", "ordered", "FD") in effects(report)
    assert ("att", "flag", None, "opponent_into_fd") in effects(report)
    assert "fd_loss" in codes(report)
    assert not any(e.what == "valour" for e in report.effects)  # stays at -5


def test_double_one_on_a_melee_roll_starts_the_supply_count_for_neighbours_too(ba_pack):
    units = dict(MELEE_UNITS, nb={"side": "france", "figures": 20, "supplies_left": 2})
    report = resolve(
        ba_pack,
        roll="melee",
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [1, 1, 5], "neighbours": ["nb"]},
            {"role": "defender", "unit": "def", "dice": [2, 3, 2]},
        ],
        units=units,
    )
    assert ("att", "supplies", None, 3) in effects(report)
    assert ("nb", "supplies", 2, 1) in effects(report)
    assert ("def", "supplies", None, 3) not in effects(report)
    assert ("nb", "flag", None, "attacked") in effects(report)


def test_mentioned_factor_already_auto_ticked_counts_once(ba_pack):
    report = resolve(
        ba_pack,
        roll="melee",
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [3, 4, 5], "factors": ["valour"]},
            {"role": "defender", "unit": "def", "dice": [2, 2, 2], "auto": False},
        ],
        units=MELEE_UNITS,
    )
    attacker, defender = report.resolution.roles
    valour = [f for f in attacker.counted if f.key == "valour"]
    assert [f.value for f in valour] == [1]  # ticked by hand, value from the roster
    assert defender.counted == ()  # auto off: the roster ticks nothing


def test_a_valour_tick_without_any_value_names_the_roll(ba_pack):
    with pytest.raises(SituationError, match=r"^rolls\[0\]\.factors: valour: give its value"):
        resolve(
            ba_pack,
            roll="melee",
            rolls=[
                {"role": "attacker", "dice": [3, 4, 5], "factors": ["valour"]},
                {"role": "defender", "dice": [2, 2, 2]},
            ],
        )


def test_md_unit_firing_is_warned(ba_pack):
    report = resolve(
        ba_pack,
        roll="fire",
        rolls=[{"role": "firer", "unit": "u", "dice": [3, 3, 3], "target": "t"}],
        units={"u": {"figures": 20, "disorder": "MD"}, "t": {"figures": 20}},
    )
    messages = [w.message for w in report.warnings]
    assert "u: unit in MD cannot fire (3.1.1)" in messages
    assert ("u", "flag", None, "fired") in effects(report)


def test_fd_unit_ordering_roll_is_warned(ba_pack):
    report = resolve(
        ba_pack,
        roll="ordering",
        rolls=[{"role": "owner", "unit": "u", "dice": [3, 3, 3]}],
        units={"u": {"figures": 20, "disorder": "FD"}},
    )
    assert "fd_no_orders" in codes(report)


def test_unset_factor_is_listed_and_leaves_the_outcome_to_the_umpire(ba_pack):
    report = resolve(
        ba_pack,
        roll="fire",
        rolls=[{"role": "firer", "dice": [3, 3, 3], "factors": ["split_fire"]}],
    )
    role = report.resolution.roles[0]
    assert [f.key for f in role.unset] == ["split_fire"]
    assert role.total == 9
    assert report.needs_umpire
    assert "unset_factor" in codes(report)


def test_a_factor_value_typed_from_the_book_counts_and_is_marked_typed(ba_pack):
    """Parity with the window: the value typed for an unset row (Table 6) counts, the draft
    logs it as typed by the umpire, and the report says so."""
    report = resolve(
        ba_pack,
        roll="fire",
        rolls=[{"role": "firer", "dice": [3, 3, 3],
                "factors": [{"key": "split_fire", "typed": -1}, "soutien"]}],
        umpire_outcome="no effect",
    )  # fmt: skip
    role = report.resolution.roles[0]
    assert role.total == 8 and [f.key for f in role.unset] == ["soutien"]
    logged = {f.key: (f.value, f.typed) for f in report.preview.draft.sides[0].factors}
    assert logged == {"split_fire": (-1, True)}
    listed = report.to_dict()["rolls"][0]["factors"]
    assert [f.get("typed", False) for f in listed] == [True, False]
    assert "firer: t06 row split_fire, loss: value -1 typed by the umpire from the book" in [
        w.message for w in report.warnings
    ]


def test_a_factor_value_typed_for_a_known_cell_names_the_field(fixture_pack):
    with pytest.raises(
        SituationError,
        match=r"^rolls\[0\]\.factors: table t06, row split_fire, loss: a value is typed from "
        "the book only for an unset cell; the pack gives 1",
    ):
        resolve(
            fixture_pack,
            roll="fire",
            rolls=[{"role": "firer", "dice": [3, 3, 3],
                    "factors": [{"key": "split_fire", "typed": 2}]}],
        )  # fmt: skip


# --- the complete TEST FIXTURE pack: outcomes without typing -----------------------------


def test_fixture_melee_outcome_falls_on_the_loser(fixture_pack):
    report = resolve(
        fixture_pack,
        roll="melee",
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [6, 6, 6]},
            {"role": "defender", "unit": "def", "dice": [2, 2, 2]},
        ],
        units=MELEE_UNITS,
    )
    result = report.resolution.results[0]
    assert not report.needs_umpire
    assert result.outcome_key == "loser_fd"  # 21 - 9 = 12
    assert ("def", "disorder", "ordered", "FD") in effects(report)
    assert ("att", "flag", None, "opponent_into_fd") in effects(report)


def test_fixture_fire_loss_falls_on_the_target(fixture_pack):
    report = resolve(
        fixture_pack,
        roll="fire",
        rolls=[{"role": "firer", "unit": "u", "dice": [5, 5, 5], "target": "t"}],
        units={"u": {"figures": 20}, "t": {"figures_start": 10, "figures": 10, "valour": 1}},
    )
    assert report.resolution.results[0].outcome_key == "loss_2_md"
    assert ("t", "figures", 10, 8) in effects(report)
    assert ("t", "valour", 1, 0) in effects(report)
    assert ("t", "disorder", "ordered", "MD") in effects(report)


def test_typed_outcome_where_the_table_answers_is_refused(fixture_pack):
    with pytest.raises(SituationError, match="^umpire_outcome: .*read from the table"):
        resolve(
            fixture_pack,
            roll="catch",
            rolls=[{"role": "owner", "dice": [1, 2, 3]}],
            umpire_outcome="falls",
        )


# --- input errors name the field ---------------------------------------------------------


def test_unknown_factor_names_the_field_and_the_tables(ba_pack):
    with pytest.raises(SituationError, match=r"^rolls\[1\]\.factors\[0\]: no row 'flank'.*t08"):
        resolve(
            ba_pack,
            roll="melee",
            rolls=[
                {"role": "attacker", "dice": [1, 2, 3]},
                {"role": "defender", "dice": [1, 2, 3], "factors": ["flank"]},
            ],
        )


def test_wrong_number_of_dice_names_the_field(ba_pack):
    with pytest.raises(SituationError, match=r"^rolls\[0\]\.dice: 3D6 needs 3 dice, got 2"):
        resolve(ba_pack, roll="catch", rolls=[{"role": "owner", "dice": [1, 2]}])


def test_unknown_role_names_the_roles(ba_pack):
    with pytest.raises(SituationError, match=r"rolls\[0\]\.role: 'firer' is not a role of catch"):
        resolve(ba_pack, roll="catch", rolls=[{"role": "firer", "dice": [1, 2, 3]}])


def test_disorder_must_be_on_the_packs_ladder(ba_pack):
    with pytest.raises(SituationError, match=r"units\.u\.disorder: 'shaken'"):
        resolve(
            ba_pack,
            roll="catch",
            rolls=[{"role": "owner", "dice": [1, 2, 3]}],
            units={"u": {"disorder": "shaken"}},
        )


def test_schema_errors_name_the_field():
    with pytest.raises(SituationError) as info:
        parse_situation({"pack": "x", "roll": "catch", "rolls": [{"role": "o", "dice": "356"}]})
    assert str(info.value).startswith("rolls[0].dice: Input should be a valid list")
    with pytest.raises(SituationError, match=r"units\.u\.valour: .*less than or equal to 5"):
        parse_situation(
            {"pack": "x", "roll": "c", "rolls": [{"role": "o"}], "units": {"u": {"valour": 7}}}
        )


def test_two_attackers_each_read_against_the_defender_who_takes_the_worst_result(fixture_pack):
    units = dict(MELEE_UNITS, att2={"side": "france", "figures": 10})
    report = resolve(
        fixture_pack,
        roll="melee",
        rolls=[
            {"role": "attacker", "unit": "att", "dice": [3, 3, 3]},
            {"role": "attacker2", "unit": "att2", "dice": [6, 6, 5]},
            {"role": "defender", "unit": "def", "dice": [2, 3, 2]},
        ],
        units=units,
    )
    # defender 7 + valour 3 = 10; attacker 9 + 1 + 2 (30 v 15) = 12; attacker2 17
    assert [r.value for r in report.resolution.results] == [2, 7]
    assert [r.outcome_key for r in report.resolution.results] == ["loser_ld", "loser_fd"]
    disorder = [(e.unit, e.to) for e in report.effects if e.what == "disorder"]
    assert disorder == [("def", "FD")]
    assert "several_attackers_figures" in codes(report)


def test_rules_modules_do_not_import_qt():
    import subprocess
    import sys

    code = (
        "import sys, ba_console.play.situation, ba_console.commands.resolve; "
        "sys.exit('PySide6' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_typed_disorder_must_be_on_the_packs_ladder(ba_pack):
    with pytest.raises(SituationError, match=r"^umpire_outcome\.disorder\.u: 'routed'"):
        resolve(
            ba_pack,
            roll="catch",
            rolls=[{"role": "owner", "dice": [1, 2, 3]}],
            umpire_outcome={"disorder": {"u": "routed"}},
        )


def test_each_pack_names_its_rule_set(ba_pack, gdb_pack):
    from ba_console.rules.belle_alliance import BELLE_ALLIANCE
    from ba_console.rules.general_de_brigade import GENERAL_DE_BRIGADE
    from ba_console.rules.registry import rules_for

    assert rules_for(ba_pack.rules) is BELLE_ALLIANCE
    assert rules_for(gdb_pack.rules) is GENERAL_DE_BRIGADE
    with pytest.raises(KeyError, match="no rules for 'warhammer'"):
        rules_for("warhammer")


@pytest.mark.parametrize(
    ("lost", "message"),
    [("-1/2", "a loss is not less than nothing"), ("half", "'half' is not a number of figures")],
)
def test_the_figures_lost_this_phase_are_a_number_of_0_or_more(lost, message):
    units = {"u": {"lost_this_phase": lost}}
    with pytest.raises(SituationError, match=message):
        parse_situation({"pack": "x", "roll": "fire", "rolls": [{"role": "firer"}], "units": units})
    fine = {"u": {"lost_this_phase": "1/2"}}
    parse_situation({"pack": "x", "roll": "fire", "rolls": [{"role": "firer"}], "units": fine})


def test_a_battery_given_only_its_gunners_now_started_with_as_many(ba_pack):
    situation = parse_situation(
        {
            "pack": "belle_alliance",
            "roll": "catch",
            "rolls": [{"role": "owner", "dice": [1, 2, 3]}],
            "units": {"b": {"arm": "artillery", "figures": 4, "gunners": 6}},
        }
    )
    battery = situation.units["b"].state("b")
    assert (battery.gunners_start, battery.gunners) == (6, 6)


def test_a_threshold_test_names_the_missing_or_unknown_class(gdb_pack):
    with pytest.raises(SituationError, match=r"rolls\[0\]\.class: give the unit's class"):
        resolve(gdb_pack, roll="formation_test", rolls=[{"role": "column", "dice": [3, 4]}])
    with pytest.raises(SituationError, match=r"'elite' is not a class of this test"):
        resolve(
            gdb_pack,
            roll="formation_test",
            rolls=[{"role": "column", "dice": [3, 4], "class": "elite"}],
        )


def test_a_roll_without_dice_and_no_console_names_the_role(ba_pack):
    with pytest.raises(SituationError, match="rolls: defender: no dice typed and no console"):
        resolve(
            ba_pack,
            roll="melee",
            rolls=[{"role": "attacker", "dice": [1, 2, 3]}, {"role": "defender"}],
        )
