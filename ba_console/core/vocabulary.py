"""The words for the store's and core's keys (arms, types, formations, flags, what an effect
changes…) and the sentence of one logged roster change, in any language, without Qt.

The store and core keep keys ("attack_column", "MD"); `WORDS` gives each its English label,
marked with `QT_TRANSLATE_NOOP("labels", ...)` so `pyside6-lupdate` collects it, and every
function here takes the `translate(context, text)` that says it in the reader's language:
the GUI passes `QCoreApplication.translate` (`gui.labels` wraps these for it), the dispute
report its own. So the log viewer's detail and the dispute report say an effect in the same
words ("I./15th (i-15): uorden: i orden → U"). A key without a label shows as itself with
underscores turned into spaces. The log keeps the keys (they are hashed); only what is shown
changes.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol

from ba_console.core.i18n import QT_TRANSLATE_NOOP

# The roster's words (digest §d): the store validates every value against them.
ARMS = ("infantry", "cavalry", "artillery", "supply")
UNIT_TYPES: dict[str, tuple[str, ...]] = {
    "infantry": ("line", "light", "guard"),
    "cavalry": ("heavy", "light", "lancers"),
    "artillery": ("foot", "horse"),
    "supply": ("waggon",),
}
DISORDERS = ("ordered", "LD", "MD", "FD")
LEVELS = ("army", "corps", "division", "brigade")
# A commander's rating, in the words of any rule set: Belle Alliance's (1.1.3) and General
# de Brigade's general ability (gifted, average, inept). Each rule set's own, and how it
# reads another's, are `rules.places.Ratings`.
RATINGS = ("effective", "normal", "ineffective", "gifted", "average", "inept")

# (context, English source text) -> the text in the reader's language; a source text it
# does not know comes back as it is (as Qt's `QCoreApplication.translate` does).
Translate = Callable[[str, str], str]


def english(context: str, text: str) -> str:
    """No translation: the English source text."""
    return text


CONTEXT = "labels"

WORDS: dict[str, str] = {
    # arms and types
    "infantry": QT_TRANSLATE_NOOP("labels", "infantry"),
    "cavalry": QT_TRANSLATE_NOOP("labels", "cavalry"),
    "artillery": QT_TRANSLATE_NOOP("labels", "artillery"),
    "supply": QT_TRANSLATE_NOOP("labels", "supply"),
    "waggon": QT_TRANSLATE_NOOP("labels", "waggon"),
    "line": QT_TRANSLATE_NOOP("labels", "line"),
    "light": QT_TRANSLATE_NOOP("labels", "light"),
    "guard": QT_TRANSLATE_NOOP("labels", "guard"),
    "heavy": QT_TRANSLATE_NOOP("labels", "heavy"),
    "lancers": QT_TRANSLATE_NOOP("labels", "lancers"),
    "foot": QT_TRANSLATE_NOOP("labels", "foot"),
    "horse": QT_TRANSLATE_NOOP("labels", "horse"),
    # formations (one vocabulary: ba_console.core.orders)
    "attack_column": QT_TRANSLATE_NOOP("labels", "attack column"),
    "column_of_march": QT_TRANSLATE_NOOP("labels", "column of march"),
    "square": QT_TRANSLATE_NOOP("labels", "square"),
    "battalion_mass": QT_TRANSLATE_NOOP("labels", "battalion mass"),
    "huddle": QT_TRANSLATE_NOOP("labels", "huddle"),
    "skirmish_line": QT_TRANSLATE_NOOP("labels", "skirmish line"),
    "work": QT_TRANSLATE_NOOP("labels", "work"),
    "rest": QT_TRANSLATE_NOOP("labels", "rest"),
    "none": QT_TRANSLATE_NOOP("labels", "no formation"),
    "limbered": QT_TRANSLATE_NOOP("labels", "limbered"),
    "unlimbered": QT_TRANSLATE_NOOP("labels", "unlimbered"),
    # roster records
    "side": QT_TRANSLATE_NOOP("labels", "side"),
    "commander": QT_TRANSLATE_NOOP("labels", "commander"),
    "unit": QT_TRANSLATE_NOOP("labels", "unit"),
    "orderly": QT_TRANSLATE_NOOP("labels", "orderly"),
    # disorder
    "ordered": QT_TRANSLATE_NOOP("labels", "ordered"),
    "LD": QT_TRANSLATE_NOOP("labels", "LD"),
    "MD": QT_TRANSLATE_NOOP("labels", "MD"),
    "FD": QT_TRANSLATE_NOOP("labels", "FD"),
    # General de Brigade's disorder
    "formed": QT_TRANSLATE_NOOP("labels", "formed"),
    "unformed": QT_TRANSLATE_NOOP("labels", "unformed"),
    # command levels and ratings
    "army": QT_TRANSLATE_NOOP("labels", "army"),
    "corps": QT_TRANSLATE_NOOP("labels", "corps"),
    "division": QT_TRANSLATE_NOOP("labels", "division"),
    "brigade": QT_TRANSLATE_NOOP("labels", "brigade"),
    "effective": QT_TRANSLATE_NOOP("labels", "particularly effective"),
    "normal": QT_TRANSLATE_NOOP("labels", "normal"),
    "ineffective": QT_TRANSLATE_NOOP("labels", "particularly ineffective"),
    "gifted": QT_TRANSLATE_NOOP("labels", "gifted"),
    "average": QT_TRANSLATE_NOOP("labels", "average"),
    "inept": QT_TRANSLATE_NOOP("labels", "inept"),
    # march rates and order statuses
    "fast": QT_TRANSLATE_NOOP("labels", "fast"),
    "charge": QT_TRANSLATE_NOOP("labels", "charge"),
    "split": QT_TRANSLATE_NOOP("labels", "split"),
    "assemble": QT_TRANSLATE_NOOP("labels", "assemble"),
    "written": QT_TRANSLATE_NOOP("labels", "written"),
    "needs_roll": QT_TRANSLATE_NOOP("labels", "needs ordering roll"),
    "followed": QT_TRANSLATE_NOOP("labels", "followed"),
    "not_followed": QT_TRANSLATE_NOOP("labels", "not followed"),
    # flags (ba_console.rules.belle_alliance.FLAG_DURATIONS)
    "fired": QT_TRANSLATE_NOOP("labels", "fired"),
    "fired_at": QT_TRANSLATE_NOOP("labels", "fired at"),
    "continued_fire": QT_TRANSLATE_NOOP("labels", "continued fire"),
    "passed_through": QT_TRANSLATE_NOOP("labels", "passed through"),
    "fast_march": QT_TRANSLATE_NOOP("labels", "fast march"),
    "changed_formation": QT_TRANSLATE_NOOP("labels", "changed formation"),
    "charged": QT_TRANSLATE_NOOP("labels", "charged"),
    "attacked": QT_TRANSLATE_NOOP("labels", "attacked"),
    "defended": QT_TRANSLATE_NOOP("labels", "defended"),
    "opponent_into_fd": QT_TRANSLATE_NOOP("labels", "put opponent into FD"),
    # what became of a unit's order in the movement phase (a `movement` row's outcome)
    "as_ordered": QT_TRANSLATE_NOOP("labels", "as ordered"),
    "in_part": QT_TRANSLATE_NOOP("labels", "only in part"),
    "not_carried_out": QT_TRANSLATE_NOOP("labels", "not carried out"),
    "movement": QT_TRANSLATE_NOOP("labels", "movement"),
    # General de Brigade's charge phase (play.charge)
    "pinned": QT_TRANSLATE_NOOP("labels", "charged: stands or counter-charges"),
    "abandoned_guns": QT_TRANSLATE_NOOP("labels", "guns abandoned"),
    "low_ammunition": QT_TRANSLATE_NOOP("labels", "Low on Ammunition"),
    "dispersed": QT_TRANSLATE_NOOP("labels", "dispersed"),
    # columns of the factor tables (the pack's column keys)
    "attacker": QT_TRANSLATE_NOOP("labels", "attacker"),
    "defender": QT_TRANSLATE_NOOP("labels", "defender"),
    "loss": QT_TRANSLATE_NOOP("labels", "loss"),
    "moral": QT_TRANSLATE_NOOP("labels", "moral"),
    "roll": QT_TRANSLATE_NOOP("labels", "roll"),
    # how a roll's dice were thrown
    "console": QT_TRANSLATE_NOOP("labels", "console"),
    "typed": QT_TRANSLATE_NOOP("labels", "typed"),
    # what a roll's effect changes (ba_console.store.records.EFFECT_KINDS)
    "figures": QT_TRANSLATE_NOOP("labels", "figures"),
    "gunners": QT_TRANSLATE_NOOP("labels", "gunners"),
    "valour": QT_TRANSLATE_NOOP("labels", "valour"),
    "disorder": QT_TRANSLATE_NOOP("labels", "disorder"),
    "formation": QT_TRANSLATE_NOOP("labels", "formation"),
    "supplies_left": QT_TRANSLATE_NOOP("labels", "supplies left"),
    "position": QT_TRANSLATE_NOOP("labels", "position"),
    "marksmen": QT_TRANSLATE_NOOP("labels", "marksmen"),
    "name": QT_TRANSLATE_NOOP("labels", "name"),
    "figures_start": QT_TRANSLATE_NOOP("labels", "figures at the start"),
    "gunners_start": QT_TRANSLATE_NOOP("labels", "gunners at the start"),
    "valour_start": QT_TRANSLATE_NOOP("labels", "valour at the start"),
    "commander_fallen": QT_TRANSLATE_NOOP("labels", "commander fallen"),
    "commander_rating": QT_TRANSLATE_NOOP("labels", "commander's rating"),
    "commander_replaced_by": QT_TRANSLATE_NOOP("labels", "commander replaced by"),
    "commander_name": QT_TRANSLATE_NOOP("labels", "commander's name"),
    "commander_level": QT_TRANSLATE_NOOP("labels", "commander's level"),
    "commander_parent": QT_TRANSLATE_NOOP("labels", "superior commander"),
    "orderly_fallen": QT_TRANSLATE_NOOP("labels", "orderly fallen"),
    "orderly_removed": QT_TRANSLATE_NOOP("labels", "orderly removed for his commander"),
    "orderly_name": QT_TRANSLATE_NOOP("labels", "orderly's name"),
    "order_status": QT_TRANSLATE_NOOP("labels", "order"),
    # named by a rules effect the store keeps no column for (notes and warnings say it)
    "figures_lost": QT_TRANSLATE_NOOP("labels", "figures lost"),
}

# A logged value that is no key: nothing, or a yes/no field ("commander fallen").
NONE_WORD = QT_TRANSLATE_NOOP("labels", "none")
YES_WORD = QT_TRANSLATE_NOOP("labels", "yes")
NO_WORD = QT_TRANSLATE_NOOP("labels", "no")
# A unit's supplies left when it has all of them: no count of rolls (5.5.3), not none.
UNLIMITED_WORD = QT_TRANSLATE_NOOP("labels", "unlimited")

# One logged change, as a sentence; {who} is the unit's (or side's) name.
FLAG_REMOVED = QT_TRANSLATE_NOOP("labels", "{who}: “{flag}” removed")
# A flag that ran until a bound, removed (expired when a bound began, or a void took it back).
FLAG_REMOVED_UNTIL = QT_TRANSLATE_NOOP("labels", "{who}: “{flag}” (until bound {bound}) removed")
FLAG_SET = QT_TRANSLATE_NOOP("labels", "{who}: “{flag}” set")
FLAG_SET_UNTIL = QT_TRANSLATE_NOOP("labels", "{who}: “{flag}” until bound {bound}")
PENALTY_SET = QT_TRANSLATE_NOOP("labels", "side {who}: penalty {value} until bound {bound}")
LOSS_PART = QT_TRANSLATE_NOOP(
    "labels", "{who}: {part} of a figure lost, summed with this phase's other losses (3.1.5)"
)
PENALTY_REMOVED = QT_TRANSLATE_NOOP(
    "labels", "side {who}: penalty {value} (until bound {bound}) removed"
)
CHANGE = QT_TRANSLATE_NOOP("labels", "{who}: {what} {old} → {new}")
# An orderly who replaced his fallen commander (Table 19, 1.1.4), and a void taking it back.
ORDERLY_REMOVED = QT_TRANSLATE_NOOP(
    "labels", "{who}: figure removed, his commander placed where it stood (1.1.4)"
)
ORDERLY_BACK = QT_TRANSLATE_NOOP(
    "labels", "{who}: figure back on the table, the replacement voided (1.1.4)"
)


class EffectLike(Protocol):
    """One change a roll makes, as the store's `Effect` holds it (the core knows no store)."""

    @property
    def unit(self) -> str | None: ...

    @property
    def what(self) -> str: ...

    @property
    def from_(self) -> Any: ...

    @property
    def to(self) -> Any: ...


