"""The rule-pack file: a TOML document validated by pydantic (`core.frozen`).

A pack holds the dice, the disorder ladder, the phase sequence (Table 1), the tables
and the kinds of roll. `schema_version` lets later versions of the console read older
packs and refuse newer ones politely. Unknown keys are refused everywhere.
"""

from __future__ import annotations

import functools
import json
from dataclasses import field
from typing import Annotated

from ba_console.core.dice import DiceSpec
from ba_console.core.frozen import Limits, Record, record
from ba_console.core.i18n import QT_TRANSLATE_NOOP, Sentence, SentenceError
from ba_console.core.model import (
    AnyTable,
    BandTable,
    FactorTable,
    Key,
    Phase,
    RollKind,
    Text,
    ThresholdTable,
    Words,
)
from ba_console.core.results import input_range
from ba_console.core.sha256 import sha256_hex
from ba_console.packs.plain import SCHEMA_VERSION as SCHEMA_VERSION
from ba_console.packs.plain import completeness_ratio, table_completeness

# A roll naming what the pack has not, said in the window's language too (context "packs").
RESULT_TABLE_MISSING = QT_TRANSLATE_NOOP(
    "packs",
    "roll {roll}: result table {table} is not in the pack (put the table back, with '?' in "
    "the cells not known, or name a table of the pack)",
)
NOT_A_RESULT_TABLE = QT_TRANSLATE_NOOP("packs", "roll {roll}: result {table} is not a result table")
FACTOR_TABLE_MISSING = QT_TRANSLATE_NOOP(
    "packs",
    "roll {roll}, role {role}: {ref}: table {table} is not in the pack (put the table back, "
    "with '?' in the cells not known, or name a table of the pack)",
)
NOT_A_FACTOR_COLUMN = QT_TRANSLATE_NOOP(
    "packs", "roll {roll}, role {role}: {ref} is not 'table:column' of a factor table in this pack"
)
NOT_A_STEP = QT_TRANSLATE_NOOP(
    "packs",
    "roll {roll}, field steps: {step} is not a phase or 'phase/sub-phase' of this pack (its "
    "steps: {steps})",
)


def _refuse(template: str, **args: object) -> SentenceError:
    return SentenceError(Sentence("packs", template, **args))


# Effects an outcome may have from schema version 8 on (Table 19: 1.1.3, 1.1.4).
REPLACEMENT_EFFECTS = ("commander_replaced", "commander_rating")


def _check_no_replacement_effects(tables: dict[str, AnyTable]) -> None:
    for table_id, table in tables.items():
        if isinstance(table, BandTable):
            outcomes = list(table.outcomes)
        elif isinstance(table, ThresholdTable):
            outcomes = [table.pass_outcome, table.fail_outcome]
        else:
            continue
        for outcome in outcomes:
            for effect in outcome.effects:
                if effect.what in REPLACEMENT_EFFECTS:
                    raise ValueError(
                        f"table {table_id}, outcome {outcome.key}, effect {effect.what}: needs "
                        "schema_version = 8 (a console that reads only version 7 would not "
                        "know it)"
                    )


def _check_notes_in_one_language(tables: dict[str, AnyTable], rolls: dict[str, RollKind]) -> None:
    notes = [(f"table {key}", table.notes) for key, table in tables.items()]
    notes += [(f"roll {key}", kind.notes) for key, kind in rolls.items()]
    for where, texts in notes:
        if any(isinstance(note, Text) for note in texts):
            raise ValueError(
                f"{where}, field notes: a note in English and Danish needs schema_version = 9 "
                "(a console that reads only version 8 would not know it)"
            )


