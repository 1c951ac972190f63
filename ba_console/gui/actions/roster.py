"""The roster: corrections typed by the umpire, and new sides, commanders and units.

A correction goes into the log as an `adjustment` row (from → to), so a mid-game change
to figures, valour or disorder is as visible in a dispute as a roll; Undo voids that row
(`RosterCorrection`), so the correction and its taking back both stay on the record.
A side, commander or unit added by hand is taken back while unused (`RosterAddition`).
Messages keep the controller's translation context ("GameController").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ba_console.core.fair_dice import fold_letters
from ba_console.gui.actions.base import ActionHost, ActionRefused, Changes, require_game
from ba_console.gui.history import Edit, Gone
from ba_console.gui.labels import error_text, label, orderly_name
from ba_console.store.errors import RosterError
from ba_console.store.game import Game
from ba_console.store.models import DISORDERS, name_key

if TYPE_CHECKING:
    from ba_console.store.records import LoggedRoll


def correct(
    game: Game, key: str, field_name: str, value: Any, reason: str = "", ladder: Ladder = ()
) -> LoggedRoll:
    """A roster correction on the record: the `adjustment` row, typed or redone, with the
    umpire's reason (the roster panel asks it); without one, "corrected in the roster".
    A disorder on a `ladder` of other rules than the store's (General de Brigade's formed,
    unformed) is a flag (`play.record`): the row sets the state's flag, or takes the one
    held away to go back to the ladder's first state."""
    reason = reason.strip() or QCoreApplication.translate(
        "GameController", "corrected in the roster"
    )
    if field_name == "disorder" and ladder:
        if value not in ladder:
            raise RosterError(f"disorder: {value!r} is not one of {', '.join(ladder)}", "disorder")
        if value == ladder[0]:
            held = state_of(game, key, field_name, ladder)
            return game.adjust_flag(key, held, False, reason=reason)
        return game.adjust_flag(key, value, True, reason=reason)
    return game.adjust(key, {field_name: value}, reason=reason)


# A pack's disorder ladder when the store keeps its states as flags (not Belle Alliance's
# own ladder, which the store holds as the unit's disorder); () otherwise.
Ladder = tuple[str, ...]


def flag_ladder(host: ActionHost) -> Ladder:
    pack = host.pack
    if pack is None or all(state in DISORDERS for state in pack.disorder):
        return ()
    return tuple(pack.disorder)


def state_of(game: Game, key: str, field_name: str, ladder: Ladder = ()) -> Any:
    """The field as the roster shows it: a disorder read on the pack's `ladder`."""
    if field_name == "disorder" and ladder:
        from ba_console.play.state import ladder_disorder

        unit = game.unit(key)
        flags = {flag.key for flag in game.flags(key)}
        return ladder_disorder(unit.disorder, flags, ladder)
    return getattr(roster_record(game, key, field_name), field_name)


def update_unit(
    host: ActionHost, key: str, field_name: str, value: Any, reason: str = ""
) -> Changes:
    """A roster correction typed by the umpire, with the reason the umpire gave, validated
    by the store (no row when the value is the same)."""
    require_game(host)
    if field_name == "name" and isinstance(value, str):
        value = value.strip()  # a paste's trailing newline; the store refuses inner ones
    ladder = flag_ladder(host)
    with host.transaction() as game:
        unit = game.unit(key)
        before = state_of(game, key, field_name, ladder)
        if before == value:
            return Changes()  # nothing to correct
        logged = correct(game, key, field_name, value, reason, ladder)
    edit = RosterCorrection(
        host, key, unit.name, field_name, before, value, logged.sequence, reason, ladder=ladder
    )
    warning = shared_name_warning(game, value) if field_name == "name" else ""
    return Changes(rolls=(logged,), edits=(edit,), message=warning)


