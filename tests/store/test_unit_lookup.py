"""Which unit an order's target names: the order sheet, the roll dialog and the open tasks
all read it through one UnitLookup, so they cannot disagree."""

from __future__ import annotations

from ba_console.store.models import Unit, UnitLookup


def unit(key: str, name: str) -> Unit:
    return Unit(
        key=key, name=name, side="france", arm="infantry", type="line", figures_start=30, figures=30
    )


def test_a_target_is_read_as_a_key_first_then_as_a_name_ignoring_case_and_spaces():
    grenadiers = unit("i-2g", "1/2e Grenadiers à pied")
    chasseurs = unit("i-2c", "1/2e Chasseurs à pied")
    lookup = UnitLookup([grenadiers, chasseurs])
    assert lookup.find("i-2g") is grenadiers
    assert lookup.find("  1/2E GRENADIERS À PIED ") is grenadiers
    assert lookup.find("the church") is None
    assert len(lookup) == 2


def test_of_two_units_with_one_name_neither_is_found_and_a_key_beats_a_name():
    # Issue 16: the first of two was found before, so an order named a unit it may not mean.
    first, second = unit("a", "Line battalion"), unit("b", "Line battalion")
    named_like_a_key = unit("c", "a")
    lookup = UnitLookup([first, second, named_like_a_key])
    assert lookup.find("line battalion") is None
    assert lookup.sharing("line battalion") == [first, second]
    assert lookup.find("a") is first
