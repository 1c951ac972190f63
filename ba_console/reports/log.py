"""The roll log report: what a disputing player reads, on screen or on paper.

One report, made once from the game (`build`): the header (game, pack and its hash, the
seed commitment, what is shown, in words: "Bound 3 · unit I./15th · all kinds", and the
time zone the times are in), the rolls grouped by bound in a compact table (`log_rows`: dice,
factors, table, outcome and effects in five columns, one or two lines for most rolls), the
charts (odds of a disputed roll, losses per side, dice luck), and at the end the chain's
state, the witnessed seals, the console dice never logged and how to recompute the hashes.
`html` writes it for a browser (with a few lines of script to filter the rows, and the
charts as SVG) or for print (no script; the charts as images the PDF writer adds), from the
same data: the words are the same. Every value from the game is HTML-escaped.

Every word is in the report's language: the report's own through `ReportWords`, roles,
kinds, phases, factors, outcomes by the pack's labels, effects by the console's
vocabulary, tables as the book names them, units by name (`readable`). Keys, hashes and the
umpire's own words stay as logged; the keys on hover in a browser.
"""

from __future__ import annotations

import base64
import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import tzinfo

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.reports import chain as chain_words
from ba_console.reports import charts as chart_module
from ba_console.reports import tallies, times
from ba_console.reports.log_rows import note_text, rolls_html
from ba_console.reports.readable import SEAL_KIND, Readable, game_pack, readable
from ba_console.reports.words import ENGLISH, ReportWords, h
from ba_console.store.draws import ConsoleDraw
from ba_console.store.game import Game
from ba_console.store.journal_reads import TakenOff
from ba_console.store.models import GameInfo
from ba_console.store.records import (
    ADJUSTMENT_KIND,
    LoggedRoll,
)
from ba_console.store.verify import VerifyReport

# A report of at most this many dice rolls is about a dispute: it shows each roll's odds.
DISPUTE_ROLLS = 3
FILTER_NAMES = ("bound", "unit", "kind", "phase", "text", "roll")


@dataclass(frozen=True)
class Filters:
    """What the report shows: every roll, or those of one bound, unit, kind, phase, text,
    or the one roll `roll` (a sequence number)."""

    bound: int | None = None
    unit: str | None = None
    kind: str | None = None
    phase: str | None = None
    text: str | None = None
    roll: int | None = None

    def as_dict(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in FILTER_NAMES}

    @property
    def any(self) -> bool:
        return any(value not in (None, "") for value in self.as_dict().values())


def select_rolls(game: Game, filters: Filters) -> list[LoggedRoll]:
    rolls = game.rolls(
        bound=filters.bound,
        unit=filters.unit or None,
        kind=filters.kind or None,
        phase=filters.phase or None,
        text=filters.text or None,
    )
    if filters.roll is not None:
        rolls = [roll for roll in rolls if roll.sequence == filters.roll]
    return rolls


def select_taken_off(game: Game, filters: Filters) -> list[TakenOff]:
    """The units taken off the roster that `filters` selects: those of its bound, its unit,
    or with its text in the unit's name or key or the umpire's reason. None in a report of
    one kind, phase or roll: no roll, and so no kind or phase, is theirs."""
    if filters.kind or filters.phase or filters.roll is not None:
        return []
    found = game.units_taken_off()
    if filters.bound is not None:
        found = [one for one in found if one.bound == filters.bound]
    if filters.unit:
        found = [one for one in found if one.unit.get("key") == filters.unit]
    if filters.text:
        wanted = filters.text.casefold()
        found = [
            one
            for one in found
            if any(
                wanted in str(value).casefold()
                for value in (one.unit.get("key"), one.unit.get("name"), one.reason)
            )
        ]
    return found


