"""The shipped packs: they load, every value has a source, and no unknown value is filled in.

Only Belle Alliance Tables 8, 15 and 18 (and the phase order) are known to us. These tests
are the guard on that rule: a table value that appears anywhere else fails them.
"""

import copy
import json
import re
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from ba_console.core.model import (
    BandTable,
    CellKind,
    FactorTable,
    ListTable,
    Text,
    ThresholdTable,
)
from ba_console.packs import builtin_ids, load_pack, pack_from_data, parse_pack_text
from ba_console.packs.schema import SCHEMA_VERSION, canonical_json

KNOWN_BELLE_ALLIANCE_TABLES = {"t08", "t15", "t18"}
TABLE08_YAML = Path("/work/shared/rules/belle-alliance/tables/table08.yaml")

# Spot checks against the published Table 8 (lexnet.eu dh-tab08; shared/rules table08.yaml).
TABLE08_SPOT = {
    "column_of_march": (-2, -2),
    "artillery_and_units_at_work_or_rest": ("-", -2),
    "cavalry_attacks_square": (-3, 1),
    "cavalry_attacks_battalion_mass": ("-", "-"),
    "cavalry_attacks_infantry_in_general_and_artillery": (1, -2),
    "uphill_attack": (-1, "-"),
    "flanking_attack": (3, -3),
    "rear_attack": (2, -2),
    "attack_against_cover_iii": (-6, "-"),
    "fire_during_this_bound": (-3, -3),
    "opponent_brought_into_fd_during_this_or_last_bound": (2, 1),
    "figures_200_per_cent_more": (4, 4),
    "full_disorder_fd": ("-", -8),
    "engaging_of_commanding_officer": ("±4", "±4"),
    "valour": ("±5", "±5"),
}


def known_values(table) -> list[str]:
    """Every value a table claims to know: numbers, dashes, ranges, outcomes, entries."""
    if isinstance(table, FactorTable):
        return [f"{r.key}/{c}" for r, c, cell in table.cells() if cell.kind is not CellKind.UNSET]
    if isinstance(table, BandTable):
        return [b.describe() for b in table.bands if b.outcome != "?"]
    if isinstance(table, ThresholdTable):
        return [k for k, v in table.thresholds.items() if v != "?"]
    if isinstance(table, ListTable):
        return [k for k, v in table.entries.items() if v != "?"]
    raise AssertionError(type(table))


def test_both_shipped_packs_load():
    assert builtin_ids() == ["belle_alliance", "general_de_brigade"]
    for pack_id in builtin_ids():
        pack = load_pack(pack_id)
        assert pack.id == pack_id and 2 <= pack.schema_version <= SCHEMA_VERSION


def test_shipped_phase_notes_are_in_english_and_danish():
    """The tracker shows a step's note in the console's language."""
    for pack_id in builtin_ids():
        for phase in load_pack(pack_id).phases:
            for step in (phase, *phase.sub):
                if step.note is not None:
                    assert isinstance(step.note, Text), f"{pack_id}: phase {step.key}"
                    assert step.note_in("da") != step.note_in("en")


def test_shipped_table_and_roll_notes_are_in_english_and_danish():
    """The pack editor, the tables list and the roll dialog's rule tooltip show a table's
    or a roll's notes in the console's language (schema 9; BA since 2026.12.5)."""
    for pack_id in builtin_ids():
        pack = load_pack(pack_id)
        parts = [(f"table {k}", t) for k, t in pack.tables.items()]
        parts += [(f"roll {k}", r) for k, r in pack.rolls.items()]
        for where, part in parts:
            for note in part.notes:
                assert isinstance(note, Text), f"{pack_id}: {where}: {note}"
                assert note.da.strip() and note.da != note.en, f"{pack_id}: {where}"


def danish_texts(data) -> list[str]:
    """Every Danish text of a pack's data: labels, titles, notes, prompts."""
    if isinstance(data, dict):
        found = [data["da"]] if isinstance(data.get("da"), str) else []
        return found + [t for v in data.values() for t in danish_texts(v)]
    if isinstance(data, list):
        return [t for v in data for t in danish_texts(v)]
    return []