def update_staff(
    host: ActionHost, key: str, field_name: str, value: Any, reason: str = ""
) -> Changes:
    """A commander's or orderly's state corrected by the umpire (fallen, rating): after a
    replacement roll (Table 19), whose outcome the console does not apply by itself, or a
    fall the table saw. Logged with its reason, like a unit's correction."""
    require_game(host)
    with host.transaction() as game:
        record = roster_record(game, key, field_name)
        before = getattr(record, field_name)
        if before == value:
            return Changes()
        logged = correct(game, key, field_name, value, reason)
    edit = RosterCorrection(
        host,
        key,
        record.name,
        field_name,
        before,
        value,
        logged.sequence,
        reason,
        field_label(record, field_name),
    )
    return Changes(rolls=(logged,), edits=(edit,))


def roster_record(game: Game, key: str, field_name: str) -> Any:
    """The unit, commander or orderly `key` whose `field_name` a correction changes."""
    for read in (game.unit, game.commander, game.orderly):
        try:
            record = read(key)
        except RosterError:
            continue
        if field_name in record._fields:  # not a tuple's own `count` or `index`
            return record
    raise RosterError(f"{key!r} has no {field_name} to correct", field_name)


def field_label(record: Any, field_name: str) -> str:
    """ "figures"; a staff figure's field as the log names it ("commander fallen")."""
    kind = type(record).__name__.lower()
    return label(field_name if kind == "unit" else f"{kind}_{field_name}")


def add_roster_entry(host: ActionHost, kind: str, values: dict[str, Any]) -> tuple[Changes, str]:
    """Add a side, commander (with his two orderlies) or unit typed by the umpire; the key
    is made from the name; the store checks the rest."""
    require_game(host)
    name = str(values.get("name", "")).strip()
    if not name:
        raise ActionRefused(
            QCoreApplication.translate("GameController", "Give the new %1 a name.").replace(
                "%1", label(kind)
            )
        )
    with host.transaction() as game:
        taken = {s.key for s in game.sides()} | {c.key for c in game.commanders()}
        taken |= {u.key for u in game.units()}
        key = unique_key(name, taken)
        fields = {k: v for k, v in values.items() if k != "name"}
        _add(game, kind, key, name, fields)
    warning = shared_name_warning(game, name) if kind == "unit" else ""
    edit = RosterAddition(host, kind, key, name, fields)
    return Changes(roster=[], edits=(edit,), message=warning), key


def _add(game: Game, kind: str, key: str, name: str, fields: dict[str, Any]) -> None:
    if kind == "side":
        game.add_side(key, name)
    elif kind == "commander":
        game.add_commander(key, name, orderly_name=orderly_name(), **fields)
    elif kind == "unit":
        game.add_unit(key, name, **fields)
    else:
        raise ActionRefused(f"unknown kind of roster entry {kind!r}")


class RosterAddition(Edit):
    """A side, commander or unit added by hand: undo takes it out of the roster again (the
    journal keeps both), redo adds it back with the same key. Refused once the game has
    used it (a roll, an order, a record under it), which taking it out would orphan, and
    for a unit while another unit's order attacks it, or once a row is logged after it (a
    roll, a seal): the game has gone on, and the unit leaves the roster only by Take off
    the roster…, which asks the reason. Each of these leaves Undo (`Gone`) with a message
    saying what Undo keeps and why: no Ctrl+Z could get past it."""

    def __init__(
        self, host: ActionHost, kind: str, key: str, name: str, fields: dict[str, Any]
    ) -> None:
        super().__init__(
            QCoreApplication.translate("GameController", "new %1 %2")
            .replace("%1", label(kind))
            .replace("%2", name),
            undo=self._remove,
            redo=self._add_again,
        )
        self._host = host
        self._kind, self._key, self._name, self._fields = kind, key, name, dict(fields)

    def _remove(self) -> None:
        # Each refusal below holds for good as far as Undo goes: what lifts it (a roll
        # never leaves the log; changing the attacking order, taking a unit off) is a new
        # edit, recorded above this one. So the step leaves Undo (`Gone`), saying what it
        # keeps and why, and the next Ctrl+Z takes back the edit before it.
        game = require_game(self._host)
        if game.in_use(self._kind, self._key):
            raise Gone(
                QCoreApplication.translate(
                    "GameController",
                    "Undo keeps %1: the game has used it since it was added (a roll, an "
                    "order, or a commander or unit under it).",
                ).replace("%1", self._name)
            )
        if self._kind == "unit":
            # An order still attacking it would name a unit no longer there, as taking it
            # off would; once the game has gone on, an opponent's unit leaves the roster
            # only with a reason the journal keeps (`take_off`), never by a silent Undo.
            attackers = game.attacked_by(self._key)
            if attackers:
                raise Gone(
                    QCoreApplication.translate(
                        "GameController", "Undo keeps %1: the order of %2 attacks it."
                    )
                    .replace("%1", self._name)
                    .replace("%2", game.names().get(attackers[0], attackers[0]))
                )
            since = game.roll_since_added(self._key)
            if since is not None:
                raise Gone(
                    QCoreApplication.translate(
                        "GameController",
                        "Undo keeps %1: #%2 was logged after it was added. Right-click it › "
                        "Take off the roster…",
                    )
                    .replace("%1", self._name)
                    .replace("%2", str(since))
                )
        game.remove_added(self._kind, self._key)
        self._host.replayed(Changes(roster=[]))

    def _add_again(self) -> None:
        game = require_game(self._host)
        try:
            _add(game, self._kind, self._key, self._name, self._fields)
        except RosterError as exc:  # its key or commander taken or gone since the undo
            raise ActionRefused(error_text(exc, game.names())) from exc
        self._host.replayed(Changes(roster=[]))


