"""The roll-off that decides which of several commanders touching a unit is engaged (1.1.4).

Each named commander rolls the pack's dice; the highest total is engaged. The book's
wording on a tie is not known: the console's reading is that the tied commanders roll
again, round by round, until one total is highest. The roll-off is logged as its own
`roll_off` row, before the Table 10 roll of the engaged commander. Pure: no Qt, no SQL.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.play.choices import PlayError
from ba_console.play.roll import dice_of, roll_kind
from ba_console.play.state import GameState
from ba_console.store.records import Outcome, RollDraft, RollSide

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

ROLL_OFF = "roll_off"
UNDECIDED = QT_TRANSLATE_NOOP(
    "RollOperations", "The roll-off between the commanders is not decided."
)


class RollOffThrow(NamedTuple):
    """One commander's dice in the roll-off for which commander is engaged (1.1.4)."""

    commander: str
    faces: tuple[int, ...]
    console: bool = False
    round: int = 1  # 2, 3…: the tied commanders rolling again


class RollOffReading(NamedTuple):
    """The roll-off as it stands: the engaged commander once decided, else who is still
    to roll (`waiting`) or who tied and must roll again (`tied`, in round `round`)."""

    engaged: str | None
    round: int
    contenders: tuple[str, ...]  # who rolls in `round`
    totals: Mapping[str, int]  # each commander's total in the last round he rolled
    tied: tuple[str, ...] = ()
    waiting: tuple[str, ...] = ()


def roll_off_role(index: int, round_: int = 1) -> str:
    """The log's role of the `index`-th commander (from 1) in a round of the roll-off;
    one role per round, so each round's console dice are a draw of their own."""
    return f"commander{index}" if round_ == 1 else f"commander{index}_round{round_}"


def read_roll_off(commanders: tuple[str, ...], throws: tuple[RollOffThrow, ...]) -> RollOffReading:
    """Which of several commanders touching one unit is engaged: dice decide (1.1.4)."""
    by_round: dict[int, dict[str, RollOffThrow]] = {}
    for throw in throws:
        by_round.setdefault(throw.round, {})[throw.commander] = throw
    contenders = tuple(commanders)
    totals: dict[str, int] = {}
    round_ = 1
    while True:
        thrown = by_round.get(round_, {})
        waiting = tuple(c for c in contenders if c not in thrown)
        if waiting:
            tied = contenders if round_ > 1 else ()
            return RollOffReading(None, round_, contenders, totals, tied, waiting)
        for commander in contenders:
            totals[commander] = sum(thrown[commander].faces)
        best = max(totals[c] for c in contenders)
        top = tuple(c for c in contenders if totals[c] == best)
        if len(top) == 1:
            return RollOffReading(top[0], round_, contenders, totals)
        contenders = top
        round_ += 1


def roll_off_draft(
    pack: RulePack,
    state: GameState,
    unit: str,
    commanders: tuple[str, ...],
    throws: tuple[RollOffThrow, ...],
) -> RollDraft:
    """The `roll_off` row that decides which commander of `unit` is engaged (1.1.4):
    every round's dice, the commanders as its units, the engaged one as its outcome."""
    reading = read_roll_off(commanders, throws)
    if reading.engaged is None:
        raise PlayError.of(UNDECIDED)
    kind = roll_kind(pack, ROLL_OFF)
    spec = dice_of(pack, kind)
    index = {c: i for i, c in enumerate(commanders, start=1)}
    named = [t for t in throws if t.commander in index]  # a commander the umpire unticked
    sides = tuple(
        RollSide(
            role=roll_off_role(index[t.commander], t.round),
            unit=t.commander,
            dice_source="console" if t.console else "typed",
            faces=t.faces,
            die_sides=spec.sides,
            natural=sum(t.faces),
            total=sum(t.faces),
        )
        for t in sorted(named, key=lambda t: (t.round, index[t.commander]))
    )
    note = f"roll-off: which commander of {unit} is engaged (1.1.4)"
    if reading.round > 1:
        note += "; tied commanders rolled again (the console's reading of a tie)"
    return RollDraft(
        kind=kind.key,
        units=tuple(commanders),
        sides=sides,
        outcome=Outcome(key=reading.engaged, label=state.names().get(reading.engaged, "")),
        note=note,
    )
