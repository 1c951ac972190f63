"""A state journal entry's kind says what the umpire did; verify refuses an entry whose row
operations do more (a unit deleted under "order_written"), or a kind the console never
writes, and keeps proving every entry the console writes."""

from __future__ import annotations

from ba_console.store import Game
from ba_console.store.journal import ENTRY_OPS, changes
from ba_console.store.kinds import EntryKind
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock

NEW_PACK = {"pack_toml": 'id = "test"\n# club\n', "pack_id": "test", "pack_hash": "b" * 64}


def every_kind(game: Game) -> None:
    """The console's every journalled change, through the store's own calls."""
    add_roster(game)  # sides, commanders (with orderlies), units
    game.update_commander("ir15", rating="effective")
    game.update_orderly("ir15.o1", name="Lt. Kraus")
    game.update_unit("i-15", figures=35)
    game.add_side("austria", "Austria")
    game.remove_added("side", "austria")
    game.add_commander("extra", "Extra", side="prussia")
    game.remove_added("commander", "extra")
    game.add_unit("late", "Late", side="france", arm="cavalry", type="light", figures=12)
    game.remove_added("unit", "late")
    game.add_unit("typo", "Typo", side="france", arm="cavalry", type="light", figures=12)
    game.save_order(1, "typo", "Advance")
    game.add_flag("typo", "shaken", expires_after=3)
    taken = game.take_off("typo", "typed twice")
    game.put_back(taken)
    game.take_off("typo", "typed twice after all")
    game.save_order(1, "i-15", "Hold")
    game.save_order(1, "i-15", "Advance on the village")
    game.save_order(1, "bty", "Fire")
    game.delete_order(1, "bty")
    game.close_orders(1)
    game.add_flag("i-15", "attacked", expires_after=1)
    game.set_phase(2, "ordering")
    game.expire_flags(2)
    game.add_side_penalty("france", -1, until_bound=3)
    game.update_info(title="Renamed")
    game.set_pack(**NEW_PACK, pack_version="2")
    game.change_pack(**PACK, pack_version="1", reason="back to the club's table")


def test_every_kind_the_console_writes_is_proven(make_game):
    game = make_game(dice_mode="both")
    every_kind(game)
    kinds = {kind for (kind,) in game.journal._file.db.conn.execute("SELECT kind FROM state_log")}
    # Every kind a writer uses is one verify knows (a new kind must be added to ENTRY_OPS).
    assert kinds == {EntryKind.SNAPSHOT, EntryKind.ORDERS_CLOSED, *ENTRY_OPS}
    assert game.verify().summary().startswith("OK")


def forged_entry(game: Game, kind: str) -> int:
    """A unit deleted behind the console's back, journalled (hash and chain as the console
    makes them) under `kind`; returns the entry's number."""
    file = game.journal._file
    row = game.journal.row("units", ("bty",))
    with file.db.atomic():
        file.db.execute("DELETE FROM units WHERE key = ?", ["bty"])
        game.journal.write(kind, ops=changes("units", row, None))
    return file.db.conn.execute("SELECT max(entry) FROM state_log").fetchone()[0]


def test_a_unit_deleted_under_another_kind_is_named(game_path):
    """An opponent's battery deleted under an "order_written" entry: the replay found the
    entry consistent, and verify said OK."""
    with Game.create(game_path, title="T", seed=SEED, clock=fixed_clock, **PACK) as game:
        add_roster(game)
        entry = forged_entry(game, "order_written")
        report = game.verify()
    assert report.summary() == (
        f"BROKEN at state journal entry {entry}: state journal entry {entry}, of kind "
        '"order_written", holds the operation "delete" on units [\'bty\'], which the '
        "console never writes under that kind"
    )


def test_an_entry_of_a_kind_the_console_never_writes_is_named(game_path):
    with Game.create(game_path, title="T", seed=SEED, clock=fixed_clock, **PACK) as game:
        add_roster(game)
        entry = forged_entry(game, "unit_lost")
        report = game.verify()
    assert report.summary() == (
        f"BROKEN at state journal entry {entry}: state journal entry {entry} is of a kind "
        'the console never writes ("unit_lost")'
    )


def test_a_unit_removed_with_its_order_left_behind_is_named(game_path):
    """The console removes a unit only with nothing of it left (`take_off` takes its orders
    and flags with it; `remove_added` refuses a unit with an order): a forger's "unit_removed"
    of an ordered unit left its order in the file, and verify said OK."""
    with Game.create(game_path, title="T", seed=SEED, clock=fixed_clock, **PACK) as game:
        add_roster(game)
        game.save_order(1, "bty", "Fire on the village")
        # The forger's own sqlite3 enforces no foreign key unless asked.
        game.journal._file.db.conn.execute("PRAGMA foreign_keys = OFF")
        entry = forged_entry(game, "unit_removed")
        report = game.verify()
    assert report.summary() == (
        f"BROKEN at state journal entry {entry}: state journal entry {entry} removes units "
        "['bty'], whose orders or flags the log before it still holds"
    )