# Factors the console counts of itself, by (table, key): no row of a pack's table names them,
# so the log keeps only the English label; the reader reads it in his language from here.
CONSOLE_FACTORS: dict[tuple[str, str], str] = {
    ("t18", "side_penalty"): QT_TRANSLATE_NOOP(
        "labels", "Side penalty after a fallen staff figure"
    ),  # Table 18, 1.1.4 (`rules.belle_alliance.staff`)
}


def console_factor_label(table: str, key: str, translate: Translate = english) -> str | None:
    """The label of a factor the console counts of itself (`CONSOLE_FACTORS`) in
    `translate`'s language; None for any other (a pack's row)."""
    text = CONSOLE_FACTORS.get((table, key))
    return translate(CONTEXT, text) if text is not None else None


def label(key: str, translate: Translate = english) -> str:
    """The label of a vocabulary key in `translate`'s language."""
    text = WORDS.get(key)
    if text is None:
        return key.replace("_", " ")
    return translate(CONTEXT, text)


def rule_label(rule: str, translate: Translate = english) -> str:
    """A rule reference as the reader reads it: the charge rules' ("VII, charges (digest
    A.2)", context "charges") in `translate`'s language, a section number as it is."""
    return translate("charges", rule)


def value_label(value: Any, names: Mapping[str, str], translate: Translate = english) -> str:
    """A logged value as the reader reads it: keys of the vocabulary by their labels ("MD" →
    "U" in Danish), roster keys (a commander replaced by another) by `names`."""
    if value is None:
        return translate(CONTEXT, NONE_WORD)
    if isinstance(value, bool):
        return translate(CONTEXT, YES_WORD if value else NO_WORD)
    if isinstance(value, str) and value in names:
        return names[value]
    if isinstance(value, str) and value in WORDS:
        return label(value, translate)
    return str(value)


