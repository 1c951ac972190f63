"""Filling one cell of a result table in play (`packs.fill`): only that value, its source
kept, the neighbours unset, a known cell or a value off the table never overwritten."""

from __future__ import annotations

import pytest

from ba_console.core.model import BandTable, EffectSpec, Outcome, Text, outcome_key
from ba_console.core.results import lookup_bands
from ba_console.packs import load_pack, pack_from_data, parse_pack_text
from ba_console.packs.fill import (
    CellEntry,
    FillError,
    fill_band,
    fill_cells,
    from_play,
    is_unset,
    next_club_version,
    play_source,
)
from tests.packs.conftest import notes_in_english

SOURCE = play_source("Ligny", 3)
D3 = range(3, 19)  # what 3D6 give a total
T11_DICE = range(-15, 16)  # and the difference of two such totals


def typed(text: str, *effects: EffectSpec) -> Outcome:
    return Outcome(key=outcome_key(text), label=Text(en=text, da=text), effects=list(effects))


RETREAT = typed(
    "defender retreats (MD)",
    EffectSpec(what="figures_lost", value=2),
    EffectSpec(what="disorder", value="MD"),
)


def shipped_t11() -> BandTable:
    table = load_pack("belle_alliance").tables["t11"]
    assert isinstance(table, BandTable)
    return table


def test_an_empty_table_learns_one_value_and_its_neighbours_stay_unset():
    table = fill_band("t11", shipped_t11(), CellEntry("t11", 3, None, RETREAT, SOURCE), T11_DICE)
    found = lookup_bands("t11", table, 3)
    assert not found.needs_umpire
    assert found.outcome.label.en == "defender retreats (MD)"
    assert [(e.what, e.value) for e in found.outcome.effects] == [
        ("figures_lost", 2),
        ("disorder", "MD"),
    ]
    for beside in (-15, 2, 4, 15):
        neighbour = lookup_bands("t11", table, beside)
        assert neighbour.needs_umpire and neighbour.reason == "unset_cell"
    learned = [b for b in table.bands if b.outcome != "?"]
    assert len(learned) == 1 and learned[0].source == SOURCE and from_play(learned[0])


def test_an_unset_band_is_split_around_the_value():
    table = BandTable.model_validate(
        {
            "title": {"en": "t", "da": "t"},
            "source": "book",
            "outcomes": [{"key": "a", "label": {"en": "A", "da": "A"}}],
            "bands": [
                {"max": 2, "outcome": "a"},
                {"min": 3, "max": 9, "outcome": "?"},
                {"min": 10, "outcome": "a"},
            ],
        }
    )
    filled = fill_band("t", table, CellEntry("t", 5, None, RETREAT, SOURCE), D3)
    assert [(b.min, b.max, b.outcome) for b in filled.bands] == [
        (None, 2, "a"),
        (3, 4, "?"),
        (5, 5, "defender_retreats_md"),
        (6, 9, "?"),
        (10, None, "a"),
    ]


def test_a_value_at_the_edge_of_an_unset_band_leaves_no_empty_band():
    table = fill_band("t11", shipped_t11(), CellEntry("t11", 3, None, RETREAT, SOURCE), T11_DICE)
    again = fill_band("t11", table, CellEntry("t11", 4, None, RETREAT, SOURCE), T11_DICE)
    assert [(b.min, b.max) for b in again.bands] == [(None, 2), (3, 3), (4, 4), (5, None)]
    # The same words and effects: one outcome, not two.
    assert len(again.outcomes) == 1


def test_a_known_cell_is_never_overwritten():
    table = fill_band("t11", shipped_t11(), CellEntry("t11", 3, None, RETREAT, SOURCE), T11_DICE)
    with pytest.raises(FillError, match=r"table t11, 3: the cell is known already"):
        fill_band("t11", table, CellEntry("t11", 3, None, typed("rout"), SOURCE), T11_DICE)


def test_a_value_off_the_printed_table_is_not_a_cell():
    t18 = load_pack("belle_alliance").tables["t18"]
    assert not is_unset(t18, 2, None, D3)
    with pytest.raises(FillError, match="off the printed table"):
        fill_band("t18", t18, CellEntry("t18", 2, None, typed("falls"), SOURCE), D3)


