"""The `GameState` of an open game file: what play reads of it, each thing read once.

The window, the charge phase and the play session read a game through a `StoredGame`;
`ba-console resolve` reads a situation instead (`play.state.GivenState`), and this module,
which reads the store, is not loaded for it. A `StoredGame` remembers what it read, so one
reading of a roll reads each unit once: make a new one for each reading.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from ba_console.core.orders import OrderParts
from ba_console.core.vocabulary import CHARGE_DECISION_KIND
from ba_console.play.orders import parts_from_store
from ba_console.play.state import StaffFigure, WrittenOrder, ladder_disorder
from ba_console.rules.common import SidePenalty, UnitState
from ba_console.rules.places import STORE_PLAIN_RATING
from ba_console.store.errors import GameError, RosterError

if TYPE_CHECKING:
    from ba_console.store.game import Game


def _same_order(
    text: str, parts: tuple[dict, ...], other_text: str, other_parts: tuple[dict, ...]
) -> bool:
    """Whether two written orders are the same order (1.1.3): their parts as the console
    reads them, without the facts stated for the ordering roll; their texts where neither
    has a part."""
    try:
        read, other = parts_from_store(parts)[0], parts_from_store(other_parts)[0]
    except (TypeError, ValueError):  # a part the store kept but no longer reads
        return parts == other_parts and text.strip() == other_text.strip()
    if read == OrderParts() and other == OrderParts():
        return text.strip() == other_text.strip()
    return read == other


class StoredGame:
    """A `GameState` read from an open game file, each thing read once. `ladder` is the
    pack's disorder ladder, which a unit's disorder is read on (`ladder_disorder`)."""

    def __init__(self, game: Game, bound: int | None = None, ladder: Sequence[str] = ()) -> None:
        self.game = game
        self._bound = bound
        self._ladder = tuple(ladder)
        self._units: dict[str, UnitState | None] = {}
        self._names: Mapping[str, str] | None = None
        self._replacing: frozenset[str] | None = None

    @property
    def bound(self) -> int:
        if self._bound is None:
            self._bound = self.game.phase().bound
        return self._bound

    @property
    def phase(self) -> str | None:
        return self.game.phase().phase

    def loss_parts(self, unit: str) -> Fraction:
        where = self.game.phase()
        total = Fraction(0)
        for roll in self.game.rolls(bound=where.bound, phase=where.phase, unit=unit):
            if roll.voided_by is not None or roll.sub_phase != where.sub_phase:
                continue
            for effect in roll.effects:
                if effect.what == "loss_part" and effect.unit == unit:
                    total += Fraction(str(effect.to))
        return total

    def last_targets(self, unit: str, kinds: frozenset[str]) -> frozenset[str]:
        if self.bound <= 1:
            return frozenset()
        targets: set[str] = set()
        for roll in self.game.rolls(bound=self.bound - 1, unit=unit):
            if roll.kind not in kinds or roll.voided_by is not None:
                continue
            if any(side.unit == unit for side in roll.sides) and len(roll.units) > 1:
                targets.add(roll.units[1])  # a fire row names its firer, then its target
        return frozenset(targets)

    def unit(self, key: str) -> UnitState | None:
        if key not in self._units:
            self._units[key] = self._read_unit(key)
        return self._units[key]

    def _read_unit(self, key: str) -> UnitState | None:
        game = self.game
        try:
            unit = game.unit(key)
        except (RosterError, GameError):
            return None
        flags: dict[str, set[int]] = {}
        for flag in game.flags(key):
            flags.setdefault(flag.key, set()).add(flag.set_bound)
        is_artillery = unit.arm == "artillery"
        return UnitState(
            key=unit.key,
            side=unit.side,
            arm="waggon" if unit.arm == "supply" else unit.arm,
            type=unit.type,
            figures_start=unit.figures_start,
            figures=unit.figures,
            gunners_start=unit.gunners_start if is_artillery else None,
            gunners=unit.gunners if is_artillery else None,
            valour=unit.valour,
            disorder=ladder_disorder(unit.disorder, flags, self._ladder),
            formation=unit.formation,
            supplies_left=unit.supplies_left,
            flags={name: frozenset(bounds) for name, bounds in flags.items()},
            marksmen=unit.marksmen,
            light=unit.light,
        )

    def staff(self, key: str) -> StaffFigure | None:
        game = self.game
        try:
            commander = game.commander(key)
        except (RosterError, GameError):
            pass
        else:
            orderlies = tuple(o.key for o in game.orderlies(key))
            return StaffFigure(
                key,
                "commander",
                commander.side,
                commander.fallen,
                orderlies=orderlies,
                rating=commander.rating,
            )
        try:
            orderly = game.orderly(key)
        except (RosterError, GameError):
            return None
        side = self.side_of(orderly.commander)
        if orderly.fallen and self._replacing is None:
            self._replacing = game.replacing_orderlies()
        replaced = orderly.fallen and key in (self._replacing or ())
        return StaffFigure(
            key, "orderly", side, orderly.fallen, commander=orderly.commander, replaced=replaced
        )

    def side_of(self, key: str | None) -> str:
        if key is None:
            return ""
        game = self.game
        for finder in (game.unit, game.commander):
            try:
                return finder(key).side
            except (RosterError, GameError):
                continue
        try:
            return game.commander(game.orderly(key).commander).side
        except (RosterError, GameError):
            return ""

    def side_penalties(self) -> tuple[SidePenalty, ...]:
        return tuple(SidePenalty(p.side, p.value, p.from_bound) for p in self.game.side_penalties())

    def names(self) -> Mapping[str, str]:
        if self._names is None:
            self._names = self.game.names()
        return self._names

    def written_order(self, unit: str) -> WrittenOrder | None:
        order = self.game.order(self.bound, unit)
        if order is None:
            return None
        try:
            parts: OrderParts | None = parts_from_store(order.parts)[0]
        except (TypeError, ValueError):  # a part the store kept but no longer reads
            parts = None
        return WrittenOrder(order.unit, order.bound, order.text, parts, order.status)

    def failed_bounds(self, unit: str) -> int:
        """Walks back from the bound before this one while the unit's order there is the
        same as now and was not followed: its ordering roll failed (1.1.3). The same
        order: the same parts (the facts the umpire stated about distances may differ);
        the same text where neither has parts the console reads."""
        current = self.game.order(self.bound, unit)
        if current is None:
            return 0
        count = 0
        for bound in range(self.bound - 1, 0, -1):
            earlier = self.game.order(bound, unit)
            if earlier is None or earlier.status != "not_followed":
                break
            if not _same_order(earlier.text, earlier.parts, current.text, current.parts):
                break
            count += 1
        return count

    def failed_replacements(self, commander: str, kind: str) -> int:
        """Walks back from the bound before this one while a replacement roll for the
        commander (Table 19: on him or one of his orderlies, not voided) was made there and
        none of that bound's rolls put him back (1.1.4: a positive factor for each
        consecutive failed bound). A bound without such a roll ends the run; so does a roll
        whose outcome was not given (it is not known to have failed)."""
        figure = self.staff(commander)
        if figure is None or figure.kind != "commander" or self.bound <= 1:
            return 0
        figures = {commander, *figure.orderlies}
        by_bound: dict[int, list[bool]] = {}  # bound → for each roll: whether it failed
        for roll in self.game.rolls(kind=kind):
            if roll.voided_by is not None or roll.bound >= self.bound:
                continue
            if not figures.intersection(roll.units):
                continue
            replaced = any(
                e.unit == commander and e.what == "commander_fallen" and e.to is False
                for e in roll.effects
            )
            by_bound.setdefault(roll.bound, []).append(roll.outcome is not None and not replaced)
        count = 0
        for bound in range(self.bound - 1, 0, -1):
            rolls = by_bound.get(bound)
            if not rolls or not all(rolls):
                break
            count += 1
        return count

    def charge_fire_losses(self, unit: str) -> int:
        """The charge phase's defensive-fire rows of this bound that name `unit` as the
        charger (a charge row names its charger first), neither they nor the charge's
        declaration voided."""
        lost = 0
        for row in self.game.rolls(bound=self.bound, kind=CHARGE_DECISION_KIND, unit=unit):
            if row.voided_by is not None or row.outcome is None or row.units[:1] != (unit,):
                continue
            try:
                payload = json.loads(row.outcome.key)
            except ValueError:
                continue
            if not isinstance(payload, dict) or payload.get("action") != "defensive_fire":
                continue
            try:
                declared = self.game.roll(int(payload["charge"]))
                figures = int(payload.get("figures_lost") or 0)
            except (KeyError, TypeError, ValueError, GameError):
                continue
            if declared.voided_by is None:
                lost += max(0, figures)
        return lost

    def commander_rating(self, unit: str) -> str | None:
        try:
            commander = self.game.unit(unit).commander
            rating = self.game.commander(commander).rating if commander else None
        except (RosterError, GameError):
            return None
        # The store's plain rating is no factor; any other is read as the rules name it.
        return None if rating in (None, STORE_PLAIN_RATING) else rating
