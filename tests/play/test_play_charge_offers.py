"""What the Charges dialog offers the umpire at each step of General de Brigade's charge
phase (`play.charge.offers.choices`), as the log would say it: the decisions and tests of
the moment, their rules, and the fields each asks with their choices and defaults. The
phase is played on the demo as `test_play_charge` plays it (digest A.1–A.5)."""

from __future__ import annotations

import pytest

from ba_console.packs import pack_from_data
from ba_console.play.charge import model as m
from ba_console.play.charge.session import offers_charges
from ba_console.play.charge.words import english, step_text
from tests.play.charge_helpers import ORDINARY, Umpire, resolution

PRUSSIAN_COMMANDERS = ["buelow", "hiller", "losthin", "ir15", "slw1", "ir18"]
FRENCH_COMMANDERS = ["duhesme", "chartrand", "guye", "pelet"]
READINGS = ["interception_reach", "counter_charge", "interpenetration", "interpenetration_test"]
CHARGES = "VII, charges (digest A.2)"
EVASION = "VII, evasion (digest A.4)"
NOTE_7_12 = "VII, note 7.12 (digest A.5)"
INTERCEPTION = "VII, interception charges (digest A.3)"


def offered(umpire: Umpire, charge: int | None = None) -> list[tuple]:
    """(action, option, the log's words, rule) of each choice of `charge` (None: the
    phase's own decisions, the club's readings left out)."""
    roster = umpire.session.roster()
    return [
        (c.action, c.option, english(c.label, roster), c.rule)
        for c in umpire.session.choices()
        if c.charge == charge and c.action != m.READING
    ]


def choice(umpire: Umpire, action: str, charge: int | None = None, option: str | None = None):
    (found,) = [
        c
        for c in umpire.session.choices()
        if (c.action, c.charge) == (action, charge) and (option is None or c.option == option)
    ]
    return found


def fields(umpire: Umpire, found) -> dict[str, tuple]:
    """Each field: (kind, the log's words, default, required, the values offered)."""
    roster = umpire.session.roster()
    return {
        f.key: (f.kind, english(f.label, roster), f.default, f.required, [v for v, _ in f.options])
        for f in found.fields
    }


def units_of(umpire: Umpire, side: str) -> list[str]:
    roster = umpire.session.roster()
    return [u.key for u in roster.units.values() if u.side == side]


def rolled(found) -> tuple:
    return (found.roll.kind, [(r.role, r.unit) for r in found.roll.roles])


# --- the declarations (A.3, A.5) --------------------------------------------------------------


def test_before_the_phase_opens_the_umpire_says_who_is_phasing_and_who_commands(umpire):
    assert offered(umpire) == [("open", None, "Open the charge phase", NOTE_7_12)]
    assert fields(umpire, choice(umpire, m.OPEN)) == {
        "phasing": ("side", "Phasing side", "prussia", True, ["prussia", "france"]),
        "initiative": ("side", "Side with the initiative", None, False, ["prussia", "france"]),
        "c_in_c.prussia": (
            "commander",
            "C-in-C of Prussian IV Corps (Bülow)",
            "buelow",
            False,
            PRUSSIAN_COMMANDERS,
        ),
        "c_in_c.france": (
            "commander",
            "C-in-C of Imperial Guard at Plancenoit",
            "duhesme",
            False,
            FRENCH_COMMANDERS,
        ),
    }
    readings = [c.option for c in umpire.session.choices() if c.action == m.READING]
    assert readings == READINGS


def test_a_club_reading_offers_its_answers_and_shows_the_one_given(umpire):
    reach = choice(umpire, m.READING, option="interception_reach")
    assert fields(umpire, reach)["answer"] == (
        "pick",
        "The club's reading",
        None,
        True,
        ["charge_phase", "turn"],
    )
    umpire.reading("interception_reach", "turn")
    reach = choice(umpire, m.READING, option="interception_reach")
    assert fields(umpire, reach)["answer"][2] == "turn"


