"""The secret dice seed at rest (issue 16): out of the game file, in the data folder, until
revealed. A copy of the game holds no seed bytes: its console draws are refused, typed dice
still work, and it verifies up to its draws. An old game's seed leaves the file on its first
writable open, logged; `export-seed` and `import-seed` carry it to another laptop, logged,
and a refused import leaves the game file byte for byte as it was."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.core.fair_dice import commitment, fair_faces
from ba_console.store import Game, RollDraft, RollSide, schema
from ba_console.store.errors import RollError
from ba_console.store.game import seed_keeper
from ba_console.store.records import SEED_CUSTODY_KIND
from ba_console.store.seeds import SeedMissingError

from .conftest import PACK, SEED, add_roster, fixed_clock

OTHER_SEED = bytes(range(100, 132))


def holds_seed(path: Path, seed: bytes = SEED) -> bool:
    """Whether the file's bytes hold the seed, raw or as hex text (either case)."""
    data = path.read_bytes()
    return seed in data or seed.hex().encode() in data.lower()


def data_dir() -> Path:
    return seed_keeper().folder.parent


def custody_rows(game: Game) -> list[tuple[str, str]]:
    return [
        (row.outcome.key, row.outcome.label)
        for row in game.rolls(kind=SEED_CUSTODY_KIND)
        if row.outcome
    ]


def typed(game: Game, faces=(2, 3, 4)) -> RollDraft:
    return RollDraft(
        kind="melee",
        sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=faces)],
    )


def console(game: Game) -> RollDraft:
    faces = game.console_faces("melee", "attacker", 3)
    return RollDraft(
        kind="melee",
        sides=[RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)],
    )


# --- a new game ----------------------------------------------------------------------------------


def test_a_new_games_seed_rests_in_the_data_folder_and_never_in_the_file(make_game, game_path):
    game = add_roster(make_game(dice_mode="both"))
    kept = data_dir() / "seeds" / f"{commitment(SEED)}.seed"
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert stat.S_IMODE(kept.parent.stat().st_mode) == 0o700
    assert SEED.hex() in kept.read_text()
    draw = game.console_draw("melee", "attacker", 3)
    assert draw.faces == fair_faces(SEED, 1, "melee/attacker", 3, 6)
    game.append_roll(console(game))
    game.close()
    assert not holds_seed(game_path)
    with sqlite3.connect(game_path) as conn:
        assert conn.execute("SELECT count(*) FROM dice_seed").fetchone()[0] == 0


def test_a_copy_holds_no_seed_refuses_console_dice_takes_typed_ones_and_verifies(
    make_game, game_path, tmp_path, monkeypatch
):
    game = add_roster(make_game(dice_mode="both"))
    game.append_roll(console(game))
    game.console_draw("melee", "defender", 3)  # shown, not yet logged
    copy = game.backup(tmp_path / "given.bagame")
    game.close()
    assert not holds_seed(copy)
    # The copy on another laptop: another data folder, without the seed.
    monkeypatch.setenv("BA_CONSOLE_DATA_DIR", str(tmp_path / "players-laptop"))
    with Game.open(copy) as given:
        assert not given.seed_is_here()
        with pytest.raises(SeedMissingError) as refused:
            given.console_draw("melee", "attacker", 3)
        message = str(refused.value)
        assert "\n" not in message
        assert message.startswith("The dice seed of given.bagame is not on this computer")
        assert "Type physical dice" in message and "ba-console import-seed" in message
        with pytest.raises(SeedMissingError):
            given.append_roll(console(given))
        assert given.append_roll(typed(given)).sequence == 2
        report = given.verify()
    assert report.ok and report.rolls_checked == 2 and report.draws_checked == 2
    assert not report.seed_checked


def test_reveal_where_the_seed_is_not_says_so_in_one_line(tmp_path, capsys):
    game_file = tmp_path / "club.bagame"
    assert run(["--data-dir", str(tmp_path / "umpire"), "new", str(game_file)]) == 0
    capsys.readouterr()
    err_code = run(["--data-dir", str(tmp_path / "player"), "reveal", str(game_file)])
    assert err_code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "The dice seed of club.bagame is not on this computer" in err


