"""The console dice ledger: dice shown are on record, a peek cannot be rolled again, and
verify names every draw shown but never logged, every changed draw and every gap."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.core.fair_dice import commitment, fair_faces
from ba_console.store import (
    ConsoleDraw,
    Effect,
    Game,
    Outcome,
    ReadOnlyGameError,
    RollDraft,
    RollError,
    RollSide,
    canonical_json,
    schema,
)
from ba_console.store.codec import ROLL_COLUMNS, encode_row, row_hash
from ba_console.store.draws import DrawVerifier, record_hash
from ba_console.store.verify import ChainVerifier

from .conftest import PACK, SEED, add_roster, fixed_clock


def melee(game: Game, *, attacker: str = "console") -> RollDraft:
    """I./15 attacks 1/1 Tirailleurs; console dice unless told otherwise."""

    def side(role: str, unit: str, source: str) -> RollSide:
        if source == "typed":
            return RollSide(role=role, unit=unit, dice_source="typed", faces=(3, 3, 3))
        faces = game.console_faces("melee", role, 3)
        return RollSide(role=role, unit=unit, dice_source="console", faces=faces)

    return RollDraft(
        kind="melee",
        sides=[side("attacker", "i-15", attacker), side("defender", "i-1t", "console")],
        outcome=Outcome(key="attacker_repulsed", label="Attacker repulsed"),
    )


def typed_fire(note: str = "volley") -> RollDraft:
    return RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(4, 4, 4))],
        effects=[Effect(unit="i-15", what="figures", from_=36, to=35)],
        note=note,
    )


def tamper(path: Path, *statements: tuple[str, tuple]) -> None:
    """Edit the closed game file as an attacker would: drop every guard, change, commit."""
    conn = sqlite3.connect(path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    for sql, params in statements:
        conn.execute(sql, params)
    conn.commit()
    conn.close()


def stored_draw(path: Path, number: int) -> tuple[str, str]:
    conn = sqlite3.connect(path)
    record, digest = conn.execute(
        "SELECT record, hash FROM console_draws WHERE draw = ?", (number,)
    ).fetchone()
    conn.close()
    return record, digest


# --- one peek, one set of dice ------------------------------------------------------------


def test_reopening_a_dialog_shows_the_same_dice_and_records_one_draw(game: Game):
    first = game.console_draw("melee", "attacker", 3)
    again = game.console_draw("melee", "attacker", 3)
    assert again == first
    assert first.faces == fair_faces(SEED, 1, "melee/attacker", 3, 6)
    assert (first.draw, first.kind, first.role, first.count, first.die_sides) == (
        1,
        "melee",
        "attacker",
        3,
        6,
    )
    assert first.time == "2025-06-18T18:30:00+00:00" and first.after_roll == 0
    assert [draw.draw for draw in game.console_draws()] == [1]


def test_logging_other_rows_first_does_not_give_fresh_dice(game: Game):
    """The umpire dislikes the attacker's dice, cancels, and logs a typed roll, a void and
    an adjustment before opening the melee again: the same dice come back."""
    disliked = game.console_faces("melee", "attacker", 3)
    game.append_roll(typed_fire())
    game.void_roll(1, "wrong battery")
    game.adjust("i-1t", {"disorder": "LD"}, reason="forgot the retreat")
    assert game.console_faces("melee", "attacker", 3) == disliked
    logged = game.append_roll(melee(game))
    assert logged.side("attacker").faces == disliked
    assert logged.side("attacker").draw == 1
    report = game.verify(SEED)
    assert report.ok and report.unused_draws == () and report.draws_checked == 2


def test_a_typed_roll_of_the_same_kind_leaves_the_console_dice_pending(game: Game):
    shown = game.console_faces("melee", "attacker", 3)
    game.append_roll(melee(game, attacker="typed"))  # the umpire typed the attacker's dice
    assert game.console_faces("melee", "attacker", 3) == shown
    assert [d.draw for d in game.console_draws(pending_only=True)] == [1]


def test_each_kind_role_and_dice_have_their_own_draw(game: Game):
    three = game.console_draw("melee", "attacker", 3)
    two = game.console_draw("melee", "attacker", 2)
    defender = game.console_draw("melee", "defender", 3)
    fire = game.console_draw("fire", "attacker", 3, 10)
    assert [d.draw for d in (three, two, defender, fire)] == [1, 2, 3, 4]
    assert fire.faces == fair_faces(SEED, 4, "fire/attacker", 3, 10)
    assert game.console_draw("melee", "attacker", 2) == two


def test_the_draw_is_on_record_before_the_dice_are_shown(game: Game):
    faces = game.console_faces("melee", "attacker", 3)
    # Another process reading the file (a second console, a dispute) already sees it.
    with Game.open(game.path, read_only=True) as reader:
        (draw,) = reader.console_draws()
    assert draw.faces == faces and draw.used_by is None


def test_a_logged_roll_uses_its_draws_and_they_are_no_longer_pending(game: Game):
    logged = game.append_roll(melee(game))
    assert [side.draw for side in logged.sides] == [1, 2]
    assert game.roll(1) == logged
    assert [(d.draw, d.used_by) for d in game.console_draws()] == [(1, 1), (2, 1)]
    assert game.console_draws(pending_only=True) == []
    assert (logged.last_draw, logged.draw_head) == (2, game.console_draws()[1].hash)


def test_console_dice_that_no_pending_draw_gave_are_refused(game: Game):
    # The old keying (by the log's sequence number) gives no drawn dice any more.
    old_style = fair_faces(SEED, 1, "fire/firer", 3, 6)
    draft = RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="bty", dice_source="console", faces=old_style)],
    )
    with pytest.raises(RollError, match="no fire/firer console dice \\(3d6\\) were drawn"):
        game.append_roll(draft)
    assert game.roll_count() == 0


def test_logged_dice_cannot_be_logged_again(game: Game):
    draft = melee(game)
    game.append_roll(draft)
    with pytest.raises(RollError, match="console dice must be the faces console_faces"):
        game.append_roll(draft)  # a double click: nothing is rolled twice
    assert game.roll_count() == 1


def test_a_side_naming_another_draw_is_refused(game: Game):
    draft = melee(game)
    attacker = draft.sides[0].model_copy(update={"draw": 2})
    with pytest.raises(RollError, match="for console draw 1 .* from draw 2"):
        game.append_roll(draft.model_copy(update={"sides": (attacker, draft.sides[1])}))


def test_only_console_dice_name_a_draw():
    with pytest.raises(ValueError, match="only console dice come from a console draw"):
        RollSide(role="firer", dice_source="typed", faces=(1, 2, 3), draw=4)
    typed = RollSide(role="firer", dice_source="typed", faces=(1, 2, 3))
    assert "draw" not in canonical_json(typed.model_dump(mode="json"))  # hashes as before


def test_console_draws_need_a_writable_console_game(game: Game, make_game, tmp_path):
    with Game.open(game.path, read_only=True) as reader:
        with pytest.raises(ReadOnlyGameError):
            reader.console_faces("melee", "attacker", 3)
    physical = make_game(tmp_path / "physical.bagame", dice_mode="physical")
    with pytest.raises(RollError, match="physical dice only"):
        physical.console_faces("melee", "attacker", 3)
    with pytest.raises(ValueError, match="kind 'melee/x'"):
        game.console_faces("melee/x", "attacker", 3)
    with pytest.raises(ValueError, match="2 to 256 sides"):
        game.console_faces("melee", "attacker", 3, 1)
    assert game.console_draws() == []


# --- verify and the draws never logged -----------------------------------------------------


def peeked_game(game: Game) -> Game:
    """Roll 1 melee with console dice (draws 1, 2); at 20:41 the umpire peeks at fire dice
    (draw 3) and cancels; rolls 2 and 3 are typed."""
    game.append_roll(melee(game))
    game.console_draw("fire", "firer", 3, time=fixed_clock().replace(hour=20, minute=41))
    game.append_roll(typed_fire("first volley"))
    game.append_roll(
        RollDraft(
            kind="fire",
            sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(2, 2, 2))],
        )
    )
    return game


def test_a_draw_never_logged_is_reported_by_verify(game: Game):
    report = peeked_game(game).verify()
    assert report.ok
    assert [draw.draw for draw in report.unused_draws] == [3]
    assert report.unused_draws[0].after_roll == 1
    assert (
        "3 console draws in the ledger; 1 console draw shown but never logged: "
        "#3 fire/firer at 20:41" in report.summary()
    )


def test_with_the_seed_every_draw_is_checked_logged_or_not(game: Game):
    report = peeked_game(game).verify(SEED)
    assert report.ok and report.seed_checked
    assert (report.console_rolls_checked, report.draws_checked) == (1, 3)
    assert report.summary().endswith(
        "all 1 console roll and 3 console draws follow from the seed (given)"
    )


def test_after_reveal_a_pending_draw_stays_reported(game: Game):
    game.console_faces("melee", "attacker", 3)
    game.reveal_seed()
    report = game.verify()
    assert report.ok and report.seed_source == "revealed in the log"
    assert [d.label for d in report.unused_draws] == ["#1 melee/attacker"]
    with pytest.raises(RollError, match="seed was revealed"):
        game.console_faces("melee", "attacker", 3)


def test_a_killed_dialog_leaves_its_draw_pending_for_the_next_console(game: Game):
    faces = game.console_faces("catch", "staff", 3)
    game.close()
    with Game.open(game.path, clock=fixed_clock) as reopened:
        assert reopened.console_faces("catch", "staff", 3) == faces


# --- tampering with the ledger -------------------------------------------------------------


def test_a_changed_draw_is_named(game: Game):
    peeked_game(game).close()
    record, _ = stored_draw(game.path, 3)
    forged = record.replace('"faces":[', '"faces":[6,6,6],"was":[', 1)
    tamper(game.path, ("UPDATE console_draws SET record = ? WHERE draw = 3", (forged,)))
    with Game.open(game.path, read_only=True) as view:
        report = view.verify()
    assert not report.ok and report.bad_draw == 3 and report.bad_sequence is None
    assert report.summary() == (
        "BROKEN at console draw 3: its contents do not match its hash: the draw was changed "
        "after it was shown"
    )


def test_a_changed_draw_with_a_new_hash_breaks_the_seal_of_the_next_row(game: Game):
    peeked_game(game).close()
    record, _ = stored_draw(game.path, 3)
    faces = canonical_json(list(fair_faces(SEED, 3, "fire/firer", 3, 6)))
    forged = record.replace(f'"faces":{faces}', '"faces":[6,6,6]')
    assert forged != record
    tamper(
        game.path,
        (
            "UPDATE console_draws SET record = ?, hash = ? WHERE draw = 3",
            (forged, record_hash(forged)),
        ),
    )
    with Game.open(game.path, read_only=True) as view:
        report = view.verify()
    assert report.bad_sequence == 2
    assert "its draw head does not match console draw 3's hash" in report.reason


def test_a_changed_last_draw_no_row_sealed_is_caught_by_the_seed(game: Game):
    game.append_roll(melee(game))
    game.console_faces("melee", "attacker", 3)  # draw 3, the last thing that happened
    game.close()
    record, _ = stored_draw(game.path, 3)
    faces = canonical_json(list(fair_faces(SEED, 3, "melee/attacker", 3, 6)))
    forged = record.replace(f'"faces":{faces}', '"faces":[1,1,1]')
    tamper(
        game.path,
        (
            "UPDATE console_draws SET record = ?, hash = ? WHERE draw = 3",
            (forged, record_hash(forged)),
        ),
    )
    with Game.open(game.path, read_only=True) as view:
        assert view.verify().ok  # nothing after it holds its hash
        report = view.verify(SEED)
    assert report.bad_draw == 3
    assert report.reason.startswith("it shows [1, 1, 1] for melee/attacker, but the seed gives")


def test_a_gap_in_the_draw_numbers_is_named(game: Game):
    peeked_game(game)
    game.append_roll(melee(game))  # draws 4 and 5
    game.close()
    tamper(game.path, ("DELETE FROM console_draws WHERE draw = 3", ()))
    with Game.open(game.path, read_only=True) as view:
        report = view.verify()
    assert report.bad_draw == 3
    assert report.summary() == (
        "BROKEN at console draw 3: console draw 3 is missing: draw 2 is followed by draw 4"
    )


def test_a_removed_peek_is_named_by_the_next_row(game: Game):
    peeked_game(game).close()
    tamper(game.path, ("DELETE FROM console_draws WHERE draw = 3", ()))
    with Game.open(game.path, read_only=True) as view:
        report = view.verify()
    assert report.bad_sequence == 2
    assert report.reason == (
        "it names console draw 3 as the latest shown, but the ledger ends at draw 2: "
        "draws were removed"
    )


def test_removing_a_peek_nothing_sealed_gains_nothing(game: Game):
    """The last draw, before any row sealed it, can be cut off the file; but its number
    comes back with the same dice for the same kind and role."""
    peek = game.console_faces("melee", "attacker", 3)
    game.close()
    tamper(game.path, ("DELETE FROM console_draws WHERE draw = 1", ()))
    with Game.open(game.path, clock=fixed_clock) as again:
        assert again.console_faces("melee", "attacker", 3) == peek


def test_a_roll_reusing_a_draw_or_naming_a_later_one_is_named():
    seed_commitment = commitment(SEED)
    faces = fair_faces(SEED, 1, "fire/firer", 3, 6)
    draw = ConsoleDraw(
        draw=1,
        time="t",
        kind="fire",
        role="firer",
        count=3,
        die_sides=6,
        faces=faces,
        after_roll=0,
        prev_hash=seed_commitment,
        hash="",
    )
    ledger = [(1, draw.record(), record_hash(draw.record()))]

    def row(sequence: int, prev: str, number: int) -> tuple:
        side = RollSide(role="firer", dice_source="console", faces=faces, draw=number)
        return encode_row(
            sequence=sequence, time="t", bound=1, phase="fire", sub_phase=None, kind="fire",
            units=(), sides=(side,), cell=None, outcome_typed=False, outcome=None, effects=(),
            note="", pack_hash="p", voids=None, void_reason=None, prev_hash=prev,
            last_draw=1, draw_head=ledger[0][2],
        )  # fmt: skip

    for seed in (None, SEED):
        verifier = ChainVerifier(
            seed_commitment, ["p"], seed, draws=DrawVerifier(seed_commitment, ledger, seed)
        )
        first = row(1, seed_commitment, 1)
        assert verifier.feed(first)
        assert not verifier.feed(row(2, first[-1], 1))
        assert verifier.reason == "it uses console draw 1, which roll 1 already used"
    verifier = ChainVerifier(seed_commitment, ["p"], draws=DrawVerifier(seed_commitment, ledger))
    assert not verifier.feed(row(1, seed_commitment, 2))
    assert verifier.reason == "it uses console draw 2, which had not been shown when it was logged"


def _forged_melee(sides_text: str) -> tuple[str, list[tuple], tuple]:
    """A melee row after two fresh draws (1 and 2) whose sides are `sides_text`, rehashed as
    a forger with the file would; and the ledger it seals."""
    seed_commitment = commitment(SEED)
    ledger, prev = [], seed_commitment
    for number, role in ((1, "attacker"), (2, "defender")):
        draw = ConsoleDraw(
            draw=number, time="t", kind="melee", role=role, count=3, die_sides=6,
            faces=fair_faces(SEED, number, f"melee/{role}", 3, 6), after_roll=0,
            prev_hash=prev, hash="",
        )  # fmt: skip
        prev = record_hash(draw.record())
        ledger.append((number, draw.record(), prev))
    row = encode_row(
        sequence=1, time="t", bound=1, phase="melee", sub_phase=None, kind="melee",
        units=(), sides=(), cell=None, outcome_typed=False, outcome=None, effects=(),
        note="", pack_hash="p", voids=None, void_reason=None, prev_hash=seed_commitment,
        last_draw=2, draw_head=prev,
    )  # fmt: skip
    forged = (*row[:7], sides_text, *row[8:-1])
    return seed_commitment, ledger, (*forged, row_hash(forged))


CONSOLE = '{"dice_source":"console","die_sides":6,%s"faces":[1,2,3],"factors":[],"natural":6,'
TYPED = '{"dice_source":"typed","die_sides":6,%s"faces":[1,2,3],"factors":[],"natural":6,'


def _side(template: str, draws: str, role: str) -> str:
    return (template % draws) + f'"role":"{role}","total":6,"unit":"u"}}'


@pytest.mark.parametrize(
    ("sides", "reason"),
    [
        # A console side with no draw, the missing number carried by a typed side.
        (
            [_side(CONSOLE, '"draw":1,', "attacker"), _side(CONSOLE, "", "defender"),
             _side(TYPED, '"draw":2,', "support")],
            "a console side names no console draw",
        ),
        # A console side naming both draws, the other side none: a key twice, which the
        # console never writes (a reader takes the second).
        (
            [_side(CONSOLE, '"draw":1,"draw":2,', "attacker"), _side(CONSOLE, "", "defender")],
            "it is not written as the console writes it",
        ),
        # Both draws used, and a typed side naming one of them again.
        (
            [_side(CONSOLE, '"draw":1,', "attacker"), _side(CONSOLE, '"draw":2,', "defender"),
             _side(TYPED, '"draw":2,', "support")],
            "a side with typed dice names a console draw",
        ),
        # A console side whose keys are not in the console's order (and carry no draw).
        (
            [_side(CONSOLE, '"draw":1,', "attacker"),
             '{"die_sides":6,"dice_source":"console","faces":[1,2,3],"role":"defender"}',
             _side(TYPED, '"draw":2,', "support")],
            "a console side is not written as the console writes it",
        ),
    ],
)  # fmt: skip
def test_forged_sides_cannot_hide_a_console_side_without_its_draw(sides, reason):
    """Without the seed too: every console side names its own draw, and no other side names
    one, however the forged row spreads the numbers about."""
    seed_commitment, ledger, row = _forged_melee("[" + ",".join(sides) + "]")
    verifier = ChainVerifier(seed_commitment, ["p"], draws=DrawVerifier(seed_commitment, ledger))
    assert not verifier.feed(row)
    assert verifier.reason == reason


def test_a_typed_roll_naming_a_console_draw_is_named():
    seed_commitment, ledger, row = _forged_melee("[" + _side(TYPED, '"draw":1,', "firer") + "]")
    verifier = ChainVerifier(seed_commitment, ["p"], draws=DrawVerifier(seed_commitment, ledger))
    assert not verifier.feed(row)
    assert verifier.reason == "a side with typed dice names a console draw"


# --- a game from before the ledger -----------------------------------------------------------


def schema_1_game(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, ...]]:
    """A game as schema 1 wrote it: two console fire rolls keyed by sequence number."""
    with monkeypatch.context() as patch:
        apply = schema.migration_set().apply
        patch.setattr(
            schema.migration_set(),
            "apply",
            lambda db, **kw: apply(db, stop_before="0002_console_draws"),
        )
        game = Game.create(
            path, title="Old", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK
        )
    add_roster(game)
    columns = [c for c in ROLL_COLUMNS if c not in ("last_draw", "draw_head")]
    prev, faces = commitment(SEED), []
    for sequence in (1, 2):
        faces.append(fair_faces(SEED, sequence, "fire/firer", 3, 6))
        side = RollSide(role="firer", unit="bty", dice_source="console", faces=faces[-1])
        row = encode_row(
            sequence=sequence, time="2025-06-18T18:30:00+00:00", bound=1, phase="fire",
            sub_phase=None, kind="fire", units=("bty",), sides=(side,), cell=None,
            outcome_typed=False, outcome=None, effects=(), note="", pack_hash=PACK["pack_hash"],
            voids=None, void_reason=None, prev_hash=prev,
        )  # fmt: skip
        values = [value for name, value in zip(ROLL_COLUMNS, row, strict=True) if name in columns]
        game._db.execute(
            f"INSERT INTO rolls ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            values,
        )
        game._db.execute("INSERT INTO roll_units VALUES ('bty', ?)", (sequence,))
        prev = row[-1]
    game.close()
    return faces


def test_a_schema_1_game_is_upgraded_and_its_console_rolls_still_verify(
    game_path: Path, monkeypatch: pytest.MonkeyPatch
):
    old_faces = schema_1_game(game_path, monkeypatch)
    conn = sqlite3.connect(game_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()
    with Game.open(game_path, clock=fixed_clock) as game:
        assert game.info.schema_version == schema.SCHEMA_VERSION
        report = game.verify(SEED)
        assert report.ok and report.console_rolls_checked == 2 and report.draws_checked == 0
        old = game.roll(2)
        assert old.sides[0].draw is None and old.last_draw is None
        # The ledger starts after the old rolls: draw 3, whose dice no old roll showed.
        draw = game.console_draw("fire", "firer", 3)
        assert draw.draw == 3 and draw.faces == fair_faces(SEED, 3, "fire/firer", 3, 6)
        assert draw.faces not in old_faces
        side = RollSide(role="firer", unit="bty", dice_source="console", faces=draw.faces)
        game.append_roll(RollDraft(kind="fire", sides=[side]))
        report = game.verify(SEED)
    assert report.ok, report.summary()
    assert (report.rolls_checked, report.console_rolls_checked, report.draws_checked) == (3, 3, 1)