def test_the_phasing_side_declares_its_charges_on_the_enemy(umpire):
    umpire.open(phasing="prussia", initiative="france")
    assert offered(umpire) == [
        ("open", None, "Open the charge phase", NOTE_7_12),
        ("declare", None, "Declare a charge of Prussian IV Corps (Bülow)", CHARGES),
        ("declared", None, "Prussian IV Corps (Bülow) has declared its charges", NOTE_7_12),
    ]
    # Opened again before any charge: what was said stands as the default.
    assert fields(umpire, choice(umpire, m.OPEN))["initiative"][2] == "france"
    declare = fields(umpire, choice(umpire, m.DECLARE))
    assert declare["charger"][4] == units_of(umpire, "prussia")
    assert declare["target"][4] == units_of(umpire, "france")
    assert declare["mass"] == ("text", "Massed column (a name; empty: none)", None, False, [])
    umpire.declare("hus-2s", "i-1t")
    assert [action for action, *_ in offered(umpire)] == ["declare", "declared"]


def test_the_non_phasing_side_intercepts_and_declares_then_the_phasing_side_intercepts(umpire):
    umpire.open()
    first = umpire.declare("hus-2s", "i-1t")
    umpire.declared()
    assert offered(umpire) == [
        ("declare", None, "Declare a charge of Imperial Guard at Plancenoit", CHARGES),
        (
            "intercept",
            None,
            "Declare an interception by Imperial Guard at Plancenoit",
            INTERCEPTION,
        ),
        (
            "declared",
            None,
            "Imperial Guard at Plancenoit has declared its interceptions and charges",
            NOTE_7_12,
        ),
    ]
    intercept = fields(umpire, choice(umpire, m.INTERCEPT))
    assert intercept["charger"][:2] == ("unit", "Intercepting cavalry")
    assert intercept["charger"][4] == units_of(umpire, "france")
    assert intercept["of"] == ("charge", "Enemy charge intercepted", None, True, [str(first)])
    (label,) = [label for _, label in choice(umpire, m.INTERCEPT).fields[1].options]
    assert english(label, umpire.session.roster()) == f"charge {first}: 2nd Silesian Hussars"
    assert intercept["by"] == (
        "commander",
        "Ordered by (C-in-C or brigade commander)",
        None,
        True,
        FRENCH_COMMANDERS,
    )
    french = umpire.declare("gd-chass", "i-15")
    umpire.declared()
    assert offered(umpire) == [
        ("intercept", None, "Declare an interception by Prussian IV Corps (Bülow)", INTERCEPTION),
        (
            "declared",
            None,
            "Prussian IV Corps (Bülow) has declared its interceptions: close them",
            NOTE_7_12,
        ),
    ]
    assert fields(umpire, choice(umpire, m.INTERCEPT))["of"][4] == [str(french)]


# --- the target's reaction (A.2, A.4, note 7.12) -------------------------------------------------


def test_a_charged_unit_may_stand_fire_counter_charge_change_formation_or_evade(
    umpire, in_resolution
):
    n = in_resolution
    target = "1/1er Tirailleurs de la Garde"
    assert offered(umpire, n) == [
        ("react", "stand", f"{target} stands", CHARGES),
        ("react", "fire", f"{target} stands and fires", CHARGES),
        (
            "react",
            "counter_charge",
            f"{target} counter-charges I./15th Infantry Regiment",
            NOTE_7_12,
        ),
        ("react", "formation_change", f"{target} changes formation (forms square…)", CHARGES),
        ("react", "evade", f"{target} evades", EVASION),
        ("react", "fire_and_evade", f"{target} fires, then evades", EVASION),
    ]
    assert fields(umpire, choice(umpire, m.REACT, n, "stand")) == {}
    assert fields(umpire, choice(umpire, m.REACT, n, "formation_change"))["formation"][:4] == (
        "pick",
        "New formation",
        "square",
        True,
    )
    for reaction in ("evade", "fire_and_evade"):
        evading = fields(umpire, choice(umpire, m.REACT, n, reaction))
        assert evading["troop"] == (
            "pick",
            f"{target} evades as",
            "none",  # a battalion of the line is none of those who may evade
            True,
            ["cossacks", "skirmishers", "horse_artillery", "foot_artillery_crews"]
            + ["open_order_infantry", "none"],
        )
        assert evading["with_guns"] == ("flag", "Horse artillery: with its guns", True, False, [])


