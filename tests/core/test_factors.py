"""Factor checklists: counted, unset and not-applicable rows; groups; '±N' values (4.1.8 and
the table notes on double lines). Unset is never counted as 0."""

import pytest

from ba_console.core.factors import FactorError, Tick, count_factors
from ba_console.core.model import Cell, CellKind, FactorTable


@pytest.fixture
def tables(fixture_pack):
    return {k: t for k, t in fixture_pack.tables.items() if isinstance(t, FactorTable)}


def attacker(tables, *ticks):
    return count_factors(tables, {"fx_factors": "attacker"}, list(ticks))


def defender(tables, *ticks):
    return count_factors(tables, {"fx_factors": "defender"}, list(ticks))


def test_a_fixed_value_is_counted_in_the_column_read(tables):
    count = attacker(tables, Tick("fx_factors", "charge"), Tick("fx_factors", "shaken"))
    assert [(i.key, i.status, i.value) for i in count.items] == [
        ("charge", "counted", 2),
        ("shaken", "counted", -2),
    ]
    assert count.total == 0
    assert defender(tables, Tick("fx_factors", "shaken")).total == -3


def test_a_dash_does_not_apply_and_adds_nothing(tables):
    count = defender(tables, Tick("fx_factors", "charge"), Tick("fx_factors", "tired"))
    charge = count.items[0]
    assert (charge.status, charge.value, charge.counted) == ("not_applicable", None, False)
    assert count.total == -1
    assert count.complete


def test_an_unset_row_is_reported_not_counted_as_zero(tables):
    count = attacker(tables, Tick("fx_factors", "mystery"), Tick("fx_factors", "charge"))
    assert count.total == 2  # the known factor only
    assert [i.key for i in count.unset] == ["mystery"]
    assert count.unset[0].status == "unset" and count.unset[0].value is None
    assert not count.complete


def test_a_variable_row_takes_the_situations_value(tables):
    count = attacker(tables, Tick("fx_factors", "valour", value=-4))
    assert count.total == -4
    assert count.items[0].status == "counted"


@pytest.mark.parametrize("value", [-5, 0, 5])
def test_a_variable_row_accepts_its_whole_range(tables, value):
    assert attacker(tables, Tick("fx_factors", "valour", value=value)).total == value


@pytest.mark.parametrize("value", [-6, 6, 12])
def test_a_variable_row_refuses_a_value_outside_its_range(tables, value):
    with pytest.raises(FactorError, match=rf"valour: {value} is outside -5\.\.\+5"):
        attacker(tables, Tick("fx_factors", "valour", value=value))


def test_a_variable_row_needs_a_value(tables):
    with pytest.raises(FactorError, match=r"valour: give its value \(between -5 and \+5\)"):
        attacker(tables, Tick("fx_factors", "valour"))


def test_two_ticks_in_one_group_are_refused_naming_both(tables):
    with pytest.raises(FactorError) as caught:
        attacker(tables, Tick("fx_factors", "tired"), Tick("fx_factors", "shaken"))
    message = str(caught.value)
    assert "tired" in message and "shaken" in message and "(state)" in message
    assert "only one factor per group and column counts" in message


def test_the_same_row_ticked_twice_is_refused(tables):
    with pytest.raises(FactorError, match="table fx_factors, row charge is ticked twice"):
        attacker(tables, Tick("fx_factors", "charge"), Tick("fx_factors", "charge"))


def test_unknown_rows_and_tables_are_named(tables):
    with pytest.raises(FactorError, match="table fx_factors has no row 'bayonets'"):
        attacker(tables, Tick("fx_factors", "bayonets"))
    with pytest.raises(FactorError, match="unknown factor table 't99'"):
        attacker(tables, Tick("t99", "charge"))
    with pytest.raises(FactorError, match="table fx_factors does not apply to this roll"):
        count_factors(tables, {}, [Tick("fx_factors", "charge")])


def test_counted_items_keep_labels_rule_and_why_they_were_ticked(tables):
    item = attacker(
        tables, Tick("fx_factors", "charge", auto=True, reason="ordered at the charge")
    ).items[0]
    assert (item.label_en, item.label_da, item.rule) == ("At the charge", "I storm", "fixture 1")
    assert item.auto and item.reason == "ordered at the charge"
    assert (item.table, item.column) == ("fx_factors", "attacker")


def test_melee_valour_on_the_shipped_table_8(belle_alliance):
    """Table 8: valour ±5 and flanking attack +3 / -3 (4.1.8)."""
    tables = {"t08": belle_alliance.table("t08")}
    count = count_factors(
        tables,
        {"t08": "defender"},
        [Tick("t08", "flanking_attack"), Tick("t08", "valour", value=2)],
    )
    assert count.total == -3 + 2


@pytest.mark.parametrize(
    ("raw", "kind", "value"),
    [
        (3, CellKind.FIXED, 3),
        (-2, CellKind.FIXED, -2),
        ("-", CellKind.NOT_APPLICABLE, None),
        ("?", CellKind.UNSET, None),
        ("±4", CellKind.VARIABLE, 4),
        ("+/-5", CellKind.VARIABLE, 5),
        ("+/- 5", CellKind.VARIABLE, 5),
    ],
)
def test_cells_parse(raw, kind, value):
    assert Cell.parse(raw) == Cell(kind, value)


