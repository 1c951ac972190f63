"""Resolving a roll: dice, factors, total, the table cell, odds, and outcomes typed from the
book where the pack is unset (catch roll 1.1.4 / Table 18; melee 4.1.3 / Tables 8 and 11)."""

import random
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ba_console.core.dice import DiceSpec
from ba_console.core.factors import CountedFactor, Tick
from ba_console.core.resolve import ResolveError, RoleInput, resolve_roll


def resolve(pack, kind, inputs, **kwargs):
    return resolve_roll(pack.roll(kind), pack.tables, pack.dice_spec, inputs, **kwargs)


def side_penalty(value):
    """A factor the rules module computes (a fallen staff figure's side penalty, Table 18)."""
    return CountedFactor(
        "t18",
        "side_penalty",
        "roll",
        "Side penalty",
        "Sidestraf",
        "1.1.4",
        value,
        "counted",
        auto=True,
        reason="staff figure fell last bound",
    )


def test_catch_roll_from_the_shipped_pack(belle_alliance):
    resolution = resolve(belle_alliance, "catch", [RoleInput("owner", faces=(5, 5, 6))])
    role = resolution.role("owner")
    assert (role.faces, role.natural, role.total, role.dice_source) == ((5, 5, 6), 16, 16, "typed")
    result = resolution.results[0]
    assert result.outcome_key == "falls_side_minus_1"
    assert result.lookup.cell == "t18: 15-16"
    assert not resolution.needs_umpire and not result.typed
    effects = [(e.what, e.value, e.duration) for e in result.lookup.outcome.effects]
    assert effects == [("staff_falls", None, None), ("side_penalty", -1, "this_and_next_bound")]
    assert result.odds["survives"] == Fraction(160, 216) and result.odds_complete


def test_catch_roll_with_a_side_penalty_counts_it_in_the_total(belle_alliance):
    resolution = resolve(
        belle_alliance, "catch", [RoleInput("owner", faces=(6, 5, 4), extra=(side_penalty(-1),))]
    )
    role = resolution.role("owner")
    assert (role.natural, role.modifier, role.total) == (15, -1, 14)
    assert resolution.results[0].lookup.cell == "t18: 13-14"
    assert resolution.results[0].outcome_key == "falls"


def test_a_factor_counted_at_nought_leaves_the_total_as_rolled(belle_alliance):
    resolution = resolve(
        belle_alliance, "catch", [RoleInput("owner", faces=(6, 5, 4), extra=(side_penalty(0),))]
    )
    role = resolution.role("owner")
    assert [f.value for f in role.counted] == [0]
    assert (role.natural, role.modifier, role.total) == (15, 0, 15)
    assert resolution.results[0].lookup.cell == "t18: 15-16"


def test_melee_on_the_shipped_pack_needs_the_umpire_because_table_11_is_unset(belle_alliance):
    resolution = resolve(
        belle_alliance,
        "melee",
        [
            RoleInput("attacker", (Tick("t08", "flanking_attack"),), faces=(4, 4, 4), unit="1/IR3"),
            RoleInput("defender", (Tick("t08", "flanking_attack"),), faces=(3, 3, 2), unit="2/IR7"),
        ],
    )
    attacker, defender = resolution.role("attacker"), resolution.role("defender")
    # Table 8, flanking attack: +3 for the attacker, -3 for the defender (4.1.8).
    assert (attacker.total, defender.total) == (12 + 3, 8 - 3)
    result = resolution.results[0]
    assert result.roles == ("attacker", "defender") and result.value == 10
    assert result.needs_umpire and resolution.needs_umpire
    assert result.outcome_key is None
    assert result.odds == {"?": 1}


def test_an_outcome_typed_from_the_book_is_accepted_and_marked_typed(belle_alliance):
    inputs = [RoleInput("attacker", faces=(4, 4, 4)), RoleInput("defender", faces=(3, 3, 2))]
    resolution = resolve(
        belle_alliance, "melee", inputs, typed_outcomes={0: "defender retreats MD"}
    )
    result = resolution.results[0]
    assert result.typed and result.typed_outcome == "defender retreats MD"
    assert result.outcome_key == "defender retreats MD"
    assert not result.needs_umpire and not resolution.needs_umpire
    assert result.value == 4  # the difference is still computed and logged