@pytest.mark.parametrize("pack_id", ["belle_alliance", "general_de_brigade"])
def test_shipped_danish_texts_use_the_windows_words_for_the_sheet_and_the_dice(pack_id):
    """The window calls the order sheet "Ordreskema" and its dice "2D6"/"3D6" (core/dice.py,
    manual.da.html): a step note or a table title says so too (BA 2026.12.6, GdB 2026.12.4)."""
    texts = danish_texts(load_pack(pack_id).model_dump(mode="json", exclude_none=True))
    assert len(texts) > 50
    assert [t for t in texts if "ordreark" in t.lower()] == []
    assert [t for t in texts if re.search(r"\b\d*T6\b", t)] == []


# The words the last versions changed, and the hash of the version before: put back, the
# pack is byte for byte the older one, so no table, factor or outcome changed.
OLDER_VERSIONS = {
    "belle_alliance": (
        "2026.12.5",
        [("Skriv hver enheds ordre fra ordreskemaet", "Skriv hver enheds ordre fra ordrearket")],
        "4fb3d3b72682a3f234b2ca08e951f39c1d2f4c88259340cecb1f472dd81cf6eb",
    ),
    "general_de_brigade": (
        "2026.12.3",
        [("slår 2D6", "slår 2T6"), ("massekolonne (2D6)", "massekolonne (2T6)")],
        "aec0475a28de1fe3e65509f0ba5b53ac591289746940d6615dcbca15c30f4791",
    ),
}


@pytest.mark.parametrize("pack_id", list(OLDER_VERSIONS))
def test_the_last_version_changed_only_danish_words(pack_id):
    version, words, older_hash = OLDER_VERSIONS[pack_id]
    pack = load_pack(pack_id)
    data = pack.model_dump(mode="json", exclude_none=True)
    text = json.dumps(data, ensure_ascii=False)
    for new, old in words:
        assert new in text
        text = text.replace(new, old)
    older = json.loads(text)
    older["notes"] = [n for n in older["notes"] if not n.startswith(pack.version)]
    older = pack_from_data({**older, "version": version})
    assert older.content_hash == older_hash  # it is the older version itself
    # Every table (its rows, values, factors, bands and outcomes) and every roll is the
    # older one's, its Danish texts aside; so is every step but its Danish note.
    for part in ("tables", "rolls", "phases"):
        assert english_only(older, part) == english_only(pack, part), part


def english_only(pack, part: str):
    def strip(data):
        if isinstance(data, dict):
            return {k: strip(v) for k, v in data.items() if k != "da"}
        if isinstance(data, list):
            return [strip(v) for v in data]
        return data

    return strip(pack.model_dump(mode="json", exclude_none=True)[part])


@pytest.mark.parametrize("pack_id", ["belle_alliance", "general_de_brigade"])
def test_no_value_in_a_shipped_pack_lacks_a_source(pack_id):
    pack = load_pack(pack_id)
    assert pack.source.strip()
    for table_id, table in pack.tables.items():
        assert table.source.strip(), f"{table_id} has no source"
        if known_values(table):
            # A known value must cite a named edition and the table or chapter it came from.
            assert re.search(r"2nd ed|Deluxe", table.source), f"{table_id}: {table.source}"
            assert re.search(r"Table \d+|ch\. [IVX]+", table.source), f"{table_id}: {table.source}"


def test_only_tables_8_15_and_18_of_belle_alliance_hold_known_values(belle_alliance):
    holding = {tid for tid, table in belle_alliance.tables.items() if known_values(table)}
    assert holding == KNOWN_BELLE_ALLIANCE_TABLES


def test_every_other_belle_alliance_table_says_its_values_are_unknown(belle_alliance):
    for table_id, table in belle_alliance.tables.items():
        if table_id not in KNOWN_BELLE_ALLIANCE_TABLES:
            assert "not published here" in table.source, table_id
            assert any("Values not known to us" in note.en for note in table.notes), table_id
            assert any("Værdierne kender vi ikke" in note.da for note in table.notes), table_id


def test_table_8_has_its_40_published_rows(belle_alliance):
    table = belle_alliance.table("t08")
    assert table.columns == ["attacker", "defender"]
    assert len(table.rows) == 40
    assert all(cell.kind is not CellKind.UNSET for _, _, cell in table.cells())
    for key, (attacker, defender) in TABLE08_SPOT.items():
        assert (table.row(key).values["attacker"], table.row(key).values["defender"]) == (
            attacker,
            defender,
        ), key
    # The double lines are not visible in the published page: no groups are invented.
    assert all(row.group is None for row in table.rows)


