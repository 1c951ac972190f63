"""The figures behind the charts: losses per side per bound, each side's dice luck, and the
odds of one logged roll. Pure: rolls, names and the pack come in, numbers go out.

Dice luck: for every side of every roll that counted (not voided), where its dice total
stood among all the totals its dice can show, as a percentile: P(lower) + P(this total)/2,
exact from the dice (3D6: 216 faces). Fair dice put a roll anywhere from 0 to 100 % and on
average at 50 %; the chart sets each side's rolls, in five bands, against the number the
same rolls would have in each band with fair dice, computed exactly the same way (the
bands of a sum of dice are not quite even, so "expected" is not a flat line).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ba_console.core.dice import DiceSpec
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, ThresholdTable
from ba_console.core.odds import UNSET, difference_odds, outcome_odds, sum_distribution
from ba_console.core.results import input_range, lookup_bands, lookup_threshold
from ba_console.core.vocabulary import unset_roles
from ba_console.reports.readable import Readable
from ba_console.store.records import ADJUSTMENT_KIND, VOID_KIND, LoggedRoll, RollSide

BANDS = 5  # dice-luck bands: 0–20 %, 20–40 %, … 80–100 %


def counted(rolls: Iterable[LoggedRoll]) -> list[LoggedRoll]:
    """The rolls that stand: not voided, not voids."""
    return [r for r in rolls if r.voided_by is None and r.kind != VOID_KIND]


# --- losses -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Losses:
    """Figures (and gunners) lost per side per bound, by rolls that stand."""

    bounds: tuple[int, ...]
    by_side: dict[str, tuple[int, ...]]  # side key → losses in each of `bounds`

    @property
    def total(self) -> int:
        return sum(sum(values) for values in self.by_side.values())


def losses(rolls: Iterable[LoggedRoll], readable: Readable) -> Losses:
    table: dict[str, dict[int, int]] = {side: {} for side in readable.sides}
    bounds: set[int] = set()
    for roll in counted(rolls):
        bounds.add(roll.bound)
        if roll.kind == ADJUSTMENT_KIND:  # a correction by the umpire, not a loss in play
            continue
        for effect in roll.effects:
            lost = figures_lost(effect.what, effect.from_, effect.to)
            side = readable.side_of.get(effect.unit or "")
            if lost and side:
                table.setdefault(side, {})
                table[side][roll.bound] = table[side].get(roll.bound, 0) + lost
    ordered = tuple(sorted(bounds))
    return Losses(
        ordered,
        {side: tuple(by_bound.get(b, 0) for b in ordered) for side, by_bound in table.items()},
    )


def figures_lost(what: str, before: object, after: object) -> int:
    """Figures or gunners an effect takes away (0 for anything else)."""
    if what not in ("figures", "gunners"):
        return 0
    if not isinstance(before, int) or not isinstance(after, int) or isinstance(before, bool):
        return 0
    return max(0, before - after)


# --- dice luck ----------------------------------------------------------------------------


def spec_of(side: RollSide) -> DiceSpec:
    return DiceSpec(len(side.faces), side.die_sides)


def percentile(side: RollSide) -> Fraction:
    """Where the side's dice total stands among the totals its dice can show: P(lower) +
    P(equal)/2, from 0 to 1; fair dice average 1/2."""
    distribution = sum_distribution(spec_of(side))
    below = sum((p for total, p in distribution.items() if total < side.natural), Fraction(0))
    return below + distribution.get(side.natural, Fraction(0)) / 2


def _band(value: Fraction) -> int:
    return min(BANDS - 1, int(value * BANDS))


@dataclass(frozen=True)
class SideLuck:
    side: str
    rolls: int
    observed: tuple[int, ...]  # rolls in each band
    expected: tuple[float, ...]  # rolls fair dice would put in each band
    mean: float  # average percentile, 0–1
    # How often fair dice would give an average at least this far from theirs (both ways),
    # by the normal approximation with the exact variance of these very rolls.
    chance: float


@dataclass(frozen=True)
class Luck:
    sides: tuple[SideLuck, ...] = field(default_factory=tuple)

    @property
    def rolls(self) -> int:
        return sum(side.rolls for side in self.sides)


def luck(rolls: Iterable[LoggedRoll], readable: Readable) -> Luck:
    by_side: dict[str, list[RollSide]] = {}
    for roll in counted(rolls):
        for side in roll.sides:
            owner = readable.side_of.get(side.unit or "")
            if owner:
                by_side.setdefault(owner, []).append(side)
    order = [key for key in readable.sides if key in by_side]
    order += [key for key in by_side if key not in order]
    return Luck(tuple(_side_luck(key, by_side[key]) for key in order))


def _side_luck(key: str, sides: Sequence[RollSide]) -> SideLuck:
    observed = [0] * BANDS
    expected = [0.0] * BANDS
    values: list[Fraction] = []
    fair_mean = 0.0
    variance = 0.0
    for side in sides:
        value = percentile(side)
        values.append(value)
        observed[_band(value)] += 1
        distribution = sum_distribution(spec_of(side))
        below = Fraction(0)
        mean = 0.0
        square = 0.0
        for _total, p in distribution.items():
            mid = float(below + p / 2)
            expected[_band(below + p / 2)] += float(p)
            mean += float(p) * mid
            square += float(p) * mid * mid
            below += p
        fair_mean += mean
        variance += square - mean * mean
    count = len(sides)
    average = float(sum(values, Fraction(0)) / count)
    chance = 1.0
    if variance > 0:
        z = abs(sum(float(v) for v in values) - fair_mean) / math.sqrt(variance)
        chance = math.erfc(z / math.sqrt(2))
    return SideLuck(key, count, tuple(observed), tuple(expected), average, chance)


# --- the odds of one roll -------------------------------------------------------------------


@dataclass(frozen=True)
class OddsBar:
    """The exact chance of each outcome of one result of a roll, the one rolled marked.

    `segments` are (outcome key, label, chance, rolled). When the pack does not fill the
    table, the bar is of the dice instead: lower, this total, higher (`of_dice`); so too
    when a ticked factor was unset with no value typed (`factor_unset`): the total was not
    known, nor any outcome's chance."""

    sequence: int
    title: str
    segments: tuple[tuple[str, str, Fraction, bool], ...]
    of_dice: bool = False
    factor_unset: bool = False


