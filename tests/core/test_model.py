"""The packs' building blocks as the core reads them: labels in two languages, factor tables
whose rows must fill their columns, and how a band's range is written in the log."""

from dataclasses import FrozenInstanceError

import pytest
from pydantic import ValidationError

from ba_console.core.model import (
    CELL_LIMIT,
    BandTable,
    Cell,
    CellKind,
    FactorTable,
    Prompt,
    RollKind,
    Text,
    describe_range,
)


def test_a_label_is_danish_in_danish_and_english_in_any_other_language():
    label = Text(en="Attacker", da="Angriber")
    assert (label.get("da"), label.get("en"), label.get("de")) == (
        "Angriber",
        "Attacker",
        "Attacker",
    )


def table(*rows: dict) -> FactorTable:
    return FactorTable.model_validate(
        {"title": {"en": "T", "da": "T"}, "columns": ["attacker", "defender"], "source": "test",
         "rows": list(rows)}
    )  # fmt: skip


def row(key: str, **values: int | str) -> dict:
    return {"key": key, "label": {"en": key, "da": key}, "values": values}


def test_a_row_key_used_twice_is_refused():
    with pytest.raises(ValidationError, match="row charge: key used twice"):
        table(row("charge", attacker=1, defender=0), row("charge", attacker=2, defender=0))


def test_a_row_must_fill_exactly_the_tables_columns_and_says_what_is_wrong():
    with pytest.raises(ValidationError) as missing:
        table(row("charge", attacker=1))
    assert "missing ['defender']" in str(missing.value)
    assert "unknown" not in str(missing.value)
    with pytest.raises(ValidationError) as unknown:
        table(row("charge", attacker=1, defender=0, umpire=2))
    assert "unknown ['umpire']" in str(unknown.value)
    assert "missing" not in str(unknown.value)


@pytest.mark.parametrize(
    ("low", "high", "written"),
    [
        (13, 14, "13-14"),
        (0, 0, "0"),
        (0, 4, "0-4"),
        (1, None, "1-…"),
        (None, None, "…"),
        (None, -1, "… to -1"),
        (-3, 2, "-3 to 2"),
        (-2, None, "-2 to …"),
        (-1, None, "-1 to …"),
        (None, 0, "…-0"),  # the log keeps this text, hashed: it never changes
    ],
)
def test_a_range_is_written_with_a_hyphen_unless_a_minus_sign_could_be_misread(low, high, written):
    assert describe_range(low, high) == written


@pytest.mark.parametrize("raw", [CELL_LIMIT, -CELL_LIMIT, f"±{CELL_LIMIT}"])
def test_a_cell_may_hold_up_to_the_limit_either_way(raw):
    cell = Cell.parse(raw)
    assert cell.value == CELL_LIMIT * (-1 if raw == -CELL_LIMIT else 1)
    assert cell.kind is (CellKind.VARIABLE if isinstance(raw, str) else CellKind.FIXED)


@pytest.mark.parametrize("raw", [CELL_LIMIT + 1, -CELL_LIMIT - 1, f"±{CELL_LIMIT + 1}"])
def test_a_cell_past_the_limit_is_a_typing_slip(raw):
    with pytest.raises(ValueError, match=r"beyond what a table of the rules holds \(-999 to 999\)"):
        Cell.parse(raw)


def bands(*ranges: tuple[int | None, int | None]) -> BandTable:
    return BandTable.model_validate(
        {"title": {"en": "T", "da": "T"}, "source": "test",
         "outcomes": [{"key": "x", "label": {"en": "x", "da": "x"}}],
         "bands": [{"min": low, "max": high, "outcome": "x"} for low, high in ranges]}
    )  # fmt: skip


def test_bands_that_meet_cover_every_total():
    table = bands((None, 2), (3, 3), (4, 12), (13, None))
    assert [band.describe() for band in table.bands] == ["…-2", "3", "4-12", "13-…"]


@pytest.mark.parametrize(
    ("ranges", "gap"),
    [
        (((3, 12), (14, 18)), "13 is not covered by any band, between 3-12 and 14-18"),
        (((3, 12), (15, 18)), "13-14 is not covered by any band, between 3-12 and 15-18"),
        (((None, -3), (0, None)), "-2 to -1 is not covered by any band, between … to -3 and 0-…"),
    ],
)
def test_a_hole_between_bands_is_refused_and_named(ranges, gap):
    with pytest.raises(ValidationError, match=gap):
        bands(*ranges)


@pytest.mark.parametrize(("en", "da"), [("", "Angriber"), ("Attacker", "")])
def test_a_label_empty_in_either_language_is_refused(en, da):
    with pytest.raises(ValidationError, match="at least 1 character"):
        Text(en=en, da=da)


def test_a_label_read_from_a_pack_cannot_be_changed_afterwards():
    label = Text(en="Attacker", da="Angriber")
    with pytest.raises(FrozenInstanceError, match="cannot assign"):
        label.en = "Defender"
    assert label.en == "Attacker"


def test_a_factor_table_without_columns_is_refused():
    with pytest.raises(ValidationError, match="columns\n  List should have at least 1 item"):
        FactorTable.model_validate(
            {"title": {"en": "T", "da": "T"}, "columns": [], "source": "test", "rows": []}
        )


def test_a_roll_without_roles_is_refused():
    data = {"key": "catch", "label": {"en": "Catch", "da": "Fang"}, "roles": []}
    with pytest.raises(ValidationError, match="roles\n  List should have at least 1 item"):
        RollKind.model_validate(data)


@pytest.mark.parametrize("rule", ["5", "2.3.1"])
def test_a_prompt_names_its_rule_however_short(rule):
    assert Prompt(rule=rule, text=Text(en="Look", da="Se")).rule == rule


def test_a_prompt_without_its_rule_is_refused():
    with pytest.raises(ValidationError, match="at least 1 character"):
        Prompt(rule="", text=Text(en="Look", da="Se"))
