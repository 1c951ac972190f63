"""The reason on a roster tick: English text for the log, and the translatable template it
was made from (with its arguments) for the GUI to show in the umpire's language.

Every predicate of the registries is run through the pack's factor rows, as the roll
dialog runs them, and its tick must carry a template that fills in to exactly the English
`reason` the log records. A predicate added without a case here fails the coverage test.
"""

from __future__ import annotations

import pytest

from ba_console.core.orders import March, OrderParts
from ba_console.rules import belle_alliance as ba
from ba_console.rules import general_de_brigade as gdb
from ba_console.rules.common import RollContext, UnitState, role_factor_tables

# (registry, predicate, unit, context, the English reason as the log records it)
CASES = [
    ("ba", "disorder_ld", {"disorder": "LD"}, {}, "the unit is in LD (5.2.0)"),
    ("ba", "disorder_md", {"disorder": "MD"}, {}, "the unit is in MD (5.3.0)"),
    ("ba", "disorder_fd", {"disorder": "FD"}, {}, "the unit is in FD (5.4.0)"),
    ("ba", "fired_this_bound", {"flags": {"fired": [4]}}, {}, "fired in bound 4 (Table 8, 4.1.3)"),
    ("ba", "charged_last_bound", {"flags": {"charged": [3]}}, {}, "charged in bound 3 (2.3.3)"),
    (
        "ba",
        "attacked_this_or_last_bound",
        {"flags": {"attacked": [3]}},
        {},
        "attacked in bound 3 (4.1.1)",
    ),
    (
        "ba",
        "defended_this_or_last_bound",
        {"flags": {"defended": [4]}},
        {},
        "defended in bound 4 (4.1.1)",
    ),
    (
        "ba",
        "opponent_fd_this_or_last_bound",
        {"flags": {"opponent_into_fd": [3]}},
        {},
        "brought an opponent into FD in bound 3 (4.1.1)",
    ),
    (
        "ba",
        "changed_formation_this_bound",
        {"flags": {"changed_formation": [4]}},
        {},
        "split, assembled or changed formation in bound 4 (2.1.0, 2.2.1)",
    ),
    (
        "ba",
        "formation_column_of_march",
        {"formation": "column_of_march"},
        {},
        "the unit is in column of march (1.3.1)",
    ),
    (
        "ba",
        "formation_skirmish_line",
        {"formation": "skirmish_line"},
        {},
        "the unit is in skirmish line (1.3.2)",
    ),
    ("ba", "artillery_or_work_or_rest", {"arm": "artillery"}, {}, "artillery (4.5.0)"),
    (
        "ba",
        "neighbour_named",
        {},
        {"neighbours": 1},
        "a neighbour unit is named for this roll (3.1.6, 4.1.6)",
    ),
    (
        "ba",
        "artillery_or_work_or_rest",
        {"formation": "work"},
        {},
        "the unit is at work (1.3.5, 1.3.6)",
    ),
    (
        "ba",
        "artillery_or_work_or_rest",
        {"formation": "rest"},
        {},
        "the unit is at rest (1.3.5, 1.3.6)",
    ),
    ("ba", "without_supplies", {"supplies_left": 0}, {}, "the unit has no supplies left (5.5.3)"),
    ("ba", "heavy_cavalry", {"arm": "cavalry", "type": "heavy"}, {}, "heavy cavalry (4.4.0)"),
    ("ba", "light_cavalry", {"arm": "cavalry", "type": "light"}, {}, "light cavalry (4.4.0)"),
    (
        "ba",
        "attack_at_the_charge",
        {},
        {"at_the_charge": True},
        "the attack is made at the charge (2.3.3)",
    ),
    (
        "ba",
        "heavy_cavalry_or_lancers_at_the_charge",
        {"arm": "cavalry", "type": "lancers"},
        {"at_the_charge": True},
        "heavy cavalry or lancers attacking at the charge (2.3.3)",
    ),
    (
        "ba",
        "figures_50_per_cent_more",
        {"figures": 45},
        {"opponent_figures": 30},
        "45 figures against 30: the highest tier reached (4.1.3)",
    ),
    (
        "ba",
        "figures_100_per_cent_more",
        {"figures": 30},
        {"opponent_figures": 14},
        "30 figures against 14: the highest tier reached (4.1.3)",
    ),
    (
        "ba",
        "figures_200_per_cent_more",
        {"arm": "artillery", "gunners": 6},
        {"opponent_figures": 10, "firing_artillery": True},
        "30 figures (gunners ×5, 3.4.3) against 10: the highest tier reached (4.1.3)",
    ),
    ("ba", "valour", {"valour": 1}, {}, "the unit's valour is +1 (5.5.1)"),
    ("ba", "valour", {"valour": -2}, {}, "the unit's valour is -2 (5.5.1)"),
    ("ba", "marksmen", {"marksmen": True}, {}, "highly trained marksmen (5.5.1)"),
    (
        "ba",
        "commander_engaged",
        {},
        {"commander_engaged": -3},
        "commander engaged this bound: -3 (1.1.4, Table 10)",
    ),
    (
        "ba",
        "staff_in_base_contact",
        {},
        {"staff_in_base_contact": True},
        "commander or orderly in base contact (1.1.3)",
    ),
    (
        "ba",
        "march_toward_commander_only",
        {},
        {"order": OrderParts(march=March(toward_commander=True))},
        "the order is only a march toward the commander (1.1.3)",
    ),
    (
        "ba",
        "change_to_huddle_only",
        {},
        {"order": OrderParts(formation="huddle")},
        "the order is only a change to huddle (1.1.3)",
    ),
    (
        "ba",
        "commander_effective",
        {},
        {"commander_rating": "effective"},
        "the immediate commander is particularly effective (1.1.3)",
    ),
    (
        "ba",
        "commander_ineffective",
        {},
        {"commander_rating": "ineffective"},
        "the immediate commander is particularly ineffective (1.1.3)",
    ),
    (
        "ba",
        "failed_bounds_same_order",
        {},
        {"failed_bounds": 2},
        "the same order failed its ordering roll in the 2 bound(s) before this one (1.1.3): "
        "counted 2 times",
    ),
    (
        "ba",
        "failed_replacement_bounds",
        {},
        {"failed_bounds": 2},
        "the replacement failed in the 2 bound(s) before this one (1.1.4): counted 2 times",
    ),
    (
        "gdb",
        "gifted_commander",
        {"klass": "veteran_line"},
        {"gifted_commander": True},
        "the commander with the column is gifted (VII, massed columns)",
    ),
    (
        "gdb",
        "formed_square",
        {"formation": "square", "disorder": "formed"},
        {},
        "the unit stands in square and is formed (VII, XII)",
    ),
    (
        "gdb",
        "fire_casualties",
        {},
        {"fire_casualties": 2},
        "the unit lost 2 figure(s) to defensive fire in its charge (VII)",
    ),
]
MODULES = {"ba": ba, "gdb": gdb}