def effect_label(
    effect: EffectLike, names: Mapping[str, str] | None = None, translate: Translate = english
) -> str:
    """One change a roll makes, in `translate`'s language: "I./15th: figures 36 → 33";
    `names` gives what to print for each unit, side or roster key (the log keeps the keys)."""
    names = names or {}
    who = names.get(effect.unit or "", effect.unit or "")
    if effect.what == "flag":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        until = payload.get("expires_after")
        if effect.to is None:
            template = FLAG_REMOVED if until is None else FLAG_REMOVED_UNTIL
        else:
            template = FLAG_SET if until is None else FLAG_SET_UNTIL
        flag = label(str(payload["key"]), translate)
        return _sentence(translate, template, who=who, flag=flag, bound=until)
    if effect.what == "side_penalty":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        value = int(payload["value"])
        signed = f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "±0"
        template = PENALTY_SET if effect.to is not None else PENALTY_REMOVED
        return _sentence(translate, template, who=who, value=signed, bound=payload["until_bound"])
    if effect.what == "loss_part":
        return _sentence(translate, LOSS_PART, who=who, part=effect.to)
    if effect.what == "orderly_removed" and isinstance(effect.to, bool):
        return _sentence(translate, ORDERLY_REMOVED if effect.to else ORDERLY_BACK, who=who)
    old, new = (value_label(value, names, translate) for value in (effect.from_, effect.to))
    if effect.what == "supplies_left":
        unlimited = translate(CONTEXT, UNLIMITED_WORD)
        old = unlimited if effect.from_ is None else old
        new = unlimited if effect.to is None else new
    return _sentence(
        translate, CHANGE, who=who, what=label(effect.what, translate), old=old, new=new
    )


