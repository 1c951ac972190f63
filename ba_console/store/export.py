"""The roll log for people outside the console: CSV for spreadsheets, JSON for checking,
and a self-contained HTML dispute report.

The JSON export carries each roll exactly as hashed (plus its `hash` and the
unhashed `voided_by`), and the whole console dice ledger likewise, so anyone can
recompute both chains without ba-console. The HTML report needs no other file:
commitment, chain state, and every roll with its dice (console dice with their
draw number), factors, table cell, outcome and effects; voided rolls struck
through, roster adjustments by the umpire marked; and every console draw shown
but never logged. A few lines of inline script let the reader filter the rolls by
bound, unit and kind; without script every row shows. The CSV has one row per
roll and, after them, one per console draw never logged. Every value from the
game is HTML-escaped.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from html import escape
from typing import Any

from ba_console.packs import PackError, parse_pack_text
from ba_console.store.draws import ConsoleDraw
from ba_console.store.game import Game
from ba_console.store.rolls import (
    ADJUSTMENT_KIND,
    VOID_KIND,
    Effect,
    Factor,
    LoggedRoll,
    RollSide,
    VerifyReport,
)

FORMATS = ("csv", "json", "html")
JSON_FORMAT_VERSION = 2  # 2: the console dice ledger, and each row's seal on it
HASHING_NOTE = (
    "hash = SHA-256 (hex) of the UTF-8 canonical JSON (keys sorted, no whitespace, "
    "non-ASCII kept) of the roll without its 'hash' and 'voided_by' fields; prev_hash of "
    "roll 1 is the seed commitment, of every later roll the previous roll's hash; "
    "seed commitment = SHA-256 of the seed. Every console draw shown is in the ledger "
    "('console_draws'), hashed the same way without its 'hash' and 'used_by' fields, "
    "prev_hash of the first draw being the seed commitment and of every later draw the "
    "previous draw's hash; its faces = fair_faces(seed, draw, 'kind/role', count, sides) by "
    "HMAC-SHA256 (ba_console.core.fair_dice). A console side names its draw ('draw'); every "
    "roll logged after the first draw names the latest draw then shown ('last_draw') and its "
    "hash ('draw_head'), so each roll's hash also seals the draws shown before it. Rolls "
    "from before the ledger carry neither, and their console faces = fair_faces(seed, "
    "sequence, 'kind/role', count, sides)."
)


def export_log(
    game: Game,
    fmt: str,
    *,
    bound: int | None = None,
    unit: str | None = None,
    kind: str | None = None,
    phase: str | None = None,
    text: str | None = None,
) -> str:
    """The log (or the rolls matching the filters) as `fmt`: "csv", "json" or "html"."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; use {', '.join(FORMATS)}")
    rolls = game.rolls(bound=bound, unit=unit, kind=kind, phase=phase, text=text)
    filters = {"bound": bound, "unit": unit, "kind": kind, "phase": phase, "text": text}
    if fmt == "csv":
        # Draws belong to no unit, bound or phase: they follow the rolls unless those filter.
        # The CSV carries no chain state, so the ledger is read as stored, without verify.
        filtered = bound is not None or unit or phase or text
        draws = [] if filtered else game.console_draws(pending_only=True)
        return _csv(rolls, [d for d in draws if kind is None or d.kind == kind])
    report = game.verify()
    if fmt == "json":
        return _json(game, rolls, report, filters)
    return _html(game, rolls, report, filters)


# --- words shared by CSV and HTML ----------------------------------------------------------


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def dice_text(side: RollSide) -> str:
    faces = "+".join(str(face) for face in side.faces)
    who = f"{side.role} ({side.unit})" if side.unit else side.role
    return f"{who}: {faces} = {side.natural} [{dice_source_text(side)}]"


def dice_source_text(side: RollSide) -> str:
    """ "typed", "console", or "console draw #14"."""
    return side.dice_source if side.draw is None else f"console draw #{side.draw}"


def draw_text(draw: ConsoleDraw) -> str:
    """ "#14 melee/attacker 3d6: 2+5+1 = 8, shown at … after roll 37, never logged"."""
    faces = "+".join(str(face) for face in draw.faces)
    after = f"after roll {draw.after_roll}" if draw.after_roll else "before the first roll"
    return (
        f"{draw.label} {draw.count}d{draw.die_sides}: {faces} = {sum(draw.faces)}, "
        f"shown at {draw.time} {after}, never logged"
    )


