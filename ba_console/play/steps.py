"""The steps of the bound (Table 1) as play reads them: which kinds of roll each step
offers, which one "Roll…" (F9) opens for a unit, and the log row of a new bound.

A pack names the steps each kind of roll is made in (`RollKind.steps`); a pack that names
none (a game's copy from before packs did) borrows them, kind by kind, from the shipped
pack of its id: where a roll is made is the rules' order of play, not a value a club
fills in. Back from the first step of a bound returns to the bound before while nothing of
the new bound is logged (`back_across_bound`). Pure: no Qt; the new bound's row reads the
game's flags, and Back across a bound reads its rows.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.phases import PhasePosition, flatten
from ba_console.core.vocabulary import BOUND_STARTED_KIND, bound_started_note
from ba_console.rules.places import places_for
from ba_console.store.kinds import SEAL_KIND, SEED_CUSTODY_KIND, SEED_REVEALED_KIND

if TYPE_CHECKING:
    from ba_console.core.model import RollKind
    from ba_console.packs.outline import PackOutline, RollOutline
    from ba_console.packs.schema import RulePack
    from ba_console.store.game import Game
    from ba_console.store.records import LoggedRoll, RollDraft


def placed_kinds(pack: RulePack | PackOutline) -> Mapping[str, RollKind | RollOutline]:
    """The pack's kinds of roll (of the validated pack, or of its outline, which the phase
    tracker reads) with the steps they are made in (see the module)."""
    if any(kind.steps for kind in pack.rolls.values()):
        return pack.rolls
    shipped = _shipped_steps(pack.id)
    return {
        key: kind.with_steps(shipped[key]) if key in shipped else kind
        for key, kind in pack.rolls.items()
    }


@functools.cache
def _shipped_steps(pack_id: str) -> Mapping[str, tuple[str, ...]]:
    """The steps of each kind of roll of the shipped pack `pack_id` (read from its outline)."""
    from ba_console.packs.outline import read_outline
    from ba_console.packs.shipped import shipped_data

    try:
        data = shipped_data(pack_id)
    except KeyError:  # no shipped pack of that id: nothing to borrow
        return {}
    outline = read_outline(data, f"{pack_id}.toml")
    return {key: kind.steps for key, kind in outline.rolls.items()}


def step_roll_kinds(
    kinds: Mapping[str, RollKind | RollOutline], phase: str, sub_phase: str | None
) -> list[str]:
    """The kinds of roll made in this step of the bound (each kind's `steps`), in the
    pack's order; empty where no kind names the step (movement, end of bound)."""
    return [key for key, kind in kinds.items() if kind.made_in(phase, sub_phase)]


def phase_roll_kind(
    pack: RulePack | PackOutline, phase: str, sub_phase: str | None, artillery: bool = False
) -> str | None:
    """The kind "Roll…" opens in this step: the first the pack makes in it; where no kind
    names the step, the first made at any time (a catch roll: no `steps`), so the dialog
    does not open on a roll it would caution against. Fire: a battery's kind of fire for
    a battery (3.4.0), hand weapons for any other."""
    kinds = placed_kinds(pack)
    present = step_roll_kinds(kinds, phase, sub_phase)
    if not present:
        return next((key for key, kind in kinds.items() if not kind.steps), None)
    places = places_for(pack.rules)
    fire = [key for key in present if key in places.fire]
    if fire:
        hand = [key for key in fire if key != places.battery_fire]
        wanted = places.battery_fire if artillery else (hand[0] if hand else None)
        if wanted in present:
            return wanted
    return present[0]


class Roller(NamedTuple):
    """Who "Roll…" (F9) is pressed on: a unit of an arm ("infantry", "artillery"…), or a
    staff figure (a commander or an orderly)."""

    staff: bool = False
    arm: str | None = None

    @property
    def is_artillery(self) -> bool:
        return self.arm == "artillery"


def fits(pack: RulePack, kind: str, roller: Roller | None, *, in_step: bool = False) -> bool:
    """Whether a kind of roll is one `roller` can make (None: anyone). A staff figure makes
    the staff's rolls only (a catch roll, 1.1.4; Tables 10 and 19). A unit makes no catch
    roll; a staff roll the step calls for (`in_step`: the replacement of its fallen
    commander in the reporting phase) is offered on it, the dialog choosing the figure. A
    battery fires as one, by its own kind of fire (3.4.0), and only a battery does."""
    if roller is None:
        return True
    places = places_for(pack.rules)
    if roller.staff:
        return kind in places.staff
    if kind in places.staff:
        return in_step
    if places.battery_fire is not None and kind in places.fire:
        return (kind == places.battery_fire) == roller.is_artillery
    return True


def offered_kinds(
    pack: RulePack, phase: str, sub_phase: str | None, roller: Roller | None
) -> list[str]:
    """The kinds "Roll…" (F9) offers in this step for `roller`: those the pack makes in the
    step, then those made at any time (no `steps`: a catch roll, a reorganisation), each
    only if the roller can make it (`fits`); in the pack's order. The first is the one F9
    opens. Another kind is still one choice away, in the Rolls menu."""
    kinds = placed_kinds(pack)
    named = step_roll_kinds(kinds, phase, sub_phase)  # the step's own first
    here = named + [key for key in rolls_of_step(pack, phase, sub_phase) if key not in named]
    any_time = [key for key, kind in kinds.items() if not kind.steps and key not in here]
    return [key for key in here if fits(pack, key, roller, in_step=True)] + [
        key for key in any_time if fits(pack, key, roller)
    ]


def kinds_for(pack: RulePack, roller: Roller | None) -> list[str]:
    """Every kind of the pack `roller` can make (`fits`), wherever the pack places it, in
    the pack's order: F9's list in a step no roll of the pack belongs to."""
    return [key for key in placed_kinds(pack) if fits(pack, key, roller)]


def rolls_of_step(pack: RulePack | PackOutline, phase: str, sub_phase: str | None) -> list[str]:
    """The kinds of roll that belong to this step, in the pack's order: those the pack
    places in it, and in a phase walked piece by piece (General de Brigade's charges)
    those placed in any of its sub-phases (`out_of_step` cautions against none of them).
    Empty where no roll of the pack belongs (GdB's other firing, BA's end of bound): F9
    then says so, opening a roll made at any time with every kind one choice away."""
    kinds = placed_kinds(pack)
    return [
        key
        for key, kind in kinds.items()
        if kind.steps and not out_of_step(pack, key, phase, sub_phase)
    ]


def out_of_step(pack: RulePack | PackOutline, kind: str, phase: str, sub_phase: str | None) -> bool:
    """A kind the pack makes in other steps, chosen in this one (a caution, never a
    refusal). A kind that names no step (a catch roll, made at any time; reorganisation,
    whose place is not known) cautions against nothing: where the pack does not say, the
    console does not either. In a phase the rules walk piece by piece (General de
    Brigade's charges), a kind made in any of its sub-phases is in step in all of them."""
    roll = placed_kinds(pack).get(kind)
    if roll is None or not roll.steps or roll.made_in(phase, sub_phase):
        return False
    # General de Brigade's charges each go at their own step, whatever the tracker shows.
    if phase == _piecewise(pack.rules):
        return not any(step.startswith(f"{phase}/") for step in roll.steps)
    return True


def _piecewise(rules: str) -> str | None:
    try:
        return places_for(rules).piecewise
    except KeyError:  # rules the console does not know: nothing walked piece by piece
        return None


def bound_started_draft(game: Game, new: PhasePosition) -> RollDraft:
    """The log row of a new bound: the flags that end with the bound before it, as
    removal effects, so the log shows what expired and why (Table 8 durations)."""
    from ba_console.store.records import Effect, RollDraft

    expiring = [f for f in game.flags() if f.expires_after is not None]
    expiring = [f for f in expiring if f.expires_after < new.bound]
    effects = tuple(
        Effect(
            unit=flag.unit,
            what="flag",
            **{"from": {"key": flag.key, "expires_after": flag.expires_after}},
        )
        for flag in expiring
    )
    return RollDraft(
        kind=BOUND_STARTED_KIND,
        bound=new.bound,
        phase=new.phase,
        sub_phase=new.sub_phase,
        effects=effects,
        # Hashed English; the log viewer and the report say it in their language.
        note=bound_started_note(new.bound, len(effects)),
    )


# Rows the store writes of itself (the seed shown after the game or moved, a bound's seal),
# which are no act of the umpire in the bound: they do not hold a bound started by mistake.
_BOOKKEEPING_KINDS = (SEED_REVEALED_KIND, SEAL_KIND, SEED_CUSTODY_KIND)


class BoundBack(NamedTuple):
    """Back from the first step of a bound: the row that began it (which Back voids, so
    the flags it expired are back), the last step of the bound before, and the first row
    logged in the new bound since, which refuses it (a bound with a roll in it stands)."""

    started: LoggedRoll
    to: PhasePosition
    logged: LoggedRoll | None


def back_across_bound(pack: RulePack, game: Game, position: PhasePosition) -> BoundBack | None:
    """Where Back goes from the first step of a bound after the first: to the end of the
    bound before, by voiding the row that began this one, as long as no roll of this
    bound is logged (`BoundBack.logged`). None elsewhere, or where no row began the bound
    (a game whose position was set by hand)."""
    steps = flatten(pack.phases)
    if position.bound <= 1 or position.step != steps[0]:
        return None
    rows = game.rolls(bound=position.bound)
    started = next(
        (row for row in reversed(rows) if row.kind == BOUND_STARTED_KIND and row.voided_by is None),
        None,
    )
    if started is None:
        return None
    since = (
        row
        for row in rows
        if row.sequence > started.sequence and row.kind not in _BOOKKEEPING_KINDS
    )
    last = steps[-1]
    return BoundBack(
        started=started,
        to=PhasePosition(position.bound - 1, last.phase, last.sub_phase),
        logged=next(since, None),
    )
