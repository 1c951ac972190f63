"""The rules as data: factor tables, result tables, outcomes and roll kinds.

These records (`core.frozen`) are what a rule pack holds once loaded. They are frozen and,
validated by pydantic, refuse unknown keys, so a pack that misspells a field is rejected
rather than silently ignored. A table cell is either a number, "-" (the book prints a dash: the
factor does not apply in that column), "?" (unknown to us: **unset**, to be filled
from the club's rulebook) or "±N" (a value the situation supplies, within −N..+N,
such as valour). Nothing here ever turns "?" into a number.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import field
from enum import StrEnum
from typing import Annotated, Any, Literal, NamedTuple, get_args

from ba_console.core.frozen import Before, Limits, Record, record
from ba_console.core.i18n import QT_TRANSLATE_NOOP, Sentence, SentenceError

# A pack's slips, said in the window's language too (context "packs"; see `Sentence`).
BEYOND_LIMIT = QT_TRANSLATE_NOOP(
    "packs", "{value} is beyond what a table of the rules holds (-{limit} to {limit})"
)
CELL_NOT_BOOL = QT_TRANSLATE_NOOP(
    "packs", "a cell is a whole number, '-', '?' or '±N', not true/false"
)
NOT_A_CELL = QT_TRANSLATE_NOOP(
    "packs",
    "{raw} is not a cell: write a whole number, '-' (does not apply), '?' (unset) or '±N' "
    "(value given by the situation)",
)
IN_COLUMN = QT_TRANSLATE_NOOP("packs", "column {column}: {problem}")
QUOTED_NUMBER = QT_TRANSLATE_NOOP(
    "packs",
    "column {column}: {raw} is a number in quotes: write it without them ({column} = {number})",
)
ROW_TWICE = QT_TRANSLATE_NOOP("packs", "row {row}: key used twice (give each row a key of its own)")
ROW_COLUMNS_MISSING = QT_TRANSLATE_NOOP(
    "packs", "row {row}: values must name exactly the columns {columns}; missing {missing}"
)
ROW_COLUMNS_UNKNOWN = QT_TRANSLATE_NOOP(
    "packs", "row {row}: values must name exactly the columns {columns}; unknown {unknown}"
)
ROW_COLUMNS_BOTH = QT_TRANSLATE_NOOP(
    "packs",
    "row {row}: values must name exactly the columns {columns}; missing {missing}; "
    "unknown {unknown}",
)
BAND_REVERSED = QT_TRANSLATE_NOOP("packs", "band {low}-{high}: min is greater than max")
OUTCOME_TWICE = QT_TRANSLATE_NOOP("packs", "an outcome key is used twice")
BAND_OUTCOME_UNKNOWN = QT_TRANSLATE_NOOP(
    "packs", "band {band}: outcome {outcome} is not among the outcomes"
)
BAND_OUTCOME_UNKNOWN_IN = QT_TRANSLATE_NOOP(
    "packs", "band {band} column {column}: outcome {outcome} is not among the outcomes"
)
BANDS_OVERLAP = QT_TRANSLATE_NOOP(
    "packs",
    "bands {first} and {second} overlap (a total is in one band only: end the one before "
    "where the next begins)",
)
BANDS_OVERLAP_IN = QT_TRANSLATE_NOOP(
    "packs",
    "bands {first} and {second} in column {column} overlap (a total is in one band only: end "
    "the one before where the next begins)",
)
BANDS_GAP = QT_TRANSLATE_NOOP(
    "packs",
    "{gap} is not covered by any band, between {first} and {second} (add a band, with "
    "outcome '?' if it is not known)",
)
BANDS_GAP_IN = QT_TRANSLATE_NOOP(
    "packs",
    "{gap} in column {column} is not covered by any band, between {first} and {second} (add "
    "a band, with outcome '?' if it is not known)",
)


def _refuse(template: str, **args: object) -> SentenceError:
    return SentenceError(Sentence("packs", template, **args))


# The largest number a table cell, a band's end or a threshold may hold, either way. The
# rules' numbers are a few points, totals of a few dice; a number past this is a typing
# slip (and a number of 17 digits would go on into totals, odds and the log as typed).
CELL_LIMIT = 999
TableNumber = Annotated[int, Limits(ge=-CELL_LIMIT, le=CELL_LIMIT)]
# The pattern of every key of a pack (rows, outcomes, phases, rolls, the pack's id).
KEY_PATTERN = r"^[a-z0-9_]+$"
Key = Annotated[str, Limits(pattern=KEY_PATTERN)]
Words = Annotated[str, Limits(min_length=1)]


def check_table_number(value: int) -> int:
    if not -CELL_LIMIT <= value <= CELL_LIMIT:
        raise _refuse(BEYOND_LIMIT, value=value, limit=CELL_LIMIT)
    return value


@record
class Text(Record):
    """A label in English and Danish."""

    en: Words
    da: Words

    def get(self, language: str) -> str:
        return self.da if language == "da" else self.en


# A note of a table or a kind of roll: one text, shown as written (every note before schema
# version 9), or English and Danish.
PackNote = Text | str


def note_in(note: PackNote, language: str) -> str:
    """A table's or a roll's note in `language`; one written in one language as written."""
    return note.get(language) if isinstance(note, Text) else note


class CellKind(StrEnum):
    FIXED = "fixed"
    NOT_APPLICABLE = "not_applicable"
    UNSET = "unset"
    VARIABLE = "variable"


_VARIABLE = re.compile(r"^(?:±|\+/-)\s*(\d+)$")
_QUOTED_NUMBER = re.compile(r"^[+\-−]?\d+$")


class Cell(NamedTuple):
    """One factor-table cell, parsed."""

    kind: CellKind
    value: int | None = None  # FIXED: the value; VARIABLE: the limit N of ±N

    @classmethod
    def parse(cls, raw: int | str) -> Cell:
        if isinstance(raw, bool):
            raise _refuse(CELL_NOT_BOOL)
        if isinstance(raw, int):
            return cls(CellKind.FIXED, check_table_number(raw))
        if not isinstance(raw, str):
            raise _refuse(NOT_A_CELL, raw=repr(raw))
        text = str(raw).strip()
        if text == "-":
            return cls(CellKind.NOT_APPLICABLE)
        if text == "?":
            return cls(CellKind.UNSET)
        match = _VARIABLE.match(text)
        if match:
            return cls(CellKind.VARIABLE, check_table_number(int(match.group(1))))
        raise _refuse(NOT_A_CELL, raw=repr(raw))

    def to_raw(self) -> int | str:
        if self.kind is CellKind.FIXED:
            return int(self.value or 0)
        if self.kind is CellKind.NOT_APPLICABLE:
            return "-"
        if self.kind is CellKind.UNSET:
            return "?"
        return f"±{self.value}"


def _cells_parse(values: Any) -> Any:
    """A row's cells checked before pydantic's own check, so that a decimal or a quoted
    number (slips made editing the TOML by hand) is told what to write, not which types
    were tried."""
    if not isinstance(values, dict):
        return values
    for column, raw in values.items():
        if isinstance(raw, str) and _QUOTED_NUMBER.match(raw.strip()):
            number = raw.strip().replace("−", "-")
            raise _refuse(QUOTED_NUMBER, column=column, raw=repr(raw), number=number)
        try:
            Cell.parse(raw)
        except SentenceError as exc:
            raise _refuse(IN_COLUMN, column=column, problem=exc.sentence) from None
    return values


@record
class FactorRow(Record):
    key: Key
    label: Text
    values: Annotated[dict[str, int | str], Before(_cells_parse)]
    group: str | None = None  # one factor per group and column (the book's double lines)
    rule: str | None = None  # rule reference, e.g. "4.1.8"
    auto: str | None = None  # name of the roster predicate that ticks it (rules module)
    note: str | None = None
    # Counted once per time its condition held, e.g. Table 17's "each consecutive bound of
    # failed ordering rolls with the same order" (1.1.3): a tick carries how many.
    repeatable: bool = False
    # Where a cell's value comes from, by column, when not from the table's own source:
    # "entered at the table, game X, bound N, by the umpire" for a value the pack learned
    # in play (schema version 7).
    sources: dict[str, str] = field(default_factory=dict)

    def _left_out(self, data: dict[str, Any]) -> None:
        # A row counted once, with no cell of its own source, is written as rows were
        # before `repeatable` and `sources` existed.
        if not self.repeatable:
            data.pop("repeatable", None)
        if not self.sources:
            data.pop("sources", None)

    def __post_init__(self) -> None:
        for column, source in self.sources.items():
            if column not in self.values:
                raise ValueError(f"sources: {column!r} is not a column of the row's values")
            if not source.strip():
                raise ValueError(f"sources: column {column}: a source cannot be empty")
            if Cell.parse(self.values[column]).kind is CellKind.UNSET:
                raise ValueError(
                    f"sources: column {column}: the cell is unset ('?'); only a value has a source"
                )
        if self.repeatable:
            for column, raw in self.values.items():
                if Cell.parse(raw).kind is CellKind.VARIABLE:
                    raise ValueError(
                        f"column {column}: a repeatable row cannot take a '±N' value (the "
                        "situation gives one value, counted once)"
                    )

    def cell(self, column: str) -> Cell:
        if column not in self.values:
            raise KeyError(column)
        return Cell.parse(self.values[column])


@record
class FactorTable(Record):
    kind: Literal["factors"] = "factors"
    number: int | None = None
    title: Text
    columns: Annotated[list[str], Limits(min_length=1)]
    rows: list[FactorRow] = field(default_factory=list)
    source: str
    notes: list[PackNote] = field(default_factory=list)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for row in self.rows:
            if row.key in seen:
                raise _refuse(ROW_TWICE, row=row.key)
            seen.add(row.key)
            missing = [c for c in self.columns if c not in row.values]
            extra = [c for c in row.values if c not in self.columns]
            if missing or extra:
                template = (
                    ROW_COLUMNS_BOTH
                    if missing and extra
                    else ROW_COLUMNS_MISSING
                    if missing
                    else ROW_COLUMNS_UNKNOWN
                )
                raise _refuse(
                    template,
                    row=row.key,
                    columns=repr(self.columns),
                    missing=repr(missing),
                    unknown=repr(extra),
                )

    def row(self, key: str) -> FactorRow:
        for row in self.rows:
            if row.key == key:
                return row
        raise KeyError(key)

    def cells(self) -> list[tuple[FactorRow, str, Cell]]:
        return [(row, col, row.cell(col)) for row in self.rows for col in self.columns]


EffectKind = Literal[
    "staff_falls",
    "side_penalty",
    "disorder",
    "figures_lost",
    "valour",
    "flag",
    "order_failed",
    "order_followed",
    "unformed",
    "note",
    # Table 19 (1.1.4): the fallen commander is back where the orderly who rolled stood,
    # that orderly removed; and the rating his ordering rolls read (1.1.3), as `value`.
    "commander_replaced",
    "commander_rating",
]
Duration = Literal["this_bound", "this_and_next_bound", "next_bound"]
EFFECT_KINDS: tuple[str, ...] = get_args(EffectKind)
DURATIONS: tuple[str, ...] = get_args(Duration)


@record
class EffectSpec(Record):
    """An effect an outcome has, as data: what changes and by how much or to what."""

    what: EffectKind
    value: int | str | None = None
    duration: Duration | None = None


@record
class Outcome(Record):
    key: Key
    label: Text
    effects: list[EffectSpec] = field(default_factory=list)


def outcome_key(text: str) -> str:
    """A pack key for an outcome typed as `text`: lower-case letters, digits and _."""
    plain = text.lower().replace("æ", "ae").replace("ø", "oe").replace("å", "aa")
    plain = unicodedata.normalize("NFKD", plain).encode("ascii", "ignore").decode("ascii")
    key = re.sub(r"[^a-z0-9]+", "_", plain).strip("_")[:40].strip("_")
    return key or "entered"


@record
class Band(Record):
    """Totals (or differences) from `min` to `max` inclusive give `outcome`.

    `min`/`max` may be omitted at the ends to mean "and below"/"and above"."""

    min: TableNumber | None = None
    max: TableNumber | None = None
    outcome: str | Literal["?"]
    column: str | None = None  # for total × column tables (Table 12)
    # Where this cell's outcome comes from, when not from the table's own source: "entered
    # at the table, game X, bound N, by the umpire" for a cell the pack learned in play.
    source: str | None = None

    def __post_init__(self) -> None:
        if self.min is not None and self.max is not None and self.min > self.max:
            raise _refuse(BAND_REVERSED, low=self.min, high=self.max)

    def _left_out(self, data: dict[str, Any]) -> None:
        # A band without a source has no key at all: packs hash exactly as they did before
        # bands could name one, so every game's recorded pack hash still matches.
        if self.source is None:
            data.pop("source", None)

    def contains(self, value: int) -> bool:
        return (self.min is None or value >= self.min) and (self.max is None or value <= self.max)

    def describe(self) -> str:
        return describe_range(self.min, self.max)


def describe_range(low: int | None, high: int | None) -> str:
    """A range as the log shows it: 13-14, 0, 1-…, "… to -1", "-3 to 2". A hyphen would
    misread as a minus sign beside a negative difference (Table 11), so those say "to"."""
    if low == high:
        return "…" if low is None else str(low)
    lo = "…" if low is None else str(low)
    hi = "…" if high is None else str(high)
    negative = (low is not None and low < 0) or (high is not None and high < 0)
    return f"{lo} to {hi}" if negative else f"{lo}-{hi}"


@record
class BandTable(Record):
    """Bands of a number → outcome. `input` says which number: a side's total (Table 18),
    the difference between two sides' totals (Table 11), or a total read in a column
    (Table 12). An empty or partial band list means the rest is unset."""

    kind: Literal["bands"] = "bands"
    number: int | None = None
    title: Text
    input: Literal["total", "difference"] = "total"
    columns: list[str] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)
    bands: list[Band] = field(default_factory=list)
    source: str
    notes: list[PackNote] = field(default_factory=list)

    def __post_init__(self) -> None:
        keys = {o.key for o in self.outcomes}
        if len(keys) != len(self.outcomes):
            raise _refuse(OUTCOME_TWICE)
        for band in self.bands:
            where = f"band {band.describe()}" + (f" column {band.column}" if band.column else "")
            if band.outcome != "?" and band.outcome not in keys:
                raise _refuse(
                    BAND_OUTCOME_UNKNOWN_IN if band.column else BAND_OUTCOME_UNKNOWN,
                    band=band.describe(),
                    column=band.column,
                    outcome=repr(band.outcome),
                )
            if self.columns and band.column not in self.columns:
                raise ValueError(f"{where}: column must be one of {self.columns}")
            if not self.columns and band.column is not None:
                raise ValueError(f"{where}: this table has no columns")
        for column in self.columns or [None]:
            bands = sorted(
                (b for b in self.bands if b.column == column),
                key=lambda b: -(10**9) if b.min is None else b.min,
            )
            for a, b in zip(bands, bands[1:], strict=False):
                if a.max is None or b.min is None or b.min <= a.max:
                    raise _refuse(
                        BANDS_OVERLAP_IN if column else BANDS_OVERLAP,
                        first=a.describe(),
                        second=b.describe(),
                        column=column,
                    )
                if b.min > a.max + 1:
                    # A printed table has no holes: a total in one would read as off the
                    # table, and the odds would leave it out unseen.
                    gap = describe_range(a.max + 1, b.min - 1)
                    raise _refuse(
                        BANDS_GAP_IN if column else BANDS_GAP,
                        gap=gap,
                        first=a.describe(),
                        second=b.describe(),
                        column=column,
                    )

    def outcome(self, key: str) -> Outcome:
        for outcome in self.outcomes:
            if outcome.key == key:
                return outcome
        raise KeyError(key)


@record
class ThresholdTable(Record):
    """A test passed on `total >= threshold[class]` (the 2D6 tests of General de Brigade)."""

    kind: Literal["threshold"] = "threshold"
    number: int | None = None
    title: Text
    classes: dict[str, Text]
    thresholds: dict[str, TableNumber | Literal["?"]]
    pass_outcome: Outcome
    fail_outcome: Outcome
    source: str
    notes: list[PackNote] = field(default_factory=list)

    def __post_init__(self) -> None:
        if set(self.classes) != set(self.thresholds):
            raise ValueError("thresholds must name exactly the classes")

    def outcome(self, key: str) -> Outcome:
        for outcome in (self.pass_outcome, self.fail_outcome):
            if outcome.key == key:
                return outcome
        raise KeyError(key)


@record
class ListTable(Record):
    """A table the console knows only by title and what the rules text says of it
    (ranges, field of sight, valour by army…): nothing to compute, a place to fill."""

    kind: Literal["reference"] = "reference"
    number: int | None = None
    title: Text
    entries: dict[str, int | str] = field(default_factory=dict)
    source: str
    notes: list[PackNote] = field(default_factory=list)


AnyTable = Annotated[
    FactorTable | BandTable | ThresholdTable | ListTable, Limits(discriminator="kind")
]
ResultTable = BandTable | ThresholdTable


def outcomes_of(table: object) -> tuple[Outcome, ...]:
    """The outcomes a result table gives (none for a factor, list or missing table)."""
    if isinstance(table, BandTable):
        return tuple(table.outcomes)
    if isinstance(table, ThresholdTable):
        return (table.pass_outcome, table.fail_outcome)
    return ()


@record
class RoleSpec(Record):
    """One participant of a kind of roll: who rolls, with which factor columns."""

    key: Key
    label: Text
    factors: list[str] = field(default_factory=list)  # "table_id:column"
    repeatable: bool = False  # several attackers on one defender


@record
class RollKind(Record):
    """A kind of roll (digest §c): its roles, factor tables, result table and rules."""

    key: Key
    label: Text
    dice: str | None = None  # defaults to the pack's dice
    roles: Annotated[list[RoleSpec], Limits(min_length=1)]
    result: str | None = None  # id of a result table; None: the umpire reads the book
    compare: Literal["each", "difference"] = "each"
    rule: str | None = None
    notes: list[PackNote] = field(default_factory=list)
    # The steps of the bound (Table 1) the rules make this roll in: a phase key ("fire",
    # all its sub-phases) or "phase/sub-phase" ("melee/forced_moves"). Empty where the
    # rules do not place it: a roll made whenever its trigger happens (a catch roll), or
    # one whose place is not known. "Roll…" opens the kind of the current step from it.
    steps: list[str] = field(default_factory=list)

    def _left_out(self, data: dict[str, Any]) -> None:
        # A kind that names no step is written as packs were before `steps` existed.
        if not self.steps:
            data.pop("steps", None)

    def made_in(self, phase: str, sub_phase: str | None = None) -> bool:
        """Whether `steps` names this step of the bound, by its phase or its sub-phase."""
        return phase in self.steps or (
            sub_phase is not None and f"{phase}/{sub_phase}" in self.steps
        )

    def with_steps(self, steps: tuple[str, ...] | list[str]) -> RollKind:
        """The kind made in `steps` (an old pack's kind, with the shipped pack's steps)."""
        return self.model_copy(update={"steps": list(steps)})

    def role(self, key: str) -> RoleSpec:
        base = key.rstrip("0123456789")
        for role in self.roles:
            if role.key == key or (role.repeatable and role.key == base):
                return role
        raise KeyError(key)


@record
class Prompt(Record):
    """A rule the console cannot check by itself (it is measured or seen on the table): a
    line of its step's checklist in the phase tracker, with its section."""

    rule: Words
    text: Text


@record
class Phase(Record):
    key: Key
    label: Text
    rule: str | None = None
    sub: list[Phase] = field(default_factory=list)
    # A note shown with the step: one text (packs before schema version 3), or English and
    # Danish.
    note: Text | str | None = None
    # What the umpire checks on the table at this step (schema version 5).
    prompts: list[Prompt] = field(default_factory=list)

    def _left_out(self, data: dict[str, Any]) -> None:
        # A step without prompts is written as packs were before `prompts` existed.
        if not self.prompts:
            data.pop("prompts", None)

    def note_in(self, language: str) -> str | None:
        """The note in `language`; a note written in one language is shown as written."""
        if isinstance(self.note, Text):
            return self.note.get(language)
        return self.note
