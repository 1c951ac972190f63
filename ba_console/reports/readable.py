"""What a report prints for the keys the log keeps, in the report's language.

The log keeps keys and the English labels of the moment ("i-15", "melee", "attacker",
"Flanking attack", "attacker vs defender: Defender retreats"): they are hashed evidence and
never change. A report names them as the reader reads them: units, staff and sides by their
roster names; kinds, phases, roles, factors and outcomes by the game's rule pack in the
report's language; roster changes in the console's vocabulary ("uorden: i orden → U"); tables
as the book names them ("Skema 8"). What the pack does not name (a factor the pack no longer
has, a typed outcome) is shown as logged.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ba_console.core import vocabulary
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import BandTable, RollKind, ThresholdTable
from ba_console.core.phases import step_place
from ba_console.packs import PackError, RulePack, parse_pack_text
from ba_console.reports.words import ENGLISH, ReportWords
from ba_console.store.errors import GameFileError
from ba_console.store.game import Game
from ba_console.store.records import (
    ADJUSTMENT_KIND,
    PACK_CHANGED_KIND,
    SEAL_KIND,
    SEED_CUSTODY_KIND,
    SEED_REVEALED_KIND,
    VOID_KIND,
    Effect,
    Factor,
    LoggedRoll,
)

# Kinds other people log (issues 11 and 16): movement confirmations and witnessed seals.
MOVEMENT_KIND = vocabulary.MOVEMENT_KIND
MOVEMENT_OUTCOMES = {
    "as_ordered": QT_TRANSLATE_NOOP("DisputeReport", "carried out as ordered"),
    "in_part": QT_TRANSLATE_NOOP("DisputeReport", "carried out in part"),
    "not_carried_out": QT_TRANSLATE_NOOP("DisputeReport", "not carried out"),
}
# What a seed's custody row says was done (`store.custody`); `%1` is the file it went to
# or came from.
SEED_CUSTODY_OUTCOMES = {
    "moved_out": QT_TRANSLATE_NOOP("DisputeReport", "moved out of the game file"),
    "exported": QT_TRANSLATE_NOOP("DisputeReport", "written to %1"),
    "imported": QT_TRANSLATE_NOOP("DisputeReport", "brought to this computer from %1"),
}
# The console's own kinds, which no pack names: capitalised, as the packs' kinds are (the
# log viewer's Kind filter lists them in this order after the pack's).
OWN_KINDS = {
    VOID_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Void"),
    vocabulary.BOUND_STARTED_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Bound started"),
    SEED_REVEALED_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Seed revealed"),
    SEED_CUSTODY_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Seed moved"),
    ADJUSTMENT_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Roster correction"),
    SEAL_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Witnessed seal"),
    PACK_CHANGED_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Pack changed"),
    MOVEMENT_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Movement"),
    vocabulary.CHARGE_DECISION_KIND: QT_TRANSLATE_NOOP("DisputeReport", "Charge decision"),
}
VERSUS = QT_TRANSLATE_NOOP("DisputeReport", "%1 vs %2: %3")
NUMBERED_ROLE = QT_TRANSLATE_NOOP("DisputeReport", "%1 %2")  # "Attacker 2"

_NO_UNIT = "\x00"  # stands for the unit in an effect's sentence, to say it without the name


@dataclass(frozen=True)
class Outcome:
    """A roll's outcome as the report says it; `typed` when the umpire read it."""

    text: str
    typed: bool = False


