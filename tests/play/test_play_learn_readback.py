"""What `play.learn` keeps back because the filled pack would not read the roll as the umpire
confirms it: a factor one role typed and another left unset, a cell two roles read differently
beside one they read alike, a result cell while another result still needs the umpire, a roll
with no unit fired at, a table outcome with figures typed beside it; and a repeatable row's
value, offered per time. The values typed are made-up figures for tests: the fixture pack and
the unset cells of the shipped pack, never a value of the book. Pure: no Qt."""

from __future__ import annotations

from ba_console.core.factors import Tick
from ba_console.packs import pack_from_data
from ba_console.play import roll
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.learn import offer_text, offers, remember
from ba_console.play.stored import StoredGame


def read(pack, game, choices):
    state = StoredGame(game, ladder=pack.disorder)
    preview = roll.preview(pack, state, choices)
    return preview, offers(pack, state, preview)


def unset_attacker(pack, *keys):
    """`pack` with the attacker's value of the Table 8 rows `keys` unset."""
    data = pack.model_dump(mode="json")
    for row in data["tables"]["t08"]["rows"]:
        if row["key"] in keys:
            row["values"]["attacker"] = "?"
    return pack_from_data(data)


def flanking(typed=None) -> Tick:
    return Tick("t08", "flanking_attack", typed=typed)


def rear(typed=None) -> Tick:
    return Tick("t08", "rear_attack", typed=typed)


def two_attackers(first=(), second=(), faces=((4, 4, 4), (4, 4, 4)), **typed) -> RollChoices:
    return RollChoices(
        kind="melee",
        roles=(
            RoleChoice(role="attacker", unit="i-15", faces=faces[0], ticks=first),
            RoleChoice(role="attacker2", unit="ii-15", faces=faces[1], ticks=second),
            RoleChoice(role="defender", unit="i-2g", faces=(3, 3, 3)),
        ),
        **typed,
    )


def ordering(tick: Tick, **typed) -> RollChoices:
    owner = RoleChoice(role="owner", unit="i-15", faces=(4, 4, 4), ticks=(tick,))
    return RollChoices(kind="ordering", roles=(owner,), **typed)


def test_a_repeatable_rows_value_is_offered_and_remembered_per_time(ba_pack, demo):
    game = demo()
    twice = Tick("t17", "failed_bound_same_order", typed=-1, count=2)
    preview, found = read(ba_pack, game, ordering(twice, typed_outcomes={0: "followed"}))
    assert preview.resolution.role("owner").total == 12 - 2
    assert [offer_text(o) for o in found] == [
        "Table 17, Each earlier bound failed with the same order, roll: -1",
        "Table 17, total 10: followed",
    ]
    learned, _ = remember(ba_pack, found[:1], game="Ligny", bound=3)
    assert learned.tables["t17"].row("failed_bound_same_order").values["roll"] == -1
    # Counted twice from the pack now, nothing typed: the same total.
    plain = Tick("t17", "failed_bound_same_order", count=2)
    again, _ = read(learned, game, ordering(plain, typed_outcomes={0: "followed"}))
    assert again.resolution.role("owner").total == 10


def test_a_value_typed_for_one_role_and_left_unset_for_another_is_not_offered(fixture_pack, demo):
    pack = unset_attacker(fixture_pack, "flanking_attack")
    # The second attacker ticked the row with nothing typed: its result is typed instead.
    typed = two_attackers((flanking(3),), (flanking(),), typed_outcomes={1: "holds"})
    preview, found = read(pack, demo(pack), typed)
    assert preview.can_confirm
    assert [len(r.unset) for r in preview.resolution.roles] == [0, 1, 0]
    # Remembered, the pack would count 3 for the second attacker too: not offered.
    assert found == ()


def test_a_cell_read_alike_is_offered_beside_one_two_roles_read_differently(fixture_pack, demo):
    pack = unset_attacker(fixture_pack, "flanking_attack", "rear_attack")
    typed = two_attackers((flanking(3), rear(2)), (flanking(2),))
    preview, found = read(pack, demo(pack), typed)
    assert preview.can_confirm
    assert [offer_text(o) for o in found] == ["Table 8, Rear attack, attacker: +2"]
    learned, _ = remember(pack, found, game="Ligny", bound=2)
    assert learned.tables["t08"].row("rear_attack").values["attacker"] == 2
    assert learned.tables["t08"].row("flanking_attack").values["attacker"] == "?"


