"""A read roll as the store will log it: the draft with its evidence.

`draft_of` turns a resolution and the rules' effects into the store's draft: every
role's dice (console or typed), each factor counted with its table, column and rule
reference (marked `typed` where the pack leaves the cell unset and the umpire typed its
value from the book), the total, the table cell used, the outcome (typed from the book or
read), the effects as the store applies them, and the note (which ends "typed from the
book: …" when the umpire typed figures lost or a disorder, the outcome typed or read).
What the store has no place for (a unit removed, a pack's own note) goes into the note, as
a `Note` whose English the log keeps and whose template a front end translates. The
note's words are English and must not change: the log is evidence. Pure: no Qt, no SQL.

The draft is plain values (`DraftParts`, `Change`), checked as the store checks them
(`store.checks`) as they are made; its `record` is the store's `RollDraft`, made when
first asked for, so `ba-console resolve`, which says whether the store would log the roll
but logs nothing, does without the store's records (pydantic).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ba_console.core.frozen import Plain, record
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import RollKind
from ba_console.core.resolve import Resolution
from ba_console.core.vocabulary import DISORDERS, TYPED_EFFECTS, TYPED_EFFECTS_BEFORE
from ba_console.play.choices import Note, PlayError, RollChoices
from ba_console.play.state import GameState
from ba_console.rules.common import Effect as RuleEffect
from ba_console.store.checks import check_effect, check_roles, check_side

if TYPE_CHECKING:
    from ba_console.store.records import Effect as StoreEffect
    from ba_console.store.records import RollDraft

# Filled as they are, these templates are the log's English; translated, with names and
# labels for the keys, they are what a front end lists.
NO_ORDER_NOTE = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit}: order {status} (no order written for bound {bound})"
)
REMOVED_NOTE = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit} is removed: fewer than 3 figures ({rule})"
)
EFFECT_NOTE = QT_TRANSLATE_NOOP("RollOperations", "{unit}: {text}")  # the pack's own words
CHANGE_NOTE = QT_TRANSLATE_NOOP("RollOperations", "{unit} {what}: {old} → {new} ({rule})")
# The lower total of a roll read on the difference (General de Brigade's melee).
LOSER_NOTE = QT_TRANSLATE_NOOP("RollOperations", "{unit} has the lower total and loses ({rule})")
NOT_STAFF = QT_TRANSLATE_NOOP("RollOperations", "{key} is neither a commander nor an orderly")
# A replacement (Table 19, 1.1.4) the roster cannot make: said before Confirm.
NOT_FALLEN = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit} has not fallen: there is no commander to replace (1.1.4)"
)
NO_ORDERLY = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit} has no orderly left standing to replace him (1.1.4)"
)
ORDERLY_FALLEN = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit} has fallen and cannot replace his commander (1.1.4)"
)
ORDERLY_REPLACED = QT_TRANSLATE_NOOP(
    "RollOperations",
    "{unit} has already replaced his commander and is no longer an orderly (1.1.4)",
)
NO_COMMANDER = QT_TRANSLATE_NOOP(
    "RollOperations", "{unit}: the roster names no commander for this orderly"
)


@functools.cache
def note_templates() -> tuple[str | tuple[str, str], ...]:
    """What a logged note may quote in English, for the window and the dispute report to
    say it in their language (`core.vocabulary.note_in_words`): the rules' restrictions a
    ruling set aside (context "rules"), these notes of a roll's effects (not the pack's
    own words, `EFFECT_NOTE`, which stay as the pack wrote them), the words of the
    charge phase's decisions, their labels and notes (`play.charge.words`), and the store's
    notes of its own seals."""
    from ba_console.play.charge.words import said_templates
    from ba_console.rules.registry import restriction_templates
    from ba_console.store.game import TAKEN_BACK_COPY_NOTE, TAKEN_BACK_NOTE

    ours = (NO_ORDER_NOTE, REMOVED_NOTE, CHANGE_NOTE, LOSER_NOTE)
    return (
        *restriction_templates(),
        *(("RollOperations", template) for template in ours),
        *said_templates(),
        # The store's note of a seal logged as a left file was taken back (`Game.take_back`).
        *(("store", template) for template in (TAKEN_BACK_NOTE, TAKEN_BACK_COPY_NOTE)),
    )


class Change(NamedTuple):
    """One change the store applies (its `Effect`), as plain values checked as it checks
    them: `unit` (or commander, orderly or side key), `what`, from → to."""

    unit: str | None
    what: str
    from_: Any = None
    to: Any = None

    def data(self) -> dict[str, Any]:
        return {"unit": self.unit, "what": self.what, "from": self.from_, "to": self.to}


@record(slots=False)  # keeps its record once made
class DraftParts(Plain):
    """A draft as plain values, checked as the store checks them (`store.checks`): each
    side as `RollSide`'s fields (its factors as `Factor`'s), the outcome as `Outcome`'s,
    the changes. `record` is the store's `RollDraft` of them."""

    kind: str
    units: tuple[str, ...]
    sides: tuple[dict[str, Any], ...]
    cell: str | None
    outcome_typed: bool
    outcome: dict[str, str] | None
    effects: tuple[Change, ...]
    note: str

    @functools.cached_property
    def record(self) -> RollDraft:
        from ba_console.store.records import RollDraft

        return RollDraft(
            kind=self.kind,
            units=self.units,
            sides=self.sides,
            cell=self.cell,
            outcome_typed=self.outcome_typed,
            outcome=self.outcome,
            effects=tuple(change.data() for change in self.effects),
            note=self.note,
        )


