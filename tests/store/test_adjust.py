"""Roster corrections during play: logged as `adjustment` rows in the hash chain."""

from __future__ import annotations

import csv
import io

import pytest

from ba_console.reports import export_log
from ba_console.store import Game, RollDraft, RollError, RosterError
from ba_console.store.codec import encode_row
from ba_console.store.records import RollSide
from ba_console.store.verify import ChainVerifier

from .conftest import SEED


def test_an_adjustment_is_logged_with_its_reason_and_the_chain_verifies(game: Game):
    game.set_phase(2, "melee", "melee")
    row = game.adjust(
        "i-15", {"figures": 31, "disorder": "LD"}, reason="figures miscounted after the melee"
    )
    assert (row.sequence, row.kind, row.bound, row.phase, row.sub_phase) == (
        1,
        "adjustment",
        2,
        "melee",
        "melee",
    )
    assert row.sides == () and row.units == ("i-15",)
    assert [(e.unit, e.what, e.from_, e.to) for e in row.effects] == [
        ("i-15", "figures", 36, 31),
        ("i-15", "disorder", "ordered", "LD"),
    ]
    assert row.note == "figures miscounted after the melee"
    unit = game.unit("i-15")
    assert (unit.figures, unit.disorder) == (31, "LD")
    assert game.roll(1) == row
    report = game.verify()
    assert report.ok and report.adjustments == 1
    assert report.summary().startswith("OK: 1 roll (1 roster adjustment by the umpire)")
    assert [r.sequence for r in game.rolls(unit="i-15")] == [1]


def test_voiding_an_adjustment_restores_the_value(game: Game):
    game.adjust("i-15", {"figures": 30, "valour": -1}, reason="losses of bound 1 forgotten")
    void = game.void_roll(1, "they were counted after all")
    unit = game.unit("i-15")
    assert (unit.figures, unit.valour) == (36, 0)
    assert [(e.what, e.from_, e.to) for e in void.effects] == [
        ("valour", -1, 0),
        ("figures", 30, 36),
    ]
    assert game.roll(1).voided_by == 2
    assert game.verify().ok


def test_staff_adjustments_fall_a_commander_and_an_orderly(game: Game):
    game.adjust("ir15", {"fallen": True}, reason="caught by hussars, roll forgotten")
    game.adjust("ir15.o1", {"fallen": True}, reason="shot at the bridge")
    assert game.commander("ir15").fallen and game.orderly("ir15.o1").fallen
    assert [(e.unit, e.what, e.from_, e.to) for e in game.roll(1).effects] == [
        ("ir15", "commander_fallen", False, True)
    ]
    assert game.roll(2).effects[0].what == "orderly_fallen"
    game.void_roll(1, "he was in base contact with his unit")
    assert not game.commander("ir15").fallen
    assert game.verify().ok


def test_an_adjustment_can_be_placed_in_an_earlier_bound_and_phase(game: Game):
    game.set_phase(3, "melee", "continued_advance")
    row = game.adjust("i-15", {"figures": 34}, reason="fire of bound 2", bound=2, phase="fire")
    assert (row.bound, row.phase, row.sub_phase) == (2, "fire", None)
    assert [r.sequence for r in game.rolls(bound=2)] == [1]


def test_only_the_values_that_change_are_logged(game: Game):
    row = game.adjust("bty", {"gunners": 6, "formation": "limbered"}, reason="two gunners fled")
    assert [e.what for e in row.effects] == ["gunners"]


