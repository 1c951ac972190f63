"""General de Brigade's charge phase as steps of play (`play.charge`), rule by rule against
the seed digest (shared/rules/general-de-brigade/digest.md, part A): each test names the
section it follows. Decisions are logged as the window logs them (a row of kind
`charge_decision`, no dice); tests are ordinary rolls through `play.roll`."""

from __future__ import annotations

import json

from ba_console.play.charge import model as m
from tests.play.charge_helpers import ORDINARY, Umpire, codes, gdb_game, resolution

# --- declarations: order and pinning (A.5) -------------------------------------------------


def test_a_decision_is_a_log_row_of_its_own_kind_with_no_dice(umpire):
    umpire.open()
    number = umpire.declare("hus-2s", "i-1t")
    row = umpire.game.roll(number)
    assert row.kind == m.CHARGE_KIND == "charge_decision"
    assert row.sides == ()
    assert json.loads(row.outcome.key) == {
        "action": "declare",
        "side": "prussia",
        "charger": "hus-2s",
        "target": "i-1t",
        "mass": None,
    }
    assert (
        row.outcome.label
        == "Charge declared: 2nd Silesian Hussars on 1/1er Tirailleurs de la Garde"
    )
    assert "confirmed by the umpire: the brigade general of 2nd Silesian Hussars" in row.note
    # The target is charged: pinned for the bound (note 7.12).
    assert "pinned" in umpire.flags("i-1t")


def test_charges_are_declared_only_in_the_charge_phase(demo, gdb_pack):
    umpire = Umpire(gdb_game(demo, gdb_pack, phase="movement"), gdb_pack)
    found = umpire.preview(m.OPEN, phasing="prussia")
    assert codes(found, "refused") == ["not_charge_phase"]
    assert found.problem.code == "blocked"


def test_the_non_phasing_side_declares_after_the_phasing_side(umpire):
    """A.5, declaration order: the non-phasing player declares only after the phasing
    player has declared."""
    umpire.open()
    early = umpire.preview(m.DECLARE, charger="gd-chass", target="i-15", confirmed=ORDINARY)
    assert "not_declaring_side" in codes(early, "refused")
    assert early.problem.code == "blocked"
    umpire.declared()
    assert umpire.phase().stage == m.NON_PHASING
    assert umpire.declare("gd-chass", "i-15")


def test_a_charged_unit_may_not_charge_a_third_unit(umpire):
    """A.5, note 7.12: a unit that has been charged may not declare a charge on a third
    unit; it stands or counter-charges its attacker."""
    umpire.open()
    number = umpire.declare("hus-2s", "gd-drag")
    umpire.declared()
    found = umpire.preview(m.DECLARE, charger="gd-drag", target="i-15", confirmed=ORDINARY)
    (pinned,) = [c for c in found.checks if c.code == "pinned"]
    assert pinned.level == "refused" and pinned.args["number"] == number
    assert "stands or counter-charges its attacker" in pinned.text
    assert pinned.rule == "VII, note 7.12 (digest A.5)"


def test_each_unit_declares_one_charge_a_turn(umpire):
    umpire.open()
    first = umpire.declare("hus-2s", "i-1t")
    found = umpire.preview(m.DECLARE, charger="hus-2s", target="i-1v", confirmed=ORDINARY)
    assert [c.args["number"] for c in found.checks if c.code == "one_charge"] == [first]


def test_the_table_facts_of_a_charge_are_ticked_by_the_umpire(umpire):
    """A.2 example A (command radius), A.3 procedure (visible, in reach, 22° arc), A.5
    Deluxe change (the general's allowance): the console asks, it never measures."""
    umpire.open()
    found = umpire.preview(m.DECLARE, charger="hus-2s", target="i-1t")
    assert codes(found, "ask") == ["command_radius", "visible", "in_reach", "in_arc", "allowance"]
    assert found.problem.code == "confirm"
    assert "command radius" in found.problem.english(umpire.session.roster())
    assert umpire.preview(m.DECLARE, charger="hus-2s", target="i-1t", confirmed=ORDINARY).can_log


# --- interception charges (A.3) ------------------------------------------------------------


def test_only_cavalry_may_intercept(umpire, charged):
    """A.3 restriction a: cavalry only."""
    found = umpire.preview(
        m.INTERCEPT, charger="i-2g", of=str(charged), by="pelet", confirmed=ORDINARY
    )
    assert "cavalry_only" in codes(found, "refused")