def store_effects(
    state: GameState, effects: Sequence[RuleEffect]
) -> tuple[list[StoreEffect], list[Note]]:
    """The rules' effects as the store keeps them, and the notes for the rest."""
    from ba_console.store.records import Effect as StoreEffect

    changes, notes = store_changes(state, effects)
    return [StoreEffect.model_validate(change.data()) for change in changes], notes


def store_changes(
    state: GameState, effects: Sequence[RuleEffect]
) -> tuple[list[Change], list[Note]]:
    """The rules' effects as the changes the store keeps (checked as it checks them), and
    the notes for the rest."""
    bound = state.bound
    out: list[Change] = []
    notes: list[Note] = []

    def note(template: str, **args: object) -> None:
        notes.append(Note(template.format(**args), template, args))

    for effect in effects:
        what, key = effect.what, effect.unit
        if what in ("figures", "gunners", "valour", "formation"):
            out.append(Change(unit=key, what=what, from_=effect.from_, to=effect.to))
        elif what == "disorder":
            if effect.to in DISORDERS:
                out.append(Change(unit=key, what=what, from_=effect.from_, to=effect.to))
            else:  # General de Brigade's "unformed" is a state, not a disorder step
                flag = {"key": str(effect.to), "expires_after": None}
                out.append(Change(unit=key, what="flag", to=flag))
        elif what == "loss_part":
            out.append(Change(unit=key, what="loss_part", to=str(effect.to)))
        elif what == "supplies":
            out.append(Change(unit=key, what="supplies_left", from_=effect.from_, to=effect.to))
        elif what == "flag":
            flag = {"key": str(effect.to), "expires_after": effect.until_bound}
            out.append(Change(unit=key, what="flag", to=flag))
        elif what == "side_penalty":
            payload = {"value": int(effect.to or 0), "until_bound": effect.until_bound or bound}
            out.append(Change(unit=key, what="side_penalty", to=payload))
        elif what == "staff":
            out.append(_staff_falls(state, key))
        elif what == "replacement":
            out.extend(_replaced(state, key))
        elif what == "rating":
            commander = _replacement(state, key)[0]
            figure = state.staff(commander)
            rating = figure.rating if figure is not None else "normal"
            if rating != effect.to:
                out.append(
                    Change(unit=commander, what="commander_rating", from_=rating, to=effect.to)
                )
        elif what == "order":
            order = state.written_order(key)
            status = "followed" if effect.to == "followed" else "not_followed"
            if order is None:
                note(NO_ORDER_NOTE, unit=key, status=status, bound=bound)
            elif order.status != status:
                out.append(Change(unit=key, what="order_status", from_=order.status, to=status))
        elif what == "removed":
            note(REMOVED_NOTE, unit=key, rule=effect.rule)
        elif what == "note":
            note(EFFECT_NOTE, unit=key, text=effect.to)
        elif what == "loser":
            note(LOSER_NOTE, unit=key, rule=effect.rule)
        else:
            note(CHANGE_NOTE, unit=key, what=what, old=effect.from_, new=effect.to,
                 rule=effect.rule)  # fmt: skip
    for change in out:
        check_effect(change.what, change.unit, change.from_, change.to)
    return out, notes


