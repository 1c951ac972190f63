"""The bound counter and the phase / sub-phase sequence of a pack, as a state machine.

A position is (bound, phase, sub-phase). `next_step` walks the flattened sequence of a
pack's Table 1 and starts bound n+1 after the last step; `previous_step` walks back
between the sub-phases of one phase only: once a phase is closed, what was done in it
stands, which does not hold for sub-phases (1.1.1). So Back never crosses into an
earlier phase, nor into an earlier bound.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol


class Phase(Protocol):
    """A phase of Table 1 as a pack holds it (`core.model.Phase`, or the pack's outline
    the window starts with, `packs.outline.PhaseOutline`): its key and its sub-phases."""

    @property
    def key(self) -> str: ...

    @property
    def sub(self) -> Sequence[Phase]: ...


class _Label(Protocol):
    def get(self, language: str) -> str: ...


class NamedPhase(Protocol):
    """A phase with its label in English and Danish (`core.model.Phase`, `PhaseOutline`)."""

    @property
    def key(self) -> str: ...

    @property
    def label(self) -> _Label: ...

    @property
    def sub(self) -> Sequence[NamedPhase]: ...


# Between a phase and its sub-phase, wherever a step's place is written (`step_place`).
STEP_SEPARATOR = " › "


class Step(NamedTuple):
    phase: str
    sub_phase: str | None = None


class PhasePosition(NamedTuple):
    bound: int
    phase: str
    sub_phase: str | None = None

    @property
    def step(self) -> Step:
        return Step(self.phase, self.sub_phase)


def flatten(phases: Sequence[Phase]) -> list[Step]:
    """Every step of a bound in order: a phase with sub-phases is walked through them."""
    steps: list[Step] = []
    for phase in phases:
        if phase.sub:
            steps.extend(Step(phase.key, sub.key) for sub in phase.sub)
        else:
            steps.append(Step(phase.key))
    if not steps:
        raise ValueError("the pack has no phases")
    return steps


def step_number(phases: Sequence[Phase], step: Step) -> str:
    """The step's number as Table 1 is read: "2" for a phase, "1b" for its second
    sub-phase; a step the phases do not have is named by its key."""
    for number, phase in enumerate(phases, start=1):
        if phase.key != step.phase:
            continue
        subs = [sub.key for sub in phase.sub]
        if step.sub_phase in subs:
            return f"{number}{chr(ord('a') + subs.index(step.sub_phase))}"
        return str(number)
    return step.phase


def step_place(
    phases: Sequence[NamedPhase], phase: str, sub_phase: str | None, language: str
) -> str:
    """A step's place in Table 1 as every part of the console writes it ("Melee phase ›
    Melee"): the main window's tracker, the roll dialog, the log viewer and the report.
    The pack's labels in `language`; a phase or sub-phase the pack does not name (a row
    logged under an older pack) by its key, its underscores as spaces."""
    found = next((p for p in phases if p.key == phase), None)
    text = found.label.get(language) if found is not None else phase.replace("_", " ")
    own = next((s for s in (found.sub if found is not None else ()) if s.key == sub_phase), None)
    if own is not None:  # "Melee phase › Melee": a sub-phase may share its phase's key
        return f"{text}{STEP_SEPARATOR}{own.label.get(language)}"
    if not sub_phase or sub_phase == phase:
        return text
    sub = next((s for p in phases for s in p.sub if s.key == sub_phase), None)
    said = sub.label.get(language) if sub is not None else sub_phase.replace("_", " ")
    return f"{text}{STEP_SEPARATOR}{said}"


def first_position(phases: Sequence[Phase], bound: int = 1) -> PhasePosition:
    step = flatten(phases)[0]
    return PhasePosition(bound, step.phase, step.sub_phase)


def _index(phases: Sequence[Phase], position: PhasePosition) -> tuple[list[Step], int]:
    steps = flatten(phases)
    try:
        return steps, steps.index(position.step)
    except ValueError:
        raise ValueError(
            f"{position.phase}/{position.sub_phase} is not a step of this pack"
        ) from None


def next_step(phases: Sequence[Phase], position: PhasePosition) -> tuple[PhasePosition, bool]:
    """The next position, and whether a new bound began (flags expire then)."""
    steps, i = _index(phases, position)
    if i + 1 < len(steps):
        step = steps[i + 1]
        return PhasePosition(position.bound, step.phase, step.sub_phase), False
    return first_position(phases, position.bound + 1), True


def previous_step(phases: Sequence[Phase], position: PhasePosition) -> PhasePosition | None:
    """The sub-phase before within the same phase, or None at a phase's first step: a
    closed phase stands; sub-phases can be undone (1.1.1)."""
    steps, i = _index(phases, position)
    if i == 0 or steps[i - 1].phase != position.phase:
        return None
    step = steps[i - 1]
    return PhasePosition(position.bound, step.phase, step.sub_phase)


def closed_phase_before(phases: Sequence[Phase], position: PhasePosition) -> PhasePosition | None:
    """The last step of the phase closed before this position's phase (1.1.1): the phase
    before it in the bound, or at a bound's first step the last of the bound before; None
    at the first step of the game, and within a phase's later sub-phases (none is closed
    behind them that Back would reach)."""
    steps, i = _index(phases, position)
    if i > 0:
        step = steps[i - 1]
        if step.phase == position.phase:
            return None
        return PhasePosition(position.bound, step.phase, step.sub_phase)
    if position.bound <= 1:
        return None
    step = steps[-1]
    return PhasePosition(position.bound - 1, step.phase, step.sub_phase)


def find_phase(phases: Sequence[Phase], key: str) -> Phase:
    for phase in phases:
        if phase.key == key:
            return phase
        for sub in phase.sub:
            if sub.key == key:
                return sub
    raise KeyError(key)