def never_logged(game: Game, report: VerifyReport) -> list[ConsoleDraw]:
    """The console draws shown and never logged: as verified, or (when the log is
    broken, so verify stopped early) as the ledger's index has them."""
    return list(report.unused_draws) if report.ok else game.console_draws(pending_only=True)


def factor_ref(factor: Factor) -> str:
    parts = [p for p in (factor.table, factor.column, factor.rule) if p]
    return " ".join(parts)


def factor_text(factor: Factor) -> str:
    ref = factor_ref(factor)
    how = "auto" if factor.auto else "ticked"
    return f"{_signed(factor.value)} {factor.label or factor.key}" + (
        f" ({ref}; {how})" if ref else f" ({how})"
    )


def effect_text(effect: Effect, name: Callable[[str], str] = str) -> str:
    """The effect in English; `name` turns a unit's or side's key into what to print."""
    who = name(effect.unit) if effect.unit else ""
    if effect.what == "flag":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        until = payload["expires_after"]
        span = f" until bound {until}" if until is not None else ""
        verb = "set" if effect.to is not None else "removed"
        return f"{who} flag {payload['key']} {verb}{span}"
    if effect.what == "side_penalty":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        verb = "" if effect.to is not None else " removed"
        return (
            f"side {who} penalty {_signed(payload['value'])} until bound "
            f"{payload['until_bound']}{verb}"
        )
    return f"{who} {effect.what} {_value(effect.from_)} → {_value(effect.to)}"


