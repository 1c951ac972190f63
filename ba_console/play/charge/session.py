"""A charge phase bound to one open game: the roster read as the charge rules read it,
the phase folded from the game's log, what the umpire may do next, and each decision
read before it is logged.

`ChargeSession` reads; it never writes (the window's `ChargeOperations` logs the draft a
preview gives, through the store, as the roll dialog's confirm does). Each reading reads
the game afresh, so a roll logged in the roll dialog, a void or a roster correction is
seen at the next reading. Pure: no Qt.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ba_console.play.charge import decide, offers
from ba_console.play.charge.decide import DecisionPreview
from ba_console.play.charge.fold import TEST_KINDS, fold, readings_of
from ba_console.play.charge.model import (
    CHARGE_KIND,
    CHARGER_TEST,
    CHASE_STEP,
    CONTACT,
    DECLARE,
    DECLARED,
    DEFENSIVE_FIRE_STEP,
    ESCAPED,
    EVADE_STEP,
    EVADERS_FATE_STEP,
    FORMATION_CHANGE_TEST,
    FORMATION_TAKEN_STEP,
    HALF_MOVE_STEP,
    HALTED,
    INTERCEPT,
    MASS_WAIT,
    MASSED_COLUMN_TEST,
    NEAR_BROKEN_STEP,
    OPEN,
    REACTION,
    READING,
    TARGET_TEST,
    WAITING_DECLARATIONS,
    ChargePhase,
    ChargeRoster,
    Choice,
    Commander,
    Request,
)
from ba_console.play.stored import StoredGame
from ba_console.rules.general_de_brigade.charges import ChargeUnit
from ba_console.rules.registry import rules_for

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.store.game import Game
    from ba_console.store.records import LoggedRoll


# The decisions of the declarations (A.3, A.5), and the step of the pack's charge phase
# (General de Brigade's sub-phases, digest A.2: "the order is always") each step of a
# charge is made in.
DECLARING = frozenset({OPEN, DECLARE, INTERCEPT, DECLARED})
PACK_STEPS = {
    WAITING_DECLARATIONS: "declare",
    REACTION: "reaction",
    HALF_MOVE_STEP: "half_move",
    FORMATION_CHANGE_TEST: "half_move",  # after the half move (A.2, example B)
    FORMATION_TAKEN_STEP: "half_move",
    DEFENSIVE_FIRE_STEP: "defensive_fire",
    EVADE_STEP: "defensive_fire",  # "Defensive fire; evaders move"
    CHASE_STEP: "defensive_fire",
    CHARGER_TEST: "charger_test",
    MASS_WAIT: "charger_test",
    NEAR_BROKEN_STEP: "charger_test",  # "…; massed-column formation tests"
    MASSED_COLUMN_TEST: "charger_test",
    TARGET_TEST: "target_test",
    ESCAPED: "contact",  # "Chargers complete the move or halt"
    EVADERS_FATE_STEP: "contact",
    HALTED: "contact",
    CONTACT: "contact",
}


def offers_charges(pack: RulePack) -> bool:
    """Whether the pack's rules walk a charge phase as steps of play (General de Brigade)."""
    phase = rules_for(pack.rules).charge_phase
    return phase is not None and any(p.key == phase for p in pack.phases)


def read_roster(game: Game, pack: RulePack, bound: int | None = None) -> ChargeRoster:
    """The roster of `game` as the charge rules read it; flags active in `bound`."""
    state = StoredGame(game, bound, ladder=pack.disorder)
    bound = state.bound
    first = pack.disorder[0]  # the schema refuses an empty ladder
    units = {}
    flags: dict[str, frozenset[str]] = {}
    for unit in game.units():
        read = state.unit(unit.key)
        disorder = read.disorder if read is not None else unit.disorder
        units[unit.key] = ChargeUnit(
            key=unit.key,
            side=unit.side,
            arm=unit.arm,
            type=unit.type,
            commander=unit.commander,
            formed=disorder == first,
            formation=unit.formation,
            figures=unit.figures,
        )
    for flag in game.flags():
        if flag.active_in(bound):
            flags[flag.unit] = flags.get(flag.unit, frozenset()) | {flag.key}
    commanders = {c.key: Commander(c.key, c.side, c.level, c.parent) for c in game.commanders()}
    found = re.match(r"\d{4}", (game.info.date or "").lstrip())
    return ChargeRoster(
        units=units,
        commanders=commanders,
        sides=tuple(side.key for side in game.sides()),
        names=game.names(),
        year=int(found.group()) if found else None,
        flags=flags,
    )


def standing(rows: list[LoggedRoll]) -> list[LoggedRoll]:
    """The rows not voided (a void row is itself no decision)."""
    return [row for row in rows if row.voided_by is None]


class ChargeSession:
    """The charge phase of the open game, with play's charge functions bound to it."""

    def __init__(self, game: Game, pack: RulePack) -> None:
        self.game = game
        self.pack = pack
        phase = rules_for(pack.rules).charge_phase
        if phase is None:
            raise ValueError(f"the rules {pack.rules!r} have no charge phase")
        self.phase_key = phase

    @property
    def in_phase(self) -> bool:
        return self.game.phase().phase == self.phase_key

    def roster(self) -> ChargeRoster:
        return read_roster(self.game, self.pack)

    def phase(self, roster: ChargeRoster | None = None) -> ChargePhase:
        """The charge phase of the current bound as the log tells it."""
        game = self.game
        bound = game.phase().bound
        roster = roster or self.roster()
        rows = standing(game.rolls(kind=CHARGE_KIND, bound=bound))
        for kind in TEST_KINDS:
            rows += standing(game.rolls(kind=kind, bound=bound, phase=self.phase_key))
        readings = readings_of(standing(game.rolls(kind=CHARGE_KIND)))
        return fold(self.pack, roster, bound, rows, readings, self.phase_key)

    def step_for(self, action: str, charge: int | None) -> str | None:
        """The sub-phase of the pack's charge phase where a decision (`action`) or a test
        of `charge` is made, for the step tracker to follow what is being done: the
        declarations, or the step the charge is at. None outside the charge phase, for a
        club reading (answered at any time), or where the pack's phase has no such step."""
        if not self.in_phase or action == READING:
            return None
        wanted = "declare"
        if action not in DECLARING and charge is not None:
            found = self.phase().charge(charge)
            if found is None:
                return None
            wanted = PACK_STEPS.get(found.step, "")
        phase = next((p for p in self.pack.phases if p.key == self.phase_key), None)
        keys = {sub.key for sub in phase.sub} if phase is not None else set()
        return wanted if wanted in keys else None

    def last_row(self, charge: int | None) -> int | None:
        """The log row Undo voids: the last standing row of `charge` (a decision or a
        test), or for None the last decision of the declarations that belongs to no charge
        (opening the phase, closing a side's declarations, a club reading)."""
        phase = self.phase()
        if charge is not None:
            found = phase.charge(charge)
            return max(found.rows) if found is not None and found.rows else None
        taken = {row for c in phase.charges for row in c.rows}
        rows = standing(self.game.rolls(kind=CHARGE_KIND, bound=phase.bound))
        free = [row.sequence for row in rows if row.sequence not in taken]
        return max(free) if free else None

    def choices(self) -> list[Choice]:
        roster = self.roster()
        return offers.choices(self.pack, self.phase(roster), roster)

    def preview(self, request: Request) -> DecisionPreview:
        roster = self.roster()
        return decide.preview(
            self.pack, self.phase(roster), roster, request, in_phase=self.in_phase
        )
