"""The detail pane of the roll log viewer: one logged roll in HTML, every value escaped.

Each side's dice, every factor with its table, column and rule reference and whether the
roster or the umpire ticked it, the table cell read or "typed by the umpire", the outcome,
the effects, the note and the hashes, in the interface language. Its words keep the log
viewer's translation context ("RollLogView").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ba_console.core import vocabulary
from ba_console.core.phases import step_place
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.labels import effect_label, label, moment_text, table_reference
from ba_console.play import VOID_KIND
from ba_console.reports import times

if TYPE_CHECKING:
    from ba_console.store.records import Factor, LoggedRoll


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _named(key: str, names: Mapping[str, str]) -> str:
    """The name the umpire knows and the key the log keeps: "I./15th Infantry Regiment (i-15)"."""
    name = names.get(key)
    return f"{name} ({key})" if name and name != key else key


def _factor_reference(factor: Factor, tables: Mapping[str, Any] | None, language: str) -> str:
    """Where a logged factor was read, as the interface names it ("Skema 8 · angriber")."""
    return vocabulary.factor_reference(factor, tables, language, QCoreApplication.translate)


def _factor_label(factor: Factor, tables: Mapping[str, Any] | None, language: str) -> str:
    """A logged factor by its label in the interface language (as the report names it)."""
    return vocabulary.factor_label(factor, tables, language, QCoreApplication.translate)


def _step_keys(phase: str, sub_phase: str | None) -> str:
    """A step's place by its keys, for a detail shown without the pack's labels."""
    return step_place((), phase, sub_phase, "en")


def roll_detail_html(
    roll: LoggedRoll,
    kind_label: str = "",
    names: Mapping[str, str] | None = None,
    step_label: Callable[[str, str | None], str] | None = None,
    role_label: Callable[[str], str] | None = None,
    tables: Mapping[str, Any] | None = None,
    language: str = "en",
    note: str | None = None,
    void: LoggedRoll | None = None,
    outcome: str | None = None,
    called: Mapping[int, str] | None = None,
    odds: Sequence[str] = (),
) -> str:
    """The detail pane's text for one roll (HTML, every value escaped), in the interface
    language; `names` gives the roster's name of each unit key, `step_label` the step's
    place ("Melee phase › Melee", `core.phases.step_place`), `role_label` the pack's name
    of each side's role, `tables` (the
    pack's) its tables' numbers and titles (`labels.table_reference`), `note` the note as
    the log's table shows it (`RollLogModel.note_text`; default: as logged), `void` the row
    that voided this roll (its reason, when and in which bound, by the umpire), `outcome`
    the outcome in the interface language (default: as logged), `called` the words players
    called before console draws, by draw number (`GameDice.called_words`), `odds` the
    chance the outcome had, as the dispute report says it (`reports.log.roll_odds_captions`)."""
    h = escape
    names = names or {}
    role_of = role_label or (lambda key: key.replace("_", " "))
    # Each label is collected by lupdate from its own literal call (context RollLogView).
    bound_text = QCoreApplication.translate("RollLogView", "Bound {n}")
    voided_text = QCoreApplication.translate("RollLogView", "Voided by roll {n}")
    voided_when_text = QCoreApplication.translate(
        "RollLogView", "Voided by the umpire at {time} (bound {bound}, {phase}), roll {n}"
    )
    reason_text = QCoreApplication.translate("RollLogView", "Reason")
    voids_text = QCoreApplication.translate("RollLogView", "Voids roll {n}")
    units_text = QCoreApplication.translate("RollLogView", "Units")
    factor_text = QCoreApplication.translate("RollLogView", "Factor")
    reference_text = QCoreApplication.translate("RollLogView", "Table, column, rule")
    how_text = QCoreApplication.translate("RollLogView", "How")
    auto_text = QCoreApplication.translate("RollLogView", "auto")
    ticked_text = QCoreApplication.translate("RollLogView", "ticked")
    # A factor the pack leaves unset, its value typed by the umpire from the book.
    typed_factor_text = QCoreApplication.translate("RollLogView", "value typed from the book")
    # The role first: a role's label begins with a capital ("Kastende enhed, sum: 18").
    total_text = QCoreApplication.translate("RollLogView", "{role}, total: <b>{total}</b>")
    natural_text = QCoreApplication.translate("RollLogView", "natural {n}")
    typed_text = QCoreApplication.translate("RollLogView", "typed by the umpire from the book")
    cell_text = QCoreApplication.translate("RollLogView", "Table cell")
    outcome_text = QCoreApplication.translate("RollLogView", "Outcome")
    effects_text = QCoreApplication.translate("RollLogView", "Effects")
    note_text = QCoreApplication.translate("RollLogView", "Note")
    pack_text = QCoreApplication.translate("RollLogView", "Pack")
    previous_text = QCoreApplication.translate("RollLogView", "Previous hash")
    hash_text = QCoreApplication.translate("RollLogView", "Hash")
    # After the console draw's number: the word a player called before it was drawn.
    word_text = QCoreApplication.translate("RollLogView", "word “{word}”")
    # The detail is drawn on the palette's base: its colours are fitted to it.
    error = colours.css(colours.tone(Tone.ERROR))
    muted = colours.css(colours.tone(Tone.MUTED))
    caution = colours.css(colours.tone(Tone.CAUTION))
    phase = h((step_label or _step_keys)(roll.phase, roll.sub_phase))
    when = h(moment_text(roll.time, language))
    parts = [
        f"<h3>#{roll.sequence} · {h(kind_label or roll.kind)}</h3>",
        f"<p>{h(bound_text.format(n=roll.bound))} · {phase} · {when}</p>",
    ]
    if roll.voided_by is not None and void is not None:
        # The time of day as the log's Time column says it (the date is the game's).
        clock = times.clock(void.time, seconds=True)
        void_phase = (step_label or _step_keys)(void.phase, None)
        when = voided_when_text.format(
            time=clock, bound=void.bound, phase=void_phase, n=void.sequence
        )
        parts.append(
            f"<p style='color:{error}'><b>{h(when)}</b><br>"
            f"{h(reason_text)}: {h(void.void_reason or '')}</p>"
        )
    elif roll.voided_by is not None:
        voided = h(voided_text.format(n=roll.voided_by))
        parts.append(f"<p style='color:{error}'><b>{voided}</b></p>")
    if roll.kind == VOID_KIND:
        voids = h(voids_text.format(n=roll.voids))
        parts.append(f"<p><b>{voids}</b>: {h(roll.void_reason or '')}</p>")
    if roll.units:
        units = ", ".join(_named(key, names) for key in roll.units)
        parts.append(f"<p>{h(units_text)}: {h(units)}</p>")
    for side in roll.sides:
        faces = "+".join(str(face) for face in side.faces)
        role = role_of(side.role)
        who = f"{role}: {_named(side.unit, names)}" if side.unit else role
        # The console draw the faces came from, as the dispute report and `verify` name it.
        source = label(side.dice_source)
        if side.draw is not None:
            source += f" #{side.draw}"
            word = (called or {}).get(side.draw)
            if word is not None:
                source += ", " + word_text.format(word=word)
        dice = f"{who} — {faces} = {side.natural} [{source}]"
        parts.append(f"<p><b>{h(dice)}</b></p>")
        if side.factors:
            rows = "".join(
                f"<tr><td align='right'>{h(_signed(f.value))}</td>"
                f"<td>{h(_factor_label(f, tables, language))}"
                f"{f' ×{f.count}' if f.count else ''}</td>"
                f"<td><span style='color:{muted}'>"
                f"{h(_factor_reference(f, tables, language))}</span></td>"
                f"<td>{h(auto_text if f.auto else ticked_text)}"
                + (f", <i style='color:{caution}'>{h(typed_factor_text)}</i>" if f.typed else "")
                + "</td></tr>"
                for f in side.factors
            )
            parts.append(
                "<table cellspacing='0' cellpadding='2' border='0'>"
                f"<tr><th></th><th align='left'>{h(factor_text)}</th>"
                f"<th align='left'>{h(reference_text)}</th>"
                f"<th align='left'>{h(how_text)}</th></tr>{rows}</table>"
            )
        total = total_text.format(role=h(role), total=side.total)
        parts.append(f"<p>{total} ({h(natural_text.format(n=side.natural))})</p>")
    if roll.sides or roll.outcome is not None:
        if roll.outcome_typed:
            cell = f"<i style='color:{caution}'>{h(typed_text)}</i>"
            if roll.cell:
                cell = f"{h(table_reference(roll.cell, tables, language))} — {cell}"
        else:
            # The log keeps the cell as read ("t18: 17-18"); shown as "Skema 18: 17–18".
            cell = h(table_reference(roll.cell, tables, language)) if roll.cell else "—"
        parts.append(f"<p>{h(cell_text)}: {cell}</p>")
        if not outcome:
            outcome = (roll.outcome.label or roll.outcome.key) if roll.outcome else "—"
        parts.append(f"<p>{h(outcome_text)}: <b>{h(outcome)}</b></p>")
    if odds:  # "Logged: 1 figure, LD, which had a chance of 58 %."
        parts.append(f"<p>{'<br>'.join(h(line) for line in odds)}</p>")
    if roll.effects:
        # In the detail, names with the keys beside them, as the log keeps them.
        named = {key: _named(key, names) for key in names}
        items = "".join(f"<li>{h(effect_label(e, named))}</li>" for e in roll.effects)
        parts.append(f"<p>{h(effects_text)}:</p><ul>{items}</ul>")
    note = roll.note if note is None else note
    if note:
        parts.append(f"<p>{h(note_text)}: {h(note)}</p>")
    parts.append(
        f"<p style='color:{muted};font-size:small'>"
        f"{h(pack_text)} {h(roll.pack_hash[:16])}…<br>"
        f"{h(previous_text)} {h(roll.prev_hash)}<br>"
        f"{h(hash_text)} {h(roll.hash)}</p>"
    )
    return "".join(parts)
