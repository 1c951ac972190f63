"""A pack's outline: what the window shows of a game's pack, read without validating it.

A game keeps a copy of its pack, validated and content-hashed when it was stored. To put
the game on screen the window needs little of it: the pack's id, version, title, rule
set, dice and disorder ladder, the phases of Table 1 (with their notes and the rules the
umpire checks at each step), the kinds of roll (their labels and the steps they are
made in) and how complete its tables are. The outline reads exactly that from the TOML,
as plain frozen data, without pydantic; the full `RulePack` is validated once, when
something first needs it (a roll, the pack editor), and is then checked against the
copy's hash (see `gui.controller`).

`table_completeness` is the one definition of a table's completeness: the outline and
`RulePack.completeness` both count with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ba_console.core.dice import DiceSpec
from ba_console.core.i18n import QT_TRANSLATE_NOOP, Sentence
from ba_console.packs.errors import PackError, PackProblem

# The pack schema this console writes (`packs.schema.RulePack`); a newer one is refused
# by the outline as by the full reader, so a game never opens on a pack it cannot read.
# 2: a roll kind may name its `steps`; 3: a phase's note may be in English and Danish;
# 4: a factor row may be `repeatable` (counted once per time its condition held);
# 5: a step may list `prompts`, the rules the umpire checks on the table there;
# 6: a band may name its `source` (a cell the club's pack learned in play);
# 7: a factor row may name its cells' `sources` (a value the club's pack learned in play);
# 8: an outcome may put a fallen commander back and set his rating (`commander_replaced`,
# `commander_rating`: Table 19, 1.1.3, 1.1.4);
# 9: a table's or a roll's notes may be in English and Danish
SCHEMA_VERSION = 9


@dataclass(frozen=True)
class Label:
    """A label in English and Danish."""

    en: str
    da: str

    def get(self, language: str) -> str:
        return self.da if language == "da" else self.en


@dataclass(frozen=True)
class PromptOutline:
    """A rule the umpire checks on the table at a step (`core.model.Prompt`)."""

    rule: str
    text: Label


@dataclass(frozen=True)
class PhaseOutline:
    """A phase or sub-phase of Table 1 (`core.model.Phase`)."""

    key: str
    label: Label
    rule: str | None = None
    sub: tuple[PhaseOutline, ...] = ()
    note: Label | str | None = None
    prompts: tuple[PromptOutline, ...] = ()

    def note_in(self, language: str) -> str | None:
        """The note in `language`; a note written in one language is shown as written."""
        if isinstance(self.note, Label):
            return self.note.get(language)
        return self.note


@dataclass(frozen=True)
class RoleOutline:
    key: str
    label: Label


@dataclass(frozen=True)
class RollOutline:
    """A kind of roll (`core.model.RollKind`): its label, roles and the steps it is made in."""

    key: str
    label: Label
    roles: tuple[RoleOutline, ...] = ()
    steps: tuple[str, ...] = ()

    def made_in(self, phase: str, sub_phase: str | None = None) -> bool:
        """Whether `steps` names this step of the bound, by its phase or its sub-phase."""
        return phase in self.steps or (
            sub_phase is not None and f"{phase}/{sub_phase}" in self.steps
        )

    def with_steps(self, steps: tuple[str, ...]) -> RollOutline:
        return RollOutline(self.key, self.label, self.roles, tuple(steps))


@dataclass(frozen=True)
class PackOutline:
    """The outline of one pack (see the module)."""

    schema_version: int
    id: str
    version: str
    title: Label
    rules: str
    dice: str
    disorder: tuple[str, ...]
    phases: tuple[PhaseOutline, ...]
    rolls: Mapping[str, RollOutline]
    completeness: Mapping[str, tuple[int, int]]

    def completeness_ratio(self) -> float:
        return completeness_ratio(self.completeness)


def read_outline(
    data: Mapping[str, Any],
    source: str = "pack",
    completeness: Mapping[str, tuple[int, int]] | None = None,
) -> PackOutline:
    """The outline of a pack's TOML data (`tomllib.loads` of a stored copy). PackError,
    naming the field, when the data lacks what the outline reads or is of a newer schema;
    the rest of the pack is checked when it is validated. `completeness`: the tables'
    completeness counted already (an `outline_summary`, whose data has no tables)."""
    version = check_schema_version(data, source)
    try:
        dice = str(data.get("dice", "3d6"))
        tables = data.get("tables", {})
        if completeness is None:
            completeness = {
                table_id: table_completeness(table, DiceSpec.parse(dice))
                for table_id, table in tables.items()
            }
        return PackOutline(
            schema_version=version,
            id=str(data["id"]),
            version=str(data["version"]),
            title=_label(data["title"]),
            rules=str(data["rules"]),
            dice=dice,
            disorder=tuple(data["disorder"]),
            phases=tuple(_phase(phase) for phase in data["phases"]),
            rolls={key: _roll(key, kind) for key, kind in data.get("rolls", {}).items()},
            completeness=completeness,
        )
    except KeyError as exc:
        place = Sentence("packs", QT_TRANSLATE_NOOP("packs", "field {name}"), name=exc.args[0])
        reason = Sentence("packs", QT_TRANSLATE_NOOP("packs", "required field is missing"))
        raise PackError(problems=[PackProblem(source, [place], reason)]) from None
    except (TypeError, ValueError, AttributeError) as exc:
        raise PackError(f"{source}: cannot be read: {exc}") from None


def outline_summary(data: Mapping[str, Any], outline: PackOutline) -> dict[str, Any]:
    """What `read_outline` needs of a pack's data, as JSON-able data, in a fraction of its
    size: the data without its tables, and the tables' completeness (`outline` read from
    `data`). `outline_from_summary` reads the same outline back."""
    return {
        "data": {key: value for key, value in data.items() if key != "tables"},
        "completeness": {key: list(counts) for key, counts in outline.completeness.items()},
    }


def outline_from_summary(summary: Mapping[str, Any], source: str = "pack") -> PackOutline:
    """The outline an `outline_summary` was made from (PackError, or TypeError, ValueError,
    KeyError when the summary is not one)."""
    counts = summary["completeness"].items()
    completeness = {str(key): (int(known), int(total)) for key, (known, total) in counts}
    return read_outline(summary["data"], source, completeness)


VERSION_MISSING = QT_TRANSLATE_NOOP(
    "packs", "schema_version is missing (this console writes {version})"
)
VERSION_NEWER = QT_TRANSLATE_NOOP(
    "packs",
    "schema_version {given} is newer than this console understands ({version}); update "
    "ba-console to use this pack",
)


def check_schema_version(data: Mapping[str, Any], source: str) -> int:
    """The pack's schema version; PackError if it is missing or newer than this console's."""
    version = data.get("schema_version")
    if not isinstance(version, int):
        raise PackError.of(source, VERSION_MISSING, version=SCHEMA_VERSION)
    if version > SCHEMA_VERSION:
        raise PackError.of(source, VERSION_NEWER, given=version, version=SCHEMA_VERSION)
    return version


def _label(data: Mapping[str, Any]) -> Label:
    return Label(str(data["en"]), str(data["da"]))


def _phase(data: Mapping[str, Any]) -> PhaseOutline:
    note = data.get("note")
    return PhaseOutline(
        key=str(data["key"]),
        label=_label(data["label"]),
        rule=data.get("rule"),
        sub=tuple(_phase(sub) for sub in data.get("sub", ())),
        note=_label(note) if isinstance(note, Mapping) else note,
        prompts=tuple(
            PromptOutline(str(p["rule"]), _label(p["text"])) for p in data.get("prompts", ())
        ),
    )


def _roll(key: str, data: Mapping[str, Any]) -> RollOutline:
    return RollOutline(
        key=key,
        label=_label(data["label"]),
        roles=tuple(RoleOutline(str(r["key"]), _label(r["label"])) for r in data["roles"]),
        steps=tuple(data.get("steps", ())),
    )


def table_completeness(table: Mapping[str, Any], dice: DiceSpec) -> tuple[int, int]:
    """(cells known, cells in all) of one table, as plain data. A factor table counts its
    cells ('-' and '±N' are known, '?' is not; a table with no row known at all is 0 of
    1); a band table the numbers of its natural range (the dice for a total, their spread
    for a difference) that a band with a known outcome covers, per column; a threshold
    table its thresholds; a reference table its entries."""
    kind = table.get("kind")
    if kind == "factors":
        rows = table.get("rows", [])
        if not rows:
            return 0, 1
        cells = [row["values"][column] for row in rows for column in table["columns"]]
        return sum(1 for cell in cells if not _unset(cell)), len(cells)
    if kind == "bands":
        values = natural_values(table, dice)
        known = [b for b in table.get("bands", []) if b.get("outcome") != "?"]
        found = total = 0
        for column in table.get("columns") or [None]:
            bands = [b for b in known if b.get("column") == column]
            for value in values:
                total += 1
                found += any(_covers(band, value) for band in bands)
        return found, total
    if kind == "threshold":
        thresholds = table.get("thresholds", {})
        return sum(1 for value in thresholds.values() if value != "?"), len(thresholds)
    entries = table.get("entries", {})
    return sum(1 for value in entries.values() if value != "?"), max(len(entries), 1)


def natural_values(table: Mapping[str, Any], dice: DiceSpec) -> range:
    """What a band table reads from the dice alone: their total, or for a table of the
    difference of two totals, its spread."""
    if table.get("input", "total") == "difference":
        spread = dice.highest - dice.lowest
        return range(-spread, spread + 1)
    return range(dice.lowest, dice.highest + 1)


def band_holes(
    bands: list[Mapping[str, Any]], columns: list[str] | None, values: range
) -> list[tuple[str | None, int, int]]:
    """The runs of `values` no band covers, by column: (column, first, last). A printed
    table covers every value its dice give (a run unknown to the pack is a band of '?'):
    a value in a hole is unset in play (`core.results.band_reading`), as in a '?' band."""
    holes: list[tuple[str | None, int, int]] = []
    for column in columns or [None]:
        mine = [band for band in bands if band.get("column") == column]
        for value in values:
            if any(_covers(band, value) for band in mine):
                continue
            if holes and holes[-1][0] == column and holes[-1][2] == value - 1:
                holes[-1] = (column, holes[-1][1], value)
            else:
                holes.append((column, value, value))
    return holes


def completeness_ratio(report: Mapping[str, tuple[int, int]]) -> float:
    """The mean of the tables' completeness (1.0 for a pack without tables)."""
    if not report:
        return 1.0
    return sum(known / total for known, total in report.values()) / len(report)


def _unset(cell: Any) -> bool:
    return isinstance(cell, str) and cell.strip() == "?"


def _covers(band: Mapping[str, Any], value: int) -> bool:
    low, high = band.get("min"), band.get("max")
    return (low is None or value >= low) and (high is None or value <= high)
