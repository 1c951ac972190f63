"""The roll operations of the controller: the only GUI code that writes rolls.

A roll dialog collects the umpire's choices (units, ticked factors, dice, a typed outcome)
into a `RollChoices`; `RollOperations.preview` turns them into a `RollPreview` — the
rules module's reading of the roll, the effects it would have, and the `RollDraft` the
store would log — without writing anything, and `RollOperations.confirm` writes that draft
and its effects through the store in one transaction and has the controller emit
`roll_logged` and `roster_changed`. Before any dice, the preview also carries what the
rules forbid the chosen units (a unit in MD or FD cannot fire or attack, 3.1.1 and 4.1.1;
without supplies it cannot fire, 5.5.3; a charge within 4 bounds of the last, 2.3.3; FD
takes no orders, 1.1.2): such a roll cannot be confirmed unless the umpire rules that it is
rolled anyway (the referee's rulings override the rules, 1.1.9), and the ruling goes into
the logged note. The log viewer voids, verifies and exports through the same object. The
main controller holds one instance as `controller.rolls`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QSizeF
from PySide6.QtGui import QTextDocument
from PySide6.QtPrintSupport import QPrinter

from ba_console.core.dice import DiceSpec
from ba_console.core.factors import CountedFactor, FactorError, Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, FactorTable, RollKind, ThresholdTable
from ba_console.core.resolve import Resolution, ResolveError, RoleInput, resolve_roll
from ba_console.gui.labels import display_text, error_text
from ba_console.gui.models.roll_log_model import LogFilter
from ba_console.rules import belle_alliance as ba
from ba_console.rules import module_for
from ba_console.rules.common import Effect as RuleEffect
from ba_console.rules.common import RollContext, RuleWarning, UnitState, role_factor_tables
from ba_console.store.errors import GameError, GameFileGoneError, RollError, RosterError
from ba_console.store.export import LANGUAGES as REPORT_LANGUAGES
from ba_console.store.export import export_log
from ba_console.store.models import DISORDERS
from ba_console.store.records import Effect as StoreEffect
from ba_console.store.records import Factor, LoggedRoll, Outcome, RollDraft, RollSide
from ba_console.store.verify import VerifyReport

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.store.game import Game

# What the disk or the game's file refuses a write with (full, read-only, gone from disk): said
# as the controller says it for its own writes, not as a bad roll.
WRITE_ERRORS = (GameFileGoneError, sqlite3.Error, OSError)

# Kinds whose roles are staff figures (commanders, orderlies), not tactical units.
STAFF_ROLL_KINDS = frozenset({"catch", "engaging_commander", "replacement"})

# The roll's note says what the store has no place for. Filled as they are, these templates
# are the log's English (its wording must not change: it is evidence); translated, with names
# and labels for the keys, they are what the dialog lists (`display_text`).
NOTES_CONTEXT = "RollOperations"
NO_ORDER_NOTE = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit}: order {status} (no order written for bound {bound})"
)
REMOVED_NOTE = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit} is removed: fewer than 3 figures ({rule})"
)
EFFECT_NOTE = QT_TRANSLATE_NOOP("RollOperations", "{unit}: {text}")  # the pack's own words
CHANGE_NOTE = QT_TRANSLATE_NOOP("RollOperations", "{unit} {what}: {old} → {new} ({rule})")


@dataclass(frozen=True)
class RoleChoice:
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


@dataclass(frozen=True)
class Restriction:
    """Why the rules forbid this role's unit the roll (a key of the rules' REASONS).

    `blocking` restrictions keep the roll from being confirmed until the umpire rules
    otherwise; the others are cautions shown beside the unit."""

    role: str
    unit: str
    code: str  # "md_no_fire", "fd_no_attack", "charge_wait"…
    text: str  # English, with its rule reference: what the log's note keeps
    message: str  # the same in the interface language
    blocking: bool = True


@dataclass(frozen=True)
class RollChoices:
    """A roll dialog's whole input, handed to `preview` and then `confirm`."""

    kind: str
    roles: tuple[RoleChoice, ...]
    typed_outcomes: Mapping[int, str] = field(default_factory=dict)
    figures_lost: Mapping[str, int] = field(default_factory=dict)  # typed from the book
    disorder: Mapping[str, str] = field(default_factory=dict)  # typed from the book
    note: str = ""

    @property
    def rolled(self) -> bool:
        return all(choice.faces is not None for choice in self.roles)


