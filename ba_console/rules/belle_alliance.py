"""Belle Alliance rules that are code, not table values (digest §c and §d).

Units of fire and of melee (3.1.1, 4.1.3), figures compared with gunners ×5 (3.4.3),
losses summed before rounding down (3.1.5, 4.1.5), reduction of valour (5.5.2, Table 15,
its numbers read from the pack), supplies (5.5.3), the side penalty after a fallen staff
figure (Table 18), bound flags and how long they last, who may fire, attack or take
orders, the factors the roster state decides (`auto_ticks`), and the effects a resolved
roll would have (`effects_of`). Every function cites its section. Where the book's text
leaves a choice open, the docstring says which reading the console takes. Pure: no Qt,
no files, no clock; effects are returned, never applied.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ba_console.core.dice import count_ones
from ba_console.core.factors import CountedFactor, Tick
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, ListTable, ThresholdTable
from ba_console.core.resolve import Resolution
from ba_console.rules.common import (
    AutoDecision,
    AutoPredicate,
    Effect,
    RollContext,
    RuleWarning,
    UnitState,
    ticks_from_predicates,
)

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

# 3.1.1: a unit of fire is 10 figures (infantry, cavalry) or 2 gunners (artillery); one
# unit of fire per tactical unit may be smaller, down to 3 figures or a single gunner.
FIGURES_PER_UNIT = 10
SMALLEST_UNIT = 3
GUNNERS_PER_UNIT = 2
SMALLEST_GUN_UNIT = 1
# 3.4.3: firing gunners count five times when figure numbers are compared.
GUNNER_MULTIPLIER = 5
# 5.5.3: after the trigger roll, supplies last for the next three fire or melee rolls.
ROLLS_AFTER_SUPPLY_TRIGGER = 3
# 5.5.2: a non-artillery unit below 3 figures is removed.
FEWEST_FIGURES_KEPT = 3
# Kinds of roll that are "fire or melee rolls" for supplies (5.5.3).
SUPPLY_ROLL_KINDS = frozenset({"fire", "artillery_fire", "melee"})
FIRE_ROLL_KINDS = frozenset({"fire", "artillery_fire"})
DISORDER_LADDER = ("ordered", "LD", "MD", "FD")

# Table 8 / 2.3.3 / 4.1.1 / 1.1.1: how long a flag set in bound b counts.
#   this_bound: only in b;  this_and_next_bound: b and b+1;  next_bound: only in b+1.
FLAG_DURATIONS: dict[str, str] = {
    "fired": "this_bound",  # Table 8 "fire during this bound"; 4.1.3
    "continued_fire": "this_bound",  # 1.1.1: may not move or fire again this bound
    "passed_through": "this_bound",  # 1.1.1: may not fire later this bound
    "fast_march": "this_bound",  # 2.3.2: may not fire or attack this bound
    "changed_formation": "this_bound",  # Table 8; 2.1.0, 2.2.1 (split/assembly too)
    "charged": "next_bound",  # Table 8 "charge during last bound"; 2.3.3
    "attacked": "this_and_next_bound",  # Table 8; 4.1.1
    "defended": "this_and_next_bound",  # Table 8; 4.1.1
    "opponent_into_fd": "this_and_next_bound",  # Table 8; 4.1.1
}
# 2.3.3 (digest §d "bounds since last charge (needs 4 clear bounds)").
CLEAR_BOUNDS_BETWEEN_CHARGES = 4

REASONS = {
    "md_no_fire": QT_TRANSLATE_NOOP("rules", "unit in MD cannot fire (3.1.1)"),
    "fd_no_fire": QT_TRANSLATE_NOOP("rules", "unit in FD cannot fire (3.1.1)"),
    "no_supplies_fire": QT_TRANSLATE_NOOP("rules", "unit without supplies cannot fire (5.5.3)"),
    "fast_march_fire": QT_TRANSLATE_NOOP(
        "rules", "unit used fast march this bound: cannot fire (2.3.2)"
    ),
    "passed_through": QT_TRANSLATE_NOOP(
        "rules", "unit was passed through this bound: cannot fire (1.1.1)"
    ),
    "continued_fire": QT_TRANSLATE_NOOP(
        "rules", "unit fired in the continued-fire phase: cannot fire again this bound (1.1.1)"
    ),
    "md_no_attack": QT_TRANSLATE_NOOP("rules", "unit in MD cannot attack (4.1.1)"),
    "fd_no_attack": QT_TRANSLATE_NOOP("rules", "unit in FD cannot attack (4.1.1)"),
    "huddle_no_attack": QT_TRANSLATE_NOOP("rules", "a huddle cannot attack (1.3.1, 4.1.1)"),
    "fast_march_attack": QT_TRANSLATE_NOOP(
        "rules", "unit used fast march this bound: cannot attack (2.3.2)"
    ),
    "fd_no_orders": QT_TRANSLATE_NOOP("rules", "unit in FD cannot take orders (1.1.2)"),
    "ld_no_charge": QT_TRANSLATE_NOOP("rules", "unit in LD cannot charge (2.3.3)"),
    "charge_wait": QT_TRANSLATE_NOOP(
        "rules", "unit charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)"
    ),
    "no_supplies_melee": QT_TRANSLATE_NOOP(
        "rules",
        "unit without supplies: -2 in melee, and by the Danish text it can only take "
        "prisoners (5.5.3)",
    ),
}


class RulesDataError(ValueError):
    """The pack lacks a value these rules read from it (e.g. Table 15's entries)."""


# --- Units of fire and melee ------------------------------------------------------------


def units_of_fire(figures: int, arm: str) -> tuple[int, ...]:
    """Units of fire, largest first, 3.1.1.

    Infantry and cavalry: 10 figures a unit; one unit may be smaller, down to 3 figures,
    so 23 figures make (10, 10, 3) while 22 make (10, 10): the 2 left over are fewer
    than 3 and do not count. Artillery: 2 gunners a unit; one may be a single gunner.
    """
    if figures < 0:
        raise ValueError("figures cannot be negative")
    if arm == "artillery":
        size, smallest = GUNNERS_PER_UNIT, SMALLEST_GUN_UNIT
    else:
        size, smallest = FIGURES_PER_UNIT, SMALLEST_UNIT
    full, left = divmod(figures, size)
    return (size,) * full + ((left,) if left >= smallest else ())


def units_of_melee(figures: int) -> tuple[int, ...]:
    """Units of melee, 4.1.3: counted as units of fire are, artillery as infantry."""
    return units_of_fire(figures, "infantry")


def units_of_split_fire(parts: Iterable[int], arm: str) -> tuple[tuple[int, ...], ...]:
    """Units of fire of a split fire (at most two parts), 3.1.1 and 3.1.2.

    Split fire does not create a second small unit. The console's reading: the part
    with the larger remainder keeps its small unit; the other's remainder does not count.
    """
    sizes = [units_of_fire(p, arm) for p in parts]
    if len(sizes) > 2:
        raise ValueError("a fire may be split into at most two parts (3.1.2)")
    full = GUNNERS_PER_UNIT if arm == "artillery" else FIGURES_PER_UNIT
    smalls = [(i, s[-1]) for i, s in enumerate(sizes) if s and s[-1] < full]
    if len(smalls) < 2:
        return tuple(sizes)
    keep = max(smalls, key=lambda item: (item[1], -item[0]))[0]
    return tuple(s if i == keep or not s or s[-1] == full else s[:-1] for i, s in enumerate(sizes))


# --- Figures compared -------------------------------------------------------------------


def compared_figures(unit: UnitState, firing_artillery: bool = False) -> int:
    """The unit's figures in a figure comparison, 3.4.3: firing gunners count ×5; a
    target (or any unit not firing guns) is never multiplied. In melee all figures
    count for the result (4.1.3)."""
    if firing_artillery:
        return unit.counted_figures * GUNNER_MULTIPLIER
    return unit.counted_figures


FIGURE_RATIO_TIERS = (
    (Fraction(3), "figures_200_per_cent_more"),
    (Fraction(2), "figures_100_per_cent_more"),
    (Fraction(3, 2), "figures_50_per_cent_more"),
)


def figure_ratio_key(own: int, other: int) -> str | None:
    """Which of Table 8's "50 % / 100 % / 200 % more figures" rows applies, 4.1.3.

    The console's reading: only the highest tier reached counts (the book's grouping
    lines are not known to us, but the three rows describe one comparison). 50 % more
    means at least 1.5 times the other's figures. None when no tier is reached or the
    other side has no figures to compare with.
    """
    if own <= 0 or other <= 0:
        return None
    ratio = Fraction(own, other)
    for tier, key in FIGURE_RATIO_TIERS:
        if ratio >= tier:
            return key
    return None


# --- Losses -----------------------------------------------------------------------------


def total_losses(losses: Iterable[int | str | Fraction]) -> int:
    """Figures lost by one target from several fires or attacks, 3.1.5 and 4.1.5:
    each loss is worked out separately, they are added, and only then rounded down.
    Parts may be fractions ("1/2", "1.5")."""
    total = sum((Fraction(part) for part in losses), Fraction(0))
    if total < 0:
        raise ValueError("losses cannot be negative")
    return math.floor(total)


# --- Reduction of valour (5.5.2, Table 15) ----------------------------------------------


@dataclass(frozen=True)
class ValourRules:
    """Table 15's numbers, from the pack: the change per full 20 % of the original
    figures lost, and the lowest valour."""

    per_step: int
    lowest: int


def valour_rules(tables: Mapping[str, object]) -> ValourRules:
    """Read Table 15 (`t15` entries `per_20_percent_lost`, `lowest_valour`), 5.5.2."""
    table = tables.get("t15")
    if not isinstance(table, ListTable):
        raise RulesDataError("the pack has no Table 15 (t15): valour cannot be reduced")
    values = {}
    for entry in ("per_20_percent_lost", "lowest_valour"):
        value = table.entries.get(entry)
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesDataError(f"table t15, entry {entry}: unset; fill it from the book")
        values[entry] = value
    return ValourRules(values["per_20_percent_lost"], values["lowest_valour"])


def valour_steps(original: int, lost: int) -> int:
    """Full 20 % steps of the original figures lost, 5.5.2 (lost × 5 // original)."""
    if original <= 0:
        return 0
    return max(lost, 0) * 5 // original


@dataclass(frozen=True)
class ValourChange:
    """What a loss of figures does to a unit, 5.5.2."""

    figures_from: int
    figures_to: int
    valour_from: int
    valour_to: int
    steps: int
    goes_fd: bool
    removed: bool


def reduce_valour(rules: ValourRules, unit: UnitState, figures_lost: int) -> ValourChange:
    """Reduction of valour, 5.5.2 and Table 15.

    Valour changes by `rules.per_step` for each full 20 % of the unit's ORIGINAL figures
    lost (gunners for artillery); steps already counted for earlier losses are not
    counted again. Below `rules.lowest` the unit goes into FD and its valour is set to
    `rules.lowest`. A non-artillery unit left with fewer than 3 figures is removed.
    """
    if figures_lost < 0:
        raise ValueError("figures lost cannot be negative")
    original = unit.counted_figures_start
    now = unit.counted_figures
    after = max(now - figures_lost, 0)
    steps = valour_steps(original, original - after) - valour_steps(original, original - now)
    raw = unit.valour + steps * rules.per_step
    goes_fd = raw < rules.lowest
    valour_to = max(raw, rules.lowest)
    removed = not unit.is_artillery and after < FEWEST_FIGURES_KEPT
    return ValourChange(now, after, unit.valour, valour_to, steps, goes_fd, removed)


# --- Supplies (5.5.3) -------------------------------------------------------------------


def starts_supply_count(faces: Iterable[int]) -> bool:
    """Two (or more) dice showing a single pip on a fire or melee roll, 5.5.3."""
    return count_ones(tuple(faces)) >= 2


def supplies_after_roll(supplies_left: int | None, faces: Iterable[int]) -> int | None:
    """Supplies after one fire or melee roll by the unit, 5.5.3.

    None means unlimited. A roll with two dice showing 1 starts the count: the unit has
    supplies for the next 3 fire or melee rolls (None → 3). Each later roll uses one
    (3 → 2 → 1 → 0). At 0 the unit is without supplies and stays so until resupplied.
    """
    if supplies_left is None:
        return ROLLS_AFTER_SUPPLY_TRIGGER if starts_supply_count(faces) else None
    return max(supplies_left - 1, 0)


# --- Flags and their duration -------------------------------------------------------------


def flag_active(flag: str, bound_set: Iterable[int], current_bound: int) -> bool:
    """Whether a flag set in any of `bound_set` counts in `current_bound` (Table 8 and
    the sections named in FLAG_DURATIONS)."""
    try:
        duration = FLAG_DURATIONS[flag]
    except KeyError:
        raise ValueError(f"unknown flag {flag!r} (known: {', '.join(FLAG_DURATIONS)})") from None
    for bound in bound_set:
        if duration == "this_bound" and bound == current_bound:
            return True
        if duration == "this_and_next_bound" and bound <= current_bound <= bound + 1:
            return True
        if duration == "next_bound" and current_bound == bound + 1:
            return True
    return False


def flag_until(flag: str, bound: int) -> int:
    """The last bound in which a flag set in `bound` counts."""
    return bound if FLAG_DURATIONS[flag] == "this_bound" else bound + 1


def _set_in(unit: UnitState, flag: str, bound: int) -> list[int]:
    return sorted(b for b in unit.flags.get(flag, ()) if flag_active(flag, [b], bound))


def may_charge(charge_bounds: Iterable[int], current_bound: int) -> bool:
    """After a bound with a charge, 4 bounds must pass before the next charge, 2.3.3
    (digest §d: "bounds since last charge (needs 4 clear bounds)"): a unit that charged
    in bound 3 may charge again in bound 8."""
    bounds = [b for b in charge_bounds if b < current_bound]
    return not bounds or current_bound - max(bounds) > CLEAR_BOUNDS_BETWEEN_CHARGES


# --- Who may fire, attack, take orders ------------------------------------------------------


def fire_restrictions(unit: UnitState, bound: int) -> list[str]:
    """Why the unit may not fire now (keys of REASONS); empty if it may.
    3.1.1 (MD/FD), 5.5.3 (supplies), 2.3.2 (fast march), 1.1.1 (passed through,
    continued fire)."""
    reasons: list[str] = []
    if unit.disorder == "MD":
        reasons.append("md_no_fire")
    if unit.disorder == "FD":
        reasons.append("fd_no_fire")
    if unit.supplies_left == 0:
        reasons.append("no_supplies_fire")
    if flag_active("fast_march", unit.flags.get("fast_march", ()), bound):
        reasons.append("fast_march_fire")
    if flag_active("passed_through", unit.flags.get("passed_through", ()), bound):
        reasons.append("passed_through")
    if flag_active("continued_fire", unit.flags.get("continued_fire", ()), bound):
        reasons.append("continued_fire")
    return reasons


def attack_restrictions(unit: UnitState, bound: int) -> list[str]:
    """Why the unit may not attack now, 4.1.1 (MD/FD, huddle, fast march)."""
    reasons: list[str] = []
    if unit.disorder == "MD":
        reasons.append("md_no_attack")
    if unit.disorder == "FD":
        reasons.append("fd_no_attack")
    if unit.formation == "huddle":
        reasons.append("huddle_no_attack")
    if flag_active("fast_march", unit.flags.get("fast_march", ()), bound):
        reasons.append("fast_march_attack")
    return reasons


def charge_restrictions(unit: UnitState, bound: int) -> list[str]:
    """Why the unit may not charge now, 2.3.3 (LD, the 4-bound wait)."""
    reasons: list[str] = []
    if unit.disorder == "LD":
        reasons.append("ld_no_charge")
    if not may_charge(unit.flags.get("charged", ()), bound):
        reasons.append("charge_wait")
    return reasons


def can_take_orders(unit: UnitState) -> bool:
    """FD units cannot take orders, 1.1.2."""
    return unit.disorder != "FD"


# --- A defender that attacks too (4.1.3, 4.1.1) -------------------------------------------

# Why a melee's defender reads Table 8's attacker or defender column: code → (rule, the
# English sentence). `{unit}` is a unit's key (the dialog shows its name). The codes of
# `attack_restrictions` are reused for the reasons a unit may not attack at all.
DEFENDER_COLUMN_REASONS: dict[str, tuple[str, str]] = {
    "attacks_too": (
        "4.1.3",
        QT_TRANSLATE_NOOP(
            "rules", "Attacks too: reads the attacker column (its order attacks {unit}, 4.1.3)"
        ),
    ),
    "no_attack_order": (
        "4.1.3",
        QT_TRANSLATE_NOOP("rules", "Defends: no attack order of its own this bound (4.1.3)"),
    ),
    "attacks_elsewhere": (
        "4.1.3",
        QT_TRANSLATE_NOOP(
            "rules", "Defends: its order attacks {unit}, not an attacker in this melee (4.1.3)"
        ),
    ),
    "md_no_attack": (
        "4.1.1",
        QT_TRANSLATE_NOOP("rules", "In MD it cannot attack: fights as defender (4.1.1)"),
    ),
    "fd_no_attack": (
        "4.1.1",
        QT_TRANSLATE_NOOP("rules", "In FD it cannot attack: fights as defender (4.1.1)"),
    ),
    "huddle_no_attack": (
        "1.3.1, 4.1.1",
        QT_TRANSLATE_NOOP("rules", "A huddle cannot attack: fights as defender (1.3.1, 4.1.1)"),
    ),
    "fast_march_attack": (
        "2.3.2",
        QT_TRANSLATE_NOOP(
            "rules", "Used fast march this bound, it cannot attack: fights as defender (2.3.2)"
        ),
    ),
    "artillery_defends": (
        "Table 8",
        QT_TRANSLATE_NOOP("rules", "Artillery does not attack: fights as defender (Table 8)"),
    ),
    "work_or_rest_defends": (
        "Table 8",
        QT_TRANSLATE_NOOP(
            "rules", "At work or rest it does not attack: fights as defender (Table 8)"
        ),
    ),
    "hit_in_flank_or_rear": (
        "4.1.1",
        QT_TRANSLATE_NOOP(
            "rules", "Hit in flank or rear: loses its own attack, fights as defender (4.1.1)"
        ),
    ),
    "infantry_attacked_by_cavalry": (
        "4.1.1",
        QT_TRANSLATE_NOOP(
            "rules",
            "Infantry attacked by cavalry: loses its own attack, fights as defender (4.1.1)",
        ),
    ),
}


@dataclass(frozen=True)
class DefenderColumn:
    """Whether a melee's defender fights as an attacker too, and why.

    `code` keys DEFENDER_COLUMN_REASONS; `reason` is its English sentence filled in (what
    the log's note keeps), `template` the translatable source and `args` its placeholders,
    so that `reason == template.format(**args)`, as for `AutoDecision`."""

    attacks_too: bool
    code: str
    rule: str
    reason: str
    template: str
    # Not hashed: a dict cannot be, and `reason` already says the same.
    args: Mapping[str, str | int] = dataclasses.field(default_factory=dict, hash=False)

    @classmethod
    def because(cls, code: str, attacks_too: bool = False, **args: str | int) -> DefenderColumn:
        rule, template = DEFENDER_COLUMN_REASONS[code]
        return cls(attacks_too, code, rule, template.format(**args), template, args)


def defender_column(
    defender: UnitState,
    attack_target: str | None,
    attackers: Iterable[UnitState],
    bound: int,
    hit_in_flank_or_rear: bool = False,
) -> DefenderColumn:
    """Whether the defender of a melee attacks too and so reads Table 8's attacker column,
    4.1.3 ("if both are attackers, both use the attacker column") and 4.1.1.

    `attack_target` is the key of the unit the defender's own attack order of this bound
    names (4.1.2), as the order sheet reads it; None without an attack on a unit (none
    written, not followed (1.1.3), or against a position: whom such an attack meets is the
    umpire's call). The defender attacks too when that unit is one of this melee's
    `attackers`, unless:
    - it may not attack now (`attack_restrictions`: MD, FD, a huddle, fast march; 4.1.1);
    - it is artillery or at work or rest: Table 8 gives "Artillery and units at work or
      rest" a value in the defender column only, which the console reads as "they do not
      attack";
    - the umpire states that it is hit in flank or rear (4.1.1: it loses its own attack
      and becomes a defender, though it still halted its opponent);
    - it is infantry and an attacker is cavalry (4.1.1: "same for infantry attacked by
      cavalry").
    The first of these that holds is the reason given.
    """
    attackers = list(attackers)
    if attack_target is None:
        return DefenderColumn.because("no_attack_order")
    if attack_target not in {a.key for a in attackers}:
        return DefenderColumn.because("attacks_elsewhere", unit=attack_target)
    restrictions = attack_restrictions(defender, bound)
    if restrictions:
        return DefenderColumn.because(restrictions[0])
    if defender.is_artillery:
        return DefenderColumn.because("artillery_defends")
    if defender.formation in WORK_REST_REASONS:
        return DefenderColumn.because("work_or_rest_defends")
    if hit_in_flank_or_rear:
        return DefenderColumn.because("hit_in_flank_or_rear")
    if defender.arm == "infantry" and any(_is_cavalry(a) for a in attackers):
        return DefenderColumn.because("infantry_attacked_by_cavalry")
    return DefenderColumn.because("attacks_too", attacks_too=True, unit=attack_target)


def defender_column_note(unit: str, reading: DefenderColumn, attacks_too: bool) -> str:
    """The roll's note on the Table 8 column a melee's defender read, in English like the
    rest of the log: when it fought as an attacker (4.1.3), when its attack on this melee's
    attacker was taken away (4.1.1: why it did not), and when the umpire's choice differs
    from the rules' reading (a ruling, 1.1.9); "" for a defender that had no such attack."""
    column = "attacker" if attacks_too else "defender"
    if attacks_too == reading.attacks_too:
        if attacks_too:
            return (
                f"defender {unit} fought as an attacker, Table 8's attacker column: "
                f"{reading.reason}"
            )
        if reading.code in ("no_attack_order", "attacks_elsewhere"):
            return ""
        return f"defender {unit} fought as defender despite its attack order: {reading.reason}"
    return (
        f"defender {unit} read Table 8's {column} column by the umpire's ruling (1.1.9); "
        f"the rules' reading: {reading.reason}"
    )


# --- Side penalty after a fallen staff figure (Table 18) ----------------------------------


@dataclass(frozen=True)
class SidePenalty:
    """−1 or −2 on every roll of `side`, from a catch roll in `bound` (Table 18)."""

    side: str
    value: int
    bound: int

    @property
    def until_bound(self) -> int:
        return self.bound + 1

    def active(self, current_bound: int) -> bool:
        """The rest of the bound of the catch roll and all of the next, Table 18."""
        return self.bound <= current_bound <= self.until_bound


SIDE_PENALTY_LABEL = (
    QT_TRANSLATE_NOOP("rules", "Side penalty after a fallen staff figure"),
    "Straf for egen side efter faldet stabsfigur",
)


def side_penalty_factor(
    penalties: Iterable[SidePenalty], side: str, current_bound: int
) -> CountedFactor | None:
    """The side penalty as a counted factor on a roll of `side`, Table 18.

    The console's reading when two fallen staff figures overlap: they do not add up;
    the larger penalty counts (the book does not say).
    """
    active = [p for p in penalties if p.side == side and p.active(current_bound)]
    if not active:
        return None
    worst = min(active, key=lambda p: (p.value, -p.bound))
    return CountedFactor(
        table="t18",
        key="side_penalty",
        column="all",
        label_en=SIDE_PENALTY_LABEL[0],
        label_da=SIDE_PENALTY_LABEL[1],
        rule="Table 18",
        value=worst.value,
        status="counted",
        auto=True,
        reason=(
            f"a staff figure of side {side} fell in bound {worst.bound}: {worst.value} on "
            f"all its rolls until the end of bound {worst.until_bound} (Table 18)"
        ),
    )


# --- Factors the roster decides ------------------------------------------------------------


def _is_cavalry(unit: UnitState) -> bool:
    return unit.arm == "cavalry"


def _heavy(unit: UnitState) -> bool:
    return _is_cavalry(unit) and unit.type in ("heavy", "heavy_lancers")


def _light(unit: UnitState) -> bool:
    return _is_cavalry(unit) and unit.type in ("light", "light_lancers")


def _lancers(unit: UnitState) -> bool:
    return _is_cavalry(unit) and unit.type in ("lancers", "heavy_lancers", "light_lancers")


# Each reason below is one whole translatable sentence (context "rules"), its numbers as
# named placeholders: Danish puts the words in another order, and the words that differ
# between predicates (LU for LD, "marchkolonne") belong in the sentence, not pasted in.


def _disorder(state: str, template: str) -> AutoPredicate:
    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if unit.disorder == state:
            return AutoDecision.because(template)
        return None

    return predicate


def _flag(flag: str, template: str) -> AutoPredicate:
    """`template` names the bound the flag was set in as {bound}."""

    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        bounds = _set_in(unit, flag, bound)
        if bounds:
            return AutoDecision.because(template, bound=bounds[-1])
        return None

    return predicate


def _formation(formation: str, template: str) -> AutoPredicate:
    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if unit.formation == formation:
            return AutoDecision.because(template)
        return None

    return predicate


FIGURES_REASON = QT_TRANSLATE_NOOP(
    "rules", "{own} figures against {opponent}: the highest tier reached (4.1.3)"
)
GUNNER_FIGURES_REASON = QT_TRANSLATE_NOOP(
    "rules",
    "{own} figures (gunners ×5, 3.4.3) against {opponent}: the highest tier reached (4.1.3)",
)
WORK_REST_REASONS = {
    "work": QT_TRANSLATE_NOOP("rules", "the unit is at work (1.3.5, 1.3.6)"),
    "rest": QT_TRANSLATE_NOOP("rules", "the unit is at rest (1.3.5, 1.3.6)"),
}
RATING_REASONS = {
    "effective": QT_TRANSLATE_NOOP(
        "rules", "the immediate commander is particularly effective (1.1.3)"
    ),
    "ineffective": QT_TRANSLATE_NOOP(
        "rules", "the immediate commander is particularly ineffective (1.1.3)"
    ),
}


def _figures(tier_key: str) -> AutoPredicate:
    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if context.opponent_figures is None:
            return None
        own = compared_figures(unit, context.firing_artillery)
        if figure_ratio_key(own, context.opponent_figures) != tier_key:
            return None
        template = GUNNER_FIGURES_REASON if context.firing_artillery else FIGURES_REASON
        return AutoDecision.because(template, own=own, opponent=context.opponent_figures)

    return predicate


def _valour(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.valour == 0:
        return None
    return AutoDecision.because(
        QT_TRANSLATE_NOOP("rules", "the unit's valour is {valour:+d} (5.5.1)"),
        unit.valour,
        valour=unit.valour,
    )


def _without_supplies(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.supplies_left == 0:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the unit has no supplies left (5.5.3)")
        )
    return None


def _heavy_cavalry(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if _heavy(unit):
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "heavy cavalry (4.4.0)"))
    return None


def _light_cavalry(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if _light(unit):
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "light cavalry (4.4.0)"))
    return None


