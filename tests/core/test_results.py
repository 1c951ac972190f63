"""Result lookups: bands with open ends, differences, total × column, thresholds; unset cells
send the umpire to the book with the number looked up (Tables 11, 12, 18; GdeB 2D6 tests)."""

import pytest
from pydantic import ValidationError

from ba_console.core.dice import DiceSpec
from ba_console.core.model import Band, BandTable, Text
from ba_console.core.results import input_range, lookup_bands, lookup_threshold


@pytest.mark.parametrize(
    ("total", "outcome", "cell"),
    [
        (3, "survives", "t18: 3-12"),
        (12, "survives", "t18: 3-12"),
        (13, "falls", "t18: 13-14"),
        (14, "falls", "t18: 13-14"),
        (15, "falls_side_minus_1", "t18: 15-16"),
        (16, "falls_side_minus_1", "t18: 15-16"),
        (17, "falls_side_minus_2", "t18: 17-18"),
        (18, "falls_side_minus_2", "t18: 17-18"),
    ],
)
def test_catch_roll_bands_of_table_18(belle_alliance, total, outcome, cell):
    lookup = lookup_bands("t18", belle_alliance.table("t18"), total)
    assert (lookup.outcome_key, lookup.cell, lookup.needs_umpire) == (outcome, cell, False)


@pytest.mark.parametrize("total", [2, 19, -1])
def test_a_total_outside_the_printed_table_goes_to_the_umpire(belle_alliance, total):
    lookup = lookup_bands("t18", belle_alliance.table("t18"), total)
    # Table 18 is known: the total is off its printed bands, not an unfilled table.
    assert lookup.needs_umpire and lookup.reason == "no_band"
    assert lookup.value == total and lookup.outcome is None and lookup.cell is None


@pytest.mark.parametrize(
    ("difference", "outcome", "cell"),
    [
        (-15, "defender_wins", "fx_melee: … to -1"),
        (-1, "defender_wins", "fx_melee: … to -1"),
        (0, "draw", "fx_melee: 0"),
        (1, "attacker_wins", "fx_melee: 1-…"),
        (40, "attacker_wins", "fx_melee: 1-…"),
    ],
)
def test_open_ended_bands_on_a_difference(fixture_pack, difference, outcome, cell):
    lookup = lookup_bands("fx_melee", fixture_pack.table("fx_melee"), difference)
    assert (lookup.outcome_key, lookup.cell, lookup.needs_umpire) == (outcome, cell, False)


@pytest.mark.parametrize(
    ("total", "column", "outcome"),
    [
        (9, "light", "no_loss"),
        (10, "light", "lose_1"),
        (11, "heavy", "no_loss"),
        (12, "heavy", "lose_1"),
        (20, "light", "lose_2"),
    ],
)
def test_total_by_column_reads_the_targets_column(fixture_pack, total, column, outcome):
    lookup = lookup_bands("fx_loss", fixture_pack.table("fx_loss"), total, column)
    assert lookup.outcome_key == outcome
    assert lookup.cell.endswith(f" / {column}")


def test_an_unset_cell_needs_the_umpire_and_keeps_the_value(fixture_pack):
    lookup = lookup_bands("fx_loss", fixture_pack.table("fx_loss"), 16, "heavy")
    assert lookup.needs_umpire and lookup.reason == "unset_cell"
    assert lookup.value == 16 and lookup.cell == "fx_loss: 15-18 / heavy"
    assert lookup.outcome is None


def test_a_column_table_needs_a_known_column(fixture_pack):
    with pytest.raises(ValueError, match=r"column must be one of \['light', 'heavy'\]"):
        lookup_bands("fx_loss", fixture_pack.table("fx_loss"), 10, "medium")
    with pytest.raises(ValueError, match="column must be one of"):
        lookup_bands("fx_loss", fixture_pack.table("fx_loss"), 10)


def test_a_column_given_to_a_table_without_columns_is_refused(belle_alliance):
    # Otherwise no band would match and a known cell of Table 18 would look unset.
    with pytest.raises(ValueError, match="t18 has no columns"):
        lookup_bands("t18", belle_alliance.table("t18"), 10, "light")


