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

The dispute report speaks the console's language: `export_log` takes the language (which
picks the pack's labels) and a `translate(context, text)` function (the GUI's
`QCoreApplication.translate`, the CLI's `QTranslator`), and every word of the report is
marked with `QT_TRANSLATE_NOOP("DisputeReport", ...)` so Qt Linguist collects it; this module
stays Qt-free. Numbers go into the translated sentence through Qt's placeholders (%1, %2).
An effect is said as the log viewer's detail says it, through `core.vocabulary` (context
"labels"): "I./15 (i-15): uorden: i orden → U"; the console's own note of a new bound in
the report's language, the logged one on hover. Keys (units, kinds, roles), hashes, the
logged labels and the umpire's notes stay as logged, and the CSV and JSON exports, read by
tools, stay English with the keys.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import cached_property
from html import escape
from typing import Any

from ba_console.core import vocabulary
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.packs import PackError, parse_pack_text
from ba_console.store.draws import ConsoleDraw
from ba_console.store.game import Game
from ba_console.store.records import (
    ADJUSTMENT_KIND,
    SEED_REVEALED_KIND,
    VOID_KIND,
    Effect,
    Factor,
    LoggedRoll,
    RollSide,
)
from ba_console.store.verify import VerifyReport

FORMATS = ("csv", "json", "html")
JSON_FORMAT_VERSION = 2  # 2: the console dice ledger, and each row's seal on it
# Also the dispute report's closing note, so a translation of it is marked; the JSON keeps it
# in English.
HASHING_NOTE = QT_TRANSLATE_NOOP(
    "DisputeReport",
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
    "sequence, 'kind/role', count, sides).",
)
REPORT_CONTEXT = "DisputeReport"  # the Qt Linguist context of the report's words
LANGUAGES = ("en", "da")  # the pack's label languages (`Text.get`)

# (context, English source text) -> the text in the report's language. Qt's
# `QCoreApplication.translate` is one; a source text it does not know comes back as it is.
Translate = Callable[[str, str], str]


def english(context: str, text: str) -> str:
    """No translation: the report as written here."""
    return text


_PLACEHOLDER = re.compile(r"%([1-9])")


@dataclass(frozen=True)
class ReportWords:
    """The report's words in its language: `words(source, *args)` translates a source text
    marked `QT_TRANSLATE_NOOP("DisputeReport", ...)` and fills its %1, %2… with `args`
    (after translating, so a translation may put them in its own order)."""

    language: str = "en"
    translate: Translate = english

    def __call__(self, source: str, *args: object) -> str:
        return _fill(self.translate(REPORT_CONTEXT, source), args)

    def count(self, number: int, one: str, many: str, *args: object) -> str:
        """`one` or `many` by `number` (as %1), the rest of `args` as %2…: English and
        Danish both have one plural form, so two sentences do."""
        return self(one if number == 1 else many, number, *args)

    def html(self, source: str, *markup: str) -> str:
        """The translated `source`, HTML-escaped, its %1, %2… filled with `markup` (HTML
        already escaped by the caller)."""
        return _fill(_h(self.translate(REPORT_CONTEXT, source)), markup)

    def reason(self, report: VerifyReport) -> str:
        """Why the chain is broken, in the report's language: the store's template, in the
        console's "verify" context; its English when the translation does not fit."""
        if not report.reason_template:
            return report.reason or ""
        try:
            return self.translate("verify", report.reason_template).format(**report.reason_args)
        except (KeyError, IndexError, ValueError):
            return report.reason or ""


def _fill(text: str, args: Sequence[object]) -> str:
    """Qt's `arg`: each %N is the N-th of `args`, in one pass (so a value holding "%2"
    stays as it is); a %N beyond `args` stays."""
    return _PLACEHOLDER.sub(
        lambda found: (
            str(args[int(found.group(1)) - 1])
            if int(found.group(1)) <= len(args)
            else found.group(0)
        ),
        text,
    )


ENGLISH = ReportWords()


