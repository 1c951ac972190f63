"""A broken pack is refused with a message that names the file, the table, the row and the
field, in words an umpire editing a TOML file can act on."""

import tomllib
from importlib import resources

import pytest
import tomli_w

from ba_console.packs import PackError, load_pack
from ba_console.packs.schema import SCHEMA_VERSION
from tests.packs.conftest import notes_in_english


def shipped_data(pack_id="belle_alliance") -> dict:
    text = (resources.files("ba_console.packs.data") / f"{pack_id}.toml").read_text("utf-8")
    return tomllib.loads(text)


def row(data, table_id, key):
    return next(r for r in data["tables"][table_id]["rows"] if r["key"] == key)


def without_repeatable_rows(data: dict) -> dict:
    """The pack as versions 1 to 3 wrote it: no factor row is `repeatable` (version 4),
    no step lists `prompts` (version 5)."""
    for table in data["tables"].values():
        for factor_row in table.get("rows", []):
            factor_row.pop("repeatable", None)
    return without_prompts(data)


def steps_of(data: dict) -> list[dict]:
    return [step for phase in data["phases"] for step in (phase, *phase.get("sub", []))]


def without_prompts(data: dict) -> dict:
    """The pack as versions 1 to 4 wrote it: no step lists `prompts` (version 5)."""
    for step in steps_of(data):
        step.pop("prompts", None)
    return without_replacement_effects(data)


def without_replacement_effects(data: dict) -> dict:
    """The pack as versions 1 to 7 wrote it: no outcome puts a fallen commander back or
    sets his rating (version 8, Table 19)."""
    for table in data["tables"].values():
        for outcome in table.get("outcomes", []):
            outcome["effects"] = [
                e for e in outcome.get("effects", []) if not e["what"].startswith("commander_")
            ]
    return data


def notes_in_one_language(data: dict) -> dict:
    """Every step's note in English only, as versions 1 and 2 wrote it."""
    for step in steps_of(data):
        if isinstance(step.get("note"), dict):
            step["note"] = step["note"]["en"]
    return data


def refused(tmp_path, data, name="club_pack.toml") -> str:
    path = tmp_path / name
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    with pytest.raises(PackError) as caught:
        load_pack(path)
    return str(caught.value)


def test_an_unknown_key_is_named_with_its_table_and_row(tmp_path):
    data = shipped_data()
    row(data, "t08", "flanking_attack")["colour"] = "red"
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t08, row flanking_attack, field colour: "
        "unknown field (check the spelling)"
    )


def test_a_bad_cell_names_table_row_field_and_column(tmp_path):
    data = shipped_data()
    row(data, "t08", "flanking_attack")["values"]["defender"] = "x"
    message = refused(tmp_path, data)
    assert message.startswith(
        "club_pack.toml: table t08, row flanking_attack, field values: column defender: "
        "'x' is not a cell"
    )
    assert "'?' (unset)" in message


def test_a_row_without_a_column_is_named(tmp_path):
    data = shipped_data()
    del row(data, "t08", "rear_attack")["values"]["defender"]
    message = refused(tmp_path, data)
    assert "club_pack.toml: table t08" in message
    assert "row rear_attack: values must name exactly the columns" in message
    assert "missing ['defender']" in message


def test_overlapping_bands_are_named(tmp_path):
    data = shipped_data()
    data["tables"]["t18"]["bands"][1]["min"] = 12
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t18: bands 3-12 and 12-14 overlap (a total is in one band "
        "only: end the one before where the next begins)"
    )


def test_an_outcome_not_among_the_outcomes_is_named(tmp_path):
    data = shipped_data()
    data["tables"]["t18"]["bands"][1]["outcome"] = "dies"
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t18: band 13-14: outcome 'dies' is not among the outcomes"
    )


def test_a_bad_field_in_a_band_names_the_band_by_its_range(tmp_path):
    data = shipped_data()
    data["tables"]["t18"]["bands"][2]["colour"] = "red"
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t18, band 15-16, field colour: unknown field (check the spelling)"
    )


def test_a_missing_label_names_the_outcome(tmp_path):
    data = shipped_data()
    del data["tables"]["t18"]["outcomes"][1]["label"]["da"]
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t18, outcome falls, field label, field da: required field is missing"
    )


def test_a_roll_referencing_a_missing_table_is_named(tmp_path):
    data = shipped_data()
    data["rolls"]["catch"]["result"] = "t99"
    assert refused(tmp_path, data) == (
        "club_pack.toml: roll catch: result table 't99' is not in the pack (put the table "
        "back, with '?' in the cells not known, or name a table of the pack)"
    )


