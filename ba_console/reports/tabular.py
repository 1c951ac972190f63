"""The roll log for tools: CSV for spreadsheets, JSON for checking. Both keep the log's keys
and English in every language, since programs read them.

The JSON export carries each roll exactly as hashed (plus its `hash` and the unhashed
`voided_by`), and the whole console dice ledger likewise, so anyone can recompute both
chains without ba-console. The CSV has one row per roll and, after them, one per console
draw never logged.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import Any

from ba_console.core.csv_cells import csv_document
from ba_console.reports.chain import HASHING_NOTE, draw_text, never_logged
from ba_console.reports.words import signed
from ba_console.store.draws import ConsoleDraw
from ba_console.store.game import Game
from ba_console.store.journal_reads import TakenOff
from ba_console.store.records import Effect, Factor, LoggedRoll, RollSide
from ba_console.store.verify import VerifyReport

# 2: the console dice ledger, and each row's seal on it; 3: the units taken off the roster;
# 4: among them those removed as added by mistake, each with its entry's `kind`;
# 5: the commanders removed so (`commanders_removed`)
JSON_FORMAT_VERSION = 5

CSV_COLUMNS = (
    "sequence",
    "time",
    "bound",
    "phase",
    "sub_phase",
    "kind",
    "units",
    "dice",
    "factors",
    "totals",
    "cell",
    "outcome_key",
    "outcome",
    "outcome_typed",
    "effects",
    "note",
    "voids",
    "void_reason",
    "voided_by",
    "pack_hash",
    "prev_hash",
    "hash",
)


def dice_text(side: RollSide) -> str:
    faces = "+".join(str(face) for face in side.faces)
    who = f"{side.role} ({side.unit})" if side.unit else side.role
    source = f"console draw #{side.draw}" if side.draw is not None else side.dice_source
    return f"{who}: {faces} = {side.natural} [{source}]"


def factor_ref(factor: Factor) -> str:
    parts = [p for p in (factor.table, factor.column, factor.rule) if p]
    return " ".join(parts)


def factor_text(factor: Factor) -> str:
    ref = factor_ref(factor)
    how = "auto" if factor.auto else "ticked"
    if factor.typed:  # the pack leaves the cell unset: the umpire read the value
        how += ", typed from the book"
    times = f" ×{factor.count}" if factor.count else ""
    return f"{signed(factor.value)} {factor.label or factor.key}{times}" + (
        f" ({ref}; {how})" if ref else f" ({how})"
    )


def effect_text(effect: Effect, name: Callable[[str], str] = str) -> str:
    """The effect in English with the keys as logged ("i-1t disorder ordered → MD"), for
    tools; `name` turns a unit's or side's key into what to print."""
    who = name(effect.unit) if effect.unit else ""
    if effect.what == "flag":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        until, key = payload["expires_after"], payload["key"]
        text = f"{who} flag {key} {'set' if effect.to is not None else 'removed'}"
        return text if until is None else f"{text} until bound {until}"
    if effect.what == "side_penalty":
        payload = effect.to if effect.to is not None else effect.from_
        assert isinstance(payload, dict)
        value, until = signed(payload["value"]), payload["until_bound"]
        text = f"side {who} penalty {value} until bound {until}"
        return text if effect.to is not None else f"{text} removed"
    return f"{who} {effect.what} {_value(effect.from_)} → {_value(effect.to)}"


def _value(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def csv_text(
    rolls: Sequence[LoggedRoll],
    unlogged: Sequence[ConsoleDraw] = (),
    delimiter: str = ",",
    taken_off: Sequence[TakenOff] = (),
) -> str:
    """One row per roll, then one per draw never logged, then one per unit or commander
    taken off the roster (`kind` says which: a commander's is `commander_removed`; his key
    is under `units`, where a roll row has the key of each unit or staff figure it names),
    cells separated by `delimiter` ("," or ";"), with a byte order mark first. A
    cell a spreadsheet would run as a formula is written as text (`core.csv_cells`), said
    in a comment line at the top."""
    rows: list[list[Any]] = []
    for roll in rolls:
        factors = [
            f"{side.role}: {factor_text(factor)}" for side in roll.sides for factor in side.factors
        ]
        rows.append(
            [
                roll.sequence,
                roll.time,
                roll.bound,
                roll.phase,
                roll.sub_phase or "",
                roll.kind,
                " ".join(roll.units),
                "; ".join(dice_text(side) for side in roll.sides),
                "; ".join(factors),
                "; ".join(f"{side.role}: {side.total}" for side in roll.sides),
                roll.cell or "",
                roll.outcome.key if roll.outcome else "",
                roll.outcome.label if roll.outcome else "",
                "yes" if roll.outcome_typed else "no",
                "; ".join(effect_text(effect) for effect in roll.effects),
                roll.note,
                roll.voids or "",
                roll.void_reason or "",
                roll.voided_by or "",
                roll.pack_hash,
                roll.prev_hash,
                roll.hash,
            ]
        )
    for draw in unlogged:
        faces = "+".join(str(face) for face in draw.faces)
        row = dict.fromkeys(CSV_COLUMNS, "")
        row.update(
            time=draw.time,
            kind=draw.kind,
            dice=f"{draw.role}: {faces} = {sum(draw.faces)} [console draw #{draw.draw}]",
            outcome="never logged",
            note=draw_text(draw),
            prev_hash=draw.prev_hash,
            hash=draw.hash,
        )
        rows.append(list(row.values()))
    for one in taken_off:
        row = dict.fromkeys(CSV_COLUMNS, "")
        if one.by_mistake:  # the Undo of its adding: no reason asked
            outcome = "removed as added by mistake"
            outcome += " (added again by Redo)" if one.put_back is not None else ""
            who = one.unit.get("name", "") + (" (commander)" if one.commander else "")
            note = f"{who}: no reason asked"
        else:
            outcome = "taken off the roster"
            outcome += " (put back by Undo)" if one.put_back is not None else ""
            note = f"{one.unit.get('name', '')}: {one.reason}"
        row.update(
            time=one.time,
            bound=one.bound,
            kind=one.kind,
            units=str(one.unit.get("key", "")),
            outcome=outcome,
            note=note + (f" (after roll {one.after_roll})" if one.after_roll else ""),
        )
        rows.append(list(row.values()))
    return csv_document(CSV_COLUMNS, rows, delimiter)


def taken_off_data(one: TakenOff) -> dict[str, Any]:
    """A unit taken off the roster as the JSON export lists it: the state journal's entry
    and its kind ("unit_taken_off", or "unit_removed": removed as added by mistake, with
    no reason; "commander_removed": a commander so, his row under "unit"), its time, the
    bound, the last roll before it, the unit's row as it stood, the reason, and the entry
    that put it back or added it again (null: none)."""
    return {
        "entry": one.entry,
        "kind": one.kind,
        "time": one.time,
        "bound": one.bound,
        "after_roll": one.after_roll,
        "unit": one.unit,
        "reason": one.reason,
        "put_back": one.put_back,
    }


def game_header(game: Game) -> dict[str, Any]:
    info = game.info
    return {
        "title": info.title,
        "date": info.date,
        "created": info.created,
        "dice_mode": info.dice_mode,
        "seed_commitment": info.seed_commitment,
        "seed_revealed": info.seed_revealed,
        "pack_id": info.pack_id,
        "pack_version": info.pack_version,
        "pack_hash": info.pack_hash,
        "roll_count": game.roll_count(),
    }


def json_text(
    game: Game,
    rolls: Sequence[LoggedRoll],
    report: VerifyReport,
    filters: dict[str, Any],
    taken_off: Sequence[TakenOff] = (),
) -> str:
    chain = asdict(report)
    chain["unused_draws"] = [draw.draw for draw in report.unused_draws]
    for translation_only in ("reason_template", "reason_args"):  # `reason` says it in English
        del chain[translation_only]
    del chain["pack_runs"]  # verify's own: each row names its pack
    document = {
        "format": "ba-console roll log",
        "format_version": JSON_FORMAT_VERSION,
        "hashing": HASHING_NOTE,
        "game": game_header(game),
        "chain": chain,
        "filters": {k: v for k, v in filters.items() if v is not None},
        "never_logged": [draw.draw for draw in never_logged(game, report)],
        "rolls": [
            {**roll.body(), "hash": roll.hash, "voided_by": roll.voided_by} for roll in rolls
        ],
        # The whole ledger, whatever the filters: its chain is only checkable whole.
        "console_draws": [
            {**draw.body(), "hash": draw.hash, "used_by": draw.used_by}
            for draw in game.console_draws()
        ],
        # Units taken off the roster (the filters' bound and unit): no roll names them.
        "units_taken_off": [taken_off_data(one) for one in taken_off if not one.commander],
        # Commanders removed by the Undo of their adding (kind "commander_removed"), the
        # commander's row under "unit", as a unit's: a list of their own, not read as units.
        "commanders_removed": [taken_off_data(one) for one in taken_off if one.commander],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"
