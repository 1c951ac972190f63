"""One whole General de Brigade charge phase on the demo (digest A.1–A.5): the Guard is
phasing; it declares a massed column of three battalions, a cavalry charge on Cossacks and
one on a foot battery; the Prussians intercept the last with their hussars and charge a
horse battery with their uhlans. Interception first, then the Guard's charges, then the
Prussians' (7.12): a counter-charge, defensive fire, a massed column whose centre wavers
and whose neighbours take the formation test, Cossacks that evade through friends who test,
a horse battery caught and dispersed. Every decision and test is in the log, which verifies.
"""

from __future__ import annotations

from ba_console import reports
from ba_console.packs import load_pack
from ba_console.play.charge import model as m
from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.play.charge_helpers import Umpire, gdb_game


def test_a_whole_charge_phase_ends_with_a_verified_log(tmp_path):
    gdb_pack = load_pack("general_de_brigade")
    path = tmp_path / "plancenoit-gdb.bagame"
    game = gdb_game(lambda pack: create_demo(path, pack=pack, seed=bytes(32)), gdb_pack)
    umpire = Umpire(game, gdb_pack)
    umpire.open(phasing="france", initiative="france")
    umpire.reading("interception_reach", "charge_phase")
    umpire.reading("interpenetration", "prevents")
    umpire.reading("interpenetration_test", "massed_column")

    # Declarations: the Guard first (A.5), then the Prussians intercept and declare.
    mass = [umpire.declare(unit, "i-15", mass="A") for unit in ("i-1t", "ii-1t", "i-1v")]
    on_cossacks = umpire.declare("gd-chass", "cossacks")
    on_battery = umpire.declare("gd-drag", "bty-12")
    umpire.declared()
    interception = umpire.intercept("hus-2s", on_battery, "losthin")
    uhlans = umpire.declare("uhl", "bty-gha")
    umpire.declared()
    assert umpire.phase().stage == m.PHASING_INTERCEPTIONS
    umpire.declared()  # the Guard intercepts nothing
    phase = umpire.phase()
    assert phase.stage == m.RESOLUTION
    assert phase.charge(on_battery).cancelled_by == interception
    order = [c.number for c in sorted(phase.charges, key=lambda c: (c.category, c.number))
             if c.open]  # fmt: skip
    assert order == [interception, *mass, on_cossacks, uhlans]

    # The interception: the dragoons counter-charge the hussars (A.3, note 7.12).
    umpire.decide(m.REACT, interception, "counter_charge")
    umpire.decide(m.HALF_MOVE, interception)
    umpire.test("charge_test", "hus-2s", outcome="pass")
    umpire.test("charge_test", "gd-drag", outcome="waver")
    umpire.decide(m.COMPLETE, interception, "contact")

    # The massed column (A.1): I./15th fires at the first battalion; the centre wavers.
    for number in mass:
        umpire.decide(m.REACT, number, "fire" if number == mass[0] else "stand")
        umpire.decide(m.HALF_MOVE, number)
    umpire.decide(m.DEFENSIVE_FIRE, mass[0], figures_lost=2)
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    umpire.decide(m.COMPLETE, mass[1], "halted")
    umpire.decide(m.NEAR_BROKEN, mass[0], near=["i-1t", "i-1v"])
    umpire.test("formation_test", "i-1t", faces=(5, 4), klass="guard_elite")
    umpire.test("formation_test", "i-1v", faces=(2, 2), klass="guard_elite")
    umpire.test("charge_test", "i-15", outcome="retire")
    umpire.decide(m.COMPLETE, mass[0], "vacated")

    # The Cossacks evade through two battalions, who test (A.4 7b, the club's reading).
    umpire.decide(m.REACT, on_cossacks, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, on_cossacks)
    umpire.decide(m.EVADE, on_cossacks, through=["ii-15", "i-18"])
    umpire.test("formation_test", "ii-15", faces=(1, 2), klass="veteran_line")
    umpire.test("formation_test", "i-18", faces=(6, 6), klass="veteran_line")
    umpire.decide(m.CHASE, on_cossacks, "escaped")
    umpire.decide(m.COMPLETE, on_cossacks, "straight_ahead")

    # Last, the non-phasing uhlans: the horse battery evades with its guns, is caught.
    umpire.decide(m.REACT, uhlans, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, uhlans)
    umpire.decide(m.EVADE, uhlans)
    umpire.decide(m.CHASE, uhlans, "caught", confirmed={"reaches_evaders"})
    umpire.test("charge_test", "uhl", outcome="pass")
    umpire.decide(m.EVADERS_FATE, uhlans, "dispersed")

    phase = umpire.phase()
    assert phase.finished
    ends = {c.number: c.end for c in phase.charges}
    assert ends == {
        mass[0]: "vacated",
        mass[1]: "halted",
        mass[2]: "halted_half_way",
        on_cossacks: "straight_ahead",
        on_battery: None,  # cancelled by the interception
        interception: "contact",
        uhlans: "evaders_dispersed",
    }
    # What the roster shows now, from the decisions and tests alone.
    assert game.unit("i-1t").figures == 24  # the two figures I./15th's fire took
    flags = {unit: umpire.flags(unit) for unit in ("i-1v", "ii-15", "i-18", "bty-gha", "i-15")}
    assert "unformed" in flags["i-1v"]
    assert "unformed" in flags["ii-15"] and "unformed" not in flags["i-18"]
    assert {"unformed", "dispersed"} <= flags["bty-gha"]
    assert "pinned" in flags["i-15"]

    # The log: every decision a row without dice, every test a roll; the chain verifies.
    decisions = game.rolls(kind=m.CHARGE_KIND)
    tests = [r for r in game.rolls() if r.kind in ("charge_test", "formation_test")]
    # 14 to open, read and declare; 3 for the interception, 10 for the mass, 5 each for the
    # Cossacks and the uhlans. 7 charge tests and 4 formation tests.
    assert len(decisions) == 37 and all(r.sides == () for r in decisions)
    assert len(tests) == 11 and all(len(r.sides) == 1 for r in tests)
    game.close()
    reopened = Game.open(game.path, read_only=True)
    try:
        report = reopened.verify()
        assert report.ok, report.reason
        html = reports.export_log(reopened, "html")
        assert "Charge decision" in html
        assert "Interception declared: 2nd Silesian Hussars intercepts Dragons" in html
    finally:
        reopened.close()