def roster_tick(pack, module, predicate: str, unit: UnitState, context: RollContext):
    """The tick a roll dialog would get for the pack row that names `predicate`."""
    for kind_key, kind in pack.rolls.items():
        for role in kind.roles:
            for table_id, table, _column in role_factor_tables(kind, role.key, pack.tables):
                for row in table.rows:
                    if row.auto != predicate:
                        continue
                    ticks = module.auto_ticks(pack, kind_key, role.key, unit, 4, context)
                    return next(t for t in ticks if (t.table, t.key) == (table_id, row.key))
    raise AssertionError(f"no roll of pack {pack.id} reads a row ticked by {predicate!r}")


@pytest.mark.parametrize(
    ("registry", "predicate", "unit", "context", "english"),
    CASES,
    ids=[f"{case[1]}-{index}" for index, case in enumerate(CASES)],
)
def test_each_reason_is_a_template_that_fills_in_to_the_logged_english(
    ba_pack, gdb_pack, registry, predicate, unit, context, english
):
    pack = ba_pack if registry == "ba" else gdb_pack
    state = UnitState(**{"key": "u", "side": "france", "figures_start": 30, "figures": 30, **unit})
    tick = roster_tick(pack, MODULES[registry], predicate, state, RollContext(**context))
    assert tick.auto
    assert tick.reason == english  # the log, the CLI's JSON and the tests read this
    assert tick.template, f"{predicate}: no translatable template"
    assert tick.template.format(**tick.args) == tick.reason


def test_the_numbers_are_arguments_not_part_of_the_template(ba_pack):
    # Two units with different valour share one template: only the argument differs, so
    # one Danish sentence serves every value.
    plus = roster_tick(ba_pack, ba, "valour", UnitState(key="a", valour=2), RollContext())
    minus = roster_tick(ba_pack, ba, "valour", UnitState(key="b", valour=-1), RollContext())
    assert plus.template == minus.template
    assert (plus.args, minus.args) == ({"valour": 2}, {"valour": -1})
    late = UnitState(key="c", flags={"attacked": [3]})
    tick = roster_tick(ba_pack, ba, "attacked_this_or_last_bound", late, RollContext())
    assert tick.args == {"bound": 3} and "3" not in tick.template


def test_an_unformed_square_claims_no_square_bonus(gdb_pack):
    """An unformed unit cannot claim square (digest B.1): neither the charge test's square
    bonus nor the melee's square is ticked for it, nor for a formed unit not in square."""
    for unit in (
        UnitState(key="u", formation="square", disorder="unformed"),
        UnitState(key="u", formation="line", disorder="formed"),
    ):
        for kind, role in (("charge_test", "unit"), ("melee", "defender")):
            ticks = gdb.auto_ticks(gdb_pack, kind, role, unit, 4, RollContext())
            assert [t.key for t in ticks] == [], (unit, kind)
    square = UnitState(key="u", formation="square", disorder="formed")
    ticks = gdb.auto_ticks(gdb_pack, "charge_test", "unit", square, 4, RollContext())
    assert [(t.key, t.auto) for t in ticks] == [("square_bonus", True)]


def test_every_predicate_of_both_registries_has_a_case():
    covered = {(registry, predicate) for registry, predicate, *_ in CASES}
    known = {(name, key) for name, module in MODULES.items() for key in module.AUTO_PREDICATES}
    assert known - covered == set()
