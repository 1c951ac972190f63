"""Next and Back through the steps of the bound (Table 1).

After the last step a new bound begins: its expired flags are removed and a
`bound_started` row is logged (1.1.1), and the edits of the bound that ended are history.
When the umpire moves on from End of bound in the window, the bound that ended is sealed
first (a `seal` row the players write down, `store/seals.py`). Leaving the first phase (the
orders are written in it) journals the bound's orders as they stand, and the transfers
they order take effect (1.1.5), each a logged roster change the umpire can void.
Leaving the melee step logs the melees the fire cancelled, which still count (4.1.1).
Back steps between the sub-phases of one phase only: once a phase is closed, what was done
in it stands; sub-phases can be undone (1.1.1). The one exception is a bound begun by a
second F8 pressed in haste: from its first step, while nothing of it is logged, Back
returns to the end of the bound before by voiding the row that began it (its expired
flags come back). Messages keep the controller's translation context ("GameController").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ba_console.core.phases import PhasePosition, closed_phase_before, next_step, previous_step
from ba_console.gui.actions.base import ActionHost, ActionRefused, Changes, require_game
from ba_console.gui.labels import label

if TYPE_CHECKING:
    from ba_console.store.records import Effect, LoggedRoll


def _pack(host: ActionHost):
    """The validated pack (what Next logs is read with the rules)."""
    require_game(host)
    if host.pack is None:
        raise ActionRefused(QCoreApplication.translate("GameController", "No game is open."))
    return host.pack


def _phases(host: ActionHost):
    """The phases of Table 1, from the pack's outline: Back and its tooltip need no more."""
    require_game(host)
    if host.outline is None:
        raise ActionRefused(QCoreApplication.translate("GameController", "No game is open."))
    return host.outline.phases


def advance(
    host: ActionHost,
    left_open: list[str],
    *,
    seal: bool = False,
    still_listed: frozenset[str] = frozenset(),
) -> Changes:
    """Close this step and go to the next (a new bound after the last step); `left_open`
    is what the umpire was asked about, counted in the status bar and listed under Open
    tasks, but for those of them `still_listed` (the tracker lists them after this step by
    their step). With `seal` (the window's Next), a new bound begins with the seal of the
    bound that ended."""
    # Play's rows and the validated pack: loaded at the first Next, not on the way to
    # the window.
    from ba_console.play.melee import rows_on_leaving
    from ba_console.play.orders import transfers
    from ba_console.play.steps import bound_started_draft

    pack = _pack(host)
    before = host.position()
    new, new_bound = next_step(pack.phases, before)
    logged = None
    sealed = None
    moved: tuple[LoggedRoll, ...] = ()
    with host.transaction() as game:
        closing = tuple(game.append_roll(draft) for draft in rows_on_leaving(pack, game, before))
        orders_closed = before.phase == pack.phases[0].key and new.phase != before.phase
        if orders_closed:
            game.close_orders(before.bound)
        if new_bound and seal:
            sealed = game.seal(bound=before.bound)
            closing = (*closing, sealed)
        if new_bound:
            logged = game.append_roll(bound_started_draft(game, new))
            game.expire_flags(new.bound)
        game.set_phase(new.bound, new.phase, new.sub_phase)
        if orders_closed and not new_bound:
            # The transfers the orders made take effect as they are announced, in the
            # reporting phase (1.1.5): logged there, each voidable like a correction.
            moved = tuple(
                game.adjust(unit.key, {"commander": commander.key}, reason=_transfer_note())
                for unit, commander in transfers(
                    game.units(), game.commanders(), game.orders(before.bound)
                )
            )
    closing = (*closing, *moved)
    if logged is not None:
        # The status bar has room at 1366 px for the new bound and the seal, which the
        # players write down now; the lists go under Open tasks (`Changes.notes`).
        message = QCoreApplication.translate("GameController", "Bound %1 began.").replace(
            "%1", str(new.bound)
        ) + (" " + seal_text(sealed) if sealed is not None else "")
        notes = []
        if left_open:
            notes.append(
                QCoreApplication.translate("GameController", "Left open in bound %1: %2")
                .replace("%1", str(before.bound))
                .replace("%2", "; ".join(left_open))
            )
        if logged.effects:
            notes.append(_expired_text(host, logged.effects))
        return Changes(
            forget_history=True,
            rolls=(*closing, logged),
            message=message,
            notes=tuple(notes),
            phase=new,
        )
    # Within the bound likewise: the bar says what happened, counted, whole at 1366 px;
    # the transfers and the tasks left open are listed under Open tasks.
    words = StepWords()
    said: list[str] = []
    notes = []
    if moved:
        said.append(words.transfers(sum(len(row.effects) for row in moved)))
        notes.append(_transferred_text(host, moved))
    if left_open:
        said.append(words.moved_on(len(left_open)))
    unlisted = [task for task in left_open if task not in still_listed]
    if unlisted:
        notes.append(
            QCoreApplication.translate("GameController", "Moved on with open tasks: %1").replace(
                "%1", "; ".join(unlisted)
            )
        )
    if said:
        said.append(words.see_open_tasks())
    return Changes(rolls=closing, message=" ".join(said), notes=tuple(notes), phase=new)