@dataclass
class LogReport:
    """Everything the roll report shows, in its language, read from the game once."""

    info: GameInfo
    readable: Readable
    filters: Filters
    rolls: list[LoggedRoll]
    chain: VerifyReport
    roll_count: int
    adjustments: int
    draw_count: int
    unlogged: list[ConsoleDraw]
    seals: list[LoggedRoll]
    zone: tzinfo | None = None
    charts: list[chart_module.Chart] = field(default_factory=list)
    captions: dict[str, list[str]] = field(default_factory=dict)
    # Units taken off the roster (added by mistake), from the state journal: no roll names them.
    taken_off: list[TakenOff] = field(default_factory=list)

    @property
    def words(self) -> ReportWords:
        return self.readable.words


def build(
    game: Game,
    filters: Filters = Filters(),  # noqa: B008 - frozen
    words: ReportWords = ENGLISH,
    *,
    zone: tzinfo | None = None,
    with_charts: bool = True,
) -> LogReport:
    """The report of the rolls `filters` selects, in `words`' language; times in `zone`
    (default: this machine's)."""
    names = readable(game, words)
    names.called_words = game.dice.called_words()
    rolls = select_rolls(game, filters)
    chain = game.verify()
    report = LogReport(
        info=game.info,
        readable=names,
        filters=filters,
        rolls=rolls,
        chain=chain,
        roll_count=game.roll_count(),
        adjustments=game.roll_count(kind=ADJUSTMENT_KIND),
        draw_count=game.console_draw_count(),
        unlogged=chain_words.never_logged(game, chain),
        seals=game.rolls(kind=SEAL_KIND),
        zone=zone,
        taken_off=select_taken_off(game, filters),
    )
    if with_charts:
        _add_charts(report, game)
    return report


def _reading_pack(names: Readable, game: Game, pack_hash: str) -> Readable:
    """`names` reading the tables of the pack with `pack_hash` (the game's current pack,
    or a copy the game keeps of an earlier one): as they were when a roll was made."""
    if pack_hash == game.info.pack_hash:
        return names
    pack = game_pack(game, pack_hash)
    if pack is None:  # no copy this console can read: the dice's bars, not today's tables
        return dataclasses.replace(names, pack=None, tables={})
    return dataclasses.replace(names, pack=pack, tables=dict(pack.tables))


def _add_charts(report: LogReport, game: Game) -> None:
    names, words = report.readable, report.words
    dice_rolls = [r for r in tallies.counted(report.rolls) if r.sides]
    if 0 < len(dice_rolls) <= DISPUTE_ROLLS:
        # A roll's odds are those of the tables it was made with: the pack it names, which
        # a pack filled or edited since may have replaced.
        in_force: dict[str, Readable] = {}
        for roll in dice_rolls:
            if roll.pack_hash not in in_force:
                in_force[roll.pack_hash] = _reading_pack(names, game, roll.pack_hash)
            for index, bar in enumerate(tallies.roll_odds(roll, in_force[roll.pack_hash])):
                chart = chart_module.odds_chart(bar, names, index)
                report.charts.append(chart)
                report.captions[chart.name] = [_odds_caption(bar, words)]
        return
    losses = tallies.losses(report.rolls, names)
    chart = chart_module.losses_chart(losses, names)
    if chart is not None:
        report.charts.append(chart)
        totals = [
            words(
                QT_TRANSLATE_NOOP("DisputeReport", "%1: %2 lost"),
                names.side_name(side),
                sum(values),
            )
            for side, values in losses.by_side.items()
        ]
        report.captions[chart.name] = ["; ".join(totals)]
    luck = tallies.luck(report.rolls, names)
    chart = chart_module.luck_chart(luck, names)
    if chart is not None:
        report.charts.append(chart)
        report.captions[chart.name] = [_luck_caption(side, names) for side in luck.sides]


