"""The turn summary of one bound: what a club pins up when the bound is over.

Per side, a line per unit that did something or had something done to it: its order and
whether it was carried out, the rolls it made or suffered with their outcomes, the figures
it lost and how its state changed (disorder, valour, formation, supplies); the units whose
order went as written and nothing else happened share one line, so a typical club bound
(some 20 units a side) fits one page. Then the side penalties in force, the staff figures
lost, and the bound's witnessed seal.

Orders: where the umpire confirmed movement (rows of kind `movement`: the unit first in
`units`, outcome `as_ordered` / `in_part` / `not_carried_out`, the reason in the note),
that is what the summary says; otherwise the order's status as the store has it (written,
followed or not followed after an ordering roll, ordering roll pending). Rolls that were
voided, and the voids, do not count; roster corrections by the umpire count as changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import tzinfo

from ba_console.core import vocabulary
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.reports import chain as chain_words
from ba_console.reports import tallies, times
from ba_console.reports.log import CSS
from ba_console.reports.log_rows import note_text
from ba_console.reports.readable import (
    MOVEMENT_KIND,
    MOVEMENT_OUTCOMES,
    SEAL_KIND,
    Readable,
    readable,
)
from ba_console.reports.words import ENGLISH, ReportWords, h, signed
from ba_console.store.game import Game
from ba_console.store.models import GameInfo, Order, SidePenalty
from ba_console.store.records import ADJUSTMENT_KIND, LoggedRoll
from ba_console.store.verify import VerifyReport

# What the unit line says of a state change; figures and gunners are the "lost" column,
# flags and order statuses are said elsewhere (the log, the order column).
STATE_FIELDS = ("disorder", "valour", "formation", "supplies_left", "position", "commander")
QUIET = ("written", "as_ordered")
ORDER_ROLL = "ordering"
ORDER_ROLL_OUTCOMES = ("followed", "not_followed")  # order statuses an ordering roll sets


@dataclass
class UnitLine:
    key: str
    name: str
    order: str = ""
    order_key: str = ""  # the status or movement outcome key; "" without an order
    rolls: list[str] = field(default_factory=list)
    lost: int = 0
    changes: list[str] = field(default_factory=list)

    @property
    def quiet(self) -> bool:
        return (
            not self.rolls
            and not self.lost
            and not self.changes
            and (self.order_key in QUIET or not self.order_key)
        )


@dataclass
class SideSummary:
    key: str
    name: str
    lines: list[UnitLine]
    quiet: dict[str, list[str]]  # order word → names of the quiet units
    lost: int
    penalties: list[str]
    staff: list[str]


@dataclass
class TurnSummary:
    info: GameInfo
    readable: Readable
    bound: int
    sides: list[SideSummary]
    seals: list[LoggedRoll]
    rolls: list[LoggedRoll]
    chain: VerifyReport
    zone: tzinfo | None = None

    @property
    def words(self) -> ReportWords:
        return self.readable.words

    @property
    def title(self) -> str:
        return self.words(
            QT_TRANSLATE_NOOP("DisputeReport", "Turn summary: %1, bound %2"),
            self.info.title,
            self.bound,
        )


def build(
    game: Game, bound: int, words: ReportWords = ENGLISH, *, zone: tzinfo | None = None
) -> TurnSummary:
    names = readable(game, words)
    rolls = game.rolls(bound=bound)
    standing = tallies.counted(rolls)
    orders = {order.unit: order for order in game.orders(bound)}
    lines: dict[str, UnitLine] = {}
    for unit in game.units():
        line = UnitLine(unit.key, unit.name)
        _order(line, orders.get(unit.key), names)
        lines[unit.key] = line
    for roll in standing:
        _movement(roll, lines, names)
        _rolls(roll, lines, names)
        _effects(roll, lines, names)
    penalties = game.side_penalties(bound=bound)
    staff = _staff(standing, names)
    sides = []
    for side in game.sides():
        units = [lines[u.key] for u in game.units(side=side.key)]
        quiet: dict[str, list[str]] = {}
        for line in units:
            if line.quiet:
                quiet.setdefault(line.order_key, []).append(line.name)
        sides.append(
            SideSummary(
                key=side.key,
                name=side.name,
                lines=[line for line in units if not line.quiet],
                quiet=quiet,
                lost=sum(line.lost for line in units),
                penalties=[_penalty(p, words) for p in penalties if p.side == side.key],
                staff=staff.get(side.key, []),
            )
        )
    seals = [roll for roll in standing if roll.kind == SEAL_KIND]
    return TurnSummary(game.info, names, bound, sides, seals, rolls, game.verify(), zone)


def _order(line: UnitLine, order: Order | None, names: Readable) -> None:
    words = names.words
    if order is None:
        return
    line.order_key = order.status
    text = vocabulary.label(order.status, words.translate)
    if order.status == "written":
        text = words(QT_TRANSLATE_NOOP("DisputeReport", "as written"))
    line.order = text


def _movement(roll: LoggedRoll, lines: dict[str, UnitLine], names: Readable) -> None:
    if roll.kind != MOVEMENT_KIND or not roll.units or roll.outcome is None:
        return
    line = lines.get(roll.units[0])
    key = roll.outcome.key
    if line is None or key not in MOVEMENT_OUTCOMES:
        return
    note = vocabulary.with_names(roll.note, names.names)
    moved = names.words(MOVEMENT_OUTCOMES[key]) + (f": {note}" if note else "")
    if line.order_key in ORDER_ROLL_OUTCOMES:
        # The ordering roll is said only here: it stays, the movement beside it.
        line.order = f"{line.order}; {moved}"
        return
    line.order_key = key
    line.order = moved


def _rolls(roll: LoggedRoll, lines: dict[str, UnitLine], names: Readable) -> None:
    """The roll on the line of each unit it involves: "#37 Fire by hand weapons: 1 figure,
    LD", or "… from 2/1er Tirailleurs" on the line of the unit fired on."""
    if not roll.sides or roll.kind == ORDER_ROLL and _order_settled(roll, lines):
        return
    words = names.words
    outcome = names.outcome(roll)
    said = outcome.text if outcome is not None else "—"
    rollers = [side.unit for side in roll.sides if side.unit]
    for key in dict.fromkeys(roll.units):
        line = lines.get(key)
        if line is None:
            continue
        kind = names.kind(roll.kind)
        if key not in rollers and rollers:
            kind = words(
                QT_TRANSLATE_NOOP("DisputeReport", "%1 from %2"),
                kind,
                ", ".join(names.who(unit) for unit in rollers),
            )
        line.rolls.append(f"#{roll.sequence} {kind}: {said}")


