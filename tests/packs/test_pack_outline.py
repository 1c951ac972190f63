"""The pack's outline: what the window shows of a game's pack, read without validating it,
and the completeness of its tables, counted one way for the outline and the full pack."""

from __future__ import annotations

import tomllib

import pytest

from ba_console.packs import PackError, load_pack
from ba_console.packs.outline import read_outline


def outline_of(pack):
    return read_outline(tomllib.loads(pack.to_toml()), "test.toml")


def test_completeness_counts_dashes_and_ranges_as_known_but_not_question_marks(fixture_pack):
    # 5 rows × 2 columns; the 'mystery' row's two cells are unset.
    assert fixture_pack.completeness()["fx_factors"] == (8, 10)


def test_completeness_of_band_and_threshold_tables(fixture_pack, belle_alliance):
    # Heavy 15-18 is unset: 4 of the 2 × 16 totals.
    assert fixture_pack.completeness()["fx_loss"] == (28, 32)
    assert belle_alliance.completeness()["t18"] == (16, 16)
    assert belle_alliance.completeness()["t11"] == (0, 31)
    assert fixture_pack.completeness()["fx_test"] == (2, 3)


@pytest.mark.parametrize("pack_id", ["belle_alliance", "general_de_brigade"])
def test_the_outline_shows_what_the_full_pack_holds(pack_id):
    pack = load_pack(pack_id)
    outline = outline_of(pack)
    assert (outline.id, outline.version, outline.rules, outline.dice) == (
        pack.id, pack.version, pack.rules, pack.dice,
    )  # fmt: skip
    assert outline.title.get("da") == pack.title.get("da")
    assert list(outline.disorder) == pack.disorder
    assert [p.key for p in outline.phases] == [p.key for p in pack.phases]
    for light, full in zip(outline.phases, pack.phases, strict=True):
        assert [s.key for s in light.sub] == [s.key for s in full.sub]
        assert light.label.get("da") == full.label.get("da")
        assert light.note_in("da") == full.note_in("da")
        assert [(p.rule, p.text.get("en")) for p in light.prompts] == [
            (p.rule, p.text.get("en")) for p in full.prompts
        ]
    assert {
        k: (r.label.en, r.steps, [x.key for x in r.roles]) for k, r in outline.rolls.items()
    } == {k: (r.label.en, tuple(r.steps), [x.key for x in r.roles]) for k, r in pack.rolls.items()}
    assert outline.completeness == pack.completeness()
    assert outline.completeness_ratio() == pack.completeness_ratio()


def test_the_outline_of_the_fixture_pack_counts_as_the_full_pack(fixture_pack):
    assert outline_of(fixture_pack).completeness == fixture_pack.completeness()


def test_a_newer_pack_is_refused_by_the_outline_as_by_the_full_reader(belle_alliance):
    data = tomllib.loads(belle_alliance.to_toml())
    data["schema_version"] = 99
    with pytest.raises(PackError, match="schema_version 99 is newer than this console"):
        read_outline(data, "club.toml")


def test_an_outline_missing_a_field_names_it(belle_alliance):
    data = tomllib.loads(belle_alliance.to_toml())
    del data["rules"]
    with pytest.raises(PackError, match="club.toml: field rules: required field is missing"):
        read_outline(data, "club.toml")