def export_log(
    game: Game,
    fmt: str,
    *,
    bound: int | None = None,
    unit: str | None = None,
    kind: str | None = None,
    phase: str | None = None,
    text: str | None = None,
    language: str = "en",
    translate: Translate | None = None,
) -> str:
    """The log (or the rolls matching the filters) as `fmt`: "csv", "json" or "html".

    The HTML report is in `language` ("en" or "da": the pack's labels, `<html lang>`) with
    its words through `translate` (default: English); CSV and JSON ignore both."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; use {', '.join(FORMATS)}")
    if language not in LANGUAGES:
        raise ValueError(f"unknown report language {language!r}; use {', '.join(LANGUAGES)}")
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
    return _html(game, rolls, report, filters, ReportWords(language, translate or english))


# --- words shared by CSV and HTML ----------------------------------------------------------


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def dice_text(side: RollSide) -> str:
    faces = "+".join(str(face) for face in side.faces)
    who = f"{side.role} ({side.unit})" if side.unit else side.role
    return f"{who}: {faces} = {side.natural} [{dice_source_text(side)}]"


def dice_source_text(side: RollSide, words: ReportWords = ENGLISH) -> str:
    """ "typed", "console", or "console draw #14"."""
    if side.draw is not None:
        return words(QT_TRANSLATE_NOOP("DisputeReport", "console draw #%1"), side.draw)
    if side.dice_source == "typed":
        return words(QT_TRANSLATE_NOOP("DisputeReport", "typed"))
    if side.dice_source == "console":
        return words(QT_TRANSLATE_NOOP("DisputeReport", "console"))
    return side.dice_source


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
    """The effect in English with the keys as logged ("i-1t disorder ordered → MD"), for the
    CSV that tools read; `name` turns a unit's or side's key into what to print. The dispute
    report says it in the log viewer's words instead (`vocabulary.effect_label`)."""
    who = name(effect.unit) if effect.unit else ""
    if effect.what == "flag":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        until, key = payload["expires_after"], payload["key"]
        text = f"{who} flag {key} {'set' if effect.to is not None else 'removed'}"
        return text if until is None else f"{text} until bound {until}"
    if effect.what == "side_penalty":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        value, until = _signed(payload["value"]), payload["until_bound"]
        text = f"side {who} penalty {value} until bound {until}"
        return text if effect.to is not None else f"{text} removed"
    return f"{who} {effect.what} {_value(effect.from_)} → {_value(effect.to)}"


