"""Table 19's "+ for each consecutive failed bound" (1.1.4), counted by the console: the
bounds just before this one in which a replacement roll for the same fallen commander was
logged, not voided, and did not put him back. The row is ticked that many times with its
reason; the umpire may change it. A `resolve` situation states the count. No Qt."""

from __future__ import annotations

import dataclasses

from ba_console.packs import pack_from_data
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.roll import auto_ticks
from ba_console.play.session import PlaySession
from ba_console.play.stored import StoredGame
from ba_console.reports.translation import load_translation
from tests.packs.conftest import notes_in_english
from tests.play.test_situation_staff_orders_ticks import resolve

REASON = (
    "the replacement failed in the {count} bound(s) before this one (1.1.4): counted {count} times"
)


def replacement(figure: str, outcome: str | None = None, ticks=(), faces=(4, 5, 6)) -> RollChoices:
    owner = RoleChoice(role="owner", unit=figure, faces=faces, ticks=tuple(ticks))
    typed = {0: outcome} if outcome else {}
    return RollChoices(kind="replacement", roles=(owner,), typed_outcomes=typed)


def roll_in(game, pack, bound: int, figure: str, outcome: str):
    game.set_phase(bound, "reporting")
    # Low dice: "not replaced" also where the (fixture's) table gives the outcome.
    faces = (1, 2, 3) if outcome == "not_replaced" else (6, 6, 6)
    preview = PlaySession(game, pack).preview(replacement(figure, outcome, faces=faces))
    assert preview.draft.outcome.key == outcome
    assert preview.can_confirm, preview.problem
    return game.append_roll(preview.draft)


def ticks_now(game, pack, figure: str):
    choices = replacement(figure)
    return auto_ticks(pack, StoredGame(game), choices.roles[0], choices)


def fallen(demo, pack=None):
    game = demo(pack)
    game.update_commander("ir15", fallen=True)
    return game


def test_two_failed_bounds_before_this_one_tick_the_row_twice_with_its_reason(ba_pack, demo):
    game = fallen(demo)
    roll_in(game, ba_pack, 2, "ir15.o1", "not_replaced")
    roll_in(game, ba_pack, 3, "ir15", "not_replaced")  # on the commander: his roll too
    game.set_phase(4, "reporting")
    (tick,) = ticks_now(game, ba_pack, "ir15.o2")
    assert (tick.table, tick.key, tick.count, tick.auto) == ("t19", "failed_bound", 2, True)
    assert tick.reason == REASON.format(count=2)
    danish = load_translation("da")
    assert danish("rules", tick.template).format(**tick.args) == (
        "generhvervelsen af chefen mislykkedes i de 2 træk før dette (1.1.4): tælles 2 gange"
    )
    # Rolled on the commander himself, the same count.
    assert [t.count for t in ticks_now(game, ba_pack, "ir15")] == [2]
    # Another commander's failed replacements are not his.
    game.update_commander("slw1", fallen=True)
    assert ticks_now(game, ba_pack, "slw1.o1") == []


def test_the_count_is_logged_and_the_umpire_may_change_it(fixture_pack, demo):
    """The FIXTURE pack's made-up value −1 a bound: counted twice, −2; the umpire's own
    count (one) is logged instead when he changes it."""
    game = fallen(demo, fixture_pack)
    roll_in(game, fixture_pack, 2, "ir15.o1", "not_replaced")
    roll_in(game, fixture_pack, 3, "ir15.o1", "not_replaced")
    game.set_phase(4, "reporting")
    (tick,) = ticks_now(game, fixture_pack, "ir15.o1")
    session = PlaySession(game, fixture_pack)
    read = session.preview(replacement("ir15.o1", ticks=[tick]))
    (factor,) = read.draft.sides[0].factors
    assert (factor.key, factor.value, factor.count, factor.auto) == ("failed_bound", -2, 2, True)
    changed = dataclasses.replace(tick, count=1, auto=False)  # the umpire's count
    read = session.preview(replacement("ir15.o1", ticks=[changed]))
    (factor,) = read.draft.sides[0].factors
    assert (factor.value, factor.count) == (-1, None)
    unticked = session.preview(replacement("ir15.o1"))
    assert unticked.draft.sides[0].factors == ()


def test_a_bound_without_a_replacement_roll_ends_the_run(ba_pack, demo):
    game = fallen(demo)
    roll_in(game, ba_pack, 1, "ir15.o1", "not_replaced")
    roll_in(game, ba_pack, 2, "ir15.o1", "not_replaced")
    # bound 3: no roll for him
    roll_in(game, ba_pack, 4, "ir15.o2", "not_replaced")
    game.set_phase(5, "reporting")
    assert [t.count for t in ticks_now(game, ba_pack, "ir15.o1")] == [1]
    game.set_phase(4, "reporting")  # this bound's own roll is not before it
    assert ticks_now(game, ba_pack, "ir15.o1") == []