class StepWords(QObject):
    """What the status bar says on leaving a step within the bound, counted (a class:
    lupdate reads plural forms only in a class's own `tr`)."""

    def transfers(self, count: int) -> str:
        return self.tr("%n transfer(s) took effect (1.1.5).", "", count)

    def moved_on(self, count: int) -> str:
        return self.tr("Moved on with %n open task(s).", "", count)

    def see_open_tasks(self) -> str:
        return self.tr("See Open tasks.")


def _transfer_note() -> str:
    return QCoreApplication.translate("GameController", "transfer ordered (1.1.5)")


def _transferred_text(host: ActionHost, moved: tuple[LoggedRoll, ...]) -> str:
    """ "Transferred (1.1.5): 2nd Silesian Hussars → Commander, 15th Infantry Regiment." """
    names = {unit.key: unit.name for unit in host.units()}
    names.update({commander.key: commander.name for commander in host.commanders()})
    transfers = ", ".join(
        f"{names.get(effect.unit, effect.unit)} → {names.get(str(effect.to), str(effect.to))}"
        for row in moved
        for effect in row.effects
    )
    return QCoreApplication.translate("GameController", "Transferred (1.1.5): %1.").replace(
        "%1", transfers
    )


def seal_now(host: ActionHost, note: str = "") -> Changes:
    """Seal the log as it stands (a `seal` row of the bound the game is in), for the players
    to write down; `note` says who witnessed it."""
    with host.transaction() as game:
        sealed = game.seal(note=note)
    return Changes(rolls=(sealed,), message=seal_text(sealed))


def back_refusal(host: ActionHost) -> str:
    """Why Back is refused here, in the interface language; "" where it is allowed (an
    earlier sub-phase of this phase, 1.1.1; the bound before, from the first step of a
    bound with nothing logged in it yet)."""
    phases = _phases(host)
    current = host.position()
    if previous_step(phases, current) is not None:
        return ""
    closed = closed_phase_before(phases, current)
    if closed is None:
        return QCoreApplication.translate("GameController", "This is the first step of the game.")
    if closed.bound < current.bound:
        from ba_console.play.steps import back_across_bound

        across = back_across_bound(_pack(host), require_game(host), current)
        if across is not None and across.logged is None:
            return ""
        if across is not None and across.logged is not None:
            return (
                QCoreApplication.translate(
                    "GameController",
                    "Bound %1 stands: roll %2 (%3) is logged in it. Back returns to bound %4 "
                    "only while nothing of bound %1 is logged (1.1.1).",
                )
                .replace("%1", str(current.bound))
                .replace("%2", str(across.logged.sequence))
                .replace("%3", _kind_label(host, across.logged.kind))
                .replace("%4", str(closed.bound))
            )
        return (
            QCoreApplication.translate(
                "GameController",
                "This is the first step of bound %1: every phase of bound %2 is closed and "
                "stands (1.1.1).",
            )
            .replace("%1", str(current.bound))
            .replace("%2", str(closed.bound))
        )
    return QCoreApplication.translate(
        "GameController",
        "%1 is closed and stands (1.1.1): Back goes only to an earlier sub-phase of the "
        "phase you are in.",
    ).replace("%1", _phase_label(host, closed))


