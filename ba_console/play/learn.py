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

A factor works alike (`FactorOffer`): where the umpire ticked a row whose value the pack
leaves unset (Table 6 or 7) and typed the value read from the book, that one value (the
row, the column the role reads) may be remembered: only an unset cell, only the value
typed, never two roles' different values for one cell, and only when the roll read again
on the filled pack with nothing typed for it gives the same totals.

An outcome's effects work alike (`EffectsOffer`): where a roll reads from the pack an
outcome it names without effects (a club's pack being filled in) and the umpire typed the
effects the book gives it, those may be remembered as the outcome's Effects: for a fire or
melee only whole figures and a disorder typed for the one unit the outcome falls on, never
where the figures depend on the roll (General de Brigade's melee, whose casualties are
always typed); for another kind its own effects (a catch roll's fall and side penalty, an
order followed or not), with a disorder typed for the unit that rolled; and only when the
roll read again on the filled pack with nothing typed has the effects the umpire confirms
now.

`remember` writes the accepted offers into a pack (`packs.fill`), each cell with its
source: "entered at the table, game X, bound N, by the umpire". Pure: no Qt, no SQL.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from ba_console.core.model import BandTable, EffectSpec, Outcome, Text, outcome_key
from ba_console.core.vocabulary import EFFECT_WORDS, Translate, english, label, minus_sign
from ba_console.packs.fill import (
    CellEntry,
    EffectsEntry,
    Entry,
    FactorEntry,
    fill_cells,
    play_source,
)
from ba_console.play import roll
from ba_console.play.choices import RollPreview
from ba_console.rules.places import places_for

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


class FactorOffer(NamedTuple):
    """One factor value the umpire may have remembered: the value typed from the book for
    row `key` of factor table `table` (its `number`), in `column`, counted once (a
    repeatable row's value per time)."""

    table: str
    number: int | None
    key: str
    label: Text
    column: str
    value: int

    def entry(self, source: str) -> FactorEntry:
        return FactorEntry(self.table, self.key, self.column, self.value, source)


class EffectsOffer(NamedTuple):
    """The effects the umpire typed from the book for `outcome` of band table `table` (its
    `number`), which the pack names without effects, as the pack would give them: figures
    lost and a disorder on the unit the outcome falls on (fire, melee), or the kind's own
    (a catch roll's fall and side penalty, an order followed or not, `RollPlaces.
    outcome_effects`)."""

    table: str
    number: int | None
    outcome: Outcome
    effects: tuple[EffectSpec, ...]

    @property
    def figures(self) -> int:
        """The whole figures lost (0: none)."""
        return next((int(e.value or 0) for e in self.effects if e.what == "figures_lost"), 0)

    @property
    def disorder(self) -> str | None:
        return next((str(e.value) for e in self.effects if e.what == "disorder"), None)

    @property
    def others(self) -> tuple[EffectSpec, ...]:
        """The effects beside figures and disorder, in the order typed."""
        return tuple(e for e in self.effects if e.what not in ("figures_lost", "disorder"))

    def entry(self, source: str) -> EffectsEntry:
        return EffectsEntry(self.table, self.outcome.key, self.outcome.label, self.effects, source)


Offer = CellOffer | FactorOffer | EffectsOffer


def _effect_specs(lost: int, disorder: str | None) -> tuple[EffectSpec, ...]:
    """An outcome's effects on the unit it falls on: figures lost, then the disorder."""
    effects: list[EffectSpec] = []
    if lost:
        effects.append(EffectSpec(what="figures_lost", value=lost))
    if disorder:
        effects.append(EffectSpec(what="disorder", value=disorder))
    return tuple(effects)


def _whole(value: object) -> int | None:
    """A loss typed as a whole number of figures; None for parts (1/2, 1.5, several)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _typed_effects(preview: RollPreview) -> tuple[int, str | None] | None:
    """The whole figures lost and the disorder typed for the one unit the umpire typed
    effects for (0 and None: none typed); None when they cannot be one outcome's (parts of
    a figure, several units). A negative loss never gets here: `roll.preview` refuses it."""
    choices = preview.choices
    figures = {k: v for k, v in choices.figures_lost.items() if v not in (0, "0", "")}
    disorder = {k: v for k, v in choices.disorder.items() if v}
    if len(set(figures) | set(disorder)) > 1:
        return None
    lost = _whole(next(iter(figures.values()), 0))
    if lost is None:
        return None
    return lost, next(iter(disorder.values()), None)


def _candidate(
    table: BandTable, typed: str, lost: int, disorder: str | None
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
    effects = list(_effect_specs(lost, disorder))
    outcome = Outcome(key=outcome_key(words), label=Text(en=words, da=words), effects=effects)
    return outcome, False


def offers(pack: RulePack, state: GameState, preview: RollPreview) -> tuple[Offer, ...]:
    """The cells of this roll the umpire may have remembered (none: nothing to offer):
    the factor values typed from the book, then the result cells typed, or the effects
    typed for an outcome the pack gives none. Only a roll the umpire can confirm offers
    any."""
    if not preview.can_confirm:
        return ()
    found: tuple[Offer, ...] = _factor_offers(pack, state, preview)
    return found + (_cell_offers(pack, state, preview) or _effects_offers(pack, state, preview))


def _factor_offers(
    pack: RulePack, state: GameState, preview: RollPreview
) -> tuple[FactorOffer, ...]:
    """The factor cells of this roll whose value the umpire typed from the book: a value is
    typed only for a cell the pack leaves unset (`core.factors` refuses any other)."""
    values: dict[tuple[str, str, str], set[int]] = {}
    labels: dict[tuple[str, str, str], Text] = {}
    for role in preview.resolution.roles:
        for item in role.factors.items:
            if not item.typed:
                continue
            cell = (item.table, item.key, item.column)
            assert item.value is not None  # counted with the value typed
            # A repeatable row's value is its value per time, times the count.
            values.setdefault(cell, set()).add(item.value // item.count)
            labels[cell] = Text(en=item.label_en, da=item.label_da)
    found: list[FactorOffer] = []
    for cell, typed in values.items():
        if len(typed) != 1:
            continue  # two roles typed the same cell differently: neither is offered
        table, key, column = cell
        number = pack.tables[table].number
        found.append(FactorOffer(table, number, key, labels[cell], column, *typed))
    if not found or not _factors_read_back(pack, state, preview, found):
        return ()
    return tuple(found)


def _factors_read_back(
    pack: RulePack, state: GameState, preview: RollPreview, found: list[FactorOffer]
) -> bool:
    """Whether the roll, read again on the pack with the values filled and nothing typed
    for them, counts the same totals (and so reads the same outcomes)."""
    cells = {(o.table, o.key, o.column) for o in found}
    # Each role's rows whose value is offered: read from the filled pack, typed no more.
    offered = {
        role.role: {
            (i.table, i.key) for i in role.factors.items if (i.table, i.key, i.column) in cells
        }
        for role in preview.resolution.roles
    }
    roles = tuple(
        choice._replace(
            ticks=tuple(
                replace(t, typed=None) if (t.table, t.key) in offered[choice.role] else t
                for t in choice.ticks
            ),
        )
        for choice in preview.choices.roles
    )
    learned = fill_cells(pack, [offer.entry("check") for offer in found])
    again = roll.preview(learned, state, preview.choices._replace(roles=roles))
    before = [(r.role, r.total, len(r.unset)) for r in preview.resolution.roles]
    after = [(r.role, r.total, len(r.unset)) for r in again.resolution.roles]
    return before == after


def _cell_offers(pack: RulePack, state: GameState, preview: RollPreview) -> tuple[CellOffer, ...]:
    """The result cells of this roll whose outcome the umpire typed from the book."""
    typed_effects = _typed_effects(preview)
    if typed_effects is None:
        return ()
    lost, disorder = typed_effects
    results = preview.resolution.results
    typed_results = [i for i, r in enumerate(results) if r.typed]
    if len(typed_results) > 1 and (lost or disorder):
        return ()  # effects typed once for several results: no cell gives them alone
    # Only these lookups land in a cell the pack leaves unset (never a known cell, never
    # one off the printed table, never one behind an unset factor), and only in a band
    # table: the kind's result table is one.
    unset = [i for i in typed_results if results[i].lookup.reason in UNSET_REASONS]
    if not unset:
        return ()
    table_id = pack.roll(preview.choices.kind).result
    assert table_id is not None
    table = pack.tables[table_id]
    assert isinstance(table, BandTable)
    found: list[CellOffer] = []
    columns = {c.role: c.column for c in preview.choices.roles}
    for index in unset:
        result = results[index]
        column = columns.get(result.roles[0])  # the column the lookup read
        candidate = _candidate(table, result.typed_outcome or "", lost, disorder)
        if candidate is None:
            continue
        outcome, known = candidate
        found.append(
            CellOffer(
                index,
                table_id,
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
    if len({(o.value, o.column) for o in found}) < len(found):
        return ()  # two results on one cell: the umpire may not have read them alike
    return tuple(found) if found and _reads_back(pack, state, preview, found) else ()


def _effects_offers(
    pack: RulePack, state: GameState, preview: RollPreview
) -> tuple[EffectsOffer, ...]:
    """The effects typed for the one outcome of the roll that the pack reads and names
    without effects, when they can be that outcome's: figures and a disorder on one unit
    (fire, melee), or the kind's own effects typed (`RollChoices.outcome_effects`) with
    at most a disorder for the unit that rolled (an order not followed, 1.1.3)."""
    kind = preview.choices.kind
    places = places_for(pack.rules)
    key = roll.bare_outcome(pack, preview.resolution)
    table_id = pack.roll(kind).result
    table = pack.tables.get(table_id or "")
    if key is None or table_id is None or not isinstance(table, BandTable):
        return ()
    if kind in places.fire_or_melee and kind not in places.losses_typed:
        typed_effects = _typed_effects(preview)
        effects = _effect_specs(*typed_effects) if typed_effects is not None else ()
    elif places.effects_of_outcomes(kind):
        effects = _kinds_effects(preview)
    else:
        return ()  # no fields for them, or casualties that depend on the roll
    if not effects:
        return ()
    outcome = table.outcome(key)
    offer = EffectsOffer(table_id, table.number, outcome, effects)
    learned = fill_cells(pack, [offer.entry("check")])
    blank = preview.choices._replace(figures_lost={}, disorder={}, outcome_effects=())
    again = roll.preview(learned, state, blank)
    if again.resolution.needs_umpire or again.draft is None:
        return ()
    return (offer,) if _effect_keys(again) == _effect_keys(preview) else ()


def _kinds_effects(preview: RollPreview) -> tuple[EffectSpec, ...]:
    """The kind's own effects typed for the outcome, and a disorder typed for the unit that
    rolled, as one outcome's effects; none where figures were typed (no such outcome)."""
    choices = preview.choices
    if any(v not in (0, "0", "") for v in choices.figures_lost.values()):
        return ()
    disorder = {k: v for k, v in choices.disorder.items() if v}
    roller = preview.resolution.results[0].roles[0]
    unit = next((r.unit for r in preview.resolution.roles if r.role == roller), None)
    if set(disorder) - {unit}:
        return ()
    typed = [EffectSpec(what="disorder", value=v) for v in disorder.values()]
    return (*choices.outcome_effects, *typed)


