"""`play.roll.preview`: a roll read but not written, and why it cannot be confirmed yet.

What the roll dialog shows before Confirm and what Confirm logs, without the dialog: the
rules' restrictions and the umpire's ruling (1.1.9), a roll not yet rolled, an outcome
the umpire must read from the book, the notes of the draft, and what the store logs of
it. Pure: no Qt.
"""

from __future__ import annotations

import pytest

from ba_console.play.choices import PlayError, RoleChoice, RollChoices
from ba_console.play.record import (
    CHANGE_NOTE,
    EFFECT_NOTE,
    NO_ORDER_NOTE,
    REMOVED_NOTE,
    store_effects,
)
from ba_console.play.roll import BLOCKED, NEEDS_OUTCOME, NOT_ROLLED, preview
from ba_console.play.state import GivenState, StaffFigure, WrittenOrder
from ba_console.play.stored import StoredGame
from ba_console.rules.common import Effect as RuleEffect
from ba_console.rules.common import SidePenalty, UnitState
from tests.fixtures.printed_bands import printed_bands_pack


def roll(kind: str, *roles: RoleChoice, **more) -> RollChoices:
    return RollChoices(kind, roles, **more)


def fire_at(target: str, unit: str = "i-15", faces=(5, 5, 5), **more) -> RollChoices:
    return roll("fire", RoleChoice("firer", unit, faces=faces, target=target, **more))


def melee(attacker: str, defender: str, faces=((4, 5, 6), (1, 2, 3)), **more) -> RollChoices:
    return roll(
        "melee",
        RoleChoice("attacker", attacker, faces=faces[0]),
        RoleChoice("defender", defender, faces=faces[1]),
        **more,
    )


def given(*units: UnitState, bound: int = 1, **more) -> GivenState:
    return GivenState(bound, {unit.key: unit for unit in units}, **more)


def unit(key: str, side: str = "france", figures: int = 30, **more) -> UnitState:
    return UnitState(key, side, figures_start=more.pop("figures_start", figures),
                     figures=figures, **more)  # fmt: skip


# --- not rolled, blocked, ruled ---------------------------------------------------------------


def test_a_roll_not_yet_rolled_shows_its_odds_but_has_no_draft(fixture_pack, demo):
    game = demo(fixture_pack)
    read = preview(fixture_pack, StoredGame(game), fire_at("i-2g", faces=None))
    assert not read.rolled and not read.can_confirm
    assert (read.problem.code, read.problem.text) == ("not_rolled", NOT_ROLLED)
    assert read.draft is None and read.effects == ()
    odds = read.resolution.results[0].odds
    assert set(odds) == {"no_loss", "loss_1_ld", "loss_2_md"} and sum(odds.values()) == 1


def test_a_unit_in_md_cannot_fire_until_the_umpire_rules_it_is_rolled_anyway(fixture_pack, demo):
    game = demo(fixture_pack)
    game.update_unit("i-15", disorder="MD")
    read = preview(fixture_pack, StoredGame(game), fire_at("i-2g"))
    assert [r.code for r in read.blocked_by] == ["md_no_fire"]
    assert read.problem.code == "blocked" and not read.can_confirm
    assert read.problem.text == BLOCKED.format(
        unit="I./15th Infantry Regiment", reason="unit in MD cannot fire (3.1.1)"
    )
    # The outcome and its effects are read all the same, for the umpire to see.
    assert read.resolution.results[0].outcome_key == "loss_2_md"
    assert read.draft is not None and "ruling" not in read.draft.note
    ruled = preview(fixture_pack, StoredGame(game), fire_at("i-2g", ruling=True))
    assert ruled.can_confirm and ruled.blocked_by == ()
    assert [r.code for r in ruled.overruled] == ["md_no_fire"]
    assert ruled.draft.note == (
        "umpire's ruling (1.1.9): rolled anyway although I./15th Infantry Regiment (i-15): "
        "unit in MD cannot fire (3.1.1)"
    )
    row = game.append_roll(ruled.draft)
    assert row.outcome.key == "loss_2_md" and game.unit("i-2g").figures == 26


