"""What the umpire chose for a roll, and the roll as read from it (before any write).

The data of play: `RollChoices` (one `RoleChoice` per role) go in; a `RollPreview` comes
out, with what the rules forbid the chosen units (`Restriction`), why the roll cannot be
confirmed yet (`Problem`) and the lines of the note on effects the store keeps no other
way (`Note`). Front ends build the first and show the second. Pure: no Qt, no SQL.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.factors import Tick
from ba_console.core.model import EffectSpec
from ba_console.core.resolve import Resolution
from ba_console.rules.common import Effect, RollContext, RuleWarning

if TYPE_CHECKING:
    from ba_console.play.record import DraftParts
    from ba_console.store.records import RollDraft


class PlayError(ValueError):
    """A roll that cannot be read as chosen; the message (English) says why. Made with
    `of`, it keeps its translatable source (`template`, `template_args`) for a front end."""

    template: str = ""
    template_args: Mapping[str, object] = {}

    @classmethod
    def of(cls, template: str, **args: object) -> PlayError:
        error = cls(template.format(**args))
        error.template, error.template_args = template, args
        return error


class RoleChoice(NamedTuple):
    """What the umpire chose for one role of a roll."""

    role: str  # "firer", "attacker", "attacker2", "defender", "owner"…
    unit: str | None = None  # unit, commander or orderly key
    ticks: tuple[Tick, ...] = ()  # the checklist as left (roster ticks marked auto)
    faces: tuple[int, ...] | None = None  # None: not rolled yet
    console: bool = False  # the faces are the console's
    target: str | None = None  # fire: the unit fired at
    column: str | None = None  # column of a total × column result table
    klass: str | None = None  # class of a threshold test
    at_the_charge: bool = False  # melee attacker (2.3.3)
    ruling: bool = False  # the umpire rules the roll is made despite a restriction (1.1.9)
    # The role whose factor columns this one reads: a melee defender that attacks too reads
    # the attacker's (4.1.3). None: its own.
    factors_of: str | None = None
    note: str = ""  # what the log's note says of this role (English, like the log)
    neighbours: tuple[str, ...] = ()  # units that share the roll's effects (3.1.6, 4.1.6)
    side: str | None = None  # the roller's side, where the roster does not say it
    # The facts of the roll as stated (a JSON situation); None: read from the game.
    context: RollContext | None = None


class RollChoices(NamedTuple):
    """A roll's whole input, handed to `preview`."""

    kind: str
    roles: tuple[RoleChoice, ...]
    typed_outcomes: Mapping[int, str] = {}
    # Figures each unit loses, typed from the book: a number, or parts summed before
    # rounding down (3.1.5, 4.1.5).
    figures_lost: Mapping[str, int | str | tuple[int | str, ...]] = {}
    disorder: Mapping[str, str] = {}  # typed from the book
    # The effects the book gives the one outcome this roll reads from the pack, which the
    # pack names without effects (a catch roll's fall, an order followed: the kind's
    # `RollPlaces.outcome_effects`), typed by the umpire: read as if the pack gave them.
    outcome_effects: tuple[EffectSpec, ...] = ()
    note: str = ""

    @property
    def rolled(self) -> bool:
        return all(choice.faces is not None for choice in self.roles)


class Restriction(NamedTuple):
    """Why the rules forbid this role's unit the roll (`blocking`: it cannot be confirmed
    until the umpire rules otherwise), or a caution shown beside the unit. `text` is the
    English the log's note keeps; `template` and `args` its translatable source."""

    role: str
    unit: str
    code: str  # "md_no_fire", "fd_no_attack", "charge_wait"…
    text: str
    template: str
    args: Mapping[str, str | int]
    blocking: bool


class Problem(NamedTuple):
    """Why a roll cannot be confirmed yet: `code` is "blocked" (a restriction no ruling
    lifted), "no_target" (a fire naming no unit fired at, a melee no unit attacked),
    "not_rolled", "needs_outcome" or "draft" (the store would refuse the draft); `text` the
    English."""

    code: str
    text: str
    template: str = ""
    args: Mapping[str, object] = {}


class Note(NamedTuple):
    """A line of the roll's note on an effect the store has no place for (a unit removed,
    a pack's note): `text` is the log's English; `template` (context "RollOperations")
    and `args` its translatable source, the keys among them named as the roster names
    them when shown."""

    text: str
    template: str
    args: Mapping[str, object] = {}


class RollPreview(NamedTuple):
    """A roll read but not written: what a front end shows before Confirm."""

    choices: RollChoices
    resolution: Resolution
    rolled: bool
    effects: tuple[Effect, ...]
    warnings: tuple[RuleWarning, ...]
    outcome_labels: Mapping[str, str]
    drafted: DraftParts | None = None  # the draft, checked as the store checks it
    notes: tuple[Note, ...] = ()  # effects the store does not keep, said in the log's note
    problem: Problem | None = None  # why it cannot be confirmed yet
    restrictions: tuple[Restriction, ...] = ()  # what the rules forbid the chosen units

    def restrictions_of(self, role: str) -> tuple[Restriction, ...]:
        return tuple(r for r in self.restrictions if r.role == role)

    @property
    def overruled(self) -> tuple[Restriction, ...]:
        """Blocking restrictions the umpire has ruled the roll past (1.1.9)."""
        ruled = {c.role for c in self.choices.roles if c.ruling}
        return tuple(r for r in self.restrictions if r.blocking and r.role in ruled)

    @property
    def blocked_by(self) -> tuple[Restriction, ...]:
        """Blocking restrictions no ruling has lifted: the roll cannot be confirmed."""
        ruled = {c.role for c in self.choices.roles if c.ruling}
        return tuple(r for r in self.restrictions if r.blocking and r.role not in ruled)

    @property
    def draft(self) -> RollDraft | None:
        """The store's record of the draft, what Confirm logs (made when first asked for)."""
        return None if self.drafted is None else self.drafted.record

    @property
    def can_confirm(self) -> bool:
        return self.rolled and self.drafted is not None and self.problem is None