@dataclass(frozen=True)
class RollPreview:
    """A roll read but not written: what the dialog shows before Confirm."""

    choices: RollChoices
    resolution: Resolution
    rolled: bool
    effects: tuple[RuleEffect, ...]
    warnings: tuple[RuleWarning, ...]
    outcome_labels: Mapping[str, str]
    draft: RollDraft | None = None
    notes: tuple[str, ...] = ()  # effects the store does not keep, said in the log's note
    problem: str = ""  # why it cannot be confirmed yet
    restrictions: tuple[Restriction, ...] = ()  # what the rules forbid the chosen units
    display_notes: tuple[str, ...] = ()  # `notes` in the interface language, one for each
    # The roster's names as read for `display_notes` (empty when there was no note), so the
    # dialog need not read them again.
    names: Mapping[str, str] = field(default_factory=dict)

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
    def can_confirm(self) -> bool:
        return self.rolled and self.draft is not None and not self.problem


@dataclass(frozen=True)
class RollOffThrow:
    """One commander's dice in the roll-off for which commander is engaged (1.1.4)."""

    commander: str
    faces: tuple[int, ...]
    console: bool = False
    round: int = 1  # 2, 3…: the tied commanders rolling again


@dataclass(frozen=True)
class RollOffReading:
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
    """Which of several commanders touching one unit is engaged: dice decide (1.1.4).

    Each rolls the pack's dice; the highest total is engaged. The book's wording on a tie
    is not known: the console's reading is that the tied commanders roll again, round by
    round, until one total is highest."""
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


class OperationRefused(Exception):  # noqa: N818 - an outcome the umpire reads, not a bug
    """The store or the rules refused; the message says why and nothing was written."""