def test_a_horse_battery_evades_as_horse_artillery_unless_the_umpire_says_otherwise(
    umpire, on_battery
):
    evading = fields(umpire, choice(umpire, m.REACT, on_battery, "evade"))
    assert evading["troop"][2] == "horse_artillery"


# --- carrying a charge out (A.2) ----------------------------------------------------------------


def test_stand_and_fire_offers_each_step_in_turn(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "fire")
    assert offered(umpire, n) == [
        (
            "half_move",
            None,
            "I./15th Infantry Regiment moves half the distance to 1/1er Tirailleurs de la Garde",
            CHARGES,
        )
    ]
    umpire.decide(m.HALF_MOVE, n)
    assert offered(umpire, n) == [
        (
            "defensive_fire",
            None,
            "Defensive fire of 1/1er Tirailleurs de la Garde on I./15th Infantry Regiment",
            CHARGES,
        )
    ]
    assert fields(umpire, choice(umpire, m.DEFENSIVE_FIRE, n)) == {
        "figures_lost": (
            "count",
            "Figures I./15th Infantry Regiment loses (from the book)",
            0,
            True,
            [],
        )
    }
    umpire.decide(m.DEFENSIVE_FIRE, n, figures_lost=2)
    charger_test = choice(umpire, "roll", n)
    assert offered(umpire, n) == [
        ("roll", None, "Roll the charge test of I./15th Infantry Regiment", CHARGES)
    ]
    assert rolled(charger_test) == ("charge_test", [("unit", "i-15")])
    umpire.test("charge_test", "i-15", outcome="pass")
    assert offered(umpire, n) == [
        ("roll", None, "Roll the charge test of 1/1er Tirailleurs de la Garde", CHARGES)
    ]
    assert rolled(choice(umpire, "roll", n)) == ("charge_test", [("unit", "i-1t")])
    umpire.test("charge_test", "i-1t", outcome="retire")
    assert offered(umpire, n) == [
        (
            "complete",
            "vacated",
            "1/1er Tirailleurs de la Garde gave ground: I./15th Infantry Regiment takes the "
            "vacated position",
            CHARGES,
        ),
        (
            "complete",
            "contact",
            "I./15th Infantry Regiment completes its move into contact with 1/1er Tirailleurs "
            "de la Garde: melee follows",
            CHARGES,
        ),
        ("complete", "halted", "I./15th Infantry Regiment halts", CHARGES),
    ]


def test_a_target_that_passes_its_test_cannot_have_given_ground(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "stand")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("charge_test", "i-15", outcome="pass")
    umpire.test("charge_test", "i-1t", outcome="pass")
    assert [option for _, option, *_ in offered(umpire, n)] == ["contact", "halted"]


def test_a_charger_that_fails_its_test_can_only_halt(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "stand")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("charge_test", "i-15", outcome="waver")
    assert offered(umpire, n) == [
        ("complete", "halted", "I./15th Infantry Regiment halts", CHARGES)
    ]