def _staff_falls(state: GameState, key: str) -> Change:
    staff = state.staff(key)
    if staff is None:
        raise PlayError.of(NOT_STAFF, key=key)
    what = "commander_fallen" if staff.kind == "commander" else "orderly_fallen"
    return Change(unit=key, what=what, from_=staff.fallen, to=True)


def _replacement(state: GameState, key: str) -> tuple[str, str | None]:
    """The commander a replacement roll (Table 19) puts back, and the orderly whose figure
    is removed for him (1.1.4): the roll is the orderly's, or the fallen commander's
    (his first orderly standing replaces him). None: no orderly standing."""
    staff = state.staff(key)
    if staff is None:
        raise PlayError.of(NOT_STAFF, key=key)
    names = state.names()
    if staff.kind == "orderly":
        if staff.commander is None:
            raise PlayError.of(NO_COMMANDER, unit=names.get(key, key))
        return staff.commander, key
    standing = [o for o in staff.orderlies if (f := state.staff(o)) is not None and not f.fallen]
    return key, (standing[0] if standing else None)


def _replaced(state: GameState, key: str) -> list[Change]:
    """A replacement (Table 19) made: the commander back (no longer fallen) and the orderly
    figure removed (1.1.4); refused where the roster cannot say it."""
    commander, orderly = _replacement(state, key)
    names = state.names()
    figure = state.staff(commander)
    if figure is None:
        raise PlayError.of(NOT_STAFF, key=commander)
    if not figure.fallen:
        raise PlayError.of(NOT_FALLEN, unit=names.get(commander, commander))
    if orderly is None:
        raise PlayError.of(NO_ORDERLY, unit=names.get(commander, commander))
    if (found := state.staff(orderly)) is not None and found.fallen:
        refusal = ORDERLY_REPLACED if found.replaced else ORDERLY_FALLEN
        raise PlayError.of(refusal, unit=names.get(orderly, orderly))
    return [
        Change(unit=commander, what="commander_fallen", from_=True, to=False),
        Change(unit=orderly, what="orderly_removed", from_=False, to=True),
    ]


def _loss_text(value: object) -> str:
    if isinstance(value, tuple | list):
        return " + ".join(str(part) for part in value)
    return str(value)


def _typed_effects_said(
    state: GameState,
    choices: RollChoices,
    resolution: Resolution,
    effects: Sequence[RuleEffect],
) -> list[str]:
    """The outcome's effects typed from the book (`RollChoices.outcome_effects`), in the
    log's English (`TYPED_EFFECTS`), each of whom it befalls: the unit or staff figure that
    rolled falls or has its order said; its side takes the side penalty (the side the rules
    gave it); the commander a replacement puts back is replaced and rated (1.1.4), not the
    orderly who rolled."""
    if not choices.outcome_effects or not resolution.results:
        return []
    role = resolution.results[0].roles[0]
    roller = next((r.unit for r in resolution.roles if r.role == role and r.unit), role)
    said = []
    for effect in choices.outcome_effects:
        template = TYPED_EFFECTS.get(effect.what)
        if template is None:
            continue
        who = roller
        if effect.what == "side_penalty":
            who = next((e.unit for e in effects if e.what == "side_penalty"), "")
            if not who:  # no side known (the rules warned): said of the figure, as before
                template = TYPED_EFFECTS_BEFORE[effect.what]
                who = roller
        elif effect.what in ("commander_replaced", "commander_rating"):
            who = _replacement(state, roller)[0] if state.staff(roller) is not None else roller
        said.append(template.format(who=who, value=effect.value))
    return said