@record(slots=False)  # its content hash is kept once computed
class RulePack(Record):
    schema_version: int
    id: Key
    version: Words
    title: Text
    rules: Words  # which rule set the rules module is (belle_alliance…)
    dice: str = "3d6"
    disorder: Annotated[list[str], Limits(min_length=1)]
    source: str
    notes: list[str] = field(default_factory=list)
    phases: Annotated[list[Phase], Limits(min_length=1)]
    tables: dict[str, AnyTable] = field(default_factory=dict)
    rolls: dict[str, RollKind] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check_dice("field dice", self.dice)
        steps = self.step_names()
        if self.schema_version < 3:
            for phase in self.phases:
                for step in (phase, *phase.sub):
                    if isinstance(step.note, Text):
                        raise ValueError(
                            f"phase {step.key}, field note: a note in English and Danish needs "
                            "schema_version = 3 (a console that reads only version 2 would "
                            "not know it)"
                        )
        if self.schema_version < 5:
            for phase in self.phases:
                for step in (phase, *phase.sub):
                    if step.prompts:
                        raise ValueError(
                            f"phase {step.key}, field prompts: needs schema_version = 5 (a "
                            "console that reads only version 4 would not show them)"
                        )
        if self.schema_version < 6:
            for table_id, table in self.tables.items():
                for band in table.bands if isinstance(table, BandTable) else ():
                    if band.source is not None:
                        raise ValueError(
                            f"table {table_id}, band {band.describe()}, field source: needs "
                            "schema_version = 6 (a console that reads only version 5 would "
                            "not show where the cell comes from)"
                        )
        if self.schema_version < 7:
            for table_id, table in self.tables.items():
                for row in table.rows if isinstance(table, FactorTable) else ():
                    if row.sources:
                        raise ValueError(
                            f"table {table_id}, row {row.key}, field sources: needs "
                            "schema_version = 7 (a console that reads only version 6 would "
                            "not show where the value comes from)"
                        )
        if self.schema_version < 8:
            _check_no_replacement_effects(self.tables)
        if self.schema_version < 9:
            _check_notes_in_one_language(self.tables, self.rolls)
        if self.schema_version < 4:
            for table_id, table in self.tables.items():
                if not isinstance(table, FactorTable):
                    continue
                for row in table.rows:
                    if row.repeatable:
                        raise ValueError(
                            f"table {table_id}, row {row.key}, field repeatable: needs "
                            "schema_version = 4 (a console that reads only version 3 would "
                            "count the row once)"
                        )
        for key, kind in self.rolls.items():
            if kind.key != key:
                raise ValueError(f"roll {key}: its key says {kind.key!r}")
            if kind.dice:
                _check_dice(f"roll {key}, field dice", kind.dice)
            if kind.steps and self.schema_version < 2:
                raise ValueError(
                    f"roll {key}, field steps: needs schema_version = 2 (a console that reads "
                    "only version 1 would not know the field)"
                )
            for step in kind.steps:
                if step not in steps:
                    raise _refuse(NOT_A_STEP, roll=key, step=repr(step), steps=", ".join(steps))
            if kind.result is not None:
                table = self.tables.get(kind.result)
                if table is None:
                    raise _refuse(RESULT_TABLE_MISSING, roll=key, table=repr(kind.result))
                if not isinstance(table, BandTable | ThresholdTable):
                    raise _refuse(NOT_A_RESULT_TABLE, roll=key, table=repr(kind.result))
            for role in kind.roles:
                for ref in role.factors:
                    table_id, _, column = ref.partition(":")
                    table = self.tables.get(table_id)
                    if table_id and column and table is None:
                        raise _refuse(
                            FACTOR_TABLE_MISSING,
                            roll=key,
                            role=role.key,
                            ref=repr(ref),
                            table=table_id,
                        )
                    if not isinstance(table, FactorTable) or column not in table.columns:
                        raise _refuse(NOT_A_FACTOR_COLUMN, roll=key, role=role.key, ref=repr(ref))

    def step_names(self) -> list[str]:
        """How a roll kind's `steps` may name the steps of Table 1: each phase, and each
        sub-phase as "phase/sub-phase", in the bound's order."""
        names: list[str] = []
        for phase in self.phases:
            names.append(phase.key)
            names.extend(f"{phase.key}/{sub.key}" for sub in phase.sub)
        return names

    @property
    def dice_spec(self) -> DiceSpec:
        return DiceSpec.parse(self.dice)

    @functools.cached_property
    def content_hash(self) -> str:
        """SHA-256 of the pack's canonical JSON: the same rules give the same hash,
        however the TOML was laid out or commented."""
        return content_hash(self)

    def to_toml(self) -> str:
        """The pack as TOML, for export; loading it again gives the same content hash."""
        import tomli_w  # only for writing a pack: opening a game does not need it

        return tomli_w.dumps(self.model_dump(mode="json", exclude_none=True))

    def table(self, table_id: str) -> AnyTable:
        try:
            return self.tables[table_id]
        except KeyError:
            raise KeyError(f"pack {self.id} has no table {table_id!r}") from None

    def roll(self, key: str) -> RollKind:
        try:
            return self.rolls[key]
        except KeyError:
            known = ", ".join(sorted(self.rolls))
            raise KeyError(f"pack {self.id} has no roll {key!r} (known: {known})") from None

    def natural_range(self, table_id: str) -> range:
        """What the dice alone give band table `table_id`: the total (or the difference) of
        the dice of the rolls read on it, those of the pack where no roll names its own.
        Inside it a total no band covers is unset, not off the table
        (`core.results.band_reading`)."""
        table = self.table(table_id)
        if not isinstance(table, BandTable):
            raise ValueError(f"table {table_id} is not a band table")
        specs = {
            DiceSpec.parse(k.dice) for k in self.rolls.values() if k.result == table_id and k.dice
        }
        if not specs or any(k.result == table_id and not k.dice for k in self.rolls.values()):
            specs.add(self.dice_spec)
        ranges = [input_range(table, spec) for spec in specs]
        return range(min(r.start for r in ranges), max(r.stop for r in ranges))

    def completeness(self) -> dict[str, tuple[int, int]]:
        """Per table: (cells known, cells in all) (`plain.table_completeness`)."""
        dice = self.dice_spec
        return {
            table_id: table_completeness(table.model_dump(mode="json"), dice)
            for table_id, table in self.tables.items()
        }

    def completeness_ratio(self) -> float:
        return completeness_ratio(self.completeness())


def _check_dice(where: str, text: str) -> None:
    """A dice spec the pack names; the error says where, as every pack error does."""
    try:
        DiceSpec.parse(text)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None


def canonical_json(pack: RulePack) -> str:
    data = pack.model_dump(mode="json")
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def content_hash(pack: RulePack) -> str:
    return sha256_hex(canonical_json(pack))