def _odds_caption(bar: tallies.OddsBar, words: ReportWords, *, drawn: bool = True) -> str:
    """The sentence under an odds bar; without `drawn`, said where no bar is drawn (the log
    viewer's detail)."""
    rolled = next((s for s in bar.segments if s[3]), None)
    if rolled is None:
        return words(
            QT_TRANSLATE_NOOP("DisputeReport", "The outcome logged is not one the table gives.")
        )
    _key, label, chance, _rolled = rolled
    if not drawn and (bar.factor_unset or bar.of_dice):
        return words(
            QT_TRANSLATE_NOOP(
                "DisputeReport",
                "A ticked factor was unset and no value was typed, so the outcome's odds are "
                "unknown: %1 had a chance of %2.",
            )
            if bar.factor_unset
            else QT_TRANSLATE_NOOP(
                "DisputeReport", "The pack does not fill this roll's table: %1 had a chance of %2."
            ),
            label,
            percent(float(chance)),
        )
    if bar.factor_unset:
        return words(
            QT_TRANSLATE_NOOP(
                "DisputeReport",
                "A ticked factor was unset and no value was typed, so the outcome's odds are "
                "unknown; the bar shows the dice: %1 had a chance of %2.",
            ),
            label,
            percent(float(chance)),
        )
    if bar.of_dice:
        return words(
            QT_TRANSLATE_NOOP(
                "DisputeReport",
                "The pack does not fill this roll's table, so the bar shows the dice: %1 "
                "had a chance of %2.",
            ),
            label,
            percent(float(chance)),
        )
    return words(
        QT_TRANSLATE_NOOP("DisputeReport", "Logged: %1, which had a chance of %2."),
        label,
        percent(float(chance)),
    )


def roll_odds_captions(game: Game, roll: LoggedRoll, names: Readable) -> list[str]:
    """What the dispute report says under the odds bars of one roll, in `names`' words
    ("Logged: 1 figure, LD, which had a chance of 58 %."), read from the tables of the pack
    the roll was made with; each after its bar's title when the roll has several results."""
    bars = tallies.roll_odds(roll, _reading_pack(names, game, roll.pack_hash))
    if len(bars) == 1:
        return [_odds_caption(bars[0], names.words, drawn=False)]
    return [f"{bar.title}: {_odds_caption(bar, names.words, drawn=False)}" for bar in bars]


def _luck_caption(side: tallies.SideLuck, names: Readable) -> str:
    words = names.words
    rolls = words.count(
        side.rolls,
        QT_TRANSLATE_NOOP("DisputeReport", "%1 roll"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls"),
    )
    odds = max(1, round(1 / side.chance)) if side.chance > 0 else 0
    if odds <= 1:
        chance = words(QT_TRANSLATE_NOOP("DisputeReport", "well within what fair dice give"))
    else:
        chance = words(
            QT_TRANSLATE_NOOP("DisputeReport", "fair dice are this far from 50 % once in %1 games"),
            odds,
        )
    return words(
        QT_TRANSLATE_NOOP("DisputeReport", "%1: %2, on average at %3 (fair dice: 50 %); %4."),
        names.side_name(side.side),
        rolls,
        percent(side.mean),
        chance,
    )


def percent(value: float) -> str:
    return f"{value * 100:.0f} %"


# --- words of the header ------------------------------------------------------------------------


def filters_text(report: LogReport) -> str:
    """ "Bound 3 · unit I./15th · all kinds": what the report shows, in words."""
    words, names, filters = report.words, report.readable, report.filters
    if filters.roll is not None:  # one roll: the other filters say nothing more
        text = words(QT_TRANSLATE_NOOP("DisputeReport", "roll #%1"), filters.roll)
        return text[:1].upper() + text[1:]
    parts = []
    parts.append(
        words(QT_TRANSLATE_NOOP("DisputeReport", "Bound %1"), filters.bound)
        if filters.bound is not None
        else words(QT_TRANSLATE_NOOP("DisputeReport", "all bounds"))
    )
    parts.append(
        words(QT_TRANSLATE_NOOP("DisputeReport", "unit %1"), names.who(filters.unit))
        if filters.unit
        else words(QT_TRANSLATE_NOOP("DisputeReport", "all units"))
    )
    parts.append(
        names.kind(filters.kind)
        if filters.kind
        else words(QT_TRANSLATE_NOOP("DisputeReport", "all kinds"))
    )
    if filters.phase:
        parts.append(
            words(QT_TRANSLATE_NOOP("DisputeReport", "phase %1"), names.phase(filters.phase))
        )
    if filters.text:
        parts.append(words(QT_TRANSLATE_NOOP("DisputeReport", "text “%1”"), filters.text))
    text = " · ".join(parts)
    return text[:1].upper() + text[1:]


def _shown_text(report: LogReport) -> str:
    words = report.words
    count = words.count(
        len(report.rolls),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 roll"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls"),
    )
    if report.filters.any:
        count = words(
            QT_TRANSLATE_NOOP("DisputeReport", "%1 of %2 in the log"), count, report.roll_count
        )
    return f"{filters_text(report)} ({count})"