def draft_of(
    state: GameState,
    choices: RollChoices,
    kind: RollKind,
    resolution: Resolution,
    labels: Mapping[str, str],
    effects: Sequence[RuleEffect],
    rulings: Sequence[str] = (),
) -> tuple[DraftParts, tuple[Note, ...]]:
    """The draft the store would log for this reading, and the notes said in it; ValueError
    where the store would refuse it."""
    stored, notes = store_changes(state, effects)
    sides = []
    for role in resolution.roles:
        factors = tuple(
            {
                "key": item.key,
                "label": item.label_en,
                "value": int(item.value or 0),
                "table": item.table,
                "column": item.column,
                "rule": item.rule,
                "auto": item.auto,
                "count": item.count if item.count > 1 else None,
                "typed": item.typed,
            }
            for item in role.counted
        )
        source = "console" if role.dice_source == "console" else "typed"
        check_side(role.role, role.faces, role.dice.sides, role.natural, None, source)
        sides.append(
            {
                "role": role.role,
                "unit": role.unit,
                "dice_source": source,
                "faces": role.faces,
                "die_sides": role.dice.sides,
                "natural": role.natural,
                "factors": factors,
                "total": role.total,
            }
        )
    outcome = None
    keys = [r.outcome_key for r in resolution.results if r.outcome_key]
    if keys:
        texts = []
        for result in resolution.results:
            key = result.outcome_key or "?"
            text = labels.get(key, key.removeprefix("book: "))
            texts.append(
                f"{' vs '.join(result.roles)}: {text}" if len(resolution.results) > 1 else text
            )
        outcome = {"key": " | ".join(keys), "label": "; ".join(texts)}
    cells = [r.lookup.cell for r in resolution.results if r.lookup.cell]
    unset = [f"{role.role}: {f.table} {f.key} unset" + (f" ×{f.count}" if f.count > 1 else "")
             for role in resolution.roles for f in role.unset]  # fmt: skip
    note_parts = [choices.note.strip()] if choices.note.strip() else []
    role_notes = [c.note for c in choices.roles if c.note]
    note_parts += [*rulings, *role_notes, *(n.text for n in notes), *unset]
    typed = any(r.typed for r in resolution.results)
    # Figures lost and disorder the umpire typed are his, not the pack's, whether the
    # outcome was typed from the book too or read from the pack (an outcome the pack gives
    # no effects): the note says so, in the words `core.vocabulary` reads back.
    # So are an outcome's other effects typed where the pack gives it none (a catch roll's
    # fall), said of the figure that rolled: "c-ney falls, c-ney side penalty -1".
    if choices.figures_lost or choices.disorder or choices.outcome_effects:
        entered = [f"{k} loses {_loss_text(v)}" for k, v in choices.figures_lost.items() if v]
        entered += [f"{k} to {v}" for k, v in choices.disorder.items() if v]
        entered += _typed_effects_said(state, choices, resolution, effects)
        if entered:
            note_parts.append("typed from the book: " + ", ".join(entered))
    check_roles(kind.key, [side["role"] for side in sides])
    draft = DraftParts(
        kind=kind.key,
        units=tuple(c.unit for c in choices.roles if c.unit)
        + tuple(c.target for c in choices.roles if c.target),
        sides=tuple(sides),
        cell="; ".join(cells) or None,
        outcome_typed=typed,
        outcome=outcome,
        effects=tuple(stored),
        note="; ".join(note_parts),
    )
    return draft, tuple(notes)
