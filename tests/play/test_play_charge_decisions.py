"""Each decision of General de Brigade's charge phase as it would be logged
(`play.charge.decide.preview`): what keeps it from being logged and which words say so, the
row's words, its payload and units, and its note (digest A.3, A.5, note 7.12)."""

from __future__ import annotations

import json

from ba_console.play.charge import model as m
from ba_console.play.charge.model import Request
from tests.play.charge_helpers import ORDINARY, Umpire, codes, resolution


def problem(umpire: Umpire, preview) -> tuple[str, str] | None:
    """What keeps a decision from being logged, as the dialog says it in English."""
    if preview.problem is None:
        return None
    return preview.problem.code, preview.problem.english(umpire.session.roster())


def payload(preview) -> dict:
    return json.loads(preview.draft.outcome.key)


# --- what keeps a decision from the log ---------------------------------------------------------


def test_the_first_field_left_empty_is_named(umpire):
    found = umpire.preview(m.OPEN)
    assert problem(umpire, found) == ("missing", "Fill in: Phasing side.")
    assert not found.can_log
    umpire.open()
    assert problem(umpire, umpire.preview(m.DECLARE)) == ("missing", "Fill in: Charger.")


def test_a_refusal_names_the_first_reason_and_the_ruling_that_would_log_it(umpire):
    umpire.open()
    found = umpire.preview(m.DECLARE, charger="hus-2s", target="i-15", confirmed=ORDINARY)
    assert codes(found, "refused") == ["own_side"]
    assert problem(umpire, found) == (
        "blocked",
        "I./15th Infantry Regiment is on the side of 2nd Silesian Hussars. Log it only by "
        "the umpire's ruling (tick “umpire's ruling”).",
    )
    ruled = umpire.preview(
        m.DECLARE, charger="hus-2s", target="i-15", confirmed=ORDINARY, ruling=True
    )
    assert ruled.can_log and ruled.problem is None
    assert "umpire's ruling: logged although I./15th Infantry Regiment is on the side of" in (
        ruled.draft.note
    )


def test_a_decision_asked_without_a_ruling_is_refused(umpire):
    """A request that does not say the umpire rules is no ruling: the refusal stands."""
    umpire.open()
    values = {"charger": "hus-2s", "target": "i-15"}
    found = umpire.session.preview(Request(m.DECLARE, values=values, confirmed=ORDINARY))
    assert problem(umpire, found)[0] == "blocked"
    assert not found.can_log and "umpire's ruling" not in found.draft.note


QUESTIONS = {
    "command_radius": "the brigade general of 2nd Silesian Hussars is within command radius "
    "(the radius is in your rulebook)",
    "visible": "1/1er Tirailleurs de la Garde is visible to 2nd Silesian Hussars",
    "in_reach": "1/1er Tirailleurs de la Garde is within the charge reach of 2nd Silesian Hussars",
    "in_arc": "1/1er Tirailleurs de la Garde is inside the 22° charge arc of 2nd Silesian Hussars",
    "allowance": "the general's ability allows this charge (Deluxe: how many charges a general "
    "may declare depends on his ability; the numbers are in your rulebook)",
}


def test_an_unticked_question_is_asked_and_the_ticked_ones_go_into_the_note(umpire):
    umpire.open()
    asked = umpire.preview(m.DECLARE, charger="hus-2s", target="i-1t")
    assert [c.code for c in asked.questions] == list(QUESTIONS)
    assert not asked.can_log
    found = umpire.preview(
        m.DECLARE, charger="hus-2s", target="i-1t", confirmed=ORDINARY - {"allowance"}
    )
    assert problem(umpire, found) == (
        "confirm",
        "Tick it if the table shows it: " + QUESTIONS["allowance"],
    )
    assert found.draft.note == "confirmed by the umpire: " + "; ".join(
        text for code, text in QUESTIONS.items() if code != "allowance"
    )
    request = Request(
        m.DECLARE,
        values={"charger": "hus-2s", "target": "i-1t"},
        confirmed=ORDINARY,
        note=" by the church ",
    )
    ticked = umpire.session.preview(request)
    assert ticked.can_log
    assert ticked.draft.note == (
        "confirmed by the umpire: " + "; ".join(QUESTIONS.values()) + "; by the church"
    )