def test_a_blocked_roll_not_yet_rolled_says_it_is_blocked(fixture_pack, demo):
    game = demo(fixture_pack)
    game.update_unit("i-15", disorder="FD")
    read = preview(fixture_pack, StoredGame(game), fire_at("i-2g", faces=None))
    assert read.problem.code == "blocked"
    assert read.problem.args == {"unit": "i-15", "reason": "unit in FD cannot fire (3.1.1)"}


def test_a_ruling_lifts_only_its_own_roles_restriction(fixture_pack):
    state = given(unit("a", disorder="FD"), unit("d", side="britain"), unit("b", disorder="MD"))
    choices = roll(
        "melee",
        RoleChoice("attacker", "a", faces=(6, 6, 6), ruling=True),
        RoleChoice("attacker2", "b", faces=(6, 6, 6)),
        RoleChoice("defender", "d", faces=(1, 1, 1)),
    )
    read = preview(fixture_pack, state, choices)
    assert [(r.role, r.code) for r in read.overruled] == [("attacker", "fd_no_attack")]
    assert [(r.role, r.code) for r in read.blocked_by] == [("attacker2", "md_no_attack")]
    assert read.problem.args["unit"] == "b"
    # The dialog shows each role's panel its own restrictions.
    assert [r.code for r in read.restrictions_of("attacker2")] == ["md_no_attack"]
    assert read.restrictions_of("defender") == ()


def test_of_two_blocked_roles_the_problem_names_the_first(fixture_pack):
    state = given(unit("a", disorder="FD"), unit("b", disorder="MD"), unit("d", side="britain"))
    choices = roll(
        "melee",
        RoleChoice("attacker", "a", faces=(6, 6, 6)),
        RoleChoice("attacker2", "b", faces=(6, 6, 6)),
        RoleChoice("defender", "d", faces=(1, 1, 1)),
    )
    read = preview(fixture_pack, state, choices)
    assert [r.unit for r in read.blocked_by] == ["a", "b"]
    assert read.problem.args == {"unit": "a", "reason": "unit in FD cannot attack (4.1.1)"}


def test_a_caution_is_shown_but_never_blocks(fixture_pack):
    state = given(unit("a", supplies_left=0), unit("d", side="britain"))
    read = preview(fixture_pack, state, melee("a", "d"))
    (caution,) = read.restrictions
    assert (caution.code, caution.blocking) == ("no_supplies_melee", False)
    assert read.problem is None and read.can_confirm


def test_a_battery_by_hand_weapons_or_a_battalion_by_artillery_is_cautioned(fixture_pack):
    """Picked from the Rolls menu in haste: the roll would read the other arm's table (3.1.1)."""
    battery = unit("b", arm="artillery", figures=4, gunners=8, gunners_start=8)
    state = given(battery, unit("i"), unit("t", side="britain"))
    by_hand = preview(fixture_pack, state, fire_at("t", unit="b"))
    (caution,) = by_hand.restrictions
    assert (caution.code, caution.blocking) == ("battery_hand_fire", False)
    assert by_hand.problem is None and by_hand.can_confirm
    guns = roll("artillery_fire", RoleChoice("firer", "i", faces=(5, 5, 5), target="t"))
    (caution,) = preview(fixture_pack, state, guns).restrictions
    assert (caution.code, caution.blocking) == ("no_guns_artillery_fire", False)
    # Each arm by its own kind: nothing to say.
    own = roll("artillery_fire", RoleChoice("firer", "b", faces=(5, 5, 5), target="t"))
    assert preview(fixture_pack, state, own).restrictions == ()
    assert preview(fixture_pack, state, fire_at("t", unit="i")).restrictions == ()


def test_a_defender_in_fd_is_attacked_without_a_ruling(fixture_pack):
    state = given(unit("a"), unit("d", side="britain", disorder="FD"))
    read = preview(fixture_pack, state, melee("a", "d"))
    assert read.restrictions == () and read.can_confirm


# --- the outcome from the book ---------------------------------------------------------------


