"""An open game as a front end's roll dialog reads it, again and again while the umpire
chooses: one object with the pack, the game and every play function bound to them.

`PlaySession` reads; it never writes. Each reading of a roll (`preview`, `auto_ticks`…)
reads the game afresh through a new `StoredGame`, so a roll logged elsewhere, a roster
correction or an undo is seen at the next reading. What the window needs beyond the roll
itself is here too: the written order's defaults (its target, the charge, 4.1.2, 2.3.3),
the Table 8 column a melee's defender reads (4.1.3, 4.1.1), and the units of fire or
melee the rules count. Pure: no Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.dice import DiceSpec
from ba_console.core.factors import CountedFactor, Tick
from ba_console.core.model import FactorTable, RollKind
from ba_console.core.orders import Attack
from ba_console.play import learn, roll
from ba_console.play.choices import RoleChoice, RollChoices, RollPreview
from ba_console.play.movement import (
    MovementChoice,
    MovementLine,
    MovementPreview,
    movement_lines,
    preview_movement,
)
from ba_console.play.roll_off import RollOffThrow, roll_off_draft
from ba_console.play.state import WrittenOrder
from ba_console.play.steps import (
    Roller,
    kinds_for,
    offered_kinds,
    out_of_step,
    rolls_of_step,
)
from ba_console.play.stored import StoredGame
from ba_console.rules.common import DefenderColumn, UnitState
from ba_console.rules.interface import CountedUnits, RuleSet
from ba_console.rules.registry import rules_for
from ba_console.store.models import PhaseState, UnitLookup

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.store.game import Game
    from ba_console.store.records import RollDraft


class WrittenAttack(NamedTuple):
    """The attack part of a unit's written order for the bound (4.1.2), with the order."""

    attack: Attack
    order: WrittenOrder


class DefenderReading(NamedTuple):
    """The rules' reading of a melee defender's column (None where the rules have none),
    the attack its own written order makes, the unit that attack names, and whether that
    attack is at the charge and the defender may charge (2.3.3)."""

    reading: DefenderColumn | None
    written: WrittenAttack | None
    target: str | None
    order_charge: bool
    # What the reading was made from (the units as they stand, the named unit, the flank
    # answer): a front end keeps the umpire's own choice until one of them changes.
    read_from: tuple[object, ...] = ()