def _read_table08_yaml(text: str) -> list[tuple[str, object, object]]:
    """The rows of shared/rules table08.yaml: key, attacker, defender (null = printed '-')."""
    rows: list[list[object]] = []
    for line in text.splitlines():
        if line.startswith("- key: "):
            rows.append([line.removeprefix("- key: ").strip(), None, None])
        elif rows and re.match(r"^  (attacker|defender): ", line):
            column, raw = line.strip().split(": ", 1)
            raw = raw.strip().strip('"')
            value = "-" if raw == "null" else raw.replace("+/-", "±") if "/" in raw else int(raw)
            rows[-1][1 if column == "attacker" else 2] = value
    return [tuple(row) for row in rows]


@pytest.mark.skipif(not TABLE08_YAML.exists(), reason="the shared rules folder is not here")
def test_table_8_matches_every_row_of_the_shared_transcription(belle_alliance):
    published = _read_table08_yaml(TABLE08_YAML.read_text(encoding="utf-8"))
    assert len(published) == 40
    shipped = [
        (row.key, row.values["attacker"], row.values["defender"])
        for row in belle_alliance.table("t08").rows
    ]
    assert shipped == published


def test_table_18_bands_as_printed(belle_alliance):
    table = belle_alliance.table("t18")
    assert [(b.min, b.max, b.outcome) for b in table.bands] == [
        (3, 12, "survives"),
        (13, 14, "falls"),
        (15, 16, "falls_side_minus_1"),
        (17, 18, "falls_side_minus_2"),
    ]
    penalties = {
        o.key: [(e.value, e.duration) for e in o.effects if e.what == "side_penalty"]
        for o in table.outcomes
    }
    assert penalties == {
        "survives": [],
        "falls": [],
        "falls_side_minus_1": [(-1, "this_and_next_bound")],
        "falls_side_minus_2": [(-2, "this_and_next_bound")],
    }


def test_table_15_reduction_of_valour(belle_alliance):
    """5.5.2 and Table 15: -1 valour per 20 % of the original figures lost; floor -5."""
    assert belle_alliance.table("t15").entries == {"per_20_percent_lost": -1, "lowest_valour": -5}


def test_general_de_brigade_formation_test(general_de_brigade):
    assert general_de_brigade.dice == "2d6"
    test = general_de_brigade.table("formation_test")
    assert test.thresholds == {"guard_elite": 7, "veteran_line": 8, "second_rate_recruits": 9}
    gifted = general_de_brigade.table("formation_test_factors").row("gifted_commander")
    assert gifted.values == {"roll": 1}
    # The charge test is named in the text but its bands are not known: none are given.
    assert general_de_brigade.table("charge_test").bands == []


def test_general_de_brigade_melee_and_charge_test_modifiers_are_checklists_left_unset(
    general_de_brigade,
):
    """The melee is a roll of its own, attacker against defender on the difference, with
    the modifiers the digest names (square, formation; B.1) and the charge test ticks the
    square bonus and the fire casualties (A.2): no value is known, so every cell is '?',
    and the melee result has its two named outcomes but no band."""
    pack = general_de_brigade
    assert pack.version == "2026.12.4"
    melee = pack.roll("melee")
    assert melee.compare == "difference" and melee.result == "melee_result"
    assert [r.key for r in melee.roles] == ["attacker", "defender"]
    assert all(r.factors == ["melee_factors:roll"] for r in melee.roles)
    assert melee.steps == ["melee"]
    result = pack.table("melee_result")
    assert result.input == "difference" and result.bands == []
    assert [o.key for o in result.outcomes] == ["retreat", "rout"]
    assert all(o.effects == [] for o in result.outcomes)
    charge = pack.roll("charge_test")
    assert charge.roles[0].factors == ["charge_test_factors:roll"]
    rows = {
        table: {row.key: row.values for row in pack.table(table).rows}
        for table in ("charge_test_factors", "melee_factors")
    }
    assert rows == {
        "charge_test_factors": {"square_bonus": {"roll": "?"}, "fire_casualties": {"roll": "?"}},
        "melee_factors": {"square": {"roll": "?"}, "formation": {"roll": "?"}},
    }
    for table in ("charge_test_factors", "melee_factors", "melee_result"):
        assert "not known to us" in pack.table(table).source


