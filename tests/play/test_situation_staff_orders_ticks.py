"""`resolve` situations as the window logs them: staff figures (`staff`), a stated order
(the unit's written order), and the factors in the checklist's order. Pure: no Qt."""

from __future__ import annotations

import pytest

from ba_console.packs import load_pack
from ba_console.play.situation import SituationError, parse_situation, resolve_situation
from ba_console.store.records import Effect


@pytest.fixture(scope="module")
def ba_pack():
    return load_pack("belle_alliance")


def resolve(pack, **data):
    data.setdefault("pack", pack.id)
    return resolve_situation(parse_situation(data), pack)


def catch(pack, unit: str, dice: list[int], **more):
    return resolve(pack, roll="catch", bound=3, rolls=[{"role": "owner", "unit": unit,
                   "dice": dice}], **more)  # fmt: skip


# --- staff ------------------------------------------------------------------------------------


def test_a_staff_figure_that_falls_is_logged_on_the_figure_with_its_sides_penalty(ba_pack):
    report = catch(
        ba_pack,
        "hiller.o1",
        [6, 5, 5],  # 16: falls, side -1 (Table 18)
        staff={"hiller.o1": {"side": "prussia", "kind": "orderly"}},
        units={"pr_15": {"side": "prussia", "figures": 30}},
    )
    draft = report.preview.draft
    assert report.preview.problem is None
    assert draft.effects == (
        Effect(unit="hiller.o1", what="orderly_fallen", **{"from": False}, to=True),
        Effect(unit="prussia", what="side_penalty", to={"value": -1, "until_bound": 4}),
    )
    # Among the units or the staff: no "not among the units" warning.
    assert "unit_unknown" not in [w.code for w in report.warnings]


def test_a_fallen_commander_caught_again_is_logged_from_fallen(ba_pack):
    report = catch(
        ba_pack,
        "hiller",
        [5, 5, 4],  # 14: falls (Table 18)
        staff={"hiller": {"side": "prussia", "kind": "commander", "fallen": True}},
    )
    (effect,) = report.preview.draft.effects
    assert (effect.what, effect.from_, effect.to) == ("commander_fallen", True, True)


def test_the_staff_figures_side_penalty_is_not_counted_on_its_own_catch_roll(ba_pack):
    """1.1.4: "fradrag til terningkast for alle enheder på samme side": the side's units'
    rolls, not the staff figure's own catch roll; `resolve` says so."""
    report = catch(
        ba_pack,
        "ney",
        [4, 4, 4],
        staff={"ney": {"side": "france", "kind": "commander"}},
        side_penalty={"france": -2},
    )
    role = report.resolution.roles[0]
    assert role.extra == () and role.total == 12
    (warning,) = [w for w in report.warnings if w.code == "side_penalty_staff_roll"]
    assert warning.message == (
        "side france: its penalty is not counted on a staff figure's own roll "
        "(1.1.4: it falls on the rolls of the side's units)"
    )


def test_without_staff_a_fall_cannot_be_logged_and_says_why(ba_pack):
    report = catch(ba_pack, "hiller", [6, 6, 6], units={"u": {"side": "prussia"}})
    problem = report.preview.problem
    assert problem.code == "draft"
    assert problem.text == "hiller is neither a commander nor an orderly"
    assert "unit_unknown" in [w.code for w in report.warnings]


@pytest.mark.parametrize(
    ("staff", "message"),
    [
        ({"x": {"side": "france", "kind": "general"}},
         "staff.x.kind: Input should be 'commander' or 'orderly'"),
        ({"x": {"kind": "commander"}}, "staff.x.side: required field is missing"),
        ({"x": {"side": "", "kind": "commander"}}, "staff.x.side: String should have at least"),
        ({"x": {"side": "france", "kind": "commander", "rank": 3}},
         "staff.x.rank: unknown field (check the spelling)"),
        ({"x": {"side": "france", "kind": "orderly", "fallen": "maybe"}},
         "staff.x.fallen: Input should be a valid boolean"),
    ],
)  # fmt: skip
def test_bad_staff_names_the_field(ba_pack, staff, message):
    with pytest.raises(SituationError) as raised:
        catch(ba_pack, "x", [3, 3, 3], staff=staff)
    assert message in str(raised.value)


def test_a_key_that_is_a_unit_and_a_staff_figure_is_refused(ba_pack):
    with pytest.raises(SituationError, match=r"^staff\.x: x is a unit too"):
        catch(
            ba_pack,
            "x",
            [3, 3, 3],
            staff={"x": {"side": "france", "kind": "commander"}},
            units={"x": {"side": "france"}},
        )


# --- a stated order is the unit's written order ---------------------------------------------


def ordering(pack, **context):
    return resolve(
        pack,
        roll="ordering",
        bound=2,
        rolls=[{"role": "owner", "unit": "u", "dice": [4, 4, 4], "context": context}],
        units={"u": {"side": "france", "figures": 30}},
        umpire_outcome="order_followed",
    )