def _value(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def note_text(roll: LoggedRoll, words: ReportWords = ENGLISH) -> str:
    """The roll's note as logged; but the console's own note of a new bound ("Bound 2 began;
    1 flag expired.") said in the report's language from the row's bound and effects."""
    expired = len(roll.effects)
    if not vocabulary.is_bound_started_note(roll.kind, roll.bound, roll.note, expired):
        return roll.note
    return words.count(
        expired,
        QT_TRANSLATE_NOOP("DisputeReport", "Bound %2 began; %1 flag expired."),
        QT_TRANSLATE_NOOP("DisputeReport", "Bound %2 began; %1 flags expired."),
        roll.bound,
    )


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
    var count = document.getElementById("filter-count");
    count.textContent = count.getAttribute("data-template")
      .replace("%1", shown).replace("%2", rows.length);
  }
  document.querySelector(".filters").hidden = false;
})();
"""


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
    tables: dict[str, Any] = field(default_factory=dict)  # the pack's, to name them

    def who(self, key: str) -> str:
        name = self.names.get(key)
        return f"{name} ({key})" if name and name != key else key

    @cached_property
    def named(self) -> dict[str, str]:
        """`who` of every roster key, for the effects (read once, not once a roll)."""
        return {key: self.who(key) for key in self.names}

    def kind(self, key: str) -> str:
        return self.kinds.get(key, key)

    def where(self, roll: LoggedRoll) -> str:
        """ "2 · Melee phase / Melee": the bound, the phase and sub-phase by their labels."""
        where = f"{roll.bound} · {self.phases.get(roll.phase, roll.phase)}"
        if roll.sub_phase:
            sub = self.sub_phases.get((roll.phase, roll.sub_phase), roll.sub_phase)
            where += f" / {sub}"
        return where


def _readable(game: Game, words: ReportWords = ENGLISH) -> _Readable:
    """The names of the roster, and the labels of the game's pack in the report's language."""
    kinds = {
        VOID_KIND: words(QT_TRANSLATE_NOOP("DisputeReport", "void")),
        ADJUSTMENT_KIND: words(QT_TRANSLATE_NOOP("DisputeReport", "roster correction")),
        SEED_REVEALED_KIND: words(QT_TRANSLATE_NOOP("DisputeReport", "seed revealed")),
        # Logged by the console, not the store, and named by no pack.
        vocabulary.BOUND_STARTED_KIND: words(QT_TRANSLATE_NOOP("DisputeReport", "bound started")),
    }
    phases: dict[str, str] = {}
    sub_phases: dict[tuple[str, str], str] = {}
    try:
        pack = parse_pack_text(game.pack().toml, source=f"{game.path.name} (pack)")
    except PackError:  # a pack this console cannot read: the report shows the keys
        pack = None
    if pack is not None:
        language = words.language
        kinds.update((key, roll.label.get(language)) for key, roll in pack.rolls.items())
        for phase in pack.phases:
            phases[phase.key] = phase.label.get(language)
            sub_phases.update(((phase.key, sub.key), sub.label.get(language)) for sub in phase.sub)
    tables = dict(pack.tables) if pack is not None else {}
    return _Readable(game.names(), kinds, phases, sub_phases, tables)


def _side_html(side: RollSide, readable: _Readable, words: ReportWords = ENGLISH) -> str:
    faces = " ".join(_h(face) for face in side.faces)
    who = f"<b>{_h(side.role)}</b>" + (f" {_h(readable.who(side.unit))}" if side.unit else "")
    auto = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "auto")))
    ticked = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "ticked")))

    def reference(factor: Factor) -> str:
        return vocabulary.factor_reference(factor, readable.tables, words.language, words.translate)

    factors = "".join(
        f"<li>{_h(_signed(f.value))} {_h(f.label or f.key)}"
        + (
            f' <span class="ref" title="{_h(factor_ref(f))}">{_h(reference(f))}</span>'
            if factor_ref(f)
            else ""
        )
        + f' <span class="ref">({auto if f.auto else ticked})</span></li>'
        for f in side.factors
    )
    dice = words.html(
        QT_TRANSLATE_NOOP("DisputeReport", "dice %1 (%2) = %3"),
        f'<span class="faces">{faces}</span>',
        _h(dice_source_text(side, words)),
        _h(side.natural),
    )
    total = words.html(QT_TRANSLATE_NOOP("DisputeReport", "total %1"), f"<b>{_h(side.total)}</b>")
    return (
        f'<div class="side">{who}: {dice}'
        + (f"<ul>{factors}</ul>" if factors else "")
        + f" {total}</div>"
    )


def _roll_html(
    roll: LoggedRoll, pack_hash: str, readable: _Readable, words: ReportWords = ENGLISH
) -> str:
    classes = []
    if roll.voided_by is not None:
        classes.append("voided")
    if roll.kind in (VOID_KIND, ADJUSTMENT_KIND):
        classes.append(roll.kind)
    where = readable.where(roll)
    if roll.kind == VOID_KIND:
        result = words.html(
            QT_TRANSLATE_NOOP("DisputeReport", "voids #%1: %2"),
            _h(roll.voids),
            _h(roll.void_reason),
        )
    elif roll.kind == ADJUSTMENT_KIND:
        result = _h(
            words(QT_TRANSLATE_NOOP("DisputeReport", "roster corrected by the umpire (no dice)"))
        )
    elif roll.outcome_typed:
        label = roll.outcome.label or roll.outcome.key if roll.outcome else ""
        typed = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "typed by the umpire")))
        result = f'{_h(label)} <span class="typed">{typed}</span>'
    else:
        result = _h(outcome_text(roll))
    if roll.cell:
        # As the book names the table ("Skema 18: 17–18"); the logged cell on hover.
        shown = vocabulary.table_reference(
            roll.cell, readable.tables, words.language, words.translate
        )
        cell = f'<span title="{_h(roll.cell)}">{_h(shown)}</span>'

    elif roll.outcome_typed:
        typed = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "outcome typed by the umpire")))
        cell = f'<span class="typed">{typed}</span>'
    else:
        cell = '<span class="typed">—</span>' if roll.sides else ""
    # A roll made under another pack than the game's current one says which.
    other_pack = (
        f'<br><span title="{_h(roll.pack_hash)}">'
        + words.html(QT_TRANSLATE_NOOP("DisputeReport", "pack %1…"), _h(roll.pack_hash[:12]))
        + "</span>"
        if roll.pack_hash != pack_hash
        else ""
    )
    data = (
        f'data-bound="{roll.bound}" data-unit="{_h(" ".join(roll.units))}" '
        f'data-kind="{_h(roll.kind)}"'
    )
    # In the log viewer's words, in the report's language ("uorden: i orden → U").
    effects = "".join(
        f"<li>{_h(vocabulary.effect_label(e, readable.named, words.translate))}</li>"
        for e in roll.effects
    )
    note = note_text(roll, words)
    # The console's note said in the report's language: the logged words on hover.
    note_title = f' title="{_h(roll.note)}"' if note != roll.note else ""
    why = (
        '<td class="why">'
        + words.html(QT_TRANSLATE_NOOP("DisputeReport", "voided by #%1"), _h(roll.voided_by))
        + "</td>"
        if roll.voided_by is not None
        else "<td></td>"
    )
    return (
        f'<tr class="{" ".join(classes)}" id="roll-{roll.sequence}" {data}>'
        f"<td>{roll.sequence}</td><td>{_h(roll.time)}</td><td>{_h(where)}</td>"
        f'<td title="{_h(roll.kind)}">{_h(readable.kind(roll.kind))}</td>'
        f"<td>{_h(', '.join(readable.who(unit) for unit in roll.units))}</td>"
        f"<td>{''.join(_side_html(side, readable, words) for side in roll.sides)}</td>"
        f"<td>{cell}</td><td>{result}</td>"
        f"<td>{f'<ul>{effects}</ul>' if effects else ''}</td><td{note_title}>{_h(note)}</td>"
        f'{why}<td class="hash" title="{_h(roll.hash)}">{_h(roll.hash[:12])}…{other_pack}</td>'
        "</tr>"
    )


_DICE_MODES = {
    "console": QT_TRANSLATE_NOOP("DisputeReport", "console"),
    "physical": QT_TRANSLATE_NOOP("DisputeReport", "physical"),
    "both": QT_TRANSLATE_NOOP("DisputeReport", "both"),
}
# The filters given to the export, as the report's "Shown" line names them.
_FILTER_NAMES = {
    "bound": QT_TRANSLATE_NOOP("DisputeReport", "bound"),
    "unit": QT_TRANSLATE_NOOP("DisputeReport", "unit"),
    "kind": QT_TRANSLATE_NOOP("DisputeReport", "kind"),
    "phase": QT_TRANSLATE_NOOP("DisputeReport", "phase"),
    "text": QT_TRANSLATE_NOOP("DisputeReport", "text"),
}


def _html(
    game: Game,
    rolls: list[LoggedRoll],
    report: VerifyReport,
    filters: dict[str, Any],
    words: ReportWords = ENGLISH,
) -> str:
    head = _game_header(game)
    chain_class = "ok" if report.ok else "broken"
    shown = ", ".join(
        f"{words(_FILTER_NAMES[k])} = {v}" for k, v in filters.items() if v is not None
    )
    readable = _readable(game, words)
    rows = "\n".join(_roll_html(roll, head["pack_hash"], readable, words) for roll in rolls)
    # The filter lists name units and kinds as the rows do (the script reads this).
    option_labels = {
        "unit": {key: readable.who(key) for roll in rolls for key in roll.units},
        "kind": {roll.kind: readable.kind(roll.kind) for roll in rolls},
    }
    option_json = json.dumps(option_labels, ensure_ascii=False).replace("</", "<\\/")
    unlogged = never_logged(game, report)
    draw_count = game.console_draw_count()
    if not draw_count:
        draws_fact = words(QT_TRANSLATE_NOOP("DisputeReport", "none"))
    elif not unlogged:
        draws_fact = words(QT_TRANSLATE_NOOP("DisputeReport", "%1, every one logged"), draw_count)
    else:
        draws_fact = words(
            QT_TRANSLATE_NOOP("DisputeReport", "%1, %2 shown but never logged (listed below)"),
            draw_count,
            len(unlogged),
        )
    yes = words(QT_TRANSLATE_NOOP("DisputeReport", "yes"))
    no = words(QT_TRANSLATE_NOOP("DisputeReport", "no"))
    dice_mode = head["dice_mode"]
    facts = [
        (QT_TRANSLATE_NOOP("DisputeReport", "Date"), head["date"] or "—"),
        (
            QT_TRANSLATE_NOOP("DisputeReport", "Rule pack"),
            f"{head['pack_id']} {head['pack_version']}",
        ),
        (QT_TRANSLATE_NOOP("DisputeReport", "Pack hash"), head["pack_hash"]),
        (
            QT_TRANSLATE_NOOP("DisputeReport", "Dice"),
            words(_DICE_MODES[dice_mode]) if dice_mode in _DICE_MODES else dice_mode,
        ),
        (QT_TRANSLATE_NOOP("DisputeReport", "Seed commitment"), head["seed_commitment"]),
        (QT_TRANSLATE_NOOP("DisputeReport", "Seed revealed"), yes if head["seed_revealed"] else no),
        (QT_TRANSLATE_NOOP("DisputeReport", "Rolls in the log"), head["roll_count"]),
        (
            QT_TRANSLATE_NOOP("DisputeReport", "Roster adjustments"),
            game.roll_count(kind=ADJUSTMENT_KIND),
        ),
        (QT_TRANSLATE_NOOP("DisputeReport", "Console draws"), draws_fact),
    ]
    facts_html = "".join(
        f"<dt>{_h(words(name))}</dt><dd><code>{_h(value)}</code></dd>" for name, value in facts
    )
    title = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "Roll log: %1"), head["title"]))
    every = words(QT_TRANSLATE_NOOP("DisputeReport", "every roll"))
    count = words.count(
        len(rolls),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 roll"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls"),
    )
    all_ = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "all")))
    filter_bar = words.html(
        QT_TRANSLATE_NOOP("DisputeReport", "Filter: %1%2%3"),
        *(
            f'<label>{_h(words(_FILTER_NAMES[name]))} <select id="filter-{name}">'
            f'<option value="">{all_}</option></select></label>'
            for name in ("bound", "unit", "kind")
        ),
    )
    shown_count = _h(words(QT_TRANSLATE_NOOP("DisputeReport", "%1 of %2 shown")))
    columns = (
        "#",
        words(QT_TRANSLATE_NOOP("DisputeReport", "Time")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Bound · phase")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Kind")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Units")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Dice and factors")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Table cell")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Outcome")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Effects")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Note")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Void")),
        words(QT_TRANSLATE_NOOP("DisputeReport", "Hash")),
    )
    header = "".join(f"<th>{_h(column)}</th>" for column in columns)
    intro = words(
        QT_TRANSLATE_NOOP(
            "DisputeReport",
            "Dispute report written by ba-console. Struck-through rolls were voided; their "
            "voids follow later in the log.",
        )
    )
    check = words.html(
        QT_TRANSLATE_NOOP("DisputeReport", "Check it with %1."),
        "<code>ba-console verify GAME</code>",
    )
    # Outside the f-string below: lupdate does not look into one.
    chain_heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Hash chain"))
    shown_heading = words(QT_TRANSLATE_NOOP("DisputeReport", "Shown"))
    return f"""<!DOCTYPE html>
