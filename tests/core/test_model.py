"""The packs' building blocks as the core reads them: labels in two languages, factor tables
whose rows must fill their columns, and how a band's range is written in the log."""

import pytest
from pydantic import ValidationError

from ba_console.core.model import FactorTable, Text, describe_range


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