def test_a_roll_whose_result_is_a_factor_table_is_refused(tmp_path):
    data = shipped_data()
    data["rolls"]["catch"]["result"] = "t08"
    assert refused(tmp_path, data) == (
        "club_pack.toml: roll catch: result 't08' is not a result table"
    )


def test_a_bad_dice_spec_names_the_field(tmp_path):
    data = shipped_data()
    data["dice"] = "3d"
    assert refused(tmp_path, data) == (
        "club_pack.toml: field dice: '3d' is not a dice spec such as '3d6'"
    )
    data = shipped_data()
    data["rolls"]["catch"]["dice"] = "2x6"
    assert refused(tmp_path, data) == (
        "club_pack.toml: roll catch, field dice: '2x6' is not a dice spec such as '3d6'"
    )


def test_a_role_referencing_a_missing_factor_table_is_named(tmp_path):
    data = shipped_data()
    data["rolls"]["ordering"]["roles"][0]["factors"] = ["t77:roll"]
    assert refused(tmp_path, data) == (
        "club_pack.toml: roll ordering, role owner: 't77:roll': table t77 is not in the "
        "pack (put the table back, with '?' in the cells not known, or name a table of the "
        "pack)"
    )


def test_an_unknown_table_kind_is_named(tmp_path):
    data = shipped_data()
    data["tables"]["t08"]["kind"] = "factor"
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t08: field kind: 'factor' is not one of "
        "'factors', 'bands', 'threshold', 'reference'"
    )


def test_a_bad_phase_key_names_the_phase(tmp_path):
    data = shipped_data()
    data["phases"][4]["key"] = "Fire Phase"
    assert refused(tmp_path, data).startswith("club_pack.toml: phase Fire Phase, field key:")


def test_a_roll_naming_a_step_the_phases_lack_is_refused(tmp_path):
    data = shipped_data()
    data["rolls"]["fire"]["steps"] = ["fire", "melee/charge"]
    message = refused(tmp_path, data)
    assert message.startswith(
        "club_pack.toml: roll fire, field steps: 'melee/charge' is not a phase or "
        "'phase/sub-phase' of this pack (its steps: ordering, ordering/issuing_orders, "
    )
    assert "melee/melee, melee/forced_moves" in message
    # A step of General de Brigade is no step of Belle Alliance.
    data["rolls"]["fire"]["steps"] = ["charge/charger_test"]
    assert "roll fire, field steps: 'charge/charger_test'" in refused(tmp_path, data)


def test_several_errors_are_all_listed_one_per_line(tmp_path):
    data = shipped_data()
    row(data, "t08", "flanking_attack")["values"]["defender"] = "x"
    data["tables"]["t18"]["bands"][0]["colour"] = "red"
    lines = refused(tmp_path, data).splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("club_pack.toml: table t08, row flanking_attack, field values")
    assert lines[1].startswith("club_pack.toml: table t18, band 3-12, field colour")


def test_a_newer_schema_version_is_refused_politely(tmp_path):
    data = shipped_data()
    data["schema_version"] = SCHEMA_VERSION + 1
    assert refused(tmp_path, data) == (
        f"club_pack.toml: schema_version {SCHEMA_VERSION + 1} is newer than this console "
        f"understands ({SCHEMA_VERSION}); "
        "update ba-console to use this pack"
    )


def test_a_missing_schema_version_is_named(tmp_path):
    data = shipped_data()
    del data["schema_version"]
    assert f"schema_version is missing (this console writes {SCHEMA_VERSION})" in refused(
        tmp_path, data
    )


def test_a_version_2_pack_with_a_danish_note_is_told_to_say_version_3(tmp_path):
    """A console reading only version 2 would refuse a note in two languages (it reads one
    text); the pack must say it needs version 3, so such a console asks to be updated."""
    data = shipped_data()
    data["schema_version"] = 2
    assert refused(tmp_path, data) == (
        "club_pack.toml: phase ordering, field note: a note in English and Danish needs "
        "schema_version = 3 (a console that reads only version 2 would not know it)"
    )


def test_a_note_in_one_language_still_loads_and_shows_as_written(tmp_path):
    data = notes_in_one_language(without_repeatable_rows(notes_in_english(shipped_data())))
    data["schema_version"] = 2
    path = tmp_path / "club_pack.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    reporting = next(p for p in load_pack(path).phases if p.key == "reporting")
    assert (
        reporting.note_in("da")
        == reporting.note_in("en")
        == ("Transfers take effect; replacement rolls (Table 19); attacks announced.")
    )