def _at_the_charge(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    # Heavy cavalry and lancers take their own +2 row instead (console's reading: the
    # specific row replaces the general one; the umpire may tick both if the book says).
    if context.at_the_charge and not (_heavy(unit) or _lancers(unit)):
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the attack is made at the charge (2.3.3)")
        )
    return None


def _heavy_at_the_charge(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.at_the_charge and (_heavy(unit) or _lancers(unit)):
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "heavy cavalry or lancers attacking at the charge (2.3.3)")
        )
    return None


def _artillery_work_rest(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.is_artillery:
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "artillery (4.5.0)"))
    if unit.formation in WORK_REST_REASONS:
        return AutoDecision.because(WORK_REST_REASONS[unit.formation])
    return None


def _marksmen(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if unit.marksmen:
        return AutoDecision.because(QT_TRANSLATE_NOOP("rules", "highly trained marksmen (5.5.1)"))
    return None


def _commander_engaged(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.commander_engaged is None:
        return None
    return AutoDecision.because(
        QT_TRANSLATE_NOOP("rules", "commander engaged this bound: {factor:+d} (1.1.4, Table 10)"),
        context.commander_engaged,
        factor=context.commander_engaged,
    )


def _staff_contact(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.staff_in_base_contact:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "commander or orderly in base contact (1.1.3)")
        )
    return None


def _march_toward(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.order is not None and context.order.only_march_toward_commander:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the order is only a march toward the commander (1.1.3)")
        )
    return None


def _huddle_only(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
    if context.order is not None and context.order.only_change_to_huddle:
        return AutoDecision.because(
            QT_TRANSLATE_NOOP("rules", "the order is only a change to huddle (1.1.3)")
        )
    return None


def _rating(rating: str) -> AutoPredicate:
    template = RATING_REASONS[rating]

    def predicate(unit: UnitState, bound: int, context: RollContext) -> AutoDecision | None:
        if context.commander_rating == rating:
            return AutoDecision.because(template)
        return None

    return predicate


AUTO_PREDICATES: dict[str, AutoPredicate] = {
    "disorder_ld": _disorder("LD", QT_TRANSLATE_NOOP("rules", "the unit is in LD (5.2.0)")),
    "disorder_md": _disorder("MD", QT_TRANSLATE_NOOP("rules", "the unit is in MD (5.3.0)")),
    "disorder_fd": _disorder("FD", QT_TRANSLATE_NOOP("rules", "the unit is in FD (5.4.0)")),
    "fired_this_bound": _flag(
        "fired", QT_TRANSLATE_NOOP("rules", "fired in bound {bound} (Table 8, 4.1.3)")
    ),
    "charged_last_bound": _flag(
        "charged", QT_TRANSLATE_NOOP("rules", "charged in bound {bound} (2.3.3)")
    ),
    "attacked_this_or_last_bound": _flag(
        "attacked", QT_TRANSLATE_NOOP("rules", "attacked in bound {bound} (4.1.1)")
    ),
    "defended_this_or_last_bound": _flag(
        "defended", QT_TRANSLATE_NOOP("rules", "defended in bound {bound} (4.1.1)")
    ),
    "opponent_fd_this_or_last_bound": _flag(
        "opponent_into_fd",
        QT_TRANSLATE_NOOP("rules", "brought an opponent into FD in bound {bound} (4.1.1)"),
    ),
    "changed_formation_this_bound": _flag(
        "changed_formation",
        QT_TRANSLATE_NOOP(
            "rules", "split, assembled or changed formation in bound {bound} (2.1.0, 2.2.1)"
        ),
    ),
    "formation_column_of_march": _formation(
        "column_of_march", QT_TRANSLATE_NOOP("rules", "the unit is in column of march (1.3.1)")
    ),
    "formation_skirmish_line": _formation(
        "skirmish_line", QT_TRANSLATE_NOOP("rules", "the unit is in skirmish line (1.3.2)")
    ),
    "artillery_or_work_or_rest": _artillery_work_rest,
    "without_supplies": _without_supplies,
    "heavy_cavalry": _heavy_cavalry,
    "light_cavalry": _light_cavalry,
    "attack_at_the_charge": _at_the_charge,
    "heavy_cavalry_or_lancers_at_the_charge": _heavy_at_the_charge,
    "figures_50_per_cent_more": _figures("figures_50_per_cent_more"),
    "figures_100_per_cent_more": _figures("figures_100_per_cent_more"),
    "figures_200_per_cent_more": _figures("figures_200_per_cent_more"),
    "valour": _valour,
    "marksmen": _marksmen,
    "commander_engaged": _commander_engaged,
    "staff_in_base_contact": _staff_contact,
    "march_toward_commander_only": _march_toward,
    "change_to_huddle_only": _huddle_only,
    "commander_effective": _rating("effective"),
    "commander_ineffective": _rating("ineffective"),
}


def auto_ticks(
    pack: RulePack,
    roll_kind_key: str,
    role: str,
    unit: UnitState,
    bound: int,
    context: RollContext | None = None,
) -> list[Tick]:
    """The factors the roster state decides for `unit` in `role` of a roll (Tables 6, 7,
    8, 17 and the sections each predicate cites), each with its reason for the hover
    text. Only rows the pack marks with a known `auto` name are ticked."""
    kind = pack.roll(roll_kind_key)
    return ticks_from_predicates(
        AUTO_PREDICATES, kind, pack.tables, role, unit, bound, context or RollContext()
    )


# --- Effects of a resolved roll -------------------------------------------------------------


@dataclass
class _Working:
    """Units as they would be after the effects found so far (nothing is applied)."""

    units: dict[str, UnitState]
    effects: list[Effect]
    warnings: list[RuleWarning]

    def change(self, key: str, what: str, to, rule: str, note: str = "", until=None) -> None:
        unit = self.units[key]
        before = getattr(unit, what)
        if before == to:
            return
        self.units[key] = dataclasses.replace(unit, **{what: to})
        name = "supplies" if what == "supplies_left" else what
        self.effects.append(Effect(key, name, before, to, rule, until, note))


def _worse(current: str, new: str) -> str:
    """A moral result never makes a unit's disorder better (console's reading)."""
    if current in DISORDER_LADDER and new in DISORDER_LADDER:
        return max(current, new, key=DISORDER_LADDER.index)
    return new


def effects_of(
    pack: RulePack,
    resolution: Resolution,
    units: Mapping[str, UnitState],
    bound: int,
    *,
    sides: Mapping[str, str] | None = None,
    targets: Mapping[str, str] | None = None,
    neighbours: Mapping[str, Iterable[str]] | None = None,
    figures_lost: Mapping[str, Iterable[int | str | Fraction]] | None = None,
    disorder: Mapping[str, str] | None = None,
    side_penalties: Iterable[SidePenalty] = (),
) -> tuple[list[Effect], list[RuleWarning]]:
    """The effects a resolved roll would have, with warnings; nothing is applied.

    - The outcome's effects from the result table (Table 18: staff falls, side penalty
      until the end of the next bound; Table 17: order followed or not). A figures,
      disorder or valour effect falls on the fire's target (`targets[role]`) for fire
      rolls, on the loser for melee (4.1.3: the lower total loses; the difference gives
      the loser's moral result), else on the rolling unit.
    - `figures_lost` typed by the umpire (Table 12 unset) replace the table's for that
      unit; parts are summed before rounding down (3.1.5, 4.1.5). Then valour (5.5.2).
    - `disorder` typed by the umpire, as given.
    - Supplies on fire and melee rolls, for the roller and its neighbours (5.5.3).
    - Bound flags: fired (3.1.6), attacked / defended / opponent into FD (4.1.1, 4.1.6).
    `sides`, `targets` and `neighbours` are keyed by role.
    """
    sides = dict(sides or {})
    targets = dict(targets or {})
    neighbours = {k: list(v) for k, v in (neighbours or {}).items()}
    typed_losses = {k: list(v) for k, v in (figures_lost or {}).items()}
    work = _Working(dict(units), [], [])
    table = pack.tables.get(pack.roll(resolution.kind).result or "")
    loss_parts: dict[str, list[int | str | Fraction]] = {}
    disorder_from_outcome: dict[str, str] = {}

    def unit_of(role: str) -> str | None:
        try:
            return resolution.role(role).unit
        except KeyError:
            return None

    def affected(result) -> str | None:
        if resolution.kind in FIRE_ROLL_KINDS:
            return targets.get(result.roles[0])
        if len(result.roles) == 2 and resolution.kind == "melee":
            if result.value == 0:
                return None
            return unit_of(result.roles[1] if result.value > 0 else result.roles[0])
        return unit_of(result.roles[0])

    for index, result in enumerate(resolution.results):
        key = result.outcome_key
        if key is None:
            continue
        outcome = None
        if isinstance(table, BandTable | ThresholdTable):
            try:
                outcome = table.outcome(key)
            except KeyError:
                outcome = None
        if outcome is None:
            if typed_losses or disorder:
                continue  # the umpire entered the effects read from the book
            work.warnings.append(
                RuleWarning.from_template(
                    "typed_outcome_effects",
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "result {index}: '{key}' was typed from the book; enter its effects "
                        "(figures lost, disorder) by hand",
                    ),
                    index=index,
                    key=key,
                )
            )
            continue
        role = result.roles[0]
        roller = unit_of(role) or role
        target = affected(result)
        for spec in outcome.effects:
            if spec.what == "staff_falls":
                work.effects.append(Effect(roller, "staff", "standing", "fallen", "Table 18"))
            elif spec.what == "side_penalty":
                side = sides.get(role) or (units[roller].side if roller in units else "")
                if not side:
                    work.warnings.append(
                        RuleWarning.from_template(
                            "side_unknown",
                            QT_TRANSLATE_NOOP("rules", "{role}: give the side for its penalty"),
                            role=role,
                        )
                    )
                    continue
                current = side_penalty_factor(side_penalties, side, bound)
                work.effects.append(
                    Effect(
                        side,
                        "side_penalty",
                        current.value if current else 0,
                        int(spec.value or 0),
                        "Table 18",
                        bound + 1,
                        f"all rolls of side {side} until the end of bound {bound + 1}",
                    )
                )
            elif spec.what in ("order_followed", "order_failed"):
                work.effects.append(
                    Effect(roller, "order", None, spec.what.removeprefix("order_"), "1.1.3")
                )
            elif spec.what in ("figures_lost", "disorder", "valour", "unformed"):
                if target is None:
                    work.warnings.append(
                        RuleWarning.from_template(
                            "no_affected_unit",
                            QT_TRANSLATE_NOOP(
                                "rules",
                                "result {index}: '{key}' has a {what} effect but no unit it "
                                "falls on (give the fire's target; a melee tie has no loser)",
                            ),
                            index=index,
                            key=key,
                            what=spec.what,
                        )
                    )
                elif spec.what == "figures_lost":
                    loss_parts.setdefault(target, []).append(int(spec.value or 0))
                elif spec.what in ("disorder", "unformed"):
                    # 3.1.5, 4.1.5: a common target takes only the worst moral result.
                    new = "unformed" if spec.what == "unformed" else str(spec.value)
                    earlier = disorder_from_outcome.get(target)
                    disorder_from_outcome[target] = _worse(earlier, new) if earlier else new
                elif target in work.units:
                    unit = work.units[target]
                    work.change(target, "valour", unit.valour + int(spec.value or 0), "5.5.2")
            elif spec.what == "flag" and roller in work.units and spec.value:
                until = bound if spec.duration == "this_bound" else bound + 1
                work.effects.append(Effect(roller, "flag", None, str(spec.value), "", until))
            elif spec.what == "note":
                work.effects.append(Effect(roller, "note", None, str(spec.value), ""))

    for unit_key, parts in typed_losses.items():
        if unit_key in loss_parts:
            work.warnings.append(
                RuleWarning.from_template(
                    "typed_losses_replace_table",
                    QT_TRANSLATE_NOOP(
                        "rules", "{unit}: figures lost typed by the umpire replace the table's"
                    ),
                    unit_key,
                )
            )
        loss_parts[unit_key] = parts

    for unit_key, new in disorder_from_outcome.items():
        if unit_key in work.units:
            current = work.units[unit_key].disorder
            work.change(unit_key, "disorder", _worse(current, new), "moral result")
        else:
            work.effects.append(Effect(unit_key, "disorder", None, new, "moral result"))

    rules = None
    for unit_key, parts in loss_parts.items():
        lost = total_losses(parts)
        if unit_key not in work.units:
            work.effects.append(Effect(unit_key, "figures_lost", None, lost, "3.1.5, 4.1.5"))
            work.warnings.append(
                RuleWarning.from_template(
                    "unit_unknown",
                    QT_TRANSLATE_NOOP(
                        "rules", "{unit} is not among the units: valour not computed"
                    ),
                    unit_key,
                )
            )
            continue
        if lost == 0:
            continue
        rules = rules or valour_rules(pack.tables)
        unit = work.units[unit_key]
        change = reduce_valour(rules, unit, lost)
        field = "gunners" if unit.is_artillery and unit.gunners is not None else "figures"
        note = "summed before rounding down" if len(parts) > 1 else ""
        work.change(unit_key, field, change.figures_to, "3.1.5, 4.1.5", note)
        if change.steps:
            work.change(
                unit_key,
                "valour",
                change.valour_to,
                "5.5.2, Table 15",
                f"{change.steps} full 20 % step(s) of {unit.counted_figures_start} figures",
            )
        if change.goes_fd:
            work.change(unit_key, "disorder", "FD", "5.5.2", "valour fell below the lowest")
        if change.removed:
            work.effects.append(
                Effect(unit_key, "removed", False, True, "5.5.2", None, "fewer than 3 figures")
            )

    for unit_key, new in (disorder or {}).items():
        if unit_key in work.units:
            work.change(unit_key, "disorder", new, "typed by the umpire")
        else:
            work.effects.append(Effect(unit_key, "disorder", None, new, "typed by the umpire"))

    for effect in work.effects:
        if effect.what == "disorder" and effect.to == "FD":
            work.warnings.append(
                RuleWarning.from_template(
                    "fd_loss",
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{unit} goes into FD: take the loss on entering FD from the book (5.4.1)",
                    ),
                    effect.unit,
                )
            )

    if resolution.kind in SUPPLY_ROLL_KINDS:
        for role_result in resolution.roles:
            rollers = [role_result.unit] + neighbours.get(role_result.role, [])
            for unit_key in rollers:
                if unit_key is None or unit_key not in work.units:
                    continue
                before = work.units[unit_key].supplies_left
                after = supplies_after_roll(before, role_result.faces)
                note = "two dice showing 1" if before is None and after is not None else ""
                if unit_key != role_result.unit:
                    note = (note + "; " if note else "") + "neighbour: same roll (3.1.6, 4.1.6)"
                work.change(unit_key, "supplies_left", after, "5.5.3", note)

    _flag_effects(work, resolution, neighbours, bound, units)
    return work.effects, work.warnings