def test_an_ordering_roll_on_a_stated_order_logs_the_order_followed(ba_pack):
    draft = ordering(ba_pack, order={"formation": "square"}).preview.draft
    assert draft.effects == (
        Effect(unit="u", what="order_status", **{"from": "needs_roll"}, to="followed"),
    )
    assert "no order written" not in draft.note


def test_an_ordering_roll_without_an_order_says_none_was_written(ba_pack):
    draft = ordering(ba_pack).preview.draft
    assert draft.effects == ()
    assert draft.note == "u: order followed (no order written for bound 2)"


# --- the factors in the checklist's order ----------------------------------------------------


def melee(pack, attacker_factors: list, **attacker):
    return resolve(
        pack,
        roll="melee",
        bound=2,
        rolls=[
            {"role": "attacker", "unit": "a", "dice": [3, 3, 3], "factors": attacker_factors,
             **attacker},
            {"role": "defender", "unit": "d", "dice": [3, 3, 3]},
        ],
        units={"a": {"side": "france", "figures": 30, "valour": 2},
               "d": {"side": "britain", "figures": 30}},
        umpire_outcome="tie",
    )  # fmt: skip


def factors(report, role: str = "attacker"):
    (side,) = [s for s in report.preview.draft.sides if s.role == role]
    return [(f.key, f.value, f.auto) for f in side.factors]


def test_factors_are_logged_in_the_tables_order_whoever_ticked_them(ba_pack):
    # flanking_attack (by hand) comes before valour (the roster's) in Table 8.
    report = melee(ba_pack, ["flanking_attack"])
    assert factors(report) == [("flanking_attack", 3, False), ("valour", 2, True)]


def test_a_roster_row_ticked_by_hand_with_the_rosters_value_stays_automatic(ba_pack):
    same = melee(ba_pack, [{"key": "valour", "value": 2}])
    other = melee(ba_pack, [{"key": "valour", "value": 1}])
    bare = melee(ba_pack, ["valour"])
    assert factors(same) == factors(bare) == [("valour", 2, True)]
    assert factors(other) == [("valour", 1, False)]


def test_a_factor_ticked_twice_is_refused(ba_pack):
    with pytest.raises(SituationError, match=r"rolls\[0\]\.factors\[1\]: 'rear_attack' is ticked"):
        melee(ba_pack, ["rear_attack", "t08:rear_attack"])


def test_without_roster_ticks_the_umpires_are_still_in_the_tables_order(ba_pack):
    report = melee(ba_pack, ["rear_attack", "flanking_attack"], auto=False)
    assert factors(report) == [("flanking_attack", 3, False), ("rear_attack", 2, False)]


def test_failed_bounds_stated_or_named_count_the_repeatable_row_that_many_times(ba_pack):
    """Digest 1.1.3: "Each consecutive bound of failed ordering rolls with the same order"
    (the Danish sentence is not in our material): `context.failed_bounds` pre-ticks
    Table 17's row that many times; a factor named with `count` sets it by hand."""
    units = {"u": {"side": "prussia"}}
    stated = resolve(
        ba_pack,
        roll="ordering",
        bound=4,
        rolls=[{"role": "owner", "unit": "u", "dice": [4, 4, 4],
                "context": {"failed_bounds": 3}}],
        units=units,
        umpire_outcome="order_followed",
    )  # fmt: skip
    (item,) = stated.resolution.roles[0].factors.items
    assert (item.key, item.status, item.count, item.auto) == (
        "failed_bound_same_order",
        "unset",
        3,
        True,
    )
    named = resolve(
        ba_pack,
        roll="ordering",
        bound=4,
        rolls=[{"role": "owner", "unit": "u", "dice": [4, 4, 4], "context": {"failed_bounds": 3},
                "factors": [{"key": "failed_bound_same_order", "count": 2}]}],
        units=units,
        umpire_outcome="order_followed",
    )  # fmt: skip
    (item,) = named.resolution.roles[0].factors.items
    assert (item.count, item.auto) == (2, False)  # the umpire's count, not the roster's
    assert named.to_dict()["rolls"][0]["factors"][0]["count"] == 2


def test_an_ordering_rolls_outcome_in_the_umpires_own_words_is_refused(ba_pack):
    """As in the roll dialog: words of the umpire's own ("fails") would leave the order
    waiting for its roll (1.1.3); the situation names the field and the two outcomes."""
    with pytest.raises(SituationError) as raised:
        resolve(
            ba_pack,
            roll="ordering",
            bound=2,
            rolls=[{"role": "owner", "unit": "u", "dice": [4, 4, 4], "context": {}}],
            units={"u": {"side": "france", "figures": 30}},
            umpire_outcome="fails",
        )
    assert str(raised.value) == (
        "umpire_outcome: The outcome says whether the order is followed (1.1.3): "
        "choose “Order followed” / “Order not followed”."
    )