def test_a_voided_failed_roll_does_not_count(ba_pack, demo):
    game = fallen(demo)
    roll_in(game, ba_pack, 2, "ir15.o1", "not_replaced")
    wrong = roll_in(game, ba_pack, 3, "ir15.o1", "not_replaced")
    game.set_phase(4, "reporting")
    assert [t.count for t in ticks_now(game, ba_pack, "ir15.o1")] == [2]
    game.void_roll(wrong.sequence, "rolled for the wrong commander")
    assert ticks_now(game, ba_pack, "ir15.o1") == []  # bound 3 has no roll left: run ends


def test_a_replacement_that_put_him_back_ends_the_run(ba_pack, demo):
    """Replaced in bound 2, fallen again in bound 3 and failed there: one bound counts."""
    game = fallen(demo)
    roll_in(game, ba_pack, 1, "ir15.o1", "not_replaced")
    roll_in(game, ba_pack, 2, "ir15.o1", "replaced")
    game.update_commander("ir15", fallen=True)
    roll_in(game, ba_pack, 3, "ir15.o2", "not_replaced")
    game.set_phase(4, "reporting")
    assert [t.count for t in ticks_now(game, ba_pack, "ir15")] == [1]


def test_a_game_made_with_an_older_pack_counts_by_hand_as_before(ba_pack, demo):
    """Games made with 2026.12.3 keep their copy: its row has no `auto`, nothing ticked."""
    data = ba_pack.model_dump(mode="json", exclude_none=True)
    (row,) = [r for r in data["tables"]["t19"]["rows"] if r["key"] == "failed_bound"]
    del row["auto"]
    data["tables"]["t19"]["notes"] = data["tables"]["t19"]["notes"][:2]
    for kind in ("catch", "engaging_commander"):
        data["rolls"][kind]["roles"][0]["label"] = {"en": "Rolling unit", "da": "Kastende enhed"}
    # Before 2026.12.5 the Danish note of 4c said "fangstkast".
    (movement,) = [p for p in data["phases"] if p["key"] == "movement"]
    (march,) = [s for s in movement["sub"] if s["key"] == "march"]
    march["note"]["da"] = march["note"]["da"].replace("opsnapningskast", "fangstkast")
    # Before 2026.12.6 the Danish note of 1a said "ordrearket".
    (ordering,) = [p for p in data["phases"] if p["key"] == "ordering"]
    (issuing,) = [s for s in ordering["sub"] if s["key"] == "issuing_orders"]
    issuing["note"]["da"] = issuing["note"]["da"].replace("ordreskemaet", "ordrearket")
    # Before 2026.12.5 the table and roll notes were English only (schema 8).
    data = {**notes_in_english(data), "schema_version": 8}
    old = pack_from_data({**data, "version": "2026.12.3"})
    assert old.content_hash == "b85cea32545e8c258451b8e23d079189505402b32c934b01eee0ed8d3daddb07"
    game = fallen(demo, old)
    roll_in(game, old, 2, "ir15.o1", "not_replaced")
    roll_in(game, old, 3, "ir15.o1", "not_replaced")
    game.set_phase(4, "reporting")
    assert ticks_now(game, old, "ir15.o1") == []


def test_a_resolve_situation_states_the_failed_bounds_of_a_replacement(ba_pack):
    """`context.failed_bounds` on a replacement roll pre-ticks Table 19's row that many
    times, as it does Table 17's on an ordering roll."""
    staff = {
        "ney": {"side": "france", "kind": "commander", "fallen": True},
        "ney.o1": {"side": "france", "kind": "orderly"},
    }
    report = resolve(
        ba_pack,
        roll="replacement",
        bound=4,
        phase="reporting",
        rolls=[{"role": "owner", "unit": "ney.o1", "dice": [4, 4, 4],
                "context": {"failed_bounds": 2}}],
        staff=staff,
        umpire_outcome="not_replaced",
    )  # fmt: skip
    (item,) = report.resolution.roles[0].factors.items
    assert (item.key, item.status, item.count, item.auto) == ("failed_bound", "unset", 2, True)
    printed = report.to_dict()["rolls"][0]["factors"][0]
    assert printed["count"] == 2


def test_a_replacement_rolled_this_bound_is_no_longer_a_task_in_it(ba_pack, demo):
    """The reporting phase's task "fallen commander to replace" closes once his roll is
    made, even a failed one (it comes back next bound); a voided roll opens it again."""
    from ba_console.core.phases import PhasePosition
    from ba_console.play.tasks import bound_tasks
    from tests.play.conftest import sheet_rows

    def to_replace(bound: int) -> int:
        position = PhasePosition(bound, "reporting", None)
        tasks = bound_tasks(ba_pack, game, position, sheet_rows(game))
        return next((t.count for t in tasks if t.code == "commanders_to_replace"), 0)

    game = fallen(demo)
    game.update_commander("slw1", fallen=True)
    game.set_phase(2, "reporting")
    assert to_replace(2) == 2
    failed = roll_in(game, ba_pack, 2, "ir15.o1", "not_replaced")
    assert to_replace(2) == 1  # slw1 still to replace
    assert to_replace(3) == 2  # next bound: both again
    game.void_roll(failed.sequence, "wrong dice")
    assert to_replace(2) == 2