class PlaySession:
    """The pack and the open game, with play's functions bound to them."""

    def __init__(self, game: Game, pack: RulePack) -> None:
        self.game = game
        self.pack = pack
        self.rules: RuleSet = rules_for(pack.rules)

    def state(self) -> StoredGame:
        """A fresh reading of the game (each unit read once while it is used), its units'
        disorder on the pack's ladder."""
        return StoredGame(self.game, ladder=self.pack.disorder)

    @property
    def bound(self) -> int:
        return self.game.phase().bound

    def phase(self) -> PhaseState:
        """The bound, phase and sub-phase as the game stands."""
        return self.game.phase()

    # --- the pack -------------------------------------------------------------------------

    def kind(self, key: str) -> RollKind:
        return roll.roll_kind(self.pack, key)

    def dice_of(self, kind: RollKind) -> DiceSpec:
        return roll.dice_of(self.pack, kind)

    def role_tables(self, kind: RollKind, role: str) -> list[tuple[str, FactorTable, str]]:
        return roll.role_tables(self.pack, kind, role)

    def outcome_labels(self, kind: RollKind, language: str = "en") -> dict[str, str]:
        return roll.outcome_labels(self.pack, kind, language)

    def outcome_meanings(self, kind: RollKind) -> dict[str, str]:
        return roll.outcome_meanings(self.pack, kind)

    def outcomes_without_effects(self, kind: RollKind) -> frozenset[str]:
        return roll.outcomes_without_effects(self.pack, kind)

    def bare_outcome(self, preview: RollPreview) -> str | None:
        """The one outcome the previewed roll reads from the pack that gives it no effects
        (`roll.bare_outcome`); None otherwise."""
        return roll.bare_outcome(self.pack, preview.resolution)

    def rightly_without_effects(self, kind: str, key: str) -> bool:
        """Whether the outcome changes nothing rightly (the shipped pack's "Survives")."""
        return roll.rightly_without_effects(self.pack, kind, key)

    def typed_effect_kinds(self, kind: str) -> tuple[str, ...]:
        """The effects of its own a roll of `kind` can type for such an outcome."""
        return roll.typed_effect_kinds(self.pack, kind)

    def picks_staff(self, kind: str) -> bool:
        """True when the kind's roles are staff figures (catch roll, 1.1.4; Tables 10, 19)."""
        return kind in self.rules.places.staff

    def staff_figure_for(self, unit: str | None) -> str | None:
        """The staff figure a staff roll opened on a unit (F9 on its row) is made by: its
        commander; when he has fallen, his first orderly standing, who can replace him
        (Table 19, 1.1.4). None: a unit without a commander, or not a unit."""
        state = self.state()
        if not unit or state.unit(unit) is None:
            return None
        commander = self.game.unit(unit).commander
        figure = state.staff(commander) if commander else None
        if figure is None or not figure.fallen:
            return commander
        for orderly in figure.orderlies:
            found = state.staff(orderly)
            if found is not None and not found.fallen:
                return orderly
        return commander

    def phase_kind(self, unit: str | None) -> str | None:
        """The kind "Roll…" opens in the current step for `unit`: the first it offers (a
        battery fires as one; a unit makes no catch roll)."""
        offered = self.offered_kinds(unit)
        return offered[0] if offered else None

    def offered_kinds(self, unit: str | None) -> list[str]:
        """The kinds "Roll…" (F9) offers in the current step for `unit` (a unit or staff
        figure's key; None: anyone), the one it opens first (`steps.offered_kinds`)."""
        phase = self.game.phase()
        return offered_kinds(self.pack, phase.phase, phase.sub_phase, self.roller(unit))

    def roller(self, key: str | None) -> Roller | None:
        """Who F9 is pressed on, as `steps.fits` reads it (None: nobody the roster knows)."""
        if not key:
            return None
        state = self.unit_state(key)
        if state is not None:
            return Roller(arm=state.arm)
        return Roller(staff=True) if self.state().staff(key) is not None else None

    def firers_this_bound(self) -> set[str]:
        """The units that fired in this step of the bound: the firers (the first unit) of
        its fires not voided."""
        fire = self.rules.places.fire
        position = self.game.phase()
        return {
            row.units[0]
            for row in self.game.rolls(bound=position.bound, phase=position.phase)
            if row.kind in fire and row.voided_by is None and row.units
        }

    def kinds_for(self, unit: str | None) -> list[str]:
        """Every kind of the pack `unit` can make, wherever it is placed (`steps.kinds_for`)."""
        return kinds_for(self.pack, self.roller(unit))

    def no_roll_in_step(self) -> bool:
        """Whether no roll of the pack belongs to the current step (`steps.rolls_of_step`)."""
        phase = self.game.phase()
        return not rolls_of_step(self.pack, phase.phase, phase.sub_phase)

    def out_of_step(self, kind: str) -> bool:
        phase = self.game.phase()
        return out_of_step(self.pack, kind, phase.phase, phase.sub_phase)

    # --- the game -------------------------------------------------------------------------

    def unit_state(self, key: str) -> UnitState | None:
        """The roster's unit as the rules read it; None for staff or unknown keys."""
        return self.state().unit(key)

    def names(self) -> dict[str, str]:
        """The roster's names by key, so the umpire reads names where the log keeps keys."""
        return dict(self.game.names())

    def side_of(self, key: str | None) -> str:
        return self.state().side_of(key)

    def side_penalty(self, key: str | None, kind: str = "") -> CountedFactor | None:
        """The side penalty after a fallen staff figure on this unit's side (Table 18), on
        a roll of `kind`: None on a staff figure's own roll (1.1.4)."""
        return roll.side_penalty(self.rules, self.state(), RoleChoice("", key), kind)

    def written_attack(self, unit: str | None) -> WrittenAttack | None:
        """The attack of the unit's written order for this bound (4.1.2); None without one,
        or when the order was not followed (1.1.3)."""
        if not unit or self.unit_state(unit) is None:
            return None
        order = self.state().written_order(unit)
        if order is None or order.status == "not_followed" or order.parts is None:
            return None
        attack = order.parts.attack
        return WrittenAttack(attack, order) if attack is not None else None

    def attacked_unit(self, attack: WrittenAttack | None) -> str | None:
        """The unit an attack names: written as a unit's key or as its name (the order
        sheet completes names); None when it names no unit."""
        if attack is None:
            return None
        target = UnitLookup(self.game.units()).find(attack.attack.target)
        return target.key if target is not None else None

    def ordered_target(self, unit: str | None) -> str | None:
        """The unit the written order of `unit` attacks, if it names one."""
        return self.attacked_unit(self.written_attack(unit))

    def defender_reading(
        self, defender: str | None, attackers: list[str], hit_in_flank_or_rear: bool
    ) -> DefenderReading:
        """Which factor column a melee's defender reads (4.1.3, 4.1.1): the rules' reading
        of its written attack order, the attackers and the umpire's flank answer."""
        state = self.state()
        unit = state.unit(defender) if defender else None
        others = [state.unit(key) for key in attackers]
        written = self.written_attack(defender)
        target = None
        if written is not None and not written.attack.against_position:
            target = self.attacked_unit(written)
        reading = None
        if unit is not None:
            reading = self.rules.defender_column(
                unit,
                target,
                tuple(o for o in others if o is not None),
                state.bound,
                hit_in_flank_or_rear,
            )
        charge = (
            written is not None
            and written.attack.at_the_charge
            and unit is not None
            and self.rules.may_charge(unit, state.bound)
        )
        read_from = (unit, tuple(others), target, hit_in_flank_or_rear)
        return DefenderReading(reading, written, target, charge, read_from)

    def defender_note(self, unit: str, reading: DefenderColumn, attacks_too: bool) -> str:
        return self.rules.defender_column_note(unit, reading, attacks_too)

    def counted_units(self, kind: str, role: str, unit: str) -> CountedUnits | None:
        state = self.unit_state(unit)
        return self.rules.counted_units(kind, role, state) if state is not None else None

    # --- the roll -------------------------------------------------------------------------

    def auto_ticks(self, choice: RoleChoice, choices: RollChoices) -> list[Tick]:
        return roll.auto_ticks(self.pack, self.state(), choice, choices)

    def preview(self, choices: RollChoices, language: str = "en") -> RollPreview:
        return roll.preview(self.pack, self.state(), choices, language)

    def typed_outcomes(self, kind: str, limit: int = 200) -> list[str]:
        """The outcomes typed from the book before for the result table of `kind` (by any
        kind of roll that reads it), newest first, each once; voided rolls left out."""
        result = self.pack.rolls[kind].result if kind in self.pack.rolls else None
        kinds = [k for k, spec in self.pack.rolls.items() if spec.result == result] or [kind]
        rows = [
            row
            for key in kinds
            for row in self.game.rolls(kind=key, newest_first=True, limit=limit)
            if row.outcome_typed and row.outcome is not None and row.voided_by is None
        ]
        rows.sort(key=lambda row: -row.sequence)
        table = self.pack.tables.get(result or "")
        named = {o.key for o in getattr(table, "outcomes", ())}
        texts: dict[str, None] = {}
        for row in rows:
            # The logged key: the book's words ("book: …" where the table names outcomes),
            # one per result.
            for part in row.outcome.key.split(" | "):
                text = part.removeprefix("book: ").strip()
                if text and part not in named:
                    texts.setdefault(text)
        return list(texts)

    def cell_offers(self, preview: RollPreview) -> tuple[learn.Offer, ...]:
        """The cells of the previewed roll the pack may remember, factor values typed from
        the book and result cells (see `play.learn`)."""
        return learn.offers(self.pack, self.state(), preview)

    def roll_off_draft(
        self, unit: str, commanders: tuple[str, ...], throws: tuple[RollOffThrow, ...]
    ) -> RollDraft:
        return roll_off_draft(self.pack, self.state(), unit, commanders, throws)

    # --- the movement step ----------------------------------------------------------------

    def movement_lines(self) -> list[MovementLine]:
        """The units whose order of the bound moves them, each with its confirmation."""
        return movement_lines(self.pack, self.game)

    def preview_movement(self, line: MovementLine, choice: MovementChoice) -> MovementPreview:
        return preview_movement(self.pack, self.state(), line, choice)
