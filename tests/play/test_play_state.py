"""`play.state`: a game as play reads it. `StoredGame` reads an open game file (the
window's path), `GivenState` is given as data (`resolve`); the same roster reads alike
through both. Pure: no Qt."""

from __future__ import annotations

from fractions import Fraction

from ba_console.core.orders import Attack, OrderFacts, OrderParts
from ba_console.play.orders import parts_to_store
from ba_console.play.state import GivenState, StaffFigure, ladder_disorder
from ba_console.play.stored import StoredGame
from ba_console.rules.common import SidePenalty, UnitState
from ba_console.store.records import RollDraft, RollSide


def test_a_stored_unit_reads_as_the_rules_see_it(demo):
    game = demo()
    game.set_phase(3, "fire")
    game.update_unit("bty-12", gunners=6, valour=-1, supplies_left=2)
    game.add_flag("bty-12", "fired", set_bound=2, expires_after=2)
    game.add_flag("bty-12", "fired", set_bound=3, expires_after=3)
    game.add_flag("bty-12", "charged", set_bound=1)
    game.add_side("allies", "Allies")
    game.add_unit("waggon-1", "Supply waggon", side="allies", arm="supply", type="waggon",
                  figures=1, gunners=1)  # fmt: skip
    state = StoredGame(game)
    assert state.bound == 3
    battery = state.unit("bty-12")
    assert (battery.side, battery.arm, battery.type) == ("prussia", "artillery", "foot")
    assert (battery.figures, battery.gunners_start, battery.gunners) == (4, 8, 6)
    assert (battery.counted_figures, battery.counted_figures_start) == (6, 8)
    assert (battery.valour, battery.supplies_left, battery.formation) == (-1, 2, "limbered")
    assert dict(battery.flags) == {"fired": {2, 3}, "charged": {1}}
    waggon = state.unit("waggon-1")
    assert (waggon.arm, waggon.gunners) == ("waggon", None)  # the rules' word; no gunners
    assert state.unit("hiller") is None and state.unit("nobody") is None


def test_each_thing_is_read_once_per_reading(demo):
    game = demo()
    state = StoredGame(game)
    before = state.unit("i-15")
    game.update_unit("i-15", figures=10)
    assert state.unit("i-15") is before  # one reading of a roll reads a unit once
    assert StoredGame(game).unit("i-15").figures == 10  # a new reading sees the change


def test_staff_figures_and_their_sides(demo):
    game = demo()
    game.update_orderly("hiller.o2", fallen=True)
    state = StoredGame(game)
    orderlies = ("hiller.o1", "hiller.o2")
    assert state.staff("hiller") == StaffFigure(
        "hiller", "commander", "prussia", False, orderlies=orderlies
    )
    assert state.staff("hiller.o2") == StaffFigure(
        "hiller.o2", "orderly", "prussia", True, commander="hiller"
    )
    assert state.staff("i-15") is None
    assert [state.side_of(k) for k in ("i-2g", "pelet", "pelet.o1", "nobody", None)] == [
        "france",
        "france",
        "france",
        "",
        "",
    ]


def test_side_penalties_orders_ratings_and_names(demo):
    game = demo()
    game.add_side_penalty("prussia", -2, until_bound=2, from_bound=1)
    parts = OrderParts(attack=Attack(target="i-2g"))
    game.save_order(1, "i-15", "attack!", parts=parts_to_store(parts, OrderFacts()))
    game.save_order(1, "ii-15", "?", parts=({"part": "attack", "at_the_charge": True},))
    game.update_commander("ir15", rating="ineffective")
    game.update_commander("ir18", rating="normal")
    state = StoredGame(game)
    assert state.side_penalties() == (SidePenalty("prussia", -2, 1),)
    order = state.written_order("i-15")
    assert (order.bound, order.text, order.parts, order.status) == (1, "attack!", parts, "written")
    assert state.written_order("ii-15").parts is None  # kept, but no longer readable
    assert state.written_order("i-2g") is None
    assert [state.commander_rating(u) for u in ("i-15", "i-18", "bty-yg", "nobody")] == [
        "ineffective",
        None,
        None,
        None,
    ]
    assert state.names()["i-15"] == "I./15th Infantry Regiment"
    assert state.names()["hiller.o1"].startswith("Orderly 1")


def test_a_stored_state_of_another_disorder_ladder_is_read_back_from_its_flag(gdb_pack, demo):
    game = demo(gdb_pack)
    game.add_flag("i-2g", "unformed", set_bound=1)  # how a failed formation test is kept
    state = StoredGame(game, ladder=gdb_pack.disorder)
    assert (state.unit("i-2g").disorder, state.unit("i-2c").disorder) == ("unformed", "formed")
    assert StoredGame(game).unit("i-2g").disorder == "ordered"  # no ladder: the store's word


def test_the_disorder_ladder_reading():
    ba = ("ordered", "LD", "MD", "FD")
    gdb = ("formed", "unformed")
    assert ladder_disorder("MD", {}, ba) == "MD"
    assert ladder_disorder("ordered", {}, gdb) == "formed"
    assert ladder_disorder("LD", {"unformed": {2}}, gdb) == "unformed"
    assert ladder_disorder("ordered", {"fired": {2}}, ()) == "ordered"


