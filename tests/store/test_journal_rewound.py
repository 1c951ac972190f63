"""A state journal removed with the file's schema record set back to before the journal.

The forger (sqlite3 alone, no hash computed) sets `user_version` to 2, deletes the record
of the journal's schema step and those after it, drops `state_log` and edits the roster.
The file then reads as a game made before the journal: verify said OK, "state not proven",
and the umpire's next writable open took the edited roster for the snapshot a new journal
begins with ("state proven from roll 2 on"). The rows of a game played by a console that
keeps the journal cannot always be told from an older console's (the pinned rows hash the
same), but some can only come from one: a seal, a seed custody row, a factor typed from the
book. Where the hashed log holds one, the missing journal is removal, and it is named; the
writable open is refused and leaves the file as it is."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.store import Effect, Factor, Game, GameFileError, Outcome, RollDraft, RollSide
from tests.store.conftest import SEED, add_roster, fixed_clock
from tests.store.test_dispute_proofs import schema_2_game
from tests.store.test_seed_at_rest import schema_2_game as old_game_with_its_seed

FIGURES_BACK = "UPDATE units SET figures = 26 WHERE key = 'i-1t'"


def fire(game: Game, factor: Factor | None = None, *, start: int = 26) -> None:
    game.append_roll(
        RollDraft(
            kind="fire",
            sides=[
                RollSide(
                    role="firer",
                    unit="i-15",
                    dice_source="typed",
                    faces=(4, 4, 2),
                    factors=() if factor is None else (factor,),
                )
            ],
            outcome=Outcome(key="1 figure"),
            effects=[Effect(unit="i-1t", what="figures", **{"from": start}, to=start - 1)],
        )
    )


def rewind(path: Path, *more: str) -> None:
    """The forgery: the file made to read as schema 2, its journal dropped, the roster edited."""
    conn = sqlite3.connect(path)
    for statement in (
        "PRAGMA user_version = 2",
        "DELETE FROM _sqlite_migrations WHERE name >= '0003'",
        "DROP TABLE state_log",
        *more,
    ):
        conn.execute(statement)
    conn.commit()
    conn.close()


def summary(path: Path) -> str:
    with Game.open(path, read_only=True) as game:
        return game.verify().summary()


@pytest.fixture
def typed_factor_game(make_game, game_path: Path) -> Path:
    """An unsealed game whose second roll counts a factor the umpire typed from the book."""
    game = add_roster(make_game(dice_mode="both"))
    game.set_phase(1, "fire")
    fire(game)
    fire(game, Factor(key="cover", value=-1, typed=True), start=25)
    game.close()
    return game_path


def test_the_game_as_played_proves_its_state(typed_factor_game):
    assert "state proven from the start" in summary(typed_factor_game)


def test_a_journal_removed_with_the_schema_set_back_is_named_at_the_typed_factor(
    typed_factor_game,
):
    rewind(typed_factor_game, FIGURES_BACK)
    assert summary(typed_factor_game) == (
        "BROKEN at the state: the file says it was made before the state journal, yet roll 2 "
        "was logged by a console that keeps one: the journal was removed, and its state "
        "tables cannot be proven"
    )


def test_the_open_for_play_is_refused_and_leaves_the_file_unchanged(typed_factor_game, tmp_path):
    """Not laundered: no journal is begun from the edited roster."""
    rewind(typed_factor_game, FIGURES_BACK)
    before = typed_factor_game.read_bytes()
    with pytest.raises(GameFileError) as refused:
        Game.open(typed_factor_game, data_dir=tmp_path / "data")
    assert "roll 2 was logged by a console that keeps a state journal" in str(refused.value)
    assert typed_factor_game.read_bytes() == before
    assert summary(typed_factor_game).startswith("BROKEN at the state: ")


def test_a_sealed_bound_is_named_at_its_seal(make_game, game_path):
    """(Named before too, at the seal row, whose seal covers the journal's head.)"""
    game = add_roster(make_game(dice_mode="both"))
    game.set_phase(1, "fire")
    fire(game)
    seal = game.seal(bound=1)
    game.close()
    rewind(game_path, FIGURES_BACK)
    assert summary(game_path).startswith(
        f"BROKEN at the state: the file says it was made before the state journal, yet roll "
        f"{seal.sequence} was logged"
    )


def test_an_old_game_upgraded_is_named_at_its_seed_custody_row(game_path, monkeypatch):
    """A game made before the journal, opened once by this console: its seed left the file,
    logged. Set back to what it was, with the roster edited, it is no longer the old game."""
    old_game_with_its_seed(game_path, monkeypatch)
    with Game.open(game_path, clock=fixed_clock) as game:
        custody = game.rolls(kind="seed_custody")[0].sequence
    assert "state proven from roll 1 on" in summary(game_path)
    rewind(game_path, "UPDATE units SET figures = 30 WHERE key = 'i-1t'")
    assert summary(game_path).startswith(
        f"BROKEN at the state: the file says it was made before the state journal, yet roll "
        f"{custody} was logged"
    )


def test_an_old_game_still_verifies_and_gets_its_journal(game_path, monkeypatch, tmp_path):
    schema_2_game(game_path, monkeypatch)
    assert "state not proven (no state journal yet" in summary(game_path)
    with Game.open(game_path, clock=fixed_clock, data_dir=tmp_path / "data") as game:
        report = game.verify(seed=SEED)
    assert report.ok and report.state_from_roll == 1
