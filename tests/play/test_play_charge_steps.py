"""The decisions that carry a General de Brigade charge out, previewed as they would be
logged (`play.charge.carry_out`): refused out of turn, the figures defensive fire costs, the
new formation, the chase, the evaders' fate, a new target, the end of the charge and the
reminders it gives, friends unformed by evaders and guns re-manned (digest A.1–A.4)."""

from __future__ import annotations

import json

import pytest

from ba_console.play.charge import model as m
from tests.play.charge_helpers import Umpire, codes, resolution


def payload(preview) -> dict:
    return json.loads(preview.draft.outcome.key)


def effects(preview) -> list[tuple]:
    return [(e.unit, e.what, e.from_, e.to) for e in preview.draft.effects]


# --- out of turn -------------------------------------------------------------------------------

STEPS = [
    (m.HALF_MOVE, None, {}),
    (m.FORMATION_TAKEN, None, {}),
    (m.DEFENSIVE_FIRE, None, {"figures_lost": 2}),
    (m.EVADE, None, {"through": ["ii-1t"]}),
    (m.CHASE, "caught", {}),
    (m.EVADERS_FATE, "dispersed", {}),
    (m.NEAR_BROKEN, None, {"near": ["i-1v"]}),
    (m.RETARGET, None, {"target": "i-2g"}),
    (m.COMPLETE, "contact", {}),
]


@pytest.mark.parametrize(("action", "option", "values"), STEPS)
def test_a_step_decided_out_of_turn_is_refused_and_changes_nothing(
    umpire, in_resolution, action, option, values
):
    """The charge waits for its target's reaction: no other step may be logged yet."""
    found = umpire.preview(action, in_resolution, option, **values)
    assert codes(found) == ["not_now"]
    assert found.checks[0].text == (f"charge {in_resolution} is at another step: target's reaction")
    assert payload(found) == {"action": action, "charge": in_resolution}
    assert effects(found) == []


def test_a_reaction_out_of_turn_or_to_no_charge_is_refused(umpire, in_resolution):
    umpire.decide(m.REACT, in_resolution, "stand")
    again = umpire.preview(m.REACT, in_resolution, "fire")
    assert codes(again) == ["not_now"] and payload(again) == {
        "action": "react",
        "charge": in_resolution,
    }
    nothing = umpire.preview(m.REACT, 99, "stand")
    assert codes(nothing) == ["no_charge"]
    assert nothing.checks[0].text == "There is no charge 99 in this phase"


# --- the reaction and the half move ------------------------------------------------------------


def test_only_horse_artillery_evades_with_its_guns(umpire, on_battery):
    with_guns = umpire.preview(m.REACT, on_battery, "evade", troop="horse_artillery")
    assert payload(with_guns)["with_guns"] is True  # unless the umpire says without
    without = umpire.preview(m.REACT, on_battery, "evade", troop="horse_artillery", with_guns=False)
    assert payload(without)["with_guns"] is False
    stand = umpire.preview(m.REACT, on_battery, "stand")
    assert payload(stand) == {
        "action": "react",
        "charge": on_battery,
        "reaction": "stand",
        "troop": None,
        "with_guns": False,
        "formation": None,
    }


def test_an_interception_moves_to_the_half_way_point(umpire, charged):
    n = umpire.intercept("gd-chass", charged, "pelet")
    resolution(umpire)
    umpire.decide(m.REACT, n, "stand")
    found = umpire.preview(m.HALF_MOVE, n)
    assert found.draft.outcome.label == (
        f"Charge {n}: Chasseurs à cheval de la Garde moves to the point half-way between it "
        "and 2nd Silesian Hussars"
    )


# --- defensive fire (A.2) ----------------------------------------------------------------------


def fired_at(umpire: Umpire, n: int) -> None:
    umpire.decide(m.REACT, n, "fire")
    umpire.decide(m.HALF_MOVE, n)