def _order_settled(roll: LoggedRoll, lines: dict[str, UnitLine]) -> bool:
    """An ordering roll is said in the order column ("followed"), not again as a roll."""
    return all(lines.get(key) is not None and lines[key].order for key in roll.units)


def _effects(roll: LoggedRoll, lines: dict[str, UnitLine], names: Readable) -> None:
    words = names.words
    for effect in roll.effects:
        line = lines.get(effect.unit or "")
        if line is None:
            continue
        if roll.kind != ADJUSTMENT_KIND:
            line.lost += tallies.figures_lost(effect.what, effect.from_, effect.to)
        if effect.what in STATE_FIELDS:
            change = vocabulary.effect_label(effect, {line.key: "\x00"}, words.translate)
            change = change.removeprefix("\x00: ")
            if roll.kind == ADJUSTMENT_KIND:
                change = words(QT_TRANSLATE_NOOP("DisputeReport", "%1 (corrected)"), change)
            line.changes.append(change)


def _staff(rolls: list[LoggedRoll], names: Readable) -> dict[str, list[str]]:
    """Staff figures fallen or replaced, by side: "Ryssel: commander fallen no → yes (#30)"."""
    found: dict[str, list[str]] = {}
    for roll in rolls:
        for effect in roll.effects:
            if not effect.what.startswith(("commander_", "orderly_")):
                continue
            side = names.side_of.get(effect.unit or "", "")
            found.setdefault(side, []).append(f"{names.effect(effect)} (#{roll.sequence})")
    return found


def _penalty(penalty: SidePenalty, words: ReportWords) -> str:
    template = QT_TRANSLATE_NOOP("DisputeReport", "%1 on every roll, bounds %2 to %3")
    text = words(template, signed(penalty.value), penalty.from_bound, penalty.until_bound)
    if penalty.roll is not None:
        text += f" (#{penalty.roll})"
    return text


# --- HTML -------------------------------------------------------------------------------------

SUMMARY_CSS = """
table.units{width:100%;margin-top:2px}
table.units th{background-color:#e8e4da;border:1px solid #b8b2a4;padding:1px 3px;font-weight:bold}
table.units td{border:1px solid #cfcabe;padding:1px 3px}
td.num{text-align:right}
h2.side{font-size:9.5pt;margin:8px 0 2px 0}
"""


def html(summary: TurnSummary, *, browser: bool = True) -> str:
    words = summary.words
    parts = [f"<h1>{h(summary.title)}</h1>", _head(summary)]
    for side in summary.sides:
        parts.append(_side_html(summary, side))
    parts.append(_closing(summary))
    style = (
        CSS + SUMMARY_CSS + ("body{margin:2em;font-size:10pt;max-width:70em}" if browser else "")
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{h(words.language)}"><head><meta charset="utf-8">\n'
        f"<title>{h(summary.title)}</title>\n<style>{style}</style></head>\n<body>\n"
        + "\n".join(parts)
        + "\n</body></html>\n"
    )