def test_a_cell_is_not_offered_while_another_result_needs_the_umpire_again(ba_pack, demo):
    pack = unset_attacker(ba_pack, "flanking_attack")
    game = demo(pack)
    faces = ((6, 6, 5), (6, 5, 5))
    # The first attacker's total is not known (an unset factor): its outcome is typed.
    typed = two_attackers((flanking(),), faces=faces, typed_outcomes={0: "holds", 1: "retreats"})
    preview, found = read(pack, game, typed)
    assert preview.can_confirm
    assert [r.lookup.reason for r in preview.resolution.results] == ["unset_factor", "unset_table"]
    # Filled, the second cell would still leave the first result to the umpire: no offer.
    assert found == ()
    # With the first attacker's total known, the same typed outcomes are offered.
    _, found = read(pack, game, two_attackers(faces=faces, typed_outcomes=typed.typed_outcomes))
    assert [o.outcome.label.en for o in found] == ["holds", "retreats"]


def test_a_fire_at_no_unit_offers_nothing_even_with_no_effects_typed(ba_pack, demo):
    firer = RoleChoice(role="firer", unit="i-15", faces=(3, 5, 6))
    choices = RollChoices(kind="fire", roles=(firer,), typed_outcomes={0: "no effect"})
    game = demo()
    state = StoredGame(game, ladder=ba_pack.disorder)
    preview = roll.preview(ba_pack, state, choices)
    assert preview.problem.code == "no_target" and not preview.can_confirm
    assert offers(ba_pack, state, preview) == ()


def test_a_table_outcome_chosen_with_figures_typed_beside_it_is_not_offered(ba_pack, demo):
    one = RollChoices(
        kind="fire",
        roles=(RoleChoice(role="firer", unit="i-15", target="i-2g", faces=(3, 5, 6)),),
        typed_outcomes={0: "a figure"},
        figures_lost={"i-2g": 1},
    )
    pack = remember(ba_pack, read(ba_pack, demo(), one)[1], game="Ligny", bound=1)[0]
    firer = RoleChoice(role="firer", unit="i-15", target="i-2g", faces=(1, 1, 2))
    chosen = RollChoices(kind="fire", roles=(firer,), typed_outcomes={0: "a_figure"})
    game = demo(pack)
    _, found = read(pack, game, chosen)
    assert [(o.outcome.key, o.known, o.figures) for o in found] == [("a_figure", True, 0)]
    # A figure typed beside the table's outcome: no one cell gives them together.
    beside = RollChoices(
        kind="fire", roles=(firer,), typed_outcomes={0: "a_figure"}, figures_lost={"i-2g": 1}
    )
    preview, found = read(pack, game, beside)
    assert preview.can_confirm and found == ()


def test_a_melee_cell_is_read_in_the_attackers_column_not_the_defenders(ba_pack, demo):
    # Table 11 is read by the attacker's column (none): a column left on the defender's
    # choice plays no part in the lookup, nor in the cell offered.
    choices = RollChoices(
        kind="melee",
        roles=(
            RoleChoice(role="attacker", unit="i-15", faces=(6, 6, 5)),
            RoleChoice(role="defender", unit="i-2g", faces=(1, 2, 3), column="line"),
        ),
        typed_outcomes={0: "retreats"},
    )
    preview, found = read(ba_pack, demo(), choices)
    assert preview.can_confirm
    assert [offer_text(o) for o in found] == ["Table 11, difference +11: retreats"]
    learned, _ = remember(ba_pack, found, game="Ligny", bound=4)
    again, _ = read(learned, demo(learned), choices._replace(typed_outcomes={}))
    assert again.can_confirm and again.resolution.results[0].lookup.cell == "t11: 11"


def test_disorder_typed_for_both_units_is_not_one_outcome_even_changing_neither(ba_pack, demo):
    game = demo()

    def fire(disorder) -> RollChoices:
        firer = RoleChoice(role="firer", unit="i-15", target="i-2g", faces=(3, 5, 6))
        return RollChoices(
            kind="fire", roles=(firer,), typed_outcomes={0: "steady"}, disorder=disorder
        )

    # Both units are in order already: "ordered" typed changes neither.
    preview, found = read(ba_pack, game, fire({"i-2g": "ordered", "i-15": "ordered"}))
    assert preview.can_confirm
    assert not any(e.what == "disorder" for e in preview.effects)
    assert found == ()  # typed for two units: no one cell gives that
    _, found = read(ba_pack, game, fire({"i-2g": "ordered"}))
    assert [offer_text(o) for o in found] == ["Table 12, total 14: steady, ordered"]