def _sentence(translate: Translate, template: str, **args: object) -> str:
    try:
        return translate(CONTEXT, template).format(**args)
    except (KeyError, IndexError, ValueError):
        # A translation whose placeholders do not match the source: English beats a crash.
        return template.format(**args)


# --- the log's own sentences, which the interfaces say in their language ------------------

BOUND_STARTED_KIND = "bound_started"  # the row the console logs when a bound begins
MOVEMENT_KIND = "movement"  # what a unit did of its order in the movement phase (no dice)
MOVEMENT_OUTCOMES = ("as_ordered", "in_part", "not_carried_out")
# The umpire's decisions in General de Brigade's charge phase (play.charge): rows without dice.
CHARGE_DECISION_KIND = "charge_decision"


def bound_started_note(bound: int, expired: int) -> str:
    """The note of a `bound_started` row, as the log keeps it: "Bound 2 began; 1 flag
    expired." It is hashed, so its English never changes; the log viewer and the dispute
    report say it in their language from the row's bound and its effects (the flags that
    expired), when the note is this sentence (`is_bound_started_note`)."""
    flags = f"{expired} flag expired." if expired == 1 else f"{expired} flags expired."
    return f"Bound {bound} began; {flags}"


def is_bound_started_note(kind: str, bound: int, note: str, expired: int) -> bool:
    """Whether a row's note is the console's own sentence for a new bound (not the umpire's
    words), so it may be said in another language from the row itself."""
    return kind == BOUND_STARTED_KIND and note == bound_started_note(bound, expired)


# --- the roster's keys in the log's own words, said by their names ---------------------------


def with_names(text: str, names: Mapping[str, str]) -> str:
    """`text` (a logged note: "typed from the book: i-1t loses 2") with each roster key
    said by its name ("… 1/1e Tirailleurs loses 2"), as the umpire and the players know
    them; "Name (key)" becomes "Name". The log keeps the keys: a key names one unit for
    good, where a name may be corrected; only what is shown changes. A key that could be
    a plain word (letters only, 3 or fewer) is left alone, not to rename an umpire's "of"."""
    if not text or not names:
        return text
    pattern = _key_pattern(tuple(sorted(k for k, n in names.items() if n and n != k)))
    if pattern is None:
        return text
    for key in {match.group(0) for match in pattern.finditer(text)}:
        text = text.replace(f"{names[key]} ({key})", names[key])
    return pattern.sub(lambda match: names[match.group(0)], text)


# The console's own part of a roll's note, the effects the umpire typed from the book
# (`play.record`): "typed from the book: i-1t loses 3, i-1t to FD", the note's last part.
TYPED_PREFIX = "typed from the book: "
TYPED_NOTE = QT_TRANSLATE_NOOP("labels", "typed from the book: {entries}")
TYPED_LOSS = QT_TRANSLATE_NOOP("labels", "{who} loses {figures}")
TYPED_DISORDER = QT_TRANSLATE_NOOP("labels", "{who} to {disorder}")
# The patterns below are kept as text, compiled by `re` (and kept in its cache) at their
# first use: the window's first frame reads no note.
_TYPED_LOSS = r"(\S+) loses (\S.*)"
_TYPED_DISORDER = rf"(\S+) to ({'|'.join(DISORDERS)})"
# An outcome's other effects typed where the pack gives it none (`play.record`), by the
# pack's effect kind, each of whom it befalls: the staff figure that rolled falls, its SIDE
# takes the penalty, the COMMANDER is replaced (the orderly's figure makes way, 1.1.4) and
# rated: "c-ney falls", "side penalty -1 for france", "commander ney replaced", "rating
# effective for ney", "i-2g order not followed".
TYPED_EFFECTS: dict[str, str] = {
    "staff_falls": QT_TRANSLATE_NOOP("labels", "{who} falls"),
    "side_penalty": QT_TRANSLATE_NOOP("labels", "side penalty {value} for {who}"),
    "order_followed": QT_TRANSLATE_NOOP("labels", "{who} order followed"),
    "order_failed": QT_TRANSLATE_NOOP("labels", "{who} order not followed"),
    "commander_replaced": QT_TRANSLATE_NOOP("labels", "commander {who} replaced"),
    "commander_rating": QT_TRANSLATE_NOOP("labels", "rating {value} for {who}"),
}
# The words rows logged before 2026-12-05 keep (the note is hashed): each of the figure
# that rolled ("hiller side penalty -1", "ir15.o1 commander replaced"). Read back as they
# were written; no new row says them.
TYPED_EFFECTS_BEFORE: dict[str, str] = {
    "side_penalty": QT_TRANSLATE_NOOP("labels", "{who} side penalty {value}"),
    "commander_replaced": QT_TRANSLATE_NOOP("labels", "{who} commander replaced"),
    "commander_rating": QT_TRANSLATE_NOOP("labels", "{who} rating {value}"),
}
# The same effects as an outcome gives them, of no one: the roll dialog's fields and what
# Alt+M offers to remember ("falls", "side penalty -1", "rating particularly effective").
EFFECT_WORDS: dict[str, str] = {
    "staff_falls": QT_TRANSLATE_NOOP("labels", "falls"),
    "side_penalty": QT_TRANSLATE_NOOP("labels", "side penalty {value}"),
    "order_followed": QT_TRANSLATE_NOOP("labels", "order followed"),
    "order_failed": QT_TRANSLATE_NOOP("labels", "order not followed"),
    "commander_replaced": QT_TRANSLATE_NOOP("labels", "commander replaced"),
    "commander_rating": QT_TRANSLATE_NOOP("labels", "rating {value}"),
}