@dataclass
class Readable:
    """The roster's names and the game's pack, read once for a report."""

    words: ReportWords
    names: dict[str, str]
    sides: dict[str, str]  # side key → name
    side_of: dict[str, str]  # unit, commander or orderly key → side key
    pack: RulePack | None = None
    tables: dict[str, Any] = field(default_factory=dict)
    # The words players called before console draws, by draw number (`fair_dice`).
    called_words: dict[int, str] = field(default_factory=dict)

    @property
    def language(self) -> str:
        return self.words.language

    # --- names --------------------------------------------------------------------------

    def who(self, key: str | None) -> str:
        """A unit's, staff figure's or side's name (its key when the roster has none)."""
        if not key:
            return ""
        return self.names.get(key) or self.sides.get(key) or key

    def side_name(self, key: str) -> str:
        return self.sides.get(key, key)

    # --- the pack's labels ----------------------------------------------------------------

    def roll_kind(self, key: str) -> RollKind | None:
        return self.pack.rolls.get(key) if self.pack is not None else None

    def kind(self, key: str) -> str:
        kind = self.roll_kind(key)
        if kind is not None:
            return kind.label.get(self.language)
        if key in OWN_KINDS:
            return self.words(OWN_KINDS[key])
        return key.replace("_", " ")

    def phase(self, phase: str, sub_phase: str | None = None) -> str:
        """The step as the tracker names it: the sub-phase's label, else the phase's."""
        if self.pack is not None:
            for step in self.pack.phases:
                if step.key != phase:
                    continue
                for sub in step.sub:
                    if sub.key == sub_phase:
                        return sub.label.get(self.language)
                return step.label.get(self.language)
        return sub_phase or phase

    def phase_path(self, phase: str, sub_phase: str | None = None) -> str:
        """ "Melee phase › Melee": the phase and its sub-phase by their labels, as the main
        window's tracker writes a step (`core.phases.step_place`)."""
        return step_place(self.pack.phases if self.pack is not None else (), phase, sub_phase,
                          self.language)  # fmt: skip

    def role(self, kind: str, role: str) -> str:
        """ "Attacker", "Attacker 2" (a repeatable role), or the vocabulary's word."""
        spec = self.roll_kind(kind)
        if spec is not None:
            try:
                found = spec.role(role)
            except KeyError:
                found = None
            if found is not None:
                text = found.label.get(self.language)
                number = role[len(found.key) :]
                return self.words(NUMBERED_ROLE, text, number) if number else text
        return vocabulary.label(role, self.words.translate)

    def factor(self, factor: Factor) -> str:
        """A factor's label from its table in the pack, or the console's own (the side
        penalty, Table 18) in the report's language; as logged when the pack has no such
        row any more."""
        return vocabulary.factor_label(factor, self.tables, self.language, self.words.translate)

    def factor_label(self, table: str, key: str) -> str | None:
        """The label of the row `key` of the pack's `table`; None if it has no such row."""
        return vocabulary.pack_row_label(self.tables, table, key, self.language)

    def table(self, reference: str | int) -> str:
        """ "Skema 8" for "t08"; a logged cell "t18: 17-18" as "Skema 18: 17–18"."""
        return vocabulary.table_reference(
            reference, self.tables, self.language, self.words.translate
        )

    def factor_reference(self, factor: Factor) -> str:
        """ "Skema 8 · angriber · 4.1.3 (flank)": where the factor was read, and its key."""
        where = vocabulary.factor_reference(
            factor, self.tables, self.language, self.words.translate
        )
        return f"{where} ({factor.key})" if where else factor.key

    def outcome_label(self, kind: str, key: str) -> str | None:
        """The pack's label of an outcome key of this kind's result table (None if none)."""
        spec = self.roll_kind(kind)
        table = self.tables.get(spec.result) if spec is not None and spec.result else None
        if isinstance(table, BandTable | ThresholdTable):
            try:
                return table.outcome(key).label.get(self.language)
            except KeyError:
                return None
        return None

    def outcome(self, roll: LoggedRoll) -> Outcome | None:
        """The outcome in the report's language: each result's outcome by the pack's label,
        "attacker vs defender: …" when a roll has several; a typed outcome as typed."""
        if roll.outcome is None:
            return None
        if roll.kind == MOVEMENT_KIND and roll.outcome.key in MOVEMENT_OUTCOMES:
            return Outcome(self.words(MOVEMENT_OUTCOMES[roll.outcome.key]))
        if roll.kind == SEAL_KIND:
            return Outcome(roll.outcome.key)
        if roll.kind == vocabulary.CHARGE_DECISION_KIND:
            # The decision's words as logged (English: the row is hashed), said in the
            # report's language from the charge phase's templates (`words.reasons`).
            logged = roll.outcome.label or roll.outcome.key
            said = vocabulary.said_from(logged, {}, self.words.translate, self.words.reasons)
            return Outcome(logged if said is None else said)
        if roll.kind == SEED_CUSTODY_KIND and roll.outcome.key in SEED_CUSTODY_OUTCOMES:
            return Outcome(self.words(SEED_CUSTODY_OUTCOMES[roll.outcome.key], roll.outcome.label))
        keys = roll.outcome.key.split(" | ")
        typed_each = self._typed_each(roll, keys)
        texts: list[str] = []
        for key in keys:
            label = self.outcome_label(roll.kind, key)
            if label is None and (key.startswith("book: ") or typed_each):
                label = key.removeprefix("book: ")
            if label is None:
                # Not the pack's: the umpire's words, or a key of another pack.
                return Outcome(roll.outcome.label or roll.outcome.key, roll.outcome_typed)
            texts.append(label)
        pairs = self._result_roles(roll, len(texts))
        if pairs is not None:
            texts = [
                self.words(VERSUS, a, b, text) for (a, b), text in zip(pairs, texts, strict=True)
            ]
        return Outcome("; ".join(texts), roll.outcome_typed)

    def _typed_each(self, roll: LoggedRoll, keys: list[str]) -> bool:
        """Several outcomes typed from the book for a table that names none: the log keeps
        each as typed, and its label says them by the roles' keys ("attacker vs defender:
        …; attacker2 vs defender: …"). True when the label is just that, so the report
        may say the same by the roles' names."""
        if not roll.outcome_typed or roll.outcome is None:
            return False
        pairs = self._role_keys(roll, len(keys))
        if pairs is None:
            return False
        logged = "; ".join(
            f"{attacker} vs {defender}: {key.removeprefix('book: ')}"
            for (attacker, defender), key in zip(pairs, keys, strict=True)
        )
        return logged == roll.outcome.label

    def _role_keys(self, roll: LoggedRoll, results: int) -> list[tuple[str, str]] | None:
        """Who each of several results is between, by the roles' keys: each attacker and
        the defender."""
        if results < 2:
            return None
        spec = self.roll_kind(roll.kind)
        if spec is None or spec.compare != "difference":
            return None
        roles = [side.role for side in roll.sides]
        defenders = [r for r in roles if not _repeatable(spec, r)]
        attackers = [r for r in roles if _repeatable(spec, r)]
        if len(defenders) != 1 or len(attackers) != results:
            return None
        return [(attacker, defenders[0]) for attacker in attackers]

    def _result_roles(self, roll: LoggedRoll, results: int) -> list[tuple[str, str]] | None:
        """Who each of several results is between, by the roles' names."""
        pairs = self._role_keys(roll, results)
        if pairs is None:
            return None
        return [(self.role(roll.kind, a), self.role(roll.kind, d)) for a, d in pairs]

    # --- effects --------------------------------------------------------------------------

    def effect(self, effect: Effect) -> str:
        """One roster change in the console's words ("I./15th: uorden: i orden → U")."""
        return vocabulary.effect_label(effect, self._effect_names(), self.words.translate)

    def effects_by_unit(self, effects: Iterable[Effect]) -> list[str]:
        """A roll's changes grouped by whom they change, each name said once: "I./15th:
        figurer 36 → 33, uorden i orden → U"."""
        grouped: dict[str, list[str]] = {}
        names = {**self._effect_names()}
        for effect in effects:
            key = effect.unit or ""
            if effect.what == "order_status":  # the outcome beside it says why: "order: followed"
                order = vocabulary.label("order_status", self.words.translate)
                new = vocabulary.value_label(effect.to, names, self.words.translate)
                grouped.setdefault(key, []).append(f"{order}: {new}")
                continue
            names_without = {**names, key: _NO_UNIT}
            sentence = vocabulary.effect_label(effect, names_without, self.words.translate)
            if sentence.startswith(_NO_UNIT + ": "):
                grouped.setdefault(key, []).append(sentence[len(_NO_UNIT) + 2 :])
            else:  # a translation that puts the name elsewhere: its whole sentence
                grouped.setdefault("", []).append(sentence.replace(_NO_UNIT, self.who(key)))
        lines = []
        for key, parts in grouped.items():
            if key:
                lines.append(f"{names.get(key, key)}: {', '.join(parts)}")
            else:
                lines.extend(parts)
        return lines

    def _effect_names(self) -> dict[str, str]:
        return {**self.sides, **self.names}