@pytest.mark.parametrize(
    ("typed", "lost", "figures"),
    [
        ({}, 0, None),  # nothing typed: no figure lost
        ({"figures_lost": 0}, 0, None),
        ({"figures_lost": "3"}, 3, 33),
        ({"figures_lost": 50}, 50, 0),  # never below none
    ],
)
def test_defensive_fire_costs_the_charger_the_figures_the_book_gives(
    umpire, in_resolution, typed, lost, figures
):
    n = in_resolution
    fired_at(umpire, n)
    found = umpire.preview(m.DEFENSIVE_FIRE, n, **typed)
    assert found.can_log
    assert payload(found)["figures_lost"] == lost
    assert effects(found) == ([("i-15", "figures", 36, figures)] if figures is not None else [])
    assert found.draft.outcome.label == (
        f"Charge {n}: 1/1er Tirailleurs de la Garde fires; I./15th Infantry Regiment loses "
        f"{lost} figure(s)"
    )


@pytest.mark.parametrize("typed", [-1, "two"])
def test_figures_lost_that_are_no_number_of_0_or_more_are_refused(umpire, in_resolution, typed):
    fired_at(umpire, in_resolution)
    found = umpire.preview(m.DEFENSIVE_FIRE, in_resolution, figures_lost=typed)
    assert codes(found) == ["figures_lost"]
    assert effects(found) == []


# --- a new formation (A.2 example B) -----------------------------------------------------------


def test_a_target_that_passed_its_formation_change_test_takes_the_formation(umpire, in_resolution):
    n = in_resolution
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"}, formation="square")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("formation_change_test", "i-1t", outcome="pass")
    found = umpire.preview(m.FORMATION_TAKEN, n)
    assert effects(found) == [("i-1t", "formation", "line", "square")]
    assert found.draft.outcome.label == (
        f"Charge {n}: 1/1er Tirailleurs de la Garde passed its test and forms square"
    )


# --- evasion (A.4) -----------------------------------------------------------------------------


def evading(umpire: Umpire, n: int, troop: str = "horse_artillery") -> None:
    umpire.decide(m.REACT, n, "evade", troop=troop)
    umpire.decide(m.HALF_MOVE, n)


def test_evaders_move_away_as_the_rules_say_and_pass_only_through_friends(umpire, on_battery):
    n = on_battery
    evading(umpire, n)
    found = umpire.preview(m.EVADE, n, through=["i-15", "bty-gha"])
    assert [(c.code, c.args.get("unit")) for c in found.checks if c.level == "refused"] == [
        ("not_a_friend", "i-15"),
        ("not_a_friend", "bty-gha"),  # nor itself
    ]
    assert "evade_direction" in codes(found, "prompt")
    friendly = umpire.preview(m.EVADE, n, through=["i-2g"])
    assert codes(friendly, "refused") == []
    assert friendly.draft.outcome.label == (
        f"Charge {n}: Guard Horse Battery evades; it passes through 1/2e Grenadiers à pied"
    )


def test_cossacks_through_friends_ask_both_club_readings(umpire):
    umpire.open(phasing="france")
    n = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    evading(umpire, n, troop="cossacks")
    found = umpire.preview(m.EVADE, n, through=["i-15"])
    assert codes(found, "reading") == ["reading_interpenetration", "reading_interpenetration_test"]
    umpire.reading("interpenetration", "prevents")
    found = umpire.preview(m.EVADE, n, through=["i-15"])
    assert codes(found, "reading") == ["reading_interpenetration_test"]


@pytest.mark.parametrize(("option", "caught"), [("caught", True), ("escaped", False)])
def test_the_chase_catches_the_evaders_or_they_escape(umpire, on_battery, option, caught):
    n = on_battery
    evading(umpire, n)
    umpire.decide(m.EVADE, n)
    found = umpire.preview(m.CHASE, n, option)
    assert payload(found)["caught"] is caught
    assert found.draft.outcome.label == (
        f"Charge {n}: 1st Uhlans catches the evaders; it takes its charge test"
        if caught
        else f"Charge {n}: the evaders escape 1st Uhlans"
    )
    assert ("reaches_evaders" in codes(found, "ask")) is caught


