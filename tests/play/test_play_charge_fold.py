"""General de Brigade's charge phase read back from the log (`play.charge.fold`): the order
the charges are carried out in, a mass and its columns, a new target that starts the charge
again, tests counted for the charge they belong to, and rows that are not decisions
(digest A.1–A.5, note 7.12)."""

from __future__ import annotations

from ba_console.packs import pack_from_data
from ba_console.play.charge import model as m
from ba_console.play.charge.fold import decision_of, massed_pass_key, payload_key
from ba_console.store.records import Outcome
from tests.play.charge_helpers import resolution


def test_interceptions_come_first_then_the_phasing_sides_charges_then_the_others(umpire):
    """Note 7.12 and A.3: interceptions by the side with the initiative first, then the
    other side's, then the phasing side's charges, then the non-phasing side's."""
    umpire.open(phasing="prussia", initiative="france")
    umpire.reading("interception_reach", "charge_phase")
    prussian = umpire.declare("hus-2s", "i-1t")
    umpire.declare("uhl", "i-2g")
    umpire.declared()
    french = umpire.declare("gd-drag", "i-15")
    by_france = umpire.intercept("gd-chass", prussian, "pelet")
    umpire.declared()
    by_prussia = umpire.intercept("cossacks", french, "losthin")
    categories = {c.charger: c.category for c in umpire.phase().charges}
    assert categories == {
        "gd-chass": 0,  # France has the initiative
        "cossacks": 1,
        "hus-2s": 2,  # Prussia is phasing
        "uhl": 2,
        "gd-drag": 3,
    }
    assert umpire.phase().charge(by_france).interception_of == prussian
    assert umpire.phase().charge(by_prussia).by == "losthin"


def test_the_phasing_side_has_the_initiative_unless_said_otherwise(umpire):
    umpire.open(phasing="france")
    assert (umpire.phase().phasing, umpire.phase().initiative) == ("france", "france")


def test_a_new_target_starts_the_charge_again_from_the_reaction(umpire, on_battery):
    n = on_battery
    umpire.decide(m.REACT, n, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, n)
    umpire.decide(m.EVADE, n)
    umpire.decide(m.CHASE, n, "escaped")
    umpire.decide(m.RETARGET, n, target="i-2g", confirmed={"retarget_in_arc"})
    charge = umpire.phase().charge(n)
    assert (charge.target, charge.earlier_targets, charge.step) == (
        "i-2g",
        ("bty-gha",),
        "reaction",
    )
    assert (charge.reaction, charge.troop, charge.with_guns, charge.formation) == (
        None,
        None,
        False,
        None,
    )
    assert (charge.half_moved, charge.fired, charge.evaded, charge.caught) == (
        False,
        False,
        False,
        None,
    )
    assert (charge.formation_result, charge.formation_taken) == (None, False)


def test_a_mass_is_read_from_its_charges_and_its_statement_is_each_columns_row(umpire, mass):
    first, second, third = mass
    phase = umpire.phase()
    ((side, label, numbers, near),) = [(x.side, x.label, x.charges, x.near) for x in phase.masses]
    assert (side, label, numbers, near) == ("france", "A", (first, second, third), None)
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    row = umpire.decide(m.NEAR_BROKEN, first, near=["i-1t"])
    phase = umpire.phase()
    assert phase.masses[0].near == ("i-1t",)
    assert phase.mass("france", "A") == phase.masses[0]
    assert phase.mass("prussia", "A") is None and phase.mass("france", "B") is None
    assert all(row.sequence in phase.charge(n).rows for n in mass)


def test_one_target_test_counts_for_every_column_of_the_mass_on_that_target(umpire, mass):
    for unit in ("i-1t", "ii-1t", "i-1v"):
        umpire.test("charge_test", unit, outcome="pass")
    assert {umpire.phase().charge(n).step for n in mass} == {"target_test"}
    umpire.test("charge_test", "i-15", outcome="retire")
    assert [umpire.phase().charge(n).target_result for n in mass] == ["retire"] * 3
    assert {umpire.phase().charge(n).step for n in mass} == {"contact"}


def two_charges_past_their_own_tests(umpire, second_target: str) -> tuple[int, int]:
    """I./15 charges i-1t and II./15 `second_target`, in no mass: each target stands, each
    charger makes its half move and passes its own charge test."""
    umpire.open()
    first = umpire.declare("i-15", "i-1t")
    second = umpire.declare("ii-15", second_target)
    resolution(umpire)
    for n in (first, second):
        umpire.decide(m.REACT, n, "stand")
        umpire.decide(m.HALF_MOVE, n)
    umpire.test("charge_test", "i-15", outcome="pass")
    umpire.test("charge_test", "ii-15", outcome="pass")
    return first, second


def test_a_target_test_counts_only_for_the_charges_on_that_target(umpire):
    first, second = two_charges_past_their_own_tests(umpire, "ii-1t")
    umpire.test("charge_test", "i-1t", outcome="pass")
    assert (umpire.phase().charge(first).step, umpire.phase().charge(second).step) == (
        "contact",
        "target_test",
    )


def test_a_massed_column_that_fails_its_formation_test_stops_half_way(umpire, mass):
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    umpire.decide(m.NEAR_BROKEN, first, near=["i-1t", "i-1v"])
    umpire.test("formation_test", "i-1t", faces=(5, 4), klass="guard_elite")  # 9: passes
    umpire.test("formation_test", "i-1v", faces=(3, 2), klass="guard_elite")  # 5: fails
    passed, failed = umpire.phase().charge(first), umpire.phase().charge(third)
    assert (passed.massed_result, passed.end) == ("keeps_formation", None)
    assert (failed.massed_result, failed.end, failed.step) == (
        "unformed",
        "halted_half_way",
        "finished",
    )


