"""What the walk's string tests read otherwise than readers, named by verify all the same.

A forger after the last seal rewrites a draw or a roll with its hash (`forger.py`). Verify
reads a draw's number as the text `"draw":<number>,` and, without the seed, counts a roll's
console sides by the text `"dice_source"`; readers parse (Python's `json`: of a key written
twice, the last). Two spellings passed verify: a draw record with its number written twice
(`"draw":1,"draw":9,`: the log numbers a draw by its row, so it showed #1 alike, but the
file is not as the console wrote it), and, without the seed, a side written inside another
under a key written twice (a reader sees one side where verify counted two draws logged).
Both are named now, by `ba-console verify` and by the window's log check, found in SQL
beside the walk (`verify.read_otherwise`).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import ba_console.store.log as roll_log
from ba_console.cli import run
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.game import check_file
from ba_console.store.records import SEAL_KIND, Factor
from tests.store.conftest import SEED, add_roster, fixed_clock
from tests.store.forger import forge, raw
from tests.store.test_verify_sides_spelled import play, side_inside_another

NAMED = "it is not written as the console writes it"
WORD = "blucher"


def reports(path: Path) -> list[str]:
    """What verify says without the seed and with it, and what the window's check says."""
    with Game.open(path, read_only=True) as game:
        said = [game.verify().summary(), game.verify(SEED).summary()]
    _count, window = check_file(path)
    return [*said, window.summary()]


def cli_verify(path: Path, capsys) -> tuple[int, str]:
    capsys.readouterr()
    code = run(["verify", str(path)])
    return code, capsys.readouterr().out


@pytest.fixture
def drawn(make_game, game_path: Path) -> Path:
    """Draw 1 (a word called) used by roll 1, and draw 2 shown and never logged."""
    game = add_roster(make_game(dice_mode="both"))
    faces = game.console_faces("melee", "attacker", 3, word=WORD)
    side = RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)
    game.append_roll(RollDraft(kind="melee", sides=[side]))
    game.console_faces("melee", "defender", 2)
    game.close()
    return game_path


TWICE = {
    "draw": ('"draw":1,', '"draw":1,"draw":9,'),
    "draw after a space": ('"draw":1,', '"draw":1,"draw" :9,'),
    "draw escaped": ('"draw":1,', '"draw":1,"dr\\u0061w":9,'),
    "previous hash": ('"prev_hash":', '"prev_hash":"' + "0" * 64 + '","prev_hash":'),
    "word": ('"word":', '"word":"gneisenau","word":'),
}


@pytest.mark.parametrize("key", list(TWICE))
def test_a_draw_record_with_a_key_written_twice_is_named(drawn: Path, key: str, capsys):
    old, new = TWICE[key]
    forge(drawn, draw_records={1: lambda record: record.replace(old, new, 1)})
    conn = sqlite3.connect(drawn)
    assert new in conn.execute("SELECT record FROM console_draws WHERE draw = 1").fetchone()[0]
    conn.close()
    assert reports(drawn) == [f"BROKEN at console draw 1: {NAMED}"] * 3
    code, out = cli_verify(drawn, capsys)
    assert code == 1
    assert f"BROKEN at console draw 1: {NAMED}" in out
    with Game.open(drawn, read_only=True) as game:  # the log viewer reads it as verify does
        assert [(draw.draw, draw.used_by) for draw in game.console_draws()] == [(1, 1), (2, None)]


def test_a_side_inside_another_is_named_without_the_seed(tmp_path: Path, capsys):
    path = tmp_path / "game.bagame"
    last = play(path)

    def edit(row: dict) -> None:
        row["sides"] = side_inside_another(row["sides"])

    forge(path, rolls={last: edit})
    with Game.open(path, read_only=True) as game:  # a reader sees one side, draw 2's
        assert [(side.role, side.draw) for side in game.rolls()[-1].sides] == [("attacker", 2)]
    assert reports(path) == [f"BROKEN at roll {last}: {NAMED}"] * 3
    code, out = cli_verify(path, capsys)
    assert code == 1
    assert f"BROKEN at roll {last}: {NAMED}" in out


def test_console_sides_that_are_no_json_are_named_without_the_seed(tmp_path: Path):
    """Faces written `06`: no reader can read the roll; the seed was needed to name it."""
    path = tmp_path / "game.bagame"
    last = play(path)

    def edit(row: dict) -> None:
        row["sides"] = row["sides"].replace('"faces":[', '"faces":[0', 1)

    forge(path, rolls={last: edit})
    with Game.open(path, read_only=True) as game:
        assert game.verify().summary() == f"BROKEN at roll {last}: {NAMED}"