class RollOperations(QObject):
    """Roll, void, verify and export, for the dialogs and the log viewer."""

    def __init__(self, controller: Any, parent: QObject | None = None):
        super().__init__(parent if parent is not None else controller)
        self.controller = controller

    @property
    def game(self) -> Game:
        game = getattr(self.controller, "game", None)
        if game is None:
            raise OperationRefused(self.tr("No game is open."))
        return game

    # --- the log ------------------------------------------------------------------------

    def void_roll(self, sequence: int, reason: str) -> LoggedRoll:
        """Void a roll with the umpire's reason: a new row, effects reversed, the voided row
        kept. Emits `roll_logged` for the void row and `roster_changed`."""
        try:
            row = self.game.void_roll(sequence, reason)
        except WRITE_ERRORS as exc:
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        return row

    def verify_call(self) -> Callable[[], VerifyReport]:
        """The check of the hash chain as a call for a thread: it touches no Qt object and
        reads the game file through a read-only connection of its own."""
        from ba_console.store.game import check_file

        path = self.game.path
        return lambda: check_file(path)[1]

    def export_text(self, fmt: str, log_filter: LogFilter | None = None) -> str:
        """The rolls the filter shows, as "csv", "json" or "html" (the dispute report, in the
        console's language: its words through the installed translation, the pack's labels
        in that language)."""
        language = getattr(self.controller, "language", "en")
        return export_log(
            self.game,
            fmt,
            **(log_filter or LogFilter()).as_kwargs(),
            language=language if language in REPORT_LANGUAGES else "en",
            translate=QCoreApplication.translate,
        )

    def export_file(self, path: str | Path, log_filter: LogFilter | None = None) -> Path:
        """Write the filtered log to `path`; the suffix chooses the format (.html, .csv,
        .json or .pdf)."""
        path = Path(path)
        suffix = path.suffix.lower().lstrip(".")
        if not path.parent.is_dir():
            # QPrinter writes no PDF there and says nothing: said here, for every format.
            raise OperationRefused(
                self.tr("Cannot export to %1: there is no folder %2.")
                .replace("%1", str(path))
                .replace("%2", str(path.parent))
            )
        if suffix == "pdf":
            html = self.export_text("html", log_filter)
            write_pdf(html, path, title=self.tr("Roll log"))
            return path
        if suffix == "htm":
            suffix = "html"
        if suffix not in ("html", "csv", "json"):
            raise OperationRefused(
                self.tr("Export as .html, .pdf, .csv or .json, not {suffix!r}").format(
                    suffix=path.suffix
                )
            )
        path.write_text(self.export_text(suffix, log_filter), encoding="utf-8")
        return path

    # --- rolls: what the dialogs read ---------------------------------------------------

    @property
    def pack(self) -> RulePack:
        pack = getattr(self.controller, "pack", None)
        if pack is None:
            raise OperationRefused(self.tr("No game is open."))
        return pack

    @property
    def bound(self) -> int:
        return self.game.phase().bound

    def kind(self, key: str) -> RollKind:
        try:
            return self.pack.roll(key)
        except KeyError as exc:
            raise OperationRefused(str(exc.args[0])) from None

    def dice_of(self, kind: RollKind) -> DiceSpec:
        return DiceSpec.parse(kind.dice) if kind.dice else self.pack.dice_spec

    def role_tables(self, kind: RollKind, role: str) -> list[tuple[str, FactorTable, str]]:
        return role_factor_tables(kind, role, self.pack.tables)

    def picks_staff(self, kind_key: str) -> bool:
        """True when the kind's roles are staff figures (catch roll, 1.1.4; Table 10, 19)."""
        return kind_key in STAFF_ROLL_KINDS

    def unit_state(self, key: str) -> UnitState | None:
        """The roster's unit as the rules module reads it; None for staff or unknown keys."""
        try:
            unit = self.game.unit(key)
        except (RosterError, GameError):
            return None
        flags: dict[str, set[int]] = {}
        for flag in self.game.flags(key):
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
            disorder=unit.disorder,
            formation=unit.formation,
            supplies_left=unit.supplies_left,
            flags={name: frozenset(bounds) for name, bounds in flags.items()},
            marksmen=unit.marksmen,
            light=unit.light,
        )

    def names(self) -> dict[str, str]:
        """The roster's names by key: units, commanders, orderlies and sides, so the
        umpire reads "I./15th Infantry Regiment" where the log keeps "i-15"."""
        return self.game.names()

    def restrictions(self, choices: RollChoices) -> tuple[Restriction, ...]:
        """What the Belle Alliance rules forbid each chosen unit in this roll: fire (3.1.1,
        5.5.3, 2.3.2, 1.1.1), attack (4.1.1), charge (2.3.3), take orders (1.1.2); and the
        caution that a unit without supplies melees at −2 (5.5.3)."""
        if self.pack.rules != "belle_alliance":
            return ()
        bound = self.bound
        out: list[Restriction] = []
        for choice in choices.roles:
            state = self.unit_state(choice.unit) if choice.unit else None
            if state is None:
                continue  # staff figures and roll-offs between commanders
            blocking: list[str] = []
            cautions: list[str] = []
            if choices.kind in ba.FIRE_ROLL_KINDS:
                blocking = ba.fire_restrictions(state, bound)
            elif choices.kind == "melee":
                if choice.role != "defender":
                    blocking = ba.attack_restrictions(state, bound)
                    if choice.at_the_charge:
                        blocking += ba.charge_restrictions(state, bound)
                if state.supplies_left == 0:
                    cautions.append("no_supplies_melee")
            elif choices.kind == "ordering" and not ba.can_take_orders(state):
                blocking = ["fd_no_orders"]
            charged = sorted(b for b in state.flags.get("charged", ()) if b < bound)
            last_charge = charged[-1] if charged else "?"
            for code, is_blocking in [(c, True) for c in blocking] + [(c, False) for c in cautions]:
                source = ba.REASONS[code]
                out.append(
                    Restriction(
                        role=choice.role,
                        unit=state.key,
                        code=code,
                        text=source.format(bound=last_charge),
                        message=QCoreApplication.translate("rules", source).format(
                            bound=last_charge
                        ),
                        blocking=is_blocking,
                    )
                )
        return tuple(out)

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

    def context(self, kind_key: str, choice: RoleChoice, choices: RollChoices) -> RollContext:
        """Facts of the roll for the roster predicates: whom the unit's figures are
        compared with (3.4.3, 4.1.3), the charge (2.3.3), the order and the immediate
        commander's rating for an ordering roll (1.1.3)."""
        opponent: int | None = None
        firing_artillery = kind_key == "artillery_fire"
        if kind_key in ba.FIRE_ROLL_KINDS and choice.target:
            target = self.unit_state(choice.target)
            opponent = ba.compared_figures(target) if target else None
        elif kind_key == "melee":
            if choice.role == "defender":
                attackers = [c for c in choices.roles if c.role != "defender" and c.unit]
                other = attackers[0].unit if len(attackers) == 1 else None
            else:
                other = next((c.unit for c in choices.roles if c.role == "defender"), None)
            state = self.unit_state(other) if other else None
            opponent = ba.compared_figures(state) if state else None
        order = None
        rating = None
        if kind_key == "ordering" and choice.unit:
            order = self._order_parts(choice.unit)
            rating = self._commander_rating(choice.unit)
        return RollContext(
            opponent_figures=opponent,
            firing_artillery=firing_artillery,
            at_the_charge=choice.at_the_charge,
            order=order,
            commander_rating=rating,
        )

    def _order_parts(self, unit_key: str):
        from ba_console.gui.controller import parts_from_store  # the controller's codec

        order = self.game.order(self.bound, unit_key)
        if order is None:
            return None
        try:
            return parts_from_store(order.parts)[0]
        except (TypeError, ValueError):
            return None

    def _commander_rating(self, unit_key: str) -> str | None:
        try:
            commander = self.game.unit(unit_key).commander
            rating = self.game.commander(commander).rating if commander else None
        except (RosterError, GameError):
            return None
        return rating if rating in ("effective", "ineffective") else None

    def auto_ticks(self, kind_key: str, choice: RoleChoice, choices: RollChoices) -> list[Tick]:
        """The factors the roster decides for this role, each with its reason."""
        pack = self.pack
        module = module_for(pack.rules)
        state = self.unit_state(choice.unit) if choice.unit else None
        state = state or UnitState(key=choice.unit or choice.role, klass=choice.klass)
        try:
            return module.auto_ticks(
                pack, kind_key, choice.role, state, self.bound,
                self.context(kind_key, choice, choices),
            )  # fmt: skip
        except (KeyError, ValueError):
            return []

    def side_penalty(self, key: str | None) -> CountedFactor | None:
        """The side penalty after a fallen staff figure on this unit's side (Table 18)."""
        side = self.side_of(key)
        if not side:
            return None
        penalties = [
            ba.SidePenalty(p.side, p.value, p.from_bound) for p in self.game.side_penalties(side)
        ]
        return ba.side_penalty_factor(penalties, side, self.bound)

    def console_faces(self, kind_key: str, role: str) -> tuple[int, ...]:
        """The console dice of `role` for the next roll (the same until it is logged)."""
        spec = self.dice_of(self.kind(kind_key))
        try:
            return self.game.console_faces(kind_key, role, spec.count, spec.sides)
        except WRITE_ERRORS as exc:  # the draw is written before its faces are shown
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError) as exc:
            raise OperationRefused(error_text(exc)) from None

    def outcome_labels(self, kind: RollKind, language: str = "en") -> dict[str, str]:
        table = self.pack.tables.get(kind.result or "")
        if isinstance(table, BandTable):
            return {o.key: o.label.get(language) for o in table.outcomes}
        if isinstance(table, ThresholdTable):
            return {o.key: o.label.get(language) for o in (table.pass_outcome, table.fail_outcome)}
        return {}

    # --- rolls: reading and writing --------------------------------------------------------

    def preview(self, choices: RollChoices, language: str = "en") -> RollPreview:
        """Read the roll as the dialog stands: factors, totals, odds, and once every role
        has its dice, the outcome, its effects and the draft to log. Writes nothing.
        Before the dice, totals are computed on placeholder faces and only the odds and
        modifiers are meaningful (`rolled` is False)."""
        pack = self.pack
        kind = self.kind(choices.kind)
        bound = self.bound
        inputs = []
        for choice in choices.roles:
            extra = self.side_penalty(choice.unit)
            inputs.append(
                RoleInput(
                    role=choice.role,
                    ticks=choice.ticks,
                    faces=None if choice.console else choice.faces,
                    unit=choice.unit,
                    column=choice.column,
                    klass=choice.klass,
                    extra=(extra,) if extra is not None else (),
                    factors_of=choice.factors_of,
                )
            )
        console = {c.role: c.faces for c in choices.roles if c.console and c.faces is not None}

        def faces_from(role: str, spec: DiceSpec) -> tuple[int, ...]:
            return console.get(role) or (1,) * spec.count  # placeholder until rolled

        typed = {i: t for i, t in choices.typed_outcomes.items() if t and t.strip()}
        try:
            resolution = resolve_roll(kind, pack.tables, pack.dice_spec, inputs, faces_from)
            if typed and choices.rolled:
                typed = {
                    i: t for i, t in typed.items() if resolution.results[i].lookup.needs_umpire
                }
                resolution = resolve_roll(
                    kind, pack.tables, pack.dice_spec, inputs, faces_from, typed or None
                )
        except (FactorError, ResolveError, ValueError, IndexError) as exc:
            raise OperationRefused(str(exc)) from None
        labels = self.outcome_labels(kind, language)
        restrictions = self.restrictions(choices)
        blocked = self._blocked_problem(choices, restrictions)
        if not choices.rolled:
            return RollPreview(choices, resolution, False, (), (), labels,
                               problem=blocked or self.tr("Roll the dice first."),
                               restrictions=restrictions)  # fmt: skip
        effects, warnings = self._effects(choices, resolution, bound)
        store_effects, said = self._store_effects(effects, bound)
        notes = [template.format(**args) for template, args in said]
        names = self.names() if said else {}
        display_notes = [
            display_text(NOTES_CONTEXT, template, args, english, names)
            for (template, args), english in zip(said, notes, strict=True)
        ]
        problem = blocked
        if resolution.needs_umpire and not problem:
            problem = self.tr("Type the outcome read from the book.")
        ruled = {c.role for c in choices.roles if c.ruling}
        rulings = self._ruling_notes(r for r in restrictions if r.blocking and r.role in ruled)
        draft = None
        try:
            # Built even while the outcome is missing, so the dialog can show the effects
            # known so far; `problem` keeps it from being confirmed.
            role_notes = [c.note for c in choices.roles if c.note]
            draft = self._draft(choices, kind, resolution, labels, store_effects,
                                rulings + role_notes + notes)  # fmt: skip
        except ValueError as exc:
            problem = problem or str(exc)
        return RollPreview(
            choices, resolution, True, tuple(effects), tuple(warnings), labels,
            draft, tuple(notes), problem, restrictions, tuple(display_notes), names,
        )  # fmt: skip

    def _blocked_problem(self, choices: RollChoices, restrictions: tuple[Restriction, ...]) -> str:
        """Why a restriction keeps the roll from being confirmed ("" if none does)."""
        ruled = {c.role for c in choices.roles if c.ruling}
        blocked = [r for r in restrictions if r.blocking and r.role not in ruled]
        if not blocked:
            return ""
        names = self.names()
        first = blocked[0]
        return self.tr(
            "{unit}: {reason}. Confirm only by the umpire's ruling (tick “roll anyway”, 1.1.9)."
        ).format(unit=names.get(first.unit, first.unit), reason=first.message)

    def _ruling_notes(self, overruled) -> list[str]:
        """The log's words for restrictions the umpire ruled past (1.1.9), in English like
        the rest of the log."""
        names = self.names()
        return [
            f"umpire's ruling (1.1.9): rolled anyway although {names.get(r.unit, r.unit)} "
            f"({r.unit}): {r.text}"
            for r in overruled
        ]

    def _effects(self, choices: RollChoices, resolution: Resolution, bound: int):
        pack = self.pack
        units: dict[str, UnitState] = {}
        keys = {c.unit for c in choices.roles} | {c.target for c in choices.roles}
        keys |= set(choices.figures_lost) | set(choices.disorder)
        for key in keys:
            state = self.unit_state(key) if key else None
            if state is not None:
                units[key] = state
        if pack.rules == "general_de_brigade":
            return module_for(pack.rules).effects_of(pack, resolution, units)
        penalties = [
            ba.SidePenalty(p.side, p.value, p.from_bound) for p in self.game.side_penalties()
        ]
        try:
            return ba.effects_of(
                pack,
                resolution,
                units,
                bound,
                sides={c.role: self.side_of(c.unit) for c in choices.roles if c.unit},
                targets={c.role: c.target for c in choices.roles if c.target},
                figures_lost={k: [v] for k, v in choices.figures_lost.items() if v},
                disorder={k: v for k, v in choices.disorder.items() if v},
                side_penalties=penalties,
            )
        except (ba.RulesDataError, ValueError) as exc:
            raise OperationRefused(str(exc)) from None

    def _store_effects(
        self, effects: list[RuleEffect], bound: int
    ) -> tuple[list[StoreEffect], list[tuple[str, dict[str, object]]]]:
        """The rules module's effects as the store keeps them; what the store has no place
        for (a unit removed, a note) goes into the roll's note instead, as a template (one of
        the *_NOTE above) and its arguments: filled as is for the log, translated for the
        dialog."""
        game = self.game
        out: list[StoreEffect] = []
        said: list[tuple[str, dict[str, object]]] = []

        def note(template: str, **args: object) -> None:
            said.append((template, args))

        for effect in effects:
            what, key = effect.what, effect.unit
            if what in ("figures", "gunners", "valour"):
                out.append(StoreEffect(unit=key, what=what, from_=effect.from_, to=effect.to))
            elif what == "disorder":
                if effect.to in DISORDERS:
                    out.append(StoreEffect(unit=key, what=what, from_=effect.from_, to=effect.to))
                else:  # General de Brigade's "unformed" is a state, not a disorder step
                    flag = {"key": str(effect.to), "expires_after": None}
                    out.append(StoreEffect(unit=key, what="flag", to=flag))
            elif what == "supplies":
                out.append(
                    StoreEffect(unit=key, what="supplies_left", from_=effect.from_, to=effect.to)
                )
            elif what == "flag":
                flag = {"key": str(effect.to), "expires_after": effect.until_bound}
                out.append(StoreEffect(unit=key, what="flag", to=flag))
            elif what == "side_penalty":
                payload = {"value": int(effect.to or 0), "until_bound": effect.until_bound or bound}
                out.append(StoreEffect(unit=key, what="side_penalty", to=payload))
            elif what == "staff":
                out.append(self._staff_falls(key))
            elif what == "order":
                order = game.order(bound, key)
                status = "followed" if effect.to == "followed" else "not_followed"
                if order is None:
                    note(NO_ORDER_NOTE, unit=key, status=status, bound=bound)
                elif order.status != status:
                    out.append(
                        StoreEffect(unit=key, what="order_status", from_=order.status, to=status)
                    )
            elif what == "removed":
                note(REMOVED_NOTE, unit=key, rule=effect.rule)
            elif what == "note":
                note(EFFECT_NOTE, unit=key, text=effect.to)
            else:
                note(CHANGE_NOTE, unit=key, what=what, old=effect.from_, new=effect.to,
                     rule=effect.rule)  # fmt: skip
        return out, said

    def _staff_falls(self, key: str) -> StoreEffect:
        game = self.game
        try:
            commander = game.commander(key)
            return StoreEffect(unit=key, what="commander_fallen", from_=commander.fallen, to=True)
        except (RosterError, GameError):
            pass
        try:
            orderly = game.orderly(key)
        except (RosterError, GameError):
            raise OperationRefused(
                self.tr("{key} is neither a commander nor an orderly").format(key=key)
            ) from None
        return StoreEffect(unit=key, what="orderly_fallen", from_=orderly.fallen, to=True)

    def _draft(self, choices, kind, resolution, labels, store_effects, notes) -> RollDraft:
        sides = []
        for role in resolution.roles:
            factors = tuple(
                Factor(
                    key=item.key,
                    label=item.label_en,
                    value=int(item.value or 0),
                    table=item.table,
                    column=item.column,
                    rule=item.rule,
                    auto=item.auto,
                )
                for item in role.counted
            )
            sides.append(
                RollSide(
                    role=role.role,
                    unit=role.unit,
                    dice_source="console" if role.dice_source == "console" else "typed",
                    faces=role.faces,
                    die_sides=role.dice.sides,
                    natural=role.natural,
                    factors=factors,
                    total=role.total,
                )
            )
        outcome = None
        keys = [r.outcome_key for r in resolution.results if r.outcome_key]
        if keys:
            texts = []
            for result in resolution.results:
                key = result.outcome_key or "?"
                text = labels.get(key, key.removeprefix("book: "))
                texts.append(
                    f"{' vs '.join(result.roles)}: {text}" if len(resolution.results) > 1 else text
                )
            outcome = Outcome(key=" | ".join(keys), label="; ".join(texts))
        cells = [r.lookup.cell for r in resolution.results if r.lookup.cell]
        unset = [f"{role.role}: {f.table} {f.key} unset" for role in resolution.roles
                 for f in role.unset]  # fmt: skip
        note_parts = [choices.note.strip()] if choices.note.strip() else []
        note_parts += notes + unset
        typed = any(r.typed for r in resolution.results)
        if typed and (choices.figures_lost or choices.disorder):
            entered = [f"{k} loses {v}" for k, v in choices.figures_lost.items() if v]
            entered += [f"{k} to {v}" for k, v in choices.disorder.items() if v]
            if entered:
                note_parts.append("typed from the book: " + ", ".join(entered))
        return RollDraft(
            kind=kind.key,
            units=tuple(c.unit for c in choices.roles if c.unit)
            + tuple(c.target for c in choices.roles if c.target),
            sides=tuple(sides),
            cell="; ".join(cells) or None,
            outcome_typed=typed,
            outcome=outcome,
            effects=tuple(store_effects),
            note="; ".join(note_parts),
        )

    def confirm(self, preview: RollPreview) -> LoggedRoll:
        """Log the previewed roll and apply its effects, in one transaction; then the
        controller emits `roll_logged` and `roster_changed`."""
        if not preview.can_confirm or preview.draft is None:
            raise OperationRefused(preview.problem or self.tr("The roll is not complete."))
        try:
            row = self.game.append_roll(preview.draft)
        except WRITE_ERRORS as exc:  # rolled back: neither the row nor its effects
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        return row

    def log_roll(self, choices: RollChoices, language: str = "en") -> LoggedRoll:
        """Preview and confirm in one call (the headless path tests and scripts use)."""
        return self.confirm(self.preview(choices, language))

    def commander_roll_off_draft(
        self, unit: str, commanders: tuple[str, ...], throws: tuple[RollOffThrow, ...]
    ) -> RollDraft:
        """The `roll_off` row that decides which commander of `unit` is engaged (1.1.4):
        every round's dice, the commanders as its units, the engaged one as its outcome."""
        reading = read_roll_off(commanders, throws)
        if reading.engaged is None:
            raise OperationRefused(self.tr("The roll-off between the commanders is not decided."))
        kind = self.kind("roll_off")
        spec = self.dice_of(kind)
        index = {c: i for i, c in enumerate(commanders, start=1)}
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
            for t in sorted(throws, key=lambda t: (t.round, index[t.commander]))
            if t.commander in index
        )
        note = f"roll-off: which commander of {unit} is engaged (1.1.4)"
        if reading.round > 1:
            note += "; tied commanders rolled again (the console's reading of a tie)"
        names = self.names()
        return RollDraft(
            kind=kind.key,
            units=tuple(commanders),
            sides=sides,
            outcome=Outcome(key=reading.engaged, label=names.get(reading.engaged, "")),
            note=note,
        )

    def log_commander_roll_off(
        self, unit: str, commanders: tuple[str, ...], throws: tuple[RollOffThrow, ...]
    ) -> LoggedRoll:
        """Log the roll-off row in its own transaction, like any other roll."""
        draft = self.commander_roll_off_draft(unit, commanders, throws)
        try:
            row = self.game.append_roll(draft)
        except WRITE_ERRORS as exc:
            raise OperationRefused(self._write_refused(exc)) from None
        except (RollError, GameError, ValueError) as exc:
            raise OperationRefused(error_text(exc)) from None
        self._notify(row)
        return row

    # --- shared -------------------------------------------------------------------------

    def _write_refused(self, exc: BaseException) -> str:
        describe = getattr(self.controller, "write_refusal", None)
        return describe(exc) if callable(describe) else error_text(exc)

    def _notify(self, row: LoggedRoll) -> None:
        notify = getattr(self.controller, "notify_roll_logged", None)
        if callable(notify):
            notify(row)
            return
        for name in ("roll_logged", "roster_changed"):
            signal = getattr(self.controller, name, None)
            if signal is not None:
                signal.emit(row if name == "roll_logged" else list(row.units))


def html_document(html: str) -> QTextDocument:
    document = QTextDocument()
    # QTextDocument knows no CSS grid or @media: the report still reads as a table.
    document.setHtml(html)
    return document


def write_pdf(html: str, path: Path, title: str = "") -> None:
    """Render the dispute report's HTML to a landscape A4 PDF."""
    from ba_console.gui.printing import landscape_pdf_printer

    print_html(html, landscape_pdf_printer(path, title, margin_mm=10))


def print_html(html: str, printer: QPrinter) -> None:
    document = html_document(html)
    document.setPageSize(QSizeF(printer.pageRect(QPrinter.Unit.Point).size()))
    document.print_(printer)
