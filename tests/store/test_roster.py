"""The roster and game state: what the store accepts, and the message when it refuses."""

from __future__ import annotations

import pytest

from ba_console.store import Game, RosterError


def test_units_come_back_in_roster_order_with_their_start_values(game: Game):
    assert [unit.key for unit in game.units()] == ["i-15", "i-1t", "bty"]
    unit = game.unit("i-15")
    assert (unit.figures, unit.figures_start, unit.valour, unit.disorder) == (36, 36, 0, "ordered")
    assert unit.formation == "line"
    assert unit.supplies_left is None  # unlimited
    battery = game.unit("bty")
    assert (battery.gunners, battery.gunners_start, battery.formation) == (8, 8, "limbered")
    assert [u.key for u in game.units(side="france")] == ["i-1t", "bty"]
    assert [u.key for u in game.units(commander="ir15")] == ["i-15"]


def test_losses_are_recorded_against_the_start_count(game: Game):
    unit = game.update_unit("i-15", figures=30, valour=-1, disorder="LD", supplies_left=3)
    assert (unit.figures, unit.figures_start, unit.valour, unit.disorder) == (30, 36, -1, "LD")
    assert game.unit("i-15").supplies_left == 3


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"figures": -1}, "unit 'i-15': figures: -1 is below the lowest allowed value 0"),
        ({"figures": 37}, "unit 'i-15': figures: 37 is more than the unit started with"),
        (
            {"figures_start": 2**63, "figures": 2**63},
            "unit 'i-15': figures: 9223372036854775808 is above the highest allowed value 9999",
        ),
        (
            {"figures_start": 10_000},
            "unit 'i-15': figures_start: 10000 is above the highest allowed value 9999",
        ),
        ({"valour": 6}, "unit 'i-15': valour: 6 is above the highest allowed value 5"),
        ({"valour": -6}, "unit 'i-15': valour: -6 is below the lowest allowed value -5"),
        ({"disorder": "panic"}, "unit 'i-15': disorder: 'panic' is not one of ordered, LD, MD, FD"),
        ({"supplies_left": 4}, "unit 'i-15': supplies_left: 4 is above the highest allowed value"),
        ({"formation": "wedge"}, "unit 'i-15': formation: 'wedge' is not one of line"),
        ({"type": "heavy"}, "unit 'i-15': type: 'heavy' is not a type of infantry"),
        ({"gunners_start": 4, "gunners": 4}, "only artillery and supply waggons have gunners"),
        ({"figures": "12"}, "unit 'i-15': figures: must be a whole number, got '12'"),
        ({"light": "yes"}, "unit 'i-15': light: must be true or false"),
        ({"side": "austria"}, "unit 'i-15': side: no side 'austria' in this game"),
        (
            {"commander": "chartrand"},
            "commander: 'chartrand' commands side 'france', not 'prussia'",
        ),
        ({"key": "other"}, "unit 'i-15': key: not a field that can be changed"),
        ({"colour": "blue"}, "unit 'i-15': colour: not a field that can be changed"),
    ],
)
def test_bad_unit_values_are_refused_naming_the_field(game: Game, changes, message):
    with pytest.raises(RosterError) as refused:
        game.update_unit("i-15", **changes)
    assert message in str(refused.value)
    assert isinstance(refused.value, ValueError)
    assert game.unit("i-15").figures == 36  # nothing changed


def test_a_new_unit_with_a_duplicate_key_or_bad_key_is_refused(game: Game):
    with pytest.raises(RosterError, match="another unit has this key"):
        game.add_unit("i-15", "Again", side="prussia", arm="infantry", type="line", figures=10)
    with pytest.raises(RosterError, match="no spaces"):
        game.add_unit("i 15", "Spaced", side="prussia", arm="infantry", type="line", figures=10)


def test_a_unit_can_start_below_its_original_strength(game: Game):
    unit = game.add_unit(
        "ii-15",
        "II./15",
        side="prussia",
        arm="infantry",
        type="line",
        figures=20,
        figures_start=36,
        valour=-1,
        valour_start=0,
    )
    assert (unit.figures, unit.figures_start, unit.valour, unit.valour_start) == (20, 36, -1, 0)


def test_a_commander_comes_with_two_orderlies(game: Game):
    orderlies = game.orderlies("hiller")
    assert [o.key for o in orderlies] == ["hiller.o1", "hiller.o2"]
    assert [o.name for o in orderlies] == ["Orderly 1 of Hiller", "Orderly 2 of Hiller"]
    game.add_commander("bulow", "Bülow", side="prussia", level="corps", orderlies=("Nostitz", "X"))
    assert [o.name for o in game.orderlies("bulow")] == ["Nostitz", "X"]
    with pytest.raises(RosterError, match="exactly 2 orderlies"):
        game.add_commander("solo", "Solo", side="prussia", orderlies=("One",))


