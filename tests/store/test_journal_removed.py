"""A state journal removed or emptied with sqlite3 alone, no hash computed: the state tables
then say anything (here, a unit's figures), and before this, verify said OK with "state not
proven (no state journal yet: open the game once for writing)", as for a game made before
the journal. The file's own record of its schema steps says it has kept a journal since it
was made, so verify names it. A game made before the journal still verifies
(`test_dispute_proofs.test_a_game_made_before_the_journal_opens_and_verifies`)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.store import Effect, Game, Outcome, RollDraft, RollSide
from tests.store.conftest import SEED, add_roster


@pytest.fixture
def first_bound(make_game, game_path: Path) -> Path:
    """A bound not yet sealed: an order, a roll that took a figure."""
    game = add_roster(make_game(dice_mode="both"))
    game.set_phase(1, "ordering")
    game.save_order(1, "i-15", "advance on the farm")
    game.close_orders(1)
    game.set_phase(1, "fire")
    game.append_roll(
        RollDraft(
            kind="fire",
            sides=[RollSide(role="firer", unit="i-15", dice_source="typed", faces=(4, 4, 2))],
            outcome=Outcome(key="1 figure"),
            effects=[Effect(unit="i-1t", what="figures", **{"from": 26}, to=25)],
        )
    )
    game.close()
    return game_path


def edit(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


def summaries(path: Path) -> list[str]:
    with Game.open(path, read_only=True) as game:
        return [game.verify().summary(), game.verify(seed=SEED).summary()]


FIGURES_BACK = "UPDATE units SET figures = 26 WHERE key = 'i-1t'"


def test_the_game_as_played_proves_its_state(first_bound):
    assert all("state proven from the start" in text for text in summaries(first_bound))


def test_a_journal_dropped_is_named(first_bound):
    edit(first_bound, "DROP TABLE state_log", FIGURES_BACK)
    assert (
        summaries(first_bound)
        == [
            "BROKEN at the state: the state journal was removed from the file, which has kept "
            "one since it was made or upgraded: its state tables cannot be proven"
        ]
        * 2
    )


def test_a_journal_emptied_is_named(first_bound):
    edit(
        first_bound,
        "DROP TRIGGER state_log_append_only_delete",
        "DELETE FROM state_log",
        FIGURES_BACK,
    )
    assert (
        summaries(first_bound)
        == [
            "BROKEN at the state: the state journal was emptied: a console writes its first "
            "entry as it adds it, so its state tables cannot be proven"
        ]
        * 2
    )


def test_a_journal_renamed_is_named(first_bound):
    edit(first_bound, "ALTER TABLE state_log RENAME TO kept_aside", FIGURES_BACK)
    assert summaries(first_bound)[0].startswith(
        "BROKEN at the state: the state journal was removed from the file"
    )


def test_a_journal_emptied_is_not_begun_again_by_the_next_open(first_bound, tmp_path):
    """The umpire opens the game to play on: the console must not take the edited state for
    the snapshot a new journal begins with ("state proven from roll 1 on")."""
    edit(
        first_bound,
        "DROP TRIGGER state_log_append_only_delete",
        "DELETE FROM state_log",
        FIGURES_BACK,
    )
    with Game.open(first_bound, data_dir=tmp_path / "data") as game:
        assert game.unit("i-1t").figures == 26
    assert summaries(first_bound)[0] == (
        "BROKEN at the state: the state journal was emptied: a console writes its first "
        "entry as it adds it, so its state tables cannot be proven"
    )


def test_a_journal_dropped_with_its_schema_step_unrecorded_is_named(first_bound):
    """The forger also deletes the record of the step that added the journal."""
    edit(
        first_bound,
        "DROP TABLE state_log",
        "DELETE FROM _sqlite_migrations WHERE name = '0003_state_journal'",
        FIGURES_BACK,
    )
    assert summaries(first_bound)[0].startswith(
        "BROKEN at the state: the state journal was removed from the file"
    )