def test_an_unset_table_waits_for_the_outcome_then_logs_it_typed(ba_pack, demo):
    game = demo()
    state = StoredGame(game)
    read = preview(ba_pack, state, melee("i-15", "i-2g"))
    assert (read.problem.code, read.problem.text) == ("needs_outcome", NEEDS_OUTCOME)
    assert read.resolution.results[0].lookup.reason == "unset_table"
    # The effects known before the outcome (the melee's flags) are shown already.
    assert read.draft.outcome is None
    assert [(e.unit, e.to["key"]) for e in read.draft.effects] == [
        ("i-15", "attacked"),
        ("i-2g", "defended"),
    ]
    typed = preview(ba_pack, state, melee("i-15", "i-2g", typed_outcomes={0: "defender holds"}))
    assert typed.can_confirm
    assert typed.draft.outcome_typed and typed.draft.outcome.key == "defender holds"
    row = game.append_roll(typed.draft)
    assert row.outcome.label == "defender holds" and row.cell is None


def test_an_outcome_of_blanks_is_no_outcome_typed(ba_pack):
    state = given(unit("a"), unit("d", side="britain"))
    read = preview(ba_pack, state, melee("a", "d", typed_outcomes={0: "   "}))
    assert not read.resolution.results[0].typed
    assert read.problem.code == "needs_outcome" and not read.can_confirm


def test_an_outcome_typed_before_the_dice_are_rolled_is_not_read_yet(ba_pack):
    state = given(unit("a"), unit("d", side="britain"))
    choices = melee("a", "d", faces=(None, None), typed_outcomes={0: "defender holds"})
    read = preview(ba_pack, state, choices)
    (result,) = read.resolution.results
    assert (result.typed, result.outcome_key) == (False, None)
    assert read.problem.code == "not_rolled"
    rolled = preview(ba_pack, state, melee("a", "d", typed_outcomes={0: "defender holds"}))
    assert rolled.resolution.results[0].outcome_key == "defender holds"


def test_a_test_reads_the_class_the_roster_gives_the_unit(gdb_pack):
    """General de Brigade's formation test: 7+ for Guard and elite, 8+ for veteran and
    line; a unit's class given with the situation is read when the umpire names none."""
    state = given(unit("col", klass="guard_elite"))
    rolled = RoleChoice("column", "col", faces=(3, 4))  # 7
    read = preview(gdb_pack, state, roll("formation_test", rolled))
    assert (read.draft.cell, read.draft.outcome.key) == (
        "formation_test: guard_elite 7+",
        "keeps_formation",
    )
    named = roll("formation_test", rolled._replace(klass="veteran_line"))
    read = preview(gdb_pack, state, named)
    assert (read.draft.cell, read.draft.outcome.key) == (
        "formation_test: veteran_line 8+",
        "unformed",
    )


def test_an_outcome_typed_where_the_table_gives_one_is_left_out_or_refused_strictly(
    fixture_pack,
):
    state = given(unit("f"), unit("t", side="britain"))
    choices = roll(
        "fire",
        RoleChoice("firer", "f", faces=(5, 5, 5), target="t"),
        typed_outcomes={0: "no_loss"},
    )
    read = preview(fixture_pack, state, choices)  # the window: the table's answer stands
    result = read.resolution.results[0]
    assert (result.outcome_key, result.typed) == ("loss_2_md", False)
    assert not read.draft.outcome_typed and read.draft.cell == "t12: 14-…"
    with pytest.raises(PlayError, match="was read from the table"):  # `resolve`: refused
        preview(fixture_pack, state, choices, strict=True)


def test_a_typed_outcome_not_on_the_table_is_kept_as_the_books_words():
    pack = printed_bands_pack()  # a TEST FIXTURE: Table 12 made up, closed at 3-18
    state = given(unit("f"), unit("t", side="britain"), bound=2)
    choices = roll(
        "fire",
        RoleChoice("firer", "f", faces=(1, 1, 1), target="t"),
        typed_outcomes={0: "captured"},
    )
    state.penalties = (SidePenalty("france", -2, 2),)
    read = preview(pack, state, choices)  # 3 − 2 = 1: below the printed 3-18
    result = read.resolution.results[0]
    assert (result.lookup.reason, result.outcome_key) == ("no_band", "book: captured")
    assert read.draft.outcome.label == "captured"


# --- the draft's notes -------------------------------------------------------------------------