def _log_text(report: LogReport) -> str:
    words = report.words
    parts = [
        words.count(
            report.roll_count,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 roll"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls"),
        )
    ]
    if report.adjustments:
        parts.append(
            words.count(
                report.adjustments,
                QT_TRANSLATE_NOOP("DisputeReport", "%1 roster adjustment by the umpire"),
                QT_TRANSLATE_NOOP("DisputeReport", "%1 roster adjustments by the umpire"),
            )
        )
    if not report.draw_count:
        draws = words(QT_TRANSLATE_NOOP("DisputeReport", "no console draws"))
    elif not report.unlogged:
        draws = words.count(
            report.draw_count,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw, logged"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws, every one logged"),
        )
    else:
        draws = words(
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws, %2 shown but never logged"),
            report.draw_count,
            len(report.unlogged),
        )
    parts.append(draws)
    return " · ".join(parts)


_DICE_MODES = {
    "console": QT_TRANSLATE_NOOP("DisputeReport", "console"),
    "physical": QT_TRANSLATE_NOOP("DisputeReport", "physical"),
    "both": QT_TRANSLATE_NOOP("DisputeReport", "both"),
}


def _times_text(report: LogReport) -> str:
    stamps = [roll.time for roll in report.rolls]
    days = sorted({times.day(s, report.zone) for s in stamps} - {""})
    zone = times.zone_name(stamps, report.zone)
    if not days:
        return report.words(QT_TRANSLATE_NOOP("DisputeReport", "local time, %1"), zone)
    span = days[0] if len(days) == 1 else f"{days[0]} – {days[-1]}"
    return report.words(QT_TRANSLATE_NOOP("DisputeReport", "local time, %1, %2"), zone, span)


def facts(report: LogReport) -> list[tuple[str, str, bool]]:
    """The header: (label, value, wide) in reading order; a wide fact takes a whole row."""
    words, info = report.words, report.info
    yes = words(QT_TRANSLATE_NOOP("DisputeReport", "yes"))
    no = words(QT_TRANSLATE_NOOP("DisputeReport", "no"))
    dice = words(_DICE_MODES[info.dice_mode]) if info.dice_mode in _DICE_MODES else info.dice_mode
    game = info.title + (f" ({info.date})" if info.date else "")
    return [
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Game")), game, False),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Rule pack")),
            f"{info.pack_id} {info.pack_version}",
            False,
        ),
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Pack hash")), info.pack_hash, True),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Seed commitment")),
            info.seed_commitment,
            True,
        ),
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Dice")), dice, False),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Seed revealed")),
            yes if info.seed_revealed else no,
            False,
        ),
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Shown")), _shown_text(report), True),
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Log")), _log_text(report), True),
        (words(QT_TRANSLATE_NOOP("DisputeReport", "Times")), _times_text(report), False),
        (
            words(QT_TRANSLATE_NOOP("DisputeReport", "Hash chain")),
            chain_words.short_chain_text(report.chain, words),
            False,
        ),
    ]


# --- HTML -------------------------------------------------------------------------------------

