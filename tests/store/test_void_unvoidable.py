"""A void the console never writes: a take-back of a seal row, appended after the last seal
by a forger's copy of the console without its refusal (`RollLog.void_roll` refuses every
kind in `UNVOIDABLE_KINDS`). The chain, the state and every seal a player holds then
verified, while the dispute report struck the seal of bound 3 out as "entered by mistake".
Verify names the void."""

from __future__ import annotations

from pathlib import Path

import pytest

import ba_console.store.log as roll_log
from ba_console.store import Game
from ba_console.store.errors import RollError
from ba_console.store.records import SEAL_KIND
from tests.store.conftest import SEED, add_roster, fixed_clock
from tests.store.test_dispute_proofs import play_three_bounds, verify


@pytest.fixture
def evening(make_game, game_path: Path) -> tuple[Path, list[str]]:
    game = add_roster(make_game(dice_mode="both"))
    held = play_three_bounds(game)
    game.close()
    return game_path, held


def test_the_console_refuses_to_void_a_seal(evening, tmp_path):
    path, _ = evening
    with Game.open(path, clock=fixed_clock, data_dir=tmp_path / "data") as game:
        seal = game.rolls(kind=SEAL_KIND)[-1].sequence
        with pytest.raises(RollError, match="seal row and cannot be voided"):
            game.void_roll(seal, "entered by mistake")


def test_a_seal_voided_by_a_forged_row_is_named(evening, tmp_path, monkeypatch):
    path, held = evening
    monkeypatch.setattr(roll_log, "UNVOIDABLE_KINDS", ())
    with Game.open(path, clock=fixed_clock, data_dir=tmp_path / "data") as game:
        seal = game.rolls(kind=SEAL_KIND)[-1].sequence
        void = game.void_roll(seal, "entered by mistake").sequence
    monkeypatch.undo()
    with Game.open(path, read_only=True) as game:
        assert game.roll(seal).voided_by == void  # what every reader shows: struck out
        reports = [game.verify(), game.verify(seed=SEED)]
    reports.append(verify(path, held))
    for report in reports:
        assert not report.ok and report.bad_sequence == void
        assert report.summary() == (
            f"BROKEN at roll {void}: it voids roll {seal}, a 'seal' row, which the console "
            "never voids"
        )