def test_a_unit_left_below_3_figures_is_noted_removed_with_the_losses_typed(ba_pack):
    state = given(unit("a"), unit("d", side="britain", figures=4, figures_start=20))
    choices = melee("a", "d", typed_outcomes={0: "defender cut down"}, figures_lost={"d": 2})
    read = preview(ba_pack, state, choices)
    note = read.notes[0]
    assert (note.text, note.template) == (
        "d is removed: fewer than 3 figures (5.5.2)",
        REMOVED_NOTE,
    )
    assert note.args == {"unit": "d", "rule": "5.5.2"}
    assert read.draft.note == (
        "d is removed: fewer than 3 figures (5.5.2); typed from the book: d loses 2"
    )


def test_an_ordering_roll_without_a_written_order_notes_the_status_it_would_set(ba_pack):
    state = given(unit("u"), bound=3)
    choices = roll(
        "ordering", RoleChoice("owner", "u", faces=(2, 2, 2)), typed_outcomes={0: "order_failed"}
    )
    read = preview(ba_pack, state, choices)
    assert read.draft.outcome.key == "book: order_failed"  # not one of Table 17's outcomes
    assert read.draft.effects == () and read.notes == ()
    choices = roll(
        "ordering",
        RoleChoice("owner", "u", faces=(2, 2, 2)),
        typed_outcomes={0: "order_not_followed"},
    )
    (note,) = preview(ba_pack, state, choices).notes
    assert note.template == NO_ORDER_NOTE
    assert note.text == "u: order not_followed (no order written for bound 3)"


def test_an_order_already_at_the_status_is_left_as_it_is(ba_pack):
    order = WrittenOrder("u", 1, "hold", None, "followed")
    state = given(unit("u"), orders={"u": order})
    choices = roll(
        "ordering", RoleChoice("owner", "u", faces=(6, 6, 6)), typed_outcomes={0: "order_followed"}
    )
    read = preview(ba_pack, state, choices)
    assert read.draft.effects == () and read.draft.note == ""


def test_unset_factors_and_the_umpires_note_go_into_the_log(ba_pack):
    state = given(unit("f"), unit("t", side="britain"))
    from ba_console.core.factors import Tick

    choices = roll(
        "fire",
        RoleChoice("firer", "f", ticks=(Tick("t06", "flanking_fire"),), faces=(3, 3, 3),
                   target="t", note="fired at the flank"),
        typed_outcomes={0: "no effect"},
        note="  light rain  ",
    )  # fmt: skip
    draft = preview(ba_pack, state, choices).draft
    assert draft.note == "light rain; fired at the flank; firer: t06 flanking_fire unset"
    assert draft.units == ("f", "t")


def test_a_side_penalty_in_force_counts_on_that_sides_rolls_only(fixture_pack):
    state = given(unit("p", side="prussia"), unit("f"), bound=4)
    state.penalties = (SidePenalty("prussia", -1, 3),)
    read = preview(fixture_pack, state, fire_at("f", unit="p", faces=(4, 4, 4)))
    (extra,) = read.resolution.roles[0].extra
    assert (extra.key, extra.value, extra.auto) == ("side_penalty", -1, True)
    side = read.draft.sides[0]
    assert side.total == 11 and side.factors[-1].table == "t18"
    french = preview(fixture_pack, state, fire_at("p", unit="f", faces=(4, 4, 4)))
    assert french.resolution.roles[0].extra == ()
    state.penalties = (SidePenalty("prussia", -1, 2),)  # bounds 2 and 3 only
    assert preview(fixture_pack, state, fire_at("f", unit="p")).resolution.roles[0].extra == ()


def test_the_side_penalty_is_not_counted_on_a_staff_figures_own_rolls(ba_pack):
    """1.1.4: the fallen staff figure's side gets "fradrag til terningkast for alle enheder
    på samme side" (a deduction on the rolls of all units of the same side): not on a
    catch roll (Table 18), a Table 10 roll of an engaging commander or a replacement roll
    (Table 19), which are rolled for staff figures; on an ordering roll of a unit, yes."""
    state = given(unit("u", side="prussia"), bound=4)
    state.staff_figures = {
        "hiller": StaffFigure("hiller", "commander", "prussia", False),
        "hiller.o1": StaffFigure("hiller.o1", "orderly", "prussia", False),
    }
    state.penalties = (SidePenalty("prussia", -2, 3),)
    for kind, staff in (
        ("catch", "hiller"),
        ("engaging_commander", "hiller"),
        ("replacement", "hiller.o1"),
    ):
        read = preview(ba_pack, state, roll(kind, RoleChoice("owner", staff, faces=(4, 4, 4))))
        (role,) = read.resolution.roles
        assert (role.extra, role.total) == ((), 12), kind
    ordering = preview(ba_pack, state, roll("ordering", RoleChoice("owner", "u", faces=(4, 4, 4))))
    assert [(f.key, f.value) for f in ordering.resolution.roles[0].extra] == [("side_penalty", -2)]
    assert ordering.resolution.roles[0].total == 10