# For both a browser and Qt's rich text (the PDF): Qt reads class and descendant selectors,
# colours, fonts, borders, padding, white-space and line-through; a browser reads the rest.
CSS = """
body{font-family:"DejaVu Sans","Segoe UI",system-ui,sans-serif;color:#222222;font-size:7.5pt}
h1{font-size:13pt;margin:0 0 4px 0} h2{font-size:10pt;margin:12px 0 4px 0}
p{margin:2px 0} .sub{color:#555555}
table{border-collapse:collapse} th,td{vertical-align:top;text-align:left}
table.facts td{padding:1px 8px 1px 0} table.facts td.label{font-weight:bold;white-space:nowrap}
code,.hash{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace}
table.rolls{width:100%;margin-top:6px}
table.rolls{font-size:7pt}
table.rolls th{background-color:#e8e4da;border:1px solid #b8b2a4;padding:1px 3px;font-weight:bold}
table.rolls td{border:1px solid #cfcabe;padding:1px 3px}
tr.bound td{background-color:#e9e4d6;padding-top:3px}
tr.step td{background-color:#f6f4ee;color:#444444;font-style:italic}
td.n{white-space:nowrap}
.t{color:#666666} .role{font-weight:bold} .faces{font-weight:bold} .total{font-weight:bold}
.typed{color:#8a5300;font-style:italic} .why{color:#b3261e}
.ok{color:#146c2e;font-weight:bold} .broken{color:#b3261e;font-weight:bold}
tr.voided td{text-decoration:line-through;color:#888888}
tr.voided td.why,tr.voided td span.why{text-decoration:none}
tr.void td{background-color:#fff6e5} tr.adjustment td{background-color:#eef4ff}
tr.seal td{background-color:#eef7ee}
table.draws td,table.seals td,table.draws th,table.seals th{border:1px solid #cfcabe;padding:2px}
table.charts td{padding:0 10px 4px 0;vertical-align:top}
.ref{color:#666666}
"""
BROWSER_CSS = """
body{margin:2em;font-size:10pt;max-width:80em}
table.rolls td,table.rolls th{padding:.3em .45em}
.filters{margin:.6em 0} .filters label{margin-right:1em}
img.chart{max-width:100%;height:auto}
@media print{body{margin:0;font-size:7.5pt} tr{page-break-inside:avoid} .filters{display:none}}
"""

# Filters the rows in the reader's browser; the data attributes come from the game, escaped.
FILTER_SCRIPT = """
(function () {
  var rows = Array.prototype.slice.call(document.querySelectorAll("#rolls tbody tr.roll"));
  var bounds = Array.prototype.slice.call(document.querySelectorAll("#rolls tbody tr.bound"));
  var names = ["bound", "unit", "kind"];
  var labels = JSON.parse(document.getElementById("option-labels").textContent);
  var boxes = {};
  names.forEach(function (name) {
    var box = document.getElementById("filter-" + name), seen = {};
    rows.forEach(function (row) {
      row.getAttribute("data-" + name).split(" ").forEach(function (value) {
        if (value && !seen[value]) {
          seen[value] = true;
          var option = document.createElement("option");
          option.value = value;
          option.textContent = (labels[name] && labels[name][value]) || value;
          box.appendChild(option);
        }
      });
    });
    box.addEventListener("change", apply);
    boxes[name] = box;
  });
  function apply() {
    var shown = 0, boundsShown = {};
    rows.forEach(function (row) {
      var keep = names.every(function (name) {
        var wanted = boxes[name].value;
        return !wanted || row.getAttribute("data-" + name).split(" ").indexOf(wanted) >= 0;
      });
      row.style.display = keep ? "" : "none";
      if (keep) { shown += 1; boundsShown[row.getAttribute("data-bound")] = true; }
    });
    bounds.forEach(function (row) {
      row.style.display = boundsShown[row.getAttribute("data-bound")] ? "" : "none";
    });
    var count = document.getElementById("filter-count");
    count.textContent = count.getAttribute("data-template")
      .replace("%1", shown).replace("%2", rows.length);
  }
  document.getElementById("filters").style.display = "";
})();
"""

ImageSource = Callable[[chart_module.Chart], str]


def svg_source(chart: chart_module.Chart) -> str:
    """A chart inline, as a data URI of its SVG: the HTML file needs no other file."""
    data = base64.b64encode(chart_module.render(chart, "svg")).decode("ascii")
    return f"data:image/svg+xml;base64,{data}"


def chart_url(chart: chart_module.Chart) -> str:
    """The name the PDF writer gives a chart's image (`pdf.write` adds the images)."""
    return f"chart:{chart.name}"