def back(host: ActionHost) -> Changes:
    """One sub-phase back within the phase; a closed phase stands (1.1.1). From the first
    step of a bound with nothing logged in it, back to the end of the bound before."""
    position = host.position()
    previous = previous_step(_phases(host), position)
    if previous is not None:
        with host.transaction() as game:
            game.set_phase(previous.bound, previous.phase, previous.sub_phase)
        return Changes(phase=previous)
    from ba_console.play.steps import back_across_bound

    across = back_across_bound(_pack(host), require_game(host), position)
    if across is None or across.logged is not None:
        raise ActionRefused(back_refusal(host))
    # The umpire's act, in the umpire's words: the reason is written in the interface
    # language, as a reason typed in the log viewer would be.
    reason = (
        QCoreApplication.translate(
            "GameController", "Back to bound %1: bound %2 was begun with nothing logged in it."
        )
        .replace("%1", str(across.to.bound))
        .replace("%2", str(position.bound))
    )
    with host.transaction() as game:
        # The position first: the void is logged at the end of the bound it returns to.
        game.set_phase(across.to.bound, across.to.phase, across.to.sub_phase)
        void = game.void_roll(across.started.sequence, reason)
    message = QCoreApplication.translate(
        "GameController", "Back to the end of bound %1; the start of bound %2 is voided."
    )
    message = message.replace("%1", str(across.to.bound)).replace("%2", str(position.bound))
    if void.effects:
        message += " " + QCoreApplication.translate(
            "GameController", "Flags back in force: %1."
        ).replace("%1", _flag_names(host, void.effects))
    return Changes(rolls=(void,), message=message, phase=across.to)


def _kind_label(host: ActionHost, kind: str) -> str:
    """A logged row's kind as the pack names it in the interface language."""
    pack = _pack(host)
    if kind in pack.rolls:
        return pack.rolls[kind].label.get(host.language)
    return label(kind)


def seal_text(sealed: LoggedRoll) -> str:
    """ "Seal of bound 4: B4 7Q2K-9FXA-3MWD. Have the players write it down." """
    text = sealed.outcome.key if sealed.outcome is not None else ""
    return (
        QCoreApplication.translate(
            "GameController", "Seal of bound %1: %2. Have the players write it down."
        )
        .replace("%1", str(sealed.bound))
        .replace("%2", text)
    )


def _phase_label(host: ActionHost, position: PhasePosition) -> str:
    """The phase's label from the pack, in the interface language."""
    phase = next((p for p in _phases(host) if p.key == position.phase), None)
    return phase.label.get(host.language) if phase is not None else position.phase


def _flag_names(host: ActionHost, effects: tuple[Effect, ...]) -> str:
    """ "charged (I./15th Infantry Regiment)": each flag an effect names, with its unit's
    name from the roster (never the log's key)."""
    names = {unit.key: unit.name for unit in host.units()}
    names.update({commander.key: commander.name for commander in host.commanders()})
    flags = [e for e in effects if e.what == "flag"]
    return ", ".join(
        f"{label(_flag_key(e))} ({names.get(e.unit, e.unit)})" for e in flags if _flag_key(e)
    )


def _flag_key(effect: Effect) -> str:
    for value in (effect.from_, effect.to):
        if isinstance(value, dict) and value.get("key"):
            return str(value["key"])
    return ""


def _expired_text(host: ActionHost, effects: tuple[Effect, ...]) -> str:
    return QCoreApplication.translate("GameController", "Flags expired: %1.").replace(
        "%1", _flag_names(host, effects)
    )