def _typed_pattern(template: str) -> str:
    return (
        re.escape(template)
        .replace(r"\{who\}", r"(?P<who>\S+)")
        .replace(r"\{value\}", r"(?P<value>\S+)")
    )


# Each template with its pattern, today's words first: no entry reads as two of them.
_TYPED_EFFECTS = [
    (template, _typed_pattern(template))
    for template in (*TYPED_EFFECTS.values(), *TYPED_EFFECTS_BEFORE.values())
]


# A sentence a note may quote: a rules template (context "rules"), or (context, template).
Said = str | tuple[str, str]

# The console's other parts of a roll's note (`play.roll`, `play.movement`, `play.record`):
# a restriction the umpire ruled past (1.1.9), and a factor ticked whose cell is unset.
RULED_ROLL = QT_TRANSLATE_NOOP(
    "labels", "umpire's ruling (1.1.9): rolled anyway although {unit}: {reason}"
)
RULED_MOVE = QT_TRANSLATE_NOOP("labels", "umpire's ruling (1.1.9): done although {unit}: {reason}")
# A melee's defender and the column of Table 8 it read (`rules.belle_alliance.melee`).
DEFENDER_ATTACKED = QT_TRANSLATE_NOOP(
    "labels", "defender {unit} fought as an attacker, Table 8's attacker column: {reason}"
)
DEFENDER_DESPITE = QT_TRANSLATE_NOOP(
    "labels", "defender {unit} fought as defender despite its attack order: {reason}"
)
DEFENDER_RULED = {
    "attacker": QT_TRANSLATE_NOOP(
        "labels", "defender {unit} read Table 8's attacker column by the umpire's ruling (1.1.9)"
    ),
    "defender": QT_TRANSLATE_NOOP(
        "labels", "defender {unit} read Table 8's defender column by the umpire's ruling (1.1.9)"
    ),
}
RULES_READING = QT_TRANSLATE_NOOP("labels", "the rules' reading: {reason}")
_DEFENDER_ATTACKED = r"defender (\S+) fought as an attacker, Table 8's attacker column: (.+)"
_DEFENDER_DESPITE = r"defender (\S+) fought as defender despite its attack order: (.+)"
_DEFENDER_RULED = (
    r"defender (\S+) read Table 8's (attacker|defender) column by the umpire's ruling \(1\.1\.9\)"
)
_RULES_READING = r"the rules' reading: (.+)"
UNSET_FACTOR = QT_TRANSLATE_NOOP("labels", "{role}: {table} {row} unset")
UNSET_FACTORS = QT_TRANSLATE_NOOP("labels", "{role}: {table} {row} unset ×{count}")
# The same, the factor by its row's label in the pack ("failed_bound" is a key to a reader).
UNSET_FACTOR_NAMED = QT_TRANSLATE_NOOP(
    "labels", "{role}: {table}, “{factor}”: unset in the pack, left out of the total"
)
UNSET_FACTORS_NAMED = QT_TRANSLATE_NOOP(
    "labels", "{role}: {table}, “{factor}” ×{count}: unset in the pack, left out of the total"
)
# A note's role and factor by the pack's labels, in the reader's language: `role(key)`
# and `factor(table, key)`, None where the pack has no such row (its key is shown).
RoleLabel = Callable[[str], str]
FactorLabel = Callable[[str, str], "str | None"]
_RULED = r"umpire's ruling \(1\.1\.9\): (rolled anyway|done) although (.+) \(([^\s()]+)\): (.+)"
# A ticked factor left unset with no value typed, as `play.record` writes it in a note.
_UNSET = r"([a-z0-9_]+): (\S+) (\S+) unset(?: ×(\d+))?"


def unset_roles(note: str) -> set[str]:
    """The roles a note says ticked a factor left unset, with no value typed ("attacker:
    t06 flanking_fire unset"): their totals leave it out."""
    found = (re.fullmatch(_UNSET, part) for part in note.split("; "))
    return {match.group(1) for match in found if match is not None}