def test_each_commander_orders_one_interception_a_turn(umpire):
    """A.3 restriction b: the C-in-C and each brigade commander order one interception a
    turn, for one cavalry unit."""
    umpire.open()
    umpire.reading("interception_reach", "charge_phase")
    first = umpire.declare("hus-2s", "i-1t")
    second = umpire.declare("uhl", "i-1v")
    umpire.declared()
    umpire.intercept("gd-chass", first, "duhesme")  # Duhesme is the French C-in-C here
    found = umpire.preview(
        m.INTERCEPT, charger="gd-drag", of=str(second), by="duhesme",
        confirmed=ORDINARY | {"reach_at_start"},
    )  # fmt: skip
    (once,) = [c for c in found.checks if c.code == "one_per_commander"]
    assert once.level == "refused" and once.args["number"] > first
    # Guye, the dragoons' own brigade commander, may order it.
    assert umpire.intercept("gd-drag", second, "guye")


def test_a_brigade_commander_intercepts_only_with_his_own_brigades_cavalry(umpire, charged):
    """A.3 restriction c; the C-in-C orders any of his cavalry."""
    confirmed = ORDINARY | {"reach_at_start"}
    other = umpire.preview(
        m.INTERCEPT, charger="gd-chass", of=str(charged), by="guye", confirmed=confirmed
    )
    (refused,) = [c for c in other.checks if c.code == "own_brigade"]
    assert refused.args == {"commander": "guye", "unit": "gd-chass"}
    own = umpire.preview(
        m.INTERCEPT, charger="gd-chass", of=str(charged), by="pelet", confirmed=confirmed
    )
    chief = umpire.preview(
        m.INTERCEPT, charger="gd-chass", of=str(charged), by="duhesme", confirmed=confirmed
    )
    assert own.can_log and chief.can_log
    enemy = umpire.preview(
        m.INTERCEPT, charger="gd-chass", of=str(charged), by="buelow", confirmed=confirmed
    )
    assert "no_commander" in codes(enemy, "refused")


def test_interception_reach_is_the_clubs_reading_and_the_umpire_ticks_it(umpire):
    """A.3 restriction d says "at the start of the charge phase", the designer's note (A.5)
    "at the start of the turn": the console asks the club which, then asks the umpire."""
    umpire.open()
    number = umpire.declare("hus-2s", "i-1t")
    umpire.declared()
    ask = umpire.preview(m.INTERCEPT, charger="gd-chass", of=str(number), by="pelet",
                         confirmed=ORDINARY)  # fmt: skip
    assert ask.problem.code == "reading"
    assert "designer's note" in ask.problem.subject.english
    umpire.reading("interception_reach", "turn")
    ask = umpire.preview(m.INTERCEPT, charger="gd-chass", of=str(number), by="pelet",
                         confirmed=ORDINARY)  # fmt: skip
    (reach,) = [c for c in ask.checks if c.code == "reach_at_start"]
    assert (
        reach.text == "gd-chass was within charge distance of hus-2s at the start of the turn (d)"
    )
    assert ask.problem.code == "confirm"
    row = umpire.game.roll(umpire.intercept("gd-chass", number, "pelet"))
    assert "within charge distance of 2nd Silesian Hussars at the start of the turn" in row.note


def test_an_interception_is_declared_right_after_the_enemys_declarations(umpire):
    """A.3 procedure: right after the enemy's declarations and before any is resolved; the
    window closes with the declarations (A.5)."""
    umpire.open()
    umpire.reading("interception_reach", "charge_phase")
    number = umpire.declare("hus-2s", "i-1t")
    too_early = umpire.preview(m.INTERCEPT, charger="gd-chass", of=str(number), by="pelet")
    assert "not_declaring_now" in codes(too_early, "refused")
    resolution(umpire)
    too_late = umpire.preview(m.INTERCEPT, charger="gd-chass", of=str(number), by="pelet")
    (closed,) = [c for c in too_late.checks if c.code == "declarations_closed"]
    assert "before any charge is carried out" in closed.text


