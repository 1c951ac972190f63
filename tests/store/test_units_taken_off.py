"""The units taken off the roster, as the state journal gives them to the log viewer and the
report: each with the bound the game was in when it was taken off, and its reason."""

from __future__ import annotations

from ba_console.store.demo import create_demo


def test_a_unit_taken_off_in_bound_2_is_said_in_bound_2(tmp_path):
    game = create_demo(tmp_path / "g.bagame")
    try:
        side = game.roster.units()[0].side
        game.roster.add_unit(
            "late", "Late Hussars", side=side, arm="cavalry", type="light", figures=12
        )
        game.take_off("late", "typed twice")
        game.bound.set_phase(2, "ordering")
        game.roster.add_unit(
            "later", "Later Hussars", side=side, arm="cavalry", type="light", figures=12
        )
        game.take_off("later", "typed twice again")
        taken = game.units_taken_off()
        assert [(t.unit["key"], t.bound, t.reason) for t in taken] == [
            ("late", 1, "typed twice"),
            ("later", 2, "typed twice again"),
        ]
    finally:
        game.close()


def test_a_journal_entry_spelled_otherwise_cannot_move_the_bound_said(tmp_path):
    """The bound is read from the entries that say "phase_state": one rewritten with an
    escape (`phase\\u005fstate`, every hash after it recomputed) moved the game to bound 2
    for verify's replay but not for this list, which said bound 1, and verify said OK."""
    from ba_console.store import Game
    from tests.store.forger import forge, raw

    path = tmp_path / "g.bagame"
    game = create_demo(path)
    game.bound.set_phase(2, "ordering")
    side = game.roster.units()[0].side
    game.roster.add_unit("late", "Late Hussars", side=side, arm="cavalry", type="light", figures=12)
    game.take_off("late", "typed twice")
    game.close()
    conn = raw(path)
    (moved,) = conn.execute("SELECT max(entry) FROM state_log WHERE kind = 'phase_set'").fetchone()
    conn.close()

    def escaped(entry: dict) -> None:
        entry["record"] = entry["record"].replace('"phase_state"', '"phase\\u005fstate"')

    forge(path, journal={moved: escaped})
    with Game.open(path, read_only=True) as game:
        report = game.verify()
    assert report.summary() == (
        f"BROKEN at state journal entry {moved}: state journal entry {moved} is not written "
        "as the console writes it"
    )


def test_a_unit_a_roll_names_taken_off_behind_the_consoles_back_is_named(tmp_path):
    """The console refuses to take off a unit the log names; a forger who writes the entry
    with the console's own journal did so, and verify said OK while "Units taken off" said
    the unit was taken off before any roll named it."""
    from ba_console.store import Game, RollDraft, RollSide
    from ba_console.store.journal import changes
    from tests.store.conftest import PACK, SEED, add_roster, fixed_clock

    path = tmp_path / "g.bagame"
    with Game.create(
        path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both", **PACK
    ) as game:
        add_roster(game)
        side = RollSide(role="firer", unit="bty", dice_source="typed", faces=(6, 6))
        game.append_roll(RollDraft(kind="fire", sides=[side]))
        file = game.journal._file
        row = game.journal.row("units", ("bty",))
        with file.db.atomic():
            file.db.execute("DELETE FROM units WHERE key = ?", ["bty"])
            game.journal.write(
                "unit_taken_off", ops=changes("units", row, None), reason="added by mistake"
            )
        (entry,) = file.db.conn.execute("SELECT max(entry) FROM state_log").fetchone()
        assert [t.unit["key"] for t in game.units_taken_off()] == ["bty"]
        report = game.verify()
    assert report.summary() == (
        f"BROKEN at state journal entry {entry}: state journal entry {entry} removes units "
        "['bty'], which roll 1 names"
    )


def test_a_reserve_removed_as_added_by_mistake_mid_game_is_said(tmp_path):
    """`remove_added` (the Undo of an adding) deletes a unit nothing in the game used yet,
    at any time, with no reason asked: an opponent's reserve, never ordered, vanished from
    the roster in bound 2, verify said OK (it is the console's own entry), and no reader
    said it. Now it is listed as removed, with its bound and no reason."""
    from ba_console.store.kinds import EntryKind

    game = create_demo(tmp_path / "g.bagame")
    try:
        side = game.roster.units()[-1].side
        game.roster.add_unit(
            "reserve", "Reserve Cuirassiers", side=side, arm="cavalry", type="heavy", figures=12
        )
        game.bound.set_phase(2, "ordering")
        game.remove_added("unit", "reserve")
        assert game.verify().ok
        (removed,) = game.units_taken_off()
        assert (removed.unit["key"], removed.bound, removed.kind, removed.reason) == (
            "reserve",
            2,
            EntryKind.UNIT_REMOVED,
            "",
        )
        assert removed.put_back is None
        # Redo adds it again: said so, as a unit taken off and put back is.
        game.roster.add_unit(
            "reserve", "Reserve Cuirassiers", side=side, arm="cavalry", type="heavy", figures=12
        )
        (again,) = game.units_taken_off()
        assert again.put_back is not None and again.put_back > removed.entry
    finally:
        game.close()