def _console_part(
    part: str,
    names: Mapping[str, str],
    translate: Translate,
    reasons: tuple[Said, ...],
    role_label: RoleLabel | None = None,
    factor_label: FactorLabel | None = None,
) -> str | None:
    """One of the console's own parts of a note in `translate`'s language; None if `part`
    is not one (the umpire's words)."""
    ruled = re.fullmatch(_RULED, part)
    if ruled is not None:
        how, name, key, reason = ruled.groups()
        template = RULED_ROLL if how == "rolled anyway" else RULED_MOVE
        unit = names.get(key, name)
        return _sentence(
            translate, template, unit=unit, reason=_reason(reason, names, translate, reasons)
        )
    for pattern, template in (
        (_DEFENDER_ATTACKED, DEFENDER_ATTACKED),
        (_DEFENDER_DESPITE, DEFENDER_DESPITE),
    ):
        found = re.fullmatch(pattern, part)
        if found is not None:
            unit, reason = found.groups()
            said = _reason(reason, names, translate, reasons)
            return _sentence(translate, template, unit=names.get(unit, unit), reason=said)
    ruled_column = re.fullmatch(_DEFENDER_RULED, part)
    if ruled_column is not None:
        unit, column = ruled_column.groups()
        return _sentence(translate, DEFENDER_RULED[column], unit=names.get(unit, unit))
    reading = re.fullmatch(_RULES_READING, part)
    if reading is not None:
        said = _reason(reading.group(1), names, translate, reasons)
        return _sentence(translate, RULES_READING, reason=said)
    unset = re.fullmatch(_UNSET, part)
    if unset is not None:
        role, table, row, count = unset.groups()
        said = role_label(role) if role_label is not None else label(role, translate)
        factor = factor_label(table, row) if factor_label is not None else None
        if factor is not None:
            where = table_reference(table, None, translate=translate)
            if count:
                return _sentence(
                    translate, UNSET_FACTORS_NAMED, role=said, table=where, factor=factor,
                    count=count,
                )  # fmt: skip
            return _sentence(translate, UNSET_FACTOR_NAMED, role=said, table=where, factor=factor)
        if count:
            return _sentence(translate, UNSET_FACTORS, role=said, table=table, row=row, count=count)
        return _sentence(translate, UNSET_FACTOR, role=said, table=table, row=row)
    # A note of the console's own (a unit removed, an order's status): a whole part.
    return _from_templates(part, names, translate, [r for r in reasons if isinstance(r, tuple)])


def _reason(
    text: str, names: Mapping[str, str], translate: Translate, reasons: tuple[Said, ...]
) -> str:
    """A rule's reason, as logged in English, said from the first of the `reasons` it reads
    back as; else as logged, keys by name."""
    said = _from_templates(text, names, translate, reasons)
    return with_names(text, names) if said is None else said


# Arguments that hold a text of the console's own, said from the same templates: a charge's
# reaction or end inside its label, a check inside a decision's note (`play.charge.words`).
_SAID_ARGS = frozenset({"reaction", "end", "check"})


def said_from(
    text: str, names: Mapping[str, str], translate: Translate, templates: Iterable[Said]
) -> str | None:
    """A whole logged text of the console's own (a charge decision's label) said in
    `translate`'s language from the first of the (context, template) pairs it reads back
    as; None if none (the log keeps the English: it is hashed)."""
    pairs = tuple(t for t in templates if isinstance(t, tuple))
    return _from_templates(text, names, translate, pairs)


def _from_templates(
    text: str,
    names: Mapping[str, str],
    translate: Translate,
    templates: Iterable[Said],
    inner: bool = False,
) -> str | None:
    """`text` said from the first of `templates` (a rules template, or a (context,
    template) pair) it reads back as, its values as `display_text` says them: a unit by its
    name, a key of the vocabulary by its label, a text of the console's own inside it
    (`_SAID_ARGS`) said from the same templates; None if it reads back as none."""
    templates = tuple(templates)
    for template in templates:
        context, source = template if isinstance(template, tuple) else ("rules", template)
        found = _template_pattern(source).fullmatch(text)
        if found is None:
            continue
        args = _said_args(found.groupdict(), names, translate, templates, inner)
        if args is None:
            continue
        try:
            return translate(context, source).format(**args)
        except (KeyError, IndexError, ValueError):
            return None
    return None


def _said_args(
    values: Mapping[str, str],
    names: Mapping[str, str],
    translate: Translate,
    templates: tuple[Said, ...],
    inner: bool,
) -> dict[str, str] | None:
    """A template's values as read back, said; None when one that must be a text of the
    console's own (`_SAID_ARGS`) is not one: the text is then not this template's."""
    args: dict[str, str] = {}
    for name, value in values.items():
        if name == "unit":
            args[name] = names.get(value, value)
        elif name == "rule":
            args[name] = rule_label(value, translate)
        elif name == "formation":
            # A formation said in a label as its key with spaces ("forms attack column").
            key = value.replace(" ", "_")
            args[name] = value_label(key, {}, translate) if key in WORDS else value
        elif name in _SAID_ARGS:
            said = None if inner else _from_templates(value, names, translate, templates, True)
            if said is None:
                return None
            args[name] = said
        else:
            args[name] = value_label(value, {}, translate)
    return args