def take_off(host: ActionHost, key: str, reason: str) -> Changes:
    """Take a unit added by mistake (a wrong brigade, a typed twice) off the roster, with its
    orders and flags, the umpire's reason in the state journal (verify proves it). Refused
    while the log names it in a roll: that unit stays on record; mark it removed (0
    figures) instead."""
    game = require_game(host)
    unit = game.unit(key)
    rolls = game.logged_rolls(key)
    if rolls:
        raise ActionRefused(logged_refusal(unit.name, rolls))
    attacked_refusal(game, unit.name, key)
    with host.transaction() as game:
        taken = game.take_off(key, reason)
    edit = RosterTakeOff(host, key, unit.name, reason, taken)
    message = (
        QCoreApplication.translate("GameController", "%1 was taken off the roster (%2).")
        .replace("%1", unit.name)
        .replace("%2", reason)
    )
    return Changes(roster=[], edits=(edit,), message=message)


def logged_refusal(name: str, rolls: list[int]) -> str:
    shown = ", ".join(f"#{sequence}" for sequence in rolls[:5]) + (" …" if len(rolls) > 5 else "")
    return (
        QCoreApplication.translate(
            "GameController",
            "%1 stays on the roster: the log names it in %2, which a dispute reads. Mark it "
            "removed (0 figures) instead.",
        )
        .replace("%1", name)
        .replace("%2", shown)
    )


def attacked_refusal(game: Game, name: str, key: str) -> None:
    """Refused while another unit's order attacks the unit: that order would name a unit
    no longer there."""
    attackers = game.attacked_by(key)
    if attackers:
        names = game.names()
        raise ActionRefused(
            QCoreApplication.translate(
                "GameController",
                "%1 stays on the roster: the order of %2 attacks it. Change that order first.",
            )
            .replace("%1", name)
            .replace("%2", names.get(attackers[0], attackers[0]))
        )


class RosterTakeOff(Edit):
    """A unit taken off the roster: undo puts it back with its orders and flags (the
    journal keeps both), redo takes it off again with the same reason."""

    def __init__(
        self,
        host: ActionHost,
        key: str,
        name: str,
        reason: str,
        taken: list[tuple[str, dict[str, Any]]],
    ) -> None:
        super().__init__(
            QCoreApplication.translate("GameController", "taking %1 off the roster").replace(
                "%1", name
            ),
            undo=self._put_back,
            redo=self._take_off,
        )
        self._host, self._key, self._name, self._reason = host, key, name, reason
        self._taken = taken

    def _put_back(self) -> None:
        game = require_game(self._host)
        try:
            game.put_back(self._taken)
        except (RosterError, ValueError) as exc:  # its key taken again since
            raise ActionRefused(error_text(exc, game.names())) from exc
        self._host.replayed(Changes(roster=[]))

    def _take_off(self) -> None:
        game = require_game(self._host)
        rolls = game.logged_rolls(self._key)
        if rolls:
            raise ActionRefused(logged_refusal(self._name, rolls))
        attacked_refusal(game, self._name, self._key)
        self._taken = game.take_off(self._key, self._reason)
        self._host.replayed(Changes(roster=[]))


