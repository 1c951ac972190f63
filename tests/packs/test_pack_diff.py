"""What differs between two packs: the changes the pack editor and `pack diff` show."""

import tomllib
from importlib import resources

import pytest

from ba_console.packs import load_pack, pack_from_data
from ba_console.packs.diff import ChangeKind, diff_packs, format_diff


def shipped_data(pack_id="belle_alliance") -> dict:
    text = (resources.files("ba_console.packs.data") / f"{pack_id}.toml").read_text("utf-8")
    return tomllib.loads(text)


def row(data, table_id, key):
    return next(r for r in data["tables"][table_id]["rows"] if r["key"] == key)


@pytest.fixture
def club():
    """A club's copy of the shipped pack, to be edited by each test."""
    return shipped_data()


def lines(a, b) -> list[str]:
    return [change.describe() for change in diff_packs(a, b).changes]


def test_a_pack_does_not_differ_from_itself(belle_alliance):
    diff = diff_packs(belle_alliance, belle_alliance)
    assert diff.same and diff.changes == ()
    assert format_diff(diff) == "no differences"


def test_a_changed_cell_reads_table_row_column_before_and_after(belle_alliance, club):
    row(club, "t08", "flanking_attack")["values"]["attacker"] = 4
    diff = diff_packs(belle_alliance, pack_from_data(club))
    assert [c.describe() for c in diff.changes] == ["t08 flanking_attack attacker: 3 → 4"]
    change = diff.changes[0]
    assert (change.kind, change.scope, change.item, change.field) == (
        ChangeKind.CHANGED,
        "t08",
        "flanking_attack",
        "attacker",
    )
    assert diff.tables_touched() == ["t08"]


def test_cells_filled_from_the_book_are_told_apart(belle_alliance, club):
    row(club, "t06", "split_fire")["values"]["loss"] = -1
    row(club, "t17", "commander_effective")["values"]["roll"] = 2
    club["tables"]["t03"]["entries"]["line"] = 12
    diff = diff_packs(belle_alliance, pack_from_data(club))
    assert [c.describe() for c in diff.filled] == [
        "t03 line: ? → 12",
        "t06 split_fire loss: ? → -1",
        "t17 commander_effective roll: ? → 2",
    ]
    assert diff.count(ChangeKind.FILLED) == 3 and diff.count(ChangeKind.CHANGED) == 0


def test_a_value_put_back_to_unset_is_cleared(belle_alliance, club):
    row(club, "t08", "valour")["values"]["defender"] = "?"
    (change,) = diff_packs(belle_alliance, pack_from_data(club)).changes
    assert change.kind is ChangeKind.CLEARED
    assert change.describe() == "t08 valour defender: ±5 → ?"


def test_result_bands_filled_changed_and_left_unset(belle_alliance, club):
    club["tables"]["t17r"]["bands"] = [
        {"min": 3, "max": 10, "outcome": "order_followed"},
        {"min": 11, "outcome": "?"},
    ]
    club["tables"]["t18"]["bands"][2]["outcome"] = "falls"
    diff = diff_packs(belle_alliance, pack_from_data(club))
    assert [(c.kind, c.describe()) for c in diff.changes] == [
        (ChangeKind.FILLED, "t17r 3-10 outcome: ? → order_followed"),
        (ChangeKind.ADDED, "t17r 11-… outcome: added (?)"),
        (ChangeKind.CHANGED, "t18 15-16 outcome: falls_side_minus_1 → falls"),
    ]


def test_thresholds_and_outcome_labels(general_de_brigade):
    data = shipped_data("general_de_brigade")
    data["tables"]["formation_test"]["thresholds"]["guard_elite"] = 6
    data["tables"]["formation_test"]["pass_outcome"]["label"]["en"] = "Steady"
    data["tables"]["charge_test"]["outcomes"][1]["label"]["da"] = "Vakler!"
    assert lines(general_de_brigade, pack_from_data(data)) == [
        "formation_test pass_outcome.label: "
        '{"en": "Keeps formation; may go on into melee", '
        '"da": "Bevarer formationen; kan gå i nærkamp"} → '
        '{"en": "Steady", "da": "Bevarer formationen; kan gå i nærkamp"}',
        "formation_test guard_elite threshold: 7 → 6",
        "charge_test outcome waver label.da: Vakler → Vakler!",
    ]