@functools.lru_cache(maxsize=1024)
def _template_pattern(template: str) -> re.Pattern[str]:
    """`template` as a pattern its filled-in text matches, each {name} a group (a name
    said twice, "{charger} … {charger}", the same text both times)."""
    parts = re.split(r"\{(\w+)\}", template)
    seen: set[str] = set()
    pattern = ""
    for i, part in enumerate(parts):
        if i % 2 == 0:
            pattern += re.escape(part)
        elif part in seen:
            pattern += f"(?P={part})"
        else:
            seen.add(part)
            pattern += f"(?P<{part}>.+?)"
    return re.compile(pattern)


def note_in_words(
    note: str,
    names: Mapping[str, str],
    translate: Translate = english,
    reasons: Iterable[Said] = (),
    role_label: RoleLabel | None = None,
    factor_label: FactorLabel | None = None,
) -> str:
    """A logged note as the reader reads it: roster keys by their `names` (`with_names`),
    and the console's own parts in `translate`'s language: a restriction the umpire ruled
    past (1.1.9), its reason said from the `reasons` (templates of context "rules", or
    (context, template) pairs, which also say a whole part of the console's own), a
    factor ticked whose cell is unset (by the pack's labels of its role and factor, when
    `role_label` and `factor_label` are given: "Rolling staff figure: Table 19, “each
    consecutive failed bound” ×2: unset in the pack, …"), and the last part "typed from
    the book: i-1t loses 3, i-1t to FD". The umpire's own words stay as typed; a part that
    does not read back as the console wrote it is left as logged. The log keeps the note as
    it was written."""
    reasons = tuple(reasons)
    parts: list[str] = []
    said: list[str | None] = []
    pieces = note.split("; ")
    while pieces:
        part = pieces.pop(0)
        found = _console_part(part, names, translate, reasons, role_label, factor_label)
        if found is None and pieces:
            # A part of the console's own may hold "; " itself (a charge check's words).
            joined = f"{part}; {pieces[0]}"
            found = _console_part(joined, names, translate, reasons, role_label, factor_label)
            if found is not None:
                part = joined
                pieces.pop(0)
        parts.append(part)
        said.append(found)
    if said[-1] is None:
        said[-1] = _typed_part(parts[-1], names, translate)
    if all(s is None for s in said):
        return with_names(note, names)
    shown: list[str] = []
    umpires: list[str] = []  # the umpire's words between the console's parts
    for part, console in zip(parts, said, strict=True):
        if console is None:
            umpires.append(part)
            continue
        if umpires:
            shown.append(with_names("; ".join(umpires), names))
            umpires = []
        shown.append(console)
    if umpires:
        shown.append(with_names("; ".join(umpires), names))
    return "; ".join(shown)


def _typed_part(part: str, names: Mapping[str, str], translate: Translate) -> str | None:
    """The console's "typed from the book: …" in `translate`'s language (None if `part` is
    not one)."""
    if not part.startswith(TYPED_PREFIX):
        return None
    entries: list[str] = []
    for entry in part.removeprefix(TYPED_PREFIX).split(", "):
        loss, disorder = re.fullmatch(_TYPED_LOSS, entry), re.fullmatch(_TYPED_DISORDER, entry)
        if loss is not None:
            who, figures = loss.groups()
            entries.append(
                _sentence(translate, TYPED_LOSS, who=names.get(who, who), figures=figures)
            )
        elif disorder is not None:
            who, step = disorder.groups()
            said = label(step, translate)
            entries.append(
                _sentence(translate, TYPED_DISORDER, who=names.get(who, who), disorder=said)
            )
        else:
            effect = _typed_effect(entry, names, translate)
            if effect is None:
                return None
            entries.append(effect)
    return _sentence(translate, TYPED_NOTE, entries=", ".join(entries))


def _typed_effect(entry: str, names: Mapping[str, str], translate: Translate) -> str | None:
    """One of an outcome's other effects typed from the book ("c-ney falls"), in
    `translate`'s language; None if `entry` is not one."""
    for template, pattern in _TYPED_EFFECTS:
        found = re.fullmatch(pattern, entry)
        if found is not None:
            args = found.groupdict()
            who = args.pop("who")
            if "value" in args:
                args["value"] = label(args["value"], translate)
            return _sentence(translate, template, who=names.get(who, who), **args)
    return None


@functools.lru_cache(maxsize=8)
def _key_pattern(keys: tuple[str, ...]) -> re.Pattern[str] | None:
    """Any of `keys` alone ("i-15"), not inside a longer word or key ("ii-15", "i-15b")."""
    wanted = [k for k in keys if not (k.isalpha() and len(k) <= 3)]
    if not wanted:
        return None
    alternatives = "|".join(re.escape(k) for k in sorted(wanted, key=len, reverse=True))
    return re.compile(rf"(?<![\w./-])(?:{alternatives})(?![\w-])")


# --- tables, named as the interface language names them ----------------------------------

TABLE_WORD = QT_TRANSLATE_NOOP("labels", "Table {n}")
RANGE_WORDS = QT_TRANSLATE_NOOP("labels", "{low} to {high}")
# The packs' table ids: "t08", "t18", and "t17r"/"t19r" (the result half the pack splits off
# the book's Table 17 or 19). Other ids ("charge_test") carry no number.
_TABLE_ID = r"t(\d+)([a-z]*)"
_TABLE_IN_RULE = r"\bTable (\d+)\b"
_CELL = r"(?P<table>\w+): (?P<where>.+)"
# A cell's range as `core.model.describe_range` writes it: 13-14, 0, 1-…, … to -1, -3 to 2.
_BAND = r"(?P<low>-?\d+|…)(?:-(?P<high>\d+|…)| to (?P<upper>-?\d+|…))?"
_THRESHOLD = r"(?P<klass>\w+) (?P<threshold>\d+)\+"