def _head(summary: TurnSummary) -> str:
    words, info = summary.words, summary.info
    stamps = [roll.time for roll in summary.rolls]
    zone = times.zone_name(stamps, summary.zone)
    if stamps:
        span = words(
            QT_TRANSLATE_NOOP("DisputeReport", "%1 to %2, local time, %3"),
            times.clock(stamps[0], summary.zone),
            times.clock(stamps[-1], summary.zone),
            zone,
        )
    else:
        span = words(QT_TRANSLATE_NOOP("DisputeReport", "local time, %1"), zone)
    losses = ", ".join(f"{side.name} {side.lost}" for side in summary.sides)
    counted = len(tallies.counted(r for r in summary.rolls if r.sides))
    facts = [
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Game")),
            info.title + (f" ({info.date})" if info.date else ""),
        ),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Rule pack")),
            f"{info.pack_id} {info.pack_version} · {info.pack_hash}",
        ),
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Times")), span),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "This bound")),
            words(
                QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls with dice; figures lost: %2"),
                counted,
                losses,
            ),
        ),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Hash chain")),
            chain_words.short_chain_text(summary.chain, words),
        ),
    ]
    rows = "".join(
        f'<tr><td class="label">{h(label)}</td><td>{h(value)}</td></tr>' for label, value in facts
    )
    return f'<table class="facts">{rows}</table>'


def _side_html(summary: TurnSummary, side: SideSummary) -> str:
    words = summary.words
    columns = [
        ("18%", words(QT_TRANSLATE_NOOP("DisputeReport", "Unit"))),
        ("21%", words(QT_TRANSLATE_NOOP("DisputeReport", "Order"))),
        ("37%", words(QT_TRANSLATE_NOOP("DisputeReport", "Rolls and outcomes"))),
        ("5%", words(QT_TRANSLATE_NOOP("DisputeReport", "Lost"))),
        ("19%", words(QT_TRANSLATE_NOOP("DisputeReport", "State"))),
    ]
    head = "".join(f'<th width="{width}">{h(text)}</th>' for width, text in columns)
    rows = []
    for line in side.lines:
        rows.append(
            f'<tr><td title="{h(line.key)}">{h(line.name)}</td><td>{h(line.order or "—")}</td>'
            f"<td>{'<br>'.join(h(r) for r in line.rolls)}</td>"
            f'<td class="num">{line.lost or ""}</td>'
            f"<td>{h(', '.join(line.changes))}</td></tr>"
        )
    heading = words(
        QT_TRANSLATE_NOOP("DisputeReport", "%1 · figures lost: %2"), side.name, side.lost
    )
    out = [f'<h2 class="side">{h(heading)}</h2>']
    if rows:
        out.append(
            '<table class="units" width="100%" cellspacing="0" cellpadding="1">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )
    for key, units in side.quiet.items():
        if key == "written":
            label = words(QT_TRANSLATE_NOOP("DisputeReport", "Order as written, nothing rolled"))
        elif key == "as_ordered":
            label = words(
                QT_TRANSLATE_NOOP("DisputeReport", "Carried out as ordered, nothing rolled")
            )
        else:
            label = words(QT_TRANSLATE_NOOP("DisputeReport", "No order, nothing rolled"))
        out.append(f"<p><b>{h(label)}:</b> {h(', '.join(units))}</p>")
    if side.penalties:
        label = words(QT_TRANSLATE_NOOP("DisputeReport", "Side penalty in force"))
        out.append(f"<p><b>{h(label)}:</b> {h('; '.join(side.penalties))}</p>")
    if side.staff:
        label = words(QT_TRANSLATE_NOOP("DisputeReport", "Staff"))
        out.append(f"<p><b>{h(label)}:</b> {h('; '.join(side.staff))}</p>")
    return "\n".join(out)


def _closing(summary: TurnSummary) -> str:
    words = summary.words
    penalties = any(side.penalties for side in summary.sides)
    out = []
    if not penalties:
        none = words(QT_TRANSLATE_NOOP("DisputeReport", "No side penalty in force."))
        out.append(f"<p>{h(none)}</p>")
    heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Seal of the bound"))
    if summary.seals:
        seals = "; ".join(
            f'<span class="hash">{h(seal.outcome.key if seal.outcome else "")}</span> · '
            f"#{seal.sequence} {h(times.clock(seal.time, summary.zone))}"
            + (f" · {h(note_text(seal, words))}" if seal.note else "")
            for seal in summary.seals
        )
        out.append(f"<p><b>{h(heading)}:</b> {seals}</p>")
    else:
        none = words(
            QT_TRANSLATE_NOOP(
                "DisputeReport", "No seal yet: the console seals a bound as the next one begins."
            )
        )
        out.append(f"<p><b>{h(heading)}:</b> {h(none)}</p>")
    # The row that began the bound in force: one voided by Back (a bound begun too early)
    # is not it.
    started = next(
        (
            r
            for r in reversed(summary.rolls)
            if r.kind == vocabulary.BOUND_STARTED_KIND and r.voided_by is None
        ),
        None,
    )
    if started is not None:
        out.append(f'<p class="t">#{started.sequence}: {h(note_text(started, words))}</p>')
    return "\n".join(out)