<html lang="{_h(words.language)}"><head><meta charset="utf-8">
<title>{title}</title>
<style>{_CSS}</style></head>
<body>
<h1>{title}</h1>
<p class="sub">{_h(intro)}</p>
<dl class="head">{facts_html}
<dt>{_h(chain_heading)}</dt><dd class="{chain_class}">{_h(_chain_text(report, words))}</dd>
<dt>{_h(shown_heading)}</dt><dd>{_h(shown or every)} ({_h(count)})</dd></dl>
<p class="filters" hidden>{filter_bar}\
<span id="filter-count" data-template="{shown_count}"></span></p>
<table id="rolls">
<thead><tr>{header}</tr></thead>
<tbody>
{rows}
</tbody></table>
{_unlogged_html(unlogged, words)}
<p class="ref">{_h(words(HASHING_NOTE))} {check}</p>
<script type="application/json" id="option-labels">{option_json}</script>
<script>{_FILTER_SCRIPT}</script>
</body></html>
"""


def _chain_text(report: VerifyReport, words: ReportWords = ENGLISH, listed: int = 10) -> str:
    """What verify found, in the report's language: OK or BROKEN, the first problem, the
    draws never logged (the first `listed` of them by name). In English as
    `VerifyReport.summary` says it."""
    if not report.ok:
        reason = words.reason(report)
        if report.bad_draw is not None:
            template = QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at console draw %1: %2")
            return words(template, report.bad_draw, reason)
        if report.bad_sequence is not None:
            template = QT_TRANSLATE_NOOP("DisputeReport", "BROKEN at roll %1: %2")
            return words(template, report.bad_sequence, reason)
        return words(QT_TRANSLATE_NOOP("DisputeReport", "BROKEN: %1"), reason)
    rolls = words.count(
        report.rolls_checked,
        QT_TRANSLATE_NOOP("DisputeReport", "%1 roll"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 rolls"),
    )
    head = (report.head_hash or "")[:16]
    if report.adjustments and head:
        adjustments = words.count(
            report.adjustments,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 roster adjustment by the umpire"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 roster adjustments by the umpire"),
        )
        template = QT_TRANSLATE_NOOP("DisputeReport", "OK: %1 (%2), hash chain intact, head %3…")
        clauses = [words(template, rolls, adjustments, head)]
    elif head:
        template = QT_TRANSLATE_NOOP("DisputeReport", "OK: %1, hash chain intact, head %2…")
        clauses = [words(template, rolls, head)]
    else:
        clauses = [words(QT_TRANSLATE_NOOP("DisputeReport", "OK: %1, hash chain intact"), rolls)]
    if report.draws_checked:
        draws = words.count(
            report.draws_checked,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws"),
        )
        if report.unused_draws:
            clauses.append(words(QT_TRANSLATE_NOOP("DisputeReport", "%1 in the ledger"), draws))
            clauses.append(_unused_text(report, words, listed))
        else:
            template = QT_TRANSLATE_NOOP("DisputeReport", "%1 in the ledger, every one logged")
            clauses.append(words(template, draws))
    if report.seed_checked:
        console_rolls = words.count(
            report.console_rolls_checked,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console roll"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console rolls"),
        )
        draws = words.count(
            report.draws_checked,
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw"),
            QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws"),
        )
        # One sentence for each source, so a translation can say "given" its own way.
        template = (
            QT_TRANSLATE_NOOP("DisputeReport", "all %1 and %2 follow from the seed (given)")
            if report.seed_source == "given"
            else QT_TRANSLATE_NOOP(
                "DisputeReport", "all %1 and %2 follow from the seed (revealed in the log)"
            )
        )
        clauses.append(words(template, console_rolls, draws))
    else:
        clauses.append(
            words(
                QT_TRANSLATE_NOOP(
                    "DisputeReport", "console dice not checked (seed not given or revealed)"
                )
            )
        )
    return "; ".join(clauses)


def _unused_text(report: VerifyReport, words: ReportWords, listed: int) -> str:
    """ "2 console draws shown but never logged: #14 melee/attacker at 20:41, …"."""
    names = [
        words(QT_TRANSLATE_NOOP("DisputeReport", "%1 at %2"), draw.label, draw.clock_time)
        for draw in report.unused_draws[:listed]
    ]
    more = len(report.unused_draws) - listed
    if more > 0:
        names.append(words(QT_TRANSLATE_NOOP("DisputeReport", "and %1 more"), more))
    return words.count(
        len(report.unused_draws),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 console draw shown but never logged: %2"),
        QT_TRANSLATE_NOOP("DisputeReport", "%1 console draws shown but never logged: %2"),
        ", ".join(names),
    )


def _unlogged_html(draws: list[ConsoleDraw], words: ReportWords = ENGLISH) -> str:
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
    header = "".join(f"<th>{_h(column)}</th>" for column in columns)
    return f"""<h2 id="never-logged">{_h(heading)}</h2>
<p class="sub">{_h(count)} {_h(why)}</p>
<table class="draws">
<thead><tr>{header}</tr></thead>
<tbody>
{rows}
</tbody></table>"""
