"""From the umpire's choices to a roll read but not written: the heart of play.

A front end collects the umpire's choices for one roll (units, ticked factors, dice, an
outcome typed from the book) into `RollChoices`. `preview` reads them against the pack
and the game (`GameState`): the factors each role counts (the side penalty after a fallen
staff figure added to a unit's roll, Table 18 and 1.1.4), totals, the exact odds, the
outcome or why the umpire must read it from the book, what the rules forbid the chosen
units (a unit in MD or FD cannot fire or attack, 3.1.1 and 4.1.1; without supplies it
cannot fire, 5.5.3; a charge within 4 bounds of the last, 2.3.3; FD takes no orders,
1.1.2), the effects the roll would have, and the draft the store would log
(`play.record`). Nothing is written. A restriction that blocks keeps the roll from being
confirmed unless the umpire rules that it is rolled anyway (the referee's rulings override
the rules, 1.1.9); the ruling goes into the note.

`auto_ticks` gives the factors the roster decides for a role, each with its reason, so a
checklist opens pre-ticked. The window's roll dialog and `ba-console resolve` both call
these functions. Pure: no Qt, no SQL, no clock.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ba_console.core.dice import DiceSpec
from ba_console.core.factors import CountedFactor, FactorError, Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import (
    BandTable,
    EffectSpec,
    FactorTable,
    RollKind,
    ThresholdTable,
    outcomes_of,
)
from ba_console.core.resolve import Resolution, ResolveError, RoleInput, resolve_roll
from ba_console.play.choices import (
    Note,
    PlayError,
    Problem,
    Restriction,
    RoleChoice,
    RollChoices,
    RollPreview,
)
from ba_console.play.record import draft_of
from ba_console.play.state import GameState
from ba_console.rules.common import (
    Effect,
    RollContext,
    RuleWarning,
    UnitState,
    role_factor_tables,
    ticks_from_predicates,
)
from ba_console.rules.interface import EffectInputs, RollFacts, RuleSet
from ba_console.rules.places import places_for
from ba_console.rules.registry import rules_for

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.play.orders import OrderRow

CONTEXT = "RollOperations"  # the messages' translation context (as before play existed)
NOT_ROLLED = QT_TRANSLATE_NOOP("RollOperations", "Roll the dice first.")
NEEDS_OUTCOME = QT_TRANSLATE_NOOP("RollOperations", "Type the outcome read from the book.")
NO_TARGET = QT_TRANSLATE_NOOP("RollOperations", "Choose the unit fired at.")
NO_DEFENDER = QT_TRANSLATE_NOOP("RollOperations", "Choose the unit attacked.")
BLOCKED = QT_TRANSLATE_NOOP(
    "RollOperations",
    "{unit}: {reason}. Confirm only by the umpire's ruling (tick “roll anyway”, 1.1.9).",
)
ORDER_OUTCOME = QT_TRANSLATE_NOOP(
    "RollOperations", "The outcome says whether the order is followed ({rule}): choose {outcomes}."
)
# A unit with no figures left is out of play (Belle Alliance 5.5.2): the roster says
# "removed" and the order sheet leaves it out. It rolls only by the umpire's ruling.
NO_FIGURES = QT_TRANSLATE_NOOP("rules", "unit has no figures left: it is out of play")
# The effects of an outcome that decide a unit's order (an ordering roll, 1.1.3).
ORDER_EFFECTS = ("order_followed", "order_failed")


# An outcome's effects typed where they do not fit (`with_typed_effects`).
EFFECTS_NOT_HERE = QT_TRANSLATE_NOOP(
    "RollOperations",
    "Effects typed for the outcome ({effects}): only for the one outcome read from the "
    "pack that the pack gives no effects and the book gives some, and only {kinds}.",
)
# The same, for a kind whose outcomes take none typed (`RollPlaces.outcome_effects`).
EFFECTS_NOT_FOR_KIND = QT_TRANSLATE_NOOP(
    "RollOperations",
    "Effects typed for the outcome ({effects}): this roll's outcomes take none typed from "
    "the book.",
)
# A replacement's rating typed (Table 19): his ordering rolls read it once he is back (1.1.3).
RATING_WITHOUT_REPLACEMENT = QT_TRANSLATE_NOOP(
    "RollOperations",
    "A commander's rating is typed only with the commander replaced (1.1.3): type the "
    "replacement too, or leave the rating unchanged.",
)
NOT_A_RATING = QT_TRANSLATE_NOOP(
    "RollOperations", "A commander's rating typed ({value}): only {ratings}."
)
# Every refusal of the effects typed: a fault of what was typed for the outcome.
TYPED_EFFECTS_REFUSED = (
    EFFECTS_NOT_HERE, EFFECTS_NOT_FOR_KIND, RATING_WITHOUT_REPLACEMENT, NOT_A_RATING
)  # fmt: skip


# --- what a role reads ----------------------------------------------------------------------


def roll_kind(pack: RulePack, key: str) -> RollKind:
    try:
        return pack.roll(key)
    except KeyError as exc:
        raise PlayError(*exc.args) from None


def dice_of(pack: RulePack, kind: RollKind) -> DiceSpec:
    return DiceSpec.parse(kind.dice) if kind.dice else pack.dice_spec


def role_tables(pack: RulePack, kind: RollKind, role: str) -> list[tuple[str, FactorTable, str]]:
    """(table id, table, column) for each factor table `role` reads."""
    return role_factor_tables(kind, role, pack.tables)


def outcome_labels(pack: RulePack, kind: RollKind, language: str = "en") -> dict[str, str]:
    table = pack.tables.get(kind.result or "")
    if isinstance(table, BandTable):
        return {o.key: o.label.get(language) for o in table.outcomes}
    if isinstance(table, ThresholdTable):
        return {o.key: o.label.get(language) for o in (table.pass_outcome, table.fail_outcome)}
    return {}


def outcomes_without_effects(pack: RulePack, kind: RollKind) -> frozenset[str]:
    """The outcomes of the kind's result table the pack gives no effects: a roll reading
    one changes nothing on the roster by its outcome ("no effect" rightly, or a label
    typed with its Effects forgotten)."""
    outcomes = outcomes_of(pack.tables.get(kind.result or ""))
    return frozenset(o.key for o in outcomes if not o.effects)


# What an outcome's effects mean to the unit (or staff figure) it befalls, for the odds
# chart's colours: a loss, a disorder, a fall, a failed order or an ineffective commander
# harms; a followed order or a replaced commander helps. An outcome without effects, or
# whose effects say neither, is plain: the pack does not say what it means.
HARMFUL_EFFECTS = ("figures_lost", "disorder", "staff_falls", "side_penalty", "order_failed",
                   "unformed")  # fmt: skip
HELPFUL_EFFECTS = ("order_followed", "commander_replaced")


def typed_effect_kinds(pack: RulePack, kind: str) -> tuple[str, ...]:
    """The effect kinds the umpire may type from the book for an outcome of roll `kind`
    that the pack gives no effects, besides figures and disorder (fire, melee): the rules'
    `RollPlaces.outcome_effects` (a catch roll: the staff figure falls, the side penalty)."""
    return rules_for(pack.rules).places.effects_of_outcomes(kind)


@functools.cache
def _shipped_without_effects(rules: str) -> frozenset[tuple[str, str]]:
    """(table, outcome) the shipped pack of `rules` names without effects: an outcome that
    rightly changes nothing (a catch roll's "Survives", a replacement that fails)."""
    from ba_console.packs.shipped import shipped_data

    try:
        tables = shipped_data(rules).get("tables", {})
    except KeyError:
        return frozenset()
    return frozenset(
        (table_id, str(outcome.get("key")))
        for table_id, table in tables.items()
        for outcome in (table.get("outcomes") or [])
        if isinstance(outcome, dict) and not outcome.get("effects")
    )


def rightly_without_effects(pack: RulePack, kind: str, key: str) -> bool:
    """Whether outcome `key` of the kind's table changes nothing rightly: the shipped pack
    of the same rules gives it no effects either ("Survives"). The roll dialog offers no
    fields for its effects; a club's outcome whose Effects were forgotten gets them."""
    table = pack.roll(kind).result or ""
    return (table, key) in _shipped_without_effects(pack.rules)


def bare_outcome(pack: RulePack, resolution: Resolution) -> str | None:
    """The outcome the roll reads from its table when it is one the pack gives no effects,
    the only result (a catch roll's "falls" in a club's pack being filled in); None
    otherwise (an outcome with effects, typed from the book, or several results)."""
    results = resolution.results
    if len(results) != 1 or results[0].typed or results[0].lookup.needs_umpire:
        return None
    key = results[0].lookup.outcome_key
    if key is None or key not in outcomes_without_effects(pack, roll_kind(pack, resolution.kind)):
        return None
    return key


def with_typed_effects(
    pack: RulePack, resolution: Resolution, effects: tuple[EffectSpec, ...]
) -> RulePack:
    """`pack` with the outcome the roll reads given `effects`, typed from the book: the
    roll's effects are then read as the pack would give them. Refused (a `PlayError`)
    unless the outcome is one the pack gives none (`bare_outcome`) and every effect is one
    of the kind's (`typed_effect_kinds`), at most one of each, and the outcome is not one
    that rightly changes nothing (`rightly_without_effects`: "Survives" and "falls" at once
    would be logged)."""
    from ba_console.packs.fill import EffectsEntry, fill_effects

    kind = roll_kind(pack, resolution.kind)
    allowed = typed_effect_kinds(pack, kind.key)
    key = bare_outcome(pack, resolution)
    whats = [e.what for e in effects]
    table = pack.tables.get(kind.result or "")
    if (
        key is None
        or rightly_without_effects(pack, kind.key, key)
        or not isinstance(table, BandTable)
        or any(w not in allowed for w in whats)
        or len(set(whats)) < len(whats)
        or set(ORDER_EFFECTS) <= set(whats)
    ):
        if not allowed:
            raise PlayError.of(EFFECTS_NOT_FOR_KIND, effects=", ".join(whats))
        raise PlayError.of(EFFECTS_NOT_HERE, effects=", ".join(whats), kinds=", ".join(allowed))
    rating = next((e.value for e in effects if e.what == "commander_rating"), None)
    ratings = places_for(pack.rules).ratings.words  # this rule set's, not another's
    if rating is not None and rating not in ratings:
        raise PlayError.of(NOT_A_RATING, value=rating, ratings=", ".join(ratings))
    if rating is not None and "commander_replaced" not in whats:
        raise PlayError.of(RATING_WITHOUT_REPLACEMENT)
    entry = EffectsEntry(kind.result or "", key, table.outcome(key).label, effects, "")
    filled = fill_effects(kind.result or "", table, entry)
    return pack.model_copy(update={"tables": {**pack.tables, kind.result: filled}})


def outcome_meanings(pack: RulePack, kind: RollKind) -> dict[str, str]:
    """Each outcome of the kind's result table: "harm", "help" or "plain" (see above)."""
    meanings: dict[str, str] = {}
    for outcome in outcomes_of(pack.tables.get(kind.result or "")):
        harms = any(
            (e.what in HARMFUL_EFFECTS and e.value not in (0, "0"))
            or (e.what == "commander_rating" and e.value == "ineffective")
            for e in outcome.effects
        )
        helps = any(e.what in HELPFUL_EFFECTS for e in outcome.effects)
        meanings[outcome.key] = "harm" if harms else "help" if helps else "plain"
    return meanings


def side_of(state: GameState, choice: RoleChoice) -> str:
    return choice.side or state.side_of(choice.unit)


def staff_roll(rules: RuleSet, state: GameState, kind: str, choice: RoleChoice) -> bool:
    """Whether the roller is a staff figure, not a tactical unit: a kind whose roles are
    staff figures (a catch roll, Tables 10 and 19), or a roll-off role that names one."""
    if kind in rules.places.staff:
        return True
    return (
        bool(choice.unit)
        and state.unit(choice.unit) is None
        and (state.staff(choice.unit) is not None)
    )


def side_penalty(
    rules: RuleSet, state: GameState, choice: RoleChoice, kind: str = ""
) -> CountedFactor | None:
    """The penalty after a fallen staff figure on the roller's side, in force now; the
    rules say whose rolls it falls on (Belle Alliance: the side's units', 1.1.4)."""
    side = side_of(state, choice)
    if not side:
        return None
    return rules.side_penalty(
        state.side_penalties(),
        side,
        state.bound,
        staff_roll=staff_roll(rules, state, kind, choice),
    )


def context(
    pack: RulePack, state: GameState, choice: RoleChoice, choices: RollChoices
) -> RollContext:
    """Facts of the roll for the roster predicates, as stated or read from the game: whom
    the unit's figures are compared with (3.4.3, 4.1.3), the charge (2.3.3), the order and
    the bounds the same order failed before, for an ordering roll (1.1.3); the immediate
    commander's rating, for a roll whose factors read it (`RollPlaces.rated`); the bounds
    the replacement of the same fallen commander failed before, for a replacement roll
    (1.1.4)."""
    if choice.context is not None:
        return choice.context
    rules = rules_for(pack.rules)
    places = rules.places
    kind = choices.kind
    opponent: int | None = None
    if kind in places.fire and choice.target:
        target = state.unit(choice.target)
        opponent = rules.compared_figures(target) if target else None
    elif kind in places.melee:
        if choice.role == "defender":
            attackers = [c for c in choices.roles if c.role != "defender" and c.unit]
            other = attackers[0].unit if len(attackers) == 1 else None
        else:
            other = next((c.unit for c in choices.roles if c.role == "defender"), None)
        unit = state.unit(other) if other else None
        opponent = rules.compared_figures(unit) if unit else None
    order = None
    rating = None
    failed = 0
    if kind in places.ordering and choice.unit:
        written = state.written_order(choice.unit)
        order = written.parts if written is not None else None
        failed = state.failed_bounds(choice.unit)
    elif kind in places.replacement and choice.unit:
        figure = state.staff(choice.unit)
        commander = figure.commander if figure is not None and figure.kind == "orderly" else None
        failed = state.failed_replacements(commander or choice.unit, kind)
    if kind in places.rated and choice.unit:
        rating = state.commander_rating(choice.unit)
    # A charge's defensive fire, read only where the rules walk a charge phase (VII).
    fire_losses = 0
    if rules.charge_phase is not None and choice.unit:
        fire_losses = state.charge_fire_losses(choice.unit)
    return RollContext(
        opponent_figures=opponent,
        firing_artillery=kind == places.battery_fire,
        at_the_charge=choice.at_the_charge,
        order=order,
        commander_rating=rating,
        neighbours=len(choice.neighbours),
        failed_bounds=failed,
        fire_casualties=fire_losses,
    )


def ticked_unit(state: GameState, choice: RoleChoice) -> UnitState:
    """The roller as the predicates read it; without a roster entry, a blank unit (in
    order, valour 0, no flags: only the roll's context can tick anything)."""
    unit = state.unit(choice.unit) if choice.unit else None
    return unit or UnitState(key=choice.unit or choice.role, klass=choice.klass)


def auto_ticks(
    pack: RulePack, state: GameState, choice: RoleChoice, choices: RollChoices
) -> list[Tick]:
    """The factors the roster decides for this role, each with its reason."""
    rules = rules_for(pack.rules)
    try:
        kind = pack.roll(choices.kind)
        return ticks_from_predicates(
            rules.auto_predicates,
            kind,
            pack.tables,
            choice.role,
            ticked_unit(state, choice),
            state.bound,
            context(pack, state, choice, choices),
        )
    except (KeyError, ValueError):
        return []


def restrictions(pack: RulePack, state: GameState, choices: RollChoices) -> tuple[Restriction, ...]:
    """What the rules forbid each chosen unit in this roll (see `RuleSet.restrictions`)."""
    rules = rules_for(pack.rules)
    out: list[Restriction] = []
    for choice in choices.roles:
        unit = state.unit(choice.unit) if choice.unit else None
        if unit is None:
            continue  # staff figures and roll-offs between commanders
        if unit.figures <= 0:
            out.append(
                Restriction(choice.role, unit.key, "no_figures", NO_FIGURES, NO_FIGURES, {}, True)
            )
        facts = RollFacts(
            phase=state.phase,
            target=choice.target,
            last_targets=state.last_targets(unit.key, rules.places.fire),
        )
        for found in rules.restrictions(
            choices.kind,
            choice.role,
            unit,
            state.bound,
            at_the_charge=choice.at_the_charge,
            facts=facts,
        ):
            out.append(
                Restriction(
                    choice.role,
                    unit.key,
                    found.code,
                    found.text,
                    found.template,
                    found.args,
                    found.blocking,
                )
            )
    return tuple(out)


# --- the reading -----------------------------------------------------------------------------


def resolve(
    pack: RulePack,
    state: GameState,
    choices: RollChoices,
    *,
    strict: bool,
) -> Resolution:
    """Dice, factors, totals, result lookups and odds for the choices. Before every role
    has its dice, totals are computed on placeholder faces and only the odds and modifiers
    mean anything. An outcome typed where the table gives one is left out, or with
    `strict` refused (a hand-written situation says what it means)."""
    rules = rules_for(pack.rules)
    kind = roll_kind(pack, choices.kind)
    inputs = []
    for choice in choices.roles:
        extra = side_penalty(rules, state, choice, choices.kind)
        unit = state.unit(choice.unit) if choice.unit else None
        inputs.append(
            RoleInput(
                role=choice.role,
                ticks=choice.ticks,
                faces=None if choice.console else choice.faces,
                unit=choice.unit,
                column=choice.column,
                klass=choice.klass or (unit.klass if unit else None),
                extra=(extra,) if extra is not None else (),
                factors_of=choice.factors_of,
            )
        )
    console = {c.role: c.faces for c in choices.roles if c.console}

    def faces_from(role: str, spec: DiceSpec) -> tuple[int, ...]:
        return console.get(role) or (1,) * spec.count  # placeholder until rolled

    typed = {i: t for i, t in choices.typed_outcomes.items() if t and t.strip()}
    try:
        if strict:
            return resolve_roll(
                kind, pack.tables, pack.dice_spec, inputs, faces_from, typed or None
            )
        resolution = resolve_roll(kind, pack.tables, pack.dice_spec, inputs, faces_from)
        if typed and choices.rolled:
            typed = {i: t for i, t in typed.items() if resolution.results[i].lookup.needs_umpire}
            resolution = resolve_roll(
                kind, pack.tables, pack.dice_spec, inputs, faces_from, typed or None
            )
        return resolution
    except (FactorError, ResolveError, IndexError) as exc:
        raise PlayError(str(exc)) from None


def _loss_parts(value: int | str | Iterable[int | str]) -> list[int | str]:
    return list(value) if isinstance(value, tuple | list) else [value]


def effects(
    pack: RulePack, state: GameState, choices: RollChoices, resolution: Resolution
) -> tuple[list[Effect], list[RuleWarning]]:
    """The effects the resolved roll would have, with the rules' warnings."""
    rules = rules_for(pack.rules)
    units: dict[str, UnitState] = {}
    keys = {c.unit for c in choices.roles} | {c.target for c in choices.roles}
    keys |= {n for c in choices.roles for n in c.neighbours}
    keys |= set(choices.figures_lost) | set(choices.disorder)
    for key in keys:
        unit = state.unit(key) if key else None
        if unit is not None:
            units[key] = unit
    sides = {c.role: side_of(state, c) for c in choices.roles if c.unit or c.side}
    inputs = EffectInputs(
        sides={role: side for role, side in sides.items() if side},
        targets={c.role: c.target for c in choices.roles if c.target},
        neighbours={c.role: c.neighbours for c in choices.roles if c.neighbours},
        figures_lost={k: _loss_parts(v) for k, v in choices.figures_lost.items()},
        disorder=dict(choices.disorder),
        side_penalties=state.side_penalties(),
        phase=state.phase,
        earlier_losses={key: state.loss_parts(key) for key in units},
    )
    if choices.outcome_effects:
        pack = with_typed_effects(pack, resolution, choices.outcome_effects)
    try:
        return rules.effects(pack, resolution, units, state.bound, inputs)
    except ValueError as exc:  # the pack lacks a value the rules read (Table 15)
        raise PlayError(str(exc)) from None


def preview(
    pack: RulePack,
    state: GameState,
    choices: RollChoices,
    language: str = "en",
    *,
    strict: bool = False,
) -> RollPreview:
    """Read the roll as chosen: factors, totals, odds, and once every role has its dice,
    the outcome, its effects and the draft to log. Writes nothing."""
    kind = roll_kind(pack, choices.kind)
    resolution = resolve(pack, state, choices, strict=strict)
    labels = outcome_labels(pack, kind, language)
    found = restrictions(pack, state, choices)
    # A fire falls on the unit fired at, a melee on the unit attacked: never on one the
    # console picked unseen.
    blocked = _blocked_problem(state, choices, found) or _no_target(pack, choices)
    if not choices.rolled:
        problem = blocked or Problem("not_rolled", NOT_ROLLED, NOT_ROLLED)
        return RollPreview(choices, resolution, False, (), (), labels, None, (), problem, found)
    rule_effects, warnings = effects(pack, state, choices, resolution)
    problem = blocked
    if resolution.needs_umpire and problem is None:
        problem = Problem("needs_outcome", NEEDS_OUTCOME, NEEDS_OUTCOME)
    ruled = {c.role for c in choices.roles if c.ruling}
    rulings = _ruling_notes(state, (r for r in found if r.blocking and r.role in ruled))
    draft = None
    notes: tuple[Note, ...] = ()
    try:
        # Built even while the outcome is missing, so the effects known so far can be
        # shown; `problem` keeps it from being confirmed.
        draft, notes = draft_of(state, choices, kind, resolution, labels, rule_effects, rulings)
    except ValueError as exc:
        problem = problem or Problem(
            "draft", str(exc), getattr(exc, "template", ""), getattr(exc, "template_args", {})
        )
    return RollPreview(
        choices,
        resolution,
        True,
        tuple(rule_effects),
        tuple(warnings),
        labels,
        draft,
        notes,
        problem,
        found,
    )


def _order_outcomes(pack: RulePack, kind: RollKind) -> list[Any]:
    """The outcomes of the kind's result table when they decide the order (an ordering
    roll, 1.1.3); empty otherwise."""
    table = pack.tables.get(kind.result or "")
    if isinstance(table, BandTable):
        outcomes = list(table.outcomes)
    elif isinstance(table, ThresholdTable):
        outcomes = [table.pass_outcome, table.fail_outcome]
    else:
        return []
    decides = any(e.what in ORDER_EFFECTS for o in outcomes for e in o.effects)
    return outcomes if decides else []


def next_order_to_roll(
    pack: RulePack, state: GameState, kind: str, units: list[str], after: int
) -> int | None:
    """For a roll that decides orders (an ordering roll, 1.1.3), the index in `units` of
    the next unit after `after` whose order still waits for its roll (round to the start);
    None for another kind or when no order waits."""
    if not _order_outcomes(pack, roll_kind(pack, kind)):
        return None
    for step in range(1, len(units)):
        index = (after + step) % len(units)
        order = state.written_order(units[index])
        if order is not None and order.status == "needs_roll":
            return index
    return None


def next_firer(
    pack: RulePack,
    state: GameState,
    kind: str,
    units: list[str],
    after: int,
    fired: Iterable[str],
) -> int | None:
    """For a fire, the index in `units` of the next unit after `after` (round to the
    start) that can make this kind of fire (a battery fires by its own kind, 3.4.0), has
    figures left and is not among `fired` (the firers of this bound's fires not voided);
    None for another kind or when no unit is left to fire."""
    from ba_console.play.steps import Roller, fits

    if kind not in rules_for(pack.rules).places.fire:
        return None
    done = set(fired)
    for step in range(1, len(units)):
        index = (after + step) % len(units)
        unit = state.unit(units[index])
        if unit is None or unit.key in done or unit.figures <= 0:
            continue
        if fits(pack, kind, Roller(arm=unit.arm)):
            return index
    return None


# Why an ordering roll opened by "Roll…" (F9) on a unit has nothing to roll for
# (`nothing_to_order`): the unit is in FD and takes no order, it has no order this bound,
# its order needs no ordering roll (1.1.3), or the roll is logged already.
NO_ORDERS_IN_FD = "fd"
NO_ORDER = "no_order"
NO_ROLL_NEEDED = "no_roll_needed"
ROLL_LOGGED = "roll_logged"


def nothing_to_order(pack: RulePack, kind: str, row: OrderRow | None) -> str | None:
    """For a roll that decides orders (an ordering roll, 1.1.3), why the unit of `row` (its
    line on the order sheet, whose status follows the unit as it is now) has no roll to
    make: one of the keys above; None when its order waits for its roll, for another kind,
    or for a unit not on the sheet. "Roll…" (F9) says so and opens nothing; the Rolls
    menu's kind still opens the roll for a deliberate one."""
    if row is None or not _order_outcomes(pack, roll_kind(pack, kind)):
        return None
    if not row.can_take_orders:
        return NO_ORDERS_IN_FD
    if not row.has_order:
        return NO_ORDER
    if row.status in ("followed", "not_followed"):
        return ROLL_LOGGED
    if row.status != "needs_roll":
        return NO_ROLL_NEEDED
    return None


def with_order_outcome(pack: RulePack, preview: RollPreview, language: str = "en") -> RollPreview:
    """`preview`, unconfirmable while an outcome typed in the umpire's own words stands
    where the table's outcomes decide the order (an ordering roll, 1.1.3): such a roll
    was logged with the order still waiting for its roll, the unit moving as ordered.
    The roll dialog and `resolve` ask it; `preview` itself does not, so that a row logged
    so before reads as it did."""
    kind = roll_kind(pack, preview.choices.kind)
    outcomes = _order_outcomes(pack, kind)
    if preview.problem is not None or not outcomes:
        return preview
    keys = {o.key for o in outcomes}
    if all(r.outcome_key in keys for r in preview.resolution.results if r.typed):
        return preview

    def said(lang: str) -> str:
        return " / ".join(f"“{o.label.get(lang)}”" for o in outcomes)

    rule = kind.rule or ""
    text = ORDER_OUTCOME.format(rule=rule, outcomes=said("en"))
    args = {"rule": rule, "outcomes": said(language)}
    return preview._replace(problem=Problem("order_outcome", text, ORDER_OUTCOME, args))


def _no_target(pack: RulePack, choices: RollChoices) -> Problem | None:
    """A fire roll whose firer names no target, or a melee that names no unit attacked
    (its attackers' defender), cannot be confirmed."""
    if choices.kind in rules_for(pack.rules).places.fire:
        if any(role.unit and not role.target for role in choices.roles):
            return Problem("no_target", NO_TARGET, NO_TARGET)
        return None
    kind = roll_kind(pack, choices.kind)
    if any(spec.repeatable for spec in kind.roles) and any(
        not role.unit and not kind.role(role.role).repeatable for role in choices.roles
    ):
        return Problem("no_target", NO_DEFENDER, NO_DEFENDER)
    return None


def _blocked_problem(
    state: GameState, choices: RollChoices, found: tuple[Restriction, ...]
) -> Problem | None:
    """Why a restriction keeps the roll from being confirmed (None if none does)."""
    ruled = {c.role for c in choices.roles if c.ruling}
    blocked = [r for r in found if r.blocking and r.role not in ruled]
    if not blocked:
        return None
    first = blocked[0]
    args = {"unit": first.unit, "reason": first.text}
    name = state.names().get(first.unit, first.unit)
    return Problem("blocked", BLOCKED.format(unit=name, reason=first.text), BLOCKED, args)


def _ruling_notes(state: GameState, overruled: Iterable[Restriction]) -> list[str]:
    """The log's words for restrictions the umpire ruled past (1.1.9), in English like
    the rest of the log."""
    return [
        f"umpire's ruling (1.1.9): rolled anyway although {state.names().get(r.unit, r.unit)} "
        f"({r.unit}): {r.text}"
        for r in overruled
    ]