def test_a_formation_change_is_tested_then_taken(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"}, formation="square")
    umpire.decide(m.HALF_MOVE, n)
    test = choice(umpire, "roll", n)
    assert english(test.label, umpire.session.roster()) == (
        "Roll the formation change test of 1/1er Tirailleurs de la Garde"
    )
    assert rolled(test) == ("formation_change_test", [("unit", "i-1t")])
    umpire.test("formation_change_test", "i-1t", outcome="pass")
    assert offered(umpire, n) == [
        ("formation_taken", None, "1/1er Tirailleurs de la Garde takes its new formation", CHARGES)
    ]


def test_a_counter_charging_target_tests_as_a_charger(umpire):
    umpire.open()
    umpire.reading("counter_charge", "any")
    n = umpire.declare("i-15", "i-1t")
    resolution(umpire)
    umpire.decide(m.REACT, n, "counter_charge")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("charge_test", "i-15", outcome="pass")
    assert offered(umpire, n) == [
        (
            "roll",
            None,
            "Roll the charge test of 1/1er Tirailleurs de la Garde (counter-charge)",
            CHARGES,
        )
    ]


# --- evasion (A.4) --------------------------------------------------------------------------------


def evading_battery(umpire: Umpire, n: int) -> None:
    umpire.decide(m.REACT, n, "evade", troop="horse_artillery", with_guns=True)
    umpire.decide(m.HALF_MOVE, n)


def test_evaders_move_through_friends_and_the_silent_cases_are_asked(umpire, on_battery):
    n = on_battery
    evading_battery(umpire, n)
    assert offered(umpire, n) == [
        ("evade", None, "Guard Horse Battery evades its full evade distance", EVASION)
    ]
    friends = [u for u in units_of(umpire, "france") if u != "bty-gha"]
    # Horse artillery: the text says what evading does to it and to friends (A.4 7, 8).
    assert fields(umpire, choice(umpire, m.EVADE, n)) == {
        "reached_cover": ("flag", "Reached cover and stopped there", False, False, []),
        "through": ("units", "Friends it passed through", (), False, friends),
    }


def test_open_order_infantry_is_asked_what_the_text_does_not_say(umpire):
    umpire.open(phasing="france")
    n = umpire.declare("gd-chass", "i-15")
    resolution(umpire)
    umpire.reading("counter_charge", "cavalry")
    umpire.decide(m.REACT, n, "evade", troop="open_order_infantry", ruling=True, confirmed=ORDINARY)
    umpire.decide(m.HALF_MOVE, n)
    asked = fields(umpire, choice(umpire, m.EVADE, n))
    assert asked["unformed"] == (
        "flag",
        "Unformed after evading (the text is silent)",
        False,
        False,
        [],
    )
    assert asked["disorders"] == (
        "flag",
        "Disorders the friends it passes (the text is silent)",
        False,
        False,
        [],
    )


def test_a_chase_catches_the_evaders_or_not_and_escaped_evaders_leave_three_choices(
    umpire, on_battery
):
    n = on_battery
    evading_battery(umpire, n)
    umpire.decide(m.EVADE, n)
    assert offered(umpire, n) == [
        ("chase", "caught", "1st Uhlans catches the evaders", EVASION),
        ("chase", "escaped", "The evaders are out of the reach of 1st Uhlans", EVASION),
    ]
    umpire.decide(m.CHASE, n, "escaped")
    assert offered(umpire, n) == [
        ("complete", "halt_on_position", "1st Uhlans halts on the evaders' old position", EVASION),
        (
            "complete",
            "straight_ahead",
            "1st Uhlans moves straight ahead its full charge move",
            EVASION,
        ),
        ("retarget", None, "1st Uhlans charges another enemy unit instead", EVASION),
    ]
    assert fields(umpire, choice(umpire, m.RETARGET, n)) == {
        "target": ("unit", "New target", None, True, units_of(umpire, "france"))
    }


@pytest.mark.parametrize(
    ("outcome", "fates"), [("pass", ["dispersed"]), ("waver", ["dispersed", "kept"])]
)
def test_caught_evaders_disperse_unless_the_charger_failed_its_test(
    umpire, on_battery, outcome, fates
):
    n = on_battery
    evading_battery(umpire, n)
    umpire.decide(m.EVADE, n)
    umpire.decide(m.CHASE, n, "caught", confirmed={"reaches_evaders"})
    umpire.test("charge_test", "uhl", outcome=outcome)
    words = {
        "dispersed": "the caught evaders (Guard Horse Battery) disperse",
        "kept": "the evaders (Guard Horse Battery) do not disperse (umpire's ruling)",
    }
    assert offered(umpire, n) == [("evaders_fate", fate, words[fate], EVASION) for fate in fates]


def test_guns_left_behind_may_be_re_manned(umpire):
    umpire.open(phasing="france")
    n = umpire.declare("gd-chass", "bty-12")
    resolution(umpire)
    umpire.decide(
        m.REACT,
        n,
        "evade",
        troop="foot_artillery_crews",
        confirmed={"crews_beside_infantry_or_cover"},
    )
    umpire.decide(m.HALF_MOVE, n)
    umpire.decide(m.EVADE, n, reached_cover=True)
    re_man = choice(umpire, m.RE_MAN)
    assert (re_man.option, english(re_man.label, umpire.session.roster())) == (
        "bty-12",
        "The crew of 12-pdr Foot Battery (15th Brigade) re-mans the abandoned guns",
    )
    assert re_man.rule == EVASION


# --- friends the evaders passed through (A.4 7) ------------------------------------------------


def test_friends_passed_through_are_tested_then_unformed_by_the_umpires_row(umpire):
    umpire.open(phasing="france")
    umpire.reading("interpenetration", "prevents")
    umpire.reading("interpenetration_test", "book")
    n = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    umpire.decide(m.REACT, n, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, n)
    umpire.decide(m.EVADE, n, through=["i-15"])
    test = [c for c in umpire.session.choices() if c.charge == n and c.option == "i-15"]
    assert [(c.action, english(c.label, umpire.session.roster())) for c in test] == [
        ("roll", "Roll the formation test of I./15th Infantry Regiment (evaders passed through it)")
    ]
    assert rolled(test[0]) == ("formation_change_test", [("unit", "i-15")])
    umpire.test("formation_change_test", "i-15", outcome="fail")
    unformed = choice(umpire, m.PASSAGE_UNFORMED, n)
    assert (unformed.option, english(unformed.label, umpire.session.roster())) == (
        "i-15",
        "I./15th Infantry Regiment failed its formation test: it is unformed",
    )


# --- a massed column (A.1) ---------------------------------------------------------------------


def test_columns_near_a_broken_one_are_offered_then_take_the_massed_column_test(umpire, mass):
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    near = choice(umpire, m.NEAR_BROKEN, first)
    assert english(near.label, umpire.session.roster()) == (
        'Formed columns of the mass within 8 cm (5") of a column that wavered, retired or routed'
    )
    assert fields(umpire, near)["near"] == (
        "units",
        'Within 8 cm (5")',
        (),
        False,
        ["i-1t", "i-1v"],  # the columns that passed; not the one that wavered
    )
    umpire.decide(m.NEAR_BROKEN, first, near=["i-1t"])
    test = choice(umpire, "roll", first)
    assert english(test.label, umpire.session.roster()) == (
        "Roll the massed-column formation test of 1/1er Tirailleurs de la Garde"
    )
    assert rolled(test) == ("formation_test", [("column", "i-1t")])


def test_only_a_pack_whose_rules_have_a_charge_phase_offers_charges(ba_pack, gdb_pack):
    assert offers_charges(gdb_pack) and not offers_charges(ba_pack)
    data = gdb_pack.model_dump(mode="json", exclude_none=True)
    data["phases"] = [p for p in data["phases"] if p["key"] != "charge"]
    data["rolls"] = {k: {**r, "steps": []} for k, r in data["rolls"].items()}
    assert not offers_charges(pack_from_data(data))


def test_an_interception_moves_half_way_and_says_its_step(umpire, charged):
    n = umpire.intercept("gd-chass", charged, "pelet")
    resolution(umpire)
    umpire.decide(m.REACT, n, "stand")
    assert offered(umpire, n) == [
        (
            "half_move",
            None,
            "Chasseurs à cheval de la Garde moves to the point half-way between it and 2nd "
            "Silesian Hussars",
            INTERCEPTION,
        )
    ]
    charge = umpire.phase().charge(n)
    assert english(step_text(charge), umpire.session.roster()) == "half move"