def test_a_ruling_without_a_refusal_says_nothing_of_a_ruling(umpire):
    umpire.open()
    found = umpire.preview(
        m.DECLARE, charger="hus-2s", target="i-1t", confirmed=ORDINARY, ruling=True
    )
    assert found.can_log and "umpire's ruling" not in found.draft.note


def test_a_club_reading_not_yet_given_is_asked_first(umpire):
    umpire.open(phasing="france")
    n = umpire.declare("gd-chass", "cossacks")
    resolution(umpire)
    umpire.decide(m.REACT, n, "evade", troop="cossacks")
    umpire.decide(m.HALF_MOVE, n)
    found = umpire.preview(m.EVADE, n, through=["i-15"])
    assert codes(found, "reading") == ["reading_interpenetration", "reading_interpenetration_test"]
    code, words = problem(umpire, found)
    assert code == "reading"
    assert words.startswith("Answer the club reading first: Limbered artillery and Cossacks")


# --- opening the phase ----------------------------------------------------------------------------


def test_opening_names_both_sides_the_initiative_and_each_c_in_c(umpire):
    found = umpire.preview(m.OPEN, phasing="france", **{"c_in_c.france": "duhesme"})
    assert payload(found) == {
        "action": "open",
        "phasing": "france",
        "non_phasing": "prussia",
        "initiative": "france",  # the phasing side, unless said otherwise
        "c_in_c": {"france": "duhesme"},
    }
    assert found.draft.units == ("duhesme",)
    assert found.draft.outcome.label == (
        "Charge phase opened: Imperial Guard at Plancenoit phasing, Imperial Guard at "
        "Plancenoit has the initiative; C-in-C: Lieutenant-général Duhesme (Young Guard)"
    )
    # A side without its C-in-C: only its brigade commanders may order interceptions.
    assert [(c.code, c.level, c.args["side"]) for c in found.checks] == [
        ("no_c_in_c", "prompt", "prussia")
    ]


def test_opening_without_any_c_in_c_says_so(umpire):
    found = umpire.preview(m.OPEN, phasing="prussia", initiative="france")
    assert payload(found)["initiative"] == "france"
    assert found.draft.outcome.label.endswith("C-in-C: -")
    assert codes(found, "prompt") == ["no_c_in_c", "no_c_in_c"]


def test_a_c_in_c_of_the_other_side_or_an_unknown_side_is_refused(umpire):
    found = umpire.preview(m.OPEN, phasing="prussia", **{"c_in_c.prussia": "duhesme"})
    assert codes(found, "refused") == ["c_in_c_side"]
    assert codes(umpire.preview(m.OPEN, phasing="austria"), "refused") == ["two_sides"]


def test_the_phase_is_opened_again_only_before_any_charge(umpire):
    umpire.open()
    assert codes(umpire.preview(m.OPEN, phasing="france"), "refused") == []
    umpire.declare("hus-2s", "i-1t")
    assert codes(umpire.preview(m.OPEN, phasing="france"), "refused") == ["open_late"]
    umpire.declared()
    assert codes(umpire.preview(m.OPEN, phasing="france"), "refused") == ["open_late"]


# --- declarations ---------------------------------------------------------------------------------


def test_a_declaration_of_an_unknown_unit_is_refused_naming_it(umpire):
    umpire.open()
    found = umpire.preview(m.DECLARE, charger="hus-2s", target="ghost", confirmed=ORDINARY)
    assert [(c.code, c.args.get("unit")) for c in found.checks] == [("unknown_unit", "ghost")]


def test_a_charge_in_a_massed_column_says_its_column(umpire):
    umpire.open(phasing="france")
    found = umpire.preview(m.DECLARE, charger="i-1t", target="i-15", mass=" A ", confirmed=ORDINARY)
    assert payload(found)["mass"] == "A"
    assert found.draft.outcome.label == (
        "Charge declared: 1/1er Tirailleurs de la Garde on I./15th Infantry Regiment, "
        "massed column A"
    )


