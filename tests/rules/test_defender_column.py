"""A melee's defender that attacks too reads Table 8's attacker column (4.1.3), unless
something takes its attack away (4.1.1): each case against the section it cites."""

from ba_console.core.factors import Tick
from ba_console.core.resolve import RoleInput, resolve_roll
from ba_console.rules import belle_alliance as ba
from ba_console.rules.common import UnitState

BOUND = 3


def unit(key: str, **kw) -> UnitState:
    base = dict(key=key, side="france", arm="infantry", figures_start=30, figures=30)
    base.update(kw)
    return UnitState(**base)


GRENADIERS = unit("i-2g", formation="line")
PRUSSIANS = unit("i-15", side="prussia", formation="attack_column")
HUSSARS = unit("hus-2s", side="prussia", arm="cavalry", type="light")


def test_a_defender_whose_order_attacks_its_attacker_reads_the_attacker_column():
    reading = ba.defender_column(GRENADIERS, "i-15", [PRUSSIANS], BOUND)
    assert reading.attacks_too and reading.code == "attacks_too" and reading.rule == "4.1.3"
    assert (
        reading.reason == "Attacks too: reads the attacker column (its order attacks i-15, 4.1.3)"
    )
    assert reading.reason == reading.template.format(**reading.args)


def test_its_order_may_attack_any_one_of_a_common_targets_attackers():
    """4.1.5: several attackers on one target; the defender's order names the second."""
    second = unit("ii-15", side="prussia")
    assert ba.defender_column(GRENADIERS, "ii-15", [PRUSSIANS, second], BOUND).attacks_too


def test_without_an_attack_order_it_defends():
    reading = ba.defender_column(GRENADIERS, None, [PRUSSIANS], BOUND)
    assert not reading.attacks_too and reading.code == "no_attack_order"


def test_an_order_attacking_another_unit_leaves_it_a_defender_here():
    reading = ba.defender_column(GRENADIERS, "f-18", [PRUSSIANS], BOUND)
    assert not reading.attacks_too and reading.code == "attacks_elsewhere"
    assert "its order attacks f-18, not an attacker in this melee" in reading.reason


def test_infantry_attacked_by_cavalry_loses_its_own_attack():
    """4.1.1: "Same for infantry attacked by cavalry"; cavalry on cavalry keeps it."""
    reading = ba.defender_column(GRENADIERS, "hus-2s", [HUSSARS], BOUND)
    assert not reading.attacks_too and reading.code == "infantry_attacked_by_cavalry"
    assert reading.rule == "4.1.1"
    lancers = unit("lancers", arm="cavalry", type="lancers")
    assert ba.defender_column(lancers, "hus-2s", [HUSSARS], BOUND).attacks_too
    # One cavalry attacker among several is enough: the infantry is attacked by cavalry.
    assert not ba.defender_column(GRENADIERS, "i-15", [PRUSSIANS, HUSSARS], BOUND).attacks_too


def test_an_attacker_hit_in_flank_or_rear_fights_as_defender():
    """4.1.1: it loses its own attack and becomes a defender (the umpire's answer)."""
    reading = ba.defender_column(GRENADIERS, "i-15", [PRUSSIANS], BOUND, hit_in_flank_or_rear=True)
    assert not reading.attacks_too and reading.code == "hit_in_flank_or_rear"
    assert reading.reason.startswith("Hit in flank or rear: loses its own attack")


def test_a_defender_that_may_not_attack_keeps_the_defender_column():
    """4.1.1 (MD, FD, a huddle), 2.3.2 (fast march): the reasons of `attack_restrictions`."""
    cases = {
        "md_no_attack": unit("i-2g", disorder="MD"),
        "fd_no_attack": unit("i-2g", disorder="FD"),
        "huddle_no_attack": unit("i-2g", formation="huddle"),
        "fast_march_attack": unit("i-2g", flags={"fast_march": {BOUND}}),
    }
    for code, defender in cases.items():
        reading = ba.defender_column(defender, "i-15", [PRUSSIANS], BOUND)
        assert (reading.attacks_too, reading.code) == (False, code)
    # Two reasons at once: the first the rules list is the one given.
    both = unit("i-2g", disorder="MD", flags={"fast_march": {BOUND}})
    assert ba.defender_column(both, "i-15", [PRUSSIANS], BOUND).code == "md_no_attack"
    # Slight disorder does not take an attack away.
    assert ba.defender_column(unit("i-2g", disorder="LD"), "i-15", [PRUSSIANS], BOUND).attacks_too


def test_every_reason_a_unit_may_not_attack_has_a_defender_column_reason():
    attack_codes = {code for code in ba.REASONS if code.endswith("_attack")}
    assert attack_codes <= set(ba.DEFENDER_COLUMN_REASONS)


def test_artillery_and_units_at_work_or_rest_defend():
    """Table 8: "Artillery and units at work or rest" has a defender value only."""
    battery = unit("bty-yg", arm="artillery", gunners_start=8, gunners=8)
    assert ba.defender_column(battery, "i-15", [PRUSSIANS], BOUND).code == "artillery_defends"
    resting = unit("i-2g", formation="rest")
    assert ba.defender_column(resting, "i-15", [PRUSSIANS], BOUND).code == "rest_no_attack"


def test_the_logs_note_says_when_it_fought_as_an_attacker_and_when_the_umpire_ruled():
    attacks = ba.defender_column(GRENADIERS, "i-15", [PRUSSIANS], BOUND)
    assert ba.defender_column_note("i-2g", attacks, True) == (
        "defender i-2g fought as an attacker, Table 8's attacker column: Attacks too: reads "
        "the attacker column (its order attacks i-15, 4.1.3)"
    )
    assert "defender column by the umpire's ruling (1.1.9)" in ba.defender_column_note(
        "i-2g", attacks, False
    )
    plain = ba.defender_column(GRENADIERS, None, [PRUSSIANS], BOUND)
    assert ba.defender_column_note("i-2g", plain, False) == ""
    flanked = ba.defender_column(GRENADIERS, "i-15", [PRUSSIANS], BOUND, True)
    assert "despite its attack order: Hit in flank or rear" in ba.defender_column_note(
        "i-2g", flanked, False
    )


def test_a_defender_reading_the_attackers_factors_counts_the_attacker_column(ba_pack):
    """4.1.3 with Table 8's printed values: a flanking attack is +3 for an attacker, −3
    for a defender; "at the charge" has no defender value at all."""
    kind = ba_pack.roll("melee")
    ticks = (Tick("t08", "flanking_attack"), Tick("t08", "attack_at_the_charge"))

    def defender(factors_of: str | None):
        inputs = [
            RoleInput("attacker", faces=(3, 3, 3)),
            RoleInput("defender", ticks=ticks, faces=(3, 3, 3), factors_of=factors_of),
        ]
        return resolve_roll(kind, ba_pack.tables, ba_pack.dice_spec, inputs).role("defender")

    own, as_attacker = defender(None), defender("attacker")
    assert own.modifier == -3 and {f.column for f in own.counted} == {"defender"}
    assert as_attacker.modifier == 3 + 1
    assert {(f.key, f.column, f.value) for f in as_attacker.counted} == {
        ("flanking_attack", "attacker", 3),
        ("attack_at_the_charge", "attacker", 1),
    }
