"""A pack's outline: what the window shows of a game's pack, read without validating it.

A game keeps a copy of its pack, validated and content-hashed when it was stored. To put
the game on screen the window needs little of it: the pack's id, version, title, rule
set, dice and disorder ladder, the phases of Table 1 (with their notes and the rules the
umpire checks at each step), the kinds of roll (their labels and the steps they are
made in) and how complete its tables are. The outline reads exactly that from the TOML,
as plain frozen data, without pydantic; the full `RulePack` is validated once, when
something first needs it (a roll, the pack editor), and is then checked against the
copy's hash (see `GameController.pack`, `gui.controller_files`).

`packs.plain.table_completeness` is the one definition of a table's completeness: the
outline and `RulePack.completeness` both count with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ba_console.core.dice import DiceSpec
from ba_console.core.i18n import QT_TRANSLATE_NOOP, Sentence
from ba_console.packs.errors import PackError, PackProblem
from ba_console.packs.plain import check_schema_version, completeness_ratio, table_completeness


class Label(NamedTuple):
    """A label in English and Danish."""

    en: str
    da: str

    def get(self, language: str) -> str:
        return self.da if language == "da" else self.en


class PromptOutline(NamedTuple):
    """A rule the umpire checks on the table at a step (`core.model.Prompt`)."""

    rule: str
    text: Label


class PhaseOutline(NamedTuple):
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


class RoleOutline(NamedTuple):
    key: str
    label: Label


class RollOutline(NamedTuple):
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


class PackOutline(NamedTuple):
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