def test_a_unit_charged_already_is_named_with_the_charge_on_it(umpire):
    umpire.open()
    first = umpire.declare("hus-2s", "gd-drag")
    umpire.declare("i-15", "gd-drag")
    umpire.declared()
    found = umpire.preview(m.DECLARE, charger="gd-drag", target="i-18", confirmed=ORDINARY)
    (pinned,) = [c for c in found.checks if c.code == "pinned"]
    assert pinned.args["number"] == first


def test_an_interception_names_its_commander_and_cancels_the_charge(umpire, charged):
    found = umpire.preview(
        m.INTERCEPT,
        charger="gd-chass",
        of=str(charged),
        by="pelet",
        confirmed=ORDINARY | {"reach_at_start"},
    )
    assert payload(found) == {
        "action": "intercept",
        "side": "france",
        "charger": "gd-chass",
        "of": charged,
        "by": "pelet",
    }
    assert found.draft.units == ("gd-chass", "hus-2s", "i-1t", "pelet")
    assert found.draft.outcome.label == (
        f"Interception declared: Chasseurs à cheval de la Garde intercepts 2nd Silesian "
        f"Hussars (charge {charged} cancelled), ordered by Général Pelet (Old Guard detachment)"
    )
    unordered = umpire.preview(m.INTERCEPT, charger="gd-chass", of=str(charged))
    assert "pelet" not in unordered.draft.units
    assert unordered.draft.outcome.label.endswith("ordered by -")


def test_only_a_standing_enemy_charge_can_be_intercepted(umpire, charged):
    own = umpire.preview(m.INTERCEPT, charger="gd-chass", of="99", by="pelet")
    assert codes(own, "refused") == ["not_an_enemy_charge"]
    missing = umpire.preview(m.INTERCEPT, charger="ghost", of=str(charged), by="pelet")
    assert codes(missing, "refused") == ["unknown_unit"]


def test_a_side_intercepts_only_when_it_declares(umpire, charged):
    umpire.declare("gd-chass", "i-15")
    umpire.declared()  # the phasing side's interceptions now: France's turn is over
    late = umpire.preview(
        m.INTERCEPT, charger="gd-drag", of=str(charged), by="guye", confirmed=ORDINARY
    )
    assert "not_declaring_side" in codes(late, "refused")


def test_the_phasing_side_intercepts_only_when_the_other_side_charged(umpire):
    """Note 7.12: the phasing side may intercept the non-phasing side's charges; when the
    non-phasing side declared none (or only interceptions), the declarations close."""
    umpire.open()
    umpire.declare("hus-2s", "i-1t")
    umpire.declared()
    row = umpire.declared()  # France declares nothing
    assert json.loads(umpire.game.roll(row.sequence).outcome.key)["to"] == m.RESOLUTION
    assert umpire.phase().stage == m.RESOLUTION


def test_an_interception_alone_leaves_the_phasing_side_nothing_to_intercept(umpire, charged):
    umpire.intercept("gd-chass", charged, "pelet")
    row = umpire.declared()
    assert json.loads(umpire.game.roll(row.sequence).outcome.key)["to"] == m.RESOLUTION


def test_of_two_refusals_the_first_is_named(umpire):
    umpire.open()
    found = umpire.preview(m.DECLARE, charger="gd-chass", target="i-1t", confirmed=ORDINARY)
    assert codes(found, "refused") == ["not_declaring_side", "own_side"]
    code, words = problem(umpire, found)
    assert code == "blocked" and words.startswith(
        "Chasseurs à cheval de la Garde is not of Prussian IV Corps (Bülow), which declares now"
    )


def test_the_charge_phase_needs_exactly_two_sides(umpire):
    umpire.game.add_side("allies", "Allies")
    found = umpire.preview(m.OPEN, phasing="prussia")
    assert codes(found, "refused") == ["two_sides"]


def test_a_charge_waits_for_the_declarations_to_close(umpire):
    umpire.open()
    n = umpire.declare("hus-2s", "i-1t")
    assert umpire.phase().charge(n).step == "declarations"
    assert [c for c in umpire.session.choices() if c.charge == n] == []