def shared_name_warning(game: Game, name: Any) -> str:
    """A warning when `name` is now borne by several units: an order naming it by name
    names neither (`UnitLookup`), so it must name the unit by key. Empty otherwise."""
    if not isinstance(name, str):
        return ""
    keys = [unit.key for unit in game.units() if name_key(unit.name) == name_key(name)]
    if len(keys) < 2:
        return ""
    return (
        QCoreApplication.translate(
            "GameController", "%1 units are named “%2” (%3): an order must name them by key."
        )
        .replace("%1", str(len(keys)))
        .replace("%2", name.strip())
        .replace("%3", ", ".join(keys))
    )


def unique_key(name: str, taken: set[str]) -> str:
    """A store key from a name ("I./15th Infantry" → "i-15th-infantry", "Jérôme" →
    "jerome", folded as a called word is), not yet taken."""
    base = re.sub(r"[^a-z0-9]+", "-", fold_letters(name)).strip("-")[:48] or "entry"
    key, number = base, 2
    while key in taken:
        key, number = f"{base}-{number}", number + 1
    return key


class RosterCorrection(Edit):
    """A roster correction: undo voids its `adjustment` row (the correction and its taking
    back both stay in the log); redo corrects again, in a new row. Refused once the field
    has changed since (a roll's effect, another correction), which undo would overwrite."""

    def __init__(
        self,
        host: ActionHost,
        key: str,
        name: str,
        field_name: str,
        before: Any,
        value: Any,
        sequence: int,
        reason: str = "",
        field_text: str = "",
        ladder: Ladder = (),
    ) -> None:
        field_text = field_text or label(field_name)
        super().__init__(
            QCoreApplication.translate("GameController", "correction of %1 (%2)")
            .replace("%1", name)
            .replace("%2", field_text),
            undo=self._void,
            redo=self._correct_again,
        )
        self._host = host
        self._key, self._name, self._field = key, name, field_name
        self._before, self._value = before, value
        self._sequence = sequence
        self._reason = reason  # redone with the same reason
        self._field_text = field_text
        self._ladder = ladder

    def _void(self) -> None:
        game = require_game(self._host)
        if game.roll(self._sequence).voided_by is not None:
            raise Gone(
                QCoreApplication.translate(
                    "GameController",
                    "The correction of %1 (%2) was already voided in the roll log; Undo goes "
                    "on from the edit before it.",
                )
                .replace("%1", self._name)
                .replace("%2", self._field_text)
            )
        now = state_of(game, self._key, self._field, self._ladder)
        if now != self._value:
            raise ActionRefused(
                QCoreApplication.translate(
                    "GameController",
                    "%1: %2 is now %3, changed since the correction; correct it in the "
                    "roster, or void the correction in the roll log.",
                )
                .replace("%1", self._name)
                .replace("%2", self._field_text)
                .replace("%3", str(now))
            )
        void = game.void_roll(
            self._sequence, QCoreApplication.translate("GameController", "undone (Edit › Undo)")
        )
        self._host.replayed(Changes(rolls=(void,)))

    def _correct_again(self) -> None:
        game = require_game(self._host)
        now = state_of(game, self._key, self._field, self._ladder)
        if now != self._before:
            # Something changed it after the undo (a roll's loss, another correction):
            # correcting again would overwrite that.
            raise ActionRefused(
                QCoreApplication.translate(
                    "GameController",
                    "%1: %2 is now %3, changed since the undo; correct it in the roster.",
                )
                .replace("%1", self._name)
                .replace("%2", self._field_text)
                .replace("%3", str(now))
            )
        logged = correct(game, self._key, self._field, self._value, self._reason, self._ladder)
        self._sequence = logged.sequence
        self._host.replayed(Changes(rolls=(logged,)))