def test_a_typed_outcome_naming_no_known_outcome_is_marked_as_book_text(fixture_pack):
    inputs = [RoleInput("firer", faces=(6, 5, 5), column="heavy")]
    resolution = resolve(fixture_pack, "fx_fire", inputs, typed_outcomes={0: "3 figures"})
    assert resolution.results[0].outcome_key == "book: 3 figures"
    known = resolve(fixture_pack, "fx_fire", inputs, typed_outcomes={0: "lose_2"})
    assert known.results[0].outcome_key == "lose_2"


def test_a_typed_outcome_is_refused_where_the_table_gave_one(belle_alliance):
    with pytest.raises(ResolveError, match=r"result 0 was read from the table \(t18: 15-16\)"):
        resolve(
            belle_alliance,
            "catch",
            [RoleInput("owner", faces=(5, 5, 6))],
            typed_outcomes={0: "survives"},
        )


def test_typed_outcomes_must_point_at_a_result_and_say_something(belle_alliance):
    inputs = [RoleInput("attacker", faces=(4, 4, 4)), RoleInput("defender", faces=(3, 3, 2))]
    with pytest.raises(ResolveError, match="typed outcome for result 1: there are 1 results"):
        resolve(belle_alliance, "melee", inputs, typed_outcomes={1: "rout"})
    with pytest.raises(ResolveError, match="typed outcome for result 0 is empty"):
        resolve(belle_alliance, "melee", inputs, typed_outcomes={0: "  "})


def test_an_unset_factor_sends_the_roll_to_the_umpire_and_flags_the_odds(belle_alliance):
    """Ordering roll, Table 17 unset: the total is what is known; the factor is listed."""
    resolution = resolve(
        belle_alliance,
        "ordering",
        [RoleInput("owner", (Tick("t17", "commander_effective"),), faces=(2, 3, 4))],
    )
    role = resolution.role("owner")
    assert role.total == 9
    assert [f.key for f in role.unset] == ["commander_effective"]
    result = resolution.results[0]
    assert result.needs_umpire and result.lookup.reason == "unset_factor"
    assert not result.odds_complete


def test_an_unset_factor_with_no_value_typed_leaves_no_odds(fixture_pack):
    """The total is not known, nor any outcome's chance: no odds counting the factor as 0;
    once its value is typed they are known again."""
    from ba_console.core.model import FactorTable

    table = fixture_pack.tables["fx_factors"]
    assert isinstance(table, FactorTable)
    row = next(r for r in table.rows if r.cell("attacker").kind.name == "UNSET")
    tick = Tick("fx_factors", row.key)
    inputs = [
        RoleInput("attacker", (tick,), faces=(3, 3, 3)),
        RoleInput("defender", faces=(3, 3, 3)),
    ]
    result = resolve(fixture_pack, "fx_melee", inputs).results[0]
    assert result.odds == {} and not result.odds_complete
    typed = [RoleInput("attacker", (replace(tick, typed=1),), faces=(3, 3, 3)), inputs[1]]
    result = resolve(fixture_pack, "fx_melee", typed).results[0]
    assert result.odds_complete and sum(result.odds.values()) == 1


def test_each_attacker_is_read_against_the_defenders_one_roll(fixture_pack):
    """Several attackers: one defender roll, one result per attacker (4.1.5)."""
    resolution = resolve(
        fixture_pack,
        "fx_melee",
        [
            RoleInput("attacker", faces=(6, 6, 6)),
            RoleInput("attacker2", (Tick("fx_factors", "tired"),), faces=(1, 1, 2)),
            RoleInput("defender", (Tick("fx_factors", "charge"),), faces=(3, 3, 3)),
        ],
    )
    first, second = resolution.results
    assert (first.roles, first.value, first.outcome_key) == (
        ("attacker", "defender"),
        9,
        "attacker_wins",
    )
    assert (second.roles, second.value, second.outcome_key) == (
        ("attacker2", "defender"),
        4 - 1 - 9,
        "defender_wins",
    )
    assert first.lookup.cell == "fx_melee: 1-…"
    assert second.lookup.cell == "fx_melee: … to -1"