def test_only_a_decision_row_is_read_as_a_decision(umpire, gdb_pack):
    umpire.open()
    row = umpire.declare("hus-2s", "i-1t")
    decision = umpire.game.roll(row)
    assert decision_of(decision)["action"] == "declare"
    test = umpire.game.roll(umpire.test("charge_test", "hus-2s", outcome="pass").sequence)
    assert decision_of(test) is None
    for key in ("pass", "[1, 2]", '{"no": "action"}'):
        assert decision_of(_with_key(decision, key)) is None
    assert massed_pass_key(gdb_pack) == "keeps_formation"


def _with_key(row, key: str):
    return row.model_copy(update={"outcome": Outcome(key=key, label="x")})


def test_an_outcome_typed_from_the_book_is_never_read_as_a_decision(umpire):
    """A test's outcome is the umpire's words where the table is unset: words that look
    like a decision's are still only words."""
    umpire.open()
    row = umpire.game.roll(umpire.test("charge_test", "hus-2s", outcome="pass").sequence)
    assert decision_of(_with_key(row, '{"action": "open", "phasing": "france"}')) is None


def test_a_decision_is_kept_as_canonical_json():
    assert payload_key({"b": 1, "a": "Général"}) == '{"a":"Général","b":1}'


def test_the_massed_column_tests_pass_is_the_packs(gdb_pack):
    data = gdb_pack.model_dump(mode="json", exclude_none=True)
    data["tables"]["formation_test"]["pass_outcome"]["key"] = "holds"
    assert massed_pass_key(pack_from_data(data)) == "holds"


def test_a_charge_outside_the_mass_neither_holds_it_back_nor_makes_a_mass(umpire):
    """A.1: the mass waits for its own columns' charge tests, not for another charge of
    the same side; a charge declared without a mass is in no mass."""
    umpire.open(phasing="france")
    columns = [umpire.declare(u, "i-15", mass="A") for u in ("i-1t", "ii-1t")]
    alone = umpire.declare("gd-drag", "ii-15")
    resolution(umpire)
    for number in (*columns, alone):
        umpire.decide(m.REACT, number, "stand")
        umpire.decide(m.HALF_MOVE, number)
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="pass")
    phase = umpire.phase()
    assert [phase.charge(n).step for n in columns] == ["target_test"] * 2
    assert [(x.label, x.charges) for x in phase.masses] == [("A", tuple(columns))]


def test_one_target_test_counts_for_one_charge_outside_a_mass(umpire):
    """Two charges of one side on one target, in no mass: the target tests for each."""
    first, second = two_charges_past_their_own_tests(umpire, "i-1t")
    umpire.test("charge_test", "i-1t", outcome="pass")
    phase = umpire.phase()
    assert (phase.charge(first).step, phase.charge(second).step) == ("contact", "target_test")
    assert phase.charge(second).target_result is None


def test_a_charge_outside_the_mass_is_no_column_near_one_that_broke(umpire):
    """A.1: only the mass's own formed columns that passed may be stated near one that
    broke; the statement is a row of the mass's charges, not of the side's other charge."""
    umpire.open(phasing="france")
    columns = [umpire.declare(u, "i-15", mass="A") for u in ("i-1t", "ii-1t")]
    alone = umpire.declare("gd-drag", "ii-15")
    resolution(umpire)
    for number in (*columns, alone):
        umpire.decide(m.REACT, number, "stand")
        umpire.decide(m.HALF_MOVE, number)
    umpire.test("charge_test", "gd-drag", outcome="pass")
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    refused = umpire.preview(m.NEAR_BROKEN, columns[0], near=["gd-drag"])
    assert refused.problem is not None
    assert [c.code for c in refused.checks if c.code == "not_a_candidate"] == ["not_a_candidate"]
    row = umpire.decide(m.NEAR_BROKEN, columns[0], near=["i-1t"])
    phase = umpire.phase()
    assert all(row.sequence in phase.charge(n).rows for n in columns)
    assert row.sequence not in phase.charge(alone).rows


def test_a_charge_test_rolled_in_another_phase_is_no_step_of_a_charge(umpire, in_resolution):
    umpire.decide(m.REACT, in_resolution, "stand")
    umpire.decide(m.HALF_MOVE, in_resolution)
    umpire.game.set_phase(1, "movement")
    umpire.test("charge_test", "i-15", outcome="pass")
    umpire.game.set_phase(1, "charge", "resolution")
    charge = umpire.phase().charge(in_resolution)
    assert (charge.charger_result, charge.step) == (None, "charger_test")


def test_no_column_is_stated_near_a_broken_one_when_no_formed_column_passed(umpire):
    """A.1: the columns near one that broke are among the formed ones that passed; when the
    only one that passed is disordered, nobody is asked and the charge goes on."""
    umpire.game.add_flag("i-1t", m.UNFORMED, set_bound=1)
    umpire.open(phasing="france")
    passed, wavered = [umpire.declare(u, "i-15", mass="A") for u in ("i-1t", "ii-1t")]
    resolution(umpire)
    for number in (passed, wavered):
        umpire.decide(m.REACT, number, "stand")
        umpire.decide(m.HALF_MOVE, number)
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    assert umpire.phase().charge(passed).step == "target_test"


def test_without_the_table_the_massed_column_test_passes_on_keeps_formation(gdb_pack):
    """A pack with the formation test unset (typed from the book): the pass is the
    digest's "keeps formation"."""
    data = gdb_pack.model_dump(mode="json", exclude_none=True)
    data["tables"].pop("formation_test")
    data["rolls"]["formation_test"].pop("result")
    assert massed_pass_key(pack_from_data(data)) == "keeps_formation"