PAIR = QT_TRANSLATE_NOOP("DisputeReport", "%1 vs %2")
UNSET_WORDS = QT_TRANSLATE_NOOP("DisputeReport", "not in the pack (read from the book)")
DICE_LOWER = QT_TRANSLATE_NOOP("DisputeReport", "dice lower than %1")
DICE_SAME = QT_TRANSLATE_NOOP("DisputeReport", "dice %1")
DICE_HIGHER = QT_TRANSLATE_NOOP("DisputeReport", "dice higher than %1")
LOWER = "lower"
SAME = "same"
HIGHER = "higher"


def roll_odds(roll: LoggedRoll, readable: Readable) -> list[OddsBar]:
    """One bar per result of the roll (a melee with two attackers has two); the dice's bar
    for each side when no result can be computed."""
    if not roll.sides:
        return []
    unset = any(unset_factor(roll, side.role) for side in roll.sides)
    bars = [] if unset else _result_bars(roll, readable)
    if bars:
        return bars
    return [_dice_bar(roll, side, readable, unset) for side in roll.sides]


def unset_factor(roll: LoggedRoll, role: str) -> bool:
    """Whether a factor ticked for `role` was unset with no value typed: the log's note
    says "attacker: t06 flanking_fire unset" (`play.record`), and its total leaves it out."""
    return role in unset_roles(roll.note)


def _result_bars(roll: LoggedRoll, readable: Readable) -> list[OddsBar]:
    spec = readable.roll_kind(roll.kind)
    if spec is None or not spec.result:
        return []
    table = readable.tables.get(spec.result)
    if not isinstance(table, BandTable | ThresholdTable):
        return []
    cells = (roll.cell or "").split("; ")
    rolled = (roll.outcome.key if roll.outcome else "").split(" | ")
    bars: list[OddsBar] = []
    if spec.compare == "difference":
        defender = next((s for s in roll.sides if not _repeatable_role(spec, s.role)), None)
        attackers = [s for s in roll.sides if s is not defender]
        if defender is None or not isinstance(table, BandTable):
            return []
        for index, attacker in enumerate(attackers):
            column = _column(cells, index)
            if not _column_fits(table, column):
                return []

            natural = input_range(table, spec_of(attacker))

            def reader(value: int, column: str | None = column, natural=natural) -> str | None:
                return lookup_bands(spec.result or "", table, value, column, natural).outcome_key

            odds = difference_odds(
                spec_of(attacker),
                attacker.total - attacker.natural,
                spec_of(defender),
                defender.total - defender.natural,
                reader,
            )
            title = readable.words(
                PAIR,
                readable.role(roll.kind, attacker.role),
                readable.role(roll.kind, defender.role),
            )
            logged = _logged(roll, _at(rolled, index), reader(attacker.total - defender.total))
            bars.append(_bar(roll, title, odds, logged, readable, table))
    else:
        for index, side in enumerate(roll.sides):
            where = _column(cells, index)
            if isinstance(table, ThresholdTable):
                klass = _klass(cells, index)
                if klass is None or klass not in table.thresholds:
                    return []

                def reader(value: int, klass: str = klass) -> str | None:
                    return lookup_threshold(spec.result or "", table, value, klass).outcome_key

            else:
                if not _column_fits(table, where):
                    return []

                natural = input_range(table, spec_of(side))

                def reader(value: int, column: str | None = where, natural=natural) -> str | None:
                    return lookup_bands(
                        spec.result or "", table, value, column, natural
                    ).outcome_key

            odds = outcome_odds(spec_of(side), side.total - side.natural, reader)
            title = readable.role(roll.kind, side.role)
            if side.unit:
                title = f"{title} {readable.who(side.unit)}"
            logged = _logged(roll, _at(rolled, index), reader(side.total))
            bars.append(_bar(roll, title, odds, logged, readable, table))
    # A table the pack leaves unset gives nothing but "?": the dice say more.
    if all(set(bar_keys(bar)) <= {UNSET} for bar in bars):
        return []
    return bars