def caught_and_tested(umpire: Umpire, n: int, outcome: str) -> None:
    evading(umpire, n)
    umpire.decide(m.EVADE, n)
    umpire.decide(m.CHASE, n, "caught", confirmed={"reaches_evaders"})
    umpire.test("charge_test", "uhl", outcome=outcome)


def test_caught_evaders_of_a_charger_that_passed_disperse_and_nothing_else(umpire, on_battery):
    n = on_battery
    caught_and_tested(umpire, n, "pass")
    kept = umpire.preview(m.EVADERS_FATE, n, "kept")
    assert codes(kept, "refused") == ["evaders_disperse"]
    assert kept.draft.outcome.label == (
        f"Charge {n}: the evaders (Guard Horse Battery) do not disperse (umpire's ruling)"
    )
    dispersed = umpire.preview(m.EVADERS_FATE, n, "dispersed")
    assert codes(dispersed) == []
    assert effects(dispersed) == [
        ("bty-gha", "flag", None, {"key": "dispersed", "expires_after": None})
    ]


# --- a new target after the evaders escaped (A.4) ----------------------------------------------


def test_a_new_target_must_be_an_enemy_and_the_charge_starts_again_on_it(umpire, on_battery):
    n = on_battery
    evading(umpire, n)
    umpire.decide(m.EVADE, n)
    umpire.decide(m.CHASE, n, "escaped")
    own = umpire.preview(m.RETARGET, n, target="i-15", confirmed={"retarget_in_arc"})
    assert codes(own, "refused") == ["own_side"]
    found = umpire.preview(m.RETARGET, n, target="i-2g")
    assert codes(found, "ask") == ["retarget_in_arc"]
    assert codes(found, "prompt") == ["retarget_restarts"]
    assert found.draft.units == ("uhl", "bty-gha", "i-2g")
    assert effects(found) == [("i-2g", "flag", None, {"key": "pinned", "expires_after": 1})]


# --- the end of a charge (A.2, A.1) ------------------------------------------------------------


def both_tested(umpire: Umpire, n: int, charger: str, target: str | None = None) -> None:
    umpire.decide(m.REACT, n, "stand")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("charge_test", "i-15", outcome=charger)
    if target:
        umpire.test("charge_test", "i-1t", outcome=target)


@pytest.mark.parametrize(
    ("charger", "target", "end", "retires"),
    [
        ("pass", "retire", "vacated", True),  # the target retires: half its distance at once
        ("pass", "retire", "contact", False),
        ("pass", "pass", "halted", False),
        ("retire", None, "halted", True),  # the charger retires
        ("rout", None, "halted", False),  # a rout has a reminder of its own
    ],
)
def test_a_unit_that_retires_in_the_charge_phase_is_reminded_to_move_back_half(
    umpire, in_resolution, charger, target, end, retires
):
    both_tested(umpire, in_resolution, charger, target)
    found = umpire.preview(m.COMPLETE, in_resolution, end)
    assert found.can_log
    assert ("retire_half" in codes(found, "prompt")) is retires
    assert "mass_neighbours" not in codes(found)  # a charge of no massed column
    assert payload(found)["end"] == end


@pytest.mark.parametrize(
    ("charger", "target", "end", "routs"),
    [
        ("pass", "rout", "vacated", True),  # the target routs
        ("rout", None, "halted", True),  # the charger routs
        ("retire", None, "halted", False),
        ("pass", "retire", "vacated", False),
    ],
)
def test_a_unit_that_routs_in_the_charge_phase_is_reminded_of_half_an_involuntary_move(
    umpire, in_resolution, charger, target, end, routs
):
    """B.1 (a forum ruling): retire or rout in the charge phase moves back half an
    involuntary move at once."""
    both_tested(umpire, in_resolution, charger, target)
    found = umpire.preview(m.COMPLETE, in_resolution, end)
    assert found.can_log
    assert ("rout_half" in codes(found, "prompt")) is routs
    if routs:
        (said,) = [c for c in found.checks if c.code == "rout_half"]
        assert said.rule == "a forum ruling, not the book (digest B.1)"