def _effect_keys(preview: RollPreview) -> list[str]:
    """The roll's effects as the roster would end up after them. A table's outcome lists
    its disorder before the losses and typed effects come the other way round; the
    roster ends the same, so the order is not compared."""
    return sorted(repr((e.unit, e.what, e.from_, e.to, e.until_bound)) for e in preview.effects)


def _reads_back(
    pack: RulePack, state: GameState, preview: RollPreview, found: list[CellOffer]
) -> bool:
    """Whether the roll, read again on the pack with the cells filled and nothing typed,
    has the outcomes and effects the umpire is about to confirm. Each filled cell gives
    the outcome offered (`packs.fill` places it at the value read), so the outcomes are
    the typed ones once no result is left to the umpire."""
    learned = fill_cells(pack, [offer.entry("check") for offer in found])
    blank = preview.choices._replace(typed_outcomes={}, figures_lost={}, disorder={})
    again = roll.preview(learned, state, blank)
    if again.resolution.needs_umpire or again.draft is None:
        return False
    return _effect_keys(again) == _effect_keys(preview)


def offer_text(offer: Offer) -> str:
    """The cell and what it gives, in the log's English: "Table 11, difference +3:
    defender retreats (MD), 2 figures, MD"; "Table 7, Canister, loss: +2"; an outcome's
    effects: "Table 12, defender shaken: 2 figures, MD"."""
    table = f"Table {offer.number}" if offer.number is not None else f"table {offer.table}"
    if isinstance(offer, FactorOffer):
        return f"{table}, {offer.label.en}, {offer.column}: {offer.value:+d}"
    if isinstance(offer, EffectsOffer):
        words = [*_effects_words(offer), *(effect_words(e) for e in offer.others)]
        return f"{table}, {offer.outcome.label.en}: {', '.join(words)}"
    value = f"{offer.value:+d}" if offer.input == "difference" else str(offer.value)
    where = f"{table}, {offer.input} {value}" + (f", {offer.column}" if offer.column else "")
    return f"{where}: {', '.join([offer.outcome.label.en, *_effects_words(offer)])}"


