"""The pack fills itself in play: which typed outcomes the umpire may have remembered.

When a roll lands on an unset cell of a band table (Table 11 by difference, Table 12 by
total and column) and the umpire types the outcome read from the book, with the figures
lost and the disorder it costs, the roll dialog offers to remember that cell in the
club's pack. `offers` says what may be remembered, one `CellOffer` per result:

- only a cell the pack leaves unset (never a known one, never a value off the printed
  table, never one behind an unset factor, whose total is not known);
- only what the umpire typed: the typed words become the cell's outcome (a table outcome
  chosen from the list stays that outcome), with the whole figures and the disorder typed
  for the unit the outcome falls on as its effects;
- only when the remembered cell reads back exactly as typed: the roll is read again on
  the filled pack with nothing typed, and its effects must be the ones the umpire
  confirms now. A loss in parts of a figure, effects typed on another unit than the one
  the outcome falls on (a melee's winner, a tie's sides), or several results each with
  effects typed, are not offered: no cell could give them.

`remember` writes the accepted offers into a pack (`packs.fill`), each cell with its
source: "entered at the table, game X, bound N, by the umpire". Pure: no Qt, no SQL.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ba_console.core.model import BandTable, EffectSpec, Outcome, Text
from ba_console.packs.fill import (
    CellEntry,
    FillError,
    fill_cells,
    is_unset,
    outcome_key,
    play_source,
)
from ba_console.play import roll
from ba_console.play.choices import PlayError, RollPreview

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.play.state import GameState

BOOK = "book: "
# Why a table gave no outcome, where a cell may be filled: a cell left unset, or a table
# the pack has not filled in at all.
UNSET_REASONS = ("unset_cell", "unset_table")


@dataclass(frozen=True)
class CellOffer:
    """One cell the umpire may have remembered: the value of result `index` read in
    `table` (its `number`, its `input`: "total" or "difference", its `column`), and the
    outcome it would give from then on. `figures` and `disorder` are that outcome's
    effects on the unit it falls on, as typed (0 and None: none)."""

    index: int
    table: str
    number: int | None
    input: str
    value: int
    column: str | None
    outcome: Outcome
    known: bool  # the outcome is one the table names already
    figures: int = 0
    disorder: str | None = None

    def entry(self, source: str) -> CellEntry:
        return CellEntry(self.table, self.value, self.column, self.outcome, source)


def _whole(value: object) -> int | None:
    """A loss typed as a whole number of figures; None for parts (1/2, 1.5, several)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _typed_effects(preview: RollPreview) -> tuple[str | None, int, str | None] | None:
    """The unit the umpire typed effects for, its whole figures lost and its disorder;
    None when they cannot be one outcome's (parts of a figure, several units)."""
    choices = preview.choices
    figures = {k: v for k, v in choices.figures_lost.items() if v not in (0, "0", "")}
    disorder = {k: v for k, v in choices.disorder.items() if v}
    units = set(figures) | set(disorder)
    if len(units) > 1:
        return None
    unit = next(iter(units), None)
    lost = 0
    if unit in figures:
        whole = _whole(figures[unit])
        if whole is None or whole < 0:
            return None
        lost = whole
    return unit, lost, disorder.get(unit) if unit else None


def _candidate(
    pack: RulePack, table_id: str, table: BandTable, typed: str, lost: int, disorder: str | None
) -> tuple[Outcome, bool] | None:
    """The outcome a cell would give for what was typed, and whether the table names it."""
    known = next((o for o in table.outcomes if o.key == typed), None)
    if known is not None:
        if lost or disorder:
            return None  # a table outcome with effects typed beside it: no one cell
        return known, True
    # The book's words ("book: …" where the table names outcomes, as typed where not).
    words = typed.removeprefix(BOOK).strip()
    if not words:
        return None
    effects: list[EffectSpec] = []
    if lost:
        effects.append(EffectSpec(what="figures_lost", value=lost))
    if disorder:
        effects.append(EffectSpec(what="disorder", value=disorder))
    outcome = Outcome(key=outcome_key(words), label=Text(en=words, da=words), effects=effects)
    return outcome, False