@pytest.mark.parametrize(
    "word", ['say "draw"', "back\\slash", "line\u2028sep", '"word":"x"', "ørn 🐎"]
)
def test_draws_and_sides_as_the_console_writes_them_still_verify(make_game, word: str):
    """Whatever a called word or a factor's label holds (a label ending in `"dice_source`
    holds that text with its quotes), the console's own records read alike."""
    game = add_roster(make_game(dice_mode="both"))
    faces = game.console_faces("melee", "attacker", 3, word=word)
    defender = game.console_faces("melee", "defender", 2)
    game.append_roll(RollDraft(kind="melee", sides=[
        RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces),
        RollSide(role="defender", unit="bty", dice_source="console", faces=defender,
                 factors=(Factor(key="k", label=f'{word} "dice_source', value=1),)),
    ]))  # fmt: skip
    game.append_roll(RollDraft(kind="melee", sides=[
        RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(1, 2)),
    ]))  # fmt: skip
    report = game.verify()
    assert report.ok, report.summary()
    assert game.verify(SEED).ok


def test_the_first_problem_in_the_log_is_named(make_game, game_path: Path, monkeypatch):
    """A void of a seal (found in SQL after the walk) before a row changed after logging
    (found by the walk): the void is named, the first problem in the log, as it is when it
    is the only one."""
    game = add_roster(make_game(dice_mode="both"))
    faces = game.console_faces("melee", "attacker", 3)
    side = RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces)
    game.append_roll(RollDraft(kind="melee", sides=[side]))
    game.seal()
    seal = game.rolls(kind=SEAL_KIND)[-1].sequence
    monkeypatch.setattr(roll_log, "UNVOIDABLE_KINDS", ())
    void = game.void_roll(seal, "entered by mistake").sequence
    monkeypatch.undo()
    typed = RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(1, 2))
    later = game.append_roll(RollDraft(kind="melee", sides=[typed])).sequence
    game.close()
    conn = raw(game_path)
    conn.execute("UPDATE rolls SET note = 'changed' WHERE sequence = ?", (later,))
    conn.commit()
    conn.close()
    expected = (
        f"BROKEN at roll {void}: it voids roll {seal}, a 'seal' row, which the console never voids"
    )
    assert reports(game_path) == [expected] * 3
    with Game.open(game_path, read_only=True) as copy:
        assert copy.verify(processes=2).summary() == expected


def test_a_draw_read_otherwise_before_a_broken_row_is_named_first(drawn: Path):
    forge(drawn, draw_records={1: lambda record: record.replace('"draw":1,', '"draw":1,"draw":9,')})
    with Game.open(drawn, clock=fixed_clock) as game:
        typed = RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(1, 2))
        later = game.append_roll(RollDraft(kind="melee", sides=[typed])).sequence
    conn = raw(drawn)
    conn.execute("UPDATE rolls SET note = 'changed' WHERE sequence = ?", (later,))
    conn.commit()
    conn.close()
    assert reports(drawn) == [f"BROKEN at console draw 1: {NAMED}"] * 3


def test_a_draw_record_with_a_word_of_null_and_a_key_written_twice_is_named(drawn: Path):
    """A word of null (readers read no word) and the number written twice: the quotes of a
    record with a word called, and a member more."""

    def spell(record: str) -> str:
        return record.replace('"draw":2,', '"draw":2,"draw":9,', 1)[:-1] + ',"word":null}'

    forge(drawn, draw_records={2: spell})
    with Game.open(drawn, read_only=True) as game:
        assert [(draw.draw, draw.word) for draw in game.console_draws()] == [(1, WORD), (2, None)]
    assert reports(drawn) == [f"BROKEN at console draw 2: {NAMED}"] * 3


@pytest.mark.parametrize("text", ["dice_source", "console"])
def test_a_label_or_unit_named_dice_source_still_verifies(make_game, game_path: Path, text: str):
    """A console side beside a typed one (the row seals fewer draws than it has sides), a
    factor labelled and a unit named `dice_source`: the console's own row, OK without the
    seed as with it, in verify and in the window's check."""
    game = add_roster(make_game(dice_mode="both"))
    game.add_unit(text, "Odd name", side="france", commander="chartrand", arm="infantry",
                  type="line", figures=24)  # fmt: skip
    faces = game.console_faces("melee", "attacker", 3)
    game.append_roll(RollDraft(kind="melee", sides=[
        RollSide(role="attacker", unit="i-15", dice_source="console", faces=faces,
                 factors=(Factor(key="k", label=text, value=1),)),
        RollSide(role="defender", unit=text, dice_source="typed", faces=(1, 2)),
    ]))  # fmt: skip
    game.close()
    assert [summary.split(":")[0] for summary in reports(game_path)] == ["OK"] * 3


def test_a_draw_never_logged_that_readers_cannot_read_is_named(drawn: Path, capsys):
    """Draw 2, shown and never logged, its kind rewritten as a number with its hash: the
    log viewer cannot read the ledger. Verify names the draw; it stopped with the error."""
    forge(drawn, draw_records={2: lambda record: record.replace('"kind":"melee"', '"kind":5', 1)})
    named = "BROKEN at console draw 2: a stored field has the wrong type (kind of a console draw"
    with Game.open(drawn, read_only=True) as game:
        assert game.verify().summary().startswith(named)
    assert check_file(drawn)[1].summary().startswith(named)
    code, out = cli_verify(drawn, capsys)
    assert code == 1
    assert named in out