def _effects_words(offer: CellOffer | EffectsOffer) -> list[str]:
    """ "2 figures", "MD": the effects offered, in the log's English."""
    parts = []
    if offer.figures:
        parts.append(f"{offer.figures} figure{'s' if offer.figures != 1 else ''}")
    if offer.disorder:
        parts.append(offer.disorder)
    return parts


def effect_words(effect: EffectSpec, translate: Translate = english, *, shown: bool = False) -> str:
    """ "falls", "side penalty -1", "rating particularly effective": one of an outcome's
    effects beside figures and disorder, as the pack gives it, of no one (`EFFECT_WORDS`);
    the log's note says of whom (`TYPED_EFFECTS`). `shown`: as the window shows it, a
    negative number with its minus sign ("side penalty −1"); the log keeps the hyphen."""
    template = EFFECT_WORDS.get(effect.what)
    if template is None:
        return effect.what
    said = translate("labels", template)
    # A word by its label ("particularly effective", "særligt effektiv"), as the note is
    # read back (`core.vocabulary.note_in_words`); a number as it is.
    value = label(effect.value, translate) if isinstance(effect.value, str) else effect.value
    if shown:
        value = minus_sign(value)
    try:
        return said.format(value=value)
    except (KeyError, IndexError, ValueError):
        return template.format(value=value)


def remember(
    pack: RulePack, accepted: tuple[Offer, ...], *, game: str, bound: int
) -> tuple[RulePack, tuple[Entry, ...]]:
    """`pack` with the accepted cells filled (its next club version) and the entries
    written, each with its source."""
    source = play_source(game, bound)
    entries = tuple(offer.entry(source) for offer in accepted)
    return fill_cells(pack, entries), entries
