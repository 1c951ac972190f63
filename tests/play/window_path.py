"""A `resolve` situation made again through the window's path, for the parity corpus.

`ba-console resolve` reads a situation as data (`play.situation`). The window reads the
same roll from a game file: the roster, flags, side penalties, orders and phase are in
the store, the umpire's choices come from the roll dialog, and Confirm logs the draft.
`build_game` writes a game whose roster mirrors the situation (each unit and staff figure
named by its key, so notes that name units read alike); `window_roll` then makes the
choices as the roll dialog makes them — its roles, the dice typed or the console's, the
checklist pre-ticked from the roster with the umpire's own ticks added in table order —
and previews and confirms through the controller (`controller.rolls`), as the dialog's
Confirm does.

What the window has no place for is refused rather than guessed: facts the store does not
hold (`commander_engaged`, `staff_in_base_contact`, `gifted_commander`, a stated
`opponent_figures` or `firing_artillery`) are ticked as factors in the corpus instead.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from ba_console.core.factors import Tick
from ba_console.core.fair_dice import fair_faces
from ba_console.core.orders import OrderFacts
from ba_console.core.phases import flatten
from ba_console.packs import builtin_ids, load_pack
from ba_console.packs.schema import RulePack
from ba_console.play.choices import RoleChoice, RollChoices, RollPreview
from ba_console.play.orders import parts_to_store
from ba_console.play.situation import FactorRef, Report, Situation, parse_situation
from ba_console.play.situation import resolve_situation as resolve
from ba_console.play.steps import placed_kinds
from ba_console.rules.belle_alliance.flags import FLAG_DURATIONS, flag_until
from ba_console.rules.common import role_factor_tables
from ba_console.store.game import Game
from ba_console.store.models import UNIT_TYPES
from ba_console.store.records import LoggedRoll

# The console's dice seed of every parity game (and of `resolve --seed`): fixed, so the
# console dice are the same on every run.
SEED = bytes(range(32))
SEED_HEX = SEED.hex()
# The store keeps Belle Alliance's disorder ladder; General de Brigade's "unformed" is a
# flag on a unit that is otherwise in order (see play.record).
GDB_DISORDER = {"formed": "ordered", "unformed": "ordered"}
# Context facts the store has no place for: a situation states them, the umpire at the
# window ticks their factor by hand.
NOT_IN_THE_STORE = (
    "opponent_figures",
    "firing_artillery",
    "commander_engaged",
    "staff_in_base_contact",
    "gifted_commander",
)


class NotMirrored(ValueError):
    """A situation the window's path cannot make (the message says why)."""


def load(path: Path) -> tuple[Situation, RulePack, dict]:
    """The situation of a corpus file, its pack (a shipped id or a file beside it, as
    `ba-console resolve` finds it) and the raw JSON."""
    import json

    data = json.loads(path.read_text(encoding="utf-8"))
    situation = parse_situation(data)
    name = situation.pack
    pack = load_pack(name if name in builtin_ids() else str(path.parent / name))
    return situation, pack, data


def console_roles(situation: Situation) -> list[str]:
    """The roles the console rolls for, in the order the dialog draws them (its panels)."""
    return [roll.role for roll in situation.rolls if roll.dice is None]


def faces_from(situation: Situation):
    """`resolve --seed`'s console dice, each role with the draw number the game's console
    ledger gives it when the window draws the roles in order (draws count from 1)."""
    draws = {role: number for number, role in enumerate(console_roles(situation), start=1)}

    def faces(role: str, spec) -> tuple[int, ...]:
        kind = f"{situation.roll}/{role}"
        return fair_faces(SEED, draws[role], kind, spec.count, spec.sides)

    return faces


def resolve_situation(situation: Situation, pack: RulePack) -> Report:
    """The `resolve` path, with the console dice a game of `SEED` would draw."""
    return resolve(situation, pack, faces_from(situation) if console_roles(situation) else None)


# --- the game -------------------------------------------------------------------------------


def _sides(situation: Situation) -> set[str]:
    sides = {unit.side for unit in situation.units.values()}
    sides |= {figure.side for figure in situation.staff.values()}
    sides |= set(situation.side_penalty)
    sides |= {roll.side for roll in situation.rolls if roll.side}
    if "" in sides:
        raise NotMirrored("every unit needs a side: the store keeps none without")
    return sides