# --- an old game, whose seed is in its file ------------------------------------------------------


def schema_2_game(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game as schema 2 wrote it: the seed in `dice_seed`, one console roll logged."""
    with monkeypatch.context() as patch:
        apply = schema.migration_set().apply
        patch.setattr(
            schema.migration_set(),
            "apply",
            lambda db, **kw: apply(db, stop_before="0003_state_journal"),
        )
        game = Game.create(
            path, title="Old", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK
        )
    add_roster(game)
    game._db.execute("INSERT INTO dice_seed (id, seed) VALUES (1, ?)", (SEED,))
    game.append_roll(console(game))
    game.close()
    seed_keeper().forget(commitment(SEED))  # an older console kept no seed apart
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert holds_seed(path)


def test_an_old_game_verifies_read_only_unchanged(game_path, monkeypatch):
    schema_2_game(game_path, monkeypatch)
    before = game_path.read_bytes()
    assert run(["verify", str(game_path)]) == 0
    assert game_path.read_bytes() == before
    assert not seed_keeper().holds(commitment(SEED))


def test_an_old_games_seed_leaves_the_file_on_its_first_writable_open_logged(
    game_path, monkeypatch
):
    schema_2_game(game_path, monkeypatch)
    with Game.open(game_path, clock=fixed_clock) as game:
        assert custody_rows(game) == [("moved_out", "seed moved out of the game file")]
        row = game.rolls(kind=SEED_CUSTODY_KIND)[0]
        assert row.sides == () and row.units == ()
        assert "left the game file" in row.note
        with pytest.raises(RollError, match="cannot be voided"):
            game.void_roll(row.sequence, "undo")
        draw = game.console_draw("melee", "attacker", 3)
        assert draw.faces == fair_faces(SEED, 2, "melee/attacker", 3, 6)
    assert seed_keeper().load(commitment(SEED)) == SEED
    assert not holds_seed(game_path)
    assert not Path(f"{game_path}-wal").exists()
    with Game.open(game_path) as again:  # moved once: nothing more is logged
        assert len(custody_rows(again)) == 1
        report = again.verify(SEED)
    assert report.ok and report.seed_checked and report.rolls_checked == 2


def test_a_backup_of_an_old_game_taken_read_only_holds_no_seed(game_path, monkeypatch, tmp_path):
    schema_2_game(game_path, monkeypatch)
    before = game_path.read_bytes()
    copy = tmp_path / "copy.bagame"
    assert run(["backup", str(game_path), str(copy)]) == 0
    assert game_path.read_bytes() == before  # the original still holds it, untouched
    assert holds_seed(game_path) and not holds_seed(copy)
    with Game.open(copy, read_only=True) as copied:
        assert copied.verify(SEED).ok
    with Game.open(copy) as copied:  # upgraded on its first writable open; nothing to move
        assert custody_rows(copied) == []
        assert not copied.seed_is_here()


# --- export-seed and import-seed -----------------------------------------------------------------


@pytest.fixture
def umpire_game(tmp_path: Path, capsys) -> Path:
    path = tmp_path / "club.bagame"
    assert run(["--data-dir", str(tmp_path / "umpire"), "new", str(path), "--dice", "both"]) == 0
    capsys.readouterr()
    return path


def cli(data: Path, *argv: str) -> int:
    return run(["--data-dir", str(data), *argv])


def test_export_seed_then_import_seed_moves_the_dice_to_another_laptop(
    umpire_game, tmp_path, capsys
):
    umpire, laptop = tmp_path / "umpire", tmp_path / "laptop"
    stick = tmp_path / "stick"
    stick.mkdir()
    seed_file = stick / "club.seed"
    assert cli(umpire, "export-seed", str(umpire_game), str(seed_file)) == 0
    assert "Wrote the dice seed of club.bagame" in capsys.readouterr().out
    assert stat.S_IMODE(seed_file.stat().st_mode) == 0o600
    assert cli(umpire, "backup", str(umpire_game), str(stick / "club.bagame")) == 0
    moved = stick / "club.bagame"
    assert not holds_seed(moved, seed_of(umpire))
    assert cli(laptop, "import-seed", str(moved), str(seed_file)) == 0
    assert "is now on this computer (logged)" in capsys.readouterr().out
    with Game.open(moved, data_dir=laptop) as game:
        assert [key for key, _label in custody_rows(game)] == ["exported", "imported"]
        assert custody_rows(game)[1][1] == "club.seed"
        faces = game.console_faces("melee", "attacker", 3)
    assert faces == fair_faces(seed_of(umpire), 1, "melee/attacker", 3, 6)
    # Imported twice: said, not logged again.
    assert cli(laptop, "import-seed", str(moved), str(seed_file)) == 0
    assert "was on this computer already" in capsys.readouterr().out


def seed_of(data: Path) -> bytes:
    (kept,) = (data / "seeds").glob("*.seed")
    from ba_console.store.seeds import read_seed_file

    return read_seed_file(kept)


def test_an_import_of_another_games_seed_leaves_the_game_byte_for_byte(
    umpire_game, tmp_path, capsys
):
    other = tmp_path / "other.seed"
    from ba_console.store.seeds import seed_text

    other.write_text(seed_text(OTHER_SEED))
    before = umpire_game.read_bytes()
    assert cli(tmp_path / "laptop", "import-seed", str(umpire_game), str(other)) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert f"holds the dice seed of another game (fingerprint {commitment(OTHER_SEED)[:16]}" in err
    assert err.endswith("Nothing was changed.")
    assert umpire_game.read_bytes() == before
    assert sorted(p.name for p in umpire_game.parent.iterdir() if p.is_file()) == [
        "club.bagame",
        "other.seed",
    ]


def test_a_file_that_is_not_a_seed_file_is_refused(umpire_game, tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("seed 1234\n")
    before = umpire_game.read_bytes()
    assert cli(tmp_path / "laptop", "import-seed", str(umpire_game), str(notes)) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"ba-console: error: {notes} is not a ba-console dice seed file:")
    assert umpire_game.read_bytes() == before


def test_export_seed_refuses_a_game_a_revealed_seed_and_a_missing_one(
    umpire_game, tmp_path, capsys
):
    umpire = tmp_path / "umpire"
    before = umpire_game.read_bytes()
    assert cli(umpire, "export-seed", str(umpire_game), str(umpire_game), "--force") == 2
    assert "nothing is ever written over one" in capsys.readouterr().err
    assert umpire_game.read_bytes() == before
    assert cli(tmp_path / "laptop", "export-seed", str(umpire_game), str(tmp_path / "s")) == 2
    assert "is not on this computer" in capsys.readouterr().err
    assert not (tmp_path / "s").exists()
    assert cli(umpire, "reveal", str(umpire_game)) == 0
    capsys.readouterr()
    assert cli(umpire, "export-seed", str(umpire_game), str(tmp_path / "s")) == 2
    assert "was revealed at roll 1: it is in the log" in capsys.readouterr().err
    assert not (tmp_path / "s").exists()


def test_a_game_given_for_the_seed_file_is_named_as_a_game(umpire_game, tmp_path, capsys):
    """The two files given the wrong way round, or the game's copy for the seed file: one
    line saying it is a game, not SQLite's bytes quoted to a Python codec."""
    copy = tmp_path / "club copy.bagame"
    assert cli(tmp_path / "umpire", "backup", str(umpire_game), str(copy)) == 0
    capsys.readouterr()
    before = copy.read_bytes()
    assert cli(tmp_path / "laptop", "import-seed", str(copy), str(umpire_game)) == 2
    err = capsys.readouterr().err
    assert err == (
        f"ba-console: error: {umpire_game} is a game file, not a dice seed file: give the file "
        "export-seed wrote (ba-console import-seed GAME SEED-FILE)\n"
    )
    assert copy.read_bytes() == before