def _flag_effects(
    work: _Working,
    resolution: Resolution,
    neighbours: Mapping[str, list[str]],
    bound: int,
    units: Mapping[str, UnitState],
) -> None:
    """Flags a fire or melee roll sets: fired (3.1.6: neighbours too), attacked or
    defended (4.1.1, 4.1.6), opponent brought into FD (4.1.1)."""

    def flag(unit_key: str | None, name: str, rule: str) -> None:
        if unit_key is None or unit_key not in units:
            return
        work.effects.append(Effect(unit_key, "flag", None, name, rule, flag_until(name, bound)))

    if resolution.kind in FIRE_ROLL_KINDS:
        for role in resolution.roles:
            for unit_key in [role.unit] + neighbours.get(role.role, []):
                flag(unit_key, "fired", "Table 8, 3.1.6")
        return
    if resolution.kind != "melee":
        return
    sides: dict[str, list[str]] = {"attacker": [], "defender": []}
    for role in resolution.roles:
        camp = "defender" if role.role == "defender" else "attacker"
        for unit_key in [role.unit] + neighbours.get(role.role, []):
            if unit_key is not None:
                sides[camp].append(unit_key)
                flag(unit_key, "attacked" if camp == "attacker" else "defended", "4.1.1, 4.1.6")
    into_fd = {
        e.unit for e in work.effects if e.what == "disorder" and e.to == "FD" and e.from_ != "FD"
    }
    for camp, other in (("attacker", "defender"), ("defender", "attacker")):
        if any(u in into_fd for u in sides[other]):
            for unit_key in sides[camp]:
                if unit_key not in into_fd:
                    flag(unit_key, "opponent_into_fd", "4.1.1")