def offers(pack: RulePack, state: GameState, preview: RollPreview) -> tuple[CellOffer, ...]:
    """The cells of this roll the umpire may have remembered (none: nothing to offer)."""
    if not preview.rolled or preview.draft is None or preview.problem is not None:
        return ()
    kind = pack.rolls.get(preview.choices.kind)
    table = pack.tables.get(kind.result or "") if kind is not None else None
    if kind is None or not isinstance(table, BandTable):
        return ()
    typed_effects = _typed_effects(preview)
    if typed_effects is None:
        return ()
    _, lost, disorder = typed_effects
    results = preview.resolution.results
    typed_results = [i for i, r in enumerate(results) if r.typed]
    if len(typed_results) > 1 and (lost or disorder):
        return ()  # effects typed once for several results: no cell gives them alone
    found: list[CellOffer] = []
    columns = {c.role: c.column for c in preview.choices.roles}
    for index in typed_results:
        result = results[index]
        if result.lookup.reason not in UNSET_REASONS:
            continue
        column = columns.get(result.roles[0])
        if not is_unset(table, result.value, column):
            continue
        candidate = _candidate(
            pack, kind.result or "", table, result.typed_outcome or "", lost, disorder
        )
        if candidate is None:
            continue
        outcome, known = candidate
        found.append(
            CellOffer(
                index,
                kind.result or "",
                table.number,
                table.input,
                result.value,
                column,
                outcome,
                known,
                lost,
                disorder,
            )
        )
    if not found or len({(o.value, o.column) for o in found}) < len(found):
        return ()  # two results on one cell: the umpire may not have read them alike
    return tuple(found) if _reads_back(pack, state, preview, found) else ()


def _effect_keys(preview: RollPreview) -> list[str]:
    """The roll's effects as the roster would end up after them. A table's outcome lists
    its disorder before the losses and typed effects come the other way round; the
    roster ends the same, so the order is not compared."""
    return sorted(repr((e.unit, e.what, e.from_, e.to, e.until_bound)) for e in preview.effects)


def _reads_back(
    pack: RulePack, state: GameState, preview: RollPreview, found: list[CellOffer]
) -> bool:
    """Whether the roll, read again on the pack with the cells filled and nothing typed,
    has the outcomes and effects the umpire is about to confirm."""
    try:
        learned = fill_cells(pack, [offer.entry("check") for offer in found])
        again = roll.preview(
            learned,
            state,
            replace(preview.choices, typed_outcomes={}, figures_lost={}, disorder={}),
        )
    except (FillError, PlayError, ValueError):
        return False
    if again.resolution.needs_umpire or again.draft is None:
        return False
    for offer in found:
        read = again.resolution.results[offer.index].lookup.outcome
        if read is None or read.label != offer.outcome.label:
            return False
    return _effect_keys(again) == _effect_keys(preview)


def offer_text(offer: CellOffer) -> str:
    """The cell and what it gives, in the log's English: "Table 11, difference +3:
    defender retreats (MD), 2 figures, MD"."""
    table = f"Table {offer.number}" if offer.number is not None else f"table {offer.table}"
    value = f"{offer.value:+d}" if offer.input == "difference" else str(offer.value)
    where = f"{table}, {offer.input} {value}" + (f", {offer.column}" if offer.column else "")
    parts = [offer.outcome.label.en]
    if offer.figures:
        parts.append(f"{offer.figures} figure{'s' if offer.figures != 1 else ''}")
    if offer.disorder:
        parts.append(offer.disorder)
    return f"{where}: {', '.join(parts)}"


def remember(
    pack: RulePack, accepted: tuple[CellOffer, ...], *, game: str, bound: int
) -> tuple[RulePack, tuple[CellEntry, ...]]:
    """`pack` with the accepted cells filled (its next club version) and the entries
    written, each with its source."""
    source = play_source(game, bound)
    entries = tuple(offer.entry(source) for offer in accepted)
    return fill_cells(pack, entries), entries