def table_reference(
    text: str | int,
    tables: Mapping[str, Any] | None = None,
    language: str = "en",
    translate: Translate = english,
) -> str:
    """A table as the interface language names it ("Skema 18"), from what the pack or the
    log writes: a rule reference ("1.1.4, Table 10" → "1.1.4, Skema 10"), a table's number
    (18), a table id ("t08" → "Skema 8") or a logged table cell ("t18: 17-18" → "Skema 18:
    17–18"). `tables` (the pack's) gives each table its number as the pack says it and
    names a table without one by its title in `language`. An id that is more than its
    number keeps the id beside it ("t19r" → "Skema 19 (t19r)"): the pack does not say what
    its suffix means, so it is not guessed. The log keeps the raw cell (it is hashed); only
    what is shown changes."""
    if isinstance(text, int):
        return _table_word(text, translate)
    if _is_table_id(text, tables):
        return _table_name(text, tables, language, translate)
    cell = re.fullmatch(_CELL, text)
    if cell and _is_table_id(cell["table"], tables):
        table_id = cell["table"]
        where = _cell_where(cell["where"], (tables or {}).get(table_id), language, translate)
        return f"{_table_name(table_id, tables, language, translate)}: {where}"
    text = rule_label(text, translate)  # General de Brigade's: "VII, evasion" in Danish
    return re.sub(_TABLE_IN_RULE, lambda found: _table_word(int(found[1]), translate), text)


def _table_word(number: int, translate: Translate) -> str:
    return _sentence(translate, TABLE_WORD, n=number)


def _is_table_id(text: str, tables: Mapping[str, Any] | None) -> bool:
    return text in (tables or {}) or re.fullmatch(_TABLE_ID, text) is not None


def _table_name(
    table_id: str, tables: Mapping[str, Any] | None, language: str, translate: Translate
) -> str:
    table = (tables or {}).get(table_id)
    found = re.fullmatch(_TABLE_ID, table_id)
    number = getattr(table, "number", None)
    if table is None and found:
        number = int(found[1])
    if number is None:
        title = getattr(table, "title", None)
        return title.get(language) if title is not None else table_id
    name = _table_word(number, translate)
    plain = found is not None and not found[2] and int(found[1]) == number
    return name if plain else f"{name} ({table_id})"


def _cell_where(where: str, table: Any, language: str, translate: Translate) -> str:
    """A cell's range (or a threshold and its class), and the column it was read in."""
    where, _, column = where.partition(" / ")
    band = re.fullmatch(_BAND, where)
    threshold = re.fullmatch(_THRESHOLD, where)
    if band and band["high"] is not None:
        shown = f"{_minus(band['low'])}–{_minus(band['high'])}"
    elif band and band["upper"] is not None:
        shown = _sentence(
            translate, RANGE_WORDS, low=_minus(band["low"]), high=_minus(band["upper"])
        )
    elif band:
        shown = _minus(band["low"])
    elif threshold:
        classes = getattr(table, "classes", {}) or {}
        klass = threshold["klass"]
        name = classes[klass].get(language) if klass in classes else label(klass, translate)
        shown = f"{name} {threshold['threshold']}+"
    else:
        shown = where
    return f"{shown} / {label(column, translate)}" if column else shown


def _minus(number: str) -> str:
    """A negative number with a minus sign, not a hyphen (which reads as a range's dash)."""
    return "−" + number[1:] if number.startswith("-") else number


def pack_row_label(
    tables: Mapping[str, Any] | None, table: str, key: str, language: str = "en"
) -> str | None:
    """The label of the row `key` of the pack's `table` in `language`; None if it has none."""
    for row in getattr((tables or {}).get(table), "rows", ()):
        if row.key == key:
            return row.label.get(language)
    return None


def factor_label(
    factor: Any,
    tables: Mapping[str, Any] | None = None,
    language: str = "en",
    translate: Translate = english,
) -> str:
    """A logged factor by its row's label in the pack, or the console's own (the side
    penalty, Table 18), in the reader's language; as logged when the pack has no such row
    any more."""
    table = factor.table or ""
    found = pack_row_label(tables, table, factor.key, language)
    found = found or console_factor_label(table, factor.key, translate)
    return found or factor.label or factor.key.replace("_", " ")


def factor_reference(
    factor: Any,
    tables: Mapping[str, Any] | None = None,
    language: str = "en",
    translate: Translate = english,
) -> str:
    """Where a logged factor was read, as the interface names it: "Skema 8 · angriber ·
    1.1.4, Skema 10" (the log keeps "t08", "attacker" and "1.1.4, Table 10")."""
    parts = [
        table_reference(factor.table, tables, language, translate) if factor.table else "",
        label(factor.column, translate) if factor.column else "",
        table_reference(factor.rule, None, language, translate) if factor.rule else "",
    ]
    return " · ".join(part for part in parts if part)