def _step(situation: Situation, pack: RulePack) -> tuple[str, str | None]:
    """The step the situation names, else a step of the bound in which the pack makes this
    kind of roll: the last, where no rule of its phase applies without being stated (fire:
    the fire phase, not continued fire, 1.1.1)."""
    if situation.phase:
        phase, _, sub_phase = situation.phase.partition("/")
        return phase, sub_phase or _first_sub(pack, phase)
    steps = placed_kinds(pack)[situation.roll].steps
    if steps:
        phase, _, sub_phase = steps[-1].partition("/")
        return phase, sub_phase or _first_sub(pack, phase)
    first = flatten(pack.phases)[0]
    return first.phase, first.sub_phase


def _first_sub(pack: RulePack, phase: str) -> str | None:
    return next((step.sub_phase for step in flatten(pack.phases) if step.phase == phase), None)


def build_game(situation: Situation, pack: RulePack, path: Path) -> None:
    """A game file whose roster, flags, side penalties, orders and phase are the
    situation's; every key named as itself."""
    for roll in situation.rolls:
        stated = [name for name in NOT_IN_THE_STORE if getattr(roll.context, name)]
        if stated:
            raise NotMirrored(f"{roll.role}: the store has no place for {', '.join(stated)}")
    game = Game.create(
        path,
        title="parity",
        pack_toml=pack.to_toml(),
        pack_id=pack.id,
        pack_hash=pack.content_hash,
        pack_version=pack.version,
        dice_mode="both",
        seed=SEED,
    )
    try:
        for side in sorted(_sides(situation)):
            game.add_side(side, side)
        staff = situation.staff
        for key, figure in staff.items():
            if figure.kind == "commander":
                game.add_commander(key, key, side=figure.side)
        for key, figure in staff.items():
            if figure.kind == "orderly":
                commander, _, number = key.rpartition(".o")
                if not commander or number not in ("1", "2"):
                    raise NotMirrored(f"staff.{key}: an orderly's key is <commander>.o1 or .o2")
                if commander not in staff:
                    game.add_commander(commander, commander, side=figure.side)
            if figure.fallen:
                update = (
                    game.update_commander if figure.kind == "commander" else game.update_orderly
                )
                update(key, fallen=True)
        rated = {
            roll.unit: roll.context.commander_rating
            for roll in situation.rolls
            if roll.unit and roll.context.commander_rating
        }
        gdb = pack.rules == "general_de_brigade"
        for key, unit in situation.units.items():
            disorder = unit.disorder or "ordered"  # not given: the store's first step
            commander = None
            if key in rated:
                commander = f"{key}-commander"
                game.add_commander(commander, commander, side=unit.side, rating=rated[key])
            arm = "supply" if unit.arm == "waggon" else unit.arm
            artillery = arm == "artillery"
            game.add_unit(
                key,
                key,
                side=unit.side,
                arm=arm,
                type=unit.type or UNIT_TYPES[arm][0],
                figures=unit.figures,
                figures_start=unit.figures_start,
                gunners=(unit.gunners or 0) if artillery else 0,
                gunners_start=unit.gunners_start if artillery else None,
                valour=unit.valour,
                disorder=GDB_DISORDER.get(disorder, disorder) if gdb else disorder,
                formation=unit.formation,
                supplies_left=unit.supplies_left,
                light=unit.light,
                marksmen=unit.marksmen,
                commander=commander,
            )
            if gdb and unit.disorder == "unformed":
                game.add_flag(key, "unformed", set_bound=situation.bound)
            for name, bounds in unit.flags.items():
                assert name in FLAG_DURATIONS
                for bound in bounds:
                    game.add_flag(key, name, set_bound=bound, expires_after=flag_until(name, bound))
        for side, given in situation.side_penalty.items():
            value, bound = (given, None) if isinstance(given, int) else (given.value, given.bound)
            bound = bound or situation.bound
            game.add_side_penalty(side, value, until_bound=bound + 1, from_bound=bound)
        for roll in situation.rolls:
            order = roll.context.order
            if order is not None and roll.unit:
                game.save_order(
                    situation.bound,
                    roll.unit,
                    "",
                    parts=parts_to_store(order, OrderFacts()),
                    status="needs_roll",
                )
        game.set_phase(situation.bound, *_step(situation, pack))
    finally:
        game.close()


# --- the roll dialog's choices ----------------------------------------------------------------