def test_an_interception_cancels_the_charge_and_is_carried_out_first(umpire, charged):
    """A.3 step by step: the declared charge is cancelled on the spot; the interceptor moves
    first, to the point half-way; the original charger reacts as the charged party."""
    other = umpire.declare("gd-drag", "i-15")  # a French charge (non-phasing)
    number = umpire.intercept("gd-chass", charged, "pelet")
    row = umpire.game.roll(number)
    assert [(e.unit, e.what, e.to, e.from_) for e in row.effects] == [
        ("hus-2s", "flag", {"key": "pinned", "expires_after": 1}, None),
        ("i-1t", "flag", None, {"key": "pinned", "expires_after": 1}),
    ]
    resolution(umpire)
    phase = umpire.phase()
    assert phase.charge(charged).cancelled_by == number
    assert phase.charge(charged).step == m.CANCELLED
    interception = phase.charge(number)
    assert (interception.charger, interception.target) == ("gd-chass", "hus-2s")
    assert f"react:{number}:counter_charge" in umpire.choice_keys(number)
    # The French charge waits for the interception (and, note 7.12, the phasing charges).
    waits = umpire.preview(m.REACT, other, "stand")
    (wait,) = [c for c in waits.checks if c.code == "wait"]
    assert wait.args["number"] == number
    # France has no initiative: its interception is the second kind, still A.3's rule.
    assert (interception.category, wait.rule) == (1, "VII, interception charges (digest A.3)")
    umpire.decide(m.REACT, number, "stand")
    half = umpire.preview(m.HALF_MOVE, number)
    assert half.draft.outcome.label == (
        f"Charge {number}: Chasseurs à cheval de la Garde moves to the point half-way "
        "between it and 2nd Silesian Hussars"
    )


def test_intercepting_an_interception_is_asked_because_the_text_is_silent(umpire, charged):
    """A.3 speaks of intercepting the enemy's declared charges, and of both players
    intercepting between the same units: whether an interception may itself be intercepted
    it does not say, so the umpire rules it by ticking."""
    umpire.declare("gd-drag", "i-15")  # France declares a charge: Prussia may intercept next
    interception = umpire.intercept("gd-chass", charged, "pelet")
    umpire.declared()
    found = umpire.preview(
        m.INTERCEPT, charger="uhl", of=str(interception), by="ir18",
        confirmed=ORDINARY | {"reach_at_start"},
    )  # fmt: skip
    (asked,) = [c for c in found.checks if c.code == "intercept_interception"]
    assert asked.level == "ask"
    assert "does not say whether an interception may be intercepted" in asked.text
    assert found.problem.code == "confirm"
    umpire.intercept(
        "uhl",
        interception,
        "ir18",
        confirmed=ORDINARY | {"reach_at_start", "intercept_interception"},
    )
    assert umpire.charge(interception).cancelled_by is not None


def test_the_phasing_side_may_intercept_the_non_phasing_sides_charges(umpire, charged):
    """A.3: a player intercepts right after his opponent's declarations; interceptions are
    carried out first, those of the side with the initiative before the other's (A.3
    definition), then the phasing side's charges, then the non-phasing side's (7.12)."""
    french = umpire.declare("gd-drag", "i-15")
    interception = umpire.intercept("gd-chass", charged, "pelet")
    umpire.declared()
    assert umpire.phase().stage == m.PHASING_INTERCEPTIONS
    prussian = umpire.intercept("uhl", french, "ir18")
    umpire.declared()
    phase = umpire.phase()
    order = sorted(phase.charges, key=lambda c: (c.category, c.number))
    assert [c.number for c in order if c.open] == [prussian, interception]


# --- reactions and the sequence (A.2, A.5) --------------------------------------------------


def test_stand_and_fire_runs_half_move_fire_charger_test_target_test_then_contact(
    umpire, in_resolution
):
    """A.2 example A: the target declares stand and fire; the charger moves half the
    distance; the target fires (two figures lost); the charger tests and passes; the target
    tests and retires; the charger takes the vacated position."""
    n = in_resolution
    assert umpire.charge(n).step == m.REACTION
    umpire.decide(m.REACT, n, "fire")
    assert umpire.charge(n).step == m.HALF_MOVE_STEP
    umpire.decide(m.HALF_MOVE, n)
    assert umpire.charge(n).step == m.DEFENSIVE_FIRE_STEP
    fire = umpire.decide(m.DEFENSIVE_FIRE, n, figures_lost=2)
    assert [(e.unit, e.what, e.from_, e.to) for e in fire.effects] == [("i-15", "figures", 36, 34)]
    assert umpire.game.unit("i-15").figures == 34
    assert umpire.charge(n).step == m.CHARGER_TEST
    (offer,) = [c for c in umpire.session.choices() if c.charge == n]
    assert (offer.roll.kind, offer.roll.roles[0].unit) == ("charge_test", "i-15")
    umpire.test("charge_test", "i-15", outcome="pass")
    assert umpire.charge(n).step == m.TARGET_TEST
    umpire.test("charge_test", "i-1t", outcome="retire")
    charge = umpire.charge(n)
    assert (charge.charger_result, charge.target_result, charge.step) == (
        "pass",
        "retire",
        "contact",
    )
    # The target gave ground: the vacated position comes first (what Enter logs).
    assert umpire.choice_keys(n) == [f"complete:{n}:vacated", f"complete:{n}:contact",
                                     f"complete:{n}:halted"]  # fmt: skip
    vacated = umpire.preview(m.COMPLETE, n, "vacated")
    assert codes(vacated, "prompt") == ["retire_half"]  # half its retire distance at once
    umpire.decide(m.COMPLETE, n, "vacated")
    assert umpire.charge(n).end == "vacated"
    assert umpire.phase().finished