def test_a_given_state_answers_as_a_stored_one(demo):
    game = demo()
    stored = StoredGame(game)
    units = {key: stored.unit(key) for key in ("i-15", "i-2g")}
    staff = {"hiller": stored.staff("hiller")}
    given = GivenState(1, units, staff_figures=staff, roster_names={"i-15": "I./15th"})
    for key in ("i-15", "i-2g", "hiller", "nobody", None):
        assert given.side_of(key) == stored.side_of(key)
    assert given.unit("i-15") == stored.unit("i-15")
    assert given.staff("hiller") == stored.staff("hiller")
    assert given.written_order("i-15") is None and given.commander_rating("i-15") is None
    assert given.names() == {"i-15": "I./15th"} and given.side_penalties() == ()
    assert isinstance(given.unit("i-15"), UnitState)


def test_a_given_state_answers_with_what_it_is_given_and_nothing_else():
    given = GivenState(
        3,
        previous_targets={"bty": frozenset({"i-2g"})},
        earlier_losses={"i-2g": Fraction(1, 2)},
        ratings={"i-15": "effective"},
        failed={"i-15": 2},
    )
    assert (given.last_targets("bty", frozenset()), given.last_targets("x", frozenset())) == (
        frozenset({"i-2g"}),
        frozenset(),
    )
    assert (given.loss_parts("i-2g"), given.loss_parts("x")) == (Fraction(1, 2), Fraction(0))
    assert (given.commander_rating("i-15"), given.commander_rating("x")) == ("effective", None)
    assert (given.failed_bounds("i-15"), given.failed_bounds("x")) == (2, 0)


def test_the_disorder_of_a_ladder_of_several_states_is_the_last_flagged():
    ladder = ("formed", "disordered", "broken")
    assert ladder_disorder("LD", {"disordered": {1}, "broken": {2}}, ladder) == "broken"
    assert ladder_disorder("LD", {"disordered": {1}}, ladder) == "disordered"
    assert ladder_disorder("LD", {"formed": {1}}, ladder) == "formed"


def fire_row(firer: str, target: str, kind: str = "fire") -> RollDraft:
    side = RollSide(role="firer", unit=firer, dice_source="typed", faces=(3, 4, 5))
    return RollDraft(kind=kind, units=(firer, target), sides=(side,))


def test_last_bounds_targets_are_those_the_unit_fired_at_in_rows_not_voided(demo):
    game = demo()
    assert StoredGame(game).last_targets("bty-12", frozenset({"artillery_fire"})) == frozenset()
    game.append_roll(fire_row("bty-12", "i-2g", "artillery_fire"))
    game.append_roll(fire_row("bty-12", "i-2c", "artillery_fire"))
    voided = game.append_roll(fire_row("bty-12", "i-1t", "artillery_fire"))
    game.void_roll(voided.sequence, "wrong target")
    game.append_roll(fire_row("i-15", "bty-12"))  # fired at, not firing
    game.append_roll(RollDraft(kind="artillery_fire", units=("bty-12",), sides=(
        RollSide(role="firer", unit="bty-12", dice_source="typed", faces=(1, 1, 1)),
    )))  # fmt: skip
    assert StoredGame(game).last_targets("bty-12", frozenset({"artillery_fire"})) == frozenset()
    game.set_phase(2, "continued_fire")
    state = StoredGame(game)
    kinds = frozenset({"artillery_fire"})
    assert state.last_targets("bty-12", kinds) == frozenset({"i-2g", "i-2c"})
    assert state.last_targets("bty-12", frozenset({"melee"})) == frozenset()
    assert state.last_targets("i-2g", frozenset({"artillery_fire", "fire"})) == frozenset()


def written(game, bound: int, text: str, parts: OrderParts | None, status: str) -> None:
    stored = parts_to_store(parts, OrderFacts()) if parts is not None else ()
    game.save_order(bound, "i-15", text, parts=stored, status=status)


def test_an_order_failed_in_the_bounds_before_counts_once_for_each(demo):
    """1.1.3: each consecutive bound of failed ordering rolls with the same order."""
    game = demo()
    storm = OrderParts(attack=Attack(target="i-2g"))
    written(game, 1, "storm the farm", storm, "not_followed")
    written(game, 2, "storm the farm!", storm, "not_followed")  # the same parts
    written(game, 3, "storm it", storm, "written")
    game.set_phase(3, "ordering", "ordering_rolls")
    assert StoredGame(game).failed_bounds("i-15") == 2
    written(game, 1, "storm the farm", storm, "followed")
    assert StoredGame(game).failed_bounds("i-15") == 1
    written(game, 2, "hold", OrderParts(rest=True), "not_followed")
    assert StoredGame(game).failed_bounds("i-15") == 0
    assert StoredGame(game).failed_bounds("ii-15") == 0  # no order now


def test_orders_without_parts_are_the_same_when_their_words_are(demo):
    game = demo()
    written(game, 1, " hold the church ", None, "not_followed")
    written(game, 2, "hold the church", None, "written")
    game.set_phase(2, "ordering", "ordering_rolls")
    assert StoredGame(game).failed_bounds("i-15") == 1
    written(game, 2, "hold the mill", None, "written")
    assert StoredGame(game).failed_bounds("i-15") == 0
    written(game, 2, "hold the church", OrderParts(rest=True), "written")
    assert StoredGame(game).failed_bounds("i-15") == 0  # parts now: not the same order


def test_orders_the_console_no_longer_reads_are_the_same_when_kept_alike(demo):
    """A part the store kept but no longer reads: the same parts and words, the same order."""
    game = demo()
    odd = ({"part": "attack", "at_the_charge": True},)
    game.save_order(1, "i-15", "charge!", parts=odd, status="not_followed")
    game.save_order(2, "i-15", " charge! ", parts=odd)
    game.set_phase(2, "ordering", "ordering_rolls")
    assert StoredGame(game).failed_bounds("i-15") == 1
    game.save_order(2, "i-15", "charge now", parts=odd)
    assert StoredGame(game).failed_bounds("i-15") == 0