def test_a_bad_adjustment_writes_nothing(game: Game):
    with pytest.raises(RosterError, match="unit 'i-15': valour: 9 is above"):
        game.adjust("i-15", {"figures": 30, "valour": 9}, reason="typo")
    with pytest.raises(RosterError, match="side: not a field an adjustment changes"):
        game.adjust("i-15", {"side": "france"}, reason="deserted")
    with pytest.raises(RollError, match="'ghost' is not a unit, commander or orderly"):
        game.adjust("ghost", {"figures": 1}, reason="who?")
    with pytest.raises(RollError, match="give a reason"):
        game.adjust("i-15", {"figures": 30}, reason="  ")
    with pytest.raises(RollError, match="already holds these values"):
        game.adjust("i-15", {"figures": 36}, reason="no change")
    assert game.next_sequence() == 1
    assert game.unit("i-15").figures == 36


def test_adjustments_are_written_by_the_store_only(game: Game):
    with pytest.raises(RollError, match="written by the store itself"):
        game.append_roll(RollDraft(kind="adjustment", units=("i-15",)))


def test_a_later_roll_sees_the_adjusted_roster(game: Game):
    game.adjust("i-15", {"figures": 33}, reason="recount")
    stale = RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="i-1t", dice_source="typed", faces=(4, 4, 4))],
        effects=[{"unit": "i-15", "what": "figures", "from": 36, "to": 34}],
    )
    with pytest.raises(RollError, match="i-15 figures is 33 in the roster"):
        game.append_roll(stale)


def test_verify_refuses_an_adjustment_that_carries_dice(game: Game):
    commitment = game.info.seed_commitment
    forged = encode_row(
        sequence=1,
        time="2025-06-18T18:30:00+00:00",
        bound=1,
        phase="fire",
        sub_phase=None,
        kind="adjustment",
        units=("i-15",),
        sides=(RollSide(role="firer", dice_source="typed", faces=(6, 6, 6)),),
        cell=None,
        outcome_typed=False,
        outcome=None,
        effects=(),
        note="",
        pack_hash="a" * 64,
        voids=None,
        void_reason=None,
        prev_hash=commitment,
    )
    verifier = ChainVerifier(commitment, ["a" * 64], SEED)
    assert not verifier.feed(forged)
    assert verifier.report().reason == "it is a roster adjustment but carries dice"


def test_exports_show_adjustments_as_the_umpires_corrections(game: Game):
    game.adjust("i-1t", {"disorder": "MD"}, reason="retreat <forgotten>")
    html = export_log(game, "html")
    assert 'class="roll adjustment" id="roll-1"' in html
    assert "roster corrected by the umpire (no dice)" in html
    assert "1/1 Tirailleurs: disorder ordered → MD" in html and "retreat &lt;forgotten&gt;" in html
    assert "1 roster adjustment by the umpire" in html
    (row,) = csv.DictReader(io.StringIO(export_log(game, "csv")))
    assert (row["kind"], row["effects"], row["note"], row["dice"]) == (
        "adjustment",
        "i-1t disorder ordered → MD",
        "retreat <forgotten>",
        "",
    )


def test_a_state_kept_as_a_flag_is_corrected_on_the_record_and_voided_back(game: Game):
    """General de Brigade's "unformed" is a flag (`play.record`): the umpire's correction is
    an adjustment row that sets it, or takes it away, and a void puts it back."""
    row = game.adjust_flag("i-15", "unformed", True, reason="the hedge broke its ranks")
    assert row.kind == "adjustment" and row.note == "the hedge broke its ranks"
    assert [(e.what, e.from_, e.to) for e in row.effects] == [
        ("flag", None, {"key": "unformed", "expires_after": None})
    ]
    assert [f.key for f in game.flags("i-15")] == ["unformed"]
    with pytest.raises(RollError, match="already holds"):
        game.adjust_flag("i-15", "unformed", True, reason="again")
    with pytest.raises(RollError, match="reason"):
        game.adjust_flag("i-15", "unformed", False, reason=" ")
    taken = game.adjust_flag("i-15", "unformed", False, reason="re-formed")
    assert game.flags("i-15") == []
    game.void_roll(taken.sequence, "it was not re-formed")
    assert [f.key for f in game.flags("i-15")] == ["unformed"]
    assert game.verify().ok
