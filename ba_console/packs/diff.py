"""What differs between two rule packs, as data the CLI prints and the pack editor shows.

A club fills unset cells from its rulebook and corrects house rules, then shares the
pack; before playing with it the umpire wants to see exactly what changed against the
shipped pack: `t08 flanking_attack attacker: 3 → 4`, and which cells were filled
(`?` → a value). `diff_packs` compares two loaded packs field by field: the pack's own
fields, the phases, each table (its fields, factor rows and cells, result bands and
outcomes, thresholds, reference entries) and each kind of roll. Pure: no files.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ba_console.core.model import (
    AnyTable,
    Band,
    BandTable,
    FactorTable,
    ListTable,
    Phase,
    ThresholdTable,
)
from ba_console.packs.schema import RulePack

UNSET = "?"


class ChangeKind(StrEnum):
    FILLED = "filled"  # "?" (or no band at all) → a value: a cell filled from the book
    CLEARED = "cleared"  # a value → "?"
    CHANGED = "changed"  # a value → another value
    ADDED = "added"  # a table, row, band, outcome, entry, phase or roll that A lacks
    REMOVED = "removed"  # one that B lacks


@dataclass(frozen=True)
class Change:
    """One difference. `scope` is "pack", a table id, "phase <key>" or "roll <key>";
    `item` the row, band, outcome, class or entry inside it ("" for the scope itself);
    `field` what differs in it (a column, "outcome", "source"…; "" when added/removed)."""

    kind: ChangeKind
    scope: str
    item: str
    field: str
    before: str | None
    after: str | None

    @property
    def where(self) -> str:
        return " ".join(part for part in (self.scope, self.item) if part)

    def describe(self) -> str:
        """One line for the umpire: `t08 flanking_attack attacker: 3 → 4`."""
        field = f" {self.field}" if self.field else ""
        if self.kind is ChangeKind.ADDED:
            return f"{self.where}{field}: added" + (f" ({self.after})" if self.after else "")
        if self.kind is ChangeKind.REMOVED:
            return f"{self.where}{field}: removed" + (
                f" (was {self.before})" if self.before else ""
            )
        # A cell with no value on one side (a band not yet written) reads as unset.
        before = UNSET if self.before is None else self.before
        after = UNSET if self.after is None else self.after
        return f"{self.where}{field}: {before} → {after}"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": str(self.kind),
            "scope": self.scope,
            "item": self.item,
            "field": self.field,
            "before": self.before,
            "after": self.after,
            "text": self.describe(),
        }


@dataclass(frozen=True)
class PackDiff:
    a_id: str
    b_id: str
    a_hash: str
    b_hash: str
    changes: tuple[Change, ...]

    @property
    def same(self) -> bool:
        return not self.changes

    @property
    def filled(self) -> tuple[Change, ...]:
        return tuple(c for c in self.changes if c.kind is ChangeKind.FILLED)

    def count(self, kind: ChangeKind) -> int:
        return sum(1 for c in self.changes if c.kind is kind)

    def tables_touched(self) -> list[str]:
        """Table ids with at least one difference, in the order found."""
        seen: dict[str, None] = {}
        for change in self.changes:
            if change.scope != "pack" and not change.scope.startswith(("phase ", "roll ")):
                seen.setdefault(change.scope, None)
        return list(seen)

    def to_json(self) -> dict[str, Any]:
        return {
            "a": {"id": self.a_id, "hash": self.a_hash},
            "b": {"id": self.b_id, "hash": self.b_hash},
            "same": self.same,
            "counts": {str(kind): self.count(kind) for kind in ChangeKind},
            "changes": [c.to_json() for c in self.changes],
        }


def diff_packs(a: RulePack, b: RulePack) -> PackDiff:
    """Every difference from pack `a` to pack `b`, pack fields first, then phases,
    tables (in `a`'s order, then tables only `b` has) and kinds of roll."""
    changes: list[Change] = []
    changes += _fields("pack", "", a, b, exclude={"phases", "tables", "rolls"})
    changes += _phases(a.phases, b.phases)
    for table_id in _union(a.tables, b.tables):
        changes += _table(table_id, a.tables.get(table_id), b.tables.get(table_id))
    for key in _union(a.rolls, b.rolls):
        roll_a, roll_b = a.rolls.get(key), b.rolls.get(key)
        scope = f"roll {key}"
        if roll_a is None or roll_b is None:
            changes.append(_presence(scope, "", roll_a, roll_b, _title_of(roll_a or roll_b)))
            continue
        changes += _fields(scope, "", roll_a, roll_b)
    if not changes and a.content_hash != b.content_hash:
        # Never say "no differences" about packs whose hashes differ (games record the hash).
        changes.append(
            Change(ChangeKind.CHANGED, "pack", "", "layout", "same values", "another order")
        )
    return PackDiff(a.id, b.id, a.content_hash, b.content_hash, tuple(changes))


# --- tables -------------------------------------------------------------------------------


def _table(table_id: str, a: AnyTable | None, b: AnyTable | None) -> list[Change]:
    if a is None or b is None:
        return [_presence(table_id, "", a, b, _title_of(a or b))]
    if a.kind != b.kind:
        return [Change(ChangeKind.CHANGED, table_id, "", "kind", a.kind, b.kind)]
    content = {"rows", "bands", "outcomes", "thresholds", "classes", "entries"}
    changes = _fields(table_id, "", a, b, exclude=content)
    if isinstance(a, FactorTable) and isinstance(b, FactorTable):
        changes += _factor_rows(table_id, a, b)
        changes += _order(table_id, "row order", list(_by_key(a.rows)), list(_by_key(b.rows)))
    elif isinstance(a, BandTable) and isinstance(b, BandTable):
        changes += _keyed(table_id, "outcome", _by_key(a.outcomes), _by_key(b.outcomes))
        keys_a, keys_b = list(_by_key(a.outcomes)), list(_by_key(b.outcomes))
        changes += _order(table_id, "outcome order", keys_a, keys_b)
        bands_a, bands_b = [x.describe() for x in a.bands], [x.describe() for x in b.bands]
        changes += _order(table_id, "band order", bands_a, bands_b)
        changes += _bands(table_id, a.bands, b.bands)
    elif isinstance(a, ThresholdTable) and isinstance(b, ThresholdTable):
        changes += _keyed(table_id, "class", dict(a.classes), dict(b.classes))
        changes += _cells(table_id, "", "threshold", a.thresholds, b.thresholds)
    elif isinstance(a, ListTable) and isinstance(b, ListTable):
        changes += _cells(table_id, "", "", a.entries, b.entries)
    return changes


def _factor_rows(table_id: str, a: FactorTable, b: FactorTable) -> list[Change]:
    rows_a = {row.key: row for row in a.rows}
    rows_b = {row.key: row for row in b.rows}
    changes: list[Change] = []
    for key in _union(rows_a, rows_b):
        row_a, row_b = rows_a.get(key), rows_b.get(key)
        if row_a is None or row_b is None:
            row = row_a or row_b
            values = ", ".join(f"{c} {_text(v)}" for c, v in row.values.items()) if row else ""
            changes.append(_presence(table_id, key, row_a, row_b, values))
            continue
        changes += _fields(table_id, key, row_a, row_b, exclude={"values"})
        for column in _union(row_a.values, row_b.values):
            changes += _cell(
                table_id, key, column, row_a.values.get(column), row_b.values.get(column)
            )
    return changes


def _bands(table_id: str, a: list[Band], b: list[Band]) -> list[Change]:
    """Bands are matched by their range (and column): a band whose outcome changed is a
    changed cell; a band only `b` has with a known outcome is a filled cell."""

    def place(band: Band) -> tuple[str | None, int | None, int | None]:
        return (band.column, band.min, band.max)

    def name(band: Band) -> str:
        return band.describe() + (f" / {band.column}" if band.column else "")

    bands_a = {place(band): band for band in a}
    bands_b = {place(band): band for band in b}
    changes: list[Change] = []
    for key in _union(bands_a, bands_b):
        band_a, band_b = bands_a.get(key), bands_b.get(key)
        band = band_a or band_b
        assert band is not None
        before = band_a.outcome if band_a else None
        after = band_b.outcome if band_b else None
        changes += _cell(table_id, name(band), "outcome", before, after)
    return changes


def _cells(scope: str, item: str, field: str, a: dict[str, Any], b: dict[str, Any]) -> list[Change]:
    changes: list[Change] = []
    for key in _union(a, b):
        # A reference entry or a threshold is itself the cell: name it as the item.
        changes += _cell(
            scope, " ".join(p for p in (item, key) if p), field, a.get(key), b.get(key)
        )
    return changes


def _cell(scope: str, item: str, field: str, before: Any, after: Any) -> list[Change]:
    """One cell: a value that is absent or "?" counts as unset on either side."""
    if before == after and type(before) is type(after):
        return []
    known_before = before is not None and before != UNSET
    known_after = after is not None and after != UNSET
    if known_before and known_after:
        kind = ChangeKind.CHANGED
    elif known_after:
        kind = ChangeKind.FILLED
    elif known_before:
        kind = ChangeKind.CLEARED
    elif before is None:
        kind = ChangeKind.ADDED  # an unset cell appeared: a place to fill, nothing filled
    elif after is None:
        kind = ChangeKind.REMOVED
    else:
        return []
    return [
        Change(
            kind,
            scope,
            item,
            field,
            None if before is None else _text(before),
            None if after is None else _text(after),
        )
    ]


def _keyed(scope: str, noun: str, a: dict[str, Any], b: dict[str, Any]) -> list[Change]:
    """Named things (outcomes, classes): added, removed, or changed field by field."""
    changes: list[Change] = []
    for key in _union(a, b):
        item = f"{noun} {key}"
        if key not in a or key not in b:
            summary = _title_of(b.get(key, a.get(key)))
            changes.append(_presence(scope, item, a.get(key), b.get(key), summary))
            continue
        changes += _fields(scope, item, a[key], b[key])
    return changes


# --- phases --------------------------------------------------------------------------------


def _phases(a: list[Phase], b: list[Phase]) -> list[Change]:
    changes: list[Change] = []
    order_a, order_b = _steps(a), _steps(b)
    by_key_a, by_key_b = _all_phases(a), _all_phases(b)
    for key in _union(by_key_a, by_key_b):
        phase_a, phase_b = by_key_a.get(key), by_key_b.get(key)
        scope = f"phase {key}"
        if phase_a is None or phase_b is None:
            changes.append(_presence(scope, "", phase_a, phase_b, _title_of(phase_a or phase_b)))
            continue
        changes += _fields(scope, "", phase_a, phase_b, exclude={"sub"})
    return changes + _order("pack", "phase order", order_a, order_b)


def _order(scope: str, field: str, a: list[str], b: list[str]) -> list[Change]:
    """The same things in another order: only the sequence itself tells it."""
    if a == b or sorted(a) != sorted(b):
        return []
    return [Change(ChangeKind.CHANGED, scope, "", field, _seq(a), _seq(b))]


def _all_phases(phases: list[Phase]) -> dict[str, Phase]:
    found: dict[str, Phase] = {}
    for phase in phases:
        found[phase.key] = phase
        for sub in phase.sub:
            # A sub-phase may share its parent's key (melee/melee): keep both apart.
            found[sub.key if sub.key not in found else f"{phase.key}/{sub.key}"] = sub
    return found


def _steps(phases: list[Phase]) -> list[str]:
    return [step for p in phases for step in ([f"{p.key}/{s.key}" for s in p.sub] or [p.key])]


def _seq(steps: list[str]) -> str:
    return ", ".join(steps)


# --- helpers -------------------------------------------------------------------------------


def _fields(scope: str, item: str, a: Any, b: Any, exclude: set[str] | None = None) -> list[Change]:
    """Field-by-field changes of two models of one kind, leaving out `exclude` (their
    contents are compared cell by cell elsewhere)."""
    dump_a, dump_b = _dump(a, exclude), _dump(b, exclude)
    changes: list[Change] = []
    for field in _union(dump_a, dump_b):
        before, after = dump_a.get(field), dump_b.get(field)
        if before == after:
            continue
        if isinstance(before, dict) and isinstance(after, dict):
            # Labels (en/da) and similar small records: name the part that changed.
            for part in _union(before, after):
                if before.get(part) != after.get(part):
                    changes.append(
                        Change(
                            ChangeKind.CHANGED,
                            scope,
                            item,
                            f"{field}.{part}",
                            _text(before.get(part)),
                            _text(after.get(part)),
                        )
                    )
            continue
        changes.append(Change(ChangeKind.CHANGED, scope, item, field, _text(before), _text(after)))
    return changes


def _dump(model: Any, exclude: set[str] | None = None) -> dict[str, Any]:
    data = model.model_dump(mode="json")
    for key in exclude or ():
        data.pop(key, None)
    return data


def _presence(scope: str, item: str, a: Any, b: Any, summary: str) -> Change:
    if a is None:
        return Change(ChangeKind.ADDED, scope, item, "", None, summary or None)
    return Change(ChangeKind.REMOVED, scope, item, "", summary or None, None)


def _title_of(thing: Any) -> str:
    for name in ("title", "label"):
        text = getattr(thing, name, None)
        if text is not None and hasattr(text, "en"):
            return text.en
    if hasattr(thing, "en"):
        return thing.en
    return ""


def _by_key(items: list[Any]) -> dict[str, Any]:
    return {item.key: item for item in items}


def _union(a: dict[Any, Any], b: dict[Any, Any]) -> list[Any]:
    """Keys of `a` in its order, then keys only `b` has, in its order."""
    return list(a) + [key for key in b if key not in a]


def _text(value: Any) -> str:
    if value is None:
        return "(none)"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def format_diff(diff: PackDiff) -> str:
    """The differences as lines for the umpire, then a one-line summary; "no differences"
    when the packs hold the same rules."""
    if diff.same:
        return "no differences"
    lines = [change.describe() for change in diff.changes]
    counts = ", ".join(f"{diff.count(kind)} {kind}" for kind in ChangeKind if diff.count(kind))
    tables = len(diff.tables_touched())
    changes = len(diff.changes)
    lines.append(
        f"{changes} difference{'s' * (changes != 1)} ({counts}) "
        f"in {tables} table{'s' * (tables != 1)}"
    )
    return "\n".join(lines)