def _hand_ticks(pack: RulePack, kind, index: int, situation: Situation) -> list[Tick]:
    """The factors the umpire ticks by hand: the situation's `factors`."""
    roll = situation.rolls[index]
    tables = role_factor_tables(kind, roll.role, pack.tables)
    ticks = []
    for raw in roll.factors:
        ref = raw if isinstance(raw, FactorRef) else None
        if ref is None:
            table, sep, key = raw.partition(":")
            ref = FactorRef(table=table, key=key) if sep else FactorRef(key=raw)
        found = [
            table_id
            for table_id, table, _ in tables
            if ref.table in (None, table_id) and any(row.key == ref.key for row in table.rows)
        ]
        assert len(found) == 1, (roll.role, ref)
        ticks.append(Tick(found[0], ref.key, ref.value, typed=ref.typed))
    return ticks


def checklist_ticks(
    pack: RulePack, kind, role: str, auto: list[Tick], hand: list[Tick]
) -> tuple[Tick, ...]:
    """What the roll dialog's checklist hands on (`FactorChecklist.ticks`): the roster's
    ticks, then the umpire's (a tick in a group unticks the others of its group), in the
    tables' row order; a row stays automatic where its value is the roster's."""
    tables = role_factor_tables(kind, role, pack.tables)
    rows = {(table_id, row.key): row for table_id, table, _ in tables for row in table.rows}
    by_auto = {(t.table, t.key): t for t in auto if (t.table, t.key) in rows}
    ticked: dict[tuple[str, str], Tick] = dict(by_auto)
    for tick in hand:
        where = (tick.table, tick.key)
        group = rows[where].group
        if group:
            for other in list(ticked):
                if other != where and other[0] == where[0] and rows[other].group == group:
                    del ticked[other]
        ticked[where] = tick
    out = []
    for where in rows:
        if where not in ticked:
            continue
        tick = ticked[where]
        roster = by_auto.get(where)
        value = tick.value if tick.value is not None else (roster.value if roster else None)
        if roster is not None and (roster.value is None or roster.value == value):
            out.append(dataclasses.replace(roster, value=value, auto=True, typed=tick.typed))
        else:
            out.append(Tick(where[0], where[1], value, typed=tick.typed))
    return tuple(out)


@dataclass(frozen=True)
class WindowRoll:
    """The roll as the window read it, and what Confirm did."""

    preview: RollPreview
    logged: LoggedRoll | None  # the row read back from the game
    refused: str | None  # Confirm's refusal, when it refused
    draws: dict[str, int]  # the console draw each console role's faces came from


def window_roll(controller, situation: Situation, pack: RulePack) -> WindowRoll:
    """Make the situation's roll as the roll dialog does, then press Confirm."""
    from ba_console.gui.operations import OperationRefused

    operations = controller.rolls
    session = operations.session
    kind = session.kind(situation.roll)
    game = controller.game
    draws: dict[str, int] = {}
    bare = []
    for roll in situation.rolls:
        faces = tuple(roll.dice) if roll.dice is not None else None
        if faces is None:  # Ctrl+R: the console rolls this role's dice
            faces = operations.console_faces(kind.key, roll.role)
            pending = [d for d in game.console_draws(pending_only=True) if d.role == roll.role]
            draws[roll.role] = pending[-1].draw
        unit = situation.units.get(roll.unit) if roll.unit else None
        bare.append(
            RoleChoice(
                role=roll.role,
                unit=roll.unit,
                faces=faces,
                console=roll.dice is None,
                target=roll.target,
                column=roll.column,
                klass=roll.klass or (unit.klass if unit else None),
                at_the_charge=roll.context.at_the_charge,
                neighbours=tuple(roll.neighbours),
            )
        )
    umpire = situation.umpire()
    outcome = umpire.outcome
    typed = {0: outcome} if isinstance(outcome, str) else dict(enumerate(outcome or ()))
    choices = RollChoices(
        kind=kind.key,
        roles=tuple(bare),
        typed_outcomes={i: text for i, text in typed.items() if text},
        figures_lost={
            key: tuple(value) if isinstance(value, list) else (value,)
            for key, value in umpire.figures_lost.items()
        },
        disorder=dict(umpire.disorder),
    )
    roles = []
    for index, (roll, choice) in enumerate(zip(situation.rolls, bare, strict=True)):
        auto = session.auto_ticks(choice, choices) if roll.auto else []
        hand = _hand_ticks(pack, kind, index, situation)
        ticks = checklist_ticks(pack, kind, roll.role, auto, hand)
        roles.append(choice._replace(ticks=ticks))
    choices = choices._replace(roles=tuple(roles))
    preview = session.preview(choices)
    try:
        row = operations.confirm(preview)
    except OperationRefused as exc:
        return WindowRoll(preview, None, str(exc), draws)
    return WindowRoll(preview, game.roll(row.sequence), None, draws)