def test_a_charger_that_does_not_pass_halts_and_the_target_does_not_test(umpire, in_resolution):
    """A.2 example A, step 6: the target tests only because the charger was not stopped."""
    n = in_resolution
    umpire.decide(m.REACT, n, "stand")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("charge_test", "i-15", outcome="waver")
    assert umpire.charge(n).step == m.HALTED
    assert umpire.choice_keys(n) == [f"complete:{n}:halted"]
    umpire.test("charge_test", "i-1t", outcome="pass")  # nobody waits for it
    assert umpire.charge(n).target_result is None


def test_a_formation_change_needs_a_gap_over_half_the_charge_move(umpire, in_resolution):
    """A.2 example B: forming square is allowed because the gap is more than half the
    charger's charge move; the formation change test follows the half move."""
    n = in_resolution
    found = umpire.preview(m.REACT, n, "formation_change", formation="square")
    (gap,) = [c for c in found.checks if c.code == "gap_over_half"]
    assert gap.level == "ask"
    assert found.problem.code == "confirm"
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"}, formation="square")
    umpire.decide(m.HALF_MOVE, n)
    (offer,) = [c for c in umpire.session.choices() if c.charge == n]
    assert (offer.roll.kind, offer.roll.roles[0].unit) == ("formation_change_test", "i-1t")
    umpire.test("formation_change_test", "i-1t", outcome="pass")
    taken = umpire.decide(m.FORMATION_TAKEN, n)
    assert [(e.what, e.from_, e.to) for e in taken.effects] == [("formation", "line", "square")]
    assert umpire.charge(n).step == m.CHARGER_TEST


def test_the_target_takes_the_formation_it_chose(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"},
                  formation="attack_column")  # fmt: skip
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("formation_change_test", "i-1t", outcome="pass")
    taken = umpire.decide(m.FORMATION_TAKEN, n)
    assert [(e.what, e.from_, e.to) for e in taken.effects] == [
        ("formation", "line", "attack_column")
    ]
    assert taken.outcome.label.endswith("passed its test and forms attack column")