def test_an_end_the_step_does_not_offer_is_refused(umpire, in_resolution):
    both_tested(umpire, in_resolution, "waver")
    found = umpire.preview(m.COMPLETE, in_resolution, "contact")
    assert codes(found) == ["not_now"]
    assert "end" not in payload(found)


def test_a_column_of_a_mass_that_broke_reminds_of_its_neighbours_tests(umpire, mass):
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    umpire.decide(m.NEAR_BROKEN, first, near=[])
    broke = umpire.preview(m.COMPLETE, second, "halted")
    assert "mass_neighbours" in codes(broke, "prompt")


def test_a_mass_said_to_have_no_column_near_the_broken_one_says_none(umpire, mass):
    first, second, third = mass
    umpire.test("charge_test", "i-1t", outcome="pass")
    umpire.test("charge_test", "ii-1t", outcome="waver")
    umpire.test("charge_test", "i-1v", outcome="pass")
    found = umpire.preview(m.NEAR_BROKEN, first, near=["ii-1t"])
    assert [(c.code, c.args["unit"]) for c in found.checks] == [("not_a_candidate", "ii-1t")]
    none = umpire.preview(m.NEAR_BROKEN, first, near=[])
    assert none.draft.outcome.label == (
        'Massed column A: within 8 cm (5") of a column that broke: none'
    )
    assert payload(none) == {"action": "near_broken", "side": "france", "mass": "A", "near": []}
    assert none.draft.units == ()


# --- what evaders leave behind (A.4 3c, 6, 7) --------------------------------------------------


def test_a_friend_owes_no_disorder_it_was_not_found_to_owe(umpire, in_resolution):
    found = umpire.preview(m.PASSAGE_UNFORMED, in_resolution, "i-18")
    assert [(c.code, c.args["unit"]) for c in found.checks] == [("no_passage", "i-18")]
    assert effects(found) == []


def test_only_abandoned_guns_are_re_manned_and_re_manned_guns_are_low_on_ammunition(umpire):
    assert codes(umpire.preview(m.RE_MAN, None, "bty-12"), "refused") == ["no_abandoned_guns"]
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
    found = umpire.preview(m.RE_MAN, None, "bty-12", confirmed={"enemy_gone"})
    assert found.can_log
    assert found.draft.units == ("bty-12",)
    assert payload(found) == {"action": "re_man", "unit": "bty-12"}
    assert effects(found) == [
        ("bty-12", "flag", {"key": "abandoned_guns", "expires_after": None}, None),
        ("bty-12", "flag", None, {"key": "low_ammunition", "expires_after": None}),
    ]


def test_evaders_the_umpire_rules_kept_are_not_flagged_dispersed(umpire, on_battery):
    n = on_battery
    caught_and_tested(umpire, n, "waver")
    kept = umpire.preview(m.EVADERS_FATE, n, "kept", confirmed={"caught_charger_failed"})
    assert kept.can_log and effects(kept) == []
    assert payload(kept)["dispersed"] is False


def test_a_target_in_the_formation_already_changes_nothing(umpire, in_resolution):
    n = in_resolution
    umpire.game.update_unit("i-1t", formation="square")
    umpire.decide(m.REACT, n, "formation_change", confirmed={"gap_over_half"}, formation="square")
    umpire.decide(m.HALF_MOVE, n)
    umpire.test("formation_change_test", "i-1t", outcome="pass")
    found = umpire.preview(m.FORMATION_TAKEN, n)
    assert found.can_log and effects(found) == []