@pytest.mark.parametrize("value", [-15, 0, 3, 15, 40])
def test_an_empty_table_is_unset_not_off_the_table(belle_alliance, value):
    # Table 11 ships without bands: every difference, printed or not, is "not filled in".
    lookup = lookup_bands("t11", belle_alliance.table("t11"), value)
    assert lookup.needs_umpire and lookup.reason == "unset_table"
    assert lookup.value == value and lookup.outcome is None and lookup.cell is None


def test_a_table_of_unset_bands_is_unset_too():
    table = _table([Band(min=3, max=10, outcome="?"), Band(min=11, max=18, outcome="?")])
    inside, outside = lookup_bands("t", table, 7), lookup_bands("t", table, 19)
    assert (inside.reason, inside.cell) == ("unset_table", "t: 3-10")
    assert (outside.reason, outside.cell) == ("unset_table", None)


def test_a_column_with_no_known_band_is_unset_while_the_other_column_is_read():
    table = _table(
        [
            Band(min=3, max=18, outcome="a", column="x"),
            Band(min=3, max=18, outcome="?", column="y"),
        ],
        columns=("x", "y"),
    )
    assert lookup_bands("t", table, 10, "x").outcome_key == "a"
    assert lookup_bands("t", table, 10, "y").reason == "unset_table"
    # Off the printed bands of the known column is still "off the table".
    assert lookup_bands("t", table, 19, "x").reason == "no_band"


@pytest.mark.parametrize(
    ("klass", "total", "outcome"),
    [
        ("guard_elite", 7, "keeps_formation"),
        ("guard_elite", 6, "unformed"),
        ("veteran_line", 8, "keeps_formation"),
        ("veteran_line", 7, "unformed"),
        ("second_rate_recruits", 9, "keeps_formation"),
        ("second_rate_recruits", 8, "unformed"),
    ],
)
def test_general_de_brigade_formation_test_thresholds(general_de_brigade, klass, total, outcome):
    """Massed-column formation test: 7+ Guard/elite, 8+ veteran/line, 9+ second-rate (VII)."""
    table = general_de_brigade.table("formation_test")
    lookup = lookup_threshold("formation_test", table, total, klass)
    assert lookup.outcome_key == outcome and not lookup.needs_umpire
    assert lookup.cell == f"formation_test: {klass} {table.thresholds[klass]}+"


def test_an_unset_threshold_needs_the_umpire(fixture_pack):
    lookup = lookup_threshold("fx_test", fixture_pack.table("fx_test"), 11, "raw")
    assert lookup.needs_umpire and lookup.reason == "unset_threshold" and lookup.value == 11


def test_a_threshold_test_needs_a_known_class(fixture_pack):
    with pytest.raises(ValueError, match=r"class must be one of \['elite', 'line', 'raw'\]"):
        lookup_threshold("fx_test", fixture_pack.table("fx_test"), 11, "militia")


def test_input_range_of_a_total_and_of_a_difference(fixture_pack):
    d6x3 = DiceSpec(3, 6)
    assert input_range(fixture_pack.table("fx_loss"), d6x3) == range(3, 19)
    assert input_range(fixture_pack.table("fx_melee"), d6x3) == range(-15, 16)


def _table(bands, outcomes=("a", "b"), columns=()):
    return BandTable(
        title=Text(en="Fixture", da="Test"),
        outcomes=[{"key": k, "label": {"en": k, "da": k}} for k in outcomes],
        bands=bands,
        columns=list(columns),
        source="test fixture",
    )


@pytest.mark.parametrize(
    ("bands", "message"),
    [
        ([Band(min=3, max=12, outcome="a"), Band(min=12, max=18, outcome="b")], "3-12 and 12-18"),
        ([Band(max=5, outcome="a"), Band(max=9, outcome="b")], "overlap"),
        ([Band(min=3, outcome="a"), Band(min=10, max=12, outcome="b")], "3-… and 10-12 overlap"),
    ],
)
def test_overlapping_bands_are_refused(bands, message):
    with pytest.raises(ValidationError, match=message):
        _table(bands)