def html(report: LogReport, *, browser: bool = True, image: ImageSource | None = None) -> str:
    """The report as one HTML document: for a browser (filters, SVG charts) or, with
    `browser=False`, for Qt's rich text and the PDF (no script, charts by `chart_url`)."""
    words = report.words
    image = image or (svg_source if browser else chart_url)
    title = words(QT_TRANSLATE_NOOP("DisputeReport", "Roll log: %1"), report.info.title)
    intro = words(
        QT_TRANSLATE_NOOP(
            "DisputeReport",
            "Dispute report by ba-console. Struck-through rolls were voided (the void follows "
            "in the log). After the dice, #N is the console draw they came from; factors "
            "marked * were ticked by the console from the roster, the others by the umpire.",
        )
    )
    parts = [
        f"<h1>{h(title)}</h1>",
        f'<p class="sub">{h(intro)}</p>',
        _facts_html(report),
    ]
    if browser:
        parts.append(_filter_bar(report))
    parts.append(rolls_html(report))
    parts.append(_taken_off_html(report))
    parts.append(_charts_html(report, image))
    parts.append(_chain_html(report))
    style = CSS + (BROWSER_CSS if browser else "")
    script = ""
    if browser:
        labels = {
            "unit": {k: report.readable.who(k) for r in report.rolls for k in r.units},
            "kind": {r.kind: report.readable.kind(r.kind) for r in report.rolls},
        }
        option_json = json.dumps(labels, ensure_ascii=False).replace("</", "<\\/")
        script = (
            f'<script type="application/json" id="option-labels">{option_json}</script>\n'
            f"<script>{FILTER_SCRIPT}</script>\n"
        )
    body = "\n".join(part for part in parts if part)
    return (
        f'<!DOCTYPE html>\n<html lang="{h(words.language)}"><head><meta charset="utf-8">\n'
        f"<title>{h(title)}</title>\n<style>{style}</style></head>\n<body>\n{body}\n"
        f"{script}</body></html>\n"
    )


def _facts_html(report: LogReport) -> str:
    rows: list[str] = []
    pending: list[tuple[str, str]] = []

    def cell(label: str, value: str, span: int = 1) -> str:
        cls = ' class="hash"' if len(value) == 64 and value.isalnum() else ""
        # Two facts a row, at the same places on every row; a wide one takes the row.
        size = f' colspan="{span}"' if span > 1 else ' width="37%"'
        return f'<td class="label" width="13%">{h(label)}</td><td{size}{cls}>{h(value)}</td>'

    for label, value, wide in facts(report):
        if wide:
            if pending:
                rows.append("<tr>" + "".join(cell(*fact) for fact in pending) + "</tr>")
                pending = []
            rows.append(f"<tr>{cell(label, value, 3)}</tr>")
            continue
        pending.append((label, value))
        if len(pending) == 2:
            rows.append("<tr>" + "".join(cell(*fact) for fact in pending) + "</tr>")
            pending = []
    if pending:
        rows.append("<tr>" + "".join(cell(*fact) for fact in pending) + "</tr>")
    return '<table class="facts">' + "".join(rows) + "</table>"


def _filter_bar(report: LogReport) -> str:
    words = report.words
    all_ = h(words(QT_TRANSLATE_NOOP("DisputeReport", "all")))
    names = {
        "bound": QT_TRANSLATE_NOOP("DisputeReport", "bound"),
        "unit": QT_TRANSLATE_NOOP("DisputeReport", "unit"),
        "kind": QT_TRANSLATE_NOOP("DisputeReport", "kind"),
    }
    boxes = "".join(
        f'<label>{h(words(names[name]))} <select id="filter-{name}">'
        f'<option value="">{all_}</option></select></label>'
        for name in ("bound", "unit", "kind")
    )
    template = h(words(QT_TRANSLATE_NOOP("DisputeReport", "%1 of %2 shown")))
    return (
        f'<p class="filters" id="filters" style="display:none">{boxes}'
        f'<span id="filter-count" data-template="{template}"></span></p>'
    )


