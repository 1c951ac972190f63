"""A factor value filled in play (`packs.fill`, `packs.club`): only the one cell the umpire
typed, its source kept in the row's `sources`, a known value never overwritten; packs
without sources keep their content hash (every game and logged roll records it)."""

from __future__ import annotations

import copy
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from ba_console.core.model import FactorTable
from ba_console.packs import PackError, load_pack, pack_from_data, parse_pack_text
from ba_console.packs.club import load_club_pack, remember_in_club
from ba_console.packs.fill import (
    FactorEntry,
    FillError,
    factor_from_play,
    fill_cells,
    fill_factor,
    play_source,
)
from tests.packs.conftest import notes_in_english

SOURCE = play_source("Ligny", 3)
FIXTURES = Path(__file__).parents[1] / "fixtures"

# The content hash of every pack the project ships or tests with, as it stood before rows
# could name their cells' sources: a pack without them must hash exactly as before.
PACK_HASHES = {
    # 2026.12.6: the Danish note of step 1a says "ordreskemaet", as the window, the manual
    # and the glossary do (it said "ordrearket"; one word, no table value changed:
    # test_shipped_packs rebuilds 2026.12.5 from it). 2026.12.5 (the Danish note of 4c
    # says "opsnapningskast", every table's and roll's note has a Danish text too, schema 9;
    # before it was merged to main it hashed 8621d4ba… without the Danish notes) hashed
    # 4fb3d3b7…, 2026.12.4 (Table 19's failed bounds counted, `auto`, 1.1.4) 4ef9227b…,
    # 2026.12.3 b85cea32…, 2026.12.2 c4d0bf4b….
    "belle_alliance": "348911a34b28483d56fe12d035eb00e623ba5c1e4ded62f876f2455fbc139de2",
    # 2026.12.4: the Danish notes and title say 2D6, as the window's dice fields do (they
    # said 2T6; no table value changed: test_shipped_packs rebuilds 2026.12.3 from it).
    # 2026.12.3 (the steps' notes from the rules digest, the tables' and rolls' notes in
    # Danish too, schema 9; two Danish notes reworded before it was merged to main, when it
    # hashed 86358095…) hashed aec0475a…, 2026.12.2 (the charge test's fire casualties
    # ticked from the logged defensive fire) 28a0678a…, 2026.12.1 (the melee roll and
    # the modifier checklists) b8c2937d…, 2026.11.3 a8da7f21…; their games keep their
    # copy, 2026.11.3 pinned below.
    "general_de_brigade": "1adcd825e6df0da113773ee4a54aac156aed82eb48efc55db7c48b6d25c108ba",
    FIXTURES / "complete_belle_alliance_fixture.toml": (  # made from 2026.12.6's text
        "f5ebdd64c5270d228e029b58e7d6c6b4ce3d21d420b7089036868859bcc0bc34"
    ),
    FIXTURES / "core_fixture_pack.toml": (
        "dd48ef758623e51c807d5fe292a88db3e97ef68f8e96e3bf509e635f22ae17f0"
    ),
    FIXTURES / "pinned_belle_alliance.toml": (
        "a0ffcd83a64f9bb4094a5a3747fafa961c45104f05730798589c1dcece663a4f"
    ),
    FIXTURES / "pinned_general_de_brigade.toml": (  # the shipped 2026.11.3
        "a8da7f2184e33842d76970792846fd62ab5e0726ae8859b91fa93445d83b0190"
    ),
}


@pytest.mark.parametrize("source", list(PACK_HASHES), ids=lambda s: Path(s).stem)
def test_every_shipped_and_fixture_pack_keeps_its_content_hash(source):
    pack = load_pack(source)
    assert pack.content_hash == PACK_HASHES[source]
    assert "sources" not in pack.to_toml()


def canister(pack) -> tuple[FactorTable, object]:
    table = pack.tables["t07"]
    assert isinstance(table, FactorTable)
    return table, table.row("canister")


def test_one_factor_value_is_filled_with_its_source_the_rest_left_as_it_was():
    pack = load_pack("belle_alliance")
    table, before = canister(pack)
    filled = fill_factor("t07", table, FactorEntry("t07", "canister", "loss", 2, SOURCE))
    row = filled.row("canister")
    assert row.values == {"loss": 2, "moral": "?"}  # the moral column stays unset
    assert row.sources == {"loss": SOURCE}
    assert factor_from_play(row, "loss") and not factor_from_play(row, "moral")
    others = [r for r in filled.rows if r.key != "canister"]
    assert others == [r for r in table.rows if r.key != "canister"]
    assert before.values == {"loss": "?", "moral": "?"}  # the pack itself is not changed