@pytest.mark.parametrize("raw", ["x", "", "3.5", "two", "±", True])
def test_a_bad_cell_gets_a_message_listing_what_a_cell_may_be(raw):
    with pytest.raises(ValueError, match="whole number|true/false"):
        Cell.parse(raw)


def test_cells_write_back_as_they_are_read():
    for raw in (3, 0, -2, "-", "?", "±4", "±0"):
        assert Cell.parse(raw).to_raw() == raw


# --- a repeatable row: counted once per time its condition held (Table 17, 1.1.3) ----------


def repeatable_tables(value: int | str) -> dict[str, FactorTable]:
    """A table with a row counted once per failed bound, as Table 17's (1.1.3)."""
    table = FactorTable.model_validate(
        {
            "title": {"en": "Ordering roll", "da": "Ordrekast"},
            "columns": ["roll"],
            "source": "test",
            "rows": [
                {"key": "failed", "label": {"en": "Failed bound", "da": "x"}, "rule": "1.1.3",
                 "values": {"roll": value}, "repeatable": True},
                {"key": "contact", "label": {"en": "Contact", "da": "x"},
                 "values": {"roll": 2}},
            ],
        }
    )  # fmt: skip
    return {"t17": table}


def test_a_repeatable_row_counts_once_for_each_failed_bound():
    """Digest 1.1.3, positive factors of the ordering roll: "Each consecutive bound of
    failed ordering rolls with the same order." (The Danish sentence is not in our
    material.) Ticked for 3 failed bounds, the row counts 3 times its value."""
    count = count_factors(repeatable_tables(1), {"t17": "roll"}, [Tick("t17", "failed", count=3)])
    (item,) = count.items
    assert (item.status, item.value, item.count) == ("counted", 3, 3)
    assert count.total == 3


def test_an_unset_repeatable_row_stays_unset_with_its_count_until_the_club_fills_it():
    ticks = [Tick("t17", "failed", count=2)]
    unset = count_factors(repeatable_tables("?"), {"t17": "roll"}, ticks)
    assert (unset.items[0].status, unset.items[0].value, unset.items[0].count) == (
        "unset",
        None,
        2,
    )
    assert unset.total == 0 and not unset.complete
    filled = count_factors(repeatable_tables(2), {"t17": "roll"}, ticks)  # the club's value
    assert filled.total == 4


def test_a_plus_minus_zero_row_takes_only_zero():
    """'±0' is a range like any other: the situation's value must lie within it."""
    tables = {"t08": FactorTable.model_validate(
        {"title": {"en": "T", "da": "T"}, "columns": ["attacker"], "source": "test",
         "rows": [{"key": "valour", "label": {"en": "Valour", "da": "Tapperhed"},
                   "values": {"attacker": "±0"}}]}
    )}  # fmt: skip
    columns = {"t08": "attacker"}
    assert count_factors(tables, columns, [Tick("t08", "valour", value=0)]).total == 0
    with pytest.raises(FactorError, match=r"valour: 1 is outside -0\.\.\+0"):
        count_factors(tables, columns, [Tick("t08", "valour", value=1)])


def test_a_row_counted_once_refuses_a_count_and_no_row_counts_zero_times():
    with pytest.raises(FactorError, match="row contact is counted once, not 2 times"):
        count_factors(repeatable_tables(1), {"t17": "roll"}, [Tick("t17", "contact", count=2)])
    with pytest.raises(FactorError, match="counted 0 times"):
        count_factors(repeatable_tables(1), {"t17": "roll"}, [Tick("t17", "failed", count=0)])


# --- a value typed from the book for an unset cell -------------------------------------------


def test_an_unset_row_counts_the_value_typed_from_the_book_marked_typed(tables):
    count = attacker(tables, Tick("fx_factors", "mystery", typed=-1), Tick("fx_factors", "charge"))
    mystery = count.items[0]
    assert (mystery.status, mystery.value, mystery.typed) == ("counted", -1, True)
    assert count.total == 2 - 1 and count.complete
    assert not count.items[1].typed  # the pack's own value is not typed


def test_nothing_typed_leaves_an_unset_row_unset(tables):
    count = attacker(tables, Tick("fx_factors", "mystery"))
    assert [i.key for i in count.unset] == ["mystery"] and not count.items[0].typed


def test_a_value_typed_for_a_cell_the_pack_knows_is_refused(tables):
    with pytest.raises(FactorError, match="only for an unset cell; the pack gives 2"):
        attacker(tables, Tick("fx_factors", "charge", typed=5))
    with pytest.raises(FactorError, match="the pack gives -"):
        defender(tables, Tick("fx_factors", "charge", typed=1))


@pytest.mark.parametrize("typed", [-30, 30])
def test_a_typed_value_up_to_30_either_way_is_counted(tables, typed):
    count = attacker(tables, Tick("fx_factors", "mystery", typed=typed))
    assert (count.total, count.items[0].typed, count.complete) == (typed, True, True)


@pytest.mark.parametrize("typed", [-31, 31, 100])
def test_a_typed_value_far_outside_any_factor_is_refused(tables, typed):
    with pytest.raises(FactorError, match=f"{typed} typed from the book is outside -30..\\+30"):
        attacker(tables, Tick("fx_factors", "mystery", typed=typed))
