"""The phase tracker: Table 1's sequence walked step by step; a closed phase stands (1.1.1)."""

import pytest

from ba_console.core.model import Phase, Text
from ba_console.core.phases import (
    PhasePosition,
    Step,
    closed_phase_before,
    find_phase,
    first_position,
    flatten,
    next_step,
    previous_step,
    step_number,
)

BELLE_ALLIANCE_BOUND = [
    ("ordering", "issuing_orders"),
    ("ordering", "ordering_rolls"),
    ("reporting", None),
    ("continued_fire", None),
    ("movement", "split_assemble"),
    ("movement", "formation_change"),
    ("movement", "march"),
    ("fire", None),
    ("melee", "melee"),
    ("melee", "forced_moves"),
    ("melee", "continued_advance"),
    ("end_of_bound", None),
]


def test_a_whole_belle_alliance_bound_in_the_order_of_table_1(belle_alliance):
    position = first_position(belle_alliance.phases)
    walked = [(position.phase, position.sub_phase)]
    new_bound = False
    while not new_bound:
        position, new_bound = next_step(belle_alliance.phases, position)
        if not new_bound:
            walked.append((position.phase, position.sub_phase))
            assert position.bound == 1
    assert walked == BELLE_ALLIANCE_BOUND
    # After the end of bound comes bound 2's ordering phase, and the caller is told.
    assert position == PhasePosition(2, "ordering", "issuing_orders")


def test_only_the_step_after_end_of_bound_starts_a_new_bound(belle_alliance):
    position = PhasePosition(4, "end_of_bound")
    following, new_bound = next_step(belle_alliance.phases, position)
    assert new_bound and following.bound == 5
    _, new_bound = next_step(belle_alliance.phases, PhasePosition(4, "fire"))
    assert not new_bound


def test_back_walks_the_sub_phases_of_a_phase_and_stops_at_its_first(belle_alliance):
    """Digest 1.1.1: "Once a *phase* is closed, what was done in it stands even if it broke
    the rules; this does not apply to sub-phases." (The Danish sentence is not in our
    material.) Back goes from a sub-phase to the one before it in the same phase, never
    into the phase before."""
    phases = belle_alliance.phases
    for phase, sub in BELLE_ALLIANCE_BOUND:
        position = PhasePosition(3, phase, sub)
        back = previous_step(phases, position)
        subs = [s for p, s in BELLE_ALLIANCE_BOUND if p == phase]
        if subs.index(sub) == 0:
            assert back is None, (phase, sub)  # the phase before is closed and stands
        else:
            assert back == PhasePosition(3, phase, subs[subs.index(sub) - 1])
    assert previous_step(phases, PhasePosition(3, "melee", "continued_advance")) == PhasePosition(
        3, "melee", "forced_moves"
    )
    assert previous_step(phases, PhasePosition(3, "fire")) is None  # movement is closed


def test_the_phase_closed_before_is_named_for_back(belle_alliance):
    phases = belle_alliance.phases
    assert closed_phase_before(phases, PhasePosition(3, "fire")) == PhasePosition(
        3, "movement", "march"
    )
    assert closed_phase_before(phases, PhasePosition(3, "movement", "march")) is None
    assert closed_phase_before(
        phases, PhasePosition(3, "ordering", "issuing_orders")
    ) == PhasePosition(2, "end_of_bound")
    assert closed_phase_before(phases, PhasePosition(1, "ordering", "issuing_orders")) is None


def test_back_never_crosses_into_the_previous_bound(belle_alliance):
    assert (
        previous_step(belle_alliance.phases, PhasePosition(2, "ordering", "issuing_orders")) is None
    )


def test_a_step_not_in_the_pack_is_refused(belle_alliance):
    with pytest.raises(ValueError, match="charge/None is not a step of this pack"):
        next_step(belle_alliance.phases, PhasePosition(1, "charge"))
    # A phase with sub-phases is entered through them, never as a bare phase.
    with pytest.raises(ValueError, match="is not a step"):
        next_step(belle_alliance.phases, PhasePosition(1, "melee"))


def test_general_de_brigade_turn_walks_its_charge_sub_phases(general_de_brigade):
    steps = flatten(general_de_brigade.phases)
    assert [s.sub_phase for s in steps if s.phase == "charge"] == [
        "declare",
        "reaction",
        "half_move",
        "defensive_fire",
        "charger_test",
        "target_test",
        "contact",
    ]
    assert (steps[0].phase, steps[-1].phase) == ("orders", "morale")


def test_find_phase_finds_phases_and_sub_phases(belle_alliance):
    assert find_phase(belle_alliance.phases, "reporting").rule == "1.1.4, 1.1.5"
    assert find_phase(belle_alliance.phases, "ordering_rolls").rule == "1.1.3"
    with pytest.raises(KeyError):
        find_phase(belle_alliance.phases, "lunch")


def test_a_pack_without_phases_has_no_steps():
    with pytest.raises(ValueError, match="the pack has no phases"):
        flatten([])


def test_steps_are_numbered_as_table_1_reads(belle_alliance):
    phases = belle_alliance.phases
    assert step_number(phases, Step("ordering", "ordering_rolls")) == "1b"
    assert step_number(phases, Step("reporting")) == "2"
    assert step_number(phases, Step("melee", "continued_advance")) == "6c"
    assert step_number(phases, Step("no_such_phase")) == "no_such_phase"


def test_the_phase_closed_before_the_second_step_is_the_first(general_de_brigade):
    """General de Brigade's turn opens with its orders, a phase of one step: from the first
    step of the charge phase, Back would reach the orders, which are closed."""
    assert closed_phase_before(
        general_de_brigade.phases, PhasePosition(2, "charge", "declare")
    ) == PhasePosition(2, "orders")


def test_at_the_start_of_bound_2_the_phase_closed_before_is_bound_1s_end(belle_alliance):
    assert closed_phase_before(
        belle_alliance.phases, PhasePosition(2, "ordering", "issuing_orders")
    ) == PhasePosition(1, "end_of_bound")


def test_back_from_the_first_step_of_a_one_phase_bound_goes_nowhere():
    """A pack whose bound is one phase of sub-phases: its first step has no step before it
    in the bound, though the phase's last sub-phase is of the same phase."""
    label = Text(en="x", da="x")
    phases = [
        Phase(key="turn", label=label, sub=[Phase(key=k, label=label) for k in ("a", "b", "c")])
    ]
    assert previous_step(phases, PhasePosition(2, "turn", "a")) is None
    assert previous_step(phases, PhasePosition(2, "turn", "c")) == PhasePosition(2, "turn", "b")