def test_a_known_value_a_missing_row_or_column_is_never_filled():
    pack = load_pack("tests/fixtures/complete_belle_alliance_fixture.toml")
    table, _ = canister(pack)
    known = r"table t07, row canister, loss: the cell is known already \(-1\)"
    with pytest.raises(FillError, match=known):
        fill_factor("t07", table, FactorEntry("t07", "canister", "loss", 2, SOURCE))
    shipped, _ = canister(load_pack("belle_alliance"))
    with pytest.raises(FillError, match="table t07: no row 'grapeshot'"):
        fill_factor("t07", shipped, FactorEntry("t07", "grapeshot", "loss", 2, SOURCE))
    with pytest.raises(FillError, match="the column must be one of loss, moral"):
        fill_factor("t07", shipped, FactorEntry("t07", "canister", "firer", 2, SOURCE))
    with pytest.raises(FillError, match="not a factor table"):
        fill_cells(load_pack("belle_alliance"), [FactorEntry("t12", "x", "loss", 1, SOURCE)])


def test_a_pack_that_learned_a_factor_value_is_schema_7_and_survives_its_toml():
    data = notes_in_english(shipped_data())  # notes in two languages need 9
    for outcome in data["tables"]["t19r"]["outcomes"]:  # Table 19's effects need 8
        outcome["effects"] = []
    pack = pack_from_data({**data, "schema_version": 5})
    learned = fill_cells(pack, [FactorEntry("t07", "canister", "loss", 2, SOURCE)])
    assert (learned.schema_version, learned.version) == (7, f"{pack.version}+club.1")
    shipped = load_pack("belle_alliance")
    entry = FactorEntry("t07", "canister", "loss", 2, SOURCE)
    assert fill_cells(shipped, [entry]).schema_version == 9  # already past 7
    assert learned.content_hash != pack.content_hash
    again = parse_pack_text(learned.to_toml(), "club.toml")
    assert again == learned and again.content_hash == learned.content_hash
    assert canister(again)[1].sources == {"loss": SOURCE}


def shipped_data() -> dict:
    text = (resources.files("ba_console.packs.data") / "belle_alliance.toml").read_text("utf-8")
    return tomllib.loads(text)


def test_a_cells_source_needs_schema_7_and_a_value():
    data = notes_in_english(shipped_data())  # notes in two languages need 9
    data["schema_version"] = 5
    for outcome in data["tables"]["t19r"]["outcomes"]:  # Table 19's effects need 8
        outcome["effects"] = []
    row = next(r for r in data["tables"]["t07"]["rows"] if r["key"] == "canister")
    row["values"]["loss"] = 2
    row["sources"] = {"loss": "the club's book, p. 12"}
    with pytest.raises(PackError, match="row canister, field sources: needs schema_version = 7"):
        pack_from_data(copy.deepcopy(data), "old.toml")
    data["schema_version"] = 7
    assert canister(pack_from_data(copy.deepcopy(data)))[1].sources["loss"].startswith("the club")
    row["values"]["loss"] = "?"
    with pytest.raises(PackError, match="column loss: the cell is unset"):
        pack_from_data(copy.deepcopy(data), "unset.toml")
    row["values"]["loss"] = 2
    row["sources"] = {"firer": "p. 12"}
    with pytest.raises(PackError, match="'firer' is not a column"):
        pack_from_data(data, "column.toml")


def test_the_clubs_pack_learns_a_factor_value_and_keeps_its_own_reading(tmp_path):
    base = load_pack("belle_alliance")
    first = FactorEntry("t07", "canister", "loss", 2, play_source("Ligny", 2))
    done = remember_in_club(tmp_path, base, [first])
    assert done.taken == (first,) and done.kept == ()
    club = load_club_pack(tmp_path, "belle_alliance").pack
    assert canister(club)[1].values["loss"] == 2
    # Another game typed another value for the same cell: the club keeps its reading.
    other = FactorEntry("t07", "canister", "loss", 3, play_source("Wavre", 1))
    kept = remember_in_club(tmp_path, base, [other])
    assert (kept.written, kept.taken, kept.kept) == (None, (), (other,))
    # The same value again writes nothing and reports nothing.
    same = remember_in_club(tmp_path, base, [first])
    assert (same.written, same.taken, same.kept) == (None, (), ())
    assert canister(load_club_pack(tmp_path, "belle_alliance").pack)[1].values["loss"] == 2