def test_column_and_class_reach_the_result_table(fixture_pack):
    fire = resolve(fixture_pack, "fx_fire", [RoleInput("firer", faces=(4, 4, 4), column="heavy")])
    assert fire.results[0].outcome_key == "lose_1"
    unset = resolve(fixture_pack, "fx_fire", [RoleInput("firer", faces=(6, 5, 5), column="heavy")])
    assert unset.needs_umpire and unset.results[0].lookup.cell == "fx_loss: 15-18 / heavy"
    test = resolve(fixture_pack, "fx_test", [RoleInput("unit", faces=(3, 4), klass="line")])
    assert test.role("unit").dice == DiceSpec(2, 6)  # the kind's own dice, not the pack's 3D6
    assert test.results[0].outcome_key == "fails"
    assert test.results[0].odds == {"passes": Fraction(15, 36), "fails": Fraction(21, 36)}


def test_a_threshold_test_without_the_units_class_is_refused(fixture_pack):
    with pytest.raises(ResolveError, match="the unit's class is needed"):
        resolve(fixture_pack, "fx_test", [RoleInput("unit", faces=(3, 4))])


def test_a_roll_without_a_result_table_asks_the_umpire(belle_alliance):
    resolution = resolve(
        belle_alliance,
        "roll_off",
        [RoleInput("first", faces=(6, 6, 1)), RoleInput("second", faces=(2, 2, 2))],
    )
    assert [r.value for r in resolution.results] == [13, 6]
    assert all(r.lookup.reason == "no_table" for r in resolution.results)


def test_console_dice_come_from_the_face_source_by_role(belle_alliance):
    asked = []

    def faces_from(role, dice):
        asked.append((role, str(dice)))
        return (1, 2, 3)

    resolution = resolve(belle_alliance, "catch", [RoleInput("owner")], faces_from=faces_from)
    assert asked == [("owner", "3D6")]
    assert resolution.role("owner").dice_source == "console"
    assert resolution.results[0].outcome_key == "survives"


def test_bad_typed_dice_name_the_role(belle_alliance):
    with pytest.raises(ResolveError, match="defender: dice: die 3 shows 9"):
        resolve(
            belle_alliance,
            "melee",
            [RoleInput("attacker", faces=(1, 2, 3)), RoleInput("defender", faces=(1, 2, 9))],
        )


def test_missing_unknown_and_repeated_roles_are_refused(belle_alliance):
    with pytest.raises(ResolveError, match="melee: role 'defender' is missing"):
        resolve(belle_alliance, "melee", [RoleInput("attacker", faces=(1, 2, 3))])
    # A melee with a defender and no attacker would resolve to nothing at all.
    with pytest.raises(ResolveError, match="melee: role 'attacker' is missing"):
        resolve(belle_alliance, "melee", [RoleInput("defender", faces=(1, 2, 3))])
    with pytest.raises(ResolveError, match=r"unknown role 'gunner' \(roles: attacker, defender\)"):
        resolve(belle_alliance, "melee", [RoleInput("gunner", faces=(1, 2, 3))])
    with pytest.raises(ResolveError, match="role 'owner' given twice"):
        resolve(
            belle_alliance,
            "catch",
            [RoleInput("owner", faces=(1, 2, 3)), RoleInput("owner", faces=(1, 2, 3))],
        )
    with pytest.raises(ResolveError, match="owner: no dice typed and no console dice"):
        resolve(belle_alliance, "catch", [RoleInput("owner")])


ROWS = ["charge", "tired", "shaken", "mystery"]
COUNTED = {"attacker": {"charge": 2, "tired": -1, "shaken": -2}}


