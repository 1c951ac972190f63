"""The cells a pack editor's save filled (`packs.filled`), and the club's pack taking them
(`packs.club.remember_in_club`): a cell unset before and known after is offered with its
source, a band as the umpire typed it (open ends kept); a corrected known value is counted,
never offered; the club's own reading of part of a band is kept and named."""

from __future__ import annotations

from typing import Any

from ba_console.core.results import lookup_bands
from ba_console.packs import load_pack, pack_from_data
from ba_console.packs.club import load_club_pack, remember_in_club
from ba_console.packs.fill import (
    EDITOR_SOURCE_PREFIX,
    CellEntry,
    FactorEntry,
    editor_source,
    factor_from_play,
    from_play,
    is_unset,
)
from ba_console.packs.filled import filled_cells
from ba_console.packs.schema import RulePack

SOURCE = editor_source("Ligny", 4)
ROUT = {"key": "rout", "label": {"en": "Defender routs", "da": "Forsvareren flygter"}}
HOLD = {"key": "hold", "label": {"en": "Defender holds", "da": "Forsvareren holder"}}


def edited(pack: RulePack, change: Any) -> RulePack:
    """`pack` as the editor saves it after `change(data)` (the whole pack rebuilt)."""
    data = pack.model_dump(mode="json", exclude_none=True)
    change(data["tables"])
    data["version"] = pack.version + "+club1"
    return pack_from_data(data, "edited.toml")


def with_t11(bands: list[dict], outcomes: list[dict]):
    def change(tables: dict) -> None:
        tables["t11"]["bands"] = bands
        tables["t11"]["outcomes"] = outcomes

    return change


def test_the_source_says_the_pack_editor_not_the_table():
    assert SOURCE == "entered in the pack editor, game Ligny, bound 4, by the umpire"
    assert SOURCE.startswith(EDITOR_SOURCE_PREFIX)


def test_a_factor_cell_filled_is_offered_and_a_corrected_one_counted():
    base = load_pack("belle_alliance")

    def change(tables: dict) -> None:
        canister = next(r for r in tables["t07"]["rows"] if r["key"] == "canister")
        canister["values"]["loss"] = 2  # was '?'
        canister["values"]["moral"] = "-"  # was '?': does not apply
        march = next(r for r in tables["t08"]["rows"] if r["key"] == "column_of_march")
        march["values"]["attacker"] = -3  # was -2 (known): a correction

    found = filled_cells(base, edited(base, change), SOURCE)
    assert found.entries == (
        FactorEntry("t07", "canister", "loss", 2, SOURCE),
        FactorEntry("t07", "canister", "moral", "-", SOURCE),
    )
    assert found.corrected == 1


def test_a_band_filled_is_offered_whole_with_its_open_end():
    base = load_pack("belle_alliance")  # Table 11 has no band: every cell unset
    after = edited(
        base,
        with_t11(
            [
                {"max": -3, "outcome": "?"},
                {"min": -2, "max": 2, "outcome": "hold"},
                {"min": 3, "outcome": "rout"},
            ],
            [HOLD, ROUT],
        ),
    )
    found = filled_cells(base, after, SOURCE)
    assert [(e.table, e.span, e.outcome.key, e.source) for e in found.entries] == [
        ("t11", (-2, 2), "hold", SOURCE),
        ("t11", (3, None), "rout", SOURCE),
    ]
    assert found.corrected == 0


def test_the_clubs_pack_takes_the_filled_cells_with_their_sources(tmp_path):
    base = load_pack("belle_alliance")
    after = edited(
        base,
        with_t11(
            [{"min": -2, "max": 2, "outcome": "hold"}, {"min": 3, "outcome": "rout"}], [HOLD, ROUT]
        ),
    )
    done = remember_in_club(tmp_path, base, filled_cells(base, after, SOURCE).entries)
    assert len(done.taken) == 2 and done.kept == ()
    club = load_club_pack(tmp_path, "belle_alliance").pack
    table = club.tables["t11"]
    assert lookup_bands("t11", table, -1).outcome.label.en == "Defender holds"
    assert lookup_bands("t11", table, 40).outcome.label.en == "Defender routs"
    assert is_unset(table, -3, None, club.natural_range("t11"))  # the umpire typed nothing there
    bands = [(b.min, b.max, b.outcome, b.source) for b in table.bands]
    assert bands == [
        (None, -3, "?", None),
        (-2, 2, "hold", SOURCE),
        (3, None, "rout", SOURCE),
    ]
    assert not any(from_play(b) for b in table.bands)  # not counted as learned in play


