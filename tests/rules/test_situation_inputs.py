"""What a situation file leaves out or states besides the dice (`play.situation`): the
defaults it is read with, the phase with its sub-phase, console dice, the unit's class,
the guns' gunners, an earlier loss of the phase, a row of a group ticked by the umpire
and a row found in two tables."""

from __future__ import annotations

import pytest

from ba_console.play.situation import SituationError, parse_situation, resolve_situation


def resolve(pack, faces_from=None, **data):
    data.setdefault("pack", pack.id)
    return resolve_situation(parse_situation(data), pack, faces_from)


def flags(report) -> list[tuple]:
    return [(e.unit, e.to, e.until_bound) for e in report.effects if e.what == "flag"]


# --- what is left out -------------------------------------------------------------------------


def test_a_situation_without_a_bound_is_in_bound_1(ba_pack):
    report = resolve(ba_pack, roll="catch", rolls=[{"role": "owner", "dice": [1, 2, 3]}])
    assert report.bound == 1 and report.to_dict()["bound"] == 1


def test_a_unit_given_without_figures_has_none_and_started_with_none(ba_pack):
    situation = parse_situation(
        {"pack": "x", "roll": "catch", "rolls": [{"role": "owner"}], "units": {"u": {}}}
    )
    state = situation.units["u"].state("u")
    assert (state.figures_start, state.figures) == (0, 0)


def test_no_dice_typed_takes_the_consoles_and_says_so(ba_pack):
    def console(role, dice):
        return (6, 5, 4)

    drawn = resolve(ba_pack, console, roll="catch", rolls=[{"role": "owner"}])
    typed = resolve(ba_pack, console, roll="catch", rolls=[{"role": "owner", "dice": [1, 2, 3]}])
    assert [(r["dice"], r["dice_source"]) for r in drawn.to_dict()["rolls"]] == [
        ([6, 5, 4], "console")
    ]
    assert [(r["dice"], r["dice_source"]) for r in typed.to_dict()["rolls"]] == [
        ([1, 2, 3], "typed")
    ]


def test_a_roll_without_a_result_table_lists_the_typed_outcome_without_a_label(ba_pack):
    report = resolve(
        ba_pack,
        roll="spread_of_rout",
        rolls=[{"role": "owner", "dice": [3, 3, 3]}],
        umpire_outcome="routs",
    )
    (result,) = report.to_dict()["results"]
    assert (result["outcome"], result["outcome_label"], result["typed"]) == ("routs", None, True)


def test_a_threshold_test_reads_the_class_of_the_unit_named(gdb_pack):
    report = resolve(
        gdb_pack,
        roll="formation_test",
        rolls=[{"role": "column", "unit": "c", "dice": [3, 4]}],
        units={"c": {"class": "veteran_line", "disorder": "formed"}},
    )
    (result,) = report.to_dict()["results"]
    assert result["cell"] == "formation_test: veteran_line 8+"


# --- what is stated ---------------------------------------------------------------------------


def test_a_loss_earlier_in_the_phase_is_summed_with_this_rolls(ba_pack):
    """Half a figure lost earlier this phase and one and a half now: two whole figures
    (3.1.5); none earlier (0): one."""

    def figures_after(lost_before) -> list[tuple]:
        report = resolve(
            ba_pack,
            roll="fire",
            rolls=[{"role": "firer", "unit": "u", "dice": [2, 2, 2], "target": "t"}],
            units={"u": {"figures": 20}, "t": {"figures": 30, "lost_this_phase": lost_before}},
            umpire_outcome={"outcome": "loss", "figures_lost": {"t": "3/2"}},
        )
        return [(e.from_, e.to) for e in report.effects if e.what == "figures"]

    assert figures_after("1/2") == [(30, 28)]
    assert figures_after(0) == [(30, 29)]


def test_the_umpire_stating_that_guns_fire_counts_their_gunners_five_times(fixture_pack):
    """6 gunners firing their guns are 30 figures against 10 (3.4.3): the 200 % tier; as
    the roll's kind says (a melee: no guns fire), they are not."""

    def attacker_ticks(**stated) -> list[str]:
        report = resolve(
            fixture_pack,
            roll="melee",
            rolls=[
                {"role": "attacker", "unit": "b", "dice": [3, 3, 3],
                 "context": {"opponent_figures": 10, **stated}},
                {"role": "defender", "unit": "d", "dice": [3, 3, 3]},
            ],
            units={"b": {"arm": "artillery", "figures": 6, "gunners": 6}, "d": {"figures": 10}},
        )  # fmt: skip
        return [f.key for f in report.resolution.roles[0].counted]

    assert attacker_ticks(firing_artillery=True) == ["figures_200_per_cent_more"]
    assert attacker_ticks() == []