def test_other_words_under_a_taken_key_get_the_next_free_key():
    table = fill_band("t11", shipped_t11(), CellEntry("t11", 3, None, RETREAT, SOURCE), T11_DICE)
    other = typed("defender retreats (MD)", EffectSpec(what="disorder", value="MD"))
    again = fill_band("t11", table, CellEntry("t11", 5, None, other, SOURCE), T11_DICE)
    keys = [o.key for o in again.outcomes]
    assert keys == ["defender_retreats_md", "defender_retreats_md_2"]
    assert lookup_bands("t11", again, 5).outcome.effects == other.effects


def test_a_column_table_fills_only_the_cell_of_its_column():
    table = BandTable.model_validate(
        {"title": {"en": "t", "da": "t"}, "source": "book", "columns": ["close", "long"]}
    )
    filled = fill_band("t12", table, CellEntry("t12", 11, "long", RETREAT, SOURCE), D3)
    assert not lookup_bands("t12", filled, 11, "long").needs_umpire
    assert lookup_bands("t12", filled, 11, "close").reason == "unset_table"
    assert lookup_bands("t12", filled, 10, "long").reason == "unset_cell"
    with pytest.raises(FillError, match="column must be one of close, long"):
        fill_band("t12", table, CellEntry("t12", 11, None, RETREAT, SOURCE), D3)


def test_outcome_keys_are_pack_keys_in_any_language():
    assert outcome_key("Forsvareren trækker sig (MD), 2 figurer") == (
        "forsvareren_traekker_sig_md_2_figurer"
    )
    assert outcome_key("Ødelagt — på flugt") == "oedelagt_paa_flugt"
    assert outcome_key("!!") == "entered"


def test_club_versions_count_up():
    assert next_club_version("1.0") == "1.0+club.1"
    assert next_club_version("1.0+club.1") == "1.0+club.2"
    assert next_club_version("2.1-beta+club.9") == "2.1-beta+club.10"


def test_a_filled_pack_is_a_new_version_that_writes_and_reads_back_the_same():
    pack = load_pack("belle_alliance")
    filled = fill_cells(pack, [CellEntry("t11", -4, None, RETREAT, SOURCE)])
    # Version 6 at least, for the band's source (the shipped pack is already 8).
    assert filled.version == f"{pack.version}+club.1" and filled.schema_version == 9
    assert filled.content_hash != pack.content_hash
    again = parse_pack_text(filled.to_toml(), "club.toml")
    assert again.content_hash == filled.content_hash
    band = next(b for b in again.tables["t11"].bands if b.outcome != "?")
    assert (band.min, band.max, band.source) == (-4, -4, SOURCE)
    # Nothing else changed: every other table is the shipped one.
    assert {k: t for k, t in again.tables.items() if k != "t11"} == {
        k: t for k, t in pack.tables.items() if k != "t11"
    }


def test_a_pack_without_sources_hashes_as_before_sources_existed():
    # The shipped pack's hash is recorded by every game played with it (2026.12.6; the
    # pinned fixture keeps an older copy hashing as it always did). 2026.12.5, whose 1a
    # note said "ordrearket", hashed 4fb3d3b7….
    assert load_pack("belle_alliance").content_hash == (
        "348911a34b28483d56fe12d035eb00e623ba5c1e4ded62f876f2455fbc139de2"
    )


def version_5_pack():
    """The shipped pack as schema version 5 wrote it: without Table 19's effects (8) and
    with its table and roll notes in English only (9)."""
    data = notes_in_english(load_pack("belle_alliance").model_dump(mode="json", exclude_none=True))
    for outcome in data["tables"]["t19r"]["outcomes"]:
        outcome["effects"] = []
    return pack_from_data({**data, "schema_version": 5})


def test_a_band_source_needs_schema_6():
    old = version_5_pack()
    filled = fill_cells(old, [CellEntry("t11", -4, None, RETREAT, SOURCE)])
    assert filled.schema_version == 6  # raised for the band's source
    pack = fill_cells(old, [CellEntry("t11", 1, None, RETREAT, SOURCE)])
    text = pack.to_toml().replace("schema_version = 6", "schema_version = 5")
    with pytest.raises(ValueError, match=r"table t11, band 1, field source: needs schema_version"):
        parse_pack_text(text, "club.toml")