def _logged(roll: LoggedRoll, outcome: str, read: str | None) -> str:
    """The segment a result falls in: its logged outcome; or, when the umpire typed it from
    the book because the pack leaves the total's cell unset (`read` is None), the pack's
    unset part of the bar, whatever the book said."""
    return UNSET if roll.outcome_typed and read is None else outcome


def bar_keys(bar: OddsBar) -> list[str]:
    return [key for key, _label, _p, _rolled in bar.segments]


def _in_table_order(odds: dict[str, Fraction], table: BandTable | ThresholdTable) -> list[str]:
    """The outcomes from the lowest totals to the highest, as the table reads."""
    if isinstance(table, ThresholdTable):
        order = [table.fail_outcome.key, table.pass_outcome.key]
    else:
        bands = sorted(table.bands, key=lambda band: -(10**9) if band.min is None else band.min)
        order = list(dict.fromkeys(band.outcome for band in bands))
    return sorted(odds, key=lambda key: order.index(key) if key in order else len(order))


def _bar(
    roll: LoggedRoll,
    title: str,
    odds: dict[str, Fraction],
    rolled: str,
    readable: Readable,
    table: BandTable | ThresholdTable,
) -> OddsBar:
    segments = []
    for key in _in_table_order(odds, table):
        chance = odds[key]
        label = readable.outcome_label(roll.kind, key) if key != UNSET else None
        if label is None:
            label = readable.words(UNSET_WORDS) if key == UNSET else key
        segments.append((key, label, chance, key == rolled))
    return OddsBar(roll.sequence, title, tuple(segments))


def _dice_bar(
    roll: LoggedRoll, side: RollSide, readable: Readable, factor_unset: bool = False
) -> OddsBar:
    distribution = sum_distribution(spec_of(side))
    lower = sum((p for t, p in distribution.items() if t < side.natural), Fraction(0))
    same = distribution.get(side.natural, Fraction(0))
    words = readable.words
    title = readable.role(roll.kind, side.role)
    if side.unit:
        title = f"{title} {readable.who(side.unit)}"
    return OddsBar(
        roll.sequence,
        title,
        (
            (LOWER, words(DICE_LOWER, side.natural), lower, False),
            (SAME, words(DICE_SAME, side.natural), same, True),
            (HIGHER, words(DICE_HIGHER, side.natural), 1 - lower - same, False),
        ),
        of_dice=True,
        factor_unset=factor_unset,
    )


def _repeatable_role(spec, role: str) -> bool:
    try:
        return spec.role(role).repeatable
    except KeyError:
        return False


def _at(items: Sequence[str], index: int) -> str:
    return items[index] if index < len(items) else ""


def _column(cells: Sequence[str], index: int) -> str | None:
    """The column a logged cell was read in ("t12: 9-10 / line" → "line")."""
    cell = _at(cells, index)
    _where, slash, column = cell.partition(" / ")
    return column if slash else None


def _column_fits(table: BandTable, column: str | None) -> bool:
    return (column in table.columns) if table.columns else column is None


def _klass(cells: Sequence[str], index: int) -> str | None:
    """The class a threshold was read for ("gdb_t3: veteran 7+" → "veteran")."""
    cell = _at(cells, index)
    _table, colon, rest = cell.partition(": ")
    if not colon:
        return None
    klass, _space, _threshold = rest.rpartition(" ")
    return klass or None