@given(
    faces=st.tuples(*[st.integers(1, 6)] * 3),
    rows=st.sets(st.sampled_from(ROWS)).filter(lambda r: not {"tired", "shaken"} <= r),
    valour=st.none() | st.integers(-5, 5),
)
def test_total_is_natural_plus_counted_factors(fixture_pack, faces, rows, valour):
    ticks = [Tick("fx_factors", row) for row in sorted(rows)]
    if valour is not None:
        ticks.append(Tick("fx_factors", "valour", value=valour))
    resolution = resolve(
        fixture_pack,
        "fx_melee",
        [RoleInput("attacker", tuple(ticks), faces=faces), RoleInput("defender", faces=(3, 3, 3))],
    )
    attacker = resolution.role("attacker")
    expected = sum(COUNTED["attacker"].get(r, 0) for r in rows) + (valour or 0)
    assert attacker.natural == sum(faces)
    assert attacker.total == sum(faces) + expected == attacker.natural + attacker.modifier
    # The unknown factor is never in the total; it is listed, and the result waits for the umpire.
    assert ("mystery" in rows) == bool(attacker.unset) == resolution.needs_umpire


@given(seed=st.integers(0, 2**32 - 1))
def test_console_faces_are_always_in_range(belle_alliance, seed):
    rng = random.Random(seed)
    resolution = resolve(
        belle_alliance,
        "melee",
        [RoleInput("attacker"), RoleInput("attacker2"), RoleInput("defender")],
        faces_from=lambda role, dice: dice.roll(rng),
    )
    for role in resolution.roles:
        assert len(role.faces) == 3 and all(1 <= face <= 6 for face in role.faces)
        assert 3 <= role.total <= 18


def test_a_factor_value_typed_from_the_book_completes_the_total_lookup_and_odds(fixture_pack):
    """The unset row counted as typed: the roll is read from the table, odds complete."""
    inputs = [
        RoleInput("attacker", (Tick("fx_factors", "mystery", typed=3),), faces=(2, 2, 2)),
        RoleInput("defender", faces=(3, 3, 3)),
    ]
    resolution = resolve(fixture_pack, "fx_melee", inputs)
    attacker = resolution.role("attacker")
    assert attacker.total == 9 and attacker.unset == ()
    assert [(f.key, f.value, f.typed) for f in attacker.counted] == [("mystery", 3, True)]
    result = resolution.results[0]
    assert not result.needs_umpire and result.odds_complete
    assert (result.value, result.outcome_key) == (0, "draw")
    untyped = [RoleInput("attacker", (Tick("fx_factors", "mystery"),), faces=(2, 2, 2)),
               inputs[1]]  # fmt: skip
    assert resolve(fixture_pack, "fx_melee", untyped).results[0].needs_umpire


def test_a_role_reading_the_factors_of_a_role_the_kind_lacks_is_refused(belle_alliance):
    inputs = [
        RoleInput("attacker", faces=(4, 4, 4)),
        RoleInput("defender", faces=(3, 3, 2), factors_of="gunner"),
    ]
    with pytest.raises(ResolveError, match="defender: reads the factors of 'gunner', which is"):
        resolve(belle_alliance, "melee", inputs)


def test_a_typed_outcome_for_a_result_before_the_first_is_refused(belle_alliance):
    inputs = [RoleInput("attacker", faces=(4, 4, 4)), RoleInput("defender", faces=(3, 3, 2))]
    with pytest.raises(ResolveError, match="typed outcome for result -1: there are 1 results"):
        resolve(belle_alliance, "melee", inputs, typed_outcomes={-1: "rout"})


def test_a_kind_read_against_tables_without_its_factor_columns_is_refused(belle_alliance):
    """The core does not trust the pack's own check: tables that lack a factor table or
    its column name the reference."""
    kind = belle_alliance.roll("melee")
    inputs = [RoleInput("attacker", faces=(4, 4, 4)), RoleInput("defender", faces=(3, 3, 2))]
    tables = {k: t for k, t in belle_alliance.tables.items() if k != "t08"}
    with pytest.raises(ResolveError, match="roll kind melee: t08:attacker is not a factor"):
        resolve_roll(kind, tables, belle_alliance.dice_spec, inputs)
