"""The rule each row of the shipped Belle Alliance pack cites, as issue 11's rules review
found them, each test quoting the sentence it follows: the Danish where our material has
it, elsewhere the rules digest's English (shared/rules/belle-alliance/digest.md), whose
Danish original is not in our material. No value is added: new rows and outcomes are
unset ('?')."""

from __future__ import annotations

import pytest

from ba_console.core.model import CellKind


def rule_of(pack, table: str, key: str) -> str | None:
    return pack.tables[table].row(key).rule


def test_the_obstacle_rows_cite_2_3_5(belle_alliance):
    """Digest 2.3.5 (Danish not in our material): "While crossing or standing in an
    obstacle, a unit takes a penalty in fire and melee (Table 8: −2 both sides)"."""
    assert rule_of(belle_alliance, "t08", "in_passage_of_obstacle") == "2.3.5"
    assert rule_of(belle_alliance, "t06", "obstacle") == "2.3.5"
    assert rule_of(belle_alliance, "t07", "obstacle") == "2.3.5"


def test_ranging_cites_3_4_1(belle_alliance):
    """Digest 3.4.1 (Danish not in our material): "Ranging: penalty the first time a target
    in zone 2 or 3 is fired at"."""
    assert rule_of(belle_alliance, "t07", "ranging") == "3.4.1"


def test_the_artillerys_column_effect_cites_3_1_9(belle_alliance):
    """Digest 3.1.9 (Danish not in our material): "Artillery also gets it against a column
    of march or line when the line of fire runs on through a non-FD closed unit less than
    10 cm behind the target and within maximum range"."""
    assert rule_of(belle_alliance, "t07", "column_effect") == "3.1.9"


def test_fire_during_this_bound_cites_4_1_3(belle_alliance):
    """Digest 4.1.3 (Danish not in our material): "Having fired this bound (even partly) →
    penalty (Table 8 −3)"."""
    assert rule_of(belle_alliance, "t08", "fire_during_this_bound") == "4.1.3"


def test_opponent_brought_into_fd_cites_4_1_1(belle_alliance):
    """Digest 4.1.1 (Danish not in our material): "Putting an opponent into FD gives a bonus
    for this and next bound, also if the FD came from fire while at contact"."""
    rule = rule_of(belle_alliance, "t08", "opponent_brought_into_fd_during_this_or_last_bound")
    assert rule == "4.1.1"


@pytest.mark.parametrize(
    ("table", "danish"), [("t05", "Hindringer og dækninger"), ("t20", "Feltarbejder")]
)
def test_danish_table_titles_as_the_book_names_them(belle_alliance, table, danish):
    """The Danish titles of Tables 5 and 20 as the tables' YAML records them
    (shared/rules/belle-alliance/tables/table05.yaml, table20.yaml: title_da)."""
    assert belle_alliance.tables[table].title.da == danish


TABLE_7_ROWS = {
    "split_fire": "3.1.2",
    "flanking_fire": "3.1.8",
    "rear_fire": "3.1.8",
    "cover_i": "3.1.3",
    "cover_ii": "3.1.3",
    "cover_iii": "3.1.3",
    "obstacle": "2.3.5",
    "support_unit": "3.1.7",
    "neighbour_unit": "3.1.6",
    "figure_difference": "3.4.3",
}


def test_table_7_has_the_rows_the_fire_rules_name_all_unset(belle_alliance):
    """Digest 3.4.3: "Moral effect: gunners ×5 for figure-count comparisons (Table 7);
    target figures never ×5." The other rows are the fire rules common to Tables 6 and 7
    (digest 3.1.1: "Factors: Table 6 (hand weapons), Table 7 (artillery)"), each with its
    section. The Danish originals are not in our material. Every value is unset."""
    table = belle_alliance.tables["t07"]
    for key, rule in TABLE_7_ROWS.items():
        row = table.row(key)
        assert row.rule == rule, key
        assert [row.cell(c).kind for c in table.columns] == [CellKind.UNSET] * 2, key
    assert "×5" in table.row("figure_difference").label.en


def test_table_11_reads_the_difference_and_cites_4_1_3(belle_alliance):
    """4.1.3, Danish: "Forskellen mellem resultaterne bestemmer taberens moral" (the
    difference between the results decides the loser's moral)."""
    table = belle_alliance.tables["t11"]
    assert table.input == "difference" and table.bands == []
    (note,) = [n.en for n in table.notes if "4.1.3" in n.en]
    assert "Forskellen mellem resultaterne bestemmer taberens moral" in note
    assert "presumably" not in note and "not confirmed" not in note


def test_table_19_names_the_effective_and_ineffective_commander_unset(belle_alliance):
    """Digest 1.1.3 (Danish not in our material): "± for an immediate commander who is
    particularly effective / ineffective, from the scenario (1.1.9) or from a replacement
    roll (Table 19)"."""
    table = belle_alliance.tables["t19r"]
    keys = [o.key for o in table.outcomes]
    assert keys == ["replaced", "replaced_effective", "replaced_ineffective", "not_replaced"]
    assert table.bands == []  # which totals give them is not known to us
    effective = next(o for o in table.outcomes if o.key == "replaced_effective")
    assert "particularly effective (1.1.3)" in effective.label.en
    assert "særligt effektiv (1.1.3)" in effective.label.da


def test_table_18_says_the_side_penalty_falls_on_the_sides_units(belle_alliance):
    """1.1.4, Danish: "fradrag til terningkast for alle enheder på samme side"."""
    table = belle_alliance.tables["t18"]
    labels = {o.key: o.label for o in table.outcomes}
    assert labels["falls_side_minus_2"].en.startswith("Falls; own side's units -2")
    assert labels["falls_side_minus_2"].da.startswith("Falder; egen sides enheder -2")
    assert any("1.1.4" in note.en and "units' rolls" in note.en for note in table.notes)


def test_the_failed_bound_rows_of_tables_17_and_19_are_counted_once_per_bound(belle_alliance):
    """Digest 1.1.3: "Each consecutive bound of failed ordering rolls with the same order";
    1.1.4, replacement: "+ for each consecutive failed bound" (Danish originals not in our
    material). Both rows are repeatable and stay unset."""
    for table, key in (("t17", "failed_bound_same_order"), ("t19", "failed_bound")):
        row = belle_alliance.tables[table].row(key)
        assert row.repeatable and row.cell("roll").kind is CellKind.UNSET, (table, key)
    assert belle_alliance.tables["t17"].row("failed_bound_same_order").auto == (
        "failed_bounds_same_order"
    )