def test_a_band_must_name_a_known_outcome():
    with pytest.raises(ValidationError, match="band 3-12: outcome 'c' is not among the outcomes"):
        _table([Band(min=3, max=12, outcome="c")])


def test_a_band_runs_upward():
    with pytest.raises(ValidationError, match="band 12-3: min is greater than max"):
        Band(min=12, max=3, outcome="a")


def test_the_same_range_may_appear_once_per_column():
    table = _table(
        [
            Band(min=3, max=18, outcome="a", column="x"),
            Band(min=3, max=18, outcome="b", column="y"),
        ],
        columns=("x", "y"),
    )
    assert lookup_bands("t", table, 10, "y").outcome_key == "b"
    with pytest.raises(ValidationError, match="column must be one of"):
        _table([Band(min=3, max=18, outcome="a")], columns=("x",))


# --- where "unset" ends and "beyond the printed table" begins (band_reading) ----------------

D3 = range(3, 19)  # what 3D6 give a total


def _reason(table, value, natural=D3):
    lookup = lookup_bands("t", table, value, None, natural)
    return lookup.reason or lookup.outcome_key


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        (5, "a"),
        (10, "b"),
        (11, "unset_cell"),  # the dice give it; no band covers it: a hole, unset
        (18, "unset_cell"),
        (19, "unset_cell"),  # past a last band that stops short of 18: where the table ends
        (25, "unset_cell"),  # is not known either
        (2, "no_band"),  # below a first band that starts at 3, as far as the dice go
        (-4, "no_band"),
    ],
)
def test_a_hole_the_dice_can_land_in_is_unset_not_off_the_table(value, reason):
    table = _table([Band(min=3, max=8, outcome="a"), Band(min=9, max=10, outcome="b")])
    assert _reason(table, value) == reason


@pytest.mark.parametrize(
    ("value", "reason"),
    [(3, "unset_cell"), (4, "unset_cell"), (1, "unset_cell"), (19, "no_band"), (5, "a")],
)
def test_a_hole_at_the_low_end_is_unset_below_it_too(value, reason):
    table = _table([Band(min=5, max=18, outcome="a")])
    assert _reason(table, value) == reason


def test_a_table_printed_over_the_whole_dice_range_ends_where_its_bands_do():
    table = _table([Band(min=3, max=10, outcome="a"), Band(min=11, max=18, outcome="?")])
    # Past the printed ends: off the table (a total pushed there by factors).
    assert [_reason(table, v) for v in (2, 19, 30)] == ["no_band"] * 3
    assert _reason(table, 12) == "unset_cell"  # a '?' band: a cell the pack does not know


def test_open_ends_cover_everything_past_them():
    table = _table([Band(max=8, outcome="a"), Band(min=9, outcome="b")])
    assert [_reason(table, v) for v in (-40, 8, 9, 40)] == ["a", "a", "b", "b"]


def test_a_hole_in_one_column_is_unset_in_that_column_only():
    table = _table(
        [
            Band(min=3, max=18, outcome="a", column="x"),
            Band(min=3, max=12, outcome="b", column="y"),
        ],
        columns=("x", "y"),
    )
    assert lookup_bands("t", table, 14, "y", D3).reason == "unset_cell"
    assert lookup_bands("t", table, 19, "x", D3).reason == "no_band"
    assert lookup_bands("t", table, 14, "x", D3).outcome_key == "a"


def test_a_difference_table_reads_the_spread_of_the_dice():
    table = _table([Band(min=-5, max=5, outcome="a")])
    spread = input_range(table.model_copy(update={"input": "difference"}), DiceSpec(3, 6))
    assert _reason(table, 6, spread) == "unset_cell"
    assert _reason(table, -15, spread) == "unset_cell"
    assert _reason(table, 16, spread) == "unset_cell"  # the table stops short of +15