def test_completeness_figures(belle_alliance, general_de_brigade):
    report = belle_alliance.completeness()
    assert report["t08"] == (80, 80)
    assert report["t15"] == (2, 2)
    assert report["t18"] == (16, 16)
    assert report["t11"] == (0, 31)  # a difference of two 3D6 rolls: -15..+15
    assert report["t06"] == (0, 26)
    assert all(known == 0 for tid, (known, _) in report.items() if tid not in {"t08", "t15", "t18"})
    assert len(report) == 22
    assert belle_alliance.completeness_ratio() == pytest.approx(3 / 22)
    assert general_de_brigade.completeness() == {
        "formation_test_factors": (1, 1),
        "formation_test": (3, 3),
        "evaders": (5, 5),
        "charge_test": (0, 11),  # 2D6: totals 2..12
        "charge_test_factors": (0, 2),  # named in the seed, values not known (digest B.2)
        "melee_factors": (0, 2),
        "melee_result": (0, 21),  # a difference of two 2D6 rolls: -10..+10
        "formation_change_test": (0, 11),  # not known either (digest B.2)
    }
    assert general_de_brigade.completeness_ratio() == pytest.approx(3 / 8)


@pytest.mark.parametrize("pack_id", ["belle_alliance", "general_de_brigade"])
def test_content_hash_is_stable_across_toml_export(pack_id):
    pack = load_pack(pack_id)
    exported = pack.to_toml()
    again = parse_pack_text(exported, "exported.toml")
    assert again == pack
    assert again.content_hash == pack.content_hash
    assert parse_pack_text(again.to_toml(), "twice.toml").content_hash == pack.content_hash


def test_the_steps_of_each_roll_survive_a_toml_round_trip(belle_alliance, general_de_brigade):
    for pack in (belle_alliance, general_de_brigade):
        again = parse_pack_text(pack.to_toml(), "exported.toml")
        assert {k: r.steps for k, r in again.rolls.items()} == {
            k: r.steps for k, r in pack.rolls.items()
        }
    assert belle_alliance.rolls["melee"].steps == ["melee/melee", "melee/continued_advance"]
    assert general_de_brigade.rolls["charge_test"].steps == [
        "charge/charger_test",
        "charge/target_test",
    ]
    # The shipped packs place only what the rules digest places (Table 1, §c R1-R12).
    unplaced = {k for k, r in belle_alliance.rolls.items() if not r.steps}
    assert unplaced == {"catch", "reorganisation", "field_work", "roll_off"}


def test_a_pack_whose_rolls_name_no_steps_keeps_its_hash(fixture_pack):
    """Games and logged rolls record the pack's hash: packs written before rolls named their
    steps must hash as they did. Only a kind that names steps writes them."""
    # The fixture pack names no steps: its hash from before `steps` existed.
    assert fixture_pack.content_hash == (
        "dd48ef758623e51c807d5fe292a88db3e97ef68f8e96e3bf509e635f22ae17f0"
    )
    data = tomllib.loads(
        (resources.files("ba_console.packs.data") / "belle_alliance.toml").read_text("utf-8")
    )
    with_steps = pack_from_data(copy.deepcopy(data))
    for roll in data["rolls"].values():
        roll.pop("steps", None)
    without = pack_from_data(data)
    assert '"steps"' not in canonical_json(without)
    assert "steps = [" not in without.to_toml()
    assert with_steps.to_toml().count("steps = [") == 7
    assert without.content_hash != with_steps.content_hash


def test_layout_and_comments_do_not_change_the_hash_but_a_value_does(fixture_pack):
    text = Path(fixture_pack_path()).read_text(encoding="utf-8")
    relaid = "# a club's comment\n\n" + text.replace("\n", "\n\n")
    assert parse_pack_text(relaid, "relaid.toml").content_hash == fixture_pack.content_hash
    changed = text.replace("thresholds = { elite = 7,", "thresholds = { elite = 6,")
    assert changed != text
    assert parse_pack_text(changed, "changed.toml").content_hash != fixture_pack.content_hash


def fixture_pack_path() -> Path:
    return Path(__file__).parent.parent / "fixtures" / "core_fixture_pack.toml"


def test_the_fixture_pack_says_it_is_a_fixture(fixture_pack):
    assert "tests only" in fixture_pack.title.en
    assert all("fixture" in t.source.lower() for t in fixture_pack.tables.values())