def test_what_cannot_be_read_is_a_play_error(ba_pack):
    from ba_console.core.factors import Tick

    state = given(unit("a"), unit("d", side="britain"))
    with pytest.raises(PlayError, match="volley"):
        preview(ba_pack, state, roll("volley", RoleChoice("owner", "a")))
    twice = (Tick("t08", "rear_attack"), Tick("t08", "rear_attack"))
    with pytest.raises(PlayError, match="ticked twice"):
        preview(
            ba_pack,
            state,
            roll("melee", RoleChoice("attacker", "a", ticks=twice), RoleChoice("defender", "d")),
        )


# --- rolls the window's tests logged through the dialog, logged here without it ---------------


def test_the_catch_roll_of_an_orderly_logs_the_orderly_fallen(ba_pack, demo):
    game = demo()
    choices = roll("catch", RoleChoice("owner", "hiller.o1", faces=(5, 4, 5)))
    read = preview(ba_pack, StoredGame(game), choices)
    assert read.draft.cell == "t18: 13-14" and read.draft.outcome.key == "falls"
    game.append_roll(read.draft)
    assert game.orderly("hiller.o1").fallen and not game.commander("hiller").fallen


@pytest.mark.parametrize(
    ("kind", "unit"),
    [
        ("spread_of_rout", "i-15"),
        ("reorganisation", "i-15"),
        ("field_work", "i-15"),
        ("engaging_commander", "hiller"),
        ("replacement", "hiller"),
    ],
)
def test_rolls_without_a_known_table_log_the_outcome_read_from_the_book(ba_pack, demo, kind, unit):
    game = demo()
    bare = roll(kind, RoleChoice("owner", unit, faces=(3, 4, 5)))
    assert preview(ba_pack, StoredGame(game), bare).problem.code == "needs_outcome"
    typed = roll(kind, RoleChoice("owner", unit, faces=(3, 4, 5)),
                 typed_outcomes={0: "as the book says"})  # fmt: skip
    row = game.append_roll(preview(ba_pack, StoredGame(game), typed).draft)
    assert row.kind == kind and row.outcome_typed
    assert row.outcome.label == "as the book says"
    assert row.sides[0].total == 12


def test_a_plain_roll_off_totals_each_side_and_logs_both_outcomes(ba_pack, demo):
    game = demo()
    choices = roll(
        "roll_off",
        RoleChoice("first", "i-15", faces=(6, 1, 1)),
        RoleChoice("second", "i-2g", faces=(2, 2, 2)),
        typed_outcomes={0: "first wins", 1: "second loses"},
    )
    row = game.append_roll(preview(ba_pack, StoredGame(game), choices).draft)
    assert [s.total for s in row.sides] == [8, 6]
    assert row.outcome.label == "first: first wins; second: second loses"


def failed_twice(game) -> None:
    """i-15's order to march to the church failed in bounds 1 and 2; it is written again
    in bound 3 (the ordering phase's rolls)."""
    for bound, status in ((1, "not_followed"), (2, "not_followed"), (3, "written")):
        game.save_order(bound, "i-15", "to the church", status=status)
    game.set_phase(3, "ordering", "ordering_rolls")