def test_a_failed_formation_change_leaves_the_formation_and_goes_on(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"}, formation="square")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("formation_change_test", "i-1t", outcome="fail")
    assert umpire.charge(n).step == m.CHARGER_TEST
    assert umpire.game.unit("i-1t").formation == "line"


def test_cavalry_counter_charges_and_other_arms_by_the_clubs_reading(umpire):
    """A.5, note 7.12: a charged unit stands or counter-charges its attacker. Whether
    infantry may (the 2nd-edition review says not) is the club's reading."""
    umpire.open()
    on_cavalry = umpire.declare("i-15", "gd-chass")
    on_infantry = umpire.declare("ii-15", "i-1v")
    resolution(umpire)
    cavalry = umpire.preview(m.REACT, on_cavalry, "counter_charge")
    assert cavalry.can_log and codes(cavalry, "prompt") == ["counter_charger_tests"]
    infantry = umpire.preview(m.REACT, on_infantry, "counter_charge")
    assert infantry.problem.code == "reading"
    umpire.reading("counter_charge", "cavalry")
    assert "counter_charge_cavalry" in codes(
        umpire.preview(m.REACT, on_infantry, "counter_charge"), "refused"
    )
    umpire.reading("counter_charge", "any")
    assert umpire.preview(m.REACT, on_infantry, "counter_charge").can_log
    umpire.decide(m.REACT, on_cavalry, "counter_charge")
    umpire.decide(m.HALF_MOVE, on_cavalry)
    umpire.test("charge_test", "i-15", outcome="pass")
    (offer,) = [c for c in umpire.session.choices() if c.charge == on_cavalry]
    assert offer.label.english == "Roll the charge test of {target} (counter-charge)".format(
        target="gd-chass"
    )


def test_the_non_phasing_sides_charges_come_after_the_phasing_sides(umpire):
    """A.5, note 7.12: the non-phasing player carries out his charges after the phasing
    player, even if he declared first; the umpire may rule otherwise, and the log says so."""
    umpire.open()
    prussian = umpire.declare("i-15", "i-1t")
    umpire.declared()
    french = umpire.declare("gd-drag", "ii-15")
    resolution(umpire)
    found = umpire.preview(m.REACT, french, "stand")
    (wait,) = [c for c in found.checks if c.code == "wait"]
    assert wait.args == {"number": prussian, "what": "a charge of the phasing side"}
    assert wait.rule == "VII, note 7.12 (digest A.5)"
    assert found.problem.code == "blocked"
    row = umpire.decide(m.REACT, french, "stand", ruling=True)
    assert row.note.startswith("umpire's ruling: logged although charge ")
    assert "(VII, note 7.12 (digest A.5))" in row.note
    # Its half move still waits for the Prussian charge: the ruling was for the reaction.
    half = umpire.preview(m.HALF_MOVE, french)
    assert [c.args["number"] for c in half.checks if c.code == "wait"] == [prussian]
    assert half.problem.code == "blocked"


# --- evasion (A.4) ------------------------------------------------------------------------


def test_only_those_the_pack_names_may_evade(umpire):
    """A.4, who may evade: Cossacks, skirmishers, horse artillery, foot-artillery crews next
    to formed infantry or cover, open-order infantry 1792–1800; nobody else (A.5: line
    infantry and heavy cavalry never)."""
    umpire.open()
    n = umpire.declare("i-15", "i-1t")
    on_battery = umpire.declare("uhl", "bty-gha")
    resolution(umpire)
    line = umpire.preview(m.REACT, n, "evade", troop="none")
    assert "not_an_evader" in codes(line, "refused")
    cossacks = umpire.preview(m.REACT, n, "evade", troop="cossacks")
    assert "evader_not_in_roster" in codes(cossacks, "refused")  # i-1t is infantry
    open_order = umpire.preview(m.REACT, n, "evade", troop="open_order_infantry")
    (years,) = [c for c in open_order.checks if c.code == "evasion_years"]
    assert "1792-1800" in years.text  # the demo is 1815
    horse = umpire.preview(m.REACT, on_battery, "evade", troop="horse_artillery")
    assert horse.can_log


def test_foot_artillery_crews_evade_only_beside_formed_infantry_or_cover(umpire):
    umpire.open()
    number = umpire.declare("gd-chass", "bty-12", ruling=True)  # phasing is Prussia
    resolution(umpire)
    found = umpire.preview(m.REACT, number, "evade", troop="foot_artillery_crews")
    assert codes(found, "ask") == ["crews_beside_infantry_or_cover"]


def test_no_evade_and_fire_but_skirmishers_charged_by_close_order_infantry(umpire):
    """A.4 restriction a."""
    umpire.open()
    by_infantry = umpire.declare("i-15", "ii-1t")
    by_cavalry = umpire.declare("hus-2s", "i-1v")
    resolution(umpire)
    ok = umpire.preview(m.REACT, by_infantry, "fire_and_evade", troop="skirmishers")
    assert codes(ok, "ask") == ["close_order_infantry"]
    assert "no_evade_and_fire" in codes(
        umpire.preview(m.REACT, by_cavalry, "fire_and_evade", troop="skirmishers"), "refused"
    )


def test_evading_foot_crews_abandon_the_guns_and_re_manned_guns_are_low_on_ammunition(umpire):
    """A.4 3c, 6 and 8a: deployed foot-artillery crews abandon the guns and are unformed at
    once; once the enemy has gone the crew re-mans the guns, now Low on Ammunition."""
    umpire.open(phasing="france")
    number = umpire.declare("gd-chass", "bty-12")
    resolution(umpire)
    umpire.decide(m.REACT, number, "evade", confirmed={"crews_beside_infantry_or_cover"},
                  troop="foot_artillery_crews")  # fmt: skip
    umpire.decide(m.HALF_MOVE, number)
    row = umpire.decide(m.EVADE, number, reached_cover=True)
    assert {(e.unit, e.to["key"]) for e in row.effects} == {
        ("bty-12", "unformed"),
        ("bty-12", "abandoned_guns"),
    }
    assert row.outcome.label.endswith("evades and stops in cover")
    assert {"unformed", "abandoned_guns"} <= umpire.flags("bty-12")
    re_man = umpire.preview(m.RE_MAN, option="bty-12")
    assert codes(re_man, "ask") == ["enemy_gone"]
    manned = umpire.decide(m.RE_MAN, option="bty-12", confirmed={"enemy_gone"})
    assert "Low on Ammunition" in manned.outcome.label
    flags = umpire.flags("bty-12")
    assert "low_ammunition" in flags and "abandoned_guns" not in flags


def test_evaders_already_unformed_are_not_flagged_again(umpire, on_battery):
    """A.4 8a: horse artillery with its guns is unformed after evading; a battery that was
    unformed already keeps its one flag."""
    umpire.game.add_flag("bty-gha", m.UNFORMED, set_bound=1)
    umpire.decide(m.REACT, on_battery, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, on_battery)
    assert umpire.decide(m.EVADE, on_battery).effects == ()
    assert len(umpire.game.flags("bty-gha", key=m.UNFORMED)) == 1


def test_caught_evaders_disperse(umpire, on_battery):
    """A.4 4a: a charger that reaches the evaders with the rest of its move takes its charge
    test and hits them as routers: they disperse. Horse artillery with its guns is
    unformed after evading (8a)."""
    n = on_battery
    umpire.decide(m.REACT, n, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, n)
    evade = umpire.decide(m.EVADE, n)
    assert [(e.unit, e.to["key"]) for e in evade.effects] == [("bty-gha", "unformed")]
    caught = umpire.preview(m.CHASE, n, "caught")
    assert codes(caught, "ask") == ["reaches_evaders"]
    umpire.decide(m.CHASE, n, "caught", confirmed={"reaches_evaders"})
    assert umpire.charge(n).step == m.CHARGER_TEST
    umpire.test("charge_test", "uhl", outcome="pass")
    kept = umpire.preview(m.EVADERS_FATE, n, "kept")
    assert "evaders_disperse" in codes(kept, "refused")
    row = umpire.decide(m.EVADERS_FATE, n, "dispersed")
    assert [(e.unit, e.to) for e in row.effects] == [
        ("bty-gha", {"key": "dispersed", "expires_after": None})
    ]
    assert umpire.charge(n).end == "evaders_dispersed"


def test_caught_evaders_of_a_charger_that_failed_its_test_are_the_umpires_ruling(
    umpire, on_battery
):
    """A.4 4a does not say what happens when the charger fails its test: the console asks."""
    n = on_battery
    umpire.decide(m.REACT, n, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, n)
    umpire.decide(m.EVADE, n)
    umpire.decide(m.CHASE, n, "caught", confirmed={"reaches_evaders"})
    umpire.test("charge_test", "uhl", outcome="waver")
    kept = umpire.preview(m.EVADERS_FATE, n, "kept")
    assert codes(kept, "ask") == ["caught_charger_failed"]
    umpire.decide(m.EVADERS_FATE, n, "kept", confirmed={"caught_charger_failed"})
    assert umpire.charge(n).end == "evaders_not_dispersed"


def test_escaped_evaders_leave_the_charger_its_three_choices(umpire, on_battery):
    """A.4 5: charge another enemy unit inside the 22° arc and within the charge move (the
    charge starts again on it), halt on the evaders' old position, or go straight ahead."""
    n = on_battery
    umpire.decide(m.REACT, n, "evade", troop="horse_artillery", with_guns=False)
    umpire.decide(m.HALF_MOVE, n)
    evade = umpire.decide(m.EVADE, n)
    # Evading without its guns: the battery's guns are abandoned (A.4 3b, 6).
    assert ("bty-gha", "abandoned_guns") in {(e.unit, e.to["key"]) for e in evade.effects}
    umpire.decide(m.CHASE, n, "escaped")
    assert umpire.choice_keys(n) == [
        f"complete:{n}:halt_on_position",
        f"complete:{n}:straight_ahead",
        f"retarget:{n}:",
    ]
    again = umpire.preview(m.RETARGET, n, target="i-2g")
    assert codes(again, "ask") == ["retarget_in_arc"]
    umpire.decide(m.RETARGET, n, target="i-2g", confirmed={"retarget_in_arc"})
    charge = umpire.charge(n)
    assert (charge.target, charge.earlier_targets, charge.step) == (
        "i-2g",
        ("bty-gha",),
        "reaction",
    )
    assert "pinned" in umpire.flags("i-2g")


def test_escaped_evaders_are_not_charged_again_as_another_unit(umpire, on_battery):
    """A.4 5a: the charger may charge *another* enemy unit; the evaders that escaped its
    reach are not that unit."""
    n = on_battery
    umpire.decide(m.REACT, n, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, n)
    umpire.decide(m.EVADE, n)
    umpire.decide(m.CHASE, n, "escaped")
    again = umpire.preview(m.RETARGET, n, target="bty-gha", confirmed={"retarget_in_arc"})
    assert codes(again, "refused") == ["not_another"]
    assert not again.can_log
    assert again.checks[0].text == (
        "bty-gha escaped the charge of uhl: it may charge another enemy unit"
    )


def test_skirmishers_pass_through_friends_freely_and_stay_formed(umpire, in_resolution):
    """A.4 7a and 8b."""
    n = in_resolution
    umpire.game.update_unit("i-1t", type="light")  # the umpire states they are skirmishers
    umpire.decide(m.REACT, n, "evade", troop="skirmishers")
    umpire.decide(m.HALF_MOVE, n)
    row = umpire.decide(m.EVADE, n, through=["ii-1t", "i-1v"])
    assert row.effects == ()
    assert umpire.charge(n).passages == ()


def test_cossacks_through_friends_disorder_them_by_the_clubs_reading(umpire):
    """A.4 7b: limbered artillery and Cossacks passing through friends disorder them and a
    formation test is compulsory; whether the test prevents the disorder or follows it, and
    which test it is, the club says."""
    umpire.open(phasing="france")
    number = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    umpire.decide(m.REACT, number, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, number)
    ask = umpire.preview(m.EVADE, number, through=["i-15", "ii-15"])
    assert ask.problem.code == "reading"
    umpire.reading("interpenetration", "prevents")
    umpire.reading("interpenetration_test", "massed_column")
    row = umpire.decide(m.EVADE, number, through=["i-15", "ii-15"])
    assert row.effects == ()  # the Cossacks stay formed (8b); the friends test first
    offers = [c for c in umpire.session.choices() if c.charge == number and c.roll]
    assert [(c.roll.kind, c.roll.roles[0].unit) for c in offers] == [
        ("formation_test", "i-15"),
        ("formation_test", "ii-15"),
    ]
    failed = umpire.test("formation_test", "i-15", faces=(2, 3), klass="veteran_line")
    assert [(e.unit, e.to["key"]) for e in failed.effects] == [("i-15", "unformed")]
    umpire.test("formation_test", "ii-15", faces=(6, 5), klass="veteran_line")
    assert [p.result for p in umpire.charge(number).passages] == ["unformed", "keeps_formation"]


def test_a_friends_test_counts_for_its_passage_after_the_charge_is_over(umpire):
    """A.4 7b: the friends the Cossacks passed through may test after the charge ended."""
    umpire.open(phasing="france")
    number = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    umpire.reading("interpenetration", "prevents")
    umpire.reading("interpenetration_test", "massed_column")
    umpire.decide(m.REACT, number, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, number)
    umpire.decide(m.EVADE, number, through=["i-15"])
    umpire.decide(m.CHASE, number, "caught", confirmed={"reaches_evaders"})
    umpire.test("charge_test", "gd-chass", outcome="pass")
    umpire.decide(m.EVADERS_FATE, number, "dispersed")
    assert umpire.charge(number).step == m.FINISHED
    umpire.test("formation_test", "i-15", faces=(6, 5), klass="veteran_line")
    assert [p.result for p in umpire.charge(number).passages] == ["keeps_formation"]


def test_disorder_first_when_the_club_reads_the_test_as_following(umpire):
    umpire.open(phasing="france")
    number = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    umpire.reading("interpenetration", "follows")
    umpire.reading("interpenetration_test", "book")
    umpire.decide(m.REACT, number, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, number)
    row = umpire.decide(m.EVADE, number, through=["i-15"])
    assert [(e.unit, e.to["key"]) for e in row.effects] == [("i-15", "unformed")]
    (offer,) = [c for c in umpire.session.choices() if c.charge == number and c.roll]
    assert (offer.roll.kind, offer.roll.roles[0].unit) == ("formation_change_test", "i-15")


def test_a_book_test_that_prevents_the_disorder_unforms_on_a_fail(umpire):
    umpire.open(phasing="france")
    number = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    umpire.reading("interpenetration", "prevents")
    umpire.reading("interpenetration_test", "book")
    umpire.decide(m.REACT, number, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, number)
    umpire.decide(m.EVADE, number, through=["i-15"])
    umpire.test("formation_change_test", "i-15", outcome="fail")
    assert f"passage_unformed:{number}:i-15" in umpire.choice_keys(number)
    row = umpire.decide(m.PASSAGE_UNFORMED, number, "i-15")
    assert [(e.unit, e.to["key"]) for e in row.effects] == [("i-15", "unformed")]
    assert f"passage_unformed:{number}:i-15" not in umpire.choice_keys(number)


# --- massed columns (A.1) -----------------------------------------------------------------


def test_no_battalion_of_a_mass_goes_into_contact_before_all_have_tested(umpire, mass):
    """A.1, 1: every battalion takes its charge test at the same time; none is moved into
    contact until all have tested."""
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    assert umpire.charge(first).step == m.MASS_WAIT
    assert umpire.choice_keys(first) == []


def test_the_massed_column_test_is_offered_to_formed_columns_near_one_that_broke(umpire, mass):
    """A.1, 2–3 and the worked example: the centre battalion wavers; the two beside it, within
    8 cm (5"), take the formation test; the one that fails is unformed, stops half-way and
    does not fight; the one that passes goes on into melee."""
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    assert umpire.charge(second).step == m.HALTED
    assert umpire.charge(first).step == umpire.charge(third).step == m.NEAR_BROKEN_STEP
    (near,) = [c for c in umpire.session.choices() if c.action == m.NEAR_BROKEN][:1]
    assert [value for value, _ in near.fields[0].options] == ["i-1t", "i-1v"]
    row = umpire.decide(m.NEAR_BROKEN, first, near=["i-1t", "i-1v"])
    assert row.outcome.label.startswith('Massed column A: within 8 cm (5") of a column')
    offers = [c for c in umpire.session.choices() if c.roll is not None]
    assert [(c.roll.kind, c.roll.roles[0].unit) for c in offers] == [
        ("formation_test", "i-1t"),
        ("formation_test", "i-1v"),
    ]
    umpire.test("formation_test", "i-1t", faces=(5, 4), klass="guard_elite")  # 9: passes
    umpire.test("formation_test", "i-1v", faces=(3, 2), klass="guard_elite")  # 5: fails
    assert umpire.charge(first).step == m.TARGET_TEST
    third_charge = umpire.charge(third)
    assert (third_charge.end, third_charge.step) == ("halted_half_way", m.FINISHED)
    assert "unformed" in umpire.flags("i-1v")
    # One test of the target serves the battalions of the mass still charging it.
    umpire.test("charge_test", "i-15", outcome="pass")
    assert umpire.charge(first).target_result == "pass"


def test_a_column_not_near_the_broken_one_takes_no_test(umpire, mass):
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="rout")
    umpire.test("charge_test", "i-1v", outcome="pass")
    umpire.decide(m.NEAR_BROKEN, first, near=["i-1t"])
    assert umpire.charge(first).step == m.MASSED_COLUMN_TEST
    assert umpire.charge(third).step == m.TARGET_TEST