def _value(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def outcome_text(roll: LoggedRoll) -> str:
    if roll.outcome is None:
        return ""
    text = roll.outcome.label or roll.outcome.key
    return f"{text} (typed from the book)" if roll.outcome_typed else text


# --- CSV --------------------------------------------------------------------------------------

CSV_COLUMNS = (
    "sequence",
    "time",
    "bound",
    "phase",
    "sub_phase",
    "kind",
    "units",
    "dice",
    "factors",
    "totals",
    "cell",
    "outcome_key",
    "outcome",
    "outcome_typed",
    "effects",
    "note",
    "voids",
    "void_reason",
    "voided_by",
    "pack_hash",
    "prev_hash",
    "hash",
)


def _csv(rolls: list[LoggedRoll], unlogged: Sequence[ConsoleDraw] = ()) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for roll in rolls:
        factors = [
            f"{side.role}: {factor_text(factor)}" for side in roll.sides for factor in side.factors
        ]
        writer.writerow(
            [
                roll.sequence,
                roll.time,
                roll.bound,
                roll.phase,
                roll.sub_phase or "",
                roll.kind,
                " ".join(roll.units),
                "; ".join(dice_text(side) for side in roll.sides),
                "; ".join(factors),
                "; ".join(f"{side.role}: {side.total}" for side in roll.sides),
                roll.cell or "",
                roll.outcome.key if roll.outcome else "",
                roll.outcome.label if roll.outcome else "",
                "yes" if roll.outcome_typed else "no",
                "; ".join(effect_text(effect) for effect in roll.effects),
                roll.note,
                roll.voids or "",
                roll.void_reason or "",
                roll.voided_by or "",
                roll.pack_hash,
                roll.prev_hash,
                roll.hash,
            ]
        )
    for draw in unlogged:
        faces = "+".join(str(face) for face in draw.faces)
        row = dict.fromkeys(CSV_COLUMNS, "")
        row.update(
            time=draw.time,
            kind=draw.kind,
            dice=f"{draw.role}: {faces} = {sum(draw.faces)} [console draw #{draw.draw}]",
            outcome="never logged",
            note=draw_text(draw),
            prev_hash=draw.prev_hash,
            hash=draw.hash,
        )
        writer.writerow(row.values())
    return out.getvalue()


# --- JSON -------------------------------------------------------------------------------------


def _game_header(game: Game) -> dict[str, Any]:
    info = game.info
    return {
        "title": info.title,
        "date": info.date,
        "created": info.created,
        "dice_mode": info.dice_mode,
        "seed_commitment": info.seed_commitment,
        "seed_revealed": info.seed_revealed,
        "pack_id": info.pack_id,
        "pack_version": info.pack_version,
        "pack_hash": info.pack_hash,
        "roll_count": game.roll_count(),
    }


def _json(
    game: Game, rolls: list[LoggedRoll], report: VerifyReport, filters: dict[str, Any]
) -> str:
    chain = asdict(report)
    chain["unused_draws"] = [draw.draw for draw in report.unused_draws]
    for translation_only in ("reason_template", "reason_args"):  # `reason` says it in English
        del chain[translation_only]
    document = {
        "format": "ba-console roll log",
        "format_version": JSON_FORMAT_VERSION,
        "hashing": HASHING_NOTE,
        "game": _game_header(game),
        "chain": chain,
        "filters": {k: v for k, v in filters.items() if v is not None},
        "never_logged": [draw.draw for draw in never_logged(game, report)],
        "rolls": [
            {**roll.body(), "hash": roll.hash, "voided_by": roll.voided_by} for roll in rolls
        ],
        # The whole ledger, whatever the filters: its chain is only checkable whole.
        "console_draws": [
            {**draw.body(), "hash": draw.hash, "used_by": draw.used_by}
            for draw in game.console_draws()
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


# --- HTML -------------------------------------------------------------------------------------

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2em;color:#222}
h1{font-size:1.5em;margin-bottom:.2em} .sub{color:#555;margin-top:0}
dl.head{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em}
dl.head dt{font-weight:600} code{font-family:ui-monospace,Menlo,Consolas,monospace}
.ok{color:#146c2e;font-weight:600} .broken{color:#b3261e;font-weight:600}
table{border-collapse:collapse;width:100%;margin-top:1em;font-size:.9em}
th,td{border:1px solid #ccc;padding:.35em .5em;vertical-align:top;text-align:left}
th{background:#f0f0f0} tr.voided td{text-decoration:line-through;color:#888}
tr.voided td.why{text-decoration:none;color:#b3261e} tr.void td{background:#fff6e5}
tr.adjustment td{background:#eef4ff} .filters label{margin-right:1em}
h2{font-size:1.15em;margin-top:1.5em} table.draws td{background:#fff6e5}
ul{margin:.2em 0 .2em 1.2em;padding:0} .side{margin-bottom:.4em} .faces{font-weight:600}
.ref{color:#666;font-size:.9em} .typed{color:#8a5300;font-style:italic}
.hash{font-size:.8em;color:#666;word-break:break-all}
@media print{body{margin:0} tr{page-break-inside:avoid} .filters{display:none}}
"""

# Filters the rows in the reader's browser; the data attributes come from the game, escaped.
_FILTER_SCRIPT = """
(function () {
  var rows = Array.prototype.slice.call(document.querySelectorAll("#rolls tbody tr"));
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
    var shown = 0;
    rows.forEach(function (row) {
      var keep = names.every(function (name) {
        var wanted = boxes[name].value;
        return !wanted || row.getAttribute("data-" + name).split(" ").indexOf(wanted) >= 0;
      });
      row.style.display = keep ? "" : "none";
      shown += keep ? 1 : 0;
    });
    document.getElementById("filter-count").textContent = shown + " of " + rows.length + " shown";
  }
  document.querySelector(".filters").hidden = false;
})();
"""


def _count(number: int, noun: str) -> str:
    """ "1 roll", "3 rolls"."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _h(value: Any) -> str:
    return escape("" if value is None else str(value), quote=True)


@dataclass(frozen=True)
class _Readable:
    """What the dispute report prints for the keys the log stores: the units', staff's and
    sides' names from the roster, the kinds' and phases' labels from the game's rule pack.
    The keys stay beside the names, since the log (and its hashes) holds the keys."""

    names: dict[str, str]
    kinds: dict[str, str]
    phases: dict[str, str]
    sub_phases: dict[tuple[str, str], str]  # (phase, sub-phase)

    def who(self, key: str) -> str:
        name = self.names.get(key)
        return f"{name} ({key})" if name and name != key else key

    def kind(self, key: str) -> str:
        return self.kinds.get(key, key)

    def where(self, roll: LoggedRoll) -> str:
        """ "2 · Melee phase / Melee": the bound, the phase and sub-phase by their labels."""
        where = f"{roll.bound} · {self.phases.get(roll.phase, roll.phase)}"
        if roll.sub_phase:
            sub = self.sub_phases.get((roll.phase, roll.sub_phase), roll.sub_phase)
            where += f" / {sub}"
        return where


def _readable(game: Game) -> _Readable:
    kinds = {VOID_KIND: "void", ADJUSTMENT_KIND: "roster correction"}
    phases: dict[str, str] = {}
    sub_phases: dict[tuple[str, str], str] = {}
    try:
        pack = parse_pack_text(game.pack().toml, source=f"{game.path.name} (pack)")
    except PackError:  # a pack this console cannot read: the report shows the keys
        pack = None
    if pack is not None:
        kinds.update((key, roll.label.en) for key, roll in pack.rolls.items())
        for phase in pack.phases:
            phases[phase.key] = phase.label.en
            sub_phases.update(((phase.key, sub.key), sub.label.en) for sub in phase.sub)
    return _Readable(game.names(), kinds, phases, sub_phases)


def _side_html(side: RollSide, readable: _Readable) -> str:
    faces = " ".join(_h(face) for face in side.faces)
    who = f"<b>{_h(side.role)}</b>" + (f" {_h(readable.who(side.unit))}" if side.unit else "")
    factors = "".join(
        f"<li>{_h(_signed(f.value))} {_h(f.label or f.key)}"
        + (f' <span class="ref">{_h(factor_ref(f))}</span>' if factor_ref(f) else "")
        + f' <span class="ref">({"auto" if f.auto else "ticked"})</span></li>'
        for f in side.factors
    )
    return (
        f'<div class="side">{who}: dice <span class="faces">{faces}</span> '
        f"({_h(dice_source_text(side))}) = {_h(side.natural)}"
        + (f"<ul>{factors}</ul>" if factors else "")
        + f" total <b>{_h(side.total)}</b></div>"
    )


def _roll_html(roll: LoggedRoll, pack_hash: str, readable: _Readable) -> str:
    classes = []
    if roll.voided_by is not None:
        classes.append("voided")
    if roll.kind in (VOID_KIND, ADJUSTMENT_KIND):
        classes.append(roll.kind)
    where = readable.where(roll)
    if roll.kind == VOID_KIND:
        result = f"voids #{_h(roll.voids)}: {_h(roll.void_reason)}"
    elif roll.kind == ADJUSTMENT_KIND:
        result = "roster corrected by the umpire (no dice)"
    elif roll.outcome_typed:
        label = roll.outcome.label or roll.outcome.key if roll.outcome else ""
        result = f'{_h(label)} <span class="typed">typed by the umpire</span>'
    else:
        result = _h(outcome_text(roll))
    if roll.cell:
        cell = _h(roll.cell)
    elif roll.outcome_typed:
        cell = '<span class="typed">outcome typed by the umpire</span>'
    else:
        cell = '<span class="typed">—</span>' if roll.sides else ""
    # A roll made under another pack than the game's current one says which.
    other_pack = (
        f'<br><span title="{_h(roll.pack_hash)}">pack {_h(roll.pack_hash[:12])}…</span>'
        if roll.pack_hash != pack_hash
        else ""
    )
    data = (
        f'data-bound="{roll.bound}" data-unit="{_h(" ".join(roll.units))}" '
        f'data-kind="{_h(roll.kind)}"'
    )
    effects = "".join(f"<li>{_h(effect_text(e, readable.who))}</li>" for e in roll.effects)
    why = (
        f'<td class="why">voided by #{_h(roll.voided_by)}</td>'
        if roll.voided_by is not None
        else "<td></td>"
    )
    return (
        f'<tr class="{" ".join(classes)}" id="roll-{roll.sequence}" {data}>'
        f"<td>{roll.sequence}</td><td>{_h(roll.time)}</td><td>{_h(where)}</td>"
        f'<td title="{_h(roll.kind)}">{_h(readable.kind(roll.kind))}</td>'
        f"<td>{_h(', '.join(readable.who(unit) for unit in roll.units))}</td>"
        f"<td>{''.join(_side_html(side, readable) for side in roll.sides)}</td>"
        f"<td>{cell}</td><td>{result}</td>"
        f"<td>{f'<ul>{effects}</ul>' if effects else ''}</td><td>{_h(roll.note)}</td>"
        f'{why}<td class="hash" title="{_h(roll.hash)}">{_h(roll.hash[:12])}…{other_pack}</td>'
        "</tr>"
    )


def _html(
    game: Game, rolls: list[LoggedRoll], report: VerifyReport, filters: dict[str, Any]
) -> str:
    head = _game_header(game)
    chain_class = "ok" if report.ok else "broken"
    shown = ", ".join(f"{k} = {v}" for k, v in filters.items() if v is not None)
    readable = _readable(game)
    rows = "\n".join(_roll_html(roll, head["pack_hash"], readable) for roll in rolls)
    # The filter lists name units and kinds as the rows do (the script reads this).
    option_labels = {
        "unit": {key: readable.who(key) for roll in rolls for key in roll.units},
        "kind": {roll.kind: readable.kind(roll.kind) for roll in rolls},
    }
    option_json = json.dumps(option_labels, ensure_ascii=False).replace("</", "<\\/")
    unlogged = never_logged(game, report)
    draw_count = game.console_draw_count()
    draws_fact = (
        f"{draw_count}, every one logged"
        if not unlogged
        else (f"{draw_count}, {len(unlogged)} shown but never logged (listed below)")
    )
    facts = [
        ("Date", head["date"] or "—"),
        ("Rule pack", f"{head['pack_id']} {head['pack_version']}"),
        ("Pack hash", head["pack_hash"]),
        ("Dice", head["dice_mode"]),
        ("Seed commitment", head["seed_commitment"]),
        ("Seed revealed", "yes" if head["seed_revealed"] else "no"),
        ("Rolls in the log", head["roll_count"]),
        ("Roster adjustments", game.roll_count(kind=ADJUSTMENT_KIND)),
        ("Console draws", draws_fact if draw_count else "none"),
    ]
    facts_html = "".join(f"<dt>{_h(k)}</dt><dd><code>{_h(v)}</code></dd>" for k, v in facts)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Roll log: {_h(head["title"])}</title>
<style>{_CSS}</style></head>
<body>
<h1>Roll log: {_h(head["title"])}</h1>
<p class="sub">Dispute report written by ba-console. Struck-through rolls were voided; \
their voids follow later in the log.</p>
<dl class="head">{facts_html}
<dt>Hash chain</dt><dd class="{chain_class}">{_h(report.summary())}</dd>
<dt>Shown</dt><dd>{_h(shown) if shown else "every roll"} ({_count(len(rolls), "roll")})</dd></dl>
<p class="filters" hidden>Filter: <label>bound <select id="filter-bound"><option value="">all\
</option></select></label><label>unit <select id="filter-unit"><option value="">all</option>\
</select></label><label>kind <select id="filter-kind"><option value="">all</option></select>\
</label><span id="filter-count"></span></p>
<table id="rolls">
<thead><tr><th>#</th><th>Time</th><th>Bound · phase</th><th>Kind</th><th>Units</th>
<th>Dice and factors</th><th>Table cell</th><th>Outcome</th><th>Effects</th><th>Note</th>
<th>Void</th><th>Hash</th></tr></thead>
<tbody>
{rows}
</tbody></table>
{_unlogged_html(unlogged)}
<p class="ref">{_h(HASHING_NOTE)} Check it with <code>ba-console verify GAME</code>.</p>
<script type="application/json" id="option-labels">{option_json}</script>
<script>{_FILTER_SCRIPT}</script>
</body></html>
"""


def _unlogged_html(draws: list[ConsoleDraw]) -> str:
    if not draws:
        return ""
    rows = "\n".join(
        f'<tr id="draw-{draw.draw}"><td>#{draw.draw}</td><td>{_h(draw.time)}</td>'
        f"<td>{_h(draw.after_roll or '—')}</td><td>{_h(draw.kind)} / {_h(draw.role)}</td>"
        f"<td>{draw.count}d{draw.die_sides}</td>"
        f'<td><span class="faces">{" ".join(_h(face) for face in draw.faces)}</span>'
        f" = {sum(draw.faces)}</td>"
        f'<td class="hash" title="{_h(draw.hash)}">{_h(draw.hash[:12])}…</td></tr>'
        for draw in draws
    )
    plural = "s" if len(draws) != 1 else ""
    return f"""<h2 id="never-logged">Console dice shown but never logged</h2>
<p class="sub">{len(draws)} console draw{plural} shown but never logged. The console showed \
these dice in a roll dialog and no logged roll used them. Each draw was recorded before its \
dice were shown, and the next console roll of the same kind and role would have got the same \
dice, not new ones.</p>
<table class="draws">
<thead><tr><th>Draw</th><th>Shown</th><th>After roll</th><th>Kind / role</th><th>Dice</th>
<th>Faces</th><th>Hash</th></tr></thead>
<tbody>
{rows}
</tbody></table>"""