def test_a_row_counted_per_failed_bound_is_logged_with_its_count(fixture_pack, demo):
    """Digest 1.1.3: "Each consecutive bound of failed ordering rolls with the same order"
    is a factor of the ordering roll: with two such bounds the row counts twice (the
    FIXTURE pack's made-up value −1, so −2), and the log keeps the count."""
    from ba_console.play.roll import auto_ticks

    game = demo(fixture_pack)
    failed_twice(game)
    state = StoredGame(game)
    bare = roll("ordering", RoleChoice("owner", "i-15", faces=(4, 4, 4)))
    ticks = auto_ticks(fixture_pack, state, bare.roles[0], bare)
    assert [(t.key, t.count) for t in ticks] == [("failed_bound_same_order", 2)]
    read = preview(
        fixture_pack,
        state,
        roll("ordering", RoleChoice("owner", "i-15", ticks=tuple(ticks), faces=(4, 4, 4))),
    )
    (factor,) = read.draft.sides[0].factors
    assert (factor.key, factor.value, factor.count, factor.auto) == (
        "failed_bound_same_order",
        -2,
        2,
        True,
    )
    assert read.draft.sides[0].total == 10
    row = game.append_roll(read.draft)
    assert row.sides[0].factors[0].count == 2
    assert game.verify().ok


def test_an_unset_row_counted_per_failed_bound_says_its_count_in_the_note(ba_pack, demo):
    from ba_console.play.roll import auto_ticks

    game = demo()
    failed_twice(game)
    state = StoredGame(game)
    bare = roll("ordering", RoleChoice("owner", "i-15", faces=(4, 4, 4)))
    ticks = tuple(auto_ticks(ba_pack, state, bare.roles[0], bare))
    choices = roll(
        "ordering",
        RoleChoice("owner", "i-15", ticks=ticks, faces=(4, 4, 4)),
        typed_outcomes={0: "order_followed"},
    )
    read = preview(ba_pack, state, choices)
    assert read.draft.sides[0].factors == () and read.draft.sides[0].total == 12
    assert read.draft.note == "owner: t17 failed_bound_same_order unset ×2"


def test_losses_typed_on_a_roll_the_table_read_are_the_umpires_outcome_the_tables(fixture_pack):
    """Table 12 of the TEST FIXTURE gives this fire its outcome: figures the umpire typed
    replace the table's. The outcome stays read from the table (not typed); the note says
    the losses were the umpire's, as for an outcome typed from the book."""
    state = given(unit("i-15"), unit("d", side="britain"))
    choices = fire_at("d")._replace(figures_lost={"d": 1})
    read = preview(fixture_pack, state, choices)
    assert not read.draft.outcome_typed
    assert read.draft.note == "typed from the book: d loses 1"


def test_rule_effects_the_store_keeps_no_column_for_are_said_in_the_note():
    state = given(unit("u"), bound=4)
    effects = [
        RuleEffect("u", "note", None, "pursues 10 cm", "4.1.7"),
        RuleEffect("u", "ammunition", "full", "low", "3.4.4"),
        RuleEffect("france", "side_penalty", 0, -1, "Table 18", None),
    ]
    stored, notes = store_effects(state, effects)
    assert [n.text for n in notes] == ["u: pursues 10 cm", "u ammunition: full → low (3.4.4)"]
    assert [(n.template, n.args) for n in notes] == [
        (EFFECT_NOTE, {"unit": "u", "text": "pursues 10 cm"}),
        (
            CHANGE_NOTE,
            {"unit": "u", "what": "ammunition", "old": "full", "new": "low", "rule": "3.4.4"},
        ),
    ]
    # A side penalty without its last bound runs to the end of this bound.
    assert [(e.unit, e.what, e.to) for e in stored] == [
        ("france", "side_penalty", {"value": -1, "until_bound": 4})
    ]


def test_a_side_penalty_of_0_the_pack_gives_is_kept_as_0():
    """A side penalty whose value the pack leaves at nothing is a penalty of 0 in force,
    never -1 or +1 (Table 18 rows the club has not filled)."""
    state = given(unit("u"), bound=4)
    stored, _ = store_effects(state, [RuleEffect("france", "side_penalty", None, 0, "", 5)])
    assert [e.to for e in stored] == [{"value": 0, "until_bound": 5}]
    stored, _ = store_effects(state, [RuleEffect("france", "side_penalty", None, None, "", 5)])
    assert [e.to for e in stored] == [{"value": 0, "until_bound": 5}]


def test_losses_typed_in_parts_are_noted_as_a_sum(ba_pack):
    state = given(unit("a"), unit("d", side="britain"))
    choices = melee(
        "a", "d", typed_outcomes={0: "defender cut down"}, figures_lost={"d": (1, "1/2")}
    )
    read = preview(ba_pack, state, choices)
    assert read.draft.note.endswith("typed from the book: d loses 1 + 1/2")