def test_a_factor_value_reaches_the_clubs_pack_with_its_source(tmp_path):
    base = load_pack("belle_alliance")

    def change(tables: dict) -> None:
        next(r for r in tables["t07"]["rows"] if r["key"] == "canister")["values"]["loss"] = 2

    remember_in_club(tmp_path, base, filled_cells(base, edited(base, change), SOURCE).entries)
    row = load_club_pack(tmp_path, "belle_alliance").pack.tables["t07"].row("canister")
    assert row.values["loss"] == 2 and row.sources["loss"] == SOURCE
    assert row.values["moral"] == "?" and not factor_from_play(row, "loss")


def test_a_corrected_band_is_counted_not_offered():
    base = edited(
        load_pack("belle_alliance"), with_t11([{"min": 3, "max": 5, "outcome": "hold"}], [HOLD])
    )
    after = edited(base, with_t11([{"min": 3, "max": 5, "outcome": "rout"}], [HOLD, ROUT]))
    found = filled_cells(base, after, SOURCE)
    assert found.entries == () and found.corrected == 1
    # A known outcome left as it was is neither.
    same = edited(base, with_t11([{"min": 3, "max": 5, "outcome": "hold"}], [HOLD, ROUT]))
    assert filled_cells(base, same, SOURCE) == filled_cells(base, base, SOURCE)


def test_a_band_over_a_cell_the_club_reads_otherwise_keeps_the_clubs_reading(tmp_path):
    base = load_pack("belle_alliance")
    other = CellEntry("t11", 0, None, pack_outcome(ROUT), "entered at the table, game Wavre")
    remember_in_club(tmp_path, base, [other])  # another game learned 0: routs
    after = edited(base, with_t11([{"min": -2, "max": 2, "outcome": "hold"}], [HOLD]))
    done = remember_in_club(tmp_path, base, filled_cells(base, after, SOURCE).entries)
    assert [e.span for e in done.taken] == [(-2, -1), (1, 2)]
    assert [e.span for e in done.kept] == [(0, 0)]
    table = load_club_pack(tmp_path, "belle_alliance").pack.tables["t11"]
    assert lookup_bands("t11", table, 0).outcome.label.en == "Defender routs"
    assert [lookup_bands("t11", table, v).outcome.key for v in (-2, -1, 1, 2)] == ["hold"] * 4


def test_a_band_over_a_cell_known_alike_offers_only_the_cells_unset_before():
    middle = edited(
        load_pack("belle_alliance"),
        with_t11(
            [
                {"max": -1, "outcome": "?"},
                {"min": 0, "max": 0, "outcome": "hold"},
                {"min": 1, "outcome": "?"},
            ],
            [HOLD],
        ),
    )
    later = edited(
        middle,
        with_t11(
            [
                {"max": -2, "outcome": "?"},
                {"min": -1, "max": 1, "outcome": "hold"},
                {"min": 2, "outcome": "?"},
            ],
            [HOLD],
        ),
    )
    found = filled_cells(middle, later, SOURCE)
    assert [e.span for e in found.entries] == [(-1, -1), (1, 1)]
    assert found.corrected == 0


def pack_outcome(data: dict):
    from ba_console.core.model import Outcome

    return Outcome.model_validate(data)


def test_a_band_filled_over_a_hole_of_a_hand_written_table_is_a_filled_cell(tmp_path):
    """Table 12 written by hand over 3-13 only (a TEST FIXTURE): 14-18 were in no band, so
    unset. A band the editor fills over them is filled, and the club's pack takes it."""
    from tests.fixtures.printed_bands import holed_bands_pack

    base = holed_bands_pack()

    def change(tables: dict) -> None:  # the fixture's own outcome, over the hole
        tables["t12"]["bands"].append({"min": 14, "max": 18, "outcome": "loss_1_ld"})

    after = edited(base, change)
    found = filled_cells(base, after, SOURCE)
    assert [(e.table, e.span, e.outcome.key) for e in found.entries] == [
        ("t12", (14, 18), "loss_1_ld")
    ]
    assert found.corrected == 0
    done = remember_in_club(tmp_path, base, found.entries)
    assert len(done.taken) == 1 and done.kept == ()
    club = load_club_pack(tmp_path, base.id).pack
    table = club.tables["t12"]
    natural = club.natural_range("t12")
    assert lookup_bands("t12", table, 16, None, natural).outcome_key == "loss_1_ld"
    assert table.bands[-1].source == SOURCE
    assert lookup_bands("t12", table, 19, None, natural).reason == "no_band"  # now printed to 18