# --- the phase --------------------------------------------------------------------------------


def continued_fire(pack, phase: str, last_target: str):
    return resolve(
        pack,
        roll="fire",
        bound=2,
        phase=phase,
        rolls=[{"role": "firer", "unit": "a", "dice": [3, 3, 3], "target": "d"}],
        units={"a": {"figures": 10, "fired_at_last_bound": [last_target]}, "d": {"figures": 10}},
    )


def test_fire_in_the_phase_for_continued_fire_is_only_at_last_bounds_target(fixture_pack):
    """1.1.1: the firer is flagged for continued fire, and a new target is warned of."""
    again = continued_fire(fixture_pack, "continued_fire", "d")
    assert flags(again) == [("a", "fired", 2), ("a", "continued_fire", 2), ("d", "fired_at", 2)]
    assert "continued_fire_target" not in [w.code for w in again.warnings]
    other = continued_fire(fixture_pack, "continued_fire", "x")
    assert "continued_fire_target" in [w.code for w in other.warnings]
    # In the fire phase: no continued fire.
    assert ("a", "continued_fire", 2) not in flags(continued_fire(fixture_pack, "fire", "x"))


def test_a_phase_is_given_with_its_sub_phase_and_read_as_the_phase(fixture_pack):
    report = resolve(
        fixture_pack,
        roll="melee",
        phase="melee/continued_advance",
        rolls=[
            {"role": "attacker", "unit": "a", "dice": [3, 3, 3]},
            {"role": "defender", "unit": "d", "dice": [3, 3, 3]},
        ],
        units={"a": {"figures": 10}, "d": {"figures": 10}},
    )
    assert report.resolution.kind == "melee"
    with pytest.raises(SituationError, match=r"^phase: 'parade' is not a phase of this pack \("):
        continued_fire(fixture_pack, "parade/review", "d")


# --- the factor checklist -----------------------------------------------------------------------

DISORDER_ROWS = ("slight_disorder_sd", "medium_disorder_md", "full_disorder_fd")


def with_tables(pack, **tables):
    return pack.model_copy(update={"tables": {**pack.tables, **tables}})


def grouped_disorder(pack):
    """The FIXTURE pack with Table 8's disorder rows in one group (one of them counts)."""
    t08 = pack.tables["t08"]
    rows = [r.model_copy(update={"group": "d"}) if r.key in DISORDER_ROWS else r for r in t08.rows]
    return with_tables(pack, t08=t08.model_copy(update={"rows": rows}))


def test_a_row_the_umpire_ticks_in_a_group_unticks_the_rosters_row_of_it(fixture_pack):
    """The defender is in MD (the roster ticks that row) and valour +3; the umpire ticks
    FD: FD's row counts instead of MD's, valour stays the roster's."""
    report = resolve(
        grouped_disorder(fixture_pack),
        roll="melee",
        rolls=[
            {"role": "attacker", "unit": "a", "dice": [3, 3, 3]},
            {"role": "defender", "unit": "d", "dice": [3, 3, 3], "factors": ["full_disorder_fd"]},
        ],
        units={"a": {"figures": 10}, "d": {"figures": 10, "disorder": "MD", "valour": 3}},
    )
    defender = report.resolution.roles[1]
    counted = [(f.key, f.value, f.auto) for f in defender.counted]
    assert counted == [("full_disorder_fd", -8, False), ("valour", 3, True)]
    assert defender.total == 9 - 8 + 3


def test_a_row_in_two_of_the_roles_tables_must_name_its_table(fixture_pack):
    """A pack whose fire reads Table 6 and Table 7 (both have "soutien")."""
    fire = fixture_pack.rolls["fire"]
    firer = fire.roles[0].model_copy(update={"factors": ["t06:loss", "t07:loss"]})
    rolls = {**fixture_pack.rolls, "fire": fire.model_copy(update={"roles": [firer]})}
    pack = fixture_pack.model_copy(update={"rolls": rolls})

    def fire_with(factor: str):
        return resolve(
            pack,
            roll="fire",
            rolls=[{"role": "firer", "dice": [3, 3, 3], "factors": [factor]}],
        )

    with pytest.raises(
        SituationError,
        match=r"^rolls\[0\]\.factors\[0\]: 'soutien' is in several tables \(t06, t07\); name",
    ):
        fire_with("soutien")
    counted = fire_with("t07:soutien").resolution.roles[0].counted
    assert [(f.table, f.key) for f in counted] == [("t07", "soutien")]