def _charts_html(report: LogReport, image: ImageSource) -> str:
    if not report.charts:
        return ""
    words = report.words
    odds = [chart for chart in report.charts if chart.kind == "odds"]
    others = [chart for chart in report.charts if chart.kind != "odds"]
    out: list[str] = []
    if odds:
        heading = words(QT_TRANSLATE_NOOP("DisputeReport", "The odds of the rolls shown"))
        out.append(f"<h2>{h(heading)}</h2>")
        for chart in odds:
            out.append(_figure(report, chart, image))
    if others:
        heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Losses and dice"))
        cells = "".join(f"<td>{_figure(report, chart, image)}</td>" for chart in others)
        out.append(f'<h2>{h(heading)}</h2><table class="charts"><tr>{cells}</tr></table>')
    return "\n".join(out)


def _figure(report: LogReport, chart: chart_module.Chart, image: ImageSource) -> str:
    width = round(chart.size[0] * 96)
    height = round(chart.size[1] * 96)
    captions = "".join(f"<p>{h(line)}</p>" for line in report.captions.get(chart.name, ()))
    return (
        f'<div class="figure"><img class="chart" src="{h(image(chart))}" width="{width}" '
        f'height="{height}" alt="{h(chart.title)}">{captions}</div>'
    )


def _chain_html(report: LogReport) -> str:
    words, names = report.words, report.readable
    heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Hash chain and seals"))
    state = chain_words.chain_text(report.chain, names, report.zone)
    css = "ok" if report.chain.ok else "broken"
    out = [f"<h2>{h(heading)}</h2>", f'<p class="{css}">{h(state)}</p>']
    if report.chain.head_hash:
        head = words.html(
            QT_TRANSLATE_NOOP("DisputeReport", "Head of the chain: %1"),
            f'<span class="hash">{h(report.chain.head_hash)}</span>',
        )
        out.append(f"<p>{head}</p>")
    out.append(_seals_html(report))
    out.append(_unlogged_html(report))
    check = words.html(
        QT_TRANSLATE_NOOP("DisputeReport", "Check it with %1."),
        "<code>ba-console verify GAME</code>",
    )
    hashing = words(chain_words.HASHING_NOTE)
    out.append(f'<p class="ref">{h(hashing)} {check}</p>')
    return "\n".join(part for part in out if part)


def _seals_html(report: LogReport) -> str:
    words = report.words
    heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Witnessed seals"))
    if not report.seals:
        none = words(QT_TRANSLATE_NOOP("DisputeReport", "No seal yet."))
        return f"<p><b>{h(heading)}:</b> {h(none)}</p>"
    columns = (
        "#",
        words(QT_TRANSLATE_NOOP("DisputeReport", "Time")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Bound")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Seal")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Witness and note")),
    )
    rows = "".join(
        f"<tr><td>{seal.sequence}</td><td>{h(times.clock(seal.time, report.zone))}</td>"
        f"<td>{seal.bound}</td>"
        f'<td class="hash">{h(seal.outcome.key if seal.outcome else "")}</td>'
        f"<td>{h(note_text(seal, words))}{_struck(seal, words)}</td></tr>"
        for seal in report.seals
    )
    header = "".join(f"<th>{h(column)}</th>" for column in columns)
    return (
        f"<p><b>{h(heading)}</b></p>"
        f'<table class="seals" cellspacing="0" cellpadding="2"><tr>{header}</tr>{rows}</table>'
    )


