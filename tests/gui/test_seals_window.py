"""The window's seals: made when a bound ends, shown in the status bar, printed on the next
bound's blank order sheets, and checked in the log viewer (Check seals…)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt

from ba_console.gui.widgets.roll_log_view import RollLogWindow
from tests.reports.pdf_text import needs_pdftotext, pdf_pages

SEAL = r"B\d+ [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}"


def next_bound(window) -> None:
    """F8 until the next bound begins, as the umpire moves on (open tasks: go on)."""
    controller = window.controller
    bound = controller.position().bound
    for _ in range(40):
        if controller.position().bound > bound:
            return
        window.ui.actionNextPhase.trigger()
    raise AssertionError("the next bound never began")


def log_view(window):
    window.ui.actionRollLog.trigger()
    (log_window,) = [w for w in window.findChildren(RollLogWindow) if w.isVisible()]
    return log_window.view


def test_moving_on_from_end_of_bound_seals_it_and_the_status_bar_shows_the_seal(window):
    assert window.sealLabel.text() == ""  # no seal before the first bound ends
    messages: list[str] = []
    window.controller.status_message.connect(messages.append)
    next_bound(window)
    game = window.controller.game
    (sealed,) = game.rolls(kind="seal")
    assert sealed.bound == 1 and re.fullmatch(SEAL, sealed.outcome.key)
    assert [r.kind for r in game.rolls()][-2:] == ["seal", "bound_started"]
    assert window.sealLabel.text() == f"Seal {sealed.outcome.key}"
    assert f"bound 1, roll {sealed.sequence}" in window.sealLabel.toolTip()
    assert any(f"Seal of bound 1: {sealed.outcome.key}." in m for m in messages)
    assert game.verify().ok


def test_the_seal_is_said_first_when_the_bound_begins(window):
    # After the list of flags that expired it was cut off at 1366 px, the players' cue
    # ("Have the players write it down") with it.
    game = window.controller.game
    with game.transaction():
        game.add_flag("hus-2s", "fast_march", set_bound=1, expires_after=1)
    messages: list[str] = []
    window.controller.status_message.connect(messages.append)
    next_bound(window)
    (sealed,) = game.rolls(kind="seal")
    (began,) = [m for m in messages if m.startswith("Bound 2 began.")]
    assert began == (
        f"Bound 2 began. Seal of bound 1: {sealed.outcome.key}. Have the players write it down."
    )


def test_seal_the_log_now_logs_a_seal_and_shows_it(window):
    window.actionSeal.trigger()
    (sealed,) = window.controller.game.rolls(kind="seal")
    assert sealed.bound == 1
    assert window.sealLabel.text() == f"Seal {sealed.outcome.key}"
    assert window.actionSeal.isEnabled()


def test_the_seal_says_segl_in_danish(qapp, window):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    window.actionSeal.trigger()
    (sealed,) = window.controller.game.rolls(kind="seal")
    assert window.sealLabel.text() == f"Segl {sealed.outcome.key}"


def check_seals(qtbot, view, typed: str) -> bool:
    view.ask_seals = lambda: typed
    with qtbot.waitSignal(view.chain_checked, timeout=10_000) as checked:
        qtbot.mouseClick(view.sealsButton, Qt.MouseButton.LeftButton)
    return checked.args[0]


def test_check_seals_in_the_log_viewer_proves_the_seals_the_players_hold(qtbot, window):
    next_bound(window)
    window.actionSeal.trigger()
    first, second = (r.outcome.key for r in window.controller.game.rolls(kind="seal"))
    view = log_view(window)
    assert check_seals(qtbot, view, f"{first}\n{second.lower()}")
    assert view.chainLabel.text().endswith(f"the seals match the log: {first}, {second}")
    assert "state proven from the log" in view.chainLabel.text()


def test_check_seals_names_the_first_bound_whose_seal_does_not_match(qtbot, window):
    next_bound(window)
    (held,) = (r.outcome.key for r in window.controller.game.rolls(kind="seal"))
    view = log_view(window)
    wrong = "B1 " + ("0000-0000-0000" if not held.endswith("0000-0000-0000") else "1111-1111-1111")
    assert not check_seals(qtbot, view, f"{wrong}, B2 1234-5678-9ABC")
    assert view.chainLabel.text() == (
        f"BROKEN at bound 1: the seal {wrong} a player holds does not match the log: bound 1 "
        "or a bound before it was changed, or rolls were removed"
    )


def test_a_mistyped_seal_is_named_and_nothing_is_checked(qtbot, window):
    view = log_view(window)
    view.ask_seals = lambda: "B1 7Q2K-9FXA-3MWU"
    with qtbot.waitSignal(view.chain_checked, timeout=2_000) as checked:
        view.sealsButton.click()
    assert checked.args == [False]
    assert view.chainLabel.text() == (
        "'B1 7Q2K-9FXA-3MWU': 'U' is not in a seal (its letters are 0-9 and A-Z without I, "
        "L, O and U)"
    )


@needs_pdftotext
def test_the_next_bounds_blank_order_sheets_carry_the_seal(window, tmp_path: Path):
    next_bound(window)
    (sealed,) = window.controller.game.rolls(kind="seal")
    written = window.ui.orderSheet.print_blank_sheets(tmp_path / "sheets.pdf")
    text = " ".join(" ".join(pdf_pages(written)).split())
    assert f"Seal of bound 1: {sealed.outcome.key}. Check it against the one you wrote down" in text


def test_leaving_the_ordering_phase_journals_the_orders_as_they_stand(window):
    controller = window.controller
    assert controller.save_order("i-15", text="attack the farm at the charge")
    assert controller.save_order("i-15", text="charge the farm")
    while controller.position().phase == "ordering":
        window.ui.actionNextPhase.trigger()
    versions = controller.game.order_versions(1, "i-15")
    assert [v["kind"] for v in versions] == ["order_written", "order_written", "orders_closed"]
    assert versions[-1]["order"]["text"] == "charge the farm"