def test_invalid_toml_gives_the_line(tmp_path):
    text = (resources.files("ba_console.packs.data") / "belle_alliance.toml").read_text("utf-8")
    lines = text.splitlines()
    broken_at = lines.index("[tables.t18.title]")
    lines[broken_at] = "[tables.t18.title"
    path = tmp_path / "club_pack.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(PackError) as caught:
        load_pack(path)
    message = str(caught.value)
    assert message.startswith("club_pack.toml: not valid TOML: ")
    assert f"line {broken_at + 1}," in message


def test_a_missing_file_says_so_and_lists_the_shipped_ids(tmp_path):
    with pytest.raises(PackError) as caught:
        load_pack(tmp_path / "nope.toml")
    assert "nope.toml: no such pack file" in str(caught.value)
    assert "belle_alliance, general_de_brigade" in str(caught.value)


def test_a_file_that_is_not_text_is_refused(tmp_path):
    path = tmp_path / "game.sqlite"
    path.write_bytes(b"SQLite format 3\x00\xff\xfe\x00")
    with pytest.raises(PackError, match="game.sqlite: cannot read the file"):
        load_pack(path)


def test_a_version_1_pack_naming_steps_is_told_to_say_version_2(tmp_path):
    """A console reading only version 1 would refuse `steps` as an unknown field; the
    pack must say it needs version 2, so such a console asks to be updated instead."""
    data = notes_in_one_language(without_repeatable_rows(notes_in_english(shipped_data())))
    data["schema_version"] = 1
    assert refused(tmp_path, data) == (
        "club_pack.toml: roll ordering, field steps: needs schema_version = 2 (a console "
        "that reads only version 1 would not know the field)"
    )


def test_a_version_3_pack_with_a_repeatable_row_is_told_to_say_version_4(tmp_path):
    """A console reading only version 3 would refuse `repeatable` as an unknown field (or,
    told nothing, count Table 17's failed bounds once); the pack must say it needs 4."""
    data = without_prompts(notes_in_english(shipped_data()))
    data["schema_version"] = 3
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t17, row failed_bound_same_order, field repeatable: needs "
        "schema_version = 4 (a console that reads only version 3 would count the row once)"
    )
    path = tmp_path / "version_3.toml"
    path.write_text(tomli_w.dumps(without_repeatable_rows(data)), encoding="utf-8")
    assert load_pack(path).schema_version == 3  # an old pack still loads


def test_a_version_4_pack_with_prompts_is_told_to_say_version_5(tmp_path):
    """A console reading only version 4 would refuse `prompts` as an unknown field; the
    pack must say it needs 5, and the same pack without prompts still loads as 4."""
    data = without_replacement_effects(notes_in_english(shipped_data()))
    data["schema_version"] = 4
    assert refused(tmp_path, data) == (
        "club_pack.toml: phase march, field prompts: needs schema_version = 5 (a console "
        "that reads only version 4 would not show them)"
    )
    path = tmp_path / "version_4.toml"
    path.write_text(tomli_w.dumps(without_prompts(data)), encoding="utf-8")
    assert load_pack(path).schema_version == 4


def test_a_version_7_pack_whose_replacement_puts_the_commander_back_says_version_8(tmp_path):
    """A console reading only version 7 would refuse Table 19's effects as unknown; the
    pack must say it needs 8, and the same pack without them still loads as 7."""
    data = notes_in_english(shipped_data())
    data["schema_version"] = 7
    assert refused(tmp_path, data) == (
        "club_pack.toml: table t19r, outcome replaced, effect commander_replaced: needs "
        "schema_version = 8 (a console that reads only version 7 would not know it)"
    )
    path = tmp_path / "version_7.toml"
    path.write_text(tomli_w.dumps(without_replacement_effects(data)), encoding="utf-8")
    assert load_pack(path).schema_version == 7


def test_a_version_8_pack_with_notes_in_english_and_danish_says_version_9(tmp_path):
    """A console reading only version 8 would refuse a table's note in two languages; the
    pack must say it needs 9, and the same pack with its notes in English loads as 8."""
    data = shipped_data("general_de_brigade")
    data["schema_version"] = 8
    assert refused(tmp_path, data) == (
        "club_pack.toml: table formation_test_factors, field notes: a note in English and "
        "Danish needs schema_version = 9 (a console that reads only version 8 would not "
        "know it)"
    )
    path = tmp_path / "version_8.toml"
    path.write_text(tomli_w.dumps(notes_in_english(data)), encoding="utf-8")
    assert load_pack(path).schema_version == 8


def test_a_repeatable_row_cannot_take_a_situation_value(tmp_path):
    data = shipped_data()
    row(data, "t08", "valour")["repeatable"] = True
    message = refused(tmp_path, data)
    assert "table t08, row valour" in message
    assert "a repeatable row cannot take a '±N' value" in message