def test_commander_hierarchy_is_checked(game: Game):
    assert game.commander("ir15").parent == "hiller"
    with pytest.raises(RosterError, match="a division commander cannot serve under a brigade"):
        game.add_commander("x", "X", side="prussia", level="division", parent="ir15")
    with pytest.raises(RosterError, match="commands side 'prussia', not 'france'"):
        game.add_commander("y", "Y", side="france", parent="hiller")
    with pytest.raises(RosterError, match="no commander 'nobody'"):
        game.add_commander("z", "Z", side="prussia", parent="nobody")
    with pytest.raises(RosterError, match="level: 'regiment' is not one of army, corps"):
        game.add_commander("w", "W", side="prussia", level="regiment")


def test_fallen_commander_and_orderly_are_recorded(game: Game):
    game.update_commander("ir15", fallen=True, rating="ineffective")
    game.update_orderly("ir15.o1", fallen=True)
    assert game.commander("ir15").fallen
    assert game.commander("ir15").rating == "ineffective"
    assert game.orderly("ir15.o1").fallen and not game.orderly("ir15.o2").fallen
    game.update_commander("ir15", replaced_by="hiller")
    assert game.commander("ir15").replaced_by == "hiller"


def test_orders_keep_the_text_verbatim_and_their_parts(game: Game):
    text = "March → Plancenoit church, fast; attack 1/1T at the charge!"
    parts = [
        {"kind": "march", "to": "church", "rate": "fast"},
        {"kind": "attack", "target": "i-1t"},
    ]
    game.save_order(2, "i-15", text, parts=parts, status="needs_roll")
    order = game.order(2, "i-15")
    assert order is not None
    assert (order.text, order.parts, order.status) == (text, tuple(parts), "needs_roll")
    game.save_order(2, "i-15", text, parts=parts, status="followed")
    assert [o.status for o in game.orders(2)] == ["followed"]
    assert game.orders(3) == []
    with pytest.raises(RosterError, match="status: 'lost' is not one of written"):
        game.save_order(2, "i-15", text, status="lost")
    with pytest.raises(RosterError, match="no such unit"):
        game.save_order(2, "ghost", "march")


def test_phase_state_moves_and_persists(game: Game, game_path):
    assert (game.phase().bound, game.phase().phase) == (1, "ordering")
    game.set_phase(3, "melee", "continued_advance")
    game.close()
    with Game.open(game_path) as again:
        state = again.phase()
        assert (state.bound, state.phase, state.sub_phase) == (3, "melee", "continued_advance")


def test_flags_last_from_their_bound_to_their_expiry(game: Game):
    game.set_phase(2, "fire")
    fired = game.add_flag("i-15", "fired", expires_after=2)
    charged = game.add_flag("i-15", "charged", expires_after=3)
    game.add_flag("i-1t", "marksmen_target")  # until removed
    assert {f.key for f in game.flags("i-15", bound=2)} == {"fired", "charged"}
    assert {f.key for f in game.flags("i-15", bound=3)} == {"charged"}
    assert [f.key for f in game.flags(bound=1)] == []
    gone = game.expire_flags(3)
    assert gone == [fired]
    assert [f.id for f in game.flags()] == [charged.id, charged.id + 1]
    with pytest.raises(RosterError, match="before the flag is set"):
        game.add_flag("i-15", "odd", set_bound=4, expires_after=3)


def test_side_penalty_applies_from_now_until_its_last_bound(game: Game):
    game.set_phase(2, "movement")
    game.add_side_penalty("prussia", -1, until_bound=3)
    game.add_side_penalty("prussia", -2, until_bound=2)
    assert game.side_penalty("prussia", 2) == -3
    assert game.side_penalty("prussia", 3) == -1
    assert game.side_penalty("prussia", 4) == 0
    assert game.side_penalty("france", 2) == 0
    with pytest.raises(RosterError, match="no side 'austria'"):
        game.add_side_penalty("austria", -1, until_bound=3)


def test_transaction_groups_writes_all_or_nothing(game: Game):
    with pytest.raises(RosterError), game.transaction():
        game.update_unit("i-15", figures=20)
        game.update_unit("i-1t", figures=99)
    assert game.unit("i-15").figures == 36


def test_game_info_can_be_edited(game: Game):
    info = game.update_info(title="Plancenoit", date="1815-06-18", dice_mode="physical")
    assert (info.title, info.date, info.dice_mode) == ("Plancenoit", "1815-06-18", "physical")
    with pytest.raises(RosterError, match="dice_mode: 'dice' is not one of console"):
        game.update_info(dice_mode="dice")


def test_switching_pack_keeps_the_old_copy(game: Game):
    old = game.pack()
    game.set_pack(pack_toml="edited", pack_id="test", pack_hash="b" * 64, pack_version="2")
    assert game.pack().toml == "edited"
    assert game.pack(old.hash).toml == old.toml
    assert game.info.pack_version == "2"