def _repeatable(spec: RollKind, role: str) -> bool:
    try:
        return spec.role(role).repeatable
    except KeyError:
        return False


def game_pack(game: Game, pack_hash: str | None = None) -> RulePack | None:
    """The game's pack, or the copy of the pack with `pack_hash` it keeps (the one an
    earlier roll was made with); None if it holds none this console can read."""
    try:
        copy = game.pack(pack_hash)
        return parse_pack_text(copy.toml, source=f"{game.path.name} (pack)")
    except (PackError, GameFileError):  # the report shows the keys
        return None


def readable(game: Game, words: ReportWords = ENGLISH, pack: RulePack | None = None) -> Readable:
    """The names of the roster, and the labels of the game's pack in the report's language."""
    pack = pack if pack is not None else game_pack(game)
    sides = {side.key: side.name for side in game.sides()}
    commanders = game.commanders()
    side_of: dict[str, str] = {c.key: c.side for c in commanders}
    side_of.update((o.key, side_of.get(o.commander, "")) for o in game.orderlies())
    side_of.update((u.key, u.side) for u in game.units())
    side_of.update((key, key) for key in sides)
    names = {c.key: c.name for c in commanders}
    names.update(game.names())
    return Readable(
        words=words,
        names=names,
        sides=sides,
        side_of={k: v for k, v in side_of.items() if v},
        pack=pack,
        tables=dict(pack.tables) if pack is not None else {},
    )