def _taken_off_html(report: LogReport) -> str:
    """The units the umpire took off the roster, each with when and why, and the commanders
    removed by the Undo of their adding (none: nothing)."""
    if not report.taken_off:
        return ""
    words = report.words
    heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Taken off the roster"))
    why = words(
        QT_TRANSLATE_NOOP(
            "DisputeReport",
            "Units and commanders the umpire took off the roster as added by mistake, before "
            "any roll named them. No roll names them, so the log's rows do not show them: the "
            "state journal keeps each with the umpire's reason, and verify proves it.",
        )
    )
    columns = (
        words(QT_TRANSLATE_NOOP("DisputeReport", "Time")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Bound")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "After roll")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Unit or commander")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Reason")),
    )
    rows = []
    for one in report.taken_off:
        back = ""
        removed = one.by_mistake  # the Undo of its adding: no reason asked
        if one.put_back is not None:
            if removed:
                back = words(QT_TRANSLATE_NOOP("DisputeReport", "added again by Redo"))
            else:
                back = words(QT_TRANSLATE_NOOP("DisputeReport", "put back by Undo"))
            back = f' <span class="why">({h(back)})</span>'
        reason = h(one.reason)
        if removed:
            said = words(
                QT_TRANSLATE_NOOP(
                    "DisputeReport",
                    "removed as added by mistake (the Undo of his adding, no reason asked)",
                )
                if one.commander
                else QT_TRANSLATE_NOOP(
                    "DisputeReport",
                    "removed as added by mistake (the Undo of its adding, no reason asked)",
                )
            )
            reason = f'<span class="why">{h(said)}</span>'
        staff = ""
        if one.commander:  # removed by the Undo of his adding, his orderlies with him
            staff = words(QT_TRANSLATE_NOOP("DisputeReport", "commander"))
            staff = f' <span class="why">({h(staff)})</span>'
        rows.append(
            f'<tr><td title="{h(one.time)}">{h(times.clock(one.time, report.zone))}</td>'
            f"<td>{one.bound}</td><td>{h(one.after_roll or '—')}</td>"
            f'<td title="{h(one.unit.get("key"))}">{h(one.unit.get("name"))}{staff}</td>'
            f"<td>{reason}{back}</td></tr>"
        )
    header = "".join(f"<th>{h(column)}</th>" for column in columns)
    return (
        f'<h2 id="taken-off">{h(heading)}</h2>\n<p class="sub">{h(why)}</p>\n'
        f'<table class="draws" cellspacing="0" cellpadding="2"><thead><tr>{header}</tr>'
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _struck(roll: LoggedRoll, words: ReportWords) -> str:
    if roll.voided_by is None:
        return ""
    voided = words(QT_TRANSLATE_NOOP("DisputeReport", "voided by #%1"), roll.voided_by)
    return f' <span class="why">({h(voided)})</span>'


def _unlogged_html(report: LogReport) -> str:
    draws = report.unlogged
    if not draws:
        return ""
    words, names = report.words, report.readable
    rows = "\n".join(
        f'<tr id="draw-{draw.draw}"><td>#{draw.draw}</td>'
        f'<td title="{h(draw.time)}">{h(times.clock(draw.time, report.zone))}</td>'
        f"<td>{h(draw.after_roll or '—')}</td>"
        f'<td title="{h(draw.kind)}/{h(draw.role)}">{h(names.kind(draw.kind))} / '
        f"{h(names.role(draw.kind, draw.role))}</td>"
        f"<td>{draw.count}d{draw.die_sides}</td>"
        f'<td><span class="faces">{" ".join(h(face) for face in draw.faces)}</span>'
        f" = {sum(draw.faces)}</td>"
        f'<td class="hash" title="{h(draw.hash)}">{h(draw.hash[:12])}…</td></tr>'
        for draw in draws
    )
    heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Console dice shown but never logged"))
    count = words.count(
        len(draws),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw shown but never logged."),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws shown but never logged."),
    )
    why = words(
        QT_TRANSLATE_NOOP(
            "DisputeReport",
            "The console showed these dice in a roll dialog and no logged roll used them. Each "
            "draw was recorded before its dice were shown, and the next console roll of the "
            "same kind and role would have got the same dice, not new ones.",
        )
    )
    columns = (
        words(QT_TRANSLATE_NOOP("DisputeReport", "Draw")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Shown")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "After roll")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Kind / role")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Dice")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Faces")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Hash")),
    )
    header = "".join(f"<th>{h(column)}</th>" for column in columns)
    return f"""<h2 id="never-logged">{h(heading)}</h2>
<p class="sub">{h(count)} {h(why)}</p>
<table class="draws" cellspacing="0" cellpadding="2">
<thead><tr>{header}</tr></thead>
<tbody>
{rows}
</tbody></table>"""
