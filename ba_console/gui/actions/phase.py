"""Next and Back through the steps of the bound (Table 1).

After the last step a new bound begins: its expired flags are removed and a
`bound_started` row is logged (1.1.1), and the edits of the bound that ended are history.
When the umpire moves on from End of bound in the window, the bound that ended is sealed
first (a `seal` row the players write down, `store/seals.py`). Leaving the first phase (the
orders are written in it) journals the bound's orders as they stand.
Leaving the melee step logs the melees the fire cancelled, which still count (4.1.1).
Back steps between the sub-phases of one phase only: once a phase is closed, what was done
in it stands; sub-phases can be undone (1.1.1). Messages keep the controller's translation
context ("GameController").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

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


def advance(host: ActionHost, left_open: list[str], *, seal: bool = False) -> Changes:
    """Close this step and go to the next (a new bound after the last step); `left_open`
    is what the umpire was asked about, said in the status bar. With `seal` (the window's
    Next), a new bound begins with the seal of the bound that ended."""
    # Play's rows and the validated pack: loaded at the first Next, not on the way to
    # the window.
    from ba_console.play.melee import rows_on_leaving
    from ba_console.play.steps import bound_started_draft

    pack = _pack(host)
    before = host.position()
    new, new_bound = next_step(pack.phases, before)
    logged = None
    sealed = None
    with host.transaction() as game:
        closing = tuple(game.append_roll(draft) for draft in rows_on_leaving(pack, game, before))
        if before.phase == pack.phases[0].key and new.phase != before.phase:
            game.close_orders(before.bound)
        if new_bound and seal:
            sealed = game.seal(bound=before.bound)
            closing = (*closing, sealed)
        if new_bound:
            logged = game.append_roll(bound_started_draft(game, new))
            game.expire_flags(new.bound)
        game.set_phase(new.bound, new.phase, new.sub_phase)
    if logged is not None:
        message = (
            QCoreApplication.translate("GameController", "Bound %1 began.").replace(
                "%1", str(new.bound)
            )
            + (" " + _expired_text(logged.effects) if logged.effects else "")
            + (" " + seal_text(sealed) if sealed is not None else "")
            + (
                " "
                + QCoreApplication.translate("GameController", "Left open in bound %1: %2")
                .replace("%1", str(before.bound))
                .replace("%2", "; ".join(left_open))
                if left_open
                else ""
            )
        )
        return Changes(forget_history=True, rolls=(*closing, logged), message=message, phase=new)
    message = ""
    if left_open:
        message = QCoreApplication.translate(
            "GameController", "Moved on with open tasks: %1"
        ).replace("%1", "; ".join(left_open))
    return Changes(rolls=closing, message=message, phase=new)


def seal_now(host: ActionHost, note: str = "") -> Changes:
    """Seal the log as it stands (a `seal` row of the bound the game is in), for the players
    to write down; `note` says who witnessed it."""
    with host.transaction() as game:
        sealed = game.seal(note=note)
    return Changes(rolls=(sealed,), message=seal_text(sealed))


def back_refusal(host: ActionHost) -> str:
    """Why Back is refused here, in the interface language; "" where it is allowed (an
    earlier sub-phase of this phase, 1.1.1)."""
    phases = _phases(host)
    current = host.position()
    if previous_step(phases, current) is not None:
        return ""
    closed = closed_phase_before(phases, current)
    if closed is None:
        return QCoreApplication.translate("GameController", "This is the first step of the game.")
    if closed.bound < current.bound:
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
    """One sub-phase back within the phase; a closed phase stands (1.1.1)."""
    previous = previous_step(_phases(host), host.position())
    if previous is None:
        raise ActionRefused(back_refusal(host))
    with host.transaction() as game:
        game.set_phase(previous.bound, previous.phase, previous.sub_phase)
    return Changes(phase=previous)


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


def _expired_text(effects: tuple[Effect, ...]) -> str:
    names = [f"{label(e.from_['key'])} ({e.unit})" for e in effects if isinstance(e.from_, dict)]
    return QCoreApplication.translate("GameController", "Flags expired: %1.").replace(
        "%1", ", ".join(names)
    )