def test_rows_and_tables_added_and_removed(belle_alliance, club):
    club["tables"]["t09"]["rows"] = [
        {
            "key": "routers_pass_through",
            "label": {"en": "Routers pass through", "da": "Flygtende passerer"},
            "values": {"roll": "?"},
        }
    ]
    club["tables"]["t08"]["rows"] = [
        r for r in club["tables"]["t08"]["rows"] if r["key"] != "passive_cavalry"
    ]
    club["tables"]["t22"] = {
        "kind": "reference",
        "title": {"en": "House rule: weather", "da": "Husregel: vejr"},
        "source": "Club house rule",
    }
    del club["tables"]["t20"]
    assert lines(belle_alliance, pack_from_data(club)) == [
        "t08 passive_cavalry: removed (was attacker -2, defender -2)",
        "t09 routers_pass_through: added (roll ?)",
        "t20: removed (was Field work)",
        "t22: added (House rule: weather)",
    ]


def test_pack_fields_phases_and_rolls(belle_alliance, club):
    club["version"] = "club-2"
    club["rolls"]["melee"]["rule"] = "4.1.3 (house)"
    club["phases"][1], club["phases"][2] = club["phases"][2], club["phases"][1]
    assert lines(belle_alliance, pack_from_data(club)) == [
        "pack version: 2026.12.6 → club-2",
        "pack phase order: "
        "ordering/issuing_orders, ordering/ordering_rolls, reporting, continued_fire, "
        "movement/split_assemble, movement/formation_change, movement/march, fire, "
        "melee/melee, melee/forced_moves, melee/continued_advance, end_of_bound → "
        "ordering/issuing_orders, ordering/ordering_rolls, continued_fire, reporting, "
        "movement/split_assemble, movement/formation_change, movement/march, fire, "
        "melee/melee, melee/forced_moves, melee/continued_advance, end_of_bound",
        "roll melee rule: 4.1.3 → 4.1.3 (house)",
    ]


def test_reordered_rows_are_a_difference_since_the_hash_differs(belle_alliance, club):
    rows = club["tables"]["t08"]["rows"]
    rows[0], rows[1] = rows[1], rows[0]
    diff = diff_packs(belle_alliance, pack_from_data(club))
    assert not diff.same
    assert [c.field for c in diff.changes] == ["row order"]


def test_one_difference_in_one_table_is_said_in_the_singular(belle_alliance, club):
    """`pack diff` on a pack with one cell filled said "1 differences"."""
    row(club, "t06", "split_fire")["values"]["loss"] = -1
    diff = diff_packs(belle_alliance, pack_from_data(club))
    assert format_diff(diff).splitlines()[-1] == "1 difference (1 filled) in 1 table"


def test_format_and_json_summarise_the_changes(belle_alliance, club):
    row(club, "t08", "flanking_attack")["values"]["attacker"] = 4
    row(club, "t06", "split_fire")["values"]["loss"] = -1
    diff = diff_packs(belle_alliance, pack_from_data(club))
    assert format_diff(diff).splitlines() == [
        "t06 split_fire loss: ? → -1",
        "t08 flanking_attack attacker: 3 → 4",
        "2 differences (1 filled, 1 changed) in 2 tables",
    ]
    data = diff.to_json()
    assert data["counts"]["filled"] == 1 and data["counts"]["changed"] == 1
    assert data["a"]["hash"] == belle_alliance.content_hash
    assert data["changes"][1] == {
        "kind": "changed",
        "scope": "t08",
        "item": "flanking_attack",
        "field": "attacker",
        "before": "3",
        "after": "4",
        "text": "t08 flanking_attack attacker: 3 → 4",
    }


def test_two_different_rule_sets_differ_everywhere():
    diff = diff_packs(load_pack("belle_alliance"), load_pack("general_de_brigade"))
    texts = [c.describe() for c in diff.changes]
    assert "pack dice: 3d6 → 2d6" in texts
    assert "t08: removed (was Factors for melee)" in texts
    assert "formation_test: added (Massed-column formation test (2D6))" in texts