def test_an_unformed_column_is_no_candidate(umpire, mass):
    """A.1, 3: every *formed* column within 8 cm takes the test."""
    first, second, third = mass
    umpire.game.add_flag("i-1v", "unformed", set_bound=1)
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="retire")
    umpire.test("charge_test", "i-1v", outcome="pass")
    (near,) = [c for c in umpire.session.choices() if c.action == m.NEAR_BROKEN][:1]
    assert [value for value, _ in near.fields[0].options] == ["i-1t"]
    assert "not_a_candidate" in codes(
        umpire.preview(m.NEAR_BROKEN, first, near=["i-1v"]), "refused"
    )


# --- voiding --------------------------------------------------------------------------------


def test_a_voided_decision_is_undone(umpire, in_resolution):
    n = in_resolution
    reaction = umpire.decide(m.REACT, n, "stand")
    umpire.decide(m.HALF_MOVE, n)
    umpire.game.void_roll(reaction.sequence, "wrong reaction")
    charge = umpire.charge(n)
    assert (charge.reaction, charge.step) == (None, m.REACTION)
    # The half move logged after it names the charge, whose step is again the reaction:
    # it is read as made, and the next half move is not asked for twice.
    assert charge.half_moved


def test_a_voided_declaration_takes_its_pin_back(umpire):
    umpire.open()
    number = umpire.declare("hus-2s", "i-1t")
    umpire.game.void_roll(number, "declared by mistake")
    assert umpire.phase().charges == ()
    assert "pinned" not in umpire.flags("i-1t")
